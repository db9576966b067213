"""Four generated manuals of other makers, written blind at stop 20, for bench/other_makers_held20a.jsonl.

Frigomar GV-320 provision refrigerating plant (translated European English, two columns, borderless room
table), Keystone KSB-2200 auxiliary boiler with BMS-500 (US style, psi/°F first, procedure as a table,
transposed water-chemistry table, maintenance schedule over a page break without a repeated header),
Vigilon VSX-8 fire detection panel (formal WARNING/CAUTION/NOTE boxes, fault-code table over a page break
with its header repeated), Regulon DGX-710 main engine governor (terse service style, borderless data,
transposed gain-set table, calibration as a table). PyMuPDF only; every page's blocks must fit or it raises.
"""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pymupdf as fitz


def write_manuals(folder: Path) -> list[Path]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    return [_write(folder / name, man) for name, man in (FRIGOMAR, KEYSTONE, VIGILON, REGULON)]


# ---------------------------------------------------------------- layout
W, H = 595.0, 842.0
LEFT, RIGHT, TOP, BOTTOM = 56.0, 539.0, 78.0, 782.0
_FONTS: dict[str, Any] = {}


def _font(name: str):
    if name not in _FONTS:
        _FONTS[name] = fitz.Font(name)
    return _FONTS[name]


def _wrap(text: str, font: str, size: float, width: float) -> list[str]:
    f = _font(font)
    out: list[str] = []
    for para in str(text).split("\n"):
        line = ""
        for word in para.split(" "):
            trial = word if not line else line + " " + word
            if f.text_length(trial, fontsize=size) <= width or not line:
                line = trial
            else:
                out.append(line)
                line = word
        out.append(line)
    return out


class _Ctx:
    def __init__(self, page, style):
        self.page = page
        self.st = style
        self.tw = fitz.TextWriter(page.rect)
        self.tw_white = fitz.TextWriter(page.rect)
        self.sh = page.new_shape()

    def text(self, x, y, s, font=None, size=None):
        font = font or self.st["reg"]
        size = size or self.st["size"]
        if s:
            self.tw.append((x, y), s, font=_font(font), fontsize=size)

    def text_white(self, x, y, s, font, size):
        self.tw_white.append((x, y), s, font=_font(font), fontsize=size)

    def width(self, s, font=None, size=None):
        return _font(font or self.st["reg"]).text_length(s, fontsize=size or self.st["size"])

    def para(self, x0, x1, y, s, font=None, size=None, lead=1.32):
        font = font or self.st["reg"]
        size = size or self.st["size"]
        for line in _wrap(s, font, size, x1 - x0):
            y += size * lead
            self.text(x0, y, line, font, size)
        return y

    def line(self, a, b, width=0.5, color=(0, 0, 0)):
        self.sh.draw_line(a, b)
        self.sh.finish(width=width, color=color)

    def rect(self, r, width=0.6, color=(0, 0, 0), fill=None):
        self.sh.draw_rect(fitz.Rect(r))
        self.sh.finish(width=width, color=color, fill=fill)

    def circle(self, c, r, width=0.6, fill=None):
        self.sh.draw_circle(c, r)
        self.sh.finish(width=width, color=(0, 0, 0), fill=fill)

    def poly(self, pts, width=0.6, fill=None, closed=True):
        self.sh.draw_polyline(pts)
        self.sh.finish(width=width, color=(0, 0, 0), fill=fill, closePath=closed)

    def commit(self):
        self.sh.commit()
        self.tw.write_text(self.page)
        if self.tw_white.text_rect.width > 0:
            self.tw_white.write_text(self.page, color=(1, 1, 1))


def _table(c: _Ctx, x0, x1, y, spec) -> float:
    size = spec.get("size", c.st["size"] - 1)
    widths = spec["widths"]
    tot = sum(widths)
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + (x1 - x0) * w / tot)
    pad = 3.0
    ruled = spec.get("ruled", True)
    rows = []
    if spec.get("cols"):
        rows.append((spec["cols"], True))
    rows += [(r, False) for r in spec["rows"]]
    y_top = y
    for cells, head in rows:
        font = c.st["bold"] if (head or (spec.get("bold_first") and False)) else c.st["reg"]
        wrapped = [
            _wrap(str(cell), font, size, xs[i + 1] - xs[i] - 2 * pad)
            for i, cell in enumerate(cells)
        ]
        n = max(len(w) for w in wrapped)
        h = n * size * 1.25 + 2 * pad + 1
        if head and spec.get("shade", ruled):
            c.rect(
                (x0, y, x1, y + h), width=0, color=None, fill=spec.get("fill", (0.85, 0.85, 0.85))
            )
        for i, lines in enumerate(wrapped):
            fnt = font
            if spec.get("bold_first") and i == 0:
                fnt = c.st["bold"]
            yy = y + pad
            for ln in lines:
                yy += size * 1.25
                c.text(xs[i] + pad, yy - size * 0.22, ln, fnt, size)
        if ruled:
            c.line((x0, y), (x1, y))
        elif head:
            pass
        y += h
    if ruled:
        c.line((x0, y), (x1, y))
        for x in xs:
            c.line((x, y_top), (x, y))
    elif spec.get("underline_head"):
        pass
    return y


def _blocks(c: _Ctx, blocks, x0, x1, y) -> float:
    st = c.st
    for kind, arg in blocks:
        if kind == "h1":
            y += 10
            y = c.para(x0, x1, y, arg, st["bold"], st["size"] + 4)
            if st.get("h1_rule"):
                c.line((x0, y + 4), (x1, y + 4), width=1.2, color=st.get("accent", (0, 0, 0)))
            y += 6
        elif kind == "h2":
            y += 6
            y = c.para(x0, x1, y, arg, st["bold"], st["size"] + 1.5)
            y += 3
        elif kind == "h3":
            y += 4
            y = c.para(x0, x1, y, arg, st["bold"], st["size"])
            y += 2
        elif kind == "p":
            y = c.para(x0, x1, y, arg) + 5
        elif kind == "small":
            y = c.para(x0, x1, y, arg, size=st["size"] - 1.5) + 4
        elif kind == "space":
            y += arg
        elif kind in ("ol", "ul"):
            items, labels = arg
            for k, it in enumerate(items):
                text, subs = (it, []) if isinstance(it, str) else it
                lab = labels[0](k)
                c.text(x0 + 4, y + st["size"] * 1.32, lab)
                y = c.para(x0 + 24, x1, y, text) + 1
                for j, sub in enumerate(subs):
                    c.text(x0 + 26, y + st["size"] * 1.32, labels[1](j))
                    y = c.para(x0 + 44, x1, y, sub) + 1
                y += 2
            y += 3
        elif kind == "table":
            y = _table(c, x0, x1, y + 2, arg) + 7
        elif kind == "caption":
            y = c.para(x0, x1, y, arg, st["bold"], st["size"] - 1) + 2
        elif kind == "box":
            label, text, style = arg
            fnt = st["reg"]
            lines = _wrap(text, fnt, st["size"], x1 - x0 - 70)
            h = max(len(lines) * st["size"] * 1.32 + 12, 30)
            if style == "frame":
                c.rect((x0, y + 2, x1, y + 2 + h), width=1.4)
                c.rect(
                    (x0, y + 2, x0 + 62, y + 2 + h),
                    width=0,
                    color=None,
                    fill=(0.2, 0.2, 0.2) if label != "NOTE" else (0.7, 0.7, 0.7),
                )
            elif style == "bar":
                c.line((x0, y + 2), (x0, y + 2 + h), width=3)
            if style == "frame" and label != "NOTE":
                c.text_white(x0 + 6, y + 17, label, st["bold"], st["size"])
            else:
                c.text(x0 + 6, y + 17, label, st["bold"], st["size"])
            yy = y + 4
            for ln in lines:
                yy += st["size"] * 1.32
                c.text(x0 + 68, yy, ln)
            y += h + 9
        elif kind == "cols":
            left, right = arg
            mid = (x0 + x1) / 2
            y1 = _blocks(c, left, x0, mid - 10, y)
            y2 = _blocks(c, right, mid + 10, x1, y)
            c.line((mid, y + 8), (mid, max(y1, y2) - 4), width=0.3)
            y = max(y1, y2)
        elif kind == "draw":
            fn, h = arg
            fn(c, x0, y, x1 - x0)
            y += h
        elif kind == "toc":
            for title, pg, lvl in arg:
                ind = 0 if lvl == 1 else 18
                fnt = st["bold"] if lvl == 1 else st["reg"]
                y += st["size"] * (1.7 if lvl == 1 else 1.4)
                c.text(x0 + ind, y, title, fnt)
                num = str(pg)
                wnum = c.width(num, fnt)
                c.text(x1 - wnum, y, num, fnt)
                a = x0 + ind + c.width(title, fnt) + 6
                dots = "." * max(0, int((x1 - wnum - 6 - a) / c.width(".")))
                c.text(a, y, dots)
        else:
            raise ValueError(kind)
        if y > BOTTOM:
            raise ValueError(f"page overflow at block {kind}: {str(arg)[:60]}")
    return y


def _toc(pages, levels):
    out = []
    for n, (blocks) in enumerate(pages, start=1):
        stack = list(blocks)
        if ("toc", None) in stack:
            continue
        while stack:
            kind, arg = stack.pop(0)
            if kind == "cols":
                stack = list(arg[0]) + list(arg[1]) + stack
            elif kind == "h1" or (kind == "h2" and levels >= 2):
                out.append((arg, n, 1 if kind == "h1" else 2))
    return out


def _write(path: Path, man: dict) -> Path:
    doc = fitz.open()
    st = man["style"]
    pages = man["pages"]
    total = len(pages) + 1
    # cover
    page = doc.new_page(width=W, height=H)
    c = _Ctx(page, st)
    man["cover"](c)
    c.commit()
    for n, blocks in enumerate(pages, start=2):
        page = doc.new_page(width=W, height=H)
        c = _Ctx(page, st)
        man["frame"](c, n, total)
        blocks = [
            ("toc", _toc([[], *pages], man.get("toc_levels", 2))) if b == ("toc", None) else b
            for b in blocks
        ]
        _blocks(c, blocks, LEFT, RIGHT, TOP)
        c.commit()
    doc.set_metadata(
        {
            "title": man["title"],
            "author": man["maker"],
            "creator": man["maker"],
            "producer": "",
            "creationDate": "",
            "modDate": "",
        }
    )
    doc.save(path, garbage=3, deflate=True, no_new_id=True)
    doc.close()
    return path


# ---------------------------------------------------------------- drawing helpers
def _pipe(c, pts, width=1.0):
    for a, b in itertools.pairwise(pts):
        c.line(a, b, width=width)


def _valve(c, x, y, tag, vertical=False, above=True):
    s = 6
    if vertical:
        c.poly([(x - s, y - s), (x + s, y - s), (x - s, y + s), (x + s, y + s)], fill=(1, 1, 1))
        c.text(x + s + 3, y + 3, tag, c.st["reg"], 7)
    else:
        c.poly([(x - s, y - s), (x - s, y + s), (x + s, y - s), (x + s, y + s)], fill=(1, 1, 1))
        tw = c.width(tag, c.st["reg"], 7)
        c.text(x - tw / 2, y - s - 3 if above else y + s + 8, tag, c.st["reg"], 7)


def _inst(c, x, y, tag, r=12):
    c.circle((x, y), r, fill=(1, 1, 1))
    tw = c.width(tag, c.st["reg"], 6.5)
    c.text(x - tw / 2, y + 2.3, tag, c.st["reg"], 6.5)


def _unit(c, rect, lines, size=7.5):
    c.rect(rect, width=1.0, fill=(1, 1, 1))
    x0, y0, x1, y1 = rect
    hh = len(lines) * size * 1.2
    yy = (y0 + y1) / 2 - hh / 2
    for ln in lines:
        yy += size * 1.2
        c.text((x0 + x1) / 2 - c.width(ln, c.st["reg"], size) / 2, yy - 2, ln, c.st["reg"], size)


def _pump(c, x, y, tag):
    c.circle((x, y), 10, fill=(1, 1, 1))
    c.poly([(x - 5, y - 6), (x - 5, y + 6), (x + 8, y)], fill=(0, 0, 0))
    c.text(x - c.width(tag, c.st["reg"], 7) / 2, y + 20, tag, c.st["reg"], 7)


# ---------------------------------------------------------------- labels
def _num(k):
    return f"{k + 1}."


def _num_p(k):
    return f"{k + 1})"


def _let(j):
    return f"{'abcdefghij'[j]})"


def _let_p(j):
    return f"({'abcdefghij'[j]})"


def _dash(k):
    return "-"


# ================================================================ A: Frigomar provision plant (translated English)
def _a_cover(c):
    c.rect((0, 0, W, 160), width=0, color=None, fill=(0.80, 0.88, 0.95))
    c.text(LEFT, 90, "FRIGOMAR", "hebo", 34)
    c.text(LEFT, 118, "Tecnica del Freddo Navale S.p.A. - Genova", "helv", 11)
    c.text(LEFT, 300, "GV-320 / 2C", "hebo", 28)
    c.text(LEFT, 335, "PROVISION REFRIGERATING UNIT", "hebo", 18)
    c.text(LEFT, 360, "with 2 condensing units - refrigerant R449A", "helv", 12)
    c.text(LEFT, 420, "INSTRUCTION AND MAINTENANCE MANUAL", "helv", 14)
    c.text(LEFT, 650, "Hull No.: 2231 / 2232 / 2233", "helv", 10)
    c.text(LEFT, 666, "Serial No.: GV320-1187 (No.1) / GV320-1188 (No.2)", "helv", 10)
    c.text(LEFT, 682, "Doc. FM-IM-320-03   Rev. 03   (03/2022)", "helv", 10)


