"""Four made-up manuals of other equipment by other makers, written blind at stop 20 (tune20 set).

Fornimar (Italy) writes an incinerator manual in translated English with decimal commas and "4,5 ~ 6 bar";
Bayline (USA) writes an A/C plant IOM in two columns with °F/psi first and ft-lb; Seowon writes a terse
ACB service manual (Chk/Adj/Repl, borderless settings table, procedure as a table); Tidewell (UK) writes
a formal stern tube seal manual with WARNING/CAUTION/NOTE boxes and a table running over a page break.
Every page is a list of blocks laid top to bottom; a page whose blocks do not fit raises.
"""

from __future__ import annotations

from pathlib import Path

import fitz


def write_manuals(folder: Path) -> list[Path]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, style, title, pages in (INC, AC, ACB, STS):
        paths.append(_write(folder / name, style, pages, title))
    return paths


# ---------------------------------------------------------------- layout
W, H = 595.0, 842.0
_FONTS: dict = {}
_SYM: list = []


def _font(name):
    if name not in _FONTS:
        _FONTS[name] = fitz.Font("cjk" if name == "sym" else name)
    return _FONTS[name]


def _runs(s, fn):
    out = []
    for ch in s:
        f = fn if ord(ch) < 256 else "sym"
        if out and out[-1][0] == f:
            out[-1][1] += ch
        else:
            out.append([f, ch])
    return out


_ADV: dict = {}


def _adv(f, ch):
    key = (f, ch)
    if key not in _ADV:
        _ADV[key] = _font(f).text_length(ch, fontsize=1.0)
    return _ADV[key]


def _len(s, fn, fs):
    return fs * sum(_adv(fn if ord(ch) < 256 else "sym", ch) for ch in s)


def _text(page, x, y, s, fn, fs, color=(0, 0, 0)):
    for f, t in _runs(s, fn):
        if f == "sym" and not getattr(page, "_sym", False):
            page.insert_font(fontname="sym", fontbuffer=_font("sym").buffer)
            page._sym = True
        page.insert_text((x, y), t, fontname=f, fontsize=fs, color=color)
        x += _len(t, f, fs)


def _wrap(s, fn, fs, width):
    lines = []
    for para in s.split("\n"):
        cur = ""
        for word in para.split(" "):
            trial = word if not cur else cur + " " + word
            if _len(trial, fn, fs) <= width or not cur:
                cur = trial
            else:
                lines.append(cur)
                cur = word
        lines.append(cur)
    return lines


class Style:
    def __init__(
        self,
        body="helv",
        bold="hebo",
        fs=9.5,
        lead=1.32,
        hfill=(0.85, 0.85, 0.85),
        left=56.0,
        right=539.0,
        top=70.0,
        bottom=790.0,
        header=None,
        footer=None,
        h1=13.0,
        h2=11.0,
        h3=10.0,
        ol_fmt="{}.",
        sub_fmt="{})",
        box_style="frame",
    ):
        self.__dict__.update(locals())
        del self.__dict__["self"]


def _para(page, st, x0, x1, y, s, fn=None, fs=None, indent=0.0, color=(0, 0, 0)):
    fn = fn or st.body
    fs = fs or st.fs
    for line in _wrap(s, fn, fs, x1 - x0 - indent):
        y += fs * st.lead
        _text(page, x0 + indent, y - fs * 0.28, line, fn, fs, color)
    return y


def _table(page, st, x0, x1, y, t):
    fs = t.get("fs", st.fs - 1)
    ws = t["w"]
    ruled = t.get("ruled", True)
    pad = 3.0
    lead = fs * 1.25
    rows = ([(t["head"], True)] if t.get("head") else []) + [(r, False) for r in t["rows"]]
    xs = [x0]
    for w in ws:
        xs.append(xs[-1] + w)
    assert xs[-1] <= x1 + 0.5, ("table too wide", xs[-1], x1)
    ytop = y
    for cells, is_head in rows:
        fn = st.bold if is_head or t.get("boldrow") == cells else st.body
        wrapped = [_wrap(str(c), fn, fs, ws[i] - 2 * pad) for i, c in enumerate(cells)]
        h = max(len(w) for w in wrapped) * lead + 2 * pad
        if is_head and ruled and t.get("fill", True):
            page.draw_rect(fitz.Rect(x0, y, xs[-1], y + h), color=None, fill=st.hfill)
        for i, lines in enumerate(wrapped):
            yy = y + pad
            for ln in lines:
                yy += lead
                xx = xs[i] + pad
                if t.get("center") and i in t["center"] and not is_head:
                    xx = xs[i] + (ws[i] - _len(ln, fn, fs)) / 2
                _text(page, xx, yy - fs * 0.3, ln, fn, fs)
        if ruled:
            page.draw_line((x0, y), (xs[-1], y), width=0.6)
        elif is_head and t.get("underline"):
            page.draw_line((x0, y + h), (xs[-1], y + h), width=0.5)
        y += h
    if ruled:
        page.draw_line((x0, y), (xs[-1], y), width=0.6)
        for xx in xs:
            page.draw_line((xx, ytop), (xx, y), width=0.6)
    return y


def _box(page, st, x0, x1, y, kind, s):
    fs = st.fs
    colors = {
        "WARNING": (0.85, 0.1, 0.1),
        "CAUTION": (0.95, 0.65, 0.0),
        "NOTE": (0.3, 0.3, 0.3),
        "DANGER": (0.7, 0.0, 0.0),
    }
    lines = _wrap(s, st.body, fs, x1 - x0 - 16)
    hb = 15.0
    h = hb + len(lines) * fs * st.lead + 8
    y += 4
    r = fitz.Rect(x0, y, x1, y + h)
    if st.box_style == "frame":
        page.draw_rect(fitz.Rect(x0, y, x1, y + hb), color=None, fill=colors[kind])
        page.draw_rect(r, color=(0, 0, 0), width=1.0)
        lab = kind
        _text(
            page, x0 + (x1 - x0 - _len(lab, st.bold, 10)) / 2, y + 11, lab, st.bold, 10, (1, 1, 1)
        )
    else:
        page.draw_rect(r, color=(0, 0, 0), width=0.8)
        _text(page, x0 + 8, y + 11, kind + ":", st.bold, 10)
    yy = y + hb + 2
    for ln in lines:
        yy += fs * st.lead
        _text(page, x0 + 8, yy - fs * 0.3, ln, st.body, fs)
    return y + h + 4


def _ol(page, st, x0, x1, y, items, fmt=None, sub_fmt=None, start=1, bullet=None):
    fmt = fmt or st.ol_fmt
    sub_fmt = sub_fmt or st.sub_fmt
    for i, it in enumerate(items):
        text, subs = (it, []) if isinstance(it, str) else it
        lab = bullet if bullet else fmt.format(i + start)
        ind = max(18.0, _len(lab, st.body, st.fs) + 6)
        y0 = y
        y = _para(page, st, x0, x1, y, text, indent=ind)
        _text(page, x0, y0 + st.fs * st.lead - st.fs * 0.28, lab, st.body, st.fs)
        for j, sub in enumerate(subs):
            sl = sub_fmt.format("abcdefghij"[j])
            y1 = y
            y = _para(page, st, x0 + ind, x1, y, sub, indent=16)
            _text(page, x0 + ind, y1 + st.fs * st.lead - st.fs * 0.28, sl, st.body, st.fs)
        y += 1.5
    return y


def _toc(page, st, x0, x1, y, entries, fs=None):
    fs = fs or st.fs + 0.5
    for lab, title, pno in entries:
        y += fs * 1.7
        ind = 0 if lab.count(".") == 0 or (lab.endswith(".") and lab.count(".") == 1) else 18
        fn = st.bold if ind == 0 else st.body
        left = (lab + "   " if lab else "") + title
        _text(page, x0 + ind, y, left, fn, fs)
        p = str(pno)
        pw = _len(p, fn, fs)
        a = x0 + ind + _len(left, fn, fs) + 4
        b = x1 - pw - 4
        dots = " ." * int((b - a) / _len(" .", st.body, fs))
        _text(page, b - _len(dots, st.body, fs), y, dots, st.body, fs)
        _text(page, x1 - pw, y, p, fn, fs)
    return y + 6


def _blocks(page, st, x0, x1, y, blocks):
    for b in blocks:
        k = b[0]
        if k == "sp":
            y += b[1]
        elif k in ("h1", "h2", "h3"):
            fs = getattr(st, k)
            y += fs * (0.9 if k == "h1" else 0.6)
            y = _para(page, st, x0, x1, y, b[1], fn=st.bold, fs=fs)
            if k == "h1" and len(b) < 3:
                page.draw_line((x0, y + 2), (x1, y + 2), width=0.8)
                y += 4
            y += 3
        elif k == "p":
            y = _para(page, st, x0, x1, y, b[1]) + 4
        elif k == "pb":  # bold paragraph
            y = _para(page, st, x0, x1, y, b[1], fn=st.bold) + 3
        elif k == "small":
            y = _para(page, st, x0, x1, y, b[1], fs=st.fs - 1.5) + 3
        elif k == "ol":
            y = _ol(page, st, x0, x1, y, b[1], **(b[2] if len(b) > 2 else {})) + 3
        elif k == "ul":
            y = _ol(page, st, x0, x1, y, b[1], bullet="\u2022") + 3
        elif k == "table":
            y = _table(page, st, x0, x1, y + 2, b[1]) + 6
        elif k == "box":
            y = _box(page, st, x0, x1, y, b[1], b[2]) + 2
        elif k == "toc":
            y = _toc(page, st, x0, x1, y, b[1])
        elif k == "draw":
            b[1](page, x0, y)
            y += b[2]
        elif k == "cols":
            mid = (x0 + x1) / 2
            ya = _blocks(page, st, x0, mid - 10, y, b[1])
            yb = _blocks(page, st, mid + 10, x1, y, b[2])
            if st.__dict__.get("colrule"):
                page.draw_line((mid, y + 4), (mid, max(ya, yb)), width=0.4)
            y = max(ya, yb)
        elif k == "cover":
            y = b[1](page)
        else:
            raise ValueError(k)
    return y


def _write(path, st, pages, title):
    doc = fitz.open()
    n = len(pages)
    for i, blocks in enumerate(pages):
        page = doc.new_page(width=W, height=H)
        if i > 0 and st.header:
            st.header(page, i + 1, n)
        if i > 0 and st.footer:
            st.footer(page, i + 1, n)
        y = _blocks(page, st, st.left, st.right, st.top if i > 0 else 40.0, blocks)
        if y > st.bottom:
            raise ValueError(f"{path.name}: page {i + 1} overflows ({y:.0f} > {st.bottom})")
    doc.set_metadata(
        {
            "title": title,
            "author": "",
            "creator": "",
            "producer": "",
            "creationDate": "",
            "modDate": "",
        }
    )
    doc.subset_fonts()
    doc.save(path, garbage=3, deflate=True, no_new_id=True)
    doc.close()
    return path


def _line(page, a, b, w=1.0):
    page.draw_line(a, b, width=w)


def _lbl(page, x, y, s, fs=7.0, fn="helv"):
    _text(page, x, y, s, fn, fs)


# ---------------------------------------------------------------- 1. Fornimar incinerator (translated English)


def _inc_header(page, pno, n):
    _text(page, 56, 40, "FORNIMAR S.p.A.  -  Incinerator FMX-350 SW", "hebo", 8.5)
    _text(
        page,
        539 - _len("Instruction Manual  Rev. 02", "helv", 8.5),
        40,
        "Instruction Manual  Rev. 02",
        "helv",
        8.5,
    )
    page.draw_line((56, 45), (539, 45), width=1.2)


def _inc_footer(page, pno, n):
    page.draw_line((56, 800), (539, 800), width=0.5)
    s = f"Page {pno} / {n}"
    _text(page, (595 - _len(s, "helv", 8)) / 2, 812, s, "helv", 8)
    _text(page, 56, 812, "Doc. FM-IM-350-E", "helv", 7)


def _inc_cover(page):
    page.draw_rect(fitz.Rect(40, 40, 555, 802), color=(0, 0, 0), width=2)
    page.draw_rect(fitz.Rect(40, 40, 555, 150), color=None, fill=(0.55, 0.1, 0.08))
    _text(page, 70, 105, "FORNIMAR", "hebo", 40, (1, 1, 1))
    _text(page, 330, 105, "S.p.A.  -  Genova", "helv", 14, (1, 1, 1))
    y = 250
    for s, f, fs in (
        ("SHIPBOARD INCINERATOR", "hebo", 26),
        ("Type FMX-350 SW", "hebo", 20),
        ("for sludge oil and solid waste", "helv", 14),
        ("", "helv", 10),
        ("INSTRUCTION MANUAL", "hebo", 16),
        ("for operation and maintenance", "helv", 13),
        ("", "helv", 10),
        ("Type approved acc. to IMO Resolution MEPC.244(66)", "helv", 11),
    ):
        _text(page, (595 - _len(s, f, fs)) / 2, y, s, f, fs)
        y += fs * 1.9
    _text(page, 70, 740, "Doc. FM-IM-350-E   Revision 02   (2019-03)", "helv", 10)
    _text(page, 70, 758, "Original instructions translated from Italian language", "helv", 9)
    return 780


