"""Four made-up manuals of other equipment by other makers, held-out set 36a (written blind).

Written without running Shipmate or reading its code, for bench/other_makers_held36a.jsonl.
Each maker writes in its own way, and the four ways are new to these sets:

- Carrowmore Engineering (HEC-16 ... HEC-100 highly elastic rubber-element couplings between
  diesel engines and gearboxes / alternators, Scotland) writes the whole instruction book as
  running PROSE in Times: alignment limits, torques, temperatures and intervals are buried in
  sentences ("should not exceed 0.3 mm with the machinery cold", "every 3,000 running hours or
  six months, whichever comes first"); only two small tables: a BORDERLESS sizes and ratings
  table and a spare part number table.
- Tokarmet (TSM-360M centre lathe in marine execution for the engine-room workshop, Poland)
  writes a DTR translated from Polish: dropped articles, "it is necessary to", "exploitation",
  "destined for", odd prepositions, decimal commas, kgf/cm², "at." and kgf·m; a basic data
  table, a spindle speed table with a TWO-LEVEL header (range I / II over lever C = L / H), a
  metric thread table printed as a PICTURE (no text layer), a lubrication chart that runs over
  a PAGE BREAK without its header repeated, adjustments, electric symbols and wearing parts.
- Klangvik Marine (SONA-12 ultrasonic antifouling system for sea chests, SW strainers and
  coolers, Norway) prints LAMINATED QUICK-REFERENCE CARDS: dense two-column pages, ALL CAPS
  headings on colour bars, arrows and bullets, abbreviations everywhere (CU, CH, TX, SC, SWS,
  CWC, FWG, BC, HBR, DD, JB); card 1 is a LANDSCAPE page (system, channel map, setpoints), then
  start / modes / divers / dry dock, an error code table E01 ... E12, a symptom / cause /
  remedy table, a W / M / 6M / Y / DD maintenance interval matrix and a spares list full of
  abbreviations (TX ASSY W/ 10 M CBL, GSKT TX MTG RING, NUT M30 TX W/ WSHR).
- Gulf Reach Shipbuilding (Hull 312 stern ramp and ramp hydraulic system, USA) writes a US
  shipyard O&M manual: U.S. customary units first with metric in brackets ("2,800 psi
  (193 bar)", "3/4 in.-10 UNC", "270 ft-lb (366 N·m)"), "NOTE:" boxes, SECTION / "3-2"
  numbering and figure callouts "(Fig. 3-1, item 7)"; a tagged hydraulic SCHEMATIC (P-1, P-2,
  V-201 ... V-203, CV-3, CV-4, CV-13, RV-1, F-1, F-2, PT-4, PI-5, DCV-10, DCV-11, CBV-12A/B,
  C-1, C-2, C-5 ... C-8, HP-1, TS-7, LS-6) with a legend, a ramp arrangement drawing with
  numbered callouts, a portrait page whose wide component data table is printed SIDEWAYS, a
  preventive maintenance interval matrix and a bolt torque table.

Every page is an explicit list of blocks laid out top to bottom (a card page may put its
blocks in two columns under a full-width top); a block that does not fit raises, so a
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
    for spec in (CARROWMORE, TOKARMET, KLANGVIK, GULFREACH):
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
    c = colors.get(label.rstrip(":"), (0.3, 0.3, 0.3))
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
    for blk in blocks:
        kind, val = blk[0], blk[1]
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
        elif kind == "bar":
            # card heading: white capitals on a coloured band
            size = st["h2"]
            col.need(size + 8, val)
            sh = col.pg.page.new_shape()
            sh.draw_rect(fitz.Rect(col.x0, col.y, col.x1, col.y + size + 6))
            sh.finish(fill=st["hcolor"], color=None, width=0)
            sh.commit()
            col.pg.text(col.x0 + 4, col.y + size + 1.5, val, size, True, (1, 1, 1))
            col.y += size + 10
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
            _toc(col, val, blk[2] if len(blk) > 2 else st.get("toc", 10))
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
        # card layout: an optional full-width top, then two columns side by side
        gap = 16
        mid = (LEFT + right) / 2
        top = _Col(pg, LEFT, right, TOP, ph - 60)
        _blocks(top, pdef.get("top", []), spec)
        c1 = _Col(pg, LEFT, mid - gap / 2, top.y, ph - 60)
        _blocks(c1, pdef["left"], spec)
        c2 = _Col(pg, mid + gap / 2, right, top.y, ph - 60)
        _blocks(c2, pdef["right"], spec)
        sh = page.new_shape()
        sh.draw_line((mid, top.y + 2), (mid, max(c1.y, c2.y)))
        sh.finish(color=spec["style"]["hcolor"], width=0.5)
        sh.commit()
    else:
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


# ================================================================ 1. Carrowmore HEC (prose)


_CM_STYLE = {
    "font": "tiro",
    "h1": 12.6,
    "h2": 10.8,
    "body": 10.2,
    "hcolor": (0.45, 0.08, 0.08),
    "h1rule": False,
    "pgap": 6,
}

CARROWMORE = {
    "file": "carrowmore-hec-highly-elastic-couplings.pdf",
    "title": "Carrowmore HEC highly elastic couplings - Instruction book IB-204",
    "maker": "Carrowmore Engineering Ltd",
    "style": _CM_STYLE,
    "hdr_left": "CARROWMORE ENGINEERING",
    "hdr_right": "HEC Highly Elastic Couplings  -  Instruction Book IB-204",
    "ftr_left": "Carrowmore Engineering Ltd, Inchgreen Works, Greenock, Scotland",
    "ftr_fmt": "Page {n} of {total}",
    "cover": _cover(
        "CARROWMORE ENGINEERING LTD",
        ["HEC Series", "Highly Elastic Couplings", "for diesel engines, gearboxes and generators"],
        [
            "Instruction Book IB-204, third issue",
            "Sizes HEC-16, HEC-25, HEC-40, HEC-63 and HEC-100",
            "Alignment, inspection and changing of the rubber elements on board",
            "This book should be kept in the engine room with the engine maker's manuals.",
        ],
        band=(0.45, 0.08, 0.08),
        foot="Carrowmore Engineering Ltd  -  Greenock  -  spares@carrowmore-eng.co.uk",
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
                        ("2", "How the coupling works", 3),
                        ("3", "Sizes and ratings", 3),
                        ("4", "Alignment and fitting", 4),
                        ("5", "In service", 5),
                        ("6", "Inspection of the rubber elements", 5),
                        ("7", "Changing the elements", 6),
                        ("8", "Spares and storage", 7),
                    ],
                ),
                ("h1", "How this book is written"),
                (
                    "p",
                    "We have written this book as plain text rather than as a catalogue of "
                    "tables, because the things that matter about a rubber coupling are seldom "
                    "single numbers: they are the reasons behind the numbers, and an engineer "
                    "who knows why a limit is what it is will not be tempted to stretch it. "
                    "Where a figure is important it is given in the sentence that explains it, "
                    "and the few tables are there only for the figures that differ from one "
                    "size of coupling to another.",
                ),
                (
                    "p",
                    "Torques are given in newton metres, lengths in millimetres and "
                    "temperatures in degrees Celsius. Where the book says a thing must be "
                    "done, it is a condition of our warranty; where it says a thing should be "
                    "done, it is our advice, based on many years of couplings returned to "
                    "Greenock for repair.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1  Introduction"),
                (
                    "p",
                    "This book covers the Carrowmore HEC range of highly elastic couplings, "
                    "which connect medium-speed and high-speed diesel engines to reduction "
                    "gearboxes, alternators and pumps. It is written for the engineer officers "
                    "who look after the couplings on board and assumes that the reader knows "
                    "the engine but not the coupling. Read it through once before you first "
                    "touch a coupling; most of the damage we see is done by misalignment at "
                    "installation or by elements of the wrong grade fitted during repairs.",
                ),
                ("h1", "2  How the coupling works"),
                (
                    "p",
                    "Each coupling consists of an adapter plate bolted to the engine flywheel, "
                    "an outer ring which carries the rubber elements, and an inner hub keyed or "
                    "clamped onto the driven shaft. The elements are blocks of natural rubber "
                    "vulcanised between steel segments: eight of them in the HEC-16 and "
                    "HEC-25, twelve in the larger sizes. They carry the torque in shear, take "
                    "up small errors of alignment and, above all, damp the torsional vibration "
                    "of the engine so that it does not reach the gear teeth or the alternator.",
                ),
                (
                    "p",
                    "The rubber is supplied as standard in a hardness of 60 Shore A. Softer "
                    "(50 Shore A) and harder (70 Shore A) elements are made where the "
                    "torsional vibration calculation for the installation calls for them, and "
                    "the grade is shown by a coloured dot moulded into the end face of each "
                    "element: green for 50, yellow for 60 and red for 70. The grade fitted "
                    "is part of the approved torsional vibration calculation, and elements of "
                    "another grade must never be fitted, not even as a temporary repair. The "
                    "coupling is designed for an ambient temperature around it of not more "
                    "than 60 \u00b0C.",
                ),
                ("h1", "3  Sizes and ratings"),
                (
                    "p",
                    "The couplings are made in five sizes, named after their nominal torque in "
                    "kilonewton metres. The ratings in the table are for 60 Shore A elements; "
                    "with 50 Shore A elements the nominal torque falls by a fifth, while 70 "
                    "Shore A elements carry the same torque as the standard grade but pass "
                    "more vibration to the driven machine.",
                ),
                (
                    "table",
                    {
                        "cols": [
                            "Coupling",
                            "Nominal torque (kNm)",
                            "Maximum torque (kNm)",
                            "Maximum speed (rpm)",
                            "Elements",
                            "Weight (kg)",
                        ],
                        "rows": [
                            ["HEC-16", "16", "40", "1800", "8", "145"],
                            ["HEC-25", "25", "62", "1500", "8", "210"],
                            ["HEC-40", "40", "100", "1200", "12", "340"],
                            ["HEC-63", "63", "160", "1000", "12", "495"],
                            ["HEC-100", "100", "250", "900", "12", "760"],
                        ],
                        "ruled": False,
                        "widths": [1.1, 1.2, 1.2, 1.2, 0.9, 0.9],
                        "size": 9.4,
                        "boldfirst": True,
                    },
                ),
                (
                    "pi",
                    "Weights are for the complete coupling with adapter plate and hub, without "
                    "the guard.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4  Alignment and fitting"),
                (
                    "p",
                    "Alignment is checked with the coupling assembled but with the element "
                    "bolts slack, so that the rubber does not hide the error. With dial gauges "
                    "on the hub reading against the outer ring, turn the engine through a full "
                    "revolution in 90 degree steps. The radial offset between hub and ring "
                    "should not exceed 0.3 mm with the machinery cold, and the angular error, "
                    "taken as the difference between the largest and smallest face gap at a "
                    "diameter of 300 mm, should not exceed 0.1 mm. The axial gap marked A on "
                    "the coupling drawing is to be within 1 mm of its nominal value, because "
                    "an element that is pushed or pulled along its axis loses much of its "
                    "life.",
                ),
                (
                    "p",
                    "An engine on resilient mounts will settle during its first months in "
                    "service, so it should be set 0.5 mm high at the coupling when it is first "
                    "aligned, and the alignment checked again after 1,000 running hours. A "
                    "gearbox or alternator on a rigid seating does not settle, but its "
                    "seating bolts should be checked at the same time.",
                ),
                (
                    "p",
                    "All bolts are of property class 10.9 and are tightened with a torque "
                    "wrench, lightly oiled. The adapter plate bolts take 300 Nm in the M16 "
                    "size used on the HEC-16 and HEC-25 and 580 Nm in the M20 size used on "
                    "the larger couplings. The element bolts are M12 on every size and are "
                    "tightened to 115 Nm with a drop of medium-strength thread locker; the "
                    "hub clamping screws of the HEC-16 and HEC-25 are M10 and take 69 Nm. "
                    "Tighten every bolt circle in a diagonal sequence, in two passes, and mark "
                    "each bolt with paint when it is done.",
                ),
                (
                    "p",
                    "Before the guard is fitted, turn the engine by hand through two full "
                    "revolutions and watch the elements: none of them should bulge or twist "
                    "visibly, and nothing should touch. The guard itself must be fitted before "
                    "the engine is started and its ventilation openings must be kept clear, "
                    "since the elements warm up in service and need the air.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5  In service"),
                (
                    "p",
                    "The coupling needs no lubrication and no routine adjustment. A little fine "
                    "black rubber dust under the guard is normal during the first 500 running "
                    "hours while the elements bed in; after that, dust in any quantity points "
                    "to misalignment, to overload or to elements of the wrong grade, and the "
                    "cause should be found before it costs a set of elements.",
                ),
                (
                    "p",
                    "The temperature of the rubber is the best guide to the health of the "
                    "coupling. Measure it with an infrared thermometer through the inspection "
                    "holes in the guard immediately after stopping the engine from load; it "
                    "should not exceed 80 \u00b0C. A coupling that runs hotter than this is "
                    "working too hard, usually because one cylinder of the engine is not "
                    "firing properly and the torsional vibration has grown. For the same "
                    "reason, if the engine has been run for more than 30 minutes with a "
                    "cylinder misfiring or cut out, inspect the elements at the next "
                    "opportunity.",
                ),
                (
                    "p",
                    "Never weld on the engine, the gearbox or the seating while the coupling is "
                    "fitted unless the earthing clamp of the welding set is placed on the same "
                    "side of the coupling as the work: welding current that passes through the "
                    "coupling burns the bond between the rubber and the steel segments.",
                ),
                ("h1", "6  Inspection of the rubber elements"),
                (
                    "p",
                    "Look at the elements through the inspection holes every 3,000 running "
                    "hours or six months, whichever comes first. Fine surface crazing of the "
                    "rubber is harmless; a crack deeper than 2 mm, or longer than a quarter of "
                    "the width of the element, or any separation of the rubber from its steel "
                    "segment, means that the elements have to be changed.",
                ),
                (
                    "p",
                    "Every 12,000 running hours, remove the guard and measure the hardness of "
                    "each element with a Shore A durometer at the middle of its outer face. "
                    "Rubber hardens as it ages; when the hardness has risen by more than "
                    "8 Shore points above the grade marked by the colour dot, the elements "
                    "no longer damp as the calculation assumes and the set must be changed.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7  Changing the elements"),
                (
                    "p",
                    "Elements are always changed as a complete set, never one at a time, since "
                    "a new element beside old ones takes more than its share of the torque. "
                    "Whatever their condition, the elements must be changed after 10 years or "
                    "40,000 running hours, whichever comes first, because rubber ages even "
                    "when it is not working. All the elements of one set must come from the "
                    "same moulding batch; the batch number is moulded on each element next to "
                    "the colour dot.",
                ),
                (
                    "p",
                    "The elements can be changed radially, without moving the engine or the "
                    "driven machine. Engage the turning gear and make sure the engine cannot "
                    "be started, then remove the guard. Take out the two bolts of one element, "
                    "and ease the element out with the extraction tool, part number CE-7715, "
                    "which pulls it straight outwards; never lever an element out with a bar, "
                    "since the segments of the neighbouring elements are easily bent. Turn "
                    "the engine to bring each element to the top in turn.",
                ),
                (
                    "p",
                    "Clean the seats in the outer ring and the hub, fit the new elements of the "
                    "same grade and tighten their bolts to the torque given in section 4, in "
                    "two passes. Run the engine for the first 2 hours at no more than half "
                    "load, then stop it and re-tighten all the element bolts to the same "
                    "torque once more after 24 hours of running, because the rubber settles "
                    "under the segments. Record the change, the batch number and the running "
                    "hours on the coupling record card.",
                ),
                (
                    "p",
                    "Old elements should not be kept as spares. Cut them through the middle "
                    "before disposal, so that nobody can fit them again by mistake.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "8  Spares and storage"),
                (
                    "p",
                    "When ordering, quote the coupling size, the serial number stamped on the "
                    "outer ring and the rubber grade, as well as the part number below. We "
                    "recommend that each ship carries one complete set of elements with its "
                    "bolts for every size of coupling fitted.",
                ),
                (
                    "table",
                    {
                        "cols": ["Part", "HEC-16", "HEC-25", "HEC-40"],
                        "rows": [
                            ["Element set, 60 Shore A", "CE-1660", "CE-2560", "CE-4060"],
                            ["Element set, 50 Shore A", "CE-1650", "CE-2550", "CE-4050"],
                            ["Element bolt set (M12)", "CE-1612", "CE-1612", "CE-4012"],
                            ["Adapter plate bolt set", "CE-1616", "CE-1616", "CE-4020"],
                            ["Extraction tool", "CE-7715", "CE-7715", "CE-7715"],
                            ["Guard inspection cover", "CE-1690", "CE-2590", "CE-4090"],
                        ],
                        "widths": [2.2, 1.0, 1.0, 1.0],
                        "size": 9.4,
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "Part numbers for the HEC-63 and HEC-100 are given on the record card of "
                    "each coupling. Spare elements keep for five years from the date of "
                    "moulding if they are stored in their sealed bags in a cool, dark place "
                    "between 5 and 25 \u00b0C, away from electric motors, welding sets and "
                    "anything else that makes ozone. Elements older than that must be thrown "
                    "away even if they look new.",
                ),
                (
                    "p",
                    "Our service engineers will attend on board in most ports of the United "
                    "Kingdom and northern Europe at short notice, and will bring a durometer "
                    "and alignment gauges if asked. Say which couplings are fitted and what "
                    "has been found, so that the engineer brings the right parts.",
                ),
            ]
        },
    ],
}


# ================================================================ 2. Tokarmet TSM-360M (translated)


def _tk_lube_scheme(pg, x0, y0, w, h):
    """Fig. 2: lathe front view with numbered lubrication points."""
    s = pg.page.new_shape()

    def P(x, y):
        return (x0 + x, y0 + y)

    def R(a, b, c, d):
        s.draw_rect(fitz.Rect(*P(a, b), *P(c, d)))

    R(40, 70, 440, 92)  # bed
    R(40, 92, 110, 180)  # left leg (motor)
    R(370, 92, 440, 180)  # right leg (coolant tank)
    R(40, 20, 140, 70)  # headstock
    R(40, 92, 110, 120)  # gearbox of feeds under headstock
    R(380, 36, 440, 70)  # tailstock
    R(440, 48, 462, 58)  # tailstock handwheel hub
    R(210, 40, 280, 70)  # carriage / cross slide
    R(200, 92, 290, 130)  # apron
    s.draw_circle(P(140, 45), 18)  # chuck
    s.draw_line(P(110, 100), P(370, 100))  # lead screw
    s.draw_line(P(110, 108), P(370, 108))  # feed shaft
    R(55, 130, 95, 170)  # motor M1
    R(385, 140, 430, 175)  # coolant tank
    s.finish(color=(0, 0, 0), width=0.9)
    # quadrant cover on left end
    s.draw_rect(fitz.Rect(*P(22, 24), *P(40, 118)))
    s.finish(color=(0, 0, 0), width=0.9, dashes="[2 2] 0")
    s.commit()
    for x, y, t in (
        (70, 36, "headstock"),
        (52, 114, "gearbox"),
        (222, 116, "apron"),
        (60, 152, "M1"),
        (390, 160, "coolant"),
        (386, 52, "tailstock"),
        (214, 56, "carriage"),
    ):
        pg.text(x0 + x, y0 + y, t, 6.2)
    pts = [
        (1, (90, 30), (90, 6)),
        (2, (80, 100), (4, 100)),
        (3, (245, 120), (245, 148)),
        (4, (30, 60), (4, 60)),
        (5, (330, 75), (330, 6)),
        (6, (260, 45), (280, 6)),
        (7, (240, 40), (230, 6)),
        (8, (350, 100), (330, 148)),
        (9, (300, 108), (300, 148)),
        (10, (410, 36), (410, 6)),
        (11, (75, 160), (130, 176)),
        (12, (408, 150), (470, 150)),
    ]
    c = pg.page.new_shape()
    for _n, a, b in pts:
        c.draw_line(P(*a), P(*b))
    c.finish(color=(0.15, 0.3, 0.2), width=0.5)
    for _n, _a, b in pts:
        c.draw_circle(P(*b), 6.5)
    c.finish(color=(0.15, 0.3, 0.2), fill=(1, 1, 1), width=0.7)
    c.commit()
    for n, _a, (bx, by) in pts:
        t = str(n)
        tl = _font(True).text_length(t, fontsize=6.6)
        pg.text(x0 + bx - tl / 2, y0 + by + 2.3, t, 6.6, True)


_TK_STYLE = {
    "h1": 11.6,
    "h2": 10.0,
    "body": 9.4,
    "hcolor": (0.15, 0.3, 0.2),
    "h1rule": True,
    "olfmt": "{}.",
}

TOKARMET = {
    "file": "tokarmet-tsm360m-workshop-lathe.pdf",
    "title": "Tokarmet TSM-360M centre lathe, marine execution - DTR (technical and exploitation "
    "documentation)",
    "maker": "Fabryka Obrabiarek Tokarmet S.A.",
    "style": _TK_STYLE,
    "hdr_left": "TOKARMET",
    "hdr_right": "Lathe TSM-360M  -  DTR  -  edition 1987/2019",
    "ftr_left": "Fabryka Obrabiarek TOKARMET S.A.  -  ul. Fabryczna 12, 61-315 Poznan, Poland",
    "ftr_fmt": "- {n} -",
    "cover": _cover(
        "TOKARMET  S.A.",
        ["TSM-360M", "Centre lathe", "in marine execution"],
        [
            "DTR - Technical and exploitation documentation",
            "Translation from Polish language",
            "Factory number of lathe: see plate on headstock",
            "Documentation is to be kept near lathe in time of whole exploitation.",
        ],
        band=(0.15, 0.3, 0.2),
        foot="Fabryka Obrabiarek TOKARMET S.A.  -  Poznan  -  Service department tel. +48 61 000 00 00",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "CONTENTS"),
                (
                    "toc",
                    [
                        ("0.", "General indications", 2),
                        ("1.", "Destination of lathe", 3),
                        ("2.", "Technical characteristics", 3),
                        ("3.", "Spindle speeds and feeds", 4),
                        ("4.", "Installation on ship", 4),
                        ("5.", "Exploitation of lathe", 5),
                        ("6.", "Lubrication", 6),
                        ("7.", "Adjustments", 7),
                        ("8.", "Electric equipment", 8),
                        ("9.", "Wearing parts", 8),
                    ],
                    10,
                ),
                ("h1", "0. GENERAL INDICATIONS"),
                (
                    "p",
                    "Present documentation (DTR) is destined for persons which are making "
                    "exploitation and maintenance of lathe TSM-360M in workshop of ship engine "
                    "room. Before putting of lathe into exploitation it is necessary to read "
                    "attentively whole documentation and to keep to its indications.",
                ),
                (
                    "p",
                    "It is forbidden to work on lathe with opened protection of chuck and with "
                    "opened covers of gear boxes. It is necessary to work in protective "
                    "glasses. Work in gloves near rotating chuck is forbidden. Chuck key must "
                    "never stay in chuck after clamping of detail.",
                ),
                (
                    "p",
                    "At rolling of ship more than 15\u00b0 it is necessary to stop work on lathe "
                    "and to secure carriage and tailstock by clamping levers. Long details are "
                    "to be supported by steady rest also at small rolling.",
                ),
                (
                    "p",
                    "All dimensions are given in mm, pressures in kgf/cm\u00b2 (at.), tightening "
                    "moments in kgf\u00b7m. For conversion: 1 kgf/cm\u00b2 = 1 at. = 0,981 bar; "
                    "1 kgf\u00b7m = 9,81 N\u00b7m.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1. DESTINATION OF LATHE"),
                (
                    "p",
                    "Lathe TSM-360M is universal centre lathe in marine execution, destined for "
                    "turning of external and internal surfaces, for cutting of metric, inch and "
                    "modular threads, for drilling and boring of details in ship repair "
                    "workshop. Marine execution differs from land execution by: reinforced bed "
                    "with 6 holes for fixing to foundation on deck, tropical insulation of "
                    "electric equipment, clamping of carriage and tailstock for sea conditions "
                    "and electric equipment for ship network.",
                ),
                (
                    "p",
                    "Lathe is not destined for grinding works. At grinding on lathe abrasive "
                    "dust is getting on guideways and is making quick wear of bed.",
                ),
                ("h1", "2. TECHNICAL CHARACTERISTICS"),
                ("caption", "Table 1. Basic data of lathe"),
                (
                    "table",
                    {
                        "cols": ["Parameter", "Unit", "Value"],
                        "rows": [
                            ["Maximal diameter of turning over bed", "mm", "360"],
                            ["Maximal diameter of turning over carriage", "mm", "210"],
                            ["Distance between centres", "mm", "1000"],
                            ["Bore of spindle", "mm", "52"],
                            ["Taper of spindle", "-", "Morse 6"],
                            ["Taper of tailstock quill", "-", "Morse 4"],
                            ["Travel of tailstock quill", "mm", "150"],
                            ["Number of spindle speeds", "-", "16"],
                            ["Range of spindle speeds (50 Hz)", "rev/min", "22,4 \u2013 1600"],
                            ["Power of main motor M1", "kW", "5,5"],
                            ["Power of coolant pump motor M2", "kW", "0,12"],
                            ["Power of lubrication pump motor M3", "kW", "0,09"],
                            ["Overall dimensions L x W x H", "mm", "2250 x 1050 x 1320"],
                            ["Mass of lathe, net", "kg", "1680"],
                        ],
                        "widths": [3.0, 0.9, 1.5],
                        "size": 9.0,
                    },
                ),
                (
                    "p",
                    "Lathe is delivered with: 3-jaw chuck \u00d8 200 mm, 4-jaw face plate chuck "
                    "\u00d8 250 mm, steady rest and follow rest, fixed centres Morse 4 (2 pcs.), "
                    "set of keys, DTR and certificate of accuracy.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3. SPINDLE SPEEDS AND FEEDS"),
                (
                    "p",
                    "Spindle speeds are selected by lever A (range I / II) and lever B "
                    "(4 positions) on headstock and by lever C (L / H) on front of headstock. "
                    "Change of position of levers is allowed only at stopped spindle. At "
                    "supply 60 Hz speeds are higher by 20 % than in table 2.",
                ),
                ("caption", "Table 2. Spindle speeds, rev/min (supply 50 Hz)"),
                (
                    "table",
                    {
                        "groups": [
                            ("", 1),
                            ("Range I (lever A in position I)", 2),
                            ("Range II (lever A in position II)", 2),
                        ],
                        "cols": ["Lever B", "C = L", "C = H", "C = L", "C = H"],
                        "rows": [
                            ["1", "22,4", "71", "224", "710"],
                            ["2", "30", "95", "300", "950"],
                            ["3", "40", "125", "400", "1250"],
                            ["4", "53", "170", "530", "1600"],
                        ],
                        "widths": [1.0, 1.0, 1.0, 1.0, 1.0],
                        "size": 9.0,
                        "boldfirst": True,
                    },
                ),
                (
                    "p",
                    "Longitudinal feeds 0,04 \u2013 2,0 mm/rev (32 feeds), cross feeds are equal "
                    "to half of longitudinal feed. Feeds are selected by levers E and F of "
                    "gearbox according to plate on gearbox cover.",
                ),
                ("h1", "4. INSTALLATION ON SHIP"),
                (
                    "p",
                    "Lathe is installed on steel foundation welded to deck, with axis of lathe "
                    "parallel to centre line of ship (along ship). Under feet of bed it is "
                    "necessary to put steel wedges for levelling. Levelling is made by "
                    "precision level 0,02 mm/m put on carriage; admissible deviation is "
                    "0,04 mm on 1000 mm in longitudinal and in transversal direction.",
                ),
                (
                    "p",
                    "Fixing bolts M16 (6 pcs.) are tightened by moment 12 kgf\u00b7m after "
                    "levelling. After first 100 hours of exploitation it is necessary to "
                    "check levelling and tightening of bolts again, because foundation is "
                    "settling from vibration of ship.",
                ),
                (
                    "p",
                    "Connection of lathe to ship network 3 x 380 V 50 Hz or 3 x 440 V 60 Hz is "
                    "made by cable 4 x 4 mm\u00b2 through main switch Q1 on back of electric "
                    "cabinet. After connection it is necessary to check direction of "
                    "rotation of coolant pump and of lubrication pump (arrows on motors).",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5. EXPLOITATION OF LATHE"),
                ("h2", "5.1. Putting of lathe into work"),
                (
                    "ol",
                    [
                        "Check level of oil in headstock on oil eye (to middle of eye) and in "
                        "apron.",
                        "Switch on main switch Q1; white lamp H1 is lighting.",
                        "Start lubrication pump M3 by button S2 and check flow of oil in "
                        "control eye on headstock in time of 1 minute. Without flow of oil "
                        "spindle cannot be started (relay K3).",
                        "Select speed by levers A, B, C at stopped spindle.",
                        "Switch on spindle by lever of friction clutch on apron: up - right "
                        "rotation, down - left rotation, middle - stop with brake.",
                    ],
                ),
                (
                    "p",
                    "In cold engine room (below +10 \u00b0C) it is necessary to run spindle on "
                    "lowest speed in time of 5 minutes for warming of oil before work on "
                    "higher speeds.",
                ),
                ("h2", "5.2. Cutting of threads"),
                (
                    "p",
                    "Threads are cut by lead screw with lever D in position 'thread'. Half-nut "
                    "is closed by lever G on apron. At cutting of metric threads half-nut may "
                    "not be opened until end of thread; return of carriage is made by left "
                    "rotation of spindle. Positions of levers E and F for metric threads are "
                    "given in table 3 (change gears 30 : 60 : 90 on quadrant for all metric "
                    "pitches).",
                ),
                (
                    "imgtable",
                    {
                        "title": "Table 3. Metric threads - positions of levers of gearbox",
                        "cols": [
                            "Pitch P, mm",
                            "Lever E",
                            "Lever F",
                            "Pitch P, mm",
                            "Lever E",
                            "Lever F",
                        ],
                        "rows": [
                            ["0,5", "2", "IV", "1,75", "7", "III"],
                            ["0,75", "3", "III", "2,0", "4", "II"],
                            ["1,0", "4", "III", "2,5", "5", "II"],
                            ["1,25", "5", "III", "3,0", "3", "I"],
                            ["1,5", "3", "II", "4,0", "4", "I"],
                        ],
                        "widths": [1, 1, 1, 1, 1, 1],
                        "size": 9.0,
                        "below": "Inch and modular threads: see plate on gearbox cover.",
                    },
                ),
                (
                    "p",
                    "Before cutting of thread it is necessary to check that lever D of feed "
                    "shaft is in neutral position; simultaneous switching of feed shaft and "
                    "lead screw is blocked, but forcing of levers can break shear pin of lead "
                    "screw.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6. LUBRICATION"),
                (
                    "p",
                    "Headstock and gearbox are lubricated by gear pump with electric motor M3. "
                    "Working pressure of oil on manometer of headstock is 0,8 \u2013 1,2 "
                    "kgf/cm\u00b2; at pressure lower than 0,5 at. work on lathe is forbidden "
                    "and it is necessary to check filter of pump and level of oil. Filter of "
                    "pump (mesh 0,1 mm) is to be washed in kerosene at every change of oil.",
                ),
                (
                    "p",
                    "For lubrication it is necessary to use oils given in table 4 or their "
                    "equivalents. Mixing of oils of different producers is not allowed. First "
                    "change of oil in headstock after 200 hours of work, next changes every "
                    "1500 hours of work, but not rarer than one time per year.",
                ),
                ("h2", "6.1. Change of oil in headstock"),
                (
                    "ol",
                    [
                        "Warm oil by running spindle 10 minutes, stop lathe, switch off Q1.",
                        "Unscrew drain plug on back of headstock (key 17) and drain oil into "
                        "vessel of min. 12 l.",
                        "Take out filter of pump M3 under cover of headstock, wash it in "
                        "kerosene and blow with air.",
                        "Flush headstock with 2 l of fresh oil, drain it.",
                        "Close drain plug with new copper ring and fill 9 l of oil L-AN 46 to "
                        "middle of oil eye; run pump M3 and check level again.",
                    ],
                ),
                (
                    "p",
                    "Levels of oil are checked before every shift on oil eyes of headstock, "
                    "gearbox and apron. Oil is filled to middle of oil eye; overfilling of "
                    "apron is making leakage on guideways. Places of lubrication are shown "
                    "on fig. 2, numbers are same as in table 4.",
                ),
                ("caption", "Fig. 2. Scheme of lubrication points"),
                ("draw", (190, _tk_lube_scheme)),
                ("caption", "Table 4. Chart of lubrication"),
                (
                    "table",
                    {
                        "cols": ["Pt.", "Place of lubrication", "Oil", "Quantity", "Period"],
                        "rows": [
                            [
                                "1",
                                "Headstock (bath, pump M3)",
                                "L-AN 46 (ISO VG 46)",
                                "9 l",
                                "change 1500 h",
                            ],
                            [
                                "2",
                                "Gearbox of feeds",
                                "L-AN 46 (ISO VG 46)",
                                "2,5 l",
                                "change 1500 h",
                            ],
                            ["3", "Apron (bath)", "L-AN 46 (ISO VG 46)", "1,2 l", "change 1500 h"],
                            [
                                "4",
                                "Change gears on quadrant",
                                "grease \u0141T-43",
                                "by hand",
                                "weekly",
                            ],
                            [
                                "5",
                                "Guideways of bed",
                                "slideway oil ISO VG 68",
                                "by oiler",
                                "every shift",
                            ],
                            [
                                "6",
                                "Guideways of carriage",
                                "slideway oil ISO VG 68",
                                "oiler, 4 points",
                                "every shift",
                            ],
                            [
                                "7",
                                "Screw and nut of cross slide",
                                "slideway oil ISO VG 68",
                                "oiler, 2 points",
                                "every shift",
                            ],
                            [
                                "8",
                                "Bearings of lead screw",
                                "slideway oil ISO VG 68",
                                "by oiler",
                                "daily",
                            ],
                            [
                                "9",
                                "Lead screw and feed shaft",
                                "slideway oil ISO VG 68",
                                "by brush",
                                "weekly",
                            ],
                            [
                                "10",
                                "Quill and screw of tailstock",
                                "slideway oil ISO VG 68",
                                "oiler, 2 points",
                                "daily",
                            ],
                        ],
                        "widths": [0.5, 2.4, 2.0, 1.3, 1.4],
                        "size": 8.8,
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
                                "11",
                                "Bearings of electric motor M1",
                                "grease \u0141T-43",
                                "15 g",
                                "4000 h",
                            ],
                            [
                                "12",
                                "Tank of coolant",
                                "emulsion 3 \u2013 5 %",
                                "18 l",
                                "change monthly",
                            ],
                        ],
                        "widths": [0.5, 2.4, 2.0, 1.3, 1.4],
                        "size": 8.8,
                    },
                ),
                ("h1", "7. ADJUSTMENTS"),
                ("h2", "7.1. Bearings of spindle"),
                (
                    "p",
                    "Front bearing of spindle is double-row roller bearing with taper bore. "
                    "Radial play of spindle is checked every 2000 hours by dial indicator on "
                    "nose of spindle; admissible play is 0,01 mm. At bigger play it is "
                    "necessary to loosen locking screw and to tighten nut of front bearing by "
                    "1/8 turn at a time, and after it to run spindle 1 hour on medium speed. "
                    "Temperature of bearing housing may not exceed 60 \u00b0C.",
                ),
                ("h2", "7.2. Friction clutch"),
                (
                    "p",
                    "Clutch is adjusted when spindle is slipping under load or when lever of "
                    "clutch is not keeping its position. Adjusting ring is turned by 1 notch "
                    "at a time, with locking pin pressed in. Too strong tightening of clutch "
                    "is leading to heating of discs and to wear of rollers.",
                ),
                ("h2", "7.3. V-belts and brake"),
                (
                    "p",
                    "Tension of V-belts is correct when belt is deflected by 10 \u2013 15 mm under "
                    "pressure of thumb (abt. 2 kgf) in middle between pulleys. Set of belts "
                    "(3 pcs. SPA 1250) is to be changed always complete. Band brake of spindle "
                    "must stop spindle from 1600 rev/min in time not longer than 3 s; it is "
                    "adjusted by nut on brake rod under cover of left leg of bed.",
                ),
                ("h2", "7.4. Gibs of carriage and cross slide"),
                (
                    "p",
                    "Play in guideways is taken up by taper gibs. Gib is correct when slide is "
                    "moving by hand wheel with uniform resistance on whole travel and feeler "
                    "0,03 mm is not entering between gib and guideway.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "8. ELECTRIC EQUIPMENT"),
                (
                    "p",
                    "Electric equipment is made for ship network 3 x 380 V 50 Hz or "
                    "3 x 440 V 60 Hz (according to order), control circuit 24 V AC from "
                    "transformer T1. Degree of protection of cabinet IP 54. Main motor M1 is "
                    "protected by motor protection switch Q2, which is set to 11,5 A at 380 V "
                    "or to 10 A at 440 V. Push buttons of emergency stop S0 (red mushroom) "
                    "are on front of headstock and on apron.",
                ),
                (
                    "table",
                    {
                        "cols": ["Symbol", "Name", "Data"],
                        "rows": [
                            ["Q1", "Main switch", "25 A, 3-pole, lockable"],
                            ["Q2", "Motor protection switch M1", "range 8 \u2013 12,5 A"],
                            ["F1, F2", "Fuses of control circuit", "2 A gL"],
                            ["T1", "Control transformer", "380 \u2013 440 V / 24 V, 160 VA"],
                            ["M1", "Main motor", "5,5 kW, 1440 rev/min"],
                            ["K3", "Relay of oil flow", "blocks start of M1 without oil"],
                            ["H1", "Lamp white", "voltage on"],
                            ["H2", "Lamp red", "no flow of oil or overload of M1"],
                        ],
                        "widths": [0.8, 2.2, 2.4],
                        "size": 8.8,
                        "boldfirst": True,
                    },
                ),
                ("h1", "9. WEARING PARTS"),
                (
                    "table",
                    {
                        "cols": ["Pos.", "Name", "Drawing No.", "Pcs."],
                        "rows": [
                            ["1", "V-belt SPA 1250", "PN-ISO 4184", "3"],
                            ["2", "Disc of clutch, inner", "TSM-360-21.05", "8"],
                            ["3", "Disc of clutch, outer", "TSM-360-21.06", "8"],
                            ["4", "Half-nut (pair)", "TSM-360-52.11", "1"],
                            ["5", "Band of brake with lining", "TSM-360-14.03", "1"],
                            ["6", "Filter mesh of lubrication pump", "TSM-360-71.02", "1"],
                            ["7", "Shear pin of lead screw \u00d8 5", "TSM-360-46.08", "5"],
                        ],
                        "widths": [0.6, 2.6, 1.6, 0.6],
                        "size": 8.8,
                    },
                ),
                (
                    "p",
                    "At ordering of parts it is necessary to give type and factory number of "
                    "lathe (plate on headstock), drawing number and quantity.",
                ),
            ]
        },
    ],
}


# ================================================================ 3. Klangvik SONA-12 (quick-reference card)


_KV_STYLE = {
    "h1": 11.0,
    "h2": 8.6,
    "body": 7.9,
    "hcolor": (0.0, 0.42, 0.45),
    "h1rule": True,
    "pgap": 3,
    "olfmt": "{}",
}


def _bt(cols, rows, widths=None, size=7.3, **kw):
    """Short dense card table."""
    t = {"cols": cols, "rows": rows, "size": size, "hfill": (0.82, 0.93, 0.93)}
    if widths:
        t["widths"] = widths
    t.update(kw)
    return ("table", t)


KLANGVIK = {
    "file": "klangvik-sona12-ultrasonic-antifouling-quick-reference.pdf",
    "title": "Klangvik SONA-12 ultrasonic antifouling system - Quick reference cards QRC-S12",
    "maker": "Klangvik Marine AS",
    "style": _KV_STYLE,
    "hdr_left": "KLANGVIK SONA-12  \u2022  QUICK REFERENCE",
    "hdr_right": "QRC-S12 rev 3  \u2022  LAMINATED - KEEP AT CU IN ECR",
    "ftr_left": "Klangvik Marine AS, \u00c5lesund, Norway  \u2022  24 h service +47 70 00 00 00",
    "ftr_fmt": "CARD SIDE {n}/{total}",
    "cover": _cover(
        "KLANGVIK MARINE",
        ["SONA-12", "ULTRASONIC ANTIFOULING", "QUICK REFERENCE CARDS"],
        [
            "QRC-S12 rev 3  -  cards 1 to 4, laminated",
            "Control unit CU-12, 12 channels, transducers TX-40 / TX-60 / TX-80",
            "Sea chests, SW strainers, central coolers, FWG inlet, box cooler",
            "Full O&M manual: KM-S12-OM (separate)",
        ],
        band=(0.0, 0.42, 0.45),
        foot="Klangvik Marine AS  \u2022  \u00c5lesund  \u2022  service@klangvik.no",
    ),
    "pages": [
        {"cover": True},
        {
            "cols": 2,
            "top": [
                ("h1", "CARD INDEX"),
                (
                    "toc",
                    [
                        ("0", "INDEX + ABBREVIATIONS + SAFETY", 2),
                        ("1", "SYSTEM + CHANNELS + SETPOINTS", 3),
                        ("2", "OPERATION: START / MODES / DRY DOCK / DIVERS", 4),
                        ("3", "ERROR CODES + TROUBLESHOOTING", 5),
                        ("4", "TESTS + MAINTENANCE + SPARES", 6),
                    ],
                    9,
                ),
            ],
            "left": [
                ("bar", "HOW TO USE THESE CARDS"),
                (
                    "ul",
                    [
                        "Error on CU display? \u2192 CARD 3, find code E01\u2026E12.",
                        "Divers / dry dock / sea chest opening? \u2192 CARD 2 FIRST.",
                        "Weekly round \u2192 CARD 4, log CH currents.",
                        "Cards = summary only. Full data \u2192 O&M manual KM-S12-OM.",
                        "Card damaged / missing \u2192 order new set P/N 730-990.",
                    ],
                ),
                ("bar", "SAFETY - READ ONCE"),
                (
                    "ul",
                    [
                        "TX cable carries up to 400 Vpp HF. CU main switch Q1 OFF before "
                        "opening any TX junction box.",
                        "Ultrasound harmless to hull + coatings, BUT divers feel it: NO diver "
                        "in water within 10 m of a running TX.",
                        "TX must NOT run in air (dry). Sea chest / strainer drained \u2192 its "
                        "CH OFF first.",
                        "Do not hammer on TX or mounting ring. Crystal cracks.",
                    ],
                ),
            ],
            "right": [
                ("bar", "ABBREVIATIONS"),
                _bt(
                    ["ABBR.", "MEANING"],
                    [
                        ["CU", "control unit CU-12 (in ECR)"],
                        ["CH", "channel (1 channel card = 1 TX)"],
                        ["TX", "transducer (on stud ring, outside of plate)"],
                        ["SC", "sea chest"],
                        ["SWS", "sea water strainer"],
                        ["CWC", "central cooler (SW side inlet)"],
                        ["FWG", "fresh water generator"],
                        ["BC", "box cooler (bow thruster room)"],
                        ["CONT / CYC", "continuous / cycling mode"],
                        ["HBR", "harbour mode"],
                        ["DD", "dry dock"],
                        ["JB", "junction box (at TX)"],
                        ["AMS", "alarm + monitoring system"],
                    ],
                    [0.9, 3.0],
                ),
            ],
        },
        {
            "landscape": True,
            "cols": 2,
            "top": [
                ("h1", "CARD 1  \u2022  SYSTEM AT A GLANCE  \u2022  CHANNELS  \u2022  SETPOINTS"),
            ],
            "left": [
                ("bar", "SYSTEM"),
                (
                    "ul",
                    [
                        "PRINCIPLE: TX on outside of SC plate / strainer body sends swept "
                        "ultrasound into water + steel \u2192 larvae + algae do not settle.",
                        "CU-12 in ECR: 12 channel cards, 1 TX each. Supply 230 V AC 50/60 Hz, "
                        "800 W max.",
                        "TX-40 / TX-60 / TX-80 = 40 / 60 / 80 W nominal. Sweep 20 \u2026 45 kHz.",
                        "TX mounted on welded stud ring, M30 nut + rubber gasket. NO drilling "
                        "of hull plate.",
                        "Works only when TX is wetted inside: sea chest / strainer flooded.",
                        "AMS link: RS-485 Modbus, 1 common alarm + CH currents.",
                    ],
                ),
                ("bar", "GAUGES + SWITCHES AT CU"),
                _bt(
                    ["ITEM", "WHAT", "NORMAL"],
                    [
                        ["Q1", "CU main switch", "ON"],
                        ["F1 / F2", "supply fuses", "6.3 A T"],
                        ["DISPLAY", "CH list: mA + \u00b0C per TX", "see log"],
                        ["S1", "MODE key switch", "CONT / CYC / HBR"],
                        ["LED bar", "RUN / FAULT / ALARM / HBR", "green only"],
                    ],
                    [0.9, 1.9, 1.1],
                ),
            ],
            "right": [
                ("bar", "CHANNELS"),
                _bt(
                    ["CH", "LOCATION", "TX", "TYPE", "MODE"],
                    [
                        ["1", "SC low, port", "TX-01", "TX-60", "CONT"],
                        ["2", "SC low, stbd", "TX-02", "TX-60", "CONT"],
                        ["3", "SC high, port", "TX-03", "TX-60", "CONT"],
                        ["4", "SC high, stbd", "TX-04", "TX-60", "CONT"],
                        ["5", "SWS 1 (main SW)", "TX-05", "TX-40", "CONT"],
                        ["6", "SWS 2 (main SW)", "TX-06", "TX-40", "CONT"],
                        ["7", "SWS 3 (aux SW)", "TX-07", "TX-40", "CONT"],
                        ["8", "CWC 1 SW inlet", "TX-08", "TX-60", "CYC"],
                        ["9", "CWC 2 SW inlet", "TX-09", "TX-60", "CYC"],
                        ["10", "FWG SW inlet", "TX-10", "TX-40", "CYC"],
                        ["11", "BC bow thruster room", "TX-11", "TX-80", "CONT"],
                        ["12", "spare - not wired", "-", "-", "OFF"],
                    ],
                    [0.4, 2.2, 0.8, 0.8, 0.8],
                ),
                ("bar", "SETPOINTS / LIMITS"),
                _bt(
                    ["ITEM", "SETPOINT"],
                    [
                        ["Sweep range / sweep time", "20 \u2026 45 kHz / 2 s"],
                        ["CYC mode on / off", "15 min / 15 min"],
                        ["TX current LOW alarm", "< 50 % of nominal"],
                        ["TX current HIGH alarm", "> 130 % of nominal"],
                        ["TX overtemp alarm", "> 70 \u00b0C"],
                        ["Dry run detect \u2192 CH off", "after 5 min"],
                        ["CU internal temp alarm", "> 55 \u00b0C"],
                        ["Auto restart after blackout", "30 s delay"],
                        ["HBR mode: all CH CONT", "in port > 24 h"],
                    ],
                    [2.4, 1.4],
                ),
            ],
        },
        {
            "cols": 2,
            "top": [("h1", "CARD 2  \u2022  OPERATION: START / MODES / DRY DOCK / DIVERS")],
            "left": [
                ("bar", "START / STOP"),
                (
                    "olx",
                    (
                        "{}",
                        [
                            "Q1 \u2192 ON. Self test 20 s, all LEDs flash.",
                            "Green RUN LED steady \u2192 all CH as programmed.",
                            "Check CH list: every wired CH shows mA, no '---'.",
                            "STOP: MODE \u2192 OFF (display stays on), then Q1 OFF if needed.",
                        ],
                    ),
                ),
                ("bar", "CHANGE CH SETTINGS"),
                (
                    "ul",
                    [
                        "MENU \u2192 CH \u2192 select CH \u2192 PIN 0420 \u2192 ON / OFF / "
                        "CONT / CYC.",
                        "Changes logged w/ time. Do NOT change sweep range - factory set.",
                        "CH map (card 1) must match JB labels. After TX swap \u2192 check "
                        "TX no. on display.",
                    ],
                ),
                ("bar", "MODES"),
                _bt(
                    ["MODE", "USE"],
                    [
                        ["CONT", "normal at sea, all wired CH"],
                        ["CYC", "coolers + FWG, saves TX life"],
                        ["HBR", "in port > 24 h, warm water, high fouling"],
                        ["OFF", "divers, DD, sea chest open"],
                    ],
                    [0.8, 3.0],
                ),
                ("bar", "STATUS LEDS"),
                _bt(
                    ["LED", "MEANING"],
                    [
                        ["green RUN", "all CH OK (flash = self test)"],
                        ["amber FAULT", "CH or CU fault, see code"],
                        ["red ALARM", "common alarm to AMS active"],
                        ["blue HBR", "harbour mode on"],
                    ],
                    [1.2, 2.6],
                ),
            ],
            "right": [
                ("bar", "!! DIVERS IN WATER !!"),
                (
                    "olx",
                    (
                        "{}",
                        [
                            "Before diver goes down: MODE \u2192 OFF \u2192 all CH OFF.",
                            "Q1 OFF + padlock + tag 'DIVERS DOWN'.",
                            "Confirm to bridge / dive supervisor in writing.",
                            "After divers up + clear: Q1 ON, MODE back, check RUN.",
                        ],
                    ),
                ),
                ("bar", "SEA CHEST / STRAINER OPENED"),
                (
                    "ul",
                    [
                        "CH of that SC / SWS OFF BEFORE draining. TX dry > 5 min \u2192 E04 "
                        "+ risk of crystal damage.",
                        "Strainer basket out \u2192 TX still on body, keep CH OFF until "
                        "refilled + vented.",
                        "After flooding: vent, then CH ON, current must return to normal "
                        "within 1 min.",
                    ],
                ),
                ("bar", "DRY DOCK"),
                (
                    "ul",
                    [
                        "Before undocking water drops: MODE \u2192 OFF, Q1 OFF.",
                        "Painters near SC: protect TX + cables. No blasting on TX face "
                        "(inside SC).",
                        "After undocking + SC flooded: Q1 ON \u2192 CONT.",
                        "DD inspection items: card 4.",
                    ],
                ),
                ("bar", "AFTER BLACKOUT"),
                (
                    "ul",
                    [
                        "CU restarts by itself after 30 s, last mode kept. E11 shown = info "
                        "only \u2192 ACK.",
                        "No restart \u2192 check F1 / F2 + 230 V supply (E08).",
                    ],
                ),
            ],
        },
        {
            "cols": 2,
            "top": [
                ("h1", "CARD 3  \u2022  ERROR CODES + TROUBLESHOOTING"),
                ("bar", "ERROR CODES (CU DISPLAY)"),
                _bt(
                    ["CODE", "DISPLAY", "MEANING", "\u2192 ACTION"],
                    [
                        [
                            "E01",
                            "TX I LOW CH-x",
                            "current < 50 %, cable break / TX off",
                            "\u2192 chk JB, TX plug",
                        ],
                        [
                            "E02",
                            "TX I HIGH CH-x",
                            "current > 130 %, short / water in TX",
                            "\u2192 megger cable, repl. TX",
                        ],
                        [
                            "E03",
                            "TX OVERTEMP CH-x",
                            "TX > 70 \u00b0C, poor bond / no water",
                            "\u2192 chk SC / SWS flooded",
                        ],
                        [
                            "E04",
                            "DRY RUN CH-x",
                            "no load 5 min, CH switched off",
                            "\u2192 refill + vent, then RESET",
                        ],
                        [
                            "E05",
                            "AMP FAULT CH-x",
                            "channel card output stage failed",
                            "\u2192 swap channel card",
                        ],
                        [
                            "E06",
                            "CU OVERTEMP",
                            "CU inside > 55 \u00b0C",
                            "\u2192 chk fan + filter mat",
                        ],
                        ["E07", "FAN FAIL", "CU cooling fan stopped", "\u2192 repl. fan"],
                        ["E08", "SUPPLY LOW", "230 V supply < 195 V", "\u2192 chk supply, F1 / F2"],
                        [
                            "E09",
                            "RTC BATT",
                            "clock battery low, log time wrong",
                            "\u2192 repl. CR2032",
                        ],
                        ["E10", "AMS COMMS", "Modbus link to AMS lost", "\u2192 chk RS-485 cable"],
                        ["E11", "RESTART", "restart after power fail (info)", "\u2192 ACK"],
                        [
                            "E12",
                            "CONFIG LOST",
                            "settings memory error",
                            "\u2192 reload config from USB",
                        ],
                    ],
                    [0.6, 1.5, 2.6, 2.3],
                ),
                (
                    "p",
                    "Codes latch \u2192 ACK PB \u2192 RESET PB when cause gone. Several CH "
                    "codes at once \u2192 check CU first (E06 / E08).",
                ),
                ("bar", "TROUBLESHOOTING"),
            ],
            "left": [
                _bt(
                    ["SYMPTOM", "CAUSE", "REMEDY"],
                    [
                        [
                            "Strainer fouls, CH shows RUN",
                            "wrong CH map / CH in CYC / TX-40 too small",
                            "chk CH map, set CONT",
                        ],
                        [
                            "Hum / rattle at SC",
                            "TX nut loose on stud ring",
                            "re-torque nut (card 4)",
                        ],
                        [
                            "E02 after dry dock",
                            "cable damaged by painters / blasting",
                            "megger (card 4), repl. cable",
                        ],
                        ["CH current swings", "air pocket in SC / strainer", "vent SC / strainer"],
                    ],
                    [1.3, 1.6, 1.3],
                    size=7.0,
                ),
                ("bar", "NORMAL CH READINGS (AT SEA)"),
                _bt(
                    ["TX TYPE", "CURRENT mA", "TX TEMP"],
                    [
                        ["TX-40", "170 \u2026 230", "20 \u2026 45 \u00b0C"],
                        ["TX-60", "260 \u2026 340", "20 \u2026 45 \u00b0C"],
                        ["TX-80", "350 \u2026 450", "20 \u2026 50 \u00b0C"],
                    ],
                    [1.2, 1.4, 1.4],
                    size=7.0,
                ),
            ],
            "right": [
                _bt(
                    ["SYMPTOM", "CAUSE", "REMEDY"],
                    [
                        ["All CH '---'", "CU in OFF mode / Q1 off", "MODE \u2192 CONT"],
                        [
                            "E03 on one TX in port",
                            "warm SW + HBR mode",
                            "normal if < 3 / day; else CYC",
                        ],
                        ["E05 moves w/ card swap", "channel card", "repl. card 730-210"],
                        [
                            "AMS shows alarm, CU OK",
                            "RS-485 term. / E10",
                            "chk 120 \u03a9 term. resistor",
                        ],
                    ],
                    [1.3, 1.6, 1.3],
                    size=7.0,
                ),
                ("bar", "BEFORE CALLING SERVICE"),
                (
                    "ul",
                    [
                        "Note code + CH + time from CU log.",
                        "MENU \u2192 LOG \u2192 EXPORT \u2192 USB stick, send w/ request.",
                        "Megger result of suspect TX cable (card 4).",
                        "Photo of TX + JB if reachable.",
                    ],
                ),
            ],
        },
        {
            "cols": 2,
            "top": [("h1", "CARD 4  \u2022  TESTS + MAINTENANCE + SPARES")],
            "left": [
                ("bar", "TEST + MAINT. SCHEDULE"),
                _bt(
                    ["TASK", "W", "M", "6M", "Y", "DD"],
                    [
                        ["Read + log CH currents / TX temps", "X", "", "", "", ""],
                        ["LED test + ACK old codes", "X", "", "", "", ""],
                        ["Log export to USB", "", "X", "", "", ""],
                        ["CU filter mat: clean / change", "", "", "X", "", ""],
                        ["TX nuts + cable glands tight", "", "", "X", "", ""],
                        ["Megger TX cables", "", "", "", "X", ""],
                        ["Strainer TX: chk after basket clean", "", "X", "", "", ""],
                        ["TX face (inside SC): inspect, clean", "", "", "", "", "X"],
                        ["Stud ring weld + gasket: chk / renew", "", "", "", "", "X"],
                    ],
                    [3.0, 0.35, 0.35, 0.45, 0.35, 0.45],
                    size=7.0,
                ),
                ("bar", "SMALL DATA"),
                _bt(
                    ["ITEM", "VALUE"],
                    [
                        ["TX nut M30 on stud ring", "25 Nm, by hand wrench only"],
                        ["TX cable insulation", "\u2265 20 M\u03a9 @ 500 V DC, TX disconnected"],
                        ["RTC battery CR2032", "repl. every 5 Y"],
                        ["TX design life", "approx. 10 Y / 80,000 h"],
                        ["Filter mat CU door", "washable, 3 \u00d7 then repl."],
                    ],
                    [1.5, 2.5],
                    size=7.0,
                ),
            ],
            "right": [
                ("bar", "SPARES ON BOARD"),
                _bt(
                    ["ITEM", "P/N", "QTY"],
                    [
                        ["TX ASSY TX-60 W/ 10 M CBL", "730-160", "1"],
                        ["TX ASSY TX-40 W/ 10 M CBL", "730-140", "1"],
                        ["CH CARD (AMP) CC-12", "730-210", "1"],
                        ["FAN 24 VDC 80 MM CU", "730-305", "1"],
                        ["FLT MAT CU DOOR", "730-310", "2"],
                        ["GSKT TX MTG RING", "730-420", "4"],
                        ["NUT M30 TX W/ WSHR", "730-425", "2"],
                        ["FUSE 6.3 A T 5\u00d720", "730-505", "5"],
                        ["BATT CR2032 (RTC)", "730-510", "1"],
                        ["CARD SET QRC-S12", "730-990", "1"],
                    ],
                    [2.6, 1.0, 0.5],
                    size=7.0,
                ),
                (
                    "p",
                    "ASSY = assembly, CBL = cable, W/ = with, CH = channel, FLT = filter, "
                    "GSKT = gasket, MTG = mounting, WSHR = washer, BATT = battery.",
                ),
                ("bar", "SERVICE"),
                (
                    "ul",
                    [
                        "Every DD: Klangvik or agent checks TX + CU, report to owner.",
                        "Order spares: P/N + ship name + CU serial (plate inside CU door).",
                        "24 h hotline: see footer. Have USB log export ready.",
                    ],
                ),
            ],
        },
    ],
}


# ================================================================ 4. Gulf Reach stern ramp (US yard)


def _gr_schematic(pg, x0, y0, w, h):
    """Fig. 2-1: ramp hydraulic schematic with tags and a legend."""
    s = pg.page.new_shape()

    def P(x, y):
        return (x0 + x, y0 + y)

    def ln(a, b, c, d):
        s.draw_line(P(a, b), P(c, d))

    def L(x, y, t, size=7.0, bold=True):
        pg.text(x0 + x, y0 + y, t, size, bold)

    # reservoir T-1 with TS-7 / LS-6 under it
    _box_eq(s, *P(10, 255), *P(210, 305))
    L(18, 276, "T-1", 8)
    L(18, 288, "RESERVOIR", 6.2, False)
    for x, tag in ((60, "TS-7"), (150, "LS-6")):
        ln(x, 305, x, 313)
        _instr(s, *P(x, 322))
        L(x + 12, 325, tag)
    L(56, 325, "T", 5.8, False)
    L(146, 325, "L", 5.8, False)
    # pumps P-1 / P-2 with suction valves and discharge check valves
    for x, p, m, v, cv, lx in (
        (45, "P-1", "M-1", "V-201", "CV-3", 2),
        (105, "P-2", "M-2", "V-202", "CV-4", 66),
    ):
        ln(x, 255, x, 243)
        _valve(s, *P(x, 235), vertical=True)
        ln(x, 227, x, 217)
        _pump(s, *P(x, 205))
        ln(x, 193, x, 170)
        _valve(s, *P(x, 162), vertical=True)
        ln(x, 154, x, 120)
        L(lx, 201, p)
        L(lx, 211, m, 6.4, False)
        L(lx, 239, v)
        L(x + 9, 165, cv)
    # hand pump HP-1 with V-203 and CV-13
    ln(165, 255, 165, 217)
    _pump(s, *P(165, 205))
    ln(177, 197, 196, 186)
    s.draw_circle(P(196, 186), 2)
    ln(165, 193, 165, 180)
    _valve(s, *P(165, 172), vertical=True)
    ln(165, 164, 165, 153)
    _valve(s, *P(165, 145), vertical=True)
    ln(165, 137, 165, 120)
    L(182, 210, "HP-1")
    L(173, 175, "V-203")
    L(173, 148, "CV-13")
    # relief valve RV-1 back to tank
    ln(135, 120, 135, 142)
    _valve(s, *P(135, 150), vertical=True)
    ln(135, 158, 135, 255)
    L(112, 138, "RV-1")
    # pressure header with F-2, PT-4, PI-5
    ln(45, 120, 200, 120)
    _box_eq(s, *P(200, 112), *P(216, 128))
    ln(200, 112, 216, 128)
    L(200, 140, "F-2")
    ln(216, 120, 290, 120)
    for x, tag, letter in ((240, "PT-4", "P"), (265, "PI-5", "P")):
        ln(x, 120, x, 104)
        _instr(s, *P(x, 95))
        L(x - 3, 98, letter, 5.8, False)
        L(x - 9, 81, tag)
    # manifold and directional valves
    ln(290, 60, 290, 190)
    ln(290, 60, 305, 60)
    ln(290, 190, 305, 190)
    for y, tag, name in ((45, "DCV-10", "RAMP"), (175, "DCV-11", "CLEATS")):
        _box_eq(s, *P(305, y), *P(365, y + 30))
        ln(325, y, 325, y + 30)
        ln(345, y, 345, y + 30)
        L(300, y - 5, tag)
        L(310, y + 42, name, 6.2, False)
        L(308, y + 18, "a", 6.0, False)
        L(358, y + 18, "b", 6.0, False)
    # ramp cylinders C-1 / C-2 with counterbalance valves
    ln(365, 53, 385, 53)
    ln(385, 32, 385, 92)
    for y, cyl, cbv, ly in ((32, "C-1", "CBV-12A", 49), (92, "C-2", "CBV-12B", 80)):
        ln(385, y, 392, y)
        _valve(s, *P(400, y))
        ln(408, y, 415, y)
        _box_eq(s, *P(415, y - 10), *P(465, y + 10))
        ln(455, y - 10, 455, y + 10)
        ln(465, y, 482, y)
        L(428, y + 3, cyl)
        L(388, ly, cbv, 6.4)
    ln(365, 67, 375, 67)
    ln(375, 10, 375, 114)
    ln(375, 10, 450, 10)
    ln(450, 10, 450, 22)
    ln(375, 114, 450, 114)
    ln(450, 114, 450, 102)
    # cleat cylinders
    ln(365, 183, 415, 183)
    ln(365, 197, 415, 197)
    _box_eq(s, *P(415, 176), *P(470, 204))
    L(420, 193, "C-5 \u2026 C-8", 6.6)
    L(404, 216, "stowage cleats (4)", 6.0, False)
    # return line with F-1
    ln(350, 75, 350, 150)
    ln(350, 150, 395, 150)
    ln(395, 150, 395, 240)
    ln(350, 205, 350, 240)
    ln(395, 240, 308, 240)
    _box_eq(s, *P(292, 232), *P(308, 248))
    ln(292, 232, 308, 248)
    L(292, 260, "F-1")
    ln(292, 240, 225, 240)
    ln(225, 240, 225, 270)
    ln(225, 270, 210, 270)
    L(240, 236, "return", 6.0, False)
    L(58, 115, "pressure header", 6.0, False)
    s.finish(color=(0, 0, 0), width=0.9, closePath=False)
    s.commit()
    # PT-4 signal to the control stand (dashed)
    s2 = pg.page.new_shape()
    s2.draw_polyline([P(240, 86), P(240, 20), P(290, 20)])
    s2.finish(color=(0.1, 0.3, 0.8), width=0.7, dashes="[3 2] 0", closePath=False)
    s2.commit()
    L(246, 16, "4-20 mA to control stand", 6.0, False)
    # legend
    ly = 350
    L(0, ly, "Legend, Fig. 2-1", 7.8)
    items = [
        ("T-1", "Reservoir, 180 gal (681 L)"),
        ("V-201, V-202", "Pump suction valves, locked open"),
        ("P-1, P-2", "Main pumps, driven by motors M-1, M-2"),
        ("CV-3, CV-4", "Pump discharge check valves"),
        ("RV-1", "Main relief valve (lead-sealed)"),
        ("HP-1", "Emergency hand pump"),
        ("V-203", "Hand pump isolating valve, N.C., lock-wired"),
        ("CV-13", "Hand pump check valve"),
        ("F-2", "Pressure filter with clogging indicator"),
        ("PT-4", "Pressure transmitter, system pressure"),
        ("PI-5", "Pressure gauge, 0-4,000 psi (0-276 bar)"),
        ("DCV-10", "Directional valve, ramp (raise/hold/lower/float)"),
        ("DCV-11", "Directional valve, cleats (open/close)"),
        ("CBV-12A/B", "Counterbalance valves on C-1 / C-2"),
        ("C-1, C-2", "Ramp cylinders, port / starboard"),
        ("C-5 \u2026 C-8", "Stowage cleat cylinders"),
        ("F-1", "Return filter with bypass"),
        ("TS-7, LS-6", "Oil temperature switch, low level switch"),
    ]
    for i, (tag, desc) in enumerate(items):
        cx = 0 if i < 9 else 245
        cy = ly + 13 + (i % 9) * 11
        L(cx, cy, tag, 6.8)
        L(cx + 56, cy, desc, 6.4, False)


def _gr_arrangement(pg, x0, y0, w, h):
    """Fig. 3-1: stern ramp arrangement, side elevation, with numbered callouts."""
    s = pg.page.new_shape()

    def P(x, y):
        return (x0 + x, y0 + y)

    def L(x, y, t, size=6.6, bold=False):
        pg.text(x0 + x, y0 + y, t, size, bold)

    # hull, main deck and transom
    s.draw_polyline([P(0, 60), P(200, 60), P(200, 150), P(150, 200), P(0, 200)])
    # stern frame (portal post) with the cylinder foundation on top
    s.draw_rect(fitz.Rect(*P(184, 4), *P(194, 60)))
    # quay
    s.draw_rect(fitz.Rect(*P(380, 150), *P(483, 200)))
    # ramp (lowered) and toe flap on the quay
    s.draw_polyline([P(202, 58), P(382, 144), P(380, 150), P(202, 66)])
    s.draw_line(P(382, 144), P(446, 144))
    s.draw_line(P(446, 144), P(446, 150))
    # ramp cylinder from top of post to ramp
    s.draw_line(P(240, 51), P(300, 104))
    # flap chain
    s.draw_line(P(330, 118), P(420, 144))
    # control stand on deck, machinery room below deck
    s.draw_rect(fitz.Rect(*P(110, 44), *P(126, 60)))
    s.finish(color=(0, 0, 0), width=1.0, closePath=False)
    s.commit()
    sh = pg.page.new_shape()
    sh.draw_rect(fitz.Rect(*P(40, 80), *P(140, 130)))
    sh.draw_line(P(0, 176), P(380, 176))
    sh.finish(color=(0.3, 0.3, 0.3), width=0.6, dashes="[3 2] 0", closePath=False)
    sh.commit()
    L(46, 100, "ramp machinery", 6.0)
    L(46, 108, "room (HPU), 2nd deck", 6.0)
    L(4, 172, "WL", 6.0)
    L(395, 180, "QUAY / LINKSPAN", 6.0)
    bar = pg.page.new_shape()
    bar.draw_line(P(196, 12), P(240, 51))
    bar.finish(color=(0, 0, 0), width=6, closePath=False)
    bar.commit()
    # hinge and cleat and limit switch marks
    hm = pg.page.new_shape()
    hm.draw_circle(P(202, 62), 3)
    hm.draw_rect(fitz.Rect(*P(194, 36), *P(200, 46)))
    hm.draw_circle(P(181, 24), 2.5)
    hm.finish(color=(0, 0, 0), fill=(0.6, 0.6, 0.6), width=0.6)
    hm.commit()
    callouts = [
        (1, (282, 100), (262, 128)),
        (2, (430, 144), (440, 120)),
        (3, (202, 62), (230, 86)),
        (4, (222, 34), (256, 18)),
        (5, (189, 6), (160, 6)),
        (6, (181, 24), (158, 28)),
        (7, (197, 41), (160, 50)),
        (8, (375, 131), (372, 108)),
        (9, (118, 44), (118, 24)),
        (10, (90, 130), (90, 150)),
    ]
    cs = pg.page.new_shape()
    for _n, (ax, ay), (bx, by) in callouts:
        cs.draw_line(P(ax, ay), P(bx, by))
    cs.finish(color=(0, 0, 0), width=0.5, closePath=False)
    for _n, _a, (bx, by) in callouts:
        cs.draw_circle(P(bx, by), 7)
    cs.finish(color=(0, 0, 0), fill=(1, 1, 1), width=0.7)
    cs.commit()
    for n, _a, (bx, by) in callouts:
        t = str(n)
        tl = _font(True).text_length(t, fontsize=6.8)
        L(bx - tl / 2, by + 2.4, t, 6.8, True)
    # item list under the figure
    items = [
        "1  Main ramp",
        "2  Toe flap",
        "3  Hinge pins (4)",
        "4  Ramp cylinder C-1 (C-2 behind)",
        "5  Cylinder foundation on stern frame",
        "6  Limit switch LS-S, ramp stowed",
        "7  Stowage cleat (4), cylinders C-5 to C-8",
        "8  Flap chains (2)",
        "9  Local control stand",
        "10  Ramp machinery room (HPU)",
    ]
    for i, t in enumerate(items):
        cx = 0 if i < 5 else 245
        L(cx, 222 + (i % 5) * 10, t, 6.8)


_GR_STYLE = {
    "h1": 12.4,
    "h2": 10.2,
    "body": 9.4,
    "hcolor": (0.05, 0.2, 0.45),
    "h1rule": True,
    "olfmt": "{}.",
}

GULFREACH = {
    "file": "gulfreach-h312-stern-ramp-hydraulics.pdf",
    "title": "Gulf Reach Shipbuilding Hull 312 - Stern ramp and ramp hydraulic system, "
    "operation and maintenance manual TM-312-471",
    "maker": "Gulf Reach Shipbuilding, Inc.",
    "style": _GR_STYLE,
    "hdr_left": "GULF REACH SHIPBUILDING - HULL 312",
    "hdr_right": "TM-312-471  Stern Ramp and Ramp Hydraulic System  Rev. B",
    "ftr_left": "Gulf Reach Shipbuilding, Inc.  -  Pascagoula, Mississippi  -  Engineering Dept.",
    "ftr_fmt": "Page {n} of {total}",
    "cover": _to_cover(
        [
            ("GULF REACH SHIPBUILDING, INC.", 15),
            ("HULL 312", 15),
            ("STERN RAMP AND RAMP HYDRAULIC SYSTEM", 14),
            ("OPERATION AND MAINTENANCE MANUAL", 11),
            ("TM-312-471   REVISION B", 11),
            ("Ro-Ro / Passenger Ferry, Hull 312", 10),
        ],
        [
            "Prepared by Gulf Reach Shipbuilding, Engineering Department, for the owner's "
            "operating crew.",
            "U.S. customary units are given first, metric equivalents in brackets.",
            "Figure callouts are given as (Fig. 3-1, item 7): figure number, then item number.",
            "Distribution: Chief Engineer (2), Bridge (1), Ramp machinery room (1).",
        ],
        foot="Gulf Reach Shipbuilding, Inc.  -  Pascagoula, MS  -  Hull 312 delivery documentation",
    ),
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "TABLE OF CONTENTS"),
                (
                    "toc",
                    [
                        ("Section 1", "General information", 3),
                        ("1-1", "Scope", 3),
                        ("1-2", "Description", 3),
                        ("1-3", "Leading particulars", 3),
                        ("Section 2", "Ramp hydraulic system", 4),
                        ("Section 3", "Operation", 5),
                        ("3-1", "Before operating the ramp", 5),
                        ("3-2", "Lowering the ramp", 5),
                        ("3-3", "Raising and stowing the ramp", 6),
                        ("3-4", "Emergency lowering with the hand pump", 6),
                        ("Section 4", "Component data", 7),
                        ("Section 5", "Maintenance", 8),
                    ],
                    9.6,
                ),
                ("h2", "List of figures and tables"),
                (
                    "kv",
                    [
                        ("Fig. 2-1", "Ramp hydraulic schematic (page 4)"),
                        ("Fig. 3-1", "Stern ramp arrangement, side elevation (page 5)"),
                        ("Table 4-1", "Hydraulic component data (page 7)"),
                        ("Table 5-1", "Preventive maintenance schedule (page 8)"),
                        ("Table 5-2", "Bolt torque values (page 8)"),
                    ],
                ),
                (
                    "box",
                    (
                        "NOTE:",
                        "U.S. customary units govern. Metric values in brackets are rounded "
                        "conversions for reference only. Torque values are for lubricated "
                        "threads unless stated otherwise.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "SECTION 1  GENERAL INFORMATION"),
                ("h2", "1-1  Scope"),
                (
                    "p",
                    "This manual covers the stern ramp of Hull 312 and the hydraulic system "
                    "that raises, lowers and secures it. It does not cover the bow visor, the "
                    "internal car deck ramps or the mooring winches, which are described in "
                    "their own manuals.",
                ),
                ("h2", "1-2  Description"),
                (
                    "p",
                    "The main ramp (Fig. 3-1, item 1) is hinged at the transom on four hinge "
                    "pins (Fig. 3-1, item 3) and carries a toe flap (Fig. 3-1, item 2) that "
                    "unfolds on flap chains (Fig. 3-1, item 8) as the ramp comes down. Two "
                    "double-acting cylinders C-1 and C-2 (Fig. 3-1, item 4) raise and lower "
                    "the ramp. At sea the ramp is held against the stern frame by four "
                    "hydraulic stowage cleats (Fig. 3-1, item 7) and sealed by a hollow "
                    "rubber packing. The ramp is worked from the local control stand "
                    "(Fig. 3-1, item 9) on the main deck aft, from where the operator can see "
                    "the whole ramp and the quay.",
                ),
                ("h2", "1-3  Leading particulars"),
                (
                    "kv",
                    [
                        ("Ramp length incl. flap", "38 ft 6 in. (11.73 m)"),
                        ("Clear driveway width", "16 ft 0 in. (4.88 m)"),
                        ("Ramp weight incl. flap", "41,000 lb (18.6 t)"),
                        ("Design axle load", "26,000 lb (11.8 t), max. 2 axles on ramp"),
                        ("Max. slope in service", "1 in 8 (7.1\u00b0)"),
                        ("Raise / lower time", "90 s each way (one pump)"),
                        ("System working pressure", "2,200 psi (152 bar)"),
                        ("Main relief valve RV-1", "2,800 psi (193 bar)"),
                        ("Pumps P-1, P-2", "2 x 42 gpm (159 L/min) at 1,780 rpm"),
                        ("Pump motors M-1, M-2", "2 x 60 hp (45 kW), 440 V, 3 ph, 60 Hz"),
                        ("Reservoir T-1", "180 gal (681 L)"),
                        ("Hydraulic fluid", "ISO VG 46 anti-wear (HM) hydraulic oil"),
                    ],
                ),
                (
                    "box",
                    (
                        "NOTE:",
                        "Do not operate the ramp when the wind exceeds 40 knots (20.6 m/s), "
                        "when the ship is rolling more than 2\u00b0, or with a heel of more than "
                        "3\u00b0. One pump is sufficient for all ramp movements; the second pump "
                        "is a standby.",
                    ),
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "SECTION 2  RAMP HYDRAULIC SYSTEM"),
                (
                    "p",
                    "The hydraulic power unit (HPU) is located in the ramp machinery room, "
                    "2nd deck, frames 12 to 16, port side (Fig. 3-1, item 10). Either pump "
                    "draws from reservoir T-1 and delivers through pressure filter F-2 to the "
                    "two directional valves. DCV-10 works the ramp cylinders through the "
                    "counterbalance valves, which hold the ramp in any position if a hose "
                    "bursts; DCV-11 works the four stowage cleats. Both valves are solenoid "
                    "operated (24 V DC) with manual override pins at each end, marked a and b.",
                ),
                ("caption", "Fig. 2-1  Ramp hydraulic schematic"),
                ("draw", (462, _gr_schematic)),
            ]
        },
        {
            "blocks": [
                ("h1", "SECTION 3  OPERATION"),
                ("h2", "3-1  Before operating the ramp"),
                (
                    "ul",
                    [
                        "Check that the quay or linkspan is clear and that nobody is within "
                        "10 ft (3 m) of the ramp path. Post a lookout at the quay edge.",
                        "Check the oil level in T-1 at the sight glass; it must be between "
                        "the MIN and MAX marks with the ramp stowed.",
                        "In cold weather, below 40 \u00b0F (4 \u00b0C) oil temperature, run one "
                        "pump unloaded for 10 minutes before moving the ramp.",
                    ],
                ),
                ("caption", "Fig. 3-1  Stern ramp arrangement, side elevation"),
                ("draw", (270, _gr_arrangement)),
                ("h2", "3-2  Lowering the ramp"),
                (
                    "ol",
                    [
                        "Turn the key switch on the control stand (Fig. 3-1, item 9) to ON. "
                        "The white POWER lamp lights.",
                        "Start P-1 (or P-2). Wait until PI-5 reads 2,200 psi (152 bar).",
                        "Move the CLEATS lever to OPEN. The four stowage cleats (Fig. 3-1, "
                        "item 7) retract and the amber CLEATS OPEN lamp lights. Do not move "
                        "the RAMP lever before the amber lamp is on.",
                        "Hold the RAMP lever at LOWER. The ramp comes down under control of "
                        "the counterbalance valves CBV-12A/B and the flap unfolds on its "
                        "chains.",
                        "When the toe flap (Fig. 3-1, item 2) lies flat on the quay, set the "
                        "RAMP lever to FLOAT so that the ramp follows the tide and the ship's "
                        "motion. Never leave the lever at HOLD with vehicles on the ramp.",
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h2", "3-3  Raising and stowing the ramp"),
                (
                    "ol",
                    [
                        "Make sure no vehicles or persons are on the ramp or the flap.",
                        "Hold the RAMP lever at RAISE until the ramp is fully up and limit "
                        "switch LS-S (Fig. 3-1, item 6) lights the green RAMP STOWED lamp.",
                        "Move the CLEATS lever to CLOSE and hold it for 5 seconds after the "
                        "green CLEATS LOCKED lamp lights.",
                        "Stop the pump, turn the key switch to OFF and remove the key.",
                    ],
                ),
                (
                    "box",
                    (
                        "NOTE:",
                        "The ramp must never go to sea held by the cylinders alone. If the "
                        "green CLEATS LOCKED lamp does not light, the ramp is not secured: "
                        "check the cleat proximity switches and report to the Chief Engineer "
                        "before the ship leaves the berth.",
                    ),
                ),
                ("h2", "3-4  Emergency lowering with the hand pump"),
                (
                    "p",
                    "If both pumps or the power supply fail with the ramp stowed, the ramp "
                    "can be lowered with hand pump HP-1 in the ramp machinery room. The ramp "
                    "comes down under its own weight; the hand pump only supplies pilot "
                    "pressure to open the cleats and the counterbalance valves. The ramp "
                    "cannot be raised with the hand pump.",
                ),
                (
                    "ol",
                    [
                        "Cut the lock wire and open V-203, the hand pump isolating valve "
                        "(Fig. 2-1).",
                        "Push and hold the override pin b of DCV-11 and work HP-1 until the "
                        "cleats are open (about 40 strokes). Check at the stern that all four "
                        "cleats are clear.",
                        "Push and hold the override pin a of DCV-10 and work HP-1 until PI-5 "
                        "shows about 600 psi (41 bar). The counterbalance valves open and the "
                        "ramp lowers. Stop pumping to stop the ramp.",
                        "When the flap is on the quay, release the override pin. Close V-203 "
                        "and lock-wire it closed again before normal operation.",
                    ],
                ),
                (
                    "box",
                    (
                        "NOTE:",
                        "Emergency lowering needs two persons: one at the HPU and one at the "
                        "stern with a radio. Lowering by hand pump takes about 15 minutes.",
                    ),
                ),
            ]
        },
        {
            "sideways": True,
            "blocks": [
                ("h1", "SECTION 4  COMPONENT DATA"),
                ("caption", "Table 4-1  Hydraulic component data"),
                (
                    "table",
                    {
                        "cols": [
                            "Tag",
                            "Component",
                            "Make / model",
                            "Setting / rating",
                            "Size / ports",
                            "Part No.",
                        ],
                        "rows": [
                            [
                                "P-1, P-2",
                                "Axial piston pump, pressure compensated",
                                "Parkline PV-046",
                                "comp. 2,400 psi (165 bar)",
                                "42 gpm (159 L/min)",
                                "GR312-471-01",
                            ],
                            [
                                "M-1, M-2",
                                "Electric motor, TEFC",
                                "Dalton 364T",
                                "60 hp (45 kW), 440 V / 60 Hz",
                                "1,780 rpm",
                                "GR312-471-02",
                            ],
                            [
                                "RV-1",
                                "Main relief valve",
                                "Sunfield RPEC",
                                "2,800 psi (193 bar)",
                                "1 in. SAE",
                                "GR312-471-03",
                            ],
                            [
                                "CBV-12A/B",
                                "Counterbalance valve",
                                "Sunfield CBEA",
                                "3,000 psi (207 bar)",
                                "3/4 in. SAE",
                                "GR312-471-04",
                            ],
                            [
                                "DCV-10",
                                "Directional valve, ramp",
                                "Parkline D3W",
                                "24 V DC solenoids",
                                "NG10 (D05)",
                                "GR312-471-05",
                            ],
                            [
                                "DCV-11",
                                "Directional valve, cleats",
                                "Parkline D1V",
                                "24 V DC solenoids",
                                "NG6 (D03)",
                                "GR312-471-06",
                            ],
                            [
                                "C-1, C-2",
                                "Ramp cylinder",
                                "Gulf Reach",
                                "bore 8 in. (203 mm), rod 4-1/2 in. (114 mm)",
                                "stroke 72 in. (1,829 mm)",
                                "GR312-471-07",
                            ],
                            [
                                "C-5 to C-8",
                                "Cleat cylinder",
                                "Gulf Reach",
                                "bore 2-1/2 in. (63.5 mm)",
                                "stroke 6 in. (152 mm)",
                                "GR312-471-08",
                            ],
                            [
                                "F-1",
                                "Return filter",
                                "Hydrex RF-160",
                                "10 micron, bypass 25 psi (1.7 bar)",
                                "1-1/2 in.",
                                "GR312-471-09",
                            ],
                            [
                                "F-2",
                                "Pressure filter",
                                "Hydrex PF-110",
                                "6 micron, indicator 75 psi (5.2 bar)",
                                "3/4 in.",
                                "GR312-471-10",
                            ],
                            [
                                "HP-1",
                                "Hand pump",
                                "Hydrex HP-10",
                                "0.6 cu in. (10 cm\u00b3) per stroke",
                                "3/8 in. NPT",
                                "GR312-471-11",
                            ],
                            [
                                "PT-4",
                                "Pressure transmitter",
                                "Kelmar PX-5",
                                "0-5,000 psi, 4-20 mA",
                                "1/4 in. NPT",
                                "GR312-471-12",
                            ],
                            [
                                "LS-6",
                                "Low level switch",
                                "Kelmar LF-2",
                                "alarm at 120 gal (454 L)",
                                "-",
                                "GR312-471-13",
                            ],
                            [
                                "TS-7",
                                "Temperature switch",
                                "Kelmar TF-1",
                                "alarm at 150 \u00b0F (66 \u00b0C)",
                                "-",
                                "GR312-471-14",
                            ],
                        ],
                        "widths": [0.9, 2.0, 1.3, 2.2, 1.5, 1.2],
                        "size": 7.8,
                        "boldfirst": True,
                    },
                ),
                (
                    "pi",
                    "Order spares from Gulf Reach Shipbuilding, Hull 312 spares desk, quoting the "
                    "Part No. and the tag. Filter elements: order by element number on the "
                    "filter housing.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "SECTION 5  MAINTENANCE"),
                ("caption", "Table 5-1  Preventive maintenance schedule"),
                (
                    "table",
                    {
                        "cols": [
                            "Task",
                            "Daily in use",
                            "Weekly",
                            "Monthly",
                            "6 Months",
                            "Annually",
                        ],
                        "rows": [
                            ["Check oil level at T-1 sight glass", "X", "", "", "", ""],
                            ["Inspect hoses and fittings for leaks", "X", "", "", "", ""],
                            ["Check clogging indicators F-1 and F-2", "", "X", "", "", ""],
                            ["Grease hinge pins (Fig. 3-1, item 3)", "", "", "X", "", ""],
                            ["Grease cleat pins and cylinder eyes", "", "", "X", "", ""],
                            ["Test emergency lowering with HP-1", "", "", "", "X", ""],
                            ["Take oil sample for analysis", "", "", "", "X", ""],
                            ["Replace filter elements F-1 and F-2", "", "", "", "", "X"],
                            ["Check RV-1 setting with test gauge", "", "", "", "", "X"],
                            [
                                "Inspect flap chains (Fig. 3-1, item 8) for wear",
                                "",
                                "",
                                "",
                                "",
                                "X",
                            ],
                        ],
                        "widths": [3.2, 0.9, 0.8, 0.8, 0.8, 0.8],
                        "size": 8.6,
                    },
                ),
                (
                    "p",
                    "Change the hydraulic oil every 3 years, or earlier if the oil analysis "
                    "shows a cleanliness worse than ISO 4406 18/16/13 or a water content above "
                    "0.1 %. Replace filter elements at once when an indicator shows red, "
                    "regardless of the schedule.",
                ),
                ("caption", "Table 5-2  Bolt torque values"),
                (
                    "table",
                    {
                        "cols": ["Joint", "Thread", "Torque, ft-lb (N\u00b7m)"],
                        "rows": [
                            [
                                "Hinge pin keeper plate bolts",
                                "3/4 in.-10 UNC",
                                "270 ft-lb (366 N\u00b7m)",
                            ],
                            [
                                "Cylinder trunnion cap bolts",
                                "1 in.-8 UNC",
                                "640 ft-lb (868 N\u00b7m)",
                            ],
                            ["Cleat bracket bolts", "5/8 in.-11 UNC", "150 ft-lb (203 N\u00b7m)"],
                            ["Pump mounting bolts", "1/2 in.-13 UNC", "75 ft-lb (102 N\u00b7m)"],
                        ],
                        "widths": [2.4, 1.4, 1.6],
                        "size": 8.6,
                    },
                ),
                (
                    "box",
                    (
                        "NOTE:",
                        "Lower the ramp onto the quay or onto stands before any work on "
                        "cylinders, hoses or cleats. Never open a line between a cylinder "
                        "and its counterbalance valve with the ramp hanging on the cylinders.",
                    ),
                ),
            ]
        },
    ],
}
