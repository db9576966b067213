"""Four made-up manuals of other equipment by other makers, held-out set 28b (written blind).

Corrovex (impressed current cathodic protection) writes translated European English with decimal
commas and "~" ranges and carries the system drawing; Ashby & Pryce (marine growth prevention)
writes formal UK style with WARNING/CAUTION/NOTE boxes, a two-column page and a table that is a
picture; Nakashima Denki (navigation light controller) writes terse service-bulletin fragments
and has a landscape circuit table; Pacific Sentinel (scrubber emission monitoring) writes US style
with psi / deg F / ft-lb first.  Every page is an explicit list of blocks laid out top to bottom;
a block that does not fit raises, so a question's page is the page its block is listed on.
"""

from __future__ import annotations

import itertools
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
    for spec in (ICCP, MGPS, NAV, CEMS):
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
        self.pg, self.x0, self.x1, self.y = pg, x0, x1, y
        self.bottom = bottom

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
    allrows = ([("H", cols)] if cols else []) + [("R", r) for r in rows]
    groups = t.get("groups")
    gh = (size * 1.25 + 2 * pad) if groups else 0.0
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
                col.pg.text(
                    (gx0 + gx1 - tl) / 2, y + pad + size * 1.25 - size * 0.27, label, size, True
                )
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
    if isinstance(items, tuple):
        n, items = items[0] - 1, items[1]
    for it in items:
        sub = []
        if isinstance(it, tuple):
            it, sub = it
        n += 1
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
        elif kind == "caption":
            _para(col, val, st["body"] - 1, True, gap=3)
        elif kind == "toc":
            _toc(col, val)
        elif kind == "space":
            col.y += val
        elif kind == "imgtable":
            _img_table(col, val)
        elif kind == "kv":
            for key, v in val:
                lh = st["body"] * 1.45
                col.need(lh, key)
                col.y += lh
                col.pg.text(col.x0 + 4, col.y - 3, key + ":", st["body"], True)
                col.pg.text(col.x0 + 170, col.y - 3, v, st["body"])
            col.y += 6
        elif kind == "draw":
            h, fn = val
            col.need(h, "drawing")
            fn(col.pg, col.x0, col.y, col.w, h)
            col.y += h + 6
        else:
            raise ValueError(kind)


def _write(path: Path, spec) -> Path:
    doc = fitz.open()
    pages = spec["pages"]
    n = len(pages)
    st = spec["style"]
    for i, pdef in enumerate(pages, start=1):
        land = pdef.get("landscape", False)
        pw, ph = (H, W) if land else (W, H)
        rgt = pw - LEFT
        page = doc.new_page(width=pw, height=ph)
        pg = _Pg(page, spec)
        if pdef.get("cover"):
            spec["cover"](pg)
            pg.flush()
            continue
        # running header / footer
        sh = page.new_shape()
        sh.draw_line((LEFT, 58), (rgt, 58))
        sh.draw_line((LEFT, ph - 42), (rgt, ph - 42))
        sh.finish(color=st["hcolor"], width=0.8)
        sh.commit()
        pg.text(LEFT, 52, spec["hdr_left"], 8.2, True, st["hcolor"])
        hr = spec["hdr_right"]
        pg.text(rgt - _font().text_length(hr, fontsize=8.2), 52, hr, 8.2)
        fl = spec["ftr_left"]
        pg.text(LEFT, ph - 29, fl, 7.6, color=(0.3, 0.3, 0.3))
        fr = spec["ftr_fmt"].format(n=i, total=n)
        pg.text(rgt - _font().text_length(fr, fontsize=8.2), ph - 29, fr, 8.2)
        if pdef.get("cols") == 2:
            gap = 18
            mid = (LEFT + RIGHT) / 2
            top = _Col(pg, LEFT, RIGHT, TOP)
            _blocks(top, pdef.get("top", []), spec)
            c1 = _Col(pg, LEFT, mid - gap / 2, top.y)
            _blocks(c1, pdef["left"], spec)
            c2 = _Col(pg, mid + gap / 2, RIGHT, top.y)
            _blocks(c2, pdef["right"], spec)
        else:
            col = _Col(pg, LEFT, rgt, TOP, ph - 60)
            _blocks(col, pdef["blocks"], spec)
        pg.flush()
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
    return path


def _img_table(col, t):
    """Draw a table on a scratch page, render it to PNG and place it as a picture (no text)."""
    tmp = fitz.open()
    p = tmp.new_page(width=col.w + 8, height=900)
    fake = _Pg(p, None)
    c = _Col(fake, 4, 4 + col.w, 4, 896)
    if t.get("title"):
        _para(c, t["title"], 9.0, True, gap=4)
    _table(c, t)
    fake.flush()
    h = c.y - 2
    pix = p.get_pixmap(dpi=t.get("dpi", 150), clip=fitz.Rect(0, 0, col.w + 8, h))
    png = pix.tobytes("png")
    tmp.close()
    col.need(h + 6, "image table")
    col.pg.page.insert_image(fitz.Rect(col.x0 - 4, col.y, col.x1 + 4, col.y + h), stream=png)
    col.y += h + 8


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


# ================================================================ 1. boiler feed water pump set


# ================================================================ 1. Corrovex ICCP


def _line(sh, pts, color=(0, 0, 0), width=0.9, dashes=None):
    for a, b in itertools.pairwise(pts):
        sh.draw_line(a, b)
    sh.finish(color=color, width=width, dashes=dashes, closePath=False)


def _rect(sh, r, color=(0, 0, 0), fill=None, width=0.9, dashes=None):
    sh.draw_rect(fitz.Rect(*r))
    sh.finish(color=color, fill=fill, width=width, dashes=dashes)


