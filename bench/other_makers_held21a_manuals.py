"""Four made-up manuals of other equipment by other makers, written blind for a held-out set (stop 21).

Each manual is a list of pages, each page a list of blocks laid out top to bottom; a page whose
blocks do not fit raises, so every question's expected page is the page its block is listed on.
The makers write differently:
  Skarvik (tunnel bow thruster, CPP): formal, numbered chapters, WARNING/CAUTION/NOTE boxes,
      a hydraulic pitch-control schematic, a maintenance schedule with ticks, A4, Helvetica.
  Hanabusa (crankcase oil mist detector): translated English, decimal commas, '4,5 ~ 6',
      two-column pages, a borderless table, an alarm list with codes, A4, Times.
  Bayline (fresh water hydrophore / pressure set): US style, psi and °F first, ft-lb, a procedure
      as a table, a parts list that runs over a page break, a P&ID, US Letter, Helvetica.
  Vortec (exhaust gas turbocharger): terse service-bulletin style, abbreviations, Courier,
      a transposed data table, running hours schedule, two-column page.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import fitz

Block = tuple[str, Any]
A4 = (595.0, 842.0)
LETTER = (612.0, 792.0)
_FONT_CACHE: dict[str, fitz.Font] = {}


def _font(key: str) -> fitz.Font:
    if key not in _FONT_CACHE:
        _FONT_CACHE[key] = fitz.Font(key)
    return _FONT_CACHE[key]


def write_manuals(folder: Path) -> list[Path]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    return [_write(folder, m) for m in (THRUSTER, OMD, HYDRO, TURBO)]


# ---------------------------------------------------------------- layout


class _Pen:
    """Collects a page's drawings in one shape and its text in TextWriters (one per run of one colour)."""

    def __init__(self, page: fitz.Page):
        self.page, self.rect = page, page.rect
        self.shape = page.new_shape()
        self.writers: list[tuple[tuple, fitz.TextWriter]] = []

    def text(self, pos, s: str, key: str, size: float, color) -> None:
        col = tuple(color)
        if not self.writers or self.writers[-1][0] != col:
            self.writers.append((col, fitz.TextWriter(self.rect, color=col)))
        self.writers[-1][1].append(pos, s, font=_font(key), fontsize=size)

    def _fin(self, color=(0, 0, 0), fill=None, width=1.0, dashes=None) -> None:
        self.shape.finish(color=color, fill=fill, width=width, dashes=dashes)

    def draw_line(self, p1, p2, **kw) -> None:
        self.shape.draw_line(p1, p2)
        self._fin(**kw)

    def draw_rect(self, r, **kw) -> None:
        self.shape.draw_rect(r)
        self._fin(**kw)

    def draw_circle(self, c, radius, **kw) -> None:
        self.shape.draw_circle(c, radius)
        self._fin(**kw)

    def draw_oval(self, r, **kw) -> None:
        self.shape.draw_oval(r)
        self._fin(**kw)

    def draw_polyline(self, pts, **kw) -> None:
        self.shape.draw_polyline(pts)
        self._fin(**kw)

    def commit(self) -> None:
        self.shape.commit()
        for col, tw in self.writers:
            tw.write_text(self.page, color=col)


class _Ctx:
    def __init__(self, page: _Pen, style: dict, x0: float, x1: float, y: float, bottom: float):
        self.page, self.st, self.x0, self.x1, self.y, self.bottom = page, style, x0, x1, y, bottom

    @property
    def width(self) -> float:
        return self.x1 - self.x0

    def sub(self, x0: float, x1: float) -> _Ctx:
        return _Ctx(self.page, self.st, x0, x1, self.y, self.bottom)


_ADV: dict[tuple[str, str], float] = {}


def _tl(key: str, s: str, size: float) -> float:
    total = 0.0
    for ch in s:
        adv = _ADV.get((key, ch))
        if adv is None:
            adv = _ADV[(key, ch)] = _font(key).glyph_advance(ord(ch))
        total += adv
    return total * size


def _wrap(text: str, key: str, size: float, width: float) -> list[str]:
    out: list[str] = []
    for para in str(text).split("\n"):
        line = ""
        for word in para.split(" "):
            cand = word if not line else line + " " + word
            if _tl(key, cand, size) <= width or not line:
                line = cand
            else:
                out.append(line)
                line = word
        out.append(line)
    return out


def _put(ctx: _Ctx, x: float, y: float, s: str, key: str, size: float, color=(0, 0, 0)) -> None:
    ctx.page.text((x, y), s, key, size, color)


def _lines(ctx: _Ctx, text: str, *, bold=False, size=None, indent=0.0, color=(0, 0, 0), after=4.0):
    st = ctx.st
    size = size or st["size"]
    key = st["bold"] if bold else st["reg"]
    lead = size * st.get("lead", 1.32)
    for ln in _wrap(text, key, size, ctx.width - indent):
        ctx.y += lead
        _put(ctx, ctx.x0 + indent, ctx.y - lead * 0.25, ln, key, size, color)
    ctx.y += after


def _heading(ctx: _Ctx, text: str, level: int) -> None:
    st = ctx.st
    size = st["size"] + {1: 5, 2: 2.5, 3: 1}[level]
    ctx.y += {1: 10, 2: 7, 3: 4}[level]
    _lines(ctx, text, bold=True, size=size, color=st["accent"] if level < 3 else (0, 0, 0), after=2)
    if level == 1 and st.get("h1_rule", True):
        ctx.page.draw_line((ctx.x0, ctx.y), (ctx.x1, ctx.y), color=st["accent"], width=1.2)
        ctx.y += 6
    else:
        ctx.y += 2


def _box(ctx: _Ctx, label: str, text: str) -> None:
    st = ctx.st
    colors = {"WARNING": (0.85, 0.35, 0.0), "DANGER": (0.8, 0.0, 0.0), "CAUTION": (0.95, 0.75, 0.1)}
    col = colors.get(label, (0.35, 0.35, 0.35))
    size = st["size"]
    lines = _wrap(text, st["reg"], size, ctx.width - 24)
    lead = size * 1.3
    h = 16 + len(lines) * lead + 8
    ctx.y += 4
    r = fitz.Rect(ctx.x0, ctx.y, ctx.x1, ctx.y + h)
    ctx.page.draw_rect(r, color=col, width=1.4)
    ctx.page.draw_rect(fitz.Rect(r.x0, r.y0, r.x1, r.y0 + 14), color=col, fill=col)
    tc = (1, 1, 1) if label != "CAUTION" else (0, 0, 0)
    _put(ctx, r.x0 + 8, r.y0 + 10.5, label, st["bold"], size, tc)
    y = r.y0 + 16
    for ln in lines:
        y += lead
        _put(ctx, r.x0 + 12, y - lead * 0.25, ln, st["reg"], size)
    ctx.y = r.y1 + 6


def _list(ctx: _Ctx, items: list, kind: str) -> None:
    st = ctx.st
    for i, it in enumerate(items):
        text, subs = (it, []) if isinstance(it, str) else it
        mark = f"{i + 1}." if kind == "ol" else st.get("bullet", "-")
        lead = st["size"] * st.get("lead", 1.32)
        _put(ctx, ctx.x0 + 2, ctx.y + lead * 0.75, mark, st["reg"], st["size"])
        _lines(ctx, text, indent=18, after=1.5)
        for j, s in enumerate(subs):
            _put(
                ctx, ctx.x0 + 20, ctx.y + lead * 0.75, "abcdefghij"[j] + ")", st["reg"], st["size"]
            )
            _lines(ctx, s, indent=34, after=1.0)
    ctx.y += 3


def _table(ctx: _Ctx, t: dict) -> None:
    st = ctx.st
    size = t.get("size", st["size"] - 0.8)
    ruled = t.get("ruled", True)
    fr = t["cols"]
    tot = sum(fr)
    xs = [ctx.x0]
    for f in fr:
        xs.append(xs[-1] + ctx.width * f / tot)
    lead = size * 1.28
    pad = 3.0
    rows = ([(t["head"], True)] if t.get("head") else []) + [(r, False) for r in t["rows"]]
    ctx.y += 3
    for cells, is_head in rows:
        key = st["bold"] if is_head else st["reg"]
        wrapped = [_wrap(c, key, size, xs[k + 1] - xs[k] - 2 * pad) for k, c in enumerate(cells)]
        h = max(len(w) for w in wrapped) * lead + 2 * pad
        if is_head and ruled:
            ctx.page.draw_rect(
                fitz.Rect(xs[0], ctx.y, xs[-1], ctx.y + h),
                color=None,
                fill=t.get("fill", (0.86, 0.88, 0.92)),
            )
        for k, w in enumerate(wrapped):
            y = ctx.y + pad
            for ln in w:
                y += lead
                _put(ctx, xs[k] + pad, y - lead * 0.25, ln, key, size)
        if ruled:
            for k in range(len(xs)):
                ctx.page.draw_line((xs[k], ctx.y), (xs[k], ctx.y + h), width=0.6)
            ctx.page.draw_line((xs[0], ctx.y), (xs[-1], ctx.y), width=0.6)
            ctx.page.draw_line((xs[0], ctx.y + h), (xs[-1], ctx.y + h), width=0.6)
        ctx.y += h
    ctx.y += 6


def _toc(ctx: _Ctx, entries: list) -> None:
    st = ctx.st
    size = st["size"] + 0.5
    for num, title, pg in entries:
        ctx.y += size * 1.65
        indent = 0 if "." not in num.strip(".") else 18
        key = st["bold"] if indent == 0 else st["reg"]
        s = f"{num}  {title}"
        _put(ctx, ctx.x0 + indent, ctx.y, s, key, size)
        x = ctx.x0 + indent + _tl(key, s, size) + 4
        pw = _tl(st["reg"], str(pg), size)
        dots = ""
        while _tl(st["reg"], dots + " .", size) < ctx.x1 - pw - 6 - x:
            dots += " ."
        _put(ctx, x, ctx.y, dots, st["reg"], size, (0.5, 0.5, 0.5))
        _put(ctx, ctx.x1 - pw, ctx.y, str(pg), st["reg"], size)
    ctx.y += 8


def _cover(ctx: _Ctx, c: dict) -> None:
    st = ctx.st
    pg = ctx.page
    w = pg.rect.width
    pg.draw_rect(fitz.Rect(0, 0, w, 150), color=None, fill=st["accent"])
    _put(ctx, ctx.x0, 70, c["maker"], st["bold"], 22, (1, 1, 1))
    _put(ctx, ctx.x0, 100, c.get("tagline", ""), st["reg"], 11, (1, 1, 1))
    ctx.y = 230
    for s, sz in ((c["title"], 26), (c.get("title2", ""), 26)):
        if s:
            _lines(ctx, s, bold=True, size=sz, after=4)
    ctx.y += 14
    _lines(ctx, c["model"], bold=True, size=18, color=st["accent"], after=20)
    for s in c.get("lines", []):
        _lines(ctx, s, size=st["size"] + 2, after=3)
    pg.draw_rect(fitz.Rect(ctx.x0, 640, ctx.x1, 642), color=None, fill=st["accent"])
    ctx.y = 650
    for s in c.get("foot", []):
        _lines(ctx, s, size=st["size"], after=1)


def _render(ctx: _Ctx, blocks: list[Block]) -> None:
    for kind, arg in blocks:
        if kind in ("h1", "h2", "h3"):
            _heading(ctx, arg, int(kind[1]))
        elif kind == "p":
            _lines(ctx, arg)
        elif kind == "pb":
            _lines(ctx, arg, bold=True)
        elif kind == "small":
            _lines(ctx, arg, size=ctx.st["size"] - 1.5)
        elif kind == "box":
            _box(ctx, *arg)
        elif kind in ("ol", "ul"):
            _list(ctx, arg, kind)
        elif kind == "table":
            _table(ctx, arg)
        elif kind == "toc":
            _toc(ctx, arg)
        elif kind == "cover":
            _cover(ctx, arg)
        elif kind == "space":
            ctx.y += arg
        elif kind == "draw":
            fn, h = arg
            fn(ctx, ctx.x0, ctx.y, ctx.width)
            ctx.y += h
        elif kind == "cols":
            left, right = arg
            gap = 18.0
            mid = (ctx.x0 + ctx.x1) / 2
            a, b = ctx.sub(ctx.x0, mid - gap / 2), ctx.sub(mid + gap / 2, ctx.x1)
            _render(a, left)
            _render(b, right)
            ctx.y = max(a.y, b.y)
        else:
            raise ValueError(kind)
        if ctx.y > ctx.bottom:
            raise ValueError(f"page overflow at block {kind}: {str(arg)[:60]!r}")


def _write(folder: Path, m: dict) -> Path:
    st = m["style"]
    doc = fitz.open()
    w, h = st["size_page"]
    total = len(m["pages"])
    for n, blocks in enumerate(m["pages"], start=1):
        pen = _Pen(doc.new_page(width=w, height=h))
        ctx = _Ctx(pen, st, st["margin"], w - st["margin"], st["top"], h - st["bottom"])
        try:
            _render(ctx, blocks)
        except ValueError as exc:
            raise ValueError(f"{m['file']} page {n}: {exc}") from None
        if n > 1:
            m["chrome"](ctx, n, total)
        pen.commit()
    doc.set_metadata(
        {
            "title": m["title"],
            "author": m["maker"],
            "creationDate": "",
            "modDate": "",
            "producer": "",
            "creator": "",
        }
    )
    path = folder / m["file"]
    doc.subset_fonts()
    doc.save(path, garbage=3, deflate=True, no_new_id=True)
    doc.close()
    return path


def _tag(ctx: _Ctx, x: float, y: float, s: str, size: float = 7.0) -> None:
    _put(ctx, x, y, s, "helv", size)


# ---------------------------------------------------------------- Skarvik tunnel thruster


