"""Four made-up manuals of other equipment by other makers (held-out set 25a).

Generated with PyMuPDF only, deterministic. Each manual is a list of pages, each page a list of
blocks laid out top to bottom; a page whose blocks do not fit raises, so the page a fact is
printed on is the page its block is listed on.

  Brackwater HULLGUARD HG-600   hull ICCP            formal, WARNING/CAUTION/NOTE boxes
  Shinwa Kaiyo MGX-40C          MGPS                 translated English, decimal commas
  VDM ALW-7.5H                  accommodation ladder winch   terse service-bulletin style
  Gulfline HWC-500SE            hot water calorifier US style, psi / deg F first, two columns
"""

from __future__ import annotations

from pathlib import Path

import fitz

W, H = 595.0, 842.0
LEFT, RIGHT, TOP, BOTTOM = 56.0, 539.0, 74.0, 780.0


def write_manuals(folder: Path) -> list[Path]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for spec in (ICCP, MGPS, LADDER, CALORIFIER):
        out.append(_write(folder / spec["file"], spec))
    return out


# ---------------------------------------------------------------- layout engine


class Style:
    def __init__(
        self, body="helv", bold="hebo", ital="heit", size=9.5, hsize=13.0, accent=(0, 0, 0)
    ):
        self.body, self.bold, self.ital = body, bold, ital
        self.size, self.hsize, self.accent = size, hsize, accent


_FONTS: dict[str, fitz.Font] = {}


def _font(name: str) -> fitz.Font:
    if name not in _FONTS:
        _FONTS[name] = fitz.Font(name)
    return _FONTS[name]


_ADV: dict[str, dict[str, float]] = {}


def _tl(font: str, text: str, size: float) -> float:
    """Text width (cached glyph advances; Font.text_length is slow per call)."""
    adv = _ADV.setdefault(font, {})
    tot = 0.0
    for ch in text:
        a = adv.get(ch)
        if a is None:
            a = adv[ch] = _font(font).text_length(ch, 1.0)
        tot += a
    return tot * size


def _wrap(text: str, font: str, size: float, width: float) -> list[str]:
    out: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            cand = w if not line else line + " " + w
            if _tl(font, cand, size) <= width or not line:
                line = cand
            else:
                out.append(line)
                line = w
        out.append(line)
    return out


def _text(page, x, y, lines, font, size, lead=None, color=(0, 0, 0)) -> float:
    """Write lines with first baseline at y + size; return y below the last line."""
    lead = lead or size * 1.32
    for ln in lines:
        y += lead
        if ln:
            page.insert_text(
                (x, y - (lead - size) * 0.6), ln, fontname=font, fontsize=size, color=color
            )
    return y


class _Page:
    """Page proxy: drawings go straight to the page, text is collected in TextWriters (fast)."""

    def __init__(self, page):
        self._p = page
        self._runs: list[tuple[tuple, fitz.TextWriter]] = []

    def insert_text(self, pos, text, fontname="helv", fontsize=10.0, color=(0, 0, 0)):
        color = tuple(color)
        if not self._runs or self._runs[-1][0] != color:
            self._runs.append((color, fitz.TextWriter(self._p.rect)))
        self._runs[-1][1].append(pos, text, font=_font(fontname), fontsize=fontsize)

    def __getattr__(self, name):
        return getattr(self._p, name)

    def flush(self):
        for color, tw in self._runs:
            tw.write_text(self._p, color=color)
        self._runs = []


class Ctx:
    def __init__(self, page, st: Style):
        self.page, self.st = _Page(page), st


def _para(c: Ctx, x0, x1, y, text, font=None, size=None, indent=0.0, gap=5.0, color=(0, 0, 0)):
    font = font or c.st.body
    size = size or c.st.size
    lines = _wrap(text, font, size, x1 - x0 - indent)
    y = _text(c.page, x0 + indent, y, lines, font, size, color=color)
    return y + gap


def _list(c: Ctx, x0, x1, y, items, kind="num", size=None, start=1):
    size = size or c.st.size
    n = start
    for it in items:
        sub = []
        if isinstance(it, tuple):
            it, sub = it
        if kind == "num":
            mark = f"{n}."
        elif kind == "paren":
            mark = f"({n})"
        elif kind == "step":
            mark = f"Step {n}"
        else:
            mark = "-" if kind == "dash" else "\u2022"
        ind = 30.0 if kind == "step" else 18.0
        c.page.insert_text(
            (x0 + 2, y + size * 1.32 - size * 0.19), mark, fontname=c.st.body, fontsize=size
        )
        y = _para(c, x0 + ind, x1, y, it, size=size, gap=2.0)
        for j, s in enumerate(sub):
            letter = "abcdefghij"[j] + ")"
            c.page.insert_text(
                (x0 + ind + 2, y + size * 1.32 - size * 0.19),
                letter,
                fontname=c.st.body,
                fontsize=size,
            )
            y = _para(c, x0 + ind + 16, x1, y, s, size=size, gap=1.5)
        n += 1
        y += 1.5
    return y + 3


def _table(c: Ctx, x0, x1, y, t: dict):
    size = t.get("size", c.st.size - 1)
    ruled = t.get("ruled", True)
    widths = t["w"]
    tot = sum(widths)
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + (x1 - x0) * w / tot)
    pad = 3.0
    lead = size * 1.28
    if t.get("title"):
        y = _para(c, x0, x1, y, t["title"], font=c.st.bold, size=size + 0.5, gap=2)
    rows = []
    if t.get("head"):
        rows.append((t["head"], True))
    rows += [(r, False) for r in t["rows"]]
    top = y
    for cells, is_head in rows:
        font = c.st.bold if is_head else c.st.body
        wrapped = [
            _wrap(str(cell), font, size, xs[i + 1] - xs[i] - 2 * pad)
            for i, cell in enumerate(cells)
        ]
        h = max(len(wc) for wc in wrapped) * lead + 2 * pad - 1
        if is_head and ruled and t.get("shade", True):
            c.page.draw_rect(fitz.Rect(x0, y, x1, y + h), color=None, fill=(0.86, 0.86, 0.86))
        for i, wc in enumerate(wrapped):
            align = t.get("align", [])
            if i < len(align) and align[i] == "c":
                for k, ln in enumerate(wc):
                    lw = _tl(font, ln, size)
                    cx = (xs[i] + xs[i + 1] - lw) / 2
                    _text(c.page, cx, y + pad - 1 + k * lead, [ln], font, size, lead=lead)
            else:
                _text(c.page, xs[i] + pad, y + pad - 1, wc, font, size, lead=lead)
        if ruled:
            c.page.draw_line((x0, y), (x1, y), width=0.5)
        elif is_head and t.get("underline_head"):
            c.page.draw_line((x0, y + h), (x1, y + h), width=0.4)
        y += h
    if ruled:
        c.page.draw_line((x0, y), (x1, y), width=0.5)
        for x in xs:
            c.page.draw_line((x, top), (x, y), width=0.5)
    return y + 7


def _box(c: Ctx, x0, x1, y, kind, text):
    st = c.st
    size = st.size - 0.5
    lines = _wrap(text, st.body, size, x1 - x0 - 16)
    label_h = size * 1.6
    h = label_h + len(lines) * size * 1.32 + 8
    col = {"WARNING": (0.85, 0.1, 0.1), "CAUTION": (0.9, 0.6, 0.0), "NOTE": (0.2, 0.3, 0.7)}.get(
        kind, (0, 0, 0)
    )
    c.page.draw_rect(fitz.Rect(x0, y, x1, y + h), color=col, width=1.2)
    c.page.draw_rect(fitz.Rect(x0, y, x1, y + label_h), color=col, fill=col, width=1.2)
    c.page.insert_text(
        (x0 + 8, y + label_h - 4), kind, fontname=st.bold, fontsize=size + 0.5, color=(1, 1, 1)
    )
    _text(c.page, x0 + 8, y + label_h + 2, lines, st.body, size)
    return y + h + 8


def _render(c: Ctx, x0, x1, y, b) -> float:
    kind = b[0]
    st = c.st
    if kind == "h1":
        y += 4
        y = _para(c, x0, x1, y, b[1], font=st.bold, size=st.hsize, gap=2, color=st.accent)
        if len(b) < 3 or b[2]:
            c.page.draw_line((x0, y), (x1, y), color=st.accent, width=0.8)
        return y + 6
    if kind == "h2":
        return _para(c, x0, x1, y + 2, b[1], font=st.bold, size=st.size + 1.5, gap=3)
    if kind == "h3":
        return _para(c, x0, x1, y + 1, b[1], font=st.bold, size=st.size, gap=2)
    if kind == "p":
        return _para(c, x0, x1, y, b[1])
    if kind == "pi":  # italic / small paragraph
        return _para(c, x0, x1, y, b[1], font=st.ital, size=st.size - 1)
    if kind == "ol":
        return _list(
            c, x0, x1, y, b[1], kind=b[2] if len(b) > 2 else "num", start=b[3] if len(b) > 3 else 1
        )
    if kind == "ul":
        return _list(c, x0, x1, y, b[1], kind="bullet" if len(b) < 3 else b[2])
    if kind == "table":
        return _table(c, x0, x1, y, b[1])
    if kind == "box":
        return _box(c, x0, x1, y, b[1], b[2])
    if kind == "gap":
        return y + b[1]
    if kind == "draw":
        return b[1](c, x0, x1, y)
    if kind == "cols":
        mid = (x0 + x1) / 2
        yl, yr = y, y
        for bb in b[1]:
            yl = _render(c, x0, mid - 9, yl, bb)
        for bb in b[2]:
            yr = _render(c, mid + 9, x1, yr, bb)
        c.page.draw_line((mid, y + 2), (mid, max(yl, yr) - 6), width=0.3, color=(0.5, 0.5, 0.5))
        return max(yl, yr)
    if kind == "toc":
        size = st.size + 0.5
        for entry, pg in b[1]:
            ind = 18.0 if entry[:1] == " " else 0.0
            e = entry.strip()
            font = st.body if ind else st.bold
            c.page.insert_text((x0 + ind, y + size * 1.2), e, fontname=font, fontsize=size)
            ew = _tl(font, e, size)
            pw = _tl(st.body, str(pg), size)
            dots = "." * max(2, int((x1 - x0 - ind - ew - pw - 10) / _tl(st.body, ".", size)))
            c.page.insert_text(
                (x0 + ind + ew + 4, y + size * 1.2),
                dots,
                fontname=st.body,
                fontsize=size,
                color=(0.45, 0.45, 0.45),
            )
            c.page.insert_text((x1 - pw, y + size * 1.2), str(pg), fontname=st.body, fontsize=size)
            y += size * 1.75
        return y + 6
    raise ValueError(kind)


def _write(path: Path, spec: dict) -> Path:
    st: Style = spec["style"]
    doc = fitz.open()
    pages = spec["pages"]
    n = len(pages)
    for i, blocks in enumerate(pages, start=1):
        page = doc.new_page(width=W, height=H)
        c = Ctx(page, st)
        if i == 1:
            spec["cover"](c)
            c.page.flush()
            continue
        spec["chrome"](c, i, n)
        y = TOP
        for b in blocks:
            y = _render(c, LEFT, RIGHT, y, b)
            if y > BOTTOM + 1:
                raise ValueError(
                    f"{spec['file']}: page {i} overflows ({y:.0f}) at block {b[0]} {str(b[1])[:40]}"
                )
        c.page.flush()
    doc.set_metadata(
        {
            "title": spec["title"],
            "author": spec["maker"],
            "producer": "",
            "creator": "",
            "creationDate": "",
            "modDate": "",
        }
    )
    doc.save(str(path), garbage=3, deflate=True, no_new_id=True)
    doc.close()
    return path


def _label(c: Ctx, x, y, s, size=7.0, bold=False, color=(0, 0, 0)):
    c.page.insert_text(
        (x, y), s, fontname=c.st.bold if bold else c.st.body, fontsize=size, color=color
    )


def _rect(c: Ctx, x0, y0, x1, y1, fill=None, width=0.8):
    c.page.draw_rect(fitz.Rect(x0, y0, x1, y1), color=(0, 0, 0), fill=fill, width=width)


def _line(c: Ctx, a, b, width=0.8, dashes=None, color=(0, 0, 0)):
    c.page.draw_line(a, b, width=width, dashes=dashes, color=color)


def _circle(c: Ctx, x, y, r, fill=None):
    c.page.draw_circle((x, y), r, color=(0, 0, 0), fill=fill, width=0.8)


# ================================================================ 1. ICCP (formal, boxed notices)

ICCP_STYLE = Style(
    body="tiro", bold="tibo", ital="tiit", size=10.0, hsize=13.5, accent=(0.05, 0.2, 0.45)
)


def _iccp_cover(c: Ctx):
    p = c.page
    p.draw_rect(fitz.Rect(0, 0, W, 190), color=None, fill=(0.05, 0.2, 0.45))
    _label(c, LEFT, 70, "BRACKWATER ENGINEERING LTD", size=12, bold=True, color=(1, 1, 1))
    _label(
        c,
        LEFT,
        88,
        "Corrosion Control Division  -  Hartlepool, United Kingdom",
        size=9,
        color=(1, 1, 1),
    )
    _label(c, LEFT, 250, "HULLGUARD HG-600", size=30, bold=True)
    _label(c, LEFT, 282, "Impressed Current Cathodic Protection System", size=16)
    _label(c, LEFT, 304, "for Ship Hull Protection", size=16)
    _label(c, LEFT, 350, "OPERATION AND MAINTENANCE MANUAL", size=13, bold=True)
    # simple hull outline with anodes
    _line(c, (90, 520), (470, 520), width=1.2)
    _line(c, (90, 520), (60, 450), width=1.2)
    _line(c, (470, 520), (520, 450), width=1.2)
    for x in (330, 400):
        _rect(c, x, 513, x + 30, 520, fill=(0.6, 0.6, 0.6))
    _circle(c, 250, 517, 3.5, fill=(0, 0, 0))
    _label(c, 330, 540, "Anode", size=8)
    _label(c, 236, 540, "Ref. electrode", size=8)
    rows = [
        ("Document No.", "BWE-OM-600"),
        ("Revision", "C  (March 2025)"),
        ("Applicable to", "HG-600/2A and HG-600/4A"),
        ("Vessel", "Hull No. 8127"),
    ]
    y = 640
    for k, v in rows:
        _label(c, LEFT, y, k, size=10, bold=True)
        _label(c, LEFT + 120, y, v, size=10)
        y += 16
    _label(
        c,
        LEFT,
        790,
        "(c) Brackwater Engineering Ltd. This manual shall be kept on board with the equipment.",
        size=7.5,
    )


def _iccp_chrome(c: Ctx, i, n):
    _label(
        c, LEFT, 42, "HULLGUARD HG-600  ICCP System", size=8.5, bold=True, color=(0.05, 0.2, 0.45)
    )
    _label(
        c, RIGHT - 150, 42, "Operation and Maintenance Manual", size=8.5, color=(0.05, 0.2, 0.45)
    )
    _line(c, (LEFT, 48), (RIGHT, 48), width=0.6, color=(0.05, 0.2, 0.45))
    _line(c, (LEFT, 800), (RIGHT, 800), width=0.4)
    _label(c, LEFT, 812, "Doc. BWE-OM-600  Rev. C", size=8)
    s = f"Page {i} of {n}"
    _label(c, RIGHT - _tl("tiro", s, 8), 812, s, size=8)


