"""Four made-up manuals of other equipment by other makers (blind held-out set 26a).

Each manual is a list of pages (cover, contents, then content pages); each page is a list of
blocks laid out top to bottom (in one or two columns); a block that does not fit raises, so the
page a question expects is the page its block is listed on. The makers write differently:
Kessler-Brand (thermal oil heater) writes translated European English with decimal commas and
two-column pages; Bayline (submerged cargo pumps) writes US style, psi and degF first, ft-lb;
Tornvik (tank cleaning machines) writes terse service-bulletin fragments; Hokuyo (control air
dryer) writes formal manuals with WARNING / CAUTION / NOTE boxes. PyMuPDF only, deterministic.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

try:
    import pymupdf as fitz
except ImportError:  # older PyMuPDF
    import fitz

Block = tuple
LEFT, RIGHT, TOP, BOTTOM = 56.0, 539.0, 70.0, 782.0
W, H = 595.0, 842.0
GAP = 18.0

_FONTS: dict[str, fitz.Font] = {}


def _f(name: str) -> fitz.Font:
    if name not in _FONTS:
        _FONTS[name] = fitz.Font(name)
    return _FONTS[name]


def write_manuals(folder: Path) -> list[Path]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for spec in (THERMAL, CARGO, TCM, DRYER):
        out.append(_write(folder / spec["file"], spec))
    return out


# ---------------------------------------------------------------- layout


class _Ctx:
    def __init__(self, page: fitz.Page, spec: dict, ncols: int):
        self.page = page
        self.spec = spec
        self.tw = fitz.TextWriter(page.rect)
        self.shape = page.new_shape()
        self.ncols = ncols
        self.col = 0
        self.colw = (RIGHT - LEFT - GAP * (ncols - 1)) / ncols
        self.y = TOP
        self.font = spec.get("font", "helv")
        self.bold = spec.get("bold", "hebo")

    @property
    def x0(self) -> float:
        return LEFT + self.col * (self.colw + GAP)

    def text(self, x: float, y: float, s: str, font: str | None = None, size: float = 9.5) -> None:
        if s:
            self.tw.append((x, y), s, font=_f(font or self.font), fontsize=size)


def _wrap(s: str, font: str, size: float, width: float) -> list[str]:
    out: list[str] = []
    for para in s.split("\n"):
        line = ""
        for word in para.split(" "):
            cand = word if not line else line + " " + word
            if _f(font).text_length(cand, fontsize=size) <= width or not line:
                line = cand
            else:
                out.append(line)
                line = word
        out.append(line)
    return out


def _place(ctx: _Ctx, h: float) -> None:
    """Make room for a block of height h in the current column, else the next one, else raise."""
    if ctx.y + h <= BOTTOM:
        return
    if ctx.col + 1 < ctx.ncols:
        ctx.col += 1
        ctx.y = TOP
        if ctx.y + h <= BOTTOM:
            return
    raise ValueError(f"page overflow in {ctx.spec['file']} page {ctx.page.number + 1}")


def _para(
    ctx: _Ctx,
    s: str,
    size: float = 9.5,
    font: str | None = None,
    indent: float = 0.0,
    after: float = 5.0,
) -> None:
    font = font or ctx.font
    lead = size * 1.32
    lines = _wrap(s, font, size, ctx.colw - indent)
    _place(ctx, lead * len(lines))
    for ln in lines:
        ctx.y += lead
        ctx.text(ctx.x0 + indent, ctx.y - size * 0.3, ln, font, size)
    ctx.y += after


def _heading(ctx: _Ctx, s: str, level: int) -> None:
    size = {1: 13.0, 2: 11.0, 3: 9.8}[level]
    _place(ctx, size * 1.5 + 22)
    ctx.y += 6 if level > 1 else 10
    _para(ctx, s, size, ctx.bold, after=3)
    if level == 1 and ctx.spec.get("h1rule", True):
        ctx.shape.draw_line((ctx.x0, ctx.y), (ctx.x0 + ctx.colw, ctx.y))
        ctx.shape.finish(width=0.8, color=(0, 0, 0))
        ctx.y += 5


def _list(ctx: _Ctx, items: list, kind: str, size: float = 9.5, indent: float = 0.0) -> None:
    for i, it in enumerate(items):
        subs: list = []
        if isinstance(it, tuple):
            it, subs = it
        if kind == "num":
            mark = f"{i + 1}."
        elif kind == "alpha":
            mark = f"{chr(97 + i)})"
        elif kind == "dash":
            mark = "-"
        else:
            mark = "•"
        lead = size * 1.32
        lines = _wrap(it, ctx.font, size, ctx.colw - indent - 18)
        _place(ctx, lead * len(lines))
        for j, ln in enumerate(lines):
            ctx.y += lead
            if j == 0:
                ctx.text(ctx.x0 + indent, ctx.y - size * 0.3, mark, ctx.font, size)
            ctx.text(ctx.x0 + indent + 18, ctx.y - size * 0.3, ln, ctx.font, size)
        ctx.y += 2
        if subs:
            _list(ctx, subs, "alpha", size, indent + 18)
    ctx.y += 4


def _box(ctx: _Ctx, kind: str, s: str) -> None:
    size = 9.0
    lead = size * 1.32
    lines = _wrap(s, ctx.font, size, ctx.colw - 20)
    h = 18 + lead * len(lines) + 8
    _place(ctx, h + 6)
    y0 = ctx.y + 2
    r = fitz.Rect(ctx.x0, y0, ctx.x0 + ctx.colw, y0 + h)
    wide = kind in ("WARNING", "DANGER")
    ctx.shape.draw_rect(r)
    ctx.shape.finish(
        width=1.6 if wide else 0.8,
        color=(0, 0, 0),
        fill=(0.93, 0.93, 0.93) if kind != "NOTE" else None,
    )
    ctx.text(ctx.x0 + 10, y0 + 13, kind, ctx.bold, 9.5)
    y = y0 + 16
    for ln in lines:
        y += lead
        ctx.text(ctx.x0 + 10, y - size * 0.3, ln, ctx.font, size)
    ctx.y = y0 + h + 8


def _table(ctx: _Ctx, t: dict) -> None:
    size = t.get("size", 8.6)
    lead = size * 1.28
    widths = t["w"]
    tot = sum(widths)
    ws = [ctx.colw * w / tot for w in widths]
    ruled = t.get("ruled", True)
    pad = 3.5 if ruled else 2.0
    rows = []
    if t.get("head") is not None:
        rows.append((t["head"], True))
    rows += [(r, False) for r in t["rows"]]
    heights = []
    wrapped = []
    for r, hd in rows:
        cells = [
            _wrap(str(c), ctx.bold if hd else ctx.font, size, w - 2 * pad)
            for c, w in zip(r, ws, strict=True)
        ]
        wrapped.append(cells)
        heights.append(max(len(c) for c in cells) * lead + 2 * pad + (0 if ruled else 1))
    title = t.get("title")
    _place(ctx, sum(heights) + (16 if title else 0) + 6)
    if title:
        ctx.y += 4
        ctx.text(ctx.x0, ctx.y + 9, title, ctx.bold, 9.0)
        ctx.y += 14
    x0 = ctx.x0
    y = ctx.y
    for (_r, hd), cells, h in zip(rows, wrapped, heights, strict=True):
        x = x0
        if ruled and hd and t.get("shade", True):
            ctx.shape.draw_rect(fitz.Rect(x0, y, x0 + sum(ws), y + h))
            ctx.shape.finish(width=0, color=None, fill=(0.88, 0.88, 0.88))
        for lines, w in zip(cells, ws, strict=True):
            yy = y + pad
            for ln in lines:
                yy += lead
                ctx.text(x + pad, yy - size * 0.28, ln, ctx.bold if hd else ctx.font, size)
            if ruled:
                ctx.shape.draw_rect(fitz.Rect(x, y, x + w, y + h))
                ctx.shape.finish(width=0.5, color=(0, 0, 0))
            x += w
        y += h
        if not ruled and hd and t.get("underline", False):
            ctx.shape.draw_line((x0, y - 1), (x0 + sum(ws), y - 1))
            ctx.shape.finish(width=0.5, color=(0, 0, 0))
    ctx.y = y + 8
    if t.get("foot"):
        _para(ctx, t["foot"], 8.0)


def _toc(ctx: _Ctx, entries: list) -> None:
    size = 10.0
    for level, text, pno in entries:
        _place(ctx, 16)
        ctx.y += 15 if level == 1 else 13
        ind = 0 if level == 1 else 22
        f = ctx.bold if level == 1 else ctx.font
        ctx.text(ctx.x0 + ind, ctx.y, text, f, size if level == 1 else 9.5)
        num = str(pno)
        nw = _f(ctx.font).text_length(num, fontsize=9.5)
        tl = _f(f).text_length(text, fontsize=size if level == 1 else 9.5)
        dots_x0 = ctx.x0 + ind + tl + 6
        dots_x1 = ctx.x0 + ctx.colw - nw - 6
        if dots_x1 > dots_x0:
            dw = _f(ctx.font).text_length(". ", fontsize=9.5)
            ctx.text(dots_x0, ctx.y, ". " * int((dots_x1 - dots_x0) / dw), ctx.font, 9.5)
        ctx.text(ctx.x0 + ctx.colw - nw, ctx.y, num, ctx.font, 9.5)
    ctx.y += 10


def _drawing(ctx: _Ctx, fn: Callable, h: float, caption: str) -> None:
    _place(ctx, h + 20)
    r = fitz.Rect(ctx.x0, ctx.y + 4, ctx.x0 + ctx.colw, ctx.y + 4 + h)
    ctx.shape.draw_rect(r)
    ctx.shape.finish(width=0.6, color=(0, 0, 0))
    fn(ctx, r)
    ctx.y = r.y1 + 4
    _para(ctx, caption, 8.6, ctx.bold, after=6)


def _block(ctx: _Ctx, b: Block, toc: list) -> None:
    k = b[0]
    if k == "h1":
        _heading(ctx, b[1], 1)
    elif k == "h2":
        _heading(ctx, b[1], 2)
    elif k == "h3":
        _heading(ctx, b[1], 3)
    elif k == "p":
        _para(ctx, b[1])
    elif k == "small":
        _para(ctx, b[1], 8.4)
    elif k in ("num", "alpha", "bul", "dash"):
        _list(ctx, b[1], k)
    elif k == "box":
        _box(ctx, b[1], b[2])
    elif k == "table":
        _table(ctx, b[1])
    elif k == "toc":
        _toc(ctx, toc)
    elif k == "draw":
        _drawing(ctx, b[1], b[2], b[3])
    elif k == "space":
        ctx.y += b[1]
    elif k == "col":
        if ctx.col + 1 < ctx.ncols:
            ctx.col += 1
            ctx.y = TOP
    else:
        raise ValueError(k)


def _write(path: Path, spec: dict) -> Path:
    pages = spec["pages"]
    toc = []
    for i, pg in enumerate(pages):
        for b in pg.get("blocks", []):
            listed = b[0] == "h1" or (b[0] == "h2" and spec.get("toc_h2", True))
            if listed and not (len(b) > 2 and b[2] == "notoc"):
                toc.append((1 if b[0] == "h1" else 2, b[1], i + 1))
    doc = fitz.Document()
    n = len(pages)
    for i, pg in enumerate(pages):
        page = doc.new_page(width=W, height=H)
        if pg.get("cover"):
            ctx = _Ctx(page, spec, 1)
            spec["cover"](ctx)
        else:
            ctx = _Ctx(page, spec, pg.get("cols", 1))
            spec["frame"](ctx, i + 1, n)
            for b in pg["blocks"]:
                _block(ctx, b, toc)
        ctx.shape.commit()
        ctx.tw.write_text(page)
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


def _hline(ctx: _Ctx, y: float, width: float = 0.6) -> None:
    ctx.shape.draw_line((LEFT, y), (RIGHT, y))
    ctx.shape.finish(width=width, color=(0, 0, 0))


def _right(ctx: _Ctx, y: float, s: str, font: str | None = None, size: float = 8.0) -> None:
    ctx.text(RIGHT - _f(font or ctx.font).text_length(s, fontsize=size), y, s, font, size)


def _center(ctx: _Ctx, y: float, s: str, font: str | None = None, size: float = 10.0) -> None:
    ctx.text((W - _f(font or ctx.font).text_length(s, fontsize=size)) / 2, y, s, font, size)


# drawing helpers
def _tagbox(
    ctx: _Ctx, x: float, y: float, w: float, h: float, label: str, size: float = 7.5
) -> None:
    ctx.shape.draw_rect(fitz.Rect(x, y, x + w, y + h))
    ctx.shape.finish(width=0.8, color=(0, 0, 0))
    lines = label.split("\n")
    for i, ln in enumerate(lines):
        tl = _f(ctx.font).text_length(ln, fontsize=size)
        ctx.text(
            x + (w - tl) / 2,
            y + h / 2 + (i - (len(lines) - 1) / 2) * (size + 1) + size / 3,
            ln,
            None,
            size,
        )


def _circ(ctx: _Ctx, x: float, y: float, r: float, label: str, size: float = 7.0) -> None:
    ctx.shape.draw_circle((x, y), r)
    ctx.shape.finish(width=0.8, color=(0, 0, 0))
    tl = _f(ctx.font).text_length(label, fontsize=size)
    ctx.text(x - tl / 2, y + size / 3, label, None, size)


def _ln(ctx: _Ctx, pts: list, width: float = 0.9, dashes: str | None = None) -> None:
    ctx.shape.draw_polyline(pts)
    ctx.shape.finish(width=width, color=(0, 0, 0), closePath=False, dashes=dashes)


def _valve(ctx: _Ctx, x: float, y: float, tag: str, vertical: bool = False) -> None:
    s = 5
    if vertical:
        ctx.shape.draw_polyline(
            [(x - s, y - s), (x + s, y - s), (x - s, y + s), (x + s, y + s), (x - s, y - s)]
        )
    else:
        ctx.shape.draw_polyline(
            [(x - s, y - s), (x + s, y + s), (x + s, y - s), (x - s, y + s), (x - s, y - s)]
        )
    ctx.shape.finish(width=0.8, color=(0, 0, 0), fill=(1, 1, 1))
    ctx.text(x + 7, y - 7, tag, None, 7.0)


def _label(ctx: _Ctx, x: float, y: float, s: str, size: float = 7.0) -> None:
    ctx.text(x, y, s, None, size)


# ================================================================ A: thermal oil heater (Kessler-Brand)


def _kb_cover(ctx: _Ctx) -> None:
    ctx.shape.draw_rect(fitz.Rect(40, 40, 555, 802))
    ctx.shape.finish(width=2.0, color=(0, 0, 0))
    ctx.text(70, 110, "KESSLER-BRAND", "hebo", 26)
    ctx.text(70, 132, "Thermotechnik GmbH  ·  Bremerhaven", "helv", 11)
    _hline(ctx, 150, 1.2)
    ctx.text(70, 260, "Thermal Fluid Heater Plant", "hebo", 22)
    ctx.text(70, 292, "KBT-HF 1600", "hebo", 30)
    ctx.text(70, 330, "oil fired, with exhaust gas heater coil EGH-650", "helv", 12)
    ctx.text(70, 420, "Operating and Maintenance Instructions", "helv", 14)
    ctx.text(70, 440, "Doc. BA-1600-EN, Revision 03", "helv", 11)
    ctx.text(
        70, 720, "Please read these instructions before the first start of the plant", "helv", 10
    )
    ctx.text(70, 735, "and keep them always near the heater.", "helv", 10)


def _kb_frame(ctx: _Ctx, pno: int, n: int) -> None:
    ctx.text(LEFT, 44, "Kessler-Brand Thermotechnik", "hebo", 8.5)
    _right(ctx, 44, "Thermal fluid heater KBT-HF 1600", "helv", 8.5)
    _hline(ctx, 50, 0.6)
    _hline(ctx, 798, 0.6)
    ctx.text(LEFT, 810, "BA-1600-EN  Rev. 03", "helv", 8)
    _right(ctx, 810, f"Page {pno} of {n}", "helv", 8)


def _kb_schematic(ctx: _Ctx, r: fitz.Rect) -> None:
    x, y = r.x0, r.y0
    # heater
    _tagbox(ctx, x + 40, y + 120, 90, 120, "THERMAL OIL\nHEATER\nH-1")
    _tagbox(ctx, x + 50, y + 250, 70, 28, "BURNER B-1")
    # exhaust coil
    _tagbox(ctx, x + 190, y + 30, 90, 50, "EXH. GAS\nHEATER EGH")
    # expansion tank
    _tagbox(ctx, x + 330, y + 20, 110, 55, "EXPANSION\nTANK T-1")
    _tagbox(ctx, x + 345, y + 285, 90, 40, "DRAIN / STORAGE\nTANK T-2")
    # pumps
    _circ(ctx, x + 250, y + 215, 14, "P-1")
    _circ(ctx, x + 250, y + 265, 14, "P-2")
    # consumers
    _tagbox(ctx, x + 360, y + 150, 90, 50, "CONSUMERS\n(HFO tanks,\nheaters)")
    # lines: pump discharge -> heater bottom
    _ln(ctx, [(x + 236, y + 215), (x + 160, y + 215), (x + 160, y + 230), (x + 130, y + 230)])
    _ln(ctx, [(x + 236, y + 265), (x + 160, y + 265), (x + 160, y + 230)])
    # heater outlet -> consumers
    _ln(ctx, [(x + 130, y + 130), (x + 330, y + 130), (x + 330, y + 170), (x + 360, y + 170)])
    # return consumers -> pumps suction
    _ln(
        ctx,
        [
            (x + 405, y + 200),
            (x + 405, y + 240),
            (x + 300, y + 240),
            (x + 300, y + 215),
            (x + 264, y + 215),
        ],
    )
    _ln(ctx, [(x + 300, y + 240), (x + 300, y + 265), (x + 264, y + 265)])
    # EGH branch
    _ln(ctx, [(x + 200, y + 130), (x + 200, y + 80)])
    _ln(ctx, [(x + 270, y + 80), (x + 270, y + 130)])
    # expansion line
    _ln(
        ctx,
        [(x + 385, y + 75), (x + 385, y + 105), (x + 320, y + 105), (x + 320, y + 240)],
        0.9,
        "[3 2] 0",
    )
    # drain
    _ln(
        ctx,
        [(x + 390, y + 75), (x + 470, y + 75), (x + 470, y + 305), (x + 435, y + 305)],
        0.9,
        "[3 2] 0",
    )
    _valve(ctx, x + 180, y + 215, "V-101")
    _valve(ctx, x + 180, y + 265, "V-102")
    _valve(ctx, x + 290, y + 130, "V-105")
    _valve(ctx, x + 200, y + 105, "V-107", True)
    _valve(ctx, x + 270, y + 105, "V-108", True)
    _valve(ctx, x + 470, y + 200, "V-112", True)
    _label(ctx, x + 420, y + 225, "quick-closing")
    _valve(ctx, x + 345, y + 240, "V-118 sampling")
    _label(ctx, x + 138, y + 124, "TT-01")
    _label(ctx, x + 138, y + 146, "TSH-02")
    _label(ctx, x + 232, y + 124, "FS-04")
    _label(ctx, x + 165, y + 250, "PT-03")
    _label(ctx, x + 132, y + 180, "PDT-05")
    _label(ctx, x + 300, y + 92, "LS-06 / LS-07")
    _label(ctx, x + 135, y + 290, "TT-08 (flue gas)")
    _label(ctx, x + 12, y + 18, "— flow / return     - - - expansion, drain", 7.0)


THERMAL: dict[str, Any] = {
    "file": "kessler-brand-kbt-hf1600-thermal-oil-heater.pdf",
    "title": "KBT-HF 1600 Thermal Fluid Heater - Operating and Maintenance Instructions",
    "maker": "Kessler-Brand Thermotechnik GmbH",
    "cover": _kb_cover,
    "frame": _kb_frame,
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "Contents", "notoc"),
                ("toc",),
            ]
        },
        {
            "blocks": [
                ("h1", "1 General"),
                (
                    "p",
                    "This instructions are valid for the thermal fluid heater plant KBT-HF 1600 with exhaust gas "
                    "heater coil. The plant heats the thermal oil (heat transfer oil) in a closed circuit; the hot oil "
                    "is delivered by the circulating pumps to the consumers and is returning to the pumps without "
                    "any contact to atmosphere, except in the expansion tank.",
                ),
                ("h2", "1.1 Safety notes"),
                (
                    "bul",
                    [
                        "Please take care that the heater is never fired without oil circulation. Already a few "
                        "seconds of firing without flow can damage the coil tubes by local overheating.",
                        "Hot thermal oil above 60 °C may cause heavy burns. Before opening any flange, the oil must "
                        "be cooled down below 50 °C.",
                        "Thermal oil leaking into insulation can ignite itself far below its flash point. Wet "
                        "insulation must be renewed at once.",
                        "Only the original thermal oil grade (mineral oil type, see 2) may be used for refilling.",
                    ],
                ),
                ("h1", "2 Technical data"),
                (
                    "table",
                    {
                        "w": [46, 27, 27],
                        "head": ["Item", "Value", "Remark"],
                        "rows": [
                            ["Thermal output, oil fired heater", "1 600 kW", "1 376 000 kcal/h"],
                            ["Thermal output, exhaust gas heater EGH", "650 kW", "at 100 % MCR"],
                            ["Max. flow temperature", "250 °C", "482 °F"],
                            ["Design temperature of coil", "300 °C", ""],
                            ["Design pressure", "10 bar", "test pressure 15 bar"],
                            ["Oil content of heater coil", "1 450 l", ""],
                            ["Nominal thermal oil flow", "120 m³/h", "min. flow 84 m³/h"],
                            ["Pressure drop over heater at nominal flow", "1,8 ~ 2,4 bar", ""],
                            ["Burner type", "pressure jet, 2-stage", "MDO / HFO 380 cSt"],
                            ["Fuel consumption at full load", "168 kg/h", "MDO, LHV 42,7 MJ/kg"],
                            ["Efficiency (oil fired)", "86 %", ""],
                            ["Expansion tank volume", "4,0 m³", "with N2 blanket"],
                            [
                                "Circulating pumps P-1 / P-2",
                                "120 m³/h at 5,5 bar",
                                "37 kW, 2 950 rpm",
                            ],
                            ["Thermal oil grade", "mineral, ISO VG 32", "e.g. Thermol HT 32"],
                        ],
                    },
                ),
            ]
        },
        {
            "cols": 2,
            "blocks": [
                ("h1", "3 Description of the plant"),
                (
                    "p",
                    "The heater H-1 is a vertical coil heater with three concentric coils. The thermal oil is "
                    "entering at the bottom and leaving at the top of the coils; the flue gases are going upwards "
                    "through the annular gaps to the uptake.",
                ),
                (
                    "p",
                    "The burner B-1 is a two-stage pressure jet burner. It is controlled by the outlet temperature "
                    "TT-01 with set point 230 °C: the second stage is switched off at 235 °C and the burner stops "
                    "at 240 °C; it is restarting when the temperature falls below 225 °C.",
                ),
                ("h2", "3.1 Exhaust gas heater EGH"),
                (
                    "p",
                    "The exhaust gas heater is installed in the main engine uptake. It is connected in parallel "
                    "to the oil fired heater by the valves V-107 and V-108. During sea passage normally the EGH "
                    "alone is covering the heat demand and the oil fired heater stays in stand-by with circulation.",
                ),
                (
                    "p",
                    "Please take care that the EGH is never without flow when the main engine is running. "
                    "The oil content of the EGH is 620 l; it must be drained into the drain tank T-2 if the "
                    "main engine is running longer time with the EGH isolated.",
                ),
                ("col",),
                ("h2", "3.2 Expansion tank"),
                (
                    "p",
                    "The expansion tank T-1 is taking the volume increase of the oil when heating up (about 7 % "
                    "per 100 °C). It is placed at the highest point of the system, min. 2,5 m above the pump "
                    "suction. The tank is kept under nitrogen blanket of 0,2 ~ 0,3 bar to avoid oxidation of the oil.",
                ),
                (
                    "p",
                    "At cold plant the level must be between 25 % and 35 % of gauge glass; at operating "
                    "temperature it is normally 60 ~ 70 %. The level switches LS-06 (low) and LS-07 (low low) "
                    "are fitted on the tank.",
                ),
                ("h2", "3.3 Circulating pumps"),
                (
                    "p",
                    "Two centrifugal pumps P-1 and P-2 are installed, one is running and one is in stand-by. "
                    "The stand-by pump is starting automatically when the flow switch FS-04 is giving low flow "
                    "or when the running pump is tripping. The pumps have air cooled mechanical seals; a leakage "
                    "of some drops per hour is normal.",
                ),
                ("h2", "3.4 Quick-closing valve"),
                (
                    "p",
                    "The quick-closing valve V-112 in the drain line from the expansion tank can be closed or opened "
                    "from outside the engine room. In case of fire in the heater, V-112 is opened and the whole "
                    "oil content of the expansion tank is dumped to the drain tank T-2.",
                ),
            ],
        },
        {
            "blocks": [
                ("h2", "3.5 Flow diagram"),
                (
                    "draw",
                    _kb_schematic,
                    340,
                    "Fig. 3-1  Thermal oil system, simplified (tags as on the plant)",
                ),
                (
                    "p",
                    "The differential pressure transmitter PDT-05 over the heater is the main flow supervision; the "
                    "flow switch FS-04 in the outlet is the second, independent supervision. The pressure transmitter "
                    "PT-03 is showing the pump discharge pressure, which must be kept within 4,5 ~ 6 bar. The "
                    "flue gas temperature is measured by TT-08 in the uptake of the oil fired heater.",
                ),
                (
                    "p",
                    "Thermal oil samples are taken at the sampling valve V-118 in the return line (see chapter 6).",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4 Operation"),
                ("h2", "4.1 First filling and drying out of the system"),
                (
                    "p",
                    "New thermal oil is always containing some moisture. The system must be dried out carefully "
                    "after first filling or after a larger refilling, otherwise the boiling water is causing "
                    "pump cavitation and pressure shocks.",
                ),
                (
                    "num",
                    [
                        "Fill the system from the storage tank T-2 with the filling pump until the expansion tank is showing 30 %.",
                        (
                            "Start one circulating pump with the heater cold and vent the system:",
                            [
                                "open all vent valves at the high points one after another,",
                                "close each vent when only oil without air is coming,",
                                "repeat until the pump discharge pressure is stable.",
                            ],
                        ),
                        "Start the burner in manual mode, 1st stage only.",
                        "Raise the temperature by not more than 20 °C per hour up to 105 ~ 110 °C.",
                        "Hold 105 ~ 110 °C until no more crackling noise is heard and the pressure is not fluctuating; this can take 6 to 24 hours.",
                        "Continue heating in steps of 20 °C per hour until the operating temperature of 230 °C.",
                    ],
                ),
                ("h2", "4.2 Normal start"),
                (
                    "num",
                    [
                        "Check the level in expansion tank (min. 25 % when cold) and the N2 blanket pressure.",
                        "Open the valves V-101, V-102 and V-105; check that the consumers are open.",
                        (
                            "Start the circulating pump:",
                            [
                                "select the duty pump on the control panel,",
                                "check that discharge pressure PT-03 is within 4,5 ~ 6 bar,",
                                "check the differential pressure over heater is min. 1,5 bar.",
                            ],
                        ),
                        "Reset the burner control and start the burner in AUTO.",
                        "Heat up at max. 50 °C per hour when the oil is cold.",
                    ],
                ),
                ("h2", "4.3 Stopping"),
                (
                    "p",
                    "Stop the burner first. Please take care that the circulating pump is running min. 30 minutes "
                    "after the burner stop, or until the outlet temperature is below 150 °C, to remove the heat "
                    "stored in the furnace. The pump must never be stopped while the heater outlet is above 150 °C.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5 Safety devices and alarms"),
                ("h2", "5.1 Settings of the safety devices"),
                (
                    "table",
                    {
                        "ruled": False,
                        "underline": False,
                        "w": [34, 14, 22, 30],
                        "size": 8.8,
                        "head": ["Device", "Tag", "Setting", "Reset"],
                        "rows": [
                            ["Outlet temperature limiter", "TSH-02", "255 °C", "manual, on panel"],
                            ["Flow switch (outlet)", "FS-04", "70 % of nominal flow", "automatic"],
                            ["Differential pressure, low", "PDT-05", "1,2 bar", "automatic"],
                            ["Differential pressure, low low", "PDT-05", "0,9 bar", "manual"],
                            ["Expansion tank level, low", "LS-06", "20 %", "automatic"],
                            ["Expansion tank level, low low", "LS-07", "10 %", "manual"],
                            ["Flue gas temperature, high", "TT-08", "380 °C", "automatic"],
                            ["Flue gas temperature, high high", "TT-08", "450 °C", "manual"],
                            ["Safety valve on heater outlet", "SV-09", "10 bar", "-"],
                        ],
                    },
                ),
                ("h2", "5.2 Alarm list"),
                (
                    "p",
                    "Alarms are shown on the control panel display with code and text. Alarms marked S are "
                    "stopping the burner; the burner can be restarted only after reset.",
                ),
                (
                    "table",
                    {
                        "w": [14, 40, 16, 10, 20],
                        "size": 8.4,
                        "head": ["Code", "Display text", "Set point", "Delay", "Action"],
                        "rows": [
                            ["TH-101", "FLOW LOW", "PDT-05 1,2 bar", "5 s", "A, stand-by pump"],
                            ["TH-102", "FLOW LOW LOW", "PDT-05 0,9 bar", "2 s", "A + S"],
                            ["TH-110", "OUTLET TEMP HIGH", "245 °C", "10 s", "A"],
                            ["TH-111", "OUTLET TEMP HIGH HIGH", "255 °C", "0 s", "A + S"],
                            ["TH-120", "EXP TANK LEVEL LOW", "20 %", "30 s", "A"],
                            [
                                "TH-121",
                                "EXP TANK LEVEL LOW LOW",
                                "10 %",
                                "5 s",
                                "A + S + pumps stop",
                            ],
                            ["TH-130", "FLUE GAS TEMP HIGH", "380 °C", "30 s", "A"],
                            [
                                "TH-131",
                                "FLUE GAS TEMP HIGH HIGH",
                                "450 °C",
                                "0 s",
                                "A + S, fire alarm",
                            ],
                            ["TH-140", "FLAME FAILURE", "-", "1 s", "A + S"],
                            ["TH-150", "FUEL OIL PRESS LOW", "18 bar", "5 s", "A + S"],
                            ["TH-160", "COMB AIR FAN TRIP", "-", "0 s", "A + S"],
                            ["TH-170", "CIRC PUMP 1 TRIP", "-", "0 s", "A, stand-by pump"],
                            ["TH-171", "CIRC PUMP 2 TRIP", "-", "0 s", "A, stand-by pump"],
                            ["TH-180", "N2 BLANKET PRESS LOW", "0,1 bar", "60 s", "A"],
                        ],
                    },
                ),
                (
                    "small",
                    "A = alarm only, S = burner shut down (lock-out). Delays are factory settings.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6 Thermal oil control"),
                (
                    "p",
                    "The thermal oil is ageing by oxidation and by thermal cracking. The condition must be checked by "
                    "laboratory analysis every 6 months, and after any overheating of the plant. In the first year "
                    "after first filling the sample shall be sent every 3 months.",
                ),
                ("h2", "6.1 Taking of sample"),
                (
                    "alpha",
                    [
                        "The plant must be in operation with circulation, oil temperature min. 80 °C.",
                        "Flush the sampling valve V-118 with approx. 2 litres into a metal bucket.",
                        "Fill the clean sample bottle (1 litre) completely, without air cushion.",
                        "Please take care: hot oil. Wear face shield and gloves.",
                        "Let the bottle cool down closed and mark it with vessel name, date, running hours and oil temperature.",
                    ],
                ),
                ("h2", "6.2 Limit values of the analysis"),
                (
                    "p",
                    "The results of the laboratory are compared with the values below. When one value is reaching the "
                    "limit for change, the oil charge must be renewed or partly renewed after consultation with "
                    "Kessler-Brand service.",
                ),
                (
                    "table",
                    {
                        "w": [19, 14, 14, 14, 13, 13, 13],
                        "size": 8.0,
                        "head": [
                            "Condition",
                            "Viscosity 40 °C (change)",
                            "Acid number mg KOH/g",
                            "Flash point (COC)",
                            "Carbon residue",
                            "Water content",
                            "Insolubles (n-pentane)",
                        ],
                        "rows": [
                            [
                                "New oil (reference)",
                                "-",
                                "< 0,05",
                                "220 °C",
                                "< 0,05 %",
                                "< 200 ppm",
                                "< 0,05 %",
                            ],
                            [
                                "Watch (sample every 3 months)",
                                "± 10 %",
                                "0,5",
                                "min. 180 °C",
                                "0,5 %",
                                "500 ppm",
                                "0,5 %",
                            ],
                            [
                                "Change oil",
                                "> ± 20 %",
                                "≥ 1,0",
                                "below 160 °C",
                                "> 1,0 %",
                                "> 1 000 ppm",
                                "> 1,0 %",
                            ],
                        ],
                    },
                ),
                (
                    "p",
                    "A decreasing flash point is showing thermal cracking (light ends); please check in this case "
                    "the outlet temperature control and the flow supervision. An increasing viscosity with high carbon "
                    "residue is showing oxidation; please check the N2 blanket of the expansion tank.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7 Maintenance"),
                ("h2", "7.1 Maintenance schedule"),
                (
                    "table",
                    {
                        "w": [46, 9, 9, 9, 9, 9, 9],
                        "size": 8.4,
                        "head": [
                            "Work",
                            "daily",
                            "weekly",
                            "monthly",
                            "3 months",
                            "6 months",
                            "yearly",
                        ],
                        "rows": [
                            ["Check level in expansion tank, N2 pressure", "X", "", "", "", "", ""],
                            [
                                "Check pump discharge pressure and diff. pressure",
                                "X",
                                "",
                                "",
                                "",
                                "",
                                "",
                            ],
                            ["Check leakage at pump seals, flanges", "X", "", "", "", "", ""],
                            [
                                "Clean burner nozzle and ignition electrodes",
                                "",
                                "X",
                                "",
                                "",
                                "",
                                "",
                            ],
                            ["Clean strainer in pump suction", "", "", "X", "", "", ""],
                            ["Test alarms and safety shut-downs", "", "", "X", "", "", ""],
                            ["Drain water from expansion tank bottom", "", "", "X", "", "", ""],
                            [
                                "Soot blowing / cleaning of EGH (water washing)",
                                "",
                                "",
                                "",
                                "X",
                                "",
                                "",
                            ],
                            ["Thermal oil sample for analysis", "", "", "", "", "X", ""],
                            ["Inspection of furnace and coils", "", "", "", "", "", "X"],
                            ["Test of safety valve SV-09", "", "", "", "", "", "X"],
                            ["Renew pump coupling elements", "", "", "", "", "", "X"],
                        ],
                    },
                ),
                ("h2", "7.2 Burner maintenance"),
                (
                    "p",
                    "The nozzle is cleaned weekly in diesel oil with a soft brush; never use a steel needle. The "
                    "distance of ignition electrodes must be 3,0 ± 0,5 mm between the tips and 5 mm in front of "
                    "the nozzle. The nozzle must be renewed after 2 000 burner hours.",
                ),
                (
                    "p",
                    "When fitting the burner head, tighten the M12 fixing nuts crosswise with 40 Nm. The fuel pump "
                    "pressure is 25 bar for the 1st stage nozzle and 28 bar with both stages.",
                ),
                ("h2", "7.3 Inspection of the coils"),
                (
                    "p",
                    "Once a year the furnace is opened through the inspection door and the coils are checked for "
                    "soot, deformation and discolouration. A soot layer thicker than 2 mm is reducing the output "
                    "about 10 %; the coils must then be cleaned mechanically or by water washing with the heater cold.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "8 Troubleshooting"),
                (
                    "table",
                    {
                        "w": [26, 37, 37],
                        "size": 8.4,
                        "head": ["Fault", "Possible cause", "Action"],
                        "rows": [
                            [
                                "Pump discharge pressure is fluctuating, pump noisy",
                                "Water in thermal oil boiling; air in system",
                                "Reduce temperature to 105 ~ 110 °C and dry out (4.1); vent high points",
                            ],
                            [
                                "Burner stops with TH-102 FLOW LOW LOW",
                                "Suction strainer clogged; valve closed in circuit; pump worn",
                                "Clean strainer; check valve positions; check pump pressure against curve",
                            ],
                            [
                                "Outlet temperature swinging more than ± 10 °C",
                                "Consumers switching on/off; controller badly tuned",
                                "Adjust controller, P-band 8 %, integral time 120 s",
                            ],
                            [
                                "Flue gas temperature rising slowly over weeks",
                                "Soot on coils",
                                "Clean coils (7.3); check combustion, CO2 11 ~ 13 %",
                            ],
                            [
                                "Level in expansion tank rising without temperature change",
                                "Water or fuel entering the system, e.g. leaking heating coil in a tank",
                                "Take oil sample at once; isolate consumers one after other to find the leak",
                            ],
                            [
                                "Level in expansion tank falling",
                                "External leakage; leaking heating coil in a cargo or HFO tank",
                                "Check flanges, pump seals and drain valves; check tanks for oil contamination",
                            ],
                            [
                                "Flame failure TH-140 at start",
                                "Nozzle dirty; electrodes wrong; photocell dirty",
                                "Clean nozzle, adjust electrodes (7.2), clean photocell",
                            ],
                        ],
                    },
                ),
                ("h1", "9 Service"),
                (
                    "p",
                    "Kessler-Brand Thermotechnik GmbH, Service department, Am Fischereihafen 14, Bremerhaven. "
                    "Please give always the serial number of the heater from the name plate when ordering spare parts.",
                ),
            ]
        },
    ],
}


# ================================================================ B: submerged cargo pumps (Bayline, US style)


def _bl_cover(ctx: _Ctx) -> None:
    ctx.shape.draw_rect(fitz.Rect(0, 0, W, 190))
    ctx.shape.finish(width=0, color=None, fill=(0.82, 0.82, 0.82))
    ctx.text(60, 90, "BAYLINE PUMP CORPORATION", "hebo", 24)
    ctx.text(60, 115, "Houston, Texas  U.S.A.", "helv", 12)
    ctx.text(60, 290, "HydroSub™ Submerged Cargo Pumping System", "hebo", 18)
    ctx.text(60, 325, "Model SCP-150H", "hebo", 28)
    ctx.text(
        60,
        352,
        "Hydraulically Driven Deepwell Cargo Pumps and Hydraulic Power Unit HPU-2x450",
        "helv",
        11,
    )
    ctx.text(60, 440, "INSTRUCTION MANUAL", "hebo", 16)
    ctx.text(60, 462, "Installation  ·  Operation  ·  Maintenance  ·  Parts", "helv", 11)
    ctx.text(60, 480, "Manual No. IM-150H-03   Issued March 2019", "helv", 11)
    ctx.text(
        60,
        760,
        "For Chemical / Product Tankers. Read the complete manual before operating the system.",
        "helv",
        9.5,
    )


def _bl_frame(ctx: _Ctx, pno: int, n: int) -> None:
    ctx.text(LEFT, 44, "BAYLINE  SCP-150H  Instruction Manual", "helv", 8.5)
    _right(ctx, 44, "IM-150H-03", "helv", 8.5)
    _hline(ctx, 50, 1.0)
    _center(ctx, 815, f"- {pno} -", "helv", 9)


def _bl_hpu(ctx: _Ctx, r: fitz.Rect) -> None:
    x, y = r.x0, r.y0
    _tagbox(ctx, x + 20, y + 170, 150, 50, "HYDRAULIC OIL TANK\nTK-1 (660 gal)")
    _circ(ctx, x + 60, y + 110, 16, "HP-1")
    _circ(ctx, x + 130, y + 110, 16, "HP-2")
    _tagbox(ctx, x + 35, y + 30, 50, 26, "M1 450 hp", 6.5)
    _tagbox(ctx, x + 105, y + 30, 50, 26, "M2 450 hp", 6.5)
    _ln(ctx, [(x + 60, y + 56), (x + 60, y + 94)])
    _ln(ctx, [(x + 130, y + 56), (x + 130, y + 94)])
    _ln(ctx, [(x + 60, y + 126), (x + 60, y + 170)])
    _ln(ctx, [(x + 130, y + 126), (x + 130, y + 170)])
    # pressure header
    _ln(
        ctx,
        [
            (x + 76, y + 110),
            (x + 95, y + 110),
            (x + 95, y + 80),
            (x + 300, y + 80),
            (x + 460, y + 80),
        ],
        1.4,
    )
    _ln(ctx, [(x + 146, y + 110), (x + 160, y + 110), (x + 160, y + 80)], 1.4)
    # return line
    _ln(
        ctx,
        [
            (x + 460, y + 140),
            (x + 300, y + 140),
            (x + 230, y + 140),
            (x + 230, y + 195),
            (x + 170, y + 195),
        ],
        0.9,
        "[4 2] 0",
    )
    _tagbox(ctx, x + 250, y + 175, 60, 30, "COOLER\nCLR-1", 6.5)
    _tagbox(ctx, x + 330, y + 175, 60, 30, "RETURN\nFILTER F-2", 6.5)
    _ln(ctx, [(x + 280, y + 140), (x + 280, y + 175)], 0.9, "[4 2] 0")
    _ln(ctx, [(x + 360, y + 140), (x + 360, y + 175)], 0.9, "[4 2] 0")
    _valve(ctx, x + 200, y + 80, "PV-201")
    _valve(ctx, x + 250, y + 80, "RV-202")
    _label(ctx, x + 300, y + 72, "PT-201")
    _label(ctx, x + 350, y + 72, "TT-204")
    _label(ctx, x + 170, y + 135, "LS-205 (tank)")
    _tagbox(ctx, x + 400, y + 95, 70, 34, "TO DECK\nCARGO PUMPS", 6.5)
    _label(ctx, x + 420, y + 76, "PRESS.")
    _label(ctx, x + 420, y + 152, "RETURN")
    _label(ctx, x + 300, y + 160, "PT-203")
    _label(
        ctx, x + 12, y + 240, "Heavy line: pressure (max 3,480 psi)   dashed: return / drain", 7.0
    )


_BL_PARTS = [
    ["1", "Cargo pump head assembly, SCP-150H", "150-1000", "1"],
    ["2", "Impeller, stainless, 12.6 in.", "150-1011", "1"],
    ["3", "Impeller nut, lockable", "150-1012", "1"],
    ["4", "Suction wear ring", "150-1015", "1"],
    ["5", "Inducer, stripping", "150-1018", "1"],
    ["6", "Pump casing gasket, PTFE", "150-1020", "1"],
    ["7", "Cargo mechanical seal, complete", "150-1101", "1"],
    ["8", "Lip seal, hydraulic side", "150-1104", "2"],
    ["9", "Hydraulic motor, 170 cc/rev", "150-1200", "1"],
    ["10", "O-ring, motor flange 6.25 x 0.139 in.", "150-1207", "2"],
    ["11", "Cofferdam purge check valve 1/2 in.", "150-1302", "1"],
    ["12", "Purge pipe 1/2 in. NPT, SS316", "150-1305", "1"],
    ["13", "Pipe stack bolt 5/8-11 UNC x 2.5", "150-1410", "24"],
    ["14", "Top plate gasket, PTFE envelope", "150-1415", "1"],
    ["15", "Cargo discharge check valve, 6 in.", "150-1502", "1"],
    ["16", "Stripping valve, 1 in. ball", "150-1510", "1"],
    ["17", "Hydraulic pressure hose 1 in., 3/4 SAE 6000", "HPU-2011", "2"],
    ["18", "HPU main pump, variable displacement", "HPU-2100", "2"],
    ["19", "Pilot valve cartridge PV-201", "HPU-2130", "1"],
    ["20", "Relief valve cartridge RV-202", "HPU-2135", "1"],
    ["21", "Return filter element F-2, 10 micron", "HPU-2201", "4"],
    ["22", "Suction strainer element, 125 micron", "HPU-2205", "2"],
    ["23", "Oil cooler plate pack CLR-1", "HPU-2310", "1"],
    ["24", "Breather filter, tank TK-1", "HPU-2320", "1"],
    ["25", "Portable pump PP-50, complete", "PP-5000", "1"],
    ["26", "Portable pump hose set, 2 x 66 ft", "PP-5020", "1"],
    ["27", "Quick coupling set, portable pump", "PP-5031", "2"],
    ["28", "Discharge hose 3 in. x 66 ft, portable pump", "PP-5040", "1"],
    ["29", "Lifting eye bolt, portable pump", "PP-5045", "1"],
    ["30", "Hydraulic oil level gauge TK-1", "HPU-2330", "1"],
    ["31", "Temperature transmitter TT-204", "HPU-2410", "1"],
    ["32", "Pressure transmitter PT-201 / PT-203, 0-5,000 psi", "HPU-2415", "2"],
    ["33", "Level switch LS-205", "HPU-2420", "1"],
    ["34", "Seal kit, HPU main pump", "HPU-2102", "2"],
    ["35", "Remote speed control valve, deck", "150-1620", "1"],
    ["36", "Speed control valve seal kit", "150-1625", "1"],
]

CARGO: dict[str, Any] = {
    "file": "bayline-scp150h-submerged-cargo-pumps.pdf",
    "title": "Bayline HydroSub SCP-150H Instruction Manual",
    "maker": "Bayline Pump Corporation",
    "cover": _bl_cover,
    "frame": _bl_frame,
    "toc_h2": True,
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "TABLE OF CONTENTS", "notoc"),
                ("toc",),
                ("space", 20),
                (
                    "small",
                    "All pressures in this manual are gauge pressures (psig) unless otherwise noted. Metric values "
                    "are given in parentheses for reference only.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "SECTION 1  INTRODUCTION"),
                (
                    "p",
                    "The HydroSub SCP-150H system consists of one submerged (deepwell) cargo pump in each cargo tank, "
                    "a hydraulic power unit (HPU) in the deck house, and hydraulic piping on deck. Each pump is driven "
                    "by a hydraulic motor mounted directly above the impeller at the bottom of the tank. The motor and "
                    "the cargo side are separated by a cofferdam which can be purged from deck.",
                ),
                ("h2", "1.1 Pump Specifications"),
                (
                    "table",
                    {
                        "w": [50, 50],
                        "head": ["Item", "SCP-150H"],
                        "rows": [
                            ["Rated capacity", "660 gpm (150 m³/h)"],
                            ["Rated head", "394 ft (120 m) liquid column"],
                            ["Specific gravity, design", "1.0 (max 1.85 at reduced speed)"],
                            ["Max. pump speed", "2,600 rpm"],
                            ["Hydraulic motor displacement", "170 cc/rev (10.4 in³/rev)"],
                            ["Hydraulic oil flow at rated duty", "118 gpm (447 L/min)"],
                            ["Hydraulic pressure at rated duty", "2,900 psi (200 bar)"],
                            ["Stripping capacity", "to 5.3 gal (20 L) remaining in suction well"],
                            ["Cargo temperature range", "14 °F to 176 °F (-10 °C to 80 °C)"],
                            ["Materials, cargo side", "AISI 316L stainless steel"],
                            ["Cargo pipe / discharge size", "6 in. (DN150)"],
                        ],
                    },
                ),
                ("h2", "1.2 Warranty"),
                (
                    "p",
                    "Warranty is void if the pump is run dry for more than 30 seconds, or if the hydraulic oil "
                    "cleanliness exceeds ISO 4406 code 18/16/13. Keep the purging records (Section 4) for warranty claims.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "SECTION 2  HYDRAULIC POWER UNIT"),
                (
                    "p",
                    "The HPU has two electric motor driven, variable displacement axial piston pumps HP-1 and HP-2, "
                    "450 hp (336 kW) each, delivering into a common pressure header. One pump unit can run three "
                    "cargo pumps at rated duty; for more pumps, start the second unit. The hydraulic oil tank TK-1 "
                    "holds 660 gal (2,500 L).",
                ),
                ("draw", _bl_hpu, 250, "Figure 2-1  HPU Hydraulic Schematic (simplified)"),
                ("h2", "2.1 HPU Pressures and Temperatures"),
                (
                    "table",
                    {
                        "w": [46, 27, 27],
                        "head": ["Parameter", "Normal", "Alarm / Limit"],
                        "rows": [
                            [
                                "System working pressure, PT-201",
                                "2,300-2,900 psi (160-200 bar)",
                                "max 3,480 psi (240 bar)",
                            ],
                            ["Relief valve RV-202 set point", "3,770 psi (260 bar)", "-"],
                            [
                                "Return line pressure, PT-203",
                                "45-70 psi (3-5 bar)",
                                "high alarm 100 psi (7 bar)",
                            ],
                            [
                                "Motor case drain pressure",
                                "below 30 psi (2 bar)",
                                "max 45 psi (3 bar)",
                            ],
                            [
                                "Hydraulic oil temperature, TT-204",
                                "86-131 °F (30-55 °C)",
                                "high alarm 149 °F (65 °C)",
                            ],
                            [
                                "Min. oil temperature for start",
                                "50 °F (10 °C)",
                                "preheat below this",
                            ],
                            [
                                "Oil tank level, LS-205",
                                "normal band on sight glass",
                                "low alarm / low-low stop",
                            ],
                        ],
                    },
                ),
                (
                    "p",
                    "Hydraulic oil: ISO VG 46 anti-wear, viscosity index min. 140. Do not mix brands.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "SECTION 3  OPERATION"),
                ("h2", "3.1 Starting a Cargo Pump"),
                (
                    "box",
                    "CAUTION",
                    "Never start a cargo pump against a closed discharge valve for more than 1 minute, "
                    "and never run the pump with the tank empty except for stripping as described below.",
                ),
                (
                    "num",
                    [
                        "Start the HPU, one unit, at idle (standby) pressure. Allow oil to warm to at least 68 °F (20 °C).",
                        "Check the cofferdam of the pump has been purged within the last 7 days (log).",
                        "Open the cargo discharge valve on deck about 25 percent.",
                        "Open the hydraulic supply valve for the pump slowly; pump speed is controlled by the local or remote control valve.",
                        "Increase speed gradually. Watch the discharge pressure gauge; it should rise within 10 seconds.",
                        "Adjust speed to keep discharge pressure within the shore limit. Do not exceed 2,900 psi hydraulic pressure.",
                    ],
                ),
                ("h2", "3.2 Stripping"),
                (
                    "p",
                    "Stripping begins when the tank level is about 3 ft (1 m) above the bottom and the discharge "
                    "pressure starts to fluctuate.",
                ),
                (
                    "num",
                    [
                        (
                            "Reduce pump speed:",
                            [
                                "throttle the cargo discharge valve until the pressure is steady,",
                                "reduce hydraulic pressure to approx. 1,500 psi (100 bar).",
                            ],
                        ),
                        "Continue until the pump loses suction (pressure drops, flow noise).",
                        (
                            "Blow the riser clear:",
                            [
                                "close the cargo discharge valve,",
                                "open the stripping valve (1 in.) on the discharge head,",
                                "apply purge air or nitrogen 100 psi (7 bar) to the purge connection to push the residue in the riser up the stripping line.",
                            ],
                        ),
                        "Stop the pump, close the stripping valve, record the tank residue on the ullage sheet.",
                    ],
                ),
                (
                    "p",
                    "With a correct stripping the remaining quantity in the suction well is less than 5.3 gal (20 L).",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "SECTION 4  COFFERDAM PURGING AND LEAK CHECK"),
                (
                    "p",
                    "The cofferdam between the hydraulic motor and the cargo seal collects any leakage from either "
                    "side. Purging blows the cofferdam contents up to deck through the 1/2 in. purge pipe, where the "
                    "leakage is collected and identified. Purge each pump before and after each cargo operation, "
                    "and at least once every 7 days when the pump is idle with cargo in the tank.",
                ),
                (
                    "box",
                    "WARNING",
                    "The purge exhaust may contain toxic or flammable cargo. Wear chemical protective "
                    "gear and use the closed drain bottle. Never use oxygen for purging.",
                ),
                (
                    "table",
                    {
                        "w": [8, 50, 42],
                        "size": 8.4,
                        "title": "Table 4-1  Purging Procedure",
                        "head": ["Step", "Action", "Check / Acceptance"],
                        "rows": [
                            [
                                "1",
                                "Connect purge air or nitrogen hose to the purge inlet on the pump top plate. Supply 100 psi (7 bar).",
                                "Supply pressure 85-115 psi",
                            ],
                            [
                                "2",
                                "Fit the purge exhaust hose to the collecting bottle. Open the exhaust valve.",
                                "Bottle clean and empty",
                            ],
                            [
                                "3",
                                "Open the purge inlet valve. Purge until only gas is coming out, minimum 1 minute.",
                                "Note time",
                            ],
                            [
                                "4",
                                "Close inlet valve. Identify the liquid collected: hydraulic oil (amber, smell) or cargo.",
                                "Record volume in purge log",
                            ],
                            [
                                "5",
                                "Hold test: close exhaust valve, pressurize cofferdam to 30 psi (2 bar), close inlet valve, wait 5 minutes.",
                                "Pressure drop max 3 psi (0.2 bar)",
                            ],
                            ["6", "Release pressure, disconnect hoses, fit plugs.", "-"],
                        ],
                    },
                ),
                ("h2", "4.1 Leakage Limits"),
                (
                    "table",
                    {
                        "w": [40, 30, 30],
                        "head": ["Leakage found", "Acceptable", "Action required"],
                        "rows": [
                            [
                                "Cargo (per 24 h of operation)",
                                "up to 0.5 pint (0.25 L)",
                                "over 1 qt (1 L): overhaul cargo seal",
                            ],
                            [
                                "Hydraulic oil (per 24 h)",
                                "up to 0.5 pint (0.25 L)",
                                "over 1 qt (1 L): renew lip seals",
                            ],
                            [
                                "Pressure drop in hold test",
                                "max 3 psi in 5 min",
                                "check purge valves, repeat",
                            ],
                        ],
                    },
                ),
                (
                    "p",
                    "A rising trend over several purges is more important than one single value. Increasing cargo "
                    "leakage together with hydraulic oil in the cofferdam indicates a failed cofferdam seal.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "SECTION 5  EMERGENCY PORTABLE PUMP"),
                (
                    "p",
                    "If a cargo pump fails, the cargo tank can be emptied with the portable pump PP-50. The portable "
                    "pump is a hydraulically driven submersible pump which is lowered into the tank through the "
                    "tank cleaning opening or the emergency pump trunk (12 in. (300 mm) minimum opening) and driven "
                    "from the HPU via hoses and the hydraulic connections on deck.",
                ),
                (
                    "table",
                    {
                        "w": [50, 50],
                        "head": ["Portable pump PP-50", "Data"],
                        "rows": [
                            ["Capacity", "350 gpm (80 m³/h) at 230 ft (70 m)"],
                            [
                                "Hydraulic oil required",
                                "40 gpm at 2,600 psi (150 L/min at 180 bar)",
                            ],
                            ["Weight, without hoses", "143 lb (65 kg)"],
                            ["Hoses", "2 x 66 ft (20 m) hydraulic, 1 x 3 in. discharge"],
                            ["Minimum opening", "12 in. (300 mm)"],
                        ],
                    },
                ),
                ("h2", "5.1 Rigging and Operation"),
                (
                    "num",
                    [
                        "Gas-free or inert the tank as required by the ship's safety management system. Open the emergency pump trunk.",
                        "Connect the hydraulic hoses to the portable pump first, then to the deck quick couplings (pressure and return). Connect the discharge hose to the cargo line drop.",
                        "Lower the pump with the davit until it rests on the tank bottom; then lift it 2 in. (50 mm).",
                        "Start the HPU and open the portable pump hydraulic valve slowly. Do not exceed 2,600 psi.",
                        "After use, flush the pump by running it in fresh water for 5 minutes, drain the hoses and cap all couplings.",
                    ],
                ),
                (
                    "box",
                    "CAUTION",
                    "Always connect the return hose before the pressure hose. A blocked return line will "
                    "damage the hydraulic motor shaft seal.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "SECTION 6  MAINTENANCE"),
                ("h2", "6.1 Routine Maintenance"),
                (
                    "bul",
                    [
                        "Hydraulic oil sample: every 6 months, or 2,000 HPU hours; cleanliness ISO 4406 18/16/13 max.",
                        "Return filter elements F-2: replace when the clogging indicator shows red, or every 12 months.",
                        "Cofferdam purging: see Section 4, before and after each cargo operation.",
                        "HPU pumps and electric motors: check noise, vibration, and case drain temperature monthly.",
                        "Cargo pump: no routine opening. Overhaul on condition (seal leakage, vibration) or at 5 years / 10,000 running hours.",
                    ],
                ),
                ("h2", "6.2 Torque Values"),
                (
                    "p",
                    "Lubricate threads with anti-seize compound before assembly. Stainless fasteners: use values below.",
                ),
                (
                    "table",
                    {
                        "w": [46, 27, 27],
                        "head": ["Fastener", "ft-lb", "N·m"],
                        "rows": [
                            ["Impeller nut", "150", "203"],
                            ["Pump casing bolts 1/2-13 UNC", "55", "75"],
                            ["Hydraulic motor flange bolts 5/8-11", "110", "149"],
                            ["Pipe stack flange bolts 5/8-11", "90", "122"],
                            ["Top plate bolts 3/4-10", "160", "217"],
                            ["Purge pipe fittings 1/2 NPT", "hand tight + 1.5 turns", ""],
                        ],
                    },
                ),
                ("h2", "6.3 Mechanical Seal Replacement"),
                (
                    "p",
                    "The pump must be pulled from the tank (pipe stack lifted in sections) to replace the cargo seal. "
                    "Set the seal working length to 1.575 ± 0.004 in. (40.0 ± 0.1 mm) and check impeller clearance to the "
                    "wear ring, 0.016-0.024 in. (0.4-0.6 mm). Replace the wear ring if clearance exceeds 0.040 in. (1.0 mm).",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "SECTION 7  TROUBLESHOOTING"),
                (
                    "table",
                    {
                        "w": [26, 37, 37],
                        "size": 8.4,
                        "head": ["Fault", "Possible cause", "Action"],
                        "rows": [
                            [
                                "Pump will not start turning",
                                "Hydraulic supply valve closed; HPU at standby; control valve stuck",
                                "Open supply valve; check PT-201 pressure; operate control valve by hand",
                            ],
                            [
                                "Low capacity, normal hydraulic pressure",
                                "Cargo discharge valve throttled; wear ring clearance high; high viscosity cargo",
                                "Open valve; check clearance (6.3); heat cargo if allowed",
                            ],
                            [
                                "Hydraulic pressure high, low pump speed",
                                "Impeller blocked or seized bearing; heavy cargo SG",
                                "Stop pump; try reverse rotation briefly; reduce speed for heavy cargo",
                            ],
                            [
                                "Hydraulic oil temperature rising above 149 °F",
                                "Cooler fouled or sea water valve closed; relief valve blowing",
                                "Clean cooler CLR-1; check RV-202 not leaking by",
                            ],
                            [
                                "Cargo in cofferdam increasing",
                                "Cargo mechanical seal worn",
                                "Purge more often; plan seal replacement (over 1 qt/24 h)",
                            ],
                            [
                                "Hydraulic oil in cofferdam",
                                "Lip seals worn on motor side",
                                "Renew lip seals at next pull",
                            ],
                            [
                                "HPU return pressure high alarm",
                                "Return filter F-2 clogged",
                                "Change filter element",
                            ],
                            [
                                "Vibration and noise when stripping",
                                "Cavitation, suction uncovered",
                                "Reduce speed, follow 3.2",
                            ],
                        ],
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "SECTION 8  PARTS LIST"),
                (
                    "p",
                    "When ordering parts give pump serial number (stamped on top plate), part number and quantity.",
                ),
                (
                    "table",
                    {
                        "w": [9, 55, 22, 14],
                        "size": 8.6,
                        "head": ["Item", "Description", "Part No.", "Qty"],
                        "rows": _BL_PARTS[:27],
                    },
                ),
                ("small", "(continued on next page)"),
            ]
        },
        {
            "blocks": [
                (
                    "table",
                    {
                        "w": [9, 55, 22, 14],
                        "size": 8.6,
                        "head": ["Item", "Description", "Part No.", "Qty"],
                        "rows": _BL_PARTS[27:],
                        "title": "SECTION 8  PARTS LIST (continued)",
                    },
                ),
                ("h2", "8.1 Recommended Spares on Board"),
                (
                    "p",
                    "Keep on board for each ship: one cargo mechanical seal 150-1101 per 4 pumps, a set of lip seals "
                    "150-1104 per 4 pumps, 8 return filter elements HPU-2201 and one complete pilot valve cartridge.",
                ),
            ]
        },
    ],
}


# ================================================================ C: tank cleaning machine (Tornvik, terse)


def _tv_cover(ctx: _Ctx) -> None:
    ctx.text(60, 100, "TORNVIK MARIN AB", "tibo", 22)
    ctx.text(60, 120, "Göteborg · Sweden", "tiro", 11)
    ctx.shape.draw_rect(fitz.Rect(60, 230, 535, 380))
    ctx.shape.finish(width=1.5, color=(0, 0, 0))
    ctx.text(80, 275, "TCM-80 / TCM-80L", "tibo", 30)
    ctx.text(80, 310, "Fixed tank cleaning machine, media driven, programmable", "tiro", 14)
    ctx.text(80, 340, "SERVICE MANUAL  ·  incl. service bulletins SB-11 … SB-17", "tiro", 12)
    ctx.text(60, 470, "Doc no. TV-SM-080  Ed. 5", "tiro", 11)
    ctx.text(60, 740, "Service personnel only. Not for passing to third parties.", "tiro", 10)


def _tv_frame(ctx: _Ctx, pno: int, n: int) -> None:
    ctx.shape.draw_rect(fitz.Rect(LEFT, 30, RIGHT, 52))
    ctx.shape.finish(width=0.8, color=(0, 0, 0))
    ctx.text(LEFT + 6, 45, "TORNVIK", "tibo", 10)
    ctx.text(LEFT + 110, 45, "TCM-80 SERVICE MANUAL", "tiro", 9)
    ctx.text(
        RIGHT - 6 - _f("tiro").text_length(f"TV-SM-080  p. {pno}/{n}", fontsize=9),
        45,
        f"TV-SM-080  p. {pno}/{n}",
        "tiro",
        9,
    )
    ctx.text(LEFT, 812, "Ed. 5 · Subject to change w/o notice", "tiro", 8)


def _tv_section(ctx: _Ctx, r: fitz.Rect) -> None:
    x, y = r.x0, r.y0
    cx = x + 170
    # deck flange
    _ln(ctx, [(cx - 80, y + 60), (cx + 80, y + 60)], 2.5)
    _label(ctx, cx + 90, y + 63, "DECK FLANGE DN100 (pos. 1)")
    # top housing / gear
    _tagbox(ctx, cx - 40, y + 20, 80, 36, "GEARBOX\n(pos. 8)")
    _tagbox(ctx, cx - 22, y + 0 + 4, 44, 14, "PROG. SEL.", 6)
    _label(ctx, cx + 50, y + 14, "programme selector knob (pos. 9)")
    # pipe
    _ln(ctx, [(cx - 14, y + 60), (cx - 14, y + 230)], 1.0)
    _ln(ctx, [(cx + 14, y + 60), (cx + 14, y + 230)], 1.0)
    _ln(ctx, [(cx - 4, y + 60), (cx - 4, y + 215)], 0.6, "[2 2] 0")
    _label(ctx, cx + 20, y + 110, "DROP PIPE (pos. 2), length to order")
    _label(ctx, cx + 20, y + 150, "DRIVE SHAFT (pos. 4)")
    _ln(ctx, [(cx + 18, y + 147), (cx - 4, y + 147)], 0.4)
    # inlet
    _ln(ctx, [(x + 20, y + 80), (cx - 14, y + 80)], 1.0)
    _ln(ctx, [(x + 20, y + 92), (cx - 14, y + 92)], 1.0)
    _label(ctx, x + 14, y + 75, "INLET (wash water)")
    # turbine
    _tagbox(ctx, cx - 30, y + 230, 60, 26, "TURBINE\n(pos. 5)", 6.5)
    _tagbox(ctx, cx - 30, y + 258, 60, 22, "BODY GEAR", 6.5)
    # nozzle
    _ln(ctx, [(cx + 30, y + 268), (cx + 90, y + 300)], 2.0)
    _ln(ctx, [(cx + 30, y + 276), (cx + 86, y + 306)], 2.0)
    _label(ctx, cx + 96, y + 306, "NOZZLE Ø 12 / 14 mm (pos. 6)")
    _circ(ctx, cx, y + 295, 10, "")
    _label(ctx, cx - 150, y + 298, "NOZZLE HOUSING (pos. 7)")
    _label(ctx, cx - 150, y + 245, "ROTOR / STATOR (pos. 5)")
    _label(ctx, cx + 40, y + 245, "→ rotation horiz. 360°, vert. 0…180°")
    _label(ctx, x + 10, y + r.height - 8, "Not to scale. Pos. nos. acc. to parts list sect. 9.")


TCM: dict[str, Any] = {
    "file": "tornvik-tcm80-tank-cleaning-machine.pdf",
    "title": "Tornvik TCM-80 Service Manual",
    "maker": "Tornvik Marin AB",
    "cover": _tv_cover,
    "frame": _tv_frame,
    "font": "tiro",
    "bold": "tibo",
    "h1rule": False,
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "CONTENTS", "notoc"),
                ("toc",),
                ("space", 10),
                (
                    "table",
                    {
                        "w": [14, 14, 72],
                        "size": 8.4,
                        "title": "Service bulletins incl. in this ed.",
                        "head": ["SB", "Date", "Subject"],
                        "rows": [
                            [
                                "SB-11",
                                "2016-04",
                                "New turbine (5 blades), higher speed at low press.",
                            ],
                            ["SB-13", "2017-09", "Nozzle housing bearing changed to PTFE/carbon"],
                            ["SB-15", "2019-02", "Progr. 4 added (bottom wash)"],
                            ["SB-17", "2021-06", "Gearbox oil changed to ISO VG 220 synthetic"],
                        ],
                    },
                ),
            ]
        },
        {
            "cols": 2,
            "blocks": [
                ("h1", "1 GENERAL"),
                (
                    "p",
                    "TCM-80 = fixed, single nozzle, deck mounted TCM for cargo tanks. Driven by wash medium: "
                    "turbine in drop pipe, reduction gear in top housing. No ext. power, no air.",
                ),
                ("p", "Variant TCM-80L = long drop pipe (> 4 m), intermediate bearing every 3 m."),
                (
                    "p",
                    "Wash media: sea water, fresh water, cargo (crude oil washing), hot water up to 85 °C. "
                    "Not for caustic > 5 % w/o Tornvik approval.",
                ),
                ("h2", "1.1 Safety"),
                (
                    "dash",
                    [
                        "Tank inerted (O2 < 8 %) before washing w/ recirc. or crude.",
                        "Never open TCM while line pressurised.",
                        "Earth bonding of hoses: chk continuity, max 1 MΩ per hose.",
                    ],
                ),
                ("col",),
                ("h1", "2 TECH DATA"),
                (
                    "table",
                    {
                        "ruled": False,
                        "w": [55, 45],
                        "size": 8.8,
                        "head": None,
                        "rows": [
                            ["Working press.", "6 – 12 bar"],
                            ["Design press.", "16 bar"],
                            ["Optimum press.", "9…11 bar"],
                            ["Nozzle Ø", "12 or 14 mm"],
                            ["Flow @ 10 bar (Ø 12)", "38 m³/h"],
                            ["Eff. jet length @ 10 bar", "28 m"],
                            ["Max temp. medium", "85 °C"],
                            ["Inlet", "DN65 PN16"],
                            ["Deck flange", "DN100"],
                            ["Weight, std 2 m drop pipe", "46 kg"],
                            ["Gearbox oil", "ISO VG 220 synth., 0,35 l"],
                            ["Rotation", "horiz. 360°, vert. 0–180°"],
                            ["Turbine speed @ 10 bar", "approx. 3 200 rpm"],
                        ],
                    },
                ),
                ("small", "Data for wash water SG 1,0. For crude oil washing see sect. 5."),
                ("h2", "2.1 Materials"),
                (
                    "p",
                    "Wetted parts AISI 316L. Bearings PTFE/carbon (from SB-13). Gaskets PTFE/Viton.",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "3 FUNCTION"),
                (
                    "p",
                    "Wash medium enters inlet → down drop pipe → drives turbine (pos. 5). Turbine → drive shaft → "
                    "gearbox at top (pos. 8) → turns nozzle housing slowly in horiz. plane, nozzle tilts in vert. plane. "
                    "Pattern = spiral; pitch set by programme (sect. 4). Medium leaves through nozzle. No seal between "
                    "turbine and medium — gearbox only item w/ oil.",
                ),
                ("draw", _tv_section, 330, "Fig. 3  TCM-80 sectional view (schematic)"),
                (
                    "p",
                    "Rotation indicator on top housing: turns 1 rev per nozzle housing rev. Chk during washing "
                    "that indicator turns; if stopped > 2 min → machine stalled, see sect. 10.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4 CLEANING PROGRAMMES"),
                (
                    "p",
                    "Programme sel. knob on top (pos. 9). Select only w/ machine stopped. 5 positions. Cycle = nozzle "
                    "from start angle to end angle and back. Times @ 10 bar, Ø 12 nozzle, water.",
                ),
                (
                    "table",
                    {
                        "ruled": False,
                        "underline": True,
                        "w": [10, 30, 22, 14, 24],
                        "size": 8.8,
                        "head": ["Prog.", "Use", "Vert. angle", "Pitch", "1 cycle"],
                        "rows": [
                            ["1", "Full wash, standard", "0° – 180°", "3°", "40 min"],
                            ["2", "Full wash, fast / light cargo", "0° – 180°", "6°", "20 min"],
                            ["3", "Upper part / deckhead", "90° – 180°", "3°", "20 min"],
                            ["4", "Bottom wash (SB-15)", "0° – 60°", "2°", "18 min"],
                            ["5", "Shadow areas, slow", "30° – 150°", "1,5°", "54 min"],
                        ],
                    },
                ),
                (
                    "p",
                    "0° = straight down, 180° = straight up. At 8 bar times approx. +25 %; at 12 bar approx. −15 %.",
                ),
                ("h2", "4.1 Recommended cycles"),
                (
                    "bul",
                    [
                        "Crude oil washing (COW): prog. 4 first (bottom), then prog. 1 — 1 cycle each.",
                        "Chemical cargoes, easy (e.g. methanol): prog. 2, 1 cycle, then fresh water rinse prog. 2.",
                        "Veg. oils / fatty: hot water ≥ 70 °C, prog. 1, 2 cycles; prog. 5 if shadow areas.",
                        "Gas freeing / rinse only: prog. 2.",
                    ],
                ),
                (
                    "box",
                    "NOTE",
                    "Veg./animal oils: do NOT start w/ cold sea water — fats polymerise / harden. Hot wash first.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5 FLOW / PRESSURE"),
                ("p", "Flow vs inlet press. (at TCM inlet, not at pump). Sea water SG 1,025."),
                (
                    "table",
                    {
                        "w": [22, 13, 13, 13, 13, 13, 13],
                        "size": 8.6,
                        "head": [
                            "Nozzle Ø",
                            "6 bar",
                            "7 bar",
                            "8 bar",
                            "9 bar",
                            "10 bar",
                            "12 bar",
                        ],
                        "rows": [
                            ["12 mm  flow m³/h", "29", "32", "34", "36", "38", "41"],
                            ["12 mm  jet length m", "21", "23", "25", "27", "28", "30"],
                            ["14 mm  flow m³/h", "40", "43", "46", "49", "52", "56"],
                            ["14 mm  jet length m", "23", "25", "27", "29", "31", "33"],
                        ],
                    },
                ),
                (
                    "p",
                    "Below 6 bar: turbine may stall, jet breaks up → poor cleaning. Above 12 bar: wear of turbine "
                    "and gear ↑, no better cleaning.",
                ),
                ("h2", "5.1 Model overview"),
                (
                    "table",
                    {
                        "w": [16, 12, 14, 14, 14, 15, 15],
                        "size": 8.4,
                        "head": [
                            "Model",
                            "Nozzle Ø",
                            "Max drop pipe",
                            "Flow 10 bar",
                            "Weight",
                            "Inlet",
                            "Cycle prog. 1",
                        ],
                        "rows": [
                            ["TCM-60", "10 mm", "3 m", "26 m³/h", "38 kg", "DN50", "52 min"],
                            ["TCM-80", "12 mm", "4 m", "38 m³/h", "46 kg", "DN65", "40 min"],
                            [
                                "TCM-80L",
                                "12 mm",
                                "12 m",
                                "38 m³/h",
                                "46 kg + 9 kg/m",
                                "DN65",
                                "42 min",
                            ],
                            ["TCM-110", "14 mm", "6 m", "52 m³/h", "61 kg", "DN80", "34 min"],
                        ],
                    },
                ),
                ("h2", "5.2 Crude oil washing"),
                (
                    "p",
                    "COW w/ crude: flow approx. 8 % lower than water (viscosity). Min. press. 8 bar at TCM. "
                    "Cycle time +10 %. Supply press. drop per machine in use approx. 0,4 bar — max 4 machines "
                    "on one line simultaneously.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6 OPERATION"),
                ("h2", "6.1 Before washing"),
                (
                    "num",
                    [
                        "Chk tank atmos. (O2 < 8 % for COW).",
                        "Chk programme set.",
                        "Chk deck flange bolts tight, no leak at inlet.",
                        "Open drain of wash line; flush line to remove scale before opening to TCM.",
                        "Open TCM inlet valve slowly — 10 s min. to avoid pressure surge.",
                    ],
                ),
                ("h2", "6.2 During washing"),
                (
                    "dash",
                    [
                        "Chk rotation indicator every 15 min.",
                        "Chk inlet press. 9…11 bar.",
                        "Chk stripping keeps up — tank bottom must not fill (> 0,3 m liquid → jet energy lost).",
                    ],
                ),
                ("h2", "6.3 After washing"),
                (
                    "dash",
                    [
                        "Close inlet, drain drop pipe via inlet drain plug.",
                        "After sea water: flush 5 min w/ fresh water, prog. 2.",
                        "Log: running hrs per TCM (for sect. 7 intervals).",
                    ],
                ),
                ("h1", "7 MAINTENANCE"),
                ("p", "Intervals in washing hours (hrs) or calendar, whichever first."),
                (
                    "table",
                    {
                        "w": [46, 9, 9, 9, 9, 18],
                        "size": 8.4,
                        "head": ["Item", "50 h", "250 h", "500 h", "1000 h", "Calendar"],
                        "rows": [
                            [
                                "Chk rotation indicator / free turning by hand",
                                "•",
                                "",
                                "",
                                "",
                                "3 mon",
                            ],
                            ["Chk deck flange + inlet gaskets, leakage", "•", "", "", "", "3 mon"],
                            ["Chk gearbox oil level", "", "•", "", "", "6 mon"],
                            ["Chg gearbox oil", "", "", "•", "", "12 mon"],
                            ["Chk nozzle bore wear (Ø + 0,5 mm max)", "", "", "•", "", "12 mon"],
                            ["Repl nozzle housing bearings", "", "", "", "•", "5 yr"],
                            ["Repl turbine, shaft seals", "", "", "", "•", "5 yr"],
                            ["Overhaul complete (sect. 8)", "", "", "", "•", "5 yr"],
                        ],
                    },
                ),
            ]
        },
        {
            "cols": 2,
            "blocks": [
                ("h1", "8 OVERHAUL"),
                (
                    "p",
                    "Tools: std + Tornvik tool kit TK-80 (puller, bearing drift). Work on bench, clean. "
                    "Remove TCM from tank: 8 × M16 deck flange bolts.",
                ),
                ("h2", "8.1 Dismantling"),
                (
                    "num",
                    [
                        "Drain gearbox oil (plug at bottom of gearbox).",
                        (
                            "Remove nozzle housing:",
                            [
                                "loosen locking screw M8,",
                                "unscrew housing CCW (RH thread),",
                                "pull housing w/ puller TK-80-2.",
                            ],
                        ),
                        "Remove drop pipe flange 6 × M12.",
                        "Pull turbine + shaft down out of pipe.",
                        "Open gearbox cover 6 × M8, lift out gear set as unit.",
                    ],
                ),
                ("h2", "8.2 Inspection"),
                (
                    "dash",
                    [
                        "Turbine blades: no cracks; repl if edge worn > 1 mm.",
                        "Shaft runout max 0,05 mm.",
                        "Worm gear: backlash 0,10 – 0,25 mm; repl set if > 0,4 mm.",
                        "Bearings: repl always at overhaul.",
                        "Nozzle: Ø 12 mm nominal, repl if > 12,5 mm or oval.",
                    ],
                ),
                ("col",),
                ("h2", "8.3 Assembly"),
                (
                    "num",
                    [
                        "Clean all, new gaskets + O-rings (kit 80-900).",
                        "Fit gear set; chk backlash 0,10 – 0,25 mm.",
                        "Gearbox cover bolts M8: 22 Nm, crosswise.",
                        "Fit turbine/shaft; chk free turning by hand (< 0,5 Nm).",
                        "Drop pipe flange M12: 60 Nm (6,1 kgf·m).",
                        "Nozzle housing locking screw M8: Loctite 243, 18 Nm.",
                        "Fill gearbox oil ISO VG 220 synth., 0,35 l, to level plug.",
                        "Deck flange M16: 150 Nm (15,3 kgf·m), crosswise, 2 stages.",
                    ],
                ),
                ("h2", "8.4 Test after overhaul"),
                (
                    "p",
                    "Test on deck / test bench w/ water 8 bar min: chk rotation, chk cycle time prog. 2 within "
                    "± 10 % of table sect. 4 (corrected for press.). Chk no leakage at flanges.",
                ),
                (
                    "box",
                    "NOTE",
                    "Repl gearbox oil after first 50 h following overhaul (running-in).",
                ),
            ],
        },
        {
            "blocks": [
                ("h1", "9 PARTS"),
                (
                    "table",
                    {
                        "w": [9, 47, 18, 10, 16],
                        "size": 8.6,
                        "head": ["Pos.", "Description", "Part no.", "Qty", "Kit"],
                        "rows": [
                            ["1", "Deck flange DN100 w/ top housing", "80-101", "1", ""],
                            ["2", "Drop pipe, std 2 m", "80-120", "1", ""],
                            ["3", "Intermediate bearing (80L only)", "80-125", "1/3 m", ""],
                            ["4", "Drive shaft", "80-130", "1", ""],
                            ["5", "Turbine, 5 blades (SB-11)", "80-205", "1", ""],
                            ["6", "Nozzle Ø 12 mm", "80-312", "1", ""],
                            ["6", "Nozzle Ø 14 mm", "80-314", "1", ""],
                            ["7", "Nozzle housing complete", "80-350", "1", ""],
                            ["8", "Gear set complete", "80-400", "1", ""],
                            ["9", "Programme selector knob", "80-450", "1", ""],
                            ["10", "Bearing, nozzle housing PTFE/carbon", "80-361", "2", "80-900"],
                            ["11", "Shaft seal", "80-135", "2", "80-900"],
                            ["12", "O-ring set, complete", "80-905", "1", "80-900"],
                            ["13", "Gasket deck flange DN100", "80-103", "1", "80-900"],
                            ["14", "Gasket inlet DN65", "80-105", "1", "80-900"],
                            ["15", "Locking screw M8, nozzle housing", "80-355", "1", ""],
                            ["16", "Gearbox oil ISO VG 220 synth., 1 l", "80-990", "1", ""],
                            ["-", "Overhaul kit (pos. 10–14)", "80-900", "1", ""],
                            ["-", "Tool kit (puller, drift)", "TK-80", "1", ""],
                        ],
                    },
                ),
                ("small", "Order w/ serial no. (stamped on deck flange) and pos. no."),
            ]
        },
        {
            "blocks": [
                ("h1", "10 TROUBLESHOOTING"),
                (
                    "table",
                    {
                        "w": [24, 38, 38],
                        "size": 8.6,
                        "head": ["Fault", "Possible cause", "Action"],
                        "rows": [
                            [
                                "Nozzle not turning, indicator stopped",
                                "Press. too low (< 6 bar); turbine blocked by debris; gear damaged",
                                "Chk press.; open, clean turbine; chk gear set (8.2)",
                            ],
                            [
                                "Turns too slow (cycle > table + 20 %)",
                                "Low press.; worn turbine; prog. wrong",
                                "Chk press. at TCM; repl turbine; chk selector",
                            ],
                            [
                                "Turns too fast",
                                "Press. > 12 bar; prog. 2 selected instead of 1",
                                "Throttle / adj press.; chk selector",
                            ],
                            [
                                "Jet breaks up, short",
                                "Nozzle worn/damaged; press. low; debris in nozzle",
                                "Chk / repl nozzle; chk press.",
                            ],
                            [
                                "Leak at deck flange",
                                "Gasket; bolts loose",
                                "Repl gasket 80-103; tq 150 Nm",
                            ],
                            [
                                "Water in gearbox oil (milky)",
                                "Shaft seal worn",
                                "Repl shaft seals 80-135; chg oil",
                            ],
                            [
                                "Machine stops at one angle",
                                "Programme selector between positions",
                                "Stop, set selector firmly in position",
                            ],
                        ],
                    },
                ),
            ]
        },
    ],
}


# ================================================================ D: refrigerated control air dryer (Hokuyo, formal)


def _hk_cover(ctx: _Ctx) -> None:
    ctx.text(60, 80, "HOKUYO KIKI CO., LTD.", "hebo", 16)
    _hline(ctx, 92, 0.8)
    ctx.text(60, 250, "INSTRUCTION MANUAL", "hebo", 14)
    ctx.text(60, 290, "Refrigerated Air Dryer", "hebo", 24)
    ctx.text(60, 318, "for Control and Instrument Air", "helv", 14)
    ctx.shape.draw_rect(fitz.Rect(60, 350, 300, 400))
    ctx.shape.finish(width=1.2, color=(0, 0, 0))
    ctx.text(75, 383, "HRD-75A", "hebo", 26)
    ctx.text(60, 460, "Marine type, R134a, 440 V / 60 Hz", "helv", 11)
    ctx.text(
        60,
        700,
        "Read this manual carefully before installation, operation and maintenance,",
        "helv",
        9.5,
    )
    ctx.text(60, 713, "and keep it for future reference.", "helv", 9.5)
    ctx.text(60, 760, "Manual No. HK-E-7512   3rd edition", "helv", 9.5)


def _hk_frame(ctx: _Ctx, pno: int, n: int) -> None:
    _right(ctx, 42, "HRD-75A  Instruction Manual", "helv", 8.5)
    _hline(ctx, 48, 0.4)
    _hline(ctx, 800, 0.4)
    ctx.text(LEFT, 813, "HOKUYO KIKI CO., LTD.", "helv", 8)
    _right(ctx, 813, f"HK-E-7512  {pno}", "helv", 8)


def _hk_flow(ctx: _Ctx, r: fitz.Rect) -> None:
    x, y = r.x0, r.y0
    ym = y + 105
    _label(ctx, x + 8, ym - 6, "WET AIR IN")
    _ln(ctx, [(x + 8, ym), (x + 40, ym)], 1.2)
    _valve(ctx, x + 48, ym, "V-1")
    _ln(ctx, [(x + 56, ym), (x + 80, ym)], 1.2)
    _tagbox(ctx, x + 80, ym - 18, 50, 36, "PRE-\nFILTER F-1", 6.5)
    _ln(ctx, [(x + 130, ym), (x + 150, ym)], 1.2)
    _tagbox(ctx, x + 150, ym - 22, 70, 44, "AIR/AIR\nHEAT EXCH.\nHX-1", 6.5)
    _ln(ctx, [(x + 220, ym), (x + 240, ym)], 1.2)
    _tagbox(ctx, x + 240, ym - 22, 70, 44, "EVAPORATOR\nEV-1", 6.5)
    _ln(ctx, [(x + 310, ym), (x + 330, ym)], 1.2)
    _tagbox(ctx, x + 330, ym - 22, 50, 44, "SEPA-\nRATOR\nS-1", 6.5)
    # return to HX and out
    _ln(ctx, [(x + 355, ym - 22), (x + 355, ym - 45), (x + 185, ym - 45), (x + 185, ym - 22)], 1.2)
    _ln(ctx, [(x + 185, ym - 45), (x + 185, ym - 55), (x + 400, ym - 55)], 1.2)
    _valve(ctx, x + 410, ym - 55, "V-2")
    _ln(ctx, [(x + 418, ym - 55), (x + 470, ym - 55)], 1.2)
    _label(ctx, x + 420, ym - 40, "DRY AIR OUT")
    _label(ctx, x + 365, ym - 60, "TT-03")
    _label(ctx, x + 115, ym - 60, "PT-01")
    # bypass
    _ln(
        ctx,
        [(x + 30, ym), (x + 30, ym - 100 + 20), (x + 440, ym - 80), (x + 440, ym - 55)],
        0.9,
        "[4 2] 0",
    )
    _valve(ctx, x + 240, ym - 80, "V-3 (bypass, normally closed)")
    # drain
    _ln(ctx, [(x + 355, ym + 22), (x + 355, ym + 50)], 0.9)
    _tagbox(ctx, x + 330, ym + 50, 50, 24, "AUTO DRAIN\nAD-1", 6)
    _valve(ctx, x + 355, ym + 90, "V-5", True)
    _ln(ctx, [(x + 355, ym + 74), (x + 355, ym + 84)], 0.9)
    _ln(ctx, [(x + 105, ym + 18), (x + 105, ym + 60)], 0.9)
    _valve(ctx, x + 105, ym + 68, "V-4 (filter drain)", True)
    # refrigeration circuit
    _circ(ctx, x + 220, ym + 120, 16, "RC-1")
    _label(ctx, x + 150, ym + 96, "refrigerant compressor")
    _tagbox(ctx, x + 60, ym + 105, 80, 32, "CONDENSER\nCD-1 + fan", 6.5)
    _ln(ctx, [(x + 204, ym + 120), (x + 140, ym + 120)], 0.7)
    _ln(
        ctx,
        [(x + 100, ym + 137), (x + 100, ym + 160), (x + 275, ym + 160), (x + 275, ym + 22)],
        0.7,
    )
    _label(ctx, x + 160, ym + 156, "capillary / exp. valve EXV")
    _ln(ctx, [(x + 260, ym + 22), (x + 260, ym + 100), (x + 232, ym + 110)], 0.7)
    _label(ctx, x + 280, ym + 150, "HP switch PSH-11   LP switch PSL-12")
    _label(
        ctx,
        x + 8,
        y + r.height - 8,
        "Thick line: compressed air    thin line: refrigerant R134a    dashed: bypass",
    )


_HK_MAINT = [
    ["Check dew point indicator (green zone)", "○", "", "", "", ""],
    ["Check auto drain operation (listen at TEST button)", "○", "", "", "", ""],
    ["Check condensate discharge at drain outlet", "○", "", "", "", ""],
    ["Check pressure drop at PT-01 / outlet gauge", "", "○", "", "", ""],
    ["Drain pre-filter F-1 bowl manually via V-4", "", "○", "", "", ""],
    ["Check refrigerant compressor running noise", "", "○", "", "", ""],
    ["Clean condenser fins (compressed air, from inside)", "", "", "○", "", ""],
    ["Clean auto drain strainer", "", "", "○", "", ""],
    ["Check condenser fan rotation and noise", "", "", "○", "", ""],
    ["Check drain timer setting (5.3)", "", "", "○", "", ""],
    ["Check electrical terminals for tightness", "", "", "", "○", ""],
    ["Replace pre-filter F-1 element", "", "", "", "○", ""],
    ["Replace after-filter F-2 element (if fitted)", "", "", "", "○", ""],
    ["Check refrigerant pressures (suction / discharge)", "", "", "", "○", ""],
    ["Replace auto drain service kit (diaphragm, valve seat)", "", "", "", "", "○"],
    ["Leak test of refrigerant circuit", "", "", "", "", "○"],
    ["Check HP / LP switch operation", "", "", "", "", "○"],
    ["Check dew point sensor TT-03 against reference thermometer", "", "", "", "", "○"],
    ["Clean air/air heat exchanger HX-1 (when pressure drop is high)", "", "", "", "", "○"],
    ["Replace condenser fan motor bearings", "", "", "", "", "○ (2 years)"],
]


_HK_SPLIT = 17

DRYER: dict[str, Any] = {
    "file": "hokuyo-hrd75a-refrigerated-air-dryer.pdf",
    "title": "Hokuyo HRD-75A Refrigerated Air Dryer Instruction Manual",
    "maker": "Hokuyo Kiki Co., Ltd.",
    "cover": _hk_cover,
    "frame": _hk_frame,
    "pages": [
        {"cover": True},
        {
            "blocks": [
                ("h1", "CONTENTS", "notoc"),
                ("toc",),
                ("space", 10),
                ("h3", "Signal words used in this manual"),
                (
                    "table",
                    {
                        "w": [20, 80],
                        "head": None,
                        "rows": [
                            [
                                "WARNING",
                                "Indicates a hazard which could result in death or serious injury.",
                            ],
                            [
                                "CAUTION",
                                "Indicates a hazard which could result in minor injury or damage to the equipment.",
                            ],
                            ["NOTE", "Gives information for correct use of the equipment."],
                        ],
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "1. SAFETY PRECAUTIONS"),
                (
                    "box",
                    "WARNING",
                    "Before any maintenance, isolate the dryer from the compressed air system with the inlet "
                    "and outlet valves, open the bypass valve, depressurize the dryer completely and switch "
                    "off and lock the main power supply (440 V).",
                ),
                (
                    "box",
                    "WARNING",
                    "The refrigerant circuit contains R134a under pressure. Work on the refrigerant circuit "
                    "shall be carried out only by qualified refrigeration personnel.",
                ),
                (
                    "box",
                    "CAUTION",
                    "Do not operate the dryer with an ambient temperature above 45 °C or below 5 °C. "
                    "Condensate may freeze in the evaporator at low ambient temperature.",
                ),
                ("h1", "2. SPECIFICATIONS"),
                (
                    "table",
                    {
                        "w": [50, 50],
                        "head": ["Item", "HRD-75A"],
                        "rows": [
                            ["Rated air flow (FAD)", "7.5 m³/min (265 cfm)"],
                            ["Pressure dew point", "+3 °C (37 °F) at rated conditions"],
                            ["Rated conditions", "inlet 7 bar, 35 °C; ambient 32 °C"],
                            ["Max. working pressure", "16 bar (232 psi)"],
                            ["Max. inlet air temperature", "60 °C (140 °F)"],
                            ["Pressure drop at rated flow", "0.18 bar"],
                            ["Refrigerant / charge", "R134a / 0.95 kg"],
                            ["Refrigerant compressor", "hermetic reciprocating, 1.1 kW"],
                            ["Power supply", "AC 440 V, 3 ph, 60 Hz"],
                            ["Power consumption", "1.45 kW"],
                            ["Air connections", "Rc 1-1/2"],
                            ["Condensate drain", "Rc 1/4, automatic electronic drain"],
                            ["Mass", "118 kg"],
                            ["Dimensions (W x D x H)", "620 x 780 x 1 090 mm"],
                        ],
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "3. CONSTRUCTION AND PRINCIPLE"),
                (
                    "p",
                    "The compressed air from the air reservoir first passes the pre-filter F-1, which removes solid "
                    "particles down to 3 µm and oil droplets. In the air-to-air heat exchanger HX-1 the warm incoming "
                    "air is pre-cooled by the cold outgoing dry air. In the evaporator EV-1 the air is cooled to the "
                    "dew point by the evaporating refrigerant, and the condensed water is removed in the separator S-1 "
                    "and discharged by the automatic drain AD-1. The cold dry air is re-heated in HX-1 before leaving "
                    "the dryer, so that the outlet piping does not sweat.",
                ),
                ("draw", _hk_flow, 330, "Fig. 3.1  Flow diagram of HRD-75A"),
                (
                    "p",
                    "The refrigerant compressor RC-1 is controlled by the hot gas bypass valve, which keeps the "
                    "evaporating pressure at 2.1 bar (R134a, approx. 0 °C) regardless of the air load, to prevent "
                    "freezing of condensate in the evaporator.",
                ),
                (
                    "box",
                    "NOTE",
                    "The dew point temperature sensor TT-03 is installed at the separator outlet. The dew point "
                    "indicated on the controller is the air temperature at this point.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "4. INSTALLATION"),
                ("h2", "4.1 Location"),
                (
                    "p",
                    "Install the dryer in a well ventilated place with at least 600 mm free space in front of the "
                    "condenser air inlet and 1 000 mm above the unit. The cooling air must not be recirculated. The "
                    "dryer shall be installed downstream of the control air reservoir, not directly after the compressor.",
                ),
                ("h2", "4.2 Bypass arrangement"),
                (
                    "p",
                    "A bypass line with three valves (inlet V-1, outlet V-2, bypass V-3) shall be provided so that the "
                    "control air supply is maintained during maintenance of the dryer.",
                ),
                ("h3", "4.2.1 Changing over to bypass"),
                (
                    "num",
                    [
                        "Open the bypass valve V-3 slowly.",
                        "Close the outlet valve V-2, then close the inlet valve V-1.",
                        "Stop the dryer with the STOP switch.",
                        "Depressurize the dryer by pressing the TEST button of the auto drain until the pressure gauge shows 0 bar.",
                        "Switch off the main power supply.",
                    ],
                ),
                (
                    "box",
                    "CAUTION",
                    "During bypass operation, wet air is supplied to the control air system. Limit the bypass "
                    "operation to the shortest possible time and drain the control air lines and filters "
                    "frequently.",
                ),
                ("h3", "4.2.2 Returning to normal operation"),
                (
                    "num",
                    [
                        "Switch on power and start the dryer. Wait 5 minutes until the dew point indicator is in the green zone.",
                        "Open the inlet valve V-1 slowly to pressurize the dryer.",
                        "Open the outlet valve V-2.",
                        "Close the bypass valve V-3.",
                    ],
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "5. OPERATION"),
                ("h2", "5.1 Starting and stopping"),
                (
                    "p",
                    "Start the dryer at least 5 minutes before the air flow is introduced. The dryer may be kept running "
                    "continuously; it is not necessary to stop the dryer at low air consumption. When the dryer is "
                    "stopped, wait at least 3 minutes before restarting, to allow the refrigerant pressures to equalize.",
                ),
                ("h2", "5.2 Dew point indication"),
                (
                    "table",
                    {
                        "w": [25, 30, 45],
                        "head": ["Indicator zone", "Dew point", "Meaning"],
                        "rows": [
                            ["Blue", "below 0 °C", "Risk of freezing; check hot gas bypass valve"],
                            ["Green", "0 ~ 10 °C", "Normal operation"],
                            ["Red", "above 10 °C", "Insufficient drying; see chapter 8"],
                        ],
                    },
                ),
                ("h2", "5.3 Automatic drain setting"),
                (
                    "p",
                    "The electronic auto drain AD-1 opens the solenoid valve at fixed intervals. The ON time (valve open) "
                    "and OFF time (interval) are set with the two potentiometers on the drain timer. Factory setting: "
                    "ON 2 s, OFF 3 min.",
                ),
                (
                    "table",
                    {
                        "w": [40, 30, 30],
                        "head": ["Operating condition", "ON time", "OFF time"],
                        "rows": [
                            ["Normal (air temp. ≤ 35 °C)", "2 s", "3 min"],
                            ["Tropical (air temp. > 35 °C, humid)", "3 s", "1.5 min"],
                            ["Low load / cold climate", "1 s", "6 min"],
                        ],
                    },
                ),
                (
                    "box",
                    "NOTE",
                    "Too long an ON time wastes compressed air; too short an ON time leaves condensate in "
                    "the separator, which is carried over into the control air system.",
                ),
                ("h2", "5.4 Refrigerant pressures (reference)"),
                (
                    "p",
                    "With rated conditions the suction pressure is 2.0 ~ 2.3 bar and the discharge pressure is "
                    "10 ~ 13 bar (145 ~ 190 psi), depending on the ambient temperature.",
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "6. ALARMS AND PROTECTIVE DEVICES"),
                (
                    "p",
                    "The controller displays the alarm code on the LED display. Alarms with shutdown stop the "
                    "refrigerant compressor; the alarm relay contact (common alarm to the ship's alarm system) opens.",
                ),
                (
                    "table",
                    {
                        "w": [12, 32, 30, 26],
                        "size": 8.6,
                        "head": ["Code", "Alarm", "Condition", "Result"],
                        "rows": [
                            ["E1", "HIGH DEW POINT", "TT-03 > 15 °C for 10 min", "Alarm only"],
                            ["E2", "LOW DEW POINT", "TT-03 < -2 °C for 5 min", "Alarm only"],
                            [
                                "E3",
                                "HIGH PRESSURE TRIP",
                                "PSH-11 opens at 18 bar",
                                "Shutdown, manual reset",
                            ],
                            [
                                "E4",
                                "LOW PRESSURE TRIP",
                                "PSL-12 opens at 0.7 bar",
                                "Shutdown, automatic reset (3 times)",
                            ],
                            [
                                "E5",
                                "COMPRESSOR OVERLOAD",
                                "Thermal relay 2.6 A",
                                "Shutdown, manual reset",
                            ],
                            ["E6", "FAN MOTOR FAULT", "Fan thermal protector", "Shutdown"],
                            ["E7", "DRAIN FAULT", "No drain detected for 30 min", "Alarm only"],
                            [
                                "E8",
                                "SENSOR FAULT TT-03",
                                "Open or short circuit",
                                "Alarm, dryer continues running",
                            ],
                        ],
                    },
                ),
                (
                    "box",
                    "CAUTION",
                    "Do not reset the high pressure trip E3 repeatedly. Find and remove the cause (dirty "
                    "condenser, fan fault, high ambient temperature) first.",
                ),
                ("h2", "6.1 Settings of protective devices"),
                (
                    "table",
                    {
                        "ruled": False,
                        "w": [40, 30, 30],
                        "size": 8.8,
                        "head": ["Device", "Trip", "Reset"],
                        "rows": [
                            ["High pressure switch PSH-11", "18 bar", "14 bar (manual)"],
                            ["Low pressure switch PSL-12", "0.7 bar", "1.5 bar (auto)"],
                            ["Compressor thermal relay", "2.6 A", "manual"],
                            ["Fan motor protector", "internal", "automatic"],
                        ],
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "7. MAINTENANCE"),
                (
                    "box",
                    "WARNING",
                    "Change over to bypass and depressurize the dryer (4.2.1) before opening any filter "
                    "housing or the auto drain.",
                ),
                ("h2", "7.1 Replacement of pre-filter element"),
                (
                    "num",
                    [
                        "Change over to bypass (4.2.1).",
                        "Release the residual pressure with the filter drain valve V-4.",
                        "Turn the filter bowl counterclockwise and remove it.",
                        "Pull out the element downward; clean the bowl with a neutral detergent.",
                        "Fit the new element (part No. HF-030E) and the bowl with a new O-ring.",
                        "Return to normal operation (4.2.2) and check for leaks.",
                    ],
                ),
                (
                    "p",
                    "The pre-filter element shall also be replaced when the differential pressure indicator "
                    "of the filter reaches 0.7 bar, even if the 6 months interval is not reached.",
                ),
                ("h2", "7.2 Maintenance schedule"),
                (
                    "p",
                    "The intervals below are based on continuous operation of about 8 000 hours per year with an "
                    "inlet air temperature of 35 °C. In tropical service or with oily intake air, halve the filter "
                    "intervals. Record all work in the ship's maintenance system.",
                ),
                (
                    "table",
                    {
                        "w": [50, 10, 10, 10, 10, 10],
                        "size": 8.4,
                        "head": ["Work item", "Daily", "Weekly", "Monthly", "6 months", "Yearly"],
                        "rows": _HK_MAINT[:_HK_SPLIT],
                    },
                ),
            ]
        },
        {
            "blocks": [
                (
                    "table",
                    {
                        "w": [50, 10, 10, 10, 10, 10],
                        "size": 8.4,
                        "head": None,
                        "rows": _HK_MAINT[_HK_SPLIT:],
                    },
                ),
                ("h2", "7.3 Refrigerant charge"),
                (
                    "p",
                    "The refrigerant circuit is hermetically sealed and filled at the factory with 0.95 kg of R134a. "
                    "If the suction pressure is below 1.6 bar at rated conditions and the dew point is high, a "
                    "refrigerant leak is suspected. Find and repair the leak before recharging. Recharge by weight "
                    "after evacuating the circuit to below 0.7 mbar (500 µmHg) absolute.",
                ),
                (
                    "box",
                    "NOTE",
                    "Do not add refrigerant without locating the leak. Overcharging raises the discharge "
                    "pressure and may cause the HP trip E3.",
                ),
                ("h1", "8. TROUBLESHOOTING"),
                (
                    "table",
                    {
                        "w": [24, 38, 38],
                        "size": 8.4,
                        "head": ["Fault", "Possible cause", "Action"],
                        "rows": [
                            [
                                "Dew point high (red zone), E1",
                                "Air flow above rating; inlet air temperature too high; condenser dirty; refrigerant leak",
                                "Reduce load or check air compressor aftercooler; clean condenser; check suction pressure (7.3)",
                            ],
                            [
                                "Water in control air lines",
                                "Auto drain not working; bypass valve V-3 leaking",
                                "Press TEST button, clean drain strainer; check V-3 tight",
                            ],
                            [
                                "Large pressure drop across dryer",
                                "Pre-filter element clogged; evaporator frozen",
                                "Replace element; check dew point not below 0 °C, check hot gas bypass valve",
                            ],
                            [
                                "Compressor stops on E3",
                                "Condenser dirty; fan stopped; ambient above 45 °C",
                                "Clean condenser, check fan; improve ventilation",
                            ],
                            [
                                "Compressor stops on E4",
                                "Refrigerant leak; hot gas bypass valve faulty",
                                "Leak test; call service",
                            ],
                            [
                                "Drain discharges air continuously",
                                "Dirt under drain valve seat; diaphragm damaged",
                                "Clean valve; replace service kit HD-210K",
                            ],
                        ],
                    },
                ),
            ]
        },
        {
            "blocks": [
                ("h1", "9. SPARE PARTS"),
                (
                    "table",
                    {
                        "w": [9, 51, 25, 15],
                        "head": ["No.", "Part name", "Part No.", "Q'ty"],
                        "rows": [
                            ["1", "Pre-filter element, 3 µm", "HF-030E", "1"],
                            ["2", "O-ring for filter bowl", "HF-030R", "1"],
                            ["3", "Auto drain service kit (diaphragm, seat)", "HD-210K", "1"],
                            ["4", "Auto drain solenoid coil 24 V DC", "HD-210C", "1"],
                            ["5", "Auto drain strainer", "HD-210S", "1"],
                            ["6", "Dew point sensor TT-03 (Pt100)", "HS-7503", "1"],
                            ["7", "High pressure switch PSH-11", "HS-7511", "1"],
                            ["8", "Low pressure switch PSL-12", "HS-7512", "1"],
                            ["9", "Condenser fan motor 440 V", "HM-7520", "1"],
                            ["10", "Hot gas bypass valve", "HV-7530", "1"],
                            ["11", "Refrigerant compressor 1.1 kW", "HC-7540", "1"],
                            ["12", "Controller board", "HE-7550", "1"],
                        ],
                    },
                ),
                (
                    "p",
                    "Recommended spare parts on board: items 1, 2, 3 and 5 for two years of operation "
                    "(4 pre-filter elements, 4 O-rings, 2 drain service kits, 2 strainers).",
                ),
                (
                    "p",
                    "When ordering spare parts please state the model name, the serial number on the name plate "
                    "and the part number.",
                ),
            ]
        },
    ],
}