def _thr_chrome(ctx: _Ctx, n: int, total: int) -> None:
    pg, st = ctx.page, ctx.st
    w, h = pg.rect.width, pg.rect.height
    _put(ctx, st["margin"], 34, "SKARVIK TT-1450 CP  Tunnel Thruster", st["bold"], 8, st["accent"])
    s = "Instruction Manual  Doc. SKP-IM-1450-E  Rev. C"
    _put(ctx, w - st["margin"] - _tl(st["reg"], s, 8), 34, s, st["reg"], 8)
    pg.draw_line((st["margin"], 40), (w - st["margin"], 40), color=st["accent"], width=0.8)
    pg.draw_line((st["margin"], h - 44), (w - st["margin"], h - 44), color=st["accent"], width=0.8)
    s = f"Page {n} of {total}"
    _put(ctx, (w - _tl(st["reg"], s, 8)) / 2, h - 32, s, st["reg"], 8)
    _put(ctx, st["margin"], h - 32, "Skarvik Propulsjon AS", st["reg"], 7.5, (0.4, 0.4, 0.4))


def _thr_schematic(ctx: _Ctx, x0: float, y0: float, w: float) -> None:
    pg = ctx.page
    k = (0, 0, 0)
    # header tank
    pg.draw_rect(fitz.Rect(x0 + 20, y0 + 10, x0 + 120, y0 + 60), color=k, width=1)
    _tag(ctx, x0 + 30, y0 + 28, "HT-1", 8)
    _tag(ctx, x0 + 30, y0 + 40, "HEADER TANK")
    _tag(ctx, x0 + 30, y0 + 50, "60 L")
    pg.draw_line((x0 + 120, y0 + 20), (x0 + 135, y0 + 20), color=k)
    pg.draw_circle((x0 + 140, y0 + 20), 5, color=k)
    _tag(ctx, x0 + 148, y0 + 23, "LS-07")
    # service tank and pump
    pg.draw_rect(fitz.Rect(x0 + 20, y0 + 170, x0 + 150, y0 + 215), color=k, width=1)
    _tag(ctx, x0 + 28, y0 + 188, "T-2  HYDRAULIC TANK", 7.5)
    _tag(ctx, x0 + 28, y0 + 200, "ISO VG 68")
    pg.draw_circle((x0 + 56, y0 + 145), 5, color=k)
    _tag(ctx, x0 + 64, y0 + 148, "TT-05")
    pg.draw_line((x0 + 56, y0 + 150), (x0 + 56, y0 + 170), color=k)
    pg.draw_line((x0 + 120, y0 + 170), (x0 + 120, y0 + 150), color=k)
    pg.draw_circle((x0 + 120, y0 + 135), 15, color=k, width=1)
    _tag(ctx, x0 + 113, y0 + 138, "P-1", 7.5)
    _tag(ctx, x0 + 70, y0 + 118, "PITCH PUMP")
    pg.draw_line((x0 + 135, y0 + 135), (x0 + 175, y0 + 135), color=k)
    # filter
    pg.draw_polyline(
        [
            (x0 + 175, y0 + 135),
            (x0 + 185, y0 + 125),
            (x0 + 195, y0 + 135),
            (x0 + 185, y0 + 145),
            (x0 + 175, y0 + 135),
        ],
        color=k,
    )
    _tag(ctx, x0 + 170, y0 + 158, "F-1  10 µm")
    _tag(ctx, x0 + 170, y0 + 167, "PDS-04")
    pg.draw_line((x0 + 195, y0 + 135), (x0 + 250, y0 + 135), color=k)
    # non-return valve
    pg.draw_polyline(
        [(x0 + 250, y0 + 128), (x0 + 262, y0 + 135), (x0 + 250, y0 + 142), (x0 + 250, y0 + 128)],
        color=k,
    )
    _tag(ctx, x0 + 244, y0 + 155, "V-103")
    pg.draw_line((x0 + 262, y0 + 135), (x0 + 330, y0 + 135), color=k)
    # relief to tank
    pg.draw_line((x0 + 215, y0 + 135), (x0 + 215, y0 + 190), color=k)
    pg.draw_rect(fitz.Rect(x0 + 205, y0 + 165, x0 + 225, y0 + 185), color=k)
    _tag(ctx, x0 + 229, y0 + 180, "V-101  60 bar")
    pg.draw_line((x0 + 215, y0 + 190), (x0 + 150, y0 + 200), color=k, dashes="[3] 0")
    # pressure transmitter
    pg.draw_line((x0 + 295, y0 + 135), (x0 + 295, y0 + 110), color=k)
    pg.draw_circle((x0 + 295, y0 + 104), 6, color=k)
    _tag(ctx, x0 + 304, y0 + 100, "PT-03")
    # directional valve
    pg.draw_rect(fitz.Rect(x0 + 330, y0 + 120, x0 + 410, y0 + 150), color=k, width=1)
    pg.draw_line((x0 + 356, y0 + 120), (x0 + 356, y0 + 150), color=k)
    pg.draw_line((x0 + 383, y0 + 120), (x0 + 383, y0 + 150), color=k)
    _tag(ctx, x0 + 300, y0 + 165, "V-102  4/3 SOLENOID VALVE")
    _tag(ctx, x0 + 300, y0 + 174, "Y1 = PORT   Y2 = STBD")
    # oil distribution box and servo
    pg.draw_line((x0 + 360, y0 + 120), (x0 + 360, y0 + 70), color=k)
    pg.draw_line((x0 + 380, y0 + 120), (x0 + 380, y0 + 70), color=k)
    pg.draw_rect(fitz.Rect(x0 + 330, y0 + 30, x0 + 450, y0 + 70), color=k, width=1.2)
    _tag(ctx, x0 + 337, y0 + 47, "OD-1  OIL DISTRIBUTION BOX")
    _tag(ctx, x0 + 337, y0 + 59, "to hub servo cylinder")
    pg.draw_circle((x0 + 470, y0 + 50), 6, color=k)
    pg.draw_line((x0 + 450, y0 + 50), (x0 + 464, y0 + 50), color=k)
    _tag(ctx, x0 + 460, y0 + 36, "ZT-09")
    pg.draw_line((x0 + 410, y0 + 135), (x0 + 430, y0 + 135), color=k)
    pg.draw_line((x0 + 430, y0 + 135), (x0 + 430, y0 + 205), color=k, dashes="[3] 0")
    pg.draw_line((x0 + 430, y0 + 205), (x0 + 150, y0 + 205), color=k, dashes="[3] 0")
    _tag(ctx, x0 + 300, y0 + 215, "return line to T-2")
    pg.draw_line((x0 + 36, y0 + 60), (x0 + 36, y0 + 170), color=k, dashes="[2] 0")
    _tag(ctx, x0 + 40, y0 + 90, "static head")


THR_SCHEM = [
    ["P-1", "Pitch pump, gear type, 7.5 kW, electrically driven"],
    ["F-1", "Pressure filter, 10 µm absolute, with clogging indicator PDS-04"],
    ["V-101", "Pressure relief valve, set at 60 bar"],
    ["V-102", "4/3-way solenoid directional valve (Y1 pitch to port, Y2 pitch to starboard)"],
    ["V-103", "Non-return valve, pump discharge"],
    ["PT-03", "Pressure transmitter, 0-100 bar, 4-20 mA"],
    ["TT-05", "Oil temperature sensor PT100 in hydraulic tank"],
    ["LS-07", "Level switch, header tank (alarm T-103)"],
    ["ZT-09", "Pitch feedback transmitter on oil distribution box"],
    ["HT-1", "Gravity header tank, 60 litres"],
]

THR_SCHEDULE_HEAD = ["Maintenance item", "Daily", "Weekly", "3 months", "12 months", "Docking"]
THR_SCHEDULE_A = [
    ["Check header tank oil level (sight glass HT-1)", "X", "", "", "", ""],
    ["Check hydraulic oil pressure at PT-03 during operation", "X", "", "", "", ""],
    ["Check for oil leakage around OD-1 and piping", "", "X", "", "", ""],
    ["Run thruster in zero pitch for 15 minutes", "", "X", "", "", ""],
    ["Check filter clogging indicator PDS-04", "", "X", "", "", ""],
    ["Take gear oil sample for analysis", "", "", "X", "", ""],
    ["Check motor insulation resistance", "", "", "X", "", ""],
    ["Grease electric motor bearings (NDE and DE)", "", "", "X", "", ""],
    ["Replace filter element F-1", "", "", "", "X", ""],
    ["Check pitch indicator calibration against ZT-09", "", "", "", "X", ""],
]
THR_SCHEDULE_B = [
    ["Test all alarms and shutdowns (chapter 6)", "", "", "", "X", ""],
    ["Check flexible coupling rubber elements", "", "", "", "X", ""],
    ["Check tightness of foundation bolts", "", "", "", "X", ""],
    ["Change hydraulic oil in T-2", "", "", "", "", "X"],
    ["Inspect propeller blades and tunnel for cavitation damage", "", "", "", "", "X"],
    ["Check blade bolt torque", "", "", "", "", "X"],
    ["Replace shaft seal ring set (every second docking)", "", "", "", "", "X"],
    ["Inspect and clean tunnel grid", "", "", "", "", "X"],
    ["Check anodes in tunnel, renew when 50 % consumed", "", "", "", "", "X"],
]