def _iccp_drawing(c: Ctx, x0, x1, y):
    y0 = y + 10
    # hull profile (aft body)
    _line(c, (x0 + 10, y0 + 190), (x1 - 60, y0 + 190), width=1.4)  # keel
    _line(c, (x1 - 60, y0 + 190), (x1 - 20, y0 + 120), width=1.4)
    _line(c, (x0 + 10, y0 + 40), (x1 - 20, y0 + 40), width=0.5, dashes="[3] 0")  # waterline
    _label(c, x0 + 12, y0 + 36, "Load waterline", size=7)
    _line(c, (x0 + 10, y0 + 190), (x0 + 10, y0 + 20), width=1.4)  # engine room fwd bhd ref
    _label(c, x0 + 14, y0 + 60, "FWD", size=7)
    # anodes
    for x, tag, side in ((x0 + 230, "AN-1", "PORT"), (x0 + 300, "AN-2", "STBD")):
        _rect(c, x, y0 + 182, x + 44, y0 + 190, fill=(0.65, 0.65, 0.65))
        _label(c, x + 4, y0 + 204, f"{tag} ({side})", size=7, bold=True)
    # reference electrodes
    for x, tag in ((x0 + 120, "RE-1"), (x0 + 380, "RE-2")):
        _circle(c, x, y0 + 186, 4, fill=(0, 0, 0))
        _label(c, x - 10, y0 + 204, tag, size=7, bold=True)
    # power unit
    _rect(c, x0 + 200, y0 + 70, x0 + 300, y0 + 115, fill=(0.92, 0.92, 0.98))
    _label(c, x0 + 214, y0 + 88, "TRU-1", size=8, bold=True)
    _label(c, x0 + 206, y0 + 102, "Power unit / controller", size=6.5)
    # junction boxes (cofferdam)
    for x, tag in ((x0 + 246, "JB-1"), (x0 + 316, "JB-2")):
        _rect(c, x - 10, y0 + 150, x + 14, y0 + 164)
        _label(c, x - 8, y0 + 160, tag, size=6.5)
        _line(c, (x + 2, y0 + 164), (x + 2, y0 + 182), width=1.0)
    # cables
    _line(c, (x0 + 250, y0 + 115), (x0 + 248, y0 + 150), width=1.0)
    _line(c, (x0 + 290, y0 + 115), (x0 + 318, y0 + 150), width=1.0)
    _line(c, (x0 + 200, y0 + 100), (x0 + 120, y0 + 100), width=0.6, dashes="[2 2] 0")
    _line(c, (x0 + 120, y0 + 100), (x0 + 120, y0 + 182), width=0.6, dashes="[2 2] 0")
    _line(c, (x0 + 300, y0 + 100), (x0 + 380, y0 + 100), width=0.6, dashes="[2 2] 0")
    _line(c, (x0 + 380, y0 + 100), (x0 + 380, y0 + 182), width=0.6, dashes="[2 2] 0")
    # shaft, propeller, rudder
    _line(c, (x1 - 150, y0 + 150), (x1 - 40, y0 + 150), width=2.2)
    _rect(c, x1 - 40, y0 + 125, x1 - 34, y0 + 175, fill=(0.3, 0.3, 0.3))
    _rect(c, x1 - 20, y0 + 100, x1 - 5, y0 + 178, fill=(0.8, 0.8, 0.8))
    _rect(c, x1 - 150, y0 + 142, x1 - 138, y0 + 158, fill=(0.5, 0.5, 0.5))
    _label(c, x1 - 170, y0 + 136, "SE-1", size=7, bold=True)
    _label(c, x1 - 14, y0 + 96, "RB-1", size=7, bold=True)
    _line(c, (x1 - 12, y0 + 100), (x1 - 12, y0 + 70), width=0.6)
    _line(c, (x1 - 12, y0 + 70), (x0 + 300, y0 + 70), width=0.6)
    _line(c, (x1 - 144, y0 + 142), (x1 - 144, y0 + 108), width=0.6)
    _line(c, (x1 - 144, y0 + 108), (x0 + 300, y0 + 108), width=0.6)
    _label(
        c,
        x0 + 10,
        y0 + 232,
        "Figure 4-1  System arrangement, HG-600/2A (aft installation, two anodes). "
        "Dashed lines: reference electrode cables. Thin lines: return / bonding cables.",
        size=7.5,
    )
    return y0 + 246


ICCP_PAGES: list[list] = [
    [],
    [
        ("h1", "Contents"),
        (
            "toc",
            [
                ("1  Safety", 3),
                (" 1.1  Safety notices used in this manual", 3),
                ("2  System Description", 3),
                ("3  Technical Data", 4),
                ("4  System Arrangement", 5),
                (" 4.1  Legend to Figure 4-1", 5),
                ("5  Commissioning and Set-Point Adjustment", 6),
                ("6  Operation", 7),
                (" 6.1  Typical operating values", 7),
                (" 6.2  Daily log", 7),
                ("7  Alarms", 8),
                ("8  Dry-Docking Precautions", 9),
                ("9  Fault Finding", 10),
                ("10  Planned Maintenance", 11),
                ("11  Recommended Spare Parts", 11),
            ],
        ),
        (
            "p",
            "This manual covers the HULLGUARD HG-600 system as delivered to the vessel. Where the vessel is "
            "fitted with the four-anode variant (HG-600/4A), the values given for one power unit apply to "
            "each of the two power units.",
        ),
        (
            "pi",
            "Revision C supersedes Revision B. Changes: alarm list extended (section 7), shaft earthing limits revised.",
        ),
    ],
    [
        ("h1", "1  Safety"),
        ("h2", "1.1  Safety notices used in this manual"),
        (
            "box",
            "WARNING",
            "Identifies a hazard that could result in death or serious injury. The power unit "
            "output terminals carry up to 24 V DC at several hundred amperes; a short circuit can cause "
            "severe burns. Isolate the supply and lock off before opening the transformer-rectifier cabinet.",
        ),
        (
            "box",
            "CAUTION",
            "Identifies a hazard that could result in damage to the equipment or to the hull "
            "coating. Overprotection (hull potential more negative than -1050 mV vs Ag/AgCl) causes hydrogen "
            "evolution and cathodic disbondment of the paint system.",
        ),
        (
            "box",
            "NOTE",
            "Gives information which makes the work easier or the result more reliable.",
        ),
        ("h1", "2  System Description"),
        (
            "p",
            "The hull protection system prevents corrosion of the immersed steel by holding the hull at a "
            "potential more negative than its natural corrosion potential. Direct current is driven from "
            "inert mixed-metal-oxide anodes, mounted flush on the shell plating and insulated from it by "
            "dielectric shields, through the sea water to the hull. The current demand depends on the "
            "condition of the coating, the sea water temperature and salinity, and the ship's speed.",
        ),
        (
            "p",
            "Two zinc reference electrodes, fitted well away from the anodes, measure the hull potential. The "
            "controller compares the lower of the two readings with the set-point and adjusts the output of "
            "the transformer-rectifier unit (TRU) automatically. The propeller shaft and the rudder stock are "
            "bonded to the hull so that they are protected as well; the shaft is earthed by a slip ring and "
            "silver-graphite brush assembly.",
        ),
        (
            "p",
            "All potentials in this manual are referred to a silver/silver chloride (Ag/AgCl) sea water "
            "electrode. Readings taken against a zinc electrode may be converted by adding -1030 mV; thus a "
            "zinc electrode reading of +230 mV corresponds to -800 mV vs Ag/AgCl.",
        ),
    ],
    [
        ("h1", "3  Technical Data"),
        (
            "table",
            dict(
                head=["Item", "HG-600/2A", "HG-600/4A"],
                w=[2.2, 1.3, 1.3],
                rows=[
                    ["Supply voltage", "440 V AC, 3 ph, 60 Hz", "440 V AC, 3 ph, 60 Hz"],
                    ["Rated input power", "9.5 kVA", "2 x 9.5 kVA"],
                    ["Number of power units (TRU)", "1", "2"],
                    ["Rated output per TRU", "300 A at 24 V DC", "300 A at 24 V DC"],
                    ["Number of anodes", "2", "4"],
                    [
                        "Anode type",
                        "MMO-coated titanium, elliptical",
                        "MMO-coated titanium, elliptical",
                    ],
                    ["Anode rating (each)", "150 A", "150 A"],
                    ["Dielectric shield diameter", "1.8 m", "1.8 m"],
                    ["Reference electrodes", "2 x zinc, 99.99 % Zn", "4 x zinc, 99.99 % Zn"],
                    [
                        "Control mode",
                        "Automatic potential control / manual current",
                        "Automatic potential control / manual current",
                    ],
                    ["Set-point range", "-700 to -1000 mV", "-700 to -1000 mV"],
                    ["Factory set-point", "-800 mV vs Ag/AgCl", "-800 mV vs Ag/AgCl"],
                    ["Control accuracy", "± 10 mV", "± 10 mV"],
                    ["Cooling", "Natural air", "Natural air"],
                    ["Cabinet protection", "IP 44", "IP 44"],
                    ["Ambient temperature", "0 to 55 °C", "0 to 55 °C"],
                    ["Weight of TRU", "185 kg", "185 kg each"],
                ],
            ),
        ),
        (
            "p",
            "The output current per anode is limited electronically to 150 A. The limit must not be raised; the "
            "anode coating is consumed rapidly at higher current densities and the dielectric shield may be damaged.",
        ),
        ("h3", "Shaft earthing assembly"),
        (
            "p",
            "Slip ring of hard-drawn copper with silver inlay, two silver-graphite brushes on a common holder. "
            "Brush spring force 1.8 ± 0.2 kg. The shaft-to-hull potential measured with the millivoltmeter on the "
            "brush holder shall not exceed 80 mV with the shaft rotating; above 80 mV the brushes and ring must be "
            "cleaned.",
        ),
    ],
    [
        ("h1", "4  System Arrangement"),
        ("draw", _iccp_drawing),
        ("h2", "4.1  Legend to Figure 4-1"),
        (
            "table",
            dict(
                head=["Tag", "Description", "Location"],
                w=[0.7, 2.6, 2.2],
                rows=[
                    [
                        "TRU-1",
                        "Transformer-rectifier and controller cabinet",
                        "Engine room, aft, 2nd deck",
                    ],
                    [
                        "AN-1 / AN-2",
                        "Anode assembly with dielectric shield, port / starboard",
                        "Shell, frames 22-24",
                    ],
                    ["RE-1", "Reference electrode, forward", "Shell, frame 41, port"],
                    ["RE-2", "Reference electrode, aft", "Shell, frame 9, starboard"],
                    ["JB-1 / JB-2", "Anode cable junction box in cofferdam", "Above AN-1 / AN-2"],
                    [
                        "SE-1",
                        "Shaft earthing assembly (slip ring, brushes, mV meter)",
                        "Shaft tunnel, fwd of stern tube",
                    ],
                    ["RB-1", "Rudder stock bonding cable, 35 mm2", "Steering gear room"],
                ],
            ),
        ),
        (
            "box",
            "NOTE",
            "Reference electrode RE-1 is the controlling electrode as delivered. The controller may be "
            "switched to RE-2 or to 'lowest of both' on the service menu.",
        ),
    ],
    [
        ("h1", "5  Commissioning and Set-Point Adjustment"),
        (
            "p",
            "The system shall be energised as soon as possible after the vessel is afloat, and in any case "
            "within 24 hours of undocking. Before switching on, the natural (unprotected) hull potential is "
            "recorded; a steel hull in good coating condition will normally read between -550 and -650 mV.",
        ),
        (
            "box",
            "CAUTION",
            "Do not switch on the system while divers are in the water or while the vessel is in "
            "dry dock. See section 8.",
        ),
        ("h3", "Procedure 5-1  Switching on and setting the protection level"),
        (
            "ol",
            [
                (
                    "Check that the TRU cabinet is clean and dry and that all cable glands are tight.",
                    [],
                ),
                (
                    "Read the natural potential on both reference electrodes:",
                    [
                        "Set the mode selector to OFF and the meter selector to REF 1.",
                        "Wait at least 15 minutes after the system has been switched off, so that the hull depolarises.",
                        "Record the reading; repeat for REF 2.",
                    ],
                ),
                ("Switch on the supply isolator Q1 and the control supply switch S2.", []),
                (
                    "Select MANUAL mode and raise the current slowly to 50 A, checking that both anode currents rise "
                    "evenly.",
                    [],
                ),
                (
                    "Select AUTO. Enter the set-point:",
                    [
                        "Press SET and hold for 3 seconds until the display flashes.",
                        "Adjust with the arrow keys to -800 mV (factory setting).",
                        "Press SET again to store. The value is kept in non-volatile memory.",
                    ],
                ),
                (
                    "Allow the hull to polarise. This takes 2 to 10 days depending on coating condition; during this "
                    "period the output current will be higher than the long-term value.",
                    [],
                ),
                ("When the reading is stable, record all values in the commissioning sheet.", []),
            ],
        ),
        (
            "p",
            "The set-point should normally lie between -780 mV and -850 mV vs Ag/AgCl. Set-points more negative "
            "than -900 mV are permitted only temporarily, for example in warm, low-salinity water, and only "
            "with the agreement of the superintendent.",
        ),
    ],
    [
        ("h1", "6  Operation"),
        (
            "p",
            "In automatic mode the system requires no attention other than the daily log. The output current "
            "rises when the ship is under way and falls when she is alongside; this is normal, since the "
            "flow of sea water along the hull removes the calcareous deposit and increases current demand.",
        ),
        ("h2", "6.1  Typical operating values"),
        (
            "p",
            "The table below gives guidance values for a vessel of about 200 m length with the factory "
            "set-point. Readings outside these values are not necessarily faults; compare with the trend in "
            "the log.",
        ),
        (
            "table",
            dict(
                head=[
                    "Condition",
                    "Set-point (mV)",
                    "Output current (A)",
                    "Output voltage (V)",
                    "Ref. reading (mV)",
                ],
                w=[2.0, 1.1, 1.2, 1.2, 1.2],
                align=["l", "c", "c", "c", "c"],
                rows=[
                    ["New coating, in port", "-800", "15 - 30", "3 - 5", "-790 to -810"],
                    ["New coating, at sea 15 kn", "-800", "40 - 70", "6 - 9", "-780 to -810"],
                    ["Coating 5 years, at sea", "-800", "120 - 180", "10 - 14", "-780 to -810"],
                    ["Fresh / brackish water port", "-800", "5 - 20", "18 - 24", "-650 to -750"],
                    ["Lay-up, idle", "-820", "10 - 25", "3 - 5", "-800 to -830"],
                ],
            ),
        ),
        (
            "p",
            "In fresh or brackish water the output voltage rises to its limit and the set-point cannot be "
            "reached; the underprotection alarm may be suppressed for up to 72 hours by selecting "
            "RIVER MODE on the service menu. The mode resets automatically when the water resistivity returns to normal.",
        ),
        ("h2", "6.2  Daily log"),
        (
            "p",
            "Record once per watch day: output voltage, output current, current of each anode, readings of "
            "RE-1 and RE-2, and the shaft earthing millivolt reading. A steady rise of the current over "
            "several months indicates coating breakdown and should be reported at the next survey.",
        ),
        (
            "box",
            "NOTE",
            "A sudden drop in one anode current with the other anode rising usually indicates a cable "
            "or junction box problem rather than an anode fault.",
        ),
    ],
    [
        ("h1", "7  Alarms"),
        (
            "p",
            "Alarms are shown on the controller display and a common alarm contact is wired to the ship's "
            "alarm and monitoring system. The alarm contact is normally closed and opens on alarm or loss of "
            "supply. Alarms are acknowledged with the RESET key; a latched alarm remains until the cause is cleared.",
        ),
        (
            "table",
            dict(
                head=["Code", "Display text", "Meaning", "Action"],
                w=[0.7, 1.7, 2.4, 2.4],
                rows=[
                    [
                        "A-01",
                        "REF 1 UNDER PROT",
                        "RE-1 reading less negative than -750 mV for more than 30 min",
                        "Check output current and mode; see section 9",
                    ],
                    [
                        "A-02",
                        "REF 2 UNDER PROT",
                        "RE-2 reading less negative than -750 mV for more than 30 min",
                        "As A-01",
                    ],
                    [
                        "A-03",
                        "REF 1 OVER PROT",
                        "RE-1 reading more negative than -1000 mV",
                        "Check set-point; check RE-1 cable",
                    ],
                    [
                        "A-04",
                        "REF 2 OVER PROT",
                        "RE-2 reading more negative than -1000 mV",
                        "As A-03",
                    ],
                    [
                        "A-05",
                        "REF OPEN CCT",
                        "Reference electrode signal lost (open circuit)",
                        "Check cable and terminal X3",
                    ],
                    [
                        "A-07",
                        "ANODE 1 OVERCURR",
                        "Anode 1 current above 150 A limit for 10 s",
                        "Check anode cable for short to hull",
                    ],
                    [
                        "A-08",
                        "ANODE 2 OVERCURR",
                        "Anode 2 current above 150 A limit for 10 s",
                        "As A-07",
                    ],
                    [
                        "A-10",
                        "TRU OVERTEMP",
                        "Heat sink temperature above 85 °C",
                        "Check ventilation; output reduced to 50 %",
                    ],
                    [
                        "A-11",
                        "SUPPLY FAIL",
                        "Loss of 440 V supply or phase",
                        "Check supply breaker",
                    ],
                    [
                        "A-12",
                        "SHAFT EARTH HIGH",
                        "Shaft-to-hull potential above 80 mV",
                        "Clean slip ring and brushes",
                    ],
                    [
                        "A-15",
                        "OUTPUT V LIMIT",
                        "Output voltage at 24 V limit",
                        "Normal in fresh water; otherwise check anodes",
                    ],
                ],
            ),
        ),
        (
            "box",
            "CAUTION",
            "Do not bridge the reference electrode input to silence alarm A-05. With no reference "
            "signal the controller drives full output and the hull will be overprotected within hours.",
        ),
        (
            "p",
            "On alarm A-05 the controller changes over automatically to the remaining electrode. If both "
            "electrodes are lost it holds the last output current for 12 hours and then switches to a fixed "
            "current of 30 % of rating.",
        ),
    ],
    [
        ("h1", "8  Dry-Docking Precautions"),
        (
            "box",
            "WARNING",
            "The system must be switched OFF and the supply isolator Q1 locked open before the dock "
            "is pumped out and before any diver enters the water. Display a warning notice at the TRU "
            "cabinet: 'ICCP ISOLATED - DIVERS / DRY DOCK'.",
        ),
        (
            "p",
            "The anodes and reference electrodes are easily damaged by grit blasting, high-pressure washing "
            "and paint. The following precautions shall be observed whenever the vessel is dry-docked.",
        ),
        (
            "ol",
            [
                (
                    "Switch off the system and lock the isolator before the water level falls below the anodes.",
                    [],
                ),
                (
                    "Mask every anode and reference electrode with the adhesive covers supplied, before the hull "
                    "is washed. Do not use tape that leaves a residue on the anode surface.",
                    [],
                ),
                (
                    "Do not paint the anode face or the reference electrode face. The dielectric shield must be "
                    "painted only with the approved epoxy, minimum dry film thickness 1000 µm.",
                    [],
                ),
                ("Do not use high-pressure water above 200 bar closer than 1 m to an anode.", []),
                (
                    "Inspect the anode surfaces; slight discolouration is normal. Report cracks or lifting of "
                    "the shield.",
                    [],
                ),
                (
                    "Check the reference electrode zinc surface; replace electrodes with more than 50 % of the "
                    "zinc face lost.",
                    [],
                ),
                (
                    "Measure the insulation resistance of each anode cable to hull with a 500 V tester; "
                    "minimum 1 Mohm.",
                    [],
                ),
                ("Remove all masking before flooding the dock.", []),
            ],
            "paren",
        ),
        (
            "box",
            "CAUTION",
            "Welding on the hull close to the anodes or reference electrodes must not be carried out "
            "while the system is energised. Disconnect the anode cables at JB-1 and JB-2 before welding.",
        ),
        (
            "p",
            "After undocking, switch on within 24 hours as described in section 5. The current will be high for the "
            "first days while the new coating polarises.",
        ),
    ],
    [
        ("h1", "9  Fault Finding"),
        (
            "table",
            dict(
                head=["Fault", "Possible cause", "Action"],
                w=[1.8, 2.3, 2.6],
                rows=[
                    [
                        "No output current, display dark",
                        "Supply isolator open; control fuse F3 blown",
                        "Close Q1; replace F3 (2 A slow-blow)",
                    ],
                    [
                        "Output current zero, voltage at maximum",
                        "Anode cable open circuit; JB terminal loose",
                        "Check continuity from TRU to anode; tighten JB terminals to 12 N·m",
                    ],
                    [
                        "One anode current much lower than the other",
                        "Anode surface fouled or coated with paint",
                        "Inspect at next dry-docking; clean anode",
                    ],
                    [
                        "Reference reading fluctuates ± 50 mV",
                        "Electrode cable screen not earthed; electrode loose",
                        "Earth screen at TRU end only; check electrode",
                    ],
                    [
                        "Reading stays at natural potential",
                        "Controller in MANUAL with current at 0 A",
                        "Select AUTO",
                    ],
                    [
                        "Persistent underprotection at sea",
                        "Coating breakdown; anode output limited",
                        "Check log trend; consider raising set-point by 20 mV and report",
                    ],
                    [
                        "Shaft earth mV high (A-12)",
                        "Oil film or wear on slip ring; brushes stuck",
                        "Clean ring with dry cloth; free brushes; replace if shorter than 20 mm",
                    ],
                    [
                        "TRU overtemperature (A-10)",
                        "Ventilation blocked; cabinet filter clogged",
                        "Clean filter; check room temperature",
                    ],
                ],
            ),
        ),
        (
            "box",
            "NOTE",
            "Always record the readings before and after any corrective action. Brackwater service "
            "engineers will ask for at least the last 30 days of the daily log.",
        ),
    ],
    [
        ("h1", "10  Planned Maintenance"),
        (
            "table",
            dict(
                head=["Task", "Daily", "Monthly", "6-monthly", "Dry-dock"],
                w=[3.2, 0.7, 0.8, 0.9, 0.8],
                align=["l", "c", "c", "c", "c"],
                rows=[
                    ["Record log readings", "X", "", "", ""],
                    ["Check alarm function (TEST key)", "", "X", "", ""],
                    ["Clean shaft slip ring, check brushes", "", "X", "", ""],
                    ["Clean TRU cabinet filter", "", "", "X", ""],
                    ["Check terminal tightness in TRU and JBs", "", "", "X", ""],
                    ["Verify RE readings with portable Ag/AgCl electrode", "", "", "X", ""],
                    ["Inspect anodes and shields", "", "", "", "X"],
                    ["Insulation test of anode cables", "", "", "", "X"],
                ],
            ),
        ),
        ("h1", "11  Recommended Spare Parts"),
        (
            "table",
            dict(
                head=["Item", "Part No.", "Description", "Qty"],
                w=[0.5, 1.4, 3.4, 0.5],
                align=["c", "l", "l", "c"],
                rows=[
                    [
                        "1",
                        "BW-6021-150",
                        "Anode assembly, MMO, 150 A, complete with shield template",
                        "1",
                    ],
                    ["2", "BW-6040-ZN", "Reference electrode, zinc, complete", "2"],
                    ["3", "BW-6112", "Controller PCB, HG-600", "1"],
                    ["4", "BW-6115", "Thyristor module, 2 x 160 A", "2"],
                    ["5", "BW-6130", "Fuse 2 A slow-blow (F3)", "10"],
                    ["6", "BW-6202", "Silver-graphite brush, shaft earthing", "4"],
                    ["7", "BW-6210", "Cabinet air filter mat", "2"],
                    ["8", "BW-6300", "Adhesive masking cover, anode (set)", "1"],
                ],
            ),
        ),
    ],
]

