"""Four made-up manuals of other equipment by other makers (held-out set 21b), written blind.

Each manual is a list of pages (cover first), each page a list of blocks laid out top to bottom; a page
whose blocks do not fit raises, so a question's expected page is the page its block is listed on.
Makers write their own ways: Skarholt (inert gas generator, Norway) in translated English with decimal
commas; Kestrel (tank gauging, USA) psi / degF first and ft-lb; Halvard (24 V DC charger / UPS) formal
with WARNING/CAUTION/NOTE boxes; Daeyang (hatch cover power pack, Korea) in terse service-bulletin style.
"""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import fitz

# ---------------------------------------------------------------- layout engine
W, H = 595.0, 842.0
LEFT, RIGHT, TOP, BOTTOM = 60.0, 535.0, 78.0, 785.0
FAMILIES = {"sans": ("helv", "hebo"), "serif": ("tiro", "tibo"), "mono": ("cour", "cobo")}
_FONTS: dict[str, Any] = {}


def _font(name: str):
    if name not in _FONTS:
        _FONTS[name] = fitz.Font(name)
    return _FONTS[name]


_ADV: dict[tuple[str, str], float] = {}


def _tl(text: str, font: str, size: float) -> float:
    total = 0.0
    for ch in text:
        key = (font, ch)
        if key not in _ADV:
            _ADV[key] = _font(font).glyph_advance(ord(ch))
        total += _ADV[key]
    return total * size


def _wrap(text: str, font: str, size: float, width: float, first: float = 0.0) -> list[str]:
    lines, cur, avail = [], "", width - first
    for word in text.split():
        trial = word if not cur else cur + " " + word
        if _tl(trial, font, size) <= avail or not cur:
            cur = trial
        else:
            lines.append(cur)
            cur, avail = word, width
    lines.append(cur)
    return lines


class Ctx:
    def __init__(self, page, style):
        self.page, self.st = page, style
        self.writers: dict[tuple, Any] = {}

    def text(self, x, y, s, font, size, color=(0, 0, 0)):
        if color not in self.writers:
            self.writers[color] = fitz.TextWriter(self.page.rect, color=color)
        self.writers[color].append((x, y), s, font=_font(font), fontsize=size)

    def finish(self):
        for color in sorted(self.writers):
            self.writers[color].write_text(self.page)


def _para(c: Ctx, x0, x1, y, text, size=None, font=None, prefix="", pfont=None, lead=None):
    st = c.st
    size = size or st["size"]
    font = font or st["body"]
    pfont = pfont or st["bold"]
    lead = lead or size * 1.32
    pw = _tl(prefix + " ", pfont, size) if prefix else 0.0
    lines = _wrap(text, font, size, x1 - x0, pw)
    for i, ln in enumerate(lines):
        y += lead
        if i == 0 and prefix:
            c.text(x0, y, prefix, pfont, size)
            c.text(x0 + pw, y, ln, font, size)
        else:
            c.text(x0, y, ln, font, size)
    return y + size * 0.45


def _table(c: Ctx, x0, x1, y, spec):
    st = c.st
    cols, rows = spec.get("cols"), spec["rows"]
    fs = spec.get("fs", st["size"] - 1)
    ruled = spec.get("ruled", True)
    widths = spec["widths"]
    tot = sum(widths)
    ws = [(x1 - x0) * w / tot for w in widths]
    xs = [x0]
    for w in ws:
        xs.append(xs[-1] + w)
    pad, lead = 3.0, fs * 1.25
    allrows = ([(cols, True)] if cols else []) + [(r, False) for r in rows]
    ytop = y
    hline = []
    for r, is_head in allrows:
        cells = []
        for i, cell in enumerate(r):
            f = st["bold"] if (is_head or (spec.get("boldfirst") and i == 0)) else st["body"]
            cells.append((_wrap(str(cell), f, fs, ws[i] - 2 * pad) if str(cell) else [""], f))
        nl = max(len(cl) for cl, _ in cells)
        h = nl * lead + (4 if ruled else 2)
        if is_head and ruled and spec.get("shade", True):
            c.page.draw_rect(fitz.Rect(x0, y, x1, y + h), color=None, fill=(0.88, 0.88, 0.88))
        for i, (cl, f) in enumerate(cells):
            yy = y + 1
            for ln in cl:
                yy += lead
                c.text(xs[i] + pad, yy - 2, ln, f, fs)
        y += h
        hline.append(y)
        if y > BOTTOM:
            raise ValueError("table overflow: " + str(r))
        if is_head and not ruled and spec.get("headline"):
            c.page.draw_line((x0, y), (x1, y), width=0.6)
    if ruled:
        c.page.draw_line((x0, ytop), (x1, ytop), width=0.8)
        for yy in hline:
            c.page.draw_line((x0, yy), (x1, yy), width=0.5)
        for x in xs:
            c.page.draw_line((x, ytop), (x, y), width=0.5)
    return y + 6


def _box(c: Ctx, x0, x1, y, label, text):
    st = c.st
    size = st["size"]
    colors = {
        "WARNING": (0.85, 0.1, 0.1),
        "CAUTION": (0.9, 0.6, 0.0),
        "NOTE": (0.2, 0.3, 0.7),
        "DANGER": (0.7, 0, 0),
    }
    col = colors.get(label, (0, 0, 0))
    lines = _wrap(text, st["body"], size, x1 - x0 - 16)
    h = 20 + len(lines) * size * 1.3 + 6
    if y + h + 6 > BOTTOM:
        raise ValueError("box overflow: " + text[:40])
    r = fitz.Rect(x0, y + 3, x1, y + 3 + h)
    c.page.draw_rect(r, color=col, width=1.4)
    c.page.draw_rect(fitz.Rect(x0, y + 3, x1, y + 18), color=col, fill=col)
    lw = _tl(label, st["bold"], size)
    c.text((x0 + x1) / 2 - lw / 2, y + 14, label, st["bold"], size, color=(1, 1, 1))
    yy = y + 18
    for ln in lines:
        yy += size * 1.3
        c.text(x0 + 8, yy, ln, st["body"], size)
    return y + h + 10


def _render(c: Ctx, blocks, x0, x1, y):
    st = c.st
    for kind, val in blocks:
        if kind == "h1":
            y += 8
            y = _para(c, x0, x1, y, val, size=st["size"] + 3.5, font=st["bold"]) + 2
            if st.get("h1rule"):
                c.page.draw_line((x0, y - 2), (x1, y - 2), width=0.8)
                y += 3
        elif kind == "h2":
            y += 3
            y = _para(c, x0, x1, y, val, size=st["size"] + 1.2, font=st["bold"])
        elif kind == "h3":
            y = _para(c, x0, x1, y, val, size=st["size"], font=st["bold"])
        elif kind == "p":
            y = _para(c, x0, x1, y, val)
        elif kind == "pb":
            y = _para(c, x0, x1, y, val[1], prefix=val[0])
        elif kind == "small":
            y = _para(c, x0, x1, y, val, size=st["size"] - 1.5)
        elif kind == "box":
            y = _box(c, x0, x1, y, val[0], val[1])
        elif kind in ("ol", "ul"):
            fmt = st.get("olfmt", "{n}.") if kind == "ol" else "\u2013"
            for n, item in enumerate(val, 1):
                txt, subs = (item, []) if isinstance(item, str) else item
                mark = fmt.format(n=n) if kind == "ol" else fmt
                ind = 20
                c_y = y
                y = _para(c, x0 + ind, x1, y, txt)
                c.text(x0 + 2, c_y + st["size"] * 1.32, mark, st["body"], st["size"])
                for k, s in enumerate(subs):
                    m2 = st.get("subfmt", "{a})").format(a="abcdefghij"[k])
                    c_y = y - st["size"] * 0.3
                    y = _para(c, x0 + ind + 18, x1, c_y, s)
                    c.text(x0 + ind, c_y + st["size"] * 1.32, m2, st["body"], st["size"])
        elif kind == "table":
            y = _table(c, x0, x1, y + 2, val)
        elif kind == "cap":
            y = _para(c, x0, x1, y, val, size=st["size"] - 0.5, font=st["bold"])
        elif kind == "draw":
            fn, h = val
            fn(c, x0, y, x1)
            y += h
        elif kind == "gap":
            y += val
        elif kind == "two":
            mid = (x0 + x1) / 2
            ya = _render(c, val[0], x0, mid - 10, y)
            yb = _render(c, val[1], mid + 10, x1, y)
            c.page.draw_line((mid, y + 6), (mid, max(ya, yb) - 4), width=0.3, color=(0.5, 0.5, 0.5))
            y = max(ya, yb)
        elif kind == "toc":
            for num, title, pg in val:
                y += st["size"] * 1.6
                c.text(
                    x0 + (0 if "." not in num.strip(".") else 18),
                    y,
                    num,
                    st["body"] if "." in num.strip(".") else st["bold"],
                    st["size"],
                )
                tx = x0 + (0 if "." not in num.strip(".") else 18) + 34
                c.text(tx, y, title, st["body"], st["size"])
                tw = _tl(title, st["body"], st["size"])
                pw = _tl(str(pg), st["body"], st["size"])
                dots = "." * max(
                    0, int((x1 - pw - 6 - tx - tw - 6) / _tl(".", st["body"], st["size"]))
                )
                c.text(tx + tw + 4, y, dots, st["body"], st["size"], color=(0.4, 0.4, 0.4))
                c.text(x1 - pw, y, str(pg), st["body"], st["size"])
            y += 8
        else:
            raise ValueError(kind)
        if y > BOTTOM:
            raise ValueError(f"page overflow at {kind}: {str(val)[:60]}")
    return y


def _write(path: Path, man: dict) -> Path:
    doc = fitz.open()
    st = man["style"]
    pages = man["pages"]
    n = len(pages)
    for i, blocks in enumerate(pages, 1):
        page = doc.new_page(width=W, height=H)
        c = Ctx(page, st)
        if i == 1:
            man["cover"](c)
            c.finish()
            continue
        hl, hr, fl, fc, fr = man["hf"](i, n)
        hs = st["size"] - 1.5
        c.text(LEFT, 48, hl, st["bold"], hs)
        c.text(RIGHT - _tl(hr, st["body"], hs), 48, hr, st["body"], hs)
        page.draw_line((LEFT, 54), (RIGHT, 54), width=0.6)
        page.draw_line((LEFT, 800), (RIGHT, 800), width=0.4)
        c.text(LEFT, 812, fl, st["body"], hs)
        c.text(W / 2 - _tl(fc, st["body"], hs) / 2, 812, fc, st["body"], hs)
        c.text(RIGHT - _tl(fr, st["body"], hs), 812, fr, st["body"], hs)
        _render(c, blocks, LEFT, RIGHT, TOP - 10)
        c.finish()
    doc.set_metadata(
        {
            "title": man["title"],
            "author": man["maker"],
            "creator": "",
            "producer": "",
            "creationDate": "",
            "modDate": "",
        }
    )
    doc.save(path, garbage=4, deflate=True, no_new_id=True)
    doc.close()
    return path


# drawing helpers
def _line(c, pts, w=1.0):
    for a, b in itertools.pairwise(pts):
        c.page.draw_line(a, b, width=w)


def _lbl(c, x, y, s, size=7.0, bold=False):
    c.text(x, y, s, c.st["bold"] if bold else c.st["body"], size)


def _boxd(c, x, y, w, h, label, size=7.5, sub=""):
    c.page.draw_rect(fitz.Rect(x, y, x + w, y + h), width=1.0)
    lw = _tl(label, c.st["bold"], size)
    c.text(x + w / 2 - lw / 2, y + h / 2 + (size / 3 if not sub else -1), label, c.st["bold"], size)
    if sub:
        sw = _tl(sub, c.st["body"], size - 1)
        c.text(x + w / 2 - sw / 2, y + h / 2 + size, sub, c.st["body"], size - 1)


def _valve(c, x, y, tag, vertical=False):
    s = 5
    if vertical:
        c.page.draw_polyline(
            [(x - s, y - s), (x + s, y - s), (x - s, y + s), (x + s, y + s), (x - s, y - s)],
            width=0.9,
        )
    else:
        c.page.draw_polyline(
            [(x - s, y - s), (x + s, y + s), (x + s, y - s), (x - s, y + s), (x - s, y - s)],
            width=0.9,
        )
    if vertical:
        _lbl(c, x + 8, y + 3, tag, 6.5)
    else:
        _lbl(c, x - 10, y - 8, tag, 6.5)


def _circ(c, x, y, r, tag, size=6.5):
    c.page.draw_circle((x, y), r, width=0.9)
    tw = _tl(tag, c.st["body"], size)
    c.text(x - tw / 2, y + size / 3, tag, c.st["body"], size)


# ---------------------------------------------------------------- D: Daeyang hatch cover power pack (terse SB style)
HPP_STYLE = {
    "body": "helv",
    "bold": "hebo",
    "size": 8.8,
    "olfmt": "{n})",
    "subfmt": "{a}.",
    "h1rule": True,
}