def _a_frame(c, n, total):
    c.text(LEFT, 44, "FRIGOMAR", "hebo", 10)
    s = "GV-320 Provision Refrigerating Unit - Instruction Manual"
    c.text(RIGHT - c.width(s, "helv", 8), 44, s, "helv", 8)
    c.line((LEFT, 50), (RIGHT, 50), width=1.5, color=(0.2, 0.4, 0.7))
    c.line((LEFT, 800), (RIGHT, 800), width=0.5)
    c.text(LEFT, 812, "Doc. FM-IM-320-03  Rev. 03", "helv", 7.5)
    s = f"Pag. {n}/{total}"
    c.text(RIGHT - c.width(s, "helv", 8), 812, s, "helv", 8)


def _a_drawing(c, x, y, w):
    ox, oy = x + 5, y + 10
    c.rect((x, y, x + w, y + 330), width=0.4)
    # compressor and discharge line
    _unit(c, (ox + 15, oy + 200, ox + 95, oy + 245), ["COMPRESSOR", "C-1"])
    _pipe(c, [(ox + 55, oy + 200), (ox + 55, oy + 45), (ox + 140, oy + 45)])
    _inst(c, ox + 30, oy + 110, "PT-02")
    c.line((ox + 42, oy + 110), (ox + 55, oy + 110))
    _inst(c, ox + 30, oy + 150, "PSH-02")
    c.line((ox + 42, oy + 150), (ox + 55, oy + 150))
    _inst(c, ox + 85, oy + 95, "TT-05")
    c.line((ox + 73, oy + 95), (ox + 55, oy + 95))
    _unit(c, (ox + 140, oy + 30, ox + 190, oy + 62), ["OIL SEP.", "OS-1"])
    _pipe(c, [(ox + 190, oy + 45), (ox + 230, oy + 45)])
    _unit(c, (ox + 230, oy + 25, ox + 350, oy + 65), ["CONDENSER CD-1", "(sea water cooled)"])
    # sea water
    _pipe(c, [(ox + 350, oy + 33), (ox + 465, oy + 33)])
    _valve(c, ox + 380, oy + 33, "V-102")
    _pump(c, ox + 430, oy + 33, "")
    c.text(ox + 444, oy + 26, "P-2", "helv", 7)
    c.text(ox + 400, oy + 15, "SW IN", "helv", 6.5)
    _pipe(c, [(ox + 350, oy + 57), (ox + 465, oy + 57)])
    _valve(c, ox + 395, oy + 57, "WRV-1", above=False)
    c.text(ox + 430, oy + 75, "SW OUT", "helv", 6.5)
    # receiver and liquid line
    _pipe(c, [(ox + 290, oy + 65), (ox + 290, oy + 85)])
    _unit(c, (ox + 250, oy + 85, ox + 330, oy + 110), ["RECEIVER R-1"])
    _valve(c, ox + 290, oy + 125, "V-101", vertical=True)
    _unit(c, (ox + 275, oy + 140, ox + 305, oy + 152), ["DF-1"], 6)
    _inst(c, ox + 340, oy + 150, "SG-1", r=10)
    c.line((ox + 330, oy + 150), (ox + 290, oy + 150))
    _pipe(c, [(ox + 290, oy + 110), (ox + 290, oy + 140)])
    _pipe(c, [(ox + 290, oy + 152), (ox + 290, oy + 170)])
    _pipe(c, [(ox + 130, oy + 170), (ox + 460, oy + 170)])
    rooms = ["MEAT", "FISH", "VEG.", "DAIRY", "LOBBY"]
    for i, room in enumerate(rooms):
        ex = ox + 145 + i * 72
        _pipe(c, [(ex, oy + 170), (ex, oy + 230)])
        _valve(c, ex, oy + 190, f"SV-{i + 1}", vertical=True)
        _unit(c, (ex - 25, oy + 230, ex + 25, oy + 262), [f"EV-{i + 1}", room], 6.5)
        _pipe(c, [(ex, oy + 262), (ex, oy + 285)])
        c.text(ex + 4, oy + 218, f"TXV-{i + 1}", "helv", 6)
    _pipe(c, [(ox + 145 + 4 * 72, oy + 285), (ox + 55, oy + 285), (ox + 55, oy + 245)])
    _valve(c, ox + 100, oy + 285, "V-103")
    _inst(c, ox + 75, oy + 310, "PT-01")
    c.line((ox + 75, oy + 298), (ox + 75, oy + 285))
    _inst(c, ox + 115, oy + 310, "PSL-01")
    c.line((ox + 115, oy + 298), (ox + 115, oy + 285))
    c.text(ox + 150, oy + 300, "SUCTION LINE", "helv", 6.5)
    c.text(ox + 310, oy + 166, "LIQUID LINE", "helv", 6.5)


A_PAGES = [
    [
        ("h1", "CONTENTS"),
        ("toc", None),
        ("space", 20),
        (
            "p",
            "This manual is valid for the plants with serial No. GV320-1150 and following. Modifications of the "
            "plant made by the yard or the owner are not considered in this manual.",
        ),
    ],
    [
        (
            "cols",
            (
                [
                    ("h1", "1  GENERAL"),
                    ("h2", "1.1  Foreword"),
                    (
                        "p",
                        "This manual is concerning the provision refrigerating unit supplied by FRIGOMAR for the "
                        "preservation of the ship's provisions. Please read this manual carefully before to operate the "
                        "plant and keep it always near to the unit.",
                    ),
                    ("h2", "1.2  Safety advices"),
                    (
                        "p",
                        "Please take care that only trained personnel is working on the refrigerating plant. Before "
                        "opening any part of the refrigerant circuit, the compressor must be stopped, the main switch "
                        "locked in OFF position and the pressure must be reduced to 0 bar by pump-down into the receiver.",
                    ),
                    (
                        "p",
                        "The refrigerant is heavier than air. In case of leakage in closed spaces there is danger of "
                        "suffocation. Ventilate the compressor room before to enter and never work alone in the freezing "
                        "rooms: the man-trap alarm push button is installed inside of each freezing room near the door.",
                    ),
                    (
                        "p",
                        "ATTENTION! Never touch the discharge line and the cylinder heads during operation, the surface "
                        "temperature can reach 110 °C.",
                    ),
                ],
                [
                    ("h2", "1.3  Description of the plant"),
                    (
                        "p",
                        "The plant is composed by two identical condensing units (No.1 and No.2). One unit is in service and "
                        "the other one is in stand-by; each unit is able to maintain all the cold rooms alone. Each "
                        "condensing unit is consisting of a semi-hermetic reciprocating compressor with 4 cylinders, an oil "
                        "separator, a sea water cooled shell and tube condenser and a liquid receiver.",
                    ),
                    (
                        "p",
                        "The compressor is running at 1750 rpm with 60 Hz supply. The capacity is controlled by one unloader "
                        "on the cylinder head No.2, which is reducing the capacity to 50 % when the suction pressure is "
                        "falling under 0,8 bar.",
                    ),
                    (
                        "p",
                        "The refrigerant charge is approx. 38 kg for each unit. The cold rooms are cooled by forced air "
                        "evaporators (air coolers) with electric defrost in the freezing rooms and off-cycle defrost in "
                        "the chilled rooms.",
                    ),
                    (
                        "p",
                        "The room temperatures are kept by thermostat control of the room solenoid valves; the compressor "
                        "is started and stopped by the low pressure switch (pump-down system). In this way the refrigerant "
                        "is always stored in the receiver when the compressor is stopped.",
                    ),
                ],
            ),
        )
    ],
    [
        ("h2", "1.4  Main technical data (each condensing unit)"),
        (
            "table",
            {
                "cols": ["Item", "Data"],
                "widths": [2, 3],
                "rows": [
                    ["Compressor", "Semi-hermetic reciprocating, 4 cylinders, type SK-4T"],
                    ["Swept volume (1750 rpm)", "73,6 m³/h"],
                    ["Refrigerating capacity at Te -30 °C / Tc +40 °C", "11,8 kW"],
                    ["Refrigerating capacity at Te -10 °C / Tc +40 °C", "24,5 kW"],
                    ["Electric motor", "15 kW, 440 V, 60 Hz, 3 ph"],
                    ["Full load current", "26,5 A"],
                    ["Lubricating oil", "POE oil ISO VG 32"],
                    ["Oil charge of compressor", "4,5 l"],
                    ["Refrigerant / charge", "R449A / approx. 38 kg"],
                    ["Condenser", "Shell and tube, 2 passes, Cu-Ni tubes"],
                    ["Sea water flow", "7,5 m³/h"],
                    ["Sea water inlet temperature", "max. 32 °C"],
                    ["Design pressure HP / LP side", "28 bar / 18 bar"],
                    ["Weight of one unit (dry)", "690 kg"],
                ],
            },
        ),
        ("h2", "1.5  Cold rooms"),
        ("p", "The following rooms are connected to the plant:"),
        (
            "table",
            {
                "cols": [
                    "Room",
                    "Set temp.",
                    "Net volume",
                    "Air cooler",
                    "Defrost",
                    "Heater power",
                ],
                "widths": [2.2, 1.3, 1.3, 1.2, 1.4, 1.3],
                "ruled": False,
                "size": 9,
                "rows": [
                    ["Meat room", "-20 °C", "28 m³", "EV-1", "Electric", "3,2 kW"],
                    ["Fish room", "-22 °C", "14 m³", "EV-2", "Electric", "2,1 kW"],
                    ["Vegetable room", "+4 °C", "22 m³", "EV-3", "Off-cycle", "-"],
                    ["Dairy room", "+2 °C", "12 m³", "EV-4", "Off-cycle", "-"],
                    ["Lobby", "+10 °C", "9 m³", "EV-5", "Off-cycle", "-"],
                ],
            },
        ),
        (
            "p",
            "The freezing rooms are provided with door frame heaters (40 W/m) and drain line heaters, which are "
            "always energized. The vegetable room is provided with a fresh air fan for 2 air changes per day.",
        ),
    ],
    [
        ("h1", "2  REFRIGERANT CIRCUIT"),
        ("h2", "2.1  Description"),
        (
            "p",
            "The hot gas from the compressor C-1 is passing the oil separator OS-1, where the oil is returned to "
            "the crankcase by the float valve, and is condensed in the condenser CD-1. The liquid is collected in "
            "the receiver R-1 and is flowing through the king valve V-101, the filter drier DF-1 and the sight "
            "glass SG-1 to the room solenoid valves SV-1 ~ SV-5 and the thermostatic expansion valves. The "
            "condensing pressure is kept by the water regulating valve WRV-1 on the sea water outlet.",
        ),
        ("draw", (_a_drawing, 345)),
        ("caption", "Fig. 2-1  Refrigerant circuit (one condensing unit shown)"),
        (
            "small",
            "PT-01 suction pressure transmitter, PT-02 discharge pressure transmitter, PSH-02 high pressure "
            "switch, PSL-01 low pressure switch, TT-05 discharge temperature sensor, P-2 condenser cooling "
            "sea water pump, V-103 compressor suction stop valve.",
        ),
    ],
    [
        ("h2", "2.2  Settings of safety and control devices"),
        (
            "table",
            {
                "cols": ["Device", "Tag", "Setting", "Remarks"],
                "widths": [2.4, 1, 2.4, 2],
                "rows": [
                    ["High pressure switch", "PSH-02", "cut-out 22,5 bar", "manual reset"],
                    [
                        "Low pressure switch",
                        "PSL-01",
                        "cut-out 0,2 bar / cut-in 1,2 bar",
                        "automatic reset (pump-down)",
                    ],
                    [
                        "Oil differential pressure switch",
                        "PDSL-03",
                        "0,7 bar, time delay 90 s",
                        "manual reset",
                    ],
                    [
                        "Discharge temperature",
                        "TT-05",
                        "alarm 120 °C, stop 130 °C",
                        "via controller FRC-20",
                    ],
                    [
                        "Water regulating valve",
                        "WRV-1",
                        "16,5 ~ 17,5 bar condensing pressure",
                        "adjust with spindle",
                    ],
                    ["Unloader", "-", "unloading 0,8 bar, loading 1,5 bar", "cylinder head No.2"],
                    ["Safety valve on receiver", "SRV-1", "28 bar", "sealed"],
                    ["Crankcase heater", "-", "150 W", "on when compressor stopped"],
                ],
            },
        ),
        ("h2", "2.3  Defrost"),
        (
            "p",
            "The defrost of the freezing rooms is started by the timer of the controller 4 times per day (every "
            "6 hours). The defrost is terminated when the evaporator temperature is reaching +12 °C, or at the "
            "latest after 35 minutes (safety time). After the defrost the fans are starting with a delay of 3 "
            "minutes (drip time) to avoid that water is blown into the room.",
        ),
        (
            "p",
            "ATTENTION! Please take care that the defrost heaters are never energized with the air cooler fans "
            "running in the freezing room, otherwise the room temperature is rising quickly and the heaters "
            "can be damaged.",
        ),
        ("h2", "2.4  Room thermostats and expansion valves"),
        (
            "p",
            "The room temperature differential is 2 K: the solenoid valve of the room is opening at set point + 2 K "
            "and closing at set point. The superheat of the thermostatic expansion valves is factory set to "
            "5 ~ 7 K; turning the adjusting spindle clockwise is increasing the superheat.",
        ),
    ],
    [
        ("h1", "3  OPERATION"),
        ("h2", "3.1  Preparations before the first start"),
        (
            "ol",
            (
                [
                    (
                        "Check the oil level of the compressor.",
                        [
                            "The oil level must be kept between 1/4 and 3/4 of the sight glass.",
                            "Please take care that the crankcase heater was energized at least 12 hours before the start.",
                        ],
                    ),
                    (
                        "Open the sea water valves of the condenser and start the cooling water pump P-2.",
                        ["Check that the sea water pressure is within 1,5 ~ 2,5 bar."],
                    ),
                    "Open completely the discharge stop valve and the suction stop valve V-103 of the compressor, then "
                    "turn them back 1/4 turn.",
                    "Open the king valve V-101 on the receiver outlet.",
                    (
                        'Switch on the main switch and put the control switch to "AUTO".',
                        [
                            "The compressor is starting when the suction pressure is rising over the cut-in of the LP switch.",
                            "Check the oil pressure: it must be 1,5 ~ 3 bar over the suction pressure.",
                        ],
                    ),
                    "After 30 minutes of running check the sight glass SG-1: no bubbles shall be visible.",
                ],
                (_num, _let),
            ),
        ),
        ("h2", "3.2  Change-over of the condensing units"),
        (
            "p",
            "For the change-over, first close the king valve V-101 of the running unit and let the compressor pump "
            "down until it is stopping on the LP switch. Then close the suction and discharge stop valves. Open the "
            "valves of the stand-by unit in the order described in 3.1. The units must be changed over every week "
            "to equalize the running hours.",
        ),
        ("h2", "3.3  Stopping for a long period"),
        (
            "p",
            "Pump down the refrigerant into the receiver and close V-101. The complete refrigerant charge of one unit "
            "is fitting in the receiver (receiver volume 46 l). Close the sea water valves and keep the crankcase "
            "heater energized.",
        ),
    ],
    [
        ("h1", "4  ALARMS AND TROUBLESHOOTING"),
        ("h2", "4.1  Alarm list of the controller FRC-20"),
        (
            "table",
            {
                "cols": ["Code", "Display", "Meaning", "Reset"],
                "widths": [0.8, 1.8, 4, 1],
                "rows": [
                    ["AL01", "HP ALARM", "Discharge pressure over the setting of PSH-02", "manual"],
                    [
                        "AL02",
                        "LP ALARM",
                        "Suction pressure under 0,2 bar for more than 120 s",
                        "auto",
                    ],
                    ["AL03", "OIL PRESS", "Oil differential pressure under 0,7 bar", "manual"],
                    [
                        "AL04",
                        "MOTOR OVL",
                        "Thermal overload relay of compressor motor tripped",
                        "manual",
                    ],
                    ["AL05", "DISCH TEMP", "Discharge temperature over 120 °C", "auto"],
                    ["AL06", "HI TEMP MEAT", "Meat room over -15 °C for more than 60 min", "auto"],
                    ["AL07", "HI TEMP FISH", "Fish room over -17 °C for more than 60 min", "auto"],
                    [
                        "AL08",
                        "HI TEMP VEG",
                        "Vegetable room over +8 °C for more than 60 min",
                        "auto",
                    ],
                    ["AL09", "DEFR TIMEOUT", "Defrost terminated by safety time (35 min)", "auto"],
                    ["AL11", "PROBE FAIL", "Temperature sensor open or short circuit", "auto"],
                    [
                        "AL12",
                        "MAN IN ROOM",
                        "Man-trap push button in freezing room pressed",
                        "manual",
                    ],
                ],
            },
        ),
        ("h2", "4.2  Troubleshooting"),
        (
            "table",
            {
                "cols": ["Fault", "Possible cause", "Action"],
                "widths": [2, 2.6, 3],
                "rows": [
                    [
                        "Compressor stops on HP switch",
                        "Sea water flow too low; condenser tubes fouled; air in the system",
                        "Check P-2 and sea water valves; clean condenser tubes; purge non-condensables from condenser top",
                    ],
                    [
                        "Compressor short cycling on LP switch",
                        "Lack of refrigerant; filter drier clogged",
                        "Check sight glass; replace filter drier cartridge if temperature difference over DF-1 is more than 2 K",
                    ],
                    [
                        "Bubbles in sight glass",
                        "Lack of refrigerant",
                        "Find the leakage, then charge refrigerant in liquid phase",
                    ],
                    [
                        "Room temperature too high",
                        "Air cooler iced; fan stopped; expansion valve wrong setting",
                        "Manual defrost; check fan motor; set superheat 5 ~ 7 K",
                    ],
                    [
                        "Oil level falling",
                        "Float valve of oil separator stuck; too many starts",
                        "Check OS-1 float valve; check LP switch differential",
                    ],
                    [
                        "Frost on compressor suction",
                        "Superheat too low",
                        "Turn the TXV spindle clockwise",
                    ],
                ],
            },
        ),
    ],
    [
        ("h1", "5  MAINTENANCE"),
        ("h2", "5.1  Maintenance schedule"),
        (
            "table",
            {
                "cols": ["Work", "Daily", "Weekly", "Monthly", "6 months", "Yearly"],
                "widths": [4, 0.9, 0.9, 0.9, 0.9, 0.9],
                "rows": [
                    ["Check oil level of compressor", "√", "", "", "", ""],
                    ["Check sight glass SG-1", "√", "", "", "", ""],
                    ["Record pressures and room temperatures", "√", "", "", "", ""],
                    ["Change-over of the condensing units", "", "√", "", "", ""],
                    ["Check door gaskets and door heaters", "", "√", "", "", ""],
                    ["Clean drain pans of air coolers", "", "", "√", "", ""],
                    ["Leak test with electronic detector", "", "", "√", "", ""],
                    ["Function test of HP and LP switches", "", "", "", "√", ""],
                    ["Check zinc anodes of condenser", "", "", "", "√", ""],
                    ["Clean condenser tubes (sea water side)", "", "", "", "", "√"],
                    ["Oil change of compressor", "", "", "", "", "√"],
                    ["Check insulation of motors", "", "", "", "", "√"],
                ],
            },
        ),
        ("h2", "5.2  Oil change"),
        (
            "p",
            "The oil of the compressor shall be changed after the first 300 running hours and after that every "
            "5000 running hours or yearly. Please use only POE oil of the prescribed grade; mixing with mineral "
            "oil is not permitted. Tighten the oil drain plug to 40 Nm.",
        ),
        ("h2", "5.3  Valve plate and cylinder head"),
        (
            "p",
            "When opening the cylinder head always fit new gaskets. The cylinder head bolts M12 must be tightened "
            "crosswise in two stages, first to 40 Nm and finally to 75 Nm. The flange bolts of the suction and "
            "discharge stop valves are to be tightened to 55 Nm (5,6 kgf·m).",
        ),
        (
            "p",
            "ATTENTION! After every opening of the circuit the unit must be evacuated to an absolute pressure "
            "of max. 3 mbar before to open the valves.",
        ),
    ],
    [
        ("h1", "6  SPARE PARTS LIST"),
        (
            "table",
            {
                "cols": ["Item", "Part No.", "Description", "Qty"],
                "widths": [0.6, 1.6, 4.6, 0.6],
                "rows": [
                    ["1", "FM-320-101", "Valve plate assembly with gaskets", "1"],
                    ["2", "FM-320-102", "Suction valve reed", "4"],
                    ["3", "FM-320-103", "Discharge valve reed", "4"],
                    ["4", "FM-320-110", "Cylinder head gasket", "4"],
                    ["5", "FM-320-115", "Valve plate gasket", "4"],
                    ["6", "FM-320-120", "Oil pump assembly", "1"],
                    ["7", "FM-320-131", "Oil sight glass with O-ring", "1"],
                    ["8", "FM-400-210", "Filter drier cartridge 48 cu.in.", "6"],
                    ["9", "FM-400-215", "Sight glass with moisture indicator", "1"],
                    ["10", "FM-500-301", "Expansion valve orifice No. 2 (freezing rooms)", "2"],
                    ["11", "FM-500-302", "Expansion valve orifice No. 1 (chilled rooms)", "3"],
                    ["12", "FM-500-330", "Solenoid valve coil 230 V 50/60 Hz", "2"],
                    ["13", "FM-600-410", "Defrost heater element 1050 W", "3"],
                    ["14", "FM-600-420", "Air cooler fan motor 0,25 kW", "1"],
                    ["15", "FM-700-510", "High pressure switch", "1"],
                    ["16", "FM-700-511", "Low pressure switch", "1"],
                    ["17", "FM-800-601", "Zinc anode for condenser cover", "4"],
                    ["18", "FM-800-610", "Condenser cover gasket", "2"],
                ],
            },
        ),
        (
            "p",
            "When ordering spare parts please indicate always the type of plant, the serial number and the part "
            "number.",
        ),
    ],
]

