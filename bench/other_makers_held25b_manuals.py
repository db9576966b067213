"""Four made-up manuals of other equipment by other makers (blind held-out set 25b).

Written blind (never ran Shipmate, never read its code) for bench/other_makers_held25b.jsonl.
Each manual is a list of pages; each page is a list of blocks laid out top to bottom (or a dict with
"top", "left" and "right" block lists for a two-column page). A page whose blocks do not fit raises,
so every question's expected page is the page its block is listed on.

- Brenholt Gas Systems (gas valve unit GVU-D 8): formal, WARNING/CAUTION/NOTE boxes, a P&I
  schematic, a leak test procedure as a table, an interval-column maintenance schedule.
- Calloway Marine Electric (ReeferWatch RW-480 reefer power and monitoring): US style, psi/°F and
  ft-lb first, a two-column page, an alarm list running over a page break with its header repeated.
- Dongjin Eco-Marine (DSH-25 sludge treatment system): translated English with decimal commas and
  "4,5 ~ 6 bar" ranges, a borderless specification table, a flow diagram, a table running over a
  page break without its header repeated.
- Kvernes Luft (KLV-E4 engine-room ventilation): terse service-bulletin style in Courier, a
  transposed fan data table, a borderless setting list, an hours-column maintenance schedule.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import fitz

Block = tuple
W, H = 595.0, 842.0
LEFT, RIGHT, TOP, BOTTOM = 58.0, 537.0, 78.0, 790.0


def write_manuals(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for spec in (GVU, REEFER, SLUDGE, VENT):
        paths.append(_write(folder / spec["file"], spec))
    return paths


# ---------------------------------------------------------------- layout


_FONTS: dict[str, fitz.Font] = {}
_ADV: dict[str, dict[str, float]] = {}


def _font(name: str) -> fitz.Font:
    if name not in _FONTS:
        _FONTS[name] = fitz.Font(name)
    return _FONTS[name]


class _Ctx:
    def __init__(self, page: fitz.Page, spec: dict):
        self.page = page
        self.tw = fitz.TextWriter(page.rect)
        self.font = _font(spec["font"])
        self.bold = _font(spec["bold"])
        self.size = spec.get("size", 9.5)
        self.lead = spec.get("lead", 1.32)

    def text(
        self, x: float, y: float, s: str, size: float | None = None, bold: bool = False
    ) -> None:
        self.tw.append((x, y), s, font=self.bold if bold else self.font, fontsize=size or self.size)

    def length(self, s: str, size: float | None = None, bold: bool = False) -> float:
        font = self.bold if bold else self.font
        adv = _ADV.setdefault(font.name, {})
        total = 0.0
        for ch in s:
            if ch not in adv:
                adv[ch] = font.text_length(ch, fontsize=1.0)
            total += adv[ch]
        return total * (size or self.size)

    def wrap(
        self, s: str, width: float, size: float | None = None, bold: bool = False
    ) -> list[str]:
        lines: list[str] = []
        for para in s.split("\n"):
            cur = ""
            for word in para.split(" "):
                trial = word if not cur else cur + " " + word
                if self.length(trial, size, bold) <= width or not cur:
                    cur = trial
                else:
                    lines.append(cur)
                    cur = word
            lines.append(cur)
        return lines


def _para(
    c: _Ctx,
    x0: float,
    x1: float,
    y: float,
    s: str,
    size: float | None = None,
    bold: bool = False,
    indent: float = 0.0,
) -> float:
    size = size or c.size
    lh = size * c.lead
    for line in c.wrap(s, x1 - x0 - indent, size, bold):
        y += lh
        c.text(x0 + indent, y - size * 0.28, line, size, bold)
    return y


def _block(c: _Ctx, x0: float, x1: float, y: float, b: Block) -> float:
    kind = b[0]
    if kind == "gap":
        return y + b[1]
    if kind == "h1":
        y += 10
        y = _para(c, x0, x1, y, b[1], c.size + 3.5, True)
        c.page.draw_line((x0, y + 2), (x1, y + 2), width=0.6)
        return y + 6
    if kind == "h2":
        y += 6
        return _para(c, x0, x1, y, b[1], c.size + 1.2, True) + 3
    if kind == "h3":
        y += 3
        return _para(c, x0, x1, y, b[1], c.size, True) + 1
    if kind == "p":
        return _para(c, x0, x1, y, b[1]) + 4
    if kind == "small":
        return _para(c, x0, x1, y, b[1], c.size - 1.5) + 3
    if kind == "box":
        label, body = b[1], b[2]
        y += 4
        top = y
        y = _para(c, x0 + 8, x1 - 8, y + 2, label, c.size + 0.5, True)
        y = _para(c, x0 + 8, x1 - 8, y, body) + 5
        width = 1.6 if label.startswith(("WARNING", "DANGER")) else 0.8
        c.page.draw_rect(fitz.Rect(x0, top, x1, y), width=width)
        if label.startswith(("WARNING", "DANGER")):
            c.page.draw_rect(fitz.Rect(x0 + 2.5, top + 2.5, x1 - 2.5, y - 2.5), width=0.5)
        return y + 5
    if kind in ("ol", "ul"):
        items = b[1]
        fmt = b[2] if len(b) > 2 else ("{n}." if kind == "ol" else "•")
        for n, item in enumerate(items, 1):
            text, subs = (item, []) if isinstance(item, str) else item
            mark = fmt.format(n=n) if kind == "ol" else fmt
            ind = c.length(fmt.format(n=9) if kind == "ol" else fmt) + 8
            ind = max(ind, 16)
            y0 = y
            y = _para(c, x0, x1, y, text, indent=ind)
            c.text(x0 + 2, y0 + c.size * c.lead - c.size * 0.28, mark)
            for k, sub in enumerate(subs):
                y1 = y
                y = _para(c, x0, x1, y, sub, indent=ind + 16)
                c.text(x0 + ind, y1 + c.size * c.lead - c.size * 0.28, "abcdefghij"[k] + ")")
            y += 2
        return y + 3
    if kind == "kv":
        kw = b[2] if len(b) > 2 else 0.45
        for k, v in b[1]:
            y0 = y
            ya = _para(c, x0, x0 + (x1 - x0) * kw - 6, y, k)
            yb = _para(c, x0 + (x1 - x0) * kw, x1, y0, v)
            y = max(ya, yb) + 1
        return y + 4
    if kind == "toc":
        size = c.size + 0.5
        for num, title, pg in b[1]:
            ind = 0 if "." not in num else 18
            bold = "." not in num
            y += size * 1.6
            s = f"{num}  {title}"
            c.text(x0 + ind, y, s, size, bold)
            c.text(x1 - c.length(str(pg), size), y, str(pg), size)
            a = x0 + ind + c.length(s, size, bold) + 4
            e = x1 - c.length(str(pg), size) - 4
            dots = "." * max(0, int((e - a) / c.length(".", size)))
            c.text(a, y, dots, size)
        return y + 8
    if kind == "table":
        return _table(c, x0, x1, y, b[1])
    if kind == "draw":
        fn: Callable = b[1]
        h = b[2]
        fn(c, x0, y, x1, y + h)
        return y + h
    if kind == "cover":
        return _cover(c, b[1])
    raise ValueError(kind)


def _table(c: _Ctx, x0: float, x1: float, y: float, t: dict) -> float:
    cols, rows = t["cols"], t["rows"]
    if t.get("width"):
        x1 = x0 + t["width"]
    ws = t["w"]
    tot = sum(ws)
    xs = [x0]
    for w in ws:
        xs.append(xs[-1] + (x1 - x0) * w / tot)
    size = t.get("size", c.size - 1)
    lh = size * 1.3
    ruled = t.get("ruled", True)
    pad = 3.5
    if t.get("title"):
        y = _para(c, x0, x1, y + 2, t["title"], size + 0.5, True) + 2
    top = y
    lines_y = [y]
    all_rows = ([cols] if cols else []) + rows
    for r, row in enumerate(all_rows):
        hdr = cols is not None and r == 0
        cells = [c.wrap(str(v), xs[i + 1] - xs[i] - 2 * pad, size, hdr) for i, v in enumerate(row)]
        n = max(len(x) for x in cells)
        rh = n * lh + 4
        if hdr and ruled and t.get("shade", True):
            c.page.draw_rect(
                fitz.Rect(x0, y, x1, y + rh), color=None, fill=(0.86, 0.86, 0.86), width=0
            )
        for i, cl in enumerate(cells):
            align = t.get("align", "l")[i] if i < len(t.get("align", "l")) else "l"
            for k, line in enumerate(cl):
                tx = xs[i] + pad
                if align == "c":
                    tx = (xs[i] + xs[i + 1]) / 2 - c.length(line, size, hdr) / 2
                elif align == "r":
                    tx = xs[i + 1] - pad - c.length(line, size, hdr)
                c.text(tx, y + (k + 1) * lh - size * 0.22 + 1, line, size, hdr)
        y += rh
        lines_y.append(y)
    if ruled:
        for i, ly in enumerate(lines_y):
            c.page.draw_line(
                (x0, ly), (x1, ly), width=0.9 if i in (0, 1, len(lines_y) - 1) else 0.4
            )
        for x in xs:
            c.page.draw_line((x, top), (x, y), width=0.5)
    elif t.get("rule_under_header") and cols:
        c.page.draw_line((x0, lines_y[1]), (x1, lines_y[1]), width=0.5)
    if t.get("note"):
        y = _para(c, x0, x1, y + 1, t["note"], size)
    return y + 8


def _cover(c: _Ctx, cv: dict) -> float:
    p = c.page
    p.draw_rect(fitz.Rect(LEFT - 10, 60, RIGHT + 10, 770), width=cv.get("frame", 1.2))
    y = 150.0
    c.text(LEFT + 10, y, cv["maker"], 14, True)
    y += 18
    for line in cv.get("maker_lines", []):
        c.text(LEFT + 10, y, line, 9)
        y += 12
    y = 320.0
    for line in cv["title"]:
        c.text(LEFT + 10, y, line, 22, True)
        y += 30
    y += 10
    for line in cv["sub"]:
        c.text(LEFT + 10, y, line, 13)
        y += 19
    y = 640.0
    for line in cv["foot"]:
        c.text(LEFT + 10, y, line, 9.5)
        y += 13
    return y


def _write(path: Path, spec: dict) -> Path:
    doc = fitz.open()
    total = len(spec["pages"])
    for n, pg in enumerate(spec["pages"], 1):
        page = doc.new_page(width=W, height=H)
        c = _Ctx(page, spec)
        if isinstance(pg, dict) and "cover" in pg:
            _cover(c, pg["cover"])
            c.tw.write_text(page)
            continue
        hl, hr = spec["header"]
        c.text(LEFT, 48, hl, 8, True)
        c.text(RIGHT - c.length(hr, 8), 48, hr, 8)
        page.draw_line((LEFT, 54), (RIGHT, 54), width=0.7)
        fl, fr = spec["footer"](n, total)
        page.draw_line((LEFT, 802), (RIGHT, 802), width=0.4)
        c.text(LEFT, 814, fl, 7.5)
        c.text(RIGHT - c.length(fr, 7.5), 814, fr, 7.5)
        y = TOP
        if isinstance(pg, dict):
            for b in pg.get("top", []):
                y = _block(c, LEFT, RIGHT, y, b)
            mid = (LEFT + RIGHT) / 2
            ya = y
            for b in pg["left"]:
                ya = _block(c, LEFT, mid - 9, ya, b)
            yb = y
            for b in pg["right"]:
                yb = _block(c, mid + 9, RIGHT, yb, b)
            page.draw_line((mid, y + 6), (mid, max(ya, yb) - 4), width=0.3)
            y = max(ya, yb)
        else:
            for b in pg:
                y = _block(c, LEFT, RIGHT, y, b)
        if y > BOTTOM:
            raise ValueError(f"{path.name} page {n} overflows: {y:.0f}")
        c.tw.write_text(page)
    doc.set_metadata(
        {
            "title": spec["title"],
            "author": spec["author"],
            "producer": "",
            "creator": "",
            "creationDate": "",
            "modDate": "",
        }
    )
    doc.save(path, garbage=3, deflate=True, no_new_id=True)
    doc.close()
    return path


# ---------------------------------------------------------------- drawing helpers


def _box(c: _Ctx, x: float, y: float, w: float, h: float, label: str, size: float = 7.0) -> None:
    c.page.draw_rect(fitz.Rect(x, y, x + w, y + h), width=0.8)
    c.text(x + w / 2 - c.length(label, size) / 2, y + h / 2 + size * 0.35, label, size)


def _valve(c: _Ctx, x: float, y: float, tag: str, up: bool = True, size: float = 6.5) -> None:
    """Bow-tie valve symbol centred on (x, y) in a horizontal line, tag above or below."""
    s = 6
    p = c.page
    p.draw_polyline(
        [(x - s, y - s), (x + s, y + s), (x + s, y - s), (x - s, y + s), (x - s, y - s)], width=0.8
    )
    ty = y - s - 4 if up else y + s + size + 2
    c.text(x - c.length(tag, size) / 2, ty, tag, size)


def _vvalve(c: _Ctx, x: float, y: float, tag: str, size: float = 6.5) -> None:
    """Bow-tie valve on a vertical line, tag to the right."""
    s = 6
    c.page.draw_polyline(
        [(x - s, y - s), (x + s, y - s), (x - s, y + s), (x + s, y + s), (x - s, y - s)], width=0.8
    )
    c.text(x + s + 3, y + 2.5, tag, size)


def _inst(c: _Ctx, x: float, y: float, tag: str, size: float = 6.0) -> None:
    """Instrument bubble with its tag inside, connected down to the line at (x, y)."""
    c.page.draw_line((x, y), (x, y - 12), width=0.5)
    c.page.draw_circle((x, y - 22), 10, width=0.7)
    c.text(x - c.length(tag, size) / 2, y - 20, tag, size)


def _pump(c: _Ctx, x: float, y: float, tag: str, size: float = 6.5) -> None:
    c.page.draw_circle((x, y), 10, width=0.8)
    c.page.draw_polyline([(x - 5, y - 6), (x + 7, y), (x - 5, y + 6)], width=0.6)
    c.text(x - c.length(tag, size) / 2, y + 20, tag, size)


def _fan(c: _Ctx, x: float, y: float, tag: str, size: float = 6.5, side: int = 0) -> None:
    c.page.draw_circle((x, y), 11, width=0.8)
    c.page.draw_line((x - 8, y - 8), (x + 8, y + 8), width=0.5)
    c.page.draw_line((x - 8, y + 8), (x + 8, y - 8), width=0.5)
    if side:
        c.text(x + 14 if side > 0 else x - 14 - c.length(tag, size), y + 2.5, tag, size)
        return
    c.text(x - c.length(tag, size) / 2, y + 21, tag, size)


def _damper(c: _Ctx, x: float, y: float, tag: str, size: float = 6.5) -> None:
    c.page.draw_rect(fitz.Rect(x - 9, y - 6, x + 9, y + 6), width=0.8)
    c.page.draw_line((x - 9, y + 6), (x + 9, y - 6), width=0.8)
    c.text(x + 12, y + 2.5, tag, size)


# ---------------------------------------------------------------- 1. Brenholt gas valve unit


def _gvu_pid(c: _Ctx, x0: float, y0: float, x1: float, y1: float) -> None:
    p = c.page
    ly = y0 + 120
    # enclosure
    p.draw_rect(fitz.Rect(x0 + 70, y0 + 40, x1 - 60, y1 - 40), width=0.7, dashes="[4 3] 0")
    c.text(x0 + 76, y0 + 52, "GVU ENCLOSURE (gas-tight, mechanically ventilated)", 6.5, True)
    p.draw_line((x0, ly), (x1, ly), width=1.4)
    c.text(x0, ly - 8, "From LNG", 6.5)
    c.text(x0, ly + 14, "fuel gas supply", 6.5)
    c.text(x1 - 50, ly - 8, "To engine", 6.5)
    c.text(x1 - 50, ly + 14, "gas manifold", 6.5)
    _valve(c, x0 + 95, ly, "V-100")
    p.draw_rect(fitz.Rect(x0 + 122, ly - 9, x0 + 146, ly + 9), width=0.8, fill=(1, 1, 1))
    p.draw_line((x0 + 122, ly - 9), (x0 + 146, ly + 9), width=0.5)
    c.text(x0 + 127, ly - 13, "F-01", 6.5)
    _inst(c, x0 + 162, ly, "PDT-04")
    _inst(c, x0 + 188, ly, "PT-01")
    _valve(c, x0 + 215, ly, "V-101", up=False)
    _valve(c, x0 + 290, ly, "V-103", up=False)
    # bleed between block valves
    p.draw_line((x0 + 252, ly), (x0 + 252, y0 + 14), width=0.8)
    _vvalve(c, x0 + 252, ly - 45, "V-102 (bleed)")
    c.text(x0 + 258, y0 + 18, "to vent mast", 6.5)
    _valve(c, x0 + 335, ly, "PCV-105", up=False)
    _inst(c, x0 + 362, ly, "PT-03")
    _inst(c, x0 + 388, ly, "TE-02")
    # downstream vent
    p.draw_line((x0 + 312, ly), (x0 + 312, y0 + 14), width=0.8)
    _vvalve(c, x0 + 312, ly - 45, "V-120")
    # nitrogen purge
    ny = ly + 70
    p.draw_line((x0 + 20, ny), (x0 + 400, ny), width=0.8, dashes="[2 2] 0")
    c.text(x0, ny + 12, "N2 from nitrogen generator, 6 - 8 bar(g)", 6.5)
    p.draw_line((x0 + 200, ny), (x0 + 200, ly), width=0.8, dashes="[2 2] 0")
    _vvalve(c, x0 + 200, ny - 30, "V-110")
    p.draw_line((x0 + 400, ny), (x0 + 400, ly), width=0.8, dashes="[2 2] 0")
    _vvalve(c, x0 + 400, ny - 30, "V-111")
    # ventilation
    _fan(c, x1 - 35, y0 + 40, "EXF-1")
    c.text(x1 - 58, y0 + 12, "to safe area", 6.5)
    c.text(x0 + 330, y1 - 48, "GD-08", 6.5)
    p.draw_circle((x0 + 322, y1 - 50), 4, width=0.6)
    c.text(x0 + 430, y1 - 48, "FS-07", 6.5)
    p.draw_circle((x0 + 422, y1 - 50), 4, width=0.6)
    c.text(
        x0 + 70,
        y1 - 20,
        "Fig. 2-1  Gas valve unit, simplified P&I diagram (manual valves not shown)",
        7.5,
        True,
    )


GVU_PAGES: list = [
    {
        "cover": {
            "maker": "BRENHOLT GAS SYSTEMS GmbH",
            "maker_lines": [
                "Hafenstrasse 41, 26789 Leer, Germany",
                "Service hotline +49 491 9280 330",
            ],
            "title": ["GAS VALVE UNIT", "GVU-D 8"],
            "sub": [
                "Fuel gas regulating unit for dual-fuel engines",
                "Operation and Maintenance Manual",
            ],
            "foot": [
                "Document No. BGS-OM-0418, Revision C",
                "Applicable to serial numbers 8-2210 and up",
                "Original instructions. Keep this manual near the unit.",
            ],
        }
    },
    [
        ("h1", "Contents"),
        (
            "toc",
            [
                ("1", "Safety", 3),
                ("1.1", "Explanation of signal words", 3),
                ("1.2", "Hazards of fuel gas", 3),
                ("2", "Description", 4),
                ("2.1", "Function of the unit", 4),
                ("2.2", "P&I diagram and tag list", 4),
                ("3", "Technical data", 5),
                ("4", "Operation", 6),
                ("4.1", "Preparations before gas mode", 6),
                ("4.2", "Gas stop and automatic purging", 6),
                ("5", "Gas leak test", 7),
                ("6", "Maintenance", 8),
                ("6.1", "Maintenance schedule", 8),
                ("6.2", "Gas filter F-01", 8),
                ("7", "Fault finding and alarms", 9),
                ("8", "Spare parts", 10),
            ],
        ),
        (
            "p",
            "This manual applies to the gas valve unit type GVU-D 8 supplied for four-stroke dual-fuel main "
            "and auxiliary engines operating on natural gas. Read chapter 1 before any work on the unit. "
            "Engine-side gas system components downstream of the engine gas manifold are described in the "
            "engine maker's documentation.",
        ),
        (
            "box",
            "NOTE",
            "Values in this manual are given in bar(g) unless stated otherwise. Where the ship's "
            "documentation uses kPa, 1 bar = 100 kPa.",
        ),
    ],
    [
        ("h1", "1  Safety"),
        ("h2", "1.1  Explanation of signal words"),
        (
            "kv",
            [
                (
                    "WARNING",
                    "Indicates a hazard which, if not avoided, could result in death or serious injury.",
                ),
                (
                    "CAUTION",
                    "Indicates a hazard which, if not avoided, could result in minor injury or damage "
                    "to the equipment.",
                ),
                ("NOTE", "Gives information for correct and economical operation."),
            ],
            0.2,
        ),
        ("h2", "1.2  Hazards of fuel gas"),
        (
            "p",
            "Natural gas is flammable between approximately 5 and 15 % by volume in air. The gas valve unit "
            "is installed in a gas-tight enclosure which is kept at a lower pressure than the surrounding "
            "machinery space by the extraction fan EXF-1. Any leakage inside the enclosure is therefore "
            "drawn to the ventilation outlet and detected by the gas detector GD-08.",
        ),
        (
            "box",
            "WARNING",
            "Never open the GVU enclosure door or loosen any gas-carrying part before the "
            "unit has been isolated, vented and purged with nitrogen. Check with a portable gas "
            "meter that the gas concentration inside the enclosure is below 1 % LEL before "
            "starting work.",
        ),
        (
            "box",
            "WARNING",
            "The gas supply is automatically shut off when the gas concentration in the "
            "ventilation outlet reaches 40 % LEL. An alarm is given at 20 % LEL. Do not "
            "override or bridge the gas detection signals.",
        ),
        (
            "box",
            "CAUTION",
            "The ventilation of the enclosure must be in operation and proven by the flow "
            "switch FS-07 before the block valves can be opened. The extraction fan must "
            "give at least 30 air changes per hour of the enclosure volume.",
        ),
        (
            "p",
            "Hot work in the vicinity of the gas valve unit is only permitted with a valid hot work permit and "
            "after the gas system has been made gas-free. Use only non-sparking tools inside the enclosure.",
        ),
    ],
    [
        ("h1", "2  Description"),
        ("h2", "2.1  Function of the unit"),
        (
            "p",
            "The gas valve unit (also called gas regulating unit or gas train) controls the fuel gas pressure "
            "to the engine according to engine load and provides the safe isolation of the engine from the "
            "ship's gas supply. Gas enters through the manual shut-off valve V-100 and the gas filter F-01 "
            "(5 µm). The two automatic block valves V-101 and V-103 with the bleed valve V-102 between them "
            "form a double block and bleed arrangement. The pressure control valve PCV-105 then adjusts the "
            "outlet pressure to the set point given by the engine control system.",
        ),
        (
            "p",
            "On a gas trip the block valves close, the bleed valve V-102 opens to the vent mast and the "
            "nitrogen valves V-110 and V-111 open to purge the pipe sections upstream and downstream of "
            "the pressure control valve.",
        ),
        ("h2", "2.2  P&I diagram and tag list"),
        ("draw", _gvu_pid, 250),
        (
            "table",
            {
                "cols": ["Tag", "Description", "Fail position"],
                "w": [1, 4, 1.6],
                "size": 7.8,
                "rows": [
                    ["V-100", "Manual shut-off valve, ball type, lockable", "-"],
                    ["V-101 / V-103", "Block valves 1 and 2, pneumatically actuated", "Closed"],
                    ["V-102", "Bleed (vent) valve between block valves", "Open"],
                    ["PCV-105", "Gas pressure control valve with positioner", "Closed"],
                    ["V-110 / V-111", "Nitrogen purge valves, inlet side / engine side", "Open"],
                    ["PT-01 / PT-03", "Pressure transmitters, inlet / outlet", "-"],
                    ["PDT-04", "Differential pressure transmitter across F-01", "-"],
                ],
            },
        ),
    ],
    [
        ("h1", "3  Technical data"),
        (
            "table",
            {
                "cols": ["Parameter", "Value", "Remark"],
                "w": [3, 2, 2.4],
                "rows": [
                    ["Nominal pipe size", "DN 80", "inlet and outlet flanges PN 16"],
                    ["Design pressure", "16 bar(g)", ""],
                    ["Gas inlet pressure", "6.5 - 10 bar(g)", "at inlet flange"],
                    [
                        "Gas outlet pressure (controlled)",
                        "0.6 … 5.8 bar(g)",
                        "depending on engine load",
                    ],
                    ["Gas temperature at inlet", "0 … 60 °C", ""],
                    ["Maximum gas flow", "1 650 kg/h", "natural gas, LHV 49 MJ/kg"],
                    ["Gas filter fineness", "5 µm", "F-01"],
                    [
                        "Control air for actuators",
                        "6 - 8 bar(g)",
                        "dry, oil-free, dew point ≤ 3 °C",
                    ],
                    ["Nitrogen supply for purging", "6 - 8 bar(g)", "purity min. 95 %"],
                    ["Enclosure ventilation", "≥ 30 air changes / h", "extraction fan EXF-1"],
                    ["Enclosure underpressure", "min. 20 Pa", "related to machinery space"],
                    ["Weight, complete with enclosure", "1 450 kg", "dry"],
                    ["Dimensions (L x W x H)", "2 380 x 1 120 x 1 950 mm", ""],
                ],
            },
        ),
        ("h2", "3.1  Set points"),
        (
            "p",
            "The set points below are factory settings. They are adjusted at commissioning together with the "
            "engine maker and shall not be changed without approval.",
        ),
        (
            "table",
            {
                "cols": ["Tag", "Function", "Alarm", "Gas trip", "Delay"],
                "w": [1.1, 3.2, 1.5, 1.5, 1.0],
                "rows": [
                    ["PT-01", "Gas inlet pressure low", "5.5 bar", "5.0 bar", "3 s"],
                    ["PT-03", "Gas outlet pressure deviation", "± 0.3 bar", "± 0.5 bar", "5 s"],
                    ["TE-02", "Gas temperature high", "55 °C", "60 °C", "10 s"],
                    ["PDT-04", "Filter differential pressure high", "0.5 bar", "-", "30 s"],
                    ["GD-08", "Gas in enclosure outlet", "20 % LEL", "40 % LEL", "0 s"],
                    ["FS-07", "Ventilation flow lost", "yes", "after delay", "20 s"],
                ],
            },
        ),
    ],
    [
        ("h1", "4  Operation"),
        (
            "p",
            "In normal service the gas valve unit is operated entirely by the engine control system. The "
            "operator's tasks are limited to the preparations below, the monitoring of pressures and the "
            "manual isolation for maintenance.",
        ),
        ("h2", "4.1  Preparations before gas mode"),
        (
            "ol",
            [
                (
                    "Check the enclosure ventilation:",
                    [
                        "Start the extraction fan EXF-1 from the local starter.",
                        "Confirm that the flow switch FS-07 indication is green on "
                        "the GVU control panel.",
                    ],
                ),
                (
                    "Check the utilities:",
                    [
                        "Control air pressure 6 - 8 bar(g).",
                        "Nitrogen pressure at least 6 bar(g) at the purge inlet.",
                    ],
                ),
                "Open the manual shut-off valve V-100 slowly and remove the lock.",
                "Confirm that no gas alarm is active and that the gas detector GD-08 reads 0 % LEL.",
                "Release the gas system on the engine control system; the automatic valve tightness test "
                "(chapter 5.2) is then performed before gas is admitted.",
            ],
        ),
        ("h2", "4.2  Gas stop and automatic purging"),
        (
            "p",
            "At a normal gas stop or a gas trip the control system closes the block valves V-101 and V-103 and "
            "opens the bleed valve V-102 within 1 s. After 3 s the nitrogen valves V-110 and V-111 open and "
            "the pipe sections are purged for 15 s. During purging the inlet pressure transmitter PT-01 must "
            "show a pressure rise of not less than 2 bar; otherwise alarm GV-214 is given.",
        ),
        (
            "box",
            "CAUTION",
            "If the engine is stopped for more than 24 hours or for maintenance, additionally "
            "close and lock V-100 and confirm that PT-01 reads 0 bar after venting.",
        ),
        (
            "box",
            "NOTE",
            "Nitrogen consumption per purge cycle is approximately 0.4 Nm³. Keep the nitrogen buffer "
            "tank pressure above 6 bar(g).",
        ),
    ],
    [
        ("h1", "5  Gas leak test"),
        ("h2", "5.1  Manual tightness test after maintenance"),
        (
            "p",
            "Carry out this test after any work on gas-carrying parts of the unit, before the first start in "
            "gas mode. The test is made with nitrogen; never use fuel gas for leak testing.",
        ),
        (
            "table",
            {
                "cols": ["Step", "Action", "Acceptance"],
                "w": [0.6, 4.4, 2.4],
                "size": 8,
                "title": "Table 5-1  Manual leak test procedure",
                "rows": [
                    [
                        "1",
                        "Close V-100 and the outlet isolation valve to the engine. Fit the test "
                        "gauge (0 - 16 bar, class 0.6) to test point TP-2.",
                        "-",
                    ],
                    [
                        "2",
                        "Open V-110 manually with the hand override and pressurise the unit with "
                        "nitrogen to 8 bar(g).",
                        "Pressure reached within 5 min",
                    ],
                    ["3", "Close V-110. Wait 5 min for temperature stabilisation.", "-"],
                    [
                        "4",
                        "Record the pressure, then observe for 15 min.",
                        "Pressure drop max. 0.1 bar in 15 min",
                    ],
                    [
                        "5",
                        "Check all flange joints and fittings with leak detection spray.",
                        "No bubbles",
                    ],
                    [
                        "6",
                        "Vent the nitrogen through V-102 and remove the test gauge.",
                        "PT-01 reads 0 bar",
                    ],
                ],
            },
        ),
        ("h2", "5.2  Automatic valve tightness test"),
        (
            "p",
            "The engine control system tests the block valves before every change-over to gas mode. First "
            "the section between V-101 and V-103 is vented through V-102 and the pressure rise is monitored "
            "for 30 s with V-101 closed; a rise of more than 0.3 bar indicates leakage of V-101 (alarm GV-221). "
            "Then the section is pressurised with gas by opening V-101 briefly and the pressure drop is "
            "monitored for 30 s; a drop of more than 0.3 bar indicates leakage of V-103 or V-102 (alarm GV-222).",
        ),
        (
            "box",
            "WARNING",
            "A failed tightness test must not be reset repeatedly to force the change-over to "
            "gas mode. Find and repair the leaking valve first.",
        ),
    ],
    [
        ("h1", "6  Maintenance"),
        ("h2", "6.1  Maintenance schedule"),
        (
            "table",
            {
                "cols": ["Task", "Daily", "500 h", "4 000 h", "8 000 h", "16 000 h"],
                "w": [4.2, 0.8, 0.8, 0.9, 0.9, 1.0],
                "align": "lccccc",
                "size": 8,
                "rows": [
                    ["Check inlet / outlet pressures and alarms", "X", "", "", "", ""],
                    ["Check ventilation flow indication FS-07", "X", "", "", "", ""],
                    ["Drain condensate from control air filter", "", "X", "", "", ""],
                    ["Check filter differential pressure PDT-04", "", "X", "", "", ""],
                    ["Function test of gas detector GD-08 with test gas", "", "", "X", "", ""],
                    ["Replace filter element F-01", "", "", "", "X", ""],
                    ["Manual leak test (Table 5-1)", "", "", "", "X", ""],
                    ["Overhaul block valves V-101 / V-103 (seal kit)", "", "", "", "", "X"],
                    ["Overhaul bleed valve V-102 and PCV-105", "", "", "", "", "X"],
                    ["Calibrate pressure transmitters", "", "", "X", "", ""],
                ],
            },
        ),
        ("h2", "6.2  Gas filter F-01"),
        (
            "p",
            "Replace the filter element at the latest every 8 000 running hours or when the differential "
            "pressure reaches 0.5 bar. Before opening the filter, isolate, vent and purge the unit as "
            "described in chapter 4.2 and close V-100.",
        ),
        (
            "ol",
            [
                "Remove the eight M16 cover bolts and lift off the filter cover.",
                "Pull out the element and place it in a closed metal container.",
                "Clean the housing with a lint-free cloth. Replace the cover O-ring (item 14).",
                "Fit the new element and the cover. Tighten the cover bolts crosswise to 85 N·m.",
                "Carry out the manual leak test according to Table 5-1.",
            ],
        ),
        (
            "box",
            "CAUTION",
            "Used filter elements may contain pyrophoric residues and traces of heavy "
            "hydrocarbons. Keep them wet and dispose of them as hazardous waste.",
        ),
    ],
    [
        ("h1", "7  Fault finding and alarms"),
        (
            "table",
            {
                "cols": ["Fault", "Possible cause", "Action"],
                "w": [2.2, 2.8, 3.0],
                "size": 7.8,
                "rows": [
                    [
                        "Change-over to gas mode not possible",
                        "Ventilation not proven (FS-07)",
                        "Check EXF-1 running, damper position, FS-07 setting",
                    ],
                    [
                        "Outlet pressure hunting",
                        "PCV-105 positioner out of adjustment; control air pressure low",
                        "Re-calibrate positioner; check control air 6 - 8 bar(g)",
                    ],
                    [
                        "Tightness test fails, V-101",
                        "Seat of V-101 damaged or dirty",
                        "Overhaul V-101 with seal kit; check filter F-01",
                    ],
                    [
                        "Tightness test fails, V-103",
                        "Seat of V-103 or V-102 leaking",
                        "Overhaul V-103 and V-102",
                    ],
                    [
                        "Filter dp high shortly after change",
                        "Debris from supply piping",
                        "Replace element again; inspect upstream strainer",
                    ],
                    [
                        "Purge pressure rise too low",
                        "N2 supply pressure low; V-110 not opening",
                        "Check N2 buffer tank; check solenoid of V-110",
                    ],
                ],
            },
        ),
        ("h2", "7.1  Alarm list"),
        (
            "table",
            {
                "cols": ["Code", "Text on panel", "Consequence"],
                "w": [1, 3.5, 2.2],
                "size": 7.8,
                "rows": [
                    ["GV-201", "GAS INLET PRESS LOW", "Alarm"],
                    ["GV-202", "GAS INLET PRESS LOW LOW", "Gas trip"],
                    ["GV-205", "GAS OUTLET PRESS DEVIATION", "Alarm / gas trip"],
                    ["GV-208", "GAS TEMP HIGH", "Alarm / gas trip"],
                    ["GV-210", "FILTER DIFF PRESS HIGH", "Alarm"],
                    ["GV-214", "N2 PURGE PRESS NOT REACHED", "Alarm, gas mode blocked"],
                    ["GV-221", "TIGHTNESS TEST FAIL V-101", "Gas mode blocked"],
                    ["GV-222", "TIGHTNESS TEST FAIL V-103/V-102", "Gas mode blocked"],
                    ["GV-230", "ENCLOSURE VENT FLOW LOW", "Gas trip after 20 s"],
                    ["GV-231", "GAS DETECTED ENCLOSURE HIGH", "Alarm"],
                    [
                        "GV-232",
                        "GAS DETECTED ENCLOSURE HIGH HIGH",
                        "Gas trip, ship supply shut off",
                    ],
                    ["GV-240", "CONTROL AIR PRESS LOW", "Alarm"],
                ],
            },
        ),
    ],
    [
        ("h1", "8  Spare parts"),
        (
            "p",
            "When ordering spare parts, state the unit serial number from the name plate on the enclosure door, "
            "the item number and the part number.",
        ),
        (
            "table",
            {
                "cols": ["Item", "Part No.", "Description", "Qty"],
                "w": [0.7, 1.9, 4.2, 0.7],
                "align": "llll",
                "size": 8,
                "rows": [
                    ["10", "BG-4418-010", "Filter element 5 µm, F-01", "2"],
                    ["14", "BG-4418-014", "O-ring, filter cover, FKM 185 x 5", "4"],
                    ["21", "BG-5102-021", "Seal kit, block valve V-101 / V-103 (DN 80)", "2"],
                    ["22", "BG-5102-022", "Actuator diaphragm kit, block valve", "1"],
                    ["25", "BG-5105-025", "Seal kit, bleed valve V-102 (DN 25)", "1"],
                    ["31", "BG-6020-031", "Positioner, pressure control valve PCV-105", "1"],
                    ["32", "BG-6020-032", "Trim set, PCV-105", "1"],
                    ["40", "BG-7300-040", "Pressure transmitter 0 - 16 bar, 4 - 20 mA", "1"],
                    ["41", "BG-7300-041", "Differential pressure transmitter 0 - 1 bar", "1"],
                    ["45", "BG-7410-045", "Temperature element Pt100, TE-02", "1"],
                    ["50", "BG-8100-050", "Solenoid valve 24 V DC, N2 purge", "2"],
                    ["60", "BG-9005-060", "Flow switch, enclosure ventilation FS-07", "1"],
                    ["61", "BG-9005-061", "V-belt set, extraction fan EXF-1", "1"],
                ],
            },
        ),
        (
            "box",
            "NOTE",
            "Seal kits for the block valves are type-specific. Kits for the earlier DN 65 version "
            "(serial numbers below 8-2210) are not interchangeable.",
        ),
    ],
]

GVU = {
    "file": "brenholt-gvu-d8-gas-valve-unit.pdf",
    "title": "GVU-D 8 Operation and Maintenance Manual",
    "author": "Brenholt Gas Systems GmbH",
    "font": "helv",
    "bold": "hebo",
    "size": 9.3,
    "header": ("BRENHOLT GAS SYSTEMS", "Gas Valve Unit GVU-D 8  |  BGS-OM-0418 Rev. C"),
    "footer": lambda n, t: (
        "© Brenholt Gas Systems GmbH. All rights reserved.",
        f"Page {n} of {t}",
    ),
    "pages": GVU_PAGES,
}


# ---------------------------------------------------------------- 2. Calloway reefer power and monitoring

_RW_ALARM_HDR = ["Code", "Display text", "Meaning", "Operator action"]
_RW_ALARMS = [
    [
        "R-101",
        "COMM LOST",
        "No reply from container modem for 3 scan cycles",
        "Check plug fully engaged; see Sec. 7",
    ],
    ["R-102", "MODEM FAULT", "Receptacle modem self-test failed", "Replace modem card (item 12)"],
    [
        "R-110",
        "SUPPLY TEMP HIGH",
        "Supply air more than 5 °F (2.8 °C) above set point for 60 min",
        "Check unit running; inform reefer technician",
    ],
    [
        "R-111",
        "SUPPLY TEMP LOW",
        "Supply air more than 5 °F (2.8 °C) below set point for 60 min",
        "Check set point against cargo manifest",
    ],
    [
        "R-115",
        "RETURN TEMP HIGH",
        "Return air above alarm limit set in container controller",
        "Check door seals and defrost",
    ],
    [
        "R-120",
        "SETPOINT CHANGED",
        "Set point differs from value stored at loading",
        "Verify with cargo plan",
    ],
    [
        "R-130",
        "CONTAINER ALARM",
        "Controller of the container reports its own alarm",
        "Read alarm code at container",
    ],
    [
        "R-140",
        "NO POWER DRAW",
        "Receptacle energized, current below 1.5 A for 10 min",
        "Check container ON switch and plug",
    ],
    [
        "R-141",
        "OVERCURRENT",
        "Receptacle current above 28 A for 20 s",
        "Check compressor; reduce load",
    ],
    [
        "R-150",
        "GROUND FAULT",
        "Insulation of the receptacle circuit below 100 kΩ",
        "Follow Sec. 6.2",
    ],
    [
        "R-151",
        "GROUND FAULT PANEL",
        "Insulation of the panel busbar below 200 kΩ",
        "Follow Sec. 6.3",
    ],
    [
        "R-160",
        "BREAKER TRIPPED",
        "Receptacle circuit breaker open while container logged as connected",
        "Inspect cable and plug before reset",
    ],
    [
        "R-170",
        "PHASE LOSS",
        "One phase missing at the distribution panel",
        "Check feeder breaker and fuses",
    ],
    ["R-180", "DEFROST TOO LONG", "Defrost cycle longer than 90 min", "Inform reefer technician"],
    [
        "R-190",
        "HUMIDITY DEVIATION",
        "Relative humidity outside ± 5 % of set value",
        "Check dehumidification mode",
    ],
]


REEFER_PAGES: list = [
    {
        "cover": {
            "maker": "CALLOWAY MARINE ELECTRIC, INC.",
            "maker_lines": [
                "4410 Harrisburg Blvd., Houston, TX 77011, USA",
                "24/7 support: +1 713 555 0148",
            ],
            "title": ["REEFERWATCH RW-480", "Reefer Power & Monitoring"],
            "sub": [
                "Refrigerated container power distribution and",
                "remote monitoring system",
                "Owner's Manual: Operation and Service",
            ],
            "foot": [
                "Manual P/N 71-4480-OM, Issue 3, March 2024",
                "For vessels with up to 480 reefer receptacles",
            ],
            "frame": 2.5,
        }
    },
    [
        ("h1", "Table of Contents"),
        (
            "toc",
            [
                ("1", "About This Manual", 2),
                ("2", "System Overview", 3),
                ("3", "Specifications", 4),
                ("4", "Plugging In a Container", 5),
                ("5", "Remote Monitoring Station", 6),
                ("6", "Alarm Codes", 7),
                ("6.2", "Ground fault on a receptacle circuit", 8),
                ("6.3", "Ground fault on a panel busbar", 8),
                ("7", "Troubleshooting", 9),
                ("8", "Scheduled Maintenance and Parts", 10),
            ],
        ),
        ("h1", "1  About This Manual"),
        (
            "p",
            "This manual covers the ReeferWatch system: the reefer distribution panels, the receptacles "
            "(reefer sockets), the power line modems and the monitoring station in the engine control room "
            "(ECR). It does not cover the refrigeration machinery inside the containers; refer to the "
            "container manufacturer's manual for that equipment.",
        ),
        (
            "p",
            "Temperatures are given in °F with °C in parentheses. Pressures are given in psi. Torque values "
            "are given in ft-lb with N·m in parentheses.",
        ),
        (
            "box",
            "DANGER",
            "480 VOLTS. Contact with live parts will cause death or serious injury. Lock out the "
            "feeder breaker before opening any distribution panel.",
        ),
    ],
    {
        "top": [("h1", "2  System Overview")],
        "left": [
            (
                "p",
                "Each ReeferWatch installation consists of up to twelve reefer distribution panels (RDP-1 to "
                "RDP-12), each feeding 40 receptacles, and one monitoring station in the ECR. The panels are "
                "fed from the main switchboard through separate feeder breakers, one per panel.",
            ),
            (
                "p",
                "Every receptacle has its own 3-pole molded case breaker (32 A) and a plug-in power line modem. "
                "The modem talks to the container's controller over the power cable itself, so no separate "
                "data cable is needed. This is the power line carrier method of ISO 10368.",
            ),
            ("h3", "2.1 Receptacles"),
            (
                "p",
                "Receptacles are 4-pin, 32 A, 3-phase + ground, IEC 60309 type, with the ground contact in the "
                "3 h position for 440 V 60 Hz. A mechanical interlock prevents the plug from being inserted or "
                "withdrawn while the receptacle breaker is ON.",
            ),
            ("h3", "2.2 Power cable"),
            (
                "p",
                "The container's own power cable (4 x 4 mm², 15 m / 49 ft) is used. Damaged cables must be "
                "reported to the cargo office and not used.",
            ),
        ],
        "right": [
            ("h3", "2.3 Monitoring station"),
            (
                "p",
                "The station is an industrial PC with a 19 in. touch screen in the ECR and a repeater panel on "
                "the bridge. It polls every container once per scan cycle (60 s with 480 containers) and logs "
                "supply air, return air, set point and alarms.",
            ),
            ("h3", "2.4 Ground fault monitoring"),
            (
                "p",
                "Each panel has an insulation monitor. In addition, every modem measures the insulation "
                "resistance of its own receptacle circuit before the breaker is closed, so a faulty container "
                "can be found without switching off the whole panel.",
            ),
            (
                "box",
                "NOTE",
                "The system works on the ship's 440 V network. On 380 V vessels a different modem "
                "version (RW-480/38) is required.",
            ),
            ("h3", "2.5 Panel ventilation"),
            (
                "p",
                "Panels on deck are IP56 and need no forced ventilation. Panels in cargo holds have a thermostat "
                "fan that starts at 104 °F (40 °C).",
            ),
        ],
    },
    [
        ("h1", "3  Specifications"),
        (
            "table",
            {
                "cols": ["Item", "Specification"],
                "w": [2.2, 4],
                "rows": [
                    ["Supply voltage", "440 V AC, 3-phase, 60 Hz (± 10 %)"],
                    ["Receptacles per panel", "40"],
                    ["Maximum receptacles per system", "480 (12 panels)"],
                    ["Receptacle breaker", "32 A, 3-pole, trip class C, 25 kA"],
                    ["Feeder breaker per panel", "800 A"],
                    ["Modem carrier frequency", "55 kHz and 75 kHz (ISO 10368)"],
                    ["Scan cycle", "60 s at 480 containers"],
                    ["Ambient temperature, panels", "32 to 122 °F (0 to 50 °C)"],
                    ["Ambient temperature, monitoring station", "41 to 104 °F (5 to 40 °C)"],
                    ["Insulation alarm, receptacle", "100 kΩ"],
                    ["Insulation alarm, panel busbar", "200 kΩ"],
                    ["Enclosure rating", "IP56 on deck, IP44 below deck"],
                    ["Data storage", "90 days of readings at 15 min intervals"],
                ],
            },
        ),
        ("h2", "3.1 Panel cooling air (below-deck panels)"),
        (
            "table",
            {
                "cols": ["Panel", "Fan start", "Fan stop", "High temp alarm", "Filter mesh"],
                "w": [1.5, 1.2, 1.2, 1.5, 1.2],
                "align": "lcccc",
                "rows": [["RDP (hold)", "104 °F (40 °C)", "95 °F (35 °C)", "131 °F (55 °C)", "G3"]],
            },
        ),
        (
            "p",
            "Compressed air for blowing out panels must not exceed 30 psi (2 bar) at the nozzle.",
        ),
    ],
    [
        ("h1", "4  Plugging In a Container"),
        (
            "p",
            "Connecting and disconnecting containers is normally done by the ship's reefer electrician or by "
            "trained deck crew. Follow the steps below every time.",
        ),
        (
            "ol",
            [
                (
                    "Before plugging in:",
                    [
                        "Check that the receptacle breaker is OFF (handle down).",
                        "Inspect the container power cable and plug: no cuts, no crushed "
                        "sheath, no burnt or bent pins.",
                        "Check that the container's own main switch is OFF.",
                    ],
                ),
                "Insert the plug fully and turn it clockwise until the interlock engages.",
                "Switch the receptacle breaker ON. The modem first checks the insulation of the circuit; the "
                "breaker can only be closed if the reading is above 100 kΩ.",
                "Switch the container main switch ON and check that the unit starts.",
                (
                    "At the monitoring station:",
                    [
                        "Confirm that the container number appears within two scan cycles.",
                        "Enter the set point from the cargo manifest and press STORE.",
                    ],
                ),
                "Tie up the cable so that it does not hang across walkways or lashing points.",
            ],
            "Step {n}",
        ),
        (
            "box",
            "WARNING",
            "Never pull a plug under load. Switch the receptacle breaker OFF first. Arcing "
            "damages the contacts and can cause burns.",
        ),
        ("h2", "4.1 Receptacle terminal torques"),
        (
            "p",
            "When a receptacle is replaced, torque the line terminals to 2.2 ft-lb (3 N·m) and the ground "
            "terminal to 2.9 ft-lb (4 N·m). The receptacle mounting screws take 1.5 ft-lb (2 N·m).",
        ),
        (
            "p",
            "Disconnecting is the reverse: container switch OFF, receptacle breaker OFF, then remove the plug "
            "and fit the protective cap on the receptacle.",
        ),
    ],
    [
        ("h1", "5  Remote Monitoring Station"),
        (
            "p",
            "The main screen shows one tile per container. The tile color gives the state at a glance: green "
            "normal, yellow warning, red alarm, gray no communication. Touch a tile to open the detail view.",
        ),
        ("h2", "5.1 Detail view fields"),
        (
            "table",
            {
                "cols": ["Field", "Shows", "Updated"],
                "w": [1.6, 4.0, 1.4],
                "ruled": False,
                "rule_under_header": False,
                "size": 8.5,
                "rows": [
                    ["CNTR", "Container number, read from the controller", "at connection"],
                    ["POS", "Bay / row / tier of the receptacle", "at connection"],
                    ["SP", "Set point °F (°C)", "every scan"],
                    ["SUP", "Supply air temperature", "every scan"],
                    ["RET", "Return air temperature", "every scan"],
                    ["RH", "Relative humidity, if fitted", "every scan"],
                    ["AMP", "Current per phase from the receptacle meter", "every scan"],
                    ["ISO", "Last insulation reading of the circuit, kΩ", "before breaker close"],
                    ["ALM", "Active alarm codes, newest first", "every scan"],
                ],
            },
        ),
        ("h2", "5.2 Reports"),
        (
            "p",
            "The station prints a daily temperature report for each container at 0800 ship's time. Reports "
            "can also be exported to USB as CSV files. The bridge repeater panel shows only alarms and the "
            "number of connected containers; it cannot acknowledge alarms.",
        ),
        (
            "box",
            "CAUTION",
            "Do not install other software on the monitoring station PC. The station is a "
            "type-approved part of the system.",
        ),
        ("h2", "5.3 Modem replacement"),
        (
            "p",
            "Modem cards are hot-swappable once the receptacle breaker is OFF. After fitting a new card, "
            "press RESCAN on the panel tile; the card takes its address from the slot.",
        ),
    ],
    [
        ("h1", "6  Alarm Codes"),
        (
            "p",
            "Alarms are given per container. Each alarm shows a code, the text below and the receptacle "
            "position. The list continues on the next page.",
        ),
        (
            "table",
            {
                "cols": _RW_ALARM_HDR,
                "w": [0.9, 1.8, 3.0, 2.4],
                "size": 7.8,
                "rows": _RW_ALARMS[:10],
            },
        ),
    ],
    [
        ("small", "Alarm codes (continued)"),
        (
            "table",
            {
                "cols": _RW_ALARM_HDR,
                "w": [0.9, 1.8, 3.0, 2.4],
                "size": 7.8,
                "rows": _RW_ALARMS[10:],
            },
        ),
        ("h2", "6.2 Ground fault on a receptacle circuit"),
        (
            "ol",
            [
                "Read the ISO value in the detail view of the container with alarm R-150.",
                "Switch the receptacle breaker OFF and withdraw the plug.",
                (
                    "Measure insulation with a 500 V megger:",
                    [
                        "Receptacle side, each phase to ground.",
                        "Container cable and unit, each phase to ground.",
                    ],
                ),
                "If the receptacle side is below 1 MΩ, dry out or replace the receptacle.",
                "If the container side is low, the container must not be reconnected; inform the cargo office.",
            ],
        ),
        ("h2", "6.3 Ground fault on a panel busbar"),
        (
            "p",
            "Alarm R-151 means the fault is on the panel itself or cannot be traced to one receptacle. Switch "
            "off receptacles one at a time and watch the panel insulation monitor. When the reading rises "
            "above 200 kΩ the last receptacle switched off carries the fault.",
        ),
    ],
    [
        ("h1", "7  Troubleshooting"),
        (
            "table",
            {
                "cols": ["Fault", "Possible cause", "Action"],
                "w": [2.1, 2.8, 3.0],
                "size": 8,
                "rows": [
                    [
                        "Container not shown on station after plugging in",
                        "Plug not fully engaged; container controller without modem",
                        "Re-seat plug; check controller has ISO 10368 modem; RESCAN",
                    ],
                    [
                        "Receptacle breaker will not close",
                        "Insulation below 100 kΩ; interlock not engaged",
                        "Check ISO value; turn plug until interlock clicks",
                    ],
                    [
                        "Receptacle breaker trips when compressor starts",
                        "Starting current too high; phase loss",
                        "Check panel voltage per phase; check for R-170",
                    ],
                    [
                        "Many containers gray on one panel",
                        "Modem bus fuse F3 blown in the panel",
                        "Replace fuse F3 (2 A slow)",
                    ],
                    [
                        "Readings frozen, time stamp old",
                        "Station lost connection to panel network",
                        "Check network switch in ECR; restart station",
                    ],
                    [
                        "Panel fan runs all the time",
                        "Thermostat set too low or failed",
                        "Reset to 104 °F (40 °C); replace thermostat",
                    ],
                ],
            },
        ),
        (
            "box",
            "NOTE",
            "A container shown gray (no communication) is still powered. Loss of monitoring does "
            "not switch off the container.",
        ),
    ],
    [
        ("h1", "8  Scheduled Maintenance and Parts"),
        (
            "table",
            {
                "cols": ["Task", "Each port", "Monthly", "6 months", "Yearly"],
                "w": [4, 1, 1, 1, 1],
                "align": "lcccc",
                "size": 8,
                "rows": [
                    ["Visual check of receptacles and caps", "•", "", "", ""],
                    ["Test ground fault alarm with test button", "", "•", "", ""],
                    ["Clean panel fan filters (hold panels)", "", "•", "", ""],
                    ["Check terminal torque in panels", "", "", "•", ""],
                    ["Megger test of panel busbars", "", "", "•", ""],
                    ["Back up station database to USB", "", "•", "", ""],
                    ["Thermographic survey of panels under load", "", "", "", "•"],
                    ["Replace station UPS battery", "", "", "", "•"],
                ],
            },
        ),
        ("h2", "8.1 Recommended spare parts"),
        (
            "table",
            {
                "cols": ["Item", "Part No.", "Description", "Qty"],
                "w": [0.7, 1.7, 4.2, 0.6],
                "size": 8,
                "rows": [
                    ["10", "71-2032-10", "Receptacle 32 A 4-pin 3 h, IEC 60309", "10"],
                    ["11", "71-2032-11", "Protective cap for receptacle", "20"],
                    ["12", "71-5510-12", "Power line modem card RW-M4", "6"],
                    ["13", "71-3300-13", "Molded case breaker 32 A 3-pole", "4"],
                    ["15", "71-6100-15", "Insulation monitor, panel", "1"],
                    ["16", "71-6100-16", "Fuse 2 A slow, modem bus (F3)", "10"],
                    ["18", "71-7020-18", "Thermostat for panel fan", "2"],
                    ["19", "71-7020-19", "Filter mat G3 for panel fan", "12"],
                    ["22", "71-9000-22", "UPS battery 12 V 9 Ah, monitoring station", "2"],
                ],
            },
        ),
    ],
]

REEFER = {
    "file": "calloway-reeferwatch-rw480.pdf",
    "title": "ReeferWatch RW-480 Owner's Manual",
    "author": "Calloway Marine Electric, Inc.",
    "font": "helv",
    "bold": "hebo",
    "size": 9.5,
    "header": ("ReeferWatch RW-480", "Calloway Marine Electric"),
    "footer": lambda n, t: ("P/N 71-4480-OM  Issue 3", f"- {n} -"),
    "pages": REEFER_PAGES,
}


# ---------------------------------------------------------------- 3. Dongjin sludge treatment system


def _dsh_flow(c: _Ctx, x0: float, y0: float, x1: float, y1: float) -> None:
    p = c.page
    y0 += 32
    # tanks
    _box(c, x0 + 10, y0 + 20, 90, 70, "SLUDGE TANK", 6.5)
    c.text(x0 + 14, y0 + 100, "T-1  (6,5 m³)", 6.5)
    _box(c, x0 + 10, y0 + 140, 90, 55, "BILGE WELL", 6.5)
    _box(c, x1 - 110, y0 + 20, 100, 60, "INC. SETTLING TANK", 6.2)
    c.text(x1 - 106, y0 + 90, "T-3  (2,0 m³)", 6.5)
    _box(c, x1 - 110, y0 + 130, 100, 45, "SHORE CONN. (PS/SB)", 6.2)
    # steam coil in T-1
    p.draw_polyline(
        [
            (x0 + 20, y0 + 80),
            (x0 + 30, y0 + 74),
            (x0 + 40, y0 + 80),
            (x0 + 50, y0 + 74),
            (x0 + 60, y0 + 80),
            (x0 + 70, y0 + 74),
            (x0 + 80, y0 + 80),
        ],
        width=0.6,
    )
    _vvalve(c, x0 + 55, y0 + 10, "V-140 (steam)")
    p.draw_line((x0 + 55, y0 - 2), (x0 + 55, y0 + 20), width=0.8)
    _inst(c, x0 + 90, y0 + 20, "TI-12")
    c.text(x0 + 104, y0 + 34, "LAH-11", 6.5)
    p.draw_line((x0 + 100, y0 + 30), (x0 + 104, y0 + 30), width=0.5)
    # suction line from T-1 and bilge well to pump
    ly = y0 + 115
    p.draw_line((x0 + 100, y0 + 60), (x0 + 150, y0 + 60), width=1.2)
    p.draw_line((x0 + 150, y0 + 60), (x0 + 150, ly), width=1.2)
    _valve(c, x0 + 125, y0 + 60, "V-101")
    p.draw_line((x0 + 100, y0 + 165), (x0 + 150, y0 + 165), width=1.2)
    p.draw_line((x0 + 150, y0 + 165), (x0 + 150, ly), width=1.2)
    _valve(c, x0 + 125, y0 + 165, "V-102", up=False)
    p.draw_line((x0 + 150, ly), (x0 + 210, ly), width=1.2)
    p.draw_rect(fitz.Rect(x0 + 165, ly - 7, x0 + 181, ly + 7), width=0.8, fill=(1, 1, 1))
    c.text(x0 + 163, ly - 11, "ST-1", 6.5)
    _inst(c, x0 + 196, ly, "PI-1")
    _pump(c, x0 + 222, ly, "P-2")
    c.text(x0 + 206, ly + 30, "(sludge pump)", 6)
    # discharge
    p.draw_line((x0 + 232, ly), (x0 + 300, ly), width=1.2)
    _inst(c, x0 + 248, ly, "PI-2")
    _valve(c, x0 + 268, ly, "V-103", up=False)
    p.draw_line((x0 + 300, y0 + 50), (x0 + 300, y0 + 152), width=1.2)
    p.draw_line((x0 + 300, y0 + 50), (x1 - 110, y0 + 50), width=1.2)
    _valve(c, x0 + 335, y0 + 50, "V-104")
    p.draw_line((x0 + 300, y0 + 152), (x1 - 110, y0 + 152), width=1.2)
    _valve(c, x0 + 335, y0 + 152, "V-105", up=False)
    # relief valve back to T-1
    p.draw_line((x0 + 240, ly), (x0 + 240, y0 + 205), width=0.7, dashes="[3 2] 0")
    p.draw_line((x0 + 240, y0 + 205), (x0 + 55, y0 + 205), width=0.7, dashes="[3 2] 0")
    p.draw_line((x0 + 55, y0 + 205), (x0 + 55, y0 + 195), width=0.7, dashes="[3 2] 0")
    c.text(x0 + 150, y0 + 214, "RV-1 (safety valve, return to T-1)", 6.5)
    c.text(
        x0 + 10,
        y1 - 6,
        "Fig. 3  Sludge transfer flow diagram (drain and vent lines omitted)",
        8,
        True,
    )


_DSH_CHECK_HDR = ["No.", "Checking item", "Period", "Remark"]
_DSH_CHECK = [
    ["1", "Sludge tank temperature (TI-12)", "Every watch", "60 ~ 70 °C during transfer"],
    [
        "2",
        "Suction strainer ST-1 cleaning",
        "Every transfer",
        "Clean when suction press. below -0,4 bar",
    ],
    ["3", "Sludge pump gland / mechanical seal leakage", "Daily", "Max. 10 drops/min"],
    ["4", "High level alarm LAH-11 test", "Monthly", "Lift float by test lever"],
    ["5", "Safety valve RV-1 function", "3 months", "Set 6,0 bar"],
    ["6", "Steam coil tightness (drain observation)", "3 months", "No oil in observation tank"],
    ["7", "Pump stator (rubber) wear check", "2 000 h", "Replace if capacity reduced > 20 %"],
    ["8", "Pump rotor and joint pins check", "4 000 h", "Rotor wear max. 0,3 mm"],
    ["9", "Shaft coupling rubber element", "4 000 h", "Replace if cracked"],
    ["10", "Gear motor oil change", "8 000 h", "ISO VG 220, 0,9 L"],
    ["11", "Tank internal cleaning and inspection", "Dry-dock", "Gas-free certificate needed"],
    ["12", "Shore connection flange gasket", "Yearly", "Renew when hardened"],
    ["13", "Calibration of level transmitter LT-10", "Yearly", "4 ~ 20 mA = 0 ~ 100 %"],
]


SLUDGE_PAGES: list = [
    {
        "cover": {
            "maker": "DONGJIN ECO-MARINE CO., LTD.",
            "maker_lines": [
                "Noksan Industrial Complex 17-ro 88, Gangseo-gu, Busan, Korea",
                "Tel. +82 51 831 7200   Fax +82 51 831 7209",
            ],
            "title": ["INSTRUCTION MANUAL", "SLUDGE TREATMENT SYSTEM"],
            "sub": ["MODEL : DSH-25", "(Sludge pump unit, sludge tank heating and transfer)"],
            "foot": [
                "Hull No. : common",
                "Drawing No. : DJ-S25-IM-001  (Ver. 2.1)",
                "Please read this manual carefully before operation.",
            ],
            "frame": 0.6,
        }
    },
    [
        ("h1", "CONTENTS"),
        (
            "toc",
            [
                ("1", "GENERAL", 3),
                ("1.1", "Outline", 3),
                ("1.2", "Composition of system", 3),
                ("2", "SPECIFICATION", 4),
                ("3", "FLOW DIAGRAM", 5),
                ("4", "OPERATION", 6),
                ("4.1", "Heating of sludge tank", 6),
                ("4.2", "Transfer to incinerator settling tank", 6),
                ("4.3", "Discharge to shore facility", 7),
                ("5", "MAINTENANCE", 8),
                ("5.1", "Periodical checking list", 8),
                ("5.2", "Sludge pump disassembly", 9),
                ("6", "TROUBLE SHOOTING", 10),
                ("7", "SPARE PARTS LIST", 11),
            ],
        ),
        ("h2", "Safety precautions"),
        (
            "ul",
            [
                "Please take care that the sludge is flammable and may contain hydrogen sulphide (H2S). "
                "Ventilate well before opening the tank manhole.",
                "Please do not heat the sludge tank over 80 °C. Water in the sludge can boil and the foam "
                "may overflow through the air vent.",
                "Discharge of sludge overboard is prohibited by MARPOL Annex I. All sludge must be burned in "
                "the incinerator or delivered to the shore reception facility.",
                "Record every transfer and discharge in the Oil Record Book Part I (code C).",
            ],
            "-",
        ),
    ],
    [
        ("h1", "1. GENERAL"),
        ("h2", "1.1 Outline"),
        (
            "p",
            "This sludge treatment system is designed for collecting and handling of oil residue (sludge) "
            "produced on board, for example from fuel oil and lubricating oil purifiers, drain of fuel oil "
            "and scavenge air box drain. The sludge is collected in the sludge tank, heated by steam coil "
            "and transferred by the sludge pump to the incinerator settling tank or to the shore "
            "connection (standard discharge connection) on both sides of the vessel.",
        ),
        (
            "p",
            "The waste oil and sludge should be heated before the transfer, because cold sludge has very "
            "high viscosity and the pump can not suck it. Please keep the tank temperature within "
            "60 ~ 70 °C during the transfer operation.",
        ),
        ("h2", "1.2 Composition of system"),
        (
            "ol",
            [
                "Sludge pump unit (P-2) : eccentric screw pump with gear motor, mounted on common bed",
                "Suction strainer (ST-1), duplex basket type, mesh 3 mm",
                "Sludge tank (T-1) with steam heating coil and temperature controller",
                "Level transmitter (LT-10) and high level switch (LAH-11)",
                "Local control panel (LCP-S) with pump starter and alarm lamps",
                "Piping, valves and standard discharge connection flanges (port and starboard)",
            ],
            "({n})",
        ),
        (
            "p",
            "The sludge pump can also take suction from the bilge well through valve V-102 when the "
            "bilge well contains oily residue which is not suitable for the bilge separator.",
        ),
        (
            "box",
            "NOTE",
            "The incinerator itself and the settling tank heating are not in the scope of this "
            "manual. Please refer to the incinerator maker's instruction.",
        ),
    ],
    [
        ("h1", "2. SPECIFICATION"),
        (
            "table",
            {
                "cols": ["Item", "", "Specification"],
                "w": [2.6, 0.3, 4],
                "ruled": False,
                "size": 9,
                "rows": [
                    ["Sludge pump type", ":", "Eccentric screw pump, DJP-25S"],
                    ["Capacity", ":", "2,5 m³/h"],
                    ["Discharge pressure", ":", "4,0 bar (rated), max. 6,0 bar"],
                    ["Viscosity range", ":", "up to 5 000 cSt"],
                    ["Pump speed", ":", "290 min-1 (through gear reducer)"],
                    ["Electric motor", ":", "AC 440 V, 60 Hz, 3 ph, 2,2 kW, 4 P, IP56"],
                    ["Safety valve RV-1 setting", ":", "6,0 bar"],
                    ["Sludge tank capacity", ":", "6,5 m³"],
                    ["Heating medium", ":", "Saturated steam 5 ~ 7 bar"],
                    ["Heating coil surface", ":", "1,8 m²"],
                    ["Tank temperature control", ":", "60 ~ 70 °C (thermostat TC-12)"],
                    ["High level alarm", ":", "90 % of tank volume"],
                    ["Shore connection", ":", "DN 50, standard flange acc. MARPOL Reg. 13"],
                    ["Weight of pump unit", ":", "145 kg (dry)"],
                ],
            },
        ),
        (
            "p",
            "The pump discharge pressure must be kept within 4,5 ~ 6 bar when discharging to the shore "
            "connection, because of the long pipe to the upper deck. When pumping to the settling tank "
            "the normal pressure is 2 ~ 3 bar.",
        ),
        (
            "box",
            "CAUTION",
            "The pump must not run dry. The rubber stator will be damaged within 30 seconds "
            "of dry running. Please take care that the suction valve is open before starting.",
        ),
        ("h2", "2.1 Pressure conversion"),
        (
            "table",
            {
                "cols": ["bar", "psi", "kgf/cm²"],
                "w": [1, 1, 1],
                "ruled": False,
                "size": 9,
                "rule_under_header": True,
                "align": "rrr",
                "width": 220,
                "rows": [
                    ["2,0", "29", "2,04"],
                    ["4,0", "58", "4,08"],
                    ["4,5", "65", "4,59"],
                    ["6,0", "87", "6,12"],
                ],
            },
        ),
    ],
    [
        ("h1", "3. FLOW DIAGRAM"),
        ("draw", _dsh_flow, 285),
        (
            "table",
            {
                "cols": ["Symbol", "Name", "Normal position"],
                "w": [1, 3.5, 2],
                "size": 8,
                "rows": [
                    ["V-101", "Sludge tank suction valve", "Closed (open for transfer)"],
                    ["V-102", "Bilge well suction valve", "Closed"],
                    ["V-103", "Pump discharge valve", "Closed (open for transfer)"],
                    ["V-104", "Valve to incinerator settling tank", "Closed"],
                    ["V-105", "Valve to shore connection", "Closed, locked"],
                    ["V-140", "Steam inlet valve for heating coil", "Auto (TC-12)"],
                    ["RV-1", "Safety valve on pump discharge", "Set 6,0 bar"],
                    ["ST-1", "Suction strainer", "-"],
                    ["PI-1 / PI-2", "Suction / discharge pressure gauge", "-"],
                    ["TI-12", "Sludge tank thermometer", "-"],
                    ["LAH-11", "Sludge tank high level switch", "-"],
                ],
            },
        ),
        (
            "p",
            "The valve V-105 to the shore connection must be kept closed and locked with chain and padlock "
            "when not in use. The key is kept by the Chief Engineer.",
        ),
    ],
    [
        ("h1", "4. OPERATION"),
        ("h2", "4.1 Heating of sludge tank"),
        (
            "p",
            "Open the steam inlet valve V-140 and the condensate outlet valve about 2 hours before the transfer. "
            "The thermostat TC-12 keeps the temperature within 60 ~ 70 °C. Please check the thermometer TI-12 "
            "sometimes, because the sensor pocket can be covered by hard sludge. When the level in the tank "
            "is below 15 %, please close the steam, otherwise the coil is not covered and the sludge can burn "
            "on the coil.",
        ),
        ("h2", "4.2 Transfer to incinerator settling tank"),
        (
            "ol",
            [
                (
                    "Preparation",
                    [
                        "Check the level of settling tank T-3. Free volume must be more than the "
                        "quantity to be transferred.",
                        "Check that the sludge temperature is min. 60 °C.",
                        "Open V-101, V-103 and V-104. Check that V-102 and V-105 are closed.",
                    ],
                ),
                (
                    "Start of pump",
                    [
                        "Set the selector switch on LCP-S to LOCAL and push START.",
                        "Check the suction pressure on PI-1. It should not be lower than -0,4 bar.",
                        "Check the discharge pressure on PI-2 (normal 2 ~ 3 bar).",
                    ],
                ),
                (
                    "Stop of pump",
                    [
                        "Push STOP when the low level lamp is lit or settling tank is full.",
                        "Close V-104, V-103 and V-101.",
                        "Record the quantity in the Oil Record Book.",
                    ],
                ),
            ],
            "{n})",
        ),
        (
            "box",
            "CAUTION",
            "Please do not close the discharge valve while the pump is running. The screw pump "
            "is a positive displacement pump and the pressure will rise up to the setting of "
            "the safety valve RV-1 immediately.",
        ),
        (
            "p",
            "The pump has a dry-running protection (temperature sensor in the stator). When it trips, "
            "please wait minimum 10 minutes before restart and check the suction side.",
        ),
    ],
    [
        ("h2", "4.3 Discharge to shore facility"),
        (
            "p",
            "The discharge to the shore reception facility is made through the standard discharge connection "
            "on the upper deck, port or starboard side. Please follow the procedure of the terminal and the "
            "ship's SMS.",
        ),
        (
            "table",
            {
                "cols": ["Step", "Work", "Check point"],
                "w": [0.6, 4.2, 2.6],
                "size": 8,
                "title": "Table 4-1  Shore discharge procedure",
                "rows": [
                    [
                        "1",
                        "Agree quantity, pumping rate and stop signal with the shore facility.",
                        "Max. rate 2,5 m³/h",
                    ],
                    [
                        "2",
                        "Connect the shore hose to the standard flange (DN 50). Use a new gasket.",
                        "All 4 bolts fitted",
                    ],
                    [
                        "3",
                        "Unlock and open V-105 on the side used. Open V-101 and V-103.",
                        "V-104 closed",
                    ],
                    [
                        "4",
                        "Start the sludge pump and check for leakage at the flange.",
                        "PI-2 within 4,5 ~ 6 bar",
                    ],
                    ["5", "Monitor the tank level. Stop the pump at 5 % level.", "No dry running"],
                    [
                        "6",
                        "Close valves, drain the line to the bilge well, disconnect the hose.",
                        "Fit blank flange",
                    ],
                    [
                        "7",
                        "Obtain receipt from shore facility and record in Oil Record Book.",
                        "Keep receipt 3 years",
                    ],
                ],
            },
        ),
        ("h2", "4.4 High level alarm"),
        (
            "p",
            "When the sludge tank level reaches 90 % the high level switch LAH-11 gives an alarm on the LCP-S "
            "and to the engine alarm system (tag SL-HL). In this case please stop all purifier sludge "
            "discharges and transfer the sludge to the settling tank as soon as possible. The alarm is reset "
            "automatically when the level is below 85 %.",
        ),
        (
            "box",
            "NOTE",
            "In UMS operation the purifier sludge discharge should be planned so that the tank "
            "does not reach the high level during the unattended period.",
        ),
    ],
    [
        ("h1", "5. MAINTENANCE"),
        ("h2", "5.1 Periodical checking list"),
        (
            "table",
            {"cols": _DSH_CHECK_HDR, "w": [0.5, 3.4, 1.3, 2.8], "size": 8, "rows": _DSH_CHECK[:8]},
        ),
        ("p", "The periodical checking list is continued on next page."),
    ],
    [
        ("table", {"cols": None, "w": [0.5, 3.4, 1.3, 2.8], "size": 8, "rows": _DSH_CHECK[8:]}),
        ("h2", "5.2 Sludge pump disassembly"),
        (
            "p",
            "Before disassembly, please isolate the motor breaker, close V-101 and V-103 and drain the pump "
            "casing through the drain plug.",
        ),
        (
            "ol",
            [
                "Remove the suction casing bolts (M12) and pull out the suction casing.",
                "Remove the stator together with the rotor. Please take care not to damage the stator lip.",
                "Remove the joint pin cover and push out the joint pins (2 pcs).",
                "Measure the rotor outer diameter. Standard 62,0 ± 0,1 mm, limit 61,7 mm.",
                "Assemble in reverse order. Tighten the suction casing bolts to 4,5 kgf·m (44 N·m) "
                "crosswise.",
                "Apply silicone grease on the stator inside before inserting the rotor.",
            ],
            "({n})",
        ),
        (
            "box",
            "CAUTION",
            "The stator rubber is NBR. Please do not use solvent for cleaning. Store spare "
            "stators in a dark and cool place, not exceeding 30 °C.",
        ),
    ],
    [
        ("h1", "6. TROUBLE SHOOTING"),
        (
            "table",
            {
                "cols": ["Trouble", "Cause", "Remedy"],
                "w": [2, 2.8, 2.8],
                "size": 8,
                "rows": [
                    [
                        "Pump does not suck",
                        "Sludge temperature too low; strainer ST-1 clogged; suction valve closed",
                        "Heat to 60 ~ 70 °C; clean strainer; open V-101",
                    ],
                    [
                        "Capacity too small",
                        "Stator worn; speed low; air leak on suction side",
                        "Replace stator; check motor; tighten suction flanges",
                    ],
                    [
                        "Discharge pressure too high",
                        "Discharge valve closed; line blocked by cold sludge",
                        "Open valves; heat trace line; flush with diesel oil",
                    ],
                    [
                        "Pump stops on dry running",
                        "Tank empty; suction blocked",
                        "Check level; clean ST-1; wait 10 min before restart",
                    ],
                    [
                        "Motor overload trip",
                        "Viscosity too high; rotor seized",
                        "Heat sludge; dismantle pump",
                    ],
                    [
                        "High level alarm does not reset",
                        "Float stuck by sludge",
                        "Clean LAH-11 float",
                    ],
                    [
                        "Tank temperature does not rise",
                        "Steam trap faulty; coil covered with hard sludge",
                        "Check trap; clean coil at dry-dock",
                    ],
                ],
            },
        ),
        (
            "p",
            "If the trouble is not solved, please contact our service department with the serial number of "
            "the pump unit and the photo of the name plate.",
        ),
    ],
    [
        ("h1", "7. SPARE PARTS LIST"),
        (
            "table",
            {
                "cols": ["Item No.", "Part No.", "Part name", "Q'ty / unit", "Spare"],
                "w": [0.8, 1.6, 3.2, 1, 0.8],
                "size": 8,
                "align": "llllc",
                "rows": [
                    ["1", "DJP25-001", "Stator (NBR)", "1", "1"],
                    ["2", "DJP25-002", "Rotor (SUS 420J2, hard chrome)", "1", "1"],
                    ["3", "DJP25-005", "Joint pin", "2", "2"],
                    ["4", "DJP25-006", "Joint pin cover (rubber sleeve)", "2", "2"],
                    ["5", "DJP25-011", "Mechanical seal assy", "1", "1"],
                    ["6", "DJP25-014", "O-ring, suction casing", "1", "2"],
                    ["7", "DJP25-020", "Coupling rubber element", "1", "1"],
                    ["8", "DJS-ST1-03", "Strainer basket, 3 mm mesh", "2", "1"],
                    ["9", "DJS-RV1-01", "Safety valve RV-1 complete", "1", "-"],
                    ["10", "DJS-LS-11", "Float switch LAH-11", "1", "1"],
                    ["11", "DJS-TC-12", "Thermostat TC-12, 0 ~ 120 °C", "1", "-"],
                    ["12", "DJS-GK-50", "Gasket for shore flange DN 50", "2", "4"],
                ],
            },
        ),
        (
            "p",
            "When you order spare parts, please inform us the model name, serial number, item No. and "
            "part No.",
        ),
    ],
]

SLUDGE = {
    "file": "dongjin-dsh25-sludge-system.pdf",
    "title": "DSH-25 Sludge Treatment System Instruction Manual",
    "author": "Dongjin Eco-Marine Co., Ltd.",
    "font": "tiro",
    "bold": "tibo",
    "size": 10,
    "header": ("DONGJIN ECO-MARINE", "DSH-25  Instruction Manual"),
    "footer": lambda n, t: ("DJ-S25-IM-001", f"{n}/{t}"),
    "pages": SLUDGE_PAGES,
}


# ---------------------------------------------------------------- 4. Kvernes engine-room ventilation


def _klv_arr(c: _Ctx, x0: float, y0: float, x1: float, y1: float) -> None:
    p = c.page
    y0 += 10
    # engine room outline
    p.draw_rect(fitz.Rect(x0 + 60, y0 + 70, x1 - 60, y1 - 40), width=1.0)
    c.text(x0 + 66, y1 - 48, "ENGINE ROOM", 7, True)
    # casing / funnel
    p.draw_rect(fitz.Rect(x0 + 150, y0 + 10, x1 - 150, y0 + 70), width=0.8)
    c.text(x0 + 156, y0 + 22, "E/R CASING / FUNNEL", 6.5)
    # supply fans PS and SB (left, right) with dampers at intakes
    for i, (fx, tag, fd) in enumerate(((x0 + 30, "SF-1", "FD-01"), (x1 - 30, "SF-2", "FD-02"))):
        p.draw_line((fx, y0 + 30), (fx, y0 + 150), width=1.2)
        c.text(fx - 18, y0 + 22, "AIR IN", 6.5)
        _damper(c, fx, y0 + 50, fd)
        _fan(c, fx, y0 + 100, tag, side=1 if i == 0 else -1)
        p.draw_line((fx, y0 + 150), (fx + (40 if i == 0 else -40), y0 + 150), width=1.2)
    # exhaust fans in casing
    for fx, tag, fd in ((x0 + 195, "EF-1", "FD-03"), (x1 - 195, "EF-2", "FD-04")):
        p.draw_line((fx, y0 + 110), (fx, y0 - 5), width=1.2)
        _fan(c, fx, y0 + 110, tag)
        _damper(c, fx, y0 + 42, fd)
    c.text(x0 + 208, y0 - 2, "AIR OUT", 6.5)
    # purifier room duct
    p.draw_rect(fitz.Rect(x1 - 150, y1 - 110, x1 - 70, y1 - 50), width=0.7)
    c.text(x1 - 146, y1 - 98, "PURIFIER RM", 6.5)
    p.draw_line((x1 - 110, y1 - 110), (x1 - 110, y0 + 150), width=0.8)
    _damper(c, x1 - 110, y1 - 135, "FD-05")
    # controls
    _box(c, x0 + 80, y1 - 110, 85, 28, "STARTER PNL VSP", 6)
    _box(c, x0 + 180, y1 - 110, 85, 28, "FIRE CTRL STN", 6)
    c.text(x0 + 183, y1 - 74, "ES-1 / ES-2 (E-stop)", 6.5)
    p.draw_line((x0 + 165, y1 - 96), (x0 + 180, y1 - 96), width=0.5, dashes="[2 2] 0")
    c.text(x0 + 270, y0 + 170, "PS-06 (E/R press.)", 6.5)
    p.draw_circle((x0 + 264, y0 + 168), 4, width=0.6)
    c.text(x0 + 60, y1 - 18, "FIG. 2  E/R VENT ARRANGEMENT - SCHEMATIC, NOT TO SCALE", 7.5, True)


VENT_PAGES: list = [
    {
        "cover": {
            "maker": "KVERNES LUFT A/S",
            "maker_lines": [
                "Industriveien 12, N-6060 Hareid, Norway",
                "service@kvernes-luft.example",
            ],
            "title": ["KLV-E4", "E/R VENTILATION SYSTEM"],
            "sub": [
                "Tech. Manual + Service Info",
                "Supply fans SF-1/2, exhaust fans EF-1/2, fire dampers",
            ],
            "foot": ["Doc. KL-TM-E4-07   Rev. 07", "Supersedes Rev. 06 + SB 2021-03, SB 2022-11"],
            "frame": 1.0,
        }
    },
    [
        ("h1", "CONTENTS"),
        (
            "toc",
            [
                ("1", "SYSTEM DATA", 3),
                ("2", "ARRANGEMENT", 4),
                ("3", "CONTROL / E-STOP", 5),
                ("4", "FIRE DAMPERS", 6),
                ("5", "MAINT.", 7),
                ("5.2", "Belts", 7),
                ("5.3", "Bearings", 8),
                ("6", "FAULT FINDING", 9),
                ("7", "PARTS", 10),
            ],
        ),
        ("h2", "ABBREVIATIONS"),
        (
            "table",
            {
                "cols": None,
                "w": [1, 4],
                "ruled": False,
                "size": 8.5,
                "rows": [
                    ["Chk", "check"],
                    ["Adj", "adjust"],
                    ["Repl", "replace"],
                    ["Insp", "inspect"],
                    ["FCS", "fire control station"],
                    ["VSP", "ventilation starter panel"],
                    ["HS / LS", "high speed / low speed"],
                    ["FD", "fire damper (flap)"],
                    ["req.", "required"],
                    ["ref.", "refer to"],
                ],
            },
        ),
        (
            "small",
            "Rev. 07: belt data for SF-1/2 changed (SPB instead of SPA). Bearing grease changed. "
            "Torque table updated.",
        ),
    ],
    [
        ("h1", "1  SYSTEM DATA"),
        (
            "p",
            "4 fans. 2 x supply (SF-1 PS, SF-2 SB), 2 x exhaust (EF-1, EF-2) in casing. Axial fans SF, "
            "centrifugal belt-driven EF. All motors 2-speed (pole-changing, Dahlander 4/8 pole). "
            "E/R kept at slight overpressure: supply > exhaust.",
        ),
        (
            "table",
            {
                "cols": [
                    "Fan",
                    "Type",
                    "Flow HS m3/h",
                    "Flow LS m3/h",
                    "Static Pa",
                    "Motor kW HS/LS",
                    "rpm HS/LS",
                    "FLC A HS",
                ],
                "w": [0.7, 1.2, 1.1, 1.1, 0.9, 1.2, 1.2, 0.9],
                "size": 7.5,
                "align": "llrrrccr",
                "title": "Tab. 1  Fan data (60 Hz, 440 V)",
                "rows": [
                    ["SF-1", "Axial", "98 000", "49 000", "450", "22 / 4", "1770 / 880", "39"],
                    ["SF-2", "Axial", "98 000", "49 000", "450", "22 / 4", "1770 / 880", "39"],
                    ["EF-1", "Centrif.", "42 000", "21 000", "600", "11 / 2", "1760 / 870", "20"],
                    ["EF-2", "Centrif.", "42 000", "21 000", "600", "11 / 2", "1760 / 870", "20"],
                ],
            },
        ),
        (
            "p",
            "Total supply HS: 196 000 m3/h. Req. for diesel engines + boiler combustion + heat removal acc. "
            "ISO 8861. E/R temp. rise max. 12.5 K above outside air.",
        ),
        ("h2", "1.1  Settings"),
        (
            "table",
            {
                "cols": ["Item", "Setting", "Note"],
                "w": [2.5, 1.6, 3],
                "ruled": False,
                "size": 8.5,
                "rule_under_header": True,
                "rows": [
                    ["HS/LS changeover delay", "8 s", "LS->HS and HS->LS, motor coasts down"],
                    ["Restart after blackout", "sequential", "SF-1, SF-2, EF-1, EF-2, 5 s apart"],
                    ["E/R overpress. alarm low", "+20 Pa", "PS-06, 60 s delay"],
                    ["E/R overpress. target", "+50 Pa", "at HS, doors closed"],
                    ["Motor thermistor trip", "145 °C", "PTC, class F"],
                    ["Bearing temp alarm", "85 °C", "EF only (Pt100)"],
                    ["Vibration alarm", "7.1 mm/s", "EF only, RMS"],
                    ["Damper close time", "< 30 s", "spring return"],
                ],
            },
        ),
    ],
    [
        ("h1", "2  ARRANGEMENT"),
        ("draw", _klv_arr, 330),
        (
            "p",
            "SF-1/2 in fan rooms PS/SB, upper deck level. Intake via louvres + FD-01/02. Discharge into E/R "
            "ducts down to floor level (hot spots: ME turbocharger, generators, boiler). EF-1/2 in funnel "
            "casing, suction at top of E/R, FD-03/04 at casing penetration. Purifier room: separate "
            "exhaust branch w/ FD-05.",
        ),
        (
            "p",
            "Dampers: manually operated flaps from deck are NOT used on this design. All FD are pneumatic, "
            "spring-return (fail closed), limit switches open/closed to VSP.",
        ),
    ],
    [
        ("h1", "3  CONTROL / E-STOP"),
        ("h3", "3.1  Local / remote"),
        (
            "ul",
            [
                "Local: starter panel VSP in E/R, sel. sw. LOCAL-OFF-REMOTE per fan.",
                "Remote: IAS (ECR) + bridge. Speed sel. LS/HS.",
                "Default after start: LS. Switch to HS by operator or auto at E/R temp > 45 °C (113 °F).",
            ],
            "-",
        ),
        ("h3", "3.2  Emergency stop"),
        (
            "p",
            "ES-1 (all E/R fans) + ES-2 (purifier rm fan + FD-05) at fire control station (FCS), "
            "A-deck. Push-button under glass, guarded. Hardwired, NOT via IAS. Acts in LOCAL + REMOTE.",
        ),
        (
            "ol",
            [
                "Push ES-1 -> all 4 fans stop, FD-01...04 close.",
                "VSP shows 'E-STOP ACTIVE' + lamp at FCS.",
                "Reset: only at FCS w/ key. Then restart fans from VSP/IAS. Dampers re-open w/ fan start.",
            ],
        ),
        (
            "box",
            "NOTE",
            "CO2 release: fans stop + dampers close via CO2 release cabinet door switch, "
            "independent of ES-1. Do NOT restart fans before E/R inspected after CO2 release.",
        ),
        ("h3", "3.3  Test of E-stops"),
        (
            "p",
            "Monthly. Fans in LS. Push ES-1 at FCS. Chk all fans stop within 5 s. Chk FD closed "
            "indication. Reset, restart. Record in PMS.",
        ),
        ("h3", "3.4  Reversing"),
        ("p", "SF-1/2 NOT reversible. For smoke clearance after fire use EF only (HS)."),
    ],
    [
        ("h1", "4  FIRE DAMPERS"),
        (
            "p",
            "5 pcs, FD-01...FD-05. Steel blade, A-60. Pneumatic actuator, 6 - 7 bar (87 - 102 psi) "
            "control air. Spring closes on air loss. Open/closed limit sw.",
        ),
        ("h2", "4.1  Function test (3 months)"),
        (
            "table",
            {
                "cols": ["#", "Action", "OK if"],
                "w": [0.4, 4.4, 2.6],
                "size": 8,
                "rows": [
                    ["1", "Fan of damper in OFF.", "-"],
                    ["2", "Close damper from VSP (push CLOSE).", "Closed lamp < 30 s"],
                    ["3", "Visual chk blade fully closed, no gap at seal.", "Gap max. 2 mm"],
                    ["4", "Open damper.", "Open lamp, blade stop on limit"],
                    [
                        "5",
                        "Shut off control air at damper (isol. valve).",
                        "Damper closes by spring",
                    ],
                    ["6", "Restore air, reset, open.", "-"],
                ],
            },
        ),
        ("h2", "4.2  Service"),
        (
            "ul",
            [
                "Blade spindle bearings: grease 12 months (see 5.3 for grease).",
                "Seal strip: Repl if hardened/torn.",
                "Actuator: Chk for air leaks w/ soap, 12 months. Repl diaphragm 5 yrs.",
                "Limit sw.: Adj so 'closed' only at fully closed blade (1-2 mm before stop).",
            ],
            "-",
        ),
        (
            "box",
            "CAUTION",
            "Spring under tension. Do NOT dismantle actuator before spring released "
            "(ref. actuator maker leaflet).",
        ),
    ],
    [
        ("h1", "5  MAINT."),
        ("h2", "5.1  Schedule"),
        (
            "table",
            {
                "cols": ["Job", "500 h", "2000 h", "4000 h", "8000 h", "16000 h"],
                "w": [3.6, 0.8, 0.8, 0.8, 0.8, 0.9],
                "size": 8,
                "align": "lccccc",
                "rows": [
                    ["Chk belt tension EF-1/2", "x", "", "", "", ""],
                    ["Chk vibration + bearing temp EF", "x", "", "", "", ""],
                    ["Clean intake louvres + filters", "", "x", "", "", ""],
                    ["Regrease EF bearings", "", "x", "", "", ""],
                    ["Regrease motor bearings (>= 11 kW)", "", "", "x", "", ""],
                    ["Repl belts EF-1/2 (set)", "", "", "", "x", ""],
                    ["Insp impeller + blade tips, clean", "", "", "", "x", ""],
                    ["Meas. insulation motors (500 V)", "", "", "x", "", ""],
                    ["Repl fan bearings EF", "", "", "", "", "x"],
                    ["Repl motor bearings", "", "", "", "", "x"],
                ],
            },
        ),
        ("h2", "5.2  Belts (EF-1/2)"),
        (
            "p",
            "Belt set: 4 x SPB 2650, matched set. Tension by deflection: "
            "force 75 N at mid-span -> deflection 11 - 13 mm. New belts: tension 1.3 x, re-chk after 4 h "
            "running.",
        ),
        (
            "ol",
            [
                "Isolate motor (lock VSP breaker).",
                "Slacken motor base bolts + tension screw.",
                "Repl belts as full set only. Do NOT mix old/new.",
                "Align pulleys: max. 0.5 mm offset per 100 mm center distance (straight edge).",
                "Tension. Taper bush screws: 20 N·m (SPB pulleys, bush 2517).",
                "Guard back on before start.",
            ],
        ),
    ],
    [
        ("h2", "5.3  Bearings"),
        (
            "p",
            "EF fan shaft: 2 x plummer block, spherical roller bearing 22215 EK. Motor: 6313-2Z/C3 DE, "
            "6311-2Z/C3 NDE (SF motors: sealed, no regrease).",
        ),
        (
            "table",
            {
                "cols": ["Point", "Grease", "Qty", "Interval"],
                "w": [2.8, 2.4, 1, 1.2],
                "size": 8,
                "rows": [
                    ["EF plummer block DE", "Lithium complex, NLGI 2", "25 g", "2000 h"],
                    ["EF plummer block NDE", "Lithium complex, NLGI 2", "25 g", "2000 h"],
                    ["EF motor DE / NDE", "Polyurea, NLGI 2-3", "15 g", "4000 h"],
                    ["FD spindle bearings", "Lithium complex, NLGI 2", "2 g", "12 months"],
                ],
            },
        ),
        (
            "ul",
            [
                "Regrease w/ fan running (LS) if safe access, else stopped + turn by hand.",
                "Open drain plug 10 min to purge old grease.",
                "Bearing temp. normal: 55 - 70 °C. Alarm 85 °C.",
                "Repl bearing if noise/vibration > 4.5 mm/s not cured by regrease + belt adj.",
            ],
            "-",
        ),
        (
            "box",
            "WARNING",
            "Rotating parts. Guards removed only w/ motor isolated and locked. Fan may "
            "windmill by natural draught: block impeller before work.",
        ),
        (
            "p",
            "Plummer block cap bolts M16: 110 N·m. Adapter sleeve nut: tighten until radial clearance "
            "reduced by 0.05 - 0.07 mm (feeler gauge), then lock washer.",
        ),
    ],
    [
        ("h1", "6  FAULT FINDING"),
        (
            "table",
            {
                "cols": ["Fault", "Possible cause", "Action"],
                "w": [2.0, 2.8, 3.0],
                "size": 8,
                "rows": [
                    [
                        "Fan trips on start HS",
                        "Direct HS start w/o LS; changeover delay too short",
                        "Start in LS; Chk delay 8 s in VSP",
                    ],
                    [
                        "EF vibration high",
                        "Belts loose/worn; impeller dirty; bearing",
                        "Chk/adj belts; clean impeller; chk bearing",
                    ],
                    ["Belt squeal at start", "Tension low", "Adj tension (5.2)"],
                    [
                        "E/R pressure low alarm",
                        "SF on LS while EF on HS; intake filters blocked; FD-01/02 not fully open",
                        "Set SF HS; clean filters; chk FD limit sw.",
                    ],
                    [
                        "Fan does not start from IAS",
                        "Sel. sw. in LOCAL; E-stop active",
                        "Set REMOTE; chk FCS lamp",
                    ],
                    [
                        "Damper does not close",
                        "Spring broken; blade jammed; air not vented",
                        "Insp actuator; free blade; chk solenoid",
                    ],
                    [
                        "Motor hot, no trip",
                        "Running LS long time at high E/R temp.",
                        "Use HS; chk motor cooling fins",
                    ],
                ],
            },
        ),
        ("h2", "6.1  Alarm codes (VSP / IAS)"),
        (
            "table",
            {
                "cols": ["Code", "Text", "Meaning"],
                "w": [0.9, 2.6, 4],
                "size": 8,
                "ruled": False,
                "rule_under_header": True,
                "rows": [
                    ["V-301", "SF-1 TRIP", "Overload/thermistor SF-1"],
                    ["V-302", "SF-2 TRIP", "Overload/thermistor SF-2"],
                    ["V-303", "EF-1 TRIP", "Overload/thermistor EF-1"],
                    ["V-304", "EF-2 TRIP", "Overload/thermistor EF-2"],
                    ["V-310", "ER PRESS LOW", "PS-06 below +20 Pa"],
                    ["V-320", "FD POS FAULT", "Damper not in commanded position after 30 s"],
                    ["V-325", "FD AIR LOW", "Control air below 5 bar"],
                    ["V-330", "EF BRG TEMP HI", "Bearing temp > 85 °C"],
                    ["V-331", "EF VIB HI", "Vibration > 7.1 mm/s"],
                    ["V-340", "E-STOP ACTIVE", "ES-1 or ES-2 pushed"],
                    ["V-350", "CO2 REL STOP", "CO2 cabinet door open"],
                ],
            },
        ),
    ],
    [
        ("h1", "7  PARTS"),
        (
            "table",
            {
                "cols": ["Pos", "Part no.", "Description", "Qty"],
                "w": [0.6, 1.7, 4.4, 0.6],
                "size": 8,
                "rows": [
                    ["1", "KL-4410-01", "V-belt SPB 2650 (set of 4, matched), EF", "2 sets"],
                    ["2", "KL-4410-02", "Taper bush 2517, EF fan pulley", "1"],
                    ["3", "KL-5220-03", "Bearing 22215 EK + adapter H315, EF", "2"],
                    ["4", "KL-5220-04", "Plummer block seal kit SNL 515", "2"],
                    ["5", "KL-5300-05", "Motor bearing 6313-2Z/C3", "2"],
                    ["6", "KL-5300-06", "Motor bearing 6311-2Z/C3", "2"],
                    ["7", "KL-6100-07", "Damper seal strip, per m", "10"],
                    ["8", "KL-6100-08", "Actuator diaphragm kit, FD", "2"],
                    ["9", "KL-6100-09", "Limit switch, FD", "2"],
                    ["10", "KL-7000-10", "Filter mat, intake, 592 x 592 mm", "8"],
                    ["11", "KL-7000-11", "Pressure switch PS-06, -50...+250 Pa", "1"],
                    ["12", "KL-8000-12", "Push-button unit ES w/ glass", "2"],
                ],
            },
        ),
        ("small", "Order: state fan tag, motor serial no. + Pos. Belts only as matched sets."),
    ],
]

VENT = {
    "file": "kvernes-klv-e4-er-ventilation.pdf",
    "title": "KLV-E4 E/R Ventilation Technical Manual",
    "author": "Kvernes Luft A/S",
    "font": "cour",
    "bold": "cobo",
    "size": 8.6,
    "lead": 1.28,
    "header": ("KLV-E4", "KVERNES LUFT  KL-TM-E4-07"),
    "footer": lambda n, t: ("Rev. 07", f"p. {n}"),
    "pages": VENT_PAGES,
}