def _hpp_cover(c):
    c.page.draw_rect(fitz.Rect(LEFT, 80, RIGHT, 140), color=None, fill=(0.75, 0.1, 0.1))
    c.text(LEFT + 15, 118, "DAEYANG MARINE HYDRAULICS CO., LTD.", "hebo", 15, color=(1, 1, 1))
    c.text(LEFT, 180, "Busan, Korea", "helv", 10)
    c.text(LEFT, 300, "HYDRAULIC POWER UNIT", "hebo", 22)
    c.text(LEFT, 328, "FOR HATCH COVER (FOLDING TYPE)", "hebo", 14)
    c.text(LEFT, 365, "MODEL : DHP-75H", "hebo", 16)
    c.text(LEFT, 420, "SERVICE & MAINTENANCE INSTRUCTION", "helv", 11)
    c.text(LEFT, 440, "incl. Service Bulletin SB-DHP-19-04", "helv", 10)
    c.text(LEFT, 740, "DWG No. DMH-75H-OMS-01   REV.B", "helv", 9)


def _hpp_circuit(c, x0, y0, x1):
    _boxd(c, x0 + 10, y0 + 230, 160, 40, "OIL TANK T-1", size=7, sub="1 800 L")
    _circ(c, x0 + 50, y0 + 190, 13, "P-1")
    _circ(c, x0 + 120, y0 + 190, 13, "P-2")
    _circ(c, x0 + 50, y0 + 155, 11, "M-1")
    _circ(c, x0 + 120, y0 + 155, 11, "M-2")
    _line(c, [(x0 + 50, y0 + 166), (x0 + 50, y0 + 177)], 2.0)
    _line(c, [(x0 + 120, y0 + 166), (x0 + 120, y0 + 177)], 2.0)
    _line(c, [(x0 + 50, y0 + 230), (x0 + 50, y0 + 203)])
    _line(c, [(x0 + 120, y0 + 230), (x0 + 120, y0 + 203)])
    _line(c, [(x0 + 63, y0 + 190), (x0 + 85, y0 + 190), (x0 + 85, y0 + 110)])
    _line(c, [(x0 + 133, y0 + 190), (x0 + 150, y0 + 190), (x0 + 150, y0 + 110)])
    _line(c, [(x0 + 85, y0 + 110), (x0 + 420, y0 + 110)], 1.4)
    _lbl(c, x0 + 300, y0 + 105, "P-line (pressure)", 6.5)
    _boxd(c, x0 + 175, y0 + 120, 40, 18, "RV-1", size=6.5)
    _line(c, [(x0 + 195, y0 + 110), (x0 + 195, y0 + 120)])
    _line(c, [(x0 + 195, y0 + 138), (x0 + 195, y0 + 230)], 0.6)
    _boxd(c, x0 + 225, y0 + 120, 40, 18, "F-1", size=6.5)
    _lbl(c, x0 + 222, y0 + 150, "return filter", 6)
    _line(c, [(x0 + 245, y0 + 138), (x0 + 245, y0 + 245), (x0 + 170, y0 + 245)], 0.6)
    _circ(c, x0 + 250, y0 + 90, 9, "PS-03")
    _line(c, [(x0 + 250, y0 + 99), (x0 + 250, y0 + 110)])
    _boxd(c, x0 + 275, y0 + 125, 30, 30, "ACC", size=6.5)
    _line(c, [(x0 + 290, y0 + 110), (x0 + 290, y0 + 125)])
    _circ(c, x0 + 140, y0 + 255, 7, "LS", 5.5)
    _circ(c, x0 + 25, y0 + 255, 7, "TT", 5.5)
    _lbl(c, x0 + 10, y0 + 285, "LS-1 level sw.   TT-1 temp.   HT-1 heater 3 kW", 6.5)
    for k, (dv, cy) in enumerate(
        [("DV-1", "No.1 HC"), ("DV-2", "No.2 HC"), ("DV-3", "No.3 HC"), ("DV-4", "CLEATS")]
    ):
        xx = x0 + 330 + (k % 2) * 75
        if k < 2:
            _boxd(c, xx, y0 + 70, 50, 22, dv, size=6.5)
            _line(c, [(xx + 25, y0 + 92), (xx + 25, y0 + 110)])
            _line(c, [(xx + 25, y0 + 70), (xx + 25, y0 + 45)])
            _boxd(
                c,
                xx,
                y0 + 15,
                50,
                30,
                "CY-" + str(k * 2 + 1) + "/" + str(k * 2 + 2),
                size=6,
                sub=cy,
            )
        else:
            _boxd(c, xx, y0 + 150, 50, 22, dv, size=6.5)
            _line(c, [(xx + 25, y0 + 150), (xx + 25, y0 + 110)])
            _line(c, [(xx + 25, y0 + 172), (xx + 25, y0 + 190)])
            _boxd(c, xx, y0 + 190, 50, 30, "CY-5/6" if k == 2 else "CL-1...16", size=6, sub=cy)
    _lbl(c, x0 + 310, y0 + 240, "CB-1..CB-6 counterbalance v/v", 6)
    _lbl(c, x0 + 310, y0 + 250, "on each opening cyl.", 6)


HPP_PAGES = [
    [],
    [
        ("h1", "CONTENTS"),
        (
            "toc",
            [
                ("1.", "GENERAL / MAIN DATA", 3),
                ("2.", "HYD. CIRCUIT", 4),
                ("3.", "OPERATION", 5),
                ("4.", "SETTING & ADJ.", 6),
                ("5.", "PERIODIC MAINT.", 7),
                ("6.", "TROUBLE SHOOTING", 8),
                ("7.", "ALARM LIST", 9),
                ("8.", "PARTS LIST", 9),
            ],
        ),
        ("h1", "SERVICE BULLETIN SB-DHP-19-04"),
        (
            "table",
            {
                "cols": None,
                "widths": [1.2, 4.8],
                "ruled": False,
                "fs": 8.5,
                "rows": [
                    ["Subject:", "Repl. of cleat cyl. seal kit / new torque for DV manifold bolts"],
                    ["Applies to:", "DHP-75H, S/N 7512 ~ 7640"],
                    [
                        "Reason:",
                        "Int. leak of cleat cyl. -> cleats not holding, pressure drop in PS-03",
                    ],
                    [
                        "Action:",
                        "Repl. seal kit with new type DMH-CL-SK2 (Viton). Torque manifold bolts M12 to 9,5 kgf\u00b7m.",
                    ],
                    ["Compliance:", "Next dry-dock or when leak found."],
                ],
            },
        ),
        ("p", "NOTE: Old seal kit DMH-CL-SK1 not to be used any more."),
    ],
    [
        ("h1", "1. GENERAL / MAIN DATA"),
        (
            "p",
            "Hyd. power unit (HPU) for folding type hatch covers, No.1 ~ No.3 hold, w/ hyd. cleating. Two pumps, "
            "one stby. Unit located in fwd store, stbd side.",
        ),
        (
            "table",
            {
                "cols": None,
                "widths": [2.0, 1.8, 2.2],
                "ruled": False,
                "fs": 8.5,
                "rows": [
                    ["MAIN PUMP (P-1/P-2)", "axial piston, var.", "2 x 112 L/min"],
                    ["MOTOR (M-1/M-2)", "45 kW, 440 V, 60 Hz", "1 775 rpm"],
                    ["WORK PRESS.", "175 bar", "(178 kgf/cm\u00b2)"],
                    ["RELIEF V/V RV-1", "210 bar", "(3 045 psi)"],
                    ["CLEAT PRESS.", "120 bar", "pressure reducing v/v PRV-2"],
                    ["ACCUMULATOR", "32 L", "N2 precharge 90 bar"],
                    ["OIL TANK", "1 800 L", "working vol. 1 450 L"],
                    ["HYD. OIL", "ISO VG 32 / 46", "VG 32 below -10 \u00b0C amb."],
                    ["OIL TEMP. NORMAL", "30 ~ 55 \u00b0C", "max. 70 \u00b0C"],
                    ["HEATER HT-1", "3 kW", "on < 15 \u00b0C, off > 25 \u00b0C"],
                    ["FILTER F-1 (return)", "10 \u00b5m abs.", "by-pass 3,5 bar"],
                    ["SUCTION STRAINER", "125 \u00b5m", ""],
                    ["OPEN/CLOSE TIME", "approx. 90 s / cover", "at 30 \u00b0C oil"],
                ],
            },
        ),
        (
            "p",
            "Hatch covers: No.1 = 2 panels (CY-1/2), No.2 = 2 panels (CY-3/4), No.3 = 2 panels (CY-5/6). "
            "Cleats: 16 pcs hyd. cleat cyl. CL-1 ~ CL-16 + manual cleats at cross joints.",
        ),
        (
            "pb",
            (
                "NOTE:",
                "Start only 1 pump for normal op. 2nd pump = stby, or both for fast op. in port (max. 2 covers at "
                "same time).",
            ),
        ),
    ],
    [
        ("h1", "2. HYD. CIRCUIT"),
        ("draw", (_hpp_circuit, 295)),
        ("cap", "FIG. 2-1  HYD. DIAGRAM (SIMPLIFIED)"),
        (
            "table",
            {
                "cols": ["TAG", "ITEM", "TAG", "ITEM"],
                "widths": [0.8, 2.2, 0.8, 2.2],
                "fs": 7.8,
                "rows": [
                    ["P-1/P-2", "Main pump", "DV-1 ~ DV-4", "Directional v/v (sol. 24 V DC)"],
                    ["M-1/M-2", "El. motor 45 kW", "CY-1 ~ CY-6", "Opening / folding cyl."],
                    ["RV-1", "Main relief v/v", "CB-1 ~ CB-6", "Counterbalance v/v"],
                    ["PRV-2", "Pressure reducing v/v (cleats)", "CL-1 ~ CL-16", "Cleat cyl."],
                    ["F-1", "Return filter w/ clog ind.", "PS-03", "Pressure sensor P-line"],
                    ["ACC", "Accumulator 32 L", "TT-1 / LS-1", "Oil temp. / level sw."],
                ],
            },
        ),
        (
            "p",
            'Pipe: P-line 38 x 5,0 (STS316), T-line 42 x 3,0. Hoses at hinge: 1" 4SH, max. 5 yrs service.',
        ),
    ],
    [
        ("h1", "3. OPERATION"),
        ("h2", "3.1 BEFORE OP."),
        (
            "ol",
            [
                ("Chk oil level in sight glass (min. 3/4).", []),
                (
                    "Chk oil temp. If < 15 \u00b0C: heater on, wait.",
                    [
                        "Do not op. covers w/ oil < 10 \u00b0C.",
                        "Circulate oil 10 min (pump on, DV neutral).",
                    ],
                ),
                ("Chk no cargo / lashing material on covers, rails, cross joints.", []),
                ("Chk stbd & port side clear of persons.", []),
            ],
        ),
        ("h2", "3.2 OPEN COVER"),
        (
            "ol",
            [
                ("Start pump (P-1 or P-2) at local panel.", []),
                ("Open manual cleats at cross joint (if fitted).", []),
                (
                    "De-cleat: DV-4 to OPEN.",
                    ["Hold until all 16 cleat lamps green.", "Approx. 15 s."],
                ),
                (
                    "Select cover No. on panel, DV-1/2/3 to OPEN.",
                    ["Cover lifts and folds.", "Hold lever until cover on stopper."],
                ),
                ("Engage safety hook / locking pin in open position.", []),
                ("Stop pump.", []),
            ],
        ),
        ("h2", "3.3 CLOSE COVER"),
        (
            "p",
            "Reverse order. Lower cover until on pads, then cleat (DV-4 CLOSE) until press. switch PS-03 shows "
            "120 bar on cleat line. Manual cleats last.",
        ),
        (
            "pb",
            (
                "CAUTION:",
                "Never stand under an open/folding panel. Never op. covers w/ ship list > 3\u00b0 or trim "
                "> 2\u00b0.",
            ),
        ),
        ("pb", ("CAUTION:", "Wind force > 6 Bft: do not open.")),
    ],
    [
        ("h1", "4. SETTING & ADJ."),
        (
            "table",
            {
                "cols": ["ITEM", "SETTING", "REMARK"],
                "widths": [2.2, 1.6, 2.4],
                "fs": 8.3,
                "rows": [
                    ["Main relief v/v RV-1", "210 bar", "at pump outlet"],
                    ["Pump compensator (P-1/2)", "185 bar", "cut-off press."],
                    ["Cleat press. reducing v/v PRV-2", "120 bar", ""],
                    ["Counterbalance v/v CB-1 ~ CB-6", "1,3 x load press.", "factory set, sealed"],
                    ["Press. sw. PS-03 low alarm", "60 bar", ""],
                    ["Oil temp. high alarm TT-1", "70 \u00b0C", ""],
                    ["Oil level low alarm LS-1", "-150 mm from normal", ""],
                    ["Acc. N2 precharge", "90 bar", "chk w/ oil side zero press."],
                ],
            },
        ),
        ("h2", "4.1 ADJ. OF MAIN RELIEF V/V RV-1"),
        (
            "table",
            {
                "cols": ["STEP", "WORK", "RESULT"],
                "widths": [0.5, 3.5, 2.0],
                "fs": 8.3,
                "rows": [
                    ["1", "Connect test gauge 0-400 bar to test point TP-1.", ""],
                    ["2", "Close ball v/v BV-10 (P-line to deck). Start 1 pump.", "Pump on load"],
                    ["3", "Adj. pump compensator above 215 bar (turn in 1 turn).", ""],
                    ["4", "Loosen lock nut RV-1, adj. screw. CW = higher.", "210 \u00b1 5 bar"],
                    [
                        "5",
                        "Tighten lock nut 4,0 kgf\u00b7m. Reset compensator to 185 bar.",
                        "185 bar",
                    ],
                    ["6", "Open BV-10. Stop pump. Record in log.", ""],
                ],
            },
        ),
        ("h2", "4.2 ACC. PRECHARGE CHK"),
        (
            "p",
            "Stop pumps, open drain v/v BV-12 -> oil side 0 bar. Connect charging kit to gas v/v. Read N2 press.: "
            "90 bar \u00b1 5 %. If low: fill N2 only (never O2 / air). Chk every 6 months.",
        ),
    ],
    [
        ("h1", "5. PERIODIC MAINT."),
        (
            "table",
            {
                "cols": ["ITEM", "250 h", "1 000 h", "2 000 h", "5 000 h", "REMARK"],
                "widths": [2.6, 0.6, 0.7, 0.7, 0.7, 1.6],
                "fs": 8.0,
                "rows": [
                    ["Oil level / leak chk", "O", "", "", "", "every op."],
                    ["Return filter F-1 ind.", "O", "", "", "", "repl. if red"],
                    ["Repl. return filter element", "", "O", "", "", "or ind. red"],
                    ["Oil sample analysis", "", "O", "", "", "NAS 1638 cl. 8 max."],
                    ["Clean suction strainer", "", "", "O", "", ""],
                    ["Chk motor coupling (rubber)", "", "", "O", "", ""],
                    ["Chk RV-1 setting", "", "", "O", "", ""],
                    ["Repl. hyd. oil", "", "", "", "O", "or oil analysis"],
                    ["Repl. cyl. seal kits", "", "", "", "O", "or if leaking"],
                    ["Repl. hinge hoses", "", "", "", "", "5 yrs"],
                ],
            },
        ),
        ("h2", "5.1 TORQUE DATA"),
        (
            "table",
            {
                "cols": None,
                "widths": [2.4, 1.2, 1.2],
                "ruled": False,
                "fs": 8.3,
                "rows": [
                    ["DV manifold bolts M12", "9,5 kgf\u00b7m", "(93 N\u00b7m)"],
                    ["Pump flange bolts M16", "21 kgf\u00b7m", "(206 N\u00b7m)"],
                    ["Cyl. trunnion bolts M24", "72 kgf\u00b7m", "(706 N\u00b7m)"],
                    ["Cleat cyl. mounting M20", "42 kgf\u00b7m", "(412 N\u00b7m)"],
                    ['Hose fittings 1" JIC', "13 kgf\u00b7m", "(127 N\u00b7m)"],
                ],
            },
        ),
        (
            "p",
            "Oil change: drain tank T-1 + lines, clean tank inside (lint-free), flush w/ new oil 30 min. Fill via "
            "filter cart 10 \u00b5m only. Oil qty incl. pipes approx. 2 300 L.",
        ),
    ],
    [
        ("h1", "6. TROUBLE SHOOTING"),
        (
            "table",
            {
                "cols": ["FAULT", "POSSIBLE CAUSE", "ACTION"],
                "widths": [1.9, 2.2, 2.1],
                "fs": 8.0,
                "rows": [
                    ["No press. / low press.", "RV-1 set low or stuck open", "Adj. / clean RV-1"],
                    ["", "Pump worn (int. leak)", "Chk case drain flow; repl. pump"],
                    ["Cover moves slow", "Oil cold (< 15 \u00b0C)", "Heater on, circulate"],
                    ["", "Only 1 pump running", "Normal. Start 2nd pump if needed"],
                    ["Cover creeps down when stopped", "CB v/v leaking", "Clean / repl. CB v/v"],
                    ["", "Cyl. piston seal leaking", "Repl. seal kit"],
                    [
                        "Cleats not holding (SB-DHP-19-04)",
                        "Cleat cyl. int. leak",
                        "Repl. seal kit DMH-CL-SK2",
                    ],
                    [
                        "Pump noisy",
                        "Suction strainer clogged / air in oil",
                        "Clean strainer, chk oil level, bleed",
                    ],
                    [
                        "Oil temp. high",
                        "RV-1 blowing off continuously",
                        "Chk DV not in end pos.; adj. RV-1",
                    ],
                    ["", "Cooler fouled (if fitted)", "Clean cooler"],
                    ["Jerky movement", "Air in cyl.", "Bleed at cyl. bleed screws"],
                ],
            },
        ),
    ],
    [
        ("h1", "7. ALARM LIST"),
        (
            "table",
            {
                "cols": ["CODE", "ALARM", "SET", "ACTION"],
                "widths": [0.7, 2.2, 1.3, 2.0],
                "fs": 8.0,
                "rows": [
                    ["H-11", "OIL TEMP HI", "70 \u00b0C", "Stop op., chk cooler / RV-1"],
                    ["H-12", "OIL LEVEL LOW", "LS-1", "Pump stop (trip). Chk leak."],
                    ["H-13", "FILTER CLOGGED", "\u0394p 3,5 bar", "Repl. F-1 element"],
                    ["H-21", "P-LINE PRESS LOW", "60 bar", "Chk pump / RV-1"],
                    ["H-22", "M-1 OVERLOAD", "thermal rel.", "Reset, chk motor"],
                    ["H-23", "M-2 OVERLOAD", "thermal rel.", "Reset, chk motor"],
                    ["H-31", "CLEAT NOT LOCKED", "prox. sw.", "Chk cleat / prox. sw. gap 2 mm"],
                    ["H-32", "PANEL NOT IN STOWED POS.", "limit sw.", "Chk limit sw."],
                ],
            },
        ),
        ("h1", "8. PARTS LIST"),
        (
            "table",
            {
                "cols": ["NO.", "PART NO.", "DESCRIPTION", "Q'TY"],
                "widths": [0.5, 1.6, 3.3, 0.6],
                "fs": 8.0,
                "rows": [
                    ["1", "DMH-75-P112", "Axial piston pump 112 cc/rev", "2"],
                    ["2", "DMH-75-RV21", "Relief v/v RV-1, cartridge", "1"],
                    ["3", "DMH-75-F010", "Return filter element 10 \u00b5m", "4"],
                    ["4", "DMH-75-SS125", "Suction strainer 125 \u00b5m", "2"],
                    ["5", "DMH-75-DV24", "Sol. coil 24 V DC for DV", "4"],
                    ["6", "DMH-CL-SK2", "Seal kit, cleat cyl. (Viton)", "16"],
                    ["7", "DMH-CY-SK80", "Seal kit, opening cyl. bore 180", "2"],
                    ["8", "DMH-75-CPL", "Coupling rubber element", "2"],
                    ["9", "DMH-75-PS03", "Press. sensor 0-250 bar", "1"],
                    ["10", "DMH-75-HS1", 'Hinge hose 1" 4SH L=1 650', "6"],
                ],
            },
        ),
    ],
]

