"""Four made-up manuals of other equipment by other makers, held-out set 32a (written blind).

Brevik (BGS-60 self-priming bilge and general service pump) writes translated European
English with decimal commas and carries the priming system diagram, a transposed size table
with its caption below and an interval matrix; Halden (HX-4 plate heat exchanger, lube oil
cooler) writes terse service-bulletin fragments and carries a two-column page, a borderless
table, a tightening table printed as a picture and a limits table that runs over a page break;
Marisafe (LRH-2 hydrostatic release unit and liferaft hook) writes formal UK style with
WARNING/CAUTION/NOTE boxes and carries a two-level header and a landscape page; Culinex
(FWD-40 food waste disposer) writes US style with psi / gal / deg F first and metric in
brackets and carries a portrait page whose wide fault code table is set sideways.  Every page
is an explicit list of blocks laid out top to bottom; a block that does not fit raises, so a
question's page is the page its block is listed on.
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
    for spec in (BREVIK, HALDEN, MARISAFE, CULINEX):
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


# ================================================================ 1. Thermatik TV-80


# ================================================================ 1. Brevik BGS-60


def _bgs_schematic(pg, x0, y0, w, h):
    s = pg.page.new_shape()

    def P(x, y):
        return (x0 + x, y0 + y)

    def ln(a, b, c, d):
        s.draw_line(P(a, b), P(c, d))

    def L(x, y, t, size=6.8, bold=False):
        pg.text(x0 + x, y0 + y, t, size, bold)

    # bilge well and suction line
    _box_eq(s, *P(10, 200), *P(70, 250))
    L(16, 262, "Bilge well BW-1")
    ln(40, 200, 40, 150)
    ln(40, 150, 230, 150)
    _box_eq(s, *P(80, 140), *P(104, 160))
    s.draw_line(P(80, 140), P(104, 160))
    L(78, 134, "ST-1")
    _valve(s, *P(135, 150))
    L(126, 140, "V-201")
    # sea suction branch
    ln(170, 150, 170, 230)
    _valve(s, *P(170, 200), vertical=True)
    L(178, 203, "V-205")
    L(150, 242, "Sea chest SC-2")
    _box_eq(s, *P(150, 230), *P(190, 236))
    # compound gauge on suction
    ln(205, 150, 205, 125)
    _instr(s, *P(205, 116))
    L(192, 102, "PI-1")
    # pump and motor
    _pump(s, *P(245, 150), r=16)
    L(232, 180, "P-1", 7.5, True)
    ln(261, 150, 290, 150)
    _box_eq(s, *P(290, 138), *P(330, 162))
    L(303, 153, "M1", 7.5, True)
    # discharge
    ln(245, 134, 245, 60)
    ln(245, 60, 470, 60)
    _instr(s, *P(275, 40))
    ln(275, 49, 275, 60)
    L(286, 42, "PI-2")
    s.draw_circle(P(320, 60), 6)
    L(306, 48, "NRV-203")
    _valve(s, *P(370, 60))
    L(360, 48, "V-202")
    L(432, 72, "to overboard /")
    L(432, 81, "fire & GS main")
    # pressure switch on discharge
    ln(400, 60, 400, 85)
    _box_eq(s, *P(390, 85), *P(410, 100))
    L(413, 96, "PS-5")
    # priming unit: separator tank on pump casing top, vacuum pump
    ln(245, 134, 245, 134)
    ln(225, 145, 150, 100)
    _box_eq(s, *P(120, 60), *P(170, 100))
    L(126, 82, "FS-1", 7.5, True)
    L(104, 112, "float separator")
    ln(145, 60, 145, 30)
    ln(145, 30, 70, 30)
    _valve(s, *P(110, 30))
    L(101, 20, "V-204")
    _pump(s, *P(55, 30), r=12)
    L(38, 55, "VP-1")
    L(24, 65, "vacuum pump")
    ln(43, 30, 15, 30)
    L(0, 22, "vent")
    _box_eq(s, *P(170, 60), *P(190, 75))
    L(174, 88, "LS-6")
    # drain with cock
    ln(245, 166, 245, 215)
    _valve(s, *P(245, 200), vertical=True)
    L(253, 203, "V-206")
    L(236, 226, "casing drain")
    # temperature sensor on bearing
    _instr(s, *P(310, 110))
    ln(310, 119, 310, 138)
    L(322, 113, "TS-12")
    # local control box with signal lines
    _box_eq(s, *P(360, 120), *P(420, 160))
    L(368, 136, "LCP-1", 7.5, True)
    L(366, 150, "local panel")
    s.finish(color=(0, 0, 0), width=0.9, closePath=False)
    s.commit()
    s2 = pg.page.new_shape()
    s2.draw_polyline([P(400, 100), P(400, 120)])
    s2.draw_polyline([P(330, 140), P(360, 140)])
    s2.draw_polyline([P(190, 68), P(200, 68), P(200, 10), P(480, 10), P(480, 140), P(420, 140)])
    s2.finish(color=(0.1, 0.3, 0.8), width=0.7, dashes="[3 2] 0", closePath=False)
    s2.commit()
    L(290, 7, "signal LS-6 to LCP-1")
    # legend
    ly = 275
    L(0, ly, "Legend", 8, True)
    items = [
        ("P-1", "Main pump BGS (centrifugal)"),
        ("M1", "Drive motor, flange mounted"),
        ("VP-1", "Vacuum pump, priming unit"),
        ("FS-1", "Float separator (air/water)"),
        ("LS-6", "Level switch in FS-1"),
        ("PS-5", "Pressure switch discharge"),
        ("ST-1", "Suction strainer (mud box)"),
        ("V-201", "Bilge suction valve"),
        ("V-202", "Discharge valve"),
        ("NRV-203", "Non-return valve, discharge"),
        ("V-204", "Priming line shut-off valve"),
        ("V-205", "Sea suction valve"),
        ("V-206", "Casing drain cock"),
        ("TS-12", "Bearing temperature sensor"),
    ]
    for i, (tag, desc) in enumerate(items):
        cx = 0 if i < 7 else 250
        cy = ly + 13 + (i % 7) * 11
        L(cx, cy, tag, 6.8, True)
        L(cx + 52, cy, desc, 6.4)


_BV_STYLE = {"h1": 13.0, "h2": 10.6, "body": 9.2, "hcolor": (0.05, 0.35, 0.3), "h1rule": True}

BREVIK = {
    "file": "brevik-bgs60-bilge-gs-pump.pdf",
    "title": "Brevik BGS-60 / 80 / 100 self-priming centrifugal pump - Instruction manual",
    "maker": "Brevik Pumpeverk AS",
    "style": _BV_STYLE,
    "hdr_left": "BREVIK PUMPEVERK",
    "hdr_right": "BGS-60 / BGS-80 / BGS-100  |  IM-BGS-EN  |  Ed. 3",
    "ftr_left": "Brevik Pumpeverk AS - translation of original instruction",
    "ftr_fmt": "Side {n} of {total}",
    "cover": _cover(
        "BREVIK PUMPEVERK",
        ["BGS-60", "Self-priming centrifugal pump", "for bilge and general service"],
        [
            "Sizes BGS-60, BGS-80, BGS-100",
            "Instruction manual for installation, operation and maintenance",
            "Document IM-BGS-EN, edition 3",
            "Translation of the original instruction",
        ],
        band=(0.05, 0.35, 0.3),
        foot="Keep this manual near to the pump for the whole lifetime.",
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
                        ("2", "Description of the pump", 3),
                        ("2.3", "Priming system diagram", 4),
                        ("3", "Technical data", 5),
                        ("4", "Operation", 6),
                        ("4.2", "Start-up with priming", 6),
                        ("5", "Maintenance", 7),
                        ("5.2", "Tightening torques", 7),
                        ("5.3", "Change of mechanical seal", 8),
                        ("5.4", "Impeller clearance", 8),
                        ("6", "Troubles and remedies", 9),
                        ("7", "Spare parts", 10),
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety"),
                (
                    "p",
                    "This manual is to be read from the operator before the first start of the "
                    "pump. The pump is only to be used for the pumping of bilge water, sea water "
                    "and fresh water with temperature not over 60 °C. Pumping of fuel oil, "
                    "solvents or liquids with flash point under 60 °C is not allowed.",
                ),
                (
                    "box",
                    (
                        "DANGER",
                        "Never make work on the pump when the motor is not isolated and locked. "
                        "The remote start from LCP-1 can start the pump without warning.",
                    ),
                ),
                (
                    "ul",
                    [
                        "Wear the hearing protection, noise level at 1 m is max. 82 dB(A).",
                        "Before opening the casing, close V-201, V-202 and V-205 and drain the "
                        "casing by the drain cock V-206.",
                        "The casing surface can be hot after dry running; wait minimum 30 min.",
                    ],
                ),
                ("h1", "2  Description of the pump"),
                (
                    "p",
                    "The BGS is a horizontal, single stage centrifugal pump with closed impeller "
                    "and end suction. The pump is self-priming by the help of the attached "
                    "priming unit, which consists of a liquid ring vacuum pump VP-1 and a float "
                    "separator FS-1 on the top of the pump casing.",
                ),
                ("h2", "2.1  Mechanical seal"),
                (
                    "p",
                    "The shaft is sealed with a single mechanical seal, type Brevik MS-38, with "
                    "faces silicon carbide against carbon and elastomer in FKM. Small leakage "
                    "up to 10 drops per minute is normal in the first 24 hours (running in).",
                ),
                ("h2", "2.2  Priming function"),
                (
                    "p",
                    "At start the vacuum pump evacuates the air from the suction line through the "
                    "float separator. When water arrives in FS-1, the float closes the air "
                    "passage and the level switch LS-6 gives signal. The priming unit stops when "
                    "the discharge pressure switch PS-5 senses more than 1,2 bar.",
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "2.3  Priming system diagram"),
                (
                    "pi",
                    "Figure 2-1: Typical arrangement with bilge and sea suction (dashed lines = "
                    "electric signal)",
                ),
                ("draw", (360, _bgs_schematic)),
                (
                    "p",
                    "The suction strainer ST-1 is to be installed before the bilge suction "
                    "valve. The non-return valve NRV-203 prevents back flow from the fire and "
                    "general service main when the pump is stopped.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Technical data"),
                (
                    "kv",
                    [
                        ("Pump type", "Horizontal centrifugal, self-priming"),
                        ("Max. suction lift", "7,5 m (with priming unit)"),
                        ("Max. casing pressure", "10 bar"),
                        ("Max. liquid temperature", "60 °C"),
                        ("Priming unit capacity", "~ 25 m³/h air at 0,7 bar abs."),
                        ("Priming time", "~ 40 s for 5 m suction pipe DN 80"),
                        ("Bearing type", "2 x deep groove ball bearing, grease lubricated"),
                        ("Grease", "Lithium complex grease NLGI 2"),
                        ("Casing material", "Bronze CC491K"),
                        ("Impeller material", "Ni-Al bronze CC333G"),
                    ],
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Size",
                            "Flow m³/h",
                            "Head m",
                            "Speed 1/min",
                            "Motor kW",
                            "Impeller Ø mm",
                            "Front clearance mm",
                            "Weight kg",
                        ],
                        "rows": [
                            ["BGS-60", "60", "35", "1750", "11", "245", "0,30 - 0,45", "215"],
                            ["BGS-80", "80", "40", "1760", "15", "265", "0,35 - 0,50", "260"],
                            ["BGS-100", "100", "45", "1770", "22", "285", "0,40 - 0,60", "330"],
                        ],
                        "widths": [1.1, 1, 0.9, 1, 0.9, 1.1, 1.3, 0.9],
                        "boldfirst": True,
                    },
                ),
                ("capbelow", "Table 3-1: Data for the sizes at 60 Hz, sea water 1,025 kg/dm³"),
                (
                    "p",
                    "For 50 Hz supply the flow is reduced with approximately 17 % and the head "
                    "with approximately 30 %. Please contact Brevik for the 50 Hz curves.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  Operation"),
                ("h2", "4.1  Before first start"),
                (
                    "ul",
                    [
                        "Fill the vacuum pump VP-1 with fresh water until the overflow, ~ 1,5 l.",
                        "Check the rotation direction by short start: clockwise seen from the "
                        "motor side.",
                        "Grease is filled from the factory; no greasing before start.",
                    ],
                ),
                ("h2", "4.2  Start-up with priming"),
                (
                    "ol",
                    [
                        "Open the suction valve V-201 (bilge) or V-205 (sea).",
                        "Close the discharge valve V-202 nearly, leave open ~ 1/4 turn.",
                        "Open the priming line valve V-204.",
                        "Start the pump from LCP-1. The priming unit starts together.",
                        "Watch the compound gauge PI-1; the vacuum must come within 60 s.",
                        "When PS-5 stops the priming unit, open V-202 slowly to full.",
                    ],
                ),
                (
                    "box",
                    (
                        "ATTENTION",
                        "If the pump is not primed after 3 minutes, stop the pump. Dry running "
                        "over 3 minutes destroys the mechanical seal. Check the suction line for "
                        "air leakage and the water level in VP-1.",
                    ),
                ),
                ("h2", "4.3  Stopping"),
                (
                    "ol",
                    [
                        "Close the discharge valve V-202.",
                        "Stop the motor.",
                        "Close the suction valves. In frost danger drain the casing by V-206 "
                        "and empty VP-1.",
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  Maintenance"),
                ("h2", "5.1  Maintenance intervals"),
                (
                    "table",
                    {
                        "cols": [
                            "Work",
                            "Daily",
                            "Weekly",
                            "500 h",
                            "2000 h",
                            "8000 h",
                        ],
                        "rows": [
                            ["Check seal leakage", "x", "", "", "", ""],
                            ["Check bearing temperature (TS-12)", "x", "", "", "", ""],
                            ["Clean suction strainer ST-1", "", "x", "", "", ""],
                            ["Check water level in VP-1", "", "x", "", "", ""],
                            ["Regrease bearings, 15 g each", "", "", "x", "", ""],
                            ["Test function of float in FS-1", "", "", "x", "", ""],
                            ["Measure impeller front clearance", "", "", "", "x", ""],
                            ["Change mechanical seal", "", "", "", "", "x"],
                            ["Change ball bearings", "", "", "", "", "x"],
                        ],
                        "widths": [3.4, 0.8, 0.8, 0.8, 0.8, 0.8],
                    },
                ),
                (
                    "p",
                    "The bearing temperature can be maximum 40 K over the ambient, but never "
                    "more than 85 °C. Replace the bearings if the temperature is over this limit.",
                ),
                ("h2", "5.2  Tightening torques"),
                (
                    "p",
                    "All screws are to be tightened cross-wise in two steps. The casing cover "
                    "screws M12 are tightened to 55 Nm, the impeller nut M20 to 120 Nm with "
                    "Loctite 243, and the motor flange screws M16 to 95 Nm. The priming unit "
                    "fixing screws M8 take only 18 Nm, because the VP-1 housing is in aluminium.",
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "5.3  Change of mechanical seal"),
                (
                    "ol",
                    [
                        "Isolate the motor, close all valves and drain the casing by V-206.",
                        "Remove the casing cover screws and take the cover with the back "
                        "pull-out unit from the casing.",
                        "Hold the shaft with the key on the coupling side and unscrew the "
                        "impeller nut (right hand thread).",
                        "Pull the impeller with the puller tool 9041-120; remove the key.",
                        "Remove the rotating part of the seal. Press out the stationary seat "
                        "from the seal cover.",
                        "Clean the seat bore; fit the new seat with the hand only, using "
                        "soapy water. Never use oil or grease on the FKM elastomers.",
                        "Fit the rotating part; set the working length to 42,5 mm.",
                        "Fit the impeller and the nut, assemble in opposite order.",
                    ],
                ),
                (
                    "box",
                    (
                        "ATTENTION",
                        "Do not touch the sliding faces with the fingers. Clean the faces only "
                        "with alcohol and a lint-free paper.",
                    ),
                ),
                ("h2", "5.4  Impeller clearance"),
                (
                    "p",
                    "The front clearance between impeller and wear ring is measured with feeler "
                    "gauge through the suction branch. When the clearance is more than 0,8 mm "
                    "for all sizes, change the casing wear ring (pos. 502). The clearance when new "
                    "is shown in table 3-1. The wear ring is fitted with 0,05 mm interference "
                    "and secured with 2 grub screws.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Troubles and remedies"),
                (
                    "table",
                    {
                        "cols": ["Symptom", "Cause", "Remedy"],
                        "rows": [
                            [
                                "Pump does not prime",
                                "Air leak in suction line; V-204 closed; no water in VP-1",
                                "Tighten flanges; open V-204; fill VP-1 to overflow",
                            ],
                            [
                                "Priming unit does not stop",
                                "PS-5 defect or wrong set point",
                                "Check PS-5; set point 1,2 bar falling 0,8 bar",
                            ],
                            [
                                "Water comes out of vent of VP-1",
                                "Float in FS-1 sticking or float punctured",
                                "Clean float chamber; replace float (pos. 631)",
                            ],
                            [
                                "Too low flow",
                                "Strainer ST-1 clogged; impeller worn; wrong rotation",
                                "Clean ST-1; measure clearance; change two phases",
                            ],
                            [
                                "Strong vibration",
                                "Cavitation; bearing damage; impeller unbalanced",
                                "Throttle V-202; change bearings; balance impeller",
                            ],
                            [
                                "Seal leaks more than 10 drops/min",
                                "Dry running; faces damaged; wrong working length",
                                "Change seal, see 5.3",
                            ],
                            [
                                "Motor overload trips",
                                "Discharge valve too much open, low head",
                                "Throttle V-202 until the current is under the name plate",
                            ],
                        ],
                        "widths": [1.2, 1.6, 1.6],
                        "boldfirst": True,
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Spare parts"),
                (
                    "p",
                    "At order please give the pump size, the serial number from the name plate "
                    "and the position number. Recommended spares for 2 years are marked with *.",
                ),
                (
                    "table",
                    {
                        "cols": ["Pos.", "Description", "Part no.", "Qty"],
                        "rows": [
                            ["102", "Pump casing", "BGS-102-xx", "1"],
                            ["161", "Casing cover", "BGS-161-xx", "1"],
                            ["230", "Impeller (state size)", "BGS-230-xx", "1"],
                            ["320*", "Ball bearing 6309 C3", "BGS-320-09", "2"],
                            ["400*", "O-ring casing cover 235 x 4", "BGS-400-235", "1"],
                            ["433*", "Mechanical seal MS-38, complete", "BGS-433-38", "1"],
                            ["502*", "Casing wear ring", "BGS-502-xx", "1"],
                            ["631*", "Float for FS-1", "BGS-631-02", "1"],
                            ["640", "Vacuum pump VP-1, complete", "BGS-640-25", "1"],
                            ["641*", "Rotor for VP-1", "BGS-641-25", "1"],
                            ["922", "Impeller nut M20", "BGS-922-20", "1"],
                            ["940", "Key for impeller", "BGS-940-08", "1"],
                        ],
                        "widths": [0.7, 3.2, 1.5, 0.6],
                    },
                ),
                (
                    "pi",
                    "xx = size code: 06 for BGS-60, 08 for BGS-80, 10 for BGS-100.",
                ),
            ]
        },
    ],
}


# ================================================================ 2. Halden HX-4


_HX_STYLE = {"h1": 12.0, "h2": 10.2, "body": 8.9, "hcolor": (0.2, 0.2, 0.2), "h1rule": False}
_HX_LCOLS = ["Item", "Parameter", "Normal", "Alarm", "Shutdown / max"]
_HX_LW = [0.6, 3.0, 1.2, 1.2, 1.4]


def _hx_limits(rows):
    return {"cols": _HX_LCOLS, "rows": rows, "widths": _HX_LW, "size": 8.4}


HALDEN = {
    "file": "halden-hx4-plate-cooler-sb.pdf",
    "title": "Halden HX-4 plate heat exchanger - Service bulletin collection SB-HX4",
    "maker": "Halden Varmeteknikk",
    "style": _HX_STYLE,
    "hdr_left": "HALDEN  SB-HX4",
    "hdr_right": "HX-4 LO cooler  |  SB-HX4 rev F",
    "ftr_left": "Halden Varmeteknikk - service dept. - internal + customer use",
    "ftr_fmt": "p. {n}/{total}",
    "cover": _cover(
        "HALDEN",
        ["HX-4", "Plate heat exchanger", "Lube oil cooler - service bulletins"],
        [
            "SB-HX4 collection, rev F",
            "Applies: HX-4 frames S / M / L, gasketed, EPDM / NBR",
            "Supersedes rev E. Discard old copies.",
        ],
        band=(0.25, 0.25, 0.25),
        foot="Service dept. only. Fragments = instructions. Read all before work.",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Index"),
                (
                    "toc",
                    [
                        ("1", "Safety - short", 3),
                        ("2", "Unit - general", 3),
                        ("3", "Data", 4),
                        ("4", "Tightening dim.", 5),
                        ("5", "Limits + alarms", 6),
                        ("6", "Open / close plate pack", 7),
                        ("7", "Pressure test", 8),
                        ("8", "Faults", 8),
                        ("9", "Spares", 9),
                    ],
                ),
            ]
        },
        {
            "cols": 2,
            "top": [
                ("h1", "1  Safety - short"),
                (
                    "ul",
                    [
                        "Unit under press. = no work. Drain both sides, vent, chk 0 bar on PI.",
                        "Oil side hot. Wait till < 40 °C before opening.",
                        "Plates sharp edges. Cut-resistant gloves mandatory.",
                        "Max 2 persons on tie bolts, never 1 person on 1 bolt alone.",
                    ],
                ),
                ("h1", "2  Unit - general"),
            ],
            "left": [
                (
                    "p",
                    "HX-4 = gasketed plate HE, frame w/ fixed plate + pressure plate, carrying "
                    "bar top, guide bar bottom. Plate pack clamped by 6 tie bolts (frame S) / "
                    "8 tie bolts (frame M, L).",
                ),
                (
                    "p",
                    "Duty: LO cooler, M/E or aux. LO hot side, LT FW or SW cold side. "
                    "Counterflow. Ports: S1/S2 oil in/out on fixed plate, S3/S4 water in/out.",
                ),
                (
                    "p",
                    "Gaskets glue-free, clip-on type (Halden ClipLoc). Old frames (before "
                    "s/n 40-1200) glued gaskets - see SB-HX4-07, not in this coll.",
                ),
                (
                    "p",
                    "Plate pattern: chevron. H-plates (60°) high theta, L-plates (30°) low "
                    "theta. Mixed packs possible. Do not change mix w/o Halden calc.",
                ),
            ],
            "right": [
                ("caption", "Tab. 2-1 Materials"),
                (
                    "table",
                    {
                        "cols": ["Part", "Std.", "Option"],
                        "rows": [
                            ["Plates", "AISI 316", "Titanium Gr.1"],
                            ["Gaskets oil side", "NBR", "HNBR"],
                            ["Gaskets water side", "EPDM", "NBR"],
                            ["Frame", "S355, painted", "-"],
                            ["Tie bolts", "8.8 zinc", "A4-80"],
                        ],
                        "widths": [1.5, 1.1, 1.2],
                        "size": 8.0,
                    },
                ),
                (
                    "p",
                    "SW cold side: titanium plates mandatory. AISI 316 only for FW.",
                ),
                (
                    "p",
                    "Gasket max temp: NBR 110 °C, HNBR 140 °C, EPDM 150 °C (water only).",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "3  Data"),
                (
                    "table",
                    {
                        "cols": ["", "Frame S", "Frame M", "Frame L"],
                        "rows": [
                            ["Max plates", "61", "121", "181"],
                            ["Plate heat area, m²", "0,32", "0,32", "0,32"],
                            ["Port size", "DN 65", "DN 100", "DN 100"],
                            ["Tie bolts, qty x size", "6 x M24", "8 x M30", "8 x M30"],
                            ["Design press., bar g", "10", "10", "16"],
                            ["Test press., bar g", "13", "13", "20,8"],
                            ["Design temp., °C", "110", "110", "110"],
                            ["Weight empty, kg (max plates)", "610", "1050", "1480"],
                        ],
                        "ruled": False,
                        "widths": [2.4, 1, 1, 1],
                        "boldfirst": False,
                    },
                ),
                (
                    "kv",
                    [
                        ("Plate thickness", "0,6 mm (AISI 316) / 0,5 mm (Ti)"),
                        ("Channel gap", "approx. 3,4 mm (pressed depth)"),
                        ("Max oil press. drop", "0,8 bar at design flow"),
                        ("Max water press. drop", "0,6 bar at design flow"),
                        ("Oil side hold-up", "approx. 0,45 l per channel"),
                    ],
                ),
                (
                    "p",
                    "Actual plate count + pack length = name plate on pressure plate. Chk "
                    "name plate before any tightening. Data above = max frame values, not "
                    "your unit.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  Tightening dim."),
                (
                    "p",
                    "Dim. A = inside fixed plate to inside pressure plate. Measure at each tie "
                    "bolt, top + bottom. Min A never below value in table (plates damage). "
                    "Max A = leak risk.",
                ),
                (
                    "imgtable",
                    {
                        "title": "Tab. 4-1  Dim. A vs. no. of plates (H-/L-plates, 0,6 mm)",
                        "cols": ["No. of plates", "A max mm", "A min mm", "Tie bolt torque"],
                        "rows": [
                            ["21", "78", "75", "hand + 1/4 turn"],
                            ["41", "152", "147", "hand + 1/4 turn"],
                            ["61", "226", "219", "max 350 Nm"],
                            ["81", "300", "291", "max 450 Nm"],
                            ["101", "374", "363", "max 450 Nm"],
                            ["121", "448", "435", "max 600 Nm"],
                            ["151", "559", "543", "max 600 Nm"],
                            ["181", "670", "651", "max 600 Nm"],
                        ],
                        "widths": [1.2, 1, 1, 1.6],
                        "size": 9.0,
                        "below": "Other plate counts: interpolate. Ti 0,5 mm plates: see SB-HX4-11.",
                    },
                ),
                ("h2", "4.1  Tightening sequence"),
                (
                    "ol",
                    [
                        "Chk gaskets seated in grooves, all plates hang correct on carrying bar.",
                        "Tighten diagonal pairs, steps max 10 mm, until A max reached.",
                        "Pressure plate parallel: diff. top/bottom max 2 mm, side/side max 2 mm.",
                        "Continue to A min only if leak at test. Never below A min.",
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  Limits + alarms"),
                (
                    "p",
                    "Values for LO cooler duty. Alarm via ship AMS, tags per yard list. "
                    "Shutdown = M/E slowdown, by engine maker.",
                ),
                (
                    "ul",
                    [
                        "Normal = range at steady full load, clean plates.",
                        "Alarm values = recommendation. Final set points by yard / engine maker.",
                        "Trend L4 + L11 weekly. Rising both = fouling, plan cleaning.",
                        "Design flows: glycol-free LT FW, SAE 30 oil.",
                    ],
                ),
                (
                    "table",
                    _hx_limits(
                        [
                            ["L1", "LO inlet temp. (hot side in)", "60-70 °C", "75 °C", "80 °C"],
                            ["L2", "LO outlet temp. (to engine)", "42-48 °C", "55 °C", "60 °C"],
                            ["L3", "LO inlet press.", "3,5-5,0 bar", "-", "8 bar"],
                            ["L4", "LO press. drop over cooler", "0,3-0,6 bar", "0,9 bar", "-"],
                            ["L5", "Water inlet temp. (LT FW)", "32-36 °C", "38 °C", "-"],
                            ["L6", "Water outlet temp.", "38-44 °C", "48 °C", "-"],
                            ["L7", "Water inlet press.", "2,0-3,0 bar", "1,5 bar (low)", "-"],
                            [
                                "L8",
                                "Water press. drop over cooler",
                                "0,2-0,5 bar",
                                "0,7 bar",
                                "-",
                            ],
                            [
                                "L9",
                                "Press. diff. oil minus water",
                                "> 0,5 bar",
                                "< 0,3 bar",
                                "-",
                            ],
                            ["L10", "Oil in water (LT FW expansion tank)", "none", "visible", "-"],
                            [
                                "L11",
                                "Approach temp. (oil out - water in)",
                                "8-12 K",
                                "16 K",
                                "-",
                            ],
                            ["L12", "Water velocity in ports", "1,5-2,5 m/s", "3,0 m/s", "-"],
                            ["L13", "Oil viscosity at inlet", "20-40 cSt", "-", "> 80 cSt"],
                            [
                                "L14",
                                "Max temp. change rate at start",
                                "-",
                                "-",
                                "10 K/min",
                            ],
                            ["L15", "Frame ambient temp.", "5-55 °C", "-", "-"],
                            ["L16", "Heat load, frame M design", "340 kW", "-", "-"],
                            ["L17", "Oil flow, frame M design", "65 m³/h", "-", "80 m³/h"],
                            ["L18", "Water flow, frame M design", "55 m³/h", "-", "70 m³/h"],
                            ["L19", "Oil flow, frame S design", "30 m³/h", "-", "38 m³/h"],
                            ["L20", "Water flow, frame S design", "25 m³/h", "-", "32 m³/h"],
                            ["L21", "Heat load, frame S design", "150 kW", "-", "-"],
                            ["L22", "Oil flow, frame L design", "100 m³/h", "-", "120 m³/h"],
                            ["L23", "Water flow, frame L design", "85 m³/h", "-", "105 m³/h"],
                            ["L24", "Heat load, frame L design", "520 kW", "-", "-"],
                            ["L25", "Oil strainer diff. press.", "< 0,2 bar", "0,5 bar", "-"],
                            ["L26", "Water strainer diff. press.", "< 0,2 bar", "0,4 bar", "-"],
                            ["L27", "Fouling factor allowed (oil side)", "-", "-", "0,0002 m²K/W"],
                            ["L28", "Fouling margin, design", "15 %", "-", "-"],
                            ["L29", "LT FW pH", "8,3-10", "< 8,0", "-"],
                            ["L30", "LT FW chloride", "< 50 mg/l", "100 mg/l", "-"],
                            [
                                "L31",
                                "LT FW nitrite (inhibitor)",
                                "1000-2400 mg/l",
                                "< 1000 mg/l",
                                "-",
                            ],
                        ]
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("caption", "Tab. 5-1 (cont.)"),
                (
                    "table",
                    _hx_limits(
                        [
                            ["L32", "Oil temp. before M/E start", "> 35 °C", "-", "-"],
                            ["L33", "Min. water flow, M/E standby", "20 % of design", "-", "-"],
                            ["L34", "Oil side venting after fill", "yes", "-", "-"],
                        ]
                    ),
                ),
                (
                    "p",
                    "L9: oil press. always > water press. If reversed, water into LO on plate "
                    "crack. Adj water outlet valve, not oil bypass.",
                ),
                ("h1", "6  Open / close plate pack"),
                (
                    "table",
                    {
                        "cols": ["Step", "Action"],
                        "rows": [
                            ["1", "Isol. both sides. Drain via bottom ports. Vent top."],
                            ["2", "Measure + record dim. A, all bolts. Mark pressure plate pos."],
                            [
                                "3",
                                "Loosen tie bolts diagonal, max 10 mm per step, keep plate "
                                "parallel.",
                            ],
                            ["4", "Remove bolts except 2 long bolts (opposite corners)."],
                            ["5", "Open last 2 evenly. Push pressure plate back to column."],
                            ["6", "Mark plates w/ paint pen (diagonal line over pack side)."],
                            ["7", "Clean plates: soft brush, no wire brush, no HCl."],
                            ["8", "Chk gaskets: hard, cracked, flat = repl. Repl all on pack."],
                            ["9", "Hang plates in order. Chk diagonal line continuous."],
                            ["10", "Close to dim. A per tab. 4-1. Pressure test, see 7."],
                        ],
                        "widths": [0.5, 6],
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Pressure test"),
                (
                    "ul",
                    [
                        "One side at a time. Other side open + drained = leak visible.",
                        "Medium: FW, not oil, not air.",
                        "Test press. = 1,3 x design press. (tab. 3). Hold 30 min.",
                        "Accept: no drop on gauge, no drip at pack edge, no water at other side.",
                        "Plate crack suspect: pressurise water side 4 bar, oil side open, watch "
                        "oil ports. Locate by dye penetrant (kit HX-DP-2).",
                    ],
                ),
                ("h1", "8  Faults"),
                (
                    "table",
                    {
                        "cols": ["Fault", "Chk", "Do"],
                        "rows": [
                            [
                                "LO outlet temp. high",
                                "Water flow, L5, fouling",
                                "Open water valve; clean plates",
                            ],
                            [
                                "Leak at pack edge",
                                "Dim. A, gasket out of groove",
                                "Tighten to A min; repl. gasket",
                            ],
                            [
                                "Leak at leak-groove (port)",
                                "Ring gasket port hole",
                                "Repl. ring gasket. Never plug leak groove",
                            ],
                            [
                                "Oil in water",
                                "L9, plate crack",
                                "Test per 7, repl. plate pair",
                            ],
                            [
                                "Press. drop high",
                                "Fouling, strainer",
                                "Clean strainer + plates",
                            ],
                        ],
                        "widths": [1.4, 1.5, 1.9],
                    },
                ),
                (
                    "p",
                    "Cracked plate: no spare at hand = remove plate pair (1 channel plate + "
                    "adjacent) + reduce A by 2 x 3,7 mm. Max 4 pairs removed. Note in log.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "9  Spares"),
                (
                    "table",
                    {
                        "cols": ["Part no.", "Desc.", "Qty/unit", "Rec. stock"],
                        "rows": [
                            ["HX4-P316-H", "Plate H 60°, AISI 316, w/o gasket", "acc. pack", "2"],
                            ["HX4-PTI-H", "Plate H 60°, titanium, w/o gasket", "acc. pack", "2"],
                            ["HX4-G-NBR", "Gasket channel, NBR, ClipLoc", "acc. pack", "10"],
                            ["HX4-G-EPDM", "Gasket channel, EPDM, ClipLoc", "acc. pack", "10"],
                            ["HX4-GR-NBR", "Ring gasket (port), NBR", "2 per plate", "20"],
                            ["HX4-GE-1", "End plate gasket, first plate", "1", "1"],
                            ["HX4-TB-30", "Tie bolt M30 w/ nut + washer", "8", "1"],
                            ["HX4-TB-24", "Tie bolt M24 w/ nut + washer", "6", "1"],
                            ["HX4-RL-1", "Roller for pressure plate", "1", "-"],
                            ["HX-DP-2", "Dye penetrant kit, crack test", "-", "1"],
                        ],
                        "widths": [1.4, 3.2, 1.0, 1.0],
                    },
                ),
                (
                    "p",
                    "Gaskets: store dark, < 25 °C, max 5 yrs from prod. date (stamped on gasket "
                    "tail).",
                ),
            ]
        },
    ],
}


# ================================================================ 3. Marisafe LRH-2


_MS_STYLE = {"h1": 13.0, "h2": 10.8, "body": 9.3, "hcolor": (0.0, 0.2, 0.5), "h1rule": False}

MARISAFE = {
    "file": "marisafe-lrh2-hru-and-raft-hook.pdf",
    "title": "Marisafe LRH-2 hydrostatic release unit and LH-3 liferaft release hook - Manual",
    "maker": "Marisafe Survival Systems Ltd",
    "style": _MS_STYLE,
    "hdr_left": "MARISAFE SURVIVAL SYSTEMS",
    "hdr_right": "LRH-2 HRU / LH-3 hook  |  MSS-OM-112  |  Issue 5",
    "ftr_left": "(c) Marisafe Survival Systems Ltd. Uncontrolled when printed.",
    "ftr_fmt": "Page {n} of {total}",
    "cover": _cover(
        "MARISAFE",
        ["LRH-2", "Hydrostatic release unit", "and LH-3 davit-launched liferaft hook"],
        [
            "Operation, installation and servicing manual",
            "Publication MSS-OM-112, Issue 5",
            "Applicable to LRH-2 (disposable) and LH-3 automatic release hook",
        ],
        band=(0.0, 0.2, 0.5),
        foot="Servicing of the LH-3 hook shall be carried out by an approved service station.",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Contents"),
                (
                    "toc",
                    [
                        ("1", "Safety information", 3),
                        ("2", "Description", 4),
                        ("2.1", "LRH-2 hydrostatic release unit", 4),
                        ("2.2", "LH-3 liferaft release hook", 4),
                        ("3", "Technical data", 5),
                        ("4", "Inspection and servicing schedule", 6),
                        ("5", "Installation of the LRH-2", 7),
                        ("6", "LH-3 hook operation and release test", 8),
                        ("7", "Fault finding", 9),
                        ("8", "Spares and replacement units", 9),
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety information"),
                (
                    "p",
                    "Personnel shall read this manual in full before fitting, inspecting or "
                    "operating the equipment. The following conventions are used throughout.",
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Identifies a hazard which could result in death or serious injury. "
                        "Never tamper with, dismantle or attempt to reset a disposable LRH-2 "
                        "unit. A unit that has been immersed or has released must be replaced.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Identifies a hazard which could result in damage to equipment. Do not "
                        "paint over the HRU, the weak link or the expiry label.",
                    ),
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "Provides additional information. Flag State requirements may be more "
                        "stringent than those given in this manual.",
                    ),
                ),
                (
                    "p",
                    "The LH-3 hook is designed for lowering a fully loaded liferaft. Personnel "
                    "shall not stand beneath a suspended liferaft at any time, and the hook "
                    "shall not be used for lifting stores or other loads.",
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "The automatic release of the LH-3 hook is armed only when the safety "
                        "pin has been removed. Never remove the safety pin until the liferaft "
                        "is within 1 m of the water surface or as directed by the officer in "
                        "charge.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "2  Description"),
                ("h2", "2.1  LRH-2 hydrostatic release unit"),
                (
                    "p",
                    "The LRH-2 is a disposable hydrostatic release unit for liferafts and "
                    "float-free EPIRBs. It comprises a sealed pressure chamber with diaphragm, "
                    "a spring-loaded knife and a red weak link. Should the vessel sink, the "
                    "increasing water pressure acting on the diaphragm causes the knife to cut "
                    "the securing rope at a depth of between 1.5 and 4 metres. The raft "
                    "container then floats free and the painter, attached to the vessel through "
                    "the weak link, inflates the raft. The weak link then parts and the raft "
                    "floats clear.",
                ),
                (
                    "p",
                    "The LRH-2 has a service life of two years from the date of installation, "
                    "which shall be marked on the expiry label. No annual servicing is required, "
                    "but the unit shall be inspected monthly.",
                ),
                ("h2", "2.2  LH-3 liferaft release hook"),
                (
                    "p",
                    "The LH-3 is an automatic release hook for davit-launched liferafts. The "
                    "hook is held closed by the weight of the raft acting on the load arm. With "
                    "the safety pin withdrawn and the release lanyard pulled, the hook is cocked; "
                    "it then opens automatically when the raft becomes waterborne and the load "
                    "falls below the off-load threshold.",
                ),
                (
                    "kv",
                    [
                        ("Hook body", "Stainless steel 1.4462 (duplex)"),
                        ("Load arm", "Stainless steel 1.4462, polished"),
                        ("Release lanyard", "Polyester, 6 mm, 8 m long, orange"),
                        ("Safety pin", "Stainless steel with red streamer"),
                        ("Indicator", "Green band visible when the hook is closed and locked"),
                    ],
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "The LH-3 hook is not intended for on-load release. For on-load release "
                        "hooks of lifeboats refer to the appropriate manufacturer.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Technical data"),
                ("caption", "Table 3.1  Release units"),
                (
                    "table",
                    {
                        "groups": [("", 1), ("LRH-2", 2), ("LRH-2E (EPIRB)", 2)],
                        "cols": ["Property", "Value", "Tolerance", "Value", "Tolerance"],
                        "rows": [
                            ["Release depth", "2.5 m", "1.5 to 4 m", "2.5 m", "1.5 to 4 m"],
                            ["Weak link breaking load", "2.2 kN", "±0.4 kN", "n/a", "-"],
                            ["Max raft capacity", "65 persons", "-", "n/a", "-"],
                            ["Service life", "2 years", "-", "2 years", "-"],
                            ["Mass", "0.34 kg", "-", "0.21 kg", "-"],
                            ["Operating temperature", "-30 to +65 °C", "-", "-30 to +65 °C", "-"],
                        ],
                        "widths": [2.2, 1.1, 1.1, 1.2, 1.1],
                        "boldfirst": True,
                    },
                ),
                ("caption", "Table 3.2  LH-3 release hook"),
                (
                    "kv",
                    [
                        ("Safe working load (SWL)", "4.0 kN"),
                        ("Proof load (factory)", "8.8 kN (2.2 x SWL)"),
                        ("Off-load release threshold", "below 0.25 kN"),
                        ("Lanyard pull to cock hook", "approx. 150 N"),
                        ("Mass", "6.4 kg"),
                        ("Raft size range", "6 to 37 persons, davit-launched"),
                        ("Type approval", "SOLAS / LSA Code 6.1.5, MED module B+D"),
                    ],
                ),
                (
                    "p",
                    "The weak link shall be the only connection between the painter and the "
                    "vessel strong point. Do not shackle the painter directly to the vessel.",
                ),
            ]
        },
        {
            "landscape": True,
            "blocks": [
                ("h1", "4  Inspection and servicing schedule"),
                (
                    "p",
                    "Table 4.1 sets out the inspections to be carried out by the crew and the "
                    "servicing to be carried out by an approved service station. Record all "
                    "inspections in the vessel's LSA maintenance log.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Item",
                            "Inspection / task",
                            "Interval",
                            "By",
                            "Acceptance criterion",
                            "Action if not met",
                        ],
                        "rows": [
                            [
                                "LRH-2 unit",
                                "Visual check of body, knife housing and expiry label",
                                "Monthly",
                                "Crew",
                                "No cracks; label legible; date not passed",
                                "Replace unit",
                            ],
                            [
                                "Weak link",
                                "Check red weak link is fitted and undamaged",
                                "Monthly",
                                "Crew",
                                "Link intact, correct rating for raft size",
                                "Replace with part MS-WL-22",
                            ],
                            [
                                "Securing rope",
                                "Check rope, slip hook and lashing tension",
                                "Monthly",
                                "Crew",
                                "Rope not chafed; slip hook free",
                                "Renew rope, free slip hook",
                            ],
                            [
                                "LRH-2 unit",
                                "Replacement",
                                "24 months",
                                "Crew",
                                "-",
                                "Fit new unit, mark date",
                            ],
                            [
                                "LH-3 hook",
                                "Visual check, green indicator band, safety pin present",
                                "Weekly",
                                "Crew",
                                "Band fully visible; pin in place",
                                "Report to master",
                            ],
                            [
                                "LH-3 hook",
                                "Operational test (release test, no load)",
                                "Monthly",
                                "Crew",
                                "Hook opens freely at off-load",
                                "Do not use; call service station",
                            ],
                            [
                                "LH-3 hook",
                                "Thorough examination and load test at 1.1 x SWL",
                                "12 months",
                                "Service station",
                                "No deformation; release correct",
                                "Withdraw from service",
                            ],
                            [
                                "LH-3 hook",
                                "Overhaul and dynamic load test at 2.2 x SWL",
                                "5 years",
                                "Service station",
                                "As manufacturer's test sheet",
                                "Replace hook",
                            ],
                        ],
                        "widths": [1.0, 2.6, 0.9, 1.0, 2.2, 1.8],
                        "size": 8.6,
                        "boldfirst": True,
                    },
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "5  Installation of the LRH-2"),
                (
                    "box",
                    (
                        "CAUTION",
                        "The LRH-2 shall be fitted with the knife housing uppermost. A unit "
                        "fitted upside-down may not release.",
                    ),
                ),
                (
                    "table",
                    {
                        "cols": ["Step", "Action"],
                        "rows": [
                            [
                                "1",
                                "Write the expiry date (installation date plus 24 months) on the "
                                "label using the marker pen supplied.",
                            ],
                            [
                                "2",
                                "Attach the lower eye of the LRH-2 to the deck strong point with "
                                "the shackle provided (8 mm, galvanised).",
                            ],
                            [
                                "3",
                                "Pass the raft securing rope through the slip hook, over the "
                                "container and through the upper eye of the LRH-2.",
                            ],
                            [
                                "4",
                                "Tension the rope by hand only. Do not use a winch or bar.",
                            ],
                            [
                                "5",
                                "Connect the liferaft painter to the red weak link, and the weak "
                                "link to the strong point. Never attach the painter to the LRH-2 "
                                "body.",
                            ],
                            [
                                "6",
                                "Check that the slip hook can be released by hand and that the "
                                "container is free to float clear.",
                            ],
                        ],
                        "widths": [0.5, 6],
                    },
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "If the painter is made fast to the vessel without the weak link, the "
                        "sinking vessel will drag the inflated raft under.",
                    ),
                ),
                (
                    "p",
                    "Stowage height: the container shall be stowed at least 2 m above the "
                    "waterline in the lightest seagoing condition and in a position free of "
                    "obstruction so that it can float free.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  LH-3 hook operation and release test"),
                ("h2", "6.1  Launching"),
                (
                    "ol",
                    [
                        "Attach the raft lifting shackle to the hook and close the hook until "
                        "the green indicator band is fully visible.",
                        "Hoist the raft clear of the cradle and swing out.",
                        "Board the raft at embarkation deck level.",
                        "Lower the raft. When approximately 1 m above the water remove the "
                        "safety pin.",
                        "Pull the release lanyard firmly; the hook is now cocked.",
                        "The hook opens automatically when the raft is waterborne.",
                    ],
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "If the hook fails to open when the raft is waterborne, do not attempt "
                        "to open it by hand under load. Cut the lifting strop with the knife "
                        "stowed in the raft.",
                    ),
                ),
                ("h2", "6.2  Monthly release test (no load)"),
                (
                    "ol",
                    [
                        "Suspend a test weight of 20 kg from the hook.",
                        "Remove the safety pin and pull the release lanyard.",
                        "Lower the test weight onto a pallet until the hook is unloaded.",
                        "Confirm that the hook opens within 2 seconds and that the weight is "
                        "released.",
                        "Reset the hook, refit the safety pin and check the green band.",
                    ],
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "Lubricate the load arm pivot sparingly with the water-resistant grease "
                        "MS-GR-5 after every release test. Do not use oil.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Fault finding"),
                (
                    "table",
                    {
                        "cols": ["Fault", "Probable cause", "Remedy"],
                        "rows": [
                            [
                                "Green band not fully visible",
                                "Hook not fully closed; pivot seized",
                                "Re-close hook; clean and grease pivot",
                            ],
                            [
                                "Hook does not open at test",
                                "Safety pin not removed; lanyard not pulled hard enough",
                                "Repeat test; if fault persists withdraw hook",
                            ],
                            [
                                "Hook opens before waterborne",
                                "Release spring weak; wrong reset",
                                "Withdraw hook from service at once",
                            ],
                            [
                                "LRH-2 label illegible",
                                "Weathering, paint",
                                "Replace unit; date cannot be confirmed",
                            ],
                            [
                                "Weak link missing",
                                "Removed at previous raft service",
                                "Fit new weak link before sailing",
                            ],
                        ],
                        "widths": [1.4, 1.8, 1.8],
                        "boldfirst": True,
                    },
                ),
                ("h1", "8  Spares and replacement units"),
                (
                    "table",
                    {
                        "cols": ["Part number", "Description", "Qty"],
                        "rows": [
                            ["MS-LRH2-01", "LRH-2 HRU complete with weak link", "1"],
                            ["MS-LRH2E-01", "LRH-2E HRU for EPIRB", "1"],
                            ["MS-WL-22", "Weak link 2.2 kN, red", "1"],
                            ["MS-SH-08", "Shackle 8 mm galvanised", "2"],
                            ["MS-LH3-PIN", "Safety pin with streamer, LH-3", "1"],
                            ["MS-LH3-LY8", "Release lanyard 8 m, LH-3", "1"],
                            ["MS-GR-5", "Grease, water resistant, 100 g", "1"],
                        ],
                        "widths": [1.4, 3.6, 0.5],
                    },
                ),
            ]
        },
    ],
}


# ================================================================ 4. Culinex FWD-40


_CX_STYLE = {"h1": 13.0, "h2": 10.6, "body": 9.2, "hcolor": (0.6, 0.1, 0.35), "h1rule": True}

CULINEX = {
    "file": "culinex-fwd40-food-waste-disposer.pdf",
    "title": "Culinex FWD-40 food waste disposer / pulper - Owner's manual",
    "maker": "Culinex Marine Inc.",
    "style": _CX_STYLE,
    "hdr_left": "CULINEX MARINE",
    "hdr_right": "FWD-40 Pulper with Dewatering Unit  |  OM-FWD40  |  Rev C",
    "ftr_left": "Culinex Marine Inc., Mobile, AL - Service hotline 1-800-555-0142",
    "ftr_fmt": "{n}",
    "cover": _cover(
        "CULINEX MARINE",
        ["FWD-40", "Food Waste Disposer / Pulper", "with DW-40 Dewatering Unit"],
        [
            "Owner's manual - installation, operation, service",
            "Form OM-FWD40 Rev C",
            "Models FWD-40 (208-230V/3ph/60Hz) and FWD-40-440 (440-480V/3ph/60Hz)",
        ],
        band=(0.6, 0.1, 0.35),
        foot="READ AND SAVE THESE INSTRUCTIONS.",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Table of Contents"),
                (
                    "toc",
                    [
                        ("1", "Important Safety Instructions", 3),
                        ("2", "How the System Works", 3),
                        ("3", "Specifications", 4),
                        ("4", "Operating Instructions", 5),
                        ("5", "Fault Codes", 6),
                        ("6", "Preventive Maintenance", 7),
                        ("6.3", "Grinder Ring and Cutter Replacement", 7),
                        ("7", "Replacement Parts", 8),
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Important Safety Instructions"),
                (
                    "box",
                    (
                        "DANGER",
                        "ROTATING CUTTERS. Never put hands or utensils into the bowl. Use the "
                        "push stick only. Lock out the disconnect before removing the bowl cover.",
                    ),
                ),
                (
                    "ul",
                    [
                        "Do not feed bones larger than 1 in. (25 mm) diameter, shells of "
                        "shellfish, metal, glass, plastic, cloth or string.",
                        "The unit must be grounded. Electrical work by qualified personnel only.",
                        "Wear safety glasses when clearing a jam.",
                    ],
                ),
                ("h1", "2  How the System Works"),
                (
                    "p",
                    "Food waste is fed into the bowl of the pulper and reduced by the rotating "
                    "cutter disc against the stationary grinder ring. Recirculated water carries "
                    "the slurry to the DW-40 dewatering unit, where a screw press squeezes the "
                    "pulp. The dry pulp is discharged to a bin or to the sewage/food waste tank; "
                    "the pressed water returns to the pulper bowl so that fresh water is used "
                    "only as make-up.",
                ),
                (
                    "p",
                    "The make-up water is admitted by solenoid valve SV-1 through a vacuum "
                    "breaker. The bowl level is kept by float switch LS-1. Motor overload is "
                    "detected by a current relay in the control box; on overload the grinder "
                    "reverses once automatically to clear the jam, then stops with a fault code.",
                ),
                (
                    "box",
                    (
                        "NOTICE",
                        "The FWD-40 must not be connected to the grey water system without the "
                        "DW-40. Undiluted slurry will block the piping.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Specifications"),
                (
                    "kv",
                    [
                        ("Capacity", "up to 400 lb/hr (180 kg/h) mixed food waste"),
                        ("Grinder motor", "3 hp (2.2 kW), 3450 rpm at 60 Hz"),
                        ("Dewatering screw motor", "0.75 hp (0.55 kW), gearmotor 18 rpm"),
                        ("Recirculation pump", "0.5 hp (0.37 kW), 15 gpm (57 l/min)"),
                        ("Water supply pressure", "20 to 80 psi (1.4 to 5.5 bar)"),
                        ("Make-up water consumption", "approx. 2 gal/min (7.6 l/min)"),
                        ("Water supply connection", "3/4 in. NPT"),
                        ("Max. inlet water temperature", "140 °F (60 °C)"),
                        ("Drain connection", "2 in. NPS, gravity"),
                        ("Bowl capacity", "9 gal (34 l)"),
                        ("Pulp dryness", "approx. 60 % water by weight"),
                        ("Full load current", "11.2 A at 230 V; 5.6 A at 460 V"),
                        ("Overload trip setting", "13.5 A at 230 V; 6.8 A at 460 V"),
                        ("Shipping weight", "520 lb (236 kg)"),
                        ("Noise level", "max. 72 dB(A) at 3 ft (1 m)"),
                    ],
                ),
                (
                    "p",
                    "Ambient temperature range for the control box is 32 to 113 °F (0 to 45 °C). "
                    "Protect from direct spray; the enclosure is rated NEMA 4X (IP66).",
                ),
                (
                    "p",
                    "Fasten the pulper base to the deck with four 1/2 in. bolts torqued to "
                    "45 ft-lb (61 N·m). The bowl clamp ring bolts are torqued to 20 ft-lb (27 N·m).",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  Operating Instructions"),
                ("h2", "4.1  Start-up"),
                (
                    "ol",
                    [
                        "Open the water supply valve fully. Check the supply gauge reads at "
                        "least 20 psi.",
                        "Turn the main switch ON. The READY lamp lights after the bowl fills "
                        "(about 60 seconds).",
                        "Press START. The dewatering unit starts first, the grinder 5 seconds "
                        "later.",
                        "Feed waste at a steady rate. Do not fill the bowl more than 2/3.",
                    ],
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Never run the grinder dry. Running the grinder without water for more "
                        "than 10 seconds will damage the shaft seal.",
                    ),
                ),
                ("h2", "4.2  Shut-down and flushing"),
                (
                    "ol",
                    [
                        "Stop feeding and let the unit run for 2 minutes to clear the bowl.",
                        "Press FLUSH. Clean water runs through bowl and dewatering unit for "
                        "3 minutes, then the unit stops automatically.",
                        "Press STOP and turn the main switch OFF.",
                        "Remove the silverware trap and empty it.",
                    ],
                ),
                ("h2", "4.3  Clearing a jam"),
                (
                    "p",
                    "If the grinder stalls, the control reverses it once for 3 seconds. If the "
                    "jam does not clear, fault F-2 is displayed. Lock out the unit, remove the "
                    "bowl cover and free the cutter disc with the wrench supplied (part "
                    "FWD-1180) from above. Never use hands.",
                ),
            ]
        },
        {
            "sideways": True,
            "blocks": [
                ("h1", "5  Fault Codes"),
                (
                    "p",
                    "Fault codes are shown on the 2-digit display of the control box. Press "
                    "RESET after the cause has been corrected. Codes marked * need a qualified "
                    "electrician.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Code",
                            "Display / lamp",
                            "Meaning",
                            "Probable cause",
                            "Corrective action",
                            "Auto reset",
                        ],
                        "rows": [
                            [
                                "F-1",
                                "F1 + red lamp",
                                "Grinder motor overload",
                                "Hard object, overfeeding, low voltage",
                                "Clear bowl, wait 5 min, reset",
                                "No",
                            ],
                            [
                                "F-2",
                                "F2 + red lamp",
                                "Grinder jammed after auto-reverse",
                                "Bone or metal between cutter and ring",
                                "Lock out, free disc with wrench FWD-1180",
                                "No",
                            ],
                            [
                                "F-3",
                                "F3",
                                "Low water level in bowl",
                                "Supply valve closed, SV-1 strainer clogged, pressure < 20 psi",
                                "Open valve, clean SV-1 strainer",
                                "Yes",
                            ],
                            [
                                "F-4",
                                "F4",
                                "High level in bowl",
                                "Drain or DW-40 blocked, LS-1 stuck",
                                "Clear drain, check LS-1 float",
                                "Yes",
                            ],
                            [
                                "F-5*",
                                "F5 + red lamp",
                                "Dewatering screw overload",
                                "Screw packed with fiber, worn screen",
                                "Run REVERSE 10 s, clean screen",
                                "No",
                            ],
                            [
                                "F-6*",
                                "F6",
                                "Phase loss / wrong rotation",
                                "Supply phase missing or reversed",
                                "Check supply, swap two phases",
                                "No",
                            ],
                            [
                                "F-7",
                                "F7",
                                "Cover interlock open",
                                "Bowl cover not seated",
                                "Close cover until switch clicks",
                                "Yes",
                            ],
                            [
                                "F-8",
                                "F8",
                                "Water too hot",
                                "Supply above 140 °F (60 °C)",
                                "Connect to cold water line",
                                "Yes",
                            ],
                        ],
                        "widths": [0.6, 1.2, 1.8, 2.4, 2.4, 0.8],
                        "size": 8.6,
                        "boldfirst": True,
                    },
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "6  Preventive Maintenance"),
                ("h2", "6.1  Daily"),
                (
                    "ul",
                    [
                        "Flush the system at end of each meal period (see 4.2).",
                        "Empty and clean the silverware trap.",
                        "Wipe the bowl and cover gasket with mild detergent. Do not use "
                        "chlorine bleach on the stainless steel.",
                    ],
                ),
                ("h2", "6.2  Monthly and every 1000 hours"),
                (
                    "ul",
                    [
                        "Monthly: clean the inlet strainer of SV-1 (40 mesh).",
                        "Monthly: check the dewatering screen for wear and fiber build-up.",
                        "Every 1000 hours: check the cutter disc and grinder ring for wear; "
                        "check the V-belt tension of the recirculation pump, 1/2 in. (13 mm) "
                        "deflection at mid-span.",
                        "Every 1000 hours: lubricate the dewatering gearmotor bearing with 2 "
                        "shots of NLGI 2 grease. Do not over-grease.",
                    ],
                ),
                ("h2", "6.3  Grinder Ring and Cutter Replacement"),
                (
                    "p",
                    "Replace the grinder ring when the cutting edges are rounded or when the "
                    "capacity drops noticeably. The cutter disc and grinder ring wear together "
                    "and should be replaced as a set.",
                ),
                (
                    "ol",
                    [
                        "Lock out the main disconnect and close the water supply.",
                        "Remove the bowl cover and the bowl clamp ring.",
                        "Unscrew the cutter disc retaining bolt (LEFT-HAND thread).",
                        "Lift out the cutter disc, then the grinder ring.",
                        "Install the new grinder ring with the notches engaged in the bowl lugs.",
                        "Install the cutter disc and torque the retaining bolt to 35 ft-lb "
                        "(47 N·m).",
                        "Reinstall clamp ring (20 ft-lb) and cover; test run with water.",
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Replacement Parts"),
                (
                    "p",
                    "Order parts from your Culinex Marine distributor. Always give the model "
                    "and serial number from the rating plate.",
                ),
                (
                    "table",
                    {
                        "cols": ["Item", "Part No.", "Description", "Qty"],
                        "rows": [
                            ["1", "FWD-1101", "Cutter disc assembly", "1"],
                            ["2", "FWD-1102", "Grinder ring (stationary)", "1"],
                            ["3", "FWD-1103", "Cutter disc retaining bolt, LH thread", "1"],
                            ["4", "FWD-1120", "Shaft seal kit, grinder motor", "1"],
                            ["5", "FWD-1135", "Bowl cover gasket", "1"],
                            ["6", "FWD-1140", "Cover interlock switch", "1"],
                            ["7", "FWD-1152", "Solenoid valve SV-1, 3/4 in., 120 VAC coil", "1"],
                            ["8", "FWD-1153", "Strainer screen for SV-1, 40 mesh", "1"],
                            ["9", "FWD-1160", "Float switch LS-1", "1"],
                            ["10", "FWD-1170", "Silverware trap basket", "1"],
                            ["11", "FWD-1180", "Cutter disc wrench", "1"],
                            ["12", "DW-2210", "Dewatering screw, stainless", "1"],
                            ["13", "DW-2215", "Dewatering screen, 0.08 in. (2 mm) perf.", "1"],
                            ["14", "DW-2230", "Gearmotor 0.75 hp, 18 rpm", "1"],
                            ["15", "DW-2240", "Recirculation pump V-belt A-34", "1"],
                        ],
                        "widths": [0.5, 1.2, 4.0, 0.5],
                    },
                ),
            ]
        },
    ],
}
