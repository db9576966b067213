"""Four made-up manuals of other equipment by other makers, held-out set 34b (written blind).

Written without running Shipmate or reading its code, for bench/other_makers_held34b.jsonl.

Jinhai (JVG-300 valve spindle and seat grinding machine for the engine-room workshop) writes
East-Asian shipyard English ("abt.", "chk", "Pls.", "w/", deg.C, "10 ~ 32", "3~5 %"), repeats
the text of merged cells in its particulars table, and carries a maintenance interval matrix
with "O" marks, a grinding-condition table printed as a picture (no text layer) and a parts
list full of abbreviations (ASS'Y, BRG, ANG., L.S., O/L); Cumberland Pneumatics (WSC-4 whistle
control system with AW-140 air whistles) writes a US technical order in Courier ("3-3. a.
(1)", centred WARNING / CAUTION paragraphs, psig / ft-lb first, chapter-page folios) and
carries the tagged air and control schematic (PRV-103, R-105, SV-112, MV-113, WCU-4 ...), a
PMCS table, a fog signal program table, a TB1 terminal list that runs over a page break with
its header repeated and a malfunction / test / corrective action table; Hollerbach (ZWL
self-lubricating intermediate-shaft-bearings) writes German English with hyphenated compound
nouns, German terms in brackets and decimal commas ("0,30 - 0,38", "±5 %"), its headings are
only numbers (titles only on the contents page), and it carries a two-level header clearance /
oil-filling table, a borderless oil-selection table and a portrait page whose wide dimension
and torque table (two-level header too) is printed sideways; Kilbride (WatchGuard WG-300 bridge
navigational watch alarm system) writes formal UK style with WARNING / CAUTION / NOTE boxes and
carries a landscape configuration parameter page and a fault message list.  Every page is an
explicit list of blocks laid out top to bottom; a block that does not fit raises, so a
question's page is the page its block is listed on.  PyMuPDF only, deterministic, no network,
nothing written outside `folder`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import fitz

Block = tuple[str, Any]
W, H = 595.0, 842.0
LEFT, RIGHT, TOP, BOTTOM = 56.0, 539.0, 78.0, 782.0
_FONTS: dict[str, Any] = {}
_FAMILY = {"name": "helv"}
_KEYS = {
    "helv": ("helv", "hebo", "heit"),
    "tiro": ("tiro", "tibo", "tiit"),
    "cour": ("cour", "cobo", "coit"),
}


def _font(bold: bool = False, italic: bool = False):
    reg, bo, it = _KEYS[_FAMILY["name"]]
    key = bo if bold else (it if italic else reg)
    if key not in _FONTS:
        _FONTS[key] = fitz.Font(key)
    return _FONTS[key]


def write_manuals(folder: Path) -> list[Path]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for spec in (JINHAI, CUMBERLAND, HOLLERBACH, KILBRIDE):
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


def _center(col, text, size, bold=True, gap=4.0):
    lh = size * 1.4
    col.need(lh, text[:40])
    col.y += lh
    tl = _font(bold).text_length(text, fontsize=size)
    col.pg.text((col.x0 + col.x1 - tl) / 2, col.y - size * 0.28, text, size, bold)
    col.y += gap


def _hang(col, label, text, size, level):
    """A numbered technical-order paragraph: label at its level, text hanging after it."""
    x = col.x0 + 18 * level
    lw = max(_font().text_length(label + "  ", fontsize=size), 16)
    lines = _wrap(text, col.w - 18 * level - lw, size)
    lh = size * 1.32
    col.need(lh * len(lines), text[:40])
    for k, ln in enumerate(lines):
        col.y += lh
        if k == 0:
            col.pg.text(x, col.y - size * 0.28, label, size)
        col.pg.text(x + lw, col.y - size * 0.28, ln, size)
    col.y += 3


def _towarn(col, label, text, size):
    """Technical-order warning: centred bold label, text set in from both margins, a rule box."""
    inner = _Col(col.pg, col.x0 + 44, col.x1 - 44, col.y + 2, col.bottom)
    lines = _wrap(text, inner.w, size)
    lh = size * 1.32
    h = lh * (len(lines) + 1) + 16
    col.need(h + 6, text[:40])
    shape = col.pg.page.new_shape()
    shape.draw_rect(fitz.Rect(col.x0 + 30, col.y, col.x1 - 30, col.y + h))
    shape.finish(color=(0, 0, 0), width=0.9)
    shape.commit()
    _center(inner, label, size + 1, True, gap=1)
    for ln in lines:
        inner.y += lh
        col.pg.text(inner.x0, inner.y - size * 0.28, ln, size)
    col.y += h + 6


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
        col.pg.text(col.x0 + ind + 40, col.y, title, size, bold)
        tx = col.x0 + ind + 40 + _font(bold).text_length(title, fontsize=size) + 4
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
        elif kind == "center":
            _center(col, val, st["h2"], True, gap=2)
        elif kind == "tph":
            col.y += 3
            _para(col, val, st["body"], True, gap=2)
        elif kind == "tp":
            _hang(col, val[1], val[2], st["body"], val[0])
        elif kind == "tow":
            _towarn(col, val[0], val[1], st["body"])
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
            _kv(col, val, st["body"], st.get("keyw", 0.42))
        elif kind == "caption":
            _para(col, val, st["body"] - 1, True, gap=3)
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


def _frame(page, pg, spec, pdef, i, n, pw, ph):
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
    fr = pdef.get("folio") or spec["ftr_fmt"].format(n=i, total=n)
    if spec.get("folio_center"):
        tl = _font().text_length(fr, fontsize=8.6)
        pg.text((LEFT + right - tl) / 2, ph - 16, fr, 8.6, True)
    else:
        pg.text(right - _font().text_length(fr, fontsize=8.2), ph - 29, fr, 8.2)


def _fill(page, pdef, spec, i, n, pw, ph):
    pg = _Pg(page, spec)
    if pdef.get("cover"):
        spec["cover"](pg)
        pg.flush()
        return
    right = pw - LEFT
    _frame(page, pg, spec, pdef, i, n, pw, ph)
    col = _Col(pg, LEFT, right, TOP, ph - 60)
    _blocks(col, pdef["blocks"], spec)
    pg.flush()


def _write(path: Path, spec) -> Path:
    _FAMILY["name"] = spec.get("family", "helv")
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
    _FAMILY["name"] = "helv"
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
        pg.text(LEFT, 90, maker, 20, True, (1, 1, 1))
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


def _valve(s, x, y, vertical=False):
    if vertical:
        pts = [(x - 6, y - 8), (x + 6, y + 8), (x - 6, y + 8), (x + 6, y - 8), (x - 6, y - 8)]
    else:
        pts = [(x - 8, y - 6), (x + 8, y + 6), (x + 8, y - 6), (x - 8, y + 6), (x - 8, y - 6)]
    s.draw_polyline(pts)


def _instr(s, x, y, r=9):
    s.draw_circle((x, y), r)


def _box_eq(s, x0, y0, x1, y1):
    s.draw_rect(fitz.Rect(x0, y0, x1, y1))


# ================================================================ 1. Jinhai JVG-300


_JV_STYLE = {
    "h1": 12.6,
    "h2": 10.4,
    "body": 9.1,
    "hcolor": (0.55, 0.1, 0.1),
    "h1rule": True,
    "olfmt": "({})",
}

JINHAI = {
    "file": "jinhai-jvg300-valve-grinding-machine.pdf",
    "title": "Jinhai JVG series valve spindle and seat grinding machine - Instruction book",
    "maker": "Ningbo Jinhai Marine Tools Co., Ltd.",
    "family": "helv",
    "style": _JV_STYLE,
    "hdr_left": "JINHAI MARINE TOOLS",
    "hdr_right": "JVG VALVE GRINDING MACHINE  /  JH-IB-2207  Rev.1",
    "ftr_left": "NINGBO JINHAI MARINE TOOLS CO.,LTD.",
    "ftr_fmt": "- {n} -",
    "cover": _cover(
        "JINHAI MARINE TOOLS",
        ["JVG-300", "VALVE GRINDING MACHINE", "FOR VALVE SPINDLE & SEAT"],
        [
            "TYPE : JVG-200 / JVG-300 / JVG-400",
            "INSTRUCTION BOOK FOR OPERATION & MAINTENANCE",
            "HULL NO. : S-1186 / S-1187",
            "DOC. NO. : JH-IB-2207   REV. 1",
        ],
        band=(0.55, 0.1, 0.1),
        foot="NINGBO JINHAI MARINE TOOLS CO.,LTD.  -  Pls. keep this book near the machine.",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "CONTENTS"),
                (
                    "toc",
                    [
                        ("1.", "GENERAL", 3),
                        ("2.", "PRINCIPAL PARTICULARS", 3),
                        ("3.", "CONSTRUCTION AND SAFETY DEVICE", 4),
                        ("4.", "OPERATION", 5),
                        ("5.", "MAINTENANCE", 6),
                        ("6.", "PARTS LIST", 7),
                    ],
                ),
                (
                    "p",
                    "Remark : This book is common for JVG-200, JVG-300 and JVG-400. The machine "
                    "on this vessel is JVG-300 (chk the name plate on the bed).",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1. GENERAL"),
                (
                    "p",
                    "This instruction book is for the JVG series valve grinding machine which is "
                    "used on board for the refacing of the seat face of inlet and exhaust valve "
                    "spindle of diesel engine and, w/ the seat grinding attachment SGA-2 "
                    "(option), of the valve seat ring. The machine is installed in the engine "
                    "room workshop and fixed on the foundation by 4 bolts. Pls. read this book "
                    "carefully before use and keep it near the machine.",
                ),
                (
                    "ol",
                    [
                        "Only trained engineer shall operate the machine. Wear safety goggles. "
                        "Do not wear gloves near the rotating work head.",
                        "Before mounting a new grinding wheel, make the ring test (tap lightly "
                        "w/ wooden hammer; clear sound = no crack). Max. peripheral speed of "
                        "wheel is 33 m/s.",
                        "Never grind w/o wheel guard. When start the wheel motor, stand aside "
                        "from the plane of the wheel and run idle abt. 1 min.",
                    ],
                ),
                ("h1", "2. PRINCIPAL PARTICULARS"),
                (
                    "table",
                    {
                        "cols": ["ITEM", "UNIT", "JVG-200", "JVG-300", "JVG-400"],
                        "rows": [
                            ["Max. valve disc dia.", "mm", "200", "300", "400"],
                            [
                                "Valve stem dia. (collet range)",
                                "mm",
                                "10 ~ 32",
                                "14 ~ 45",
                                "20 ~ 60",
                            ],
                            ["Max. valve length", "mm", "650", "1100", "1500"],
                            ["Seat angle setting", "deg.", "15 ~ 60", "15 ~ 60", "15 ~ 60"],
                            [
                                "Work head speed (inverter)",
                                "rpm",
                                "60 ~ 180",
                                "40 ~ 120",
                                "30 ~ 90",
                            ],
                            [
                                "Grinding wheel (OD x W x ID)",
                                "mm",
                                "150 x 20 x 32",
                                "180 x 25 x 32",
                                "205 x 25 x 50.8",
                            ],
                            ["Wheel head motor", "kW", "0.75", "1.5", "2.2"],
                            ["Work head motor", "kW", "0.4", "0.75", "1.1"],
                            ["Coolant tank", "L", "abt. 20", "abt. 35", "abt. 50"],
                            [
                                "Power source",
                                "-",
                                "AC440V x 60Hz x 3ph",
                                "AC440V x 60Hz x 3ph",
                                "AC440V x 60Hz x 3ph",
                            ],
                            [
                                "Coolant",
                                "-",
                                "Water soluble, 3~5 %",
                                "Water soluble, 3~5 %",
                                "Water soluble, 3~5 %",
                            ],
                            ["Mass (net)", "kg", "380", "720", "1150"],
                        ],
                        "widths": [2.6, 0.7, 1.5, 1.5, 1.5],
                        "size": 8.5,
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "Ambient temp. : 0~45 deg.C. The machine is designed for ship inclination "
                    "15 deg. static. In heavy weather (rolling) do not use the machine.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3. CONSTRUCTION AND SAFETY DEVICE"),
                ("h2", "3.1 Work head"),
                (
                    "p",
                    "The valve stem is clamped by the collet chuck of the work head and the "
                    "disc side of the stem is supported by the steady rest (3 roller type). "
                    "The work head is driven by the motor through inverter, so the speed can be "
                    "changed by the knob on the panel. After chucking, the run-out of the stem "
                    "at disc side must be max. 0.03 mm; chk w/ dial gauge before grinding.",
                ),
                ("h2", "3.2 Wheel head"),
                (
                    "p",
                    "The wheel head is mounted on the swivel table w/ angle scale (graduation "
                    "0.5 deg., vernier 5 min.). The cross slide is fed by the infeed hand "
                    "wheel; one graduation of the infeed hand wheel = 0.01 mm (on radius). The "
                    "longitudinal traverse is by the traverse hand wheel over the seat width.",
                ),
                ("h2", "3.3 Safety device"),
                (
                    "p",
                    "Wheel guard limit switch LS-3 : the wheel motor can not start when the "
                    "guard is open. Splash cover limit switch LS-4 stops the work head when "
                    "the cover is opened. EMERGENCY STOP push button is on the panel and on "
                    "the wheel head. Each motor has thermal overload relay.",
                ),
                (
                    "table",
                    {
                        "cols": ["LAMP ON PANEL", "COLOUR", "MEANING"],
                        "rows": [
                            ["POWER", "White", "Main switch ON"],
                            ["WHEEL RUN", "Green", "Wheel motor running"],
                            ["WORK RUN", "Green", "Work head running"],
                            ["COOLANT", "Green", "Coolant pump running"],
                            ["OVERLOAD", "Amber", "Thermal relay tripped (any motor)"],
                            ["GUARD OPEN", "Amber", "LS-3 or LS-4 open"],
                        ],
                        "widths": [1.4, 0.8, 3.2],
                        "size": 8.5,
                    },
                ),
                (
                    "p",
                    "Thermal overload relay setting : 105 % of motor rated current. For reset, "
                    "wait 3~5 min. for cooling and push the reset button of the relay.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4. OPERATION"),
                ("h2", "4.1 Preparation"),
                (
                    "ol",
                    [
                        "Clean the valve spindle; remove the carbon from seat face and stem by "
                        "scraper and wire brush. Chk the stem for bend and crack.",
                        "Chk coolant level in the tank and the concentration 3~5 %.",
                        "Set the valve in the collet chuck and steady rest; chk run-out "
                        "max. 0.03 mm.",
                    ],
                ),
                ("h2", "4.2 Angle setting"),
                (
                    "p",
                    "Loosen 2 clamp nuts of swivel table, set the seat angle on the scale (e.g. "
                    "exhaust valve spindle 30 deg., but pls. follow the value of engine maker) "
                    "and re-tighten the clamp nuts. After first cut, chk the ground face w/ the "
                    "angle gauge.",
                ),
                (
                    "p",
                    "Interference angle (difference of seat angle between spindle and seat "
                    "ring, normally 0.5 deg.): always set the value given by engine maker; do "
                    "not decide by yourself.",
                ),
                ("h2", "4.3 Wheel dressing"),
                (
                    "p",
                    "Dress the wheel before each job and when the face is loaded or not true. "
                    "Use the diamond dresser on the wheel head. Depth of cut abt. 0.02 mm per "
                    "pass, traverse slowly (abt. 100 mm/min) w/ coolant.",
                ),
                ("h2", "4.4 Grinding"),
                (
                    "ol",
                    [
                        "Start the coolant pump, then the work head, and the wheel motor last.",
                        "Bring the wheel near the seat face carefully by hand and touch lightly.",
                        "Infeed per pass as Table 5-2 and traverse the wheel over full seat width.",
                        "Finish : last 2 passes w/ infeed 0.005 mm, then spark-out (no infeed) "
                        "3 passes.",
                        "Stop in reverse order : wheel motor, work head, coolant pump.",
                    ],
                ),
                (
                    "p",
                    "Do not grind more than necessary. Remove only the pitting and burned mark "
                    "and record the removed thickness in the valve record of the engine.",
                ),
                ("h2", "4.5 Check after grinding"),
                (
                    "p",
                    "Chk the seat contact w/ prussian blue against the seat ring or the master "
                    "ring gauge. The contact band must be continuous all around. Surface "
                    "roughness of ground face abt. Ra 0.8.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5. MAINTENANCE"),
                (
                    "p",
                    "Maintenance should be carried out according to below table. O = to do. "
                    "When the machine is used much (engine overhaul), chk more frequently.",
                ),
                ("caption", "Table 5-1  MAINTENANCE INTERVAL"),
                (
                    "table",
                    {
                        "cols": [
                            "ITEM",
                            "After use",
                            "Weekly",
                            "Monthly",
                            "6 Month",
                            "Yearly",
                            "REMARK",
                        ],
                        "rows": [
                            [
                                "Clean machine, wipe slideways & oil",
                                "O",
                                "",
                                "",
                                "",
                                "",
                                "remove grinding dust",
                            ],
                            ["Coolant level & concentration", "", "O", "", "", "", "refractometer"],
                            [
                                "Lubricate slideways (oil cups)",
                                "",
                                "O",
                                "",
                                "",
                                "",
                                "ISO VG 68 slideway oil",
                            ],
                            ["Renew coolant, clean tank", "", "", "O", "", "", "or when smelly"],
                            [
                                "V-belt tension of wheel head",
                                "",
                                "",
                                "O",
                                "",
                                "",
                                "deflection 10~15 mm",
                            ],
                            ["Diamond dresser point", "", "", "O", "", "", "turn holder 1/8 turn"],
                            ["Function test LS-3, LS-4, EMERG. STOP", "", "", "O", "", "", ""],
                            [
                                "Insulation resistance of motors",
                                "",
                                "",
                                "",
                                "O",
                                "",
                                "min. 1 M ohm (500V megger)",
                            ],
                            ["Grease work head BRG", "", "", "", "O", "", "Lithium EP2, abt. 5 g"],
                            [
                                "Accuracy of swivel scale",
                                "",
                                "",
                                "",
                                "",
                                "O",
                                "w/ test bar & angle gauge",
                            ],
                        ],
                        "widths": [2.9, 0.75, 0.7, 0.75, 0.75, 0.65, 2.0],
                        "size": 8.2,
                    },
                ),
                (
                    "imgtable",
                    {
                        "title": "Table 5-2  GRINDING CONDITION (JVG-300)",
                        "cols": [
                            "VALVE / SEAT MATERIAL",
                            "WHEEL SPEC.",
                            "WORK SPEED (rpm)",
                            "INFEED / PASS (mm)",
                        ],
                        "rows": [
                            ["Nimonic 80A (exhaust spindle)", "WA 60 K V", "60", "0.01"],
                            ["Stellite hard-faced seat", "GC 80 J V", "45", "0.005"],
                            ["Heat resist. steel SUH3 / SUH35", "WA 46 K V", "90", "0.02"],
                            ["Inlet valve, Cr-Mo steel", "A 46 L V", "120", "0.02"],
                        ],
                        "widths": [3.0, 1.5, 1.5, 1.5],
                        "size": 8.6,
                        "boldfirst": True,
                        "below": "Wheel speed fixed 2850 rpm. Use only wheel marked for min. 33 m/s.",
                    },
                ),
                (
                    "p",
                    "Coolant renewal : drain the tank, clean the sludge (grinding dust) and the "
                    "magnetic separator, fill w/ new water soluble coolant. Do not use diesel "
                    "oil or kerosene as coolant.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6. PARTS LIST"),
                (
                    "p",
                    "Abbreviation : ASS'Y = assembly, BRG = bearing, ANG. = angular, ATT. = "
                    "attachment, L.S. = limit switch, O/L = overload, W/ = with, Q'TY = "
                    "quantity per set, S.P. = recommended spare part (O).",
                ),
                (
                    "table",
                    {
                        "cols": ["NO.", "PART NAME", "PART NO.", "Q'TY", "S.P."],
                        "rows": [
                            ["1", "COLLET CHUCK ASS'Y (14~45)", "JV-3110-01", "1", ""],
                            ["2", "COLLET 14~20", "JV-3110-11", "1", "O"],
                            ["3", "COLLET 20~32", "JV-3110-12", "1", "O"],
                            ["4", "COLLET 32~45", "JV-3110-13", "1", "O"],
                            ["5", "STEADY REST ROLLER W/ BRG", "JV-3120-05", "3", "O"],
                            ["6", "BALL BRG 6206ZZ (WORK HEAD)", "JV-3130-21", "2", "O"],
                            ["7", "ANG. CONTACT BRG 7207 (WHEEL SPINDLE)", "JV-3140-22", "2", ""],
                            ["8", "V-BELT A-38", "JV-3140-31", "2", "O"],
                            ["9", "DIAMOND DRESSER 0.5 CT", "JV-3150-02", "1", "O"],
                            [
                                "10",
                                "GRINDING WHEEL 180x25x32 (SEE TABLE 5-2)",
                                "JV-3160-00",
                                "1",
                                "O",
                            ],
                            ["11", "WHEEL FLANGE ASS'Y", "JV-3160-05", "1", ""],
                            ["12", "COOLANT PUMP 0.1kW", "JV-3170-01", "1", ""],
                            ["13", "L.S. W/ ROLLER (LS-3, LS-4)", "JV-3180-31", "2", "O"],
                            ["14", "THERMAL O/L RELAY", "JV-3180-40", "2", ""],
                            ["15", "INVERTER 0.75kW", "JV-3180-50", "1", ""],
                            ["16", "ANGLE GAUGE 15~60 DEG.", "JV-3190-07", "1", ""],
                            ["17", "SEAT GRINDING ATT. SGA-2 (OPTION)", "JV-3200-00", "1", ""],
                        ],
                        "widths": [0.5, 3.6, 1.5, 0.6, 0.6],
                        "size": 8.5,
                    },
                ),
                (
                    "p",
                    "Part No. shown is for JVG-300. For JVG-200 and JVG-400, pls. inform the "
                    "Serial No. of name plate when order. Ordering to : Jinhai service dept., "
                    "fax / e-mail on the name plate.",
                ),
            ]
        },
    ],
}


# ================================================================ 2. Cumberland WSC-4


def _wsc_schematic(pg, x0, y0, w, h):
    s = pg.page.new_shape()

    def P(x, y):
        return (x0 + x, y0 + y)

    def ln(a, b, c, d):
        s.draw_line(P(a, b), P(c, d))

    def L(x, y, t, size=6.6, bold=False):
        pg.text(x0 + x, y0 + y, t, size, bold)

    # ship's service air: V-101, ST-102 strainer, PRV-103, PI-104, receiver R-105
    ln(0, 60, 150, 60)
    _valve(s, *P(20, 60))
    L(8, 48, "V-101")
    _box_eq(s, *P(42, 52), *P(60, 68))
    ln(51, 68, 56, 75)
    L(40, 46, "ST-102")
    _valve(s, *P(95, 60))
    _box_eq(s, *P(90, 40), *P(100, 50))
    ln(95, 50, 95, 54)
    L(80, 36, "PRV-103")
    ln(125, 60, 125, 75)
    _instr(s, *P(125, 84), r=9)
    L(112, 106, "PI-104")
    L(0, 92, "SHIP'S SERVICE AIR")
    L(0, 101, "100-125 psig")
    _box_eq(s, *P(150, 30), *P(200, 150))
    L(160, 92, "R-105", 7.5, True)
    ln(175, 30, 175, 20)
    _valve(s, *P(175, 12), vertical=True)
    L(186, 14, "RV-106")
    ln(175, 150, 175, 162)
    _valve(s, *P(175, 170), vertical=True)
    L(186, 173, "V-107")
    L(186, 182, "DRAIN")
    ln(150, 130, 135, 130)
    ln(135, 130, 135, 200)
    ln(135, 200, 152, 200)
    _instr(s, *P(161, 200), r=9)
    L(175, 202, "PS-108", 7, True)
    # manifold, solenoid valves with lanyard by-pass, whistles
    ln(200, 60, 225, 60)
    ln(225, 60, 225, 200)
    branches = [
        (100, "SV-111", "MV-113", "V-115", "TH-1", "WH-1  FORWARD WHISTLE"),
        (200, "SV-112", "MV-114", "V-116", "TH-2", "WH-2  AFT WHISTLE"),
    ]
    for y, sv, mv, dv, th, wname in branches:
        ln(225, y, 255, y)
        _valve(s, *P(263, y))
        ln(263, y - 6, 263, y - 8)
        _box_eq(s, *P(257, y - 18), *P(269, y - 8))
        L(273, y - 10, sv, 7, True)
        ln(271, y, 440, y)
        ln(240, y, 240, y + 28)
        ln(240, y + 28, 262, y + 28)
        _valve(s, *P(270, y + 28))
        ln(278, y + 28, 300, y + 28)
        ln(300, y + 28, 300, y)
        L(256, y + 45, mv, 7, True)
        L(256, y + 54, "lanyard", 6)
        ln(400, y, 400, y + 12)
        _valve(s, *P(400, y + 20), vertical=True)
        L(408, y + 24, dv)
        L(408, y + 33, "drain")
        _box_eq(s, *P(440, y - 8), *P(455, y + 8))
        s.draw_polyline([P(455, y - 5), P(483, y - 16), P(483, y + 16), P(455, y + 5)])
        _box_eq(s, *P(440, y + 11), *P(455, y + 18))
        L(444, y + 28, th)
        L(370, y - 22, wname, 6.6, True)
    s.finish(color=(0, 0, 0), width=0.9, closePath=False)
    s.commit()
    s2 = pg.page.new_shape()
    s2.draw_rect(fitz.Rect(*P(72, 2), *P(352, 262)))
    s2.finish(color=(0.3, 0.3, 0.3), width=0.7, dashes="[4 3] 0")
    s2.commit()
    L(232, 14, "WHISTLE AIR PANEL", 6.4, True)
    L(232, 23, "(FUNNEL CASING)", 6.4, True)
    # control unit and 24 V DC signal lines
    s3 = pg.page.new_shape()
    for y, xv in ((100, 340), (200, 330)):
        s3.draw_line(P(263, y - 18), P(263, y - 28))
        s3.draw_line(P(263, y - 28), P(xv, y - 28))
        s3.draw_line(P(xv, y - 28), P(xv, 290))
    s3.draw_line(P(161, 209), P(161, 320))
    s3.draw_line(P(161, 320), P(300, 320))
    s3.finish(color=(0.1, 0.3, 0.8), width=0.7, dashes="[3 2] 0", closePath=False)
    s3.commit()
    s4 = pg.page.new_shape()
    s4.draw_rect(fitz.Rect(*P(300, 290), *P(470, 338)))
    s4.finish(color=(0, 0, 0), width=0.9)
    s4.commit()
    L(378, 304, "WCU-4", 7.5, True)
    L(378, 314, "bridge control unit", 6.2)
    L(378, 323, "with fog signal timer", 6.2)
    L(300, 350, "push buttons: console, port wing, stbd wing", 6.2)
    # legend
    ly = 372
    L(0, ly, "LEGEND", 7.6, True)
    items = [
        ("V-101", "Supply isolating valve"),
        ("ST-102", "Y-strainer, 40 mesh"),
        ("PRV-103", "Pressure reducing valve, set 100 psig"),
        ("PI-104", "Whistle air pressure gauge"),
        ("R-105", "Whistle air receiver, 10 gal (38 L)"),
        ("RV-106", "Safety valve, set 135 psig"),
        ("V-107", "Receiver drain valve"),
        ("PS-108", "Low air pressure switch, 70 psig"),
        ("SV-111", "Solenoid valve, forward whistle WH-1"),
        ("SV-112", "Solenoid valve, aft whistle WH-2"),
        ("MV-113", "Manual lanyard valve, forward whistle"),
        ("MV-114", "Manual lanyard valve, aft whistle"),
        ("V-115/116", "Whistle condensate drain cocks"),
        ("TH-1/TH-2", "Whistle heaters, 150 W"),
        ("WCU-4", "Bridge control unit with fog timer"),
    ]
    for i, (tag, desc) in enumerate(items):
        cx = 0 if i < 8 else 250
        cy = ly + 13 + (i % 8) * 10.5
        L(cx, cy, tag, 6.6, True)
        L(cx + 54, cy, desc, 6.4)


_WS_STYLE = {"h1": 11.0, "h2": 10.0, "body": 8.6, "hcolor": (0.0, 0.0, 0.0), "h1rule": False}
_WS_TBCOLS = ["TERMINAL", "SIGNAL", "CABLE", "FROM / TO"]
_WS_TBW = [1.0, 2.9, 0.7, 2.4]

CUMBERLAND = {
    "file": "cumberland-wsc4-air-whistle-system-tm.pdf",
    "title": "Cumberland WSC-4 whistle control system with AW-140 air whistles - Technical "
    "manual TM WSC4-14",
    "maker": "Cumberland Pneumatics, Inc.",
    "family": "cour",
    "style": _WS_STYLE,
    "hdr_left": "TM WSC4-14",
    "hdr_right": "CUMBERLAND PNEUMATICS",
    "ftr_left": "Cumberland Pneumatics, Inc., Norfolk, Virginia",
    "ftr_fmt": "{n}",
    "folio_center": True,
    "cover": _cover(
        "TECHNICAL MANUAL",
        ["WSC-4", "WHISTLE CONTROL SYSTEM", "WITH AW-140 AIR WHISTLES"],
        [
            "OPERATOR AND UNIT MAINTENANCE MANUAL",
            "TM WSC4-14, CHANGE 1",
            "CUMBERLAND PNEUMATICS, INC., NORFOLK, VIRGINIA",
            "Supersedes TM WSC4-14 dated June 2017",
        ],
        band=(0.2, 0.2, 0.2),
        foot="DISTRIBUTION: Ship's engineering and deck departments.",
    ),
    "pages": [
        {"cover": True},
        {
            "folio": "i",
            "blocks": [
                ("center", "TABLE OF CONTENTS"),
                (
                    "toc",
                    [
                        ("1", "INTRODUCTION", 3),
                        ("1-4", "Equipment Data", 3),
                        ("2", "PRINCIPLES OF OPERATION", 4),
                        ("2-1", "System Diagram", 4),
                        ("3", "OPERATING INSTRUCTIONS", 5),
                        ("3-3", "Fog Signals", 5),
                        ("4", "UNIT MAINTENANCE", 6),
                        ("4-2", "Terminal Connections", 6),
                        ("4-3", "Troubleshooting", 7),
                        ("4-4", "Diaphragm Replacement", 8),
                    ],
                ),
                ("center", "HOW TO USE THIS MANUAL"),
                (
                    "p",
                    "Paragraphs are numbered by chapter and paragraph (3-2 is chapter 3, "
                    "paragraph 2). Subparagraphs are lettered a., b., c. and numbered (1), (2). "
                    "WARNING and CAUTION paragraphs precede the step they apply to. Read the "
                    "whole procedure before you start it.",
                ),
            ],
        },
        {
            "folio": "1-1",
            "blocks": [
                ("center", "CHAPTER 1"),
                ("center", "INTRODUCTION"),
                ("tph", "1-1. SCOPE."),
                ("tp", (1, "a.", "Type of manual: Operator and Unit Maintenance.")),
                (
                    "tp",
                    (
                        1,
                        "b.",
                        "Model number and equipment name: WSC-4 Whistle Control System with "
                        "two AW-140 air-operated whistles, for the sound signals of vessels of "
                        "200 m length and over.",
                    ),
                ),
                ("tph", "1-2. EQUIPMENT DESCRIPTION."),
                (
                    "tp",
                    (
                        1,
                        "a.",
                        "The system consists of the forward whistle WH-1 on the foremast, the "
                        "aft whistle WH-2 on the funnel front, the whistle air panel in the "
                        "funnel casing and the bridge control unit WCU-4 with push buttons on "
                        "the console and on both bridge wings.",
                    ),
                ),
                (
                    "tp",
                    (
                        1,
                        "b.",
                        "When a push button is pressed, the WCU-4 energizes the solenoid valve "
                        "of the selected whistle. Air lifts the whistle diaphragm from its "
                        "nozzle and the whistle sounds for as long as the button is held.",
                    ),
                ),
                ("tph", "1-3. SAFETY."),
                (
                    "p",
                    "The sound pressure close to the whistle bell exceeds 140 dB. Hearing "
                    "damage occurs within seconds. Never work at a whistle with air and "
                    "control power on.",
                ),
                ("tph", "1-4. EQUIPMENT DATA."),
                ("caption", "Table 1-1. Equipment Data"),
                (
                    "table",
                    {
                        "cols": ["ITEM", "DATA"],
                        "rows": [
                            ["Whistle type", "AW-140, air-operated diaphragm whistle"],
                            ["Fundamental frequency", "140 Hz ±5 Hz"],
                            ["Sound pressure level", "143 dB at 3 ft (1 m), 1/3-octave band"],
                            ["Audibility range", "2 nautical miles"],
                            ["Operating pressure at whistle inlet", "100 psig (6.9 bar)"],
                            ["Minimum operating pressure", "70 psig (4.8 bar)"],
                            ["Air consumption while sounding", "45 scfm (1275 L/min) per whistle"],
                            ["Supply pressure", "100 to 125 psig (6.9 to 8.6 bar)"],
                            ["Whistle air receiver R-105", "10 gal (38 L)"],
                            ["Solenoid valves SV-111, SV-112", "24 V DC, 14 W, normally closed"],
                            [
                                "Whistle heaters TH-1, TH-2",
                                "230 V AC, 150 W each; thermostat ON 40 °F (4 °C), OFF 50 °F (10 °C)",
                            ],
                            ["Control voltage", "24 V DC from main and emergency supply"],
                            [
                                "Prolonged blast (fog timer)",
                                "4 to 6 seconds, factory set 5 seconds",
                            ],
                            ["Short blast", "1 second"],
                        ],
                        "widths": [2.4, 3.2],
                        "size": 8.2,
                    },
                ),
            ],
        },
        {
            "folio": "2-1",
            "blocks": [
                ("center", "CHAPTER 2"),
                ("center", "PRINCIPLES OF OPERATION"),
                ("tph", "2-1. SYSTEM DIAGRAM."),
                ("p", "Figure 2-1 shows the air and control connections of both whistles."),
                ("draw", (460, _wsc_schematic)),
                ("caption", "Figure 2-1. WSC-4 System Diagram"),
                ("tph", "2-2. FUNCTIONAL DESCRIPTION."),
                (
                    "tp",
                    (
                        1,
                        "a.",
                        "Air. Ship's service air passes V-101 and ST-102; PRV-103 reduces it to "
                        "100 psig. R-105 stores enough air for a prolonged blast on both "
                        "whistles when the service air compressor is stopped.",
                    ),
                ),
                (
                    "tp",
                    (
                        1,
                        "b.",
                        "Control. WCU-4 opens SV-111 and/or SV-112. MV-113 and MV-114 by-pass "
                        "the solenoid valves and are opened by their lanyards.",
                    ),
                ),
            ],
        },
        {
            "folio": "3-1",
            "blocks": [
                ("center", "CHAPTER 3"),
                ("center", "OPERATING INSTRUCTIONS"),
                ("tph", "3-1. CONTROLS ON WCU-4."),
                (
                    "p",
                    "WHISTLE push button (console and both wings); selector FWD / AFT / BOTH; "
                    "FOG SIGNAL program selector P1 to P5 with START and STOP; lamps HEATER "
                    "ON, AIR LOW and POWER.",
                ),
                ("tph", "3-2. SOUNDING THE WHISTLE."),
                ("tp", (1, "a.", "Set the selector. BOTH is the normal setting at sea.")),
                (
                    "tp",
                    (
                        1,
                        "b.",
                        "Press and hold any WHISTLE push button for the length of the blast.",
                    ),
                ),
                ("tph", "3-3. FOG SIGNALS."),
                ("tp", (1, "a.", "Select the program on the FOG SIGNAL selector (Table 3-1).")),
                (
                    "tp",
                    (
                        1,
                        "b.",
                        "Press START. The timer sounds the signal every 2 minutes until STOP "
                        "is pressed.",
                    ),
                ),
                (
                    "tp",
                    (
                        1,
                        "c.",
                        "Push buttons override the timer. After a manual blast the timer "
                        "starts a new 2-minute cycle.",
                    ),
                ),
                ("caption", "Table 3-1. Fog Signal Programs"),
                (
                    "table",
                    {
                        "cols": ["PROG.", "USE", "SIGNAL"],
                        "rows": [
                            ["P1", "Power-driven vessel making way", "One prolonged blast"],
                            [
                                "P2",
                                "Power-driven vessel underway, stopped",
                                "Two prolonged blasts, 2 s apart",
                            ],
                            [
                                "P3",
                                "Not under command, restricted, towing, fishing, sailing",
                                "One prolonged followed by two short blasts",
                            ],
                            [
                                "P4",
                                "Vessel at anchor, warning to approaching vessel",
                                "One short, one prolonged, one short (single)",
                            ],
                            ["P5", "Test", "One short blast on each whistle (single)"],
                        ],
                        "widths": [0.6, 3.0, 2.8],
                        "size": 8.0,
                    },
                ),
                (
                    "tow",
                    (
                        "WARNING",
                        "Do not sound the whistles while anyone is on the foremast or the "
                        "funnel top. Check with the officer of the watch before a test.",
                    ),
                ),
                ("tph", "3-4. EMERGENCY OPERATION."),
                (
                    "tp",
                    (
                        1,
                        "a.",
                        "On loss of the 24 V DC control power, sound the whistle with the "
                        "lanyard of MV-113 (forward) or MV-114 (aft) at the whistle air panel.",
                    ),
                ),
                (
                    "tp",
                    (
                        1,
                        "b.",
                        "Post a man at the panel with a portable radio. The bridge gives the "
                        "signals by radio.",
                    ),
                ),
                (
                    "tow",
                    (
                        "CAUTION",
                        "After long periods in freezing weather, open V-115 and V-116 before "
                        "the first blast. Ice in the whistle chamber cracks the diaphragm.",
                    ),
                ),
            ],
        },
        {
            "folio": "4-1",
            "blocks": [
                ("center", "CHAPTER 4"),
                ("center", "UNIT MAINTENANCE"),
                ("tph", "4-1. PREVENTIVE MAINTENANCE CHECKS AND SERVICES (PMCS)."),
                (
                    "p",
                    "Intervals: D = daily, W = weekly, M = monthly, Q = quarterly, A = "
                    "annually. The last column tells when the system is not fully mission "
                    "capable (NFMC).",
                ),
                ("caption", "Table 4-1. PMCS"),
                (
                    "table",
                    {
                        "cols": ["ITEM", "INTERVAL", "ITEM TO BE CHECKED", "PROCEDURE", "NFMC IF:"],
                        "rows": [
                            [
                                "1",
                                "D",
                                "Whistles",
                                "Test blast with program P5 at noon, where harbor rules permit",
                                "No sound",
                            ],
                            ["2", "W", "Receiver R-105", "Drain condensate at V-107", "-"],
                            ["3", "W", "PI-104", "Read 95 to 105 psig", "Below 70 psig"],
                            ["4", "M", "Drain cocks V-115, V-116", "Open, drain water, close", "-"],
                            [
                                "5",
                                "M",
                                "Heaters TH-1, TH-2",
                                "Check current 0.6 to 0.7 A with thermostat closed",
                                "No current",
                            ],
                            ["6", "Q", "Strainer ST-102", "Clean screen", "-"],
                            [
                                "7",
                                "A",
                                "Diaphragms",
                                "Inspect for cracks; replace every 2 years (para 4-4)",
                                "Cracked",
                            ],
                            ["8", "A", "RV-106", "Lift test at 135 psig", "No lift by 150 psig"],
                            ["9", "A", "PS-108", "Check alarm at 70 psig falling", "No alarm"],
                        ],
                        "widths": [0.5, 0.8, 1.5, 2.8, 1.3],
                        "size": 7.8,
                    },
                ),
                (
                    "tow",
                    (
                        "NOTE",
                        "Some ports do not permit the daily test blast. Record a missed test "
                        "in the deck log and make it up at the next opportunity.",
                    ),
                ),
                ("tph", "4-2. TERMINAL CONNECTIONS."),
                (
                    "p",
                    "All field cables land on terminal strip TB1 in the WCU-4. Cable numbers "
                    "are on the cable markers at both ends.",
                ),
                ("caption", "Table 4-2. Terminal Connections, TB1"),
                (
                    "table",
                    {
                        "cols": _WS_TBCOLS,
                        "rows": [
                            [
                                "TB1-1",
                                "+24 V DC, main supply",
                                "W-01",
                                "24 V DC distribution board",
                            ],
                            ["TB1-2", "0 V, main supply", "W-01", "24 V DC distribution board"],
                            [
                                "TB1-3",
                                "+24 V DC, emergency supply",
                                "W-02",
                                "Emergency 24 V DC board",
                            ],
                            ["TB1-4", "0 V, emergency supply", "W-02", "Emergency 24 V DC board"],
                            ["TB1-5", "WHISTLE push button, console", "W-03", "Bridge console"],
                            [
                                "TB1-6",
                                "WHISTLE push button, port wing",
                                "W-04",
                                "Port wing console",
                            ],
                            [
                                "TB1-7",
                                "WHISTLE push button, stbd wing",
                                "W-05",
                                "Starboard wing console",
                            ],
                            ["TB1-8", "SV-111 coil +", "W-06", "Whistle air panel"],
                            ["TB1-9", "SV-111 coil -", "W-06", "Whistle air panel"],
                            ["TB1-10", "SV-112 coil +", "W-07", "Whistle air panel"],
                            ["TB1-11", "SV-112 coil -", "W-07", "Whistle air panel"],
                            ["TB1-12", "PS-108 low air contact", "W-08", "Whistle air panel"],
                            ["TB1-13", "PS-108 common", "W-08", "Whistle air panel"],
                            ["TB1-14", "Whistle sounding output", "W-09", "VDR"],
                        ],
                        "widths": _WS_TBW,
                        "size": 7.8,
                    },
                ),
            ],
        },
        {
            "folio": "4-2",
            "blocks": [
                ("caption", "Table 4-2. Terminal Connections, TB1 (Continued)"),
                (
                    "table",
                    {
                        "cols": _WS_TBCOLS,
                        "rows": [
                            ["TB1-15", "Common alarm (air low, power fail)", "W-10", "AMS"],
                            [
                                "TB1-16",
                                "Heater contactor K3 coil",
                                "W-11",
                                "Heater starter, funnel casing",
                            ],
                            ["TB1-17", "HEATER ON lamp feedback", "W-11", "Heater starter"],
                            ["TB1-18", "Spare", "-", "-"],
                        ],
                        "widths": _WS_TBW,
                        "size": 7.8,
                    },
                ),
                ("tph", "4-3. TROUBLESHOOTING."),
                ("caption", "Table 4-3. Troubleshooting"),
                (
                    "table",
                    {
                        "cols": ["MALFUNCTION", "TEST OR INSPECTION", "CORRECTIVE ACTION"],
                        "rows": [
                            [
                                "1. No whistle from any push button, AIR LOW lamp on.",
                                "Check V-101 open and PI-104. Check ST-102 for clogging.",
                                "Open V-101. Clean ST-102. Reset PRV-103 to 100 psig.",
                            ],
                            [
                                "2. No whistle, air pressure normal.",
                                "Listen for the solenoid click. Measure 24 V DC at TB1-8 / "
                                "TB1-9 (or TB1-10 / TB1-11) with the button pressed.",
                                "No voltage: check fuse F3 and push button. Voltage but no "
                                "click: replace the coil.",
                            ],
                            [
                                "3. Whistle sounds weak or hoarse.",
                                "Check PI-104 during a blast (must stay above 90 psig). "
                                "Inspect the diaphragm.",
                                "Replace a cracked diaphragm (para 4-4). Drain water at "
                                "V-115 / V-116.",
                            ],
                            [
                                "4. Whistle keeps sounding after the button is released.",
                                "Solenoid valve stuck open by dirt, or push button stuck.",
                                "Close V-101 at once. Clean the solenoid valve; replace the "
                                "push button.",
                            ],
                            [
                                "5. Fog signal blasts too short or too long.",
                                "Time a P1 blast with a stopwatch.",
                                "Adjust RV1 on the timer card for 5 s.",
                            ],
                            [
                                "6. HEATER ON lamp off in freezing weather.",
                                "Check breaker and thermostat. Heater resistance cold approx. "
                                "350 ohms.",
                                "Reset breaker; replace thermostat or heater element.",
                            ],
                        ],
                        "widths": [1.8, 2.5, 2.3],
                        "size": 7.8,
                    },
                ),
            ],
        },
        {
            "folio": "4-3",
            "blocks": [
                ("tph", "4-4. DIAPHRAGM REPLACEMENT."),
                (
                    "tow",
                    (
                        "WARNING",
                        "Close V-101, vent R-105 at V-107 and open the WCU-4 breaker before "
                        "you work at a whistle. Tag all three.",
                    ),
                ),
                (
                    "tp",
                    (1, "a.", "Check PI-104 reads 0 psig. Open the drain cock under the whistle."),
                ),
                (
                    "tp",
                    (
                        1,
                        "b.",
                        "Remove the eight bell flange bolts and lift off the bell with a "
                        "lifting strap. The bell weighs 40 lb (18 kg).",
                    ),
                ),
                (
                    "tp",
                    (
                        1,
                        "c.",
                        "Remove the diaphragm. Clean the nozzle seat with a lint-free cloth; "
                        "do not scratch the seat.",
                    ),
                ),
                (
                    "tp",
                    (
                        1,
                        "d.",
                        "Fit the new diaphragm from kit P/N AW-140-DK with the shiny side "
                        "toward the nozzle. Fit the new gasket from the kit.",
                    ),
                ),
                (
                    "tp",
                    (
                        1,
                        "e.",
                        "Refit the bell and torque the bolts crosswise to Table 4-4. Test with "
                        "program P5.",
                    ),
                ),
                ("caption", "Table 4-4. Torque Values"),
                (
                    "table",
                    {
                        "cols": ["FASTENER", "SIZE", "TORQUE"],
                        "rows": [
                            ["Bell flange bolts", "1/2-13 UNC", "40 ft-lb (54 N·m)"],
                            ["Whistle mounting bolts", "5/8-11 UNC", "80 ft-lb (108 N·m)"],
                            ["Solenoid valve bonnet screws", "10-24 UNC", "3 ft-lb (4 N·m)"],
                            ["Heater clamp screws", "1/4-20 UNC", "5 ft-lb (7 N·m)"],
                        ],
                        "widths": [2.6, 1.4, 2.4],
                        "size": 8.0,
                    },
                ),
                ("tph", "4-5. EXPENDABLE AND DURABLE ITEMS."),
                (
                    "table",
                    {
                        "cols": ["ITEM", "PART NUMBER", "USE"],
                        "rows": [
                            ["Diaphragm kit (diaphragm, gasket)", "AW-140-DK", "Para 4-4"],
                            ["Strainer screen ST-102, 40 mesh", "WSC-1102-S", "PMCS item 6"],
                            ["Solenoid coil, 24 V DC", "WSC-2111-C", "Table 4-3, item 2"],
                            ["Heater element, 150 W", "WSC-3150-H", "Table 4-3, item 6"],
                            ["Fuse F3, 2 A slow-blow", "WSC-0020-F", "WCU-4"],
                        ],
                        "widths": [2.6, 1.6, 2.2],
                        "size": 8.0,
                    },
                ),
            ],
        },
    ],
}


# ================================================================ 3. Hollerbach ZWL


_HB_STYLE = {"h1": 15.0, "h2": 11.0, "body": 9.6, "hcolor": (0.0, 0.25, 0.2), "h1rule": True}

HOLLERBACH = {
    "file": "hollerbach-zwl-intermediate-shaft-bearing.pdf",
    "title": "Hollerbach ZWL intermediate-shaft-bearings - Operating-instruction",
    "maker": "Hollerbach Lagertechnik GmbH",
    "family": "tiro",
    "style": _HB_STYLE,
    "hdr_left": "HOLLERBACH LAGERTECHNIK",
    "hdr_right": "BA-ZWL-EN  Ausgabe 2021-02",
    "ftr_left": "Hollerbach Lagertechnik GmbH, Rendsburg - Übersetzung der Originalbetriebsanleitung",
    "ftr_fmt": "Seite {n} von {total}",
    "cover": _cover(
        "HOLLERBACH LAGERTECHNIK",
        ["ZWL", "Intermediate-shaft-bearings", "self-lubricating, with oil-ring-lubrication"],
        [
            "Sizes ZWL 250, ZWL 315, ZWL 400, ZWL 500",
            "Betriebsanleitung / Operating-instruction BA-ZWL-EN",
            "Translation of the original operating-instruction (German)",
            "Versions: standard and -WK with oil-cooling-coil",
        ],
        band=(0.0, 0.25, 0.2),
        foot="Hollerbach Lagertechnik GmbH - Technische Änderungen vorbehalten.",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Inhalt / Contents"),
                (
                    "toc",
                    [
                        ("1", "Safety-instructions and validity", 3),
                        ("2", "Function-description", 3),
                        ("3", "Technical data and lubricating-oil", 4),
                        ("4", "Dimension- and tightening-table", 5),
                        ("5", "Installation and alignment", 6),
                        ("6", "Commissioning and running-in", 6),
                        ("7", "Maintenance and inspection", 7),
                        ("8", "Fault-finding", 8),
                        ("9", "Spare-parts", 8),
                    ],
                ),
                (
                    "p",
                    "In this operating-instruction the chapters carry only their numbers. "
                    "Decimal-sign is the comma. Clearances are diametral clearances.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1"),
                (
                    "p",
                    "This operating-instruction is valid for the intermediate-shaft-bearings "
                    "(Zwischenwellenlager) of the series ZWL in the sizes ZWL 250, ZWL 315, "
                    "ZWL 400 and ZWL 500; the number is the shaft-diameter in mm. The bearings "
                    "carry the intermediate-shaft between main-engine and stern-tube. They take "
                    "only radial-loads and no axial-thrust.",
                ),
                ("h2", "1.1"),
                (
                    "ul",
                    [
                        "Works on the bearing only with stopped main-engine, engaged "
                        "turning-gear and blocked starting-air.",
                        "Never lift the upper-shell with turning shaft. Danger of burns: the "
                        "oil-sump-temperature can reach 70 °C.",
                        "The bearing is a part of the shaft-alignment. Do not change chocks or "
                        "foundation-bolts without the alignment-calculation of the shipyard.",
                    ],
                ),
                ("h1", "2"),
                (
                    "p",
                    "The bearing is a plain-bearing with a white-metal-lined lower-bearing-"
                    "shell (Weißmetall). The upper-shell has no white-metal-lining and carries "
                    "the inspection-window and the filling-plug. A loose oil-ring "
                    "(Schmierring) hangs on the shaft and turns with it; it lifts the oil from "
                    "the oil-sump to the top of the shaft, where the oil-pockets distribute it "
                    "over the bearing-length.",
                ),
                (
                    "p",
                    "Min. shaft-speed for a sufficient oil-supply by the oil-ring is 25 rpm. "
                    "Below this speed the shaft shall not run longer than 30 min.",
                ),
                ("h2", "2.1"),
                (
                    "p",
                    "The bearing-temperature is measured by a resistance-thermometer PT100 in "
                    "the lower-shell, 3 mm under the white-metal-surface, at the point of the "
                    "highest load. The limit-values are in chapter 3.",
                ),
                ("h2", "2.2"),
                (
                    "p",
                    "Bearings with the suffix -WK have a cooling-coil in the oil-sump, for "
                    "engine-rooms with high temperature or for high shaft-speeds. "
                    "Cooling-water: fresh-water max. 36 °C, 0,5 - 1,5 m³/h, pressure max. 6 "
                    "bar.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3"),
                ("caption", "Table 3-1  Clearances, oil-fillings and weights"),
                (
                    "table",
                    {
                        "groups": [
                            ("", 2),
                            ("Bearing-clearance", 2),
                            ("Oil-filling", 2),
                            ("", 1),
                        ],
                        "cols": [
                            "Type",
                            "Shaft-Ø mm",
                            "new mm",
                            "wear-limit mm",
                            "standard l",
                            "with cooling-coil -WK l",
                            "Weight kg",
                        ],
                        "rows": [
                            ["ZWL 250", "250", "0,30 - 0,38", "0,55", "9", "11", "210"],
                            ["ZWL 315", "315", "0,38 - 0,47", "0,70", "14", "17", "340"],
                            ["ZWL 400", "400", "0,48 - 0,60", "0,90", "22", "26", "560"],
                            ["ZWL 500", "500", "0,60 - 0,75", "1,10", "35", "41", "890"],
                        ],
                        "widths": [1.1, 1.0, 1.2, 1.1, 1.0, 1.4, 0.9],
                        "size": 8.8,
                        "boldfirst": True,
                    },
                ),
                (
                    "kv",
                    [
                        ("Normal operating-temperature", "40 - 60 °C"),
                        ("Temperature-alarm (PT100)", "75 °C"),
                        ("Slow-down (PT100)", "80 °C"),
                        ("Max. difference bearing to engine-room", "35 K"),
                        ("Max. inclination", "15° static, 22,5° dynamic"),
                        ("Specific bearing-load", "max. 0,8 N/mm²"),
                        ("Oil-ring-material", "bronze, split, with screw-joint"),
                    ],
                ),
                ("caption", "Table 3-2  Lubricating-oil-selection"),
                (
                    "table",
                    {
                        "ruled": False,
                        "cols": ["Engine-room-temperature", "Viscosity-class", "Remark"],
                        "rows": [
                            ["up to 35 °C", "ISO VG 100", "standard-filling at delivery"],
                            ["35 - 45 °C", "ISO VG 150", "-"],
                            ["over 45 °C", "ISO VG 220", "or version -WK with ISO VG 150"],
                        ],
                        "widths": [2.2, 1.6, 2.6],
                        "size": 9.0,
                    },
                ),
                (
                    "p",
                    "Only mineral-oils CLP or HLP with rust- and ageing-protection. No oils "
                    "with graphite or MoS2, no engine-oils with detergent-additives.",
                ),
            ]
        },
        {
            "sideways": True,
            "blocks": [
                ("h1", "4"),
                (
                    "p",
                    "Main-dimensions and tightening-torques. Torques for bolts of "
                    "strength-class 8.8, threads lightly oiled (µ = 0,14), tolerance ±5 %. "
                    "The foundation-bolt-torques are valid for steel-chocks only; on "
                    "epoxy-resin-chocks the torque is fixed by the chock-calculation of the "
                    "resin-maker.",
                ),
                ("caption", "Table 4-1  Dimensions and tightening-torques"),
                (
                    "table",
                    {
                        "groups": [
                            ("", 2),
                            ("Foundation-bolts", 3),
                            ("Upper-shell-bolts", 2),
                            ("", 3),
                        ],
                        "cols": [
                            "Type",
                            "Centre-height mm",
                            "Thread",
                            "Torque Nm",
                            "of these fitted-bolts",
                            "Thread",
                            "Torque Nm",
                            "Chock-thickness min. mm",
                            "Shaft-seal-ring",
                            "Total-length mm",
                        ],
                        "rows": [
                            [
                                "ZWL 250",
                                "280",
                                "M24",
                                "650",
                                "2",
                                "M16",
                                "180",
                                "25",
                                "DR 250-S",
                                "430",
                            ],
                            [
                                "ZWL 315",
                                "335",
                                "M30",
                                "1300",
                                "2",
                                "M20",
                                "350",
                                "30",
                                "DR 315-S",
                                "520",
                            ],
                            [
                                "ZWL 400",
                                "420",
                                "M36",
                                "2250",
                                "2",
                                "M24",
                                "600",
                                "35",
                                "DR 400-S",
                                "640",
                            ],
                            [
                                "ZWL 500",
                                "520",
                                "M42",
                                "3600",
                                "4",
                                "M30",
                                "1200",
                                "40",
                                "DR 500-S",
                                "790",
                            ],
                        ],
                        "widths": [1.1, 1, 0.9, 1, 1.1, 0.9, 1, 1.2, 1.2, 1.1],
                        "size": 9.0,
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "Tighten the foundation-bolts crosswise in three steps (30 %, 70 %, "
                    "100 %). The upper-shell-bolts are tightened only after the control of the "
                    "side-clearance (chapter 5).",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "5"),
                (
                    "ol",
                    [
                        "Set the bearing on the chocks with the lower-shell free of load. The "
                        "height of the bearing is given by the shaft-alignment-calculation of "
                        "the shipyard; the bearing-load is controlled by the jack-up-method.",
                        "The side-clearance between shaft and lower-shell at the horizontal "
                        "centre-line must be equal on both sides: difference max. 0,05 mm.",
                        "Steel-chocks: contact-surface min. 75 %, controlled with a feeler-gauge "
                        "0,05 mm.",
                        "Ream the holes for the fitted-bolts only after the final alignment.",
                    ],
                ),
                ("h1", "6"),
                ("h2", "6.1"),
                (
                    "p",
                    "Fill the oil through the filling-plug on the upper-shell up to the middle "
                    "of the sight-glass. Control the oil-level only at standstill, min. 15 min "
                    "after stop; with turning shaft the level in the sight-glass is lower.",
                ),
                ("h2", "6.2"),
                (
                    "p",
                    "Run the shaft for the first 2 hours at max. 50 % of the nominal-speed and "
                    "write down the bearing-temperature every 15 min. The temperature must "
                    "become stable. If after the first hour the temperature rises more than 2 "
                    "K in 15 min, stop and find the cause. Then increase the speed in steps of "
                    "10 % of the nominal-speed.",
                ),
                ("h2", "6.3"),
                (
                    "p",
                    "After the first 24 hours of operation control through the "
                    "inspection-window that the oil-ring turns steadily, and control the "
                    "colour of the oil.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7"),
                (
                    "ul",
                    [
                        "Daily: oil-level in the sight-glass, bearing-temperature, oil-ring "
                        "turning.",
                        "First oil-change after 500 operating-hours, then every 8000 "
                        "operating-hours or 2 years, whatever comes first.",
                        "Every 4000 operating-hours: oil-sample; water max. 0,2 %.",
                        "Every 4 years or at each docking with shaft-withdrawal: measure the "
                        "bearing-clearance and inspect the white-metal.",
                    ],
                ),
                ("h2", "7.1"),
                (
                    "p",
                    "Drain the oil at the drain-plug G 3/4 in warm condition, flush with 2 - 3 "
                    "litre new oil and fill new oil to the middle of the sight-glass.",
                ),
                ("h2", "7.2"),
                (
                    "ol",
                    [
                        "Remove the inspection-window and the upper-shell-bolts.",
                        "Lift the upper-shell with two eye-bolts M16.",
                        "Measure the top-clearance with feeler-gauge or lead-wire (1,0 mm "
                        "diameter) at both bearing-ends.",
                        "Compare with Table 3-1. Over the wear-limit: exchange the lower-shell; "
                        "re-metalling only by Hollerbach.",
                    ],
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Never scrape the white-metal-surface of the lower-shell on board. The "
                        "oil-pockets and the edge-relief are machined and must not be changed.",
                    ),
                ),
                ("h2", "7.3"),
                (
                    "p",
                    "Lengthwise scratches in the white-metal are acceptable. The lower-shell "
                    "must be exchanged at bond-failure (loose white-metal, dull sound at the "
                    "tap-test), cracks, or smeared white-metal over more than 30 % of the "
                    "load-zone.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "8"),
                (
                    "table",
                    {
                        "cols": ["Fault", "Cause", "Remedy"],
                        "rows": [
                            [
                                "Bearing-temperature high (alarm 75 °C)",
                                "Oil-level too low; oil-ring does not turn; wrong "
                                "viscosity-class; misalignment after docking",
                                "Top up; control the oil-ring; oil per Table 3-2; control the "
                                "alignment (jack-up)",
                            ],
                            [
                                "Oil-leakage at the shaft-seals",
                                "Seal-rings worn; oil-level too high; vent-filter blocked",
                                "Renew the seal-rings; correct the level; clean the vent-filter",
                            ],
                            [
                                "Water in the oil (milky oil)",
                                "Leaking cooling-coil (-WK); condensation",
                                "Pressure-test the coil with 9 bar; change the oil",
                            ],
                            [
                                "Temperature-signal jumps or fails",
                                "PT100-cable loose; PT100 defective (100 Ω at 0 °C, 138,5 Ω "
                                "at 100 °C)",
                                "Control the terminal-box; renew the PT100",
                            ],
                        ],
                        "widths": [1.8, 2.4, 2.4],
                        "size": 8.8,
                    },
                ),
                ("h1", "9"),
                (
                    "p",
                    "Spare-parts for ZWL 400. For other sizes the first three digits of the "
                    "article-number are the shaft-diameter (e.g. 315-130-05). Always give the "
                    "serial-number of the type-plate.",
                ),
                (
                    "table",
                    {
                        "cols": ["Pos.", "Designation", "Article-No.", "Qty."],
                        "rows": [
                            ["1", "Lower-shell, white-metal-lined", "400-110-01", "1"],
                            ["2", "Oil-ring, split, bronze", "400-120-03", "1"],
                            ["3", "Shaft-seal-ring DR 400-S", "400-130-05", "2"],
                            ["4", "Inspection-window-gasket", "400-140-09", "1"],
                            ["5", "Resistance-thermometer PT100, G 1/2", "400-150-11", "1"],
                            ["6", "Sight-glass with gasket", "400-160-02", "1"],
                            ["7", "Vent-filter", "400-170-04", "1"],
                        ],
                        "widths": [0.5, 3.2, 1.5, 0.6],
                        "size": 8.8,
                    },
                ),
            ]
        },
    ],
}


# ================================================================ 4. Kilbride WG-300


_KB_STYLE = {"h1": 13.0, "h2": 10.6, "body": 9.2, "hcolor": (0.05, 0.2, 0.45), "h1rule": True}

KILBRIDE = {
    "file": "kilbride-wg300-bnwas-manual.pdf",
    "title": "Kilbride WatchGuard WG-300 bridge navigational watch alarm system - Installation "
    "and operation manual",
    "maker": "Kilbride Marine Electronics Ltd",
    "family": "helv",
    "style": _KB_STYLE,
    "hdr_left": "KILBRIDE MARINE ELECTRONICS",
    "hdr_right": "WatchGuard WG-300 BNWAS  |  Doc. KME-300-IOM  |  Issue 6",
    "ftr_left": "Kilbride Marine Electronics Ltd, Greenock, Scotland",
    "ftr_fmt": "Page {n} of {total}",
    "cover": _cover(
        "KILBRIDE MARINE ELECTRONICS",
        ["WatchGuard WG-300", "Bridge Navigational", "Watch Alarm System (BNWAS)"],
        [
            "Installation, Operation and Maintenance Manual",
            "Document KME-300-IOM, Issue 6, software version 3.x",
            "Complies with IMO Resolution MSC.128(75) and IEC 62616",
        ],
        band=(0.05, 0.2, 0.45),
        foot="Copyright Kilbride Marine Electronics Ltd. All rights reserved.",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Contents"),
                (
                    "toc",
                    [
                        ("1", "Introduction", 3),
                        ("2", "System Description", 3),
                        ("2.2", "Alarm Sequence", 3),
                        ("3", "Technical Data", 4),
                        ("4", "Operation", 5),
                        ("5", "Configuration", 6),
                        ("6", "Alarm and Fault Messages", 7),
                        ("7", "Maintenance and Testing", 8),
                    ],
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "This manual applies to control panels with software version 3.0 and "
                        "later. The version is shown on the display for 5 seconds at power-up.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Introduction"),
                (
                    "p",
                    "The WatchGuard WG-300 is a bridge navigational watch alarm system (BNWAS). "
                    "Its purpose is to monitor bridge activity and to detect operator "
                    "disability which could lead to marine accidents. The system alerts the "
                    "officer of the watch first and, if he or she does not respond, the Master "
                    "or another qualified officer.",
                ),
                ("h1", "2  System Description"),
                ("h2", "2.1  Components"),
                (
                    "ul",
                    [
                        "WG-CP control panel, flush mounted in the bridge console: mode key "
                        "switch, display, MENU and arrow keys, RESET button, EMERGENCY CALL "
                        "button and bridge sounder.",
                        "WG-RB reset units, illuminated push buttons for the bridge and the "
                        "bridge wings; up to 12 per system.",
                        "WG-MD motion detectors (passive infrared), optional; up to 6 per system.",
                        "WG-AU alarm units for the second and third stage, fitted in the cabins "
                        "of the Master and the back-up officers, the officers' mess and the "
                        "engine control room.",
                    ],
                ),
                ("h2", "2.2  Alarm Sequence"),
                (
                    "p",
                    "When the system is active, the dormant period Td runs. Td can be set from "
                    "3 to 12 minutes. Any reset restarts the dormant period. If no reset is "
                    "made, the alarm sequence proceeds as follows:",
                ),
                (
                    "ol",
                    [
                        "At the end of Td: visual indication on the bridge (the RESET buttons "
                        "and the control panel flash).",
                        "15 seconds later: first stage audible alarm on the bridge.",
                        "A further 15 seconds later: second stage remote alarm in the cabins of "
                        "the Master and the back-up officer(s).",
                        "A further 90 seconds later: third stage remote alarm at the locations "
                        "of further crew members able to take corrective action. The delay is "
                        "set at commissioning between 90 seconds and 3 minutes, depending on "
                        "the size of the vessel.",
                    ],
                ),
                (
                    "p",
                    "Once the second stage alarm has sounded, the system can be reset only at "
                    "the bridge: the alarm units in the cabins have no reset function.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Technical Data"),
                (
                    "table",
                    {
                        "cols": ["Item", "Data"],
                        "rows": [
                            [
                                "Supply voltage",
                                "24 V DC nominal (18 to 32 V DC), main and emergency supply",
                            ],
                            ["Power consumption", "Control panel 8 W; complete system max. 45 W"],
                            ["Dormant period Td", "3 to 12 minutes in steps of 1 minute"],
                            ["Bridge sounder", "75 to 85 dB(A) at 1 m, adjustable in 5 steps"],
                            ["Alarm unit WG-AU", "85 dB(A) at 1 m, with red flashing light"],
                            [
                                "Unit bus",
                                "RS-485, max. 500 m total cable length, 120 ohm termination",
                            ],
                            [
                                "Outputs",
                                "2 potential-free relays (system failure to AMS, alarm to VDR); NMEA 0183 / IEC 61162-1",
                            ],
                            [
                                "Autopilot input",
                                "Potential-free contact, closed = heading or track control active",
                            ],
                            ["Event log", "1000 events, readable on the display and via USB"],
                            ["Operating temperature", "-15 °C to +55 °C"],
                            [
                                "Degree of protection",
                                "Control panel IP22 (front IP44); wing reset units IP56",
                            ],
                            [
                                "Compass safe distance",
                                "Control panel 0.6 m standard, 0.4 m steering compass",
                            ],
                        ],
                        "widths": [1.6, 4.2],
                        "size": 8.6,
                        "boldfirst": True,
                    },
                ),
                ("h2", "3.1  Power Supply"),
                (
                    "p",
                    "The WG-300 shall be supplied from the main source and from the emergency "
                    "source of electrical power. On loss of one supply the control panel "
                    "changes over to the other without interruption and shows the message F01 "
                    "or F02.",
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Do not supply the WG-300 from the navigation lights distribution "
                        "board. A fault on the lights circuits would switch off the BNWAS.",
                    ),
                ),
                ("h2", "3.2  Installation Notes"),
                (
                    "p",
                    "Reset units shall be placed so that they can be reached from the "
                    "conning position, the radar and ECDIS positions and the bridge wings. "
                    "Reset units shall not be placed where they can be operated from a "
                    "sitting position at a chair that allows the officer to sleep. Terminate "
                    "the RS-485 bus at the last unit with the 120 ohm jumper J3.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  Operation"),
                ("h2", "4.1  Operating Modes"),
                (
                    "p",
                    "The mode is selected with the key switch on the control panel. The key is "
                    "kept by the Master. The key can be removed in AUTO and in MANUAL ON only.",
                ),
                (
                    "table",
                    {
                        "cols": ["Mode", "Function"],
                        "rows": [
                            [
                                "AUTO",
                                "System active when the autopilot is in heading or track control (autopilot contact closed)",
                            ],
                            ["MANUAL ON", "System permanently active"],
                            [
                                "OFF",
                                "System not active; the display shows BNWAS OFF and the amber OFF lamp is lit",
                            ],
                        ],
                        "widths": [1.2, 4.6],
                        "size": 8.6,
                        "boldfirst": True,
                    },
                ),
                ("h2", "4.2  Reset"),
                (
                    "p",
                    "Press any RESET button on the control panel or on a reset unit, or move "
                    "in front of an enabled motion detector. A reset is accepted only as a "
                    "single press. A button held pressed for more than 5 seconds is treated as "
                    "stuck: it does not reset the dormant period and fault F07 is shown.",
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Never tape down, wedge or bridge a RESET button. A stuck button hides "
                        "an incapacitated officer of the watch and makes the system useless.",
                    ),
                ),
                ("h2", "4.3  Emergency Call"),
                (
                    "p",
                    "Press EMERGENCY CALL for 1 second. The second stage alarm and, after 5 "
                    "seconds, the third stage alarm are activated at once, without waiting for "
                    "the dormant period. Use this function to call assistance to the bridge. "
                    "Cancel with the RESET button on the control panel.",
                ),
                ("h2", "4.4  Setting the Dormant Period"),
                (
                    "ol",
                    [
                        "Turn the mode key to MANUAL ON.",
                        "Press and hold MENU for 3 seconds until SET is shown.",
                        "Select Td with the arrow keys and press MENU.",
                        "Set the new value with the arrow keys and confirm with RESET.",
                        "Return the mode key to the required mode and remove the key.",
                    ],
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "The dormant period shall be chosen by the Master. A period longer "
                        "than needed for the normal duties of the watch shall not be used.",
                    ),
                ),
            ]
        },
        {
            "landscape": True,
            "blocks": [
                ("h1", "5  Configuration"),
                (
                    "p",
                    "Parameters are set in two menus. SET is opened with MENU (3 seconds) in "
                    "MANUAL ON. SERVICE is opened with MENU + DOWN (5 seconds) and the 4-digit "
                    "service PIN. Access: Operator = no key; Master = mode key in MANUAL ON; "
                    "Service = service PIN.",
                ),
                ("caption", "Table 5-1  Configuration parameters"),
                (
                    "table",
                    {
                        "cols": [
                            "No.",
                            "Parameter",
                            "Menu",
                            "Range",
                            "Default",
                            "Access",
                            "Remarks",
                        ],
                        "rows": [
                            [
                                "P01",
                                "Dormant period Td",
                                "SET > Td",
                                "3 to 12 min",
                                "12 min",
                                "Master",
                                "Steps of 1 min",
                            ],
                            [
                                "P02",
                                "Visual to first stage delay",
                                "-",
                                "15 s",
                                "15 s",
                                "-",
                                "Fixed, not adjustable",
                            ],
                            [
                                "P03",
                                "Second to third stage delay",
                                "SERVICE > T3",
                                "90 to 180 s",
                                "90 s",
                                "Service",
                                "Set at commissioning according to vessel size",
                            ],
                            [
                                "P04",
                                "Motion detectors",
                                "SERVICE > MD",
                                "ON / OFF",
                                "OFF",
                                "Service",
                                "Only detectors fitted on the bridge",
                            ],
                            [
                                "P05",
                                "Number of reset units",
                                "SERVICE > RB",
                                "1 to 12",
                                "4",
                                "Service",
                                "Must match the installed units",
                            ],
                            [
                                "P06",
                                "Bridge sounder volume",
                                "SET > VOL",
                                "1 to 5",
                                "4",
                                "Master",
                                "Step 1 = 75 dB(A), step 5 = 85 dB(A)",
                            ],
                            [
                                "P07",
                                "Display and button brightness",
                                "SET > DIM",
                                "0 to 9",
                                "7",
                                "Operator",
                                "Night setting normally 2 to 3",
                            ],
                            [
                                "P08",
                                "Autopilot input logic",
                                "SERVICE > AP",
                                "NO / NC",
                                "NO",
                                "Service",
                                "NC detects a broken autopilot cable (F08)",
                            ],
                            [
                                "P09",
                                "Service PIN",
                                "SERVICE > PIN",
                                "4 digits",
                                "3000",
                                "Service",
                                "Change at commissioning",
                            ],
                            [
                                "P10",
                                "VDR output sentence",
                                "SERVICE > NMEA",
                                "ALR / ALF",
                                "ALR",
                                "Service",
                                "ALF for bridge alert management (BAM)",
                            ],
                            [
                                "P11",
                                "Language",
                                "SET > LANG",
                                "EN / DE / NO / ES",
                                "EN",
                                "Operator",
                                "-",
                            ],
                            [
                                "P12",
                                "Alarm unit test duration",
                                "SERVICE > TST",
                                "2 to 10 s",
                                "3 s",
                                "Service",
                                "Used by the monthly test",
                            ],
                        ],
                        "widths": [0.5, 2.0, 1.4, 1.3, 0.8, 0.8, 3.0],
                        "size": 8.4,
                    },
                ),
                ("h2", "5.2  Factory Defaults"),
                (
                    "p",
                    "SERVICE > INIT, confirm with RESET twice. All parameters return to the "
                    "defaults in Table 5-1 except the service PIN, which is kept. Write the "
                    "settings in the commissioning record before a reset to defaults.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "6  Alarm and Fault Messages"),
                (
                    "p",
                    "Faults are shown on the display with a code, the yellow FAULT lamp and a "
                    "short beep every 10 seconds. All faults also open the system failure "
                    "relay to the AMS. Acknowledge with RESET; the code remains in the event "
                    "log.",
                ),
                ("caption", "Table 6-1  Fault messages"),
                (
                    "table",
                    {
                        "cols": ["Code", "Display text", "Meaning", "Action"],
                        "rows": [
                            [
                                "F01",
                                "MAIN SUPPLY FAIL",
                                "Main 24 V DC supply lost; running on emergency supply",
                                "Check the breaker in the 24 V DC distribution board",
                            ],
                            [
                                "F02",
                                "EMCY SUPPLY FAIL",
                                "Emergency 24 V DC supply lost",
                                "Check the emergency supply breaker and fuse F2",
                            ],
                            [
                                "F03",
                                "BUS FAULT",
                                "RS-485 bus open or short circuit",
                                "Check cables and the 120 ohm termination J3 at the last unit",
                            ],
                            [
                                "F04",
                                "RB n LOST",
                                "Reset unit n does not answer",
                                "Check the unit address switch and its cable",
                            ],
                            [
                                "F05",
                                "AU n LINE",
                                "Alarm unit n line open or short (line supervision)",
                                "Check the cable to the cabin; check the 4.7 kohm end resistor",
                            ],
                            [
                                "F06",
                                "MD n FAULT",
                                "Motion detector n gives no heartbeat",
                                "Clean the lens; check the cable; disable with P04 if defective",
                            ],
                            [
                                "F07",
                                "RESET STUCK n",
                                "Reset button n pressed for more than 5 s",
                                "Free the button; replace the reset unit if it stays stuck",
                            ],
                            [
                                "F08",
                                "AP SIGNAL LOST",
                                "Autopilot cable broken (only with P08 = NC)",
                                "Check the cable from the autopilot; system runs as MANUAL ON",
                            ],
                            [
                                "F09",
                                "CONFIG ERROR",
                                "Checksum error of the configuration memory",
                                "Load defaults (5.2) and enter the commissioning settings",
                            ],
                            [
                                "F10",
                                "RTC BATTERY",
                                "Clock battery low",
                                "Replace the CR2032 cell on the CPU board (7.2)",
                            ],
                        ],
                        "widths": [0.55, 1.5, 2.3, 2.6],
                        "size": 8.3,
                    },
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "With faults F03 and F08 the system stays active. With F03 the units "
                        "that still answer continue to work; the control panel sounder always "
                        "works.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Maintenance and Testing"),
                ("h2", "7.1  Routine Tests"),
                (
                    "table",
                    {
                        "cols": ["Interval", "Test / task"],
                        "rows": [
                            ["Each watch", "Check the mode and the dormant period on the display"],
                            [
                                "Weekly",
                                "Lamp test: press DIM and RESET together; all lamps and the display light for 5 seconds",
                            ],
                            [
                                "Monthly",
                                "Full sequence test with Td set to 3 minutes; inform all crew before the test; test EMERGENCY CALL",
                            ],
                            [
                                "6-monthly",
                                "Clean the motion detector lenses with a damp cloth (no solvents); check the wing reset units for water",
                            ],
                            [
                                "Annually",
                                "Test witnessed for the safety equipment survey; download the event log via USB",
                            ],
                            ["5 years", "Replace the RTC battery CR2032 (or at fault F10)"],
                        ],
                        "widths": [1.2, 4.6],
                        "size": 8.6,
                        "boldfirst": True,
                    },
                ),
                ("h2", "7.2  Replacing the RTC Battery"),
                (
                    "box",
                    (
                        "CAUTION",
                        "Switch off both the main and the emergency supply before opening the "
                        "control panel. The CPU board is sensitive to static: wear a wrist "
                        "strap.",
                    ),
                ),
                (
                    "p",
                    "Remove the four screws of the rear cover. The CR2032 cell is in the holder "
                    "beside the USB socket. The configuration is kept in non-volatile memory "
                    "and is not lost; only date and time must be set again (SET > CLK).",
                ),
                ("h2", "7.3  Spare Parts"),
                (
                    "table",
                    {
                        "cols": ["Part", "Order code"],
                        "rows": [
                            ["Control panel WG-CP, complete", "KME-300-100"],
                            ["Reset unit WG-RB, console", "KME-300-210"],
                            ["Reset unit WG-RB, wing IP56", "KME-300-215"],
                            ["Alarm unit WG-AU with flashing light", "KME-300-300"],
                            ["Motion detector WG-MD", "KME-300-400"],
                            ["Fuse 2 A T, 5 x 20 mm (F1, F2)", "KME-300-901"],
                            ["Mode key, spare (set of 2)", "KME-300-905"],
                        ],
                        "widths": [3.6, 2.2],
                        "size": 8.6,
                    },
                ),
            ]
        },
    ],
}