HPP = {
    "name": "daeyang-dhp75h-hatch-cover-power-unit.pdf",
    "maker": "Daeyang Marine Hydraulics Co., Ltd.",
    "title": "DHP-75H Hydraulic Power Unit for Hatch Cover",
    "style": HPP_STYLE,
    "cover": _hpp_cover,
    "pages": HPP_PAGES,
    "hf": lambda i, n: (
        "DMH  DHP-75H  HPU",
        "SERVICE & MAINT. INSTR.",
        "DMH-75H-OMS-01 REV.B",
        "",
        f"{i}/{n}",
    ),
}
# ---------------------------------------------------------------- A: Skarholt inert gas generator
IGG_STYLE = {
    "body": "helv",
    "bold": "hebo",
    "size": 9.0,
    "olfmt": "{n}.",
    "subfmt": "{a})",
    "h1rule": True,
}


def _igg_cover(c):
    c.page.draw_rect(fitz.Rect(0, 0, W, 180), color=None, fill=(0.05, 0.2, 0.4))
    c.text(LEFT, 90, "SKARHOLT MARINE AS", "hebo", 22, color=(1, 1, 1))
    c.text(LEFT, 120, "Haugesund  \u2013  Norway", "helv", 11, color=(1, 1, 1))
    c.text(LEFT, 300, "INERT GAS GENERATOR", "hebo", 24)
    c.text(LEFT, 335, "Type IGG-4500 / O", "hebo", 16)
    c.text(LEFT, 370, "Instruction Manual for Operation and Maintenance", "helv", 12)
    c.page.draw_line((LEFT, 400), (RIGHT, 400), width=1.2)
    for k, s in enumerate(
        [
            "Oil fired inert gas system for crude oil / product tankers",
            "Capacity 4 500 Nm\u00b3/h, 125 % of max. cargo pump discharge rate",
            "Document no. SKM-IG-4500-OM, Edition 3 (2024-03)",
            "Hull no. 2217 / 2218",
        ]
    ):
        c.text(LEFT, 430 + k * 20, s, "helv", 10.5)
    c.text(
        LEFT,
        760,
        "Please read this manual carefully before the first start of the plant.",
        "helv",
        9,
    )


def _igg_schematic(c, x0, y0, x1):
    # sea water supply, burner/combustion chamber, scrubber, blowers, DWS, deck main
    _boxd(c, x0 + 5, y0 + 70, 70, 50, "BURNER", sub="BU-1")
    _boxd(c, x0 + 90, y0 + 40, 70, 110, "COMBUSTION", sub="CHAMBER CC-1")
    _boxd(c, x0 + 185, y0 + 30, 70, 130, "SCRUBBER", sub="SC-1 + DEMISTER")
    _line(c, [(x0 + 75, y0 + 95), (x0 + 90, y0 + 95)], 1.2)
    _line(c, [(x0 + 160, y0 + 130), (x0 + 185, y0 + 130)], 1.2)
    _lbl(c, x0 + 5, y0 + 135, "Fuel oil (MGO)", 6.5)
    _line(c, [(x0 + 40, y0 + 140), (x0 + 40, y0 + 120)])
    _valve(c, x0 + 40, y0 + 150, "V-102", vertical=True)
    _lbl(c, x0 + 5, y0 + 40, "Comb. air", 6.5)
    _circ(c, x0 + 40, y0 + 55, 9, "B-1")
    _line(c, [(x0 + 40, y0 + 64), (x0 + 40, y0 + 70)])
    # sea water to scrubber
    _circ(c, x0 + 220, y0 + 205, 11, "P-2")
    _line(c, [(x0 + 120, y0 + 205), (x0 + 209, y0 + 205)])
    _lbl(c, x0 + 95, y0 + 200, "Sea water", 6.5)
    _valve(c, x0 + 150, y0 + 205, "V-104")
    _line(
        c,
        [
            (x0 + 231, y0 + 205),
            (x0 + 270, y0 + 205),
            (x0 + 270, y0 + 20),
            (x0 + 220, y0 + 20),
            (x0 + 220, y0 + 30),
        ],
    )
    _circ(c, x0 + 270, y0 + 110, 12, "FS-06")
    _lbl(c, x0 + 190, y0 + 175, "Overboard", 6.5)
    _line(c, [(x0 + 200, y0 + 160), (x0 + 200, y0 + 180)])
    # gas out from scrubber top to blower, analyser, valves
    _line(
        c, [(x0 + 240, y0 + 30), (x0 + 240, y0 + 10), (x0 + 300, y0 + 10), (x0 + 300, y0 + 60)], 1.2
    )
    _circ(c, x0 + 300, y0 + 72, 12, "B-2")
    _lbl(c, x0 + 282, y0 + 95, "IG blower", 6.5)
    _line(c, [(x0 + 312, y0 + 72), (x0 + 390, y0 + 72)], 1.2)
    _circ(c, x0 + 330, y0 + 45, 12, "AT-01")
    _line(c, [(x0 + 330, y0 + 57), (x0 + 330, y0 + 72)])
    _circ(c, x0 + 358, y0 + 45, 12, "PT-03")
    _line(c, [(x0 + 358, y0 + 57), (x0 + 358, y0 + 72)])
    _circ(c, x0 + 386, y0 + 45, 12, "TT-05")
    _line(c, [(x0 + 386, y0 + 57), (x0 + 386, y0 + 72)])
    _valve(c, x0 + 400, y0 + 72, "V-110")
    _line(c, [(x0 + 405, y0 + 72), (x0 + 420, y0 + 72)], 1.2)
    _line(c, [(x0 + 370, y0 + 72), (x0 + 370, y0 + 120)])
    _valve(c, x0 + 370, y0 + 128, "V-108", vertical=True)
    _lbl(c, x0 + 355, y0 + 160, "Vent to atm.", 6.5)
    _boxd(c, x0 + 420, y0 + 50, 55, 60, "DECK WATER", size=6.5, sub="SEAL DWS-1")
    _line(c, [(x0 + 447, y0 + 50), (x0 + 447, y0 + 25)], 1.2)
    _valve(c, x0 + 447, y0 + 18, "V-112", vertical=True)
    _lbl(c, x0 + 425, y0 + 5, "To IG deck main", 6.5)


