"""Four made-up manuals of other equipment by other makers, held-out set 33a (written blind).

Destilia (DFW-36 fresh water generator, plate type vacuum evaporator) writes translated
European English with decimal commas and carries the flow diagram with tags, a production
factor table printed as a picture and a maintenance interval matrix; Tessmar (OMX-7 oil mist
detector) writes terse service-bulletin fragments and carries a two-column page, borderless data
tables and an alarm / fault code table that runs over a page break; Pendleford (PWC-10 warping
capstan) writes formal UK style with WARNING/CAUTION/NOTE boxes and carries a two-level header
and a landscape maintenance schedule; Polarbrook (IC-300 marine ice cube machine) writes US
style with lb / psi / deg F first and metric in brackets and carries a portrait page whose wide
diagnostic code table is set sideways.  Every page is an explicit list of blocks laid out top
to bottom; a block that does not fit raises, so a question's page is the page its block is
listed on.
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
    for spec in (DESTILIA, TESSMAR, PENDLEFORD, POLARBROOK):
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


# ================================================================ 1. Destilia DFW-36


def _dfw_schematic(pg, x0, y0, w, h):
    s = pg.page.new_shape()

    def P(x, y):
        return (x0 + x, y0 + y)

    def ln(a, b, c, d):
        s.draw_line(P(a, b), P(c, d))

    def L(x, y, t, size=6.8, bold=False):
        pg.text(x0 + x, y0 + y, t, size, bold)

    # shell with condenser, demister and evaporator
    _box_eq(s, *P(180, 20), *P(300, 300))
    _box_eq(s, *P(192, 36), *P(288, 100))
    for k in range(6):
        ln(200 + k * 15, 40, 200 + k * 15, 96)
    L(224, 112, "C-1", 7.5, True)
    _box_eq(s, *P(192, 124), *P(288, 138))
    for k in range(12):
        ln(194 + k * 8, 124, 200 + k * 8, 138)
    L(224, 150, "S-1", 7.5, True)
    _box_eq(s, *P(192, 190), *P(288, 282))
    for k in range(6):
        ln(200 + k * 15, 194, 200 + k * 15, 278)
    L(224, 176, "E-1", 7.5, True)
    # vacuum gauge, vacuum breaker, shell thermometer
    ln(180, 30, 168, 30)
    _instr(s, *P(160, 30), r=8)
    L(132, 14, "PI-1")
    _valve(s, *P(240, 10), vertical=True)
    ln(240, 18, 240, 20)
    L(250, 10, "V-4")
    ln(180, 160, 168, 160)
    _instr(s, *P(160, 160), r=8)
    L(128, 150, "TT-3")
    # jacket water
    ln(0, 210, 192, 210)
    _valve(s, *P(80, 210))
    L(72, 200, "V-1")
    ln(120, 210, 120, 199)
    _instr(s, *P(120, 191), r=8)
    L(132, 186, "TI-1")
    ln(0, 262, 192, 262)
    _valve(s, *P(80, 262))
    L(72, 252, "V-2")
    ln(120, 262, 120, 273)
    _instr(s, *P(120, 281), r=8)
    L(132, 286, "TI-2")
    ln(40, 210, 40, 262)
    _valve(s, *P(40, 236), vertical=True)
    L(8, 239, "V-3")
    L(0, 204, "JW in (from M/E)")
    L(0, 276, "JW return")
    # sea water from P-1 to condenser, cooling SW overboard
    _pump(s, *P(455, 345), r=14)
    L(436, 373, "P-1", 7.5, True)
    ln(455, 331, 455, 45)
    ln(455, 45, 288, 45)
    ln(192, 70, 110, 70)
    _valve(s, *P(130, 70))
    L(122, 60, "V-7")
    L(40, 66, "SW overboard")
    # feed water line with V-5, orifice OR-1, dosing D-1
    ln(455, 292, 288, 292)
    _valve(s, *P(420, 292))
    L(412, 282, "V-5")
    ln(365, 284, 365, 300)
    ln(369, 284, 369, 300)
    L(356, 312, "OR-1")
    ln(330, 292, 330, 278)
    _box_eq(s, *P(322, 262), *P(340, 278))
    L(320, 256, "D-1")
    # ejector suction from shell bottom, ejector EJ-1, overboard
    ln(240, 300, 240, 322)
    ln(240, 322, 385, 322)
    ln(385, 322, 385, 337)
    s.draw_polyline([P(360, 340), P(380, 337), P(430, 337), P(430, 353), P(380, 353), P(360, 350)])
    ln(441, 345, 430, 345)
    L(392, 366, "EJ-1", 7.5, True)
    ln(360, 345, 320, 345)
    ln(320, 345, 320, 375)
    L(300, 385, "brine + air overboard")
    # distillate pump, salinity cell, dump valve, water meter
    ln(288, 140, 345, 140)
    ln(345, 140, 345, 162)
    _pump(s, *P(345, 176), r=13)
    L(326, 204, "P-2", 7.5, True)
    ln(358, 176, 372, 176)
    _box_eq(s, *P(372, 170), *P(388, 182))
    L(370, 194, "SM-1")
    ln(388, 176, 404, 176)
    _valve(s, *P(412, 176))
    L(420, 190, "SV-6")
    ln(412, 182, 412, 240)
    ln(412, 240, 288, 240)
    L(330, 236, "dump return")
    ln(420, 176, 430, 176)
    ln(430, 176, 430, 80)
    _box_eq(s, *P(424, 112), *P(436, 126))
    L(398, 122, "WM-1")
    ln(430, 80, 350, 80)
    L(340, 74, "distillate to FW tank")
    s.finish(color=(0, 0, 0), width=0.9, closePath=False)
    s.commit()
    s2 = pg.page.new_shape()
    s2.draw_polyline([P(380, 170), P(380, 158), P(412, 158), P(412, 170)])
    s2.finish(color=(0.1, 0.3, 0.8), width=0.7, dashes="[3 2] 0", closePath=False)
    s2.commit()
    # legend
    ly = 402
    L(0, ly, "Legend", 8, True)
    items = [
        ("E-1", "Evaporator plate pack"),
        ("C-1", "Condenser plate pack"),
        ("S-1", "Demister (wire mesh separator)"),
        ("EJ-1", "Combined brine / air ejector"),
        ("P-1", "Ejector pump (sea water)"),
        ("P-2", "Distillate pump"),
        ("SM-1", "Salinity cell, salinometer"),
        ("SV-6", "Solenoid dump valve, 3-way"),
        ("WM-1", "Water meter, distillate"),
        ("D-1", "Dosing unit anti-scale"),
        ("OR-1", "Feed water orifice"),
        ("V-1 / V-2", "Jacket water inlet / outlet valve"),
        ("V-3", "Jacket water by-pass valve"),
        ("V-4", "Vacuum breaker valve"),
        ("V-5", "Feed water valve"),
        ("V-7", "Sea water overboard valve"),
        ("PI-1", "Compound gauge, shell vacuum"),
        ("TT-3", "Boiling temperature transmitter"),
    ]
    for i, (tag, desc) in enumerate(items):
        cx = 0 if i < 9 else 250
        cy = ly + 13 + (i % 9) * 11
        L(cx, cy, tag, 6.8, True)
        L(cx + 52, cy, desc, 6.4)


_DF_STYLE = {"h1": 13.0, "h2": 10.6, "body": 9.2, "hcolor": (0.0, 0.3, 0.55), "h1rule": True}

DESTILIA = {
    "file": "destilia-dfw36-fresh-water-generator.pdf",
    "title": "Destilia DFW-16 / 26 / 36 fresh water generator - Manual of use and maintenance",
    "maker": "Destilia Impianti S.r.l.",
    "style": _DF_STYLE,
    "hdr_left": "DESTILIA IMPIANTI",
    "hdr_right": "DFW series  |  MUM-DFW-EN  |  Rev. 05",
    "ftr_left": "Destilia Impianti S.r.l. - translation from the original Italian",
    "ftr_fmt": "Pag. {n} / {total}",
    "cover": _cover(
        "DESTILIA IMPIANTI",
        ["DFW-36", "Fresh water generator", "plate type, vacuum evaporation"],
        [
            "Models DFW-16, DFW-26, DFW-36",
            "Heated by engine jacket water",
            "Manual of use and maintenance MUM-DFW-EN, revision 05",
            "Translation from the original instructions in Italian language",
        ],
        band=(0.0, 0.3, 0.55),
        foot="The manual is part of the plant and is to be conserved on board.",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Index"),
                (
                    "toc",
                    [
                        ("1", "Safety prescriptions", 3),
                        ("2", "Principle of functioning", 3),
                        ("2.2", "Flow diagram", 4),
                        ("3", "Technical characteristics", 5),
                        ("4", "Putting in service and stop", 6),
                        ("5", "Production and water treatment", 7),
                        ("6", "Maintenance programme", 8),
                        ("7", "Anomalies and remedies", 9),
                        ("8", "Spare parts", 10),
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety prescriptions"),
                (
                    "p",
                    "The fresh water generator is to be used only by personnel which has read "
                    "this manual. The produced water is destined for technical use and, after "
                    "a suitable treatment (mineralisation and disinfection), for drinking use. "
                    "Destilia does not respond for the potability of the water.",
                ),
                (
                    "box",
                    (
                        "DANGER",
                        "Do not produce water when the vessel is inside 20 nautical miles from "
                        "the coast, in estuaries or in harbours. The sea water there can contain "
                        "bacteria and hydrocarbons which pass into the distillate.",
                    ),
                ),
                (
                    "ul",
                    [
                        "Before any intervention close the jacket water valves V-1 and V-2 and "
                        "open the by-pass V-3, so that the engine cooling is not disturbed.",
                        "Break the vacuum with V-4 before to open the shell covers.",
                        "The plate packs E-1 and C-1 have sharp edges: use protection gloves.",
                    ],
                ),
                ("h1", "2  Principle of functioning"),
                (
                    "p",
                    "The sea water (feed water) is introduced in the evaporator E-1, where it "
                    "is heated by the jacket water of the main engine and boils at low "
                    "temperature, because the ejector EJ-1 maintains a vacuum of 90 - 93 % in "
                    "the shell. The vapour passes the demister S-1, which holds back the brine "
                    "drops, and condenses in the condenser C-1, which is cooled by the sea "
                    "water of the ejector pump P-1.",
                ),
                ("h2", "2.1  Salinity control"),
                (
                    "p",
                    "The distillate pump P-2 sends the fresh water through the salinity cell "
                    "SM-1. If the salinity is over the set point (factory setting 4 ppm), the "
                    "salinometer switches the dump valve SV-6 and the distillate returns to the "
                    "evaporator. An alarm is given after 10 seconds of high salinity.",
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "2.2  Flow diagram"),
                (
                    "pi",
                    "Figure 2-1: Flow diagram DFW, standard execution (dashed line = salinometer "
                    "signal to dump valve)",
                ),
                ("draw", (505, _dfw_schematic)),
                (
                    "p",
                    "The by-pass valve V-3 stays partially open in service and regulates the "
                    "quantity of jacket water through E-1. The orifice OR-1 fixes the feed "
                    "water quantity; the valve V-5 stays completely open in service.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Technical characteristics"),
                ("caption", "Table 3-1  Main data per model"),
                (
                    "table",
                    {
                        "cols": ["Characteristic", "Unit", "DFW-16", "DFW-26", "DFW-36"],
                        "rows": [
                            ["Nominal production", "t/24 h", "16", "26", "36"],
                            ["Heat demand", "kW", "470", "760", "1050"],
                            ["Jacket water flow", "m³/h", "40", "65", "90"],
                            [
                                "Jacket water inlet temperature",
                                "°C",
                                "65 - 95",
                                "65 - 95",
                                "65 - 95",
                            ],
                            ["Sea water flow, ejector pump P-1", "m³/h", "42", "60", "78"],
                            ["Delivery head P-1", "m", "40", "42", "45"],
                            ["Motor power P-1", "kW", "11", "15", "22"],
                            ["Motor power P-2", "kW", "1,1", "1,5", "2,2"],
                            ["Feed water orifice OR-1, diameter", "mm", "6,5", "8,0", "9,5"],
                            ["Number of plates E-1 / C-1", "-", "24 / 28", "36 / 42", "48 / 56"],
                            ["Weight, empty", "kg", "780", "1040", "1310"],
                            ["Weight, in service", "kg", "930", "1250", "1590"],
                            [
                                "Dimensions L x W x H",
                                "mm",
                                "1250 x 820 x 1650",
                                "1420 x 860 x 1750",
                                "1600 x 900 x 1850",
                            ],
                        ],
                        "widths": [3.0, 0.8, 1.3, 1.3, 1.3],
                        "boldfirst": True,
                    },
                ),
                ("caption", "Table 3-2  Common data"),
                (
                    "kv",
                    [
                        ("Vacuum in service", "90 - 93 % (-0,91 ... -0,93 bar)"),
                        ("Boiling temperature", "45 - 60 °C"),
                        ("Salinity of distillate", "max. 2 ppm (normally below 1,5 ppm)"),
                        ("Salinometer set point", "4 ppm, adjustable 1 - 20 ppm"),
                        ("Sea water pressure before EJ-1", "min. 3,5 bar"),
                        ("Back pressure after EJ-1", "max. 0,8 bar"),
                        ("Sea water temperature range", "2 - 32 °C"),
                        ("Plate material", "titanium, gaskets NBR (glued-free clip-on)"),
                        ("Electric supply", "440 V / 60 Hz / 3 ph, control 230 V"),
                    ],
                ),
                (
                    "p",
                    "Values of production are valid with jacket water inlet 80 °C and sea "
                    "water 28 °C. For other conditions see the factor in Table 5-1.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  Putting in service and stop"),
                ("h2", "4.1  Start"),
                (
                    "ol",
                    [
                        "Verify that the main engine runs with load over 40 % and the jacket "
                        "water temperature is minimum 65 °C.",
                        "Close the vacuum breaker V-4 and the dosing line.",
                        "Open the sea water valves and V-7 overboard. Start the ejector pump P-1.",
                        "Control on PI-1 that the vacuum reaches minimum 90 % within 10 minutes.",
                        "Open V-5 completely. The feed water enters E-1 through the orifice OR-1.",
                        "Open slowly first V-2 and then V-1, then close slowly the by-pass V-3 "
                        "until the boiling temperature on TT-3 is 50 - 55 °C.",
                        "When the level is visible in the sight glass of the condenser (after "
                        "approx. 5 minutes), start the distillate pump P-2 and switch on the "
                        "salinometer.",
                        "Start the dosing pump D-1.",
                    ],
                ),
                (
                    "box",
                    (
                        "ATTENTION",
                        "Do not overpass a boiling temperature of 60 °C. Over this temperature "
                        "the scale forms very quickly on the plates of E-1 and the production "
                        "goes down.",
                    ),
                ),
                ("h2", "4.2  Stop"),
                (
                    "ol",
                    [
                        "Open the by-pass V-3 completely, close V-1 and then V-2.",
                        "Stop the distillate pump P-2 and the salinometer.",
                        "Close V-5. Let run the ejector pump P-1 for 3 minutes more, to "
                        "evacuate the brine from the shell.",
                        "Stop P-1 and open the vacuum breaker V-4.",
                    ],
                ),
                (
                    "p",
                    "If the plant is stopped more than 1 week, the shell is to be drained and "
                    "rinsed with fresh water to avoid corrosion and smells.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  Production and water treatment"),
                (
                    "p",
                    "The production depends from the jacket water temperature and from the sea "
                    "water temperature. Multiply the nominal production of Table 3-1 with the "
                    "factor of Table 5-1.",
                ),
                (
                    "imgtable",
                    {
                        "title": "Table 5-1  Production factor",
                        "groups": [("", 1), ("Sea water temperature", 5)],
                        "cols": ["JW inlet", "15 °C", "20 °C", "25 °C", "28 °C", "32 °C"],
                        "rows": [
                            ["65 °C", "0,78", "0,74", "0,69", "0,66", "0,60"],
                            ["70 °C", "0,90", "0,86", "0,81", "0,78", "0,72"],
                            ["75 °C", "1,02", "0,97", "0,92", "0,89", "0,83"],
                            ["80 °C", "1,13", "1,08", "1,03", "1,00", "0,94"],
                            ["85 °C", "1,22", "1,18", "1,13", "1,10", "1,04"],
                            ["90 °C", "1,30", "1,26", "1,21", "1,18", "1,12"],
                        ],
                        "widths": [1.2, 1, 1, 1, 1, 1],
                        "size": 9.0,
                        "boldfirst": True,
                        "below": "Maximum production is limited to 1,15 x nominal by the "
                        "capacity of C-1.",
                    },
                ),
                ("h2", "5.1  Dosing of anti-scale"),
                (
                    "p",
                    "The dosing unit D-1 injects the anti-scale product in the feed water after "
                    "OR-1. Use only products approved for drinking water. Prepare the solution "
                    "in the 60 l tank of D-1: 1 l of product in 59 l of fresh water. The dose "
                    "in the feed water is 3 - 5 ppm; adjust the stroke of the dosing pump "
                    "according to the table on the tank.",
                ),
                ("h2", "5.2  Chemical cleaning"),
                (
                    "p",
                    "If the production goes down more than 20 % with the same temperatures, or "
                    "the boiling temperature must be raised over 60 °C, the plates of E-1 are "
                    "scaled. The chemical cleaning is to be made only by Destilia service or "
                    "following the instructions of the supplier of the cleaning chemical.",
                ),
                (
                    "box",
                    (
                        "ATTENTION",
                        "Never use hydrochloric acid on titanium plates. Never use steel brushes.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Maintenance programme"),
                (
                    "p",
                    "The intervals are hours of service of the fresh water generator, read on "
                    "the hour counter in the control panel. x = to do, o = only if necessary.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Operation",
                            "Daily",
                            "Weekly",
                            "750 h",
                            "3000 h",
                            "6000 h",
                            "Yearly",
                        ],
                        "rows": [
                            ["Note production on WM-1 and vacuum on PI-1", "x", "", "", "", "", ""],
                            ["Control salinity reading against lab test", "", "x", "", "", "", ""],
                            ["Control level in dosing tank D-1", "", "x", "", "", "", ""],
                            ["Clean sea water strainer of P-1", "", "o", "x", "", "", ""],
                            ["Clean electrodes of salinity cell SM-1", "", "", "x", "", "", ""],
                            ["Inspect zinc anodes in C-1 covers", "", "", "x", "", "", ""],
                            ["Test of alarm and dump valve SV-6", "", "", "x", "", "", ""],
                            ["Inspect nozzle and diffuser EJ-1", "", "", "", "x", "", ""],
                            ["Open shell, inspect demister S-1", "", "", "", "x", "", ""],
                            ["Open plate packs, clean plates", "", "", "", "o", "x", ""],
                            ["Change mechanical seal P-2", "", "", "", "", "x", ""],
                            ["Change gaskets of shell covers", "", "", "", "", "x", ""],
                            ["Calibrate salinometer", "", "", "", "", "", "x"],
                            ["Check of WM-1 against tank sounding", "", "", "", "", "", "x"],
                        ],
                        "widths": [3.6, 0.7, 0.7, 0.7, 0.7, 0.7, 0.7],
                        "size": 8.4,
                    },
                ),
                (
                    "p",
                    "Zinc anodes are to be changed when consumed for more than 50 % of the "
                    "original volume. Clean the electrodes of SM-1 with a soft cloth and "
                    "diluted citric acid (5 %), never with abrasive paper.",
                ),
                ("h2", "6.1  Tightening of the plate packs"),
                (
                    "p",
                    "Tighten the tie rods crosswise until the measure between the frame plates "
                    "is the value stamped on the name plate. The tolerance is +0 / -1 % of the "
                    "measure. Use new gaskets when the measure is reached and the pack still "
                    "leaks.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Anomalies and remedies"),
                (
                    "table",
                    {
                        "cols": ["Anomaly", "Possible cause", "Remedy"],
                        "rows": [
                            [
                                "Vacuum low (under 85 %)",
                                "Sea water pressure before EJ-1 under 3,5 bar; nozzle of EJ-1 "
                                "worn; air leakage at V-4 or at the shell covers",
                                "Clean strainer of P-1; change nozzle; test the shell with "
                                "vacuum, 8 hours loss max. 5 %",
                            ],
                            [
                                "Production too low",
                                "Jacket water flow too small; plates of E-1 scaled; OR-1 "
                                "obstructed",
                                "Close V-3 more; chemical cleaning; clean OR-1",
                            ],
                            [
                                "Salinity high, SV-6 dumps continuously",
                                "Boiling too strong, brine drops pass S-1; demister broken; "
                                "leakage in C-1",
                                "Reduce JW flow with V-3; change demister; pressure test of "
                                "C-1 with 2 bar",
                            ],
                            [
                                "Salinity alarm but lab test is good",
                                "Electrodes of SM-1 dirty or cable broken",
                                "Clean electrodes; check cable; calibrate",
                            ],
                            [
                                "Distillate pump P-2 runs but no delivery",
                                "Pump not filled, air in the suction; mechanical seal leaking",
                                "Stop P-2 for 2 minutes until the level is in the sight glass; "
                                "change seal",
                            ],
                            [
                                "Boiling temperature over 60 °C",
                                "Vacuum too low or sea water over 32 °C",
                                "See vacuum low; reduce production",
                            ],
                            [
                                "Water in the shell rises (flooding)",
                                "Ejector overloaded, back pressure after EJ-1 over 0,8 bar",
                                "Check overboard valve open; check discharge line",
                            ],
                        ],
                        "widths": [1.6, 2.6, 2.6],
                    },
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "For anomalies of the salinometer electronics (display, relay card) "
                        "refer to the separate manual of the salinometer supplier.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "8  Spare parts"),
                (
                    "p",
                    "When ordering spare parts, indicate always model, serial number (name "
                    "plate on the shell) and the Destilia code. Recommended on board spares "
                    "are marked with *.",
                ),
                (
                    "table",
                    {
                        "cols": ["Pos.", "Code", "Description", "Qty", "On board"],
                        "rows": [
                            ["1", "DF-31201", "Evaporator plate, titanium, with gasket", "1", ""],
                            ["2", "DF-31202", "Condenser plate, titanium, with gasket", "1", ""],
                            ["3", "DF-31215", "Gasket set E-1, DFW-36", "1", "*"],
                            ["4", "DF-31216", "Gasket set C-1, DFW-36", "1", "*"],
                            ["5", "DF-31240", "Demister S-1, wire mesh, stainless", "1", ""],
                            ["6", "DF-31252", "Shell cover gasket, NBR", "2", "*"],
                            ["7", "DF-31260", "Zinc anode, C-1 cover", "4", "*"],
                            ["8", "DF-31305", "Nozzle EJ-1, bronze, DFW-36", "1", "*"],
                            ["9", "DF-31306", "Diffuser EJ-1, DFW-36", "1", ""],
                            ["10", "DF-31330", "Orifice OR-1, 9,5 mm", "1", ""],
                            ["11", "DF-31412", "Mechanical seal P-2", "1", "*"],
                            ["12", "DF-31420", "Impeller P-2", "1", ""],
                            ["13", "DF-31510", "Salinity cell SM-1 with electrodes", "1", "*"],
                            ["14", "DF-31522", "Solenoid coil SV-6, 230 V", "1", "*"],
                            ["15", "DF-31540", "Dosing pump D-1, membrane kit", "1", "*"],
                            ["16", "DF-31560", "Compound gauge PI-1, -1 / +1,5 bar", "1", ""],
                        ],
                        "widths": [0.5, 1.2, 4.0, 0.5, 0.8],
                    },
                ),
                (
                    "p",
                    "Spare parts of the ejector pump P-1 are not of Destilia supply; see the "
                    "documentation of the pump maker.",
                ),
            ]
        },
    ],
}


# ================================================================ 2. Tessmar OMX-7


_TS_STYLE = {"h1": 12.0, "h2": 10.2, "body": 8.9, "hcolor": (0.25, 0.25, 0.25), "h1rule": False}
_TS_ACOLS = ["Code", "Text on display", "Class", "Cause", "Action"]
_TS_AW = [0.7, 1.9, 0.8, 2.4, 2.6]


def _ts_codes(rows):
    return {"cols": _TS_ACOLS, "rows": rows, "widths": _TS_AW, "size": 8.2}


TESSMAR = {
    "file": "tessmar-omx7-oil-mist-detector-sb.pdf",
    "title": "Tessmar OMX-7 oil mist detector - Service bulletins SB-OMX7",
    "maker": "Tessmar Sensorik GmbH",
    "style": _TS_STYLE,
    "hdr_left": "TESSMAR  SB-OMX7",
    "hdr_right": "OMX-7 OMD  |  SB coll. iss. 4",
    "ftr_left": "Tessmar Sensorik - field service - uncontrolled when printed",
    "ftr_fmt": "{n}/{total}",
    "cover": _cover(
        "TESSMAR SENSORIK",
        ["OMX-7", "Oil mist detector", "Crankcase monitoring - service bulletins"],
        [
            "SB-OMX7 collection, issue 4",
            "Applies: OMX-7 control unit, SH-7 sensor heads, FW 3.x",
            "Replaces issue 3. SB-OMX7-02 + -05 withdrawn.",
        ],
        band=(0.25, 0.25, 0.25),
        foot="Type approved acc. IACS UR M67. Crankcase explosion prevention only with working OMD.",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Contents"),
                (
                    "toc",
                    [
                        ("1", "System overview", 3),
                        ("2", "Tech. data", 4),
                        ("3", "Alarm levels", 5),
                        ("3.2", "Alarm + fault codes", 5),
                        ("4", "Sensor head service", 7),
                        ("5", "Function test", 7),
                        ("6", "Service intervals", 8),
                        ("7", "Parts", 9),
                    ],
                ),
            ]
        },
        {
            "cols": 2,
            "top": [
                ("h1", "1  System overview"),
                (
                    "p",
                    "OMX-7 = optical scatter-light OMD. No suction fan, no pipes. One SH-7 head "
                    "direct on each crankcase door. Heads in daisy chain to control unit CU-7.",
                ),
            ],
            "left": [
                ("h2", "1.1  Components"),
                (
                    "ul",
                    [
                        "CU-7 control unit, ECR console. Display, keys, relays.",
                        "SH-7 sensor head, max 12 per CU-7 (2 engines max, 6 + 6).",
                        "JB-7 junction box, engine side. 24 V DC supply to heads.",
                        "Bus cable 4-core shielded, max total length 150 m.",
                    ],
                ),
                ("h2", "1.2  Measuring"),
                (
                    "p",
                    "IR LED + photodiode in head. Mist in measuring chamber scatters light. "
                    "Signal in mg/l, every head every 1 s. Average of all running heads = "
                    "engine average. Deviation = head value minus average.",
                ),
                (
                    "p",
                    "Heads self-heated to 60 °C min. Avoids condensate on lens.",
                ),
            ],
            "right": [
                ("h2", "1.3  Mounting heads"),
                (
                    "ul",
                    [
                        "Thread adapter M36 x 1.5 in crankcase door. Tighten 40 Nm.",
                        "Head inclination max 30° from vertical. Opening down or to side.",
                        "Min 100 mm from oil splash of con rod. Never opposite oil jet.",
                        "Chain case head: 1 per engine, addr. 12 or 6.",
                    ],
                ),
                ("h2", "1.4  Addressing"),
                (
                    "p",
                    "DIP switch in head, 1-12. Address = cylinder no. from flywheel end. Wrong "
                    "address = fault F07 at start-up.",
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "Ex-proof variant OMX-7X (zone 1): separate manual. Not covered here.",
                    ),
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "2  Tech. data"),
                ("caption", "CU-7 control unit"),
                (
                    "table",
                    {
                        "cols": ["Item", "Value", "Remark"],
                        "rows": [
                            ["Supply", "24 V DC (18-32 V)", "from UPS, 2 feeds"],
                            ["Power consumption", "max 85 W", "12 heads, heating on"],
                            ["Relay outputs", "5 x potential-free", "250 V AC / 2 A"],
                            ["Analog output", "4-20 mA per engine", "= 0-2.0 mg/l"],
                            ["Comm.", "Modbus RTU RS-485", "addr. 1-247, 19200 baud"],
                            ["Ambient temp.", "0 to +55 °C", "ECR"],
                            ["Enclosure", "IP 44", "front IP 54"],
                            ["Event log", "last 1000 events", "non-volatile"],
                        ],
                        "widths": [1.6, 1.8, 2.2],
                        "ruled": False,
                    },
                ),
                ("caption", "SH-7 sensor head"),
                (
                    "table",
                    {
                        "cols": ["Item", "Value", "Remark"],
                        "rows": [
                            ["Meas. range", "0-2.0 mg/l", "resolution 0.01 mg/l"],
                            ["Response time", "< 2 s", "to 90 %"],
                            ["Ambient temp.", "0 to +85 °C", "on engine"],
                            ["Vibration", "4 g, 5-100 Hz", "acc. IACS E10"],
                            ["Lens heating", "60 °C", "self-regulating"],
                            ["Enclosure", "IP 67", ""],
                            ["Weight", "0.9 kg", "incl. adapter"],
                            ["Thread", "M36 x 1.5", "adapter AD-36, 40 Nm"],
                        ],
                        "widths": [1.6, 1.8, 2.2],
                        "ruled": False,
                    },
                ),
                (
                    "p",
                    "Lens heating needs approx. 10 min after power on. Readings before = "
                    "not valid, CU-7 shows WARM UP.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Alarm levels"),
                (
                    "p",
                    "Two independent criteria. Both give slowdown relay. Set points via "
                    "service menu, password level 2. Factory values below.",
                ),
                (
                    "table",
                    {
                        "cols": ["Criterion", "Factory", "Range", "Delay", "Relay"],
                        "rows": [
                            [
                                "High mist (absolute)",
                                "0.50 mg/l",
                                "0.05-1.50 mg/l",
                                "2 s",
                                "K1 + K3",
                            ],
                            [
                                "Deviation from average",
                                "0.25 mg/l",
                                "0.05-1.00 mg/l",
                                "2 s",
                                "K2 + K3",
                            ],
                            ["Pre-alarm (absolute)", "70 % of high", "50-90 %", "5 s", "K4"],
                            ["System fault", "-", "-", "10 s", "K5 (NC)"],
                        ],
                        "widths": [2.0, 1.2, 1.4, 0.7, 1.0],
                    },
                ),
                (
                    "p",
                    "K3 = slowdown request to ME safety system. K5 normally closed, opens on "
                    "fault + supply loss. Deviation alarm blocked with less than 3 heads "
                    "running.",
                ),
                ("h2", "3.2  Alarm + fault codes"),
                (
                    "p",
                    "Class A = alarm, slowdown. Class F = fault, no slowdown, K5. Class W = "
                    "warning only. Reset on CU-7 after cause removed. nn = head address. "
                    "Several codes active = scroll with arrow keys. History: menu LOG, see 3.4.",
                ),
                (
                    "table",
                    _ts_codes(
                        [
                            [
                                "A01",
                                "HIGH MIST HEAD nn",
                                "A",
                                "Mist > high set point",
                                "Slow down. Crankcase closed, see WARNING below.",
                            ],
                            [
                                "A02",
                                "DEVIATION HEAD nn",
                                "A",
                                "Head nn over average + set",
                                "As A01. Check bearing temp. of unit nn.",
                            ],
                            [
                                "A03",
                                "PRE-ALARM HEAD nn",
                                "W",
                                "Mist > 70 % of high",
                                "Watch trend. Chk lube oil press + temp.",
                            ],
                            [
                                "F01",
                                "SUPPLY LOW",
                                "F",
                                "24 V < 18 V at CU-7",
                                "Chk UPS, fuses F1/F2.",
                            ],
                            [
                                "F02",
                                "HEAD nn NO COMM",
                                "F",
                                "Bus cable, connector, head",
                                "Chk JB-7 terminals. Repl. head.",
                            ],
                            [
                                "F03",
                                "LENS DIRTY HEAD nn",
                                "F",
                                "Lens transmission < 60 %",
                                "Clean lens, see 4.",
                            ],
                            [
                                "F04",
                                "HEATING HEAD nn",
                                "F",
                                "Head < 50 °C after 20 min",
                                "Chk supply at head > 22 V. Repl. head.",
                            ],
                            [
                                "F05",
                                "LIGHT SOURCE HEAD nn",
                                "F",
                                "IR LED aged / defect",
                                "Repl. measuring cell MC-7.",
                            ],
                            [
                                "F06",
                                "BUS SHORT",
                                "F",
                                "Short in bus cable",
                                "Disconnect heads one by one.",
                            ],
                            [
                                "F07",
                                "ADDRESS CONFLICT",
                                "F",
                                "2 heads same addr. / addr. > config",
                                "Set DIP in head. Restart CU-7.",
                            ],
                            [
                                "F08",
                                "ZERO DRIFT HEAD nn",
                                "F",
                                "Reading < -0.05 mg/l",
                                "Clean lens. Zero cal. Repl. MC-7.",
                            ],
                            [
                                "F09",
                                "CONFIG CRC",
                                "F",
                                "Parameter memory corrupt",
                                "Load backup, SD card. Else call service.",
                            ],
                            [
                                "F10",
                                "RELAY K3 FEEDBACK",
                                "F",
                                "Slowdown relay welded / wire",
                                "Chk K3 + line to safety sys. Urgent.",
                            ],
                            [
                                "F11",
                                "ANALOG OUT OPEN",
                                "F",
                                "4-20 mA loop open",
                                "Chk AMS input, 250 ohm load.",
                            ],
                            [
                                "F12",
                                "SUPPLY 2 LOST",
                                "F",
                                "Redundant feed 2 < 18 V",
                                "Chk feed 2 breaker. CU-7 runs on feed 1.",
                            ],
                            [
                                "F13",
                                "HEAD nn OVERTEMP",
                                "F",
                                "Head > 90 °C",
                                "Chk head pos., not near exhaust side hot spot.",
                            ],
                            [
                                "F14",
                                "CU-7 CLOCK",
                                "F",
                                "RTC battery low",
                                "Repl. backup battery (service). Log time wrong.",
                            ],
                        ]
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("caption", "Alarm + fault codes (cont.)"),
                (
                    "table",
                    _ts_codes(
                        [
                            [
                                "F15",
                                "SD CARD",
                                "F",
                                "No card / card full",
                                "Insert / exchange card. FAT32, max 32 GB.",
                            ],
                            [
                                "W01",
                                "SERVICE DUE",
                                "W",
                                "Service interval reached",
                                "Do service acc. 6. Reset via menu.",
                            ],
                            [
                                "W02",
                                "HEAD nn DISABLED",
                                "W",
                                "Head switched off in menu",
                                "Max 24 h. Log entry required.",
                            ],
                            [
                                "W03",
                                "LENS 80 % HEAD nn",
                                "W",
                                "Lens transmission < 80 %",
                                "Plan lens cleaning within 1 week.",
                            ],
                        ]
                    ),
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "After A01 / A02: no crankcase door open before engine stopped min. 20 "
                        "min. Risk of explosion on air entry. Follow engine maker instruction.",
                    ),
                ),
                ("h2", "3.3  Disabling a head"),
                (
                    "p",
                    "Menu SERVICE > HEADS > nn > OFF. Only for head exchange. Deviation alarm "
                    "then on remaining heads. Re-enable after exchange. Head off > 24 h = W02 "
                    "repeats every 1 h.",
                ),
                ("h2", "3.4  Event log"),
                (
                    "p",
                    "Menu LOG. Each event with date, time, head, value. Export to SD card, "
                    "file OMXLOG.CSV. Send to Tessmar service with SB request form.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  Sensor head service"),
                (
                    "p",
                    "Lens + measuring chamber. Engine stopped + cooled, or head disabled "
                    "(3.3). Head can be removed w/o opening crankcase: adapter AD-36 has "
                    "spring flap.",
                ),
                (
                    "ol",
                    [
                        "Disable head in menu. Unplug M12 bus connector.",
                        "Unscrew head from adapter, 1/4 turn bayonet.",
                        "Remove measuring cell MC-7, 2 screws T20.",
                        "Clean lens + mirror: lint-free cloth, isopropyl alcohol. No acetone.",
                        "Chk O-ring OR-36. Hard / flat = repl.",
                        "Refit. Enable head. Wait 10 min warm up.",
                        "Zero cal.: menu SERVICE > ZERO > nn. Only with clean air in chamber.",
                    ],
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Zero cal. with mist in chamber = alarm too late. Never zero with "
                        "engine running hot.",
                    ),
                ),
                ("h1", "5  Function test"),
                (
                    "p",
                    "Test every head with test kit TK-7 (smoke generator + adapter cap). Test "
                    "gas = oil mist substitute, pre-filled can, 300 ml.",
                ),
                (
                    "ol",
                    [
                        "Menu TEST > nn. Relays blocked in test mode (no slowdown). Max 15 min.",
                        "Fit TK-7 cap on head. Short spray, 1 s.",
                        "Reading must rise > 1.0 mg/l within 5 s. A01 shown (test).",
                        "Remove cap. Reading back < 0.05 mg/l within 60 s.",
                        "Exit TEST. Relays active again.",
                    ],
                ),
                (
                    "p",
                    "Head fails test: clean + repeat. Fails again: repl. MC-7. Record results "
                    "in test log form SB-OMX7-F3.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Service intervals"),
                (
                    "table",
                    {
                        "cols": ["Task", "Interval", "By"],
                        "rows": [
                            ["Chk display readings, all heads", "daily", "crew"],
                            ["Function test with TK-7, all heads", "monthly", "crew"],
                            ["Lens cleaning, all heads", "every 3 months / F03", "crew"],
                            ["O-ring OR-36 renew", "at 2nd lens cleaning", "crew"],
                            ["Chk relay K3 slowdown to ME", "6 months", "crew + ETO"],
                            ["Measuring cell MC-7 renew", "5 years", "crew"],
                            [
                                "Annual survey, calibration certificate",
                                "12 months",
                                "Tessmar service",
                            ],
                            ["Backup battery CU-7 renew", "5 years", "Tessmar service"],
                        ],
                        "widths": [3.2, 1.8, 1.4],
                    },
                ),
                ("h2", "6.1  FW updates"),
                (
                    "ul",
                    [
                        "FW 3.2: deviation alarm blocked < 3 heads (was < 2).",
                        "FW 3.4: W02 repeat 1 h. Event log 1000 events (was 500).",
                        "FW 3.5: fix F08 false trigger at cold start. Mandatory update.",
                    ],
                ),
                (
                    "p",
                    "FW version: menu INFO. Update only by Tessmar service or authorised "
                    "agent. Update kit not for crew.",
                ),
                ("h2", "6.2  Cable check"),
                (
                    "p",
                    "Bus cable insulation > 20 Mohm at 500 V, heads disconnected. Shield "
                    "earthed at CU-7 side only. Earth both sides = F02 / F06 random.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Parts"),
                (
                    "p",
                    "Order w/ CU-7 serial no. + FW version. Heads from 2019 (serial > "
                    "SH7-19000) not compatible with CU-7 FW < 3.0.",
                ),
                (
                    "table",
                    {
                        "cols": ["Part no.", "Description", "Note"],
                        "rows": [
                            ["TS-700100", "Control unit CU-7, complete", "FW 3.5"],
                            ["TS-700210", "Sensor head SH-7, complete", "w/o adapter"],
                            ["TS-700220", "Measuring cell MC-7", "for SH-7"],
                            ["TS-700230", "O-ring OR-36, FKM, set of 10", ""],
                            ["TS-700240", "Adapter AD-36, M36 x 1.5, w/ spring flap", ""],
                            ["TS-700250", "Bus connector M12, 4-pin", ""],
                            ["TS-700310", "Junction box JB-7", ""],
                            ["TS-700410", "Test kit TK-7, cap + case", "w/o test gas"],
                            ["TS-700415", "Test gas can, 300 ml", "dangerous goods UN 1950"],
                            ["TS-700520", "Relay card RC-5, CU-7", "K1-K5"],
                            ["TS-700530", "Fuse set F1/F2, 4 A T", ""],
                            ["TS-700610", "Backup battery CU-7, CR2450", "service only"],
                        ],
                        "widths": [1.3, 3.6, 1.6],
                    },
                ),
            ]
        },
    ],
}


# ================================================================ 3. Pendleford PWC-10


_PF_STYLE = {"h1": 13.0, "h2": 10.8, "body": 9.3, "hcolor": (0.15, 0.2, 0.35), "h1rule": False}

PENDLEFORD = {
    "file": "pendleford-pwc10-warping-capstan.pdf",
    "title": "Pendleford PWC-10 and PWC-16 electro-hydraulic warping capstans - Operation and "
    "maintenance manual",
    "maker": "Pendleford Marine Engineering Ltd",
    "style": _PF_STYLE,
    "hdr_left": "PENDLEFORD MARINE ENGINEERING",
    "hdr_right": "PWC-10 / PWC-16  |  OMM 4410  |  Issue C",
    "ftr_left": "Pendleford Marine Engineering Ltd, Newcastle upon Tyne",
    "ftr_fmt": "Page {n} of {total}",
    "cover": _cover(
        "PENDLEFORD",
        ["PWC-10", "Electro-hydraulic warping capstan", "with vertical warping head"],
        [
            "Models PWC-10 and PWC-16",
            "Operation and Maintenance Manual OMM 4410, Issue C",
            "For use with Pendleford HPU-45 hydraulic power unit",
        ],
        band=(0.15, 0.2, 0.35),
        foot="This manual shall be read in conjunction with the vessel's mooring plan.",
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
                        ("2", "Description", 4),
                        ("3", "Technical data", 4),
                        ("4", "Operation", 5),
                        ("4.3", "Brake setting and test", 6),
                        ("5", "Inspection and maintenance schedule", 7),
                        ("6", "Lubricants and hydraulic fluid", 8),
                        ("7", "Fault finding", 9),
                        ("8", "Spare parts", 10),
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety"),
                (
                    "p",
                    "The capstan shall be operated only by competent persons who have been "
                    "instructed in its use and in the mooring arrangement of the vessel. The "
                    "attention of operators is drawn to the Code of Safe Working Practices for "
                    "Merchant Seafarers, chapter on mooring, towing and hauling.",
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Never stand in the bight of a rope or within the snap-back zone of a "
                        "line under load. A parting synthetic line can recoil with sufficient "
                        "energy to cause fatal injury.",
                    ),
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "The capstan is not designed to hold a moored vessel. Once the line is "
                        "hauled in, it shall be transferred to the bitts. Do not leave a line "
                        "made fast on the warping head.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Do not exceed three turns of rope on the warping head when hauling "
                        "under load. Additional turns may cause the rope to ride over and jam.",
                    ),
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "Operators shall wear gloves which fit closely. Loose gauntlets can be "
                        "drawn onto the warping head with the rope.",
                    ),
                ),
                ("h2", "1.1  Emergency stop"),
                (
                    "p",
                    "An emergency stop push button is fitted on the control pedestal and a "
                    "second one at the hydraulic power unit. Operation of either stops the "
                    "HPU-45 motor and applies the spring-applied brake within 0.5 seconds. "
                    "The emergency stop shall be tested before each mooring operation.",
                ),
                ("h2", "1.2  Isolation"),
                (
                    "p",
                    "Before any maintenance the starter of the HPU-45 shall be isolated and "
                    "locked off, and the hydraulic pressure shall be released by operating the "
                    "control lever in both directions with the motor stopped. The "
                    "accumulator, where fitted, shall be discharged through valve V-14 until "
                    "gauge PG-2 reads zero.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "2  Description"),
                (
                    "p",
                    "The PWC capstan comprises a vertical warping head of cast steel, mounted "
                    "on a deck pedestal which contains the planetary gearbox and the "
                    "multi-disc brake. The head is driven by a low-speed high-torque hydraulic "
                    "motor supplied from the HPU-45 power unit. A two-speed valve block "
                    "permits a high speed for handling slack line.",
                ),
                ("h1", "3  Technical data"),
                ("caption", "Table 3.1  Performance"),
                (
                    "table",
                    {
                        "groups": [("", 1), ("PWC-10", 2), ("PWC-16", 2)],
                        "cols": ["Parameter", "Low speed", "High speed", "Low speed", "High speed"],
                        "rows": [
                            ["Nominal line pull", "100 kN", "40 kN", "160 kN", "65 kN"],
                            ["Nominal line speed", "15 m/min", "36 m/min", "15 m/min", "35 m/min"],
                            ["Stall pull", "150 kN", "-", "240 kN", "-"],
                            ["Oil flow", "190 l/min", "190 l/min", "300 l/min", "300 l/min"],
                            ["Working pressure", "210 bar", "170 bar", "230 bar", "185 bar"],
                            [
                                "Motor displacement",
                                "1 600 cm³",
                                "800 cm³",
                                "2 500 cm³",
                                "1 250 cm³",
                            ],
                        ],
                        "widths": [2.1, 1.1, 1.1, 1.1, 1.1],
                        "boldfirst": True,
                    },
                ),
                ("caption", "Table 3.2  General"),
                (
                    "table",
                    {
                        "cols": ["Item", "PWC-10", "PWC-16"],
                        "rows": [
                            ["Warping head diameter (barrel)", "500 mm", "600 mm"],
                            ["Recommended rope diameter", "48 to 64 mm", "56 to 72 mm"],
                            ["Brake holding load", "180 kN", "280 kN"],
                            ["Main relief valve setting (RV-1)", "250 bar", "270 bar"],
                            ["Gearbox oil quantity", "18 litres", "26 litres"],
                            ["Mass of capstan, excluding HPU", "1 450 kg", "2 100 kg"],
                            ["HPU-45 electric motor", "45 kW, 440 V 60 Hz", "75 kW, 440 V 60 Hz"],
                            ["HPU reservoir capacity", "320 litres", "450 litres"],
                        ],
                        "widths": [2.6, 1.6, 1.6],
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "Line pull and line speed are quoted at the first layer on the mid-height "
                    "of the barrel. The brake holding load is the static load at which the "
                    "brake shall not slip.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  Operation"),
                ("h2", "4.1  Before use"),
                (
                    "ol",
                    [
                        "Check the oil level in the HPU-45 reservoir sight glass; it shall be "
                        "between the MIN and MAX marks with the system cold.",
                        "Ensure that the area around the capstan is clear of personnel not "
                        "engaged in the operation.",
                        "Start the HPU-45 from the control pedestal and allow it to run for five "
                        "minutes to warm the oil. In ambient temperatures below 0 °C allow 15 "
                        "minutes and operate at low speed only until the oil temperature on "
                        "TG-1 exceeds 10 °C.",
                        "Test the emergency stop.",
                    ],
                ),
                ("h2", "4.2  Hauling"),
                (
                    "p",
                    "Take three turns of rope clockwise around the warping head (viewed from "
                    "above). Move the control lever towards HAUL. The capstan starts in low "
                    "speed. The high speed shall be selected only with a slack line or a "
                    "pull below 40 kN (PWC-10) or 65 kN (PWC-16); above this load the "
                    "two-speed valve automatically returns to low speed.",
                ),
                (
                    "p",
                    "Releasing the control lever returns it to neutral, and the brake is "
                    "applied automatically. The capstan may be veered under control by moving "
                    "the lever towards VEER.",
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Do not veer a line by surging it around the rotating head in the "
                        "hauling direction for longer than 30 seconds. Friction will overheat "
                        "the rope and the barrel.",
                    ),
                ),
                ("h2", "4.2.1  Hydraulic oil temperature"),
                (
                    "p",
                    "The normal operating temperature of the hydraulic oil is 35 to 60 °C. "
                    "The high temperature alarm on TS-3 operates at 70 °C and the HPU-45 is "
                    "stopped at 80 °C. Operation shall not be resumed until the oil has "
                    "cooled below 60 °C.",
                ),
                ("h2", "4.2.2  After use"),
                (
                    "p",
                    "Return the lever to neutral, stop the HPU-45 and fit the weather cover "
                    "on the control pedestal. In freezing conditions the warping head shall "
                    "be kept free of ice before the next operation.",
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "4.3  Brake setting and test"),
                (
                    "p",
                    "The brake is a spring-applied, hydraulically released multi-disc brake "
                    "between the hydraulic motor and the gearbox. The brake release pressure "
                    "is 18 bar minimum; the brake is fully released at 25 bar.",
                ),
                (
                    "p",
                    "The brake holding capacity shall be tested at the interval given in "
                    "Section 5 and after any work on the brake. The test shall be carried out "
                    "with the test rig TR-410, which applies a torque to the head through a "
                    "calibrated arm, and not by pulling against a fixed point.",
                ),
                (
                    "ol",
                    [
                        "Fit the TR-410 test arm to the warping head.",
                        "Connect the hand pump of the rig to the arm cylinder and the test "
                        "gauge PG-T (0 - 400 bar).",
                        "With the HPU-45 stopped and the brake applied, raise the pressure "
                        "slowly to the test value: 152 bar for PWC-10, 198 bar for PWC-16.",
                        "Hold for 2 minutes. The head shall not rotate by more than 2 mm "
                        "measured on the barrel circumference.",
                        "Release the pressure and remove the test arm.",
                    ],
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "If the brake slips during the test, the capstan shall not be used. "
                        "Brake discs shall be renewed as a complete set; adjustment of the "
                        "spring pack is not permitted on board.",
                    ),
                ),
                ("h2", "4.4  Brake disc wear"),
                (
                    "p",
                    "The disc pack thickness is measured through the inspection plug on the "
                    "brake housing with the brake applied. New thickness is 46.0 mm; the pack "
                    "shall be renewed at 43.5 mm.",
                ),
                ("h2", "4.5  Manual release of brake"),
                (
                    "p",
                    "In the event of loss of hydraulic power the brake may be released with "
                    "the hand pump HP-1 on the valve block, to allow the line to be slackened "
                    "by hand. The procedure is described in Service Instruction SI-4410-07, "
                    "which is issued to the vessel's Chief Engineer only.",
                ),
            ]
        },
        {
            "landscape": True,
            "blocks": [
                ("h1", "5  Inspection and maintenance schedule"),
                (
                    "p",
                    "Table 5.1 lists the routine tasks. Intervals are calendar intervals, or "
                    "the running hours where stated, whichever occurs first. Record all work "
                    "in the planned maintenance system.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Ref.",
                            "Component",
                            "Task",
                            "Interval",
                            "By",
                            "Acceptance / limit",
                        ],
                        "rows": [
                            [
                                "M1",
                                "Warping head",
                                "Inspect surface for grooving and burrs",
                                "Monthly",
                                "Crew",
                                "Groove depth max 3 mm",
                            ],
                            [
                                "M2",
                                "Head bearing",
                                "Grease via 2 nipples, 3 strokes each",
                                "Monthly",
                                "Crew",
                                "Grease NLGI 2, lithium complex",
                            ],
                            [
                                "M3",
                                "Gearbox",
                                "Check oil level with dipstick",
                                "3 months",
                                "Crew",
                                "Between marks",
                            ],
                            [
                                "M4",
                                "Gearbox",
                                "Change oil",
                                "2 years or 2 000 h",
                                "Crew",
                                "Oil per Section 6",
                            ],
                            [
                                "M5",
                                "Brake",
                                "Measure disc pack thickness",
                                "6 months",
                                "Crew",
                                "Min 43.5 mm",
                            ],
                            [
                                "M6",
                                "Brake",
                                "Holding test with TR-410",
                                "Annually",
                                "Crew",
                                "Slip max 2 mm",
                            ],
                            [
                                "M7",
                                "HPU-45",
                                "Change return filter element F-2",
                                "1 000 h or ind. red",
                                "Crew",
                                "Indicator green",
                            ],
                            [
                                "M8",
                                "HPU-45",
                                "Oil sample for analysis",
                                "6 months",
                                "Crew",
                                "ISO 4406 19/17/14",
                            ],
                            [
                                "M9",
                                "HPU-45",
                                "Change hydraulic oil",
                                "When analysis requires",
                                "Crew",
                                "See Section 6",
                            ],
                            [
                                "M10",
                                "Hoses",
                                "Inspect for chafing, leaks, bulges",
                                "3 months",
                                "Crew",
                                "No damage",
                            ],
                            [
                                "M11",
                                "Hoses",
                                "Renew all hydraulic hoses",
                                "6 years",
                                "Pendleford",
                                "Date on ferrule",
                            ],
                            [
                                "M12",
                                "Foundation bolts",
                                "Check tightness, 8 x M30",
                                "Annually",
                                "Crew",
                                "Torque 1 100 Nm",
                            ],
                            [
                                "M13",
                                "Control pedestal",
                                "Check lever return to neutral, E-stop",
                                "Before use",
                                "Crew",
                                "Brake on in 0.5 s",
                            ],
                            [
                                "M14",
                                "Complete unit",
                                "Thorough examination",
                                "5 years",
                                "Competent person",
                                "Certificate issued",
                            ],
                        ],
                        "widths": [0.5, 1.4, 3.2, 1.6, 1.1, 2.0],
                        "size": 8.2,
                    },
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "6  Lubricants and hydraulic fluid"),
                (
                    "p",
                    "Only lubricants of the grades listed below shall be used. Mixing of "
                    "hydraulic oils of different manufacturers is not recommended; if "
                    "unavoidable, the oils shall be of the same ISO viscosity grade and "
                    "additive type.",
                ),
                (
                    "table",
                    {
                        "cols": ["Application", "Specification", "Quantity", "Temperature range"],
                        "rows": [
                            [
                                "Hydraulic system (HPU-45)",
                                "ISO VG 46, HVLP (DIN 51524-3)",
                                "320 l / 450 l",
                                "-10 to +45 °C ambient",
                            ],
                            [
                                "Hydraulic system, arctic",
                                "ISO VG 32, HVLP",
                                "320 l / 450 l",
                                "-30 to +30 °C ambient",
                            ],
                            [
                                "Planetary gearbox",
                                "ISO VG 220, CLP (EP)",
                                "18 l / 26 l",
                                "-20 to +50 °C",
                            ],
                            [
                                "Head bearing",
                                "Grease NLGI 2, lithium complex",
                                "as required",
                                "-30 to +120 °C",
                            ],
                            ["Control lever linkage", "Light oil", "as required", "-"],
                        ],
                        "widths": [2.0, 2.4, 1.3, 1.7],
                    },
                ),
                (
                    "p",
                    "Environmentally acceptable lubricants (EAL) of synthetic ester type may "
                    "be used in the hydraulic system; the seal kit shall then be changed to "
                    "FKM. Consult Pendleford before conversion.",
                ),
                ("h2", "6.1  Cleanliness"),
                (
                    "p",
                    "The hydraulic oil shall be maintained at a cleanliness of ISO 4406 "
                    "19/17/14 or better. New oil shall be filled through the filling filter "
                    "on the HPU reservoir, never directly into the tank.",
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "The HPU-45 is common to other Pendleford deck machinery. The HPU "
                        "pump, motor and cooler are described in the separate HPU-45 manual, "
                        "OMM 4500.",
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
                        "cols": ["Symptom", "Probable cause", "Remedy"],
                        "rows": [
                            [
                                "Capstan does not turn, HPU running",
                                "Brake not releasing; pressure below 18 bar at brake port",
                                "Check brake release line and shuttle valve SV-5",
                            ],
                            [
                                "Low line pull in low speed",
                                "Relief valve RV-1 set low or leaking; motor worn",
                                "Check pressure at PG-1 against Table 3.2; test motor case drain",
                            ],
                            [
                                "Capstan will not change to high speed",
                                "Solenoid of two-speed valve DV-2 not energised",
                                "Check coil and selector switch",
                            ],
                            [
                                "Head creeps with lever in neutral",
                                "Brake discs worn; counterbalance valve CB-3 leaking",
                                "Measure disc pack; renew CB-3 cartridge",
                            ],
                            [
                                "Oil temperature alarm",
                                "Cooler fouled; oil level low; continuous surging",
                                "Clean cooler; top up; reduce surging",
                            ],
                            [
                                "Noisy operation, foaming oil",
                                "Air drawn in at pump suction; oil level low",
                                "Check suction hose clamps; top up oil",
                            ],
                            [
                                "Motor case drain flow high",
                                "Internal wear of hydraulic motor",
                                "Measure drain: max 4 l/min at 210 bar; renew motor",
                            ],
                        ],
                        "widths": [2.0, 2.5, 2.5],
                    },
                ),
                (
                    "p",
                    "Case drain flow shall be measured with the motor stalled against the "
                    "brake at working pressure, collecting the oil from the drain line into a "
                    "graduated container for one minute.",
                ),
                ("h2", "7.1  Pressure test points"),
                (
                    "kv",
                    [
                        ("PG-1", "System pressure, valve block"),
                        ("PG-2", "Accumulator pressure (where fitted)"),
                        ("PG-3", "Brake release pressure"),
                        ("TG-1", "Reservoir oil temperature gauge"),
                        ("TS-3", "Oil temperature switch, alarm and stop"),
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "8  Spare parts"),
                (
                    "p",
                    "Spare parts may be ordered from Pendleford Marine Engineering Ltd or its "
                    "appointed agents. Quote the capstan serial number stamped on the pedestal "
                    "plate together with the part number.",
                ),
                (
                    "table",
                    {
                        "cols": ["Item", "Part number", "Description", "PWC-10", "PWC-16"],
                        "rows": [
                            ["1", "PM-4410-101", "Brake disc set, complete", "1", "-"],
                            ["1", "PM-4416-101", "Brake disc set, complete", "-", "1"],
                            ["2", "PM-4410-110", "Brake piston seal kit", "1", "1"],
                            ["3", "PM-4410-205", "Head bearing, spherical roller", "1", "-"],
                            ["4", "PM-4410-220", "Shaft seal, pedestal top", "1", "1"],
                            ["5", "PM-4410-310", "Hydraulic motor seal kit", "1", "-"],
                            ["5", "PM-4416-310", "Hydraulic motor seal kit", "-", "1"],
                            ["6", "PM-4410-330", "Counterbalance valve cartridge CB-3", "1", "1"],
                            ["7", "PM-4410-340", "Solenoid coil DV-2, 24 V DC", "1", "1"],
                            ["8", "PM-4500-020", "Return filter element F-2, 10 micron", "2", "2"],
                            ["9", "PM-4410-410", "Emergency stop push button", "1", "1"],
                            ["10", "PM-4410-505", "Control lever gaiter", "1", "1"],
                            ["11", "PM-4410-610", "Grease nipple M10 x 1", "2", "2"],
                        ],
                        "widths": [0.5, 1.4, 3.3, 0.8, 0.8],
                    },
                ),
                (
                    "p",
                    "Parts for the HPU-45 other than the filter element are listed in OMM 4500.",
                ),
            ]
        },
    ],
}


# ================================================================ 4. Polarbrook IC-300


_PB_STYLE = {"h1": 13.0, "h2": 10.6, "body": 9.2, "hcolor": (0.0, 0.45, 0.6), "h1rule": True}

POLARBROOK = {
    "file": "polarbrook-ic300-ice-cube-machine.pdf",
    "title": "Polarbrook IC-300 / IC-500 marine ice cube machine - Installation, operation and "
    "service manual",
    "maker": "Polarbrook Manufacturing Inc.",
    "style": _PB_STYLE,
    "hdr_left": "POLARBROOK",
    "hdr_right": "IC-300 / IC-500 Marine  |  P/N 80-4471  |  Rev. G",
    "ftr_left": "Polarbrook Manufacturing Inc., Erie, PA - Marine Products Division",
    "ftr_fmt": "Page {n}",
    "cover": _cover(
        "POLARBROOK",
        ["IC-300", "Marine ice cube machine", "self-contained, water-cooled"],
        [
            "Models IC-300W and IC-500W (marine water-cooled)",
            "Installation, Operation and Service Manual",
            "P/N 80-4471, Rev. G",
            "For qualified service technicians and ship's crew",
        ],
        band=(0.0, 0.45, 0.6),
        foot="Read this manual before installing or operating the ice machine.",
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
                        ("2", "Installation", 3),
                        ("3", "Specifications", 4),
                        ("4", "Sequence of Operation", 5),
                        ("5", "Adjustments", 6),
                        ("6", "Cleaning, Sanitizing and Maintenance", 7),
                        ("7", "Diagnostic Codes", 8),
                        ("8", "Replacement Parts", 9),
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety Information"),
                (
                    "box",
                    (
                        "WARNING",
                        "Disconnect electrical power at the main disconnect before servicing. "
                        "The ON/OFF switch does not remove power from the control board.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "This unit contains R-290 (propane) refrigerant, a flammable gas. "
                        "Service only by technicians certified for flammable refrigerants. No "
                        "open flame or brazing until the system is evacuated and purged with "
                        "nitrogen.",
                    ),
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "The ice machine must be connected to potable water only. Never "
                        "connect to the distillate line before the mineralizer.",
                    ),
                ),
                ("h1", "2  Installation"),
                (
                    "ul",
                    [
                        "Minimum clearances: 6 in. (152 mm) top and sides, 5 in. (127 mm) "
                        "rear for water and drain connections.",
                        "Ambient air temperature 50 - 110 °F (10 - 43 °C).",
                        "Potable water inlet pressure 20 - 80 psi (1.4 - 5.5 bar). Above 80 "
                        "psi (5.5 bar) install a pressure reducing valve.",
                        "Condenser cooling water: 40 - 90 °F (4 - 32 °C), 20 - 150 psi (1.4 - "
                        "10.3 bar), from the ship's fresh water cooling or chilled water "
                        "system. Never sea water on the standard W model.",
                        "Drains: 3/4 in. FPT bin drain and 1/2 in. FPT water pan drain. "
                        "Slope 1/4 in. per foot (2 cm per m) minimum, vented, no common "
                        "connection with condenser outlet.",
                        "Secure the cabinet to the deck with the four marine brackets "
                        "supplied (kit P/N 80-3310); tighten 3/8 in. bolts to 25 ft-lb (34 "
                        "Nm).",
                    ],
                ),
                (
                    "p",
                    "The unit must be level within 1/8 in. (3 mm) front to back and side to "
                    "side, or the water will not flow evenly over the evaporator and cubes "
                    "will form incompletely.",
                ),
                (
                    "p",
                    "A sea water cooled version (suffix S, cupro-nickel condenser) is "
                    "available for vessels without a fresh water cooling system. It is covered "
                    "by supplement P/N 80-4471-S.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Specifications"),
                (
                    "table",
                    {
                        "cols": ["", "IC-300W", "IC-500W"],
                        "rows": [
                            [
                                "Ice production, 70 °F air / 50 °F water",
                                "310 lb/24 h (141 kg)",
                                "505 lb/24 h (229 kg)",
                            ],
                            [
                                "Ice production, 90 °F air / 70 °F water",
                                "250 lb/24 h (113 kg)",
                                "410 lb/24 h (186 kg)",
                            ],
                            [
                                "Cube size (full cube)",
                                "7/8 x 7/8 x 7/8 in. (22 mm)",
                                "7/8 x 7/8 x 7/8 in. (22 mm)",
                            ],
                            ["Cubes per harvest", "240", "336"],
                            ["Electrical", "115 V / 60 Hz / 1 ph", "230 V / 60 Hz / 1 ph"],
                            ["Running amps", "9.5 A", "7.8 A"],
                            ["Min. circuit ampacity", "15 A", "15 A"],
                            ["Refrigerant R-290 charge", "5.1 oz (145 g)", "5.3 oz (150 g)"],
                            [
                                "Potable water use",
                                "20 gal per 100 lb ice (167 l per 100 kg)",
                                "20 gal per 100 lb ice",
                            ],
                            [
                                "Condenser water use at 70 °F",
                                "1.2 gal/min (4.5 l/min)",
                                "1.8 gal/min (6.8 l/min)",
                            ],
                            [
                                "Dimensions W x D x H",
                                "30 x 24 x 23 in. (762 x 610 x 584 mm)",
                                "30 x 24 x 29 in. (762 x 610 x 737 mm)",
                            ],
                            ["Weight, net", "165 lb (75 kg)", "210 lb (95 kg)"],
                        ],
                        "widths": [2.4, 2.0, 2.0],
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "Production figures are for a clean machine with correct ice bridge "
                    "thickness. Production falls approximately 1.5 % for every 1 °F (0.6 °C) "
                    "rise in incoming water temperature.",
                ),
                ("h2", "3.1  Refrigeration system pressures"),
                (
                    "kv",
                    [
                        ("Discharge pressure, freeze", "120 - 145 psig (8.3 - 10.0 bar)"),
                        ("Suction pressure, start of freeze", "28 - 35 psig (1.9 - 2.4 bar)"),
                        ("Suction pressure, end of freeze", "8 - 12 psig (0.6 - 0.8 bar)"),
                        ("Water regulating valve setting", "130 psig (9.0 bar) head pressure"),
                        ("High pressure cut-out", "305 psig (21.0 bar), manual reset"),
                    ],
                ),
                (
                    "p",
                    "Ice storage bin is not included. Use Polarbrook marine bin MB-250 with "
                    "sea rail and door latch.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  Sequence of Operation"),
                ("h2", "4.1  Start-up"),
                (
                    "p",
                    "When the ON/OFF switch is moved to ON, the water inlet valve opens and "
                    "fills the water trough until the float switch FS-1 is satisfied (about "
                    "45 seconds). The water pump then runs for 30 seconds to flush the "
                    "evaporator before the compressor starts. The hot gas valve is energized "
                    "for the first 20 seconds of compressor run to equalize pressures.",
                ),
                ("h2", "4.2  Freeze cycle"),
                (
                    "p",
                    "Water is circulated over the evaporator and freezes in layers. The "
                    "normal freeze time is 12 to 16 minutes for the IC-300W at 70 °F (21 °C) "
                    "water. When the water level drops and the ice thickness probe senses "
                    "water continuously for 10 seconds, the board starts harvest.",
                ),
                ("h2", "4.3  Harvest cycle"),
                (
                    "p",
                    "The hot gas valve opens and the water pump stops for the first 15 "
                    "seconds to drain the trough through the purge valve. The slab of ice "
                    "releases and opens the bin switch curtain, which ends harvest. Normal "
                    "harvest time is 1.5 to 3 minutes. If the curtain does not open within 3.5 "
                    "minutes, the board ends harvest and counts a long harvest (see code E2).",
                ),
                ("h2", "4.4  Bin full shut-off"),
                (
                    "p",
                    "When the bin is full, ice holds the curtain open for more than 30 "
                    "seconds at the end of harvest and the machine stops. It restarts "
                    "automatically 3 minutes after the curtain closes.",
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "In heavy weather the curtain can swing and end harvest early, leaving "
                        "ice on the evaporator. Set the SEA STATE dip switch (S1-4) to ON to "
                        "add a 10 second confirmation delay.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  Adjustments"),
                ("h2", "5.1  Ice bridge thickness"),
                (
                    "p",
                    "The ice bridge connecting the cubes should be 1/8 in. (3 mm) thick. "
                    "Adjust with the screw on the ice thickness probe: clockwise increases "
                    "bridge thickness. One full turn changes the bridge about 1/16 in. (1.5 "
                    "mm). A bridge thinner than 1/16 in. gives poor harvest; a thick bridge "
                    "reduces production.",
                ),
                ("h2", "5.2  Probe gap"),
                (
                    "p",
                    "The gap between the probe tip and the evaporator grid is 3/16 in. (4.8 "
                    "mm) factory setting. Check it with a 3/16 in. drill bit shank.",
                ),
                ("h2", "5.3  Water regulating valve"),
                (
                    "p",
                    "On water-cooled models adjust the valve so that the discharge pressure "
                    "is 130 psig (9.0 bar) during freeze. Turning the adjusting stem "
                    "counterclockwise raises the head pressure. Condenser outlet water should "
                    "be 95 - 105 °F (35 - 41 °C).",
                ),
                ("h2", "5.4  Control board dip switches"),
                (
                    "table",
                    {
                        "cols": ["Switch", "Function", "OFF", "ON"],
                        "rows": [
                            ["S1-1", "Water purge", "Normal purge (15 s)", "Heavy purge (25 s)"],
                            ["S1-2", "Harvest assist", "Off", "Pump runs last 20 s"],
                            ["S1-3", "Max freeze time", "45 min", "60 min"],
                            ["S1-4", "Sea state delay", "Off", "10 s curtain delay"],
                            ["S1-5", "Clean reminder", "Off", "Every 6 months"],
                            ["S1-6", "Not used", "-", "-"],
                        ],
                        "widths": [0.8, 1.8, 1.8, 1.8],
                    },
                ),
                (
                    "p",
                    "Heavy purge (S1-1 ON) is recommended where the water hardness exceeds "
                    "10 grains per gallon (170 ppm). Change dip switches only with the power "
                    "off; the board reads them at power-up.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Cleaning, Sanitizing and Maintenance"),
                (
                    "p",
                    "Clean and sanitize the water system every 6 months, or more often if "
                    "scale is visible. Use only Polarbrook Ice Machine Cleaner (nickel-safe) "
                    "P/N 80-0650 and Sanitizer P/N 80-0651.",
                ),
                (
                    "ol",
                    [
                        "Press CLEAN at the end of a harvest. Remove all ice from the bin.",
                        "When the trough fills, add 8 fl oz (240 ml) of cleaner to the "
                        "water trough.",
                        "The board circulates the solution for 10 minutes, then drains and "
                        "rinses 3 times. Total cycle approx. 25 minutes.",
                        "Mix 1 fl oz (30 ml) sanitizer in 2 gal (7.6 l) warm water at 95 - "
                        "115 °F (35 - 46 °C). Wipe the bin, curtain and splash areas.",
                        "Press CLEAN again and add 3 fl oz (90 ml) sanitizer to the trough. "
                        "Allow the cycle to finish; discard the first harvest.",
                    ],
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Never mix cleaner and sanitizer. Wear rubber gloves and eye "
                        "protection. Cleaner contains phosphoric acid.",
                    ),
                ),
                ("h2", "6.1  Maintenance schedule"),
                (
                    "table",
                    {
                        "cols": ["Task", "Weekly", "Monthly", "6 Months", "Yearly"],
                        "rows": [
                            ["Check for loose ice on evaporator, secure bin door", "x", "", "", ""],
                            ["Clean water inlet strainer screen", "", "x", "", ""],
                            ["Inspect drain lines for kinks and slope", "", "x", "", ""],
                            ["Clean and sanitize water system", "", "", "x", ""],
                            ["Replace water filter cartridge", "", "", "x", ""],
                            ["Check ice bridge thickness", "", "", "x", ""],
                            ["Descale water-cooled condenser", "", "", "", "x"],
                            ["Check marine deck brackets and bolts", "", "", "", "x"],
                        ],
                        "widths": [3.6, 0.8, 0.8, 0.8, 0.8],
                    },
                ),
                (
                    "p",
                    "Condenser descaling on water-cooled units must be done by a qualified "
                    "refrigeration contractor using a circulating pump; do not descale "
                    "through the ship's cooling water line.",
                ),
            ]
        },
        {
            "sideways": True,
            "blocks": [
                ("h1", "7  Diagnostic Codes"),
                (
                    "p",
                    "The control board displays a code by flashing the red STATUS LED. "
                    "Count the flashes between 4 second pauses. Codes E1 to E3 restart "
                    "automatically after 60 minutes; three repeated stops in 24 hours lock "
                    "the machine until reset by switching OFF and ON.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Code",
                            "LED flashes",
                            "Condition",
                            "Possible cause",
                            "Check / correction",
                            "Restart",
                        ],
                        "rows": [
                            [
                                "E1",
                                "1",
                                "Long freeze (over 45 min, 60 min with S1-3 ON)",
                                "Low refrigerant, hot gas valve leaking, water leak from trough, condenser water off",
                                "Check suction pressure at end of freeze 8 - 12 psig (0.6 - 0.8 bar); check trough and purge valve",
                                "Auto, 60 min",
                            ],
                            [
                                "E2",
                                "2",
                                "Long harvest (over 3.5 min)",
                                "Ice bridge too thick, hot gas valve coil, curtain stuck",
                                "Set bridge 1/8 in. (3 mm); check coil 24 V; free curtain",
                                "Auto, 60 min",
                            ],
                            [
                                "E3",
                                "3",
                                "High discharge pressure",
                                "Condenser water supply low or over 90 °F (32 °C), valve out of adjustment, scaled condenser",
                                "Check supply 1.2 gal/min (4.5 l/min); reset HP cut-out; descale",
                                "Auto, 60 min",
                            ],
                            [
                                "E4",
                                "4",
                                "No water / trough not filled in 2.5 min",
                                "Inlet pressure below 20 psi (1.4 bar), strainer blocked, inlet valve",
                                "Clean strainer; check supply pressure",
                                "Manual",
                            ],
                            [
                                "E5",
                                "5",
                                "Water pump overload",
                                "Pump impeller blocked by scale or ice",
                                "Clean; replace pump P/N 80-2205",
                                "Manual",
                            ],
                            [
                                "E6",
                                "6",
                                "Probe fault",
                                "Probe shorted by scale or wire open",
                                "Clean probe; check gap 3/16 in. (4.8 mm)",
                                "Manual",
                            ],
                            [
                                "E7",
                                "7",
                                "Low supply voltage",
                                "Voltage below 104 V (IC-300W) or 207 V (IC-500W) for 5 s",
                                "Check ship supply and connections",
                                "Auto when normal",
                            ],
                            [
                                "E8",
                                "8",
                                "Bin switch open too long at start-up",
                                "Curtain stuck open or magnet missing",
                                "Check curtain magnet and reed switch",
                                "Manual",
                            ],
                        ],
                        "widths": [0.5, 0.7, 1.9, 2.6, 2.9, 1.0],
                        "size": 8.2,
                    },
                ),
                (
                    "p",
                    "The last 10 codes are stored. To read them, hold the CLEAN button for 5 "
                    "seconds with the switch in OFF position.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "8  Replacement Parts"),
                (
                    "p",
                    "Use only genuine Polarbrook parts. Specify model and serial number from "
                    "the data plate behind the front panel.",
                ),
                (
                    "table",
                    {
                        "cols": ["Ref.", "Part No.", "Description", "IC-300W", "IC-500W"],
                        "rows": [
                            ["1", "80-2205", "Water pump, 115 V", "1", "-"],
                            ["1", "80-2206", "Water pump, 230 V", "-", "1"],
                            ["2", "80-2310", "Water inlet valve, 3/8 in. FPT", "1", "1"],
                            ["3", "80-2320", "Inlet strainer screen", "1", "1"],
                            ["4", "80-2330", "Purge valve", "1", "1"],
                            ["5", "80-2410", "Hot gas valve coil, 24 V", "1", "1"],
                            ["6", "80-2420", "Ice thickness probe", "1", "1"],
                            ["7", "80-2430", "Float switch FS-1", "1", "1"],
                            ["8", "80-2440", "Bin switch curtain with magnet", "1", "2"],
                            ["9", "80-2450", "Reed switch, curtain", "1", "2"],
                            ["10", "80-2510", "Control board, marine, with dip switches", "1", "1"],
                            ["11", "80-2605", "Water regulating valve, 3/8 in.", "1", "1"],
                            [
                                "12",
                                "80-2710",
                                "Water filter cartridge, 0.5 micron, scale inhibitor",
                                "1",
                                "1",
                            ],
                            ["13", "80-3310", "Marine deck bracket kit (4)", "1", "1"],
                            ["14", "80-0650", "Ice machine cleaner, 16 fl oz (473 ml)", "-", "-"],
                            ["15", "80-0651", "Sanitizer, 16 fl oz (473 ml)", "-", "-"],
                        ],
                        "widths": [0.5, 1.0, 3.6, 0.9, 0.9],
                    },
                ),
                (
                    "p",
                    "The compressor and evaporator are not field-replaceable parts on marine "
                    "models; contact Polarbrook Marine Service for exchange units.",
                ),
            ]
        },
    ],
}
