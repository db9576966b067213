"""Four made-up manuals of other equipment by other makers, held-out set 27a (written blind).

Halvorsen & Brueck (boiler feed water pump set) writes translated European English with decimal
commas and "~" ranges; Aldermoor (water ingress detection) writes formal UK style with
WARNING/CAUTION/NOTE boxes and a two-column page; Tamura Kikai (fuel oil homogenizer) writes
terse service-bulletin fragments ("Chk", "Adj", "Repl"); Gulfstar (helideck foam system) writes
US style with psi / deg F / gal / ft-lb first.  Every page is an explicit list of blocks laid
out top to bottom; a block that does not fit raises, so a question's page is the page its block
is listed on.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import fitz

Block = tuple[str, Any]
W, H = 595.0, 842.0
LEFT, RIGHT, TOP, BOTTOM = 56.0, 539.0, 78.0, 782.0
_FONTS: dict[str, Any] = {}


def _font(bold: bool = False, italic: bool = False):
    key = "hebo" if bold else ("heit" if italic else "helv")
    if key not in _FONTS:
        _FONTS[key] = fitz.Font(key)
    return _FONTS[key]


def write_manuals(folder: Path) -> list[Path]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for spec in (FEEDPUMP, WID, HOMOG, HELIFOAM):
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
    def __init__(self, pg, x0, x1, y):
        self.pg, self.x0, self.x1, self.y = pg, x0, x1, y

    @property
    def w(self):
        return self.x1 - self.x0

    def need(self, h, what):
        if self.y + h > BOTTOM:
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
    col.need(sum(heights) + 6, str(rows[0])[:40])
    shape = col.pg.page.new_shape()
    y = col.y
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
        col.pg.text(col.x0 + ind + 34, col.y, title, size, bold)
        tx = col.x0 + ind + 34 + _font(bold).text_length(title, fontsize=size) + 4
        px = col.x1 - f.text_length(str(pg), fontsize=size)
        dots = ""
        while f.text_length(dots + " .", fontsize=size) < px - tx - 6:
            dots += " ."
        col.pg.text(tx, col.y, dots, size, color=(0.4, 0.4, 0.4))
        col.pg.text(px, col.y, str(pg), size)
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
        elif kind == "box":
            _box(col, val[0], val[1], st.get("box", "bold"))
        elif kind == "ol":
            _list(col, val, st["body"], True, st.get("olfmt", "{}."))
        elif kind == "ul":
            _list(col, val, st["body"], False, "")
        elif kind == "table":
            _table(col, val)
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


def _write(path: Path, spec) -> Path:
    doc = fitz.open()
    pages = spec["pages"]
    n = len(pages)
    st = spec["style"]
    for i, pdef in enumerate(pages, start=1):
        page = doc.new_page(width=W, height=H)
        pg = _Pg(page, spec)
        if pdef.get("cover"):
            spec["cover"](pg)
            pg.flush()
            continue
        # running header / footer
        sh = page.new_shape()
        sh.draw_line((LEFT, 58), (RIGHT, 58))
        sh.draw_line((LEFT, 800), (RIGHT, 800))
        sh.finish(color=st["hcolor"], width=0.8)
        sh.commit()
        pg.text(LEFT, 52, spec["hdr_left"], 8.2, True, st["hcolor"])
        hr = spec["hdr_right"]
        pg.text(RIGHT - _font().text_length(hr, fontsize=8.2), 52, hr, 8.2)
        fl = spec["ftr_left"]
        pg.text(LEFT, 813, fl, 7.6, color=(0.3, 0.3, 0.3))
        fr = spec["ftr_fmt"].format(n=i, total=n)
        pg.text(RIGHT - _font().text_length(fr, fontsize=8.2), 813, fr, 8.2)
        if pdef.get("cols") == 2:
            gap = 18
            mid = (LEFT + RIGHT) / 2
            top = _Col(pg, LEFT, RIGHT, TOP)
            _blocks(top, pdef.get("top", []), spec)
            c1 = _Col(pg, LEFT, mid - gap / 2, top.y)
            _blocks(c1, pdef["left"], spec)
            c2 = _Col(pg, mid + gap / 2, RIGHT, top.y)
            _blocks(c2, pdef["right"], spec)
        else:
            col = _Col(pg, LEFT, RIGHT, TOP)
            _blocks(col, pdef["blocks"], spec)
        pg.flush()
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


def _lbl(pg, x, y, s, size=7.5, bold=False):
    pg.text(x, y, s, size, bold)


# ================================================================ 1. boiler feed water pump set


def _feed_schematic(pg, x0, y0, w, h):
    p = pg.page
    s = p.new_shape()
    # cascade tank
    s.draw_rect(fitz.Rect(x0 + 10, y0 + 20, x0 + 110, y0 + 110))
    # suction header
    s.draw_line((x0 + 60, y0 + 110), (x0 + 60, y0 + 150))
    s.draw_line((x0 + 60, y0 + 150), (x0 + 60, y0 + 240))
    for yy in (y0 + 150, y0 + 240):
        s.draw_line((x0 + 60, yy), (x0 + 180, yy))
        s.draw_circle((x0 + 205, yy), 22)  # pumps
        s.draw_line((x0 + 227, yy), (x0 + 330, yy))
        s.draw_line((x0 + 330, yy), (x0 + 330, y0 + 195))
        # valves (bow-tie)
        for vx in (x0 + 120, x0 + 275):
            s.draw_polyline(
                [
                    (vx - 8, yy - 6),
                    (vx + 8, yy + 6),
                    (vx + 8, yy - 6),
                    (vx - 8, yy + 6),
                    (vx - 8, yy - 6),
                ]
            )
    # common discharge
    s.draw_line((x0 + 330, y0 + 195), (x0 + w - 20, y0 + 195))
    # recirculation line back to tank
    s.draw_line((x0 + 380, y0 + 195), (x0 + 380, y0 + 60))
    s.draw_line((x0 + 380, y0 + 60), (x0 + 110, y0 + 60))
    vx, vy = x0 + 380, y0 + 120
    s.draw_polyline(
        [(vx - 6, vy - 8), (vx + 6, vy + 8), (vx - 6, vy + 8), (vx + 6, vy - 8), (vx - 6, vy - 8)]
    )
    # instruments
    for ix, _tag in ((x0 + 430, "PT-03"), (x0 + 470, "PS-04")):
        s.draw_line((ix, y0 + 195), (ix, y0 + 225))
        s.draw_circle((ix, y0 + 237), 12)
    s.draw_line((x0 + 60, y0 + 125), (x0 + 30, y0 + 125))
    s.draw_circle((x0 + 18, y0 + 125), 12)
    s.finish(color=(0, 0, 0), width=1.0)
    s.commit()
    L = _lbl
    L(pg, x0 + 18, y0 + 40, "CASCADE TANK", 7, True)
    L(pg, x0 + 30, y0 + 52, "T-1", 7.5, True)
    L(pg, x0 + 194, y0 + 153, "P-1", 8, True)
    L(pg, x0 + 194, y0 + 243, "P-2", 8, True)
    L(pg, x0 + 108, y0 + 140, "V-101", 7)
    L(pg, x0 + 108, y0 + 230, "V-102", 7)
    L(pg, x0 + 262, y0 + 140, "V-103", 7)
    L(pg, x0 + 262, y0 + 230, "V-104", 7)
    L(pg, x0 + 390, y0 + 118, "V-105", 7.5, True)
    L(pg, x0 + 390, y0 + 128, "min. flow valve", 6.5)
    L(pg, x0 + 190, y0 + 56, "RECIRCULATION TO T-1", 6.5)
    L(pg, x0 + 420, y0 + 258, "PT-03", 6.5)
    L(pg, x0 + 460, y0 + 258, "PS-04", 6.5)
    L(pg, x0 + 6, y0 + 145, "TI-05", 6.5)
    L(pg, x0 + w - 110, y0 + 188, "TO BOILER FEED VALVE", 6.5)
    L(
        pg,
        x0 + 66,
        y0 + 275,
        "V-101/102 suction valve   V-103/104 non-return + stop valve   PT-03 disch. press. transmitter",
        6.5,
    )
    L(
        pg,
        x0 + 66,
        y0 + 285,
        "PS-04 low press. switch (standby start)   TI-05 feed water temp.",
        6.5,
    )


_FP_PARTS = [
    ["1", "HB-40-1101", "Pump casing suction part", "1"],
    ["2", "HB-40-1102", "Pump casing delivery part", "1"],
    ["3", "HB-40-1210", "Stage casing", "6"],
    ["4", "HB-40-1305", "Impeller, 1st stage (suction impeller)", "1"],
    ["5", "HB-40-1306", "Impeller, stage 2 ~ 7", "6"],
    ["6", "HB-40-1401", "Diffuser with guide vanes", "6"],
    ["7", "HB-40-1502", "Shaft, 1.4021", "1"],
    ["8", "HB-40-1610", "Balancing drum", "1"],
    ["9", "HB-40-1611", "Balancing bush", "1"],
    ["10", "HB-40-1720", "Tie bolt M20 with nuts", "8"],
    ["11", "HB-40-1801", "Mechanical seal, cartridge type, Ø 40 mm", "2"],
    ["12", "HB-40-1802", "O-ring set for seal cartridge (EPDM)", "2"],
    ["13", "HB-40-1910", "Ball bearing 6309 C3, drive end", "1"],
    ["14", "HB-40-1911", "Angular contact bearing 7309 BEP, non-drive end", "1"],
    ["15", "HB-40-2001", "Bearing housing, drive end", "1"],
    ["16", "HB-40-2002", "Bearing housing, non-drive end", "1"],
    ["17", "HB-40-2105", "Casing gasket, stage (graphite)", "7"],
    ["18", "HB-40-2210", "Coupling, flexible, with rubber elements", "1"],
    ["19", "HB-40-2211", "Coupling rubber element set", "1"],
    ["20", "HB-40-2301", "Coupling guard", "1"],
    ["21", "HB-40-2402", "Wear ring, casing", "7"],
    ["22", "HB-40-2403", "Wear ring, impeller", "7"],
    ["23", "HB-40-2510", "Drain plug G 3/8 with seal", "3"],
    ["24", "HB-40-2601", "Vent valve G 1/4", "1"],
    ["25", "HB-40-3001", "Automatic recirculation valve ARV 40, complete", "1"],
    ["26", "HB-40-3002", "Spring and cone set for ARV 40", "1"],
    ["27", "HB-40-3101", "Pressure switch, 5 ~ 25 bar", "1"],
    ["28", "HB-40-3102", "Pressure transmitter 0 ~ 40 bar, 4 ~ 20 mA", "1"],
    ["29", "HB-40-3201", "Resistance thermometer Pt100, 0 ~ 150 °C", "1"],
    ["30", "HB-40-3301", "Suction strainer element, mesh 0,8 mm", "2"],
    ["31", "HB-40-3302", "Strainer cover gasket", "2"],
    ["32", "HB-40-3401", "Motor 15 kW, 440 V, 60 Hz, IP 56, flange B35", "1"],
    ["33", "HB-40-3501", "Base frame with drip tray (common for 2 pumps)", "1/2"],
    ["34", "HB-40-3601", "Local control panel, complete", "1/2"],
    ["35", "HB-40-3602", "Duty / stand-by selector switch", "1/2"],
    ["36", "HB-40-3603", "Change-over timer relay, 0,5 ~ 30 s", "1/2"],
    ["37", "HB-40-3604", "Running lamp, green, 24 V", "1"],
    ["38", "HB-40-3605", "Hour counter, 230 V", "1"],
]

NFP = 36

FEEDPUMP = {
    "file": "halvorsen-hbk-m40-feed-water-pump.pdf",
    "title": "HBK-M 40/7 Boiler Feed Water Pump Set - Operating and Maintenance Instructions",
    "maker": "Halvorsen & Brück Pumpenbau GmbH",
    "hdr_left": "Halvorsen & Brück  |  HBK-M 40/7",
    "hdr_right": "Operating and Maintenance Instructions",
    "ftr_left": "Doc. BA-HBK-M40-EN, Edition 03/2021 - Translation of the original instructions",
    "ftr_fmt": "Page {n}",
    "style": {
        "h1": 13.5,
        "h2": 11,
        "body": 9.6,
        "hcolor": (0.0, 0.3, 0.45),
        "h1rule": True,
        "box": "plain",
    },
    "pages": [],
}

FEEDPUMP["cover"] = _cover(
    "HALVORSEN & BRÜCK",
    ["HBK-M 40/7", "Boiler Feed Water Pump Set", "horizontal multistage centrifugal pumps"],
    [
        "Operating and Maintenance Instructions",
        "Translation of the original instructions",
        "Halvorsen & Brück Pumpenbau GmbH, Bremerhaven",
        "Doc. BA-HBK-M40-EN, Edition 03/2021",
    ],
    band=(0.0, 0.3, 0.45),
    foot="Please keep these instructions near to the pump set for later use.",
)

FEEDPUMP["pages"] = [
    {"cover": True},
    {
        "blocks": [
            ("h1", "Contents"),
            (
                "toc",
                [
                    ("1", "General and safety", 3),
                    ("1.1", "Intended use", 3),
                    ("1.2", "Safety instructions", 3),
                    ("2", "Technical data", 4),
                    ("2.1", "Data of the pump set", 4),
                    ("2.2", "Suction conditions and NPSH", 4),
                    ("3", "Description of the pump set", 5),
                    ("3.1", "Arrangement and flow diagram", 5),
                    ("4", "Operation", 6),
                    ("4.1", "Preparation before first start", 6),
                    ("4.2", "Starting and stopping", 6),
                    ("4.3", "Change-over of duty pump", 7),
                    ("4.4", "Automatic stand-by start", 7),
                    ("5", "Maintenance", 8),
                    ("5.1", "Mechanical seal", 8),
                    ("5.2", "Bearings and coupling", 8),
                    ("5.3", "Maintenance schedule", 9),
                    ("6", "Faults and remedies", 10),
                    ("7", "Spare parts list", 11),
                ],
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "1  General and safety"),
            ("h2", "1.1  Intended use"),
            (
                "p",
                "The pump set HBK-M 40/7 consists of two identical horizontal multistage centrifugal pumps, each driven "
                "by a flange-mounted electric motor, mounted on a common base frame. One pump is in duty, the other one is "
                "in stand-by. The pumps are designed for feeding of boiler feed water from the cascade tank (hot well) to "
                "the auxiliary boiler and the exhaust gas boiler. Other liquids than treated boiler feed water may only be "
                "pumped after written agreement of the manufacturer.",
            ),
            (
                "p",
                "The feed pump is not suitable for operation against closed discharge valve without the minimum flow "
                "valve. Please take care that the automatic recirculation valve is always in operation and that its "
                "return line to the cascade tank is open.",
            ),
            ("h2", "1.2  Safety instructions"),
            (
                "box",
                (
                    "DANGER",
                    "Hot feed water up to 95 °C. Before opening of the pump casing or the drain plugs the pump "
                    "must be isolated, depressurised and cooled down below 40 °C. Danger of scalding.",
                ),
            ),
            (
                "box",
                (
                    "ATTENTION",
                    "Never run the pump dry, not even for short time. The mechanical seals will be destroyed "
                    "within few seconds when no liquid is in the seal chamber.",
                ),
            ),
            (
                "ul",
                [
                    "Before any work on the pump set, switch off the motor at the group starter panel and secure the "
                    "switch against re-start with a padlock and a warning sign.",
                    "Please take care that the stand-by selector on the local panel is set to OFF during maintenance, "
                    "otherwise the stand-by pump can start automatically.",
                    "The coupling guard must be mounted before the pump is started.",
                    "Wear protective gloves and goggles when handling boiler water chemicals.",
                ],
            ),
            (
                "p",
                "The sound pressure level of the pump set at 1 m distance is not exceeding 82 dB(A). Hearing protection "
                "is recommended for work at the running pump set.",
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "2  Technical data"),
            ("h2", "2.1  Data of the pump set"),
            (
                "table",
                {
                    "cols": ["Designation", "Unit", "Value"],
                    "widths": [3, 1, 2.2],
                    "rows": [
                        ["Pump type", "-", "HBK-M 40/7, horizontal, ring section type"],
                        ["Number of stages", "-", "7"],
                        ["Rated capacity", "m³/h", "12,5"],
                        ["Rated delivery head", "m", "235"],
                        ["Discharge pressure at rated point", "bar", "21,5 (312 psi)"],
                        ["Shut-off head (closed valve)", "m", "268"],
                        ["Minimum continuous flow", "m³/h", "2,4"],
                        ["Speed", "rpm", "3540"],
                        ["Motor rating", "kW", "15"],
                        ["Power supply", "-", "440 V, 3 ph, 60 Hz"],
                        ["Rated current", "A", "25,6"],
                        ["Feed water temperature, design", "°C", "85 (max. 95)"],
                        ["Suction / discharge connection", "DN", "50 / 40, PN 40"],
                        ["Weight of one pump with motor", "kg", "265"],
                    ],
                },
            ),
            ("h2", "2.2  Suction conditions and NPSH"),
            (
                "p",
                "The required NPSH of the pump is 2,6 m at rated capacity and increases to 3,4 m at 15 m³/h. Because the "
                "feed water is near to its boiling point, the available NPSH is nearly equal to the geodetic height of the "
                "water level in the cascade tank above the pump centre line minus the losses in the suction pipe. The "
                "lowest water level in the cascade tank must be min. 3,5 m above the pump shaft.",
            ),
            (
                "p",
                "The feed water temperature in the cascade tank should be kept within 60 ~ 85 °C. With every 10 °C above "
                "85 °C the available NPSH is reduced strongly; at 95 °C the pump will cavitate if the tank level is below "
                "the low level alarm. The suction strainer must be cleaned when the differential pressure over the "
                "strainer is more than 0,3 bar.",
            ),
            (
                "box",
                (
                    "ATTENTION",
                    "Cavitation is to be recognised by crackling noise and fluctuating discharge pressure. "
                    "Please reduce the feed water temperature or raise the cascade tank level immediately.",
                ),
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "3  Description of the pump set"),
            (
                "p",
                "The pump is of the ring section type. The suction part, the stage casings and the delivery part are "
                "held together by eight tie bolts. The axial thrust is compensated by a balancing drum; the remaining "
                "thrust is carried by the angular contact bearing on the non-drive end. Both shaft passages are sealed by "
                "cartridge mechanical seals which are cooled and lubricated by the pumped feed water.",
            ),
            (
                "p",
                "Each pump has its own automatic recirculation valve (minimum flow valve). When the flow to the boiler "
                "drops below approx. 2,4 m³/h, the valve opens the by-pass to the cascade tank so that the pump never "
                "runs without the minimum flow. No external control is needed for this valve.",
            ),
            ("h2", "3.1  Arrangement and flow diagram"),
            ("draw", (295, _feed_schematic)),
            ("caption", "Fig. 3-1  Flow diagram of the feed water pump set (simplified)"),
            (
                "p",
                "The low pressure switch PS-04 in the common discharge line starts the stand-by pump. The pressure "
                "transmitter PT-03 gives the discharge pressure to the alarm and monitoring system.",
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "4  Operation"),
            ("h2", "4.1  Preparation before first start"),
            (
                "ol",
                [
                    (
                        "Check the pump set mechanically:",
                        [
                            "coupling alignment checked and coupling guard mounted,",
                            "all drain plugs closed, holding-down bolts tightened,",
                            "direction of rotation checked (clockwise seen from motor fan side).",
                        ],
                    ),
                    (
                        "Fill and vent the pump:",
                        [
                            "open suction valve V-101 (V-102) completely,",
                            "open vent valve on delivery casing until water comes out free of air,",
                            "close the vent valve.",
                        ],
                    ),
                    "Open the return line of the recirculation valve to the cascade tank.",
                    "Check the water level in the cascade tank (not below the low level mark).",
                    "Set the stand-by selector to OFF for the first start.",
                ],
            ),
            ("h2", "4.2  Starting and stopping"),
            (
                "p",
                "The discharge valve V-103 (V-104) may be open at starting, because the recirculation valve secures "
                "the minimum flow. After start please check that the discharge pressure rises to 19 ~ 22 bar within "
                "5 seconds. If the pressure does not build up, stop the pump at once and vent again.",
            ),
            (
                "p",
                "During operation the temperature of the bearing housings shall not exceed 80 °C, or 45 K above the "
                "engine room temperature. A small leakage of the mechanical seal (some drops per hour) is normal in the "
                "running-in period of the first 50 operating hours.",
            ),
            (
                "p",
                "For stopping, switch off the motor. The non-return valve closes by itself. If the pump is to be "
                "taken out of service for longer time, close suction and discharge valves and drain the casing when "
                "there is danger of freezing.",
            ),
        ]
    },
    {
        "blocks": [
            ("h2", "4.3  Change-over of duty pump"),
            (
                "p",
                "To equalise the running hours, the duty pump should be changed over every week, for example at the "
                "weekly test of the boiler safety devices. The change-over is done without interruption of the feeding:",
            ),
            (
                "ol",
                [
                    "Confirm that the stand-by pump is vented and its suction and discharge valves are open.",
                    "Set the duty selector on the local panel from PUMP 1 to PUMP 2 (or reverse).",
                    "The new duty pump starts; after 10 s the former duty pump stops automatically.",
                    "Check discharge pressure (19 ~ 22 bar) and the motor current of the new duty pump.",
                    "Set the stand-by selector to AUTO again.",
                ],
            ),
            ("h2", "4.4  Automatic stand-by start"),
            (
                "p",
                "With the stand-by selector in AUTO, the stand-by pump starts automatically in the following cases:",
            ),
            (
                "ul",
                [
                    "the discharge pressure at PS-04 falls below 14,5 bar for longer than 3 s,",
                    "the duty pump motor trips (overcurrent or motor protection),",
                    "the duty pump is stopped without change-over command (e.g. by black-out of its starter).",
                ],
            ),
            (
                "p",
                "After an automatic start the alarm 'FEED PUMP STAND-BY STARTED' is given to the alarm system. The "
                "stand-by pump continues to run until it is stopped by hand; it is not stopped automatically when the "
                "pressure is restored. The pressure switch resets at 16,5 bar.",
            ),
            (
                "box",
                (
                    "ATTENTION",
                    "Please find the reason for the stand-by start before the stopped pump is set back "
                    "into service. Repeated stand-by starts are mostly caused by a blocked suction strainer "
                    "or a too high feed water temperature.",
                ),
            ),
            (
                "table",
                {
                    "cols": ["Setting", "Device", "Set value", "Reset"],
                    "widths": [2.6, 1.3, 1.4, 1.2],
                    "rows": [
                        [
                            "Stand-by start, low discharge pressure",
                            "PS-04",
                            "14,5 bar / 3 s",
                            "16,5 bar",
                        ],
                        ["Alarm low discharge pressure", "PT-03", "16 bar", "17 bar"],
                        ["Alarm high feed water temperature", "TI-05", "92 °C", "88 °C"],
                        ["Change-over delay", "panel timer", "10 s", "-"],
                    ],
                },
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "5  Maintenance"),
            ("h2", "5.1  Mechanical seal"),
            (
                "p",
                "The cartridge mechanical seals are pre-set in the factory and do not need any adjustment. The seal has "
                "to be replaced when the leakage is more than 10 drops per minute or after 16000 operating hours at "
                "latest. Please use only genuine seal cartridges HB-40-1801; seal faces are silicon carbide / carbon.",
            ),
            (
                "ol",
                [
                    (
                        "Removal of the seal (drive end):",
                        [
                            "dismantle coupling guard and coupling spacer,",
                            "fit the setting clips to the cartridge before loosening the set screws,",
                            "remove the bearing housing and pull the cartridge from the shaft.",
                        ],
                    ),
                    (
                        "Fitting of the new seal:",
                        [
                            "clean the shaft sleeve, check that there are no scratches,",
                            "lubricate the O-rings with water or silicone grease only (no mineral oil for EPDM),",
                            "tighten the gland nuts crosswise to 25 Nm, then the set screws to 8 Nm,",
                            "remove the setting clips before start.",
                        ],
                    ),
                ],
            ),
            (
                "box",
                (
                    "ATTENTION",
                    "Never start the pump with the setting clips mounted on the seal cartridge.",
                ),
            ),
            ("h2", "5.2  Bearings and coupling"),
            (
                "p",
                "The bearings are grease lubricated. Regrease every 2000 operating hours with 15 g lithium complex grease "
                "(NLGI 2) on each bearing. The bearings must be replaced after 25000 hours or when the vibration velocity "
                "exceeds 4,5 mm/s.",
            ),
            (
                "p",
                "The coupling alignment must be checked after every work on pump or motor. Permissible deviation: radial "
                "max. 0,05 mm, angular max. 0,05 mm per 100 mm. The tie bolts of the pump casing are tightened to 18 kgf·m "
                "(approx. 177 Nm) in diagonal sequence; the motor holding-down bolts M16 to 120 Nm.",
            ),
        ]
    },
    {
        "blocks": [
            ("h2", "5.3  Maintenance schedule"),
            (
                "p",
                "The intervals are given in operating hours of each pump. The earlier of the running hours or the "
                "calendar time is valid. X = to be done.",
            ),
            (
                "table",
                {
                    "cols": ["Maintenance work", "daily", "500 h", "2000 h", "8000 h", "16000 h"],
                    "widths": [3.6, 0.8, 0.8, 0.8, 0.8, 0.9],
                    "rows": [
                        ["Check discharge pressure and motor current", "X", "", "", "", ""],
                        ["Check seal leakage and unusual noise", "X", "", "", "", ""],
                        ["Clean suction strainer", "", "X", "", "", ""],
                        ["Check function of recirculation valve", "", "X", "", "", ""],
                        ["Test stand-by start (PS-04)", "", "X", "", "", ""],
                        ["Regrease bearings", "", "", "X", "", ""],
                        ["Measure vibration on bearing housings", "", "", "X", "", ""],
                        ["Check coupling rubber elements, alignment", "", "", "", "X", ""],
                        ["Overhaul recirculation valve (cone, spring)", "", "", "", "X", ""],
                        ["Replace mechanical seals", "", "", "", "", "X"],
                        ["Check wear rings, clearance", "", "", "", "", "X"],
                    ],
                },
            ),
            (
                "p",
                "Wear ring clearance: new 0,30 ~ 0,35 mm on diameter; the wear rings must be renewed when the clearance "
                "is reaching 0,70 mm. A too large clearance is the reason for reduced delivery head.",
            ),
            (
                "box",
                (
                    "ATTENTION",
                    "When the stand-by start is tested, please take care that the boiler water level is "
                    "observed by a second person, since the feeding is interrupted for some seconds.",
                ),
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "6  Faults and remedies"),
            (
                "table",
                {
                    "cols": ["Fault", "Possible cause", "Remedy"],
                    "widths": [1.6, 2.2, 2.4],
                    "size": 8.4,
                    "rows": [
                        [
                            "Pump does not deliver",
                            "Pump not vented; suction valve closed; wrong direction of rotation",
                            "Vent pump; open suction valve; change two phases of motor cable",
                        ],
                        [
                            "Discharge pressure too low",
                            "Wear rings worn; speed too low; air in suction line",
                            "Check wear ring clearance; check power supply; tighten suction flanges",
                        ],
                        [
                            "Pump cavitates, crackling noise",
                            "Feed water too hot; cascade tank level too low; strainer blocked",
                            "Reduce temperature below 85 °C; raise level; clean strainer",
                        ],
                        [
                            "Stand-by pump starts often",
                            "Suction strainer blocked; PS-04 set too high; duty pump worn",
                            "Clean strainer; check setting 14,5 bar; overhaul duty pump",
                        ],
                        [
                            "Mechanical seal leaks",
                            "Seal faces damaged by dry running; O-ring attacked by oil",
                            "Replace seal cartridge; use only silicone grease",
                        ],
                        [
                            "Bearing temperature too high",
                            "Too much grease; misalignment; bearing damaged",
                            "Remove surplus grease; align coupling; replace bearing",
                        ],
                        [
                            "Motor overload trips",
                            "Flow too high (boiler feed valve fully open); rubbing inside pump",
                            "Throttle discharge valve; dismantle and check pump",
                        ],
                        [
                            "Pump runs hot at low flow",
                            "Recirculation valve blocked or return line closed",
                            "Open return line; overhaul recirculation valve",
                        ],
                        [
                            "Strong vibration",
                            "Coupling misaligned; impeller blocked by foreign matter; loose base bolts",
                            "Re-align; dismantle pump; tighten holding-down bolts",
                        ],
                    ],
                },
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "7  Spare parts list"),
            (
                "p",
                "When ordering spare parts please give the pump type, the serial number from the name plate, the item "
                "number and the part number.",
            ),
            (
                "table",
                {
                    "cols": ["Item", "Part no.", "Description", "Qty / pump"],
                    "widths": [0.6, 1.5, 3.6, 1.0],
                    "rows": _FP_PARTS[:NFP],
                },
            ),
        ]
    },
    {
        "blocks": [
            ("pi", "Spare parts list, continued"),
            (
                "table",
                {
                    "cols": ["Item", "Part no.", "Description", "Qty / pump"],
                    "widths": [0.6, 1.5, 3.6, 1.0],
                    "rows": _FP_PARTS[NFP:],
                },
            ),
            ("h2", "Recommended spare parts on board (for 2 pumps)"),
            (
                "table",
                {
                    "ruled": False,
                    "cols": ["Part", "Item", "Qty"],
                    "widths": [3.5, 1, 1],
                    "rows": [
                        ["Mechanical seal cartridge", "11", "2"],
                        ["O-ring set for seal cartridge", "12", "4"],
                        ["Ball bearing 6309 C3", "13", "1"],
                        ["Angular contact bearing 7309 BEP", "14", "1"],
                        ["Coupling rubber element set", "19", "1"],
                        ["Suction strainer element", "30", "2"],
                        ["Spring and cone set for ARV 40", "26", "1"],
                    ],
                },
            ),
        ]
    },
]


# ================================================================ 2. water ingress detection system


def _wid_layout(pg, x0, y0, w, h):
    p = pg.page
    s = p.new_shape()
    # hull profile
    hx0, hx1, hy0, hy1 = x0 + 10, x0 + w - 10, y0 + 40, y0 + 150
    s.draw_polyline(
        [
            (hx0, hy0),
            (hx1 - 40, hy0),
            (hx1, hy0 - 10),
            (hx1 - 20, hy1),
            (hx0 + 20, hy1),
            (hx0, hy1 - 30),
            (hx0, hy0),
        ]
    )
    # holds 5..1 from aft (left) to fore (right); engine room at left
    bx = [hx0 + 70 + i * 68 for i in range(6)]
    for xx in bx:
        s.draw_line((xx, hy0), (xx, hy1))
    s.draw_line((hx0 + 70, hy1 - 18), (bx[-1], hy1 - 18))  # inner bottom
    s.draw_line((bx[-1] + 18, hy0), (bx[-1] + 18, hy1))  # collision bulkhead
    # sensors
    for i in range(5):
        cx = bx[i] + 50
        s.draw_rect(fitz.Rect(cx - 3, hy1 - 30, cx + 3, hy1 - 22))
    # bridge panel and cable
    s.draw_rect(fitz.Rect(hx0 + 20, hy0 - 34, hx0 + 60, hy0))
    s.finish(color=(0, 0, 0), width=0.9)
    s.commit()
    p.draw_line(
        (hx0 + 40, hy0), (hx0 + 40, hy0 + 20), color=(0.2, 0.2, 0.6), width=0.8, dashes="[3] 0"
    )
    p.draw_line(
        (hx0 + 40, hy0 + 20),
        (bx[-1] + 30, hy0 + 20),
        color=(0.2, 0.2, 0.6),
        width=0.8,
        dashes="[3] 0",
    )
    L = _lbl
    L(pg, hx0 + 22, hy0 - 22, "WDP-1", 7, True)
    L(pg, hx0 + 22, hy0 - 13, "bridge", 6.5)
    L(pg, hx0 + 8, hy1 - 55, "E/R", 7)
    for i in range(5):
        L(pg, bx[i] + 20, hy0 + 35, f"HOLD {5 - i}", 7, True)
        L(pg, bx[i] + 34, hy1 - 36, f"WS-{105 - i}", 6.5)
    L(pg, bx[2] + 6, hy0 + 16, "JB-2", 6.5, True)
    L(pg, bx[4] + 6, hy0 + 16, "JB-1", 6.5, True)
    L(pg, bx[-1] + 2, hy0 + 35, "FPT", 6.5, True)
    L(pg, bx[-1] + 22, hy0 + 35, "BSR", 6.5, True)
    L(pg, bx[-1] + 1, hy1 - 8, "WS-201", 5.5)
    L(pg, bx[-1] + 20, hy1 - 46, "WS-301", 5.5)
    L(
        pg,
        x0 + 10,
        y0 + 172,
        "WS-101 ... WS-105: dual-level sensor in aft bilge well of each hold (pre-alarm + main alarm)",
        7,
    )
    L(
        pg,
        x0 + 10,
        y0 + 183,
        "WS-201: fore peak ballast tank (FPT)    WS-301: bosun store / chain locker dry space (BSR)",
        7,
    )
    L(
        pg,
        x0 + 10,
        y0 + 194,
        "JB-1 / JB-2: deck junction boxes (IP 67) on the main deck, port side    WDP-1: main display panel",
        7,
    )


_WID_ALARMS = [
    [
        "W-101",
        "HOLD 1 PRE-ALARM",
        "Water at pre-alarm level (0.5 m) in No.1 hold",
        "Visual + audible",
    ],
    ["W-102", "HOLD 1 MAIN ALARM", "Water at main alarm level in No.1 hold", "Visual + audible"],
    [
        "W-111 ... W-152",
        "HOLD n PRE / MAIN",
        "As W-101 / W-102 for holds 2 to 5 (n = hold no.)",
        "Visual + audible",
    ],
    [
        "W-201",
        "FPT WATER ALARM",
        "Water in fore peak tank above 10 % of capacity",
        "Visual + audible",
    ],
    [
        "W-301",
        "DRY SPACE WATER",
        "Water 0.1 m above deck in bosun store / chain locker",
        "Visual + audible",
    ],
    ["F-401", "SENSOR LINE OPEN", "Sensor loop current below 2 mA (cable break)", "Fault lamp"],
    ["F-402", "SENSOR LINE SHORT", "Sensor loop current above 22 mA", "Fault lamp"],
    ["F-403", "SENSOR TEST FAIL", "No response within 20 s during self-test", "Fault lamp"],
    [
        "F-410",
        "MAIN POWER FAIL",
        "Ship's 230 V AC supply lost, running on battery",
        "Fault lamp + buzzer",
    ],
    ["F-411", "BATTERY LOW", "Back-up battery below 22.8 V DC", "Fault lamp + buzzer"],
    ["F-420", "COMMS FAIL", "No data from junction box JB-1 or JB-2 for 10 s", "Fault lamp"],
    [
        "S-501",
        "HOLD OVERRIDE ON",
        "Hold alarm suppressed (hold used as ballast hold)",
        "Status lamp",
    ],
]

WID = {
    "file": "aldermoor-aquasentry-wd400-water-ingress.pdf",
    "title": "AquaSentry WD-400 Water Ingress Detection System - Installation, Operation and Maintenance Manual",
    "maker": "Aldermoor Marine Safety Ltd",
    "hdr_left": "AquaSentry WD-400",
    "hdr_right": "Aldermoor Marine Safety Ltd  -  Manual AMS-WD400-OM Issue 4",
    "ftr_left": "Uncontrolled when printed. (c) Aldermoor Marine Safety Ltd, Southampton, United Kingdom",
    "ftr_fmt": "Page {n} of {total}",
    "style": {
        "h1": 14,
        "h2": 10.8,
        "body": 9.3,
        "hcolor": (0.45, 0.05, 0.1),
        "h1rule": False,
        "box": "bold",
    },
    "pages": [],
}

WID["cover"] = _cover(
    "ALDERMOOR MARINE SAFETY",
    ["AquaSentry WD-400", "Water Ingress Detection System", "for bulk carriers (SOLAS XII/12)"],
    [
        "Installation, Operation and Maintenance Manual",
        "Manual AMS-WD400-OM, Issue 4, September 2022",
        "Type approved to IMO Resolution MSC.188(79)",
    ],
    band=(0.45, 0.05, 0.1),
    foot="Read this manual completely before operating or servicing the equipment.",
)

WID["pages"] = [
    {"cover": True},
    {
        "blocks": [
            ("h1", "Contents"),
            (
                "toc",
                [
                    ("1", "Introduction", 3),
                    ("1.1", "Scope of this manual", 3),
                    ("1.2", "Regulatory basis", 3),
                    ("1.3", "Safety", 3),
                    ("2", "System Description", 4),
                    ("2.1", "Sensor types", 4),
                    ("2.2", "Alarm levels", 4),
                    ("2.3", "System layout", 5),
                    ("3", "Operation", 6),
                    ("3.1", "Display panel", 6),
                    ("3.2", "Alarm handling", 6),
                    ("3.3", "Alarm and fault codes", 7),
                    ("4", "Testing", 8),
                    ("4.1", "Sensor test procedure", 8),
                    ("5", "Maintenance and Survey", 9),
                    ("5.1", "Planned maintenance", 9),
                    ("5.2", "Annual survey checks", 9),
                    ("6", "Technical Data and Fault Finding", 10),
                ],
            ),
            ("h2", "Revision record"),
            (
                "table",
                {
                    "cols": ["Issue", "Date", "Description"],
                    "widths": [0.8, 1.2, 4],
                    "rows": [
                        ["1", "03/2015", "First issue"],
                        ["2", "11/2017", "WS-10B ballast tank sensor added"],
                        ["3", "06/2020", "Battery back-up changed to 24 Ah"],
                        [
                            "4",
                            "09/2022",
                            "Section 4 sensor test procedure revised; fault codes F-420 added",
                        ],
                    ],
                },
            ),
        ]
    },
    {
        "cols": 2,
        "top": [("h1", "1  Introduction")],
        "left": [
            ("h2", "1.1  Scope of this manual"),
            (
                "p",
                "This manual covers the installation, operation and maintenance of the AquaSentry water ingress "
                "detection system as fitted to single and double side skin bulk carriers. It shall be kept on the "
                "bridge together with the certificate of type approval and the test record book.",
            ),
            (
                "p",
                "The system continuously monitors the water level in each cargo hold, in ballast tanks forward of the "
                "collision bulkhead and in dry spaces any part of which extends forward of the foremost cargo hold. "
                "Alarms are given audibly and visually on the navigation bridge.",
            ),
            ("h2", "1.2  Regulatory basis"),
            (
                "p",
                "The system complies with SOLAS regulation XII/12 and the Performance Standards for Water Level "
                "Detectors on Bulk Carriers, IMO Resolution MSC.188(79), and with IEC 60945 for environmental "
                "conditions. Equivalent requirements also apply to single-hold cargo ships under SOLAS II-1/25.",
            ),
        ],
        "right": [
            ("h2", "1.3  Safety"),
            (
                "box",
                (
                    "WARNING",
                    "Cargo holds and forward spaces may be oxygen deficient or contain toxic gases. Do not "
                    "enter for sensor testing until the space has been ventilated and an entry permit issued.",
                ),
            ),
            (
                "box",
                (
                    "CAUTION",
                    "Sensor heads are intrinsically safe (Ex ia IIC T4). Use only the approved barrier "
                    "module when replacing cables. Do not megger test sensor circuits.",
                ),
            ),
            (
                "box",
                (
                    "NOTE",
                    "The detection system is an alarm system only. It does not start bilge or ballast pumps.",
                ),
            ),
            (
                "p",
                "Only personnel who have read this manual and have been instructed by the Chief Engineer shall carry "
                "out tests, overrides or repairs on the system.",
            ),
        ],
    },
    {
        "blocks": [
            ("h1", "2  System Description"),
            (
                "p",
                "The system comprises the display panel WDP-1 on the bridge, two deck junction boxes, a battery "
                "back-up unit and one water level sensor per monitored space. Sensors are of the float-free "
                "conductive/pressure type and are mounted in the aft part of each hold, in or close to the bilge well, "
                "protected by a perforated stainless guard against cargo impact.",
            ),
            ("h2", "2.1  Sensor types"),
            (
                "table",
                {
                    "cols": [
                        "Sensor model",
                        "Used in",
                        "Alarm stages",
                        "Principle",
                        "Enclosure",
                        "Max. depth",
                        "Cable",
                    ],
                    "widths": [1.1, 1.6, 0.9, 1.3, 0.9, 0.9, 1.0],
                    "size": 8.0,
                    "rows": [
                        [
                            "WS-10H",
                            "Cargo holds",
                            "2 (pre + main)",
                            "Dual conductive probe + pressure",
                            "IP 68",
                            "30 m",
                            "2 x 2 x 0.75 mm²",
                        ],
                        [
                            "WS-10B",
                            "Ballast tank fwd of collision bhd",
                            "1",
                            "Pressure cell",
                            "IP 68",
                            "20 m",
                            "2 x 0.75 mm²",
                        ],
                        [
                            "WS-10D",
                            "Dry spaces, chain locker",
                            "1",
                            "Conductive probe",
                            "IP 68",
                            "10 m",
                            "2 x 0.75 mm²",
                        ],
                        ["WS-10G", "Replacement guard only", "-", "-", "-", "-", "-"],
                    ],
                },
            ),
            ("h2", "2.2  Alarm levels"),
            (
                "p",
                "Alarm heights are set by the position of the probe tips at installation and cannot be adjusted from "
                "the display panel. The heights below are measured from the inner bottom (tank top) at the sensor.",
            ),
            (
                "table",
                {
                    "cols": ["Space", "Alarm stage", "Setting", "Reference"],
                    "widths": [1.6, 1.2, 2.4, 1.3],
                    "rows": [
                        ["Cargo hold", "Pre-alarm", "0.5 m above inner bottom", "MSC.188(79) 3.1"],
                        [
                            "Cargo hold",
                            "Main alarm",
                            "15 % of hold depth, not more than 2 m",
                            "MSC.188(79) 3.1",
                        ],
                        [
                            "Ballast tank fwd of collision bulkhead",
                            "Single alarm",
                            "10 % of tank capacity",
                            "SOLAS XII/12.1.2",
                        ],
                        [
                            "Dry / void space fwd of No.1 hold",
                            "Single alarm",
                            "0.1 m above deck",
                            "SOLAS XII/12.1.3",
                        ],
                    ],
                },
            ),
            (
                "box",
                (
                    "NOTE",
                    "For this vessel the main alarm probes in the holds are set at 1.95 m above the inner "
                    "bottom (hold depth 13.0 m). Record any re-positioning in the test record book.",
                ),
            ),
            (
                "p",
                "Each alarm has a time delay of 5 s to avoid false alarms from sloshing in a seaway; the delay is "
                "fixed in the panel software and cannot be changed on board.",
            ),
        ]
    },
    {
        "blocks": [
            ("h2", "2.3  System layout"),
            (
                "p",
                "The typical arrangement for a five-hold Supramax bulk carrier is shown in Figure 2-1. Sensor "
                "numbering runs from forward to aft (WS-101 in No.1 hold).",
            ),
            ("draw", (200, _wid_layout)),
            ("caption", "Figure 2-1  Sensor arrangement (profile, not to scale)"),
            (
                "p",
                "Sensor cables are run in galvanised steel conduit on the main deck and enter the holds through "
                "watertight cable glands in the hatch coaming. The cable from the junction boxes to the bridge is a "
                "screened multicore; maximum loop length sensor to panel 600 m.",
            ),
            (
                "box",
                (
                    "CAUTION",
                    "When loading or discharging with grabs, check the sensor guards after completion. A "
                    "damaged guard is the most common cause of a false main alarm.",
                ),
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "3  Operation"),
            ("h2", "3.1  Display panel"),
            (
                "p",
                "The display panel WDP-1 has one row of indicators for each monitored space: a yellow PRE lamp, a red "
                "MAIN lamp and an amber FAULT lamp. Below the indicator field are the keys ACK, RESET, TEST, LAMP TEST "
                "and the key-operated OVERRIDE switch for each hold. The panel dimmer is adjusted with the knob at the "
                "lower right corner.",
            ),
            ("h2", "3.2  Alarm handling"),
            (
                "ol",
                [
                    "On alarm, the buzzer sounds and the lamp of the space flashes. Press ACK to silence the buzzer; the "
                    "lamp turns steady.",
                    "Identify the space and the alarm stage. Inform the master and the chief engineer without delay.",
                    "Sound the space or check the bilge well and confirm water ingress before any action on the system.",
                    "When the water level has fallen below the sensor, press RESET. Alarms cannot be reset while the "
                    "water is still present.",
                ],
            ),
            (
                "box",
                (
                    "WARNING",
                    "A main alarm in a cargo hold may indicate structural failure of the shell or a "
                    "bulkhead. Treat every main alarm as genuine until proven otherwise.",
                ),
            ),
            ("h3", "Hold used as water ballast hold"),
            (
                "p",
                "When a cargo hold is used for water ballast, the alarms of that hold may be overridden with the "
                "key-operated OVERRIDE switch. The status lamp S-501 is lit while any override is active. The "
                "override shall be cancelled by turning the key to NORMAL before the hold is "
                "deballasted to below the alarm level, and in any case before the hold is loaded with cargo.",
            ),
            (
                "box",
                (
                    "NOTE",
                    "The override key is kept by the master. Every use of the override must be entered in the "
                    "deck log book with time and hold number.",
                ),
            ),
        ]
    },
    {
        "blocks": [
            ("h2", "3.3  Alarm and fault codes"),
            (
                "p",
                "The code is shown in the text display of WDP-1 and is printed on the event printer when fitted. "
                "Codes beginning with W are water alarms, F are system faults and S are status messages.",
            ),
            (
                "table",
                {
                    "cols": ["Code", "Display text", "Meaning", "Indication"],
                    "widths": [1.1, 1.7, 3.0, 1.2],
                    "rows": _WID_ALARMS,
                },
            ),
            (
                "p",
                "The event memory holds the last 500 events with date and time. It can be read out on the panel "
                "under MENU > LOG or downloaded via the RS-485 service port.",
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "4  Testing"),
            ("h2", "4.1  Sensor test procedure"),
            (
                "p",
                "Each sensor shall be tested by raising the water level at the sensor, not only by the panel TEST "
                "key. The panel TEST key checks the electronics and the loop only. Use the test kit AMS-TK4 (test "
                "cup, hose and hand pump).",
            ),
            (
                "box",
                (
                    "WARNING",
                    "Enclosed space entry. Hold and forepeak access only under permit-to-work with "
                    "atmosphere tested: oxygen 20.8 %, LEL 0 %.",
                ),
            ),
            (
                "table",
                {
                    "cols": ["Step", "Action", "Expected result"],
                    "widths": [0.5, 3.6, 2.4],
                    "rows": [
                        [
                            "1",
                            "Inform the bridge that sensor tests are starting. Bridge to confirm by VHF.",
                            "Bridge acknowledges",
                        ],
                        [
                            "2",
                            "At WDP-1 select MENU > TEST MODE and enter the space number.",
                            "Panel shows TEST MODE, buzzer muted",
                        ],
                        [
                            "3",
                            "Remove the sensor guard (4 x M8 bolts) and fit the test cup to the sensor head.",
                            "-",
                        ],
                        [
                            "4",
                            "Fill the test cup with fresh water to the lower mark using the hand pump.",
                            "PRE lamp lit within 10 s",
                        ],
                        ["5", "Continue filling to the upper mark.", "MAIN lamp lit within 10 s"],
                        ["6", "Drain the test cup completely.", "Alarms can be reset"],
                        ["7", "Refit the guard; tighten the bolts to 12 N·m.", "-"],
                        [
                            "8",
                            "At WDP-1 leave TEST MODE and record the result in the test record book.",
                            "Panel in NORMAL",
                        ],
                    ],
                },
            ),
            (
                "box",
                (
                    "CAUTION",
                    "Do not use sea water in the test cup. Salt deposits on the probe cause nuisance "
                    "alarms. Rinse the probe with fresh water after the test.",
                ),
            ),
            (
                "p",
                "Ballast tank sensors WS-10B cannot be reached when the tank is full. They are tested with the "
                "pressure adapter at 0.2 bar (2.9 psi) applied to the test port; the alarm shall appear within 10 s.",
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "5  Maintenance and Survey"),
            ("h2", "5.1  Planned maintenance"),
            (
                "table",
                {
                    "cols": ["Task", "Weekly", "Monthly", "3-monthly", "Annual"],
                    "widths": [3.8, 0.8, 0.8, 0.9, 0.8],
                    "rows": [
                        ["Lamp test and buzzer test at WDP-1", "\u2713", "", "", ""],
                        ["Panel self-test (TEST key), all loops", "\u2713", "", "", ""],
                        ["Check battery voltage (min. 25.5 V on charge)", "", "\u2713", "", ""],
                        [
                            "Visual check of sensor guards after cargo operations",
                            "",
                            "\u2713",
                            "",
                            "",
                        ],
                        ["Functional test of each hold sensor with test kit", "", "", "\u2713", ""],
                        ["Test of ballast tank and dry space sensors", "", "", "\u2713", ""],
                        ["Battery capacity test (30 min on battery)", "", "", "", "\u2713"],
                        ["Inspect junction boxes and cable glands", "", "", "", "\u2713"],
                    ],
                },
            ),
            ("h2", "5.2  Annual survey checks"),
            (
                "p",
                "At the annual survey the surveyor will normally witness the following. Prepare the test record book "
                "and the type approval certificate in advance.",
            ),
            (
                "ol",
                [
                    "Functional test of at least one sensor in each space by raising the water level (Section 4.1).",
                    "Verification of the alarm heights against the installation record.",
                    "Check that the override lamp S-501 and the key switch work and that override entries are in the log.",
                    "Power failure test: switch off the 230 V supply; the panel must continue on battery and give F-410.",
                    "Check that the audible alarm is heard at the conning position (min. 75 dB(A)).",
                    "Inspection of the sensor guards and cable conduits on deck for corrosion and damage.",
                ],
            ),
            (
                "box",
                (
                    "NOTE",
                    "Sensors are to be replaced every 10 years or when the sensor fails a test twice within "
                    "12 months, whichever occurs first.",
                ),
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "6  Technical Data and Fault Finding"),
            (
                "table",
                {
                    "ruled": False,
                    "cols": ["Item", "Data"],
                    "widths": [2.2, 4],
                    "rows": [
                        ["Main supply", "230 V AC, 50/60 Hz, 60 W"],
                        ["Emergency supply", "24 V DC from ship's emergency source"],
                        ["Back-up battery", "24 V, 24 Ah sealed lead acid, 2 x 12 V"],
                        ["Battery endurance", "min. 18 h with all loops monitoring"],
                        ["Ambient, bridge panel", "-15 to +55 °C (5 to 131 °F)"],
                        ["Sensor loop", "4-20 mA, intrinsically safe"],
                        ["Alarm time delay", "5 s (fixed)"],
                        ["Alarm output contacts", "volt-free, 2 A at 30 V DC"],
                    ],
                },
            ),
            ("h2", "Fault finding"),
            (
                "table",
                {
                    "cols": ["Symptom", "Probable cause", "Remedy"],
                    "widths": [1.8, 2.2, 2.5],
                    "size": 8.4,
                    "rows": [
                        [
                            "F-401 on one loop",
                            "Cable damaged at hatch coaming gland",
                            "Check gland and conduit; repair cable",
                        ],
                        [
                            "Repeated PRE alarm in dry weather",
                            "Condensation or cargo residues on probe",
                            "Clean probe; check guard drain holes",
                        ],
                        [
                            "MAIN alarm without water",
                            "Probe short-circuited by damaged guard",
                            "Renew guard WS-10G; test sensor",
                        ],
                        [
                            "F-411 BATTERY LOW",
                            "Charger fuse blown or battery aged",
                            "Check fuse F3 (2 A); renew batteries",
                        ],
                        [
                            "All loops in fault",
                            "JB communication lost",
                            "Check RS-485 cable and JB power supply",
                        ],
                    ],
                },
            ),
        ]
    },
]


# ================================================================ 3. fuel oil homogenizer


def _homog_line(pg, x0, y0, w, h):
    p = pg.page
    y = y0 + 70
    yb = y0 + 150
    segs = [
        ((x0 + 10, y), (x0 + 90, y)),
        ((x0 + 130, y), (x0 + 210, y)),
        ((x0 + 300, y), (x0 + 370, y)),
        ((x0 + 410, y), (x0 + w - 10, y)),
        ((x0 + 60, y), (x0 + 60, yb)),
        ((x0 + 60, yb), (x0 + 230, yb)),
        ((x0 + 270, yb), (x0 + 440, yb)),
        ((x0 + 440, yb), (x0 + 440, y)),
        ((x0 + 160, y0 + 15), (x0 + 160, y)),
        ((x0 + 160, y0 + 15), (x0 + 110, y0 + 15)),
    ]
    for a, b in segs:
        p.draw_line(a, b, color=(0, 0, 0), width=1.0)
    # valves
    for vx, vy in ((x0 + 110, y), (x0 + 390, y), (x0 + 250, yb)):
        p.draw_polyline(
            [
                (vx - 20, vy - 7),
                (vx - 4, vy + 7),
                (vx - 4, vy - 7),
                (vx - 20, vy + 7),
                (vx - 20, vy - 7),
            ],
            color=(0, 0, 0),
            width=1.0,
        )
    # homogenizer body
    p.draw_rect(fitz.Rect(x0 + 210, y - 25, x0 + 300, y + 25), color=(0, 0, 0), width=1.2)
    p.draw_circle((x0 + 255, y - 45), 14, color=(0, 0, 0), width=1.0)
    p.draw_line((x0 + 255, y - 31), (x0 + 255, y - 25), color=(0, 0, 0), width=1.0)
    # dosing pump + flowmeter
    p.draw_circle((x0 + 95, y0 + 15), 10, color=(0, 0, 0), width=1.0)
    p.draw_rect(fitz.Rect(x0 + 125, y0 + 8, x0 + 145, y0 + 22), color=(0, 0, 0), width=1.0)
    # instruments
    for ix, tag in ((x0 + 195, "PI-11"), (x0 + 320, "PI-12"), (x0 + 345, "TI-13")):
        p.draw_line((ix, y), (ix, y + 22), color=(0, 0, 0), width=0.8)
        p.draw_circle((ix, y + 31), 9, color=(0, 0, 0), width=0.8)
        _lbl(pg, ix - 10, y + 50, tag, 6.5)
    p.draw_rect(fitz.Rect(x0 + 232, y + 35, x0 + 278, y + 50), color=(0, 0, 0), width=0.8)
    L = _lbl
    L(pg, x0 + 222, y + 3, "HG-1", 9, True)
    L(pg, x0 + 240, y - 62, "M-1", 7, True)
    L(pg, x0 + 236, y + 46, "DPS-14", 6.5)
    L(pg, x0 + 85, y - 14, "V-201", 7)
    L(pg, x0 + 365, y - 14, "V-202", 7)
    L(pg, x0 + 225, yb - 12, "V-203 BYPASS", 7, True)
    L(pg, x0 + 70, y0 + 4, "P-5", 7, True)
    L(pg, x0 + 126, y0 + 4, "FM-06", 6.5)
    L(pg, x0 + 30, y0 + 12, "FW in", 6.5)
    L(pg, x0 + 10, y - 6, "from booster pumps", 6.5)
    L(pg, x0 + w - 95, y - 6, "to visc. controller", 6.5)
    L(
        pg,
        x0 + 10,
        y0 + 178,
        "HG-1 homogenizer  M-1 motor 11 kW  V-201/V-202 inlet/outlet  V-203 bypass (locked open when HG-1 stopped)",
        6.8,
    )
    L(
        pg,
        x0 + 10,
        y0 + 189,
        "P-5 water dosing pump  FM-06 water flowmeter  PI-11/PI-12 press. in/out  TI-13 temp.  DPS-14 diff. press. sw.",
        6.8,
    )


_HG_ALARMS = [
    ["H-01", "MOTOR OVERLOAD", "M-1 current > 105 % FLC, 10 s", "HG-1 trip, bypass opens"],
    ["H-02", "MOTOR TRIP", "Thermistor / MCCB trip", "HG-1 trip, bypass opens"],
    ["H-03", "DIFF PRESS HIGH", "DPS-14 > 1,2 bar across mill", "Alarm only"],
    ["H-04", "OUTLET PRESS LOW", "PI-12 < 4,0 bar", "Alarm only"],
    ["H-05", "FUEL TEMP HIGH", "TI-13 > 150 °C", "Alarm only"],
    ["H-06", "BYPASS NOT CLOSED", "V-203 limit sw. not closed 30 s after start", "Alarm only"],
    ["H-07", "SEAL LEAKAGE", "Leak tank float sw.", "Alarm only"],
    ["H-08", "VIBRATION HIGH", "> 7,1 mm/s on bearing hsg", "Alarm, trip at 11 mm/s"],
    ["H-09", "BEARING TEMP HIGH", "Mill bearing > 95 °C (Pt100)", "Alarm, trip at 105 °C"],
    ["H-10", "INLET PRESS LOW", "PI-11 < 4,0 bar, 10 s", "Alarm only"],
    ["H-11", "STARTS EXCEEDED", "> 3 starts in 60 min", "Start blocked"],
    ["E-11", "WATER DOSING FAIL", "FM-06 < 50 % of setpoint, 20 s", "P-5 stop, emulsion mode off"],
    ["E-12", "WATER RATIO HIGH", "Water > 15 % vol", "P-5 stop"],
    ["E-13", "FW SUPPLY PRESS LOW", "< 2,0 bar at P-5 inlet", "P-5 stop"],
    ["E-14", "FLOW SIGNAL FAULT", "Fuel flow signal lost", "Emulsion mode off"],
    ["E-15", "EMULSION INHIBIT", "ME load < 25 % MCR or MGO selected", "Emulsion mode off"],
    ["E-16", "WATER VALVE FAIL", "Dosing solenoid SV-7 no feedback", "P-5 stop"],
    ["S-21", "PLC BATTERY LOW", "PLC backup batt.", "Alarm only"],
    ["S-22", "COMM FAULT AMS", "Modbus to AMS lost > 5 s", "Alarm only"],
    ["S-23", "LOCAL MODE", "Sel. sw. in LOCAL", "Status"],
    ["S-24", "CONTROL POWER FAIL", "24 V DC control supply lost", "HG-1 trip, bypass opens"],
    ["S-25", "HMI FAULT", "Touch panel no heartbeat", "Alarm only"],
]

NHG = 21

HOMOG = {
    "file": "tamura-tkh6-fuel-homogenizer.pdf",
    "title": "TKH-6 Fuel Oil Homogenizer Service Manual",
    "maker": "Tamura Kikai Co., Ltd.",
    "hdr_left": "TAMURA KIKAI  TKH-6",
    "hdr_right": "SERVICE MANUAL  SM-TKH-0412 Rev.C",
    "ftr_left": "TAMURA KIKAI CO., LTD.  Kobe  -  Service Dept.",
    "ftr_fmt": "- {n} -",
    "style": {
        "h1": 12.5,
        "h2": 10.2,
        "body": 9.2,
        "hcolor": (0.1, 0.1, 0.1),
        "h1rule": True,
        "box": "plain",
        "olfmt": "({})",
        "pgap": 3,
    },
    "pages": [],
}

HOMOG["cover"] = _cover(
    "TAMURA KIKAI CO., LTD.",
    ["TKH-6", "FUEL OIL HOMOGENIZER", "rotor-stator type, in-line"],
    [
        "SERVICE MANUAL  SM-TKH-0412  Rev.C  (2023-04)",
        "For: TKH-3 / TKH-6 / TKH-10",
        "Supersedes Rev.B. Incl. service bulletins SB-17, SB-21.",
    ],
    band=(0.15, 0.15, 0.15),
    foot="Ship-side service: service@tamura-kikai.example  /  Spare parts: parts@tamura-kikai.example",
)

HOMOG["pages"] = [
    {"cover": True},
    {
        "blocks": [
            ("h1", "CONTENTS"),
            (
                "toc",
                [
                    ("1.", "GENERAL", 3),
                    ("1.1", "Purpose", 3),
                    ("1.2", "Main data TKH-6", 3),
                    ("1.3", "Model data", 4),
                    ("2.", "INSTALLATION", 4),
                    ("2.1", "Piping / bypass", 5),
                    ("3.", "OPERATION", 6),
                    ("3.1", "Start / stop", 6),
                    ("3.2", "Emulsion mode", 6),
                    ("4.", "GAP SETTING", 7),
                    ("5.", "ALARMS", 8),
                    ("6.", "TROUBLESHOOTING", 9),
                    ("7.", "MAINTENANCE", 10),
                    ("8.", "PARTS", 10),
                ],
            ),
            (
                "pi",
                "Abbreviations used: Chk = check, Adj = adjust, Repl = replace, Insp = inspect, FLC = full load current, "
                "DP = differential pressure, HFO = heavy fuel oil, MGO = marine gas oil, FW = fresh water, "
                "AMS = alarm monitoring system.",
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "1. GENERAL"),
            ("h2", "1.1 Purpose"),
            (
                "p",
                "In-line mill type homogenizer. Fitted in the HFO circulating line after booster pumps, before "
                "viscosity controller / final filter. Rotor turns inside slotted stator at 3550 rpm; fuel sheared in "
                "the gap. Effect: breaks asphaltene/sludge clusters and water droplets to < 5 µm. Less sludge to "
                "purifiers and filters; stable fuel to engine.",
            ),
            (
                "p",
                "Optional: water-in-fuel emulsion (EMULSION MODE). FW dosed by P-5 into the mill suction, "
                "5~15 % vol. Lower peak combustion temp. -> NOx reduction. Not for MGO.",
            ),
            (
                "box",
                (
                    "NOTE",
                    "Homogenizer does NOT replace the purifiers. Cat-fines are not removed by the mill.",
                ),
            ),
            ("h2", "1.2 Main data TKH-6"),
            (
                "table",
                {
                    "ruled": False,
                    "cols": ["Item", "Value", "Remarks"],
                    "widths": [2.2, 2.0, 2.4],
                    "rows": [
                        ["Capacity (rated)", "6,0 m³/h", "at 700 cSt / 50 °C equiv."],
                        ["Capacity (min.)", "1,5 m³/h", "below: use bypass"],
                        ["Max. working press.", "16 bar", "design 20 bar"],
                        ["Max. fuel temp.", "150 °C", "alarm H-05"],
                        ["Viscosity range at mill", "10~25 cSt", "normal 12~15 cSt"],
                        ["Motor M-1", "11 kW / 440 V / 60 Hz", "FLC 19,8 A"],
                        ["Rotor speed", "3550 rpm", "direct drive"],
                        ["Gap (rotor-stator)", "0,15 ± 0,02 mm", "see sect. 4"],
                        ["DP across mill", "0,3~0,8 bar", "alarm 1,2 bar"],
                        ["Seal", "double mech. seal", "barrier: fuel line press."],
                        ["Weight (dry)", "310 kg", ""],
                        ["Noise", "< 85 dB(A) at 1 m", ""],
                    ],
                },
            ),
        ]
    },
    {
        "blocks": [
            ("h2", "1.3 Model data"),
            (
                "table",
                {
                    "cols": [
                        "Model",
                        "Capacity m³/h",
                        "Motor kW",
                        "Rotor dia. mm",
                        "Gap mm",
                        "Conn. DN",
                        "Mass kg",
                    ],
                    "widths": [1, 1.1, 0.9, 1.0, 1.1, 0.9, 0.9],
                    "boldfirst": True,
                    "rows": [
                        ["TKH-3", "3,0", "7,5", "120", "0,12 ± 0,02", "32", "240"],
                        ["TKH-6", "6,0", "11", "150", "0,15 ± 0,02", "40", "310"],
                        ["TKH-10", "10,0", "18,5", "180", "0,18 ± 0,03", "50", "455"],
                    ],
                },
            ),
            ("h1", "2. INSTALLATION"),
            (
                "p",
                "Location: after booster pumps, before visc. controller. Max. 10 m pipe from booster pump outlet. "
                "Allow 600 mm free space at motor end for rotor withdrawal.",
            ),
            (
                "ul",
                [
                    "Foundation: steel seating, flatness 0,1 mm. Holding-down bolts M20, torque 300 N·m.",
                    "Flanges: PN 25. Gaskets graphite, no PTFE (temp.).",
                    "Leak pipe from seal to leak tank, slope min. 1:50. Do not blank.",
                    "Motor cable: 4 x 10 mm², earth to seating.",
                    "Bypass V-203 DN 40 mandatory. Class requirement: fuel supply to ME must not depend on HG-1.",
                ],
            ),
            (
                "box",
                (
                    "CAUTION",
                    "Never install HG-1 on the suction side of booster pumps. Gas release at mill -> "
                    "booster pump cavitation.",
                ),
            ),
        ]
    },
    {
        "blocks": [
            ("h2", "2.1 Piping / bypass"),
            ("space", 12),
            ("draw", (200, _homog_line)),
            ("caption", "Fig. 2-1  Piping diagram HG-1 with bypass and water dosing"),
            (
                "p",
                "V-203: motor-operated ball valve, fail-open. Opens automatically on H-01 / H-02 / power loss. "
                "Manual handwheel on actuator for emergency. Open time approx. 8 s.",
            ),
            (
                "p",
                "Water dosing: FW from hydrophore, 3~5 bar. P-5 = diaphragm dosing pump, max. 0,9 m³/h. FM-06 "
                "signal to PLC, ratio control to fuel flow.",
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "3. OPERATION"),
            ("h2", "3.1 Start / stop"),
            (
                "ol",
                [
                    "Chk fuel temp. at TI-13 (visc. 10~25 cSt). Chk V-201, V-202 open.",
                    "Chk leak tank empty. Chk motor insulation if standstill > 1 month (min. 1 MΩ).",
                    "Sel. sw. to REMOTE (or LOCAL). Press START.",
                    "V-203 bypass closes automatically 5 s after motor at speed.",
                    "Chk motor load: normal 55~75 % FLC (11~15 A). Chk DP 0,3~0,8 bar.",
                    "Stop: press STOP -> V-203 opens first, motor stops after V-203 open signal.",
                ],
            ),
            (
                "box",
                (
                    "CAUTION",
                    "Do not close V-201 or V-202 while V-203 is closed and HG-1 running. Fuel supply to "
                    "engine interrupted.",
                ),
            ),
            (
                "p",
                "Motor load > 85 % FLC continuous: gap too small or fuel too cold. Chk visc. first, then gap "
                "(sect. 4). Max. 95 % FLC continuous. Load < 40 % FLC with normal flow: gap too large / worn stator.",
            ),
            ("h2", "3.2 Emulsion mode"),
            (
                "ul",
                [
                    "Only at engine load > 25 % MCR and with HFO. Not during manoeuvring.",
                    "Set water ratio on HMI: default 8 %, range 5~15 % vol.",
                    "Press EMULSION ON. P-5 starts, ratio ramp 1 %/min.",
                    "Chk FM-06 reading vs. setpoint (± 0,5 %).",
                    "Before stop of ME / change to MGO: EMULSION OFF min. 30 min before, to flush water out.",
                ],
            ),
            (
                "box",
                (
                    "NOTE",
                    "Raise visc. controller setpoint approx. 1 cSt in emulsion mode (emulsion viscosity "
                    "higher). Fuel outlet temp. not exceeding 145 °C with water dosing (boiling in line).",
                ),
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "4. GAP SETTING"),
            (
                "p",
                "Gap = radial-axial clearance rotor/stator set by axial shift of stator ring. Correct gap: "
                "0,15 ± 0,02 mm (TKH-6). Chk every 4000 h or when motor load outside 55~75 % FLC.",
            ),
            (
                "ol",
                [
                    (
                        "Prep.",
                        [
                            "Stop HG-1, V-203 open (Chk indicator). Close V-201, V-202.",
                            "Drain casing to leak tank. Lock out M-1 breaker.",
                        ],
                    ),
                    (
                        "Measure.",
                        [
                            "Remove inspection cover (6 x M10).",
                            "Loosen stator ring lock screws (3 pcs) 2 turns.",
                            "Turn adj. ring clockwise by hand until rotor touches (zero). Mark position.",
                            "Insert feeler 0,15 mm through gauge port, 3 points at 120°.",
                        ],
                    ),
                    (
                        "Adj.",
                        [
                            "Back off adj. ring: 1 scale division = 0,01 mm. For 0,15 mm: 15 divisions.",
                            "Tighten lock screws 45 N·m, crosswise.",
                            "Re-chk with feeler: 0,13 go / 0,17 no-go.",
                        ],
                    ),
                    (
                        "Finish.",
                        [
                            "Refit cover, new gasket, 40 N·m.",
                            "Open V-201, V-202. Vent casing. Start, Chk load.",
                        ],
                    ),
                ],
            ),
            (
                "table",
                {
                    "cols": ["Fuel visc. at mill", "Gap TKH-6", "Expected load"],
                    "widths": [2, 1.5, 1.5],
                    "rows": [
                        ["10~12 cSt", "0,13 mm", "70~75 % FLC"],
                        ["12~18 cSt", "0,15 mm", "60~70 % FLC"],
                        ["18~25 cSt", "0,17 mm", "55~65 % FLC"],
                    ],
                },
            ),
            (
                "box",
                (
                    "CAUTION",
                    "Gap < 0,10 mm: metal contact risk, rotor seizure. Do not set below 0,12 mm.",
                ),
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "5. ALARMS"),
            (
                "p",
                "Alarms on local panel + to AMS (Modbus RTU). Trip alarms: HG-1 stops, V-203 opens. "
                "Reset after cause removed (RESET key, local).",
            ),
            (
                "p",
                "Code groups: H = homogenizer / mill, E = emulsion (water dosing), S = system / PLC. Alarm delay 3 s "
                "unless stated. Alarm history: HMI > HISTORY, last 200 events.",
            ),
            (
                "box",
                (
                    "NOTE",
                    "After H-01 / H-02 trip: do not restart before motor cooled min. 15 min and cause found. "
                    "Max. 3 starts per hour (motor).",
                ),
            ),
            (
                "ul",
                [
                    "Local panel LEDs: red = trip, yellow = alarm, green = running, white = bypass open.",
                    "Common alarm + common trip to AMS as volt-free contacts, in addition to Modbus.",
                    "Lamp test: hold RESET 5 s.",
                    "Alarm text on HMI in English; code shown first, e.g. H-03 DIFF PRESS HIGH.",
                ],
            ),
            (
                "table",
                {
                    "cols": ["Code", "Text", "Set point / condition", "Action"],
                    "widths": [0.7, 1.9, 2.3, 2.0],
                    "size": 9.6,
                    "rows": _HG_ALARMS[:NHG],
                },
            ),
        ]
    },
    {
        "blocks": [
            ("table", {"widths": [0.7, 1.9, 2.3, 2.0], "size": 9.6, "rows": _HG_ALARMS[NHG:]}),
            ("h1", "6. TROUBLESHOOTING"),
            (
                "table",
                {
                    "cols": ["Fault", "Possible cause", "Action"],
                    "widths": [1.5, 2.2, 2.2],
                    "size": 8.4,
                    "rows": [
                        [
                            "Motor load high, H-01",
                            "Gap too small; fuel too cold / visc. high; foreign matter",
                            "Chk visc.; Adj gap 0,15 mm; Insp rotor",
                        ],
                        [
                            "Motor load low",
                            "Gap too large; stator teeth worn",
                            "Adj gap; Repl stator if wear > 0,3 mm",
                        ],
                        [
                            "DP high, H-03",
                            "Inlet strainer clogged; gap too small",
                            "Clean strainer; Chk gap",
                        ],
                        [
                            "Noise / vibration, H-08",
                            "Bearing worn; rotor unbalance; cavitation",
                            "Repl bearings; Chk rotor; Chk inlet press. min. 4 bar",
                        ],
                        ["Leak tank alarm, H-07", "Mech. seal worn", "Repl seal set"],
                        [
                            "Water ratio unstable",
                            "FM-06 dirty; air in P-5",
                            "Clean FM-06; vent P-5",
                        ],
                        [
                            "Bypass alarm, H-06",
                            "V-203 actuator / limit sw.",
                            "Chk actuator, Adj limit sw.",
                        ],
                    ],
                },
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "7. MAINTENANCE"),
            (
                "table",
                {
                    "cols": ["Item", "Daily", "500 h", "2000 h", "4000 h", "8000 h"],
                    "widths": [3.0, 0.7, 0.7, 0.7, 0.7, 0.7],
                    "rows": [
                        ["Chk motor load, DP, leak tank", "X", "", "", "", ""],
                        ["Clean inlet strainer", "", "X", "", "", ""],
                        ["Chk FM-06, P-5 valves", "", "X", "", "", ""],
                        ["Grease motor bearings (20 g)", "", "", "X", "", ""],
                        ["Chk / Adj gap", "", "", "", "X", ""],
                        ["Insp rotor + stator teeth", "", "", "", "X", ""],
                        ["Repl mech. seal set", "", "", "", "", "X"],
                        ["Repl bearings (mill)", "", "", "", "", "X"],
                    ],
                },
            ),
            (
                "pi",
                "Stator: Repl when tooth wear > 0,3 mm or edges rounded. Rotor + stator always Repl as a pair (SB-21).",
            ),
            ("h1", "8. PARTS"),
            (
                "table",
                {
                    "cols": ["No.", "Part no.", "Description", "Qty"],
                    "widths": [0.5, 1.4, 3.2, 0.5],
                    "rows": [
                        ["1", "TK6-101", "Rotor, hardened", "1"],
                        ["2", "TK6-102", "Stator ring, slotted", "1"],
                        ["3", "TK6-105", "Adjusting ring w/ scale", "1"],
                        ["4", "TK6-110", "Lock screw M12 (stator)", "3"],
                        ["5", "TK6-201", "Mech. seal set, double", "1"],
                        ["6", "TK6-210", "Bearing 6310 C3", "2"],
                        ["7", "TK6-301", "Inspection cover gasket", "1"],
                        ["8", "TK6-401", "Inlet strainer element 0,5 mm", "1"],
                        ["9", "TK6-501", "DPS-14 diff. press. switch", "1"],
                        ["10", "TK6-601", "P-5 diaphragm kit", "1"],
                    ],
                },
            ),
        ]
    },
]


# ================================================================ 4. helideck foam fire-fighting system


def _foam_schematic(pg, x0, y0, w, h):
    p = pg.page
    K = (0, 0, 0)
    # foam tank
    p.draw_rect(fitz.Rect(x0 + 10, y0 + 20, x0 + 90, y0 + 120), color=K, width=1.2)
    # concentrate line tank -> pump -> proportioner
    p.draw_line((x0 + 50, y0 + 120), (x0 + 50, y0 + 170), color=K, width=1)
    p.draw_line((x0 + 50, y0 + 170), (x0 + 118, y0 + 170), color=K, width=1)
    p.draw_circle((x0 + 130, y0 + 170), 12, color=K, width=1)
    p.draw_line((x0 + 142, y0 + 170), (x0 + 230, y0 + 170), color=K, width=1)
    p.draw_line((x0 + 230, y0 + 170), (x0 + 230, y0 + 120), color=K, width=1)
    # fire main water line
    p.draw_line((x0 + 110, y0 + 230), (x0 + 270, y0 + 230), color=(0.1, 0.3, 0.7), width=1.6)
    p.draw_line((x0 + 270, y0 + 230), (x0 + 270, y0 + 100), color=(0.1, 0.3, 0.7), width=1.6)
    # proportioner
    p.draw_rect(fitz.Rect(x0 + 215, y0 + 85, x0 + 290, y0 + 115), color=K, width=1.2)
    # balancing valve line
    p.draw_line((x0 + 180, y0 + 170), (x0 + 180, y0 + 100), color=K, width=0.8, dashes="[2] 0")
    p.draw_line((x0 + 180, y0 + 100), (x0 + 215, y0 + 100), color=K, width=0.8, dashes="[2] 0")
    # foam solution main to deck
    p.draw_line((x0 + 290, y0 + 100), (x0 + w - 20, y0 + 100), color=(0.8, 0.3, 0.0), width=1.6)
    for bx, _tag in ((x0 + 360, "M-1"), (x0 + 410, "M-2"), (x0 + 460, "HR-1")):
        p.draw_line((bx, y0 + 100), (bx, y0 + 40), color=(0.8, 0.3, 0.0), width=1.2)
        p.draw_circle((bx, y0 + 32), 8, color=K, width=1)
    # deluge valve
    vx, vy = x0 + 320, y0 + 100
    p.draw_polyline(
        [(vx - 8, vy - 7), (vx + 8, vy + 7), (vx + 8, vy - 7), (vx - 8, vy + 7), (vx - 8, vy - 7)],
        color=K,
        width=1,
    )
    vx, vy = x0 + 200, y0 + 230
    p.draw_polyline(
        [(vx - 8, vy - 7), (vx + 8, vy + 7), (vx + 8, vy - 7), (vx - 8, vy + 7), (vx - 8, vy - 7)],
        color=K,
        width=1,
    )
    p.draw_circle((x0 + 340, y0 + 130), 9, color=K, width=0.8)
    p.draw_line((x0 + 340, y0 + 100), (x0 + 340, y0 + 121), color=K, width=0.8)
    L = _lbl
    L(pg, x0 + 18, y0 + 40, "FOAM", 7.5, True)
    L(pg, x0 + 18, y0 + 50, "CONC. TANK", 7, True)
    L(pg, x0 + 18, y0 + 62, "FT-1", 7.5, True)
    L(pg, x0 + 18, y0 + 74, "264 gal", 6.5)
    L(pg, x0 + 122, y0 + 194, "P-3", 7.5, True)
    L(pg, x0 + 100, y0 + 206, "conc. pump", 6.5)
    L(pg, x0 + 150, y0 + 95, "PBV-7", 6.5, True)
    L(pg, x0 + 220, y0 + 80, "RC-1", 7, True)
    L(pg, x0 + 218, y0 + 103, "proportioner", 6.5)
    L(pg, x0 + 186, y0 + 220, "V-301", 6.5, True)
    L(pg, x0 + 115, y0 + 245, "FROM FIRE MAIN (150 psi)", 6.5)
    L(pg, x0 + 307, y0 + 90, "DV-1", 6.5, True)
    L(pg, x0 + 330, y0 + 148, "PT-08", 6.5)
    L(pg, x0 + 350, y0 + 18, "M-1", 6.5, True)
    L(pg, x0 + 400, y0 + 18, "M-2", 6.5, True)
    L(pg, x0 + 450, y0 + 18, "HR-1", 6.5, True)
    L(pg, x0 + 365, y0 + 115, "FOAM SOLUTION MAIN TO HELIDECK", 6.5)
    L(pg, x0 + 365, y0 + 126, "(HR-2 at stbd access, not shown)", 6.5)
    L(
        pg,
        x0 + 10,
        y0 + 268,
        "FT-1 foam concentrate tank   P-3 concentrate pump   PBV-7 pressure balancing valve   RC-1 ratio controller",
        6.8,
    )
    L(
        pg,
        x0 + 10,
        y0 + 279,
        "V-301 fire main isolating valve   DV-1 deluge valve   PT-08 solution pressure   M-1/M-2 monitors   HR-1 hose reel",
        6.8,
    )


HELIFOAM = {
    "file": "gulfstar-heliguard-hdf1000-helideck-foam.pdf",
    "title": "HeliGuard HDF-1000 Helideck Foam Fire Fighting System - Owner's Manual",
    "maker": "Gulfstar Fire Protection, Inc.",
    "hdr_left": "GULFSTAR  HeliGuard HDF-1000",
    "hdr_right": "Owner's Manual  OM-1000 Rev. E",
    "ftr_left": "Gulfstar Fire Protection, Inc.  |  Houston, Texas  |  24-hr service (713) 555-0142",
    "ftr_fmt": "{n}",
    "style": {
        "h1": 14,
        "h2": 10.8,
        "body": 9.4,
        "hcolor": (0.55, 0.1, 0.0),
        "h1rule": True,
        "box": "bold",
    },
    "pages": [],
}

HELIFOAM["cover"] = _cover(
    "GULFSTAR FIRE PROTECTION",
    [
        "HeliGuard HDF-1000",
        "Helideck Foam Fire Fighting System",
        "AFFF 3% - balanced pressure proportioning",
    ],
    [
        "OWNER'S MANUAL - Operation, Testing and Maintenance",
        "Document OM-1000, Revision E, March 2024",
        "Gulfstar Fire Protection, Inc., Houston, Texas, USA",
    ],
    band=(0.55, 0.1, 0.0),
    foot="This system is a life safety system. Keep this manual with the helideck operations manual.",
)

HELIFOAM["pages"] = [
    {"cover": True},
    {
        "blocks": [
            ("h1", "Table of Contents"),
            (
                "toc",
                [
                    ("1", "Introduction", 3),
                    ("1.1", "Signal words", 3),
                    ("1.2", "System overview", 3),
                    ("2", "Specifications", 4),
                    ("3", "System Schematic", 5),
                    ("4", "Operation", 6),
                    ("4.1", "Manual release", 6),
                    ("4.2", "Shutdown and restoring", 6),
                    ("5", "Testing", 7),
                    ("5.1", "Foam discharge test", 7),
                    ("5.2", "Foam concentrate sampling", 8),
                    ("6", "Inspection and Maintenance", 8),
                    ("7", "Troubleshooting", 9),
                    ("8", "Replacement Parts", 10),
                ],
            ),
        ]
    },
    {
        "cols": 2,
        "top": [("h1", "1  Introduction")],
        "left": [
            ("h2", "1.1  Signal words"),
            (
                "box",
                ("WARNING", "Indicates a hazard that could result in death or serious injury."),
            ),
            (
                "box",
                (
                    "CAUTION",
                    "Indicates a hazard that could result in minor injury or equipment damage.",
                ),
            ),
            ("box", ("NOTE", "Gives information that makes a task easier or explains a point.")),
            ("h2", "1.2  System overview"),
            (
                "p",
                "The HeliGuard HDF-1000 is a fixed foam fire fighting system for helicopter landing areas on "
                "ships. It supplies 3% AFFF foam solution to two oscillating foam monitors and two foam hose reels "
                "located at the helideck access points.",
            ),
        ],
        "right": [
            (
                "p",
                "Foam concentrate is stored in an atmospheric tank in the foam room below the helideck. A "
                "positive displacement concentrate pump and a pressure balancing valve inject concentrate into the "
                "water stream at the ratio controller, so the proportioning stays at 3% over the full flow range "
                "from 60 to 700 gpm.",
            ),
            (
                "p",
                "The system can be released from the helideck release station, from the foam room or from the "
                "bridge. Water is taken from the ship's fire main; the fire pumps must be running before release.",
            ),
            (
                "box",
                (
                    "WARNING",
                    "Do not direct foam solution or water streams at energized electrical equipment or "
                    "at personnel. Monitor streams can cause injury at close range.",
                ),
            ),
            (
                "p",
                "Application rate for the helideck is based on a D-value of 72.8 ft (22.2 m) and a rate of "
                "0.15 gpm/ft² (6 L/min/m²) for a minimum of 5 minutes, per CAP 437.",
            ),
        ],
    },
    {
        "blocks": [
            ("h1", "2  Specifications"),
            (
                "table",
                {
                    "cols": ["Item", "US units", "Metric"],
                    "widths": [2.6, 1.8, 1.8],
                    "rows": [
                        ["Foam concentrate", "AFFF 3%, freeze point 28 °F", "AFFF 3%, -2 °C"],
                        ["Concentrate tank FT-1 capacity", "264 gal", "1,000 L"],
                        ["Design solution flow", "500 gpm", "1,893 L/min"],
                        ["Proportioning range", "60 - 700 gpm", "227 - 2,650 L/min"],
                        ["Concentrate injection rate (tolerance)", "3.0 - 3.9 %", "3.0 - 3.9 %"],
                        ["Fire main inlet pressure", "100 - 175 psi", "6.9 - 12 bar"],
                        [
                            "Concentrate pump P-3",
                            "25 gpm @ 200 psi, 7.5 hp",
                            "95 L/min @ 13.8 bar, 5.5 kW",
                        ],
                        ["Discharge duration at design flow", "min. 10 min", "min. 10 min"],
                        ["Storage temperature, concentrate", "35 - 120 °F", "2 - 49 °C"],
                    ],
                },
            ),
            ("h2", "Discharge devices"),
            (
                "p",
                "Monitor and hose reel data at the inlet of each device. Values apply to the standard nozzles "
                "supplied; larger nozzles require recalculation of the foam supply.",
            ),
            (
                "table",
                {
                    "ruled": False,
                    "cols": ["Device", "Tag", "Flow", "Inlet pressure", "Throw / length"],
                    "widths": [1.8, 0.8, 1.0, 1.2, 1.4],
                    "rows": [
                        [
                            "Oscillating foam monitor, port",
                            "M-1",
                            "250 gpm",
                            "100 psi",
                            "148 ft throw",
                        ],
                        [
                            "Oscillating foam monitor, stbd",
                            "M-2",
                            "250 gpm",
                            "100 psi",
                            "148 ft throw",
                        ],
                        [
                            "Foam hose reel, port access",
                            "HR-1",
                            "60 gpm",
                            "100 psi",
                            "100 ft hose, 1 in.",
                        ],
                        [
                            "Foam hose reel, stbd access",
                            "HR-2",
                            "60 gpm",
                            "100 psi",
                            "100 ft hose, 1 in.",
                        ],
                    ],
                },
            ),
            (
                "p",
                "Monitor oscillation arc is factory set to 90° (adjustable 30° to 150°) with a sweep time of "
                "approximately 12 seconds per cycle, driven by the water turbine in the monitor base.",
            ),
            (
                "box",
                (
                    "NOTE",
                    "Use only UL-listed AFFF 3% concentrate of the same brand as the initial fill. Mixing "
                    "brands is not permitted without written approval from Gulfstar.",
                ),
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "3  System Schematic"),
            (
                "p",
                "Figure 3-1 shows the foam room equipment and the solution main to the helideck. The deluge valve "
                "DV-1 is normally closed and opens on release from any release station.",
            ),
            ("draw", (290, _foam_schematic)),
            ("caption", "Figure 3-1  HDF-1000 simplified piping schematic"),
            (
                "p",
                "The pressure balancing valve PBV-7 senses water pressure and concentrate pressure at the ratio "
                "controller and returns surplus concentrate to FT-1, keeping the concentrate pressure equal to the "
                "water pressure within 5 psi.",
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "4  Operation"),
            ("h2", "4.1  Manual release"),
            (
                "ol",
                [
                    "Confirm that a fire pump is running and fire main pressure is at least 100 psi.",
                    "At the helideck release station, break the glass and pull the RELEASE handle. "
                    "(Alternate: push-button FOAM RELEASE on the bridge console.)",
                    (
                        "The following happens automatically:",
                        [
                            "concentrate pump P-3 starts,",
                            "deluge valve DV-1 opens,",
                            "the FOAM RELEASED alarm sounds on the bridge.",
                        ],
                    ),
                    "Monitors M-1 and M-2 begin to discharge and oscillate within 30 seconds.",
                    "Hose reel crews open the reel ball valve and apply foam with the nozzle.",
                ],
            ),
            (
                "box",
                (
                    "WARNING",
                    "Before release, warn all personnel on the helideck. Foam on the deck surface makes "
                    "it slippery.",
                ),
            ),
            ("h2", "4.2  Shutdown and restoring"),
            (
                "ol",
                [
                    "Press FOAM STOP at the foam room panel. P-3 stops; DV-1 closes.",
                    "Close V-301 and flush the solution main with fresh water for a minimum of 5 minutes.",
                    "Reset the release handle and replace the break glass.",
                    "Refill FT-1 to the full mark. Record the quantity added in the log.",
                    "Open V-301 and put the panel in AUTO.",
                ],
            ),
            (
                "p",
                "After any discharge, the concentrate tank must be refilled within 24 hours. The helideck shall "
                "not be used for helicopter operations until the system is restored and the tank is at least 95% "
                "full.",
            ),
            (
                "box",
                (
                    "CAUTION",
                    "Do not run P-3 dry. The pump is stopped by the low level switch LS-2 at 10% tank "
                    "level; do not bypass LS-2.",
                ),
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "5  Testing"),
            ("h2", "5.1  Foam discharge test"),
            (
                "p",
                "A full foam discharge test is required annually and after any modification. The test confirms "
                "monitor coverage, proportioning and foam quality. Collect foam samples at each monitor and hose "
                "reel; measure the concentration with a refractometer against a calibration curve prepared from "
                "the same concentrate.",
            ),
            (
                "ol",
                [
                    (
                        "Preparation:",
                        [
                            "notify the bridge and helideck crew, cover helicopter refueling equipment,",
                            "prepare refractometer, calibration samples of 2%, 3% and 4%, sample cups.",
                        ],
                    ),
                    "Release the system as described in 4.1 and run at design flow for at least 2 minutes.",
                    "Take a sample at each of M-1, M-2, HR-1, HR-2 after 60 seconds of flow.",
                    "Record the refractometer reading and read the concentration from the curve.",
                    "Stop and restore the system (4.2).",
                ],
            ),
            (
                "table",
                {
                    "cols": ["Test parameter", "Acceptance criterion"],
                    "widths": [2.6, 3.2],
                    "rows": [
                        ["Foam concentration", "3.0 - 3.9 %"],
                        ["Expansion ratio (monitor)", "min. 6 : 1"],
                        ["25% drainage time", "min. 2 min 30 s"],
                        ["Time from release to foam at monitors", "max. 30 s"],
                        ["Solution pressure at PT-08 at design flow", "110 - 135 psi"],
                    ],
                },
            ),
            (
                "box",
                (
                    "NOTE",
                    "If foam concentration is below 3.0 %, check the ratio controller orifice and PBV-7 "
                    "before retesting.",
                ),
            ),
        ]
    },
    {
        "blocks": [
            ("h2", "5.2  Foam concentrate sampling"),
            (
                "p",
                "Take a 1 qt (1 L) sample from the sampling valve at the bottom of FT-1 once a year and send it to "
                "an approved laboratory for analysis. Circulate the tank with P-3 on the test line for 15 minutes "
                "before sampling. The concentrate is acceptable when pH is 7.0 - 8.5, the sediment is not more than "
                "0.25 % by volume and the specific gravity is within ± 0.02 of the new-concentrate value.",
            ),
            (
                "p",
                "Concentrate that fails analysis must be replaced. Replacement is normally needed after about 10 "
                "years for AFFF in a sealed tank.",
            ),
            ("h1", "6  Inspection and Maintenance"),
            (
                "table",
                {
                    "cols": ["Task", "Weekly", "Monthly", "Quarterly", "Annual"],
                    "widths": [3.4, 0.8, 0.8, 0.9, 0.8],
                    "rows": [
                        ["Visual check of monitors, hose reels and nozzles", "\u2713", "", "", ""],
                        ["Check FT-1 level (sight glass)", "\u2713", "", "", ""],
                        ["Check fire main pressure at V-301 gauge", "\u2713", "", "", ""],
                        ["Run P-3 on test line, 5 min", "", "\u2713", "", ""],
                        ["Operate monitor oscillation (water only)", "", "\u2713", "", ""],
                        ["Flush hose reels with fresh water", "", "", "\u2713", ""],
                        ["Lubricate monitor swivels and gears", "", "", "\u2713", ""],
                        ["Foam discharge test (5.1)", "", "", "", "\u2713"],
                        ["Concentrate sampling (5.2)", "", "", "", "\u2713"],
                        ["Inspect DV-1 internals, renew seat rubber", "", "", "", "\u2713"],
                    ],
                },
            ),
            (
                "p",
                "Torque the monitor base flange bolts to 65 ft-lb (88 N·m) after any removal. Hose reel hoses are "
                "pressure tested at 200 psi every 5 years and replaced at 10 years.",
            ),
            (
                "box",
                (
                    "CAUTION",
                    "Flush monitors with fresh water after each foam test. AFFF residues attract moisture "
                    "and corrode the oscillator gears.",
                ),
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "7  Troubleshooting"),
            (
                "table",
                {
                    "cols": ["Problem", "Possible cause", "Corrective action"],
                    "widths": [1.7, 2.2, 2.3],
                    "size": 8.4,
                    "rows": [
                        [
                            "Monitor does not oscillate",
                            "Turbine clogged; oscillation lock engaged",
                            "Clean turbine strainer; release lock pin",
                        ],
                        [
                            "Foam too thin (low expansion)",
                            "Concentration low; nozzle worn",
                            "Check PBV-7 and RC-1 orifice; replace nozzle",
                        ],
                        [
                            "Concentration above 3.9 %",
                            "PBV-7 sensing line blocked; wrong orifice",
                            "Clean sensing lines; verify orifice size 0.50 in.",
                        ],
                        [
                            "P-3 will not start",
                            "LS-2 low level; overload tripped; panel in MAN",
                            "Refill FT-1; reset overload; select AUTO",
                        ],
                        [
                            "DV-1 does not open",
                            "Pilot line valve closed; solenoid failed",
                            "Open pilot valve; replace solenoid SV-4",
                        ],
                        [
                            "Low pressure at monitors",
                            "Fire main pressure low; strainer blocked",
                            "Start second fire pump; clean Y-strainer",
                        ],
                        ["Concentrate leaking at P-3", "Mechanical seal worn", "Replace seal kit"],
                    ],
                },
            ),
            (
                "p",
                "For any fault that cannot be cleared, notify the master that the helideck foam system is "
                "impaired. Helicopter operations are not permitted with the system impaired unless the flag "
                "administration accepts portable equipment as an alternative.",
            ),
        ]
    },
    {
        "blocks": [
            ("h1", "8  Replacement Parts"),
            (
                "table",
                {
                    "cols": ["Item", "Part No.", "Description", "Qty"],
                    "widths": [0.6, 1.4, 3.6, 0.6],
                    "rows": [
                        ["1", "GF-2210", "Oscillating foam monitor, 250 gpm, complete", "2"],
                        ["2", "GF-2215", "Foam nozzle, 250 gpm, aspirating", "2"],
                        ["3", "GF-2230", "Oscillator turbine repair kit", "2"],
                        ["4", "GF-3105", "Foam hose reel, 100 ft x 1 in.", "2"],
                        ["5", "GF-3110", "Hose reel nozzle, 60 gpm", "2"],
                        ["6", "GF-4020", "Ratio controller RC-1, 4 in.", "1"],
                        ["7", "GF-4025", "Orifice plate 0.50 in. for RC-1", "1"],
                        ["8", "GF-4110", "Pressure balancing valve PBV-7", "1"],
                        ["9", "GF-5005", "Concentrate pump P-3 mechanical seal kit", "1"],
                        ["10", "GF-5210", "Deluge valve DV-1 seat rubber", "1"],
                        ["11", "GF-5220", "Solenoid valve SV-4, 24 V DC", "1"],
                        ["12", "GF-6001", "Refractometer with case", "1"],
                    ],
                },
            ),
            (
                "box",
                (
                    "NOTE",
                    "Order parts by part number and system serial number. Use of non-Gulfstar parts voids the "
                    "system listing.",
                ),
            ),
        ]
    },
]
