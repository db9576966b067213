"""Four made-up manuals of other equipment by other makers, held-out set 31b (written blind).

Maristar (WX-25 marine washer-extractor) writes US style with psi / deg F / gal / ft-lb first and
metric in brackets and carries a portrait page whose wide program table is set sideways; Drivex
(VF-55 variable frequency drive) writes formal UK style with WARNING/CAUTION/NOTE boxes and
carries a transposed frame-size table, a two-level header, a two-column page, a Step | Action
table and a parameter table that runs over a page break with its header repeated; Kaldmar
(MGC-40 marine gas oil cooler) writes translated European English with decimal commas and carries
the system drawing, a borderless setpoint table, an interval matrix with its caption below and an
alarm table printed as a picture; Gearmarine (RG-2100 reduction gearbox) writes terse
service-bulletin fragments and carries a landscape page and a Symptom | Cause | Remedy table.
Every page is an explicit list of blocks laid out top to bottom; a block that does not fit
raises, so a question's page is the page its block is listed on.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import fitz

Block = tuple[str, Any]
W, H = 595.0, 842.0
LEFT, RIGHT, TOP, BOTTOM = 56.0, 539.0, 78.0, 782.0
_FONTS: dict[str, Any] = {}


def _font(bold: bool = False, italic: bool = False):
    key = "hebo" if bold else ("heit" if italic else "helv")
    if key not in _FONTS:
        _FONTS[key] = fitz.Font(key)
    return _FONTS[key]


def write_manuals(folder: Path) -> list[Path]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for spec in (MARISTAR, DRIVEX, KALDMAR, GEARMARINE):
        out.append(_write(folder / spec["file"], spec))
    return out


# ---------------------------------------------------------------- layout


def _wrap(text: str, width: float, size: float, bold: bool = False) -> list[str]:
    f = _font(bold)
    lines: list[str] = []
    for para in text.split("\n"):
        cur = ""
        for word in para.split(" "):
            trial = word if not cur else cur + " " + word
            if f.text_length(trial, fontsize=size) <= width or not cur:
                cur = trial
            else:
                lines.append(cur)
                cur = word
        lines.append(cur)
    return lines


class _Pg:
    def __init__(self, page, spec):
        self.page = page
        self.spec = spec
        self.writers: dict[tuple, fitz.TextWriter] = {}

    def text(self, x, y, s, size=10.0, bold=False, color=(0, 0, 0), italic=False):
        tw = self.writers.setdefault(color, fitz.TextWriter(self.page.rect))
        tw.append((x, y), s, font=_font(bold, italic), fontsize=size)

    def flush(self):
        for color, tw in self.writers.items():
            tw.write_text(self.page, color=color)


class _Col:
    def __init__(self, pg, x0, x1, y, bottom=BOTTOM):
        self.pg, self.x0, self.x1, self.y, self.bottom = pg, x0, x1, y, bottom

    @property
    def w(self):
        return self.x1 - self.x0

    def need(self, h, what):
        if self.y + h > self.bottom:
            raise ValueError(f"block does not fit on page: {what!r}")


def _para(col, text, size, bold=False, indent=0.0, color=(0, 0, 0), gap=4.0, italic=False):
    lines = _wrap(text, col.w - indent, size, bold)
    lh = size * 1.32
    col.need(lh * len(lines), text[:40])
    for ln in lines:
        col.y += lh
        col.pg.text(col.x0 + indent, col.y - size * 0.28, ln, size, bold, color, italic)
    col.y += gap


def _table(col, t):
    size = t.get("size", 8.6)
    cols = t.get("cols")
    rows = t["rows"]
    fr = t.get("widths") or [1.0] * len(rows[0])
    tot = sum(fr)
    xs = [col.x0]
    for f in fr:
        xs.append(xs[-1] + col.w * f / tot)
    ruled = t.get("ruled", True)
    pad = 3.0
    lh = size * 1.25
    groups = t.get("groups")
    allrows = ([("H", cols)] if cols else []) + [("R", r) for r in rows]
    heights = []
    wrapped = []
    for kind, r in allrows:
        cells = [
            _wrap(
                str(c),
                xs[i + 1] - xs[i] - 2 * pad,
                size,
                kind == "H" or (t.get("boldfirst") and i == 0),
            )
            for i, c in enumerate(r)
        ]
        wrapped.append(cells)
        heights.append(max(len(c) for c in cells) * lh + 2 * pad + (0 if ruled else -1))
    gh = lh + 2 * pad if groups else 0.0
    col.need(sum(heights) + gh + 6, str(rows[0])[:40])
    shape = col.pg.page.new_shape()
    y = col.y
    if groups:
        k = 0
        for label, span in groups:
            gx0, gx1 = xs[k], xs[k + span]
            if label:
                shape.draw_rect(fitz.Rect(gx0, y, gx1, y + gh))
                shape.finish(fill=t.get("hfill", (0.86, 0.88, 0.9)), color=(0, 0, 0), width=0.6)
                tl = _font(True).text_length(label, fontsize=size)
                col.pg.text((gx0 + gx1 - tl) / 2, y + pad + lh - size * 0.27, label, size, True)
            k += span
        y += gh
    for (kind, _r), cells, h in zip(allrows, wrapped, heights, strict=False):
        if ruled and kind == "H" and t.get("shade", True):
            shape.draw_rect(fitz.Rect(xs[0], y, xs[-1], y + h))
            shape.finish(fill=t.get("hfill", (0.86, 0.88, 0.9)), color=None, width=0)
        for i, cell in enumerate(cells):
            yy = y + pad
            for ln in cell:
                yy += lh
                col.pg.text(
                    xs[i] + pad,
                    yy - size * 0.27,
                    ln,
                    size,
                    kind == "H" or (t.get("boldfirst") and i == 0),
                )
        if ruled:
            shape.draw_rect(fitz.Rect(xs[0], y, xs[-1], y + h))
            for x in xs[1:-1]:
                shape.draw_line((x, y), (x, y + h))
            shape.finish(color=(0, 0, 0), width=0.6)
        elif kind == "H" and t.get("underline", True):
            shape.draw_line((xs[0], y + h), (xs[-1], y + h))
            shape.finish(color=(0, 0, 0), width=0.5)
        y += h
    shape.commit()
    col.y = y + 8


def _img_table(col, t):
    """Draw the table on a scratch page, render it at 150 dpi and place it as a picture."""
    tmp = fitz.open()
    tw = col.w + 8
    tp = tmp.new_page(width=tw, height=1200)
    tpg = _Pg(tp, None)
    tc = _Col(tpg, 4, tw - 4, 2, bottom=1190)
    if t.get("title"):
        _para(tc, t["title"], 9.2, True, gap=3)
    _table(tc, t)
    if t.get("below"):
        _para(tc, t["below"], 8.0, gap=2, italic=True)
    tpg.flush()
    hh = tc.y + 2
    pix = tp.get_pixmap(dpi=150, clip=fitz.Rect(0, 0, tw, hh))
    col.need(hh, "picture table")
    r = fitz.Rect(col.x0 - 4, col.y, col.x1 + 4, col.y + hh)
    col.pg.page.insert_image(r, stream=pix.tobytes("png"))
    tmp.close()
    col.y += hh + 6


def _box(col, label, text, style):
    size = 8.8
    colors = {
        "WARNING": (0.85, 0.1, 0.1),
        "CAUTION": (0.95, 0.6, 0.0),
        "NOTE": (0.2, 0.35, 0.7),
        "DANGER": (0.8, 0.0, 0.0),
        "ATTENTION": (0.95, 0.6, 0.0),
        "IMPORTANT": (0.2, 0.35, 0.7),
    }
    c = colors.get(label, (0.3, 0.3, 0.3))
    lines = _wrap(text, col.w - 84, size)
    lh = size * 1.32
    h = max(len(lines) * lh + 10, 26)
    col.need(h + 8, text[:40])
    shape = col.pg.page.new_shape()
    r = fitz.Rect(col.x0, col.y, col.x1, col.y + h)
    shape.draw_rect(r)
    shape.finish(color=c, width=1.4 if style != "plain" else 0.7)
    shape.draw_rect(fitz.Rect(col.x0, col.y, col.x0 + 70, col.y + h))
    shape.finish(color=c, fill=c, width=0.5)
    shape.commit()
    col.pg.text(col.x0 + 5, col.y + h / 2 + 3, label, 8.6, True, (1, 1, 1))
    yy = col.y + 5
    for ln in lines:
        yy += lh
        col.pg.text(col.x0 + 78, yy - size * 0.28, ln, size)
    col.y += h + 8


def _list(col, items, size, numbered, fmt):
    n = 0
    for it in items:
        sub = []
        if isinstance(it, tuple):
            it, sub = it
        n += 1  # noqa: SIM113 - counts numbered items only
        mark = fmt.format(n) if numbered else "\u2022"
        lines = _wrap(it, col.w - 22, size)
        lh = size * 1.32
        col.need(lh * len(lines), it[:40])
        for k, ln in enumerate(lines):
            col.y += lh
            if k == 0:
                col.pg.text(col.x0 + 2, col.y - size * 0.28, mark, size)
            col.pg.text(col.x0 + 22, col.y - size * 0.28, ln, size)
        for j, s in enumerate(sub):
            lines = _wrap(s, col.w - 42, size)
            col.need(lh * len(lines), s[:40])
            for k, ln in enumerate(lines):
                col.y += lh
                if k == 0:
                    col.pg.text(col.x0 + 24, col.y - size * 0.28, "abcdefghij"[j] + ")", size)
                col.pg.text(col.x0 + 42, col.y - size * 0.28, ln, size)
        col.y += 2.5
    col.y += 4


def _toc(col, entries, size=10):
    lh = size * 1.7
    f = _font()
    for num, title, pg in entries:
        col.need(lh, title)
        col.y += lh
        ind = 0 if num.count(".") == 0 or (num.endswith(".") and num.count(".") == 1) else 18
        bold = ind == 0
        col.pg.text(col.x0 + ind, col.y, num, size, bold)
        col.pg.text(col.x0 + ind + 34, col.y, title, size, bold)
        tx = col.x0 + ind + 34 + _font(bold).text_length(title, fontsize=size) + 4
        px = col.x1 - f.text_length(str(pg), fontsize=size)
        dots = ""
        while f.text_length(dots + " .", fontsize=size) < px - tx - 6:
            dots += " ."
        col.pg.text(tx, col.y, dots, size, color=(0.4, 0.4, 0.4))
        col.pg.text(px, col.y, str(pg), size)
    col.y += 6


def _kv(col, pairs, size, keyw=0.42):
    """'Key: value' lines, the value aligned at a fixed tab."""
    lh = size * 1.4
    for k, v in pairs:
        lines = _wrap(v, col.w * (1 - keyw) - 4, size)
        col.need(lh * len(lines), k)
        col.y += lh
        col.pg.text(col.x0, col.y - size * 0.28, k + ":", size, True)
        for j, ln in enumerate(lines):
            if j:
                col.y += lh
            col.pg.text(col.x0 + col.w * keyw, col.y - size * 0.28, ln, size)
    col.y += 6


def _blocks(col, blocks, spec):
    st = spec["style"]
    for kind, val in blocks:
        if kind == "h1":
            col.y += 4
            _para(col, val, st["h1"], True, color=st["hcolor"], gap=2)
            if st.get("h1rule"):
                sh = col.pg.page.new_shape()
                sh.draw_line((col.x0, col.y), (col.x1, col.y))
                sh.finish(color=st["hcolor"], width=1.0)
                sh.commit()
            col.y += 5
        elif kind == "h2":
            col.y += 3
            _para(col, val, st["h2"], True, gap=3)
        elif kind == "h3":
            _para(col, val, st["body"] + 0.4, True, gap=2, italic=False)
        elif kind == "p":
            _para(col, val, st["body"], gap=st.get("pgap", 5))
        elif kind == "pi":
            _para(col, val, st["body"] - 0.6, gap=4, italic=True, color=(0.25, 0.25, 0.25))
        elif kind == "box":
            _box(col, val[0], val[1], st.get("box", "bold"))
        elif kind == "ol":
            _list(col, val, st["body"], True, st.get("olfmt", "{}."))
        elif kind == "ul":
            _list(col, val, st["body"], False, "")
        elif kind == "table":
            _table(col, val)
        elif kind == "imgtable":
            _img_table(col, val)
        elif kind == "kv":
            _kv(col, val, st["body"])
        elif kind == "caption":
            _para(col, val, st["body"] - 1, True, gap=3)
        elif kind == "capbelow":
            col.y -= 4
            _para(col, val, st["body"] - 1, False, gap=6, italic=True)
        elif kind == "toc":
            _toc(col, val)
        elif kind == "space":
            col.y += val
        elif kind == "draw":
            h, fn = val
            col.need(h, "drawing")
            fn(col.pg, col.x0, col.y, col.w, h)
            col.y += h + 6
        else:
            raise ValueError(kind)


def _frame(page, pg, spec, i, n, pw, ph):
    st = spec["style"]
    right = pw - LEFT
    sh = page.new_shape()
    sh.draw_line((LEFT, 58), (right, 58))
    sh.draw_line((LEFT, ph - 42), (right, ph - 42))
    sh.finish(color=st["hcolor"], width=0.8)
    sh.commit()
    pg.text(LEFT, 52, spec["hdr_left"], 8.2, True, st["hcolor"])
    hr = spec["hdr_right"]
    pg.text(right - _font().text_length(hr, fontsize=8.2), 52, hr, 8.2)
    fl = spec["ftr_left"]
    pg.text(LEFT, ph - 29, fl, 7.6, color=(0.3, 0.3, 0.3))
    fr = spec["ftr_fmt"].format(n=i, total=n)
    pg.text(right - _font().text_length(fr, fontsize=8.2), ph - 29, fr, 8.2)


def _fill(page, pdef, spec, i, n, pw, ph):
    pg = _Pg(page, spec)
    if pdef.get("cover"):
        spec["cover"](pg)
        pg.flush()
        return
    right = pw - LEFT
    _frame(page, pg, spec, i, n, pw, ph)
    if pdef.get("cols") == 2:
        gap = 18
        mid = (LEFT + right) / 2
        top = _Col(pg, LEFT, right, TOP, ph - 60)
        _blocks(top, pdef.get("top", []), spec)
        c1 = _Col(pg, LEFT, mid - gap / 2, top.y, ph - 60)
        _blocks(c1, pdef["left"], spec)
        c2 = _Col(pg, mid + gap / 2, right, top.y, ph - 60)
        _blocks(c2, pdef["right"], spec)
    else:
        col = _Col(pg, LEFT, right, TOP, ph - 60)
        _blocks(col, pdef["blocks"], spec)
    pg.flush()


def _write(path: Path, spec) -> Path:
    doc = fitz.open()
    pages = spec["pages"]
    n = len(pages)
    scratch = []
    for i, pdef in enumerate(pages, start=1):
        if pdef.get("sideways"):
            # laid out landscape on a scratch page, then placed turned on a portrait page,
            # the way a landscape sheet comes out of a scanner (text runs up the page)
            tmp = fitz.open()
            tp = tmp.new_page(width=H, height=W)
            _fill(tp, pdef, spec, i, n, H, W)
            page = doc.new_page(width=W, height=H)
            page.show_pdf_page(page.rect, tmp, 0, rotate=90)
            scratch.append(tmp)
            continue
        land = bool(pdef.get("landscape"))
        pw, ph = (H, W) if land else (W, H)
        page = doc.new_page(width=pw, height=ph)
        _fill(page, pdef, spec, i, n, pw, ph)
    doc.set_metadata(
        {
            "title": spec["title"],
            "author": spec["maker"],
            "creationDate": "D:20240101000000",
            "modDate": "D:20240101000000",
            "producer": "",
            "creator": "",
        }
    )
    doc.save(path, garbage=3, deflate=True, no_new_id=True)
    doc.close()
    for t in scratch:
        t.close()
    return path


def _cover(maker, lines, sub, band=(0.1, 0.2, 0.4), foot=""):
    def draw(pg):
        p = pg.page
        sh = p.new_shape()
        sh.draw_rect(fitz.Rect(0, 0, W, 150))
        sh.finish(fill=band, color=None, width=0)
        sh.draw_rect(fitz.Rect(LEFT, 560, RIGHT, 562))
        sh.finish(fill=band, color=None, width=0)
        sh.commit()
        pg.text(LEFT, 90, maker, 22, True, (1, 1, 1))
        y = 260
        for i, ln in enumerate(lines):
            sz = 26 if i == 0 else 15
            pg.text(LEFT, y, ln, sz, i == 0)
            y += sz * 1.6
        y = 600
        for ln in sub:
            pg.text(LEFT, y, ln, 10.5)
            y += 16
        if foot:
            pg.text(LEFT, 790, foot, 8, color=(0.35, 0.35, 0.35))

    return draw


def _lbl(pg, x, y, s, size=7.5, bold=False):
    pg.text(x, y, s, size, bold)


def _valve(s, x, y, vertical=False):
    if vertical:
        pts = [(x - 6, y - 8), (x + 6, y + 8), (x - 6, y + 8), (x + 6, y - 8), (x - 6, y - 8)]
    else:
        pts = [(x - 8, y - 6), (x + 8, y + 6), (x + 8, y - 6), (x - 8, y + 6), (x - 8, y - 6)]
    s.draw_polyline(pts)


def _pump(s, x, y, r=14):
    s.draw_circle((x, y), r)
    s.draw_polyline([(x - r * 0.5, y - r * 0.7), (x + r * 0.8, y), (x - r * 0.5, y + r * 0.7)])


def _instr(s, x, y, r=9):
    s.draw_circle((x, y), r)


def _box_eq(s, x0, y0, x1, y1):
    s.draw_rect(fitz.Rect(x0, y0, x1, y1))


# ================================================================ 1. Filtrex AF-60


# ================================================================ 1. Maristar WX-25

_MS_STYLE = {"h1": 13.5, "h2": 10.8, "body": 9.4, "hcolor": (0.05, 0.25, 0.55), "h1rule": False}

MARISTAR = {
    "file": "maristar-wx25-washer-extractor.pdf",
    "title": "Maristar WX-25 Marine Washer-Extractor - Operation and Service Manual",
    "maker": "Maristar Laundry Systems Inc.",
    "style": _MS_STYLE,
    "hdr_left": "MARISTAR LAUNDRY SYSTEMS",
    "hdr_right": "WX-25 Operation & Service  |  Form MS-4471",
    "ftr_left": "Maristar Laundry Systems Inc., Mobile, Alabama - marine division",
    "ftr_fmt": "Page {n}",
    "cover": _cover(
        "MARISTAR",
        ["WX-25", "Marine Washer-Extractor", "55 lb (25 kg) soft-mount, 440 V / 60 Hz"],
        [
            "Operation, Installation and Service Manual",
            "Form MS-4471, Rev. C",
            "Read this manual completely before operating the machine.",
        ],
        band=(0.05, 0.25, 0.55),
        foot="Maristar Laundry Systems Inc. - All rights reserved",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Table of Contents"),
                (
                    "toc",
                    [
                        ("1", "Safety Information", 3),
                        ("2", "Machine Description", 3),
                        ("3", "Specifications", 4),
                        ("4", "Wash Programs", 5),
                        ("5", "Operating Instructions", 6),
                        ("6", "Preventive Maintenance", 7),
                        ("7", "Troubleshooting and Error Codes", 8),
                        ("8", "Replacement Parts", 9),
                    ],
                ),
                (
                    "p",
                    "This manual covers the WX-25 soft-mount washer-extractor built for shipboard laundries. The larger WX-40 and the coin-operated WX-25C are covered in separate manuals.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety Information"),
                (
                    "ul",
                    [
                        "WARNING: Never attempt to open the door or reach into the drum while the cylinder is turning. Wait until the DOOR UNLOCKED lamp is lit.",
                        "WARNING: Disconnect power at the ship's distribution panel and lock out before removing any panel. Capacitors in the inverter stay charged for 5 minutes after power is removed.",
                        "Do not wash articles soiled with gasoline, fuel oil or solvents. Vapors can ignite during extract.",
                        "Wear chemical-resistant gloves and goggles when refilling the detergent containers.",
                        "In heavy seas (roll above 15 degrees) do not run high extract; the machine will limit extract speed automatically.",
                    ],
                ),
                ("h1", "2  Machine Description"),
                ("h2", "2.1  General"),
                (
                    "p",
                    "The WX-25 is a front-loading, soft-mount washer-extractor with a stainless steel cylinder driven through a poly-V belt by an inverter-controlled motor. Suspension springs and four shock absorbers isolate the drum from the deck so that no foundation bolting is needed beyond the four deck clips.",
                ),
                ("h2", "2.2  Door Interlock"),
                (
                    "p",
                    "The door is held by an electro-mechanical lock (DL-1). The lock is released only when the cylinder is at standstill, the water level is below the door sill and a 60-second delay after the end of the program has run out. If the lock fails to release, use the emergency door release described in Section 5.4.",
                ),
                ("h2", "2.3  Chemical Injection"),
                (
                    "p",
                    "Up to five peristaltic detergent pumps (P1 to P5) can be connected to the 24 V AC signal terminal strip X7. Each pump is triggered by the program for an adjustable run time. Pump P1 is factory assigned to main wash detergent and P4 to fabric softener.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Specifications"),
                (
                    "kv",
                    [
                        ("Dry load capacity", "55 lb (25 kg)"),
                        ("Cylinder volume", "8.8 cu ft (250 L)"),
                        ("Cylinder diameter x depth", "32 in x 19 in (813 mm x 483 mm)"),
                        ("Electrical supply", "440 V, 3 phase, 60 Hz"),
                        ("Full load current", "14 A"),
                        ("Motor", "5 hp (3.7 kW) inverter duty"),
                        ("Water supply pressure", "30 to 85 psi (2.1 to 5.9 bar)"),
                        ("Water inlet connections", "3/4 in NPT, hot and cold"),
                        ("Max. inlet water temperature", "180 °F (82 °C)"),
                        ("Drain valve", "3 in (76 mm), normally open"),
                        ("Steam heating (option S)", "30 to 80 psi (2.1 to 5.5 bar)"),
                        ("Net weight", "1,290 lb (585 kg)"),
                    ],
                ),
                ("h2", "3.1  Cylinder Speeds"),
                (
                    "table",
                    {
                        "cols": ["Function", "Speed (rpm)", "G-force", "Note"],
                        "widths": [2.0, 1.1, 1.0, 2.6],
                        "rows": [
                            ["Wash", "42", "0.8", "Reversing 12 s on / 3 s off"],
                            ["Distribution", "85", "3", "Before every extract"],
                            ["Low extract", "500", "113", "Delicates, wool"],
                            ["Medium extract", "720", "235", ""],
                            [
                                "High extract",
                                "950",
                                "410",
                                "Reduced to 720 rpm when ship roll exceeds 15 deg",
                            ],
                        ],
                    },
                ),
                (
                    "p",
                    "Water consumption per cycle is about 42 gal (159 L) for a normal 4-bath program at full load. Heating with electric elements (option E, 9 kW) raises the bath about 2 °F per minute.",
                ),
            ]
        },
        {
            "sideways": True,
            "blocks": [
                ("h1", "4  Wash Programs"),
                (
                    "p",
                    "The controller holds 9 fixed programs. Programs 1 to 7 may be edited by the chief steward with the service code; programs 8 and 9 are locked. Levels are given in gallons with liters in brackets; temperatures in °F with °C in brackets.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Prog.",
                            "Name",
                            "Pre-wash",
                            "Main wash temp.",
                            "Main wash level",
                            "Wash time",
                            "Rinses",
                            "Final extract",
                            "Extract time",
                            "Chemical pumps",
                        ],
                        "widths": [0.5, 1.6, 0.9, 1.3, 1.3, 0.9, 0.7, 1.1, 0.9, 1.2],
                        "size": 8.2,
                        "rows": [
                            [
                                "1",
                                "Whites heavy soil",
                                "yes",
                                "160 °F (71 °C)",
                                "14 gal (53 L)",
                                "12 min",
                                "3",
                                "950 rpm",
                                "7 min",
                                "P1, P2, P4",
                            ],
                            [
                                "2",
                                "Colors",
                                "no",
                                "105 °F (41 °C)",
                                "15 gal (57 L)",
                                "10 min",
                                "3",
                                "950 rpm",
                                "6 min",
                                "P1, P4",
                            ],
                            [
                                "3",
                                "Bed linen",
                                "no",
                                "140 °F (60 °C)",
                                "14 gal (53 L)",
                                "10 min",
                                "3",
                                "950 rpm",
                                "6 min",
                                "P1, P4",
                            ],
                            [
                                "4",
                                "Galley cloths",
                                "yes",
                                "175 °F (79 °C)",
                                "13 gal (49 L)",
                                "14 min",
                                "4",
                                "950 rpm",
                                "7 min",
                                "P1, P2, P3",
                            ],
                            [
                                "5",
                                "Coveralls / engine rags",
                                "yes",
                                "150 °F (66 °C)",
                                "16 gal (61 L)",
                                "15 min",
                                "4",
                                "720 rpm",
                                "5 min",
                                "P1, P3",
                            ],
                            [
                                "6",
                                "Delicates",
                                "no",
                                "85 °F (29 °C)",
                                "18 gal (68 L)",
                                "6 min",
                                "2",
                                "500 rpm",
                                "3 min",
                                "P5",
                            ],
                            [
                                "7",
                                "Wool",
                                "no",
                                "Cold",
                                "18 gal (68 L)",
                                "4 min",
                                "2",
                                "500 rpm",
                                "2 min",
                                "P5",
                            ],
                            [
                                "8",
                                "Rinse and spin",
                                "no",
                                "-",
                                "16 gal (61 L)",
                                "-",
                                "1",
                                "950 rpm",
                                "5 min",
                                "P4",
                            ],
                            [
                                "9",
                                "Drain and spin",
                                "no",
                                "-",
                                "-",
                                "-",
                                "-",
                                "950 rpm",
                                "4 min",
                                "-",
                            ],
                        ],
                    },
                ),
                (
                    "p",
                    "Fill levels are measured by the pressure transducer on the drum sump. Total program times are approximately 48 minutes for program 1 and 22 minutes for program 7.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "5  Operating Instructions"),
                ("h2", "5.1  Before the First Wash of the Day"),
                (
                    "ol",
                    [
                        "Open the hot and cold water supply valves and the steam valve (option S).",
                        "Check that detergent containers are at least one quarter full and pump suction tubes are submerged.",
                        "Switch on the main switch (Q1). The display shows READY after the self-test.",
                    ],
                ),
                ("h2", "5.2  Running a Program"),
                (
                    "ol",
                    [
                        "Load the cylinder. Do not exceed 55 lb (25 kg) of dry linen; for wool load no more than half capacity.",
                        "Close the door firmly until the lock clicks.",
                        "Select the program number with the arrow keys and press START.",
                        "At the end of the program the buzzer sounds for 10 seconds. Wait for the DOOR UNLOCKED lamp before opening.",
                    ],
                ),
                ("h2", "5.3  Out-of-Balance Protection"),
                (
                    "p",
                    "If the vibration switch trips during extract, the controller drops to distribution speed and retries the extract up to 3 times. After the third attempt the machine drains and shows E09. Redistribute the load by hand and run program 9.",
                ),
                ("h2", "5.4  Emergency Door Release"),
                (
                    "ol",
                    [
                        "Switch off main switch Q1 and wait until the cylinder has completely stopped - at least 3 minutes after high extract.",
                        "Check through the glass that no water is visible in the drum. If water is present, open the drain valve with the manual override lever.",
                        "Remove the lower front panel (two 8 mm screws).",
                        "Pull the red release cable behind the lock DL-1 downward and open the door.",
                    ],
                ),
                (
                    "p",
                    "WARNING: Never use the emergency release while the cylinder is turning or hot water is in the machine.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Preventive Maintenance"),
                (
                    "p",
                    "Carry out the checks below at the intervals shown. In service on board, count 'monthly' as every 200 operating hours whichever comes first.",
                ),
                (
                    "table",
                    {
                        "cols": ["Task", "Daily", "Weekly", "Monthly", "Quarterly", "Yearly"],
                        "widths": [3.6, 0.8, 0.8, 0.8, 0.9, 0.8],
                        "rows": [
                            ["Clean door gasket and glass; remove lint", "x", "", "", "", ""],
                            [
                                "Check door lock function (door must not open in wash)",
                                "x",
                                "",
                                "",
                                "",
                                "",
                            ],
                            ["Clean inlet water strainers", "", "x", "", "", ""],
                            [
                                "Check detergent pump tubes for wear, replace if cracked",
                                "",
                                "x",
                                "",
                                "",
                                "",
                            ],
                            ["Check drain valve for leaks", "", "", "x", "", ""],
                            ["Check V-belt tension", "", "", "x", "", ""],
                            ["Check shock absorbers and suspension springs", "", "", "", "x", ""],
                            ["Tighten electrical terminals", "", "", "", "x", ""],
                            ["Grease main bearings", "", "", "", "x", ""],
                            ["Replace door gasket", "", "", "", "", "x"],
                        ],
                    },
                ),
                ("h2", "6.1  Bearing Lubrication"),
                (
                    "p",
                    "Use lithium complex grease NLGI 2. Apply 2 strokes of the grease gun (about 0.2 oz / 6 g) to each of the two bearing nipples at the rear of the machine. Do not over-grease; excess grease may reach the seal and the wash water.",
                ),
                ("h2", "6.2  Belt Tension and Torque Values"),
                (
                    "p",
                    "A correctly tensioned poly-V belt deflects 3/8 in (10 mm) under a 10 lb (4.5 kg) force applied midway between the pulleys. Tighten the motor base bolts to 30 ft-lb (41 N·m) after adjustment. The cylinder pulley bolt is tightened to 85 ft-lb (115 N·m) and the bearing housing bolts to 60 ft-lb (81 N·m).",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Troubleshooting and Error Codes"),
                (
                    "p",
                    "Error codes are shown on the display and stored in the error log (service menu 4). Press STOP twice to acknowledge after the cause is corrected.",
                ),
                (
                    "table",
                    {
                        "cols": ["Code", "Message", "Probable cause", "Action"],
                        "widths": [0.6, 1.5, 2.4, 2.6],
                        "size": 8.4,
                        "rows": [
                            [
                                "E01",
                                "FILL TIME",
                                "Level not reached in 8 min; supply valve closed, strainer clogged",
                                "Open supply valves, clean inlet strainers",
                            ],
                            [
                                "E02",
                                "DRAIN TIME",
                                "Level not below sill within 2 min; drain blocked",
                                "Clear drain, check drain valve air/spring",
                            ],
                            [
                                "E03",
                                "HEAT TIME",
                                "Temperature rise too slow (less than 1 °F/min)",
                                "Check heating elements or steam supply",
                            ],
                            [
                                "E04",
                                "DOOR LOCK",
                                "Lock does not confirm closed",
                                "Close door firmly; check DL-1 switch",
                            ],
                            [
                                "E05",
                                "TEMP SENSOR",
                                "Sensor open or shorted",
                                "Check sensor TS-1 (10 kOhm at 77 °F)",
                            ],
                            [
                                "E06",
                                "INVERTER",
                                "Drive fault, overcurrent or overvoltage",
                                "Read drive fault code, reset by power off 5 min",
                            ],
                            [
                                "E07",
                                "LEVEL SENSOR",
                                "Pressure tube loose or water in tube",
                                "Blow out tube, reconnect",
                            ],
                            [
                                "E09",
                                "UNBALANCE",
                                "Three unsuccessful extract attempts",
                                "Redistribute load, run program 9",
                            ],
                            [
                                "E11",
                                "OVERFILL",
                                "Water above overflow level",
                                "Check inlet valves for leaking",
                            ],
                        ],
                    },
                ),
                ("h2", "7.1  Other Problems"),
                (
                    "ul",
                    [
                        "Machine walks or knocks in extract: check the shock absorbers and the four deck clips.",
                        "Detergent pump runs but no chemical is dosed: check the pump tube and the foot valve in the container.",
                        "Linen grey after wash: check the water temperature at the inlet and the P1 run time.",
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "8  Replacement Parts"),
                (
                    "p",
                    "Order parts with the machine serial number from the data plate on the rear panel.",
                ),
                (
                    "table",
                    {
                        "cols": ["Item", "Description", "Part No.", "Qty"],
                        "widths": [0.5, 3.2, 1.4, 0.5],
                        "rows": [
                            ["1", "Door gasket", "MS-22107", "1"],
                            ["2", "Door lock assembly DL-1, 24 V", "MS-31540", "1"],
                            ["3", "Door glass", "MS-22110", "1"],
                            ["4", "Poly-V belt 8PJ1880", "MS-40218", "1"],
                            ["5", "Main bearing, rear", "MS-50312", "1"],
                            ["6", "Main bearing, front", "MS-50311", "1"],
                            ["7", "Shaft seal kit", "MS-50390", "1"],
                            ["8", "Shock absorber", "MS-60044", "4"],
                            ["9", "Suspension spring", "MS-60051", "4"],
                            ["10", "Inlet valve, 3/4 in, dual", "MS-71203", "2"],
                            ["11", "Drain valve 3 in, complete", "MS-71330", "1"],
                            ["12", "Temperature sensor TS-1", "MS-82015", "1"],
                            ["13", "Vibration switch", "MS-82040", "1"],
                            ["14", "Peristaltic pump tube (detergent)", "MS-90112", "5"],
                            ["15", "Inlet strainer screen", "MS-71209", "2"],
                        ],
                    },
                ),
            ]
        },
    ],
}


# ================================================================ 2. Drivex VF-55

_DX_STYLE = {"h1": 12.5, "h2": 10.4, "body": 9.0, "hcolor": (0.35, 0.1, 0.45), "h1rule": True}
_DX_PCOLS = ["Parameter", "Description", "Setting range", "Default", "Unit"]
_DX_PW = [0.9, 2.6, 1.6, 0.9, 0.6]

DRIVEX = {
    "file": "drivex-vf55-variable-frequency-drive.pdf",
    "title": "Drivex VF-55 Variable Frequency Drive - Installation and Operating Manual",
    "maker": "Drivex Power Electronics Ltd",
    "style": _DX_STYLE,
    "hdr_left": "DRIVEX POWER ELECTRONICS",
    "hdr_right": "VF-55 Series  -  Document DX-IOM-055 Issue 4",
    "ftr_left": "Drivex Power Electronics Ltd, Southampton, United Kingdom",
    "ftr_fmt": "{n} / {total}",
    "cover": _cover(
        "DRIVEX",
        ["VF-55", "Variable Frequency Drive", "for sea-water cooling pump motors"],
        [
            "Installation and Operating Manual",
            "Document DX-IOM-055, Issue 4",
            "Applies to frame sizes VF-55-022 to VF-55-075, 400-480 V supply.",
        ],
        band=(0.35, 0.1, 0.45),
        foot="Drivex Power Electronics Ltd",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Contents"),
                (
                    "toc",
                    [
                        ("1", "Safety", 3),
                        ("2", "Product description", 4),
                        ("3", "Technical data", 4),
                        ("3.3", "Derating", 5),
                        ("3.4", "EMC filter", 5),
                        ("4", "Parameter list", 6),
                        ("5", "Commissioning", 8),
                        ("6", "Faults and warnings", 9),
                        ("7", "Maintenance and spare parts", 10),
                    ],
                ),
                (
                    "p",
                    "The VF-55 with integrated bypass contactor (suffix -B) and the 690 V range (VF-69) are described in supplementary documents and are not covered by this manual.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety"),
                (
                    "p",
                    "This manual uses the following notices. They shall be read and observed by all personnel who install, commission or maintain the drive.",
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Hazardous voltage. The DC link capacitors remain charged after the supply has been isolated. Wait at least 15 minutes and verify with a suitable meter that the DC link voltage (terminals DC+ and DC-) is below 50 V before removing the cover.",
                    ),
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "A pump motor may start automatically after a fault reset or on restoration of supply when auto-restart (P6.01) is enabled. Isolate the drive before working on the pump or motor.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Do not connect power factor correction capacitors or surge absorbers to the motor cables. Do not switch a contactor in the motor cable while the drive is running.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Insulation tests on the motor or cables shall only be carried out with the motor cable disconnected from the drive output terminals U, V, W.",
                    ),
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "Leakage current to earth exceeds 3,5 mA when the internal EMC filter is connected. A fixed protective earth connection of at least 10 mm2 Cu is required.",
                    ),
                ),
                (
                    "p",
                    "Only suitably qualified electrical personnel holding the ship's permit to work shall open the drive enclosure.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "2  Product description"),
                (
                    "p",
                    "The VF-55 is a wall-mounted IP54 variable frequency drive designed to control the speed of centrifugal sea-water cooling pumps in accordance with the cooling demand. The drive regulates the pump speed from a 4-20 mA pressure or temperature signal using its built-in PID controller, thereby reducing pump power consumption at part load.",
                ),
                ("h1", "3  Technical data"),
                ("h2", "3.1  General data"),
                (
                    "kv",
                    [
                        ("Supply voltage", "3 x 380-480 V +10/-15 %, 50/60 Hz"),
                        ("Output frequency", "0-120 Hz"),
                        ("Switching frequency", "2-12 kHz, default 4 kHz"),
                        ("Overload capacity", "110 % for 60 s every 10 min"),
                        ("Enclosure", "IP54"),
                        ("Ambient temperature", "-10 to +50 °C (derating above 40 °C)"),
                        ("Cooling", "Forced air, fan controlled by heatsink temperature"),
                    ],
                ),
                ("h2", "3.2  Ratings by frame size"),
                (
                    "table",
                    {
                        "cols": [
                            "Model",
                            "Motor power kW",
                            "Rated output current A",
                            "Input fuse (gG) A",
                            "Heat loss W",
                            "Weight kg",
                        ],
                        "widths": [1.3, 1.0, 1.1, 1.0, 0.9, 0.9],
                        "rows": [
                            ["VF-55-022", "22", "43", "50", "540", "18"],
                            ["VF-55-030", "30", "58", "63", "720", "18"],
                            ["VF-55-037", "37", "72", "80", "880", "27"],
                            ["VF-55-045", "45", "87", "100", "1 060", "27"],
                            ["VF-55-055", "55", "105", "125", "1 300", "34"],
                            ["VF-55-075", "75", "143", "160", "1 760", "41"],
                        ],
                    },
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "Fuse ratings apply to the 400 V supply. For class J fuses in UL installations refer to the supplement DX-UL-055.",
                    ),
                ),
            ]
        },
        {
            "cols": 2,
            "top": [
                ("h2", "3.3  Derating"),
                (
                    "p",
                    "The permissible continuous output current shall be reduced when the drive is operated at high ambient temperature, at altitude, or at switching frequencies above the default. The table below gives the permissible output current as a percentage of the rated current.",
                ),
                (
                    "table",
                    {
                        "groups": [
                            ("", 1),
                            ("Ambient 40 °C", 2),
                            ("Ambient 45 °C", 2),
                            ("Ambient 50 °C", 2),
                        ],
                        "cols": [
                            "Switching frequency",
                            "IP54",
                            "IP20",
                            "IP54",
                            "IP20",
                            "IP54",
                            "IP20",
                        ],
                        "widths": [1.5, 0.8, 0.8, 0.8, 0.8, 0.8, 0.8],
                        "rows": [
                            ["4 kHz", "100 %", "100 %", "92 %", "95 %", "83 %", "88 %"],
                            ["8 kHz", "90 %", "94 %", "82 %", "87 %", "73 %", "79 %"],
                            ["12 kHz", "78 %", "83 %", "70 %", "76 %", "61 %", "68 %"],
                        ],
                    },
                ),
            ],
            "left": [
                ("h2", "3.4  EMC filter"),
                (
                    "p",
                    "An internal C3 EMC filter is fitted as standard. On ships with an IT (insulated) distribution system the filter must be disconnected, otherwise the insulation monitor will indicate an earth fault.",
                ),
                (
                    "p",
                    "To disconnect the filter, remove the screw EMC1 (marked with the earth symbol) at the lower left of the power board. Keep the screw in the spare parts kit.",
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "With the filter removed, the drive meets category C4 only.",
                    ),
                ),
            ],
            "right": [
                ("h2", "3.5  Motor cable lengths"),
                (
                    "table",
                    {
                        "cols": ["Cable", "Max. length"],
                        "widths": [1.6, 1.0],
                        "rows": [
                            ["Screened, C3 filter", "50 m"],
                            ["Screened, no filter", "100 m"],
                            ["Unscreened", "150 m"],
                            ["With output choke", "300 m"],
                        ],
                    },
                ),
                (
                    "p",
                    "Screened cables shall be earthed at both ends with 360 degree glands.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "4  Parameter list"),
                (
                    "p",
                    "Parameters are grouped by function. Parameters marked * can only be changed when the drive is stopped. Access level 2 is required for groups P5 and P6 (password 0055).",
                ),
                (
                    "table",
                    {
                        "cols": _DX_PCOLS,
                        "widths": _DX_PW,
                        "size": 8.3,
                        "rows": [
                            ["P0.01", "Motor rated voltage *", "200-480", "400", "V"],
                            ["P0.02", "Motor rated current *", "0,2-150", "by frame", "A"],
                            ["P0.03", "Motor rated frequency *", "25-120", "50", "Hz"],
                            ["P0.04", "Motor rated speed *", "300-7200", "1460", "rpm"],
                            ["P0.05", "Motor cos phi *", "0,50-0,99", "0,85", "-"],
                            ["P1.01", "Minimum frequency", "0-P1.02", "25", "Hz"],
                            ["P1.02", "Maximum frequency", "P1.01-120", "50", "Hz"],
                            ["P1.03", "Acceleration time", "0,1-600", "20", "s"],
                            ["P1.04", "Deceleration time", "0,1-600", "30", "s"],
                            ["P1.05", "Stop mode (0 = ramp, 1 = coast)", "0-1", "1", "-"],
                            [
                                "P2.01",
                                "Control source (0 = keypad, 1 = terminals, 2 = fieldbus)",
                                "0-2",
                                "1",
                                "-",
                            ],
                            [
                                "P2.02",
                                "Reference source (0 = keypad, 1 = AI1, 2 = PID)",
                                "0-2",
                                "2",
                                "-",
                            ],
                            [
                                "P2.05",
                                "AI1 signal range (0 = 0-10 V, 1 = 4-20 mA)",
                                "0-1",
                                "1",
                                "-",
                            ],
                            ["P3.01", "PID setpoint", "0,0-100,0", "50,0", "%"],
                            ["P3.02", "PID proportional gain", "0,0-30,0", "2,5", "-"],
                            ["P3.03", "PID integral time", "0,0-300,0", "8,0", "s"],
                            ["P3.04", "PID feedback source (1 = AI1, 2 = AI2)", "1-2", "2", "-"],
                            ["P3.06", "Sleep frequency", "0-50", "27", "Hz"],
                            ["P3.07", "Sleep delay", "0-600", "60", "s"],
                        ],
                    },
                ),
                ("pi", "Table continued on next page."),
            ]
        },
        {
            "blocks": [
                ("caption", "Parameter list (continued)"),
                (
                    "table",
                    {
                        "cols": _DX_PCOLS,
                        "widths": _DX_PW,
                        "size": 8.3,
                        "rows": [
                            ["P3.08", "Wake-up level (below setpoint)", "0,0-50,0", "5,0", "%"],
                            [
                                "P4.01",
                                "Relay RO1 function (3 = fault, 5 = running)",
                                "0-12",
                                "3",
                                "-",
                            ],
                            ["P4.02", "Relay RO2 function", "0-12", "5", "-"],
                            [
                                "P4.04",
                                "Analogue output AO1 (0 = frequency, 1 = current)",
                                "0-3",
                                "0",
                                "-",
                            ],
                            [
                                "P5.01",
                                "Motor thermal protection (0 = off, 1 = on)",
                                "0-1",
                                "1",
                                "-",
                            ],
                            ["P5.02", "Motor thermal time constant", "5-200", "45", "min"],
                            ["P5.04", "Stall protection current limit", "50-150", "120", "%"],
                            ["P5.06", "Dry-run detection power threshold", "0-50", "15", "%"],
                            ["P5.07", "Dry-run detection delay", "1-300", "20", "s"],
                            ["P6.01", "Automatic restart (0 = off, 1 = on)", "0-1", "0", "-"],
                            ["P6.02", "Restart attempts", "1-10", "3", "-"],
                            ["P6.03", "Restart delay", "1-600", "10", "s"],
                            ["P6.10", "Skip frequency band centre", "0-120", "0", "Hz"],
                            ["P6.11", "Skip frequency bandwidth", "0-10", "2", "Hz"],
                            ["P9.01", "Restore factory defaults (write 1)", "0-1", "0", "-"],
                        ],
                    },
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Restoring factory defaults with P9.01 also resets the motor data P0.01 to P0.05. Record all settings before use.",
                    ),
                ),
                (
                    "p",
                    "The minimum frequency P1.01 shall not be set below the value required for the sea-water pump to maintain the minimum cooling water flow stated by the engine builder.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  Commissioning"),
                (
                    "p",
                    "Carry out the following steps after installation. The pump shall be primed and the suction and discharge valves open before the first start.",
                ),
                (
                    "table",
                    {
                        "cols": ["Step", "Action", "Check / result"],
                        "widths": [0.5, 3.4, 2.4],
                        "rows": [
                            [
                                "1",
                                "Verify supply voltage at L1, L2, L3 with the drive isolated.",
                                "380-480 V between phases",
                            ],
                            [
                                "2",
                                "Check that the EMC screw EMC1 is removed (IT network).",
                                "Insulation monitor shows no earth fault",
                            ],
                            [
                                "3",
                                "Switch on supply. Enter motor nameplate data in P0.01 to P0.05.",
                                "Display shows RDY",
                            ],
                            [
                                "4",
                                "Run motor identification: set P0.09 = 1 and press RUN.",
                                "Display shows ID-OK after approx. 40 s",
                            ],
                            [
                                "5",
                                "Start in keypad mode at 10 Hz and check the direction of rotation.",
                                "Pump turns in the direction of the arrow",
                            ],
                            ["6", "Set P2.01 = 1 and P2.02 = 2 for automatic PID control.", ""],
                            [
                                "7",
                                "Adjust P3.01 to the required sea-water pressure or temperature.",
                                "Stable speed, no hunting",
                            ],
                        ],
                    },
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "During motor identification (step 4) the motor shaft may rotate. Ensure the pump coupling guard is fitted.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Faults and warnings"),
                (
                    "p",
                    "Faults (F) stop the drive and energise relay RO1. Warnings (W) are displayed but the drive continues to run. Faults are reset with the STOP/RESET key or a reset signal on DI4.",
                ),
                (
                    "table",
                    {
                        "cols": ["Code", "Description", "Possible cause", "Corrective action"],
                        "widths": [0.6, 1.5, 2.4, 2.4],
                        "size": 8.3,
                        "rows": [
                            [
                                "F-1",
                                "Overcurrent",
                                "Short circuit in motor cable; acceleration too fast",
                                "Check cable insulation; increase P1.03",
                            ],
                            [
                                "F-2",
                                "Overvoltage",
                                "Deceleration too fast; supply voltage high",
                                "Increase P1.04 or set P1.05 = 1",
                            ],
                            [
                                "F-3",
                                "Earth fault",
                                "Motor or cable insulation failure",
                                "Megger motor with cable disconnected",
                            ],
                            [
                                "F-4",
                                "Undervoltage",
                                "Supply dip, blackout",
                                "Check supply; auto-reset if P6.01 = 1",
                            ],
                            [
                                "F-5",
                                "Output phase loss",
                                "Loose terminal U, V or W",
                                "Tighten motor terminals",
                            ],
                            [
                                "F-7",
                                "Drive overtemperature",
                                "Heatsink above 95 °C; fan blocked; ambient high",
                                "Clean heatsink, check fan",
                            ],
                            [
                                "F-8",
                                "Motor overload",
                                "Pump operating beyond duty point",
                                "Check pump, valves and P0.02",
                            ],
                            [
                                "F-11",
                                "Dry run",
                                "Power below P5.06 threshold; pump lost suction",
                                "Check sea chest valve and strainer",
                            ],
                            [
                                "F-14",
                                "Analogue input loss",
                                "4-20 mA signal below 2 mA",
                                "Check transmitter and wiring to AI2",
                            ],
                            [
                                "W-20",
                                "High heatsink temperature",
                                "Heatsink above 85 °C",
                                "Improve ventilation",
                            ],
                            [
                                "W-22",
                                "Fan warning",
                                "Fan speed low",
                                "Replace fan at next opportunity",
                            ],
                        ],
                    },
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "The last 10 faults are stored in the fault history, menu H. Record the fault code and the DC link voltage shown before resetting.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Maintenance and spare parts"),
                (
                    "p",
                    "The drive is maintenance-free except for the items listed below. Intervals apply to continuous operation in a machinery space.",
                ),
                (
                    "ul",
                    [
                        "Every 3 months: check the heatsink and fan for dust and salt deposits; clean with dry compressed air.",
                        "Every 12 months: check tightness of power terminals (see torques below) and inspect the door filter mats.",
                        "Every 5 years or 40 000 hours: replace the cooling fan.",
                        "DC link capacitors: if the drive has been stored for more than 2 years, reform the capacitors before use (see supplement DX-SR-01).",
                    ],
                ),
                (
                    "p",
                    "Tightening torques: power terminals of frames 022 and 030, 4 Nm; frames 037 to 055, 6 Nm; frame 075, 10 Nm. Control terminals 0,5 Nm.",
                ),
                (
                    "table",
                    {
                        "cols": ["Description", "Part number", "Qty"],
                        "widths": [3.0, 1.6, 0.6],
                        "rows": [
                            ["Cooling fan, frames 022/030", "DX-F-2201", "1"],
                            ["Cooling fan, frames 037/045/055", "DX-F-3701", "2"],
                            ["Cooling fan, frame 075", "DX-F-7501", "2"],
                            ["Door filter mat set", "DX-M-0550", "1"],
                            ["Keypad with cable 3 m", "DX-K-0100", "1"],
                            ["Control board", "DX-C-0551", "1"],
                            ["Internal fan (board cooling)", "DX-F-0040", "1"],
                        ],
                    },
                ),
                ("capbelow", "Table 7-1  Recommended spare parts for one drive"),
            ]
        },
    ],
}


# ================================================================ 3. Kaldmar MGC-40


def _kd_schematic(pg, x0, y0, w, h):
    s = pg.page.new_shape()

    def P(x, y):
        return (x0 + x, y0 + y)

    def ln(a, b, c, d):
        s.draw_line(P(a, b), P(c, d))

    def L(x, y, t, size=6.8, bold=False):
        _lbl(pg, x0 + x, y0 + y, t, size, bold)

    # fuel line (top)
    ln(10, 70, 60, 70)
    _valve(s, *P(70, 70))
    ln(78, 70, 100, 70)
    _box_eq(s, *P(100, 58), *P(130, 82))
    ln(130, 70, 190, 70)
    ln(160, 70, 160, 55)
    _instr(s, *P(160, 46))
    s.draw_circle(P(200, 70), 10)
    ln(210, 70, 250, 70)
    _box_eq(s, *P(250, 40), *P(350, 110))
    ln(350, 70, 470, 70)
    # bypass over the cooler
    ln(200, 60, 200, 20)
    ln(200, 20, 390, 20)
    ln(390, 20, 390, 70)
    ln(415, 70, 415, 55)
    _instr(s, *P(415, 46))
    ln(440, 70, 440, 85)
    _instr(s, *P(440, 94))
    _valve(s, *P(462, 70))
    # refrigerant circuit (below)
    ln(270, 110, 270, 190)
    ln(270, 190, 164, 190)
    _pump(s, *P(150, 190))
    ln(215, 190, 215, 175)
    _instr(s, *P(215, 166))
    ln(150, 204, 150, 300)
    ln(120, 240, 150, 240)
    _instr(s, *P(111, 240))
    ln(150, 300, 180, 300)
    _box_eq(s, *P(180, 280), *P(290, 325))
    ln(205, 325, 205, 360)
    ln(265, 325, 265, 360)
    _valve(s, *P(205, 345), vertical=True)
    _valve(s, *P(265, 345), vertical=True)
    ln(290, 300, 330, 300)
    _box_eq(s, *P(330, 288), *P(355, 312))
    ln(355, 300, 375, 300)
    _box_eq(s, *P(375, 292), *P(395, 308))
    ln(395, 300, 410, 300)
    s.draw_circle(P(418, 300), 7)
    ln(425, 300, 460, 300)
    ln(460, 300, 460, 160)
    s.draw_rect(fitz.Rect(*P(453, 232), *P(467, 248)))
    ln(460, 160, 330, 160)
    _valve(s, *P(395, 160))
    ln(330, 160, 330, 110)
    s.finish(color=(0, 0, 0), width=0.9, fill=None)
    s.commit()
    # labels
    L(4, 64, "MGO from service")
    L(4, 84, "tank / pp")
    L(62, 90, "V-101")
    L(102, 95, "ST-1 strainer")
    L(170, 42, "TS-11")
    L(180, 92, "TCV-1")
    L(178, 101, "3-way bypass")
    L(262, 62, "HE-1", 8.5, True)
    L(262, 76, "MGO cooler")
    L(262, 88, "(evaporator)")
    L(260, 14, "bypass line")
    L(424, 42, "TS-12")
    L(444, 112, "PT-3")
    L(450, 86, "V-102")
    L(420, 62, "to engine")
    L(130, 225, "CP-1")
    L(124, 216, "M1")
    L(60, 252, "PSH-21 (HP)")
    L(222, 163, "PSL-22 (LP)")
    L(276, 150, "suction")
    L(186, 298, "CD-1 condenser")
    L(186, 312, "SW cooled")
    L(170, 372, "SW in V-201")
    L(250, 372, "SW out V-202")
    L(328, 282, "R-1")
    L(372, 284, "FD-1")
    L(408, 316, "SG-1")
    L(468, 244, "SV-1")
    L(380, 152, "EV-1")
    L(120, 290, "hot gas")
    L(340, 176, "liquid line")
    s2 = pg.page.new_shape()
    s2.draw_rect(fitz.Rect(*P(0, 385), *P(w, h)))
    s2.finish(color=(0.3, 0.3, 0.3), width=0.6)
    s2.commit()
    L(6, 397, "Legend:", 7.2, True)
    L(
        6,
        409,
        "V = hand valve    ST = strainer    TCV = temperature control valve (3-way)    HE = heat exchanger",
    )
    L(
        6,
        420,
        "TS = temperature sensor PT100    PT = pressure transmitter    PSH / PSL = pressure switch high / low",
    )
    L(
        6,
        431,
        "CP = refrigerant compressor    M = motor    CD = condenser    R = liquid receiver    FD = filter drier",
    )
    L(
        6,
        442,
        "SG = sight glass with moisture indicator    SV = solenoid valve    EV = thermostatic expansion valve",
    )


_KD_STYLE = {"h1": 13.0, "h2": 10.6, "body": 9.2, "hcolor": (0.0, 0.38, 0.55), "h1rule": True}

KALDMAR = {
    "file": "kaldmar-mgc40-mgo-cooler.pdf",
    "title": "Kaldmar MGC-40 MGO Cooler Unit - Instruction Manual",
    "maker": "Kaldmar Kältetechnik A/S",
    "style": _KD_STYLE,
    "hdr_left": "KALDMAR Kältetechnik",
    "hdr_right": "MGC-40  -  Instruction manual  -  Rev. 2",
    "ftr_left": "Kaldmar Kältetechnik A/S - translation of original instruction",
    "ftr_fmt": "Side {n} / {total}",
    "cover": _cover(
        "KALDMAR",
        ["MGC-40", "MGO cooler unit (chiller)", "for fuel change-over to low-sulphur gas oil"],
        [
            "Instruction manual for operation and maintenance",
            "Doc. no. KM-IM-MGC40-EN, revision 2",
            "Translation of the original instruction manual.",
        ],
        band=(0.0, 0.38, 0.55),
        foot="Kaldmar Kältetechnik A/S, Havnevej 12, Esbjerg",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Contents"),
                (
                    "toc",
                    [
                        ("1", "Safety instructions", 3),
                        ("2", "Description of the unit", 3),
                        ("2.3", "Flow scheme", 4),
                        ("3", "Technical data", 5),
                        ("4", "Operation", 6),
                        ("5", "Maintenance", 7),
                        ("6", "Alarms", 8),
                        ("7", "Spare parts", 9),
                    ],
                ),
                (
                    "p",
                    "This instruction is valid for the MGC-40 with water cooled condenser. For the air cooled execution MGC-40A the condenser chapter is in a separate supplement.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety instructions"),
                (
                    "ul",
                    [
                        "Attention! The refrigerant circuit contains R-134a under pressure up to 16,5 bar. Work on the circuit only by certified refrigeration personnel with recovery unit.",
                        "Attention! Marine gas oil is flammable. No hot work near the unit when the fuel side is filled.",
                        "Before opening the fuel side of HE-1, close V-101 and V-102, switch TCV-1 to bypass and drain the cooler over the drain plug.",
                        "Refrigerant in liquid form causes frost burns on skin and eyes. Wear gloves and face protection.",
                    ],
                ),
                ("h1", "2  Description of the unit"),
                ("h2", "2.1  Purpose"),
                (
                    "p",
                    "When the engine runs on marine gas oil (MGO) instead of heavy fuel oil, the fuel viscosity at the engine inlet can fall below the minimum viscosity of the injection pumps. The MGC-40 cools the MGO after the booster module so that the viscosity at engine inlet is held at min. 2,0 cSt.",
                ),
                ("h2", "2.2  Function"),
                (
                    "p",
                    "The fuel flows through the plate heat exchanger HE-1, which is the evaporator of the refrigerant circuit. The three-way valve TCV-1 mixes cooled and not cooled fuel so that the outlet temperature measured at TS-12 is equal to the setpoint. When the fuel is cold enough the full flow goes through the bypass line and the compressor runs in unload or stops.",
                ),
                (
                    "p",
                    "The compressor capacity is regulated in steps of 50 % and 100 % by the cylinder unloader. The compressor starts only if the fuel flow is confirmed and the fuel inlet temperature TS-11 is above 25 °C.",
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "2.3  Flow scheme"),
                (
                    "p",
                    "The flow scheme shows the fuel side and the refrigerant circuit. Tag numbers are the same as on the unit and in the alarm list.",
                ),
                ("draw", (450, _kd_schematic)),
                (
                    "caption",
                    "Fig. 2-1  Flow scheme MGC-40, fuel side (top) and refrigerant side (bottom)",
                ),
                (
                    "p",
                    "The sea water for the condenser CD-1 is taken from the central cooling or the sea water system; the valves V-201 and V-202 must be open before the compressor is started. The solenoid valve SV-1 closes the liquid line when the compressor stops (pump down).",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Technical data"),
                (
                    "kv",
                    [
                        ("Cooling capacity", "40 kW at MGO 45 °C in / 30 °C out"),
                        ("Fuel flow, max.", "6,5 m³/h"),
                        ("Fuel pressure, max.", "12 bar"),
                        ("Pressure drop fuel side", "~ 0,6 bar at max. flow"),
                        ("Refrigerant", "R-134a, charge 9,5 kg"),
                        ("Compressor", "semi-hermetic, 4 cylinders, 15 kW"),
                        ("Sea water flow condenser", "8 ~ 10 m³/h"),
                        ("Sea water inlet temperature", "max. 32 °C"),
                        ("Power supply", "3 x 440 V, 60 Hz"),
                        ("Weight, dry", "720 kg"),
                    ],
                ),
                ("h2", "3.1  Setpoints and switch points"),
                (
                    "p",
                    "The following values are set at the factory test. Do not change without agreement of Kaldmar service.",
                ),
                (
                    "table",
                    {
                        "ruled": False,
                        "cols": ["Tag", "Function", "Setting", "Reset"],
                        "widths": [0.9, 2.8, 1.2, 1.4],
                        "rows": [
                            ["TS-12", "MGO outlet temperature setpoint", "30 °C", "-"],
                            ["TS-12", "High temperature alarm outlet", "38 °C", "auto"],
                            ["TS-11", "Compressor start permission", "> 25 °C", "auto"],
                            ["PSH-21", "High pressure cut-out", "16,5 bar", "manual"],
                            ["PSL-22", "Low pressure cut-out", "0,8 bar", "auto at 1,8 bar"],
                            ["PT-3", "Low fuel pressure alarm", "3,0 bar", "auto"],
                            ["TCV-1", "Proportional band", "8 K", "-"],
                            ["-", "Compressor restart delay", "6 min", "-"],
                            ["-", "Anti-freeze evaporator, refrigerant", "-2,0 °C", "auto"],
                        ],
                    },
                ),
                (
                    "p",
                    "The oil of the compressor is polyolester oil ISO VG 32, quantity 2,2 l. Use only the oil type given on the compressor nameplate.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  Operation"),
                ("h2", "4.1  Change-over from HFO to MGO"),
                (
                    "ol",
                    [
                        "Inform the bridge and the engineer on watch. The change-over is made according to the ship's fuel change-over procedure.",
                        "Open the sea water valves V-201 and V-202 to the condenser.",
                        "Open fuel valves V-101 and V-102. TCV-1 stays in bypass position.",
                        "Start the unit with the switch S1 in position AUTO. The compressor starts when TS-11 shows more than 25 °C.",
                        "Control the outlet temperature at TS-12. It must reach the setpoint in ~ 15 min.",
                        "Attention! The temperature drop of the fuel must not be more than 2 °C per minute, otherwise the injection pumps can seize.",
                    ],
                ),
                ("h2", "4.2  Change-over from MGO to HFO"),
                (
                    "p",
                    "Switch S1 to position OFF. The compressor makes a pump down and stops. TCV-1 goes to full bypass. After the fuel temperature has risen above 50 °C close the sea water valves.",
                ),
                ("h2", "4.3  Manual operation of TCV-1"),
                (
                    "p",
                    "At failure of the controller the valve TCV-1 can be turned with the hand wheel on the actuator after pulling the clutch knob. Turn clockwise for more cooling. Watch TS-12 continuously during manual operation.",
                ),
                ("h2", "4.4  Daily checks during operation"),
                (
                    "ul",
                    [
                        "Sight glass SG-1 must be clear without bubbles; moisture indicator green.",
                        "Oil level in the compressor sight glass between 1/4 and 3/4.",
                        "Suction pressure between 2,0 and 3,5 bar; discharge pressure between 8 and 12 bar.",
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  Maintenance"),
                (
                    "p",
                    "The maintenance intervals are for normal operation. At operation in tropical waters the condenser cleaning must be made more often.",
                ),
                (
                    "table",
                    {
                        "cols": ["Work", "weekly", "monthly", "6 months", "yearly", "5 years"],
                        "widths": [3.4, 0.8, 0.8, 0.9, 0.8, 0.8],
                        "rows": [
                            ["Check refrigerant sight glass SG-1", "x", "", "", "", ""],
                            ["Clean fuel strainer ST-1", "", "x", "", "", ""],
                            ["Check compressor oil level", "x", "", "", "", ""],
                            ["Leak test refrigerant circuit", "", "", "x", "", ""],
                            ["Clean condenser tubes (sea water side)", "", "", "x", "", ""],
                            ["Calibrate TS-11, TS-12, PT-3", "", "", "", "x", ""],
                            ["Test PSH-21 and PSL-22 switch points", "", "", "", "x", ""],
                            ["Change filter drier FD-1", "", "", "", "x", ""],
                            ["Change compressor oil", "", "", "", "", "x"],
                            ["Open and clean plate heat exchanger HE-1", "", "", "", "", "x"],
                        ],
                    },
                ),
                ("capbelow", "Table 5-1  Maintenance intervals MGC-40"),
                ("h2", "5.1  Tightening torques"),
                (
                    "p",
                    "The tie bolts of the plate heat exchanger HE-1 are tightened crosswise in steps to 95 Nm. The plate package measure must be 186 ~ 189 mm after tightening. The cylinder head bolts of the compressor are tightened to 60 Nm.",
                ),
                ("h2", "5.2  Filter drier change"),
                (
                    "p",
                    "Close the valve after the receiver R-1 and run the compressor until the suction pressure is 0,2 bar, then stop. Change FD-1 and evacuate the new drier before opening the valves again.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Alarms"),
                (
                    "p",
                    "Alarms are shown on the display of the controller and given as common alarm to the alarm system of the ship. The alarm list below is a copy of the label inside the cabinet door.",
                ),
                (
                    "imgtable",
                    {
                        "title": "Alarm list controller KC-20",
                        "cols": ["Code", "Alarm", "Action of unit", "Check"],
                        "widths": [0.7, 2.0, 1.8, 2.5],
                        "size": 8.6,
                        "rows": [
                            [
                                "A-01",
                                "High pressure PSH-21",
                                "Compressor stop",
                                "Sea water flow, condenser dirty",
                            ],
                            [
                                "A-02",
                                "Low pressure PSL-22",
                                "Compressor stop",
                                "Refrigerant shortage, SV-1",
                            ],
                            [
                                "A-03",
                                "Compressor motor overload",
                                "Compressor stop",
                                "Motor current, phase loss",
                            ],
                            [
                                "A-05",
                                "MGO outlet temp. high",
                                "Alarm only",
                                "TCV-1 position, capacity",
                            ],
                            [
                                "A-06",
                                "MGO low pressure PT-3",
                                "Compressor stop",
                                "Booster pumps, ST-1",
                            ],
                            [
                                "A-07",
                                "Anti-freeze evaporator",
                                "Compressor stop",
                                "Fuel flow, TCV-1 bypass",
                            ],
                            [
                                "A-09",
                                "Sensor fault TS-11 / TS-12",
                                "Bypass position",
                                "Cable, PT100 resistance",
                            ],
                            [
                                "A-12",
                                "Oil pressure compressor",
                                "Compressor stop",
                                "Oil level, oil pump",
                            ],
                        ],
                    },
                ),
                (
                    "p",
                    "Alarms with compressor stop must be reset at the controller after the cause is removed. Alarm A-01 needs in addition the manual reset on the switch PSH-21.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Spare parts"),
                (
                    "p",
                    "For ordering please give unit number, position and part number. Recommended spare parts for 2 years of operation are marked with *.",
                ),
                (
                    "table",
                    {
                        "cols": ["Pos.", "Designation", "Part no.", "Qty"],
                        "widths": [0.6, 3.0, 1.5, 0.6],
                        "rows": [
                            ["1", "Filter drier core FD-1 *", "KM-4810-02", "2"],
                            ["2", "Sight glass SG-1 with moisture indicator", "KM-4820-01", "1"],
                            ["3", "Solenoid valve coil SV-1, 230 V *", "KM-4830-23", "1"],
                            ["4", "Thermostatic expansion valve EV-1", "KM-4840-10", "1"],
                            ["5", "Pressure switch high PSH-21", "KM-5110-16", "1"],
                            ["6", "Pressure switch low PSL-22", "KM-5120-08", "1"],
                            ["7", "Temperature sensor PT100 (TS-11, TS-12) *", "KM-5210-01", "2"],
                            ["8", "Gasket set plate heat exchanger HE-1 *", "KM-6310-40", "1"],
                            ["9", "Strainer element ST-1 *", "KM-6410-05", "1"],
                            ["10", "Compressor valve plate kit", "KM-7110-15", "1"],
                            ["11", "Compressor oil POE ISO VG 32, 5 l", "KM-7190-05", "1"],
                        ],
                    },
                ),
            ]
        },
    ],
}


# ================================================================ 4. Gearmarine RG-2100

_GM_STYLE = {
    "h1": 12.0,
    "h2": 10.2,
    "body": 8.9,
    "hcolor": (0.2, 0.2, 0.2),
    "h1rule": True,
    "olfmt": "{})",
    "box": "plain",
}

GEARMARINE = {
    "file": "gearmarine-rg2100-reduction-gearbox.pdf",
    "title": "Gearmarine RG-2100 Reduction Gearbox - Service Bulletin Manual",
    "maker": "Gearmarine Drivetrain BV",
    "style": _GM_STYLE,
    "hdr_left": "GEARMARINE",
    "hdr_right": "RG-2100  SB-MAN  rev 07",
    "ftr_left": "Gearmarine Drivetrain BV - service dept.",
    "ftr_fmt": "p. {n}",
    "cover": _cover(
        "GEARMARINE",
        ["RG-2100", "Reverse-reduction gearbox", "multi-disc clutch / PTO"],
        [
            "Service manual - bulletin format",
            "SB-MAN-2100 rev 07",
            "Ratios 2.04 / 2.48 / 2.96 / 3.52",
        ],
        band=(0.25, 0.25, 0.25),
        foot="Gearmarine Drivetrain BV",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Contents"),
                (
                    "toc",
                    [
                        ("1", "Safety", 3),
                        ("2", "Description", 3),
                        ("3", "Tech data", 4),
                        ("3.4", "Operating data per ratio", 5),
                        ("4", "Operation", 6),
                        ("4.3", "Alignment", 6),
                        ("5", "Maintenance", 7),
                        ("6", "Troubleshooting", 8),
                        ("7", "Parts", 9),
                    ],
                ),
                (
                    "p",
                    "Valid for RG-2100 std + RG-2100P (with PTO). RG-2100HD (heavy duty) and trolling valve option: see SB-2100-31.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety"),
                (
                    "ul",
                    [
                        "Engine stopped + start blocked before any work on gearbox, shaft, PTO.",
                        "Hot oil: up to 90 °C. Let cool before opening filter / drain.",
                        "Shaft locked (turning gear engaged) before work on coupling.",
                        "Clutch hydraulics up to 25 bar. Depressurise before removing control valve.",
                    ],
                ),
                ("h1", "2  Description"),
                (
                    "p",
                    "Reverse-reduction gearbox, parallel offset, hydraulically actuated wet multi-disc clutches AHEAD / ASTERN. Own lube / control oil pump (gear type) driven off input shaft. Aux. electric standby pump EP-1 for prelube + emergency. PTO on primary shaft, front end, clutchable (RG-2100P only).",
                ),
                ("h2", "2.1  Oil system - short"),
                (
                    "ul",
                    [
                        "Sump -> suction strainer -> attached pp -> duplex filter F-10 -> control valve block CV-1.",
                        "CV-1: clutch pressure to AHEAD or ASTERN clutch; rest via pressure relief to cooler.",
                        "Cooler: plate type, sea water / central FW. Thermostat valve 60 °C.",
                        "Lube oil to bearings + gear mesh after cooler.",
                    ],
                ),
                ("h2", "2.2  Control"),
                (
                    "p",
                    "Solenoid valves Y1 (AHEAD), Y2 (ASTERN), Y3 (PTO). 24 V DC. Emergency operation: hand lever on CV-1, bolt in position 'M'. Pressure switch PS-5 clutch pressure low -> alarm + engine slowdown.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Tech data"),
                (
                    "kv",
                    [
                        ("Max input speed", "1 800 rpm"),
                        ("Max input power (continuous)", "2 100 kW at 1 800 rpm"),
                        ("Direction", "input ccw seen on flywheel; output both directions"),
                        ("Oil grade", "SAE 30 / SAE 40 engine oil, API CF min."),
                        ("Oil fill, approx.", "165 L incl. cooler + filter"),
                        ("Dry weight", "3 950 kg"),
                        ("PTO max", "250 kW at 1 800 rpm input"),
                    ],
                ),
                ("h2", "3.1  Limits - oil"),
                (
                    "table",
                    {
                        "ruled": False,
                        "cols": ["Item", "Normal", "Alarm", "Trip", "Unit"],
                        "widths": [2.6, 1.0, 1.0, 1.0, 0.6],
                        "rows": [
                            ["Lube oil temp. after cooler", "55-70", "80", "-", "°C"],
                            ["Lube oil temp. in sump", "60-80", "90", "95", "°C"],
                            ["Lube oil press. (rated speed)", "2.5-4.0", "1.5", "1.0", "bar"],
                            ["Clutch oil press. (engaged)", "22-24", "18", "15", "bar"],
                            ["Filter diff. press. F-10", "< 0.5", "1.2", "-", "bar"],
                            ["Thrust bearing temp.", "< 85", "95", "105", "°C"],
                        ],
                    },
                ),
                (
                    "p",
                    "Clutch engaged at low clutch press. = slipping -> overheated discs. Do not run under load with clutch press. below alarm value.",
                ),
                ("h2", "3.3  Oil volumes"),
                (
                    "p",
                    "Sump only ~ 140 L. Cooler + pipes ~ 18 L. Filter F-10 ~ 7 L each side.",
                ),
            ]
        },
        {
            "landscape": True,
            "blocks": [
                ("h2", "3.4  Operating data per ratio"),
                (
                    "p",
                    "Values for std. rotation, 1 800 rpm input. Clutch engagement time = time from Y1 / Y2 energised to full clutch pressure.",
                ),
                (
                    "table",
                    {
                        "groups": [
                            ("", 2),
                            ("Output", 2),
                            ("Clutch", 3),
                            ("Lube oil", 2),
                            ("PTO (RG-2100P)", 2),
                        ],
                        "cols": [
                            "Variant",
                            "Ratio",
                            "Speed rpm",
                            "Torque kNm",
                            "Disc pairs",
                            "Engage time s",
                            "Press. bar",
                            "Flow L/min",
                            "Heat to cooler kW",
                            "Ratio",
                            "Max kW",
                        ],
                        "widths": [1.4, 0.8, 0.9, 0.9, 0.8, 0.9, 0.8, 0.9, 1.0, 0.8, 0.8],
                        "rows": [
                            [
                                "RG-2100/204",
                                "2.04:1",
                                "882",
                                "22.7",
                                "12",
                                "2.5",
                                "23",
                                "95",
                                "42",
                                "1.00:1",
                                "250",
                            ],
                            [
                                "RG-2100/248",
                                "2.48:1",
                                "726",
                                "27.6",
                                "12",
                                "2.5",
                                "23",
                                "95",
                                "45",
                                "1.00:1",
                                "250",
                            ],
                            [
                                "RG-2100/296",
                                "2.96:1",
                                "608",
                                "33.0",
                                "14",
                                "3.0",
                                "24",
                                "110",
                                "48",
                                "1.25:1",
                                "200",
                            ],
                            [
                                "RG-2100/352",
                                "3.52:1",
                                "511",
                                "39.2",
                                "16",
                                "3.5",
                                "24",
                                "110",
                                "52",
                                "1.25:1",
                                "200",
                            ],
                        ],
                    },
                ),
                (
                    "p",
                    "Torque = output continuous at max input power. PTO ratio 1.25:1 = step-up. PTO engage only at input speed < 900 rpm.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "4  Operation"),
                ("h2", "4.1  Start"),
                (
                    "ol",
                    [
                        "Chk oil level dipstick - between MIN / MAX, engine stopped.",
                        "EP-1 prelube min. 2 min before engine start.",
                        "Lever NEUTRAL. Start engine.",
                        "Chk lube oil press. > 1.5 bar at idle.",
                    ],
                ),
                ("h2", "4.2  Shifting"),
                (
                    "ul",
                    [
                        "Shift only at engine idle (max 700 rpm).",
                        "AHEAD <-> ASTERN: min. 5 s in NEUTRAL.",
                        "Crash-stop: reduce speed first; never reverse above 900 rpm input.",
                        "PTO: engage at input < 900 rpm, disengage any speed.",
                    ],
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "Emergency op. (hand lever): bolt in pos. 'M', turn lever slowly. Clutch fully engaged after ~ 4 s. Emergency op. max. 1 200 rpm input.",
                    ),
                ),
                ("h2", "4.3  Alignment"),
                (
                    "p",
                    "Chk after dry-docking + after 500 h on new installation. Gearbox on resilient mounts: align with engine warm (> 70 °C LO). Flexible coupling between engine + gearbox.",
                ),
                (
                    "kv",
                    [
                        ("Radial offset, max", "0.10 mm"),
                        ("Angular, max", "0.05 mm / 100 mm"),
                        ("Axial gap coupling", "6 ± 1 mm"),
                        ("Output flange face run-out", "max 0.03 mm"),
                    ],
                ),
                (
                    "p",
                    "Adj with jack bolts; shims under chocks steel only. Foundation bolts M30 torque 900 Nm, then chk again.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  Maintenance"),
                (
                    "table",
                    {
                        "cols": ["Item", "Action", "Interval"],
                        "widths": [2.2, 3.0, 1.4],
                        "rows": [
                            ["Oil level", "Chk", "daily"],
                            [
                                "Filter F-10 diff. press.",
                                "Chk; switch over + clean at 1.2 bar",
                                "daily",
                            ],
                            ["Oil sample", "Send to lab (water, viscosity, wear metals)", "500 h"],
                            ["Suction strainer", "Clean", "1 000 h"],
                            ["Oil change", "Repl oil + filter elements", "3 000 h / yearly"],
                            ["Oil cooler", "Clean SW side", "3 000 h"],
                            ["Coupling bolts", "Chk torque", "3 000 h"],
                            ["Alignment", "Chk", "after docking"],
                            ["Clutch discs", "Insp. wear via inspection cover", "12 000 h"],
                            ["Bearings", "Repl", "on condition / 36 000 h"],
                        ],
                    },
                ),
                ("h2", "5.1  Torques"),
                (
                    "p",
                    "Output flange nut 2 800 Nm + lock plate. Coupling bolts M20 (10.9) 540 Nm. Inspection cover bolts M12 85 Nm. Oil drain plug M42 200 Nm. CV-1 mounting bolts M10 50 Nm. Foundation bolts - see 4.3.",
                ),
                ("h2", "5.2  Clutch disc wear"),
                (
                    "p",
                    "Measure disc pack thickness through inspection cover. New 12-pair pack: 86.0 mm. Wear limit: 83.5 mm -> repl complete pack (never single discs).",
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "After oil change run EP-1 5 min, chk level again, top up. Oil fill approx. only - use dipstick.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Troubleshooting"),
                (
                    "table",
                    {
                        "cols": ["Symptom", "Cause", "Remedy"],
                        "widths": [2.0, 2.5, 2.5],
                        "rows": [
                            [
                                "Low clutch press. (PS-5 alarm)",
                                "F-10 clogged; relief valve CV-1 stuck; pp worn",
                                "Switch filter; clean / adj relief valve; chk pp",
                            ],
                            [
                                "Clutch slips under load",
                                "Low clutch press.; disc pack worn",
                                "Chk press.; measure disc pack (5.2)",
                            ],
                            [
                                "Clutch does not engage",
                                "No 24 V on Y1 / Y2; spool stuck",
                                "Chk fuse + coil; use hand lever",
                            ],
                            [
                                "Clutch does not disengage",
                                "Discs welded / warped; Y1/Y2 stuck",
                                "Stop engine; insp. discs",
                            ],
                            [
                                "High oil temp.",
                                "Cooler fouled; thermostat; low SW flow",
                                "Clean cooler; chk thermostat (60 °C)",
                            ],
                            [
                                "Oil foaming",
                                "Oil level too high; water in oil",
                                "Correct level; oil sample",
                            ],
                            [
                                "Noise / vibration",
                                "Misalignment; coupling elements worn",
                                "Chk alignment (4.3); repl elements",
                            ],
                            [
                                "Oil leak output shaft",
                                "Seal worn; shaft scored",
                                "Repl seal; use wear sleeve",
                            ],
                        ],
                    },
                ),
                (
                    "p",
                    "Water in oil > 0.2 % -> oil change + find source (cooler leak test at 6 bar).",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Parts"),
                (
                    "table",
                    {
                        "cols": ["Ref", "Part", "P/N", "Qty"],
                        "widths": [0.5, 3.2, 1.6, 0.5],
                        "rows": [
                            ["1", "Filter element F-10", "GM-210-4410", "2"],
                            ["2", "Clutch disc pack 12-pair (ratio 204/248)", "GM-210-2212", "1"],
                            ["3", "Clutch disc pack 14-pair (ratio 296)", "GM-210-2214", "1"],
                            ["4", "Clutch disc pack 16-pair (ratio 352)", "GM-210-2216", "1"],
                            ["5", "Solenoid valve Y1 / Y2, 24 V DC", "GM-210-5124", "2"],
                            ["6", "Pressure switch PS-5", "GM-210-5305", "1"],
                            ["7", "Output shaft seal", "GM-210-3160", "1"],
                            ["8", "Wear sleeve output shaft", "GM-210-3165", "1"],
                            ["9", "Thermostat element 60 °C", "GM-210-6060", "1"],
                            ["10", "Relief valve CV-1 repair kit", "GM-210-5190", "1"],
                            ["11", "Flexible coupling element set", "GM-210-7020", "1"],
                            ["12", "Inspection cover gasket", "GM-210-1012", "1"],
                        ],
                    },
                ),
                (
                    "p",
                    "Order by serial no. + ratio. Disc pack depends on ratio - chk nameplate.",
                ),
            ]
        },
    ],
}