THRUSTER = {
    "file": "skarvik-tt1450-tunnel-thruster.pdf",
    "title": "Skarvik TT-1450 CP Tunnel Thruster Instruction Manual",
    "maker": "Skarvik Propulsjon AS",
    "chrome": _thr_chrome,
    "style": {
        "reg": "helv",
        "bold": "hebo",
        "size": 9.2,
        "accent": (0.0, 0.22, 0.45),
        "margin": 56.0,
        "top": 56.0,
        "bottom": 58.0,
        "size_page": A4,
        "bullet": "•",
    },
    "pages": [
        [
            (
                "cover",
                {
                    "maker": "SKARVIK PROPULSJON AS",
                    "tagline": "Manoeuvring systems since 1958  -  Ålesund, Norway",
                    "title": "Tunnel Thruster with",
                    "title2": "Controllable Pitch Propeller",
                    "model": "TT-1450 CP",
                    "lines": [
                        "Instruction Manual for Operation and Maintenance",
                        "Electric motor drive, hydraulic pitch control",
                        "Document SKP-IM-1450-E, Revision C",
                    ],
                    "foot": [
                        "Read this manual before operating the unit. Keep it available on board.",
                        "Skarvik Propulsjon AS, Postboks 214, N-6001 Ålesund",
                    ],
                },
            )
        ],
        [
            ("h1", "Contents"),
            (
                "toc",
                [
                    ("1", "Safety", 3),
                    ("2", "General description", 3),
                    ("3", "Technical data", 4),
                    ("3.1", "Main data, all sizes", 4),
                    ("3.2", "Hydraulic system settings", 4),
                    ("4", "Hydraulic pitch control system", 5),
                    ("4.1", "Schematic", 5),
                    ("4.2", "Header tank and static head", 5),
                    ("5", "Operation", 6),
                    ("5.1", "Starting the thruster", 6),
                    ("5.2", "Stopping", 6),
                    ("5.3", "Emergency pitch control", 6),
                    ("6", "Alarms and shutdowns", 7),
                    ("7", "Maintenance", 7),
                    ("7.1", "Tightening torques", 7),
                    ("7.2", "Maintenance schedule", 8),
                    ("8", "Troubleshooting", 9),
                    ("9", "Spare parts", 10),
                ],
            ),
            (
                "box",
                (
                    "NOTE",
                    "Sections with a grey bar in the margin have been revised in Revision C. "
                    "Earlier revisions must be removed from the ship's library.",
                ),
            ),
        ],
        [
            ("h1", "1  Safety"),
            (
                "p",
                "This chapter contains the safety information for the tunnel thruster. All persons who "
                "operate or service the unit must have read and understood it. The symbols below are used "
                "throughout this manual.",
            ),
            (
                "box",
                (
                    "DANGER",
                    "Never enter the thruster tunnel while the vessel is afloat unless the thruster "
                    "motor breaker is locked open, the pitch pump is stopped and a diver watch is "
                    "posted on deck.",
                ),
            ),
            (
                "box",
                (
                    "WARNING",
                    "The hydraulic system can remain pressurised after the pitch pump has stopped. "
                    "Release the pressure through the test point on V-102 before opening any "
                    "hydraulic connection.",
                ),
            ),
            (
                "box",
                (
                    "CAUTION",
                    "Do not run the propeller at full pitch with the vessel in dry dock. Running "
                    "the propeller in air is permitted for maximum 2 minutes at zero pitch only.",
                ),
            ),
            ("h1", "2  General description"),
            (
                "p",
                "The Skarvik transverse thruster is a tunnel-mounted propulsion unit which gives the vessel "
                "side force for manoeuvring at low speed. The propeller has four blades with adjustable "
                "pitch and turns at constant speed; thrust direction and magnitude are changed by the blade "
                "angle only. The propeller is driven through a spiral bevel gear by a vertical squirrel-cage "
                "induction motor mounted on top of the tunnel in the thruster room.",
            ),
            (
                "p",
                "The blade angle is set by a servo piston in the propeller hub. Hydraulic oil is supplied "
                "to the servo through the oil distribution box OD-1 by the electrically driven pitch pump "
                "P-1. The gear housing is filled with oil and connected to a header tank placed above the "
                "waterline, so that the oil pressure inside the gear housing is always higher than the sea "
                "pressure outside the shaft seal.",
            ),
            (
                "p",
                "The bow propeller unit can be controlled from the bridge main panel, the bridge wing panels "
                "and locally from the starter cabinet. Control is transferred by the pushbutton TAKE "
                "COMMAND on the panel that shall take over.",
            ),
        ],
        [
            ("h1", "3  Technical data"),
            ("h2", "3.1  Main data, all sizes"),
            (
                "p",
                "The table gives the main data for the three sizes of the series. The unit described in this "
                "manual is the middle size.",
            ),
            (
                "table",
                {
                    "cols": [1.3, 1.1, 1.1, 1.2, 1.1, 1.2, 1.3],
                    "size": 8,
                    "head": [
                        "Size",
                        "Motor power (kW)",
                        "Motor speed (rpm)",
                        "Propeller dia. (mm)",
                        "Propeller speed (rpm)",
                        "Nominal thrust (kN)",
                        "Max. pitch angle",
                    ],
                    "rows": [
                        ["TT-1100 CP", "1100", "1780", "2000", "318", "162", "±25°"],
                        ["TT-1450 CP", "1450", "1785", "2250", "295", "214", "±24°"],
                        ["TT-1800 CP", "1800", "1188", "2500", "262", "268", "±23°"],
                    ],
                },
            ),
            (
                "p",
                "Electric motor for TT-1450 CP: 690 V, 3 phase, 60 Hz, IP44, insulation class F, started by "
                "soft starter. Motor full load current is 1460 A. The motor is fitted with PT100 elements in "
                "the windings and a 230 V space heater of 600 W which is energised when the motor is stopped.",
            ),
            (
                "p",
                "Gear ratio 6.05 : 1. Gear housing and hub oil: ISO VG 150 gear oil; total oil quantity "
                "in gear housing, header tank and piping approx. 310 litres.",
            ),
            ("h2", "3.2  Hydraulic system settings"),
            (
                "table",
                {
                    "cols": [2.6, 1.3, 1.8],
                    "head": ["Parameter", "Setting", "Remark"],
                    "rows": [
                        ["Pitch pump P-1 delivery", "28 l/min", "at 1750 rpm"],
                        ["Normal working pressure", "35 - 45 bar", "during pitch change"],
                        ["Relief valve V-101", "60 bar", "factory sealed"],
                        ["Low pressure alarm (T-101)", "25 bar", "delay 5 s"],
                        ["Hydraulic oil grade", "ISO VG 68", "mineral, HM type"],
                        ["Hydraulic tank T-2 volume", "120 litres", ""],
                        ["Pitch change time, full port to full stbd", "14 - 18 s", ""],
                        ["Filter F-1", "10 µm absolute", "indicator at 2.5 bar dp"],
                    ],
                },
            ),
            (
                "box",
                (
                    "NOTE",
                    "Pitch change time longer than 22 seconds indicates internal leakage in the "
                    "servo or worn pump. See chapter 8.",
                ),
            ),
        ],
        [
            ("h1", "4  Hydraulic pitch control system"),
            ("h2", "4.1  Schematic"),
            (
                "p",
                "The figure shows the simplified hydraulic diagram of the pitch control. Tag numbers are "
                "explained in the list below the figure.",
            ),
            ("draw", (_thr_schematic, 232)),
            ("small", "Fig. 4-1  Hydraulic pitch control, simplified"),
            (
                "table",
                {"cols": [0.8, 4.5], "size": 8, "head": ["Tag", "Description"], "rows": THR_SCHEM},
            ),
            ("h2", "4.2  Header tank and static head"),
            (
                "p",
                "The header tank HT-1 shall be installed with its minimum oil level at least 3.0 m above the "
                "deepest load waterline. This static head keeps the gear oil pressure above the sea pressure "
                "at the shaft seal, so that water cannot enter the gear housing. If the oil level in HT-1 "
                "rises without oil being added, sea water ingress must be suspected.",
            ),
        ],
        [
            ("h1", "5  Operation"),
            ("h2", "5.1  Starting the thruster"),
            (
                "p",
                "The thruster motor can only be started when all start interlocks are fulfilled. The "
                "READY lamp on the bridge panel is lit when the conditions are met.",
            ),
            (
                "ol",
                [
                    (
                        "Before start, check:",
                        [
                            "oil level in header tank HT-1 is visible in the sight glass",
                            "the motor space heater lamp is lit",
                            "the thruster room ventilation is running",
                        ],
                    ),
                    (
                        "Request power from the power management system with the pushbutton PMS REQUEST. Wait "
                        "until the lamp POWER AVAILABLE is lit (the PMS will start a standby generator if needed).",
                        [],
                    ),
                    (
                        "Start the pitch pump P-1. The pitch will be brought to zero automatically.",
                        [],
                    ),
                    (
                        "Check that the pitch indicator shows 0° and READY is lit. The motor will not start "
                        "unless the pitch is within 0 ± 1.5°.",
                        [],
                    ),
                    (
                        "Press MOTOR START. The soft starter brings the motor to full speed in approx. 12 seconds.",
                        [],
                    ),
                    ("Take command on the desired panel and operate the lever.", []),
                ],
            ),
            (
                "box",
                (
                    "CAUTION",
                    "Maximum three consecutive starts from cold condition. After three starts the "
                    "motor shall cool down for at least 30 minutes before the next start.",
                ),
            ),
            ("h2", "5.2  Stopping"),
            (
                "ol",
                [
                    "Bring the lever to zero and wait until the pitch indicator shows 0°.",
                    "Press MOTOR STOP.",
                    "Stop the pitch pump P-1 not earlier than 1 minute after the motor has stopped.",
                    "Release the power request. The space heater is switched on automatically.",
                ],
            ),
            ("h2", "5.3  Emergency pitch control"),
            (
                "p",
                "If the remote control system fails, the pitch can be operated locally by the manual "
                "override buttons on the solenoids of V-102. Communication with the bridge must be kept by "
                "telephone. Pushing Y1 turns the pitch towards port thrust, Y2 towards starboard thrust. "
                "The pitch must be read on the mechanical indicator on OD-1.",
            ),
            (
                "box",
                (
                    "WARNING",
                    "In emergency pitch control there is no overload protection by pitch reduction. "
                    "Watch the motor ammeter and do not exceed 1460 A.",
                ),
            ),
        ],
        [
            ("h1", "6  Alarms and shutdowns"),
            (
                "p",
                "All alarms are shown on the bridge panel and transferred to the ship's alarm system as group "
                "alarm THRUSTER FAULT. Shutdowns stop the motor; the pitch pump continues to run.",
            ),
            (
                "table",
                {
                    "cols": [0.8, 2.6, 1.5, 0.7, 1.4],
                    "size": 7.8,
                    "head": ["Code", "Alarm text", "Set point", "Delay", "Action"],
                    "rows": [
                        ["T-101", "HYD OIL PRESS LOW", "25 bar", "5 s", "Alarm"],
                        ["T-102", "HYD OIL TEMP HIGH", "70 °C", "10 s", "Alarm"],
                        ["T-103", "HEADER TANK LEVEL LOW", "LS-07", "30 s", "Alarm"],
                        ["T-104", "FILTER DIFF PRESS HIGH", "2.5 bar", "10 s", "Alarm"],
                        [
                            "T-105",
                            "PITCH FEEDBACK FAILURE",
                            "< 3.5 mA or > 20.5 mA",
                            "1 s",
                            "Alarm, lever blocked",
                        ],
                        ["T-106", "PITCH DEVIATION", "> 3° from order", "5 s", "Alarm"],
                        ["T-201", "MOTOR WINDING TEMP HIGH", "140 °C", "5 s", "Alarm"],
                        ["T-202", "MOTOR WINDING TEMP SHUTDOWN", "155 °C", "5 s", "Motor stop"],
                        ["T-203", "MOTOR OVERLOAD", "110 % FLC", "20 s", "Pitch reduction"],
                        ["T-204", "MOTOR SHORT CIRCUIT", "-", "0 s", "Motor stop"],
                        ["T-301", "CONTROL POWER FAILURE", "24 V DC", "2 s", "Alarm"],
                        ["T-302", "BRIDGE PANEL COMM FAULT", "-", "3 s", "Alarm"],
                        ["T-303", "EMERGENCY STOP ACTIVATED", "-", "0 s", "Motor stop"],
                    ],
                },
            ),
            (
                "p",
                "At overload (T-203) the control system reduces the pitch automatically until the motor "
                "current is below 100 % of full load current. The lever order is restored when the current "
                "has been below 95 % for 10 seconds.",
            ),
            ("h1", "7  Maintenance"),
            ("h2", "7.1  Tightening torques"),
            (
                "p",
                "The propeller blades are fixed to the hub by six M30 bolts per blade. Tighten the blade bolts "
                "crosswise to 1150 N·m in three stages (40 %, 80 % and 100 %) and lock them with locking "
                "wire. Always use new locking wire. The tunnel grid bolts (M16, A4 stainless) shall be "
                "tightened to 210 N·m, and the motor foundation bolts M24 to 640 N·m.",
            ),
            (
                "box",
                (
                    "NOTE",
                    "Lubricate the blade bolt threads with the anti-seize compound supplied. Do not use "
                    "copper paste on stainless steel bolts.",
                ),
            ),
        ],
        [
            ("h2", "7.2  Maintenance schedule"),
            (
                "p",
                "Intervals apply for normal service of up to 2000 running hours per year. Work marked for "
                "docking requires the vessel to be out of the water.",
            ),
            (
                "table",
                {
                    "cols": [4.2, 0.8, 0.8, 0.9, 0.9, 0.9],
                    "size": 8,
                    "head": THR_SCHEDULE_HEAD,
                    "rows": THR_SCHEDULE_A,
                },
            ),
            ("small", "Table 7-2 continues on the next page."),
            (
                "p",
                "The gear oil sample shall be taken from the drain cock on the gear housing with the unit "
                "stopped for at least 1 hour. The oil must be renewed when the water content exceeds "
                "0.2 % or the iron content exceeds 150 ppm.",
            ),
            (
                "p",
                "Motor bearings: use 40 g of lithium complex grease, NLGI 2, at each bearing. Run the motor "
                "after greasing and open the grease relief plugs for 20 minutes.",
            ),
            (
                "p",
                "Minimum insulation resistance of the motor windings, measured at 1000 V DC with the motor "
                "warm, is 5 MΩ. Values below this limit shall be reported to the Skarvik service department.",
            ),
        ],
        [
            (
                "table",
                {
                    "cols": [4.2, 0.8, 0.8, 0.9, 0.9, 0.9],
                    "size": 8,
                    "head": THR_SCHEDULE_HEAD,
                    "rows": THR_SCHEDULE_B,
                },
            ),
            ("small", "Table 7-2  Maintenance schedule (continued)"),
            ("h1", "8  Troubleshooting"),
            (
                "table",
                {
                    "cols": [1.6, 2.2, 2.6],
                    "size": 7.8,
                    "head": ["Fault", "Possible cause", "Action"],
                    "rows": [
                        [
                            "Motor does not start, READY lamp off",
                            "Pitch not at zero; P-1 not running; HT-1 level low",
                            "Check pitch indicator, start P-1, top up header tank",
                        ],
                        [
                            "Pitch change is slow",
                            "Filter F-1 clogged; worn pitch pump; internal leakage in servo",
                            "Replace filter element; measure P-1 delivery; contact Skarvik",
                        ],
                        [
                            "Pitch does not follow lever",
                            "Feedback ZT-09 defective; solenoid coil of V-102 burnt",
                            "Check 4-20 mA signal; measure coil resistance (28 Ω ± 10 %)",
                        ],
                        [
                            "Oil level in header tank rising",
                            "Sea water entering past shaft seal",
                            "Take oil sample; check water content; plan seal renewal",
                        ],
                        [
                            "Header tank level falling",
                            "Oil leaking to sea through shaft seal or leak at OD-1",
                            "Check for oil sheen at bow; inspect OD-1 and piping",
                        ],
                        [
                            "Hydraulic oil temperature high",
                            "Thruster run at continuous full pitch; low oil level in T-2",
                            "Reduce pitch; top up T-2; check oil cooler",
                        ],
                        [
                            "Heavy vibration at full pitch",
                            "Damaged blade; cavitation; fouled tunnel grid",
                            "Inspect blades and grid at next docking or by diver",
                        ],
                        [
                            "Motor trips on overload",
                            "Pitch deviation; heavy fouling of propeller",
                            "Check pitch calibration; clean propeller",
                        ],
                    ],
                },
            ),
        ],
        [
            ("h1", "9  Spare parts"),
            (
                "p",
                "When ordering spare parts, always state the thruster serial number from the name plate "
                "on the gear housing, the part number and the quantity. Recommended on-board spares are "
                "marked *.",
            ),
            (
                "table",
                {
                    "cols": [0.6, 1.6, 3.4, 0.6],
                    "size": 8,
                    "head": ["Item", "Part no.", "Description", "Qty"],
                    "rows": [
                        ["1", "SKP-1450-101", "Propeller blade, right hand", "4"],
                        ["2", "SKP-1450-104", "Blade bolt M30 x 110, with locking wire hole", "24"],
                        ["3", "SKP-1450-118", "Blade foot O-ring set *", "1"],
                        ["4", "SKP-1450-220", "Shaft seal ring set, complete *", "1"],
                        ["5", "SKP-1450-231", "Oil distribution box OD-1 seal kit *", "1"],
                        ["6", "SKP-1450-305", "Pitch pump P-1, complete with motor", "1"],
                        ["7", "SKP-1450-312", "Filter element F-1, 10 µm *", "2"],
                        ["8", "SKP-1450-318", "Solenoid coil for V-102, 24 V DC *", "2"],
                        ["9", "SKP-1450-325", "Relief valve cartridge V-101", "1"],
                        ["10", "SKP-1450-340", "Pitch feedback transmitter ZT-09", "1"],
                        ["11", "SKP-1450-410", "Flexible coupling rubber element set", "1"],
                        ["12", "SKP-1450-422", "Tunnel anode, zinc, 6 kg", "8"],
                        ["13", "SKP-1450-450", "PT100 element, motor winding", "1"],
                        ["14", "SKP-1450-501", "Locking wire, stainless, 1.2 mm, 10 m roll", "2"],
                    ],
                },
            ),
            (
                "box",
                (
                    "NOTE",
                    "Use only original Skarvik parts. The warranty is void if non-original seal kits "
                    "are fitted to the oil distribution box.",
                ),
            ),
        ],
    ],
}