def _iccp_schematic(pg, x0, y0, w, h):
    red = (0.8, 0.1, 0.1)
    blue = (0.1, 0.3, 0.75)
    grn = (0.1, 0.5, 0.2)
    sh = pg.page.new_shape()
    # supply, breaker, fuse
    _line(sh, [(x0 + 5, y0 + 28), (x0 + 30, y0 + 28), (x0 + 30, y0 + 45)])
    _rect(sh, (x0 + 15, y0 + 45, x0 + 55, y0 + 70))
    _line(sh, [(x0 + 35, y0 + 70), (x0 + 35, y0 + 80), (x0 + 100, y0 + 80)])
    _rect(sh, (x0 + 100, y0 + 73, x0 + 125, y0 + 87))
    _line(sh, [(x0 + 125, y0 + 80), (x0 + 160, y0 + 80)])
    # T/R unit
    _rect(sh, (x0 + 160, y0 + 30, x0 + 330, y0 + 135), width=1.6, fill=(0.94, 0.95, 0.97))
    _rect(sh, (x0 + 175, y0 + 95, x0 + 215, y0 + 120))
    # alarm output
    _line(sh, [(x0 + 330, y0 + 55), (x0 + 385, y0 + 55)], dashes="[2 2] 0")
    _rect(sh, (x0 + 385, y0 + 40, x0 + 470, y0 + 72))
    # negative return via shunt to hull
    _line(sh, [(x0 + 160, y0 + 118), (x0 + 125, y0 + 118)], color=grn, width=1.4)
    _rect(sh, (x0 + 75, y0 + 108, x0 + 125, y0 + 128))
    _line(sh, [(x0 + 75, y0 + 118), (x0 + 6, y0 + 118), (x0 + 6, y0 + 300)], color=grn, width=1.4)
    # anode bus (+)
    _line(sh, [(x0 + 245, y0 + 135), (x0 + 245, y0 + 175)], color=red, width=1.6)
    _line(sh, [(x0 + 45, y0 + 175), (x0 + 395, y0 + 175)], color=red, width=1.6)
    jbx = [x0 + 45, x0 + 135, x0 + 300, x0 + 395]
    for x in jbx:
        _line(sh, [(x, y0 + 175), (x, y0 + 215)], color=red, width=1.6)
        _rect(sh, (x - 30, y0 + 200, x + 30, y0 + 262), color=(0.45, 0.45, 0.45), dashes="[4 2] 0")
        _rect(sh, (x - 20, y0 + 215, x + 20, y0 + 235), fill=(1, 1, 1))
        _line(sh, [(x, y0 + 235), (x, y0 + 296)], color=red, width=1.6)
        _rect(sh, (x - 16, y0 + 296, x + 16, y0 + 304), color=red, fill=red)
    # hull
    _line(sh, [(x0, y0 + 300), (x0 + w, y0 + 300)], width=3.0)
    # reference electrodes (screened, dashed)
    _rect(sh, (x0 + 410, y0 + 100, x0 + 470, y0 + 125))
    _line(sh, [(x0 + 410, y0 + 112), (x0 + 330, y0 + 112)], color=blue, dashes="[3 2] 0")
    _line(
        sh,
        [(x0 + 215, y0 + 300), (x0 + 215, y0 + 275), (x0 + 440, y0 + 275), (x0 + 440, y0 + 125)],
        color=blue,
        dashes="[3 2] 0",
    )
    _line(sh, [(x0 + 462, y0 + 300), (x0 + 462, y0 + 125)], color=blue, dashes="[3 2] 0")
    for x in (x0 + 215, x0 + 462):
        sh.draw_circle((x, y0 + 300), 6)
        sh.finish(color=blue, fill=(1, 1, 1), width=1.2)
    # shaft, earthing, meter, rudder
    _line(sh, [(x0 + 40, y0 + 360), (x0 + 300, y0 + 360)], width=2.5)
    _line(sh, [(x0 + 40, y0 + 368), (x0 + 300, y0 + 368)], width=2.5)
    _rect(sh, (x0 + 165, y0 + 338, x0 + 195, y0 + 358), fill=(0.9, 0.9, 0.9))
    _line(sh, [(x0 + 180, y0 + 338), (x0 + 180, y0 + 300)], width=1.2)
    sh.draw_circle((x0 + 240, y0 + 330), 11)
    sh.finish(color=(0, 0, 0), width=1.0)
    _line(sh, [(x0 + 195, y0 + 350), (x0 + 240, y0 + 350), (x0 + 240, y0 + 341)], dashes="[2 2] 0")
    _line(sh, [(x0 + 240, y0 + 319), (x0 + 240, y0 + 300)], dashes="[2 2] 0")
    _rect(sh, (x0 + 340, y0 + 330, x0 + 360, y0 + 410), fill=(0.9, 0.9, 0.9))
    _line(sh, [(x0 + 360, y0 + 340), (x0 + 430, y0 + 340), (x0 + 430, y0 + 300)], width=1.2)
    # legend
    ly = y0 + 430
    _rect(sh, (x0 + 250, ly - 8, x0 + w, ly + 72), color=(0.5, 0.5, 0.5))
    _line(sh, [(x0 + 258, ly + 8), (x0 + 288, ly + 8)], color=red, width=1.6)
    _line(sh, [(x0 + 258, ly + 22), (x0 + 288, ly + 22)], color=blue, dashes="[3 2] 0")
    _line(sh, [(x0 + 258, ly + 36), (x0 + 288, ly + 36)], color=grn, width=1.4)
    _line(sh, [(x0 + 258, ly + 50), (x0 + 288, ly + 50)], width=1.2)
    _rect(sh, (x0 + 258, ly + 58, x0 + 288, ly + 66), color=(0.45, 0.45, 0.45), dashes="[4 2] 0")
    sh.commit()
    t = _lbl
    t(pg, x0 + 3, y0 + 22, "440 V 60 Hz 3~ (MSB)")
    t(pg, x0 + 27, y0 + 61, "Q1", 8, True)
    t(pg, x0 + 15, y0 + 95, "main breaker")
    t(pg, x0 + 105, y0 + 83, "F1", 7.5, True)
    t(pg, x0 + 168, y0 + 46, "TR-1", 10, True)
    t(pg, x0 + 168, y0 + 60, "T/R unit KP-TR150")
    t(pg, x0 + 168, y0 + 72, "+ control panel CP-1")
    t(pg, x0 + 186, y0 + 111, "K1", 8, True)
    t(pg, x0 + 222, y0 + 111, "F2 (control fuse)")
    t(pg, x0 + 138, y0 + 114, "(-)")
    t(pg, x0 + 250, y0 + 150, "(+)")
    t(pg, x0 + 392, y0 + 54, "AL-1", 8, True)
    t(pg, x0 + 392, y0 + 66, "alarm to AMS")
    t(pg, x0 + 84, y0 + 122, "SH-1", 8, True)
    t(pg, x0 + 62, y0 + 142, "shunt 150 A / 60 mV")
    t(pg, x0 + 416, y0 + 116, "JB-30", 8, True)
    t(pg, x0 + 338, y0 + 108, "ref. signal")
    names = [
        ("JB-11", "CD-1", "A1 (PS fwd)"),
        ("JB-12", "CD-2", "A2 (PS aft)"),
        ("JB-21", "CD-3", "A3 (SB fwd)"),
        ("JB-22", "CD-4", "A4 (SB aft)"),
    ]
    for x, (jb, cd, an) in zip(jbx, names, strict=False):
        t(pg, x - 15, y0 + 228, jb, 7.2, True)
        t(pg, x - 28, y0 + 257, cd, 6.8)
        t(pg, x - 22, y0 + 316, an, 7.2)
    t(pg, x0 + 10, y0 + 292, "HC-1", 7.5, True)
    t(pg, x0 + 168, y0 + 290, "RE-1 (PS)", 7.2, True)
    t(pg, x0 + 417, y0 + 290, "RE-2 (SB)", 7.2, True)
    t(pg, x0 + 250, y0 + 270, "reference cable, screened")
    t(pg, x0 + 245, y0 + 295, "HULL", 7.2, True)
    t(pg, x0 + 45, y0 + 382, "propeller shaft")
    t(pg, x0 + 145, y0 + 352, "SE-1", 7.5, True)
    t(pg, x0 + 184, y0 + 313, "HC-2")
    t(pg, x0 + 232, y0 + 333, "mV", 7, True)
    t(pg, x0 + 256, y0 + 328, "MV-1", 7.5, True)
    t(pg, x0 + 256, y0 + 340, "shaft-hull meter")
    t(pg, x0 + 290, y0 + 395, "rudder stock", 7.2)
    t(pg, x0 + 366, y0 + 336, "RB-1", 7.5, True)
    t(pg, x0 + 366, y0 + 356, "bonding 35 mm²")
    ly = y0 + 430
    t(pg, x0 + 258, ly + 1, "LEGEND", 7.5, True)
    t(pg, x0 + 296, ly + 11, "anode cable (+), 70 mm²")
    t(pg, x0 + 296, ly + 25, "reference cable, screened 2 x 1,5 mm²")
    t(pg, x0 + 296, ly + 39, "hull return (-), 95 mm²")
    t(pg, x0 + 296, ly + 53, "earthing / bonding cable")
    t(pg, x0 + 296, ly + 66, "cofferdam (CD), watertight")


