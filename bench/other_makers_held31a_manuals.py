"""Four made-up manuals of other equipment by other makers, held-out set 31a (written blind).

Thermatik (TV-80 three-way thermostatic valve for jacket cooling water) writes translated
European English with decimal commas and carries the cooling water diagram, a transposed size
table and an interval matrix with its caption below; Salicor (SAL-3 salinometer) writes terse
service-bulletin fragments and carries a two-column page, a borderless table, a set-point table
that runs over a page break and an alarm table printed as a picture; Draftline (DG-6 draught
gauging system) writes formal UK style with WARNING/CAUTION/NOTE boxes and carries a two-level
header and a landscape page; Torqlift (HT-500 hydraulic bolt tensioner and torque wrench kit)
writes US style with psi / ft-lb first and metric in brackets and carries a portrait page whose
wide table is set sideways.  Every page is an explicit list of blocks laid out top to bottom; a
block that does not fit raises, so a question's page is the page its block is listed on.
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
    for spec in (THERMATIK, SALICOR, DRAFTLINE, TORQLIFT):
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


def _tv_schematic(pg, x0, y0, w, h):
    s = pg.page.new_shape()

    def P(x, y):
        return (x0 + x, y0 + y)

    def ln(a, b, c, d):
        s.draw_line(P(a, b), P(c, d))

    def L(x, y, t, size=6.8, bold=False):
        pg.text(x0 + x, y0 + y, t, size, bold)

    # engine
    _box_eq(s, *P(20, 140), *P(120, 290))
    L(48, 210, "M/E", 9, True)
    L(34, 224, "Main engine")
    L(34, 234, "jacket")
    # engine outlet -> TV-1 port A
    ln(70, 140, 70, 70)
    ln(70, 70, 235, 70)
    ln(110, 70, 110, 52)
    _instr(s, *P(110, 43))
    L(96, 30, "TS-11")
    # TV-1 body
    _box_eq(s, *P(235, 55), *P(265, 85))
    s.draw_line(P(235, 55), P(265, 85))
    s.draw_line(P(235, 85), P(265, 55))
    L(228, 98, "TV-1")
    L(224, 50, "A")
    L(268, 66, "B")
    L(254, 100, "C")
    _box_eq(s, *P(241, 22), *P(259, 40))
    ln(250, 40, 250, 55)
    L(262, 32, "M1")
    # port B -> V-102 -> HE-1
    ln(265, 70, 390, 70)
    _valve(s, *P(335, 70))
    L(326, 60, "V-102")
    _box_eq(s, *P(390, 50), *P(445, 160))
    for yy in (70, 90, 110, 130):
        s.draw_line(P(398, yy), P(437, yy + 10))
    L(400, 172, "HE-1", 7.5, True)
    ln(445, 80, 475, 80)
    ln(445, 140, 475, 140)
    L(452, 76, "SW out")
    L(452, 136, "SW in")
    # cooler outlet -> V-103 -> return line
    ln(418, 160, 418, 250)
    _valve(s, *P(418, 205), vertical=True)
    L(426, 208, "V-103")
    # port C bypass -> V-101 -> junction
    ln(250, 85, 250, 250)
    _valve(s, *P(250, 160), vertical=True)
    L(258, 163, "V-101")
    L(254, 200, "bypass")
    ln(418, 250, 140, 250)
    # expansion tank T-1
    _box_eq(s, *P(300, 180), *P(360, 215))
    L(318, 200, "T-1", 7.5, True)
    ln(330, 215, 330, 250)
    # duty pump P-1 and standby P-2 -> engine inlet
    _pump(s, *P(195, 250))
    L(186, 276, "P-1")
    ln(225, 250, 225, 320)
    ln(225, 320, 150, 320)
    _pump(s, *P(195, 320))
    L(186, 346, "P-2")
    _valve(s, *P(165, 320))
    L(150, 336, "V-105")
    ln(150, 320, 150, 250)
    ln(140, 250, 120, 250)
    ln(160, 250, 160, 232)
    _instr(s, *P(160, 223))
    L(148, 210, "PT-3")
    ln(132, 250, 132, 300)
    _instr(s, *P(132, 309))
    L(98, 327, "TS-12")
    # drain
    ln(70, 290, 70, 330)
    _valve(s, *P(70, 315), vertical=True)
    L(78, 318, "D-1")
    s.finish(color=(0, 0, 0), width=1.0)
    # signal lines (dashed): TS-12 -> TC-1 -> M1
    d = pg.page.new_shape()
    _box_eq(d, *P(300, 8), *P(350, 32))
    d.draw_line(P(300, 20), P(259, 30))
    d.finish(color=(0.1, 0.3, 0.7), width=0.8, dashes="[3 2] 0")
    d.draw_line(P(132, 318), P(132, 370))
    d.draw_line(P(132, 370), P(372, 370))
    d.draw_line(P(372, 370), P(372, 20))
    d.draw_line(P(372, 20), P(350, 20))
    d.finish(color=(0.1, 0.3, 0.7), width=0.8, dashes="[3 2] 0")
    d.commit()
    s.commit()
    L(311, 23, "TC-1", 7.5, True)
    # legend
    ly = 392
    L(0, ly, "Legend", 8.2, True)
    items = [
        ("TV-1", "Thermostatic valve TV-80, ports A / B / C"),
        ("M1", "Electric actuator (only execution TV-80E)"),
        ("TC-1", "Temperature controller for M1 (only TV-80E)"),
        ("HE-1", "Jacket water cooler, sea water cooled"),
        ("P-1 / P-2", "Jacket water pump, duty / stand-by"),
        ("T-1", "Expansion tank, static head to the pump suction"),
        ("TS-11", "Temperature sensor engine outlet (alarm high)"),
        ("TS-12", "Temperature sensor engine inlet (control signal for TC-1)"),
        ("PT-3", "Pressure transmitter pump discharge"),
        ("V-101", "Bypass shut-off valve (normally open, sealed)"),
        ("V-102 / V-103", "Cooler inlet / outlet shut-off valve"),
        ("V-105", "Non-return valve stand-by pump"),
        ("D-1", "Drain valve engine jacket"),
        ("- - -", "Signal line (dashed, blue)"),
    ]
    for i, (tag, desc) in enumerate(items):
        cx = 0 if i < 7 else 250
        cy = ly + 13 + (i % 7) * 11
        L(cx, cy, tag, 6.8, True)
        L(cx + 52, cy, desc, 6.4)


_TV_STYLE = {"h1": 13.0, "h2": 10.6, "body": 9.2, "hcolor": (0.55, 0.1, 0.1), "h1rule": True}

THERMATIK = {
    "file": "thermatik-tv80-thermostatic-valve.pdf",
    "title": "Thermatik TV-80 Three-way thermostatic valve - Operating and maintenance instructions",
    "maker": "Thermatik Regeltechnik AG",
    "style": _TV_STYLE,
    "hdr_left": "THERMATIK Regeltechnik",
    "hdr_right": "TV-80 / TV-80E  |  BA-TV80-EN  |  Rev. 4",
    "ftr_left": "Thermatik Regeltechnik AG - translation of the original instructions",
    "ftr_fmt": "Page {n} / {total}",
    "cover": _cover(
        "THERMATIK Regeltechnik",
        [
            "TV-80",
            "Three-way thermostatic valve",
            "for jacket cooling water",
        ],
        [
            "Operating and maintenance instructions with spare parts list",
            "Sizes DN80 - DN200, execution with wax elements",
            "Execution TV-80E with electric actuator",
            "Document BA-TV80-EN, revision 4",
        ],
        band=(0.55, 0.1, 0.1),
        foot="Thermatik Regeltechnik AG, Am Kanal 7, Kiel",
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
                        ("2", "Description of the valve", 3),
                        ("2.3", "Cooling water diagram", 4),
                        ("3", "Technical data", 5),
                        ("4", "Operation", 6),
                        ("5", "Maintenance", 7),
                        ("6", "Trouble shooting", 8),
                        ("7", "Spare parts", 9),
                    ],
                ),
                (
                    "p",
                    "These instructions are valid for the TV-80 with wax elements in the sizes DN80 up to DN200 and for the execution TV-80E with electric actuator. For the execution with pneumatic actuator (TV-80P) a separate instruction is delivered.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety instructions"),
                (
                    "ul",
                    [
                        "Before the opening of the valve the cooling water system must be depressurised and drained down below the valve. The water can be hot up to 95 °C - danger of scalding.",
                        "Works at the actuator M1 only with switched off and secured power supply (230 V AC).",
                        "Cooling water with inhibitor can irritate the skin and eyes. Wear protection glasses and gloves.",
                        "The wax elements contain no dangerous substances. Used elements can be disposed as metal scrap.",
                    ],
                ),
                ("h1", "2  Description of the valve"),
                ("h2", "2.1  Construction"),
                (
                    "p",
                    "The TV-80 is a three-way valve with a cast iron housing (GJS-400) divided in a lower part with the three flanges A, B and C and a cover part. Between the two parts the element carrier is clamped which holds the wax elements. The number of elements depends on the size (see table 3-2).",
                ),
                ("h2", "2.2  Function"),
                (
                    "p",
                    "Each wax element contains a wax mixture which expands strongly when it melts. With rising water temperature the wax expands and pushes the sleeve valve from the bypass seat (port C) in the direction of the cooler seat (port B). So more water flows through the cooler and the temperature is kept in the nominal range. Below the opening temperature all water goes through the bypass back to the pump.",
                ),
                (
                    "p",
                    "The valve works without auxiliary energy. In the execution TV-80E an electric actuator M1 on the cover can move the element carrier additionally, controlled by TC-1 with the signal from the engine inlet. If the power fails, the wax elements alone take over the regulation.",
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "2.3  Cooling water diagram"),
                (
                    "p",
                    "The diagram shows the typical installation of the valve in the jacket cooling water system of a two-stroke main engine (diverting function, valve at the engine outlet). Port A is the inlet from the engine, port B goes to the cooler HE-1 and port C is the bypass back to the pump suction.",
                ),
                ("draw", (470, _tv_schematic)),
                (
                    "caption",
                    "Fig. 2-1  Jacket cooling water system with TV-80 (diverting function)",
                ),
                (
                    "p",
                    "The bypass valve V-101 must always be open during operation; it is only closed for the dismantling of the valve. The non-return valve V-105 prevents backflow through the stand-by pump.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Technical data"),
                ("h2", "3.1  General data"),
                (
                    "kv",
                    [
                        ("Type", "TV-80, three-way thermostatic valve"),
                        ("Medium", "Fresh water with inhibitor, max. 50 % glycol"),
                        ("Nominal pressure", "PN 16"),
                        ("Max. working pressure", "10 bar"),
                        ("Max. medium temperature", "110 °C"),
                        ("Housing material", "GJS-400 (nodular cast iron)"),
                        ("Sleeve valve", "Bronze CuSn10"),
                        ("Leakage rate bypass closed", "~ 2 % of nominal flow"),
                        ("Actuator M1 (TV-80E)", "230 V AC, 50/60 Hz, 18 W, running time 120 s"),
                        ("Protection class actuator", "IP 54"),
                    ],
                ),
                ("h2", "3.2  Sizes"),
                (
                    "p",
                    "The values in the following table are valid for a pressure loss of 0,5 bar over the valve.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Size",
                            "Flow (m³/h)",
                            "Elements",
                            "Weight (kg)",
                            "Face to face (mm)",
                            "Kv (m³/h)",
                        ],
                        "rows": [
                            ["DN80", "45", "2", "28", "310", "62"],
                            ["DN100", "70", "3", "41", "350", "98"],
                            ["DN125", "110", "4", "63", "400", "155"],
                            ["DN150", "160", "6", "92", "480", "225"],
                            ["DN200", "290", "8", "165", "600", "410"],
                        ],
                        "boldfirst": True,
                    },
                ),
                ("caption", "Table 3-2  Sizes, flow and weights"),
                ("h2", "3.3  Element temperatures"),
                (
                    "p",
                    "The elements are delivered for the following nominal temperatures. The element starts to open ~ 8 °C below the nominal temperature and is completely open at ~ 4 °C above it. The nominal temperature is stamped on the element flange.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Element code",
                            "Nominal temperature",
                            "Start of opening",
                            "Fully open",
                        ],
                        "rows": [
                            ["W-71", "71 °C", "63 °C", "75 °C"],
                            ["W-77", "77 °C", "69 °C", "81 °C"],
                            ["W-82", "82 °C", "74 °C", "86 °C"],
                            ["W-88", "88 °C", "80 °C", "92 °C"],
                        ],
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  Operation"),
                ("h2", "4.1  Commissioning"),
                (
                    "ol",
                    [
                        "Check that the valves V-101, V-102 and V-103 are open.",
                        "Fill the system slowly over the expansion tank T-1 and vent the valve at the venting screw on the cover (pos. 14).",
                        "Start the jacket water pump and check the pressure at PT-3: 2,5 ~ 4,0 bar.",
                        "Warm up the engine. Observe that the temperature at TS-11 rises up to the nominal temperature of the elements and then stays constant within ± 2 °C.",
                    ],
                ),
                ("h2", "4.2  Manual override (only TV-80E)"),
                (
                    "p",
                    "If the actuator or the controller TC-1 is defective, the valve can be moved by hand with the hand wheel on the actuator. Proceed as follows:",
                ),
                (
                    "table",
                    {
                        "cols": ["Step", "Action"],
                        "widths": [0.6, 5],
                        "rows": [
                            ["1", "Switch the controller TC-1 to position MAN."],
                            ["2", "Pull the hand wheel out until it engages (~ 10 mm)."],
                            [
                                "3",
                                "Turn the hand wheel clockwise for more cooling (port B), counterclockwise for more bypass (port C). One turn = ~ 5 % stroke.",
                            ],
                            [
                                "4",
                                "Observe the temperature at TS-11 for at least 15 min after each change.",
                            ],
                            [
                                "5",
                                "After repair push the hand wheel back in and switch TC-1 to AUTO.",
                            ],
                        ],
                    },
                ),
                ("h2", "4.3  Operation with low load"),
                (
                    "p",
                    "At low engine load and in cold sea water the valve is nearly closed to the cooler. This is normal. Do not throttle the cooler outlet valve V-103 to increase the temperature; this leads to thermal stress in the cooler.",
                ),
                ("h2", "4.4  Change of the set temperature"),
                (
                    "p",
                    "The set temperature of the wax valve can only be changed by the exchange of the elements against elements with another code. At the TV-80E the set point of TC-1 must be set ~ 2 °C below the nominal temperature of the elements, so that the actuator and the elements do not work against each other.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  Maintenance"),
                (
                    "p",
                    "The maintenance intervals are valid for normal operation with treated cooling water. With bad water quality the intervals must be shortened.",
                ),
                (
                    "table",
                    {
                        "cols": ["Work", "Daily", "3 months", "12 months", "24 months", "Overhaul"],
                        "widths": [3.2, 0.8, 0.9, 0.9, 0.9, 0.9],
                        "rows": [
                            ["Check temperature at TS-11 / TS-12", "x", "", "", "", ""],
                            ["Check flanges and cover for leakage", "x", "", "", "", ""],
                            ["Function test actuator M1 (hand wheel)", "", "x", "", "", ""],
                            ["Check cooling water quality (inhibitor, pH)", "", "x", "", "", ""],
                            ["Dismantle valve, clean element carrier", "", "", "x", "", ""],
                            ["Test wax elements in water bath", "", "", "x", "", ""],
                            ["Replace O-rings and cover gasket", "", "", "", "x", ""],
                            ["Replace all wax elements", "", "", "", "", "x"],
                        ],
                    },
                ),
                (
                    "capbelow",
                    "Table 5-1  Maintenance schedule (x = to be done). Overhaul = every 5 years or 30 000 operating hours, whichever comes first.",
                ),
                ("h2", "5.2  Test of the wax elements"),
                (
                    "ol",
                    [
                        "Remove the element from the carrier (4 screws M8).",
                        "Put the element together with a calibrated thermometer in a water bath and heat slowly (max. 1 °C/min).",
                        "Measure the stroke of the pin with a dial gauge. At the nominal temperature + 4 °C the stroke must be min. 9,5 mm.",
                        "Elements with less stroke or with wax leakage must be replaced. Always replace all elements of one valve together.",
                    ],
                ),
                ("h2", "5.3  Mounting"),
                (
                    "p",
                    "Tighten the cover screws crosswise in two steps: first to 40 Nm, then to the final torque of 85 Nm (DN80 - DN125) or 140 Nm (DN150 - DN200). The screws of the element carrier are tightened with 22 Nm. Use always a new cover gasket.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Trouble shooting"),
                (
                    "table",
                    {
                        "cols": ["Disturbance", "Possible cause", "Remedy"],
                        "widths": [1.6, 2.0, 2.2],
                        "rows": [
                            [
                                "Engine outlet temperature too high",
                                "Wax elements defective or wrong code",
                                "Test elements in water bath, replace",
                            ],
                            ["", "Cooler HE-1 fouled on sea water side", "Clean cooler"],
                            ["", "V-103 partly closed", "Open V-103 fully"],
                            [
                                "Engine outlet temperature too low",
                                "Sleeve valve sticks in open position (deposits)",
                                "Dismantle and clean sleeve valve and housing",
                            ],
                            [
                                "",
                                "Set point TC-1 too low (TV-80E)",
                                "Set TC-1 ~ 2 °C below element temperature",
                            ],
                            [
                                "Temperature hunting (± 5 °C and more)",
                                "Valve oversized for the flow",
                                "Check size with table 3-2, contact Thermatik",
                            ],
                            [
                                "",
                                "Actuator and elements work against each other",
                                "Correct set point TC-1",
                            ],
                            [
                                "Water leakage at the cover",
                                "Cover gasket damaged",
                                "Replace gasket, tighten cover screws crosswise",
                            ],
                            [
                                "Actuator M1 does not move",
                                "No power supply / fuse F2 blown",
                                "Check supply 230 V and fuse F2 in TC-1",
                            ],
                        ],
                    },
                ),
                (
                    "p",
                    "If the trouble cannot be removed with this table, please contact the Thermatik service with the serial number from the type plate and the element code.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Spare parts"),
                (
                    "p",
                    "For orders please give: valve type and size, serial number, position number and quantity. The part numbers are valid for all sizes if no size is given.",
                ),
                (
                    "table",
                    {
                        "cols": ["Pos.", "Description", "Part number", "Qty"],
                        "widths": [0.5, 3.0, 1.6, 0.5],
                        "rows": [
                            ["1", "Housing lower part DN80", "TV80-101-080", "1"],
                            ["1", "Housing lower part DN150", "TV80-101-150", "1"],
                            ["2", "Cover", "TV80-102-xxx", "1"],
                            ["5", "Element carrier", "TV80-105-xxx", "1"],
                            ["6", "Sleeve valve, bronze", "TV80-106-xxx", "1"],
                            ["8", "Wax element W-77", "TV80-208-077", "2 - 8"],
                            ["8", "Wax element W-82", "TV80-208-082", "2 - 8"],
                            ["8", "Wax element W-88", "TV80-208-088", "2 - 8"],
                            ["11", "Cover gasket DN80 - DN125", "TV80-311-125", "1"],
                            ["11", "Cover gasket DN150 - DN200", "TV80-311-200", "1"],
                            ["12", "O-ring set sleeve valve", "TV80-312-SET", "1"],
                            ["14", "Venting screw G 1/4 with seal", "TV80-314-004", "1"],
                            ["20", "Actuator M1 complete (TV-80E)", "TV80-E20-230", "1"],
                            ["21", "Controller TC-1", "TV80-E21-001", "1"],
                        ],
                    },
                ),
                (
                    "p",
                    "xxx = size (080, 100, 125, 150, 200). Spare kit for 24 months maintenance: cover gasket and O-ring set, part number TV80-K24-xxx.",
                ),
            ]
        },
    ],
}


# ================================================================ 2. Salicor SAL-3

_SC_STYLE = {"h1": 12.0, "h2": 10.2, "body": 8.9, "hcolor": (0.0, 0.25, 0.45), "h1rule": True}
_SC_PCOLS = ["Par.", "Function", "Range", "Factory", "Unit"]
_SC_PW = [0.6, 3.0, 1.3, 0.9, 0.8]

SALICOR = {
    "file": "salicor-sal3-salinometer-service-manual.pdf",
    "title": "Salicor SAL-3 Salinometer - Service manual",
    "maker": "Salicor Instruments",
    "style": _SC_STYLE,
    "hdr_left": "SALICOR INSTRUMENTS",
    "hdr_right": "SAL-3 SERVICE MANUAL  SM-SAL3  ISS. C",
    "ftr_left": "Salicor Instruments - service information - for trained personnel only",
    "ftr_fmt": "SM-SAL3 / {n}",
    "cover": _cover(
        "SALICOR",
        [
            "SAL-3",
            "Salinometer",
            "FWG distillate / boiler feed water",
        ],
        [
            "Service manual - install, set-up, maint., fault finding, parts",
            "Covers: SAL-3 control unit, cells SC-1 / SC-2, dump valve DV-1",
            "Issue C",
        ],
        band=(0.0, 0.25, 0.45),
        foot="Salicor Instruments Ltd. - service dept.",
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
                        ("2", "System descr.", 3),
                        ("3", "Tech. data", 4),
                        ("4", "Parameter list", 5),
                        ("5", "Operation", 6),
                        ("6", "Alarm / fault codes", 7),
                        ("7", "Maintenance", 8),
                        ("8", "Fault finding", 8),
                        ("9", "Parts", 9),
                    ],
                ),
                (
                    "p",
                    "Manual applies to SAL-3 with SW version 2.x. SW 1.x units: parameter list differs, ask Salicor service. SAL-3X (ex-version, hazardous area) not covered.",
                ),
            ]
        },
        {
            "cols": 2,
            "top": [
                ("h1", "1  SAFETY"),
                (
                    "ul",
                    [
                        "Isolate 24 V DC supply before opening control unit. Lock out.",
                        "Cell under line pressure. Close cell isolating valves + vent before removing cell. Distillate may be hot (up to 60 °C at FWG outlet).",
                        "Dump valve DV-1 may open without warning on alarm. Keep clear of dump line outlet.",
                        "Citric acid cleaning solution: gloves + goggles.",
                    ],
                ),
            ],
            "left": [
                ("h1", "2  SYSTEM DESCR."),
                (
                    "p",
                    "SAL-3 = 2-channel conductivity salinometer. CH1: FWG distillate, cell SC-1 after distillate pump. CH2: boiler feed, cell SC-2 in cascade tank outlet / feed pump suction.",
                ),
                (
                    "p",
                    "Cell = 2 electrodes (titanium) + PT100 for temp. comp. Reading shown in ppm (as NaCl) or µS/cm, select via P08.",
                ),
                (
                    "p",
                    "On salinity HH CH1: relay K2 drops, solenoid dump valve DV-1 opens, distillate to bilge / back to FWG feed instead of FW tank. Auto reset when value below set point minus hysteresis (P05).",
                ),
                (
                    "p",
                    "CH2 has alarm only, no dump function.",
                ),
            ],
            "right": [
                ("caption", "Tab. 2-1  Cells"),
                (
                    "table",
                    {
                        "cols": ["Cell", "Used for", "K (1/cm)", "Thread"],
                        "widths": [0.8, 1.6, 0.9, 0.9],
                        "rows": [
                            ["SC-1", "FWG distillate", "0.10", "G 3/4"],
                            ["SC-2", "Boiler feed", "0.10", "G 3/4"],
                            ["SC-10", "Condensate (opt.)", "0.01", "G 1"],
                        ],
                        "size": 8.0,
                    },
                ),
                (
                    "p",
                    "Cell flow: min. 0.5 l/min, max. 5 l/min. Inst. vertical, flow from below, to avoid air pockets.",
                ),
                (
                    "p",
                    "Cable cell to unit: max. 50 m, screened 4-core, 0.75 mm². Screen earthed at unit end only.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "3  TECH. DATA"),
                ("h2", "3.1  Control unit"),
                (
                    "table",
                    {
                        "cols": ["Item", "Value", "Remark"],
                        "widths": [2.0, 2.2, 1.8],
                        "ruled": False,
                        "underline": False,
                        "rows": [
                            ["Supply", "24 V DC (18 - 32 V)", "8 W max."],
                            ["Meas. range", "0 - 100 ppm", "= 0 - 200 µS/cm"],
                            ["Resolution", "0.01 ppm below 10 ppm", "0.1 ppm above"],
                            ["Accuracy", "± 2 % of reading", "+ 0.05 ppm"],
                            ["Temp. comp.", "0 - 80 °C, auto", "PT100 in cell"],
                            ["Relay outputs", "4 x SPDT, 2 A / 30 V DC", "K1 - K4"],
                            ["Analogue out", "2 x 4 - 20 mA", "max. load 500 ohm"],
                            ["Comms", "RS-485 Modbus RTU", ""],
                            ["Enclosure", "IP 65, panel or wall", "DIN 144 x 144 front"],
                            ["Ambient", "0 - 55 °C", ""],
                        ],
                    },
                ),
                ("h2", "3.2  Cells SC-1 / SC-2"),
                (
                    "kv",
                    [
                        ("Max. press.", "10 bar"),
                        ("Max. temp.", "100 °C"),
                        ("Wetted parts", "Titanium, PEEK, EPDM O-ring"),
                        ("Conversion used", "1 ppm NaCl = 2.0 µS/cm at 25 °C"),
                    ],
                ),
                ("h2", "3.3  Dump valve DV-1"),
                (
                    "kv",
                    [
                        ("Type", "Solenoid 3/2-way, DN15, brass"),
                        ("Coil", "24 V DC, 11 W"),
                        ("Function", "De-energised = DUMP (fail-safe)"),
                        ("Feedback", "Limit switch, closed = position FW tank"),
                        ("Max. press.", "6 bar"),
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  PARAMETER LIST"),
                (
                    "p",
                    "Access: press SET 3 s, enter password (P18). Factory values = as delivered, may be changed by commissioning eng. - record actual values in commissioning sheet.",
                ),
                (
                    "table",
                    {
                        "cols": _SC_PCOLS,
                        "widths": _SC_PW,
                        "rows": [
                            [
                                "P01",
                                "Alarm HI set point CH1 (distillate)",
                                "0.5 - 50",
                                "4.0",
                                "ppm",
                            ],
                            ["P02", "Alarm delay CH1", "0 - 120", "10", "s"],
                            ["P03", "Dump set point CH1", "0.5 - 50", "10.0", "ppm"],
                            ["P04", "Dump delay CH1", "0 - 60", "5", "s"],
                            ["P05", "Dump reset hysteresis", "1 - 50", "10", "%"],
                            [
                                "P06",
                                "Alarm HI set point CH2 (boiler feed)",
                                "0.5 - 50",
                                "2.0",
                                "ppm",
                            ],
                            ["P07", "Alarm delay CH2", "0 - 120", "30", "s"],
                            ["P08", "Display unit", "ppm / µS", "ppm", "-"],
                            ["P09", "Cell constant CH1", "0.01 - 10.0", "0.10", "1/cm"],
                            ["P10", "Cell constant CH2", "0.01 - 10.0", "0.10", "1/cm"],
                            ["P11", "Temp. comp. coefficient", "0.0 - 4.0", "2.1", "%/°C"],
                            ["P12", "Reference temp.", "18 - 25", "25", "°C"],
                            ["P13", "mA out CH1, 20 mA =", "1 - 100", "20", "ppm"],
                            ["P14", "mA out CH2, 20 mA =", "1 - 100", "10", "ppm"],
                            ["P15", "Relay K1 function", "HI1 / HH1 / FLT", "HI1", "-"],
                            ["P16", "Relay K3 function", "HI2 / HH2 / FLT", "HI2", "-"],
                            ["P17", "Relay K4 function", "FLT / OFF", "FLT", "-"],
                            ["P18", "Password", "0000 - 9999", "0310", "-"],
                        ],
                    },
                ),
                ("pi", "Table continued on next page."),
            ]
        },
        {
            "blocks": [
                ("caption", "4  PARAMETER LIST (cont.)"),
                (
                    "table",
                    {
                        "cols": _SC_PCOLS,
                        "widths": _SC_PW,
                        "rows": [
                            ["P19", "Relay mode", "fail-safe / normal", "fail-safe", "-"],
                            ["P20", "Backlight off after", "0 - 900", "300", "s"],
                            ["P21", "Cal. offset CH1", "-5.0 - +5.0", "0.0", "ppm"],
                            ["P22", "Cal. offset CH2", "-5.0 - +5.0", "0.0", "ppm"],
                            [
                                "P23",
                                "Start inhibit CH1 after FWG start (forced dump)",
                                "0 - 30",
                                "5",
                                "min",
                            ],
                            ["P24", "Cell break detection", "on / off", "on", "-"],
                            ["P25", "Alarm HH set point CH1", "1 - 100", "20.0", "ppm"],
                            ["P26", "Alarm HH set point CH2", "1 - 100", "5.0", "ppm"],
                            ["P27", "Log interval", "10 - 3600", "60", "s"],
                            ["P28", "Modbus address", "1 - 247", "1", "-"],
                            ["P29", "Baud rate", "9600 / 19200", "19200", "baud"],
                        ],
                    },
                ),
                ("h1", "5  OPERATION"),
                ("h2", "5.1  Start-up"),
                (
                    "ol",
                    [
                        "Open cell inlet/outlet valves. Chk flow through cell (sight glass).",
                        "Switch on 24 V. Self-test ~ 20 s, all LEDs on.",
                        "FWG start: CH1 in start inhibit (P23), DV-1 held in dump, display shows 'INH'.",
                        "After inhibit: distillate to FW tank only when below P03.",
                    ],
                ),
                ("h2", "5.2  Keys"),
                (
                    "ul",
                    [
                        "CH: toggle CH1 / CH2 display.",
                        "ACK: silence buzzer, acknowledge alarm. Alarm stays red until value OK.",
                        "TEST (hold 5 s): simulates HH CH1 - DV-1 must go to dump. Chk feedback LED.",
                        "SET: parameter menu (3 s).",
                    ],
                ),
                ("h2", "5.3  Manual dump"),
                (
                    "p",
                    "Key switch S1 on front: AUTO / DUMP. DUMP = DV-1 de-energised, all distillate dumped regardless of reading. Use when FW tank to be protected during cell cleaning.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  ALARM / FAULT CODES"),
                (
                    "p",
                    "Codes shown on display line 2 and sent via Modbus (reg. 40021). A = process alarm, E = cell / instrument fault, F = supply / unit fault. All fault codes (E, F) energise relay K4 if P17 = FLT.",
                ),
                (
                    "imgtable",
                    {
                        "title": "Tab. 6-1  Alarm and fault codes",
                        "cols": ["Code", "Display text", "Cause", "Action"],
                        "widths": [0.6, 1.2, 2.4, 2.4],
                        "size": 8.4,
                        "rows": [
                            [
                                "A-01",
                                "SAL HI 1",
                                "CH1 above P01 for P02 time",
                                "Chk FWG: brine level, demister, cond. leak",
                            ],
                            [
                                "A-02",
                                "SAL HH 1",
                                "CH1 above P03 / P25",
                                "DV-1 dumps. Chk FWG, chk cell",
                            ],
                            [
                                "A-03",
                                "SAL HI 2",
                                "CH2 above P06 for P07 time",
                                "Chk condenser / drain cooler for SW leak",
                            ],
                            [
                                "A-04",
                                "SAL HH 2",
                                "CH2 above P26",
                                "Lab test feed water, consider boiler blowdown",
                            ],
                            [
                                "E-07",
                                "CELL OPEN",
                                "Cell cable broken or cell dry (< 0.5 l/min)",
                                "Chk cable terminals X3, vent cell",
                            ],
                            [
                                "E-08",
                                "CELL SHORT",
                                "Short circuit cell cable / electrodes bridged",
                                "Clean cell, chk cable",
                            ],
                            [
                                "E-09",
                                "TEMP FLT",
                                "PT100 out of range (< -5 °C / > 105 °C)",
                                "Measure PT100: ~ 110 ohm at 25 °C",
                            ],
                            [
                                "E-11",
                                "DV FB",
                                "DV-1 feedback not reached within 10 s",
                                "Chk coil, limit switch, valve stuck",
                            ],
                            [
                                "F-3",
                                "SUPPLY LOW",
                                "Supply below 18 V DC",
                                "Chk 24 V supply and fuse F1 (1 A T)",
                            ],
                            [
                                "F-5",
                                "MEM ERR",
                                "Parameter memory checksum error",
                                "Reload factory values, re-enter P01 - P29",
                            ],
                        ],
                    },
                ),
                (
                    "p",
                    "A-codes reset automatically when value below set point minus hysteresis. E/F codes must be acknowledged with ACK after repair.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  MAINTENANCE"),
                (
                    "ul",
                    [
                        "Wkly: Chk CH1 / CH2 reading against lab test (silver nitrate titration). Diff. > 1 ppm: Adj cal. offset P21 / P22.",
                        "Monthly: TEST key - chk DV-1 dumps + feedback LED. Chk relay K2 on alarm panel.",
                        "3 months: Remove cells, clean electrodes in 5 % citric acid, 10 min, rinse w/ distillate. No abrasives, no wire brush. Repl cell O-ring each time.",
                        "12 months: Calib. w/ reference solution 10 ppm NaCl (part SC-REF-10). Reading must be 9.8 - 10.2 ppm after temp. stabilised.",
                        "DV-1: Repl seal kit every 2 years or on leakage.",
                    ],
                ),
                ("h2", "7.1  Cell removal"),
                (
                    "ol",
                    [
                        "S1 to DUMP.",
                        "Close cell isolating valves, open vent cock, drain.",
                        "Unplug cell connector (bayonet). Unscrew cell - 32 mm spanner, do not use pipe wrench on cell body.",
                        "Refit: PTFE tape not required, O-ring seals. Hand-tight + 1/4 turn.",
                    ],
                ),
                ("h1", "8  FAULT FINDING"),
                (
                    "table",
                    {
                        "cols": ["Symptom", "Cause", "Remedy"],
                        "widths": [1.8, 2.1, 2.1],
                        "size": 8.2,
                        "rows": [
                            [
                                "Reading const. 0.00 ppm",
                                "Cell dry / air pocket",
                                "Vent cell, chk flow min. 0.5 l/min",
                            ],
                            [
                                "Reading jumps ± 2 ppm",
                                "Screen earthed both ends",
                                "Earth screen at unit end only",
                            ],
                            [
                                "Reading too high after cleaning",
                                "Acid residue in cell",
                                "Rinse again w/ distillate, 5 min flow",
                            ],
                            [
                                "Reading drifts low over weeks",
                                "Electrode fouling (scale)",
                                "Clean cell, chk P09 / P10",
                            ],
                            [
                                "DV-1 chatters",
                                "Value near set point, hysteresis too small",
                                "Incr. P05 (max. 50 %)",
                            ],
                            ["Display blank", "No 24 V / fuse F1", "Chk supply, repl F1 (1 A T)"],
                        ],
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "9  PARTS"),
                (
                    "table",
                    {
                        "cols": ["Item", "Description", "Part no.", "Qty"],
                        "widths": [0.5, 3.0, 1.5, 0.5],
                        "rows": [
                            ["1", "Control unit SAL-3, 24 V DC", "SAL3-100", "1"],
                            ["2", "Cell SC-1 / SC-2, K = 0.10, G 3/4", "SC-010-34", "2"],
                            ["3", "Cell SC-10, K = 0.01, G 1", "SC-001-10", "opt."],
                            ["4", "O-ring cell, EPDM 20 x 2.5", "SC-OR-20", "2"],
                            ["5", "Cell cable 10 m, with connector", "SC-CAB-10", "2"],
                            ["6", "Dump valve DV-1, DN15, 24 V DC", "DV-1-15-24", "1"],
                            ["7", "Seal kit DV-1", "DV-1-SK", "1"],
                            ["8", "Coil DV-1, 24 V DC 11 W", "DV-1-C24", "1"],
                            ["9", "Fuse F1, 1 A T, 5 x 20", "SAL3-F1", "5"],
                            ["10", "Reference solution 10 ppm NaCl, 500 ml", "SC-REF-10", "1"],
                            ["11", "Key switch S1 w/ 2 keys", "SAL3-S1", "1"],
                        ],
                    },
                ),
                (
                    "p",
                    "Recommended on board: items 4, 7, 9, 10 + one spare cell. Reference solution shelf life 12 months - chk date on bottle.",
                ),
            ]
        },
    ],
}


# ================================================================ 3. Draftline DG-6

_DL_STYLE = {"h1": 13.0, "h2": 10.8, "body": 9.3, "hcolor": (0.1, 0.2, 0.35), "h1rule": False}

DRAFTLINE = {
    "file": "draftline-dg6-draught-gauging-system.pdf",
    "title": "Draftline DG-6 Draught gauging system - Installation, operation and maintenance manual",
    "maker": "Draftline Marine Systems Ltd",
    "style": _DL_STYLE,
    "hdr_left": "Draftline Marine Systems",
    "hdr_right": "DG-6 Draught Gauging System - IOM Manual DLM-0612",
    "ftr_left": "© Draftline Marine Systems Ltd. Uncontrolled copy when printed.",
    "ftr_fmt": "Page {n} of {total}",
    "cover": _cover(
        "Draftline Marine Systems",
        [
            "DG-6",
            "Draught Gauging System",
            "Installation, Operation and Maintenance",
        ],
        [
            "Manual DLM-0612, Issue 5",
            "Applies to systems with DT-20 pressure transmitters and DU-6 display unit",
            "Read this manual in full before commissioning the system.",
        ],
        band=(0.1, 0.2, 0.35),
        foot="Draftline Marine Systems Ltd, Quay Road, Southampton",
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
                        ("2.3", "System components", 4),
                        ("3", "Technical data", 5),
                        ("4", "Transmitter schedule", 6),
                        ("5", "Operation", 7),
                        ("6", "Purging and calibration", 8),
                        ("7", "Maintenance", 9),
                        ("8", "Fault messages", 9),
                        ("9", "Spare parts", 10),
                    ],
                ),
                (
                    "p",
                    "This manual covers the DG-6 system with up to six draught transmitters. Tank level gauging (the DG-6T option) is the subject of a separate manual, DLM-0613.",
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
                        "The transmitters are mounted on the shell plating below the waterline. Never remove a transmitter or open a transmitter flange unless the sea valve of that transmitter is closed and the isolating cock has been proved tight. Flooding of the compartment can result.",
                    ),
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Compressed air used for purging is at up to 7 bar. Wear eye protection and never direct the purge air at any person.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Do not pressure test the ship's piping with the transmitters connected. Pressures above 3 bar will damage the DT-20 sensing diaphragm.",
                    ),
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "The DG-6 is an aid to the officer of the watch. Draught readings shall be checked against the draught marks before loading or discharging cargo.",
                    ),
                ),
                ("h1", "2  System description"),
                ("h2", "2.1  Principle"),
                (
                    "p",
                    "The draught is derived from the hydrostatic pressure of the sea water acting on pressure transmitters fitted near the keel. The display unit DU-6 converts each pressure to a draught at the mark, using the sea water density entered by the operator and the vertical offset of each transmitter from the keel.",
                ),
                ("h2", "2.2  Arrangement"),
                (
                    "p",
                    "A standard system comprises transmitters forward (port and starboard), midship (port and starboard) and aft (port and starboard). From these the DU-6 calculates mean draught, trim, list and displacement.",
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "2.3  System components"),
                (
                    "table",
                    {
                        "groups": [("", 1), ("Pressure transmitter DT-20", 3), ("Signal", 2)],
                        "cols": ["Position", "Range", "Overload", "Connection", "Output", "Cable"],
                        "widths": [1.3, 0.9, 0.9, 1.2, 0.9, 1.2],
                        "rows": [
                            [
                                "Forward P/S",
                                "0 - 1.6 bar",
                                "3 bar",
                                "DN25 flange",
                                "4 - 20 mA",
                                "2 x 0.75 mm²",
                            ],
                            [
                                "Midship P/S",
                                "0 - 2.5 bar",
                                "3 bar",
                                "DN25 flange",
                                "4 - 20 mA",
                                "2 x 0.75 mm²",
                            ],
                            [
                                "Aft P/S",
                                "0 - 2.5 bar",
                                "3 bar",
                                "DN25 flange",
                                "4 - 20 mA",
                                "2 x 0.75 mm²",
                            ],
                        ],
                    },
                ),
                ("caption", "Table 2-1  Draught transmitters"),
                (
                    "p",
                    "Each transmitter is connected to the sea through a sea valve and an isolating cock. A purge connection between the cock and the transmitter allows compressed air to be blown out to sea, which clears marine growth and silt from the sensing line.",
                ),
                (
                    "p",
                    "The DU-6 display unit is installed on the bridge or in the cargo control room. A repeater (RD-6) may be fitted in the engine control room; the repeater shows readings only and cannot be used to change settings.",
                ),
                (
                    "p",
                    "The purge panel PP-6 in the engine room holds the air filter regulator, the six purge solenoid valves and the manual purge push-buttons.",
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "The forward transmitters have a smaller range because the forward draught is normally less. Do not interchange forward and aft transmitters.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Technical data"),
                ("h2", "3.1  Display unit DU-6"),
                (
                    "kv",
                    [
                        ("Supply", "24 V DC, 25 W (from ship's UPS)"),
                        ("Display", "7 in. colour TFT, dimmable for night use"),
                        ("Draught resolution", "0.01 m"),
                        ("System accuracy", "± 0.03 m (sea state calm)"),
                        ("Density input range", "0.990 - 1.035 t/m³"),
                        ("Damping (averaging time)", "adjustable 5 - 120 s, default 30 s"),
                        ("Outputs", "NMEA 0183, Modbus TCP, 2 alarm relays"),
                        ("Ambient temperature", "-15 °C to +55 °C"),
                    ],
                ),
                ("h2", "3.2  Transmitter DT-20"),
                (
                    "kv",
                    [
                        ("Sensor", "Piezo-resistive, ceramic diaphragm"),
                        ("Accuracy", "± 0.1 % of span"),
                        ("Supply", "12 - 30 V DC loop powered"),
                        ("Wetted materials", "Ceramic Al2O3, 316L, Viton"),
                        ("Protection", "IP 68 (10 m)"),
                    ],
                ),
                ("h2", "3.3  Purge panel PP-6"),
                (
                    "kv",
                    [
                        ("Air supply", "5 - 7 bar, from working air"),
                        ("Purge pressure", "set to 4 bar at regulator"),
                        ("Purge duration", "20 s per transmitter"),
                        ("Solenoid valves", "24 V DC, normally closed"),
                    ],
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Purge pressure must always be higher than the sea pressure at the transmitter, otherwise sea water will enter the air line. Do not reduce the regulator below 4 bar.",
                    ),
                ),
            ]
        },
        {
            "landscape": True,
            "blocks": [
                ("h1", "4  Transmitter schedule"),
                (
                    "p",
                    "Typical values for the reference installation. The values for each ship are entered in the DU-6 during commissioning and are recorded in the commissioning report.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Tag",
                            "Position",
                            "Frame",
                            "Dist. from AP (m)",
                            "Height above BL (m)",
                            "Transverse from CL (m)",
                            "Range (bar)",
                            "Sea valve",
                            "Purge valve",
                            "Junction box",
                        ],
                        "widths": [0.7, 1.2, 0.7, 1.0, 1.0, 1.1, 0.8, 0.9, 0.9, 0.9],
                        "rows": [
                            [
                                "DT-1",
                                "Forward port",
                                "Fr. 231",
                                "176.40",
                                "0.45",
                                "-1.80",
                                "0 - 1.6",
                                "SV-1",
                                "PV-1",
                                "JB-F",
                            ],
                            [
                                "DT-2",
                                "Forward stbd",
                                "Fr. 231",
                                "176.40",
                                "0.45",
                                "+1.80",
                                "0 - 1.6",
                                "SV-2",
                                "PV-2",
                                "JB-F",
                            ],
                            [
                                "DT-3",
                                "Midship port",
                                "Fr. 118",
                                "90.10",
                                "0.30",
                                "-9.60",
                                "0 - 2.5",
                                "SV-3",
                                "PV-3",
                                "JB-M",
                            ],
                            [
                                "DT-4",
                                "Midship stbd",
                                "Fr. 118",
                                "90.10",
                                "0.30",
                                "+9.60",
                                "0 - 2.5",
                                "SV-4",
                                "PV-4",
                                "JB-M",
                            ],
                            [
                                "DT-5",
                                "Aft port",
                                "Fr. 9",
                                "6.20",
                                "1.10",
                                "-2.40",
                                "0 - 2.5",
                                "SV-5",
                                "PV-5",
                                "JB-A",
                            ],
                            [
                                "DT-6",
                                "Aft stbd",
                                "Fr. 9",
                                "6.20",
                                "1.10",
                                "+2.40",
                                "0 - 2.5",
                                "SV-6",
                                "PV-6",
                                "JB-A",
                            ],
                        ],
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "Sign convention: transverse distances negative to port, positive to starboard. AP = aft perpendicular, BL = base line, CL = centre line.",
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "If a transmitter is relocated, the new height above base line must be measured and entered in menu SETUP > SENSORS, otherwise all calculated draughts will be wrong by the same amount.",
                    ),
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "5  Operation"),
                ("h2", "5.1  Main display"),
                (
                    "p",
                    "The main page shows the draughts forward, midship and aft, the mean draught, trim (positive by the stern) and list (positive to starboard). Values are displayed in metres; feet and inches may be selected in SETUP > UNITS.",
                ),
                ("h2", "5.2  Entering sea water density"),
                (
                    "ol",
                    [
                        "Take a sample of sea water alongside and measure the density with the hydrometer.",
                        "Press MENU, select DENSITY and enter the measured value in t/m³.",
                        "Confirm with ENTER. The new density is used immediately for all draughts.",
                    ],
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "An error of 0.005 t/m³ in the density gives an error of about 0.05 m at a draught of 10 m.",
                    ),
                ),
                ("h2", "5.3  Alarms"),
                (
                    "p",
                    "Two alarm relays are provided. Relay 1 is activated when the mean draught exceeds the maximum draught set in SETUP > ALARMS (for example the summer load line). Relay 2 is the system fault relay; it opens on any fault message listed in section 8.",
                ),
                ("h2", "5.4  Harbour mode"),
                (
                    "p",
                    "In harbour mode the damping is reduced to 5 s so that changes during cargo operations are seen quickly. Harbour mode is cancelled automatically after 12 hours.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Purging and calibration"),
                ("h2", "6.1  Automatic purge"),
                (
                    "p",
                    "The DU-6 purges the transmitters one after the other every 24 hours at the time set in SETUP > PURGE. During the purge of a transmitter its last valid reading is frozen on the display and marked with the letter P.",
                ),
                ("h2", "6.2  Zero check of a transmitter"),
                (
                    "table",
                    {
                        "cols": ["Step", "Action"],
                        "widths": [0.6, 5],
                        "rows": [
                            ["1", "Select SERVICE > ZERO CHECK and choose the transmitter tag."],
                            [
                                "2",
                                "Close the sea valve (SV-n) of that transmitter. WARNING: confirm that the valve is fully closed before continuing.",
                            ],
                            [
                                "3",
                                "Open the vent cock at the transmitter to atmosphere and allow the pressure to fall to zero.",
                            ],
                            [
                                "4",
                                "Read the displayed pressure. It shall be within ± 0.005 bar. If it is not, press ZERO to accept a new zero.",
                            ],
                            [
                                "5",
                                "Close the vent cock and open the sea valve slowly. Confirm the reading returns to the previous value.",
                            ],
                        ],
                    },
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Never open the vent cock with the sea valve open. The transmitter line is at sea pressure.",
                    ),
                ),
                ("h2", "6.3  Span check"),
                (
                    "p",
                    "A span check requires a calibrated hand pump and reference gauge and shall be carried out by a Draftline engineer or at dry dock. The procedure is given in service instruction SI-DG6-04 and is not reproduced here.",
                ),
                ("h2", "6.4  Comparison with draught marks"),
                (
                    "p",
                    "In calm water in port, read the draught marks at all six positions and compare them with the displayed values. Differences greater than 0.05 m shall be investigated; an offset may be entered in SETUP > SENSORS > OFFSET, limited to ± 0.20 m.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Maintenance"),
                (
                    "ul",
                    [
                        "Daily: compare displayed draughts with the previous reading and check that no fault message is active.",
                        "Weekly: carry out a manual purge of all transmitters from the purge panel and drain the water trap of the air filter regulator.",
                        "Every 6 months: zero check of all transmitters (section 6.2).",
                        "Every dry docking: remove transmitters, inspect and clean the sensing lines and the sea valves; carry out span check.",
                    ],
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Do not clean the ceramic diaphragm with a hard or pointed tool. Use fresh water and a soft brush only.",
                    ),
                ),
                ("h1", "8  Fault messages"),
                (
                    "table",
                    {
                        "cols": ["Code", "Message", "Probable cause", "Action"],
                        "widths": [0.6, 1.5, 2.0, 2.2],
                        "rows": [
                            [
                                "F01",
                                "SENSOR LOW",
                                "Signal below 3.6 mA, cable broken",
                                "Check cable and junction box terminals",
                            ],
                            [
                                "F02",
                                "SENSOR HIGH",
                                "Signal above 21 mA, short circuit",
                                "Check cable for damage or water ingress",
                            ],
                            [
                                "F03",
                                "PURGE FAIL",
                                "Pressure did not rise during purge",
                                "Check air supply 5 - 7 bar and solenoid valve",
                            ],
                            [
                                "F04",
                                "DEVIATION P/S",
                                "Port and stbd differ by more than 0.5 m with list < 1°",
                                "Purge transmitter, carry out zero check",
                            ],
                            [
                                "F05",
                                "NO DENSITY",
                                "Density not confirmed after power up",
                                "Enter density (section 5.2)",
                            ],
                            [
                                "F07",
                                "COMMS RD-6",
                                "No communication with repeater",
                                "Check RS-485 cable and termination",
                            ],
                        ],
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "9  Spare parts"),
                (
                    "table",
                    {
                        "cols": ["Item", "Description", "Part No.", "Qty per ship"],
                        "widths": [0.5, 3.1, 1.4, 0.9],
                        "rows": [
                            ["1", "Display unit DU-6", "DLM-6100", "1"],
                            ["2", "Repeater RD-6", "DLM-6150", "opt."],
                            ["3", "Transmitter DT-20, 0 - 1.6 bar", "DLM-2016", "2"],
                            ["4", "Transmitter DT-20, 0 - 2.5 bar", "DLM-2025", "4"],
                            ["5", "Gasket DN25, transmitter flange", "DLM-9025", "6"],
                            ["6", "Purge solenoid valve 24 V DC", "DLM-7024", "6"],
                            ["7", "Air filter regulator with water trap", "DLM-7100", "1"],
                            ["8", "Hydrometer 1.000 - 1.050", "DLM-9950", "1"],
                        ],
                    },
                ),
                (
                    "p",
                    "Recommended spares on board: one transmitter of each range, two purge solenoid valves and one set of flange gaskets.",
                ),
            ]
        },
    ],
}


# ================================================================ 4. Torqlift HT-500

_TQ_STYLE = {"h1": 13.0, "h2": 10.6, "body": 9.2, "hcolor": (0.75, 0.35, 0.0), "h1rule": True}

TORQLIFT = {
    "file": "torqlift-ht500-bolt-tensioner-kit.pdf",
    "title": "Torqlift HT-500 Hydraulic bolt tensioner and torque wrench kit - Operator's manual",
    "maker": "Torqlift Tools Inc.",
    "style": _TQ_STYLE,
    "hdr_left": "TORQLIFT TOOLS INC.",
    "hdr_right": "HT-500 Kit  -  Operator's Manual  -  Form TQ-500-OM Rev. B",
    "ftr_left": "Torqlift Tools Inc., Houston, TX - Service: service@torqlift.example",
    "ftr_fmt": "{n}",
    "cover": _cover(
        "TORQLIFT",
        [
            "HT-500",
            "Hydraulic Bolt Tensioner &",
            "Torque Wrench Kit",
        ],
        [
            "Operator's manual - for main engine holding-down bolts and cylinder head studs",
            "Includes: HT-500 tensioners, HP-40 air-driven pump, TW-3 hydraulic torque wrench",
            "Form TQ-500-OM Rev. B",
        ],
        band=(0.75, 0.35, 0.0),
        foot="Torqlift Tools Inc.",
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
                        ("2", "Kit Description", 4),
                        ("3", "Specifications", 4),
                        ("4", "Tensioner Selection and Pressures", 5),
                        ("5", "Tensioning Procedure", 6),
                        ("6", "Torque Wrench TW-3", 7),
                        ("7", "Maintenance", 8),
                        ("8", "Troubleshooting", 8),
                        ("9", "Parts List", 9),
                    ],
                ),
                (
                    "p",
                    "IMPORTANT: Always use the engine builder's bolt tightening data when it differs from the data in this manual. The pressures in Section 4 are typical values for the reference engines only.",
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
                        "High pressure hydraulic oil at up to 21,750 psi (1500 bar) can penetrate skin and cause serious injury or death. Never use your hand to check for leaks. Get medical attention immediately if oil is injected into the skin.",
                    ),
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Never stand in line with the tensioner axis while the tool is pressurized. A stud that breaks under load can eject the puller with great force.",
                    ),
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Do not exceed the maximum piston stroke of 0.59 in. (15 mm). The red stroke indicator ring must not be visible above the cylinder.",
                    ),
                ),
                (
                    "ul",
                    [
                        "Wear safety glasses, gloves and steel-toe shoes.",
                        "Inspect hoses before each use. Replace any hose with cuts, kinks or damaged fittings. Minimum bend radius of hoses is 4 in. (100 mm).",
                        "Always connect the gauge at the pump. Never operate the pump without a gauge.",
                        "Keep the work area clear; only the operator and one assistant may stand near the engine during pressurizing.",
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "2  Kit Description"),
                (
                    "p",
                    "The HT-500 kit is supplied in a steel transport case and contains: four HT-500 tensioners with interchangeable puller bushes for the stud sizes in Section 4, one HP-40 air-driven hydraulic pump with 0 - 30,000 psi gauge, four 10 ft (3 m) twin-line high pressure hoses, one TW-3 hydraulic torque wrench with three hex cassettes, tommy bars and a bridge spacer set.",
                ),
                (
                    "p",
                    "The tensioners are connected in series with the hoses so that up to four studs are tensioned at the same time and with the same load. The TW-3 torque wrench is used where there is no room for a tensioner, for example on the fuel pump and exhaust valve studs.",
                ),
                ("h1", "3  Specifications"),
                ("h2", "3.1  Tensioner HT-500"),
                (
                    "kv",
                    [
                        ("Max. working pressure", "21,750 psi (1500 bar)"),
                        ("Max. load", "112,400 lbf (500 kN)"),
                        ("Hydraulic area", "5.17 in² (33.3 cm²)"),
                        ("Max. piston stroke", "0.59 in. (15 mm)"),
                        ("Thread range", "M42 to M64 with puller bushes"),
                        ("Weight (without bush)", "24 lb (10.9 kg)"),
                    ],
                ),
                ("h2", "3.2  Pump HP-40"),
                (
                    "kv",
                    [
                        ("Drive air", "90 - 100 psi (6.2 - 6.9 bar), 35 cfm"),
                        ("Max. output pressure", "23,200 psi (1600 bar), relief valve set"),
                        ("Reservoir", "0.5 gal (1.9 l)"),
                        ("Oil", "ISO VG 15 hydraulic oil"),
                    ],
                ),
                ("h2", "3.3  Torque wrench TW-3"),
                (
                    "kv",
                    [
                        ("Max. torque", "7,400 ft-lb (10,030 N·m) at 10,000 psi (690 bar)"),
                        ("Hex cassettes", "2-3/8 in., 2-3/4 in., 3-1/8 in."),
                        ("Drive square", "1-1/2 in."),
                    ],
                ),
            ]
        },
        {
            "sideways": True,
            "blocks": [
                ("h1", "4  Tensioner Selection and Pressures"),
                (
                    "p",
                    "Typical tightening data for the reference engines. Pressure A is the tensioning pressure applied before the nut is run down; pressure B is the check pressure at which the nut must just start to turn. Rundown torque is applied with the tommy bar through the bridge window.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Application",
                            "Thread",
                            "Puller bush",
                            "Pressure A psi (bar)",
                            "Pressure B psi (bar)",
                            "Residual load lbf (kN)",
                            "Rundown torque ft-lb (N·m)",
                            "Studs per pass",
                        ],
                        "widths": [1.9, 0.8, 0.9, 1.2, 1.2, 1.3, 1.2, 0.8],
                        "rows": [
                            [
                                "Holding-down bolt, engine bore 500 mm",
                                "M64 x 6",
                                "PB-64",
                                "21,750 (1500)",
                                "20,300 (1400)",
                                "99,000 (440)",
                                "220 (300)",
                                "4",
                            ],
                            [
                                "Holding-down bolt, engine bore 350 mm",
                                "M48 x 5",
                                "PB-48",
                                "18,850 (1300)",
                                "17,400 (1200)",
                                "83,200 (370)",
                                "150 (200)",
                                "4",
                            ],
                            [
                                "Cylinder head stud, bore 500 mm",
                                "M56 x 4",
                                "PB-56",
                                "20,300 (1400)",
                                "19,600 (1350)",
                                "92,200 (410)",
                                "185 (250)",
                                "4",
                            ],
                            [
                                "Cylinder head stud, bore 350 mm",
                                "M42 x 4",
                                "PB-42",
                                "17,400 (1200)",
                                "16,700 (1150)",
                                "76,400 (340)",
                                "110 (150)",
                                "4",
                            ],
                            [
                                "Main bearing stud (tie rod excluded)",
                                "M56 x 4",
                                "PB-56",
                                "19,600 (1350)",
                                "18,850 (1300)",
                                "88,100 (392)",
                                "185 (250)",
                                "2",
                            ],
                        ],
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "Tie rods are NOT tightened with the HT-500; they require the engine builder's special tie rod jack. Puller bushes PB-42 to PB-64 fit the HT-500 without adaptor.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "5  Tensioning Procedure"),
                (
                    "ol",
                    [
                        "Clean the stud thread and the nut face. Apply a thin coat of molybdenum disulfide paste to the thread.",
                        "Fit the bridge over the nut, screw the puller bush onto the stud by hand until it seats on the tensioner piston.",
                        "Connect the hoses in series from the pump to each tensioner. Close the last tensioner with the end plug.",
                        "Open the pump bleed valve and run the pump at low air pressure until air-free oil comes out of the last tensioner. Close the bleed valve.",
                        "Raise the pressure to pressure A (Section 4) in two steps: first to 50 %, hold 30 seconds, then to 100 %. WARNING: Watch the stroke indicator. Stop immediately if the red ring becomes visible.",
                        "At pressure A, run the nut down with the tommy bar through the bridge window until it is firmly seated, applying the rundown torque.",
                        "Release the pressure slowly to zero. Repeat the pressurizing and rundown once more (second pass) to compensate for thread settling.",
                        "Check: raise the pressure to pressure B. The nut must NOT turn freely at pressure B. If it does, repeat from step 5.",
                    ],
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Before removing the tensioners, always return the pistons to the zero position by screwing the puller bush down. Pistons are spring returned only up to 0.2 in. (5 mm).",
                    ),
                ),
                ("h2", "5.1  Loosening"),
                (
                    "p",
                    "To loosen, apply pressure A plus 5 %, but never more than 21,750 psi (1500 bar). Turn the nut back by approx. 3/4 turn (NOT more, or the puller bush can jam), then release the pressure. If the nut does not turn at this pressure, do not increase the pressure further - the thread is probably seized; consult Torqlift service.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Torque Wrench TW-3"),
                (
                    "p",
                    "The TW-3 is driven from the same HP-40 pump. Output torque is proportional to the pump pressure; read the pressure that gives the required torque from the table. Always use the reaction arm against a solid point and never against the neighboring nut.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Pump pressure psi",
                            "Pump pressure bar",
                            "Torque ft-lb",
                            "Torque N·m",
                        ],
                        "rows": [
                            ["2,000", "138", "1,480", "2,005"],
                            ["4,000", "276", "2,960", "4,010"],
                            ["6,000", "414", "4,440", "6,020"],
                            ["8,000", "552", "5,920", "8,025"],
                            ["10,000", "690", "7,400", "10,030"],
                        ],
                    },
                ),
                ("caption", "Table 6-1  TW-3 torque vs. pump pressure"),
                (
                    "p",
                    "Typical torques: fuel pump studs M36, 1,250 ft-lb (1,700 N·m); exhaust valve studs M42, 2,100 ft-lb (2,850 N·m). Tighten in diagonal sequence in three steps: 30 %, 70 %, 100 %. After the last step apply the final torque once more to all studs in sequence until no nut turns further.",
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "The TW-3 must not be used above 10,000 psi (690 bar). Higher pump pressure will overload the cassette ratchet.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Maintenance"),
                (
                    "ul",
                    [
                        "After each use: wipe tools clean, fit dust caps on all couplers, return pistons to zero.",
                        "Every 6 months or 50 jobs: change the piston seals of the tensioners (seal kit HT-500-SK).",
                        "Every 12 months: calibrate the pump gauge against a master gauge; accuracy must be within ± 1 % of full scale.",
                        "Every 12 months: change the hydraulic oil in the HP-40 reservoir and clean the air inlet filter.",
                        "Store the kit in a dry place between 40 °F and 105 °F (5 °C and 40 °C).",
                    ],
                ),
                ("h1", "8  Troubleshooting"),
                (
                    "table",
                    {
                        "cols": ["Symptom", "Cause", "Remedy"],
                        "widths": [1.8, 2.0, 2.2],
                        "rows": [
                            [
                                "Pump runs but pressure does not rise",
                                "Low oil level in reservoir / air in system",
                                "Fill reservoir, bleed system at last tensioner",
                            ],
                            [
                                "Pressure falls after pump stops",
                                "Leaking coupler or piston seal",
                                "Check couplers; replace seal kit HT-500-SK",
                            ],
                            [
                                "Piston does not return",
                                "Piston seals swollen / wrong oil",
                                "Use ISO VG 15 only; replace seals",
                            ],
                            [
                                "Puller bush will not screw on",
                                "Damaged stud thread or dirt",
                                "Clean thread, chase with thread file",
                            ],
                            [
                                "TW-3 does not ratchet",
                                "Return hose not connected",
                                "Connect both hoses; check couplers fully engaged",
                            ],
                            [
                                "Pump stalls at low pressure",
                                "Drive air below 90 psi (6.2 bar)",
                                "Increase air supply pressure",
                            ],
                        ],
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "9  Parts List"),
                (
                    "table",
                    {
                        "cols": ["Ref.", "Description", "Part No.", "Qty"],
                        "widths": [0.5, 3.1, 1.4, 0.5],
                        "rows": [
                            ["1", "Tensioner HT-500 (without bush)", "HT-500-T", "4"],
                            ["2", "Puller bush M42 x 4", "PB-42", "4"],
                            ["3", "Puller bush M48 x 5", "PB-48", "4"],
                            ["4", "Puller bush M56 x 4", "PB-56", "4"],
                            ["5", "Puller bush M64 x 6", "PB-64", "4"],
                            ["6", "Bridge with window, M42 - M64", "HT-500-BR", "4"],
                            [
                                "7",
                                "Seal kit tensioner (piston seals, back-up rings)",
                                "HT-500-SK",
                                "2",
                            ],
                            ["8", "Air-driven pump HP-40 with gauge", "HP-40", "1"],
                            ["9", "Gauge 0 - 30,000 psi, 4 in. dial", "HP-40-G30", "1"],
                            ["10", "Twin-line hose 10 ft (3 m)", "HS-10-TL", "4"],
                            ["11", "Hydraulic torque wrench TW-3", "TW-3", "1"],
                            ["12", "Hex cassette 2-3/4 in.", "TW-3-C275", "1"],
                            ["13", "End plug for last tensioner", "HT-500-EP", "1"],
                        ],
                    },
                ),
                (
                    "p",
                    "Hydraulic oil ISO VG 15 is available in 1 gal (3.8 l) cans, part no. OIL-15-1G.",
                ),
            ]
        },
    ],
}
