"""Four made-up manuals of other equipment by other makers, held-out set 36b (written blind).

Written without running Shipmate or reading its code, for bench/other_makers_held36b.jsonl.
Each maker writes its own way, in four styles the earlier sets did not use:

- Miscelub (MBL-30 / MBL-60 unit for the blending on board of cylinder oil from used system
  oil and a high-BN additive concentrate, Italy) writes a manual translated from Italian in
  Times: long run-on sentences joined by "and" and commas, "the user must ...", "it is
  forbidden to ...", "in contrary case", decimal commas ("16,5 %", "0,8 l") and ranges with the
  division sign ("3\u00f74 bar", "40\u00f755 \u00b0C"); a unit data table, an additive quantity
  table with a TWO-LEVEL header (additive concentrate BN 300 / BN 400 over % and litres), a
  tagged SCHEMATIC (T-1 ... T-4, V-201 ... V-209, F-1, F-2, P-1 ... P-3, FM-1, FM-2, M-3, LT-3,
  TT-3, PT-4, PI-5, LS-4, MCP-30) with its legend, a maintenance interval matrix with X marks
  on a LANDSCAPE page, a panel signal / cause / what the user must do table and spare parts.
- Kelderby Torsion (VTD series viscous torsional vibration dampers for the crankshaft free end,
  UK) is a binder of SERVICE LETTERS: an index of the letters (one cancelled), then one letter
  per page, each with a coloured head band carrying its number ("SL-2018-11 rev.C"), Date,
  Subject, Affected units (serial ranges), Category and Supersedes, then Background / Action;
  changed values are written out in the text ("was 230 Nm, now 265 Nm", "was 5 ml in rev.B,
  now no more than 3 ml"). It carries a fluid data and viscosity limit table printed as a
  PICTURE (no text layer), a parts list with a second TWO-LEVEL header (VTD-320 / VTD-450 over
  part no. and qty) full of abbreviations (ASSY, CPL, W/, SCR HEX SKT HD, WSHR, DWL, CU, GALV
  STL) with a BORDERLESS abbreviation key, and an interval table.
- Ruhland Kaeltetechnik (RRU-40 refrigerant recovery unit used on board to service the
  refrigerating and air-conditioning plants, Germany) prints the whole manual in a TWO-COLUMN
  page layout with a rule between the columns and "\u00a7 5.2" section numbers; headings,
  the contents and the tables span both columns. It carries a BORDERLESS technical data table
  with a Remark column, a recovery-rate table that runs over a PAGE BREAK with its header
  repeated, numbered procedures and an indicator lamp table.
- Orsolux Marine Lighting (XSL-2000 xenon searchlight with PSU-20 power supply and RCP-5 remote
  panel, Singapore) writes a troubleshooting-first handbook: four FAULT TREES as decision lists
  ("A1 Is the green POWER lamp lit?  YES \u2192 go to A2.  NO \u2192 check breaker Q1 and fuse
  F3"), an alarm code list with hex-like codes (E0x01 ... E0x3E) and letter-number codes
  (A-11 ... A-40) that runs over a PAGE BREAK without its header repeated, a symptom /
  probable cause / remedy table, a portrait page whose wide model data table is printed
  SIDEWAYS, and the lamp change, routine care and panel address settings at the back.

Every page is an explicit list of blocks laid out top to bottom (two-column blocks lay out
their own columns and raise as well); a block that does not fit raises, so a question's page is
the page its block is listed on. PyMuPDF only, deterministic, no network, no files outside
`folder`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf as fitz

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
    for spec in (MISCELUB, KELDERBY, RUHLAND, ORSOLUX):
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
        elif kind == "cols":
            _two_cols(col, val, spec)
        elif kind == "lethead":
            _lethead(col, val, spec)
        elif kind == "tree":
            _tree(col, val, st)
        else:
            raise ValueError(kind)


def _two_cols(col, val, spec):
    """Text flowing in two columns under the current position; each column raises if full."""
    left, right = val
    gap = 18.0
    mid = (col.x0 + col.x1) / 2
    y0 = col.y
    a = _Col(col.pg, col.x0, mid - gap / 2, y0, col.bottom)
    b = _Col(col.pg, mid + gap / 2, col.x1, y0, col.bottom)
    _blocks(a, left, spec)
    _blocks(b, right, spec)
    y1 = max(a.y, b.y)
    if spec["style"].get("colrule"):
        sh = col.pg.page.new_shape()
        sh.draw_line((mid, y0 + 4), (mid, y1 - 4))
        sh.finish(color=(0.55, 0.55, 0.55), width=0.5)
        sh.commit()
    col.y = y1 + 2


def _lethead(col, d, spec):
    """Service-letter head: coloured band with the letter number, then the routing fields."""
    st = spec["style"]
    band = 22.0
    col.need(band + 16, d["ref"])
    y0 = col.y
    sh = col.pg.page.new_shape()
    sh.draw_rect(fitz.Rect(col.x0, y0, col.x1, y0 + band))
    sh.finish(fill=st["hcolor"], color=None, width=0)
    sh.commit()
    col.pg.text(col.x0 + 8, y0 + 15.5, d.get("kind", "SERVICE LETTER"), 12, True, (1, 1, 1))
    ref = d["ref"]
    tl = _font(True).text_length(ref, fontsize=12)
    col.pg.text(col.x1 - 8 - tl, y0 + 15.5, ref, 12, True, (1, 1, 1))
    col.y = y0 + band + 2
    inner = _Col(col.pg, col.x0 + 8, col.x1 - 8, col.y, col.bottom)
    _kv(inner, d["fields"], st["body"], keyw=0.24)
    col.y = inner.y
    sh = col.pg.page.new_shape()
    sh.draw_rect(fitz.Rect(col.x0, y0, col.x1, col.y))
    sh.finish(color=st["hcolor"], width=1.0)
    sh.commit()
    col.y += 10


def _tree(col, steps, st):
    """Decision list: a numbered question, then one line per answer (YES -> ..., NO -> ...)."""
    size = st["body"]
    lh = size * 1.32
    for num, q, answers in steps:
        qlines = _wrap(q, col.w - 40, size, True)
        alines = []
        for lab, txt in answers:
            lw = _font(True).text_length("YES \u2192", fontsize=size) + 6
            alines.append((lab, lw, _wrap(txt, col.w - 56 - lw, size)))
        h = lh * (len(qlines) + sum(len(x[2]) for x in alines)) + 10
        col.need(h, q[:40])
        y0 = col.y
        sh = col.pg.page.new_shape()
        sh.draw_rect(fitz.Rect(col.x0, y0 + 2, col.x0 + 30, y0 + 4 + lh + 2))
        sh.finish(fill=st["hcolor"], color=None, width=0)
        sh.draw_line((col.x0 + 15, y0 + lh + 8), (col.x0 + 15, y0 + h - 6))
        sh.finish(color=(0.6, 0.6, 0.6), width=0.6)
        sh.commit()
        nl = _font(True).text_length(num, fontsize=size)
        col.pg.text(col.x0 + 15 - nl / 2, y0 + 2 + lh - size * 0.1, num, size, True, (1, 1, 1))
        for ln in qlines:
            col.y += lh
            col.pg.text(col.x0 + 40, col.y - size * 0.28 + 2, ln, size, True)
        for lab, lw, lines in alines:
            for k, ln in enumerate(lines):
                col.y += lh
                if k == 0:
                    col.pg.text(
                        col.x0 + 50,
                        col.y - size * 0.28 + 2,
                        lab + " \u2192",
                        size,
                        True,
                        st["hcolor"],
                    )
                col.pg.text(col.x0 + 56 + lw, col.y - size * 0.28 + 2, ln, size)
        col.y = y0 + h + 4


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


def _pump(s, x, y, r=12):
    s.draw_circle((x, y), r)
    s.draw_polyline([(x - r * 0.55, y - r * 0.8), (x + r, y), (x - r * 0.55, y + r * 0.8)])


def _filter(s, x, y):
    s.draw_polyline([(x, y - 9), (x + 9, y), (x, y + 9), (x - 9, y), (x, y - 9)])
    s.draw_line((x, y - 9), (x, y + 9))


def _mbl_schematic(pg, x0, y0, w, h):
    s = pg.page.new_shape()

    def P(x, y):
        return (x0 + x, y0 + y)

    def ln(a, b, c, d):
        s.draw_line(P(a, b), P(c, d))

    def L(x, y, t, size=6.8, bold=False):
        pg.text(x0 + x, y0 + y, t, size, bold)

    def meter(x, y, tag):
        s.draw_rect(fitz.Rect(*P(x - 9, y - 8), *P(x + 9, y + 8)))
        L(x - 5, y + 3, "FQ", 5.4)
        L(x - 12, y + 20, tag, 7.0, True)

    # tanks T-1 (system oil) and T-2 (additive)
    _box_eq(s, *P(10, 100), *P(80, 180))
    L(16, 118, "T-1", 7.4, True)
    L(16, 130, "system oil", 6.2)
    L(16, 139, "(from purifier)", 6.2)
    ln(45, 100, 45, 76)
    L(10, 70, "from LO purifier", 6.0)
    _box_eq(s, *P(10, 240), *P(80, 320))
    L(16, 258, "T-2", 7.4, True)
    L(16, 270, "additive", 6.2)
    L(16, 279, "concentrate", 6.2)
    ln(45, 240, 45, 222)
    L(10, 216, "filling from deck", 6.0)
    # line 1: V-201, F-1, P-1, FM-1, V-203 -> T-3
    for y, a, b, c, d, e in (
        (160, "V-201", "F-1", "P-1", "FM-1", "V-203"),
        (290, "V-202", "F-2", "P-2", "FM-2", "V-204"),
    ):
        ln(80, y, 92, y)
        _valve(s, *P(100, y))
        L(88, y + 18, a, 7.0, True)
        ln(108, y, 116, y)
        _filter(s, *P(125, y))
        L(118, y - 14, b, 7.0, True)
        ln(134, y, 143, y)
        _pump(s, *P(155, y), 11)
        L(148, y + 26, c, 7.0, True)
        ln(166, y, 181, y)
        meter(190, y, d)
        ln(199, y, 217, y)
        _valve(s, *P(225, y))
        L(214, y - 12, e, 7.0, True)
        ln(233, y, 260, y)
    # blending tank T-3 with mixer M-3, LT-3, TT-3
    _box_eq(s, *P(260, 110), *P(340, 310))
    L(264, 128, "T-3", 7.4, True)
    L(264, 140, "blending", 6.2)
    L(264, 149, "tank", 6.2)
    ln(300, 110, 300, 96)
    s.draw_circle(P(300, 86), 10)
    L(296, 89, "M", 6.4)
    L(314, 84, "M-3 mixer", 7.0, True)
    ln(300, 110, 300, 230)
    s.draw_polyline([P(286, 226), P(300, 234), P(314, 226)])
    ln(340, 150, 356, 150)
    _instr(s, *P(365, 150), 8)
    L(362, 153, "L", 6)
    L(377, 153, "LT-3", 7.0, True)
    ln(340, 200, 356, 200)
    _instr(s, *P(365, 200), 8)
    L(362, 203, "T", 6)
    L(377, 203, "TT-3", 7.0, True)
    # drain V-209
    ln(275, 310, 275, 322)
    _valve(s, *P(275, 330), vertical=True)
    ln(275, 338, 275, 348)
    L(230, 334, "V-209", 7.0, True)
    L(262, 358, "drain", 6.0)
    # outlet V-205, P-3, V-207 sample, PT-4, PI-5, V-206 -> T-4
    ln(310, 310, 310, 322)
    _valve(s, *P(310, 330), vertical=True)
    L(318, 334, "V-205", 7.0, True)
    ln(310, 338, 310, 380)
    ln(310, 380, 330, 380)
    _pump(s, *P(342, 380), 11)
    L(334, 404, "P-3", 7.0, True)
    ln(353, 380, 428, 380)
    ln(366, 380, 366, 396)
    _valve(s, *P(366, 404), vertical=True)
    ln(366, 412, 366, 420)
    L(352, 432, "V-207", 7.0, True)
    L(346, 441, "sample", 6.0)
    ln(386, 380, 386, 364)
    _instr(s, *P(386, 355), 8)
    L(383, 358, "P", 6)
    L(374, 340, "PT-4", 7.0, True)
    ln(406, 380, 406, 396)
    _instr(s, *P(406, 405), 8)
    L(403, 408, "P", 6)
    L(396, 426, "PI-5", 7.0, True)
    _valve(s, *P(428, 380))
    L(418, 366, "V-206", 7.0, True)
    ln(436, 380, 444, 380)
    _box_eq(s, *P(444, 330), *P(w, 420))
    L(447, 346, "T-4", 7.4, True)
    L(447, 357, "cyl. oil", 5.8)
    L(447, 365, "service", 5.8)
    ln(462, 330, 462, 318)
    _instr(s, *P(462, 309), 8)
    L(459, 312, "L", 6)
    L(432, 298, "LS-4", 7.0, True)
    ln(462, 420, 462, 436)
    L(424, 450, "to cylinder lubricators", 6.0)
    s.finish(color=(0, 0, 0), width=0.9, closePath=False)
    s.commit()
    # control panel and signals
    s3 = pg.page.new_shape()
    s3.draw_rect(fitz.Rect(*P(330, 0), *P(w, 40)))
    s3.finish(color=(0, 0, 0), width=1.0)
    s3.commit()
    L(336, 15, "MCP-30 control panel", 7.2, True)
    L(336, 28, "PLC, touch screen, 3 x 440 V 60 Hz", 6.0)
    s2 = pg.page.new_shape()
    s2.draw_polyline([P(330, 14), P(190, 14), P(190, 152)])
    s2.draw_polyline([P(330, 26), P(155, 26), P(155, 149)])
    s2.draw_polyline([P(400, 40), P(400, 100), P(365, 100), P(365, 142)])
    s2.finish(color=(0.1, 0.3, 0.8), width=0.7, dashes="[3 2] 0", closePath=False)
    s2.commit()
    L(200, 10, "FM-1 / FM-2 pulses", 5.8)
    # legend
    ly = 466
    L(0, ly, "Legend", 8, True)
    items = [
        ("T-1", "System oil tank (purified system oil)"),
        ("T-2", "Additive concentrate tank"),
        ("V-201", "Suction valve system oil"),
        ("V-202", "Suction valve additive"),
        ("F-1", "Strainer system oil line 100 \u00b5m"),
        ("F-2", "Strainer additive line 250 \u00b5m"),
        ("P-1", "Dosing pump system oil (gear)"),
        ("P-2", "Dosing pump additive (gear)"),
        ("FM-1 / FM-2", "Oval gear flow meters"),
        ("V-203 / V-204", "Non-return and shut valves to T-3"),
        ("T-3 / M-3", "Blending tank with mixer"),
        ("LT-3 / TT-3", "Level transmitter / temperature sensor"),
        ("V-205", "Outlet valve of T-3"),
        ("P-3", "Transfer pump to T-4"),
        ("V-207", "Sample cock"),
        ("PT-4 / PI-5", "Pressure transmitter / manometer"),
        ("V-206", "Valve to service tank T-4"),
        ("LS-4", "High level switch T-4, stops P-3"),
        ("V-209", "Drain valve of T-3"),
    ]
    for i, (tag, desc) in enumerate(items):
        cx = 0 if i < 10 else 245
        cy = ly + 13 + (i % 10) * 11
        L(cx, cy, tag, 6.8, True)
        L(cx + 58, cy, desc, 6.4)


_MB_STYLE = {
    "font": "tiro",
    "h1": 12.6,
    "h2": 10.6,
    "body": 9.5,
    "hcolor": (0.55, 0.05, 0.05),
    "h1rule": True,
    "olfmt": "{})",
}


def _pct(t, bn):
    v = (t - 5) / (bn - 5) * 100
    return f"{v:.1f} %".replace(".", ","), f"{round(v * 10)} l"


MISCELUB = {
    "file": "miscelub-mbl30-cylinder-oil-blending-unit.pdf",
    "title": "Miscelub MBL-30 / MBL-60 unit for the blending on board of cylinder oil - "
    "Manual of use and maintenance",
    "maker": "Miscelub S.r.l.",
    "style": _MB_STYLE,
    "hdr_left": "MISCELUB S.r.l.",
    "hdr_right": "MBL-30 / MBL-60  -  MANUAL OF USE AND MAINTENANCE  -  MU-MBL-EN rev. 04",
    "ftr_left": "Miscelub S.r.l.  -  Via dei Cantieri 18, 48122 Ravenna, Italia  -  "
    "translation of the original instructions",
    "ftr_fmt": "pag. {n} di {total}",
    "cover": _cover(
        "MISCELUB S.r.l.",
        [
            "MBL-30 / MBL-60",
            "UNIT FOR THE BLENDING ON BOARD",
            "of the cylinder oil from system oil",
        ],
        [
            "MANUAL OF USE AND MAINTENANCE  -  MU-MBL-EN  rev. 04",
            "Blending unit with dosing pumps, blending tank and control panel MCP-30",
            "Translation of the original instructions in Italian language.",
            "The manual must be kept in the engine control room near the panel MCP-30.",
        ],
        band=(0.55, 0.05, 0.05),
        foot="Miscelub S.r.l.  -  Ravenna  -  assistenza@miscelub.it  -  tel. +39 0544 555 030",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "INDEX"),
                (
                    "toc",
                    [
                        ("1", "GENERAL DESCRIPTION OF THE UNIT", 3),
                        ("2", "TECHNICAL DATA AND TABLE OF BLENDING", 3),
                        ("3", "SCHEME OF THE PLANT", 4),
                        ("4", "FUNCTIONING AND USE", 5),
                        ("4.1", "Preparation of a batch", 5),
                        ("4.2", "Control of the BN", 5),
                        ("4.3", "Transfer to the service tank", 5),
                        ("5", "MAINTENANCE", 6),
                        ("6", "SIGNALS OF THE PANEL MCP-30", 7),
                        ("7", "SPARE PARTS", 7),
                    ],
                ),
                ("h2", "General warnings"),
                (
                    "p",
                    "The present manual is integral part of the unit and the user must read "
                    "it with attention in all its parts before doing any operation, because "
                    "a cylinder oil with a BN not correct for the fuel in use can provoke in "
                    "short time the corrosion or the deposits on the liners and on the "
                    "piston rings of the main engine, and Miscelub declines every "
                    "responsibility for damages to the engine deriving from the non "
                    "observance of the instructions contained here or of the prescriptions "
                    "of the maker of the engine.",
                ),
                (
                    "p",
                    "It is forbidden to tamper with the devices of safety and of regulation, "
                    "to modify the parameters of the panel protected by password without the "
                    "authorisation of the chief engineer, and to mix in the unit oils "
                    "different from the system oil of the engine and the additive "
                    "concentrate approved, and the user must remember that the oils are "
                    "hot and slippery, so that every leakage must be cleaned immediately.",
                ),
                (
                    "p",
                    "The interventions on the electric panel MCP-30 are to be executed only "
                    "by personnel qualified, with the supply sectioned, and the guarantee "
                    "decays if pieces not original Miscelub are used.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  GENERAL DESCRIPTION OF THE UNIT"),
                (
                    "p",
                    "The unit MBL is destined to produce on board the cylinder oil of the "
                    "two-stroke main engine starting from the system oil of the same engine, "
                    "taken after the purifier, and from an additive concentrate of high BN, "
                    "which are dosed by two gear pumps with flow meters in the blending tank "
                    "and mixed by the mixer, so that the ship can adapt the BN of the "
                    "cylinder oil to the sulphur of the fuel in use and at the same time "
                    "renew continuously the system oil of the engine, and the cylinder oil "
                    "produced is then transferred to the service tank of the lubricators.",
                ),
                (
                    "p",
                    "It is forbidden to use system oil taken directly from the sump without "
                    "passing by the purifier, or system oil with a content of water superior "
                    "to 0,2 %, because the water and the particles pass in the cylinder oil "
                    "and arrive to the liners.",
                ),
                ("h1", "2  TECHNICAL DATA AND TABLE OF BLENDING"),
                ("caption", "Tab. 1 - Data of the unit"),
                (
                    "table",
                    {
                        "cols": ["Characteristic", "MBL-30", "MBL-60"],
                        "rows": [
                            ["Useful volume of the blending tank T-3", "1.000 l", "2.000 l"],
                            ["Dosing pump P-1 (system oil)", "30 l/min", "60 l/min"],
                            ["Dosing pump P-2 (additive)", "8 l/min", "15 l/min"],
                            [
                                "Transfer pump P-3",
                                "40 l/min, 3\u00f74 bar",
                                "80 l/min, 3\u00f74 bar",
                            ],
                            ["Precision of the dosing", "\u00b10,5 %", "\u00b10,5 %"],
                            ["Time of mixing", "30 min", "45 min"],
                            [
                                "Temperature of the oil for blending",
                                "40\u00f755 \u00b0C",
                                "40\u00f755 \u00b0C",
                            ],
                            [
                                "Supply / installed power",
                                "3 x 440 V 60 Hz / 4,5 kW",
                                "3 x 440 V 60 Hz / 7,5 kW",
                            ],
                        ],
                        "widths": [2.6, 1.6, 1.6],
                        "boldfirst": True,
                        "size": 8.8,
                    },
                ),
                ("caption", "Tab. 2 - Quantity of additive for the BN requested"),
                (
                    "table",
                    {
                        "groups": [
                            ("", 1),
                            ("Additive concentrate BN 300", 2),
                            ("Additive concentrate BN 400", 2),
                        ],
                        "cols": [
                            "BN of the cylinder oil",
                            "Additive %",
                            "Litres per 1.000 l",
                            "Additive %",
                            "Litres per 1.000 l",
                        ],
                        "rows": [
                            [f"BN {t}", *_pct(t, 300), *_pct(t, 400)]
                            for t in (25, 40, 57, 70, 85, 100)
                        ],
                        "widths": [1.7, 1.1, 1.3, 1.1, 1.3],
                        "boldfirst": True,
                        "size": 8.8,
                    },
                ),
                (
                    "p",
                    "The table is calculated for a system oil of BN 5; if the BN of the "
                    "system oil measured is different, the user must insert it in the menu "
                    "P-07 and the panel corrects the quantities automatically, and the rest "
                    "of the batch is always system oil.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3  SCHEME OF THE PLANT"),
                (
                    "p",
                    "In the figure the unit MBL-30 is represented with the tanks of the ship "
                    "to which it is connected; the tanks T-1, T-2 and T-4 and the piping "
                    "outside the skid are not of supply Miscelub.",
                ),
                ("caption", "Fig. 1 - Scheme of principle MBL-30"),
                ("draw", (588, _mbl_schematic)),
            ]
        },
        {
            "blocks": [
                ("h1", "4  FUNCTIONING AND USE"),
                ("h2", "4.1  Preparation of a batch"),
                (
                    "p",
                    "Before every batch the user must verify the BN of the cylinder oil "
                    "requested by the maker of the engine for the sulphur of the fuel in "
                    "use, then insert in the panel MCP-30 the BN target and the volume of "
                    "the batch, and verify that the oil in T-1 is at 40\u00f755 \u00b0C, "
                    "because with the cold oil the flow meters measure wrong and the mixing "
                    "is not homogeneous, and only then press BATCH START.",
                ),
                (
                    "p",
                    "The panel starts first the pump P-1 and then the pump P-2, measures the "
                    "quantities with FM-1 and FM-2 and stops each pump when its quantity is "
                    "reached, after which the mixer M-3 runs for the time of mixing (30 min "
                    "for the MBL-30) and the lamp BATCH READY lights, and it is forbidden to "
                    "open the valve V-205 before the end of the mixing.",
                ),
                ("h2", "4.2  Control of the BN"),
                (
                    "p",
                    "At the end of the mixing, with the mixer still running, the user must "
                    "open the sample cock V-207 for 10 seconds to flush it, then take 200 ml "
                    "in a clean bottle and measure the BN with the test kit of the ship; the "
                    "tolerance admitted is \u00b13 BN, and in contrary case the batch is "
                    "corrected with the function TRIM of the panel, which adds system oil or "
                    "additive and makes mix again for 10 minutes.",
                ),
                (
                    "p",
                    "One sample of each tenth batch must be sent to the laboratory of the "
                    "supplier of the oil together with a sample of the system oil.",
                ),
                ("h2", "4.3  Transfer to the service tank"),
                (
                    "p",
                    "For the transfer open the valves V-205 and V-206 and press TRANSFER; the "
                    "pump P-3 stops automatically when the high level switch LS-4 of the "
                    "service tank T-4 intervenes or when the level LT-3 of the blending tank "
                    "falls under 5 %, and the user must then close V-205 and V-206 and "
                    "register the batch in the oil record of the engine room with BN, volume "
                    "and date, because the panel conserves only the last 50 batches.",
                ),
                (
                    "box",
                    (
                        "IMPORTANT",
                        "It is forbidden to put in the service tank T-4 a batch whose BN has "
                        "not been controlled, and it is forbidden to mix additive concentrates "
                        "of different suppliers.",
                    ),
                ),
            ]
        },
        {
            "landscape": True,
            "blocks": [
                ("h1", "5  MAINTENANCE"),
                (
                    "p",
                    "The maintenance must be executed by the engineers of the ship at the "
                    "intervals of the table, and before every intervention the user must "
                    "stop the unit with the main switch of MCP-30, close the valves V-201, "
                    "V-202 and V-205, and collect the oil of the opened parts in a tray.",
                ),
                ("caption", "Tab. 3 - Programme of maintenance"),
                (
                    "table",
                    {
                        "cols": [
                            "N.",
                            "Operation",
                            "Weekly",
                            "Monthly",
                            "3 months",
                            "6 months",
                            "Yearly",
                            "2 years",
                        ],
                        "rows": [
                            [
                                "1",
                                "Control of leakages on pumps, flanges and flow meters",
                                "X",
                                "",
                                "",
                                "",
                                "",
                                "",
                            ],
                            [
                                "2",
                                "Drain the water from the bottom of the tank T-2",
                                "X",
                                "",
                                "",
                                "",
                                "",
                                "",
                            ],
                            ["3", "Clean the strainers F-1 and F-2", "", "X", "", "", "", ""],
                            [
                                "4",
                                "Control oil level of the gear reducer of the mixer M-3",
                                "",
                                "X",
                                "",
                                "",
                                "",
                                "",
                            ],
                            [
                                "5",
                                "Verification of the flow meters FM-1 and FM-2 (see below)",
                                "",
                                "",
                                "X",
                                "",
                                "",
                                "",
                            ],
                            [
                                "6",
                                "Control of the level transmitter LT-3 against the sounding",
                                "",
                                "",
                                "X",
                                "",
                                "",
                                "",
                            ],
                            [
                                "7",
                                "Control of the mechanical seals of P-1 and P-3",
                                "",
                                "",
                                "",
                                "X",
                                "",
                                "",
                            ],
                            [
                                "8",
                                "Test of the high level switch LS-4 of T-4",
                                "",
                                "",
                                "",
                                "X",
                                "",
                                "",
                            ],
                            [
                                "9",
                                "Change oil of the gear reducer of the mixer M-3",
                                "",
                                "",
                                "",
                                "",
                                "X",
                                "",
                            ],
                            [
                                "10",
                                "Control of the gears of the dosing pump P-2",
                                "",
                                "",
                                "",
                                "",
                                "X",
                                "",
                            ],
                            [
                                "11",
                                "Internal inspection and cleaning of the blending tank T-3",
                                "",
                                "",
                                "",
                                "",
                                "",
                                "X",
                            ],
                        ],
                        "widths": [0.4, 5.4, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9],
                        "size": 8.8,
                    },
                ),
                (
                    "p",
                    "Oil of the gear reducer of the mixer M-3: ISO VG 220, 0,8 l; the first "
                    "change is after 500 hours. For the verification of the flow meters the "
                    "user doses 100 l of system oil in the empty tank T-3 and compares the "
                    "quantity with LT-3 and with the sounding, and if the difference is "
                    "superior to 1 % the factor of the meter must be corrected in the menu "
                    "P-12.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "6  SIGNALS OF THE PANEL MCP-30"),
                (
                    "table",
                    {
                        "cols": ["Signal", "Cause", "What the user must do"],
                        "rows": [
                            ["BATCH READY (green)", "Mixing finished", "Take the sample (4.2)"],
                            [
                                "FLOW LOW FM-1 / FM-2",
                                "No pulses from the flow meter with the pump running",
                                "Verify the valves V-201 / V-202 open and the strainer clean",
                            ],
                            [
                                "FLOW DEVIATION",
                                "Quantity dosed differs more than 2 % from the set",
                                "Verify the flow meters (chap. 5); repeat the batch",
                            ],
                            [
                                "LOW LEVEL T-2",
                                "Additive concentrate finished",
                                "Fill T-2; the batch restarts from the point of stop",
                            ],
                            [
                                "TEMPERATURE LOW",
                                "Oil in T-3 under 40 \u00b0C",
                                "Heat the tank T-1; wait before the start",
                            ],
                            [
                                "PRESSURE HIGH P-3",
                                "PT-4 over 6 bar during the transfer",
                                "Verify V-206 open and the line to T-4 free",
                            ],
                            [
                                "HIGH LEVEL T-4",
                                "Switch LS-4 intervened",
                                "Normal end of transfer; close V-205 and V-206",
                            ],
                            [
                                "MOTOR OVERLOAD",
                                "Thermal relay of a motor intervened",
                                "Reset the relay in MCP-30; verify the pump turns free",
                            ],
                        ],
                        "widths": [1.6, 2.3, 2.7],
                        "boldfirst": True,
                        "size": 8.8,
                    },
                ),
                ("h1", "7  SPARE PARTS"),
                (
                    "table",
                    {
                        "cols": ["Code", "Description", "Q.ty recommended"],
                        "rows": [
                            ["MB-1100", "Element of strainer F-1, 100 \u00b5m", "2"],
                            ["MB-1250", "Element of strainer F-2, 250 \u00b5m", "2"],
                            ["MB-2001", "Mechanical seal of pump P-1 / P-3", "2"],
                            ["MB-2002", "Set of gears of the dosing pump P-2", "1"],
                            ["MB-3003", "Level transmitter LT-3", "1"],
                            ["MB-4001", "Oval gear flow meter FM-1 complete", "1"],
                            ["MB-5000", "Refill for BN test kit (50 tests)", "2"],
                        ],
                        "widths": [1.0, 3.6, 1.2],
                        "boldfirst": True,
                        "size": 8.8,
                    },
                ),
                (
                    "p",
                    "In the order always indicate the type of the unit and the number of "
                    "matriculation which is on the plate of the skid.",
                ),
            ]
        },
    ],
}


# ================================================================ 2. Kelderby VTD letters


_KT_STYLE = {
    "h1": 12.4,
    "h2": 10.0,
    "body": 9.2,
    "hcolor": (0.05, 0.3, 0.22),
    "h1rule": False,
    "olfmt": "{}.",
    "pgap": 4,
}

_KT_SIGN = (
    "pi",
    "Kelderby Technical Service  -  R. Whitcombe, Service Manager  -  "
    "service@kelderby-torsion.co.uk",
)


def _kt_head(ref, date, subject, affected, category, supersedes):
    return (
        "lethead",
        {
            "ref": ref,
            "fields": [
                ("Date", date),
                ("Subject", subject),
                ("Affected units", affected),
                ("Category", category),
                ("Supersedes", supersedes),
            ],
        },
    )


KELDERBY = {
    "file": "kelderby-vtd-damper-service-letters.pdf",
    "title": "Kelderby VTD viscous torsional vibration dampers - Service letters in force",
    "maker": "Kelderby Torsion Ltd",
    "style": _KT_STYLE,
    "hdr_left": "KELDERBY TORSION LTD",
    "hdr_right": "VTD series  -  Service letters binder, issue 2023-09",
    "ftr_left": "Kelderby Torsion Ltd  -  Humber Works, Hull HU9 1TX, United Kingdom",
    "ftr_fmt": "Binder page {n} of {total}",
    "cover": _cover(
        "KELDERBY TORSION LTD",
        ["VTD SERIES", "VISCOUS TORSIONAL VIBRATION DAMPERS", "Service letters binder"],
        [
            "Service letters in force at issue 2023-09",
            "Damper sizes VTD-320, VTD-450, VTD-560, VTD-710",
            "File this binder with the Damper Instructions DI-VTD ed. 3.",
            "The letters amend DI-VTD. Where a letter and DI-VTD differ, the letter applies.",
        ],
        band=(0.05, 0.3, 0.22),
        foot="Kelderby Torsion Ltd  -  Hull  -  www.kelderby-torsion.co.uk",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Index of service letters"),
                (
                    "table",
                    {
                        "cols": ["Letter", "Rev.", "Date of rev.", "Subject", "Status", "Page"],
                        "rows": [
                            [
                                "SL-2016-02",
                                "A",
                                "08 Feb 2016",
                                "Inspection intervals",
                                "Cancelled, replaced by SL-2021-05",
                                "-",
                            ],
                            [
                                "SL-2017-03",
                                "A",
                                "14 Mar 2017",
                                "Flange screw torque, VTD-320 / VTD-450",
                                "In force",
                                "3",
                            ],
                            [
                                "SL-2018-11",
                                "C",
                                "20 May 2020",
                                "Fluid sampling and viscosity limits",
                                "In force",
                                "4",
                            ],
                            [
                                "SL-2019-07",
                                "B",
                                "03 Feb 2020",
                                "Cover O-ring: change of material",
                                "In force",
                                "5",
                            ],
                            [
                                "SL-2020-02",
                                "A",
                                "17 Feb 2020",
                                "Spare parts lists VTD-320 / VTD-450",
                                "In force",
                                "6",
                            ],
                            [
                                "SL-2021-05",
                                "D",
                                "14 Mar 2023",
                                "Inspection and sampling intervals",
                                "In force",
                                "7",
                            ],
                            [
                                "SL-2022-09",
                                "A",
                                "28 Sep 2022",
                                "After overspeed or misfiring; VTD-710 cover screws",
                                "In force",
                                "8",
                            ],
                        ],
                        "widths": [1.1, 0.5, 1.1, 2.8, 1.9, 0.6],
                        "size": 8.6,
                    },
                ),
                ("h2", "How to use the letters"),
                (
                    "p",
                    "Each letter states the dampers it applies to under Affected units. "
                    "Check the serial number stamped on the damper housing (format YYMM-nnn, "
                    "year and month of filling) before doing any work. Where a letter changes "
                    "a value, the old value is written out in the text so that older "
                    "manuals and job cards can be corrected by hand.",
                ),
                (
                    "p",
                    "Category Mandatory: to be carried out at the stated time; class may "
                    "ask for evidence. Category Recommended: at the next opportunity, at the "
                    "latest at the next engine overhaul. Category Information: no work "
                    "required.",
                ),
                ("h2", "The VTD damper in brief"),
                (
                    "p",
                    "The VTD is a viscous torsional vibration damper for the free end of the "
                    "crankshaft of diesel engines. A steel inertia ring turns in a closed, "
                    "fluid-filled housing; the silicone fluid in the narrow gaps between ring "
                    "and housing damps the torsional vibration and turns it into heat. The "
                    "number after VTD is the outer diameter of the housing in mm. The damper "
                    "has no wearing parts, but the silicone fluid thickens with age and heat, "
                    "so its condition is followed by fluid samples. The housing is never "
                    "opened on board and the fluid is never topped up on board.",
                ),
            ]
        },
        {
            "blocks": [
                _kt_head(
                    "SL-2017-03 rev.A",
                    "14 March 2017",
                    "Flange screw tightening torque, VTD-320 and VTD-450",
                    "VTD-320 and VTD-450, serial numbers 1605-001 to 1712-450",
                    "Recommended - at the next opportunity the damper is accessible",
                    "DI-VTD ed. 2, section 5.4 (tightening torques)",
                ),
                ("h2", "Background"),
                (
                    "p",
                    "Operators of four-stroke auxiliary engines have reported damper flange "
                    "screws found loose, with fretting marks on the flange faces of damper "
                    "and crankshaft. Our investigation shows that the torque given in "
                    "DI-VTD ed. 2 is too low for the torque peaks of some medium-speed "
                    "engines at start and at load changes.",
                ),
                ("h2", "Action"),
                (
                    "ol",
                    [
                        "With the engine stopped and secured against turning, check every "
                        "flange screw with a calibrated torque wrench.",
                        "The flange screws are single-use. Any screw that is found loose or "
                        "is taken out is renewed: KT-2212 (M12 x 50, 10.9) for the VTD-320 "
                        "and KT-2216 (M16 x 60, 10.9) for the VTD-450.",
                        "Oil the threads and the head faces lightly with engine oil, then "
                        "tighten in a cross pattern in two steps, first to half torque, then "
                        "to full torque. VTD-320 (M12 screws): was 95 Nm, now 110 Nm. "
                        "VTD-450 (M16 screws): was 230 Nm, now 265 Nm.",
                        "Paint-mark each screw head and the flange after tightening so that "
                        "a loose screw can be seen on rounds.",
                        "Record the work on the damper record card (form KT-F20).",
                    ],
                ),
                ("h2", "Parts and labour"),
                (
                    "p",
                    "Screws are supplied free of charge on request, quoting this letter and "
                    "the damper serial numbers. Estimated time approx. 1 h per damper. "
                    "Dampers with serial numbers from 1801-001 onward are delivered with the "
                    "new torque stamped on the housing next to the serial number.",
                ),
                _KT_SIGN,
            ]
        },
        {
            "blocks": [
                _kt_head(
                    "SL-2018-11 rev.C",
                    "02 November 2018; rev.C issued 20 May 2020",
                    "Fluid sampling and viscosity limits",
                    "All VTD series dampers, VTD-320 to VTD-710, all serial numbers",
                    "Mandatory - at every sampling interval (SL-2021-05)",
                    "SL-2018-11 rev.B",
                ),
                ("h2", "Reason for revision C"),
                (
                    "p",
                    "Rev.B asked for 5 ml of fluid from each sample screw. Dampers returned to "
                    "us showed that so much fluid leaves an air pocket at the outer diameter, "
                    "which reduces the damping. The amount taken per sample screw was 5 ml in "
                    "rev.B, now no more than 3 ml (see Table 1).",
                ),
                ("h2", "Taking the samples"),
                (
                    "ol",
                    [
                        "Engine stopped and cooled to engine room temperature. Turn the "
                        "engine until the two sample screws on the housing face are at the "
                        "3 o'clock and 9 o'clock positions.",
                        "Clean the housing face around the screws. Take out one sample screw "
                        "with its copper washer.",
                        "Screw the sample tube of the sampling kit into the hole and let the "
                        "fluid run into it; it runs slowly, allow up to 30 minutes.",
                        "Refit the sample screw with a new copper washer and tighten to "
                        "8 Nm. Repeat at the second screw.",
                        "Send both tubes with form KT-F30 (engine hours, damper serial "
                        "number) to the Kelderby laboratory. Results within 10 working days.",
                    ],
                ),
                ("h2", "Viscosity limits"),
                (
                    "p",
                    "The laboratory measures the viscosity of each sample and compares it "
                    "with the nominal value of the fluid filled at the factory. The damper "
                    "is to be exchanged when a sample is outside the limit in Table 1, or "
                    "when the two samples differ by more than 10 %.",
                ),
                (
                    "imgtable",
                    {
                        "title": "Table 1 - Fluid data and limits",
                        "cols": [
                            "Damper",
                            "Nominal viscosity",
                            "Max. change",
                            "Sample per screw",
                            "Fluid volume",
                        ],
                        "rows": [
                            ["VTD-320", "30,000 cSt", "\u00b120 %", "2 ml", "0.9 l"],
                            ["VTD-450", "60,000 cSt", "\u00b120 %", "2 ml", "2.1 l"],
                            ["VTD-560", "100,000 cSt", "\u00b125 %", "3 ml", "3.8 l"],
                            ["VTD-710", "200,000 cSt", "\u00b125 %", "3 ml", "6.5 l"],
                        ],
                        "widths": [1.0, 1.4, 1.1, 1.3, 1.1],
                        "size": 9.0,
                        "below": "Viscosity at 25 \u00b0C. Change relative to the nominal value.",
                    },
                ),
                _KT_SIGN,
            ]
        },
        {
            "blocks": [
                _kt_head(
                    "SL-2019-07 rev.B",
                    "11 July 2019; rev.B issued 03 February 2020",
                    "Cover O-ring: change of material from NBR to FKM",
                    "VTD-560 and VTD-710 delivered before July 2019 (serial numbers up to "
                    "1906-999)",
                    "Recommended - at the next damper exchange or overhaul",
                    "SL-2019-07 rev.A",
                ),
                ("h2", "Background"),
                (
                    "p",
                    "The large dampers VTD-560 and VTD-710 have a bolted cover sealed by an "
                    "O-ring. On engines where the damper runs hot, the nitrile (NBR) O-ring "
                    "has been found hard after three to four years, and silicone fluid has "
                    "seeped out at the cover joint. Loss of fluid reduces the damping and "
                    "raises the crankshaft stresses. Dampers built from July 2019 have a "
                    "fluorocarbon (FKM) O-ring.",
                ),
                ("h2", "Action for the ship's crew"),
                (
                    "ol",
                    [
                        "At every inspection look at the cover joint for fluid traces: a "
                        "clear, sticky film that collects dust.",
                        "If traces are found, take fluid samples (SL-2018-11) at once and "
                        "inform Kelderby with photos.",
                        "Do not try to reseal or tighten the cover on board.",
                    ],
                ),
                ("h2", "Action at the service station"),
                (
                    "p",
                    "The O-ring is changed only by Kelderby service or an authorised "
                    "workshop, because the damper must be refilled and tested afterwards. "
                    "VTD-560: part number was KT-1140 (NBR), now KT-1140F (FKM). VTD-710: "
                    "part number was KT-1150, now KT-1150F.",
                ),
                ("h2", "Correction made in rev.B"),
                (
                    "p",
                    "Rev.A printed a wrong O-ring size for the VTD-560: the size was 545 x 5 "
                    "in rev.A, now 548 x 5.3. The VTD-710 size, 698 x 5.3, is unchanged.",
                ),
                (
                    "box",
                    (
                        "NOTE",
                        "The O-ring material does not change the damping or the sampling "
                        "intervals. Dampers with FKM O-rings carry the letter F after the "
                        "serial number.",
                    ),
                ),
                _KT_SIGN,
            ]
        },
        {
            "blocks": [
                _kt_head(
                    "SL-2020-02 rev.A",
                    "17 February 2020",
                    "Spare parts lists VTD-320 / VTD-450 - new part numbers",
                    "All VTD-320 and VTD-450 dampers",
                    "Information - no work required",
                    "Parts lists in DI-VTD ed. 2, section 9",
                ),
                (
                    "p",
                    "The parts of the VTD-320 and VTD-450 have new part numbers from this "
                    "date. Order with the part number and the damper serial number. Parts "
                    "lists for the VTD-560 and VTD-710 are unchanged and stay as printed in "
                    "DI-VTD ed. 3.",
                ),
                ("caption", "Parts list VTD-320 / VTD-450"),
                (
                    "table",
                    {
                        "groups": [("", 2), ("VTD-320", 2), ("VTD-450", 2)],
                        "cols": ["Pos", "Description", "Part no.", "Qty", "Part no.", "Qty"],
                        "rows": [
                            ["1", "DAMPER ASSY, CPL, W/ FLUID", "KT-3200", "1", "KT-4500", "1"],
                            ["2", "SCR, HEX SKT HD, 10.9", "KT-2212", "8", "KT-2216", "12"],
                            ["3", "WSHR, HARD, FLG", "KT-2312", "8", "KT-2316", "12"],
                            ["4", "DWL PIN, HARD", "KT-2510", "2", "KT-2512", "2"],
                            ["5", "SAMPLE SCR, M8, W/ CU WSHR", "KT-1808", "2", "KT-1808", "2"],
                            ["6", "CU WSHR, 8 X 12", "KT-1812", "2", "KT-1812", "2"],
                            ["7", "SAMPLING KIT (2 TUBES, POS 6)", "KT-S320", "1", "KT-S450", "1"],
                            ["8", "LIFTING EYE, M10, GALV STL", "KT-2610", "2", "KT-2610", "2"],
                            ["9", "ID PLATE, SS", "KT-9000", "1", "KT-9000", "1"],
                        ],
                        "widths": [0.5, 2.9, 1.0, 0.5, 1.0, 0.5],
                        "size": 8.8,
                    },
                ),
                ("caption", "Abbreviations used in Kelderby parts lists"),
                (
                    "table",
                    {
                        "rows": [
                            ["ASSY", "assembly", "CU", "copper"],
                            ["CPL", "complete", "DWL", "dowel"],
                            ["W/", "with", "HARD", "hardened"],
                            ["SCR", "screw", "FLG", "flange"],
                            ["HEX SKT HD", "hexagon socket head", "GALV STL", "galvanised steel"],
                            ["WSHR", "washer", "SS", "stainless steel"],
                            ["POS", "position (item)", "ID", "identification"],
                        ],
                        "widths": [1.1, 1.6, 1.1, 1.6],
                        "ruled": False,
                        "size": 8.6,
                    },
                ),
                (
                    "p",
                    "Pos. 1 is an exchange damper, filled and tested; the old damper is "
                    "returned to Kelderby for overhaul. Tightening torques: see SL-2017-03.",
                ),
                _KT_SIGN,
            ]
        },
        {
            "blocks": [
                _kt_head(
                    "SL-2021-05 rev.D",
                    "10 May 2021; rev.D issued 14 March 2023",
                    "Inspection and sampling intervals",
                    "All VTD series dampers on main and auxiliary engines",
                    "Mandatory - from the date of this revision",
                    "SL-2016-02 rev.A (cancelled) and SL-2021-05 rev.C",
                ),
                ("h2", "Visual inspection"),
                (
                    "p",
                    "The visual inspection was every 12 months (SL-2016-02), now every 6 "
                    "months or 4,000 running hours, whichever comes first. Look for dents, "
                    "cracks in the paint at the cover joint, fluid traces and heat "
                    "discolouration. A damper with a dented housing must be exchanged at "
                    "once: the dent can jam the inertia ring.",
                ),
                (
                    "p",
                    "Within one hour after stopping a loaded engine, measure the housing "
                    "surface temperature with an infrared thermometer. It must not exceed "
                    "85 \u00b0C; a rise of more than 15 \u00b0C against the last reading "
                    "needs fluid samples.",
                ),
                ("h2", "Fluid samples and exchange"),
                (
                    "table",
                    {
                        "cols": ["Damper", "First samples", "Then every", "Exchange at latest"],
                        "rows": [
                            ["VTD-320 / VTD-450", "16,000 h", "16,000 h", "48,000 h"],
                            ["VTD-560 / VTD-710", "12,000 h", "12,000 h", "40,000 h"],
                        ],
                        "widths": [1.6, 1.2, 1.2, 1.4],
                        "size": 8.8,
                    },
                ),
                (
                    "p",
                    "Rev.D changes the sampling interval of the VTD-320 and VTD-450: it was "
                    "20,000 h, now 16,000 h. Hours are engine running hours since filling or "
                    "since the last overhaul at Kelderby, whichever is later.",
                ),
                (
                    "p",
                    "Record every inspection, temperature reading and sample on the damper "
                    "record card, form KT-F20, and keep it with the engine records.",
                ),
                _KT_SIGN,
            ]
        },
        {
            "blocks": [
                _kt_head(
                    "SL-2022-09 rev.A",
                    "28 September 2022",
                    "After overspeed or misfiring; VTD-710 cover screws",
                    "All VTD series dampers; item 5 applies to VTD-710 only",
                    "Mandatory - before the engine is put back on load",
                    "-",
                ),
                ("h2", "Background"),
                (
                    "p",
                    "An overspeed trip, a long run with a misfiring cylinder or a run with a "
                    "cylinder cut out can drive the crankshaft close to a resonance. The "
                    "damper then takes far more energy than in normal running, the fluid "
                    "overheats and may thicken quickly, and the damper may not protect the "
                    "crankshaft at the next event.",
                ),
                ("h2", "Action"),
                (
                    "ol",
                    [
                        "After the engine has stopped, measure the housing surface "
                        "temperature (SL-2021-05) and look for fluid traces.",
                        "Take fluid samples from the damper (SL-2018-11) before the engine "
                        "is put back on load, even if the damper looks good.",
                        "Note the engine speed reached, the duration and the cylinder "
                        "concerned from the alarm log.",
                        "Report the event to Kelderby on form KT-F31 within 30 days, with "
                        "the engine type, the damper serial number and the sample results.",
                        "VTD-710 only: the cover screws (M12) shall be fitted with medium "
                        "strength threadlocker. Torque was 25 Nm, now 30 Nm.",
                    ],
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "A damper that has been dropped, or whose housing is dented, must "
                        "not be refitted. Return it to Kelderby for examination. Do not "
                        "repair it on board.",
                    ),
                ),
                _KT_SIGN,
            ]
        },
    ],
}


# ================================================================ 3. Ruhland RRU-40 (two columns)


_RU_STYLE = {
    "h1": 11.6,
    "h2": 9.8,
    "body": 8.9,
    "hcolor": (0.0, 0.28, 0.5),
    "h1rule": True,
    "olfmt": "{}.",
    "colrule": True,
    "pgap": 4,
}

_RU_RATES_COLS = [
    "Refrigerant",
    "Safety group",
    "Vapour (kg/min)",
    "Liquid (kg/min)",
    "Push-pull (kg/min)",
]
_RU_RATES_W = [1.3, 1.0, 1.2, 1.2, 1.3]

RUHLAND = {
    "file": "ruhland-rru40-refrigerant-recovery-unit.pdf",
    "title": "Ruhland RRU-40 refrigerant recovery unit - Operating instructions",
    "maker": "Ruhland K\u00e4ltetechnik GmbH",
    "style": _RU_STYLE,
    "hdr_left": "RUHLAND K\u00c4LTETECHNIK",
    "hdr_right": "RRU-40  \u00b7  Operating instructions  \u00b7  BA-RRU40-EN 2.1",
    "ftr_left": "Ruhland K\u00e4ltetechnik GmbH  \u00b7  Hafenstra\u00dfe 7  \u00b7  27568 Bremerhaven"
    "  \u00b7  Germany",
    "ftr_fmt": "- {n} -",
    "cover": _cover(
        "RUHLAND K\u00c4LTETECHNIK",
        ["RRU-40", "REFRIGERANT RECOVERY UNIT", "for shipboard service of refrigerating plants"],
        [
            "OPERATING INSTRUCTIONS  \u00b7  BA-RRU40-EN  \u00b7  edition 2.1",
            "Standard version RRU-40 and version RRU-40 A2L",
            "Read \u00a7 1 before first use. Keep these instructions with the unit.",
        ],
        band=(0.0, 0.28, 0.5),
        foot="Ruhland K\u00e4ltetechnik GmbH  \u00b7  Bremerhaven  \u00b7  service@ruhland-kaelte.de",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Contents"),
                (
                    "toc",
                    [
                        ("\u00a7 1", "Safety", 2),
                        ("\u00a7 2", "Description of the unit", 3),
                        ("\u00a7 3", "Technical data", 3),
                        ("\u00a7 4", "Recovery rates", 4),
                        ("\u00a7 5", "Operation", 5),
                        ("\u00a7 5.1", "Liquid and vapour recovery", 5),
                        ("\u00a7 5.2", "Push-pull recovery", 5),
                        ("\u00a7 5.3", "Self-purge and end of job", 6),
                        ("\u00a7 6", "Maintenance", 6),
                        ("\u00a7 7", "Indicator lamps and faults", 6),
                    ],
                ),
                ("h1", "\u00a7 1  Safety"),
                (
                    "cols",
                    (
                        [
                            ("h2", "\u00a7 1.1  Intended use"),
                            (
                                "p",
                                "The RRU-40 transfers refrigerant from a refrigerating or "
                                "air-conditioning plant into a refillable recovery cylinder. "
                                "It is intended for CFC, HCFC, HFC and HFO refrigerants of "
                                "safety group A1. The version RRU-40 A2L (spark-free motor "
                                "and switches, yellow housing) is also approved for the "
                                "mildly flammable refrigerants R-32, R-1234yf and R-1234ze.",
                            ),
                            (
                                "p",
                                "The unit is not suitable for ammonia (R-717), for "
                                "hydrocarbons such as R-290 or R-600a, or for any refrigerant "
                                "of group B. Never use it as a vacuum pump for evacuating a "
                                "plant.",
                            ),
                            ("h2", "\u00a7 1.2  Personal protection"),
                            (
                                "p",
                                "Wear safety goggles and refrigerant-proof gloves. Liquid "
                                "refrigerant escaping from a hose causes frostbite on skin "
                                "and eyes. Keep hose ends capped when not connected.",
                            ),
                        ],
                        [
                            ("h2", "\u00a7 1.3  Recovery cylinders"),
                            (
                                "p",
                                "Use only refillable recovery cylinders with two valves "
                                "(liquid and vapour) and a test pressure of at least 48 bar. "
                                "Never use disposable cylinders. A cylinder must never be "
                                "filled above 80 % of its permitted filling weight; a full "
                                "cylinder that warms up can burst.",
                            ),
                            ("h2", "\u00a7 1.4  Place of work"),
                            (
                                "p",
                                "Work only in a well ventilated space; in the refrigeration "
                                "machinery room run the exhaust fan. Refrigerant vapour is "
                                "heavier than air and collects low down. No smoking, welding "
                                "or open flames near the work: hot surfaces decompose "
                                "refrigerants into toxic and corrosive gases.",
                            ),
                            (
                                "p",
                                "Keep the unit level and do not cover the air grilles of "
                                "the condenser while it is running.",
                            ),
                        ],
                    ),
                ),
            ]
        },
        {
            "blocks": [
                (
                    "cols",
                    (
                        [
                            ("h1", "\u00a7 2  Description of the unit"),
                            (
                                "p",
                                "The RRU-40 is a portable unit in a steel frame with a "
                                "carrying handle. Refrigerant enters at the INLET port, "
                                "passes the inlet filter screen and is compressed by an "
                                "oil-less twin-piston compressor. The hot gas is cooled in "
                                "the air-cooled condenser (fan) and leaves at the OUTLET "
                                "port towards the recovery cylinder.",
                            ),
                            (
                                "p",
                                "On the front panel: main switch S1, the gauges LP (inlet "
                                "side) and HP (outlet side), the INLET and OUTLET valves, "
                                "the selector valve with the positions RECOVER, PURGE and "
                                "CLOSED, the indicator lamps (\u00a7 7) and the hour meter.",
                            ),
                        ],
                        [
                            (
                                "p",
                                "On the right side: socket X3 for the float switch cable of "
                                "the recovery cylinder, the fuse holder F1 and the mains "
                                "inlet. The high-pressure switch HP stops the compressor "
                                "if the outlet pressure becomes too high (cylinder valve "
                                "closed, cylinder too warm).",
                            ),
                            (
                                "p",
                                "Supplied with the unit: two charging hoses 1,5 m with ball "
                                "valves, one filter drier FD-40 for the inlet line, the "
                                "float switch cable 5 m and these instructions. A scale is "
                                "not supplied; use a refrigerant scale of at least 50 kg.",
                            ),
                        ],
                    ),
                ),
                ("h1", "\u00a7 3  Technical data"),
                (
                    "table",
                    {
                        "cols": ["Item", "RRU-40", "Remark"],
                        "rows": [
                            [
                                "Supply",
                                "230 V \u00b1 10 %, 50/60 Hz, 1 phase",
                                "ship's 230 V socket",
                            ],
                            ["Motor", "0,75 kW (1 HP)", "1450 / 1750 rpm"],
                            ["Compressor", "oil-less, twin piston, air-cooled", "no oil change"],
                            ["High-pressure cut-out", "38,5 bar", "automatic reset at 30 bar"],
                            ["Refrigerants", "CFC, HCFC, HFC, HFO", "A2L only with RRU-40 A2L"],
                            ["Connections", '1/4" SAE flare', "INLET and OUTLET"],
                            ["Inlet filter screen", "200 mesh", "stainless"],
                            ["Ambient temperature", "0 ... 40 \u00b0C", "in operation"],
                            ["Fuse F1", "10 A T, 5 x 20 mm", "right side"],
                            ["Dimensions (L x W x H)", "420 x 250 x 360 mm", ""],
                            ["Weight", "13,6 kg", "A2L version 14,2 kg"],
                            ["Noise level", "< 72 dB(A) at 1 m", ""],
                        ],
                        "widths": [1.6, 2.2, 1.8],
                        "ruled": False,
                        "size": 8.8,
                        "boldfirst": True,
                    },
                ),
                (
                    "cols",
                    (
                        [
                            (
                                "p",
                                "The unit may be used on board in harbour and at sea. In a "
                                "seaway, lash the unit and the cylinder so that neither can "
                                "tip over; the unit works at heel up to 15\u00b0.",
                            ),
                        ],
                        [
                            (
                                "p",
                                "Storage between jobs: dry and above 0 \u00b0C, selector on "
                                "CLOSED and caps on both ports, so that no moisture enters "
                                "the compressor.",
                            ),
                        ],
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "\u00a7 4  Recovery rates"),
                (
                    "cols",
                    (
                        [
                            (
                                "p",
                                "The rates in Table 2 were measured to AHRI 740 at an "
                                "ambient of 24 \u00b0C with the hoses supplied (1,5 m) and "
                                "a clean inlet filter screen. With longer or thinner hoses, "
                                "a blocked filter drier or a warm recovery cylinder the "
                                "rates are lower.",
                            ),
                            (
                                "p",
                                "Vapour: refrigerant taken from the vapour side of the "
                                "plant. Liquid: refrigerant taken as liquid from the "
                                "receiver or the liquid line.",
                            ),
                        ],
                        [
                            (
                                "p",
                                "Push-pull: liquid moved by the pressure difference that "
                                "the unit makes between cylinder and plant (\u00a7 5.2); "
                                "only for larger charges.",
                            ),
                            (
                                "p",
                                "Refrigerants of safety group A2L are recovered only with "
                                "the RRU-40 A2L. For refrigerants not in the table ask "
                                "Ruhland before use.",
                            ),
                        ],
                    ),
                ),
                ("caption", "Table 2 - Recovery rates"),
                (
                    "table",
                    {
                        "cols": _RU_RATES_COLS,
                        "rows": [
                            ["R-22", "A1", "0,26", "1,85", "5,80"],
                            ["R-134a", "A1", "0,22", "1,60", "5,10"],
                            ["R-404A", "A1", "0,28", "1,90", "6,20"],
                            ["R-407C", "A1", "0,25", "1,80", "5,70"],
                            ["R-410A", "A1", "0,34", "2,10", "6,50"],
                            ["R-507A", "A1", "0,29", "1,95", "6,30"],
                            ["R-417A", "A1", "0,24", "1,70", "5,40"],
                            ["R-422D", "A1", "0,23", "1,75", "5,50"],
                            ["R-407F", "A1", "0,26", "1,82", "5,75"],
                            ["R-438A", "A1", "0,24", "1,72", "5,45"],
                        ],
                        "widths": _RU_RATES_W,
                        "size": 8.8,
                        "boldfirst": True,
                    },
                ),
                (
                    "cols",
                    (
                        [
                            (
                                "p",
                                "For blends (R-4xx) recover liquid where possible: "
                                "vapour recovery of a blend leaves the heavier components "
                                "behind in the plant.",
                            ),
                        ],
                        [
                            (
                                "p",
                                "Table 2 continues on the next page with the HFC/HFO "
                                "blends and the A2L refrigerants.",
                            ),
                        ],
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("caption", "Table 2 - Recovery rates (continued)"),
                (
                    "table",
                    {
                        "cols": _RU_RATES_COLS,
                        "rows": [
                            ["R-448A", "A1", "0,27", "1,86", "5,90"],
                            ["R-449A", "A1", "0,27", "1,84", "5,85"],
                            ["R-452A", "A1", "0,28", "1,90", "6,05"],
                            ["R-513A", "A1", "0,22", "1,62", "5,15"],
                            ["R-32", "A2L", "0,30", "1,98", "6,00"],
                            ["R-1234yf", "A2L", "0,20", "1,55", "4,90"],
                            ["R-1234ze", "A2L", "0,18", "1,40", "4,60"],
                        ],
                        "widths": _RU_RATES_W,
                        "size": 8.8,
                        "boldfirst": True,
                    },
                ),
                ("h1", "\u00a7 5  Operation"),
                (
                    "cols",
                    (
                        [
                            ("h2", "\u00a7 5.1  Liquid and vapour recovery"),
                            (
                                "ol",
                                [
                                    "Put the recovery cylinder on the scale and connect "
                                    "the float switch cable to socket X3.",
                                    "Connect the plant (liquid side first) through the "
                                    "filter drier FD-40 to INLET. Connect OUTLET to the "
                                    "vapour valve of the cylinder.",
                                    "Open the cylinder valve and the plant service valves. "
                                    "Selector to RECOVER, OUTLET valve open, switch S1 on.",
                                    "Open the INLET valve slowly. With liquid, throttle the "
                                    "INLET valve if the compressor knocks.",
                                    "The recovery is finished when the LP gauge shows "
                                    "-0,6 bar. Switch off and close INLET. If the pressure "
                                    "rises above 0 bar within 5 minutes, refrigerant is "
                                    "still in the plant: start again.",
                                ],
                            ),
                        ],
                        [
                            ("h2", "\u00a7 5.2  Push-pull recovery"),
                            (
                                "p",
                                "Push-pull is faster for plants with more than 5 kg of "
                                "liquid refrigerant in a receiver. It cannot be used on "
                                "plants with a reversing valve or where the liquid cannot "
                                "be isolated.",
                            ),
                            (
                                "ol",
                                [
                                    "Connect the liquid valve of the cylinder to the liquid "
                                    "port of the plant receiver.",
                                    "Connect INLET to the cylinder vapour valve and OUTLET "
                                    "to the vapour port of the plant.",
                                    "Start as in \u00a7 5.1. The unit pulls vapour from the "
                                    "cylinder and pushes it into the plant; the pressure "
                                    "difference drives the liquid into the cylinder.",
                                    "When the sight glass in the liquid hose shows only "
                                    "vapour, stop and recover the rest as vapour (\u00a7 5.1).",
                                ],
                            ),
                            (
                                "p",
                                "Watch the scale during push-pull: the cylinder fills quickly.",
                            ),
                        ],
                    ),
                ),
            ]
        },
        {
            "blocks": [
                (
                    "cols",
                    (
                        [
                            ("h2", "\u00a7 5.3  Self-purge and end of job"),
                            (
                                "p",
                                "After every job purge the refrigerant left in the unit "
                                "into the cylinder, otherwise it is lost at the next "
                                "connection or mixes with the next refrigerant.",
                            ),
                            (
                                "ol",
                                [
                                    "Close the INLET valve; keep the cylinder valve open.",
                                    "Turn the selector to PURGE; the unit keeps running.",
                                    "Run until the LP gauge shows -0,6 bar (approx. 2 min).",
                                    "Switch S1 off, close the cylinder valve and OUTLET, "
                                    "selector to CLOSED.",
                                ],
                            ),
                            (
                                "p",
                                "The float switch stops the unit when the cylinder is 80 % "
                                "full (lamp TANK FULL). Without the float switch connected "
                                "the unit does not start. Always weigh the cylinder as well; "
                                "the float switch is a second safeguard only.",
                            ),
                        ],
                        [
                            ("h1", "\u00a7 6  Maintenance"),
                            (
                                "ul",
                                [
                                    "Inlet filter screen (200 mesh): check and clean after "
                                    "each job; renew if torn, part no. RU-4020.",
                                    "Filter drier FD-40: renew after every 50 kg of "
                                    "refrigerant recovered, and always after a job on a "
                                    "plant with a burnt-out compressor (acid).",
                                    "Compressor: renew the piston seal kit RK-40 after 500 "
                                    "operating hours (hour meter) or when the rates drop by "
                                    "more than 30 %.",
                                    "High-pressure switch: test once a year. Close OUTLET "
                                    "with the unit running; it must stop at 38,5 bar.",
                                    "Condenser: blow the fins clean with dry air once a "
                                    "month while in use.",
                                    "Hose gaskets: renew when a hose leaks at the flare.",
                                ],
                            ),
                        ],
                    ),
                ),
                ("h1", "\u00a7 7  Indicator lamps and faults"),
                (
                    "table",
                    {
                        "cols": ["Lamp", "Meaning", "What to do"],
                        "rows": [
                            ["POWER (green)", "Unit switched on and supplied", "-"],
                            [
                                "HP (red)",
                                "High-pressure switch open, outlet pressure above 38,5 bar",
                                "Open OUTLET and cylinder valve; cool the cylinder. The unit "
                                "restarts by itself at 30 bar",
                            ],
                            [
                                "TANK FULL (amber)",
                                "Float switch: cylinder 80 % full, or cable not at X3",
                                "Change to an empty cylinder; check the float switch cable",
                            ],
                            [
                                "MOTOR (red, flashing)",
                                "Motor thermal protection tripped",
                                "Let the unit cool for 20 min; check the supply is not below 207 V",
                            ],
                            [
                                "No lamp",
                                "No supply or fuse F1 blown",
                                "Check the socket; renew F1 (10 A T)",
                            ],
                        ],
                        "widths": [1.4, 2.4, 3.0],
                        "size": 8.8,
                        "boldfirst": True,
                    },
                ),
                (
                    "cols",
                    (
                        [
                            (
                                "p",
                                "If the rates are low although the lamps show no fault: "
                                "check the inlet screen and the filter drier first, then the "
                                "cylinder temperature.",
                            ),
                        ],
                        [
                            (
                                "p",
                                "Repairs to the compressor or the electrics are done by "
                                "Ruhland service or a certified refrigeration company only.",
                            ),
                        ],
                    ),
                ),
            ]
        },
    ],
}


# ================================================================ 4. Orsolux XSL-2000 (fault trees)


_OX_STYLE = {
    "h1": 12.2,
    "h2": 10.2,
    "body": 9.0,
    "hcolor": (0.4, 0.15, 0.5),
    "h1rule": True,
    "olfmt": "{}.",
    "pgap": 4,
}

_OX_ALARM_W = [0.8, 1.5, 2.6, 3.1]

ORSOLUX = {
    "file": "orsolux-xsl2000-xenon-searchlight.pdf",
    "title": "Orsolux XSL-2000 xenon searchlight with RCP-5 remote panel - Service handbook",
    "maker": "Orsolux Marine Lighting Pte Ltd",
    "style": _OX_STYLE,
    "hdr_left": "ORSOLUX MARINE LIGHTING",
    "hdr_right": "XSL-2000 / RCP-5  -  Service handbook SH-XSL-04",
    "ftr_left": "Orsolux Marine Lighting Pte Ltd  -  21 Tuas Avenue 9, Singapore 639185",
    "ftr_fmt": "SH-XSL-04  |  {n}",
    "cover": _cover(
        "ORSOLUX MARINE LIGHTING",
        ["XSL-2000", "XENON SEARCHLIGHT", "with power supply PSU-20 and remote panel RCP-5"],
        [
            "SERVICE HANDBOOK SH-XSL-04  -  fault finding first",
            "Covers XSL-1000, XSL-2000, XSL-2000S (Suez Canal) and XSL-4000",
            "Start with the fault trees in Section 1. Data and routine work are at the back.",
        ],
        band=(0.4, 0.15, 0.5),
        foot="Orsolux Marine Lighting Pte Ltd  -  24 h service line +65 6555 0200",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Contents"),
                (
                    "toc",
                    [
                        ("1", "Fault trees", 3),
                        ("1-A", "Lamp does not strike", 3),
                        ("1-B", "Searchlight does not train or elevate", 3),
                        ("1-C", "Lamp flickers or goes out", 4),
                        ("1-D", "Remote panel dark or no communication", 4),
                        ("2", "Alarm codes", 5),
                        ("3", "Troubleshooting table", 6),
                        ("4", "Technical data", 7),
                        ("5", "Lamp change, routine care and settings", 8),
                    ],
                ),
                ("h2", "How to use this handbook"),
                (
                    "p",
                    "Find the fault in Section 1 and work down the tree. Answer each question "
                    "YES or NO and go where the arrow points. When the display of the RCP-5 "
                    "shows a code, look it up in Section 2 first: the code often takes you "
                    "straight to the cause.",
                ),
                (
                    "p",
                    "Codes starting with E0x come from the power supply unit PSU-20 (lamp, "
                    "ignition, cooling). Codes starting with A- come from the drive and the "
                    "remote panel (train, elevation, communication, wiper).",
                ),
                (
                    "box",
                    (
                        "DANGER",
                        "The igniter makes pulses of about 30 kV. The xenon lamp is under "
                        "pressure, also when cold, and can burst. Switch off Q1 and lock it "
                        "before opening the lamp house; wear face shield, gloves and jacket.",
                    ),
                ),
                ("h2", "System parts"),
                (
                    "kv",
                    [
                        ("Lamp house", "xenon short-arc lamp, reflector, igniter IG-2, fan M3"),
                        ("PSU-20", "power supply and ballast, breakers Q1 / Q2, fuses F1 - F6"),
                        ("RCP-5", "remote control panel on the bridge, display and joystick"),
                        ("Drive", "train motor M1, elevation motor M2, encoders, limit cams"),
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Fault trees"),
                ("h2", "1-A  Lamp does not strike"),
                (
                    "tree",
                    [
                        (
                            "A1",
                            "Is the green POWER lamp on the RCP-5 lit?",
                            [
                                ("YES", "go to A2."),
                                (
                                    "NO",
                                    "check breaker Q1 in the PSU-20 and fuse F3 (2 A) on the "
                                    "control board CB-1. Both good: go to tree 1-D.",
                                ),
                            ],
                        ),
                        (
                            "A2",
                            "Press LAMP ON. Does the cooling fan in the lamp house start?",
                            [
                                ("YES", "go to A3."),
                                (
                                    "NO",
                                    "check fuse F4 (4 A, fan) and plug X4. A seized fan "
                                    "shows E0x22.",
                                ),
                            ],
                        ),
                        (
                            "A3",
                            "Is the rear door of the lamp house shut and locked (no E0x1F)?",
                            [
                                ("YES", "go to A4."),
                                (
                                    "NO",
                                    "shut the door; if E0x1F stays, set door switch S7 so "
                                    "that it operates with the door 2 mm from closed.",
                                ),
                            ],
                        ),
                        (
                            "A4",
                            "Do you hear the igniter snap for about 2 s?",
                            [
                                ("YES", "go to A5."),
                                (
                                    "NO",
                                    "igniter IG-2 or its HV cable is faulty; E0x1A shows "
                                    "after 3 tries. Replace IG-2.",
                                ),
                            ],
                        ),
                        (
                            "A5",
                            "Does the lamp strike within 3 tries?",
                            [
                                ("YES", "fault cleared."),
                                (
                                    "NO",
                                    "read the lamp hours (menu 4.2); over 1500 h, change the "
                                    "lamp (Section 5). A hot lamp will not strike again: wait "
                                    "5 minutes after switching off.",
                                ),
                            ],
                        ),
                    ],
                ),
                ("h2", "1-B  Searchlight does not train or elevate"),
                (
                    "tree",
                    [
                        (
                            "B1",
                            "Is the light dead in both train and elevation?",
                            [
                                (
                                    "YES",
                                    "check fuse F5 (6 A, motor supply) and motor breaker Q2 "
                                    "in the PSU-20.",
                                ),
                                ("NO", "go to B2."),
                            ],
                        ),
                        (
                            "B2",
                            "Does the display show A-17 or A-18?",
                            [
                                (
                                    "YES",
                                    "the light is at its end stop: move it the other way; "
                                    "check the limit cams are tight.",
                                ),
                                ("NO", "go to B3."),
                            ],
                        ),
                        (
                            "B3",
                            "Does the display show A-11 or A-12 (motor overload)?",
                            [
                                (
                                    "YES",
                                    "look for ice or dirt on the gear ring; turn the head by "
                                    "hand with Q1 off, then press RESET.",
                                ),
                                ("NO", "go to B4."),
                            ],
                        ),
                        (
                            "B4",
                            "Does it move with the local jog buttons on the PSU-20?",
                            [
                                ("YES", "the fault is in the RCP-5 or its cable: go to tree 1-D."),
                                (
                                    "NO",
                                    "measure the winding of M1 (train) or M2 (elevation) and "
                                    "check encoder plug X8.",
                                ),
                            ],
                        ),
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "1-C  Lamp flickers or goes out"),
                (
                    "tree",
                    [
                        (
                            "C1",
                            "Does the lamp go out after 2 to 5 minutes with E0x01?",
                            [
                                (
                                    "YES",
                                    "the PSU-20 is overheating: clean the filter mat, check "
                                    "the PSU fan; ambient at the PSU max. 55 \u00b0C.",
                                ),
                                ("NO", "go to C2."),
                            ],
                        ),
                        (
                            "C2",
                            "Does the display show E0x0C (lamp voltage low)?",
                            [
                                ("YES", "electrodes worn: change the lamp (Section 5)."),
                                ("NO", "go to C3."),
                            ],
                        ),
                        (
                            "C3",
                            "Does the display show E0x07 (lamp current high)?",
                            [
                                (
                                    "YES",
                                    "check the lamp terminals for tightness and burn marks; "
                                    "check the current setting in menu 3.1 (XSL-2000: 75 A).",
                                ),
                                ("NO", "go to C4."),
                            ],
                        ),
                        (
                            "C4",
                            "Does it flicker only in heavy rain or when the deck is washed?",
                            [
                                (
                                    "YES",
                                    "water in the lamp house: dry the igniter, renew the "
                                    "door seal (kit OX-S20).",
                                ),
                                (
                                    "NO",
                                    "send the event log (menu 6) to Orsolux service.",
                                ),
                            ],
                        ),
                    ],
                ),
                ("h2", "1-D  Remote panel dark or no communication"),
                (
                    "tree",
                    [
                        (
                            "D1",
                            "Is the display of the RCP-5 dark?",
                            [
                                (
                                    "YES",
                                    "measure 24 V DC at terminals X1:1 / X1:2 of the RCP-5; "
                                    "check fuse F6 (1 A) in the PSU-20.",
                                ),
                                ("NO", "go to D2."),
                            ],
                        ),
                        (
                            "D2",
                            "Does the display show A-31?",
                            [
                                (
                                    "YES",
                                    "check the RS-485 cable and its screen; termination SW2 "
                                    "must be ON at the last unit only; check the address "
                                    "(Section 5).",
                                ),
                                ("NO", "go to D3."),
                            ],
                        ),
                        (
                            "D3",
                            "Does the display show A-35?",
                            [
                                (
                                    "YES",
                                    "two panels claim command: hold CMD for 2 s on the panel "
                                    "that shall have command.",
                                ),
                                ("NO", "no fault in the panel circuit."),
                            ],
                        ),
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "2  Alarm codes"),
                (
                    "p",
                    "Codes are shown on the RCP-5 and stored in the event log (menu 6, last "
                    "200 events). E0x codes switch the lamp off; A- codes stop the drive "
                    "only. Reset with RESET after the cause is removed.",
                ),
                (
                    "table",
                    {
                        "cols": ["Code", "Display text", "Meaning", "Action"],
                        "rows": [
                            [
                                "E0x01",
                                "PSU OVERTEMP",
                                "Heat sink of the PSU-20 above 85 \u00b0C",
                                "Clean filter mat; check PSU fan (tree 1-C)",
                            ],
                            [
                                "E0x03",
                                "MAINS LOW",
                                "Supply below 380 V for more than 2 s",
                                "Check ship's supply and breaker Q1",
                            ],
                            [
                                "E0x07",
                                "LAMP CURR HIGH",
                                "Lamp current more than 10 % over setting",
                                "Tree 1-C, C3",
                            ],
                            [
                                "E0x0C",
                                "LAMP VOLT LOW",
                                "Arc voltage below 16 V: electrodes worn",
                                "Change the lamp",
                            ],
                            [
                                "E0x1A",
                                "IGNITION FAIL",
                                "Lamp not struck after 3 tries",
                                "Tree 1-A, A4 / A5",
                            ],
                            [
                                "E0x1F",
                                "DOOR OPEN",
                                "Door switch S7 of the lamp house open",
                                "Shut the door; set S7 (tree 1-A, A3)",
                            ],
                            [
                                "E0x22",
                                "FAN FAIL",
                                "Lamp house fan M3 stopped or slow",
                                "Check F4 and X4; change fan M3",
                            ],
                            [
                                "E0x2B",
                                "LAMP HOURS",
                                "Lamp over 1500 h",
                                "Change the lamp at the next chance; reset counter (menu 4.3)",
                            ],
                            [
                                "E0x30",
                                "GLASS HEATER",
                                "Front glass heater H1 open circuit",
                                "Check fuse F2 (2 A) and heater H1",
                            ],
                            [
                                "E0x3E",
                                "EEPROM",
                                "Settings lost or corrupt",
                                "Load factory settings (menu 9.9), then set menu 3.1 again",
                            ],
                        ],
                        "widths": _OX_ALARM_W,
                        "size": 8.8,
                        "boldfirst": True,
                    },
                ),
            ]
        },
        {
            "blocks": [
                (
                    "table",
                    {
                        "rows": [
                            [
                                "A-11",
                                "TRAIN OVERLOAD",
                                "Train motor M1 current too high",
                                "Tree 1-B, B3",
                            ],
                            [
                                "A-12",
                                "ELEV OVERLOAD",
                                "Elevation motor M2 current too high",
                                "Tree 1-B, B3",
                            ],
                            [
                                "A-17",
                                "TRAIN LIMIT",
                                "Train end stop reached (limit cam)",
                                "Move the other way",
                            ],
                            [
                                "A-18",
                                "ELEV LIMIT",
                                "Elevation end stop reached",
                                "Move the other way",
                            ],
                            [
                                "A-22",
                                "ENCODER",
                                "No pulses from train or elevation encoder",
                                "Check plug X8 and encoder cable",
                            ],
                            [
                                "A-31",
                                "COMMS FAIL",
                                "No data between RCP-5 and PSU-20 for 3 s",
                                "Tree 1-D, D2",
                            ],
                            [
                                "A-35",
                                "CMD CONFLICT",
                                "Two panels claim command",
                                "Hold CMD 2 s on the panel to be used",
                            ],
                            [
                                "A-40",
                                "WIPER FAIL",
                                "Wiper not back in park position",
                                "Free the wiper arm; check the blade",
                            ],
                        ],
                        "widths": _OX_ALARM_W,
                        "size": 8.8,
                        "boldfirst": True,
                    },
                ),
                ("h1", "3  Troubleshooting table"),
                (
                    "table",
                    {
                        "cols": ["Symptom", "Probable cause", "Remedy"],
                        "rows": [
                            [
                                "Beam weak and yellowish",
                                "Lamp near end of life; salt on the front glass",
                                "Read lamp hours; wash the glass with fresh water",
                            ],
                            [
                                "Dark spot in the middle of the beam",
                                "Focus out after a lamp change",
                                "Set the focus (Section 5, step 8)",
                            ],
                            [
                                "Misting inside the front glass",
                                "Glass heater H1 off (E0x30); breather plug blocked",
                                "Check F2 and H1; clean the breather plug",
                            ],
                            [
                                "Wiper leaves streaks",
                                "Wiper blade worn or dry glass",
                                "Change the blade OX-W10; use the washer",
                            ],
                            [
                                "Head trains in jerks",
                                "Gear ring dry or dirty",
                                "Clean and grease the gear ring (Section 5)",
                            ],
                            [
                                "Loud snap at every strike",
                                "Normal ignition pulse",
                                "None",
                            ],
                            [
                                "Light creeps down in a seaway",
                                "Elevation brake worn",
                                "Call Orsolux service",
                            ],
                        ],
                        "widths": [2.0, 2.4, 2.4],
                        "size": 8.8,
                    },
                ),
            ]
        },
        {
            "sideways": True,
            "blocks": [
                ("h1", "4  Technical data"),
                ("caption", "Table 4-1  Searchlight models"),
                (
                    "table",
                    {
                        "cols": [
                            "Model",
                            "Lamp",
                            "Luminous intensity",
                            "Beam",
                            "Range (clear night)",
                            "Input current",
                            "Train",
                            "Elevation",
                            "Speed",
                            "Mass of head",
                            "Lamp part no.",
                        ],
                        "rows": [
                            [
                                "XSL-1000",
                                "Xenon 1000 W",
                                "50 Mcd",
                                "2.0\u00b0",
                                "2.2 nm",
                                "3.2 A",
                                "\u00b1170\u00b0",
                                "+30\u00b0 / -20\u00b0",
                                "20\u00b0/s",
                                "48 kg",
                                "OX-L1000",
                            ],
                            [
                                "XSL-2000",
                                "Xenon 2000 W",
                                "120 Mcd",
                                "1.5\u00b0",
                                "3.3 nm",
                                "6.1 A",
                                "\u00b1170\u00b0",
                                "+30\u00b0 / -20\u00b0",
                                "20\u00b0/s",
                                "65 kg",
                                "OX-L2000",
                            ],
                            [
                                "XSL-2000S",
                                "Xenon 2000 W, split beam",
                                "2 x 50 Mcd",
                                "2 x 1.5\u00b0, gap 0 - 10\u00b0",
                                "3.1 nm",
                                "6.3 A",
                                "\u00b190\u00b0",
                                "+20\u00b0 / -10\u00b0",
                                "10\u00b0/s",
                                "82 kg",
                                "OX-L2000",
                            ],
                            [
                                "XSL-4000",
                                "Xenon 4000 W",
                                "280 Mcd",
                                "1.2\u00b0",
                                "4.5 nm",
                                "11.8 A",
                                "\u00b1170\u00b0",
                                "+30\u00b0 / -20\u00b0",
                                "15\u00b0/s",
                                "96 kg",
                                "OX-L4000",
                            ],
                        ],
                        "widths": [1.0, 1.3, 1.0, 1.3, 0.9, 0.8, 0.7, 1.0, 0.7, 0.8, 1.0],
                        "size": 8.6,
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "Supply for all models: 440 V 60 Hz, 1 phase, from the emergency "
                    "switchboard; other supplies on request. Input current is at full lamp "
                    "power. Lamp current setting (menu 3.1): XSL-1000 45 A, XSL-2000 and "
                    "XSL-2000S 75 A, XSL-4000 110 A. Lamp life 1500 h for all lamps. "
                    "Speed is the maximum train speed; it can be reduced in menu 2.3.",
                ),
                (
                    "p",
                    "XSL-2000S: for the Suez Canal rule, split reflector with two beams and "
                    "an adjustable dark gap in the middle; fitted on the bow, hence the "
                    "smaller train range. Degree of protection of the head IP56, of the "
                    "PSU-20 IP44, of the RCP-5 front IP54.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "5  Lamp change, routine care and settings"),
                ("h2", "5.1  Changing the lamp"),
                (
                    "ol",
                    [
                        "Switch off, lock Q1 OFF and wait at least 10 minutes for the lamp "
                        "to cool. Put on face shield, gloves and jacket.",
                        "Open the rear door of the lamp house (four quarter-turn locks).",
                        "Disconnect the cathode cable (-, black) first, then the anode "
                        "cable (+, red).",
                        "Take the lamp out of its holder and put it straight into the "
                        "protective case of the new lamp for disposal.",
                        "Fit the new lamp with its protective cover still on, anode (+) "
                        "towards the front glass. Tighten the terminal nuts to 4 Nm - "
                        "no more, the glass breaks.",
                        "Take off the protective cover. Do not touch the glass; if touched, "
                        "clean it with alcohol.",
                        "Shut the door, strike the lamp and reset the lamp hour counter "
                        "(menu 4.3, hold RESET for 5 s).",
                        "Focus: point the light at a wall or a ship about 100 m away and "
                        "turn the focus knob at the back until the spot is smallest.",
                    ],
                ),
                ("h2", "5.2  Routine care"),
                (
                    "ul",
                    [
                        "Weekly: strike the lamp for 5 minutes and train through the full range.",
                        "Monthly: wash the front glass and the wiper blade with fresh "
                        "water; check the filter mat of the PSU-20.",
                        "Every 6 months: clean and grease the train gear ring and the "
                        "elevation gear with Orsolux grease OG-3 (or lithium complex NLGI 2).",
                        "Yearly: check earth bonding, cable glands and the door seal of the "
                        "lamp house.",
                    ],
                ),
                ("h2", "5.3  Panel address and bus termination"),
                (
                    "table",
                    {
                        "cols": ["Switch on RCP-5", "Setting"],
                        "rows": [
                            ["SW1-1 ON", "Panel 1, wheelhouse centre (master)"],
                            ["SW1-2 ON", "Panel 2, bridge wing"],
                            ["SW1-3 ON", "Panel 3, bridge wing (second)"],
                            [
                                "SW2 ON",
                                "Bus termination - only on the last unit of the RS-485 line",
                            ],
                        ],
                        "widths": [1.4, 4.0],
                        "size": 8.8,
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "Only one of SW1-1 to SW1-3 may be ON in each panel. After changing a "
                    "switch, cycle the panel supply.",
                ),
            ]
        },
    ],
}
