"""Four made-up manuals of other equipment by other makers, held-out set 30a (written blind).

Filtrex (AF-60 automatic back-flushing lube oil filter) writes translated European English with
decimal commas and "~" ranges and carries the piping diagram, a transposed size table, an interval
matrix with a caption below it and an alarm table printed as a picture; Insulux (IM-9 insulation
monitor) writes formal UK style with WARNING/CAUTION/NOTE boxes, a two-column page, a Step |
Action table and a parameter table that runs over a page break with its header repeated;
Sootmaster (SB-12 steam soot blower system) writes terse service-bulletin fragments and carries a
two-level header, two borderless tables and a landscape page; Pyrotek (EGT-16 exhaust gas
temperature monitor) writes US style with deg F / ft-lb first and metric in brackets and carries
a portrait page whose wide table is set sideways.  Every page is an explicit list of blocks laid
out top to bottom; a block that does not fit raises, so a question's page is the page its block
is listed on.
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
    for spec in (FILTREX, INSULUX, SOOT, PYRO):
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


def _af_schematic(pg, x0, y0, w, h):
    s = pg.page.new_shape()

    def P(x, y):
        return (x0 + x, y0 + y)

    def ln(a, b, c, d):
        s.draw_line(P(a, b), P(c, d))

    def L(x, y, t, size=6.8, bold=False):
        pg.text(x0 + x, y0 + y, t, size, bold)

    # main oil line: LOP-1 -> V-201 -> PI-1 / TS-1 -> V-203 -> F-1 -> PI-2 -> V-202 -> engine
    ln(8, 90, 26, 90)
    _pump(s, *P(40, 90))
    ln(54, 90, 177, 90)
    _valve(s, *P(88, 90))
    for x in (120, 150):
        ln(x, 90, x, 70)
        _instr(s, *P(x, 61))
    s.draw_polyline([P(177, 82), P(193, 82), P(193, 98), P(177, 98), P(177, 82)])
    s.draw_line(P(177, 82), P(193, 98))
    s.draw_line(P(177, 98), P(193, 82))
    ln(193, 90, 220, 90)
    _box_eq(s, *P(220, 65), *P(310, 215))
    for x in (238, 256, 274, 292):
        s.draw_rect(fitz.Rect(*P(x - 5, 105), *P(x + 5, 185)))
    ln(310, 90, 470, 90)
    ln(340, 90, 340, 70)
    _instr(s, *P(340, 61))
    _valve(s, *P(380, 90))
    # M1 on top of the housing, DPS-1 across inlet / outlet
    _box_eq(s, *P(252, 44), *P(278, 65))
    ln(205, 90, 205, 22)
    ln(205, 22, 256, 22)
    ln(274, 22, 360, 22)
    ln(360, 22, 360, 90)
    _instr(s, *P(265, 22))
    # bypass / indicator filter branch from V-203
    ln(185, 98, 185, 265)
    ln(185, 265, 340, 265)
    _box_eq(s, *P(340, 248), *P(390, 282))
    s.draw_line(P(340, 248), P(390, 282))
    ln(390, 265, 430, 265)
    _valve(s, *P(415, 265))
    ln(430, 265, 430, 90)
    # sludge: housing bottom -> FV-1 -> T-3 ; drain V-206
    ln(265, 215, 265, 340)
    _valve(s, *P(265, 300), vertical=True)
    _box_eq(s, *P(225, 340), *P(305, 390))
    ln(232, 215, 232, 240)
    _valve(s, *P(232, 232), vertical=True)
    s.finish(color=(0, 0, 0), width=1.0)
    # control air (dashed): PR-1 -> SV-1 -> FV-1 actuator ; signals CB-1
    d = pg.page.new_shape()
    d.draw_line(P(8, 300), P(253, 300))
    d.draw_circle(P(80, 300), 7)
    d.draw_rect(fitz.Rect(*P(130, 292), *P(148, 308)))
    d.draw_line(P(400, 330), P(139, 330))
    d.draw_line(P(139, 330), P(139, 308))
    d.draw_line(P(470, 320), P(476, 320))
    d.draw_line(P(476, 320), P(476, 40))
    d.draw_line(P(476, 40), P(265, 40))
    d.draw_line(P(265, 40), P(265, 44))
    d.finish(color=(0.1, 0.3, 0.7), width=0.8, dashes="[3 2] 0", closePath=False)
    d.draw_rect(fitz.Rect(*P(400, 310), *P(470, 355)))
    d.finish(color=(0, 0, 0), width=1.0)
    d.commit()
    s.commit()
    L(2, 72, "FROM LO PUMP")
    L(30, 115, "LOP-1", bold=True)
    L(78, 108, "V-201", bold=True)
    L(70, 116, "inlet valve")
    L(111, 48, "PI-1", bold=True)
    L(141, 48, "TS-1", bold=True)
    L(156, 110, "V-203", bold=True)
    L(126, 118, "3-way changeover")
    L(196, 150, "F-1", bold=True)
    L(240, 78, "AF-60 housing")
    L(236, 200, "candles (x4 shown)")
    L(254, 40, "M1", bold=True)
    L(281, 53, "flushing drive")
    L(252, 12, "DPS-1", bold=True)
    L(290, 14, "diff. pressure switch")
    L(331, 48, "PI-2", bold=True)
    L(370, 108, "V-202", bold=True)
    L(365, 116, "outlet valve")
    L(425, 84, "TO ENGINE")
    L(342, 244, "F-2", bold=True)
    L(333, 296, "bypass/indicator filter")
    L(405, 283, "V-204", bold=True)
    L(198, 238, "V-206", bold=True)
    L(196, 246, "drain")
    L(272, 303, "FV-1", bold=True)
    L(272, 311, "flushing valve")
    L(233, 368, "T-3  sludge tank", bold=True)
    L(6, 287, "CONTROL AIR 6 - 8 bar")
    L(70, 318, "PR-1", bold=True)
    L(60, 326, "reducer 5,0 bar")
    L(128, 286, "SV-1", bold=True)
    L(408, 326, "CB-1", bold=True)
    L(406, 338, "control box")
    L(406, 348, "AL-1 to AMS")
    L(6, 412, "LEGEND", 7.0, True)
    L(
        6,
        424,
        "LOP lube oil pump   PI pressure indicator   TS temperature sensor   DPS differential",
    )
    L(
        6,
        433,
        "pressure switch   FV flushing valve (pneumatic)   SV solenoid valve   PR pressure reducer",
    )
    L(6, 442, "solid line: lube oil / sludge     dashed line: control air and electric signals")


_FX_STYLE = {"h1": 13.0, "h2": 10.6, "body": 9.2, "hcolor": (0.0, 0.4, 0.3), "h1rule": True}

FILTREX = {
    "file": "filtrex-af60-automatic-lube-oil-filter.pdf",
    "title": "Filtrex AF-60 Automatic back-flushing lube oil filter - Operating instructions",
    "maker": "Filtrex Filtertechnik GmbH",
    "style": _FX_STYLE,
    "hdr_left": "FILTREX Filtertechnik",
    "hdr_right": "AF-60  |  Operating instructions  |  Edition 03",
    "ftr_left": "Filtrex Filtertechnik GmbH - translation of the original operating instructions",
    "ftr_fmt": "Page {n} of {total}",
    "cover": _cover(
        "FILTREX Filtertechnik",
        [
            "AF-60",
            "Automatic back-flushing filter",
            "for lubricating oil of diesel engines",
        ],
        [
            "Operating instructions, maintenance and spare parts",
            "Document FX-BA-AF60-EN, edition 03",
            "Translation of the original operating instructions.",
        ],
        band=(0.0, 0.4, 0.3),
        foot="Filtrex Filtertechnik GmbH, Industriestrasse 40, Hamburg",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Contents"),
                (
                    "toc",
                    [
                        ("1", "Safety notes", 3),
                        ("2", "Construction and function", 3),
                        ("2.4", "Piping diagram", 4),
                        ("3", "Technical data", 5),
                        ("4", "Operation", 6),
                        ("5", "Maintenance", 7),
                        ("5.3", "Change of filter candles", 8),
                        ("6", "Disturbances", 9),
                        ("7", "Spare parts", 10),
                    ],
                ),
                (
                    "p",
                    "These operating instructions are valid for the filter AF-60 in the execution with pneumatic flushing valve and electric drive of the flushing arm. For filters with hydraulic flushing drive (execution AF-60H) a separate supplement is supplied.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety notes"),
                (
                    "ul",
                    [
                        "Attention! The filter housing stands under oil pressure up to 10 bar and the oil can be hot up to 90 °C. Before opening the cover the filter must be switched over to the bypass/indicator filter, the inlet and outlet valves closed and the housing depressurised over the drain valve.",
                        "Attention! Before work on the flushing arm drive the motor M1 must be switched off at the control box and secured against switching on.",
                        "Spilled oil on the floor plates must be removed immediately - danger of slipping.",
                        "Only original Filtrex candles may be used. Other elements can damage the flushing arm seal.",
                    ],
                ),
                ("h1", "2  Construction and function"),
                ("h2", "2.1  Construction"),
                (
                    "p",
                    "The AF-60 consists of a cast filter housing with 24 filter candles, the flushing arm with drive motor on the cover, the pneumatic flushing valve on the sludge outlet and the control box. A smaller bypass/indicator filter is fitted in parallel and takes over the oil flow during the maintenance of the main filter.",
                ),
                ("h2", "2.2  Filtration"),
                (
                    "p",
                    "The oil flows from the inlet into the candles from inside to outside. The dirt stays on the inner surface of the wire mesh. With growing dirt layer the differential pressure between inlet and outlet is rising.",
                ),
                ("h2", "2.3  Back-flushing"),
                (
                    "p",
                    "A flushing cycle is started by time (interval timer) or by the differential pressure switch DPS-1. The flushing arm turns under the candles and connects one candle after the other with the sludge outlet, which is opened by the flushing valve FV-1. A part of the filtered oil flows back through the candle and carries the dirt into the sludge tank. Filtration continues during flushing, only the candle under the flushing arm is out of service.",
                ),
                (
                    "p",
                    "One flushing cycle (all 24 candles) lasts approx. 90 s. The oil loss per cycle is ~ 12 l.",
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "2.4  Piping diagram"),
                (
                    "p",
                    "The diagram shows the typical installation in the lube oil system between lube oil pump and engine inlet. Valve numbers are the numbers used in this manual.",
                ),
                ("draw", (450, _af_schematic)),
                ("caption", "Fig. 2-1  Piping diagram AF-60 with bypass/indicator filter"),
                (
                    "p",
                    "In normal operation V-203 leads the oil through the main filter F-1. For maintenance of F-1 the changeover valve V-203 is turned to the bypass/indicator filter F-2 and the valves V-201 and V-202 are closed. The indicator filter has a finer mesh; if it clogs often, this is a sign of damaged candles in the main filter.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Technical data"),
                (
                    "kv",
                    [
                        ("Type", "AF-60, automatic back-flushing filter"),
                        ("Medium", "Lubricating oil SAE 30 / SAE 40"),
                        ("Design pressure", "10 bar"),
                        ("Test pressure", "15 bar"),
                        ("Max. operating temperature", "90 °C"),
                        ("Filter fineness main filter", "30 µm (absolute)"),
                        ("Filter fineness indicator filter", "25 µm"),
                        ("Number of candles", "24"),
                        ("Control air", "6 ~ 8 bar, reduced to 5,0 bar at PR-1"),
                        ("Motor M1", "0,18 kW, 440 V / 60 Hz, IP 55"),
                        ("Weight (empty)", "approx. 185 kg"),
                    ],
                ),
                ("h2", "3.2  Sizes"),
                (
                    "p",
                    "The AF-60 is built in three sizes. The size is stamped on the name plate after the type (e.g. AF-60/65).",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Size",
                            "Flange DN",
                            "Max. flow m³/h",
                            "Filter area m²",
                            "Oil content l",
                            "Flushing oil per cycle l",
                        ],
                        "rows": [
                            ["AF-60/50", "50", "45", "0,62", "38", "8"],
                            ["AF-60/65", "65", "75", "0,95", "52", "12"],
                            ["AF-60/80", "80", "110", "1,40", "71", "17"],
                        ],
                        "boldfirst": True,
                        "widths": [1.1, 0.9, 1.1, 1.0, 1.0, 1.3],
                    },
                ),
                ("h2", "3.3  Set values"),
                (
                    "kv",
                    [
                        ("DPS-1 flushing start", "0,8 bar differential pressure"),
                        ("DPS-1 alarm (high diff. pressure)", "1,2 bar"),
                        ("Indicator filter alarm", "1,5 bar"),
                        ("Interval timer (flushing by time)", "4 h, adjustable 1 ~ 12 h"),
                        ("Flushing valve open time per candle", "3,5 s"),
                    ],
                ),
                (
                    "p",
                    "Values stated for the size AF-60/65 are valid for all sizes unless otherwise marked.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  Operation"),
                ("h2", "4.1  First start"),
                (
                    "ol",
                    [
                        "Check that the sludge tank T-3 is empty and its vent is open.",
                        "Open the control air supply and check the pressure at PR-1 (5,0 bar).",
                        "Turn the changeover valve V-203 to position MAIN FILTER.",
                        "Open slowly the inlet valve V-201 and vent the housing over the vent screw on the cover until oil comes out free of air.",
                        "Open the outlet valve V-202.",
                        "Switch on the control box CB-1 and start one flushing cycle by hand with the push button FLUSH. Control that all 24 candles are flushed (counter on the display).",
                    ],
                ),
                (
                    "box",
                    (
                        "ATTENTION",
                        "Never start the lube oil pump with closed valves V-201 and V-202 and V-203 in middle position - the system has no oil flow to the engine.",
                    ),
                ),
                ("h2", "4.2  Normal operation"),
                (
                    "p",
                    "In normal operation the filter works automatically. The control box starts a flushing cycle when the differential pressure reaches the start value of DPS-1 or when the interval timer runs out. After every cycle the timer is set back. The display shows the number of flushings since the last reset and the actual differential pressure.",
                ),
                (
                    "p",
                    "If more than 6 flushings per hour are counted, the alarm A-05 FLUSHING FREQUENCY HIGH is given. This shows that the candles are blocked by dirt which can not be removed by back-flushing (e.g. lacquer, water in oil).",
                ),
                ("h2", "4.3  Changeover to the bypass/indicator filter"),
                (
                    "ol",
                    [
                        "Turn V-203 slowly to position INDICATOR FILTER. Observe the pressure PI-2 - it must not fall below 3,5 bar.",
                        "Close V-201 and V-202.",
                        "Open the drain valve V-206 and drain the housing into the sludge tank.",
                    ],
                ),
                (
                    "p",
                    "The indicator filter is not designed for continuous operation. Operation on the indicator filter is allowed max. 72 h.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  Maintenance"),
                ("h2", "5.1  Maintenance plan"),
                (
                    "p",
                    "The intervals are valid for operation with heavy fuel oil engines. For operation with MGO the intervals may be doubled.",
                ),
                (
                    "table",
                    {
                        "cols": ["Work", "daily", "weekly", "3 months", "6 months", "yearly"],
                        "rows": [
                            ["Check differential pressure and counter", "x", "", "", "", ""],
                            ["Drain water from control air filter", "", "x", "", "", ""],
                            ["Empty sludge tank T-3", "", "x", "", "", ""],
                            ["Clean indicator filter F-2 element", "", "", "x", "", ""],
                            ["Check flushing arm seal and gap", "", "", "", "x", ""],
                            ["Clean all filter candles (ultrasonic)", "", "", "", "", "x"],
                            ["Check DPS-1 switching points", "", "", "", "x", ""],
                            ["Replace O-rings of the cover", "", "", "", "", "x"],
                            ["Lubricate gear of flushing drive M1", "", "", "x", "", ""],
                        ],
                        "widths": [3.2, 0.8, 0.8, 0.9, 0.9, 0.8],
                    },
                ),
                ("capbelow", "Table 5-1  Maintenance plan (x = to be done)"),
                ("h2", "5.2  Check of the flushing arm"),
                (
                    "p",
                    "The gap between flushing arm and candle plate must be 0,2 ~ 0,4 mm. A bigger gap gives bad cleaning of the candles, a smaller gap wears the seal. Adjust the gap with the shims under the bearing (part 11).",
                ),
                (
                    "p",
                    "The fixing screws of the flushing arm are tightened with 25 Nm, the cover screws M16 with 180 Nm cross-wise in two steps.",
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "5.3  Change of filter candles"),
                (
                    "ol",
                    [
                        "Change over to the indicator filter as described in 4.3 and drain the housing.",
                        "Remove the cover screws and lift the cover with the flushing drive by means of the lifting eye (weight of cover approx. 42 kg).",
                        "Pull out the candles one by one with the pulling tool 40-118.",
                        "Clean the candles in the ultrasonic bath with cleaning fluid at 60 °C for min. 30 minutes. Blow out from outside to inside with compressed air of max. 2 bar.",
                        "Check the wire mesh against the light. Damaged candles must be replaced - no repair.",
                        "Insert the candles with new O-rings, lubricated with clean lube oil.",
                        "Mount the cover with new cover gasket and tighten the screws as given in 5.2.",
                    ],
                ),
                (
                    "box",
                    (
                        "ATTENTION",
                        "Never clean the candles with a steel brush or high pressure water jet. The wire mesh will be damaged and dirt passes to the engine bearings.",
                    ),
                ),
                ("h2", "5.4  Cleaning of the indicator filter"),
                (
                    "p",
                    "The element of the indicator filter F-2 is a pleated star element. It can be washed in gas oil and blown out from inside. After 4 washings or when damaged the element must be renewed.",
                ),
                ("h2", "5.5  Sludge tank"),
                (
                    "p",
                    "The sludge tank T-3 has a volume of 200 l. The sludge is pumped to the sludge tank of the ship with the sludge pump. Never drain the sludge into the bilge.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Disturbances"),
                (
                    "p",
                    "Alarms are shown on the display of the control box with code and text. A common alarm is given over relay AL-1 to the alarm system of the ship.",
                ),
                (
                    "imgtable",
                    {
                        "title": "Table 6-1  Alarms and remedies",
                        "cols": ["Code", "Alarm text", "Possible cause", "Remedy"],
                        "rows": [
                            [
                                "A-01",
                                "DIFF. PRESSURE HIGH",
                                "Candles blocked, flushing not effective",
                                "Start flushing by hand; if no improvement change to F-2 and clean candles",
                            ],
                            [
                                "A-02",
                                "FLUSHING ARM NOT TURNING",
                                "Motor M1 defective, gear blocked, limit switch LS-2 fault",
                                "Check motor protection switch Q2, check LS-2",
                            ],
                            [
                                "A-03",
                                "CONTROL AIR LOW",
                                "Air pressure below 4,0 bar",
                                "Check PR-1 and air supply",
                            ],
                            [
                                "A-04",
                                "FLUSHING VALVE FAULT",
                                "FV-1 does not open or close, SV-1 defective",
                                "Check SV-1 coil (24 V DC), check FV-1 actuator",
                            ],
                            [
                                "A-05",
                                "FLUSHING FREQUENCY HIGH",
                                "More than 6 flushings per hour",
                                "Check oil for water; clean candles",
                            ],
                            [
                                "A-06",
                                "INDICATOR FILTER DP HIGH",
                                "Element F-2 dirty",
                                "Clean element, check main filter candles",
                            ],
                            [
                                "A-07",
                                "SLUDGE TANK HIGH LEVEL",
                                "T-3 full",
                                "Empty sludge tank",
                            ],
                        ],
                        "widths": [0.6, 1.6, 2.0, 2.4],
                        "size": 8.2,
                    },
                ),
                ("h2", "6.2  Oil temperature"),
                (
                    "p",
                    "Cold oil below 40 °C has a high viscosity and gives high differential pressure and frequent flushings after start. The alarm A-01 is therefore suppressed for 20 minutes after start of the lube oil pump.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Spare parts"),
                (
                    "p",
                    "At ordering of spare parts please state type, size and serial number from the name plate, together with the part number and the quantity.",
                ),
                (
                    "table",
                    {
                        "cols": ["Pos.", "Designation", "Part no.", "Qty/filter"],
                        "rows": [
                            ["1", "Filter candle 30 µm, complete", "40-100-30", "24"],
                            ["2", "O-ring for candle 22 x 3", "40-104", "48"],
                            ["3", "Cover gasket", "40-106", "1"],
                            ["4", "Flushing arm, complete", "40-210", "1"],
                            ["5", "Seal for flushing arm", "40-214", "1"],
                            ["6", "Gear motor M1 0,18 kW", "40-300", "1"],
                            ["7", "Differential pressure switch DPS-1", "40-410", "1"],
                            ["8", "Solenoid valve SV-1, 24 V DC", "40-420", "1"],
                            ["9", "Flushing valve FV-1, complete with actuator", "40-430", "1"],
                            ["10", "Star element indicator filter 25 µm", "40-500-25", "1"],
                            ["11", "Shim set for flushing arm bearing", "40-218", "1"],
                            ["12", "Pulling tool for candles", "40-118", "1"],
                        ],
                        "widths": [0.5, 3.2, 1.2, 0.9],
                    },
                ),
                (
                    "p",
                    "Recommended spare parts for 2 years of operation: 4 candles (pos. 1), one set of O-rings (pos. 2), 2 cover gaskets (pos. 3) and one seal for the flushing arm (pos. 5).",
                ),
            ]
        },
    ],
}


# ================================================================ 2. Insulux IM-9

_IX_STYLE = {
    "h1": 12.6,
    "h2": 10.4,
    "body": 9.1,
    "hcolor": (0.45, 0.05, 0.25),
    "h1rule": False,
    "olfmt": "({})",
}
_IX_PCOLS = ["Menu", "Parameter", "Range", "Default", "Unit"]
_IX_PW = [0.7, 2.8, 1.5, 1.0, 0.7]

INSULUX = {
    "file": "insulux-im9-insulation-monitor.pdf",
    "title": "Insulux IM-9 Insulation monitoring relay - Installation and operating handbook",
    "maker": "Insulux Instruments Ltd",
    "style": _IX_STYLE,
    "hdr_left": "INSULUX INSTRUMENTS",
    "hdr_right": "IM-9 Insulation Monitor - Handbook HB-IM9 Issue 4",
    "ftr_left": "Insulux Instruments Ltd, Poole, Dorset. This handbook is the property of Insulux Instruments Ltd.",
    "ftr_fmt": "Page {n} of {total}",
    "cover": _cover(
        "INSULUX INSTRUMENTS",
        [
            "IM-9",
            "Insulation monitoring relay",
            "for unearthed (IT) ship's networks",
        ],
        [
            "Installation, operating and maintenance handbook",
            "Handbook HB-IM9, Issue 4",
            "Applies to IM-9/440 and IM-9/230 units with firmware 2.x",
        ],
        band=(0.45, 0.05, 0.25),
        foot="Insulux Instruments Ltd, Unit 7 Harbour Park, Poole, Dorset",
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
                        ("2.2", "Front panel and relay outputs", 4),
                        ("3", "Technical specification", 5),
                        ("4", "Configuration", 6),
                        ("5", "Operation and testing", 7),
                        ("6", "Fault finding", 8),
                        ("7", "Maintenance and spares", 9),
                    ],
                ),
                (
                    "p",
                    "This handbook covers the IM-9/440 (for 440 V AC switchboards) and the IM-9/230 (for 230 V AC distribution boards). The IM-9/DC variant for battery systems is covered by handbook HB-IM9DC.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  SAFETY"),
                (
                    "box",
                    (
                        "WARNING",
                        "The IM-9 is connected directly to the live busbars. Terminals L1, L2 and L3 carry mains voltage. Isolate the switchboard section and prove dead before removing the terminal cover.",
                    ),
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "An insulation fault on one phase of an unearthed network does not trip the breaker. A second fault on another phase will cause a short circuit. Locate and clear the first fault without delay.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Do not carry out insulation resistance (megger) tests on the busbars with the IM-9 connected. Disconnect the measuring leads at terminals L1 to L3 first, otherwise the test voltage may damage the unit.",
                    ),
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "Only one insulation monitor may be connected to each galvanically connected network. With two monitors in parallel both will read a false low value.",
                    ),
                ),
                ("h1", "2  DESCRIPTION"),
                ("h2", "2.1  Principle of measurement"),
                (
                    "p",
                    "The IM-9 superimposes a low-frequency measuring pulse of plus and minus 24 V DC between the network and the hull (earth). The resulting current through the insulation resistance is measured and the resistance is displayed in kilohms. The measurement is not affected by the network capacitance up to 20 µF.",
                ),
                (
                    "p",
                    "Two independent set points are provided: ALERT (pre-warning) and ALARM. Each set point drives its own relay. The response time depends on the network capacitance and is typically 4 to 10 seconds.",
                ),
            ]
        },
        {
            "cols": 2,
            "top": [
                ("h2", "2.2  Front panel and relay outputs"),
            ],
            "left": [
                ("h3", "Front panel"),
                (
                    "ul",
                    [
                        "LCD display, reading in kilohms (or megohms above 1000 kilohms).",
                        "Green LED ON: supply healthy.",
                        "Yellow LED ALERT: resistance below set point 1.",
                        "Red LED ALARM: resistance below set point 2.",
                        "Push button T (TEST): simulates an insulation fault through an internal resistor.",
                        "Push button R (RESET): resets latched relays once the fault has cleared.",
                        "Push button M (MENU): enters the configuration menu (hold for 3 seconds).",
                    ],
                ),
                (
                    "p",
                    "The display backlight switches off after 5 minutes without key operation. Any key switches it on again.",
                ),
            ],
            "right": [
                ("h3", "Relay outputs"),
                (
                    "table",
                    {
                        "cols": ["Relay", "Terminals", "Function"],
                        "rows": [
                            ["K1", "11-12-14", "ALERT"],
                            ["K2", "21-22-24", "ALARM"],
                            ["K3", "31-32-34", "Device fault"],
                        ],
                        "widths": [0.7, 1.2, 1.4],
                        "size": 8.2,
                    },
                ),
                (
                    "p",
                    "Contact rating 250 V AC, 5 A (resistive). K1 and K2 are normally energised (fail-safe) by default; the mode can be changed in menu 3.",
                ),
                (
                    "p",
                    "The analogue output (terminals A+ / A-) gives 4-20 mA for 0 to 1000 kilohms to the alarm monitoring system.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "3  TECHNICAL SPECIFICATION"),
                (
                    "table",
                    {
                        "cols": ["Item", "IM-9/440", "IM-9/230", "Unit"],
                        "rows": [
                            ["Nominal network voltage", "max. 480", "max. 250", "V AC"],
                            ["Network frequency", "45 - 65", "45 - 65", "Hz"],
                            ["Auxiliary supply", "24", "24", "V DC"],
                            ["Power consumption", "4", "4", "W"],
                            ["Measuring range", "1 - 5000", "1 - 2000", "kilohm"],
                            ["Measuring voltage", "24", "24", "V DC"],
                            ["Internal resistance", "220", "120", "kilohm"],
                            ["Max. network leakage capacitance", "20", "10", "µF"],
                            ["Accuracy (10 - 1000 kilohm)", "+/- 10", "+/- 10", "%"],
                            ["Operating temperature", "-20 to +60", "-20 to +60", "°C"],
                            [
                                "Enclosure (front / terminals)",
                                "IP 40 / IP 20",
                                "IP 40 / IP 20",
                                "-",
                            ],
                            ["Weight", "0.45", "0.40", "kg"],
                        ],
                        "widths": [2.6, 1.1, 1.1, 0.7],
                    },
                ),
                ("capbelow", "Table 3-1  Technical data of the IM-9 variants"),
                (
                    "p",
                    "Mounting: 35 mm DIN rail or front panel cut-out 92 x 92 mm. The unit is type approved by the major classification societies for installation in switchboards.",
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "Class rules normally require the alarm set point for 440 V networks to be not lower than 100 ohms per volt of nominal voltage. Check the rules applicable to the vessel.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  CONFIGURATION"),
                (
                    "p",
                    "Hold button M for 3 seconds to enter the menu. Use T (up) and R (down) to change a value and M to confirm and step on. The menu is left automatically after 60 seconds without key operation. Parameters are protected by the password 0009 if parameter 9.1 is set to ON.",
                ),
                ("caption", "Table 4-1  Configuration parameters"),
                (
                    "table",
                    {
                        "cols": _IX_PCOLS,
                        "rows": [
                            ["1.1", "Set point 1 (ALERT)", "5 - 2000", "150", "kilohm"],
                            ["1.2", "Hysteresis set point 1", "5 - 50", "25", "%"],
                            ["1.3", "Delay set point 1", "0 - 99", "10", "s"],
                            ["2.1", "Set point 2 (ALARM)", "1 - 500", "50", "kilohm"],
                            ["2.2", "Hysteresis set point 2", "5 - 50", "25", "%"],
                            ["2.3", "Delay set point 2", "0 - 99", "5", "s"],
                            ["3.1", "Relay mode K1", "N/E, N/D", "N/E", "-"],
                            ["3.2", "Relay mode K2", "N/E, N/D", "N/E", "-"],
                            ["3.3", "Latching of alarm relays", "ON, OFF", "OFF", "-"],
                            ["4.1", "Network type", "AC, AC+DC", "AC", "-"],
                            ["4.2", "Measuring cycle", "FAST, NORM, SLOW", "NORM", "-"],
                            ["4.3", "Network capacitance compensation", "AUTO, MAN", "AUTO", "-"],
                            ["4.4", "Manual capacitance value", "0.1 - 20", "1.0", "µF"],
                            ["5.1", "Analogue output range", "0-20, 4-20", "4-20", "mA"],
                        ],
                        "widths": _IX_PW,
                    },
                ),
                (
                    "p",
                    "Table 4-1 continues on the next page.",
                ),
            ]
        },
        {
            "blocks": [
                ("caption", "Table 4-1  Configuration parameters (continued)"),
                (
                    "table",
                    {
                        "cols": _IX_PCOLS,
                        "rows": [
                            ["5.2", "Analogue output full scale", "100 - 5000", "1000", "kilohm"],
                            ["6.1", "Test mode of button T", "INT, EXT", "INT", "-"],
                            ["6.2", "Automatic self test interval", "OFF, 1 - 168", "24", "h"],
                            ["7.1", "Display contrast", "1 - 9", "5", "-"],
                            ["8.1", "Modbus address", "1 - 247", "9", "-"],
                            ["8.2", "Baud rate", "9600, 19200", "19200", "baud"],
                            ["9.1", "Password protection", "ON, OFF", "OFF", "-"],
                            ["9.9", "Factory reset", "NO, YES", "NO", "-"],
                        ],
                        "widths": _IX_PW,
                    },
                ),
                ("h1", "5  OPERATION AND TESTING"),
                (
                    "p",
                    "In normal operation the display shows the measured insulation resistance of the network. Readings above 5000 kilohms are displayed as > 5.0 M. The ALERT relay K1 operates when the reading falls below set point 1 for longer than the set delay.",
                ),
                ("h2", "5.1  Functional test"),
                (
                    "p",
                    "The functional test shall be carried out monthly and after every change of configuration. It does not disturb the supply to consumers.",
                ),
                (
                    "table",
                    {
                        "cols": ["Step", "Action", "Expected result"],
                        "rows": [
                            ["1", "Note the present reading.", "Reading above set point 1"],
                            [
                                "2",
                                "Press and hold button T for 2 seconds.",
                                "Display shows TEST and approx. 30 kilohm",
                            ],
                            [
                                "3",
                                "Keep T pressed until the delays have elapsed.",
                                "Yellow and red LEDs on, K1 and K2 operate",
                            ],
                            [
                                "4",
                                "Check that the alarm is received in the engine control room.",
                                "Insulation alarm on the AMS",
                            ],
                            ["5", "Release button T.", "LEDs off after hysteresis time"],
                            ["6", "If latching is ON, press R.", "Relays reset, normal reading"],
                        ],
                        "widths": [0.5, 2.8, 2.4],
                    },
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "If the display shows Err 3 during the test, the internal test resistor is faulty. The unit is still measuring but must be returned for repair at the next opportunity.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  FAULT FINDING"),
                ("h2", "6.1  Error codes"),
                (
                    "kv",
                    [
                        ("Err 1", "Measuring leads L1-L3 open circuit or blown fuse F1 (0.5 A)"),
                        ("Err 2", "Earth (PE / KE) connection broken - check both earth terminals"),
                        ("Err 3", "Internal test resistor faulty"),
                        ("Err 4", "Network capacitance above the maximum"),
                        ("Err 5", "Second monitor detected on the same network"),
                        ("Err 8", "Parameter memory fault - carry out factory reset (9.9)"),
                    ],
                ),
                ("h2", "6.2  Locating an insulation fault with a clamp meter"),
                (
                    "p",
                    "The IM-9 indicates that an insulation fault exists but not where it is. The faulty feeder is found with a leakage current clamp (sensitivity 1 mA or better) set to the DC range, because the measuring pulse of the IM-9 is DC.",
                ),
                (
                    "ol",
                    [
                        "Set parameter 4.2 to SLOW so that the measuring pulse lasts longer (approx. 8 s per polarity).",
                        "Place the clamp around all live conductors of one outgoing feeder together (not around the PE conductor).",
                        "Watch the reading change polarity with the measuring pulse. A feeder without fault shows less than 0.2 mA.",
                        "A feeder which shows the pulsing current of 1 mA or more carries the fault. Follow this feeder to the sub-distribution and repeat.",
                        "Do not switch off feeders to find the fault without the permission of the chief engineer - essential consumers may be affected.",
                        "After the repair reset parameter 4.2 to NORM.",
                    ],
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Clamping measurements are made on live switchboards. Wear insulating gloves and use a clamp rated CAT III 600 V or higher.",
                    ),
                ),
                (
                    "p",
                    "If the reading is low only in wet weather, suspect deck lighting and deck machinery junction boxes first. Low readings after washing the engine room often come from motor terminal boxes of the separators.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  MAINTENANCE AND SPARES"),
                (
                    "p",
                    "The IM-9 contains no user-serviceable parts other than the measuring lead fuse. Carry out the functional test of section 5.1 monthly. Check the tightness of the terminals annually; terminal screws are tightened to 0.5 Nm. Compare the reading with a portable insulation tester at each annual survey.",
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "The accuracy of the unit should be verified every 5 years by the maker or an approved service station.",
                    ),
                ),
                (
                    "table",
                    {
                        "cols": ["Description", "Part number", "Qty"],
                        "rows": [
                            ["IM-9/440 monitoring relay, complete", "IX-9440", "1"],
                            ["IM-9/230 monitoring relay, complete", "IX-9230", "1"],
                            ["Fuse F1, 0.5 A slow-blow, 5 x 20 mm", "IX-F050", "2"],
                            ["Coupling unit CU-1 for networks above 480 V", "IX-CU1", "1"],
                            ["Terminal cover set", "IX-TC9", "1"],
                            ["Front panel gasket for cut-out mounting", "IX-G92", "1"],
                        ],
                        "widths": [3.4, 1.3, 0.6],
                    },
                ),
                (
                    "p",
                    "When ordering quote the serial number printed on the side label and the firmware version shown at power up.",
                ),
            ]
        },
    ],
}


# ================================================================ 3. Sootmaster SB-12

_SM_STYLE = {"h1": 12.0, "h2": 10.2, "body": 8.9, "hcolor": (0.15, 0.15, 0.15), "h1rule": True}

SOOT = {
    "file": "sootmaster-sb12-soot-blower-system.pdf",
    "title": "Sootmaster SB-12 Steam soot blower system - Service manual",
    "maker": "Sootmaster Marine A/S",
    "style": _SM_STYLE,
    "hdr_left": "SOOTMASTER MARINE",
    "hdr_right": "SB-12 soot blowers / EGB  -  SM-SVC-12 rev 2",
    "ftr_left": "Sootmaster Marine A/S - service manual - internal use ship staff",
    "ftr_fmt": "{n}/{total}",
    "cover": _cover(
        "SOOTMASTER MARINE",
        [
            "SB-12",
            "Steam soot blower system",
            "Exhaust gas boiler (EGB)",
        ],
        [
            "Service manual SM-SVC-12 rev 2",
            "Retractable lances RL-1 ... RL-4, rotary lances RB-1 ... RB-8",
            "Control panel SCP-12",
        ],
        band=(0.2, 0.2, 0.2),
        foot="Sootmaster Marine A/S, Esbjerg",
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
                        ("2", "System", 3),
                        ("3", "Tech data", 4),
                        ("4", "Blowing sequence", 5),
                        ("5", "Operation", 6),
                        ("6", "Maintenance", 7),
                        ("7", "Faults / alarms", 8),
                        ("8", "Spares", 9),
                    ],
                ),
                (
                    "p",
                    "Manual = SB-12 std scope (12 lances). Air-operated soot blowers (SB-12A) not covered. Boiler itself: see boiler maker manual.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  SAFETY"),
                (
                    "ul",
                    [
                        "Steam = up to 16 bar / 205 deg C. Burns. Isolate + drain before any work on lance or valve.",
                        "No blowing w/ main engine below 40 % load - risk soot fire in EGB. Only blow at >= 50 % MCR.",
                        "Retractable lance: moving parts. Keep clear of carriage + chain during travel.",
                        "Hand crank only w/ motor isolated at SCP-12 (switch to LOCAL-OFF).",
                        "Wet steam = erosion of tubes. Always warm-up + drain first (see 5.2).",
                    ],
                ),
                ("h1", "2  SYSTEM"),
                (
                    "p",
                    "12 blowers on EGB: 4 retractable (RL-1...RL-4) in hot zone (superheater/evaporator upper), 8 rotary (RB-1...RB-8) in economiser + evaporator lower. Steam from aux boiler steam drum via main steam valve SV-0, reducing valve PRV-1 and drain pot DP-1 to steam header. Each blower has own poppet valve (opened by lance mechanism).",
                ),
                (
                    "p",
                    "Control: panel SCP-12 in ECR. Modes AUTO (full sequence), SEMI (one blower per push), LOCAL (at blower, service only). Sequence = top to bottom, i.e. gas flow direction.",
                ),
                (
                    "p",
                    "Drain: header drain valve DV-1 (motorised) opens at warm-up, closes when TS-5 at header end > 190 deg C. Condensate to drain tank.",
                ),
                (
                    "p",
                    "Purge air: rotary lances get sealing air 1,5-3 bar from ship service air when not blowing - keeps soot out of lance tubes.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  TECH DATA"),
                ("h2", "3.1  Blowers"),
                (
                    "table",
                    {
                        "groups": [("", 1), ("Retractable lance RL", 2), ("Rotary lance RB", 2)],
                        "cols": ["Parameter", "Value", "Unit", "Value", "Unit"],
                        "rows": [
                            ["Steam press at nozzle", "12", "bar g", "9", "bar g"],
                            ["Steam consumption", "85", "kg/min", "45", "kg/min"],
                            ["Blowing time / blower", "approx. 110", "s", "approx. 60", "s"],
                            ["Travel / rotation", "2,4", "m", "360", "deg"],
                            ["Motor", "0,55", "kW", "0,25", "kW"],
                            ["Nozzles", "2 x 19", "mm", "14 x 8", "mm"],
                            ["Lance material", "AISI 310", "-", "AISI 316Ti", "-"],
                        ],
                        "widths": [2.2, 1.0, 0.7, 1.0, 0.7],
                    },
                ),
                ("h2", "3.2  System"),
                (
                    "table",
                    {
                        "cols": ["Item", "Setting", "Remark"],
                        "rows": [
                            ["Steam supply", "16 bar g max", "from aux boiler"],
                            ["PRV-1 outlet", "12,5 bar g", "set at commissioning"],
                            ["Safety valve SFV-1", "14,5 bar g", "after PRV-1"],
                            ["Warm-up time", "min 10 min", "DV-1 open"],
                            ["TS-5 drain close", "190 deg C", "header end"],
                            ["PS-2 low steam press", "8 bar g", "blocks start"],
                            ["Motor supply", "440 V 60 Hz 3ph", "SCP-12"],
                            ["Full AUTO sequence", "approx. 28 min", "12 blowers"],
                        ],
                        "ruled": False,
                        "widths": [1.6, 1.3, 1.6],
                    },
                ),
                (
                    "p",
                    "NB steam consumption per full sequence approx. 750 kg. Check boiler capacity before AUTO blowing w/ aux boiler on low firing.",
                ),
            ]
        },
        {
            "landscape": True,
            "blocks": [
                ("h1", "4  BLOWING SEQUENCE"),
                (
                    "table",
                    {
                        "cols": [
                            "Step",
                            "Blower",
                            "Type",
                            "Location in EGB",
                            "Elevation",
                            "Blow time",
                            "Nozzle press",
                            "Pause after",
                            "Remarks",
                        ],
                        "rows": [
                            [
                                "1",
                                "RL-1",
                                "retractable",
                                "superheater top, port",
                                "+8,6 m",
                                "110 s",
                                "12 bar g",
                                "20 s",
                                "first after warm-up",
                            ],
                            [
                                "2",
                                "RL-2",
                                "retractable",
                                "superheater top, stbd",
                                "+8,6 m",
                                "110 s",
                                "12 bar g",
                                "20 s",
                                "",
                            ],
                            [
                                "3",
                                "RL-3",
                                "retractable",
                                "evaporator upper, port",
                                "+7,2 m",
                                "110 s",
                                "12 bar g",
                                "20 s",
                                "",
                            ],
                            [
                                "4",
                                "RL-4",
                                "retractable",
                                "evaporator upper, stbd",
                                "+7,2 m",
                                "110 s",
                                "12 bar g",
                                "30 s",
                                "DV-1 pulse open 10 s",
                            ],
                            [
                                "5",
                                "RB-1",
                                "rotary",
                                "evaporator lower, port",
                                "+5,9 m",
                                "60 s",
                                "9 bar g",
                                "10 s",
                                "",
                            ],
                            [
                                "6",
                                "RB-2",
                                "rotary",
                                "evaporator lower, stbd",
                                "+5,9 m",
                                "60 s",
                                "9 bar g",
                                "10 s",
                                "",
                            ],
                            [
                                "7",
                                "RB-3",
                                "rotary",
                                "evaporator lower, fwd",
                                "+5,1 m",
                                "60 s",
                                "9 bar g",
                                "10 s",
                                "",
                            ],
                            [
                                "8",
                                "RB-4",
                                "rotary",
                                "evaporator lower, aft",
                                "+5,1 m",
                                "60 s",
                                "9 bar g",
                                "10 s",
                                "",
                            ],
                            [
                                "9",
                                "RB-5",
                                "rotary",
                                "economiser upper, port",
                                "+3,8 m",
                                "75 s",
                                "9 bar g",
                                "10 s",
                                "longer blow, heavy fouling",
                            ],
                            [
                                "10",
                                "RB-6",
                                "rotary",
                                "economiser upper, stbd",
                                "+3,8 m",
                                "75 s",
                                "9 bar g",
                                "10 s",
                                "",
                            ],
                            [
                                "11",
                                "RB-7",
                                "rotary",
                                "economiser lower, port",
                                "+2,4 m",
                                "75 s",
                                "9 bar g",
                                "10 s",
                                "",
                            ],
                            [
                                "12",
                                "RB-8",
                                "rotary",
                                "economiser lower, stbd",
                                "+2,4 m",
                                "75 s",
                                "9 bar g",
                                "-",
                                "then DV-1 open 5 min, SV-0 close",
                            ],
                        ],
                        "widths": [0.5, 0.7, 1.0, 2.0, 0.9, 0.9, 1.0, 0.9, 2.4],
                        "size": 8.4,
                    },
                ),
                (
                    "p",
                    "Sequence fixed in SCP-12 (EPROM). Blowers can be skipped: SCP-12 menu P-07 (skip list). Blow times adj. P-03 (RL) / P-04 (RB). Recommended frequency: every 24 h at sea, more often w/ poor combustion / slow steaming.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "5  OPERATION"),
                ("h2", "5.1  Before blowing"),
                (
                    "ul",
                    [
                        "ME load >= 50 % MCR, steady.",
                        "Inform bridge (smoke/soot from funnel).",
                        "Aux boiler press >= 10 bar g.",
                        "Service air on (sealing air RB).",
                        "SCP-12: no active alarm.",
                    ],
                ),
                ("h2", "5.2  Warm-up + drain"),
                (
                    "ol",
                    [
                        "Open SV-0 slowly, 1/4 turn first. Wait for header press (PI-3).",
                        "DV-1 opens auto. Chk drain line hot at DP-1 trap.",
                        "Wait min 10 min / until TS-5 > 190 deg C. DV-1 closes auto.",
                        "If DV-1 does not close: E-04 -> chk TS-5, chk DV-1 actuator.",
                        "SCP-12 shows READY -> start AUTO.",
                    ],
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "NEVER start blowing w/ header not drained. Water slug in lance = bent lance + damaged tubes.",
                    ),
                ),
                ("h2", "5.3  After blowing"),
                (
                    "ol",
                    [
                        "Sequence end: SCP-12 shows END.",
                        "Close SV-0. DV-1 stays open 5 min (auto).",
                        "Chk all RL lances fully retracted (lamp RET on panel).",
                        "Log: date, ME load, exh gas temp after EGB before + after, EGB diff press before + after.",
                    ],
                ),
                ("h2", "5.4  Manual / emergency retract"),
                (
                    "p",
                    "RL stuck in boiler = lance overheats (bends within ~ 3 min w/o steam cooling). Keep steam ON, isolate motor, retract by hand crank on gearbox (approx. 95 turns full travel).",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  MAINTENANCE"),
                (
                    "p",
                    "Chk = check, Adj = adjust, Repl = replace, Lub = lubricate. Hrs = blowing hrs (counter SCP-12 P-11) unless stated.",
                ),
                (
                    "table",
                    {
                        "cols": ["Item", "Action", "Interval"],
                        "rows": [
                            ["RL carriage chain", "Chk tension, Lub", "monthly"],
                            ["RL gearbox oil", "Chk level", "3 months"],
                            ["RL gearbox oil", "Repl (ISO VG 220, 1,2 l)", "2 years"],
                            ["RL lance tube", "Chk straightness, max 5 mm / m", "6 months"],
                            ["RL packing gland", "Adj / Repl if leaking", "as req."],
                            ["RB gearbox", "Lub (grease nipple)", "3 months"],
                            ["RB nozzles", "Chk for wear / blockage", "at boiler insp."],
                            ["Poppet valves", "Chk seat, lap", "12 months"],
                            ["PRV-1", "Chk set press", "12 months"],
                            ["SFV-1", "Test lift", "12 months"],
                            ["DP-1 trap", "Chk function", "monthly"],
                            ["Limit switches", "Chk + Adj", "6 months"],
                        ],
                        "ruled": False,
                        "underline": False,
                        "widths": [1.6, 2.4, 1.1],
                    },
                ),
                ("h2", "6.2  Torques"),
                (
                    "p",
                    "Poppet valve cover bolts M12: 60 Nm. Lance nozzle head to lance tube (RL): 140 Nm + lock weld. Wall box flange bolts M16: 120 Nm, crosswise. Packing gland nuts: hand tight + 1/4 turn only, chk after 1st blow.",
                ),
                ("h2", "6.3  Lay-up"),
                (
                    "p",
                    "Boiler out of service > 2 weeks: blow full sequence last time before stop, retract all RL, sealing air OFF, close SV-0 + open DV-1.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  FAULTS / ALARMS"),
                (
                    "kv",
                    [
                        (
                            "E-01",
                            "Motor overload RL/RB - chk thermal relay, chk for jammed carriage",
                        ),
                        ("E-02", "RL not retracted within time (t > 150 s) - see 5.4"),
                        ("E-03", "Steam press low (PS-2) - sequence blocked / stopped"),
                        ("E-04", "Drain not complete - TS-5 below setpoint after 20 min"),
                        ("E-05", "RB rotation fault - limit switch LS-R no pulse"),
                        ("E-06", "Sealing air low - RB purge"),
                        ("E-09", "Comms fault SCP-12 - remote panel"),
                    ],
                ),
                ("h2", "7.2  Fault finding"),
                (
                    "table",
                    {
                        "cols": ["Fault", "Poss. cause", "Action"],
                        "rows": [
                            [
                                "Poor cleaning, EGB dp rising",
                                "Steam press too low / wet steam",
                                "Chk PRV-1, drain",
                            ],
                            [
                                "Poor cleaning one zone",
                                "Nozzle blocked / worn",
                                "Chk nozzles, Repl",
                            ],
                            [
                                "Lance bent",
                                "Stuck in boiler w/o steam; water slug",
                                "Repl lance, chk drain",
                            ],
                            ["Steam leak at wall box", "Packing worn", "Adj gland, Repl packing"],
                            [
                                "RB not rotating",
                                "Gear dry / seized, shear pin broken",
                                "Lub, Repl shear pin",
                            ],
                            ["Sequence stops at RL-4", "DV-1 pulse fault", "Chk DV-1 actuator"],
                        ],
                        "widths": [1.8, 2.0, 1.6],
                    },
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "EGB soot fire suspected (exh temp after EGB rising fast, > 400 deg C): NO soot blowing. Stop ME if poss., follow boiler maker fire instructions.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "8  SPARES"),
                (
                    "table",
                    {
                        "cols": ["Item", "Description", "Part no.", "Qty / ship"],
                        "rows": [
                            ["1", "Packing set RL wall box", "SM-4410", "4"],
                            ["2", "Nozzle head RL, 2 x 19 mm", "SM-4520", "1"],
                            ["3", "Carriage chain RL, 1/2 in", "SM-4630", "1"],
                            ["4", "Limit switch set RL", "SM-4700", "2"],
                            ["5", "Shear pin RB gearbox", "SM-5105", "10"],
                            ["6", "Poppet valve seat + disc", "SM-6210", "2"],
                            ["7", "Gasket set poppet valve cover", "SM-6215", "4"],
                            ["8", "Thermal relay 0,55 kW motor", "SM-7011", "1"],
                            ["9", "Temp sensor TS-5 PT100", "SM-7205", "1"],
                        ],
                        "widths": [0.5, 2.8, 1.2, 1.0],
                    },
                ),
                (
                    "p",
                    "Order via Sootmaster service: state ship name, IMO no, SB-12 serial (plate on SCP-12).",
                ),
            ]
        },
    ],
}


# ================================================================ 4. Pyrotek EGT-16

_PY_STYLE = {"h1": 13.0, "h2": 10.6, "body": 9.2, "hcolor": (0.6, 0.15, 0.0), "h1rule": False}

PYRO = {
    "file": "pyrotek-egt16-exhaust-temperature-monitor.pdf",
    "title": "Pyrotek EGT-16 Exhaust gas temperature monitoring system - Owner's manual",
    "maker": "Pyrotek Instruments Inc.",
    "style": _PY_STYLE,
    "hdr_left": "PYROTEK INSTRUMENTS",
    "hdr_right": "EGT-16 Owner's Manual  P/N 710-0016 Rev. F",
    "ftr_left": "Pyrotek Instruments Inc., Mobile, Alabama  -  Technical support 1-800-555-0116",
    "ftr_fmt": "{n}",
    "cover": _cover(
        "PYROTEK INSTRUMENTS",
        [
            "EGT-16",
            "Exhaust Gas Temperature Monitor",
            "16 channels - cylinders and turbochargers",
        ],
        [
            "Owner's Manual: installation, operation, service",
            "Manual P/N 710-0016, Rev. F",
            "Display unit DU-16 with thermocouple junction box TJB-8",
        ],
        band=(0.6, 0.15, 0.0),
        foot="Pyrotek Instruments Inc., Mobile, Alabama, USA",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "TABLE OF CONTENTS"),
                (
                    "toc",
                    [
                        ("1", "Safety Summary", 3),
                        ("2", "System Description", 3),
                        ("3", "Specifications", 4),
                        ("4", "Installation", 5),
                        ("4.4", "Channel Assignment and Alarm Set Points", 6),
                        ("5", "Operation", 7),
                        ("6", "Maintenance and Troubleshooting", 8),
                        ("7", "Replacement Parts", 9),
                    ],
                ),
                (
                    "p",
                    "This manual covers the EGT-16 with display unit DU-16. The 24-channel EGT-24 for V-engines uses the same display but a different junction box and is covered in manual P/N 710-0024.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  SAFETY SUMMARY"),
                (
                    "box",
                    (
                        "WARNING",
                        "Exhaust manifolds and thermocouple wells are HOT - up to 1100 °F (593 °C). Allow the engine to cool for at least 30 minutes before removing a thermocouple. Wear heat-resistant gloves.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Never remove a thermocouple well (thermowell) with the engine running. Exhaust gas will escape. The thermocouple itself may be removed from the well with the engine running.",
                    ),
                ),
                ("h1", "2  SYSTEM DESCRIPTION"),
                (
                    "p",
                    "The EGT-16 measures exhaust gas temperatures with Type K (chromel-alumel) thermocouples - one per cylinder plus the turbocharger inlet and outlet. Up to 12 cylinders and 2 turbochargers (T/C A and T/C B) can be connected. The thermocouples are wired to the thermocouple junction box TJB-8 on the engine, which converts the signals and sends them to the display unit DU-16 in the control room over an RS-485 link.",
                ),
                (
                    "p",
                    "The DU-16 calculates the mean of all active cylinder channels and shows each cylinder's deviation from the mean. An alarm is given if a cylinder deviates from the mean by more than the set deviation limit, or if any channel exceeds its absolute high limit. The turbocharger channels are not included in the mean.",
                ),
                (
                    "p",
                    "Deviation alarms are suppressed below the engine load set in parameter P12 (factory set 25 % load), because cylinder temperatures spread widely at low load. Absolute high alarms are always active.",
                ),
                (
                    "p",
                    "Outputs: one common alarm relay, one shutdown/slowdown request relay (contact rated 2 A at 30 V DC), a 4-20 mA output for the mean temperature, and Modbus RTU to the alarm monitoring system.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  SPECIFICATIONS"),
                (
                    "kv",
                    [
                        ("Inputs", "16 Type K thermocouples, ungrounded junction"),
                        ("Measuring range", "32 to 1400 °F (0 to 760 °C)"),
                        ("Accuracy", "+/- 4 °F (+/- 2 °C) plus thermocouple tolerance"),
                        ("Resolution", "1 °F or 1 °C (selectable)"),
                        ("Scan time", "1 second for all channels"),
                        ("Power supply", "24 V DC (18 to 32 V DC), 0.6 A"),
                        ("Display", "7 in. color LCD, 800 x 480 pixels"),
                        ("Display unit DU-16 panel cutout", "7.6 x 5.4 in. (193 x 137 mm)"),
                        ("Ambient temperature DU-16", "32 to 131 °F (0 to 55 °C)"),
                        ("Ambient temperature TJB-8", "-4 to 185 °F (-20 to 85 °C)"),
                        ("Enclosure TJB-8", "IP 66, aluminum"),
                        ("Max. cable length TJB-8 to DU-16", "3280 ft (1000 m)"),
                        ("Weight TJB-8", "11 lb (5 kg)"),
                    ],
                ),
                ("h2", "3.2  Thermocouple probes"),
                (
                    "table",
                    {
                        "cols": ["Probe", "Length", "Sheath", "Thread", "Use"],
                        "rows": [
                            [
                                "TC-K150",
                                "6 in. (150 mm)",
                                "Inconel 600, 1/4 in.",
                                "1/2 in. NPT",
                                "cylinder outlet",
                            ],
                            [
                                "TC-K250",
                                "10 in. (250 mm)",
                                "Inconel 600, 1/4 in.",
                                "1/2 in. NPT",
                                "T/C inlet",
                            ],
                            [
                                "TC-K100",
                                "4 in. (100 mm)",
                                "316 SS, 1/4 in.",
                                "1/2 in. NPT",
                                "T/C outlet",
                            ],
                        ],
                        "widths": [1.0, 1.3, 1.5, 1.0, 1.2],
                    },
                ),
                (
                    "p",
                    "The thermowells are rated for 1500 psi (103 bar) and 1400 °F (760 °C). Thermocouple extension cable must be Type KX, 2 x 18 AWG, with overall shield. Using copper cable between the thermocouple and TJB-8 will give wrong readings.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  INSTALLATION"),
                ("h2", "4.1  Thermowells and probes"),
                (
                    "ol",
                    [
                        "Install the thermowell in the exhaust pipe so that the tip reaches the center third of the gas stream, at least 8 in. (200 mm) from the exhaust valve cage flange.",
                        "Apply high-temperature anti-seize compound (nickel type) to the thread. Do not use PTFE tape.",
                        "Torque the thermowell to 45 ft-lb (61 N·m).",
                        "Insert the probe until it bottoms in the well, then back off 1/16 in. and tighten the compression fitting to 15 ft-lb (20 N·m).",
                        "Route the probe lead with a drip loop; keep it at least 2 in. (50 mm) away from the hot manifold surface.",
                    ],
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Over-tightening the compression fitting crushes the sheath and shortens the life of the probe.",
                    ),
                ),
                ("h2", "4.2  Junction box TJB-8"),
                (
                    "p",
                    "Mount the TJB-8 on a bracket isolated from engine vibration with the four rubber mounts supplied, where the ambient stays below 185 °F (85 °C). Cable glands are M20 for thermocouple cables. Tighten the terminal screws to 4.4 in-lb (0.5 N·m). Ground the cable shields at the TJB-8 end only.",
                ),
                ("h2", "4.3  Display unit DU-16"),
                (
                    "p",
                    "Mount the DU-16 in the control console. Connect 24 V DC to terminals 1 (+) and 2 (-). The RS-485 link to the TJB-8 uses terminals 5 (A), 6 (B) and 7 (shield), with a 120 ohm terminating resistor at each end (DIP switch S1 ON).",
                ),
                (
                    "p",
                    "The channel assignment and factory alarm set points are listed in the table of section 4.4 (next page). The page is printed in landscape format - turn the manual to read it.",
                ),
            ]
        },
        {
            "sideways": True,
            "blocks": [
                ("h2", "4.4  Channel Assignment and Alarm Set Points (factory settings)"),
                (
                    "table",
                    {
                        "cols": [
                            "Ch.",
                            "TJB-8 terminals",
                            "Measuring point",
                            "Probe",
                            "High alarm",
                            "High-high (slowdown)",
                            "Deviation alarm",
                            "Alarm delay",
                        ],
                        "rows": [
                            [
                                "1",
                                "1+ / 1-",
                                "Cylinder 1 outlet",
                                "TC-K150",
                                "860 °F (460 °C)",
                                "905 °F (485 °C)",
                                "+/- 90 °F (50 °C)",
                                "10 s",
                            ],
                            [
                                "2",
                                "2+ / 2-",
                                "Cylinder 2 outlet",
                                "TC-K150",
                                "860 °F (460 °C)",
                                "905 °F (485 °C)",
                                "+/- 90 °F (50 °C)",
                                "10 s",
                            ],
                            [
                                "3-11",
                                "3+ / 3- ... 11+ / 11-",
                                "Cylinders 3 to 11 outlet",
                                "TC-K150",
                                "860 °F (460 °C)",
                                "905 °F (485 °C)",
                                "+/- 90 °F (50 °C)",
                                "10 s",
                            ],
                            [
                                "12",
                                "12+ / 12-",
                                "Cylinder 12 outlet",
                                "TC-K150",
                                "860 °F (460 °C)",
                                "905 °F (485 °C)",
                                "+/- 90 °F (50 °C)",
                                "10 s",
                            ],
                            [
                                "13",
                                "13+ / 13-",
                                "T/C A inlet",
                                "TC-K250",
                                "1020 °F (550 °C)",
                                "1065 °F (575 °C)",
                                "n/a",
                                "5 s",
                            ],
                            [
                                "14",
                                "14+ / 14-",
                                "T/C A outlet",
                                "TC-K100",
                                "840 °F (450 °C)",
                                "-",
                                "n/a",
                                "5 s",
                            ],
                            [
                                "15",
                                "15+ / 15-",
                                "T/C B inlet",
                                "TC-K250",
                                "1020 °F (550 °C)",
                                "1065 °F (575 °C)",
                                "n/a",
                                "5 s",
                            ],
                            [
                                "16",
                                "16+ / 16-",
                                "T/C B outlet",
                                "TC-K100",
                                "840 °F (450 °C)",
                                "-",
                                "n/a",
                                "5 s",
                            ],
                        ],
                        "widths": [0.5, 1.4, 1.8, 0.9, 1.3, 1.3, 1.3, 0.8],
                        "size": 8.6,
                    },
                ),
                (
                    "p",
                    "Unused cylinder channels must be switched OFF in parameter P03, otherwise they read OPEN and are counted as a thermocouple failure. All set points can be changed in the SETUP menu (password protected).",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "5  OPERATION"),
                ("h2", "5.1  Display screens"),
                (
                    "ul",
                    [
                        "BAR GRAPH screen (default): one bar per cylinder, mean line, T/C temperatures in the top right corner.",
                        "DEVIATION screen: deviation of each cylinder from the mean, in °F or °C.",
                        "TREND screen: last 24 hours of mean temperature and any selected channel.",
                        "ALARM LIST screen: active and acknowledged alarms with time stamp; last 200 events are stored.",
                    ],
                ),
                ("h2", "5.2  Alarm codes"),
                (
                    "table",
                    {
                        "cols": ["Code", "Meaning", "Relay"],
                        "rows": [
                            ["AL-H", "Channel above high alarm set point", "common alarm"],
                            ["AL-HH", "Channel above high-high set point", "slowdown request"],
                            ["AL-DEV", "Cylinder deviation from mean above limit", "common alarm"],
                            [
                                "TC-OPEN",
                                "Thermocouple or extension cable open circuit",
                                "common alarm",
                            ],
                            [
                                "TC-SHRT",
                                "Thermocouple shorted / reads below 32 °F (0 °C)",
                                "common alarm",
                            ],
                            [
                                "COM-ERR",
                                "No data from TJB-8 for more than 5 seconds",
                                "common alarm",
                            ],
                            ["CJC-ERR", "Cold junction sensor in TJB-8 faulty", "common alarm"],
                        ],
                        "widths": [1.0, 3.4, 1.4],
                    },
                ),
                ("h2", "5.3  Acknowledging alarms"),
                (
                    "p",
                    "Press ACK once to silence the buzzer and a second time to acknowledge. An acknowledged alarm stays in the list (steady red) until the condition has cleared. A TC-OPEN channel is removed from the mean calculation automatically so that one broken thermocouple does not cause deviation alarms on the other cylinders.",
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "A single cylinder reading high with the mean normal usually points to a leaking exhaust valve or a poor injector. A cylinder reading low by more than 150 °F (83 °C) often indicates a sticking fuel rack or a dead cylinder.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  MAINTENANCE AND TROUBLESHOOTING"),
                ("h2", "6.1  Preventive maintenance"),
                (
                    "ul",
                    [
                        "Monthly: compare the readings of all cylinders with the engine performance record; check that no channel shows TC-OPEN.",
                        "Every 4000 running hours: remove the probes, inspect the sheath for cracks and bending, and check the readings with a thermocouple calibrator at 750 °F (399 °C).",
                        "Every 12 months: check the tightness of all terminals in the TJB-8 and the condition of the cable gland seals.",
                    ],
                ),
                ("h2", "6.2  Troubleshooting"),
                (
                    "table",
                    {
                        "cols": ["Symptom", "Probable cause", "Remedy"],
                        "rows": [
                            [
                                "One channel reads about 70 °F (21 °C), rises slowly",
                                "Extension cable polarity reversed or copper wire used",
                                "Check wiring: red = negative (-) on Type K",
                            ],
                            [
                                "Reading jumps or flickers",
                                "Loose terminal, damaged shield, shield grounded at both ends",
                                "Tighten terminals, ground shield at TJB-8 only",
                            ],
                            [
                                "All readings too high by same amount",
                                "Cold junction compensation fault",
                                "Check CJC sensor, replace TJB-8 board",
                            ],
                            [
                                "TC-OPEN on one channel",
                                "Probe burned out or broken lead",
                                "Measure loop resistance; replace probe",
                            ],
                            [
                                "COM-ERR",
                                "RS-485 wiring, missing terminator, TJB-8 no power",
                                "Check terminals 5/6/7 and DIP switch S1",
                            ],
                            [
                                "Display dark",
                                "No 24 V DC or fuse F1 (2 A) blown",
                                "Check supply, replace fuse",
                            ],
                        ],
                        "widths": [2.0, 2.2, 2.2],
                    },
                ),
                (
                    "p",
                    "Loop resistance of a good TC-K150 probe with 33 ft (10 m) of KX cable is approximately 8 to 12 ohms. A reading above 100 ohms means the probe is failing.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  REPLACEMENT PARTS"),
                (
                    "table",
                    {
                        "cols": ["Part No.", "Description", "Qty per system"],
                        "rows": [
                            ["710-1150", "Thermocouple probe TC-K150, 6 in.", "12"],
                            ["710-1250", "Thermocouple probe TC-K250, 10 in.", "2"],
                            ["710-1100", "Thermocouple probe TC-K100, 4 in.", "2"],
                            ["710-2050", "Thermowell, 1/2 in. NPT, Inconel", "16"],
                            ["710-3008", "Junction box TJB-8, complete", "1"],
                            ["710-3010", "TJB-8 input board (8 channels)", "2"],
                            ["710-4016", "Display unit DU-16", "1"],
                            ["710-5002", "Fuse F1, 2 A slow, 5 x 20 mm", "5"],
                            ["710-6100", "Type KX extension cable, per ft", "as req."],
                        ],
                        "widths": [1.1, 3.2, 1.2],
                    },
                ),
                (
                    "p",
                    "Recommended spares on board: 2 probes TC-K150, 1 probe TC-K250 and 5 fuses. Contact Pyrotek Technical Support at 1-800-555-0116 for serial-specific parts.",
                ),
            ]
        },
    ],
}