# ---------------------------------------------------------------- Hanabusa oil mist detector


def _omd_chrome(ctx: _Ctx, n: int, total: int) -> None:
    pg, st = ctx.page, ctx.st
    w, h = pg.rect.width, pg.rect.height
    s = "HMD-8  Oil Mist Detector  /  Instruction Book"
    _put(ctx, w - st["margin"] - _tl(st["reg"], s, 8.5), 36, s, st["reg"], 8.5, (0.3, 0.3, 0.3))
    _put(ctx, st["margin"], 36, "HANABUSA", st["bold"], 8.5, st["accent"])
    pg.draw_line((st["margin"], 42), (w - st["margin"], 42), color=(0.3, 0.3, 0.3), width=0.5)
    s = f"- {n} -"
    _put(ctx, (w - _tl(st["reg"], s, 9)) / 2, h - 30, s, st["reg"], 9)
    _put(ctx, w - st["margin"] - 60, h - 30, "HK-E-0812", st["reg"], 7.5, (0.4, 0.4, 0.4))


def _omd_engine_sketch(ctx: _Ctx, x0: float, y0: float, w: float) -> None:
    pg = ctx.page
    k = (0, 0, 0)
    pg.draw_rect(fitz.Rect(x0 + 10, y0 + 20, x0 + w - 10, y0 + 80), color=k, width=1)
    _tag(ctx, x0 + 14, y0 + 14, "Engine crankcase (fore = cyl. 1)")
    step = (w - 40) / 8
    for i in range(8):
        cx = x0 + 25 + step * i + step / 2
        pg.draw_rect(fitz.Rect(cx - 8, y0 + 72, cx + 8, y0 + 88), color=k, fill=(0.85, 0.85, 0.85))
        _tag(ctx, cx - 8, y0 + 100, f"SH-{i + 1}")
        pg.draw_line((cx, y0 + 88), (cx, y0 + 112), color=k, width=0.5)
    pg.draw_line((x0 + 25 + step / 2, y0 + 112), (x0 + w - 15, y0 + 112), color=k, width=0.5)
    pg.draw_rect(fitz.Rect(x0 + w - 60, y0 + 118, x0 + w - 10, y0 + 140), color=k)
    _tag(ctx, x0 + w - 56, y0 + 132, "CU-1")
    _tag(ctx, x0 + 10, y0 + 126, "Bus cable BC-1 (daisy chain)")


OMD = {
    "file": "hanabusa-hmd8-oil-mist-detector.pdf",
    "title": "Hanabusa HMD-8 Oil Mist Detector Instruction Book",
    "maker": "Hanabusa Keiki Co., Ltd.",
    "chrome": _omd_chrome,
    "style": {
        "reg": "tiro",
        "bold": "tibo",
        "size": 9.8,
        "accent": (0.55, 0.05, 0.1),
        "margin": 52.0,
        "top": 58.0,
        "bottom": 52.0,
        "size_page": A4,
        "bullet": "*",
        "lead": 1.28,
    },
    "pages": [
        [
            (
                "cover",
                {
                    "maker": "HANABUSA KEIKI CO., LTD.",
                    "tagline": "Kobe, Japan   -   Marine Instruments",
                    "title": "Oil Mist Detector",
                    "model": "HMD-8  MISTGUARD",
                    "lines": [
                        "INSTRUCTION BOOK",
                        "For 2-stroke and 4-stroke diesel engines",
                        "Software version 3.2x",
                    ],
                    "foot": [
                        "Please read this instruction book carefully before using the equipment.",
                        "Book No. HK-E-0812  3rd edition",
                    ],
                },
            )
        ],
        [
            ("h1", "CONTENTS"),
            (
                "toc",
                [
                    ("1.", "Introduction", 3),
                    ("2.", "Safety precautions", 3),
                    ("3.", "Specification", 4),
                    ("4.", "Construction and sensor heads", 5),
                    ("4.1", "Sensor head arrangement", 5),
                    ("4.2", "Address setting", 5),
                    ("5.", "Operation", 6),
                    ("5.1", "Alarm levels", 6),
                    ("5.2", "Changing the alarm level", 6),
                    ("6.", "Self-test and function test", 7),
                    ("7.", "Alarm and fault code list", 8),
                    ("8.", "Maintenance", 9),
                    ("9.", "Spare parts", 10),
                ],
            ),
            (
                "p",
                "The contents of this book may be changed without notice for improvement of the product.",
            ),
        ],
        [
            (
                "cols",
                (
                    [
                        ("h2", "1. Introduction"),
                        (
                            "p",
                            "Thank you very much for choosing the HANABUSA oil mist detector. The HMD-8 is a crankcase "
                            "monitoring unit which detects the oil mist in the crank chambers of the diesel engine at an "
                            "early stage, before a crankcase explosion can occur.",
                        ),
                        (
                            "p",
                            "The oil mist is generated when a bearing or a piston is overheated. The hot spot "
                            "evaporates the lubricating oil and the vapour condenses again to very small droplets. "
                            "The mist detector measures the density of these droplets by the light scattering method "
                            "in each sensor head.",
                        ),
                        (
                            "p",
                            "Each sensor head is mounted directly on the crankcase door and communicates with the "
                            "control unit CU-1 by the bus cable. There is no suction pipe and no suction fan, so the "
                            "response time is short, within 2 seconds after the mist is reaching the head.",
                        ),
                        (
                            "p",
                            "One control unit can handle maximum 10 sensor heads. For engines with more crank "
                            "chambers two control units are used.",
                        ),
                    ],
                    [
                        ("h2", "2. Safety precautions"),
                        (
                            "p",
                            "Please take care that the following instructions are observed always.",
                        ),
                        (
                            "ul",
                            [
                                "Please do not open the crankcase door soon after the engine is stopped with a mist "
                                "alarm. Wait at least 20 minutes so the hot spot can cool down, and keep away all "
                                "open fire.",
                                "Please take care that the power supply is switched off before the sensor head "
                                "connector is removed.",
                                "Do not use the solvent such as thinner for cleaning the sensor head window. Use "
                                "only the cleaning liquid of isopropyl alcohol.",
                                "The mist detector is not a replacement of the bearing temperature monitoring. Both "
                                "systems must be kept in service.",
                                "When the detector is in bypass mode, the slow down output is not active. Please "
                                "inform the bridge and the chief engineer.",
                            ],
                        ),
                        ("p", "Marks used in this book:"),
                        (
                            "p",
                            "DANGER: a hazardous situation which can result in death or serious injury.\n"
                            "ATTENTION: a situation which can result in damage of the equipment.",
                        ),
                    ],
                ),
            )
        ],
        [
            ("h1", "3. Specification"),
            ("p", "The specification of the standard HMD-8 system is as follows."),
            (
                "table",
                {
                    "cols": [2.0, 3.4],
                    "ruled": False,
                    "size": 9.4,
                    "rows": [
                        ["Measuring principle", "Light scattering (infrared LED 880 nm)"],
                        ["Measuring range", "0 ~ 2,50 mg/l"],
                        ["Number of sensor heads", "Max. 10 per control unit"],
                        ["Response time", "Within 2 s"],
                        ["Power supply", "24 V DC (allowable 18 ~ 32 V DC)"],
                        ["Power consumption", "Max. 45 W with 10 heads"],
                        ["Ambient temp., control unit", "0 ~ 55 °C"],
                        ["Temp. at sensor head", "0 ~ 70 °C (oil splash side max. 85 °C)"],
                        ["Protection", "Control unit IP54, sensor head IP67"],
                        ["Bus cable length", "Total max. 100 m"],
                        ["Output contacts", "MIST HIGH, SLOW DOWN, FAULT (250 V AC 2 A)"],
                        ["Analogue output", "4 ~ 20 mA per head (option)"],
                        ["Mass", "Control unit 6,8 kg, sensor head 0,9 kg"],
                        ["Type approval", "According to IACS UR M67"],
                    ],
                },
            ),
            (
                "p",
                "The supply voltage must be kept within 18 ~ 32 V DC. Below 18 V the FL-31 fault will be "
                "given and the measurement is stopped.",
            ),
            ("h2", "3.1 Dimensions"),
            (
                "p",
                "Control unit CU-1: W 300 × H 380 × D 120 mm. Sensor head SH: diameter 96 mm, length 145 mm "
                "including the connector. The sensor head is fixed on the crankcase door by 4 bolts M8; "
                "please tighten them with 12 N·m (1,2 kgf·m). The gasket must be renewed every time the "
                "head is removed.",
            ),
            (
                "box",
                (
                    "ATTENTION",
                    "Please take care that the sensor head is installed with the window looking "
                    "downward at an angle of 15 ~ 30°, so that the oil drops can drain from the "
                    "window.",
                ),
            ),
        ],
        [
            ("h1", "4. Construction and sensor heads"),
            ("h2", "4.1 Sensor head arrangement"),
            (
                "p",
                "One sensor head SH is installed for each crank chamber. Additionally one head can be installed "
                "at the chain drive or gear drive case. The sensor heads are connected in daisy chain by the bus "
                "cable BC-1 to the control unit CU-1 in the engine control room.",
            ),
            ("draw", (_omd_engine_sketch, 148)),
            ("small", "Fig. 4-1 Example: 8-cylinder engine with 8 sensor heads"),
            ("h2", "4.2 Address setting"),
            (
                "p",
                "Each head has a rotary switch under the cover for the address. Please set the address as the "
                "following table. The address 0 is not used. Same address must not be used two times on one "
                "bus, otherwise FL-24 will be shown.",
            ),
            (
                "table",
                {
                    "cols": [1.4, 1.4, 1.3, 2.2],
                    "ruled": False,
                    "size": 9.2,
                    "head": ["Head", "Position", "Address", "LED colour when OK"],
                    "rows": [
                        ["SH-1", "Crank chamber 1", "1", "Green"],
                        ["SH-2", "Crank chamber 2", "2", "Green"],
                        ["SH-3", "Crank chamber 3", "3", "Green"],
                        ["SH-4", "Crank chamber 4", "4", "Green"],
                        ["SH-5", "Crank chamber 5", "5", "Green"],
                        ["SH-6", "Crank chamber 6", "6", "Green"],
                        ["SH-7", "Crank chamber 7", "7", "Green"],
                        ["SH-8", "Crank chamber 8", "8", "Green"],
                        ["SH-9", "Chain case", "9", "Green"],
                        ["SH-10", "Thrust bearing", "A", "Green"],
                    ],
                },
            ),
            (
                "p",
                "The LED of the sensor head is blinking yellow during the warming up of about 3 minutes after "
                "power on, and red when the head is in alarm.",
            ),
        ],
        [
            ("h1", "5. Operation"),
            (
                "cols",
                (
                    [
                        ("h2", "5.1 Alarm levels"),
                        (
                            "p",
                            "The HMD-8 gives two kinds of the mist alarm. The MIST HIGH alarm is given when the "
                            "density at one head is over the alarm level. The factory setting of the alarm level is "
                            "0,80 mg/l and it can be adjusted within 0,30 ~ 1,20 mg/l.",
                        ),
                        (
                            "p",
                            "The DEVIATION alarm is given when the density of one head is higher than the average of "
                            "all heads by more than the deviation level. The factory setting is 0,25 mg/l. The "
                            "deviation alarm is useful because the mist of one overheated bearing is detected before "
                            "the total density is increasing.",
                        ),
                        (
                            "p",
                            "At MIST HIGH the SLOW DOWN contact is also closed after 1 second, and the engine "
                            "safety system reduces the engine speed. The DEVIATION alarm gives only alarm, no slow "
                            "down.",
                        ),
                        ("p", "Alarm delay can be set 1 ~ 10 s (factory 2 s)."),
                    ],
                    [
                        ("h2", "5.2 Changing the alarm level"),
                        (
                            "p",
                            "The alarm level is protected by the password. Please change the level only by the "
                            "permission of the chief engineer.",
                        ),
                        (
                            "ol",
                            [
                                ("Press MENU key.", []),
                                ("Select SETTING with the arrow keys and press ENT.", []),
                                (
                                    "Input the password:",
                                    [
                                        "the default password is 0812",
                                        "after 3 wrong inputs the menu is locked for 10 minutes",
                                    ],
                                ),
                                ("Select ALARM LEVEL and press ENT.", []),
                                (
                                    "Change the value with the arrow keys, the step is 0,05 mg/l.",
                                    [],
                                ),
                                (
                                    "Press ENT two times to save. The new value is shown on the display "
                                    "for 5 seconds.",
                                    [],
                                ),
                            ],
                        ),
                    ],
                ),
            ),
            ("h2", "5.3 Display"),
            (
                "p",
                "In the normal display the bar graph of all heads is shown. The head number with the highest "
                "density is shown with its value at the upper right. Please push the arrow keys to see the "
                "value of each head. When the key is not pushed for 60 seconds, the display returns to the "
                "bar graph.",
            ),
            (
                "box",
                (
                    "DANGER",
                    "When the MIST HIGH alarm is given, please follow the engine maker's instruction "
                    "for the crankcase explosion prevention. Do not stop the lubricating oil pump "
                    "and do not open the crankcase until the engine is cooled down.",
                ),
            ),
        ],
        [
            ("h1", "6. Self-test and function test"),
            (
                "p",
                "The HMD-8 makes the self-test automatically every 12 hours. In the self-test the LED "
                "output, the receiver sensitivity and the window contamination of each head are checked. "
                "The self-test takes about 20 seconds per head and no alarm output is given during the test. "
                "When the result is not good the fault code FL-21 or FL-22 is shown.",
            ),
            (
                "p",
                "The manual self-test can be started any time by keeping the TEST key pushed for 3 seconds.",
            ),
            ("h2", "6.1 Function test with test smoke"),
            (
                "p",
                "It is recommended to do the function test with the test smoke every 3 months, and after "
                "each replacement of a sensor head.",
            ),
            (
                "ol",
                [
                    (
                        "Set the detector to TEST MODE from the menu. The slow down output is blocked in this mode.",
                        [],
                    ),
                    ("Remove the plug of the test port on the sensor head.", []),
                    (
                        "Insert the nozzle of the test smoke can (Part No. HMD-TS1) and spray for about 1 second.",
                        [],
                    ),
                    (
                        "Please confirm:",
                        [
                            "the density value rises over the alarm level within 5 seconds",
                            "the LED of the head is red and MIST HIGH is shown",
                            "the alarm is given to the ship alarm system",
                        ],
                    ),
                    ("Refit the plug. The value must return under 0,05 mg/l within 2 minutes.", []),
                    ("Reset the alarm and return to NORMAL MODE.", []),
                ],
            ),
            (
                "box",
                (
                    "ATTENTION",
                    "Please take care that TEST MODE is automatically cancelled after 30 minutes. "
                    "Do not forget to return to normal mode when the test is finished.",
                ),
            ),
            ("h2", "6.2 Zero calibration"),
            (
                "p",
                "Zero calibration is carried out when the engine is stopped and the crankcase is ventilated "
                "for more than 30 minutes. The value of each head must be 0,00 ~ 0,03 mg/l after the "
                "calibration. If the value is over 0,10 mg/l before the calibration, please clean the window "
                "first.",
            ),
        ],
        [
            ("h1", "7. Alarm and fault code list"),
            (
                "p",
                'The alarm codes begin with AL, the fault codes begin with FL. "n" is the head number.',
            ),
            (
                "table",
                {
                    "cols": [0.9, 2.2, 3.2],
                    "size": 8.8,
                    "head": ["Code", "Display", "Meaning / Remedy"],
                    "rows": [
                        [
                            "AL-11",
                            "MIST HIGH  SH-n",
                            "Density over alarm level. Slow down output is "
                            "given. Follow the engine maker's instruction.",
                        ],
                        [
                            "AL-12",
                            "MIST DEVIATION SH-n",
                            "Density over average + deviation level. "
                            "Check the bearing temperature of this chamber.",
                        ],
                        [
                            "AL-13",
                            "MIST HIGH (ALL)",
                            "Average density over alarm level. Possible "
                            "blow-by. Check the crankcase vent.",
                        ],
                        [
                            "FL-21",
                            "WINDOW DIRTY SH-n",
                            "Contamination over 60 %. Clean the window (chapter 8).",
                        ],
                        [
                            "FL-22",
                            "LED DETERIORATED SH-n",
                            "LED output under 70 %. Replace the sensor head.",
                        ],
                        [
                            "FL-23",
                            "COMM ERROR SH-n",
                            "No answer from head. Check the connector and bus cable.",
                        ],
                        [
                            "FL-24",
                            "ADDRESS DOUBLE",
                            "Same address on two heads. Check the rotary switches.",
                        ],
                        ["FL-25", "HEAD TEMP HIGH SH-n", "Sensor head temperature over 85 °C."],
                        [
                            "FL-31",
                            "SUPPLY VOLT LOW",
                            "Supply under 18 V DC. Check the power supply and the fuse F1 (2 A).",
                        ],
                        [
                            "FL-32",
                            "MEMORY ERROR",
                            "Setting data lost. Input the settings again or contact HANABUSA.",
                        ],
                        [
                            "FL-33",
                            "BYPASS ACTIVE",
                            "One or more heads in bypass. Slow down "
                            "output not active for these heads.",
                        ],
                    ],
                },
            ),
            (
                "p",
                "The alarm and fault history of the last 200 events can be seen in the menu HISTORY. "
                "The history is kept also when the power is off.",
            ),
        ],
        [
            ("h1", "8. Maintenance"),
            (
                "p",
                "The maintenance of the mist detector is very easy. Please make the following works.",
            ),
            (
                "table",
                {
                    "cols": [3.0, 1.1, 1.1, 1.1],
                    "size": 8.8,
                    "head": ["Work", "Every 3 months", "Every 6 months", "Every year"],
                    "rows": [
                        ["Check the value of each head at the display", "O", "O", "O"],
                        ["Function test with test smoke", "O", "O", "O"],
                        ["Clean the sensor head window", "", "O", "O"],
                        ["Check the gasket of sensor head", "", "O", "O"],
                        ["Check the bus cable and connectors", "", "", "O"],
                        ["Replace the backup battery of CU-1", "", "", "Every 5 years"],
                    ],
                },
            ),
            ("h2", "8.1 Cleaning the window"),
            (
                "ol",
                [
                    "Set the head to bypass from the menu (FL-33 will be shown).",
                    "Loosen the 4 bolts M8 and remove the head from the crankcase door (engine must be stopped).",
                    (
                        "Clean the window:",
                        [
                            "wipe with the soft paper and isopropyl alcohol",
                            "please do not scratch the window with a hard tool",
                            "dry the window in the air about 5 minutes",
                        ],
                    ),
                    "Refit the head with the new gasket and tighten the bolts with 12 N·m.",
                    "Cancel the bypass and confirm that the LED is green after the warming up.",
                ],
            ),
            (
                "box",
                (
                    "ATTENTION",
                    "When the window is dirty again within 1 month, the oil splash is too much at "
                    "this position. Please consult HANABUSA about the splash guard (option).",
                ),
            ),
        ],
        [
            ("h1", "9. Spare parts"),
            (
                "p",
                "Please order the spare parts with the serial number of the control unit which is shown on "
                "the label inside the door.",
            ),
            (
                "table",
                {
                    "cols": [0.6, 1.5, 3.2, 0.6],
                    "size": 8.8,
                    "head": ["No.", "Part No.", "Name", "Q'ty"],
                    "rows": [
                        ["1", "HMD-SH8", "Sensor head, complete", "1"],
                        ["2", "HMD-G96", "Gasket for sensor head", "10"],
                        ["3", "HMD-BC5", "Bus cable with connector, 5 m", "1"],
                        ["4", "HMD-TS1", "Test smoke can", "2"],
                        ["5", "HMD-CL2", "Cleaning kit (IPA, paper)", "1"],
                        ["6", "HMD-F2A", "Fuse 2 A, 5 × 20 mm", "5"],
                        ["7", "HMD-BT3", "Backup battery, lithium 3 V", "1"],
                        ["8", "HMD-MB1", "Main board for control unit", "1"],
                    ],
                },
            ),
            (
                "p",
                "The sensor head is supplied with the address 0. Please set the address before installation "
                "(see 4.2).",
            ),
            ("space", 20),
            (
                "p",
                "HANABUSA KEIKI CO., LTD.  Service department\n"
                "3-14 Minatojima, Chuo-ku, Kobe, Japan\n"
                "Service line: available 24 hours",
            ),
        ],
    ],
}


