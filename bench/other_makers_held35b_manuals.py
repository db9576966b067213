"""Four made-up manuals of other equipment by other makers, held-out set 35b (written blind).

Written without running Shipmate or reading its code, for bench/other_makers_held35b.jsonl.
Each maker writes its own way, and three of them write the way earlier sets seldom did:

- Vitrelec (VCS-350 clear view screen, rotating wheelhouse window, France) writes a notice
  translated from French in Times: "the apparatus", "putting in service", "the disc turns in
  the sense of the arrow", decimal commas ("0,63", "4,5 Nm"), ranges "from 2 to 4 bar",
  ATTENTION / IMPORTANT boxes and bracketed part positions "[14]"; it carries an electrical
  table with a TWO-LEVEL header (supply voltages over motor / heating currents), a cut-out and
  clamping table, an indicator lamp table, a maintenance programme matrix on a LANDSCAPE page
  and an anomalies / probable cause / remedy table with the spare parts list.
- Lodvik Marine (PLW-8 air driven pilot ladder winch, Norway) writes a terse Scandinavian
  checklist manual: short imperative lines, "6–8 bar" with en dashes, "Not OK = do not use";
  a BORDERLESS technical data table, a tagged air and control sketch of the winch station (V1,
  V3, F1, PI-1, L1, ES-1, CV-1, FC-1, LS-1, HP-2) with its legend, checklist A (before use) that
  runs over a PAGE BREAK with its header repeated, checklist B, emergency operation without air,
  an interval matrix with x ticks and a short spare parts list.
- Shimoda Gas Kiki (SGM-2 oxy-acetylene gas supply system for welding and cutting, Japan)
  writes East-Asian yard English ("abt.", "chk", "pls.", "V/V", "w/", "kgf/cm2", "deg.C",
  "5~7") with "4-1." paragraph numbers; a particulars table whose merged cells are printed as
  repeated text, a tagged SCHEMATIC of the cylinder room manifolds and outlet stations
  (V-201 ... V-232, PR-1/2, PG-1 ... PG-4, SV-1/2, FA-1 ... FA-5, PT-4, OS-1/2) with a legend,
  a cutting-condition table printed as a PICTURE (no text layer), a maintenance table with O / R
  marks and a parts list full of abbreviations (ASS'Y, REG., F.A., N.R.V., PKG, CYL. CONN.).
- Harcastle Marine Controls (ETX-20 engine order telegraph, UK) writes the whole handbook as
  QUESTIONS AND ANSWERS ("Q2.3  How is control transferred ...?  A: ..."), with unit
  abbreviations BTU / WTU / ETU / LTU / MCU; a portrait page whose wide order-position / contact
  code / 4-20 mA / rpm table is printed SIDEWAYS, an alarm code table A01 ... A09 and a
  symptom / possible cause / remedy table.

Every page is an explicit list of blocks laid out top to bottom; a block that does not fit
raises, so a question's page is the page its block is listed on.  PyMuPDF only, deterministic,
no network, nothing written outside `folder`.
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
    for spec in (VITRELEC, LODVIK, SHIMODA, HARCASTLE):
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


# ================================================================ 1. Vitrelec VCS-350


_VT_STYLE = {
    "h1": 12.4,
    "h2": 10.6,
    "body": 9.6,
    "hcolor": (0.05, 0.25, 0.45),
    "h1rule": True,
    "olfmt": "{})",
}

VITRELEC = {
    "file": "vitrelec-vcs350-clear-view-screen-notice.pdf",
    "title": "Vitrelec VCS clear view screen - Notice of installation, putting in service and "
    "maintenance",
    "maker": "Vitrelec S.A.",
    "family": "tiro",
    "style": _VT_STYLE,
    "hdr_left": "VITRELEC",
    "hdr_right": "Clear view screen VCS  -  Notice N° VT-0358-GB  Ed. 3",
    "ftr_left": "VITRELEC S.A.  -  Le Havre  -  France",
    "ftr_fmt": "Page {n}/{total}",
    "cover": _cover(
        "VITRELEC",
        ["VCS-350", "CLEAR VIEW SCREEN", "(ROTATING WINDOW)"],
        [
            "Models VCS-300 / VCS-350 / VCS-400",
            "Notice of installation, putting in service and maintenance",
            "English translation of the original notice in French",
            "Notice N° VT-0358-GB  -  Edition 3",
        ],
        band=(0.05, 0.25, 0.45),
        foot="VITRELEC S.A.  -  Le Havre  -  France",
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
                        ("2.", "CHARACTERISTICS", 3),
                        ("3.", "INSTALLATION", 4),
                        ("4.", "PUTTING IN SERVICE AND USE", 5),
                        ("5.", "MAINTENANCE", 6),
                        ("6.", "ANOMALIES AND REMEDIES", 7),
                        ("7.", "SPARE PARTS", 7),
                    ],
                ),
                (
                    "p",
                    "The present notice concerns the three models of the range. The figures "
                    "between brackets [ ] refer to the positions of the spare parts list of "
                    "chapter 7. It is necessary to read the notice entirely before the putting "
                    "in service of the apparatus.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1. PRESENTATION OF THE APPARATUS"),
                (
                    "p",
                    "The clear view screen VITRELEC VCS is an apparatus which assures a clear "
                    "vision through the window of the wheelhouse in the rain, the spray and the "
                    "snow. A disc of toughened glass is turned at high speed by an electric "
                    "motor placed in the central hub; the drops of water which fall on the disc "
                    "are projected towards the exterior by the centrifugal force.",
                ),
                (
                    "p",
                    "The hub contains also a heating element which avoids the formation of ice "
                    "and of mist on the disc. The apparatus may be equipped with a washing "
                    "nozzle (option L) fed in fresh water by the washing pump of the "
                    "wheelhouse. The control box [20] comports the switches MOTOR, HEATING and "
                    "the push-button WASH.",
                ),
                ("h1", "2. CHARACTERISTICS"),
                (
                    "kv",
                    [
                        (
                            "Diameter of the rotating disc",
                            "VCS-300: 300 mm; VCS-350: 350 mm; VCS-400: 400 mm",
                        ),
                        ("Glass", "toughened safety glass, thickness 6 mm (VCS-400: 8 mm)"),
                        ("Speed of the disc", "2 500 rpm ± 5 %"),
                        ("Time to reach the speed", "less than 5 s"),
                        ("Degree of protection", "IP 56 (exterior side), IP 44 (control box)"),
                        ("Temperature of use", "from -30 °C to +55 °C"),
                        (
                            "Mass of the apparatus",
                            "VCS-300: 9 kg; VCS-350: 11,5 kg; VCS-400: 15 kg",
                        ),
                    ],
                ),
                ("caption", "Table 1 - Electrical characteristics (current absorbed, in A)"),
                (
                    "table",
                    {
                        "groups": [
                            ("", 1),
                            ("24 V DC", 2),
                            ("115 V AC 50/60 Hz", 2),
                            ("230 V AC 50/60 Hz", 2),
                        ],
                        "cols": [
                            "Model",
                            "Motor",
                            "Heating",
                            "Motor",
                            "Heating",
                            "Motor",
                            "Heating",
                        ],
                        "rows": [
                            ["VCS-300", "2,9", "4,2", "0,65", "0,90", "0,33", "0,45"],
                            ["VCS-350", "3,6", "5,8", "0,80", "1,25", "0,40", "0,63"],
                            ["VCS-400", "4,4", "7,5", "0,98", "1,60", "0,49", "0,80"],
                        ],
                        "widths": [1.3, 1, 1, 1, 1, 1, 1],
                        "size": 9.0,
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "Power of the motor: 70 W (VCS-300), 85 W (VCS-350), 105 W (VCS-400). Power "
                    "of the heating element: 100 W, 140 W and 180 W. The motor is of the type "
                    "with permanent magnets and brushes; on alternating current it is fed by a "
                    "rectifier in the control box.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3. INSTALLATION"),
                ("h2", "3.1 Mounting"),
                (
                    "p",
                    "The apparatus is mounted in a circular cut-out of the window glass or in a "
                    "steel frame welded in the front of the wheelhouse. The support must be "
                    "plane within 1 mm. The diameter of the cut-out and the tightening of the "
                    "clamping ring are given below.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Model",
                            "Diameter of cut-out (mm)",
                            "Exterior diameter of frame (mm)",
                            "Clamping screws",
                            "Tightening torque",
                        ],
                        "rows": [
                            ["VCS-300", "322 ± 1", "390", "8 x M6", "4,5 Nm"],
                            ["VCS-350", "372 ± 1", "440", "8 x M6", "4,5 Nm"],
                            ["VCS-400", "424 ± 1", "495", "12 x M6", "5 Nm"],
                        ],
                        "widths": [1, 1.3, 1.4, 1.1, 1.1],
                        "size": 9.0,
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "Tighten the screws of the clamping ring crosswise in two passes. Do not "
                    "exceed the torque: the glass of the window could break.",
                ),
                (
                    "box",
                    (
                        "ATTENTION",
                        "The motor hub is on the interior side. Never mount the apparatus with "
                        "the drainage hole [14] upwards: the drainage hole must be at the lowest "
                        "point (position 6 o'clock).",
                    ),
                ),
                ("h2", "3.2 Electrical connection"),
                (
                    "p",
                    "The control box [20] is installed near the apparatus, at maximum 5 m of "
                    "cable. Section of the cable: 2,5 mm² for 24 V DC, 1,5 mm² for 115 V and "
                    "230 V. The mass of the apparatus must be connected to the hull by the "
                    "braid delivered with it.",
                ),
                (
                    "table",
                    {
                        "cols": ["Supply", "Fuse of the motor", "Fuse of the heating"],
                        "rows": [
                            ["24 V DC", "6 A", "10 A"],
                            ["115 V AC", "2 A", "4 A"],
                            ["230 V AC", "1 A", "2 A"],
                        ],
                        "widths": [1.2, 1.2, 1.2],
                        "size": 9.0,
                    },
                ),
                ("h2", "3.3 Washing (option L)"),
                (
                    "p",
                    "The washing nozzle [16] is fed by fresh water at a pressure from 2 to 4 "
                    "bar. In the cold zones, add an antifreeze product for glass washing or "
                    "empty the circuit. The electrovalve of washing opens during 3 s at each "
                    "pressure on the push-button WASH.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4. PUTTING IN SERVICE AND USE"),
                ("h2", "4.1 First putting in service"),
                (
                    "ol",
                    [
                        "Verify that the disc turns freely by hand and that it does not touch "
                        "the frame (clearance from 1 to 2 mm all around).",
                        "Verify the voltage of the supply on the plate of the control box.",
                        "Put the switch MOTOR on ON: the disc must reach its speed in less than "
                        "5 s, without vibration.",
                        "Verify the sense of rotation: the disc turns in the sense of the arrow "
                        "on the hub (clockwise, seen from the interior).",
                        "Put the switch HEATING on ON and verify after 10 minutes that the hub "
                        "is warm to the hand.",
                    ],
                ),
                ("h2", "4.2 Use at sea"),
                (
                    "p",
                    "Put the motor in service before the rain or the spray, not after: a disc "
                    "already covered with salt is less efficient. The heating is to put in "
                    "service when the exterior temperature is below +3 °C, or in case of mist "
                    "on the interior side. The heating may stay in service permanently in "
                    "winter.",
                ),
                (
                    "box",
                    (
                        "IMPORTANT",
                        "If the disc is blocked by the ice, never start the motor. Put the "
                        "heating in service during at least 15 minutes, then start the motor. "
                        "The thermal protection of the motor cuts at 110 °C and re-arms "
                        "automatically after cooling.",
                    ),
                ),
                ("caption", "Table 2 - Indicator lamps of the control box"),
                (
                    "table",
                    {
                        "cols": ["Lamp", "Colour", "Signification"],
                        "rows": [
                            ["POWER", "White", "Supply present"],
                            ["MOTOR", "Green", "Disc turning"],
                            ["HEATING", "Yellow", "Heating element supplied"],
                            [
                                "DEFAULT",
                                "Red, steady",
                                "Thermal protection of the motor cut, or motor blocked",
                            ],
                            [
                                "DEFAULT",
                                "Red, flashing",
                                "Heating element interrupted (current below 50 % of nominal)",
                            ],
                        ],
                        "widths": [1.1, 1.1, 3.6],
                        "size": 9.0,
                    },
                ),
                (
                    "p",
                    "The contact DEFAULT (free of potential, 1 A / 30 V) may be connected to "
                    "the alarm system of the bridge.",
                ),
                ("h2", "4.3 Stopping"),
                (
                    "p",
                    "In port or in dry weather stop the motor to spare the brushes. Before a "
                    "cleaning of the disc always put the switch MOTOR on OFF and wait for the "
                    "complete stop of the disc (approximately 20 s).",
                ),
            ]
        },
        {
            "landscape": True,
            "blocks": [
                ("h1", "5. MAINTENANCE"),
                (
                    "p",
                    "The maintenance of the apparatus is simple. Respect the intervals of the "
                    "table 3. For a ship in service with much salt spray, reduce the intervals "
                    "by half. x = operation to make.",
                ),
                ("caption", "Table 3 - Programme of maintenance"),
                (
                    "table",
                    {
                        "cols": [
                            "Operation",
                            "Each day of use",
                            "Each week",
                            "Each month",
                            "Each 6 months",
                            "Each year",
                            "Each 3 years",
                            "Remark",
                        ],
                        "rows": [
                            [
                                "Clean the exterior face of the disc",
                                "x",
                                "",
                                "",
                                "",
                                "",
                                "",
                                "soft cloth and fresh water",
                            ],
                            ["Clean the interior face of the disc", "", "x", "", "", "", "", ""],
                            [
                                "Verify that the drainage hole [14] is free",
                                "",
                                "x",
                                "",
                                "",
                                "",
                                "",
                                "",
                            ],
                            [
                                "Verify the spray of the washing nozzle [16]",
                                "",
                                "",
                                "x",
                                "",
                                "",
                                "",
                                "option L",
                            ],
                            [
                                "Verify the lamps and the contact DEFAULT",
                                "",
                                "",
                                "x",
                                "",
                                "",
                                "",
                                "test with the bridge alarm",
                            ],
                            [
                                "Verify the clearance disc / frame",
                                "",
                                "",
                                "",
                                "x",
                                "",
                                "",
                                "from 1 to 2 mm",
                            ],
                            [
                                "Verify the brushes of the motor [8]",
                                "",
                                "",
                                "",
                                "x",
                                "",
                                "",
                                "minimum length 8 mm",
                            ],
                            [
                                "Verify the tightening of the clamping ring",
                                "",
                                "",
                                "",
                                "",
                                "x",
                                "",
                                "torque: see chapter 3",
                            ],
                            ["Replace the seal of the hub [11]", "", "", "", "", "x", "", ""],
                            [
                                "Replace the brushes of the motor [8]",
                                "",
                                "",
                                "",
                                "",
                                "",
                                "x",
                                "or before, at 8 mm",
                            ],
                            [
                                "Replace the bearings of the hub [9]",
                                "",
                                "",
                                "",
                                "",
                                "",
                                "x",
                                "by the Vitrelec service",
                            ],
                        ],
                        "widths": [3.0, 0.9, 0.8, 0.8, 0.9, 0.8, 0.9, 2.2],
                        "size": 8.8,
                    },
                ),
                (
                    "p",
                    "Products of cleaning: only fresh water with maximum 10 % of isopropyl "
                    "alcohol, or a neutral product for glass. Never use abrasive product, "
                    "solvent or scraper: the anti-reflection treatment of the disc would be "
                    "destroyed.",
                ),
                (
                    "p",
                    "Replacement of the glass disc [17]: this operation necessitates the special "
                    "extractor VT-TX1 and is made by the Vitrelec service or an agreed agent "
                    "(Service Instruction SI-12).",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "6. ANOMALIES AND REMEDIES"),
                (
                    "table",
                    {
                        "cols": ["Anomaly", "Probable cause", "Remedy"],
                        "rows": [
                            [
                                "The disc does not turn, lamp MOTOR extinct",
                                "No supply; fuse of the motor melted",
                                "Verify the supply and the fuse",
                            ],
                            [
                                "The disc does not turn, lamp DEFAULT red steady",
                                "Disc blocked by ice or salt; thermal protection cut",
                                "Heating in service 15 min; clean the disc; wait for the re-arming",
                            ],
                            [
                                "Strong vibration at speed",
                                "Disc dirty with a deposit of salt or ice on one side; "
                                "bearings of hub worn",
                                "Clean the disc; if the vibration persists, replace the "
                                "bearings [9] (service)",
                            ],
                            [
                                "Water passes on the interior side",
                                "Seal of the hub [11] damaged; drainage hole obstructed",
                                "Replace the seal; clean the drainage hole [14]",
                            ],
                            [
                                "Mist on the interior face",
                                "Heating not in service; heating element interrupted (DEFAULT "
                                "flashing)",
                                "Put the heating on ON; measure the resistance of the element: "
                                "4,1 ohm for VCS-350 24 V DC",
                            ],
                            [
                                "The disc turns slowly",
                                "Brushes worn; voltage too low (below 21 V on 24 V DC)",
                                "Replace the brushes [8]; verify the section of the cable",
                            ],
                            [
                                "No water at the nozzle",
                                "Nozzle obstructed by salt or ice; electrovalve defective",
                                "Clean the nozzle with a needle of 0,5 mm; verify the coil of "
                                "the electrovalve",
                            ],
                        ],
                        "widths": [1.7, 2.2, 2.4],
                        "size": 8.9,
                    },
                ),
                ("h1", "7. SPARE PARTS"),
                (
                    "table",
                    {
                        "cols": ["Pos.", "Designation", "Reference", "Qty"],
                        "rows": [
                            ["[8]", "Set of brushes of the motor (2 pieces)", "VT-3508", "1"],
                            ["[9]", "Bearing of the hub 6202-2RS", "VT-3509", "2"],
                            ["[11]", "Seal of the hub, lip type", "VT-3511", "1"],
                            ["[14]", "Drainage plug with filter", "VT-3514", "1"],
                            ["[16]", "Washing nozzle, complete", "VT-3516", "1"],
                            [
                                "[17]",
                                "Glass disc Ø 350, toughened, anti-reflection",
                                "VT-3517",
                                "1",
                            ],
                            ["[20]", "Control box 24 V DC", "VT-3520-24", "1"],
                            ["[21]", "Heating element 140 W, 24 V", "VT-3521-24", "1"],
                        ],
                        "widths": [0.6, 3.6, 1.3, 0.5],
                        "size": 8.9,
                    },
                ),
                (
                    "p",
                    "For the order, indicate the model, the voltage and the number of series "
                    "written on the plate of the apparatus.",
                ),
            ]
        },
    ],
}


# ================================================================ 2. Lodvik PLW-8


_LV_STYLE = {
    "h1": 12.0,
    "h2": 10.2,
    "body": 9.4,
    "hcolor": (0.08, 0.35, 0.25),
    "h1rule": False,
    "olfmt": "{}.",
}
_LV_CKCOLS = ["No.", "Check", "How / limit", "OK"]
_LV_CKW = [0.55, 1.9, 3.6, 0.5]


def _plw_station(pg, x0, y0, w, h):
    s = pg.page.new_shape()

    def P(x, y):
        return (x0 + x, y0 + y)

    def ln(a, b, c, d):
        s.draw_line(P(a, b), P(c, d))

    def L(x, y, t, size=6.6, bold=False):
        pg.text(x0 + x, y0 + y, t, size, bold)

    L(0, 53, "AIR 6–8 bar", 6.4, True)
    ln(0, 40, 95, 40)
    _valve(s, *P(45, 40))
    L(40, 28, "V1", 6.6, True)
    ln(72, 40, 72, 60)
    _valve(s, *P(72, 68), vertical=True)
    L(80, 71, "V3", 6.6, True)
    _box_eq(s, *P(95, 30), *P(115, 50))
    ln(95, 30, 115, 50)
    ln(105, 50, 105, 58)
    L(98, 24, "F1", 6.6, True)
    ln(115, 40, 160, 40)
    ln(135, 40, 135, 26)
    _instr(s, *P(135, 18), r=8)
    L(146, 20, "PI-1", 6.6, True)
    _box_eq(s, *P(160, 30), *P(180, 50))
    L(164, 24, "L1", 6.6, True)
    ln(180, 40, 205, 40)
    _valve(s, *P(192, 40))
    L(184, 58, "ES-1", 6.6, True)
    _box_eq(s, *P(205, 25), *P(219, 55))
    _box_eq(s, *P(219, 25), *P(233, 55))
    _box_eq(s, *P(233, 25), *P(247, 55))
    L(214, 19, "CV-1", 6.6, True)
    ln(226, 55, 226, 75)
    _instr(s, *P(226, 78), r=3)
    ln(247, 35, 290, 35)
    ln(247, 45, 290, 45)
    _instr(s, *P(305, 40), r=15)
    L(301, 43, "M", 8, True)
    L(324, 64, "AIR MOTOR", 6.2)
    ln(320, 40, 337, 40)
    _valve(s, *P(345, 40))
    ln(333, 52, 357, 28)
    L(338, 24, "FC-1", 6.6, True)
    ln(353, 40, 380, 40)
    _box_eq(s, *P(380, 33), *P(396, 47))
    L(400, 43, "silencer", 6.2)
    ln(305, 55, 305, 80)
    _box_eq(s, *P(293, 80), *P(317, 95))
    L(322, 91, "gearbox", 6.2)
    _box_eq(s, *P(270, 95), *P(340, 135))
    L(292, 118, "DRUM", 6.6, True)
    _box_eq(s, *P(348, 100), *P(360, 112))
    L(364, 110, "LS-1", 6.6, True)
    ln(240, 55, 240, 100)
    _box_eq(s, *P(228, 100), *P(256, 124))
    ln(256, 112, 270, 112)
    L(222, 134, "BRAKE CYL.", 6.2)
    ln(205, 112, 225, 112)
    _instr(s, *P(228, 112), r=3)
    L(180, 115, "HP-2", 6.6, True)
    s.finish(color=(0, 0, 0), width=0.9, closePath=False)
    s.commit()
    items = [
        ("V1", "main air valve (padlock)"),
        ("V3", "vent valve"),
        ("F1", "filter / water trap"),
        ("PI-1", "air pressure gauge"),
        ("L1", "lubricator"),
        ("ES-1", "emergency stop valve"),
        ("CV-1", "control valve, lever LOWER / STOP / HOIST"),
        ("FC-1", "flow control valve, hoisting speed"),
        ("LS-1", "upper limit switch (stowed position)"),
        ("HP-2", "hand pump connection, brake release"),
    ]
    for i, (tag, desc) in enumerate(items):
        cx = 0 if i < 5 else 250
        cy = 152 + (i % 5) * 9.5
        L(cx, cy, tag, 6.4, True)
        L(cx + 32, cy, desc, 6.2)


_LV_CKA = [
    [
        "A1",
        "Air supply",
        "Open V1 slowly. Gauge PI-1 must show 6–8 bar. Below 6 bar: do not use, "
        "the brake may not release fully.",
        "[ ]",
    ],
    [
        "A2",
        "Water trap",
        "Open drain cock at filter F1 until dry air comes. Close the cock.",
        "[ ]",
    ],
    [
        "A3",
        "Lubricator",
        "Oil in sight glass above MIN mark. Top up with oil ISO VG 32 only. "
        "Approx. 1 drop per 10 s when running.",
        "[ ]",
    ],
    [
        "A4",
        "Brake holds",
        "Lever in STOP: drum must not turn with ladder weight. Watch the drum for 1 min.",
        "[ ]",
    ],
    ["A5", "Ladder fixed to drum", "2 shackles, pins with split pin. No bent shackle.", "[ ]"],
    [
        "A6",
        "Side ropes",
        "No cuts, no chafe, no broken strands. Rope ends whipped or seized.",
        "[ ]",
    ],
    ["A7", "Steps", "None loose, cracked or slippery. Spreaders in place and tight.", "[ ]"],
    ["A8", "Tripping line", "Line at bottom of ladder fitted and free to run.", "[ ]"],
    [
        "A9",
        "Control lever",
        "Spring returns lever to STOP (neutral). No air leak at the control valve.",
        "[ ]",
    ],
    [
        "A10",
        "Emergency stop",
        "Push: air cut in < 1 s, brake on. Reset by turning the knob.",
        "[ ]",
    ],
    [
        "A11",
        "Upper limit switch LS-1",
        "Hoisting stops at stowed position. Test with the last 1 m of ladder.",
        "[ ]",
    ],
    ["A12", "Hand crank and pump HP-2", "In the box at the station. Complete.", "[ ]"],
    ["A13", "Lighting", "Ladder and water surface lit. Lamp at the winch working.", "[ ]"],
    ["A14", "Lifebuoy", "Lifebuoy with self-igniting light ready at the station.", "[ ]"],
    ["A15", "Radio", "Test call with the bridge on the working channel.", "[ ]"],
    ["A16", "Deck area", "Clear and not slippery. Stanchions and hand holds fitted.", "[ ]"],
    [
        "A17",
        "Ladder height",
        "Agree with the bridge the height of the bottom step above the water.",
        "[ ]",
    ],
    ["A18", "Report", 'Report "pilot ladder winch ready" to the bridge.', "[ ]"],
]
_LV_SPLIT = 12

LODVIK = {
    "file": "lodvik-plw8-pilot-ladder-winch.pdf",
    "title": "Lodvik PLW-8 pilot ladder winch - User manual and checklists",
    "maker": "Lodvik Marine AS",
    "family": "helv",
    "style": _LV_STYLE,
    "hdr_left": "LODVIK MARINE",
    "hdr_right": "PLW-8  |  LM-PLW8-UM  rev C",
    "ftr_left": "Lodvik Marine AS  -  Alesund  -  Norway",
    "ftr_fmt": "{n}/{total}",
    "cover": _cover(
        "LODVIK",
        ["PLW-8", "PILOT LADDER WINCH", "AIR DRIVEN"],
        [
            "User manual and checklists",
            "Doc. LM-PLW8-UM  rev C",
            "Lodvik Marine AS, Alesund, Norway",
        ],
        band=(0.08, 0.35, 0.25),
        foot="Keep this manual at the winch station.",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Contents"),
                (
                    "toc",
                    [
                        ("1", "About the winch", 3),
                        ("2", "Technical data", 3),
                        ("3", "Safety rules", 3),
                        ("4", "Checklist A - before each use", 4),
                        ("5", "Checklist B - after use", 5),
                        ("6", "Operation", 6),
                        ("7", "Maintenance", 7),
                        ("8", "Spare parts", 7),
                    ],
                ),
                (
                    "p",
                    "Short manual. Read all. Use the checklists every time. Questions: "
                    "service@lodvik.example.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  About the winch"),
                (
                    "p",
                    "PLW-8 = air driven winch for the pilot ladder. Ladder stored on the drum. "
                    "One winch each side (PS / SB). Used to lower the ladder to the height "
                    "asked by the bridge and to hoist and stow it after use.",
                ),
                ("h1", "2  Technical data"),
                (
                    "table",
                    {
                        "ruled": False,
                        "cols": ["Item", "Value", "Note"],
                        "rows": [
                            ["Ladder length", "max 32 m", "standard pilot ladder"],
                            ["Rated load", "3,0 kN", "ladder weight on drum"],
                            ["Hoisting speed", "12–15 m/min", "at 7 bar"],
                            ["Lowering speed", "max 20 m/min", ""],
                            ["Air supply", "6–8 bar", "dry, oil free"],
                            ["Air consumption", "2,8 m³/min", "at 7 bar"],
                            ["Air connection", "G 3/4", "valve V1 at winch"],
                            ["Brake", "spring applied, air released", "holds 1,5 x rated load"],
                            ["Brake release pressure", "min 4,5 bar", ""],
                            ["Gearbox oil", "1,2 l EP 220", ""],
                            ["Noise", "82 dB(A)", "at 1 m"],
                            ["Weight", "285 kg", "without ladder"],
                            ["Design temperature", "-25 to +45 °C", ""],
                        ],
                        "widths": [2.0, 2.2, 2.4],
                        "size": 9.2,
                        "boldfirst": True,
                    },
                ),
                ("h1", "3  Safety rules"),
                (
                    "ol",
                    [
                        "Never hoist or lower with a person on the ladder.",
                        "Ladder against ship side. Winch brake ON before the pilot climbs.",
                        "Officer in charge at the winch during all use. Radio contact with "
                        "the bridge.",
                        "Stay clear of the drum and the ladder bight when running.",
                        "Main air valve V1 closed and padlocked when not in use.",
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  Checklist A - before each use"),
                (
                    "p",
                    "Tick each line. Not OK = do not use the winch. Report to the chief officer.",
                ),
                (
                    "kv",
                    [
                        ("Who", "Officer in charge + 1 AB at the winch"),
                        ("When", "Before every lowering of the ladder. Also in port."),
                        ("Time needed", "Approx. 5 min"),
                        ("Record", "Tick card LM-C-08. Sign in deck log."),
                        ("Weather", "Ice on drum or ladder: remove ice first, then check."),
                    ],
                ),
                (
                    "box",
                    (
                        "WARNING",
                        "Winch not OK and ladder needed: lower by hand (section 6.3) or use "
                        "the other side. Never use a winch with a brake that slips.",
                    ),
                ),
                ("draw", (196, _plw_station)),
                ("pi", "Fig. 4-1  Air and control at the winch"),
                (
                    "table",
                    {
                        "cols": _LV_CKCOLS,
                        "rows": _LV_CKA[:_LV_SPLIT],
                        "widths": _LV_CKW,
                        "size": 9.2,
                    },
                ),
                (
                    "p",
                    "Checklist A continues on next page.",
                ),
            ]
        },
        {
            "blocks": [
                ("caption", "Checklist A (continued)"),
                (
                    "table",
                    {
                        "cols": _LV_CKCOLS,
                        "rows": _LV_CKA[_LV_SPLIT:],
                        "widths": _LV_CKW,
                        "size": 9.2,
                    },
                ),
                ("h1", "5  Checklist B - after use"),
                (
                    "table",
                    {
                        "cols": ["No.", "Check", "How"],
                        "rows": [
                            [
                                "B1",
                                "Ladder stowed",
                                "Top step at upper stop. Lashings on (2 straps)",
                            ],
                            ["B2", "Brake ON", "Lever in STOP"],
                            ["B3", "Air off", "V1 closed and padlocked. Line vented at V3"],
                            ["B4", "Cover", "Canvas cover on, straps tight"],
                            ["B5", "Damage", "Report any damage in the pilot ladder log"],
                        ],
                        "widths": [0.55, 1.9, 4.1],
                        "size": 9.2,
                    },
                ),
                (
                    "p",
                    "Checklists A and B are also on the laminated card at the winch station "
                    "(ref. LM-C-08).",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6  Operation"),
                ("h2", "6.1  Lowering the ladder"),
                (
                    "ol",
                    [
                        "Checklist A done.",
                        "Open V1 slowly. PI-1 6–8 bar.",
                        "Remove lashings.",
                        "Lever to LOWER. Stop at the height given by the bridge.",
                        "Lever to STOP. Brake sets by itself.",
                        "Secure the ladder to the deck strong points. Never let the ladder hang "
                        "on the winch brake only while the pilot climbs.",
                    ],
                ),
                ("h2", "6.2  Hoisting"),
                (
                    "ol",
                    [
                        "Pilot clear of the ladder - confirm by radio.",
                        "Release from strong points. Lever to HOIST. Speed 12–15 m/min.",
                        "Hoisting stops at stowed position by limit switch LS-1.",
                        "Lever to STOP. Lash the ladder. Do checklist B.",
                    ],
                ),
                ("h2", "6.3  Emergency operation - no air"),
                (
                    "p",
                    "Lowering: fit hand pump HP-2 to the brake cylinder. Pump to 4,5 bar. "
                    "Brake opens. Ladder lowers by own weight. Control the speed with the hand "
                    "brake lever.",
                ),
                (
                    "p",
                    "Hoisting: hand crank on the gearbox input shaft. Crank is in the box at "
                    "the station. 1 turn = approx. 40 mm ladder. Two persons.",
                ),
                ("h2", "6.4  Speed adjustment"),
                (
                    "p",
                    "Hoisting speed is set by flow control valve FC-1 at the air motor outlet. "
                    "Clockwise = slower. Tighten lock nut after adjustment. Do not set over 15 "
                    "m/min.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Maintenance"),
                (
                    "p",
                    "x = do the job. Log all jobs in the planned maintenance system.",
                ),
                (
                    "table",
                    {
                        "cols": ["Job", "Weekly", "3 months", "12 months", "5 years"],
                        "rows": [
                            ["Drain water trap F1, check lubricator", "x", "", "", ""],
                            ["Test run: lower and hoist the ladder", "x", "", "", ""],
                            ["Clean air motor silencer", "", "x", "", ""],
                            ["Grease drum bearings (2 nipples)", "", "x", "", ""],
                            ["Brake holding test, 1,5 x rated load", "", "", "x", ""],
                            ["Change gearbox oil (1,2 l EP 220)", "", "", "x", ""],
                            ["Overhaul air motor (kit LM-AK-8)", "", "", "", "x"],
                            ["Renew brake springs", "", "", "", "x"],
                        ],
                        "widths": [3.4, 0.8, 0.8, 0.8, 0.8],
                        "size": 9.2,
                    },
                ),
                (
                    "p",
                    "Grease: lithium EP 2. Brake test: hang test weight 460 kg on the drum "
                    "(4,5 kN). Release and set the brake 3 times. Slip max 10 mm.",
                ),
                ("h1", "8  Spare parts"),
                (
                    "table",
                    {
                        "cols": ["Part", "Lodvik no."],
                        "rows": [
                            ["Air motor overhaul kit", "LM-AK-8"],
                            ["Brake spring set (6 pcs)", "LM-BS-86"],
                            ["Filter element F1, 5 micron", "LM-FE-05"],
                            ["Silencer, air motor", "LM-SI-34"],
                            ["Limit switch LS-1, complete", "LM-LS-11"],
                            ["Return spring, control lever", "LM-CV-12"],
                        ],
                        "widths": [3.6, 1.6],
                        "size": 9.2,
                    },
                ),
            ]
        },
    ],
}


# ================================================================ 3. Shimoda SGM-2


def _sgm_schematic(pg, x0, y0, w, h):
    s = pg.page.new_shape()

    def P(x, y):
        return (x0 + x, y0 + y)

    def ln(a, b, c, d):
        s.draw_line(P(a, b), P(c, d))

    def L(x, y, t, size=6.6, bold=False):
        pg.text(x0 + x, y0 + y, t, size, bold)

    def cylinder(c, top, bottom, tag, gas, ty):
        _box_eq(s, *P(c - 4, top), *P(c + 4, top + 8))
        _box_eq(s, *P(c - 11, top + 8), *P(c + 11, bottom))
        L(c - 12, ty, tag, 6.4, True)
        L(c - 2.6 * len(gas) / 2 - 2, (top + bottom) / 2 + 6, gas, 5.6)

    def regulator(x, y):
        _valve(s, *P(x, y))
        ln(x, y - 6, x, y - 8)
        _box_eq(s, *P(x - 6, y - 18), *P(x + 6, y - 8))

    def gauge(x, y, tag):
        ln(x, y, x, y - 18)
        _instr(s, *P(x, y - 27), r=9)
        L(x - 10, y - 41, tag, 6.6, True)

    # ---- O2 manifold, header y = 70
    for c, tag, v in ((25, "CY-1A", "V-201"), (65, "CY-1B", "V-202")):
        ln(c, 70, c, 80)
        _valve(s, *P(c, 88), vertical=True)
        L(c + 9, 91, v)
        ln(c, 96, c, 102)
        cylinder(c, 102, 190, tag, "O2", 202)
    ln(25, 70, 330, 70)
    gauge(100, 70, "PG-1")
    regulator(130, 70)
    L(122, 47, "PR-1", 6.6, True)
    gauge(160, 70, "PG-2")
    ln(190, 70, 190, 56)
    _valve(s, *P(190, 48), vertical=True)
    ln(190, 40, 190, 24)
    L(199, 51, "SV-1", 6.6, True)
    L(180, 18, "VENT", 6.0)
    _valve(s, *P(272, 70))
    L(262, 60, "V-203", 6.6, True)
    ln(305, 70, 305, 52)
    _instr(s, *P(305, 43), r=9)
    L(296, 29, "PT-4", 6.6, True)
    ln(330, 70, 330, 400)
    L(334, 150, "O2 LINE 15A", 6.0)
    # ---- C2H2 manifold, header y = 240
    for c, tag, v in ((25, "CY-2A", "V-211"), (65, "CY-2B", "V-212")):
        ln(c, 240, c, 250)
        _valve(s, *P(c, 258), vertical=True)
        L(c + 9, 261, v)
        ln(c, 266, c, 272)
        cylinder(c, 272, 345, tag, "C2H2", 357)
    ln(25, 240, 310, 240)
    gauge(100, 240, "PG-3")
    regulator(130, 240)
    L(122, 217, "PR-2", 6.6, True)
    gauge(160, 240, "PG-4")
    ln(185, 240, 185, 226)
    _valve(s, *P(185, 218), vertical=True)
    ln(185, 210, 185, 150)
    ln(185, 150, 250, 150)
    s.draw_polyline([P(244, 146), P(252, 150), P(244, 154)])
    L(194, 217, "SV-2", 6.6, True)
    L(258, 147, "VENT TO", 6.0, True)
    L(258, 155, "OPEN AIR", 6.0, True)
    _box_eq(s, *P(217, 233), *P(233, 247))
    L(217, 258, "FA-1", 6.6, True)
    _valve(s, *P(272, 240))
    L(262, 230, "V-213", 6.6, True)
    ln(310, 240, 310, 435)
    L(256, 300, "C2H2 LINE 15A", 6.0)

    # ---- outlet stations
    def outlet(y, tv, tf, gas, crossing, label_below):
        if crossing:
            ln(310, y, 326, y)
            ln(334, y, 357, y)
        else:
            ln(310 if gas == "C2H2" else 330, y, 357, y)
        _valve(s, *P(365, y))
        ln(373, y, 395, y)
        _box_eq(s, *P(395, y - 7), *P(411, y + 7))
        ln(411, y, 467, y)
        _instr(s, *P(470, y), r=3)
        ly = y + 15 if label_below else y - 9
        L(355, ly, tv, 6.6, True)
        L(395, ly, tf, 6.6, True)
        L(432, y - 3, gas, 5.8)

    outlet(290, "V-221", "FA-2", "O2", False, False)
    outlet(325, "V-222", "FA-3", "C2H2", True, True)
    outlet(400, "V-231", "FA-4", "O2", False, False)
    outlet(435, "V-232", "FA-5", "C2H2", False, True)
    s.finish(color=(0, 0, 0), width=0.9, closePath=False)
    s.commit()
    s2 = pg.page.new_shape()
    s2.draw_rect(fitz.Rect(*P(0, 0), *P(250, 380)))
    s2.draw_rect(fitz.Rect(*P(345, 270), *P(483, 350)))
    s2.draw_rect(fitz.Rect(*P(345, 380), *P(483, 460)))
    s2.finish(color=(0.3, 0.3, 0.3), width=0.7, dashes="[4 3] 0")
    s2.commit()
    s3 = pg.page.new_shape()
    s3.draw_line(P(314, 43), P(380, 43))
    s3.finish(color=(0.1, 0.3, 0.8), width=0.7, dashes="[3 2] 0")
    s3.commit()
    L(384, 46, "to ECR alarm", 6.2)
    L(6, 12, "GAS CYLINDER ROOM (UPPER DECK)", 6.6, True)
    L(348, 264, "OS-1  E/R WORKSHOP", 6.6, True)
    L(348, 374, "OS-2  UPPER DECK (AFT)", 6.6, True)
    # legend
    ly = 482
    L(0, ly, "LEGEND", 7.6, True)
    items = [
        ("CY-1A/1B", "O2 cylinder, 40 L, 150 kgf/cm2"),
        ("V-201/202", "O2 cylinder connecting V/V"),
        ("PG-1", "O2 H.P. gauge 0~250 kgf/cm2"),
        ("PR-1", "O2 manifold regulator"),
        ("PG-2", "O2 L.P. gauge 0~15 kgf/cm2"),
        ("SV-1", "O2 relief V/V, set 9 kgf/cm2"),
        ("V-203", "O2 main stop V/V (outside of cyl. room)"),
        ("PT-4", "O2 line press. transmitter (ECR alarm LOW 3 kgf/cm2)"),
        ("CY-2A/2B", "C2H2 cylinder, 40 L"),
        ("V-211/212", "C2H2 cylinder connecting V/V"),
        ("PG-3", "C2H2 H.P. gauge 0~30 kgf/cm2"),
        ("PR-2", "C2H2 manifold regulator"),
        ("PG-4", "C2H2 L.P. gauge 0~2.5 kgf/cm2"),
        ("SV-2", "C2H2 relief V/V, set 1.2 kgf/cm2"),
        ("FA-1", "Main flash back arrestor (C2H2)"),
        ("V-213", "C2H2 main stop V/V (outside of cyl. room)"),
        ("V-221/222", "Outlet V/V O2 / C2H2 at OS-1"),
        ("V-231/232", "Outlet V/V O2 / C2H2 at OS-2"),
        ("FA-2~FA-5", "Outlet flash back arrestor w/ N.R.V."),
        ("OS-1/OS-2", "Outlet station (hose connection)"),
    ]
    for i, (tag, desc) in enumerate(items):
        cx = 0 if i < 10 else 250
        cy = ly + 13 + (i % 10) * 10.5
        L(cx, cy, tag, 6.6, True)
        L(cx + 50, cy, desc, 6.4)


_SG_STYLE = {
    "h1": 12.2,
    "h2": 10.2,
    "body": 9.2,
    "hcolor": (0.12, 0.15, 0.5),
    "h1rule": True,
    "olfmt": "({})",
}

SHIMODA = {
    "file": "shimoda-sgm2-oxy-acetylene-gas-system.pdf",
    "title": "Shimoda SGM-2 oxy-acetylene gas supply system - Instruction manual",
    "maker": "Shimoda Gas Kiki Co., Ltd.",
    "family": "helv",
    "style": _SG_STYLE,
    "hdr_left": "SHIMODA GAS KIKI",
    "hdr_right": "SGM-2 O2 / C2H2 GAS SUPPLY SYSTEM  /  SK-IM-0412  REV.0",
    "ftr_left": "SHIMODA GAS KIKI CO., LTD.  OSAKA JAPAN",
    "ftr_fmt": "- {n} -",
    "folio_center": True,
    "cover": _cover(
        "SHIMODA GAS KIKI",
        ["SGM-2", "OXY-ACETYLENE GAS SUPPLY", "SYSTEM FOR WELDING & CUTTING"],
        [
            "INSTRUCTION MANUAL",
            "SHIP NO. : 2215 / 2216",
            "DWG. NO. : SK-IM-0412   REV. 0",
            "SHIMODA GAS KIKI CO., LTD.   OSAKA JAPAN",
        ],
        band=(0.12, 0.15, 0.5),
        foot="Pls. read this manual before handling of gas. No oil, no grease on O2 equipment.",
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
                        ("3.", "SYSTEM DIAGRAM", 4),
                        ("4.", "OPERATION", 5),
                        ("5.", "CUTTING CONDITION AND SAFETY", 6),
                        ("6.", "MAINTENANCE", 7),
                        ("7.", "PARTS LIST", 8),
                    ],
                ),
                (
                    "p",
                    'Remark : In this manual "O2" = oxygen, "C2H2" = dissolved acetylene, '
                    '"F.A." = flash back arrestor, "N.R.V." = non return valve, "V/V" = '
                    'valve, "press." = pressure (gauge).',
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1. GENERAL"),
                (
                    "p",
                    "1-1. This manual is for SGM-2 gas supply system which supply the O2 and "
                    "C2H2 from the gas cylinder room on upper deck to the outlet station in "
                    "E/R workshop and on the deck. Each gas has 2 cylinder (1 for use and 1 "
                    "for stand-by) connected to the manifold w/ high press. hose. The "
                    "change-over of cylinder is by hand.",
                ),
                (
                    "p",
                    "1-2. Gas cylinder room must have natural ventilation and the door must "
                    "open to outside (not to accommodation). Max. temp. in cylinder room abt. "
                    "40 deg.C. Pls. keep O2 and C2H2 cylinder separated by the partition "
                    "plate.",
                ),
                ("h1", "2. PRINCIPAL PARTICULARS"),
                (
                    "table",
                    {
                        "cols": ["ITEM", "O2 LINE", "C2H2 LINE"],
                        "rows": [
                            [
                                "No. of cylinder on manifold",
                                "2 (1 use + 1 stand-by)",
                                "2 (1 use + 1 stand-by)",
                            ],
                            [
                                "Cylinder charging press.",
                                "150 kgf/cm2 (35 deg.C)",
                                "15 kgf/cm2 (15 deg.C)",
                            ],
                            ["Cylinder volume", "40 L", "40 L"],
                            [
                                "Manifold regulator",
                                "PR-1, outlet 5~7 kgf/cm2",
                                "PR-2, outlet 0.5~0.8 kgf/cm2",
                            ],
                            ["Max. working press. of pipe line", "10 kgf/cm2", "1.3 kgf/cm2"],
                            [
                                "Relief V/V set press.",
                                "9 kgf/cm2 (SV-1)",
                                "1.2 kgf/cm2 (SV-2)",
                            ],
                            [
                                "Pipe material",
                                "Copper pipe C1220T or SUS304TP",
                                "Carbon steel pipe SGP (NO COPPER)",
                            ],
                            ["Pipe size", "15A", "15A"],
                            [
                                "Test press. at yard",
                                "15 kgf/cm2 (hydraulic)",
                                "3 kgf/cm2 (N2 gas)",
                            ],
                            [
                                "Outlet station",
                                "OS-1 (workshop), OS-2 (deck)",
                                "OS-1 (workshop), OS-2 (deck)",
                            ],
                            [
                                "Flash back arrestor",
                                "at each outlet (both gas)",
                                "at each outlet (both gas) + main FA-1",
                            ],
                        ],
                        "widths": [2.3, 2.2, 2.4],
                        "size": 8.8,
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "CAUTION : C2H2 press. in the pipe line must not exceed 1.3 kgf/cm2 (abt. "
                    "0.13 MPa). Over this press. the acetylene can decompose explosively. Never "
                    "use copper or brass contain Cu more than 70 % for C2H2 line.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3. SYSTEM DIAGRAM"),
                ("draw", (605, _sgm_schematic)),
                (
                    "pi",
                    "Fig. 3-1  O2 / C2H2 supply system (pipe line 15A, outlet station hose "
                    "connection w/ N.R.V.)",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4. OPERATION"),
                ("h2", "4-1. Start of gas supply"),
                (
                    "ol",
                    [
                        "Chk no smell of gas and no oil on O2 fitting. Chk cylinder room door "
                        "open and vent clear.",
                        "Chk the adjusting screw of regulator PR-1 / PR-2 is loosen (turn "
                        "counter-clockwise fully).",
                        "Open cylinder V/V slowly. C2H2 cylinder V/V max. 1.5 turn and leave "
                        "the key on the V/V.",
                        "Open connecting V/V V-201 (O2) / V-211 (C2H2). Chk H.P. gauge PG-1 / "
                        "PG-3.",
                        "Turn adjusting screw of regulator clockwise slowly until L.P. gauge "
                        "shows set press. : O2 5~7 kgf/cm2 (PG-2), C2H2 0.5~0.8 kgf/cm2 (PG-4).",
                        "Open main stop V/V V-203 and V-213. Chk leak at all joint w/ soap water.",
                    ],
                ),
                ("h2", "4-2. Lighting and extinguish of torch"),
                (
                    "p",
                    "Lighting : open C2H2 V/V of torch abt. 1/2 turn and ignite w/ spark "
                    "lighter (not match), then open O2 V/V slowly and adjust to neutral flame. "
                    "Extinguish : close C2H2 V/V of torch first, then O2 V/V. When backfire "
                    "(pop sound) happen, close C2H2 V/V at once then O2 V/V, cool the tip in "
                    "water and clean it.",
                ),
                ("h2", "4-3. Change-over of cylinder"),
                (
                    "p",
                    "Change the O2 cylinder when PG-1 shows abt. 10 kgf/cm2. Do not use until "
                    "empty (residual press. min. 5 kgf/cm2 for O2, C2H2 cylinder min. 1 "
                    "kgf/cm2) to prevent air and moisture entering into the cylinder.",
                ),
                (
                    "ol",
                    [
                        "Open V/V of stand-by cylinder slowly.",
                        "Open its connecting V/V (V-202 or V-212) and close the connecting V/V "
                        "of empty cylinder.",
                        "Close cylinder V/V of empty cylinder, remove the hose, put the cap and "
                        'mark "EMPTY" by chalk.',
                    ],
                ),
                ("h2", "4-4. Stop after work"),
                (
                    "p",
                    "After daily work close V-221 / V-222 (OS-1) or V-231 / V-232 (OS-2). When "
                    "no work more than 1 week, close all cylinder V/V and release the press. "
                    "of pipe line through the torch.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5. CUTTING CONDITION AND SAFETY"),
                (
                    "p",
                    "5-1. Below table is standard cutting condition w/ cutting torch SC-3 "
                    "(standard supply). Press. is the press. at torch inlet.",
                ),
                (
                    "imgtable",
                    {
                        "title": "Table 5-1  STANDARD CUTTING CONDITION (TORCH SC-3, MILD STEEL)",
                        "cols": [
                            "TIP No.",
                            "PLATE THICK. (mm)",
                            "O2 PRESS. (kgf/cm2)",
                            "C2H2 PRESS. (kgf/cm2)",
                            "CUT SPEED (mm/min)",
                            "KERF (mm)",
                        ],
                        "rows": [
                            ["1", "3 ~ 10", "2.0 ~ 2.5", "0.2", "550 ~ 450", "1.5"],
                            ["2", "10 ~ 20", "2.5 ~ 3.0", "0.2", "450 ~ 380", "1.8"],
                            ["3", "20 ~ 30", "3.0 ~ 3.5", "0.25", "380 ~ 320", "2.0"],
                            ["4", "30 ~ 50", "3.5 ~ 4.5", "0.3", "320 ~ 250", "2.3"],
                            ["5", "50 ~ 100", "4.5 ~ 5.5", "0.3", "250 ~ 160", "2.8"],
                        ],
                        "widths": [0.8, 1.3, 1.3, 1.4, 1.3, 0.9],
                        "size": 8.8,
                        "below": "O2 press. over 5.5 kgf/cm2 is not necessary. Too big tip = wide "
                        "kerf and much gas.",
                    },
                ),
                ("h2", "5-2. Flash back"),
                (
                    "p",
                    "If flash back happen (whistling sound in torch, torch handle become hot), "
                    "immediately close O2 V/V of torch then C2H2 V/V, and close the outlet "
                    "V/V. The F.A. w/ thermal cut-off shut the gas by itself at abt. 100 deg.C; "
                    "after this it must be replaced (can not reset).",
                ),
                ("h2", "5-3. Leak test"),
                (
                    "p",
                    "Leak test w/ soap water (or leak detect spray) at every joint after change "
                    "of cylinder and every month. Never use flame for leak test. If L.P. gauge "
                    "rise after closing all torch V/V (= creeping), the regulator seat is "
                    "leaking; replace the seat ASS'Y of regulator.",
                ),
                (
                    "p",
                    "CAUTION : Keep O2 equipment free from oil and grease. Do not use O2 for "
                    "blowing dust of clothes or for ventilation of tank.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6. MAINTENANCE"),
                (
                    "p",
                    "6-1. Pls. carry out the maintenance as below table. O = inspection / "
                    "check, R = replace.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "ITEM",
                            "DAILY",
                            "MONTHLY",
                            "6 MONTHS",
                            "YEARLY",
                            "5 YEARS",
                            "REMARK",
                        ],
                        "rows": [
                            ["Outlet V/V & torch hose", "O", "", "", "", "", "before work"],
                            [
                                "Leak chk of joint (soap water)",
                                "",
                                "O",
                                "",
                                "",
                                "",
                                "and after cyl. change",
                            ],
                            ["Cylinder room vent & door", "", "O", "", "", "", ""],
                            [
                                "H.P. hose (manifold)",
                                "",
                                "O",
                                "",
                                "",
                                "R",
                                "crack, hardening",
                            ],
                            ["Gauge PG-1 ~ PG-4", "", "", "O", "", "", "calib. every 2 years"],
                            ["Regulator PR-1, PR-2", "", "", "O", "", "R", "creeping chk"],
                            [
                                "PT-4 & low press. alarm",
                                "",
                                "",
                                "O",
                                "",
                                "",
                                "alarm set 3 kgf/cm2",
                            ],
                            ["Relief V/V SV-1, SV-2", "", "", "", "O", "", "lifting test"],
                            [
                                "F.A. (main & outlet)",
                                "",
                                "",
                                "",
                                "O",
                                "R",
                                "reverse flow test w/ test kit TK-5",
                            ],
                        ],
                        "widths": [2.4, 0.7, 0.9, 0.9, 0.8, 0.8, 2.2],
                        "size": 8.6,
                    },
                ),
                (
                    "p",
                    "6-2. The torch hose (rubber hose for gas welding) shall be replaced when "
                    "crack or hardening is found, or every 3 years at latest.",
                ),
                (
                    "p",
                    "6-3. The F.A. which is operated by flash back must be replaced at once "
                    "(thermal V/V can not reset). The reverse flow test is done w/ test kit TK-5 "
                    "acc. to the separate instruction of TK-5.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7. PARTS LIST"),
                (
                    "table",
                    {
                        "cols": ["NO.", "PARTS NAME", "Q'TY", "PARTS NO.", "REMARK"],
                        "rows": [
                            ["1", "REG. ASS'Y, O2 MANIF. (PR-1)", "1", "SK-R150-O", ""],
                            ["2", "REG. ASS'Y, C2H2 MANIF. (PR-2)", "1", "SK-R15-A", ""],
                            ["3", "SEAT ASS'Y, REG. O2", "2", "SK-R150-S1", "spare"],
                            ["4", "SEAT ASS'Y, REG. C2H2", "2", "SK-R15-S1", "spare"],
                            ["5", "F.A. MAIN, C2H2 (FA-1)", "1", "SK-FA-20M", "w/ thermal cut-off"],
                            ["6", "F.A. OUTLET, O2", "2", "SK-FA-10O", "w/ N.R.V."],
                            ["7", "F.A. OUTLET, C2H2", "2", "SK-FA-10A", "w/ N.R.V."],
                            ["8", 'H.P. HOSE, O2, 1/4" x 1.0M', "2", "SK-HH-O10", ""],
                            ["9", 'H.P. HOSE, C2H2, 3/8" x 1.0M', "2", "SK-HH-A10", ""],
                            ["10", "PRESS. GAUGE 0~250 kgf/cm2 (PG-1)", "1", "SK-PG-250", ""],
                            ["11", "PRESS. GAUGE 0~2.5 kgf/cm2 (PG-4)", "1", "SK-PG-2.5", ""],
                            ["12", "PKG, CYL. CONN. (FIBRE)", "20", "SK-PK-03", ""],
                            ["13", "N.R.V., HOSE CONN.", "4", "SK-NR-06", ""],
                            ["14", "CUTTING TORCH SC-3 W/ TIP No.1~5", "1", "SK-SC3-SET", ""],
                        ],
                        "widths": [0.5, 3.2, 0.6, 1.4, 1.5],
                        "size": 8.8,
                    },
                ),
                (
                    "p",
                    "ABBREVIATION : ASS'Y = assembly, REG. = regulator, MANIF. = manifold, "
                    "F.A. = flash back arrestor, H.P. = high press., N.R.V. = non return "
                    "valve, PKG = packing, CYL. CONN. = cylinder connection.",
                ),
                (
                    "p",
                    "When order, pls. inform SHIP NO., PARTS NO., PARTS NAME and Q'TY.",
                ),
            ]
        },
    ],
}


# ================================================================ 4. Harcastle ETX-20


_HC_STYLE = {
    "h1": 12.6,
    "h2": 10.4,
    "body": 9.3,
    "hcolor": (0.45, 0.2, 0.05),
    "h1rule": True,
    "pgap": 6,
}

HARCASTLE = {
    "file": "harcastle-etx20-engine-telegraph-qa.pdf",
    "title": "Harcastle ETX-20 engine order telegraph - Questions and answers handbook",
    "maker": "Harcastle Marine Controls Ltd",
    "family": "helv",
    "style": _HC_STYLE,
    "hdr_left": "HARCASTLE MARINE CONTROLS",
    "hdr_right": "ETX-20 Engine Order Telegraph  -  Q&A  -  HMC-QA-020 Issue 2",
    "ftr_left": "Harcastle Marine Controls Ltd, Hull, United Kingdom",
    "ftr_fmt": "Page {n}",
    "cover": _cover(
        "HARCASTLE MARINE CONTROLS",
        ["ETX-20", "ENGINE ORDER TELEGRAPH", "Questions & Answers"],
        [
            "Operation and service handbook in question-and-answer form",
            "For ETX-20 systems with bridge, wing, control room and local units",
            "Document HMC-QA-020, Issue 2",
        ],
        band=(0.45, 0.2, 0.05),
        foot="Harcastle Marine Controls Ltd  -  Hull  -  United Kingdom",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Contents"),
                (
                    "toc",
                    [
                        ("1", "The system", 3),
                        ("2", "Using the telegraph", 4),
                        ("3", "Order positions and signals", 5),
                        ("4", "Alarms", 6),
                        ("5", "Service and fault finding", 7),
                    ],
                ),
                (
                    "p",
                    "How to use this handbook: find your question in its section. Each answer "
                    "gives the short answer first, then the details.",
                ),
                (
                    "kv",
                    [
                        ("MCU-20", "main control unit (ECR console)"),
                        ("BTU-20", "bridge telegraph unit, order lever"),
                        ("WTU-20", "wing telegraph unit, order lever"),
                        ("ETU-20", "engine control room unit, reply lever"),
                        ("LTU-20", "local unit at the engine side control stand"),
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  The system"),
                ("h3", "Q1.1  What does the ETX-20 consist of?"),
                (
                    "p",
                    "A: One MCU-20 in the ECR console, the bridge unit BTU-20, up to two wing "
                    "units WTU-20, the ECR unit ETU-20 and the local unit LTU-20. All units are "
                    "connected to the MCU by a CAN bus, max. 200 m of cable in total, with a "
                    "120 ohm terminator at each end.",
                ),
                ("h3", "Q1.2  What power supply does it need?"),
                (
                    "p",
                    "A: 24 V DC (18 to 32 V) from two independent supplies, main and emergency. "
                    "The MCU changes over automatically and gives alarm A02. Consumption is max. "
                    "45 W with all lamps on.",
                ),
                (
                    "h3",
                    "Q1.3  Is the telegraph enough as the only means of giving orders to the "
                    "engine room?",
                ),
                (
                    "p",
                    "A: No. A second, independent means of communication between the bridge and "
                    "the engine control positions is required. Use the sound powered telephone "
                    "or the emergency telegraph EPT-2, which has its own wiring and keeps "
                    "working when the MCU fails.",
                ),
                ("h3", "Q1.4  Can the units be installed outside?"),
                (
                    "p",
                    "A: Only the WTU-20 wing units (IP 66, -25 to +70 °C). BTU-20, ETU-20 and "
                    "MCU-20 are IP 22 and the LTU-20 is IP 44, for inside installation only.",
                ),
                ("h3", "Q1.5  Can I dim the bridge units?"),
                (
                    "p",
                    "A: Yes, with the DIM knob on the BTU-20, in 8 steps from 100 % down to 2 %. "
                    "The wing units follow the BTU. ECR and local units have fixed brightness.",
                ),
                ("h3", "Q1.6  Does the telegraph control the engine?"),
                (
                    "p",
                    "A: No. It sends the order to the engine remote control system as a contact "
                    "code and a 4-20 mA signal (section 3). The remote control decides the rpm "
                    "and the starting and reversing of the engine.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "2  Using the telegraph"),
                ("h3", "Q2.1  How do I give an order from the bridge?"),
                (
                    "p",
                    "A: Move the order lever to the new position. The new order flashes and the "
                    "buzzer sounds in the ECR (or at the local stand when LOCAL is selected) "
                    "until the engineer acknowledges.",
                ),
                ("h3", "Q2.2  How does the engine room acknowledge?"),
                (
                    "p",
                    "A: Move the reply lever of the ETU-20 (or LTU-20) to the same position as "
                    "the order. When reply and order agree the lamp goes steady and the buzzers "
                    "stop on both units. If the order is not acknowledged within 10 s, alarm A05 "
                    "is given.",
                ),
                ("h3", "Q2.3  How is control transferred between the ECR and the local stand?"),
                (
                    "p",
                    "A: The station that takes over asks for it: press LOCAL on the LTU-20; the "
                    "ETU-20 shows LOCAL flashing; the ECR confirms by pressing LOCAL on the "
                    "ETU-20 within 30 s. Transfer back the same way with the ECR button. Both "
                    "reply levers must be in the order position, otherwise the transfer is "
                    "refused.",
                ),
                ("h3", "Q2.4  What is the wrong way alarm?"),
                (
                    "p",
                    "A: The MCU compares the order (ahead or astern) with the direction signal "
                    "from the engine. When the engine turns against the order for more than 5 s "
                    "the WRONG WAY lamp flashes and alarm A06 is given on bridge and ECR.",
                ),
                ("h3", "Q2.5  What are STAND BY, FWE and AT SEA?"),
                (
                    "p",
                    "A: Push buttons on the BTU-20 for the engine condition: STAND BY "
                    "(manoeuvring), FWE (finished with engines) and AT SEA (sea passage, "
                    "unmanned ECR allowed). The ECR acknowledges with the same button on the "
                    "ETU-20; no acknowledgement within 10 s gives A05.",
                ),
                ("h3", "Q2.6  How do I test the lamps?"),
                (
                    "p",
                    "A: Hold TEST on any unit for 3 s. All lamps and displays of that unit "
                    "light and its buzzer sounds. Release TEST to stop.",
                ),
                ("h3", "Q2.7  Can the wing units give orders?"),
                (
                    "p",
                    "A: Yes, after the officer takes over at the wing with the TAKE button. Only "
                    "the unit in command moves the order; the other bridge units follow it as "
                    "repeaters.",
                ),
            ]
        },
        {
            "sideways": True,
            "blocks": [
                ("h1", "3  Order positions and signals"),
                ("h3", "Q3.1  Which signals does the telegraph give for each order?"),
                (
                    "p",
                    "A: A 4-bit code on potential-free contacts K1 to K4 (1 A / 30 V DC, 1 = "
                    "closed) and an analogue 4-20 mA output, both to the remote control "
                    "system. The rpm setpoints are the factory defaults of the remote control "
                    "for a 2-stroke engine of 105 rpm MCR and are set at commissioning.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Order",
                            "Lever angle",
                            "Display text",
                            "Code K1 K2 K3 K4",
                            "Analogue output (mA)",
                            "Default rpm setpoint",
                            "Lamp colour",
                            "Remark",
                        ],
                        "rows": [
                            [
                                "NAV. FULL",
                                "+75°",
                                "NAV.FULL",
                                "1 0 1 0",
                                "20.0",
                                "105",
                                "green",
                                "only with AT SEA selected",
                            ],
                            ["FULL AHEAD", "+60°", "F.AHEAD", "1 0 0 1", "18.2", "95", "green", ""],
                            ["HALF AHEAD", "+45°", "H.AHEAD", "1 0 0 0", "16.4", "72", "green", ""],
                            ["SLOW AHEAD", "+30°", "S.AHEAD", "0 1 1 1", "14.6", "55", "green", ""],
                            [
                                "DEAD SLOW AHEAD",
                                "+15°",
                                "DS.AHEAD",
                                "0 1 1 0",
                                "12.8",
                                "38",
                                "green",
                                "",
                            ],
                            [
                                "STOP",
                                "0°",
                                "STOP",
                                "0 0 0 0",
                                "11.1",
                                "0",
                                "white",
                                "buzzer also on LTU-20",
                            ],
                            [
                                "DEAD SLOW ASTERN",
                                "-15°",
                                "DS.ASTERN",
                                "0 1 0 1",
                                "9.3",
                                "-38",
                                "red",
                                "",
                            ],
                            ["SLOW ASTERN", "-30°", "S.ASTERN", "0 1 0 0", "7.6", "-55", "red", ""],
                            ["HALF ASTERN", "-45°", "H.ASTERN", "0 0 1 1", "5.8", "-72", "red", ""],
                            [
                                "FULL ASTERN",
                                "-60°",
                                "F.ASTERN",
                                "0 0 1 0",
                                "4.0",
                                "-85",
                                "red",
                                "lever from ahead through STOP to FULL ASTERN in < 2 s = crash "
                                "astern request",
                            ],
                        ],
                        "widths": [1.6, 0.8, 1.1, 1.1, 1.1, 1.1, 0.8, 2.6],
                        "size": 8.6,
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "Q3.2  Can the rpm setpoints be changed?  A: Yes, but only in the remote "
                    "control system (see its own manual). The ETX-20 sends the order only and "
                    "does not know the rpm.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "4  Alarms"),
                ("h3", "Q4.1  Which alarms can the ETX-20 give?"),
                (
                    "p",
                    "A: The alarms below. Each is shown on the MCU display with its code, sounds "
                    "the buzzer on the BTU-20 and ETU-20 and opens the common alarm contact to "
                    "the ship's alarm system.",
                ),
                (
                    "table",
                    {
                        "cols": ["Code", "Alarm text", "Cause", "What to do"],
                        "rows": [
                            [
                                "A01",
                                "MAIN SUPPLY FAIL",
                                "Main 24 V DC below 18 V or missing",
                                "Check breaker in 24 V distribution board; system runs on "
                                "emergency supply",
                            ],
                            [
                                "A02",
                                "SUPPLY CHANGED OVER",
                                "MCU running on emergency supply",
                                "Restore main supply; alarm resets by itself",
                            ],
                            [
                                "A03",
                                "CAN BUS FAULT",
                                "A unit does not answer for 2 s",
                                "Check unit address switch, cable and the terminators",
                            ],
                            [
                                "A04",
                                "LEVER SENSOR FAULT",
                                "Lever sensor signal below 0.5 V or above 4.5 V",
                                "Recalibrate the lever (Q5.4) or replace the sensor board",
                            ],
                            [
                                "A05",
                                "ORDER NOT ACKNOWLEDGED",
                                "No reply within the set delay",
                                "Acknowledge with reply lever or button",
                            ],
                            [
                                "A06",
                                "WRONG WAY",
                                "Engine turns against the order for more than 5 s",
                                "Stop the engine; check reversing and the direction sensor",
                            ],
                            [
                                "A07",
                                "DIRECTION SENSOR FAULT",
                                "No direction signal, or both signals at once",
                                "Check the sensor and its cable at the engine",
                            ],
                            [
                                "A08",
                                "REMOTE CONTROL COMMS",
                                "No heartbeat from remote control for 3 s",
                                "Check serial link; telegraph still works as a telegraph",
                            ],
                            [
                                "A09",
                                "LAMP / DISPLAY FAULT",
                                "LED driver fault on a unit",
                                "Replace the display board of that unit",
                            ],
                        ],
                        "widths": [0.6, 1.8, 2.3, 2.6],
                        "size": 8.6,
                        "boldfirst": True,
                    },
                ),
                ("h3", "Q4.2  How do I silence the buzzer?"),
                (
                    "p",
                    "A: Press MUTE on the unit. The alarm stays in the MCU list until the cause "
                    "is gone and it is acknowledged with ACK on the MCU. A new alarm sounds "
                    "again.",
                ),
                ("h3", "Q4.3  Can the alarm delays be changed?"),
                (
                    "p",
                    "A: Only the A05 delay, 5 to 30 s (default 10 s), in the MCU service menu "
                    "P-05. All other delays are fixed.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  Service and fault finding"),
                ("h3", "Q5.1  What must be done regularly?"),
                (
                    "p",
                    "A: Before departure: lamp test on all units and a test of all orders with "
                    "the ECR. Every 3 months: check the change-over to the emergency supply by "
                    "opening the main supply breaker (A01 and A02 must come). Yearly: check the "
                    "wrong way alarm with the engine at slow, clean the lever sectors. No "
                    "lubrication is needed.",
                ),
                ("h3", "Q5.2  Something is wrong - where do I start?"),
                (
                    "table",
                    {
                        "cols": ["Symptom", "Possible cause", "Remedy"],
                        "rows": [
                            [
                                "Buzzer does not stop after the reply",
                                "Reply lever not fully in the order sector; reply sensor "
                                "misaligned",
                                "Move lever fully into the detent; recalibrate the reply "
                                "lever (Q5.4)",
                            ],
                            [
                                "Order lamp flickers between two positions",
                                "Lever at the border of a sector; worn detent spring",
                                "Replace the detent spring HMC-2041",
                            ],
                            [
                                "All units dark",
                                "Both supplies off; MCU fuse F1 blown",
                                "Check the supplies and fuse F1",
                            ],
                            [
                                "One unit dark and A03",
                                "CAN cable broken or address switch wrong",
                                "Check cable; address switch BTU=1, WTU=2/3, ETU=4, LTU=5",
                            ],
                            [
                                "A06 every time the engine is started astern",
                                "Direction sensor inputs crossed",
                                "Swap AHEAD/ASTERN sensor inputs at MCU terminals X7:3 and X7:4",
                            ],
                        ],
                        "widths": [1.9, 2.3, 2.6],
                        "size": 8.6,
                    },
                ),
                ("h3", "Q5.3  Which fuses are in the MCU?"),
                (
                    "p",
                    "A: F1 4 A T system supply, F2 1 A T buzzers and alarm contact, F3 1 A T "
                    "analogue outputs; all 5 x 20 mm.",
                ),
                ("h3", "Q5.4  How do I recalibrate a lever?"),
                (
                    "p",
                    "A: Open the MCU service menu (service code 2020) and select P-11 (BTU), "
                    "P-12 (ETU) or P-13 (LTU). Put the lever in STOP and press SET, then in "
                    "FULL AHEAD and SET, then in FULL ASTERN and SET. The MCU stores the three "
                    "points. Check every order position afterwards.",
                ),
            ]
        },
    ],
}