ICCP_PAGES = [
    {"cover": True},
    {
        "blocks": [
            ("h1", "Contents"),
            (
                "toc",
                [
                    ("1", "Safety instructions", 3),
                    ("2", "Description of the system", 3),
                    ("2.1", "Working principle", 3),
                    ("2.2", "Components", 3),
                    ("2.3", "System drawing", 4),
                    ("3", "Technical data", 5),
                    ("3.1", "Transformer-rectifier KP-TR150", 5),
                    ("3.2", "Anodes and reference electrodes", 5),
                    ("3.3", "Setting parameters", 5),
                    ("4", "Operation", 6),
                    ("4.1", "First start-up", 6),
                    ("4.2", "Normal operation", 7),
                    ("4.3", "Manual mode", 7),
                    ("4.4", "Alarm list", 7),
                    ("5", "Maintenance", 8),
                    ("6", "Troubleshooting", 9),
                    ("7", "Spare parts", 10),
                ],
            ),
            ("space", 10),
            (
                "pi",
                "This manual is translated from the Dutch original. In case of doubt the Dutch "
                "text is valid. Values with decimal comma: 1,5 = one and a half.",
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "1 Safety instructions"),
            (
                "p",
                "The ICCP system works with DC current up to 150 A at low voltage. Nevertheless the "
                "anodes and the cable connections inside the cofferdams are to be seen as live parts. "
                "Before any work in a cofferdam the transformer-rectifier must be switched off and the "
                "main breaker Q1 locked in position 0.",
            ),
            (
                "ul",
                [
                    "Never paint over anodes or reference electrodes. A painted anode gives no current "
                    "and a painted reference electrode gives false values.",
                    "In dry-dock the system is to be switched off before the ship comes out of the "
                    "water. It is not allowed to operate the anodes in air.",
                    "Divers near the hull: switch off the system min. 30 minutes before the dive begins "
                    'and hang the sign "DIVERS - DO NOT SWITCH ON" on the control panel.',
                    "With over-protection (hull potential more negative than -1050 mV Ag/AgCl) hydrogen "
                    "can be formed at the hull. Ventilate the cofferdams before entering them.",
                    "Only personnel trained by Corrovex or by the ship owner may change setting parameters.",
                ],
            ),
            ("h1", "2 Description of the system"),
            ("h2", "2.1 Working principle"),
            (
                "p",
                "The steel hull receives a protective current from the anodes, by which the hull "
                "potential is shifted to a more negative value. Two zinc reference electrodes measure "
                "the hull potential continuously; the transformer-rectifier (T/R unit) regulates the "
                "anode current automatically so that the potential stays on the set point. The normal "
                "protection range lies between -800 mV and -1050 mV against Ag/AgCl (sea water). "
                "Against the zinc reference electrode this is ~ +250 mV to 0 mV.",
            ),
            (
                "p",
                "The needed current depends on the condition of the paint, the speed of the ship and "
                "the water temperature. A new coated hull needs typically 10 ~ 20 mA/m² of wetted "
                "surface; with damaged paint this can rise to 35 mA/m².",
            ),
            ("h2", "2.2 Components"),
            (
                "ul",
                [
                    "Transformer-rectifier KP-TR150 with control panel CP-1 (in the engine room, one per system)",
                    "4 anodes type KA-50, two on each side, mounted in cofferdams CD-1 ~ CD-4",
                    "2 reference electrodes type ZR-2 (zinc), one on each side",
                    "Shaft earthing assembly SE-1 with silver graphite brush and slip ring",
                    "Rudder stock bonding cable RB-1",
                    "Dielectric shield around each anode (epoxy, 1,5 m radius)",
                ],
            ),
        ]
    },
    {
        "blocks": [
            ("h2", "2.3 System drawing"),
            (
                "p",
                "The drawing shows the cable connections of the system for port and starboard side. "
                "Tags are the same as on the cable plates in the ship.",
            ),
            ("draw", (505, _iccp_schematic)),
            ("caption", "Fig. 2-1 ICCP system overview, port and starboard side (schematic)"),
        ]
    },
    {
        "blocks": [
            ("h1", "3 Technical data"),
            ("h2", "3.1 Transformer-rectifier KP-TR150"),
            (
                "kv",
                [
                    ("Supply voltage", "440 V ~ 3-phase, 60 Hz (option 380 V / 50 Hz)"),
                    ("Rated DC output", "150 A / 24 V"),
                    ("Control mode", "automatic potential control or manual current control"),
                    ("Reference inputs", "2 channels, input impedance > 10 MOhm"),
                    ("Cooling", "natural air, ambient max. 55 °C"),
                    ("Enclosure", "IP 44, wall mounting"),
                    ("Weight", "~ 185 kg"),
                ],
            ),
            ("h2", "3.2 Anodes and reference electrodes"),
            ("caption", "Table 3-1 Anode and reference electrode data"),
            (
                "table",
                {
                    "cols": [
                        "Type",
                        "Material",
                        "Max. current (A)",
                        "Max. driving voltage (V)",
                        "Dimensions (mm)",
                        "Weight (kg)",
                        "Design life (years)",
                    ],
                    "rows": [
                        [
                            "KA-25",
                            "platinised titanium",
                            "25",
                            "12",
                            "610 x 160 x 30",
                            "12,8",
                            "20",
                        ],
                        ["KA-50", "MMO-titanium", "50", "24", "980 x 220 x 38", "24,5", "25"],
                        ["KA-75", "MMO-titanium", "75", "24", "1380 x 220 x 38", "31,0", "25"],
                        [
                            "ZR-2 (reference)",
                            "high purity zinc",
                            "-",
                            "-",
                            "Ø 140 x 45",
                            "4,2",
                            "15",
                        ],
                        ["AR-1 (reference)", "Ag/AgCl", "-", "-", "Ø 120 x 40", "3,6", "10"],
                    ],
                    "widths": [1.3, 1.4, 0.9, 1.0, 1.3, 0.8, 0.8],
                    "boldfirst": True,
                },
            ),
            ("h2", "3.3 Setting parameters"),
            (
                "p",
                "The parameters are set in the menu SETUP of control panel CP-1 (code 4711). The "
                "table continues on the next page.",
            ),
            ("caption", "Table 3-2 Setting parameters of the T/R unit"),
            (
                "table",
                {
                    "cols": ["Par.", "Description", "Setting range", "Factory value"],
                    "rows": [
                        ["P01", "Potential set point (vs. Zn)", "0 ~ +400 mV", "+200 mV"],
                        ["P02", "Alarm limit under-protection", "0 ~ +400 mV", "+300 mV"],
                        ["P03", "Alarm limit over-protection", "-100 ~ +200 mV", "+50 mV"],
                        ["P04", "Max. output current", "10 ~ 150 A", "120 A"],
                        ["P05", "Current limit per anode", "5 ~ 50 A", "40 A"],
                        ["P06", "Manual current (manual mode)", "0 ~ 150 A", "30 A"],
                        ["P07", "Regulation speed", "1 ~ 60 s", "15 s"],
                        ["P08", "Reference selection", "RE-1 / RE-2 / average", "average"],
                        ["P09", "Reference deviation alarm", "20 ~ 200 mV", "80 mV"],
                        ["P10", "Output voltage alarm", "5 ~ 24 V", "22 V"],
                        ["P11", "Start delay after power on", "0 ~ 600 s", "120 s"],
                        ["P12", "Alarm delay", "5 ~ 300 s", "60 s"],
                        ["P13", "Dry-dock lock", "on / off", "off"],
                        ["P14", "Data logging interval", "1 ~ 60 min", "10 min"],
                        ["P15", "Shaft potential alarm", "20 ~ 200 mV", "100 mV"],
                    ],
                    "widths": [0.6, 2.6, 1.4, 1.2],
                },
            ),
        ]
    },
    {
        "blocks": [
            ("caption", "Table 3-2 Setting parameters of the T/R unit (continued)"),
            (
                "table",
                {
                    "cols": ["Par.", "Description", "Setting range", "Factory value"],
                    "rows": [
                        ["P16", "Anode current alarm low", "0 ~ 10 A", "2 A"],
                        ["P17", "Heat sink temperature limit", "70 ~ 95 °C", "85 °C"],
                        ["P18", "Output reduction at over temperature", "25 ~ 75 %", "50 %"],
                        ["P19", "Modbus address", "1 ~ 247", "12"],
                        ["P20", "Baud rate", "9600 / 19200", "19200"],
                        ["P21", "Display language", "EN / NL / DE", "EN"],
                    ],
                    "widths": [0.6, 2.6, 1.4, 1.2],
                },
            ),
            ("h1", "4 Operation"),
            ("h2", "4.1 First start-up"),
            (
                "p",
                "The first start-up is done after dry-dock or after a long lay-up, when the ship is "
                "floating and the draught is at least at the level of the upper anodes.",
            ),
            (
                "ol",
                [
                    "Check that all anodes and reference electrodes are free of paint and that the "
                    "dielectric shields are not damaged.",
                    "Check in all cofferdams CD-1 ~ CD-4 that the anode terminals are dry and the "
                    "covers are closed.",
                    "Switch on main breaker Q1. The display of CP-1 shows the hull potential of RE-1 and RE-2.",
                    "Read the natural potential of the hull before the current is switched on and write it "
                    "in the log book (normally ~ +450 mV to +550 mV vs. Zn).",
                ],
            ),
            (
                "box",
                (
                    "WARNING",
                    "Before the next step make sure that no divers are in the water and that the sign at "
                    "the control panel is removed.",
                ),
            ),
            (
                "ol",
                (
                    5,
                    [
                        "Set the mode switch S1 to AUTO. The output starts after the start delay (P11).",
                        "Within 24 hours the potential must come to the set point +200 mV. Check the "
                        "current of each anode on the display; the currents shall not differ more "
                        "than 30 % between the anodes of one side.",
                        "After 7 days check again and note all values in the commissioning report.",
                    ],
                ),
            ),
        ]
    },
    {
        "blocks": [
            ("h2", "4.2 Normal operation"),
            (
                "p",
                "In normal operation the system works in AUTO mode without attention. The engineer "
                "reads once a day the potential of both reference electrodes, the output current and "
                "the output voltage and writes them in the ICCP log sheet. A slow rise of the current "
                "over months shows a degradation of the paint; a sudden rise can show a damage of the "
                "paint or contact with another ship or quay.",
            ),
            (
                "p",
                "In harbour with fresh water or brackish water the output voltage rises because the "
                "water has a higher resistance. This is normal; the alarm P10 can come and is reset "
                "when the ship is again in sea water.",
            ),
            ("h2", "4.3 Manual mode"),
            (
                "p",
                "Manual mode is only for use when both reference electrodes are defective. Set S1 to "
                "MAN; the T/R unit gives the constant current of parameter P06. Set P06 to ~ 80 % of "
                "the last current that was logged in AUTO mode. The ship must not stay in manual mode "
                "longer than 14 days; the reference electrodes are to be replaced at the next "
                "possibility (divers or dry-dock).",
            ),
            ("h2", "4.4 Alarm list"),
            (
                "table",
                {
                    "cols": ["Code", "Alarm", "Meaning / condition"],
                    "rows": [
                        [
                            "A-01",
                            "Under-protection",
                            "Potential more positive than P02 for longer than P12",
                        ],
                        [
                            "A-02",
                            "Over-protection",
                            "Potential less than P03 (danger of paint blistering)",
                        ],
                        [
                            "A-03",
                            "Reference fault RE-1",
                            "Open circuit or value outside -200 ~ +600 mV",
                        ],
                        [
                            "A-04",
                            "Reference fault RE-2",
                            "Open circuit or value outside -200 ~ +600 mV",
                        ],
                        ["A-05", "Reference deviation", "Difference RE-1 / RE-2 greater than P09"],
                        ["A-06", "Current limit", "Output on P04 for more than 30 min"],
                        ["A-07", "Anode current low", "One anode below 2 A while the output is on"],
                        [
                            "A-08",
                            "Over temperature",
                            "Heat sink of T/R unit above 85 °C; output is reduced to 50 %",
                        ],
                        ["A-09", "Shaft potential high", "Shaft-to-hull voltage above P15"],
                        ["A-10", "Supply failure", "Phase missing or fuse F1 blown"],
                    ],
                    "widths": [0.6, 1.5, 3.4],
                    "ruled": False,
                    "boldfirst": True,
                },
            ),
            (
                "p",
                "All alarms are given as common alarm to the AMS over relay AL-1. An alarm is reset with "
                "the key RESET on CP-1 after the cause is gone.",
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "5 Maintenance"),
            (
                "p",
                "The maintenance intervals below are valid for normal service. With much harbour time "
                "in fresh water the checks of the reference electrodes are to be done more often.",
            ),
            ("caption", "Table 5-1 Maintenance intervals"),
            (
                "table",
                {
                    "cols": ["Task", "Daily", "Weekly", "Monthly", "6 months", "Dry-dock"],
                    "rows": [
                        [
                            "Read potential, current and voltage, note in log sheet",
                            "x",
                            "",
                            "",
                            "",
                            "",
                        ],
                        ["Check alarm LEDs with lamp test on CP-1", "", "x", "", "", ""],
                        ["Check shaft earthing brush SE-1, clean slip ring", "", "x", "", "", ""],
                        ["Measure shaft-to-hull voltage with MV-1", "", "", "x", "", ""],
                        ["Check cable glands in cofferdams for water", "", "", "", "x", ""],
                        ["Clean cooling openings of T/R unit", "", "", "", "x", ""],
                        [
                            "Inspect anodes and dielectric shields, no paint on anodes",
                            "",
                            "",
                            "",
                            "",
                            "x",
                        ],
                        [
                            "Check reference electrodes, replace when zinc is consumed",
                            "",
                            "",
                            "",
                            "",
                            "x",
                        ],
                        ["Check rudder bonding cable RB-1 and connections", "", "", "", "", "x"],
                    ],
                    "widths": [3.6, 0.7, 0.7, 0.8, 0.8, 0.8],
                },
            ),
            ("h2", "5.1 Shaft earthing"),
            (
                "p",
                "The shaft-to-hull voltage measured with MV-1 must be under 50 mV. A higher value shows "
                "a dirty slip ring or a worn brush. Replace the silver graphite brush when its length "
                "is less than 15 mm; the length of a new brush is 40 mm. Clean the slip ring only "
                "with a dry cloth, never with oil or solvent.",
            ),
            ("h2", "5.2 Tightening torques"),
            (
                "p",
                "When the connections are opened they must be tightened again with the right torque: "
                "the anode terminal nuts in the cofferdam with 25 Nm, the cable lug of the hull return "
                "on HC-1 with 45 Nm. The cofferdam cover bolts (M16) get 110 Nm, crosswise in two "
                "steps. The terminals of the reference cables in JB-30 are tightened only by hand "
                "with a screwdriver (~ 2,5 Nm).",
            ),
            ("h2", "5.3 Insulation check"),
            (
                "p",
                "At each dry-dock the insulation of the anode cables against the hull is measured with "
                "500 V DC after the cables are disconnected in the T/R unit. The value must be higher "
                "than 1 MOhm per cable.",
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "6 Troubleshooting"),
            (
                "table",
                {
                    "cols": ["Symptom", "Cause", "Remedy"],
                    "rows": [
                        [
                            "Potential stays above set point, current is at maximum",
                            "Paint damage, more wetted surface than designed",
                            "Check hull at next diver inspection; raise P04 when possible",
                        ],
                        [
                            "One anode gives no current (A-07)",
                            "Cable broken or terminal loose in cofferdam; anode painted",
                            "Check terminal (25 Nm), measure cable; clean anode at dry-dock",
                        ],
                        [
                            "RE-1 and RE-2 give very different values (A-05)",
                            "One reference electrode painted or consumed",
                            "Set P08 to the good electrode; replace the bad one",
                        ],
                        [
                            "Potential very negative, paint blisters near anodes",
                            "Over-protection, set point too low or reference fault",
                            "Check P01; check reference electrodes",
                        ],
                        [
                            "High output voltage, low current",
                            "Ship in fresh water; anode surface covered with calcareous deposit",
                            "Normal in fresh water; clean anode at dry-dock",
                        ],
                        [
                            "Shaft-to-hull voltage above 100 mV (A-09)",
                            "Brush SE-1 worn or slip ring dirty",
                            "Clean slip ring, replace brush",
                        ],
                        [
                            "T/R unit switches off, A-10",
                            "Fuse F1 blown, phase failure",
                            "Check supply, replace F1 (same rating)",
                        ],
                    ],
                    "widths": [1.7, 1.8, 1.8],
                },
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "7 Spare parts"),
            (
                "p",
                "At ordering always give the serial number of the T/R unit (plate on the door inside) "
                "and the Corrovex part number.",
            ),
            (
                "table",
                {
                    "cols": ["Pos.", "Description", "Part no.", "Qty. on board"],
                    "rows": [
                        ["1", "Anode KA-50 complete with cable 15 m", "CX-40150", "1"],
                        ["2", "Reference electrode ZR-2 zinc", "CX-41020", "2"],
                        ["3", "Silver graphite brush for SE-1", "CX-45012", "4"],
                        ["4", "Brush holder with spring", "CX-45010", "1"],
                        ["5", "Control board CP-1", "CX-20301", "1"],
                        ["6", "Thyristor module 160 A", "CX-20415", "1"],
                        ["7", "Fuse F1 63 A gG", "CX-90063", "6"],
                        ["8", "Fuse F2 4 A slow", "CX-90004", "10"],
                        ["9", "Shunt 150 A / 60 mV", "CX-20520", "1"],
                        ["10", "Cofferdam cover gasket", "CX-43008", "4"],
                        ["11", "Cable gland M40 with seal", "CX-43040", "4"],
                        ["12", "Epoxy repair kit for dielectric shield", "CX-48001", "1"],
                    ],
                    "widths": [0.5, 3.2, 1.2, 1.0],
                },
            ),
        ]
    },
]