FRIGOMAR = (
    "frigomar-gv320-provision-plant.pdf",
    {
        "title": "GV-320 Provision Refrigerating Unit",
        "maker": "Frigomar",
        "cover": _a_cover,
        "frame": _a_frame,
        "style": {
            "reg": "helv",
            "bold": "hebo",
            "size": 9.5,
            "h1_rule": True,
            "accent": (0.2, 0.4, 0.7),
        },
        "pages": A_PAGES,
        "toc_levels": 2,
    },
)


# ================================================================ B: Keystone auxiliary boiler (US style)
def _b_cover(c):
    c.rect((40, 40, W - 40, H - 40), width=2)
    c.rect((46, 46, W - 46, H - 46), width=0.5)
    c.text(LEFT + 20, 140, "KEYSTONE COMBUSTION CO.", "tibo", 24)
    c.text(LEFT + 20, 162, "Mobile, Alabama  -  Marine Division", "tiro", 12)
    c.line((LEFT + 20, 180), (RIGHT - 20, 180), width=1.5)
    c.text(LEFT + 20, 300, "MODEL KSB-2200", "tibo", 30)
    c.text(LEFT + 20, 335, "Vertical Oil-Fired Auxiliary Boiler", "tiro", 18)
    c.text(LEFT + 20, 358, "with BMS-500 Burner Management System", "tiro", 14)
    c.text(LEFT + 20, 440, "OPERATION AND MAINTENANCE MANUAL", "tibo", 16)
    c.text(LEFT + 20, 700, "Publication KSB-2200-OM   Revision B   June 2021", "tiro", 10)
    c.text(
        LEFT + 20, 716, "Read this manual completely before operating the equipment.", "tiro", 10
    )


def _b_frame(c, n, total):
    c.text(LEFT, 40, "KSB-2200 AUXILIARY BOILER", "tibo", 9)
    s = "OPERATION & MAINTENANCE"
    c.text(RIGHT - c.width(s, "tiro", 9), 40, s, "tiro", 9)
    c.line((LEFT, 46), (RIGHT, 46), width=0.8)
    c.line((LEFT, 798), (RIGHT, 798), width=0.8)
    c.text(LEFT, 811, "KSB-2200-OM  Rev. B", "tiro", 8.5)
    s = f"{n}"
    c.text((LEFT + RIGHT) / 2 - c.width(s, "tibo", 10) / 2, 812, s, "tibo", 10)


def _b_drawing(c, x, y, w):
    ox, oy = x + 10, y + 10
    c.rect((x, y, x + w, y + 360), width=0.4)
    # boiler shell
    _unit(c, (ox + 160, oy + 70, ox + 260, oy + 290), ["BOILER", "B-1", "KSB-2200"], 8)
    # steam outlet
    _pipe(c, [(ox + 210, oy + 70), (ox + 210, oy + 40), (ox + 460, oy + 40)])
    _valve(c, ox + 300, oy + 40, "V-101")
    c.text(ox + 380, oy + 34, "STEAM TO SERVICES", "tiro", 7)
    _pipe(c, [(ox + 185, oy + 70), (ox + 185, oy + 20)])
    _valve(c, ox + 185, oy + 30, "", vertical=True)
    c.text(ox + 125, oy + 14, "SV-1 / SV-2 (safety valves)", "tiro", 7)
    _inst(c, ox + 250, oy + 15, "PT-03")
    c.line((ox + 250, oy + 27), (ox + 250, oy + 40))
    _inst(c, ox + 345, oy + 15, "PSHH-04", r=14)
    c.line((ox + 345, oy + 29), (ox + 345, oy + 40))
    # level
    c.line((ox + 260, oy + 110), (ox + 290, oy + 110))
    c.line((ox + 260, oy + 170), (ox + 290, oy + 170))
    c.rect((ox + 290, oy + 105, ox + 300, oy + 175), fill=(1, 1, 1))
    c.text(ox + 304, oy + 145, "LG-1 gauge glass", "tiro", 7)
    _inst(c, ox + 330, oy + 110, "LT-01")
    c.line((ox + 300, oy + 110), (ox + 318, oy + 110))
    _inst(c, ox + 330, oy + 185, "LSLL-02", r=14)
    c.line((ox + 260, oy + 185), (ox + 316, oy + 185))
    c.text(ox + 266, oy + 137, "NWL", "tibo", 7)
    c.line((ox + 262, oy + 140), (ox + 288, oy + 140), width=0.3)
    # feedwater
    _unit(c, (ox + 380, oy + 230, ox + 460, oy + 270), ["HOTWELL", "T-1"])
    _pipe(c, [(ox + 380, oy + 250), (ox + 260, oy + 250)])
    _pump(c, ox + 340, oy + 250, "P-1 / P-2 feed pumps")
    _valve(c, ox + 290, oy + 250, "V-102")
    # blowdown
    _pipe(c, [(ox + 210, oy + 290), (ox + 210, oy + 330), (ox + 320, oy + 330)])
    _valve(c, ox + 250, oy + 330, "V-103")
    c.text(ox + 280, oy + 345, "TO OVERBOARD", "tiro", 7)
    _pipe(c, [(ox + 260, oy + 200), (ox + 275, oy + 200), (ox + 275, oy + 215)])
    c.text(ox + 280, oy + 218, "V-104 surface blow", "tiro", 7)
    # fuel
    _pipe(c, [(ox + 160, oy + 260), (ox + 20, oy + 260)])
    _unit(c, (ox + 110, oy + 250, ox + 160, oy + 272), ["BR-1"], 7)
    _valve(c, ox + 95, oy + 260, "SV-12")
    _valve(c, ox + 75, oy + 260, "SV-11", above=False)
    _unit(c, (ox + 35, oy + 200, ox + 85, oy + 225), ["HEATER H-1"], 6.5)
    _pipe(c, [(ox + 60, oy + 225), (ox + 60, oy + 260)])
    _pipe(c, [(ox + 60, oy + 200), (ox + 60, oy + 160)])
    _pump(c, ox + 60, oy + 150, "")
    c.text(ox + 74, oy + 153, "P-4 FO pump", "tiro", 7)
    _pipe(c, [(ox + 60, oy + 140), (ox + 60, oy + 100)])
    c.text(ox + 30, oy + 95, "FROM FO SERVICE TANK", "tiro", 7)
    _inst(c, ox + 110, oy + 215, "TT-06")
    c.line((ox + 98, oy + 215), (ox + 85, oy + 215))
    _unit(c, (ox + 100, oy + 300, ox + 150, oy + 322), ["FD FAN"], 7)
    _pipe(c, [(ox + 125, oy + 300), (ox + 125, oy + 272)])
    _inst(c, ox + 20 + 8, oy + 300, "UV-1")
    c.line((ox + 40, oy + 300), (ox + 110, oy + 272), width=0.3)


