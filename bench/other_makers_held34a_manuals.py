"""Four made-up manuals of other equipment by other makers, held-out set 34a (written blind).

Written without running Shipmate or reading its code, for bench/other_makers_held34a.jsonl.
Each maker writes its own way, and two of them write the way earlier sets never did:

- Heungil Galley Tech (HSK-150T steam jacketed tilting kettle, Korea) writes East-Asian yard
  English ("abt.", "chk", "V/V", "F.W.", "kgf/cm2", "deg.C", "0.5~1.0") with "1-3." paragraph
  numbers; a models table whose merged cells are printed as repeated text, a heating-up time
  table printed as a PICTURE (no text layer, two-level header), an interval table, a
  phenomenon / cause / countermeasure table and a spare parts list full of abbreviations.
- Ordell Drive Systems (TG-45E electric main engine turning gear) writes a technical-order
  manual in Courier: "CHAPTER 2", paragraphs "2-2. a. (1)", centred WARNING / CAUTION notes; a
  motor data table with a TWO-LEVEL header (50 Hz / 60 Hz over the voltages), a lamp code
  table, a torque table, a preventive maintenance matrix on a LANDSCAPE page and a
  troubleshooting table that runs over a PAGE BREAK with its header repeated.
- Wendeborg Armaturen (SFA-12 remote release system for fuel tank quick-closing valves)
  writes translated German English full of glued compound nouns ("Releasecabinet",
  "Airreceiver", "closing-piston"), decimal commas, tolerances "5,0 ± 0,2 bar", ranges
  "6 - 7 bar", and its section headings are ONLY NUMBERS (titles appear on the contents page
  only); a tagged pneumatic SCHEMATIC (V-201 ... V-205, PT-4, SV-3, Q-11 ... Q-32), a BORDERLESS
  data table, a valve list and an alarm list.
- Ashgrove Vent Engineering (HPV series high-velocity pressure/vacuum valves for cargo tanks)
  writes formal UK style in Times with WARNING / CAUTION / NOTE boxes, mbar with mmWG, ranges
  "4 to 6"; a settings table with a TWO-LEVEL header (pressure side / vacuum side), a wide
  dimensions and capacity table printed SIDEWAYS on a portrait page, an inspection schedule,
  a fault-finding table and a torque table.

Every page is an explicit list of blocks laid out top to bottom; a block that does not fit
raises, so a question's page is the page its block is listed on. PyMuPDF only, deterministic,
no files outside `folder`.
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
_NAMES = {
    "helv": ("helv", "hebo", "heit"),
    "tiro": ("tiro", "tibo", "tiit"),
    "cour": ("cour", "cobo", "coit"),
}


def _font(bold: bool = False, italic: bool = False):
    reg, bo, it = _NAMES[_FAMILY["name"]]
    key = bo if bold else (it if italic else reg)
    if key not in _FONTS:
        _FONTS[key] = fitz.Font(key)
    return _FONTS[key]


def write_manuals(folder: Path) -> list[Path]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for spec in (HEUNGIL, ORDELL, WENDEBORG, ASHGROVE):
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


def _towarn(col, label, text, size):
    """Technical-order note: the word centred over the text, the text indented both sides."""
    lines = _wrap(text, col.w - 80, size)
    lh = size * 1.32
    col.need(lh * (len(lines) + 1) + 14, text[:40])
    col.y += 4
    f = _font(True)
    tl = f.text_length(label, fontsize=size + 0.6)
    col.y += lh
    col.pg.text((col.x0 + col.x1 - tl) / 2, col.y - size * 0.28, label, size + 0.6, True)
    sh = col.pg.page.new_shape()
    sh.draw_line(((col.x0 + col.x1 - tl) / 2, col.y), ((col.x0 + col.x1 + tl) / 2, col.y))
    sh.finish(color=(0, 0, 0), width=0.6)
    sh.commit()
    col.y += 3
    for ln in lines:
        col.y += lh
        col.pg.text(col.x0 + 40, col.y - size * 0.28, ln, size)
    col.y += 8


def _list(col, items, size, numbered, fmt, subfmt="{})"):
    n = 0
    for it in items:
        sub = []
        if isinstance(it, tuple):
            it, sub = it
        n += 1  # noqa: SIM113 - counts numbered items only
        mark = fmt.format(n) if numbered else "\u2022"
        ind = max(22.0, _font().text_length(mark, fontsize=size) + 8)
        lines = _wrap(it, col.w - ind, size)
        lh = size * 1.32
        col.need(lh * len(lines), it[:40])
        for k, ln in enumerate(lines):
            col.y += lh
            if k == 0:
                col.pg.text(col.x0 + 2, col.y - size * 0.28, mark, size)
            col.pg.text(col.x0 + ind, col.y - size * 0.28, ln, size)
        for j, s in enumerate(sub):
            smark = subfmt.format(j + 1) if "{}" in subfmt else "abcdefghij"[j] + ")"
            sind = ind + max(20.0, _font().text_length(smark, fontsize=size) + 6)
            lines = _wrap(s, col.w - sind, size)
            col.need(lh * len(lines), s[:40])
            for k, ln in enumerate(lines):
                col.y += lh
                if k == 0:
                    col.pg.text(col.x0 + ind, col.y - size * 0.28, smark, size)
                col.pg.text(col.x0 + sind, col.y - size * 0.28, ln, size)
        col.y += 2.5
    col.y += 4


def _toc(col, entries, size=10):
    lh = size * 1.7
    f = _font()
    numw = max(_font(True).text_length(num, fontsize=size) for num, _t, _p in entries) + 12
    for num, title, pg in entries:
        col.need(lh, title)
        col.y += lh
        sub = (num.count(".") > 0 and not num.endswith(".")) or num.count("-") > 0
        ind = 18 if sub else 0
        bold = not sub
        col.pg.text(col.x0 + ind, col.y, num, size, bold)
        col.pg.text(col.x0 + ind + numw, col.y, title, size, bold)
        tx = col.x0 + ind + numw + _font(bold).text_length(title, fontsize=size) + 4
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
        elif kind == "hc":
            # centred chapter heading, technical-order style
            col.y += 4
            for ln in val.split("\n"):
                tl = _font(True).text_length(ln, fontsize=st["h1"])
                col.need(st["h1"] * 1.4, ln)
                col.y += st["h1"] * 1.4
                col.pg.text((col.x0 + col.x1 - tl) / 2, col.y, ln, st["h1"], True, st["hcolor"])
            col.y += 8
        elif kind == "h2":
            col.y += 3
            _para(col, val, st["h2"], True, gap=3)
        elif kind == "h3":
            _para(col, val, st["body"] + 0.4, True, gap=2, italic=False)
        elif kind == "p":
            _para(col, val, st["body"], gap=st.get("pgap", 5))
        elif kind == "pind":
            _para(col, val, st["body"], indent=22, gap=st.get("pgap", 5))
        elif kind == "pi":
            _para(col, val, st["body"] - 0.6, gap=4, italic=True, color=(0.25, 0.25, 0.25))
        elif kind == "box":
            _box(col, val[0], val[1], st.get("box", "bold"))
        elif kind == "towarn":
            _towarn(col, val[0], val[1], st["body"])
        elif kind == "ol":
            _list(col, val, st["body"], True, st.get("olfmt", "{}."), st.get("subfmt", "{})"))
        elif kind == "olx":
            fmt, items = val
            _list(col, items, st["body"], True, fmt, st.get("subfmt", "{})"))
        elif kind == "ul":
            _list(col, val, st["body"], False, "")
        elif kind == "table":
            _table(col, val)
        elif kind == "imgtable":
            _img_table(col, val)
        elif kind == "kv":
            _kv(col, val, st["body"])
        elif kind == "caption":
            _para(col, val, st["body"] - 0.5, True, gap=3)
        elif kind == "toc":
            _toc(col, val, st.get("toc", 10))
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
    col = _Col(pg, LEFT, right, TOP, ph - 60)
    _blocks(col, pdef["blocks"], spec)
    pg.flush()


def _write(path: Path, spec) -> Path:
    _FAMILY["name"] = spec["style"].get("font", "helv")
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


def _to_cover(lines, sub, foot=""):
    """Technical-order cover: centred upper-case lines, no band."""

    def draw(pg):
        y = 150
        for i, (ln, sz) in enumerate(lines):
            tl = _font(i < 3).text_length(ln, fontsize=sz)
            pg.text((W - tl) / 2, y, ln, sz, i < 3)
            y += sz * 1.9
        sh = pg.page.new_shape()
        sh.draw_rect(fitz.Rect(LEFT, 600, RIGHT, 700))
        sh.finish(color=(0, 0, 0), width=0.8)
        sh.commit()
        yy = 618
        for ln in sub:
            pg.text(LEFT + 10, yy, ln, 8.4)
            yy += 13
        if foot:
            tl = _font().text_length(foot, fontsize=8)
            pg.text((W - tl) / 2, 780, foot, 8)

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


# ================================================================ 1. Heungil HSK-150T


_HK_STYLE = {
    "h1": 12.5,
    "h2": 10.4,
    "body": 9.2,
    "hcolor": (0.55, 0.1, 0.1),
    "h1rule": True,
    "olfmt": "{})",
    "subfmt": "- ",
}

HEUNGIL = {
    "file": "heungil-hsk150t-steam-kettle.pdf",
    "title": "Heungil HSK-100T / 150T / 200T steam jacket tilting kettle - Instruction book",
    "maker": "Heungil Galley Tech Co., Ltd.",
    "style": _HK_STYLE,
    "hdr_left": "HEUNGIL GALLEY TECH",
    "hdr_right": "HSK-T SERIES  INSTRUCTION BOOK  Ver. 2.1",
    "ftr_left": "Heungil Galley Tech Co., Ltd.  Busan, Korea  (Galley equipment for ship)",
    "ftr_fmt": "- {n} -",
    "cover": _cover(
        "HEUNGIL GALLEY TECH",
        ["HSK-150T", "STEAM JACKET TILTING KETTLE", "for ship galley"],
        [
            "Model : HSK-100T / HSK-150T / HSK-200T",
            "Heating : steam jacket, hand wheel tilting",
            "INSTRUCTION BOOK  Ver. 2.1",
            "Please read this book carefully before use and keep near the kettle.",
        ],
        band=(0.55, 0.1, 0.1),
        foot="Heungil Galley Tech Co., Ltd.  Noksan industrial complex, Busan, Korea",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "CONTENTS"),
                (
                    "toc",
                    [
                        ("1.", "GENERAL AND SAFETY", 3),
                        ("2.", "SPECIFICATION", 3),
                        ("3.", "INSTALLATION AND PIPING", 4),
                        ("4.", "OPERATION", 5),
                        ("5.", "CLEANING AND MAINTENANCE", 6),
                        ("6.", "TROUBLE SHOOTING", 7),
                        ("7.", "SPARE PARTS LIST", 8),
                    ],
                ),
                (
                    "p",
                    "Abbreviation in this book:  V/V = valve,  S.V. = safety valve,  "
                    "P.G. = pressure gauge,  RV = reducing valve,  F.W. = fresh water,  "
                    "abt. = about,  chk = check,  STS = stainless steel,  Q'ty = quantity.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1. GENERAL AND SAFETY"),
                (
                    "p",
                    "This instruction book is for the steam jacket tilting kettle HSK-100T, "
                    "HSK-150T and HSK-200T made by HEUNGIL GALLEY TECH. Kettle is used for "
                    "boiling of soup, rice, noodle and vegetable in ship galley. The heating "
                    "is by ship steam in the jacket, so no electric heater is fitted.",
                ),
                (
                    "olx",
                    (
                        "1-{}.",
                        [
                            "Jacket of kettle is pressure vessel. Never make welding, drilling "
                            "or modify on the jacket and outer shell.",
                            "Never open steam when kettle is empty. Keep min. content abt. 1/4 "
                            "of capacity, otherwise food burn on the bottom and inner pot "
                            "become discolour.",
                            "S.V. on the jacket is set 1.5 kgf/cm2 at maker and sealed. Never "
                            "plug, adjust or remove the seal of S.V.",
                            "Before tilting for discharge of food, close steam stop V/V and "
                            "wait abt. 1 min. until P.G. show below 0.2 kgf/cm2.",
                            "Surface of lid and hand wheel become hot abt. 90 deg.C. Use "
                            "heat-proof glove.",
                            "In rough sea (rolling more than 10 deg.) do not fill more than 1/2 "
                            "of capacity and keep lid closed with lid lock.",
                        ],
                    ),
                ),
                ("h1", "2. SPECIFICATION"),
                (
                    "table",
                    {
                        "cols": ["Item", "HSK-100T", "HSK-150T", "HSK-200T"],
                        "rows": [
                            ["Total capacity", "100 L", "150 L", "200 L"],
                            ["Working capacity (abt. 80 %)", "80 L", "120 L", "160 L"],
                            [
                                "Inner pot dia. x depth",
                                "600 x 400 mm",
                                "700 x 450 mm",
                                "800 x 480 mm",
                            ],
                            ["Heating surface", "0.55 m2", "0.75 m2", "0.95 m2"],
                            ["Steam consumption", "abt. 18 kg/h", "abt. 27 kg/h", "abt. 36 kg/h"],
                            [
                                "Jacket working press.",
                                "0.5~1.0 kgf/cm2",
                                "0.5~1.0 kgf/cm2",
                                "0.5~1.0 kgf/cm2",
                            ],
                            ["S.V. set press.", "1.5 kgf/cm2", "1.5 kgf/cm2", "1.5 kgf/cm2"],
                            ["Steam inlet", "15A", "15A", "20A"],
                            ["Discharge tap", "40A", "50A", "50A"],
                            ["Tilting angle (max.)", "95 deg.", "95 deg.", "95 deg."],
                            ["Hand wheel turns, full tilt", "abt. 22", "abt. 28", "abt. 34"],
                            ["Inner pot material", "STS316", "STS316", "STS316"],
                            ["Jacket / outer shell", "STS304", "STS304", "STS304"],
                            ["Net weight", "185 kg", "230 kg", "290 kg"],
                        ],
                        "widths": [2.4, 1.3, 1.3, 1.3],
                        "boldfirst": True,
                        "size": 8.6,
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3. INSTALLATION AND PIPING"),
                (
                    "olx",
                    (
                        "3-{}.",
                        [
                            "Fix the kettle frame on the deck foundation with M16 bolt (4 pcs). "
                            "Tightening torque abt. 9 kgf-m. Use spring washer and double nut "
                            "against vibration.",
                            "Ship steam line (abt. 7 kgf/cm2) must be reduced by RV to the "
                            "jacket. Set RV outlet press. 1.0 kgf/cm2 max. Never connect ship "
                            "steam direct to jacket.",
                            "Install Y-strainer (80 mesh) before the RV and one P.G. after the RV.",
                            "Condensate: steam trap (disc type) 15A with by-pass V/V. Trap "
                            "outlet to drain cooler or cascade tank. Keep the drain pipe slope "
                            "min. 1/100 downward, no lifting after trap.",
                            "F.W. for filling: 15A with swivel faucet on the frame, F.W. press. "
                            "2~4 kgf/cm2.",
                            "Keep free space min. 600 mm in front of kettle for tilting and "
                            "min. 150 mm at back side for piping work.",
                            "Hydraulic test of jacket was done at maker with 3.0 kgf/cm2 x 30 "
                            "min. No leak. Test record is in the final drawing book.",
                        ],
                    ),
                ),
                ("h2", "3-8. Connection (HSK-150T)"),
                (
                    "kv",
                    [
                        ("Steam inlet", "15A JIS 10K flange, left side of frame"),
                        ("Condensate outlet", "15A PT screw, bottom of jacket"),
                        ("F.W. inlet", "15A PT screw, swivel faucet"),
                        ("Air vent V/V", "8A, top of jacket at hinge side"),
                        ("Vacuum breaker", "8A, top of jacket beside air vent V/V"),
                        ("Discharge tap", "50A, butterfly type with strainer plate"),
                        ("P.G. (jacket)", "0~4 kgf/cm2, 75 mm dial, w/ siphon and cock"),
                    ],
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "For electric heating model HSK-150TE please see separate instruction "
                        "book. This book is for steam heating model only.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4. OPERATION"),
                ("h2", "4-1. Before start (chk list)"),
                (
                    "ol",
                    [
                        "Chk discharge tap is closed and strainer plate is set.",
                        "Chk P.G. cock is open and P.G. show 0 kgf/cm2.",
                        "Chk S.V. by lifting lever by hand: steam or air must blow, and S.V. "
                        "close again tight when lever release. (weekly)",
                        "Put water and food in pot. Min. 1/4, max. working capacity (line "
                        "mark inside the pot).",
                    ],
                ),
                ("h2", "4-2. Heating up"),
                (
                    "ol",
                    [
                        "Open air vent V/V on top of jacket.",
                        "Open steam stop V/V slowly abt. 1/4 turn and keep warming up abt. 3 "
                        "min. to prevent water hammer.",
                        "When steam come out from air vent V/V, close the air vent V/V.",
                        "Open steam stop V/V full. Chk P.G. 0.8~1.0 kgf/cm2. If press. is "
                        "higher, adjust RV.",
                        "Close lid for quick heating. Heating up time see Table 4-1.",
                    ],
                ),
                (
                    "imgtable",
                    {
                        "title": "Table 4-1  Heating up time of water (20 deg.C to 95 deg.C), "
                        "HSK-150T, unit: min.",
                        "groups": [("", 1), ("Jacket steam press. (kgf/cm2)", 3)],
                        "cols": ["Water quantity", "0.5", "0.8", "1.0"],
                        "rows": [
                            ["50 L", "22", "17", "14"],
                            ["80 L", "33", "26", "21"],
                            ["100 L", "40", "31", "26"],
                            ["120 L", "47", "36", "30"],
                            ["150 L (full)", "58", "45", "37"],
                        ],
                        "widths": [1.6, 1, 1, 1],
                        "size": 9.0,
                        "boldfirst": True,
                        "below": "Lid closed. With lid open the time become abt. 30 % longer.",
                    },
                ),
                ("h2", "4-3. Simmering"),
                (
                    "p",
                    "After boiling, throttle the steam stop V/V until P.G. show 0.2~0.3 "
                    "kgf/cm2. Stir the food with paddle every 10~15 min. for thick soup or "
                    "porridge to prevent burning on the bottom.",
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "4-4. Tilting and discharge of food"),
                (
                    "ol",
                    [
                        "Close steam stop V/V. Wait abt. 1 min. (see 1-4).",
                        "Open lid full and lock lid with lid stay.",
                        "Put the container in front of the pouring lip. Turn the hand wheel "
                        "clockwise slowly. The pot tilt forward.",
                        "After discharge, turn hand wheel counter-clockwise and return the pot "
                        "to level position (level mark on trunnion).",
                    ],
                ),
                (
                    "p",
                    "Liquid food (soup) can be taken by the discharge tap without tilting. "
                    "Do not take rice or noodle by discharge tap, the strainer plate become "
                    "blocked.",
                ),
                ("h2", "4-5. Finish"),
                (
                    "p",
                    "Close steam stop V/V. Open air vent V/V, so the jacket do not become "
                    "vacuum when the steam condense. The vacuum breaker work also "
                    "automatically but air vent V/V is faster. Open trap by-pass V/V abt. 1 "
                    "min. for drain, then close again.",
                ),
                ("h1", "5. CLEANING AND MAINTENANCE"),
                ("h2", "5-1. Daily cleaning"),
                (
                    "ul",
                    [
                        "After use, rinse the pot with warm F.W. (abt. 40~50 deg.C) and neutral "
                        "detergent. Use nylon brush or sponge only.",
                        "Never use steel wool, wire brush or chlorine cleaner (bleach). STS316 "
                        "pot can make pitting.",
                        "Dismantle the discharge tap (2 wing nuts), wash the disc and strainer "
                        "plate, and set again with food grade grease on the O-ring.",
                        "Burned food: fill water with baking soda abt. 2 % and boil 10 min., "
                        "then clean with nylon brush.",
                    ],
                ),
                ("h2", "5-2. Periodical maintenance"),
                (
                    "table",
                    {
                        "cols": ["Item", "Interval", "Remark"],
                        "rows": [
                            ["S.V. lever test", "Weekly", "see 4-1, 3)"],
                            ["Steam trap chk", "Monthly", "Test cock: blow only condensate"],
                            ["Y-strainer before RV clean", "3 months", "80 mesh screen"],
                            ["Worm gear of tilting grease up", "3 months", "Li EP2, nipple 1 pc"],
                            ["Trunnion bush grease up", "3 months", "Nipple 2 pcs (L/R)"],
                            ["Discharge tap O-ring renew", "6 months", "P/N HK-50-214"],
                            ["Lid hinge & lid stay chk", "6 months", "Tighten hinge bolts"],
                            ["P.G. compare with test gauge", "12 months", "Renew if error > 0.1"],
                            ["S.V. overhaul and set test", "12 months", "By shore workshop"],
                        ],
                        "widths": [2.6, 1.1, 2.5],
                        "size": 8.4,
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6. TROUBLE SHOOTING"),
                (
                    "p",
                    "If the trouble is not solved by below countermeasure, please contact "
                    "HEUNGIL service with model and serial no. (name plate on the frame, "
                    "right side).",
                ),
                (
                    "table",
                    {
                        "cols": ["Phenomenon", "Cause", "Countermeasure"],
                        "rows": [
                            [
                                "Heating is slow",
                                "Air remain in jacket; steam trap blocked; RV set too low; "
                                "Y-strainer dirty",
                                "Open air vent V/V until steam come (4-2); clean trap; "
                                "adjust RV to 1.0 kgf/cm2; clean strainer",
                            ],
                            [
                                "S.V. blow during cooking",
                                "RV fault (seat leak) or RV set too high",
                                "Close steam stop V/V, overhaul RV, set 1.0 kgf/cm2",
                            ],
                            [
                                "Knocking noise in jacket (water hammer)",
                                "Condensate not drained, trap fault or drain pipe lifting",
                                "Chk trap; open by-pass V/V for drain; correct drain pipe "
                                "slope (3-4)",
                            ],
                            [
                                "P.G. no indication",
                                "P.G. cock closed or siphon blocked",
                                "Open cock; clean siphon pipe",
                            ],
                            [
                                "Hand wheel very heavy",
                                "No grease on worm gear or trunnion bush",
                                "Grease up (5-2); chk worm gear tooth",
                            ],
                            [
                                "Pot do not stay level",
                                "Worm gear worn, backlash big",
                                "Renew worm gear ASSY",
                            ],
                            [
                                "Leak from discharge tap",
                                "O-ring damage or food in the seat",
                                "Clean seat; renew O-ring",
                            ],
                            [
                                "Lid fall down by itself",
                                "Lid stay spring weak or hinge bolt loose",
                                "Renew spring; tighten hinge bolts",
                            ],
                            [
                                "Pot surface brown stain / rust spot",
                                "Chlorine cleaner used or sea water used",
                                "Clean with STS cleaner (passivation paste); use F.W. only",
                            ],
                        ],
                        "widths": [1.6, 2.4, 2.6],
                        "size": 8.4,
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7. SPARE PARTS LIST"),
                (
                    "p",
                    "For order please indicate model, serial no. and P/N. Parts marked * are "
                    "recommended spare on board for 2 years.",
                ),
                (
                    "table",
                    {
                        "cols": ["No.", "P/N", "Description", "Q'ty", "Rmk"],
                        "rows": [
                            ["1", "HK-15-101", "S.V. ASSY 15A, SET 1.5K, STS BODY", "1", "*"],
                            ["2", "HK-15-102", "P.G. 0~4 KGF/CM2 75 DIA. W/ SIPHON", "1", "*"],
                            ["3", "HK-15-110", "RED. V/V (RV) 15A, 1~3K ADJ.", "1", ""],
                            ["4", "HK-15-115", "STM TRAP 15A DISC TYPE", "1", "*"],
                            ["5", "HK-15-118", "Y-STRN 15A 80 MESH SCRN", "1", ""],
                            ["6", "HK-15-120", "AIR VENT V/V 8A BALL TYPE", "1", ""],
                            ["7", "HK-15-121", "VAC. BRKR 8A", "1", "*"],
                            ["8", "HK-15-130", "STM STOP V/V 15A GLOBE, HDL", "1", ""],
                            ["9", "HK-50-210", "DISCH. TAP ASSY 50A BTFY", "1", ""],
                            ["10", "HK-50-214", "O-RING DISCH. TAP, SILICONE", "4", "*"],
                            ["11", "HK-50-216", "STRN PLATE DISCH. TAP, STS", "1", ""],
                            ["12", "HK-60-301", "WORM GEAR ASSY (WORM + WHEEL)", "1", ""],
                            ["13", "HK-60-305", "TRUNNION BUSH, BRONZE (L/R)", "2", ""],
                            ["14", "HK-60-310", "HDL WHL 300 DIA. W/ KNOB", "1", ""],
                            ["15", "HK-70-402", "LID GSKT, SILICONE, 150T", "1", "*"],
                            ["16", "HK-70-405", "LID STAY SPRING", "1", "*"],
                            ["17", "HK-70-410", "LID HINGE PIN W/ SPLIT PIN", "2", ""],
                            ["18", "HK-80-501", "GREASE NIPPLE M6 STR.", "3", ""],
                        ],
                        "widths": [0.5, 1.2, 4.0, 0.5, 0.5],
                        "size": 8.4,
                    },
                ),
                (
                    "p",
                    "Abbreviation in parts list: ASSY = assembly, SCRN = screen, STRN = "
                    "strainer, BTFY = butterfly, HDL WHL = hand wheel, VAC. BRKR = vacuum "
                    "breaker, GSKT = gasket, RED. = reducing, DISCH. = discharge, STR. = "
                    "straight, K = kgf/cm2.",
                ),
            ]
        },
    ],
}


# ================================================================ 2. Ordell TG-45E


_OD_STYLE = {
    "font": "cour",
    "h1": 11.0,
    "h2": 9.6,
    "body": 8.4,
    "hcolor": (0.0, 0.0, 0.0),
    "h1rule": False,
    "olfmt": "{}.",
    "subfmt": "({})",
    "toc": 9.0,
}
_OD_TS_COLS = ["MALFUNCTION", "PROBABLE CAUSE", "CORRECTIVE ACTION"]
_OD_TS_W = [1.7, 2.4, 2.7]

ORDELL = {
    "file": "ordell-tg45e-turning-gear-tm.pdf",
    "title": "Ordell TG-45E electric turning gear - Technical manual TM TG45-1",
    "maker": "Ordell Drive Systems Inc.",
    "style": _OD_STYLE,
    "hdr_left": "TM TG45-1",
    "hdr_right": "ORDELL TG-45E TURNING GEAR",
    "ftr_left": "Ordell Drive Systems Inc.",
    "ftr_fmt": "{n}",
    "cover": _to_cover(
        [
            ("TECHNICAL MANUAL", 15),
            ("OPERATION AND MAINTENANCE INSTRUCTIONS", 12),
            ("ELECTRIC TURNING GEAR, MODEL TG-45E", 12),
            ("FOR LOW-SPEED MAIN PROPULSION ENGINES", 10),
            ("ORDELL DRIVE SYSTEMS INC.", 10),
            ("TM TG45-1  -  CHANGE 3", 10),
        ],
        [
            "DISTRIBUTION: Vessel engineering department. Depot-level overhaul of the gear",
            "unit is covered in TM TG45-3 (not supplied to vessels).",
            "WARNING: Read Chapter 2 before operating the turning gear. Engagement with the",
            "engine start system not blocked may result in death or serious injury.",
        ],
        foot="Ordell Drive Systems Inc.  -  Publication TM TG45-1, Change 3",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("hc", "TABLE OF CONTENTS"),
                (
                    "toc",
                    [
                        ("CHAPTER 1", "INTRODUCTION", 3),
                        ("1-1", "Scope", 3),
                        ("1-2", "Description", 3),
                        ("1-3", "Leading Particulars", 3),
                        ("CHAPTER 2", "OPERATION", 4),
                        ("2-1", "General", 4),
                        ("2-2", "Engaging", 4),
                        ("2-3", "Turning", 4),
                        ("2-4", "Disengaging", 4),
                        ("2-5", "Manual Turning", 5),
                        ("2-6", "Indicator Lamps", 5),
                        ("CHAPTER 3", "MAINTENANCE", 5),
                        ("3-1", "Lubrication", 5),
                        ("3-2", "Brake and Torque Limiter", 5),
                        ("3-3", "Torque Values", 6),
                        ("3-4", "Preventive Maintenance", 6),
                        ("CHAPTER 4", "TROUBLESHOOTING", 6),
                        ("APPENDIX A", "PREVENTIVE MAINTENANCE SCHEDULE", 8),
                    ],
                ),
                (
                    "p",
                    "LIST OF TABLES: Table 1-1 Leading Particulars; Table 1-2 Drive Motor Data; "
                    "Table 2-1 Indicator Lamps; Table 3-1 Torque Values; Table 3-2 Preventive "
                    "Maintenance Schedule; Table 4-1 Troubleshooting.",
                ),
            ]
        },
        {
            "blocks": [
                ("hc", "CHAPTER 1\nINTRODUCTION"),
                (
                    "p",
                    "1-1. SCOPE. This manual contains operation and organizational maintenance "
                    "instructions for the Ordell TG-45E electric turning gear, hereafter called "
                    "the turning gear.",
                ),
                ("p", "1-2. DESCRIPTION."),
                (
                    "pind",
                    "a. General. The turning gear is mounted on the engine bedplate at the "
                    "flywheel end. It rotates the main engine crankshaft at low speed for "
                    "inspection, maintenance and pre-start lubrication. It consists of:",
                ),
                (
                    "olx",
                    (
                        "    ({})",
                        [
                            "Drive motor M1, 3-phase squirrel cage, with spring-applied DC brake B1.",
                            "Gear unit with one worm stage and two planetary stages.",
                            "Output pinion, 17 teeth, module 16, engaging the flywheel ring gear. "
                            "The pinion is moved in and out of mesh by shift lever L1 and held by "
                            "locking pin P1.",
                            "Limit switches LS-1 (pinion ENGAGED) and LS-2 (pinion DISENGAGED).",
                            "Portable pendant control station with 10 m cable.",
                        ],
                    ),
                ),
                (
                    "pind",
                    "b. Interlock. When the pinion is not fully disengaged, LS-2 is open and "
                    "the main engine start is blocked: the start-blocking valve stays closed "
                    "and TURNING GEAR ENGAGED is shown on the engine control console. Motor "
                    "M1 can only run when LS-1 is closed.",
                ),
                ("p", "1-3. LEADING PARTICULARS. See Table 1-1 and Table 1-2."),
                ("caption", "Table 1-1. Leading Particulars"),
                (
                    "kv",
                    [
                        ("Output torque, continuous", "45 kN-m at pinion"),
                        ("Torque limiter slip torque", "58 kN-m +/- 5 %"),
                        ("Total gear ratio", "1:4850"),
                        ("Gear unit oil", "ISO VG 220 EP gear oil, 6.5 L"),
                        ("Duty", "S3 - 40 %, max. 10 starts per hour"),
                        ("Enclosure", "IP56"),
                        ("Weight, complete", "640 kg"),
                    ],
                ),
                ("caption", "Table 1-2. Drive Motor Data"),
                (
                    "table",
                    {
                        "groups": [("", 1), ("50 Hz", 2), ("60 Hz", 2)],
                        "cols": ["ITEM", "380 V", "400 V", "440 V", "460 V"],
                        "rows": [
                            ["Rated output, kW", "4.0", "4.0", "4.6", "4.6"],
                            ["Rated current, A", "9.1", "8.6", "8.9", "8.5"],
                            ["Motor speed, rpm", "1440", "1445", "1730", "1735"],
                            ["Crankshaft speed, rpm", "0.30", "0.30", "0.36", "0.36"],
                            ["Overload relay F2 set, A", "9.5", "9.0", "9.4", "9.0"],
                            ["Brake B1 coil", "205 V DC", "205 V DC", "205 V DC", "205 V DC"],
                        ],
                        "widths": [2.6, 1, 1, 1, 1],
                        "size": 8.0,
                        "boldfirst": True,
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("hc", "CHAPTER 2\nOPERATION"),
                (
                    "p",
                    "2-1. GENERAL. Operate the turning gear only with the main engine stopped, "
                    "the starting air main valve closed and the indicator cocks open.",
                ),
                (
                    "towarn",
                    (
                        "WARNING",
                        "Before engaging, make sure nobody is inside the crankcase, at the "
                        "flywheel or at the propeller shaft. Sound the turning gear warning horn "
                        "for 5 seconds before every start of the motor.",
                    ),
                ),
                ("p", "2-2. ENGAGING."),
                (
                    "olx",
                    (
                        "    {}.",
                        [
                            "Close the starting air main valve and vent the starting air line.",
                            "Open all indicator cocks.",
                            "Remove locking pin P1 from the DISENGAGED hole.",
                            (
                                "Move shift lever L1 toward the flywheel. If the pinion teeth butt "
                                "against the ring gear teeth:",
                                [
                                    "Press INCH on the pendant briefly (max. 2 seconds).",
                                    "Move L1 again. Do not force the lever with an extension bar.",
                                ],
                            ),
                            "Insert locking pin P1 in the ENGAGED hole. Check that green lamp "
                            "H2 is lit.",
                        ],
                    ),
                ),
                ("p", "2-3. TURNING."),
                (
                    "olx",
                    (
                        "    {}.",
                        [
                            "Set selector switch S1 on the local panel to PENDANT.",
                            "Press FWD (ahead) or REV (astern). The motor runs only while the "
                            "button is held. One crankshaft revolution takes approx. 3 min 20 s "
                            "at 50 Hz and 2 min 50 s at 60 Hz.",
                            "To stop at a crank position, release the button. Brake B1 holds "
                            "the shaft.",
                        ],
                    ),
                ),
                (
                    "towarn",
                    (
                        "CAUTION",
                        "Do not reverse before the motor has stopped. Allow at least 3 seconds "
                        "between FWD and REV. Do not exceed 10 starts per hour.",
                    ),
                ),
                ("p", "2-4. DISENGAGING."),
                (
                    "olx",
                    (
                        "    {}.",
                        [
                            "Inch the motor 1 second in the opposite direction to relieve the "
                            "tooth load.",
                            "Set S1 to OFF.",
                            "Remove P1, pull L1 to DISENGAGED and insert P1 in the DISENGAGED "
                            "hole.",
                            "Check that lamp H3 is lit and that TURNING GEAR ENGAGED on the "
                            "engine control console has gone out. The engine can now be started.",
                        ],
                    ),
                ),
            ]
        },
        {
            "blocks": [
                (
                    "p",
                    "2-5. MANUAL TURNING. Use this procedure if electric power is lost.",
                ),
                (
                    "olx",
                    (
                        "    {}.",
                        [
                            "Open circuit breaker Q1 and lock it open.",
                            "Remove the cap at the motor non-drive end and fit hand crank T-2 on "
                            "the 27 mm hexagon.",
                            "Hold the brake hand-release lever on B1 while cranking.",
                            "Approx. 4850 crank turns are needed for one crankshaft revolution; use "
                            "the crank only to free a stuck crank position.",
                        ],
                    ),
                ),
                (
                    "p",
                    "2-6. INDICATOR LAMPS. The local panel lamps are listed in Table 2-1.",
                ),
                ("caption", "Table 2-1. Indicator Lamps"),
                (
                    "table",
                    {
                        "cols": ["LAMP", "COLOR", "INDICATION", "ACTION"],
                        "rows": [
                            ["H1", "White", "Power on", "-"],
                            ["H2", "Green", "Pinion engaged (LS-1 closed)", "-"],
                            ["H3", "Green", "Pinion disengaged (LS-2 closed)", "-"],
                            [
                                "H4",
                                "Amber",
                                "Motor overload, relay F2 tripped",
                                "Wait 5 min, reset F2 on panel; see Table 4-1",
                            ],
                            [
                                "H5",
                                "Red",
                                "Brake fault, B1 not released",
                                "Check rectifier V1 and air gap (3-2)",
                            ],
                            [
                                "H6",
                                "Amber",
                                "Position fault: neither LS-1 nor LS-2 closed for 10 s",
                                "Complete engaging or disengaging; check switch cams",
                            ],
                        ],
                        "widths": [0.6, 0.8, 2.6, 2.6],
                        "size": 8.0,
                    },
                ),
                ("hc", "CHAPTER 3\nMAINTENANCE"),
                ("p", "3-1. LUBRICATION."),
                (
                    "pind",
                    "a. Gear unit oil level. Check weekly at the sight glass with the gear at "
                    "rest. The level must be between the two marks.",
                ),
                (
                    "pind",
                    "b. Oil change. First change after 500 operating hours, then every 4000 "
                    "operating hours or 2 years, whichever comes first. Drain warm. Refill "
                    "6.5 L ISO VG 220 EP gear oil.",
                ),
                (
                    "pind",
                    "c. Pinion and ring gear. Inspect monthly. Apply open gear compound by "
                    "spray, thin film, to the pinion teeth.",
                ),
                (
                    "pind",
                    "d. Shift mechanism. Lubricate the two grease fittings on the pinion "
                    "sleeve every 3 months with NLGI 2 lithium grease.",
                ),
                ("p", "3-2. BRAKE AND TORQUE LIMITER."),
                (
                    "pind",
                    "a. Brake air gap. Nominal 0.3 mm, maximum 0.6 mm. Measure every 6 months "
                    "with a feeler gauge at three points. Adjust with the three adjusting "
                    "nuts when the gap exceeds 0.6 mm.",
                ),
                (
                    "pind",
                    "b. Brake disc. Thickness new 11.0 mm, minimum 9.0 mm. Replace the friction "
                    "disc when below minimum.",
                ),
                (
                    "pind",
                    "c. Torque limiter. The slip torque is set at the factory and sealed. Do "
                    "not adjust in service. Check yearly that the painted slip marks on hub "
                    "and flange are in line. If the marks are offset more than 10 mm, the "
                    "limiter has slipped: report to Ordell service.",
                ),
                (
                    "towarn",
                    (
                        "WARNING",
                        "Never release brake B1 with the pinion engaged while the engine is "
                        "being worked on. An unbalanced crankshaft can turn by itself.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("p", "3-3. TORQUE VALUES. Use the values in Table 3-1, threads lightly oiled."),
                ("caption", "Table 3-1. Torque Values"),
                (
                    "table",
                    {
                        "cols": ["JOINT", "THREAD", "GRADE", "TORQUE"],
                        "rows": [
                            ["Gear unit bracket to bedplate", "M24", "8.8", "640 N-m"],
                            ["Pinion housing cover", "M12", "8.8", "79 N-m"],
                            ["Motor to gear unit flange", "M10", "8.8", "46 N-m"],
                            ["Shift lever pivot", "M16", "8.8", "195 N-m"],
                            ["Limit switch bracket", "M8", "A2-70", "18 N-m"],
                            ["Oil drain plug", "G 3/4", "-", "60 N-m"],
                        ],
                        "widths": [3.0, 1.0, 1.0, 1.2],
                        "size": 8.0,
                    },
                ),
                (
                    "p",
                    "3-4. PREVENTIVE MAINTENANCE. Perform the tasks in Table 3-2, Appendix A, "
                    "at the intervals marked X. Record in the ship's maintenance system.",
                ),
                ("hc", "CHAPTER 4\nTROUBLESHOOTING"),
                (
                    "p",
                    "4-1. GENERAL. Table 4-1 lists common malfunctions. Perform the tests in "
                    "the order given. Lock out breaker Q1 before working inside the panel.",
                ),
                ("caption", "Table 4-1. Troubleshooting"),
                (
                    "table",
                    {
                        "cols": _OD_TS_COLS,
                        "rows": [
                            [
                                "1. Motor does not start, lamp H1 off",
                                "Breaker Q1 open; control fuse F1 blown",
                                "Close Q1; replace F1 (2 A slow)",
                            ],
                            [
                                "2. Motor does not start, H1 on",
                                "Pinion not fully engaged (LS-1 open); S1 not at PENDANT; "
                                "EMERG STOP pressed",
                                "Complete engaging (2-2); set S1; release EMERG STOP by turning",
                            ],
                            [
                                "3. Motor hums, does not turn",
                                "Brake B1 not released (H5 on); one phase missing",
                                "Check rectifier V1 and air gap; check supply and contactor K1",
                            ],
                            [
                                "4. Overload relay F2 trips (H4)",
                                "Indicator cocks closed; tight bearing or piston seizure; "
                                "relay set wrong",
                                "Open cocks; investigate engine; set F2 per Table 1-2",
                            ],
                            [
                                "5. Pinion will not engage",
                                "Teeth butting; burrs on ring gear teeth",
                                "Inch per 2-2.d; dress burrs with file",
                            ],
                        ],
                        "widths": _OD_TS_W,
                        "size": 8.0,
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("caption", "Table 4-1. Troubleshooting (Cont)"),
                (
                    "table",
                    {
                        "cols": _OD_TS_COLS,
                        "rows": [
                            [
                                "6. Pinion will not disengage",
                                "Tooth load not relieved",
                                "Inch 1 s opposite direction (2-4)",
                            ],
                            [
                                "7. Engine can be started with gear engaged",
                                "LS-2 contact welded or bridged; start-blocking valve stuck",
                                "STOP. Do not start engine. Replace LS-2; overhaul blocking "
                                "valve; test per Table 3-2 item 6",
                            ],
                            [
                                "8. Position fault H6 after engaging",
                                "Locking pin P1 not fully in; LS-1 cam loose",
                                "Push P1 home; set cam clearance 2 mm, tighten 18 N-m",
                            ],
                            [
                                "9. Oil leak at output shaft",
                                "Shaft seal worn; breather blocked",
                                "Clean breather; replace seal (kit TG45-SK2)",
                            ],
                            [
                                "10. Noise or vibration in gear unit",
                                "Low oil level; worn planetary bearings",
                                "Top up; report to Ordell service for overhaul",
                            ],
                            [
                                "11. Shaft creeps after stop",
                                "Brake disc worn below 9.0 mm; brake gap too large",
                                "Replace disc; adjust gap to 0.3 mm",
                            ],
                        ],
                        "widths": _OD_TS_W,
                        "size": 8.0,
                    },
                ),
                (
                    "p",
                    "4-2. REPORTING. Report any malfunction that is not corrected by Table 4-1 "
                    "to Ordell service with the serial number from the gear unit nameplate and "
                    "the lamp indications observed.",
                ),
            ]
        },
        {
            "landscape": True,
            "blocks": [
                ("hc", "APPENDIX A\nPREVENTIVE MAINTENANCE SCHEDULE"),
                ("caption", "Table 3-2. Preventive Maintenance Schedule"),
                (
                    "table",
                    {
                        "cols": [
                            "NO.",
                            "ITEM",
                            "TASK",
                            "REF.",
                            "BEFORE USE",
                            "WEEKLY",
                            "MONTHLY",
                            "3 MONTHS",
                            "6 MONTHS",
                            "YEARLY",
                            "4000 H / 2 YR",
                        ],
                        "rows": [
                            [
                                "1",
                                "Pendant",
                                "Inspect cable and buttons; test EMERG STOP",
                                "2-3",
                                "X",
                                "",
                                "",
                                "",
                                "",
                                "",
                                "",
                            ],
                            ["2", "Warning horn", "Test", "2-1", "X", "", "", "", "", "", ""],
                            [
                                "3",
                                "Gear unit",
                                "Check oil level at sight glass",
                                "3-1a",
                                "",
                                "X",
                                "",
                                "",
                                "",
                                "",
                                "",
                            ],
                            [
                                "4",
                                "Gear unit",
                                "Change oil, clean magnetic drain plug",
                                "3-1b",
                                "",
                                "",
                                "",
                                "",
                                "",
                                "",
                                "X",
                            ],
                            [
                                "5",
                                "Pinion / ring gear",
                                "Inspect teeth, apply open gear compound",
                                "3-1c",
                                "",
                                "",
                                "X",
                                "",
                                "",
                                "",
                                "",
                            ],
                            [
                                "6",
                                "Interlock",
                                "Pinion engaged: try engine start from ECR; engine must not start",
                                "1-2b",
                                "",
                                "",
                                "X",
                                "",
                                "",
                                "",
                                "",
                            ],
                            [
                                "7",
                                "Shift mechanism",
                                "Grease 2 fittings",
                                "3-1d",
                                "",
                                "",
                                "",
                                "X",
                                "",
                                "",
                                "",
                            ],
                            [
                                "8",
                                "Brake B1",
                                "Measure air gap",
                                "3-2a",
                                "",
                                "",
                                "",
                                "",
                                "X",
                                "",
                                "",
                            ],
                            [
                                "9",
                                "LS-1 / LS-2",
                                "Check actuation; cam clearance 2 mm",
                                "1-2a",
                                "",
                                "",
                                "",
                                "",
                                "X",
                                "",
                                "",
                            ],
                            [
                                "10",
                                "Motor M1",
                                "Insulation resistance, min. 1 megohm at 500 V",
                                "-",
                                "",
                                "",
                                "",
                                "",
                                "",
                                "X",
                                "",
                            ],
                            ["11", "Fasteners", "Check torque", "3-3", "", "", "", "", "", "X", ""],
                            [
                                "12",
                                "Torque limiter",
                                "Check slip marks",
                                "3-2c",
                                "",
                                "",
                                "",
                                "",
                                "",
                                "X",
                                "",
                            ],
                            ["13", "Gear unit breather", "Clean", "-", "", "", "", "", "", "X", ""],
                        ],
                        "widths": [0.4, 1.5, 3.6, 0.6, 0.8, 0.75, 0.8, 0.8, 0.8, 0.75, 0.95],
                        "size": 7.8,
                    },
                ),
                (
                    "p",
                    "NOTE: Intervals are maximum intervals. After a torque limiter slip or a "
                    "crash stop of the main engine with the gear engaged, do items 5, 9, 11 "
                    "and 12 before the next use.",
                ),
            ],
        },
    ],
}


# ================================================================ 3. Wendeborg SFA-12


def _check_valve(s, x, y):
    s.draw_polyline([(x - 7, y - 6), (x + 5, y), (x - 7, y + 6), (x - 7, y - 6)])
    s.draw_line((x + 7, y - 7), (x + 7, y + 7))


def _sfa_schematic(pg, x0, y0, w, h):
    s = pg.page.new_shape()

    def P(x, y):
        return (x0 + x, y0 + y)

    def ln(a, b, c, d):
        s.draw_line(P(a, b), P(c, d))

    def L(x, y, t, size=6.8, bold=False):
        pg.text(x0 + x, y0 + y, t, size, bold)

    # supply from control air, V-201, NV-2, receiver AR-1
    ln(0, 60, 120, 60)
    _valve(s, *P(35, 60))
    L(24, 48, "V-201", 7.2, True)
    _check_valve(s, *P(80, 60))
    L(70, 48, "NV-2", 7.2, True)
    L(0, 76, "from control air 7 bar")
    _box_eq(s, *P(120, 30), *P(180, 150))
    L(136, 92, "AR-1", 8, True)
    L(140, 104, "50 l")
    ln(150, 30, 150, 18)
    _valve(s, *P(150, 10), vertical=True)
    L(160, 12, "SV-3", 7.2, True)
    ln(150, 150, 150, 162)
    _valve(s, *P(150, 170), vertical=True)
    L(160, 174, "DV-5", 7.2, True)
    L(128, 192, "drain")
    ln(180, 50, 200, 50)
    _instr(s, *P(209, 50))
    L(205, 53, "P", 6)
    L(222, 46, "PI-1", 7.2, True)
    ln(180, 80, 200, 80)
    _instr(s, *P(209, 80))
    L(205, 83, "P", 6)
    L(222, 76, "PT-4", 7.2, True)
    # outlet V-202 to the cabinet
    ln(180, 140, 240, 140)
    _valve(s, *P(206, 140))
    L(194, 128, "V-202", 7.2, True)
    # cabinet RC-1 with manifold and three release cocks
    _box_eq(s, *P(240, 20), *P(342, 330))
    L(248, 34, "RC-1", 8, True)
    L(248, 45, "Releasecabinet", 6.3)
    L(248, 55, "(fire control station)", 6.3)
    _box_eq(s, *P(324, 24), *P(336, 36))
    L(302, 48, "DS-7", 7.2, True)
    ln(240, 140, 262, 140)
    ln(262, 90, 262, 300)
    tags = [("V-203", 100), ("V-204", 190), ("V-205", 280)]
    for tag, y in tags:
        ln(262, y, 342, y)
        _valve(s, *P(298, y))
        L(285, y - 10, tag, 7.2, True)
        ln(298, y + 6, 298, y + 16)
        L(302, y + 18, "vent", 5.8)
    ln(262, 300, 276, 312)
    L(270, 322, "TC-8", 7.2, True)
    # group lines with pressure switches and the quick-closing valves
    groups = [
        (100, "PS-61", ["Q-11", "Q-12", "Q-13"], "Group 1: service / settling tanks"),
        (190, "PS-62", ["Q-21", "Q-22"], "Group 2: fuel storage tanks"),
        (280, "PS-63", ["Q-31", "Q-32"], "Group 3: lubricating oil tanks"),
    ]
    for y, ps, qs, text in groups:
        xs = [395 + 35 * k for k in range(len(qs))]
        ln(342, y, xs[-1], y)
        ln(360, y, 360, y + 9)
        _instr(s, *P(360, y + 17), r=8)
        L(355, y + 20, "P", 6)
        L(349, y + 37, ps, 7.2, True)
        for x, q in zip(xs, qs, strict=True):
            ln(x, y, x, y + 14)
            _box_eq(s, *P(x - 9, y + 14), *P(x + 9, y + 28))
            _valve(s, *P(x, y + 38))
            L(x - 11, y + 54, q, 7.2, True)
        L(348, y + 66, text, 6.3)
    s.finish(color=(0, 0, 0), width=0.9, closePath=False)
    s.commit()
    s2 = pg.page.new_shape()
    s2.draw_polyline([P(218, 80), P(232, 80), P(232, 112)])
    s2.finish(color=(0.1, 0.3, 0.8), width=0.7, dashes="[3 2] 0", closePath=False)
    s2.commit()
    L(200, 120, "to AMS", 6.3)
    # legend
    ly = 350
    L(0, ly, "Legend", 8, True)
    items = [
        ("AR-1", "Airreceiver 50 l (release-air)"),
        ("V-201", "Supply-shutoff-valve control-air"),
        ("NV-2", "Non-return-valve"),
        ("SV-3", "Safetyvalve 8,0 bar"),
        ("PI-1", "Pressuregauge 0 - 16 bar"),
        ("PT-4", "Pressuretransmitter, low-pressure-alarm"),
        ("DV-5", "Drainvalve Airreceiver"),
        ("V-202", "Receiver-outlet-valve (sealed open)"),
        ("RC-1", "Releasecabinet"),
        ("DS-7", "Doorswitch Releasecabinet"),
        ("V-203", "Release-cock group 1 (3-way)"),
        ("V-204", "Release-cock group 2 (3-way)"),
        ("V-205", "Release-cock group 3 (3-way)"),
        ("TC-8", "Testconnection on manifold"),
        ("PS-61 - 63", "Pressureswitch group released"),
        ("Q-11 - Q-32", "Quick-closing-valve w. closing-piston"),
    ]
    for i, (tag, desc) in enumerate(items):
        cx = 0 if i < 8 else 245
        cy = ly + 13 + (i % 8) * 11
        L(cx, cy, tag, 6.8, True)
        L(cx + 54, cy, desc, 6.4)


_WB_STYLE = {
    "h1": 13.0,
    "h2": 10.6,
    "body": 9.1,
    "hcolor": (0.05, 0.3, 0.2),
    "h1rule": True,
    "olfmt": "{}.",
}

WENDEBORG = {
    "file": "wendeborg-sfa12-qcv-remote-release.pdf",
    "title": "Wendeborg SFA-12 remote release system for quick-closing valves - Operating manual",
    "maker": "Wendeborg Armaturen GmbH",
    "style": _WB_STYLE,
    "hdr_left": "WENDEBORG ARMATUREN",
    "hdr_right": "SFA-12  Betriebsanleitung / Operating manual  BA-SFA12-E  Ed. 2019-03",
    "ftr_left": "Wendeborg Armaturen GmbH, Bremerhaven  -  translation of the original manual",
    "ftr_fmt": "Page {n} of {total}",
    "cover": _cover(
        "WENDEBORG ARMATUREN",
        ["SFA-12", "Remote-release-system", "for quick-closing-valves of fuel- and oil-tanks"],
        [
            "Pneumatic Fernauslösung with Airreceiver and Releasecabinet, 3 release-groups",
            "Operating manual BA-SFA12-E, edition 2019-03",
            "Translation of the original manual (German)",
        ],
        band=(0.05, 0.3, 0.2),
        foot="Wendeborg Armaturen GmbH  -  Am Fischereihafen 41  -  Bremerhaven",
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
                        ("2", "Systemdescription", 3),
                        ("2.3", "Systemscheme", 4),
                        ("3", "Technical data", 5),
                        ("4", "Valvelist", 5),
                        ("5", "Operation: release and reset", 6),
                        ("6", "Functiontests", 7),
                        ("7", "Maintenance", 7),
                        ("8", "Alarms and spareparts", 8),
                    ],
                ),
                (
                    "p",
                    "In this manual the chapters carry only their numbers. Pressures are "
                    "overpressures in bar.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1"),
                (
                    "p",
                    "The SFA-12 Remote-release-system serves the quick closing of the "
                    "outlet-valves of fuel- and lubricatingoil-tanks from a place outside of "
                    "the engineroom. Only instructed personnel may operate or maintain the "
                    "system.",
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "A release of group 1 stops the fuel supply to main engine and "
                        "auxiliary engines. Blackout and loss of propulsion are the "
                        "consequence. Release only by order of the master or chief engineer, "
                        "or in case of fire.",
                    ),
                ),
                (
                    "ul",
                    [
                        "Before works at release-lines or closing-pistons the Airreceiver AR-1 "
                        "is to be shut off with V-202 and the lines are to be depressurised.",
                        "The Releasecabinet RC-1 is to be kept closed; the key hangs in the "
                        "glass-box beside the cabinet.",
                        "Never set the Safetyvalve SV-3 higher than 8,0 bar.",
                    ],
                ),
                ("h1", "2"),
                (
                    "p",
                    "The system consists of the Airreceiver AR-1, the Releasecabinet RC-1 "
                    "with three Release-cocks, the release-lines (copper pipe) and the "
                    "closing-pistons on the quick-closing-valves. The Airreceiver is filled "
                    "from the control-air-net over the Non-return-valve NV-2; so the release "
                    "is possible also when the control-air-compressor is stopped or the "
                    "control-air-net is destroyed.",
                ),
                ("h2", "2.1"),
                (
                    "p",
                    "In normal position the Release-cock connects the group-line with the "
                    "atmosphere (vent). In position RELEASE the Release-cock connects the "
                    "group-line with the Airreceiver; the closing-pistons of all valves of "
                    "this group push the trip-latch and the valves close by their "
                    "closing-spring. The valves stay closed also when the air pressure falls "
                    "again.",
                ),
                ("h2", "2.2"),
                (
                    "p",
                    "The valves are divided in three release-groups: group 1 = service- and "
                    "settling-tanks, group 2 = storage-tanks fuel, group 3 = "
                    "lubricatingoil-tanks. For each group a Pressureswitch (PS-61, PS-62, "
                    "PS-63) gives the message group released to the alarm-system. The opening "
                    "of the cabinet-door is signalled by the Doorswitch DS-7.",
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "2.3"),
                (
                    "pi",
                    "Picture 2-3: Systemscheme SFA-12, standard-execution with 7 valves "
                    "(dashed = electric signal)",
                ),
                ("draw", (455, _sfa_schematic)),
                (
                    "p",
                    "The Receiver-outlet-valve V-202 is sealed in open position and may only "
                    "be closed for works and for the tightness-test. The Testconnection TC-8 "
                    "(G 1/4 with cap) serves for the connection of a test-manometer.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3"),
                (
                    "table",
                    {
                        "cols": ["Size", "Value", "Remark"],
                        "rows": [
                            ["Airreceiver AR-1, content", "50 l", "welded, RAL 3000"],
                            ["Airreceiver design-pressure", "10 bar", ""],
                            ["Working-pressure", "6 - 7 bar", "from control-air-net"],
                            ["Low-pressure-alarm PT-4", "5,0 ± 0,2 bar", "falling pressure"],
                            ["Minimum release-pressure", "4,0 bar", "at the farthest valve"],
                            ["Safetyvalve SV-3, set-pressure", "8,0 bar", "sealed"],
                            ["Releases without refilling", "3", "all groups one after other"],
                            ["Valve-closing-time after release", "max. 3 s", ""],
                            ["Closing-piston stroke", "22 ± 0,5 mm", ""],
                            ["Closing-piston seals", "FKM", "seal-kit WB-7705"],
                            ["Release-line", "Cu 10 x 1 mm", "max. 60 m per group"],
                            ["Pressuretransmitter PT-4", "4 - 20 mA = 0 - 16 bar", "2-wire"],
                            ["Ambient temperature RC-1", "0 - 45 °C", ""],
                        ],
                        "widths": [2.6, 1.8, 2.0],
                        "ruled": False,
                        "size": 8.8,
                    },
                ),
                ("h1", "4"),
                (
                    "p",
                    "The valvelist shows the quick-closing-valves of the standard-execution. "
                    "The ship-specific list is in the drawing 12-400-Z of the shipyard.",
                ),
                (
                    "table",
                    {
                        "cols": ["Tag", "Tank / outlet", "DN", "Group", "Closing-piston"],
                        "rows": [
                            ["Q-11", "HFO service-tank outlet", "80", "1", "K-50"],
                            ["Q-12", "HFO settling-tank outlet", "100", "1", "K-50"],
                            ["Q-13", "MGO service-tank outlet", "65", "1", "K-40"],
                            ["Q-21", "HFO storage-tank PS", "125", "2", "K-63"],
                            ["Q-22", "HFO storage-tank SB", "125", "2", "K-63"],
                            ["Q-31", "LO storage-tank main engine", "65", "3", "K-40"],
                            ["Q-32", "Cylinderoil storage-tank", "50", "3", "K-40"],
                        ],
                        "widths": [0.7, 2.8, 0.6, 0.7, 1.3],
                        "size": 8.6,
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5"),
                ("h2", "5.1"),
                ("p", "Release in case of fire:"),
                (
                    "ol",
                    [
                        "Break the glass-box and take the key; open the Releasecabinet RC-1. "
                        "The Doorswitch DS-7 gives alarm A2 at the alarm-system.",
                        "Turn the Release-cock of the group (V-203, V-204 or V-205) by 90° "
                        "from NORMAL to RELEASE.",
                        "Control at PI-1: per valve the pressure falls by approx. 0,3 bar. "
                        "The valves are closed after max. 3 s; the message group released "
                        "comes from PS-61, PS-62 or PS-63.",
                        "Leave the Release-cock in position RELEASE until the order for reset.",
                    ],
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "If PI-1 shows under 4,0 bar, release the groups one after the other "
                        "and begin with group 1.",
                    ),
                ),
                ("h2", "5.2"),
                ("p", "Resetting after a release:"),
                (
                    "ol",
                    [
                        "Only after the fire is extinguished and with permission of the "
                        "chief engineer.",
                        "Turn the Release-cock back to NORMAL. The group-line is vented, the "
                        "closing-pistons go back by spring.",
                        "At each valve turn the Valvehandwheel clockwise to the stop "
                        "(closing direction); the trip-latch engages audibly.",
                        "Open the valve with the Valvehandwheel counterclockwise completely, "
                        "approx. 6 turns at DN 80, approx. 9 turns at DN 125.",
                        "Control that the position-indicator at the valve shows OPEN (green).",
                        "Close the Releasecabinet and hang the key back in the glass-box; "
                        "replace the glass.",
                    ],
                ),
                ("h2", "5.3"),
                (
                    "p",
                    "After each release control the pressure in the Airreceiver: it must be "
                    "again 6 - 7 bar within 10 min. If the control-air-net is not available, "
                    "fill AR-1 over the Testconnection TC-8 from a nitrogen-bottle with "
                    "pressure-reducer, max. 7 bar.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6"),
                ("h2", "6.1"),
                (
                    "p",
                    "Monthly: local-test of each valve with the Triplever at the valve. Pull "
                    "the lever approx. 20 mm; the valve must close completely. Reset as "
                    "5.2, steps 3 to 5.",
                ),
                ("h2", "6.2"),
                (
                    "p",
                    "Every 3 months: remote-release-test per group from RC-1, in harbour and "
                    "with permission of the chief engineer, the engines stopped or supplied "
                    "from another tank. Measure the closing-time with a stopwatch; it may be "
                    "max. 3 s. Note the pressure drop at PI-1.",
                ),
                ("h2", "6.3"),
                (
                    "p",
                    "Yearly: tightness-test of the group-lines. Block the closing-pistons "
                    "with the blocking-pins (in the tool-box of RC-1), set the Release-cock to "
                    "RELEASE and close V-202. The pressure drop at PI-1 may be max. 0,2 bar in "
                    "10 min. Remove the blocking-pins after the test!",
                ),
                ("h2", "6.4"),
                (
                    "p",
                    "Every 3 months: alarm-test PT-4. Close V-201 and open DV-5 slowly. The "
                    "alarm A1 must come at 5,0 ± 0,2 bar. Close DV-5, open V-201.",
                ),
                ("h1", "7"),
                (
                    "table",
                    {
                        "cols": ["Work", "Interval"],
                        "rows": [
                            ["Drain condensate-water from AR-1 with DV-5", "weekly"],
                            ["Trip-latch: clean, grease with molybdenum-paste", "12 months"],
                            ["Safetyvalve SV-3: lift by hand-lever", "12 months"],
                            ["Release-lines: control for damage and clamps", "12 months"],
                            ["Closing-piston seals: exchange (seal-kit WB-7705)", "5 years"],
                            ["Airreceiver: inner inspection", "5 years or flag rule"],
                        ],
                        "widths": [4.0, 1.6],
                        "ruled": False,
                        "size": 8.8,
                    },
                ),
                (
                    "p",
                    "Use for the closing-pistons only the Wendeborg seal-kit; O-rings of NBR "
                    "get hard by the heat near the tanks and make the closing slow.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "8"),
                (
                    "table",
                    {
                        "cols": ["Code", "Message", "Cause", "Measure"],
                        "rows": [
                            [
                                "A1",
                                "Release-air pressure low",
                                "PT-4 under 5,0 bar; control-air-net off; leakage",
                                "Control V-201 open and NV-2; leakage-search with spray",
                            ],
                            [
                                "A2",
                                "Releasecabinet open",
                                "Door of RC-1 open (DS-7)",
                                "Close door; if door is closed, control DS-7",
                            ],
                            [
                                "A3",
                                "Group 1 released",
                                "PS-61: pressure in group-line 1",
                                "If not wanted: Release-cock to NORMAL, reset valves (5.2)",
                            ],
                            ["A4", "Group 2 released", "PS-62: pressure in group-line 2", "as A3"],
                            ["A5", "Group 3 released", "PS-63: pressure in group-line 3", "as A3"],
                            [
                                "A6",
                                "PT-4 failure",
                                "Signal under 3,6 mA or over 21 mA, wire-break",
                                "Control cable; exchange PT-4",
                            ],
                        ],
                        "widths": [0.5, 1.6, 2.2, 2.4],
                        "size": 8.6,
                    },
                ),
                (
                    "table",
                    {
                        "cols": ["Article-no.", "Sparepart"],
                        "rows": [
                            ["WB-7705", "Seal-kit closing-piston K-40 / K-50 / K-63"],
                            ["WB-7710", "Pressuretransmitter PT-4, 0 - 16 bar"],
                            ["WB-7715", "Pressureswitch PS-6x, 0,5 - 8 bar"],
                            ["WB-7720", "Release-cock 3-way, complete"],
                            ["WB-7730", "Doorswitch DS-7 with actuator"],
                            ["WB-7740", "Blocking-pins, set of 7"],
                        ],
                        "widths": [1.2, 4.0],
                        "size": 8.6,
                    },
                ),
            ]
        },
    ],
}


# ================================================================ 4. Ashgrove HPV


_AG_STYLE = {
    "font": "tiro",
    "h1": 13.5,
    "h2": 11.0,
    "body": 10.0,
    "hcolor": (0.12, 0.18, 0.4),
    "h1rule": False,
}

ASHGROVE = {
    "file": "ashgrove-hpv-pressure-vacuum-valves.pdf",
    "title": "Ashgrove HPV series high-velocity pressure/vacuum valves - Installation, "
    "operation and maintenance",
    "maker": "Ashgrove Vent Engineering Ltd",
    "style": _AG_STYLE,
    "hdr_left": "ASHGROVE VENT ENGINEERING",
    "hdr_right": "HPV Series P/V Valves  -  IOM-HPV Issue 4",
    "ftr_left": "Ashgrove Vent Engineering Ltd, Sunderland, United Kingdom",
    "ftr_fmt": "Page {n}",
    "cover": _cover(
        "ASHGROVE",
        ["HPV Series", "High-Velocity Pressure/Vacuum Valves", "for cargo tank venting"],
        [
            "Sizes HPV-80, HPV-100, HPV-150, HPV-200, HPV-250",
            "Installation, Operation and Maintenance Manual IOM-HPV, Issue 4",
            "Keep this manual with the cargo venting system documentation.",
        ],
        band=(0.12, 0.18, 0.4),
        foot="Ashgrove Vent Engineering Ltd  -  Sunderland SR5  -  United Kingdom",
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
                        ("2", "Safety", 3),
                        ("3", "Description", 4),
                        ("4", "Standard Settings", 4),
                        ("5", "Dimensions and Capacities", 5),
                        ("6", "Installation", 6),
                        ("7", "Operation and Testing", 6),
                        ("8", "Maintenance", 7),
                        ("9", "Fault Finding", 8),
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Introduction"),
                (
                    "p",
                    "This manual covers the Ashgrove HPV series of high-velocity "
                    "pressure/vacuum (P/V) valves, sizes HPV-80 to HPV-250, for the venting "
                    "of cargo tanks on oil and chemical tankers. Each valve combines a "
                    "pressure relief side with a high-velocity discharge and a vacuum relief "
                    "side protected by a flame screen. Valves with a heating jacket (suffix "
                    "-H) are covered by a separate supplement.",
                ),
                ("h1", "2  Safety"),
                (
                    "box",
                    (
                        "WARNING",
                        "The valve is the last protection of the tank structure against over- "
                        "and under-pressure. Never block, gag or tie down the pallets and never "
                        "remove the flame screen while cargo, ballast or inert gas is being "
                        "handled.",
                    ),
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Work on a valve may only start when the tank is isolated and a "
                        "gas-free certificate has been issued. Cargo residues in the valve can "
                        "be toxic or flammable.",
                    ),
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "The pallets are heavy. Lift the pressure pallet of HPV-200 and "
                        "HPV-250 with a hoist only.",
                    ),
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "The set pressure and set vacuum are stamped on the nameplate. The "
                        "nameplate takes precedence over Table 4.1.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  Description"),
                (
                    "p",
                    "3.1  Pressure side. The weighted pressure pallet lifts when the tank "
                    "pressure reaches the set pressure. The vapour leaves through the "
                    "high-velocity nozzle vertically upwards with an efflux velocity of not "
                    "less than 30 m/s at all flow rates, so that the vapour is carried clear "
                    "of the deck. The pallet reseats when the tank pressure falls.",
                ),
                (
                    "p",
                    "3.2  Vacuum side. The vacuum pallet opens inwards when the tank vacuum "
                    "reaches the set vacuum. Air enters through the flame screen, a "
                    "316 stainless steel crimped ribbon element behind the vacuum cover.",
                ),
                (
                    "p",
                    "3.3  Check-lift device. A lever on the side of the body lifts both "
                    "pallets off their seats to show that they move freely. The lever returns "
                    "by its own weight.",
                ),
                ("h1", "4  Standard Settings"),
                ("caption", "Table 4.1  Standard settings"),
                (
                    "table",
                    {
                        "groups": [("", 1), ("Pressure side", 2), ("Vacuum side", 2), ("", 1)],
                        "cols": ["Code", "mbar", "mmWG", "mbar", "mmWG", "Typical service"],
                        "rows": [
                            ["P1", "140", "1430", "-35", "-355", "Crude oil and product tankers"],
                            ["P2", "175", "1785", "-35", "-355", "Crude oil and product tankers"],
                            ["P3", "210", "2140", "-35", "-355", "Chemical tankers"],
                            ["P4", "210", "2140", "-70", "-715", "Chemical tankers"],
                            [
                                "P5",
                                "250",
                                "2550",
                                "-70",
                                "-715",
                                "Chemical tankers, strengthened tanks",
                            ],
                        ],
                        "widths": [0.6, 0.7, 0.8, 0.7, 0.8, 2.6],
                        "size": 9.0,
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "Tolerance on set pressure and set vacuum is ± 5 %. Full flow is reached "
                    "at 10 % over the set pressure; the pressure pallet reseats at not less "
                    "than 80 % of the set pressure. Other settings can be supplied to order "
                    "within 100 to 300 mbar (pressure) and -20 to -100 mbar (vacuum).",
                ),
            ]
        },
        {
            "sideways": True,
            "blocks": [
                ("h1", "5  Dimensions and Capacities"),
                (
                    "p",
                    "Capacities are for air at 15 °C with the valve at setting P2, at 10 % "
                    "overpressure (pressure side) and at -35 mbar (vacuum side). For other "
                    "settings and vapour densities use the Ashgrove sizing program AVS.",
                ),
                ("caption", "Table 5.1  Dimensions and capacities"),
                (
                    "table",
                    {
                        "cols": [
                            "Model",
                            "Inlet",
                            "Flange",
                            "Height A (mm)",
                            "Width B (mm)",
                            "Weight (kg)",
                            "Pressure flow (m³/h)",
                            "Vacuum flow (m³/h)",
                            "Flame screen part no.",
                            "Pallet seal part no.",
                        ],
                        "rows": [
                            [
                                "HPV-80",
                                "DN 80",
                                "PN 16",
                                "620",
                                "310",
                                "28",
                                "1350",
                                "780",
                                "AG-FS-080",
                                "AG-PS-080",
                            ],
                            [
                                "HPV-100",
                                "DN 100",
                                "PN 16",
                                "705",
                                "360",
                                "39",
                                "2100",
                                "1250",
                                "AG-FS-100",
                                "AG-PS-100",
                            ],
                            [
                                "HPV-150",
                                "DN 150",
                                "PN 16",
                                "860",
                                "455",
                                "64",
                                "4700",
                                "2650",
                                "AG-FS-150",
                                "AG-PS-150",
                            ],
                            [
                                "HPV-200",
                                "DN 200",
                                "PN 16",
                                "1015",
                                "540",
                                "98",
                                "8300",
                                "4600",
                                "AG-FS-200",
                                "AG-PS-200",
                            ],
                            [
                                "HPV-250",
                                "DN 250",
                                "PN 16",
                                "1170",
                                "630",
                                "141",
                                "12900",
                                "7200",
                                "AG-FS-250",
                                "AG-PS-250",
                            ],
                        ],
                        "widths": [1.0, 0.8, 0.8, 0.9, 0.9, 0.8, 1.0, 1.0, 1.3, 1.3],
                        "size": 9.0,
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "Flanges are drilled to EN 1092-1 PN 16 as standard; ASME B16.5 Class 150 "
                    "drilling to order. Height A is from the inlet flange face to the top of "
                    "the nozzle; width B is over the check-lift lever.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "6  Installation"),
                (
                    "ol",
                    [
                        "Remove the red transport lock (locking screw through the pallet "
                        "guide) before commissioning. A valve with the transport lock fitted "
                        "will not relieve pressure.",
                        "Install the valve vertical; maximum inclination 3°.",
                        "The outlet must be at least 2 m above the cargo tank deck and at "
                        "least 10 m from air intakes and openings to accommodation and "
                        "machinery spaces.",
                        "Use a new gasket and tighten the deck flange bolts crosswise to the "
                        "torque in Table 8.2.",
                        "The drain plug must point outboard and be accessible.",
                    ],
                ),
                ("h1", "7  Operation and Testing"),
                (
                    "p",
                    "7.1  Check-lift. Operate the check-lift lever before every loading, "
                    "discharging and ballasting operation and at least weekly at sea. Move "
                    "the lever fully to its stop three times. It must move freely and fall "
                    "back. Stiff movement indicates ice, polymerised cargo or corrosion; do "
                    "not start cargo operations until the cause is cleared.",
                ),
                (
                    "p",
                    "7.2  Cold weather. At ambient temperatures below 0 °C repeat the "
                    "check-lift every 4 hours during cargo operations, and keep the drain "
                    "plug area free of ice.",
                ),
                (
                    "p",
                    "7.3  Set pressure test. Test only on the Ashgrove test bench TB-2 or an "
                    "equivalent bench with a water-column manometer. The pressure pallet "
                    "must start to lift at the set pressure ± 5 %. Record the result on the "
                    "valve test card.",
                ),
                (
                    "box",
                    (
                        "CAUTION",
                        "Never test the valve by pressurising the cargo tank above its set "
                        "pressure.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "8  Maintenance"),
                ("caption", "Table 8.1  Inspection schedule"),
                (
                    "table",
                    {
                        "cols": ["Task", "Interval", "Notes"],
                        "rows": [
                            [
                                "Check-lift of both pallets",
                                "Before each cargo operation; at least weekly",
                                "Section 7.1",
                            ],
                            [
                                "Remove drain plug, drain condensate",
                                "Monthly",
                                "Refit with PTFE tape",
                            ],
                            [
                                "Inspect and clean flame screen",
                                "Every 6 months and after each polymerising cargo",
                                "Section 8.2",
                            ],
                            [
                                "Inspect pallet seals and seats",
                                "Every 12 months",
                                "Replace seal if cut, hard or swollen",
                            ],
                            [
                                "Overhaul and set pressure test",
                                "Every 5 years or at dry-docking",
                                "On test bench, Section 7.3",
                            ],
                        ],
                        "widths": [2.2, 2.2, 1.8],
                        "size": 9.0,
                    },
                ),
                (
                    "p",
                    "8.2  Flame screen. Remove the six M12 cover nuts and lift off the vacuum "
                    "cover. Withdraw the screen element. Soak it in a suitable solvent and "
                    "blow through with compressed air from the clean side. Do not use a wire "
                    "brush. Replace the element if the ribbon is distorted or any gap is "
                    "visibly opened.",
                ),
                (
                    "p",
                    "8.3  Seats. Lap the seat rings with 600 grit lapping compound. The "
                    "maximum total lapping depth is 0.5 mm; beyond that, replace the seat ring.",
                ),
                ("caption", "Table 8.2  Tightening torques"),
                (
                    "table",
                    {
                        "cols": ["Joint", "Thread", "Torque"],
                        "rows": [
                            ["Vacuum cover nuts", "M12", "40 Nm"],
                            ["Nozzle hood bolts", "M10", "25 Nm"],
                            ["Pallet guide lock nut", "M16", "60 Nm"],
                            ["Deck flange bolts, HPV-80 to HPV-150", "M16", "110 Nm"],
                            ["Deck flange bolts, HPV-200 and HPV-250", "M20", "210 Nm"],
                        ],
                        "widths": [3.4, 1.0, 1.0],
                        "size": 9.0,
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "9  Fault Finding"),
                (
                    "table",
                    {
                        "cols": ["Symptom", "Possible cause", "Remedy"],
                        "rows": [
                            [
                                "Tank pressure rises above setting, valve does not open",
                                "Pressure pallet stuck by polymer, ice or corrosion; transport "
                                "lock not removed",
                                "Check-lift; clean pallet and guide; remove transport lock",
                            ],
                            [
                                "Valve chatters (rapid opening and closing)",
                                "Flow far below valve capacity; worn guide bush",
                                "Check sizing with AVS; replace guide bush",
                            ],
                            [
                                "Vapour leaks past closed pressure pallet",
                                "Seal damaged; dirt or cargo residue on seat",
                                "Clean seat; replace seal; lap seat (8.3)",
                            ],
                            [
                                "Tank vacuum alarm, vacuum side does not open",
                                "Flame screen clogged; vacuum pallet stuck",
                                "Clean flame screen (8.2); free vacuum pallet",
                            ],
                            [
                                "Check-lift lever stiff",
                                "Corroded lever shaft bushes; ice",
                                "De-ice with steam or warm water, never with a hammer; "
                                "renew bushes",
                            ],
                            [
                                "Water in valve body",
                                "Drain plug not opened; nozzle hood damaged",
                                "Drain monthly; replace hood",
                            ],
                        ],
                        "widths": [2.0, 2.2, 2.2],
                        "size": 9.0,
                    },
                ),
                (
                    "p",
                    "If a fault cannot be cleared, isolate the tank from cargo operations "
                    "and contact Ashgrove service with the serial number from the nameplate.",
                ),
            ]
        },
    ],
}