ICCP = {
    "file": "corrovex-kp150-iccp.pdf",
    "title": "Corrovex KP-150 Impressed Current Cathodic Protection - Operation and Maintenance",
    "maker": "Corrovex B.V.",
    "hdr_left": "CORROVEX  KP-150 ICCP",
    "hdr_right": "Manual OM-KP150-EN rev. 3",
    "ftr_left": "Corrovex B.V., Rotterdam - translation of the original manual",
    "ftr_fmt": "Page {n} / {total}",
    "style": {"h1": 14, "h2": 11.5, "body": 9.6, "hcolor": (0.0, 0.35, 0.45), "h1rule": True},
    "pages": ICCP_PAGES,
    "cover": _cover(
        "CORROVEX",
        [
            "KP-150 ICCP System",
            "Impressed current cathodic protection",
            "Operation and maintenance manual",
        ],
        [
            "T/R unit KP-TR150 with control panel CP-1",
            "Anodes KA-50, reference electrodes ZR-2",
            "Document OM-KP150-EN, revision 3",
        ],
        band=(0.0, 0.35, 0.45),
        foot="Corrovex B.V. - Waalhaven Oostzijde - Rotterdam - The Netherlands",
    ),
}


# ================================================================ 2. Ashby & Pryce MGPS

_MGPS_CURRENTS = {
    "title": "Table 3.3  Anode current settings per sea chest (set at commissioning)",
    "groups": [("", 3), ("Copper anode", 2), ("Aluminium anode", 2)],
    "cols": ["Sea chest", "Location", "Flow (m³/h)", "Type", "Current (A)", "Type", "Current (A)"],
    "rows": [
        ["SC-1", "Port low suction", "850", "CU-120", "1.40", "AL-120", "0.70"],
        ["SC-2", "Starboard high suction", "780", "CU-120", "1.30", "AL-120", "0.65"],
        ["SC-3", "Box cooler, aft", "400", "CU-60", "0.65", "AL-60", "0.35"],
        ["SC-4", "Emergency fire pump", "120", "CU-60", "0.25", "AL-60", "0.15"],
    ],
    "widths": [0.8, 1.8, 0.9, 0.9, 0.9, 0.9, 0.9],
    "size": 9.0,
    "dpi": 150,
}