def _inc_drawing(page, x0, y0):
    def valve(x, y, tag, up=True):
        page.draw_polyline(
            [(x - 6, y - 4), (x + 6, y + 4), (x + 6, y - 4), (x - 6, y + 4), (x - 6, y - 4)],
            width=0.8,
        )
        _lbl(page, x - 10, y - 8 if up else y + 13, tag)

    def pump(x, y, tag):
        page.draw_circle((x, y), 9, width=0.8)
        page.draw_polyline([(x - 5, y + 5), (x + 7, y), (x - 5, y - 5)], width=0.8)
        _lbl(page, x - 8, y + 20, tag)

    page.draw_rect(fitz.Rect(x0, y0, x0 + 480, y0 + 285), width=0.5)
    # sludge tank
    tx, ty = x0 + 20, y0 + 40
    page.draw_rect(fitz.Rect(tx, ty, tx + 85, ty + 130), width=1.0)
    _lbl(page, tx, ty - 18, "T-1 SLUDGE SERVICE TANK", 7)
    _lbl(page, tx, ty - 9, "(1,5 m3)", 7)
    for i in range(5):
        page.draw_line((tx + 12 + i * 12, ty + 105), (tx + 18 + i * 12, ty + 95), width=0.6)
        page.draw_line((tx + 18 + i * 12, ty + 95), (tx + 24 + i * 12, ty + 105), width=0.6)
    _lbl(page, tx + 10, ty + 90, "E-1 steam coil")
    _lbl(page, tx + 8, ty + 30, "TT-03")
    page.draw_circle((tx + 40, ty + 27), 4, width=0.6)
    _lbl(page, tx + 55, ty + 14, "LS-04")
    page.draw_line((tx + 85, ty + 12), (tx + 72, ty + 12), width=0.6)
    # drain
    page.draw_line((tx + 20, ty + 130), (tx + 20, ty + 160), width=0.8)
    valve(tx + 20, ty + 170, "V-106", up=False)
    _lbl(page, tx + 30, ty + 196, "to sludge / drain tank")
    # suction line
    ly = ty + 120
    page.draw_line((tx + 85, ly), (tx + 260, ly), width=0.8)
    valve(tx + 105, ly, "V-101")
    page.draw_rect(fitz.Rect(tx + 130, ly - 8, tx + 146, ly + 8), width=0.8)
    _lbl(page, tx + 128, ly - 12, "F-2")
    pump(tx + 175, ly, "P-2")
    _lbl(page, tx + 150, ly + 40, "circulation")
    # return to tank
    page.draw_line((tx + 200, ly), (tx + 200, ty + 50), width=0.8)
    page.draw_line((tx + 200, ty + 50), (tx + 85, ty + 50), width=0.8)
    valve(tx + 150, ty + 50, "V-102")
    # to dosing
    valve(tx + 225, ly, "V-104")
    pump(tx + 260, ly, "P-3")
    _lbl(page, tx + 245, ly + 40, "dosing (VFD)")
    page.draw_line((tx + 269, ly), (tx + 340, ly), width=0.8)
    valve(tx + 300, ly, "V-105")
    # incinerator
    ix, iy = x0 + 375, y0 + 40
    page.draw_rect(fitz.Rect(ix, iy + 20, ix + 80, iy + 200), width=1.4)
    _lbl(page, ix + 6, iy + 181, "COMBUSTION", 6.5)
    _lbl(page, ix + 6, iy + 190, "CHAMBER", 6.5)
    page.draw_line((tx + 340, ly), (ix, ly), width=0.8)
    page.draw_rect(fitz.Rect(ix - 22, ly - 10, ix, ly + 10), width=0.8)
    _lbl(page, ix - 62, ly + 20, "B-2 sludge")
    page.draw_rect(fitz.Rect(ix - 22, iy + 165, ix, iy + 185), width=0.8)
    _lbl(page, ix - 62, iy + 196, "B-1 pilot")
    page.draw_line((ix - 22, iy + 175), (ix - 110, iy + 175), width=0.8)
    valve(ix - 60, iy + 175, "V-108")
    _lbl(page, ix - 140, iy + 178, "D.O. in", 7)
    # atomizing air
    page.draw_line((ix - 11, ly - 10), (ix - 11, ly - 45), width=0.6)
    page.draw_line((ix - 11, ly - 45), (ix - 110, ly - 45), width=0.6)
    valve(ix - 55, ly - 45, "V-109")
    page.draw_circle((ix - 30, ly - 45), 5, width=0.6)
    _lbl(page, ix - 38, ly - 53, "PT-05")
    _lbl(page, ix - 178, ly - 42, "atomizing air 7 bar")
    # stack and fan
    page.draw_line((ix + 40, iy + 20), (ix + 40, iy - 5), width=1.2)
    page.draw_line((ix + 40, iy - 5), (ix + 90, iy - 5), width=1.2)
    page.draw_circle((ix + 75, iy - 5), 8, width=0.8)
    _lbl(page, ix + 45, iy - 16, "FGF flue gas fan", 6.5)
    _lbl(page, ix + 44, iy + 35, "TE-02")
    _lbl(page, ix + 44, iy + 100, "TE-01")
    page.draw_circle((ix + 40, iy + 97), 3, width=0.6)
    page.draw_rect(fitz.Rect(ix + 80, iy + 60, ix + 95, iy + 110), width=0.6)
    _lbl(page, ix + 20, iy + 222, "ZS-07 door")
    _text(page, x0 + 6, y0 + 279, "Fig. 3-1  Sludge service system (simplified)", "hebo", 8)


INC_TOC = [
    ("1", "General", 3),
    ("1.1", "Safety prescriptions", 3),
    ("1.2", "Intended use", 3),
    ("2", "Technical data", 4),
    ("2.1", "Main data", 4),
    ("2.2", "Sludge oil requirements", 4),
    ("3", "Description of the system", 5),
    ("4", "Operation", 6),
    ("4.1", "Preparation", 6),
    ("4.2", "Start of sludge burning", 6),
    ("4.3", "Burning of solid waste", 7),
    ("4.3.1", "Loading", 7),
    ("4.3.2", "Charging door interlock", 7),
    ("4.4", "Stopping", 7),
    ("5", "Alarms and shut-downs", 8),
    ("6", "Maintenance", 9),
    ("6.1", "Maintenance schedule", 9),
    ("6.2", "Burner maintenance", 10),
    ("6.3", "Refractory lining", 10),
    ("7", "Trouble shooting", 10),
    ("8", "Spare parts", 11),
]

INC_P3 = [
    ("h1", "1  General"),
    ("h2", "1.1  Safety prescriptions"),
    (
        "p",
        "This manual is part of the incinerator and must be kept near the unit for all the life of the "
        "plant. Please read carefully all the chapters before to operate the incinerator. Only "
        "personnel which is trained and authorized by the Chief Engineer is allowed to operate the "
        "plant.",
    ),
    (
        "p",
        "ATTENTION! The outer casing of the furnace can reach 60 °C also in normal running. Please take "
        "care to wear heat resistant gloves and face shield when opening the charging door or the ash "
        "door. Never open the charging door when the burners are in operation.",
    ),
    (
        "p",
        "ATTENTION! It is strictly forbidden to burn: PCB or materials containing PCB, refined "
        "petroleum products containing halogen compounds, exhaust gas cleaning system residues, "
        "garbage containing heavy metals, gas cylinders, aerosol cans and batteries. Polyvinyl "
        "chloride (PVC) may be burned only because the unit is type approved for it; however the "
        "quantity must be limited to max. 5 % of the batch weight.",
    ),
    ("h2", "1.2  Intended use"),
    (
        "p",
        "The FORNIMAR incinerator is designed for the destruction by combustion of the sludge oil "
        "produced on board by the fuel and lube oil purifiers and of the solid waste of the ship "
        "(rags, paper, cardboard, food waste, plastic). The waste oil is burned in continuous way with "
        "the sludge burner B-2, while the solid waste is burned in batch from the charging door. The "
        "two kinds of waste can be burned at the same time, when the combustion chamber temperature "
        "is stable.",
    ),
    (
        "p",
        "The furnace is kept in depression by the flue gas fan (FGF) so that no smoke can escape into "
        "the engine room also with charging door open. The exhaust gases are mixed with dilution air "
        "at the top of the furnace so that the temperature at the outlet of the unit does not exceed "
        "the allowed value.",
    ),
    (
        "p",
        "The plant is controlled by a PLC with touch panel HMI on the control cabinet. All the alarms "
        "are showed on the panel and a common alarm is given to the ship alarm system by a potential "
        "free contact.",
    ),
]

INC_P4 = [
    ("h1", "2  Technical data"),
    ("h2", "2.1  Main data"),
    (
        "table",
        {
            "w": [250, 233],
            "head": ["Description", "Value"],
            "rows": [
                ["Type", "FMX-350 SW"],
                ["Max. thermal capacity", "350 kW (301.000 kcal/h)"],
                ["Sludge oil burning capacity", "40 l/h"],
                ["Solid waste capacity (batch)", "45 kg/h"],
                ["Combustion chamber temperature, working", "850 ~ 1.200 °C"],
                ["Flue gas temperature at outlet", "max. 350 °C"],
                ["Combustion chamber depression (draft)", "-2 ~ -5 mbar"],
                ["Diesel oil consumption, pilot burner", "14 kg/h"],
                ["Atomizing air pressure, sludge burner", "4,5 ~ 6 bar"],
                ["Flue gas fan", "5,5 kW   3.500 m³/h"],
                ["Combustion air fan", "3,0 kW"],
                ["Electric supply", "440 V / 60 Hz / 3 ph,  control 230 V"],
                ["Dry weight", "6.850 kg"],
                ["Dimensions L x W x H", "2.450 x 1.800 x 2.950 mm"],
            ],
        },
    ),
    ("h2", "2.2  Sludge oil requirements"),
    (
        "p",
        "The sludge burner can burn sludge with water content up to 50 % when the sludge is well "
        "homogenized. Please take care that the sludge in the service tank T-1 is kept within 70 ~ 80 °C "
        "and in any case not exceeding 90 °C, otherwise the water is boiling and the dosing pump is "
        "loosing suction. The circulation pump P-2 must run at least 2 hours before the burning, to "
        "mix the water and the oil in a good emulsion.",
    ),
    (
        "p",
        "Viscosity of the sludge at the burner shall be max. 80 cSt. Sludge with solid particles bigger "
        "than 0,5 mm is retained by the filter F-2, which must be cleaned when the pressure drop is "
        "higher than 0,8 bar.",
    ),
]

INC_P5 = [
    ("h1", "3  Description of the system"),
    (
        "p",
        "The sludge from the purifiers is collected in the sludge service tank T-1, where it is heated by "
        "the steam coil E-1. The temperature is controlled by the sensor TT-03 and the level by the "
        "level switch LS-04. The circulation pump P-2 takes suction through valve V-101 and filter F-2 "
        "and returns the sludge to the tank through valve V-102. From the circulation line the "
        "dosing pump P-3 (eccentric screw pump with frequency converter) sends the sludge through valve "
        "V-105 to the sludge burner B-2.",
    ),
    ("draw", _inc_drawing, 292),
    (
        "p",
        "The pilot burner B-1 burns marine diesel oil (DMA) supplied through valve V-108. The sludge is "
        "atomized by compressed air from the ship working air system, reduced to 4,5 ~ 6 bar; the "
        "pressure is monitored by PT-05. The combustion chamber temperature is measured by the "
        "thermocouple TE-01, the flue gas outlet temperature by TE-02. The charging door is supervised "
        "by the limit switch ZS-07.",
    ),
    (
        "p",
        "The dosing pump P-3 speed is adjusted from the HMI between 15 ~ 50 Hz; at 50 Hz the pump "
        "delivers the max. sludge capacity of the unit.",
    ),
]

INC_P6 = [
    ("h1", "4  Operation"),
    ("h2", "4.1  Preparation"),
    (
        "p",
        "Before to start the incinerator the operator must check that the ash from the last burning was "
        "removed and that the charging door and the ash door are closed and locked. Please take care "
        "that the sludge was circulated and heated as described in chapter 2.2.",
    ),
    (
        "ol",
        [
            (
                "Check the plant:",
                [
                    "valve V-108 for diesel oil to the pilot burner is open;",
                    "atomizing air valve V-109 is open and PT-05 shows 4,5 ~ 6 bar;",
                    "sludge temperature at TT-03 is minimum 70 °C;",
                    "water was drained from T-1 through V-106 until oil appears.",
                ],
            ),
            "Switch on the main switch Q1 on the control cabinet. After the test of the lamps the HMI shows "
            "the page READY.",
            "Press START on the HMI. The flue gas fan and the combustion air fan are starting and the "
            "pre-purge of the furnace is made for 45 seconds.",
            "After the pre-purge the pilot burner B-1 is ignited automatically. When the flame is not "
            "detected within 5 seconds the burner goes in lock-out (alarm A-101).",
        ],
    ),
    ("h2", "4.2  Start of sludge burning"),
    (
        "p",
        "The sludge burner B-2 is released by the PLC only when the combustion chamber temperature has "
        "reached 650 °C. From cold furnace this takes approx. 25 ~ 30 minutes.",
    ),
    (
        "ol",
        [
            "Open the valves V-104 and V-105.",
            (
                "On the HMI select page SLUDGE and press START SLUDGE:",
                [
                    "the dosing pump P-3 starts at 15 Hz (minimum speed);",
                    "the atomizing air valve opens and the sludge burner ignites from the pilot flame.",
                ],
            ),
            "Increase the speed of P-3 in steps of 5 Hz every 2 minutes, looking at the flame through the "
            "sight glass and at the funnel.",
            "The flue gas outlet temperature must stay under 350 °C. If the temperature is rising over this "
            "value, reduce the dosing pump speed.",
        ],
        {"start": 5},
    ),
]