IGG_PAGES = [
    [],
    [
        ("h1", "Contents"),
        (
            "toc",
            [
                ("1", "General description", 3),
                ("1.1", "Purpose of the plant", 3),
                ("1.2", "Main components", 3),
                ("2", "Technical data", 4),
                ("3", "System diagram", 5),
                ("4", "Operation", 6),
                ("4.1", "Preparation for start", 6),
                ("4.2", "Start of the plant", 6),
                ("4.3", "During operation", 7),
                ("4.4", "Stopping", 7),
                ("5", "Alarms and automatic shutdowns", 8),
                ("6", "Maintenance", 9),
                ("6.1", "Maintenance schedule", 9),
                ("6.2", "Calibration of oxygen analyser", 9),
                ("7", "Trouble shooting", 10),
                ("8", "Spare parts", 11),
            ],
        ),
        ("h1", "Safety instructions"),
        (
            "p",
            "The inert gas from this generator is not breathable. Please take care that no person enters a tank, "
            "the scrubber or the deck water seal before the atmosphere is tested and the oxygen content is 21 % by volume. "
            "Entering is only allowed with a valid enclosed space entry permit.",
        ),
        (
            "pb",
            (
                "ATTENTION!",
                "The flue gas in the combustion chamber and before the scrubber can reach 1 100 \u00b0C. "
                "Never open the inspection covers when the burner is in operation.",
            ),
        ),
        (
            "pb",
            (
                "ATTENTION!",
                "The deck water seal must always be filled. A dry deck water seal allows the hydrocarbon gas "
                "from the cargo tanks to flow back to the engine room.",
            ),
        ),
    ],
    [
        ("h1", "1   General description"),
        (
            "two",
            (
                [
                    ("h2", "1.1  Purpose of the plant"),
                    (
                        "p",
                        "The Skarholt inert gas generator produces a clean and cooled flue gas with low oxygen content. "
                        "The gas is delivered to the cargo tanks for keeping the tank atmosphere not flammable during "
                        "discharging, tank cleaning and in the loaded voyage (topping up).",
                    ),
                    (
                        "p",
                        "The oxygen content of the inert gas delivered to the deck must not be more than 5 % by volume. "
                        "In normal running the generator keeps the O2 content within 2 ~ 4 %. The plant capacity is "
                        "designed for 125 % of the maximum discharge rate of the cargo pumps.",
                    ),
                    (
                        "p",
                        "The burner is working with marine gas oil (DMA) or with MDO up to 11 cSt at 40 \u00b0C. Heavy fuel is "
                        "not allowed for this type.",
                    ),
                    ("h2", "1.2  Main components"),
                    (
                        "p",
                        "The combustion air blower B-1 delivers the air to the burner BU-1. The burner is of the pressure "
                        "atomising type with a turndown ratio of 1 : 4. Combustion is taking place in the water-cooled "
                        "combustion chamber CC-1, the jacket is cooled by the sea water from the scrubber pump P-2.",
                    ),
                ],
                [
                    (
                        "p",
                        "In the scrubber SC-1 the gas is cooled and washed by sea water. Sulphur dioxide and soot are "
                        "removed; after the scrubber the gas temperature is max. 5 \u00b0C above the sea water temperature. "
                        "The demister pad on top of the scrubber takes away the water drops.",
                    ),
                    (
                        "p",
                        "The inert gas blower B-2 (in the manual also named IG fan) presses the gas through the "
                        "gas regulating valve V-110 to the deck water seal DWS-1. The deck water seal is of the semi-dry "
                        "type and works as a non-return device; a mechanical non-return valve V-112 is following on deck.",
                    ),
                    (
                        "p",
                        "Before the regulating valve the gas is continuously checked by the oxygen analyser AT-01 "
                        "(paramagnetic measuring cell). When the O2 value is too high, the gas is automatically led to the "
                        "atmosphere through the vent valve V-108 and the valve V-110 is closing.",
                    ),
                    (
                        "p",
                        "The control cabinet is located in the IG room. A repeater panel with O2 indication and the common "
                        "alarm is installed in the cargo control room (CCR).",
                    ),
                    (
                        "small",
                        "Figure 3-1 shows the arrangement of the components and the tag numbers.",
                    ),
                ],
            ),
        ),
    ],
    [
        ("h1", "2   Technical data"),
        (
            "table",
            {
                "cols": ["Item", "Value", "Remark"],
                "widths": [2.2, 2.0, 2.2],
                "rows": [
                    ["Inert gas capacity", "4 500 Nm\u00b3/h", "at 0 \u00b0C, 1,013 bar"],
                    ["Turndown", "25 ~ 100 %", "automatic by burner load"],
                    ["O2 content of inert gas", "2 ~ 4 % vol.", "max. 5 % vol. at delivery"],
                    ["Delivery pressure after blower", "0,20 bar (2,9 psi)", "max. 0,25 bar"],
                    ["Inert gas temperature after scrubber", "sea water temp. + 5 \u00b0C", ""],
                    ["Fuel consumption", "approx. 365 kg/h", "at 100 % load, MGO"],
                    ["Fuel pressure before nozzle", "22 ~ 26 bar", ""],
                    ["Sea water to scrubber", "210 m\u00b3/h at 3,5 bar", "pump P-2"],
                    ["Soot content", "< 8 mg/Nm\u00b3", ""],
                    ["SO2 content", "max. 100 ppm", ""],
                    ["Electric supply", "440 V, 60 Hz, 3 ph", "control 230 V / 24 V DC"],
                ],
            },
        ),
        ("h2", "2.1  Motors and blowers"),
        (
            "p",
            "The following figures are from the type plates. Please note that the blower B-2 is with frequency converter.",
        ),
        (
            "table",
            {
                "cols": ["Unit", "Tag", "Power", "Speed", "Flow"],
                "widths": [2.6, 0.8, 1.0, 1.2, 1.6],
                "ruled": False,
                "headline": True,
                "rows": [
                    ["Combustion air blower", "B-1", "30 kW", "3 560 rpm", "5 400 m\u00b3/h"],
                    ["Inert gas blower", "B-2", "75 kW", "1 780 rpm", "4 500 Nm\u00b3/h"],
                    ["Scrubber sea water pump", "P-2", "55 kW", "1 770 rpm", "210 m\u00b3/h"],
                    ["Fuel oil pump", "P-4", "4 kW", "1 750 rpm", "0,6 m\u00b3/h"],
                    ["Deck seal water pump", "P-5", "7,5 kW", "3 540 rpm", "12 m\u00b3/h"],
                ],
            },
        ),
        ("h2", "2.2  Oxygen analyser"),
        (
            "p",
            "Type Skarholt OX-20, paramagnetic. Measuring range 0 ~ 25 % O2, accuracy \u00b1 0,2 % O2. "
            "Sample flow 0,5 ~ 1,0 l/min. Response time T90 below 15 s. Zero gas is pure nitrogen (N2), the span gas is "
            "fresh air (20,9 % O2).",
        ),
    ],
    [
        ("h1", "3   System diagram"),
        ("p", "The diagram is simplified. Drains, vents and instrument air lines are not shown."),
        ("draw", (_igg_schematic, 225)),
        ("cap", "Figure 3-1  Inert gas generator, flow diagram"),
        (
            "table",
            {
                "cols": ["Tag", "Description", "Tag", "Description"],
                "widths": [0.8, 2.2, 0.8, 2.2],
                "fs": 7.8,
                "rows": [
                    ["BU-1", "Burner", "V-102", "Fuel oil solenoid valve"],
                    ["B-1", "Combustion air blower", "V-104", "Sea water inlet valve to scrubber"],
                    ["B-2", "Inert gas blower (IG fan)", "V-108", "Vent valve to atmosphere"],
                    ["CC-1", "Combustion chamber", "V-110", "Gas regulating / delivery valve"],
                    ["SC-1", "Scrubber with demister", "V-112", "Non-return valve on deck"],
                    ["P-2", "Scrubber sea water pump", "AT-01", "Oxygen analyser sample point"],
                    ["DWS-1", "Deck water seal", "PT-03", "Pressure transmitter IG main"],
                    ["FS-06", "Flow switch scrubber water", "TT-05", "Temperature transmitter IG"],
                ],
            },
        ),
    ],
    [
        ("h1", "4   Operation"),
        ("h2", "4.1  Preparation for start"),
        ("p", "Before each start please make following checks:"),
        (
            "ol",
            [
                (
                    "Check the deck water seal.",
                    [
                        "Water level must be visible in the sight glass.",
                        "Start the deck seal water pump P-5 and check the overflow.",
                    ],
                ),
                (
                    "Check the fuel oil system.",
                    [
                        "Fuel oil service tank level min. 40 %.",
                        "Drain water from the fuel filter.",
                        "Open the fuel valves to the burner pump P-4.",
                    ],
                ),
                "Open the sea water suction and the overboard valve of the scrubber.",
                (
                    "Check the oxygen analyser.",
                    [
                        "Sample filter is clean and dry.",
                        "The analyser shows 20,9 % with air (\u00b1 0,3 %). If not, please calibrate "
                        "the analyser according to chapter 6.2.",
                    ],
                ),
                "Switch on the main power at the control cabinet and reset all alarms.",
            ],
        ),
        ("h2", "4.2  Start of the plant"),
        (
            "p",
            "Select LOCAL or REMOTE (CCR) on the control panel. Start the scrubber pump P-2. The burner can only start "
            "when the scrubber water flow is established (flow switch FS-06) and the scrubber water level is normal.",
        ),
        (
            "p",
            "Press START. The combustion air blower B-1 makes a pre-purge of 60 seconds, then the ignition transformer is "
            "energised and the fuel solenoid valve V-102 opens. Flame must be detected by the UV flame scanner within 5 s, "
            "otherwise the burner goes to lock-out (alarm IG-301).",
        ),
        (
            "p",
            "After the flame is stable, the burner is running 3 minutes at low flame and then released to the load "
            "control. The inert gas blower B-2 starts, the gas goes to atmosphere through V-108 until the O2 content is "
            "below 5 % during 30 seconds. Only then the valve V-110 is opening and the vent valve V-108 is closing.",
        ),
    ],
    [
        ("h2", "4.3  During operation"),
        (
            "p",
            "The pressure in the inert gas main on deck should be kept within 0,08 ~ 0,12 bar during discharging. "
            "The delivery is controlled by V-110 on signal of PT-03. Please take care that the inert gas main pressure "
            "is never falling below 0,01 bar (100 mm WG) to avoid air coming into the tanks.",
        ),
        (
            "p",
            "Please control every hour and write in the log: O2 content, gas temperature after scrubber, "
            "scrubber water pressure (normal 3,0 ~ 3,8 bar), fuel pressure and deck main pressure. The combustion air "
            "is adjusted by the air damper; normal excess air value is 1,15 ~ 1,25.",
        ),
        (
            "p",
            "When the O2 content is increasing over 4 %, first check the air/fuel ratio (air damper linkage) and "
            "the burner nozzle. An increase of the gas temperature indicates too little water in the scrubber.",
        ),
        (
            "pb",
            (
                "ATTENTION!",
                "Do not run the plant with the demister bypassed. Water carry-over will damage the "
                "blower B-2 impeller and give corrosion in the deck main.",
            ),
        ),
        ("h2", "4.4  Stopping"),
        (
            "ol",
            [
                "Close the delivery valve V-110 from the panel; V-108 opens automatically.",
                "Press STOP. The burner stops, the blower B-1 makes a post-purge of 120 s.",
                "Let the scrubber pump P-2 run min. 10 minutes for cooling of the combustion chamber.",
                "Stop P-2 and close the sea water valves. In cold weather (below 0 \u00b0C) please drain the scrubber.",
                "Keep the deck water seal filled. The deck seal water pump P-5 is running continuously during cargo "
                "operations; in sea passage the seal is supplied from the header tank.",
            ],
        ),
        (
            "p",
            "In case of emergency press the red EMERGENCY STOP on the panel or in CCR. The fuel valve closes, "
            "both blowers stop and the vent valve V-108 opens.",
        ),
    ],
    [
        ("h1", "5   Alarms and automatic shutdowns"),
        (
            "p",
            "All alarms are shown on the panel display with code number and text. Alarms marked SD in the column "
            '"Action" are stopping the burner; alarms marked VENT are only opening the vent valve V-108.',
        ),
        (
            "table",
            {
                "cols": ["Code", "Display text", "Set point", "Delay", "Action"],
                "widths": [0.8, 2.5, 1.8, 0.8, 0.8],
                "fs": 7.8,
                "rows": [
                    ["IG-101", "O2 HIGH", "5,0 % vol.", "10 s", "VENT"],
                    ["IG-102", "O2 HIGH HIGH", "8,0 % vol.", "5 s", "SD"],
                    ["IG-103", "O2 ANALYSER FAILURE", "signal < 3,6 mA", "2 s", "VENT"],
                    ["IG-110", "IG TEMP HIGH", "65 \u00b0C", "5 s", "VENT"],
                    ["IG-111", "IG TEMP HIGH HIGH", "75 \u00b0C", "3 s", "SD"],
                    ["IG-120", "IG MAIN PRESS LOW", "0,02 bar", "10 s", "alarm"],
                    ["IG-121", "IG MAIN PRESS HIGH", "0,25 bar", "5 s", "VENT"],
                    ["IG-201", "SCRUBBER WATER FLOW LOW", "FS-06 open", "5 s", "SD"],
                    ["IG-202", "SCRUBBER LEVEL HIGH", "LS-07", "3 s", "SD"],
                    ["IG-203", "DECK SEAL LEVEL LOW", "LS-09", "10 s", "SD"],
                    ["IG-301", "FLAME FAILURE", "UV scanner", "1 s", "SD"],
                    ["IG-302", "FUEL PRESS LOW", "18 bar", "3 s", "SD"],
                    ["IG-303", "COMB. AIR PRESS LOW", "25 mbar", "3 s", "SD"],
                    ["IG-401", "BLOWER B-2 TRIP", "motor protection", "0 s", "SD"],
                    ["IG-402", "POWER FAILURE 24 V DC", "< 20 V", "0 s", "SD"],
                ],
            },
        ),
        (
            "p",
            "After a shutdown the cause must be found and corrected before the reset. Please note that after IG-301 "
            "(flame failure) three start attempts are possible, then the reset is only possible at the local panel.",
        ),
    ],
    [
        ("h1", "6   Maintenance"),
        ("h2", "6.1  Maintenance schedule"),
        (
            "table",
            {
                "cols": ["Work", "Daily", "Weekly", "Monthly", "6 months", "Yearly"],
                "widths": [3.2, 0.7, 0.7, 0.8, 0.9, 0.8],
                "fs": 7.8,
                "rows": [
                    ["Check deck seal water level", "X", "", "", "", ""],
                    ["Drain fuel filter", "X", "", "", "", ""],
                    ["Check O2 analyser with air", "", "X", "", "", ""],
                    ["Clean sample filter of analyser", "", "", "X", "", ""],
                    ["Clean burner nozzle and ignition electrodes", "", "", "X", "", ""],
                    ["Check UV flame scanner glass", "", "", "X", "", ""],
                    ["Inspect scrubber spray nozzles", "", "", "", "X", ""],
                    ["Inspect demister pad, clean or renew", "", "", "", "X", ""],
                    ["Grease blower motor bearings", "", "", "", "X", ""],
                    ["Inspect combustion chamber refractory", "", "", "", "", "X"],
                    ["Internal inspection deck water seal", "", "", "", "", "X"],
                    ["Test of all alarms and shutdowns", "", "", "", "", "X"],
                ],
            },
        ),
        (
            "p",
            "The electrode gap of the ignition electrodes is 3,0 ~ 4,0 mm, the distance from the electrode tips to the "
            "nozzle face 6 mm. Tighten the nozzle into the holder with 35 Nm. Bearing grease for the blower motors: "
            "lithium complex grease NLGI 2, 25 g for each bearing.",
        ),
        ("h2", "6.2  Calibration of oxygen analyser"),
        (
            "p",
            "The calibration is made with the analyser in service mode. The plant must be stopped or running to vent.",
        ),
        (
            "table",
            {
                "cols": ["Step", "Action", "Check / value"],
                "widths": [0.5, 3.6, 2.0],
                "fs": 7.8,
                "rows": [
                    [
                        "1",
                        "Switch the analyser to SERVICE. Relay outputs are blocked.",
                        'Display shows "CAL"',
                    ],
                    [
                        "2",
                        "Connect nitrogen bottle to ZERO port, flow 0,8 l/min.",
                        "Wait 2 minutes",
                    ],
                    ["3", "Press ZERO and ENTER.", "0,0 \u00b1 0,1 % O2"],
                    ["4", "Disconnect N2, let fresh air flow to the SPAN port.", "Wait 2 minutes"],
                    ["5", "Press SPAN and ENTER.", "20,9 \u00b1 0,1 % O2"],
                    [
                        "6",
                        "Switch back to MEASURE. Write date and values in the log.",
                        "Relays active",
                    ],
                ],
            },
        ),
    ],
    [
        ("h1", "7   Trouble shooting"),
        (
            "table",
            {
                "cols": ["Fault", "Possible cause", "Action"],
                "widths": [1.7, 2.3, 2.4],
                "fs": 7.8,
                "rows": [
                    [
                        "Burner does not ignite",
                        "Electrode gap wrong or electrodes dirty",
                        "Clean, adjust gap 3,0 ~ 4,0 mm",
                    ],
                    ["", "No fuel pressure", "Check pump P-4, filter and V-102"],
                    [
                        "O2 content too high (> 4 %)",
                        "Too much combustion air",
                        "Adjust air damper linkage",
                    ],
                    [
                        "",
                        "Air leakage into scrubber or blower suction",
                        "Check inspection covers and gaskets",
                    ],
                    ["", "Burner nozzle worn", "Renew nozzle"],
                    [
                        "Smoke / soot in inert gas",
                        "Too little air, nozzle dirty",
                        "Clean nozzle, adjust air",
                    ],
                    [
                        "IG temperature high",
                        "Scrubber water flow too low",
                        "Check P-2 pressure, clean spray nozzles",
                    ],
                    ["", "Sea water temperature very high", "Reduce the load of the plant"],
                    [
                        "Water carry-over",
                        "Demister pad damaged or clogged",
                        "Clean or renew demister pad",
                    ],
                    ["", "Scrubber level too high, drain blocked", "Clean overboard line"],
                    [
                        "Blower B-2 vibration",
                        "Deposits on the impeller",
                        "Clean impeller with fresh water",
                    ],
                    ["", "Bearing damaged", "Renew bearings"],
                    [
                        "Deck seal level low alarm",
                        "P-5 stopped or suction strainer clogged",
                        "Restart P-5, clean strainer",
                    ],
                    [
                        "O2 reading unstable",
                        "Water in sample line",
                        "Drain the condensate pot, check sample cooler",
                    ],
                ],
            },
        ),
        (
            "p",
            "If the fault cannot be found, please contact the Skarholt service department: service@skarholt.example, "
            "phone +47 52 00 45 00 (24 h).",
        ),
    ],
    [
        ("h1", "8   Spare parts"),
        (
            "p",
            "When ordering spare parts, please state the type of plant, the serial number (see type plate on the "
            "control cabinet) and the part number.",
        ),
        (
            "table",
            {
                "cols": ["Item", "Part no.", "Description", "Qty"],
                "widths": [0.6, 1.6, 3.4, 0.6],
                "fs": 7.8,
                "rows": [
                    ["1", "SK-45-1001", "Burner nozzle, 60\u00b0 hollow cone", "2"],
                    ["2", "SK-45-1002", "Ignition electrode set", "2"],
                    ["3", "SK-45-1005", "Ignition transformer 230 V / 2 x 5 kV", "1"],
                    ["4", "SK-45-1010", "UV flame scanner", "1"],
                    ["5", "SK-45-1011", "Scanner glass with gasket", "2"],
                    ["6", "SK-45-1020", "Fuel filter element", "4"],
                    ["7", "SK-45-1021", "Solenoid valve coil 230 V (V-102)", "1"],
                    ["8", "SK-45-2001", "Scrubber spray nozzle, PP", "6"],
                    ["9", "SK-45-2004", "Demister pad, stainless steel mesh", "1"],
                    ["10", "SK-45-2010", "Gasket set inspection covers", "1"],
                    ["11", "SK-45-2015", "Flow switch FS-06", "1"],
                    ["12", "SK-45-3001", "Bearing set blower B-2 (6316 C3 / 6313 C3)", "1"],
                    ["13", "SK-45-3002", "Shaft seal blower B-2", "2"],
                    ["14", "SK-45-3010", "Bearing set blower B-1", "1"],
                    ["15", "SK-45-4001", "O2 measuring cell OX-20", "1"],
                    ["16", "SK-45-4002", "Sample filter element", "6"],
                    ["17", "SK-45-4003", "Sample pump diaphragm", "2"],
                ],
            },
        ),
        ("small", "Continued on next page"),
    ],
    [
        ("h2", "8   Spare parts (continued)"),
        (
            "table",
            {
                "cols": ["Item", "Part no.", "Description", "Qty"],
                "widths": [0.6, 1.6, 3.4, 0.6],
                "fs": 7.8,
                "rows": [
                    ["18", "SK-45-4010", "Pressure transmitter PT-03, 0 ~ 0,5 bar", "1"],
                    ["19", "SK-45-4011", "Temperature transmitter TT-05, Pt100", "1"],
                    ["20", "SK-45-5001", "Level switch deck water seal LS-09", "1"],
                    ["21", "SK-45-5002", "Sight glass with gaskets, deck water seal", "1"],
                    ["22", "SK-45-5010", "Actuator seal kit for V-108 / V-110", "2"],
                    ["23", "SK-45-6001", "Fuse set control cabinet", "1"],
                    ["24", "SK-45-6002", "PLC I/O module 16 DI", "1"],
                ],
            },
        ),
        (
            "p",
            "Recommended spare parts for 2 years of operation are marked in the delivery list. The refractory material "
            "of the combustion chamber is not a spare part on board; the repair must be made by Skarholt service.",
        ),
    ],
]