ICCP = dict(
    file="brackwater-hg600-iccp.pdf",
    title="HULLGUARD HG-600 ICCP Operation and Maintenance Manual",
    maker="Brackwater Engineering Ltd",
    style=ICCP_STYLE,
    cover=_iccp_cover,
    chrome=_iccp_chrome,
    pages=ICCP_PAGES,
)

# ================================================================ 2. MGPS (translated English)

MGPS_STYLE = Style(
    body="helv", bold="hebo", ital="heit", size=9.0, hsize=12.5, accent=(0.0, 0.35, 0.25)
)


def _mgps_cover(c: Ctx):
    p = c.page
    p.draw_rect(fitz.Rect(40, 40, W - 40, H - 40), color=(0.0, 0.35, 0.25), width=2)
    _label(c, 80, 150, "INSTRUCTION MANUAL", size=22, bold=True, color=(0.0, 0.35, 0.25))
    _label(c, 80, 200, "MARINE GROWTH PREVENTION SYSTEM", size=16, bold=True)
    _label(c, 80, 222, "(Anti-Fouling Electrolytic Type, Copper / Aluminium Anodes)", size=11)
    _label(c, 80, 290, "TYPE :  MGX-40C", size=18, bold=True)
    _label(c, 80, 316, "For 3 sea chests (2 Low / 1 High) and Central Cooler", size=10)
    for k, x in enumerate((150, 260, 370)):
        _rect(c, x, 420, x + 70, 520)
        _rect(c, x + 25, 440, x + 45, 500, fill=(0.8, 0.5, 0.2) if k != 1 else (0.75, 0.75, 0.8))
    _label(c, 150, 540, "Cu anode", size=8)
    _label(c, 260, 540, "Al anode", size=8)
    _label(c, 370, 540, "Cu anode", size=8)
    _label(c, 80, 690, "SHINWA KAIYO KIKI CO., LTD.", size=14, bold=True)
    _label(c, 80, 708, "Head Office & Works : Imabari, Ehime, Japan", size=9)
    _label(c, 80, 740, "Manual No. SK-MG-0412E   Edition 3", size=9)


def _mgps_chrome(c: Ctx, i, n):
    _label(c, LEFT, 40, "MGX-40C", size=9, bold=True, color=(0.0, 0.35, 0.25))
    _label(c, LEFT + 50, 40, "Marine Growth Prevention System  -  Instruction Manual", size=8.5)
    _label(c, RIGHT - 60, 40, "SK-MG-0412E", size=8)
    _line(c, (LEFT, 46), (RIGHT, 46), width=1.2, color=(0.0, 0.35, 0.25))
    s = f"- {i} -"
    _label(c, (W - _tl("helv", s, 9)) / 2, 815, s, size=9)


def _mgps_drawing(c: Ctx, x0, x1, y):
    y0 = y + 6
    # sea chest box
    _rect(c, x0 + 40, y0 + 30, x0 + 250, y0 + 170)
    _label(c, x0 + 178, y0 + 44, "SEA CHEST (LOW)", size=7, bold=True)
    # grating at bottom
    for k in range(10):
        _line(c, (x0 + 50 + k * 20, y0 + 170), (x0 + 58 + k * 20, y0 + 180), width=0.6)
    _label(c, x0 + 100, y0 + 192, "Grating / shell opening", size=7)
    # anodes
    for x, tag, fill in (
        (x0 + 80, "CU-1", (0.85, 0.55, 0.25)),
        (x0 + 150, "AL-1", (0.75, 0.75, 0.8)),
    ):
        _rect(c, x, y0 + 80, x + 22, y0 + 150, fill=fill)
        _line(c, (x + 11, y0 + 80), (x + 11, y0 + 30), width=1.2)
        _label(c, x - 2, y0 + 162, tag, size=7.5, bold=True)
    # cable to panel
    _line(c, (x0 + 91, y0 + 30), (x0 + 91, y0 + 10), width=0.6, dashes="[2 2] 0")
    _line(c, (x0 + 161, y0 + 30), (x0 + 161, y0 + 10), width=0.6, dashes="[2 2] 0")
    _line(c, (x0 + 91, y0 + 10), (x1 - 70, y0 + 10), width=0.6, dashes="[2 2] 0")
    _rect(c, x1 - 90, y0 + 0, x1 - 10, y0 + 60, fill=(0.9, 0.95, 0.92))
    _label(c, x1 - 84, y0 + 18, "CP-1", size=8, bold=True)
    _label(c, x1 - 84, y0 + 30, "Control panel", size=7)
    _label(c, x1 - 84, y0 + 42, "(Engine room)", size=7)
    # strainer, valve, pump line
    _line(c, (x0 + 250, y0 + 100), (x0 + 300, y0 + 100), width=1.5)
    _rect(c, x0 + 300, y0 + 85, x0 + 330, y0 + 115)
    _label(c, x0 + 302, y0 + 128, "V-11", size=7.5, bold=True)
    _line(c, (x0 + 300, y0 + 85), (x0 + 330, y0 + 115), width=0.6)
    _line(c, (x0 + 300, y0 + 115), (x0 + 330, y0 + 85), width=0.6)
    _line(c, (x0 + 330, y0 + 100), (x0 + 360, y0 + 100), width=1.5)
    _rect(c, x0 + 360, y0 + 85, x0 + 400, y0 + 125, fill=(0.95, 0.95, 0.95))
    _label(c, x0 + 363, y0 + 138, "ST-1", size=7.5, bold=True)
    _label(c, x0 + 363, y0 + 148, "Strainer", size=6.5)
    _line(c, (x0 + 400, y0 + 100), (x1 - 40, y0 + 100), width=1.5)
    _circle(c, x1 - 28, y0 + 100, 12)
    _label(c, x1 - 34, y0 + 128, "P-2", size=7.5, bold=True)
    _label(c, x1 - 50, y0 + 138, "SW cooling pump", size=6.5)
    _label(c, x0 + 254, y0 + 94, "Suction", size=6.5)
    # earth
    _line(c, (x0 + 250, y0 + 150), (x0 + 280, y0 + 150), width=0.6)
    _label(c, x0 + 284, y0 + 153, "E-1  Earth stud (to hull)", size=7)
    _label(
        c,
        x0,
        y0 + 214,
        "Fig. 3-1  Arrangement of anodes in sea chest (one sea chest shown, other sea chest same).",
        size=7.5,
    )
    return y0 + 226