B_PAGES = [
    [
        ("h1", "TABLE OF CONTENTS"),
        ("toc", None),
        ("space", 10),
        ("h2", "SAFETY SUMMARY"),
        (
            "box",
            (
                "CAUTION",
                "Never attempt to light the burner from a hot furnace or re-light after a flame failure "
                "without a complete purge. Oil vapor in a hot furnace can cause a furnace explosion.",
                "bar",
            ),
        ),
        (
            "box",
            (
                "CAUTION",
                "Do not defeat, jumper or bypass any safety interlock of the burner management system.",
                "bar",
            ),
        ),
    ],
    [
        ("h1", "SECTION 1  GENERAL DESCRIPTION"),
        ("h2", "1.1  Scope"),
        (
            "p",
            "This manual covers installation checks, operation and maintenance of the KSB-2200 vertical auxiliary "
            "boiler and its BMS-500 burner management system as supplied for shipboard service. Figures in U.S. "
            "customary units are given first with metric equivalents in parentheses.",
        ),
        ("h2", "1.2  Boiler"),
        (
            "p",
            "The boiler is a vertical, two-pass fire-tube (smoke-tube) unit with a wet-back furnace. Combustion "
            "gases leave the furnace through 88 smoke tubes of 2-1/2 in (63.5 mm) O.D. to the uptake. The shell "
            "carries the steam space, the water level gauge glasses, the safety valves and the manhole on the "
            "top head. Two 6 in x 4 in handholes at the bottom give access to the water side of the furnace floor.",
        ),
        (
            "p",
            "The boiler is equipped with two spring-loaded safety valves SV-1 and SV-2, both set at 150 psig "
            "(10.3 bar). The combined relieving capacity of the valves exceeds the maximum evaporation of the boiler.",
        ),
        ("h2", "1.3  Burner"),
        (
            "p",
            "The burner BR-1 is a pressure-jet (return-flow) oil burner with a direct-driven forced draft fan. "
            "Firing rate is modulated between low fire and high fire by a spill-back valve linked to the air "
            "damper, giving a turndown ratio of 4:1. Ignition is by high-tension electric spark, 10 kV, direct "
            "onto a diesel oil pilot nozzle. HFO must be heated in the fuel heater H-1 to 248-266 °F (120-130 °C) "
            "at the burner for correct atomization.",
        ),
    ],
    [
        ("h2", "1.4  Specifications"),
        (
            "table",
            {
                "cols": ["Parameter", "U.S. units", "Metric"],
                "widths": [3, 2, 2],
                "size": 9.5,
                "rows": [
                    ["Steam output (from and at 212 °F)", "4,850 lb/hr", "2,200 kg/h"],
                    ["Design pressure", "150 psig", "10.3 bar"],
                    ["Normal working pressure", "100-110 psig", "6.9-7.6 bar"],
                    ["Steam temperature (saturated, 105 psig)", "343 °F", "173 °C"],
                    ["Feedwater temperature", "min. 140 °F", "min. 60 °C"],
                    ["Water content at NWL", "396 US gal", "1.5 m³"],
                    ["Heating surface", "646 ft²", "60 m²"],
                    ["Fuel", "MGO (DMA) or HFO to 380 cSt", "MGO (DMA) or HFO to 380 cSt"],
                    ["Fuel consumption, high fire", "42 US gal/hr", "159 L/h"],
                    ["Fuel pressure at burner", "300-360 psi", "20.7-24.8 bar"],
                    ["FD fan motor", "7.5 hp, 440 V, 60 Hz", "5.5 kW"],
                    ["Dry weight", "13,200 lb", "6,000 kg"],
                    ["Operating weight", "16,500 lb", "7,500 kg"],
                ],
            },
        ),
        (
            "p",
            "Electrical supply for the control circuits is 115 VAC, 60 Hz, taken from the boiler control panel "
            "transformer. The BMS-500 requires a stable supply between 102 and 132 VAC.",
        ),
    ],
    [
        ("h1", "SECTION 2  BURNER MANAGEMENT SYSTEM"),
        ("h2", "2.1  General"),
        (
            "p",
            "The BMS-500 flame safeguard controls the firing sequence, supervises the flame with the UV scanner UV-1 "
            "and shuts down the burner safely on any abnormal condition. Lockouts are latched and must be reset "
            "manually at the BMS-500 front; alarms reset automatically when the condition clears.",
        ),
        ("h2", "2.2  Firing sequence"),
        (
            "p",
            "On a call for steam the BMS-500 starts the forced draft (FD) fan and drives the air damper to the "
            "full-open position. After the open-damper proving switch closes, the furnace is purged for 45 "
            "seconds (pre-purge), which gives at least four air changes of the furnace and uptake. The damper then "
            "returns to low-fire position and the ignition transformer is energized.",
        ),
        (
            "p",
            "The pilot trial for ignition (PTFI) lasts 10 seconds; if the UV scanner does not prove the pilot "
            "flame within this time the system locks out. With the pilot proven, the main fuel solenoid valves "
            "SV-11 and SV-12 open and the main flame trial for ignition (MTFI) of 5 seconds follows, after which "
            "the pilot is shut off. On every shutdown the fan continues for a post-purge of 15 seconds.",
        ),
        (
            "p",
            "The flame signal is displayed in VDC. A normal, stable flame reads 2.0 to 5.0 VDC; below 1.25 VDC the "
            "flame is considered lost. The flame-failure response time (FFRT) is 4 seconds maximum.",
        ),
        ("h2", "2.3  Pressure and level controls"),
        (
            "table",
            {
                "cols": ["Function", "psig", "bar"],
                "widths": [4, 1.4, 1.4],
                "size": 9.5,
                "rows": [
                    ["Burner ON (cut-in)", "95", "6.6"],
                    ["Change to high fire (below)", "100", "6.9"],
                    ["Change to low fire (above)", "108", "7.4"],
                    ["Burner OFF (cut-out)", "115", "7.9"],
                    ["High steam pressure alarm", "125", "8.6"],
                    ["High pressure cutout PSHH-04 (manual reset)", "135", "9.3"],
                ],
            },
        ),
        (
            "p",
            "Water level is controlled by the level transmitter LT-01 with on-off control of the feed pumps. The low "
            "water alarm is given at 2 in (50 mm) below NWL; the independent low-low water cutout LSLL-02 locks out "
            "the burner at 4 in (100 mm) below NWL. The high water alarm is at 3 in (75 mm) above NWL.",
        ),
    ],
    [
        ("h2", "2.4  Lockout and Alarm Codes"),
        (
            "p",
            "Codes are shown on the BMS-500 display. L-codes are lockouts (burner shut down, manual reset); "
            "A-codes are alarms only.",
        ),
        (
            "table",
            {
                "cols": ["Code", "Display", "Description", "Reset"],
                "widths": [0.8, 1.9, 4, 0.9],
                "size": 9,
                "rows": [
                    [
                        "L-10",
                        "FAN FAIL",
                        "FD fan overload tripped or air flow switch not made within 10 s of fan start",
                        "Manual",
                    ],
                    [
                        "L-12",
                        "DAMPER POS",
                        "Damper did not prove open or low-fire position within 60 s",
                        "Manual",
                    ],
                    [
                        "L-21",
                        "FLAME FAIL PTFI",
                        "No pilot flame proven during pilot trial for ignition",
                        "Manual",
                    ],
                    [
                        "L-22",
                        "FLAME FAIL MTFI",
                        "Main flame not proven at end of main trial",
                        "Manual",
                    ],
                    [
                        "L-23",
                        "FLAME LOSS RUN",
                        "Flame lost during run (signal below 1.25 VDC)",
                        "Manual",
                    ],
                    [
                        "L-25",
                        "FLAME PRE-IGN",
                        "Flame signal during pre-purge: scanner fault or leaking fuel valve",
                        "Manual",
                    ],
                    ["L-30", "LOW-LOW WATER", "Water level 4 in below NWL (LSLL-02)", "Manual"],
                    [
                        "L-31",
                        "HIGH STM PRESS",
                        "Steam pressure at PSHH-04 setting, 135 psig",
                        "Manual",
                    ],
                    [
                        "L-33",
                        "LOW FO TEMP",
                        "HFO temperature below 230 °F (110 °C) at burner",
                        "Manual",
                    ],
                    ["L-34", "LOW FO PRESS", "Fuel pressure below 250 psi (17.2 bar)", "Manual"],
                    ["A-40", "LOW WATER", "Water level 2 in below NWL", "Auto"],
                    ["A-41", "HIGH WATER", "Water level 3 in above NWL", "Auto"],
                    ["A-42", "HIGH STM PRESS", "Steam pressure above 125 psig", "Auto"],
                    ["A-45", "HIGH FO TEMP", "HFO temperature above 284 °F (140 °C)", "Auto"],
                    ["A-47", "SALINITY HIGH", "Condensate salinity above 10 ppm", "Auto"],
                    [
                        "A-50",
                        "SCANNER WEAK",
                        "Flame signal below 2.0 VDC for more than 30 s",
                        "Auto",
                    ],
                ],
            },
        ),
        (
            "box",
            (
                "NOTE",
                "Wait at least 60 seconds after a lockout before pressing RESET. Three consecutive lockouts "
                "within one hour disable the RESET button until the control is powered down.",
                "bar",
            ),
        ),
    ],
    [
        ("h1", "SECTION 3  PIPING AND INSTRUMENTATION"),
        (
            "p",
            "Figure 3-1 shows the boiler mountings, the feed, fuel and blowdown connections and the instruments "
            "supervised by the BMS-500.",
        ),
        ("draw", (_b_drawing, 370)),
        ("caption", "Figure 3-1  Simplified P&ID, KSB-2200 auxiliary boiler"),
        (
            "small",
            "V-101 main steam stop valve; V-102 feed check valve; V-103 bottom blowdown valve; V-104 surface "
            "blowdown valve; P-1/P-2 feed pumps; P-4 fuel oil pump; H-1 fuel oil heater; SV-11/SV-12 main "
            "fuel solenoid valves; PT-03 steam pressure transmitter; PSHH-04 high pressure cutout; LT-01 level "
            "transmitter; LSLL-02 low-low water cutout; TT-06 fuel temperature; UV-1 flame scanner.",
        ),
    ],
    [
        ("h1", "SECTION 4  OPERATION"),
        ("h2", "4.1  Starting From Cold"),
        (
            "ol",
            (
                [
                    (
                        "Preliminary checks:",
                        [
                            "Verify water is visible in both gauge glasses at about NWL.",
                            "Open the air vent on the boiler top and the drain of the main steam stop valve V-101.",
                            "Check that V-101 is closed.",
                        ],
                    ),
                    (
                        "Fuel system:",
                        [
                            "Start on MGO (DMA) when the boiler is cold; do not fire HFO until steam is available for the fuel "
                            "heater H-1.",
                            "Start fuel oil pump P-4 and check fuel pressure 300-360 psi at the burner.",
                        ],
                    ),
                    "Set the BMS-500 mode selector to MANUAL LOW FIRE and press START.",
                    "Fire intermittently during the first hour, about 5 minutes on and 10 minutes off, to warm the boiler "
                    "evenly.",
                    "Close the air vent when steam issues freely, at approximately 25 psig (1.7 bar).",
                    "Raise pressure gradually. The time from cold to working pressure shall not be less than 3 hours.",
                    (
                        "At working pressure:",
                        [
                            "Blow through both gauge glasses and check that the level returns promptly.",
                            "Warm through the steam line using the drains, then open V-101 slowly.",
                        ],
                    ),
                    "Set the mode selector to AUTO.",
                ],
                (_num, _let_p),
            ),
        ),
        (
            "box",
            (
                "CAUTION",
                "Never fire the boiler with the water level below the bottom of the gauge glass. If water "
                "is not visible, secure the burner immediately and do not add feedwater until the boiler "
                "has cooled.",
                "bar",
            ),
        ),
        ("h2", "4.2  Normal Shutdown"),
        (
            "p",
            "Switch the burner to OFF and let the fan complete the post-purge. Close V-101 and keep the feed system "
            "in AUTO until the pressure has fallen below 50 psig (3.4 bar). If the boiler is to be laid up, change "
            "over to MGO at least 15 minutes before stopping so that the fuel lines are free of HFO.",
        ),
    ],
    [
        ("h2", "4.3  Bottom Blowdown Procedure"),
        (
            "p",
            "Bottom blowdown removes sludge from the lowest part of the boiler. Carry it out once per day, or as "
            "directed by the water test results, at low load.",
        ),
        (
            "table",
            {
                "cols": ["Step", "Action", "Remarks"],
                "widths": [0.6, 4, 2.6],
                "size": 9.5,
                "rows": [
                    ["1", "Reduce load; burner on low fire or off", "Never blow down at high fire"],
                    [
                        "2",
                        "Raise water level to 2 in above NWL with manual feed",
                        "Gives reserve for the blow",
                    ],
                    [
                        "3",
                        "Open the ship-side overboard valve fully",
                        "Always open first, close last",
                    ],
                    [
                        "4",
                        "Open bottom blowdown valve V-103 quickly to full open",
                        "Hold open not more than 5 seconds",
                    ],
                    [
                        "5",
                        "Close V-103, then close the ship-side valve",
                        "Check V-103 is tight (no flow noise)",
                    ],
                    [
                        "6",
                        "Observe water level; repeat if required",
                        "Do not lower level more than 2 in (50 mm)",
                    ],
                ],
            },
        ),
        ("h1", "SECTION 5  WATER TREATMENT"),
        (
            "p",
            "Test boiler water and feedwater daily. Keep the values within the limits below; log all results.",
        ),
        (
            "table",
            {
                "cols": [
                    "Sample",
                    "pH at 77 °F",
                    "P-alkalinity, ppm CaCO3",
                    "Chloride, ppm Cl",
                    "Phosphate, ppm PO4",
                    "Hardness, ppm CaCO3",
                    "Conductivity, µS/cm",
                ],
                "widths": [1.4, 1, 1.2, 1, 1.1, 1.1, 1.2],
                "size": 8.5,
                "rows": [
                    [
                        "Boiler water",
                        "10.5-11.5",
                        "100-300",
                        "max. 200",
                        "20-40",
                        "nil",
                        "max. 2,000",
                    ],
                    ["Feedwater", "8.3-9.2", "-", "max. 10", "-", "max. 2", "max. 50"],
                    ["Condensate", "8.3-9.0", "-", "max. 5", "-", "nil", "max. 30"],
                ],
            },
        ),
        (
            "p",
            "If the chloride level rises rapidly, look for sea water contamination of the condensate (drain cooler "
            "or condenser leak) before increasing the blowdown. Oil in the hotwell must be removed before it "
            "reaches the boiler: oil films on heating surfaces cause overheating of the furnace.",
        ),
    ],
    [
        ("h1", "SECTION 6  MAINTENANCE"),
        (
            "p",
            "A planned maintenance program is the best protection against forced outages of the boiler plant. "
            "Keep a boiler log recording steam pressure, feedwater temperature, water test results, burner running "
            "hours, lockouts and all blowdowns. Compare the daily readings: a gradual rise of the uptake gas "
            "temperature of more than 70 °F (40 °C) above the clean-boiler value indicates fouled smoke tubes.",
        ),
        (
            "box",
            (
                "CAUTION",
                "Before any work on the burner or inside the furnace, close and lock the fuel oil supply "
                "valves, isolate and tag the BMS-500 and the FD fan starter, and ventilate the furnace. "
                "Before opening the manhole make sure the boiler is fully depressurized and the vent is "
                "open.",
                "bar",
            ),
        ),
        ("h2", "6.1  Preventive Maintenance Schedule"),
        (
            "p",
            "Intervals are based on burner running hours where given in hours. Tasks marked X are due at the "
            "interval shown.",
        ),
        (
            "table",
            {
                "cols": ["Component", "Task", "Daily", "Weekly", "500 h", "2,000 h", "Annual"],
                "widths": [1.8, 3.4, 0.7, 0.8, 0.7, 0.8, 0.8],
                "size": 9,
                "rows": [
                    ["Gauge glasses", "Blow through, check cocks", "X", "", "", "", ""],
                    [
                        "Boiler water",
                        "Test pH, alkalinity, chloride, phosphate",
                        "X",
                        "",
                        "",
                        "",
                        "",
                    ],
                    ["Bottom blowdown", "Per 4.3", "X", "", "", "", ""],
                    ["Furnace", "Check for oil leakage and carbon deposits", "X", "", "", "", ""],
                    [
                        "Low-low water cutout",
                        "Test LSLL-02 by blowing down float chamber",
                        "",
                        "X",
                        "",
                        "",
                        "",
                    ],
                    ["Flame scanner", "Clean UV-1 lens and sight tube", "", "X", "", "", ""],
                    ["FO strainers", "Clean duplex strainer", "", "X", "", "", ""],
                    [
                        "BMS-500",
                        "Test flame failure response (close pilot valve)",
                        "",
                        "X",
                        "",
                        "",
                        "",
                    ],
                    ["Burner nozzle", "Remove, clean, inspect orifice", "", "", "X", "", ""],
                    ["Ignition electrodes", "Clean; set gap 1/8 in (3 mm)", "", "", "X", "", ""],
                    [
                        "Safety valves",
                        "Hand-lift test at not less than 75 % of set pressure",
                        "",
                        "",
                        "X",
                        "",
                        "",
                    ],
                    [
                        "Air damper linkage",
                        "Check free movement, tighten set screws",
                        "",
                        "",
                        "X",
                        "",
                        "",
                    ],
                    ["High pressure cutout", "Function test PSHH-04", "", "", "X", "", ""],
                    ["Smoke tubes", "Clean fire side, remove soot", "", "", "", "X", ""],
                    ["FD fan motor", "Grease bearings", "", "", "", "X", ""],
                    ["Feed pumps", "Check mechanical seals and coupling", "", "", "", "X", ""],
                    [
                        "Water side",
                        "Open manhole and handholes, inspect for scale and corrosion",
                        "",
                        "",
                        "",
                        "",
                        "X",
                    ],
                    ["Refractory", "Inspect burner throat and furnace floor", "", "", "", "", "X"],
                    ["Gauge glasses", "Renew glasses and gaskets", "", "", "", "", "X"],
                ],
            },
        ),
    ],
    [
        (
            "table",
            {
                "cols": None,
                "widths": [1.8, 3.4, 0.7, 0.8, 0.7, 0.8, 0.8],
                "size": 9,
                "rows": [
                    ["Safety valves", "Overhaul and set (class survey)", "", "", "", "", "X"],
                    ["Feed check valve V-102", "Overhaul", "", "", "", "", "X"],
                    ["Pressure gauges", "Calibrate", "", "", "", "", "X"],
                ],
            },
        ),
        ("h2", "6.2  Manhole and Handhole Covers"),
        (
            "p",
            "Always fit new gaskets after a water-side inspection. Torque the manhole cover nuts to 90 ft-lb "
            "(122 N·m) and the handhole cover nuts to 45 ft-lb (61 N·m). Re-torque hot after the boiler has "
            "reached 50 psig (3.4 bar).",
        ),
        ("h2", "6.3  Burner Removal"),
        (
            "p",
            "Swing the burner out on its hinge after closing the fuel valves and isolating the electrical supply. "
            "When refitting, tighten the burner mounting flange bolts evenly to 35 ft-lb (47 N·m) and check that "
            "the UV scanner sight tube is clear.",
        ),
        (
            "box",
            (
                "CAUTION",
                "Hydrostatic test pressure after repairs is 1.5 times design pressure, 225 psig "
                "(15.5 bar). Gag or remove the safety valves before the test.",
                "bar",
            ),
        ),
    ],
    [
        ("h1", "SECTION 7  TROUBLESHOOTING"),
        (
            "table",
            {
                "cols": ["Trouble", "Possible Cause", "Remedy"],
                "widths": [2, 3, 3],
                "size": 9,
                "rows": [
                    [
                        "Burner will not start, fan does not run",
                        "Control switch OFF; low-low water; high pressure cutout "
                        "tripped; BMS-500 in lockout",
                        "Check indications on BMS-500 display; correct cause and reset",
                    ],
                    [
                        "Repeated lockout L-21 on ignition",
                        "Electrodes fouled or gap wrong; ignition transformer faulty; "
                        "scanner lens dirty",
                        "Clean electrodes, set gap 1/8 in; check transformer output 10 kV; clean lens",
                    ],
                    [
                        "Rumble or pulsation on light-off",
                        "Too much air at light-off; fuel too cold",
                        "Adjust low-fire air setting; check HFO at 248-266 °F",
                    ],
                    [
                        "Heavy black smoke",
                        "Insufficient air; nozzle worn; fuel temperature low",
                        "Check damper linkage; renew nozzle; check heater H-1",
                    ],
                    [
                        "White smoke",
                        "Excess air; water in fuel",
                        "Reduce air; drain the service tank",
                    ],
                    [
                        "Steam pressure falls under load",
                        "Nozzle partly clogged; smoke tubes fouled",
                        "Clean nozzle; clean smoke tubes",
                    ],
                    [
                        "Water level surging, carry-over (priming)",
                        "High dissolved solids; oil in boiler water; level too high",
                        "Surface blow with V-104; check conductivity; keep level at NWL",
                    ],
                    [
                        "Safety valve lifts below set pressure",
                        "Weak spring; damaged seat",
                        "Overhaul and reset valve",
                    ],
                    [
                        "Low flame signal, alarm A-50",
                        "Dirty scanner lens; sight tube blocked",
                        "Clean lens; check scanner cooling air",
                    ],
                ],
            },
        ),
    ],
]