MGPS_PAGES = [
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
                    ("3.1", "Control Panel", 5),
                    ("3.2", "Anodes", 5),
                    ("3.3", "Anode Current Settings", 6),
                    ("4", "Operation", 6),
                    ("5", "Maintenance", 7),
                    ("5.1", "Routine Inspection", 7),
                    ("5.2", "Anode Replacement", 7),
                    ("6", "Fault Finding", 8),
                    ("7", "Spare Parts", 9),
                ],
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "Section 1   Safety"),
            (
                "p",
                "This section must be read by all personnel before operating or maintaining the "
                "SeaClear MGPS. The following conventions are used throughout this manual.",
            ),
            (
                "box",
                (
                    "WARNING",
                    "Indicates a hazard which could result in death or serious injury if the instructions are not followed.",
                ),
            ),
            (
                "box",
                (
                    "CAUTION",
                    "Indicates a hazard which could result in damage to the equipment or to the ship.",
                ),
            ),
            ("box", ("NOTE", "Gives information which is useful but not safety related.")),
            ("h2", "1.1 General Safety Precautions"),
            (
                "box",
                (
                    "WARNING",
                    "The anodes must not be energised when the sea chest is drained. Electrolysis in a "
                    "partly filled sea chest produces hydrogen gas, which may accumulate under the sea "
                    "chest cover and form an explosive mixture. Always switch the relevant channel to OFF "
                    "and isolate the panel before the sea chest is drained.",
                ),
            ),
            (
                "box",
                (
                    "WARNING",
                    "The control panel contains 230 V AC. Isolate the supply at the distribution board and "
                    "wait 5 minutes for the output capacitors to discharge before removing the front cover.",
                ),
            ),
            (
                "box",
                (
                    "CAUTION",
                    "Do not exceed the anode currents given in Table 3.3. Excessive copper current will "
                    "shorten anode life and may cause copper deposits in heat exchangers.",
                ),
            ),
            (
                "box",
                (
                    "CAUTION",
                    "Copper ions are toxic to marine life. Local regulations may restrict the use of the "
                    "MGPS in port; consult the ship's environmental plan.",
                ),
            ),
            (
                "box",
                (
                    "NOTE",
                    "Anode flange and cable gland work shall be carried out only during dry-docking or "
                    "with the sea chest isolated and drained as described in Section 5.2.",
                ),
            ),
        ]
    },
    {
        "top": [("h1", "Section 2   System Description")],
        "cols": 2,
        "left": [
            ("h2", "2.1 Principle of Operation"),
            (
                "p",
                "The SeaClear system prevents the settlement of mussels, barnacles and weed in the sea "
                "water pipework. A pair of anodes is fitted in each sea chest: a copper anode and an "
                "aluminium anode. When a DC current is passed from each anode to the sea chest, the "
                "copper anode releases copper ions in a very low concentration (approximately 2 parts "
                "per billion), which prevents larvae from settling.",
            ),
            (
                "p",
                "The aluminium anode produces aluminium hydroxide, which forms a thin film on the pipe "
                "walls. This film carries the copper ions into the system and reduces corrosion of the "
                "pipework and of the heat exchangers.",
            ),
            ("h2", "2.2 Control Panel"),
            (
                "p",
                "The control panel SC-4 CP is mounted in the engine room near the sea chests. It "
                "supplies a constant current to every anode independently of the sea water "
                "temperature or salinity. Each channel has a digital ammeter, a current adjustment "
                "potentiometer and a red fault lamp. A common fault contact is provided for the "
                "alarm system.",
            ),
        ],
        "right": [
            ("h2", "2.3 Anode Arrangement"),
            (
                "p",
                "The standard panel has four channels; each channel feeds one copper and one "
                "aluminium anode in the same sea chest.",
            ),
            (
                "table",
                {
                    "cols": ["Channel", "Sea chest", "Anodes"],
                    "rows": [
                        ["1", "SC-1", "Cu1 / Al1"],
                        ["2", "SC-2", "Cu2 / Al2"],
                        ["3", "SC-3", "Cu3 / Al3"],
                        ["4", "SC-4", "Cu4 / Al4"],
                    ],
                    "widths": [0.9, 1.0, 1.3],
                    "size": 8.4,
                },
            ),
            (
                "p",
                "Anodes are mounted on the sea chest wall through a flanged penetration with a "
                "watertight cable box. The anodes shall be positioned so that the sea water flow "
                "passes the copper anode before it enters the suction pipe.",
            ),
            (
                "box",
                (
                    "NOTE",
                    "Sea chests which are not in use for longer than 2 weeks should have their channel switched to OFF.",
                ),
            ),
        ],
    },
    {
        "blocks": [
            ("h1", "Section 3   Technical Data"),
            ("h2", "3.1 Control Panel"),
            (
                "kv",
                [
                    ("Type", "SC-4 CP, four channel"),
                    ("Supply", "230 V AC, 1-phase, 50/60 Hz, 600 VA"),
                    ("Output per channel", "0 - 3.0 A DC, constant current"),
                    ("Output voltage", "max. 24 V DC"),
                    ("Ambient temperature", "0 to 50 °C"),
                    ("Degree of protection", "IP 54"),
                    ("Fault contact", "volt-free changeover, 2 A at 30 V DC"),
                    ("Dimensions (H x W x D)", "600 x 400 x 210 mm"),
                ],
            ),
            ("h2", "3.2 Anodes"),
            (
                "table",
                {
                    "cols": [
                        "Anode type",
                        "Material",
                        "Mass (kg)",
                        "Length (mm)",
                        "Max. current (A)",
                        "Design life",
                    ],
                    "rows": [
                        ["CU-60", "Copper 99.9 %", "6.5", "300", "1.0", "3 years"],
                        ["CU-120", "Copper 99.9 %", "12.0", "450", "2.0", "3 years"],
                        ["AL-60", "Aluminium alloy", "4.0", "300", "0.6", "3 years"],
                        ["AL-120", "Aluminium alloy", "7.5", "450", "1.2", "3 years"],
                    ],
                    "widths": [1.0, 1.5, 0.9, 1.0, 1.2, 1.0],
                    "boldfirst": True,
                },
            ),
            ("caption", "Table 3.2  Anode data (caption below table)"),
            (
                "p",
                "The design life given in Table 3.2 applies when the anode is operated at the current set "
                "in Table 3.3. An anode operated at a higher current will be consumed proportionally "
                "earlier. Anode consumption should be estimated from the logged currents.",
            ),
            (
                "box",
                (
                    "NOTE",
                    "The anode must be replaced when 80 % of its mass has been consumed. The remaining "
                    "mass can be checked by weighing the anode when the sea chest is opened.",
                ),
            ),
        ]
    },
    {
        "blocks": [
            ("h2", "3.3 Anode Current Settings"),
            (
                "p",
                "The currents are calculated by Ashby & Pryce from the sea water flow through each sea "
                "chest and are set at commissioning. They must not be changed without the approval of "
                "Ashby & Pryce.",
            ),
            ("imgtable", _MGPS_CURRENTS),
            ("h1", "Section 4   Operation"),
            ("h2", "4.1 Starting the System"),
            (
                "ol",
                [
                    "Ensure that all sea chests are flooded and that the sea chest vent valves are closed.",
                    "Switch on the supply at the distribution board. The green SUPPLY lamp will illuminate.",
                    "Switch each channel selector to ON. The ammeters will show the current of the copper "
                    "and aluminium anodes after approximately 10 seconds.",
                    "Compare the displayed currents with Table 3.3. If a reading deviates by more than "
                    "10 %, adjust the channel potentiometer (see 4.2).",
                ],
            ),
            ("h2", "4.2 Adjusting Anode Currents"),
            (
                "p",
                "Remove the channel cover with the key provided. Turn the potentiometer clockwise to "
                "increase and counter-clockwise to decrease the current. Allow 1 minute for the "
                "reading to settle. Record the new value in the MGPS log.",
            ),
            (
                "box",
                (
                    "CAUTION",
                    "Do not short-circuit the output terminals to check the current. Use only the built-in ammeter.",
                ),
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "Section 5   Maintenance"),
            ("h2", "5.1 Routine Inspection"),
            (
                "ul",
                [
                    "Daily: record the current of every anode in the MGPS log.",
                    "Weekly: press the LAMP TEST button and check all lamps.",
                    "Monthly: check the cable boxes on the sea chests for water ingress and loose glands.",
                    "Every 12 months: check the insulation of the anode cables with a 500 V tester; the "
                    "value shall be not less than 2 megohm.",
                    "At each dry-docking: weigh or measure the anodes and replace as necessary.",
                ],
            ),
            ("h2", "5.2 Anode Replacement"),
            (
                "box",
                (
                    "WARNING",
                    "Before the sea chest is opened the ship must be in dry dock, or the sea chest must be "
                    "isolated by its valves and drained. Confirm that the channel is switched OFF and "
                    "the panel isolated and locked.",
                ),
            ),
            (
                "table",
                {
                    "cols": ["Step", "Action"],
                    "rows": [
                        [
                            "1",
                            "Switch the channel to OFF, isolate the panel and fit the lock-out tag.",
                        ],
                        [
                            "2",
                            "Open the cable box and disconnect the anode cable. Mark the cable Cu or Al.",
                        ],
                        [
                            "3",
                            "Remove the anode flange nuts and withdraw the anode into the sea chest.",
                        ],
                        ["4", "Clean the penetration and fit a new O-ring (one per anode)."],
                        [
                            "5",
                            "Fit the new anode with the insulating washers. Tighten the flange nuts evenly to 85 N m.",
                        ],
                        [
                            "6",
                            "Reconnect the cable; tighten the terminal screw to 6 N m and close the cable box.",
                        ],
                        [
                            "7",
                            "Flood the sea chest and check for leaks before switching the channel ON.",
                        ],
                        [
                            "8",
                            "Set the current to Table 3.3 and record the replacement in the log.",
                        ],
                    ],
                    "widths": [0.5, 5.5],
                },
            ),
            (
                "box",
                (
                    "CAUTION",
                    "The insulating washers must be renewed each time. A missing washer will short the "
                    "anode to the sea chest and the channel will show fault F04.",
                ),
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "Section 6   Fault Finding"),
            (
                "p",
                "When a fault is detected the red lamp of the channel illuminates, the fault code is shown "
                "on the channel display and the common fault contact opens.",
            ),
            (
                "table",
                {
                    "cols": ["Code", "Indication", "Probable cause", "Action"],
                    "rows": [
                        [
                            "F01",
                            "Supply failure",
                            "Supply breaker tripped; fuse FU1 blown",
                            "Check supply; replace FU1 (2 A)",
                        ],
                        [
                            "F02",
                            "Cu anode open circuit",
                            "Cable disconnected; anode consumed",
                            "Check cable box; replace anode",
                        ],
                        [
                            "F03",
                            "Al anode open circuit",
                            "Cable disconnected; anode consumed",
                            "Check cable box; replace anode",
                        ],
                        [
                            "F04",
                            "Anode short circuit",
                            "Anode touching sea chest; washer missing",
                            "Inspect at next opening of the sea chest",
                        ],
                        [
                            "F05",
                            "Current low",
                            "Output cannot reach set value; high resistance",
                            "Check for marine growth on anode; check cable",
                        ],
                        [
                            "F06",
                            "Over temperature",
                            "Panel internal temperature above 65 °C",
                            "Check ventilation; clean filter of fan",
                        ],
                        [
                            "F07",
                            "Earth fault",
                            "Anode cable insulation damaged",
                            "Megger cables (Section 5.1)",
                        ],
                        [
                            "F08",
                            "Channel switched off",
                            "Selector in OFF position longer than 24 h",
                            "Switch ON or acknowledge",
                        ],
                    ],
                    "widths": [0.6, 1.5, 2.2, 2.2],
                },
            ),
            (
                "box",
                (
                    "NOTE",
                    "Fault F05 is common after a long stay in fresh water, because the conductivity of "
                    "the water is low. The fault will clear itself when the ship returns to sea water.",
                ),
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "Section 7   Spare Parts"),
            (
                "p",
                "When ordering spares quote the panel serial number and the part numbers below.",
            ),
            (
                "table",
                {
                    "cols": ["Item", "Description", "Part No.", "Qty per ship"],
                    "rows": [
                        ["1", "Copper anode CU-120 with flange", "AP-7120-CU", "2"],
                        ["2", "Aluminium anode AL-120 with flange", "AP-7120-AL", "2"],
                        ["3", "Copper anode CU-60 with flange", "AP-7060-CU", "2"],
                        ["4", "Aluminium anode AL-60 with flange", "AP-7060-AL", "2"],
                        ["5", "O-ring for anode penetration", "AP-3105", "8"],
                        ["6", "Insulating washer set", "AP-3110", "8"],
                        ["7", "Channel control card", "AP-5204", "1"],
                        ["8", "Fuse FU1, 2 A anti-surge", "AP-9002", "5"],
                        ["9", "Cable box gasket", "AP-3120", "4"],
                        ["10", "Cooling fan with filter", "AP-5310", "1"],
                    ],
                    "widths": [0.5, 3.0, 1.3, 1.0],
                },
            ),
        ]
    },
]

MGPS = {
    "file": "ashbypryce-seaclear-mgps.pdf",
    "title": "Ashby & Pryce SeaClear Marine Growth Prevention System - Instruction Manual",
    "maker": "Ashby & Pryce Ltd",
    "hdr_left": "ASHBY & PRYCE  SeaClear MGPS",
    "hdr_right": "Instruction Manual IM-SC4 Issue B",
    "ftr_left": "Ashby & Pryce Ltd, Southampton, United Kingdom",
    "ftr_fmt": "{n}",
    "style": {"h1": 13.5, "h2": 11, "body": 9.5, "hcolor": (0.15, 0.2, 0.45), "box": "bold"},
    "pages": MGPS_PAGES,
    "cover": _cover(
        "ASHBY & PRYCE",
        ["SeaClear MGPS", "Marine Growth Prevention System", "Instruction Manual"],
        [
            "Control panel SC-4 CP (four channel)",
            "Copper and aluminium anodes CU-60 / CU-120 / AL-60 / AL-120",
            "Instruction Manual IM-SC4, Issue B",
        ],
        band=(0.15, 0.2, 0.45),
        foot="Ashby & Pryce Ltd - Southampton - United Kingdom",
    ),
}


# ================================================================ 3. Nakashima Denki nav light controller

