"""Four made-up manuals of other equipment by other makers, held-out set 29a (written blind).

Vantor (AquaPure RO-60 reverse-osmosis fresh water maker) writes translated European English
with decimal commas and "~" ranges and carries the system drawing, an interval matrix and a table
printed as a picture; Kirkby Controls (VisCon 700 fuel oil viscosity controller) writes formal UK
style with WARNING/CAUTION/NOTE boxes, a two-column page, a table captioned below and a
parameter table that runs over a page break; Meridian (PMS-3 power management system) writes
terse service-bulletin fragments and carries a landscape page, a borderless table and a two-level
header; Hestia (GC-220 garbage compactor) writes US style with psi / deg F / gal / ft-lb first and
metric in brackets and carries a transposed table and a portrait page whose wide table is set
sideways.  Every page is an explicit list of blocks laid out top to bottom; a block that does not
fit raises, so a question's page is the page its block is listed on.
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
    for spec in (AQUA, VISCON, PMS, GC):
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

    # feed line: sea chest -> V-100 -> SWP-1 -> ST-1 -> F-1 -> F-2 -> HPP
    ln(4, 60, 326, 60)
    _valve(s, *P(35, 60))
    _pump(s, *P(75, 60))
    _box_eq(s, *P(110, 50), *P(130, 70))
    s.draw_line(P(110, 50), P(130, 70))
    for x in (150, 275, 300):
        ln(x, 60, x, 40)
        _instr(s, *P(x, 31))
    _box_eq(s, *P(175, 45), *P(200, 78))
    _box_eq(s, *P(225, 45), *P(250, 78))
    for x in (187, 237):
        s.draw_line(P(x, 45), P(x, 78))
    _pump(s, *P(340, 60))
    # HP discharge -> PT-3, RV-1 -> feed header -> vessels
    ln(354, 60, 445, 60)
    ln(375, 60, 375, 40)
    _instr(s, *P(375, 31))
    ln(405, 60, 405, 100)
    _valve(s, *P(405, 82), vertical=True)
    ln(445, 60, 445, 150)
    ln(250, 150, 445, 150)
    for x in (250, 290, 330, 370):
        ln(x, 150, x, 160)
        s.draw_rect(fitz.Rect(*P(x - 7, 160), *P(x + 7, 262)))
        ln(x - 4, 262, x - 4, 272)
    # concentrate: header -> PT-4 -> V-101 -> FI-1 -> overboard
    ln(30, 272, 366, 272)
    ln(205, 272, 205, 252)
    _instr(s, *P(205, 243))
    _valve(s, *P(170, 272))
    _instr(s, *P(135, 272))
    ln(30, 272, 30, 400)
    # CIP tank T-1 with return V-104 and suction V-103 to HP pump suction
    _box_eq(s, *P(60, 330), *P(120, 390))
    ln(75, 272, 75, 330)
    _valve(s, *P(75, 302), vertical=True)
    ln(105, 330, 105, 135)
    ln(105, 135, 320, 135)
    _valve(s, *P(150, 135))
    ln(320, 135, 320, 60)
    # fresh water flush: CF-1 -> V-105
    ln(160, 100, 320, 100)
    _box_eq(s, *P(200, 90), *P(225, 110))
    _valve(s, *P(262, 100))
    s.finish(color=(0, 0, 0), width=1.0)
    # permeate (dashed): CS-1 -> FI-2 -> V-102 (dump) -> RM-1 -> UV-1 -> tank
    for x in (250, 290, 330, 370):
        ln(x + 4, 262, x + 4, 300)
    ln(254, 300, 455, 300)
    ln(455, 300, 455, 420)
    ln(455, 330, 405, 330)
    ln(405, 330, 405, 372)
    ln(380, 420, 455, 420)
    s.finish(color=(0, 0, 0), width=1.0, dashes="[4 2] 0")
    ln(395, 300, 395, 285)
    _instr(s, *P(395, 276))
    _instr(s, *P(425, 300))
    _valve(s, *P(455, 330), vertical=True)
    _box_eq(s, *P(440, 360), *P(470, 383))
    _box_eq(s, *P(440, 390), *P(470, 413))
    s.finish(color=(0, 0, 0), width=1.0, fill=(1, 1, 1))
    # legend symbols
    ly = 450
    _valve(s, *P(12, ly))
    _pump(s, *P(120, ly), r=9)
    _instr(s, *P(222, ly), r=7)
    _box_eq(s, *P(318, ly - 7), *P(334, ly + 7))
    s.finish(color=(0, 0, 0), width=0.9)
    ln(8, 476, 40, 476)
    s.finish(color=(0, 0, 0), width=1.0)
    ln(180, 476, 212, 476)
    s.finish(color=(0, 0, 0), width=1.0, dashes="[4 2] 0")
    s.draw_rect(fitz.Rect(*P(0, 428), *P(w, 486)))
    s.finish(color=(0.4, 0.4, 0.4), width=0.6)
    s.commit()

    L(2, 50, "SEA WATER")
    L(2, 58, "INLET")
    L(26, 76, "V-100", bold=True)
    L(64, 86, "SWP-1", bold=True)
    L(56, 94, "booster pump")
    L(108, 84, "ST-1", bold=True)
    L(108, 92, "strainer")
    L(124, 31, "PT-1", bold=True)
    L(176, 34, "F-1", bold=True)
    L(176, 42, "20 µm")
    L(226, 34, "F-2", bold=True)
    L(226, 42, "5 µm")
    L(262, 18, "TS-1", bold=True)
    L(311, 31, "PS-2", bold=True)
    L(330, 36, "HPP", bold=True)
    L(350, 86, "M1", bold=True)
    L(350, 94, "HP pump")
    L(386, 31, "PT-3", bold=True)
    L(412, 84, "RV-1", bold=True)
    L(412, 92, "relief")
    L(393, 110, "to drain")
    L(450, 110, "feed")
    L(450, 118, "header")
    for i, x in enumerate((250, 290, 330, 370), start=1):
        L(x + 10, 182, f"RO-{i}", bold=True)
    L(380, 214, "membrane")
    L(380, 222, "pressure vessels")
    L(216, 245, "PT-4", bold=True)
    L(160, 290, "V-101", bold=True)
    L(145, 298, "back-press. valve")
    L(124, 290, "FI-1", bold=True)
    L(6, 411, "OVERBOARD")
    L(6, 419, "(concentrate)")
    L(80, 364, "T-1", bold=True)
    L(66, 374, "CIP tank")
    L(48, 300, "V-104", bold=True)
    L(138, 151, "V-103", bold=True)
    L(124, 159, "CIP suction")
    L(162, 95, "FW FLUSH")
    L(198, 119, "CF-1", bold=True)
    L(198, 127, "carbon filter")
    L(252, 91, "V-105", bold=True)
    L(407, 276, "CS-1", bold=True)
    L(407, 284, "salinity")
    L(418, 318, "FI-2", bold=True)
    L(415, 345, "V-102", bold=True)
    L(415, 353, "3-way dump")
    L(390, 381, "to drain")
    L(446, 374, "RM-1", bold=True)
    L(447, 404, "UV-1", bold=True)
    L(383, 416, "TO FW TANK")
    # legend
    L(6, 439, "LEGEND", 7.0, True)
    L(24, 453, "valve / control valve")
    L(134, 453, "pump")
    L(234, 453, "instrument")
    L(340, 453, "filter / vessel / tank")
    L(48, 479, "sea water, concentrate, CIP")
    L(220, 479, "permeate (product water)")
    L(
        6,
        467,
        "PT pressure transmitter   PS pressure switch   TS temperature sensor   "
        "FI flow indicator   CS salinity cell",
    )


_AQ_STYLE = {"h1": 13.0, "h2": 10.6, "body": 9.2, "hcolor": (0.0, 0.35, 0.55), "h1rule": True}

AQUA = {
    "file": "vantor-aquapure-ro60-fresh-water-maker.pdf",
    "title": "AquaPure RO-60 Reverse osmosis fresh water generator - Instruction manual",
    "maker": "Vantor Wassertechnik GmbH",
    "style": _AQ_STYLE,
    "hdr_left": "VANTOR Wassertechnik",
    "hdr_right": "AquaPure RO-60  |  Instruction manual  |  Rev. C",
    "ftr_left": "Vantor Wassertechnik GmbH, Bremerhaven - translation of the original instructions",
    "ftr_fmt": "Page {n} / {total}",
    "cover": _cover(
        "VANTOR Wassertechnik",
        [
            "AquaPure RO-60",
            "Reverse osmosis fresh water generator",
            "Instruction manual for installation, operation and maintenance",
        ],
        [
            "Nominal production 60 m³/24 h (at 25 °C sea water, 35 000 ppm TDS)",
            "Document VW-BA-RO60-EN, revision C",
            "Translation of the original instructions (German).",
        ],
        band=(0.0, 0.35, 0.55),
        foot="Vantor Wassertechnik GmbH, Am Fischereihafen 12, Bremerhaven",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Table of contents"),
                (
                    "toc",
                    [
                        ("1", "Safety instructions", 3),
                        ("2", "Description of the plant", 3),
                        ("2.3", "Flow diagram", 4),
                        ("3", "Technical data", 5),
                        ("4", "Operation", 6),
                        ("5", "Maintenance", 7),
                        ("5.3", "Chemical cleaning (CIP)", 8),
                        ("5.4", "Conservation at longer standstill", 8),
                        ("6", "Disturbances and alarms", 9),
                        ("7", "Spare parts", 10),
                    ],
                ),
                (
                    "p",
                    "This instruction manual is valid for the plant AquaPure RO-60 in the standard execution with one high pressure pump and four membrane pressure vessels. For the twin execution AquaPure RO-60/2 and for the optional energy recovery device a supplement is delivered.",
                ),
                (
                    "p",
                    "Keep this manual always near to the plant. The operating personnel must have read and understood the chapter 1 before the first start.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety instructions"),
                (
                    "p",
                    "The plant works with sea water pressures up to 69 bar. All work on the high pressure circuit is only allowed when the plant is stopped and the pressure gauge PT-3 shows 0 bar. Never loosen the end caps of the pressure vessels under pressure.",
                ),
                (
                    "ul",
                    [
                        "Attention! Cleaning chemicals (citric acid, alkaline cleaner) are corrosive. Wear eye protection and gloves when preparing the CIP solution.",
                        "Attention! The produced water may not be used as drinking water before the salinity is below the limit and the plant has run for minimum 30 min after start.",
                        "The motor of the high pressure pump (M1) has to be isolated at the main switch and secured against switching on before any work on the pump.",
                        "Do not operate the plant in harbours, rivers or near oil spills. Oil and chlorine destroy the membranes irreversibly.",
                    ],
                ),
                ("h1", "2  Description of the plant"),
                ("h2", "2.1  Working principle"),
                (
                    "p",
                    "Sea water is pressed with high pressure through semi-permeable membranes. Only water molecules can pass the membrane (permeate), the salts stay on the feed side and are discharged with the concentrate (brine) overboard. The recovery rate is approx. 25 ~ 30 % of the feed water.",
                ),
                ("h2", "2.2  Main components"),
                (
                    "p",
                    "The sea water booster pump SWP-1 delivers the feed water through the strainer ST-1 and the two cartridge pre-filters F-1 and F-2 to the suction of the high pressure pump. The high pressure pump is a plunger pump with 3 plungers driven by the electric motor M1 over V-belts. The back-pressure valve V-101 in the concentrate line adjusts the working pressure. The salinity cell CS-1 measures continuously the conductivity of the permeate; with too high salinity the 3-way valve V-102 leads the permeate to drain.",
                ),
                (
                    "p",
                    "After the 3-way valve the permeate flows through the rehardening filter RM-1 (calcite) and the UV steriliser UV-1 to the fresh water tank.",
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "2.3  Flow diagram"),
                (
                    "p",
                    "The following simplified flow diagram shows the standard execution. Tag numbers correspond to the marking on the plant and to the spare parts list.",
                ),
                ("draw", (490, _ro_schematic)),
                ("capbelow", "Fig. 2-1  Flow diagram AquaPure RO-60 (standard execution)"),
                (
                    "p",
                    "The fresh water flush line with carbon filter CF-1 takes water from the hydrophore system. The carbon filter removes the chlorine before the flush water enters the membranes.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Technical data"),
                (
                    "kv",
                    [
                        ("Nominal production", "60 m³/24 h (2,5 m³/h)"),
                        ("Feed water flow", "9,5 m³/h"),
                        ("Working pressure (normal)", "55 ~ 62 bar"),
                        ("Max. working pressure", "69 bar"),
                        ("Relief valve RV-1 setting", "72 bar"),
                        ("Min. feed pressure at HP pump inlet", "1,2 bar"),
                        ("Sea water temperature range", "+2 ~ +35 °C"),
                        ("Permeate salinity", "< 500 ppm TDS (typical 250 ppm)"),
                        ("Power consumption", "approx. 11,5 kW"),
                        ("HP pump motor M1", "15 kW, 400 V / 50 Hz, 1460 min-1"),
                        ("Booster pump motor SWP-1", "2,2 kW"),
                        ("Membranes", '4 pcs. 8" sea water elements, type VM-8040-SW'),
                        ("Pre-filter F-1 / F-2", '20 µm / 5 µm, cartridge length 40"'),
                        ("Dry weight / operating weight", "1 150 kg / 1 320 kg"),
                    ],
                ),
                (
                    "imgtable",
                    {
                        "title": "Table 3-1  Production in dependence of sea water temperature",
                        "cols": [
                            "Sea water temp. [°C]",
                            "Correction factor [-]",
                            "Production [m³/24 h]",
                            "Working pressure [bar]",
                        ],
                        "rows": [
                            ["5", "0,58", "34,8", "64 ~ 69"],
                            ["10", "0,68", "40,8", "62 ~ 67"],
                            ["15", "0,79", "47,4", "60 ~ 65"],
                            ["20", "0,89", "53,4", "57 ~ 63"],
                            ["25", "1,00", "60,0", "55 ~ 62"],
                            ["30", "1,10", "66,0", "52 ~ 58"],
                            ["35", "1,19", "71,4", "50 ~ 55"],
                        ],
                        "widths": [1.2, 1.2, 1.3, 1.3],
                        "size": 8.8,
                        "below": "Values for new membranes and 35 000 ppm TDS. Production may not exceed 66 m³/24 h; above 30 °C reduce pressure with V-101.",
                    },
                ),
                (
                    "p",
                    "The quality of the permeate is depending on the temperature, the salt content of the sea water and the age of the membranes. At sea water temperatures under 10 °C the working pressure may reach the maximum before the nominal production is reached.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  Operation"),
                ("h2", "4.1  Start of the plant"),
                (
                    "ol",
                    [
                        "Check that V-100 (sea water inlet) and the overboard valve of the concentrate are open. V-103, V-104 and V-105 must be closed.",
                        "Open the back-pressure valve V-101 completely (turn anticlockwise).",
                        "Start the booster pump SWP-1. Vent the pre-filter housings over the vent screws until water comes out without air.",
                        "Check the feed pressure at PT-1: 1,5 ~ 3,0 bar. The difference over F-1 + F-2 may not exceed 1,0 bar.",
                        "Start the high pressure pump. The pump must run 2 min without pressure (V-101 open) to remove the air out of the membranes.",
                        "Close V-101 slowly, within approx. 60 s, until the working pressure at PT-3 is 55 ~ 62 bar. Attention! Never close V-101 fast. Pressure shocks can destroy the membranes and the end caps.",
                        "Adjust the concentrate flow at FI-1 to min. 6,5 m³/h. The concentrate flow may never be lower, otherwise the membranes scale.",
                        "Wait until the salinity is below the set point (500 ppm). The 3-way valve V-102 switches automatically to the tank after a delay of 60 s.",
                    ],
                ),
                ("h2", "4.2  Stop of the plant"),
                (
                    "ol",
                    [
                        "Open V-101 slowly until the pressure is below 10 bar.",
                        "Stop the high pressure pump, then the booster pump.",
                        "Make a fresh water flush (4.3) every time when the plant stops for more than 24 h.",
                    ],
                ),
                ("h2", "4.3  Fresh water flush"),
                (
                    "p",
                    "For the flush, the plant must be stopped and V-100 closed. Open V-105 and let the fresh water from the hydrophore flow through the carbon filter CF-1 and the membranes for 10 min at low pressure (max. 4 bar). The flushing water quantity is approx. 300 l. Afterwards close V-105. With automatic flush option the valve V-105 is a solenoid valve and the flush starts automatically 5 min after the stop.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  Maintenance"),
                ("h2", "5.1  Maintenance schedule"),
                (
                    "p",
                    "The following intervals are valid for normal operation in open sea. With high content of suspended matter (coastal water) the pre-filters must be changed more often.",
                ),
                (
                    "table",
                    {
                        "cols": ["Work", "daily", "weekly", "500 h", "2000 h", "yearly"],
                        "rows": [
                            ["Read and note PT-1, PT-3, FI-1, FI-2, CS-1", "x", "", "", "", ""],
                            ["Check diff. pressure over pre-filters", "x", "", "", "", ""],
                            ["Clean strainer ST-1", "", "x", "", "", ""],
                            ["Change cartridge F-1 (20 µm)", "", "", "x", "", ""],
                            ["Change cartridge F-2 (5 µm)", "", "", "x", "", ""],
                            ["Oil change HP pump crankcase", "", "", "x", "", ""],
                            ["Check V-belt tension M1", "", "", "x", "", ""],
                            ["Change plunger seals HP pump", "", "", "", "x", ""],
                            ["Change carbon filter CF-1", "", "", "", "x", ""],
                            ["Change UV lamp UV-1", "", "", "", "", "x"],
                            ["Refill calcite in RM-1", "", "", "", "", "x"],
                            ["Calibrate salinity cell CS-1", "", "", "", "", "x"],
                        ],
                        "widths": [3.6, 0.8, 0.8, 0.8, 0.8, 0.8],
                        "size": 8.6,
                    },
                ),
                ("h2", "5.2  High pressure pump"),
                (
                    "p",
                    "The crankcase of the HP pump is filled with 1,8 l gear oil SAE 80W-90. First oil change after 50 h, then every 500 h. The plunger seals are changed as a set (order no. 60-4410). Tighten the valve plugs of the pump head with 120 Nm and the head bolts crosswise with 85 Nm.",
                ),
                (
                    "p",
                    "V-belt tension: the belt must give approx. 10 mm in the middle under thumb pressure. Change always the complete set of belts.",
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "5.3  Chemical cleaning (CIP)"),
                (
                    "p",
                    "A chemical cleaning is necessary when the normalised production is reduced by 10 % or the working pressure is increased by 15 % compared to the start values, or when the salinity of the permeate increases by more than 20 %.",
                ),
                (
                    "ol",
                    [
                        "Make a fresh water flush and stop the plant. Close V-100.",
                        "Fill the CIP tank T-1 with 200 l permeate and dissolve the cleaning chemical. Acid cleaning (scaling): citric acid 2 %, pH 3 ~ 4. Alkaline cleaning (biofouling, organic): alkaline cleaner VC-2, pH 11 ~ 12.",
                        "Open V-103 and V-104. Start the booster pump for the circulation; the HP pump may NOT be started during the cleaning!",
                        "Circulate the solution for 45 min, then let the membranes soak for 1 h and circulate again 30 min. Temperature of the solution max. 35 °C.",
                        "Drain the tank T-1, close V-103, V-104 and flush the plant with fresh water for min. 15 min.",
                        "Start the plant normally. Lead the first 30 min of permeate to drain.",
                    ],
                ),
                (
                    "p",
                    "Always make the alkaline cleaning first and the acid cleaning afterwards. Never mix acid and alkaline chemicals.",
                ),
                ("h2", "5.4  Conservation at longer standstill"),
                (
                    "p",
                    "When the plant stands still more than 7 days, the membranes must be conserved. Fill T-1 with permeate and 1 % sodium metabisulphite (SMBS) and circulate 15 min over V-103/V-104. Close all valves so that the membranes stay filled. Renew the conservation solution every 30 days. Never let the membranes dry out.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Disturbances and alarms"),
                (
                    "p",
                    "The control panel shows the alarm code in the display. Alarms with * stop the HP pump automatically. After elimination of the cause, reset with the key RESET.",
                ),
                (
                    "table",
                    {
                        "cols": ["Code", "Alarm", "Possible cause", "Measure"],
                        "rows": [
                            [
                                "A-01 *",
                                "Feed pressure low (PS-2 < 0,8 bar)",
                                "Pre-filters blocked; SWP-1 not running; V-100 closed",
                                "Change cartridges; check booster pump and valves",
                            ],
                            [
                                "A-02 *",
                                "Working pressure high (PT-3 > 69 bar)",
                                "V-101 closed too much; membranes scaled",
                                "Open V-101; make CIP acid cleaning",
                            ],
                            [
                                "A-03",
                                "Working pressure low (< 45 bar)",
                                "V-101 open; plunger seals worn; belts slip",
                                "Adjust V-101; change seals; tension belts",
                            ],
                            [
                                "A-04",
                                "Salinity high (CS-1 > 500 ppm)",
                                "Membrane or O-ring damaged; pressure too low",
                                "Permeate goes to drain. Check probe test of each vessel",
                            ],
                            [
                                "A-05 *",
                                "Motor overload M1",
                                "Pressure too high; voltage low; bearing damage",
                                "Check motor and pump; reset thermal relay",
                            ],
                            [
                                "A-06",
                                "Sea water temp. high (TS-1 > 38 °C)",
                                "Cooling water return into sea chest",
                                "Reduce working pressure; check inlet",
                            ],
                            [
                                "A-07",
                                "UV lamp failure",
                                "Lamp end of life; ballast defect",
                                "Change lamp; product water not safe!",
                            ],
                            [
                                "A-08 *",
                                "HP pump oil level low",
                                "Leakage at crankcase seals",
                                "Refill oil SAE 80W-90, find leakage",
                            ],
                        ],
                        "widths": [0.8, 1.9, 2.2, 2.3],
                        "size": 8.2,
                    },
                ),
                ("h2", "6.1  Other disturbances"),
                (
                    "ul",
                    [
                        "Production too low at normal pressure: membranes fouled -> alkaline cleaning; sea water cold -> see table 3-1.",
                        "Strong noise of HP pump: air in the suction; feed pressure too low; suction valves defect.",
                        "Water at the drain hole of the pump: plunger seals leaking, change within the next 100 h.",
                        "Permeate flow FI-2 fluctuates: air in the membranes, vent the plant at low pressure.",
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Spare parts"),
                (
                    "p",
                    "By ordering spare parts please give always the plant number from the type plate, the order number and the quantity.",
                ),
                (
                    "table",
                    {
                        "cols": ["Pos.", "Description", "Order no.", "Qty"],
                        "rows": [
                            ["1", 'Filter cartridge 20 µm, 40" (F-1)', "60-1020", "6"],
                            ["2", 'Filter cartridge 5 µm, 40" (F-2)', "60-1005", "6"],
                            ["3", "Membrane element VM-8040-SW", "60-2840", "1"],
                            ["4", "O-ring set pressure vessel end cap", "60-2911", "4"],
                            ["5", "Plunger seal set HP pump", "60-4410", "1"],
                            ["6", "Valve set (suction/discharge) HP pump", "60-4420", "1"],
                            ["7", "V-belt SPA 1250 (set of 3)", "60-4603", "1"],
                            ["8", "Gear oil SAE 80W-90, 1 l", "60-9080", "4"],
                            ["9", "Carbon filter cartridge CF-1", "60-1110", "2"],
                            ["10", "UV lamp 40 W for UV-1", "60-7040", "2"],
                            ["11", "Calcite filling 25 kg for RM-1", "60-7125", "2"],
                            ["12", "Salinity cell CS-1 complete", "60-5500", "1"],
                            ["13", "Pressure transmitter 0 ~ 100 bar (PT-3)", "60-5310", "1"],
                            ["14", "Cleaning chemical VC-2 alkaline, 25 kg", "60-9202", "1"],
                        ],
                        "widths": [0.5, 3.6, 1.1, 0.5],
                        "size": 8.6,
                    },
                ),
                (
                    "p",
                    "Recommended spare parts for 1 year of operation are the quantities given in column Qty. The membrane elements have a life time of approx. 3 ~ 5 years.",
                ),
            ]
        },
    ],
}


# ================================================================ 2. Kirkby VisCon 700

_KB_STYLE = {
    "h1": 13.5,
    "h2": 10.8,
    "body": 9.3,
    "hcolor": (0.2, 0.2, 0.45),
    "h1rule": False,
    "box": "bold",
}

_KB_PCOLS = ["Code", "Parameter", "Range", "Factory setting", "Unit"]
_KB_PW = [0.7, 3.0, 1.4, 1.1, 0.7]

VISCON = {
    "file": "kirkby-viscon700-viscosity-controller.pdf",
    "title": "VisCon 700 Fuel oil viscosity control system - Installation, operation and maintenance",
    "maker": "Kirkby Controls Ltd",
    "style": _KB_STYLE,
    "hdr_left": "Kirkby Controls Ltd",
    "hdr_right": "VisCon 700 Viscosity Control System - Manual KC-700-OM, Issue 3",
    "ftr_left": "Kirkby Controls Ltd, Sunderland, United Kingdom. Uncontrolled when printed.",
    "ftr_fmt": "Page {n} of {total}",
    "cover": _cover(
        "Kirkby Controls Ltd",
        [
            "VisCon 700",
            "Fuel Oil Viscosity Control System",
            "Installation, Operation and Maintenance Manual",
        ],
        [
            "For steam or thermal oil heated fuel oil heaters",
            "Manual KC-700-OM, Issue 3",
            "Read Section 1 in full before commissioning.",
        ],
        band=(0.2, 0.2, 0.45),
        foot="Kirkby Controls Ltd, Sunderland, United Kingdom",
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
                        ("2", "System Description", 4),
                        ("3", "Technical Data", 5),
                        ("4", "Operation", 6),
                        ("5", "Parameter Settings", 7),
                        ("6", "Maintenance", 9),
                        ("7", "Alarms and Fault Finding", 10),
                        ("8", "Spare Parts", 11),
                    ],
                ),
                (
                    "p",
                    "This manual covers the VisCon 700 controller with the VS-7 viscosity sensor. The earlier VisCon 500 controller and the optional flow meter module FM-70 are covered by separate publications.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "Section 1  Safety"),
                (
                    "p",
                    "The viscosity control system is installed in the fuel oil booster circuit, where heated fuel oil is present at temperatures of up to 150 °C and pressures of up to 16 bar. Only competent personnel shall work on the system.",
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Hot fuel oil can cause severe burns and may ignite on contact with hot surfaces. Before removing the viscosity sensor, isolate the sensor by-pass, allow the oil to cool below 60 °C and relieve the pressure.",
                    ),
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "The controller cabinet contains 230 V AC. Isolate the supply at the main switchboard before opening the cabinet.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Do not exceed a heating rate of 2 °C per minute when changing over from diesel oil to heavy fuel oil. Rapid heating may cause fuel pump seizure.",
                    ),
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "Steam trace heating of the sensor housing shall be kept in service whenever heavy fuel oil is in the circuit.",
                    ),
                ),
                (
                    "p",
                    "Spilt fuel oil shall be cleaned up immediately. Fire extinguishing equipment shall be available at the booster unit during maintenance.",
                ),
            ]
        },
        {
            "cols": 2,
            "top": [
                ("h1", "Section 2  System Description"),
                (
                    "p",
                    "The VisCon 700 maintains the fuel oil viscosity at the engine inlet by controlling the heating medium valve of the final heater. The system comprises the VS-7 viscosity sensor, the VC-700 controller and the heating valve actuator.",
                ),
            ],
            "left": [
                ("h2", "2.1  Viscosity sensor VS-7"),
                (
                    "p",
                    "The VS-7 is a torsional oscillation sensor. A rod immersed in the fuel flow is driven at its resonant frequency; the damping of the oscillation is proportional to the dynamic viscosity. A Pt100 element in the sensor tip measures the fuel temperature, from which the kinematic viscosity is calculated.",
                ),
                (
                    "p",
                    "The sensor is installed in a measuring chamber downstream of the final heater, with a by-pass and two isolating valves so that it can be removed without stopping the engine.",
                ),
                ("h2", "2.2  Heating valve"),
                (
                    "p",
                    "The heating valve is a three-way valve for thermal oil or a two-way valve for steam, driven by an electric actuator with 4-20 mA positioner. The actuator stroke time from fully closed to fully open is 60 s.",
                ),
            ],
            "right": [
                ("h2", "2.3  Sensor variants"),
                (
                    "table",
                    {
                        "cols": ["Variant", "Connection", "Max. temp."],
                        "rows": [
                            ["VS-7/16", "DN 25, PN 16", "180 °C"],
                            ["VS-7/40", "DN 25, PN 40", "180 °C"],
                            ["VS-7/HT", "DN 32, PN 40", "220 °C"],
                        ],
                        "widths": [1.0, 1.3, 1.0],
                        "size": 8.2,
                    },
                ),
                (
                    "p",
                    "The VS-7/HT variant is intended for thermal oil heated systems where the fuel temperature may exceed 180 °C during upset conditions.",
                ),
                ("h2", "2.4  Control modes"),
                (
                    "p",
                    "In VISCOSITY mode the controller regulates to the viscosity set point. In TEMPERATURE mode, used for diesel oil and as a fall-back on sensor failure, it regulates to the temperature set point. The changeover between modes is bumpless.",
                ),
                (
                    "p",
                    "Ramp control limits the rate of temperature change during fuel changeover to the value set in parameter P-21.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "Section 3  Technical Data"),
                (
                    "table",
                    {
                        "cols": ["Item", "Value", "Unit"],
                        "rows": [
                            ["Viscosity measuring range", "0.5 - 50", "cSt"],
                            ["Viscosity accuracy", "± 2 % of reading", "-"],
                            ["Temperature measuring range", "0 - 200", "°C"],
                            ["Maximum working pressure (VS-7/16)", "16", "bar"],
                            ["Minimum fuel flow through sensor", "0.5", "m³/h"],
                            ["Supply voltage", "230 (± 10 %)", "V AC"],
                            ["Power consumption, controller", "35", "W"],
                            ["Analogue outputs", "2 x 4-20", "mA"],
                            ["Ambient temperature, controller", "0 - 55", "°C"],
                            ["Enclosure, controller / sensor", "IP 54 / IP 66", "-"],
                            ["Sensor weight", "6.8", "kg"],
                        ],
                        "widths": [3.0, 1.6, 0.8],
                        "size": 8.8,
                    },
                ),
                ("capbelow", "Table 3.1  Controller and sensor data"),
                (
                    "p",
                    "Typical viscosity set points at the engine inlet are 10 to 15 cSt for medium speed engines and 13 to 17 cSt for slow speed two-stroke engines. Always follow the engine builder's recommendation.",
                ),
                (
                    "table",
                    {
                        "cols": ["Fuel grade", "Approx. inlet temperature for 12 cSt"],
                        "rows": [
                            ["RMG 180", "118 °C"],
                            ["RMG 380", "132 °C"],
                            ["RMK 700", "145 °C"],
                            ["DMA (marine gas oil)", "no heating required"],
                        ],
                        "widths": [1.6, 2.4],
                        "size": 8.8,
                    },
                ),
                ("capbelow", "Table 3.2  Guide temperatures (for information only)"),
            ]
        },
        {
            "blocks": [
                ("h1", "Section 4  Operation"),
                ("h2", "4.1  Start-up"),
                (
                    "ol",
                    [
                        "Confirm that the fuel oil booster pumps are running and that flow is established through the sensor chamber.",
                        "Switch on the controller. The display performs a self-test lasting approximately 20 seconds.",
                        "Select TEMPERATURE mode and set the temperature set point for the fuel in use.",
                        "Open the heating medium supply slowly. WARNING: open steam valves gradually to avoid water hammer.",
                        "When heavy fuel oil reaches the sensor and the reading is stable, press MODE to change over to VISCOSITY mode.",
                    ],
                ),
                ("h2", "4.2  Changeover from diesel oil to heavy fuel oil"),
                (
                    "ol",
                    [
                        "Reduce engine load to below 75 % MCR.",
                        "Start the changeover on the three-way fuel valve. Activate ramp function RAMP UP on the controller.",
                        "The controller raises the temperature at the rate set in P-21 (factory setting 2 °C/min).",
                        "CAUTION: monitor the fuel pump indicator and the fuel temperature continuously. Stop the changeover if the temperature rises faster than 2 °C/min.",
                        "When the viscosity set point is reached the controller changes automatically to VISCOSITY mode.",
                    ],
                ),
                ("h2", "4.3  Changeover from heavy fuel oil to diesel oil"),
                (
                    "p",
                    "Activate RAMP DOWN. The controller lowers the temperature set point at the same rate and switches to TEMPERATURE mode when the fuel temperature falls below the value of P-24. The heating valve is closed at the end of the ramp.",
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "Keep the viscosity of diesel oil at the engine inlet above 2 cSt. If necessary, use the fuel cooler.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "Section 5  Parameter Settings"),
                (
                    "p",
                    "Parameters are accessed by pressing SET and ENTER together for 3 seconds and entering the service code 0700. Changed parameters are stored on leaving the menu.",
                ),
                (
                    "table",
                    {
                        "cols": _KB_PCOLS,
                        "rows": [
                            ["P-01", "Viscosity set point", "2.0 - 40.0", "13.0", "cSt"],
                            ["P-02", "Temperature set point (TEMP mode)", "20 - 160", "45", "°C"],
                            [
                                "P-03",
                                "Viscosity high alarm (deviation)",
                                "0.5 - 10.0",
                                "2.0",
                                "cSt",
                            ],
                            ["P-04", "Viscosity low alarm (deviation)", "0.5 - 10.0", "2.0", "cSt"],
                            ["P-05", "Temperature high alarm", "50 - 180", "150", "°C"],
                            ["P-06", "Temperature low alarm", "10 - 150", "30", "°C"],
                            ["P-07", "Alarm delay", "0 - 120", "10", "s"],
                            ["P-10", "Proportional band, viscosity loop", "1 - 200", "35", "%"],
                            ["P-11", "Integral time, viscosity loop", "5 - 900", "120", "s"],
                            ["P-12", "Derivative time, viscosity loop", "0 - 300", "0", "s"],
                            ["P-13", "Proportional band, temperature loop", "1 - 200", "20", "%"],
                            ["P-14", "Integral time, temperature loop", "5 - 900", "90", "s"],
                            ["P-15", "Derivative time, temperature loop", "0 - 300", "0", "s"],
                            ["P-16", "Valve output minimum", "0 - 50", "0", "%"],
                            ["P-17", "Valve output maximum", "50 - 100", "100", "%"],
                        ],
                        "widths": _KB_PW,
                        "size": 8.6,
                    },
                ),
                ("p", "Table 5.1 continues on the next page."),
            ]
        },
        {
            "blocks": [
                ("h2", "5.1  Parameter list (continued)"),
                (
                    "table",
                    {
                        "cols": _KB_PCOLS,
                        "rows": [
                            ["P-18", "Actuator stroke time", "10 - 300", "60", "s"],
                            ["P-20", "Ramp function enable", "0 = off, 1 = on", "1", "-"],
                            ["P-21", "Ramp rate", "0.5 - 5.0", "2.0", "°C/min"],
                            ["P-22", "Ramp start temperature (MGO/MDO)", "20 - 80", "40", "°C"],
                            ["P-23", "Ramp end temperature (HFO)", "80 - 160", "135", "°C"],
                            ["P-24", "Change to TEMP mode below", "30 - 100", "75", "°C"],
                            [
                                "P-30",
                                "Sensor failure action",
                                "0 = TEMP mode, 1 = hold output",
                                "0",
                                "-",
                            ],
                            ["P-31", "Filter time constant, viscosity signal", "0 - 30", "5", "s"],
                            ["P-40", "Analogue output 1 range, top", "10 - 50", "25", "cSt"],
                            ["P-41", "Analogue output 2 range, top", "100 - 200", "200", "°C"],
                            ["P-50", "Modbus address", "1 - 247", "7", "-"],
                            ["P-51", "Modbus baud rate", "9600 / 19200", "19200", "baud"],
                        ],
                        "widths": _KB_PW,
                        "size": 8.6,
                    },
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "If the viscosity oscillates by more than ± 1 cSt, increase the proportional band P-10 in steps of 10 % and wait at least 10 minutes between changes. Do not reduce the integral time P-11 below 60 s.",
                    ),
                ),
                (
                    "p",
                    "The factory settings can be restored by selecting P-99 = 1. Record all site settings in the commissioning report before doing so.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "Section 6  Maintenance"),
                (
                    "p",
                    "The VisCon 700 requires little maintenance. The sensor shall be inspected and cleaned every 3 months or when the viscosity reading drifts by more than 1 cSt from a laboratory check, whichever is the sooner. The controller and actuator shall be functionally tested every 12 months.",
                ),
                ("h2", "6.1  Cleaning the viscosity sensor"),
                (
                    "ol",
                    [
                        "Change the controller to TEMPERATURE mode.",
                        "Open the sensor by-pass valve, then close the inlet and outlet isolating valves of the measuring chamber.",
                        "WARNING: allow the sensor to cool below 60 °C. Drain the chamber through the drain plug into a suitable container.",
                        "Disconnect the sensor cable and remove the six flange bolts M12. Withdraw the sensor vertically.",
                        "Clean the oscillating rod with a soft cloth and gas oil. Do not use wire brushes or scrapers; the rod surface must not be scratched.",
                        "Fit a new flange gasket (part no. KC-7114). Tighten the flange bolts crosswise to 45 Nm.",
                        "Open the isolating valves, close the by-pass, vent the chamber and return to VISCOSITY mode.",
                    ],
                ),
                ("h2", "6.2  Zero check"),
                (
                    "p",
                    "After cleaning, a zero check may be carried out in air with the dry, clean sensor: the displayed raw damping value must be between 0.95 and 1.05. If it is outside this range, the sensor shall be returned to Kirkby for recalibration.",
                ),
                ("h2", "6.3  Heating valve actuator"),
                (
                    "p",
                    "Check the actuator spindle for leakage at the gland and grease the spindle thread annually with high temperature grease. The valve gland nuts shall be tightened to 25 Nm; do not overtighten.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "Section 7  Alarms and Fault Finding"),
                ("h2", "7.1  Alarm list"),
                (
                    "table",
                    {
                        "cols": ["Code", "Message", "Meaning"],
                        "rows": [
                            [
                                "E01",
                                "VISC HIGH",
                                "Viscosity above set point + P-03 for longer than P-07",
                            ],
                            [
                                "E02",
                                "VISC LOW",
                                "Viscosity below set point - P-04 for longer than P-07",
                            ],
                            ["E03", "TEMP HIGH", "Fuel temperature above P-05"],
                            ["E04", "TEMP LOW", "Fuel temperature below P-06"],
                            [
                                "E05",
                                "SENSOR FAIL",
                                "No oscillation signal from VS-7; change to TEMP mode",
                            ],
                            ["E06", "PT100 FAIL", "Temperature element open or short circuit"],
                            [
                                "E07",
                                "ACTUATOR FAULT",
                                "Valve position feedback deviates > 10 % from output",
                            ],
                            ["E08", "SUPPLY FAIL", "Controller supply voltage low"],
                            ["E09", "LOW FLOW", "Flow through sensor chamber below minimum"],
                        ],
                        "widths": [0.6, 1.5, 4.0],
                        "size": 8.6,
                    },
                ),
                ("h2", "7.2  Fault finding"),
                (
                    "table",
                    {
                        "cols": ["Symptom", "Probable cause", "Remedy"],
                        "rows": [
                            [
                                "Viscosity reading unstable",
                                "Air or gas in the sensor chamber",
                                "Vent the chamber; check the booster pump suction",
                            ],
                            [
                                "Viscosity reads too low",
                                "Deposits on the oscillating rod",
                                "Clean the sensor (6.1)",
                            ],
                            [
                                "Set point not reached, valve 100 % open",
                                "Heater fouled; steam pressure low; trap blocked",
                                "Check the heating medium supply and the heater",
                            ],
                            [
                                "Temperature overshoots after changeover",
                                "Ramp rate P-21 too high",
                                "Reduce P-21",
                            ],
                            [
                                "E07 on start",
                                "Actuator not calibrated",
                                "Run actuator calibration (menu C-3)",
                            ],
                            ["Display blank", "Fuse F1 blown", "Replace fuse F1 (1 A T)"],
                        ],
                        "widths": [1.8, 2.0, 2.2],
                        "size": 8.5,
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "Section 8  Spare Parts"),
                (
                    "table",
                    {
                        "cols": ["Item", "Part no.", "Description", "Qty per unit"],
                        "rows": [
                            ["1", "KC-7100", "Viscosity sensor VS-7/16 complete", "1"],
                            ["2", "KC-7114", "Flange gasket, sensor, DN 25", "2"],
                            ["3", "KC-7120", "Pt100 element for VS-7", "1"],
                            ["4", "KC-7150", "Sensor cable, 10 m, with connector", "1"],
                            ["5", "KC-7001", "Controller VC-700, 230 V", "1"],
                            ["6", "KC-7005", "Display / keypad unit", "1"],
                            ["7", "KC-7009", "Fuse 1 A T (pack of 10)", "1"],
                            ["8", "KC-7300", "Electric actuator, 4-20 mA, 60 s", "1"],
                            ["9", "KC-7310", "Gland packing set, heating valve DN 40", "1"],
                        ],
                        "widths": [0.5, 1.0, 3.2, 0.9],
                        "size": 8.8,
                    },
                ),
                (
                    "p",
                    "When ordering spare parts, quote the serial number of the controller shown on the label inside the cabinet door, the part number and the quantity.",
                ),
            ]
        },
    ],
}


# ================================================================ 3. Meridian PMS-3

_MR_STYLE = {"h1": 12.0, "h2": 10.2, "body": 9.0, "hcolor": (0.1, 0.3, 0.15), "h1rule": True}

PMS = {
    "file": "meridian-pms3-power-management-system.pdf",
    "title": "PMS-3 Power management system - Service manual",
    "maker": "Meridian Marine Automation",
    "style": _MR_STYLE,
    "hdr_left": "MERIDIAN MARINE AUTOMATION",
    "hdr_right": "PMS-3 Service Manual  SM-PMS3  rev 07",
    "ftr_left": "Meridian Marine Automation AS. Service use only. Supersedes rev 06.",
    "ftr_fmt": "{n}/{total}",
    "cover": _cover(
        "MERIDIAN",
        [
            "PMS-3",
            "Power Management System",
            "Service manual - settings, operation, fault finding",
        ],
        [
            "For 3 to 4 diesel generators + 1 shaft generator",
            "Doc SM-PMS3 rev 07 (incl. bulletins SB-31 to SB-36)",
            "Service engineers and ship's electrical officers only.",
        ],
        band=(0.1, 0.3, 0.15),
        foot="Meridian Marine Automation AS",
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
                        ("2", "System overview", 3),
                        ("3", "Tech data", 4),
                        ("4", "Generator set parameters", 5),
                        ("5", "Operation", 6),
                        ("6", "Pref. trips / blackout recovery", 7),
                        ("7", "Maintenance", 8),
                        ("8", "Alarms / troubleshooting", 9),
                        ("9", "Spares", 10),
                    ],
                ),
                (
                    "p",
                    "Rev 07 changes: heavy consumer request logic added (SB-34). Blackout restart time reduced. Gen priority now selectable from bridge panel. Shore connection interlock: see separate doc SM-PMS3-SC, not in this manual.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety"),
                (
                    "ul",
                    [
                        "Switchboard work: 440 V / 690 V live parts. Isolate + lock out gen breaker AND control supply before work in gen panels.",
                        "PMS in MANUAL mode before any test on start/stop or breaker circuits. Else gen may start/close unexpectedly.",
                        "Never bypass sync check relay 25 (SCR). Closing out of phase = damage to gen + busbar.",
                        "Keep min. 1 gen in AUTO standby at sea.",
                    ],
                ),
                ("h1", "2  System overview"),
                (
                    "p",
                    "PMS-3 = 1 main controller MC-3 (dual CPU, hot standby) + 1 gen control unit GCU-3 per gen. Bus: redundant CAN. Operator panel OP-3 in ECR, repeater on bridge.",
                ),
                (
                    "p",
                    "Functions: load-dependent start/stop, auto sync + breaker close, active + reactive load sharing (isochronous), heavy consumer (HC) start request, preferential trips in 2 stages, blackout recovery, gen priority selection.",
                ),
                (
                    "p",
                    "Isochronous load sharing via CAN. On CAN fail: GCU changes to droop mode automatically, droop 4 %. Freq then falls with load, operator to trim manually.",
                ),
                (
                    "p",
                    "Heavy consumers (bow thruster, cargo pumps, ...): start request to PMS. PMS checks available power. If insufficient: starts next gen, gives start permit after gen on bus. Permit timeout 60 s, then HC start blocked + alarm.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Tech data"),
                ("h2", "3.1  Hardware"),
                (
                    "table",
                    {
                        "cols": ["Unit", "Supply", "Power", "Mounting", "Temp range"],
                        "rows": [
                            ["MC-3 main controller", "24 V DC", "45 W", "ECR console", "0 ~ 55 °C"],
                            [
                                "GCU-3 gen control unit",
                                "24 V DC",
                                "18 W",
                                "gen panel door",
                                "-20 ~ 70 °C",
                            ],
                            ["OP-3 operator panel", "24 V DC", "25 W", "ECR console", "0 ~ 55 °C"],
                            [
                                "OP-3R bridge repeater",
                                "24 V DC",
                                "15 W",
                                "bridge console",
                                "0 ~ 55 °C",
                            ],
                            ["UPS-24 (backup supply)", "230 V AC", "300 VA", "ECR", "0 ~ 40 °C"],
                        ],
                        "widths": [2.2, 0.9, 0.8, 1.3, 1.1],
                        "ruled": False,
                        "underline": False,
                        "size": 8.6,
                    },
                ),
                ("h2", "3.2  Measuring inputs (per GCU-3)"),
                (
                    "kv",
                    [
                        ("Voltage input", "3 ph, 100 ~ 690 V AC"),
                        ("Current input", "3 x 1 A or 5 A (from gen CTs)"),
                        ("Frequency range", "45 ~ 65 Hz"),
                        ("Power measuring accuracy", "class 0.5"),
                        ("Governor output", "+/- 10 V DC or raise/lower relay"),
                        ("AVR output", "+/- 3 V DC or raise/lower relay"),
                        ("Breaker close pulse", "0.5 s"),
                        ("UPS backup time", "min. 30 min at full load"),
                    ],
                ),
                ("h2", "3.3  CAN bus"),
                (
                    "table",
                    {
                        "cols": ["", "Line A", "Line B"],
                        "rows": [
                            ["Baud rate", "250 kbit/s", "250 kbit/s"],
                            ["Max. length", "250 m", "250 m"],
                            ["Termination", "120 ohm, both ends", "120 ohm, both ends"],
                            ["Cable", "2x2x0.5 mm², shielded", "2x2x0.5 mm², shielded"],
                        ],
                        "widths": [1.2, 1.6, 1.6],
                        "ruled": False,
                        "size": 8.6,
                    },
                ),
                (
                    "p",
                    "Both lines in separate cable routes. Loss of 1 line = alarm only. Loss of both = F-21, GCUs to local droop mode.",
                ),
            ]
        },
        {
            "landscape": True,
            "blocks": [
                ("h1", "4  Generator set parameters (commissioning values)"),
                (
                    "p",
                    "Set per gen in GCU-3 menu 4. Values below = this installation (4 x DG + SG). Adj only with PMS in MANUAL. Record changes in log.",
                ),
                (
                    "table",
                    {
                        "groups": [
                            ("", 2),
                            ("Load-dep. start", 2),
                            ("Load-dep. stop", 2),
                            ("Synchronising", 3),
                            ("Load sharing", 2),
                            ("Reverse power trip", 2),
                        ],
                        "cols": [
                            "Gen",
                            "Rating kW",
                            "Load %",
                            "Delay s",
                            "Load %",
                            "Delay s",
                            "dU %",
                            "df Hz",
                            "Phase °",
                            "Ramp up s",
                            "Unload kW",
                            "Trip %",
                            "Delay s",
                        ],
                        "rows": [
                            [
                                "DG1",
                                "1200",
                                "85",
                                "20",
                                "40",
                                "180",
                                "3",
                                "0.15",
                                "10",
                                "30",
                                "50",
                                "8",
                                "5",
                            ],
                            [
                                "DG2",
                                "1200",
                                "85",
                                "20",
                                "40",
                                "180",
                                "3",
                                "0.15",
                                "10",
                                "30",
                                "50",
                                "8",
                                "5",
                            ],
                            [
                                "DG3",
                                "1200",
                                "85",
                                "20",
                                "40",
                                "180",
                                "3",
                                "0.15",
                                "10",
                                "30",
                                "50",
                                "8",
                                "5",
                            ],
                            [
                                "DG4 (harbour)",
                                "600",
                                "80",
                                "15",
                                "35",
                                "120",
                                "3",
                                "0.20",
                                "12",
                                "20",
                                "30",
                                "10",
                                "5",
                            ],
                            [
                                "SG (shaft gen)",
                                "1500",
                                "-",
                                "-",
                                "-",
                                "-",
                                "2",
                                "0.10",
                                "8",
                                "45",
                                "75",
                                "6",
                                "3",
                            ],
                        ],
                        "widths": [1.5, 0.9, 0.8, 0.8, 0.8, 0.8, 0.7, 0.7, 0.8, 0.9, 0.9, 0.8, 0.8],
                        "boldfirst": True,
                        "size": 8.8,
                    },
                ),
                (
                    "p",
                    "Load % = % of running gens' total rated kW. SG not in load-dep. start/stop (runs with main engine, in/out by operator only). DG4 runs in harbour only, excluded from sea mode priority.",
                ),
                (
                    "p",
                    "Stop blocked if remaining gens would exceed 75 % load after stop. Min. running time before stop: 15 min.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "5  Operation"),
                ("h2", "5.1  Modes"),
                (
                    "ul",
                    [
                        "AUTO: PMS starts/stops/syncs gens per load + priority.",
                        "SEMI-AUTO: operator pushes START, PMS syncs + closes breaker.",
                        "MANUAL: no PMS action. Sync by operator at switchboard (5.3). Blackout start still active unless blocked on OP-3.",
                    ],
                ),
                ("h2", "5.2  Priority"),
                (
                    "p",
                    "Priority 1-4 set on OP-3 page PRIO. Lowest number = first to start, last to stop. Change priority with gens running: takes effect at next start/stop only. Auto rotation of priority: every 500 running hrs (can be disabled).",
                ),
                ("h2", "5.3  Manual synchronising"),
                (
                    "table",
                    {
                        "cols": ["Step", "Action"],
                        "rows": [
                            ["1", "PMS to MANUAL on OP-3. Gen selector switch to incoming gen."],
                            [
                                "2",
                                "Start incoming gen locally. Wait until U and f stable (approx. 10 s).",
                            ],
                            ["3", "Adj voltage with AVR raise/lower to bus voltage +/- 3 %."],
                            [
                                "4",
                                "Adj speed so synchroscope turns slowly clockwise (approx. 1 rev in 5 s).",
                            ],
                            [
                                "5",
                                "Push CLOSE at 11 o'clock position. Sync check relay 25 blocks if out of limits.",
                            ],
                            [
                                "6",
                                "Load up incoming gen with governor raise. Balance kW between gens.",
                            ],
                            ["7", "Return PMS to AUTO when loads balanced."],
                        ],
                        "widths": [0.5, 6.0],
                        "size": 8.8,
                    },
                ),
                ("h2", "5.4  Auto stop sequence"),
                (
                    "p",
                    "Load below stop limit for stop delay -> PMS ramps down gen (unload to value in col. Unload kW) -> opens breaker -> cooling run 5 min -> stop. If load rises during ramp down: stop cancelled, gen reloaded.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Pref. trips / blackout recovery"),
                ("h2", "6.1  Preferential trips"),
                (
                    "p",
                    "Non-essential consumers tripped on gen overload, in 2 stages. Trip is by shunt trip of feeder breaker. Reset manually on switchboard after overload cleared.",
                ),
                (
                    "table",
                    {
                        "cols": ["Stage", "Trigger", "Delay", "Consumers tripped"],
                        "rows": [
                            [
                                "PT1",
                                "Any gen > 105 % rated kW or > 110 % rated current",
                                "5 s",
                                "Galley, laundry, AC compressor 2, workshop",
                            ],
                            [
                                "PT2",
                                "Any gen > 110 % rated kW, still after PT1",
                                "10 s",
                                "Cargo hold fans, deck crane, provision crane",
                            ],
                        ],
                        "widths": [0.6, 2.6, 0.6, 2.6],
                        "size": 8.6,
                    },
                ),
                (
                    "p",
                    "Pref. trip also on freq. < 57 Hz for 3 s (60 Hz plants) resp. < 47.5 Hz for 3 s (50 Hz plants) -> both stages at once.",
                ),
                ("h2", "6.2  Blackout recovery"),
                (
                    "table",
                    {
                        "cols": ["Step", "Action (automatic)"],
                        "rows": [
                            [
                                "1",
                                "Blackout detected: bus voltage < 30 % for 1 s. All gen breakers + pref. trip consumers open.",
                            ],
                            [
                                "2",
                                "Start signal to all standby gens in AUTO at once (not by priority).",
                            ],
                            [
                                "3",
                                "First gen at rated U + f closes onto dead bus (dead bus closing, no sync). Target: bus live within 30 s.",
                            ],
                            [
                                "4",
                                "Essential consumers restarted sequentially by sequential restart system (SRS), groups 1-4, 5 s apart.",
                            ],
                            ["5", "Further gens synced + connected automatically."],
                            ["6", "Gens not needed stopped by load-dep. stop after stop delay."],
                        ],
                        "widths": [0.5, 6.0],
                        "size": 8.8,
                    },
                ),
                (
                    "p",
                    "Dead bus close blocked if any gen breaker not confirmed open (interlock). Failed start: 3 attempts, 10 s each, then F-11 and next gen in priority. Emergency gen: own auto start, not controlled by PMS-3.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Maintenance"),
                (
                    "p",
                    "Chk = check, Adj = adjust, Repl = replace, Tst = test. Intervals in months unless noted.",
                ),
                (
                    "ul",
                    [
                        "3 mth: Chk OP-3 alarm list + event log. Tst lamp test. Chk UPS-24 battery voltage (27.0 V float).",
                        "6 mth: Tst blackout recovery (harbour, with Class if required). Tst pref. trip PT1 + PT2 by simulated overload from service menu.",
                        "12 mth: Chk all CAN terminations (60 ohm measured across line with power off). Adj kW calibration vs. switchboard meters, max dev. 1 %. Tst sync check relay 25.",
                        "24 mth: Repl MC-3 backup battery (CR2032). Repl UPS-24 batteries (2 x 12 V 18 Ah).",
                        "After any GCU-3 replacement: download settings from MC-3 (menu 9.2), Chk CT ratio + polarity.",
                    ],
                ),
                ("h2", "7.1  GCU-3 replacement"),
                (
                    "ol",
                    [
                        "PMS to MANUAL. Gen concerned off bus.",
                        "Isolate 24 V DC to GCU-3 (fuse F-G1..F-G4 in gen panel).",
                        "Short circuit CT terminals before removing current plug. Never open CT circuit with gen running.",
                        "Repl unit, reconnect, set CAN node ID on DIP switches (DG1 = 11, DG2 = 12, DG3 = 13, DG4 = 14, SG = 15).",
                        "Power up, download settings, Tst with gen on load.",
                    ],
                ),
                ("h2", "7.2  Terminal screws"),
                (
                    "p",
                    "Retighten CT + voltage terminals at 12 mth: M4 = 1.2 Nm, M5 = 2.0 Nm. Thermo-scan switchboard terminals at full load yearly.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "8  Alarms / troubleshooting"),
                (
                    "table",
                    {
                        "cols": ["Code", "Text on OP-3", "Cause / action"],
                        "rows": [
                            [
                                "F-03",
                                "GEN START FAIL",
                                "No run signal within 10 s. Chk start air / batt., fuel, start relay. 3 attempts then gen blocked.",
                            ],
                            [
                                "F-05",
                                "SYNC TIMEOUT",
                                "Not synced within 60 s. Chk governor output, AVR output, speed range. Adj gain menu 4.7.",
                            ],
                            [
                                "F-07",
                                "BREAKER CLOSE FAIL",
                                "No closed feedback 1 s after close pulse. Chk spring charged, undervoltage coil, aux contact.",
                            ],
                            [
                                "F-09",
                                "REVERSE POWER",
                                "Gen tripped on reverse power. Chk fuel supply + governor. Reset at GCU.",
                            ],
                            [
                                "F-11",
                                "BLACKOUT START FAIL",
                                "Standby gen failed 3 starts during blackout. Next gen started. Chk gen.",
                            ],
                            [
                                "F-14",
                                "LOAD SHARING DEV.",
                                "kW dev. > 10 % between gens for 30 s. Chk governor actuator + CAN.",
                            ],
                            [
                                "F-18",
                                "PREF TRIP ACTIVE",
                                "PT1 / PT2 operated. Reduce load, reset feeders at switchboard.",
                            ],
                            [
                                "F-21",
                                "CAN BUS FAIL A+B",
                                "Both CAN lines lost. GCUs in droop. Chk terminations, cables.",
                            ],
                            [
                                "F-25",
                                "HC REQUEST TIMEOUT",
                                "No start permit for heavy consumer within 60 s. Chk available gens in AUTO.",
                            ],
                            [
                                "F-30",
                                "UPS FAIL",
                                "UPS-24 on battery or fault. Chk 230 V supply, batt.",
                            ],
                        ],
                        "widths": [0.6, 1.6, 4.2],
                        "size": 8.5,
                    },
                ),
                ("h2", "8.1  Frequent faults"),
                (
                    "ul",
                    [
                        "Gens hunting in parallel: droop active (CAN fail?) or governor gain too high. Chk F-21 first.",
                        "Gen starts + stops repeatedly: start and stop limits too close. Min. 30 % between start load and stop load.",
                        "Dead bus close not done after blackout: breaker aux contact of one gen still shows closed. Chk aux contacts.",
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "9  Spares"),
                (
                    "table",
                    {
                        "cols": ["Part no.", "Description", "Qty on board"],
                        "rows": [
                            ["MMA-3001", "MC-3 main controller CPU card", "1"],
                            ["MMA-3010", "GCU-3 gen control unit", "1"],
                            ["MMA-3020", 'OP-3 operator panel, 12" touch', "-"],
                            ["MMA-3031", "CAN termination plug 120 ohm", "2"],
                            ["MMA-3040", "Sync check relay 25", "1"],
                            ["MMA-3055", "UPS-24 battery 12 V 18 Ah", "2"],
                            ["MMA-3060", "Backup battery CR2032", "2"],
                            ["MMA-3072", "Relay 24 V DC, 4 c/o, with socket", "4"],
                        ],
                        "widths": [1.2, 3.6, 1.0],
                        "ruled": False,
                        "size": 8.8,
                    },
                ),
                (
                    "p",
                    "Qty on board = min. recommended stock. OP-3 not stocked: bridge repeater OP-3R can be moved to ECR as temporary replacement.",
                ),
            ]
        },
    ],
}


# ================================================================ 4. Hestia GC-220

_HS_STYLE = {"h1": 13.0, "h2": 10.6, "body": 9.3, "hcolor": (0.55, 0.2, 0.0), "h1rule": False}

GC = {
    "file": "hestia-gc220-garbage-compactor.pdf",
    "title": "GC-220 Marine garbage compactor - Owner's manual",
    "maker": "Hestia Environmental Systems Inc.",
    "style": _HS_STYLE,
    "hdr_left": "HESTIA ENVIRONMENTAL SYSTEMS",
    "hdr_right": "GC-220 Marine Trash Compactor - Owner's Manual",
    "ftr_left": "Hestia Environmental Systems Inc., Mobile, Alabama, USA. Form HES-220-OM Rev. B",
    "ftr_fmt": "Page {n}",
    "cover": _cover(
        "HESTIA Environmental Systems",
        [
            "GC-220",
            "Marine Garbage Compactor",
            "Owner's Manual - Installation, Operation, Service",
        ],
        [
            "Models GC-220, GC-220S (stainless) and GC-220B (bag version)",
            "Form HES-220-OM, Rev. B",
            "READ AND UNDERSTAND THIS MANUAL BEFORE OPERATING THE COMPACTOR.",
        ],
        band=(0.55, 0.2, 0.0),
        foot="Hestia Environmental Systems Inc., Mobile, Alabama, USA",
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
                        ("2", "Description", 4),
                        ("3", "Specifications", 5),
                        ("3.3", "Hydraulic settings and lubrication chart", 6),
                        ("4", "Operation", 7),
                        ("5", "Maintenance", 8),
                        ("6", "Troubleshooting", 9),
                        ("7", "Parts List", 10),
                    ],
                ),
                (
                    "p",
                    "This manual applies to compactors with serial number 22-1001 and up. Compactors with the optional can crusher attachment or the cardboard baler kit require the supplement furnished with the kit.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1. Safety"),
                (
                    "p",
                    "The GC-220 develops a ram force of 22,000 lbf (98 kN). Improper use can result in serious injury or death. Only trained crew members shall operate the compactor.",
                ),
                (
                    "box",
                    (
                        "DANGER",
                        "NEVER reach into the compaction chamber while the unit is energized. NEVER defeat, bypass or tape the door interlock switch LS-1.",
                    ),
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Do not compact aerosol cans, batteries, oily rags, paint cans, gas cylinders or any pressurized container. Explosion and fire hazard.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Hydraulic oil may be hot, up to 160°F (71°C). Allow the unit to cool before servicing the power unit.",
                    ),
                ),
                (
                    "p",
                    "Lock out / tag out the main disconnect before any maintenance. The hydraulic system holds pressure in the cylinder when the ram is stopped mid-stroke; always return the ram to the fully raised position and switch off before opening hydraulic lines.",
                ),
                (
                    "p",
                    "Comply with MARPOL Annex V: plastics shall be compacted and stored separately from food waste. Keep the garbage record book up to date.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "2. Description"),
                (
                    "p",
                    "The GC-220 is a vertical, electro-hydraulic compactor. A hydraulic ram driven by a single double-acting cylinder presses the waste into a corrugated carton or a heavy duty bag inside the compaction chamber. The loading door and the bale door are interlocked: the ram cannot move unless both doors are closed and latched (limit switches LS-1 and LS-2).",
                ),
                (
                    "p",
                    "The power unit, mounted on top of the cabinet, consists of a 5 hp electric motor, a gear pump, a 4-way solenoid valve, a relief valve and a 10 gallon oil reservoir. Limit switch LS-3 stops the ram at the top of stroke; pressure switch PS-1 reverses the ram when full compaction pressure is reached.",
                ),
                ("h2", "2.1  Model overview"),
                (
                    "table",
                    {
                        "cols": [
                            "Model",
                            "Cabinet",
                            "Bale size (W x D x H)",
                            "Bale weight",
                            "Chamber volume",
                            "Shipping weight",
                        ],
                        "rows": [
                            [
                                "GC-220",
                                "painted steel",
                                "17 x 17 x 30 in",
                                "up to 110 lb",
                                "5.0 cu ft",
                                "1,150 lb",
                            ],
                            [
                                "GC-220S",
                                "stainless 316",
                                "17 x 17 x 30 in",
                                "up to 110 lb",
                                "5.0 cu ft",
                                "1,210 lb",
                            ],
                            [
                                "GC-220B",
                                "painted steel",
                                "bag 24 x 36 in",
                                "up to 65 lb",
                                "5.0 cu ft",
                                "1,090 lb",
                            ],
                        ],
                        "widths": [0.9, 1.1, 1.4, 1.0, 1.0, 1.0],
                        "boldfirst": True,
                        "size": 8.6,
                    },
                ),
                (
                    "p",
                    "Compaction ratio is typically 8:1 for mixed dry waste and up to 12:1 for plastics and cardboard. The GC-220B uses plastic bags and is intended for food waste and mixed galley trash only.",
                ),
                ("h2", "2.2  Controls"),
                (
                    "ul",
                    [
                        "START push button (green) - starts one compaction cycle.",
                        "STOP push button (red) - stops the ram immediately.",
                        "UP push button (black) - returns the ram to the top position.",
                        "BALE FULL indicator (amber) - lights when the bale has reached full height.",
                        "Keyed selector OFF / ON / BALE EJECT.",
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3. Specifications"),
                ("h2", "3.1  General"),
                (
                    "kv",
                    [
                        ("Ram force", "22,000 lbf (98 kN)"),
                        ("System pressure (relief setting)", "1,800 psi (124 bar)"),
                        ("Ram stroke", "28 in (711 mm)"),
                        ("Cycle time (down and up)", "38 s"),
                        ("Motor", "5 hp (3.7 kW), 440 V / 3 ph / 60 Hz, 1,750 rpm"),
                        ("Full load current", "7.6 A at 440 V"),
                        ("Reservoir capacity", "10 US gal (38 L)"),
                        ("Pump delivery", "4.2 gpm (15.9 L/min)"),
                        ("Loading door opening", "16 x 20 in (406 x 508 mm)"),
                        ("Noise level", "< 75 dB(A) at 3 ft (1 m)"),
                        ("Overall dimensions (W x D x H)", "32 x 34 x 88 in (813 x 864 x 2235 mm)"),
                    ],
                ),
                ("h2", "3.2  Optional power supplies"),
                (
                    "table",
                    {
                        "cols": ["Supply", "Full load current", "Fuse / breaker size"],
                        "rows": [
                            ["440 V, 3 ph, 60 Hz (standard)", "7.6 A", "15 A"],
                            ["380 V, 3 ph, 50 Hz", "8.4 A", "16 A"],
                            ["230 V, 3 ph, 60 Hz", "14.5 A", "25 A"],
                        ],
                        "widths": [2.4, 1.4, 1.4],
                        "size": 8.8,
                    },
                ),
                (
                    "p",
                    "Single phase motors are not available for the GC-220. The control circuit is 24 V AC from the built-in transformer.",
                ),
            ]
        },
        {
            "sideways": True,
            "blocks": [
                ("h1", "3.3  Hydraulic Settings and Lubrication Chart"),
                (
                    "table",
                    {
                        "cols": [
                            "Item",
                            "Component",
                            "Setting / capacity",
                            "Lubricant or fluid",
                            "Interval",
                            "Remarks",
                        ],
                        "rows": [
                            [
                                "1",
                                "Main relief valve RV-1",
                                "1,800 psi (124 bar)",
                                "-",
                                "check 6 months",
                                "Adjust at manifold, lock nut 3/4 in",
                            ],
                            [
                                "2",
                                "Pressure switch PS-1 (reverse)",
                                "1,650 psi (114 bar)",
                                "-",
                                "check 6 months",
                                "Must be 150 psi below RV-1",
                            ],
                            [
                                "3",
                                "Hydraulic reservoir",
                                "10 US gal (38 L)",
                                "ISO VG 46 anti-wear hydraulic oil",
                                "change 2,000 hrs or 2 years",
                                "Below 32°F (0°C) ambient use ISO VG 32",
                            ],
                            [
                                "4",
                                "Return filter element",
                                "10 micron",
                                "-",
                                "replace at oil change",
                                "Replace earlier if indicator red",
                            ],
                            [
                                "5",
                                "Suction strainer",
                                "100 mesh",
                                "-",
                                "clean at oil change",
                                "Inside reservoir",
                            ],
                            [
                                "6",
                                "Door hinges (2 doors)",
                                "-",
                                "NLGI 2 lithium grease",
                                "weekly",
                                "Grease fittings on hinge pins",
                            ],
                            [
                                "7",
                                "Ram guide rollers",
                                "-",
                                "NLGI 2 lithium grease",
                                "monthly",
                                "4 fittings, 2 shots each",
                            ],
                            [
                                "8",
                                "Door latch mechanism",
                                "-",
                                "light machine oil",
                                "monthly",
                                "Do not grease the latch pawl",
                            ],
                            [
                                "9",
                                "Motor bearings",
                                "-",
                                "sealed, no lubrication",
                                "-",
                                "Replace bearings if noisy",
                            ],
                        ],
                        "widths": [0.45, 1.9, 1.5, 1.9, 1.5, 2.3],
                        "size": 8.8,
                    },
                ),
                (
                    "p",
                    "Oil temperature in operation should not exceed 140°F (60°C). Do not mix oil brands. Use only zinc-free oil where the ship's environmental plan requires biodegradable fluids: approved alternative is HEES 46.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "4. Operation"),
                ("h2", "4.1  Preparing a bale"),
                (
                    "ol",
                    [
                        "Turn the keyed selector to ON. The ram must be in the fully raised position.",
                        "Open the bale door and insert a folded carton (part no. 220-6010) or a bag (GC-220B) with the bale retainer ring.",
                        "Lay one tie-strap across the bottom of the chamber in each of the two slots.",
                        "Close and latch the bale door.",
                    ],
                ),
                ("h2", "4.2  Compaction cycle"),
                (
                    "ol",
                    [
                        "Open the loading door and load waste up to the load line, approx. 3 cu ft per charge.",
                        "Close the loading door. The interlock LS-1 must be made; if not, the START button has no function.",
                        "Press START. The ram moves down, compacts until PS-1 is reached, then returns to the top automatically.",
                        "WARNING: if the ram stops mid-stroke, do not open the loading door. Press UP and wait until the ram is fully up.",
                        "Repeat until the BALE FULL light comes on.",
                    ],
                ),
                ("h2", "4.3  Removing the bale"),
                (
                    "ol",
                    [
                        "With the ram up, open the bale door. Tie the two straps over the top of the bale.",
                        "Close the bale door, turn the selector to BALE EJECT and press START. The ram pushes the bale to the ejection position (approx. 4 in travel).",
                        "Open the bale door and roll the bale out on the tilting bale tray.",
                        "Mark the bale with the date and contents category (A to K) for the garbage record book.",
                    ],
                ),
                (
                    "table",
                    {
                        "cols": ["Waste type", "Charges per bale", "Typical bale weight"],
                        "rows": [
                            ["Plastics (MARPOL cat. A)", "10 - 12", "45 - 60 lb"],
                            ["Paper / cardboard", "8 - 10", "70 - 90 lb"],
                            ["Mixed domestic waste", "6 - 8", "80 - 110 lb"],
                            ["Cans (tin, aluminum)", "5 - 7", "90 - 110 lb"],
                        ],
                        "widths": [2.2, 1.3, 1.5],
                        "size": 8.6,
                    },
                ),
                ("capbelow", "Table 4-1. Guide values per bale (GC-220 / GC-220S carton version)"),
            ]
        },
        {
            "blocks": [
                ("h1", "5. Maintenance"),
                ("h2", "5.1  Maintenance schedule"),
                (
                    "table",
                    {
                        "cols": ["Interval", "Task"],
                        "rows": [
                            [
                                "Daily",
                                "Clean the chamber floor and ram face; check oil level in sight glass",
                            ],
                            ["Weekly", "Test door interlocks LS-1 and LS-2; grease door hinges"],
                            [
                                "Monthly",
                                "Grease ram guide rollers; oil door latch; check hoses for chafing",
                            ],
                            [
                                "6 months",
                                "Check relief valve and PS-1 settings; check cylinder mounting bolts torque",
                            ],
                            [
                                "2,000 hrs / 2 years",
                                "Change hydraulic oil and return filter; clean suction strainer",
                            ],
                        ],
                        "widths": [1.2, 5.0],
                        "size": 8.8,
                    },
                ),
                ("h2", "5.2  Hydraulic oil change"),
                (
                    "table",
                    {
                        "cols": ["Step", "Action"],
                        "rows": [
                            [
                                "1",
                                "Raise the ram fully, switch OFF and lock out the main disconnect.",
                            ],
                            [
                                "2",
                                "Place a 12 gal (45 L) container under the reservoir drain plug. Remove the plug (3/4 in NPT) and drain.",
                            ],
                            [
                                "3",
                                "Remove the reservoir cover (8 screws), clean the suction strainer with solvent and blow dry.",
                            ],
                            ["4", "Replace the return filter element (220-4120)."],
                            [
                                "5",
                                "Refit the drain plug with new sealing tape. Fill with approx. 9.5 gal (36 L) ISO VG 46 to the upper sight glass mark.",
                            ],
                            [
                                "6",
                                "Start and run the ram 3 full cycles with an empty chamber to bleed air; top up oil.",
                            ],
                        ],
                        "widths": [0.5, 5.7],
                        "size": 8.8,
                    },
                ),
                ("h2", "5.3  Torque values"),
                (
                    "p",
                    "Cylinder mounting bolts (3/4 in) are torqued to 200 ft-lb (271 N·m). The ram-to-rod clevis pin retaining bolt is torqued to 45 ft-lb (61 N·m). Power unit mounting bolts (1/2 in) are torqued to 75 ft-lb (102 N·m). Hydraulic fittings are tightened to the fitting manufacturer's values; do not overtighten JIC fittings.",
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Never adjust the relief valve above 1,800 psi (124 bar). Higher pressure can burst the bale door and void the warranty.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6. Troubleshooting"),
                (
                    "table",
                    {
                        "cols": ["Symptom", "Possible cause", "Corrective action"],
                        "rows": [
                            [
                                "Ram does not start when START is pressed",
                                "Door open or LS-1 / LS-2 out of adjustment; selector OFF; control fuse blown",
                                "Close and latch doors; adjust limit switch cam; replace 2 A control fuse",
                            ],
                            [
                                "Motor runs, ram does not move",
                                "Low oil level; pump coupling broken; solenoid valve coil failed",
                                "Fill oil; replace coupling; check 24 V at coil",
                            ],
                            [
                                "Ram moves slowly",
                                "Oil cold or wrong grade; pump worn; relief valve leaking",
                                "Warm up oil; use ISO VG 46; test pump flow 4.2 gpm",
                            ],
                            [
                                "Ram does not return at bottom",
                                "PS-1 set too high (above relief setting)",
                                "Set PS-1 to 1,650 psi (114 bar)",
                            ],
                            [
                                "Bales too loose",
                                "PS-1 set too low; too few charges",
                                "Check PS-1 setting; load more charges per bale",
                            ],
                            [
                                "Oil overheats (above 140°F / 60°C)",
                                "Relief valve continuously blowing; oil level low",
                                "Check PS-1 reverses before relief opens; top up oil",
                            ],
                            [
                                "Motor trips on overload",
                                "Low voltage; single phasing; relief set too high",
                                "Check supply; reset overload (set to 8.4 A)",
                            ],
                        ],
                        "widths": [1.8, 2.3, 2.3],
                        "size": 8.4,
                    },
                ),
                (
                    "p",
                    "For problems not listed, contact Hestia Service at +1 251 555 0142 with the model and serial number.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7. Parts List"),
                (
                    "table",
                    {
                        "cols": ["Ref", "Part No.", "Description", "Qty"],
                        "rows": [
                            [
                                "1",
                                "220-1001",
                                "Hydraulic cylinder, 5 in bore x 28 in stroke, complete",
                                "1",
                            ],
                            ["2", "220-1015", "Cylinder seal kit", "1"],
                            ["3", "220-2030", "Gear pump, 4.2 gpm", "1"],
                            ["4", "220-2045", "Pump / motor coupling", "1"],
                            ["5", "220-2210", "Solenoid valve, 4-way, 24 V AC coil", "1"],
                            ["6", "220-2215", "Solenoid coil, 24 V AC (spare)", "1"],
                            ["7", "220-2300", "Relief valve cartridge", "1"],
                            ["8", "220-3101", "Limit switch, door interlock (LS-1, LS-2)", "2"],
                            ["9", "220-3105", "Limit switch, ram top (LS-3)", "1"],
                            ["10", "220-3200", "Pressure switch PS-1", "1"],
                            ["11", "220-4120", "Return filter element, 10 micron", "1"],
                            ["12", "220-5010", "Door gasket, loading door", "1"],
                            ["13", "220-6010", "Bale carton, 17 x 17 x 30 in (bundle of 25)", "1"],
                            ["14", "220-6020", "Tie-straps (box of 100)", "1"],
                            ["15", "220-6030", "Heavy duty bags, GC-220B only (box of 50)", "1"],
                        ],
                        "widths": [0.5, 1.0, 4.2, 0.5],
                        "size": 8.6,
                    },
                ),
                (
                    "p",
                    "Order parts from Hestia Environmental Systems Inc. or any authorized distributor. Please state model, serial number and part number.",
                ),
            ]
        },
    ],
}