KEYSTONE = (
    "keystone-ksb2200-aux-boiler.pdf",
    {
        "title": "KSB-2200 Auxiliary Boiler O&M",
        "maker": "Keystone Combustion Co.",
        "cover": _b_cover,
        "frame": _b_frame,
        "style": {"reg": "tiro", "bold": "tibo", "size": 10.5},
        "pages": B_PAGES,
        "toc_levels": 2,
    },
)


# ================================================================ C: Vigilon fire detection panel (formal, boxes)
def _c_cover(c):
    c.rect((0, 0, W, H), width=0, color=None, fill=(0.12, 0.12, 0.14))
    c.rect((0, 250, W, 470), width=0, color=None, fill=(1, 1, 1))
    c.text_white(LEFT, 120, "VIGILON", "hebo", 40)
    c.text_white(LEFT, 145, "Safety Systems Ltd", "helv", 13)
    c.text(LEFT, 310, "VSX-8", "hebo", 40)
    c.text(LEFT, 345, "Addressable Fire Detection and Alarm Control Panel", "helv", 15)
    c.text(LEFT, 375, "Marine Edition", "helv", 13)
    c.text(LEFT, 430, "Installation, Commissioning and Maintenance Manual", "hebo", 13)
    c.text_white(LEFT, 760, "Document 996-218   Issue 4", "helv", 10)
    c.text_white(LEFT, 776, "Software version 4.2 and later", "helv", 10)


def _c_frame(c, n, total):
    c.rect((0, 28, W, 52), width=0, color=None, fill=(0.85, 0.85, 0.87))
    c.text(LEFT, 44, "VIGILON  VSX-8", "hebo", 9)
    s = "Installation, Commissioning and Maintenance"
    c.text(RIGHT - c.width(s, "helv", 8.5), 44, s, "helv", 8.5)
    c.text(LEFT, 815, "Document 996-218 Issue 4", "helv", 7.5)
    s = f"Page {n} of {total}"
    c.text(RIGHT - c.width(s, "hebo", 8), 815, s, "hebo", 8)
    c.line((LEFT, 803), (RIGHT, 803), width=0.3)


def _c_drawing(c, x, y, w):
    ox, oy = x, y + 5
    c.rect((x, y, x + w, y + 300), width=0.4)
    _unit(
        c,
        (ox + 15, oy + 60, ox + 95, oy + 230),
        ["VSX-8", "PANEL", "", "LOOP CARD", "LC-2", "LOOP 1"],
        8,
    )
    c.text(ox + 60, oy + 83, "L1 OUT", "helv", 6.5)
    c.text(ox + 65, oy + 226, "L1 IN", "helv", 6.5)
    top, bot, right = oy + 80, oy + 240, ox + w - 20
    _pipe(c, [(ox + 95, top), (right, top), (right, bot), (ox + 60, bot), (ox + 60, oy + 230)])
    # zones
    zones = [
        (ox + 120, ox + 250, "ZONE 01 - ACCOMMODATION DECK A"),
        (ox + 265, right + 12, "ZONE 02 - ENGINE ROOM"),
    ]
    for zx0, zx1, zl in zones:
        c.rect((zx0, top - 40, zx1, top + 25), width=0.4)
        c.text(zx0 + 4, top - 30, zl, "helv", 6.5)
    c.rect((ox + 200, bot - 25, right + 12, bot + 40), width=0.4)
    c.text(ox + 204, bot + 34, "ZONE 03 - PUMP ROOM / SPRINKLER", "helv", 6.5)

    def iso(px, py, tag):
        c.rect((px - 7, py - 7, px + 7, py + 7), fill=(1, 1, 1))
        c.line((px - 7, py + 7), (px + 7, py - 7))
        c.text(px - 8, py + 17, tag, "helv", 6.5)

    iso(ox + 110, top, "I-1")
    for i, tag in enumerate(["D-101", "D-102", "M-103"]):
        _inst(c, ox + 145 + i * 38, top, tag, r=13)
    iso(ox + 258, top, "I-2")
    for i, tag in enumerate(["F-201", "F-202", "H-203", "S-204"]):
        _inst(c, ox + 290 + i * 40, top, tag, r=13)
    iso(right, top + 80, "I-3")
    _unit(c, (ox + 330, bot - 12, ox + 375, bot + 12), ["IM-301"], 7)
    c.line((ox + 352, bot + 12), (ox + 352, bot + 28))
    c.text(ox + 358, bot + 26, "FS-1 flow switch", "helv", 6.5)
    _inst(c, ox + 270, bot, "D-302", r=13)
    iso(ox + 170, bot, "I-4")
    c.text(
        ox + 120, top + 60, "D = detector, M = manual call point, F = flame detector,", "helv", 7
    )
    c.text(
        ox + 120,
        top + 70,
        "H = heat detector, S = sounder, I = loop isolator, IM = input module",
        "helv",
        7,
    )


