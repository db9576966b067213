"""Four made-up manuals of other equipment by other makers, held-out set 30b (written blind).

Lavamar (LD-90 galley hood-type dishwasher) writes translated European English with decimal
commas and "~" ranges and carries the water/dosing scheme, an interval matrix with x per column,
a two-level header and a dosing table printed as a picture; Strainmet (TM-4 shaft power meter)
writes formal UK style with WARNING/CAUTION/NOTE boxes, a two-column page with a small table,
tables captioned below and a parameter table that runs over a page break; Dosetech (CWD-2
cooling water dosing unit) writes US style with gal / psi / deg F first and metric in brackets and
carries a transposed model table, a Step | Action table and a portrait page whose wide dosing
chart is set sideways; Fjordtek (PCP-25 progressive cavity sludge pump) writes terse service
fragments and carries borderless tables with a Unit column and a landscape performance table.
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
    for spec in (LAVA, STRAIN, DOSE, FJORD):
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


# ================================================================ 1. Vantor AquaPure RO-60


def _ro_schematic(pg, x0, y0, w, h):
    s = pg.page.new_shape()

    def P(x, y):
        return (x0 + x, y0 + y)

    def ln(a, b, c, d):
        s.draw_line(P(a, b), P(c, d))

    def L(x, y, t, size=6.8, bold=False):
        pg.text(x0 + x, y0 + y, t, size, bold)


# ================================================================ 1. Lavamar LD-90


def _dw_schematic(pg, x0, y0, w, h):
    s = pg.page.new_shape()

    def P(x, y):
        return (x0 + x, y0 + y)

    def ln(a, b, c, d):
        s.draw_line(P(a, b), P(c, d))

    def L(x, y, t, size=6.8, bold=False):
        pg.text(x0 + x, y0 + y, t, size, bold)

    # cold water inlet -> V-01 strainer valve -> YV-1 solenoid -> BH-1 booster heater
    ln(4, 40, 150, 40)
    _valve(s, *P(40, 40))
    _valve(s, *P(95, 40))
    _box_eq(s, *P(150, 20), *P(220, 80))
    ln(160, 70, 210, 70)
    ln(210, 40, 240, 40)
    _instr(s, *P(250, 40))
    # BH-1 -> rinse pump M2 -> NRV -> rinse arms
    ln(185, 80, 185, 120)
    ln(185, 120, 270, 120)
    _pump(s, *P(284, 120))
    ln(298, 120, 400, 120)
    _valve(s, *P(330, 120))
    ln(400, 120, 400, 150)
    ln(340, 150, 430, 150)
    # hood / wash tank T-1
    _box_eq(s, *P(330, 140), *P(440, 300))
    ln(330, 230, 440, 230)
    ln(340, 220, 430, 220)
    ln(335, 280, 435, 280)
    # wash pump M1 suction from tank bottom -> wash arms
    ln(360, 300, 360, 340)
    ln(360, 340, 300, 340)
    _pump(s, *P(286, 340))
    ln(272, 340, 250, 340)
    ln(250, 340, 250, 220)
    ln(250, 220, 340, 220)
    # drain pump M3 from tank -> drain
    ln(425, 300, 425, 340)
    _pump(s, *P(425, 354))
    ln(439, 354, 475, 354)
    # level switch, temp sensor in tank
    _instr(s, *P(460, 260))
    ln(440, 260, 451, 260)
    _instr(s, *P(460, 290))
    ln(440, 290, 451, 290)
    # dosing: detergent canister C-1 -> DP-1 -> tank, rinse aid C-2 -> DP-2 -> rinse line
    _box_eq(s, *P(20, 250), *P(70, 310))
    _box_eq(s, *P(90, 250), *P(140, 310))
    ln(45, 250, 45, 200)
    ln(45, 200, 45, 180)
    _instr(s, *P(45, 171))
    ln(54, 171, 110, 171)
    ln(110, 171, 110, 190)
    ln(115, 250, 115, 215)
    _instr(s, *P(115, 206))
    ln(124, 206, 200, 206)
    ln(200, 206, 200, 120)
    ln(110, 190, 230, 190)
    ln(230, 190, 230, 260)
    ln(230, 260, 330, 260)
    # tank heater E1
    s.finish(color=(0, 0, 0), width=1.0, closePath=False)
    s.draw_polyline([P(345, 290), P(355, 284), P(365, 290), P(375, 284), P(385, 290)])
    s.draw_polyline([P(165, 62), P(175, 56), P(185, 62), P(195, 56), P(205, 62)])
    s.finish(color=(0.7, 0, 0), width=1.0, closePath=False)
    # overflow pipe
    ln(415, 240, 415, 300)
    s.finish(color=(0, 0, 0), width=0.8, dashes="[3 2] 0", closePath=False)
    # legend
    ly = 410
    _valve(s, *P(12, ly))
    _pump(s, *P(120, ly), r=9)
    _instr(s, *P(222, ly), r=7)
    _box_eq(s, *P(318, ly - 7), *P(334, ly + 7))
    s.finish(color=(0, 0, 0), width=0.9, closePath=False)
    s.draw_rect(fitz.Rect(*P(0, 392), *P(w, 446)))
    s.finish(color=(0.4, 0.4, 0.4), width=0.6)
    s.commit()

    L(2, 32, "COLD WATER")
    L(2, 52, "2~6 bar")
    L(32, 56, "V-01", bold=True)
    L(26, 64, "shut-off valve")
    L(86, 56, "YV-1", bold=True)
    L(80, 64, "inlet solenoid")
    L(160, 16, "BH-1", bold=True)
    L(104, 92, "booster heater")
    L(104, 100, "(boiler)")
    L(224, 66, "E2", bold=True)
    L(262, 36, "TS-2", bold=True)
    L(262, 44, "rinse temp.")
    L(225, 32, "AB")
    L(270, 104, "M2", bold=True)
    L(264, 140, "rinse pump")
    L(320, 110, "NRV-1", bold=True)
    L(346, 162, "rinse arms")
    L(336, 214, "wash arms")
    L(360, 192, "HOOD / RACK")
    L(344, 248, "T-1", bold=True)
    L(344, 256, "wash tank 45 l")
    L(350, 304, "E1", bold=True)
    L(392, 262, "OF-1", bold=True)
    L(386, 270, "overflow")
    L(471, 258, "LS-1", bold=True)
    L(471, 266, "level")
    L(471, 288, "TS-1", bold=True)
    L(471, 296, "wash")
    L(471, 304, "temp.")
    L(272, 364, "M1", bold=True)
    L(262, 372, "wash pump")
    L(411, 380, "M3", bold=True)
    L(401, 388, "drain pump")
    L(446, 346, "TO DRAIN")
    L(24, 282, "C-1", bold=True)
    L(22, 292, "detergent")
    L(94, 282, "C-2", bold=True)
    L(92, 292, "rinse aid")
    L(2, 166, "DP-1", bold=True)
    L(2, 174, "det. pump")
    L(120, 224, "DP-2", bold=True)
    L(120, 232, "rinse-aid pump")
    L(140, 186, "det. injection")
    L(206, 160, "rinse-aid inj.")
    L(6, 403, "LEGEND", 7.0, True)
    L(24, 413, "valve")
    L(134, 413, "pump")
    L(234, 413, "sensor / dosing pump")
    L(340, 413, "tank / canister / heater")
    L(
        6,
        432,
        "TS temperature sensor   LS level switch   E heating element   YV solenoid valve   "
        "AB air break   NRV non-return valve",
    )


_LV_STYLE = {"h1": 13.0, "h2": 10.6, "body": 9.2, "hcolor": (0.05, 0.4, 0.35), "h1rule": True}

LAVA = {
    "file": "lavamar-ld90-hood-dishwasher.pdf",
    "title": "LD-90 Hood-type dishwasher - Operating and maintenance instructions",
    "maker": "Lavamar S.r.l.",
    "style": _LV_STYLE,
    "hdr_left": "LAVAMAR",
    "hdr_right": "LD-90 hood-type dishwasher  |  Instructions  |  Ed. 03",
    "ftr_left": "Lavamar S.r.l., Treviso - translation of the original instructions",
    "ftr_fmt": "Page {n} of {total}",
    "cover": _cover(
        "LAVAMAR",
        [
            "LD-90",
            "Hood-type dishwasher for ship galleys",
            "Instructions for use and maintenance",
        ],
        [
            "Version 400 V 3~ 50/60 Hz, with built-in booster heater and rinse pump",
            "Document LM-IST-LD90-EN, edition 03",
            "Translation of the original instructions (Italian).",
        ],
        band=(0.05, 0.4, 0.35),
        foot="Lavamar S.r.l., Via dell'Industria 41, Treviso",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Index"),
                (
                    "toc",
                    [
                        ("1", "Safety advices", 3),
                        ("2", "Description of the machine", 3),
                        ("2.3", "Water and dosing scheme", 4),
                        ("3", "Technical data", 5),
                        ("4", "Use of the machine", 6),
                        ("4.3", "Regulation of the dosing pumps", 6),
                        ("5", "Maintenance", 7),
                        ("5.4", "Decalcification of boiler and tank", 8),
                        ("6", "Anomalies and alarms", 9),
                        ("7", "Spare parts", 10),
                    ],
                ),
                (
                    "p",
                    "These instructions are valid for the hood-type dishwasher LD-90 in the marine execution (fixing feet, rack guides with retainer, 400 V 3~). The version LD-90/D with drain-water heat recovery has a separate supplement and is not described here.",
                ),
                (
                    "p",
                    "Keep the instructions near the machine. The personnel of the galley must be instructed before using the machine for the first time.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety advices"),
                (
                    "ul",
                    [
                        "Attention! Before any intervention inside the machine, switch off the main switch on the bulkhead and wait ~10 minutes: the water in the boiler can have 85 °C.",
                        "Do not open the hood during the cycle. The hood micro-switch SQ-1 stops the pumps, but hot water can still drip from the arms.",
                        "Detergent is strongly alkaline (pH ~13). Use gloves and glasses when changing the canisters. Never mix detergent and descaling agent.",
                        "Do not wash with the machine plastic items not declared resistant at 90 °C.",
                        "The machine must not be cleaned with a water jet or high pressure cleaner.",
                    ],
                ),
                ("h1", "2  Description of the machine"),
                ("h2", "2.1  Functioning"),
                (
                    "p",
                    "The basket is introduced in the machine and the hood is closed by hand; the cycle starts automatically. The wash pump M1 takes the water from the wash tank T-1 and sprays it through the rotating wash arms. At the end of the washing phase the rinse pump M2 takes fresh water from the booster heater BH-1 and sprays it through the rinse arms; the rinse water falls in the tank and the surplus goes out by the overflow OF-1.",
                ),
                ("h2", "2.2  Principal components"),
                (
                    "p",
                    "The booster heater BH-1 (boiler) has a volume of 12 l and is filled by the solenoid valve YV-1 through the air break AB. The rinse temperature is measured with the sensor TS-2 in the boiler outlet, the wash temperature with TS-1 in the tank. The level switch LS-1 gives the consent to the tank heater E1 only with full tank (dry-heating protection).",
                ),
                (
                    "p",
                    "The peristaltic dosing pump DP-1 injects the liquid detergent in the tank; the peristaltic pump DP-2 injects the rinse aid in the rinse line after the rinse pump. Both pumps are controlled by the electronic board and have an adjustable running time.",
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "2.3  Water and dosing scheme"),
                (
                    "p",
                    "The scheme shows the hydraulic circuit of the standard machine. The tags are the same as on the electric scheme and in the spare parts list.",
                ),
                ("draw", (452, _dw_schematic)),
                (
                    "p",
                    "The drain pump M3 is optional for installations where the drain of the galley is higher than the tank bottom; without M3 the tank is emptied by gravity with the standpipe.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Technical data"),
                (
                    "kv",
                    [
                        ("Basket dimensions", "500 x 500 mm"),
                        ("Useful height under hood", "440 mm"),
                        ("Capacity", "max. 60 baskets/hour (1 minute cycle)"),
                        ("Wash tank capacity", "45 l"),
                        ("Boiler capacity", "12 l"),
                        ("Water consumption per rinse", "2,4 l"),
                        ("Inlet water pressure (dynamic)", "2 ~ 6 bar"),
                        ("Inlet water hardness", "max. 7 °dH, otherwise softener obligatory"),
                        ("Inlet connection", '3/4" G with filter'),
                        ("Drain", "hose DN 40, max. height 0,8 m with drain pump"),
                        ("Noise level", "< 65 dB(A)"),
                        ("Weight (empty)", "118 kg"),
                    ],
                ),
                ("caption", "Table 3-1  Electrical data and temperatures"),
                (
                    "table",
                    {
                        "groups": [("", 1), ("Power absorbed", 3), ("Temperatures", 2)],
                        "cols": [
                            "Version",
                            "Boiler E2",
                            "Tank E1",
                            "Wash pump M1",
                            "Wash tank",
                            "Rinse",
                        ],
                        "rows": [
                            [
                                "400 V 3N~ 50 Hz",
                                "6,0 kW",
                                "2,5 kW",
                                "0,75 kW",
                                "55 ~ 60 °C",
                                "82 ~ 85 °C",
                            ],
                            [
                                "440 V 3~ 60 Hz",
                                "7,2 kW",
                                "2,5 kW",
                                "0,9 kW",
                                "55 ~ 60 °C",
                                "82 ~ 85 °C",
                            ],
                            [
                                "230 V 3~ 60 Hz",
                                "4,5 kW",
                                "2,0 kW",
                                "0,9 kW",
                                "55 ~ 60 °C",
                                "80 ~ 84 °C",
                            ],
                        ],
                        "widths": [1.6, 1, 1, 1.2, 1.1, 1.1],
                        "size": 8.4,
                    },
                ),
                (
                    "p",
                    "Total absorbed power with simultaneous heating is limited by the board: the tank heater E1 is switched off while the boiler heats (priority of the boiler). Main fuse for 400 V version: 3 x 16 A; for 440 V version: 3 x 16 A; for 230 V version: 3 x 25 A.",
                ),
                (
                    "p",
                    "The rinse pump M2 has 0,25 kW and gives a rinse pressure of ~0,5 bar at the arms. The drain pump M3 (optional) has 0,1 kW.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  Use of the machine"),
                ("h2", "4.1  Filling and heating"),
                (
                    "ol",
                    [
                        "Verify that the overflow standpipe is inserted and the tank filters are in position.",
                        "Open the water valve V-01 and switch on the main switch on the bulkhead.",
                        "Press the key ON: the machine fills the boiler and after the tank. Filling time ~6 minutes.",
                        "Wait the lighting of the green lamp READY (tank at 55 °C and boiler at 82 °C). Heating time from cold ~25 minutes.",
                    ],
                ),
                ("h2", "4.2  Washing programmes"),
                (
                    "table",
                    {
                        "cols": ["Prog.", "Use", "Wash", "Pause", "Rinse", "Total"],
                        "rows": [
                            ["P1", "glasses, lightly soiled", "40 s", "4 s", "12 s", "~1 min"],
                            ["P2", "plates, normal", "90 s", "4 s", "14 s", "~2 min"],
                            ["P3", "pots, heavily soiled", "220 s", "5 s", "15 s", "~4 min"],
                            ["P4", "continuous (manual stop)", "until stop", "5 s", "15 s", "-"],
                        ],
                        "widths": [0.6, 2.2, 0.9, 0.7, 0.7, 0.8],
                        "size": 8.6,
                    },
                ),
                (
                    "p",
                    "If the rinse temperature is lower than 82 °C at the end of the wash, the board prolongs the wash until the boiler reaches the temperature (thermostop function). This can prolong the cycle to max. 3 minutes; after that the alarm E05 is given.",
                ),
                ("h2", "4.3  Regulation of the dosing pumps"),
                (
                    "p",
                    "The running time of the dosing pumps is set on the board in the parameters menu (key P pressed 5 s). The flow of DP-1 and DP-2 is ~0,4 ml/s. Recommended values:",
                ),
                (
                    "imgtable",
                    {
                        "title": "Table 4-3  Dosing settings (factory values in bold)",
                        "cols": ["Par.", "Function", "Range", "Factory", "Note"],
                        "rows": [
                            ["d1", "Detergent first fill", "0 ~ 120 s", "60 s", "~24 ml, 2 g/l"],
                            ["d2", "Detergent each cycle", "0 ~ 10 s", "3 s", "~1,2 ml"],
                            ["r1", "Rinse aid each cycle", "0 ~ 8 s", "2 s", "~0,8 ml"],
                            ["r2", "Rinse aid delay", "0 ~ 5 s", "1 s", "after M2 start"],
                            ["t1", "Rinse temp. setpoint", "75 ~ 90 °C", "84 °C", "thermostop"],
                            ["t2", "Tank temp. setpoint", "50 ~ 65 °C", "58 °C", ""],
                        ],
                        "widths": [0.5, 1.9, 1.1, 0.8, 1.3],
                        "size": 8.4,
                    },
                ),
                (
                    "p",
                    "With hard water (more than 7 °dH) increase d2 by 1 s. The empty canister is not detected: control the level of C-1 and C-2 every day.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  Maintenance"),
                ("h2", "5.1  Daily cleaning"),
                (
                    "ol",
                    [
                        "At the end of service switch off with key ON/OFF and take out the overflow standpipe: the tank empties.",
                        "Take out the tank filters and the pump filter; wash them under running water.",
                        "Wash the inside of the hood and the tank with a sponge. Do not use steel wool.",
                        "Leave the hood open for the night for drying.",
                    ],
                ),
                ("h2", "5.2  Plan of maintenance"),
                (
                    "p",
                    "x = to be executed by the galley personnel;  T = to be executed by the technician.",
                ),
                (
                    "table",
                    {
                        "cols": ["Operation", "Daily", "Weekly", "Monthly", "6 months", "Yearly"],
                        "rows": [
                            ["Clean tank filters and pump filter", "x", "", "", "", ""],
                            ["Clean wash and rinse arms, nozzles", "", "x", "", "", ""],
                            ["Control level of canisters C-1, C-2", "x", "", "", "", ""],
                            ["Control hood seal and hood springs", "", "", "x", "", ""],
                            ["Clean inlet filter of YV-1", "", "", "x", "", ""],
                            ["Decalcification of boiler and tank", "", "", "", "T", ""],
                            ["Replace peristaltic tubes DP-1, DP-2", "", "", "", "T", ""],
                            ["Control heaters E1, E2 (insulation)", "", "", "", "", "T"],
                            ["Control safety thermostats", "", "", "", "", "T"],
                        ],
                        "widths": [3.2, 0.8, 0.8, 0.8, 0.9, 0.8],
                        "size": 8.6,
                    },
                ),
                (
                    "p",
                    "With water hardness over 7 °dH without softener the decalcification is necessary every month and not every 6 months.",
                ),
                ("h2", "5.3  Wash and rinse arms"),
                (
                    "p",
                    "The arms are fixed with a knurled nut (hand tight). To clean, unscrew the nut, take out the arm and remove the end plugs. Clean the nozzles with a pin; never enlarge the holes. The rinse nozzles have a diameter of 1,2 mm, the wash nozzles 3,5 mm.",
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "5.4  Decalcification of boiler and tank"),
                (
                    "p",
                    "Use only descaling agent on base of phosphoric acid approved for dishwashers (for example Lavamar DS-10). Quantity: ~1 l in the tank.",
                ),
                (
                    "ol",
                    [
                        "Empty the tank and put again the overflow standpipe. Disconnect the detergent suction tube from the canister C-1 and put it in a bottle with clean water.",
                        "Fill the machine and heat to working temperature.",
                        "Pour the descaling agent in the tank and start the programme P4 without baskets for 15 minutes.",
                        "Attention! Do not open the hood during the decalcification: acid vapours.",
                        "Empty the tank, fill again with clean water and run two cycles P3 to rinse.",
                        "Put back the detergent suction tube in C-1 and run the first fill function (par. d1).",
                    ],
                ),
                (
                    "p",
                    "The boiler is decalcified by the rinse water containing the descaling agent during point 3. With strong calcification of the boiler (heating time of the boiler more than 8 minutes) the technician must open the boiler flange and clean the heater E2 mechanically.",
                ),
                ("h2", "5.5  Replacement of the peristaltic tube"),
                (
                    "p",
                    "Open the front cover of the dosing pump, turn the rotor by hand and take out the old tube. Insert the new tube (part 4090112 for DP-1 and DP-2) starting from the left side. The tube must not be greased with oil; use only silicone grease.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Anomalies and alarms"),
                ("h2", "6.1  Alarms on the display"),
                (
                    "table",
                    {
                        "cols": ["Code", "Meaning", "What to do"],
                        "rows": [
                            [
                                "E01",
                                "Boiler not filled in 5 minutes",
                                "Open V-01; clean filter of YV-1; control water pressure (min. 2 bar)",
                            ],
                            [
                                "E02",
                                "Tank not filled (LS-1) in 10 minutes",
                                "Insert the overflow standpipe; control LS-1",
                            ],
                            ["E03", "Sensor TS-1 broken or short circuit", "Call the technician"],
                            ["E04", "Sensor TS-2 broken or short circuit", "Call the technician"],
                            [
                                "E05",
                                "Rinse temperature not reached (thermostop > 3 min)",
                                "Control heater E2 and safety thermostat; decalcify boiler",
                            ],
                            [
                                "E06",
                                "Boiler over-temperature (> 95 °C)",
                                "Reset the safety thermostat under the front panel",
                            ],
                            [
                                "E08",
                                "Hood open during cycle",
                                "Close the hood; control micro-switch SQ-1",
                            ],
                        ],
                        "widths": [0.6, 2.2, 2.8],
                        "size": 8.5,
                    },
                ),
                ("h2", "6.2  Anomalies without alarm"),
                (
                    "table",
                    {
                        "cols": ["Anomaly", "Possible cause", "Remedy"],
                        "rows": [
                            [
                                "Dishes not clean",
                                "Detergent canister empty; tank filters clogged; arms blocked",
                                "Replace canister; clean filters and arms; increase d2",
                            ],
                            [
                                "White spots on glasses",
                                "Hard water; too much rinse aid",
                                "Install softener; reduce r1",
                            ],
                            [
                                "Dishes not dry, streaks",
                                "Too little rinse aid; rinse temp. too low",
                                "Increase r1 by 1 s; control t1",
                            ],
                            [
                                "Foam in the tank",
                                "Wrong detergent or rinse aid overdosed",
                                "Use low-foam detergent; reduce r1",
                            ],
                            [
                                "Water on the floor",
                                "Hood seal damaged; drain hose loose",
                                "Replace seal 4090230; fix hose clamp",
                            ],
                        ],
                        "widths": [1.6, 2.2, 2.2],
                        "size": 8.5,
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Spare parts"),
                (
                    "p",
                    "By order indicate always model, serial number (plate on the right side) and voltage.",
                ),
                (
                    "table",
                    {
                        "cols": ["Pos.", "Part No.", "Description", "Qty"],
                        "rows": [
                            ["1", "4090101", "Wash pump M1 complete 0,75 kW", "1"],
                            ["2", "4090102", "Rinse pump M2 0,25 kW", "1"],
                            ["3", "4090105", "Boiler heater E2 6,0 kW 400 V", "1"],
                            ["4", "4090106", "Tank heater E1 2,5 kW", "1"],
                            ["5", "4090110", "Peristaltic dosing pump DP-1 / DP-2", "2"],
                            ["6", "4090112", "Peristaltic tube (set of 2)", "1"],
                            ["7", "4090120", 'Solenoid valve YV-1 3/4" 230 V', "1"],
                            ["8", "4090125", "Temperature sensor TS-1 / TS-2 (NTC)", "2"],
                            ["9", "4090128", "Level switch LS-1", "1"],
                            ["10", "4090140", "Wash arm complete", "2"],
                            ["11", "4090141", "Rinse arm complete", "2"],
                            ["12", "4090150", "Tank filter (set)", "1"],
                            ["13", "4090230", "Hood seal", "1"],
                            ["14", "4090235", "Hood micro-switch SQ-1", "1"],
                            ["15", "4090240", "Safety thermostat boiler 95 °C", "1"],
                        ],
                        "widths": [0.5, 1.0, 3.6, 0.5],
                        "size": 8.6,
                    },
                ),
            ]
        },
    ],
}


# ================================================================ 2. Strainmet TM-4

_SM_STYLE = {
    "h1": 12.6,
    "h2": 10.4,
    "body": 9.1,
    "hcolor": (0.2, 0.2, 0.45),
    "h1rule": False,
    "olfmt": "({})",
}
_SM_PCOLS = ["No.", "Parameter", "Setting range", "Default", "Units"]
_SM_PW = [0.6, 2.6, 1.6, 1.0, 0.8]

STRAIN = {
    "file": "strainmet-tm4-shaft-power-meter.pdf",
    "title": "TM-4 Shaft power and torque meter - Installation, operation and maintenance",
    "maker": "Strainmet Instruments Ltd",
    "style": _SM_STYLE,
    "hdr_left": "STRAINMET INSTRUMENTS",
    "hdr_right": "TM-4 Shaft Power Meter  |  Manual SM-TM4-001 Issue 5",
    "ftr_left": "Strainmet Instruments Ltd, Aberdeen. Copyright reserved.",
    "ftr_fmt": "Page {n} of {total}",
    "cover": _cover(
        "STRAINMET INSTRUMENTS",
        [
            "TM-4",
            "Shaft Power and Torque Meter",
            "Installation, Operation and Maintenance Manual",
        ],
        [
            "Strain-gauge ring with inductive telemetry, for shafts of 150 mm to 650 mm diameter",
            "Manual SM-TM4-001, Issue 5",
            "Applicable to display units with firmware 3.x",
        ],
        band=(0.2, 0.2, 0.45),
        foot="Strainmet Instruments Ltd, Dyce Industrial Park, Aberdeen",
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
                        ("2", "System Description", 3),
                        ("2.3", "Telemetry Rotor and Stator", 4),
                        ("3", "Technical Specification", 5),
                        ("4", "Installation and Calibration", 6),
                        ("5", "Display Unit Parameters", 7),
                        ("6", "Alarms and Fault Finding", 9),
                        ("7", "Maintenance and Spares", 10),
                    ],
                ),
                (
                    "p",
                    "This manual covers the TM-4 single-shaft system. The twin-shaft TM-4D and the thrust-measuring option TM-4T are the subject of separate supplements and are not described herein.",
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
                        "The propeller shaft must be stopped and the turning gear engaged and locked before any person works on the strain-gauge ring or the rotor collar. A rotating shaft will cause fatal injury.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Do not carry out electric welding on the shaft or in the shaft tunnel with the rotor fitted. Welding current through the shaft will destroy the strain gauges. Disconnect the stator cable at the junction box JB-1 before welding anywhere on board.",
                    ),
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "The strain gauges are bonded to the shaft at the factory-approved position. The bonding procedure is carried out by Strainmet service engineers only and is not described in this manual.",
                    ),
                ),
                ("h1", "2  System Description"),
                ("h2", "2.1  Principle of Measurement"),
                (
                    "p",
                    "Torque transmitted by the shaft produces a shear strain on the shaft surface. Four strain gauges arranged as a full Wheatstone bridge at 45 degrees to the shaft axis measure this strain. Power is calculated by the display unit from the torque and the shaft speed, the latter being measured by the stator pick-up once per revolution.",
                ),
                ("h2", "2.2  Main Components"),
                (
                    "ul",
                    [
                        "Strain-gauge ring (bridge bonded to shaft, protected by a stainless steel band).",
                        "Rotor collar: a split aluminium ring carrying the rotor electronics and the rotor coil, clamped around the shaft.",
                        "Stator: a fixed antenna ring segment mounted on a bracket, transferring power to the rotor and receiving the digitised signal.",
                        "Display unit DU-4 in the engine control room, with 4-20 mA outputs and a Modbus RTU port.",
                    ],
                ),
            ]
        },
        {
            "cols": 2,
            "top": [
                ("h2", "2.3  Telemetry Rotor and Stator"),
            ],
            "left": [
                (
                    "p",
                    "The rotor collar is powered inductively by the stator at a carrier frequency of 125 kHz. No batteries or slip rings are used. The rotor digitises the bridge signal at 24 bit and transmits it back to the stator.",
                ),
                (
                    "p",
                    "The air gap between the rotor coil and the stator antenna is critical. If the gap is too large, the rotor supply voltage falls and the display shows alarm A-05. The stator bracket has slotted holes to allow adjustment of the gap.",
                ),
                (
                    "p",
                    "The stator antenna should cover at least 90 degrees of the rotor circumference and must be centred axially on the rotor coil within 5 mm.",
                ),
                (
                    "p",
                    "The stator is connected to the display unit by screened cable type LiYCY 4 x 0,75 mm2, maximum length 150 m. The screen is earthed at the display unit end only.",
                ),
                ("h2", "2.4  Speed Pick-up"),
                (
                    "p",
                    "Shaft speed is sensed by an inductive proximity sensor (M18 thread) fixed to the stator bracket, which detects a steel target plate on the rotor collar once per revolution. The sensing distance is 2 mm (+/- 0.5 mm). The pick-up LED lights each time the target passes.",
                ),
            ],
            "right": [
                (
                    "table",
                    {
                        "cols": ["Item", "Value"],
                        "rows": [
                            ["Rotor-stator air gap", "8 mm nominal"],
                            ["Permitted gap", "5 to 12 mm"],
                            ["Carrier frequency", "125 kHz"],
                            ["Data rate", "19.2 kbit/s"],
                            ["Rotor supply (min.)", "6.5 V"],
                            ["Rotor collar mass", "3.4 kg"],
                            ["Max. shaft speed", "600 rpm"],
                        ],
                        "widths": [1.5, 1.1],
                        "size": 8.4,
                    },
                ),
                ("capbelow", "Table 2.1  Telemetry data"),
                (
                    "box",
                    (
                        "NOTE",
                        "Check the gap at four points, 90 degrees apart, by turning the shaft.",
                    ),
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "3  Technical Specification"),
                (
                    "kv",
                    [
                        ("Shaft diameter range", "150 mm to 650 mm"),
                        ("Torque measurement accuracy", "better than 0.5 % of full scale"),
                        ("Speed measurement accuracy", "0.1 rpm"),
                        ("Zero drift", "less than 0.1 % of full scale per year"),
                        ("Operating temperature, rotor", "-10 °C to +70 °C"),
                        ("Operating temperature, display unit", "0 °C to +55 °C"),
                        ("Supply voltage, display unit", "24 V DC (18 V to 32 V), 15 W"),
                        ("Analogue outputs", "3 x 4-20 mA (torque, speed, power)"),
                        ("Relay outputs", "2 volt-free contacts, 250 V AC 2 A"),
                        ("Serial interface", "Modbus RTU, RS-485"),
                        ("Enclosure, stator", "IP66"),
                        ("Enclosure, display unit front", "IP54"),
                    ],
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Shaft diameter (mm)",
                            "Rotor collar type",
                            "Clamp bolts",
                            "Clamp bolt torque",
                        ],
                        "rows": [
                            ["150 - 250", "RC-25", "4 x M8", "20 Nm"],
                            ["251 - 400", "RC-40", "4 x M10", "38 Nm"],
                            ["401 - 550", "RC-55", "6 x M10", "38 Nm"],
                            ["551 - 650", "RC-65", "6 x M12", "65 Nm"],
                        ],
                        "widths": [1.4, 1.2, 1.0, 1.2],
                        "size": 8.6,
                    },
                ),
                ("capbelow", "Table 3.1  Rotor collar selection"),
                (
                    "p",
                    "Display unit DU-4 panel cut-out: 186 mm x 138 mm. Weight of the display unit: 1.9 kg. Stator weight including bracket: 6.2 kg.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  Installation and Calibration"),
                ("h2", "4.1  Fitting the Rotor Collar"),
                (
                    "ol",
                    [
                        "Clean the shaft surface on each side of the strain-gauge ring with solvent.",
                        "Place the two halves of the rotor collar around the shaft, with the arrow on the collar pointing in the direction of ahead rotation.",
                        "Connect the bridge wires to the rotor terminal block: red EXC+, black EXC-, green SIG+, white SIG-.",
                        "Fit the clamp bolts with thread-locking compound and tighten them evenly, in a diagonal sequence, to the torque given in Table 3.1. Then fit the two balance weights supplied.",
                        "Adjust the stator bracket to obtain the air gap given in Table 2.1.",
                    ],
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Do not overtighten the clamp bolts. The aluminium collar will distort and the rotor coil may crack. The stator bracket bolts (M12) are tightened to 60 Nm.",
                    ),
                ),
                ("h2", "4.2  Calibration Factor"),
                (
                    "p",
                    "The display unit calculates torque from the bridge output using the shaft calibration factor K, which depends on the shaft outer diameter D, the bore d and the shear modulus G of the shaft material. K is entered as parameter P05 and is stated on the calibration certificate delivered with each system. For a solid steel shaft G is taken as 79.3 GPa unless the certificate states otherwise.",
                ),
                (
                    "p",
                    "Zero calibration must be made with the shaft stopped and the turning gear disengaged, so that the shaft is free of torque. Select P20 and press ENTER for 3 seconds; the display shows ZERO OK. The zero offset must lie within +/- 2 % of full scale; if it does not, the display shows alarm A-09.",
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "Repeat the zero calibration after each dry-docking and at least every 12 months.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  Display Unit Parameters"),
                (
                    "p",
                    "Parameters are accessed by pressing MENU and entering the service code 4711. Parameters marked * can only be changed with the shaft stopped.",
                ),
                ("caption", "Table 5.1  Parameter list"),
                (
                    "table",
                    {
                        "cols": _SM_PCOLS,
                        "widths": _SM_PW,
                        "size": 8.5,
                        "rows": [
                            ["P01", "Shaft outer diameter D *", "150 - 650", "400", "mm"],
                            ["P02", "Shaft bore d *", "0 - 400", "0", "mm"],
                            ["P03", "Shear modulus G *", "70.0 - 90.0", "79.3", "GPa"],
                            ["P04", "Gauge factor", "1.90 - 2.20", "2.05", "-"],
                            ["P05", "Calibration factor K *", "0.100 - 9.999", "1.000", "kNm/mV/V"],
                            ["P06", "Full scale torque", "10 - 2000", "500", "kNm"],
                            ["P07", "Full scale power", "100 - 40000", "10000", "kW"],
                            ["P08", "Full scale speed", "50 - 600", "150", "rpm"],
                            ["P09", "Pulses per revolution", "1 - 4", "1", "-"],
                            ["P10", "Damping (averaging time)", "0.5 - 30", "2.0", "s"],
                            ["P11", "Torque alarm high limit", "50 - 120", "105", "% FS"],
                            ["P12", "Power alarm high limit", "50 - 120", "100", "% MCR"],
                            ["P13", "Alarm delay", "0 - 60", "10", "s"],
                        ],
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("caption", "Table 5.1  Parameter list (continued)"),
                (
                    "table",
                    {
                        "cols": _SM_PCOLS,
                        "widths": _SM_PW,
                        "size": 8.5,
                        "rows": [
                            ["P14", "Engine MCR power", "100 - 40000", "8000", "kW"],
                            ["P15", "Relay 1 function", "0 - 3", "1 (alarm)", "-"],
                            ["P16", "Relay 2 function", "0 - 3", "2 (fault)", "-"],
                            ["P17", "Modbus address", "1 - 247", "12", "-"],
                            ["P18", "Modbus baud rate", "9600 / 19200", "9600", "baud"],
                            ["P19", "Direction of rotation", "AHD / AST", "AHD", "-"],
                            ["P20", "Zero calibration *", "-", "-", "-"],
                            ["P21", "Display brightness", "1 - 8", "5", "-"],
                            ["P22", "Fuel flow input scaling", "0 - 5000", "0 (off)", "kg/h"],
                        ],
                    },
                ),
                ("h2", "5.2  Normal Operation"),
                (
                    "p",
                    "In normal operation the display shows torque in kNm, shaft speed in rpm and shaft power in kW. The UP and DOWN keys select the second line, which can show total running hours, accumulated energy in MWh or the specific fuel consumption when a fuel flow signal is connected (P22).",
                ),
                (
                    "p",
                    "Astern running is indicated by a minus sign in front of the torque value. The accumulated energy counter is not incremented while running astern.",
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "The energy counter can only be reset with the service code. Resetting it also clears the stored voyage log.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Alarms and Fault Finding"),
                ("h2", "6.1  Alarm List"),
                (
                    "table",
                    {
                        "cols": ["Code", "Alarm text", "Cause", "Action"],
                        "rows": [
                            [
                                "A-01",
                                "TORQUE HIGH",
                                "Torque above P11 for longer than P13",
                                "Reduce engine load",
                            ],
                            ["A-02", "POWER HIGH", "Power above P12 of MCR", "Reduce engine load"],
                            [
                                "A-03",
                                "NO SPEED SIGNAL",
                                "No pulse from stator pick-up for 10 s with torque present",
                                "Check pick-up gap (2 mm) and cable",
                            ],
                            [
                                "A-04",
                                "NO TELEMETRY",
                                "Stator receives no data from rotor",
                                "Check air gap and stator cable; check JB-1",
                            ],
                            [
                                "A-05",
                                "ROTOR SUPPLY LOW",
                                "Rotor supply below 6.5 V",
                                "Reduce air gap to 8 mm",
                            ],
                            [
                                "A-07",
                                "BRIDGE FAULT",
                                "Bridge resistance out of 350 ohm +/- 10 %",
                                "Gauge damaged; call Strainmet service",
                            ],
                            [
                                "A-09",
                                "ZERO OUT OF RANGE",
                                "Zero offset exceeds +/- 2 % FS",
                                "Check shaft free of torque; repeat zero",
                            ],
                            [
                                "A-12",
                                "SUPPLY FAULT",
                                "Display supply below 18 V",
                                "Check 24 V DC supply",
                            ],
                        ],
                        "widths": [0.6, 1.5, 2.2, 2.0],
                        "size": 8.3,
                    },
                ),
                ("h2", "6.2  Fault Finding"),
                (
                    "p",
                    "If the displayed torque is unstable by more than 2 % at steady engine load, first check that damping P10 is not set below 1.0 s, then check the screen of the stator cable. A torque reading that drifts slowly with sea water temperature indicates moisture under the protective band of the strain-gauge ring.",
                ),
                (
                    "p",
                    "To check the bridge, disconnect it at the rotor terminal block and measure between EXC+ and EXC-, and between SIG+ and SIG-, with the shaft stopped. Both readings should be 350 ohm within 10 %. The insulation resistance from any bridge wire to the shaft must be at least 500 Mohm at 50 V.",
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Never use an insulation tester at 500 V or 1000 V on the bridge wires. The strain gauges will be destroyed.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Maintenance and Spares"),
                ("h2", "7.1  Routine Maintenance"),
                (
                    "ul",
                    [
                        "Every 3 months: check the air gap and clean the stator antenna and rotor coil of oil mist and dust.",
                        "Every 6 months: check the rotor collar clamp bolts for tightness and the balance weights for security.",
                        "Every 12 months: carry out the zero calibration (P20) and compare the torque reading with the engine load indicator.",
                        "At each dry-docking: inspect the protective band and the sealant of the strain-gauge ring; renew the sealant if cracked.",
                    ],
                ),
                ("h2", "7.2  Recommended Spares"),
                (
                    "table",
                    {
                        "cols": ["Part number", "Description", "Qty per ship"],
                        "rows": [
                            ["SM-4101", "Stator antenna segment with bracket", "1"],
                            ["SM-4110", "Rotor electronics module", "1"],
                            ["SM-4115", "Rotor coil, split", "1"],
                            ["SM-4120", "Speed pick-up, inductive M18", "1"],
                            ["SM-4130", "Clamp bolt kit for rotor collar", "1"],
                            ["SM-4140", "Protective band and sealant kit", "1"],
                            ["SM-4200", "Display unit DU-4, complete", "0 (on request)"],
                            ["SM-4210", "Display unit fuse set, 1 A T", "1"],
                        ],
                        "widths": [1.0, 3.0, 1.0],
                        "size": 8.6,
                    },
                ),
                (
                    "p",
                    "Spares should be stored dry, at temperatures between 5 °C and 35 °C. The rotor electronics module has a shelf life of 5 years.",
                ),
            ]
        },
    ],
}


# ================================================================ 3. Dosetech CWD-2

_DT_STYLE = {"h1": 13.0, "h2": 10.6, "body": 9.2, "hcolor": (0.6, 0.15, 0.1), "h1rule": True}

DOSE = {
    "file": "dosetech-cwd2-cooling-water-dosing-unit.pdf",
    "title": "CWD-2 Cooling Water Chemical Dosing Unit - Owner's manual",
    "maker": "Dosetech Inc.",
    "style": _DT_STYLE,
    "hdr_left": "DOSETECH INC.",
    "hdr_right": "CWD-2 Cooling Water Dosing Unit  |  Owner's Manual  |  Rev. B",
    "ftr_left": "Dosetech Inc., Houston, Texas - www.dosetech.example",
    "ftr_fmt": "{n}",
    "cover": _cover(
        "DOSETECH INC.",
        [
            "CWD-2",
            "Cooling Water Chemical Dosing Unit",
            "Owner's Manual: Installation, Operation, Maintenance",
        ],
        [
            "For diesel engine jacket water treatment with nitrite-based inhibitors",
            "Models CWD-2, CWD-2H (high output) and CWD-2S (stainless)",
            "Manual DT-OM-CWD2, Rev. B",
        ],
        band=(0.6, 0.15, 0.1),
        foot="Dosetech Inc., 8800 Gulf Freeway, Houston TX",
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
                        ("2", "General Description", 3),
                        ("3", "Specifications", 4),
                        ("3.2", "Dosing Chart", 5),
                        ("4", "Operation", 6),
                        ("5", "Water Testing and Blow-Down", 7),
                        ("6", "Maintenance and Troubleshooting", 8),
                        ("7", "Parts List", 9),
                    ],
                ),
                (
                    "p",
                    "Read this entire manual before installing or operating the unit. Save these instructions. Failure to follow them may result in personal injury, property damage or engine damage, and will void the warranty.",
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
                        "Treatment chemical contains sodium nitrite and sodium hydroxide. Harmful if swallowed. Causes severe eye damage. Wear chemical goggles, rubber gloves and apron when filling the tank or handling test samples.",
                    ),
                ),
                (
                    "ul",
                    [
                        "Never mix nitrite treatment with acids or with chlorine-based chemicals. Toxic gas may be released.",
                        "Disconnect power at the starter panel and relieve line pressure before opening any fitting on the pump head.",
                        "Keep an eyewash bottle within 10 ft (3 m) of the unit.",
                        "Treated jacket water is not potable. Do not connect the unit to any domestic water line.",
                    ],
                ),
                ("h1", "2  General Description"),
                (
                    "p",
                    "The CWD-2 is a skid-mounted unit consisting of a polyethylene chemical tank, an electric diaphragm metering pump, a suction foot valve with strainer, an injection check valve, and a control box. The pump injects treatment chemical into the engine jacket water return line, upstream of the jacket water pump suction, at a rate set by the stroke length knob and the stroke rate dial.",
                ),
                (
                    "p",
                    "The pump can be run continuously at a low rate, or in the PULSE mode, where it follows a contact signal from the engine (running) or from a water meter on the make-up line. A float switch LSL-1 in the tank stops the pump and signals LOW TANK when the level falls to 3 in (75 mm) above the foot valve.",
                ),
                (
                    "p",
                    "Model CWD-2H has a larger pump head for systems above 5,000 gal. Model CWD-2S is identical to the CWD-2 except for stainless steel (316) tank and frame.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Specifications"),
                ("h2", "3.1  Model Data"),
                (
                    "table",
                    {
                        "cols": [
                            "Model",
                            "Tank capacity",
                            "Max. output",
                            "Max. pressure",
                            "Strokes per min.",
                            "Power",
                            "Dry weight",
                        ],
                        "rows": [
                            [
                                "CWD-2",
                                "30 gal (114 L)",
                                "1.0 gph (3.8 L/h)",
                                "150 psi (10.3 bar)",
                                "0 - 100",
                                "115 V, 0.6 A",
                                "62 lb (28 kg)",
                            ],
                            [
                                "CWD-2H",
                                "50 gal (189 L)",
                                "2.5 gph (9.5 L/h)",
                                "100 psi (6.9 bar)",
                                "0 - 120",
                                "115 V, 1.0 A",
                                "88 lb (40 kg)",
                            ],
                            [
                                "CWD-2S",
                                "30 gal (114 L)",
                                "1.0 gph (3.8 L/h)",
                                "150 psi (10.3 bar)",
                                "0 - 100",
                                "115 V, 0.6 A",
                                "95 lb (43 kg)",
                            ],
                        ],
                        "widths": [0.9, 1.1, 1.1, 1.1, 0.9, 1.0, 1.0],
                        "size": 8.2,
                        "boldfirst": True,
                    },
                ),
                (
                    "kv",
                    [
                        ("Electrical", "115 V AC, 1 phase, 60 Hz (230 V 50/60 Hz optional)"),
                        ("Enclosure", "NEMA 4X"),
                        ("Stroke length adjustment", "0 to 100 % (recommended 40 to 100 %)"),
                        ("Output per stroke (CWD-2)", "0.17 mL at 100 % stroke length"),
                        ("Ambient temperature", "32 to 113 °F (0 to 45 °C)"),
                        ("Max. chemical temperature", "104 °F (40 °C)"),
                        ("Suction lift", "5 ft (1.5 m) maximum"),
                        ("Tubing", "3/8 in OD polyethylene, 150 psi rated"),
                        ("Injection fitting", "1/2 in NPT, with check valve"),
                        ("Pump head / diaphragm", "PVDF / PTFE-faced"),
                    ],
                ),
                (
                    "p",
                    "Output figures are at maximum pressure with water. Actual output with treatment chemical is approximately 10 % lower because of its higher viscosity; calibrate the pump on site as described in section 4.3.",
                ),
            ]
        },
        {
            "sideways": True,
            "blocks": [
                ("h2", "3.2  Dosing Chart (initial charge and maintenance dosing)"),
                (
                    "p",
                    "Nitrite treatment DT-NIT 40. Quantities are for a target of 1,200 ppm nitrite (as NO2). Maintenance figures assume 1 % daily make-up of system volume.",
                ),
                (
                    "table",
                    {
                        "groups": [
                            ("", 1),
                            ("Initial charge", 2),
                            ("Maintenance dosing", 3),
                            ("Pump setting (CWD-2)", 3),
                        ],
                        "cols": [
                            "System volume",
                            "DT-NIT 40 (gal)",
                            "DT-NIT 40 (L)",
                            "gal / day",
                            "L / day",
                            "Refill tank every",
                            "Stroke length",
                            "Stroke rate",
                            "Mode",
                        ],
                        "rows": [
                            [
                                "500 gal (1.9 m3)",
                                "2.0",
                                "7.6",
                                "0.02",
                                "0.08",
                                "~ 4 months",
                                "40 %",
                                "10 spm",
                                "continuous",
                            ],
                            [
                                "1,000 gal (3.8 m3)",
                                "4.0",
                                "15.1",
                                "0.04",
                                "0.15",
                                "~ 2 months",
                                "50 %",
                                "15 spm",
                                "continuous",
                            ],
                            [
                                "2,000 gal (7.6 m3)",
                                "8.0",
                                "30.3",
                                "0.08",
                                "0.30",
                                "~ 5 weeks",
                                "60 %",
                                "20 spm",
                                "continuous",
                            ],
                            [
                                "3,500 gal (13.2 m3)",
                                "14.0",
                                "53.0",
                                "0.14",
                                "0.53",
                                "~ 3 weeks",
                                "80 %",
                                "25 spm",
                                "pulse",
                            ],
                            [
                                "5,000 gal (18.9 m3)",
                                "20.0",
                                "75.7",
                                "0.20",
                                "0.76",
                                "~ 2 weeks",
                                "100 %",
                                "30 spm",
                                "pulse",
                            ],
                            ["over 5,000 gal", "use CWD-2H", "-", "-", "-", "-", "-", "-", "-"],
                        ],
                        "widths": [1.5, 1.0, 0.9, 0.8, 0.8, 1.1, 0.9, 0.9, 0.9],
                        "size": 8.4,
                    },
                ),
                (
                    "p",
                    "NOTE: When first treating a system that has been running on untreated water, double the initial charge and blow down after 48 hours (see section 5.3).",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "4  Operation"),
                ("h2", "4.1  Start-Up"),
                (
                    "table",
                    {
                        "cols": ["Step", "Action"],
                        "rows": [
                            [
                                "1",
                                "Fill the tank with DT-NIT 40 through the strainer basket in the fill opening. Do not fill above the MAX mark.",
                            ],
                            [
                                "2",
                                "Open the isolation valve V-2 at the injection point on the jacket water return line.",
                            ],
                            [
                                "3",
                                "Set the stroke length knob to 100 % and the stroke rate dial to 100 spm for priming.",
                            ],
                            [
                                "4",
                                "Loosen the bleed valve on the pump head one turn and switch the pump ON. Run until chemical flows from the bleed tube free of air, then close the bleed valve.",
                            ],
                            [
                                "5",
                                "Set stroke length and stroke rate as given in the dosing chart (section 3.2).",
                            ],
                            [
                                "6",
                                "Select mode CONT or PULSE on the control box. The green RUN lamp flashes with each stroke.",
                            ],
                        ],
                        "widths": [0.5, 5.0],
                        "size": 8.6,
                    },
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Never run the pump against a closed injection valve. The pressure will rise above the rating of the tubing (150 psi) and the tubing may burst, spraying chemical.",
                    ),
                ),
                ("h2", "4.2  Normal Operation"),
                (
                    "p",
                    "Check the tank level daily and record it in the log. A typical jacket water system should use a steady amount of chemical; a sudden increase in consumption indicates leakage of jacket water or excessive blow-down.",
                ),
                ("h2", "4.3  Calibrating the Pump Output"),
                (
                    "ol",
                    [
                        "Close the tank outlet valve V-1 and connect the calibration cylinder (100 mL) to the pump suction.",
                        "Run the pump for exactly 1 minute at the selected stroke settings.",
                        "Read the volume drawn from the cylinder. Multiply by 60 to get mL/h; divide by 3,785 to get gph.",
                        "Adjust the stroke rate until the measured output matches the required maintenance dosing.",
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  Water Testing and Blow-Down"),
                ("h2", "5.1  Test Frequency"),
                (
                    "p",
                    "Test the jacket water at least once a week with the Dosetech test kit TK-N (nitrite, drop count method), and after any major make-up of water or engine repair. Take the sample from the sample cock on the jacket water pump discharge with the engine running.",
                ),
                ("h2", "5.2  Limits"),
                (
                    "table",
                    {
                        "cols": ["Parameter", "Low limit", "Target", "High limit", "Test"],
                        "rows": [
                            [
                                "Nitrite (as NO2)",
                                "1,000 ppm",
                                "1,200 ppm",
                                "2,400 ppm",
                                "TK-N drop count",
                            ],
                            ["pH at 77 °F (25 °C)", "8.3", "9.0", "10.0", "pH strips"],
                            ["Chlorides", "-", "< 50 ppm", "100 ppm", "TK-C (option)"],
                            ["Total hardness", "-", "< 50 ppm", "170 ppm", "TK-H (option)"],
                        ],
                        "widths": [1.6, 1.0, 1.0, 1.0, 1.4],
                        "size": 8.6,
                    },
                ),
                (
                    "p",
                    "Nitrite test with kit TK-N: fill the test tube to the 5 mL mark with sample, add 1 scoop of reagent powder N1 and swirl. Add reagent N2 drop by drop, counting the drops, until the color changes from colorless to a permanent pink. Nitrite in ppm = number of drops x 180.",
                ),
                (
                    "p",
                    "If nitrite is below 1,000 ppm, add treatment by hand (1 quart per 100 gal raises nitrite by approx. 300 ppm) and increase the pump stroke rate by 5 spm. If nitrite is above 2,400 ppm, reduce the stroke rate and blow down.",
                ),
                ("h2", "5.3  Blow-Down"),
                (
                    "p",
                    "Blow-down removes dissolved solids and excess chemical. Open the blow-down valve V-5 at the lowest point of the jacket water system with the engine running and drain approx. 10 % of the system volume, while the expansion tank is refilled with distilled or low-hardness water. Close V-5 and re-test after 2 hours of running.",
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Blow-down water is hot (up to 180 °F / 82 °C) and contains nitrite. Drain to the bilge holding tank, never overboard.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Maintenance and Troubleshooting"),
                ("h2", "6.1  Maintenance Schedule"),
                (
                    "kv",
                    [
                        ("Daily", "Check tank level; check RUN lamp flashing"),
                        ("Weekly", "Test nitrite and pH (section 5.2)"),
                        ("Monthly", "Clean foot valve strainer; check tubing for cracks"),
                        ("Every 6 months", "Replace check valve balls and O-rings (kit DT-2241)"),
                        ("Yearly", "Replace diaphragm (DT-2230); flush tank"),
                    ],
                ),
                (
                    "p",
                    "Torque the pump head screws to 25 in-lb (2.8 N-m) in a diagonal pattern after replacing the diaphragm. Overtightening will crack the PVDF head.",
                ),
                ("h2", "6.2  Troubleshooting"),
                (
                    "table",
                    {
                        "cols": ["Symptom", "Possible cause", "Remedy"],
                        "rows": [
                            [
                                "Pump runs, no output",
                                "Air in pump head; suction valve dirty; foot valve clogged",
                                "Prime with bleed valve; clean valves; clean foot valve strainer",
                            ],
                            [
                                "Output too low",
                                "Stroke length below 40 %; worn check valve balls",
                                "Increase stroke length; replace balls (DT-2241)",
                            ],
                            [
                                "Pump does not start, LOW TANK lamp on",
                                "Tank empty or float switch LSL-1 stuck",
                                "Fill tank; free the float",
                            ],
                            [
                                "Nitrite level falls quickly",
                                "Jacket water leak; too much blow-down",
                                "Find and repair leak; reduce blow-down",
                            ],
                            [
                                "Chemical leaks at pump head",
                                "Diaphragm ruptured; head screws loose",
                                "Replace diaphragm; torque screws to 25 in-lb",
                            ],
                            [
                                "Nitrite high, pH low",
                                "Bacterial attack on nitrite",
                                "Blow down 25 %; contact Dosetech for biocide",
                            ],
                        ],
                        "widths": [1.5, 2.0, 2.1],
                        "size": 8.5,
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Parts List"),
                (
                    "table",
                    {
                        "cols": ["Item", "Part No.", "Description", "Qty", "Models"],
                        "rows": [
                            ["1", "DT-2200", "Metering pump, complete, 1.0 gph", "1", "CWD-2, 2S"],
                            ["2", "DT-2201", "Metering pump, complete, 2.5 gph", "1", "CWD-2H"],
                            ["3", "DT-2230", "Diaphragm, PTFE-faced, 1.0 gph", "1", "CWD-2, 2S"],
                            ["4", "DT-2231", "Diaphragm, PTFE-faced, 2.5 gph", "1", "CWD-2H"],
                            ["5", "DT-2241", "Check valve kit (balls, seats, O-rings)", "1", "all"],
                            ["6", "DT-2250", "Foot valve with strainer, 3/8 in", "1", "all"],
                            ["7", "DT-2255", "Injection check valve, 1/2 in NPT", "1", "all"],
                            ["8", "DT-2260", "Float switch LSL-1", "1", "all"],
                            ["9", "DT-2270", "Tubing, 3/8 in OD, 20 ft roll", "1", "all"],
                            ["10", "DT-2280", "Tank, 30 gal, polyethylene", "1", "CWD-2"],
                            ["11", "DT-2290", "Control box, 115 V, complete", "1", "all"],
                            ["12", "TK-N", "Nitrite test kit (100 tests)", "1", "all"],
                        ],
                        "widths": [0.5, 0.9, 3.0, 0.5, 1.0],
                        "size": 8.6,
                    },
                ),
                (
                    "p",
                    "Use only genuine Dosetech parts. When ordering, state the model and the serial number from the nameplate on the control box.",
                ),
            ]
        },
    ],
}


# ================================================================ 4. Fjordtek PCP-25

_FT_STYLE = {
    "h1": 12.0,
    "h2": 10.2,
    "body": 9.0,
    "hcolor": (0.15, 0.3, 0.45),
    "h1rule": True,
    "pgap": 3,
}

FJORD = {
    "file": "fjordtek-pcp25-sludge-pump.pdf",
    "title": "PCP-25 Progressive cavity sludge pump - Service manual",
    "maker": "Fjordtek AS",
    "style": _FT_STYLE,
    "hdr_left": "FJORDTEK AS",
    "hdr_right": "PCP-25 PC pump  |  Service manual FT-SM-025  |  Rev 7",
    "ftr_left": "Fjordtek AS, Alesund. Service dept. - field service notes incl.",
    "ftr_fmt": "p. {n}/{total}",
    "cover": _cover(
        "FJORDTEK",
        [
            "PCP-25",
            "Progressive cavity pump for sludge and bilge",
            "Service manual",
        ],
        [
            "Sizes PCP-25/1 and PCP-25/2 (1-stage / 2-stage)",
            "Doc FT-SM-025 Rev 7 - supersedes Rev 6",
            "Mech. seal and gland packing versions",
        ],
        band=(0.15, 0.3, 0.45),
        foot="Fjordtek AS, Borgundvegen 300, Alesund",
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
                        ("3.3", "Performance table", 5),
                        ("4", "Operation", 6),
                        ("5", "Maintenance", 7),
                        ("5.3", "Stator / rotor change", 7),
                        ("5.5", "Universal joint", 8),
                        ("6", "Troubleshooting", 9),
                        ("7", "Parts list", 10),
                    ],
                ),
                (
                    "p",
                    "Valid for PCP-25/1 and PCP-25/2, horizontal, block construction with geared motor. Vertical version PCP-25V: see separate sheet. Field notes from service dept. included (marked SN).",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety"),
                (
                    "ul",
                    [
                        "Isolate motor + lock out before opening pump. Close suction + discharge valves.",
                        "Never run against closed discharge valve. PC pump = positive displacement. Pressure rises until something breaks. Relief valve on discharge mandatory.",
                        "Sludge: H2S risk. Ventilate. Gas detector when opening suction casing.",
                        "Never run dry. Stator destroyed within seconds.",
                    ],
                ),
                ("h1", "2  Description"),
                (
                    "p",
                    "Single-helix rotor (hardened steel, chrome plated) turns inside double-helix stator (NBR elastomer, vulcanised in steel tube). Cavities progress from suction to discharge. Flow prop. to speed. Drive: geared motor -> drive shaft -> universal joint (pin joint) -> coupling rod -> universal joint -> rotor.",
                ),
                (
                    "p",
                    "Shaft seal: gland packing (std) or single mech. seal (option M). Dry-run protection: temp. sensor TSD-1 in stator wall, PT100, to starter panel relay.",
                ),
                (
                    "p",
                    "Stages: /1 = 1 stage, 6 bar max. /2 = 2 stages, 12 bar max. Same rotor/stator diameter, /2 stator twice as long.",
                ),
                (
                    "p",
                    "SN-14: on ships with heavy bilge oil content use stator in FKM (Viton), part FT-25-311-V. Standard NBR swells in fuel oil.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Tech data"),
                ("h2", "3.1  General"),
                (
                    "table",
                    {
                        "cols": ["Item", "PCP-25/1", "PCP-25/2", "Unit"],
                        "rows": [
                            ["Max. diff. pressure", "6", "12", "bar"],
                            ["Max. speed", "600", "600", "rpm"],
                            ["Displacement", "0.042", "0.042", "l/rev"],
                            ["Max. solids size", "8", "8", "mm"],
                            ["Max. fluid temp. (NBR)", "80", "80", "°C"],
                            ["Motor power", "3.0", "5.5", "kW"],
                            ["Suction / discharge flange", "DN 50", "DN 50", "-"],
                            ["Min. NPSH required", "0.8", "0.8", "m"],
                            ["Weight incl. motor", "112", "156", "kg"],
                            ["Stator length", "380", "760", "mm"],
                        ],
                        "ruled": False,
                        "widths": [2.4, 1.0, 1.0, 0.7],
                        "size": 8.8,
                    },
                ),
                ("h2", "3.2  Settings"),
                (
                    "kv",
                    [
                        ("Dry-run trip TSD-1", "stator temp. > 60 °C, trip"),
                        ("Dry-run pre-alarm", "50 °C"),
                        ("Relief valve RV-25 set", "6.5 bar (/1), 13 bar (/2)"),
                        ("Discharge press. switch PSH", "stop at 7 bar (/1)"),
                        ("Gland leakage", "10 - 60 drops/min"),
                        ("Rotor/stator interference", "0.2 - 0.4 mm on dia., new"),
                    ],
                ),
                (
                    "p",
                    "Recommended speed for sludge with abrasive content: max. 300 rpm. Higher speed = faster stator wear (SN-09: wear roughly with square of speed).",
                ),
            ]
        },
        {
            "landscape": True,
            "blocks": [
                (
                    "h2",
                    "3.3  Performance table, water 20 °C, capacity in m³/h at differential pressure",
                ),
                (
                    "table",
                    {
                        "groups": [
                            ("", 2),
                            ("Capacity m³/h at diff. pressure", 6),
                            ("Power kW", 2),
                        ],
                        "cols": [
                            "Speed rpm",
                            "Size",
                            "0 bar",
                            "2 bar",
                            "4 bar",
                            "6 bar",
                            "8 bar",
                            "12 bar",
                            "at 6 bar",
                            "at 12 bar",
                        ],
                        "rows": [
                            ["100", "/1", "0.25", "0.18", "0.13", "0.09", "-", "-", "0.35", "-"],
                            [
                                "100",
                                "/2",
                                "0.25",
                                "0.22",
                                "0.19",
                                "0.16",
                                "0.13",
                                "0.08",
                                "0.40",
                                "0.75",
                            ],
                            ["200", "/1", "0.50", "0.43", "0.38", "0.34", "-", "-", "0.70", "-"],
                            [
                                "200",
                                "/2",
                                "0.50",
                                "0.47",
                                "0.44",
                                "0.41",
                                "0.38",
                                "0.33",
                                "0.75",
                                "1.40",
                            ],
                            ["300", "/1", "0.76", "0.69", "0.64", "0.59", "-", "-", "1.05", "-"],
                            [
                                "300",
                                "/2",
                                "0.76",
                                "0.73",
                                "0.70",
                                "0.67",
                                "0.64",
                                "0.58",
                                "1.10",
                                "2.10",
                            ],
                            ["400", "/1", "1.01", "0.94", "0.89", "0.84", "-", "-", "1.40", "-"],
                            [
                                "400",
                                "/2",
                                "1.01",
                                "0.98",
                                "0.95",
                                "0.92",
                                "0.89",
                                "0.83",
                                "1.50",
                                "2.80",
                            ],
                            ["600", "/1", "1.51", "1.44", "1.39", "1.34", "-", "-", "2.10", "-"],
                            [
                                "600",
                                "/2",
                                "1.51",
                                "1.48",
                                "1.45",
                                "1.42",
                                "1.39",
                                "1.33",
                                "2.20",
                                "4.20",
                            ],
                        ],
                        "widths": [0.9, 0.6, 0.8, 0.8, 0.8, 0.8, 0.8, 0.8, 0.9, 0.9],
                        "size": 8.6,
                    },
                ),
                (
                    "p",
                    "Viscous sludge (> 1000 cSt): reduce speed to max. 200 rpm to avoid cavitation at suction. Power at 0 bar not listed = approx. 30 % of power at 6 bar.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "4  Operation"),
                ("h2", "4.1  First start"),
                (
                    "ol",
                    [
                        "Chk rotation: arrow on drive housing. Wrong direction = suction and discharge swapped.",
                        "Fill suction casing with liquid via plug (G 1/2) before start. Never start dry.",
                        "Open suction + discharge valves fully.",
                        "Start. Chk discharge press. and gland leakage.",
                        "Adj gland nuts only after 30 min running, 1/6 turn at a time.",
                    ],
                ),
                ("h2", "4.2  Dry-run protection"),
                (
                    "p",
                    "TSD-1 (PT100) in stator tube. Relay DRP-1 in starter panel. Pre-alarm 50 °C, trip 60 °C. Reset only after stator cooled below 40 °C. Chk function: pull PT100 plug -> must trip (sensor break = trip).",
                ),
                (
                    "p",
                    "SN-21: level switch LSL-25 in sludge tank as 2nd protection. Stops pump at low level. Recommended where pump runs unattended.",
                ),
                ("h2", "4.3  Shut down"),
                (
                    "p",
                    "Stop motor. Close valves. Sludge service: flush pump with water or gas oil after use, min. 2 min, to prevent sludge setting in stator. Frost risk: drain via drain plug at bottom of suction casing.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  Maintenance"),
                ("h2", "5.1  Intervals"),
                (
                    "table",
                    {
                        "cols": ["Item", "Action", "Interval"],
                        "rows": [
                            ["Gland packing", "Chk leakage, adj", "daily"],
                            ["Gland packing", "Repl (5 rings)", "2000 h"],
                            ["Universal joints", "Chk play, repl grease + sleeves", "4000 h"],
                            ["Stator", "Chk capacity vs table 3.3", "4000 h"],
                            ["Gear oil (geared motor)", "Repl", "10000 h / 2 years"],
                            ["TSD-1 dry-run", "Function test", "6 months"],
                        ],
                        "ruled": False,
                        "underline": False,
                        "widths": [1.6, 2.6, 1.4],
                        "size": 8.8,
                    },
                ),
                ("h2", "5.2  Gland packing"),
                (
                    "p",
                    "Packing 10 x 10 mm, PTFE-graphite, 5 rings. Cut rings at 45°, joints offset 90°. Insert one by one, tamp home. Lantern ring: none. Tighten gland nuts by hand + 1/6 turn. Run-in 30 min, then adj to 10 - 60 drops/min.",
                ),
                ("h2", "5.3  Stator / rotor change"),
                (
                    "ol",
                    [
                        "Isolate + lock out. Close valves. Drain via suction casing plug.",
                        "Remove tie rods (4 x M16). Remove discharge casing.",
                        "Unscrew stator from rotor by turning stator counter-clockwise (seen from discharge end). Use strap wrench. No pipe wrench on stator tube.",
                        "Chk rotor: chrome damage, grooves > 0.2 mm = repl rotor.",
                        "New stator: lubricate inside with silicone grease or soap solution. Never mineral oil/grease on NBR.",
                        "Push stator on rotor with turning motion. Refit discharge casing. Tie rod nuts 120 Nm, crosswise.",
                    ],
                ),
                (
                    "p",
                    "Rotor to coupling rod: via universal joint, see 5.5. Stator change does not require opening the joints.",
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "5.4  Mech. seal (option M)"),
                (
                    "p",
                    "Single mech. seal, SiC/SiC, d = 35 mm. Repl complete only (FT-25-420). Leakage > 5 drops/min = repl. Do not run dry: seal needs liquid in suction casing. Set length: 42.5 mm from shaft shoulder.",
                ),
                ("h2", "5.5  Universal joint"),
                (
                    "p",
                    "Pin joint type. Pin + bushes hardened. Grease-filled, sealed with rubber sleeve and 2 clamp bands. Sleeve torn = sludge ingress = joint wear within weeks.",
                ),
                (
                    "ol",
                    [
                        "Remove stator (5.3).",
                        "Cut clamp bands, fold back sleeve.",
                        "Press out retaining ring, push out pin.",
                        "Chk pin + bushes: max. play 0.5 mm. Above = repl joint set FT-25-350.",
                        "Fill joint with 60 g grease (Fjordtek JG-2 or equiv. lithium EP2).",
                        "Fit new sleeve + clamp bands. Bands tight with pincers, no screw clamps.",
                    ],
                ),
                ("h2", "5.6  Torques"),
                (
                    "p",
                    "Tie rods M16: 120 Nm. Suction casing to drive housing M12: 70 Nm. Flange bolts DN 50 (M16): 90 Nm. Gland nuts: by hand, see 5.2. Motor to lantern M10: 45 Nm.",
                ),
                (
                    "p",
                    "SN-30: after stator change, re-torque tie rods after 24 h running. Elastomer settles.",
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
                        "rows": [
                            [
                                "No flow",
                                "Wrong rotation; suction valve closed; stator burnt (dry run)",
                                "Swap 2 phases; open valve; repl stator",
                            ],
                            [
                                "Flow too low",
                                "Stator worn; speed too low; air leak suction side",
                                "Repl stator; chk speed; tighten suction joints",
                            ],
                            [
                                "Motor overload at start",
                                "New stator too tight; sludge set in stator",
                                "Turn by hand / flush; lubricate stator",
                            ],
                            [
                                "Noise, knocking",
                                "Universal joint worn; cavitation",
                                "Chk joint play (max. 0.5 mm); reduce speed",
                            ],
                            [
                                "Gland leaks too much",
                                "Packing worn; shaft sleeve scored",
                                "Adj gland; repl packing / sleeve",
                            ],
                            [
                                "Dry-run trip, pump full",
                                "TSD-1 cable broken; fluid temp. > 60 °C",
                                "Chk PT100 (108 ohm at 20 °C); chk fluid temp.",
                            ],
                            ["Vibration", "Coupling misaligned; rotor bent", "Realign; repl rotor"],
                        ],
                        "widths": [1.5, 2.2, 2.1],
                        "size": 8.5,
                    },
                ),
                (
                    "p",
                    "SN-11: stator life in sludge service typ. 3000 - 6000 h. Short life: chk speed (> 300 rpm?), chk dry-run events in alarm log.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Parts list"),
                (
                    "table",
                    {
                        "cols": ["Pos", "Part no.", "Description", "Qty /1", "Qty /2"],
                        "rows": [
                            ["10", "FT-25-301", "Rotor, chrome plated", "1", "-"],
                            ["10", "FT-25-302", "Rotor, chrome plated, 2-stage", "-", "1"],
                            ["11", "FT-25-311", "Stator NBR", "1", "-"],
                            ["11", "FT-25-311-V", "Stator FKM (Viton)", "opt", "-"],
                            ["11", "FT-25-312", "Stator NBR, 2-stage", "-", "1"],
                            ["20", "FT-25-330", "Coupling rod", "1", "1"],
                            [
                                "21",
                                "FT-25-350",
                                "Universal joint set (pin, bushes, ring)",
                                "2",
                                "2",
                            ],
                            ["22", "FT-25-355", "Joint sleeve + clamp bands", "2", "2"],
                            ["30", "FT-25-401", "Gland packing set (5 rings)", "1", "1"],
                            ["31", "FT-25-420", "Mech. seal complete (option M)", "1", "1"],
                            ["40", "FT-25-501", "PT100 sensor TSD-1", "1", "1"],
                            ["41", "FT-25-505", "Dry-run relay DRP-1", "1", "1"],
                            ["50", "FT-25-610", "Tie rod M16 with nuts", "4", "4"],
                            ["60", "JG-2", "Joint grease, 400 g cartridge", "1", "1"],
                        ],
                        "widths": [0.5, 1.2, 3.0, 0.6, 0.6],
                        "size": 8.6,
                    },
                ),
            ]
        },
    ],
}