NAV_PAGES = [
    {"cover": True},
    {
        "blocks": [
            ("h1", "CONTENTS"),
            (
                "toc",
                [
                    ("1.", "GENERAL", 3),
                    ("2.", "SPECIFICATIONS", 3),
                    ("3.", "CIRCUIT TABLE", 4),
                    ("4.", "OPERATION", 5),
                    ("5.", "ALARM CODES", 6),
                    ("6.", "MAINTENANCE", 7),
                    ("7.", "TROUBLESHOOTING", 8),
                    ("8.", "PARTS LIST", 9),
                ],
            ),
            ("space", 8),
            (
                "pi",
                "Service bulletin format. Abbrev.: Chk = check, Adj = adjust, Repl = replace, ckt = circuit, "
                "emerg = emergency, SW = switch.",
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "1. GENERAL"),
            (
                "ul",
                [
                    "NLC-20 = nav light controller, 20 output ckts, for LED lanterns.",
                    "Dual supply: main AC + emerg DC. Auto changeover on main fail.",
                    "Lamp fail detect per ckt by current sensing. Visual + audible alarm.",
                    "Applies to NLC-20 from serial no. 2104-001. Older units: see SB-NLC-07.",
                    "Isolate BOTH supplies before opening panel. DC side stays live on main fail.",
                ],
            ),
            ("h1", "2. SPECIFICATIONS"),
            (
                "table",
                {
                    "cols": ["Item", "Spec", "Remark"],
                    "rows": [
                        ["Main supply", "AC 220 V, 60 Hz, 1-ph", "from MSB"],
                        ["Emerg supply", "DC 24 V (18 - 32 V)", "from ESB / battery"],
                        ["Changeover time", "< 0.5 s", "main -> emerg, auto"],
                        ["Output per ckt", "max 2 A (AC) / 3 A (DC)", ""],
                        ["No. of ckts", "20", "15 used, std config"],
                        ["Lamp fail threshold", "20 - 80 % of nominal", "adj per ckt, VR1-VR20"],
                        ["Alarm contact", "dry contact, 30 V DC 1 A", "to AMS"],
                        ["Buzzer", "75 dB at 1 m", ""],
                        ["Dimmer (panel)", "5 steps", "panel illumination only"],
                        ["Ambient temp", "-15 to +55 °C", ""],
                        ["Dimensions", "480 W x 600 H x 180 D mm", "wall mount"],
                        ["Mass", "approx. 28 kg", ""],
                        ["Comms", "RS-485, IEC 61162-1", "to VDR / AMS"],
                    ],
                    "widths": [1.4, 2.0, 1.8],
                    "ruled": False,
                    "underline": False,
                    "boldfirst": True,
                },
            ),
            ("pi", "Spec subject to change w/o notice."),
        ]
    },
    {
        "landscape": True,
        "blocks": [
            ("h1", "3. CIRCUIT TABLE (std config, ship no. NK-2217)"),
            (
                "table",
                {
                    "cols": [
                        "Ckt",
                        "Lantern",
                        "Sector / colour",
                        "Supply",
                        "LED load (W)",
                        "Nominal current (mA)",
                        "Fail alarm at (mA)",
                        "Fuse",
                        "Terminal",
                        "Lantern P/N",
                    ],
                    "rows": [
                        [
                            "1",
                            "Masthead fwd (1st)",
                            "225° white",
                            "AC/DC",
                            "14",
                            "70",
                            "35",
                            "F1 2 A",
                            "TB1-1/2",
                            "NL-M225-W14",
                        ],
                        [
                            "2",
                            "Masthead fwd (2nd)",
                            "225° white",
                            "AC/DC",
                            "14",
                            "70",
                            "35",
                            "F2 2 A",
                            "TB1-3/4",
                            "NL-M225-W14",
                        ],
                        [
                            "3",
                            "Masthead aft",
                            "225° white",
                            "AC/DC",
                            "14",
                            "70",
                            "35",
                            "F3 2 A",
                            "TB1-5/6",
                            "NL-M225-W14",
                        ],
                        [
                            "4",
                            "Side light port",
                            "112.5° red",
                            "AC/DC",
                            "10",
                            "52",
                            "26",
                            "F4 2 A",
                            "TB1-7/8",
                            "NL-S112-R10",
                        ],
                        [
                            "5",
                            "Side light stbd",
                            "112.5° green",
                            "AC/DC",
                            "10",
                            "52",
                            "26",
                            "F5 2 A",
                            "TB1-9/10",
                            "NL-S112-G10",
                        ],
                        [
                            "6",
                            "Stern light",
                            "135° white",
                            "AC/DC",
                            "9",
                            "46",
                            "23",
                            "F6 2 A",
                            "TB1-11/12",
                            "NL-T135-W09",
                        ],
                        [
                            "7",
                            "Anchor light fwd",
                            "360° white",
                            "AC/DC",
                            "12",
                            "60",
                            "30",
                            "F7 2 A",
                            "TB2-1/2",
                            "NL-A360-W12",
                        ],
                        [
                            "8",
                            "Anchor light aft",
                            "360° white",
                            "AC/DC",
                            "12",
                            "60",
                            "30",
                            "F8 2 A",
                            "TB2-3/4",
                            "NL-A360-W12",
                        ],
                        [
                            "9",
                            "NUC upper",
                            "360° red",
                            "AC/DC",
                            "8",
                            "42",
                            "21",
                            "F9 2 A",
                            "TB2-5/6",
                            "NL-A360-R08",
                        ],
                        [
                            "10",
                            "NUC lower",
                            "360° red",
                            "AC/DC",
                            "8",
                            "42",
                            "21",
                            "F10 2 A",
                            "TB2-7/8",
                            "NL-A360-R08",
                        ],
                        [
                            "11",
                            "Towing light",
                            "135° yellow",
                            "AC",
                            "9",
                            "48",
                            "24",
                            "F11 2 A",
                            "TB2-9/10",
                            "NL-T135-Y09",
                        ],
                        [
                            "12",
                            "RAM upper",
                            "360° red",
                            "AC",
                            "8",
                            "42",
                            "21",
                            "F12 2 A",
                            "TB3-1/2",
                            "NL-A360-R08",
                        ],
                        [
                            "13",
                            "RAM middle",
                            "360° white",
                            "AC",
                            "8",
                            "44",
                            "22",
                            "F13 2 A",
                            "TB3-3/4",
                            "NL-A360-W08",
                        ],
                        [
                            "14",
                            "RAM lower",
                            "360° red",
                            "AC",
                            "8",
                            "42",
                            "21",
                            "F14 2 A",
                            "TB3-5/6",
                            "NL-A360-R08",
                        ],
                        [
                            "15",
                            "Suez signal (not fitted)",
                            "360° white",
                            "AC",
                            "-",
                            "-",
                            "-",
                            "F15 2 A",
                            "TB3-7/8",
                            "-",
                        ],
                    ],
                    "widths": [0.4, 1.7, 1.1, 0.7, 0.8, 1.0, 0.9, 0.8, 0.9, 1.3],
                    "size": 8.4,
                },
            ),
            (
                "pi",
                "Nominal current at AC 220 V. At DC 24 V nominal current approx. 9 x AC value; fail "
                "threshold is set separately for DC (menu 3-2). Ckt 16-20 spare.",
            ),
        ],
    },
    {
        "blocks": [
            ("h1", "4. OPERATION"),
            ("h2", "4.1 Power on"),
            (
                "ol",
                [
                    "Main SW S1 -> ON. Chk PWR MAIN lamp (green) ON.",
                    "Emerg SW S2 -> ON. Chk PWR EMERG lamp (amber) ON.",
                    "Self test runs approx. 5 s. All ckt LEDs flash once.",
                    "Select lanterns with ckt SW 1-20. Ckt LED green = lantern ON and current OK.",
                ],
            ),
            ("h2", "4.2 Lamp test"),
            (
                "ul",
                [
                    "Press LAMP TEST > 3 s. All panel LEDs + buzzer ON.",
                    "Lanterns NOT switched by lamp test.",
                ],
            ),
            ("h2", "4.3 Supply changeover"),
            (
                "ul",
                [
                    "Main fail -> auto to emerg DC within 0.5 s. Alarm E02.",
                    "Main restored -> back to main after 10 s delay (fixed).",
                    "Manual test: S1 OFF for min. 30 s, chk all selected lanterns stay ON, S1 ON.",
                    "Do NOT switch S1 + S2 OFF at sea. All nav lights OFF.",
                ],
            ),
            ("h2", "4.4 Alarm ack"),
            (
                "ul",
                [
                    "BUZZER STOP: silences buzzer. Ckt LED keeps flashing red.",
                    "ACK: flashing -> steady red. Clears when fault gone.",
                    "Unack'd alarm repeats buzzer after 3 min.",
                ],
            ),
            ("h2", "4.5 Threshold adj"),
            (
                "p",
                "Lantern ON, stable 2 min. Turn VRn CCW fully, then CW slowly until ckt LED red, back 1/4 turn. "
                "Chk: remove lantern fuse, alarm within 5 s. Default threshold 50 % of nominal.",
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "5. ALARM CODES"),
            (
                "p",
                "Code shown on 2-digit display, ckt no. alternating with code. Common alarm contact opens on any code.",
            ),
            (
                "table",
                {
                    "cols": ["Code", "Alarm", "Condition", "Reset"],
                    "rows": [
                        ["E01", "Lamp fail", "Ckt current < threshold for 3 s", "auto"],
                        ["E02", "Main supply fail", "AC < 170 V or lost", "auto"],
                        ["E03", "Emerg supply fail", "DC < 18 V or lost", "auto"],
                        [
                            "E04",
                            "Both supplies fail",
                            "Internal backup cap., 60 s buzzer",
                            "manual",
                        ],
                        ["E05", "CPU watchdog", "Main board reset", "manual"],
                        ["E06", "Fuse blown", "Ckt fuse open, voltage on line side only", "auto"],
                        ["E07", "Earth fault", "Insulation < 1 MOhm (AC side)", "auto"],
                        ["E08", "Comms error", "No RS-485 data > 10 s", "auto"],
                        ["E09", "Overcurrent", "Ckt current > 150 % of nominal", "manual"],
                        ["E10", "Lamp fail, 2nd masthead", "Ckt 1 + 2 both fail", "auto"],
                    ],
                    "widths": [0.6, 1.6, 2.8, 0.8],
                    "boldfirst": True,
                },
            ),
            ("h2", "5.1 Notes"),
            (
                "ul",
                [
                    "E01 on ckt 1: auto transfer to ckt 2 (2nd masthead) if ckt 2 selected.",
                    "E04: panel stays dark after 60 s. Restore supply before manual reset.",
                    "E09: ckt output latched OFF. Chk lantern wiring, then reset with ACK > 5 s.",
                ],
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "6. MAINTENANCE"),
            (
                "table",
                {
                    "cols": ["Item", "Interval", "Action"],
                    "rows": [
                        ["Lamp test", "daily, before dark", "Chk all LEDs + buzzer"],
                        ["Lanterns", "weekly", "Chk lens clean, no water inside"],
                        ["Changeover test", "monthly", "Chk auto to emerg, see 4.3"],
                        ["Terminals TB1-TB3", "6 months", "Chk tight, M4 screws 1.2 N·m"],
                        ["Insulation", "6 months", "Chk > 1 MOhm, 500 V megger, lantern side only"],
                        ["Threshold VR1-VR20", "yearly", "Adj, see 4.5"],
                        ["Backup capacitor C12", "5 years", "Repl"],
                        ["Cooling fan", "3 years", "Repl"],
                    ],
                    "widths": [1.6, 1.3, 3.2],
                },
            ),
            ("h2", "6.1 Megger test"),
            (
                "ol",
                [
                    "Both supplies OFF. Wait 1 min.",
                    "Disconnect ckt outputs at TB1-TB3 (lantern side).",
                    "Megger each lantern cable 500 V DC, core-earth. Min 1 MOhm.",
                    "Never megger the NLC-20 board. Electronics damaged.",
                    "Reconnect, torque 1.2 N·m. Power on, lamp test.",
                ],
            ),
            ("h2", "6.2 Fuse repl"),
            (
                "p",
                "Ckt fuses F1-F20: 5 x 20 mm, 2 A slow-blow (T2A). Supply fuses: main FM 6.3 A, emerg FE 10 A. "
                "Repl only same rating. Spare fuses in holder inside door.",
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "7. TROUBLESHOOTING"),
            (
                "table",
                {
                    "cols": ["Symptom", "Cause", "Remedy"],
                    "rows": [
                        [
                            "E01 but lantern ON",
                            "Threshold too high; LED lantern aged",
                            "Adj VRn (4.5)",
                        ],
                        [
                            "No E01 with lantern OFF",
                            "Threshold too low; leakage current",
                            "Adj VRn; chk insulation",
                        ],
                        [
                            "E01 only on DC supply",
                            "DC threshold not set (menu 3-2)",
                            "Set DC threshold",
                        ],
                        [
                            "All ckt LEDs dark",
                            "Panel dimmer at step 0; PWR fuse",
                            "Chk dimmer; chk FM / FE",
                        ],
                        [
                            "E07 in rain",
                            "Water in lantern / junction box",
                            "Dry + reseal gland, megger",
                        ],
                        [
                            "E08 persistent",
                            "RS-485 A/B swapped, no termination",
                            "Chk TB5 wiring, 120 Ohm term ON",
                        ],
                        [
                            "Lantern flickers",
                            "Loose terminal; DC ripple",
                            "Chk torque 1.2 N·m; chk supply",
                        ],
                        [
                            "No changeover to emerg",
                            "S2 OFF; FE blown; relay K1 faulty",
                            "Chk S2, FE; repl K1",
                        ],
                    ],
                    "widths": [1.6, 2.2, 2.0],
                    "ruled": True,
                },
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "8. PARTS LIST"),
            (
                "table",
                {
                    "cols": ["No.", "Part", "Code", "Q'ty"],
                    "rows": [
                        ["1", "Main board NLC-20", "ND-PCB-2001", "1"],
                        ["2", "Sensing board (10 ckt)", "ND-PCB-2010", "2"],
                        ["3", "Changeover relay K1", "ND-RLY-0241", "1"],
                        ["4", "Fuse T2A 5x20 (ckt)", "ND-FUS-0020", "20"],
                        ["5", "Fuse 6.3 A (FM)", "ND-FUS-0063", "2"],
                        ["6", "Fuse 10 A (FE)", "ND-FUS-0100", "2"],
                        ["7", "Buzzer 24 V DC", "ND-BZR-0075", "1"],
                        ["8", "Backup capacitor C12", "ND-CAP-0012", "1"],
                        ["9", "Cooling fan 80 mm", "ND-FAN-0080", "1"],
                        ["10", "Ckt switch w/ LED", "ND-SW-0120", "2"],
                    ],
                    "widths": [0.5, 2.6, 1.6, 0.6],
                    "ruled": False,
                },
            ),
            ("pi", "Lanterns: order by Lantern P/N, see 3. Circuit table."),
        ]
    },
]