MGPS_PAGES: list[list] = [
    [],
    [
        ("h1", "CONTENTS"),
        (
            "toc",
            [
                ("1. GENERAL", 3),
                (" 1-1 Principle of the system", 3),
                (" 1-2 Please take care", 3),
                ("2. SPECIFICATION", 4),
                (" 2-1 Main particulars", 4),
                (" 2-2 Anode current setting table", 4),
                ("3. INSTALLATION", 5),
                (" 3-1 Arrangement of anodes", 6),
                ("4. OPERATION", 7),
                (" 4-1 Control panel", 7),
                (" 4-2 Starting and setting of current", 7),
                (" 4-3 Indication lamps", 8),
                ("5. ANODE REPLACEMENT", 9),
                ("6. TROUBLE SHOOTING", 10),
                ("7. SPARE PARTS", 10),
            ],
        ),
    ],
    [
        ("h1", "1. GENERAL"),
        ("h2", "1-1 Principle of the system"),
        (
            "p",
            "This anti-fouling system is to prevent the adhesion and growth of barnacles, mussels and other marine "
            "organisms in the sea chests, sea water pipings and coolers of the vessel. Small direct current is "
            "supplied from the control panel to the copper anode and to the aluminium anode which are installed "
            "in the sea chest, and the anodes are dissolved by electrolysis.",
        ),
        (
            "p",
            "The copper anode produces copper ions. The concentration of copper ions in the sea water is very "
            "small (about 2 ppb) but it is enough to make the environment unsuitable for the larvae to settle, so "
            "they are carried out by the sea water flow without attaching to the pipe wall. The aluminium anode "
            "produces aluminium hydroxide, which spreads over the pipe inner surface and forms a thin "
            "anti-corrosive film. By this film the corrosion of the pipings is reduced.",
        ),
        (
            "p",
            "The system is working continuously, also when the vessel is in port, as long as the sea water is "
            "flowing through the sea chest. When the sea chest is not in use, the current of that sea chest can be "
            "stopped by the selector switch.",
        ),
        ("h2", "1-2 Please take care"),
        (
            "ul",
            [
                "Please take care that the control panel is always switched on, also during the port stay. When the "
                "system is stopped for more than 2 weeks, the fouling may start again and it is difficult to remove.",
                "Please do not paint the anode surface. The anode does not work when it is painted.",
                "Please take care that the cables to the anodes are not damaged when the sea chest is cleaned.",
                "The anode current must be kept within the values of the setting table (2-2). When the current is "
                "too high, the anode is consumed earlier than the design life.",
                "Chlorine is not generated by this system. So no special ventilation is necessary for the "
                "sea chest.",
            ],
            "dash",
        ),
        (
            "box",
            "CAUTION",
            "Before opening the sea chest cover, please switch off the control panel and put the "
            "notice plate 'DO NOT SWITCH ON'. The voltage is low but sparks may occur when the anode is touched "
            "by tools.",
        ),
    ],
    [
        ("h1", "2. SPECIFICATION"),
        ("h2", "2-1 Main particulars"),
        (
            "table",
            dict(
                head=["Item", "Specification"],
                w=[1.6, 3.4],
                rows=[
                    ["Type", "MGX-40C"],
                    ["Power source", "AC 220 V, 1 phase, 60 Hz (or 50 Hz)"],
                    ["Power consumption", "Approx. 0,6 kVA"],
                    ["Output (each channel)", "DC 0 ~ 4,0 A, max. 24 V"],
                    ["Number of channels", "8 (Cu 4 ch, Al 4 ch)"],
                    ["Anode material", "Copper 99,9 % / Aluminium alloy"],
                    ["Design life of anode", "3 years (at the setting current)"],
                    ["Protected sea water flow", "Max. 1 500 m3/h per sea chest"],
                    ["Panel dimension", "W 500 x H 600 x D 210 mm"],
                    ["Panel mass", "Approx. 35 kg"],
                    ["Ambient temperature", "0 ~ 50 °C"],
                    ["Degree of protection", "IP 22 (drip-proof)"],
                    ["Alarm output", "Common alarm, voltage free contact, 1 A 30 V DC"],
                    ["Cable entry", "Bottom side, cable glands"],
                    ["Painting colour", "Munsell N7 (light grey)"],
                ],
            ),
        ),
        (
            "p",
            "The control panel has one output circuit (channel) for each anode. Each channel is an independent "
            "constant current circuit with its own thyristor and adjusting knob, so the failure of one channel "
            "does not give influence to the other channels. The channel which is not used can be switched OFF "
            "by the channel switch inside the door.",
        ),
        (
            "p",
            "For the anode of the central cooler inlet box (option) the smaller anode is used. The life of this "
            "anode is shorter, because the set current is relatively high for the anode mass; please check "
            "the condition at every dry docking.",
        ),
        ("h2", "2-2 Anode current setting table"),
        (
            "p",
            "The anode current is to be set according to the sea water flow rate through each sea chest. The "
            "values in this table are for the design flow. When the flow rate is different, please adjust in "
            "proportion. Example : when the flow of the Low sea chest is only 900 m3/h, the copper current is "
            "1,8 x 900 / 1 200 = 1,35 A. The current must not be set lower than 0,2 A for any anode, because "
            "below this value the thyristor circuit is not stable.",
        ),
        (
            "table",
            dict(
                head=[
                    "Ch.",
                    "Location",
                    "Anode",
                    "Anode mass (kg)",
                    "Flow (m3/h)",
                    "Set current (A)",
                ],
                w=[0.5, 1.9, 0.8, 1.0, 0.9, 1.0],
                align=["c", "l", "c", "c", "c", "c"],
                rows=[
                    ["1", "Sea chest (Low), port", "Cu", "8,5", "1 200", "1,8"],
                    ["2", "Sea chest (Low), port", "Al", "6,0", "1 200", "0,9"],
                    ["3", "Sea chest (Low), stbd", "Cu", "8,5", "1 200", "1,8"],
                    ["4", "Sea chest (Low), stbd", "Al", "6,0", "1 200", "0,9"],
                    ["5", "Sea chest (High), stbd", "Cu", "11,0", "1 500", "2,2"],
                    ["6", "Sea chest (High), stbd", "Al", "8,0", "1 500", "1,1"],
                    ["7", "Central cooler inlet box", "Cu", "4,0", "450", "0,7"],
                ],
            ),
        ),
    ],
    [
        (
            "table",
            dict(
                head=[
                    "Ch.",
                    "Location",
                    "Anode",
                    "Anode mass (kg)",
                    "Flow (m3/h)",
                    "Set current (A)",
                ],
                w=[0.5, 1.9, 0.8, 1.0, 0.9, 1.0],
                align=["c", "l", "c", "c", "c", "c"],
                title="Table 2-2 (continued)",
                rows=[
                    ["8", "Central cooler inlet box", "Al", "3,0", "450", "0,35"],
                ],
            ),
        ),
        (
            "pi",
            "Note : Ch. 7 and 8 are used only when the central cooler inlet box option is supplied.",
        ),
        ("h1", "3. INSTALLATION"),
        (
            "p",
            "The anodes are fitted on the inside wall of the sea chest, at the upstream side of the suction "
            "pipe, so that the dissolved ions are carried to the pipe by the flow. The copper anode is to be "
            "installed upstream of the aluminium anode. The distance between the anode and the grating must be "
            "min. 300 mm, and the distance between two anodes about 400 ~ 600 mm.",
        ),
        (
            "p",
            "The anode is fixed on the mounting seat with the insulating bush and the through-hull cable gland. "
            "Please tighten the gland nut with 60 N·m (6,1 kgf·m) and check that there is no leakage after the "
            "sea chest is filled. The insulation resistance between the anode and the hull must be more than "
            "1 Mohm before the cable is connected.",
        ),
        (
            "box",
            "NOTE",
            "The cable between the anode and the control panel must be the twin-core cable of 2,5 mm2 "
            "or larger. When the cable length is more than 60 m, please use 4 mm2 cable for voltage drop.",
        ),
        (
            "p",
            "The earth cable (minus side) of the control panel is to be connected to the hull earth stud E-1 "
            "near the sea chest. The earth cable is not to be connected to the engine room earth bar of the "
            "switchboard, because the current will then flow through the switchboard bus.",
        ),
    ],
    [
        ("h2", "3-1 Arrangement of anodes"),
        ("draw", _mgps_drawing),
        (
            "table",
            dict(
                head=["Tag", "Name", "Remarks"],
                w=[0.6, 1.6, 3.0],
                rows=[
                    ["CU-1", "Copper anode", "Upstream side, mass 8,5 kg"],
                    ["AL-1", "Aluminium anode", "Downstream of CU-1"],
                    ["CP-1", "Control panel", "Installed near the sea chests, engine room floor"],
                    ["V-11", "Sea suction valve", "Butterfly valve, keep open during operation"],
                    ["ST-1", "Sea water strainer", "Clean when differential pressure rises"],
                    ["P-2", "Sea water cooling pump", "Ship supply"],
                    ["E-1", "Hull earth stud", "M12, stainless"],
                ],
            ),
        ),
        (
            "p",
            "Please keep the suction valve V-11 open during operation. When the flow through the sea chest is "
            "stopped for a long time, the ion concentration becomes too high in the sea chest and the "
            "strainer may be blocked by the hydroxide.",
        ),
    ],
    [
        ("h1", "4. OPERATION"),
        ("h2", "4-1 Control panel"),
        (
            "p",
            "On the front door of the control panel there are the main switch, the ammeter with the channel "
            "selector switch, eight current adjusting knobs (one for each channel) and the indication lamps. The "
            "current of each channel is controlled at constant current by the thyristor circuit, so the current "
            "does not change when the anode is consumed and its resistance is increased.",
        ),
        ("h2", "4-2 Starting and setting of current"),
        (
            "ol",
            [
                (
                    "Please confirm that the sea water is flowing through the sea chest (suction valve open and "
                    "sea water pump running).",
                    [],
                ),
                (
                    "Switch on the main switch MS on the panel. The lamp POWER (white) is lighting.",
                    [],
                ),
                (
                    "Set the current of each channel as follows:",
                    [
                        "Turn the channel selector switch to the channel to be adjusted.",
                        "Turn the adjusting knob slowly clockwise until the ammeter shows the set current of table 2-2.",
                        "Repeat for all channels in use. Unused channel is to be set to 0 and switched OFF by the "
                        "channel switch, otherwise the alarm is given.",
                    ],
                ),
                ("After 24 hours please check the current again and re-adjust if necessary.", []),
                ("Record the current of each channel in the log once a week.", []),
            ],
        ),
        (
            "p",
            "The anode voltage is normally 3 ~ 8 V. When the voltage is rising over 15 V, the anode is nearly "
            "consumed or the anode surface is covered by scale. The output voltage is limited at 24 V.",
        ),
        (
            "box",
            "CAUTION",
            "Please do not set the current higher than the set current of table 2-2 to obtain "
            "'stronger' effect. Copper concentration higher than 5 ppb may cause the corrosion of aluminium "
            "brass cooler tubes.",
        ),
        (
            "p",
            "When the vessel is in dry dock or the sea chest is empty, please switch off the channels of that sea "
            "chest. The anode must not be energised in air.",
        ),
    ],
    [
        ("h2", "4-3 Indication lamps"),
        (
            "p",
            "The following lamps are on the door of the control panel. The common alarm contact (voltage free, "
            "1 A 30 V DC) is connected to the alarm monitoring system of the ship.",
        ),
        (
            "table",
            dict(
                head=["Lamp", "Colour", "Condition", "Meaning"],
                w=[1.2, 0.8, 1.2, 3.0],
                ruled=False,
                underline_head=False,
                rows=[
                    ["POWER", "White", "Lit", "Main switch ON, control power normal"],
                    ["RUN 1 ~ 8", "Green", "Lit", "Channel is supplying current"],
                    [
                        "LOW CURRENT",
                        "Amber",
                        "Lit",
                        "Current of one channel is lower than 50 % of setting",
                    ],
                    ["", "", "Flashing", "Anode circuit is open (cable broken or anode consumed)"],
                    ["HIGH VOLT", "Amber", "Lit", "Output voltage reached 24 V limit"],
                    ["FAULT", "Red", "Lit", "Thyristor unit failure or fuse blown"],
                ],
            ),
        ),
        (
            "p",
            "The lamp test is made by pushing the LAMP TEST button. All lamps must be lighting. Please make the "
            "lamp test once a month.",
        ),
        ("h3", "Weekly log"),
        (
            "p",
            "The current and voltage of every channel is recorded once a week. By the trend of the voltage the "
            "consumption of the anode can be judged. Typical voltage of a new copper anode is 3,5 V at 1,8 A; when the "
            "voltage becomes 2 times of the initial value, please prepare the anode for replacement at the next "
            "dry docking.",
        ),
        (
            "box",
            "NOTE",
            "The remaining life of the anode can be estimated also from the ampere-hour: one copper "
            "anode of 8,5 kg is consumed after approx. 26 000 Ah (about 20 months at 1,8 A) including the "
            "efficiency factor.",
        ),
    ],
    [
        ("h1", "5. ANODE REPLACEMENT"),
        (
            "p",
            "The anode is to be replaced when it is consumed to about 20 % of the original mass, or when the "
            "remaining diameter is less than 30 mm. Normally the replacement is made at the dry docking. When the "
            "sea chest can be isolated by the ship's side valve, the replacement is possible also afloat.",
        ),
        (
            "table",
            dict(
                head=["Step", "Work", "Please take care"],
                w=[0.5, 3.2, 2.5],
                align=["c", "l", "l"],
                rows=[
                    [
                        "1",
                        "Switch off the main switch and the channel switches. Put the notice plate on the panel.",
                        "Wait 1 min. for discharge of the capacitor.",
                    ],
                    [
                        "2",
                        "Close the sea suction valve and drain the sea chest.",
                        "Confirm the water level is lower than the anode.",
                    ],
                    [
                        "3",
                        "Open the sea chest cover (or the anode access cover).",
                        "Use new gasket when closing.",
                    ],
                    [
                        "4",
                        "Disconnect the anode cable at the terminal box on the anode gland.",
                        "Mark the cable Cu / Al.",
                    ],
                    [
                        "5",
                        "Remove the anode fixing nuts (M16) and take out the old anode.",
                        "Old anode may be heavy with marine growth.",
                    ],
                    [
                        "6",
                        "Clean the mounting seat and fit the new insulating bush and O-ring.",
                        "Do not re-use the O-ring.",
                    ],
                    [
                        "7",
                        "Fit the new anode. Tighten the nuts to 80 N·m crosswise.",
                        "Do not damage the anode surface.",
                    ],
                    [
                        "8",
                        "Check insulation anode - hull, min. 1 Mohm with 500 V megger.",
                        "If lower, check the bush.",
                    ],
                    [
                        "9",
                        "Connect the cable, close the cover, fill the sea chest and check the leakage.",
                        "",
                    ],
                    [
                        "10",
                        "Switch on and set the current by 4-2.",
                        "Record the date of replacement.",
                    ],
                ],
            ),
        ),
        (
            "box",
            "CAUTION",
            "Please do not mix up the copper anode and the aluminium anode channel. When the Al anode "
            "is connected to the Cu channel, it is consumed in a few months.",
        ),
    ],
    [
        ("h1", "6. TROUBLE SHOOTING"),
        (
            "table",
            dict(
                head=["Trouble", "Cause", "Countermeasure"],
                w=[1.6, 2.0, 2.4],
                rows=[
                    [
                        "POWER lamp not lit",
                        "Main switch OFF, fuse F1 (5 A) blown",
                        "Switch on, replace the fuse",
                    ],
                    [
                        "Current cannot be raised to set value",
                        "Anode consumed; anode covered with scale; cable loose",
                        "Check voltage (over 15 V = consumed); check terminals",
                    ],
                    [
                        "LOW CURRENT flashing",
                        "Cable broken, anode fallen off",
                        "Check cable continuity and anode",
                    ],
                    [
                        "Current fluctuating",
                        "Air in sea chest; sea chest vent blocked",
                        "Vent the sea chest",
                    ],
                    [
                        "Heavy fouling found in strainer",
                        "Current too low, system stopped in port",
                        "Check log; keep system ON",
                    ],
                    [
                        "Cooler tubes corroded",
                        "Copper current too high",
                        "Reduce to table 2-2 value",
                    ],
                ],
            ),
        ),
        ("h1", "7. SPARE PARTS"),
        (
            "table",
            dict(
                head=["No.", "Part name", "Part No.", "Q'ty", "Remarks"],
                w=[0.5, 2.2, 1.5, 0.5, 1.5],
                align=["c", "l", "l", "c", "l"],
                rows=[
                    ["1", "Copper anode, 8,5 kg", "MG-CU-085", "2", "With bolts"],
                    ["2", "Aluminium anode, 6,0 kg", "MG-AL-060", "2", "With bolts"],
                    ["3", "Insulating bush", "MG-IB-16", "4", ""],
                    ["4", "O-ring for anode gland", "MG-OR-48", "4", "NBR"],
                    ["5", "Fuse 5 A (F1)", "F-5A-250", "5", ""],
                    ["6", "Thyristor control PCB", "MG-PCB-6C", "1", ""],
                    ["7", "Pilot lamp LED 24 V", "MG-LED-24", "3", "White/green/amber"],
                ],
            ),
        ),
        (
            "pi",
            "When ordering the spare parts, please inform the type, serial No. of the panel and the part No.",
        ),
    ],
]