INC_P7 = [
    ("h2", "4.3  Burning of solid waste"),
    ("h3", "4.3.1  Loading"),
    (
        "p",
        "The solid waste must be loaded only with cold furnace or when the burners are stopped and the "
        "furnace is cooled. Put the waste in paper bags or cardboard boxes of max. 10 kg each; the "
        "total charge for one batch must not be more than 90 kg. Food waste with a lot of water must be "
        "mixed with paper or rags. Glass and metal parts (tins, cans) must be removed before, because "
        "they are melting on the hearth and damage the refractory.",
    ),
    (
        "p",
        "After the loading close the charging door and tighten the two locking handles. Then start the "
        "incinerator as described in 4.1. The burning of a full batch takes approx. 2 hours; the "
        "furnace temperature is kept within 850 ~ 1.200 °C by the PLC with the pilot burner and the "
        "combustion air damper.",
    ),
    ("h3", "4.3.2  Charging door interlock"),
    (
        "p",
        "The charging door is locked by an electro-magnetic lock. The door can be opened only when both "
        "burners are stopped and the combustion chamber temperature at TE-01 is lower than 220 °C. If "
        "the door is opened with the plant in operation, the limit switch ZS-07 stops the burners "
        "immediately (alarm A-112), but the flue gas fan continues to run to keep the depression.",
    ),
    (
        "p",
        "ATTENTION! Never by-pass the limit switch ZS-07. Hot gases and flames can come out of the door "
        "and cause severe burns.",
    ),
    ("h2", "4.4  Stopping"),
    (
        "ol",
        [
            "Press STOP SLUDGE on the HMI. The dosing pump stops and the sludge burner is flushed with "
            "diesel oil automatically for 3 minutes. Then close V-104 and V-105.",
            "When the waste is burned completely, press STOP. The pilot burner is switched off.",
            "The flue gas fan and the combustion air fan continue to run for the post-cooling until the "
            "combustion chamber temperature is lower than 200 °C; then they stop automatically. Do not "
            "switch off the main switch Q1 during the post-cooling.",
            "Remove the ash only when the furnace is cooled down under 60 °C. The ash must be kept in "
            "closed metal containers and landed ashore or discharged according to MARPOL Annex V.",
        ],
    ),
]

INC_P8 = [
    ("h1", "5  Alarms and shut-downs"),
    (
        "p",
        "When an alarm is active the HMI shows the code and the text in red colour and the horn is "
        "sounding. The horn is silenced with the button ACK; the alarm can be reset only after the "
        "cause was removed. A shut-down stops both burners; the fans are continuing for post-cooling.",
    ),
    (
        "table",
        {
            "w": [48, 175, 100, 160],
            "head": ["Code", "Text on HMI", "Set point", "Result"],
            "fs": 8.5,
            "rows": [
                ["A-101", "FLAME FAILURE PILOT BURNER", "5 s", "Shut-down, lock-out"],
                ["A-102", "FLAME FAILURE SLUDGE BURNER", "3 s", "Sludge stop"],
                ["A-103", "COMB. CHAMBER TEMP HIGH", "1.250 °C", "Shut-down"],
                ["A-104", "FLUE GAS TEMP HIGH-HIGH", "380 °C", "Shut-down"],
                ["A-105", "FLUE GAS TEMP HIGH", "350 °C", "Alarm, P-3 to min. speed"],
                ["A-106", "DRAFT LOW", "-0,5 mbar", "Shut-down"],
                ["A-107", "SLUDGE TANK TEMP LOW", "65 °C", "Sludge stop"],
                ["A-108", "SLUDGE TANK LEVEL LOW", "LS-04", "Sludge stop"],
                ["A-109", "ATOMIZING AIR PRESS LOW", "3,5 bar", "Sludge stop"],
                ["A-110", "FLUE GAS FAN OVERLOAD", "thermal relay", "Shut-down"],
                ["A-111", "COMB. AIR FAN OVERLOAD", "thermal relay", "Shut-down"],
                ["A-112", "CHARGING DOOR OPEN", "ZS-07", "Burners blocked"],
                ["A-113", "DOSING PUMP VFD FAULT", "VFD contact", "Sludge stop"],
                ["A-114", "EMERGENCY STOP", "push button", "Shut-down"],
                ["A-115", "24 V DC SUPPLY FAILURE", "< 20 V", "Shut-down"],
                ["A-116", "THERMOCOUPLE BROKEN TE-01/TE-02", "open circuit", "Shut-down"],
            ],
        },
    ),
    (
        "p",
        "The set points of the alarms are protected by password level 2 (Chief Engineer). Please do not "
        "change the set points of A-103 and A-104 which are part of the type approval.",
    ),
]

TICK = "\u2713"
INC_P9 = [
    ("h1", "6  Maintenance"),
    (
        "p",
        "Before any work on the incinerator switch off the main switch Q1 and lock it with padlock. "
        "Please take care that the furnace is cooled down completely and that valves V-105 and V-108 "
        "are closed.",
    ),
    ("h2", "6.1  Maintenance schedule"),
    (
        "table",
        {
            "w": [215, 50, 50, 55, 58, 55],
            "head": ["Work", "Daily", "Weekly", "Monthly", "6 months", "Yearly"],
            "center": {1, 2, 3, 4, 5},
            "fs": 8.5,
            "rows": [
                ["Drain water from sludge tank T-1", TICK, "", "", "", ""],
                ["Remove ash from the hearth", TICK, "", "", "", ""],
                ["Clean sludge filter F-2", "", TICK, "", "", ""],
                ["Clean flame sensor (UV cell)", "", TICK, "", "", ""],
                ["Clean sludge burner nozzle", "", TICK, "", "", ""],
                ["Check ignition electrodes", "", "", TICK, "", ""],
                ["Check V-belts of flue gas fan", "", "", TICK, "", ""],
                ["Test of alarms and safety devices", "", "", TICK, "", ""],
                ["Inspect refractory lining", "", "", "", TICK, ""],
                ["Clean flue gas duct and fan impeller", "", "", "", TICK, ""],
                ["Check door gaskets", "", "", "", TICK, ""],
                ["Calibrate thermocouples TE-01, TE-02", "", "", "", "", TICK],
                ["Replace stator of dosing pump P-3", "", "", "", "", TICK],
            ],
        },
    ),
    (
        "p",
        "The intervals are valid for normal service of max. 8 hours per day. With longer operation the "
        "intervals must be reduced in proportion. The fan bearings are greased every 2.000 running "
        "hours (see 6.2).",
    ),
]

INC_P10 = [
    ("h2", "6.2  Burner maintenance"),
    (
        "p",
        "The ignition electrodes of the pilot burner must be adjusted with a gap of 3,0 ± 0,5 mm between "
        "the tips, and the tips must be 4 mm in front of the nozzle. The pilot nozzle is 2,5 USgal/h 60° S. "
        "Tighten the nozzle with 20 Nm only, the thread in the nozzle holder is easily damaged. The fan "
        "V-belts are correct when the deflection is 10 ~ 15 mm pressing with 40 N in the middle of the "
        "span. Grease the fan bearings every 2.000 running hours with 20 g of lithium grease NLGI 2.",
    ),
    ("h2", "6.3  Refractory lining"),
    (
        "p",
        "Small cracks in the refractory up to 3 mm are normal, because of the thermal expansion. Cracks "
        "wider than 5 mm must be filled with refractory mortar FM-RM 1600. After any repair the "
        "refractory must be dried slowly: heat up with the pilot burner only, with a gradient of max. "
        "100 °C per hour up to 600 °C.",
    ),
    ("h1", "7  Trouble shooting"),
    (
        "table",
        {
            "w": [125, 170, 188],
            "head": ["Trouble", "Cause", "Remedy"],
            "fs": 8.2,
            "rows": [
                [
                    "Pilot burner does not ignite",
                    "Electrode gap wrong; ignition transformer defective; no diesel oil",
                    "Adjust gap to 3,0 mm; replace transformer; check V-108 and D.O. filter",
                ],
                [
                    "Black smoke from funnel",
                    "Too much sludge; atomizing air too low; lack of combustion air",
                    "Reduce P-3 speed; adjust air to 4,5 ~ 6 bar; check air damper of combustion air fan",
                ],
                [
                    "Flue gas temperature high (A-105)",
                    "Dosing too high; dilution air flap closed",
                    "Reduce P-3 speed; open the dilution air flap",
                ],
                [
                    "Sludge flame unstable or goes out",
                    "Water content over 50 %; sludge too cold",
                    "Drain water from T-1; heat sludge to 70 ~ 80 °C",
                ],
                [
                    "Draft low alarm (A-106)",
                    "V-belts of flue gas fan slipping; flue gas duct blocked with soot",
                    "Tension the V-belts; clean duct and fan impeller",
                ],
                [
                    "Dosing pump has no capacity",
                    "Stator worn; filter F-2 clogged; air in the pump",
                    "Replace stator; clean F-2; vent the pump",
                ],
            ],
        },
    ),
]

INC_P11 = [
    ("h1", "8  Spare parts"),
    (
        "p",
        "When ordering spare parts please indicate always the type of the incinerator, the serial number "
        "on the name plate and the part number of the list below.",
    ),
    (
        "table",
        {
            "w": [35, 90, 300, 58],
            "head": ["Item", "Part no.", "Description", "Qty"],
            "center": {0, 3},
            "fs": 8.5,
            "rows": [
                ["1", "FM-35-101", "Pilot burner nozzle 2,5 USgal/h 60° S", "2"],
                ["2", "FM-35-102", "Ignition electrode set", "2"],
                ["3", "FM-35-110", "Ignition transformer 230 V / 2 x 7 kV", "1"],
                ["4", "FM-35-120", "UV flame sensor with cable", "1"],
                ["5", "FM-35-205", "Sludge burner atomizing nozzle", "1"],
                ["6", "FM-35-230", "Filter element for F-2, 0,5 mm", "2"],
                ["7", "FM-35-310", "Thermocouple type K, TE-01 (1.000 mm)", "1"],
                ["8", "FM-35-311", "Thermocouple type K, TE-02 (400 mm)", "1"],
                ["9", "FM-35-402", "V-belt SPA 1250 for flue gas fan", "2"],
                ["10", "FM-35-515", "Door gasket, ceramic fibre rope 20 mm", "5 m"],
                ["11", "FM-35-520", "Refractory mortar FM-RM 1600, bag 25 kg", "1"],
                ["12", "FM-35-610", "Stator for dosing pump P-3", "1"],
                ["13", "FM-35-611", "Rotor for dosing pump P-3", "1"],
                ["14", "FM-35-705", "Fuse 2 A slow, control circuit", "10"],
            ],
        },
    ),
    (
        "p",
        "The spare parts marked in the list are the minimum stock recommended for one year of service. "
        "Use only original FORNIMAR spare parts; the use of other parts makes the type approval and the "
        "warranty not valid.",
    ),
]

INC_STYLE = Style(
    body="helv",
    bold="hebo",
    fs=9.5,
    header=_inc_header,
    footer=_inc_footer,
    ol_fmt="{}.",
    sub_fmt="{})",
)
INC = (
    "fornimar-fmx350-incinerator.pdf",
    INC_STYLE,
    "FORNIMAR FMX-350 SW incinerator",
    [
        [("cover", _inc_cover)],
        [("h1", "Contents"), ("toc", INC_TOC)],
        INC_P3,
        INC_P4,
        INC_P5,
        INC_P6,
        INC_P7,
        INC_P8,
        INC_P9,
        INC_P10,
        INC_P11,
    ],
)
# ---------------------------------------------------------------- 2. Bayline A/C plant (US style, two columns)


def _ac_header(page, pno, n):
    _text(page, 56, 38, "BAYLINE MARINE HVAC", "tibo", 9)
    s = "IOM-240  Accommodation A/C Plant  BMH-240 / CWC-140"
    _text(page, 539 - _len(s, "tiro", 9), 38, s, "tiro", 9)
    page.draw_line((56, 44), (539, 44), width=0.5)
    page.draw_line((56, 46), (539, 46), width=0.5)


def _ac_footer(page, pno, n):
    s = f"Page {pno}"
    _text(page, 539 - _len(s, "tibo", 9), 815, s, "tibo", 9)
    _text(page, 56, 815, "Bayline Marine HVAC, Inc.  Norfolk, Virginia", "tiro", 8)


def _ac_cover(page):
    page.draw_rect(fitz.Rect(0, 0, 595, 842), color=None, fill=(0.08, 0.2, 0.4))
    page.draw_rect(fitz.Rect(50, 180, 545, 560), color=None, fill=(1, 1, 1))
    _text(page, 60, 120, "BAYLINE MARINE HVAC, INC.", "tibo", 28, (1, 1, 1))
    y = 240
    for s, f, fs in (
        ("Installation, Operation & Maintenance Manual", "tiro", 16),
        ("IOM-240  Rev. C", "tibo", 14),
        ("", "tiro", 10),
        ("ACCOMMODATION AIR CONDITIONING PLANT", "tibo", 18),
        ("Air Handling Unit  BMH-240", "tibo", 15),
        ("Chilled Water Unit  CWC-140", "tibo", 15),
        ("", "tiro", 10),
        ("Refrigerant R-407C   |   440 V / 60 Hz / 3 ph", "tiro", 12),
    ):
        _text(page, 70, y, s, f, fs)
        y += fs * 1.8
    _text(
        page,
        60,
        760,
        "Read this manual completely before installing or operating the equipment.",
        "tiro",
        11,
        (1, 1, 1),
    )
    return 700


