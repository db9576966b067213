"""Four made-up manuals of other equipment by other makers, held-out set 33b (written blind).

Kolbeck (AHS-250 anti-heeling system) writes translated European English with decimal commas and
carries the system scheme with tags, a model table with two-level headers and an interval matrix;
Galloway (GIT-7 fuel injector test stand) writes terse service-bulletin fragments and carries a
two-column page, a borderless data table and a fault guide printed as a picture; Thornbury (TGC-3
gyro compass) writes formal UK style with WARNING/CAUTION/NOTE boxes and carries a landscape page
and an alarm list that runs over a page break; Wexford (WAV-12 air-driven portable ventilation fan)
writes US style with cfm / psi / in / lb first and metric in brackets and carries a portrait page
whose wide performance table is set sideways.  Every page is an explicit list of blocks laid out
top to bottom; a block that does not fit raises, so a question's page is the page its block is
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
    for spec in (KOLBECK, GALLOWAY, THORNBURY, WEXFORD):
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


# ================================================================ 1. Kolbeck AHS-250


def _kb_scheme(pg, x0, y0, w, h):
    s = pg.page.new_shape()

    def P(x, y):
        return (x0 + x, y0 + y)

    def ln(a, b, c, d):
        s.draw_line(P(a, b), P(c, d))

    def L(x, y, t, size=6.8, bold=False):
        pg.text(x0 + x, y0 + y, t, size, bold)

    # heeling tanks
    _box_eq(s, *P(0, 40), *P(90, 200))
    _box_eq(s, *P(393, 40), *P(483, 200))
    s.draw_line(P(2, 120), P(88, 120))
    s.draw_line(P(395, 150), P(481, 150))
    L(33, 100, "T-1", 8.5, True)
    L(426, 100, "T-2", 8.5, True)
    L(10, 185, "Heeling tank PS")
    L(403, 185, "Heeling tank SB")
    # air pipes
    ln(20, 40, 20, 12)
    L(2, 8, "AP-1")
    ln(463, 40, 463, 12)
    L(455, 8, "AP-2")
    # level transmitters
    ln(70, 40, 70, 30)
    _instr(s, *P(70, 21))
    L(82, 18, "LT-1")
    ln(413, 40, 413, 30)
    _instr(s, *P(413, 21))
    L(378, 18, "LT-2")
    # tank lines
    ln(45, 200, 45, 260)
    ln(45, 260, 150, 260)
    ln(438, 200, 438, 260)
    ln(438, 260, 333, 260)
    # suction branches
    ln(150, 260, 150, 330)
    _valve(s, *P(150, 295), vertical=True)
    L(158, 298, "V-1")
    ln(333, 260, 333, 330)
    _valve(s, *P(333, 295), vertical=True)
    L(308, 298, "V-2")
    # discharge branches
    ln(110, 260, 110, 420)
    _valve(s, *P(110, 380), vertical=True)
    L(84, 383, "V-3")
    ln(373, 260, 373, 420)
    _valve(s, *P(373, 380), vertical=True)
    L(381, 383, "V-4")
    # suction header, pump, discharge header
    ln(150, 330, 333, 330)
    ln(241, 330, 241, 351)
    _pump(s, *P(241, 365))
    L(212, 369, "P-1", 7.5, True)
    ln(255, 365, 266, 365)
    _box_eq(s, *P(266, 354), *P(296, 376))
    L(273, 368, "M-1", 6.6, True)
    ln(241, 379, 241, 420)
    ln(110, 420, 373, 420)
    ln(200, 330, 200, 310)
    _instr(s, *P(200, 301))
    L(212, 298, "PI-4")
    ln(290, 420, 290, 440)
    _instr(s, *P(290, 449))
    L(262, 468, "PT-3")
    ln(160, 420, 160, 470)
    _valve(s, *P(160, 445), vertical=True)
    L(168, 448, "V-5")
    L(128, 482, "To bilge well")
    s.finish(color=(0, 0, 0), width=1.0, closePath=False)
    s.commit()
    # flow arrows (small triangles) on the suction header
    a = pg.page.new_shape()
    for ax in (185, 300):
        a.draw_polyline([P(ax - 4, 326), P(ax + 4, 330), P(ax - 4, 334), P(ax - 4, 326)])
    a.finish(color=(0, 0, 0), fill=(0, 0, 0), width=0.5)
    a.commit()
    # inclinometer, control panel, starter and signal lines (dashed)
    d = pg.page.new_shape()
    _box_eq(d, *P(211, 50), *P(271, 80))
    _box_eq(d, *P(196, 130), *P(286, 172))
    _box_eq(d, *P(320, 340), *P(362, 362))
    d.draw_line(P(241, 80), P(241, 130))
    d.draw_line(P(79, 21), P(186, 21))
    d.draw_line(P(186, 21), P(186, 150))
    d.draw_line(P(186, 150), P(196, 150))
    d.draw_line(P(404, 21), P(296, 21))
    d.draw_line(P(296, 21), P(296, 150))
    d.draw_line(P(296, 150), P(286, 150))
    d.draw_line(P(286, 165), P(341, 165))
    d.draw_line(P(341, 165), P(341, 340))
    d.draw_line(P(320, 351), P(296, 365))
    d.draw_line(P(299, 449), P(350, 449))
    d.draw_line(P(350, 449), P(350, 362))
    d.finish(color=(0.1, 0.3, 0.7), width=0.8, dashes="[3 2] 0", closePath=False)
    d.commit()
    L(230, 68, "IS-1", 7.2, True)
    L(228, 154, "CP-1", 7.4, True)
    L(326, 354, "MS-1", 6.2, True)
    # legend
    ly = 500
    L(0, ly, "Legend", 8, True)
    items = [
        ("T-1", "Heeling tank port side"),
        ("T-2", "Heeling tank starboard side"),
        ("P-1", "Anti-heeling pump, centrifugal"),
        ("M-1", "Pump motor"),
        ("MS-1", "Motor starter (Y/D)"),
        ("V-1", "Suction valve from T-1"),
        ("V-2", "Suction valve from T-2"),
        ("V-3", "Discharge valve to T-1"),
        ("V-4", "Discharge valve to T-2"),
        ("V-5", "Drain valve to bilge (hand)"),
        ("PI-4", "Manometer pump suction"),
        ("PT-3", "Pressure transmitter pump discharge"),
        ("LT-1", "Level transmitter T-1"),
        ("LT-2", "Level transmitter T-2"),
        ("IS-1", "Inclinometer (heel sensor)"),
        ("CP-1", "Control panel in cargo control room"),
        ("AP-1/2", "Air pipe head with float"),
        ("- - -", "Signal / control line"),
    ]
    for i, (tag, desc) in enumerate(items):
        cx = 0 if i < 9 else 245
        cy = ly + 13 + (i % 9) * 10.5
        L(cx, cy, tag, 6.8, True)
        L(cx + 40, cy, desc, 6.4)


_KB_STYLE = {"h1": 13.0, "h2": 10.6, "body": 9.2, "hcolor": (0.45, 0.15, 0.1), "h1rule": True}

KOLBECK = {
    "file": "kolbeck-ahs250-anti-heeling-system.pdf",
    "title": "Kolbeck AHS-250 Anti-heeling system - Operating and maintenance instruction",
    "maker": "Kolbeck Schiffstechnik GmbH",
    "style": _KB_STYLE,
    "hdr_left": "KOLBECK Schiffstechnik",
    "hdr_right": "AHS-250  |  BA-AHS-EN  |  Rev. C",
    "ftr_left": "Kolbeck Schiffstechnik GmbH, Rostock - translation of the original instruction",
    "ftr_fmt": "Page {n} / {total}",
    "cover": _cover(
        "KOLBECK Schiffstechnik",
        ["AHS-250", "Anti-heeling system", "with automatic heel control"],
        [
            "Operating and maintenance instruction with spare parts list",
            "Sizes AHS-160, AHS-250 and AHS-400",
            "Centrifugal pump with four motor valves",
            "Document BA-AHS-EN, revision C",
        ],
        band=(0.45, 0.15, 0.1),
        foot="Kolbeck Schiffstechnik GmbH, Werftallee 9, Rostock",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Contents"),
                (
                    "toc",
                    [
                        ("1", "Safety hints", 3),
                        ("2", "Description of the system", 3),
                        ("2.4", "System scheme", 4),
                        ("3", "Technical data", 5),
                        ("4", "Operation", 6),
                        ("5", "Alarms and disturbances", 7),
                        ("6", "Maintenance", 8),
                        ("6.3", "Manual operation and calibration", 9),
                        ("7", "Spare parts", 10),
                    ],
                ),
                (
                    "p",
                    "This instruction is valid for the anti-heeling systems AHS-160, AHS-250 and "
                    "AHS-400. The figures in the text are for the AHS-250 when not other mentioned. "
                    "For the motor, the motor starter and the pump mechanical seal the instructions of "
                    "the sub-suppliers in the documentation folder are valid.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety hints"),
                (
                    "ul",
                    [
                        "The system is to be operated only by persons who are instructed and who "
                        "know the stability situation of the ship. The responsibility for the stability "
                        "stays always with the master.",
                        "Never start the pump in manual mode when the crane is lifting at the side; a "
                        "sudden water transfer can increase the heel.",
                        "Before work on valves or pump the tanks are to be separated: both suction "
                        "valves and both discharge valves closed, motor starter MS-1 switched off and "
                        "secured with padlock.",
                        "Heeling tanks are enclosed spaces. Entry only with permit, after ventilation "
                        "and gas measurement (O2 min. 20,8 % by volume).",
                    ],
                ),
                ("h1", "2  Description of the system"),
                ("h2", "2.1  Purpose"),
                (
                    "p",
                    "At cargo handling with the ship's cranes the weight on the hook makes a heel. The "
                    "anti-heeling system pumps sea water between the two heeling tanks T-1 (port) and "
                    "T-2 (starboard) so that the heel is compensated and the ship stays upright "
                    "during the loading.",
                ),
                ("h2", "2.2  Principle"),
                (
                    "p",
                    "A centrifugal pump P-1 is running always in the same direction. The direction of "
                    "transfer is made by the four motor-operated butterfly valves V-1 ~ V-4 in "
                    "H-arrangement. The inclinometer IS-1 measures the heel; the control panel CP-1 "
                    "compares it with the set values and opens the valve pair for the needed "
                    "direction.",
                ),
                ("h2", "2.3  Modes"),
                (
                    "p",
                    "MANUAL: the operator chooses the direction with the keys PS>SB and SB>PS, the "
                    "pump runs as long as the key is pressed (dead-man function). AUTO: the heel "
                    "control is made by CP-1 with the set values of chapter 4. STOP: all valves closed, "
                    "pump off.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "2.4  System scheme"),
                (
                    "p",
                    "Drawing 1 shows the system as delivered for the AHS-250. Valves V-1 ~ V-4 are "
                    "butterfly valves with electric actuator and hand wheel; V-5 is a hand valve.",
                ),
                ("draw", (600, _kb_scheme)),
                (
                    "capbelow",
                    "Drawing 1 - Scheme anti-heeling system AHS-250 (tags as on the labels)",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Technical data"),
                ("h2", "3.1  Sizes"),
                (
                    "table",
                    {
                        "groups": [
                            ("", 1),
                            ("Pump P-1", 3),
                            ("Valves V-1 ~ V-4", 2),
                            ("Tanks", 1),
                        ],
                        "cols": [
                            "Size",
                            "Capacity m³/h",
                            "Head m",
                            "Motor kW",
                            "DN",
                            "Actuator torque Nm",
                            "Volume each m³",
                        ],
                        "rows": [
                            ["AHS-160", "160", "8,5", "7,5", "150", "120", "90 ~ 150"],
                            ["AHS-250", "250", "9,0", "11,0", "200", "250", "150 ~ 260"],
                            ["AHS-400", "400", "9,5", "18,5", "250", "500", "250 ~ 420"],
                        ],
                        "widths": [1.1, 1.0, 0.8, 0.9, 0.7, 1.1, 1.1],
                        "boldfirst": True,
                    },
                ),
                (
                    "capbelow",
                    "Table 1 - Data of the sizes (tank volume depends on the ship design)",
                ),
                ("h2", "3.2  Common data"),
                (
                    "kv",
                    [
                        ("Main supply", "440 V, 60 Hz, 3 phase"),
                        ("Control voltage", "24 V DC from CP-1"),
                        ("Measuring range IS-1", "± 15,0°, resolution 0,1°"),
                        ("Start heel AUTO (factory)", "1,0° (adjustable 0,5 ~ 3,0°)"),
                        ("Stop heel AUTO (factory)", "0,3°"),
                        ("Heel alarm", "5,0°"),
                        ("Running time of valve actuator", "25 s open / close"),
                        ("Level alarm high / low", "95 % / 5 % of tank volume"),
                        ("Pump material", "casing CuSn10, impeller NiAl-bronze"),
                        ("Protection class CP-1", "IP 54"),
                        ("Weight pump unit AHS-250", "410 kg"),
                    ],
                ),
                (
                    "pi",
                    "For the AHS-250 the transfer of 100 m³ from one tank into the other needs "
                    "approx. 25 minutes.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  Operation"),
                ("h2", "4.1  Valve positions"),
                (
                    "table",
                    {
                        "cols": ["Direction", "V-1", "V-2", "V-3", "V-4", "Pump"],
                        "rows": [
                            ["Port to starboard (PS>SB)", "open", "closed", "closed", "open", "on"],
                            ["Starboard to port (SB>PS)", "closed", "open", "open", "closed", "on"],
                            ["STOP", "closed", "closed", "closed", "closed", "off"],
                        ],
                        "widths": [2.4, 0.8, 0.8, 0.8, 0.8, 0.7],
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "The pump is started only when both valves of the chosen direction have reached "
                    "the end position OPEN (limit switch). After stop of the pump the valves are "
                    "closed after 5 s.",
                ),
                ("h2", "4.2  Automatic mode"),
                (
                    "ol",
                    [
                        "Check that both tanks are filled between 30 % and 70 %; so there is reserve "
                        "for both directions.",
                        "Set the selector on CP-1 to AUTO. The display shows the heel and the level of "
                        "T-1 and T-2.",
                        "CP-1 starts the transfer when the heel is bigger than the start value for "
                        "longer than 8 s (filter time against rolling).",
                        "The transfer is stopped when the heel is smaller than the stop value.",
                        "At the end of the cargo operation set the selector to STOP.",
                    ],
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "In AUTO mode the pump makes maximum 6 starts per hour. When more starts are "
                        "needed, increase the start heel or change to MANUAL.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "AUTO is not to be used at sea in a seaway. The rolling of the ship would give "
                        "permanent transfer; use AUTO only in port alongside.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  Alarms and disturbances"),
                (
                    "p",
                    "Alarms are shown on the display of CP-1 with number and are given as common "
                    "alarm to the alarm system of the ship. Acknowledge with key ACK.",
                ),
                (
                    "table",
                    {
                        "cols": ["No.", "Alarm text", "Possible cause", "Remedy"],
                        "rows": [
                            [
                                "A01",
                                "HEEL HIGH",
                                "Heel bigger than 5,0°; tank empty on the needed side",
                                "Stop cargo operation; check levels",
                            ],
                            [
                                "A02",
                                "LEVEL HIGH T-1",
                                "T-1 over 95 %",
                                "Transfer stops automatically; check LT-1",
                            ],
                            [
                                "A03",
                                "LEVEL HIGH T-2",
                                "T-2 over 95 %",
                                "Transfer stops automatically; check LT-2",
                            ],
                            [
                                "A04",
                                "LEVEL LOW",
                                "Suction tank under 5 %",
                                "Fill tank from ballast system",
                            ],
                            [
                                "A05",
                                "VALVE POSITION",
                                "End position not reached within 40 s",
                                "Check actuator fuse F4 and limit switches",
                            ],
                            [
                                "A06",
                                "PUMP OVERLOAD",
                                "Motor protection switch tripped in MS-1",
                                "Check pump free turning, reset in MS-1",
                            ],
                            [
                                "A07",
                                "INCLINOMETER FAULT",
                                "Signal IS-1 under 3,6 mA or over 21 mA",
                                "Check cable and plug X3; change IS-1",
                            ],
                            [
                                "A08",
                                "NO FLOW",
                                "Discharge pressure PT-3 under 0,6 bar 20 s after start",
                                "Check valves open, pump vented, V-5 closed",
                            ],
                            [
                                "A09",
                                "24 V FAILURE",
                                "Control voltage lost",
                                "Check fuse F1 (6,3 A) in CP-1",
                            ],
                        ],
                        "widths": [0.5, 1.4, 2.2, 2.2],
                        "size": 8.3,
                    },
                ),
                (
                    "p",
                    "After alarms A05, A06 and A08 the system changes to STOP and must be reset with "
                    "key RESET after the cause is removed.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Maintenance"),
                ("h2", "6.1  Maintenance plan"),
                (
                    "table",
                    {
                        "cols": ["Work", "weekly", "monthly", "3 months", "yearly", "5 years"],
                        "rows": [
                            ["Test run MANUAL both directions", "x", "", "", "", ""],
                            [
                                "Control gland / mechanical seal P-1 for leakage",
                                "x",
                                "",
                                "",
                                "",
                                "",
                            ],
                            ["Check end position lamps V-1 ~ V-4", "", "x", "", "", ""],
                            ["Compare LT-1 / LT-2 with sounding", "", "x", "", "", ""],
                            ["Insulation measurement motor M-1", "", "", "x", "", ""],
                            ["Calibrate inclinometer IS-1", "", "", "", "x", ""],
                            ["Test of alarms A01 ~ A04 by simulation", "", "", "", "x", ""],
                            ["Inspect heeling tanks and anodes", "", "", "", "", "x"],
                        ],
                        "widths": [3.4, 0.8, 0.8, 0.9, 0.8, 0.8],
                    },
                ),
                ("capbelow", "Table 3 - Maintenance plan AHS"),
                ("h2", "6.2  Hints to the works"),
                (
                    "p",
                    "Test run: in MANUAL pump 1 minute PS>SB and 1 minute SB>PS and observe the "
                    "discharge pressure at PT-3. Normal value at AHS-250 is 0,8 ~ 1,0 bar. A lower "
                    "value shows a worn impeller or a not fully open valve.",
                ),
                (
                    "p",
                    "Insulation measurement: with 500 V DC; the value must be not lower than 1 MOhm. "
                    "Level transmitters: difference to the sounding max. 3 %, otherwise adjust the "
                    "zero point in the menu P-11 of CP-1.",
                ),
                (
                    "p",
                    "Mechanical seal P-1: a leakage of more than 10 drops per minute is not "
                    "acceptable. The change of the seal is to be made after the instruction of the "
                    "pump sub-supplier.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6.3  Manual operation of the valves"),
                (
                    "p",
                    "At failure of an actuator the valve can be operated with the hand wheel. Switch "
                    "the actuator first to HAND with the lever on the actuator housing; the motor is "
                    "then separated. From OPEN to CLOSED are 14 turns of the hand wheel.",
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "In HAND position the limit switches give no signal. Do not use AUTO mode "
                        "while one actuator is in HAND; the pump can start against a closed valve.",
                    ),
                ),
                ("h2", "6.4  Calibration of the inclinometer IS-1"),
                (
                    "ol",
                    [
                        "Calibration only in port, in calm water, with no cargo operation and the "
                        "ship upright. Read the draught marks port and starboard midships.",
                        "Calculate the real heel from the draught difference and the breadth of the "
                        "ship (tan of heel = difference / breadth).",
                        "In CP-1 open menu P-07 (password 2207) and enter the real heel. CP-1 "
                        "calculates the offset.",
                        "An offset bigger than 0,5° is not accepted; in this case check the mounting "
                        "of IS-1 (it must be fixed on a longitudinal bulkhead, not on the tank top).",
                    ],
                ),
                ("h2", "6.5  Change of settings"),
                (
                    "p",
                    "Start heel, stop heel and filter time are changed in menu P-03 to P-05. The heel "
                    "alarm value in P-06 must be not smaller than the start heel plus 2,0°.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Spare parts"),
                (
                    "table",
                    {
                        "cols": ["Pos.", "Designation", "Part no.", "Qty for 2 years"],
                        "rows": [
                            ["1", "Mechanical seal P-1 (AHS-250)", "KB-25110", "1"],
                            ["2", "Impeller NiAl-bronze, dia. 275 mm", "KB-25120", "-"],
                            ["3", "O-ring set pump casing", "KB-25131", "1"],
                            ["4", "Butterfly valve seat EPDM DN200", "KB-25205", "2"],
                            ["5", "Limit switch set for actuator", "KB-25240", "2"],
                            ["6", "Actuator complete 250 Nm, 440 V", "KB-25250", "-"],
                            ["7", "Inclinometer IS-1, 4-20 mA", "KB-25310", "-"],
                            ["8", "Level transmitter LT, 0-2,5 bar", "KB-25320", "1"],
                            ["9", "Pressure transmitter PT-3, 0-6 bar", "KB-25330", "-"],
                            ["10", "Fuse set CP-1 (F1 ~ F6)", "KB-25410", "1"],
                            ["11", "Display module CP-1", "KB-25420", "-"],
                        ],
                        "widths": [0.5, 3.0, 1.2, 1.1],
                    },
                ),
                (
                    "p",
                    "At order please give the size, the serial number of the system (type plate on "
                    "CP-1) and the part no. For the AHS-160 and AHS-400 the pump and valve parts "
                    "have other part numbers; please ask Kolbeck service.",
                ),
            ]
        },
    ],
}


# ================================================================ 2. Galloway GIT-7

_GW_STYLE = {"h1": 12.4, "h2": 10.2, "body": 9.0, "hcolor": (0.15, 0.35, 0.15), "pgap": 4}

GALLOWAY = {
    "file": "galloway-git7-injector-test-stand.pdf",
    "title": "Galloway GIT-7 Fuel injector test stand - Service notes",
    "maker": "Galloway Diesel Tools Ltd",
    "style": _GW_STYLE,
    "hdr_left": "GALLOWAY DIESEL TOOLS",
    "hdr_right": "SERVICE NOTES SN-GIT7 / ISSUE 4",
    "ftr_left": "Galloway Diesel Tools - service notes, not a full manual",
    "ftr_fmt": "SN-GIT7  p. {n}/{total}",
    "cover": _cover(
        "GALLOWAY DIESEL TOOLS",
        ["GIT-7", "Fuel injector test stand", "hand-operated, 1000 bar"],
        [
            "Service notes SN-GIT7, issue 4",
            "Test procedure - fault guide - stand service - parts",
            "For workshop use on board",
        ],
        band=(0.15, 0.35, 0.15),
        foot="Galloway Diesel Tools Ltd, Greenock",
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
                        ("4", "Test procedure", 5),
                        ("5", "Fault guide", 6),
                        ("6", "Adapters", 7),
                        ("7", "Stand service", 8),
                        ("8", "Parts", 9),
                    ],
                ),
                (
                    "p",
                    "Notes cover GIT-7 hand-operated stand only. Motorised version GIT-7M: separate "
                    "notes. Injector overhaul (nozzle change, spring change): see engine maker's "
                    "manual.",
                ),
            ]
        },
        {
            "top": [("h1", "1  SAFETY / 2  DESCRIPTION")],
            "cols": 2,
            "left": [
                ("h2", "1  Safety"),
                (
                    "ul",
                    [
                        "Spray at test press cuts skin. Fuel injected under skin = hospital at once, "
                        "even if small.",
                        "Hands never in front of nozzle. Spray chamber lid closed before pumping.",
                        "Extraction on. Test oil mist = flammable. No naked light within 3 m.",
                        "Safety glasses always.",
                        "Bleed press to zero (valve IV-2) before loosening HP pipe.",
                    ],
                ),
                ("h2", "2  Description"),
                (
                    "p",
                    "Bench stand. Hand lever drives plunger pump. Pump delivers test oil through "
                    "isolating valve IV-1 and HP pipe to injector. Injector sprays into closed "
                    "chamber with window. Gauge G-1 shows line press; damper screw DS-1 calms needle.",
                ),
                (
                    "p",
                    "Used oil from chamber drains back to reservoir via 10 micron filter FI-1.",
                ),
            ],
            "right": [
                ("h2", "2.1  Main parts"),
                (
                    "table",
                    {
                        "cols": ["Tag", "Part"],
                        "rows": [
                            ["HL-1", "Hand lever, 600 mm"],
                            ["PP-1", "Plunger pump, 10 mm"],
                            ["RS-1", "Reservoir 2.5 l, sight glass"],
                            ["FI-1", "Return filter 10 micron"],
                            ["IV-1", "Isolating valve to gauge"],
                            ["IV-2", "Bleed / release valve"],
                            ["G-1", "Gauge 0-1000 bar, 160 mm"],
                            ["DS-1", "Damper screw"],
                            ["SC-1", "Spray chamber, glass window"],
                            ["EX-1", "Extraction stub 50 mm"],
                        ],
                        "widths": [0.6, 2.5],
                        "size": 8.2,
                    },
                ),
                (
                    "p",
                    "Stand bolted to bench, 4 x M10. Chamber extraction to be piped to workshop "
                    "exhaust fan.",
                ),
                (
                    "p",
                    "Gauge G-1 = glycerine filled. Slow pointer return after release = normal.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "3  TECH DATA"),
                (
                    "table",
                    {
                        "cols": ["Item", "Value", "Note"],
                        "rows": [
                            ["Max stand press", "1000 bar", "do NOT exceed"],
                            ["Gauge range", "0 - 1000 bar", "class 1.0"],
                            ["Gauge check", "every 12 months", "vs master gauge"],
                            ["Pump displacement", "0.6 cm³ / stroke", "full lever stroke"],
                            ["Lever force at 800 bar", "approx. 250 N", ""],
                            ["Reservoir", "2.5 l", "fill to mid sight glass"],
                            ["Test oil", "ISO 4113 calibration fluid", "NOT diesel / MGO"],
                            ["Oil temp for test", "20 - 40 °C", ""],
                            ["Return filter", "10 micron", "FI-1"],
                            ["HP outlet", "M14 x 1.5", "adapters see 6"],
                            ["Seals", "FKM (Viton)", ""],
                            ["Weight", "34 kg", "without oil"],
                            ["Footprint", "420 x 360 mm", "bench fix 4 x M10"],
                        ],
                        "widths": [1.6, 1.7, 1.8],
                        "ruled": False,
                        "underline": False,
                        "size": 8.8,
                    },
                ),
                (
                    "pi",
                    "Test oil renew: when dark / cloudy, or every 200 injector tests, whichever "
                    "first. Diesel or MGO in stand = seal swelling + fire risk + wrong readings.",
                ),
                ("h2", "3.1  Opening press tolerance"),
                (
                    "p",
                    "Set opening press = value stamped on injector body or engine maker's value. "
                    "GIT-7 acceptance: new/overhauled injector +/- 5 bar of set value. Used injector "
                    "in service: max 10 % below set value, then reset.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  TEST PROCEDURE"),
                ("h2", "4.1  Prep"),
                (
                    "ol",
                    [
                        "Injector cleaned outside. Nozzle tip carbon removed (brass brush only).",
                        "Fit injector in holder, HP pipe hand tight + 1/4 turn.",
                        "IV-1 open. DS-1 1 turn open. Lid closed. Extraction on.",
                        "Bleed: 5 - 6 quick strokes with IV-1 closed to purge air, then IV-1 open.",
                    ],
                ),
                ("h2", "4.2  Opening press"),
                (
                    "p",
                    "Lever down slowly, approx. 1 stroke per 2 s. Read G-1 at moment of opening "
                    "(pointer drops back). Repeat 3 x. Use average.",
                ),
                ("h2", "4.3  Leak (seat tightness)"),
                (
                    "p",
                    "Raise press to 20 bar below opening press. Hold. Tip must stay dry for 10 s. "
                    "Wet tip / drop forming = seat leaking (see 5).",
                ),
                ("h2", "4.4  Chatter + spray"),
                (
                    "p",
                    "Fast strokes (2 - 4 per s). Good injector: sharp chatter sound, fine mist, all "
                    "holes equal, no streaks, no dribble after stop.",
                ),
                ("h2", "4.5  Back leak (leak-off)"),
                (
                    "p",
                    "Hold press 50 bar below opening press. Time press drop from there down by "
                    "another 50 bar. Less than 6 s = worn needle guide. Over 6 s = OK.",
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Never test at press above 1000 bar. Some injectors open above G-1 range: do "
                        "not test on GIT-7, send to workshop ashore.",
                    ),
                ),
                (
                    "p",
                    "Record all results on card GT-REC (one card per injector, serial no.).",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  FAULT GUIDE"),
                (
                    "p",
                    "Guide below = copy of plate fixed on stand, right side. Results outside limits "
                    "of 3.1 / 4.3 / 4.5.",
                ),
                (
                    "imgtable",
                    {
                        "title": "GIT-7 INJECTOR TEST - FAULT GUIDE",
                        "cols": ["Fault seen", "Likely cause", "Action"],
                        "rows": [
                            [
                                "Opening press low",
                                "Spring settled / shim lost",
                                "Add shim. 0.1 mm shim = approx. +12 bar",
                            ],
                            [
                                "Opening press high",
                                "Too many shims, needle sticking",
                                "Remove shim. Clean needle in test oil",
                            ],
                            [
                                "Tip wet at leak test",
                                "Needle seat worn / dirt on seat",
                                "Flush at 3 fast strokes; still wet: new nozzle",
                            ],
                            [
                                "Streaky / one-sided spray",
                                "Spray hole partly blocked",
                                "Clean holes with probe wire GT-0.35",
                            ],
                            [
                                "No chatter",
                                "Needle tight in guide",
                                "Clean; repeat. No improvement: new nozzle",
                            ],
                            [
                                "Leak-off time < 6 s",
                                "Needle guide worn",
                                "New nozzle (needle + body pair)",
                            ],
                            [
                                "G-1 needle swings hard",
                                "DS-1 open too far",
                                "Close DS-1 half a turn",
                            ],
                            [
                                "Press falls, no leak seen",
                                "Stand check valve / IV-1 seat",
                                "Stand service, kit GT-7120",
                            ],
                        ],
                        "widths": [1.5, 1.7, 2.3],
                        "size": 8.6,
                    },
                ),
                (
                    "p",
                    "Needle and nozzle body = matched pair. Never mix needles between nozzles.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  ADAPTERS"),
                (
                    "p",
                    "HP outlet M14 x 1.5. Pick adapter by injector inlet thread. Adapters in "
                    "drawer of stand, stamped with code.",
                ),
                (
                    "table",
                    {
                        "cols": ["Adapter", "Injector inlet", "Typical use", "Max press"],
                        "rows": [
                            ["GA-12", "M12 x 1.5", "Aux engines, small bore", "1000 bar"],
                            ["GA-16", "M16 x 1.5", "Aux engines, medium bore", "1000 bar"],
                            ["GA-18", "M18 x 1.5", "Medium speed main engines", "1000 bar"],
                            ["GA-22", "M22 x 1.5", "Medium speed, large", "800 bar"],
                            [
                                "GA-F24",
                                "Flange 24 mm, 2 bolts",
                                "Slow speed fuel valves",
                                "600 bar",
                            ],
                            ["GA-EB", "Edge-type (clamp)", "Emergency gen. engine", "1000 bar"],
                        ],
                        "widths": [0.9, 1.5, 2.2, 1.0],
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "Adapter sealing washers (copper) = single use. Anneal or renew. Spare set: "
                    "GA-WS.",
                ),
                (
                    "p",
                    "Flange adapter GA-F24: bolts 2 x M10, torque 25 Nm. Do not go above 600 bar "
                    "with GA-F24.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  STAND SERVICE"),
                (
                    "table",
                    {
                        "cols": ["When", "What"],
                        "rows": [
                            ["Each use", "Oil level RS-1; lid seal; extraction working"],
                            ["Weekly (in use)", "Drain chamber sump; wipe window"],
                            ["200 tests / dark oil", "Renew test oil, 2.5 l"],
                            ["6 months", "Change FI-1 element; check lever pivot pin for play"],
                            ["12 months", "Gauge G-1 check against master gauge"],
                            ["Press drop (see 5)", "Check valve + IV-1 seat service, kit GT-7120"],
                        ],
                        "widths": [1.4, 4.0],
                    },
                ),
                ("h2", "7.1  Check valve service"),
                (
                    "ol",
                    [
                        "Drain reservoir. Remove HP block (4 x M8).",
                        "Check valve ball 6 mm + spring out. Seat: look for ring marks.",
                        "Light seat marks: tap new ball on seat with brass drift. Heavy marks: new "
                        "HP block.",
                        "Refit, M8 screws 22 Nm crosswise. Test: 800 bar, max 10 bar drop in 1 min "
                        "with IV-2 closed and blank plug on outlet.",
                    ],
                ),
                ("h2", "7.2  Gauge"),
                (
                    "p",
                    "G-1 out of class 1.0 (more than 10 bar off at any point) = replace. Do not try "
                    "to adjust. Send old gauge to Galloway for exchange.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "8  PARTS"),
                (
                    "table",
                    {
                        "cols": ["Ref", "Part no.", "Description", "Qty"],
                        "rows": [
                            ["1", "GT-7101", "Plunger + barrel 10 mm, matched", "1"],
                            ["2", "GT-7105", "Seal kit pump (FKM)", "1"],
                            ["3", "GT-7120", "Check valve kit (ball, spring, seat ring)", "1"],
                            ["4", "GT-7131", "Gauge G-1, 0-1000 bar, 160 mm", "1"],
                            ["5", "GT-7140", "Filter element FI-1, 10 micron", "2"],
                            ["6", "GT-7152", "Window glass SC-1 with gasket", "1"],
                            ["7", "GT-7160", "HP pipe 400 mm, M14 x 1.5", "1"],
                            ["8", "GA-WS", "Copper washer set (adapters)", "1"],
                            ["9", "GT-0.35", "Probe wire set, 0.35 mm", "1"],
                            ["10", "GT-4113", "Test oil ISO 4113, 5 l", "1"],
                        ],
                        "widths": [0.5, 1.1, 3.6, 0.5],
                    },
                ),
                (
                    "p",
                    "Order: quote stand serial no. (plate under reservoir) + part no. Old gauge "
                    "exchange: order GT-7131X.",
                ),
            ]
        },
    ],
}


# ================================================================ 3. Thornbury TGC-3

_TB_STYLE = {
    "h1": 13.4,
    "h2": 10.8,
    "body": 9.3,
    "hcolor": (0.12, 0.16, 0.42),
    "olfmt": "({})",
}

_TB_ALCOLS = ["Alarm no.", "Display text", "Meaning", "Action by the operator"]
_TB_ALW = [0.8, 1.5, 2.4, 2.6]
_TB_AL1 = [
    [
        "101",
        "SUPPLY FAIL",
        "Main 24 V DC supply lost; running on back-up",
        "Check main supply breaker",
    ],
    [
        "102",
        "BACKUP FAIL",
        "Back-up 24 V DC supply lost",
        "Check back-up supply; the compass continues on main supply",
    ],
    [
        "103",
        "SPHERE CURRENT HIGH",
        "Gyro sphere current above 1.2 A for more than 60 s",
        "Note heading; call an authorised service engineer",
    ],
    [
        "104",
        "SPHERE TEMP HIGH",
        "Support liquid above 58 °C",
        "Check cooling fan in master compass; check ambient temperature",
    ],
    [
        "105",
        "SPHERE TEMP LOW",
        "Support liquid below 45 °C after 60 min warm-up",
        "Check heater fuse F3 (2 A) in the master compass",
    ],
    [
        "106",
        "FOLLOW-UP ERROR",
        "Follow-up deviation greater than 2.0° for 10 s",
        "Compare with the magnetic compass; restart the compass",
    ],
    [
        "107",
        "SPEED INPUT LOST",
        "No speed sentence from the log for 30 s",
        "Check the log; enter speed manually (section 3.4)",
    ],
    [
        "108",
        "POSITION INPUT LOST",
        "No position sentence from the GNSS for 30 s",
        "Check the GNSS; enter latitude manually (section 3.4)",
    ],
    [
        "109",
        "HEADING DIFF",
        "Difference to the second heading source greater than the set limit (default 3.0°)",
        "Identify the faulty source by comparison with the magnetic compass",
    ],
    [
        "110",
        "OUTPUT OVERLOAD",
        "Short circuit or overload on a serial or step output",
        "Check the connected equipment; see Table 4 for the terminals",
    ],
    [
        "111",
        "REPEATER FAULT",
        "A step repeater does not acknowledge",
        "Check the repeater fuse and cable; realign the repeater (section 3.5)",
    ],
    [
        "112",
        "FAN FAIL",
        "Cooling fan of the master compass stopped",
        "Replace the fan (part TGC-3-230); a stopped fan will lead to alarm 104",
    ],
]
_TB_AL2 = [
    [
        "113",
        "SETTLING",
        "The compass has not yet settled (information only)",
        "Do not use the heading for navigation until the alarm clears",
    ],
    [
        "114",
        "MEMORY FAULT",
        "Checksum error in the settings memory",
        "Re-enter the installation settings from the commissioning record",
    ],
]

THORNBURY = {
    "file": "thornbury-tgc3-gyro-compass.pdf",
    "title": "Thornbury TGC-3 Gyro compass - Operator's and maintenance manual",
    "maker": "Thornbury Marine Navigation Ltd",
    "style": _TB_STYLE,
    "hdr_left": "Thornbury Marine Navigation",
    "hdr_right": "TGC-3 Gyro Compass  -  Publication TMN-0332",
    "ftr_left": "Thornbury Marine Navigation Ltd, Southampton  -  Issue 5",
    "ftr_fmt": "Page {n} of {total}",
    "cover": _cover(
        "THORNBURY MARINE NAVIGATION",
        ["TGC-3", "Gyro Compass", "Operator's and Maintenance Manual"],
        [
            "Master compass TGC-3, control unit CU-3 and distribution unit DU-3",
            "Publication TMN-0332, Issue 5",
            "Type approved to ISO 8728 and IEC 60945",
        ],
        band=(0.12, 0.16, 0.42),
        foot="Thornbury Marine Navigation Ltd, Ocean Quay, Southampton",
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
                        ("2", "Description and technical data", 4),
                        ("3", "Operation", 5),
                        ("4", "Output allocation", 6),
                        ("5", "Alarm list", 7),
                        ("6", "Maintenance", 9),
                        ("7", "Spare parts", 10),
                    ],
                ),
                (
                    "p",
                    "This manual is intended for the ship's officers and engineers. Installation, "
                    "commissioning and the replacement of the gyro sphere are described in the "
                    "Installation and Service Manual TMN-0333, which is issued to authorised "
                    "service engineers only.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety"),
                (
                    "p",
                    "The following conventions are used in this manual. They shall be read and "
                    "observed by all persons operating or maintaining the equipment.",
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "The gyro sphere runs at high speed and continues to run down for approximately "
                        "45 minutes after the supply has been switched off. The master compass shall "
                        "not be moved, tilted or opened during this period.",
                    ),
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "The master compass contains 24 V DC and 110 V AC 400 Hz circuits. The "
                        "distribution unit DU-3 shall be isolated before any cover is removed.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "The support liquid is mildly toxic. Avoid contact with the skin and eyes. "
                        "Used support liquid shall be returned to Thornbury for disposal.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Do not switch the compass off in port unless the ship will be alongside for "
                        "more than 48 hours. Frequent starts shorten the life of the gyro sphere.",
                    ),
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "After switching on, the heading is not reliable until the compass has "
                        "settled. Alarm 113 SETTLING remains active until this time.",
                    ),
                ),
                (
                    "p",
                    "The magnetic compass shall be used as the reference whenever the gyro heading "
                    "is suspect. The compass error shall be determined at least once per watch and "
                    "recorded in the compass error book.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "2  Description and technical data"),
                (
                    "p",
                    "The TGC-3 system comprises the master compass (containing the gyro sphere "
                    "floating in support liquid), the control unit CU-3 on the bridge console and the "
                    "distribution unit DU-3, which supplies heading to the connected equipment. Up to "
                    "eight step repeaters may be connected.",
                ),
                ("h2", "2.1  Technical data"),
                (
                    "kv",
                    [
                        ("Settle point error", "≤ 0.1° x secant latitude"),
                        ("Static error", "≤ 0.1° x secant latitude"),
                        ("Dynamic error (rolling)", "≤ 0.4° x secant latitude"),
                        ("Settling time", "3 hours (to within 0.7°)"),
                        ("Follow-up speed", "75°/s"),
                        ("Latitude range", "80° N to 80° S"),
                        ("Speed error correction", "0 to 70 knots, automatic or manual"),
                        ("Supply", "24 V DC (18 to 36 V), main and back-up"),
                        ("Power consumption", "130 W at start, 55 W running"),
                        ("Operating temperature", "-15 °C to +55 °C"),
                        ("Gyro sphere running hours (nominal)", "30,000 h"),
                        ("Mass, master compass", "21.5 kg (with support liquid)"),
                        ("Support liquid quantity", "1.9 litres"),
                        ("Serial outputs", "12 x IEC 61162-1, 2 x IEC 61162-2"),
                        ("Step outputs", "2 x 24 V, 6 steps per degree"),
                    ],
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "The TGC-3 is not suitable for use above latitude 80°. A TGC-3P polar variant is "
                        "available; it is covered by a separate manual.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Operation"),
                ("h2", "3.1  Starting"),
                (
                    "ol",
                    [
                        "Ensure that both the main and the back-up 24 V DC supplies are available.",
                        "Switch on the breaker for the master compass in DU-3. Alarm 113 SETTLING is "
                        "displayed on CU-3.",
                        "Check that the speed and position inputs are received (the indicators SPD "
                        "and LAT on CU-3 are lit green).",
                        "Allow the compass to settle. The settling time is 3 hours; the heading shall "
                        "not be used for navigation before alarm 113 clears.",
                        "Align all step repeaters to the CU-3 heading (section 3.5).",
                    ],
                ),
                ("h2", "3.2  Stopping"),
                (
                    "p",
                    "Switch off the breaker for the master compass in DU-3. The distribution unit "
                    "shall remain switched on if the repeaters are required to show the last heading. "
                    "Observe the WARNING in section 1 regarding the run-down time.",
                ),
                ("h2", "3.3  Display dimming"),
                (
                    "p",
                    "Press DIM repeatedly to step through the five brightness levels. Hold DIM for 3 "
                    "seconds to dim all connected repeaters together with the CU-3.",
                ),
                ("h2", "3.4  Manual speed and latitude"),
                (
                    "p",
                    "If the log or GNSS input fails, select MENU > CORR and enter the speed in knots "
                    "and the latitude to the nearest whole degree. Manual values shall be updated "
                    "whenever the speed changes by more than 5 knots or the latitude by more than 5°.",
                ),
                ("h2", "3.5  Aligning a step repeater"),
                (
                    "p",
                    "Switch the repeater off with its own switch, turn the card by hand to the heading "
                    "displayed on CU-3, and switch it on again. Repeat if the repeater is still more "
                    "than 0.5° in error.",
                ),
            ]
        },
        {
            "landscape": True,
            "blocks": [
                ("h1", "4  Output allocation"),
                (
                    "p",
                    "Table 4 gives the standard allocation of the outputs of the distribution unit "
                    "DU-3. The actual allocation is recorded in the commissioning record; the rate "
                    "of each serial output is selectable in MENU > OUTPUT.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Output",
                            "DU-3 terminals",
                            "Type",
                            "Sentences",
                            "Rate",
                            "Baud",
                            "Connected equipment (standard)",
                        ],
                        "rows": [
                            [
                                "S1",
                                "TB2: 1-2",
                                "IEC 61162-2",
                                "THS, ROT",
                                "50 Hz",
                                "38400",
                                "Autopilot",
                            ],
                            [
                                "S2",
                                "TB2: 3-4",
                                "IEC 61162-2",
                                "THS, ROT",
                                "20 Hz",
                                "38400",
                                "Radar 1 (X-band)",
                            ],
                            [
                                "S3",
                                "TB2: 5-6",
                                "IEC 61162-1",
                                "THS",
                                "10 Hz",
                                "4800",
                                "Radar 2 (S-band)",
                            ],
                            ["S4", "TB2: 7-8", "IEC 61162-1", "THS", "10 Hz", "4800", "ECDIS 1"],
                            ["S5", "TB2: 9-10", "IEC 61162-1", "THS", "10 Hz", "4800", "ECDIS 2"],
                            ["S6", "TB2: 11-12", "IEC 61162-1", "THS", "1 Hz", "4800", "AIS"],
                            ["S7", "TB2: 13-14", "IEC 61162-1", "THS, ALR", "1 Hz", "4800", "VDR"],
                            [
                                "S8",
                                "TB2: 15-16",
                                "IEC 61162-1",
                                "THS",
                                "5 Hz",
                                "4800",
                                "Echo sounder / speed log",
                            ],
                            [
                                "S9",
                                "TB2: 17-18",
                                "IEC 61162-1",
                                "THS",
                                "1 Hz",
                                "4800",
                                "GMDSS console",
                            ],
                            [
                                "S10",
                                "TB2: 19-20",
                                "IEC 61162-1",
                                "ALR, ACN",
                                "1 Hz",
                                "4800",
                                "Bridge alert management (BAM)",
                            ],
                            [
                                "ST1",
                                "TB3: 1-4",
                                "Step 24 V",
                                "-",
                                "6 steps/°",
                                "-",
                                "Steering repeater, wing repeaters PS/SB",
                            ],
                            [
                                "ST2",
                                "TB3: 5-8",
                                "Step 24 V",
                                "-",
                                "6 steps/°",
                                "-",
                                "Steering gear room, emergency steering",
                            ],
                            [
                                "A1",
                                "TB4: 1-2",
                                "Analogue",
                                "ROT",
                                "±10 V",
                                "-",
                                "Rate of turn indicator (±10 V = ±300°/min)",
                            ],
                        ],
                        "widths": [0.6, 1.0, 1.1, 0.9, 0.7, 0.6, 2.8],
                        "size": 8.2,
                        "boldfirst": True,
                    },
                ),
                ("caption", "Table 4 Standard output allocation, DU-3"),
                (
                    "p",
                    "Outputs S11 and S12 are spare. Each serial output is protected by a self-resetting "
                    "fuse; an overload raises alarm 110.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "5  Alarm list"),
                (
                    "p",
                    "Alarms are displayed on CU-3 with an audible signal and are transferred to the "
                    "bridge alert management system on output S10. Press ACK to silence the buzzer. "
                    "The alarm text remains displayed until the cause has been removed.",
                ),
                ("h2", "5.1  Alarm priorities"),
                (
                    "table",
                    {
                        "cols": ["Priority", "Indication on CU-3", "Alarm numbers"],
                        "rows": [
                            [
                                "Alarm",
                                "Red indicator flashing, buzzer repeats until acknowledged",
                                "103, 106",
                            ],
                            [
                                "Warning",
                                "Yellow indicator flashing, two short beeps",
                                "101, 102, 104, 105, 107, 108, 109, 110, 111, 112, 114",
                            ],
                            ["Caution", "Yellow indicator steady, no buzzer", "113"],
                        ],
                        "widths": [1.0, 3.2, 2.6],
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "An unacknowledged warning is escalated to an alarm after 5 minutes. The "
                    "escalation time may be changed by the service engineer only.",
                ),
                ("h2", "5.2  Alarm list"),
                ("caption", "Table 5 Alarms"),
                ("table", {"cols": _TB_ALCOLS, "rows": _TB_AL1, "widths": _TB_ALW, "size": 8.4}),
            ]
        },
        {
            "blocks": [
                ("caption", "Table 5 Alarms (continued)"),
                ("table", {"cols": _TB_ALCOLS, "rows": _TB_AL2, "widths": _TB_ALW, "size": 8.4}),
                (
                    "box",
                    (
                        "NOTE",
                        "Alarms 103, 104 and 105 may indicate deterioration of the gyro sphere or the "
                        "support liquid. The heading shall be checked against the magnetic compass "
                        "every hour until the cause has been identified.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Do not restart the compass more than twice within one hour in an attempt to "
                        "clear an alarm. Repeated restarts can damage the gyro sphere bearings.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Maintenance"),
                (
                    "p",
                    "The TGC-3 requires little routine maintenance by the ship's staff. The work in "
                    "Table 6 shall be carried out at the intervals stated and recorded in the "
                    "planned maintenance system.",
                ),
                (
                    "table",
                    {
                        "cols": ["Interval", "Task", "By"],
                        "rows": [
                            [
                                "Each watch",
                                "Determine compass error; record in compass error book",
                                "OOW",
                            ],
                            ["Weekly", "Check all repeaters agree with CU-3 within 0.5°", "OOW"],
                            ["Monthly", "Clean the air inlet filter of the master compass", "ETO"],
                            ["6 months", "Check cooling fan running; check cable glands", "ETO"],
                            [
                                "Annually",
                                "Check the sphere current and temperature readings in MENU > DIAG",
                                "ETO",
                            ],
                            [
                                "Every 30,000 h or 5 years",
                                "Replace gyro sphere and support liquid",
                                "Service engineer",
                            ],
                        ],
                        "widths": [1.5, 4.2, 1.2],
                        "boldfirst": True,
                    },
                ),
                ("caption", "Table 6 Maintenance schedule"),
                ("h2", "6.1  Diagnostic readings"),
                (
                    "p",
                    "In MENU > DIAG the sphere current should read between 0.55 A and 0.85 A when the "
                    "compass has settled, and the support liquid temperature between 49 °C and 53 °C. "
                    "Readings outside these ranges shall be reported to Thornbury service.",
                ),
                ("h2", "6.2  Gyro sphere replacement"),
                (
                    "p",
                    "The gyro sphere and support liquid shall only be replaced by an authorised "
                    "Thornbury service engineer. The procedure is not described in this manual.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Spare parts"),
                (
                    "table",
                    {
                        "cols": ["Item", "Part number", "Description", "Qty on board"],
                        "rows": [
                            ["1", "TGC-3-210", "Air inlet filter mat (set of 5)", "1"],
                            ["2", "TGC-3-230", "Cooling fan, 24 V DC, 80 mm", "1"],
                            ["3", "TGC-3-241", "Fuse kit, master compass (F1 to F4)", "1"],
                            ["4", "TGC-3-242", "Fuse kit, DU-3", "1"],
                            ["5", "TGC-3-310", "Control unit CU-3 (complete)", "-"],
                            ["6", "TGC-3-320", "Output board DU-3, 6 outputs", "-"],
                            ["7", "TGC-3-410", "Step repeater, 180 mm card", "-"],
                            ["8", "TGC-3-415", "Repeater lamp module", "2"],
                            ["9", "TGC-3-900", "Gyro sphere exchange unit (service only)", "-"],
                        ],
                        "widths": [0.6, 1.3, 3.6, 1.1],
                    },
                ),
                (
                    "p",
                    "Items marked '-' are not normally carried on board. When ordering, quote the "
                    "serial number of the master compass, which is shown on the label inside the "
                    "hinged cover and in MENU > INFO.",
                ),
            ]
        },
    ],
}


# ================================================================ 4. Wexford WAV-12

_WX_STYLE = {"h1": 13.2, "h2": 10.8, "body": 9.2, "hcolor": (0.6, 0.25, 0.0), "h1rule": True}


def _wx_row(model, duct, press, cons, vals):
    return [model, duct, press, cons, *vals]


WEXFORD = {
    "file": "wexford-wav12-air-driven-ventilation-fan.pdf",
    "title": "Wexford WAV-12 Air-driven portable ventilation fan - Owner's manual",
    "maker": "Wexford Blower Co.",
    "style": _WX_STYLE,
    "hdr_left": "WEXFORD BLOWER CO.",
    "hdr_right": "WAV Series Owner's Manual  |  Form WX-212",
    "ftr_left": "Wexford Blower Co., Baton Rouge, Louisiana  -  Rev. 6",
    "ftr_fmt": "Page {n} of {total}",
    "cover": _cover(
        "WEXFORD BLOWER CO.",
        ["WAV-12", "Air-Driven Portable Ventilation Fan", "Owner's Manual"],
        [
            "Also covers WAV-8 and WAV-16",
            "For confined space and tank entry ventilation",
            "Form WX-212, Rev. 6",
        ],
        band=(0.6, 0.25, 0.0),
        foot="Wexford Blower Co., 4400 River Road, Baton Rouge, LA",
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
                        ("2", "Description and specifications", 4),
                        ("3", "Performance", 5),
                        ("4", "Setup and operation", 6),
                        ("5", "Troubleshooting", 7),
                        ("6", "Maintenance", 8),
                        ("7", "Parts", 9),
                    ],
                ),
                (
                    "p",
                    "This manual covers the compressed-air driven fans WAV-8, WAV-12 and WAV-16. "
                    "Water-driven (hydraulic turbine) models WAV-12H and WAV-16H are covered in Form "
                    "WX-216H. Ducting, saddle vents and manhole adapters are sold separately.",
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
                        "Connect to compressed air only. Never drive the fan with nitrogen, oxygen or "
                        "any bottled gas. Exhaust from the air motor is discharged into the airstream "
                        "and will enter the space being ventilated.",
                    ),
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Ventilation does not make a space safe to enter. Test the atmosphere with a "
                        "calibrated gas detector before entry and continuously while the space is "
                        "occupied. Follow the ship's enclosed space entry permit.",
                    ),
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "In flammable atmospheres the fan must be grounded. Clamp the ground strap to "
                        "bare hull steel before connecting the air hose. Use static-conductive duct "
                        "only.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Noise level exceeds 90 dBA at 3 ft (1 m). Wear hearing protection when "
                        "working near the running fan.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Do not exceed 100 psi (6.9 bar) at the fan inlet. Overspeed can damage the "
                        "vanes and the rotor.",
                    ),
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "Keep the inlet screen fitted at all times. Never reach into the fan while the "
                        "air hose is connected, even if the fan has stopped.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "2  Description and specifications"),
                (
                    "p",
                    "The WAV-12 is a portable axial fan in a cast aluminum housing, driven by a "
                    "four-vane rotary air motor mounted in the center of the airstream. It can "
                    "supply fresh air into a space or exhaust air from it, depending on which side "
                    "the duct is fitted. The housing has a 12 in duct flange on both sides, a "
                    "carrying handle and a tie-down point.",
                ),
                ("h2", "2.1  WAV-12 specifications"),
                (
                    "kv",
                    [
                        ("Free air delivery", "2,650 cfm (75.0 m³/min) at 100 psi"),
                        ("Air consumption", "94 scfm (2.7 m³/min) at 100 psi"),
                        ("Max. inlet pressure", "100 psi (6.9 bar)"),
                        ("Min. inlet pressure", "40 psi (2.8 bar)"),
                        ("Air inlet", "3/4 in NPT female"),
                        ("Supply hose", "3/4 in (19 mm) ID min., max. 100 ft (30 m)"),
                        ("Rotor speed", "3,450 rpm at 100 psi"),
                        ("Duct diameter", "12 in (305 mm)"),
                        ("Noise", "96 dBA at 3 ft (1 m)"),
                        ("Weight", "34 lb (15.4 kg)"),
                        ("Dimensions", "15 x 15 x 14 in (381 x 381 x 356 mm)"),
                        ("Max. ambient", "150 °F (66 °C)"),
                        ("Hazardous location", "UL listed Class I, Div. 1, Group D"),
                    ],
                ),
                (
                    "pi",
                    "WAV-8 and WAV-16 have the same air motor design with a smaller or larger rotor; "
                    "their air consumption and delivery are given in the performance table.",
                ),
            ]
        },
        {
            "sideways": True,
            "blocks": [
                ("h1", "3  Performance"),
                (
                    "p",
                    "Delivery in cfm with metric (m³/min) in brackets, measured with static-conductive "
                    "duct of the fan's own diameter. Each 90° bend in the duct reduces the delivery by "
                    "about 7 %. Air consumption is at the fan inlet.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Model",
                            "Duct dia.",
                            "Inlet pressure",
                            "Air consumption",
                            "Free air (no duct)",
                            "With 25 ft (7.6 m) duct",
                            "With 50 ft (15.2 m) duct",
                            "50 ft duct + two 90° bends",
                        ],
                        "rows": [
                            _wx_row(
                                "WAV-8",
                                "8 in (203 mm)",
                                "60 psi (4.1 bar)",
                                "38 scfm (1.1)",
                                [
                                    "1,050 cfm (29.7)",
                                    "880 cfm (24.9)",
                                    "760 cfm (21.5)",
                                    "650 cfm (18.4)",
                                ],
                            ),
                            _wx_row(
                                "WAV-8",
                                "8 in (203 mm)",
                                "80 psi (5.5 bar)",
                                "48 scfm (1.4)",
                                [
                                    "1,280 cfm (36.2)",
                                    "1,070 cfm (30.3)",
                                    "930 cfm (26.3)",
                                    "800 cfm (22.7)",
                                ],
                            ),
                            _wx_row(
                                "WAV-8",
                                "8 in (203 mm)",
                                "100 psi (6.9 bar)",
                                "58 scfm (1.6)",
                                [
                                    "1,460 cfm (41.3)",
                                    "1,220 cfm (34.5)",
                                    "1,060 cfm (30.0)",
                                    "910 cfm (25.8)",
                                ],
                            ),
                            _wx_row(
                                "WAV-12",
                                "12 in (305 mm)",
                                "60 psi (4.1 bar)",
                                "62 scfm (1.8)",
                                [
                                    "1,900 cfm (53.8)",
                                    "1,640 cfm (46.4)",
                                    "1,450 cfm (41.1)",
                                    "1,260 cfm (35.7)",
                                ],
                            ),
                            _wx_row(
                                "WAV-12",
                                "12 in (305 mm)",
                                "80 psi (5.5 bar)",
                                "78 scfm (2.2)",
                                [
                                    "2,300 cfm (65.1)",
                                    "1,980 cfm (56.1)",
                                    "1,750 cfm (49.6)",
                                    "1,520 cfm (43.0)",
                                ],
                            ),
                            _wx_row(
                                "WAV-12",
                                "12 in (305 mm)",
                                "100 psi (6.9 bar)",
                                "94 scfm (2.7)",
                                [
                                    "2,650 cfm (75.0)",
                                    "2,280 cfm (64.6)",
                                    "2,010 cfm (56.9)",
                                    "1,750 cfm (49.6)",
                                ],
                            ),
                            _wx_row(
                                "WAV-16",
                                "16 in (406 mm)",
                                "60 psi (4.1 bar)",
                                "95 scfm (2.7)",
                                [
                                    "3,100 cfm (87.8)",
                                    "2,700 cfm (76.5)",
                                    "2,380 cfm (67.4)",
                                    "2,060 cfm (58.3)",
                                ],
                            ),
                            _wx_row(
                                "WAV-16",
                                "16 in (406 mm)",
                                "80 psi (5.5 bar)",
                                "120 scfm (3.4)",
                                [
                                    "3,750 cfm (106.2)",
                                    "3,260 cfm (92.3)",
                                    "2,870 cfm (81.3)",
                                    "2,490 cfm (70.5)",
                                ],
                            ),
                            _wx_row(
                                "WAV-16",
                                "16 in (406 mm)",
                                "100 psi (6.9 bar)",
                                "145 scfm (4.1)",
                                [
                                    "4,300 cfm (121.8)",
                                    "3,740 cfm (105.9)",
                                    "3,290 cfm (93.2)",
                                    "2,850 cfm (80.7)",
                                ],
                            ),
                        ],
                        "widths": [0.8, 1.1, 1.2, 1.1, 1.25, 1.25, 1.25, 1.25],
                        "size": 8.4,
                        "boldfirst": True,
                    },
                ),
                (
                    "capbelow",
                    "Table 3-1 Performance, WAV series (duct lengths over 50 ft not recommended)",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "4  Setup and operation"),
                ("h2", "4.1  Supply or exhaust"),
                (
                    "p",
                    "For vapors heavier than air (most fuel and solvent vapors) set the fan to "
                    "exhaust, with the duct end placed low in the space, and let fresh air enter "
                    "through a second opening. For general ventilation and for spaces where people "
                    "are working, set the fan to supply fresh air into the space.",
                ),
                ("h2", "4.2  How many air changes"),
                (
                    "p",
                    "Air changes per hour = delivery (cfm) x 60 / space volume (ft³). Wexford "
                    "recommends at least 20 air changes per hour, and at least 10 minutes of "
                    "ventilation before the first gas test.",
                ),
                ("h2", "4.3  Starting"),
                (
                    "ol",
                    [
                        "Place the fan on a level surface or hang it from the tie-down point. Keep the "
                        "fan inlet at least 3 ft (1 m) from any exhaust or contaminated air.",
                        "Fit the duct and secure with the strap clamp.",
                        "Connect the ground strap (flammable atmospheres).",
                        "Blow out the air hose before connecting it to remove water and dirt.",
                        "Connect the hose and open the ball valve slowly to full open.",
                    ],
                ),
                ("h2", "4.4  Lubrication of the air motor"),
                (
                    "p",
                    "With an in-line lubricator: set to 2 to 3 drops per minute of air tool oil "
                    "(SAE 10 / ISO VG 32). Without a lubricator: pour 1 teaspoon (5 ml) of air tool "
                    "oil into the air inlet before each use and after each use.",
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "Water in the air supply is the main cause of vane wear. Drain the ship's air "
                        "receiver and the hose filter before connecting the fan.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  Troubleshooting"),
                (
                    "table",
                    {
                        "cols": ["Problem", "Probable cause", "Remedy"],
                        "rows": [
                            [
                                "Fan will not start",
                                "Vanes stuck (rust, dried oil); no air",
                                "Pour 1 tsp oil into inlet, turn rotor by hand; check supply valve",
                            ],
                            [
                                "Low air delivery",
                                "Low inlet pressure; hose too small or too long; duct kinked",
                                "Check pressure at fan inlet (min. 40 psi); use 3/4 in hose; "
                                "straighten duct",
                            ],
                            [
                                "Fan runs slow, then speeds up",
                                "Water in air motor",
                                "Drain air supply; run fan with oil for 1 minute",
                            ],
                            [
                                "Excessive vibration",
                                "Blade damaged or bent; loose motor mount",
                                "Replace impeller; tighten motor mount bolts to 8 ft-lb (11 N·m)",
                            ],
                            [
                                "Oil mist in airstream",
                                "Lubricator set too high",
                                "Reduce to 2 drops per minute",
                            ],
                            [
                                "Squealing noise",
                                "Motor bearing dry or worn",
                                "Replace bearing set WX-1240",
                            ],
                            [
                                "Air leaking at inlet fitting",
                                "Thread sealant failed",
                                "Reseal with PTFE tape, 3 turns",
                            ],
                        ],
                        "widths": [1.5, 2.0, 2.8],
                    },
                ),
                (
                    "p",
                    "If the fan still fails to perform after these checks, return it to an "
                    "authorized Wexford service center. Do not disassemble the rotor assembly "
                    "beyond the vane replacement described in section 6.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Maintenance"),
                (
                    "table",
                    {
                        "cols": [
                            "Item",
                            "Before each use",
                            "After each use",
                            "Monthly",
                            "Every 500 hours",
                            "Yearly",
                        ],
                        "rows": [
                            ["Inspect hose, couplings and duct for damage", "x", "", "", "", ""],
                            ["Check ground strap and clamp continuity", "x", "", "", "", ""],
                            ["Oil air motor (no lubricator)", "x", "x", "", "", ""],
                            ["Clean inlet screen", "", "x", "", "", ""],
                            ["Check motor mount bolts", "", "", "x", "", ""],
                            ["Inspect vanes, measure width", "", "", "", "x", ""],
                            ["Replace exhaust muffler element", "", "", "", "", "x"],
                            ["Inspect housing for cracks", "", "", "", "", "x"],
                        ],
                        "widths": [3.2, 0.9, 0.9, 0.8, 0.9, 0.7],
                    },
                ),
                ("capbelow", "Table 6-1 Maintenance schedule"),
                ("h2", "6.1  Vane replacement"),
                (
                    "ol",
                    [
                        "Disconnect the air hose. Remove the four end cap screws (5/32 in hex).",
                        "Pull the end cap; slide out the four vanes.",
                        "Measure vane width. New vane: 0.75 in (19.1 mm). Replace all four vanes if "
                        "any vane is narrower than 0.55 in (14.0 mm).",
                        "Oil the new vanes and fit them with the beveled edge facing out.",
                        "Refit the end cap; torque end cap screws to 5 ft-lb (7 N·m).",
                    ],
                ),
                (
                    "p",
                    "Storage: after the last use, oil the motor, cap the air inlet and store the fan "
                    "indoors. Do not store with duct attached.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Parts"),
                (
                    "table",
                    {
                        "cols": ["Ref.", "Part no.", "Description", "Qty"],
                        "rows": [
                            ["1", "WX-1210", "Vane set (4), WAV-12", "1"],
                            ["2", "WX-1215", "Vane set (4), WAV-8", "1"],
                            ["3", "WX-1220", "End cap gasket", "1"],
                            ["4", "WX-1240", "Motor bearing set", "1"],
                            ["5", "WX-1250", "Exhaust muffler element", "1"],
                            ["6", "WX-1260", "Impeller, 12 in, aluminum", "1"],
                            ["7", "WX-1270", "Inlet screen, 12 in", "1"],
                            ["8", "WX-1280", "Ground strap with clamp, 15 ft", "1"],
                            ["9", "WX-2512", "Static-conductive duct 12 in x 25 ft", "1"],
                            ["10", "WX-0032", "Air tool oil, 1 qt (0.95 l)", "1"],
                        ],
                        "widths": [0.5, 1.1, 3.6, 0.5],
                    },
                ),
                (
                    "p",
                    "Parts for the WAV-16 and the water-driven models: contact Wexford customer "
                    "service with the serial number from the nameplate on the housing.",
                ),
            ]
        },
    ],
}