MGPS = dict(
    file="shinwa-mgx40c-mgps.pdf",
    title="MGX-40C Marine Growth Prevention System Instruction Manual",
    maker="Shinwa Kaiyo Kiki Co., Ltd.",
    style=MGPS_STYLE,
    cover=_mgps_cover,
    chrome=_mgps_chrome,
    pages=MGPS_PAGES,
)

# ================================================================ 3. Accommodation ladder winch (terse service style)

LADDER_STYLE = Style(body="cour", bold="cobo", ital="coit", size=8.6, hsize=11.5, accent=(0, 0, 0))


def _ladder_cover(c: Ctx):
    _rect(c, LEFT, 60, RIGHT, 130, fill=(0.1, 0.1, 0.1))
    _label(c, LEFT + 14, 92, "VDM DECK MACHINERY B.V.", size=16, bold=True, color=(1, 1, 1))
    _label(
        c,
        LEFT + 14,
        115,
        "Krimpen a/d IJssel - NL          SERVICE DOCUMENTATION",
        size=9,
        color=(1, 1, 1),
    )
    _label(c, LEFT, 210, "SERVICE MANUAL  SM-ALW-75H", size=20, bold=True)
    _label(c, LEFT, 240, "ELECTRO-HYDRAULIC ACCOMMODATION LADDER WINCH", size=12, bold=True)
    _label(c, LEFT, 258, "Type ALW-7.5H  (hoist + slew, 7.5 kW HPU)", size=10)
    # ladder sketch
    _line(c, (120, 560), (420, 420), width=2)
    _line(c, (130, 575), (430, 435), width=2)
    for k in range(13):
        x = 125 + k * 24
        _line(c, (x, 567 - k * 11.2), (x + 10, 582 - k * 11.2 - 7), width=0.8)
    _line(c, (420, 420), (460, 330), width=0.8)
    _rect(c, 440, 310, 500, 340, fill=(0.7, 0.7, 0.7))
    _label(c, 444, 304, "WINCH", size=8, bold=True)
    rows = [
        ("Doc. no.", "SM-ALW-75H"),
        ("Rev.", "02 / 2024-06"),
        ("Winch s/n", "ALW-24-0317"),
        ("Ladder", "Aluminium, 21 m, 30 steps"),
    ]
    y = 660
    for k, v in rows:
        _label(c, LEFT, y, k, size=9, bold=True)
        _label(c, LEFT + 90, y, v, size=9)
        y += 14
    _label(c, LEFT, 760, "Superseds SM-ALW-75H rev.01. Destroy old copies.", size=8)


def _ladder_chrome(c: Ctx, i, n):
    _label(c, LEFT, 40, "SM-ALW-75H  rev.02", size=8, bold=True)
    _label(c, RIGHT - 170, 40, "ACC. LADDER WINCH ALW-7.5H", size=8, bold=True)
    _line(c, (LEFT, 46), (RIGHT, 46), width=1.0)
    _line(c, (LEFT, 798), (RIGHT, 798), width=1.0)
    _label(c, LEFT, 810, "VDM Deck Machinery", size=8)
    s = f"sheet {i}/{n}"
    _label(c, RIGHT - _tl("cour", s, 8), 810, s, size=8)


def _ladder_drawing(c: Ctx, x0, x1, y):
    y0 = y + 8
    st = 6.8
    # tank
    _rect(c, x0 + 10, y0 + 250, x0 + 150, y0 + 300)
    _label(c, x0 + 14, y0 + 262, "T-1 OIL TANK 60 L", size=st, bold=True)
    # motor + pump
    _circle(c, x0 + 40, y0 + 215, 14)
    _label(c, x0 + 33, y0 + 218, "M", size=9, bold=True)
    _label(c, x0 + 8, y0 + 240, "M-1 7.5kW", size=st)
    _circle(c, x0 + 95, y0 + 215, 14)
    _label(c, x0 + 88, y0 + 218, "P", size=9, bold=True)
    _label(c, x0 + 110, y0 + 240, "P-1", size=st, bold=True)
    _line(c, (x0 + 54, y0 + 215), (x0 + 81, y0 + 215), width=1.5)
    _line(c, (x0 + 95, y0 + 229), (x0 + 95, y0 + 250))
    # filter
    _rect(c, x0 + 88, y0 + 150, x0 + 102, y0 + 175)
    _label(c, x0 + 106, y0 + 166, "F-1 10um", size=st)
    _line(c, (x0 + 95, y0 + 201), (x0 + 95, y0 + 175))
    _line(c, (x0 + 95, y0 + 150), (x0 + 95, y0 + 110))
    # pressure line header
    _line(c, (x0 + 95, y0 + 110), (x1 - 40, y0 + 110), width=1.3)
    _label(c, x0 + 170, y0 + 105, "P-LINE", size=st)
    # relief valve
    _rect(c, x0 + 140, y0 + 120, x0 + 170, y0 + 145)
    _line(c, (x0 + 155, y0 + 110), (x0 + 155, y0 + 120))
    _line(c, (x0 + 155, y0 + 145), (x0 + 155, y0 + 250), dashes="[3 2] 0")
    _label(c, x0 + 174, y0 + 134, "RV-1 (160 bar)", size=st, bold=True)
    # pressure transmitter
    _circle(c, x0 + 240, y0 + 95, 7)
    _line(c, (x0 + 240, y0 + 102), (x0 + 240, y0 + 110))
    _label(c, x0 + 250, y0 + 92, "PT-03", size=st, bold=True)
    # DCVs
    for x, tag in ((x0 + 280, "V-101 HOIST"), (x1 - 100, "V-102 SLEW")):
        _rect(c, x, y0 + 120, x + 30, y0 + 145)
        _rect(c, x + 30, y0 + 120, x + 60, y0 + 145)
        _rect(c, x + 60, y0 + 120, x + 90, y0 + 145)
        _line(c, (x + 45, y0 + 110), (x + 45, y0 + 120))
        _label(c, x, y0 + 157, tag, size=st, bold=True)
        _line(c, (x + 35, y0 + 120), (x + 35, y0 + 60))
        _line(c, (x + 55, y0 + 120), (x + 55, y0 + 60))
    # counterbalance valve and hoist motor
    _rect(c, x0 + 306, y0 + 40, x0 + 346, y0 + 60)
    _label(c, x0 + 256, y0 + 54, "CBV-103", size=st, bold=True)
    _circle(c, x0 + 326, y0 + 20, 12)
    _label(c, x0 + 284, y0 + 16, "HM-1", size=st, bold=True)
    _rect(c, x0 + 342, y0 + 12, x0 + 358, y0 + 28, fill=(0.8, 0.8, 0.8))
    _label(c, x0 + 361, y0 + 24, "BR-1", size=st, bold=True)
    _circle(c, x1 - 65, y0 + 20, 12)
    _label(c, x1 - 48, y0 + 24, "SM-2", size=st, bold=True)
    _line(c, (x1 - 65, y0 + 60), (x1 - 70, y0 + 31))
    _line(c, (x1 - 45, y0 + 60), (x1 - 60, y0 + 31))
    # hand pump + needle valve
    _rect(c, x0 + 190, y0 + 200, x0 + 220, y0 + 225)
    _label(c, x0 + 226, y0 + 212, "HP-1 HAND PUMP", size=st, bold=True)
    _line(c, (x0 + 205, y0 + 200), (x0 + 205, y0 + 170))
    _line(c, (x0 + 205, y0 + 170), (x0 + 350, y0 + 170), dashes="[3 2] 0")
    _line(c, (x0 + 350, y0 + 170), (x0 + 350, y0 + 28), dashes="[3 2] 0")
    _rect(c, x0 + 300, y0 + 180, x0 + 320, y0 + 195)
    _label(c, x0 + 326, y0 + 192, "NV-104 EMERG. LOWERING", size=st, bold=True)
    _line(c, (x0 + 310, y0 + 195), (x0 + 310, y0 + 250), dashes="[3 2] 0")
    _line(c, (x0 + 150, y0 + 275), (x1 - 40, y0 + 275), dashes="[3 2] 0")
    _line(c, (x0 + 310, y0 + 180), (x0 + 310, y0 + 60), dashes="[1 2] 0")
    _label(
        c,
        x0 + 10,
        y0 + 322,
        "FIG 2-1  HYD. SCHEMATIC (SIMPLIFIED). SOLID = PRESS./WORK LINES, "
        "DASHED = RETURN / BRAKE / EMERG.",
        size=7,
    )
    return y0 + 334


def _bl(rows, w, head=None, size=8.2):
    return (
        "table",
        dict(head=head, w=w, rows=rows, ruled=False, underline_head=bool(head), size=size),
    )