# ---------------------------------------------------------------- Bayline hydrophore / pressure set


def _hyd_chrome(ctx: _Ctx, n: int, total: int) -> None:
    pg, st = ctx.page, ctx.st
    w, h = pg.rect.width, pg.rect.height
    pg.draw_rect(fitz.Rect(st["margin"], 26, w - st["margin"], 42), color=None, fill=st["accent"])
    _put(ctx, st["margin"] + 6, 37.5, "BAYLINE AquaStat HPS-300D", st["bold"], 8.5, (1, 1, 1))
    s = "Installation, Operation & Maintenance"
    _put(ctx, w - st["margin"] - 6 - _tl(st["reg"], s, 8.5), 37.5, s, st["reg"], 8.5, (1, 1, 1))
    _put(
        ctx,
        st["margin"],
        h - 30,
        "IOM-HPS-300D  Rev. 4  (03/2024)",
        st["reg"],
        7.5,
        (0.4, 0.4, 0.4),
    )
    s = f"{n}"
    _put(ctx, w - st["margin"] - _tl(st["bold"], s, 10), h - 30, s, st["bold"], 10)


def _hyd_pid(ctx: _Ctx, x0: float, y0: float, w: float) -> None:
    pg = ctx.page
    k = (0, 0, 0)
    # suction header from tanks
    _tag(ctx, x0, y0 + 16, "FROM POTABLE WATER TANKS")
    pg.draw_line((x0, y0 + 22), (x0 + 60, y0 + 22), color=k)
    pg.draw_line((x0 + 60, y0 + 22), (x0 + 60, y0 + 150), color=k)
    for i, (yy, tag) in enumerate(((y0 + 60, "P-1"), (y0 + 130, "P-2"))):
        pg.draw_line((x0 + 60, yy), (x0 + 80, yy), color=k)
        pg.draw_polyline(
            [
                (x0 + 80, yy - 6),
                (x0 + 92, yy + 6),
                (x0 + 92, yy - 6),
                (x0 + 80, yy + 6),
                (x0 + 80, yy - 6),
            ],
            color=k,
        )
        _tag(ctx, x0 + 74, yy - 10, f"V-1{i * 2 + 1:02d}")
        pg.draw_line((x0 + 92, yy), (x0 + 115, yy), color=k)
        pg.draw_circle((x0 + 130, yy), 15, color=k, width=1)
        _tag(ctx, x0 + 123, yy + 3, tag, 7.5)
        pg.draw_line((x0 + 145, yy), (x0 + 170, yy), color=k)
        pg.draw_polyline(
            [(x0 + 170, yy - 6), (x0 + 182, yy), (x0 + 170, yy + 6), (x0 + 170, yy - 6)], color=k
        )
        _tag(ctx, x0 + 166, yy - 10, f"V-1{i * 2 + 2:02d}")
        pg.draw_line((x0 + 182, yy), (x0 + 210, yy), color=k)
    pg.draw_line((x0 + 210, y0 + 60), (x0 + 210, y0 + 130), color=k)
    pg.draw_line((x0 + 210, y0 + 95), (x0 + 260, y0 + 95), color=k)
    # pressure tank
    pg.draw_oval(fitz.Rect(x0 + 260, y0 + 30, x0 + 320, y0 + 160), color=k, width=1.2)
    _tag(ctx, x0 + 272, y0 + 90, "T-1", 8)
    _tag(ctx, x0 + 266, y0 + 102, "300 gal")
    pg.draw_line((x0 + 290, y0 + 30), (x0 + 290, y0 + 14), color=k)
    pg.draw_rect(fitz.Rect(x0 + 284, y0 + 4, x0 + 296, y0 + 14), color=k)
    _tag(ctx, x0 + 300, y0 + 12, "SV-1  100 psi")
    pg.draw_line((x0 + 320, y0 + 60), (x0 + 345, y0 + 60), color=k)
    pg.draw_circle((x0 + 350, y0 + 60), 5, color=k)
    _tag(ctx, x0 + 345, y0 + 50, "PS-1")
    pg.draw_line((x0 + 320, y0 + 80), (x0 + 345, y0 + 80), color=k)
    pg.draw_circle((x0 + 350, y0 + 80), 5, color=k)
    _tag(ctx, x0 + 358, y0 + 83, "PT-03")
    pg.draw_line((x0 + 320, y0 + 140), (x0 + 345, y0 + 140), color=k)
    _tag(ctx, x0 + 330, y0 + 152, "V-110 air charge")
    # to UV
    pg.draw_line((x0 + 290, y0 + 160), (x0 + 290, y0 + 190), color=k)
    pg.draw_line((x0 + 290, y0 + 190), (x0 + 360, y0 + 190), color=k)
    pg.draw_rect(fitz.Rect(x0 + 360, y0 + 180, x0 + 440, y0 + 200), color=k, width=1.2)
    _tag(ctx, x0 + 364, y0 + 193, "UV-1 STERILIZER")
    _tag(ctx, x0 + 360, y0 + 212, "UVS-05 intensity sensor")
    pg.draw_line((x0 + 440, y0 + 190), (x0 + w - 10, y0 + 190), color=k)
    _tag(ctx, x0 + w - 90, y0 + 180, "TO ACCOMMODATION")
    pg.draw_line((x0 + 330, y0 + 190), (x0 + 330, y0 + 230), color=k)
    _tag(ctx, x0 + 250, y0 + 240, "V-112 UV bypass (locked closed)")
    pg.draw_line((x0 + 330, y0 + 230), (x0 + 460, y0 + 230), color=k, dashes="[3] 0")
    pg.draw_line((x0 + 460, y0 + 230), (x0 + 460, y0 + 190), color=k, dashes="[3] 0")
    pg.draw_circle((x0 + 220, y0 + 180), 5, color=k)
    pg.draw_line((x0 + 220, y0 + 130), (x0 + 220, y0 + 175), color=k)
    _tag(ctx, x0 + 180, y0 + 196, "FS-02 flow switch")