NAV = {
    "file": "nakashima-nlc20-navlight-controller.pdf",
    "title": "Nakashima Denki NLC-20 Navigation Light Controller - Service Manual",
    "maker": "Nakashima Denki Co., Ltd.",
    "hdr_left": "NAKASHIMA DENKI  NLC-20",
    "hdr_right": "SM-NLC20-E  Ver.2.1",
    "ftr_left": "Nakashima Denki Co., Ltd. Kobe",
    "ftr_fmt": "- {n} -",
    "style": {"h1": 12.5, "h2": 10.2, "body": 9.2, "hcolor": (0.55, 0.1, 0.1), "olfmt": "({})"},
    "pages": NAV_PAGES,
    "cover": _cover(
        "NAKASHIMA DENKI",
        ["NLC-20", "Navigation Light Controller", "Service Manual"],
        ["LED lantern type, dual supply AC 220 V / DC 24 V", "SM-NLC20-E  Ver.2.1"],
        band=(0.55, 0.1, 0.1),
        foot="Nakashima Denki Co., Ltd. - Kobe - Japan",
    ),
}


# ================================================================ 4. Pacific Sentinel CEMS

CEMS_PAGES = [
    {"cover": True},
    {
        "blocks": [
            ("h1", "Table of Contents"),
            (
                "toc",
                [
                    ("1", "Safety", 3),
                    ("2", "System Description", 4),
                    ("3", "Specifications", 5),
                    ("4", "Operation", 6),
                    ("4.1", "Startup", 6),
                    ("4.2", "Calibration", 6),
                    ("5", "Maintenance", 7),
                    ("6", "Troubleshooting", 8),
                    ("7", "Replacement Parts", 9),
                ],
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "Section 1 - Safety"),
            (
                "p",
                "Read this section before installing, operating, or servicing the SentinelStack SX-200. "
                "Failure to follow these instructions can result in serious injury or equipment damage.",
            ),
            (
                "box",
                (
                    "DANGER",
                    "Exhaust gas contains SO2 and CO. Never open the probe flange or sample line while the "
                    "engine or boiler is running. Lethal gas concentrations may be present in the stack.",
                ),
            ),
            (
                "box",
                (
                    "WARNING",
                    "The heated sample line operates at 356 °F (180 °C) and the probe body can exceed 650 °F "
                    "(343 °C). Allow at least 2 hours cool-down and wear heat-resistant gloves before handling.",
                ),
            ),
            (
                "box",
                (
                    "WARNING",
                    "Calibration gas cylinders are filled to 2000 psi (138 bar). Secure cylinders upright with "
                    "the chain provided. Never use a regulator that is not rated for the cylinder pressure.",
                ),
            ),
            (
                "box",
                (
                    "CAUTION",
                    "The analyzer cabinet must be purged with instrument air before power is applied in a "
                    "space where gas may be present. Do not defeat the purge pressure switch PS-1.",
                ),
            ),
            ("h2", "1.1 Personal Protective Equipment"),
            (
                "ul",
                [
                    "Portable SO2 / CO gas detector when working at the probe or sample line",
                    "Heat-resistant gloves rated to 500 °F (260 °C)",
                    "Safety glasses when handling the permeation dryer (contains pressurized air)",
                    "Fall protection when working at the stack platform",
                ],
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "Section 2 - System Description"),
            (
                "p",
                "The SentinelStack SX-200 is a continuous emission monitoring system (CEMS) for exhaust gas "
                "cleaning systems (scrubbers). It measures SO2 and CO2 downstream of the scrubber and "
                "calculates the SO2(ppm)/CO2(%v) ratio used to show compliance with the fuel sulfur limits "
                "of MARPOL Annex VI. One analyzer can serve up to three stacks through the stream switching "
                "valve SSV-1.",
            ),
            ("h2", "2.1 Main Components"),
            (
                "ul",
                [
                    "Sample probe SP-4 with ceramic filter element, heated to 356 °F (180 °C)",
                    "Heated sample line, self-regulating, standard length 65 ft (20 m)",
                    "Sample conditioning unit with permeation dryer and sample pump",
                    "NDIR analyzer SX-A2 for SO2 and CO2",
                    "Calibration gas panel with solenoid valves CV-1 to CV-3",
                    "Operator panel with 7 in. touch screen and data logger (18 months storage)",
                ],
            ),
            ("h2", "2.2 Probe and Sample Line Data"),
            (
                "kv",
                [
                    ("Probe insertion length", "24 in. (610 mm)"),
                    ("Probe flange", "ANSI 3 in. 150 lb"),
                    ("Probe filter", "ceramic, 2 micron"),
                    ("Sample line temperature", "356 °F (180 °C) nominal"),
                    ("Sample line max. length", "200 ft (61 m)"),
                    ("Sample flow", "2.1 SCFH (1.0 L/min)"),
                    ("Blowback air", "85 psi (5.9 bar), every 4 h, 10 s"),
                ],
            ),
            (
                "p",
                "The probe filter is cleaned by an automatic blowback with instrument air. Blowback interval "
                "and duration can be changed in the menu SERVICE > BLOWBACK.",
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "Section 3 - Specifications"),
            ("h2", "3.1 Analyzer SX-A2"),
            (
                "table",
                {
                    "cols": ["Parameter", "Value", "Unit"],
                    "rows": [
                        ["Measuring principle", "NDIR, dual beam", "-"],
                        ["Warm-up time", "60", "min"],
                        ["Response time T90", "< 90", "s"],
                        ["Zero drift", "< 2 % of span", "per week"],
                        ["Span drift", "< 2 % of span", "per week"],
                        ["Ambient temperature", "41 - 122 (5 - 50)", "°F (°C)"],
                        ["Instrument air supply", "87 - 116 (6.0 - 8.0)", "psi (bar)"],
                        ["Instrument air consumption", "3.5 (100)", "cfm (L/min) during blowback"],
                        ["Power supply", "440 / 230", "V AC, 60 Hz"],
                        ["Power consumption incl. 65 ft line", "2.4", "kVA"],
                        ["Analog outputs", "4 - 20", "mA, 4 channels"],
                    ],
                    "widths": [2.4, 1.8, 1.8],
                },
            ),
            ("h2", "3.2 Measuring Ranges"),
            (
                "table",
                {
                    "groups": [("", 1), ("Range 1", 2), ("Range 2", 2), ("", 1)],
                    "cols": ["Component", "Low", "High", "Low", "High", "Accuracy"],
                    "rows": [
                        ["SO2", "0 ppm", "100 ppm", "0 ppm", "1000 ppm", "± 2 % of range"],
                        ["CO2", "0 %vol", "10 %vol", "0 %vol", "20 %vol", "± 1 % of range"],
                        ["O2 (option)", "0 %vol", "25 %vol", "-", "-", "± 0.5 %vol"],
                    ],
                    "widths": [1.3, 1.0, 1.0, 1.0, 1.0, 1.5],
                },
            ),
            ("h2", "3.3 Ratio Limits"),
            (
                "p",
                "The operator panel compares the measured SO2/CO2 ratio with the limit for the selected "
                "fuel sulfur equivalent: ratio 4.3 for 0.10 % S (ECA) and ratio 21.7 for 0.50 % S (global). "
                "A ratio alarm is given when the 1-minute average exceeds the selected limit.",
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "Section 4 - Operation"),
            ("h2", "4.1 Startup"),
            (
                "ol",
                [
                    "Open the instrument air valve; verify 87 - 116 psi (6.0 - 8.0 bar) on gauge PI-2.",
                    "Switch on main power. The sample line and probe start heating.",
                    "Allow 90 minutes for the sample line to reach 356 °F (180 °C). The sample pump will not start "
                    "before the line temperature is reached (interlock).",
                    "After warm-up, verify sample flow 2.1 SCFH (1.0 L/min) on flowmeter FI-1.",
                ],
            ),
            ("h2", "4.2 Calibration"),
            (
                "p",
                "Automatic zero/span calibration runs every 24 hours. Manual calibration is required after "
                "replacement of the analyzer, the probe filter or a calibration gas cylinder.",
            ),
            (
                "ol",
                [
                    "Select MENU > CALIBRATION > MANUAL. The stack reading is frozen.",
                    "Set the cylinder regulator outlet to 15 psi (1.0 bar).",
                    "Zero: nitrogen is fed through CV-1. Wait until the reading is stable (approx. 3 min), press ZERO.",
                    "Span SO2: span gas through CV-2. Press SPAN SO2 when stable.",
                    "Span CO2: span gas through CV-3. Press SPAN CO2 when stable.",
                    "Press END. The system returns to measuring after a 2 minute purge.",
                ],
            ),
            (
                "box",
                (
                    "WARNING",
                    "Vent the calibration gas exhaust outside the analyzer room. SO2 span gas is toxic.",
                ),
            ),
            (
                "table",
                {
                    "cols": ["Gas", "Concentration", "Cylinder", "Valve"],
                    "rows": [
                        ["Zero gas", "Nitrogen 99.999 %", "40 L (1.4 cu ft water cap.)", "CV-1"],
                        ["SO2 span", "450 ppm SO2 in N2", "10 L aluminum", "CV-2"],
                        ["CO2 span", "8.0 %vol CO2 in N2", "10 L aluminum", "CV-3"],
                    ],
                    "widths": [1.0, 1.6, 2.0, 0.7],
                },
            ),
            ("caption", "Table 4-1 Calibration gases (certified +/- 2 %)"),
            (
                "p",
                "Replace a calibration cylinder when its pressure falls below 200 psi (14 bar).",
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "Section 5 - Maintenance"),
            (
                "p",
                "Perform the maintenance tasks below at the intervals shown. Record all work in the "
                "EGCS Record Book.",
            ),
            (
                "table",
                {
                    "cols": ["Task", "Daily", "Weekly", "Monthly", "3 Months", "Yearly"],
                    "rows": [
                        ["Check readings and alarm log", "X", "", "", "", ""],
                        ["Check calibration gas pressures", "", "X", "", "", ""],
                        ["Check sample flow on FI-1", "", "X", "", "", ""],
                        ["Drain condensate trap", "", "X", "", "", ""],
                        ["Replace inline particulate filter FL-2", "", "", "X", "", ""],
                        ["Replace probe filter element", "", "", "", "X", ""],
                        ["Check blowback function", "", "", "", "X", ""],
                        ["Replace sample pump diaphragm", "", "", "", "", "X"],
                        ["Linearity check with 3 gases (service engineer)", "", "", "", "", "X"],
                    ],
                    "widths": [3.4, 0.7, 0.7, 0.8, 0.8, 0.7],
                },
            ),
            ("h2", "5.1 Probe Filter Replacement"),
            (
                "p",
                "Shut off the sample pump and blowback air and allow the probe to cool. Remove the probe "
                "head cover and unscrew the filter holder. Install the new ceramic filter with a new graphite "
                "gasket. Torque the filter holder to 18 ft-lb (24 N·m) and the probe flange bolts to 35 ft-lb "
                "(47 N·m) in a cross pattern. Perform a leak check and a manual calibration afterwards.",
            ),
            ("h2", "5.2 Leak Check"),
            (
                "p",
                "Close the probe isolation valve and run the sample pump. The vacuum on gauge PI-1 must rise "
                "to at least 20 in. Hg (68 kPa) and the sample flow must drop to zero. If flow remains, check "
                "all fittings from the probe to the analyzer.",
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "Section 6 - Troubleshooting"),
            (
                "table",
                {
                    "cols": ["Code", "Message", "Possible cause", "Corrective action"],
                    "rows": [
                        [
                            "F-1",
                            "LINE TEMP LOW",
                            "Line below 320 °F (160 °C); heater fuse F4",
                            "Check F4, line connection",
                        ],
                        ["F-2", "PROBE TEMP LOW", "Probe heater failed", "Check heater resistance"],
                        [
                            "F-3",
                            "SAMPLE FLOW LOW",
                            "Flow below 1.0 SCFH (0.5 L/min)",
                            "Replace FL-2; check probe filter",
                        ],
                        [
                            "F-4",
                            "CONDENSATE ALARM",
                            "Liquid in sample cooler trap",
                            "Drain trap; check dryer",
                        ],
                        [
                            "F-5",
                            "CAL FAILED",
                            "Cylinder empty or span out of limit",
                            "Check cylinder pressure",
                        ],
                        [
                            "F-6",
                            "ZERO DRIFT",
                            "Zero drift above 5 % of span",
                            "Run manual calibration",
                        ],
                        [
                            "F-7",
                            "PURGE LOSS",
                            "Cabinet purge pressure low, PS-1",
                            "Check instrument air",
                        ],
                        [
                            "F-8",
                            "RATIO HIGH",
                            "SO2/CO2 ratio above limit",
                            "Check scrubber water flow",
                        ],
                        [
                            "F-9",
                            "ANALYZER FAULT",
                            "Source or detector failure",
                            "Call Pacific Sentinel service",
                        ],
                        ["F-10", "LOGGER FULL", "Data storage above 95 %", "Export data to USB"],
                    ],
                    "widths": [0.5, 1.5, 2.2, 2.0],
                    "boldfirst": True,
                },
            ),
            (
                "p",
                "Code F-8 is an emission alarm, not an equipment fault. Notify the Chief Engineer and the "
                "bridge; follow the ship's EGCS failure procedure.",
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "Section 7 - Replacement Parts"),
            (
                "table",
                {
                    "cols": ["Ref.", "Description", "Part Number", "Qty"],
                    "rows": [
                        ["1", "Ceramic probe filter element, 2 micron", "PS-1120-02", "4"],
                        ["2", "Graphite gasket, probe filter", "PS-1125", "4"],
                        ["3", "Inline particulate filter FL-2", "PS-2210", "12"],
                        ["4", "Sample pump diaphragm kit", "PS-3305-K", "2"],
                        ["5", "Heater fuse F4, 10 A", "PS-9010", "5"],
                        ["6", "Permeation dryer cartridge", "PS-2450", "1"],
                        ["7", "Solenoid valve, cal gas (CV-1 to CV-3)", "PS-4102", "1"],
                        ["8", "Two-stage regulator, stainless", "PS-4200", "1"],
                        ["9", "IR source module", "PS-5011", "1"],
                        ["10", "Probe heater cartridge, 500 W", "PS-1140", "1"],
                    ],
                    "widths": [0.5, 3.2, 1.3, 0.6],
                },
            ),
        ]
    },
]

CEMS = {
    "file": "pacificsentinel-sx200-cems.pdf",
    "title": "Pacific Sentinel SentinelStack SX-200 Scrubber CEMS - Operation and Maintenance Manual",
    "maker": "Pacific Sentinel Instruments Inc.",
    "hdr_left": "PACIFIC SENTINEL  SentinelStack SX-200",
    "hdr_right": "O&M Manual PSI-200-OM Rev. D",
    "ftr_left": "Pacific Sentinel Instruments Inc., Seattle, WA, USA",
    "ftr_fmt": "{n}",
    "style": {"h1": 14, "h2": 11, "body": 9.6, "hcolor": (0.05, 0.3, 0.2)},
    "pages": CEMS_PAGES,
    "cover": _cover(
        "PACIFIC SENTINEL",
        [
            "SentinelStack SX-200",
            "Scrubber Emission Monitoring System",
            "Operation & Maintenance Manual",
        ],
        ["SO2 / CO2 NDIR analyzer SX-A2, heated probe SP-4", "Document PSI-200-OM, Revision D"],
        band=(0.05, 0.3, 0.2),
        foot="Pacific Sentinel Instruments Inc. - Seattle, WA - USA",
    ),
}