LADDER_PAGES: list[list] = [
    [],
    [
        ("h1", "CONTENTS"),
        (
            "toc",
            [
                ("1  GEN. DATA", 3),
                (" 1.1  Abbreviations", 3),
                ("2  HYD. SYSTEM", 4),
                ("3  OPERATION", 5),
                (" 3.1  Hoist / lower", 5),
                (" 3.2  Slewing", 5),
                ("4  LIMIT SWITCHES", 6),
                ("5  BRAKE", 6),
                ("6  WIRE ROPE", 7),
                ("7  EMERGENCY LOWERING", 8),
                ("8  MAINT. SCHEDULE", 9),
                ("9  FAULT FINDING / PLC CODES", 10),
                ("10  PARTS LIST", 11),
            ],
        ),
        (
            "p",
            "THIS MANUAL IS FOR SHIP'S ENGINEERS AND VDM SERVICE. READ SEC. 7 BEFORE FIRST USE OF THE LADDER.",
        ),
        (
            "p",
            "Changes rev.02: brake air gap corrected (sec.5), PLC codes E-31/E-32 added, wire discard table new.",
        ),
    ],
    [
        ("h1", "1  GEN. DATA"),
        _bl(
            [
                ["Winch type", "ALW-7.5H, electro-hydr., hoist + slew"],
                ["Rated pull (1st layer)", "32 kN"],
                ["Hoist speed", "8 m/min (no load 10 m/min)"],
                ["Slew speed", "approx. 0.6 rpm"],
                ["Slew angle", "90 deg (stowed -> outboard)"],
                ["Drum dia. / width", "Ø 360 mm / 420 mm"],
                ["Wire rope", "Ø 16 mm, 6x36 WS-IWRC, 1960 N/mm2, galv."],
                ["Wire length", "48 m"],
                ["Min. breaking load wire", "171 kN"],
                ["E-motor", "7.5 kW, 440 V 60 Hz, 1750 rpm, IP56"],
                ["Pump P-1", "gear pump, 18 cm3/rev"],
                ["Working press.", "140 bar (2030 psi)"],
                ["Relief valve RV-1", "160 bar (2320 psi)"],
                ["Tank T-1", "60 L"],
                ["Hyd. oil", "ISO VG 32 HV (e.g. Tellus S2 VX 32)"],
                ["Oil temp. range", "-20 ... +70 °C"],
                ["Brake BR-1", "multi-disc, spring appl., hydr. released"],
                ["Gear oil (drum gearbox)", "ISO VG 220, 4.5 L"],
                ["Mass winch (dry)", "approx. 1150 kg"],
            ],
            w=[2.0, 3.6],
        ),
        ("h2", "1.1  Abbreviations"),
        _bl(
            [
                ["Chk", "check", "HPU", "hydraulic power unit"],
                ["Adj", "adjust", "LS", "limit switch"],
                ["Repl", "replace", "DCV", "directional control valve"],
                ["Insp", "inspect", "CBV", "counterbalance valve"],
                ["Lubr", "lubricate", "MBL", "min. breaking load"],
                ["n/a", "not applicable", "s/n", "serial number"],
            ],
            w=[0.6, 1.6, 0.6, 2.6],
        ),
        (
            "p",
            "NOTE: Values in ( ) for info only. Torques in Nm unless stated. Winch = 'hoist' in ship's PMS.",
        ),
    ],
    [
        ("h1", "2  HYD. SYSTEM"),
        ("draw", _ladder_drawing),
        (
            "p",
            "HPU on winch frame. P-1 driven by M-1, feeds DCVs V-101 (hoist) and V-102 (slew) via P-line. "
            "RV-1 limits sys. press. CBV-103 holds load on HM-1 when V-101 in neutral / hose burst. "
            "BR-1 released by hoist press. (min. 22 bar), applied by springs. PT-03 -> PLC for "
            "overload + press. indication.",
        ),
        (
            "p",
            "Emerg.: HP-1 pumps brake release press. manually, NV-104 bypasses CBV-103 -> ladder lowers by own "
            "weight. See sec. 7.",
        ),
        _bl(
            [
                ["Tag", "Item", "Setting"],
                ["RV-1", "Main relief valve", "160 bar"],
                ["CBV-103", "Counterbalance valve", "1.3 x load-holding press., factory sealed"],
                ["PT-03", "Press. transmitter 0-250 bar, 4-20 mA", "overload alarm 150 bar"],
                ["F-1", "Press. filter 10 um, clog ind.", "dP 5 bar"],
            ],
            w=[0.8, 2.6, 2.4],
        ),
    ],
    [
        ("h1", "3  OPERATION"),
        (
            "p",
            "Local control stand at winch (pendant, 6 m cable) or portable remote. E-stop on both. "
            "Ladder & winch only operated by 2 persons: 1 at control, 1 watching ladder/quay.",
        ),
        ("h2", "3.1  Hoist / lower"),
        (
            "ol",
            [
                ("Chk wire on drum, no slack turns.", []),
                ("Chk area under ladder clear. Rig safety net.", []),
                ("Start HPU: sel. sw. LOCAL, press START. HPU RUN lamp on.", []),
                ("Wait 1 min warm-up if oil < 10 °C.", []),
                (
                    "LOWER: push lever/btn DOWN. Stop 0.5 m above quay, then inch down.",
                    [
                        "Lower platform ok when ladder hangs free from cradle.",
                        "Turntable / lower platform: chk pins locked.",
                    ],
                ),
                ("HOIST: btn UP. Winch stops autom. at LS-1 (stowed).", []),
                ("Stop HPU. Sel. sw. OFF.", []),
            ],
        ),
        (
            "box",
            "WARNING",
            "NO PERSONS ON LADDER DURING HOISTING/LOWERING OR SLEWING. MAX 5 PERSONS ON LADDER "
            "(SWL 5 x 100 KG).",
        ),
        ("h2", "3.2  Slewing"),
        (
            "ol",
            [
                ("Hoist ladder to stowed pos. / clear of deck edge.", []),
                ("Remove slew lock pin (stowed position).", []),
                ("SLEW OUT btn. Slewing stops at LS-4 (outboard end).", []),
                ("Insert lock pin in outboard pos. before lowering.", []),
                ("Slew in: reverse order.", []),
            ],
        ),
        ("p", "Slewing only with ship heel max. 5 deg and wind max. 20 m/s. Above: stow ladder."),
    ],
    [
        ("h1", "4  LIMIT SWITCHES"),
        _bl(
            [
                ["LS-1", "Upper limit / stowed", "stops HOIST, ladder 50 mm below cradle stop"],
                ["LS-2", "Slack wire", "stops LOWER when wire goes slack (ladder on quay)"],
                ["LS-3", "Last 3 turns on drum", "stops LOWER, min. 3 dead turns remain"],
                ["LS-4", "Slew outboard end", "stops SLEW OUT at 90 deg"],
                ["LS-5", "Slew inboard end", "stops SLEW IN, stowed pos."],
            ],
            w=[0.6, 1.8, 3.4],
            head=["LS", "Function", "Setting / effect"],
        ),
        ("h3", "4.1  Adj. LS-1 (stowed stop)"),
        (
            "ol",
            [
                ("HPU on, sel. sw. LOCAL.", []),
                ("Hoist ladder slowly until 50 mm below cradle stop. Stop.", []),
                (
                    "Loosen cam screw (M6) on LS-1 gear limit switch, turn cam until switch just operates (click).",
                    [],
                ),
                ("Tighten cam screw 4 Nm. Lower 1 m, hoist again, chk stop pos. 50 ± 10 mm.", []),
            ],
        ),
        (
            "p",
            "LS-2 slack wire: arm spring pre-load factory set. Chk function monthly by lifting arm by hand - LOWER must stop.",
        ),
        ("h1", "5  BRAKE"),
        (
            "p",
            "BR-1 = multi-disc brake between HM-1 and gearbox. Spring applied, released by hoist press. Static holding "
            "torque 420 Nm at motor shaft (= 1.5 x rated load). Release press. 22 bar, full open 30 bar.",
        ),
        _bl(
            [
                ["Air gap (new)", "0.4 ± 0.05 mm"],
                ["Air gap max. (adj./repl.)", "0.8 mm"],
                ["Friction disc thickness new / min.", "3.2 / 2.7 mm"],
                ["Cover bolts M8", "25 Nm"],
                ["Brake oil", "same as sys. (ISO VG 32)"],
            ],
            w=[2.4, 3.0],
        ),
        (
            "p",
            "Test (12-monthly): static load test with 1.1 x SWL on ladder at 1 m above quay, hold 10 min, no creep. "
            "Record in PMS. Repl discs if creep > 10 mm or thickness < 2.7 mm.",
        ),
    ],
    [
        ("h1", "6  WIRE ROPE"),
        (
            "p",
            "Wire: Ø 16 mm 6x36 WS-IWRC, galv., right regular lay. Repl only by VDM-approved wire w/ certificate. "
            "Drum end: 2 clamps + min. 3 dead turns (LS-3). Ladder end: thimble + ferrule.",
        ),
        ("h3", "6.1  Insp. (every 3 months + before each survey)"),
        (
            "ol",
            [
                ("Lower ladder fully, unwind wire to last layer.", []),
                (
                    "Clean wire w/ rag, visual insp. full length:",
                    [
                        "broken wires, esp. at sheave contact + drum entry",
                        "corrosion, loss of lubricant",
                        "kinks, birdcaging, core protrusion",
                        "dia. reduction (measure w/ caliper on crowns, 3 pos.)",
                    ],
                ),
                ("Chk sheaves turn free, groove not worn (groove dia. min. 16.5 mm).", []),
                ("Lubr wire w/ wire rope grease (e.g. Elaskon SK), brush or wire lubricator.", []),
                ("Record result in wire rope log.", []),
            ],
        ),
        ("h3", "6.2  Discard criteria"),
        (
            "table",
            dict(
                head=["Condition", "Discard when"],
                w=[2.5, 3.3],
                size=8.2,
                rows=[
                    ["Visible broken wires", "> 5 in 6 x d (96 mm) or > 10 in 30 x d (480 mm)"],
                    ["Dia. reduction", "to 15.0 mm or less (- 6 %)"],
                    ["Corrosion", "pitting, wires slack in strand"],
                    ["Kink / birdcage / core out", "immediately"],
                    ["Age", "max. 5 years in service, regardless of cond."],
                ],
            ),
        ),
        (
            "box",
            "WARNING",
            "DO NOT WORK ON WIRE / DRUM WITH LADDER HANGING ON WIRE. LAND LADDER OR SECURE W/ "
            "CHAIN STOPPER FIRST.",
        ),
    ],
    [
        ("h1", "7  EMERGENCY LOWERING"),
        (
            "p",
            "Use on HPU / power failure with ladder in stowed pos. Ladder lowers by own weight, speed controlled "
            "by NV-104. No emerg. hoisting possible (slew: manual crank on SM-2 gearbox, 17 mm hex, approx. "
            "180 turns for 90 deg).",
        ),
        (
            "box",
            "WARNING",
            "EMERG. LOWERING ONLY WITH 2 PERSONS. BRAKE RE-APPLIES WHEN HAND PUMP PRESS. DROPS - "
            "KEEP PUMPING SLOWLY. NEVER OPEN NV-104 MORE THAN 1 TURN.",
        ),
        (
            "ol",
            [
                ("Isolate HPU (breaker OFF, lock). Sel. sw. OFF.", []),
                ("Chk slew lock pin in outboard pos. (slew manually first if needed).", []),
                ("Remove lead seal / lock on NV-104 cap.", []),
                (
                    "Release brake:",
                    [
                        "Insert hand pump lever in HP-1.",
                        "Close HP-1 release screw (clockwise).",
                        "Pump until gauge on HP-1 shows 30 bar (approx. 15-20 strokes).",
                    ],
                ),
                (
                    "Open NV-104 slowly, max. 1 turn. Ladder starts to lower.",
                    [
                        "Speed approx. 3-5 m/min; adj. by NV-104.",
                        "Keep brake press. > 25 bar by pumping.",
                    ],
                ),
                ("Stop: close NV-104, then open HP-1 release screw -> brake applies.", []),
                ("After use: close NV-104 fully, re-seal, report in log. Chk oil lvl T-1.", []),
            ],
        ),
        (
            "p",
            "NV-104 must be closed for normal operation - otherwise ladder creeps down with HPU off (PLC code E-41).",
        ),
    ],
    [
        ("h1", "8  MAINT. SCHEDULE"),
        ("h3", "8.1  Lubrication chart"),
        (
            "table",
            dict(
                head=["Point", "Lubricant", "Qty", "Method"],
                w=[2.2, 1.9, 0.9, 1.2],
                size=8,
                rows=[
                    ["Hyd. system incl. T-1", "ISO VG 32 HV", "approx. 75 L", "fill via F-1 ret."],
                    ["Drum gearbox", "ISO VG 220 EP", "4.5 L", "filler plug"],
                    ["Slew ring", "EP2 grease", "4 nipples", "grease gun"],
                    ["Drum bearings", "EP2 grease", "2 nipples", "grease gun"],
                    ["Sheaves (ladder + davit)", "EP2 grease", "1 nipple each", "grease gun"],
                    ["Wire rope", "Wire rope grease", "as req.", "brush / lubricator"],
                    ["Turntable pins / rollers", "EP2 grease", "as req.", "brush"],
                ],
            ),
        ),
        ("h3", "8.2  Schedule"),
        ("p", "X = do task. Hrs = HPU running hrs (counter on control stand). Whichever first."),
        (
            "table",
            dict(
                head=["Task", "Before use", "Monthly", "3 months", "12 months", "Hrs"],
                w=[2.9, 0.8, 0.8, 0.8, 0.8, 0.6],
                align=["l", "c", "c", "c", "c", "c"],
                size=8,
                rows=[
                    ["Chk oil lvl T-1 (sight glass)", "X", "", "", "", ""],
                    ["Chk hoses / fittings for leaks", "X", "", "", "", ""],
                    ["Chk E-stop function", "X", "", "", "", ""],
                    ["Chk LS-1 ... LS-5 function", "", "X", "", "", ""],
                    ["Chk slack wire arm (LS-2)", "", "X", "", "", ""],
                    ["Lubr slew ring (4 nipples)", "", "X", "", "", ""],
                    ["Lubr drum bearings (2 nipples)", "", "X", "", "", ""],
                    ["Insp wire rope (6.1)", "", "", "X", "", ""],
                    ["Lubr wire rope", "", "", "X", "", ""],
                    ["Chk F-1 clog indicator", "", "", "X", "", ""],
                    ["Chk gearbox oil lvl", "", "", "X", "", ""],
                    ["Chk brake air gap", "", "", "", "X", ""],
                    ["Load test 1.1 x SWL (sec. 5)", "", "", "", "X", ""],
                    ["Oil sample hyd. oil (NAS class <= 9)", "", "", "", "X", ""],
                    ["Repl filter element F-1", "", "", "", "X", "500"],
                    ["Insp slew ring bolts, torque chk", "", "", "", "X", ""],
                    ["Chk sheaves / pins, lubr", "", "", "X", "", ""],
                    ["Chk PT-03 reading vs. gauge", "", "", "", "X", ""],
                    ["Insp cradle, rollers, turntable", "", "X", "", "", ""],
                    ["Megger M-1 (> 1 Mohm)", "", "", "", "X", ""],
                    ["Chk control stand cable / pendant", "", "X", "", "", ""],
                    ["Chk safety net + lifebuoy at ladder", "X", "", "", "", ""],
                    ["Chk coupling M-1 / P-1 (rubber element)", "", "", "X", "", ""],
                    ["Clean HPU tank breather", "", "", "X", "", ""],
                    ["Chk winch foundation bolts", "", "", "", "X", ""],
                    ["Chk terminal boxes / cable glands", "", "", "", "X", ""],
                ],
            ),
        ),
    ],
    [
        (
            "table",
            dict(
                head=None,
                w=[2.9, 0.8, 0.8, 0.8, 0.8, 0.6],
                align=["l", "c", "c", "c", "c", "c"],
                size=8,
                rows=[
                    ["Repl hyd. oil", "", "", "", "", "3000"],
                    ["Repl gearbox oil (ISO VG 220)", "", "", "", "", "2000"],
                    ["Repl brake discs (if < 2.7 mm)", "", "", "", "", "n/a"],
                    ["Repl hoses (age)", "", "", "", "", "6 yrs"],
                ],
            ),
        ),
        (
            "p",
            "Slew ring bolts M20 10.9: torque 490 Nm (50 kgf·m), crosswise, 10 % of bolts per check.",
        ),
        ("h1", "9  FAULT FINDING / PLC CODES"),
        (
            "table",
            dict(
                head=["Fault", "Possible cause", "Action"],
                w=[1.7, 2.1, 2.2],
                size=8,
                rows=[
                    [
                        "HPU starts, no hoist",
                        "V-101 solenoid coil / plug; brake not releasing",
                        "Chk 24 V at coil; chk brake press. >= 22 bar",
                    ],
                    [
                        "Hoist slow, press. low",
                        "RV-1 set low / worn; pump worn; oil hot",
                        "Chk press. at test point (140 bar). Adj RV-1",
                    ],
                    [
                        "Ladder creeps down, HPU off",
                        "NV-104 not closed; CBV-103 leaking; BR-1 worn",
                        "Close NV-104; chk brake gap; repl CBV",
                    ],
                    [
                        "Winch does not stop at stowed pos.",
                        "LS-1 cam loose / misadj.",
                        "Adj LS-1 (4.1). STOP USE until fixed",
                    ],
                    [
                        "Noisy pump, foam in tank",
                        "Oil lvl low; air leak at suction",
                        "Top up; tighten suction fittings",
                    ],
                    ["Slew jerky", "Slew ring dry; SM-2 air in lines", "Lubr; bleed SM-2"],
                ],
            ),
        ),
        ("h3", "PLC codes (display on control stand)"),
        _bl(
            [
                ["E-11", "MOTOR OVERLOAD", "thermal relay M-1 tripped. Reset after 5 min."],
                ["E-12", "PHASE FAIL", "chk supply / phase seq."],
                ["E-21", "SLACK WIRE", "LS-2 open. Hoist to reset."],
                ["E-22", "DRUM MIN TURNS", "LS-3 open. Only HOIST possible."],
                ["E-31", "OVERLOAD HOIST", "PT-03 > 150 bar. Chk for snagging."],
                ["E-32", "PT-03 SIGNAL", "signal < 3.6 mA / > 20.5 mA. Chk cable."],
                ["E-41", "LADDER CREEP", "movement w/ HPU off. Chk NV-104."],
                ["E-51", "OIL TEMP HIGH", "oil > 70 °C. Stop, let cool."],
            ],
            w=[0.6, 1.7, 3.5],
            head=["Code", "Text", "Meaning / action"],
        ),
    ],
    [
        ("h1", "10  PARTS LIST"),
        (
            "table",
            dict(
                head=["Pos.", "VDM part no.", "Description", "Qty", "Spare"],
                w=[0.5, 1.4, 3.0, 0.5, 0.6],
                align=["c", "l", "l", "c", "c"],
                size=8,
                rows=[
                    ["1", "ALW-10-001", "Drum assy, Ø 360", "1", ""],
                    ["2", "ALW-10-014", "Wire rope Ø 16 x 48 m, w/ cert.", "1", "1"],
                    ["3", "ALW-20-101", "Hoist motor HM-1, radial piston", "1", ""],
                    ["4", "ALW-20-118", "Brake disc set BR-1", "1", "1"],
                    ["5", "ALW-20-120", "Brake seal kit", "1", "1"],
                    ["6", "ALW-30-201", "Slew motor SM-2, orbital", "1", ""],
                    ["7", "ALW-40-301", "Gear pump P-1, 18 cm3", "1", ""],
                    ["8", "ALW-40-330", "Relief valve RV-1 cartridge", "1", ""],
                    ["9", "ALW-40-341", "DCV V-101 / V-102, 24 V DC", "2", ""],
                    ["10", "ALW-40-342", "Solenoid coil 24 V DC", "2", "2"],
                    ["11", "ALW-40-350", "Counterbalance valve CBV-103", "1", ""],
                    ["12", "ALW-40-360", "Hand pump HP-1 w/ lever", "1", ""],
                    ["13", "ALW-40-371", "Filter element F-1, 10 um", "1", "2"],
                    ["14", "ALW-50-401", "Limit switch, gear type (LS-1/LS-3)", "2", "1"],
                    ["15", "ALW-50-405", "Limit switch, lever type (LS-2/4/5)", "3", "1"],
                    ["16", "ALW-50-420", "Press. transmitter PT-03", "1", ""],
                ],
            ),
        ),
        (
            "p",
            "Order via VDM service w/ winch s/n (plate on HPU frame). Wire rope only w/ certificate 3.1.",
        ),
    ],
]

LADDER = dict(
    file="vdm-alw75h-ladder-winch.pdf",
    title="ALW-7.5H Accommodation Ladder Winch Service Manual",
    maker="VDM Deck Machinery B.V.",
    style=LADDER_STYLE,
    cover=_ladder_cover,
    chrome=_ladder_chrome,
    pages=LADDER_PAGES,
)

# ================================================================ 4. Calorifier (US style, two columns)

