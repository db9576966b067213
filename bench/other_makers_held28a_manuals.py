"""Four made-up manuals of other equipment by other makers, held-out set 28a (written blind).

Brennvik (stern tube aft seal and lubricating oil system with header tanks) writes translated
European English with decimal commas and "~" ranges and carries the system drawing and a table
printed as a picture; Castlegate Marine (electro-hydraulic provision crane) writes formal UK style
with WARNING/CAUTION/NOTE boxes and a two-column page; Sanwa Thermal (main engine jacket cooling
water preheater unit) writes terse service-bulletin fragments and carries a landscape page and a
parameter table that runs over a page break; Liberty Davit Co. (lifeboat davit winch) writes US
style with psi / deg F / lb / ft-lb first and metric in brackets.  Every page is an explicit list
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
    for spec in (STERN, CRANE, PREHEAT, DAVIT):
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


def _write(path: Path, spec) -> Path:
    doc = fitz.open()
    pages = spec["pages"]
    n = len(pages)
    st = spec["style"]
    for i, pdef in enumerate(pages, start=1):
        land = bool(pdef.get("landscape"))
        pw, ph = (H, W) if land else (W, H)
        page = doc.new_page(width=pw, height=ph)
        pg = _Pg(page, spec)
        if pdef.get("cover"):
            spec["cover"](pg)
            pg.flush()
            continue
        right = pw - LEFT
        # running header / footer
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


# ================================================================ 1. Brennvik stern tube seal system


def _st_schematic(pg, x0, y0, w, h):
    s = pg.page.new_shape()

    def X(x):
        return x0 + x

    def Y(y):
        return y0 + y

    # header tanks
    s.draw_rect(fitz.Rect(X(20), Y(40), X(130), Y(95)))
    s.draw_rect(fitz.Rect(X(190), Y(40), X(320), Y(95)))
    # level switches
    s.draw_line((X(100), Y(95)), (X(100), Y(106)))
    _instr(s, X(100), Y(115))
    s.draw_line((X(210), Y(95)), (X(210), Y(106)))
    _instr(s, X(210), Y(115))
    # HT-1 -> aft seal supply with V-101 and PT-31
    s.draw_line((X(55), Y(95)), (X(55), Y(283)))
    _valve(s, X(55), Y(180), vertical=True)
    s.draw_line((X(55), Y(240)), (X(34), Y(240)))
    _instr(s, X(25), Y(240))
    # HT-2 -> stern tube with V-102
    s.draw_line((X(250), Y(95)), (X(250), Y(290)))
    _valve(s, X(250), Y(200), vertical=True)
    # filling line to HT-2 with V-108
    s.draw_line((X(290), Y(40)), (X(290), Y(20)))
    s.draw_line((X(290), Y(20)), (X(330), Y(20)))
    _valve(s, X(308), Y(20))
    # stern tube, seals, shaft
    s.draw_rect(fitz.Rect(X(70), Y(290), X(330), Y(325)))
    s.draw_rect(fitz.Rect(X(40), Y(283), X(70), Y(332)))
    s.draw_rect(fitz.Rect(X(330), Y(283), X(360), Y(332)))
    s.finish(color=(0, 0, 0), width=1.0)
    s.draw_line((X(8), Y(307)), (X(375), Y(307)))
    s.finish(color=(0.3, 0.3, 0.3), width=0.6, dashes="[6 3] 0")
    # bearing temperature sensors
    s.draw_line((X(120), Y(277)), (X(120), Y(290)))
    _instr(s, X(120), Y(268))
    s.draw_line((X(290), Y(277)), (X(290), Y(290)))
    _instr(s, X(290), Y(268))
    # return line -> V-103 -> pump suction header
    s.draw_line((X(310), Y(325)), (X(310), Y(360)))
    _valve(s, X(310), Y(342), vertical=True)
    s.draw_line((X(310), Y(360)), (X(455), Y(360)))
    s.draw_line((X(360), Y(360)), (X(360), Y(388)))
    _valve(s, X(360), Y(376), vertical=True)
    for px in (405, 455):
        s.draw_line((X(px), Y(360)), (X(px), Y(284)))
        _valve(s, X(px), Y(322), vertical=True)
        _pump(s, X(px), Y(270))
        s.draw_line((X(px), Y(256)), (X(px), Y(225)))
    s.draw_line((X(405), Y(225)), (X(455), Y(225)))
    # discharge: cooler C-1 with bypass V-106, filter F-1, flow switch FS-51, back to HT-2
    s.draw_line((X(430), Y(225)), (X(430), Y(205)))
    s.draw_rect(fitz.Rect(X(415), Y(175), X(445), Y(205)))
    s.draw_line((X(415), Y(183)), (X(445), Y(197)))
    s.draw_line((X(430), Y(215)), (X(385), Y(215)))
    s.draw_line((X(385), Y(215)), (X(385), Y(168)))
    s.draw_line((X(385), Y(168)), (X(430), Y(168)))
    _valve(s, X(385), Y(192), vertical=True)
    s.draw_line((X(430), Y(175)), (X(430), Y(162)))
    s.draw_rect(fitz.Rect(X(418), Y(138), X(442), Y(162)))
    s.draw_line((X(418), Y(162)), (X(442), Y(138)))
    s.draw_line((X(430), Y(138)), (X(430), Y(65)))
    s.draw_line((X(430), Y(105)), (X(445), Y(105)))
    _instr(s, X(454), Y(105))
    s.draw_line((X(430), Y(65)), (X(320), Y(65)))
    # drains to DT-1
    s.draw_rect(fitz.Rect(X(150), Y(355), X(250), Y(392)))
    s.draw_line((X(200), Y(325)), (X(200), Y(355)))
    _valve(s, X(200), Y(340), vertical=True)
    s.draw_line((X(55), Y(332)), (X(55), Y(380)))
    s.draw_line((X(55), Y(380)), (X(150), Y(380)))
    _valve(s, X(100), Y(380))
    # legend symbols
    ly = Y(418)
    s.draw_rect(fitz.Rect(X(0), ly - 7, X(14), ly + 3))
    _pump(s, X(76), ly - 2, 6)
    _valve(s, X(134), ly - 2)
    _instr(s, X(190), ly - 2, 6)
    s.draw_rect(fitz.Rect(X(262), ly - 8, X(274), ly + 4))
    s.draw_line((X(262), ly + 4), (X(274), ly - 8))
    s.draw_rect(fitz.Rect(X(334), ly - 8, X(348), ly + 4))
    s.draw_line((X(334), ly - 5), (X(348), ly + 1))
    s.finish(color=(0, 0, 0), width=0.9)
    s.commit()

    def L(x, y, t, size=7.0, bold=False):
        _lbl(pg, X(x), Y(y), t, size, bold)

    L(26, 56, "HT-1", 8, True)
    L(26, 67, "AFT SEAL HEADER TANK", 5.8)
    L(26, 77, "60 l, filled by hand", 5.8)
    L(196, 56, "HT-2", 8, True)
    L(196, 67, "STERN TUBE HEADER TANK", 5.8)
    L(196, 77, "200 l", 5.8)
    L(112, 118, "LS-11")
    L(222, 118, "LS-12")
    L(63, 183, "V-101")
    L(0, 262, "PT-31")
    L(258, 203, "V-102")
    L(300, 11, "V-108")
    L(334, 23, "FROM LO STORAGE TANK", 6.2)
    L(44, 300, "S-1", 7.5, True)
    L(0, 322, "AFT SEAL", 6.2)
    L(334, 300, "S-2", 7.5, True)
    L(328, 279, "FWD SEAL", 6.2)
    L(140, 321, "STERN TUBE (white metal bearings)", 6.2)
    L(130, 271, "TS-21")
    L(300, 271, "TS-22")
    L(318, 345, "V-103")
    L(368, 383, "V-109")
    L(413, 337, "V-104")
    L(463, 337, "V-105")
    L(398, 298, "P-1", 7.5, True)
    L(448, 298, "P-2", 7.5, True)
    L(449, 193, "C-1", 7.5, True)
    L(355, 195, "V-106")
    L(446, 153, "F-1", 7.5, True)
    L(443, 124, "FS-51")
    L(156, 372, "DT-1", 7.5, True)
    L(156, 384, "DRAIN TANK", 6.2)
    L(208, 343, "V-107")
    L(92, 372, "V-110")
    L(0, 402, "LEGEND", 7.5, True)
    L(18, 419, "tank", 6.5)
    L(86, 419, "pump", 6.5)
    L(146, 419, "valve", 6.5)
    L(200, 419, "instrument", 6.5)
    L(278, 419, "duplex filter", 6.5)
    L(352, 419, "cooler", 6.5)
    L(
        0,
        436,
        "HT header tank   LS level switch (low)   TS temperature sensor   PT pressure transmitter   FS flow switch",
        6.5,
    )
    L(
        0,
        447,
        "P circulating pump   C oil cooler (sea water)   F duplex filter 25 µm   DT drain tank   S-1 aft seal   S-2 forward seal",
        6.5,
    )
    L(
        0,
        458,
        "V-101 seal supply   V-102 stern tube supply   V-103 return   V-104 / V-105 pump suction   V-106 cooler bypass",
        6.5,
    )
    L(
        0,
        469,
        "V-107 stern tube drain   V-108 filling   V-109 sampling cock   V-110 seal chamber drain",
        6.5,
    )


_ST_STYLE = {"h1": 13.0, "h2": 10.6, "body": 9.2, "hcolor": (0.0, 0.32, 0.45), "h1rule": True}

STERN = {
    "file": "brennvik-seaguard-st460-stern-tube-seal.pdf",
    "title": "SEAGUARD ST stern tube seal and lubricating oil system - Instruction manual",
    "maker": "Brennvik Maritime AS",
    "style": _ST_STYLE,
    "hdr_left": "BRENNVIK MARITIME AS",
    "hdr_right": "SEAGUARD ST-460  Instruction manual  Rev. C",
    "ftr_left": "Doc. BM-ST-4600-E  /  translated from the Norwegian original",
    "ftr_fmt": "Page {n} of {total}",
    "cover": _cover(
        "BRENNVIK MARITIME AS",
        [
            "SEAGUARD ST-460",
            "Stern tube aft seal and",
            "lubricating oil system with header tanks",
            "Instruction manual for operation and maintenance",
        ],
        [
            "Valid for seal sizes ST-380, ST-420, ST-460 and ST-520",
            "Doc. BM-ST-4600-E, Revision C",
            "Translation of the original instructions",
        ],
        band=(0.0, 0.32, 0.45),
        foot="Brennvik Maritime AS, Alesund, Norway",
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
                        ("2", "Description of the system", 3),
                        ("2.2", "System diagram", 4),
                        ("3", "Technical data", 5),
                        ("4", "Operation", 6),
                        ("5", "Maintenance", 7),
                        ("5.4", "Oil analysis", 8),
                        ("5.5", "Exchange of sealing rings", 8),
                        ("6", "Trouble shooting", 9),
                        ("7", "Alarm list", 10),
                        ("8", "Spare parts", 10),
                    ],
                ),
                (
                    "p",
                    "This manual is valid for the SEAGUARD stern tube seal systems ST-380, ST-420, ST-460 and ST-520. Figures show the ST-460 if not other mentioned. Forward seal S-2 is described in separate manual BM-FS-200.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety instructions"),
                (
                    "p",
                    "Work on the aft seal may only be carried out by trained personnel which has read this manual. Before any work on the seal arrangement the propeller shaft must be secured against turning: turning gear engaged and main engine start blocked from all control positions.",
                ),
                (
                    "box",
                    (
                        "ATTENTION",
                        "The stern tube oil is hot during operation (up to ~60 °C). Let the system cool down below 40 °C before opening any drain plug or filter cover.",
                    ),
                ),
                (
                    "p",
                    "The system is approved for environmentally acceptable lubricants (EAL) of the synthetic ester type and for mineral oil. Mixing of mineral oil and EAL is not permitted; the remaining mineral oil content must be below 1 % after a change-over to EAL.",
                ),
                (
                    "p",
                    "Oil spill from drains and sampling cock shall be collected. Discharge of oil overboard is forbidden.",
                ),
                ("h1", "2  Description of the system"),
                ("h2", "2.1  Function"),
                (
                    "p",
                    "The aft seal S-1 consists of three sealing rings (ring No. 1 sea water side, ring No. 2 middle, ring No. 3 oil side) of fluor rubber (FKM) running on a chrome steel liner which is clamped to the propeller hub. The chamber between ring No. 2 and ring No. 3 is supplied with oil from the aft seal header tank HT-1 through valve V-101.",
                ),
                (
                    "p",
                    "The stern tube is supplied from the stern tube header tank HT-2. The oil is circulated by pump P-1 or P-2 through oil cooler C-1 and duplex filter F-1 back to HT-2. The static head from HT-2 keeps the oil pressure in the stern tube 0,3 ~ 0,5 bar higher than the sea water pressure at the shaft centre line, so that sea water can not enter.",
                ),
                (
                    "p",
                    "Because HT-1 is placed lower than HT-2, the pressure in the seal chamber is between the sea water pressure and the stern tube pressure. A change of oil level in HT-1 is therefore the first sign of a seal defect (see chapter 6).",
                ),
                ("h2", "2.3  Monitoring"),
                (
                    "p",
                    "Levels, temperatures, seal chamber pressure and circulating flow are transmitted to the ship alarm system. The alarm codes are listed in chapter 7.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "2.2  System diagram"),
                ("draw", (472, _st_schematic)),
                ("caption", "Fig. 2-1  Stern tube lubricating oil system, ST-460 shown"),
                (
                    "p",
                    "Pumps P-1 and P-2 are of screw type with built-in relief valve. Valve V-106 is normally closed and is only opened when the cooler C-1 is cleaned.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Technical data"),
                (
                    "kv",
                    [
                        ("Type", "SEAGUARD ST-460"),
                        ("Shaft diameter on liner", "460 mm"),
                        ("Max. draught at shaft centre line", "12,5 m"),
                        ("Lubricating oil", "ISO VG 100 (EAL) or SAE 30 (mineral oil)"),
                        ("Circulating pump P-1 / P-2", "2,4 m³/h at 3,0 bar"),
                        ("Pump motor", "1,1 kW, 440 V, 60 Hz, IP 56"),
                        ("Oil cooler C-1", "sea water cooled, 9 kW heat duty"),
                        ("Filter F-1", "duplex, 25 µm, change-over during operation"),
                    ],
                ),
                ("caption", "Table 3-1  Operating values and alarm set points"),
                (
                    "table",
                    {
                        "cols": ["Parameter", "Unit", "Normal", "Alarm set point"],
                        "widths": [3.2, 0.8, 1.3, 1.6],
                        "rows": [
                            ["Bearing temperature aft (TS-21)", "°C", "35 ~ 50", "65"],
                            ["Bearing temperature forward (TS-22)", "°C", "30 ~ 45", "60"],
                            ["Seal chamber pressure (PT-31)", "bar", "0,2 ~ 0,6", "0,1 low"],
                            ["Circulating flow (FS-51)", "l/min", "35 ~ 45", "20 low"],
                            ["Level HT-1 (LS-11)", "%", "60 ~ 90", "30 low"],
                            ["Level HT-2 (LS-12)", "%", "50 ~ 90", "25 low"],
                            ["Oil temperature after cooler C-1", "°C", "38 ~ 45", "-"],
                        ],
                    },
                ),
                ("caption", "Table 3-2  Sizes"),
                (
                    "table",
                    {
                        "cols": [
                            "Size",
                            "Shaft dia. [mm]",
                            "Seal chamber oil [l]",
                            "HT-1 volume [l]",
                            "HT-2 volume [l]",
                            "Stern tube oil [l]",
                            "Max. speed [rpm]",
                        ],
                        "boldfirst": True,
                        "rows": [
                            ["ST-380", "380", "6,5", "40", "120", "410", "170"],
                            ["ST-420", "420", "7,8", "40", "150", "520", "160"],
                            ["ST-460", "460", "9,2", "60", "200", "680", "145"],
                            ["ST-520", "520", "11,4", "60", "250", "890", "125"],
                        ],
                    },
                ),
                (
                    "p",
                    "Oil quantities are without piping. For piping add approx. 10 % of the stern tube quantity.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  Operation"),
                ("h2", "4.1  Height of the header tanks"),
                (
                    "p",
                    "The aft seal header tank HT-1 shall be installed 2,0 ~ 3,0 m above the maximum load water line. The stern tube header tank HT-2 shall be installed minimum 1,5 m above HT-1. When the draught is changing more than 4 m between ballast and loaded condition, the level in HT-1 will change a little; this is normal and is no alarm reason.",
                ),
                ("h2", "4.2  First filling of the system"),
                (
                    "ol",
                    [
                        "Check that drain valves V-107 and V-110 and sampling cock V-109 are closed.",
                        "Open filling valve V-108 and fill HT-2 from the storage tank until the sight glass shows 80 %.",
                        "Open V-102 slowly. Vent the stern tube on the vent plugs at the top of the forward seal housing until oil comes without air bubbles.",
                        "ATTENTION: Never fill the stern tube while the shaft is turning. Air pockets in the aft bearing give bearing damage within minutes.",
                        "Fill HT-1 by hand to 80 % and open V-101. Vent the seal chamber through the test cock on the seal housing.",
                        "Open V-103 and the suction valve of the pump. Start circulating pump P-1 and check that the flow at FS-51 is more than 35 l/min.",
                        "Top up both header tanks again to 80 %.",
                    ],
                ),
                ("h2", "4.3  Daily operation"),
                (
                    "p",
                    "Check the oil level in HT-1 and HT-2 every day and note it in the engine log. A normal oil consumption of the aft seal is up to 0,3 l / 24 h. A higher consumption is indicating leakage of ring No. 3 to sea side. An increase of the level in HT-1 is indicating that sea water is coming through rings No. 1 and No. 2.",
                ),
                ("h2", "4.4  Change-over of circulating pumps"),
                (
                    "p",
                    "The pumps P-1 and P-2 are changed over one time per week, so both pumps get equal running hours. Start the stand-by pump first, and stop the running pump only when flow is stable. The stand-by pump does not start automatic on low flow.",
                ),
                ("h2", "4.5  Stop of the vessel"),
                (
                    "p",
                    "When the shaft is stopped for more than 24 hours the circulating pump may be stopped. The header tank HT-2 must stay in service also in dry dock until the stern tube is drained.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  Maintenance"),
                ("h2", "5.1  Maintenance plan"),
                (
                    "table",
                    {
                        "cols": ["Work", "Daily", "Weekly", "3 months", "12 months", "Docking"],
                        "widths": [3.6, 0.7, 0.7, 0.8, 0.9, 0.8],
                        "rows": [
                            ["Check oil level HT-1 and HT-2, write in log", "x", "", "", "", ""],
                            ["Change over circulating pumps P-1 / P-2", "", "x", "", "", ""],
                            ["Take oil sample at V-109 for laboratory", "", "", "x", "", ""],
                            ["Clean filter element F-1", "", "", "x", "", ""],
                            ["Function test level alarms LS-11 / LS-12", "", "", "", "x", ""],
                            ["Calibration temperature sensors TS-21 / TS-22", "", "", "", "x", ""],
                            ["Clean oil cooler C-1 sea water side", "", "", "", "x", ""],
                            ["Measure bearing wear down (poker gauge)", "", "", "", "", "x"],
                            ["Renew sealing rings No. 1 ~ 3", "", "", "", "", "x"],
                        ],
                    },
                ),
                (
                    "p",
                    "Sealing rings are renewed on every second docking, but latest after 5 years in service.",
                ),
                ("h2", "5.2  Tightening torques"),
                (
                    "p",
                    "The clamp ring screws M12 (8.8) are tightened crosswise in three steps to 85 Nm. The split flange screws of the seal housing M16 are tightened with 210 Nm. The cover ring of the liner, screws M20, is tightened with 410 Nm and secured with Loctite 243. Always use new spring washers.",
                ),
                ("h2", "5.3  Filter F-1"),
                (
                    "p",
                    "The duplex filter F-1 has a fineness of 25 µm. Change over to the clean filter side when the differential pressure is more than 0,8 bar, then clean the element of the dirty side with solvent and blow with air from inside to outside.",
                ),
                (
                    "box",
                    (
                        "ATTENTION",
                        "Do not open the filter cover of the side in service. Check the change-over lever position before loosening the cover screws.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5.4  Oil analysis"),
                (
                    "p",
                    "Take an oil sample from sampling cock V-109 every 3 months, with the circulating pump running, after flushing approx. 2 l. Send the sample to an approved laboratory. Compare the result with the limit values in the table below. When one value is over the action limit, take a new sample after 2 weeks.",
                ),
                (
                    "imgtable",
                    {
                        "title": "Table 5-2  Limit values for stern tube oil",
                        "cols": ["Parameter", "Unit", "Normal", "Action limit", "Reject limit"],
                        "widths": [2.8, 1.2, 1.0, 1.1, 1.1],
                        "size": 9.0,
                        "rows": [
                            ["Water content", "%", "< 0,2", "0,5", "1,0"],
                            ["Viscosity change at 40 °C", "%", "± 10", "± 15", "± 20"],
                            ["Increase of acid number (TAN)", "mg KOH/g", "< 1,0", "2,0", "3,0"],
                            ["Iron (Fe)", "ppm", "< 20", "50", "100"],
                            ["Sodium (Na)", "ppm", "< 20", "40", "80"],
                            ["Tin (Sn), white metal", "ppm", "< 5", "15", "30"],
                        ],
                    },
                ),
                (
                    "p",
                    "A high sodium value together with high water content is indicating sea water ingress. A high tin value is indicating wear of the white metal bearing.",
                ),
                ("h1", "5.5  Exchange of sealing rings"),
                (
                    "ol",
                    [
                        "Dry dock the vessel and drain the stern tube by V-107 and the seal chamber by V-110.",
                        "Remove the rope guard and the split flange of the seal housing.",
                        "Measure the wear groove on the liner. If the groove is deeper than 0,5 mm, the liner must be moved axially 8 mm by the distance ring or renewed.",
                        "Cut the old rings. Bond the new ring No. 1 on site with the vulcanizing kit 450-901; rings No. 2 and No. 3 are endless and are mounted over the liner before the propeller is fitted, or also bonded on site.",
                        "Apply clean stern tube oil to the lips. Assemble the housing and tighten screws as given in 5.2.",
                        "Make a pressure test of the seal chamber with 0,8 bar air for 15 minutes; no pressure drop allowed.",
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Trouble shooting"),
                (
                    "table",
                    {
                        "cols": ["Symptom", "Cause", "Remedy"],
                        "widths": [1.6, 2.0, 2.4],
                        "rows": [
                            [
                                "Level HT-1 rising",
                                "Sea water entering through ring No. 1 and ring No. 2",
                                "Take oil sample and check water content. Drain water at V-110. Plan seal repair at next docking.",
                            ],
                            [
                                "Level HT-1 falling more than 1 l / 24 h",
                                "Ring No. 3 worn, or groove in liner",
                                "Compare with level HT-2. Reduce height of HT-1 only after contact with Brennvik service.",
                            ],
                            [
                                "Level HT-2 falling",
                                "Leakage at forward seal S-2 or in piping",
                                "Check forward seal inboard and drain tank DT-1 for oil.",
                            ],
                            [
                                "Bearing temperature TS-21 high",
                                "Low oil flow, cooler fouled, or misalignment after grounding",
                                "Check flow at FS-51, clean C-1, reduce shaft speed until temperature is below 60 °C.",
                            ],
                            [
                                "Low flow alarm",
                                "Filter F-1 blocked, or air in pump",
                                "Change over filter F-1, vent the pump casing, change to stand-by pump.",
                            ],
                            [
                                "Oil is milky",
                                "Water in oil more than 0,5 %",
                                "Drain water at V-107 after settling 12 h; if not better, change the oil.",
                            ],
                            [
                                "Seal chamber pressure low",
                                "V-101 closed, HT-1 empty",
                                "Open V-101, fill HT-1.",
                            ],
                        ],
                    },
                ),
                (
                    "p",
                    "If the cause can not be found, contact Brennvik service with the log of the header tank levels for the last 30 days.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Alarm list"),
                (
                    "p",
                    "Alarms are given by the ship alarm system. Delay times are set in the alarm system.",
                ),
                (
                    "table",
                    {
                        "cols": ["Code", "Alarm text", "Sensor", "Set point", "Delay"],
                        "widths": [0.7, 2.6, 0.9, 1.1, 0.7],
                        "ruled": False,
                        "rows": [
                            ["A-11", "Aft seal header tank level low", "LS-11", "30 %", "10 s"],
                            ["A-12", "Stern tube header tank level low", "LS-12", "25 %", "10 s"],
                            ["A-21", "Aft bearing temperature high", "TS-21", "65 °C", "5 s"],
                            ["A-22", "Forward bearing temperature high", "TS-22", "60 °C", "5 s"],
                            [
                                "A-23",
                                "Aft bearing temperature high-high, slow down",
                                "TS-21",
                                "75 °C",
                                "5 s",
                            ],
                            ["A-31", "Seal chamber pressure low", "PT-31", "0,1 bar", "30 s"],
                            ["A-41", "Circulating flow low", "FS-51", "20 l/min", "15 s"],
                            ["A-51", "Circulating pump motor overload", "P-1 / P-2", "-", "0 s"],
                        ],
                    },
                ),
                ("h1", "8  Spare parts"),
                (
                    "p",
                    "When ordering spare parts state the seal size, the serial number from the name plate on the seal housing and the part number.",
                ),
                (
                    "table",
                    {
                        "cols": ["Pos.", "Part No.", "Description", "Qty"],
                        "widths": [0.5, 1.1, 3.6, 0.5],
                        "rows": [
                            ["1", "450-101", "Sealing ring No. 1, FKM, for shaft 460 mm", "1"],
                            ["2", "450-102", "Sealing ring No. 2, FKM", "1"],
                            ["3", "450-103", "Sealing ring No. 3, FKM", "1"],
                            ["4", "450-210", "Clamp ring screw M12 x 60, 8.8", "24"],
                            ["5", "450-301", "Filter element F-1, 25 µm", "2"],
                            ["6", "450-405", "O-ring for seal housing 520 x 6", "2"],
                            ["7", "450-512", "Mechanical seal for circulating pump", "1"],
                            ["8", "450-620", "Float for level switch LS-11 / LS-12", "1"],
                            ["9", "450-901", "Vulcanizing kit for ring No. 1", "1"],
                        ],
                    },
                ),
            ]
        },
    ],
}


# ================================================================ 2. Castlegate provision crane

_CG_STYLE = {
    "h1": 13.5,
    "h2": 10.8,
    "body": 9.4,
    "hcolor": (0.45, 0.05, 0.1),
    "h1rule": False,
    "box": "bold",
}

CRANE = {
    "file": "castlegate-cpc35-provision-crane.pdf",
    "title": "CPC 3.5-14 Electro-hydraulic provision crane - Operation and maintenance manual",
    "maker": "Castlegate Marine Ltd",
    "style": _CG_STYLE,
    "hdr_left": "Castlegate Marine Ltd",
    "hdr_right": "CPC 3.5-14 Provision Crane - O&M Manual, Issue 4",
    "ftr_left": "Castlegate Marine Ltd, Hull, United Kingdom. Uncontrolled when printed.",
    "ftr_fmt": "Page {n} of {total}",
    "cover": _cover(
        "Castlegate Marine Ltd",
        [
            "CPC 3.5-14",
            "Electro-hydraulic provision crane",
            "Operation and Maintenance Manual",
        ],
        [
            "Safe working load 3.5 tonnes at 14.0 m outreach",
            "Document CGM-OM-0354, Issue 4",
            "Read Section 1 before operating the crane.",
        ],
        band=(0.45, 0.05, 0.1),
        foot="Castlegate Marine Ltd, Hull, United Kingdom",
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
                        ("3", "Technical Data", 5),
                        ("4", "Operation", 6),
                        ("4.5", "Emergency lowering", 7),
                        ("5", "Maintenance", 7),
                        ("6", "Fault Finding", 8),
                        ("7", "Spare Parts", 9),
                    ],
                ),
                (
                    "p",
                    "This manual covers the CPC 3.5-14 provision crane with electro-hydraulic power pack. The knuckle-boom variant CPK 3.5-16 and the personnel basket option are covered by separate documents.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "Section 1  Safety"),
                (
                    "p",
                    "The crane shall be operated only by persons who have been trained and authorised by the Master. The operator shall have an unobstructed view of the load or shall be directed by a banksman using agreed signals.",
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Never stand or pass beneath a suspended load. A falling load will cause death or serious injury.",
                    ),
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "This crane is not certified for lifting persons. Man-riding is prohibited.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "The crane shall not be operated when the wind speed exceeds 20 m/s, nor when the ship's heel exceeds 5° or trim exceeds 2°.",
                    ),
                ),
                (
                    "p",
                    "Before any maintenance, the crane shall be parked in the boom rest, the main isolator on the starter panel locked in the OFF position and the hydraulic accumulator (if fitted) discharged.",
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "The load moment limiter is a safety device. It shall not be bridged or adjusted except by a Castlegate service engineer.",
                    ),
                ),
                ("h2", "1.2  Residual risks"),
                (
                    "ul",
                    [
                        "Pendulum motion of the load when the vessel is rolling.",
                        "Hot hydraulic oil and hot surfaces on the power pack (up to 70 °C).",
                        "High-pressure oil jets from damaged hoses; never search for leaks by hand.",
                    ],
                ),
            ]
        },
        {
            "cols": 2,
            "top": [("h1", "Section 2  Description")],
            "left": [
                ("h2", "2.1  General arrangement"),
                (
                    "p",
                    "The CPC 3.5-14 is a pedestal-mounted slewing crane with a single luffing jib. The jib is raised and lowered by one double-acting luffing cylinder. The hoisting winch is driven by a hydraulic motor through a planetary gearbox with a spring-applied, hydraulically released multi-disc brake.",
                ),
                (
                    "p",
                    "Slewing is by a hydraulic motor and pinion acting on the internal gear of the slewing ring. The slewing brake is a negative brake integrated in the slewing gearbox.",
                ),
                ("h2", "2.2  Control"),
                (
                    "p",
                    "The crane is controlled from the cab-less control stand on the pedestal by two spring-return joysticks. The left joystick controls slewing and luffing; the right joystick controls hoisting. A red emergency stop push-button is fitted on the control stand and a second one at the starter panel.",
                ),
                (
                    "p",
                    "The load moment limiter (LML) compares the luffing cylinder pressure with the permitted load at the actual outreach and stops hoisting up and luffing out at 105 % of SWL.",
                ),
            ],
            "right": [
                ("h2", "2.3  Hydraulic power pack"),
                ("p", "The power pack is located inside the pedestal and comprises:"),
                (
                    "table",
                    {
                        "cols": ["Item", "Data"],
                        "widths": [1.0, 1.3],
                        "size": 8.2,
                        "rows": [
                            ["Electric motor", "37 kW, 440 V, 60 Hz, 1780 rpm"],
                            ["Main pump", "Variable axial piston, 100 cm³/rev"],
                            ["Oil tank", "400 litres"],
                            ["Main relief valve", "250 bar"],
                            ["Return filter", "10 µm, with clogging indicator"],
                            ["Oil cooler", "Air cooled, thermostat 55 °C"],
                            ["Tank heater", "1.5 kW"],
                        ],
                    },
                ),
                (
                    "p",
                    "The tank heater keeps the oil above 10 °C when the crane is idle in cold climates.",
                ),
                ("box", ("NOTE", "Do not start the power pack with oil below -10 °C.")),
            ],
        },
        {
            "blocks": [
                ("h1", "Section 3  Technical Data"),
                (
                    "kv",
                    [
                        (
                            "Safe working load (SWL)",
                            "3.5 t at 3.0 m to 14.0 m outreach, harbour condition",
                        ),
                        ("Minimum outreach", "3.0 m"),
                        ("Hoisting speed", "20 m/min at SWL; 40 m/min with empty hook"),
                        ("Slewing", "360° continuous, 1.0 rpm"),
                        ("Luffing time", "45 s, minimum to maximum outreach"),
                        ("Wire rope", "16 mm, 1960 N/mm², rotation resistant, length 80 m"),
                        ("Design temperature", "-20 °C to +45 °C"),
                        ("Weight of crane", "11.8 t without hook"),
                    ],
                ),
                ("h2", "3.2  Load chart"),
                (
                    "table",
                    {
                        "groups": [("", 1), ("Harbour lift", 2), ("Sea lift, Hs up to 2.0 m", 2)],
                        "cols": [
                            "Outreach (m)",
                            "SWL (t)",
                            "Dynamic factor",
                            "SWL (t)",
                            "Dynamic factor",
                        ],
                        "boldfirst": True,
                        "rows": [
                            ["3.0 - 10.0", "3.5", "1.3", "2.0", "1.6"],
                            ["11.0", "3.5", "1.3", "1.9", "1.6"],
                            ["12.0", "3.5", "1.3", "1.7", "1.6"],
                            ["13.0", "3.5", "1.3", "1.6", "1.6"],
                            ["14.0", "3.5", "1.3", "1.5", "1.6"],
                        ],
                    },
                ),
                (
                    "capbelow",
                    "Table 3.2 - Load chart. Sea lift values apply to lifts from a supply vessel alongside.",
                ),
                ("h2", "3.3  Hydraulic oil"),
                (
                    "p",
                    "The system is filled with mineral hydraulic oil ISO VG 46 with high viscosity index (HVI). Total system volume is approximately 520 litres including the tank. Biodegradable oil may be used only after consultation with Castlegate.",
                ),
                ("h2", "3.4  Noise"),
                (
                    "p",
                    "Sound pressure level at the control stand: 78 dB(A) at full power pack load.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "Section 4  Operation"),
                ("h2", "4.1  Pre-start checks"),
                (
                    "ul",
                    [
                        "Oil level in the power pack tank visible in the upper half of the sight glass.",
                        "Wire rope correctly spooled on the drum, with no fewer than three dead turns.",
                        "Hook, safety latch and swivel free from damage.",
                        "Boom rest clear and jib lashing removed.",
                    ],
                ),
                ("h2", "4.2  Starting the crane"),
                (
                    "table",
                    {
                        "cols": ["Step", "Action"],
                        "widths": [0.5, 5.0],
                        "boldfirst": True,
                        "rows": [
                            [
                                "1",
                                "Switch the main isolator on the starter panel to ON. The white POWER lamp illuminates.",
                            ],
                            ["2", "Release both emergency stop buttons by turning clockwise."],
                            [
                                "3",
                                "Press the green PUMP START button. The power pack runs unloaded for 10 seconds (warm-up delay).",
                            ],
                            [
                                "4",
                                "When the oil temperature is below 10 °C, operate slowly without load for at least 5 minutes.",
                            ],
                            [
                                "5",
                                "Press RESET on the LML display and confirm that no fault code is shown.",
                            ],
                            ["6", "Lift the jib out of the boom rest by luffing up slowly."],
                        ],
                    },
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Never lift a load with the jib in the boom rest or with the jib lashing attached.",
                    ),
                ),
                ("h2", "4.3  Handling the load"),
                (
                    "p",
                    "Always lift the load clear of the deck slowly before slewing. Combined movements are permitted, but hoisting and luffing at full speed simultaneously reduces the speed of each motion. When lifting from a supply vessel, use the sea lift values of Table 3.2.",
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Do not drag loads sideways with the hook. Side pull greater than 3° from vertical will damage the jib head sheave and the wire rope.",
                    ),
                ),
                ("h2", "4.4  Parking"),
                (
                    "p",
                    "Lower the jib into the boom rest, lift the hook to 1 m below the jib head and secure it with the hook lashing. Stop the pump and switch the main isolator OFF.",
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "4.5  Emergency lowering"),
                (
                    "p",
                    "In the event of a power failure, a suspended load may be lowered by hand. Open the emergency lowering valve EV1 on the winch valve block using the 6 mm hexagon key stowed in the pedestal door. The lowering speed is limited to approximately 5 m/min by a fixed orifice. The jib can be lowered in the same way using valve EV2 on the luffing cylinder.",
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Close EV1 and EV2 fully and secure with the locking wire before restarting the crane.",
                    ),
                ),
                ("h1", "Section 5  Maintenance"),
                (
                    "p",
                    "Maintenance intervals are stated in running hours of the power pack or in calendar time, whichever comes first.",
                ),
                (
                    "table",
                    {
                        "cols": ["Component", "Task", "Interval"],
                        "widths": [1.4, 3.2, 1.5],
                        "rows": [
                            [
                                "Wire rope",
                                "Inspect for broken wires, corrosion and deformation; lubricate",
                                "Weekly",
                            ],
                            [
                                "Slewing ring",
                                "Grease through the 4 nipples while slewing",
                                "50 hours or monthly",
                            ],
                            [
                                "Return filter",
                                "Renew element (also when indicator shows red)",
                                "500 hours",
                            ],
                            ["Hydraulic oil", "Take sample for analysis", "6 months"],
                            ["Hydraulic oil", "Change oil and clean tank", "4000 hours or 2 years"],
                            ["Slewing ring bolts", "Check torque on 10 % of bolts", "12 months"],
                            ["Hoses", "Renew all high-pressure hoses", "6 years"],
                        ],
                    },
                ),
                ("h2", "5.2  Bolt torques"),
                (
                    "p",
                    "The slewing ring bolts M24, grade 10.9, shall be tightened to 850 Nm with a calibrated torque wrench, lubricated with MoS2 paste. Pedestal flange bolts M30 are tightened to 1450 Nm. The winch foundation bolts M20 are tightened to 490 Nm.",
                ),
                ("h2", "5.3  Wire rope discard"),
                (
                    "p",
                    "The wire rope shall be discarded when the measured diameter has reduced by 7 % of nominal (below 14.9 mm), when 6 or more broken wires are found in a length of 6 x rope diameter, or in case of kinking or bird-caging.",
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "After renewal of the wire rope, carry out a function test with SWL and record it in the crane register. The annual thorough examination shall be carried out by a competent person.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "Section 6  Fault Finding"),
                (
                    "p",
                    "Faults are shown as a code on the LML display on the control stand. Press RESET to acknowledge after the cause has been removed.",
                ),
                (
                    "table",
                    {
                        "cols": ["Code", "Indication", "Probable cause", "Action"],
                        "widths": [0.6, 1.6, 2.0, 2.4],
                        "boldfirst": True,
                        "size": 8.4,
                        "rows": [
                            [
                                "F-1",
                                "Hydraulic oil temperature high (above 70 °C)",
                                "Cooler fan stopped, cooler fins dirty",
                                "Check fan motor breaker, clean cooler",
                            ],
                            [
                                "F-2",
                                "Oil level low",
                                "Leakage, hose burst",
                                "Stop crane, find leak, top up with ISO VG 46",
                            ],
                            [
                                "F-3",
                                "Return filter clogged",
                                "Differential pressure above 2.5 bar",
                                "Renew filter element",
                            ],
                            [
                                "F-4",
                                "Overload, LML tripped",
                                "Load above 105 % of SWL for the outreach",
                                "Lower the load or reduce outreach",
                            ],
                            [
                                "F-5",
                                "Slack rope",
                                "Hook landed, rope off sheave",
                                "Hoist slowly, check rope in sheave",
                            ],
                            [
                                "F-6",
                                "Hoist upper limit",
                                "Hook block at jib head",
                                "Lower hook; check limit switch cam",
                            ],
                            [
                                "F-7",
                                "Emergency stop activated",
                                "E-stop pressed",
                                "Release E-stop, press RESET",
                            ],
                            [
                                "F-8",
                                "Motor over temperature",
                                "PTC thermistor tripped, high ambient",
                                "Allow motor to cool, check ventilation",
                            ],
                            [
                                "F-9",
                                "Joystick fault",
                                "Signal outside 4-20 mA",
                                "Check joystick cable and connector X12",
                            ],
                            [
                                "F-10",
                                "Slewing brake not released",
                                "Brake release pressure below 18 bar",
                                "Check brake release line and valve SV3",
                            ],
                        ],
                    },
                ),
                ("h2", "6.2  Other faults"),
                (
                    "p",
                    "Jerky slewing is usually caused by air in the slewing motor circuit. Bleed the motor at the highest point with the crane slewing slowly. Loud pump noise with foam in the tank indicates air ingress at the suction line.",
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Do not reset F-4 repeatedly to continue lifting. Overload will cause structural damage to the jib.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "Section 7  Spare Parts"),
                (
                    "p",
                    "Order spare parts from Castlegate Marine Ltd quoting the crane serial number (on the pedestal name plate), the part number and the quantity.",
                ),
                (
                    "table",
                    {
                        "cols": ["Item", "Part No.", "Description", "Qty per crane"],
                        "widths": [0.5, 1.2, 3.4, 0.9],
                        "rows": [
                            [
                                "1",
                                "CG-4471-02",
                                "Wire rope 16 mm x 80 m, rotation resistant, with socket",
                                "1",
                            ],
                            ["2", "CG-3310-11", "Return filter element 10 µm", "2"],
                            ["3", "CG-3120-05", "Main pump shaft seal kit", "1"],
                            ["4", "CG-5202-00", "Hook block 3.5 t with safety latch", "1"],
                            ["5", "CG-2650-07", "Slewing ring bolt M24 x 180, grade 10.9", "36"],
                            ["6", "CG-3388-01", "Luffing cylinder seal kit", "1"],
                            ["7", "CG-6104-12", "Joystick, spring return, 4-20 mA", "1"],
                            ["8", "CG-6150-03", "Limit switch, hoist upper limit", "1"],
                            ["9", "CG-3345-20", "Emergency lowering valve EV1 cartridge", "1"],
                            ["10", "CG-3420-09", "Winch brake disc pack", "1"],
                        ],
                    },
                ),
                ("capbelow", "Table 7.1 - Recommended spare parts for two years of operation"),
                (
                    "box",
                    (
                        "NOTE",
                        "Use only genuine Castlegate parts. Slewing ring bolts shall not be re-used after removal.",
                    ),
                ),
            ]
        },
    ],
}


# ================================================================ 3. Sanwa jacket water preheater

_SW_STYLE = {"h1": 12.0, "h2": 10.2, "body": 9.0, "hcolor": (0.1, 0.3, 0.15), "h1rule": True}

_SW_PCOLS = ["Par", "Description", "Range", "Default", "Unit"]
_SW_PW = [0.6, 3.4, 1.5, 0.9, 0.7]

PREHEAT = {
    "file": "sanwa-sph36-jacket-water-preheater.pdf",
    "title": "SPH-36 ME jacket cooling water preheater unit - Service manual",
    "maker": "Sanwa Thermal Engineering Co., Ltd.",
    "style": _SW_STYLE,
    "hdr_left": "SANWA THERMAL",
    "hdr_right": "SPH-36 JCW PREHEATER  SVC MANUAL  SB-0917",
    "ftr_left": "Sanwa Thermal Engineering Co., Ltd.  Kobe",
    "ftr_fmt": "{n}/{total}",
    "cover": _cover(
        "SANWA THERMAL",
        [
            "SPH-36",
            "M/E jacket cooling water preheater unit",
            "Service manual / bulletin SB-0917",
        ],
        [
            "Electric heater 36 kW + circulating pump + control panel",
            "Models SPH-18 / SPH-36 / SPH-54",
            "Keep with unit. Read sect. 1 before work.",
        ],
        band=(0.1, 0.3, 0.15),
        foot="Sanwa Thermal Engineering Co., Ltd.",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "CONTENTS"),
                (
                    "toc",
                    [
                        ("1", "SAFETY", 3),
                        ("2", "GENERAL", 3),
                        ("3", "SPEC", 4),
                        ("4", "CONTROLLER PARAMETERS", 5),
                        ("5", "ALARM CODES / PROTECTION", 7),
                        ("6", "OPERATION", 8),
                        ("7", "MAINTENANCE", 9),
                        ("8", "TROUBLESHOOTING", 10),
                        ("9", "PARTS", 10),
                    ],
                ),
                (
                    "p",
                    "Bulletin SB-0917 supersedes SB-0702. Changes: P23 stage rotation added, E12 phase fail added.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1. SAFETY"),
                (
                    "ul",
                    [
                        "Isolate 440 V supply at MSB breaker before opening terminal box. Lock + tag.",
                        "Heater vessel + piping hot. Allow 30 min cool-down before opening.",
                        "Never energise heater w/o water flow. Element burn-out in < 1 min.",
                        "Drain only when water < 40 °C. Jacket water contains treatment chemicals: gloves + goggles.",
                        "Control panel: 230 V AC control voltage also from ext. alarm circuit. Chk dead.",
                    ],
                ),
                ("h1", "2. GENERAL"),
                (
                    "p",
                    "Purpose: keep M/E jacket cooling water (JCW) warm during port stay / standby, so M/E can start w/o cold-start wear. Unit mounted on common skid, piped in parallel to M/E JCW system.",
                ),
                ("h2", "2.1 Components (tags)"),
                (
                    "table",
                    {
                        "cols": ["Tag", "Component", "Tag", "Component"],
                        "widths": [0.6, 2.4, 0.6, 2.4],
                        "ruled": False,
                        "rows": [
                            [
                                "H1",
                                "Heater vessel, 3 elements",
                                "TT1",
                                "Temp sensor JCW outlet (Pt100)",
                            ],
                            ["P1", "Circulating pump", "TT2", "Temp sensor JCW inlet (Pt100)"],
                            ["ST1", "Strainer, pump suction", "TS2", "Element overtemp thermostat"],
                            ["V1", "Inlet valve", "FS1", "Flow switch, paddle type"],
                            ["V2", "Outlet valve", "PT1", "Pressure transmitter, suction"],
                            ["V3", "Bypass valve (normally closed)", "Q0", "Main switch on panel"],
                            ["K1-K3", "Heater stage contactors", "S1", "Selector OFF / MAN / AUTO"],
                        ],
                    },
                ),
                ("h2", "2.2 Function"),
                (
                    "p",
                    "P1 draws JCW from M/E outlet side via V1 + ST1, pushes through H1, back to M/E inlet via V2. Controller switches 3 heater stages (K1-K3) on TT1. Stage rotation (P23) equalises element running hrs. Unit stops auto when M/E runs (DI3, P13=1).",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3. SPEC"),
                ("h2", "3.1 SPH-36"),
                (
                    "table",
                    {
                        "widths": [2.0, 3.5],
                        "ruled": False,
                        "boldfirst": True,
                        "size": 9.0,
                        "rows": [
                            ["Heater output", "36 kW (3 x 12 kW)"],
                            ["Supply", "3 x 440 V, 60 Hz, 52 A"],
                            ["Control voltage", "230 V AC"],
                            ["Circ. pump P1", "centrifugal, 8 m³/h at 18 m head"],
                            ["Pump motor", "2.2 kW, 3480 rpm, IP 55"],
                            ["Max. working press. H1", "6 bar"],
                            ["Hydro test press. H1", "9 bar"],
                            ["Max. water temp", "95 °C"],
                            ["Water vol. H1", "42 l"],
                            ["Connections", "DN 50, PN 16 flanges"],
                            ["Weight dry", "310 kg"],
                            ["Panel enclosure", "IP 44"],
                        ],
                    },
                ),
                ("h2", "3.2 Model range"),
                (
                    "table",
                    {
                        "cols": [
                            "Model",
                            "Output kW",
                            "Elements",
                            "Pump motor kW",
                            "Flow m³/h",
                            "Weight kg",
                        ],
                        "ruled": False,
                        "boldfirst": True,
                        "size": 9.0,
                        "rows": [
                            ["SPH-18", "18", "3 x 6 kW", "1.1", "5", "240"],
                            ["SPH-36", "36", "3 x 12 kW", "2.2", "8", "310"],
                            ["SPH-54", "54", "3 x 18 kW", "3.0", "12", "380"],
                        ],
                    },
                ),
                (
                    "p",
                    "Sizing: acc. to M/E maker heat-up requirement. Typ. heat-up M/E from 20 °C to 60 °C: approx. 8 h with SPH-36 on 6 m³ JCW system.",
                ),
                ("h2", "3.3 Electrical"),
                (
                    "p",
                    "Element resist. (cold), 12 kW element, delta: approx. 48.4 Ohm per leg. Insulation resist. min. 1 MOhm at 500 V DC (element to earth).",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4. CONTROLLER PARAMETERS"),
                (
                    "p",
                    "Access: press SET 3 s. Level 1 params (P01-P15) free. Level 2 (P16-P30) need password, see P29. Values below = factory default.",
                ),
                (
                    "table",
                    {
                        "cols": _SW_PCOLS,
                        "widths": _SW_PW,
                        "boldfirst": True,
                        "size": 8.6,
                        "rows": [
                            ["P01", "Set temp JCW outlet (TT1)", "40 - 85", "70", "°C"],
                            ["P02", "Switching diff. per stage", "1 - 10", "3", "K"],
                            ["P03", "Stage 2 cut-in, offset below P01", "2 - 15", "5", "K"],
                            ["P04", "Stage 3 cut-in, offset below P01", "4 - 20", "10", "K"],
                            ["P05", "Min. time between stage switching", "5 - 120", "30", "s"],
                            ["P06", "Pump run-on after heaters OFF", "0 - 600", "180", "s"],
                            ["P07", "Flow switch FS1 confirm delay", "2 - 60", "10", "s"],
                            ["P08", "JCW temp high alarm (TT1)", "60 - 95", "88", "°C"],
                            ["P09", "JCW temp low alarm (TT1)", "20 - 60", "45", "°C"],
                            [
                                "P10",
                                "Element overtemp trip (TS2), display only",
                                "90 - 140",
                                "120",
                                "°C",
                            ],
                            ["P11", "Local / remote select", "0 = LOC, 1 = REM", "1", "-"],
                            ["P12", "M/E running input DI3 logic", "0 = NO, 1 = NC", "0", "-"],
                            ["P13", "Auto stop when M/E running", "0 = off, 1 = on", "1", "-"],
                            [
                                "P14",
                                "Pump exercise interval (unit in standby)",
                                "0 - 168",
                                "24",
                                "h",
                            ],
                            ["P15", "Pump exercise run time", "10 - 300", "60", "s"],
                            ["P16", "TT1 offset correction", "-5.0 - +5.0", "0.0", "K"],
                        ],
                    },
                ),
                (
                    "p",
                    "NOTE: P03/P04 relative to P01. Ex.: P01 = 70, P04 = 10 -> stage 3 ON below 60 °C.",
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "4. CONTROLLER PARAMETERS (cont.)"),
                (
                    "table",
                    {
                        "cols": _SW_PCOLS,
                        "widths": _SW_PW,
                        "boldfirst": True,
                        "size": 8.6,
                        "rows": [
                            ["P17", "TT2 offset correction", "-5.0 - +5.0", "0.0", "K"],
                            ["P18", "Display unit", "0 = °C, 1 = °F", "0", "-"],
                            ["P19", "Modbus RTU address", "1 - 247", "12", "-"],
                            ["P20", "Baud rate", "0 = 9600, 1 = 19200", "1", "-"],
                            ["P21", "Parity", "0 = none, 1 = even, 2 = odd", "1", "-"],
                            [
                                "P22",
                                "Common alarm relay K5 logic",
                                "0 = NO, 1 = NC (fail-safe)",
                                "1",
                                "-",
                            ],
                            ["P23", "Stage rotation", "0 = off, 1 = on", "1", "-"],
                            ["P24", "Max. number of heater stages", "1 - 3", "3", "-"],
                            ["P25", "Low water press. alarm (PT1)", "0.5 - 3.0", "1.0", "bar"],
                            ["P26", "Low water press. delay", "5 - 120", "20", "s"],
                            ["P27", "Heater enable delay after power-up", "0 - 300", "60", "s"],
                            ["P28", "Element hours counter reset", "enter 28", "-", "-"],
                            ["P29", "Password level 2", "0000 - 9999", "0420", "-"],
                            ["P30", "Factory reset", "0 / 1", "0", "-"],
                        ],
                    },
                ),
                (
                    "p",
                    "P30 = 1 resets all params incl. Modbus settings. Note site values before reset.",
                ),
                ("p", "Chg of P24 to 2 = reduced output (24 kW) e.g. for weak shore supply."),
            ]
        },
        {
            "landscape": True,
            "blocks": [
                ("h1", "5. ALARM CODES / PROTECTION"),
                (
                    "p",
                    "Code shown on controller display + common alarm relay K5 to ship alarm system. Latched alarms need RESET on panel after cause cleared.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Code",
                            "Display text",
                            "Sensor",
                            "Set point",
                            "Delay",
                            "Hyst.",
                            "Action",
                            "Reset",
                            "Remark",
                        ],
                        "widths": [0.5, 1.5, 0.9, 1.2, 0.8, 0.6, 1.7, 0.8, 2.0],
                        "boldfirst": True,
                        "size": 8.2,
                        "rows": [
                            [
                                "E01",
                                "FLOW LOSS",
                                "FS1",
                                "no flow",
                                "P07 (10 s)",
                                "-",
                                "Heaters OFF, pump stays ON",
                                "auto",
                                "Chk ST1, V1/V2 open",
                            ],
                            [
                                "E02",
                                "JCW TEMP HIGH",
                                "TT1",
                                "P08 (88 °C)",
                                "5 s",
                                "3 K",
                                "All stages OFF",
                                "auto",
                                "Chk P01, K1-K3 welded?",
                            ],
                            [
                                "E03",
                                "JCW TEMP LOW",
                                "TT1",
                                "P09 (45 °C)",
                                "60 s",
                                "3 K",
                                "Alarm only",
                                "auto",
                                "Active only in AUTO, M/E stopped",
                            ],
                            [
                                "E04",
                                "ELEMENT OVERTEMP",
                                "TS2",
                                "120 °C fixed",
                                "0 s",
                                "-",
                                "Heaters OFF, latched",
                                "manual",
                                "Reset button on TS2 + RESET on panel",
                            ],
                            [
                                "E05",
                                "SENSOR FAULT TT1",
                                "TT1",
                                "< -20 / > 150 °C",
                                "2 s",
                                "-",
                                "Heaters OFF",
                                "auto",
                                "Wire break / short circuit",
                            ],
                            [
                                "E06",
                                "SENSOR FAULT TT2",
                                "TT2",
                                "< -20 / > 150 °C",
                                "2 s",
                                "-",
                                "Alarm only",
                                "auto",
                                "TT2 for display only",
                            ],
                            [
                                "E07",
                                "PUMP OVERLOAD",
                                "Q1 thermal relay",
                                "motor FLA",
                                "0 s",
                                "-",
                                "Pump + heaters OFF",
                                "manual",
                                "Reset Q1 in panel",
                            ],
                            [
                                "E08",
                                "LOW WATER PRESS",
                                "PT1",
                                "P25 (1.0 bar)",
                                "P26 (20 s)",
                                "0.2 bar",
                                "Heaters OFF",
                                "auto",
                                "Chk exp. tank level",
                            ],
                            [
                                "E09",
                                "CONTACTOR FAULT",
                                "K1-K3 aux. contacts",
                                "feedback mismatch",
                                "3 s",
                                "-",
                                "All OFF",
                                "manual",
                                "Chk contactor coil / aux.",
                            ],
                            [
                                "E10",
                                "EARTH FAULT",
                                "Insulation monitor",
                                "< 1 MOhm",
                                "10 s",
                                "-",
                                "Alarm only",
                                "auto",
                                "Meas. elements, see 3.3",
                            ],
                            [
                                "E11",
                                "COMM FAULT",
                                "Modbus",
                                "no telegram",
                                "30 s",
                                "-",
                                "Alarm only",
                                "auto",
                                "Unit continues local ctrl",
                            ],
                            [
                                "E12",
                                "PHASE FAIL",
                                "Phase relay",
                                "loss / wrong sequence",
                                "1 s",
                                "-",
                                "All OFF",
                                "auto",
                                "Chk supply + fuses F1-F3",
                            ],
                        ],
                    },
                ),
                (
                    "p",
                    "Heater interlock chain (hard-wired, independent of controller): FS1 + TS2 + Q1 + E-stop in series with K1-K3 coils.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "6. OPERATION"),
                ("h2", "6.1 First start / after maintenance"),
                (
                    "ol",
                    [
                        "Chk unit filled + vented. Open V1 (inlet), V2 (outlet). V3 bypass CLOSED.",
                        "Q0 main sw ON. Display shows 'SPH rdy' after self-test.",
                        "S1 -> MAN. Pump starts. Chk rotation: arrow on motor fan cover.",
                        "Vent pump casing at vent screw until water w/o air.",
                        "Chk FS1 LED ON within 10 s. NOTE: heater interlocked w/ FS1. No flow = no heat.",
                        "S1 -> AUTO. Stages cut in acc. P01-P04.",
                    ],
                ),
                ("h2", "6.2 Normal ops"),
                (
                    "ul",
                    [
                        "Unit ON auto when M/E stopped (DI3) and P13 = 1.",
                        "M/E start: JCW outlet min. 50 °C recommended. Start block below 50 °C is in M/E control, not in SPH.",
                        "Heat-up rate limited by output only; no ramp function.",
                        "Log TT1 / TT2 every watch in port.",
                    ],
                ),
                ("h2", "6.3 Stop"),
                (
                    "p",
                    "S1 -> OFF. Pump runs on for P06 (180 s) to cool elements, then stops. Do not close V1/V2 while pump runs.",
                ),
                ("h2", "6.4 Emergency"),
                (
                    "p",
                    "E-stop on panel door cuts K1-K3 + pump contactor. Use for leak / fire at unit. Isolate at MSB after.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7. MAINTENANCE"),
                (
                    "table",
                    {
                        "cols": ["Task", "1M", "3M", "6M", "12M", "24M"],
                        "widths": [4.0, 0.55, 0.55, 0.55, 0.55, 0.55],
                        "rows": [
                            ["Chk leaks: H1 flanges, pump seal", "x", "", "", "", ""],
                            ["Clean strainer ST1", "", "x", "", "", ""],
                            [
                                "Meas. insulation resist. elements (min. 1 MOhm @ 500 V DC)",
                                "",
                                "",
                                "x",
                                "",
                                "",
                            ],
                            ["Retorque terminal nuts", "", "", "", "x", ""],
                            ["Chk contactors K1-K3 contacts, repl if burnt", "", "", "", "x", ""],
                            ["Function test TS2 overtemp trip", "", "", "", "x", ""],
                            ["Repl pump mech. seal", "", "", "", "", "x"],
                            ["Descale H1 vessel + elements", "", "", "", "", "x"],
                        ],
                    },
                ),
                ("h2", "7.1 Torques"),
                (
                    "p",
                    "Element flange bolts M10: 45 Nm, crosswise. Terminal nuts M6: 4 Nm. Vessel cover bolts M16: 120 Nm, new gasket each time. Pump casing bolts M12: 70 Nm.",
                ),
                ("h2", "7.2 Element repl"),
                (
                    "ol",
                    [
                        "Isolate at MSB. Lock + tag. Close V1, V2. Drain H1 via drain cock.",
                        "Disconnect element leads. Mark phase.",
                        "Remove element flange bolts. Pull element straight out.",
                        "Fit new element w/ new gasket SW-GK-080. Torque 45 Nm.",
                        "Meas. insulation resist. before energising (min. 1 MOhm).",
                        "Fill, vent, restart per 6.1. Reset hrs counter (P28).",
                    ],
                ),
                ("h2", "7.3 TS2 test"),
                (
                    "p",
                    "Remove TS2 bulb from pocket, heat in oil bath w/ ref. thermometer. Trip must occur at 120 °C +/- 5 K. Adj not possible: repl TS2 if out of tol.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "8. TROUBLESHOOTING"),
                (
                    "ul",
                    [
                        "No heat, no alarm -> Chk S1 in AUTO. Chk P13 + M/E running signal DI3. Chk K1-K3 pulled in.",
                        "E01 repeated -> Clean ST1. Chk V1/V2 open, V3 closed. Chk pump rotation.",
                        "One stage no current -> Meas. element resist. (approx. 48.4 Ohm per leg). Open element = repl.",
                        "Pump noisy -> Air in pump. Vent. Chk exp. tank level + PT1 reading.",
                        "E04 after restart -> Flow lost while heating. Chk FS1 paddle. Reset TS2 manually (red button under cover).",
                        "Temp swings > 5 K -> Incr. P05. Chk TT1 seated in pocket w/ paste.",
                    ],
                ),
                ("h1", "9. PARTS"),
                (
                    "table",
                    {
                        "cols": ["Part No.", "Description", "Qty"],
                        "widths": [1.4, 4.0, 0.5],
                        "ruled": False,
                        "rows": [
                            ["SW-EL-12440", "Heater element 12 kW, 440 V, 3 ph", "1"],
                            ["SW-GK-080", "Gasket, element flange", "3"],
                            ["SW-MS-25", "Pump mech. seal 25 mm", "1"],
                            ["SW-ST1-M", "Strainer basket ST1, 1 mm mesh", "1"],
                            ["SW-TS2-120", "Overtemp thermostat TS2, 120 °C, manual reset", "1"],
                            ["SW-TT-PT100", "Temp sensor TT1 / TT2, Pt100", "1"],
                            ["SW-K-32A", "Contactor 32 A, 230 V AC coil", "1"],
                            ["SW-FS1-P", "Flow switch FS1, paddle type", "1"],
                        ],
                    },
                ),
                ("p", "Order via Sanwa service w/ unit serial no. (plate on skid)."),
            ]
        },
    ],
}


# ================================================================ 4. Liberty davit winch

_LD_STYLE = {"h1": 13.0, "h2": 10.6, "body": 9.3, "hcolor": (0.05, 0.15, 0.4), "h1rule": False}

DAVIT = {
    "file": "liberty-ldw9000-lifeboat-davit-winch.pdf",
    "title": "LDW-9000 Lifeboat Davit Winch - Operation, Maintenance and Parts Manual",
    "maker": "Liberty Davit Co.",
    "style": _LD_STYLE,
    "hdr_left": "LIBERTY DAVIT CO.",
    "hdr_right": "LDW-9000 Davit Winch  |  Manual LD-9000-OM Rev. 2",
    "ftr_left": "Liberty Davit Co., Mobile, Alabama, USA",
    "ftr_fmt": "{n}",
    "cover": _cover(
        "LIBERTY DAVIT CO.",
        [
            "LDW-9000",
            "Lifeboat Davit Winch",
            "Operation, Maintenance and Parts Manual",
        ],
        [
            "Gravity lowering with centrifugal brake, electric hoisting, hand crank recovery",
            "Manual LD-9000-OM, Revision 2",
            "For use with Liberty gravity davits LGD-9 series",
        ],
        band=(0.05, 0.15, 0.4),
        foot="Liberty Davit Co., Mobile, Alabama, USA",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "TABLE OF CONTENTS"),
                (
                    "toc",
                    [
                        ("1", "Safety Precautions", 3),
                        ("2", "Description and Specifications", 4),
                        ("3", "Operating Instructions", 5),
                        ("4", "Brake System", 6),
                        ("5", "Maintenance and Lubrication", 7),
                        ("6", "Troubleshooting", 8),
                        ("7", "Replacement Parts", 9),
                    ],
                ),
                (
                    "p",
                    "This manual covers the LDW-9000 winch only. For the davit arms, falls and the lifeboat release hook refer to the davit manual LGD-9-OM and the hook maker's manual.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "SECTION 1 - SAFETY PRECAUTIONS"),
                (
                    "p",
                    "DANGER: Never stand under the lifeboat or in the path of the davit arms during launching or recovery. Moving davit arms can crush and kill.",
                ),
                (
                    "p",
                    "WARNING: Maintenance and testing shall be carried out with the lifeboat secured by the harbor pins (maintenance pendants) or with the boat removed. Never rely on the winch brake alone while persons work on or in the boat.",
                ),
                (
                    "p",
                    "WARNING: Never operate the electric hoist motor with the hand crank inserted on the crank shaft. The crank interlock switch LS-3 is a safety device and must not be bypassed.",
                ),
                (
                    "p",
                    "CAUTION: Do not lubricate the brake band, brake drum or centrifugal brake linings. Oil or grease on friction surfaces will cause loss of braking.",
                ),
                ("h2", "1.1 Qualified Personnel"),
                (
                    "p",
                    "Only crew members trained in lifeboat launching and recovery may operate the winch. The annual thorough examination and 5-year dynamic test must be performed by a service provider authorized by Liberty Davit Co.",
                ),
                ("h2", "1.2 Reference Regulations"),
                (
                    "p",
                    "The winch is designed in accordance with SOLAS Chapter III and the LSA Code, Section 6.1. Testing follows IMO MSC.402(96).",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "SECTION 2 - DESCRIPTION AND SPECIFICATIONS"),
                ("h2", "2.1 Description"),
                (
                    "p",
                    "The LDW-9000 is a single-drum, two-fall winch for gravity davits. The boat is lowered by gravity when the manual band brake is released by lifting the brake lever, either directly at the winch or from inside the lifeboat by the remote release wire. The lowering speed is governed by a centrifugal brake on the drum shaft. Hoisting is by an electric motor through a worm gearbox; final stowage is done with the removable hand crank.",
                ),
                ("h2", "2.2 Specifications"),
                (
                    "kv",
                    [
                        ("Model", "LDW-9000"),
                        ("Rated load (SWL)", "19,840 lb (9,000 kg)"),
                        ("Lowering speed, gravity", "118 to 148 ft/min (36 to 45 m/min)"),
                        ("Hoisting speed, electric", "33 ft/min (10 m/min) at rated load"),
                        ("Hoisting speed, hand crank", "approx. 1.6 ft/min (0.5 m/min)"),
                        ("Hand crank force", "max. 35 lbf (156 N)"),
                        ("Electric motor", "15 hp (11 kW), 440 V, 60 Hz, 3-phase, TEFC"),
                        ("Wire rope", "3/4 in. (19 mm) 6x36 IWRC, galvanized"),
                        ("Rope min. breaking load", "61,700 lb (27,990 kg)"),
                        ("Drum capacity", "2 x 165 ft (50 m) of 3/4 in. rope"),
                        ("Band brake holding capacity", "1.5 x rated load"),
                        ("Winch weight, dry", "3,300 lb (1,500 kg)"),
                        ("Ambient temperature", "-22 °F to 113 °F (-30 °C to 45 °C)"),
                    ],
                ),
                ("h2", "2.3 Limit and Interlock Switches"),
                (
                    "table",
                    {
                        "cols": ["Switch", "Function", "Setting"],
                        "widths": [0.8, 2.6, 2.6],
                        "ruled": False,
                        "rows": [
                            [
                                "LS-1",
                                "Hoist stop, davit arms near stowed",
                                "12 in. (300 mm) before stowed position",
                            ],
                            [
                                "LS-2",
                                "Emergency hoist stop (back-up to LS-1)",
                                "4 in. (100 mm) before stowed position",
                            ],
                            ["LS-3", "Crank interlock", "Opens when hand crank is inserted"],
                        ],
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "SECTION 3 - OPERATING INSTRUCTIONS"),
                ("h2", "3.1 Launching"),
                (
                    "ol",
                    [
                        "Remove the harbor pins and release the boat gripes (lashings).",
                        "Confirm that the water area below the boat is clear and the sea painter is rigged.",
                        "WARNING: Ensure that no person is standing in the path of the davit arms.",
                        "Lift the brake lever at the winch, or pull the remote release wire from inside the boat. The boat descends by gravity; the centrifugal brake limits the speed.",
                        "To stop the descent at any time, let go of the lever or the wire. The brake weight applies the band brake.",
                        "When the boat is waterborne, release the falls with the on-load release gear as per the hook maker's manual.",
                    ],
                ),
                ("h2", "3.2 Recovery with Electric Motor"),
                (
                    "ol",
                    [
                        "Reconnect the falls and check that both hooks are fully reset.",
                        "Check that the hand crank is removed. Press and hold the HOIST push-button (dead-man type).",
                        "The winch stops automatically at limit switch LS-1 when the davit arms are 12 in. (300 mm) before the stowed position.",
                        "Complete the stowage with the hand crank (3.3). Do not hoist persons beyond LS-1 with the motor.",
                    ],
                ),
                ("h2", "3.3 Recovery with Hand Crank"),
                (
                    "p",
                    "Insert the hand crank on the crank shaft; this opens interlock LS-3 so that the motor can not start. Engage the ratchet pawl. Approximately 36 turns of the crank are required per foot (0.3 m) of boat travel. After stowing, apply the brake, remove the crank and fit the harbor pins.",
                ),
                (
                    "p",
                    "CAUTION: Never leave the hand crank on the shaft. If the brake is released with the crank inserted, the crank will spin and can cause serious injury.",
                ),
                ("h2", "3.4 Emergency Stop"),
                (
                    "p",
                    "The red EMERGENCY STOP button on the starter box stops the motor. It does not apply the band brake; the brake is always applied by the brake weight when the lever is released.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "SECTION 4 - BRAKE SYSTEM"),
                ("h2", "4.1 Centrifugal Brake"),
                (
                    "p",
                    "The centrifugal brake has four shoes that are thrown outward against the brake housing as drum speed increases. It limits the lowering speed to 148 ft/min (45 m/min) maximum at rated load. The centrifugal brake linings must be replaced when worn to 1/8 in. (3 mm) thickness.",
                ),
                ("h2", "4.2 Manual Band Brake"),
                (
                    "p",
                    "The band brake is applied by a brake weight of 55 lb (25 kg) on the brake lever and released by lifting the lever. Replace the band brake lining when its thickness is less than 3/16 in. (5 mm) at any point.",
                ),
                ("h2", "4.3 Band Brake Adjustment"),
                (
                    "ol",
                    [
                        "Lower the boat onto its harbor pins so the falls are slack.",
                        "Loosen the lock nut on the brake band turnbuckle.",
                        "Turn the turnbuckle until the free travel of the brake lever, measured at the weight end, is 2-1/2 to 3 in. (64 to 76 mm) before the brake releases.",
                        "Tighten the lock nut and fit a new cotter pin.",
                        "Carry out a brake test as described in 4.5.",
                    ],
                ),
                ("h2", "4.4 Tightening Torques"),
                (
                    "p",
                    "Tighten the brake band anchor bolt to 95 ft-lb (129 N·m) and the brake lever pivot nut to 60 ft-lb (81 N·m). The gearbox mounting bolts, 3/4-10 UNC, are torqued to 280 ft-lb (380 N·m), the winch foundation bolts 1 in. to 510 ft-lb (690 N·m), and the motor coupling set screws to 25 ft-lb (34 N·m).",
                ),
                ("h2", "4.5 Brake Tests"),
                (
                    "p",
                    "Weekly: lower the boat a short distance (about 3 ft) and stop it with the brake, in harbor with harbor pins removed, only if the boat is empty. Annual: operational test, lowering the empty boat to the water. Five-yearly: dynamic test with 1.1 x rated load, i.e. 21,830 lb (9,900 kg), lowered at maximum speed and stopped by the band brake; stopping distance must not exceed 3.3 ft (1.0 m).",
                ),
                (
                    "p",
                    "NOTE: The static brake holding test uses 1.5 x rated load, 29,760 lb (13,500 kg), held for 10 minutes without slip.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "SECTION 5 - MAINTENANCE AND LUBRICATION"),
                ("h2", "5.1 Inspection Schedule"),
                (
                    "table",
                    {
                        "cols": ["Interval", "Inspection / Service"],
                        "widths": [1.0, 5.0],
                        "boldfirst": True,
                        "rows": [
                            [
                                "Weekly",
                                "Visual check of winch, brake lever and remote release wire; check that LS-1 and LS-3 operate; brake test per 4.5.",
                            ],
                            [
                                "Monthly",
                                "Grease drum shaft bearings and hand crank shaft; oil brake lever pivot; check gearbox oil level at sight glass.",
                            ],
                            [
                                "Quarterly",
                                "Lubricate wire rope; check rope for broken wires and corrosion.",
                            ],
                            [
                                "Annually",
                                "Change gearbox oil; measure brake lining thickness; thorough examination by authorized service provider.",
                            ],
                            [
                                "5 years",
                                "Dynamic brake test 1.1 x rated load; renew remote release wire.",
                            ],
                        ],
                    },
                ),
                ("h2", "5.2 Lubrication Chart"),
                (
                    "table",
                    {
                        "cols": ["Lube point", "Lubricant", "Quantity"],
                        "widths": [2.0, 2.4, 1.6],
                        "ruled": False,
                        "rows": [
                            [
                                "Worm gearbox",
                                "ISO VG 220 EP gear oil (AGMA 5EP)",
                                "2.6 gal (9.8 L)",
                            ],
                            ["Drum shaft bearings (2)", "NLGI 2 lithium grease", "2 strokes each"],
                            ["Hand crank shaft", "NLGI 2 lithium grease", "1 stroke"],
                            ["Brake lever pivot", "SAE 30 engine oil", "a few drops"],
                            ["Wire rope", "Liberty LR-7 wire rope lubricant", "as required"],
                        ],
                    },
                ),
                (
                    "capbelow",
                    "Table 5-2  Lubrication chart. Do not lubricate friction surfaces of any brake.",
                ),
                (
                    "p",
                    "Grease gun pressure must not exceed 150 psi (10.3 bar) on the drum shaft bearings, or the lip seals will be pushed out. Gearbox oil temperature in service must not exceed 185 °F (85 °C).",
                ),
                ("h2", "5.3 Wire Rope Replacement"),
                (
                    "p",
                    "Replace the falls at intervals not exceeding 5 years, or earlier when 6 broken wires are found in one lay length or the diameter is reduced to less than 11/16 in. (17.5 mm). Wind the new rope onto the drum under a tension of at least 10 % of rated load.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "SECTION 6 - TROUBLESHOOTING"),
                (
                    "table",
                    {
                        "cols": ["Trouble", "Probable Cause", "Correction"],
                        "widths": [1.8, 2.2, 2.4],
                        "size": 8.6,
                        "rows": [
                            [
                                "Boat does not descend when brake lever is lifted",
                                "Harbor pins or gripes still fitted; brake band corroded to drum",
                                "Remove pins and gripes; free and clean band and drum",
                            ],
                            [
                                "Lowering speed too high",
                                "Centrifugal brake linings worn or contaminated with oil",
                                "Replace linings (minimum 1/8 in.); clean housing with solvent",
                            ],
                            [
                                "Lowering speed below 118 ft/min (36 m/min)",
                                "Sheaves seized; centrifugal brake shoes sticking",
                                "Free and grease sheaves; check shoe springs",
                            ],
                            [
                                "Boat creeps down with brake applied",
                                "Band brake out of adjustment or lining below 3/16 in.",
                                "Adjust per 4.3; replace lining",
                            ],
                            [
                                "Motor does not start",
                                "Hand crank inserted (LS-3 open); LS-1 actuated; overload relay tripped",
                                "Remove crank; check LS-1; reset overload relay in starter box",
                            ],
                            [
                                "Motor stops too early",
                                "LS-1 cam out of position",
                                "Reset LS-1 cam to 12 in. (300 mm) before stowed",
                            ],
                            [
                                "Gearbox runs hot, above 185 °F (85 °C)",
                                "Low oil level or wrong oil grade",
                                "Fill with ISO VG 220 EP to sight glass",
                            ],
                            [
                                "Remote release wire stiff",
                                "Wire kinked or pulleys corroded",
                                "Free pulleys; renew wire if kinked",
                            ],
                        ],
                    },
                ),
                (
                    "p",
                    "If a fault can not be corrected, secure the boat with the harbor pins and contact Liberty Davit Co. service at the number on the winch name plate.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "SECTION 7 - REPLACEMENT PARTS"),
                (
                    "p",
                    "Order parts by part number. State the winch serial number stamped on the gearbox name plate.",
                ),
                (
                    "table",
                    {
                        "cols": ["Item", "Part No.", "Description", "Qty"],
                        "widths": [0.5, 1.1, 3.8, 0.6],
                        "rows": [
                            ["1", "LD-1120", "Centrifugal brake shoe assembly (set of 4)", "1 set"],
                            ["2", "LD-1135", "Centrifugal brake lining kit", "1"],
                            ["3", "LD-2210", "Band brake lining, riveted", "1"],
                            ["4", "LD-2240", "Brake band anchor bolt, 3/4 in.", "1"],
                            ["5", "LD-2260", "Brake weight, 55 lb", "1"],
                            ["6", "LD-3005", "Hand crank, removable", "1"],
                            ["7", "LD-3310", "Ratchet pawl and spring", "1"],
                            ["8", "LD-4400", "Limit switch LS-1, hoist stop", "1"],
                            ["9", "LD-4410", "Crank interlock switch LS-3", "1"],
                            ["10", "LD-5019", "Wire rope 3/4 in. x 165 ft, galvanized", "2"],
                            ["11", "LD-6602", "Gearbox oil seal, input shaft", "1"],
                            ["12", "LD-7001", "Remote release wire assembly, 33 ft (10 m)", "1"],
                        ],
                    },
                ),
                (
                    "capbelow",
                    "Table 7-1  LDW-9000 replacement parts. Use genuine Liberty parts only.",
                ),
            ]
        },
    ],
}
