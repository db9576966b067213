"""Four made-up manuals of other equipment by other makers, written blind at stop 21 (never ran Shipmate).

Veldhoven (shaft generator / PTO + frequency converter) writes translated English with decimal commas,
two-column pages, a modes-as-rows table and a Step | Action table; Harmon (cargo hold bilge and ballast
remote valve control) writes US style, psi and ft-lb first, a valve tag list running over a page break
with its header repeated; Kurobe (self-cleaning LO purifier) writes a terse service handbook in a
monospace font, borderless key/value and gravity disc tables and a troubleshooting table continued
without its header; Solvang (fixed high-pressure CO2) writes formal DANGER/WARNING/CAUTION/NOTE boxes.
"""

from __future__ import annotations

# ---------------------------------------------------------------- layout
from pathlib import Path
from typing import Any

import fitz

W, H = 595.0, 842.0
LEFT, RIGHT, TOP, BOTTOM = 56.0, 539.0, 72.0, 790.0


_ADV: dict[tuple[str, str], float] = {}


def _len(text: str, fontname: str = "helv", fontsize: float = 11.0) -> float:
    total = 0.0
    for ch in text:
        key = (fontname, ch)
        if key not in _ADV:
            _ADV[key] = fitz.get_text_length(ch, fontname=fontname, fontsize=1.0)
        total += _ADV[key]
    return total * fontsize