CAL_STYLE = Style(
    body="helv", bold="hebo", ital="heit", size=8.8, hsize=12.0, accent=(0.6, 0.1, 0.05)
)


def _cal_cover(c: Ctx):
    _rect(c, 0, 0, W, 120, fill=(0.6, 0.1, 0.05), width=0)
    _label(c, LEFT, 60, "GULFLINE", size=28, bold=True, color=(1, 1, 1))
    _label(c, LEFT, 86, "THERMAL PRODUCTS, INC.   Houston, Texas  USA", size=10, color=(1, 1, 1))
    _label(c, LEFT, 200, "Installation, Operation & Maintenance Manual", size=15, bold=True)
    _label(c, LEFT, 240, "MODEL HWC-500SE", size=26, bold=True, color=(0.6, 0.1, 0.05))
    _label(c, LEFT, 266, "Marine Steam / Electric Hot Water Calorifier", size=14)
    _label(c, LEFT, 284, "130 U.S. gal (500 L) - Vertical", size=11)
    # tank sketch
    _rect(c, 240, 340, 360, 600, fill=(0.93, 0.93, 0.93))
    c.page.draw_oval(
        fitz.Rect(240, 320, 360, 360), color=(0, 0, 0), fill=(0.93, 0.93, 0.93), width=0.8
    )
    for k in range(6):
        _line(c, (255, 520 + k * 10), (345, 520 + k * 10), width=0.6)
    _label(c, 372, 560, "Steam coil", size=8)
    _label(c, 372, 460, "Electric elements", size=8)
    _line(c, (250, 455), (330, 455), width=1.5)
    _line(c, (250, 470), (330, 470), width=1.5)
    _label(
        c,
        LEFT,
        690,
        "READ THIS MANUAL BEFORE INSTALLING OR OPERATING THE WATER HEATER.",
        size=9,
        bold=True,
    )
    _label(c, LEFT, 704, "Leave this manual with the vessel's Chief Engineer.", size=9)
    _label(c, LEFT, 760, "Form GTP-IOM-HWC5  /  12-24", size=8)


def _cal_chrome(c: Ctx, i, n):
    _label(c, LEFT, 38, "GULFLINE", size=9, bold=True, color=(0.6, 0.1, 0.05))
    _label(c, LEFT + 56, 38, "Model HWC-500SE Hot Water Calorifier", size=8.5)
    _line(c, (LEFT, 46), (RIGHT, 46), width=2.0, color=(0.6, 0.1, 0.05))
    _label(c, LEFT, 812, "Form GTP-IOM-HWC5", size=7.5)
    s = f"{i}"
    _label(c, RIGHT - _tl("hebo", s, 10), 813, s, size=10, bold=True)


def _cal_drawing(c: Ctx, x0, x1, y):
    y0 = y + 6
    tx0, tx1 = x0 + 170, x0 + 290
    _rect(c, tx0, y0 + 40, tx1, y0 + 330, fill=(0.96, 0.96, 0.96))
    _label(c, tx0 + 20, y0 + 150, "STORAGE TANK", size=7, bold=True)
    # steam coil
    for k in range(5):
        _line(c, (tx0 + 15, y0 + 270 + k * 9), (tx1 - 30, y0 + 270 + k * 9), width=0.7)
    _label(c, tx0 + 18, y0 + 264, "STEAM COIL", size=6.5)
    # electric elements
    for k, tag in enumerate(("EH-1", "EH-2")):
        yy = y0 + 180 + k * 24
        _line(c, (tx1, yy), (tx1 - 70, yy), width=2)
        _label(c, tx1 + 6, yy + 3, tag, size=7, bold=True)
    _rect(c, tx1 + 40, y0 + 176, tx1 + 90, y0 + 214)
    _label(c, tx1 + 44, y0 + 190, "TH-1", size=7, bold=True)
    _label(c, tx1 + 44, y0 + 202, "Thermostat", size=6)
    _label(c, tx1 + 44, y0 + 210, "+ hi-limit", size=6)
    # steam supply left lower
    _line(c, (x0 + 5, y0 + 270), (tx0 + 15, y0 + 270), width=1.4)
    _label(c, x0 + 5, y0 + 264, "STEAM 87 psi", size=6.5)
    _rect(c, x0 + 60, y0 + 262, x0 + 76, y0 + 278)
    _label(c, x0 + 58, y0 + 290, "V-1", size=7, bold=True)
    _rect(c, x0 + 100, y0 + 260, x0 + 124, y0 + 280, fill=(0.85, 0.85, 0.85))
    _label(c, x0 + 96, y0 + 256, "TCV-1", size=7, bold=True)
    _line(c, (x0 + 112, y0 + 260), (x0 + 112, y0 + 230), width=0.5, dashes="[1 1] 0")
    _line(c, (x0 + 112, y0 + 230), (tx0 + 30, y0 + 230), width=0.5, dashes="[1 1] 0")
    _circle(c, tx0 + 34, y0 + 230, 4, fill=(0.2, 0.2, 0.2))
    _label(c, tx0 + 42, y0 + 233, "TS-1 bulb", size=6.5)
    # condensate
    _line(c, (tx0 + 15, y0 + 306), (x0 + 5, y0 + 306), width=1.0)
    _rect(c, x0 + 80, y0 + 298, x0 + 100, y0 + 314, fill=(0.7, 0.7, 0.7))
    _label(c, x0 + 78, y0 + 326, "ST-1", size=7, bold=True)
    _label(c, x0 + 5, y0 + 326, "COND.", size=6.5)
    _rect(c, x0 + 40, y0 + 300, x0 + 52, y0 + 312)
    _label(c, x0 + 38, y0 + 340, "V-4", size=7, bold=True)
    # cold water inlet bottom right
    _line(c, (tx1, y0 + 318), (x1 - 5, y0 + 318), width=1.4)
    _rect(c, x1 - 70, y0 + 310, x1 - 54, y0 + 326)
    _label(c, x1 - 72, y0 + 340, "V-6", size=7, bold=True)
    _label(c, x1 - 48, y0 + 312, "COLD FW IN", size=6.5)
    # drain
    _line(c, (tx0 + 60, y0 + 330), (tx0 + 60, y0 + 352), width=1.0)
    _rect(c, tx0 + 54, y0 + 352, tx0 + 66, y0 + 364)
    _label(c, tx0 + 70, y0 + 362, "V-7 DRAIN", size=7, bold=True)
    # hot water outlet top
    _line(c, (tx0 + 60, y0 + 40), (tx0 + 60, y0 + 10), width=1.4)
    _line(c, (tx0 + 60, y0 + 10), (x1 - 5, y0 + 10), width=1.4)
    _label(c, x1 - 150, y0 + 5, "HOT WATER TO ACCOMMODATION", size=6.5)
    # relief valve
    _line(c, (tx1 - 20, y0 + 40), (tx1 - 20, y0 + 24), width=1.0)
    _rect(c, tx1 - 28, y0 + 14, tx1 - 12, y0 + 24, fill=(0.85, 0.85, 0.85))
    _label(c, tx1 - 8, y0 + 34, "PSV-1  T&P relief 125 psi / 210 °F", size=6.5, bold=True)
    _circle(c, tx0 + 20, y0 + 60, 6)
    _label(c, tx0 - 30, y0 + 62, "TI-2", size=7, bold=True)
    _circle(c, tx0 + 20, y0 + 85, 6)
    _label(c, tx0 - 30, y0 + 88, "PI-3", size=7, bold=True)
    _rect(c, tx0 + 30, y0 + 32, tx0 + 40, y0 + 40)
    _label(c, tx0 + 24, y0 + 28, "AV-1", size=7, bold=True)
    # circulation return with pump
    _line(c, (x1 - 20, y0 + 10), (x1 - 20, y0 + 130), width=0.8, dashes="[4 2] 0")
    _line(c, (x1 - 20, y0 + 130), (tx1, y0 + 130), width=0.8, dashes="[4 2] 0")
    _circle(c, x1 - 90, y0 + 130, 10)
    _label(c, x1 - 96, y0 + 150, "P-2", size=7, bold=True)
    _label(c, x1 - 120, y0 + 160, "Circulating pump", size=6.5)
    _rect(c, tx1 + 20, y0 + 124, tx1 + 32, y0 + 136)
    _label(c, tx1 + 14, y0 + 120, "NRV-5", size=7, bold=True)
    _label(c, tx1 + 40, y0 + 110, "HW RETURN", size=6.5)
    _line(c, (tx0 + 70, y0 + 40), (tx0 + 70, y0 + 100), width=3, color=(0.5, 0.5, 0.5))
    _label(c, tx0 + 74, y0 + 96, "MA-1 anode", size=6.5)
    _label(
        c,
        x0,
        y0 + 384,
        "Figure 3  Typical piping and control arrangement, HWC-500SE. Dashed: circulation "
        "return. Tags correspond to Table 3.",
        size=7.5,
    )
    return y0 + 396


