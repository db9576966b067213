"""Four made-up manuals of deck and engine-room equipment by four made-up makers (held-out set 20b).

Written blind (without running or reading Shipmate) for bench/other_makers_held20b.jsonl.
Each manual is a list of pages, each page a list of blocks laid out top to bottom; a page whose
blocks do not fit raises, so every question's expected page is the page its block is listed on.
Each maker writes its own way:
  Ridgeline (provision / hose handling crane): US style, psi and °F first, ft-lb, "Section 3",
    a model-range table with parameters as columns, a torque table running over a page break
    with its header repeated, a hydraulic schematic with tags, panel fault codes.
  Dongsan (anchor windlass and mooring winch): translated English, decimal commas, "4,5 ~ 6",
    two-column pages, a borderless particulars table, a procedure written as a table.
  Calder & Moray (central cooling unit, plate heat exchangers, pumps): formal, WARNING / CAUTION /
    NOTE boxes, a piping schematic with tags, a pump table with parameters as columns, a
    borderless tightening table, an alarm list running over a page break without its header.
  Kestrel (lifeboat davit, winch, on-load release hook): terse service-bulletin style
    ("Chk", "Adj", "Repl"), a borderless abbreviations table and wear-limit table, a tick
    schedule, a parts list running over a page break.
Text only (PyMuPDF base-14 fonts embedded as unicode fonts), no images, deterministic.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf

Block = tuple[str, Any]
PW, PH = 595.0, 842.0

_FONT_NAMES = ("helv", "hebo", "heit", "tiro", "tibo", "tiit", "cour", "cobo")
_FONTS: dict[str, pymupdf.Font] = {}


def _font(name: str) -> pymupdf.Font:
    if name not in _FONTS:
        _FONTS[name] = pymupdf.Font(name)
    return _FONTS[name]


def write_manuals(folder: Path) -> list[Path]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    return [_write(folder / spec["file"], spec) for spec in (CRANE, WINDLASS, COOLING, DAVIT)]


# ---------------------------------------------------------------- layout


_ADV: dict[str, dict[str, float]] = {}


class _Page:
    def __init__(self, page: pymupdf.Page, style: dict):
        self.page = page
        self.style = style
        self.tw: pymupdf.TextWriter | None = None
        self.color: tuple | None = None

    def width(self, text: str, font: str, size: float) -> float:
        adv = _ADV.setdefault(font, {})
        total = 0.0
        for ch in text:
            a = adv.get(ch)
            if a is None:
                a = adv[ch] = _font(font).glyph_advance(ord(ch))
            total += a
        return total * size

    def wrap(self, text: str, font: str, size: float, width: float) -> list[str]:
        lines: list[str] = []
        for para in text.split("\n"):
            cur = ""
            for word in para.split(" "):
                trial = word if not cur else cur + " " + word
                if cur and self.width(trial, font, size) > width:
                    lines.append(cur)
                    cur = word
                else:
                    cur = trial
            lines.append(cur)
        return lines

    def text(
        self,
        x: float,
        y: float,
        lines: list[str],
        font: str,
        size: float,
        lead: float = 1.25,
        color=(0, 0, 0),
    ) -> float:
        """Write lines with the top of the first line at y; return the height used."""
        key = tuple(color)
        if key != self.color:
            self.finish()
            self.color, self.tw = key, pymupdf.TextWriter(self.page.rect, color=color)
        tw = self.tw
        for i, ln in enumerate(lines):
            if ln:
                tw.append(
                    (x, y + size * 0.9 + i * size * lead), ln, font=_font(font), fontsize=size
                )
        return size * lead * len(lines)

    def finish(self) -> None:
        if self.tw is not None:
            self.tw.write_text(self.page, color=self.color)
        self.tw, self.color = None, None

    def para(
        self,
        x: float,
        y: float,
        w: float,
        text: str,
        font: str,
        size: float,
        lead: float = 1.3,
        color=(0, 0, 0),
        align: str = "left",
    ) -> float:
        lines = self.wrap(text, font, size, w)
        if align == "center":
            h = 0.0
            for ln in lines:
                lw = self.width(ln, font, size)
                h += self.text(x + (w - lw) / 2, y + h, [ln], font, size, lead, color)
            return h
        return self.text(x, y, lines, font, size, lead, color)


def _table(P: _Page, x0: float, y: float, x1: float, t: dict) -> float:
    st = P.style
    size = t.get("size", st["size"] - 0.8)
    font, bold = st["font"], st["bold"]
    ruled = t.get("ruled", True)
    widths = t["widths"]
    tot = sum(widths)
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + (x1 - x0) * w / tot)
    pad = 3.0 if ruled else 2.0
    y0 = y
    rows = []
    if t.get("header") is not None:
        rows.append((t["header"], True))
    rows += [(r, False) for r in t["rows"]]
    hline = []
    for cells, is_head in rows:
        wrapped = []
        for i, c in enumerate(cells):
            f = bold if is_head or (t.get("bold_first") and i == 0) else font
            wrapped.append((P.wrap(str(c), f, size, xs[i + 1] - xs[i] - 2 * pad), f))
        nl = max(len(w[0]) for w in wrapped)
        rh = nl * size * 1.22 + 2 * pad
        if is_head and ruled and t.get("fill", True):
            P.page.draw_rect(
                pymupdf.Rect(x0, y, x1, y + rh), color=None, fill=st.get("fill", (0.86, 0.86, 0.86))
            )
        for i, (lines, f) in enumerate(wrapped):
            align = t.get("align", ["l"] * len(widths))[i]
            if align == "c" and len(lines) == 1:
                lw = P.width(lines[0], f, size)
                P.text(xs[i] + (xs[i + 1] - xs[i] - lw) / 2, y + pad, lines, f, size, 1.22)
            else:
                P.text(xs[i] + pad, y + pad, lines, f, size, 1.22)
        hline.append(y)
        y += rh
        if is_head and not ruled and t.get("head_rule"):
            P.page.draw_line((x0, y - 1), (x1, y - 1), width=0.6)
    hline.append(y)
    if ruled:
        for yy in hline:
            P.page.draw_line((x0, yy), (x1, yy), width=0.6)
        for xx in xs:
            P.page.draw_line((xx, y0), (xx, y), width=0.6)
    return y - y0


def _box(P: _Page, x0: float, y: float, x1: float, kind: str, text: str) -> float:
    st = P.style
    size = st["size"]
    colors = {
        "WARNING": (0.85, 0.1, 0.1),
        "CAUTION": (0.95, 0.6, 0.0),
        "NOTE": (0.2, 0.35, 0.7),
        "DANGER": (0.75, 0.0, 0.0),
    }
    col = colors.get(kind, (0, 0, 0))
    inner = P.wrap(text, st["font"], size, x1 - x0 - 70)
    h = max(len(inner) * size * 1.3 + 12, 26)
    P.page.draw_rect(pymupdf.Rect(x0, y, x1, y + h), color=col, width=1.2)
    P.page.draw_rect(pymupdf.Rect(x0, y, x0 + 60, y + h), color=col, fill=col, width=1.2)
    tw = P.width(kind, st["bold"], size - 0.5)
    P.text(x0 + 30 - tw / 2, y + h / 2 - size / 2, [kind], st["bold"], size - 0.5, color=(1, 1, 1))
    P.text(x0 + 66, y + 6, inner, st["font"], size, 1.3)
    return h


def _blocks(P: _Page, blocks: list[Block], x0: float, x1: float, y: float) -> float:
    st = P.style
    size, font, bold = st["size"], st["font"], st["bold"]
    hcol = st.get("hcolor", (0, 0, 0))
    for kind, arg in blocks:
        if kind == "h1":
            y += 6
            y += P.para(x0, y, x1 - x0, arg, bold, size + 4, 1.2, hcol)
            if st.get("h1_rule"):
                P.page.draw_line((x0, y + 1), (x1, y + 1), width=1.0, color=hcol)
                y += 3
            y += 5
        elif kind == "h2":
            y += 4
            y += P.para(x0, y, x1 - x0, arg, bold, size + 1.5, 1.2, hcol) + 4
        elif kind == "h3":
            y += 2
            y += P.para(x0, y, x1 - x0, arg, bold, size + 0.3, 1.2) + 3
        elif kind == "p":
            y += P.para(x0, y, x1 - x0, arg, font, size) + 5
        elif kind == "pi":
            y += P.para(x0, y, x1 - x0, arg, st["ital"], size - 0.5) + 5
        elif kind == "pc":
            y += P.para(x0, y, x1 - x0, arg, font, size, align="center") + 5
        elif kind == "list":
            for item in arg:
                level, label, text = item if len(item) == 3 else (0, item[0], item[1])
                ind = 14 * level
                lw = max(16.0, P.width(label, font, size) + 5)
                P.text(x0 + ind, y, [label], font, size)
                y += P.para(x0 + ind + lw, y, x1 - x0 - ind - lw, text, font, size) + 2.5
            y += 4
        elif kind == "box":
            y += 2
            y += _box(P, x0, y, x1, arg[0], arg[1]) + 7
        elif kind == "table":
            y += _table(P, x0, y, x1, arg) + 7
        elif kind == "caption":
            y += P.para(x0, y, x1 - x0, arg, st["ital"], size - 1, align="center") + 6
        elif kind == "draw":
            y += arg(P, x0, y, x1) + 4
        elif kind == "sp":
            y += arg
        elif kind == "cols":
            gut = 18.0
            mid = (x0 + x1) / 2
            ya = _blocks(P, arg[0], x0, mid - gut / 2, y)
            yb = _blocks(P, arg[1], mid + gut / 2, x1, y)
            if st.get("col_rule"):
                P.page.draw_line((mid, y), (mid, max(ya, yb) - 4), width=0.4, color=(0.5, 0.5, 0.5))
            y = max(ya, yb)
        elif kind == "toc":
            for num, title, pg in arg:
                ind = 0 if "." not in num.strip(".") else 16
                f = bold if ind == 0 else font
                P.text(x0 + ind, y, [num], f, size)
                P.text(x0 + ind + 34, y, [title], f, size)
                tw = P.width(title, f, size)
                pw = P.width(str(pg), f, size)
                dots_x = x0 + ind + 34 + tw + 6
                n = int((x1 - pw - 6 - dots_x) / P.width(". ", font, size))
                if n > 0:
                    P.text(dots_x, y, [". " * n], font, size, color=(0.45, 0.45, 0.45))
                P.text(x1 - pw, y, [str(pg)], f, size)
                y += size * 1.7 + (3 if ind == 0 else 0)
            y += 4
        elif kind == "cover":
            y = arg(P)
        else:
            raise ValueError(kind)
    return y


def _write(path: Path, spec: dict) -> Path:
    doc = pymupdf.open()
    st = spec["style"]
    n_pages = len(spec["pages"])
    for n, blocks in enumerate(spec["pages"], start=1):
        page = doc.new_page(width=PW, height=PH)
        P = _Page(page, st)
        if n > 1:
            spec["chrome"](P, n, n_pages)
        y = _blocks(P, blocks, st["left"], PW - st["right"], st["top"])
        P.finish()
        if y > st["bottom"]:
            raise ValueError(f"{spec['file']}: page {n} overflows ({y:.0f} > {st['bottom']})")
    doc.set_metadata(
        {
            "title": spec["title"],
            "author": spec["maker"],
            "creator": spec["maker"],
            "producer": "",
            "creationDate": "",
            "modDate": "",
        }
    )
    doc.subset_fonts()
    doc.save(path, garbage=3, deflate=True, no_new_id=True)
    doc.close()
    return path


# ---------------------------------------------------------------- drawing helpers


def _lbl(
    P: _Page,
    x: float,
    y: float,
    text: str,
    size: float = 7.0,
    font: str = "helv",
    center: bool = True,
) -> None:
    w = P.width(text, font, size)
    P.text(x - w / 2 if center else x, y - size / 2, [text], font, size)


def _circle_tag(P: _Page, x: float, y: float, r: float, tag: str, sub: str = "") -> None:
    r = max(r, P.width(tag, "hebo", 6.5) / 2 + 2.5)
    P.page.draw_circle((x, y), r, color=(0, 0, 0), width=0.8)
    _lbl(P, x, y - (3 if sub else 0), tag, 6.5, "hebo")
    if sub:
        _lbl(P, x, y + 5, sub, 5.5)


def _valve(
    P: _Page, x: float, y: float, tag: str, vertical: bool = False, above: bool = True
) -> None:
    s = 5.0
    if vertical:
        P.page.draw_polyline(
            [(x - s, y - s), (x + s, y - s), (x - s, y + s), (x + s, y + s), (x - s, y - s)],
            color=(0, 0, 0),
            width=0.7,
        )
        _lbl(P, x + s + 3, y, tag, 6.3, "helv", center=False)
    else:
        P.page.draw_polyline(
            [(x - s, y - s), (x + s, y + s), (x + s, y - s), (x - s, y + s), (x - s, y - s)],
            color=(0, 0, 0),
            width=0.7,
        )
        _lbl(P, x, y - 11 if above else y + 11, tag, 6.3)


def _pump(P: _Page, x: float, y: float, tag: str) -> None:
    P.page.draw_circle((x, y), 11, color=(0, 0, 0), width=0.9)
    P.page.draw_polyline([(x - 6, y - 8), (x + 10, y), (x - 6, y + 8)], color=(0, 0, 0), width=0.7)
    _lbl(P, x, y + 19, tag, 7, "hebo")


def _line(
    P: _Page,
    pts: list[tuple[float, float]],
    width: float = 1.0,
    dashes: str | None = None,
    color=(0, 0, 0),
) -> None:
    P.page.draw_polyline(pts, color=color, width=width, dashes=dashes)


# ================================================================ 1. Ridgeline crane (US style)

_CR_STYLE = dict(
    font="helv",
    bold="hebo",
    ital="heit",
    size=9.3,
    hcolor=(0.05, 0.2, 0.45),
    left=62.0,
    right=62.0,
    top=70.0,
    bottom=782.0,
    h1_rule=True,
    fill=(0.82, 0.87, 0.94),
)


def _cr_chrome(P: _Page, n: int, total: int) -> None:
    P.text(62, 34, ["RIDGELINE  RMC-2.5/12"], "hebo", 8.5, color=(0.05, 0.2, 0.45))
    t = "Operation & Maintenance Manual"
    P.text(PW - 62 - P.width(t, "helv", 8.5), 34, [t], "helv", 8.5)
    P.page.draw_line((62, 48), (PW - 62, 48), width=1.5, color=(0.05, 0.2, 0.45))
    P.page.draw_line((62, 800), (PW - 62, 800), width=0.5)
    P.text(62, 806, ["Doc. RMH-OM-2512  Rev. C  (03/2021)"], "helv", 7.5)
    t = f"Page {n}"
    P.text(PW - 62 - P.width(t, "hebo", 8), 806, [t], "hebo", 8)


def _cr_cover(P: _Page) -> float:
    pg = P.page
    pg.draw_rect(pymupdf.Rect(0, 0, PW, 250), color=None, fill=(0.05, 0.2, 0.45))
    P.text(62, 70, ["RIDGELINE MARINE HYDRAULICS, INC."], "hebo", 18, color=(1, 1, 1))
    P.text(
        62, 98, ["Mobile, Alabama  ·  Marine cranes since 1978"], "helv", 10, color=(0.85, 0.9, 1)
    )
    P.text(62, 300, ["MODEL RMC-2.5/12"], "hebo", 30)
    P.text(62, 345, ["Electro-Hydraulic Provision &", "Hose Handling Crane"], "helv", 20, 1.2)
    pg.draw_line((62, 420), (PW - 62, 420), width=2, color=(0.05, 0.2, 0.45))
    P.text(62, 436, ["OPERATION, SERVICE AND PARTS MANUAL"], "hebo", 13)
    P.text(
        62,
        470,
        ["SWL 5,500 lb (2.5 t)  ·  Outreach 39.4 ft (12.0 m)  ·  Pedestal mounted"],
        "helv",
        10.5,
    )
    P.text(
        62,
        660,
        [
            "Document RMH-OM-2512, Revision C, March 2021",
            "Crane serial numbers 2512-0340 and up",
            "Read this manual before operating or servicing the crane. Keep it with the crane.",
        ],
        "helv",
        9,
        1.5,
    )
    return 700.0


def _cr_schematic(P: _Page, x0: float, y: float, x1: float) -> float:
    h = 300.0
    pg = P.page
    pg.draw_rect(pymupdf.Rect(x0, y, x1, y + h), color=(0, 0, 0), width=0.6)
    # reservoir
    tx, ty = x0 + 30, y + 225
    pg.draw_rect(pymupdf.Rect(tx, ty, tx + 120, ty + 50), color=(0, 0, 0), width=1)
    _lbl(P, tx + 60, ty + 18, "T-1", 8, "hebo")
    _lbl(P, tx + 60, ty + 32, "Reservoir 55 US gal", 6.5)
    # level + temp switch on tank
    _circle_tag(P, tx + 145, ty + 12, 11, "LS-1")
    _circle_tag(P, tx + 145, ty + 40, 11, "TS-1")
    _line(P, [(tx + 120, ty + 12), (tx + 134, ty + 12)], 0.6)
    _line(P, [(tx + 120, ty + 40), (tx + 134, ty + 40)], 0.6)
    # suction -> strainer -> pump
    px, py = tx + 40, y + 150
    _line(P, [(px, ty), (px, py + 11)])
    pg.draw_rect(
        pymupdf.Rect(px - 6, ty - 30, px + 6, ty - 16), color=(0, 0, 0), fill=(1, 1, 1), width=0.7
    )
    _lbl(P, px - 24, ty - 23, "SR-1", 6.3)
    _pump(P, px, py, "")
    _lbl(P, px - 24, py + 2, "P-1", 7, "hebo")
    # motor
    pg.draw_circle((px - 40, py - 28), 11, color=(0, 0, 0), width=0.9)
    _lbl(P, px - 40, py - 28, "M", 8, "hebo")
    _lbl(P, px - 40, py - 47, "M-1 30 hp", 6.3)
    _line(P, [(px - 31, py - 22), (px - 8, py - 8)], 0.6, dashes="[2] 0")
    # pressure line up and right to valve bank
    vy = y + 60
    _line(P, [(px, py - 11), (px, vy), (x0 + 190, vy)])
    # relief valve
    rx = px + 30
    pg.draw_rect(pymupdf.Rect(rx - 8, vy + 20, rx + 8, vy + 44), color=(0, 0, 0), width=0.8)
    _line(P, [(rx, vy), (rx, vy + 20)], 0.8)
    _line(P, [(rx, vy + 44), (rx, ty)], 0.8, dashes="[3] 2")
    _lbl(P, rx + 24, vy + 32, "RV-1", 6.8, "hebo")
    _circle_tag(P, px + 5, vy - 28, 10, "PG-1")
    _line(P, [(px + 5, vy - 18), (px + 5, vy)], 0.6)
    # valve bank
    bx = x0 + 190
    names = [("DCV-1", "HOIST"), ("DCV-2", "LUFF"), ("DCV-3", "SLEW")]
    for i, (tag, fn) in enumerate(names):
        by = y + 30 + i * 58
        pg.draw_rect(pymupdf.Rect(bx, by, bx + 70, by + 40), color=(0, 0, 0), width=0.9)
        pg.draw_line((bx + 23, by), (bx + 23, by + 40), width=0.5)
        pg.draw_line((bx + 47, by), (bx + 47, by + 40), width=0.5)
        _lbl(P, bx + 35, by + 14, tag, 6.8, "hebo")
        _lbl(P, bx + 35, by + 27, fn, 6.0)
        if i:
            _line(P, [(bx - 12, vy), (bx - 12, by + 20), (bx, by + 20)], 0.8)
    _line(P, [(bx - 12, vy), (bx, vy)], 0.8)
    # actuators
    ax = bx + 165
    # hoist: counterbalance + hoist motor + brake
    cby = y + 50
    _line(P, [(bx + 70, cby - 8), (ax - 30, cby - 8)])
    pg.draw_rect(pymupdf.Rect(ax - 30, cby - 22, ax, cby + 6), color=(0, 0, 0), width=0.9)
    _lbl(P, ax - 15, cby - 8, "CB-1", 6.5, "hebo")
    _valve(P, ax - 15, cby + 20, "EV-1", vertical=True)
    _line(P, [(ax - 15, cby + 6), (ax - 15, cby + 15)], 0.6)
    _line(P, [(ax, cby - 8), (ax + 30, cby - 8)])
    pg.draw_circle((ax + 42, cby - 8), 12, color=(0, 0, 0), width=0.9)
    _lbl(P, ax + 42, cby - 8, "HM-1", 6, "hebo")
    _lbl(P, ax + 42, cby - 30, "Hoist motor + brake", 6.3)
    _circle_tag(P, ax + 80, cby + 22, 10, "TP-3")
    _line(P, [(ax + 42, cby + 4), (ax + 42, cby + 22), (ax + 70, cby + 22)], 0.6, dashes="[2] 1")
    # luff cylinder
    ly = y + 108
    _line(P, [(bx + 70, ly + 20), (ax - 30, ly + 20)])
    pg.draw_rect(pymupdf.Rect(ax - 30, ly + 6, ax, ly + 34), color=(0, 0, 0), width=0.9)
    _lbl(P, ax - 15, ly + 20, "CB-2", 6.5, "hebo")
    _line(P, [(ax, ly + 20), (ax + 15, ly + 20)])
    pg.draw_rect(pymupdf.Rect(ax + 15, ly + 10, ax + 85, ly + 30), color=(0, 0, 0), width=0.9)
    _line(P, [(ax + 50, ly + 20), (ax + 110, ly + 20)], 1.5)
    pg.draw_line((ax + 50, ly + 10), (ax + 50, ly + 30), width=1.5)
    _lbl(P, ax + 60, ly + 43, "LC-1 Luffing cylinder", 6.3)
    # slew motor
    sy = y + 166
    _line(P, [(bx + 70, sy + 20), (ax + 30, sy + 20)])
    pg.draw_circle((ax + 42, sy + 20), 12, color=(0, 0, 0), width=0.9)
    _lbl(P, ax + 42, sy + 20, "SM-1", 6, "hebo")
    _lbl(P, ax + 42, sy + 42, "Slew motor / gearbox", 6.3)
    # return line via cooler and filter
    ry = y + 215
    _line(P, [(bx + 35, y + 204), (bx + 35, ry), (x1 - 40, ry)], 0.9, dashes="[4] 2")
    _line(
        P,
        [(x1 - 40, ry), (x1 - 40, y + h - 8), (tx + 100, y + h - 8), (tx + 100, ty + 50)],
        0.9,
        dashes="[4] 2",
    )
    pg.draw_rect(pymupdf.Rect(x1 - 120, ry + 15, x1 - 70, ry + 45), color=(0, 0, 0), width=0.9)
    _lbl(P, x1 - 95, ry + 25, "HX-1", 6.5, "hebo")
    _lbl(P, x1 - 95, ry + 36, "air cooler", 5.8)
    _line(P, [(x1 - 70, ry + 30), (x1 - 40, ry + 30)], 0.6)
    pg.draw_polyline(
        [
            (x1 - 190, ry + 55),
            (x1 - 175, ry + 40),
            (x1 - 160, ry + 55),
            (x1 - 175, ry + 70),
            (x1 - 190, ry + 55),
        ],
        color=(0, 0, 0),
        width=0.9,
    )
    _lbl(P, x1 - 175, ry + 80, "F-2", 6.8, "hebo")
    _lbl(P, x1 - 175, ry + 30, "return", 5.8)
    _line(P, [(x1 - 160, ry + 55), (x1 - 130, ry + 55), (x1 - 130, y + h - 8)], 0.6, dashes="[4] 2")
    _lbl(P, x0 + 60, y + 12, "PRESSURE ____   RETURN / DRAIN - - -", 6.3)
    return h


_CR_PAGES: list[list[Block]] = [
    [("cover", _cr_cover)],
    [
        ("h1", "Contents"),
        (
            "toc",
            [
                ("1", "General and Safety", 3),
                ("1.1", "About this manual", 3),
                ("1.2", "Safety", 3),
                ("2", "Specifications", 3),
                ("2.1", "Principal data", 3),
                ("2.2", "Model range", 4),
                ("2.3", "Load chart", 4),
                ("2.4", "Fastener torques", 4),
                ("3", "Hydraulic System", 5),
                ("3.1", "Description", 5),
                ("3.2", "Hydraulic fluid", 5),
                ("3.3", "Hydraulic schematic", 6),
                ("4", "Operation", 7),
                ("4.1", "Pre-start checks", 7),
                ("4.2", "Operating limits", 7),
                ("4.3", "Emergency lowering", 7),
                ("5", "Maintenance", 8),
                ("5.1", "Maintenance schedule", 8),
                ("5.2", "Lubrication", 8),
                ("5.3", "Wire rope inspection", 9),
                ("5.4", "Changing the return filter element", 9),
                ("5.5", "Brake and load tests", 9),
                ("6", "Troubleshooting", 10),
                ("6.1", "Troubleshooting chart", 10),
                ("6.2", "Control panel fault codes", 11),
                ("7", "Parts", 11),
                ("7.1", "Recommended spare parts", 11),
            ],
        ),
    ],
    [
        ("h1", "Section 1 — General and Safety"),
        ("h2", "1.1 About this manual"),
        (
            "p",
            "This manual covers installation checks, operation, routine service and spare parts for the "
            "Ridgeline electro-hydraulic pedestal crane used for stores, provisions and bunker hose handling. "
            "Read Sections 1 and 4 before operating the crane for the first time. Figures in this manual give "
            "US customary units first, with metric units in parentheses.",
        ),
        ("h2", "1.2 Safety"),
        (
            "box",
            (
                "WARNING",
                "Never stand or work under a suspended load. Never exceed the rated load shown in the "
                "load chart (Table 2-3). The load moment indicator (LMI) is an operator aid and does "
                "not replace the judgement of the operator.",
            ),
        ),
        (
            "p",
            "The crane is designed for operation with the vessel listing up to 5° and trimming up to 2°. Do not "
            "operate the crane in wind speeds above 45 mph (20 m/s) or when the motion of the vessel causes the "
            "load to swing more than 3 ft (1 m). Secure the boom in its rest and lash the hook block when the "
            "crane is not in use or at sea.",
        ),
        ("h1", "Section 2 — Specifications"),
        ("h2", "2.1 Principal data"),
        (
            "table",
            dict(
                header=["Item", "RMC-2.5/12"],
                widths=[1.2, 1.6],
                bold_first=True,
                rows=[
                    ["Safe working load (SWL)", "5,500 lb (2.5 t) up to 29.5 ft (9.0 m) radius"],
                    ["Maximum outreach", "39.4 ft (12.0 m)"],
                    ["Minimum outreach", "8.2 ft (2.5 m)"],
                    [
                        "Hoisting speed",
                        "0–82 ft/min (0–25 m/min) at SWL; 0–130 ft/min (0–40 m/min) light hook",
                    ],
                    ["Slewing", "360° continuous, 0–1.0 rpm"],
                    ["Luffing time", "35 s, boom from 0° to 75°"],
                    ["Working pressure", "2,900 psi (200 bar)"],
                    ["Electric motor", "30 hp (22 kW), 440 V / 60 Hz / 3 ph, IP56, S1"],
                    ["Reservoir capacity", "55 US gal (208 L)"],
                    [
                        "Wire rope",
                        "5/8 in (16 mm), 35x7 rotation resistant, MBL 44,000 lb (196 kN)",
                    ],
                    ["Ambient temperature", "-4 °F to +113 °F (-20 °C to +45 °C)"],
                ],
            ),
        ),
    ],
    [
        ("h2", "2.2 Model range"),
        (
            "p",
            "The RMC range shares one pedestal design and one control system. Data for the other models is "
            "given for reference only; this manual applies to the RMC-2.5/12.",
        ),
        ("caption", "Table 2-2  RMC crane range"),
        (
            "table",
            dict(
                header=[
                    "Model",
                    "SWL lb (t)",
                    "Max outreach ft (m)",
                    "Hoist speed at SWL ft/min",
                    "Motor hp",
                    "Crane weight lb",
                ],
                widths=[1.1, 1.0, 1.1, 1.1, 0.7, 0.9],
                bold_first=True,
                align=["l", "c", "c", "c", "c", "c"],
                rows=[
                    ["RMC-1.5/10", "3,300 (1.5)", "32.8 (10.0)", "72", "20", "9,900"],
                    ["RMC-2.5/12", "5,500 (2.5)", "39.4 (12.0)", "82", "30", "14,300"],
                    ["RMC-3.5/14", "7,700 (3.5)", "45.9 (14.0)", "66", "40", "19,800"],
                    ["RMC-5/16", "11,000 (5.0)", "52.5 (16.0)", "59", "60", "27,500"],
                ],
            ),
        ),
        ("h2", "2.3 Load chart"),
        ("caption", "Table 2-3  Rated loads, RMC-2.5/12 (hook block and rope weight included)"),
        (
            "table",
            dict(
                header=["Radius ft (m)", "Rated load lb (kg)"],
                widths=[1, 1],
                align=["c", "c"],
                rows=[
                    ["8.2 – 29.5 (2.5 – 9.0)", "5,500 (2,500)"],
                    ["32.8 (10.0)", "4,950 (2,250)"],
                    ["36.1 (11.0)", "4,500 (2,040)"],
                    ["39.4 (12.0)", "4,100 (1,860)"],
                ],
            ),
        ),
        ("h2", "2.4 Fastener torques"),
        (
            "p",
            "Values are for lightly oiled threads and Grade 8 or Grade 5 bolts as listed. Tighten in a cross "
            "pattern in three passes: 30 %, 70 % and 100 % of the final value.",
        ),
        ("caption", "Table 2-4  Fastener torques"),
        (
            "table",
            dict(
                header=["No.", "Location", "Size / grade", "ft-lb", "N·m"],
                widths=[0.4, 2.2, 1.4, 0.6, 0.6],
                align=["c", "l", "l", "c", "c"],
                rows=[
                    ["1", "Slew bearing to pedestal", '3/4"-10 UNC, Gr. 8', "280", "380"],
                    ["2", "Slew bearing to crane house", '7/8"-9 UNC, Gr. 8', "450", "610"],
                    ["3", "Slew drive gearbox mounting", '5/8"-11 UNC, Gr. 8', "160", "217"],
                    ["4", "Hoist winch to boom", '5/8"-11 UNC, Gr. 8', "150", "203"],
                    ["5", "Hoist motor to winch gearbox", '1/2"-13 UNC, Gr. 8', "75", "102"],
                    ["6", "Electric motor to pump bellhousing", '1/2"-13 UNC, Gr. 5', "55", "75"],
                    ["7", "Pump to bellhousing", '3/8"-16 UNC, Gr. 8', "35", "47"],
                    ["8", "Boom foot pin keeper plate", '3/8"-16 UNC, Gr. 5', "30", "41"],
                ],
            ),
        ),
    ],
    [
        ("caption", "Table 2-4  Fastener torques (continued)"),
        (
            "table",
            dict(
                header=["No.", "Location", "Size / grade", "ft-lb", "N·m"],
                widths=[0.4, 2.2, 1.4, 0.6, 0.6],
                align=["c", "l", "l", "c", "c"],
                rows=[
                    ["9", "Luffing cylinder pin keeper plate", '1/2"-13 UNC, Gr. 5', "65", "88"],
                    ["10", "Boom tip sheave pin lock", '5/16"-18 UNC, Gr. 5', "18", "24"],
                    ["11", "Hook block side plates", '1/2"-13 UNC, Gr. 8', "70", "95"],
                    ["12", "Valve bank mounting", '3/8"-16 UNC, Gr. 5', "28", "38"],
                ],
            ),
        ),
        (
            "p",
            "Re-torque the slew bearing bolts (items 1 and 2) after the first 50 operating hours and then every "
            "12 months. Replace any slew bearing bolt that has been overloaded or loosened in service; do not "
            "re-use them.",
        ),
        ("h1", "Section 3 — Hydraulic System"),
        ("h2", "3.1 Description"),
        (
            "p",
            "The hydraulic power unit (HPU) is installed inside the crane pedestal. A 30 hp electric motor M-1 "
            "drives a load-sensing axial piston pump P-1 that delivers 24 gpm (91 L/min) at 1,800 rpm. The pump "
            "idles at its load-sensing standby pressure of 300 psi (20 bar) when no function is operated.",
        ),
        (
            "p",
            "The main relief valve RV-1 limits system pressure to 3,045 psi (210 bar). The three sections of "
            "the proportional valve bank (DCV-1 hoist, DCV-2 luff, DCV-3 slew) are operated by the joysticks at "
            "the control stand. Counterbalance valves CB-1 and CB-2 hold the load and the boom if a hose fails. "
            "The hoist winch brake is spring applied and hydraulically released; it opens fully at 350 psi "
            "(24 bar).",
        ),
        (
            "p",
            "Return oil passes through the air-blast oil cooler HX-1 and the 10 micron return filter F-2 before "
            "it enters the reservoir T-1. The filter bypass opens at 25 psi (1.7 bar) differential; the clogging "
            "indicator signals the control panel at 22 psi (1.5 bar).",
        ),
        ("h2", "3.2 Hydraulic fluid"),
        (
            "p",
            "Use an anti-wear hydraulic oil of ISO VG 46 where the ambient temperature stays above 32 °F (0 °C), "
            "and ISO VG 32 in cold service. Normal working temperature is 100–140 °F (38–60 °C). The cooler fan "
            "is started by its thermostat at 122 °F (50 °C), and the temperature switch TS-1 stops the pump "
            "motor at 176 °F (80 °C). Keep the oil clean to ISO 4406 code 18/16/13 or better.",
        ),
        (
            "box",
            (
                "CAUTION",
                "Never mix hydraulic oils of different makes or grades. Flush the system if the "
                "grade must be changed.",
            ),
        ),
    ],
    [
        ("h2", "3.3 Hydraulic schematic"),
        (
            "p",
            "Figure 3-1 shows the hydraulic circuit in simplified form. Tag numbers are stamped on the "
            "components and on the HPU piping.",
        ),
        ("draw", _cr_schematic),
        ("caption", "Figure 3-1  Hydraulic schematic, RMC-2.5/12 (simplified)"),
        (
            "table",
            dict(
                header=["Tag", "Component", "Tag", "Component"],
                widths=[0.5, 1.9, 0.5, 1.9],
                size=8.0,
                bold_first=True,
                rows=[
                    ["T-1", "Reservoir, 55 US gal", "CB-1", "Counterbalance valve, hoist"],
                    ["SR-1", "Suction strainer 125 µm", "CB-2", "Counterbalance valve, luffing"],
                    [
                        "P-1",
                        "Axial piston pump, load sensing",
                        "EV-1",
                        "Emergency lowering valve (on CB-1)",
                    ],
                    [
                        "M-1",
                        "Electric motor 30 hp",
                        "HM-1",
                        "Hoist motor with spring-applied brake",
                    ],
                    ["RV-1", "Main relief valve", "LC-1", "Luffing cylinder"],
                    ["PG-1", "Pressure gauge 0–5,000 psi", "SM-1", "Slew motor and gearbox"],
                    [
                        "DCV-1/2/3",
                        "Valve bank: hoist / luff / slew",
                        "HX-1",
                        "Air-blast oil cooler",
                    ],
                    ["LS-1", "Level switch", "F-2", "Return filter 10 µm with indicator"],
                    ["TS-1", "Temperature switch", "TP-3", "Test point / hand pump connection"],
                ],
            ),
        ),
    ],
    [
        ("h1", "Section 4 — Operation"),
        ("h2", "4.1 Pre-start checks"),
        (
            "list",
            [
                (0, "1.", "Check the oil level at the sight glass of reservoir T-1."),
                (
                    1,
                    "a.",
                    "With the boom in its rest, the level must be between the MIN and MAX marks.",
                ),
                (1, "b.", "Top up with the same grade only (see 3.2)."),
                (0, "2.", "Inspect the wire rope and the hook block."),
                (1, "a.", "Check that the hook safety latch closes freely."),
                (
                    1,
                    "b.",
                    "With the hook at its lowest working position at least 3 wraps must remain on the drum.",
                ),
                (0, "3.", "Release the boom rest lashing and the hook block lashing."),
                (
                    0,
                    "4.",
                    "Switch on power at the control stand. The panel runs a lamp test (all lamps lit for 3 s).",
                ),
                (
                    0,
                    "5.",
                    "Start the HPU and let it run for 5 minutes without load. Below 14 °F (-10 °C) run it until "
                    "the oil is at least 50 °F (10 °C) before lifting.",
                ),
                (
                    0,
                    "6.",
                    "Test the emergency stop and the limit switches (hoist upper limit, luffing upper and "
                    "lower limits).",
                ),
            ],
        ),
        ("h2", "4.2 Operating limits"),
        (
            "list",
            [
                (
                    0,
                    "•",
                    "Slew smoothly; maximum slewing speed 1.0 rpm. Stop slewing before reversing.",
                ),
                (
                    0,
                    "•",
                    "Lift vertically only. No side pull, no dragging of loads or hoses along the deck.",
                ),
                (
                    0,
                    "•",
                    "When the LMI reaches 90 % the warning lamp lights; at 100 % hoist up and boom down "
                    "are cut off.",
                ),
                (
                    0,
                    "•",
                    "Hose handling: use the hose saddle; never lift a hose that is still connected to "
                    "the shore manifold.",
                ),
            ],
        ),
        ("h2", "4.3 Emergency lowering"),
        (
            "box",
            (
                "WARNING",
                "Emergency lowering bypasses the counterbalance valve. Lower slowly and keep all "
                "persons clear of the load path.",
            ),
        ),
        ("p", "If power fails with a load suspended, lower the load as follows:"),
        (
            "list",
            [
                (0, "1.", "Make sure the area below the load is clear."),
                (
                    0,
                    "2.",
                    "Remove the cap of the emergency lowering valve EV-1 on the hoist counterbalance block CB-1.",
                ),
                (
                    0,
                    "3.",
                    "Connect the hand pump hose to test point TP-3 and pump until the winch brake releases "
                    "(approx. 350 psi).",
                ),
                (0, "4.", "Open EV-1 slowly, not more than 1/2 turn. The load descends."),
                (0, "5.", "Close EV-1 when the load is landed and refit the cap."),
            ],
        ),
    ],
    [
        ("h1", "Section 5 — Maintenance"),
        ("h2", "5.1 Maintenance schedule"),
        (
            "p",
            "Intervals are for normal duty. Shorten them in heavy service or in tropical conditions.",
        ),
        ("caption", "Table 5-1  Maintenance schedule (X = perform)"),
        (
            "table",
            dict(
                header=["Task", "Daily", "Weekly", "Monthly", "6 Months", "Yearly"],
                widths=[2.6, 0.55, 0.6, 0.65, 0.7, 0.6],
                align=["l", "c", "c", "c", "c", "c"],
                rows=[
                    ["Check hydraulic oil level", "X", "", "", "", ""],
                    ["Inspect wire rope, hook and safety latch", "X", "", "", "", ""],
                    ["Check hoses and fittings for leaks", "X", "", "", "", ""],
                    ["Grease slew bearing (6 nipples)", "", "X", "", "", ""],
                    ["Grease sheaves and boom pins", "", "X", "", "", ""],
                    ["Test limit switches and emergency stop", "", "X", "", "", ""],
                    ["Check slew gear backlash and pinion wear", "", "", "X", "", ""],
                    ["Oil sample for laboratory analysis", "", "", "", "X", ""],
                    ["Replace return filter element F-2", "", "", "", "X", ""],
                    ["Check slew gearbox oil level", "", "", "X", "", ""],
                    ["Re-torque slew bearing bolts", "", "", "", "", "X"],
                    ["Brake and load test witnessed by surveyor", "", "", "", "", "X"],
                ],
            ),
        ),
        (
            "p",
            "Change the hydraulic oil every 2,000 operating hours or every 2 years, whichever comes first, or "
            "earlier if the oil analysis shows water above 0.1 % or wear metals out of limits.",
        ),
        ("h2", "5.2 Lubrication"),
        (
            "p",
            "Use NLGI No. 2 lithium complex EP grease for all grease points. Grease the slew bearing while the "
            "crane is slowly slewed until fresh grease appears at the bearing seal. The slew gearbox is filled "
            "with ISO VG 220 EP gear oil, capacity 1.6 US qt (1.5 L); change it after the first 500 hours and "
            "then every 4,000 hours.",
        ),
    ],
    [
        ("h2", "5.3 Wire rope inspection"),
        (
            "p",
            "Inspect the rope in accordance with ISO 4309. Replace the rope when any of the following is "
            "found: 6 or more broken wires in one lay length or 3 in one strand; the rope diameter has "
            "decreased to 0.59 in (15.0 mm) or less; kinks, bird-caging or core protrusion; heavy corrosion "
            "or pitting. Replacement rope: Ridgeline P/N 25-4410-060, 5/8 in x 197 ft (16 mm x 60 m).",
        ),
        ("h2", "5.4 Changing the return filter element"),
        (
            "list",
            [
                (0, "1.", "Stop the HPU, lock out the motor starter and wait 5 minutes."),
                (0, "2.", "Unscrew the filter bowl of F-2."),
                (
                    1,
                    "a.",
                    "Hold a drip tray under the bowl; the bowl contains about 1 US qt of oil.",
                ),
                (1, "b.", "Discard the old element and the bowl O-ring."),
                (
                    0,
                    "3.",
                    "Clean the bowl with clean hydraulic oil. Do not use rags that shed fibres.",
                ),
                (
                    0,
                    "4.",
                    "Fit the new element P/N 31-1002-010 and a new O-ring lubricated with hydraulic oil.",
                ),
                (
                    0,
                    "5.",
                    "Screw the bowl in hand tight plus 1/4 turn, start the HPU and check for leaks.",
                ),
                (0, "6.", "Reset the clogging indicator and log the change."),
            ],
        ),
        ("h2", "5.5 Brake and load tests"),
        (
            "p",
            "The hoist brake must hold a static test load of 1.25 x SWL = 6,875 lb (3,125 kg) for 10 minutes "
            "without slipping. The dynamic test is made with 1.1 x SWL = 6,050 lb (2,750 kg) through all "
            "motions at reduced speed. Tests are to be witnessed by the classification surveyor and recorded "
            "in the crane register.",
        ),
        (
            "box",
            (
                "CAUTION",
                "During the static test the LMI cut-off must be bypassed with the key switch in the "
                "control stand. Return the key switch to NORMAL and remove the key after the test.",
            ),
        ),
        (
            "p",
            "After any test check the slew bearing bolts (Table 2-4, items 1 and 2), the boom foot pins and "
            "the hook block for deformation or cracks.",
        ),
    ],
    [
        ("h1", "Section 6 — Troubleshooting"),
        ("h2", "6.1 Troubleshooting chart"),
        (
            "table",
            dict(
                header=["Fault", "Possible cause", "Action"],
                widths=[1.3, 1.6, 1.8],
                size=8.4,
                rows=[
                    [
                        "HPU does not start",
                        "E-stop pressed; oil level low (LS-1); motor overload tripped",
                        "Reset E-stop; top up reservoir; reset thermal relay after 10 min",
                    ],
                    [
                        "Crane will not lift rated load, motor runs",
                        "Main relief valve RV-1 set too low or leaking; pump worn",
                        "Check pressure at PG-1 with hoist stalled against the upper limit; reset RV-1 to 3,045 psi",
                    ],
                    [
                        "Load creeps down with joystick in neutral",
                        "Counterbalance valve CB-1 contaminated or out of "
                        "adjustment; hoist brake worn",
                        "Clean / reset CB-1; check brake release pressure and brake discs",
                    ],
                    [
                        "Boom drifts down",
                        "CB-2 leaking; luffing cylinder seals worn",
                        "Test CB-2; replace seal kit P/N 33-2201-115",
                    ],
                    [
                        "Oil temperature too high",
                        "Cooler fan not running; cooler fins dirty; relief valve blowing",
                        "Check fan thermostat (122 °F); clean HX-1; check RV-1",
                    ],
                    [
                        "Jerky slewing",
                        "Air in slew circuit; slew gear backlash too large",
                        "Bleed slew motor lines; check backlash (monthly task)",
                    ],
                    [
                        "Noisy pump",
                        "Suction strainer SR-1 blocked; oil level low; cold oil",
                        "Clean SR-1; top up; warm up oil (see 4.1 step 5)",
                    ],
                    [
                        "Hoist does not stop at upper limit",
                        "Limit switch lever bent or switch faulty",
                        "Stop crane with E-stop; repair switch before further use",
                    ],
                ],
            ),
        ),
    ],
    [
        ("h2", "6.2 Control panel fault codes"),
        (
            "p",
            "Fault codes are shown on the display of the control stand. The HPU stops on codes marked *.",
        ),
        (
            "table",
            dict(
                header=["Code", "Display", "Meaning / action"],
                widths=[0.5, 1.3, 3.0],
                size=8.4,
                bold_first=True,
                rows=[
                    [
                        "E01*",
                        "OIL LEVEL LOW",
                        "Level switch LS-1 open. Top up reservoir T-1, check for leaks.",
                    ],
                    [
                        "E02*",
                        "OIL TEMP HIGH",
                        "TS-1 above 176 °F (80 °C). Check cooler fan and HX-1 fins.",
                    ],
                    [
                        "E03",
                        "FILTER CLOGGED",
                        "Return filter F-2 at 22 psi differential. Replace element within 8 hours.",
                    ],
                    [
                        "E04",
                        "LMI OVERLOAD",
                        "Load moment above 100 %. Hoist up and boom down blocked; lower the load or "
                        "reduce radius.",
                    ],
                    [
                        "E05*",
                        "MOTOR OVERLOAD",
                        "Thermal relay tripped. Reset after 10 minutes; check motor current.",
                    ],
                    ["E06*", "PHASE FAILURE", "Supply phase missing or wrong phase sequence."],
                    [
                        "E08",
                        "ANGLE SENSOR FAULT",
                        "Boom angle sensor signal lost. LMI not available; crane must not be "
                        "used for lifting.",
                    ],
                    [
                        "E09*",
                        "E-STOP ACTIVE",
                        "Emergency stop pressed. Release and reset at control stand.",
                    ],
                ],
            ),
        ),
        ("h1", "Section 7 — Parts"),
        ("h2", "7.1 Recommended spare parts"),
        ("p", "Quote the crane serial number from the pedestal nameplate with every order."),
        (
            "table",
            dict(
                header=["Item", "Part No.", "Description", "Qty"],
                widths=[0.45, 1.2, 3.0, 0.45],
                size=8.4,
                align=["c", "l", "l", "c"],
                rows=[
                    ["1", "25-4410-060", "Wire rope 5/8 in x 197 ft, rotation resistant", "1"],
                    ["2", "25-3120-004", "Hook block 2.5 t with swivel and safety latch", "1"],
                    ["3", "31-1002-010", "Return filter element 10 µm", "2"],
                    ["4", "31-1005-003", "Suction strainer element 125 µm", "1"],
                    ["5", "33-2201-115", "Seal kit, luffing cylinder LC-1", "1"],
                    ["6", "33-2202-080", "Seal kit, hoist motor HM-1", "1"],
                    ["7", "41-0640-002", "Limit switch, hoist upper limit", "1"],
                    ["8", "41-0711-006", "Joystick, 2-axis, spring return", "1"],
                    ["9", "45-0118-030", "Temperature switch TS-1, 176 °F", "1"],
                    ["10", "45-0121-001", "Level switch LS-1", "1"],
                    ["11", "52-9000-046", "Hydraulic oil ISO VG 46, 5 US gal pail", "12"],
                ],
            ),
        ),
    ],
]

CRANE = dict(
    file="ridgeline-rmc25-provision-crane.pdf",
    maker="Ridgeline Marine Hydraulics, Inc.",
    title="RMC-2.5/12 Provision & Hose Handling Crane - Operation, Service and Parts Manual",
    style=_CR_STYLE,
    chrome=_cr_chrome,
    pages=_CR_PAGES,
)


# ================================================================ 2. Dongsan windlass (translated English)

_WL_STYLE = dict(
    font="tiro",
    bold="tibo",
    ital="tiit",
    size=10.0,
    hcolor=(0, 0, 0),
    left=58.0,
    right=58.0,
    top=74.0,
    bottom=778.0,
    col_rule=True,
    fill=(0.9, 0.9, 0.9),
)


def _wl_chrome(P: _Page, n: int, total: int) -> None:
    P.text(58, 36, ["DSW-E76 / DSM-E15"], "tibo", 9)
    t = "INSTRUCTION MANUAL FOR ELECTRIC WINDLASS AND MOORING WINCH"
    P.text(PW - 58 - P.width(t, "tiro", 8), 37, [t], "tiro", 8)
    P.page.draw_line((58, 50), (PW - 58, 50), width=0.8)
    P.page.draw_line((58, 52.5), (PW - 58, 52.5), width=0.3)
    t = f"- {n} -"
    P.text((PW - P.width(t, "tiro", 9)) / 2, 802, [t], "tiro", 9)
    P.text(58, 802, ["DONGSAN MARINE MACHINERY"], "tiro", 7.5, color=(0.35, 0.35, 0.35))


def _wl_cover(P: _Page) -> float:
    pg = P.page
    pg.draw_rect(pymupdf.Rect(40, 40, PW - 40, PH - 40), color=(0, 0, 0), width=2)
    pg.draw_rect(pymupdf.Rect(46, 46, PW - 46, PH - 46), color=(0, 0, 0), width=0.6)
    P.para(46, 150, PW - 92, "INSTRUCTION MANUAL", "tibo", 26, align="center")
    P.para(46, 215, PW - 92, "ELECTRIC ANCHOR WINDLASS", "tibo", 16, align="center")
    P.para(46, 240, PW - 92, "AND MOORING WINCH", "tibo", 16, align="center")
    P.para(46, 300, PW - 92, "TYPE : DSW-E76  (WINDLASS)", "tiro", 13, align="center")
    P.para(46, 322, PW - 92, "TYPE : DSM-E15  (MOORING WINCH)", "tiro", 13, align="center")
    P.para(46, 400, PW - 92, "HULL No. : S-2217 / S-2218", "tiro", 11, align="center")
    P.para(46, 420, PW - 92, "DRAWING No. : DS-IM-7615-00", "tiro", 11, align="center")
    P.para(46, 640, PW - 92, "DONGSAN MARINE MACHINERY CO., LTD.", "tibo", 15, align="center")
    P.para(46, 664, PW - 92, "Changwon, Korea", "tiro", 11, align="center")
    return 700.0


_WL_PAGES: list[list[Block]] = [
    [("cover", _wl_cover)],
    [
        ("h1", "CONTENTS"),
        (
            "toc",
            [
                ("1.", "GENERAL", 2),
                ("2.", "PRINCIPAL PARTICULARS", 3),
                ("3.", "CONSTRUCTION", 4),
                ("4.", "OPERATION", 5),
                ("5.", "ADJUSTMENT OF BAND BRAKE", 6),
                ("6.", "MAINTENANCE AND LUBRICATION", 7),
                ("7.", "TROUBLE SHOOTING", 8),
                ("8.", "ELECTRIC EQUIPMENT", 9),
                ("9.", "PARTS LIST", 10),
            ],
        ),
        ("h1", "1. GENERAL"),
        ("h2", "1.1 Introduction"),
        (
            "p",
            "This instruction manual is prepared for the electric driven anchor windlass and mooring winch "
            "supplied by our company. Please read this manual carefully before the operation and keep it near "
            "the machine always. For the good performance and long life of machine, the correct operation and "
            "the periodical maintenance is very important.",
        ),
        ("h2", "1.2 Scope of supply (per ship)"),
        (
            "table",
            dict(
                header=["Equipment", "Type", "Q'ty", "Location"],
                widths=[2.0, 1.2, 0.6, 2.0],
                align=["l", "l", "c", "l"],
                rows=[
                    [
                        "Anchor windlass with one warping end",
                        "DSW-E76",
                        "2 sets",
                        "Forecastle deck, P & S",
                    ],
                    ["Mooring winch, double drum", "DSM-E15", "4 sets", "2 sets fore, 2 sets aft"],
                    [
                        "Starter panel / push button box",
                        "DS-SP55 / DS-SP45",
                        "6 sets",
                        "Bosun store / deck",
                    ],
                ],
            ),
        ),
        (
            "p",
            "The machine is designed according to ISO 7825 and the rules of the classification society. "
            "Please do not make any modification of the machine without the agreement of the maker.",
        ),
        (
            "box",
            (
                "CAUTION",
                "Please take care that only the trained person operates the windlass. During "
                "operation, nobody shall stand in the line of the chain cable or of the mooring rope.",
            ),
        ),
    ],
    [
        ("h1", "2. PRINCIPAL PARTICULARS"),
        ("h2", "2.1 Anchor windlass (DSW-E76)"),
        (
            "table",
            dict(
                ruled=False,
                widths=[1.4, 3.0],
                bold_first=True,
                size=9.6,
                rows=[
                    ["Type", "Electric motor driven, single cable lifter with one warping end"],
                    ["Chain cable", "Ø 76 mm, Grade U3, stud link"],
                    ["Nominal pull", "25,4 t  ×  9 m/min"],
                    ["Overload pull", "38,1 t (1,5 × nominal pull) for 2 min"],
                    ["Brake holding load", "203 t (45 % of chain breaking load)"],
                    ["Warping end", "10 t  ×  15 m/min"],
                    ["Light line speed", "min. 27 m/min"],
                    ["Cable lifter", "5 whelps, cast steel"],
                    [
                        "Electric motor",
                        "55 kW, AC 440 V, 60 Hz, 3 ph, 3-speed pole change, 30 min rating, IP 56",
                    ],
                    ["Gear reduction", "Enclosed gear box (2 stage) + open spur gear"],
                    ["Gear oil", "ISO VG 220 EP, abt. 85 L"],
                    ["Weight", "abt. 13 500 kg"],
                ],
            ),
        ),
        ("h2", "2.2 Mooring winch (DSM-E15)"),
        (
            "table",
            dict(
                ruled=False,
                widths=[1.4, 3.0],
                bold_first=True,
                size=9.6,
                rows=[
                    [
                        "Type",
                        "Electric motor driven, double drum (split drum: tension part / storage part)",
                    ],
                    ["Rated pull", "15 t  ×  15 m/min (first layer)"],
                    ["Light line speed", "45 m/min"],
                    ["Brake holding load", "48 t (80 % of rope MBL)"],
                    ["Drum capacity", "200 m  ×  Ø 42 mm rope (storage part)"],
                    [
                        "Electric motor",
                        "45 kW, AC 440 V, 60 Hz, 3 ph, 3-speed pole change, 30 min rating",
                    ],
                    ["Gear oil", "ISO VG 220 EP, abt. 60 L"],
                    ["Weight", "abt. 9 800 kg"],
                ],
            ),
        ),
        (
            "pi",
            "Remark: the pull is measured at the 1st layer of rope and at the pitch circle of the cable lifter.",
        ),
    ],
    [
        ("h1", "3. CONSTRUCTION"),
        (
            "cols",
            (
                [
                    ("h3", "3.1 Cable lifter"),
                    (
                        "p",
                        "The cable lifter (gypsy) is made of cast steel and has 5 whelps which are suitable for "
                        "Ø 76 mm stud link chain. The cable lifter is loose on the main shaft and is connected "
                        "to the main gear by the dog clutch.",
                    ),
                    ("h3", "3.2 Band brake"),
                    (
                        "p",
                        "The band brake is the screw type operated by the handwheel. The brake band is lined "
                        "with the non-asbestos woven lining, thickness 20 mm when new. The lining is fixed "
                        "with countersunk copper rivets. When the handwheel is turned clockwise the brake is "
                        "applied.",
                    ),
                    ("h3", "3.3 Clutch"),
                    (
                        "p",
                        "The dog clutch is engaged and disengaged by the clutch lever. Please take care that "
                        "the clutch is only engaged or disengaged when the cable lifter is completely stopped "
                        "and the band brake is applied. Never operate the clutch lever under load.",
                    ),
                    ("h3", "3.4 Gear box"),
                ],
                [
                    (
                        "p",
                        "The main reduction gear is enclosed in the gear box and lubricated by oil bath. The oil "
                        "level must be kept between H and L marks of the dipstick. The open spur gear and the "
                        "bearings of the main shaft are lubricated with grease by grease nipples.",
                    ),
                    ("h3", "3.5 Motor brake"),
                    (
                        "p",
                        "The electric motor is equipped with the electro-magnetic disc brake. The brake is "
                        "applied automatically by spring when the power is off or the controller is in the "
                        "neutral position. The air gap of the motor brake must be kept within 0,3 ~ 0,5 mm. "
                        "When the gap is over 0,8 mm, please adjust it.",
                    ),
                    ("h3", "3.6 Mooring winch"),
                    (
                        "p",
                        "The mooring winch has the split drum, the tension part and the storage part. Each drum "
                        "has the band brake of the same construction as the windlass, lining thickness 16 mm "
                        "when new. The drum clutch is the same dog type. The warping head is fixed on the "
                        "gear shaft and turns always when the motor is running.",
                    ),
                    ("box", ("NOTE", "Automatic tension function is not fitted on this type.")),
                ],
            ),
        ),
    ],
    [
        ("h1", "4. OPERATION"),
        (
            "cols",
            (
                [
                    ("h3", "4.1 Before operation"),
                    (
                        "list",
                        [
                            (0, "1)", "Check the oil level of gear box."),
                            (0, "2)", "Supply the grease to the nipples (see Chapter 6)."),
                            (
                                0,
                                "3)",
                                "Turn on the power of starter panel. The space heater is switched off "
                                "automatically.",
                            ),
                            (
                                0,
                                "4)",
                                "Run the motor at the 1st speed with the clutch disengaged for abt. "
                                "3 minutes and check the abnormal noise or vibration.",
                            ),
                        ],
                    ),
                    ("h3", "4.2 Letting go the anchor"),
                    (
                        "list",
                        [
                            (0, "1)", "Apply the band brake firmly."),
                            (0, "2)", "Disengage the clutch."),
                            (
                                1,
                                "a)",
                                "If the clutch is hard to move, turn the cable lifter slightly by the "
                                "motor before the brake is applied.",
                            ),
                            (1, "b)", "Lock the clutch lever by the lock pin."),
                            (0, "3)", "Remove the chain stopper (bar or guillotine type)."),
                            (
                                0,
                                "4)",
                                "Release the band brake gradually by the handwheel, and let go the anchor.",
                            ),
                            (
                                0,
                                "5)",
                                "Please control the chain speed by the brake so that it is kept within "
                                "3 ~ 5 m/s. Too high speed makes the damage of the brake lining.",
                            ),
                            (
                                0,
                                "6)",
                                "After the required length is paid out, apply the band brake and set the "
                                "chain stopper.",
                            ),
                        ],
                    ),
                ],
                [
                    ("h3", "4.3 Heaving up the anchor"),
                    (
                        "list",
                        [
                            (0, "1)", "Engage the clutch and confirm the lock pin."),
                            (0, "2)", "Release the chain stopper and the band brake."),
                            (
                                0,
                                "3)",
                                "Heave up the anchor by the controller. Use the 1st speed when the anchor "
                                "leaves the sea bottom and when the anchor comes into the hawse pipe.",
                            ),
                            (
                                0,
                                "4)",
                                "When the anchor is housed, apply the band brake and set the chain stopper, "
                                "then disengage the clutch.",
                            ),
                        ],
                    ),
                    (
                        "p",
                        "ATTENTION: Continuous operation at the nominal pull must not exceed 30 minutes. The "
                        "windlass is not designed to hold the ship at anchor; the load must be taken by the "
                        "chain stopper and the band brake.",
                    ),
                    ("h3", "4.4 Warping and mooring"),
                    (
                        "p",
                        "For the warping with the warping end, disengage the clutch of cable lifter. Please keep "
                        "minimum 4 turns of rope on the warping end. At the mooring winch, the rope must be "
                        "wound to the drum so that the rope is pulled from the lower side of drum.",
                    ),
                    (
                        "p",
                        "The mooring rope should not be left on the tension drum with the brake only for long "
                        "time in the heavy weather; please adjust the rope tension periodically.",
                    ),
                ],
            ),
        ),
    ],
    [
        ("h1", "5. ADJUSTMENT OF BAND BRAKE"),
        (
            "p",
            "The brake holding power is reduced when the lining is worn or when the brake band is not fitted "
            "correctly to the drum. Please check the lining thickness every 3 months and adjust the brake by "
            "the following procedure. The work must be done with the anchor secured by the chain stopper.",
        ),
        (
            "table",
            dict(
                header=["Step", "Work", "Remark"],
                widths=[0.5, 3.2, 1.8],
                align=["c", "l", "l"],
                rows=[
                    [
                        "1",
                        "Secure the chain by the chain stopper and disengage the clutch.",
                        "Anchor must not hang on the brake.",
                    ],
                    ["2", "Release the brake fully by turning the handwheel counterclockwise.", ""],
                    [
                        "3",
                        "Measure the lining thickness at 6 points along the band.",
                        "New 20 mm. Replace when 8 mm or less.",
                    ],
                    [
                        "4",
                        "Adjust the stopper bolts of brake band so that the clearance between lining and drum is "
                        "uniform.",
                        "Clearance 1,0 ~ 1,5 mm",
                    ],
                    [
                        "5",
                        "Adjust the length of the tension rod by the turnbuckle so that the brake is fully applied "
                        "when the handwheel is turned 3 ~ 4 turns from full open.",
                        "Lock the turnbuckle nut.",
                    ],
                    [
                        "6",
                        "Apply the brake with the handwheel by hand force.",
                        "Handwheel force abt. 35 kgf",
                    ],
                    ["7", "Carry out the brake test if the lining was renewed (see 5.2).", ""],
                ],
            ),
        ),
        ("h2", "5.1 Renewal of brake lining"),
        (
            "p",
            "Please remove the brake band from the machine and cut off the old rivets. New lining must be fitted "
            "closely to the band; the rivet head must be min. 5 mm below the lining surface. After the renewal, "
            "operate the windlass with light load and apply the brake several times for the bedding of lining.",
        ),
        ("h2", "5.2 Brake test"),
        (
            "p",
            "The brake holding test is carried out by the static load test with a hydraulic jack or by the "
            "calculation of the handwheel torque according to the maker's test certificate. The brake must "
            "hold 45 % of the chain breaking load without slip. For the mooring winch the brake must render "
            "at 80 % of rope MBL; brake slip test is recommended every 12 months.",
        ),
    ],
    [
        ("h1", "6. MAINTENANCE AND LUBRICATION"),
        ("h2", "6.1 Periodical inspection"),
        (
            "table",
            dict(
                header=["Inspection item", "Before use", "3 months", "6 months", "Yearly"],
                widths=[2.8, 0.8, 0.8, 0.8, 0.7],
                align=["l", "c", "c", "c", "c"],
                rows=[
                    ["Oil level of gear box", "O", "", "", ""],
                    ["Abnormal noise, vibration, heating", "O", "", "", ""],
                    ["Brake lining thickness", "", "O", "", ""],
                    ["Air gap of motor brake", "", "O", "", ""],
                    ["Wear of cable lifter whelps", "", "", "O", ""],
                    ["Foundation bolts tightness", "", "", "O", ""],
                    ["Insulation resistance of motor", "", "", "O", ""],
                    ["Gear tooth contact (open gear)", "", "", "", "O"],
                    ["Brake test", "", "", "", "O"],
                ],
            ),
        ),
        ("h2", "6.2 Lubrication"),
        (
            "table",
            dict(
                header=["Lubrication point", "Lubricant", "Quantity", "Interval"],
                widths=[2.0, 1.6, 0.9, 1.9],
                rows=[
                    [
                        "Gear box (windlass)",
                        "Gear oil ISO VG 220 EP",
                        "abt. 85 L",
                        "First change after 500 hours, then every 2 years",
                    ],
                    [
                        "Gear box (mooring winch)",
                        "Gear oil ISO VG 220 EP",
                        "abt. 60 L",
                        "First change after 500 hours, then every 2 years",
                    ],
                    ["Open spur gear", "Open gear compound", "Coat", "Every 1 month"],
                    ["Main shaft bearings", "Grease NLGI No. 2", "Nipple", "Every 1 month"],
                    ["Cable lifter bush", "Grease NLGI No. 2", "Nipple", "Before each use"],
                    ["Clutch sliding part", "Grease NLGI No. 2", "Coat", "Every 1 month"],
                    ["Brake linkage pins", "Grease NLGI No. 2", "Nipple", "Every 3 months"],
                ],
            ),
        ),
        (
            "p",
            "Please take care that the gear oil is not mixed with the sea water. If the oil becomes milky, "
            "change the oil immediately and check the seal of the shaft.",
        ),
    ],
    [
        ("h1", "7. TROUBLE SHOOTING"),
        (
            "table",
            dict(
                header=["Trouble", "Cause", "Remedy"],
                widths=[1.5, 2.0, 2.0],
                rows=[
                    [
                        "Motor does not start",
                        "Power is not supplied; thermal relay or thermistor is tripped",
                        "Check the starter panel; reset after motor is cooled",
                    ],
                    [
                        "Motor runs but cable lifter does not turn",
                        "Clutch is not engaged",
                        "Engage the clutch with the motor stopped",
                    ],
                    [
                        "Brake slips",
                        "Lining worn or oily; band clearance too large",
                        "Clean or renew lining; adjust by Chapter 5",
                    ],
                    [
                        "Brake becomes hot",
                        "Brake is not fully released during heaving",
                        "Release the handwheel fully",
                    ],
                    [
                        "Abnormal noise of gear box",
                        "Oil shortage; bearing damaged",
                        "Supply oil; replace bearing",
                    ],
                    [
                        "Motor stops during heaving",
                        "Overload; anchor is caught at sea bottom",
                        "Use the main engine to move the ship; do not repeat the starting",
                    ],
                    [
                        "Motor brake does not release",
                        "Air gap too large; brake coil burnt",
                        "Adjust gap to 0,3 ~ 0,5 mm; replace coil",
                    ],
                    [
                        "Rope is not spooled well",
                        "Wrong winding direction; rope tension too low",
                        "Rewind the rope from lower side with tension",
                    ],
                ],
            ),
        ),
        (
            "p",
            "If the trouble cannot be solved by above, please contact our service department with the "
            "type, serial No. and hull No. of the machine.",
        ),
    ],
    [
        ("h1", "8. ELECTRIC EQUIPMENT"),
        (
            "cols",
            (
                [
                    ("h3", "8.1 Starter panel"),
                    (
                        "p",
                        "The starter panel is the pole change type with the magnetic contactors for 3 speeds. "
                        "The panel is installed in the bosun store and the controller (master switch) is on the "
                        "deck near the windlass. The change of speed is made in order 1st - 2nd - 3rd with the "
                        "time delay of abt. 1 second.",
                    ),
                    ("h3", "8.2 Protection"),
                    (
                        "list",
                        [
                            (0, "-", "Overcurrent relay for each speed winding"),
                            (0, "-", "Thermistor in motor winding, trip at 145 °C"),
                            (
                                0,
                                "-",
                                "3rd speed is automatically changed to 2nd speed when the motor current "
                                "exceeds 110 % of rated current",
                            ),
                            (0, "-", "Emergency stop push button on controller"),
                        ],
                    ),
                ],
                [
                    ("h3", "8.3 Space heater"),
                    (
                        "p",
                        "The motor has the space heater of AC 220 V, 100 W. It is switched on automatically when "
                        "the motor is stopped, for preventing the condensation of moisture.",
                    ),
                    ("h3", "8.4 Insulation"),
                    (
                        "p",
                        "Measure the insulation resistance of the motor with 500 V megger every 6 months. The "
                        "insulation resistance must be min. 1 Megohm. If it is lower, dry the motor by the space "
                        "heater or by hot air not exceeding 80 °C.",
                    ),
                    ("h3", "8.5 Indication"),
                    (
                        "p",
                        "The starter panel has the lamps of POWER (white), RUN (green) and OVERLOAD (amber).",
                    ),
                ],
            ),
        ),
    ],
    [
        ("h1", "9. PARTS LIST"),
        (
            "p",
            "When ordering the spare parts, please inform the type, serial No., part No. and drawing No.",
        ),
        (
            "table",
            dict(
                header=["No.", "Part name", "Drawing No.", "Q'ty/set", "Material", "Remark"],
                widths=[0.4, 1.9, 1.3, 0.6, 1.0, 1.0],
                align=["c", "l", "l", "c", "l", "l"],
                size=8.8,
                rows=[
                    ["1", "Cable lifter", "DS7615-101", "1", "SC 450", ""],
                    ["2", "Main shaft", "DS7615-102", "1", "S45C", ""],
                    ["3", "Brake band", "DS7615-211", "1", "SS 400", ""],
                    ["4", "Brake lining", "DS7615-212", "3", "Non-asbestos", "Spare"],
                    ["5", "Rivet for lining", "DS7615-213", "60", "Copper", "Spare"],
                    ["6", "Clutch (dog type)", "DS7615-305", "1", "SCM 440", ""],
                    ["7", "Clutch lever", "DS7615-306", "1", "SS 400", ""],
                    ["8", "Warping end", "DS7615-401", "1", "FC 250", ""],
                    ["9", "Oil seal 180x210x15", "DS7615-522", "2", "NBR", "Spare"],
                    ["10", "Motor brake disc", "DS7615-610", "1", "", "Spare"],
                    ["11", "Grease nipple M10", "DS7615-701", "12", "Brass", ""],
                ],
            ),
        ),
    ],
]

WINDLASS = dict(
    file="dongsan-dsw76-windlass-mooring-winch.pdf",
    maker="Dongsan Marine Machinery Co., Ltd.",
    title="Instruction Manual - Electric Anchor Windlass DSW-E76 and Mooring Winch DSM-E15",
    style=_WL_STYLE,
    chrome=_wl_chrome,
    pages=_WL_PAGES,
)


# ================================================================ 3. Calder & Moray central cooling (formal)

_CC_STYLE = dict(
    font="helv",
    bold="hebo",
    ital="heit",
    size=9.0,
    hcolor=(0.0, 0.33, 0.33),
    left=66.0,
    right=56.0,
    top=76.0,
    bottom=780.0,
    fill=(0.85, 0.92, 0.92),
)


def _cc_chrome(P: _Page, n: int, total: int) -> None:
    P.page.draw_rect(pymupdf.Rect(0, 0, 20, PH), color=None, fill=(0.0, 0.33, 0.33))
    P.text(66, 34, ["Calder & Moray Heat Transfer Ltd"], "helv", 8, color=(0.0, 0.33, 0.33))
    t = "CCU-650 Central Cooling Unit — Instruction Manual"
    P.text(PW - 56 - P.width(t, "hebo", 8), 34, [t], "hebo", 8)
    P.page.draw_line((66, 47), (PW - 56, 47), width=0.5)
    P.page.draw_line((66, 798), (PW - 56, 798), width=0.5)
    P.text(66, 804, ["CMH-IM-650  Issue 4"], "helv", 7.5)
    t = f"Page {n} of {total}"
    P.text(PW - 56 - P.width(t, "helv", 8), 804, [t], "helv", 8)


def _cc_cover(P: _Page) -> float:
    pg = P.page
    pg.draw_rect(pymupdf.Rect(0, 0, 150, PH), color=None, fill=(0.0, 0.33, 0.33))
    P.text(175, 110, ["CALDER & MORAY"], "hebo", 24, color=(0.0, 0.33, 0.33))
    P.text(175, 140, ["HEAT TRANSFER LTD  ·  GREENOCK  ·  SCOTLAND"], "helv", 9)
    P.text(175, 300, ["Central Cooling Unit"], "hebo", 26)
    P.text(175, 336, ["CCU-650"], "hebo", 40, color=(0.0, 0.33, 0.33))
    P.text(
        175,
        400,
        [
            "2 × CM-PX 650 plate heat exchangers",
            "2 × CM-VP 200 sea water pumps",
            "2 × CM-VP 180 LT fresh water pumps",
            "1 × CM-VP 120 harbour pump",
            "Temperature control valve and control panel",
        ],
        "helv",
        11,
        1.5,
    )
    P.text(175, 560, ["INSTALLATION, OPERATION AND", "MAINTENANCE INSTRUCTIONS"], "hebo", 14, 1.3)
    P.text(175, 720, ["Document CMH-IM-650, Issue 4, 2022-09"], "helv", 9)
    return 740.0


def _cc_schematic(P: _Page, x0: float, y: float, x1: float) -> float:
    h = 310.0
    pg = P.page
    pg.draw_rect(pymupdf.Rect(x0, y, x1, y + h), color=(0, 0, 0), width=0.6)
    sw = (0.0, 0.3, 0.75)
    fw = (0.0, 0.55, 0.2)
    # sea chest, strainer
    pg.draw_rect(pymupdf.Rect(x0 + 12, y + 272, x0 + 62, y + 298), color=(0, 0, 0), width=0.8)
    _lbl(P, x0 + 37, y + 285, "SEA CHEST", 6)
    _line(P, [(x0 + 37, y + 272), (x0 + 37, y + 215), (x0 + 80, y + 215)], 1.2, color=sw)
    pg.draw_rect(
        pymupdf.Rect(x0 + 31, y + 232, x0 + 43, y + 248), color=(0, 0, 0), fill=(1, 1, 1), width=0.7
    )
    _lbl(P, x0 + 15, y + 240, "ST-1", 6.3)
    # SW pumps
    _line(P, [(x0 + 80, y + 180), (x0 + 80, y + 250)], 1.2, color=sw)
    for py, pt, vs, vd in [(y + 180, "P-1", "V-101", "V-103"), (y + 250, "P-2", "V-102", "V-104")]:
        _line(P, [(x0 + 80, py), (x0 + 109, py)], 1.2, color=sw)
        _line(P, [(x0 + 131, py), (x0 + 175, py)], 1.2, color=sw)
        _valve(P, x0 + 95, py, vs)
        _pump(P, x0 + 120, py, pt)
        _valve(P, x0 + 155, py, vd)
    _line(P, [(x0 + 175, y + 250), (x0 + 175, y + 160), (x0 + 300, y + 160)], 1.2, color=sw)
    _circle_tag(P, x0 + 198, y + 198, 10, "PT-01")
    _line(P, [(x0 + 175, y + 198), (x0 + 188, y + 198)], 0.6)
    # PHEs
    for hx, tag, vin, vout in [
        (x0 + 215, "HX-1", "V-105", "V-107"),
        (x0 + 285, "HX-2", "V-106", "V-108"),
    ]:
        pg.draw_rect(pymupdf.Rect(hx, y + 65, hx + 30, y + 135), color=(0, 0, 0), width=1.1)
        for k in range(1, 6):
            pg.draw_line((hx + 5 * k, y + 68), (hx + 5 * k, y + 132), width=0.3)
        _lbl(P, hx + 15, y + 58, tag, 7, "hebo")
        _line(P, [(hx + 7, y + 160), (hx + 7, y + 135)], 1.2, color=sw)
        _valve(P, hx + 7, y + 148, vin, vertical=True)
        _line(P, [(hx + 7, y + 65), (hx + 7, y + 30)], 1.2, color=sw)
        _valve(P, hx + 7, y + 45, vout, vertical=True)
    _line(P, [(x0 + 292, y + 30), (x0 + 30, y + 30)], 1.2, color=sw)
    _lbl(P, x0 + 30, y + 20, "OVERBOARD", 6, center=False)
    _valve(P, x0 + 130, y + 30, "V-109", above=False)
    _circle_tag(P, x0 + 175, y + 50, 10, "TT-02")
    _line(P, [(x0 + 175, y + 30), (x0 + 175, y + 40)], 0.6)
    _circle_tag(P, x0 + 265, y + 108, 10, "DPT-05")
    # FW side
    fx = x0 + 360
    _line(P, [(x0 + 238, y + 75), (x0 + 238, y + 85), (x0 + 250, y + 85)], 1.2, color=fw)
    _line(P, [(x0 + 308, y + 75), (x0 + 308, y + 85), (fx, y + 85)], 1.2, color=fw)
    _line(P, [(x0 + 250, y + 85), (x0 + 308, y + 85)], 1.2, color=fw)
    pg.draw_polyline(
        [(fx, y + 77), (fx + 16, y + 93), (fx + 16, y + 77), (fx, y + 93), (fx, y + 77)],
        color=(0, 0, 0),
        width=0.9,
    )
    _lbl(P, fx + 8, y + 68, "TCV-01", 7, "hebo")
    _line(P, [(fx + 16, y + 85), (x1 - 10, y + 85)], 1.2, color=fw)
    _lbl(P, x1 - 60, y + 76, "TO LT CONSUMERS", 6)
    _circle_tag(P, fx + 50, y + 60, 10, "TT-03")
    _line(P, [(fx + 50, y + 85), (fx + 50, y + 70)], 0.6)
    _line(P, [(fx + 8, y + 93), (fx + 8, y + 215)], 1.0, dashes="[3] 2", color=fw)
    _lbl(P, fx - 12, y + 150, "bypass", 6)
    # FW pumps
    _line(P, [(x1 - 10, y + 215), (x0 + 440, y + 215)], 1.2, color=fw)
    _lbl(P, x1 - 55, y + 225, "FROM LT CONSUMERS", 6)
    _line(P, [(x0 + 440, y + 180), (x0 + 440, y + 250)], 1.2, color=fw)
    for py, pt in [(y + 180, "P-3"), (y + 250, "P-4")]:
        _line(P, [(x0 + 440, py), (x0 + 421, py)], 1.2, color=fw)
        pg.draw_circle((x0 + 410, py), 11, color=(0, 0, 0), width=0.9)
        pg.draw_polyline(
            [(x0 + 416, py - 8), (x0 + 400, py), (x0 + 416, py + 8)], color=(0, 0, 0), width=0.7
        )
        _lbl(P, x0 + 410, py + 19, pt, 7, "hebo")
        _line(P, [(x0 + 399, py), (x0 + 340, py)], 1.2, color=fw)
    _line(P, [(x0 + 340, y + 250), (x0 + 340, y + 125), (x0 + 308, y + 125)], 1.2, color=fw)
    _line(P, [(x0 + 340, y + 125), (x0 + 340, y + 122)], 1.2, color=fw)
    _line(
        P,
        [(x0 + 308, y + 125), (x0 + 308, y + 140), (x0 + 238, y + 140), (x0 + 238, y + 125)],
        1.2,
        color=fw,
    )
    _circle_tag(P, x0 + 312, y + 215, 10, "PT-04")
    _line(P, [(x0 + 340, y + 215), (x0 + 325, y + 215)], 0.6)
    # expansion tank
    pg.draw_rect(pymupdf.Rect(x1 - 55, y + 112, x1 - 15, y + 147), color=(0, 0, 0), width=0.8)
    _lbl(P, x1 - 35, y + 124, "ET-1", 6.5, "hebo")
    _lbl(P, x1 - 35, y + 136, "exp. tank", 5.5)
    _line(P, [(x1 - 22, y + 147), (x1 - 22, y + 215)], 0.8, color=fw)
    _circle_tag(P, x1 - 82, y + 129, 10, "LS-06")
    _line(P, [(x1 - 68, y + 129), (x1 - 55, y + 129)], 0.6)
    _lbl(P, x0 + 12, y + h - 6, "", 6)
    P.text(x0 + 200, y + h - 16, ["Blue: sea water    Green: LT fresh water"], "helv", 6.5)
    return h


_CC_PAGES: list[list[Block]] = [
    [("cover", _cc_cover)],
    [
        ("h1", "Contents"),
        (
            "toc",
            [
                ("1", "Description", 3),
                ("1.1", "System description", 3),
                ("1.2", "Design data", 3),
                ("1.3", "Piping and instrument diagram", 4),
                ("2", "Pumps", 5),
                ("2.1", "Pump data", 5),
                ("2.2", "Commissioning of the pumps", 5),
                ("3", "Plate heat exchangers", 6),
                ("3.1", "Tightening dimension", 6),
                ("3.2", "Opening the plate pack", 6),
                ("3.3", "Cleaning", 7),
                ("3.4", "Gasket replacement", 7),
                ("4", "Control and alarms", 8),
                ("4.1", "Temperature control", 8),
                ("4.2", "Alarm list", 8),
                ("5", "Maintenance schedule", 9),
                ("6", "Fault finding", 10),
                ("7", "Spare parts", 11),
            ],
        ),
        ("h1", "Safety information"),
        (
            "p",
            "This manual uses three levels of safety notice. Read and observe every notice before working on "
            "the unit.",
        ),
        (
            "box",
            (
                "WARNING",
                "Indicates a hazard that could result in death or serious injury if the instruction "
                "is not followed.",
            ),
        ),
        (
            "box",
            (
                "CAUTION",
                "Indicates a hazard that could result in damage to the equipment or minor injury.",
            ),
        ),
        (
            "box",
            (
                "NOTE",
                "Gives information that makes the work easier or helps to operate the unit "
                "economically.",
            ),
        ),
    ],
    [
        ("h1", "1  Description"),
        ("h2", "1.1  System description"),
        (
            "p",
            "The CCU-650 is a skid-mounted central cooling unit. Sea water is drawn from the sea chest through "
            "the strainer ST-1 by one of the two sea water pumps P-1 and P-2 (one duty, one standby) and passes "
            "through the sea water side of the plate heat exchangers HX-1 and HX-2 before being discharged "
            "overboard. The low temperature (LT) fresh water circuit is circulated by the LT pumps P-3 and P-4 "
            "and serves the main engine charge air cooler, the lubricating oil cooler, the jacket water cooler "
            "and the auxiliary consumers.",
        ),
        (
            "p",
            "The three-way temperature control valve TCV-01 mixes cooled water and bypass water so that the LT "
            "fresh water supply temperature measured by TT-03 is held at 36 °C. In port the 50 % capacity "
            "harbour pump P-5 may be used instead of P-1 or P-2.",
        ),
        ("h2", "1.2  Design data"),
        (
            "table",
            dict(
                header=["Parameter", "Value"],
                widths=[1.7, 2.0],
                bold_first=False,
                rows=[
                    ["Heat load, each plate heat exchanger", "3 250 kW (2 × 100 %)"],
                    ["Sea water inlet temperature (design)", "32 °C"],
                    ["Sea water outlet temperature (design)", "37.5 °C"],
                    ["LT fresh water inlet / outlet", "44 °C / 36 °C"],
                    ["Sea water flow, each exchanger", "520 m³/h"],
                    ["Design pressure, both sides", "10 bar"],
                    ["Test pressure, both sides", "13 bar"],
                    ["Plates", "Titanium grade 1, 0.5 mm, 187 plates per exchanger"],
                    ["Gaskets", "NBR, glue-free clip-on type"],
                    ["Connections", "DN 250 PN 10, rubber lined"],
                    ["Weight of one exchanger, empty / flooded", "3 180 kg / 3 950 kg"],
                ],
            ),
        ),
        (
            "box",
            (
                "NOTE",
                "The LT fresh water is treated with a nitrite-borate inhibitor. Keep the nitrite "
                "concentration within 1 000 – 2 400 ppm and the pH at 8.3 – 10.",
            ),
        ),
    ],
    [
        ("h2", "1.3  Piping and instrument diagram"),
        (
            "p",
            "Figure 1 shows the unit with its valves and instruments. Valve and instrument tags are engraved "
            "on labels fixed to the skid.",
        ),
        ("draw", _cc_schematic),
        ("caption", "Figure 1  CCU-650 piping and instrument diagram (simplified)"),
        (
            "table",
            dict(
                ruled=False,
                head_rule=True,
                header=["Tag", "Description", "Tag", "Description"],
                widths=[0.6, 2.0, 0.6, 2.0],
                size=8.2,
                rows=[
                    ["V-101/102", "SW pump suction valves", "PT-01", "SW pump discharge pressure"],
                    ["V-103/104", "SW pump discharge valves", "TT-02", "SW outlet temperature"],
                    [
                        "V-105/106",
                        "Exchanger SW inlet valves",
                        "TT-03",
                        "LT FW supply temperature (control)",
                    ],
                    [
                        "V-107/108",
                        "Exchanger SW outlet valves",
                        "PT-04",
                        "LT FW pump discharge pressure",
                    ],
                    [
                        "V-109",
                        "Overboard valve",
                        "DPT-05",
                        "Differential pressure across HX-1, SW side",
                    ],
                    [
                        "TCV-01",
                        "Three-way temperature control valve",
                        "LS-06",
                        "Expansion tank low level",
                    ],
                ],
            ),
        ),
    ],
    [
        ("h1", "2  Pumps"),
        ("h2", "2.1  Pump data"),
        (
            "p",
            "All pumps are vertical in-line centrifugal pumps with a single mechanical seal and a flange-mounted "
            "IE3 motor, 440 V, 60 Hz.",
        ),
        (
            "table",
            dict(
                header=[
                    "Pump",
                    "Tags",
                    "Type",
                    "Capacity m³/h",
                    "Head m",
                    "Motor kW",
                    "Speed rpm",
                    "Impeller",
                ],
                widths=[1.2, 0.7, 0.9, 0.8, 0.6, 0.6, 0.6, 1.2],
                size=8.0,
                align=["l", "l", "l", "c", "c", "c", "c", "l"],
                rows=[
                    [
                        "Sea water pump",
                        "P-1, P-2",
                        "CM-VP 200",
                        "520",
                        "25",
                        "55",
                        "1 780",
                        "Aluminium bronze",
                    ],
                    [
                        "LT fresh water pump",
                        "P-3, P-4",
                        "CM-VP 180",
                        "440",
                        "32",
                        "55",
                        "1 780",
                        "Cast iron",
                    ],
                    [
                        "Harbour pump",
                        "P-5",
                        "CM-VP 120",
                        "260",
                        "22",
                        "22",
                        "1 770",
                        "Aluminium bronze",
                    ],
                ],
            ),
        ),
        (
            "p",
            "The mechanical seal leakage must not exceed 10 drops per minute. Motor bearing temperature shall "
            "not exceed 90 °C; a rise of more than 15 °C above the normal running value indicates a bearing "
            "fault. Grease the motor bearings every 4 000 running hours with 30 g of lithium complex grease "
            "per bearing.",
        ),
        ("h2", "2.2  Commissioning of the pumps"),
        (
            "box",
            (
                "CAUTION",
                "Never run a pump dry or against a closed discharge valve for more than 30 seconds. "
                "The mechanical seal will be destroyed.",
            ),
        ),
        (
            "list",
            [
                (0, "1.", "Check that the pump and piping are filled and vented."),
                (1, "a)", "Open the suction valve fully (V-101 or V-102 for the sea water pumps)."),
                (
                    1,
                    "b)",
                    "Open the vent cock on the pump casing until water free of air emerges, then close it.",
                ),
                (0, "2.", "Set the discharge valve (V-103 or V-104) about one quarter open."),
                (
                    0,
                    "3.",
                    "Check the direction of rotation by a short start: clockwise seen from the motor fan end.",
                ),
                (
                    0,
                    "4.",
                    "Start the pump and open the discharge valve slowly until the rated pressure is reached.",
                ),
                (1, "a)", "Sea water pumps: discharge pressure at PT-01 approx. 2.3 – 2.6 bar."),
                (1, "b)", "LT pumps: discharge pressure at PT-04 approx. 3.0 – 3.4 bar."),
                (
                    0,
                    "5.",
                    "Check the seal for leakage and the motor current against the rating plate.",
                ),
                (
                    0,
                    "6.",
                    "Select the other pump as standby on the control panel and test the automatic "
                    "change-over by stopping the duty pump.",
                ),
            ],
        ),
    ],
    [
        ("h1", "3  Plate heat exchangers"),
        ("h2", "3.1  Tightening dimension"),
        (
            "p",
            "The plate pack is compressed between the frame plate and the pressure plate by the tightening "
            "bolts. The tightening dimension A is the distance between the inner faces of the frame plate and "
            "the pressure plate. It depends on the number of plates, see Table 3.",
        ),
        ("caption", "Table 3  Tightening dimension A"),
        (
            "table",
            dict(
                ruled=False,
                head_rule=True,
                header=["Number of plates", "A max. (mm)", "A min. (mm)"],
                widths=[1.2, 1.0, 1.0],
                align=["l", "c", "c"],
                rows=[
                    ["151", "574", "544"],
                    ["171", "650", "616"],
                    ["187", "711", "673"],
                    ["201", "764", "724"],
                ],
            ),
        ),
        (
            "box",
            (
                "WARNING",
                "Never tighten the plate pack below dimension A min. The plates will be deformed and "
                "may crack, causing mixing of sea water and fresh water.",
            ),
        ),
        ("h2", "3.2  Opening the plate pack"),
        (
            "box",
            (
                "WARNING",
                "Before opening, isolate the exchanger on both sides, drain it and make sure that it "
                "is depressurised and cooled below 40 °C. Hot water under pressure can cause severe "
                "burns.",
            ),
        ),
        (
            "list",
            [
                (
                    0,
                    "1.",
                    "Close V-105 and V-107 (HX-1) or V-106 and V-108 (HX-2), and the LT fresh water "
                    "isolating valves of the exchanger.",
                ),
                (0, "2.", "Drain both sides through the drain connections on the frame plate."),
                (0, "3.", "Measure and record dimension A before loosening."),
                (
                    0,
                    "4.",
                    "Loosen the tightening bolts diagonally in steps of max. 10 mm so that the pressure "
                    "plate stays parallel; the difference between top and bottom must never exceed "
                    "10 mm.",
                ),
                (
                    0,
                    "5.",
                    "Remove the tightening bolts, except the four bolts at the corners, and move the "
                    "pressure plate back along the carrying bar.",
                ),
                (
                    0,
                    "6.",
                    "Lubricate the bolt threads with molybdenum paste before re-tightening; the nut torque "
                    "must not exceed 450 N·m.",
                ),
            ],
        ),
    ],
    [
        ("h2", "3.3  Cleaning"),
        (
            "p",
            "Clean the sea water side when the differential pressure at DPT-05 exceeds 0.8 bar at full flow, or "
            "when the LT temperature cannot be held at 36 °C with TCV-01 fully open to the exchanger.",
        ),
        (
            "list",
            [
                (
                    0,
                    "1.",
                    "Clean plates in place with a soft brush and water. Do not use steel wool or wire "
                    "brushes.",
                ),
                (
                    0,
                    "2.",
                    "For calcium carbonate scale use nitric acid max. 4 % at max. 60 °C, or a proprietary "
                    "descaling agent approved by Calder & Moray.",
                ),
                (0, "3.", "For organic fouling use sodium hydroxide max. 2 % at max. 80 °C."),
                (0, "4.", "Rinse with fresh water after chemical cleaning."),
            ],
        ),
        (
            "box",
            (
                "CAUTION",
                "Titanium plates are attacked by hydrofluoric acid. Never use cleaning agents that "
                "contain fluoride.",
            ),
        ),
        ("h2", "3.4  Gasket replacement"),
        (
            "list",
            [
                (0, "1.", "Remove the plate from the frame by tilting it off the carrying bar."),
                (0, "2.", "Pull the old clip-on gasket out of the groove."),
                (1, "a)", "Check the groove for damage and for remains of old gasket."),
                (
                    1,
                    "b)",
                    "Clean the groove with a solvent that does not attack NBR (e.g. isopropanol).",
                ),
                (
                    0,
                    "3.",
                    "Fit the new gasket, starting at the clips, and press it fully home into the groove.",
                ),
                (1, "a)", "Check that every clip is engaged in its hole on the plate edge."),
                (
                    1,
                    "b)",
                    "The gasket must not be twisted; the ring gaskets round the ports must lie flat.",
                ),
                (
                    0,
                    "4.",
                    "Hang the plates in the correct sequence according to the plate list supplied with the "
                    "exchanger; the edges must form an even honeycomb pattern.",
                ),
                (
                    0,
                    "5.",
                    "Tighten to dimension A (Table 3) and pressure test at 13 bar before returning the "
                    "exchanger to service.",
                ),
            ],
        ),
        (
            "box",
            (
                "NOTE",
                "Gaskets that have been in service for more than 40 000 hours usually have lost their "
                "elasticity. Replace all gaskets of an exchanger at the same time.",
            ),
        ),
    ],
    [
        ("h1", "4  Control and alarms"),
        ("h2", "4.1  Temperature control"),
        (
            "p",
            "The controller in the control panel compares the LT supply temperature at TT-03 with the set point "
            "(factory setting 36 °C, adjustable 30 – 40 °C) and drives the electric actuator of TCV-01. The "
            "actuator has a handwheel for manual operation in case of a power failure; disengage the motor by "
            "pulling the red knob before turning the handwheel.",
        ),
        (
            "p",
            "The standby pump is started automatically when the duty pump trips or when the discharge pressure "
            "stays below the low-pressure set point for the delay time. The duty pump is not stopped "
            "automatically; stop it manually after the cause has been found.",
        ),
        ("h2", "4.2  Alarm list"),
        (
            "p",
            "Alarms are shown on the control panel display and transmitted to the ship's alarm and monitoring "
            "system (AMS) through Modbus RTU.",
        ),
        (
            "table",
            dict(
                header=["Code", "Text", "Set point", "Delay", "Consequence"],
                widths=[0.65, 2.1, 0.8, 0.5, 1.6],
                size=8.2,
                rows=[
                    ["CA-101", "SW PUMP P-1 TRIP", "—", "0 s", "Standby pump P-2 starts"],
                    ["CA-102", "SW PUMP P-2 TRIP", "—", "0 s", "Standby pump P-1 starts"],
                    ["CA-104", "SW DISCH PRESS LOW", "1.2 bar", "10 s", "Standby pump starts"],
                    ["CA-105", "SW OUTLET TEMP HIGH", "45 °C", "30 s", "Alarm only"],
                    ["CA-108", "LT PUMP P-3 TRIP", "—", "0 s", "Standby pump P-4 starts"],
                    ["CA-109", "LT PUMP P-4 TRIP", "—", "0 s", "Standby pump P-3 starts"],
                    ["CA-110", "LT FW PRESS LOW", "2.0 bar", "10 s", "Standby pump starts"],
                    ["CA-112", "LT FW SUPPLY TEMP HIGH", "40 °C", "30 s", "Alarm only"],
                    [
                        "CA-113",
                        "LT FW SUPPLY TEMP HIGH-HIGH",
                        "45 °C",
                        "10 s",
                        "Slowdown request to main engine",
                    ],
                    [
                        "CA-115",
                        "HX-1 SW DIFF PRESS HIGH",
                        "0.8 bar",
                        "60 s",
                        "Alarm; clean exchanger (3.3)",
                    ],
                ],
            ),
        ),
    ],
    [
        (
            "table",
            dict(
                header=None,
                widths=[0.65, 2.1, 0.8, 0.5, 1.6],
                size=8.2,
                rows=[
                    [
                        "CA-116",
                        "HX-2 SW DIFF PRESS HIGH",
                        "0.8 bar",
                        "60 s",
                        "Alarm; clean exchanger (3.3)",
                    ],
                    ["CA-120", "EXPANSION TANK LEVEL LOW", "LS-06", "5 s", "Alarm only"],
                    [
                        "CA-122",
                        "TCV-01 POSITION DEVIATION",
                        "> 10 %",
                        "60 s",
                        "Alarm; check actuator",
                    ],
                    [
                        "CA-125",
                        "TT-03 SENSOR FAILURE",
                        "< 4 mA / > 20 mA",
                        "2 s",
                        "TCV-01 holds last position",
                    ],
                    ["CA-130", "STANDBY PUMP STARTED", "—", "—", "Indication"],
                    ["CA-131", "CONTROL PANEL POWER FAILURE", "—", "0 s", "Running pumps continue"],
                    ["CA-140", "AMS COMMUNICATION FAULT", "—", "30 s", "Alarm at AMS"],
                ],
            ),
        ),
        ("h1", "5  Maintenance schedule"),
        (
            "p",
            "Intervals are running hours of the unit. Record all work in the planned maintenance system.",
        ),
        (
            "table",
            dict(
                header=["Task", "Daily", "500 h", "4 000 h", "8 000 h", "16 000 h"],
                widths=[2.8, 0.5, 0.5, 0.6, 0.6, 0.65],
                align=["l", "c", "c", "c", "c", "c"],
                size=8.4,
                rows=[
                    ["Check mechanical seal leakage and pump noise", "•", "", "", "", ""],
                    ["Check LT FW expansion tank level", "•", "", "", "", ""],
                    [
                        "Clean SW strainer ST-1 (or at high differential pressure)",
                        "",
                        "•",
                        "",
                        "",
                        "",
                    ],
                    ["Check pump and motor bearing temperature", "", "•", "", "", ""],
                    ["Analyse LT fresh water (nitrite, pH, chlorides)", "", "•", "", "", ""],
                    ["Grease motor bearings (30 g per bearing)", "", "", "•", "", ""],
                    ["Inspect SW pump casing and impeller for erosion", "", "", "•", "", ""],
                    ["Open and clean plate heat exchangers", "", "", "", "•", ""],
                    ["Calibrate TT-03, PT-01, PT-04 and DPT-05", "", "", "", "•", ""],
                    ["Overhaul pumps: mechanical seal, wear rings, bearings", "", "", "", "", "•"],
                    ["Stroke test TCV-01 and check actuator limit switches", "", "", "", "•", ""],
                ],
            ),
        ),
        (
            "box",
            (
                "NOTE",
                "Replace the plate heat exchanger gaskets after about 40 000 running hours or when "
                "leakage cannot be stopped by tightening within dimension A min.",
            ),
        ),
    ],
    [
        ("h1", "6  Fault finding"),
        (
            "table",
            dict(
                header=["Fault", "Possible cause", "Action"],
                widths=[1.3, 1.8, 1.9],
                size=8.3,
                rows=[
                    [
                        "LT FW supply temperature too high",
                        "TCV-01 stuck or in manual; exchanger fouled on SW side; "
                        "SW flow too low; SW inlet above 32 °C design",
                        "Check actuator and handwheel; check DPT-05 and "
                        "clean exchanger; clean ST-1; start second SW pump",
                    ],
                    [
                        "LT FW temperature hunting",
                        "Controller tuning; TT-03 faulty",
                        "Check PID settings "
                        "(factory P 40 %, I 120 s); check TT-03 against a reference thermometer",
                    ],
                    [
                        "External leakage at plate pack",
                        "Gasket displaced or aged; pack not tightened to A",
                        "Tighten towards A min. (never below); replace gaskets",
                    ],
                    [
                        "Expansion tank level falling, salinity in LT FW",
                        "Plate perforated or cracked",
                        "Isolate exchanger; pressure test the SW side at 13 bar with the FW side open; replace plate",
                    ],
                    [
                        "SW pump noisy, pressure fluctuating",
                        "Strainer ST-1 blocked; suction valve partly closed; air drawn in",
                        "Clean strainer; open V-101 / V-102 fully; check sea chest vent",
                    ],
                    [
                        "Seal leakage more than 10 drops/min",
                        "Seal faces worn or cracked; dry running",
                        "Replace mechanical seal; check venting before start",
                    ],
                    [
                        "Standby pump does not start",
                        "Standby not selected; pressure switch set wrong",
                        "Select standby; check set point against alarm list",
                    ],
                ],
            ),
        ),
        (
            "p",
            "If the fault persists, contact Calder & Moray service with the unit serial number and a record "
            "of temperatures and pressures at the time of the fault.",
        ),
    ],
    [
        ("h1", "7  Spare parts"),
        (
            "p",
            "Recommended spare parts for one CCU-650 unit. Order plates and gaskets with the exchanger serial "
            "number, because the plate sequence differs between units.",
        ),
        (
            "table",
            dict(
                header=["Item", "Part No.", "Description", "Qty"],
                widths=[0.45, 1.4, 3.0, 0.45],
                size=8.5,
                align=["c", "l", "l", "c"],
                rows=[
                    ["1", "CM-650-P011", "Channel plate A, titanium 0.5 mm", "4"],
                    ["2", "CM-650-P012", "End plate E, titanium 0.5 mm", "1"],
                    ["3", "CM-650-G021", "Channel gasket, NBR clip-on", "10"],
                    ["4", "CM-650-G022", "End / ring gasket, NBR", "4"],
                    ["5", "CM-VP200-MS1", "Mechanical seal, sea water pump, shaft 55 mm", "1"],
                    ["6", "CM-VP200-WR2", "Wear ring set, sea water pump", "1"],
                    ["7", "CM-VP200-IM3", "Impeller, sea water pump, aluminium bronze", "1"],
                    ["8", "CM-VP180-MS1", "Mechanical seal, LT fresh water pump", "1"],
                    ["9", "CM-TCV-A04", "Actuator for TCV-01, 24 V DC", "1"],
                    ["10", "CM-TT-0310", "Temperature transmitter Pt100, 4–20 mA", "1"],
                    ["11", "CM-ST1-BSK", "Strainer basket ST-1, stainless steel", "1"],
                ],
            ),
        ),
    ],
]

COOLING = dict(
    file="calder-moray-ccu650-central-cooling.pdf",
    maker="Calder & Moray Heat Transfer Ltd",
    title="CCU-650 Central Cooling Unit - Installation, Operation and Maintenance Instructions",
    style=_CC_STYLE,
    chrome=_cc_chrome,
    pages=_CC_PAGES,
)


# ================================================================ 4. Kestrel davit (terse service style)

_DV_STYLE = dict(
    font="cour",
    bold="cobo",
    ital="cour",
    size=8.8,
    hcolor=(0, 0, 0),
    left=56.0,
    right=56.0,
    top=72.0,
    bottom=784.0,
    h1_rule=True,
    fill=(0.88, 0.88, 0.88),
)


def _dv_chrome(P: _Page, n: int, total: int) -> None:
    P.text(56, 36, ["KESTREL  KGD-28 / KW-28 / KRH-7  SERVICE MANUAL"], "cobo", 8)
    t = "SM-KGD28 rev.04"
    P.text(PW - 56 - P.width(t, "cour", 8), 36, [t], "cour", 8)
    P.page.draw_line((56, 48), (PW - 56, 48), width=0.8)
    P.page.draw_line((56, 798), (PW - 56, 798), width=0.8)
    P.text(
        56, 804, ["KESTREL LIFESAVING EQUIPMENT A/S - internal/authorised service use"], "cour", 7
    )
    t = f"p. {n}/{total}"
    P.text(PW - 56 - P.width(t, "cobo", 8), 804, [t], "cobo", 8)


def _dv_cover(P: _Page) -> float:
    pg = P.page
    pg.draw_rect(pymupdf.Rect(56, 60, PW - 56, 200), color=(0, 0, 0), width=2.5)
    P.text(72, 80, ["KESTREL LIFESAVING EQUIPMENT A/S"], "cobo", 17)
    P.text(72, 108, ["Esbjerg - Denmark"], "cour", 10)
    P.text(72, 150, ["SERVICE MANUAL  SM-KGD28  rev.04"], "cobo", 13)
    P.text(56, 270, ["GRAVITY PIVOT DAVIT  KGD-28"], "cobo", 18)
    P.text(56, 300, ["LIFEBOAT WINCH       KW-28"], "cobo", 18)
    P.text(56, 330, ["ON-LOAD RELEASE HOOK KRH-7"], "cobo", 18)
    P.text(
        56,
        400,
        [
            "For: totally enclosed lifeboat, 7.3 m, 30 P",
            "Scope: inspection, service, tests, fault finding, parts",
            "Incl. service bulletin SB-KGD-017",
        ],
        "cour",
        10,
        1.6,
    )
    pg.draw_rect(pymupdf.Rect(56, 600, PW - 56, 700), color=(0, 0, 0), width=0.8)
    P.text(
        66,
        612,
        [
            "Work on davit, winch and release gear only by trained crew or",
            "authorised service provider, acc. to SOLAS III/20 and",
            "MSC.1/Circ.1206/Rev.1. Keep this manual on board.",
        ],
        "cour",
        9,
        1.5,
    )
    return 720.0


_DV_PAGES: list[list[Block]] = [
    [("cover", _dv_cover)],
    [
        ("h1", "CONTENTS"),
        (
            "toc",
            [
                ("1", "GENERAL, ABBREVIATIONS", 2),
                ("2", "TECH DATA", 3),
                ("3", "WINCH KW-28", 4),
                ("4", "RELEASE GEAR KRH-7", 5),
                ("5", "INSP./SERVICE SCHEDULE", 6),
                ("6", "TESTS", 7),
                ("7", "FAULT FINDING", 8),
                ("8", "PARTS LIST", 9),
                ("9", "SERVICE BULLETIN SB-KGD-017", 10),
            ],
        ),
        ("h1", "1 GENERAL"),
        (
            "p",
            "Manual covers davit KGD-28, winch KW-28, release hook KRH-7 (fwd + aft). Boat mfr. docs separate. "
            "Values in SI. Torque values dry thread unless stated.",
        ),
        (
            "p",
            "Before any work: boat secured by maintenance pendants (P/N K28-0900). Never rely on winch brake "
            "alone.",
        ),
        ("h2", "1.1 Abbreviations"),
        (
            "table",
            dict(
                ruled=False,
                widths=[1.1, 3.0],
                bold_first=True,
                size=8.8,
                rows=[
                    ["Adj", "adjust"],
                    ["Chk", "check"],
                    ["Repl", "replace"],
                    ["Insp", "inspect"],
                    ["Lub", "lubricate"],
                    ["SWL", "safe working load"],
                    ["HI", "hydrostatic interlock"],
                    ["CB", "centrifugal brake"],
                    ["MB", "main (lever) brake"],
                    ["LS", "limit switch"],
                    ["ASP", "authorised service provider"],
                    ["W / M / 3M / A / 5Y", "weekly / monthly / 3-monthly / annual / 5-yearly"],
                ],
            ),
        ),
    ],
    [
        ("h1", "2 TECH DATA"),
        (
            "table",
            dict(
                header=["Item", "Data"],
                widths=[1.5, 2.6],
                size=8.6,
                bold_first=True,
                rows=[
                    ["Davit type", "Gravity pivot, 2 arms, KGD-28"],
                    ["Davit SWL", "62 kN (boat 3 650 kg + 30 P x 82,5 kg)"],
                    ["Davit arm stroke", "38 deg"],
                    ["Launch condition", "list 20 deg, trim 10 deg, either side"],
                    ["Winch type", "KW-28, drum, el. hoisting, gravity lowering"],
                    ["Lowering speed (boat + full compl.)", "36...54 m/min"],
                    ["Hoisting speed (el., boat + 3 crew)", "6 m/min"],
                    ["Winch motor", "7,5 kW, 440 V 60 Hz, S2 10 min, IP56"],
                    ["Hand crank", "2 x 1 crank, force max. 160 N"],
                    ["Brakes", "MB: multi-disc, weight lever; CB: centrifugal governor"],
                    ["Falls", "2 x Ø 16 mm, 6x36 WS-IWRC, galv., MBL 180 kN, L = 2 x 55 m"],
                    ["Release hook", "KRH-7, on-load, SWL 40 kN per hook, with HI"],
                    ["Winch gear oil", "ISO VG 150, 4,5 L"],
                ],
            ),
        ),
        (
            "p",
            "Remote control wire (lowering from inside boat): Ø 6 mm, pull to release MB approx. 150 N.",
        ),
        (
            "p",
            "Electric: LS-1 hoist stop (davit arms 0,3 m before stowed), LS-2 final stop, LS-3 hand crank "
            "interlock (motor blocked with crank inserted).",
        ),
    ],
    [
        ("h1", "3 WINCH KW-28"),
        ("h2", "3.1 Brakes"),
        (
            "p",
            "MB = multi-disc, spring + weight lever. Lift lever -> MB released -> boat lowers, speed by CB. "
            "Drop lever -> MB on.",
        ),
        (
            "p",
            "CB = 3 shoes on governor hub, act on CB drum above 1 500 rpm (input shaft). Lowering speed set by "
            "CB only - no field adj. of speed.",
        ),
        ("h2", "3.2 Wear limits and clearances"),
        (
            "table",
            dict(
                ruled=False,
                head_rule=True,
                header=["Component", "Nominal", "Limit", "Action"],
                widths=[2.2, 1.1, 0.8, 1.3],
                size=8.5,
                rows=[
                    ["MB disc lining thk", "5,0 mm", "3,5 mm", "Repl disc set"],
                    ["CB shoe lining thk", "6,0 mm", "4,0 mm", "Repl shoes (set of 3)"],
                    ["CB shoe / drum clearance", "0,5 ± 0,1 mm", "0,8 mm", "Adj / Repl"],
                    ["MB lever free travel", "15...20 mm", "25 mm", "Adj linkage"],
                    ["Drum shaft brg radial play", "0,05 mm", "0,20 mm", "Repl brg"],
                    ["Falls dia.", "16,0 mm", "15,0 mm", "Repl falls"],
                ],
            ),
        ),
        ("h2", "3.3 Torques"),
        (
            "list",
            [
                (0, "-", "Winch fdn bolts M24 8.8: 640 Nm"),
                (0, "-", "MB cover screws M12: 86 Nm"),
                (0, "-", "Davit arm hinge pin lock plate: 25 kgf·m"),
                (0, "-", "Fall end socket / drum clamp M16: 210 Nm, + Chk after first lowering"),
                (0, "-", "Hook suspension nut KRH-7: 180 Nm + new split pin"),
            ],
        ),
        ("h2", "3.4 Oil"),
        (
            "p",
            "Winch gearbox: ISO VG 150, 4,5 L. Chk level M. Change A (or 500 h). Drain plug magnetic - Insp "
            "for chips.",
        ),
    ],
    [
        ("h1", "4 RELEASE GEAR KRH-7"),
        ("h2", "4.1 Function"),
        (
            "p",
            "On-load release. Handle at coxswain pos. -> cable -> fwd + aft hooks open simultaneously. HI "
            "blocks on-load release until boat waterborne (HI piston unlocks at approx. 0,4 m water above "
            "keel). Off-load release possible any time when hooks unloaded.",
        ),
        (
            "p",
            "Indicator window on each hook: GREEN = hook correctly reset/locked; RED = not reset. Never lift "
            "boat with RED indication.",
        ),
        (
            "box",
            (
                "DANGER",
                "Override of HI (emergency on-load release) only if boat is waterborne or in imminent "
                "danger. Premature release = boat falls. Safety pin in handle at all times except "
                "release.",
            ),
        ),
        ("h2", "4.2 Reset after release"),
        (
            "list",
            [
                (0, "1.", "Boat in water, falls slack."),
                (0, "2.", "Hook tails: push fully home into hook body."),
                (1, "a.", "Chk cam visible in window: GREEN."),
                (1, "b.", "If RED: cam not over-centre. Repeat step 2. Do not force."),
                (0, "3.", "Release handle back to CLOSED. Insert safety pin."),
                (0, "4.", "Chk both indicators GREEN, fwd + aft."),
                (
                    0,
                    "5.",
                    "Hook on falls. Hoist to 1 m clear of water, hold 1 min, Chk indicators again.",
                ),
                (0, "6.", "Hoist to stowed. Secure gripes, insert maintenance pendants."),
            ],
        ),
        ("h2", "4.3 Adjustment of release cable"),
        (
            "p",
            "Cable slack at handle: 2...4 mm. Adj by turnbuckle at fwd hook. Lock nut 12 Nm. Chk both hooks "
            "open simultaneously (max. 5 mm difference at hook tail).",
        ),
    ],
    [
        ("h1", "5 INSP./SERVICE SCHEDULE"),
        ("p", "X = by ship's crew, A = by ASP. Ref. SOLAS III/20, MSC.1/Circ.1206/Rev.1."),
        (
            "table",
            dict(
                header=["Task", "W", "M", "3M", "A", "5Y"],
                widths=[3.2, 0.35, 0.35, 0.4, 0.35, 0.4],
                align=["l", "c", "c", "c", "c", "c"],
                size=8.4,
                rows=[
                    ["Visual Insp davit, falls, hooks, indicators", "X", "", "", "", ""],
                    ["Run winch motor (no boat), Chk LS-1/LS-2", "X", "", "", "", ""],
                    ["Chk gearbox oil level", "", "X", "", "", ""],
                    ["Lub davit hinge pins, sheaves, MB linkage", "", "X", "", "", ""],
                    ["Chk falls: broken wires, corrosion, dia.", "", "X", "", "", ""],
                    ["Turn out + lower boat to water (drill)", "", "", "X", "", ""],
                    ["Thorough exam davit + winch", "", "", "", "A", ""],
                    ["Dyn. brake test, empty boat", "", "", "", "A", ""],
                    ["Release gear: off-load operational test", "", "", "", "A", ""],
                    ["Chk MB / CB linings vs limits (3.2)", "", "", "", "A", ""],
                    ["Change gearbox oil", "", "", "", "X", ""],
                    ["Overhaul release gear, on-load test 1,1 x total mass", "", "", "", "", "A"],
                    ["Winch dyn. test 1,1 x SWL", "", "", "", "", "A"],
                    ["Renew falls", "", "", "", "", "A"],
                ],
            ),
        ),
        ("p", "Falls: turn end-for-end at 30 months; Repl at 5 yr or earlier if deteriorated."),
        (
            "p",
            "Record all items in the LSA maintenance log. ASP issues report + certificate after A and 5Y work.",
        ),
    ],
    [
        ("h1", "6 TESTS"),
        ("h2", "6.1 Annual dynamic brake test (empty boat)"),
        (
            "list",
            [
                (0, "1.", "Boat empty, no persons. Area below clear, water surface clear."),
                (0, "2.", "Lower by remote wire. At approx. 1/2 lowering height drop MB lever."),
                (1, "a.", "Boat must stop smoothly."),
                (1, "b.", "Stopping distance max. 1 m."),
                (0, "3.", "Repeat once. Chk MB temp after test - no smoke/odour."),
                (0, "4.", "Lower to water, release off-load, reset (4.2), hoist, stow."),
            ],
        ),
        ("h2", "6.2 5-yearly test"),
        (
            "p",
            "Winch: dyn. test with 1,1 x SWL (boat + water bags = 68,2 kN). Lower at max. speed, apply MB - "
            "boat to stop within 1 m. Release gear: on-load test 1,1 x total mass of boat + full compl. After "
            "test: Insp davit arms, hinge pins, sheaves - NDT (MPI) of hinge pins.",
        ),
        ("box", ("WARNING", "Test loads by ASP only. Nobody in boat during 1,1 x tests.")),
        ("h2", "6.3 Falls renewal"),
        (
            "list",
            [
                (0, "1.", "Boat on maintenance pendants."),
                (0, "2.", "Unreel old fall, note no. of turns on drum."),
                (0, "3.", "Clamp new fall at drum: 3 clamps, M16 210 Nm."),
                (
                    0,
                    "4.",
                    "Reel on under tension min. 2 kN. Min. 3 dead turns on drum when boat at waterline.",
                ),
                (0, "5.", "Test: lower/hoist empty boat 2 x, Chk clamps."),
            ],
        ),
    ],
    [
        ("h1", "7 FAULT FINDING"),
        (
            "table",
            dict(
                header=["Fault", "Poss. cause", "Action"],
                widths=[1.3, 1.5, 1.7],
                size=8.3,
                rows=[
                    [
                        "Boat lowers too fast",
                        "CB shoes worn / oily; CB spring broken",
                        "Chk lining vs 3.2. Clean / Repl shoes + springs",
                    ],
                    [
                        "Boat does not lower, lever lifted",
                        "MB linkage seized; MB discs stuck (corrosion)",
                        "Lub linkage. Free MB discs, Chk lever travel 15...20 mm",
                    ],
                    [
                        "Boat creeps down, MB on",
                        "MB linings worn / oily; lever weight wrong pos.",
                        "Chk lining thk (min. 3,5 mm). Repl disc set",
                    ],
                    [
                        "Motor runs, boat not hoisting",
                        "Hand crank inserted (LS-3); clutch not engaged",
                        "Remove crank. Chk clutch",
                    ],
                    ["Hoisting stops early", "LS-1 mis-adj.", "Adj LS-1: stop 0,3 m before stowed"],
                    [
                        "Hook indicator stays RED",
                        "Hook tail not fully home; cam spring broken",
                        "Reset again (4.2). Repl cam spring - see SB-KGD-017",
                    ],
                    [
                        "Release handle won't move (afloat)",
                        "HI piston fouled / seized",
                        "Clean + Lub HI. Chk at A service",
                    ],
                    [
                        "Falls jump on drum",
                        "Low tension reeling; drum grooves worn",
                        "Re-reel under tension. Chk grooves",
                    ],
                ],
            ),
        ),
    ],
    [
        ("h1", "8 PARTS LIST"),
        (
            "p",
            "Release hook KRH-7 (per hook) and winch KW-28 wear parts. Order with P/N + davit s/n.",
        ),
        (
            "table",
            dict(
                header=["Item", "P/N", "Description", "Qty"],
                widths=[0.4, 1.2, 3.0, 0.4],
                size=8.4,
                align=["c", "l", "l", "c"],
                rows=[
                    ["1", "KR7-2001", "Hook body, forged", "1"],
                    ["2", "KR7-2010", "Hook tail (moving hook)", "1"],
                    ["3", "KR7-2102", "Cam shaft with indicator", "1"],
                    ["4", "KR7-2214B", "Cam spring (replaces KR7-2214)", "1"],
                    ["5", "KR7-2230", "Cam cover screw M6 A4", "4"],
                    ["6", "KR7-2301", "Release cable, 8,6 m, complete", "1"],
                    ["7", "KR7-2320", "Turnbuckle, release cable", "1"],
                    ["8", "KR7-2401", "HI unit, complete", "1"],
                    ["9", "KR7-2405", "HI piston seal kit", "1"],
                    ["10", "KR7-2502", "Safety pin with lanyard", "1"],
                    ["11", "KR7-2610", "Suspension nut M30 + split pin", "1"],
                    ["12", "KW28-3105", "MB disc set (4 lined + 5 steel)", "1"],
                    ["13", "KW28-3110", "MB spring", "2"],
                    ["14", "KW28-3201", "CB shoe, lined", "3"],
                    ["15", "KW28-3205", "CB shoe spring", "3"],
                    ["16", "KW28-3310", "Drum shaft bearing 22218 E", "2"],
                ],
            ),
        ),
    ],
    [
        (
            "table",
            dict(
                header=["Item", "P/N", "Description", "Qty"],
                widths=[0.4, 1.2, 3.0, 0.4],
                size=8.4,
                align=["c", "l", "l", "c"],
                rows=[
                    ["17", "KW28-3401", "Oil seal 90x120x12", "2"],
                    ["18", "KW28-3502", "Limit switch LS-1 / LS-2", "2"],
                    ["19", "KW28-3510", "Limit switch LS-3 (crank interlock)", "1"],
                    ["20", "KW28-3601", "Remote control wire, Ø 6 mm, 25 m", "1"],
                    ["21", "K28-0900", "Maintenance pendant, 2 t, with shackles", "2"],
                    ["22", "K28-0410", "Fall, Ø 16 mm 6x36 WS-IWRC galv., 55 m", "2"],
                ],
            ),
        ),
        ("h1", "9 SERVICE BULLETIN SB-KGD-017"),
        (
            "table",
            dict(
                ruled=True,
                widths=[1.0, 3.0],
                bold_first=True,
                size=8.5,
                rows=[
                    ["Subject", "KRH-7 cam spring - early fatigue"],
                    ["Affected", "KRH-7 hooks s/n 7-1180 ... 7-1265"],
                    ["Urgency", "At next A service, latest 12 months from bulletin date"],
                    ["Issued", "2023-02-14"],
                ],
            ),
        ),
        (
            "p",
            "Finding: cam spring P/N KR7-2214 may break after approx. 4 yr in service. Hook then not "
            "reliably reset -> indicator stays RED.",
        ),
        (
            "p",
            "Action: Repl KR7-2214 by KR7-2214B (stronger wire, 1,6 mm). Both hooks same time. Cam cover "
            "screws M6: 12 Nm, Loctite 243. Chk reset 3 x, indicators GREEN. Record in LSA log + return "
            "bulletin reply form to Kestrel.",
        ),
        ("p", "Hooks outside s/n range: no action."),
    ],
]

DAVIT = dict(
    file="kestrel-kgd28-davit-winch-release.pdf",
    maker="Kestrel Lifesaving Equipment A/S",
    title="SM-KGD28 Service Manual - Davit KGD-28, Winch KW-28, Release Hook KRH-7",
    style=_DV_STYLE,
    chrome=_dv_chrome,
    pages=_DV_PAGES,
)