class _Canvas:
    """Page stand-in: every line and every text of a page goes into one Shape, committed once."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.sh = page.new_shape()

    def insert_text(
        self,
        pt: Any,
        text: str,
        fontname: str = "helv",
        fontsize: float = 11,
        color: Any = (0, 0, 0),
    ) -> None:
        self.sh.insert_text(pt, text, fontname=fontname, fontsize=fontsize, color=color)

    def draw_line(
        self, a: Any, b: Any, width: float = 1, color: Any = (0, 0, 0), dashes: Any = None
    ) -> None:
        self.sh.draw_line(a, b)
        self.sh.finish(width=width, color=color, dashes=dashes)

    def draw_rect(
        self, r: Any, color: Any = (0, 0, 0), width: float = 1, fill: Any = None, dashes: Any = None
    ) -> None:
        self.sh.draw_rect(r)
        self.sh.finish(width=width, color=color, fill=fill, dashes=dashes)

    def draw_polyline(self, pts: Any, width: float = 1, color: Any = (0, 0, 0)) -> None:
        self.sh.draw_polyline(pts)
        self.sh.finish(width=width, color=color, closePath=False)

    def draw_circle(self, c: Any, r: float, width: float = 1, color: Any = (0, 0, 0)) -> None:
        self.sh.draw_circle(c, r)
        self.sh.finish(width=width, color=color)

    def draw_oval(self, r: Any, width: float = 1, color: Any = (0, 0, 0)) -> None:
        self.sh.draw_oval(r)
        self.sh.finish(width=width, color=color)


def _wrap(text: str, font: str, size: float, width: float) -> list[str]:
    lines: list[str] = []
    for para in text.split("\n"):
        cur = ""
        for word in para.split(" "):
            cand = word if not cur else cur + " " + word
            if _len(cand, fontname=font, fontsize=size) <= width or not cur:
                cur = cand
            else:
                lines.append(cur)
                cur = word
        lines.append(cur)
    return lines


class Style:
    def __init__(self, font: str, bold: str, size: float, head: tuple[float, float]) -> None:
        self.font, self.bold, self.size = font, bold, size
        self.lead = size * 1.32
        self.h1, self.h2 = head


def _text(
    page: Any, x: float, y: float, lines: list[str], font: str, size: float, lead: float
) -> float:
    for line in lines:
        page.insert_text((x, y + size), line, fontname=font, fontsize=size)
        y += lead
    return y


def _block(page: Any, y: float, b: tuple, x0: float, x1: float, st: Style) -> float:
    kind = b[0]
    if kind == "h1":
        y += 6
        lines = _wrap(b[1], st.bold, st.h1, x1 - x0)
        y = _text(page, x0, y, lines, st.bold, st.h1, st.h1 * 1.3) + 5
    elif kind == "h2":
        y += 4
        lines = _wrap(b[1], st.bold, st.h2, x1 - x0)
        y = _text(page, x0, y, lines, st.bold, st.h2, st.h2 * 1.3) + 3
    elif kind == "p":
        lines = _wrap(b[1], st.font, st.size, x1 - x0)
        y = _text(page, x0, y, lines, st.font, st.size, st.lead) + 5
    elif kind == "ol":
        items, fmt = b[1], b[2]
        ind = 22
        for i, item in enumerate(items):
            text, subs = (item, []) if isinstance(item, str) else item
            mark = fmt.replace("1", str(i + 1)) if fmt else "-"
            page.insert_text((x0 + 2, y + st.size), mark, fontname=st.font, fontsize=st.size)
            y = _text(
                page,
                x0 + ind,
                y,
                _wrap(text, st.font, st.size, x1 - x0 - ind),
                st.font,
                st.size,
                st.lead,
            )
            for j, sub in enumerate(subs):
                m = "abcdefgh"[j] + ")"
                page.insert_text((x0 + ind, y + st.size), m, fontname=st.font, fontsize=st.size)
                y = _text(
                    page,
                    x0 + ind + 16,
                    y,
                    _wrap(sub, st.font, st.size, x1 - x0 - ind - 16),
                    st.font,
                    st.size,
                    st.lead,
                )
            y += 2
        y += 4
    elif kind == "box":
        label, text = b[1], b[2]
        thick = {"WARNING": 2.0, "DANGER": 2.5, "CAUTION": 1.4}.get(label, 0.8)
        lines = _wrap(text, st.font, st.size, x1 - x0 - 16)
        h = 8 + st.h2 * 1.4 + len(lines) * st.lead + 6
        r = fitz.Rect(x0, y, x1, y + h)
        fill = (0.93, 0.93, 0.93) if label == "NOTE" else None
        page.draw_rect(r, color=(0, 0, 0), width=thick, fill=fill)
        lab = label if label != "NOTE" else "NOTE"
        page.insert_text((x0 + 8, y + 6 + st.h2), lab, fontname=st.bold, fontsize=st.h2)
        _text(page, x0 + 8, y + 8 + st.h2 * 1.4, lines, st.font, st.size, st.lead)
        y += h + 7
    elif kind == "table":
        _, header, rows, widths, opt = b
        size = opt.get("size", st.size - 0.5)
        lead = size * 1.25
        ruled = opt.get("ruled", True)
        tot = sum(widths)
        xs = [x0]
        for w_ in widths:
            xs.append(xs[-1] + (x1 - x0) * w_ / tot)
        allrows = ([header] if header else []) + rows
        for ri, row in enumerate(allrows):
            font = st.bold if (header and ri == 0) else st.font
            cells = [_wrap(str(c), font, size, xs[k + 1] - xs[k] - 6) for k, c in enumerate(row)]
            h = max(len(c) for c in cells) * lead + 5
            if header and ri == 0 and ruled and opt.get("shade", True):
                page.draw_rect(
                    fitz.Rect(xs[0], y, xs[-1], y + h), color=None, fill=(0.85, 0.85, 0.85)
                )
            for k, c in enumerate(cells):
                _text(page, xs[k] + 3, y + 2.5, c, font, size, lead)
            if ruled:
                for k in range(len(xs)):
                    page.draw_line((xs[k], y), (xs[k], y + h), width=0.5)
                page.draw_line((xs[0], y), (xs[-1], y), width=0.5)
                page.draw_line((xs[0], y + h), (xs[-1], y + h), width=0.5)
            y += h
        y += 8
    elif kind == "draw":
        _, fn, h = b
        fn(page, x0, y, x1, st)
        y += h + 6
    elif kind == "cols":
        mid = (x0 + x1) / 2
        yl = y
        for bb in b[1]:
            yl = _block(page, yl, bb, x0, mid - 9, st)
        yr = y
        for bb in b[2]:
            yr = _block(page, yr, bb, mid + 9, x1, st)
        y = max(yl, yr)
    elif kind == "toc":
        for num, title, pg in b[1]:
            ind = 0 if "." not in num.strip(".") else 18
            f = st.bold if ind == 0 else st.font
            page.insert_text(
                (x0 + ind, y + st.size), f"{num}  {title}", fontname=f, fontsize=st.size
            )
            tw = _len(f"{num}  {title}", fontname=f, fontsize=st.size)
            pw = _len(str(pg), fontname=st.font, fontsize=st.size)
            dots_from = x0 + ind + tw + 6
            n = int((x1 - pw - 6 - dots_from) / _len(".", fontname=st.font, fontsize=st.size))
            page.insert_text(
                (dots_from, y + st.size), "." * max(n, 0), fontname=st.font, fontsize=st.size
            )
            page.insert_text((x1 - pw, y + st.size), str(pg), fontname=st.font, fontsize=st.size)
            y += st.lead + 3
    elif kind == "space":
        y += b[1]
    elif kind == "rule":
        page.draw_line((x0, y), (x1, y), width=0.8)
        y += 6
    else:
        raise ValueError(kind)
    if y > BOTTOM:
        raise ValueError(f"overflow: {b[:2]!r}")
    return y


def _write(path: Path, man: dict) -> Path:
    st: Style = man["style"]
    doc = fitz.open()
    pages = man["pages"]
    for n, blocks in enumerate(pages, start=1):
        real = doc.new_page(width=W, height=H)
        page = _Canvas(real)
        if n == 1:
            man["cover"](page, st)
        else:
            man["furniture"](page, n, len(pages), st)
            y = TOP
            for b in blocks:
                y = _block(page, y, b, LEFT, RIGHT, st)
        page.sh.commit()
    doc.set_metadata({"title": man["title"], "author": man["maker"], "producer": "", "creator": ""})
    doc.save(path, garbage=3, deflate=True, no_new_id=True)
    doc.close()
    return path


def _label(page: Any, x: float, y: float, text: str, size: float = 7.0, font: str = "helv") -> None:
    page.insert_text((x, y), text, fontname=font, fontsize=size)


def _box(
    page: Any,
    x: float,
    y: float,
    w: float,
    h: float,
    text: str,
    size: float = 7.0,
    font: str = "helv",
) -> None:
    page.draw_rect(fitz.Rect(x, y, x + w, y + h), color=(0, 0, 0), width=0.8)
    for i, line in enumerate(text.split("\n")):
        tw = _len(line, fontname=font, fontsize=size)
        page.insert_text(
            (x + (w - tw) / 2, y + 4 + size + i * size * 1.2), line, fontname=font, fontsize=size
        )


def _valve(page: Any, x: float, y: float, tag: str, vertical: bool = False) -> None:
    s = 6
    if not vertical:
        page.draw_polyline(
            [(x - s, y - s), (x + s, y + s), (x + s, y - s), (x - s, y + s), (x - s, y - s)],
            width=0.8,
        )
        _label(page, x - 10, y - s - 3, tag, 6.5)
    else:
        page.draw_polyline(
            [(x - s, y - s), (x + s, y - s), (x - s, y + s), (x + s, y + s), (x - s, y - s)],
            width=0.8,
        )
        _label(page, x + s + 3, y + 2, tag, 6.5)


# ---------------------------------------------------------------- 1: Veldhoven shaft generator (translated English)

M1_ST = Style("helv", "hebo", 9.2, (13.0, 10.5))


def _m1_cover(page: Any, st: Style) -> None:
    page.draw_rect(fitz.Rect(0, 0, W, 210), color=None, fill=(0.12, 0.22, 0.38))
    page.insert_text(
        (56, 90), "VELDHOVEN DRIVE SYSTEMS B.V.", fontname="hebo", fontsize=20, color=(1, 1, 1)
    )
    page.insert_text(
        (56, 118), "Rotterdam - The Netherlands", fontname="helv", fontsize=11, color=(1, 1, 1)
    )
    page.insert_text((56, 300), "Shaft Generator System", fontname="hebo", fontsize=26)
    page.insert_text(
        (56, 332), "VSG-1250 / FC-1250 Frequency Converter", fontname="hebo", fontsize=15
    )
    page.insert_text(
        (56, 360),
        "PTO / PTI / PTH - Instruction and Maintenance Manual",
        fontname="helv",
        fontsize=12,
    )
    page.insert_text(
        (56, 640), "Document no. VD-IM-1250-EN, revision D (03/2024)", fontname="helv", fontsize=10
    )
    page.insert_text(
        (56, 656), "Translation of the original instructions", fontname="helv", fontsize=10
    )
    page.insert_text((56, 672), "Hull no. 8841 / 8842", fontname="helv", fontsize=10)


def _m1_furn(page: Any, n: int, total: int, st: Style) -> None:
    page.insert_text((LEFT, 44), "Veldhoven Drive Systems", fontname="hebo", fontsize=8)
    t = "VSG-1250 / FC-1250  Instruction Manual"
    page.insert_text(
        (RIGHT - _len(t, fontname="helv", fontsize=8), 44), t, fontname="helv", fontsize=8
    )
    page.draw_line((LEFT, 50), (RIGHT, 50), width=1.2, color=(0.12, 0.22, 0.38))
    page.draw_line((LEFT, 806), (RIGHT, 806), width=0.5)
    page.insert_text((LEFT, 818), "VD-IM-1250-EN rev. D", fontname="helv", fontsize=7.5)
    t = f"Page {n} of {total}"
    page.insert_text(
        (RIGHT - _len(t, fontname="helv", fontsize=7.5), 818), t, fontname="helv", fontsize=7.5
    )


def _m1_sld(page: Any, x0: float, y: float, x1: float, st: Style) -> None:
    # single line diagram: gearbox -> G1 -> Q1 -> FC-1 (REC, DC link, INV) -> F1 filter -> Q2 -> main switchboard bus
    page.draw_rect(fitz.Rect(x0, y, x1, y + 330), width=0.6)
    bx = y + 40
    page.draw_line((x0 + 20, bx), (x1 - 20, bx), width=2.5)
    _label(page, x0 + 22, bx - 6, "MAIN SWITCHBOARD 440 V / 60 Hz BUS BAR", 7.5, "hebo")
    # shaft generator branch
    cx = x0 + 150
    page.draw_line((cx, bx), (cx, bx + 30), width=1)
    page.draw_rect(fitz.Rect(cx - 8, bx + 30, cx + 8, bx + 46), width=1)
    _label(page, cx + 12, bx + 42, "Q2  ACB 2500 A (shaft gen. breaker)")
    page.draw_line((cx, bx + 46), (cx, bx + 70), width=1)
    _box(page, cx - 35, bx + 70, 70, 26, "F1\nsine filter")
    page.draw_line((cx, bx + 96), (cx, bx + 116), width=1)
    page.draw_rect(fitz.Rect(cx - 60, bx + 116, cx + 60, bx + 196), width=1, dashes="[3] 0")
    _label(page, cx + 64, bx + 124, "FC-1 frequency converter")
    _box(page, cx - 48, bx + 124, 96, 18, "INV  (AFE inverter)")
    page.draw_line((cx, bx + 142), (cx, bx + 150), width=1)
    _box(page, cx - 48, bx + 150, 96, 14, "DC link 750 V, C1")
    page.draw_line((cx, bx + 164), (cx, bx + 170), width=1)
    _box(page, cx - 48, bx + 170, 96, 18, "REC (rectifier)")
    page.draw_line((cx, bx + 196), (cx, bx + 214), width=1)
    page.draw_rect(fitz.Rect(cx - 8, bx + 214, cx + 8, bx + 230), width=1)
    _label(page, cx + 12, bx + 226, "Q1  generator circuit breaker")
    page.draw_line((cx, bx + 230), (cx, bx + 248), width=1)
    page.draw_circle((cx, bx + 262), 14, width=1.2)
    _label(page, cx - 5, bx + 265, "G1", 8, "hebo")
    _label(page, cx + 18, bx + 266, "G1 shaft generator 1250 kW")
    page.draw_line((cx - 14, bx + 262), (cx - 60, bx + 262), width=3)
    _box(page, cx - 110, bx + 250, 50, 24, "GB-1\nPTO gear")
    _label(page, cx - 110, bx + 286, "from main engine")
    # sensors
    _label(page, cx - 130, bx + 232, "TE-11/12 winding temp.")
    _label(page, cx - 130, bx + 206, "CT-1  current transf.")
    # DG branches
    for i, dx in enumerate((330, 420)):
        gx = x0 + dx
        page.draw_line((gx, bx), (gx, bx + 30), width=1)
        page.draw_rect(fitz.Rect(gx - 8, bx + 30, gx + 8, bx + 46), width=1)
        _label(page, gx + 11, bx + 42, f"Q{3 + i}")
        page.draw_line((gx, bx + 46), (gx, bx + 70), width=1)
        page.draw_circle((gx, bx + 84), 14, width=1.2)
        _label(page, gx - 9, bx + 87, f"DG{1 + i}", 7, "hebo")
    _label(page, x0 + 300, bx + 116, "DG1 / DG2  auxiliary diesel generators")
    _label(page, x0 + 300, bx + 128, "(parallel running in PTH / take-home mode)")
    _label(page, x0 + 300, bx + 170, "PT-05  bus voltage transducer")
    _label(page, x0 + 300, bx + 182, "FT-06  bus frequency transducer")
    _label(page, x0 + 300, bx + 214, "M1  cooling water pump for FC-1 (CWP-1)")
    _label(page, x0 + 300, bx + 226, "TE-21  converter coolant outlet temp.")


M1 = {
    "file": "veldhoven-vsg1250-shaft-generator.pdf",
    "title": "VSG-1250 / FC-1250 Shaft Generator System",
    "maker": "Veldhoven Drive Systems B.V.",
    "style": M1_ST,
    "cover": _m1_cover,
    "furniture": _m1_furn,
    "pages": [
        [],
        [
            ("h1", "Contents"),
            (
                "toc",
                [
                    ("1", "General and safety", 3),
                    ("1.1", "Safety instructions", 3),
                    ("1.2", "Description of the system", 3),
                    ("2", "Technical data", 4),
                    ("2.1", "Generator and converter data", 4),
                    ("2.2", "Operating modes", 4),
                    ("3", "Single line diagram", 5),
                    ("4", "Operation", 6),
                    ("4.1", "Change-over to PTO mode", 6),
                    ("4.2", "Take-home (PTI) mode", 7),
                    ("5", "Cooling of the frequency converter", 7),
                    ("6", "Fault and alarm codes", 8),
                    ("7", "Fault finding", 9),
                    ("8", "Maintenance", 10),
                    ("8.1", "Inspection intervals", 10),
                    ("8.2", "Tightening torques", 10),
                ],
            ),
            ("space", 20),
            (
                "box",
                "NOTE",
                "This manual is valid for shaft generator type VSG-1250 together with frequency converter FC-1250 from serial no. 24-1250-031. For the PTO gearbox GB-1 please refer to the documentation of the gearbox maker.",
            ),
        ],
        [
            ("h1", "1  General and safety"),
            (
                "cols",
                [
                    ("h2", "1.1  Safety instructions"),
                    (
                        "p",
                        "Please take care that only instructed personnel is working on the shaft generator system. The frequency converter contains capacitors in the DC link which are still charged after switching off. Please wait minimum 10 minutes after disconnecting before opening the converter cabinet doors, and check with a voltmeter that the DC link voltage is below 50 V.",
                    ),
                    (
                        "p",
                        "The shaft generator is running always when the main engine is running, also when the breaker Q1 is open. Voltage can be present at the stator terminals by remanence. Please never work on the terminal box of the shaft alternator when the main engine is turning.",
                    ),
                    (
                        "box",
                        "WARNING",
                        "Danger of electric shock. DC link voltage up to 750 V DC. Wait min. 10 min after switch off.",
                    ),
                    (
                        "p",
                        "Earthing of the converter cabinet must be checked at every dock period. The resistance of the earth connection shall not exceed 0,1 ohm.",
                    ),
                ],
                [
                    ("h2", "1.2  Description of the system"),
                    (
                        "p",
                        "The shaft generator G1 is a brushless synchronous machine driven by the main engine over the PTO gear GB-1 (power take off). Because the speed of the main engine is changing with the propeller load, the frequency of the generator is not constant. The frequency converter FC-1 makes from this variable frequency a constant 440 V / 60 Hz for the main switchboard.",
                    ),
                    (
                        "p",
                        "The converter has a diode rectifier (REC), a DC intermediate circuit (DC link) and an active front end inverter (INV). The inverter is water cooled. The shaft alternator can supply the ship's net alone, or run in parallel with the diesel generators for a short time during load transfer.",
                    ),
                    (
                        "p",
                        "In PTI mode (power take in) the shaft generator is working as an electric motor and is driving the propeller from the diesel generators. This mode is used as take-home mode if the main engine is not available. The PTH function (power take home) is the same as PTI but with the main engine declutched.",
                    ),
                    (
                        "p",
                        "The shaft generator can deliver full power between 65 % and 104 % of main engine nominal speed. Below 65 % the available power is reduced linear down to zero at 40 %.",
                    ),
                ],
            ),
        ],
        [
            ("h1", "2  Technical data"),
            ("h2", "2.1  Generator and converter data"),
            (
                "table",
                ["Item", "Shaft generator G1", "Frequency converter FC-1"],
                [
                    ["Type", "VSG-1250-6", "FC-1250-AW"],
                    ["Rated power", "1250 kW / 1560 kVA", "1400 kVA continuous"],
                    ["Voltage", "400 ... 690 V (variable)", "input 690 V, output 440 V"],
                    ["Frequency", "40 ~ 62 Hz (variable)", "output 60 Hz +/- 0,5 %"],
                    ["Speed", "800 ~ 1240 rpm", "-"],
                    ["Poles", "6", "-"],
                    ["Insulation class / temp. rise", "F / B", "-"],
                    ["Cooling", "IC 81W, air/water cooler", "water, 85 l/min"],
                    ["Degree of protection", "IP 44", "IP 23"],
                    ["Weight", "5850 kg", "2100 kg"],
                    ["Bearings", "2 x sleeve bearing, oil lubricated", "-"],
                ],
                [2.2, 2.4, 2.4],
                {},
            ),
            ("h2", "2.2  Operating modes"),
            (
                "p",
                "The operating modes are selected on the mode selector S10 at the converter control panel or from the power management system (PMS). The following values are valid at design conditions:",
            ),
            (
                "table",
                ["Mode", "ME speed", "Power", "Direction of power", "Converter", "DG running"],
                [
                    [
                        "PTO",
                        "65 ~ 104 %",
                        "1250 kW",
                        "gear to switchboard",
                        "inverter mode",
                        "none required",
                    ],
                    [
                        "PTO reduced",
                        "40 ~ 65 %",
                        "0 ~ 1250 kW (linear)",
                        "gear to switchboard",
                        "inverter mode",
                        "min. 1",
                    ],
                    [
                        "Parallel",
                        "70 ~ 104 %",
                        "max. 1000 kW",
                        "gear to switchboard",
                        "sync. mode",
                        "1 or 2",
                    ],
                    [
                        "PTI booster",
                        "50 ~ 100 %",
                        "max. 900 kW",
                        "switchboard to gear",
                        "motor mode",
                        "min. 2",
                    ],
                    [
                        "PTH take-home",
                        "0 ~ 85 rpm propeller",
                        "max. 900 kW",
                        "switchboard to gear",
                        "motor mode",
                        "min. 2",
                    ],
                ],
                [1.4, 1.3, 1.5, 1.6, 1.2, 1.1],
                {"size": 8.2},
            ),
            (
                "p",
                "Please note: in parallel mode the load transfer between shaft generator and diesel generators must be finished within 30 s. After this time the PMS opens the breaker of the diesel generator automatically.",
            ),
        ],
        [
            ("h1", "3  Single line diagram"),
            (
                "p",
                "The figure below is showing the principle of the electrical connection. The tag numbers are the same as on the converter panel and in the alarm list of chapter 6.",
            ),
            ("draw", _m1_sld, 330),
            ("p", "Fig. 3-1  Single line diagram shaft generator system (simplified)"),
            (
                "p",
                "The breaker Q2 is an air circuit breaker of the main switchboard, it is interlocked with Q3 and Q4 by the PMS so that only in parallel mode more than one breaker can be closed. Breaker Q1 is placed in the converter cabinet and is closed by the converter control before start of the rectifier.",
            ),
        ],
        [
            ("h1", "4  Operation"),
            ("h2", "4.1  Change-over to PTO mode"),
            (
                "p",
                "Before change-over the main engine must be running stable with minimum 70 % speed for 5 minutes. Please take care that the cooling water pump CWP-1 of the converter is running and no alarm is active on the converter panel.",
            ),
            (
                "ol",
                [
                    (
                        "Prepare the converter.",
                        [
                            "Switch S10 to position PTO.",
                            "Check the lamp READY is lit on the converter panel.",
                            "Check coolant pressure on PI-20 is 1,5 ~ 2,5 bar.",
                        ],
                    ),
                    (
                        "Start the converter with push button START (S11). The breaker Q1 closes and the DC link is charged in approx. 8 s.",
                        [],
                    ),
                    (
                        "Synchronise to the bus bar.",
                        [
                            "Select SYNC on the PMS mimic.",
                            "Wait until the synchroscope shows synchronism; the converter is matching the bus frequency automatically.",
                            "Breaker Q2 is closed automatically by the synchronising unit.",
                        ],
                    ),
                    (
                        "Transfer the load. The PMS ramps the load from the diesel generators to the shaft generator with 50 kW/s.",
                        [],
                    ),
                    (
                        "Stop the diesel generators after the load transfer when the PMS is showing DG load below 5 %.",
                        [],
                    ),
                ],
                "1.",
            ),
            (
                "box",
                "CAUTION",
                "Do not reduce the main engine speed below 65 % while the shaft generator is supplying the net alone. The converter will reduce the available power and the PMS may start the stand-by diesel generator (blackout prevention).",
            ),
            (
                "p",
                "For the change-over back to the diesel generators, start one diesel generator, select DG on the PMS and wait until the shaft generator load is below 50 kW. Then the breaker Q2 opens automatically.",
            ),
        ],
        [
            ("h2", "4.2  Take-home (PTI) mode"),
            (
                "p",
                "If the main engine is not available, the propeller can be driven by the shaft generator as electric motor (PTH). The main engine must be declutched at the clutch of the PTO gear. Minimum two diesel generators must be connected to the bus bar.",
            ),
            (
                "table",
                ["Step", "Action", "Check / remark"],
                [
                    [
                        "1",
                        "Declutch the main engine at the gear GB-1 (local panel).",
                        "Lamp CLUTCH OUT on the bridge",
                    ],
                    [
                        "2",
                        "Start 2 diesel generators and connect to the bus.",
                        "Available power min. 1200 kW",
                    ],
                    ["3", "Turn S10 to PTH.", "Converter in motor mode"],
                    [
                        "4",
                        "Press START (S11), the converter magnetises the machine.",
                        "Approx. 15 s",
                    ],
                    [
                        "5",
                        "Give the speed order from the ECR lever, max. 85 rpm propeller.",
                        "Motor current max. 1650 A",
                    ],
                    [
                        "6",
                        "Stop: lever to zero, press STOP (S12).",
                        "Wait min. 2 min before new start",
                    ],
                ],
                [0.6, 3.4, 2.2],
                {},
            ),
            ("h1", "5  Cooling of the frequency converter"),
            (
                "cols",
                [
                    (
                        "p",
                        "The inverter and the rectifier are cooled with fresh water from the central cooling system over the plate heat exchanger HE-1. The converter has an own circulating pump CWP-1 and an expansion tank. The coolant is a mixture of demineralised water and 25 % monoethylene glycol.",
                    ),
                    (
                        "p",
                        "Please take care that the coolant inlet temperature is not lower than the dew point in the converter room, otherwise condensation water can come into the power modules.",
                    ),
                    (
                        "p",
                        "The coolant must be changed every 2 years. The conductivity of the coolant must be kept below 10 uS/cm; if it is higher the ion exchanger cartridge must be renewed.",
                    ),
                ],
                [
                    ("p", "Coolant limits (FC-1250):"),
                    (
                        "table",
                        None,
                        [
                            ["Inlet temp.", "25 ~ 38 °C"],
                            ["Outlet temp.", "max. 45 °C"],
                            ["Alarm TE-21", "48 °C"],
                            ["Trip TE-21", "52 °C"],
                            ["Flow", "85 l/min"],
                            ["Low flow alarm", "60 l/min"],
                            ["Pressure PI-20", "1,5 ~ 2,5 bar"],
                            ["Glycol", "25 %"],
                        ],
                        [1.3, 1.0],
                        {"ruled": False, "size": 9},
                    ),
                ],
            ),
        ],
        [
            ("h1", "6  Fault and alarm codes"),
            (
                "p",
                "The converter control is showing the codes on the display of the converter panel and sends them to the alarm monitoring system. Codes F are faults with trip of the converter; codes W are warnings only.",
            ),
            (
                "table",
                ["Code", "Text on display", "Meaning", "Reaction"],
                [
                    ["F-01", "DC OVERVOLT", "DC link voltage above 850 V", "trip, Q1 open"],
                    ["F-02", "DC UNDERVOLT", "DC link voltage below 480 V", "trip, Q1 open"],
                    ["F-03", "OVERCURRENT INV", "inverter current > 2,2 x In", "trip"],
                    ["F-05", "EARTH FAULT", "insulation resistance < 50 kohm", "trip"],
                    ["F-07", "COOLANT TEMP HIGH", "TE-21 above 52 °C", "trip after 10 s"],
                    ["F-08", "COOLANT FLOW LOW", "flow below 45 l/min", "trip after 30 s"],
                    ["F-11", "GEN OVERSPEED", "generator speed above 1300 rpm", "trip, Q1 open"],
                    ["F-14", "SYNC FAILURE", "no synchronism within 60 s", "Q2 not closed"],
                    ["W-21", "COOLANT TEMP", "TE-21 above 48 °C", "warning"],
                    ["W-22", "COOLANT FLOW", "flow below 60 l/min", "warning"],
                    ["W-25", "WINDING TEMP", "TE-11/12 above 140 °C", "power reduced to 80 %"],
                    ["W-27", "BEARING TEMP", "bearing above 85 °C", "warning"],
                    ["W-30", "FAN FAILURE", "cabinet fan stopped", "warning"],
                    ["W-33", "ME SPEED LOW", "ME speed below 65 %", "power reduced"],
                ],
                [0.8, 1.8, 2.6, 1.6],
                {},
            ),
            (
                "p",
                "A fault F must be reset with push button RESET (S13) after the cause is removed. The converter can be restarted only if no fault is active. After three trips with F-03 within one hour a restart is blocked; please contact Veldhoven service.",
            ),
        ],
        [
            ("h1", "7  Fault finding"),
            (
                "table",
                ["Fault", "Possible cause", "Action"],
                [
                    [
                        "Converter does not start, READY lamp off",
                        "S10 not in PTO / PTH; fault active; cooling pump CWP-1 stopped",
                        "Check selector, reset fault, start CWP-1",
                    ],
                    [
                        "Q2 does not close (F-14)",
                        "Bus frequency unstable; diesel generator governor hunting",
                        "Check DG governor; repeat synchronising",
                    ],
                    [
                        "Trip on F-07 coolant temp high",
                        "Heat exchanger HE-1 fouled; 3-way valve TCV-20 sticking; low central FW flow",
                        "Clean HE-1 plates; check TCV-20; check central cooling",
                    ],
                    [
                        "Frequent W-33, power reduced",
                        "Main engine running below 65 % speed",
                        "Increase ME speed or start DG",
                    ],
                    [
                        "F-05 earth fault",
                        "Moisture in the generator terminal box; damaged cable",
                        "Measure insulation with 1000 V megger, min. 1 Mohm",
                    ],
                    [
                        "Generator bearing temp high (W-27)",
                        "Low oil level in sleeve bearing; wrong oil",
                        "Refill oil ISO VG 68; check oil ring rotation",
                    ],
                    [
                        "Voltage on bus unstable in PTO",
                        "Sine filter F1 capacitor defect",
                        "Measure capacitors, replace defect ones",
                    ],
                    [
                        "Noise from PTO gear",
                        "Misalignment after docking",
                        "Check alignment, see gear manual",
                    ],
                ],
                [2.0, 2.4, 2.4],
                {},
            ),
            (
                "p",
                "If the fault can not be found with this table, please make a copy of the event log (menu 7.3 of the converter display) and send it to the Veldhoven service department together with the hull number.",
            ),
        ],
        [
            ("h1", "8  Maintenance"),
            ("h2", "8.1  Inspection intervals"),
            (
                "table",
                ["Work", "Daily", "3 months", "12 months", "5 years"],
                [
                    ["Check alarms and event log on converter display", "X", "", "", ""],
                    ["Check coolant pressure and temperature", "X", "", "", ""],
                    ["Check bearing oil level through sight glass", "X", "", "", ""],
                    ["Clean air filters of converter cabinet", "", "X", "", ""],
                    ["Change bearing oil (ISO VG 68)", "", "", "X", ""],
                    ["Measure insulation resistance of G1", "", "", "X", ""],
                    ["Check tightness of power cable connections", "", "", "X", ""],
                    ["Replace DC link capacitors C1", "", "", "", "X"],
                    ["Replace cabinet fans", "", "", "", "X"],
                ],
                [3.4, 0.8, 0.9, 0.9, 0.9],
                {},
            ),
            ("h2", "8.2  Tightening torques"),
            (
                "p",
                "The busbar connections M12 in the converter must be tightened with 70 Nm, the connections M10 of the power modules with 40 Nm. The cable lugs at the generator terminals (M16) are tightened with 160 Nm. Please use always new spring washers.",
            ),
            (
                "p",
                "The sleeve bearings of the generator are filled with 9 litres of oil each. The oil ring must turn freely; please check it through the inspection cover after filling.",
            ),
        ],
    ],
}


# ---------------------------------------------------------------- 2: Harmon remote valve control (US style)

M2_ST = Style("helv", "hebo", 9.0, (12.5, 10.0))


def _m2_cover(page: Any, st: Style) -> None:
    page.draw_rect(fitz.Rect(40, 40, W - 40, H - 40), width=3)
    page.insert_text((70, 120), "HARMON MARINE CONTROLS, INC.", fontname="hebo", fontsize=18)
    page.insert_text((70, 140), "Houston, Texas  USA", fontname="helv", fontsize=10)
    page.draw_line((70, 160), (W - 70, 160), width=1.5)
    page.insert_text((70, 260), "ValvePilot VP-400", fontname="hebo", fontsize=28)
    page.insert_text((70, 292), "Remote Valve Control System", fontname="hebo", fontsize=16)
    page.insert_text((70, 314), "Cargo Hold Bilge and Ballast Valves", fontname="helv", fontsize=13)
    page.insert_text(
        (70, 360), "Operation, Installation and Service Manual", fontname="helv", fontsize=12
    )
    page.insert_text((70, 700), "Publication HMC-OM-0400  Rev. 7", fontname="helv", fontsize=9)
    page.insert_text(
        (70, 714), "(c) Harmon Marine Controls. All rights reserved.", fontname="helv", fontsize=9
    )


def _m2_furn(page: Any, n: int, total: int, st: Style) -> None:
    page.insert_text((LEFT, 42), "VP-400 Remote Valve Control", fontname="hebo", fontsize=8.5)
    t = "HMC-OM-0400"
    page.insert_text(
        (RIGHT - _len(t, fontname="helv", fontsize=8.5), 42), t, fontname="helv", fontsize=8.5
    )
    page.draw_line((LEFT, 48), (RIGHT, 48), width=0.6)
    t = f"{n - 1}"
    page.insert_text((W / 2 - 3, 816), t, fontname="hebo", fontsize=9)
    page.insert_text((LEFT, 816), "Harmon Marine Controls, Inc.", fontname="helv", fontsize=7)


def _m2_schem(page: Any, x0: float, y: float, x1: float, st: Style) -> None:
    page.draw_rect(fitz.Rect(x0, y, x1, y + 360), width=0.6)
    # HPU block left
    _box(page, x0 + 15, y + 20, 150, 150, "")
    _label(page, x0 + 20, y + 32, "HPU-1  HYDRAULIC POWER UNIT", 7, "hebo")
    _label(page, x0 + 22, y + 160, "TK-1 reservoir 26 gal")
    for i, px in enumerate((x0 + 45, x0 + 115)):
        page.draw_circle((px, y + 120), 13, width=1)
        _label(page, px - 7, y + 123, f"P-{i + 1}", 7, "hebo")
        page.draw_line((px, y + 107), (px, y + 80), width=0.8)
    page.draw_line((x0 + 45, y + 80), (x0 + 115, y + 80), width=0.8)
    page.draw_line((x0 + 80, y + 80), (x0 + 80, y + 55), width=0.8)
    page.draw_line((x0 + 80, y + 55), (x0 + 240, y + 55), width=1.4)
    _label(page, x0 + 22, y + 50, "ACC-1 accumulator")
    page.draw_oval(fitz.Rect(x0 + 95, y + 60, x0 + 110, y + 78), width=0.8)
    _label(page, x0 + 120, y + 74, "PS-01")
    _label(page, x0 + 120, y + 100, "PT-03")
    # supply line to solenoid cabinet
    _box(page, x0 + 240, y + 20, 130, 180, "")
    _label(page, x0 + 245, y + 32, "SVC-1  SOLENOID VALVE CABINET", 6.5, "hebo")
    for i in range(6):
        sy = y + 50 + i * 24
        page.draw_rect(fitz.Rect(x0 + 255, sy, x0 + 285, sy + 14), width=0.8)
        _label(page, x0 + 290, sy + 10, f"SV-{101 + i}  (BV-{101 + i})", 6.5)
    page.draw_line((x0 + 240, y + 190), (x0 + 80, y + 190), width=0.8, dashes="[2] 0")
    page.draw_line((x0 + 80, y + 190), (x0 + 80, y + 170), width=0.8, dashes="[2] 0")
    _label(page, x0 + 120, y + 200, "return line (dashed)")
    # actuators / valves right
    for i in range(6):
        vy = y + 57 + i * 24
        page.draw_line((x0 + 370, vy), (x0 + 410, vy), width=0.8)
        _valve(page, x0 + 425, vy, "")
        _label(page, x0 + 440, vy + 3, f"BV-{101 + i}", 7)
    _label(page, x0 + 395, y + 35, "ACTUATORS / VALVES", 6.5, "hebo")
    # hand pump
    _box(page, x0 + 240, y + 240, 110, 34, "HP-1\nportable hand pump")
    page.draw_line((x0 + 350, y + 257), (x0 + 400, y + 257), width=0.8)
    _label(page, x0 + 355, y + 252, "QC-1 quick coupling")
    # bilge valves group
    for i in range(3):
        vx = x0 + 60 + i * 50
        _valve(page, vx, y + 290, f"BL-20{i + 1}")
    _label(
        page, x0 + 30, y + 320, "Bilge suction valves No.1-3 hold (BL-201..203), spring-close type"
    )
    _label(
        page,
        x0 + 30,
        y + 340,
        "ZT = position transmitter 4-20 mA on each actuator;  PI-02 = HPU pressure gauge",
    )


M2 = {
    "file": "harmon-vp400-remote-valve-control.pdf",
    "title": "ValvePilot VP-400 Remote Valve Control System",
    "maker": "Harmon Marine Controls, Inc.",
    "style": M2_ST,
    "cover": _m2_cover,
    "furniture": _m2_furn,
    "pages": [
        [],
        [
            ("h1", "TABLE OF CONTENTS"),
            (
                "toc",
                [
                    ("Section 1", "System Overview", 2),
                    ("1.1", "General", 2),
                    ("1.2", "Specifications", 2),
                    ("Section 2", "Hydraulic Schematic", 3),
                    ("Section 3", "Valve Actuators", 4),
                    ("Section 4", "Solenoid Valve Cabinet and Position Indication", 5),
                    ("4.3", "Valve Tag List", 5),
                    ("4.4", "Position Indicator Calibration", 6),
                    ("Section 5", "Emergency Operation", 7),
                    ("Section 6", "Troubleshooting", 8),
                    ("Section 7", "Recommended Spare Parts", 9),
                ],
            ),
        ],
        [
            ("h1", "SECTION 1  SYSTEM OVERVIEW"),
            ("h2", "1.1 General"),
            (
                "p",
                "The ValvePilot system lets the operator open and close the cargo hold bilge and ballast valves from the ballast control console (BCC) in the cargo control room. Each valve is fitted with a double-acting hydraulic actuator. Hydraulic oil at 1,450 psi (100 bar) is supplied by the hydraulic power unit HPU-1 to the solenoid valve cabinet SVC-1, where one 4/3-way solenoid valve controls each actuator.",
            ),
            (
                "p",
                "Valve position is shown on the console mimic by a position transmitter (ZT) mounted on top of each actuator. The transmitter gives a continuous 4-20 mA signal, so intermediate (throttled) positions are displayed in percent open. Ballast valves can be throttled; bilge valves are open/close only.",
            ),
            (
                "p",
                "If the HPU or the electrical supply fails, every valve can be operated with the portable hand pump HP-1 connected to the quick couplings on the actuator (see Section 5).",
            ),
            ("h2", "1.2 Specifications"),
            (
                "table",
                ["Parameter", "Value"],
                [
                    ["System working pressure", "1,450 psi (100 bar)"],
                    ["Pump cut-in / cut-out (PS-01)", "1,300 psi / 1,600 psi (90 / 110 bar)"],
                    ["Relief valve setting", "1,750 psi (121 bar)"],
                    [
                        "Accumulator ACC-1 volume / precharge",
                        "2.5 gal / 1,000 psi nitrogen (69 bar)",
                    ],
                    ["Hydraulic pumps P-1, P-2", "2 x 3.5 gpm, 3 hp, 440 V 60 Hz"],
                    ["Reservoir TK-1", "26 US gal (98 l)"],
                    ["Hydraulic fluid", "ISO VG 32 mineral oil, e.g. Mobil DTE 24"],
                    ["Fluid temperature, normal", "86 - 140 °F (30 - 60 °C)"],
                    ["Filtration", "10 micron absolute, return line"],
                    ["Solenoid coil voltage", "24 V DC, 9 W"],
                    ["Position signal", "4-20 mA, 2-wire"],
                    ["Number of valves controlled", "38 (32 ballast, 6 bilge)"],
                ],
                [2.4, 3.0],
                {},
            ),
            (
                "p",
                "Pump P-1 is the duty pump; P-2 starts automatically as stand-by when the pressure drops below 1,150 psi (79 bar).",
            ),
        ],
        [
            ("h1", "SECTION 2  HYDRAULIC SCHEMATIC"),
            (
                "p",
                "The simplified schematic below shows one HPU, the solenoid valve cabinet and a typical group of six ballast valves. Tag numbers match the console mimic and the valve tag list in paragraph 4.3.",
            ),
            ("draw", _m2_schem, 360),
            ("p", "Figure 2-1. VP-400 hydraulic schematic (typical)."),
            (
                "box",
                "WARNING",
                "Stored energy. The accumulator ACC-1 holds pressure after the pumps are stopped. Open the drain valve HV-05 on the HPU and check that gauge PI-02 reads 0 psi before you break any hydraulic connection.",
            ),
        ],
        [
            ("h1", "SECTION 3  VALVE ACTUATORS"),
            (
                "p",
                "VP-400 uses the HMC rack-and-pinion actuator series RPA. The actuator is sized for the valve breakaway torque plus a safety margin of 30%. The actuator size is stamped on the nameplate and shown in the valve tag list.",
            ),
            (
                "table",
                [
                    "Actuator model",
                    "Output torque @ 1,450 psi",
                    "Swept volume",
                    "Valve size (butterfly)",
                    "Weight",
                ],
                [
                    ["RPA-25", "180 ft-lb (244 N·m)", "6.1 cu in", '3" - 6" (DN80-150)', "18 lb"],
                    [
                        "RPA-50",
                        "370 ft-lb (502 N·m)",
                        "12.8 cu in",
                        '8" - 10" (DN200-250)',
                        "31 lb",
                    ],
                    [
                        "RPA-100",
                        "740 ft-lb (1003 N·m)",
                        "25.4 cu in",
                        '12" - 14" (DN300-350)',
                        "57 lb",
                    ],
                    [
                        "RPA-200",
                        "1,480 ft-lb (2007 N·m)",
                        "51.0 cu in",
                        '16" - 20" (DN400-500)',
                        "104 lb",
                    ],
                ],
                [1.2, 1.6, 1.1, 1.6, 0.8],
                {},
            ),
            (
                "p",
                "Actuators are mounted on the valve top flange with an ISO 5211 adapter. Torque the mounting bolts to 45 ft-lb for RPA-25 and RPA-50, and to 90 ft-lb for RPA-100 and RPA-200. Use Loctite 243 on all bolts in tanks and bilge wells. Actuators located inside ballast tanks are of the submersible version (suffix -S, IP68 at 66 ft head).",
            ),
            (
                "p",
                'The opening and closing time of each valve is adjusted with the two needle valves (throttle check valves) on the actuator. Factory setting is 25-35 seconds for full stroke. Do not set the closing time shorter than 20 seconds on valves 12" and larger; fast closing causes water hammer in the ballast main.',
            ),
            (
                "box",
                "CAUTION",
                "Never operate a valve actuator with the manual override wrench while hydraulic pressure is on the actuator. The wrench can kick back.",
            ),
            (
                "p",
                "Bilge valves BL-201 through BL-206 are fitted with spring-return actuators (RPA-25SR) that close the valve on loss of hydraulic pressure (fail-closed).",
            ),
        ],
        [
            ("h1", "SECTION 4  SOLENOID VALVE CABINET AND POSITION INDICATION"),
            (
                "p",
                "The solenoid valve cabinet SVC-1 is located in the pipe duct, frame 112, starboard side. It holds the manifold blocks with one 4/3-way solenoid valve per actuator, the pressure gauge PI-04 and the terminal strips X1 - X4. The solenoid valves are of the spring-centered, closed-center type: when no coil is energized the actuator is hydraulically locked in its last position.",
            ),
            (
                "p",
                "Each solenoid valve has manual push pins on both ends. Pressing the pin marked A opens the valve, pin B closes it. The cabinet door has a heater (100 W) controlled by a thermostat set to 50 °F (10 °C).",
            ),
            ("h2", "4.3 Valve Tag List"),
            (
                "table",
                ["Tag", "Service", "Size", "Actuator", "SV", "Location"],
                [
                    [
                        "BV-101",
                        "No.1 WBT (P) suction",
                        '10"',
                        "RPA-50",
                        "SV-101",
                        "Pipe duct fr. 180",
                    ],
                    [
                        "BV-102",
                        "No.1 WBT (S) suction",
                        '10"',
                        "RPA-50",
                        "SV-102",
                        "Pipe duct fr. 180",
                    ],
                    [
                        "BV-103",
                        "No.2 WBT (P) suction",
                        '12"',
                        "RPA-100",
                        "SV-103",
                        "Pipe duct fr. 156",
                    ],
                    [
                        "BV-104",
                        "No.2 WBT (S) suction",
                        '12"',
                        "RPA-100",
                        "SV-104",
                        "Pipe duct fr. 156",
                    ],
                    [
                        "BV-105",
                        "No.3 WBT (P) suction",
                        '12"',
                        "RPA-100",
                        "SV-105",
                        "Pipe duct fr. 132",
                    ],
                    [
                        "BV-106",
                        "No.3 WBT (S) suction",
                        '12"',
                        "RPA-100",
                        "SV-106",
                        "Pipe duct fr. 132",
                    ],
                    ["BV-107", "Fore peak tank suction", '8"', "RPA-50", "SV-107", "Bosun store"],
                    [
                        "BV-108",
                        "Aft peak tank suction",
                        '8"',
                        "RPA-50",
                        "SV-108",
                        "Steering gear rm",
                    ],
                    [
                        "BV-111",
                        "Ballast main crossover",
                        '16"',
                        "RPA-200",
                        "SV-111",
                        "Engine room fr. 42",
                    ],
                    [
                        "BV-112",
                        "Ballast pump No.1 suction",
                        '16"',
                        "RPA-200",
                        "SV-112",
                        "Engine room fr. 38",
                    ],
                    [
                        "BV-113",
                        "Ballast pump No.2 suction",
                        '16"',
                        "RPA-200",
                        "SV-113",
                        "Engine room fr. 38",
                    ],
                    [
                        "BV-114",
                        "Overboard discharge",
                        '16"',
                        "RPA-200",
                        "SV-114",
                        "Engine room fr. 36",
                    ],
                    [
                        "BV-115",
                        "Sea chest (low) inlet",
                        '16"',
                        "RPA-200",
                        "SV-115",
                        "Engine room fr. 33",
                    ],
                ],
                [0.8, 2.0, 0.5, 0.9, 0.8, 1.5],
                {"size": 8.2},
            ),
        ],
        [
            ("p", "4.3 Valve Tag List (continued)"),
            (
                "table",
                ["Tag", "Service", "Size", "Actuator", "SV", "Location"],
                [
                    [
                        "BV-116",
                        "BWTS inlet isolating",
                        '14"',
                        "RPA-100",
                        "SV-116",
                        "Engine room fr. 30",
                    ],
                    ["BV-117", "BWTS bypass", '14"', "RPA-100", "SV-117", "Engine room fr. 30"],
                    [
                        "BL-201",
                        "No.1 hold bilge well (P)",
                        '4"',
                        "RPA-25SR",
                        "SV-201",
                        "Pipe duct fr. 176",
                    ],
                    [
                        "BL-202",
                        "No.2 hold bilge well (P)",
                        '4"',
                        "RPA-25SR",
                        "SV-202",
                        "Pipe duct fr. 150",
                    ],
                    [
                        "BL-203",
                        "No.3 hold bilge well (P)",
                        '4"',
                        "RPA-25SR",
                        "SV-203",
                        "Pipe duct fr. 126",
                    ],
                    [
                        "BL-204",
                        "No.1 hold bilge well (S)",
                        '4"',
                        "RPA-25SR",
                        "SV-204",
                        "Pipe duct fr. 176",
                    ],
                    [
                        "BL-205",
                        "No.2 hold bilge well (S)",
                        '4"',
                        "RPA-25SR",
                        "SV-205",
                        "Pipe duct fr. 150",
                    ],
                    [
                        "BL-206",
                        "No.3 hold bilge well (S)",
                        '4"',
                        "RPA-25SR",
                        "SV-206",
                        "Pipe duct fr. 126",
                    ],
                ],
                [0.8, 2.0, 0.5, 0.9, 0.8, 1.5],
                {"size": 8.2},
            ),
            ("h2", "4.4 Position Indicator Calibration"),
            (
                "p",
                "Calibrate a position transmitter (ZT) after replacing it, after removing the actuator, or when the console shows a position that does not agree with the mechanical pointer on the actuator.",
            ),
            (
                "ol",
                [
                    ("Set the console to LOCAL MAINTENANCE mode (key switch on the BCC).", []),
                    (
                        "Close the valve fully.",
                        [
                            "Use the console CLOSE button or the push pin B on the solenoid valve.",
                            "Confirm the mechanical pointer shows SHUT.",
                        ],
                    ),
                    (
                        "Remove the transmitter cover (4 screws) and connect a milliammeter in series with the loop at terminals 1 and 2.",
                        [],
                    ),
                    ("Adjust the ZERO potentiometer until the meter reads 4.0 ± 0.1 mA.", []),
                    (
                        "Open the valve fully and adjust the SPAN potentiometer to 20.0 ± 0.1 mA.",
                        [
                            "Repeat steps 4 and 5 until both readings are stable; the two adjustments interact.",
                            "Check that the console mimic shows 0% and 100%.",
                        ],
                    ),
                    (
                        "Set the limit cams: OPEN limit switch trips at 95% travel, CLOSED limit switch at 5% travel.",
                        [],
                    ),
                    ("Refit the cover. Tighten the screws to 2.5 ft-lb to keep the IP67 seal.", []),
                ],
                "1.",
            ),
        ],
        [
            ("h1", "SECTION 5  EMERGENCY OPERATION"),
            (
                "p",
                "Use the portable hand pump HP-1 when the HPU is out of service or when a solenoid valve has failed. The hand pump is stowed in the pipe duct entrance together with 2 hoses (10 ft each) and the quick coupling adapters. The pump has a built-in relief valve set at 1,600 psi.",
            ),
            (
                "ol",
                [
                    ("Identify the valve on the tag list and find the actuator.", []),
                    (
                        "Close the two isolating needle valves on the actuator (turn clockwise) to separate the actuator from the solenoid valve cabinet.",
                        [],
                    ),
                    (
                        "Connect the hand pump hoses to the quick couplings QC-1 (port A, opening) and QC-2 (port B, closing).",
                        [],
                    ),
                    (
                        "Set the hand pump selector to OPEN or CLOSE and pump.",
                        [
                            "Approximately 30 strokes open an RPA-25; an RPA-200 needs about 250 strokes.",
                            "Watch the mechanical pointer; stop at the end of travel.",
                        ],
                    ),
                    (
                        "Disconnect the hoses and open the isolating needle valves again before returning to remote control.",
                        [],
                    ),
                ],
                "1.",
            ),
            (
                "box",
                "WARNING",
                "Do not open a ballast valve by hand pump without permission from the cargo control room. Unplanned ballast transfer can cause list and overstress the hull.",
            ),
            (
                "p",
                "On loss of 24 V DC supply the solenoid valves center and every valve stays in its last position, except the spring-return bilge valves, which close.",
            ),
        ],
        [
            ("h1", "SECTION 6  TROUBLESHOOTING"),
            (
                "table",
                ["Fault", "Possible cause", "Action"],
                [
                    [
                        "Valve does not move, no alarm",
                        "Isolating needle valves closed after hand pump use",
                        "Open both needle valves on the actuator",
                    ],
                    [
                        "Valve moves slowly (more than 60 s)",
                        "Throttle check valve closed too far; dirty filter; low pressure",
                        "Readjust needle valve; change filter element; check PI-02",
                    ],
                    [
                        "HPU pump runs continuously",
                        "Internal leakage in a solenoid valve or actuator; ACC-1 precharge low",
                        "Isolate valves one at a time to find the leak; recharge ACC-1 to 1,000 psi",
                    ],
                    [
                        "Console shows 'POSITION ERROR'",
                        "ZT signal outside 3.6-20.8 mA; broken wire",
                        "Check loop; recalibrate ZT (para. 4.4)",
                    ],
                    [
                        "Console shows valve open, pointer shows closed",
                        "ZT shaft coupling loose",
                        "Tighten coupling set screw, recalibrate",
                    ],
                    [
                        "Hydraulic oil temperature high (over 150 °F)",
                        "Pump running too often; cooler fouled",
                        "Find leak; clean air cooler fins",
                    ],
                    [
                        "Valve creeps from throttled position",
                        "Leaking piston seal in actuator",
                        "Replace seal kit HMC 40-118",
                    ],
                    [
                        "Solenoid coil burnt",
                        "Supply voltage above 28 V DC; coil energized too long",
                        "Check power supply; replace coil HMC 24-009",
                    ],
                ],
                [1.9, 2.4, 2.3],
                {},
            ),
            (
                "p",
                "For pressure readings always use the gauge PI-02 on the HPU; gauge PI-04 in the solenoid cabinet reads approximately 30 psi lower because of line losses.",
            ),
        ],
        [
            ("h1", "SECTION 7  RECOMMENDED SPARE PARTS"),
            (
                "p",
                "Spares below are recommended for 2 years of operation on board. Order from Harmon Marine Controls, Inc., quoting the system serial number from the HPU nameplate.",
            ),
            (
                "table",
                ["Item", "Part No.", "Description", "Qty"],
                [
                    ["1", "HMC 24-009", "Solenoid coil 24 V DC, 9 W", "4"],
                    ["2", "HMC 24-102", "4/3-way solenoid valve complete, CETOP 3", "2"],
                    ["3", "HMC 40-118", "Seal kit, actuator RPA-25 / RPA-50", "6"],
                    ["4", "HMC 40-128", "Seal kit, actuator RPA-100 / RPA-200", "4"],
                    ["5", "HMC 51-430", "Position transmitter ZT, 4-20 mA", "2"],
                    ["6", "HMC 51-431", "Limit switch cam set", "4"],
                    ["7", "HMC 62-010", "Return filter element, 10 micron", "6"],
                    ["8", "HMC 62-115", "Suction strainer, 125 micron", "2"],
                    ["9", "HMC 70-221", "Pressure switch PS-01", "1"],
                    ["10", "HMC 70-305", "Pressure transmitter PT-03, 0-3,000 psi", "1"],
                    ["11", "HMC 81-004", "Quick coupling set (QC-1 / QC-2)", "4"],
                    ["12", "HMC 81-020", 'Hydraulic hose 10 ft, 1/4"', "2"],
                    ["13", "HMC 90-500", "Accumulator bladder, 2.5 gal", "1"],
                ],
                [0.5, 1.3, 3.5, 0.6],
                {},
            ),
            ("p", "Hydraulic fluid: keep at least 10 US gal of ISO VG 32 on board."),
        ],
    ],
}


# ---------------------------------------------------------------- 3: Kurobe LO purifier (terse service style)

M3_ST = Style("cour", "cobo", 8.6, (12.0, 9.6))


def _m3_cover(page: Any, st: Style) -> None:
    page.insert_text((56, 110), "KUROBE SEPARATION CO., LTD.", fontname="cobo", fontsize=16)
    page.insert_text((56, 128), "Kobe  Japan", fontname="cour", fontsize=10)
    page.draw_rect(fitz.Rect(56, 200, W - 56, 330), width=1.5)
    page.insert_text((76, 240), "KSJ-30L", fontname="cobo", fontsize=30)
    page.insert_text((76, 272), "SELF-CLEANING LUB. OIL PURIFIER", fontname="cobo", fontsize=14)
    page.insert_text((76, 296), "SERVICE HANDBOOK  /  SB-series", fontname="cour", fontsize=11)
    page.insert_text(
        (56, 420), "For M/E system oil & A/E lub. oil service", fontname="cour", fontsize=10
    )
    page.insert_text((56, 740), "Doc. KS-SH-30L-E  Ed. 4", fontname="cour", fontsize=9)


def _m3_furn(page: Any, n: int, total: int, st: Style) -> None:
    page.insert_text((LEFT, 42), "KUROBE KSJ-30L", fontname="cobo", fontsize=8.5)
    t = "SERVICE HANDBOOK"
    page.insert_text(
        (RIGHT - _len(t, fontname="cour", fontsize=8.5), 42), t, fontname="cour", fontsize=8.5
    )
    page.draw_line((LEFT, 47), (RIGHT, 47), width=0.5, dashes="[4 2] 0")
    t = f"- {n} -"
    page.insert_text(
        (W / 2 - _len(t, fontname="cour", fontsize=8.5) / 2, 818), t, fontname="cour", fontsize=8.5
    )
    page.insert_text((RIGHT - 90, 818), "KS-SH-30L-E", fontname="cour", fontsize=7)


def _m3_flow(page: Any, x0: float, y: float, x1: float, st: Style) -> None:
    page.draw_rect(fitz.Rect(x0, y, x1, y + 200), width=0.5)
    f = "cour"
    _box(page, x0 + 10, y + 70, 70, 30, "SUMP TK", 7, f)
    page.draw_line((x0 + 80, y + 85), (x0 + 120, y + 85), width=1)
    page.draw_circle((x0 + 132, y + 85), 12, width=1)
    _label(page, x0 + 123, y + 88, "P-1", 7, "cobo")
    _label(page, x0 + 110, y + 112, "feed pump", 6.5, f)
    page.draw_line((x0 + 144, y + 85), (x0 + 190, y + 85), width=1)
    _box(page, x0 + 190, y + 70, 50, 30, "E-1\nheater", 7, f)
    _label(page, x0 + 195, y + 114, "TT-01", 6.5, f)
    page.draw_line((x0 + 240, y + 85), (x0 + 266, y + 85), width=1)
    _valve(page, x0 + 272, y + 85, "")
    _label(page, x0 + 248, y + 104, "3-way V-3", 6.5, f)
    page.draw_line((x0 + 272, y + 108), (x0 + 272, y + 160), width=0.8, dashes="[2] 0")
    _label(page, x0 + 276, y + 160, "recirc. to sump", 6.5, f)
    page.draw_line((x0 + 278, y + 85), (x0 + 300, y + 85), width=1)
    page.draw_polyline(
        [
            (x0 + 300, y + 40),
            (x0 + 370, y + 40),
            (x0 + 355, y + 130),
            (x0 + 315, y + 130),
            (x0 + 300, y + 40),
        ],
        width=1.2,
    )
    _label(page, x0 + 312, y + 80, "S-1 BOWL", 7, "cobo")
    _label(page, x0 + 302, y + 145, "sludge -> SL TK", 6.5, f)
    page.draw_line((x0 + 370, y + 55), (x0 + 410, y + 55), width=1)
    _label(page, x0 + 375, y + 50, "PT-02", 6.5, f)
    _label(page, x0 + 413, y + 58, "clean oil", 6.5, f)
    page.draw_line((x0 + 367, y + 70), (x0 + 410, y + 70), width=0.8)
    _label(page, x0 + 413, y + 73, "water out", 6.5, f)
    _label(page, x0 + 413, y + 90, "FS-05 flow sw.", 6.5, f)
    _label(page, x0 + 290, y + 25, "SV-1 open. water  SV-2 seal/repl. water", 6.5, f)
    _label(page, x0 + 10, y + 30, "PS-04 water supply press.", 6.5, f)
    _label(page, x0 + 10, y + 185, "Fig.1  Flow diagram (simplified)", 7, f)


M3 = {
    "file": "kurobe-ksj30l-lo-purifier.pdf",
    "title": "KSJ-30L Self-cleaning Lub. Oil Purifier",
    "maker": "Kurobe Separation Co., Ltd.",
    "style": M3_ST,
    "cover": _m3_cover,
    "furniture": _m3_furn,
    "pages": [
        [],
        [
            ("h1", "CONTENTS"),
            (
                "toc",
                [
                    ("1.", "Main data", 3),
                    ("2.", "Gravity disc selection", 4),
                    ("3.", "Start / stop", 5),
                    ("4.", "Sludge discharge", 6),
                    ("5.", "Alarms", 7),
                    ("6.", "Trouble shooting", 8),
                    ("7.", "Maint. schedule", 9),
                    ("8.", "Bowl parts / torques", 10),
                ],
            ),
            ("space", 14),
            (
                "p",
                "Abbrev. used: Chk = check. Adj = adjust. Repl = replace. Insp = inspect. OP = operating. SV = solenoid valve. ME = main engine. h = running hours. approx = approximately.",
            ),
        ],
        [
            ("h1", "1. MAIN DATA"),
            (
                "table",
                None,
                [
                    ["Type", "KSJ-30L, self-cleaning, disc type"],
                    ["Application", "Lub. oil purification (purifier mode)"],
                    ["Rated capacity", "3 600 l/h (SAE 30, 40 cSt @ 40 C)"],
                    ["Recomm. throughput ME sys. oil", "2 800 ~ 3 200 l/h"],
                    ["Bowl speed", "9 600 min-1"],
                    ["Motor", "7,5 kW, 4P, 440 V 60 Hz"],
                    ["Starting time", "approx 6 ~ 8 min"],
                    ["Stopping time (w/o brake)", "approx 25 min"],
                    ["Bowl volume", "7,2 l"],
                    ["Sludge space", "2,1 l"],
                    ["Sep. temp.", "85 ~ 95 C (185 ~ 203 F)"],
                    ["OP water press.", "2,0 ~ 3,0 bar (29 ~ 44 psi)"],
                    ["Gear oil", "ISO VG 220, 3,2 l"],
                    ["Weight (w/o motor)", "560 kg"],
                ],
                [2.2, 3.0],
                {"ruled": False, "size": 8.6},
            ),
            (
                "p",
                "Feed temp. Chk daily. Below 85 C -> poor sep., water carry-over. Above 95 C -> oil oxidation, additive loss. Do not exceed 98 C.",
            ),
            (
                "p",
                "Purifier mode only. Clarifier mode (no water seal) not applicable to this model.",
            ),
            ("draw", _m3_flow, 200),
        ],
        [
            ("h1", "2. GRAVITY DISC SELECTION"),
            (
                "p",
                "Gravity disc (dam ring) sets interface position between oil & water in bowl. Wrong disc = oil in water outlet or water in clean oil. Select by oil density @ 15 C and sep. temp. Discs supplied: 8 pcs, ID 54 ~ 75 mm.",
            ),
            (
                "table",
                ["Density @15C (kg/m3)", "Sep. temp 85 C", "Sep. temp 90 C", "Sep. temp 95 C"],
                [
                    ["860", "75", "75", "75"],
                    ["870", "75", "72", "72"],
                    ["880", "72", "69", "69"],
                    ["890", "69", "66", "66"],
                    ["900", "66", "63", "63"],
                    ["910", "63", "60", "60"],
                    ["920", "60", "57", "57"],
                    ["930", "57", "54", "54"],
                ],
                [1.8, 1.2, 1.2, 1.2],
                {"ruled": False, "size": 8.6},
            ),
            ("p", "Figures = gravity disc ID (mm). Disc no. = ID stamped on face."),
            (
                "ol",
                [
                    "Start w/ disc from table.",
                    "Chk water outlet. Oil at water outlet -> next smaller ID.",
                    "Water in clean oil / low sep. eff. -> next larger ID.",
                    "Largest ID that does not give oil loss = correct disc.",
                ],
                "1)",
            ),
            ("p", "Std. fitted ex works: 66 mm (SAE 30 system oil, 895 kg/m3, 90 C)."),
            (
                "box",
                "NOTE",
                "Fresh oil topped up w/ diff. brand -> density may change. Re-chk disc.",
            ),
            (
                "p",
                "Disc change: bowl stopped, hood open, lock ring off (LEFT hand thread). Use disc tool T-12. O-ring on gravity disc: repl. every change.",
            ),
        ],
        [
            ("h1", "3. START / STOP"),
            ("h2", "3.1 Start"),
            (
                "ol",
                [
                    (
                        "Chk before start:",
                        [
                            "Gear oil level mid sight glass.",
                            "Brake released (handle down).",
                            "Bowl hood & lock nuts tight.",
                            "OP water press. 2,0 ~ 3,0 bar on PI-04.",
                        ],
                    ),
                    ("Start feed pump P-1. Oil to recirc. (V-3 to sump).", []),
                    ("Heater E-1 ON. Set TIC-01 to 90 C.", []),
                    ("Start motor. Chk amps: start peak approx 28 A, run approx 11 A.", []),
                    ("Full speed after approx 6 ~ 8 min (amps drop, speed lamp ON).", []),
                    ("Close bowl: push BOWL CLOSE. SV-1 closing water 5 s.", []),
                    (
                        "Seal water: SV-2 open approx 25 s (approx 1,8 l).",
                        [
                            "Chk water flows from water outlet -> seal OK.",
                            "No flow -> repeat 1x. Still no flow -> stop, insp. bowl seal ring.",
                        ],
                    ),
                    ("Feed ON: V-3 to purifier. Adj. throughput 2 800 ~ 3 200 l/h.", []),
                    ("Back press. clean oil PT-02: Adj. to 1,5 ~ 2,0 bar.", []),
                ],
                "1.",
            ),
            ("h2", "3.2 Stop"),
            (
                "ol",
                [
                    "Feed OFF (V-3 to recirc.).",
                    "Total discharge 1x (push DISCHARGE, std. program).",
                    "Heater OFF. Motor OFF.",
                    "Brake ON after motor stop. Standstill approx 6 min w/ brake.",
                ],
                "1.",
            ),
            (
                "box",
                "CAUTION",
                "Never open bowl hood before bowl fully stopped. Chk: rev. counter stopped, no sound.",
            ),
        ],
        [
            ("h1", "4. SLUDGE DISCHARGE"),
            (
                "p",
                "Partial discharge (std.) every 60 min. Interval adj. 15 ~ 180 min on controller par. P-04. Total discharge at stop and every 24 h. Heavy contam. (after ME crankcase water ingress): 15 ~ 30 min.",
            ),
            ("p", "Sequence (std. timer settings, KSC-7 controller):"),
            (
                "table",
                ["No.", "Step", "SV", "Time (s)", "Par."],
                [
                    ["1", "Feed OFF (V-3 recirc.)", "-", "3", "P-10"],
                    ["2", "Displacement water", "SV-2", "15", "P-11"],
                    ["3", "Bowl open (partial)", "SV-1", "0,2", "P-12"],
                    ["4", "Bowl close", "SV-1", "5", "P-13"],
                    ["5", "Seal water", "SV-2", "25", "P-14"],
                    ["6", "Feed ON", "-", "-", "P-15"],
                ],
                [0.5, 2.4, 0.8, 0.9, 0.7],
                {},
            ),
            (
                "p",
                "Total discharge: step 3 time 0,8 s (P-16). Discharge check: motor amps rise approx 3 A after discharge + PT-02 press. drop. No change -> alarm A-107.",
            ),
            (
                "p",
                "OP water (opening / closing) from hydrophore via strainer + PRV. Keep 2,0 ~ 3,0 bar. Below 1,5 bar -> incomplete bowl closing. Above 3,5 bar -> chk PRV.",
            ),
            (
                "p",
                "Sludge tank: Chk level weekly. Sludge vol. per partial discharge approx 1,5 l; per total approx 7 l.",
            ),
            (
                "box",
                "CAUTION",
                "Bowl not closing (oil to sludge outlet) -> Feed OFF at once. Chk main seal ring & pilot valve.",
            ),
        ],
        [
            ("h1", "5. ALARMS"),
            (
                "p",
                "KSC-7 controller. Alarm -> buzzer + display + AMS group alarm. Feed auto OFF at * alarms.",
            ),
            (
                "table",
                ["Code", "Display", "Condition", "Feed stop"],
                [
                    ["A-101", "OIL TEMP LOW", "TT-01 < 80 C", "*"],
                    ["A-102", "OIL TEMP HIGH", "TT-01 > 98 C", "*"],
                    ["A-103", "OIL PRESS LOW", "PT-02 < 0,5 bar (back press.)", "*"],
                    ["A-104", "OIL PRESS HIGH", "PT-02 > 3,0 bar", ""],
                    ["A-105", "WATER PRESS LOW", "PS-04 < 1,5 bar", "*"],
                    ["A-106", "BOWL SPEED LOW", "< 9 100 min-1", "*"],
                    ["A-107", "DISCHARGE FAIL", "no amps / press. change", "*"],
                    ["A-108", "MOTOR OVERLOAD", "thermal relay trip", "*"],
                    ["A-109", "VIBRATION HIGH", "VS-06 > 12 mm/s", "*"],
                    ["A-110", "SLUDGE TK HIGH", "LS-07 level", ""],
                    ["A-111", "WATER IN OIL", "WT-08 > 0,2 %", ""],
                    ["A-112", "FLOW LOW", "FS-05 < 1 500 l/h", ""],
                ],
                [0.8, 1.8, 2.4, 0.8],
                {},
            ),
            (
                "p",
                "Reset: fault removed -> RESET key 3 s. A-109 vibration: repeat 2x within 1 h -> lock-out, reset only w/ service key.",
            ),
        ],
        [
            ("h1", "6. TROUBLE SHOOTING"),
            (
                "table",
                ["Fault", "Possible cause", "Action"],
                [
                    [
                        "Bowl does not reach speed",
                        "Brake ON. Friction pads worn. Motor 1 phase",
                        "Release brake. Repl. friction pads (set 3 pcs). Chk supply",
                    ],
                    [
                        "Start time > 10 min",
                        "Friction pads oily / worn",
                        "Clean w/ solvent or Repl.",
                    ],
                    [
                        "Abnormal vibration",
                        "Bowl not cleaned evenly. Disc stack loose. Spindle bearing worn",
                        "Clean bowl. Chk disc stack press. Repl. bearings",
                    ],
                    [
                        "Oil in water outlet",
                        "Gravity disc too large. Seal water not sufficient. Feed temp low",
                        "Next smaller disc. Chk SV-2. Adj. temp 85 ~ 95 C",
                    ],
                    [
                        "Water in clean oil",
                        "Gravity disc too small. Throughput too high",
                        "Next larger disc. Reduce feed",
                    ],
                    [
                        "Oil from sludge outlet during run",
                        "Main seal ring damaged. OP water press. low",
                        "Repl. main seal ring. Chk 2,0 ~ 3,0 bar",
                    ],
                    [
                        "Bowl does not open (A-107)",
                        "SV-1 faulty. Pilot valve nozzle clogged",
                        "Chk SV-1 coil. Clean nozzles (dia. 1,2 mm)",
                    ],
                    [
                        "Bowl opens but does not close",
                        "Pilot valve O-ring damaged. Water press. too low",
                        "Repl. O-rings. Chk PRV",
                    ],
                ],
                [1.7, 2.4, 2.3],
                {"size": 8.2},
            ),
        ],
        [
            (
                "table",
                None,
                [
                    [
                        "Gear oil foaming / milky",
                        "Water in gear case (leaking hood seal)",
                        "Repl. gear oil + hood seal",
                    ],
                    [
                        "Low throughput, PT-02 normal",
                        "Strainer clogged (feed side)",
                        "Clean strainer. Chk P-1 relief valve (set 4,0 bar)",
                    ],
                    [
                        "High sludge volume",
                        "ME crankcase contam. Catfines from fuel dilution",
                        "Short. discharge interval (15 ~ 30 min). Chk ME",
                    ],
                    [
                        "Motor overload A-108",
                        "Bowl brake not released. Feed too viscous (temp low)",
                        "Chk brake. Heat oil to 85 C min.",
                    ],
                ],
                [1.7, 2.4, 2.3],
                {"size": 8.2},
            ),
            ("h1", "7. MAINT. SCHEDULE"),
            ("p", "Running hours (h). Do whichever first: h or months."),
            (
                "table",
                ["Work", "Daily", "1 000 h / 3 mon.", "2 000 h / 6 mon.", "8 000 h / 2 yrs"],
                [
                    ["Chk gear oil level", "X", "", "", ""],
                    ["Chk OP water press.", "X", "", "", ""],
                    ["Chk vibration / sound", "X", "", "", ""],
                    ["Clean bowl + disc stack", "", "X", "", ""],
                    ["Clean feed strainer", "", "X", "", ""],
                    ["Repl. gear oil", "", "", "X", ""],
                    ["Repl. O-rings + main seal ring", "", "", "X", ""],
                    ["Insp. friction pads", "", "", "X", ""],
                    ["Repl. spindle bearings", "", "", "", "X"],
                    ["Repl. vertical shaft spring", "", "", "", "X"],
                ],
                [2.6, 0.7, 1.1, 1.1, 1.1],
                {},
            ),
            ("p", "First gear oil change: 500 h after commissioning."),
        ],
        [
            ("h1", "8. BOWL PARTS / TORQUES"),
            (
                "table",
                ["Item", "Part No.", "Description", "Qty"],
                [
                    ["1", "KS30-101", "Bowl body", "1"],
                    ["2", "KS30-104", "Bowl hood", "1"],
                    ["3", "KS30-108", "Lock ring (L.H. thread)", "1"],
                    ["4", "KS30-112", "Gravity disc set (54 ~ 75)", "1"],
                    ["5", "KS30-120", "Disc, bowl (stack)", "96"],
                    ["6", "KS30-125", "Distributor", "1"],
                    ["7", "KS30-131", "Main seal ring", "1"],
                    ["8", "KS30-135", "Sliding bowl bottom", "1"],
                    ["9", "KS30-140", "Pilot valve assy", "2"],
                    ["10", "KS30-152", "O-ring kit (bowl)", "1"],
                    ["11", "KS30-210", "Spindle bearing, upper", "1"],
                    ["12", "KS30-211", "Spindle bearing, lower", "1"],
                    ["13", "KS30-230", "Friction pad", "3"],
                ],
                [0.5, 1.2, 3.2, 0.5],
                {},
            ),
            ("p", "Torques:"),
            (
                "table",
                None,
                [
                    ["Bowl nut (cap nut)", "250 N·m (25,5 kgf·m)"],
                    ["Lock ring", "by mark: align arrows, +/- 5 mm"],
                    ["Hood bolts M12", "45 N·m"],
                    ["Motor flange bolts M16", "120 N·m"],
                    ["Spindle top nut", "80 N·m"],
                ],
                [2.2, 3.0],
                {"ruled": False, "size": 8.6},
            ),
            (
                "p",
                "Disc stack height (compressed): 182,0 +/- 0,5 mm. Out of tol. -> add/remove 1 disc.",
            ),
        ],
    ],
}


# ---------------------------------------------------------------- 4: Solvang CO2 system (formal, boxed notices)

M4_ST = Style("tiro", "tibo", 10.0, (14.0, 11.0))


def _m4_cover(page: Any, st: Style) -> None:
    page.insert_text((56, 100), "SOLVANG FIRE SAFETY AS", fontname="tibo", fontsize=18)
    page.insert_text((56, 118), "Bergen, Norway", fontname="tiro", fontsize=11)
    page.draw_rect(fitz.Rect(56, 250, W - 56, 252), color=None, fill=(0.6, 0, 0))
    page.insert_text((56, 290), "PyroGuard HP-CO2", fontname="tibo", fontsize=28)
    page.insert_text((56, 320), "Fixed High-Pressure Carbon Dioxide", fontname="tiro", fontsize=16)
    page.insert_text((56, 340), "Fire-Extinguishing System", fontname="tiro", fontsize=16)
    page.insert_text(
        (56, 380), "Operating and Maintenance Instructions", fontname="tiro", fontsize=13
    )
    page.draw_rect(fitz.Rect(56, 390, W - 56, 392), color=None, fill=(0.6, 0, 0))
    page.insert_text((56, 700), "Document SFS-CO2-OMI-112, Issue 3", fontname="tiro", fontsize=10)
    page.insert_text(
        (56, 714),
        "Type approved according to SOLAS Ch. II-2 and the FSS Code, Ch. 5",
        fontname="tiro",
        fontsize=10,
    )


def _m4_furn(page: Any, n: int, total: int, st: Style) -> None:
    page.insert_text((LEFT, 42), "PyroGuard HP-CO2", fontname="tibo", fontsize=9)
    t = "Operating and Maintenance Instructions"
    page.insert_text(
        (RIGHT - _len(t, fontname="tiro", fontsize=9), 42), t, fontname="tiro", fontsize=9
    )
    page.draw_line((LEFT, 48), (RIGHT, 48), width=0.8, color=(0.6, 0, 0))
    page.insert_text((LEFT, 818), "SFS-CO2-OMI-112 / Issue 3", fontname="tiro", fontsize=8)
    t = f"{n}/{total}"
    page.insert_text(
        (RIGHT - _len(t, fontname="tiro", fontsize=8), 818), t, fontname="tiro", fontsize=8
    )


def _m4_schem(page: Any, x0: float, y: float, x1: float, st: Style) -> None:
    page.draw_rect(fitz.Rect(x0, y, x1, y + 330), width=0.6)
    # cylinder bank
    for i in range(8):
        cx = x0 + 25 + i * 22
        page.draw_rect(fitz.Rect(cx, y + 190, cx + 14, y + 290), width=0.8)
        page.draw_line((cx + 7, y + 190), (cx + 7, y + 170), width=0.8)
    _label(page, x0 + 25, y + 305, "CO2 cylinder bank, 45 kg each (typical 8 shown)", 7)
    page.draw_line((x0 + 20, y + 170), (x0 + 230, y + 170), width=2.5)
    _label(page, x0 + 60, y + 164, "MF-1 main manifold", 7)
    _label(page, x0 + 188, y + 180, "SV-1 safety", 6.5)
    # pilot cylinders
    for i in range(2):
        px = x0 + 250 + i * 30
        page.draw_rect(fitz.Rect(px, y + 230, px + 14, y + 290), width=0.8)
        _label(page, px - 2, y + 302, f"PC-{i + 1}", 7, "hebo")
    _label(page, x0 + 245, y + 318, "pilot cylinders (N2)", 6.5)
    page.draw_line((x0 + 257, y + 230), (x0 + 257, y + 210), width=0.7, dashes="[2] 0")
    page.draw_line((x0 + 287, y + 230), (x0 + 287, y + 210), width=0.7, dashes="[2] 0")
    page.draw_line((x0 + 257, y + 210), (x0 + 380, y + 210), width=0.7, dashes="[2] 0")
    # release cabinet
    _box(page, x0 + 380, y + 190, 95, 50, "RC-1\nrelease cabinet\n(CO2 room)", 7)
    _box(page, x0 + 380, y + 255, 95, 40, "RC-2 release station\n(fire control stn.)", 6.5)
    # time delay
    _box(page, x0 + 300, y + 120, 70, 30, "TD-1\ntime delay unit", 7)
    page.draw_line((x0 + 335, y + 150), (x0 + 335, y + 210), width=0.7, dashes="[2] 0")
    # main valves
    page.draw_line((x0 + 230, y + 170), (x0 + 230, y + 70), width=2)
    page.draw_line((x0 + 230, y + 70), (x0 + 470, y + 70), width=2)
    page.draw_line((x0 + 300, y + 70), (x0 + 300, y + 30), width=1.5)
    _valve(page, x0 + 300, y + 50, "MV-1", vertical=True)
    _label(page, x0 + 250, y + 25, "to engine room / purifier room", 6.5)
    page.draw_line((x0 + 400, y + 70), (x0 + 400, y + 30), width=1.5)
    _valve(page, x0 + 400, y + 50, "MV-2", vertical=True)
    _label(page, x0 + 380, y + 25, "to cargo pump room", 6.5)
    _label(page, x0 + 250, y + 90, "PS-1 press. switch (ventilation stop / alarm)", 6.5)
    _label(page, x0 + 20, y + 40, "SR-1 siren + beacon in protected space", 6.5)
    _label(page, x0 + 20, y + 55, "LS-1 / LS-2 door limit switches, RC-1", 6.5)
    _label(page, x0 + 20, y + 100, "WS-1 weighing / level gauge point", 6.5)
    _label(page, x0 + 20, y + 115, "CV = check valve on each cylinder flexible hose", 6.5)


M4 = {
    "file": "solvang-pyroguard-hp-co2.pdf",
    "title": "PyroGuard HP-CO2 Fixed CO2 Fire-Extinguishing System",
    "maker": "Solvang Fire Safety AS",
    "style": M4_ST,
    "cover": _m4_cover,
    "furniture": _m4_furn,
    "pages": [
        [],
        [
            ("h1", "Contents"),
            (
                "toc",
                [
                    ("1", "Safety", 3),
                    ("2", "System Description", 4),
                    ("2.1", "Cylinders and Manifold", 4),
                    ("2.2", "Protected Spaces", 4),
                    ("3", "System Diagram", 5),
                    ("4", "Release of CO2", 6),
                    ("5", "Inspection and Maintenance", 7),
                    ("5.3", "Weighing of Cylinders", 8),
                    ("6", "Fault Finding", 9),
                    ("7", "Spare Parts", 9),
                ],
            ),
            ("space", 10),
            (
                "box",
                "NOTE",
                "Keep these instructions in the CO2 room and at the fire control station. The release instructions in Chapter 4 must also be posted at each release station.",
            ),
        ],
        [
            ("h1", "1  Safety"),
            (
                "box",
                "DANGER",
                "Carbon dioxide is an asphyxiant. At the design concentration used for total flooding (35 % to 40 % by volume) CO2 causes unconsciousness within seconds and death within minutes. No person shall remain in a space that is flooded with CO2.",
            ),
            (
                "box",
                "WARNING",
                "Before release, confirm by head count that all personnel have left the protected space, that all doors and openings are closed and that the ventilation is stopped. The system must never be released as a precaution while a search for missing persons is in progress.",
            ),
            (
                "p",
                "The pre-discharge alarm (siren and rotating beacon) is activated automatically when the door of a release cabinet is opened. The time delay unit TD-1 then holds back the discharge into the space for the preset time so that anyone remaining can escape. The time delay is not adjustable on board.",
            ),
            (
                "box",
                "WARNING",
                "After a discharge, the space shall not be entered until it has been ventilated and the oxygen content has been measured at no less than 20,8 % by volume. Entry before this shall only be made with breathing apparatus.",
            ),
            (
                "box",
                "CAUTION",
                "CO2 cylinders are pressure vessels. Cylinders shall not be heated or stored at temperatures exceeding 55 °C. Cylinder valves shall always be fitted with the protection cap during transport.",
            ),
            (
                "p",
                "Only persons trained in the use of the system shall carry out maintenance. The annual inspection and the 10-yearly hydrostatic testing shall be made by a service station approved by the Administration.",
            ),
        ],
        [
            ("h1", "2  System Description"),
            (
                "cols",
                [
                    ("h2", "2.1  Cylinders and Manifold"),
                    (
                        "p",
                        "The carbon dioxide is stored as liquid in seamless steel cylinders of 67,5 litres water capacity, each filled with 45 kg CO2 (filling ratio 0,67 kg/l). At 21 °C the pressure in the cylinder is approximately 58 bar (840 psi). The cylinders are located in the CO2 room on the upper deck, starboard side, and are connected through flexible discharge hoses with check valves to the main manifold MF-1.",
                    ),
                    (
                        "p",
                        "The cylinder valves are of the pressure-operated type, Solvang type CV-45P. They are opened by pilot gas from the pilot cylinders PC-1 and PC-2, which contain nitrogen at 200 bar. Each pilot cylinder is sufficient to open all cylinder valves; the second one is a standby.",
                    ),
                    (
                        "p",
                        "The manifold is protected by a safety valve SV-1 set to 190 bar, which discharges to the open deck.",
                    ),
                ],
                [
                    ("h2", "2.2  Protected Spaces"),
                    (
                        "p",
                        "The system protects two spaces. For each space a main (section) valve, MV-1 or MV-2, is provided in the CO2 room; the main valve is opened by the pilot gas after the time delay. The required quantity is released by the number of cylinders that the release cabinet for the space is connected to.",
                    ),
                    (
                        "p",
                        "The design complies with the FSS Code: 85 % of the gas for machinery spaces shall be discharged within 2 minutes.",
                    ),
                    (
                        "box",
                        "NOTE",
                        "The cargo pump room is also protected by the high-expansion foam system of another maker. That system is not described in this manual.",
                    ),
                ],
            ),
            ("space", 10),
            (
                "table",
                [
                    "Protected space",
                    "Gross volume",
                    "Design conc.",
                    "CO2 required",
                    "Cylinders",
                    "Main valve",
                    "Time delay",
                    "Nozzles",
                ],
                [
                    [
                        "Engine room incl. casing",
                        "4 850 m3",
                        "40 %",
                        "3 780 kg",
                        "84",
                        "MV-1",
                        "30 s",
                        "42",
                    ],
                    ["Cargo pump room", "620 m3", "45 %", "540 kg", "12", "MV-2", "20 s", "8"],
                ],
                [1.8, 1.0, 0.9, 1.0, 0.9, 0.8, 0.8, 0.8],
                {"size": 8.8},
            ),
            (
                "p",
                "Total number of CO2 cylinders installed: 84. The cargo pump room uses 12 of the same cylinders (Nos. 1 to 12).",
            ),
        ],
        [
            ("h1", "3  System Diagram"),
            (
                "p",
                "Figure 3-1 shows the principle of the system. Pilot gas lines are shown dashed; discharge lines are shown solid.",
            ),
            ("draw", _m4_schem, 330),
            ("p", "Figure 3-1  PyroGuard HP-CO2, principle diagram"),
            (
                "p",
                "Opening the door of release cabinet RC-1 (in the CO2 room) or RC-2 (at the fire control station) operates the door limit switches LS-1/LS-2. These start the siren SR-1 and stop the ventilation fans of the space. The pressure switch PS-1 on the manifold gives the alarm 'CO2 RELEASED' to the bridge and the alarm monitoring system.",
            ),
        ],
        [
            ("h1", "4  Release of CO2"),
            (
                "box",
                "WARNING",
                "Release CO2 only on the order of the Master or the person in charge of fire fighting. Once released, the gas cannot be stopped.",
            ),
            (
                "p",
                "The release procedure for the engine room from the fire control station (RC-2) is given below. The procedure for the cargo pump room is the same, but with the release cabinet marked PUMP ROOM.",
            ),
            (
                "table",
                ["Step", "Action", "Remarks"],
                [
                    [
                        "1",
                        "Confirm that all personnel have left the engine room (head count).",
                        "Report to the bridge",
                    ],
                    [
                        "2",
                        "Close all doors, skylights and fire dampers; stop ventilation fans and fuel oil pumps (quick-closing valves).",
                        "From the fire control station",
                    ],
                    [
                        "3",
                        "Break the glass and take the key; open the door of release cabinet RC-2.",
                        "Siren and beacon start automatically",
                    ],
                    [
                        "4",
                        "Open the valve of pilot cylinder PC-1 (turn handle fully anticlockwise).",
                        "If PC-1 fails, use PC-2",
                    ],
                    [
                        "5",
                        "Pull the release lever marked ENGINE ROOM.",
                        "Time delay TD-1 starts (30 s)",
                    ],
                    [
                        "6",
                        "Check the alarm 'CO2 RELEASED' on the bridge panel and the pressure gauge on the manifold.",
                        "Manifold pressure approx. 50 bar",
                    ],
                    [
                        "7",
                        "Keep the space closed for at least 24 hours before opening.",
                        "Boundary cooling to continue",
                    ],
                ],
                [0.5, 3.2, 1.8],
                {},
            ),
            (
                "box",
                "CAUTION",
                "If the pilot system fails, the cylinders can be released manually in the CO2 room: open main valve MV-1 by its hand lever first, then operate the cylinder valves by the manual release levers, starting with cylinder No. 1.",
            ),
            (
                "p",
                "A release of the system shall be reported to the company and the flag Administration. The system shall be recharged and inspected by an approved service station before the vessel sails.",
            ),
        ],
        [
            ("h1", "5  Inspection and Maintenance"),
            ("h2", "5.1  General"),
            (
                "p",
                "The inspection programme below is based on IMO MSC.1/Circ.1318. Results shall be recorded in the fire safety log. The ticks show when each item is due.",
            ),
            ("h2", "5.2  Inspection Programme"),
            (
                "table",
                ["Item", "Weekly", "Monthly", "Annual", "2-yearly", "10-yearly"],
                [
                    ["Release cabinets: doors, keys, seals intact", "X", "", "", "", ""],
                    ["Siren and beacon test (without release)", "", "X", "", "", ""],
                    ["CO2 room temperature (max. 45 °C) and ventilation", "", "X", "", "", ""],
                    ["Pilot cylinder pressure check (min. 180 bar)", "", "X", "", "", ""],
                    ["Visual check of manifold and cylinder hoses", "", "X", "", "", ""],
                    ["Contents of CO2 cylinders (weighing or level gauge)", "", "", "X", "", ""],
                    ["Time delay unit function test with N2", "", "", "X", "", ""],
                    [
                        "Blow through of distribution pipes and nozzles with air",
                        "",
                        "",
                        "",
                        "X",
                        "",
                    ],
                    ["Flexible hoses: renewal", "", "", "", "", "X"],
                    ["Hydrostatic test of 10 % of cylinders", "", "", "", "", "X"],
                ],
                [3.2, 0.7, 0.7, 0.7, 0.8, 0.8],
                {"size": 9.0},
            ),
        ],
        [
            (
                "table",
                None,
                [
                    ["Main valves MV-1, MV-2: operation test with pilot gas", "", "", "X", "", ""],
                    ["Door limit switches LS-1/LS-2 and fan stop test", "", "", "X", "", ""],
                    ["Safety valve SV-1: renewal", "", "", "", "", "X"],
                ],
                [3.2, 0.7, 0.7, 0.7, 0.8, 0.8],
                {"size": 9.0},
            ),
            ("h2", "5.3  Weighing of Cylinders"),
            (
                "p",
                "The contents of every cylinder shall be verified annually, either by weighing or with the ultrasonic level gauge supplied. A cylinder that has lost more than 10 % of its nominal filling, that is more than 4,5 kg, shall be refilled or replaced.",
            ),
            (
                "ol",
                [
                    (
                        "Before disconnecting any cylinder, close the pilot gas line valve and fit the safety pin on the release lever.",
                        [],
                    ),
                    (
                        "Disconnect the flexible hose and the pilot line from the cylinder valve.",
                        [
                            "Fit the protection cap immediately.",
                            "Do not lay the cylinder flat on a deck that is wet.",
                        ],
                    ),
                    (
                        "Weigh the cylinder on the weighing device WS-1 and compare with the gross weight stamped on the cylinder valve label.",
                        [],
                    ),
                    (
                        "Record the result in the weighing list. Reconnect the hose; tighten the hose nut to 60 N·m.",
                        [],
                    ),
                    (
                        "Remove the safety pin only after all cylinders in the row have been reconnected.",
                        [],
                    ),
                ],
                "1.",
            ),
            (
                "box",
                "NOTE",
                "When the ultrasonic level gauge is used, the ambient temperature must be recorded. At temperatures above 31 °C the CO2 in the cylinder is supercritical and no liquid level can be found; weigh the cylinder instead.",
            ),
            (
                "box",
                "CAUTION",
                "Never use the cylinder valve hand lever to hold or lift a cylinder.",
            ),
        ],
        [
            ("h1", "6  Fault Finding"),
            (
                "table",
                ["Fault", "Possible cause", "Action"],
                [
                    [
                        "Siren does not start when the cabinet door is opened",
                        "Door limit switch LS-1/LS-2 out of adjustment; 24 V supply failure",
                        "Adjust switch; check fuse F3 in the alarm panel",
                    ],
                    [
                        "Pilot cylinder pressure below 180 bar",
                        "Leaking pilot cylinder valve or gauge connection",
                        "Leak test with soap water; recharge or replace the pilot cylinder",
                    ],
                    [
                        "Ventilation does not stop on test",
                        "Fan stop relay K2 not connected; contact fault",
                        "Check wiring to the fan starter panel",
                    ],
                    [
                        "Cylinder weight loss more than 4,5 kg",
                        "Leaking cylinder valve seat or burst disc",
                        "Replace the cylinder; send to service station",
                    ],
                    [
                        "'CO2 RELEASED' alarm without release",
                        "Pressure switch PS-1 defective or leaking pilot line",
                        "Check manifold pressure = 0; renew PS-1",
                    ],
                ],
                [1.9, 2.2, 2.2],
                {"size": 9.0},
            ),
            ("h1", "7  Spare Parts"),
            (
                "table",
                ["Item", "Part No.", "Description", "Qty"],
                [
                    ["1", "SFS 301-045", "CO2 cylinder valve CV-45P, complete", "2"],
                    ["2", "SFS 301-210", "Burst disc for CV-45P, 190 bar", "10"],
                    ["3", "SFS 304-020", "Flexible discharge hose with check valve", "4"],
                    ["4", "SFS 310-002", "Pilot cylinder 2 l, N2 200 bar", "1"],
                    ["5", "SFS 322-015", "Release cabinet key with glass", "4"],
                    ["6", "SFS 340-101", "Pressure switch PS-1", "1"],
                    ["7", "SFS 350-030", "Safety pin for release lever", "6"],
                ],
                [0.5, 1.4, 3.5, 0.6],
                {"size": 9.0},
            ),
        ],
    ],
}


def write_manuals(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    return [_write(folder / m["file"], m) for m in (M1, M2, M3, M4)]


if __name__ == "__main__":
    import sys

    for p in write_manuals(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/om21twork/out")):
        print(p)