IGG = {
    "name": "skarholt-igg4500-inert-gas-generator.pdf",
    "maker": "Skarholt Marine AS",
    "title": "Inert Gas Generator IGG-4500/O",
    "style": IGG_STYLE,
    "cover": _igg_cover,
    "pages": IGG_PAGES,
    "hf": lambda i, n: (
        "SKARHOLT IGG-4500 / O",
        "Instruction Manual",
        "SKM-IG-4500-OM  Ed. 3",
        "",
        f"Page {i} / {n}",
    ),
}
# ---------------------------------------------------------------- B: Kestrel tank gauging (US style)
TLG_STYLE = {
    "body": "helv",
    "bold": "hebo",
    "size": 9.2,
    "olfmt": "{n}.",
    "subfmt": "{a}.",
    "h1rule": False,
}


def _tlg_cover(c):
    c.page.draw_rect(fitz.Rect(40, 40, W - 40, H - 40), width=2)
    c.text(70, 120, "KESTREL MARINE INSTRUMENTS, INC.", "hebo", 16)
    c.text(70, 140, "Houston, Texas, USA", "helv", 10)
    c.text(70, 300, "TankWatch TW-900", "hebo", 28)
    c.text(70, 335, "Tank Level Gauging & Remote Sounding System", "hebo", 14)
    c.text(70, 365, "Installation, Operation and Service Manual", "helv", 12)
    c.text(70, 420, "Radar level transmitters RLT-910 / RLT-920", "helv", 10.5)
    c.text(70, 438, "Pressure level transmitters PLT-22 / PLT-24", "helv", 10.5)
    c.text(70, 456, "Operator station OS-9 and I/O cabinet IOC-9", "helv", 10.5)
    c.text(70, 740, "Publication KMI-TW900-IOM  Rev. D  (June 2023)", "helv", 9)


def _tlg_diagram(c, x0, y0, x1):
    _boxd(c, x0 + 180, y0 + 5, 110, 40, "OPERATOR STATION", size=7, sub="OS-9 (CCR)")
    _boxd(c, x0 + 180, y0 + 85, 110, 40, "I/O CABINET", size=7, sub="IOC-9 (safe area)")
    _line(c, [(x0 + 235, y0 + 45), (x0 + 235, y0 + 85)])
    _lbl(c, x0 + 240, y0 + 68, "Modbus RTU / RS-485", 6.5)
    _boxd(c, x0 + 20, y0 + 90, 90, 30, "IS BARRIERS", size=7, sub="ISB-1...ISB-24")
    _line(c, [(x0 + 110, y0 + 105), (x0 + 180, y0 + 105)])
    _line(c, [(x0, y0 + 145), (x1, y0 + 145)], 0.6)
    _lbl(c, x0 + 2, y0 + 141, "SAFE AREA", 6.5, True)
    _lbl(c, x0 + 2, y0 + 155, "HAZARDOUS AREA (Zone 0 / 1)", 6.5, True)
    _boxd(c, x0 + 30, y0 + 170, 70, 28, "JB-1", size=7, sub="cargo deck")
    _boxd(c, x0 + 330, y0 + 170, 70, 28, "JB-2", size=7, sub="ballast / DB")
    _line(c, [(x0 + 65, y0 + 120), (x0 + 65, y0 + 170)])
    _line(c, [(x0 + 290, y0 + 115), (x0 + 365, y0 + 115), (x0 + 365, y0 + 170)])
    for k, tag in enumerate(["LT-101", "LT-102", "LT-103"]):
        xx = x0 + 15 + k * 45
        _circ(c, xx + 10, y0 + 235, 13, tag, 6)
        _line(c, [(xx + 10, y0 + 222), (xx + 10, y0 + 198)])
    _lbl(c, x0 + 15, y0 + 262, "Radar RLT-910 on cargo tanks", 6.5)
    _circ(c, x0 + 205, y0 + 235, 13, "TT-101", 6)
    _line(
        c, [(x0 + 205, y0 + 222), (x0 + 205, y0 + 210), (x0 + 100, y0 + 210), (x0 + 100, y0 + 198)]
    )
    _lbl(c, x0 + 175, y0 + 262, "3-point temp. sensor", 6.5)
    for k, tag in enumerate(["PT-201", "PT-202", "PT-203"]):
        xx = x0 + 320 + k * 45
        _circ(c, xx + 10, y0 + 235, 13, tag, 6)
        _line(c, [(xx + 10, y0 + 222), (xx + 10, y0 + 198)])
    _lbl(c, x0 + 320, y0 + 262, "PLT-22 on ballast / DB tanks", 6.5)
    _boxd(c, x0 + 330, y0 + 5, 100, 40, "UPS 24 V DC", size=7, sub="from ship's supply")
    _line(c, [(x0 + 330, y0 + 25), (x0 + 290, y0 + 25)])


