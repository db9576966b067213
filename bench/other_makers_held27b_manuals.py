"""Four made-up manuals of other equipment by other makers, written blind (held-out set 27b).

Kestrel Drives (ballast pump VFD) writes formally with WARNING/CAUTION/NOTE boxes and a parameter
table that runs over a page break with its header repeated; Harbor Peak (HP breathing-air
compressor) writes US style, psi and °F first, ft-lb, a borderless cartridge-life table; Cucimar
(galley combi steamer) writes translated English in two columns with decimal commas and a
models-as-rows / parameters-as-columns table; Torvald (AODD pump) writes a terse service bulletin
in Courier, a procedure as a table and a parts list that runs over a page break without header.
Generation only: PyMuPDF vector text and lines, deterministic, no files outside `folder`.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import fitz  # PyMuPDF

# ---------------------------------------------------------------- layout

W, H = 595.0, 842.0
_FONT_NAMES = ("helv", "hebo", "tiro", "tibo", "cour", "cobo", "heit")
_FONTS = {}


def _font(name):
    if name not in _FONTS:
        _FONTS[name] = fitz.Font(name)
    return _FONTS[name]


_ADV = {}


def _tl(s, font, size):
    f = _font(font)
    tot = 0.0
    for c in s:
        k = (font, c)
        if k not in _ADV:
            _ADV[k] = f.glyph_advance(ord(c))
        tot += _ADV[k]
    return tot * size


def _wrap(s, font, size, width):
    out = []
    for para in str(s).split("\n"):
        words = para.split(" ")
        cur = ""
        for w in words:
            t = (cur + " " + w) if cur else w
            if _tl(t, font, size) <= width or not cur:
                cur = t
            else:
                out.append(cur)
                cur = w
        out.append(cur)
    return out


class _R:
    def __init__(self, page, st):
        self.page, self.st = page, st
        self.used = set()

    def text(self, x, y, s, font=None, size=None, color=(0, 0, 0)):
        font = font or self.st["font"]
        if font not in self.used:
            self.page.insert_font(fontname="X" + font, fontbuffer=_font(font).buffer)
            self.used.add(font)
        self.page.insert_text(
            (x, y), s, fontname="X" + font, fontsize=size or self.st["size"], color=color
        )

    def lines(self, x, y, lines, font=None, size=None, lh=None, color=(0, 0, 0)):
        size = size or self.st["size"]
        lh = lh or size * 1.32
        for ln in lines:
            y += lh
            self.text(x, y - lh * 0.25, ln, font, size, color)
        return y

    def para(self, x0, x1, y, s, font=None, size=None, color=(0, 0, 0)):
        size = size or self.st["size"]
        return self.lines(
            x0, y, _wrap(s, font or self.st["font"], size, x1 - x0), font, size, color=color
        )


def _block(r, b, x0, x1, y):
    st = r.st
    kind, v = b
    sz = st["size"]
    if kind == "sp":
        return y + v
    if kind == "h1":
        y += 8
        if st.get("band"):
            r.page.draw_rect(fitz.Rect(x0, y, x1, y + sz * 1.9), color=None, fill=st["band"])
            r.text(x0 + 5, y + sz * 1.4, v, st["bold"], sz + 3, (1, 1, 1))
            return y + sz * 1.9 + 6
        y = r.lines(
            x0,
            y,
            _wrap(v, st["bold"], sz + 4, x1 - x0),
            st["bold"],
            sz + 4,
            color=st.get("hcolor", (0, 0, 0)),
        )
        if st.get("h1rule"):
            r.page.draw_line((x0, y + 2), (x1, y + 2), color=st.get("hcolor", (0, 0, 0)), width=1.0)
        return y + 6
    if kind == "h2":
        y += 5
        y = r.lines(
            x0,
            y,
            _wrap(v, st["bold"], sz + 1.5, x1 - x0),
            st["bold"],
            sz + 1.5,
            color=st.get("hcolor", (0, 0, 0)),
        )
        return y + 3
    if kind == "h3":
        y += 3
        y = r.lines(x0, y, _wrap(v, st["bold"], sz + 0.5, x1 - x0), st["bold"], sz + 0.5)
        return y + 2
    if kind == "p":
        return r.para(x0, x1, y, v) + 4
    if kind == "pb":  # bold paragraph
        return r.para(x0, x1, y, v, st["bold"]) + 4
    if kind == "small":
        return r.para(x0, x1, y, v, size=sz - 1.5) + 3
    if kind == "center":
        s, size, bold = v
        f = st["bold"] if bold else st["font"]
        for ln in _wrap(s, f, size, x1 - x0):
            y += size * 1.3
            tw = _tl(ln, f, size)
            r.text((x0 + x1) / 2 - tw / 2, y - size * 0.3, ln, f, size)
        return y + 2
    if kind in ("ol", "ul"):
        fmt = st.get("olfmt", "{n}.")
        for i, it in enumerate(v, 1):
            s, subs = (it, []) if isinstance(it, str) else it
            pre = fmt.format(n=i) if kind == "ol" else st.get("bullet", "•")
            r.text(x0 + 2, y + sz * 1.32 * 0.75, pre)
            y = r.para(x0 + 18, x1, y, s)
            for j, sub in enumerate(subs):
                r.text(
                    x0 + 20,
                    y + sz * 1.32 * 0.75,
                    st.get("subfmt", "{a})").format(a="abcdefghij"[j]),
                )
                y = r.para(x0 + 34, x1, y, sub)
            y += 1.5
        return y + 3
    if kind == "box":
        label, s = v
        col = {
            "WARNING": (0.75, 0.1, 0.1),
            "DANGER": (0.75, 0.1, 0.1),
            "CAUTION": (0.85, 0.5, 0.0),
        }.get(label, (0.3, 0.3, 0.3))
        lines = _wrap(s, st["font"], sz, x1 - x0 - 16)
        hgt = sz * 1.32 * (len(lines) + 1) + 10
        rect = fitz.Rect(x0, y + 2, x1, y + 2 + hgt)
        r.page.draw_rect(rect, color=col, width=1.4)
        r.page.draw_rect(
            fitz.Rect(x0, y + 2, x0 + 8 + _tl(label, st["bold"], sz + 1) + 8, y + 2 + sz * 1.6),
            color=None,
            fill=col,
        )
        r.text(x0 + 8, y + 2 + sz * 1.2, label, st["bold"], sz + 1, (1, 1, 1))
        r.lines(x0 + 8, y + 4 + sz * 1.5, lines)
        return rect.y1 + 6
    if kind == "table":
        return _table(r, v, x0, x1, y)
    if kind == "draw":
        hgt, fn = v
        fn(r, x0, y, x1 - x0, hgt)
        return y + hgt + 4
    if kind == "cols":
        left, right = v
        mid = (x0 + x1) / 2
        yl = yr = y
        for bb in left:
            yl = _block(r, bb, x0, mid - 9, yl)
        for bb in right:
            yr = _block(r, bb, mid + 9, x1, yr)
        r.page.draw_line((mid, y + 4), (mid, max(yl, yr) - 4), color=(0.7, 0.7, 0.7), width=0.5)
        return max(yl, yr)
    if kind == "toc":
        for num, title, pg in v:
            y += sz * 1.6
            f = st["bold"] if num and "." not in num else st["font"]
            ind = 0 if (not num or "." not in num) else 18
            r.text(x0 + ind, y, (num + "  " if num else "") + title, f)
            tw = _tl((num + "  " if num else "") + title, f, sz)
            pw = _tl(str(pg), st["font"], sz)
            dots = "." * int(max(0, (x1 - x0 - ind - tw - pw - 12) / _tl(".", st["font"], sz)))
            r.text(x0 + ind + tw + 4, y, dots, color=(0.5, 0.5, 0.5))
            r.text(x1 - pw, y, str(pg))
        return y + 8
    raise ValueError(kind)


def _table(r, t, x0, x1, y):
    st = r.st
    sz = t.get("size", r.st["size"] - 0.5)
    lh = sz * 1.3
    ruled = t.get("ruled", True)
    ws = t["w"]
    tot = sum(ws)
    xs = [x0]
    for w in ws:
        xs.append(xs[-1] + (x1 - x0) * w / tot)
    y += 3
    if t.get("title"):
        y = r.lines(x0, y, _wrap(t["title"], st["bold"], sz, x1 - x0), st["bold"], sz) + 2
    rows = ([t["head"]] if t.get("head") else []) + t["rows"]
    top = y
    for ri, row in enumerate(rows):
        hd = t.get("head") and ri == 0
        f = st["bold"] if hd else st["font"]
        cells = [_wrap(c, f, sz, xs[i + 1] - xs[i] - 6) for i, c in enumerate(row)]
        hgt = max(len(c) for c in cells) * lh + 4
        if hd and ruled:
            r.page.draw_rect(
                fitz.Rect(x0, y, x1, y + hgt), color=None, fill=t.get("hfill", (0.86, 0.86, 0.86))
            )
        for i, c in enumerate(cells):
            r.lines(xs[i] + 3, y + 1.5, c, f, sz, lh)
        if ruled:
            r.page.draw_line((x0, y), (x1, y), width=0.6)
        elif hd and t.get("hrule"):
            r.page.draw_line((x0, y + hgt), (x1, y + hgt), width=0.4)
        y += hgt
    if ruled:
        r.page.draw_line((x0, y), (x1, y), width=0.6)
        for x in xs:
            r.page.draw_line((x, top), (x, y), width=0.6)
    return y + 6


def write_pdf(path, st, pages):
    doc = fitz.open()
    n = len(pages)
    for i, blocks in enumerate(pages, 1):
        page = doc.new_page(width=W, height=H)
        r = _R(page, st)
        x0, x1 = st["margins"]
        y = st["top"]
        for b in blocks:
            y = _block(r, b, x0, x1, y)
            if y > st["bottom"]:
                raise ValueError(
                    f"{path.name}: page {i} overflows ({y:.0f}) at {b[0]} {str(b[1])[:40]}"
                )
        if i > 1 or st.get("hdr_on_cover"):
            st["decor"](r, i, n)
    doc.set_metadata(
        {
            "title": st["title"],
            "author": st["maker"],
            "creator": st["maker"],
            "producer": "",
            "creationDate": "",
            "modDate": "",
        }
    )
    doc.save(str(path), garbage=3, deflate=True, no_new_id=True)
    doc.close()
    return path


# drawing helpers
def dbox(r, x, y, w, h, label, size=7.5, fill=None):
    r.page.draw_rect(fitz.Rect(x, y, x + w, y + h), color=(0, 0, 0), fill=fill, width=0.9)
    for k, ln in enumerate(label.split("\n")):
        tw = _tl(ln, "helv", size)
        r.text(
            x + w / 2 - tw / 2,
            y + h / 2 + size * 0.35 + (k - (len(label.split("\n")) - 1) / 2) * size * 1.2,
            ln,
            "helv",
            size,
        )


def dline(r, pts, width=1.0, dashes=None):
    for a, b in itertools.pairwise(pts):
        r.page.draw_line(a, b, width=width, dashes=dashes)


def dvalve(r, x, y, tag, size=7, vertical=False):
    s = 6
    if vertical:
        r.page.draw_polyline(
            [(x - s, y - s), (x + s, y - s), (x - s, y + s), (x + s, y + s), (x - s, y - s)],
            color=(0, 0, 0),
            width=0.9,
        )
    else:
        r.page.draw_polyline(
            [(x - s, y - s), (x + s, y + s), (x + s, y - s), (x - s, y + s), (x - s, y - s)],
            color=(0, 0, 0),
            width=0.9,
        )
    r.text(x - 10, y - s - 3, tag, "helv", size)


def dinst(r, x, y, tag, size=6.5):
    r.page.draw_circle((x, y), 10, color=(0, 0, 0), width=0.8, fill=(1, 1, 1))
    tw = _tl(tag, "helv", size)
    r.text(x - tw / 2, y + 2.3, tag, "helv", size)


def dlabel(r, x, y, s, size=7):
    r.text(x, y, s, "helv", size)


# ---------------------------------------------------------------- manual 1: Kestrel VFD (formal, boxes)
def _m1_decor(r, i, n):
    p = r.page
    p.draw_line((50, 48), (545, 48), color=(0.1, 0.25, 0.45), width=1.2)
    r.text(50, 42, "KESTREL DRIVES AB", "hebo", 8, (0.1, 0.25, 0.45))
    r.text(330, 42, "KDX-M 90  Ballast Pump Drive  |  OM-KD-2207 Rev. C", "helv", 7.5)
    p.draw_line((50, 800), (545, 800), color=(0.1, 0.25, 0.45), width=0.6)
    r.text(
        50,
        812,
        "Instruction Manual KDX-M 90 - English translation of original instructions",
        "helv",
        7,
    )
    r.text(490, 812, f"Page {i} of {n}", "helv", 7.5)


M1_ST = dict(
    font="helv",
    bold="hebo",
    size=9.2,
    margins=(56, 540),
    top=60,
    bottom=790,
    hcolor=(0.1, 0.25, 0.45),
    h1rule=True,
    olfmt="{n}.",
    subfmt="{a}.",
    decor=_m1_decor,
    title="KDX-M 90 Ballast Pump Drive Instruction Manual",
    maker="Kestrel Drives AB",
)


def _m1_sld(r, x, y, w, h):
    dbox(r, x + 10, y + 10, 150, 26, "MAIN SWITCHBOARD 440 V 60 Hz\nGROUP STARTER PANEL GSP-2", 7)
    dline(r, [(x + 85, y + 36), (x + 85, y + 60)])
    dbox(r, x + 60, y + 60, 50, 22, "Q1\n250 A MCCB", 6.5)
    dline(r, [(x + 85, y + 82), (x + 85, y + 100)])
    dbox(r, x + 60, y + 100, 50, 22, "L1\nline reactor", 6.5)
    dline(r, [(x + 85, y + 122), (x + 85, y + 140)])
    dbox(r, x + 35, y + 140, 100, 40, "U1  KDX-M 90\nfrequency converter", 7.5, fill=(0.9, 0.93, 1))
    dline(r, [(x + 135, y + 160), (x + 180, y + 160)])
    dbox(r, x + 180, y + 148, 55, 24, "Z1\ndU/dt filter", 6.5)
    dline(r, [(x + 235, y + 160), (x + 290, y + 160)])
    r.page.draw_circle((x + 310, y + 160), 20, color=(0, 0, 0), width=1)
    r.text(x + 302, y + 163, "M-1", "hebo", 8)
    dlabel(r, x + 285, y + 195, "Ballast pump motor 90 kW")
    dline(r, [(x + 330, y + 160), (x + 370, y + 160)], width=2.5)
    dbox(r, x + 370, y + 145, 60, 30, "P-2\nballast pump", 7)
    # pipework
    dline(r, [(x + 400, y + 145), (x + 400, y + 100), (x + 460, y + 100)], width=1.6)
    dline(r, [(x + 400, y + 175), (x + 400, y + 225), (x + 460, y + 225)], width=1.6)
    dvalve(r, x + 440, y + 100, "V-101")
    dvalve(r, x + 440, y + 225, "V-102")
    dlabel(r, x + 338, y + 97, "to ballast main", 6.5)
    dlabel(r, x + 340, y + 232, "from sea chest", 6.5)
    dinst(r, x + 420, y + 125, "PT-04")
    dinst(r, x + 420, y + 200, "PT-03")
    dline(r, [(x + 410, y + 125), (x + 400, y + 125)], width=0.5)
    dline(r, [(x + 410, y + 200), (x + 400, y + 200)], width=0.5)
    # signals
    dline(
        r,
        [(x + 420, y + 212), (x + 420, y + 260), (x + 85, y + 260), (x + 85, y + 180)],
        width=0.6,
        dashes="[3 2] 0",
    )
    dline(
        r,
        [
            (x + 310, y + 140),
            (x + 310, y + 120),
            (x + 150, y + 120),
            (x + 150, y + 150),
            (x + 135, y + 150),
        ],
        width=0.6,
        dashes="[3 2] 0",
    )
    dinst(r, x + 310, y + 128, "TE-01")
    dbox(
        r, x + 190, y + 20, 120, 26, "BALLAST CONTROL CONSOLE\nremote start/stop, 4-20 mA ref.", 6.5
    )
    dline(
        r,
        [(x + 190, y + 33), (x + 170, y + 33), (x + 170, y + 145), (x + 135, y + 145)],
        width=0.6,
        dashes="[3 2] 0",
    )
    dlabel(
        r,
        x + 95,
        y + 275,
        "PT-03 suction pressure to AI2 (dry-run protection)   TE-01 motor PTC to DI6   PT-04 discharge pressure to IAS",
        6.5,
    )


M1_PAGES = [
    [
        ("sp", 70),
        ("center", ("KESTREL DRIVES AB", 20, True)),
        ("sp", 10),
        ("center", ("KDX-M 90", 30, True)),
        ("center", ("Marine Variable Frequency Drive for Ballast Pump Motors", 13, False)),
        ("center", ("90 kW  |  380 - 480 V  |  50/60 Hz  |  IP54", 11, False)),
        ("sp", 60),
        ("center", ("INSTRUCTION MANUAL", 16, True)),
        ("center", ("Installation - Commissioning - Operation - Maintenance", 10, False)),
        ("sp", 150),
        ("center", ("Document OM-KD-2207, Revision C, 2023-04", 9, False)),
        ("center", ("Kestrel Drives AB, Industrigatan 14, SE-721 30 Västerås, Sweden", 8, False)),
        (
            "center",
            ("Read this manual before working on the drive. Keep it with the equipment.", 8, False),
        ),
    ],
    [
        ("h1", "Contents"),
        (
            "toc",
            [
                ("1", "Safety", 3),
                ("1.1", "Safety symbols", 3),
                ("1.2", "Intended use", 3),
                ("2", "Technical data", 3),
                ("2.1", "Ratings", 3),
                ("2.2", "Derating", 4),
                ("2.3", "Cooling system", 4),
                ("3", "Control and operation", 5),
                ("3.1", "Control locations", 5),
                ("3.2", "Start and stop sequence", 5),
                ("3.3", "Ramp times and dry-run protection", 5),
                ("4", "Parameters", 6),
                ("4.1", "Parameter list", 6),
                ("4.2", "Changing a parameter", 7),
                ("5", "Faults and alarms", 8),
                ("5.1", "Fault and alarm codes", 8),
                ("5.2", "Resetting faults", 8),
                ("6", "Maintenance", 9),
                ("6.1", "Cooling fans and filter mats", 9),
                ("6.2", "Maintenance schedule", 9),
                ("6.3", "Replacing the main cooling fan", 9),
                ("7", "Single-line diagram and spare parts", 10),
            ],
        ),
        (
            "box",
            (
                "NOTE",
                "In this manual the words drive, frequency converter and inverter have the same meaning and refer to the complete KDX-M 90 unit.",
            ),
        ),
    ],
    [
        ("h1", "1  Safety"),
        ("h2", "1.1  Safety symbols"),
        (
            "p",
            "Safety messages in this manual are given in boxes. The signal word tells how serious the hazard is. Observe all of them; personnel who have not read chapter 1 must not work on the drive.",
        ),
        (
            "box",
            (
                "WARNING",
                "Hazardous voltage. The DC link capacitors remain charged after the supply is switched off. After opening Q1, wait at least 15 minutes and verify with a meter that the DC link voltage between terminals DC+ and DC- is below 50 V DC before touching any part inside the cabinet.",
            ),
        ),
        (
            "box",
            (
                "CAUTION",
                "The ballast pump motor may start automatically when the drive is in remote control and the autorestart function (P5.02) is active. Lock out the drive at the ballast control console before working on the pump.",
            ),
        ),
        (
            "box",
            (
                "NOTE",
                "Insulation resistance tests must not be made with the motor cables connected to the drive. Disconnect the cables at terminals U2, V2, W2 first.",
            ),
        ),
        ("h2", "1.2  Intended use"),
        (
            "p",
            "The KDX-M 90 is intended for speed control of a three-phase squirrel-cage induction motor driving a centrifugal ballast pump. Any other use, e.g. for positive-displacement pumps or hoists, requires written approval from Kestrel Drives AB.",
        ),
        ("h1", "2  Technical data"),
        ("h2", "2.1  Ratings"),
        (
            "table",
            dict(
                head=["Item", "Value"],
                w=[2.2, 3],
                rows=[
                    ["Rated shaft power", "90 kW at 440 V"],
                    ["Supply voltage", "3 x 380 - 480 V ± 10 %, 50/60 Hz ± 5 %"],
                    ["Rated output current I_N", "165 A"],
                    ["Overload capacity", "110 % of I_N for 60 s every 10 min"],
                    ["Output frequency range", "0 - 120 Hz"],
                    ["Switching frequency", "2 - 8 kHz (factory setting 4 kHz)"],
                    ["Efficiency at rated load", "97.8 %"],
                    ["Heat loss at rated load", "2.1 kW"],
                    ["Enclosure", "IP54, floor-standing cabinet"],
                    ["Weight", "118 kg"],
                    [
                        "Ambient temperature",
                        "0 ... +45 °C without derating, max. +55 °C with derating",
                    ],
                ],
            ),
        ),
    ],
    [
        ("h2", "2.2  Derating"),
        (
            "p",
            "Above an ambient air temperature of 45 °C the continuous output current must be reduced. The drive does this automatically when P4.08 is set to 1 (automatic derating); the operator will then see alarm A-34 on the keypad. The values below apply at an altitude of up to 1000 m and with clean filter mats.",
        ),
        (
            "table",
            dict(
                title="Table 2-2  Output derating versus ambient temperature",
                head=[
                    "Ambient air temperature",
                    "Continuous output current",
                    "Available shaft power",
                    "Max. switching frequency",
                ],
                w=[1, 1, 1, 1],
                rows=[
                    ["up to 40 °C", "165 A", "90 kW", "8 kHz"],
                    ["45 °C", "165 A", "90 kW", "6 kHz"],
                    ["50 °C", "149 A", "81 kW", "4 kHz"],
                    ["55 °C", "132 A", "72 kW", "4 kHz"],
                ],
            ),
        ),
        (
            "box",
            (
                "CAUTION",
                "Operation above 55 °C ambient is not permitted. The drive trips with fault F-14 when the heatsink temperature exceeds 90 °C.",
            ),
        ),
        ("h2", "2.3  Cooling system"),
        (
            "p",
            "The power module is cooled by one main fan (M11) in the heatsink channel, 230 V AC, 680 m³/h. A second, smaller cabinet fan (M12) circulates air through the door filter mats. Both fans are controlled by the heatsink temperature: they start at 45 °C and stop at 35 °C when P6.01 is set to 'temperature controlled'. With P6.01 set to 'always on' the fans run whenever the drive is energised.",
        ),
        (
            "p",
            "The inlet and outlet grilles hold filter mats of class G3 (EN 779), size 320 x 320 mm. Clogged filter mats are the most common cause of overtemperature trips on board. Keep a free space of at least 200 mm above the cabinet and 100 mm in front of the air inlet grille.",
        ),
        (
            "box",
            (
                "NOTE",
                "Do not operate the drive without filter mats. Oil mist and salt in engine-room air will contaminate the heatsink fins and the control board.",
            ),
        ),
        ("h3", "Cabinet clearances"),
        (
            "table",
            dict(
                ruled=False,
                hrule=True,
                head=["Side", "Min. clearance", "Remark"],
                w=[1, 1, 2.2],
                rows=[
                    ["Top", "200 mm", "hot air outlet"],
                    ["Front", "100 mm", "air inlet grille, door swing 600 mm"],
                    ["Rear", "0 mm", "may stand against bulkhead"],
                    ["Sides", "20 mm", "between adjacent cabinets"],
                ],
            ),
        ),
    ],
    [
        ("h1", "3  Control and operation"),
        ("h2", "3.1  Control locations"),
        (
            "p",
            "The drive can be controlled from three places, selected with P3.01: the keypad on the cabinet door (local), the ballast control console via hard-wired start/stop and 4-20 mA speed reference (remote), or the integrated automation system via Modbus RTU (fieldbus). Changeover between local and remote is made with the key switch S1 on the cabinet door; the drive must be stopped to change over.",
        ),
        ("h2", "3.2  Start and stop sequence"),
        (
            "ol",
            [
                (
                    "Before the first start after maintenance:",
                    [
                        "Check that suction valve V-102 and discharge valve V-101 are open.",
                        "Check that the pump casing is vented and filled.",
                        "Verify that no fault is shown on the keypad display.",
                    ],
                ),
                "Select control location with S1 (LOCAL or REMOTE).",
                (
                    "Give the start command:",
                    [
                        "local: press the green START key on the keypad;",
                        "remote: close the start contact at terminal DI1 (maintained contact).",
                    ],
                ),
                "The drive accelerates the pump to the minimum frequency P2.01 and then follows the speed reference.",
                (
                    "To stop, press STOP (local) or open DI1 (remote). The drive decelerates along the ramp P2.04.",
                    [
                        "If the emergency stop is pressed, the drive output is switched off at once and the pump coasts to standstill."
                    ],
                ),
            ],
        ),
        ("h2", "3.3  Ramp times and dry-run protection"),
        (
            "p",
            "The acceleration time P2.03 is the time to go from 0 Hz to the maximum frequency P2.02. For the ballast pump it is set to 15 s, which keeps the starting current below 120 % of I_N. The deceleration time P2.04 is set to 20 s to limit pressure surge in the ballast main when the pump stops. Do not shorten the deceleration time below 10 s.",
        ),
        (
            "box",
            (
                "CAUTION",
                "Water hammer risk. When the stop function P2.05 is changed from 'ramp' to 'coast', the check valve can slam shut. Keep P2.05 at 'ramp' for ballast service.",
            ),
        ),
        (
            "p",
            "Dry-run protection uses the suction pressure transmitter PT-03 connected to analogue input AI2. If the suction pressure stays below -0.6 bar for longer than 10 s while the pump runs above 30 Hz, the drive stops the pump and shows alarm A-56 DRY RUN. A restart is possible after the pressure has recovered for 5 s.",
        ),
        (
            "box",
            (
                "NOTE",
                "The S-ramp time P2.06 (0.5 s) softens the start and end of each ramp. It adds to the ramp times given above.",
            ),
        ),
    ],
    [
        ("h1", "4  Parameters"),
        ("h2", "4.1  Parameter list"),
        (
            "p",
            "The table lists the parameters relevant for ballast service. Column 'Ballast setting' shows the values set at commissioning; record any change in the commissioning log.",
        ),
        (
            "table",
            dict(
                head=["No.", "Parameter", "Range", "Factory", "Ballast setting"],
                w=[0.55, 2.1, 1.4, 0.8, 1.0],
                rows=[
                    ["P1.01", "Motor rated voltage", "180 - 500 V", "400 V", "440 V"],
                    ["P1.02", "Motor rated current", "30 - 200 A", "165 A", "152 A"],
                    ["P1.03", "Motor rated speed", "300 - 3600 rpm", "1480 rpm", "1775 rpm"],
                    ["P1.04", "Motor rated frequency", "8 - 120 Hz", "50 Hz", "60 Hz"],
                    ["P1.05", "Motor cos phi", "0.30 - 1.00", "0.85", "0.87"],
                    ["P1.06", "Motor rated power", "5 - 110 kW", "90 kW", "90 kW"],
                    ["P1.07", "Motor thermal time constant", "1 - 200 min", "45 min", "45 min"],
                    ["P2.01", "Minimum frequency", "0 - P2.02", "0 Hz", "25 Hz"],
                    ["P2.02", "Maximum frequency", "P2.01 - 120 Hz", "50 Hz", "60 Hz"],
                    ["P2.03", "Acceleration time", "0.1 - 300 s", "10 s", "15 s"],
                    ["P2.04", "Deceleration time", "0.1 - 300 s", "10 s", "20 s"],
                    ["P2.05", "Stop function", "0 = coast, 1 = ramp", "0", "1"],
                    ["P2.06", "S-ramp time", "0 - 10 s", "0 s", "0.5 s"],
                    ["P2.07", "Skip frequency band", "0 - 60 Hz", "0 Hz", "0 Hz (not used)"],
                    ["P3.01", "Control place", "0 = keypad, 1 = I/O, 2 = fieldbus", "0", "1"],
                    [
                        "P3.02",
                        "Speed reference source",
                        "AI1 / AI2 / keypad / bus",
                        "AI1",
                        "AI1 (4-20 mA)",
                    ],
                    ["P3.04", "AI1 signal range", "0-20 mA / 4-20 mA", "0-20 mA", "4-20 mA"],
                    [
                        "P3.05",
                        "AI2 signal range (suction PT-03)",
                        "0-20 mA / 4-20 mA",
                        "4-20 mA",
                        "4-20 mA",
                    ],
                    [
                        "P3.06",
                        "AI2 scaling, 4 / 20 mA",
                        "-1 ... 10 bar",
                        "0 / 10 bar",
                        "-1 / 3 bar",
                    ],
                    [
                        "P3.08",
                        "Relay RO1 function",
                        "run / fault / alarm / ready",
                        "fault",
                        "fault",
                    ],
                    ["P3.09", "Relay RO2 function", "run / fault / alarm / ready", "run", "run"],
                    ["P4.01", "Current limit", "10 - 200 A", "181 A", "175 A"],
                    [
                        "P4.02",
                        "Motor thermal protection",
                        "0 = off, 1 = alarm, 2 = fault",
                        "2",
                        "2",
                    ],
                    ["P4.05", "Underload protection", "0 = off, 1 = alarm, 2 = fault", "0", "1"],
                    ["P4.06", "Underload time", "2 - 600 s", "20 s", "30 s"],
                    ["P4.07", "Output phase loss", "0 = off, 2 = fault", "2", "2"],
                    ["P4.08", "Automatic derating", "0 = off, 1 = on", "1", "1"],
                    ["P4.09", "Earth fault protection", "0 = off, 1 = alarm, 2 = fault", "2", "2"],
                    [
                        "P4.10",
                        "Dry-run suction limit (AI2)",
                        "-1.0 - 0 bar",
                        "-0.5 bar",
                        "-0.6 bar",
                    ],
                    ["P4.11", "Dry-run delay", "1 - 60 s", "10 s", "10 s"],
                    ["P4.12", "Dry-run enable frequency", "0 - 60 Hz", "30 Hz", "30 Hz"],
                    ["P5.01", "Flying start", "0 = off, 1 = on", "0", "1"],
                ],
            ),
        ),
    ],
    [
        ("h2", "4.1  Parameter list (continued)"),
        (
            "table",
            dict(
                head=["No.", "Parameter", "Range", "Factory", "Ballast setting"],
                w=[0.55, 2.1, 1.4, 0.8, 1.0],
                rows=[
                    ["P5.02", "Autorestart attempts", "0 - 10", "0", "3"],
                    ["P5.03", "Autorestart delay", "1 - 60 s", "5 s", "10 s"],
                    ["P6.01", "Fan control", "0 = always on, 1 = temperature controlled", "1", "1"],
                    ["P6.02", "Filter mat service interval", "0 - 9000 h", "2000 h", "2000 h"],
                    ["P6.03", "Switching frequency", "2 - 8 kHz", "4 kHz", "4 kHz"],
                ],
            ),
        ),
        ("h2", "4.2  Changing a parameter"),
        (
            "p",
            "Parameters are protected by a password. Level 1 (operator) allows reading only; level 2 (service) allows changes to groups P2 to P6. The motor data in group P1 can only be changed with the drive stopped.",
        ),
        (
            "ol",
            [
                (
                    "Enter the service level:",
                    [
                        "Press MENU and select 'Access level'.",
                        "Enter the service password (factory value 2207) with the arrow keys and confirm with OK.",
                    ],
                ),
                (
                    "Select the parameter:",
                    [
                        "Scroll to the parameter group, e.g. P2 Ramps, and press OK.",
                        "Scroll to the parameter and press OK; the value starts to blink.",
                    ],
                ),
                "Change the value with the arrow keys and confirm with OK.",
                "Press BACK twice to leave the menu. The access level returns to level 1 after 10 minutes without key activity.",
                "Record the new value and the date in the commissioning log.",
            ],
        ),
        (
            "box",
            (
                "CAUTION",
                "Do not change P1.01 to P1.05 unless the motor has been replaced. Wrong motor data can lead to motor overheating without any alarm.",
            ),
        ),
        ("h3", "Keypad indications"),
        (
            "table",
            dict(
                ruled=False,
                hrule=True,
                head=["LED", "Colour", "Meaning"],
                w=[1, 1, 3],
                rows=[
                    ["RUN", "green", "output active, motor running"],
                    ["ALARM", "yellow (steady)", "alarm active, drive continues running"],
                    ["FAULT", "red (flashing)", "drive tripped, reset required"],
                    ["REM", "green", "remote control place selected"],
                ],
            ),
        ),
    ],
    [
        ("h1", "5  Faults and alarms"),
        (
            "p",
            "Codes beginning with F are faults: the drive stops the motor and the FAULT LED flashes. Codes beginning with A are alarms: the drive keeps running and the ALARM LED lights. The last 30 faults are stored with date, time, output current and DC link voltage in the fault history (menu H).",
        ),
        ("h2", "5.1  Fault and alarm codes"),
        (
            "table",
            dict(
                head=["Code", "Display text", "Probable cause", "Action"],
                w=[0.55, 1.35, 2.1, 2.2],
                rows=[
                    [
                        "F-01",
                        "OVERCURRENT",
                        "Output current above 3.2 x I_N; short circuit in motor cable; too short acceleration ramp",
                        "Check motor cable insulation; check P2.03",
                    ],
                    [
                        "F-02",
                        "DC OVERVOLTAGE",
                        "DC link voltage above 810 V; deceleration too fast; supply overvoltage",
                        "Increase P2.04; check supply voltage",
                    ],
                    [
                        "F-03",
                        "EARTH FAULT",
                        "Insulation fault in motor or motor cable",
                        "Measure insulation (cables disconnected)",
                    ],
                    [
                        "F-09",
                        "DC UNDERVOLTAGE",
                        "DC link below 333 V; supply interruption or blown fuse",
                        "Check supply and fuses F1",
                    ],
                    [
                        "F-14",
                        "DRIVE OVERTEMP",
                        "Heatsink above 90 °C; clogged filter mats; fan failure; ambient too high",
                        "Clean or renew filter mats; check fans M11/M12",
                    ],
                    [
                        "F-16",
                        "MOTOR OVERTEMP",
                        "Calculated motor temperature too high; motor overloaded",
                        "Check pump duty point and P1.02",
                    ],
                    [
                        "F-29",
                        "THERMISTOR",
                        "Motor PTC TE-01 resistance above 3.6 kOhm",
                        "Let motor cool; check PTC circuit at DI6",
                    ],
                    [
                        "F-41",
                        "IGBT OVERTEMP",
                        "IGBT junction temperature too high; switching frequency too high",
                        "Reduce P6.03; check cooling",
                    ],
                    [
                        "F-50",
                        "AI1 < 4 mA",
                        "Speed reference signal lost (wire break)",
                        "Check reference cable from ballast console",
                    ],
                    [
                        "F-53",
                        "FIELDBUS COMM",
                        "No Modbus telegram for 5 s in fieldbus control",
                        "Check bus cable and IAS",
                    ],
                    [
                        "A-31",
                        "FILTER SERVICE",
                        "Filter mat service interval P6.02 elapsed",
                        "Renew filter mats, reset counter",
                    ],
                    [
                        "A-34",
                        "DERATING ACTIVE",
                        "Ambient or heatsink temperature high; output current limited",
                        "Improve ventilation",
                    ],
                    [
                        "A-56",
                        "DRY RUN",
                        "Suction pressure PT-03 below P4.10 for 10 s",
                        "Check sea chest valve V-102 and strainer",
                    ],
                    [
                        "A-62",
                        "FAN M11 FAILURE",
                        "Main fan speed feedback missing",
                        "Replace fan M11 (section 6.3)",
                    ],
                ],
            ),
        ),
        ("h2", "5.2  Resetting faults"),
        (
            "p",
            "A fault can be reset with the RESET key, through digital input DI4, or from the IAS when the cause has been removed. F-03 EARTH FAULT and F-41 IGBT OVERTEMP can only be reset at the keypad. The autorestart function does not act on these two faults.",
        ),
    ],
    [
        ("h1", "6  Maintenance"),
        ("h2", "6.1  Cooling fans and filter mats"),
        (
            "p",
            "Inspect the filter mats every week in service. Renew them every 2000 operating hours, or earlier when they are visibly grey or when alarm A-31 appears. In engine rooms with heavy oil mist the interval should be halved. Filter mats may be washed once in lukewarm water with mild detergent; oily mats must be renewed.",
        ),
        (
            "p",
            "The main fan M11 has an expected service life of 40 000 hours at 40 °C ambient. Kestrel Drives recommends preventive replacement of both fans every 5 years regardless of running hours.",
        ),
        ("h2", "6.2  Maintenance schedule"),
        (
            "table",
            dict(
                head=["Task", "Weekly", "3 months", "12 months", "5 years"],
                w=[3, 0.8, 0.8, 0.8, 0.8],
                rows=[
                    ["Inspect filter mats for dirt and oil", "X", "", "", ""],
                    ["Check fans M11/M12 for noise and vibration", "X", "", "", ""],
                    ["Read fault history and record heatsink temperature", "", "X", "", ""],
                    ["Clean heatsink fins with dry compressed air (max. 6 bar)", "", "", "X", ""],
                    ["Check tightness of power terminals", "", "", "X", ""],
                    ["Replace cooling fans M11 and M12", "", "", "", "X"],
                    ["Check DC link capacitors (capacitance test)", "", "", "", "X"],
                ],
            ),
        ),
        (
            "p",
            "Power terminals L1/L2/L3 and U2/V2/W2 (M12 bolts) are tightened to 40 Nm; PE terminals (M10) to 25 Nm.",
        ),
        ("h2", "6.3  Replacing the main cooling fan"),
        (
            "box",
            (
                "WARNING",
                "Isolate the drive with Q1 and wait 15 minutes (see 1.1) before opening the heatsink channel.",
            ),
        ),
        (
            "ol",
            [
                "Remove the lower air inlet grille and the filter mat.",
                (
                    "Disconnect the fan:",
                    [
                        "Unplug connector X11 on the fan bracket.",
                        "Remove the four M6 screws of the fan bracket.",
                    ],
                ),
                "Pull the fan assembly straight out of the heatsink channel.",
                "Install the new fan (part no. KD-70418) with the airflow arrow pointing upwards. Tighten the M6 screws to 6 Nm.",
                "Reconnect X11, refit the filter mat and grille, and test the fan with P6.01 = 0 (always on). Reset P6.01 to 1 afterwards.",
            ],
        ),
    ],
    [
        ("h1", "7  Single-line diagram and spare parts"),
        ("draw", (285, _m1_sld)),
        (
            "small",
            "Fig. 7-1  Ballast pump drive, single-line diagram (simplified). Dashed lines: control and signal cables.",
        ),
        ("h2", "Recommended spare parts"),
        (
            "table",
            dict(
                head=["Item", "Part no.", "Description", "Qty"],
                w=[0.5, 1.1, 3, 0.5],
                rows=[
                    ["1", "KD-70418", "Main cooling fan M11, 230 V AC, 680 m³/h", "1"],
                    ["2", "KD-70422", "Cabinet fan M12, 230 V AC", "1"],
                    ["3", "KD-55120", "Filter mat G3, 320 x 320 mm (set of 5)", "2"],
                    ["4", "KD-31007", "Keypad with cable 3 m", "1"],
                    ["5", "KD-40263", "Control board CB-9, coated", "1"],
                    ["6", "KD-20981", "Semiconductor fuse 250 A, 690 V (F1)", "3"],
                ],
            ),
        ),
    ],
]


# ---------------------------------------------------------------- manual 2: Harbor Peak HP-13 (US style)
def _m2_decor(r, i, n):
    r.text(54, 40, "AirWarden HP-13 Breathing Air Compressor", "tibo", 9)
    r.text(430, 40, "Owner's Manual  -  Form HP-1310", "tiro", 8.5)
    r.page.draw_line((54, 45), (541, 45), width=0.5)
    r.page.draw_line((54, 803), (541, 803), width=0.5)
    r.text(54, 815, "Harbor Peak Compressor Co.  -  Portland, Maine, USA", "tiro", 8)
    r.text(470, 815, f"HP-13  |  {i}", "tibo", 9)


M2_ST = dict(
    font="tiro",
    bold="tibo",
    size=10,
    margins=(54, 541),
    top=52,
    bottom=796,
    olfmt="{n}.",
    subfmt="({a})",
    decor=_m2_decor,
    bullet="•",
    title="AirWarden HP-13 Owner's Manual",
    maker="Harbor Peak Compressor Co.",
)


def _m2_flow(r, x, y, w, h):
    yy = y + 70
    dbox(r, x, yy - 12, 40, 24, "F-1\nintake", 6.5)
    dline(r, [(x + 40, yy), (x + 60, yy)])
    st = [(x + 60, "C-1\n1st stage"), (x + 175, "C-2\n2nd stage"), (x + 290, "C-3\n3rd stage")]
    for k, (sx, lab) in enumerate(st, 1):
        dbox(r, sx, yy - 15, 44, 30, lab, 6.5, fill=(0.93, 0.93, 0.93))
        dline(r, [(sx + 44, yy), (sx + 115, yy)])
        dlabel(r, sx + 50, yy - 4, "cooler", 6)
        # separator
        dbox(r, sx + 75, yy + 20, 22, 36, f"S-{k}", 6.5)
        dline(r, [(sx + 86, yy), (sx + 86, yy + 20)])
        dline(r, [(sx + 86, yy + 56), (sx + 86, yy + 80)])
        dvalve(r, sx + 86, yy + 90, f"V-10{k}", vertical=True)
        dline(r, [(sx + 86, yy + 96), (sx + 86, y + h - 30)], width=0.8)
        # safety valve
        dline(r, [(sx + 64, yy), (sx + 64, yy - 30)])
        r.page.draw_polyline(
            [(sx + 58, yy - 30), (sx + 70, yy - 30), (sx + 64, yy - 42), (sx + 58, yy - 30)],
            color=(0, 0, 0),
            width=0.9,
        )
        dlabel(r, sx + 56, yy - 46, f"SV-{k}", 7)
    dline(r, [(x + 60, y + h - 30), (x + 400, y + h - 30)], width=0.8)
    dlabel(
        r,
        x + 100,
        y + h - 18,
        "condensate collector -> drain tank (V-101...V-103 solenoid drain valves)",
        6.5,
    )
    sx = x + 405
    dbox(r, sx, yy - 18, 26, 50, "F-4", 7, fill=(0.9, 0.95, 0.9))
    dlabel(r, sx - 10, yy + 44, "filter cartridge", 6)
    dline(r, [(x + 290 + 44 + 71, yy), (sx, yy)])
    dline(r, [(sx + 26, yy), (sx + 60, yy)])
    dbox(r, sx + 34, yy - 40, 36, 18, "PMV-5", 6.5)
    dline(r, [(sx + 52, yy - 22), (sx + 52, yy)])
    dinst(r, sx + 40, yy + 25, "PT-03")
    dline(r, [(sx + 40, yy + 15), (sx + 40, yy)], width=0.5)
    dline(r, [(sx + 60, yy), (sx + 60, yy - 60), (sx + 80, yy - 60)])
    dline(r, [(sx + 60, yy), (sx + 60, yy + 60), (sx + 80, yy + 60)])
    dvalve(r, sx + 70, yy - 60, "V-201")
    dvalve(r, sx + 70, yy + 60, "V-202")
    dlabel(r, sx + 40, yy - 78, "fill 300 bar", 6.5)
    dlabel(r, sx + 40, yy + 78, "fill 200 bar", 6.5)
    dinst(r, x + 230, y + 10, "TS-04")
    dline(r, [(x + 230, y + 20), (x + 300, yy - 15)], width=0.5, dashes="[2 2] 0")


M2_PAGES = [
    [
        ("sp", 60),
        ("center", ("HARBOR PEAK", 26, True)),
        ("center", ("COMPRESSOR CO.", 14, True)),
        ("sp", 30),
        ("center", ("AirWarden HP-13", 28, True)),
        ("center", ("High-Pressure Breathing Air Compressor", 14, False)),
        ("center", ("4500 psi (300 bar) / 3000 psi (200 bar) SCBA cylinder filling", 11, False)),
        ("sp", 40),
        ("center", ("OWNER'S MANUAL", 16, True)),
        ("center", ("Installation  -  Operation  -  Maintenance  -  Parts", 10, False)),
        ("sp", 130),
        (
            "box",
            (
                "DANGER",
                "Compressed breathing air that does not meet the purity limits in Section 2 can cause serious injury or death. Never fill SCBA cylinders with an expired filter cartridge.",
            ),
        ),
        ("center", ("Form HP-1310, 3rd edition, March 2022", 9, False)),
    ],
    [
        ("h1", "Table of Contents"),
        (
            "toc",
            [
                ("1", "Specifications", 3),
                ("1.1", "General data", 3),
                ("1.2", "Stage pressures and safety valves", 3),
                ("2", "Breathing Air Quality", 4),
                ("2.1", "Purity limits", 4),
                ("2.2", "Filter cartridge life", 4),
                ("3", "Operation", 5),
                ("3.1", "Pre-start checks", 5),
                ("3.2", "Filling SCBA cylinders", 5),
                ("3.3", "Condensate drain", 6),
                ("4", "Flow Diagram", 7),
                ("5", "Maintenance", 8),
                ("5.1", "Maintenance schedule", 8),
                ("5.2", "Torque values", 8),
                ("6", "Troubleshooting", 9),
                ("7", "Parts List", 10),
            ],
        ),
        ("h2", "Safety Summary"),
        (
            "ul",
            [
                "Locate the compressor intake where it cannot draw in engine exhaust, boiler flue gas or paint fumes. On most ships this means outside the engine room casing, upwind of the funnel.",
                "Never loosen a fitting, drain plug or filter housing while the system is under pressure.",
                "Wear hearing protection. Sound level at 3 ft is 78 dB(A).",
                "Only personnel trained on this compressor may fill SCBA cylinders.",
                "Use only cylinders that are within their hydrostatic test date and rated for the selected fill pressure.",
            ],
        ),
    ],
    [
        ("h1", "Section 1  -  Specifications"),
        ("h2", "1.1  General data"),
        (
            "table",
            dict(
                head=["Specification", "HP-13"],
                w=[2, 2.4],
                rows=[
                    ["Free air delivery", "4.6 cfm (130 l/min)"],
                    ["Final pressure", "4500 psi (300 bar) or 3000 psi (200 bar), selectable"],
                    ["Number of stages", "3"],
                    ["Compressor speed", "1,150 rpm"],
                    ["Drive motor", "7.5 hp (5.5 kW), 440 V, 60 Hz, 3-phase, TEFC"],
                    ["Lubricating oil capacity", "1.2 US qt (1.1 liters)"],
                    ["Lubricating oil", "HP-Lube 750 synthetic (ester based)"],
                    ["Cooling", "air, motor-driven fan"],
                    ["Ambient temperature range", "41 to 113 °F (5 to 45 °C)"],
                    ["Weight", "396 lb (180 kg)"],
                    ["Dimensions (L x W x H)", "41 x 28 x 32 in"],
                    ["Filling time, 6.8 L cylinder 0 to 4500 psi", "approx. 16 min"],
                ],
            ),
        ),
        ("h2", "1.2  Stage pressures and safety valves"),
        (
            "p",
            "Each stage is protected by its own safety valve. The valves are factory set and lead sealed; do not attempt to adjust them. A broken seal voids the warranty. The final-stage safety valve is selected with the fill pressure: units ordered for 3000 psi service carry the 3190 psi valve.",
        ),
        (
            "table",
            dict(
                head=["Stage", "Normal operating pressure", "Safety valve setting"],
                w=[1, 2, 2],
                rows=[
                    ["1st stage (SV-1)", "85 - 100 psi (5.9 - 6.9 bar)", "145 psi (10 bar)"],
                    ["2nd stage (SV-2)", "650 - 725 psi (45 - 50 bar)", "870 psi (60 bar)"],
                    [
                        "3rd stage, 4500 psi service (SV-3)",
                        "up to 4500 psi (300 bar)",
                        "4930 psi (340 bar)",
                    ],
                    [
                        "3rd stage, 3000 psi service (SV-3)",
                        "up to 3000 psi (200 bar)",
                        "3190 psi (220 bar)",
                    ],
                ],
            ),
        ),
        (
            "p",
            "The pressure maintaining valve PMV-5 downstream of the filter cartridge keeps the cartridge at not less than 2175 psi (150 bar) during filling. Below this pressure the molecular sieve does not dry the air effectively. PMV-5 is set at the factory and is not to be adjusted in service.",
        ),
    ],
    [
        ("h1", "Section 2  -  Breathing Air Quality"),
        ("h2", "2.1  Purity limits"),
        (
            "p",
            "Air delivered by the HP-13 meets EN 12021 and CGA G-7.1 Grade E when the filter cartridge is within its service life and the compressor is run with the correct oil. The table below gives the limits that must be met at the fill panel.",
        ),
        (
            "table",
            dict(
                head=["Contaminant", "Limit"],
                w=[2, 3],
                rows=[
                    ["Carbon monoxide (CO)", "≤ 5 ppm"],
                    ["Carbon dioxide (CO2)", "≤ 500 ppm"],
                    ["Oil (mist and vapor)", "≤ 0.5 mg/m³"],
                    ["Water, fill pressure 4500 psi (300 bar)", "≤ 25 mg/m³"],
                    ["Water, fill pressure 3000 psi (200 bar)", "≤ 35 mg/m³"],
                    ["Oxygen", "20 - 22 % by volume"],
                    ["Odor and taste", "none noticeable"],
                ],
            ),
        ),
        (
            "p",
            "Have an air sample analyzed by an accredited laboratory every 3 months and after every cartridge change. The optional CO monitor (kit HP-CO5) shuts the compressor down when the CO content at the fill panel reaches 5 ppm.",
        ),
        ("h2", "2.2  Filter cartridge life"),
        (
            "p",
            "The filter cartridge TX-300 contains a molecular sieve (water), activated carbon (oil vapor and odor) and a catalyst layer that converts CO to CO2. Its life depends on how much water the incoming air carries, i.e. mainly on the ambient temperature. Use the table below; at temperatures between the listed values use the lower life. A fresh cartridge opened from its sealed can must be used within 2 years.",
        ),
        (
            "table",
            dict(
                ruled=False,
                title="Cartridge TX-300 service life (hours of compressor operation)",
                head=["Ambient temperature", "", "Life at 4500 psi", "Life at 3000 psi"],
                w=[1.2, 0.8, 1.2, 1.2],
                size=9.5,
                rows=[
                    ["50 °F", "(10 °C)", "62 h", "45 h"],
                    ["68 °F", "(20 °C)", "41 h", "30 h"],
                    ["86 °F", "(30 °C)", "25 h", "18 h"],
                    ["104 °F", "(40 °C)", "16 h", "12 h"],
                    ["113 °F", "(45 °C)", "12 h", "9 h"],
                ],
            ),
        ),
        (
            "p",
            "Record the running hours of each cartridge in the cartridge log. The hour meter on the control panel resets when the cartridge key switch is turned after installing a new cartridge.",
        ),
        (
            "box",
            (
                "WARNING",
                "Do not dry or regenerate a used cartridge. A saturated cartridge passes water and CO to the cylinders even though it looks clean.",
            ),
        ),
        ("h3", "Filter cartridge - replace when"),
        (
            "ul",
            [
                "the hours in the table above have been reached, or",
                "the moisture indicator on the fill panel turns from blue to pink, or",
                "the laboratory air sample fails any limit in 2.1.",
            ],
        ),
    ],
    [
        ("h1", "Section 3  -  Operation"),
        ("h2", "3.1  Pre-start checks"),
        (
            "ol",
            [
                "Check the oil level in the sight glass. The level must be between the MIN and MAX marks with the compressor stopped and level.",
                "Check that the intake hose and filter F-1 are free and the intake is in clean air.",
                "Check that the condensate drain valves V-101, V-102 and V-103 are closed and the drain tank is less than 3/4 full.",
                "Check the cartridge hours against the table in 2.2.",
                "Open the cooling air louvers of the compressor room.",
            ],
        ),
        ("h2", "3.2  Filling SCBA cylinders"),
        (
            "ol",
            [
                (
                    "Connect the cylinders to the fill whips.",
                    [
                        "Use the 300 bar (DIN 4500 psi) connector on the V-201 whip for 4500 psi cylinders.",
                        "Use the 200 bar connector on the V-202 whip for 3000 psi cylinders.",
                        "Never connect a 3000 psi cylinder to the 4500 psi whip.",
                    ],
                ),
                "Select the final pressure with selector switch S2 (3000 or 4500 psi). The final pressure switch stops the compressor at the selected value.",
                "Start the compressor with the green START button. Let it run for 2 minutes with the fill valves closed until the pressure at PT-03 exceeds 2175 psi and PMV-5 opens.",
                (
                    "Open the fill valve slowly.",
                    [
                        "Fill at not more than 400 psi/min (27 bar/min) to limit cylinder heating.",
                        "Place the cylinders in the water bath if one is provided.",
                    ],
                ),
                "When the compressor stops at final pressure, close the fill valve, vent the whip with its bleed valve and disconnect the cylinder.",
                "Let the cylinder cool down and top up if the pressure has fallen more than 10 %.",
            ],
        ),
        (
            "box",
            (
                "CAUTION",
                "Cylinders filled hot will show a pressure drop of roughly 10 % as they cool. Do not overfill to compensate.",
            ),
        ),
    ],
    [
        ("h2", "3.3  Condensate drain"),
        (
            "p",
            "Water and oil condensed in the intercoolers collect in the separators S-1, S-2 and S-3. With the automatic drain system the solenoid drain valves V-101 to V-103 open every 15 minutes for 6 seconds, and all three open when the compressor stops so that it restarts unloaded. Drained condensate goes to the drain tank (capacity 2.6 gal/10 liters) which must be emptied into the bilge water holding tank, never overboard.",
        ),
        (
            "p",
            "If the automatic drain fails, drain the separators by hand every 15 minutes through the manual drain valves. A compressor that is not drained will pass water to the filter cartridge and shorten its life sharply.",
        ),
        (
            "box",
            (
                "NOTE",
                "Condensate contains compressor oil. Dispose of it as oily waste in accordance with MARPOL Annex I and record it in the oil record book.",
            ),
        ),
        ("h3", "Stopping"),
        (
            "ol",
            [
                "Close the fill valves.",
                "Press the red STOP button. The drain valves open automatically and the system depressurizes to the PMV-5 setting.",
                "After the last run of the day, open the manual drains until no more water comes out.",
            ],
        ),
        ("h3", "Control panel indications"),
        (
            "table",
            dict(
                ruled=False,
                hrule=True,
                head=["Lamp", "Meaning"],
                w=[1, 3.5],
                rows=[
                    ["OIL PRESS", "oil pressure below 7 psi (0.5 bar) - compressor stopped"],
                    [
                        "TEMP",
                        "3rd stage discharge above 410 °F (210 °C), TS-04 - compressor stopped",
                    ],
                    ["CARTRIDGE", "cartridge hour limit reached - fill not permitted"],
                    ["CO", "CO at fill panel at or above 5 ppm (optional monitor)"],
                ],
            ),
        ),
        (
            "p",
            "The temperature switch TS-04 on the 3rd stage discharge trips at 410 °F (210 °C). Let the compressor cool for at least 30 minutes before restarting, and find the cause first (see Section 6).",
        ),
    ],
    [
        ("h1", "Section 4  -  Flow Diagram"),
        ("draw", (260, _m2_flow)),
        (
            "small",
            "Figure 4-1  Air flow diagram, HP-13. C = compressor stage, S = separator, SV = safety valve, F = filter, PMV = pressure maintaining valve.",
        ),
        (
            "table",
            dict(
                head=["Tag", "Description", "Location"],
                w=[0.7, 2.5, 2],
                rows=[
                    ["F-1", "Intake filter, paper element", "top of crankcase, left"],
                    ["SV-1 / SV-2 / SV-3", "Stage safety valves", "on each intercooler outlet"],
                    ["S-1 / S-2 / S-3", "Condensate separators", "rear of frame"],
                    ["V-101 / V-102 / V-103", "Solenoid drain valves", "below separators"],
                    [
                        "F-4",
                        "Final filter housing with TX-300 cartridge",
                        "front panel, right side",
                    ],
                    ["PMV-5", "Pressure maintaining valve, 2175 psi", "after F-4"],
                    ["PT-03", "Final pressure transmitter / gauge", "fill panel"],
                    ["V-201 / V-202", "Fill valves 4500 psi / 3000 psi", "fill panel"],
                    ["TS-04", "3rd stage temperature switch", "3rd stage head"],
                ],
            ),
        ),
    ],
    [
        ("h1", "Section 5  -  Maintenance"),
        ("h2", "5.1  Maintenance schedule"),
        (
            "p",
            "Intervals are in hours of compressor operation. Whichever comes first, hours or calendar time, applies.",
        ),
        (
            "table",
            dict(
                head=["Maintenance item", "Daily", "50 h", "250 h", "500 h", "1000 h", "Yearly"],
                w=[3, 0.6, 0.6, 0.6, 0.6, 0.7, 0.7],
                rows=[
                    ["Check oil level", "X", "", "", "", "", ""],
                    ["Drain condensate / check auto drain", "X", "", "", "", "", ""],
                    ["Check V-belt tension", "", "X", "", "", "", ""],
                    ["Clean intake filter F-1", "", "X", "", "", "", ""],
                    ["Replace intake filter element", "", "", "X", "", "", ""],
                    ["Change compressor oil", "", "", "", "X", "", "X"],
                    ["Check safety valves SV-1...SV-3 (manual lift)", "", "", "X", "", "", ""],
                    ["Inspect stage valves", "", "", "", "", "X", ""],
                    ["Replace final-stage piston rings", "", "", "", "", "X", ""],
                    ["Air quality test by laboratory", "", "", "", "", "", "3 months"],
                ],
            ),
        ),
        ("h2", "5.2  Torque values"),
        (
            "p",
            "Tighten the 1st stage cylinder head bolts to 18 ft-lb (25 N·m) and the 2nd stage head bolts to 26 ft-lb (35 N·m), in a crosswise pattern. The 3rd stage valve head cap is tightened to 37 ft-lb (50 N·m). Always retorque cylinder heads after the first 10 hours of running following a repair.",
        ),
        (
            "p",
            "Change the oil with the compressor warm. Drain through the plug at the bottom of the crankcase and refill with 1.2 US qt of HP-Lube 750. Mineral oil must not be used in a breathing air compressor.",
        ),
        (
            "box",
            (
                "CAUTION",
                "V-belt deflection should be approximately 3/8 in (10 mm) at mid-span under thumb pressure. An over-tightened belt overloads the motor and crankshaft bearings.",
            ),
        ),
    ],
    [
        ("h1", "Section 6  -  Troubleshooting"),
        (
            "table",
            dict(
                head=["Fault", "Possible cause", "Action"],
                w=[1.4, 2, 2.2],
                rows=[
                    [
                        "Compressor stops on high temperature (TEMP lamp)",
                        "Cooling air blocked or louvers closed; 3rd stage valve leaking; compressor room above 113 °F",
                        "Open louvers, clean cooler fins; inspect 3rd stage valves; ventilate room",
                    ],
                    [
                        "Final pressure not reached",
                        "Leaking fitting or drain valve; piston rings worn; PMV-5 leaking",
                        "Leak test with soap solution; check drains closed; replace rings",
                    ],
                    [
                        "1st stage safety valve SV-1 blows",
                        "2nd stage suction or pressure valve defective",
                        "Replace 2nd stage valves",
                    ],
                    [
                        "2nd stage safety valve SV-2 blows",
                        "3rd stage valve defective",
                        "Replace 3rd stage valves",
                    ],
                    [
                        "Water in the cylinders / moisture indicator pink",
                        "Cartridge saturated; condensate drain not working; PMV-5 set too low",
                        "Replace cartridge; repair drain solenoid; have PMV-5 checked",
                    ],
                    [
                        "Oil taste or smell in air",
                        "Cartridge exhausted; wrong oil; oil overfilled",
                        "Replace cartridge and oil; correct level",
                    ],
                    [
                        "Low oil pressure (OIL PRESS lamp)",
                        "Oil level low; oil pump strainer blocked",
                        "Top up; clean strainer",
                    ],
                    [
                        "Excessive vibration",
                        "Loose mounting bolts; V-belt worn",
                        "Tighten bolts; replace belt",
                    ],
                ],
            ),
        ),
    ],
    [
        ("h1", "Section 7  -  Parts List"),
        (
            "p",
            "Order parts by part number from your Harbor Peak distributor. Give the compressor serial number (nameplate on the frame) with every order.",
        ),
        (
            "table",
            dict(
                head=["Item", "Part No.", "Description", "Qty"],
                w=[0.5, 1.2, 3, 0.5],
                rows=[
                    ["1", "HP-TX300", "Filter cartridge TX-300", "1"],
                    ["2", "HP-4401", "Intake filter element F-1", "1"],
                    ["3", "HP-1127", "Valve set, 1st stage", "1"],
                    ["4", "HP-1128", "Valve set, 2nd stage", "1"],
                    ["5", "HP-1129", "Valve set, 3rd stage", "1"],
                    ["6", "HP-2210", "Piston ring set, 3rd stage", "1"],
                    ["7", "HP-3305", "Safety valve SV-3, 4930 psi", "1"],
                    ["8", "HP-3306", "Safety valve SV-3, 3190 psi", "1"],
                    ["9", "HP-5512", "Solenoid drain valve, 24 V DC", "3"],
                    ["10", "HP-6020", "V-belt B-48", "2"],
                    ["11", "HP-L750-1", "HP-Lube 750 oil, 1 qt", "4"],
                    ["12", "HP-7741", "Fill whip 4500 psi, DIN connector, 5 ft", "2"],
                    ["13", "HP-CO5", "CO monitor kit (optional)", "1"],
                ],
            ),
        ),
        ("h3", "Service kits"),
        (
            "p",
            "The 1000-hour kit HP-K1000 contains items 2, 3, 4, 5 and 6 and all gaskets and O-rings needed to overhaul the compressor block.",
        ),
    ],
]


# ---------------------------------------------------------------- manual 3: Cucimar combi steamer (translated, two-column)
def _m3_decor(r, i, n):
    r.page.draw_rect(fitz.Rect(0, 0, W, 30), color=None, fill=(0.78, 0.12, 0.16))
    r.text(40, 20, "CUCIMAR", "hebo", 12, (1, 1, 1))
    r.text(330, 20, "ThermoVapor CVM 10-1/1 E  -  Use and maintenance", "helv", 8, (1, 1, 1))
    r.text(W / 2 - 6, 822, f"- {i} -", "helv", 8.5)
    r.text(40, 822, "Cod. 58.0317 EN - ed. 02/2021", "helv", 6.5)


M3_ST = dict(
    font="helv",
    bold="hebo",
    size=8.8,
    margins=(40, 555),
    top=40,
    bottom=806,
    band=(0.78, 0.12, 0.16),
    olfmt="{n})",
    subfmt="{a}.",
    decor=_m3_decor,
    bullet="-",
    title="ThermoVapor CVM 10-1/1 E Use and maintenance",
    maker="Cucimar S.r.l.",
)


def _m3_circuit(r, x, y, w, h):
    dline(r, [(x + 5, y + 40), (x + 60, y + 40)], width=1.4)
    dlabel(r, x + 5, y + 33, 'water inlet 3/4"', 6.5)
    dbox(r, x + 60, y + 30, 34, 20, "filter", 6.5)
    dline(r, [(x + 94, y + 40), (x + 130, y + 40)], width=1.4)
    dinst(r, x + 112, y + 18, "PI-1")
    dline(r, [(x + 112, y + 28), (x + 112, y + 40)], width=0.5)
    dline(r, [(x + 130, y + 40), (x + 130, y + 200)], width=1.2)
    for _k, (yy, tag, to) in enumerate(
        [
            (y + 70, "YV-1", "steam gen. fill"),
            (y + 120, "YV-2", "quench / drain cooling"),
            (y + 170, "YV-3", "cleaning nozzle"),
        ]
    ):
        dline(r, [(x + 130, yy), (x + 200, yy)], width=1.0)
        dvalve(r, x + 160, yy, tag)
        dlabel(r, x + 140, yy + 15, to, 6)
    dbox(r, x + 200, y + 45, 70, 60, "SG-1\nsteam generator\n9 kW", 6.5, fill=(0.95, 0.93, 0.9))
    dinst(r, x + 235, y + 125, "LS-1")
    dline(r, [(x + 235, y + 105), (x + 235, y + 115)], width=0.5)
    dinst(r, x + 285, y + 55, "TC-3")
    dline(r, [(x + 270, y + 55), (x + 275, y + 55)], width=0.5)
    dline(r, [(x + 270, y + 75), (x + 310, y + 75)], width=1.2)
    dbox(r, x + 310, y + 30, 120, 130, "COOKING CHAMBER\n10 x GN 1/1", 7, fill=(0.97, 0.97, 0.97))
    dinst(r, x + 370, y + 50, "TC-1")
    dinst(r, x + 410, y + 140, "TC-2")
    dlabel(r, x + 380, y + 175, "TC-2 core probe", 6)
    dline(r, [(x + 200, y + 120), (x + 310, y + 120)], width=0.8)
    dline(
        r,
        [(x + 200, y + 170), (x + 300, y + 170), (x + 300, y + 100), (x + 310, y + 100)],
        width=0.8,
    )
    dline(r, [(x + 370, y + 160), (x + 370, y + 215), (x + 440, y + 215)], width=1.4)
    dbox(r, x + 440, y + 200, 40, 30, "P-2\ndrain\npump", 6)
    dline(r, [(x + 480, y + 215), (x + 505, y + 215)], width=1.4)
    dlabel(r, x + 445, y + 245, "to drain DN 50", 6.5)
    dline(
        r,
        [(x + 235, y + 45), (x + 235, y + 10), (x + 330, y + 10), (x + 330, y + 30)],
        width=0.8,
        dashes="[3 2] 0",
    )
    dlabel(r, x + 250, y + 7, "steam vent / chimney", 6)


M3_PAGES = [
    [
        ("sp", 40),
        ("center", ("CUCIMAR S.r.l.", 22, True)),
        ("center", ("Grandi impianti per cucine navali", 10, False)),
        ("sp", 50),
        ("center", ("ThermoVapor CVM 10-1/1 E", 26, True)),
        ("center", ("Electric combination steamer oven - marine version 440 V 60 Hz", 12, False)),
        ("sp", 40),
        ("center", ("INSTRUCTIONS FOR USE AND MAINTENANCE", 14, True)),
        ("center", ("Models CVM 6-1/1 E, CVM 10-1/1 E, CVM 10-2/1 E, CVM 20-1/1 E", 10, False)),
        ("sp", 180),
        (
            "center",
            ("Cucimar S.r.l. - Via dell'Industria 27 - 35010 Vigonza (PD) - Italia", 9, False),
        ),
        (
            "center",
            ("Translation of the original instructions. Cod. 58.0317 EN - ed. 02/2021", 8.5, False),
        ),
    ],
    [
        ("h1", "INDEX"),
        (
            "toc",
            [
                ("1", "GENERAL INFORMATIONS", 3),
                ("1.1", "Technical data", 3),
                ("1.2", "Water supply and water quality", 3),
                ("2", "COOKING MODES", 4),
                ("2.1", "Steam", 4),
                ("2.2", "Convection (hot air)", 4),
                ("2.3", "Combi", 4),
                ("2.4", "Regeneration and Delta-T", 4),
                ("3", "CORE PROBE", 5),
                ("3.1", "Use of the core probe", 5),
                ("3.2", "Recommended core temperatures", 5),
                ("4", "CLEANING AND DESCALING", 6),
                ("4.1", "Automatic washing programs", 6),
                ("4.2", "Descaling of the steam generator", 6),
                ("5", "ERROR MESSAGES", 7),
                ("6", "MAINTENANCE", 8),
                ("6.1", "Maintenance table", 8),
                ("6.2", "Spare parts", 8),
                ("7", "WATER AND STEAM CIRCUIT", 9),
            ],
        ),
        (
            "p",
            "Dear customer, thank you for choosing a Cucimar product. Please read this booklet carefully before using the oven and keep it near the appliance for any further consultation. The manufacturer declines every responsibility for damages caused by a not correct installation or use.",
        ),
    ],
    [
        ("h1", "1 - GENERAL INFORMATIONS"),
        (
            "cols",
            (
                [
                    ("h2", "1.1 Technical data"),
                    (
                        "p",
                        'The combination steamer (in the galley often simply called "combi" or "steamer") is an electric oven which can cook with steam, with hot air or with both together. The marine version is built for 440 V 60 Hz three-phase supply and has feet with fixing brackets for the deck, so that the oven cannot move in heavy sea.',
                    ),
                    (
                        "p",
                        "The oven must be fixed to the deck with the four brackets supplied. Please take care that the distance from the rear wall is min. 50 mm and from hot appliances (fryers, griddles) on the left side min. 500 mm, because the electronic board is in the left side panel.",
                    ),
                    (
                        "p",
                        "Connected load of the steam generator is 9 kW; heating elements of the cooking chamber 9,5 kW. The two never work at full power together, the board shares the load.",
                    ),
                ],
                [
                    ("h2", "1.2 Water supply and water quality"),
                    (
                        "p",
                        'The oven needs one connection of cold drinking water 3/4" for the steam generator and the washing. The pressure of the water must be kept within 1,5 ~ 6 bar (150 ~ 600 kPa). With pressure under 1,5 bar the filling of the steam generator is too slow and the error E24 can appear.',
                    ),
                    (
                        "p",
                        "On board the water is often produced by the fresh water generator and is very soft. Please take care that water with a conductivity less than 50 µS/cm is not used without a remineralisation filter, because the level electrode LS-1 does not recognise the water and the steam generator is overfilled.",
                    ),
                ],
            ),
        ),
        (
            "table",
            dict(
                title="Tab. 1 - Technical data of the models",
                head=["Model", "Capacity", "Connected load", "Supply", "Water pressure", "Weight"],
                w=[1.2, 1.1, 1, 1.3, 1, 0.8],
                rows=[
                    [
                        "CVM 6-1/1 E",
                        "6 x GN 1/1",
                        "10,5 kW",
                        "3 AC 440 V 60 Hz",
                        "1,5 ~ 6 bar",
                        "112 kg",
                    ],
                    [
                        "CVM 10-1/1 E",
                        "10 x GN 1/1",
                        "18,9 kW",
                        "3 AC 440 V 60 Hz",
                        "1,5 ~ 6 bar",
                        "138 kg",
                    ],
                    [
                        "CVM 10-2/1 E",
                        "10 x GN 2/1",
                        "33,5 kW",
                        "3 AC 440 V 60 Hz",
                        "1,5 ~ 6 bar",
                        "186 kg",
                    ],
                    [
                        "CVM 20-1/1 E",
                        "20 x GN 1/1",
                        "37,0 kW",
                        "3 AC 440 V 60 Hz",
                        "1,5 ~ 6 bar",
                        "262 kg",
                    ],
                ],
            ),
        ),
        (
            "table",
            dict(
                title="Tab. 2 - Quality of the water for the steam generator",
                head=[
                    "Total hardness",
                    "Chlorides",
                    "pH",
                    "Conductivity",
                    "Free chlorine",
                    "Water temperature",
                ],
                w=[1.1, 1, 0.8, 1, 1, 1.1],
                rows=[
                    [
                        "4 ~ 7 °dH (70 ~ 125 ppm CaCO3)",
                        "max. 60 mg/l",
                        "6,5 ~ 8,5",
                        "min. 50 µS/cm",
                        "< 0,2 mg/l",
                        "max. 30 °C",
                    ]
                ],
            ),
        ),
        (
            "box",
            (
                "ATTENTION",
                "Damages to the steam generator caused by water out of these values are not covered by the warranty. With hardness over 7 °dH a water softener must be installed, and the descaling interval of table 6 must be respected.",
            ),
        ),
    ],
    [
        ("h1", "2 - COOKING MODES"),
        (
            "cols",
            (
                [
                    ("h2", "2.1 Steam"),
                    (
                        "p",
                        "The steam mode cooks with saturated steam, without hot air. The chamber temperature can be set in the range 30 ~ 130 °C:",
                    ),
                    (
                        "ul",
                        [
                            "30 ~ 99 °C: low temperature steaming, for fish, custards, vegetables which must remain firm;",
                            "100 °C: normal steaming (boiling), for potatoes, rice, pasta;",
                            "101 ~ 130 °C: forced steaming, for frozen vegetables and big quantities.",
                        ],
                    ),
                    (
                        "p",
                        "In steam mode the fan turns at reduced speed and the humidity is always 100 %.",
                    ),
                    ("h2", "2.2 Convection (hot air)"),
                    (
                        "p",
                        "The hot air mode works with the heating elements and the fan only, the temperature range is 30 ~ 300 °C. It is used for roasting, grilling, baking and gratin. The damper of the chimney is open, so the humidity of the food can go out.",
                    ),
                    (
                        "p",
                        "Please take care not to open the door when the chamber is over 260 °C, the hot air exits strongly from the top of the door.",
                    ),
                ],
                [
                    ("h2", "2.3 Combi"),
                    (
                        "p",
                        "In combi mode steam and hot air work together, range 30 ~ 250 °C. The humidity can be regulated from 0 to 100 % in steps of 10 %. Combi is the best mode for roasts and for chicken, because the weight loss is reduced of about 15 ~ 20 % compared to hot air only.",
                    ),
                    ("h2", "2.4 Regeneration and Delta-T"),
                    (
                        "p",
                        "Regeneration is used to bring cooked and chilled food (for example plated meals for the crew mess) back to serving temperature; the range is 100 ~ 160 °C with automatic humidity.",
                    ),
                    (
                        "p",
                        "With Delta-T cooking the chamber temperature follows the core temperature and stays always a set difference (delta) higher, e.g. 50 °C. This gives a very slow and soft cooking for big pieces of meat.",
                    ),
                    ("h3", "Fan speed"),
                    (
                        "p",
                        "The fan has 5 speeds. Speed 1 and 2 are for delicate products (meringues, soufflé), speed 5 is the standard. With speed 1 and 2 the heating power is reduced automatically to 50 %.",
                    ),
                    ("h3", "Cool down"),
                    (
                        "p",
                        "To cool down the chamber quickly, for example from hot air 250 °C to steam 80 °C, select COOL DOWN, open the door and the fan runs until the chamber is under the set value. Never cool down the chamber with water from a hose: the glass of the door and the chamber seal can be broken.",
                    ),
                ],
            ),
        ),
        (
            "table",
            dict(
                ruled=False,
                hrule=True,
                title="Summary of the modes",
                head=["Mode", "Symbol", "Temperature range", "Humidity"],
                w=[1.2, 1, 1.5, 1.3],
                rows=[
                    ["Steam", "cloud", "30 ~ 130 °C", "100 %"],
                    ["Convection", "fan", "30 ~ 300 °C", "0 % (damper open)"],
                    ["Combi", "cloud + fan", "30 ~ 250 °C", "0 ~ 100 %"],
                    ["Regeneration", "plate", "100 ~ 160 °C", "automatic"],
                ],
            ),
        ),
    ],
    [
        ("h1", "3 - CORE PROBE"),
        (
            "cols",
            (
                [
                    ("h2", "3.1 Use of the core probe"),
                    (
                        "p",
                        "The core probe (TC-2) measures the temperature in the centre of the product. When the set core temperature is reached, the cooking ends automatically and the buzzer sounds for 10 seconds. The core temperature can be set from 20 to 99 °C.",
                    ),
                    (
                        "ol",
                        [
                            (
                                "Insert the probe:",
                                [
                                    "in the thickest part of the product;",
                                    "in the middle of it, not touching the bone;",
                                    "for thin products in the direction of the length.",
                                ],
                            ),
                            "Press the CORE PROBE key; the display shows the actual core temperature.",
                            "Set the wished core temperature with the knob and confirm by pressing the knob.",
                            "Start the cooking with START/STOP.",
                        ],
                    ),
                    (
                        "p",
                        "Please take care that the probe is not left hanging outside of the door, the cable is damaged when the door closes. After the use put the probe in its holder on the chamber side wall.",
                    ),
                ],
                [
                    ("h2", "3.2 Recommended core temperatures"),
                    (
                        "table",
                        dict(
                            head=["Product", "Core temp."],
                            w=[2, 1],
                            rows=[
                                ["Roast beef, rare", "52 ~ 54 °C"],
                                ["Roast beef, medium", "58 ~ 60 °C"],
                                ["Pork roast", "72 °C"],
                                ["Whole chicken", "82 °C"],
                                ["Turkey breast", "75 °C"],
                                ["Fish fillet", "62 °C"],
                                ["Meat loaf", "75 °C"],
                                ["Crème caramel", "85 °C"],
                            ],
                        ),
                    ),
                    (
                        "p",
                        "For the food safety on board the core temperature of poultry must be at least 75 °C for min. 2 minutes; this value is fixed by the rules of many flag states and is not a recommendation of Cucimar only.",
                    ),
                ],
            ),
        ),
        (
            "box",
            (
                "ATTENTION",
                "The core probe is hot after the cooking (up to 99 °C). Use a glove to take it out of the product.",
            ),
        ),
        (
            "p",
            "If the core probe is not connected or is broken, the display shows E10 and cooking with core temperature is not possible; cooking by time can continue normally. The probe is changed from the outside: unscrew the ring nut of the plug on the left side of the chamber (hand tight), the new probe has code 34.1202.",
        ),
    ],
    [
        ("h1", "4 - CLEANING AND DESCALING"),
        ("h2", "4.1 Automatic washing programs"),
        (
            "p",
            "The oven has an automatic washing system with liquid detergent DET-CM and rinse aid RIN-CM, which are sucked from the canisters by two peristaltic pumps. The canisters must stay under the oven, max. 1 m lower than the pump. Please take care to use only the original products: other detergents can make foam and damage the seals.",
        ),
        (
            "table",
            dict(
                head=["Program", "Duration", "Detergent use", "When to use"],
                w=[1, 0.9, 1, 2.6],
                rows=[
                    ["RINSE", "12 min", "none", "only water rinse, after steaming of vegetables"],
                    [
                        "LIGHT",
                        "45 min",
                        "approx. 0,3 l",
                        "light dirt, after steam and regeneration",
                    ],
                    ["NORMAL", "1 h 05 min", "approx. 0,5 l", "daily, after roasting and grilling"],
                    [
                        "STRONG",
                        "1 h 40 min",
                        "approx. 0,8 l",
                        "heavy burnt fat, after grill and chicken",
                    ],
                ],
            ),
        ),
        ("h2", "4.2 Descaling of the steam generator"),
        (
            "p",
            'Scale in the steam generator reduces the production of steam and can burn the heating elements. When the counter reaches the set hours the display shows E27 "descaling required". The interval depends from the hardness of the water (table 6). Use the descaler CALK-OFF DS, 3 l for one descaling.',
        ),
        (
            "box",
            (
                "DANGER",
                "The descaler is an acid. Use protective glasses and gloves. In case of contact with the eyes wash with plenty of water and call the doctor.",
            ),
        ),
        (
            "ol",
            [
                (
                    "Prepare the oven:",
                    [
                        "let the oven cool under 60 °C;",
                        "open the door and remove the trays and racks.",
                    ],
                ),
                "Select in the SERVICE menu the program DESCALING and confirm. The steam generator is emptied automatically.",
                (
                    'When the display shows "INSERT DESCALER":',
                    [
                        "open the small cover on the top of the chamber (left);",
                        "pour slowly the 3 l of CALK-OFF DS with the funnel;",
                        "close the cover.",
                    ],
                ),
                "Press START. The program works approx. 1 h 30 min: soak, heating at 90 °C, and three rinses.",
                "At the end the display shows END. Make one program RINSE before the next cooking.",
            ],
        ),
        (
            "table",
            dict(
                title="Tab. 6 - Descaling interval of the steam generator",
                head=["Water hardness", "Interval (hours of steam)"],
                w=[1.5, 1.5],
                rows=[
                    ["< 4 °dH", "200 h"],
                    ["4 ~ 7 °dH", "120 h"],
                    ["7 ~ 12 °dH", "60 h"],
                    ["> 12 °dH", "softener compulsory"],
                ],
            ),
        ),
    ],
    [
        ("h1", "5 - ERROR MESSAGES"),
        (
            "p",
            "When a fault happens the display shows the code of the error and the buzzer sounds. With the errors marked with * the oven can continue to work in a reduced way (emergency operation). For all the other errors please call the technical service.",
        ),
        (
            "table",
            dict(
                head=["Code", "Description", "Cause", "What to do"],
                w=[0.5, 1.5, 2.2, 2.2],
                rows=[
                    [
                        "E01",
                        "Chamber overtemperature",
                        "chamber over 320 °C, safety thermostat tripped",
                        "let cool, reset the thermostat behind the control panel, call service",
                    ],
                    [
                        "E03",
                        "Steam generator overtemperature",
                        "steam generator dry or heavily scaled, TC-3 over 140 °C",
                        "descale (4.2), check water supply",
                    ],
                    [
                        "E05 *",
                        "Fan motor overheating",
                        "motor thermal protection; fan blocked",
                        "let cool 30 min; check the fan wheel",
                    ],
                    [
                        "E10 *",
                        "Core probe fault",
                        "core probe TC-2 broken or not connected",
                        "cook by time; replace probe 34.1202",
                    ],
                    [
                        "E12",
                        "Chamber probe fault",
                        "probe TC-1 broken or short circuit",
                        "call service",
                    ],
                    ["E14", "Steam generator probe fault", "probe TC-3 broken", "call service"],
                    [
                        "E21",
                        "Door open",
                        "door open or door switch defective",
                        "close the door; check the magnet switch",
                    ],
                    [
                        "E24 *",
                        "Water lack",
                        "water tap closed, pressure under 1,5 bar, filter YV-1 dirty",
                        "open tap, clean the inlet filter",
                    ],
                    [
                        "E27 *",
                        "Descaling required",
                        "descaling counter expired",
                        "make the descaling (4.2)",
                    ],
                    [
                        "E31",
                        "Drain pump fault",
                        "drain pump P-2 blocked or drain obstructed",
                        "clean drain, check P-2",
                    ],
                    [
                        "E34 *",
                        "Detergent empty",
                        "canister DET-CM empty or suction tube in air",
                        "change canister, purge with PURGE program",
                    ],
                    [
                        "E40",
                        "Communication error",
                        "no communication between display and power board",
                        "switch off and on; call service",
                    ],
                ],
            ),
        ),
        (
            "p",
            "To cancel an error message after the cause is removed press the knob for 3 seconds. The last 20 errors are stored in the SERVICE menu with the date and the hour.",
        ),
        (
            "box",
            (
                "ATTENTION",
                "Do not reset E01 more than one time without having found the cause: a repeated overtemperature is a danger of fire in the galley.",
            ),
        ),
    ],
    [
        ("h1", "6 - MAINTENANCE"),
        ("h2", "6.1 Maintenance table"),
        (
            "p",
            "The maintenance works marked with S must be done by a technician authorised by Cucimar; the works marked with U can be done by the user (galley personnel or ship's electrician).",
        ),
        (
            "table",
            dict(
                head=["Work", "Daily", "Weekly", "Monthly", "6 months", "Yearly", "By"],
                w=[3, 0.6, 0.7, 0.7, 0.8, 0.7, 0.4],
                rows=[
                    ["Washing of the chamber (program NORMAL)", "X", "", "", "", "", "U"],
                    ["Cleaning of the door seal and glass", "X", "", "", "", "", "U"],
                    ["Cleaning of the drain and of the grease filter", "", "X", "", "", "", "U"],
                    ["Check of the detergent and rinse aid level", "", "X", "", "", "", "U"],
                    ["Cleaning of the water inlet filter", "", "", "X", "", "", "U"],
                    ["Check of the door seal, replace if damaged", "", "", "", "X", "", "S"],
                    ["Check of level electrode LS-1 and steam generator", "", "", "", "X", "", "S"],
                    ["Check of the electrical connections, tightening", "", "", "", "", "X", "S"],
                    ["Check of the safety thermostats", "", "", "", "", "X", "S"],
                ],
            ),
        ),
        (
            "p",
            "The terminals of the power supply must be tightened with 2,5 Nm; the heating elements nuts with 0,4 kgf·m. Please take care not to tighten more, the ceramic insulators can break.",
        ),
        ("h2", "6.2 Spare parts"),
        (
            "table",
            dict(
                head=["Pos.", "Code", "Description", "Q.ty"],
                w=[0.5, 1, 3, 0.5],
                rows=[
                    ["1", "34.1202", "Core probe TC-2, single point, with plug", "1"],
                    ["2", "21.0456", "Door seal, CVM 10-1/1", "1"],
                    ["3", "40.3310", 'Solenoid valve YV-1, 3/4", 24 V AC', "1"],
                    ["4", "40.3312", "Solenoid valve, double, YV-2 / YV-3", "1"],
                    ["5", "15.0871", "Level electrode LS-1", "1"],
                    ["6", "52.7740", "Halogen lamp 12 V 20 W with glass", "2"],
                    ["7", "18.2205", "Drain pump P-2, 230 V", "1"],
                    ["8", "33.0901", "Heating element 3,15 kW, steam generator", "3"],
                    ["9", "60.1150", "Descaler CALK-OFF DS, canister 10 l", "1"],
                ],
            ),
        ),
    ],
    [
        ("h1", "7 - WATER AND STEAM CIRCUIT"),
        (
            "p",
            "The figure shows the water and steam circuit of the CVM 10-1/1 E. The numbers of the components are the same of the spare parts list and of the error messages.",
        ),
        ("draw", (260, _m3_circuit)),
        (
            "small",
            "Fig. 7 - Water and steam circuit (simplified). PI = pressure gauge, YV = solenoid valve, SG = steam generator, LS = level electrode, TC = temperature probe, P = pump.",
        ),
        (
            "cols",
            (
                [
                    (
                        "p",
                        "The water enters through the filter and the solenoid valve YV-1 into the steam generator SG-1. The level electrode LS-1 keeps the level; if the level is not reached in 4 minutes the error E24 appears. The probe TC-3 protects the generator against the dry working.",
                    )
                ],
                [
                    (
                        "p",
                        "The solenoid valve YV-2 sprays cold water in the drain to cool the steam and the hot water before the drain (quench), so that the temperature at the drain is not exceeding 60 °C. YV-3 feeds the cleaning nozzle in the top of the chamber.",
                    )
                ],
            ),
        ),
    ],
]


# ---------------------------------------------------------------- manual 4: Torvald DX-50 AODD (terse service-bulletin)
def _m4_decor(r, i, n):
    r.page.draw_rect(fitz.Rect(48, 34, 547, 50), color=(0, 0, 0), width=0.8)
    r.text(52, 45, "TORVALD FLUID SYSTEMS", "cobo", 8)
    r.text(250, 45, "DX-50 AODD PUMP", "cobo", 8)
    r.text(400, 45, f"SB/SM-DX50-04   SHT {i}/{n}", "cour", 8)
    r.page.draw_line((48, 806), (547, 806), width=0.5)
    r.text(
        48, 817, "UNCONTROLLED WHEN PRINTED. CHK LATEST ISSUE AT TORVALD SERVICE PORTAL.", "cour", 7
    )


M4_ST = dict(
    font="cour",
    bold="cobo",
    size=8.6,
    margins=(50, 545),
    top=56,
    bottom=800,
    h1rule=True,
    olfmt="{n}.",
    subfmt="{a})",
    decor=_m4_decor,
    bullet="-",
    title="DX-50 AODD pump service manual",
    maker="Torvald Fluid Systems Ltd",
)


def _m4_inst(r, x, y, w, h):
    # air side
    dline(r, [(x + 5, y + 40), (x + 230, y + 40)], width=1.0)
    dlabel(r, x + 5, y + 55, "ship's service air 7 bar", 6.5)
    dvalve(r, x + 70, y + 40, "V-1")
    dbox(r, x + 100, y + 28, 44, 24, "FR-1\nfilter-reg.", 6)
    dinst(r, x + 175, y + 18, "PI-2")
    dline(r, [(x + 175, y + 28), (x + 175, y + 40)], width=0.5)
    dvalve(r, x + 205, y + 40, "V-4")
    dline(r, [(x + 230, y + 40), (x + 230, y + 80)], width=1.0)
    # pump
    dbox(r, x + 195, y + 80, 70, 70, "P-1\nDX-50\nAODD pump", 7, fill=(0.93, 0.93, 0.93))
    dlabel(r, x + 270, y + 120, "exhaust muffler M-1", 6)
    # suction
    dline(
        r,
        [(x + 230, y + 150), (x + 230, y + 190), (x + 120, y + 190), (x + 120, y + 230)],
        width=2.0,
    )
    dvalve(r, x + 170, y + 190, "V-2")
    dbox(r, x + 70, y + 230, 100, 30, "SLOP TANK (S)\nsuction hose", 6.5)
    # discharge
    dline(r, [(x + 265, y + 95), (x + 360, y + 95)], width=2.0)
    dbox(r, x + 300, y + 60, 34, 24, "PD-1", 6.5)
    dline(r, [(x + 317, y + 84), (x + 317, y + 95)], width=1.0)
    dvalve(r, x + 385, y + 95, "V-3")
    dline(r, [(x + 360, y + 95), (x + 460, y + 95)], width=2.0)
    dinst(r, x + 420, y + 70, "PI-5")
    dline(r, [(x + 420, y + 80), (x + 420, y + 95)], width=0.5)
    dlabel(r, x + 400, y + 112, "to shore / cargo tank", 6.5)
    # ground
    dline(
        r,
        [(x + 200, y + 150), (x + 200, y + 175), (x + 300, y + 175), (x + 300, y + 215)],
        width=0.7,
        dashes="[2 2] 0",
    )
    for k in range(3):
        r.page.draw_line(
            (x + 290 + 3 * k, y + 215 + 4 * k), (x + 310 - 3 * k, y + 215 + 4 * k), width=0.9
        )
    dlabel(r, x + 310, y + 205, "GND-1 ground lug -> hull", 6.5)


_M4_PARTS = [
    ["1", "DX50-101", "Center section, alu, ATEX", "1"],
    ["2", "DX50-102", "Air valve assy, complete", "1"],
    ["3", "DX50-103", "Air valve spool", "1"],
    ["4", "DX50-104", "Air valve gasket", "1"],
    ["5", "DX50-105", "Air valve end cap", "2"],
    ["6", "DX50-106", "End cap O-ring", "2"],
    ["7", "DX50-107", "Air valve cap screw M6 x 20", "4"],
    ["8", "DX50-108", "Air valve body gasket", "1"],
    ["9", "DX50-110", "Pilot shaft", "1"],
    ["10", "DX50-111", "Pilot shaft bushing", "2"],
    ["11", "DX50-112", "Pilot shaft O-ring", "6"],
    ["12", "DX50-120", "Main shaft, SS 316", "1"],
    ["13", "DX50-121", "Main shaft seal", "2"],
    ["14", "DX50-122", "Main shaft bushing", "2"],
    ["15", "DX50-130-A", "Fluid cover, alu", "2"],
    ["16", "DX50-140-A", "Inlet manifold, alu", "1"],
    ["17", "DX50-141-A", "Discharge manifold, alu", "1"],
    ["18", "DX50-150-P", "Diaphragm PTFE (overlay)", "2"],
    ["19", "DX50-151-S", "Back-up diaphragm Santoprene", "2"],
    ["20", "DX50-152", "Inner diaphragm plate", "2"],
    ["21", "DX50-153", "Outer diaphragm plate, SS", "2"],
    ["22", "DX50-160-P", "Valve ball PTFE, dia. 50 mm", "4"],
    ["23", "DX50-161-S", "Valve seat SS 316 (chamfered)", "4"],
    ["24", "DX50-162-P", "Seat O-ring PTFE", "4"],
    ["25", "DX50-170", "Manifold clamp bolt M10 x 45", "16"],
    ["26", "DX50-171", "Fluid cover bolt M10 x 35", "16"],
    ["27", "DX50-172", "Washer M10, SS", "32"],
    ["28", "DX50-180", "Muffler, sintered", "1"],
]
_M4_PARTS2 = [
    ["29", "DX50-190", "Ground strap 2.5 m w/ clamp", "1"],
    ["30", "DX50-195", "Foot / handle frame, portable", "1"],
    ["--", "DX50-K1", "Wet-end kit (items 18, 19, 22, 23, 24)", "1"],
    ["--", "DX50-K2", "Air-end kit (items 4, 6, 8, 10, 13)", "1"],
]

M4_PAGES = [
    [
        ("sp", 30),
        ("center", ("TORVALD FLUID SYSTEMS LTD", 18, True)),
        ("sp", 30),
        ("center", ("DX-50", 34, True)),
        ("center", ("2 in. AIR-OPERATED DOUBLE-DIAPHRAGM PUMP", 12, True)),
        (
            "center",
            ("ALU / PTFE  -  ATEX II 2G  -  PORTABLE, FOR CARGO & SLOP TRANSFER", 10, False),
        ),
        ("sp", 40),
        ("center", ("SERVICE MANUAL & SERVICE BULLETIN SB-04", 14, True)),
        ("sp", 30),
        (
            "table",
            dict(
                head=["ISSUE", "DATE", "CHANGE"],
                w=[0.6, 1, 3.5],
                rows=[
                    ["01", "2017-02", "First issue"],
                    ["02", "2019-06", "New diaphragm torque. Ref. SB-02"],
                    ["03", "2021-09", "Grounding sect. revised (ATEX)"],
                    ["04", "2023-01", "Ball/seat kit DX50-K1 updated. Parts list rev."],
                ],
            ),
        ),
        ("sp", 120),
        (
            "center",
            (
                "Torvald Fluid Systems Ltd - Unit 7, Riverside Park, Middlesbrough TS2 1RT, UK",
                8,
                False,
            ),
        ),
    ],
    [
        ("h1", "CONTENTS"),
        (
            "toc",
            [
                ("1", "DATA", 3),
                ("1.1", "Spec", 3),
                ("1.2", "Performance - flow vs air consumption", 3),
                ("2", "INSTALLATION", 4),
                ("2.1", "Air supply", 4),
                ("2.2", "Grounding", 4),
                ("2.3", "Installation diagram", 4),
                ("3", "OPERATION", 5),
                ("4", "TROUBLESHOOTING", 5),
                ("5", "SERVICE", 6),
                ("5.1", "Diaphragm replacement", 6),
                ("5.2", "Ball and seat replacement", 7),
                ("5.3", "Torques", 7),
                ("6", "PM SCHEDULE", 7),
                ("7", "PARTS LIST", 8),
            ],
        ),
        ("h2", "ABBREVIATIONS"),
        (
            "table",
            dict(
                ruled=False,
                head=["", ""],
                w=[1, 4],
                rows=[
                    ["AODD", "air-operated double-diaphragm (pump)"],
                    ["Chk / Adj / Repl", "check / adjust / replace"],
                    ["FR", "filter-regulator"],
                    ["PM", "preventive maintenance"],
                    ["TQ", "tightening torque"],
                    ["w/ / w/o", "with / without"],
                    ["SG", "specific gravity"],
                ],
            ),
        ),
    ],
    [
        ("h1", "1 DATA"),
        ("h2", "1.1 SPEC"),
        (
            "table",
            dict(
                head=["ITEM", "DX-50 AL/PTFE"],
                w=[2, 3],
                rows=[
                    ["Ports (suction/discharge)", "2 in. BSP / flange DN 50 PN 16"],
                    ["Air inlet", "3/4 in. BSP"],
                    ["Air exhaust", "1 in. BSP"],
                    ["Max. flow", "568 l/min (150 US gpm)"],
                    ["Max. air supply pressure", "8.6 bar (125 psi)"],
                    ["Min. air supply pressure (start)", "2.0 bar (30 psi)"],
                    ["Displacement per stroke", "2.4 l"],
                    ["Max. solids (dia.)", "6.4 mm"],
                    ["Suction lift, dry / wet", "4.6 m / 8.5 m"],
                    ["Max. fluid temp. (PTFE)", "104 °C (220 °F)"],
                    ["Weight", "32 kg"],
                    ["Sound level @ 7 bar, 50 cpm", "83 dB(A)"],
                ],
            ),
        ),
        (
            "p",
            "Material: alu wet end. NOT for seawater service. For chlorinated solvents / halogenated HC use SS version DX-50 SS only (alu reacts w/ 1,1,1-trichloroethane - explosion risk).",
        ),
        ("h2", "1.2 PERFORMANCE - FLOW VS AIR CONSUMPTION"),
        (
            "p",
            "Water @ 20 °C, flooded suction. Air consumption in Nm3/min (free air). Visc. > 100 cSt: derate flow approx. 20 %.",
        ),
        (
            "table",
            dict(
                ruled=False,
                hrule=False,
                size=8.4,
                head=["AIR PRESS", "DISCH. PRESS", "FLOW", "AIR CONSUMPTION", "CPM"],
                w=[1, 1, 1, 1.4, 0.7],
                rows=[
                    ["2.0 bar", "1.0 bar", "180 l/min", "0.35 Nm3/min", "25"],
                    ["2.0 bar", "0 bar", "250 l/min", "0.40 Nm3/min", "35"],
                    ["4.0 bar", "2.0 bar", "300 l/min", "0.85 Nm3/min", "42"],
                    ["4.0 bar", "0 bar", "410 l/min", "0.95 Nm3/min", "58"],
                    ["6.0 bar", "3.0 bar", "360 l/min", "1.30 Nm3/min", "52"],
                    ["6.0 bar", "0 bar", "510 l/min", "1.45 Nm3/min", "72"],
                    ["8.6 bar", "4.0 bar", "420 l/min", "1.90 Nm3/min", "60"],
                    ["8.6 bar", "0 bar", "568 l/min", "2.10 Nm3/min", "80"],
                ],
            ),
        ),
        (
            "p",
            "Note: max. disch. press = air supply press (1:1 ratio). Pump stalls against closed disch. - no damage, no relief valve needed. Best diaphragm life: run < 50 cpm.",
        ),
    ],
    [
        ("h1", "2 INSTALLATION"),
        ("h2", "2.1 AIR SUPPLY"),
        (
            "ul",
            [
                "Air line min. 3/4 in. ID. Long lines: 1 in.",
                "FR-1 filter-reg. w/ 5 micron element, mandatory. Lubricator NOT required (air valve pre-lubed). If lubricator fitted: 1 drop / 20 scfm, ISO VG 10 oil.",
                "Set FR-1: 4,5 ~ 6 bar normal cargo/slop service. Max 8.6 bar. Chk PI-2.",
                "Use ball valve V-4 at pump for stop/start. Do NOT throttle fluid side to control flow - throttle air.",
                "Wet/cold air: exhaust icing. Fit air dryer or use warmer air supply. Icing at exhaust temp. < 0 °C (32 °F).",
            ],
        ),
        ("h2", "2.2 GROUNDING"),
        (
            "box",
            (
                "WARNING",
                "Static spark = explosion/fire risk in cargo & slop service. Ground pump, hoses and receiving tank BEFORE start. Chk each time pump is moved.",
            ),
        ),
        (
            "ol",
            [
                "Connect ground strap DX50-190 (item 29) to lug on center section, M8 screw, TQ 8 Nm.",
                "Clamp other end to hull / deck earth point. Bare metal, no paint.",
                (
                    "Chk resistance pump - hull w/ ohmmeter:",
                    [
                        "max. 10 ohm for the strap connection.",
                        "Conductive hoses: max. 10^6 ohm per hose length (end to end).",
                        "Higher: Repl strap / hose. Do not start.",
                    ],
                ),
                "Discharge hose end: keep submerged or bonded to tank. No free fall of cargo.",
            ],
        ),
        ("h2", "2.3 INSTALLATION DIAGRAM"),
        ("draw", (265, _m4_inst)),
        (
            "small",
            "FIG. 2-1  TYPICAL PORTABLE INSTALLATION. V-1 air isolating, FR-1 filter-reg., PI-2 air gauge, V-4 air ball valve, P-1 pump, V-2 suction valve, PD-1 pulsation dampener (option), V-3 disch. valve, PI-5 disch. gauge, GND-1 ground.",
        ),
    ],
    [
        ("h1", "3 OPERATION"),
        (
            "ol",
            [
                "Chk grounding (2.2). Chk hoses, clamps.",
                "Open V-2 suction, V-3 disch.",
                "Open V-1. Open V-4 slowly. Start at approx. 2 bar, incr. to working press. after pump primed.",
                "Adj flow w/ FR-1 air press. Max 8.6 bar.",
                "Stop: close V-4. Then V-2 / V-3.",
                "After slop / cargo w/ solids: flush w/ 20 l clean solvent or FW, as compatible.",
            ],
        ),
        (
            "box",
            (
                "CAUTION",
                "Pump runs dry w/o damage but Repl diaphragms earlier. Do not run dry > 5 min.",
            ),
        ),
        ("h1", "4 TROUBLESHOOTING"),
        (
            "table",
            dict(
                head=["FAULT", "POSSIBLE CAUSE", "ACTION"],
                w=[1.3, 2, 2],
                size=8.2,
                rows=[
                    [
                        "Pump does not cycle",
                        "Air press. < 2.0 bar; air valve stuck; disch. blocked",
                        "Chk FR-1/PI-2. Clean/Repl air valve spool. Chk V-3 open",
                    ],
                    [
                        "Pump cycles, no flow",
                        "Suction valve V-2 closed; suction leak; balls stuck / worn",
                        "Open V-2. Chk hose, clamps. Chk balls & seats",
                    ],
                    [
                        "Cycles erratic / stalls at low press.",
                        "Ice in air valve / exhaust; dirty air",
                        "Dry air. Chk FR-1 element. Fit muffler w/o restriction",
                    ],
                    [
                        "Product in exhaust air",
                        "Diaphragm ruptured",
                        "STOP. Repl diaphragms (5.1) both sides",
                    ],
                    [
                        "Air bubbles in discharge",
                        "Suction leak; diaphragm plate loose",
                        "Chk suction connections. TQ outer plate (5.3)",
                    ],
                    [
                        "Low flow, high air consumption",
                        "Worn balls / seats; air valve gasket leak",
                        "Repl balls, seats (5.2). Repl gasket DX50-104",
                    ],
                    [
                        "Excessive exhaust noise",
                        "Muffler missing / damaged",
                        "Repl muffler DX50-180",
                    ],
                ],
            ),
        ),
    ],
    [
        ("h1", "5 SERVICE"),
        (
            "p",
            "Before any work: close V-1, V-4. Bleed air. Drain pump - turn upside down over tray. Flush if toxic cargo. Chk gas-free if in hazardous zone.",
        ),
        ("h2", "5.1 DIAPHRAGM REPLACEMENT"),
        (
            "table",
            dict(
                title="PROCEDURE 5.1",
                head=["STEP", "ACTION", "TOOL / TQ"],
                w=[0.5, 3.8, 1.3],
                rows=[
                    ["1", "Remove disch. manifold (item 17): 8 bolts M10.", "17 mm socket"],
                    ["2", "Remove inlet manifold (item 16): 8 bolts.", "17 mm socket"],
                    ["3", "Remove balls, seats, O-rings. Keep in order (see 5.2).", "-"],
                    ["4", "Remove fluid covers (item 15): 8 bolts each side.", "17 mm socket"],
                    [
                        "5",
                        "Hold one outer plate w/ wrench, unscrew other side. Pull shaft + 1 diaphragm assy out.",
                        "2 x 24 mm wrench",
                    ],
                    [
                        "6",
                        "Inspect main shaft (item 12) - scoring max. 0.05 mm depth. Repl shaft seals (item 13).",
                        "-",
                    ],
                    [
                        "7",
                        "Assemble new diaphragm: back-up diaphragm (19) air side, PTFE (18) fluid side. Convex side of PTFE to fluid cover.",
                        "-",
                    ],
                    ["8", "TQ outer diaphragm plate to shaft.", "68 N·m (50 ft-lb)"],
                    [
                        "9",
                        "Push shaft back, 2nd side same. Both diaphragms must be fully to the left/right - apply 0.5 bar air at inlet if needed.",
                        "-",
                    ],
                    ["10", "Fit fluid covers. TQ bolts crosswise.", "27 N·m"],
                    ["11", "Refit balls, seats, manifolds. TQ manifold bolts.", "17 N·m"],
                    [
                        "12",
                        "Test run 10 min @ 4 bar w/ water. Chk leaks. Retorque fluid cover bolts after test.",
                        "27 N·m",
                    ],
                ],
            ),
        ),
        (
            "box",
            (
                "NOTE",
                "Always Repl both diaphragms together. Repl PTFE overlay and back-up diaphragm as a set.",
            ),
        ),
    ],
    [
        ("h2", "5.2 BALL AND SEAT REPLACEMENT"),
        (
            "ol",
            [
                (
                    "Remove manifolds as 5.1 steps 1-2.",
                    ["Disch. manifold first.", "Note seat orientation: chamfer toward ball."],
                ),
                (
                    "Chk balls (item 22):",
                    [
                        "Dia. 50 mm new. Repl if < 47.5 mm or out of round > 0.5 mm.",
                        "Flat spots, cracks, swelling: Repl.",
                    ],
                ),
                (
                    "Chk seats (item 23):",
                    ["Sealing edge worn / pitted: Repl.", "Always Repl seat O-rings (24)."],
                ),
                "Refit: seats, O-rings, balls. Manifold bolts TQ 17 N·m crosswise.",
            ],
        ),
        ("h2", "5.3 TORQUES"),
        (
            "table",
            dict(
                head=["FASTENER", "SIZE", "N·m", "ft-lb"],
                w=[2.5, 0.8, 0.8, 0.8],
                rows=[
                    ["Outer diaphragm plate", "M20", "68", "50"],
                    ["Fluid cover bolts", "M10", "27", "20"],
                    ["Manifold clamp bolts", "M10", "17", "12.5"],
                    ["Air valve cap screws", "M6", "9", "6.6"],
                    ["Ground strap lug", "M8", "8", "6"],
                ],
            ),
        ),
        (
            "p",
            "Air valve cap screws on older pumps (ser. no. < 17-2000): 0,9 kgf·m. Do not overtorque - alu threads.",
        ),
        ("h1", "6 PM SCHEDULE"),
        (
            "table",
            dict(
                head=["TASK", "EACH USE", "250 h", "500 h", "1000 h", "2 YRS"],
                w=[2.8, 0.7, 0.6, 0.6, 0.6, 0.6],
                rows=[
                    ["Chk ground strap & resistance", "X", "", "", "", ""],
                    ["Drain FR-1 bowl", "X", "", "", "", ""],
                    ["Chk fluid cover bolts TQ", "", "X", "", "", ""],
                    ["Clean muffler", "", "X", "", "", ""],
                    ["Chk balls & seats", "", "", "X", "", ""],
                    ["Repl diaphragms", "", "", "", "X", ""],
                    ["Repl air valve gasket, shaft seals", "", "", "", "X", ""],
                    ["Conductive hoses: resistance test & pressure test", "", "", "", "", "X"],
                ],
            ),
        ),
        (
            "p",
            "Diaphragm life approx. 1000 h @ 50 cpm. Abrasive slop: Chk balls/seats every 250 h.",
        ),
    ],
    [
        ("h1", "7 PARTS LIST"),
        (
            "p",
            "Order by part no. + pump serial no. Suffix -A = alu, -P = PTFE, -S = Santoprene/SS. Kits see end of list.",
        ),
        ("draw", (150, lambda r, x, y, w, h: _m4_expl(r, x, y, w, h))),
        ("small", "FIG. 7-1  EXPLODED VIEW (WET END, ONE SIDE). Numbers = item no."),
        (
            "table",
            dict(
                head=["ITEM", "PART NO.", "DESCRIPTION", "QTY"],
                w=[0.5, 1.2, 3, 0.5],
                rows=_M4_PARTS,
            ),
        ),
    ],
    [
        ("table", dict(w=[0.5, 1.2, 3, 0.5], rows=_M4_PARTS2)),
        ("p", "Spares on board (recommended, per pump): 1 x DX50-K1, 1 x DX50-K2, 1 x DX50-180."),
        ("h2", "SERVICE BULLETIN SB-04 (2023-01)"),
        (
            "ul",
            [
                "Subject: New seat DX50-161-S w/ chamfer. Old seat DX50-161 (no suffix) superseded.",
                "Reason: early wear of balls on old seat in abrasive slop service.",
                "Action: Repl old seats at next ball/seat inspection. Old and new seats not to be mixed in one pump.",
                "Kit DX50-K1 now contains new seats.",
            ],
        ),
    ],
]


def _m4_expl(r, x, y, w, h):
    cy = y + 70
    dline(r, [(x + 10, cy), (x + 480, cy)], width=0.4, dashes="[6 2 1 2] 0")
    items = [
        (40, 30, 90, "15"),
        (110, 8, 70, "21"),
        (140, 5, 110, "18"),
        (160, 5, 110, "19"),
        (190, 8, 50, "20"),
        (230, 120, 10, "12"),
        (380, 40, 100, "1"),
    ]
    for ix, wd, ht, lab in items:
        r.page.draw_rect(
            fitz.Rect(x + ix, cy - ht / 2, x + ix + wd, cy + ht / 2), color=(0, 0, 0), width=0.8
        )
        r.page.draw_line((x + ix + wd / 2, cy - ht / 2), (x + ix + wd / 2 + 10, y + 8), width=0.4)
        r.text(x + ix + wd / 2 + 8, y + 6, lab, "helv", 7)
    for bx, lab in ((60, "22"), (100, "23")):
        r.page.draw_circle((x + bx, y + 135), 8, color=(0, 0, 0), width=0.8)
        r.text(x + bx + 12, y + 138, lab, "helv", 7)


MANUALS = (
    ("kestrel-kdx-m90-ballast-pump-drive.pdf", M1_ST, M1_PAGES),
    ("harborpeak-hp13-breathing-air-compressor.pdf", M2_ST, M2_PAGES),
    ("cucimar-cvm101-combi-steamer.pdf", M3_ST, M3_PAGES),
    ("torvald-dx50-aodd-pump.pdf", M4_ST, M4_PAGES),
)


def write_manuals(folder: Path) -> list[Path]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    return [write_pdf(folder / name, st, pages) for name, st, pages in MANUALS]