def _ac_drawing(page, x0, y0):
    def damper(x, y, tag):
        page.draw_rect(fitz.Rect(x - 4, y - 22, x + 4, y + 22), width=0.8)
        page.draw_line((x - 4, y - 18), (x + 4, y - 8), width=0.6)
        page.draw_line((x - 4, y + 2), (x + 4, y + 12), width=0.6)
        _lbl(page, x - 10, y - 27, tag, 7, "tiro")

    def sensor(x, y, tag):
        page.draw_circle((x, y), 6, width=0.7)
        _lbl(page, x - 10, y - 9, tag, 7, "tiro")

    page.draw_rect(fitz.Rect(x0, y0, x0 + 483, y0 + 250), width=0.5)
    cy = y0 + 110
    # casing
    page.draw_rect(fitz.Rect(x0 + 95, cy - 40, x0 + 415, cy + 40), width=1.2)
    _lbl(page, x0 + 230, cy - 60, "AHU BMH-240 casing", 8, "tibo")
    # fresh air
    page.draw_line((x0 + 10, cy - 25), (x0 + 95, cy - 25), width=0.8)
    _lbl(page, x0 + 8, cy + 8, "FRESH AIR", 7, "tiro")
    damper(x0 + 60, cy - 25, "MD-1")
    damper(x0 + 30, cy - 25, "FD-1")
    # return air
    page.draw_line((x0 + 10, cy + 80), (x0 + 120, cy + 80), width=0.8)
    page.draw_line((x0 + 120, cy + 80), (x0 + 120, cy + 40), width=0.8)
    _lbl(page, x0 + 125, cy + 84, "RETURN AIR", 7, "tiro")
    damper(x0 + 60, cy + 80, "MD-2")
    sensor(x0 + 90, cy + 80, "TT-06")
    sensor(x0 + 35, cy + 62, "HT-07")
    # exhaust
    page.draw_line((x0 + 40, cy + 80), (x0 + 40, cy + 125), width=0.8)
    damper(x0 + 40, cy + 110, "")
    _lbl(page, x0 + 48, cy + 114, "MD-3 exhaust", 7, "tiro")
    # internals
    for xx, tag, sub in (
        (x0 + 135, "F-1", "pre-filter"),
        (x0 + 160, "F-2", "bag filter"),
        (x0 + 205, "CC-1", "cooling coil"),
        (x0 + 265, "HC-1", "reheater"),
        (x0 + 315, "HU-1", "humidifier"),
    ):
        page.draw_line((xx, cy - 40), (xx, cy + 40), width=1.0)
        for k in range(-36, 40, 8):
            page.draw_line((xx - 3, cy + k), (xx + 3, cy + k + 4), width=0.4)
        _lbl(page, xx - 8, cy - 45, tag, 7, "tiro")
        _lbl(
            page, xx - 12, cy + 50 + (0 if tag in ("F-1", "CC-1", "HU-1") else 10), sub, 6.5, "tiro"
        )
    _lbl(page, x0 + 118, cy - 55, "DPS-08", 7, "tiro")
    page.draw_line((x0 + 130, cy - 52), (x0 + 165, cy - 52), width=0.4)
    page.draw_circle((x0 + 370, cy), 17, width=0.9)
    _lbl(page, x0 + 360, cy + 3, "SF-1", 7, "tibo")
    _lbl(page, x0 + 350, cy + 30, "supply fan", 6.5, "tiro")
    # supply
    page.draw_line((x0 + 415, cy), (x0 + 475, cy), width=0.8)
    damper(x0 + 450, cy, "FD-3")
    sensor(x0 + 428, cy - 20, "TT-05")
    _lbl(page, x0 + 420, cy + 34, "SUPPLY AIR", 7, "tiro")
    # chilled water valve and steam valve
    page.draw_line((x0 + 205, cy + 40), (x0 + 205, cy + 85), width=0.6)
    page.draw_line((x0 + 205, cy + 85), (x0 + 245, cy + 85), width=0.6)
    page.draw_polyline(
        [
            (x0 + 215, cy + 80),
            (x0 + 225, cy + 90),
            (x0 + 225, cy + 80),
            (x0 + 215, cy + 90),
            (x0 + 215, cy + 80),
        ],
        width=0.7,
    )
    _lbl(page, x0 + 200, cy + 102, "TV-11 (3-way, CHW)", 7, "tiro")
    page.draw_line((x0 + 265, cy + 40), (x0 + 265, cy + 85), width=0.6)
    page.draw_line((x0 + 265, cy + 85), (x0 + 300, cy + 85), width=0.6)
    page.draw_polyline(
        [
            (x0 + 275, cy + 80),
            (x0 + 285, cy + 90),
            (x0 + 285, cy + 80),
            (x0 + 275, cy + 90),
            (x0 + 275, cy + 80),
        ],
        width=0.7,
    )
    _lbl(page, x0 + 278, cy + 114, "SV-12 (steam)", 7, "tiro")
    _text(
        page,
        x0 + 6,
        y0 + 14,
        "Figure 2-1.  Air handling unit schematic (dampers shown in cooling mode)",
        "tibo",
        8,
    )


AC_TOC = [
    ("", "Safety Summary", 2),
    ("1", "General Description", 3),
    ("2", "Specifications", 4),
    ("2.1", "Design Conditions", 4),
    ("2.2", "Chilled Water Unit Data", 4),
    ("2.3", "Air Flow Schematic", 5),
    ("3", "Operation", 6),
    ("3.1", "Pre-Start Checks", 6),
    ("3.2", "Starting the Chiller", 6),
    ("3.3", "Seasonal Changeover", 6),
    ("3.4", "Normal Operating Values", 7),
    ("3.5", "Controller Fault Codes", 7),
    ("4", "Maintenance", 8),
    ("5", "Troubleshooting", 9),
    ("6", "Parts List", 10),
]

AC_P2 = [
    ("h1", "Contents"),
    ("toc", AC_TOC),
    ("sp", 10),
    ("h1", "Safety Summary"),
    (
        "p",
        "WARNING: Disconnect and lock out all electrical power before servicing. More than one disconnect "
        "may be required. Capacitors in the compressor starter circuit can hold a charge after the power is "
        "removed.",
    ),
    (
        "p",
        "WARNING: R-407C is heavier than air and can displace oxygen in an enclosed space. Ventilate the "
        "A/C machinery room before entering after a refrigerant leak. Never braze on a system under "
        "pressure.",
    ),
    (
        "p",
        "CAUTION: Always wear safety glasses and gloves when handling refrigerant. Liquid refrigerant "
        "will cause frostbite.",
    ),
]

AC_P3 = [
    ("h1", "1  General Description"),
    (
        "cols",
        [
            (
                "p",
                "The Bayline accommodation air conditioning plant supplies conditioned air to the cabins, "
                "mess rooms, offices and wheelhouse. It is a central single-duct system consisting of one "
                "air handling unit (AHU) and one chilled water unit (chiller) with two scroll compressors.",
            ),
            (
                "p",
                "The air handler mixes fresh air and recirculated air, filters it, cools and dehumidifies it "
                "in summer, or heats and humidifies it in winter, and delivers it through the main duct to "
                "the cabin terminal units. The supply fan is rated 14,000 CFM (23,800 m³/h) at 4.5 in. w.g. "
                "external static pressure.",
            ),
            (
                "p",
                "The chiller cools a closed chilled water loop. Two chilled water pumps (CHP-1 and CHP-2, one "
                "duty, one standby) circulate 240 gpm (54.5 m³/h) through the cooling coil CC-1. Condenser "
                "cooling is by sea water from the ship's auxiliary sea water system.",
            ),
        ],
        [
            (
                "p",
                "Nominal cooling capacity of the plant is 40 tons (478,000 Btu/h; 140 kW) at the design "
                "conditions given in Section 2. Heating is by a low pressure steam reheater rated 100 psig "
                "(7 bar), with an electric humidifier for winter operation.",
            ),
            (
                "p",
                "Fresh air proportion is adjustable. The motorized fresh air damper MD-1 is never closed below "
                "its minimum position of 30 % open while the supply fan is running, so that the cabins always "
                "receive the ventilation air required by the flag state.",
            ),
            (
                "p",
                "Fire dampers FD-1 and FD-3 close automatically by a fusible link rated 165°F (74 °C) or by "
                "the remote release from the fire control station. The plant is started and stopped from the "
                "control panel in the A/C room and the fans can be stopped from the fire control station.",
            ),
            (
                "p",
                "NOTE: This manual covers the BMH-240 air handling unit and CWC-140 chilled water unit only. "
                "Cabin terminal units and galley exhaust are covered by separate documents.",
            ),
        ],
    ),
]

AC_P4 = [
    ("h1", "2  Specifications"),
    ("h2", "2.1  Design Conditions"),
    (
        "table",
        {
            "w": [70, 85, 62, 85, 62, 119],
            "fs": 8.5,
            "head": [
                "Season",
                "Outside air DB",
                "Outside RH",
                "Inside DB",
                "Inside RH",
                "Sea water",
            ],
            "rows": [
                ["Summer", "95°F (35 °C)", "70 %", "81°F (27 °C)", "50 %", "90°F (32 °C)"],
                ["Winter", "-4°F (-20 °C)", "-", "72°F (22 °C)", "35 %", "28°F (-2 °C)"],
            ],
        },
    ),
    ("h2", "2.2  Chilled Water Unit Data"),
    (
        "table",
        {
            "w": [100, 70, 70, 75, 80, 88],
            "fs": 8.5,
            "head": [
                "Component",
                "Type",
                "Motor",
                "FLA @ 440 V",
                "Crankcase heater",
                "Capacity step",
            ],
            "rows": [
                ["Compressor 1", "Scroll", "20 hp", "27 A", "90 W", "0 / 50 %"],
                ["Compressor 2", "Scroll", "20 hp", "27 A", "90 W", "50 / 100 %"],
                ["CHP-1 / CHP-2", "Centrifugal", "7.5 hp", "10.5 A", "-", "duty / standby"],
                ["Supply fan SF-1", "Centrifugal, belt", "25 hp", "31 A", "-", "VFD 30-60 Hz"],
            ],
        },
    ),
    (
        "table",
        {
            "w": [240, 243],
            "fs": 8.5,
            "head": ["Item", "Value"],
            "rows": [
                ["Refrigerant / charge", "R-407C, 2 x 38 lb (2 x 17.2 kg)"],
                ["Compressor oil", "POE, ISO 32, 6.5 pt (3.1 L) per compressor"],
                ["Chilled water leaving / entering", "44°F / 54°F (6.7 °C / 12.2 °C)"],
                ["Chilled water flow", "240 gpm (54.5 m³/h)"],
                ["Condenser sea water flow", "210 gpm (47.7 m³/h)"],
                ["Condenser type", "Shell and tube, 90/10 Cu-Ni tubes"],
                ["Evaporator type", "Brazed plate, stainless steel"],
                ["Chilled water loop design pressure", "150 psig (10.3 bar)"],
                ["Unit weight, operating", "3,960 lb (1,796 kg)"],
            ],
        },
    ),
    (
        "p",
        "Capacities are at design conditions. Operation with sea water above 90°F (32 °C) will reduce "
        "capacity approximately 1.5 % per °F and may cause high pressure trips.",
    ),
]

AC_P5 = [
    ("h2", "2.3  Air Flow Schematic"),
    (
        "p",
        "Figure 2-1 shows the arrangement of the air handler. Return air enters the mixing box through "
        "the return damper MD-2 and mixes with fresh air admitted through the fire damper FD-1 and the "
        "fresh air damper MD-1. Surplus air is discharged overboard through the exhaust damper MD-3, "
        "which is interlocked with MD-1.",
    ),
    ("draw", _ac_drawing, 258),
    (
        "p",
        "The differential pressure switch DPS-08 across the filter section signals a dirty filter alarm. "
        "The supply air temperature sensor TT-05 controls the 3-way chilled water valve TV-11 in cooling and "
        "the steam valve SV-12 in heating. TT-06 in the return duct resets the supply air set point, and "
        "the humidity transmitter HT-07 controls the humidifier HU-1 in winter.",
    ),
    (
        "p",
        "The damper actuators are 24 V AC, spring return. On loss of power MD-1 and MD-3 close and MD-2 "
        "opens fully.",
    ),
]

AC_P6 = [
    ("h1", "3  Operation"),
    (
        "cols",
        [
            ("h2", "3.1  Pre-Start Checks"),
            (
                "ol",
                [
                    "Energize the compressor crankcase heaters at least 12 hours before the first start or after "
                    "any shutdown longer than 24 hours.",
                    "Verify condenser sea water valves open and sea water flow established.",
                    "Verify chilled water loop full and vented; expansion tank pressure 15 psig (1 bar).",
                    "Start a chilled water pump and confirm the flow switch FS-1 is made.",
                    "Check the supply fan belt tension and that all access doors are closed.",
                    "Check refrigerant sight glass on each circuit: clear, moisture indicator green.",
                ],
            ),
            ("h2", "3.2  Starting the Chiller"),
            (
                "ol",
                [
                    "Start the supply fan SF-1 from the control panel; verify MD-1 opens to minimum position.",
                    "Set the chilled water leaving set point (factory 44°F / 6.7 °C).",
                    "Turn the chiller switch to AUTO. Compressor 1 starts after the 3 minute start delay; "
                    "compressor 2 is staged on when leaving water is more than 4°F above set point.",
                    "Observe suction and discharge pressures and compare with Table 3-1.",
                ],
            ),
        ],
        [
            (
                "p",
                "The controller enforces an anti-recycle timer of 5 minutes between starts of the same "
                "compressor. Do not try to bypass it; short cycling is the most common cause of scroll "
                "compressor failure.",
            ),
            ("h2", "3.3  Seasonal Changeover"),
            (
                "p",
                "Changeover between COOLING and HEATING is made with the mode selector on the control panel. "
                "In heating, the chiller is locked out and the chilled water pumps stop. Before the winter "
                "season:",
            ),
            (
                "ol",
                [
                    (
                        "Drain or protect the cooling coil:",
                        [
                            "close the CHW isolating valves at CC-1;",
                            "drain the coil fully, or fill with 30 % propylene glycol.",
                        ],
                    ),
                    "Open the steam supply and condensate valves of HC-1; blow down the steam strainer.",
                    "Fill the humidifier HU-1 and set relative humidity to 35 %.",
                    "Check the freeze thermostat on the reheater: trips below 38°F (3.3 °C) leaving air and "
                    "stops the supply fan.",
                ],
            ),
            (
                "p",
                "In spring, reverse the steps and run the plant in VENT mode for 30 minutes before starting "
                "the chiller.",
            ),
        ],
    ),
]

