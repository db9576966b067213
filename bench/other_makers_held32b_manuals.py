"""Four made-up manuals of other equipment by other makers, held-out set 32b (written blind).

Fenwick (FRM-3 rehardening / mineralizing filter for potable water) writes translated European
English with decimal commas and carries the system drawing, a transposed model table and an
interval matrix with its caption below; Marlec (MLS-10 magnetic float level switches and tank
alarm system) writes formal UK style with WARNING/CAUTION/NOTE boxes and carries a two-level
header, a set-point table that runs over a page break and a landscape page; Bunkertek (BS-2
continuous drip bunker sampler) writes terse service-bulletin fragments and carries a two-column
page, a borderless table and an alarm table printed as a picture; Cascade (CPW-30 deck
high-pressure washer) writes US style with psi / gpm / degF first and metric in brackets and
carries a portrait page whose wide nozzle table is set sideways.  Every page is an explicit list
of blocks laid out top to bottom; a block that does not fit raises, so a question's page is the
page its block is listed on.
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
    for spec in (FENWICK, MARLEC, BUNKERTEK, CASCADE):
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


# ================================================================ 1. Fenwick FRM-3


def _fw_schematic(pg, x0, y0, w, h):
    s = pg.page.new_shape()

    def P(x, y):
        return (x0 + x, y0 + y)

    def ln(a, b, c, d):
        s.draw_line(P(a, b), P(c, d))

    def L(x, y, t, size=6.8, bold=False):
        pg.text(x0 + x, y0 + y, t, size, bold)

    L(0, 68, "From FW generator /")
    L(0, 76, "distillate tank")
    ln(0, 90, 245, 90)
    _valve(s, *P(40, 90))
    L(30, 106, "V-101")
    _instr(s, *P(85, 90))
    L(78, 93, "FM", 5.5)
    L(76, 112, "FM-1")
    # CO2 injection point
    s.draw_circle(P(135, 90), 3)
    L(126, 80, "IP-1")
    _box_eq(s, *P(160, 80), *P(200, 100))
    L(168, 76, "MX-1", 6.2)
    ln(220, 90, 220, 62)
    _instr(s, *P(220, 53))
    L(194, 52, "PT-1")
    # split to the two filter vessels
    ln(245, 90, 245, 40)
    ln(245, 40, 370, 40)
    ln(275, 40, 275, 70)
    ln(345, 40, 345, 70)
    _valve(s, *P(275, 55), vertical=True)
    L(252, 58, "V-102")
    _valve(s, *P(345, 55), vertical=True)
    L(352, 58, "V-103")
    _box_eq(s, *P(255, 70), *P(295, 200))
    _box_eq(s, *P(325, 70), *P(365, 200))
    for yy in range(120, 200, 10):
        s.draw_line(P(257, yy), P(293, yy))
        s.draw_line(P(327, yy), P(363, yy))
    L(264, 90, "F-1", 7.5, True)
    L(334, 90, "F-2", 7.5, True)
    # drain off the inlet header
    ln(370, 40, 420, 40)
    _valve(s, *P(395, 40))
    L(386, 30, "V-106")
    L(424, 43, "To drain")
    # outlet header
    ln(275, 200, 275, 235)
    ln(345, 200, 345, 235)
    ln(230, 235, 480, 235)
    _valve(s, *P(250, 235))
    L(240, 226, "V-105")
    L(226, 250, "Backwash in")
    ln(390, 235, 390, 210)
    _instr(s, *P(390, 201))
    L(403, 200, "PT-2")
    ln(420, 235, 420, 262)
    _instr(s, *P(420, 271))
    L(414, 274, "pH", 5.5)
    L(432, 274, "AE-5")
    ln(440, 235, 440, 215)
    _valve(s, *P(440, 207), vertical=True)
    L(448, 206, "SP-1")
    _valve(s, *P(462, 235))
    L(452, 225, "V-104")
    L(400, 296, "To potable water tanks")
    ln(480, 235, 480, 288)
    # CO2 supply
    _box_eq(s, *P(118, 290), *P(152, 345))
    L(124, 322, "B-1", 7.2, True)
    L(100, 356, "CO2 bottle")
    ln(135, 290, 135, 93)
    _valve(s, *P(135, 265), vertical=True)
    L(143, 268, "PR-1")
    ln(135, 240, 112, 240)
    _valve(s, *P(104, 240))
    L(94, 258, "PSV-7")
    _box_eq(s, *P(127, 190), *P(143, 206))
    L(147, 202, "SV-2")
    _instr(s, *P(135, 140))
    L(148, 143, "FI-3")
    s.finish(color=(0, 0, 0), width=1.0, closePath=False)
    s.commit()
    # controller and signal lines (dashed)
    d = pg.page.new_shape()
    _box_eq(d, *P(280, 300), *P(340, 330))
    d.draw_line(P(420, 280), P(420, 315))
    d.draw_line(P(420, 315), P(340, 315))
    d.draw_line(P(280, 315), P(190, 315))
    d.draw_line(P(190, 315), P(190, 198))
    d.draw_line(P(190, 198), P(143, 198))
    d.draw_line(P(85, 99), P(85, 330))
    d.draw_line(P(85, 330), P(280, 330))
    d.finish(color=(0.1, 0.3, 0.7), width=0.8, dashes="[3 2] 0", closePath=False)
    d.commit()
    L(298, 318, "C-1", 7.2, True)
    # legend
    ly = 370
    L(0, ly, "Legend", 8, True)
    items = [
        ("V-101", "Inlet shut-off valve"),
        ("FM-1", "Water flow meter (pulse output)"),
        ("IP-1", "CO2 injection point"),
        ("MX-1", "Static mixer"),
        ("PT-1", "Pressure gauge, filter inlet"),
        ("PT-2", "Pressure gauge, filter outlet"),
        ("V-102/103", "Inlet valves filter F-1 / F-2"),
        ("F-1, F-2", "Dolomite filter vessels"),
        ("V-104", "Outlet valve to tanks"),
        ("V-105", "Backwash water inlet valve"),
        ("V-106", "Backwash drain valve"),
        ("AE-5", "pH sensor (outlet)"),
        ("SP-1", "Sampling cock"),
        ("B-1", "CO2 cylinder 30 kg"),
        ("PR-1", "CO2 pressure reducer"),
        ("PSV-7", "CO2 safety valve"),
        ("SV-2", "CO2 solenoid valve"),
        ("FI-3", "CO2 rotameter"),
        ("C-1", "Dosing controller"),
        ("- - -", "Signal line (dashed)"),
    ]
    for i, (tag, desc) in enumerate(items):
        cx = 0 if i < 10 else 245
        cy = ly + 13 + (i % 10) * 10.5
        L(cx, cy, tag, 6.8, True)
        L(cx + 52, cy, desc, 6.4)


_FW_STYLE = {"h1": 13.0, "h2": 10.6, "body": 9.2, "hcolor": (0.1, 0.4, 0.45), "h1rule": True}

FENWICK = {
    "file": "fenwick-frm3-rehardening-filter.pdf",
    "title": "Fenwick FRM-3 Rehardening filter - Instruction for operation and maintenance",
    "maker": "Fenwick Wassertechnik GmbH",
    "style": _FW_STYLE,
    "hdr_left": "FENWICK Wassertechnik",
    "hdr_right": "FRM-3  |  BA-FRM3-EN  |  Ed. 07",
    "ftr_left": "Fenwick Wassertechnik GmbH - translation of original instruction",
    "ftr_fmt": "Side {n} of {total}",
    "cover": _cover(
        "FENWICK Wassertechnik",
        ["FRM-3", "Rehardening filter", "for potable water (mineralization)"],
        [
            "Instruction for operation and maintenance with spare parts",
            "Models FRM-3/1, FRM-3/2 and FRM-3/4",
            "Dolomite filter with CO2 dosing",
            "Document BA-FRM3-EN, edition 07",
        ],
        band=(0.1, 0.4, 0.45),
        foot="Fenwick Wassertechnik GmbH, Hafenstrasse 21, Bremerhaven",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Content"),
                (
                    "toc",
                    [
                        ("1", "Safety advices", 3),
                        ("2", "Description of the plant", 3),
                        ("2.4", "Flow scheme", 4),
                        ("3", "Technical data", 5),
                        ("4", "Operation", 6),
                        ("5", "Maintenance", 7),
                        ("6", "Disturbances and remedy", 8),
                        ("7", "Spare parts", 9),
                    ],
                ),
                (
                    "p",
                    "This instruction is valid for the rehardening filters FRM-3/1, FRM-3/2 and FRM-3/4. "
                    "The filters are installed after the fresh water generator or the reverse osmosis "
                    "plant and before the UV sterilizer. For the UV sterilizer a separate instruction of "
                    "the sub-supplier is valid.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety advices"),
                (
                    "p",
                    "The plant is only to be operated by instructed personnel. Before every work on "
                    "the filter vessels the plant must be taken out of operation, the vessels must be "
                    "made pressureless over the drain valve and the CO2 supply must be closed at the "
                    "bottle valve.",
                ),
                (
                    "ul",
                    [
                        "CO2 is heavier than air and is suffocating. The room of the CO2 bottle must be "
                        "ventilated; at a CO2 concentration over 0,5 % by volume the room is not to be "
                        "entered without breathing apparatus.",
                        "The CO2 bottle is to be secured with two chains against falling over.",
                        "Only dolomite with approval for drinking water (EN 1017) may be filled.",
                        "Dust of dolomite irritates eyes: at filling wear dust mask and goggles.",
                    ],
                ),
                ("h1", "2  Description of the plant"),
                ("h2", "2.1  Purpose"),
                (
                    "p",
                    "Distillate from the fresh water generator is aggressive and corrodes pipes and "
                    "tanks. In the FRM-3 the water is hardened up again: carbon dioxide is dosed into "
                    "the water and the water then flows through a bed of half-burnt dolomite. The "
                    "dolomite dissolves and gives calcium, magnesium and hydrogen carbonate to the water. "
                    "The pH value rises to 7,8 ~ 8,5.",
                ),
                ("h2", "2.2  Function of the CO2 dosing"),
                (
                    "p",
                    "The dosing controller C-1 receives impulses of the water flow meter and opens the "
                    "CO2 solenoid valve proportional to the flow. A correction is made with the signal "
                    "of the pH sensor in the outlet. When the pH at outlet falls under 7,2 the dosing is "
                    "reduced automatically; under 6,8 the controller stops the dosing and gives alarm "
                    '"pH LOW".',
                ),
                ("h2", "2.3  Backwash"),
                (
                    "p",
                    "Fine particles of the dolomite are collecting in the bed and the pressure loss "
                    "is rising. By the backwash the bed is loosened up and the fine particles are "
                    "flushed to drain. The backwash is made manually, one vessel after the other, with "
                    "water against the normal direction of flow.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "2.4  Flow scheme"),
                (
                    "p",
                    "Picture 1 shows the flow scheme of the FRM-3/2 with two filter vessels in parallel. "
                    "The FRM-3/1 has only the vessel F-1 and no valve V-103.",
                ),
                ("draw", (490, _fw_schematic)),
                ("capbelow", "Picture 1 - Flow scheme FRM-3/2 (tags as on the plant plates)"),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Technical data"),
                ("h2", "3.1  Data of the models"),
                (
                    "table",
                    {
                        "cols": [
                            "Model",
                            "Capacity m³/h",
                            "Vessels",
                            "Dolomite charge kg",
                            "Vessel Ø mm",
                            "Height mm",
                            "Backwash flow m³/h",
                            "Weight in operation kg",
                        ],
                        "rows": [
                            ["FRM-3/1", "1,0", "1", "90", "400", "1450", "3,5", "310"],
                            [
                                "FRM-3/2",
                                "2,5",
                                "2",
                                "2 x 90",
                                "400",
                                "1450",
                                "3,5 per vessel",
                                "620",
                            ],
                            [
                                "FRM-3/4",
                                "4,0",
                                "2",
                                "2 x 160",
                                "550",
                                "1650",
                                "6,5 per vessel",
                                "1080",
                            ],
                        ],
                        "widths": [1.1, 1.0, 0.8, 1.1, 0.9, 0.9, 1.2, 1.1],
                        "boldfirst": True,
                    },
                ),
                ("h2", "3.2  Common data"),
                (
                    "kv",
                    [
                        ("Max. working pressure", "6,0 bar"),
                        ("Test pressure vessels", "9,0 bar"),
                        ("Water temperature", "5 ~ 35 °C"),
                        ("pH at outlet (target)", "7,8 ~ 8,5"),
                        ("Hardness at outlet", "60 ~ 120 mg/l CaCO3 (3,4 ~ 6,7 °dH)"),
                        ("CO2 dosing", "approx. 15 g CO2 per m³ water"),
                        ("CO2 pressure after reducer PR-1", "4,5 bar"),
                        ("Setting safety valve PSV-7", "7,5 bar"),
                        ("Pressure loss clean bed", "0,3 ~ 0,5 bar"),
                        ("Electric supply controller", "230 V, 50/60 Hz, 60 W"),
                        ("Dolomite grade", "half-burnt, FENCAL 2 (EN 1017)"),
                    ],
                ),
                (
                    "pi",
                    "The dolomite consumption is depending on the CO2 dose and on the water quantity; as "
                    "approximate value count 25 g dolomite per m³ water treated.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  Operation"),
                ("h2", "4.1  First start and start after maintenance"),
                (
                    "ol",
                    [
                        "Check that the drain valve V-106 and the backwash valve V-105 are closed.",
                        "Open slowly the inlet valve V-101 and the inlet valves V-102 / V-103. Vent the "
                        "vessels at the vent screw on the cover until water comes without air.",
                        "Open the bottle valve of B-1. Adjust the pressure reducer PR-1 to 4,5 bar.",
                        "Switch on the controller C-1. At the rotameter FI-3 check that CO2 is flowing when "
                        "water flows.",
                        "Let the first 30 minutes of water go to drain over the sampling cock SP-1 until "
                        "the water is clear and not milky.",
                        "Open the outlet valve V-104 to the potable water tanks.",
                    ],
                ),
                ("h2", "4.2  Control during operation"),
                (
                    "p",
                    "Daily the pH at outlet is to be measured with the hand-held pH meter at the sampling "
                    "cock SP-1 and compared with the display of C-1. With a difference of more than 0,2 pH "
                    "the sensor AE-5 is to be calibrated (see 5.3).",
                ),
                (
                    "p",
                    "The pressure difference between PT-1 and PT-2 shows the condition of the bed. When "
                    "the difference is more than 1,2 bar a backwash is to be made.",
                ),
                ("h2", "4.3  Stop of the plant"),
                (
                    "p",
                    "Close V-104 and V-101. The controller stops the CO2 automatically when no pulses "
                    "come from FM-1. At stop for more than 2 weeks close also the bottle valve and make "
                    "a backwash before the new start.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  Maintenance"),
                ("h2", "5.1  Interval plan"),
                (
                    "table",
                    {
                        "cols": ["Work", "daily", "weekly", "monthly", "6 months", "yearly"],
                        "rows": [
                            ["Control pH at SP-1", "x", "", "", "", ""],
                            ["Read pressure difference PT-1 / PT-2", "x", "", "", "", ""],
                            ["Control CO2 bottle contents (weight)", "", "x", "", "", ""],
                            ["Backwash of filter beds", "", "", "x", "", ""],
                            ["Calibrate pH sensor AE-5", "", "", "x", "", ""],
                            ["Control dolomite level, refill", "", "", "", "x", ""],
                            ["Clean rotameter FI-3", "", "", "", "x", ""],
                            ["Function test PSV-7", "", "", "", "", "x"],
                            ["Inspect nozzle plate, change dolomite complete", "", "", "", "", "x"],
                        ],
                        "widths": [3.4, 0.8, 0.8, 0.8, 0.9, 0.8],
                    },
                ),
                ("capbelow", "Table 5 - Interval plan of maintenance works FRM-3"),
                ("h2", "5.2  Refill of dolomite"),
                (
                    "p",
                    "The dolomite level must be not lower than 200 mm under the upper edge of the "
                    "cylindrical part of the vessel. For refill make the vessel pressureless, open the "
                    "cover and fill dolomite over a funnel. Tighten the cover bolts M12 crosswise with "
                    "40 Nm. After refill make a backwash of 15 minutes, because new dolomite gives a "
                    "milky water.",
                ),
                ("h2", "5.3  Calibration of the pH sensor"),
                (
                    "p",
                    "Calibrate with two buffer solutions, pH 7,00 and pH 9,00, at 20 ~ 25 °C. Clean the "
                    "sensor before with water; never dry the glass membrane with cloth. When the slope "
                    "is under 52 mV/pH the sensor is to be changed.",
                ),
                ("h2", "5.4  Backwash procedure"),
                (
                    "p",
                    "Close V-101 and V-104, open V-106 and then slowly V-105. Backwash each vessel for "
                    "10 minutes with the flow given in table 3.1 until the drain water is clear. Close "
                    "V-105 and V-106 and rinse forward to drain over SP-1 for 5 minutes.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Disturbances and remedy"),
                (
                    "table",
                    {
                        "cols": ["Disturbance", "Possible cause", "Remedy"],
                        "rows": [
                            [
                                "pH at outlet too low (< 7,5)",
                                "Too much CO2; dolomite used up; flow too high",
                                "Reduce CO2 at C-1; refill dolomite; reduce flow to capacity",
                            ],
                            [
                                "pH at outlet too high (> 8,8)",
                                "No CO2 (bottle empty, SV-2 defective)",
                                "Change bottle B-1; check coil of SV-2",
                            ],
                            [
                                "Water milky / turbid",
                                "Fine particles after refill; bed not backwashed",
                                "Backwash 15 min, rinse over SP-1",
                            ],
                            [
                                "Pressure difference > 1,2 bar",
                                "Bed clogged with fines",
                                "Backwash; if no improvement change dolomite",
                            ],
                            [
                                "Rotameter FI-3 shows no flow",
                                "PR-1 iced, bottle valve closed",
                                "Open bottle valve; let PR-1 warm up, do not heat with flame",
                            ],
                            [
                                'Alarm "pH LOW" at C-1',
                                "pH under 6,8, sensor AE-5 dirty",
                                "Clean and calibrate AE-5, see 5.3",
                            ],
                            [
                                'Alarm "NO FLOW" at C-1',
                                "No pulses from FM-1 for 60 s while SV-2 open",
                                "Check cable and reed contact of FM-1",
                            ],
                        ],
                        "widths": [1.3, 1.6, 1.8],
                    },
                ),
                (
                    "p",
                    "When the hardness at outlet is too low although the pH is correct, the contact time "
                    "is too short: the flow is over the capacity of the model. Reduce the flow at V-101.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Spare parts"),
                (
                    "p",
                    "At order of spare parts give the model, the serial number from the type plate and "
                    "the part number.",
                ),
                (
                    "table",
                    {
                        "cols": ["Pos.", "Part no.", "Designation", "Qty"],
                        "rows": [
                            ["1", "FW-30112", "Dolomite FENCAL 2, bag 25 kg", "4"],
                            ["2", "FW-30210", "O-ring cover 340 x 6 (FRM-3/1, 3/2)", "1"],
                            ["3", "FW-30215", "O-ring cover 480 x 6 (FRM-3/4)", "1"],
                            ["4", "FW-30401", "pH sensor AE-5, with 5 m cable", "1"],
                            ["5", "FW-30405", "Buffer solution pH 7,00 / 9,00, set", "1"],
                            ["6", "FW-30520", "Solenoid valve SV-2, 230 V coil", "1"],
                            ["7", "FW-30521", "Coil 230 V for SV-2", "1"],
                            ["8", "FW-30610", "Pressure reducer PR-1 CO2, 0-10 bar", "1"],
                            ["9", "FW-30630", "Safety valve PSV-7, 7,5 bar", "1"],
                            ["10", "FW-30702", "Nozzle plate complete", "1"],
                            ["11", "FW-30705", "Filter nozzle 0,2 mm slot", "24"],
                        ],
                        "widths": [0.5, 1.1, 3.4, 0.5],
                    },
                ),
                (
                    "pi",
                    "Recommended spare parts for 2 years operation: pos. 1, 2 or 3, 5 and 7.",
                ),
            ]
        },
    ],
}


# ================================================================ 2. Marlec MLS-10

_ML_STYLE = {"h1": 12.4, "h2": 10.4, "body": 9.0, "hcolor": (0.05, 0.15, 0.35), "h1rule": False}
_ML_SPCOLS = ["Tank", "Switch tag", "Type", "Function", "Set point", "Delay"]
_ML_SPW = [2.2, 0.9, 0.9, 1.3, 1.6, 0.7]
_ML_SP1 = [
    ["HFO bunker tank 1 P", "LS-101", "10A", "High level", "450 mm below tank top", "10 s"],
    [
        "HFO bunker tank 1 P",
        "LS-102",
        "10A",
        "High-high (overfill)",
        "250 mm below tank top",
        "2 s",
    ],
    ["HFO bunker tank 1 S", "LS-103", "10A", "High level", "450 mm below tank top", "10 s"],
    [
        "HFO bunker tank 1 S",
        "LS-104",
        "10A",
        "High-high (overfill)",
        "250 mm below tank top",
        "2 s",
    ],
    ["HFO bunker tank 2 C", "LS-105", "10A", "High level", "500 mm below tank top", "10 s"],
    [
        "HFO bunker tank 2 C",
        "LS-106",
        "10A",
        "High-high (overfill)",
        "300 mm below tank top",
        "2 s",
    ],
    ["HFO settling tank", "LS-111", "10C", "High level", "300 mm below tank top", "5 s"],
    ["HFO settling tank", "LS-112", "10C", "Low level", "1200 mm above tank bottom", "20 s"],
    ["HFO service tank", "LS-113", "10C", "High level", "300 mm below tank top", "5 s"],
    ["HFO service tank", "LS-114", "10C", "Low level", "1400 mm above tank bottom", "20 s"],
    ["MGO service tank", "LS-121", "10A", "High level", "250 mm below tank top", "5 s"],
    ["MGO service tank", "LS-122", "10A", "Low level", "900 mm above tank bottom", "20 s"],
    ["MGO storage tank", "LS-123", "10A", "High-high (overfill)", "350 mm below tank top", "2 s"],
    ["Main engine LO sump", "LS-131", "10A", "Low level", "180 mm below normal level", "30 s"],
    ["Aux. engine LO tank", "LS-132", "10B", "Low level", "250 mm above tank bottom", "30 s"],
    [
        "Stern tube LO gravity tank",
        "LS-133",
        "10B",
        "Low level",
        "150 mm above tank bottom",
        "10 s",
    ],
    ["Sludge tank", "LS-141", "10A", "High level", "400 mm below tank top", "10 s"],
    ["Bilge holding tank", "LS-142", "10B", "High level", "350 mm below tank top", "10 s"],
    ["Engine room bilge well P", "LS-143", "10B", "High level", "100 mm above well bottom", "15 s"],
    ["Engine room bilge well S", "LS-144", "10B", "High level", "100 mm above well bottom", "15 s"],
    [
        "Engine room bilge well aft",
        "LS-145",
        "10B",
        "High level",
        "120 mm above well bottom",
        "15 s",
    ],
    ["Oily water separator tank", "LS-146", "10B", "High level", "200 mm below tank top", "10 s"],
    ["Drain oil tank", "LS-147", "10A", "High level", "300 mm below tank top", "10 s"],
    ["Leak oil tank (fuel)", "LS-148", "10A", "High level", "250 mm below tank top", "5 s"],
    ["Sewage holding tank", "LS-151", "10B", "High level", "400 mm below tank top", "10 s"],
    ["Grey water tank", "LS-152", "10B", "High level", "350 mm below tank top", "10 s"],
]
_ML_SP2 = [
    ["Fresh water tank P", "LS-161", "10B", "Low level", "600 mm above tank bottom", "60 s"],
    ["Fresh water tank S", "LS-162", "10B", "Low level", "600 mm above tank bottom", "60 s"],
    ["Distilled water tank", "LS-163", "10B", "Low level", "300 mm above tank bottom", "60 s"],
    [
        "HT cooling water exp. tank",
        "LS-171",
        "10C",
        "Low level",
        "100 mm below normal level",
        "10 s",
    ],
    [
        "LT cooling water exp. tank",
        "LS-172",
        "10C",
        "Low level",
        "100 mm below normal level",
        "10 s",
    ],
    ["Thermal oil exp. tank", "LS-173", "10C", "Low level", "150 mm below normal level", "5 s"],
    ["Emergency gen. fuel tank", "LS-181", "10A", "Low level", "450 mm above tank bottom", "20 s"],
    [
        "Hydraulic oil tank (steering gear)",
        "LS-182",
        "10A",
        "Low-low",
        "see steering gear manual",
        "0 s",
    ],
]

MARLEC = {
    "file": "marlec-mls10-level-switches-alarm-system.pdf",
    "title": "Marlec MLS-10 Magnetic float level switches and tank level alarm system - Technical manual",
    "maker": "Marlec Instrumentation Ltd",
    "style": _ML_STYLE,
    "hdr_left": "MARLEC INSTRUMENTATION",
    "hdr_right": "MLS-10 Technical Manual  TM-0410  Issue 3",
    "ftr_left": "Marlec Instrumentation Ltd, Southampton  -  Commercial in confidence",
    "ftr_fmt": "Page {n} of {total}",
    "cover": _cover(
        "MARLEC INSTRUMENTATION",
        ["MLS-10", "Magnetic float level switches", "and tank level alarm system"],
        [
            "Technical manual: installation, operation and maintenance",
            "Switch types MLS-10A, MLS-10B, MLS-10C",
            "Relay panel RP-10 (16 channels)",
            "Publication TM-0410, Issue 3",
        ],
        band=(0.05, 0.15, 0.35),
        foot="Marlec Instrumentation Ltd, Unit 4, Marine Park, Southampton SO14",
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
                        ("2", "System description", 3),
                        ("2.3", "Switch types", 4),
                        ("3", "Tank set points", 5),
                        ("4", "Relay panel RP-10", 7),
                        ("5", "Commissioning and testing", 8),
                        ("6", "Maintenance", 9),
                        ("7", "Fault finding", 9),
                        ("8", "Spare parts", 10),
                    ],
                ),
                (
                    "p",
                    "This manual covers the standard MLS-10 switches and the RP-10 relay panel. "
                    "Intrinsically safe switches (MLS-10Ex) for installation in hazardous areas are "
                    "covered by separate publication TM-0412 and shall not be installed or tested using "
                    "the procedures in this manual.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety"),
                (
                    "box",
                    (
                        "WARNING",
                        "Switch heads are connected to 230 V AC. Isolate the relay panel RP-10 at its "
                        "supply breaker and lock off before removing any switch head cover.",
                    ),
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Fuel tanks may contain hydrogen sulphide. Do not withdraw a switch from a fuel "
                        "tank until the tank atmosphere has been tested and a permit to work issued.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "The float contains a permanent magnet. Keep it away from compass, watches and "
                        "steel swarf; swarf sticking to the float will prevent it from moving.",
                    ),
                ),
                ("h1", "2  System description"),
                ("h2", "2.1  General"),
                (
                    "p",
                    "Each MLS-10 switch consists of a float carrying a ring magnet, which slides on a "
                    "guide stem. A hermetically sealed reed contact inside the stem is operated when the "
                    "float passes it. The switches are wired to the relay panel RP-10, which provides the "
                    "alarm delays, the relay outputs to the alarm and monitoring system and the local "
                    "indication.",
                ),
                ("h2", "2.2  Mounting"),
                (
                    "p",
                    "Switches are mounted vertically from the tank top through a DN50 PN16 flange. The "
                    "maximum permitted deviation from vertical is 30 degrees. Side mounted switches "
                    "(horizontal pivoting float) are not part of the MLS-10 range.",
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "The set point is the distance from the flange face to the float switching point "
                        "and is fixed at the factory by the position of the stop collars. It is stamped on "
                        "the switch head label.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "2.3  Switch types"),
                (
                    "p",
                    "Three types are supplied. The type letter is the last character of the model "
                    "designation on the head label (for example MLS-10B).",
                ),
                (
                    "table",
                    {
                        "groups": [("", 1), ("Float", 3), ("Contact", 2), ("Limits", 2)],
                        "cols": [
                            "Type",
                            "Material",
                            "Dia. mm",
                            "Min. SG",
                            "Rating",
                            "Form",
                            "Max. temp.",
                            "Max. pressure",
                        ],
                        "rows": [
                            [
                                "MLS-10A",
                                "AISI 316",
                                "52",
                                "0.70",
                                "230 V AC, 1 A",
                                "SPDT",
                                "120 °C",
                                "16 bar",
                            ],
                            [
                                "MLS-10B",
                                "Buna-N (NBR)",
                                "44",
                                "0.60",
                                "24 V DC, 0.5 A",
                                "SPST-NO",
                                "80 °C",
                                "10 bar",
                            ],
                            [
                                "MLS-10C",
                                "Titanium",
                                "52",
                                "0.75",
                                "230 V AC, 1 A",
                                "SPDT",
                                "150 °C",
                                "25 bar",
                            ],
                        ],
                        "widths": [1.0, 1.3, 0.7, 0.7, 1.3, 0.9, 0.9, 1.0],
                        "boldfirst": True,
                    },
                ),
                ("caption", "Table 2 Switch types"),
                (
                    "p",
                    "Type A is the general purpose switch for fuel and lubricating oil tanks. Type B, with "
                    "the lighter float, is used for water, bilge and sewage service. Type C is used where "
                    "the medium is heated (settling and service tanks, expansion tanks).",
                ),
                ("h2", "2.4  Stem lengths"),
                (
                    "p",
                    "Stem lengths are available from 150 mm to 3000 mm in steps of 50 mm. Stems longer "
                    "than 1500 mm must be supported by a bottom guide bracket (part no. MLS-0425).",
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Do not fit a type B switch in a fuel or lubricating oil tank. The NBR float swells "
                        "in hydrocarbons and will sink after a few months.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Tank set points"),
                (
                    "p",
                    "Table 3 lists the switches fitted, their type and the factory set points. Set points "
                    "for high level alarms are given below the tank top; low level set points above the "
                    "tank bottom unless stated otherwise.",
                ),
                ("caption", "Table 3 Switch schedule and set points"),
                ("table", {"cols": _ML_SPCOLS, "rows": _ML_SP1, "widths": _ML_SPW, "size": 8.4}),
            ]
        },
        {
            "blocks": [
                ("caption", "Table 3 Switch schedule and set points (continued)"),
                ("table", {"cols": _ML_SPCOLS, "rows": _ML_SP2, "widths": _ML_SPW, "size": 8.4}),
                (
                    "box",
                    (
                        "NOTE",
                        "High-high (overfill) switches on bunker tanks are wired to the separate overfill "
                        "alarm with horn and beacon on deck at the bunker station. Their delay shall not "
                        "be increased above 2 s.",
                    ),
                ),
                (
                    "p",
                    "Delays are set on the RP-10 channel card by DIP switch (see section 4). Where a tank "
                    "is subject to sloshing in a seaway the delay may be increased, except for overfill "
                    "alarms, up to a maximum of 60 s.",
                ),
            ]
        },
        {
            "landscape": True,
            "blocks": [
                ("h1", "4  Relay panel RP-10"),
                (
                    "p",
                    "The RP-10 has 16 input channels on plug-in cards. Each channel has its own delay "
                    "timer, a potential-free changeover output relay and a front LED. Table 4 gives the "
                    "channel allocation as delivered.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Ch.",
                            "Terminals",
                            "Switch",
                            "Alarm text (AMS)",
                            "Code",
                            "Output relay",
                            "LED",
                            "Group",
                        ],
                        "rows": [
                            [
                                "1",
                                "X1:1-2",
                                "LS-101/103",
                                "HFO BUNKER TK HIGH",
                                "A-01",
                                "K1",
                                "amber",
                                "G1 fuel",
                            ],
                            [
                                "2",
                                "X1:3-4",
                                "LS-102/104/106",
                                "HFO BUNKER TK OVERFILL",
                                "A-02",
                                "K2",
                                "red",
                                "G1 fuel",
                            ],
                            [
                                "3",
                                "X1:5-6",
                                "LS-111/113",
                                "HFO SETT/SERV TK HIGH",
                                "A-03",
                                "K3",
                                "amber",
                                "G1 fuel",
                            ],
                            [
                                "4",
                                "X1:7-8",
                                "LS-112/114",
                                "HFO SETT/SERV TK LOW",
                                "A-04",
                                "K4",
                                "red",
                                "G1 fuel",
                            ],
                            [
                                "5",
                                "X1:9-10",
                                "LS-121/123",
                                "MGO TK HIGH",
                                "A-05",
                                "K5",
                                "amber",
                                "G1 fuel",
                            ],
                            [
                                "6",
                                "X1:11-12",
                                "LS-122",
                                "MGO SERV TK LOW",
                                "A-06",
                                "K6",
                                "red",
                                "G1 fuel",
                            ],
                            [
                                "7",
                                "X2:1-2",
                                "LS-131",
                                "ME LO SUMP LOW",
                                "A-07",
                                "K7",
                                "red",
                                "G2 lube",
                            ],
                            [
                                "8",
                                "X2:3-4",
                                "LS-132/133",
                                "AE / STERN TUBE LO LOW",
                                "A-08",
                                "K8",
                                "red",
                                "G2 lube",
                            ],
                            [
                                "9",
                                "X2:5-6",
                                "LS-141/147/148",
                                "SLUDGE/DRAIN/LEAK TK HIGH",
                                "A-09",
                                "K9",
                                "amber",
                                "G3 waste",
                            ],
                            [
                                "10",
                                "X2:7-8",
                                "LS-143/144/145",
                                "ER BILGE WELL HIGH",
                                "A-10",
                                "K10",
                                "red",
                                "G3 waste",
                            ],
                            [
                                "11",
                                "X2:9-10",
                                "LS-142/146",
                                "BILGE HOLD/OWS TK HIGH",
                                "A-11",
                                "K11",
                                "amber",
                                "G3 waste",
                            ],
                            [
                                "12",
                                "X2:11-12",
                                "LS-151/152",
                                "SEWAGE/GREY TK HIGH",
                                "A-12",
                                "K12",
                                "amber",
                                "G3 waste",
                            ],
                            [
                                "13",
                                "X3:1-2",
                                "LS-161/162/163",
                                "FW / DIST TK LOW",
                                "A-13",
                                "K13",
                                "amber",
                                "G4 water",
                            ],
                            [
                                "14",
                                "X3:3-4",
                                "LS-171/172",
                                "CW EXP TK LOW",
                                "A-14",
                                "K14",
                                "red",
                                "G4 water",
                            ],
                            [
                                "15",
                                "X3:5-6",
                                "LS-173",
                                "TH OIL EXP TK LOW",
                                "A-15",
                                "K15",
                                "red",
                                "G2 lube",
                            ],
                            [
                                "16",
                                "X3:7-8",
                                "LS-181",
                                "EM GEN FO TK LOW",
                                "A-16",
                                "K16",
                                "red",
                                "G1 fuel",
                            ],
                        ],
                        "widths": [0.4, 0.9, 1.3, 2.6, 0.6, 0.9, 0.6, 0.9],
                        "size": 8.2,
                    },
                ),
                (
                    "p",
                    "Supply 230 V AC 50/60 Hz or 24 V DC (selectable by link LK1). Output relay contacts are "
                    "rated 250 V AC 5 A. Channel fault (wire break) is detected by a 10 kOhm end-of-line "
                    "resistor in each switch head and is reported as code F-00 on the common fault relay K17.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "5  Commissioning and testing"),
                ("h2", "5.1  Functional test of a switch"),
                (
                    "box",
                    (
                        "WARNING",
                        "Testing an overfill switch activates the deck horn and beacon. Inform the bridge "
                        "and the bunker station before testing channel 2.",
                    ),
                ),
                (
                    "ol",
                    [
                        "Inform the duty engineer and the bridge that alarm tests are in progress.",
                        "At the RP-10, set the channel test switch of the channel concerned to TEST. This "
                        "inhibits the output to the AMS while leaving the front LED active.",
                        "Remove the test plug from the switch head and insert the test magnet (part no. "
                        "MLS-0610) into the test pocket.",
                        "Confirm that the channel LED lights after the set delay. Remove the magnet and "
                        "confirm that the LED goes out.",
                        "Return the channel test switch to NORMAL and refit the test plug.",
                        "Record the test in the planned maintenance log.",
                    ],
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "The magnet test proves the reed contact and wiring only. It does not prove that "
                        "the float is free on the stem. A float check requires withdrawal of the switch "
                        "or raising the tank level.",
                    ),
                ),
                ("h2", "5.2  Insulation test"),
                (
                    "p",
                    "Disconnect the switch at the RP-10 terminals before testing. Test at 500 V DC between "
                    "each conductor and earth. The minimum acceptable insulation resistance is 2 MOhm. "
                    "Never apply the insulation tester to the RP-10 electronics.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Maintenance"),
                (
                    "table",
                    {
                        "cols": ["Task", "Interval", "Ref."],
                        "rows": [
                            [
                                "Magnet test of all overfill switches",
                                "Before each bunkering",
                                "5.1",
                            ],
                            ["Magnet test of all other switches", "3 months", "5.1"],
                            ["Check RP-10 LEDs with lamp test button", "Weekly", "-"],
                            [
                                "Withdraw switch, clean float and stem",
                                "12 months or at tank cleaning",
                                "6.1",
                            ],
                            ["Insulation test of switch cables", "12 months", "5.2"],
                            ["Replace RP-10 back-up battery", "5 years", "-"],
                        ],
                        "widths": [3.0, 2.0, 0.6],
                        "ruled": True,
                    },
                ),
                ("h2", "6.1  Cleaning of float and stem"),
                (
                    "p",
                    "Remove the stop collar circlip and slide the float off the stem. Clean the float and "
                    "stem with a non-chlorinated solvent. Check the float for dents and for liquid inside "
                    "by shaking; a float that has taken in liquid shall be replaced. Refit the flange "
                    "gasket new each time; tighten the four M16 flange bolts to 85 Nm.",
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Do not refit the float upside down. The float is marked TOP; if inverted the "
                        "switching point moves by approximately 20 mm.",
                    ),
                ),
                ("h1", "7  Fault finding"),
                (
                    "ul",
                    [
                        "Alarm permanently on, float free: reed contact welded. Replace the stem "
                        "assembly.",
                        "No alarm when tank level passes set point: float stuck by sludge or swarf, or "
                        "float flooded. Withdraw and clean or replace the float.",
                        "Code F-00 on the common fault relay K17: open circuit or missing end-of-line "
                        "resistor. Check the cable and terminal screws in the switch head.",
                        "Intermittent alarm in a seaway: delay too short. Increase delay on the channel "
                        "card (not for overfill channels).",
                        "All LEDs off: check supply fuse F1 (2 A T) on the RP-10 power card.",
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "8  Spare parts"),
                (
                    "table",
                    {
                        "cols": ["Part no.", "Description", "Qty per ship"],
                        "rows": [
                            ["MLS-0101", "Float, AISI 316, dia. 52 mm (type A)", "2"],
                            ["MLS-0102", "Float, NBR, dia. 44 mm (type B)", "2"],
                            ["MLS-0103", "Float, titanium, dia. 52 mm (type C)", "1"],
                            ["MLS-0210", "Stop collar with circlip", "4"],
                            ["MLS-0305", "Flange gasket DN50, non-asbestos", "6"],
                            ["MLS-0425", "Bottom guide bracket", "-"],
                            ["MLS-0510", "Head terminal block with end-of-line resistor", "2"],
                            ["MLS-0610", "Test magnet with lanyard", "1"],
                            ["RP-1016", "RP-10 channel card", "1"],
                            ["RP-1020", "RP-10 power card", "-"],
                            ["RP-1031", "Fuse 2 A T, 5 x 20 mm (pack of 10)", "1"],
                        ],
                        "widths": [1.0, 3.6, 1.0],
                    },
                ),
                (
                    "p",
                    "Reed stem assemblies are made to the length and set point of each switch. When "
                    "ordering, quote the tag number and the serial number stamped on the head label.",
                ),
            ]
        },
    ],
}


# ================================================================ 3. Bunkertek BS-2

_BT_STYLE = {
    "h1": 11.6,
    "h2": 9.8,
    "body": 8.8,
    "hcolor": (0.2, 0.2, 0.2),
    "h1rule": True,
    "olfmt": "{})",
}

BUNKERTEK = {
    "file": "bunkertek-bs2-drip-sampler-service.pdf",
    "title": "Bunkertek BS-2 Continuous drip bunker sampler - Service notes",
    "maker": "Bunkertek Marine Services",
    "style": _BT_STYLE,
    "hdr_left": "BUNKERTEK",
    "hdr_right": "BS-2 SERVICE NOTES  SN-BS2  REV D",
    "ftr_left": "Bunkertek Marine Services - for ship's staff use",
    "ftr_fmt": "SN-BS2 / {n}",
    "cover": _cover(
        "BUNKERTEK",
        ["BS-2", "Continuous drip bunker sampler", "service notes"],
        [
            "Sampler for bunker manifold, DN100 - DN250 lines",
            "Sampling valve, needle valve, cubitainer holder",
            "Incl. MARPOL Annex VI sampling notes",
            "SN-BS2, rev D",
        ],
        band=(0.25, 0.25, 0.25),
        foot="Bunkertek Marine Services, Rotterdam",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "CONTENTS"),
                (
                    "toc",
                    [
                        ("1", "Safety", 3),
                        ("2", "Description", 3),
                        ("3", "Tech data", 4),
                        ("4", "Sampling procedure", 5),
                        ("5", "Alarm codes", 6),
                        ("6", "Service", 7),
                        ("7", "Fault table", 8),
                        ("8", "Parts", 9),
                    ],
                ),
                (
                    "p",
                    "Notes apply to BS-2 manual version and BS-2A (with timer unit TU-2). Automatic "
                    "flow-proportional version BS-2F not covered.",
                ),
            ]
        },
        {
            "top": [
                ("h1", "1  SAFETY / 2  DESCRIPTION"),
            ],
            "cols": 2,
            "left": [
                ("h2", "1  Safety"),
                (
                    "ul",
                    [
                        "Hot fuel. Line temp up to 60 °C. Gloves + face shield.",
                        "H2S possible at manifold. Personal gas meter on.",
                        "Spill tray under sampler at all times.",
                        "No sampling valve opening w/o cubitainer fitted.",
                        "Earth strap to be connected before bunkering.",
                    ],
                ),
                ("h2", "2  Description"),
                (
                    "p",
                    "BS-2 = probe in bunker line + sampling valve + needle valve + cubitainer holder. "
                    "Probe faces upstream, takes small continuous drip over whole delivery. Drip "
                    "collected in cubitainer (sealed plastic container). After delivery: cubitainer "
                    "shaken, split into sample bottles, bottles sealed.",
                ),
                (
                    "p",
                    "Sampler at ship's bunker manifold = MARPOL sample point, receiving ship's side.",
                ),
            ],
            "right": [
                ("h2", "2.1  Main parts"),
                (
                    "table",
                    {
                        "cols": ["Item", "Part"],
                        "rows": [
                            ["1", "Probe, ss, bevel cut"],
                            ["2", "Ball valve BV-1, 1/2 in"],
                            ["3", "Needle valve NV-2"],
                            ["4", "Sight glass SG-3"],
                            ["5", "Cubitainer holder, lockable"],
                            ["6", "Cubitainer 4 l"],
                            ["7", "Timer unit TU-2 (BS-2A)"],
                        ],
                        "widths": [0.5, 2.6],
                        "size": 8.2,
                    },
                ),
                (
                    "p",
                    "Holder lockable with numbered plastic seal. Seal no. noted on BDN and sample label.",
                ),
                (
                    "p",
                    "BS-2A: TU-2 opens solenoid SV-4 for 1 s every 10 s (factory). Adj range 5-60 s.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "3  TECH DATA"),
                (
                    "table",
                    {
                        "cols": ["Item", "Value", "Remark"],
                        "rows": [
                            ["Line size", "DN100 - DN250", "probe length per line size"],
                            ["Design press", "16 bar", "PN16 flange"],
                            ["Max fuel temp", "80 °C", ""],
                            ["Max viscosity", "700 cSt at 50 °C", "RMK 700"],
                            ["Drip rate", "1 - 3 drops/s", "set on NV-2"],
                            ["Sample volume", "approx. 3 l per delivery", "target"],
                            ["Cubitainer", "4 l, HDPE", "single use"],
                            ["Sample bottles", "4 x 750 ml", "min. 400 ml each (MARPOL)"],
                            ["Probe material", "AISI 316L", ""],
                            ["Seals", "Viton (FKM)", "not NBR"],
                            ["TU-2 supply", "24 V DC", "BS-2A only"],
                            ["Weight", "6,8 kg", "without cubitainer"],
                        ],
                        "widths": [1.4, 1.8, 2.0],
                        "ruled": False,
                        "underline": False,
                        "size": 8.8,
                    },
                ),
                (
                    "pi",
                    "Drip rate guide: total delivery time in h x 1000 = approx. number of drops needed for "
                    "3 l. Long deliveries (> 10 h): 1 drop/s. Short (< 3 h): 3 drops/s.",
                ),
                ("h2", "3.1  Probe length"),
                (
                    "p",
                    "Probe tip at pipe centre line. DN100: 55 mm insertion. DN150: 80 mm. DN200: 105 mm. "
                    "DN250: 130 mm.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  SAMPLING PROCEDURE"),
                (
                    "table",
                    {
                        "cols": ["Step", "Action"],
                        "rows": [
                            [
                                "1",
                                "Chk BV-1 and NV-2 closed. Chk holder clean, drip tray in place.",
                            ],
                            [
                                "2",
                                "Fit new cubitainer. Close holder, fit numbered seal. Both parties witness.",
                            ],
                            ["3", "Record seal no. in bunker log and on sample labels."],
                            ["4", "Start of pumping: open BV-1 fully."],
                            ["5", "Open NV-2 slowly. Adj drip rate at SG-3 (see 3)."],
                            ["6", "Chk drip rate every 30 min and after each pump rate change."],
                            ["7", "End of pumping: close NV-2, then BV-1."],
                            ["8", "Break seal in presence of supplier rep. Remove cubitainer."],
                            [
                                "9",
                                "Shake cubitainer min. 1 min. Fill 4 bottles in turns, 3 passes each.",
                            ],
                            ["10", "Seal bottles, labels signed by both parties."],
                        ],
                        "widths": [0.5, 5.2],
                    },
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Never drain line through sampler. Never blow probe with air while line pressurised.",
                    ),
                ),
                ("h2", "4.1  Bottle distribution"),
                (
                    "ul",
                    [
                        "Bottle 1: MARPOL retained sample. Kept on board min. 12 months.",
                        "Bottle 2: supplier.",
                        "Bottle 3: fuel testing lab.",
                        "Bottle 4: ship's reserve (dispute).",
                    ],
                ),
                (
                    "p",
                    "MARPOL sample stored in locker outside accommodation, away from heat. Label: ship, "
                    "port, date, supplier, grade, seal no., BDN no.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  ALARM CODES (BS-2A, TU-2 DISPLAY)"),
                (
                    "p",
                    "TU-2 shows code on display + red LED. Acknowledge with key ACK. Code table below "
                    "= copy of label inside TU-2 cover.",
                ),
                (
                    "imgtable",
                    {
                        "title": "TU-2 ALARM / FAULT CODES",
                        "cols": ["Code", "Meaning", "Action"],
                        "rows": [
                            ["E01", "Supply voltage low (< 20 V DC)", "Chk 24 V supply, fuse F2"],
                            ["E02", "SV-4 coil open circuit", "Chk coil resistance, 38 ohm nom."],
                            ["E03", "No drip detected 5 min", "Chk NV-2, probe blocked?"],
                            [
                                "E04",
                                "Cubitainer level high (> 3,6 l)",
                                "Reduce pulse rate / change container",
                            ],
                            ["E05", "Holder door open during sampling", "Close door, chk seal"],
                            ["E06", "Line pressure < 0,5 bar", "Pumping stopped? Close NV-2"],
                            ["E07", "Internal memory fault", "Power off/on. Repeat: repl TU-2"],
                            ["E08", "Heater fault (heated version)", "Chk heater fuse F3"],
                        ],
                        "widths": [0.6, 2.4, 2.4],
                        "size": 9.0,
                        "below": "Label 5-1, inside TU-2 cover",
                    },
                ),
                (
                    "p",
                    "Codes logged with time stamp. Log read-out via USB, file BSLOG.CSV. Log to be kept "
                    "with bunker documents.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  SERVICE"),
                ("h2", "6.1  After each bunkering"),
                (
                    "ul",
                    [
                        "Flush NV-2 + SG-3 with MGO. Drain to drip tray.",
                        "Clean holder. Chk holder door hinge + lock.",
                        "Chk SG-3 glass for cracks. Repl if cracked.",
                    ],
                ),
                ("h2", "6.2  Every 6 months"),
                (
                    "ul",
                    [
                        "Remove probe. Chk bevel tip for erosion. Clean bore with 4 mm rod.",
                        "Repl BV-1 stem seals (kit BT-2210).",
                        "Chk NV-2 needle + seat. Lap if scored.",
                    ],
                ),
                ("h2", "6.3  Every 2 years / 20 bunkerings"),
                (
                    "ul",
                    [
                        "Repl all Viton O-rings (kit BT-2200).",
                        "Repl SG-3 glass + gaskets.",
                        "Pressure test sampler 24 bar, 10 min, no leak.",
                    ],
                ),
                ("h2", "6.4  Torques"),
                (
                    "p",
                    "Probe flange bolts M16: 90 Nm crosswise. SG-3 cover screws: 8 Nm, do not exceed "
                    "(glass cracks). NV-2 gland nut: hand tight + 1/4 turn. Holder hinge screws M6: 6 Nm.",
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Line isolated + drained before probe removal. Probe removal under pressure "
                        "not possible (no retraction device).",
                    ),
                ),
                ("h2", "6.5  Needle valve adjustment"),
                (
                    "p",
                    "NV-2 fully closed to 1 drop/s approx. 3/4 turn at 40 cSt. Heavier grades: more "
                    "turns needed. Max opening 4 turns.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  FAULT TABLE"),
                (
                    "table",
                    {
                        "cols": ["Symptom", "Cause", "Remedy"],
                        "rows": [
                            [
                                "No drip",
                                "Probe blocked / NV-2 closed / fuel cold",
                                "Clean probe at next stop. Open NV-2 1/4 turn. Chk fuel temp.",
                            ],
                            [
                                "Drip rate falls during delivery",
                                "Viscosity up (fuel cooling) / pump rate down",
                                "Re-adj NV-2. Chk every 30 min.",
                            ],
                            [
                                "Cubitainer overfilled",
                                "Drip rate too high",
                                "Reduce to 1 drop/s. Use 2nd cubitainer, record both seal nos.",
                            ],
                            [
                                "Leak at SG-3",
                                "Gasket old / cover screws over-torqued",
                                "Repl gaskets. Torque 8 Nm.",
                            ],
                            ["Leak at BV-1 stem", "Stem seals worn", "Repl kit BT-2210."],
                            [
                                "Sample water-contaminated",
                                "Water in line at start",
                                "Note in log. Do not stop sampling.",
                            ],
                            ["Holder cannot be sealed", "Hasp bent", "Repl hasp BT-2340."],
                        ],
                        "widths": [1.4, 2.0, 2.4],
                    },
                ),
                (
                    "p",
                    "Dispute: sampler and cubitainer seal nos. + photos of sealed holder to be sent with "
                    "Letter of Protest. Do not clean sampler before surveyor inspection.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "8  PARTS"),
                (
                    "table",
                    {
                        "cols": ["Part no.", "Description", "Qty"],
                        "rows": [
                            ["BT-2100", "Probe DN100, AISI 316L", "1"],
                            ["BT-2101", "Probe DN150", "1"],
                            ["BT-2102", "Probe DN200", "1"],
                            ["BT-2103", "Probe DN250", "1"],
                            ["BT-2200", "O-ring kit, Viton, complete", "1"],
                            ["BT-2210", "Stem seal kit BV-1", "2"],
                            ["BT-2250", "Needle + seat NV-2", "1"],
                            ["BT-2300", "Sight glass SG-3 with gaskets", "1"],
                            ["BT-2340", "Hasp for holder", "1"],
                            ["BT-2400", "Cubitainer 4 l (box of 20)", "1"],
                            ["BT-2410", "Numbered plastic seals (bag of 100)", "1"],
                            ["BT-2420", "Sample bottle 750 ml with cap (box of 24)", "1"],
                            ["BT-2500", "Timer unit TU-2, 24 V DC", "-"],
                            ["BT-2510", "Solenoid valve SV-4 coil 24 V DC", "1"],
                        ],
                        "widths": [1.0, 3.6, 0.6],
                        "ruled": True,
                    },
                ),
                ("p", "Parts for BS-2F: contact Bunkertek service."),
            ]
        },
    ],
}


# ================================================================ 4. Cascade CPW-30

_CP_STYLE = {"h1": 13.0, "h2": 10.8, "body": 9.3, "hcolor": (0.65, 0.3, 0.0), "h1rule": True}

CASCADE = {
    "file": "cascade-cpw30-pressure-washer-manual.pdf",
    "title": "Cascade CPW-30 Deck pressure washer - Owner's manual",
    "maker": "Cascade Cleaning Systems Inc.",
    "style": _CP_STYLE,
    "hdr_left": "CASCADE CLEANING SYSTEMS",
    "hdr_right": "CPW-30 Owner's Manual  Form 8832-M",
    "ftr_left": "Cascade Cleaning Systems Inc., Tacoma WA  -  Marine Division",
    "ftr_fmt": "{n}",
    "cover": _cover(
        "CASCADE CLEANING SYSTEMS",
        ["CPW-30", "Deck high-pressure washer", "Electric, 3-phase"],
        [
            "Owner's manual: operation, maintenance, parts",
            "Models CPW-30 (440 V / 60 Hz) and CPW-30E (400 V / 50 Hz)",
            "Triple plunger pump CP-3 with unloader UL-30",
            "Form 8832-M",
        ],
        band=(0.65, 0.3, 0.0),
        foot="Cascade Cleaning Systems Inc., Tacoma, WA 98421, USA",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Table of Contents"),
                (
                    "toc",
                    [
                        ("1", "Safety", 3),
                        ("2", "Specifications", 4),
                        ("3", "Nozzle chart", 5),
                        ("4", "Operating instructions", 6),
                        ("5", "Maintenance", 7),
                        ("6", "Troubleshooting", 8),
                        ("7", "Parts list", 9),
                    ],
                ),
                (
                    "p",
                    "Read this manual completely before operating the washer. Keep it with the unit. "
                    "The hot water model CPW-30H (oil-fired burner) is covered in Form 8840-M.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety"),
                (
                    "box",
                    (
                        "DANGER",
                        "High pressure spray can pierce skin and underlying tissue, causing serious injury "
                        "and possible amputation. Never point the gun at people or animals. Get medical "
                        "help immediately for any injection injury, even if it looks minor.",
                    ),
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Risk of electric shock. Connect only to a grounded circuit protected by a ground "
                        "fault device. Do not spray at the motor, the starter box or deck sockets.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Do not run the pump dry. Operation without water for more than 30 seconds will "
                        "damage the plunger packings.",
                    ),
                ),
                (
                    "ul",
                    [
                        "Always engage the trigger safety latch when not spraying.",
                        "Wear safety glasses, hearing protection and non-slip boots. Sound level at the "
                        "operator is 88 dB(A).",
                        "Never use the 0 degree (red) tip on painted surfaces, rubber seals or deck "
                        "coatings.",
                        "Relieve pressure before disconnecting hoses: stop the motor, then squeeze the "
                        "trigger.",
                        "Do not use flammable liquids or solvents in the detergent system.",
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "2  Specifications"),
                (
                    "kv",
                    [
                        ("Operating pressure", "3,000 psi (207 bar)"),
                        ("Flow", "4.0 gpm (15.1 l/min)"),
                        ("Motor", "7.5 hp (5.5 kW), 1,750 rpm, TEFC, IP55"),
                        ("Supply CPW-30", "440 V, 3-ph, 60 Hz, 10.2 A"),
                        ("Supply CPW-30E", "400 V, 3-ph, 50 Hz, 11.0 A"),
                        ("Pump", "CP-3 triple plunger, ceramic plungers, 18 mm"),
                        ("Pump crankcase oil", "SAE 30 non-detergent, 18 fl oz (0.53 l)"),
                        ("Unloader UL-30 setting", "3,200 psi (220 bar) max."),
                        ("Thermal relief valve", "opens at 145 °F (63 °C)"),
                        ("Max. inlet water temperature", "140 °F (60 °C)"),
                        ("Min. inlet pressure", "20 psi (1.4 bar)"),
                        ("Inlet filter", "80 mesh, 3/4 in GHT"),
                        ("Hose", "50 ft (15 m), 3/8 in, 4,000 psi rated"),
                        ("Weight", "265 lb (120 kg)"),
                        ("Dimensions (L x W x H)", "38 x 24 x 36 in (965 x 610 x 915 mm)"),
                    ],
                ),
                ("h2", "2.1  Component identification"),
                (
                    "p",
                    "The washer is built on a stainless steel frame with lifting eyes. The motor drives "
                    "the pump through a flexible coupling (Lovejoy L-100 type). The unloader UL-30 is "
                    "mounted on the pump outlet manifold and by-passes the water back to the pump inlet "
                    "when the trigger gun is closed. The detergent injector draws chemical only when a "
                    "low-pressure (black) tip is fitted.",
                ),
                (
                    "p",
                    "The starter box has the ON/OFF switch, overload relay (set to 11 A) and a 5 minute "
                    "total stop timer (TSS) which shuts the motor down if the trigger stays closed.",
                ),
            ]
        },
        {
            "sideways": True,
            "blocks": [
                ("h1", "3  Nozzle chart"),
                (
                    "p",
                    "Quick-connect tips, 1/4 in. Flow in gpm at the pressure shown; metric values in "
                    "brackets (l/min). Orifice size 4.0 is supplied fitted for 3,000 psi operation.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Tip color",
                            "Spray angle",
                            "Part no.",
                            "Orifice",
                            "at 2,000 psi (138 bar)",
                            "at 2,500 psi (172 bar)",
                            "at 3,000 psi (207 bar)",
                            "Typical use",
                        ],
                        "rows": [
                            [
                                "Red",
                                "0°",
                                "CN-0040",
                                "4.0",
                                "2.8 gpm (10.6)",
                                "3.2 gpm (12.1)",
                                "3.5 gpm (13.2)",
                                "Rust scale, steel only",
                            ],
                            [
                                "Yellow",
                                "15°",
                                "CN-1540",
                                "4.0",
                                "2.8 gpm (10.6)",
                                "3.2 gpm (12.1)",
                                "3.5 gpm (13.2)",
                                "Stripping, heavy dirt",
                            ],
                            [
                                "Green",
                                "25°",
                                "CN-2540",
                                "4.0",
                                "2.8 gpm (10.6)",
                                "3.2 gpm (12.1)",
                                "3.5 gpm (13.2)",
                                "General deck cleaning",
                            ],
                            [
                                "White",
                                "40°",
                                "CN-4040",
                                "4.0",
                                "2.8 gpm (10.6)",
                                "3.2 gpm (12.1)",
                                "3.5 gpm (13.2)",
                                "Rinsing, windows, paint",
                            ],
                            [
                                "Green",
                                "25°",
                                "CN-2545",
                                "4.5",
                                "3.2 gpm (12.1)",
                                "3.5 gpm (13.2)",
                                "3.9 gpm (14.8)",
                                "Cargo hold washing",
                            ],
                            [
                                "Black",
                                "65°",
                                "CN-6500",
                                "low press.",
                                "-",
                                "-",
                                "-",
                                "Detergent application",
                            ],
                            [
                                "Turbo",
                                "rotating 0°",
                                "CN-T040",
                                "4.0",
                                "2.8 gpm (10.6)",
                                "3.2 gpm (12.1)",
                                "3.5 gpm (13.2)",
                                "Hatch coamings, anchor chain",
                            ],
                        ],
                        "widths": [0.8, 1.0, 0.9, 0.8, 1.3, 1.3, 1.3, 1.8],
                        "size": 8.6,
                    },
                ),
                (
                    "p",
                    "A tip orifice larger than specified lowers the pressure; a smaller orifice raises the "
                    "pressure and makes the unloader cycle. Replace tips when the pressure has dropped by "
                    "more than 10 % or the spray pattern is uneven.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "4  Operating instructions"),
                ("h2", "4.1  Start-up"),
                (
                    "ol",
                    [
                        "Check the pump oil level at the sight glass: it must be at the center dot.",
                        "Connect the water supply hose and open the supply valve fully. Check for at least "
                        "20 psi at the inlet gauge.",
                        "Connect the high-pressure hose and gun. Install the desired tip (see nozzle chart).",
                        "Squeeze the trigger until a steady stream of water flows from the tip, to purge "
                        "air from the pump.",
                        "Switch ON at the starter box. Check motor rotation: arrow on the fan cover.",
                        "Squeeze the trigger to spray. Release the trigger and engage the safety latch "
                        "when stopping.",
                    ],
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Do not leave the washer running with the trigger closed for more than 5 minutes. "
                        "Water recirculating through the unloader heats up and damages the pump seals. The "
                        "thermal relief valve dumps hot water to the deck.",
                    ),
                ),
                ("h2", "4.2  Using detergent"),
                (
                    "p",
                    "Fit the black low-pressure tip. Put the detergent pickup tube with filter into the "
                    "container. Detergent is drawn at a ratio of approx. 1:15. After use, run clear water "
                    "through the injector for 2 minutes.",
                ),
                ("h2", "4.3  Shutdown and cold weather"),
                (
                    "p",
                    "Switch OFF, close the water supply and squeeze the trigger to relieve pressure. When "
                    "temperatures below 32 °F (0 °C) are expected, drain the pump and pump through an "
                    "RV-type antifreeze (approx. 1 gal / 3.8 l) until it comes out of the gun.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  Maintenance"),
                (
                    "table",
                    {
                        "cols": ["Item", "Daily", "50 hrs", "250 hrs", "500 hrs", "Yearly"],
                        "rows": [
                            ["Check pump oil level", "X", "", "", "", ""],
                            ["Clean inlet filter screen", "X", "", "", "", ""],
                            ["Inspect HP hose and fittings", "X", "", "", "", ""],
                            ["Change pump oil (first change)", "", "X", "", "", ""],
                            ["Change pump oil", "", "", "X", "", ""],
                            ["Check coupling insert", "", "", "X", "", ""],
                            ["Replace plunger packings", "", "", "", "X", ""],
                            ["Replace inlet/discharge valves", "", "", "", "X", ""],
                            ["Grease motor bearings", "", "", "", "", "X"],
                        ],
                        "widths": [3.0, 0.8, 0.8, 0.8, 0.8, 0.8],
                    },
                ),
                ("h2", "5.1  Oil change"),
                (
                    "p",
                    "Drain the oil while warm through the drain plug at the rear of the crankcase. Refill "
                    "with 18 fl oz (0.53 l) of SAE 30 non-detergent oil. Do not use multigrade automotive "
                    "oil.",
                ),
                ("h2", "5.2  Valves and packings"),
                (
                    "p",
                    "Remove the valve caps with a 27 mm socket. Pull out the valve assemblies with "
                    "needle-nose pliers. On reassembly, torque valve caps to 75 ft-lb (102 Nm). Manifold "
                    "bolts are torqued to 18 ft-lb (24 Nm) in a crisscross pattern. Connecting rod "
                    "screws: 7 ft-lb (9.5 Nm).",
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Lubricate new packings with a light film of silicone grease only. Petroleum "
                        "grease will swell the packings.",
                    ),
                ),
                ("h2", "5.3  Unloader"),
                (
                    "p",
                    "The unloader UL-30 is factory set and sealed. Do not adjust unless a pressure gauge "
                    "is fitted at the pump outlet. Never set it above 3,200 psi (220 bar).",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Troubleshooting"),
                (
                    "table",
                    {
                        "cols": ["Problem", "Probable cause", "Solution"],
                        "rows": [
                            [
                                "Low pressure",
                                "Worn tip; unloader by-passing; worn packings; inlet filter clogged",
                                "Replace tip; check UL-30; replace packings; clean filter",
                            ],
                            [
                                "Pressure fluctuates / pulsates",
                                "Air in inlet; stuck or worn valve; low inlet supply",
                                "Check inlet hose clamps; clean/replace valves; check 20 psi at inlet",
                            ],
                            [
                                "Water leaking below pump",
                                "Worn plunger packings",
                                "Replace packing kit CP-3K",
                            ],
                            [
                                "Oil leaking between crankcase and manifold",
                                "Worn oil seals",
                                "Replace oil seals (kit CP-3S)",
                            ],
                            [
                                "Milky oil in sight glass",
                                "Water past worn packings and oil seals",
                                "Change oil, replace packings and oil seals",
                            ],
                            [
                                "Motor stops after 5 minutes",
                                "TSS timer, trigger closed",
                                "Normal: press RESET and restart",
                            ],
                            [
                                "Motor trips overload",
                                "Low voltage; unloader set too high",
                                "Check supply; reset UL-30",
                            ],
                            [
                                "Detergent not drawn",
                                "High-pressure tip fitted; pickup filter clogged",
                                "Fit black tip; clean filter",
                            ],
                        ],
                        "widths": [1.5, 2.2, 2.2],
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Parts list"),
                (
                    "table",
                    {
                        "cols": ["Ref.", "Part number", "Description", "Qty"],
                        "rows": [
                            ["1", "CP-3K", "Packing kit, 18 mm (3 plungers)", "1"],
                            ["2", "CP-3V", "Valve kit, inlet/discharge (6 valves)", "1"],
                            ["3", "CP-3S", "Oil seal kit", "1"],
                            ["4", "CP-3P", "Ceramic plunger, 18 mm", "3"],
                            ["5", "UL-30", "Unloader valve, 4,000 psi", "1"],
                            ["6", "UL-30R", "Unloader repair kit", "1"],
                            ["7", "TR-145", "Thermal relief valve 145 °F", "1"],
                            ["8", "GN-500", "Trigger gun, 5,000 psi, with swivel", "1"],
                            ["9", "HS-350", "HP hose 3/8 in x 50 ft", "1"],
                            ["10", "FL-80", "Inlet filter 80 mesh", "1"],
                            ["11", "CI-100", "Coupling insert L-100", "1"],
                            ["12", "OS-30", "Oil SAE 30 non-detergent, 1 qt", "2"],
                        ],
                        "widths": [0.5, 1.2, 3.4, 0.5],
                    },
                ),
                ("capbelow", "Fig. 7-1 Spare parts, CPW-30 and CPW-30E (tips: see nozzle chart)"),
                (
                    "p",
                    "Order parts from Cascade Marine Parts, quoting model and serial number from the "
                    "nameplate on the frame.",
                ),
            ]
        },
    ],
}