C_PAGES = [
    [
        ("h1", "Contents"),
        ("toc", None),
        ("h2", "Document conventions"),
        ("p", "Safety information in this manual is presented as follows:"),
        (
            "box",
            (
                "WARNING",
                "Indicates a hazard which, if not avoided, could result in death or serious injury.",
                "frame",
            ),
        ),
        (
            "box",
            (
                "CAUTION",
                "Indicates a hazard which, if not avoided, could damage the equipment or cause loss of "
                "fire protection.",
                "frame",
            ),
        ),
        ("box", ("NOTE", "Gives additional information to help the reader.", "frame")),
    ],
    [
        (
            "cols",
            (
                [
                    ("h1", "1  System overview"),
                    ("h2", "1.1  Introduction"),
                    (
                        "p",
                        "The VSX-8 is a microprocessor-controlled analogue addressable fire detection and alarm control and "
                        "indicating equipment for ships and offshore units. It monitors detectors, call points and "
                        "interface modules on addressable loops and drives alarm sounders, relay outputs and the ship's "
                        "alarm and monitoring system.",
                    ),
                    ("h2", "1.2  Capacity"),
                    (
                        "p",
                        "The panel accepts from two to eight addressable loops, added in pairs by fitting LC-2 loop cards. "
                        "Each loop supports up to 240 addresses, so a fully equipped panel monitors up to 1,920 devices, "
                        "allocated to a maximum of 500 zones. Up to 16 panels and repeaters may be connected on the VNet "
                        "peer-to-peer network; the bridge repeater RP-8 is a full-function repeater.",
                    ),
                ],
                [
                    ("h2", "1.3  Loop wiring"),
                    (
                        "p",
                        "Each loop is wired as a class A loop, leaving from the L OUT terminals and returning to the L IN "
                        "terminals, so that a single open circuit does not cause the loss of any device. Use fire-resistant "
                        "screened cable, 2 x 1.5 mm² minimum.",
                    ),
                    (
                        "p",
                        "The loop length must not exceed 2,000 m and the total loop resistance must not exceed 40 Ω "
                        "(both cores). The maximum loop current is 500 mA. The cable screen shall be continuous around the "
                        "loop and earthed at the panel only.",
                    ),
                    (
                        "box",
                        (
                            "NOTE",
                            "Cables of the loop outgoing and return legs should follow different routes.",
                            "bar",
                        ),
                    ),
                    ("h2", "1.4  Event log"),
                    (
                        "p",
                        "The panel stores the last 2,000 events (alarms, faults, disablements, user actions) with date and "
                        "time in non-volatile memory.",
                    ),
                ],
            ),
        )
    ],
    [
        ("h2", "1.5  Technical specification"),
        (
            "table",
            {
                "cols": ["Parameter", "Value"],
                "widths": [2, 3],
                "size": 9,
                "rows": [
                    ["Mains supply", "115/230 VAC ±10 %, 50/60 Hz"],
                    ["System voltage", "24 VDC nominal (19.5-28.5 VDC)"],
                    ["Power supply rating", "5 A"],
                    ["Standby batteries", "2 x 12 V, 38 Ah sealed lead-acid"],
                    ["Standby duration", "18 h standby followed by 30 min in alarm"],
                    ["Battery float voltage", "27.3 VDC at 20 °C"],
                    ["Loops", "2 to 8 (LC-2 cards, 2 loops each)"],
                    ["Addresses per loop", "240"],
                    ["Zones", "500"],
                    ["Sounder circuits", "4, monitored, 1 A each, EOL 10 kΩ"],
                    ["Relay outputs", "Fire, Fault, 2 programmable; 30 VDC 1 A"],
                    ["Operating temperature", "-10 … +55 °C (+14 … +131 °F)"],
                    ["Relative humidity", "max. 95 % non-condensing"],
                    ["Enclosure", "IP30 (IP54 with marine gasket kit MGK-8)"],
                    ["Weight without batteries", "14.5 kg"],
                ],
            },
        ),
        (
            "box",
            (
                "WARNING",
                "Lethal voltages are present inside the panel. Isolate the mains supply AND disconnect "
                "the standby batteries before removing the inner cover.",
                "frame",
            ),
        ),
        (
            "box",
            (
                "CAUTION",
                "The panel electronics contain static-sensitive components. Wear an earthed wrist strap "
                "when handling loop cards.",
                "frame",
            ),
        ),
    ],
    [
        ("h1", "2  Field devices and zoning"),
        ("h2", "2.1  Compatible devices"),
        (
            "table",
            {
                "cols": ["Device", "Type", "Typical application", "Alarm threshold / rating"],
                "widths": [1, 2.2, 2.6, 2.4],
                "size": 9,
                "rows": [
                    [
                        "VOD-20",
                        "Optical smoke detector",
                        "Cabins, corridors, stairways",
                        "3.0 %/m obscuration (default)",
                    ],
                    [
                        "VMS-30",
                        "Multisensor, optical/heat",
                        "Control rooms, switchboard rooms",
                        "Smoke plus 58 °C",
                    ],
                    [
                        "VHD-60",
                        "Heat detector, class A1R",
                        "Stores, laundry",
                        "58 °C fixed plus rate-of-rise",
                    ],
                    ["VHD-90", "Heat detector, class CS", "Galley, drying rooms", "90 °C fixed"],
                    [
                        "VFD-10",
                        "Flame detector, IR3",
                        "Engine room, purifier room",
                        "Response < 5 s",
                    ],
                    ["VMC-1", "Manual call point", "Escape routes, muster stations", "-"],
                    ["VSB-2", "Loop sounder-beacon", "Machinery spaces", "100 dB(A) at 1 m"],
                    [
                        "VIM-4",
                        "Input module, 4 inputs",
                        "Sprinkler flow switches, damper position",
                        "-",
                    ],
                    [
                        "VOM-2",
                        "Output module, 2 relays",
                        "Fan stop, fire door release",
                        "30 VDC 2 A",
                    ],
                    ["VIS-1", "Loop isolator", "Zone boundaries", "-"],
                ],
            },
        ),
        ("h2", "2.2  Zoning and detector spacing"),
        (
            "p",
            "A detection zone shall not include both accommodation and machinery spaces and shall not extend over "
            "more than one deck. The maximum floor area covered by one smoke detector is 74 m², with detectors "
            "not more than 11 m apart; for heat detectors the limits are 37 m² and 9 m. Detectors shall be at "
            "least 0.5 m from bulkheads.",
        ),
        (
            "box",
            (
                "NOTE",
                "Position engine room flame detectors so that no hot surface or welding area is in their "
                "direct field of view.",
                "frame",
            ),
        ),
    ],
    [
        ("h2", "2.3  Typical loop arrangement"),
        (
            "p",
            "Figure 2-1 shows one loop with three zones. Isolators separate the zones so that a short circuit "
            "removes only the devices between two isolators.",
        ),
        ("draw", (_c_drawing, 310)),
        ("caption", "Figure 2-1  Loop 1 wiring example"),
        (
            "box",
            (
                "WARNING",
                "Fit a loop isolator at each fire zone boundary and not more than 20 devices apart. "
                "Without isolators, one short circuit disables the whole loop.",
                "frame",
            ),
        ),
        (
            "box",
            (
                "CAUTION",
                "Do not connect conventional detectors directly to an addressable loop.",
                "frame",
            ),
        ),
    ],
    [
        ("h1", "3  Operation"),
        ("h2", "3.1  Access levels"),
        (
            "table",
            {
                "cols": ["Level", "User", "Permitted actions", "Entry"],
                "widths": [0.7, 1.8, 3.6, 1.9],
                "size": 9,
                "rows": [
                    ["1", "Any person", "View events, silence internal buzzer", "None"],
                    [
                        "2",
                        "Duty officer",
                        "Silence and reset, disable zones, test mode",
                        "Keyswitch or user code",
                    ],
                    [
                        "3",
                        "Commissioning engineer",
                        "Configuration, loop learning, software",
                        "Engineer code",
                    ],
                ],
            },
        ),
        ("h2", "3.2  Responding to a fire alarm"),
        (
            "ol",
            (
                [
                    (
                        "Read the location text on the display. The first zone in alarm is always shown at the top.",
                        [
                            "If more than one zone is in alarm, press NEXT to scroll through the list."
                        ],
                    ),
                    "Press SILENCE BUZZER to silence the internal buzzer (Level 1).",
                    (
                        "Send a crew member to investigate the location without delay.",
                        [
                            "If the alarm is confirmed, raise the general alarm and follow the ship's fire plan.",
                            "If the alarm is false, identify the cause (steam, dust, smoking, hot work).",
                        ],
                    ),
                    "Enter Level 2 and press SILENCE SOUNDERS.",
                    "When the cause has been cleared, press RESET. A detector still in alarm will re-trigger within "
                    "10 seconds.",
                ],
                (_num, _let),
            ),
        ),
        (
            "box",
            (
                "WARNING",
                "Do not reset the panel before the alarm location has been investigated.",
                "frame",
            ),
        ),
        ("h2", "3.3  Disablements"),
        (
            "p",
            "Disable zones or devices only for maintenance or hot work. A disabled zone is indicated by the DISABLED "
            "LED and is recorded in the event log. If auto-enable is configured, disablements are cancelled "
            "automatically after 8 hours (default).",
        ),
    ],
    [
        ("h1", "4  Fault messages"),
        ("h2", "4.1  Fault code list"),
        (
            "p",
            "Faults are shown with a code, the loop or circuit number and the device address where applicable.",
        ),
        (
            "table",
            {
                "cols": ["Code", "Fault message", "Probable cause", "Action"],
                "widths": [0.7, 2.1, 2.7, 2.9],
                "size": 9,
                "rows": [
                    [
                        "F01",
                        "LOOP n OPEN CIRCUIT",
                        "Break in loop cable or loose terminal",
                        "Check continuity; the panel drives the loop from both ends meanwhile",
                    ],
                    [
                        "F02",
                        "LOOP n SHORT CIRCUIT",
                        "Short between loop cores; isolators opened",
                        "Locate by the yellow isolator LEDs",
                    ],
                    [
                        "F03",
                        "LOOP n OVERCURRENT",
                        "Loop load above 500 mA",
                        "Reduce sounders on loop; check wiring",
                    ],
                    [
                        "F04",
                        "LOOP n HIGH RESISTANCE",
                        "Loop resistance above 40 Ω",
                        "Check joints and terminals",
                    ],
                    [
                        "F05",
                        "DEVICE MISSING",
                        "Configured address does not respond",
                        "Check head is fitted in base; check address",
                    ],
                    [
                        "F06",
                        "DOUBLE ADDRESS",
                        "Two devices with the same address",
                        "Re-address one device",
                    ],
                    [
                        "F07",
                        "WRONG DEVICE TYPE",
                        "Device type differs from configuration",
                        "Fit correct type or reconfigure (Level 3)",
                    ],
                    [
                        "F08",
                        "DETECTOR DIRTY",
                        "Drift compensation above 80 %",
                        "Clean or replace the detector head",
                    ],
                    ["F09", "DEVICE INTERNAL FAULT", "Device self-test failed", "Replace device"],
                    ["F11", "EARTH FAULT POSITIVE", "Leakage from positive to earth", "See 4.2"],
                    ["F12", "EARTH FAULT NEGATIVE", "Leakage from negative to earth", "See 4.2"],
                    [
                        "F14",
                        "SOUNDER CCT n OPEN",
                        "EOL resistor missing or cable break",
                        "Check 10 kΩ EOL resistor",
                    ],
                    [
                        "F15",
                        "SOUNDER CCT n SHORT",
                        "Short circuit on sounder circuit",
                        "Check cable and sounders",
                    ],
                    [
                        "F16",
                        "OUTPUT MODULE FAULT",
                        "VOM-2 relay supply missing",
                        "Check 24 VDC to module",
                    ],
                    [
                        "F20",
                        "MAINS FAIL",
                        "Mains supply lost for more than 30 s",
                        "Check supply breaker in ESB",
                    ],
                    [
                        "F21",
                        "BATTERY LOW",
                        "Battery voltage below 22.5 VDC",
                        "Restore mains; check charger",
                    ],
                    [
                        "F22",
                        "BATTERY HIGH RESISTANCE",
                        "Battery aged or fuse F3 blown",
                        "Check fuse F3; replace batteries",
                    ],
                    ["F23", "CHARGER FAULT", "Charger output out of limits", "Replace PSU module"],
                    [
                        "F30",
                        "NETWORK FAULT NODE n",
                        "VNet cable break or node off",
                        "Check network cable and node power",
                    ],
                    [
                        "F31",
                        "REPEATER COMMS FAIL",
                        "Bridge repeater RP-8 not responding",
                        "Check RS-485 line and repeater",
                    ],
                    [
                        "F32",
                        "PRINTER FAULT",
                        "Paper out or printer off-line",
                        "Refill paper roll; check printer cable",
                    ],
                ],
            },
        ),
    ],
    [
        (
            "table",
            {
                "cols": ["Code", "Fault message", "Probable cause", "Action"],
                "widths": [0.7, 2.1, 2.7, 2.9],
                "size": 9,
                "rows": [
                    [
                        "F33",
                        "AMS LINK FAIL",
                        "No Modbus reply from alarm and monitoring system",
                        "Check serial link to AMS",
                    ],
                    [
                        "F40",
                        "CPU WATCHDOG",
                        "Processor restart",
                        "Note time; contact Vigilon service",
                    ],
                    [
                        "F41",
                        "CONFIG CHECKSUM",
                        "Configuration memory corrupted",
                        "Reload configuration (Level 3)",
                    ],
                    [
                        "F43",
                        "CLOCK FAULT",
                        "Real-time clock lost time",
                        "Set date and time; replace clock battery",
                    ],
                ],
            },
        ),
        ("h2", "4.2  Locating an earth fault"),
        (
            "ol",
            (
                [
                    "Note whether the fault is positive (F11) or negative (F12) and the time it appeared.",
                    "Enter Level 2 and disconnect the loops one at a time at the loop card terminals. The fault clears "
                    "when the affected loop is disconnected.",
                    "On the affected loop, split the loop at the isolators and test each section.",
                    "Repair the cable or replace the device, reconnect and reset.",
                ],
                (_num, None),
            ),
        ),
        (
            "box",
            (
                "CAUTION",
                "Do not use a 500 V insulation tester on loop cables with devices connected. Disconnect "
                "the cable at both ends first.",
                "frame",
            ),
        ),
        (
            "box",
            (
                "NOTE",
                "Earth faults are detected when the leakage resistance falls below 50 kΩ.",
                "frame",
            ),
        ),
    ],
    [
        ("h1", "5  Maintenance"),
        ("h2", "5.1  Maintenance schedule"),
        (
            "table",
            {
                "cols": ["Task", "Weekly", "Monthly", "3-monthly", "Annual"],
                "widths": [4.4, 0.9, 0.9, 1, 0.9],
                "size": 9,
                "rows": [
                    ["Check panel for faults; review event log", "X", "", "", ""],
                    ["Test one manual call point (rotate through all)", "X", "", "", ""],
                    ["Check battery voltage", "", "X", "", ""],
                    ["Test sounders and beacons", "", "X", "", ""],
                    ["Test 25 % of detectors (all detectors tested in one year)", "", "", "X", ""],
                    ["Simulate mains failure, run on batteries for 1 h", "", "", "X", ""],
                    ["Check earth fault detection", "", "", "", "X"],
                    ["Test fire door release and fan stop outputs", "", "", "", "X"],
                    ["Clean or exchange detectors in dirty areas", "", "", "", "X"],
                ],
            },
        ),
        (
            "p",
            "Standby batteries shall be replaced every 4 years, or earlier if the battery test fails.",
        ),
        ("h2", "5.2  Testing detectors"),
        (
            "p",
            "Put the zone into test mode (Level 2 > Test > Zone). In test mode the sounders operate for 5 s and the "
            "zone resets automatically. Test smoke detectors with an approved aerosol and heat detectors with a "
            "hot-air tool; never use an open flame. Return the zone to normal when testing is complete.",
        ),
        (
            "box",
            (
                "CAUTION",
                "Before testing, disable the outputs to the fixed extinguishing system release and "
                "ventilation stops, and inform the bridge.",
                "frame",
            ),
        ),
    ],
    [
        ("h1", "6  Spare parts"),
        ("p", "The following spares are recommended to be kept on board."),
        (
            "table",
            {
                "cols": ["Item", "Part No.", "Description", "Qty"],
                "widths": [0.6, 1.4, 4.6, 0.6],
                "size": 9,
                "rows": [
                    ["1", "501-0020", "VOD-20 optical smoke detector head", "6"],
                    ["2", "501-0030", "VMS-30 multisensor head", "2"],
                    ["3", "501-0060", "VHD-60 heat detector head, A1R", "3"],
                    ["4", "501-0090", "VHD-90 heat detector head, CS", "2"],
                    ["5", "502-0100", "Detector base DB-100", "4"],
                    ["6", "503-0001", "VMC-1 manual call point", "2"],
                    ["7", "503-0011", "Call point reset element, pack of 10", "1"],
                    ["8", "504-0002", "VIS-1 loop isolator", "2"],
                    ["9", "505-0010", "End-of-line resistor 10 kΩ", "10"],
                    ["10", "510-0200", "LC-2 loop card", "1"],
                    ["11", "520-0038", "Battery 12 V 38 Ah", "2"],
                    ["12", "520-0105", "Fuse 5 A (T) 20 mm, pack of 10", "1"],
                    ["13", "530-0510", "Detector removal tool with pole", "1"],
                    ["14", "540-0410", "Keyswitch with 2 keys", "1"],
                ],
            },
        ),
    ],
]