AC_P7 = [
    ("h2", "3.4  Normal Operating Values"),
    (
        "table",
        {
            "w": [175, 160, 148],
            "fs": 8.5,
            "head": ["Parameter", "Normal range", "Alarm / cutout"],
            "rows": [
                [
                    "Suction pressure",
                    "58-68 psig (4.0-4.7 bar)",
                    "LP cutout 22 psig (1.5 bar), auto reset at 40 psig",
                ],
                [
                    "Discharge pressure",
                    "220-280 psig (15.2-19.3 bar)",
                    "HP cutout 385 psig (26.5 bar), manual reset",
                ],
                ["Suction superheat", "8-12°F (4.5-6.7 K)", "-"],
                [
                    "Compressor discharge temperature",
                    "below 220°F (104 °C)",
                    "Trip at 275°F (135 °C)",
                ],
                ["Chilled water leaving", "44°F ± 2°F", "Low water temp 38°F (3.3 °C)"],
                ["Sea water outlet", "max. 104°F (40 °C)", "-"],
                [
                    "Filter differential pressure",
                    "0.3-0.8 in. w.g.",
                    "Dirty filter 1.0 in. w.g. (250 Pa)",
                ],
            ],
        },
    ),
    ("h2", "3.5  Controller Fault Codes"),
    (
        "p",
        "Faults are shown on the controller display as a code. Codes marked M require a manual reset "
        "at the controller after the cause is corrected.",
    ),
    (
        "table",
        {
            "w": [45, 200, 200, 38],
            "fs": 8.5,
            "head": ["Code", "Description", "Action of controller", "Reset"],
            "center": {3},
            "rows": [
                ["F01", "HIGH DISCHARGE PRESSURE C1", "Compressor 1 stops", "M"],
                ["F02", "HIGH DISCHARGE PRESSURE C2", "Compressor 2 stops", "M"],
                ["F03", "LOW SUCTION PRESSURE C1", "Compressor 1 stops", "A"],
                ["F04", "LOW SUCTION PRESSURE C2", "Compressor 2 stops", "A"],
                ["F05", "MOTOR PROTECTOR TRIP", "Compressor stops", "M"],
                ["F07", "NO CHILLED WATER FLOW (FS-1)", "Both compressors stop", "A"],
                ["F08", "LOW CHILLED WATER TEMP", "Both compressors stop", "M"],
                ["F09", "PHASE LOSS / REVERSAL", "Unit locked out", "A"],
                ["F12", "SENSOR FAULT TT-05", "TV-11 goes to 50 % open", "A"],
                ["F14", "DIRTY FILTER (DPS-08)", "Alarm only", "A"],
                ["F15", "FREEZE THERMOSTAT", "Supply fan stops, MD-1 closes", "M"],
                ["F16", "FIRE DAMPER CLOSED", "Supply fan stops", "M"],
            ],
        },
    ),
]

X = "X"
AC_P8 = [
    ("h1", "4  Maintenance"),
    (
        "cols",
        [
            (
                "p",
                "Replace the pre-filters F-1 when the dirty filter alarm (F14) comes on or the filter "
                "differential reaches 1.0 in. w.g.; replace bag filters F-2 at every third pre-filter change. "
                "Never run the fan without filters.",
            ),
            (
                "p",
                "Supply fan belts: deflection 1/64 in. per inch of span (approx. 5/8 in. on this fan) at "
                "10 lb force. Tighten the fan pulley set screws to 20 ft-lb (27 N·m) and the motor base bolts "
                "to 45 ft-lb (61 N·m).",
            ),
        ],
        [
            (
                "p",
                "Condenser: clean the sea water side when the approach (condensing temperature minus sea "
                "water outlet) exceeds 10°F, or yearly. Replace the zinc anodes in the water boxes when 50 % "
                "consumed. Torque water box bolts to 60 ft-lb in a cross pattern with new gaskets.",
            ),
            (
                "p",
                "Coils: comb bent fins and wash the cooling coil with a non-acid coil cleaner; flush the "
                "condensate drain pan and trap with fresh water.",
            ),
        ],
    ),
    (
        "table",
        {
            "w": [223, 60, 60, 70, 70],
            "fs": 8.5,
            "center": {1, 2, 3, 4},
            "head": ["Task", "Weekly", "Monthly", "Quarterly", "Annually"],
            "rows": [
                ["Check sight glasses and moisture indicators", X, "", "", ""],
                ["Record operating pressures and temperatures", X, "", "", ""],
                ["Inspect filters, replace as required", "", X, "", ""],
                ["Check belt tension and wear", "", X, "", ""],
                ["Clean condensate pan and drain trap", "", X, "", ""],
                ["Lubricate fan bearings (lithium grease)", "", "", X, ""],
                ["Test HP and LP cutouts", "", "", X, ""],
                ["Check damper linkages and actuators", "", "", X, ""],
                ["Clean condenser tubes, check anodes", "", "", "", X],
                ["Oil acid test, compressors", "", "", "", X],
                ["Meg-ohm test compressor motors", "", "", "", X],
            ],
        },
    ),
]

AC_P9 = [
    ("h1", "5  Troubleshooting"),
    (
        "table",
        {
            "w": [120, 180, 183],
            "fs": 8.5,
            "head": ["Symptom", "Probable cause", "Corrective action"],
            "rows": [
                [
                    "Compressor trips on high pressure (F01/F02)",
                    "Low sea water flow; fouled condenser tubes; "
                    "non-condensables in system; overcharge",
                    "Check SW pump and strainer; clean tubes; purge; recover excess charge",
                ],
                [
                    "Compressor trips on low pressure (F03/F04)",
                    "Refrigerant leak; iced or dirty cooling coil; low "
                    "chilled water flow; plugged filter drier",
                    "Leak test and recharge; clean filters; check pumps; replace drier core",
                ],
                [
                    "Compressor short cycles",
                    "Set point differential too small; low charge",
                    "Reset differential to 4°F; check charge at sight glass",
                ],
                [
                    "Cabins too warm, chiller running fully loaded",
                    "Fresh air damper stuck open; dirty coil; TV-11 failed",
                    "Check MD-1 actuator; clean coil; stroke TV-11 manually",
                ],
                [
                    "Water carry-over from cooling coil",
                    "Air velocity too high; drain trap dry or plugged",
                    "Check fan speed; prime and clean trap",
                ],
                [
                    "Noisy supply fan",
                    "Loose belts; worn bearings; impeller out of balance",
                    "Re-tension; replace bearings; balance impeller",
                ],
                [
                    "Bubbles in sight glass",
                    "Low refrigerant charge",
                    "Find and repair leak; charge liquid R-407C only",
                ],
                [
                    "No heating in winter",
                    "Steam valve SV-12 closed; freeze thermostat tripped; steam trap failed",
                    "Open valve; reset F15; repair trap",
                ],
            ],
        },
    ),
    (
        "p",
        "If a compressor fails, have the oil tested for acid before replacing it. A burnout requires "
        "installation of suction line filter drier cores and an oil change after 24 hours of operation.",
    ),
]

_AC_PARTS = [
    ["1", "BM-10214", "Pre-filter panel, 24 x 24 x 2 in., MERV 8", "6"],
    ["2", "BM-10215", "Bag filter, 24 x 24 x 21 in., MERV 14", "6"],
    ["3", "BM-20455", "V-belt B-75, matched set of 3", "1 set"],
    ["4", "BM-20460", "Fan bearing, pillow block, 2-7/16 in.", "2"],
    ["5", "BM-31102", "Damper actuator 24 V AC, spring return (MD-1/MD-2/MD-3)", "1"],
    ["6", "BM-31140", "Fusible link 165°F, fire damper", "4"],
    ["7", "BM-40010", "Scroll compressor, 20 hp, 440 V", "1"],
    ["8", "BM-40022", "Crankcase heater 90 W", "2"],
    ["9", "BM-40105", "Filter drier core, 48 cu. in.", "4"],
    ["10", "BM-40130", "Sight glass / moisture indicator, 1-1/8 in. ODF", "1"],
    ["11", "BM-40150", "High pressure switch, 385 psig, manual reset", "1"],
    ["12", "BM-40151", "Low pressure switch, 22/40 psig", "1"],
    ["13", "BM-41210", "Thermostatic expansion valve, R-407C, 20 tons", "1"],
    ["14", "BM-50301", "Temperature sensor 10k NTC (TT-05, TT-06)", "2"],
    ["15", "BM-50320", "Humidity transmitter HT-07", "1"],
    ["16", "BM-50410", "Differential pressure switch DPS-08", "1"],
    ["17", "BM-60118", "Zinc anode, condenser water box", "4"],
    ["18", "BM-60120", "Water box gasket", "2"],
    ["19", "BM-70011", "Chilled water flow switch FS-1", "1"],
    ["20", "BM-70055", "Mechanical seal, chilled water pump", "2"],
    ["21", "BM-70060", "3-way valve actuator TV-11, 0-10 V", "1"],
    ["22", "BM-80201", "Humidifier cylinder HU-1", "1"],
    ["23", "BM-80240", "Steam valve SV-12 actuator", "1"],
    ["24", "BM-90003", "Controller display module", "1"],
]
AC_PARTS_HEAD = ["Item", "Part No.", "Description", "Qty"]
AC_P10 = [
    ("h1", "6  Parts List"),
    (
        "p",
        "Order parts from Bayline Marine HVAC Parts Department. Always state the unit serial number from "
        "the nameplate (located on the control panel door). Quantities are per plant.",
    ),
    (
        "table",
        {
            "w": [35, 80, 310, 58],
            "fs": 8.8,
            "head": AC_PARTS_HEAD,
            "center": {0, 3},
            "rows": _AC_PARTS[:17],
        },
    ),
]
AC_P11 = [
    ("pb", "6  Parts List (continued)"),
    (
        "table",
        {
            "w": [35, 80, 310, 58],
            "fs": 8.8,
            "head": AC_PARTS_HEAD,
            "center": {0, 3},
            "rows": _AC_PARTS[17:],
        },
    ),
    (
        "p",
        "Recommended on-board spares for one year: items 1, 2, 3, 9, 17 and 18. Compressors are supplied "
        "with a holding charge of nitrogen and without oil; add the oil listed in Section 2.2 before "
        "installation.",
    ),
]

AC_STYLE = Style(
    body="tiro",
    bold="tibo",
    fs=10,
    lead=1.25,
    header=_ac_header,
    footer=_ac_footer,
    h1=14,
    h2=11.5,
    hfill=(0.82, 0.87, 0.95),
    top=62,
)
AC = (
    "bayline-bmh240-ac-plant.pdf",
    AC_STYLE,
    "Bayline BMH-240 / CWC-140 A/C plant",
    [
        [("cover", _ac_cover)],
        AC_P2,
        AC_P3,
        AC_P4,
        AC_P5,
        AC_P6,
        AC_P7,
        AC_P8,
        AC_P9,
        AC_P10,
        AC_P11,
    ],
)
# ---------------------------------------------------------------- 3. Seowon ACB + trip unit (terse service style)


def _acb_header(page, pno, n):
    page.draw_rect(fitz.Rect(56, 30, 539, 46), color=None, fill=(0.15, 0.15, 0.15))
    _text(page, 60, 41.5, "SEOWON  SEB-4000M ACB / STR-60G", "hebo", 8.5, (1, 1, 1))
    s = "SERVICE MANUAL SM-4000-E"
    _text(page, 535 - _len(s, "helv", 8.5), 41.5, s, "helv", 8.5, (1, 1, 1))


def _acb_footer(page, pno, n):
    s = f"SM-4000-E   p. {pno}/{n}"
    _text(page, 539 - _len(s, "helv", 8), 815, s, "helv", 8)
    _text(page, 56, 815, "Seowon Electric Mfg. Co., Ltd.  Changwon", "helv", 7)


def _acb_cover(page):
    _text(page, 56, 90, "SEOWON ELECTRIC", "hebo", 22)
    page.draw_line((56, 100), (539, 100), width=3)
    y = 230
    for s, f, fs in (
        ("SERVICE MANUAL", "hebo", 24),
        ("AIR CIRCUIT BREAKER", "hebo", 18),
        ("SEB-4000M  (draw-out, 3P, 4000 AF)", "helv", 14),
        ("with generator protection trip unit STR-60G", "helv", 14),
        ("", "helv", 8),
        ("For main switchboard generator / bus-tie / shore ACBs", "helv", 11),
        ("Doc. SM-4000-E  Ed. 4", "helv", 11),
    ):
        _text(page, 56, y, s, f, fs)
        y += fs * 1.9
    page.draw_rect(fitz.Rect(56, 600, 539, 680), width=1)
    _para(
        page,
        ACB_STYLE,
        64,
        530,
        606,
        "Qualified electrical personnel only. Breaker to be in "
        "DISCONNECTED pos. and springs discharged before any work. Read Sect. 4 before racking.",
    )
    return 700


ACB_TOC = [
    ("1", "Ratings & general", 3),
    ("2", "Trip unit STR-60G", 4),
    ("2.1", "Setting ranges", 4),
    ("2.2", "Ship settings (as commissioned)", 5),
    ("3", "Indication / trip codes", 6),
    ("4", "Procedures", 7),
    ("4.1", "Draw-out / draw-in", 7),
    ("4.2", "Manual charging & trip test", 7),
    ("5", "Maintenance", 8),
    ("5.1", "Schedule", 8),
    ("5.2", "Contacts, arc chutes, torques", 9),
    ("6", "Troubleshooting", 10),
    ("7", "Parts list", 10),
]