CAL_PAGES: list[list] = [
    [],
    [
        ("h1", "Contents"),
        (
            "toc",
            [
                ("Important Safety Instructions", 2),
                ("Section 1  General Description", 3),
                ("Section 2  Specifications", 4),
                ("Section 3  Piping and Controls", 5),
                ("Section 4  Installation and Start-Up", 6),
                ("Section 5  Operation", 6),
                ("Section 6  Thermal Disinfection (Legionella Control)", 7),
                ("Section 7  Maintenance", 8),
                ("Section 8  Troubleshooting", 9),
                ("Section 9  Replacement Parts", 10),
            ],
        ),
        ("h1", "Important Safety Instructions"),
        (
            "cols",
            [
                (
                    "box",
                    "WARNING",
                    "SCALD HAZARD. Water at 140 °F (60 °C) can cause third-degree burns in 5 seconds. "
                    "Mixing valves are required at showers and wash basins.",
                ),
                (
                    "p",
                    "Only qualified personnel may install or service this water heater. Disconnect all electrical "
                    "power and close the steam supply before any work on the unit.",
                ),
                (
                    "p",
                    "Never operate the heater without the temperature and pressure (T&P) relief valve installed. "
                    "Never plug or cap the relief valve discharge line.",
                ),
                (
                    "p",
                    "The relief valve discharge must be piped full size to an open drain or tundish where the "
                    "discharge can be seen, and terminate not more than 6 in (150 mm) above the drain. No valve may "
                    "be fitted between the tank and the relief valve.",
                ),
                (
                    "p",
                    "Hydrogen gas can build up in a hot water system that has not been used for two weeks or more. "
                    "Hydrogen is extremely flammable. Before using any hot water appliance after such a period, "
                    "open a hot water tap for several minutes; do not smoke or have an open flame near the tap.",
                ),
            ],
            [
                (
                    "box",
                    "CAUTION",
                    "Do not energize the electric heating elements unless the tank is completely full "
                    "of water. A dry-fired element will fail within seconds and is not covered by the warranty.",
                ),
                (
                    "p",
                    "The tank must be vented at the highest point when filling. Trapped air causes element burnout "
                    "and noisy operation.",
                ),
                (
                    "p",
                    "Use only Gulfline genuine replacement parts. Substitutions may void the ABS / USCG "
                    "acceptance of the unit.",
                ),
                (
                    "box",
                    "WARNING",
                    "The steam coil head and the steam and condensate piping reach 320 °F (160 °C). "
                    "Allow the unit to cool and close V-1 and V-4 before removing any insulation.",
                ),
                (
                    "p",
                    "Wear heat-resistant gloves and eye protection when draining the tank. Drained water may be "
                    "close to the set-point temperature for several hours after the heat source is isolated.",
                ),
            ],
        ),
    ],
    [
        ("h1", "Section 1  General Description"),
        (
            "cols",
            [
                ("h3", "1.1  Purpose"),
                (
                    "p",
                    "The HWC series calorifier supplies domestic hot water to the accommodation: showers, wash "
                    "basins, laundry and galley. Water is stored in a vertical, cement-free stainless steel "
                    "tank and heated either by a removable U-tube steam coil or by two screw-in electric "
                    "immersion elements. The steam coil is the primary heat source at sea; the electric "
                    "elements are used in port when the auxiliary boiler is shut down.",
                ),
                ("h3", "1.2  Tank"),
                (
                    "p",
                    "The tank is built of AISI 316L stainless steel, rated for 100 psi (6.9 bar) working pressure "
                    "and hydrostatically tested at 150 psi (10.3 bar). It is insulated with 2 in (50 mm) "
                    "mineral wool and clad in aluminum sheet. A magnesium anode protects the "
                    "coil and fittings from galvanic corrosion.",
                ),
                ("h3", "1.3  Steam coil"),
                (
                    "p",
                    "The coil is a U-tube bundle of 90/10 copper-nickel, bolted to the tank with a flanged head. It "
                    "is designed for saturated steam of 87 psi (6 bar) maximum. A self-acting temperature "
                    "control valve in the steam supply throttles the steam flow according to the tank temperature; "
                    "no electrical supply is needed for the steam mode.",
                ),
            ],
            [
                ("h3", "1.4  Electric heating"),
                (
                    "p",
                    "Two 12 kW, 440 V three-phase immersion elements are controlled by the thermostat TH-1 in the "
                    "control box on the tank side. The elements are staged: element 1 cuts in at 5 °F below "
                    "set-point, element 2 at 10 °F below. A manual-reset high-limit thermostat cuts "
                    "off both elements at 190 °F (88 °C).",
                ),
                ("h3", "1.5  Circulation"),
                (
                    "p",
                    "A bronze circulating pump returns water from the far end of the hot water piping so that hot "
                    "water is available at every outlet within a few seconds. The return temperature should "
                    "not fall below 122 °F (50 °C) anywhere in the loop; this is the most important single "
                    "measure against Legionella growth.",
                ),
                ("h3", "1.6  Identification"),
                (
                    "p",
                    "The rating plate is on the control box door. Always quote the serial number and the model "
                    "when ordering parts. The serial number format is HWC-YYWW-nnnn.",
                ),
                (
                    "box",
                    "NOTE",
                    "Throughout this manual, pressures are given in psi (gauge) with bar in "
                    "parentheses, and temperatures in °F with °C in parentheses.",
                ),
                ("h3", "1.7  Water quality"),
                (
                    "p",
                    "The tank and coil are suitable for potable water produced by the fresh water generator or "
                    "taken ashore, within these limits: pH 6.5 to 8.5; chlorides not exceeding 250 mg/L; total "
                    "hardness max. 120 mg/L as CaCO3. With harder shore water, descale the coil every 6 months "
                    "instead of yearly.",
                ),
            ],
        ),
    ],
    [
        ("h1", "Section 2  Specifications"),
        (
            "table",
            dict(
                head=["Rating", "U.S. units", "Metric"],
                w=[2.4, 1.8, 1.8],
                rows=[
                    ["Storage capacity", "130 gal", "500 L"],
                    ["Max. working pressure, tank", "100 psi", "6.9 bar"],
                    ["Hydrostatic test pressure, tank", "150 psi", "10.3 bar"],
                    ["Steam pressure, max.", "87 psi", "6 bar"],
                    ["Steam coil heating surface", "16 sq ft", "1.5 m2"],
                    ["Steam consumption (40-140 °F rise)", "380 lb/h", "172 kg/h"],
                    ["Recovery, steam (100 °F rise)", "380 gal/h", "1440 L/h"],
                    ["Electric elements", "2 x 12 kW, 440 V, 3 ph", "2 x 12 kW, 440 V, 3 ph"],
                    ["Recovery, electric (100 °F rise)", "98 gal/h", "370 L/h"],
                    ["Thermostat range", "100-180 °F", "38-82 °C"],
                    ["High-limit cutout (manual reset)", "190 °F", "88 °C"],
                    ["T&P relief valve setting", "125 psi / 210 °F", "8.6 bar / 99 °C"],
                    ["Circulating pump", "10 gpm at 20 ft head", "2.3 m3/h at 6 m"],
                    ["Weight, empty / full", "550 lb / 1635 lb", "250 kg / 742 kg"],
                    ["Connections, hot / cold", "1-1/2 in NPT", "DN 40"],
                ],
            ),
        ),
        ("h3", "2.1  Model range"),
        (
            "p",
            "The HWC family shares the same controls and coil design. Values for the complete range are "
            "given below for reference when a vessel carries more than one size.",
        ),
        (
            "table",
            dict(
                head=[
                    "Model",
                    "Capacity gal (L)",
                    "Steam coil Btu/h",
                    "Elements kW",
                    "Steam lb/h",
                    "Dia. x height in",
                ],
                w=[1.2, 1.2, 1.2, 1.0, 0.9, 1.2],
                align=["l", "c", "c", "c", "c", "c"],
                rows=[
                    ["HWC-300SE", "80 (300)", "230,000", "2 x 9", "240", "26 x 60"],
                    ["HWC-500SE", "130 (500)", "365,000", "2 x 12", "380", "30 x 72"],
                    ["HWC-750SE", "200 (750)", "520,000", "3 x 12", "540", "36 x 76"],
                    ["HWC-1000SE", "265 (1000)", "690,000", "3 x 15", "720", "42 x 80"],
                ],
            ),
        ),
        (
            "p",
            "Allow 24 in (600 mm) clear in front of the coil head flange for coil withdrawal and 18 in (450 mm) "
            "above the tank for anode removal.",
        ),
    ],
    [
        ("h1", "Section 3  Piping and Controls"),
        ("draw", _cal_drawing),
        (
            "table",
            dict(
                head=["Tag", "Description", "Tag", "Description"],
                w=[0.6, 2.2, 0.6, 2.2],
                size=7.8,
                rows=[
                    ["V-1", "Steam stop valve", "TH-1", "Element thermostat and high-limit"],
                    [
                        "TCV-1",
                        "Self-acting temperature control valve",
                        "EH-1/2",
                        "Electric immersion elements",
                    ],
                    ["TS-1", "Sensor bulb of TCV-1", "PSV-1", "T&P relief valve"],
                    ["ST-1", "Float-type steam trap", "TI-2", "Thermometer, 0-250 °F"],
                    ["V-4", "Condensate valve", "PI-3", "Pressure gauge, 0-160 psi"],
                    ["V-6", "Cold water inlet valve", "P-2", "Circulating pump"],
                    ["V-7", "Drain valve", "NRV-5", "Check valve, return line"],
                    ["AV-1", "Automatic air vent", "MA-1", "Magnesium anode"],
                ],
            ),
        ),
        ("pi", "Table 3. Legend to Figure 3."),
    ],
    [
        ("h1", "Section 4  Installation and Start-Up"),
        (
            "cols",
            [
                (
                    "p",
                    "Mount the calorifier upright on its foundation and bolt down with the four 3/4 in bolts supplied; "
                    "torque to 150 ft-lb (203 N·m). Provide a drip tray under the coil flange.",
                ),
                ("h3", "4.1  Filling and first start"),
                (
                    "ol",
                    [
                        (
                            "Close drain V-7. Open the highest hot water outlet in the accommodation.",
                            [],
                        ),
                        (
                            "Open cold water inlet V-6 slowly. Fill until water flows free of air at the outlet.",
                            [],
                        ),
                        ("Check all joints for leaks at supply pressure.", []),
                        ("Start circulating pump P-2. Vent the pump casing.", []),
                        (
                            "Steam mode:",
                            [
                                "Open condensate valve V-4 fully.",
                                "Crack open V-1 and warm the coil for 5 minutes to prevent water hammer.",
                                "Open V-1 fully.",
                            ],
                        ),
                        (
                            "Electric mode: switch on the supply breaker, then the element switch on the control box.",
                            [],
                        ),
                    ],
                ),
                ("h3", "4.2  Electrical connection"),
                (
                    "p",
                    "Supply 440 V, 3 ph, 60 Hz from a dedicated 50 A breaker. Use cable of min. 6 mm2 (10 AWG) "
                    "copper. The control box is IP 44; enter from below only.",
                ),
                ("h3", "4.3  Expansion"),
                (
                    "p",
                    "A closed fresh water system needs a pre-charged expansion vessel of at least 5 gal (19 L) on the "
                    "cold inlet between V-6 and the tank. Set the pre-charge equal to the hydrophore cut-in pressure.",
                ),
            ],
            [
                ("h1", "Section 5  Operation", False),
                (
                    "p",
                    "Set the tank temperature at 140 °F (60 °C). This is high enough to control Legionella and low "
                    "enough to limit scale and scalding risk. Do not set below 131 °F (55 °C).",
                ),
                (
                    "p",
                    "The self-acting valve TCV-1 is adjusted by the knob on its sensor head: scale 1 to 5; "
                    "setting 3 gives approx. 140 °F. Turn toward 5 for hotter water. Allow one hour "
                    "between adjustments.",
                ),
                (
                    "p",
                    "Normal readings: TI-2 138-145 °F (59-63 °C); PI-3 equal to the fresh water hydrophore "
                    "pressure, typically 45-65 psi (3.1-4.5 bar); return water at least 122 °F (50 °C).",
                ),
                (
                    "box",
                    "CAUTION",
                    "If PI-3 approaches 100 psi, find the cause before the relief valve lifts. "
                    "Usually the hydrophore pressure switch is out of adjustment.",
                ),
                (
                    "p",
                    "Changeover steam to electric: close V-1, leave V-4 open, switch on elements. Do not run steam "
                    "and electric heating at the same time.",
                ),
                ("h3", "5.1  High-limit reset"),
                (
                    "p",
                    "If the high-limit trips, the red lamp on the control box lights and both elements stay off. Let "
                    "the tank cool below 160 °F, find the cause, then press the reset button under the cap on TH-1.",
                ),
                ("h3", "5.2  Lay-up"),
                (
                    "p",
                    "For a lay-up of more than 30 days, isolate the heat, drain the tank completely through V-7 and "
                    "leave the drain and the vent open. On recommissioning, flush and carry out a thermal "
                    "disinfection (Section 6) before the water is used.",
                ),
            ],
        ),
    ],
    [
        ("h1", "Section 6  Thermal Disinfection (Legionella Control)"),
        (
            "p",
            "Legionella bacteria multiply in water between 77 °F and 113 °F (25-45 °C), particularly in "
            "stagnant pipework, shower heads and the cooler bottom zone of the tank. Thermal disinfection "
            "(pasteurization) raises the whole system to a temperature that kills the bacteria. It shall be "
            "done at least once a month, after dry-docking or lay-up, and whenever a water sample shows more "
            "than 1,000 cfu/L Legionella.",
        ),
        (
            "box",
            "WARNING",
            "During thermal disinfection the water at all outlets is hot enough to cause severe "
            "burns in less than one second. Post notices at all showers and wash basins and "
            "inform the crew before starting. Mixing valves must be bypassed or set to full hot.",
        ),
        (
            "ol",
            [
                ("Announce the disinfection and post warning notices at all outlets.", []),
                (
                    "Raise the tank set-point:",
                    [
                        "Electric mode: set TH-1 to 165 °F (74 °C). The high-limit at 190 °F stays in service.",
                        "Steam mode: turn the TCV-1 knob to setting 5.",
                    ],
                ),
                (
                    "When TI-2 reads at least 160 °F (71 °C), hold the tank at this temperature for 30 minutes.",
                    [],
                ),
                (
                    "Keep P-2 running. Check that the circulation return reaches 149 °F (65 °C) or more.",
                    [],
                ),
                (
                    "Flush every outlet in turn, starting nearest the calorifier:",
                    [
                        "Run each tap and shower until the water temperature at the outlet is at least 149 °F (65 °C).",
                        "Keep it running for 5 minutes at that temperature.",
                        "Include seldom-used outlets (hospital, spare cabins, pilot cabin).",
                    ],
                ),
                ("Drain 5 gal (20 L) from V-7 to remove sludge from the tank bottom.", []),
                (
                    "Return the set-point to 140 °F (60 °C) and record the date, temperatures and time held in "
                    "the Legionella log.",
                    [],
                ),
            ],
        ),
        (
            "box",
            "NOTE",
            "A system that cannot reach 149 °F (65 °C) at the return within 2 hours has too long a "
            "circulation loop or an undersized circulating pump. Consider chemical disinfection "
            "(chlorination to 50 ppm for 4 hours) and contact Gulfline.",
        ),
    ],
    [
        ("h1", "Section 7  Maintenance"),
        ("h3", "7.1  Relief valve test"),
        (
            "p",
            "Lift the T&P relief valve lever every month and let it discharge for a few seconds; the valve "
            "must reseat tight. Replace the valve every 3 years or if it drips, never repair it. Setting: "
            "125 psi / 210 °F.",
        ),
        ("h3", "7.2  Anode"),
        (
            "p",
            "Check the magnesium anode every 6 months. Replace when less than 1/2 in (12 mm) of core wire is "
            "visible over 6 in of its length or when the rod is consumed to less than 1/3 of its original "
            "diameter of 1.3 in (33 mm). Use thread sealant; torque the anode plug to 60 ft-lb (81 N·m).",
        ),
        ("h3", "7.3  Steam coil"),
        (
            "p",
            "Withdraw and descale the coil every 12 months or when the recovery drops noticeably. Use a "
            "new head gasket every time. Torque the head flange bolts to 65 ft-lb (88 N·m) in a star "
            "pattern, in three passes. Retorque after 24 hours at operating temperature.",
        ),
        ("h3", "7.4  Electric elements"),
        (
            "p",
            "Measure element resistance and insulation yearly. Each element phase reads 48 ± 3 ohm cold; "
            "insulation to ground min. 2 Mohm at 500 V DC. Element nut torque 90 ft-lb (122 N·m).",
        ),
        ("h3", "7.5  Maintenance schedule"),
        (
            "table",
            dict(
                head=["Item", "Weekly", "Monthly", "6 months", "Yearly"],
                w=[3.0, 0.8, 0.8, 0.8, 0.8],
                align=["l", "c", "c", "c", "c"],
                rows=[
                    ["Log TI-2, PI-3 and return temperature", "•", "", "", ""],
                    ["Check for leaks at coil flange and elements", "•", "", "", ""],
                    ["Drain sludge from V-7 (1 gal / 4 L)", "", "•", "", ""],
                    ["Test T&P relief valve", "", "•", "", ""],
                    ["Thermal disinfection (Section 6)", "", "•", "", ""],
                    ["Inspect magnesium anode", "", "", "•", ""],
                    ["Check steam trap ST-1 operation", "", "", "•", ""],
                    ["Test high-limit cutout", "", "", "•", ""],
                    ["Descale steam coil; new gasket", "", "", "", "•"],
                    ["Element resistance and insulation test", "", "", "", "•"],
                    ["Inspect tank interior through manhole", "", "", "", "•"],
                ],
            ),
        ),
    ],
    [
        ("h1", "Section 8  Troubleshooting"),
        (
            "table",
            dict(
                head=["Fault", "Possible cause", "Action"],
                w=[1.7, 2.3, 2.4],
                rows=[
                    [
                        "No hot water, steam mode",
                        "V-1 closed; TCV-1 stuck closed; steam trap blocked (coil flooded)",
                        "Open V-1; free TCV-1 stem; clean or replace ST-1",
                    ],
                    [
                        "No hot water, electric mode",
                        "High-limit tripped; element burned out; breaker off",
                        "Find cause, press reset on TH-1; check element resistance",
                    ],
                    [
                        "Water too hot",
                        "TCV-1 seat leaking; bulb TS-1 out of pocket",
                        "Lap or replace TCV-1 seat; re-insert bulb with heat paste",
                    ],
                    [
                        "Relief valve discharges",
                        "Tank pressure above 125 psi; thermal expansion; TCV-1 failure",
                        "Check PI-3 and hydrophore; fit expansion vessel",
                    ],
                    [
                        "Rumbling noise",
                        "Scale on elements / tank bottom",
                        "Descale; drain sludge more often",
                    ],
                    [
                        "Rotten-egg smell in hot water",
                        "Anode reaction with sulfate in water",
                        "Disinfect; replace Mg anode with aluminum type (part 9-14A)",
                    ],
                    [
                        "Water hammer on start",
                        "Coil not drained; V-1 opened too fast",
                        "Open V-4 first; warm up slowly",
                    ],
                    [
                        "Return temp. below 122 °F",
                        "P-2 stopped or air-bound; NRV-5 stuck",
                        "Vent P-2; check NRV-5",
                    ],
                ],
            ),
        ),
        (
            "box",
            "NOTE",
            "Before calling Gulfline service, record model, serial number, TI-2 and PI-3 readings "
            "and which heating mode was in use.",
        ),
    ],
    [
        ("h1", "Section 9  Replacement Parts"),
        (
            "table",
            dict(
                head=["Item", "Part number", "Description", "Qty per unit"],
                w=[0.6, 1.4, 3.2, 0.9],
                align=["c", "l", "l", "c"],
                rows=[
                    ["9-1", "GT-50410", "Steam coil, U-tube, 90/10 CuNi, complete", "1"],
                    ["9-2", "GT-50422", "Coil head gasket, non-asbestos", "1"],
                    ["9-3", "GT-31212", "Immersion element 12 kW, 440 V, 2 in NPT", "2"],
                    ["9-4", "GT-31290", "Element gasket", "2"],
                    ["9-5", "GT-72031", "Thermostat / high-limit assembly TH-1", "1"],
                    ["9-6", "GT-72118", "Self-acting temperature control valve TCV-1, 1 in", "1"],
                    ["9-7", "GT-72120", "Sensor bulb and capillary, 10 ft", "1"],
                    ["9-8", "GT-66005", "T&P relief valve 125 psi / 210 °F, 3/4 in", "1"],
                    ["9-9", "GT-66140", "Float steam trap, 3/4 in", "1"],
                    ["9-10", "GT-80210", "Circulating pump, bronze, 440 V", "1"],
                    ["9-11", "GT-80225", "Check valve, bronze, 1 in", "1"],
                    ["9-12", "GT-66210", "Automatic air vent", "1"],
                    ["9-13", "GT-90130", "Magnesium anode, 1.3 in x 42 in", "1"],
                    ["9-14A", "GT-90133", "Aluminum anode (alternative), 1.3 in x 42 in", "-"],
                    ["9-15", "GT-95001", "Thermometer 0-250 °F", "1"],
                    ["9-16", "GT-95012", "Pressure gauge 0-160 psi", "1"],
                ],
            ),
        ),
        ("h3", "Warranty"),
        (
            "p",
            "The tank is warranted against leakage for five (5) years from the date of delivery; all other "
            "components for one (1) year. The warranty is void if the unit is operated without a functioning "
            "relief valve, with the elements dry-fired, or at pressures above the rating plate values.",
        ),
    ],
]

CALORIFIER = dict(
    file="gulfline-hwc500se-calorifier.pdf",
    title="HWC-500SE Hot Water Calorifier IOM Manual",
    maker="Gulfline Thermal Products, Inc.",
    style=CAL_STYLE,
    cover=_cal_cover,
    chrome=_cal_chrome,
    pages=CAL_PAGES,
)