HYD_PARTS_A = [
    ["1", "BPT-30015", "Pressure tank T-1, 300 US gal, 150 psi rated, with manhole", "1"],
    ["2", "BPT-22140", "Pump P-1/P-2, vertical multistage, 5 hp, 440 V 60 Hz", "2"],
    ["3", "BPT-22141", "Mechanical seal kit, pump, 22 mm, carbon/SiC/EPDM", "2"],
    ["4", "BPT-22150", "Coupling insert, elastomer", "2"],
    ["5", "BPT-41007", "Pressure switch PS-1, adjustable 20-150 psi", "1"],
    ["6", "BPT-41012", "Pressure transmitter PT-03, 0-150 psi, 4-20 mA", "1"],
    ["7", "BPT-41030", "Flow switch FS-02", "1"],
    ["8", "BPT-52001", "Safety valve SV-1, 3/4 in., set 100 psi", "1"],
    ["9", "BPT-52010", "Gate valve 2 in., bronze (V-101, V-103)", "2"],
    ["10", "BPT-52011", "Check valve 2 in., spring loaded (V-102, V-104)", "2"],
    ["11", "BPT-52020", "Air charging valve V-110 with cap", "1"],
    ["12", "BPT-60100", "Controller board, duplex alternator", "1"],
    ["13", "BPT-60110", "Contactor, 440 V coil 24 V AC", "2"],
    ["14", "BPT-60120", "Motor overload relay, 6-9 A", "2"],
    ["15", "BPT-70001", "UV sterilizer UV-1, 30 gpm, complete", "1"],
    ["16", "BPT-70010", "UV lamp, 254 nm, low pressure amalgam", "1"],
    ["17", "BPT-70011", "Quartz sleeve", "1"],
]
HYD_PARTS_B = [
    ["18", "BPT-70012", "Sleeve O-ring set (2 pcs)", "2"],
    ["19", "BPT-70020", "UV intensity sensor UVS-05", "1"],
    ["20", "BPT-70030", "UV ballast, 230 V", "1"],
    ["21", "BPT-30020", "Manhole gasket, EPDM", "2"],
    ["22", "BPT-30021", "Tank sight glass with guard", "1"],
]

HYDRO = {
    "file": "bayline-hps300d-potable-water-pressure-set.pdf",
    "title": "Bayline AquaStat HPS-300D Potable Water Pressure Set IOM",
    "maker": "Bayline Pump & Tank Co.",
    "chrome": _hyd_chrome,
    "style": {
        "reg": "helv",
        "bold": "hebo",
        "size": 9.4,
        "accent": (0.05, 0.35, 0.45),
        "margin": 54.0,
        "top": 60.0,
        "bottom": 50.0,
        "size_page": LETTER,
        "h1_rule": False,
        "bullet": "•",
    },
    "pages": [
        [
            (
                "cover",
                {
                    "maker": "BAYLINE PUMP & TANK CO.",
                    "tagline": "Houston, Texas  -  Marine & Offshore Water Systems",
                    "title": "AquaStat Duplex Hydrophore",
                    "title2": "Potable Water Pressure Set",
                    "model": "HPS-300D",
                    "lines": [
                        "Installation, Operation & Maintenance Manual",
                        "Duplex pumps - 300 gallon pressure tank - UV sterilizer",
                        "Form IOM-HPS-300D, Rev. 4",
                    ],
                    "foot": [
                        "IMPORTANT: Read all instructions before installing or servicing this equipment.",
                        "Bayline Pump & Tank Co., 8800 Clinton Drive, Houston, TX 77029",
                    ],
                },
            )
        ],
        [
            ("h1", "TABLE OF CONTENTS"),
            (
                "toc",
                [
                    ("Section 1", "General information", 2),
                    ("Section 2", "Specifications", 3),
                    ("Section 3", "System description and piping diagram", 4),
                    ("Section 4", "Start-up", 5),
                    ("Section 5", "Operation", 6),
                    ("Section 6", "Maintenance", 7),
                    ("Section 7", "Troubleshooting", 8),
                    ("Section 8", "Parts list", 8),
                    ("Section 9", "Warranty", 9),
                ],
            ),
            ("h1", "SECTION 1 - GENERAL INFORMATION"),
            (
                "p",
                "The Bayline AquaStat duplex pressure set supplies potable (drinking) water to the "
                "accommodation at a steady pressure. Two pumps draw from the ship's potable water tanks and "
                "charge a 300 US gallon hydro-pneumatic tank. The compressed air cushion in the tank keeps "
                "the system under pressure, so the pumps do not start every time a faucet is opened.",
            ),
            (
                "p",
                "All water leaving the set passes a UV sterilizer which kills bacteria and viruses without "
                "chemicals. Inspect the unit on receipt for shipping damage and report any damage to the "
                "carrier within 48 hours.",
            ),
            (
                "box",
                (
                    "WARNING",
                    "Disconnect and lock out electrical power before servicing. The pressure tank "
                    "contains compressed air and water at up to 100 psi. Never loosen the manhole "
                    "cover or any fitting until the tank pressure gauge reads 0 psi.",
                ),
            ),
        ],
        [
            ("h1", "SECTION 2 - SPECIFICATIONS"),
            (
                "table",
                {
                    "cols": [2.4, 2.6],
                    "size": 8.6,
                    "head": ["Item", "Data"],
                    "rows": [
                        ["Pumps", "2 x vertical multistage centrifugal, stainless steel"],
                        ["Capacity, each pump", "26 gpm @ 185 ft TDH (5.9 m³/h @ 56 m)"],
                        ["Motors", "5 hp (3.7 kW), 440 V / 3 ph / 60 Hz, 3500 rpm, TEFC"],
                        ["Full load amps", "6.8 A each"],
                        ["Pressure tank T-1", "300 US gal (1136 L), ASME, 150 psi design"],
                        ["Maximum working pressure", "125 psi (8.6 bar)"],
                        ["Water temperature", "35 to 104 °F (2 to 40 °C)"],
                        ["Ambient temperature", "max. 122 °F (50 °C)"],
                        ["Maximum starts per pump", "20 per hour"],
                        ["UV sterilizer UV-1", "30 gpm max, 254 nm, dose min. 30 mJ/cm²"],
                        ["UV lamp life", "9,000 hours"],
                        ["Dry weight", "1,540 lb (699 kg)"],
                    ],
                },
            ),
            ("h2", "2.1  Pressure switch and control settings"),
            (
                "p",
                "The settings below are factory set and tested. Record any change in the engine log.",
            ),
            (
                "table",
                {
                    "cols": [2.2, 1.2, 1.2, 1.8],
                    "size": 8.6,
                    "head": ["Setting", "psi", "bar", "Device"],
                    "rows": [
                        ["Lead pump cut-in", "58", "4.0", "PS-1 / controller"],
                        ["Lead pump cut-out", "80", "5.5", "PS-1 / controller"],
                        ["Lag pump cut-in", "50", "3.4", "PT-03 / controller"],
                        ["Low pressure alarm", "40", "2.8", "PT-03"],
                        ["High pressure alarm", "95", "6.6", "PT-03"],
                        ["Safety valve SV-1", "100", "6.9", "on T-1"],
                        ["Air pre-charge (tank empty of water)", "53", "3.7", "V-110"],
                    ],
                },
            ),
            (
                "p",
                "The lag pump stops together with the lead pump at the cut-out pressure. The controller "
                "alternates the lead pump after every cycle to equalize running hours.",
            ),
        ],
        [
            ("h1", "SECTION 3 - SYSTEM DESCRIPTION AND PIPING DIAGRAM"),
            (
                "p",
                "Refer to Figure 3-1. Water from the potable water tanks enters the suction header and "
                "passes the suction gate valves V-101 / V-103 to the pumps P-1 and P-2. Each pump discharges "
                "through a spring loaded check valve (V-102, V-104) to the common discharge line and the "
                "pressure tank T-1. From the bottom of the tank the water flows through the UV sterilizer "
                "UV-1 to the accommodation.",
            ),
            ("draw", (_hyd_pid, 250)),
            ("small", "Figure 3-1  Piping and instrument diagram, HPS-300D"),
            (
                "p",
                "The pressure switch PS-1 and the pressure transmitter PT-03 are mounted on the tank side "
                "connection. The flow switch FS-02 on the discharge header stops a pump which runs without "
                "flow for more than 30 seconds (dry-run protection). The UV bypass valve V-112 is locked "
                "closed; it may only be opened with the permission of the Chief Engineer, and the system "
                "must then be super-chlorinated before it is returned to service.",
            ),
        ],
        [
            ("h1", "SECTION 4 - START-UP"),
            (
                "p",
                "Perform the initial start-up in the order shown. Do not start the pumps until the tank "
                "air pre-charge has been checked.",
            ),
            (
                "table",
                {
                    "cols": [0.5, 3.6, 2.2],
                    "size": 8.6,
                    "head": ["Step", "Action", "Check / Result"],
                    "rows": [
                        [
                            "1",
                            "Close discharge valve to accommodation. Drain T-1 completely.",
                            "Tank gauge reads 0 psi",
                        ],
                        [
                            "2",
                            "Connect service air to V-110 and charge the tank to 53 psi (3.7 bar).",
                            "Use a calibrated tire gauge",
                        ],
                        [
                            "3",
                            "Open suction valves V-101 and V-103. Vent pump casings through the "
                            "vent plugs until water flows free of air.",
                            "No air at vent plugs",
                        ],
                        [
                            "4",
                            "Switch on main power. Set selector to MANUAL and jog each pump for "
                            "1 second.",
                            "Rotation clockwise seen from motor end",
                        ],
                        [
                            "5",
                            "Set selector to AUTO. Lead pump starts and fills T-1.",
                            "Pump stops at 80 psi",
                        ],
                        [
                            "6",
                            "Switch on UV-1 and wait 5 minutes for lamp warm-up.",
                            "UV intensity display above 70 %",
                        ],
                        [
                            "7",
                            "Slowly open discharge valve to accommodation. Open a faucet and "
                            "drain until pressure drops.",
                            "Lead pump restarts at 58 psi",
                        ],
                        [
                            "8",
                            "Close the faucet. Record cut-in / cut-out values in the log.",
                            "Values within ± 2 psi",
                        ],
                    ],
                },
            ),
            (
                "box",
                (
                    "CAUTION",
                    "Never run the pumps dry, not even for a rotation check longer than 1 "
                    "second. The mechanical seals will be destroyed within seconds.",
                ),
            ),
            (
                "p",
                "If the tank waterlogs (pump starts frequently, short cycling), the air cushion has been "
                "absorbed by the water. Drain the tank and recharge the air as in steps 1 and 2.",
            ),
        ],
        [
            ("h1", "SECTION 5 - OPERATION"),
            (
                "cols",
                (
                    [
                        ("h2", "5.1  Automatic operation"),
                        (
                            "p",
                            "In AUTO the controller starts the lead pump when the pressure falls to 58 psi and "
                            "stops it at 80 psi. If the demand is greater than one pump, the pressure continues to "
                            "fall and the lag pump starts at 50 psi.",
                        ),
                        (
                            "p",
                            "A pump that fails (overload trip or dry-run) is taken out of the sequence and the "
                            "other pump becomes lead. The alarm PUMP FAIL is given to the ship's alarm system.",
                        ),
                        (
                            "p",
                            "Normal cycle time is 2 to 6 minutes. A cycle of less than 1 minute indicates a "
                            "waterlogged tank.",
                        ),
                    ],
                    [
                        ("h2", "5.2  UV sterilizer"),
                        (
                            "p",
                            "The UV sterilizer must run continuously whenever water is supplied to the "
                            "accommodation. The lamp should not be switched on and off frequently - each start "
                            "shortens lamp life by about 3 hours.",
                        ),
                        (
                            "p",
                            "The intensity sensor UVS-05 measures the UV light through the water. An alarm UV LOW "
                            "is given when intensity falls below 70 % and the solenoid valve closes the outlet at "
                            "50 % (the accommodation is then without water until the fault is corrected).",
                        ),
                        (
                            "p",
                            "Water temperature in the sterilizer must not exceed 104 °F (40 °C). When no water "
                            "flows for a long time the lamp heats the water; the built-in thermostat dumps a small "
                            "flow to drain at 95 °F (35 °C).",
                        ),
                    ],
                ),
            ),
            ("h2", "5.3  Manual operation"),
            (
                "p",
                "MANUAL is intended for testing only. In MANUAL the pumps run continuously and are protected "
                "only by the safety valve and the flow switch. Do not leave a pump in MANUAL unattended.",
            ),
            (
                "box",
                (
                    "NOTE",
                    "After the ship has been in dry dock, or after any work on the potable water system, "
                    "flush and disinfect the system with 50 ppm free chlorine for 12 hours before "
                    "putting the pressure set back in AUTO.",
                ),
            ),
        ],
        [
            ("h1", "SECTION 6 - MAINTENANCE"),
            (
                "table",
                {
                    "cols": [3.4, 1.2, 1.2, 1.2],
                    "size": 8.6,
                    "head": ["Task", "Monthly", "Quarterly", "Annually"],
                    "rows": [
                        ["Check cut-in / cut-out pressures", "•", "", ""],
                        ["Check tank air charge (drain tank)", "", "•", ""],
                        ["Clean UV quartz sleeve", "", "•", ""],
                        ["Replace UV lamp", "", "", "• (or 9,000 h)"],
                        ["Check pump seals for leakage", "•", "", ""],
                        ["Test safety valve SV-1 by hand lever", "", "•", ""],
                        ["Inspect tank interior, renew manhole gasket", "", "", "•"],
                        ["Megger motors (min. 1 MΩ)", "", "", "•"],
                    ],
                },
            ),
            ("h2", "6.1  Replacing the UV lamp and cleaning the quartz sleeve"),
            (
                "ol",
                [
                    ("Switch off UV-1 and wait 10 minutes for the lamp to cool.", []),
                    (
                        "Isolate the sterilizer:",
                        [
                            "close the inlet and outlet valves of UV-1",
                            "open the drain cock and drain the chamber",
                        ],
                    ),
                    (
                        "Disconnect the lamp connector and withdraw the lamp. Handle the new lamp by the ceramic "
                        "ends only - fingerprints on the glass reduce UV output.",
                        [],
                    ),
                    (
                        "Remove the sleeve retaining nuts and pull the quartz sleeve out. Clean it with a soft "
                        "cloth and a mild acid cleaner (e.g. 5 % citric acid).",
                        [],
                    ),
                    (
                        "Fit new O-rings and reinstall the sleeve. Tighten the retaining nuts hand tight plus "
                        "1/4 turn - do not overtighten, the quartz will crack.",
                        [],
                    ),
                    ("Refill, vent, switch on and reset the lamp hour counter.", []),
                ],
            ),
            ("h2", "6.2  Tightening torques"),
            (
                "p",
                "Tank manhole cover bolts: 45 ft-lb (61 N·m), tighten in a crisscross pattern. Pump to motor "
                "coupling screws: 25 ft-lb (34 N·m). Pump base bolts: 30 ft-lb (41 N·m).",
            ),
            (
                "box",
                (
                    "WARNING",
                    "UV light burns the skin and eyes. Never look at a lit lamp outside the "
                    "chamber.",
                ),
            ),
        ],
        [
            ("h1", "SECTION 7 - TROUBLESHOOTING"),
            (
                "table",
                {
                    "cols": [1.7, 2.3, 2.6],
                    "size": 8.4,
                    "head": ["Problem", "Probable cause", "Remedy"],
                    "rows": [
                        [
                            "Pump starts and stops every few seconds (short cycling)",
                            "Waterlogged tank - air charge lost",
                            "Drain T-1 and recharge to 53 psi",
                        ],
                        ["", "Pressure switch differential too small", "Reset PS-1 to 58/80 psi"],
                        [
                            "Pump runs but pressure does not build",
                            "Suction valve closed; air in pump; suction strainer clogged",
                            "Open V-101/V-103; vent pump; clean strainer",
                        ],
                        [
                            "Pump does not start",
                            "Overload relay tripped; controller in OFF; dry-run lock-out by FS-02",
                            "Reset overload; check amps (6.8 A max); check water tank level",
                        ],
                        [
                            "Safety valve lifts",
                            "Pressure switch failed closed; cut-out set too high",
                            "Stop pumps; check PS-1 and PT-03",
                        ],
                        [
                            "UV LOW alarm",
                            "Dirty quartz sleeve; lamp at end of life; cloudy water",
                            "Clean sleeve; replace lamp; check tank water",
                        ],
                        [
                            "Water tastes or smells bad",
                            "Biofilm in tank or pipes",
                            "Super-chlorinate system (see 5.3 note)",
                        ],
                        [
                            "Noisy pump",
                            "Cavitation - low tank level or clogged strainer",
                            "Check suction side",
                        ],
                        [
                            "Water leaks at pump shaft",
                            "Mechanical seal worn",
                            "Replace seal kit BPT-22141",
                        ],
                    ],
                },
            ),
            (
                "p",
                "If the problem is not corrected, contact Bayline Service at +1 713 555 0147 with the serial "
                "number of the set.",
            ),
            ("h1", "SECTION 8 - PARTS LIST"),
            (
                "p",
                "Always quote the set serial number (on the controller door label) when ordering.",
            ),
            (
                "table",
                {
                    "cols": [0.5, 1.3, 4.3, 0.5],
                    "size": 8.6,
                    "head": ["Ref.", "Part No.", "Description", "Qty"],
                    "rows": HYD_PARTS_A,
                },
            ),
        ],
        [
            ("table", {"cols": [0.5, 1.3, 4.3, 0.5], "size": 8.6, "rows": HYD_PARTS_B}),
            ("h1", "SECTION 9 - WARRANTY"),
            (
                "p",
                "Bayline Pump & Tank Co. warrants the pressure set against defects in material and "
                "workmanship for 18 months from shipment or 12 months from start-up, whichever occurs first. "
                "UV lamps, quartz sleeves, mechanical seals and gaskets are wear parts and are not covered.",
            ),
            (
                "p",
                "The warranty is void if the pumps have been run dry, if the tank has been operated above "
                "its rated pressure, or if non-Bayline replacement parts have been used.",
            ),
        ],
    ],
}