VIGILON = (
    "vigilon-vsx8-fire-detection-panel.pdf",
    {
        "title": "VSX-8 Fire Detection Panel",
        "maker": "Vigilon Safety Systems",
        "cover": _c_cover,
        "frame": _c_frame,
        "style": {"reg": "helv", "bold": "hebo", "size": 9.5},
        "pages": C_PAGES,
        "toc_levels": 2,
    },
)


# ================================================================ D: Regulon governor (terse service style)
def _d_cover(c):
    c.text(LEFT, 110, "REGULON MARINE CONTROLS AB", "cobo", 18)
    c.text(LEFT, 128, "Gothenburg - Sweden", "cour", 10)
    c.line((LEFT, 140), (RIGHT, 140), width=2)
    c.text(LEFT, 260, "DGX-710", "cobo", 36)
    c.text(LEFT, 292, "ELECTRONIC SPEED GOVERNOR", "cobo", 16)
    c.text(LEFT, 312, "for 2-stroke main engines / actuator RA-40", "cour", 11)
    c.text(LEFT, 380, "SERVICE MANUAL  SM-710  rev. C", "cobo", 13)
    c.text(LEFT, 398, "incl. service bulletins SB 710-01 ... SB 710-09", "cour", 10)
    c.text(LEFT, 700, "For service engineers and ship's electrical/engine staff.", "cour", 9)
    c.text(LEFT, 713, "Keep w/ governor cabinet in ECR.", "cour", 9)


def _d_frame(c, n, total):
    c.text(LEFT, 42, "REGULON  DGX-710  SERVICE MANUAL", "cobo", 8.5)
    s = "SM-710 rev.C"
    c.text(RIGHT - c.width(s, "cour", 8.5), 42, s, "cour", 8.5)
    c.line((LEFT, 47), (RIGHT, 47), width=0.8)
    s = f"- {n} -"
    c.text((LEFT + RIGHT) / 2 - c.width(s, "cour", 9) / 2, 815, s, "cour", 9)


def _d_drawing(c, x, y, w):
    ox, oy = x, y + 5
    c.rect((x, y, x + w, y + 290), width=0.4)
    _unit(c, (ox + 20, oy + 20, ox + 110, oy + 60), ["BPU-7", "bridge panel"], 7)
    _unit(c, (ox + 20, oy + 90, ox + 110, oy + 130), ["TX-1", "telegraph lever"], 7)
    _unit(
        c, (ox + 190, oy + 70, ox + 300, oy + 160), ["DGU-710", "governor unit", "(ECR cabinet)"], 8
    )
    _unit(c, (ox + 190, oy + 15, ox + 300, oy + 45), ["OPU-7 ECR panel"], 7)
    _pipe(c, [(ox + 245, oy + 45), (ox + 245, oy + 70)], width=0.6)
    _pipe(
        c,
        [(ox + 110, oy + 40), (ox + 150, oy + 40), (ox + 150, oy + 85), (ox + 190, oy + 85)],
        width=0.6,
    )
    c.text(ox + 114, oy + 36, "RS-485", "cour", 6.5)
    _pipe(c, [(ox + 110, oy + 110), (ox + 190, oy + 110)], width=0.6)
    c.text(ox + 120, oy + 106, "4-20 mA", "cour", 6.5)
    _unit(c, (ox + 360, oy + 70, ox + 450, oy + 110), ["ACT-1", "RA-40 actuator"], 7)
    _pipe(c, [(ox + 300, oy + 90), (ox + 360, oy + 90)], width=0.6)
    c.text(ox + 306, oy + 86, "X4", "cour", 6.5)
    _pipe(c, [(ox + 405, oy + 110), (ox + 405, oy + 150)])
    _unit(c, (ox + 360, oy + 150, ox + 450, oy + 175), ["fuel rack / FI"], 7)
    c.circle((ox + 90, oy + 230), 35, width=1.0)
    c.text(ox + 70, oy + 233, "flywheel", "cour", 7)
    for i, tag in enumerate(["ST-01", "ST-02", "ST-03"]):
        px = ox + 150 + i * 45
        _inst(c, px, oy + 230, tag, r=13)
        c.line((px, oy + 217), (px, oy + 160 if i < 2 else oy + 190), width=0.5)
    _pipe(c, [(ox + 240, oy + 190), (ox + 330, oy + 190)], width=0.5)
    _unit(c, (ox + 330, oy + 200, ox + 420, oy + 235), ["SSU", "safety system"], 7)
    c.line((ox + 240, oy + 190), (ox + 240, oy + 217), width=0.5)
    c.text(ox + 244, oy + 186, "O/S ch.", "cour", 6.5)
    _pipe(
        c,
        [(ox + 300, oy + 140), (ox + 320, oy + 140), (ox + 320, oy + 215), (ox + 330, oy + 215)],
        width=0.5,
    )
    c.text(ox + 323, oy + 150, "X5", "cour", 6.5)
    _inst(c, ox + 460, oy + 250, "PT-03", r=13)
    _pipe(c, [(ox + 460, oy + 237), (ox + 460, oy + 135), (ox + 300, oy + 135)], width=0.5)
    c.text(ox + 380, oy + 270, "scav. air receiver", "cour", 6.5)