TLG_PAGES = [
    [],
    [
        ("h1", "TABLE OF CONTENTS"),
        (
            "toc",
            [
                ("1", "Introduction", 3),
                ("2", "System Description", 3),
                ("3", "Specifications", 4),
                ("4", "Installation", 5),
                ("4.3", "System Wiring Diagram", 5),
                ("5", "Operation", 6),
                ("6", "Calibration", 7),
                ("6.1", "Radar Transmitter Reference Height", 7),
                ("6.2", "Pressure Transmitter Zero and Span", 7),
                ("7", "Alarm Codes", 8),
                ("8", "Troubleshooting", 9),
                ("9", "Preventive Maintenance", 10),
                ("10", "Replacement Parts", 10),
            ],
        ),
        ("h2", "Abbreviations"),
        (
            "table",
            {
                "cols": None,
                "widths": [1.0, 4.0],
                "ruled": False,
                "rows": [
                    ["CCR", "Cargo control room"],
                    ["DB", "Double bottom"],
                    ["HH", "High-high (overfill) alarm"],
                    ["IS", "Intrinsically safe"],
                    ["ref. height", "Distance from tank bottom datum to radar flange"],
                    ["ullage", "Empty space from reference point to liquid surface"],
                ],
            },
        ),
    ],
    [
        ("h1", "SECTION 1  INTRODUCTION"),
        (
            "p",
            "This manual covers the TW-900 tank gauging system as supplied for tankers and bulk carriers. The system "
            "gives continuous level (ullage and innage), volume, and temperature readings for all cargo tanks, and "
            "remote sounding of ballast, fuel oil and double bottom tanks, to the operator station in the CCR.",
        ),
        ("h1", "SECTION 2  SYSTEM DESCRIPTION"),
        ("h2", "2.1 Radar Gauges"),
        (
            "p",
            "Cargo tanks are fitted with RLT-910 free-space radar gauges mounted on the tank top through a 6 in. "
            "(DN150) flange. The radar works at 10 GHz FMCW and measures ullage from the flange to the liquid surface. "
            "Where a stilling well (sounding pipe) is available, the RLT-920 with planar antenna is used instead. "
            "Radars need no recalibration in service, but the reference height must be verified at each dry-docking.",
        ),
        ("h2", "2.2 Pressure Transmitters (Remote Sounding)"),
        (
            "p",
            "Ballast, fuel and DB tanks use PLT-22 submersible/flush-mounted pressure transmitters installed near "
            "the tank bottom. The level is calculated from the hydrostatic pressure and the entered liquid density, "
            "so a wrong density setting gives a direct level error: with sea water at 1.025 kg/L entered for fresh "
            "water, the reading will be about 2.5% low. The PLT-24 adds a built-in temperature element for fuel tanks.",
        ),
        ("h2", "2.3 Operator Station and I/O Cabinet"),
        (
            "p",
            "The OS-9 operator station is a panel PC with 19 in. touch screen. It shows tank mimic pages, trim and "
            "list corrected ullage, alarm list and trend pages. All field signals are wired via intrinsically safe "
            "barriers in the IOC-9 cabinet; the cabinet is powered from the ship's UPS at 24 V DC and draws max. 6 A.",
        ),
        (
            "p",
            "Draft and trim inputs are taken from the draft gauging transmitters (by others) for trim/list "
            "correction. If the trim signal fails, the system uses the last good value and raises alarm A-310.",
        ),
    ],
    [
        ("h1", "SECTION 3  SPECIFICATIONS"),
        (
            "p",
            "Table 3-1 lists the transmitter data. US customary units are given first, SI in brackets.",
        ),
        ("cap", "Table 3-1  Transmitter data"),
        (
            "table",
            {
                "cols": [
                    "Model",
                    "Range",
                    "Accuracy",
                    "Supply",
                    "Output",
                    "Process temp.",
                    "Enclosure",
                ],
                "widths": [1.1, 1.5, 1.2, 1.1, 1.3, 1.5, 1.0],
                "fs": 7.6,
                "boldfirst": True,
                "rows": [
                    [
                        "RLT-910",
                        "0.8 - 98 ft (0.25 - 30 m)",
                        "\u00b1 0.12 in. (\u00b1 3 mm)",
                        "24 V DC loop",
                        "4-20 mA / HART",
                        "-40 to +356 \u00b0F (-40 to +180 \u00b0C)",
                        "IP66/67",
                    ],
                    [
                        "RLT-920",
                        "1 - 82 ft (0.3 - 25 m)",
                        "\u00b1 0.08 in. (\u00b1 2 mm)",
                        "24 V DC loop",
                        "4-20 mA / HART",
                        "-40 to +248 \u00b0F (-40 to +120 \u00b0C)",
                        "IP66/67",
                    ],
                    [
                        "PLT-22",
                        "0 - 15 psi (0 - 1.03 bar)",
                        "\u00b1 0.25 % FS",
                        "12-30 V DC",
                        "4-20 mA",
                        "14 to 158 \u00b0F (-10 to +70 \u00b0C)",
                        "IP68, 30 m",
                    ],
                    [
                        "PLT-24",
                        "0 - 30 psi (0 - 2.07 bar)",
                        "\u00b1 0.25 % FS",
                        "12-30 V DC",
                        "4-20 mA + Pt100",
                        "14 to 212 \u00b0F (-10 to +100 \u00b0C)",
                        "IP68, 30 m",
                    ],
                ],
            },
        ),
        ("cap", "Table 3-2  Factory default settings"),
        (
            "p",
            "Settings below are loaded at the factory and must be reviewed during commissioning.",
        ),
        (
            "table",
            {
                "cols": ["Setting", "Default", "Adjustable range"],
                "widths": [2.4, 1.4, 2.0],
                "ruled": False,
                "headline": True,
                "rows": [
                    ["High level alarm (H)", "95 %", "50 - 98 %"],
                    ["High-high / overfill alarm (HH)", "98 %", "90 - 99 %"],
                    ["Low level alarm (L)", "5 %", "0 - 30 %"],
                    ["Alarm hysteresis", "0.5 %", "0.1 - 2 %"],
                    ["Alarm delay", "3 s", "0 - 60 s"],
                    ["Level damping (radar)", "5 s", "0 - 30 s"],
                    ["Density, ballast (SW)", "1.025 kg/L", "0.700 - 1.300"],
                    ["Density, fuel oil", "0.980 kg/L", "0.700 - 1.300"],
                    ["Display units", "ft-in / \u00b0F", "m, cm, \u00b0C, bbl, m\u00b3"],
                ],
            },
        ),
        (
            "p",
            "Ambient temperature for the OS-9 and IOC-9 is 32 to 131 \u00b0F (0 to 55 \u00b0C). Cabinet power supply "
            "is 24 V DC (18 - 32 V DC), transmitter loops are powered from the barriers.",
        ),
    ],
    [
        ("h1", "SECTION 4  INSTALLATION"),
        ("h2", "4.1 Radar Mounting"),
        (
            "p",
            "Install the radar at least 2 ft (0.6 m) from the tank wall and away from heating coils, ladders and "
            "inlet pipes. Torque the DN150 flange bolts evenly in a cross pattern to 45 ft-lb (61 N\u00b7m). "
            "The antenna must be vertical within 1 degree.",
        ),
        ("h2", "4.2 Pressure Transmitter Mounting"),
        (
            "p",
            "Mount PLT transmitters max. 4 in. above the tank bottom, in the aft part of the tank near the suction. "
            "Tighten the cable gland to 18 ft-lb and the mounting clamp bolts to 12 ft-lb. Vent tube of the cable must "
            "be routed to a dry junction box; a blocked or flooded vent tube causes drifting readings.",
        ),
        ("h2", "4.3 System Wiring Diagram"),
        ("draw", (_tlg_diagram, 272)),
        ("cap", "Figure 4-1  TW-900 typical system layout"),
        (
            "p",
            "Use shielded twisted pair cable, 2 x 1.5 mm\u00b2 (16 AWG), max. loop resistance 25 ohm. Ground the shield "
            "at the IOC-9 end only.",
        ),
    ],
    [
        ("h1", "SECTION 5  OPERATION"),
        (
            "p",
            "The operator station starts automatically when the IOC-9 is powered. Log-in level OPERATOR permits alarm "
            "acknowledge and display changes; level SERVICE (password) is needed for calibration and settings.",
        ),
        ("h2", "5.1 Acknowledging Alarms"),
        (
            "ol",
            [
                "Press the flashing ALARM button in the top bar. The alarm list opens.",
                "Select the alarm line and press ACK, or press ACK ALL.",
                "The buzzer stops; the alarm line turns steady red until the condition clears.",
                "Overfill (HH) alarms also sound the deck horn; silence it at the IOC-9 panel with the HORN OFF key.",
            ],
        ),
        ("h2", "5.2 Manual Sounding Comparison"),
        (
            "p",
            "Compare the gauge reading with a hand sounding or UTI tape reading at least once per voyage on each "
            "tank. Differences greater than 1 in. (25 mm) on radar or 2 in. (50 mm) on pressure gauging must be "
            "investigated. Take hand soundings with the vessel on even keel where possible.",
        ),
        ("h2", "5.3 Changing the Density of a Tank"),
        (
            "ol",
            [
                ("From the tank mimic, tap the tank to open the TANK DETAIL page.", []),
                (
                    "Select SETTINGS > DENSITY.",
                    [
                        "Enter the density at 60 \u00b0F (15 \u00b0C) from the cargo documents.",
                        "For ballast, use the measured sea water density, normally 1.020-1.028.",
                    ],
                ),
                ("Press APPLY. The level is recalculated immediately.", []),
                ("Record the change in the cargo log.", []),
            ],
        ),
        (
            "box",
            (
                "NOTE",
                "Density changes affect only pressure-based tanks. Radar ullage is not affected by density.",
            ),
        ),
    ],
    [
        ("h1", "SECTION 6  CALIBRATION"),
        ("h2", "6.1 Radar Transmitter Reference Height"),
        (
            "ol",
            [
                ("Log in at SERVICE level and open TANK DETAIL > CALIBRATION.", []),
                (
                    "Take a manual ullage through the sounding pipe or ullage port.",
                    [
                        "Use a calibrated tape; record the reading to 1/8 in.",
                        "Take three readings and use the average.",
                    ],
                ),
                ("Compare with the radar ullage shown on the screen.", []),
                (
                    "If the difference is more than 0.4 in. (10 mm), enter the manual ullage in the field MANUAL "
                    "ULLAGE and press CALCULATE. The system corrects the reference height offset.",
                    [],
                ),
                ("Confirm and print the calibration report.", []),
            ],
        ),
        ("h2", "6.2 Pressure Transmitter Zero and Span"),
        (
            "p",
            "Zero the PLT transmitters with the tank empty (or the transmitter in air on a dry dock). The output must "
            "be 4.00 mA \u00b1 0.02 mA at zero pressure. Apply test pressure with a hand pump and calibrator through "
            "the test adaptor:",
        ),
        (
            "table",
            {
                "cols": ["Test point", "PLT-22 (0-15 psi)", "PLT-24 (0-30 psi)", "Output"],
                "widths": [1.2, 1.5, 1.5, 1.2],
                "rows": [
                    ["0 %", "0.0 psi", "0.0 psi", "4.00 mA"],
                    ["50 %", "7.5 psi", "15.0 psi", "12.00 mA"],
                    ["100 %", "15.0 psi", "30.0 psi", "20.00 mA"],
                ],
            },
        ),
        (
            "p",
            "Tolerance at each point is \u00b1 0.04 mA. If the span is out of tolerance, the transmitter must be "
            "replaced; the PLT-22 has no field span adjustment.",
        ),
        (
            "box",
            (
                "CAUTION",
                "Do not exceed 2 x rated pressure (30 psi on PLT-22) during testing. Over-pressure will "
                "permanently shift the sensor zero.",
            ),
        ),
    ],
    [
        ("h1", "SECTION 7  ALARM CODES"),
        (
            "p",
            "Alarm codes appear in the alarm list and in the event log. Codes A-1xx are process alarms, A-2xx "
            "transmitter faults and A-3xx system faults.",
        ),
        (
            "table",
            {
                "cols": ["Code", "Text on screen", "Meaning / operator action"],
                "widths": [0.8, 2.2, 4.0],
                "fs": 7.8,
                "rows": [
                    [
                        "A-101",
                        "LEVEL HIGH",
                        "Tank above H set point (default 95 %). Reduce loading rate.",
                    ],
                    [
                        "A-102",
                        "LEVEL HIGH-HIGH",
                        "Overfill alarm, default 98 %. Stop loading to this tank immediately.",
                    ],
                    ["A-103", "LEVEL LOW", "Tank below L set point. Check stripping / suction."],
                    [
                        "A-104",
                        "RATE OF CHANGE HIGH",
                        "Level changing faster than 3 ft/min (0.9 m/min) with valves closed. "
                        "Check for leaking valve or transfer.",
                    ],
                    [
                        "A-105",
                        "TEMP HIGH",
                        "Cargo temperature above set point (default 158 \u00b0F / 70 \u00b0C).",
                    ],
                    [
                        "A-106",
                        "UNEXPECTED LEVEL CHANGE",
                        "Level changed more than 2 in. in port/sea mode without operation.",
                    ],
                    [
                        "A-201",
                        "LOOP OPEN",
                        "Transmitter current below 3.6 mA. Check cable, JB and barrier fuse.",
                    ],
                    [
                        "A-202",
                        "LOOP SHORT",
                        "Transmitter current above 21 mA. Check cable for short/water ingress.",
                    ],
                    [
                        "A-203",
                        "RADAR ECHO LOST",
                        "No valid echo for 30 s. Check antenna for cargo deposits.",
                    ],
                ],
            },
        ),
    ],
    [
        (
            "table",
            {
                "cols": None,
                "widths": [0.8, 2.2, 4.0],
                "fs": 7.8,
                "rows": [
                    [
                        "A-204",
                        "RADAR FALSE ECHO",
                        "Echo from tank structure. Run false-echo mapping at SERVICE level.",
                    ],
                    [
                        "A-205",
                        "TEMP SENSOR FAULT",
                        "Pt100 open or short; temperature shows last value.",
                    ],
                    [
                        "A-301",
                        "COMMUNICATION FAILURE",
                        "No data from IOC-9 for 10 s. Check RS-485 line and power.",
                    ],
                    ["A-302", "POWER SUPPLY FAULT", "24 V DC below 19 V in IOC-9."],
                    [
                        "A-310",
                        "TRIM/LIST INPUT FAULT",
                        "Draft signal lost; correction uses the last good value.",
                    ],
                ],
            },
        ),
        ("h1", "SECTION 8  TROUBLESHOOTING"),
        (
            "table",
            {
                "cols": ["Fault", "Possible cause", "Action"],
                "widths": [1.8, 2.2, 2.6],
                "fs": 7.8,
                "rows": [
                    [
                        "Reading frozen at one value",
                        "Loop powered but transmitter failed",
                        "Check mA at barrier; replace unit",
                    ],
                    [
                        "Radar reads too full / jumps to 0 ullage",
                        "Condensation or cargo deposits on antenna",
                        "Clean antenna with solvent; check purge",
                    ],
                    ["", "False echo from heating coil / ladder", "Run false-echo mapping"],
                    [
                        "Ballast tank reads wrong when tank is full",
                        "Wrong density entered",
                        "Check density setting (5.3)",
                    ],
                    [
                        "Pressure gauge drifts slowly",
                        "Vent tube blocked or water in vent",
                        "Dry vent tube, fit desiccant",
                    ],
                    [
                        "All tanks show ??? on screen",
                        "Communication to IOC-9 lost (A-301)",
                        "Check RS-485, restart OS-9",
                    ],
                    [
                        "Level differs from hand sounding by 1-3 in.",
                        "Trim/list correction off",
                        "Check draft input, A-310",
                    ],
                    [
                        "Barrier fuse blows repeatedly",
                        "Short circuit in field cable or JB",
                        "Megger cable (IS circuits: do not exceed 500 V)",
                    ],
                ],
            },
        ),
    ],
    [
        ("h1", "SECTION 9  PREVENTIVE MAINTENANCE"),
        (
            "table",
            {
                "cols": ["Task", "Each voyage", "3 months", "12 months", "Dry-dock"],
                "widths": [3.0, 0.9, 0.9, 0.9, 0.9],
                "fs": 7.8,
                "rows": [
                    ["Compare gauge vs. hand sounding", "X", "", "", ""],
                    ["Test H and HH alarms from the OS-9", "X", "", "", ""],
                    ["Inspect JB gaskets and cable glands", "", "X", "", ""],
                    ["Check vent tube desiccant (PLT)", "", "X", "", ""],
                    ["Clean radar antenna (cargo tanks)", "", "", "X", ""],
                    ["Back up OS-9 configuration to USB", "", "", "X", ""],
                    ["Verify radar reference heights", "", "", "", "X"],
                    ["Zero/span check of PLT transmitters", "", "", "", "X"],
                ],
            },
        ),
        ("h1", "SECTION 10  REPLACEMENT PARTS"),
        (
            "table",
            {
                "cols": ["Item", "Part No.", "Description", "Qty/ship"],
                "widths": [0.6, 1.5, 3.6, 0.9],
                "fs": 7.8,
                "rows": [
                    ["1", "KMI-910-001", "Radar transmitter RLT-910, complete", "1"],
                    ["2", "KMI-910-014", "PTFE antenna cover, 6 in.", "2"],
                    ["3", "KMI-920-001", "Radar transmitter RLT-920 for stilling well", "1"],
                    ["4", "KMI-022-003", "Pressure transmitter PLT-22, 0-15 psi, 50 ft cable", "2"],
                    ["5", "KMI-024-003", "Pressure transmitter PLT-24, 0-30 psi, with Pt100", "1"],
                    ["6", "KMI-900-210", "IS barrier module, 2-channel", "2"],
                    ["7", "KMI-900-215", "Barrier fuse 50 mA (pack of 10)", "1"],
                    ["8", "KMI-900-300", "Vent tube desiccant cartridge", "6"],
                    ["9", "KMI-900-410", "OS-9 touch screen 19 in.", "1"],
                ],
            },
        ),
    ],
]

