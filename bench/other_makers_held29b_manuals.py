"""Four made-up manuals of other equipment by other makers, held-out set 29b (written blind).

Selvik (AquaShield WS-4 accommodation wet-pipe sprinkler system) writes translated European
English with decimal commas and "~" and carries the system drawing and a table printed as a
picture; Orion (OBM-15 15 ppm bilge alarm) writes formal UK style with WARNING/CAUTION/NOTE boxes,
a two-column page, a caption below a table and a settings table that runs over a page break;
Tanaka (TSP-80 triple-screw fuel oil transfer pump) writes terse service-bulletin fragments and
carries a landscape page and a transposed table; Marlin (RB-40 rescue boat outboard) writes US
style with psi / deg F / gal / ft-lb first and metric in brackets and carries a portrait page whose
wide table is printed sideways.  Every page is an explicit list of blocks laid out top to bottom;
a block that does not fit raises, so a question's page is the page its block is listed on.
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
    for spec in (SPRINKLER, BILGE, SCREWPUMP, OUTBOARD):
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


def _draw_page(page, pdef, i, n, spec):
    st = spec["style"]
    pw, ph = page.rect.width, page.rect.height
    pg = _Pg(page, spec)
    if pdef.get("cover"):
        spec["cover"](pg)
        pg.flush()
        return
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
    for i, pdef in enumerate(pages, start=1):
        if pdef.get("sideways"):
            # a landscape page stored sideways in a portrait page, as scanned manuals have them
            tmp = fitz.open()
            tp = tmp.new_page(width=H, height=W)
            _draw_page(tp, pdef, i, n, spec)
            page = doc.new_page(width=W, height=H)
            page.show_pdf_page(page.rect, tmp, 0, rotate=90)
            tmp.close()
            continue
        land = bool(pdef.get("landscape"))
        pw, ph = (H, W) if land else (W, H)
        page = doc.new_page(width=pw, height=ph)
        _draw_page(page, pdef, i, n, spec)
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


# ================================================================ 1. Selvik sprinkler system


def _sv_schematic(pg, x0, y0, w, h):
    s = pg.page.new_shape()

    def X(x):
        return x0 + x

    def Y(y):
        return y0 + y

    # pressure tank PT-1 with level glass
    s.draw_rect(fitz.Rect(X(20), Y(110), X(90), Y(230)))
    s.draw_rect(fitz.Rect(X(8), Y(130), X(13), Y(215)))
    s.draw_line((X(13), Y(135)), (X(20), Y(135)))
    s.draw_line((X(13), Y(210)), (X(20), Y(210)))
    # PI-1 on tank top, air supply V-103
    s.draw_line((X(40), Y(110)), (X(40), Y(99)))
    _instr(s, X(40), Y(90))
    s.draw_line((X(75), Y(110)), (X(75), Y(30)))
    _valve(s, X(75), Y(70), vertical=True)
    # PS-1 on tank side
    s.draw_line((X(90), Y(160)), (X(101), Y(160)))
    _instr(s, X(110), Y(160))
    # fresh water filling: P-1 -> NRV-2 -> V-102 -> tank bottom
    s.draw_line((X(35), Y(230)), (X(35), Y(363)))
    _valve(s, X(35), Y(262), vertical=True)
    s.draw_polyline([(X(29), Y(322)), (X(41), Y(322)), (X(35), Y(332)), (X(29), Y(322))])
    s.draw_line((X(29), Y(334)), (X(41), Y(334)))
    _pump(s, X(35), Y(375), 12)
    s.draw_line((X(35), Y(387)), (X(35), Y(410)))
    # tank outlet V-101 -> main line
    s.draw_line((X(70), Y(230)), (X(70), Y(290)))
    _valve(s, X(70), Y(258), vertical=True)
    s.draw_line((X(70), Y(290)), (X(455), Y(290)))
    # PS-2 on main line
    s.draw_line((X(130), Y(290)), (X(130), Y(311)))
    _instr(s, X(130), Y(320))
    # sea water pump P-2: SC-1 -> V-105 -> ST-1 -> P-2 -> NRV-1 -> V-104 -> main
    s.draw_rect(fitz.Rect(X(300), Y(366), X(345), Y(394)))
    s.draw_line((X(300), Y(380)), (X(182), Y(380)))
    _valve(s, X(270), Y(380))
    s.draw_rect(fitz.Rect(X(215), Y(371), X(237), Y(389)))
    s.draw_line((X(215), Y(389)), (X(237), Y(371)))
    _pump(s, X(170), Y(380), 12)
    s.draw_line((X(170), Y(368)), (X(170), Y(290)))
    s.draw_polyline([(X(164), Y(350)), (X(176), Y(350)), (X(170), Y(340)), (X(164), Y(350))])
    s.draw_line((X(164), Y(338)), (X(176), Y(338)))
    _valve(s, X(170), Y(312), vertical=True)
    # drain V-106 at end of main line
    s.draw_line((X(455), Y(290)), (X(455), Y(330)))
    _valve(s, X(455), Y(312), vertical=True)
    # section branches
    for bx in (220, 290, 360, 430):
        s.draw_line((X(bx), Y(290)), (X(bx), Y(45)))
        _valve(s, X(bx), Y(258), vertical=True)
        s.draw_rect(fitz.Rect(X(bx - 7), Y(205), X(bx + 7), Y(225)))
        s.draw_line((X(bx), Y(170)), (X(bx + 30), Y(170)))
        _valve(s, X(bx + 18), Y(170))
        s.draw_line((X(bx - 22), Y(45)), (X(bx + 22), Y(45)))
        for hx in (bx - 22, bx, bx + 22):
            s.draw_line((X(hx), Y(45)), (X(hx), Y(52)))
            s.draw_circle((X(hx), Y(55)), 3)
    # control panel CP-1
    s.draw_rect(fitz.Rect(X(370), Y(355), X(470), Y(405)))
    s.finish(color=(0, 0, 0), width=1.0)
    s.draw_line((X(170), Y(392)), (X(170), Y(420)))
    s.draw_line((X(170), Y(420)), (X(420), Y(420)))
    s.draw_line((X(420), Y(420)), (X(420), Y(405)))
    s.finish(color=(0.2, 0.2, 0.6), width=0.6, dashes="[3 2] 0", closePath=False)
    # legend symbols
    ly = Y(448)
    _valve(s, X(8), ly - 3)
    _pump(s, X(100), ly - 3, 6)
    _instr(s, X(190), ly - 3, 6)
    s.draw_polyline([(X(270), ly - 8), (X(282), ly - 8), (X(276), ly + 1), (X(270), ly - 8)])
    s.draw_line((X(270), ly + 3), (X(282), ly + 3))
    s.draw_rect(fitz.Rect(X(360), ly - 9, X(374), ly + 3))
    s.draw_line((X(360), ly + 3), (X(374), ly - 9))
    s.finish(color=(0, 0, 0), width=0.9)
    s.commit()

    def L(x, y, t, size=7.0, bold=False):
        _lbl(pg, X(x), Y(y), t, size, bold)

    L(24, 172, "PT-1", 7.5, True)
    L(24, 182, "pressure")
    L(24, 191, "tank")
    L(0, 245, "LG-1")
    L(50, 85, "PI-1")
    L(80, 73, "V-103")
    L(79, 26, "working air")
    L(121, 163, "PS-1")
    L(40, 265, "V-102")
    L(43, 330, "NRV-2")
    L(52, 378, "P-1 / M1")
    L(8, 420, "from FW tank")
    L(76, 261, "V-101")
    L(142, 334, "PS-2")
    L(177, 316, "V-104")
    L(178, 352, "NRV-1")
    L(150, 402, "P-2 / M2")
    L(213, 365, "ST-1")
    L(258, 372, "V-105")
    L(302, 361, "SC-1")
    L(303, 384, "sea chest")
    L(460, 316, "V-106")
    L(440, 342, "to drain")
    L(376, 375, "CP-1", 7.5, True)
    L(376, 385, "control panel")
    L(376, 395, "(fire station)")
    for k, bx in enumerate((220, 290, 360, 430), start=1):
        L(bx + 6, 265, f"SV-{k}")
        L(bx + 9, 212, f"FS-{k}")
        L(bx + 8, 163, f"TV-{k}")
        L(bx - 20, 33, f"Section {k}", 7.0, True)
    L(232, 302, "main line DN 65")
    L(20, 449, "shut-off valve", 6.8)
    L(109, 449, "pump with motor", 6.8)
    L(199, 449, "instrument", 6.8)
    L(287, 449, "non-return valve", 6.8)
    L(379, 449, "strainer", 6.8)
    L(420, 451, "o  sprinkler head", 6.8)


_SV_STYLE = {"h1": 12.6, "h2": 10.4, "body": 9.2, "hcolor": (0.55, 0.05, 0.05), "h1rule": True}

SPRINKLER = {
    "file": "selvik-aquashield-ws4-sprinkler.pdf",
    "title": "AquaShield WS-4 wet-pipe sprinkler system - Instruction manual",
    "maker": "Selvik Brannteknikk AS",
    "style": _SV_STYLE,
    "hdr_left": "SELVIK BRANNTEKNIKK",
    "hdr_right": "AquaShield WS-4  /  Instruction manual  /  Ed. 3",
    "ftr_left": "Doc. SB-WS4-IM-EN  -  translation of original instruction",
    "ftr_fmt": "Side {n} / {total}",
    "cover": _cover(
        "SELVIK BRANNTEKNIKK AS",
        [
            "AquaShield WS-4",
            "Automatic sprinkler system, wet-pipe type",
            "for accommodation spaces",
            "Instruction manual - operation and maintenance",
        ],
        [
            "System with pressure tank, 4 sections, sea water supply pump",
            "Document SB-WS4-IM-EN, edition 3",
            "Translation of the original instruction (Norwegian)",
        ],
        band=(0.55, 0.05, 0.05),
        foot="Selvik Brannteknikk AS, Haugesund, Norway",
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
                        ("2", "System description", 3),
                        ("2.3", "System diagram", 4),
                        ("3", "Technical data", 5),
                        ("3.4", "Sprinkler heads", 6),
                        ("4", "Operation", 7),
                        ("4.2", "Test of a section", 7),
                        ("5", "Maintenance", 8),
                        ("5.3", "Alarms of control panel CP-1", 8),
                        ("6", "Fault finding", 9),
                        ("7", "Spare parts", 10),
                    ],
                ),
                (
                    "pi",
                    "This manual is valid for AquaShield WS-4 with 4 sections. For systems WS-8 "
                    "(8 sections) a separate supplement is delivered.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety instructions"),
                (
                    "ul",
                    [
                        "The sprinkler system shall be in operation at all times when persons are "
                        "on board. A section valve may only be closed for the time of the work and "
                        "the bridge and the fire patrol is to be informed.",
                        "Before any work on the pressure tank PT-1 the tank is to be made "
                        "pressureless. The tank is a pressure vessel, ~8 bar air cushion is "
                        "dangerous also when the water is drained.",
                        "Never paint, insulate or cover the sprinkler heads. A painted head is to "
                        "be changed, not cleaned.",
                        "Sprinkler bulbs are of glass. Do not hang clothes or other things on the "
                        "heads or the pipes.",
                        "After release of the sea water pump the system is filled with salt water. "
                        "It is to be flushed with fresh water within 24 hours, see 5.2.",
                    ],
                ),
                ("h1", "2  System description"),
                ("h2", "2.1  Function"),
                (
                    "p",
                    "The AquaShield WS-4 is an automatic sprinkler system of wet-pipe type. All "
                    "pipes to the sprinkler heads are always filled with fresh water under "
                    "pressure. When the glass bulb of a head is broken by heat, the head opens and "
                    "water is sprayed on the fire. The water flows from the pressure tank PT-1 "
                    "through the main line and the section valve of the section in question.",
                ),
                (
                    "p",
                    "The water flow is detected by the flow switch of the section, and the control "
                    "panel CP-1 gives fire alarm with the number of the section. When the pressure "
                    "in the main line falls to 5,2 bar, the pressure switch PS-2 starts the sea "
                    "water pump P-2 automatically. The pump continues to run until it is stopped "
                    "manually at the control panel; it does not stop by itself.",
                ),
                ("h2", "2.2  Main components"),
                (
                    "ul",
                    [
                        "Pressure tank PT-1, 2 000 litre, with air cushion from ship's working air",
                        "Fresh water pump P-1 for filling and keeping the water level",
                        "Sea water pump P-2 with own sea chest SC-1 and strainer ST-1",
                        "4 section valves SV-1 ~ SV-4 with supervisory switch (locked open)",
                        "4 flow switches FS-1 ~ FS-4, vane type, with adjustable delay",
                        "4 test valves TV-1 ~ TV-4, each with orifice equal to one sprinkler",
                        "Control panel CP-1 in the fire station",
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "2.3  System diagram"),
                ("draw", (455, _sv_schematic)),
                ("caption", "Fig. 2-1  AquaShield WS-4, simplified system diagram"),
                (
                    "kv",
                    [
                        ("PT-1", "Pressure tank, 2 000 l"),
                        ("P-1 / M1", "Fresh water filling pump with motor"),
                        ("P-2 / M2", "Sea water sprinkler pump with motor"),
                        ("PS-1", "Pressure switch, start/stop of fresh water pump P-1"),
                        ("PS-2", "Pressure switch, automatic start of sea water pump P-2"),
                        ("V-101", "Tank outlet valve (locked open)"),
                        ("V-102 / V-103", "Water filling valve / air supply valve to PT-1"),
                        ("V-104 / V-105", "Discharge valve / suction valve of P-2"),
                        ("V-106", "Main line drain valve"),
                        ("SV-1 ~ SV-4", "Section valves with supervisory switch"),
                        ("FS-1 ~ FS-4", "Flow switches"),
                        ("TV-1 ~ TV-4", "Test and drain valves of the sections"),
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Technical data"),
                ("h2", "3.1  System data"),
                (
                    "table",
                    {
                        "cols": ["Item", "Value", "Unit"],
                        "widths": [3.2, 1.4, 0.8],
                        "rows": [
                            ["Design pressure of piping", "12", "bar"],
                            ["Pressure tank PT-1, total volume", "2 000", "l"],
                            ["Water volume in PT-1 at normal level", "~1 300", "l"],
                            ["Normal working pressure PT-1", "7,5", "bar"],
                            ["PS-1: start of P-1 / stop of P-1", "6,8 / 7,8", "bar"],
                            ["PS-2: start of sea water pump P-2", "5,2", "bar"],
                            ["Safety valve on PT-1, set pressure", "10,0", "bar"],
                            ["Number of sections", "4", "-"],
                            ["Max. number of heads per section", "150", "pcs"],
                            ["Flow switch delay, factory setting", "~10", "s"],
                            ["Air consumption for refilling PT-1 (approx.)", "0,3", "Nm\u00b3"],
                        ],
                    },
                ),
                ("h2", "3.2  Pumps"),
                (
                    "table",
                    {
                        "cols": ["", "Fresh water pump P-1", "Sea water pump P-2"],
                        "widths": [1.6, 1.6, 1.6],
                        "boldfirst": True,
                        "rows": [
                            ["Type", "Multistage centrifugal", "Centrifugal, self-priming"],
                            ["Capacity", "2,5 m\u00b3/h at 8 bar", "60 m\u00b3/h at 7 bar"],
                            ["Motor power", "1,5 kW", "22 kW"],
                            ["Speed", "2 900 rpm", "3 510 rpm (60 Hz)"],
                            [
                                "Supply",
                                "440 V 60 Hz, main switchboard",
                                "440 V 60 Hz, emergency switchboard",
                            ],
                        ],
                    },
                ),
                (
                    "p",
                    "The sea water pump P-2 is to be fed from the emergency switchboard. Please "
                    "observe that the pump shall be able to give the design flow for the largest "
                    "section at the highest head within 60 s after start.",
                ),
                ("h2", "3.3  Flow switches and valves"),
                (
                    "kv",
                    [
                        ("Flow switch type", "Selvik VFS-65, vane type, DN 65"),
                        ("Response flow", "~38 l/min (equal to one head K80 at 2,3 bar)"),
                        ("Delay range", "0 ~ 90 s, adjustable with potentiometer"),
                        ("Section valve", "Butterfly DN 65, PN 16, with supervisory switch"),
                        ("Test valve", "DN 25 ball valve with orifice K80 and sight glass"),
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "3.4  Sprinkler heads"),
                (
                    "p",
                    "All heads are of quick response type with 3 mm glass bulb. The temperature "
                    "rating is given by the colour of the liquid in the bulb. Use only the rating "
                    "given in the arrangement drawing for the space.",
                ),
                (
                    "imgtable",
                    {
                        "title": "Table 3-4  Sprinkler heads of AquaShield system",
                        "cols": [
                            "Type",
                            "Bulb colour",
                            "Rated temp.",
                            "K-factor",
                            "Mounting",
                            "Used for",
                        ],
                        "widths": [1.0, 1.0, 0.9, 0.8, 1.0, 2.0],
                        "size": 8.8,
                        "rows": [
                            ["SH-57P", "orange", "57 \u00b0C", "K80", "pendent", "cabins, offices"],
                            [
                                "SH-68P",
                                "red",
                                "68 \u00b0C",
                                "K80",
                                "pendent",
                                "corridors, mess rooms",
                            ],
                            [
                                "SH-68S",
                                "red",
                                "68 \u00b0C",
                                "K80",
                                "sidewall",
                                "cabins with low ceiling",
                            ],
                            [
                                "SH-79P",
                                "yellow",
                                "79 \u00b0C",
                                "K80",
                                "pendent",
                                "laundry, drying room",
                            ],
                            ["SH-93P", "green", "93 \u00b0C", "K115", "pendent", "galley, pantry"],
                            ["SH-141P", "blue", "141 \u00b0C", "K80", "pendent", "sauna"],
                        ],
                        "below": "Spare heads: 6 of each type used on board in cabinet at fire "
                        "station, with head wrench W-20.",
                    },
                ),
                (
                    "p",
                    "Max. distance between heads is 4,0 m, and max. area per head 16 m\u00b2. The "
                    "distance from the ceiling to the deflector is to be 75 ~ 150 mm.",
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "A head that has released, is painted or is leaking must be replaced with "
                        "a head of the same type. Never exchange a head with a head of a lower "
                        "temperature rating.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  Operation"),
                ("h2", "4.1  Filling and pressurizing the pressure tank"),
                (
                    "ol",
                    [
                        "Close tank outlet valve V-101 and the air supply valve V-103.",
                        "Open water filling valve V-102 and start fresh water pump P-1 in manual "
                        "mode. Fill the tank until the water is at the middle mark of level "
                        "glass LG-1 (~1 300 l).",
                        "Stop P-1 and close V-102.",
                        "Open V-103 slowly and fill air until PI-1 is showing 7,5 bar. Close V-103.",
                        "Open V-101 slowly and lock it in open position. Switch P-1 to AUTO.",
                        "Control that no alarm is active on CP-1.",
                    ],
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Never fill air over 8,5 bar in PT-1. The safety valve opens at 10,0 bar "
                        "and the air cushion then is lost in the accommodation piping.",
                    ),
                ),
                ("h2", "4.2  Test of a section"),
                (
                    "p",
                    "Each section is to be tested with its test valve. The test valve has an "
                    "orifice equal to one sprinkler head, so the test is the same as one head "
                    "released. Inform bridge before the test, the fire alarm will be given.",
                ),
                (
                    "table",
                    {
                        "cols": ["Step", "Action"],
                        "widths": [0.5, 5.0],
                        "rows": [
                            ["1", "Inform bridge and engine control room about the test."],
                            [
                                "2",
                                "Open the test valve TV of the section fully. Water is seen in "
                                "the sight glass.",
                            ],
                            [
                                "3",
                                "Note the time until fire alarm of the section on CP-1. It is "
                                "to be given within 10 ~ 20 s.",
                            ],
                            ["4", "Control that pressure on PI-1 falls and P-1 starts at 6,8 bar."],
                            ["5", "Close the test valve. Reset the alarm on CP-1."],
                            ["6", "Write the result in the sprinkler log book."],
                        ],
                    },
                ),
                ("h2", "4.3  After a fire"),
                (
                    "p",
                    "Stop the sea water pump P-2 at CP-1 when the fire is extinguished. Close the "
                    "section valve, change the released heads and open the section valve again. "
                    "If P-2 has been running, the complete system is to be flushed (see 5.2).",
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
                        "cols": ["Interval", "Work to be done"],
                        "widths": [1.2, 4.4],
                        "rows": [
                            [
                                "Weekly",
                                "Control pressure on PI-1 and level in LG-1. Control that "
                                "all section valves are locked open.",
                            ],
                            ["Monthly", "Test every section with its test valve (see 4.2)."],
                            [
                                "Every 3 months",
                                "Test automatic start of sea water pump P-2 by "
                                "opening drain valve V-106. Clean strainer ST-1.",
                            ],
                            [
                                "Yearly",
                                "Test the safety valve of PT-1. Inspect sprinkler heads "
                                "for paint, damage and corrosion.",
                            ],
                            [
                                "Every 5 years",
                                "Internal inspection of pressure tank PT-1. Flush all sections.",
                            ],
                            [
                                "Every 10 years",
                                "Send 1 % (min. 4 pcs.) of the heads to an "
                                "approved laboratory for test.",
                            ],
                        ],
                    },
                ),
                ("h2", "5.2  Flushing after use of sea water"),
                (
                    "p",
                    "Close V-104 and V-105. Open the test valves and the drain valve V-106 and let "
                    "all salt water out. Refill with fresh water with P-1 through the main line "
                    "and drain again until the water is clean. The chloride content of the "
                    "drained water shall be under 100 mg/l.",
                ),
                ("h2", "5.3  Alarms of control panel CP-1"),
                (
                    "table",
                    {
                        "cols": ["Code", "Alarm text", "Reason / limit"],
                        "widths": [0.7, 2.2, 3.0],
                        "rows": [
                            ["F-1", "PT-1 PRESS LOW", "Pressure in tank below 6,0 bar"],
                            ["F-2", "PT-1 LEVEL LOW", "Water under lower mark of LG-1"],
                            ["F-3", "PT-1 LEVEL HIGH", "Water over upper mark of LG-1"],
                            ["F-4", "SW PUMP RUNNING", "P-2 is running (also at test)"],
                            [
                                "F-5",
                                "SW PUMP FAILURE",
                                "Motor trip or no pressure 30 s after start",
                            ],
                            ["F-6", "POWER FAIL", "Main supply of CP-1 lost, on battery"],
                            ["F-7", "SECT VALVE NOT OPEN", "Supervisory switch of SV-1 ~ SV-4"],
                            ["F-11 ~ F-14", "FIRE SECTION 1 ~ 4", "Flow switch FS-1 ~ FS-4 active"],
                        ],
                    },
                ),
                (
                    "p",
                    "The battery of CP-1 keeps the alarms for min. 24 hours after power failure.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Fault finding"),
                (
                    "table",
                    {
                        "cols": ["Fault", "Possible cause", "Remedy"],
                        "widths": [1.6, 2.0, 2.2],
                        "rows": [
                            [
                                "P-1 starts too often (more than 2 times/hour)",
                                "Leakage in piping or a head; non-return valve NRV-2 leaking",
                                "Control piping in all sections; overhaul NRV-2",
                            ],
                            [
                                "Water level rises, pressure falls",
                                "Air cushion lost through leakage at tank top",
                                "Control V-103 and flanges with soap water; refill air",
                            ],
                            [
                                "No fire alarm at test",
                                "Flow switch vane stuck or delay set too long",
                                "Control FS, set delay to ~10 s",
                            ],
                            [
                                "Fire alarm without fire",
                                "Pressure shocks from P-1 start",
                                "Increase delay of the flow switch, max. 30 s",
                            ],
                            [
                                "P-2 does not start at low pressure",
                                "PS-2 faulty or pump in MAN mode",
                                "Control PS-2 set point 5,2 bar, switch to AUTO",
                            ],
                            [
                                "P-2 starts but low pressure",
                                "Strainer ST-1 blocked or V-105 closed",
                                "Clean ST-1, open V-105",
                            ],
                        ],
                    },
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Do not block a flow switch to stop false alarms. A blocked flow switch "
                        "means that a fire in the section is not alarmed.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Spare parts"),
                (
                    "p",
                    "When ordering spare parts, please give system number from the name plate "
                    "of CP-1 and the part number.",
                ),
                (
                    "table",
                    {
                        "cols": ["Pos.", "Description", "Part no.", "Qty on board"],
                        "widths": [0.5, 3.0, 1.3, 1.0],
                        "rows": [
                            ["1", "Sprinkler head SH-57P, 57 \u00b0C", "SB-11057", "6"],
                            ["2", "Sprinkler head SH-68P, 68 \u00b0C", "SB-11068", "6"],
                            ["3", "Sprinkler head SH-68S, sidewall", "SB-11168", "6"],
                            ["4", "Sprinkler head SH-141P, 141 \u00b0C", "SB-11141", "6"],
                            ["5", "Head wrench W-20", "SB-19020", "2"],
                            ["6", "Flow switch vane, DN 65", "SB-23065", "2"],
                            ["7", "Flow switch complete VFS-65", "SB-23000", "1"],
                            ["8", "Pressure switch PS-1 / PS-2", "SB-24010", "1"],
                            ["9", "Level glass gasket set LG-1", "SB-31021", "2"],
                            ["10", "Safety valve PT-1, set 10,0 bar", "SB-31100", "1"],
                            ["11", "Mechanical seal P-1", "SB-41015", "1"],
                            ["12", "Strainer basket ST-1", "SB-42100", "1"],
                            ["13", "Battery CP-1, 12 V 7 Ah", "SB-50712", "2"],
                        ],
                    },
                ),
            ]
        },
    ],
}


# ================================================================ 2. Orion bilge alarm

_OB_STYLE = {
    "h1": 13.0,
    "h2": 10.6,
    "body": 9.3,
    "hcolor": (0.08, 0.2, 0.42),
    "h1rule": False,
    "box": "bold",
}
_OB_PCOLS = ["Par.", "Description", "Setting range", "Factory setting", "Unit"]
_OB_PW = [0.6, 2.9, 1.5, 1.1, 0.7]

BILGE = {
    "file": "orion-obm15-bilge-alarm.pdf",
    "title": "OBM-15 15 ppm bilge alarm - Operating and maintenance manual",
    "maker": "Orion Marine Instruments Ltd",
    "style": _OB_STYLE,
    "hdr_left": "ORION MARINE INSTRUMENTS",
    "hdr_right": "OBM-15 Bilge Alarm  |  Operating and Maintenance Manual  |  Issue 4",
    "ftr_left": "Document OMI-OBM15-OM  Issue 4  (c) Orion Marine Instruments Ltd, Southampton",
    "ftr_fmt": "Page {n} of {total}",
    "cover": _cover(
        "ORION MARINE INSTRUMENTS",
        [
            "OBM-15",
            "15 ppm Bilge Alarm",
            "Oil Content Monitor for Oily Water Separators",
            "Operating and Maintenance Manual",
        ],
        [
            "Type approved to IMO Resolution MEPC.107(49)",
            "Applies to units with software version 3.x",
            "Document OMI-OBM15-OM, Issue 4",
        ],
        band=(0.08, 0.2, 0.42),
        foot="Orion Marine Instruments Ltd, Southampton, United Kingdom",
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
                        ("2", "Introduction", 3),
                        ("2.2", "Measuring cell and electrical connections", 4),
                        ("3", "Technical specification", 5),
                        ("4", "Operation", 6),
                        ("5", "Parameter settings", 7),
                        ("5.2", "Alarm and fault codes", 8),
                        ("6", "Calibration and maintenance", 9),
                        ("7", "Troubleshooting", 10),
                        ("8", "Spare parts", 11),
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Safety"),
                (
                    "p",
                    "Read this manual before installing, operating or servicing the OBM-15. The "
                    "following conventions are used throughout:",
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Mains voltage is present inside the electronics enclosure. Isolate the "
                        "supply at the distribution board before removing the front cover.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "The sample line may contain oily water at up to 6 bar. Close the sample "
                        "and flushing water valves before opening the measuring cell.",
                    ),
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "Tampering with the bilge alarm or its sample line is an offence under "
                        "MARPOL Annex I. The unit records every alarm, power failure and change of "
                        "settings in its internal memory.",
                    ),
                ),
                ("h1", "2  Introduction"),
                ("h2", "2.1  Purpose"),
                (
                    "p",
                    "The OBM-15 continuously measures the oil content of the water discharged "
                    "from the oily water separator. When the oil content exceeds the alarm set "
                    "point the unit energises its alarm relays and signals the three-way valve to "
                    "recirculate the effluent to the bilge holding tank, so that no water above "
                    "15 ppm is discharged overboard.",
                ),
                (
                    "p",
                    "The unit consists of the electronics enclosure with display and keypad, the "
                    "measuring cell, a sample flow indicator and a fresh water flushing valve. "
                    "The three-way valve itself is part of the separator supply and is not "
                    "covered by this manual.",
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "The OBM-15 is not suitable for use with water containing emulsifying "
                        "detergents in concentrations above 0.5 %. Readings may then be too low.",
                    ),
                ),
            ]
        },
        {
            "top": [("h2", "2.2  Measuring cell and electrical connections")],
            "cols": 2,
            "left": [
                ("h3", "Measuring principle"),
                (
                    "p",
                    "The sample passes through a glass tube of 10 mm bore. An infrared LED "
                    "illuminates the sample, and two photodiodes measure the light scattered at "
                    "90 degrees and the light transmitted straight through. Oil droplets increase "
                    "the scattered light; the ratio of the two signals is converted to ppm. "
                    "Because the ratio is used, moderate fouling of the glass is compensated.",
                ),
                (
                    "p",
                    "When the transmitted light falls below 40 % of its clean value the unit "
                    "reports fault E-11 and the cell must be cleaned.",
                ),
                ("h3", "Sample and flushing water"),
                (
                    "p",
                    "The sample is taken from the separator outlet upstream of the three-way "
                    "valve. A solenoid valve admits fresh water for flushing; the flushing is "
                    "started automatically each time the separator stops and lasts 60 seconds.",
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Do not connect the flushing line to a hydrophore with more than 6 bar.",
                    ),
                ),
            ],
            "right": [
                ("h3", "Terminal assignment, board X1"),
                (
                    "table",
                    {
                        "cols": ["Terminal", "Function"],
                        "widths": [0.9, 2.0],
                        "size": 8.2,
                        "rows": [
                            ["1-2", "Supply L / N (or 24 V DC + / -)"],
                            ["3-4-5", "Alarm relay 1, C / NO / NC"],
                            ["6-7-8", "Alarm relay 2, C / NO / NC"],
                            ["9-10", "Fault relay, closed when healthy"],
                            ["11-12", "Output to 3-way valve solenoid"],
                            ["13-14", "3-way valve position feedback"],
                            ["15-16", "4-20 mA output, + / -"],
                            ["17-18", "Separator running input"],
                            ["19-20", "Flushing solenoid valve"],
                        ],
                    },
                ),
                (
                    "p",
                    "Use screened cable for the 4-20 mA output and earth the screen at the "
                    "OBM-15 end only.",
                ),
                (
                    "p",
                    "Cable glands: M20 for signals, M25 for the supply cable.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "3  Technical specification"),
                (
                    "kv",
                    [
                        ("Measuring range", "0 - 30 ppm, display resolution 0.1 ppm"),
                        ("Accuracy", "+/- 2 ppm or +/- 10 % of reading, whichever is greater"),
                        ("Response time", "less than 5 seconds"),
                        ("Alarm set points", "adjustable 1 - 15 ppm"),
                        ("Sample flow", "0.5 - 4 litres per minute"),
                        ("Sample pressure", "0.1 - 6 bar"),
                        ("Sample temperature", "+1 to +65 deg C"),
                        ("Ambient temperature", "0 to +55 deg C"),
                        ("Supply voltage", "100 - 240 V AC 50/60 Hz, or 24 V DC"),
                        ("Power consumption", "25 VA"),
                        ("Enclosure protection", "IP65"),
                        ("Data memory", "at least 18 months of records"),
                        ("Weight", "7.5 kg (enclosure and cell)"),
                    ],
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Output",
                            "Type",
                            "Max. voltage (V)",
                            "Max. current (A)",
                            "Default state",
                        ],
                        "widths": [1.3, 1.3, 1.0, 1.0, 1.5],
                        "rows": [
                            [
                                "Alarm relay 1",
                                "change-over",
                                "250 AC / 30 DC",
                                "5 / 2",
                                "de-energised",
                            ],
                            [
                                "Alarm relay 2",
                                "change-over",
                                "250 AC / 30 DC",
                                "5 / 2",
                                "de-energised",
                            ],
                            ["Fault relay", "NO", "250 AC / 30 DC", "2 / 1", "energised"],
                            ["3-way valve output", "solid state", "240 AC", "0.5", "off"],
                            ["Analogue output", "4-20 mA", "-", "max. load 500 ohm", "-"],
                        ],
                    },
                ),
                ("capbelow", "Table 3-1  Output ratings"),
                (
                    "p",
                    "The fault relay is held energised while the unit is healthy, so that loss of "
                    "supply is also signalled as a fault. Alarm relays 1 and 2 can be set "
                    "independently (parameters P02 and P04).",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  Operation"),
                ("h2", "4.1  Starting up"),
                (
                    "ol",
                    [
                        "Open the fresh water flushing valve and the sample valve.",
                        "Switch on the supply. The display shows the software version and then "
                        "the warm-up countdown of 120 seconds.",
                        "Start the separator. Check that the sample flow indicator shows between "
                        "0.5 and 4 litres per minute; adjust with the needle valve.",
                        "Confirm that the reading stabilises and that no fault code is shown.",
                    ],
                ),
                ("h2", "4.2  Control of the three-way valve"),
                (
                    "p",
                    "During normal discharge the three-way valve output (terminals 11-12) is "
                    "energised and the effluent goes overboard. If the oil content exceeds the "
                    "set point of alarm 1 for longer than the alarm delay, the output is "
                    "de-energised and the valve returns the effluent to the bilge holding tank. "
                    "The output is also de-energised on any fault, on loss of sample flow and "
                    "during the warm-up period.",
                ),
                (
                    "p",
                    "The valve is re-energised only when the reading has remained below the set "
                    "point for the release time set in parameter P06.",
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Never bridge terminals 11-12 or operate the three-way valve by hand to "
                        "discharge overboard. Doing so bypasses the 15 ppm limit and will be "
                        "recorded as a manual override event.",
                    ),
                ),
                ("h2", "4.3  Display and keypad"),
                (
                    "p",
                    "The main display shows the oil content in ppm. Press MENU to scroll through "
                    "sample flow, cell condition (%), and the last ten alarm events. Press and "
                    "hold MENU and ENTER together for 5 seconds to enter the parameter menu; the "
                    "service code is required (factory code 1508).",
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "Changes of parameters are logged with time and date. Record the reason "
                        "in the Oil Record Book where required.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  Parameter settings"),
                (
                    "p",
                    "The parameter list below is valid for software version 3.x. Parameters "
                    "marked * can be changed only with the service code.",
                ),
                ("h2", "5.1  Changing a parameter"),
                (
                    "ol",
                    [
                        "Press and hold MENU and ENTER together for 5 seconds.",
                        "Enter the service code with the arrow keys and confirm with ENTER.",
                        "Select the parameter number with the arrow keys and press ENTER.",
                        "Change the value and confirm with ENTER. The new value is stored at once.",
                        "Press MENU twice to leave the parameter menu. The unit returns to "
                        "measuring after 60 seconds without a key press in any case.",
                    ],
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Raising the alarm 1 set point above 15 ppm is not possible. A set point "
                        "of 15 ppm must not be used with a separator that has not been type "
                        "approved for 15 ppm.",
                    ),
                ),
                (
                    "table",
                    {
                        "cols": _OB_PCOLS,
                        "widths": _OB_PW,
                        "rows": [
                            ["P01", "Language", "EN / DE / NO / ES", "EN", "-"],
                            ["P02", "Alarm 1 set point *", "1 - 15", "15", "ppm"],
                            ["P03", "Alarm 1 delay", "1 - 10", "2", "s"],
                            ["P04", "Alarm 2 set point", "1 - 15", "10", "ppm"],
                            ["P05", "Alarm 2 delay", "1 - 600", "5", "s"],
                            ["P06", "Release time of 3-way valve", "5 - 300", "30", "s"],
                            ["P07", "Low sample flow limit", "0.2 - 1.0", "0.4", "l/min"],
                            ["P08", "Flushing time", "10 - 300", "60", "s"],
                            ["P09", "Cell fault level (transmitted light)", "20 - 60", "40", "%"],
                            ["P10", "4-20 mA range (ppm at 20 mA)", "15 / 30", "30", "ppm"],
                            ["P11", "Display averaging", "1 - 20", "5", "s"],
                            ["P12", "Date and time *", "-", "UTC", "-"],
                            ["P13", "Separator running input", "NO / NC / off", "NO", "-"],
                            ["P14", "Fault relay on low flow", "yes / no", "yes", "-"],
                            ["P15", "Zero offset (service) *", "-2.0 - +2.0", "0.0", "ppm"],
                            ["P16", "Service code *", "0000 - 9999", "1508", "-"],
                            ["P17", "Alarm relay 1 latching", "yes / no", "no", "-"],
                        ],
                    },
                ),
                (
                    "p",
                    "Continued on next page. Parameters P01 to P11 are user settings; P12 to P20 "
                    "are installation and service settings and are normally set only at "
                    "commissioning. A complete list of the current settings can be printed to the "
                    "USB port from the menu (MENU > LOG > SETTINGS).",
                ),
            ]
        },
        {
            "blocks": [
                ("caption", "Parameter list (continued)"),
                (
                    "table",
                    {
                        "cols": _OB_PCOLS,
                        "widths": _OB_PW,
                        "rows": [
                            ["P18", "Flushing at separator stop", "on / off", "on", "-"],
                            ["P19", "Relay test duration", "5 - 60", "10", "s"],
                            ["P20", "Display backlight timeout", "0 - 30", "10", "min"],
                        ],
                    },
                ),
                ("h2", "5.2  Alarm and fault codes"),
                (
                    "table",
                    {
                        "cols": ["Code", "Display text", "Meaning", "3-way valve"],
                        "widths": [0.6, 1.6, 3.0, 1.0],
                        "rows": [
                            [
                                "A-01",
                                "OIL ALARM 1",
                                "Oil content above P02 for longer than P03",
                                "recirculate",
                            ],
                            [
                                "A-02",
                                "OIL ALARM 2",
                                "Oil content above P04 for longer than P05",
                                "no change",
                            ],
                            ["E-10", "LOW FLOW", "Sample flow below P07 for 30 s", "recirculate"],
                            ["E-11", "CELL DIRTY", "Transmitted light below P09", "recirculate"],
                            [
                                "E-12",
                                "LED FAULT",
                                "IR source failed or disconnected",
                                "recirculate",
                            ],
                            [
                                "E-20",
                                "TEMP RANGE",
                                "Sample temperature outside +1 to +65 deg C",
                                "recirculate",
                            ],
                            [
                                "E-30",
                                "MEMORY",
                                "Data memory error, records may be lost",
                                "no change",
                            ],
                            [
                                "E-31",
                                "RTC BATTERY",
                                "Clock battery low, replace within 1 month",
                                "no change",
                            ],
                            [
                                "E-40",
                                "VALVE FEEDBACK",
                                "3-way valve position does not match output",
                                "recirculate",
                            ],
                        ],
                    },
                ),
                (
                    "p",
                    "Acknowledge an alarm with ENTER. Fault codes remain on the display until the "
                    "cause has been removed.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Calibration and maintenance"),
                ("h2", "6.1  Calibration"),
                (
                    "p",
                    "The OBM-15 is calibrated at the factory. The accuracy of the calibration "
                    "must be verified at intervals not exceeding 5 years by the manufacturer or an "
                    "authorised service agent, and a new calibration certificate issued. On "
                    "board, a zero check with clean fresh water should be made every month.",
                ),
                ("h2", "6.2  Monthly zero check"),
                (
                    "ol",
                    [
                        "Stop the separator, or select the flushing mode in the menu.",
                        "Allow fresh water to flow through the cell for at least 2 minutes.",
                        "Read the display. It should show 0 to 1 ppm.",
                        "If the reading is above 1 ppm, clean the cell (6.3) and repeat. If the "
                        "reading is still high, contact Orion service; do not adjust P15 unless "
                        "trained to do so.",
                    ],
                ),
                ("h2", "6.3  Cleaning the measuring cell"),
                (
                    "ol",
                    [
                        "Isolate the supply and close the sample and flushing valves.",
                        "Unscrew the cell cap by hand (anticlockwise) and withdraw the glass tube.",
                        "Clean the tube with the cleaning brush and a mild detergent. Do not use "
                        "abrasive cleaners or solvents.",
                        "Inspect the O-rings and replace if flattened or cracked.",
                        "Refit the tube and tighten the cap by hand only.",
                    ],
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Do not use tools on the cell cap. Overtightening cracks the glass tube.",
                    ),
                ),
                ("h2", "6.4  Maintenance intervals"),
                (
                    "table",
                    {
                        "cols": ["Interval", "Task"],
                        "widths": [1.2, 4.5],
                        "rows": [
                            ["Daily", "Check sample flow and reading during separator operation"],
                            ["Weekly", "Clean the measuring cell"],
                            [
                                "Monthly",
                                "Zero check with fresh water (6.2); test alarm relays "
                                "with the TEST function",
                            ],
                            ["Yearly", "Replace cell O-rings; check flushing solenoid valve"],
                            ["5 years", "Calibration verification by authorised agent"],
                        ],
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Troubleshooting"),
                (
                    "table",
                    {
                        "cols": ["Symptom", "Probable cause", "Remedy"],
                        "widths": [1.5, 2.1, 2.3],
                        "rows": [
                            [
                                "Reading high with clean water",
                                "Air bubbles in sample",
                                "Check sample line for air leaks; reduce sample flow to 1-2 l/min",
                            ],
                            ["Reading high with clean water", "Dirty cell", "Clean the cell (6.3)"],
                            [
                                "Reading fluctuates strongly",
                                "Display averaging too short",
                                "Set P11 to 10 s",
                            ],
                            [
                                "E-10 LOW FLOW with flow visible",
                                "Flow sensor fouled",
                                "Clean flow sensor; check P07",
                            ],
                            [
                                "E-40 VALVE FEEDBACK",
                                "Limit switch on 3-way valve out of adjustment",
                                "Adjust limit switch; check wiring terminals 13-14",
                            ],
                            [
                                "Display blank",
                                "Supply fuse F1 blown",
                                "Replace F1 (T 1 A); find cause",
                            ],
                            [
                                "No 4-20 mA signal",
                                "Load too high or open circuit",
                                "Check loop resistance, max. 500 ohm",
                            ],
                        ],
                    },
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Replace fuses only with the type and rating marked on the board. Never "
                        "bridge a fuse.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "8  Spare parts"),
                (
                    "table",
                    {
                        "cols": ["Item", "Description", "Part number", "Qty"],
                        "widths": [0.5, 3.2, 1.4, 0.6],
                        "rows": [
                            ["1", "Glass measuring tube, 10 mm bore", "OBM-2101", "1"],
                            ["2", "O-ring set for measuring cell", "OBM-2105", "2"],
                            ["3", "Cell cap", "OBM-2110", "1"],
                            ["4", "Cleaning brush", "OBM-2190", "2"],
                            ["5", "IR LED assembly", "OBM-3020", "1"],
                            ["6", "Flow sensor", "OBM-3300", "1"],
                            ["7", "Flushing solenoid valve, 24 V DC", "OBM-4012", "1"],
                            ["8", "Fuse F1, T 1 A, 5 x 20 mm", "OBM-5001", "5"],
                            ["9", "RTC battery CR2032", "OBM-5020", "1"],
                            ["10", "Main circuit board, software 3.x", "OBM-6000", "1"],
                        ],
                    },
                ),
                (
                    "p",
                    "Spare parts kit for 2 years of operation: part number OBM-KIT2 (items 2, 4 "
                    "and 8).",
                ),
            ]
        },
    ],
}


# ================================================================ 3. Tanaka screw pump

_TK_STYLE = {"h1": 12.0, "h2": 10.2, "body": 9.0, "hcolor": (0.15, 0.25, 0.15), "h1rule": True}

SCREWPUMP = {
    "file": "tanaka-tsp80-triple-screw-pump.pdf",
    "title": "TSP series triple-screw pump - Instruction & service notes",
    "maker": "Tanaka Pump Works Co., Ltd.",
    "style": _TK_STYLE,
    "hdr_left": "TANAKA PUMP WORKS",
    "hdr_right": "TSP-80  INSTR. & SERVICE NOTES  REV.2",
    "ftr_left": "TPW-SN-TSP80-E  /  Kobe works",
    "ftr_fmt": "- {n} -",
    "cover": _cover(
        "TANAKA PUMP WORKS CO., LTD.",
        [
            "TSP-80",
            "Triple-screw pump, horizontal",
            "F.O. transfer service",
            "Instruction & service notes",
        ],
        [
            "Covers: TSP-40 / TSP-60 / TSP-80 / TSP-100 (60 Hz)",
            "Main text for TSP-80. Other sizes: see tech data only.",
            "Doc. TPW-SN-TSP80-E  Rev.2",
        ],
        band=(0.15, 0.25, 0.15),
        foot="Tanaka Pump Works Co., Ltd.  Kobe, Japan",
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
                        ("2", "DESCRIPTION", 3),
                        ("3", "TECH DATA", 4),
                        ("3.3", "Clearances / wear limits", 5),
                        ("4", "OPERATION", 6),
                        ("4.4", "Relief valve setting", 6),
                        ("5", "MAINTENANCE", 7),
                        ("5.2", "Mech. seal replacement", 7),
                        ("5.3", "Disassy / reassy rotor set", 8),
                        ("6", "TROUBLESHOOTING", 9),
                        ("7", "PARTS LIST", 10),
                    ],
                ),
                ("pi", "Rev.2: relief valve set values revised (TSP-80, TSP-100). Sect. 5.2 new."),
            ]
        },
        {
            "blocks": [
                ("h1", "1  SAFETY"),
                (
                    "ul",
                    [
                        "Lock out motor breaker before any work. Tag: MEN AT WORK.",
                        "Close suct. + disch. valves. Drain casing. Oil may be hot (up to 80 deg C).",
                        "Never run pump dry. Never run against closed disch. valve > 1 min.",
                        "Relief valve = pump protection only. Not for system. Separate system RV "
                        "req'd.",
                        "F.O. fire risk: no hot work near pump; wipe leaks; rags to oily waste.",
                    ],
                ),
                ("h1", "2  DESCRIPTION"),
                (
                    "p",
                    "Positive displacement, 3 rotors (1 power rotor, 2 idler rotors) in "
                    "replaceable liner. Idlers driven hydraulically, no timing gears. Axial thrust "
                    "on power rotor balanced by balance piston. Built-in relief valve on casing "
                    "top, returns to suction side. Shaft seal: single mech. seal, balanced type. "
                    "Drive: flexible coupling, motor on common bedplate.",
                ),
                (
                    "kv",
                    [
                        ("Type", "TSP-80, horizontal, bedplate mounted"),
                        ("Service", "F.O. transfer, MDO / HFO"),
                        ("Viscosity range", "2 - 760 cSt (at pumping temp.)"),
                        ("Max. pumping temp.", "80 deg C"),
                        ("Rotation", "CW seen from motor end (arrow on casing)"),
                        ("Connections", "Suct. 50A, disch. 40A, JIS 10K flanges"),
                        ("Bearing", "1 x ball bearing 6306 ZZ, grease packed, no relub."),
                    ],
                ),
                (
                    "p",
                    "Suct. strainer (40 mesh) by shipyard, not in Tanaka supply. Min. NPSH-avail. "
                    "see 3.1.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  TECH DATA"),
                ("h2", "3.1  Series data (60 Hz, 1 750 min-1)"),
                (
                    "table",
                    {
                        "cols": [
                            "Model",
                            "Capacity m3/h",
                            "Diff. press. bar",
                            "Motor kW",
                            "RV set bar",
                            "NPSH req. m",
                            "Mass kg",
                        ],
                        "widths": [1.0, 1.0, 1.0, 0.8, 0.8, 0.8, 0.8],
                        "boldfirst": True,
                        "rows": [
                            ["TSP-40", "4.2", "4.0", "1.5", "5.0", "2.5", "85"],
                            ["TSP-60", "6.5", "4.0", "2.2", "5.0", "2.5", "98"],
                            ["TSP-80", "8.5", "5.0", "3.7", "6.5", "3.0", "120"],
                            ["TSP-100", "11.0", "5.0", "5.5", "6.5", "3.5", "145"],
                        ],
                    },
                ),
                ("pi", "Capacity at 40 cSt. At 380 cSt: approx. 8 % higher (less slip)."),
                ("h2", "3.2  Motor data TSP-80"),
                (
                    "kv",
                    [
                        ("Output", "3.7 kW, 4 pole"),
                        ("Supply", "AC 440 V 60 Hz 3 ph"),
                        ("Rated current", "6.6 A"),
                        ("Starting current", "approx. 6.5 x rated"),
                        ("Frame / encl.", "112M / IP44, insul. class F"),
                        ("Bearings (motor)", "DE 6306 ZZ, NDE 6205 ZZ"),
                    ],
                ),
                (
                    "p",
                    "Motor for TSP-80 is same frame as TSP-60 motor (112M). Motor for TSP-100: "
                    "frame 132S. Motor DE + NDE bearings sealed, no regrease.",
                ),
                ("h2", "3.4  Noise / vibration"),
                (
                    "kv",
                    [
                        ("Sound press. level", "max. 75 dB(A) at 1 m"),
                        ("Vibration", "max. 4.5 mm/s RMS at bearing housing"),
                    ],
                ),
            ]
        },
        {
            "landscape": True,
            "blocks": [
                ("h2", "3.3  Clearances / wear limits  (TSP-80, values in mm)"),
                (
                    "table",
                    {
                        "groups": [("", 3), ("New", 2), ("Limit", 1), ("", 2)],
                        "cols": [
                            "Item",
                            "Between",
                            "Measure",
                            "min.",
                            "max.",
                            "wear limit",
                            "Tool",
                            "Action if over limit",
                        ],
                        "widths": [1.3, 2.0, 1.0, 0.6, 0.6, 0.8, 1.5, 2.0],
                        "size": 8.4,
                        "rows": [
                            [
                                "C1",
                                "Power rotor / liner bore",
                                "diametral",
                                "0.05",
                                "0.09",
                                "0.18",
                                "micrometer + bore gauge",
                                "Repl. rotor set + liner",
                            ],
                            [
                                "C2",
                                "Idler rotor / liner bore",
                                "diametral",
                                "0.05",
                                "0.10",
                                "0.20",
                                "micrometer + bore gauge",
                                "Repl. rotor set + liner",
                            ],
                            [
                                "C3",
                                "Power rotor / idler flank",
                                "backlash",
                                "0.08",
                                "0.15",
                                "0.30",
                                "feeler gauge",
                                "Repl. rotor set",
                            ],
                            [
                                "C4",
                                "Balance piston / bush",
                                "diametral",
                                "0.06",
                                "0.10",
                                "0.22",
                                "micrometer + bore gauge",
                                "Repl. balance bush",
                            ],
                            [
                                "C5",
                                "Idler thrust washer",
                                "thickness",
                                "2.95",
                                "3.00",
                                "2.70",
                                "micrometer",
                                "Repl. washers (both)",
                            ],
                            [
                                "C6",
                                "Power rotor shaft at seal",
                                "run-out TIR",
                                "-",
                                "0.03",
                                "0.05",
                                "dial gauge, V-blocks",
                                "Repl. power rotor",
                            ],
                            [
                                "C7",
                                "Coupling halves",
                                "offset",
                                "-",
                                "0.05",
                                "0.10",
                                "dial gauge",
                                "Re-align motor",
                            ],
                            [
                                "C8",
                                "Coupling halves",
                                "gap",
                                "2.5",
                                "3.5",
                                "-",
                                "feeler gauge",
                                "Adj. motor position",
                            ],
                        ],
                    },
                ),
                (
                    "p",
                    "Measure at ambient temp. (approx. 20 deg C). Rotor set = power rotor + 2 "
                    "idlers, matched, supplied as set only (P/N TSP80-110S). Do not replace "
                    "single rotor. Record all values in Tanaka clearance sheet.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "4  OPERATION"),
                ("h2", "4.1  Before first start / after overhaul"),
                (
                    "ol",
                    [
                        "Fill casing with F.O. through vent plug on top (approx. 1.5 L). Never "
                        "start dry.",
                        "Open suct. + disch. valves fully.",
                        "Chk rotation: jog motor < 1 s. Arrow on casing.",
                        "Chk coupling turns by hand, no binding.",
                    ],
                ),
                ("h2", "4.2  Start"),
                (
                    "p",
                    "Start motor. Disch. press. must rise within 30 s. If not: stop, vent casing, "
                    "refill. Chk suct. gauge: normal -0.1 to -0.3 bar. Below -0.5 bar = "
                    "cavitation risk, chk strainer.",
                ),
                ("h2", "4.3  Stop"),
                (
                    "p",
                    "Stop motor. Close disch. valve then suct. valve. If HFO: flush with MDO "
                    "before long stop (> 2 weeks) to avoid rotor seizure.",
                ),
                ("h2", "4.4  Relief valve setting"),
                (
                    "p",
                    "RV set ex works: see 3.1 (TSP-80: 6.5 bar). Full bypass press. approx. "
                    "10 % above set. RV only for short-time protection, max. 3 min in full "
                    "bypass (oil heats up).",
                ),
                (
                    "ol",
                    [
                        "Remove cap nut (22 mm).",
                        "Loosen lock nut.",
                        "Adj. screw: CW = higher press., CCW = lower. 1 turn = approx. 0.7 bar.",
                        "Close disch. valve slowly, read disch. gauge at opening point.",
                        "Tighten lock nut 35 N-m. Refit cap nut with new Cu washer.",
                    ],
                ),
                (
                    "p",
                    "NB: Do not set RV above 8.0 bar. Casing design press. 10 bar.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  MAINTENANCE"),
                ("h2", "5.1  Intervals"),
                (
                    "table",
                    {
                        "cols": ["Interval", "Work"],
                        "widths": [1.3, 5.0],
                        "ruled": False,
                        "rows": [
                            ["Daily", "Chk suct./disch. press., noise, seal leakage."],
                            ["500 h", "Chk strainer diff. press. Clean if > 0.3 bar."],
                            ["3 000 h", "Chk coupling align. + elastomer. Chk foundation bolts."],
                            ["8 000 h", "Repl. mech. seal. Meas. clearances C1-C6 (3.3)."],
                            [
                                "16 000 h",
                                "Repl. ball bearing 6306 ZZ. Repl. rotor set if at limit.",
                            ],
                        ],
                    },
                ),
                ("h2", "5.2  Mech. seal replacement"),
                (
                    "p",
                    "Seal leakage allowed: max. 3 drops/min after 2 h running-in. More = repl. "
                    "seal. Seal complete: P/N TSP80-140.",
                ),
                (
                    "ol",
                    [
                        "Lock out. Close valves. Drain casing via drain plug (17 mm).",
                        "Remove coupling guard. Remove motor foot bolts (4 x M12), slide motor back.",
                        "Remove coupling hub from pump shaft (puller). Remove key.",
                        "Remove seal cover bolts (4 x M10). Pull cover with stationary seat.",
                        "Slide rotating unit off shaft. Chk shaft surface at O-ring: no scoring.",
                        "Press new stationary seat into cover by hand. Lubr. O-rings with clean "
                        "F.O. only. No grease, no touch on seal faces.",
                        "Fit rotating unit. Set working length L = 32.0 +/- 0.5 mm (shoulder to "
                        "seal face).",
                        "Refit cover, tighten M10 bolts crosswise 40 N-m.",
                        "Refit hub: set screw 20 N-m. Align coupling per C7 / C8. Motor foot "
                        "bolts 75 N-m.",
                    ],
                ),
                (
                    "p",
                    "CAUTION: dry running even 10 s = seal face damage. Fill casing before "
                    "restart (4.1).",
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "5.3  Disassy / reassy rotor set"),
                (
                    "ol",
                    [
                        "Remove mech. seal (5.2 steps 1-5).",
                        "Remove end cover, suct. side (6 x M12). Mark position.",
                        "Remove bearing circlip. Pull power rotor with balance piston + bearing "
                        "toward drive end.",
                        "Push idlers out toward suct. end by hand. Keep thrust washers in order.",
                        "Clean. Meas. C1-C5 (3.3). Chk rotor flanks for pitting.",
                        "Reassy in reverse order. Lubr. rotors with clean oil. Idlers: mark faces "
                        "drive end.",
                        "End cover bolts M12: 60 N-m crosswise. Turn shaft by hand: free.",
                    ],
                ),
                ("h3", "Tightening torques (dry threads, steel)"),
                (
                    "table",
                    {
                        "cols": ["Bolt", "Location", "Torque"],
                        "widths": [1.0, 3.0, 1.0],
                        "ruled": False,
                        "underline": False,
                        "rows": [
                            ["M10", "Seal cover", "40 N-m"],
                            ["M12", "End cover, suct. side", "60 N-m"],
                            ["M12", "Motor foot bolts", "75 N-m"],
                            ["M16", "Flange bolts, suct. / disch.", "110 N-m"],
                            ["M8", "Coupling guard", "12 N-m"],
                        ],
                    },
                ),
                (
                    "p",
                    'Plugs: vent 1/4" + drain 3/8", use sealing tape, hand tight + 1/2 turn.',
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  TROUBLESHOOTING"),
                (
                    "table",
                    {
                        "cols": ["Trouble", "Chk", "Action"],
                        "widths": [1.4, 2.4, 2.4],
                        "rows": [
                            [
                                "No delivery",
                                "Suct. valve closed / wrong rotation / casing empty",
                                "Open valve / swap 2 phases / fill casing (4.1)",
                            ],
                            [
                                "Capacity low",
                                "RV opening too early / RV seat leaking",
                                "Reset RV (4.4) / lap seat",
                            ],
                            [
                                "Capacity low",
                                "Clearances over limit",
                                "Meas. C1-C3, repl. rotor set",
                            ],
                            [
                                "Noise, rattling",
                                "Cavitation: suct. press. below -0.5 bar",
                                "Clean strainer / heat HFO to reduce visc.",
                            ],
                            [
                                "Vibration",
                                "Misalignment / worn elastomer",
                                "Re-align (C7) / repl. elastomer",
                            ],
                            [
                                "Motor overload",
                                "Visc. too high (cold HFO) / disch. press. high",
                                "Heat oil to min. 40 deg C / chk disch. line",
                            ],
                            [
                                "Seal leaks",
                                "Faces damaged (dry run) / O-ring hard",
                                "Repl. mech. seal (5.2)",
                            ],
                            [
                                "Pump hot",
                                "Long running in RV bypass",
                                "Open disch. valve, chk system",
                            ],
                        ],
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  PARTS LIST  (TSP-80)"),
                (
                    "table",
                    {
                        "cols": ["No.", "Part name", "P/N", "Q'ty"],
                        "widths": [0.5, 3.0, 1.5, 0.6],
                        "rows": [
                            ["1", "Casing", "TSP80-101", "1"],
                            ["2", "Liner", "TSP80-105", "1"],
                            ["3", "Rotor set (power + 2 idlers)", "TSP80-110S", "1"],
                            ["4", "Balance bush", "TSP80-130", "1"],
                            ["5", "Idler thrust washer", "TSP80-135", "2"],
                            ["6", "Mech. seal complete", "TSP80-140", "1"],
                            ["7", "O-ring set, seal cover", "TSP80-141", "1"],
                            ["8", "Ball bearing 6306 ZZ", "TSP80-150", "1"],
                            ["9", "Relief valve complete", "TSP80-160", "1"],
                            ["10", "Relief valve spring, 4-8 bar", "TSP80-161", "1"],
                            ["11", "Coupling elastomer", "TSP80-170", "1"],
                            ["12", "Gasket set", "TSP80-180", "1"],
                            ["13", "Cu washer, RV cap nut", "TSP80-185", "2"],
                        ],
                    },
                ),
                (
                    "p",
                    "Order: state pump serial no. (name plate) + P/N. Recommended spares for 2 yr: "
                    "No. 6, 7, 11, 12.",
                ),
            ]
        },
    ],
}


# ================================================================ 4. Marlin rescue boat outboard

_MR_STYLE = {
    "h1": 13.5,
    "h2": 10.8,
    "body": 9.4,
    "hcolor": (0.0, 0.2, 0.5),
    "h1rule": True,
    "olfmt": "{}.",
}
_MX = "x"

OUTBOARD = {
    "file": "marlin-rb40-outboard-owners-manual.pdf",
    "title": "RB-40 Rescue Boat Outboard - Operation and Maintenance Manual",
    "maker": "Marlin Outboard Corp.",
    "style": _MR_STYLE,
    "hdr_left": "MARLIN OUTBOARD CORP.",
    "hdr_right": "RB-40 Rescue Boat Outboard  -  Operation & Maintenance",
    "ftr_left": "P/N 90-RB40-OM  Printed in U.S.A.",
    "ftr_fmt": "{n}",
    "cover": _cover(
        "MARLIN OUTBOARD CORP.",
        [
            "RB-40",
            "Rescue Boat Outboard, 40 hp",
            "2-stroke, SOLAS type approved",
            "Operation & Maintenance Manual",
        ],
        [
            "Models: RB-40 (manual start) and RB-40E (electric start)",
            "Serial No. 1R400000 and above",
            "Part No. 90-RB40-OM",
        ],
        band=(0.0, 0.2, 0.5),
        foot="Marlin Outboard Corp., Fond du Lac, Wisconsin, U.S.A.",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "TABLE OF CONTENTS"),
                (
                    "toc",
                    [
                        ("1", "Safety", 3),
                        ("2", "Specifications", 4),
                        ("3", "Fuel and Oil", 5),
                        ("4", "Operation", 6),
                        ("4.5", "Propeller Selection", 7),
                        ("5", "Maintenance Schedule", 8),
                        ("5.2", "Winterizing and Storage", 9),
                        ("6", "Troubleshooting", 10),
                        ("7", "Parts List", 11),
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  SAFETY"),
                (
                    "box",
                    (
                        "DANGER",
                        "Rotating propeller can cause serious injury or death. Stop the engine "
                        "before anyone in the water comes near the boat. Never approach a person "
                        "in the water with the propeller turning in gear.",
                    ),
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Gasoline is extremely flammable. Stop the engine and do not smoke when "
                        "refueling. Refuel in a well ventilated area, away from hot surfaces.",
                    ),
                ),
                ("h2", "1.1  Emergency Stop Switch and Lanyard (Kill Cord)"),
                (
                    "p",
                    "The emergency stop lanyard must be attached to the operator's life jacket "
                    "or wrist at all times while the engine is running. If the operator falls "
                    "overboard or is thrown from the helm, the lanyard pulls the clip from the "
                    "stop switch and the engine stops immediately. The engine will not start "
                    "unless the clip is installed on the stop switch.",
                ),
                (
                    "p",
                    "Lanyard length is 4 ft (1.2 m) when extended. Test the stop switch at the "
                    "start of each use: with the engine idling, pull the lanyard. The engine "
                    "must stop. Carry a spare clip and lanyard (P/N 8M0051) on board.",
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Never tie the lanyard to a part of the boat or operate without it. "
                        "Accidental activation at speed can throw occupants forward; hold on when "
                        "the boat is in a tight turn.",
                    ),
                ),
                ("h2", "1.2  Carbon Monoxide"),
                (
                    "p",
                    "Engine exhaust contains carbon monoxide (CO). Do not run the engine in a "
                    "closed boat house or under the davit cover. When the boat is run on the "
                    "davit for testing, a flushing attachment must be used and the boat "
                    "deck must be open to the air.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "2  SPECIFICATIONS"),
                (
                    "table",
                    {
                        "cols": ["Item", "RB-40 / RB-40E"],
                        "widths": [2.2, 3.0],
                        "ruled": False,
                        "size": 9.0,
                        "rows": [
                            ["Rated power", "40 hp (29.4 kW) at 5500 rpm"],
                            ["Full throttle rpm range", "5000 - 6000 rpm"],
                            ["Idle speed (in forward gear)", "750 +/- 50 rpm"],
                            ["Engine type", "2-stroke, 3 cylinder, loop charged"],
                            ["Displacement", "42.6 cu in (698 cm\u00b3)"],
                            ["Bore x stroke", "2.68 x 2.52 in (68 x 64 mm)"],
                            ["Ignition", "CDI, capacitor discharge"],
                            ["Fuel pump pressure at WOT", "3 - 6 psi (0.21 - 0.41 bar)"],
                            [
                                "Min. compression (cranking)",
                                "100 psi (6.9 bar), max. 15 psi (1.0 bar) spread between cylinders",
                            ],
                            ["Spark plug", "NGK BR7HS-10"],
                            ["Spark plug gap", "0.040 in (1.0 mm)"],
                            ["Gear ratio", "2.00:1 (13:26)"],
                            ["Gear lube capacity", "15.2 fl oz (450 mL)"],
                            ["Thermostat opening", "125 \u00b0F (52 \u00b0C)"],
                            ["Alternator output (RB-40E)", "12 V, 10 A"],
                            ["Battery (RB-40E)", "12 V, min. 465 CCA"],
                            ["Weight, 20 in shaft", "181 lb (82 kg)"],
                            ["Transom height", "20 in (508 mm) L / 25 in (635 mm) XL"],
                            ["Integral fuel tank", "none - remote tank 6.6 gal (25 L)"],
                        ],
                    },
                ),
                (
                    "p",
                    "Specifications apply to engines with serial number 1R400000 and above. "
                    "Weight is dry weight without propeller and fuel.",
                ),
                ("h2", "2.1  Cooling System"),
                (
                    "p",
                    "The engine is water cooled by a rubber impeller pump in the gearcase. Water "
                    "enters through the side intake screens. A small stream of water from the "
                    "tell-tale outlet on the rear of the cowl shows that the pump is working.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  FUEL AND OIL"),
                (
                    "p",
                    "Use unleaded gasoline with a minimum pump posted octane rating of 87 "
                    "(R+M)/2. Gasoline containing up to 10% ethanol (E10) is acceptable. Do not "
                    "use E15 or E85.",
                ),
                (
                    "p",
                    "The RB-40 is lubricated by oil premixed with the fuel. Use a TC-W3 certified "
                    "2-cycle outboard oil. Normal ratio is 50:1. During break-in (the first 10 "
                    "hours of operation) use a ratio of 25:1.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Gasoline",
                            "Oil at 50:1 (normal)",
                            "Oil at 25:1 (break-in)",
                        ],
                        "widths": [1.4, 1.6, 1.6],
                        "rows": [
                            ["1 gal (3.8 L)", "2.6 fl oz (77 mL)", "5.1 fl oz (152 mL)"],
                            ["3 gal (11.4 L)", "7.7 fl oz (228 mL)", "15.4 fl oz (455 mL)"],
                            ["6 gal (22.7 L)", "15.4 fl oz (455 mL)", "30.7 fl oz (910 mL)"],
                        ],
                    },
                ),
                ("h2", "3.1  Mixing Procedure"),
                (
                    "ol",
                    [
                        "Pour approx. 1 gal (4 L) of gasoline into the tank.",
                        "Add the full amount of oil for the total quantity of fuel.",
                        "Shake the tank to mix, then add the rest of the gasoline.",
                    ],
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Never use automotive engine oil or 4-stroke oil. Never run the engine on "
                        "gasoline without oil; the engine will be damaged within minutes.",
                    ),
                ),
                ("h2", "3.2  Fuel Storage"),
                (
                    "p",
                    "Premixed fuel older than 60 days should be drained. For rescue boats that "
                    "stand by for long periods, add a fuel stabilizer and replace the fuel at "
                    "least every 3 months.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  OPERATION"),
                ("h2", "4.1  Pre-Start Checks"),
                (
                    "ul",
                    [
                        "Fuel tank vent screw open, fuel line connected, primer bulb firm.",
                        "Stop switch clip installed and lanyard attached to operator.",
                        "Steering and throttle move freely; gear shift in NEUTRAL.",
                        "Engine tilted down and locked; cooling water intakes under water.",
                    ],
                ),
                ("h2", "4.2  Starting"),
                (
                    "ol",
                    [
                        "Squeeze the primer bulb until firm.",
                        "Cold engine: pull the choke knob fully out. Warm engine: no choke.",
                        "Set the throttle grip to the START position.",
                        "Pull the starter rope slowly until resistance is felt, then pull "
                        "rapidly (RB-40E: turn key to START, max. 10 seconds per attempt).",
                        "Push the choke in gradually as the engine warms up.",
                    ],
                ),
                ("h2", "4.3  Check the Cooling Water Tell-Tale"),
                (
                    "p",
                    "Within 30 seconds after the engine starts, a steady stream of water must "
                    "come from the tell-tale outlet. If there is no water, stop the engine "
                    "immediately and check the intake screens for blockage. Run the engine only "
                    "after the cause is found, as the water pump impeller may be damaged.",
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Do not run the engine out of the water, even for a few seconds. Use the "
                        "flushing attachment (P/N 44357Q2) when running on the davit.",
                    ),
                ),
                ("h2", "4.4  Shifting and Stopping"),
                (
                    "p",
                    "Shift only with the engine at idle speed. Move the shift lever quickly and "
                    "firmly into gear. To stop, return the throttle to idle, shift to NEUTRAL and "
                    "push the STOP button or pull the lanyard.",
                ),
                (
                    "p",
                    "Emergency starting: if the recoil starter fails, remove the flywheel cover "
                    "(3 bolts) and wind the emergency starter rope clockwise around the "
                    "flywheel. Keep hands clear of the flywheel once the engine runs.",
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "4.5  Propeller Selection"),
                (
                    "p",
                    "Select a propeller that allows the engine to run within the full throttle "
                    "rpm range (5000 - 6000 rpm) with a normal load. A heavily loaded rescue boat "
                    "with a full crew and casualties needs a lower pitch.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Prop P/N",
                            "Dia. x Pitch (in)",
                            "Blades",
                            "Material",
                            "Recommended for",
                        ],
                        "widths": [1.2, 1.2, 0.7, 1.0, 2.4],
                        "rows": [
                            [
                                "48-8M0101",
                                "11-1/8 x 13",
                                "3",
                                "aluminum",
                                "standard rescue boat, 6 persons",
                            ],
                            [
                                "48-8M0102",
                                "11-1/4 x 12",
                                "3",
                                "aluminum",
                                "heavy load, recovery of casualties",
                            ],
                            [
                                "48-8M0103",
                                "10-7/8 x 11",
                                "3",
                                "aluminum",
                                "fast rescue boat with water jet kit removed",
                            ],
                            [
                                "48-8M0110",
                                "11-1/8 x 13",
                                "3",
                                "stainless",
                                "standard, high durability",
                            ],
                        ],
                    },
                ),
                ("h2", "4.6  Propeller Replacement"),
                (
                    "ol",
                    [
                        "Remove the clip from the stop switch and shift to NEUTRAL.",
                        "Straighten and remove the cotter pin. Place a wood block between the "
                        "propeller and the anti-cavitation plate, remove the propeller nut.",
                        "Slide off the propeller and thrust hub. Coat the shaft splines with "
                        "marine grease.",
                        "Install the thrust hub, propeller, washer and nut. Tighten the propeller "
                        "nut to 25 ft-lb (34 N-m), then tighten further to align the next slot "
                        "with the cotter pin hole. Install a new cotter pin.",
                    ],
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Always remove the stop switch clip before working on the propeller. The "
                        "engine could start and the propeller turn if the flywheel is rotated.",
                    ),
                ),
            ]
        },
        {
            "sideways": True,
            "blocks": [
                ("h1", "5  MAINTENANCE SCHEDULE"),
                (
                    "table",
                    {
                        "cols": [
                            "Task",
                            "Before each use",
                            "After each use",
                            "First 10 hr",
                            "Every 100 hr or 1 year",
                            "Every 300 hr or 3 years",
                            "Before storage",
                        ],
                        "widths": [3.4, 0.9, 0.9, 0.9, 1.0, 1.0, 0.9],
                        "size": 8.4,
                        "rows": [
                            ["Test stop switch and lanyard", _MX, "", "", "", "", ""],
                            ["Check fuel line and primer bulb for leaks", _MX, "", "", "", "", ""],
                            ["Flush cooling system with fresh water", "", _MX, "", "", "", _MX],
                            ["Check spark plugs, clean / re-gap", "", "", _MX, _MX, "", ""],
                            ["Replace spark plugs", "", "", "", "", _MX, ""],
                            ["Change gear lube", "", "", _MX, _MX, "", _MX],
                            [
                                "Lubricate swivel bracket and tilt tube (grease fittings)",
                                "",
                                "",
                                "",
                                _MX,
                                "",
                                _MX,
                            ],
                            ["Check and adjust idle speed", "", "", _MX, _MX, "", ""],
                            ["Replace water pump impeller", "", "", "", "", _MX, ""],
                            ["Inspect anodes, replace if 50% eroded", "", "", "", _MX, "", ""],
                            ["Replace fuel filter element", "", "", "", _MX, "", ""],
                            ["Check propeller for damage, grease shaft", "", "", "", _MX, "", _MX],
                            ["Retorque cylinder head bolts", "", "", _MX, "", "", ""],
                            ["Fog engine (see 5.2)", "", "", "", "", "", _MX],
                        ],
                    },
                ),
                (
                    "p",
                    "Rescue boat engines that run less than 100 hours per year: do the 100 hr "
                    "tasks once a year. Engines operated in salt water must be flushed after "
                    "every use, including weekly davit tests.",
                ),
            ],
        },
        {
            "blocks": [
                ("h2", "5.2  Winterizing and Storage"),
                (
                    "p",
                    "Prepare the engine for storage when it will not be used for more than 2 "
                    "months, or when air temperatures below 32 \u00b0F (0 \u00b0C) are expected "
                    "and the boat is not in a heated space.",
                ),
                (
                    "ol",
                    [
                        "Add fuel stabilizer to the fuel tank and run the engine on the flushing "
                        "attachment for 10 minutes.",
                        "With the engine running at fast idle, disconnect the fuel line and spray "
                        "storage fogging oil into the carburetor air intakes until the engine "
                        "stalls.",
                        "Remove the spark plugs, spray about 1 oz (30 mL) of fogging oil into "
                        "each cylinder and turn the flywheel by hand several times.",
                        "Reinstall the spark plugs and tighten to 20 ft-lb (27 N-m).",
                        "Drain the carburetor float bowl.",
                        "Change the gear lube (see 5.3) and check for water in the old lube.",
                        "Store the engine upright so that all water drains from the powerhead.",
                    ],
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Water left in the cooling passages can freeze and crack the powerhead. "
                        "Always store the engine in the vertical position.",
                    ),
                ),
                ("h2", "5.3  Gear Lube Change"),
                (
                    "p",
                    "Remove the lower FILL/DRAIN plug first, then the upper VENT plug. Drain "
                    "completely. Milky lube indicates water in the gearcase; have the seals "
                    "checked. Fill through the lower hole with Marlin High Performance Gear Lube "
                    "until lube flows from the vent hole (approx. 15.2 fl oz). Install the vent "
                    "plug first, then the fill plug. Tighten both plugs to 60 in-lb (6.8 N-m).",
                ),
                ("h2", "5.4  Anodes"),
                (
                    "p",
                    "The RB-40 has two zinc anodes: the trim tab anode under the anti-cavitation "
                    "plate and a block anode on the transom bracket. Do not paint anodes. Trim "
                    "tab bolt torque: 15 ft-lb (20 N-m).",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  TROUBLESHOOTING"),
                (
                    "table",
                    {
                        "cols": ["Problem", "Possible cause", "What to do"],
                        "widths": [1.5, 2.2, 2.2],
                        "rows": [
                            [
                                "Starter will not crank (RB-40E)",
                                "Battery low or connections loose; gear not in NEUTRAL",
                                "Charge battery, clean terminals; shift to NEUTRAL",
                            ],
                            [
                                "Engine will not start",
                                "Stop switch clip not installed",
                                "Install clip on stop switch",
                            ],
                            [
                                "Engine will not start",
                                "Fuel tank empty, vent closed, or stale fuel",
                                "Refuel; open vent; replace fuel older than 60 days",
                            ],
                            [
                                "Engine runs rough",
                                "Fouled spark plugs; wrong oil ratio",
                                "Clean / replace plugs; check mix 50:1",
                            ],
                            [
                                "No water from tell-tale",
                                "Intake screen blocked or impeller worn",
                                "Clean screens; replace impeller",
                            ],
                            [
                                "Engine rpm below 5000 at full throttle",
                                "Prop pitch too high or boat overloaded",
                                "Fit lower pitch propeller (see 4.5)",
                            ],
                        ],
                    },
                ),
                ("h2", "6.1  Warning Horn and Indicator Codes"),
                (
                    "table",
                    {
                        "cols": ["Code", "Horn", "Condition", "Engine response"],
                        "widths": [0.6, 1.5, 2.2, 2.2],
                        "rows": [
                            [
                                "C1",
                                "continuous",
                                "Overheat, above 200 \u00b0F (93 \u00b0C)",
                                "Speed limited to 2000 rpm",
                            ],
                            [
                                "C2",
                                "4 short beeps",
                                "Low battery voltage, below 10.5 V",
                                "No change",
                            ],
                            [
                                "C3",
                                "1 long, 2 short",
                                "Temperature sensor open / shorted",
                                "Speed limited to 3000 rpm",
                            ],
                            [
                                "C4",
                                "1 short each minute",
                                "Over-speed, above 6300 rpm",
                                "Ignition cut until rpm drops",
                            ],
                        ],
                    },
                ),
                (
                    "p",
                    "If the overheat horn sounds, reduce speed to idle immediately and check the "
                    "tell-tale. The horn stops when the temperature drops below 180 \u00b0F "
                    "(82 \u00b0C).",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  PARTS LIST"),
                (
                    "table",
                    {
                        "cols": ["Ref.", "Description", "Part No.", "Qty"],
                        "widths": [0.5, 3.2, 1.4, 0.6],
                        "rows": [
                            ["1", "Spark plug NGK BR7HS-10", "33-816336Q", "3"],
                            ["2", "Water pump impeller", "47-43026Q", "1"],
                            [
                                "3",
                                "Water pump repair kit (impeller, gaskets, plate)",
                                "46-96148Q",
                                "1",
                            ],
                            ["4", "Fuel filter element", "35-879885", "1"],
                            ["5", "Trim tab anode", "822157", "1"],
                            ["6", "Transom bracket anode", "826134", "1"],
                            ["7", "Gear lube drain / vent plug gasket", "12-19183", "2"],
                            ["8", "Stop switch clip and lanyard", "8M0051", "1"],
                            ["9", "Propeller nut", "11-42988", "1"],
                            ["10", "Cotter pin", "18-820", "2"],
                            ["11", "Recoil starter rope (RB-40)", "810098", "1"],
                            ["12", "Thermostat 125 \u00b0F", "855163", "1"],
                        ],
                    },
                ),
                (
                    "p",
                    "Order parts from an authorized Marlin marine dealer. Always give model and "
                    "serial number.",
                ),
            ]
        },
    ],
}