ACB_P2 = [
    ("h1", "Contents"),
    ("toc", ACB_TOC),
    ("sp", 8),
    ("h2", "Applicability"),
    (
        "table",
        {
            "w": [110, 150, 223],
            "ruled": False,
            "underline": True,
            "fs": 8.5,
            "head": ["Breaker", "Trip unit", "Remarks"],
            "rows": [
                ["SEB-4000M", "STR-60G  firmware 3.x", "Generator & bus-tie, 4000 A"],
                ["SEB-2500M", "STR-60G  firmware 3.x", "Shore conn. / large consumers"],
                ["SEB-1600M", "STR-40N", "Feeder; not covered in Sect. 2"],
            ],
        },
    ),
    (
        "p",
        "Supersedes SM-4000-E Ed. 3. Changes: Sect. 2.2 preferential trip stages, Sect. 5.2 contact "
        "wear limit.",
    ),
]

ACB_P3 = [
    ("h1", "1  Ratings & general"),
    (
        "table",
        {
            "w": [240, 243],
            "fs": 8.5,
            "head": ["Item", "SEB-4000M"],
            "rows": [
                ["Frame / rated current In", "4000 AF / 4000 A (CT 4000/1)"],
                ["Rated op. voltage Ue", "690 V AC, 50/60 Hz"],
                ["Breaking capacity Icu / Ics @ 440 V", "85 kA / 85 kA"],
                ["Short-time withstand Icw", "65 kA, 1 s"],
                ["Closing time", "max. 70 ms"],
                ["Opening time (shunt trip)", "max. 40 ms"],
                ["Spring charging motor", "220 V AC, charging time max. 5 s"],
                ["Closing coil CC / shunt trip ST", "220 V AC; ST op. range 70-110 % Uc"],
                ["Undervoltage release UVT", "drop-out 35-70 % Ue, delay 0.5-3 s adj."],
                ["Mech. endurance", "10 000 ops (w/ maint.), 20 000 ops max."],
                ["Weight (breaker only)", "approx. 78 kg"],
            ],
        },
    ),
    ("h2", "1.2  Positions (draw-out cradle)"),
    (
        "ul",
        [
            "CONNECTED - main & aux. circuits connected.",
            "TEST - main disconnected, aux. connected. Close/open test OK.",
            "DISCONNECTED - all circuits isolated. Shutters closed. Padlockable.",
            "Position indicator on front fascia. Racking handle only w/ breaker OPEN (interlock).",
        ],
    ),
    ("p", "Anti-pumping relay in control circuit. Closing blocked while UVT de-energized."),
    (
        "p",
        "Note: racking torque normally < 25 N·m. Higher = Chk cradle rails / shutter linkage. Do not force.",
    ),
]

ACB_P4 = [
    ("h1", "2  Trip unit STR-60G"),
    (
        "p",
        "Microprocessor trip unit, true RMS, self-powered from CTs (>= 0.2 In) + 24 V DC aux. for "
        "display & comms. Settings via front keypad, pwd. protected. Factory setting = min. values.",
    ),
    ("h2", "2.1  Setting ranges"),
    (
        "table",
        {
            "w": [118, 48, 150, 70, 97],
            "ruled": False,
            "fs": 8.5,
            "head": ["Function", "Symbol", "Range", "Step", "Factory set"],
            "rows": [
                ["Long time pick-up", "Ir", "0.4 - 1.0 x In", "0.01", "1.0"],
                ["Long time delay", "tr", "5 - 30 s at 6 x Ir", "1 s", "15 s"],
                ["Short time pick-up", "Isd", "1.5 - 10 x Ir", "0.5", "4.0"],
                ["Short time delay", "tsd", "0.05 - 0.5 s", "0.05 s", "0.3 s"],
                ["I²t (STD)", "-", "ON / OFF", "-", "OFF"],
                ["Instantaneous", "Ii", "2 - 15 x In / OFF", "1", "OFF"],
                ["Pre-trip alarm", "PTA", "0.75 - 1.05 x Ir", "0.05", "0.9"],
                ["Pref. trip stage 1", "PT1", "0.8 - 1.1 x Ir, 2 - 20 s", "1 s", "1.0 / 5 s"],
                ["Pref. trip stage 2", "PT2", "0.8 - 1.1 x Ir, 5 - 30 s", "1 s", "1.0 / 10 s"],
                ["Reverse power", "RP", "2 - 20 % Pn, 2 - 20 s", "1 %", "10 % / 5 s"],
                ["Under-voltage (UV)", "Uv", "60 - 90 % Un, 1 - 10 s", "5 %", "OFF"],
            ],
        },
    ),
    (
        "p",
        "Tolerances: LTD pick-up 1.05 - 1.20 x Ir. STD/INST pick-up ± 10 %. Time ± 10 % or ± 40 ms, "
        "whichever greater.",
    ),
    (
        "p",
        "PT1/PT2 = non-essential load shedding outputs (aux. contacts, not a breaker trip). RP trips "
        "the generator ACB.",
    ),
]

ACB_P5 = [
    ("h2", "2.2  Ship settings (as commissioned)"),
    (
        "p",
        "Record of settings at sea trials. Chk vs. trip unit display at each annual survey. Any change "
        "-> update table & notify Class.",
    ),
    (
        "table",
        {
            "w": [62, 48, 40, 42, 44, 52, 48, 70, 77],
            "fs": 8,
            "center": {1, 2, 3, 4, 5, 6, 7},
            "head": ["ACB", "In (A)", "Ir", "tr (s)", "Isd", "tsd (s)", "Ii", "RP", "PT1 / PT2"],
            "rows": [
                ["DG1 ACB", "4000", "0.90", "15", "3.0", "0.4", "OFF", "8 % / 5 s", "1.0 / 1.0"],
                ["DG2 ACB", "4000", "0.90", "15", "3.0", "0.4", "OFF", "8 % / 5 s", "1.0 / 1.0"],
                ["DG3 ACB", "4000", "0.90", "15", "3.0", "0.4", "OFF", "8 % / 5 s", "1.0 / 1.0"],
                ["Bus-tie", "4000", "1.00", "20", "2.5", "0.3", "OFF", "-", "-"],
                ["Shore conn.", "2500", "0.80", "10", "4.0", "0.2", "10", "-", "-"],
                [
                    "SG (shaft gen.)",
                    "2500",
                    "0.95",
                    "15",
                    "3.0",
                    "0.4",
                    "OFF",
                    "6 % / 8 s",
                    "1.0 / 1.0",
                ],
            ],
        },
    ),
    (
        "small",
        "Ir x In = long time current, e.g. DG1: 0.90 x 4000 = 3600 A. PT1 time 5 s, PT2 time 10 s on all generators.",
    ),
    (
        "p",
        "Selectivity: generator STD (0.4 s) above bus-tie (0.3 s) above largest feeder (max. 0.2 s). "
        "Do not set generator tsd below 0.4 s.",
    ),
    ("p", "Engine maker's limit for DG reverse power: 8 % Pn for max. 5 s. Do not increase."),
]

ACB_P6 = [
    ("h1", "3  Indication / trip codes"),
    (
        "p",
        "Last 10 events stored w/ time stamp & phase currents. Read: MENU > EVENT LOG. Trip LED "
        "latched until RESET pressed on unit. Breaker cannot re-close until mechanical trip flag "
        "reset (push button 'R' on fascia).",
    ),
    (
        "table",
        {
            "w": [45, 130, 308],
            "fs": 8.5,
            "head": ["Code", "Display", "Meaning / action"],
            "rows": [
                ["T-01", "LTD TRIP", "Overload, long time. Chk load, Chk PMS load sharing."],
                ["T-02", "STD TRIP", "Short time. Fault downstream. Insp. bus before re-close."],
                [
                    "T-03",
                    "INST TRIP",
                    "Instantaneous. Severe fault. Do NOT re-close before insulation test.",
                ],
                ["T-04", "RP TRIP", "Reverse power. Chk prime mover / governor, fuel supply."],
                ["T-05", "UV TRIP", "Undervoltage trip (if enabled). Chk AVR / gen. excitation."],
                ["A-11", "PRE-TRIP ALM", "Current > PTA setting. Reduce load."],
                ["A-12", "PT1 OUT", "Pref. trip stage 1 operated (NE group 1 shed)."],
                ["A-13", "PT2 OUT", "Pref. trip stage 2 operated (NE group 2 shed)."],
                ["E-21", "CT OPEN L1", "CT circuit open ph. L1. Chk CT plug X5."],
                ["E-22", "CT OPEN L2", "CT circuit open ph. L2. Chk CT plug X5."],
                ["E-23", "CT OPEN L3", "CT circuit open ph. L3. Chk CT plug X5."],
                ["E-30", "CPU FAIL", "Watchdog. Unit in backup INST 12 x In. Repl trip unit."],
                [
                    "E-31",
                    "EEPROM ERR",
                    "Settings lost. Re-enter from Sect. 2.2; if repeats Repl unit.",
                ],
                [
                    "E-40",
                    "AUX 24V LOW",
                    "Aux. supply < 19 V. Protection still active (self-powered).",
                ],
                [
                    "E-41",
                    "COMM FAIL",
                    "No Modbus to PMS > 10 s. Chk RS-485 cable / termination 120 ohm.",
                ],
            ],
        },
    ),
]

ACB_P7 = [
    ("h1", "4  Procedures"),
    ("h2", "4.1  Draw-out (CONNECTED -> DISCONNECTED)"),
    (
        "table",
        {
            "w": [34, 250, 199],
            "fs": 8.5,
            "head": ["Step", "Action", "Chk / indication"],
            "center": {0},
            "rows": [
                ["1", "Open breaker (OFF button or PMS).", "Indicator 'O' OFF, green."],
                [
                    "2",
                    "Discharge springs: press ON then OFF w/ breaker isolated from bus (or leave to 4).",
                    "Spring ind. 'DISCHARGED'.",
                ],
                [
                    "3",
                    "Press racking interlock push button, insert racking handle.",
                    "Shutter of handle hole opens.",
                ],
                [
                    "4",
                    "Turn handle CCW until TEST pos. (approx. 22 turns).",
                    "Pos. ind. 'TEST'. Aux. circuits still live.",
                ],
                [
                    "5",
                    "Continue CCW to DISCONNECTED (approx. 8 turns more).",
                    "Pos. ind. 'DISCONN'. Handle locks.",
                ],
                [
                    "6",
                    "Remove handle. Padlock (max. 3 locks, shackle 6-8 mm).",
                    "Shutters closed over main contacts.",
                ],
                [
                    "7",
                    "Pull out on rails using lifting lugs. Breaker 78 kg - use lifter.",
                    "Rails fully extended, latched.",
                ],
            ],
        },
    ),
    (
        "p",
        "Draw-in = reverse order. Breaker must be OPEN. Stop at TEST, do close/open test, then CONNECTED.",
    ),
    ("h2", "4.2  Manual charging & trip test"),
    (
        "ol",
        [
            "Manual charging: insert charging handle, pump approx. 15 strokes until 'CHARGED' + click.",
            (
                "Trip test w/ test set TS-60 (secondary injection), breaker in TEST pos.:",
                [
                    "connect TS-60 to test socket on STR-60G;",
                    "inject 3 x Ir -> LTD trip within tr band (check curve);",
                    "inject 1.2 x Isd -> STD trip, time tsd ± 10 %;",
                    "record results on test sheet TS-4000.",
                ],
            ),
            "Chk UVT: remove UVT supply -> breaker opens after set delay. Adj delay 0.5-3 s on UVT module.",
            "Chk ST: energize ST from panel -> opens. Min. op. voltage 70 % Uc.",
        ],
    ),
]

DOT = "\u25cf"
ACB_P8 = [
    ("h1", "5  Maintenance"),
    ("h2", "5.1  Schedule"),
    (
        "p",
        "Intervals = whichever first (time / no. of ops). Harsh env. (high humidity, salt) -> halve.",
    ),
    (
        "table",
        {
            "w": [203, 70, 70, 70, 70],
            "fs": 8.5,
            "center": {1, 2, 3, 4},
            "head": ["Item", "6 months", "1 year", "3 years", "5 000 ops"],
            "rows": [
                ["Visual insp., clean dust (dry cloth / vacuum)", DOT, DOT, DOT, DOT],
                ["Chk ON/OFF by manual & electrical op.", DOT, DOT, DOT, DOT],
                ["Chk position indicator & interlocks", "", DOT, DOT, DOT],
                ["Chk main contact wear indicator", "", DOT, DOT, DOT],
                ["Insp. arc chutes", "", DOT, DOT, DOT],
                ["Lubricate mechanism (grease G-2)", "", DOT, DOT, DOT],
                ["Secondary injection test STR-60G", "", DOT, DOT, ""],
                ["Meg test main circuit (1000 V, min. 100 MOhm)", "", DOT, DOT, ""],
                ["Repl closing spring & charging motor brushes", "", "", DOT, DOT],
                ["Repl trip unit backup battery (CR2032)", "", "", DOT, ""],
            ],
        },
    ),
    (
        "cols",
        [
            ("pb", "Before maintenance"),
            (
                "ul",
                [
                    "Breaker OPEN, DISCONNECTED, padlocked.",
                    "Springs DISCHARGED.",
                    "Control supply off (aux. plug X1 removed).",
                    "Cradle: bus side may be LIVE.",
                ],
            ),
        ],
        [
            ("pb", "After maintenance"),
            (
                "ul",
                [
                    "Chk no tools left in cradle.",
                    "5 x close/open in TEST pos.",
                    "Reset trip flag, Chk event log clear.",
                    "Record on maint. card MC-4000.",
                ],
            ),
        ],
    ),
]