D_PAGES = [
    [
        ("h1", "CONTENTS"),
        ("toc", None),
        ("space", 8),
        ("h3", "ABBREV."),
        (
            "table",
            {
                "cols": None,
                "widths": [1, 4],
                "ruled": False,
                "size": 8.5,
                "rows": [
                    ["ACT", "actuator (RA-40)"],
                    ["BPU", "bridge panel unit"],
                    ["DGU", "digital governor unit"],
                    ["FI", "fuel index, 0-100 %"],
                    ["MCR", "max. continuous rating"],
                    ["MPU", "magnetic pick-up (speed)"],
                    ["O/S", "overspeed"],
                    ["SAL", "scavenge air limiter"],
                    ["SSU", "safety system unit (shutdown)"],
                    ["TQL", "torque limiter"],
                ],
            },
        ),
    ],
    [
        ("h1", "1 SYSTEM"),
        ("h2", "1.1 Scope"),
        (
            "p",
            "Covers DGX-710 w/ RA-40 actuator on 2-stroke ME, fixed pitch prop. Sw v3.x. Earlier sw: see SB 710-04.",
        ),
        ("h2", "1.2 Components"),
        (
            "ul",
            (
                [
                    'DGU-710 governor unit, 19" rack, ECR cabinet. CPU card + IO-71 card + PSU card.',
                    "RA-40 electric actuator (brushless servo) on fuel rack shaft. Fail mode: fail-freeze.",
                    "ST-01 / ST-02 speed MPUs on flywheel teeth (control). ST-03 MPU for O/S (indep. ch. to SSU).",
                    "OPU-7 operator panel in ECR; BPU-7 on bridge.",
                    "PT-03 scav. air press. transmitter, 4-20 mA = 0-4 bar.",
                ],
                (_dash, None),
            ),
        ),
        ("h2", "1.3 Function"),
        (
            "p",
            "PID speed ctrl. Setpoint from bridge telegraph lever TX-1 (4-20 mA) via rpm ramp. Output = actuator "
            "pos. = FI. Limiters SAL, TQL and start FI act on FI; lowest value wins (min-select).",
        ),
        (
            "p",
            "Speed = avg of ST-01 and ST-02. One MPU lost -> alarm, ctrl continues on other. Both lost -> FI to 0 "
            "(eng. stops) unless RUN-ON-FAIL set. Default RUN-ON-FAIL = OFF.",
        ),
        (
            "p",
            "O/S trip independent of DGU: ST-03 -> SSU, trip at 111 rpm (107 % of MCR rpm). DGU only gives alarm.",
        ),
        (
            "box",
            (
                "NOTE:",
                "Do not adj. gains w/o reading ch. 2. Wrong gains = hunting, or O/S in heavy wx.",
                "bar",
            ),
        ),
    ],
    [
        ("h2", "1.4 System diagram"),
        ("draw", (_d_drawing, 300)),
        ("caption", "Fig. 1-4  DGX-710 block diagram"),
        (
            "small",
            "ST-01/02 ctrl MPUs, ST-03 O/S MPU, PT-03 scav air, ACT-1 actuator, TX-1 telegraph lever, "
            "SSU safety system (shutdown input X5).",
        ),
        ("h2", "1.5 Terminals DGU-710"),
        (
            "table",
            {
                "cols": ["Term.", "Signal", "Type", "Note"],
                "widths": [1, 2.4, 1.6, 2.4],
                "size": 8,
                "rows": [
                    ["X1:1-2", "24 VDC feed A", "supply", "from UPS"],
                    ["X1:3-4", "24 VDC feed B", "supply", "from 24 V distr. board"],
                    ["X2:1-2", "ST-01 MPU1", "AC, screened", "screen at DGU only"],
                    ["X2:3-4", "ST-02 MPU2", "AC, screened", "screen at DGU only"],
                    ["X3:1-2", "Telegraph setpoint", "4-20 mA in", "TX-1"],
                    ["X3:3-4", "PT-03 scav air", "4-20 mA in", "0-4 bar"],
                    ["X4:1-6", "Actuator power", "3 ph servo", "max. 25 m cable"],
                    ["X4:7-10", "Actuator resolver", "resolver", ""],
                    ["X5:1-2", "Shutdown input", "NC contact", "open = FI 0"],
                    ["X6:1-3", "Common alarm relay", "C/NO/NC", "to AMS"],
                    ["X7", "Modbus RTU", "RS-485", "to AMS, 19200 baud"],
                ],
            },
        ),
    ],
    [
        ("h2", "1.6 Data"),
        (
            "table",
            {
                "cols": ["Item", "Value", "Remark"],
                "widths": [2.2, 2.4, 2.2],
                "ruled": False,
                "size": 8.5,
                "rows": [
                    ["Supply voltage", "24 VDC (18-32 VDC)", "2 indep. feeds"],
                    ["Power cons. DGU", "max. 60 W", ""],
                    ["Actuator", "RA-40, brushless", "IP56"],
                    ["Actuator torque", "40 N·m (4.1 kgf·m)", "cont.; 80 N·m peak"],
                    ["Actuator travel", "0-45 deg = 0-100 % FI", ""],
                    ["Actuator stroke time", "0.25 s (0-100 %)", ""],
                    ["MPU type", 'VRS magnetic, 5/8"-18 UNF', ""],
                    ["MPU air gap", "1.0 ± 0.2 mm", "ST-01/02/03"],
                    ["MPU signal", "min. 1.5 Vpp", "at 10 rpm"],
                    ["Flywheel teeth", "220", "ring gear"],
                    ["Speed range", "0-130 rpm", "MCR 104 rpm"],
                    ["O/S trip", "111 rpm", "107 % MCR, via SSU"],
                    ["Amb. temp. DGU", "0…+55 °C", ""],
                    ["Amb. temp. actuator", "-20…+70 °C (-4…+158 °F)", ""],
                ],
            },
        ),
        (
            "p",
            "SB 710-07: from sw v3.2 the fallback FI of SAL on PT-03 signal fail is 75 % (was 70 %). Chk sw version "
            "on OPU-7: MENU > INFO.",
        ),
    ],
    [
        ("h1", "2 PARAMETERS"),
        ("h2", "2.1 Gain sets"),
        (
            "p",
            "4 gain sets, sel. on OPU-7 or auto by telegraph pos. Factory values below. Site values to be logged in "
            "commissioning report.",
        ),
        (
            "table",
            {
                "cols": [
                    "Mode",
                    "P-gain",
                    "I-time (s)",
                    "D-gain",
                    "Ramp up (rpm/s)",
                    "Ramp dn (rpm/s)",
                    "Max FI (%)",
                ],
                "widths": [1.6, 1, 1, 1, 1.2, 1.2, 1],
                "size": 8.5,
                "rows": [
                    ["MANOEUVR", "6.0", "1.5", "0.10", "4.0", "6.0", "85"],
                    ["HARBOUR", "5.0", "2.0", "0.10", "2.0", "4.0", "80"],
                    ["SEA", "3.5", "4.0", "0.05", "0.5", "1.0", "100"],
                    ["ROUGH SEA", "2.0", "6.0", "0.00", "0.5", "1.0", "100"],
                ],
            },
        ),
        (
            "p",
            "Chg gains only w/ eng. stopped, or in SEA at steady load. Max 10 % change per step. Wait 5 min between "
            "steps.",
        ),
        ("h2", "2.2 Scavenge air limiter (SAL)"),
        (
            "table",
            {
                "cols": ["Scav air press. (bar)", "(psi)", "Max FI (%)"],
                "widths": [2, 1.4, 1.4],
                "size": 8.5,
                "rows": [
                    ["0.0", "0", "45"],
                    ["0.5", "7.3", "55"],
                    ["1.0", "14.5", "70"],
                    ["1.5", "21.8", "85"],
                    ["2.0", "29.0", "95"],
                    ["≥ 2.4", "≥ 34.8", "100"],
                ],
            },
        ),
        ("h2", "2.3 Other limits"),
        (
            "p",
            "Start FI 42 % (adj. 30-60 %), active 6 s after start air cut-off. TQL: 100 % FI at MCR rpm, reduced "
            "linear to 60 % FI at 50 % rpm. Barred speed range 52-60 rpm: passed w/ ramp 4 rpm/s, setpoints inside "
            "range not accepted.",
        ),
    ],
    [
        ("h1", "3 PROCEDURES"),
        ("h2", "3.1 Actuator stroke calibration"),
        (
            "p",
            "Needed after repl. of ACT, linkage work or G-110 alarms. 2 persons: one at DGU, one at fuel rack.",
        ),
        (
            "table",
            {
                "cols": ["Step", "Action", "Chk / value"],
                "widths": [0.6, 4.2, 2.2],
                "size": 8.5,
                "rows": [
                    [
                        "1",
                        "Eng. stopped. Start air blocked. Turning gear ENGAGED.",
                        "Start blocked",
                    ],
                    ["2", "OPU-7: SERVICE > ACT > CAL. Enter level-3 code.", 'Disp. "ACT CAL"'],
                    ["3", "Cmd 0 %. Chk fuel rack scale.", "Index 0"],
                    ["4", "Adj. ZERO until scale reads 0.0.", "0.0 ± 0.2"],
                    ["5", "Cmd 100 %. Chk scale.", "Index 100"],
                    ["6", "Adj. SPAN until scale reads 100.", "100 ± 0.5"],
                    ["7", "Cmd 50 %. Chk linearity.", "50 ± 1"],
                    ["8", "Save: ENTER 3 s. Lock linkage nut, 25 N·m.", 'Disp. "SAVED"'],
                    ["9", "Remove start air block. Test run in MANOEUVR.", "No G-110"],
                ],
            },
        ),
        ("h2", "3.2 MPU replacement"),
        (
            "ol",
            (
                [
                    ("Eng. stopped, turning gear ENG. Disconn. plug at MPU.", []),
                    ("Loosen lock nut, remove MPU.", []),
                    ("Turn flywheel until tooth tip centred under MPU hole.", []),
                    (
                        "Screw in new MPU until contact w/ tooth.",
                        [
                            "Back off 3/4 turn (approx. 1 mm).",
                            "Chk gap w/ feeler: 1.0 ± 0.2 mm.",
                            "Lock nut 45 N·m. Do not overtighten - thread in housing is alu.",
                        ],
                    ),
                    (
                        "Reconn. Chk on OPU-7 at air run: both MPU rpm within 0.5 rpm of each other.",
                        [],
                    ),
                ],
                (_num_p, _let),
            ),
        ),
        (
            "box",
            (
                "NOTE:",
                "Never repl. both ctrl MPUs at same time w/ eng. running. One at a time, chk, then next.",
                "bar",
            ),
        ),
    ],
    [
        ("h1", "4 ALARMS"),
        (
            "table",
            {
                "cols": ["Code", "Text", "Meaning", "Effect"],
                "widths": [0.8, 1.8, 2.8, 2.2],
                "size": 8,
                "rows": [
                    [
                        "G-101",
                        "MPU1 FAIL",
                        "ST-01 no signal or dev. > 3 rpm vs ST-02",
                        "Ctrl on MPU2",
                    ],
                    [
                        "G-102",
                        "MPU2 FAIL",
                        "ST-02 no signal or dev. > 3 rpm vs ST-01",
                        "Ctrl on MPU1",
                    ],
                    ["G-103", "MPU BOTH FAIL", "No speed signal", "FI to 0 (unless RUN-ON-FAIL)"],
                    ["G-110", "ACT POS DEV", "ACT pos. > 5 % from cmd for > 2 s", "Alarm only"],
                    ["G-111", "ACT OVERTEMP", "Motor winding > 120 °C (248 °F)", "Max FI 80 %"],
                    ["G-112", "ACT DRIVE FAULT", "Servo drive fault", "ACT fail-freeze"],
                    [
                        "G-120",
                        "SETPT SIG FAIL",
                        "Telegraph < 3.6 mA or > 21 mA",
                        "Holds last setpoint",
                    ],
                    ["G-121", "SCAV AIR SIG FAIL", "PT-03 signal < 3.6 mA", "SAL fallback FI 75 %"],
                    ["G-130", "OVERSPEED", "Speed > 107 % MCR", "Shutdown via SSU"],
                    ["G-140", "PWR FEED A FAIL", "Feed A < 18 V", "Runs on feed B"],
                    ["G-141", "PWR FEED B FAIL", "Feed B < 18 V", "Runs on feed A"],
                    ["G-150", "BRIDGE COMM FAIL", "BPU-7 link lost > 1 s", "Ctrl from ECR"],
                    ["G-160", "SAL ACTIVE", "SAL limits FI", "Info"],
                    ["G-161", "TQL ACTIVE", "TQL limits FI", "Info"],
                    ["G-199", "CPU FAULT", "Watchdog", "DGU restart, ACT fail-freeze"],
                ],
            },
        ),
        (
            "p",
            "Alarms latched on OPU-7 until ACK. Common alarm relay X6 to AMS drops on any alarm.",
        ),
        ("h1", "5 TROUBLESHOOTING"),
        (
            "table",
            {
                "cols": ["Symptom", "Poss. cause", "Action"],
                "widths": [2, 2.6, 2.6],
                "size": 8,
                "rows": [
                    [
                        "Hunting, rpm osc. at steady load",
                        "P-gain too high; I-time too short; slack in linkage",
                        "Red. P 10 %; chk linkage backlash < 0.5 % FI",
                    ],
                    [
                        "Slow resp. to telegraph",
                        "SEA mode ramp; SAL active",
                        "Chk mode; chk PT-03 / scav air",
                    ],
                    [
                        "Eng. won't go above approx. 60 % rpm",
                        "SAL limiting: low scav air, T/C fouled, PT-03 wrong",
                        "Chk G-160; calibrate PT-03; clean T/C",
                    ],
                    [
                        "O/S trip in heavy wx",
                        "Prop racing",
                        "Sel. ROUGH SEA; red. rpm; chk trip 111 rpm",
                    ],
                    [
                        "G-101 / G-102 intermittent",
                        "MPU gap too big; screen earthed both ends",
                        "Adj. gap 1.0 ± 0.2 mm; earth screen at DGU only",
                    ],
                    [
                        "ACT not moving, no alarm",
                        "Shutdown input X5 open",
                        "Chk SSU; reset shutdown",
                    ],
                    [
                        "Eng. stalls on crash astern",
                        "Start FI too low",
                        "Incr. start FI (max 60 %)",
                    ],
                ],
            },
        ),
    ],
    [
        ("h1", "6 MAINTENANCE / SPARES"),
        ("h2", "6.1 Maint. schedule"),
        (
            "table",
            {
                "cols": ["Item", "3 mo", "6 mo", "12 mo", "5 yr"],
                "widths": [4.4, 0.8, 0.8, 0.8, 0.8],
                "size": 8.5,
                "rows": [
                    ["Chk MPU cables and plugs", "X", "", "", ""],
                    ["Chk linkage slack, grease rod ends", "X", "", "", ""],
                    ["Chk ACT zero/span (no load)", "", "X", "", ""],
                    ["Test O/S trip (OS TEST on SSU)", "", "", "X", ""],
                    ["Chk MPU gap", "", "", "X", ""],
                    ["Simulate alarms G-1xx", "", "", "X", ""],
                    ["Repl. DGU backup battery CR2032", "", "", "", "X"],
                    ["Repl. DGU cooling fan", "", "", "", "X"],
                    ["Overhaul RA-40 (or 30,000 h)", "", "", "", "X"],
                ],
            },
        ),
        ("h2", "6.2 Spare parts"),
        (
            "table",
            {
                "cols": ["Item", "Part No.", "Description", "Qty"],
                "widths": [0.6, 1.6, 4, 0.6],
                "size": 8.5,
                "rows": [
                    ["1", "RG-710-001", "CPU card DGU-710", "1"],
                    ["2", "RG-710-010", "IO-71 card", "1"],
                    ["3", "RG-710-020", "PSU card 24 VDC", "1"],
                    ["4", "RG-040-100", "RA-40 actuator, complete", "1"],
                    ["5", "RG-040-115", "Rod end bearing M10", "2"],
                    ["6", "RG-900-058", 'MPU 5/8"-18 UNF, L = 100 mm', "2"],
                    ["7", "RG-900-060", "MPU cable w/ plug, 5 m", "1"],
                    ["8", "RG-710-090", "Battery CR2032", "2"],
                    ["9", "RG-710-095", "Fuse 4 A T", "10"],
                    ["10", "RG-710-099", "Cooling fan 24 VDC", "1"],
                ],
            },
        ),
    ],
]

REGULON = (
    "regulon-dgx710-governor.pdf",
    {
        "title": "DGX-710 Electronic Speed Governor Service Manual",
        "maker": "Regulon Marine Controls",
        "cover": _d_cover,
        "frame": _d_frame,
        "style": {"reg": "cour", "bold": "cobo", "size": 8.5},
        "pages": D_PAGES,
        "toc_levels": 2,
    },
)