# ---------------------------------------------------------------- Vortec turbocharger


def _tc_chrome(ctx: _Ctx, n: int, total: int) -> None:
    pg, st = ctx.page, ctx.st
    w, h = pg.rect.width, pg.rect.height
    _put(
        ctx,
        st["margin"],
        34,
        "VORTEC  VX45-R  EXH. GAS T/C  -  SERVICE INSTR.",
        st["bold"],
        8,
        (0, 0, 0),
    )
    s = "SI-VX45-07"
    _put(ctx, w - st["margin"] - _tl(st["reg"], s, 8), 34, s, st["reg"], 8)
    pg.draw_line((st["margin"], 39), (w - st["margin"], 39), width=1.5)
    pg.draw_line((st["margin"], h - 42), (w - st["margin"], h - 42), width=0.5)
    s = f"sheet {n}/{total}"
    _put(ctx, w - st["margin"] - _tl(st["reg"], s, 8), h - 31, s, st["reg"], 8)
    _put(
        ctx,
        st["margin"],
        h - 31,
        "Vortec Turbomaschinen GmbH - Service Dept.",
        st["reg"],
        7.5,
        (0.35, 0.35, 0.35),
    )


def _tc_section(ctx: _Ctx, x0: float, y0: float, w: float) -> None:
    pg = ctx.page
    k = (0, 0, 0)
    cx = x0 + w / 2
    pg.draw_line(
        (x0 + 40, y0 + 95), (x0 + w - 40, y0 + 95), color=k, width=0.6, dashes="[6 2 1 2] 0"
    )
    pg.draw_rect(fitz.Rect(x0 + 60, y0 + 35, x0 + 150, y0 + 155), color=k, width=1.2)
    _tag(ctx, x0 + 66, y0 + 28, "COMPRESSOR SIDE (C)")
    pg.draw_polyline(
        [
            (x0 + 95, y0 + 60),
            (x0 + 125, y0 + 50),
            (x0 + 125, y0 + 140),
            (x0 + 95, y0 + 130),
            (x0 + 95, y0 + 60),
        ],
        color=k,
    )
    _tag(ctx, x0 + 70, y0 + 170, "1  compressor wheel")
    pg.draw_rect(
        fitz.Rect(cx - 45, y0 + 65, cx + 45, y0 + 125), color=k, width=1.2, fill=(0.92, 0.92, 0.92)
    )
    pg.draw_rect(fitz.Rect(cx - 38, y0 + 80, cx - 18, y0 + 110), color=k)
    pg.draw_rect(fitz.Rect(cx + 18, y0 + 80, cx + 38, y0 + 110), color=k)
    _tag(ctx, cx + 6, y0 + 137, "BEARING CASING")
    _tag(ctx, cx - 60, y0 + 140, "2  bearing bush C")
    _tag(ctx, cx + 5, y0 + 150, "3  bearing bush T")
    pg.draw_line((cx, y0 + 40), (cx, y0 + 65), color=k)
    _tag(ctx, cx + 4, y0 + 44, "LO IN (PT-21, TT-22)")
    pg.draw_line((cx, y0 + 125), (cx, y0 + 175), color=k)
    _tag(ctx, cx + 4, y0 + 172, "LO OUT (TT-23)")
    pg.draw_rect(fitz.Rect(x0 + w - 150, y0 + 35, x0 + w - 60, y0 + 155), color=k, width=1.2)
    _tag(ctx, x0 + w - 146, y0 + 28, "TURBINE SIDE (T)")
    pg.draw_polyline(
        [
            (x0 + w - 125, y0 + 55),
            (x0 + w - 95, y0 + 65),
            (x0 + w - 95, y0 + 125),
            (x0 + w - 125, y0 + 135),
            (x0 + w - 125, y0 + 55),
        ],
        color=k,
    )
    _tag(ctx, x0 + w - 150, y0 + 170, "4  turbine wheel / nozzle ring")
    pg.draw_line((x0 + 30, y0 + 95), (x0 + 60, y0 + 95), color=k)
    _tag(ctx, x0, y0 + 75, "SE-30 speed")
    pg.draw_line((x0 + w - 60, y0 + 60), (x0 + w - 20, y0 + 60), color=k)
    _tag(ctx, x0 + w - 58, y0 + 54, "TE-31")