ACB_P9 = [
    ("h2", "5.2  Contacts, arc chutes, torques"),
    (
        "cols",
        [
            ("pb", "Main contacts"),
            (
                "p",
                "Chk wear indicator w/ breaker CLOSED: gap between indicator pin & mark. Gap 1.5 mm min. "
                "If < 1.5 mm -> Repl contact set (all 3 poles). Do not file or dress silver contacts. Light "
                "discoloration OK. Clean only w/ dry cloth.",
            ),
            ("pb", "Arc chutes"),
            (
                "p",
                "Remove 2 x M8 per chute. Insp. splitter plates. Repl chute if plates eroded > 1/3 of "
                "thickness or ceramic cracked. Refit 2 x M8 to 12 N·m.",
            ),
            ("pb", "Lubrication"),
            (
                "p",
                "Mechanism pivot points, closing latch, racking screw: grease G-2 thin film. No grease on "
                "main contacts or cluster fingers (use contact paste CP-1 on cluster fingers only).",
            ),
        ],
        [
            ("pb", "Tightening torques"),
            (
                "table",
                {
                    "w": [120, 111],
                    "fs": 8.2,
                    "head": ["Bolt", "Torque"],
                    "rows": [
                        ["Main terminal M12", "70 N·m (7.1 kgf·m)"],
                        ["Main terminal M16", "140 N·m (14.3 kgf·m)"],
                        ["Arc chute M8", "12 N·m (1.2 kgf·m)"],
                        ["Cradle fixing M10", "45 N·m (4.6 kgf·m)"],
                        ["Contact holder M6", "6 N·m (0.6 kgf·m)"],
                        ["Aux. terminal M4", "1.2 N·m"],
                    ],
                },
            ),
            (
                "p",
                "Use torque wrench. Bus bar joints: Chk yearly w/ thermal camera under load; hot spot > 20 K "
                "above other phases = re-torque.",
            ),
            ("pb", "Charging motor"),
            ("p", "Brush length min. 6 mm (new 12 mm). Adj: none. Repl brushes as set."),
        ],
    ),
]

ACB_P10 = [
    ("h1", "6  Troubleshooting"),
    (
        "table",
        {
            "w": [128, 170, 185],
            "fs": 8.2,
            "head": ["Fault", "Possible cause", "Action"],
            "rows": [
                [
                    "Won't close (springs charged)",
                    "UVT not energized; trip flag not reset; anti-pump",
                    "Chk UVT supply; reset flag 'R'; remove CLOSE cmd & retry",
                ],
                [
                    "Springs don't charge",
                    "Motor supply off; brushes worn; limit sw. LS1 faulty",
                    "Chk fuse F3; brushes min. 6 mm; Repl LS1",
                ],
                [
                    "Trips on closing",
                    "Closing onto fault; INST set too low; UVT delay 0",
                    "Meg test; Chk Ii; Adj UVT",
                ],
                [
                    "Nuisance RP trip on load change",
                    "RP delay too short; governor hunting",
                    "Chk gov.; delay per 2.2 (do not exceed engine limit)",
                ],
                [
                    "Can't rack in",
                    "Breaker CLOSED; padlock; wrong rating code pin",
                    "OPEN breaker; remove locks; Chk pin",
                ],
            ],
        },
    ),
    ("h1", "7  Parts list"),
    (
        "table",
        {
            "w": [40, 105, 283, 55],
            "fs": 8.5,
            "center": {0, 3},
            "head": ["Item", "Part no.", "Description", "Qty"],
            "rows": [
                ["1", "SW-4M-0102", "Main contact set, 1 pole (fixed + moving)", "3"],
                ["2", "SW-4M-0210", "Arc chute assy", "3"],
                ["3", "SW-4M-0305", "Closing coil CC 220 V AC", "1"],
                ["4", "SW-4M-0306", "Shunt trip ST 220 V AC", "1"],
                ["5", "SW-4M-0310", "UVT module w/ time delay 0.5-3 s", "1"],
                ["6", "SW-4M-0420", "Charging motor 220 V AC", "1"],
                ["7", "SW-4M-0421", "Motor brush set", "2"],
                ["8", "SW-4M-0505", "Closing spring", "1"],
                ["9", "SW-6G-0001", "Trip unit STR-60G (programmed, state ACB tag)", "1"],
                ["10", "SW-6G-0090", "Backup battery CR2032", "2"],
                ["11", "SW-TS-0060", "Secondary injection test set TS-60", "1"],
                ["12", "SW-4M-0900", "Grease G-2, 100 g", "1"],
            ],
        },
    ),
]

ACB_STYLE = Style(
    body="helv",
    bold="hebo",
    fs=9,
    lead=1.3,
    header=_acb_header,
    footer=_acb_footer,
    h1=12.5,
    h2=10.5,
    hfill=(0.88, 0.88, 0.88),
    top=62,
    ol_fmt="({})",
    sub_fmt="{}.",
)
ACB = (
    "seowon-seb4000m-acb-service.pdf",
    ACB_STYLE,
    "Seowon SEB-4000M ACB service manual",
    [
        [("cover", _acb_cover)],
        ACB_P2,
        ACB_P3,
        ACB_P4,
        ACB_P5,
        ACB_P6,
        ACB_P7,
        ACB_P8,
        ACB_P9,
        ACB_P10,
    ],
)
# ---------------------------------------------------------------- 4. Tidewell stern tube seal (formal, boxes)


def _sts_header(page, pno, n):
    _text(page, 56, 40, "TIDEWELL TMS-600", "tibo", 10)
    s = "Stern Tube Sealing System - Operation & Maintenance"
    _text(page, 539 - _len(s, "tiit", 9), 40, s, "tiit", 9)
    page.draw_line((56, 47), (539, 47), width=0.8)


def _sts_footer(page, pno, n):
    page.draw_line((56, 803), (539, 803), width=0.8)
    _text(page, 56, 815, "Document TW-600-OM   Issue 3", "tiro", 8.5)
    s = f"Page {pno} of {n}"
    _text(page, 539 - _len(s, "tiro", 8.5), 815, s, "tiro", 8.5)


def _sts_cover(page):
    page.draw_rect(fitz.Rect(56, 60, 539, 64), color=None, fill=(0.0, 0.3, 0.35))
    _text(page, 56, 110, "TIDEWELL MARINE SEALS LTD", "tibo", 22, (0.0, 0.3, 0.35))
    _text(page, 56, 130, "Southampton  -  United Kingdom", "tiro", 11)
    y = 300
    for s, f, fs in (
        ("TMS-600", "tibo", 40),
        ("STERN TUBE SEALING SYSTEM", "tibo", 20),
        ("Aft and forward lip seals with header tank arrangement", "tiro", 13),
        ("for shaft diameter 600 mm", "tiro", 13),
        ("", "tiro", 10),
        ("OPERATION AND MAINTENANCE MANUAL", "tibo", 14),
        ("Document TW-600-OM   Issue 3", "tiro", 12),
    ):
        _text(page, 56, y, s, f, fs)
        y += fs * 1.7
    page.draw_rect(fitz.Rect(56, 760, 539, 764), color=None, fill=(0.0, 0.3, 0.35))
    return 700


def _sts_drawing(page, x0, y0):
    def valve(x, y, tag, vert=False, dx=-10, dy=-8):
        if vert:
            page.draw_polyline(
                [(x - 4, y - 6), (x + 4, y + 6), (x - 4, y + 6), (x + 4, y - 6), (x - 4, y - 6)],
                width=0.7,
            )
        else:
            page.draw_polyline(
                [(x - 6, y - 4), (x + 6, y + 4), (x + 6, y - 4), (x - 6, y + 4), (x - 6, y - 4)],
                width=0.7,
            )
        _lbl(page, x + dx, y + dy, tag, 7, "tiro")

    def tank(x, y, w, h, tag, sub):
        page.draw_rect(fitz.Rect(x, y, x + w, y + h), width=1.0)
        _lbl(page, x + 3, y + 11, tag, 7.5, "tibo")
        _lbl(page, x + 3, y + 21, sub, 6.5, "tiro")

    page.draw_rect(fitz.Rect(x0, y0, x0 + 483, y0 + 300), width=0.5)
    # shaft and stern tube
    sy = y0 + 250
    page.draw_line((x0 + 20, sy), (x0 + 470, sy), width=2.2)
    page.draw_rect(fitz.Rect(x0 + 90, sy - 16, x0 + 380, sy + 16), width=1.0)
    _lbl(page, x0 + 200, sy + 28, "STERN TUBE (shaft C/L)", 7.5, "tibo")
    page.draw_rect(fitz.Rect(x0 + 70, sy - 22, x0 + 90, sy + 22), width=1.0)
    _lbl(page, x0 + 50, sy + 36, "AFT SEAL", 7, "tibo")
    page.draw_rect(fitz.Rect(x0 + 380, sy - 22, x0 + 400, sy + 22), width=1.0)
    _lbl(page, x0 + 375, sy + 36, "FWD SEAL", 7, "tibo")
    # tanks
    tank(x0 + 150, y0 + 18, 80, 44, "T-1", "LO header tank HIGH")
    tank(x0 + 150, y0 + 92, 80, 44, "T-2", "LO header tank LOW")
    tank(x0 + 30, y0 + 118, 70, 40, "T-3", "aft seal tank")
    tank(x0 + 390, y0 + 120, 70, 40, "T-4", "fwd seal tank")
    _lbl(page, x0 + 236, y0 + 30, "LS-11", 7, "tiro")
    _lbl(page, x0 + 236, y0 + 104, "LS-12", 7, "tiro")
    # header lines to stern tube
    page.draw_line((x0 + 190, y0 + 62), (x0 + 190, y0 + 80), width=0.8)
    page.draw_line((x0 + 190, y0 + 80), (x0 + 260, y0 + 80), width=0.8)
    valve(x0 + 215, y0 + 80, "V-1")
    page.draw_line((x0 + 190, y0 + 136), (x0 + 190, y0 + 150), width=0.8)
    page.draw_line((x0 + 190, y0 + 150), (x0 + 260, y0 + 150), width=0.8)
    valve(x0 + 215, y0 + 150, "V-2")
    page.draw_line((x0 + 260, y0 + 80), (x0 + 260, sy - 16), width=0.8)
    _lbl(page, x0 + 264, y0 + 120, "to stern tube", 6.5, "tiro")
    valve(x0 + 260, y0 + 200, "V-3", vert=True, dx=-24, dy=3)
    page.draw_circle((x0 + 300, y0 + 200), 6, width=0.7)
    page.draw_line((x0 + 260, y0 + 200), (x0 + 294, y0 + 200), width=0.6)
    _lbl(page, x0 + 308, y0 + 203, "PI-21", 7, "tiro")
    # aft seal tank line
    page.draw_line((x0 + 65, y0 + 158), (x0 + 65, sy - 22), width=0.8)
    valve(x0 + 65, y0 + 200, "V-5", vert=True, dx=8, dy=3)
    _lbl(page, x0 + 104, y0 + 130, "LS-13", 7, "tiro")
    # fwd seal tank
    page.draw_line((x0 + 425, y0 + 160), (x0 + 425, sy - 22), width=0.8)
    valve(x0 + 425, y0 + 200, "V-6", vert=True, dx=8, dy=3)
    # drain / hand pump
    page.draw_line((x0 + 330, sy + 16), (x0 + 330, sy + 40), width=0.7)
    valve(x0 + 330, sy + 32, "V-8 drain", vert=True, dx=8, dy=4)
    page.draw_circle((x0 + 130, y0 + 78), 8, width=0.8)
    _lbl(page, x0 + 96, y0 + 70, "P-1", 7, "tibo")
    _lbl(page, x0 + 62, y0 + 95, "hand pump (filling)", 6.5, "tiro")
    page.draw_line((x0 + 138, y0 + 78), (x0 + 150, y0 + 40), width=0.6)
    page.draw_circle((x0 + 240, sy - 28), 4, width=0.6)
    _lbl(page, x0 + 212, sy - 36, "TE-31 aft bearing", 6.5, "tiro")
    _text(
        page,
        x0 + 6,
        y0 + 12,
        "Figure 2.1  Header tank arrangement (schematic, not to scale)",
        "tibo",
        8,
    )


STS_TOC = [
    ("", "Safety conventions", 2),
    ("1", "Introduction", 3),
    ("1.1", "Scope", 3),
    ("1.2", "System description", 3),
    ("1.3", "Principal data", 3),
    ("2", "Header tanks", 4),
    ("2.1", "Arrangement", 4),
    ("2.2", "Tank data", 5),
    ("2.3", "Selection of high and low tank", 5),
    ("3", "Operation", 6),
    ("3.1", "Filling and venting", 6),
    ("3.2", "Checks in service", 6),
    ("3.3", "Lubricant and oil condition", 7),
    ("4", "Maintenance", 8),
    ("4.1", "Maintenance schedule", 8),
    ("4.2", "Seal ring renewal at dry-dock", 8),
    ("5", "Fault finding", 9),
    ("6", "Parts list", 10),
]

STS_P2 = [
    ("h1", "Contents"),
    ("toc", STS_TOC),
    ("sp", 6),
    ("h1", "Safety conventions"),
    (
        "box",
        "WARNING",
        "Indicates a hazard which, if not avoided, could result in death or serious injury.",
    ),
    (
        "box",
        "CAUTION",
        "Indicates a hazard which, if not avoided, could result in damage to the equipment or "
        "pollution of the sea.",
    ),
    ("box", "NOTE", "Gives information that makes a procedure easier or explains a requirement."),
]

