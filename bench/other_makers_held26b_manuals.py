"""Four made-up manuals of other equipment by other makers (held-out set 26b, written blind).

Veritron (Coriolis bunker mass flow meter) writes translated European English with decimal
commas, a zero procedure as a Step | Action table, a sizes-as-rows (parameters as columns) table
and a borderless defaults table. Ridgeline (engine-room overhead crane) writes US style, lb/ft/°F
first, ft-lb, a troubleshooting table and a parts list running over a page break (header repeated).
Korval (jacket water preheater) writes a terse service manual in Courier with abbreviations, a
borderless data table, a flow diagram and an alarm list. Sonavox (PA / general alarm) writes a
formal two-column manual with WARNING / CAUTION / NOTE boxes and a zone table over a page break
(header not repeated). Every page is listed explicitly; a page whose blocks do not fit raises.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pymupdf

W, H = 595.0, 842.0
_FONTS: dict[str, pymupdf.Font] = {}


_ADV: dict[tuple[str, str], float] = {}


def _tl(name: str, s: str, size: float) -> float:
    f = _font(name)
    tot = 0.0
    for ch in s:
        k = (name, ch)
        if k not in _ADV:
            _ADV[k] = f.glyph_advance(ord(ch))
        tot += _ADV[k]
    return tot * size


def _font(name: str) -> pymupdf.Font:
    if name not in _FONTS:
        _FONTS[name] = pymupdf.Font(name)
    return _FONTS[name]


class Style:
    def __init__(
        self,
        body: str,
        bold: str,
        size: float,
        head: Callable,
        left=56.0,
        right=539.0,
        top=78.0,
        bottom=780.0,
        hsize=(14.0, 11.0, 10.0),
        rule_h1=True,
    ):
        self.body, self.bold, self.size = body, bold, size
        self.head, self.left, self.right, self.top, self.bottom = head, left, right, top, bottom
        self.hsize, self.rule_h1 = hsize, rule_h1


class Ctx:
    def __init__(self, page: pymupdf.Page, st: Style, where: str):
        self.page, self.st, self.where = page, st, where
        self.tw = pymupdf.TextWriter(page.rect)

    def text(
        self,
        x: float,
        y: float,
        s: str,
        font: str | None = None,
        size: float | None = None,
        align: str = "l",
        width: float = 0.0,
    ) -> None:
        f = _font(font or self.st.body)
        sz = size or self.st.size
        if align == "c":
            x = x + (width - _tl(font or self.st.body, s, sz)) / 2
        elif align == "r":
            x = x + width - _tl(font or self.st.body, s, sz)
        self.tw.append((x, y), s, font=f, fontsize=sz)

    def wrap(
        self, s: str, width: float, font: str | None = None, size: float | None = None
    ) -> list[str]:
        sz = size or self.st.size
        out: list[str] = []
        for para in s.split("\n"):
            line = ""
            for w in para.split(" "):
                cand = (line + " " + w) if line else w
                if _tl(font or self.st.body, cand, sz) <= width or not line:
                    line = cand
                else:
                    out.append(line)
                    line = w
            out.append(line)
        return out

    def para(
        self,
        x0: float,
        x1: float,
        y: float,
        s: str,
        font: str | None = None,
        size: float | None = None,
        lead: float = 1.32,
    ) -> float:
        sz = size or self.st.size
        for ln in self.wrap(s, x1 - x0, font, sz):
            y += sz * lead
            self.text(x0, y, ln, font, sz)
        return y

    def line(self, a, b, w=0.6, color=(0, 0, 0)):
        self.page.draw_line(a, b, color=color, width=w)

    def rect(self, r, w=0.6, fill=None, color=(0, 0, 0)):
        self.page.draw_rect(pymupdf.Rect(r), color=color, fill=fill, width=w)

    # ------------------------------------------------------------ blocks
    def blocks(self, blocks: list, x0: float, x1: float, y: float) -> float:
        for b in blocks:
            y = self.block(b, x0, x1, y)
            if y > self.st.bottom:
                raise ValueError(f"overflow on {self.where}: {str(b)[:60]}")
        return y

    def block(self, b, x0: float, x1: float, y: float) -> float:
        kind, st = b[0], self.st
        if kind in ("h1", "h2", "h3"):
            sz = st.hsize[int(kind[1]) - 1]
            y += sz * (1.0 if kind == "h1" else 0.7)
            y = self.para(x0, x1, y, b[1], st.bold, sz, 1.2)
            if kind == "h1" and st.rule_h1:
                self.line((x0, y + 4), (x1, y + 4), 0.8)
                y += 4
            return y + 3
        if kind == "p":
            return self.para(x0, x1, y, b[1], b[2] if len(b) > 2 else None) + 4
        if kind == "gap":
            return y + b[1]
        if kind == "center":
            _, s, font, size = b
            y += size * 1.3
            self.text(x0, y, s, font, size, "c", x1 - x0)
            return y
        if kind == "bul":
            mark = b[2] if len(b) > 2 else "•"
            for it in b[1]:
                y0 = y
                y = self.para(x0 + 14, x1, y, it)
                self.text(x0 + 3, y0 + st.size * 1.32, mark)
            return y + 4
        if kind == "steps":
            fmt = b[2] if len(b) > 2 else "{}."
            for i, it in enumerate(b[1], 1):
                txt, subs = (it, []) if isinstance(it, str) else it
                y0 = y
                y = self.para(x0 + 18, x1, y, txt)
                self.text(x0 + 2, y0 + st.size * 1.32, fmt.format(i))
                for j, s in enumerate(subs):
                    y0 = y
                    y = self.para(x0 + 36, x1, y, s)
                    self.text(x0 + 20, y0 + st.size * 1.32, "abcdefgh"[j] + ")")
            return y + 4
        if kind == "box":
            _, label, txt = b
            y += 4
            lab_w = 0.0
            ys = y
            inner0 = x0 + 10
            if st.head is _sonavox_head:  # formal boxes: label band on top
                self.rect((x0, y, x1, y + 15), 0.8, fill=(0.82, 0.82, 0.82))
                self.text(x0 + 6, y + 11, label, st.bold, st.size + 0.5)
                y += 15
                y = self.para(inner0, x1 - 8, y + 1, txt)
            else:
                lab_w = _tl(st.bold, label + "  ", st.size)
                self.text(inner0, y + st.size * 1.32 + 3, label, st.bold)
                y = self.para(inner0 + lab_w, x1 - 8, y + 3, txt)
            y += 6
            self.rect((x0, ys, x1, y), 0.9)
            return y + 6
        if kind == "table":
            return self.table(b[1], x0, x1, y)
        if kind == "cols":
            gut = 18.0
            mid = (x0 + x1) / 2
            ya = self.blocks(b[1], x0, mid - gut / 2, y)
            yb = self.blocks(b[2], mid + gut / 2, x1, y)
            return max(ya, yb)
        if kind == "draw":
            _, fn, h = b
            fn(self, x0, y, x1, y + h)
            return y + h + 4
        if kind == "toc":
            for num, title, pg, lvl in b[1]:
                y += st.size * 1.7
                f = st.bold if lvl == 0 else st.body
                xi = x0 + (0 if lvl == 0 else 22)
                s = f"{num}  {title}" if num else title
                self.text(xi, y, s, f)
                self.text(x0, y, str(pg), f, None, "r", x1 - x0)
                tl = _tl(f, s, st.size)
                dots_x0, dots_x1 = xi + tl + 6, x1 - 22
                n = int((dots_x1 - dots_x0) / _tl(st.body, ". ", st.size))
                if n > 0:
                    self.text(dots_x0, y, ". " * n)
            return y + 6
        raise ValueError(kind)

    def table(self, t: dict, x0: float, x1: float, y: float) -> float:
        cols, rows = t["cols"], t["rows"]
        ws = t.get("w") or [1.0] * len(cols)
        tot = sum(ws)
        xs = [x0]
        for w in ws:
            xs.append(xs[-1] + (x1 - x0) * w / tot)
        ruled = t.get("ruled", True)
        sz = t.get("size", self.st.size - 0.5)
        pad = 3.0
        lead = sz * 1.25
        hdr = t.get("hdr", True)
        y0 = y
        body_rows = ([(cols, True)] if hdr else []) + [(r, False) for r in rows]
        for r, is_h in body_rows:
            f = self.st.bold if is_h else self.st.body
            cells = [self.wrap(str(c), xs[i + 1] - xs[i] - 2 * pad, f, sz) for i, c in enumerate(r)]
            h = max(len(c) for c in cells) * lead + 2 * pad + 1
            if is_h and ruled:
                self.rect((x0, y, x1, y + h), 0, fill=(0.88, 0.88, 0.88), color=None)
            for i, c in enumerate(cells):
                yy = y + pad
                for ln in c:
                    yy += lead
                    self.text(xs[i] + pad, yy - 2, ln, f, sz)
            if ruled:
                self.line((x0, y), (x1, y), 0.5)
            y += h
        if ruled:
            self.line((x0, y), (x1, y), 0.5)
            for x in xs:
                self.line((x, y0), (x, y), 0.5)
        return y + 6


def _render(path: Path, st: Style, meta: dict, pages: list[list]) -> Path:
    doc = pymupdf.open()
    n = len(pages)
    for i, blocks in enumerate(pages):
        page = doc.new_page(width=W, height=H)
        ctx = Ctx(page, st, f"{path.name} p{i + 1}")
        if i > 0:
            st.head(ctx, i + 1, n)
            ctx.blocks(blocks, st.left, st.right, st.top)
        else:
            ctx.blocks(blocks, st.left, st.right, 120)
        ctx.tw.write_text(page)
    doc.set_metadata(
        {
            "title": meta["title"],
            "author": meta["author"],
            "creator": meta["author"],
            "producer": "",
            "creationDate": "D:20240501000000",
            "modDate": "D:20240501000000",
        }
    )
    doc.save(str(path), garbage=3, deflate=True, no_new_id=True)
    doc.close()
    return path


def write_manuals(folder: Path) -> list[Path]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for name, st, meta, pages in (_veritron(), _ridgeline(), _korval(), _sonavox()):
        out.append(_render(folder / name, st, meta, pages))
    return out


# ====================================================================== Veritron (Coriolis)


def _veritron_head(c: Ctx, pno: int, n: int) -> None:
    c.text(56, 40, "VERITRON", "hebo", 11)
    c.text(56, 40, "VMF-500 / VT 58  –  Operating Instructions", "helv", 8, "r", 483)
    c.line((56, 48), (539, 48), 1.2)
    c.line((56, 800), (539, 800), 0.5)
    c.text(56, 812, "BA-0582/EN  Rev. 03  2024-05", "helv", 7.5)
    c.text(56, 812, f"Page {pno} / {n}", "helv", 7.5, "r", 483)


def _fig_bunker_line(c: Ctx, x0: float, y0: float, x1: float, y1: float) -> None:
    ym = y0 + 70
    yb = y0 + 130
    c.rect((x0, y0, x1, y1), 0.4)
    c.text(x0 + 6, ym - 14, "from bunker", "helv", 7)
    c.text(x0 + 6, ym - 5, "manifold", "helv", 7)
    c.line((x0 + 6, ym), (x1 - 6, ym), 1.4)
    c.text(x1 - 60, ym - 14, "to bunker", "helv", 7)
    c.text(x1 - 60, ym - 5, "tanks", "helv", 7)

    def valve(x, y, tag, below=True):
        c.page.draw_polyline(
            [(x - 7, y - 5), (x + 7, y + 5), (x + 7, y - 5), (x - 7, y + 5), (x - 7, y - 5)],
            color=(0, 0, 0),
            fill=(1, 1, 1),
            width=0.8,
        )
        c.text(x - 12, y + (16 if below else -9), tag, "hebo", 7)

    def inst(x, y, tag):
        c.line((x, ym), (x, y + 9), 0.6)
        c.page.draw_circle((x, y), 9, color=(0, 0, 0), fill=(1, 1, 1), width=0.8)
        c.text(x - 8, y + 2.5, tag, "helv", 6)

    # main line: V-101 - F-01 - PT-03 - FT-01 - TT-04 - V-102 - V-105
    valve(x0 + 80, ym, "V-101")
    c.rect((x0 + 115, ym - 9, x0 + 145, ym + 9), 0.8, fill=(1, 1, 1))
    c.line((x0 + 115, ym + 9), (x0 + 145, ym - 9), 0.5)
    c.text(x0 + 118, ym + 20, "F-01", "hebo", 7)
    inst(x0 + 170, ym - 32, "PT-03")
    c.rect((x0 + 195, ym - 14, x0 + 265, ym + 14), 1.0, fill=(0.92, 0.92, 0.92))
    c.text(x0 + 212, ym + 3, "FT-01", "hebo", 8)
    c.text(x0 + 196, ym + 26, "sensor VMF-5xx", "helv", 6.5)
    inst(x0 + 290, ym - 32, "TT-04")
    c.line((x0 + 315, ym), (x0 + 315, ym + 26), 0.6)
    c.rect((x0 + 308, ym + 26, x0 + 322, ym + 38), 0.6, fill=(1, 1, 1))
    c.text(x0 + 326, ym + 36, "SP-1", "hebo", 7)
    valve(x0 + 350, ym, "V-102", below=False)
    valve(x0 + 400, ym, "V-105")
    c.text(x0 + 380, ym + 26, "back press. valve", "helv", 6)
    # bypass
    c.line((x0 + 60, ym), (x0 + 60, yb), 1.0)
    c.line((x0 + 60, yb), (x0 + 370, yb), 1.0)
    c.line((x0 + 370, yb), (x0 + 370, ym), 1.0)
    valve(x0 + 215, yb, "V-103", below=False)
    c.text(x0 + 240, yb + 12, "bypass, normally closed + sealed", "helv", 6.5)
    c.line((x0 + 230, ym + 14), (x0 + 230, ym + 40), 0.6)
    valve(x0 + 230, ym + 40, "", below=True)
    c.text(x0 + 240, ym + 44, "V-104 drain", "hebo", 7)
    # transmitter
    c.rect((x0 + 200, y0 + 8, x0 + 262, y0 + 28), 0.8)
    c.text(x0 + 210, y0 + 21, "VT 58", "hebo", 7.5)
    c.line((x0 + 231, y0 + 28), (x0 + 231, ym - 14), 0.5)
    c.text(x0 + 236, y0 + 40, "cable VC-9", "helv", 6)
    c.text(x1 - 85, y0 + 14, "flow direction  >>", "helv", 7)


def _veritron() -> tuple:
    st = Style("helv", "hebo", 9.0, _veritron_head, hsize=(13.0, 10.5, 9.5))
    meta = {
        "title": "VMF-500 / VT 58 Operating Instructions",
        "author": "Veritron Messtechnik GmbH",
    }
    cover = [
        ("gap", 60),
        ("center", "VERITRON", "hebo", 30),
        ("center", "Messtechnik GmbH  ·  Bremen", "helv", 10),
        ("gap", 70),
        ("center", "Coriolis Mass Flow Measuring System", "hebo", 17),
        ("center", "Sensor VMF-500 series  /  Transmitter VT 58", "helv", 13),
        ("gap", 20),
        ("center", "Operating Instructions for the Bunker Fuel Application", "helv", 12),
        ("gap", 200),
        ("center", "BA-0582/EN   Revision 03   2024-05", "helv", 9),
        (
            "center",
            "Please read these instructions before the installation and keep them near the device.",
            "helv",
            8,
        ),
    ]
    toc = [
        (
            "toc",
            [
                ("1", "Safety instructions", 3, 0),
                ("2", "Product description", 3, 0),
                ("3", "Technical data", 4, 0),
                ("4", "Installation", 5, 0),
                ("4.2", "Mounting the sensor", 6, 1),
                ("4.3", "Electrical connection", 6, 1),
                ("5", "Commissioning", 7, 0),
                ("5.2", "Zero point adjustment", 7, 1),
                ("6", "Density and temperature measurement", 8, 0),
                ("7", "Sealing for custody transfer", 9, 0),
                ("8", "Diagnosis and error messages", 10, 0),
                ("9", "Maintenance", 11, 0),
                ("9.1", "Spare parts", 11, 1),
            ],
        )
    ]
    p3 = [
        ("h1", "1  Safety instructions"),
        ("h2", "1.1  Intended use"),
        (
            "p",
            "The measuring system VMF-500 with the transmitter VT 58 is intended for the mass flow measurement "
            "of liquid fuels during the bunkering and for the fuel consumption measurement of engines. Approved "
            "media are HFO up to 700 cSt at 50 °C, VLSFO, ULSFO, MDO and MGO. The system is approved for custody "
            "transfer according to OIML R 117-1 accuracy class 0,3 when it is sealed as described in chapter 7.",
        ),
        ("h2", "1.2  Safety notes"),
        (
            "p",
            "Please take care that the sensor is never dismounted while the pipe is under pressure or hot. The "
            "surface of the sensor housing can reach the temperature of the medium (up to 180 °C).",
        ),
        (
            "p",
            "Please take care that all work on the transmitter is done by trained personnel only. Before the "
            "terminal compartment is opened, the supply voltage must be switched off. The housing is rated IP67; "
            "after closing, the cover must be tightened by hand and the O-ring must be clean and undamaged.",
        ),
        ("h1", "2  Product description"),
        ("h2", "2.1  Measuring principle"),
        (
            "p",
            "The sensor has two parallel bent measuring tubes which are excited by the driver coil to oscillate at "
            "their resonance frequency (approx. 78 ~ 95 Hz, depending on the size and the medium). When the fuel "
            "flows, the Coriolis forces cause a phase shift between the inlet and the outlet pick-off coils. This "
            "phase shift is directly proportional to the mass flow. The resonance frequency itself is a function "
            "of the density of the medium, so the same sensor gives the mass flow and the density at the same time. "
            "A Pt1000 sensor on the measuring tube gives the medium temperature for the compensation.",
        ),
        ("h2", "2.2  System components"),
        (
            "bul",
            [
                "Sensor VMF-5xx (flow tube assembly with flanges, driver coil and two pick-off coils)",
                "Transmitter VT 58, remote version for the wall mounting, with local display and 4 push-buttons",
                "Connecting cable type VC-9, 9-core, shielded, max. 60 m between the sensor and the transmitter",
                "Option: ticket printer TP-2 and interface to the bunker computer (Modbus RTU)",
            ],
            "–",
        ),
    ]
    p4 = [
        ("h1", "3  Technical data"),
        ("h2", "3.1  Sensor sizes"),
        (
            "p",
            "The following table 3-1 gives the data of the sensor sizes. Please select the size so that the normal "
            "bunker rate is between 30 % and 80 % of the nominal flow.",
        ),
        (
            "table",
            {
                "cols": [
                    "Model / size",
                    "Nominal flow",
                    "Max. flow",
                    "Zero stability",
                    "Pressure loss at nominal flow *",
                    "Weight",
                ],
                "w": [1.3, 1, 1, 1, 1.3, 0.8],
                "rows": [
                    ["VMF-550  DN50", "40 t/h", "60 t/h", "2,0 kg/h", "1,2 bar", "38 kg"],
                    ["VMF-580  DN80", "120 t/h", "180 t/h", "6,0 kg/h", "1,4 bar", "72 kg"],
                    ["VMF-510  DN100", "250 t/h", "350 t/h", "12 kg/h", "1,5 bar", "118 kg"],
                    ["VMF-515  DN150", "600 t/h", "820 t/h", "30 kg/h", "1,6 bar", "265 kg"],
                ],
            },
        ),
        ("p", "Table 3-1   * with fuel of 991 kg/m³ and 380 cSt at the operating temperature"),
        ("h2", "3.2  Measuring accuracy"),
        (
            "p",
            "Mass flow: ±0,10 % of rate ± zero stability. Density: ±0,5 kg/m³ after the field density "
            "adjustment (chapter 6.2), ±2,0 kg/m³ without. Temperature: ±0,5 °C. The repeatability of the mass "
            "flow is 0,05 % of rate.",
        ),
        ("h2", "3.3  Process and ambient conditions"),
        (
            "table",
            {
                "cols": ["Item", "Data"],
                "w": [1, 2],
                "rows": [
                    ["Medium temperature", "−50 ~ +180 °C"],
                    [
                        "Process pressure",
                        "max. 40 bar (PN40); flanges EN 1092-1 PN40 or ASME B16.5 Class 300",
                    ],
                    ["Ambient temperature, transmitter", "−20 ~ +55 °C"],
                    ["Protection class", "IP67 (sensor and transmitter)"],
                    ["Supply voltage", "24 V DC (20,4 ~ 28,8 V) or 100 ~ 240 V AC, 50/60 Hz"],
                    ["Power consumption", "max. 8 W"],
                    ["Vibration resistance", "2 ~ 13,2 Hz: ±1,0 mm;  13,2 ~ 100 Hz: 0,7 g"],
                ],
            },
        ),
    ]
    p5 = [
        ("h1", "4  Installation"),
        ("h2", "4.1  Mounting location"),
        (
            "p",
            "The sensor must be installed in a bypass arrangement, so that the bunker line can be used also when "
            "the sensor is removed for the calibration (see Fig. 4-1). Straight inlet and outlet pipe runs are not "
            "necessary. Please take care of the following points:",
        ),
        (
            "bul",
            [
                "The measuring tubes must be always completely filled. In a horizontal line install the sensor with "
                "the tubes downward; the flag position (tubes upward) is not allowed for fuel.",
                "Do not install the sensor at the highest point of the line, where air can collect.",
                "The back pressure at the sensor outlet must be kept at min. 2,0 bar to avoid gas bubbles and the "
                "flashing of light fractions. If necessary use the back pressure valve V-105.",
                "A strainer with mesh size max. 0,5 mm must be installed upstream of the sensor (F-01).",
                "Support the pipe on both sides of the sensor within 0,5 m from the flanges. The sensor itself "
                "must not carry the weight of the pipe.",
            ],
            "–",
        ),
        ("draw", _fig_bunker_line, 175),
        (
            "p",
            "Fig. 4-1  Typical bunker line installation (V-103 bypass, SP-1 drip sampler, PT-03 / TT-04 for the "
            "bunker computer)",
        ),
    ]
    p6 = [
        ("h2", "4.2  Mounting the sensor"),
        (
            "steps",
            [
                "Remove the protection caps of the flanges only just before the mounting.",
                "Check that the gaskets are suitable for the medium and the temperature (spiral wound gaskets "
                "are recommended).",
                "Put the sensor between the flanges with the arrow on the housing in the direction of the flow.",
                "Tighten the flange bolts crosswise in three stages (30 %, 60 %, 100 %). For DN80 PN40 the final "
                "torque is 150 Nm, for DN100 PN40 it is 220 Nm.",
                "Check the flanges after the first bunkering and re-tighten when necessary.",
            ],
        ),
        ("h2", "4.3  Electrical connection"),
        (
            "p",
            "The transmitter must be connected with the connecting cable VC-9 only. Please take care that the cable "
            "shield is connected at both ends with the EMC cable glands and not with a pigtail. The max. cable "
            "length is 60 m. The terminals are in the terminal compartment of the VT 58 (table 4-1).",
        ),
        (
            "table",
            {
                "cols": ["Terminal", "Signal", "Remark"],
                "w": [1, 1.6, 2.2],
                "rows": [
                    ["1 (+) / 2 (−)", "Supply 24 V DC", "20,4 ~ 28,8 V, fuse 2 A slow"],
                    ["L / N / PE", "Supply, AC version", "100 ~ 240 V AC, 50/60 Hz"],
                    [
                        "24 / 25",
                        "Current output 1, 4 ~ 20 mA, HART",
                        "mass flow; active, max. load 600 Ω",
                    ],
                    [
                        "26 / 27",
                        "Current output 2, 4 ~ 20 mA",
                        "density or temperature (selectable)",
                    ],
                    [
                        "28 / 29",
                        "Pulse output",
                        "passive, max. 30 V / 25 mA, max. 1000 Hz; default 1 pulse = 10 kg",
                    ],
                    ["30 / 31", "Status output", "relay NO, opens at error (F-message)"],
                    ["40 / 41 / 42", "Modbus RTU, RS485", "A / B / common, 19200 baud default"],
                ],
            },
        ),
        ("p", "Table 4-1  Terminal assignment VT 58"),
        (
            "p",
            "The pulse output is the legal output for the bunker computer and is included in the custody sealing "
            "(chapter 7). Please take care that the pulse cable is not laid together with power cables.",
        ),
    ]
    p7 = [
        ("h1", "5  Commissioning"),
        ("h2", "5.1  Switching on"),
        (
            "p",
            "After switching on, the transmitter makes a self test (approx. 15 s) and the display shows the "
            "software version, then the mass flow. The measuring tubes need approx. 10 min to reach the stable "
            "oscillation after the first filling. During this time the message S-220 can be shown.",
        ),
        ("h2", "5.2  Zero point adjustment"),
        (
            "p",
            "The zero point adjustment is necessary at the commissioning, after every removal of the sensor and "
            "when the zero check shows a deviation larger than the zero stability in table 3-1. Please take care "
            "that the following conditions are fulfilled before you start:",
        ),
        (
            "bul",
            [
                "The sensor is completely filled with the fuel which is normally measured (not with water or air).",
                "The flow is absolutely zero: both isolating valves and the bypass valve V-103 are closed.",
                "The medium temperature is stable within ± 1 °C for min. 10 minutes and the pressure is the normal "
                "working pressure (4,5 ~ 6 bar).",
            ],
            "–",
        ),
        (
            "table",
            {
                "cols": ["Step", "Action", "Display / remark"],
                "w": [0.5, 3, 2],
                "rows": [
                    [
                        "1",
                        "Circulate the fuel through the sensor at the normal temperature for min. 15 min "
                        "to remove the air.",
                        "Density must be stable (variation < 1 kg/m³)",
                    ],
                    [
                        "2",
                        "First close the outlet valve V-102, then the inlet valve V-101.",
                        "The sensor stays full and under pressure",
                    ],
                    [
                        "3",
                        "Press [E] for 3 s and enter the service code 0058.",
                        "Menu SETUP appears",
                    ],
                    [
                        "4",
                        "Select SETUP > CALIBRATION > ZERO ADJUST and confirm with [E].",
                        "ZERO ADJ. RUNNING, approx. 30 s",
                    ],
                    [
                        "5",
                        "Wait until the adjustment is finished. Do not open any valve.",
                        "The result is shown in kg/h",
                    ],
                    [
                        "6",
                        "Accept the new value with [E] only when it is within the limit, otherwise "
                        "cancel with [ESC].",
                        "Limit: max. 3 × zero stability of table 3-1, else S-230",
                    ],
                    [
                        "7",
                        "Open V-101 first, then V-102. Write the zero value in the log book.",
                        "–",
                    ],
                ],
            },
        ),
        ("p", "Table 5-1  Zero point adjustment"),
        (
            "p",
            "When the custody lock is active (chapter 7), the zero adjustment is blocked. The surveyor must break "
            "the seal S1, and the event is written in the audit trail.",
        ),
    ]
    p8 = [
        ("h1", "6  Density and temperature measurement"),
        ("h2", "6.1  Density measurement"),
        (
            "p",
            "The density is measured at the actual temperature (operating density). For the bunker delivery note the "
            "transmitter calculates the standard density at 15 °C according to ASTM D1250 / ISO 91, table 54B "
            "(generalized products). Please take care that table 54A is selected only for crude oil.",
        ),
        (
            "p",
            "The factory density calibration is done with air and water. For the best density accuracy a field "
            "density adjustment with the bunker fuel and a laboratory value is recommended after the installation.",
        ),
        ("h2", "6.2  Field density adjustment"),
        (
            "steps",
            [
                "Take a representative sample at SP-1 during stable flow and note the operating density and the "
                "temperature shown by the transmitter at the same time.",
                "Let the laboratory determine the density at 15 °C (ISO 12185).",
                (
                    "Enter the laboratory value:",
                    [
                        "Menu SETUP > CALIBRATION > DENSITY ADJ.",
                        "Enter the laboratory density at 15 °C.",
                        "Confirm with [E]. The transmitter calculates the new density offset.",
                    ],
                ),
                "The offset is accepted only when it is smaller than ± 5,0 kg/m³. A larger offset shows a coating "
                "(deposit) in the measuring tubes: clean the tubes, see chapter 9.",
            ],
        ),
        ("h2", "6.3  Temperature"),
        (
            "p",
            "The medium temperature is measured with a Pt1000 (class A) at the measuring tube. The value is used "
            "for the density correction and is available on the current output 2 (scale 0 ~ 200 °C by default). "
            "Temperature range for the custody transfer application: 0 ~ 150 °C.",
        ),
        ("h2", "6.4  Default settings"),
        (
            "table",
            {
                "cols": ["Parameter", "Default", "Setting range"],
                "w": [1.5, 1, 1.6],
                "ruled": False,
                "size": 8.5,
                "rows": [
                    ["Low flow cut-off", "0,5 %", "0 ~ 10 % of nominal flow"],
                    ["Damping mass flow", "1,0 s", "0 ~ 100 s"],
                    ["Damping density", "2,0 s", "0 ~ 100 s"],
                    ["Flow direction", "forward", "forward / reverse / both"],
                    ["Empty pipe detection", "200 kg/m³", "0 ~ 1000 kg/m³"],
                    ["Pulse value", "10 kg/pulse", "0,1 ~ 1000 kg/pulse"],
                    ["Density reference temp.", "15 °C", "15 / 20 °C"],
                    ["Totalizer unit", "t", "kg / t / lb"],
                ],
            },
        ),
    ]
    p9 = [
        ("h1", "7  Sealing for custody transfer"),
        (
            "p",
            "For the custody transfer (bunker delivery) the measuring system must be sealed by the authorized "
            "surveyor or by the weights and measures authority after the commissioning. The sealing protects the "
            "legal relevant parameters and the connections against manipulation.",
        ),
        ("h2", "7.1  Sealing points"),
        (
            "table",
            {
                "cols": ["Seal", "Location", "Type"],
                "w": [0.5, 3.2, 1.5],
                "rows": [
                    [
                        "S1",
                        "Custody lock switch (DIP switch 4 on the main board) in position LOCK",
                        "Wire seal through cover screws",
                    ],
                    ["S2", "Terminal compartment cover of the transmitter", "Wire seal"],
                    ["S3", "Junction box on the sensor", "Wire seal + sticker"],
                    ["S4", "Sensor flange bolts (one bolt on each flange)", "Wire seal"],
                    ["S5", "Bypass valve V-103 in closed position", "Chain and padlock"],
                    ["S6", "Pulse cable gland at the bunker computer", "Sticker"],
                ],
            },
        ),
        ("h2", "7.2  Sealing procedure"),
        (
            "steps",
            [
                "Check the zero value and the density offset and note them in the sealing certificate.",
                (
                    "Set the custody lock switch to LOCK:",
                    [
                        "Switch off the supply.",
                        "Open the electronics cover and set DIP switch 4 to position ON (LOCK).",
                        "Close the cover and switch on. The display shows the key symbol.",
                    ],
                ),
                "Print the parameter list (or read it by Modbus) and attach it to the certificate.",
                "Fit the seals S1 ~ S6 and note the seal numbers.",
                "Read the audit trail counter (menu INFO > AUDIT) and note it. Every change of a legal parameter "
                "increases the counter.",
            ],
        ),
        (
            "p",
            "The audit trail stores the last 1000 events with date, time, old and new value. It can not be deleted "
            "by the user. Locked legal parameters: calibration factor, zero value, density calibration, pulse value, "
            "flow direction, low flow cut-off and totalizer reset.",
        ),
        (
            "box",
            "Attention:",
            "When a seal is broken, the bunker measurement is not valid for the custody transfer "
            "until the system is sealed again by the surveyor.",
        ),
    ]
    p10 = [
        ("h1", "8  Diagnosis and error messages"),
        (
            "p",
            "The messages are shown in the display with a letter and a number. F = failure (the outputs go to the "
            "error state and the status relay opens), S = out of specification (the measurement continues with "
            "reduced accuracy), M = maintenance required. The last 20 messages are stored in INFO > MESSAGES.",
        ),
        (
            "table",
            {
                "cols": ["Code", "Display text", "Meaning / remedy"],
                "w": [0.6, 1.5, 3.4],
                "size": 8,
                "rows": [
                    [
                        "F-101",
                        "SENSOR AMPL. LOW",
                        "Pick-off signal too weak. Check the cable VC-9 and the "
                        "junction box terminals; pick-off coil resistance 180 ~ 220 Ω.",
                    ],
                    [
                        "F-102",
                        "DRIVER FAULT",
                        "Driver coil open or short circuit. Resistance must be "
                        "8 ~ 12 Ω (terminals 1–2 in the junction box).",
                    ],
                    [
                        "F-110",
                        "TEMP. SENSOR",
                        "Pt1000 open or short. Normal value 1000 Ω at 0 °C, approx. "
                        "1385 Ω at 100 °C.",
                    ],
                    [
                        "F-120",
                        "ELECTRONICS",
                        "Internal error of the main board. Replace the electronics module.",
                    ],
                    [
                        "S-210",
                        "TWO-PHASE FLOW",
                        "Air or gas in the fuel (driver gain > 80 %). Increase the back "
                        "pressure, check the strainer and the tank level; typical at "
                        "the end of the bunkering (stripping).",
                    ],
                    ["S-220", "WARM UP", "After power on; normal up to 10 min."],
                    [
                        "S-230",
                        "ZERO OUT OF LIMIT",
                        "Result of the zero adjustment too large. Check the valves "
                        "for leakage and repeat the zero adjustment.",
                    ],
                    ["S-240", "FLOW > MAX.", "Flow higher than the max. flow of table 3-1."],
                    [
                        "S-250",
                        "DENSITY RANGE",
                        "Density outside 300 ~ 1500 kg/m³. Check the filling of the tubes.",
                    ],
                    [
                        "M-301",
                        "TUBE COATING",
                        "Drift of the density offset; clean the measuring tubes.",
                    ],
                    [
                        "M-302",
                        "CALIBRATION DUE",
                        "Verification interval reached (24 months, settable).",
                    ],
                    ["M-310", "CUSTODY LOCK OFF", "DIP switch 4 is not in position LOCK."],
                ],
            },
        ),
        (
            "p",
            "During an F-message the totalizer is stopped; the quantity during the error time is not counted. "
            "Please note the time of the message in the bunker log.",
        ),
    ]
    p11 = [
        ("h1", "9  Maintenance"),
        (
            "p",
            "The sensor has no moving parts and needs no regular maintenance. Please check the following:",
        ),
        (
            "bul",
            [
                "Zero check every 6 months, and before a custody bunkering when the last check is older than 30 days.",
                "Verification in-situ with a master meter or on a gravimetric rig: every 24 months or as required "
                "by the local authority.",
                "Cleaning of the tubes when M-301 is shown: flush with gas oil at 60 ~ 80 °C for 30 min. Steam "
                "cleaning is allowed up to 150 °C and max. 60 min only.",
            ],
            "–",
        ),
        ("h2", "9.1  Spare parts"),
        (
            "table",
            {
                "cols": ["Item", "Part no.", "Description", "Qty"],
                "w": [0.5, 1.2, 3.5, 0.5],
                "rows": [
                    ["1", "58-210-001", "Electronics module VT 58 (main board with display)", "1"],
                    ["2", "58-210-014", "Power supply board 24 V DC", "1"],
                    ["3", "58-210-015", "Power supply board 100 ~ 240 V AC", "1"],
                    ["4", "58-300-090", "Connecting cable VC-9, per metre", "–"],
                    ["5", "58-400-112", "O-ring set, transmitter covers", "2"],
                    ["6", "58-400-130", "Gasket, junction box", "1"],
                    ["7", "58-900-005", "Seal wire and lead seals (set of 20)", "1"],
                ],
            },
        ),
        ("p", "Please give the serial number of the sensor (on the type plate) with every order."),
    ]
    return (
        "veritron-vmf500-coriolis-mass-flowmeter.pdf",
        st,
        meta,
        [cover, [("h1", "Contents"), *toc], p3, p4, p5, p6, p7, p8, p9, p10, p11],
    )


# ====================================================================== Ridgeline (overhead crane)


def _ridgeline_head(c: Ctx, pno: int, n: int) -> None:
    c.text(56, 42, "RIDGELINE RTC-5M Engine Room Overhead Crane", "tibo", 9.5)
    c.text(56, 42, "Owner's Manual", "tiit", 9, "r", 483)
    c.line((56, 48), (539, 48), 0.6)
    c.line((56, 51), (539, 51), 0.6)
    c.text(56, 812, f"- {pno} -", "tiro", 9, "c", 483)
    c.text(56, 812, "Form RH-5M-OM  Ed. 2/2023", "tiro", 7, "r", 483)


def _ridgeline() -> tuple:
    st = Style("tiro", "hebo", 10.0, _ridgeline_head, hsize=(12.5, 10.5, 10.0))
    meta = {"title": "RTC-5M Owner's Manual", "author": "Ridgeline Hoist & Crane Co."}
    cover = [
        ("gap", 40),
        ("center", "RIDGELINE", "tibo", 32),
        ("center", "HOIST & CRANE CO.   CLEVELAND, OHIO", "tiro", 10),
        ("gap", 80),
        ("center", "OWNER'S MANUAL", "hebo", 20),
        ("gap", 10),
        ("center", "Model RTC-5M", "hebo", 16),
        ("center", "Single-Girder Top-Running Overhead Traveling Crane", "tiro", 13),
        ("center", "for Engine Room Service", "tiro", 13),
        ("gap", 30),
        ("center", "Installation  ·  Operation  ·  Maintenance  ·  Parts", "tiro", 11),
        ("gap", 180),
        ("center", "READ AND UNDERSTAND THIS MANUAL BEFORE OPERATING THE CRANE", "hebo", 9),
        ("center", "Form RH-5M-OM   Edition 2/2023", "tiro", 9),
    ]
    toc = [
        ("h1", "TABLE OF CONTENTS"),
        (
            "toc",
            [
                ("Section 1", "General Information", 3, 0),
                ("Section 2", "Operation", 4, 0),
                ("Section 3", "Limit Switches and Overload Protection", 5, 0),
                ("Section 4", "Brakes", 6, 0),
                ("Section 5", "Wire Rope", 7, 0),
                ("Section 6", "Load Testing", 8, 0),
                ("Section 7", "Preventive Maintenance", 9, 0),
                ("Section 8", "Troubleshooting", 10, 0),
                ("Section 9", "Recommended Spare Parts", 11, 0),
            ],
        ),
    ]
    p3 = [
        ("h1", "SECTION 1 — GENERAL INFORMATION"),
        ("h2", "1.1 Scope"),
        (
            "p",
            "This manual covers the Ridgeline RTC-5M top-running, single-girder overhead traveling crane furnished for "
            "engine room service. The crane handles cylinder heads, pistons, turbocharger rotors and other machinery "
            "parts between the main engine, the workshop and the engine room stores hatch. Read this manual "
            "completely before operating the crane.",
        ),
        (
            "p",
            "IMPORTANT: Only personnel trained and designated by the Chief Engineer may operate the crane. Never lift "
            "persons with the crane.",
        ),
        ("h2", "1.2 Specifications"),
        (
            "table",
            {
                "cols": ["Item", "Data"],
                "w": [1.4, 2.6],
                "rows": [
                    ["Safe working load (SWL)", "11,000 lb (5.0 t)"],
                    ["Span (rail centers)", "28 ft 6 in. (8.70 m)"],
                    ["Lift (hook travel)", "26 ft (7.9 m)"],
                    ["Hoist speed, fast / creep", "16 / 2.6 ft/min (4.9 / 0.8 m/min)"],
                    ["Trolley travel speed", "40 ft/min (12 m/min)"],
                    ["Bridge travel speed", "50 ft/min (15 m/min)"],
                    ["Hoist motor", "10 hp (7.5 kW), 2-speed, 440 V 60 Hz, 40 % ED"],
                    ["Trolley motor", "0.75 hp (0.55 kW)"],
                    ["Bridge motors", "2 × 1 hp (0.75 kW)"],
                    ["Control voltage", "48 V AC, pendant with 8 push buttons and emergency stop"],
                    ["Duty classification", "CMAA Class C / FEM 2m"],
                    ["Ambient temperature", "32 °F to 113 °F (0 °C to 45 °C)"],
                    ["Permissible list / trim in operation", "5° / 2°"],
                    ["Hook", "Single shank with safety latch, size no. 10"],
                ],
            },
        ),
        (
            "p",
            "The crane is designed for operation in port and at sea up to a roll of ±5°. With larger ship motions the "
            "crane must be parked and secured as described in 2.4.",
        ),
    ]
    p4 = [
        ("h1", "SECTION 2 — OPERATION"),
        ("h2", "2.1 Pre-Operation Check"),
        (
            "bul",
            [
                "Check that the sea fastening pins at both end trucks are removed and stowed.",
                "Test the emergency stop: pressing the red mushroom button must stop all motions.",
                "Run the empty hook up slowly to the upper limit switch and verify that hoisting stops.",
                "Inspect the hook latch, wire rope and reeving visually.",
            ],
        ),
        ("h2", "2.2 Pendant Control"),
        (
            "table",
            {
                "cols": ["Push button", "Function"],
                "w": [1.5, 2.5],
                "rows": [
                    ["UP (1st step / 2nd step)", "Hoist at creep / fast speed"],
                    ["DOWN (1st step / 2nd step)", "Lower at creep / fast speed"],
                    ["FWD / AFT", "Bridge travel"],
                    ["PORT / STBD", "Trolley travel"],
                    ["ON (green)", "Closes main contactor"],
                    ["E-STOP (red mushroom)", "Opens main contactor; twist to reset"],
                ],
            },
        ),
        ("h2", "2.3 Operating Rules"),
        (
            "steps",
            [
                "Never exceed the rated load of 11,000 lb. The overload device trips at 110 % of SWL.",
                "Center the trolley and bridge over the load before lifting; side pulling is prohibited.",
                "Lift the load 2 to 4 in. off the deck and hold it to check the brake before continuing.",
                "Use creep speed for the last 12 in. of any lift or landing.",
                "Do not leave a suspended load unattended.",
                "Do not use the limit switches as a normal means of stopping the hook.",
            ],
        ),
        ("h2", "2.4 Parking and Sea Fastening"),
        (
            "p",
            "At sea, when the crane is not in use, run the bridge to the parking position at the aft end of the "
            "runway, lower the hook block into its cradle and insert the two sea fastening pins (1-1/4 in. dia.) "
            "through the end truck lugs. Tension the hook block lashing with the turnbuckle to approx. 200 lb. "
            "Switch off the main disconnect switch in the crane supply panel and lock it out.",
        ),
    ]
    p5 = [
        ("h1", "SECTION 3 — LIMIT SWITCHES AND OVERLOAD PROTECTION"),
        ("p", "The crane is equipped with the following protective devices:"),
        (
            "table",
            {
                "cols": ["Device", "Type", "Setting"],
                "w": [1.3, 1.6, 2],
                "size": 9,
                "rows": [
                    [
                        "Hoist upper limit (primary)",
                        "Geared rotary cam switch on drum shaft",
                        "Stops hoisting with hook block 20 in. below trolley frame",
                    ],
                    [
                        "Hoist upper limit (final)",
                        "Weighted lever, block operated",
                        "Opens main contactor 6 in. above primary limit",
                    ],
                    [
                        "Hoist lower limit",
                        "Geared rotary cam switch",
                        "Min. 2 full wraps of rope remain on drum",
                    ],
                    [
                        "Trolley travel limits",
                        "Lever type, both ends",
                        "Stop 8 in. before rubber bumpers",
                    ],
                    [
                        "Bridge travel limits",
                        "Lever type, ramp on runway",
                        "Stop 12 in. before bumpers",
                    ],
                    [
                        "Overload limiter",
                        "Load pin in rope anchor, relay LR-1",
                        "Trips at 110 % SWL (12,100 lb)",
                    ],
                ],
            },
        ),
        ("h2", "3.1 Adjusting the Geared Hoist Limit Switch"),
        (
            "p",
            "WARNING: Perform this adjustment with no load on the hook. A wrong setting can cause the hook block to "
            "strike the drum and part the rope.",
        ),
        (
            "steps",
            [
                "Lock out the crane supply at the main disconnect.",
                "Remove the cover of the limit switch housing at the drum end (four 1/4-20 screws).",
                "Restore power and raise the empty hook at creep speed to 20 in. below the trolley frame.",
                "Lock out again. Loosen the cam lock nut and rotate the UP cam (white) until the switch contact just "
                "opens. Tighten the lock nut to 4 ft-lb.",
                "Lower the hook until 2 full wraps remain on the drum and set the DOWN cam (black) the same way.",
                "Replace the cover and test both limits three times at creep speed and once at fast speed.",
            ],
        ),
        ("h2", "3.2 Overload Limiter Check"),
        (
            "p",
            "Check the overload limiter annually and after every rope change. The limiter must permit lifting of 100 % "
            "SWL and must trip before 115 % SWL is reached. The trip point is set with the potentiometer on relay "
            "LR-1 in the control panel; turning it clockwise raises the trip point.",
        ),
    ]
    p6 = [
        ("h1", "SECTION 4 — BRAKES"),
        (
            "p",
            "Each motor has a spring-applied, electrically released DC disc brake on the non-drive end. The brake "
            "sets automatically when the push button is released or the power fails.",
        ),
        (
            "table",
            {
                "cols": [
                    "Motion",
                    "Brake model",
                    "Rated torque",
                    "Air gap, nominal",
                    "Air gap, max.",
                    "Coil",
                ],
                "w": [0.8, 0.8, 1.2, 1.2, 1.2, 0.8],
                "size": 9,
                "rows": [
                    [
                        "Hoist",
                        "RB-100",
                        "74 ft-lb (100 N·m)",
                        "0.016 in. (0.4 mm)",
                        "0.035 in. (0.9 mm)",
                        "205 V DC",
                    ],
                    [
                        "Trolley",
                        "RB-10",
                        "7.4 ft-lb (10 N·m)",
                        "0.008 in. (0.2 mm)",
                        "0.020 in. (0.5 mm)",
                        "205 V DC",
                    ],
                    [
                        "Bridge",
                        "RB-16",
                        "11.8 ft-lb (16 N·m)",
                        "0.008 in. (0.2 mm)",
                        "0.020 in. (0.5 mm)",
                        "205 V DC",
                    ],
                ],
            },
        ),
        ("h2", "4.1 Hoist Brake Air Gap Adjustment"),
        (
            "p",
            "Check the air gap monthly. When the gap reaches 0.035 in. (0.9 mm) the brake may fail to release fully or "
            "the braking torque may drop. The minimum friction lining thickness is 0.28 in. (7 mm); replace the rotor "
            "when the lining is worn below this value.",
        ),
        (
            "steps",
            [
                "Lower the hook to the deck with no load and lock out the crane.",
                "Remove the fan cover of the hoist motor.",
                "Measure the gap between armature plate and magnet body with feeler gauges at three points 120° apart.",
                (
                    "If adjustment is required:",
                    [
                        "Loosen the three hollow adjusting screws by 1/4 turn.",
                        "Turn the fixing bolts clockwise until a 0.016 in. feeler gauge is "
                        "just gripped at all three points.",
                        "Turn the hollow screws back against the magnet body.",
                        "Torque the fixing bolts to 7 ft-lb (9.5 N·m).",
                    ],
                ),
                "Re-check the gap, refit the fan cover and test the brake with the rated load: the load must not "
                "drift more than 1 in. after stopping from fast speed.",
            ],
        ),
        (
            "p",
            "CAUTION: Never lubricate the brake friction surfaces. Oil-soaked rotors must be replaced.",
        ),
        ("h2", "4.2 Manual Brake Release"),
        (
            "p",
            "The hoist brake has a manual release lever for lowering a load in the event of power failure. Lower in "
            "short steps of no longer than 2 seconds each so that the motor does not overspeed. Remove the lever after "
            "use and store it in the clip on the hoist frame.",
        ),
    ]
    p7 = [
        ("h1", "SECTION 5 — WIRE ROPE"),
        ("h2", "5.1 Rope Data"),
        (
            "p",
            "The hoist is reeved with four parts of line (4/1). Rope: 1/2 in. (12 mm) 35×7 rotation-resistant, "
            "galvanized, grade 1960, right regular lay, minimum breaking force 27,500 lb (122 kN), length 118 ft (36 m).",
        ),
        ("h2", "5.2 Inspection"),
        (
            "p",
            "Inspect the rope visually every day during the pre-operation check and thoroughly every month. For the "
            "monthly inspection clean the rope with a rag and measure the diameter with a caliper across the crowns "
            "at three locations, including the section that passes over the equalizer sheave.",
        ),
        ("h2", "5.3 Discard Criteria"),
        (
            "table",
            {
                "cols": ["Condition", "Remove rope from service when"],
                "w": [1.3, 3],
                "rows": [
                    [
                        "Broken wires (rotation-resistant rope)",
                        "2 randomly distributed broken wires in 6 rope "
                        "diameters (3 in.) or 4 in 30 diameters (15 in.)",
                    ],
                    [
                        "Broken wires at end connection",
                        "1 or more at the wedge socket or rope anchor",
                    ],
                    ["Diameter reduction", "Diameter below 0.475 in. (11.4 mm)"],
                    ["Corrosion", "Pitted wires, loose wires, rope dry and rusty inside"],
                    ["Deformation", "Kinking, birdcaging, core protrusion, crushing or flattening"],
                    ["Heat damage", "Any discoloration from heat or arc welding"],
                ],
            },
        ),
        (
            "p",
            "NOTE: When the rope is replaced, always use a rope of the same construction. After rope replacement make a "
            "load test according to Section 6 and reset the lower limit switch.",
        ),
        ("h2", "5.4 Rope Lubrication"),
        (
            "p",
            "Lubricate the rope every 3 months or 250 operating hours, whichever comes first, with a penetrating wire "
            "rope lubricant (Ridgeline RL-40 or equivalent). Do not use heavy grease; it hides broken wires.",
        ),
    ]
    p8 = [
        ("h1", "SECTION 6 — LOAD TESTING"),
        (
            "p",
            "The crane must be proof load tested before first use, after any repair or alteration of load bearing parts, "
            "and at intervals of not more than five years, witnessed by the classification society surveyor or a "
            "competent person. A thorough examination must be carried out every 12 months.",
        ),
        (
            "table",
            {
                "cols": ["Test", "Test load", "Requirement"],
                "w": [1, 1.5, 2.6],
                "rows": [
                    [
                        "Static test",
                        "125 % SWL = 13,750 lb (6.25 t)",
                        "Lift 4 in. off deck with trolley at "
                        "mid-span, hold 10 min; no slipping of load, "
                        "no permanent deformation",
                    ],
                    [
                        "Dynamic test",
                        "110 % SWL = 12,100 lb (5.5 t)",
                        "All motions through full range at each speed, including brake stops",
                    ],
                ],
            },
        ),
        ("h2", "6.1 Test Procedure"),
        (
            "steps",
            [
                "Verify that the test weights are certified; use calibrated weights or water bags with load cell.",
                "Turn key switch S12 to TEST to bypass the overload limiter (yellow lamp on pendant lights).",
                "Position bridge and trolley at mid-span and perform the static test.",
                "Measure the girder deflection at mid-span with the load applied; it must not exceed 0.41 in. (10.5 mm).",
                "Remove the load and check that the girder returns to zero deflection (no permanent set).",
                "Return S12 to NORMAL, remove the key and perform the dynamic test.",
                "Check that the overload limiter trips when hoisting the full static test load.",
                "Record the results in the crane register (Form RC-6) and have the surveyor sign. Stencil the SWL "
                "and the test date on the girder.",
            ],
        ),
        (
            "p",
            "IMPORTANT: Never leave key switch S12 in the TEST position. The key must be kept by the Chief Engineer.",
        ),
    ]
    X = "X"
    p9 = [
        ("h1", "SECTION 7 — PREVENTIVE MAINTENANCE"),
        (
            "table",
            {
                "cols": ["Item", "Daily", "Monthly", "6 months", "Yearly"],
                "w": [3.2, 0.7, 0.7, 0.7, 0.7],
                "size": 9,
                "rows": [
                    ["Emergency stop and limit switch function", X, "", "", ""],
                    ["Wire rope, hook and latch, visual", X, "", "", ""],
                    ["Rope diameter measurement", "", X, "", ""],
                    ["Brake air gap", "", X, "", ""],
                    ["Gearbox oil level", "", X, "", ""],
                    ["Wheel flanges, rail and rail clamps", "", "", X, ""],
                    ["Festoon cable and collector shoes", "", "", X, ""],
                    ["Grease wheel and drum bearings", "", "", X, ""],
                    ["Torque check of end truck and girder bolts", "", "", "", X],
                    ["Hook throat opening (max. 10 % increase) and hook crack test", "", "", "", X],
                    ["Overload limiter check (3.2)", "", "", "", X],
                ],
            },
        ),
        ("h2", "7.1 Lubricants"),
        (
            "table",
            {
                "cols": ["Point", "Lubricant", "Quantity", "Interval"],
                "w": [1.4, 1.6, 1.2, 1.6],
                "size": 9,
                "rows": [
                    [
                        "Hoist gearbox",
                        "ISO VG 220 EP gear oil",
                        "2.1 US qt (2.0 L)",
                        "Change 2,000 h or 2 years",
                    ],
                    [
                        "Trolley and bridge gear motors",
                        "ISO VG 220 synthetic",
                        "0.8 qt (0.75 L) each",
                        "Check every 2 years",
                    ],
                    ["Wheel bearings", "NLGI 2 lithium grease", "2 strokes", "6 months"],
                    ["Rope drum bearing", "NLGI 2 lithium grease", "3 strokes", "6 months"],
                    ["Wire rope", "RL-40 penetrating lubricant", "as required", "3 months / 250 h"],
                ],
            },
        ),
        (
            "p",
            "The hoist gearbox temperature should not exceed 185 °F (85 °C) in continuous operation.",
        ),
        ("h2", "7.2 Bolt Torques"),
        (
            "p",
            "End truck to girder connection bolts 3/4-10 UNC grade 8: 280 ft-lb (380 N·m). Trolley wheel axle bolts: "
            "90 ft-lb (122 N·m). Rail clamp bolts: 140 ft-lb (190 N·m). Use clean, lightly oiled threads.",
        ),
    ]
    p10 = [
        ("h1", "SECTION 8 — TROUBLESHOOTING"),
        (
            "table",
            {
                "cols": ["Fault", "Possible cause", "Action"],
                "w": [1.4, 1.8, 1.9],
                "size": 9,
                "rows": [
                    [
                        "Crane does not start when ON is pressed",
                        "E-stop pressed; main disconnect open; control fuse F3 blown",
                        "Twist E-stop to reset; close disconnect; replace fuse F3 (2 A)",
                    ],
                    [
                        "Hoist will not lift but lowers",
                        "Upper limit switch open; overload limiter tripped",
                        "Lower the hook; check load weight; check relay LR-1",
                    ],
                    [
                        "Load drifts down after stop",
                        "Brake air gap too large; lining worn; oil on rotor",
                        "Adjust gap (4.1); replace rotor",
                    ],
                    [
                        "Hook goes up when DOWN is pressed",
                        "Phase sequence reversed after supply work",
                        "Swap two phases at main supply terminals; re-test limit switches",
                    ],
                    [
                        "Hoist motor thermal trip",
                        "Excessive inching; creep speed used too long; brake dragging",
                        "Reduce inching, max. 40 % ED; check brake release and rectifier",
                    ],
                    [
                        "Bridge skews, wheel flange noise",
                        "Rail misalignment; one bridge brake not releasing",
                        "Check rail gauge (±1/8 in.); check brake coil and rectifier",
                    ],
                    [
                        "Trolley travel jerky",
                        "Festoon cable damaged; loose collector",
                        "Repair cable; tighten",
                    ],
                    [
                        "Rope jumps sheave groove",
                        "Side pull; slack rope",
                        "Stop side pulling; check rope guide",
                    ],
                    [
                        "Overload trips below rated load",
                        "LR-1 drifted; load pin cable damaged",
                        "Recalibrate LR-1 (3.2); check cable",
                    ],
                ],
            },
        ),
        (
            "p",
            "If the cause of a fault cannot be found, contact Ridgeline Field Service, phone +1 216 555 0190, giving "
            "the crane serial number.",
        ),
    ]
    cols = ["Item", "Part No.", "Description", "Qty/crane", "Rec. spare"]
    w = [0.5, 1.0, 3.0, 0.8, 0.8]
    parts = [
        ["1", "RH-5521", "Wire rope 1/2 in. 35×7, 118 ft, with wedge socket", "1", "1"],
        ["2", "RH-2210", "Hook block complete, 5 t, 4-part reeving", "1", "0"],
        ["3", "RH-2214", "Hook safety latch kit", "1", "2"],
        ["4", "RB-100-R", "Brake rotor with lining, hoist", "1", "1"],
        ["5", "RB-100-C", "Brake coil 205 V DC, hoist", "1", "1"],
        ["6", "RB-10-R", "Brake rotor with lining, trolley", "1", "1"],
        ["7", "RB-16-R", "Brake rotor with lining, bridge", "2", "1"],
        ["8", "RE-4801", "Brake rectifier 440 V AC / 205 V DC", "4", "1"],
        ["9", "LS-0310", "Geared limit switch, hoist", "1", "0"],
        ["10", "LS-0322", "Lever limit switch, trolley / bridge travel", "4", "1"],
        ["11", "LS-0330", "Weighted final upper limit switch", "1", "0"],
        ["12", "LR-0001", "Overload relay LR-1 with load pin", "1", "0"],
        ["13", "PB-0808", "Pendant station, 8 buttons, complete", "1", "0"],
        ["14", "PB-0811", "Push button element, 2-step", "8", "2"],
        ["15", "CT-4410", "Main contactor", "1", "1"],
        ["16", "CT-4412", "Reversing contactor, hoist", "2", "1"],
        ["17", "CT-4414", "Reversing contactor, trolley / bridge", "4", "1"],
        ["18", "FU-0002", "Control fuse F3, 2 A", "1", "5"],
        ["19", "TR-4848", "Control transformer 440 / 48 V", "1", "0"],
        ["20", "WH-0125", "Trolley wheel assembly with bearing", "4", "0"],
        ["21", "WH-0200", "Bridge wheel assembly, driven", "2", "0"],
        ["22", "WH-0201", "Bridge wheel assembly, idler", "2", "0"],
        ["23", "BF-0050", "Rubber bumper", "8", "2"],
        ["24", "SH-0300", "Rope sheave with bearing, hook block", "2", "0"],
        ["25", "SH-0310", "Equalizer sheave with pin, trolley", "1", "0"],
        ["26", "GM-1100", "Trolley gear motor 0.75 hp, with brake", "1", "0"],
        ["27", "GM-1200", "Bridge gear motor 1 hp, with brake", "2", "0"],
        ["28", "HM-7510", "Hoist motor 10 hp, 2-speed", "1", "0"],
        ["29", "GB-0500", "Hoist gearbox seal kit", "1", "1"],
        ["30", "FC-0410", "Festoon cable trolley with clamp", "6", "1"],
        ["31", "CS-0100", "Sea fastening pin 1-1/4 in. with lanyard", "2", "0"],
        ["32", "KS-0012", "Key switch S12 (limiter bypass) with 2 keys", "1", "0"],
        ["33", "RL-0040", "Wire rope lubricant RL-40, 1 gal", "–", "2"],
        ["34", "GO-0220", "Gear oil ISO VG 220 EP, 5 US gal pail", "–", "1"],
    ]
    p11 = [
        ("h1", "SECTION 9 — RECOMMENDED SPARE PARTS"),
        (
            "p",
            "Order parts from Ridgeline Hoist & Crane Co., Parts Department, giving the crane serial number (stamped on "
            "the girder nameplate) and the part number.",
        ),
        ("table", {"cols": cols, "w": w, "rows": parts[:28]}),
        ("p", "(continued on next page)"),
    ]
    p12 = [
        ("p", "SECTION 9 — RECOMMENDED SPARE PARTS (continued)", "tibo"),
        ("table", {"cols": cols, "w": w, "rows": parts[28:]}),
        (
            "p",
            "Quantities in the column Rec. spare are recommended for one year of operation at sea.",
        ),
    ]
    return (
        "ridgeline-rtc5m-engine-room-crane.pdf",
        st,
        meta,
        [cover, toc, p3, p4, p5, p6, p7, p8, p9, p10, p11, p12],
    )


# ====================================================================== Korval (JCW preheater)


def _korval_head(c: Ctx, pno: int, n: int) -> None:
    c.rect((56, 30, 539, 48), 0.8)
    c.text(62, 43, "KORVAL  PHU-45", "cobo", 10)
    c.text(56, 43, "SERVICE MANUAL SM-PHU45  ISS. B", "cour", 8, "r", 477)
    c.text(56, 812, f"SM-PHU45 / p. {pno}", "cour", 8, "r", 483)
    c.text(56, 812, "KORVAL HEAT SYSTEMS AS", "cour", 8)


def _fig_preheater(c: Ctx, x0: float, y0: float, x1: float, y1: float) -> None:
    c.rect((x0, y0, x1, y1), 0.4)
    # main engine block
    c.rect((x0 + 15, y0 + 30, x0 + 110, y1 - 20), 1.2, fill=(0.93, 0.93, 0.93))
    c.text(x0 + 26, y0 + 95, "MAIN ENGINE", "hebo", 8)
    c.text(x0 + 34, y0 + 106, "JACKETS", "hebo", 8)
    yt, yb = y0 + 45, y1 - 35
    c.text(x0 + 112, yt - 4, "JCW outlet", "helv", 6)
    c.text(x0 + 112, yb + 10, "JCW inlet", "helv", 6)
    c.line((x0 + 110, yt), (x1 - 40, yt), 1.2)
    c.line((x1 - 40, yt), (x1 - 40, yb), 1.2)
    c.line((x0 + 110, yb), (x1 - 40, yb), 1.2)

    def valve(x, y, tag, vertical=False):
        if vertical:
            pts = [(x - 5, y - 7), (x + 5, y + 7), (x - 5, y + 7), (x + 5, y - 7), (x - 5, y - 7)]
        else:
            pts = [(x - 7, y - 5), (x + 7, y + 5), (x + 7, y - 5), (x - 7, y + 5), (x - 7, y - 5)]
        c.page.draw_polyline(pts, color=(0, 0, 0), fill=(1, 1, 1), width=0.8)
        c.text(x - 12, y - 9, tag, "hebo", 7) if not vertical else c.text(
            x + 8, y + 3, tag, "hebo", 7
        )

    def inst(x, y, yline, tag):
        c.line((x, yline), (x, y + 10), 0.6)
        c.page.draw_circle((x, y), 10, color=(0, 0, 0), fill=(1, 1, 1), width=0.8)
        c.text(x - 9, y + 2.5, tag, "helv", 6)

    valve(x0 + 150, yt, "V-101")
    c.page.draw_circle((x0 + 200, yt), 11, color=(0, 0, 0), fill=(1, 1, 1), width=1.0)
    c.page.draw_polyline(
        [(x0 + 194, yt - 7), (x0 + 209, yt), (x0 + 194, yt + 7)], color=(0, 0, 0), width=0.8
    )
    c.text(x0 + 193, yt + 24, "P-2", "hebo", 8)
    inst(x0 + 235, yt - 30, yt, "PI-05")
    c.rect((x0 + 258, yt - 6, x0 + 278, yt + 6), 0.8, fill=(1, 1, 1))
    c.text(x0 + 256, yt + 18, "FS-01", "hebo", 7)
    # heater vessel in return leg (vertical)
    hx0, hx1 = x1 - 70, x1 - 10
    c.rect((hx0, yt + 20, hx1, yb - 20), 1.2, fill=(0.96, 0.96, 0.96))
    for k, lab in enumerate(("E1", "E2", "E3")):
        yy = yt + 38 + k * 22
        c.line((hx0 + 6, yy), (hx1 - 6, yy), 0.5)
        c.text(hx0 + 22, yy - 2, lab, "helv", 6)
    c.text(hx0 + 8, yb - 26, "H-1  85 L", "hebo", 6.5)
    inst(x1 - 130, yt + 40, yt, "TSH-02")
    c.line((x1 - 40, yt + 60), (x1 - 110, yt + 60), 0.5)
    c.page.draw_circle((x1 - 110, yt + 60), 10, color=(0, 0, 0), fill=(1, 1, 1), width=0.8)
    c.text(x1 - 118, yt + 62.5, "TE-03", "helv", 6)
    c.rect((x1 - 180, yt + 52, x1 - 140, yt + 68), 0.8)
    c.text(x1 - 172, yt + 63, "TC-1", "hebo", 7)
    c.line((x1 - 140, yt + 60), (x1 - 120, yt + 60), 0.5)
    valve(x1 - 40, yt + 12, "V-105", vertical=True)
    c.text(x1 - 28, yt + 25, "vent", "helv", 6)
    valve(x1 - 40, yb - 12, "V-104", vertical=True)
    c.text(x1 - 28, yb - 1, "drain", "helv", 6)
    c.text(x1 - 210, yb - 22, "SV-1 (on H-1) 6 bar", "helv", 6.5)
    valve(x0 + 280, yb, "V-102")
    c.page.draw_polyline(
        [(x0 + 200, yb - 6), (x0 + 200, yb + 6), (x0 + 188, yb), (x0 + 200, yb - 6)],
        color=(0, 0, 0),
        fill=(0, 0, 0),
        width=0.6,
    )
    c.text(x0 + 178, yb - 9, "V-103 NRV", "hebo", 7)
    c.text(x0 + 125, y1 - 8, "PHU-45 skid  (from / to ME JCW main system)", "helv", 7)


def _korval() -> tuple:
    st = Style("cour", "cobo", 8.6, _korval_head, hsize=(11.0, 9.5, 9.0), rule_h1=False)
    meta = {"title": "PHU-45 Service Manual", "author": "Korval Heat Systems AS"}
    cover = [
        ("gap", 30),
        ("center", "KORVAL HEAT SYSTEMS AS", "cobo", 16),
        ("gap", 60),
        ("center", "PHU-45", "hebo", 40),
        ("gap", 10),
        ("center", "JACKET WATER PREHEATING UNIT", "hebo", 16),
        ("center", "45 kW  440 V 3~ 60 Hz", "helv", 12),
        ("gap", 40),
        ("center", "SERVICE MANUAL  SM-PHU45  ISS. B", "cour", 12),
        ("center", "Installation / Operation / Maintenance / Spares", "cour", 10),
        ("gap", 200),
        (
            "center",
            "For ME jacket cooling water (JCW) preheating in port and standby.",
            "cour",
            8.5,
        ),
    ]
    toc = [
        ("h1", "CONTENTS"),
        (
            "toc",
            [
                ("1", "GENERAL / MAIN DATA", 3, 0),
                ("2", "SYSTEM DESCRIPTION", 4, 0),
                ("3", "CONTROL AND INTERLOCKS", 5, 0),
                ("4", "SETTINGS", 6, 0),
                ("5", "ALARMS", 7, 0),
                ("6", "START-UP / SHUT-DOWN", 8, 0),
                ("7", "MAINTENANCE", 9, 0),
                ("8", "TROUBLESHOOTING", 10, 0),
                ("9", "SPARE PARTS", 11, 0),
            ],
        ),
    ]
    p3 = [
        ("h1", "1  GENERAL"),
        (
            "p",
            "PHU-45 = skid-mounted electric preheater for ME jacket cooling water (JCW). Keeps ME warm in port / "
            "standby, JCW at ME outlet 60...70 °C. Avoids cold start, reduces liner wear and cold corrosion.",
        ),
        ("p", "Min. JCW temp before ME start: see ME maker's instr."),
        ("h2", "1.1  MAIN DATA"),
        (
            "table",
            {
                "cols": ["ITEM", "VALUE", "REMARKS"],
                "w": [1.3, 1.6, 1.6],
                "ruled": False,
                "size": 8.3,
                "rows": [
                    ["Heater output", "45 kW", "3 x 15 kW elements"],
                    ["Supply", "440 V / 3 ph / 60 Hz", ""],
                    ["Rated current", "59 A heater", "+ 4,6 A pump"],
                    ["Circ. pump P-2", "12 m3/h @ 2,0 bar", "2,2 kW, 3450 rpm"],
                    ["Heater vessel H-1", "85 L", "design 6 bar / test 9 bar"],
                    ["Safety valve SV-1", "6 bar (87 psi)", "on H-1 top"],
                    ["Max. JCW temp", "95 °C (203 °F)", "TSH-02 trip"],
                    ["Control voltage", "230 V AC / 24 V DC", ""],
                    ["Enclosure", "IP54 ctrl panel", "IP44 HTR terminal box"],
                    ["Dry weight", "310 kg", ""],
                    ["Dimensions L x W x H", "1450 x 700 x 1250 mm", ""],
                ],
            },
        ),
        ("h2", "1.2  ABBREVIATIONS"),
        (
            "table",
            {
                "cols": ["", "", "", ""],
                "w": [0.6, 1.6, 0.6, 1.6],
                "ruled": False,
                "hdr": False,
                "size": 8.3,
                "rows": [
                    ["JCW", "jacket cooling water", "Chk", "check"],
                    ["HTR", "heater", "Adj", "adjust"],
                    ["FS", "flow switch", "Repl", "replace"],
                    ["TC", "temp controller", "NRV", "non-return valve"],
                    ["TSH", "temp switch high", "O/L", "overload"],
                    ["ME", "main engine", "sel", "selector"],
                ],
            },
        ),
    ]
    p4 = [
        ("h1", "2  SYSTEM DESCRIPTION"),
        (
            "p",
            "Unit connected in parallel to ME JCW circuit (Fig. 2). P-2 draws from ME jacket outlet, pumps via "
            "FS-01 through heater vessel H-1, returns to ME jacket inlet via NRV V-103. With ME running: P-2 off, "
            "JCW main pumps circulate, V-103 prevents reverse flow through unit.",
        ),
        ("draw", _fig_preheater, 215),
        ("p", "Fig. 2  PHU-45 flow diagram"),
        ("h2", "2.1  COMPONENTS"),
        (
            "bul",
            [
                "H-1   Heater vessel 85 L, 3 flanged elements E1...E3 (15 kW each, Incoloy 825 sheath).",
                "P-2   Centrifugal circ. pump, mech. seal, 2,2 kW.",
                "FS-01 Paddle-type flow switch in P-2 discharge.",
                "TE-03 Pt100 at H-1 outlet, input to TC-1.",
                "TSH-02 Capillary safety thermostat, manual reset.",
                "V-101 / V-102 Isolating valves DN50. V-104 drain, V-105 air vent.",
            ],
            "-",
        ),
    ]
    p5 = [
        ("h1", "3  CONTROL AND INTERLOCKS"),
        ("h2", "3.1  MODES"),
        ("p", "Sel S1 on panel: OFF / MAN / AUTO. Normal = AUTO."),
        (
            "bul",
            [
                "AUTO: unit runs when ME RUNNING signal absent (pot.-free contact from ME safety system, "
                "open = ME stopped).",
                "MAN: P-2 + HTR run regardless of ME signal. FS-01 + TSH-02 still active. Only for test / "
                "commissioning. NOT w/ ME running.",
            ],
            "-",
        ),
        ("h2", "3.2  TEMP CONTROL"),
        ("p", "TC-1 (sensor TE-03 at H-1 outlet) switches elements in 2 steps:"),
        (
            "table",
            {
                "cols": ["STEP", "ELEMENTS", "ON BELOW", "OFF ABOVE"],
                "w": [0.6, 1, 1, 1],
                "rows": [["1", "E1", "63 °C", "68 °C"], ["2", "E2 + E3", "58 °C", "63 °C"]],
            },
        ),
        ("p", "Factory SP 65 °C. Adj range 40...85 °C."),
        ("h2", "3.3  INTERLOCKS"),
        (
            "table",
            {
                "cols": ["CONDITION", "P-2", "HTR", "ALARM"],
                "w": [2.2, 1.2, 1.4, 0.7],
                "size": 8,
                "rows": [
                    ["ME RUNNING signal present", "OFF after run-on", "OFF immediately", "-"],
                    ["FS-01 open (flow < 4,0 m3/h) > 10 s", "runs", "OFF", "A-101"],
                    ["TSH-02 > 95 °C", "runs", "OFF, man. reset", "A-102"],
                    ["P-2 O/L tripped", "OFF", "OFF", "A-103"],
                    ["Emergency stop pressed", "OFF", "OFF", "A-107"],
                ],
            },
        ),
        (
            "p",
            "HTR cannot switch ON until P-2 runs + FS-01 closed 10 s (flow proven, timer KT-1). After HTR OFF, P-2 "
            "runs on 3 min to remove residual heat from elements (run-on timer KT-2).",
        ),
        ("box", "!", "DO NOT bypass FS-01. Elements burn out in < 1 min w/o flow."),
    ]
    p6 = [
        ("h1", "4  SETTINGS"),
        ("p", "Factory settings. Record any change in unit log."),
        (
            "table",
            {
                "cols": ["TAG", "SET POINT", "DIFF.", "DELAY", "RESET", "ADJ. RANGE"],
                "w": [1.4, 1.3, 0.7, 0.7, 1.1, 1.1],
                "size": 8,
                "rows": [
                    ["TC-1 (HTR control)", "65 °C", "5 K", "-", "auto", "40...85 °C"],
                    ["TSH-02 (safety)", "95 °C", "-", "-", "manual", "80...110 °C"],
                    ["TAL on TE-03 (low temp alarm)", "45 °C", "2 K", "60 s", "auto", "30...60 °C"],
                    [
                        "FS-01 (flow, falling)",
                        "4,0 m3/h",
                        "0,5 m3/h",
                        "10 s",
                        "auto",
                        "2...10 m3/h",
                    ],
                    ["KT-1 flow proving", "10 s", "-", "-", "-", "1...30 s"],
                    ["KT-2 pump run-on", "3 min", "-", "-", "-", "0...10 min"],
                    ["Q2 P-2 O/L relay", "4,6 A", "-", "class 10", "manual", "4...6,3 A"],
                    ["SV-1 safety valve", "6 bar", "-", "-", "-", "fixed"],
                ],
            },
        ),
        ("h2", "4.1  ADJ TC-1 SET POINT"),
        (
            "steps",
            [
                "Sel S1 -> OFF.",
                "On TC-1 press SET 3 s. 'SP' shown.",
                (
                    "Adj SP:",
                    [
                        "UP / DN keys to new value.",
                        "Confirm w/ SET.",
                        "Wait 5 s, display returns to PV.",
                    ],
                ),
                "Chk hysteresis param 'HY' = 5 K (menu level 2, code 22).",
                "S1 -> AUTO. Verify step 1 cuts in at SP -2 K.",
            ],
        ),
        ("h2", "4.2  TSH-02 TEST"),
        (
            "p",
            "Turn TSH-02 dial below actual JCW temp -> HTR must trip, A-102. Reset dial to 95 °C. Press reset button "
            "under cap. Reset panel.",
        ),
    ]
    p7 = [
        ("h1", "5  ALARMS"),
        (
            "p",
            "All alarms: lamp on panel + common alarm contact to ECR alarm system (NC, opens on alarm). Code shown on "
            "panel display.",
        ),
        (
            "table",
            {
                "cols": ["CODE", "TEXT", "CAUSE", "EFFECT"],
                "w": [0.6, 1.3, 2.2, 1.4],
                "size": 8,
                "rows": [
                    ["A-101", "FLOW LOW", "FS-01 open > 10 s w/ P-2 running", "HTR OFF"],
                    ["A-102", "HTR OVERTEMP", "TSH-02 tripped, >= 95 °C", "HTR OFF, latched"],
                    ["A-103", "PUMP TRIP", "Q2 O/L tripped", "P-2 + HTR OFF"],
                    ["A-104", "JCW TEMP LOW", "TE-03 < 45 °C for 60 s, AUTO, HTR on", "alarm only"],
                    [
                        "A-105",
                        "ELEMENT FAULT",
                        "Current imbalance > 15 % betw. phases (CT monitor)",
                        "faulty step OFF",
                    ],
                    ["A-106", "TE-03 FAIL", "Sensor open / short (< -20 or > 150 °C)", "HTR OFF"],
                    ["A-107", "EM STOP", "E-stop on panel pressed", "all OFF"],
                    [
                        "A-108",
                        "HTR ON / ME RUN",
                        "HTR contactor K1 closed > 5 s w/ ME running (welded contacts)",
                        "alarm; open Q1 by hand",
                    ],
                    ["A-109", "CTRL VOLT FAIL", "24 V DC missing", "all OFF"],
                ],
            },
        ),
        ("h2", "5.1  RESET"),
        (
            "p",
            "Rectify cause -> press RESET on panel. A-102: first reset TSH-02 locally (unscrew cap, press red button), "
            "then panel. A-108: do not reset before K1 chkd / repl.",
        ),
    ]
    p8 = [
        ("h1", "6  START-UP / SHUT-DOWN"),
        ("h2", "6.1  FIRST START / AFTER DRAINING"),
        (
            "steps",
            [
                "Chk JCW system filled, expansion tank level normal.",
                "Open V-101, V-102. Close drain V-104.",
                (
                    "Vent H-1:",
                    [
                        "Open air vent V-105 until water w/o air.",
                        "Close V-105.",
                        "Repeat after 10 min pump run.",
                    ],
                ),
                "Chk P-2 rotation: S1 -> MAN, Q1 (HTR breaker) OFF. Jog P-2; compare arrow on fan cowl.",
                "Chk PI-05: disch. press approx. 2,0 bar above suction.",
                "Chk FS-01 closes (lamp FLOW OK).",
                "Q1 ON. Chk HTR current approx. 19,7 A per element (each phase).",
                "S1 -> AUTO.",
            ],
        ),
        ("h2", "6.2  BEFORE ME START"),
        (
            "p",
            "Preheat >= 6 h before ME start from cold (ER temp 20 °C). Heating rate approx. 8...10 K/h, depends on ME "
            "size. Chk JCW temp at ME outlet before start.",
        ),
        ("h2", "6.3  SHUT-DOWN / LONG STOP"),
        (
            "p",
            "S1 -> OFF. P-2 stops after run-on (3 min). Dry dock / lay-up: Q1 + Q2 OFF, lock out, drain via V-104. "
            "Frost risk: drain H-1 + P-2 casing.",
        ),
    ]
    X = "X"
    p9 = [
        ("h1", "7  MAINTENANCE"),
        (
            "table",
            {
                "cols": ["TASK", "500 h", "2000 h", "4000 h", "8000 h"],
                "w": [3, 0.7, 0.7, 0.7, 0.7],
                "size": 8,
                "rows": [
                    ["Chk FS-01 function (throttle V-102)", X, "", "", ""],
                    ["Chk TSH-02 trip (4.2)", "", X, "", ""],
                    ["P-2 mech seal leak chk", X, "", "", ""],
                    ["Insulation test elements (7.1)", "", X, "", ""],
                    ["Chk / retighten power terminals", "", X, "", ""],
                    ["Chk contactor K1...K3 contacts", "", "", X, ""],
                    ["Calibrate TE-03 / TC-1", "", "", X, ""],
                    ["Descale heater elements", "", "", "", X],
                    ["Repl P-2 motor bearings", "", "", "", X],
                ],
            },
        ),
        ("h2", "7.1  ELEMENT INSULATION TEST"),
        (
            "p",
            "Q1 OFF + lock out. Disconnect element leads. Megger each element to earth w/ 500 V DC. Min. 1 MΩ "
            "(cold). Below 1 MΩ: dry out or Repl. Cold resistance each heating leg 38,7 Ω ± 5 %.",
        ),
        ("h2", "7.2  ELEMENT REPLACEMENT"),
        (
            "steps",
            [
                "Isolate: Q1 OFF, lock out. Close V-101 / V-102. Drain H-1 via V-104.",
                "Disconnect leads, mark phases.",
                "Remove 8 x M16 flange bolts. Pull element straight out (length 1120 mm, allow clearance).",
                "Fit new flange gasket.",
                "Torque flange bolts crosswise in 2 stages: 60 Nm, then 120 Nm.",
                "Refill, vent (6.1 step 3), leak test at working press., megger, restart.",
            ],
        ),
    ]
    p10 = [
        ("h1", "8  TROUBLESHOOTING"),
        (
            "table",
            {
                "cols": ["FAULT", "POSSIBLE CAUSE", "ACTION"],
                "w": [1.4, 2, 2],
                "size": 8,
                "rows": [
                    [
                        "JCW temp does not reach SP",
                        "One element / step failed; SP too low; JCW 3-way valve in "
                        "cooler position (heat lost in cooler)",
                        "Chk element currents; chk SP; put JCW temp control valve to bypass",
                    ],
                    [
                        "A-101 repeatedly",
                        "Air in system; V-101 / V-102 partly closed; P-2 wrong rotation",
                        "Vent H-1; open valves; chk rotation",
                    ],
                    [
                        "HTR trips on A-102",
                        "No flow but FS-01 stuck closed; TC-1 fault; TE-03 loose in pocket",
                        "Chk flow + FS-01 paddle; chk TC-1; refit TE-03 w/ paste",
                    ],
                    [
                        "P-2 trips (A-103)",
                        "Bearing seized; O/L set too low; phase loss",
                        "Chk motor current (rated 4,6 A); chk fuses",
                    ],
                    [
                        "Unit does not start w/ ME stopped",
                        "ME RUNNING contact still closed; S1 not in AUTO",
                        "Chk signal from ME safety system",
                    ],
                    [
                        "Earth fault on switchboard when HTR on",
                        "Moisture in HTR terminal box; element insulation low",
                        "Megger (7.1); dry terminal box",
                    ],
                    [
                        "P-2 noisy / cavitation",
                        "Low expansion tank level; suction valve throttled",
                        "Top up; open V-101 fully",
                    ],
                ],
            },
        ),
    ]
    p11 = [
        ("h1", "9  SPARE PARTS"),
        ("p", "Order w/ unit serial no. (plate on panel door) + part no."),
        (
            "table",
            {
                "cols": ["ITEM", "PART NO.", "DESCRIPTION", "QTY/UNIT", "REC. SPARE"],
                "w": [0.5, 0.9, 2.8, 0.8, 0.8],
                "size": 8,
                "rows": [
                    ["1", "45-101", "Heating element 15 kW 440 V, flanged", "3", "1"],
                    ["2", "45-310", "Gasket, element flange", "3", "6"],
                    ["3", "45-220", "Flow switch FS-01, paddle type", "1", "1"],
                    ["4", "45-230", "Safety thermostat TSH-02", "1", "1"],
                    ["5", "45-240", "Temp sensor TE-03, Pt100", "1", "1"],
                    ["6", "45-250", "Temp controller TC-1", "1", "0"],
                    ["7", "45-401", "Circ. pump P-2, complete", "1", "0"],
                    ["8", "45-402", "Mech. seal kit P-2", "1", "1"],
                    ["9", "45-510", "Contactor K1...K3, 32 A", "3", "1"],
                    ["10", "45-520", "O/L relay Q2, 4...6,3 A", "1", "0"],
                    ["11", "45-530", "Timer relay KT-1 / KT-2", "2", "1"],
                    ["12", "45-600", "NRV V-103, DN50", "1", "0"],
                ],
            },
        ),
    ]
    return (
        "korval-phu45-jcw-preheater.pdf",
        st,
        meta,
        [cover, toc, p3, p4, p5, p6, p7, p8, p9, p10, p11],
    )


# ====================================================================== Sonavox (PA / GA)


def _sonavox_head(c: Ctx, pno: int, n: int) -> None:
    c.rect((56, 28, 539, 46), 0, fill=(0.15, 0.15, 0.15), color=None)
    c.text(56, 58, "Sonavox Marine Systems", "hebo", 8)
    c.text(56, 58, "SVX-PAGA 2400  |  Installation, Operation and Maintenance", "helv", 8, "r", 483)
    c.line((56, 62), (539, 62), 0.4)
    c.line((56, 798), (539, 798), 0.4)
    c.text(56, 810, "Doc. SVX-2400-OM-01  Issue 4", "helv", 7.5)
    c.text(56, 810, f"Page {pno} of {n}", "helv", 7.5, "r", 483)


def _fig_paga(c: Ctx, x0: float, y0: float, x1: float, y1: float) -> None:
    c.rect((x0, y0, x1, y1), 0.4)

    def box(x, y, w, h, lines, bold=False):
        c.rect((x, y, x + w, y + h), 0.8, fill=(1, 1, 1))
        for k, t in enumerate(lines):
            c.text(x + 4, y + 11 + k * 9, t, "hebo" if (bold and k == 0) else "helv", 6.8)

    for k, t in enumerate(("MS-1 Bridge", "MS-2 ECR", "MS-3 Fire ctrl st.", "MS-4 CCR")):
        box(x0 + 8, y0 + 10 + k * 28, 78, 20, [t])
        c.line((x0 + 86, y0 + 20 + k * 28), (x0 + 120, y0 + 20 + k * 28), 0.6)
    box(x0 + 8, y0 + 125, 78, 20, ["PB-GA push-button"])
    box(x0 + 8, y0 + 153, 78, 28, ["Fire detection", "panel -> IN-3"])
    c.line((x0 + 86, y0 + 135), (x0 + 120, y0 + 135), 0.6)
    c.line((x0 + 86, y0 + 167), (x0 + 120, y0 + 167), 0.6)
    box(x0 + 120, y0 + 10, 90, 170, ["System", "controller", "SVX-CTL24"], bold=True)
    for k, t in enumerate(("AMP A1 ... A4", "Standby SA", "AMP B1 ... B4", "Standby SB")):
        box(x0 + 245, y0 + 12 + k * 42, 85, 24, [t])
        c.line((x0 + 210, y0 + 24 + k * 42), (x0 + 245, y0 + 24 + k * 42), 0.6)
    for k, t in enumerate(("Lines A1 - A4 (100 V)", "to zones Z01 - Z12", "Lines B1 - B4 (100 V)")):
        c.text(x0 + 352, y0 + 30 + k * 40, t, "helv", 6.8)
    c.line((x0 + 330, y0 + 24), (x0 + 350, y0 + 24), 0.6)
    c.line((x0 + 330, y0 + 108), (x0 + 350, y0 + 108), 0.6)
    box(x0 + 352, y0 + 125, 110, 20, ["K-GA -> whistle / bells"])
    box(x0 + 352, y0 + 152, 110, 20, ["Beacons BE-1 ... BE-6"])
    c.line((x0 + 210, y0 + 135), (x0 + 352, y0 + 135), 0.6)
    c.line((x0 + 210, y0 + 162), (x0 + 352, y0 + 162), 0.6)
    box(x0 + 8, y0 + 190, 100, 18, ["Main SWB 230 V AC"])
    box(x0 + 120, y0 + 190, 100, 18, ["Em. SWB 230 V AC"])
    box(x0 + 245, y0 + 190, 85, 18, ["ACO + charger"])
    box(x0 + 352, y0 + 190, 110, 18, ["BAT 24 V 200 Ah"])
    c.line((x0 + 108, y0 + 199), (x0 + 120, y0 + 199), 0.6)
    c.line((x0 + 220, y0 + 199), (x0 + 245, y0 + 199), 0.6)
    c.line((x0 + 330, y0 + 199), (x0 + 352, y0 + 199), 0.6)


def _sonavox() -> tuple:
    st = Style("helv", "hebo", 8.8, _sonavox_head, top=70.0, hsize=(12.5, 10.0, 9.0))
    meta = {
        "title": "SVX-PAGA 2400 Installation, Operation and Maintenance",
        "author": "Sonavox Marine Systems Ltd",
    }
    cover = [
        ("gap", 40),
        ("center", "SONAVOX", "hebo", 34),
        ("center", "MARINE SYSTEMS LTD  ·  SOUTHAMPTON", "helv", 9),
        ("gap", 90),
        ("center", "SVX-PAGA 2400", "hebo", 24),
        ("center", "Public Address and General Emergency Alarm System", "helv", 14),
        ("gap", 20),
        ("center", "Installation, Operation and Maintenance Manual", "helv", 12),
        ("gap", 200),
        ("center", "Document SVX-2400-OM-01   Issue 4", "helv", 9),
    ]
    toc = [
        ("h1", "Contents"),
        (
            "toc",
            [
                ("1", "Introduction", 3, 0),
                ("2", "Technical Data", 4, 0),
                ("3", "Loudspeaker Zones", 5, 0),
                ("4", "Alarm Signals and Priorities", 6, 0),
                ("5", "Power Supply and Battery Backup", 7, 0),
                ("6", "Loudspeaker Line Monitoring", 8, 0),
                ("7", "Operation", 9, 0),
                ("8", "Maintenance", 10, 0),
                ("8.1", "Spare Parts", 10, 1),
            ],
        ),
    ]
    p3 = [
        ("h1", "1  INTRODUCTION"),
        (
            "cols",
            [
                ("h2", "1.1  Purpose of this Manual"),
                (
                    "p",
                    "This manual describes the installation, operation and maintenance of the SVX-PAGA 2400 public "
                    "address and general alarm system. It is intended for ship's officers and electro-technical officers "
                    "who are responsible for the system.",
                ),
                ("h2", "1.2  System Overview"),
                (
                    "p",
                    "The SVX-PAGA 2400 combines the public address (PA) system and the general emergency alarm (GA) "
                    "system in one 19-inch central equipment rack, normally installed in the radio room or the ship's "
                    "office. The system complies with SOLAS Chapter III and the LSA Code, Chapter VII, and is type "
                    "approved by the major classification societies.",
                ),
            ],
            [
                (
                    "p",
                    "The central rack contains two identical power amplifier groups, System A and System B. The "
                    "loudspeakers of each zone are divided between the two systems, so that the failure of one amplifier "
                    "group or one cable does not silence any zone completely. Each system has one standby amplifier "
                    "module which replaces a failed channel automatically.",
                ),
                (
                    "p",
                    "Announcements can be made from four microphone stations: Bridge (MS-1), Engine Control Room (MS-2), "
                    "Fire Control Station (MS-3) and Cargo Control Room (MS-4). The general alarm is initiated from the "
                    "GA push-button on the bridge or at the fire control station.",
                ),
            ],
        ),
        (
            "box",
            "NOTE",
            "The terms 'general alarm', 'general emergency alarm' and 'GA' have the same meaning in this "
            "manual. The term 'rack' refers to the central equipment rack SVX-R24.",
        ),
        (
            "box",
            "WARNING",
            "Hazardous voltage (100 V audio lines and 230 V AC mains) is present inside the rack. Only "
            "qualified personnel shall open the rack doors or work on loudspeaker lines. Isolate the mains "
            "and the battery before removing any module.",
        ),
    ]
    p4 = [
        ("h1", "2  TECHNICAL DATA"),
        (
            "table",
            {
                "cols": ["Parameter", "Value"],
                "w": [1.3, 2.7],
                "rows": [
                    [
                        "Amplifier output",
                        "4 × 240 W per system (System A and System B), class D, 100 V line",
                    ],
                    ["Standby amplifiers", "1 × 240 W per system, automatic change-over"],
                    ["Frequency response", "150 Hz – 12 kHz (−3 dB)"],
                    ["Signal-to-noise ratio", "> 85 dB"],
                    [
                        "Mains supply",
                        "230 V AC ± 10 %, 60 Hz, from main and emergency switchboards",
                    ],
                    ["Power consumption", "max. 1.4 kVA (full alarm load)"],
                    ["Emergency supply", "24 V DC internal battery (operating range 21 – 30 V DC)"],
                    ["Battery", "24 V, 200 Ah (4 × 12 V 100 Ah VRLA blocks)"],
                    ["Battery charger", "24 V / 20 A, temperature compensated"],
                    ["Operating temperature", "−15 °C to +55 °C (5 °F to 131 °F)"],
                    ["Rack dimensions (W × D × H)", "600 × 800 × 2000 mm"],
                    ["Rack weight", "148 kg without batteries"],
                ],
            },
        ),
        ("h2", "2.1  Sound Pressure Requirements"),
        (
            "cols",
            [
                (
                    "p",
                    "The general alarm signal shall be audible throughout all accommodation and normal crew working "
                    "spaces. The sound pressure level shall be at least 80 dB(A) and at least 10 dB(A) above the ambient "
                    "noise level with the ship underway in moderate weather.",
                ),
                (
                    "p",
                    "In cabins, the sound pressure level at the sleeping position shall be at least 75 dB(A) and at least "
                    "10 dB(A) above the ambient noise level.",
                ),
            ],
            [
                (
                    "p",
                    "In high-noise areas such as the engine room, where the ambient level may exceed 100 dB(A), red "
                    "flashing beacons BE-1 to BE-6 are fitted in addition to the horn loudspeakers. The beacons flash "
                    "whenever the GA or fire alarm signal is broadcast.",
                ),
                (
                    "p",
                    "The sound pressure level should not exceed 120 dB(A) at any position where persons may be present.",
                ),
            ],
        ),
    ]
    zcols = ["Zone", "Area", "Loudspeakers A / B", "Channel", "Load (W)"]
    zw = [0.5, 2.6, 1.0, 0.8, 0.7]
    zones = [
        ["Z01", "Wheelhouse and bridge wings", "3 / 3", "A1 / B1", "36"],
        ["Z02", "Navigation deck cabins", "8 / 7", "A1 / B1", "60"],
        ["Z03", "C-deck, captain and officers' cabins", "10 / 10", "A1 / B1", "80"],
        ["Z04", "B-deck crew cabins", "12 / 12", "A2 / B2", "96"],
        ["Z05", "A-deck mess rooms, galley and hospital", "9 / 9", "A2 / B2", "72"],
        ["Z06", "Upper deck corridors and changing rooms", "8 / 8", "A2 / B2", "64"],
        ["Z07", "Engine control room and workshop", "2 / 2", "A3 / B3", "40"],
        [
            "Z08",
            "Engine room upper and middle platforms (horn loudspeakers 15 W)",
            "4 / 4",
            "A3 / B3",
            "120",
        ],
        ["Z09", "Engine room floor and purifier room", "3 / 3", "A3 / B3", "90"],
        ["Z10", "Steering gear room and emergency generator room", "1 / 1", "A4 / B4", "30"],
        ["Z11", "Open deck forward, forecastle and mooring stations", "3 / 3", "A4 / B4", "90"],
        ["Z12", "Open deck aft and lifeboat embarkation stations", "2 / 2", "A4 / B4", "60"],
    ]
    p5 = [
        ("h1", "3  LOUDSPEAKER ZONES"),
        (
            "cols",
            [
                (
                    "p",
                    "The ship is divided into 12 loudspeaker zones. Each zone can be selected individually from the "
                    "microphone stations or together by the ALL CALL key.",
                ),
                (
                    "p",
                    "Emergency announcements and alarm signals are always broadcast to all zones at full level, "
                    "regardless of the setting of the cabin volume controls, which are overridden by the 24 V priority "
                    "relay.",
                ),
            ],
            [
                (
                    "p",
                    "The loudspeakers of every zone are connected alternately to System A and System B. The table below "
                    "gives the number of loudspeakers on each system, the amplifier channel and the connected load "
                    "(sum of both systems) as recorded at delivery.",
                ),
            ],
        ),
        (
            "box",
            "CAUTION",
            "The connected load of a 100 V amplifier channel must not exceed 80 % of its rated output "
            "(192 W for a 240 W channel). Loudspeakers added after delivery must be entered in the zone "
            "table and the line reference impedance must be stored again (see 6.1).",
        ),
        ("draw", _fig_paga, 215),
        ("p", "Fig. 3-1  System block diagram (simplified)"),
        ("table", {"cols": zcols, "w": zw, "rows": zones[:9]}),
    ]
    p6 = [
        ("table", {"cols": zcols, "w": zw, "rows": zones[9:], "hdr": False}),
        ("h1", "4  ALARM SIGNALS AND PRIORITIES"),
        (
            "cols",
            [
                (
                    "p",
                    "Every audio source has a fixed priority. A source of higher priority always interrupts a source "
                    "of lower priority; the interrupted source resumes when the higher priority source ends.",
                ),
            ],
            [
                (
                    "p",
                    "The signal tones are generated in the system controller and cannot be changed by the user. A "
                    "three-tone chime (1.2 s) precedes each normal announcement.",
                ),
            ],
        ),
        (
            "table",
            {
                "cols": ["Priority", "Source", "Signal", "Zones"],
                "w": [0.6, 1.9, 2.2, 0.9],
                "size": 8.3,
                "rows": [
                    ["1", "Bridge microphone MS-1 with EMERGENCY key", "Voice", "All"],
                    [
                        "2",
                        "General emergency alarm (GA)",
                        "7 short + 1 long: 1 s tone / 1 s pause × 7, then "
                        "6 s tone; 800 Hz; repeated",
                        "All",
                    ],
                    [
                        "3",
                        "Fire alarm (from fire detection panel, input IN-3)",
                        "Continuous alternating tone 970 / 800 Hz, 0.5 s each",
                        "All",
                    ],
                    [
                        "4",
                        "Emergency announcement from MS-2, MS-3 or MS-4 (EMERGENCY key)",
                        "Voice",
                        "All",
                    ],
                    ["5", "Normal announcement, any station", "Chime + voice", "Selected"],
                    ["6", "Background music / radio", "Programme", "Selected"],
                    ["–", "Test tone (service menu)", "1 kHz sine", "Selected line"],
                ],
            },
        ),
        (
            "box",
            "WARNING",
            "Do not use the general alarm signal for drills without a prior announcement on the PA "
            "system. Never disconnect the GA input or inhibit a zone while the ship is in service.",
        ),
    ]
    p7 = [
        ("h1", "5  POWER SUPPLY AND BATTERY BACKUP"),
        (
            "cols",
            [
                (
                    "p",
                    "The system is supplied from the main switchboard and from the emergency switchboard (230 V AC) via "
                    "an automatic change-over unit in the rack. If both AC supplies fail, the internal 24 V battery takes "
                    "over without interruption.",
                ),
                (
                    "p",
                    "The battery consists of four 12 V 100 Ah VRLA blocks connected as two parallel strings of 24 V. "
                    "The capacity is dimensioned for 18 hours standby followed by 30 minutes of general alarm at full "
                    "output.",
                ),
                ("h2", "5.1  Battery Charger"),
                (
                    "p",
                    "The charger is temperature compensated with a reference of 20 °C. Float voltage is 27.3 V at "
                    "20 °C; boost charge is 28.8 V for max. 8 hours. The charger recharges a discharged battery to 80 % "
                    "of its capacity within 10 hours.",
                ),
            ],
            [
                ("h2", "5.2  Battery Supervision"),
                (
                    "p",
                    "The battery voltage is monitored continuously. The BATTERY LOW warning is given at 23.0 V. The "
                    "deep-discharge protection disconnects the battery at 21.0 V to prevent damage to the blocks.",
                ),
                (
                    "p",
                    "Every 4 hours the controller performs a 10-second battery circuit test by reducing the charger "
                    "output. A high circuit resistance (loose terminal, failed block) gives the fault message F24 (BATT CIRCUIT).",
                ),
                (
                    "p",
                    "The design life of the VRLA blocks is 5 years at 20 °C. The life is approximately halved for every "
                    "10 °C of permanent temperature rise; keep the rack location below 30 °C where possible.",
                ),
            ],
        ),
        (
            "box",
            "CAUTION",
            "Replace all four battery blocks at the same time. Do not mix new and old blocks or blocks of "
            "different makes. Tighten the terminal screws (M6) to 6 N·m.",
        ),
        (
            "box",
            "WARNING",
            "Batteries can release hydrogen during boost charging. Keep the ventilation openings of the "
            "rack free. No naked flames or sparks near the battery compartment.",
        ),
    ]
    p8 = [
        ("h1", "6  LOUDSPEAKER LINE MONITORING"),
        (
            "cols",
            [
                (
                    "p",
                    "Every loudspeaker line is monitored for open circuit, short circuit and earth fault. The "
                    "monitoring uses an inaudible 20 kHz pilot tone superimposed on the 100 V line at low level. The "
                    "impedance of each line is measured every 60 seconds and compared with the reference value stored at "
                    "commissioning.",
                ),
                (
                    "p",
                    "A deviation of more than ± 20 % from the reference impedance gives a line fault. An earth fault "
                    "is reported when the insulation resistance of any line to the hull falls below 50 kΩ.",
                ),
            ],
            [
                ("h2", "6.1  Storing the Reference Impedance"),
                (
                    "steps",
                    [
                        "Check that all loudspeakers of the line are connected and the line is in good condition.",
                        "On the controller front panel select SERVICE > LINE REF.",
                        "Select the line (e.g. A3) and press ENTER. The measured impedance is displayed.",
                        "Press ENTER again to store the value as reference.",
                        "Repeat for all eight lines A1 – A4 and B1 – B4.",
                    ],
                ),
            ],
        ),
        (
            "box",
            "NOTE",
            "An end-of-line module SVX-EOL20 must be fitted at the last loudspeaker of every line. Without "
            "it, a break in the last section of the line is not detected.",
        ),
        ("h2", "6.2  Fault Messages"),
        (
            "table",
            {
                "cols": ["Code", "Message", "Meaning"],
                "w": [0.5, 1.5, 3.2],
                "size": 8.3,
                "rows": [
                    [
                        "F01",
                        "AMP FAULT A1…B4",
                        "Amplifier channel failed; standby amplifier switched in",
                    ],
                    ["F02", "STANDBY AMP IN USE", "Standby amplifier replaces a failed channel"],
                    ["F11", "LINE OPEN", "Line impedance more than 20 % above reference"],
                    ["F12", "LINE SHORT", "Line impedance more than 20 % below reference"],
                    ["F13", "EARTH FAULT", "Insulation of a line to hull below 50 kΩ"],
                    ["F21", "MAINS FAIL", "Both AC supplies lost; system on battery"],
                    ["F22", "BATTERY LOW", "Battery voltage below 23.0 V"],
                    ["F23", "CHARGER FAULT", "Charger output missing or out of tolerance"],
                    ["F24", "BATT CIRCUIT", "High resistance in battery circuit (4-hourly test)"],
                    [
                        "F31",
                        "MIC STATION",
                        "No communication with a microphone station for more than 10 s",
                    ],
                    ["F41", "GA INPUT LINE", "Open or short circuit on GA push-button line"],
                ],
            },
        ),
    ]
    p9 = [
        ("h1", "7  OPERATION"),
        (
            "cols",
            [
                ("h2", "7.1  Making an Announcement"),
                (
                    "steps",
                    [
                        "Select the zone(s) on the microphone station, or press ALL CALL.",
                        "Press and hold the PTT key. Wait until the chime has finished and the green SPEAK lamp is lit.",
                        "Speak clearly, 5 – 10 cm from the microphone.",
                        "Release the PTT key.",
                    ],
                ),
                ("h2", "7.2  Sounding the General Alarm"),
                (
                    "steps",
                    [
                        "Lift the protective cover of the GA push-button on the bridge panel.",
                        "Press the GA push-button once. The system broadcasts the GA signal in all zones and starts the "
                        "beacons and the alarm bells.",
                        "To speak during the GA, press EMERGENCY and PTT on MS-1. The GA signal is muted while the "
                        "PTT key is held and resumes when it is released.",
                        "Stop the GA with the GA STOP key switch on the bridge panel.",
                    ],
                ),
            ],
            [
                ("h2", "7.3  Fire Alarm"),
                (
                    "p",
                    "The fire alarm signal is started automatically by the fire detection panel through a potential-free "
                    "contact on input IN-3, or manually from the fire control station. It is stopped by silencing the "
                    "fire detection panel.",
                ),
                ("h2", "7.4  External Outputs"),
                (
                    "p",
                    "The GA relay output K-GA (24 V DC, 5 A) operates the ship's whistle and the general alarm bells. A "
                    "second relay K-FA signals the fire alarm state to the VDR and the alarm monitoring system.",
                ),
                (
                    "box",
                    "WARNING",
                    "Before a GA test, inform the bridge and the engine room and, in port, the terminal. "
                    "The ship's whistle sounds with the GA unless the whistle output is disabled with the "
                    "key switch S-W on the rack.",
                ),
            ],
        ),
    ]
    X = "X"
    p10 = [
        ("h1", "8  MAINTENANCE"),
        (
            "p",
            "Enter the results of all tests in the ship's log. Weekly and monthly tests may be combined with the "
            "regular drills.",
        ),
        (
            "table",
            {
                "cols": ["Task", "Weekly", "Monthly", "6-monthly", "Annually"],
                "w": [3.2, 0.7, 0.7, 0.8, 0.8],
                "size": 8.3,
                "rows": [
                    ["GA test from the bridge (all zones, beacons, bells)", X, "", "", ""],
                    ["Check fault display and event log", X, "", "", ""],
                    ["Function test of all microphone stations", "", X, "", ""],
                    [
                        "Battery test: both AC supplies off, GA 5 min, battery voltage must stay above 24.0 V",
                        "",
                        X,
                        "",
                        "",
                    ],
                    ["Clean rack fans and air filters", "", "", X, ""],
                    ["Sound pressure check with meter in cabins and engine room", "", "", "", X],
                    ["Re-store line reference impedances after any change", "", "", "", X],
                ],
            },
        ),
        (
            "p",
            "The VRLA battery blocks shall be replaced every 5 years, or earlier if the monthly battery test fails.",
        ),
        ("h2", "8.1  Spare Parts"),
        (
            "table",
            {
                "cols": ["Item", "Part No.", "Description", "Qty"],
                "w": [0.5, 1.3, 3.2, 0.5],
                "size": 8.3,
                "rows": [
                    ["1", "SVX-AMP240", "Amplifier module 240 W, 100 V", "1"],
                    ["2", "SVX-EOL20", "End-of-line module", "4"],
                    ["3", "SVX-MS10", "Microphone station, desk type", "1"],
                    ["4", "SVX-FAN120", "Rack fan 120 mm, 24 V DC", "2"],
                    ["5", "SVX-CTL24", "System controller card", "1"],
                    ["6", "SVX-FU-T10", "Fuse T10A, 5 × 20 mm", "10"],
                    ["7", "SVX-LS6", "Ceiling loudspeaker 6 W, 100 V", "2"],
                    ["8", "SVX-HN15", "Horn loudspeaker 15 W, IP66", "1"],
                ],
            },
        ),
    ]
    return (
        "sonavox-svx-paga2400-pa-ga-system.pdf",
        st,
        meta,
        [cover, toc, p3, p4, p5, p6, p7, p8, p9, p10],
    )