TURBO = {
    "file": "vortec-vx45r-turbocharger.pdf",
    "title": "Vortec VX45-R Exhaust Gas Turbocharger Service Instructions",
    "maker": "Vortec Turbomaschinen GmbH",
    "chrome": _tc_chrome,
    "style": {
        "reg": "cour",
        "bold": "cobo",
        "size": 8.4,
        "accent": (0.1, 0.1, 0.1),
        "margin": 50.0,
        "top": 52.0,
        "bottom": 50.0,
        "size_page": A4,
        "bullet": "-",
        "lead": 1.25,
    },
    "pages": [
        [
            (
                "cover",
                {
                    "maker": "VORTEC TURBOMASCHINEN GMBH",
                    "tagline": "Exhaust gas turbochargers - Service",
                    "title": "SERVICE INSTRUCTIONS",
                    "model": "VX45-R",
                    "lines": [
                        "Exhaust gas turbocharger, radial turbine, plain bearings",
                        "Operation - cleaning - inspection - bearings",
                        "Doc. SI-VX45-07, ed. 2022-09",
                    ],
                    "foot": [
                        "For ship staff. Major overhaul: Vortec service stations only.",
                        "Vortec Turbomaschinen GmbH, Hafenstr. 41, D-24143 Kiel",
                    ],
                },
            )
        ],
        [
            ("h1", "CONTENTS"),
            (
                "toc",
                [
                    ("0", "Abbreviations", 2),
                    ("1", "Data", 3),
                    ("2", "Operation / limits", 4),
                    ("3", "Surge, faults", 5),
                    ("4", "Cleaning", 6),
                    ("4.1", "Comp. wet wash", 6),
                    ("4.2", "Turb. dry wash", 6),
                    ("4.3", "Turb. wet wash", 7),
                    ("5", "Inspection", 7),
                    ("6", "Bearings", 8),
                    ("7", "Maint. schedule", 9),
                    ("8", "Parts", 10),
                ],
            ),
            ("h1", "0  ABBREVIATIONS"),
            (
                "table",
                {
                    "cols": [1.0, 4.0],
                    "ruled": False,
                    "size": 8.4,
                    "rows": [
                        ["T/C", "turbocharger"],
                        ["C / T", "compressor side / turbine side"],
                        ["Chk", "check"],
                        ["Adj", "adjust"],
                        ["Repl", "replace"],
                        ["Insp", "inspect"],
                        ["Cln", "clean"],
                        ["LO", "lube oil (from engine system)"],
                        ["TIT", "turbine inlet temp. (exh. gas)"],
                        ["MCR", "max. continuous rating"],
                        ["OH", "operating hours"],
                        ["n", "T/C speed"],
                        ["SE / TE / PT", "speed / temp. / press. sensor"],
                    ],
                },
            ),
            ("p", "Values w/o tolerance = nominal. Torques in N·m, kgf·m in brackets."),
        ],
        [
            ("h1", "1  DATA"),
            ("p", "Series data. Actual rating: see name plate on bearing casing (n max, TIT max)."),
            (
                "table",
                {
                    "cols": [1.1, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0],
                    "size": 7.6,
                    "head": [
                        "Size",
                        "n max (rpm)",
                        "TIT max cont. (°C)",
                        "Engine power (kW)",
                        "LO flow (l/min)",
                        "Mass (kg)",
                        "Comp. wheel dia. (mm)",
                    ],
                    "rows": [
                        ["VX35-R", "32 500", "620", "900-1 600", "14", "210", "310"],
                        ["VX45-R", "24 800", "620", "1 500-2 900", "22", "410", "405"],
                        ["VX55-R", "19 900", "600", "2 700-4 800", "35", "760", "505"],
                    ],
                },
            ),
            ("h2", "1.1  Limits VX45-R"),
            (
                "table",
                {
                    "cols": [2.8, 2.0, 1.6],
                    "size": 8.0,
                    "head": ["Parameter", "Value", "Remark"],
                    "rows": [
                        ["n max, continuous", "24 800 rpm", "alarm 25 300"],
                        ["n max, short time (< 1 h)", "26 000 rpm", ""],
                        ["TIT continuous", "max. 620 °C", ""],
                        ["TIT short time", "max. 650 °C", "< 1 h"],
                        ["LO inlet press., full load", "1.8-2.6 bar", "26-38 psi"],
                        ["LO inlet press., idle", "min. 1.2 bar", ""],
                        ["LO inlet temp.", "45...55 °C", "alarm 65 °C"],
                        ["LO outlet temp.", "not exceeding 95 °C", "alarm 95 °C"],
                        ["Casing temp. T side", "max. 450 °C", "insulation req."],
                        ["Vibration, bearing casing", "≤ 18 mm/s rms", ""],
                    ],
                },
            ),
            (
                "p",
                "LO: same oil as engine, SAE 30/40. LO filter on engine side, mesh max. 34 µm. "
                "No separate T/C LO pump.",
            ),
        ],
        [
            ("h1", "2  OPERATION / LIMITS"),
            (
                "cols",
                (
                    [
                        ("h2", "2.1  Start"),
                        (
                            "ul",
                            [
                                "Engine prelube running -> LO press at T/C inlet visible (min. 0.5 bar) before "
                                "engine start.",
                                "After overhaul: turn rotor by hand (C side nut). Must turn free, no rubbing.",
                                "First 30 min after overhaul: max. 50 % load, Chk vibr. + LO temp.",
                            ],
                        ),
                        ("h2", "2.2  Stop"),
                        (
                            "ul",
                            [
                                "Post-lube: engine LO pump min. 15 min after stop (bearing cool-down).",
                                "Emergency stop from full load: post-lube 20 min, then turn rotor by hand "
                                "next day.",
                                "Never stop LO with rotor still turning - run-down time approx. 40-60 s.",
                            ],
                        ),
                    ],
                    [
                        ("h2", "2.3  Running checks"),
                        (
                            "ul",
                            [
                                "Daily: n, TIT, LO press + temp, charge air press. Log.",
                                "Compare w/ shop test / sea trial values at same load.",
                                "n up + charge air press up + TIT up at same load -> fouled T side / nozzle ring.",
                                "n down + charge air press down -> fouled C side or air filter.",
                                "Air filter dp max. 300 mm WC (2.9 kPa) -> Cln filter mats.",
                            ],
                        ),
                        ("h2", "2.4  Operation w/ damaged T/C"),
                        (
                            "p",
                            "T/C out of order: lock rotor (blanking plate kit VX45-BL, C side), engine max. "
                            "20 % MCR. See engine maker's instr.",
                        ),
                    ],
                ),
            ),
            ("h2", "2.5  Alarm settings (recommended)"),
            (
                "table",
                {
                    "cols": [0.9, 2.4, 1.3, 1.3],
                    "size": 8,
                    "head": ["Tag", "Function", "Alarm", "Slowdown"],
                    "rows": [
                        ["SE-30", "T/C overspeed", "25 300 rpm", "26 000 rpm"],
                        ["PT-21", "LO inlet press. low", "1.0 bar", "0.8 bar"],
                        ["TT-22", "LO inlet temp. high", "65 °C", "-"],
                        ["TT-23", "LO outlet temp. high", "95 °C", "105 °C"],
                        ["TE-31", "TIT high", "630 °C", "650 °C"],
                    ],
                },
            ),
            ("draw", (_tc_section, 182)),
            ("small", "Fig. 2-1  VX45-R, schematic section w/ sensor tags"),
        ],
        [
            ("h1", "3  SURGE, FAULTS"),
            (
                "p",
                "Surge = flow breakdown in compressor. Symptoms: loud bang / barking noise from C side, "
                "charge air press. fluctuating, flames or air blow back at silencer. Single surge at "
                "crash-stop / fast load reduction = acceptable. Repeated / continuous surge = fault, "
                "reduce load immediately.",
            ),
            (
                "table",
                {
                    "cols": [1.7, 2.4, 2.4],
                    "size": 7.6,
                    "head": ["Fault", "Possible cause", "Action"],
                    "rows": [
                        [
                            "Surge at high load",
                            "Fouled nozzle ring / T side; exh. back press. high (boiler fouled)",
                            "Turb. wash (4.2/4.3); Chk exh. back press., max. 300 mm WC",
                        ],
                        [
                            "Surge at low load / manoeuvring",
                            "Fouled C side / diffuser; air cooler fouled air side",
                            "Comp. wet wash (4.1); Cln air cooler",
                        ],
                        [
                            "Surge on one T/C only (2 T/C engine)",
                            "Unequal fouling; damaged nozzle ring",
                            "Compare n of both T/C; Insp nozzle ring",
                        ],
                        [
                            "n too high at same load",
                            "Fouled T side, nozzle ring partly blocked",
                            "Turb. dry wash, then wet wash",
                        ],
                        [
                            "n too low, TIT high",
                            "Fouled C side; air filter clogged; leak in charge air line",
                            "Cln filter; comp. wash; Chk line",
                        ],
                        [
                            "Vibration high",
                            "Deposits on T wheel (unbalance); bearing damage",
                            "Turb. wash; if no improvement stop + Insp bearings",
                        ],
                        [
                            "LO outlet temp high",
                            "LO press low; bearing worn; LO inlet temp high",
                            "Chk LO press. + filter; Chk bearing clearance (5)",
                        ],
                        [
                            "Noise at run-down, short run-down time (< 30 s)",
                            "Rotor rubbing; bearing damage",
                            "Stop; Insp rotor + bearings",
                        ],
                        [
                            "Oil in charge air / C side",
                            "Seal air channel blocked; LO outlet restricted",
                            "Chk LO drain, Cln seal air bores",
                        ],
                    ],
                },
            ),
            ("p", "Run-down time after engine stop (VX45-R): approx. 40-60 s. < 30 s = Chk rotor."),
        ],
        [
            ("h1", "4  CLEANING"),
            (
                "p",
                "Regular washing keeps efficiency + prevents surge. Wash at constant load, not during "
                "manoeuvring. Use clean fresh water only, no additives, no salt water.",
            ),
            ("h2", "4.1  Compressor wet wash (in service)"),
            ("p", "Interval: every 25-50 OH (depending on intake air). Engine load 70-85 % MCR."),
            (
                "ol",
                [
                    ("Chk: T/C n + charge air press. Log before wash.", []),
                    ("Fill wash vessel w/ 1.2 l fresh water (VX45-R).", []),
                    ("Connect air supply to vessel, 5-7 bar.", []),
                    (
                        "Open valve at vessel -> inject in 4-10 s.",
                        [
                            "do not inject slowly - no cleaning effect",
                            "sharp noise change = normal",
                        ],
                    ),
                    ("Wait 10 min. Repeat if n / press. not improved. Max. 3 washes in a row.", []),
                    ("Log after-wash values.", []),
                ],
            ),
            ("h2", "4.2  Turbine dry wash (granules)"),
            (
                "p",
                "Interval: every 50-100 OH. Engine load min. 50 % MCR, TIT min. 350 °C. Granules: "
                "crushed walnut shells or activated charcoal, 1.0-1.6 mm. Qty VX45-R: 1.0 kg per shot.",
            ),
            (
                "ol",
                [
                    ("Open drain, blow out condensate from air line.", []),
                    ("Fill granules in container. Close lid.", []),
                    (
                        "Open air valve (5-7 bar): granules blown into exh. line before T/C, approx. 2 min.",
                        [],
                    ),
                    ("Close valve. Chk TIT + n after 10 min.", []),
                    ("Repeat max. 2 x if needed.", []),
                ],
            ),
            (
                "box",
                (
                    "CAUTION",
                    "Never use dry wash on 2-stroke engines w/ exhaust gas boiler directly "
                    "after T/C w/o boiler maker approval - risk of soot fire.",
                ),
            ),
        ],
        [
            ("h2", "4.3  Turbine wet wash (at reduced load)"),
            ("p", "Only if dry wash insufficient, or heavy fuel w/ high ash. Every 200-500 OH."),
            (
                "table",
                {
                    "cols": [2.4, 2.0],
                    "size": 8.0,
                    "head": ["Condition", "Required"],
                    "rows": [
                        ["Engine load", "approx. 20-25 % MCR"],
                        ["TIT before wash", "below 430 °C"],
                        ["T/C speed during wash", "4 000-7 000 rpm"],
                        ["Water flow VX45-R", "6 l/min"],
                        ["Wash duration", "10 min max."],
                        ["Drying after wash", "10 min at same load"],
                    ],
                },
            ),
            (
                "p",
                "Water must drain freely from gas outlet casing drain. Chk drain open before wash. "
                "After wash: increase load slowly, over 15 min. to normal.",
            ),
            ("h1", "5  INSPECTION"),
            (
                "p",
                "Visual Insp via inspection covers every 4 000 OH or when n / TIT abnormal. Measure "
                "clearances at each bearing Insp (sheet 8). Record in T/C log sheet.",
            ),
            (
                "table",
                {
                    "cols": [2.6, 1.7, 1.3],
                    "size": 8.0,
                    "head": ["Clearance VX45-R", "New (mm)", "Max. (mm)"],
                    "rows": [
                        ["Axial play rotor (A)", "0.18 ± 0.03", "0.30"],
                        ["Radial play at C nut (B)", "0.10-0.16", "0.25"],
                        ["Comp. wheel - insert (C)", "0.45-0.60", "0.80"],
                        ["Turb. wheel - cover ring (D)", "0.55-0.75", "1.00"],
                        ["Bearing bush bore dia.", "32.04 ± 0.01", "32.09"],
                    ],
                },
            ),
            (
                "ul",
                [
                    "Wheel w/ cracks, missing material or blade tip rub > 0.5 mm: Repl rotor (no repair on "
                    "board).",
                    "Nozzle ring: erosion of vanes, trailing edge thickness min. 1.5 mm.",
                    "Deposits > 1 mm thick on T wheel: Cln mechanically at service station.",
                ],
            ),
        ],
        [
            ("h1", "6  BEARINGS"),
            (
                "p",
                "Plain bearings (floating bushes), C + T side, lubricated from engine LO system. Thrust "
                "bearing integrated on C side. Repl bearing bushes at 24 000 OH or when radial play (B) "
                "> 0.25 mm, whichever first. Thrust bearing: Repl at 24 000 OH together w/ bushes.",
            ),
            ("h2", "6.1  Bearing replacement (on board, rotor removed to C side)"),
            (
                "ol",
                [
                    ("Stop engine, post-lube, LO pump off, isolate + drain LO.", []),
                    ("Remove air inlet casing / silencer (8 x M12).", []),
                    (
                        "Remove C side nut (LEFT-HAND thread!). Pull comp. wheel w/ tool VX45-T3.",
                        [],
                    ),
                    ("Remove bearing cover, thrust bearing, bush C.", []),
                    (
                        "Pull rotor out towards C side. Support T wheel - do not let blades touch casing.",
                        [],
                    ),
                    ("Remove bush T. Meas. bores. Repl bushes as set only.", []),
                    (
                        "Assemble in reverse order. Oil all bearing faces w/ clean engine LO.",
                        [
                            "Chk axial play (A) after assembly: 0.18 ± 0.03 mm",
                            "turn rotor by hand: free, no noise",
                        ],
                    ),
                ],
            ),
            ("h2", "6.2  Tightening torques"),
            (
                "table",
                {
                    "cols": [2.8, 0.9, 1.0, 1.0],
                    "size": 8.0,
                    "head": ["Joint", "Thread", "N·m", "kgf·m"],
                    "rows": [
                        ["Comp. wheel nut (LH)", "M16 LH", "95", "9.7"],
                        ["Bearing cover", "M8", "24", "2.4"],
                        ["Air inlet casing", "M12", "80", "8.2"],
                        ["Gas inlet casing clamp", "M16", "180", "18.4"],
                        ["Gas outlet casing", "M20", "340", "34.7"],
                        ["T/C foot to bracket", "M24", "600", "61.2"],
                    ],
                },
            ),
            (
                "box",
                (
                    "NOTE",
                    "Gas casing bolts: apply high-temp anti-seize (Vortec VX-HT) on threads. "
                    "Tighten in 2 stages, crosswise. Retighten gas inlet clamp after 50 OH.",
                ),
            ),
        ],
        [
            ("h1", "7  MAINT. SCHEDULE"),
            ("p", "OH = T/C operating hours. Whichever first: OH or calendar."),
            (
                "table",
                {
                    "cols": [3.2, 0.8, 0.8, 0.8, 0.9, 0.9],
                    "size": 7.6,
                    "head": ["Work", "50 OH", "500 OH", "4 000 OH", "12 000 OH", "24 000 OH"],
                    "rows": [
                        ["Comp. wet wash", "X", "", "", "", ""],
                        ["Turb. dry wash (granules)", "X", "", "", "", ""],
                        ["Chk LO press + temp, n, TIT", "X", "", "", "", ""],
                        ["Cln air filter mats", "", "X", "", "", ""],
                        ["Chk gas casing bolts, clamps", "", "X", "", "", ""],
                        ["Chk run-down time", "", "X", "", "", ""],
                        ["Insp T/C via inspection covers", "", "", "X", "", ""],
                        ["Insp nozzle ring + T wheel", "", "", "", "X", ""],
                        ["Meas. clearances A-D", "", "", "", "X", ""],
                        ["Cln C side, diffuser, silencer", "", "", "", "X", ""],
                        ["Repl bearing bushes + thrust brg", "", "", "", "", "X"],
                        ["Repl O-rings, gaskets (all)", "", "", "", "", "X"],
                        ["Rotor balance chk (service stn)", "", "", "", "", "X"],
                    ],
                },
            ),
            (
                "p",
                "Calendar: bearings max. 4 years. Rotor: life 100 000 OH or 10 years, then Repl. "
                "Wash intervals: halve when burning HFO w/ ash > 0.08 %.",
            ),
            ("h2", "7.1  Log sheet (minimum)"),
            (
                "p",
                "Date / OH / engine load % / n / TIT / charge air press. / LO press. + temp. / air filter "
                "dp / remarks (washes, alarms).",
            ),
        ],
        [
            ("h1", "8  PARTS"),
            ("p", "Order w/ T/C serial no. (name plate) + part no."),
            (
                "table",
                {
                    "cols": [0.5, 1.5, 3.3, 0.5],
                    "size": 7.8,
                    "head": ["Pos", "Part no.", "Designation", "Qty"],
                    "rows": [
                        ["1", "VX45-1100", "Rotor assy, balanced", "1"],
                        ["2", "VX45-1210", "Bearing bush C", "1"],
                        ["3", "VX45-1220", "Bearing bush T", "1"],
                        ["4", "VX45-1230", "Thrust bearing disc", "1"],
                        ["5", "VX45-1300", "Comp. wheel nut M16 LH", "1"],
                        ["6", "VX45-1410", "Nozzle ring", "1"],
                        ["7", "VX45-1520", "Gasket set, gas casings", "1"],
                        ["8", "VX45-1530", "O-ring set, complete", "1"],
                        ["9", "VX45-1600", "Air filter mat set", "2"],
                        ["10", "VX45-T3", "Puller, comp. wheel", "1"],
                        ["11", "VX45-BL", "Blanking plate kit (locking rotor)", "1"],
                        ["12", "VX-HT", "Anti-seize, high-temp, 250 g", "1"],
                    ],
                },
            ),
            (
                "p",
                "Rotor + bearing parts: original only. Rotor repair / balance: Vortec service stations.",
            ),
        ],
    ],
}