TLG = {
    "name": "kestrel-tw900-tank-gauging.pdf",
    "maker": "Kestrel Marine Instruments, Inc.",
    "title": "TankWatch TW-900 Tank Gauging System",
    "style": TLG_STYLE,
    "cover": _tlg_cover,
    "pages": TLG_PAGES,
    "hf": lambda i, n: (
        "TankWatch TW-900",
        "KMI-TW900-IOM Rev. D",
        "Kestrel Marine Instruments, Inc.",
        f"{i}",
        "Proprietary",
    ),
}
# ---------------------------------------------------------------- C: Halvard 24 V DC charger / UPS (formal, boxes)
UPS_STYLE = {
    "body": "tiro",
    "bold": "tibo",
    "size": 9.6,
    "olfmt": "({n})",
    "subfmt": "({a})",
    "h1rule": True,
}


def _ups_cover(c):
    c.text(LEFT, 110, "HALVARD POWER SYSTEMS GmbH", "tibo", 15)
    c.page.draw_line((LEFT, 120), (RIGHT, 120), width=2)
    c.text(LEFT, 260, "Technical Manual", "tiro", 14)
    c.text(LEFT, 300, "24 V DC Battery Charger and", "tibo", 22)
    c.text(LEFT, 328, "Uninterruptible Power Supply", "tibo", 22)
    c.text(LEFT, 370, "Series DCP-24/200", "tibo", 16)
    c.text(
        LEFT, 420, "Charger / rectifier, VRLA battery bank and DC distribution board", "tiro", 11
    )
    c.text(LEFT, 438, "for emergency and GMDSS consumers", "tiro", 11)
    c.text(LEFT, 740, "Manual No. HPS-DCP-TM-007, Issue 2", "tiro", 9.5)
    c.text(LEFT, 755, "Bremerhaven, Germany", "tiro", 9.5)


def _ups_sld(c, x0, y0, x1):
    _lbl(c, x0 + 5, y0 + 12, "AC 230 V from ESB", 7)
    _line(c, [(x0 + 30, y0 + 16), (x0 + 30, y0 + 40)])
    _boxd(c, x0 + 5, y0 + 40, 55, 20, "Q0", size=7)
    _line(c, [(x0 + 30, y0 + 60), (x0 + 30, y0 + 75)])
    _boxd(c, x0 + 0, y0 + 75, 75, 40, "RECTIFIER", size=7, sub="G1")
    _line(c, [(x0 + 75, y0 + 95), (x0 + 420, y0 + 95)], 1.6)
    _lbl(c, x0 + 330, y0 + 90, "+24 V DC busbar", 7, True)
    _line(c, [(x0 + 120, y0 + 95), (x0 + 120, y0 + 130)])
    _boxd(c, x0 + 105, y0 + 130, 30, 15, "F1", size=7)
    _line(c, [(x0 + 120, y0 + 145), (x0 + 120, y0 + 160)])
    _boxd(c, x0 + 95, y0 + 160, 50, 30, "BATTERY", size=6.5, sub="BT1")
    _boxd(c, x0 + 160, y0 + 130, 30, 15, "R-SH", size=6.5)
    _lbl(c, x0 + 150, y0 + 158, "battery shunt", 6.5)
    _line(c, [(x0 + 135, y0 + 137), (x0 + 160, y0 + 137)])
    for k in range(6):
        xx = x0 + 220 + k * 35
        _line(c, [(xx, y0 + 95), (xx, y0 + 120)])
        _boxd(c, xx - 13, y0 + 120, 26, 15, f"Q{k + 1}", size=6.5)
        _line(c, [(xx, y0 + 135), (xx, y0 + 150)])
    for k, s in enumerate(["GMDSS", "Nav. lights", "Em. light", "Alarms", "ESD", "Spare"]):
        _lbl(c, x0 + 205 + k * 35, y0 + 160, s, 6)
    _boxd(c, x0 + 300, y0 + 180, 80, 30, "EARTH FAULT", size=6.5, sub="MONITOR EFM-1")
    _line(
        c, [(x0 + 340, y0 + 180), (x0 + 340, y0 + 170), (x0 + 430, y0 + 170), (x0 + 430, y0 + 95)]
    )
    _lbl(c, x0 + 385, y0 + 225, "to hull", 6.5)
    _line(
        c, [(x0 + 340, y0 + 210), (x0 + 340, y0 + 222), (x0 + 330, y0 + 222), (x0 + 350, y0 + 222)]
    )
    _line(
        c,
        [(x0 + 75, y0 + 105), (x0 + 95, y0 + 105), (x0 + 95, y0 + 220), (x0 + 420, y0 + 220)],
        0.8,
    )
    _lbl(c, x0 + 100, y0 + 216, "0 V busbar (insulated system, IT)", 6.5)


