"""Four made-up manuals of other equipment by other makers, held-out set 35a (written blind).

Written without running Shipmate or reading its code, for bench/other_makers_held35a.jsonl.
Each maker writes its own way, and three of them write the way earlier sets never did:

- Delaroche Cuisine Marine (FMR-4E / FMR-6E electric galley range, France) writes a notice
  translated word for word from French in Times: "the apparatus", "putting in service",
  "pieces of rechange", "rearming", "IMPORTANT :" and "ATTENTION" boxes, decimal commas
  ("2,6 kW", "80 N.m"); a general table, a power / current table with a TWO-LEVEL header
  (3 x 400 V - 50 Hz / 3 x 440 V - 60 Hz over kW and A), a plate power by switch position
  table printed as a PICTURE (no text layer), a maintenance plan with X marks on a LANDSCAPE
  page, an anomaly / probable cause / remedy table and a spare parts list.
- Holmqvist Termoteknik (HVE 24 electric preheater with TC-40 thyristor controller for the
  fuel oil separator, Sweden) writes a terse Scandinavian checklist manual: lettered sections
  (A SYSTEM, B START ...), "\u25a1 1" tick boxes, one-line sentences, "min.", "approx.";
  a tagged SCHEMATIC (P-1, PT-4, V-201 ... V-203, SV-204, HE-1, AV-8, DV-7, TSH-2, TT-1,
  TI-3, PI-5, FS-6, V-209, S-1, TC-40) with a legend, a BORDERLESS parameter table, an alarm
  code table and a maintenance interval matrix with tick boxes and a Sign column.
- Shiomi Bosai (SD-24H sample extracting smoke detecting system for cargo holds, Japan) writes
  Japanese yard English in Courier ("chk", "abt.", "F.D.", "3WV", "mmAq", "kgf/cm2", "deg.C",
  "-150~-250 mmAq", "(Attention)") with "3.2.1" paragraphs; a models table whose merged cells
  are printed as repeated text, a borderless abbreviation table, an alarm list that runs over
  a PAGE BREAK without its header repeated, an interval table, a trouble / cause / remedy
  table and a spare parts list full of abbreviations (ASS'Y, W/, F/, FLT ELEM., BRG, RLY).
- Penhallow Lift Engineering (PL-250 goods-only provision lift, UK) writes the whole manual as
  QUESTIONS AND ANSWERS (Q1 ... Q19 in four parts, the contents page lists the questions); a
  wide lift data table printed SIDEWAYS on a portrait page, a display code table, a check
  interval matrix and procedures as numbered answers.

Every page is an explicit list of blocks laid out top to bottom; a block that does not fit
raises, so a question's page is the page its block is listed on. PyMuPDF only, deterministic,
no network, no files outside `folder`.
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
    for spec in (DELAROCHE, HOLMQVIST, SHIOMI, PENHALLOW):
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
        "ATTENTION": (0.9, 0.45, 0.0),
        "IMPORTANT": (0.1, 0.15, 0.45),
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
        sub = sub or num[:1] == "Q"
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


# ================================================================ 1. Delaroche FMR-E


_DL_STYLE = {
    "font": "tiro",
    "h1": 12.8,
    "h2": 10.8,
    "body": 9.6,
    "hcolor": (0.1, 0.15, 0.45),
    "h1rule": True,
    "olfmt": "{}.",
}

DELAROCHE = {
    "file": "delaroche-fmr6e-galley-range.pdf",
    "title": "Delaroche FMR-4E / FMR-6E marine electric range - Notice of installation, "
    "utilisation and maintenance",
    "maker": "Delaroche Cuisine Marine S.A.",
    "style": _DL_STYLE,
    "hdr_left": "DELAROCHE CUISINE MARINE",
    "hdr_right": "RANGES FMR-E  -  NOTICE N\u00b0 612-EN  Ed. 3",
    "ftr_left": "Delaroche Cuisine Marine S.A.  -  Z.I. du Port, 44600 Saint-Nazaire, France"
    "  -  Translation of the original notice",
    "ftr_fmt": "Page {n}/{total}",
    "cover": _cover(
        "DELAROCHE CUISINE MARINE",
        ["FMR-4E / FMR-6E", "ELECTRIC RANGE FOR SHIPS", "plates and ventilated oven"],
        [
            "NOTICE OF INSTALLATION, UTILISATION AND MAINTENANCE",
            "Notice n\u00b0 612-EN, edition 3  -  translation of the original notice in French",
            "To conserve near the apparatus during all its life.",
            "The apparatus is conform to the directive 2014/90/EU (marine equipment).",
        ],
        band=(0.1, 0.15, 0.45),
        foot="Delaroche Cuisine Marine S.A.  -  Saint-Nazaire  -  service-apres-vente@delaroche-cm.fr",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "SUMMARY"),
                (
                    "toc",
                    [
                        ("1.", "PRESENTATION OF THE APPARATUS", 3),
                        ("2.", "TECHNICAL CHARACTERISTICS", 3),
                        ("3.", "INSTALLATION", 4),
                        ("4.", "PUTTING IN SERVICE", 4),
                        ("5.", "UTILISATION", 5),
                        ("6.", "CLEANING AND MAINTENANCE", 6),
                        ("7.", "ANOMALIES AND REMEDIES", 7),
                        ("8.", "PIECES OF RECHANGE (SPARE PARTS)", 7),
                    ],
                ),
                ("h2", "Conventions of this notice"),
                (
                    "p",
                    "IMPORTANT : indicates an instruction which must absolutely be respected "
                    "for the security of the personnel and of the apparatus.",
                ),
                (
                    "p",
                    "Attention ! indicates a risk of damage of the apparatus or of burns.",
                ),
                (
                    "p",
                    "The values are given with the comma as decimal sign (2,6 kW = 2.6 kW). "
                    "The indications left / right are given for a person in front of the "
                    "apparatus.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1. PRESENTATION OF THE APPARATUS"),
                (
                    "p",
                    "The apparatus FMR-E is an electric range for the galleys of ships, "
                    "realised in stainless steel AISI 304 of 1,5 mm thickness. It comprises "
                    "plates in cast iron of diameter 220 mm and 300 mm, one oven with "
                    "ventilated enclosure (convection) under the plates, and a fiddle rail "
                    "all around the top with adjustable pan holders for the utilisation at "
                    "sea. The FMR-4E carries 4 plates; the FMR-6E carries 6 plates and a "
                    "bigger oven.",
                ),
                (
                    "p",
                    "The apparatus is destined exclusively to the cooking of foods by "
                    "professional personnel. Any other utilisation is considered as not "
                    "conform and engages only the responsibility of the user.",
                ),
                (
                    "box",
                    (
                        "IMPORTANT",
                        "The apparatus must be fixed to the deck before being put in service. "
                        "A range which is not fixed can displace itself with the rolling of "
                        "the ship and provoke grave accidents.",
                    ),
                ),
                ("h1", "2. TECHNICAL CHARACTERISTICS"),
                ("caption", "Table 1 - General characteristics"),
                (
                    "table",
                    {
                        "cols": ["Characteristic", "FMR-4E", "FMR-6E"],
                        "rows": [
                            ["Plates \u00d8 220 mm / \u00d8 300 mm", "2 / 2", "4 / 2"],
                            ["Useful volume of the oven", "65 l", "95 l"],
                            ["Oven grids GN 1/1 (levels)", "3", "4"],
                            [
                                "Adjustment of oven thermostat",
                                "50 - 300 \u00b0C",
                                "50 - 300 \u00b0C",
                            ],
                            ["Dimensions L x P x H", "800 x 900 x 900 mm", "1200 x 900 x 900 mm"],
                            ["Net weight", "210 kg", "295 kg"],
                            ["Degree of protection", "IPX4", "IPX4"],
                        ],
                        "widths": [2.2, 1.4, 1.4],
                        "boldfirst": True,
                        "size": 9.0,
                    },
                ),
                ("caption", "Table 2 - Electrical powers and currents (per phase)"),
                (
                    "table",
                    {
                        "groups": [("", 1), ("3 x 400 V - 50 Hz", 2), ("3 x 440 V - 60 Hz", 2)],
                        "cols": ["Element", "Power kW", "Current A", "Power kW", "Current A"],
                        "rows": [
                            ["Plate \u00d8 220 mm", "2,0", "5,0", "2,4", "5,5"],
                            ["Plate \u00d8 300 mm", "2,6", "6,5", "3,1", "7,2"],
                            ["Oven FMR-4E", "6,0", "8,7", "7,3", "9,5"],
                            ["Oven FMR-6E", "7,5", "10,8", "9,1", "11,9"],
                            ["Total FMR-4E", "15,2", "21,9", "18,4", "24,1"],
                            ["Total FMR-6E", "20,7", "29,9", "25,0", "32,8"],
                        ],
                        "widths": [1.8, 1.0, 1.0, 1.0, 1.0],
                        "boldfirst": True,
                        "size": 9.0,
                    },
                ),
                (
                    "pi",
                    "The powers at 440 V are the powers of the 400 V elements fed at 440 V. "
                    "Elements for 230 V are available on demand.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3. INSTALLATION"),
                (
                    "olx",
                    (
                        "3.{}",
                        [
                            "The installation is to be made by a qualified installer, "
                            "according to the rules of the classification society and to the "
                            "plan of the galley. It is advisable to leave a free space of "
                            "50 mm minimum at the back and on the sides for the ventilation of "
                            "the electrical compartment.",
                            "Put the apparatus horizontal with the 4 adjustable feet (course of "
                            "adjustment 0 - 40 mm) before the fixing. Control with a level "
                            "posed on the plates: the deviation admitted is 2 mm per metre.",
                            "Fixing to the deck: the range is fixed by 4 brackets welded to "
                            "the deck, with bolts M12 class 8.8 (furnished). Tightening torque "
                            "80 N.m. On a floor of wood or resin, make a doubling plate in "
                            "steel of 8 mm minimum under each bracket.",
                            "Electrical connection: the cable of supply arrives on the terminal "
                            "box X1 behind the lower front panel (kickplate). Section of the "
                            "cable: 4 x 6 mm\u00b2 for the FMR-4E, 4 x 10 mm\u00b2 for the "
                            "FMR-6E (copper, marine type, length up to 25 m). Protection in "
                            "the switchboard: fuses or breaker 32 A (FMR-4E) / 40 A (FMR-6E).",
                            "The conductor of earth is connected on the terminal PE of X1. "
                            "Make in addition an equipotential liaison of 16 mm\u00b2 between "
                            "the frame of the apparatus and the hull.",
                            "The hood of the galley must be in function when the apparatus is "
                            "used. Distance between the plates and the filters of the hood: "
                            "1,2 m minimum.",
                        ],
                    ),
                ),
                ("h1", "4. PUTTING IN SERVICE"),
                (
                    "p",
                    "Before the first putting in service, remove the protective film of the "
                    "stainless steel panels and clean with a damp cloth. Verify that no "
                    "object (documentation, packing) is left in the oven.",
                ),
                (
                    "olx",
                    (
                        "4.{}",
                        [
                            "Close the general switch of the apparatus Q1 (on the right lateral "
                            "panel). The green indicator POWER lights up.",
                            "Baking of the plates: the plates in cast iron are protected by a "
                            "coating which must be cured. Put each plate on position 3, without "
                            "pan, during 5 minutes, then let it cool down. A light smoke and an "
                            "odour are normal.",
                            "First heating of the oven: thermostat on 250 \u00b0C, door closed, "
                            "during 45 minutes, with the galley well ventilated, to eliminate "
                            "the odour of the insulation.",
                            "Put a light film of oil for plates on the cold plates.",
                        ],
                    ),
                ),
                (
                    "box",
                    (
                        "ATTENTION",
                        "Never let a plate in function without pan more than "
                        "5 minutes, except for the baking of the plates. The plate can deform "
                        "itself and its thermal limiter will act.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5. UTILISATION"),
                ("h2", "5.1 The plates"),
                (
                    "p",
                    "Each plate is commanded by a rotating switch with 7 positions (0 to 6). "
                    "Position 6 is for the rapid boiling, positions 1 and 2 for the "
                    "maintaining at temperature. Each plate comprises a thermal limiter which "
                    "reduces automatically the power when the plate is too hot (pan empty or "
                    "plate without pan); the orange indicator of the plate then blinks. It is "
                    "not a fault.",
                ),
                (
                    "imgtable",
                    {
                        "title": "Table 3 - Power of the plates following the position of the switch",
                        "cols": [
                            "Position",
                            "Plate \u00d8 220 mm (W)",
                            "Plate \u00d8 300 mm (W)",
                            "Utilisation",
                        ],
                        "rows": [
                            ["0", "0", "0", "Stop"],
                            ["1", "150", "220", "Maintaining hot"],
                            ["2", "300", "450", "Simmering, sauces"],
                            ["3", "500", "750", "Vegetables, baking of plates"],
                            ["4", "900", "1150", "Roasting, frying in pan"],
                            ["5", "1450", "1900", "Strong cooking"],
                            ["6", "2000", "2600", "Rapid boiling"],
                        ],
                        "widths": [0.8, 1.3, 1.3, 2.2],
                        "size": 9.0,
                        "below": "Values at 400 V. At 440 V the powers are about 20 % higher.",
                    },
                ),
                ("h2", "5.2 The oven"),
                (
                    "p",
                    "The thermostat of the oven is adjustable from 50 to 300 \u00b0C. The "
                    "fan of the enclosure functions when the door is closed; it stops "
                    "automatically at the opening of the door (door contact S7). The orange "
                    "indicator of the oven is lit while the elements heat; it extinguishes "
                    "when the temperature is attained.",
                ),
                (
                    "p",
                    "Time of pre-heating to attain 200 \u00b0C: about 15 minutes for the "
                    "FMR-4E, about 20 minutes for the FMR-6E.",
                ),
                ("h2", "5.3 Utilisation at sea"),
                (
                    "p",
                    "By rolling, use the pan holders (bars with clamps) and fill the pans to "
                    "2/3 maximum. By heavy sea (rolling superior to 15\u00b0) it is advisable "
                    "to cook only in the oven and in closed recipients. The door of the oven "
                    "is equipped with a sea latch with two positions: the door is blocked in "
                    "full opening and in closing.",
                ),
                ("h2", "5.4 Security thermostat of the oven"),
                (
                    "p",
                    "A security thermostat with manual rearming (limiter 330 \u00b0C) cuts "
                    "the elements of the oven in case of failure of the thermostat of "
                    "regulation. Its button of rearming is under the black cap, behind the "
                    "kickplate on the left. Before rearming, let the oven cool down and search "
                    "the cause (see chapter 7).",
                ),
            ]
        },
        {
            "landscape": True,
            "blocks": [
                ("h1", "6. CLEANING AND MAINTENANCE"),
                (
                    "p",
                    "Before all cleaning or intervention, put the general switch Q1 on 0 and "
                    "wait for the cooling of the plates (about 1 hour). Never clean the "
                    "apparatus with a jet of water: the apparatus is IPX4 (projections of "
                    "water only). The interventions marked Electrician are to be made by a "
                    "qualified person, with the supply cut and locked in the switchboard.",
                ),
                ("caption", "Table 4 - Plan of maintenance"),
                (
                    "table",
                    {
                        "cols": [
                            "N\u00b0",
                            "Operation",
                            "By",
                            "Each day",
                            "Each week",
                            "Each month",
                            "Each 6 months",
                            "Each year",
                        ],
                        "rows": [
                            [
                                "1",
                                "Clean the plates, dry them by heating 1 min on position 3, "
                                "put a light film of oil for plates",
                                "Cook",
                                "X",
                                "",
                                "",
                                "",
                                "",
                            ],
                            [
                                "2",
                                "Clean the drip tray, the fiddle rail and the pan holders",
                                "Cook",
                                "X",
                                "",
                                "",
                                "",
                                "",
                            ],
                            [
                                "3",
                                "Clean the enclosure of the oven with a product not corrosive "
                                "(no caustic soda)",
                                "Cook",
                                "",
                                "X",
                                "",
                                "",
                                "",
                            ],
                            [
                                "4",
                                "Control the gasket of the oven door; replace it if torn or "
                                "hardened",
                                "Engineer",
                                "",
                                "",
                                "X",
                                "",
                                "",
                            ],
                            [
                                "5",
                                "Control the sea latch of the door and the clamps of the pan "
                                "holders",
                                "Engineer",
                                "",
                                "",
                                "X",
                                "",
                                "",
                            ],
                            [
                                "6",
                                "Retighten the connections of the terminal box X1 and of the "
                                "contactors K1 to K8 (2,5 N.m)",
                                "Electrician",
                                "",
                                "",
                                "",
                                "X",
                                "",
                            ],
                            [
                                "7",
                                "Measure the insulation resistance of each element, "
                                "\u2265 1 M\u03a9 under 500 V",
                                "Electrician",
                                "",
                                "",
                                "",
                                "X",
                                "",
                            ],
                            [
                                "8",
                                "Control the bolts of fixing of the range on the deck (80 N.m)",
                                "Engineer",
                                "",
                                "",
                                "",
                                "",
                                "X",
                            ],
                            [
                                "9",
                                "Clean the fan wheel of the oven and the grids of ventilation "
                                "of the electrical compartment",
                                "Engineer",
                                "",
                                "",
                                "",
                                "",
                                "X",
                            ],
                            [
                                "10",
                                "Test the security thermostat of the oven (cut at 330 \u00b0C)",
                                "Service technician",
                                "",
                                "",
                                "",
                                "",
                                "X",
                            ],
                        ],
                        "widths": [0.4, 5.0, 1.3, 0.8, 0.8, 0.8, 0.9, 0.8],
                        "size": 8.8,
                    },
                ),
                (
                    "p",
                    "Products for the stainless steel: use only products for stainless steel "
                    "without chlorine. Never use steel wool: risk of spots of rust.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "7. ANOMALIES AND REMEDIES"),
                (
                    "table",
                    {
                        "cols": ["Anomaly", "Probable cause", "Remedy"],
                        "rows": [
                            [
                                "The green indicator POWER does not light",
                                "No supply; fuse of command F1 blown",
                                "Control the breaker in the switchboard; replace F1 "
                                "(2 A, 5 x 20 mm)",
                            ],
                            [
                                "One plate does not heat, the others heat",
                                "Switch of the plate defective; element of the plate cut",
                                "Measure the element cold: \u00d8 220 mm about 80 \u03a9, "
                                "\u00d8 300 mm about 62 \u03a9. Replace the plate.",
                            ],
                            [
                                "The plate heats weakly, the orange indicator blinks",
                                "Thermal limiter acts: pan with deformed bottom or too small",
                                "Use pans with flat bottom of the same diameter as the plate",
                            ],
                            [
                                "The oven does not heat, the fan turns",
                                "Security thermostat released (330 \u00b0C); contactor K2 "
                                "defective",
                                "Let cool, rearm the security thermostat (see 5.4); control K2",
                            ],
                            [
                                "The fan of the oven does not turn",
                                "Door contact S7 defective or door badly closed; motor of "
                                "the fan blocked",
                                "Adjust the door; replace S7; control the fan motor (0,25 kW)",
                            ],
                            [
                                "Cooking not uniform in the oven",
                                "Fan wheel dirty; gasket of the door torn",
                                "Clean the fan wheel; replace the gasket",
                            ],
                            [
                                "The breaker of the switchboard trips at the putting in service",
                                "Humidity in an element (insulation low)",
                                "Measure the insulation; if inferior to 1 M\u03a9, heat "
                                "30 min on position 1 to dry the element, then measure again",
                            ],
                        ],
                        "widths": [1.5, 1.7, 2.0],
                        "size": 8.8,
                    },
                ),
                ("h1", "8. PIECES OF RECHANGE (SPARE PARTS)"),
                (
                    "table",
                    {
                        "cols": ["Rep.", "Designation", "Reference", "Qty FMR-6E"],
                        "rows": [
                            [
                                "1",
                                "Plate cast iron \u00d8 220 mm, 2,0 kW, 400 V",
                                "DCM 612-101",
                                "4",
                            ],
                            [
                                "2",
                                "Plate cast iron \u00d8 300 mm, 2,6 kW, 400 V",
                                "DCM 612-102",
                                "2",
                            ],
                            ["3", "Switch 7 positions for plate", "DCM 612-110", "6"],
                            ["4", "Element of oven 2,5 kW", "DCM 612-120", "3"],
                            ["5", "Thermostat of regulation 50 - 300 \u00b0C", "DCM 612-130", "1"],
                            [
                                "6",
                                "Security thermostat 330 \u00b0C, manual rearming",
                                "DCM 612-131",
                                "1",
                            ],
                            ["7", "Fan motor 0,25 kW with wheel", "DCM 612-140", "1"],
                            ["8", "Gasket of oven door, silicone (4,2 m)", "DCM 612-150", "1"],
                            ["9", "Door contact S7", "DCM 612-155", "1"],
                            ["10", "Indicator orange / green 230 V", "DCM 612-160 / 161", "7 / 1"],
                        ],
                        "widths": [0.5, 3.2, 1.4, 0.9],
                        "size": 8.8,
                    },
                ),
                (
                    "p",
                    "For all order of pieces, indicate the type and the number of series of "
                    "the plate of identification (inside the lower front panel), the reference "
                    "and the quantity.",
                ),
            ]
        },
    ],
}


# ================================================================ 2. Holmqvist HVE 24


def _pump(s, x, y, r=12):
    s.draw_circle((x, y), r)
    s.draw_polyline([(x - r * 0.55, y - r * 0.8), (x + r, y), (x - r * 0.55, y + r * 0.8)])


def _heater_element(s, x0, x1, y):
    pts = []
    x = x0
    k = 0
    while x < x1:
        pts.append((x, y + (4 if k % 2 else -4)))
        x += 8
        k += 1
    s.draw_polyline(pts)


def _hve_schematic(pg, x0, y0, w, h):
    s = pg.page.new_shape()

    def P(x, y):
        return (x0 + x, y0 + y)

    def ln(a, b, c, d):
        s.draw_line(P(a, b), P(c, d))

    def L(x, y, t, size=6.8, bold=False):
        pg.text(x0 + x, y0 + y, t, size, bold)

    ym = 240
    # suction from settling tank, feed pump P-1
    ln(0, ym, 28, ym)
    L(0, ym + 24, "from HFO settling")
    L(0, ym + 33, "tank")
    _pump(s, *P(40, ym))
    L(30, ym - 18, "P-1", 7.4, True)
    ln(52, ym, 170, ym)
    # PT-4 on inlet
    ln(82, ym, 82, ym - 22)
    _instr(s, *P(82, ym - 31))
    L(78, ym - 28, "P", 6)
    L(52, ym - 28, "PT-4", 7.4, True)
    # bypass tee and V-201
    ln(108, ym, 108, 120)
    ln(108, 120, 440, 120)
    ln(440, 120, 440, ym)
    _valve(s, *P(275, 120))
    L(262, 108, "V-203", 7.4, True)
    L(332, 113, "bypass line", 6.2)
    _valve(s, *P(140, ym))
    L(127, ym + 18, "V-201", 7.4, True)
    # heater vessel HE-1
    _box_eq(s, *P(170, 200), *P(300, 285))
    L(176, 298, "HE-1  heater vessel", 7.4, True)
    for k, yy in enumerate((218, 242, 266)):
        _heater_element(s, x0 + 186, x0 + 284, y0 + yy)
        L(174, yy + 3, f"E{k + 1}", 5.6)
    # top: AV-8, SV-204, TSH-2
    ln(186, 200, 186, 186)
    _valve(s, *P(186, 178), vertical=True)
    ln(186, 170, 186, 164)
    L(160, 182, "AV-8", 7.4, True)
    ln(240, 200, 240, 186)
    _valve(s, *P(240, 178), vertical=True)
    ln(240, 170, 240, 150)
    ln(240, 150, 136, 150)
    L(246, 182, "SV-204", 7.4, True)
    L(136, 145, "to sludge tank", 6.2)
    ln(288, 200, 288, 190)
    _instr(s, *P(288, 181))
    L(283, 184, "T", 6)
    L(298, 188, "TSH-2", 7.4, True)
    # bottom: DV-7
    ln(196, 285, 196, 306)
    _valve(s, *P(196, 314), vertical=True)
    ln(196, 322, 196, 334)
    L(206, 318, "DV-7", 7.4, True)
    L(180, 346, "to drain tank", 6.2)
    # outlet line with TT-1, TI-3, PI-5, FS-6, V-202
    ln(300, ym, 440, ym)
    for x, tag, letter, dy in (
        (322, "TT-1", "T", 0),
        (348, "TI-3", "T", 0),
        (372, "PI-5", "P", 0),
    ):
        ln(x, ym, x, ym - 20 - dy)
        _instr(s, *P(x, ym - 29 - dy))
        L(x - 4, ym - 26 - dy, letter, 6)
        L(x - 9, ym + 20 + dy, tag, 7.4, True)
    _box_eq(s, *P(386, ym - 8), *P(402, ym + 8))
    L(390, ym + 3, "F", 6)
    L(384, ym + 20, "FS-6", 7.4, True)
    _valve(s, *P(420, ym))
    L(408, ym + 20, "V-202", 7.4, True)
    # to the separator via the 3-way valve V-209
    ln(440, ym, 470, ym)
    ln(470, ym, 470, 360)
    _valve(s, *P(470, 370), vertical=True)
    ln(462, 370, 430, 370)
    L(400, 366, "V-209", 7.4, True)
    ln(430, 370, 330, 370)
    L(300, 384, "recirculation to settling tank", 6.2)
    ln(470, 378, 470, 396)
    _box_eq(s, *P(446, 396), *P(483, 426))
    L(457, 415, "S-1", 7.4, True)
    L(392, 440, "to separator S-1", 6.2)
    s.finish(color=(0, 0, 0), width=0.9, closePath=False)
    s.commit()
    # controller TC-40 and its signal lines (dashed)
    s3 = pg.page.new_shape()
    s3.draw_rect(fitz.Rect(*P(0, 10), *P(128, 70)))
    s3.finish(color=(0, 0, 0), width=1.0)
    s3.commit()
    L(8, 28, "TC-40", 8, True)
    L(8, 40, "thyristor controller", 6.4)
    L(8, 51, "3 x 440 V, 60 Hz", 6.4)
    L(8, 62, "alarms to AMS", 6.4)
    s2 = pg.page.new_shape()
    s2.draw_polyline([P(128, 30), P(322, 30), P(322, ym - 38)])
    s2.draw_polyline([P(128, 44), P(288, 44), P(288, 172)])
    s2.draw_polyline([P(322, 30), P(394, 30), P(394, ym - 8)])
    s2.draw_polyline([P(82, 70), P(82, ym - 40)])
    s2.draw_polyline([P(128, 58), P(212, 58), P(212, 200)])
    s2.finish(color=(0.1, 0.3, 0.8), width=0.7, dashes="[3 2] 0", closePath=False)
    s2.commit()
    L(140, 68, "power to E1 - E3", 6.2)
    # legend
    ly = 470
    L(0, ly, "Legend", 8, True)
    items = [
        ("P-1", "Separator feed pump (not Holmqvist supply)"),
        ("PT-4", "Pressure transmitter, heater inlet"),
        ("V-201", "Heater inlet valve"),
        ("V-202", "Heater outlet valve"),
        ("V-203", "Bypass valve, normally closed"),
        ("HE-1", "Heater vessel, elements E1 - E3 (3 x 8 kW)"),
        ("AV-8", "Vent valve, top of vessel"),
        ("SV-204", "Safety valve, set 10 bar(g)"),
        ("TSH-2", "Safety thermostat 135 \u00b0C, manual reset"),
        ("DV-7", "Drain valve, bottom of vessel"),
        ("TT-1", "Outlet temp sensor Pt100 (control)"),
        ("TI-3", "Thermometer, local, outlet"),
        ("PI-5", "Pressure gauge, outlet, 0 - 10 bar"),
        ("FS-6", "Flow switch, outlet (no-flow trip)"),
        ("V-209", "3-way valve: separator / recirculation"),
        ("S-1", "Fuel oil separator"),
    ]
    for i, (tag, desc) in enumerate(items):
        cx = 0 if i < 8 else 245
        cy = ly + 13 + (i % 8) * 11
        L(cx, cy, tag, 6.8, True)
        L(cx + 42, cy, desc, 6.4)


_HQ_STYLE = {
    "h1": 12.6,
    "h2": 10.4,
    "body": 9.3,
    "hcolor": (0.0, 0.32, 0.55),
    "h1rule": False,
    "olfmt": "\u25a1 {}",
}

HOLMQVIST = {
    "file": "holmqvist-hve24-separator-preheater.pdf",
    "title": "Holmqvist HVE 24 electric preheater for fuel oil separators - Operator manual",
    "maker": "Holmqvist Termoteknik AB",
    "style": _HQ_STYLE,
    "hdr_left": "HOLMQVIST TERMOTEKNIK",
    "hdr_right": "HVE 24  /  TC-40   Operator manual  rev. C",
    "ftr_left": "Holmqvist Termoteknik AB  \u2022  Uddevalla, Sweden",
    "ftr_fmt": "{n} ({total})",
    "cover": _cover(
        "HOLMQVIST TERMOTEKNIK",
        ["HVE 24", "Electric preheater", "for fuel oil separator"],
        [
            "Operator manual, rev. C",
            "HVE 16 / HVE 24 / HVE 36 with thyristor controller TC-40",
            "Checklists for start, stop and maintenance",
            "Keep at the separator room.",
        ],
        band=(0.0, 0.32, 0.55),
        foot="Holmqvist Termoteknik AB  \u2022  Uddevalla, Sweden  \u2022  service@holmqvist-termo.se",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "CONTENTS"),
                (
                    "toc",
                    [
                        ("A", "SYSTEM", 3),
                        ("A.1", "Function", 3),
                        ("A.2", "Data HVE 24", 3),
                        ("A.3", "Models", 3),
                        ("A.4", "Diagram", 4),
                        ("B", "START", 5),
                        ("C", "STOP", 5),
                        ("D", "NORMAL VALUES", 5),
                        ("E", "CONTROLLER SETTINGS", 6),
                        ("F", "ALARMS", 6),
                        ("G", "MAINTENANCE", 7),
                        ("H", "SPARE PARTS", 7),
                    ],
                ),
                ("h2", "How to use this manual"),
                (
                    "ul",
                    [
                        "Short manual. Checklists. Work top to bottom.",
                        "Tick each box \u25a1 when done. Do not skip a box.",
                        "Sign the maintenance list (G) in the Sign column.",
                    ],
                ),
                ("h2", "Words"),
                (
                    "kv",
                    [
                        ("HFO", "heavy fuel oil"),
                        ("MGO", "marine gas oil (DMA)"),
                        ("Setpoint", "wanted outlet temp, parameter P01"),
                        ("bar", "always bar(g)"),
                        ("K", "kelvin = temperature difference in \u00b0C"),
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "A  SYSTEM"),
                ("h2", "A.1  Function"),
                (
                    "p",
                    "HVE heats fuel oil before the separator. Electric. Three elements in one "
                    "vessel. Thyristor controller TC-40 keeps outlet temp at setpoint, "
                    "stepless. No steam needed.",
                ),
                (
                    "p",
                    "Oil must flow through the heater when the elements are on. No flow = no "
                    "heat. FS-6 and PT-4 watch this. TSH-2 is the last protection.",
                ),
                ("h2", "A.2  Data HVE 24"),
                (
                    "kv",
                    [
                        ("Heating power", "24 kW (3 elements x 8 kW)"),
                        ("Supply", "3 x 440 V, 60 Hz"),
                        ("Current at 100 %", "31,5 A"),
                        ("Max. flow HFO 380 cSt (50 \u2192 98 \u00b0C)", "900 l/h"),
                        ("Design pressure", "10 bar(g)"),
                        ("Test pressure", "15 bar(g)"),
                        ("Design temperature", "180 \u00b0C"),
                        ("Oil volume", "38 l"),
                        ("Element surface load", "max. 1,2 W/cm\u00b2"),
                        ("Flanges in / out", "DN 32, PN 16"),
                        ("Weight, empty", "165 kg"),
                    ],
                ),
                ("h2", "A.3  Models"),
                (
                    "table",
                    {
                        "cols": [
                            "Model",
                            "Power",
                            "Elements",
                            "Max. flow HFO",
                            "Current 440 V",
                            "Weight",
                        ],
                        "rows": [
                            ["HVE 16", "16 kW", "2 x 8 kW", "600 l/h", "21,0 A", "140 kg"],
                            ["HVE 24", "24 kW", "3 x 8 kW", "900 l/h", "31,5 A", "165 kg"],
                            ["HVE 36", "36 kW", "3 x 12 kW", "1 350 l/h", "47,2 A", "210 kg"],
                        ],
                        "size": 9.0,
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "This manual: HVE 24. HVE 16 and HVE 36 work the same way. Same "
                    "controller. Same checklists.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "A  SYSTEM (cont.)"),
                ("h2", "A.4  Diagram"),
                ("draw", (580, _hve_schematic)),
                (
                    "p",
                    "V-203 is for separator running without heater (MGO). Keep V-203 closed "
                    "when the heater is on. V-202 and V-201: open, always, when heater is on.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "B  START"),
                ("h2", "B.1  Before start"),
                (
                    "ol",
                    [
                        "V-201 and V-202 open. V-203 closed.",
                        "DV-7 closed.",
                        "Feed pump P-1 running. Oil flows through heater.",
                        "Vent at AV-8 until oil comes without air. Close AV-8.",
                        "PI-5: 2 - 4 bar.",
                    ],
                ),
                ("h2", "B.2  Start"),
                (
                    "ol",
                    [
                        "Main switch Q1 on TC-40: ON. Display shows outlet temp.",
                        "Check setpoint P01. HFO 380 cSt: 98 \u00b0C.",
                        "Press HEAT ON. Green lamp H2 on.",
                        "Temp rises 3 K/min (P08). Wait.",
                        "Outlet temp at setpoint \u00b12 \u00b0C: turn V-209 to separator. "
                        "Start separation.",
                    ],
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Never heat with V-201 or V-202 closed. Oil expands. SV-204 lifts. "
                        "Element sheath can crack.",
                    ),
                ),
                ("h1", "C  STOP"),
                (
                    "ol",
                    [
                        "Stop separation. V-209 to recirculation.",
                        "Press HEAT OFF. Lamp H2 off.",
                        "After-run: P-1 on, min. 5 min. Cools the elements.",
                        "Stop P-1.",
                        "Stop longer than 7 days, or dry dock: first flush heater with MGO, "
                        "15 min, heater off.",
                    ],
                ),
                ("h1", "D  NORMAL VALUES"),
                (
                    "kv",
                    [
                        ("Outlet temp, HFO 380 cSt", "98 \u00b0C \u00b12 \u00b0C"),
                        ("Outlet temp, HFO 180 cSt", "90 \u00b0C \u00b12 \u00b0C"),
                        ("MGO / DMA", "heater OFF, V-203 open"),
                        ("Pressure PI-5", "2 - 4 bar"),
                        ("Temp rise at max. flow", "approx. 48 K"),
                        ("Current at 100 % output", "31,5 A"),
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "E  CONTROLLER SETTINGS TC-40"),
                (
                    "p",
                    "Menu: hold SET 5 s. Code 42 = level 2. Change with UP / DOWN. Store "
                    "with SET. Exit: no key for 30 s.",
                ),
                (
                    "table",
                    {
                        "cols": ["Code", "Parameter", "Range", "Factory", "Unit"],
                        "rows": [
                            ["P01", "Setpoint outlet temp", "40 - 130", "98", "\u00b0C"],
                            ["P02", "Proportional band", "2 - 20", "8", "K"],
                            ["P03", "Integral time", "10 - 600", "120", "s"],
                            [
                                "P04",
                                "High temp alarm, above setpoint (factory: alarm at 105 \u00b0C)",
                                "3 - 20",
                                "7",
                                "K",
                            ],
                            [
                                "P05",
                                "Low temp alarm, below setpoint (factory: alarm at 88 \u00b0C)",
                                "3 - 20",
                                "10",
                                "K",
                            ],
                            ["P06", "Alarm delay", "0 - 300", "30", "s"],
                            ["P07", "Max. output", "30 - 100", "100", "%"],
                            ["P08", "Heating ramp at start", "1 - 10", "3", "K/min"],
                            ["P09", "Flow switch bridged at start", "0 - 120", "20", "s"],
                            ["P10", "Offset TT-1", "-5,0 - +5,0", "0,0", "K"],
                            ["P11", "Modbus address", "1 - 247", "12", "-"],
                            ["P12", "Stand-by temp, separator stopped", "0 - 90", "60", "\u00b0C"],
                        ],
                        "widths": [0.6, 3.4, 1.1, 0.8, 0.6],
                        "ruled": False,
                        "size": 8.8,
                    },
                ),
                ("h1", "F  ALARMS"),
                (
                    "table",
                    {
                        "cols": ["Code", "Alarm", "Heater", "Reset"],
                        "rows": [
                            ["A1", "High outlet temp (P01 + P04)", "ON, output limited", "Auto"],
                            ["A2", "Low outlet temp (P01 - P05)", "ON", "Auto"],
                            ["A3", "TT-1 sensor fault, open or short circuit", "OFF", "Auto"],
                            ["A4", "No flow, FS-6 open", "OFF", "Auto when flow is back"],
                            [
                                "A5",
                                "TSH-2 trip, safety thermostat 135 \u00b0C",
                                "OFF",
                                "Manual: button on TSH-2 head",
                            ],
                            [
                                "A6",
                                "Thyristor heat sink hot, above 85 \u00b0C",
                                "OFF",
                                "Auto below 70 \u00b0C",
                            ],
                            [
                                "A7",
                                "Element current unbalance, more than 15 %",
                                "ON",
                                "Manual: RESET key",
                            ],
                            ["A8", "Low pressure PT-4, below 1,5 bar", "OFF after P06", "Auto"],
                        ],
                        "widths": [0.6, 3.0, 1.4, 1.8],
                        "size": 8.8,
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "All alarms: common alarm relay K9 to AMS. Heater OFF = main contactor K1 "
                    "opens.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "G  MAINTENANCE"),
                (
                    "p",
                    "Work on elements: heater OFF, Q1 OFF and locked. Let oil cool below "
                    "50 \u00b0C. Drain by DV-7.",
                ),
                (
                    "table",
                    {
                        "cols": ["Task", "Daily", "Weekly", "3 mon.", "12 mon.", "24 mon.", "Sign"],
                        "rows": [
                            [
                                "Compare TI-3 with display. Max. 3 \u00b0C difference",
                                "\u25a1",
                                "",
                                "",
                                "",
                                "",
                                "",
                            ],
                            ["Leak check: flanges, element heads", "\u25a1", "", "", "", "", ""],
                            ["Drain water by DV-7", "", "\u25a1", "", "", "", ""],
                            [
                                "Test A4: close V-202 slowly, heater must trip",
                                "",
                                "",
                                "\u25a1",
                                "",
                                "",
                                "",
                            ],
                            ["TC-40 cabinet fan and filter mat", "", "", "\u25a1", "", "", ""],
                            ["Test TSH-2 with its test button", "", "", "", "\u25a1", "", ""],
                            [
                                "Insulation of elements, 500 V DC, min. 2 M\u03a9",
                                "",
                                "",
                                "",
                                "\u25a1",
                                "",
                                "",
                            ],
                            [
                                "Retighten terminals: element heads 4 Nm, thyristor 6 Nm",
                                "",
                                "",
                                "",
                                "\u25a1",
                                "",
                                "",
                            ],
                            [
                                "Open vessel, pull elements, clean coke from sheaths",
                                "",
                                "",
                                "",
                                "",
                                "\u25a1",
                                "",
                            ],
                            ["Test SV-204 (set 10 bar)", "", "", "", "", "\u25a1", ""],
                        ],
                        "widths": [3.6, 0.6, 0.7, 0.7, 0.7, 0.7, 0.8],
                        "size": 8.8,
                    },
                ),
                ("h1", "H  SPARE PARTS HVE 24"),
                (
                    "table",
                    {
                        "cols": ["Pos", "Part", "Part no.", "Qty"],
                        "rows": [
                            ["1", "Heating element 8 kW, 440 V, Incoloy 825", "HQ-24-101", "3"],
                            ["2", "Gasket, element flange, graphite", "HQ-24-105", "3"],
                            ["3", "Pt100 sensor TT-1 with well", "HQ-40-210", "1"],
                            ["4", "Safety thermostat TSH-2", "HQ-40-220", "1"],
                            ["5", "Flow switch FS-6", "HQ-40-230", "1"],
                            ["6", "Thyristor unit, 3-phase, 60 A", "HQ-40-300", "1"],
                            ["7", "Filter mat, cabinet fan", "HQ-40-310", "2"],
                            ["8", "Safety valve SV-204, DN 15, 10 bar", "HQ-24-150", "1"],
                        ],
                        "widths": [0.5, 3.4, 1.2, 0.5],
                        "size": 8.8,
                    },
                ),
            ]
        },
    ],
}


# ================================================================ 3. Shiomi SD-24H


_SB_STYLE = {
    "font": "cour",
    "h1": 11.6,
    "h2": 9.8,
    "body": 8.8,
    "hcolor": (0.0, 0.33, 0.33),
    "h1rule": True,
    "olfmt": "{}.",
}

_SB_ALARM_COLS = ["No.", "Alarm indication", "Condition / cause", "Delay", "Result / action"]
_SB_ALARM_W = [0.75, 1.6, 2.4, 0.75, 2.6]

SHIOMI = {
    "file": "shiomi-sd24h-smoke-detecting-system.pdf",
    "title": "Shiomi SD-24H sample extracting smoke detecting system - Instruction manual",
    "maker": "Shiomi Bosai Co., Ltd.",
    "style": _SB_STYLE,
    "hdr_left": "SHIOMI BOSAI",
    "hdr_right": "SD-H SERIES INSTRUCTION MANUAL  SB-SD-1124E",
    "ftr_left": "SHIOMI BOSAI CO., LTD.",
    "ftr_fmt": "P. {n}",
    "cover": _cover(
        "SHIOMI BOSAI CO., LTD.",
        ["SD-24H", "SMOKE DETECTING SYSTEM", "(sample extracting type) for cargo hold"],
        [
            "INSTRUCTION MANUAL   Doc. No. SB-SD-1124E  Rev. 2",
            "Model : SD-12H / SD-24H / SD-36H",
            "Sampling pipe is common with fixed CO2 fire extinguishing pipe.",
            "Please read this manual before use and keep it in wheel house.",
        ],
        band=(0.0, 0.33, 0.33),
        foot="SHIOMI BOSAI CO., LTD.   Imabari, Ehime, Japan",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "CONTENTS"),
                (
                    "toc",
                    [
                        ("Chapter 1", "General", 3),
                        ("Chapter 2", "Specification", 3),
                        ("Chapter 3", "Operation", 4),
                        ("Chapter 4", "Alarm list", 5),
                        ("Chapter 5", "Maintenance", 6),
                        ("Chapter 6", "Trouble shooting", 7),
                        ("Chapter 7", "Spare parts list", 8),
                    ],
                ),
                ("h2", "Abbreviation"),
                (
                    "table",
                    {
                        "rows": [
                            ["SMK", "smoke"],
                            ["F.D.", "flow detector (flow indicator with float and switch)"],
                            ["3WV", "3-way cock of sampling line (DETECT side / CO2 side)"],
                            ["L.S.", "limit switch"],
                            ["ASS'Y", "assembly"],
                            ["W/ , F/", "with , for"],
                            ["abt. , chk", "about , check"],
                            ["W/H , ECR", "wheel house , engine control room"],
                            ["MCCB", "moulded case circuit breaker"],
                            ["BC , SUS", "bronze casting , stainless steel"],
                        ],
                        "widths": [1.0, 4.0],
                        "ruled": False,
                        "size": 8.6,
                        "boldfirst": True,
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "Chapter 1  General"),
                (
                    "p",
                    "1.1  This system is sample extracting type smoke detecting system for "
                    "cargo hold. Air of each cargo hold is sucked continuously by suction fan "
                    "through sampling pipe and is sent to the smoke detecting cabinet in W/H "
                    "(or fire control station). Smoke sensor (photo-electric type) in the "
                    "cabinet chk the air of all lines. When smoke is detected, the "
                    "line-scanning valve chk each line by turns (abt. 6 sec each) and the "
                    "line No. of the fire is displayed.",
                ),
                (
                    "p",
                    "1.2  The sampling pipe is used also as CO2 pipe. When CO2 is released "
                    "to the hold, 3WV of the line is to be changed to CO2 side, so that CO2 "
                    "does not come into the cabinet and W/H.",
                ),
                (
                    "box",
                    (
                        "ATTENTION",
                        "Please be careful that CO2 never comes into wheel house. Before CO2 "
                        "release it is necessary to change all 3WV of the hold to CO2 side.",
                    ),
                ),
                ("h1", "Chapter 2  Specification"),
                (
                    "table",
                    {
                        "cols": ["Item", "SD-12H", "SD-24H", "SD-36H"],
                        "rows": [
                            ["No. of sampling line", "12", "24", "36"],
                            [
                                "Smoke sensor",
                                "Photo-electric type, 1 set",
                                "Photo-electric type, 1 set",
                                "Photo-electric type, 1 set",
                            ],
                            [
                                "Alarm level (std.)",
                                "abt. 2.5 %/m obscuration",
                                "abt. 2.5 %/m obscuration",
                                "abt. 2.5 %/m obscuration",
                            ],
                            [
                                "Suction fan",
                                "2 sets (1 run, 1 stand-by)",
                                "2 sets (1 run, 1 stand-by)",
                                "2 sets (1 run, 1 stand-by)",
                            ],
                            ["Fan capacity", "abt. 40 m3/h", "abt. 60 m3/h", "abt. 90 m3/h"],
                            [
                                "Fan suction press.",
                                "-150~-250 mmAq",
                                "-150~-250 mmAq",
                                "-150~-250 mmAq",
                            ],
                            [
                                "Sampling flow of each line",
                                "abt. 20 L/min",
                                "abt. 20 L/min",
                                "abt. 20 L/min",
                            ],
                            [
                                "Transport time (pipe max. 150 m)",
                                "within 120 sec",
                                "within 120 sec",
                                "within 120 sec",
                            ],
                            [
                                "Power source",
                                "AC 220V 60Hz 1ph / DC 24V (emergency)",
                                "AC 220V 60Hz 1ph / DC 24V (emergency)",
                                "AC 220V 60Hz 1ph / DC 24V (emergency)",
                            ],
                            ["Power consumption", "abt. 180 W", "abt. 250 W", "abt. 320 W"],
                            [
                                "Dimension W x H x D (mm)",
                                "600 x 1400 x 400",
                                "800 x 1600 x 450",
                                "1000 x 1800 x 450",
                            ],
                            ["Weight", "abt. 95 kg", "abt. 140 kg", "abt. 185 kg"],
                            ["Ambient temp.", "0~55 deg.C", "0~55 deg.C", "0~55 deg.C"],
                        ],
                        "widths": [1.7, 1.5, 1.5, 1.5],
                        "size": 7.9,
                        "boldfirst": True,
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "Chapter 3  Operation"),
                ("h2", "3.1  Start of system"),
                (
                    "olx",
                    (
                        "3.1.{}",
                        [
                            "Chk all 3WV are at DETECT side (handle is along the pipe).",
                            "Turn on MCCB (AC) and MCCB (DC) in the cabinet, then POWER key "
                            "switch to ON.",
                            "Select running fan by FAN SELECT switch (F-1 or F-2). Other fan "
                            "become stand-by automatically.",
                            "After abt. 3 min chk the float of all F.D. is in green zone. If "
                            "not, adjust the needle valve of the line (clockwise = decrease).",
                        ],
                    ),
                ),
                ("h2", "3.2  In case of smoke alarm"),
                (
                    "olx",
                    (
                        "3.2.{}",
                        [
                            "Buzzer sound and red lamp SMOKE light. Line No. of the smoke is "
                            "shown on the display.",
                            "Push BUZZER STOP. Do not push RESET before confirmation.",
                            "Open the test cock on the F.D. of the line and chk smoke or "
                            "smell of the sucked air.",
                            "Report to master and duty officer. Send party to chk the hold. "
                            "Do not open hatch cover when fire is suspected.",
                            "When fire is confirmed, prepare CO2 release according to the "
                            "instruction of CO2 system (not in this manual).",
                        ],
                    ),
                ),
                ("h2", "3.3  At the time of CO2 release"),
                (
                    "olx",
                    (
                        "3.3.{}",
                        [
                            "Change 3WV of the hold to be released to CO2 side. L.S. of 3WV "
                            "gives indication 3WV CO2 POSITION (AL-12).",
                            "Suction fan stop automatically when the door of CO2 release "
                            "cabinet is opened.",
                            "After CO2 release keep 3WV at CO2 side until the hold is "
                            "ventilated and chk by fire party.",
                        ],
                    ),
                ),
                ("h2", "3.4  Line cut"),
                (
                    "p",
                    "Line of empty hold, or hold with dusty cargo under loading, can be cut by "
                    "the LINE CUT switch of the line on front panel (yellow lamp). Please be "
                    "careful that line cut of loaded hold at sea is not permitted. After 12 "
                    "hours the alarm LINE CUT REMAIN (AL-11) is given as reminder.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "Chapter 4  Alarm list"),
                ("h2", "4.1  Front panel of cabinet"),
                (
                    "kv",
                    [
                        ("POWER (green lamp)", "power ON"),
                        ("SMOKE (red lamp)", "smoke alarm AL-01"),
                        ("FAULT (yellow lamp)", "AL-02 ~ AL-14"),
                        ("LINE CUT (yellow, each line)", "line is cut by LINE CUT switch"),
                        ("Display (2 digit x 2)", "alarm No. and line No., change every 2 sec"),
                        ("BUZZER STOP", "stop of buzzer, lamp keep flicker"),
                        ("RESET", "reset after cause is removed, lamp go off"),
                        ("LAMP TEST", "all lamp and display light"),
                        ("FAN TEST", "stop running fan for changeover test"),
                        ("FAN SELECT", "F-1 / F-2 selection of running fan"),
                    ],
                ),
                ("h2", "4.2  Alarm list"),
                (
                    "p",
                    "All alarm give buzzer and lamp on the cabinet and on repeater panel in ECR. "
                    "Common alarm output to fire alarm panel and AMS. AL-01 also to VDR.",
                ),
                (
                    "table",
                    {
                        "cols": _SB_ALARM_COLS,
                        "rows": [
                            [
                                "AL-01",
                                "SMOKE (line No.)",
                                "Smoke density over alarm level (std. abt. 2.5 %/m)",
                                "10 sec",
                                "Buzzer, red lamp, line No. display. Output to fire alarm panel and VDR. See 3.2",
                            ],
                            [
                                "AL-02",
                                "LOW FLOW (line No.)",
                                "Flow of line below 50 % of normal. Pipe clogged, 3WV at CO2 "
                                "side, water in pipe",
                                "60 sec",
                                "Yellow lamp. Chk sampling head in hold and drain pot of the line. Chk 3WV position",
                            ],
                            [
                                "AL-03",
                                "HIGH FLOW (line No.)",
                                "Flow of line over 150 % of normal. Pipe broken or disconnected",
                                "60 sec",
                                "Chk pipe of the line, union of F.D. and needle valve. Repair and adjust flow",
                            ],
                            [
                                "AL-04",
                                "FAN F-1 FAILURE",
                                "F-1 stopped, MCCB trip or over-current",
                                "5 sec",
                                "F-2 start automatically",
                            ],
                            [
                                "AL-05",
                                "FAN F-2 FAILURE",
                                "F-2 stopped, MCCB trip or over-current",
                                "5 sec",
                                "F-1 start automatically",
                            ],
                            [
                                "AL-06",
                                "BOTH FAN FAILURE",
                                "F-1 and F-2 stopped",
                                "5 sec",
                                "Detection not possible. Chk MCCB and motors urgently, patrol of holds until repair",
                            ],
                            [
                                "AL-07",
                                "SENSOR DIRTY",
                                "Contamination of smoke sensing chamber over 70 %",
                                "1 min",
                                "Detection continue. Clean sensing chamber (5.3) at next chance",
                            ],
                            [
                                "AL-08",
                                "SENSOR FAULT",
                                "Signal of smoke sensor abnormal, cable disconnected",
                                "10 sec",
                                "Chk cable, replace SMK sensor ASS'Y",
                            ],
                            [
                                "AL-09",
                                "AC POWER FAILURE",
                                "AC 220V lost",
                                "3 sec",
                                "System continue by DC 24V (emergency source). Chk main source",
                            ],
                            [
                                "AL-10",
                                "DC POWER FAILURE",
                                "DC 24V lost",
                                "3 sec",
                                "Chk emergency source and fuse F3",
                            ],
                            [
                                "AL-11",
                                "LINE CUT REMAIN",
                                "Any line cut more than 12 hours",
                                "12 h",
                                "Reminder. Chk the line cut is still necessary",
                            ],
                        ],
                        "widths": _SB_ALARM_W,
                        "size": 7.9,
                    },
                ),
                (
                    "p",
                    "(Remark) Delay is time from detection until alarm is given. Delay is "
                    "factory setting and is not to be changed on board.",
                ),
                ("pi", "- continue to next page -"),
            ]
        },
        {
            "blocks": [
                (
                    "table",
                    {
                        "rows": [
                            [
                                "AL-12",
                                "3WV CO2 POSITION",
                                "L.S. of 3WV shows CO2 side",
                                "5 sec",
                                "Line is not detected. Return 3WV to DETECT side after CO2 work",
                            ],
                            [
                                "AL-13",
                                "COMM. ERROR",
                                "No communication with repeater panel in ECR",
                                "10 sec",
                                "Chk cable and power of repeater panel",
                            ],
                            [
                                "AL-14",
                                "FILTER CLOGGING",
                                "Differential press. of main filter over 80 mmAq",
                                "60 sec",
                                "Clean main filter element (5.2)",
                            ],
                        ],
                        "widths": _SB_ALARM_W,
                        "size": 7.9,
                    },
                ),
                ("h1", "Chapter 5  Maintenance"),
                ("h2", "5.1  Maintenance interval"),
                (
                    "table",
                    {
                        "cols": ["No.", "Item", "Interval", "Remarks"],
                        "rows": [
                            ["1", "F.D. float in green zone", "Daily", "by duty officer"],
                            [
                                "2",
                                "Fan change over test (F-1 / F-2)",
                                "Monthly",
                                "Push FAN TEST, AL-04 appear and F-2 start",
                            ],
                            [
                                "3",
                                "Smoke test by test gas at sampling head",
                                "Every 3 months",
                                "2 or more lines by turns, all lines within 1 year. Alarm "
                                "within 120 sec",
                            ],
                            [
                                "4",
                                "Main filter element cleaning",
                                "Every 6 months",
                                "or at AL-14. Wash by F.W. and dry",
                            ],
                            [
                                "5",
                                "Air blow of sampling pipe",
                                "Yearly, and after dusty cargo (coal, grain)",
                                "Air max. 5 kgf/cm2. Disconnect pipe from cabinet first",
                            ],
                            [
                                "6",
                                "Smoke sensing chamber cleaning",
                                "Yearly, or at AL-07",
                                "soft brush and blower, no solvent",
                            ],
                            ["7", "Fan motor bearing renewal", "20,000 hrs", "both fans"],
                        ],
                        "widths": [0.5, 2.4, 1.7, 2.8],
                        "size": 7.9,
                    },
                ),
                ("h2", "5.2  Main filter"),
                (
                    "p",
                    "Stop the fan. Open filter cover (4 wing nuts), take out element, wash by "
                    "F.W. and dry completely (abt. 24 hrs), or use spare element. Chk gasket "
                    "of cover.",
                ),
                ("h2", "5.3  Smoke sensing chamber"),
                (
                    "p",
                    "POWER OFF. Remove chamber cover (2 screws), clean by soft brush and "
                    "blower. Never use solvent or water. After POWER ON wait abt. 5 min for "
                    "stabilize before RESET.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "Chapter 6  Trouble shooting"),
                (
                    "table",
                    {
                        "cols": ["No.", "Trouble", "Cause", "Remedy"],
                        "rows": [
                            [
                                "1",
                                "Smoke alarm of many lines at same time",
                                "(a) Sensing chamber dirty or insect inside. (b) Exhaust gas or "
                                "smoke of engine room come into exhaust pipe of the cabinet",
                                "(a) Clean chamber (5.3). (b) Chk exhaust pipe outlet is far "
                                "from funnel and E/R ventilator",
                            ],
                            [
                                "2",
                                "Low flow alarm of one line after loading",
                                "Sampling head covered by cargo or tarpaulin. Water in pipe at "
                                "low point",
                                "Chk sampling head in the hold. Drain water from drain pot of "
                                "the line",
                            ],
                            [
                                "3",
                                "Low flow alarm of all lines",
                                "Fan suction weak. Main filter clogged. Fan rotate reverse "
                                "after motor change",
                                "Chk fan suction press. -150~-250 mmAq at gauge PG-1. Clean "
                                "filter. Chk rotation (arrow)",
                            ],
                            [
                                "4",
                                "Stand-by fan not start at fan failure",
                                "Changeover relay K3 fault. MCCB of stand-by fan OFF",
                                "Chk K3 (DC 24V coil) and MCCB",
                            ],
                            [
                                "5",
                                "Float of F.D. stick",
                                "Dirt inside glass tube",
                                "Remove glass tube, clean by alcohol, new O-ring",
                            ],
                            [
                                "6",
                                "Smoke alarm can not reset",
                                "Smoke remain in chamber. RESET pushed within 30 sec after alarm",
                                "Purge abt. 60 sec by fan, then RESET",
                            ],
                            [
                                "7",
                                "Some lamp not light at lamp test",
                                "LED broken",
                                "Replace LED lamp",
                            ],
                        ],
                        "widths": [0.45, 1.8, 2.6, 2.6],
                        "size": 7.9,
                    },
                ),
                (
                    "p",
                    "(Attention) If the cause can not be found, please contact SHIOMI service "
                    "with serial No. of the cabinet (name plate inside the door).",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "Chapter 7  Spare parts list"),
                (
                    "table",
                    {
                        "cols": ["No.", "Parts name", "Parts No.", "Q'ty W/", "Spare", "Remarks"],
                        "rows": [
                            ["1", "SMK SENSOR ASS'Y (PHOTO-ELEC.)", "SB-SS-301", "1", "1", ""],
                            ["2", "SUCT. FAN W/ MTR AC220V 60Hz 0.2kW", "SB-FN-220", "2", "-", ""],
                            ["3", "F.D. ASS'Y F/ 1 LINE", "SB-FD-110", "24", "2", "W/ needle V/V"],
                            ["4", "3WV 15A BC W/ L.S.", "SB-3W-015", "24", "1", ""],
                            ["5", "MAIN FLT ELEM. SUS 100 MESH", "SB-FE-050", "1", "2", ""],
                            ["6", "GLASS TUBE F/ F.D.", "SB-GT-012", "24", "4", ""],
                            ["7", "O-RING F/ GLASS TUBE NBR P-12", "SB-OR-P12", "48", "10", ""],
                            ["8", "LED LAMP RED DC24V", "SB-LP-R24", "30", "5", ""],
                            ["9", "FUSE 2A GLASS 6.4x30", "SB-FU-002", "4", "10", "F1~F4"],
                            ["10", "CHANGEOVER RLY K3 DC24V", "SB-RY-024", "1", "1", ""],
                            [
                                "11",
                                "SAMPLING HEAD W/ WIRE NET SUS",
                                "SB-SH-040",
                                "24",
                                "-",
                                "in hold",
                            ],
                            ["12", "FAN MTR BRG 6201ZZ", "SB-BR-6201", "4", "2", ""],
                            [
                                "13",
                                "TEST GAS (AEROSOL 250 mL)",
                                "SB-TG-001",
                                "-",
                                "2",
                                "Shelf life 2 years",
                            ],
                        ],
                        "widths": [0.45, 2.9, 1.2, 0.7, 0.6, 1.3],
                        "size": 7.9,
                    },
                ),
                (
                    "p",
                    "When order, please inform model, serial No. of cabinet, parts No. and "
                    "Q'ty. Q'ty W/ = working q'ty for SD-24H.",
                ),
            ]
        },
    ],
}


# ================================================================ 4. Penhallow PL-250


_PH_STYLE = {
    "h1": 13.0,
    "h2": 10.6,
    "body": 9.3,
    "hcolor": (0.42, 0.18, 0.05),
    "h1rule": True,
    "olfmt": "{}.",
    "pgap": 6,
}

PENHALLOW = {
    "file": "penhallow-pl250-provision-lift.pdf",
    "title": "Penhallow PL-250 provision lift - Owner's questions and answers",
    "maker": "Penhallow Lift Engineering Ltd",
    "style": _PH_STYLE,
    "hdr_left": "PENHALLOW LIFT ENGINEERING",
    "hdr_right": "PL SERIES PROVISION LIFT  -  QUESTIONS & ANSWERS",
    "ftr_left": "PLE-QA-250  issue 4",
    "ftr_fmt": "{n}",
    "cover": _cover(
        "PENHALLOW LIFT ENGINEERING",
        ["PL-250", "PROVISION LIFT", "Owner's questions and answers"],
        [
            "For the PL-100, PL-250, PL-250W and PL-500 goods-only service lifts",
            "Document PLE-QA-250, issue 4",
            "Keep this booklet at the galley landing, next to the control panel.",
        ],
        band=(0.42, 0.18, 0.05),
        foot="Penhallow Lift Engineering Ltd  -  Falmouth, Cornwall, United Kingdom",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "What is in this booklet"),
                (
                    "p",
                    "This booklet is written as the questions owners and crews ask us most. "
                    "Find your question below and turn to the page.",
                ),
                (
                    "toc",
                    [
                        ("Part A", "Getting to know your lift", 3),
                        ("Q1", "What is the lift for, and what is it not for?", 3),
                        ("Q2", "May anyone ride in the car?", 3),
                        ("Q3", "What are the main parts?", 3),
                        ("Q4", "Which safety devices are fitted?", 3),
                        ("Q5", "Where is the data for my lift?", 4),
                        ("Part B", "Day-to-day use", 5),
                        ("Q6", "How do I send the car to another deck?", 5),
                        ("Q7", "Why does the lift not start?", 5),
                        ("Q8", "How much can I load?", 5),
                        ("Q9", "What do I do in heavy weather?", 5),
                        ("Q10", "How do I make the lift safe for work in the trunk?", 5),
                        ("Part C", "When something goes wrong", 6),
                        ("Q11", "What do the codes on the display mean?", 6),
                        ("Q12", "The car has stopped between decks. What now?", 6),
                        ("Q13", "The slack rope switch has tripped. What now?", 7),
                        ("Q14", "The safety gear has caught. What now?", 7),
                        ("Part D", "Looking after the lift", 7),
                        ("Q15", "What has to be checked, and how often?", 7),
                        ("Q16", "When must the wire rope be renewed?", 8),
                        ("Q17", "How do I set the brake?", 8),
                        ("Q18", "Which oil goes in the gearbox?", 8),
                        ("Q19", "What tests follow a rope change or a major repair?", 8),
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "Part A - Getting to know your lift"),
                ("h2", "Q1  What is the lift for, and what is it not for?"),
                (
                    "p",
                    "The PL-250 carries provisions, stores and galley goods between the "
                    "provision store deck and the galley, serving up to 5 landings. It is a "
                    "goods-only lift with a rope-drum drive. It is not a passenger lift, and "
                    "it is not for loose liquids in open containers or for dangerous goods.",
                ),
                ("h2", "Q2  May anyone ride in the car?"),
                (
                    "p",
                    "No - never. The car has no car door and no controls inside, and it is "
                    "marked GOODS ONLY - NO PERSONS. Do not reach into the car or lean into the "
                    "trunk while the car is moving. Load and unload from the landing.",
                ),
                ("h2", "Q3  What are the main parts?"),
                (
                    "ul",
                    [
                        "Machine unit on top of the trunk: brake motor, worm gearbox and rope "
                        "drum on one base frame.",
                        "Car with roller guide shoes running on two T-rails, and the safety "
                        "gear under the car.",
                        "Landing doors (hinged, single leaf), each with a mechanical door lock "
                        "and a door contact.",
                        "Main control panel LCP-1 with display, fixed at the galley landing; a "
                        "call station at every other landing.",
                        "Main switch Q0 inside LCP-1, lockable with a padlock.",
                    ],
                ),
                ("h2", "Q4  Which safety devices are fitted?"),
                (
                    "ul",
                    [
                        "Door locks and door contacts: the car only moves with every landing "
                        "door shut and locked.",
                        "Overload protection: a load cell under the rope anchorage stops the "
                        "lift at 110 % of rated load.",
                        "Slack rope switch at the drum.",
                        "Upper and lower overtravel limit switches.",
                        "Broken-rope safety gear: springs drive wedges against the rails if the "
                        "rope goes slack or breaks.",
                        "Emergency stop push button at every landing.",
                        "Running time monitor: stops the drive if the car has not reached the "
                        "next landing within 25 s.",
                    ],
                ),
            ]
        },
        {
            "sideways": True,
            "blocks": [
                ("h2", "Q5  Where is the data for my lift?"),
                (
                    "p",
                    "On the nameplate inside LCP-1, and in Table 1 below. The serial number "
                    "starts with the model, for example PL250-2231.",
                ),
                ("caption", "Table 1 - Lift data"),
                (
                    "table",
                    {
                        "cols": [
                            "Model",
                            "Rated load",
                            "Car inside W x D x H",
                            "Rated speed",
                            "Max. travel / landings",
                            "Motor",
                            "Brake torque",
                            "Wire rope",
                            "Drum dia.",
                            "Supply fuse",
                            "Machine weight",
                            "Rope part no.",
                        ],
                        "rows": [
                            [
                                "PL-100",
                                "100 kg",
                                "600 x 600 x 800 mm",
                                "0.3 m/s",
                                "12 m / 4",
                                "1.1 kW",
                                "15 Nm",
                                "6 mm, 6x19",
                                "160 mm",
                                "10 A",
                                "85 kg",
                                "PH-WR-06",
                            ],
                            [
                                "PL-250",
                                "250 kg",
                                "800 x 800 x 1000 mm",
                                "0.4 m/s",
                                "15 m / 5",
                                "2.2 kW",
                                "30 Nm",
                                "8 mm, 6x19",
                                "240 mm",
                                "16 A",
                                "140 kg",
                                "PH-WR-08",
                            ],
                            [
                                "PL-250W",
                                "250 kg",
                                "1200 x 800 x 1000 mm",
                                "0.4 m/s",
                                "15 m / 5",
                                "2.2 kW",
                                "30 Nm",
                                "8 mm, 6x19",
                                "240 mm",
                                "16 A",
                                "150 kg",
                                "PH-WR-08",
                            ],
                            [
                                "PL-500",
                                "500 kg",
                                "1000 x 1200 x 1200 mm",
                                "0.25 m/s",
                                "15 m / 5",
                                "4.0 kW",
                                "55 Nm",
                                "10 mm, 6x36",
                                "300 mm",
                                "25 A",
                                "230 kg",
                                "PH-WR-10",
                            ],
                        ],
                        "widths": [0.9, 0.8, 1.5, 0.8, 1.0, 0.7, 0.8, 1.0, 0.8, 0.8, 0.9, 1.0],
                        "size": 8.6,
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "Supply for all models 3 x 440 V 60 Hz; 3 x 400 V 50 Hz on request. Motor "
                    "ratings are for duty S3 40 %. PL-250W is the wide-car version of the "
                    "PL-250 for trolleys.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "Part B - Day-to-day use"),
                ("h2", "Q6  How do I send the car to another deck?"),
                (
                    "p",
                    "Shut the landing door you are at - it locks itself when the car moves "
                    "away. Press the deck button on LCP-1 or on the call station. The car "
                    "travels, stops level with the landing (within 10 mm) and the green AT "
                    "LANDING lamp lights. Only then can that landing door be opened.",
                ),
                ("h2", "Q7  Why does the lift not start?"),
                (
                    "p",
                    "Look at the display first (Q11). The usual reasons are: a landing door "
                    "not fully shut somewhere (F01) - often a trolley left against it; an "
                    "emergency stop button pressed in at another landing; the SEA LOCK switch "
                    "still on (F12); or the car overloaded (F03). The lift also waits 3 s "
                    "after a door has been shut before it starts.",
                ),
                ("h2", "Q8  How much can I load?"),
                (
                    "p",
                    "Up to the rated load on the plate (PL-250: 250 kg), spread over the car "
                    "floor. Heavy items go on the floor, nothing stacked higher than 1.0 m. "
                    "Strap trolleys with the tie-down straps in the car. Do not overload to "
                    "save a trip - the load cell will stop you at 110 %.",
                ),
                ("h2", "Q9  What do I do in heavy weather?"),
                (
                    "p",
                    "When the ship rolls more than 15\u00b0 or pitches more than 5\u00b0, stop "
                    "using the lift. Send the car empty to the lowest landing, turn the SEA "
                    "LOCK switch on LCP-1 to ON and shut all landing doors. SEA LOCK drives "
                    "the parking bolt into the car frame and keeps the drive off. Turn SEA "
                    "LOCK off again only when the weather has eased and the bolt indicator "
                    "shows OUT.",
                ),
                ("h2", "Q10  How do I make the lift safe for work in the trunk?"),
                (
                    "p",
                    "Park the car at the lowest landing with SEA LOCK on. Then switch the main "
                    "switch Q0 off, fit your own padlock and a danger tag. Only then open a "
                    "landing door with the triangular emergency key. Never work under a car "
                    "that is not resting on the parking bolt or on the buffers.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "Part C - When something goes wrong"),
                ("h2", "Q11  What do the codes on the display mean?"),
                (
                    "table",
                    {
                        "cols": ["Code", "Meaning", "What to do"],
                        "rows": [
                            [
                                "F01",
                                "Landing door open (door contact circuit open)",
                                "Shut all landing doors; look for a trolley or rubbish in a door",
                            ],
                            [
                                "F02",
                                "Door lock not engaged",
                                "Shut the door firmly; check the lock roller",
                            ],
                            ["F03", "Overload, more than 110 %", "Unload until the code clears"],
                            ["F04", "Slack rope switch tripped", "See Q13"],
                            [
                                "F05",
                                "Upper overtravel limit",
                                "Call the engineer; move the car by hand (Q12)",
                            ],
                            ["F06", "Lower overtravel limit", "As F05"],
                            ["F07", "Safety gear switch operated", "See Q14"],
                            [
                                "F08",
                                "Motor too hot (PTC thermistor)",
                                "Wait about 20 min; fewer trips per hour; check the machine "
                                "room ventilation",
                            ],
                            [
                                "F09",
                                "Brake did not lift (brake monitoring switch)",
                                "Check brake supply fuse F5 (4 A) and the air gap (Q17)",
                            ],
                            [
                                "F10",
                                "Phase failure or wrong phase sequence",
                                "Check the supply; after a change to shore power the phases "
                                "may be swapped",
                            ],
                            [
                                "F11",
                                "Running time exceeded (25 s)",
                                "Car jammed or motor not pulling; call the engineer",
                            ],
                            ["F12", "SEA LOCK on", "Turn SEA LOCK off when safe (Q9)"],
                        ],
                        "widths": [0.6, 2.6, 3.2],
                        "size": 8.8,
                        "boldfirst": True,
                    },
                ),
                ("h2", "Q12  The car has stopped between decks. What now?"),
                (
                    "ol",
                    [
                        "Make sure nobody is at an open landing door. Switch Q0 off and "
                        "padlock it.",
                        "At the machine unit, fit the handwheel (clipped to the machine base "
                        "frame) on the motor shaft end.",
                        "One person holds the handwheel, a second lifts the brake release "
                        "lever. The car will try to run down under its own weight - control "
                        "it with the handwheel and release the brake only in short pulls.",
                        "Stop at the nearest landing below: the car is level when the yellow "
                        "paint mark on the rope lines up with the pointer on the drum frame.",
                        "Let go of the brake lever (it springs back), take off the handwheel, "
                        "unload, and find the cause before switching on again.",
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "Q13  The slack rope switch has tripped. What now?"),
                (
                    "p",
                    "The switch trips when the rope goes slack - usually because the car has "
                    "sat down on something in the trunk (a fallen box, a door sill) or the "
                    "rope has jumped a groove. Do not try to reset it by driving up. With Q0 "
                    "off, look down the trunk for the obstruction, check that the rope lies in "
                    "the drum grooves and that at least 3 dead turns stay on the drum at the "
                    "lowest landing, then reset the switch by hand (red knob) and run the car "
                    "up empty.",
                ),
                ("h2", "Q14  The safety gear has caught. What now?"),
                (
                    "p",
                    "The car is held on the rails by the wedges and F07 is shown. Call the "
                    "engineer. With the brake released (Q12), turn the handwheel UP to lift "
                    "the car about 20 mm off the wedges; the wedges drop back by spring force. "
                    "Inspect the rope over its full length (Q16) and the rails for wedge "
                    "marks, and file off any burr before running. Report every catch to "
                    "Penhallow.",
                ),
                ("h1", "Part D - Looking after the lift"),
                ("h2", "Q15  What has to be checked, and how often?"),
                (
                    "table",
                    {
                        "cols": ["Check", "Weekly", "Monthly", "3-monthly", "Yearly"],
                        "rows": [
                            ["Run to every landing; levelling and door locks", "X", "", "", ""],
                            ["Emergency stop at each landing", "X", "", "", ""],
                            ["Clean guide rails and wipe on rail oil", "", "X", "", ""],
                            ["Wire rope: broken wires, wear, lubrication (Q16)", "", "X", "", ""],
                            ["Brake air gap and friction disc wear (Q17)", "", "", "X", ""],
                            ["Gearbox oil level and leaks", "", "", "X", ""],
                            ["Slack rope switch and overtravel limits", "", "", "X", ""],
                            ["Overload test with test weights (110 %)", "", "", "", "X"],
                            ["Safety gear test, empty car at lowest landing", "", "", "", "X"],
                            ["Thorough examination by a competent person", "", "", "", "X"],
                        ],
                        "widths": [3.6, 0.8, 0.8, 0.9, 0.8],
                        "size": 8.8,
                    },
                ),
                (
                    "p",
                    "Keep a record of every check in the lift log book. The thorough "
                    "examination is also due after any major repair (Q19).",
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "Q16  When must the wire rope be renewed?"),
                ("p", "Renew the rope as soon as any one of these is found:"),
                (
                    "ul",
                    [
                        "more than 5 broken wires over a length of 6 x rope diameter (48 mm "
                        "on the 8 mm rope);",
                        "rope diameter down by 10 % or more (below 7.2 mm on the 8 mm rope);",
                        "a kink, a birdcage or a crushed length;",
                        "corrosion pitting, or a broken wire at the rope end fitting.",
                    ],
                ),
                (
                    "p",
                    "In any case renew the rope every 5 years. Use only the Penhallow rope "
                    "listed in Table 1 - galvanised, pre-formed, 1770 grade.",
                ),
                ("h2", "Q17  How do I set the brake?"),
                (
                    "p",
                    "The brake is a spring-applied, electrically released disc brake on the "
                    "motor. The air gap should be 0.3 to 0.5 mm, measured with a feeler gauge "
                    "at three points 120\u00b0 apart. When the gap reaches 0.8 mm, reset it: "
                    "slacken the three lock nuts, turn the adjusting sleeves until a 0.4 mm "
                    "feeler just slides, and re-tighten the lock nuts to 9 Nm. Renew the "
                    "friction disc when it is thinner than 7.5 mm (new: 9.0 mm).",
                ),
                ("h2", "Q18  Which oil goes in the gearbox?"),
                (
                    "p",
                    "Synthetic gear oil ISO VG 220 (polyglycol). Quantity 1.6 litres for the "
                    "PL-250 and PL-250W, 0.9 litres for the PL-100, 2.8 litres for the PL-500. "
                    "First change after 500 hours, then every 10,000 hours or 3 years, "
                    "whichever comes first. Never mix with mineral gear oil.",
                ),
                ("h2", "Q19  What tests follow a rope change or a major repair?"),
                (
                    "ol",
                    [
                        "Static test: 125 % of rated load in the car at the lowest landing for "
                        "10 minutes - the brake must hold without creep.",
                        "Dynamic test: 110 % over the full travel, then check that the "
                        "overload stops the lift.",
                        "Test the slack rope switch and the safety gear with the car empty.",
                        "Record the tests in the lift log book and have the thorough "
                        "examination done before the lift goes back into service.",
                    ],
                ),
            ]
        },
    ],
}