STS_P3 = [
    ("h1", "1  Introduction"),
    ("h2", "1.1  Scope"),
    (
        "p",
        "This manual describes the Tidewell TMS-600 oil lubricated stern tube sealing system, consisting "
        "of the aft seal, the forward seal, the stern tube lubricating oil header tanks and the seal "
        "tanks with their piping and instrumentation. The stern tube bearings are described in the "
        "shipyard documentation.",
    ),
    ("h2", "1.2  System description"),
    (
        "p",
        "The aft seal prevents the ingress of sea water into the stern tube and the escape of "
        "lubricating oil to the sea. It comprises three lip seal rings: ring No. 1 and ring No. 2 face "
        "the sea, ring No. 3 faces the stern tube oil. The space between rings No. 2 and No. 3 is "
        "connected to the aft seal tank T-3. The forward seal has two rings facing the stern tube and "
        "its space is fed from the forward seal tank T-4. The rings run on chromium steel liners which "
        "rotate with the shaft.",
    ),
    (
        "p",
        "The oil in the stern tube is kept at a pressure slightly above the sea water pressure at the "
        "shaft centreline by the static head of the header tank in use, so that any leakage past the "
        "aft seal is oil outwards rather than water inwards.",
    ),
    ("h2", "1.3  Principal data"),
    (
        "table",
        {
            "w": [260, 223],
            "fs": 9,
            "head": ["Item", "Value"],
            "rows": [
                ["Shaft diameter (at seals)", "600 mm"],
                ["Liner outside diameter", "660 mm"],
                ["Maximum shaft speed", "105 rpm"],
                ["Permissible shaft axial movement", "± 6 mm"],
                ["Permissible shaft radial movement (at seal)", "1.5 mm"],
                ["Seal ring material", "fluoroelastomer (FKM)"],
                ["Maximum seal oil temperature", "70 °C (158 °F)"],
                ["Maximum sea water head at shaft C/L", "1.2 bar (17.4 psi)"],
            ],
        },
    ),
]

STS_P4 = [
    ("h1", "2  Header tanks"),
    ("h2", "2.1  Arrangement"),
    (
        "p",
        "The stern tube is supplied from one of two header tanks. The high tank T-1 is used in loaded "
        "condition and the low tank T-2 in ballast condition. The tank in use is selected with valves V-1 "
        "and V-2; only one of these valves shall be open at any time. Oil is filled into the tanks with the "
        "hand pump P-1 from the stern tube oil storage tank.",
    ),
    ("draw", _sts_drawing, 306),
    (
        "p",
        "The level switches LS-11, LS-12 and LS-13 give a low level alarm to the engine room alarm "
        "system. The stern tube oil pressure is indicated at PI-21. The aft bearing temperature is "
        "monitored by TE-31.",
    ),
]

STS_P5 = [
    ("h2", "2.2  Tank data"),
    (
        "table",
        {
            "w": [48, 100, 70, 135, 130],
            "fs": 8.5,
            "head": ["Tank", "Function", "Capacity", "Height of tank bottom", "Low level alarm"],
            "rows": [
                [
                    "T-1",
                    "LO header tank, high",
                    "150 L",
                    "3.0 m above deepest load waterline",
                    "LS-11, 40 % volume",
                ],
                [
                    "T-2",
                    "LO header tank, low",
                    "150 L",
                    "3.0 m above ballast waterline",
                    "LS-12, 40 % volume",
                ],
                [
                    "T-3",
                    "Aft seal tank",
                    "40 L",
                    "1.0 - 1.5 m above shaft C/L",
                    "LS-13, 30 % volume",
                ],
                ["T-4", "Fwd seal tank", "20 L", "2.0 m above shaft C/L", "sight glass only"],
            ],
        },
    ),
    (
        "p",
        "The heights are measured to the bottom of the tank. With these heights the stern tube oil "
        "pressure exceeds the sea water pressure at the shaft centreline by 0.2 to 0.5 bar "
        "(3 to 7 psi) in both loading conditions.",
    ),
    ("h2", "2.3  Selection of high and low tank"),
    (
        "p",
        "Change over from the low tank T-2 to the high tank T-1 when the draught at the aft perpendicular "
        "exceeds 9.5 m. Change back to the low tank when the draught is less than 7.0 m. Between these "
        "draughts either tank may be used.",
    ),
    (
        "box",
        "CAUTION",
        "Operating with the high tank at ballast draught increases oil leakage past the aft "
        "seal to the sea. Operating with the low tank at loaded draught allows sea water into "
        "the stern tube. Always record the change-over in the engine log book.",
    ),
    (
        "box",
        "NOTE",
        "A sudden fall of the level in T-3 while the level in the header tank in use is steady "
        "indicates wear of ring No. 3. A rise of the level in T-3 indicates sea water passing "
        "rings No. 1 and No. 2.",
    ),
]

STS_P6 = [
    ("h1", "3  Operation"),
    ("h2", "3.1  Filling and venting"),
    (
        "ol",
        [
            (
                "Prepare the system:",
                [
                    "close drain valve V-8;",
                    "open V-3 and the valve of the header tank to be used (V-1 or V-2);",
                    "open the vent cocks on top of the aft and forward seal housings.",
                ],
            ),
            "Fill the header tank in use with the hand pump P-1 until oil flows without bubbles from the vent "
            "cocks, then close the vent cocks.",
            "Fill T-3 and T-4 through their filling connections to the normal level (2/3 of the sight glass).",
            "Fill the header tank to the normal level and check PI-21 against the value calculated for the "
            "present draught.",
            "Turn the shaft with the turning gear at least three revolutions and top up the tanks again.",
        ],
    ),
    (
        "box",
        "WARNING",
        "Before operating the turning gear, make sure that nobody is working in way of the "
        "propeller or the rudder and that the propeller area is clear when the ship is in dock.",
    ),
    ("h2", "3.2  Checks in service"),
    (
        "p",
        "Check the levels of T-1 or T-2, T-3 and T-4 every watch and record them daily. A consumption of oil "
        "from the header tank of up to 0.5 litre per day is normal. The aft bearing temperature (TE-31) is "
        "normally 35 to 50 °C (95 to 122 °F); the alarm is set at 60 °C (140 °F) and slowdown at 65 °C "
        "(149 °F).",
    ),
    (
        "box",
        "CAUTION",
        "If the header tank consumption exceeds 2 litres per day, the cause shall be found "
        "without delay. Report oil leakage to the sea in the Oil Record Book and to the owner.",
    ),
]

STS_P7 = [
    ("h2", "3.3  Lubricant and oil condition"),
    (
        "p",
        "The system is filled with environmentally acceptable lubricant (EAL) of viscosity grade ISO VG 100, "
        "based on synthetic ester. Mineral oil ISO VG 100 may be used only where EAL is not required by the "
        "trading area, and only after complete flushing. Do not mix oils of different types or brands.",
    ),
    (
        "box",
        "CAUTION",
        "EAL oils absorb more water than mineral oils. Water content must be checked more "
        "often, and oil must not be topped up from open drums.",
    ),
    (
        "p",
        "Take an oil sample from the drain valve V-8 every month and send a sample for laboratory "
        "analysis every three months. Limits for the oil in service:",
    ),
    (
        "table",
        {
            "w": [170, 100, 110, 103],
            "fs": 8.8,
            "head": ["Parameter", "Normal", "Action", "Change oil"],
            "rows": [
                ["Water content", "< 0.2 %", "0.5 %", "1.0 %"],
                ["Viscosity change at 40 °C", "± 10 %", "± 15 %", "± 20 %"],
                ["Total acid number (TAN) increase", "< 1 mg KOH/g", "2 mg KOH/g", "3 mg KOH/g"],
                ["Iron (Fe)", "< 20 ppm", "50 ppm", "100 ppm"],
                ["Sodium (Na)", "< 20 ppm", "50 ppm", "-"],
            ],
        },
    ),
    (
        "box",
        "NOTE",
        "A rising sodium content together with rising water content indicates sea water ingress "
        "through the aft seal. Water without sodium usually comes from condensation or from the "
        "forward seal side.",
    ),
]

STS_P8 = [
    ("h1", "4  Maintenance"),
    ("h2", "4.1  Maintenance schedule"),
    (
        "table",
        {
            "w": [223, 60, 60, 70, 70],
            "fs": 8.5,
            "center": {1, 2, 3, 4},
            "head": ["Task", "Daily", "Monthly", "Annually", "Dry-dock"],
            "rows": [
                ["Record tank levels and oil consumption", "\u2713", "", "", ""],
                ["Take oil sample, check for water", "", "\u2713", "", ""],
                ["Test level alarms LS-11, LS-12, LS-13", "", "\u2713", "", ""],
                ["Check flexible hoses and piping", "", "", "\u2713", ""],
                ["Calibrate TE-31 and PI-21", "", "", "\u2713", ""],
                ["Renew all seal rings", "", "", "", "\u2713"],
                ["Measure liner wear, reposition or renew", "", "", "", "\u2713"],
            ],
        },
    ),
    ("h2", "4.2  Seal ring renewal at dry-dock"),
    (
        "box",
        "WARNING",
        "Lock the turning gear and the main engine starting air before working on the seals. "
        "The propeller can turn due to current or wind.",
    ),
    (
        "p",
        "The seal rings shall be renewed at every dry-docking, and in any case within five years. Remove "
        "the rope guard and the clamp ring. The rings are cut and vulcanised in place with the Tidewell "
        "bonding kit; follow the kit instructions. Tighten the clamp ring bolts (M16) evenly to "
        "120 N·m (12.2 kgf·m) in a cross pattern, in three stages.",
    ),
    (
        "p",
        "Measure the wear grooves on the liner where the lips run. If the groove depth exceeds 0.3 mm, fit "
        "the distance piece supplied so that the lips run on a new track. A liner may be used with two "
        "distance pieces; after that, the liner shall be renewed or reground. The minimum liner wall "
        "thickness after grinding is 12 mm.",
    ),
    (
        "box",
        "NOTE",
        "The garter springs must be fitted with the joint positioned 90 ° away from the joint of "
        "the ring. Stretch of the spring when fitted: 3.2 ± 0.1 mm per 100 mm of length.",
    ),
]

_STS_FAULTS = [
    [
        "Level in header tank falling, oil on sea surface aft",
        "Ring No. 1 or No. 2 worn or damaged; header tank too high for present draught",
        "Change to low tank if draught permits; if leakage continues, plan seal renewal; report",
    ],
    [
        "Level in T-3 falling",
        "Ring No. 3 worn; T-3 connection leaking",
        "Check piping; monitor rate; renew ring No. 3 at next dry-dock",
    ],
    [
        "Level in T-3 rising",
        "Sea water passing rings No. 1 and No. 2",
        "Take sample from T-3; check for salt; change to high tank",
    ],
    [
        "Water in stern tube oil",
        "Low tank used at loaded draught; aft seal worn; condensation",
        "Correct tank selection; drain water at V-8; analyse oil",
    ],
    [
        "Oil leaking at forward seal into engine room",
        "Forward seal ring worn; T-4 too high; shaft axial movement over ± 6 mm",
        "Check T-4 level; renew ring; check thrust bearing",
    ],
    [
        "Aft bearing temperature high (TE-31)",
        "Low oil level; wrong oil; bearing damage",
        "Check level and oil; reduce speed; measure wear-down at next opportunity",
    ],
    [
        "PI-21 pressure below calculated",
        "Wrong tank valve open; air in system; gauge fault",
        "Check V-1/V-2; vent; test gauge",
    ],
    ["Alarm LS-13 repeated", "T-3 not topped up after sampling; leak", "Top up; inspect piping"],
]
STS_HEAD = ["Symptom", "Possible cause", "Action"]
STS_P9 = [
    ("h1", "5  Fault finding"),
    (
        "p",
        "The following table lists the most common faults of the sealing system. If the cause cannot be "
        "found, contact Tidewell Marine Seals service with the daily level records of the last 30 days.",
    ),
    ("table", {"w": [140, 170, 173], "fs": 9, "head": STS_HEAD, "rows": _STS_FAULTS[:5]}),
]
STS_P10 = [
    ("table", {"w": [140, 170, 173], "fs": 9, "rows": _STS_FAULTS[5:]}),
    ("h1", "6  Parts list"),
    (
        "table",
        {
            "w": [38, 100, 285, 60],
            "fs": 8.8,
            "center": {0, 3},
            "head": ["Item", "Part number", "Description", "Qty"],
            "rows": [
                ["1", "TW-600-01", "Seal ring, aft, No. 1 / No. 2 (FKM)", "2"],
                ["2", "TW-600-02", "Seal ring, aft, No. 3 (FKM)", "1"],
                ["3", "TW-600-05", "Seal ring, forward (FKM)", "2"],
                ["4", "TW-600-10", "Garter spring set", "5"],
                ["5", "TW-600-20", "Clamp ring bolt M16 x 60, A4-80", "24"],
                ["6", "TW-600-25", "O-ring for liner, 660 x 8 mm", "2"],
                ["7", "TW-600-30", "Distance piece (liner track shift)", "2"],
                ["8", "TW-600-40", "Bonding kit for seal rings", "1"],
                ["9", "TW-600-55", "Level switch LS-11/LS-12", "1"],
                ["10", "TW-600-60", "Sight glass with gaskets, T-3/T-4", "2"],
            ],
        },
    ),
    (
        "p",
        "Quantities are per ship set. Seal rings have a shelf life of 5 years when stored below 25 °C "
        "away from light.",
    ),
]

STS_STYLE = Style(
    body="tiro",
    bold="tibo",
    fs=10,
    lead=1.28,
    header=_sts_header,
    footer=_sts_footer,
    h1=14,
    h2=11.5,
    hfill=(0.85, 0.92, 0.92),
    top=64,
    ol_fmt="{}.",
    sub_fmt="({})",
)
STS = (
    "tidewell-tms600-stern-tube-seal.pdf",
    STS_STYLE,
    "Tidewell TMS-600 stern tube sealing system",
    [
        [("cover", _sts_cover)],
        STS_P2,
        STS_P3,
        STS_P4,
        STS_P5,
        STS_P6,
        STS_P7,
        STS_P8,
        STS_P9,
        STS_P10,
    ],
)