UPS_PAGES = [
    [],
    [
        ("h1", "Contents"),
        (
            "toc",
            [
                ("1", "Safety", 2),
                ("2", "Description", 3),
                ("3", "Technical Data", 4),
                ("4", "Charging Modes", 5),
                ("5", "DC Distribution and Earth Fault Monitoring", 6),
                ("6", "Operation", 7),
                ("7", "Alarms", 8),
                ("8", "Maintenance", 9),
                ("9", "Fault Finding and Spare Parts", 10),
            ],
        ),
        ("h1", "1  Safety"),
        (
            "box",
            (
                "WARNING",
                "Battery terminals are always live. The battery bank can deliver short-circuit currents "
                "above 4 000 A. Use insulated tools and remove rings and watches before working on the "
                "batteries.",
            ),
        ),
        (
            "box",
            (
                "WARNING",
                "Lead-acid batteries release hydrogen during boost charging. Keep the battery room ventilation "
                "running and keep open flames and sparks away.",
            ),
        ),
        (
            "box",
            (
                "CAUTION",
                "Do not disconnect the battery while the charger is supplying load in boost mode. The output "
                "voltage can rise above the rating of the connected consumers.",
            ),
        ),
        (
            "box",
            (
                "NOTE",
                "Only personnel trained on this equipment shall carry out the work described in Chapters 6 "
                "to 9.",
            ),
        ),
    ],
    [
        ("h1", "2  Description"),
        (
            "two",
            (
                [
                    ("h2", "2.1  General"),
                    (
                        "p",
                        "The DCP-24/200 is a thyristor-controlled battery charger with integrated distribution for the "
                        "ship's 24 V DC emergency and transitional supply. In normal service the charger feeds the "
                        "consumers and keeps the battery bank at float voltage. On loss of AC input the battery takes "
                        "over the load without interruption.",
                    ),
                    ("h2", "2.2  Battery Bank"),
                    (
                        "p",
                        "The standard battery bank consists of two strings of 2 x 12 V valve-regulated lead-acid (VRLA, "
                        "AGM) blocks of 200 Ah each, giving 400 Ah at 24 V. The bank is dimensioned for 30 minutes of "
                        "transitional supply and 18 hours of GMDSS reserve as required by SOLAS.",
                    ),
                    (
                        "p",
                        "Each string has its own fuse F1/F2 (250 A NH gL) so that one string can be isolated for "
                        "testing.",
                    ),
                ],
                [
                    ("h2", "2.3  Distribution Board"),
                    (
                        "p",
                        "The distribution section contains the +24 V and 0 V busbars and twelve double-pole miniature "
                        "circuit breakers Q1 to Q12 for the outgoing circuits. The system is insulated from the hull "
                        "(IT system); neither pole is earthed.",
                    ),
                    ("h2", "2.4  Earth Fault Monitor"),
                    (
                        "p",
                        "The earth fault monitor EFM-1 continuously measures the insulation resistance of both poles "
                        "to the hull and indicates on a front meter in k\u03a9. See Chapter 5.",
                    ),
                    (
                        "box",
                        (
                            "NOTE",
                            "In this manual the terms 'rectifier' and 'charger' both refer to the unit G1.",
                        ),
                    ),
                ],
            ),
        ),
    ],
    [
        ("h1", "3  Technical Data"),
        (
            "table",
            {
                "cols": ["Parameter", "Value"],
                "widths": [2.5, 3.0],
                "rows": [
                    ["AC input", "230 V \u00b1 10 %, 1-phase, 50/60 Hz"],
                    ["AC input current, max.", "38 A"],
                    ["DC output, nominal", "24 V DC, 200 A"],
                    ["Output voltage range", "21.6 V to 28.8 V"],
                    ["Output ripple", "< 2 % rms (with battery connected)"],
                    ["Current limit", "adjustable 50 % to 105 % of rated current"],
                    ["Efficiency", "\u2265 88 % at full load"],
                    ["Cooling", "forced air, 2 fans, thermostat controlled"],
                    ["Ambient temperature", "0 \u00b0C to +55 \u00b0C (32 \u00b0F to 131 \u00b0F)"],
                    ["Degree of protection", "IP22 (cabinet)"],
                    ["Weight (charger cabinet)", "185 kg"],
                    ["Battery type (standard)", "VRLA AGM 12 V / 200 Ah blocks, 4 pcs"],
                    ["Low voltage disconnect (LVD)", "21.0 V, reconnect at 25.0 V"],
                ],
            },
        ),
        (
            "p",
            "Dimensions of the charger cabinet are 800 mm (W) x 2 000 mm (H) x 600 mm (D). The battery rack is supplied "
            "separately and must be installed in a ventilated space not exceeding 30 \u00b0C where possible, since "
            "battery life is reduced by approximately 50 % for each 10 \u00b0C above 25 \u00b0C.",
        ),
    ],
    [
        ("h1", "4  Charging Modes"),
        (
            "p",
            "The charger operates automatically in one of three modes. Float charge is the normal mode. Boost "
            "charge is started automatically after a discharge when the charging current exceeds 10 % of the "
            "battery capacity (40 A for the standard bank) and ends when the current falls below 2 % or when the "
            "boost timer expires. Equalising charge is started manually only and is not permitted for VRLA batteries.",
        ),
        (
            "p",
            "The output voltage is temperature compensated by means of a sensor on the battery rack, by "
            "-3 mV/\u00b0C per cell referred to 20 \u00b0C. Should the sensor fail, the charger reverts to the "
            "uncompensated set values and raises alarm E-09.",
        ),
        (
            "cap",
            "Table 4-1  Charging parameters by battery type (values for 24 V system, 12 cells)",
        ),
        (
            "table",
            {
                "cols": [
                    "Battery type",
                    "Float",
                    "Boost",
                    "Equalise",
                    "Boost time limit",
                    "Charge current limit",
                ],
                "widths": [1.6, 0.9, 0.9, 1.0, 1.1, 1.4],
                "boldfirst": True,
                "fs": 8.2,
                "rows": [
                    [
                        "VRLA / AGM (standard)",
                        "27.0 V",
                        "28.2 V",
                        "not permitted",
                        "8 h",
                        "0.1 C (40 A)",
                    ],
                    ["VRLA / Gel", "27.4 V", "28.2 V", "not permitted", "8 h", "0.1 C"],
                    ["Vented lead-acid", "26.6 V", "28.8 V", "30.0 V", "12 h", "0.15 C"],
                    ["NiCd (19 cells)", "27.0 V", "29.5 V", "30.4 V", "10 h", "0.2 C"],
                ],
            },
        ),
        (
            "box",
            (
                "CAUTION",
                "When the battery type is changed, the parameter set on the control board must be changed "
                "accordingly (menu P2). Wrong settings will damage the batteries.",
            ),
        ),
        (
            "box",
            (
                "NOTE",
                "NiCd batteries require a modified rectifier transformer tap. Contact Halvard before "
                "conversion.",
            ),
        ),
    ],
    [
        ("h1", "5  DC Distribution and Earth Fault Monitoring"),
        ("draw", (_ups_sld, 235)),
        ("cap", "Figure 5-1  Simplified single-line diagram"),
        (
            "p",
            "The earth fault monitor EFM-1 injects a small measuring signal between the busbars and the hull. The "
            "insulation resistance is displayed on the front meter. The pre-warning is set at 100 k\u03a9 and the "
            "earth fault alarm at 20 k\u03a9. An insulation value below 1 M\u03a9 on a new installation indicates "
            "damaged cable or water ingress.",
        ),
        (
            "p",
            "The LEDs +EF and \u2013EF show which pole is affected. To locate the faulty circuit, open the outgoing "
            "breakers Q1 to Q12 one after the other and observe the meter; the value recovers when the faulty "
            "circuit is disconnected.",
        ),
        (
            "box",
            (
                "CAUTION",
                "Consult the bridge before opening breakers of GMDSS and navigation light circuits.",
            ),
        ),
    ],
    [
        ("h1", "6  Operation"),
        ("h2", "6.1  Commissioning and Start-up"),
        (
            "ol",
            [
                ("Check that all outgoing breakers Q1 to Q12 are open.", []),
                (
                    "Check the battery connections.",
                    [
                        "Polarity of each string.",
                        "Tightness of the terminal bolts: 12 Nm for M8 terminals.",
                    ],
                ),
                ("Close the battery fuses F1 and F2.", []),
                (
                    "Switch on the AC input breaker Q0. The charger starts with a soft start of 10 s.",
                    [],
                ),
                (
                    "Check on the display that the output voltage is the float value (27.0 V for VRLA/AGM).",
                    [],
                ),
                ("Close the outgoing breakers one by one.", []),
            ],
        ),
        ("h2", "6.2  Battery Operation (Loss of AC Input)"),
        (
            "p",
            "On loss of AC supply the alarm E-01 is given and the battery supplies the consumers. The display shows "
            'the remaining autonomy calculated from the battery current. At 22.8 V the pre-alarm E-05 "BATTERY LOW" '
            "is given; at 21.0 V the low voltage disconnect opens to protect the batteries from deep discharge.",
        ),
        (
            "box",
            (
                "WARNING",
                "The LVD also disconnects the GMDSS supply. The bridge must be informed immediately when "
                "E-05 is given.",
            ),
        ),
        ("h2", "6.3  Manual Boost Charge"),
        (
            "p",
            "A boost charge can be started manually from the menu CHARGE > BOOST after a long discharge. The boost "
            "terminates automatically. Manual boost is locked while the battery temperature is above 40 \u00b0C.",
        ),
    ],
    [
        ("h1", "7  Alarms"),
        (
            "p",
            "All alarms are shown on the display with code and text, and are transferred to the ship's alarm "
            "system as one group alarm via a potential-free contact.",
        ),
        (
            "table",
            {
                "cols": ["Code", "Alarm text", "Condition", "Effect"],
                "widths": [0.6, 1.8, 2.3, 1.8],
                "fs": 8.2,
                "rows": [
                    [
                        "E-01",
                        "AC INPUT FAILURE",
                        "AC input below 190 V or missing",
                        "Battery supplies load",
                    ],
                    ["E-02", "CHARGER FAILURE", "No output current with AC present", "Group alarm"],
                    ["E-03", "DC VOLTAGE HIGH", "Output above 29.5 V for 5 s", "Charger trips"],
                    ["E-04", "DC VOLTAGE LOW", "Output below 24.0 V", "Group alarm"],
                    ["E-05", "BATTERY LOW", "Battery voltage below 22.8 V", "Pre-alarm before LVD"],
                    ["E-06", "BATTERY DISCONNECTED", "LVD open or fuse F1/F2 blown", "Group alarm"],
                    [
                        "E-07",
                        "EARTH FAULT PRE-WARNING",
                        "Insulation below 100 k\u03a9",
                        "Indication",
                    ],
                    ["E-08", "EARTH FAULT", "Insulation below 20 k\u03a9", "Group alarm"],
                    [
                        "E-09",
                        "TEMP SENSOR FAULT",
                        "Battery temperature sensor open/short",
                        "No temperature compensation",
                    ],
                    [
                        "E-10",
                        "OVERTEMPERATURE",
                        "Heat sink above 85 \u00b0C",
                        "Current reduced to 50 %",
                    ],
                    ["E-11", "FAN FAILURE", "Fan speed monitor", "Group alarm"],
                    [
                        "E-12",
                        "BOOST TIMEOUT",
                        "Boost not finished within time limit",
                        "Returns to float",
                    ],
                ],
            },
        ),
    ],
    [
        ("h1", "8  Maintenance"),
        (
            "table",
            {
                "cols": ["Task", "Monthly", "3 months", "6 months", "Annually"],
                "widths": [3.2, 0.8, 0.8, 0.8, 0.8],
                "fs": 8.2,
                "rows": [
                    ["Record float voltage, load current and insulation value", "X", "", "", ""],
                    ["Visual check of batteries for swelling or leakage", "X", "", "", ""],
                    ["Measure individual block voltages", "", "X", "", ""],
                    ["Clean air filters and check fans", "", "X", "", ""],
                    ["Check tightness of terminal and busbar bolts", "", "", "X", ""],
                    ["Test of earth fault monitor (TEST button)", "", "", "X", ""],
                    ["Battery capacity (discharge) test", "", "", "", "X"],
                    ["Thermographic check of cabinet", "", "", "", "X"],
                ],
            },
        ),
        ("h2", "8.1  Battery Block Voltages"),
        (
            "p",
            "In float charge the voltages of the individual 12 V blocks shall lie within 13.35 V to 13.65 V. A block "
            "deviating by more than 0.2 V from the string average should be checked with a capacity test and replaced "
            "if necessary. Always replace blocks of one string together if the string is older than 4 years.",
        ),
        ("h2", "8.2  Battery Capacity Test"),
        (
            "ol",
            [
                ("Confirm that the batteries have been in float charge for at least 72 hours.", []),
                (
                    "Isolate one string by opening its fuse (F1 or F2); the other string remains on line.",
                    [],
                ),
                (
                    "Discharge the isolated string with the test load at 0.1 C (20 A per string).",
                    [
                        "Record the block voltages every 30 minutes.",
                        "Stop the test when the string voltage reaches 21.6 V (1.80 V per cell).",
                    ],
                ),
                ("The string passes if the discharge time is 8 hours or more (80 % capacity).", []),
                ("Reconnect the string and allow recharge in boost mode.", []),
            ],
        ),
        (
            "box",
            (
                "NOTE",
                "Bolt torques: busbar M10 bolts 25 Nm, M8 battery terminals 12 Nm, M6 cable lugs 6 Nm.",
            ),
        ),
    ],
    [
        ("h1", "9  Fault Finding and Spare Parts"),
        ("h2", "9.1  Fault Finding"),
        (
            "table",
            {
                "cols": ["Fault", "Possible cause", "Action"],
                "widths": [1.8, 2.2, 2.4],
                "fs": 8.2,
                "rows": [
                    [
                        "Charger does not start",
                        "AC breaker Q0 open; input fuse blown",
                        "Check Q0 and input fuses FU1-FU2",
                    ],
                    [
                        "Output voltage too high",
                        "Temperature sensor fault (E-09)",
                        "Check sensor on battery rack",
                    ],
                    [
                        "Batteries warm, gassing",
                        "Float voltage set too high",
                        "Check parameter set P2 and battery type",
                    ],
                    [
                        "Short autonomy on AC failure",
                        "Aged batteries, low capacity",
                        "Carry out capacity test (8.2)",
                    ],
                    [
                        "Earth fault alarm E-08",
                        "Damaged cable, water in junction box",
                        "Locate circuit with Q1-Q12, repair",
                    ],
                    [
                        "Overtemperature E-10",
                        "Clogged air filter or fan failure",
                        "Clean filters, replace fan",
                    ],
                ],
            },
        ),
        ("h2", "9.2  Recommended Spare Parts"),
        (
            "table",
            {
                "cols": ["Pos.", "Part number", "Description", "Qty"],
                "widths": [0.5, 1.5, 3.6, 0.5],
                "fs": 8.2,
                "rows": [
                    ["1", "HPS-7100-21", "Thyristor module 160 A", "1"],
                    ["2", "HPS-7100-35", "Control board CB-24 with firmware", "1"],
                    ["3", "HPS-7100-40", "Cooling fan 24 V DC, 120 mm", "2"],
                    ["4", "HPS-7100-52", "Battery temperature sensor with 5 m cable", "1"],
                    ["5", "HPS-7100-60", "Earth fault monitor EFM-1", "1"],
                    ["6", "HPS-7100-71", "NH fuse link 250 A gL, size 1", "2"],
                    ["7", "HPS-7100-80", "Air filter mat (set of 2)", "4"],
                    ["8", "HPS-VB12-200", "VRLA block 12 V / 200 Ah", "on request"],
                ],
            },
        ),
    ],
]

UPS = {
    "name": "halvard-dcp24-charger-ups.pdf",
    "maker": "Halvard Power Systems GmbH",
    "title": "DCP-24/200 Battery Charger and UPS",
    "style": UPS_STYLE,
    "cover": _ups_cover,
    "pages": UPS_PAGES,
    "hf": lambda i, n: (
        "Halvard DCP-24/200",
        "Technical Manual HPS-DCP-TM-007",
        "Issue 2",
        f"\u2013 {i} \u2013",
        "",
    ),
}
MANUALS = [IGG, TLG, UPS, HPP]


def write_manuals(folder: Path) -> list[Path]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    return [_write(folder / m["name"], m) for m in MANUALS]
