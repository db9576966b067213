"""Four made-up manuals of other equipment by other makers: the BLIND held-out set of stop 19.

Written without running Shipmate or reading its code, for bench/other_makers.py --set
other_makers_held19 (questions in bench/other_makers_held19.jsonl). Every maker writes its own way:

- Thorsen (main air compressor, Helvetica): "4.3.2" sections, data as a ruled Parameter | Value
  table with bar and psi, a maintenance schedule with X ticks that runs over a page break with
  its header repeated, a BORDERLESS clearance table, a troubleshooting table, a parts list and an
  air system drawing with tags.
- Centrivex (fuel oil separator, Times): two-column pages, a transposed models table (parameters
  as columns), °C/°F temperatures, an alarm list with codes, a procedure as a Step | Action table.
- Pelagia (ballast water treatment, Helvetica, dark header band): a borderless design data table,
  a P&ID with valve tags, ballasting as a table, an alarm list that runs over a page break without
  a repeated header, lettered lamp-change steps, a schedule and a spare parts list.
- Hokusei (emergency generator, Helvetica, boxed header, "- 7 -" footer): two-column particulars,
  a transposed 50/60 Hz table, a cooling drawing, a safety-device table, a schedule with "O"
  marks, troubleshooting and a parts list.

Each manual is a list of pages, each page a list of blocks laid out top to bottom; a page whose
blocks do not fit raises, so every question's expected page is the page its block is listed on.
PyMuPDF only, deterministic, no network, nothing written outside `folder`.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from pathlib import Path
from typing import Any

try:
    import pymupdf as fitz
except ImportError:  # pragma: no cover
    import fitz  # type: ignore

Block = tuple[str, Any]
PAGE_W, PAGE_H = 595.0, 842.0


class Style:
    def __init__(self, **kw: Any) -> None:
        self.body = "helv"
        self.bold = "hebo"
        self.ital = "heit"
        self.fs = 9.5
        self.left = 60.0
        self.right = 535.0
        self.top = 80.0
        self.bottom = 780.0
        self.h1_upper = True
        self.hdr_fill = (0.85, 0.85, 0.85)
        self.header: Callable[[Any, Style, int, int], None] = lambda p, s, i, n: None
        self.cover: Callable[[Any, Style], None] = lambda p, s: None
        self.__dict__.update(kw)


# ---------------------------------------------------------------- layout helpers


def _wrap(text: str, font: str, fs: float, width: float) -> list[str]:
    out: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = word if not line else line + " " + word
            if fitz.get_text_length(trial, fontname=font, fontsize=fs) <= width or not line:
                line = trial
            else:
                out.append(line)
                line = word
        out.append(line)
    return out


class Cursor:
    def __init__(self, page: Any, st: Style, x0: float, x1: float, y: float) -> None:
        self.page, self.st, self.x0, self.x1, self.y = page, st, x0, x1, y

    def need(self, h: float) -> None:
        if self.y + h > self.st.bottom:
            raise ValueError(f"page {self.page.number + 1} overflows at y={self.y + h:.0f}")

    def text(
        self,
        text: str,
        font: str | None = None,
        fs: float | None = None,
        indent: float = 0.0,
        color: tuple = (0, 0, 0),
        gap: float = 4.0,
    ) -> None:
        font = font or self.st.body
        fs = fs or self.st.fs
        lines = _wrap(text, font, fs, self.x1 - self.x0 - indent)
        lh = fs * 1.32
        self.need(lh * len(lines))
        for ln in lines:
            self.page.insert_text(
                (self.x0 + indent, self.y + fs), ln, fontname=font, fontsize=fs, color=color
            )
            self.y += lh
        self.y += gap


def _block(cur: Cursor, kind: str, arg: Any) -> None:
    st = cur.st
    if kind == "h1":
        cur.y += 6
        cur.text(arg.upper() if st.h1_upper else arg, st.bold, st.fs + 4, gap=6)
    elif kind == "h2":
        cur.y += 3
        cur.text(arg, st.bold, st.fs + 1.5, gap=4)
    elif kind == "h3":
        cur.text(arg, st.bold if st.body != "tiro" else "tibi", st.fs, gap=3)
    elif kind == "p":
        cur.text(arg, gap=5)
    elif kind == "i":
        cur.text(arg, st.ital, st.fs - 0.5, gap=5)
    elif kind == "space":
        cur.y += arg
    elif kind == "note":
        label, body = arg
        fs = st.fs
        lines = _wrap(body, st.body, fs, cur.x1 - cur.x0 - 16)
        h = fs * 1.32 * (len(lines) + 1) + 12
        cur.need(h)
        r = fitz.Rect(cur.x0, cur.y, cur.x1, cur.y + h)
        heavy = label.upper().startswith(("WARNING", "DANGER"))
        cur.page.draw_rect(
            r,
            color=(0, 0, 0),
            width=1.6 if heavy else 0.8,
            fill=(0.95, 0.95, 0.95) if heavy else None,
        )
        y = cur.y + 6
        cur.page.insert_text((cur.x0 + 8, y + fs), label, fontname=st.bold, fontsize=fs)
        y += fs * 1.32
        for ln in lines:
            cur.page.insert_text((cur.x0 + 8, y + fs), ln, fontname=st.body, fontsize=fs)
            y += fs * 1.32
        cur.y += h + 6
    elif kind in ("ol", "ul"):
        for n, item in enumerate(arg, 1):
            subs: list[str] = []
            if isinstance(item, tuple):
                item, subs = item
            mark = f"{n}." if kind == "ol" else "-"
            cur.need(st.fs * 1.32)
            cur.page.insert_text(
                (cur.x0 + 4, cur.y + st.fs), mark, fontname=st.body, fontsize=st.fs
            )
            cur.text(item, indent=22, gap=2)
            for k, sub in enumerate(subs):
                cur.need(st.fs * 1.32)
                cur.page.insert_text(
                    (cur.x0 + 24, cur.y + st.fs),
                    f"{'abcdefgh'[k]})",
                    fontname=st.body,
                    fontsize=st.fs,
                )
                cur.text(sub, indent=40, gap=2)
        cur.y += 4
    elif kind == "kv":
        width = arg.get("key_w", 150)
        for k, v in arg["rows"]:
            lines = _wrap(v, st.body, st.fs, cur.x1 - cur.x0 - width)
            cur.need(st.fs * 1.32 * len(lines))
            cur.page.insert_text((cur.x0, cur.y + st.fs), k, fontname=st.body, fontsize=st.fs)
            cur.text(v, indent=width, gap=1.5)
        cur.y += 4
    elif kind == "table":
        _table(cur, arg)
    elif kind == "draw":
        height, func, caption = arg
        cur.need(height + 16)
        func(cur.page, cur.x0, cur.y, cur.x1, st)
        cur.y += height
        cur.text(caption, st.ital if st.body != "tiro" else "tiit", st.fs - 0.5, gap=6)
    elif kind == "rule":
        cur.page.draw_line((cur.x0, cur.y), (cur.x1, cur.y), width=0.6)
        cur.y += 6
    elif kind == "cols":
        lefts, rights = arg
        mid = (cur.x0 + cur.x1) / 2
        y0 = cur.y
        a = Cursor(cur.page, st, cur.x0, mid - 10, y0)
        for b in lefts:
            _block(a, *b)
        b2 = Cursor(cur.page, st, mid + 10, cur.x1, y0)
        for b in rights:
            _block(b2, *b)
        cur.page.draw_line((mid, y0), (mid, max(a.y, b2.y) - 4), width=0.3, color=(0.5, 0.5, 0.5))
        cur.y = max(a.y, b2.y)
    else:
        raise ValueError(kind)


def _table(cur: Cursor, t: dict) -> None:
    st = cur.st
    fs = t.get("fs", st.fs - 1)
    lh = fs * 1.3
    ruled = t.get("ruled", True)
    width = cur.x1 - cur.x0
    fr = t["w"]
    total = sum(fr)
    xs = [cur.x0]
    for f in fr:
        xs.append(xs[-1] + width * f / total)
    align = t.get("align", "l" * len(fr))
    pad = 4.0 if ruled else 2.0
    if t.get("title"):
        cur.text(t["title"], st.bold, st.fs - 0.5, gap=3)
    rows = []
    if t.get("cols"):
        rows.append((True, t["cols"]))
    rows += [(False, r) for r in t["rows"]]
    for is_hdr, row in rows:
        font = st.bold if is_hdr else st.body
        cells = [_wrap(str(c), font, fs, xs[i + 1] - xs[i] - 2 * pad) for i, c in enumerate(row)]
        h = max(len(c) for c in cells) * lh + (2 * pad if ruled else 3)
        cur.need(h)
        if ruled:
            if is_hdr:
                cur.page.draw_rect(
                    fitz.Rect(xs[0], cur.y, xs[-1], cur.y + h), color=None, fill=st.hdr_fill
                )
            for i in range(len(row)):
                cur.page.draw_rect(
                    fitz.Rect(xs[i], cur.y, xs[i + 1], cur.y + h), color=(0, 0, 0), width=0.5
                )
        for i, lines in enumerate(cells):
            y = cur.y + (pad if ruled else 1.5)
            for ln in lines:
                x = xs[i] + pad
                if align[i] == "c":
                    x = (xs[i] + xs[i + 1]) / 2 - fitz.get_text_length(
                        ln, fontname=font, fontsize=fs
                    ) / 2
                cur.page.insert_text((x, y + fs * 0.95), ln, fontname=font, fontsize=fs)
                y += lh
        cur.y += h
    cur.y += 8


def _write(path: Path, st: Style, title: str, pages: list[list[Block]]) -> Path:
    heads: list[tuple[str, str, int]] = []

    def scan(blocks: list[Block], pno: int) -> None:
        for kind, arg in blocks:
            if kind in ("h1", "h2"):
                heads.append((kind, arg, pno))
            elif kind == "cols":
                scan(arg[0], pno)
                scan(arg[1], pno)

    for i, blocks in enumerate(pages):
        scan(blocks, i + 2)
    doc = fitz.open()
    n = len(pages) + 1
    cover = doc.new_page(width=PAGE_W, height=PAGE_H)
    st.cover(cover, st)
    for i, blocks in enumerate(pages):
        page = doc.new_page(width=PAGE_W, height=PAGE_H)
        st.header(page, st, i + 2, n)
        cur = Cursor(page, st, st.left, st.right, st.top)
        for kind, arg in blocks:
            if kind == "toc":
                cur.text(arg, st.bold, st.fs + 4, gap=10)
                for lvl, text, pno in heads:
                    fs = st.fs if lvl == "h2" else st.fs + 0.5
                    font = st.body if lvl == "h2" else st.bold
                    ind = 18 if lvl == "h2" else 0
                    cur.need(fs * 1.5)
                    cur.page.insert_text(
                        (cur.x0 + ind, cur.y + fs), text, fontname=font, fontsize=fs
                    )
                    num = str(pno)
                    tw = fitz.get_text_length(text, fontname=font, fontsize=fs)
                    nw = fitz.get_text_length(num, fontname=font, fontsize=fs)
                    dots_w = cur.x1 - nw - 6 - (cur.x0 + ind + tw + 6)
                    dots = "." * max(
                        0, int(dots_w / fitz.get_text_length(".", fontname=font, fontsize=fs))
                    )
                    cur.page.insert_text(
                        (cur.x0 + ind + tw + 4, cur.y + fs),
                        dots,
                        fontname=font,
                        fontsize=fs,
                        color=(0.4, 0.4, 0.4),
                    )
                    cur.page.insert_text((cur.x1 - nw, cur.y + fs), num, fontname=font, fontsize=fs)
                    cur.y += fs * (1.5 if lvl == "h2" else 1.8)
            else:
                _block(cur, kind, arg)
    doc.set_metadata(
        {
            "title": title,
            "author": "",
            "subject": "",
            "keywords": "",
            "creator": "",
            "producer": "",
            "creationDate": "",
            "modDate": "",
        }
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), garbage=3, deflate=True, no_new_id=True)
    doc.close()
    return path


def _cover(maker: str, lines: list[tuple[str, float, str]], frame: bool = True) -> Callable:
    def draw(page: Any, st: Style) -> None:
        if frame:
            page.draw_rect(fitz.Rect(40, 40, PAGE_W - 40, PAGE_H - 40), color=(0, 0, 0), width=2)
        y = 170.0
        for text, fs, font in lines:
            font = {"b": st.bold, "r": st.body, "i": st.ital}[font]
            for ln in _wrap(text, font, fs, PAGE_W - 160):
                w = fitz.get_text_length(ln, fontname=font, fontsize=fs)
                page.insert_text(((PAGE_W - w) / 2, y), ln, fontname=font, fontsize=fs)
                y += fs * 1.5
            y += fs * 0.8
        w = fitz.get_text_length(maker, fontname=st.bold, fontsize=13)
        page.insert_text(((PAGE_W - w) / 2, PAGE_H - 110), maker, fontname=st.bold, fontsize=13)

    return draw


# ---------------------------------------------------------------- drawing helpers


def _box(
    page: Any, x: float, y: float, w: float, h: float, label: str, fs: float = 7.5, sub: str = ""
) -> None:
    page.draw_rect(fitz.Rect(x, y, x + w, y + h), color=(0, 0, 0), width=1)
    tw = fitz.get_text_length(label, fontname="hebo", fontsize=fs)
    page.insert_text(
        (x + (w - tw) / 2, y + h / 2 + (fs / 3 if not sub else -1)),
        label,
        fontname="hebo",
        fontsize=fs,
    )
    if sub:
        sw = fitz.get_text_length(sub, fontname="helv", fontsize=fs - 1)
        page.insert_text((x + (w - sw) / 2, y + h / 2 + fs), sub, fontname="helv", fontsize=fs - 1)


def _valve(
    page: Any, x: float, y: float, tag: str, vertical: bool = False, above: bool = True
) -> None:
    s = 6
    if vertical:
        page.draw_polyline(
            [(x - s, y - s), (x + s, y - s), (x - s, y + s), (x + s, y + s), (x - s, y - s)],
            width=0.9,
        )
        page.insert_text((x + s + 3, y + 3), tag, fontname="helv", fontsize=7)
    else:
        page.draw_polyline(
            [(x - s, y - s), (x - s, y + s), (x + s, y - s), (x + s, y + s), (x - s, y - s)],
            width=0.9,
        )
        tw = fitz.get_text_length(tag, fontname="helv", fontsize=7)
        page.insert_text(
            (x - tw / 2, y - s - 3 if above else y + s + 9), tag, fontname="helv", fontsize=7
        )


def _instr(page: Any, x: float, y: float, tag: str, r: float = 11) -> None:
    page.draw_circle((x, y), r, color=(0, 0, 0), width=0.8, fill=(1, 1, 1))
    tw = fitz.get_text_length(tag, fontname="helv", fontsize=6.2)
    page.insert_text((x - tw / 2, y + 2.2), tag, fontname="helv", fontsize=6.2)


def _label(page: Any, x: float, y: float, text: str, fs: float = 7, font: str = "helv") -> None:
    page.insert_text((x, y), text, fontname=font, fontsize=fs)


def _line(page: Any, *pts: tuple[float, float], w: float = 1.0, dashes: str | None = None) -> None:
    for a, b in pairwise(pts):
        page.draw_line(a, b, width=w, dashes=dashes)


def _arrow(page: Any, x: float, y: float, direction: str = "r") -> None:
    d = {
        "r": [(x, y), (x - 6, y - 3), (x - 6, y + 3)],
        "l": [(x, y), (x + 6, y - 3), (x + 6, y + 3)],
        "d": [(x, y), (x - 3, y - 6), (x + 3, y - 6)],
        "u": [(x, y), (x - 3, y + 6), (x + 3, y + 6)],
    }[direction]
    page.draw_polyline([*d, d[0]], width=0.5, fill=(0, 0, 0), closePath=True)


# ================================================================ 1. THORSEN main air compressor


def _thorsen_header(page: Any, st: Style, i: int, n: int) -> None:
    page.insert_text((st.left, 50), "THORSEN KOMPRESSOR", fontname="hebo", fontsize=9)
    t = "TK-HV 34 Main Air Compressor - Instruction Manual"
    page.insert_text(
        (st.right - fitz.get_text_length(t, fontname="helv", fontsize=8.5), 50),
        t,
        fontname="helv",
        fontsize=8.5,
    )
    page.draw_line((st.left, 56), (st.right, 56), width=1.2)
    page.draw_line((st.left, 795), (st.right, 795), width=0.5)
    page.insert_text((st.left, 808), "Doc. TK34-IM-EN rev. 3", fontname="helv", fontsize=7.5)
    t = f"Page {i} of {n}"
    page.insert_text(
        (st.right - fitz.get_text_length(t, fontname="helv", fontsize=7.5), 808),
        t,
        fontname="helv",
        fontsize=7.5,
    )


def _thorsen_drawing(page: Any, x0: float, y0: float, x1: float, st: Style) -> None:
    y = y0 + 95
    page.draw_rect(fitz.Rect(x0, y0, x1, y0 + 200), color=(0.3, 0.3, 0.3), width=0.5)
    _label(page, x0 + 6, y0 + 12, "ATM. AIR", 7)
    _box(page, x0 + 10, y - 15, 40, 30, "F-1", sub="filter")
    _box(page, x0 + 75, y - 25, 50, 50, "C-1", sub="1st stage")
    _box(page, x0 + 160, y - 18, 60, 36, "E-1", sub="intercooler")
    _box(page, x0 + 250, y - 25, 50, 50, "C-2", sub="2nd stage")
    _box(page, x0 + 330, y - 18, 60, 36, "E-2", sub="aftercooler")
    _line(page, (x0 + 50, y), (x0 + 75, y))
    _line(page, (x0 + 125, y), (x0 + 160, y))
    _line(page, (x0 + 220, y), (x0 + 250, y))
    _line(page, (x0 + 300, y), (x0 + 330, y))
    _line(page, (x0 + 390, y), (x1 - 8, y))
    _arrow(page, x1 - 8, y)
    # safety valves on top
    _line(page, (x0 + 142, y), (x0 + 142, y - 40))
    _valve(page, x0 + 142, y - 46, "SV-1 (9.5 bar)", vertical=True)
    _line(page, (x0 + 315, y), (x0 + 315, y - 40))
    _valve(page, x0 + 315, y - 46, "SV-2 (33 bar)", vertical=True)
    _line(page, (x0 + 235, y), (x0 + 235, y - 22))
    _instr(page, x0 + 235, y - 33, "TS-02")
    # drains below coolers
    for cx, tag in ((x0 + 190, "DV-1"), (x0 + 360, "DV-2")):
        _line(page, (cx, y + 18), (cx, y + 50))
        _valve(page, cx, y + 56, tag, vertical=True)
        _line(page, (cx, y + 62), (cx, y + 80))
        _arrow(page, cx, y + 80, "d")
    _label(page, x0 + 200, y + 92, "to drain collecting tank", 7)
    _valve(page, x0 + 410, y, "NRV-3")
    _line(page, (x0 + 440, y), (x0 + 440, y + 25))
    _instr(page, x0 + 440, y + 36, "PT-01")
    _label(page, x0 + 428, y - 22, "TO AIR", 7, "hebo")
    _label(page, x0 + 428, y - 12, "RECEIVERS", 7, "hebo")
    _line(page, (x0 + 100, y + 25), (x0 + 100, y + 45))
    _instr(page, x0 + 100, y + 56, "PS-03")
    _label(page, x0 + 116, y + 70, "oil pressure", 6.5)


THORSEN_ST = Style(
    header=_thorsen_header,
    cover=_cover(
        "THORSEN KOMPRESSOR AS  -  Ålesund, Norway",
        [
            ("INSTRUCTION AND MAINTENANCE MANUAL", 12, "r"),
            ("TK-HV 34", 30, "b"),
            ("Two-stage water-cooled main air compressor", 14, "r"),
            ("Starting air and working air service, 30 bar", 11, "i"),
            ("Document TK34-IM-EN, revision 3", 9, "r"),
        ],
    ),
)

THORSEN_PAGES: list[list[Block]] = [
    [("toc", "Contents")],
    [
        ("h1", "1 Safety"),
        (
            "p",
            "The TK-HV 34 compresses atmospheric air to a final pressure of 30 bar for the main engine "
            "starting air receivers and, through a reducing station, for working air. Only trained personnel "
            "shall operate, adjust or open the compressor. Read chapters 4 and 5 before the first start.",
        ),
        (
            "note",
            (
                "WARNING",
                "Before any work on the compressor stop the motor, lock the starter in the OFF "
                "position and vent both stages to atmosphere through the drain valves. The intercooler can "
                "hold pressure after a stop even when the gauge shows zero.",
            ),
        ),
        (
            "note",
            (
                "CAUTION",
                "The 2nd stage cylinder head and the discharge pipe before the aftercooler reach "
                "more than 180 °C in service. Use gloves.",
            ),
        ),
        ("h1", "2 Technical data"),
        (
            "table",
            dict(
                cols=["Parameter", "Value"],
                w=[5, 6],
                rows=[
                    ["Type", "Two-stage, single-acting, water-cooled reciprocating compressor"],
                    ["Free air delivery at 30 bar", "142 m³/h (83.6 cfm)"],
                    ["Final pressure, rated", "30 bar (435 psi)"],
                    ["1st stage discharge pressure", "6.5 - 7.5 bar (94 - 109 psi)"],
                    ["Speed", "1770 rpm"],
                    ["Drive motor", "37 kW, 440 V, 60 Hz, direct coupled"],
                    ["Cylinder bore, 1st / 2nd stage", "125 mm / 60 mm"],
                    ["Stroke", "80 mm"],
                    ["Lubricating oil", "Mineral compressor oil ISO VG 100 (DIN 51506 VDL)"],
                    ["Crankcase oil capacity", "6.5 litres"],
                    ["Lube oil pressure, normal", "2.5 - 4.0 bar (36 - 58 psi)"],
                    ["Cooling water flow", "2.4 m³/h"],
                    ["Cooling water inlet temperature, max.", "38 °C"],
                    ["Noise level at 1 m", "88 dB(A)"],
                    ["Weight, dry", "720 kg"],
                ],
            ),
        ),
    ],
    [
        ("h1", "3 Description"),
        (
            "p",
            "Air is drawn through the suction filter F-1 into the 1st stage cylinder C-1, compressed to approx. "
            "7 bar and passed through the intercooler E-1. The 2nd stage C-2 raises the pressure to the final "
            "pressure and discharges through the aftercooler E-2 and the non-return valve NRV-3 to the starting "
            "air receivers. Condensate collected in the coolers is blown off by the solenoid drain valves DV-1 "
            "and DV-2, which are normally closed and open when energised.",
        ),
        (
            "p",
            "The 1st stage safety valve SV-1 is set to 9.5 bar and the 2nd stage safety valve SV-2 to 33 bar. "
            "Pressure transmitter PT-01 downstream of NRV-3 gives the start and stop signals. Temperature "
            "switch TS-02 in the 2nd stage discharge stops the compressor when the air temperature exceeds "
            "190 °C. Oil pressure switch PS-03 on the crankcase stops the compressor when the oil pressure "
            "falls below 1.2 bar.",
        ),
        ("draw", (200, _thorsen_drawing, "Fig. 3-1  Air and condensate system, TK-HV 34")),
        (
            "p",
            "The crankshaft runs in two roller main bearings. A gear oil pump on the crankshaft end feeds oil "
            "through a full-flow filter to the big end bearings; the cylinders are splash lubricated. The "
            "cooling water passes the intercooler, the aftercooler and the cylinder jackets in series.",
        ),
    ],
    [
        ("h1", "4 Operation"),
        ("h2", "4.1 Checks before starting"),
        (
            "ol",
            [
                "Check the oil level in the crankcase sight glass. It must be between the MIN and MAX marks; top up "
                "only with the oil given in chapter 2.",
                "Open the cooling water inlet and outlet valves and confirm flow at the sight glass on the outlet.",
                (
                    "Drain the coolers by hand:",
                    [
                        "Open DV-1 and DV-2 with the manual override for 10 seconds.",
                        "Release the override and check that both solenoid valves close again.",
                    ],
                ),
                "Open the discharge stop valve towards the air receivers.",
                "Set the selector switch on the starter panel to AUTO or MAN.",
            ],
        ),
        ("h2", "4.2 Starting"),
        (
            "p",
            "At each start the drain valves stay open for 8 seconds so that the motor runs up unloaded. After "
            "the start check that the oil pressure rises above 2.5 bar within 30 seconds; if it does not, "
            "PS-03 stops the compressor after the 30 s bridging time. The 1st stage pressure shall settle "
            "between 6.5 and 7.5 bar.",
        ),
        ("h2", "4.3 Automatic operation"),
        ("h3", "4.3.1 Pressure control"),
        (
            "p",
            "In AUTO the compressor starts when the receiver pressure falls to 25 bar (363 psi) and stops at "
            "30 bar (435 psi). Where two compressors are installed, set the stand-by compressor 1 bar lower, "
            "i.e. start at 24 bar and stop at 29 bar, so that both do not run at the same time.",
        ),
        ("h3", "4.3.2 Condensate drain"),
        (
            "p",
            "While running, the solenoid drain valves open every 15 minutes for 3 seconds. In tropical waters "
            "with high air humidity shorten the interval to 10 minutes in the control unit menu P-07.",
        ),
        ("h2", "4.4 Stopping"),
        (
            "ol",
            [
                "Set the selector switch to OFF. The drain valves open and the stages are vented.",
                "Close the cooling water valves if the compressor will stand for more than 24 hours.",
                "Close the discharge stop valve if work is to be done on the compressor.",
            ],
        ),
    ],
    [
        ("h2", "4.5 Laying up"),
        (
            "p",
            "If the compressor is to stand idle for more than 3 months, run it for 10 minutes, stop it and fill "
            "the cylinders through the suction valve openings with 50 ml of the crankcase oil each. Drain the "
            "cooling water completely when there is risk of frost.",
        ),
        ("h1", "5 Maintenance"),
        ("h2", "5.1 Maintenance schedule"),
        (
            "p",
            "Intervals are running hours as shown by the hour counter on the starter panel. Carry out the work "
            "at the interval reached first; X marks the interval at which the item is due.",
        ),
        (
            "table",
            dict(
                title="Table 5-1  Maintenance schedule",
                cols=["Item", "Daily", "500 h", "1000 h", "3000 h", "6000 h"],
                w=[9, 2, 2, 2, 2, 2],
                align="lccccc",
                rows=[
                    ["Check oil level", "X", "", "", "", ""],
                    ["Check 1st and 2nd stage pressures", "X", "", "", "", ""],
                    ["Drain coolers by hand, check drain valve function", "X", "", "", "", ""],
                    ["Clean suction filter element F-1", "", "X", "", "", ""],
                    ["Test safety valves SV-1 and SV-2 (lift by hand)", "", "X", "", "", ""],
                    ["Check coupling rubber elements", "", "X", "", "", ""],
                    ["Change lubricating oil", "", "", "X", "", ""],
                    ["Replace oil filter element", "", "", "X", "", ""],
                    ["Replace suction filter element", "", "", "X", "", ""],
                    ["Inspect suction and delivery valves, both stages", "", "", "X", "", ""],
                    [
                        "Check tightness of foundation bolts and resilient mounts",
                        "",
                        "",
                        "X",
                        "",
                        "",
                    ],
                    ["Overhaul suction and delivery valves, both stages", "", "", "", "X", ""],
                    ["Clean intercooler and aftercooler, air side", "", "", "", "X", ""],
                    ["Clean cooler tube stack, water side; renew zinc anodes", "", "", "", "X", ""],
                    ["Replace drain valve seals DV-1 / DV-2", "", "", "", "X", ""],
                    ["Measure bumping clearances", "", "", "", "X", ""],
                ],
            ),
        ),
    ],
    [
        (
            "table",
            dict(
                title="Table 5-1  Maintenance schedule (continued)",
                cols=["Item", "Daily", "500 h", "1000 h", "3000 h", "6000 h"],
                w=[9, 2, 2, 2, 2, 2],
                align="lccccc",
                rows=[
                    ["Replace piston rings, both stages", "", "", "", "", "X"],
                    ["Check big end bearings and crankpins", "", "", "", "", "X"],
                    ["Check main bearings and crankshaft end float", "", "", "", "", "X"],
                ],
            ),
        ),
        (
            "i",
            "The first oil change on a new or overhauled compressor is due after 250 running hours.",
        ),
        ("h2", "5.2 Valve overhaul"),
        (
            "p",
            "Remove the valve cover and lift out the combined suction and delivery valve as one unit. Clamp the "
            "valve in a vice with soft jaws, dismantle it and clean all parts in solvent. Replace valve plates "
            "and springs whenever a plate shows cracks or the seat is worn more than 0.2 mm; always replace "
            "all springs of a valve together.",
        ),
        (
            "note",
            (
                "CAUTION",
                "Do not lap or grind valve plates. A lapped plate loses its flatness and breaks "
                "within a few hundred hours. Fit new plates from the repair set.",
            ),
        ),
        (
            "p",
            "Refit the valve with a new copper gasket and tighten the valve cover bolts to 45 Nm. When the "
            "cylinder head has been removed, tighten the cylinder head nuts crosswise to 180 Nm in two stages, "
            "first to 90 Nm. Run the compressor for 30 minutes and retighten the head nuts while warm.",
        ),
        ("h2", "5.3 Cooler cleaning"),
        (
            "p",
            "Pull the tube stack out towards the flywheel side after removing the end cover. Clean the water "
            "side with a nylon brush; do not use steel brushes on the copper-nickel tubes. Pressure test the "
            "cooler at 10 bar before refitting.",
        ),
    ],
    [
        ("h2", "5.4 Clearances and wear limits"),
        ("p", "Values for parts at room temperature. Replace parts that reach the wear limit."),
        (
            "table",
            dict(
                ruled=False,
                fs=8.8,
                cols=["Part", "New", "Wear limit"],
                w=[6, 3, 3],
                rows=[
                    ["Bumping clearance, 1st stage", "0.8 - 1.1 mm", "-"],
                    ["Bumping clearance, 2nd stage", "0.5 - 0.7 mm", "-"],
                    ["Piston ring gap, 1st stage", "0.40 mm", "1.60 mm"],
                    ["Piston ring gap, 2nd stage", "0.20 mm", "0.90 mm"],
                    ["Cylinder bore, 1st stage", "125.00 mm", "125.25 mm"],
                    ["Cylinder bore, 2nd stage", "60.00 mm", "60.15 mm"],
                    ["Big end bearing clearance", "0.04 - 0.08 mm", "0.15 mm"],
                    ["Crankshaft end float", "0.10 - 0.30 mm", "0.50 mm"],
                    ["Valve seat wear", "-", "0.2 mm"],
                ],
            ),
        ),
        ("h2", "5.5 Measuring the bumping clearance"),
        (
            "ol",
            [
                "Remove the valve unit of the stage to be measured.",
                "Place a piece of lead wire, 2 mm thick, on the piston crown through the valve opening.",
                "Turn the crankshaft by hand through top dead centre, one full revolution.",
                "Take out the squeezed wire and measure its thickness with a micrometer.",
                "Correct the clearance with head gaskets of 0.5 mm thickness (one gasket more gives 0.5 mm more).",
            ],
        ),
        ("h2", "5.6 Tightening torques"),
        (
            "table",
            dict(
                cols=["Joint", "Thread", "Torque"],
                w=[6, 2, 2],
                rows=[
                    ["Connecting rod bolts", "M10", "65 Nm"],
                    ["Main bearing cover", "M8", "40 Nm"],
                    ["Crankcase door", "M8", "25 Nm"],
                    ["Cylinder to crankcase studs", "M12", "110 Nm"],
                    ["Coupling hub clamp screw", "M16", "120 Nm"],
                ],
            ),
        ),
        (
            "i",
            "Use oiled threads. Connecting rod bolts are single-use: renew them at every big end overhaul.",
        ),
    ],
    [
        ("h1", "6 Troubleshooting"),
        (
            "table",
            dict(
                cols=["Fault", "Possible cause", "Action"],
                w=[3, 4, 4],
                fs=8.3,
                rows=[
                    [
                        "Compressor does not start",
                        "No control voltage; motor overload tripped; PS-03 or TS-02 trip not reset",
                        "Check fuse F2 in the starter panel; reset the overload relay; press RESET",
                    ],
                    [
                        "Compressor stops on high air temperature (TS-02)",
                        "Cooling water flow too low or inlet too "
                        "warm; 2nd stage delivery valve leaking; cooler fouled",
                        "Check CW valves and pump, inlet max. "
                        "38 °C; overhaul 2nd stage valves; clean the cooler tube stack",
                    ],
                    [
                        "SV-1 blows off",
                        "2nd stage suction valve leaking or broken; SV-1 spring weak",
                        "Replace the 2nd stage suction valve; test SV-1 at 9.5 bar",
                    ],
                    [
                        "1st stage pressure below 6 bar",
                        "Suction filter clogged; 1st stage valves leaking; piston rings worn",
                        "Clean F-1; inspect 1st stage valves; check ring gap against 5.4",
                    ],
                    [
                        "1st stage pressure above 8 bar",
                        "2nd stage valves leaking or sticking",
                        "Overhaul 2nd stage suction and delivery valves",
                    ],
                    [
                        "Oil pressure low / trips on PS-03",
                        "Oil level low; oil filter clogged; wrong oil grade; oil pump worn",
                        "Top up; replace the oil filter element; use ISO VG 100; check pump",
                    ],
                    [
                        "High oil consumption, oil in the air",
                        "Piston rings worn; oil level too high",
                        "Replace the piston rings; correct the oil level",
                    ],
                    [
                        "Milky oil in crankcase",
                        "Water leaking from cooler tubes or cracked cylinder jacket",
                        "Pressure test the cooler at 10 bar; change the oil",
                    ],
                    [
                        "Knocking noise",
                        "Bumping clearance too small; big end bearing worn; loose coupling",
                        "Measure bumping clearance (5.5); check bearing; tighten hub to 120 Nm",
                    ],
                    [
                        "Long filling time of receivers",
                        "Drain valve leaking; NRV-3 leaking back; valves worn",
                        "Check DV-1/DV-2 seals; overhaul NRV-3; inspect valves",
                    ],
                ],
            ),
        ),
    ],
    [
        ("h1", "7 Spare parts"),
        (
            "p",
            "State the compressor serial number from the nameplate on the crankcase when ordering. Parts marked "
            "with * are included in the 3000 h service kit 34-9300.",
        ),
        (
            "table",
            dict(
                cols=["Item", "Part no.", "Description", "Qty"],
                w=[1.2, 2.2, 7, 1.2],
                align="llc" + "c",
                rows=[
                    ["10", "34-1020", "Suction filter element", "1"],
                    ["20", "34-2105", "Valve assembly, 1st stage, complete", "1"],
                    ["21", "34-2110", "Valve plate and spring set, 1st stage *", "2"],
                    ["30", "34-2205", "Valve assembly, 2nd stage, complete", "1"],
                    ["31", "34-2210", "Valve plate and spring set, 2nd stage *", "2"],
                    ["40", "34-3300", "Piston ring set, 1st stage", "1"],
                    ["41", "34-3310", "Piston ring set, 2nd stage", "1"],
                    ["50", "34-4120", "Cylinder head gasket 0.5 mm, 1st stage *", "4"],
                    ["51", "34-4130", "Cylinder head gasket 0.5 mm, 2nd stage *", "4"],
                    ["60", "34-5050", "Oil filter element *", "2"],
                    ["70", "34-6010", "Repair kit, solenoid drain valve *", "2"],
                    ["80", "34-7200", "Coupling rubber element set", "1"],
                    ["90", "34-8810", "Safety valve SV-1, 9.5 bar, complete", "1"],
                    ["91", "34-8820", "Safety valve SV-2, 33 bar, complete", "1"],
                    ["95", "34-8905", "Connecting rod bolt", "4"],
                ],
            ),
        ),
    ],
]


# ================================================================ 2. CENTRIVEX fuel oil separator


def _centrivex_header(page: Any, st: Style, i: int, n: int) -> None:
    t = "Centrivex CSX-40  ·  Fuel Oil Separator  ·  Operating Manual"
    w = fitz.get_text_length(t, fontname="tiit", fontsize=9.5)
    page.insert_text(((PAGE_W - w) / 2, 46), t, fontname="tiit", fontsize=9.5)
    page.draw_line((st.left, 53), (st.right, 53), width=0.8)
    page.draw_line((st.left, 56), (st.right, 56), width=0.4)
    page.insert_text(
        (st.left, 806), "Centrivex Separation GmbH, Bremen", fontname="tiro", fontsize=8
    )
    t = f"CSX-40 / {i}"
    page.insert_text(
        (st.right - fitz.get_text_length(t, fontname="tibo", fontsize=8.5), 806),
        t,
        fontname="tibo",
        fontsize=8.5,
    )


def _centrivex_drawing(page: Any, x0: float, y0: float, x1: float, st: Style) -> None:
    page.draw_rect(fitz.Rect(x0, y0, x1, y0 + 230), color=(0.3, 0.3, 0.3), width=0.5)
    y = y0 + 60
    _box(page, x0 + 8, y - 30, 62, 42, "SETTLING", fs=6.8, sub="tank")
    _line(page, (x0 + 70, y), (x0 + 90, y), w=1.2)
    _valve(page, x0 + 97, y, "V-1")
    _line(page, (x0 + 103, y), (x0 + 120, y), w=1.2)
    page.draw_circle((x0 + 133, y), 13, color=(0, 0, 0), width=1)
    _label(page, x0 + 126, y + 3, "P-1", 7, "hebo")
    _label(page, x0 + 117, y + 24, "feed pump", 6.5)
    _line(page, (x0 + 146, y), (x0 + 170, y), w=1.2)
    _box(page, x0 + 170, y - 16, 50, 32, "H-1", sub="heater")
    _line(page, (x0 + 220, y), (x0 + 262, y), w=1.2)
    _instr(page, x0 + 238, y - 26, "TT-1")
    _line(page, (x0 + 238, y), (x0 + 238, y - 15), w=0.6)
    _valve(page, x0 + 270, y, "V-3 (3-way)")
    _line(
        page,
        (x0 + 270, y + 6),
        (x0 + 270, y + 150),
        (x0 + 39, y + 150),
        (x0 + 39, y + 12),
        w=0.9,
        dashes="[4 2] 0",
    )
    _label(page, x0 + 110, y + 145, "recirculation to settling tank", 6.5)
    _line(page, (x0 + 276, y), (x0 + 320, y), w=1.2)
    _instr(page, x0 + 298, y - 26, "PT-1")
    _line(page, (x0 + 298, y), (x0 + 298, y - 15), w=0.6)
    _box(page, x0 + 320, y - 20, 60, 90, "S-1", fs=9, sub="CSX-40")
    # clean oil outlet
    _line(page, (x0 + 380, y - 10), (x0 + 470, y - 10), w=1.2)
    _instr(page, x0 + 396, y - 36, "PT-2")
    _line(page, (x0 + 396, y - 10), (x0 + 396, y - 25), w=0.6)
    _instr(page, x0 + 424, y - 36, "WT-1")
    _line(page, (x0 + 424, y - 10), (x0 + 424, y - 25), w=0.6)
    _valve(page, x0 + 450, y - 10, "V-5", above=False)
    _arrow(page, x0 + 470, y - 10)
    _label(page, x0 + 405, y + 16, "to service tank", 6.5, "hebo")
    # water outlet and sludge
    _line(page, (x0 + 380, y + 30), (x0 + 440, y + 30), (x0 + 440, y + 105), w=0.9)
    _label(page, x0 + 386, y + 26, "water outlet", 6.5)
    _line(page, (x0 + 350, y + 70), (x0 + 350, y + 105), w=1.2)
    _label(page, x0 + 354, y + 88, "sludge", 6.5)
    _box(page, x0 + 335, y + 105, 120, 28, "SLUDGE TANK", fs=7)
    _instr(page, x0 + 470, y + 119, "LS-6", r=9)
    _line(page, (x0 + 455, y + 119), (x0 + 461, y + 119), w=0.6)
    # operating water
    _label(page, x0 + 160, y + 70, "OPERATING WATER 2 - 6 bar", 6.5, "hebo")
    _line(page, (x0 + 255, y + 82), (x0 + 320, y + 82), w=0.9)
    _valve(page, x0 + 285, y + 82, "SV-4", above=False)
    _line(page, (x0 + 160, y + 82), (x0 + 255, y + 82), w=0.9)


CENTRIVEX_ST = Style(
    body="tiro",
    bold="tibo",
    ital="tiit",
    fs=10,
    left=55,
    right=540,
    top=72,
    h1_upper=True,
    hdr_fill=(0.9, 0.9, 0.9),
    header=_centrivex_header,
    cover=_cover(
        "CENTRIVEX SEPARATION GMBH",
        [
            ("CSX-40", 34, "b"),
            ("Self-cleaning Fuel Oil Separator", 16, "r"),
            ("Operating Manual - Installation, Operation, Service", 11, "i"),
            ("Valid for separators from serial no. 40-2217", 9, "r"),
        ],
        frame=False,
    ),
)

CENTRIVEX_PAGES: list[list[Block]] = [
    [("toc", "Table of Contents")],
    [
        (
            "cols",
            (
                [
                    ("h1", "1 Introduction"),
                    ("h2", "1.1 Intended use"),
                    (
                        "p",
                        "The CSX-40 is a self-cleaning disc stack centrifuge for the cleaning of heavy fuel oil with a "
                        "viscosity of up to 700 cSt at 50 °C and of marine diesel oil. It works either as a purifier, "
                        "with a gravity disc and water seal, or as a clarifier, with the clarifier disc fitted and no "
                        "water seal. Lubricating oil may be treated only after consulting Centrivex.",
                    ),
                    (
                        "p",
                        "Sludge and water are discharged from the bowl periphery through ports which are opened "
                        "hydraulically by operating water. The discharge is initiated by the control unit at set "
                        "intervals or by the water transducer.",
                    ),
                    ("h2", "1.2 Safety"),
                    (
                        "note",
                        (
                            "DANGER",
                            "Never loosen any part of the bowl before the bowl has come to a complete standstill. "
                            "Run-down time without brake is approx. 25 minutes; with the brake applied approx. 8 minutes.",
                        ),
                    ),
                    ("h2", "1.3 Scope of supply"),
                    (
                        "ul",
                        [
                            "Separator CSX-40 with motor and frame",
                            "Control unit CCU-3 with starter",
                            "Operating water module with solenoid valve SV-4",
                            "Water transducer WT-1 and pressure transmitters",
                            "Tool set and lifting tool for the bowl",
                        ],
                    ),
                ],
                [
                    (
                        "note",
                        (
                            "WARNING",
                            "Stop the separator at once if the vibration exceeds 11 mm/s or if unusual noise "
                            "occurs. Do not restart until the cause is found.",
                        ),
                    ),
                    (
                        "p",
                        "The bowl parts are balanced as a set. Parts from different bowls must not be mixed; every part "
                        "carries the last three digits of the bowl serial number.",
                    ),
                    (
                        "p",
                        "Never exceed the bowl speed shown on the nameplate and never change the motor supply frequency. "
                        "Corroded or eroded bowl parts may burst: measure the bowl body wall at each major service.",
                    ),
                    ("h2", "1.4 Identification"),
                    (
                        "p",
                        "The nameplate is on the frame hood. It shows model, serial number, bowl speed, year of "
                        "manufacture and the maximum density of the process liquid (1,010 kg/m³ at 15 °C).",
                    ),
                    (
                        "p",
                        "Separator control is by the Centrivex CCU-3 unit, described in chapter 5.",
                    ),
                    ("h2", "1.5 Related documents"),
                    (
                        "p",
                        "This manual is supplemented by the spare parts catalogue SPC-40, the CCU-3 parameter list and the "
                        "installation drawings of the ship. Where the ship's drawings differ from this manual, the ship's "
                        "drawings apply to the pipework.",
                    ),
                    ("h2", "1.6 Disposal"),
                    (
                        "p",
                        "Sludge is oily waste under MARPOL Annex I and must be led to the sludge tank only. Record sludge "
                        "transfers in the Oil Record Book.",
                    ),
                ],
            ),
        )
    ],
    [
        ("h1", "2 Technical data"),
        ("h2", "2.1 Separator range"),
        (
            "p",
            "The CSX range comprises three sizes with the same bowl design. This manual covers the CSX-40; the "
            "other sizes are given for comparison.",
        ),
        (
            "table",
            dict(
                fs=8.6,
                cols=[
                    "Model",
                    "Max. capacity HFO 380 cSt (l/h)",
                    "Bowl speed (rpm)",
                    "Motor (kW)",
                    "Bowl volume (l)",
                    "Sludge space (l)",
                    "Weight (kg)",
                ],
                w=[1.4, 2.2, 1.5, 1.3, 1.4, 1.4, 1.3],
                align="lcccccc",
                rows=[
                    ["CSX-20", "2,100", "10,500", "7.5", "3.2", "1.1", "540"],
                    ["CSX-40", "4,300", "9,600", "11", "6.8", "2.4", "810"],
                    ["CSX-60", "6,800", "8,400", "15", "11.5", "3.9", "1,150"],
                ],
            ),
        ),
        ("h2", "2.2 Operating data CSX-40"),
        (
            "table",
            dict(
                cols=["Parameter", "Value", "Remark"],
                w=[4, 3, 4],
                rows=[
                    [
                        "Back pressure, clean oil outlet",
                        "1.5 - 2.5 bar",
                        "set with the outlet valve",
                    ],
                    ["Operating water pressure", "2 - 6 bar", "fresh water, hardness < 10 °dH"],
                    ["Operating water per discharge", "approx. 1.5 l", ""],
                    ["Sludge discharge interval", "15 - 120 min", "depends on fuel quality"],
                    ["Motor speed", "1,770 rpm", "440 V 60 Hz"],
                    ["Run-up time", "6 - 9 min", ""],
                    ["Gear housing oil", "4.0 litres", "ISO VG 220 gear oil"],
                    ["Number of discs", "118", "disc stack incl. top disc"],
                    ["Maximum feed temperature", "98 °C (208 °F)", ""],
                ],
            ),
        ),
        (
            "p",
            "The motor current during run-up is approx. 42 A and falls to approx. 14 A at full speed with no "
            "feed. A run-up time longer than 10 minutes indicates worn friction pads.",
        ),
    ],
    [
        (
            "cols",
            (
                [
                    ("h1", "3 Operating principle"),
                    ("h2", "3.1 Purifier mode"),
                    (
                        "p",
                        "Preheated oil enters the bowl through the central inlet pipe and is distributed into the disc "
                        "stack. The heavier phases, water and solids, move outwards along the underside of the discs; "
                        "the clean oil moves inwards and leaves through the paring disc, which builds up the back "
                        "pressure at the outlet.",
                    ),
                    (
                        "p",
                        "In purifier mode the interface between oil and water must lie outside the disc stack but inside "
                        "the top disc edge. Its position is set by the gravity disc. Too large a gravity disc moves the "
                        "interface outwards until the water seal breaks and oil escapes through the water outlet.",
                    ),
                    ("h2", "3.2 Clarifier mode"),
                    (
                        "p",
                        "With a density above 991 kg/m³ the interface cannot be held. Fit the clarifier disc and run the "
                        "separator as a clarifier; water is then removed only by discharge, triggered by the water "
                        "transducer WT-1 in the clean oil outlet.",
                    ),
                ],
                [
                    ("h2", "3.3 Choosing the gravity disc"),
                    (
                        "p",
                        "Select the disc from the oil density at 15 °C. The hole diameter is stamped on each disc.",
                    ),
                    (
                        "table",
                        dict(
                            fs=8.8,
                            cols=["Density at 15 °C (kg/m³)", "Gravity disc (mm)"],
                            w=[3, 2],
                            align="lc",
                            rows=[
                                ["up to 900", "87"],
                                ["901 - 930", "82"],
                                ["931 - 960", "77"],
                                ["961 - 980", "73"],
                                ["981 - 991", "69"],
                                ["above 991", "clarifier"],
                            ],
                        ),
                    ),
                    (
                        "p",
                        "If oil escapes through the water outlet, fit the next smaller gravity disc. If the cleaned oil "
                        "still contains water, fit the next larger disc.",
                    ),
                    (
                        "p",
                        "After every change of bunker, check the density in the bunker delivery note and the disc fitted.",
                    ),
                ],
            ),
        ),
        (
            "draw",
            (230, _centrivex_drawing, "Fig. 3-1  Fuel oil separating system (one separator shown)"),
        ),
    ],
    [
        ("h1", "4 Operation"),
        ("h2", "4.1 Starting the separator"),
        (
            "ol",
            [
                "Check the oil level in the gear housing sight glass (oil to the middle of the glass).",
                "Check that the brake is released and the bowl hood clamps are tight.",
                "Start the motor. The bowl reaches full speed in 6 to 9 minutes.",
                (
                    "When the motor current has dropped to the no-load value:",
                    [
                        "close the bowl: the CCU-3 opens the closing water for 15 seconds;",
                        "in purifier mode fill the water seal: seal water flows for approx. 20 seconds until water "
                        "appears at the water outlet sight glass;",
                        "switch the three-way valve V-3 from recirculation to the separator slowly.",
                    ],
                ),
                "Adjust the outlet valve until PT-2 shows 2.0 bar back pressure at full throughput.",
                "Check the water outlet: no oil may come out. If it does, see 3.3.",
            ],
        ),
        ("h2", "4.2 Separation temperature"),
        ("p", "The fuel must be fed at a constant temperature. Variation must not exceed ±2 °C."),
        (
            "table",
            dict(
                cols=["Fuel", "Separation temperature", "Max. throughput"],
                w=[3, 3, 3],
                align="lcc",
                rows=[
                    ["MDO (DMA)", "40 °C (104 °F)", "100 %"],
                    ["IFO 180", "95 °C (203 °F)", "80 %"],
                    ["HFO 380", "98 °C (208 °F)", "65 %"],
                    ["HFO 700", "98 °C (208 °F)", "45 %"],
                ],
            ),
        ),
        (
            "p",
            "Throughput in per cent of the rated capacity of the model; for best results on heavy fuels run "
            "two separators in parallel at reduced throughput rather than one at full rate.",
        ),
        ("h2", "4.3 Stopping"),
        (
            "p",
            "Switch V-3 to recirculation, make a sludge discharge, stop the motor and apply the brake. Do not "
            "leave the bowl filled with heavy fuel for more than 4 hours when the heater is off.",
        ),
    ],
    [
        ("h1", "5 Alarms (CCU-3)"),
        (
            "p",
            "The CCU-3 shows the alarm code and text on its display and closes the common alarm relay. Alarms "
            "marked STOP close the feed (V-3 to recirculation); VIB stops the motor.",
        ),
        ("h2", "5.1 Alarm list"),
        (
            "table",
            dict(
                fs=8.4,
                cols=["Code", "Display text", "Condition", "Reaction"],
                w=[1.3, 3.2, 4.2, 2.3],
                rows=[
                    ["A-101", "FEED PRESS LOW", "Feed pressure below 0.5 bar", "Alarm"],
                    ["A-102", "OUTLET PRESS HIGH", "Back pressure above 3.0 bar", "Alarm"],
                    [
                        "A-103",
                        "OUTLET PRESS LOW",
                        "Back pressure below 1.0 bar (water seal broken or bowl open)",
                        "Alarm, STOP",
                    ],
                    [
                        "A-110",
                        "OIL TEMP LOW",
                        "Feed temperature 5 °C below set point",
                        "Alarm, STOP",
                    ],
                    ["A-111", "OIL TEMP HIGH", "Feed temperature 5 °C above set point", "Alarm"],
                    ["A-120", "WATER IN OIL", "WT-1 signal above 70 % for 10 s", "Discharge"],
                    ["A-121", "WT-1 FAULT", "Transducer signal out of range", "Alarm"],
                    ["A-130", "SPEED LOW", "Bowl speed below 9,000 rpm", "Alarm, STOP"],
                    ["A-131", "VIBRATION HIGH", "Vibration above 11 mm/s", "VIB (motor stop)"],
                    ["A-140", "DISCHARGE FAIL", "No drop in back pressure at discharge", "Alarm"],
                    ["A-150", "MOTOR OVERLOAD", "Thermal relay tripped", "Motor stop"],
                    ["A-160", "SLUDGE TANK HIGH", "Level switch in sludge tank", "Alarm"],
                    ["A-170", "OP WATER PRESS LOW", "Operating water below 2 bar", "Alarm"],
                ],
            ),
        ),
        ("h2", "5.2 Resetting alarms"),
        (
            "p",
            "Press ACK to silence the buzzer and RESET to clear the alarm once the condition has gone. A-131 "
            "can only be reset after the bowl has stopped; inspect the bowl before restarting.",
        ),
    ],
    [
        ("h1", "6 Maintenance"),
        ("h2", "6.1 Service intervals"),
        (
            "p",
            "Carry out an Intermediate Service (IS) every 2,000 operating hours or 3 months, and a Major "
            "Service (MS) every 8,000 operating hours or 12 months, whichever comes first. Change the gear "
            "housing oil at every IS. Use only genuine service kits; see chapter 8.",
        ),
        ("h2", "6.2 Dismantling the bowl"),
        (
            "table",
            dict(
                fs=8.6,
                cols=["Step", "Action", "Tool / note"],
                w=[0.8, 6, 3.2],
                align="cll",
                rows=[
                    [
                        "1",
                        "Stop the separator, apply the brake and wait until the bowl stands still; check the "
                        "revolution indicator.",
                        "Lock the starter",
                    ],
                    [
                        "2",
                        "Close the operating water supply and remove the inlet and outlet pipes.",
                        "",
                    ],
                    ["3", "Loosen the hood clamps and lift off the frame hood.", ""],
                    [
                        "4",
                        "Unscrew the large lock ring. It has a LEFT-HAND thread.",
                        "Spanner 82-1150",
                    ],
                    ["5", "Lift out the bowl hood with the lifting tool.", "Lifting tool 82-1160"],
                    [
                        "6",
                        "Lift out the disc stack with the distributor; count the discs (118).",
                        "",
                    ],
                    [
                        "7",
                        "Unscrew the bowl body nut (left-hand thread) and pull the bowl body off the spindle.",
                        "Puller 82-1175",
                    ],
                    [
                        "8",
                        "Clean all parts in solvent or Centrivex cleaning liquid. Never use a steel brush or scraper.",
                        "",
                    ],
                ],
            ),
        ),
        (
            "note",
            (
                "CAUTION",
                "The bowl parts are heavy. The bowl hood weighs 28 kg; always use the lifting tool.",
            ),
        ),
    ],
    [
        (
            "cols",
            (
                [
                    ("h2", "6.3 Assembling the bowl"),
                    (
                        "p",
                        "Assemble in reverse order. Grease the spindle cone with a thin film of the special paste and "
                        "tighten the bowl body nut to 300 Nm. Fit new O-rings from the IS kit in the bowl body and the "
                        "sliding bowl bottom.",
                    ),
                    (
                        "p",
                        "Tighten the large lock ring until the alignment marks on the bowl hood and the bowl body line "
                        "up. If the mark on the lock ring passes the mark on the bowl body by more than 25 degrees, the "
                        "disc stack has lost compression: add one extra disc.",
                    ),
                    ("h2", "6.4 Friction coupling"),
                    (
                        "p",
                        "The motor drives the horizontal shaft through a friction coupling with three pads. Replace all "
                        "pads together when the run-up time exceeds 10 minutes or the pad thickness is below 3 mm.",
                    ),
                ],
                [
                    ("h2", "6.5 Brake"),
                    (
                        "p",
                        "The brake lining must be at least 2 mm thick. Worn linings prolong the stopping time and must be "
                        "replaced before the next start.",
                    ),
                    ("h2", "6.6 Spindle bearings"),
                    (
                        "p",
                        "Replace the spindle ball bearings at every Major Service, or earlier if the vibration reaches "
                        "7 mm/s in normal operation. Heat the new bearings to 80 °C (176 °F) before mounting; never "
                        "heat with an open flame.",
                    ),
                    ("h2", "6.7 Gear housing"),
                    (
                        "p",
                        "Drain the gear oil while warm. Check the worm wheel for wear and pitting through the inspection "
                        "cover; the backlash must not exceed 0.4 mm.",
                    ),
                ],
            ),
        ),
        ("h2", "6.8 Inspection limits at Major Service"),
        (
            "table",
            dict(
                cols=["Part", "Check", "Limit"],
                w=[4, 4, 3],
                rows=[
                    ["Bowl body, sludge ports", "Erosion depth", "max. 1.0 mm"],
                    ["Bowl body wall", "Corrosion pitting depth", "max. 0.5 mm"],
                    ["Spindle top cone", "Radial runout", "max. 0.04 mm"],
                    ["Lock ring threads", "Galling, burrs", "none permitted"],
                    ["Paring disc", "Height above the paring chamber cover", "2.0 - 3.0 mm"],
                    ["Discs", "Dents, deformation", "replace damaged discs"],
                ],
            ),
        ),
        (
            "p",
            "Record the measured values in the service report SR-40 and keep it with the separator log.",
        ),
    ],
    [
        ("h1", "7 Troubleshooting"),
        (
            "table",
            dict(
                fs=8.6,
                cols=["Symptom", "Cause", "Remedy"],
                w=[3, 4, 4],
                rows=[
                    [
                        "Bowl does not open for discharge",
                        "Operating water pressure too low; solenoid valve SV-4 "
                        "faulty; nozzles in the operating water system clogged",
                        "Check 2 - 6 bar; check coil and plunger of SV-4; clean the nozzles",
                    ],
                    [
                        "Bowl does not close after discharge",
                        "Seal ring in the sliding bowl bottom damaged; closing water not supplied",
                        "Replace the seal ring; check the closing water line",
                    ],
                    [
                        "Oil in the water outlet",
                        "Gravity disc too large; water seal not filled; temperature too high",
                        "Fit the next smaller disc; fill the water seal; check the heater",
                    ],
                    [
                        "Water in the cleaned oil",
                        "Gravity disc too small; discharge interval too long",
                        "Fit the next larger disc; shorten the interval",
                    ],
                    [
                        "Separator vibrates",
                        "Bowl assembled wrongly; uneven sludge deposits; spindle bearings worn",
                        "Stop; check the bowl assembly and marks; clean the bowl; replace the bearings",
                    ],
                    [
                        "Long run-up time (over 10 min)",
                        "Friction pads worn or oily; brake applied",
                        "Replace the friction pads; release the brake",
                    ],
                    [
                        "Poor separation",
                        "Throughput too high; separation temperature too low",
                        "Reduce the feed to the table in 4.2; raise the temperature",
                    ],
                ],
            ),
        ),
        ("h1", "8 Service kits"),
        (
            "table",
            dict(
                fs=8.6,
                cols=["Kit", "Part no.", "Contents", "Qty"],
                w=[3, 2, 5, 1],
                align="lllc",
                rows=[
                    [
                        "Intermediate service kit",
                        "40-9001",
                        "O-rings, seal rings, gaskets for IS",
                        "1",
                    ],
                    [
                        "Major service kit",
                        "40-9002",
                        "IS kit plus spindle bearings and springs",
                        "1",
                    ],
                    ["Friction pad set", "40-3320", "Friction pads with rivets", "3"],
                    ["Brake lining", "40-3410", "Brake lining, bonded", "1"],
                ],
            ),
        ),
    ],
]


# ================================================================ 3. PELAGIA ballast water treatment


def _pelagia_header(page: Any, st: Style, i: int, n: int) -> None:
    page.draw_rect(fitz.Rect(0, 24, PAGE_W, 52), color=None, fill=(0.12, 0.2, 0.38))
    page.insert_text((st.left, 42), "AquaSol UV-500", fontname="hebo", fontsize=11, color=(1, 1, 1))
    t = "Ballast Water Treatment System  |  O&M Manual"
    page.insert_text(
        (st.right - fitz.get_text_length(t, fontname="helv", fontsize=8.5), 42),
        t,
        fontname="helv",
        fontsize=8.5,
        color=(1, 1, 1),
    )
    t = f"PMS-OM-500  Issue C        Page {i}"
    page.insert_text(
        (st.right - fitz.get_text_length(t, fontname="helv", fontsize=7.5), 810),
        t,
        fontname="helv",
        fontsize=7.5,
        color=(0.3, 0.3, 0.3),
    )
    page.insert_text(
        (st.left, 810),
        "Pelagia Marine Systems Ltd.",
        fontname="helv",
        fontsize=7.5,
        color=(0.3, 0.3, 0.3),
    )


def _pelagia_drawing(page: Any, x0: float, y0: float, x1: float, st: Style) -> None:
    page.draw_rect(fitz.Rect(x0, y0, x1, y0 + 300), color=(0.3, 0.3, 0.3), width=0.5)
    y = y0 + 70
    _label(page, x0 + 6, y - 20, "SEA CHEST", 7, "hebo")
    _line(page, (x0 + 10, y), (x0 + 40, y), w=1.4)
    page.draw_circle((x0 + 55, y), 14, color=(0, 0, 0), width=1)
    _label(page, x0 + 47, y + 3, "P-1", 7, "hebo")
    _label(page, x0 + 36, y + 26, "ballast pump", 6.5)
    _line(page, (x0 + 69, y), (x0 + 100, y), w=1.4)
    _valve(page, x0 + 108, y, "BV-101")
    _line(page, (x0 + 114, y), (x0 + 150, y), w=1.4)
    _instr(page, x0 + 136, y - 28, "PT-101")
    _line(page, (x0 + 136, y), (x0 + 136, y - 17), w=0.6)
    _box(page, x0 + 150, y - 22, 55, 44, "F-101", sub="40 µm filter")
    _line(page, (x0 + 205, y), (x0 + 250, y), w=1.4)
    _instr(page, x0 + 222, y - 28, "PT-102")
    _line(page, (x0 + 222, y), (x0 + 222, y - 17), w=0.6)
    _instr(page, x0 + 262, y, "FT-101")
    _line(page, (x0 + 273, y), (x0 + 300, y), w=1.4)
    # split to two reactors
    _line(page, (x0 + 300, y - 35), (x0 + 300, y + 55), w=1.4)
    for dy, tag, ui in ((-35, "UV-1", "UVI-1"), (55, "UV-2", "UVI-2")):
        _line(page, (x0 + 300, y + dy), (x0 + 325, y + dy), w=1.4)
        _box(page, x0 + 325, y + dy - 15, 70, 30, tag, sub="UV reactor")
        _instr(page, x0 + 360, y + dy - 27, ui, r=10)
        _line(page, (x0 + 395, y + dy), (x0 + 420, y + dy), w=1.4)
    _line(page, (x0 + 420, y - 35), (x0 + 420, y + 55), w=1.4)
    _line(page, (x0 + 420, y + 10), (x0 + 432, y + 10), w=1.4)
    _valve(page, x0 + 440, y + 10, "BV-104", above=False)
    _line(page, (x0 + 446, y + 10), (x1 - 8, y + 10), w=1.4)
    _arrow(page, x1 - 8, y + 10)
    _label(page, x0 + 428, y - 14, "TO BALLAST", 6.5, "hebo")
    _label(page, x0 + 428, y - 5, "TANKS", 6.5, "hebo")
    _instr(page, x0 + 420, y + 80, "TT-1", r=10)
    _line(page, (x0 + 420, y + 55), (x0 + 420, y + 70), w=0.6)
    # backflush from filter down overboard
    _line(page, (x0 + 178, y + 22), (x0 + 178, y + 60), w=1.0)
    _valve(page, x0 + 178, y + 66, "BV-105", vertical=True)
    _line(page, (x0 + 178, y + 72), (x0 + 178, y + 95), w=1.0)
    _arrow(page, x0 + 178, y + 95, "d")
    _label(page, x0 + 150, y + 106, "backflush overboard", 6.5)
    # filter bypass (deballasting)
    _line(page, (x0 + 118, y), (x0 + 118, y - 50), (x0 + 240, y - 50), (x0 + 240, y), w=0.9)
    _valve(page, x0 + 182, y - 50, "BV-102 filter bypass")
    # emergency bypass around everything (sealed)
    yb = y + 175
    _line(
        page,
        (x0 + 90, y),
        (x0 + 90, yb),
        (x0 + 468, yb),
        (x0 + 468, y + 10),
        w=0.9,
        dashes="[4 2] 0",
    )
    _valve(page, x0 + 260, yb, "BV-103 emergency bypass (sealed closed)", above=False)
    # CIP
    yc = y + 130
    page.draw_circle((x0 + 360, yc), 10, color=(0, 0, 0), width=1)
    _label(page, x0 + 353, yc + 3, "P-2", 6.5, "hebo")
    _box(page, x0 + 395, yc - 13, 44, 26, "T-1", sub="CIP tank")
    _line(page, (x0 + 395, yc), (x0 + 370, yc), w=0.8)
    _line(page, (x0 + 360, yc - 10), (x0 + 360, y + 70), w=0.8)
    _valve(page, x0 + 360, y + 92, "BV-106", vertical=True)
    _label(
        page, x0 + 8, y0 + 292, "Solid line: treatment flow.  Dashed line: emergency bypass.", 6.5
    )


PELAGIA_ST = Style(
    body="helv",
    bold="hebo",
    ital="heit",
    fs=9.3,
    left=58,
    right=537,
    top=78,
    h1_upper=False,
    hdr_fill=(0.78, 0.84, 0.93),
    header=_pelagia_header,
    cover=_cover(
        "Pelagia Marine Systems Ltd.  -  Glasgow",
        [
            ("AquaSol UV-500", 30, "b"),
            ("Ballast Water Treatment System", 16, "r"),
            ("Filtration + medium-pressure UV, 500 m³/h", 11, "i"),
            ("Operation & Maintenance Manual  PMS-OM-500  Issue C", 10, "r"),
        ],
    ),
)

PELAGIA_PAGES: list[list[Block]] = [
    [
        ("toc", "Contents"),
        ("space", 14),
        (
            "table",
            dict(
                title="Revision record",
                fs=8.3,
                cols=["Issue", "Date", "Changes"],
                w=[1, 2, 7],
                rows=[
                    ["A", "2019-03", "First issue"],
                    ["B", "2020-11", "UVT limit lowered after USCG testing; CIP procedure revised"],
                    ["C", "2022-06", "New lamp drive cabinets; alarm list renumbered (BW-2xx)"],
                ],
            ),
        ),
    ],
    [
        ("h1", "1  System overview"),
        (
            "p",
            "The AquaSol UV-500 treats ballast water in two steps: mechanical filtration in an automatic "
            "backflushing screen filter with 40 µm mesh, followed by disinfection in two medium-pressure UV "
            "reactors working in parallel. Water is treated on uptake and treated again on discharge; on "
            "discharge the filter is bypassed so that sediment is not returned to the filter.",
        ),
        (
            "p",
            "The system is type approved under the BWMS Code (IMO resolution MEPC.300(72)) and by the US Coast "
            "Guard. The approval covers fresh, brackish and sea water with a UV transmittance (UVT) down to "
            "42 %. There is no minimum holding time in the tanks.",
        ),
        ("h2", "1.1  Main components"),
        (
            "ul",
            [
                "Filter unit F-101 with backflush motor and differential pressure transmitters PT-101/PT-102",
                "Two UV reactors UV-1 and UV-2, each with six lamps, UV intensity sensor and automatic wiper",
                "Two lamp drive cabinets LDC-1 and LDC-2, one per reactor, air cooled",
                "Control cabinet CC-1 with 12-inch touch screen (HMI) and data logger",
                "Cleaning-in-place (CIP) unit with tank T-1 and pump P-2",
                "Flow transmitter FT-101 and remote panel on the bridge",
            ],
        ),
        ("h2", "1.2  Safety"),
        (
            "note",
            (
                "WARNING - UV-C RADIATION",
                "UV-C light burns skin and eyes within seconds. Never look into a "
                "reactor sight port or open a lamp end cap while the lamps are energised.",
            ),
        ),
        (
            "note",
            (
                "CAUTION - MERCURY",
                "Each lamp contains approx. 30 mg of mercury. Collect broken lamps with "
                "the spill kit and land them as hazardous waste; never dispose of them overboard.",
            ),
        ),
        (
            "p",
            "The lamp drive cabinets operate at up to 1,000 V DC. Only persons with the Pelagia electrical "
            "training may open them, and only after waiting 5 minutes for the capacitors to discharge.",
        ),
    ],
    [
        ("h1", "2  Design data"),
        (
            "p",
            "The design data below apply to the standard UV-500 configuration with two reactors.",
        ),
        (
            "table",
            dict(
                ruled=False,
                fs=9,
                w=[5, 4, 4],
                rows=[
                    ["Rated treatment capacity (TRC)", "500 m³/h", "2,200 US gpm"],
                    ["Minimum treatment flow", "100 m³/h", "440 US gpm"],
                    ["Design pressure", "10 bar", "145 psi"],
                    ["Minimum inlet pressure", "2.0 bar", "29 psi"],
                    ["Pressure loss at TRC, clean filter", "0.6 bar", "8.7 psi"],
                    ["Filter mesh", "40 µm", ""],
                    ["Backflush trigger, filter dP", "0.5 bar", "7.3 psi"],
                    ["Backflush duration", "approx. 45 s", ""],
                    ["Water temperature", "0 to 40 °C", "32 to 104 °F"],
                    ["Salinity", "0 to 35 PSU", "all waters"],
                    ["UV reactors", "2 x 250 m³/h", ""],
                    ["Lamps per reactor", "6 x 4 kW", "medium pressure"],
                    ["Lamp life (guaranteed)", "3,000 h", ""],
                    ["Minimum UV transmittance", "42 %", ""],
                    ["Power consumption at TRC", "58 kW", ""],
                    ["Power supply", "440 V, 3 ph, 60 Hz", ""],
                    ["Ambient temperature, cabinets", "max. 45 °C", "113 °F"],
                ],
            ),
        ),
        ("h2", "2.1  Electrical notes"),
        (
            "p",
            "CC-1 is supplied from the main switchboard and buffered by a UPS for 15 minutes so that the data "
            "logger keeps recording during a blackout. The lamp drive cabinets are supplied separately and "
            "must be on a non-essential consumer group that is shed before the ballast pumps.",
        ),
        ("h2", "2.2  Location"),
        (
            "p",
            "The reactors may be installed in a hazardous area only in the Ex version UV-500-EX; the standard "
            "version described here is for the engine room.",
        ),
    ],
    [
        ("h1", "3  System diagram"),
        (
            "p",
            "The simplified diagram shows the standard arrangement. Tags are the same as on the HMI mimic.",
        ),
        ("draw", (300, _pelagia_drawing, "Fig. 3-1  Simplified P&ID, AquaSol UV-500")),
        (
            "p",
            "BV-101 and BV-104 are the system inlet and outlet valves and close on any trip. BV-102 bypasses "
            "the filter during deballasting. BV-103 is the emergency bypass: it is sealed closed and every "
            "opening is recorded in the log with time and ship position. BV-105 opens during backflush, and "
            "BV-106 connects the CIP circuit to the reactors.",
        ),
        (
            "p",
            "All valves are pneumatically actuated (6 bar control air) and fail closed, except BV-105 which "
            "fails open to protect the filter.",
        ),
    ],
    [
        ("h1", "4  Operation"),
        ("h2", "4.1  Ballasting"),
        (
            "table",
            dict(
                fs=8.6,
                cols=["Step", "Operator action", "System response"],
                w=[0.8, 4.5, 4.5],
                align="cll",
                rows=[
                    [
                        "1",
                        "On the HMI select BALLAST and the tanks to be filled.",
                        "Lamps start; the HMI shows UV WARM-UP.",
                    ],
                    [
                        "2",
                        "Wait until the HMI shows READY (approx. 3 minutes).",
                        "UV intensity is above the set point in both reactors.",
                    ],
                    [
                        "3",
                        "Start the ballast pump P-1.",
                        "BV-101 and BV-104 open; the filter is in service.",
                    ],
                    [
                        "4",
                        "Open the tank valves from the ballast console.",
                        "Flow is shown from FT-101; the system throttles above 500 m³/h.",
                    ],
                    [
                        "5",
                        "Monitor filter dP and UV intensity.",
                        "Automatic backflush at 0.5 bar dP.",
                    ],
                    [
                        "6",
                        "At the end press STOP, then stop P-1.",
                        "Lamps cool down for 2 minutes; the reactors are "
                        "flushed with treated water.",
                    ],
                ],
            ),
        ),
        ("h2", "4.2  Deballasting"),
        (
            "ol",
            [
                "Select DEBALLAST on the HMI. BV-102 opens and the filter is bypassed.",
                "Wait for READY, then start the ballast pump.",
                "The water passes both UV reactors a second time; the same UV dose limits apply as on uptake.",
                "Keep the flow below 500 m³/h; above this value the system raises alarm BW-201.",
            ],
        ),
        ("h2", "4.3  Stopping and restart"),
        (
            "p",
            "Medium-pressure lamps cannot be restarted while hot. After a stop the lamps need at least "
            "5 minutes before they can be ignited again; the HMI blocks the start during this time.",
        ),
        ("h2", "4.4  Operation in fresh water ports"),
        (
            "p",
            "In fresh or turbid water the UVT may fall below 42 %. The system then trips with BW-251 and "
            "ballasting must be stopped or continued with the flow reduced until the UVT recovers.",
        ),
    ],
    [
        ("h1", "5  Alarms and trips"),
        (
            "p",
            "Alarms (A) are shown on the HMI and the bridge panel and do not stop treatment. Trips (T) stop "
            "treatment: BV-101 and BV-104 close and the ballast pump receives a stop signal. All events are "
            "logged.",
        ),
        ("h2", "5.1  Bridge remote panel"),
        (
            "table",
            dict(
                fs=8.5,
                cols=["Indicator", "Colour", "Meaning"],
                w=[2.5, 2.5, 6],
                rows=[
                    [
                        "TREATING",
                        "green, steady",
                        "Treatment in progress, all values within limits",
                    ],
                    ["ALARM", "yellow, flashing", "Unacknowledged alarm; steady when acknowledged"],
                    ["TRIP", "red, flashing", "Treatment stopped; BV-101 and BV-104 closed"],
                    ["BYPASS", "red, steady", "Emergency bypass BV-103 open"],
                ],
            ),
        ),
        (
            "p",
            "The buzzer on the remote panel can be silenced from the bridge, but alarms can only be reset at "
            "the HMI in the engine room.",
        ),
        ("h2", "5.2  Alarm list"),
        (
            "table",
            dict(
                fs=8.5,
                cols=["Code", "Message", "Condition", "Type"],
                w=[1.3, 3.5, 4.8, 0.9],
                align="lllc",
                rows=[
                    ["BW-201", "FLOW HIGH", "Flow above 525 m³/h for 30 s", "A"],
                    ["BW-202", "FLOW LOW", "Flow below 100 m³/h during treatment", "A"],
                    [
                        "BW-210",
                        "UV INTENSITY LOW",
                        "Intensity below set point for 20 s in either reactor",
                        "T",
                    ],
                    ["BW-211", "UV LAMP FAILURE", "One lamp not lit", "A"],
                    ["BW-212", "UV LAMPS FAILED", "Two or more lamps not lit in one reactor", "T"],
                    ["BW-220", "REACTOR TEMP HIGH", "Water in reactor above 55 °C (no flow)", "T"],
                    ["BW-221", "LDC TEMP HIGH", "Lamp drive cabinet above 50 °C", "A"],
                    ["BW-230", "FILTER DP HIGH", "Filter dP above 0.8 bar", "A"],
                    ["BW-231", "FILTER DP HIGH-HIGH", "Filter dP above 1.2 bar", "T"],
                    [
                        "BW-232",
                        "BACKFLUSH CONTINUOUS",
                        "More than 10 backflushes in 10 minutes",
                        "A",
                    ],
                    ["BW-240", "INLET PRESS LOW", "Inlet pressure below 2.0 bar", "A"],
                    ["BW-241", "CONTROL AIR LOW", "Control air below 4.5 bar", "A"],
                    [
                        "BW-245",
                        "VALVE POSITION FAULT",
                        "Valve not in commanded position within 20 s",
                        "T",
                    ],
                    [
                        "BW-250",
                        "WIPER FAULT",
                        "Wiper motor overcurrent or end switch not reached",
                        "A",
                    ],
                    ["BW-251", "UVT LOW", "UV transmittance below 42 %", "T"],
                    ["BW-252", "UVT SENSOR FAULT", "UVT reading out of range", "A"],
                    ["BW-253", "UV SENSOR FAULT", "Intensity sensor signal lost", "T"],
                ],
            ),
        ),
    ],
    [
        (
            "table",
            dict(
                fs=8.5,
                w=[1.3, 3.5, 4.8, 0.9],
                align="lllc",
                rows=[
                    ["BW-260", "CIP TANK LEVEL LOW", "Level in T-1 below 20 %", "A"],
                    ["BW-270", "BYPASS OPEN", "BV-103 not in closed position", "A"],
                    ["BW-280", "LDC COMMUNICATION", "No data from LDC-1 or LDC-2 for 5 s", "T"],
                    ["BW-290", "POWER FAILURE", "CC-1 running on UPS", "A"],
                    ["BW-291", "UPS BATTERY LOW", "UPS battery below 20 %", "A"],
                ],
            ),
        ),
        ("h2", "5.3  Acknowledging and resetting"),
        (
            "p",
            "Acknowledge alarms on the HMI or on the bridge panel. A trip can be reset only when its cause has "
            "cleared; after BW-210, BW-212 or BW-220 the reset is also blocked until 5 minutes have passed "
            "since the lamps were switched off.",
        ),
        ("h2", "5.4  Data log"),
        (
            "p",
            "The data logger records flow, UV intensity, filter dP, lamp status, valve positions and ship "
            "position every 10 seconds during treatment and keeps the data for 24 months. Export the log to "
            "USB from the SERVICE menu for port state control.",
        ),
        (
            "note",
            (
                "NOTE",
                "Entries in the ballast water record book must agree with the data log. Any treatment "
                "with a trip or with BV-103 open shall be recorded as non-treated ballast.",
            ),
        ),
    ],
    [
        ("h1", "6  Maintenance"),
        ("h2", "6.1  UV lamp replacement"),
        (
            "ol",
            [
                (
                    "Isolate the reactor:",
                    [
                        "switch the LDC of the reactor OFF and lock the isolator;",
                        "wait 10 minutes for the lamps to cool down;",
                        "close BV-101 and BV-104 and drain the reactor through its drain cock.",
                    ],
                ),
                "Remove the lamp end cap and disconnect the lamp cable.",
                "Withdraw the lamp from the quartz sleeve, holding it by its ceramic ends only. Never touch the "
                "quartz with bare hands; fingerprints burn into the quartz.",
                "Replace the sleeve O-rings at every lamp change.",
                "Insert the new lamp, reconnect the cable and fit the end cap.",
                "Reset the lamp hour counter for that lamp in the SERVICE menu.",
            ],
        ),
        ("h2", "6.2  Cleaning in place (CIP)"),
        (
            "p",
            "The wiper removes most deposits, but scale builds up on the quartz sleeves in hard water. Carry out "
            "a CIP cleaning when the UV intensity after a wiper cycle stays below 80 % of the new-lamp value, "
            "and at least every 6 months. Fill T-1 (200 litres) with 5 % citric acid solution and circulate it "
            "through the reactors with P-2 for 60 minutes. Flush with fresh water before returning to "
            "service.",
        ),
        ("h2", "6.3  Filter"),
        (
            "p",
            "Inspect the filter screen through the inspection cover if backflushes become frequent. Clean the "
            "screen with a soft brush and fresh water. The suction scanner nozzles must clear the screen by "
            "1.0 to 1.5 mm.",
        ),
    ],
    [
        ("h2", "6.4  Maintenance schedule"),
        (
            "table",
            dict(
                fs=8.5,
                cols=["Task", "Weekly", "Monthly", "6 months", "Annually", "3,000 h lamp"],
                w=[6, 1.4, 1.4, 1.4, 1.4, 1.6],
                align="lccccc",
                rows=[
                    ["Check HMI event log and lamp hours", "X", "", "", "", ""],
                    ["Check wiper operation (manual cycle)", "X", "", "", "", ""],
                    ["Check control air pressure at valve actuators", "", "X", "", "", ""],
                    ["Inspect LDC air filters, clean", "", "X", "", "", ""],
                    ["CIP cleaning of reactors", "", "", "X", "", ""],
                    [
                        "Calibrate UV intensity sensors against reference sensor",
                        "",
                        "",
                        "",
                        "X",
                        "",
                    ],
                    ["Inspect filter screen and scanner", "", "", "", "X", ""],
                    ["Test BV-103 seal and position switch", "", "", "", "X", ""],
                    ["Replace UV lamps", "", "", "", "", "X"],
                    ["Replace quartz sleeve O-rings", "", "", "", "", "X"],
                    ["Replace wiper rings", "", "", "", "", "X"],
                ],
            ),
        ),
        ("h1", "7  Spare parts"),
        ("p", "Recommended on-board spares for one UV-500 system."),
        (
            "table",
            dict(
                fs=8.5,
                cols=["Item", "Part number", "Description", "Qty"],
                w=[1, 2.6, 6, 1],
                align="lllc",
                rows=[
                    ["1", "PMS-UV4K-01", "UV lamp 4 kW, medium pressure", "12"],
                    ["2", "PMS-QS-220", "Quartz sleeve", "2"],
                    ["3", "PMS-OR-075", "O-ring set, quartz sleeve", "12"],
                    ["4", "PMS-UVS-10", "UV intensity sensor", "1"],
                    ["5", "PMS-WP-31", "Wiper ring set", "2"],
                    ["6", "PMS-FE-40", "Filter screen element, 40 µm", "1"],
                    ["7", "PMS-CIP-CA", "Citric acid, 25 kg", "2"],
                    ["8", "PMS-SPK-01", "Mercury spill kit", "1"],
                ],
            ),
        ),
    ],
]


# ================================================================ 4. HOKUSEI emergency generator


def _hokusei_header(page: Any, st: Style, i: int, n: int) -> None:
    page.draw_rect(fitz.Rect(st.left, 34, st.right, 54), color=(0, 0, 0), width=0.8)
    page.insert_text((st.left + 6, 48), "HOKUSEI DIESEL WORKS, LTD.", fontname="hebo", fontsize=8.5)
    t = "HD-6LE  EMERGENCY GENERATOR SET"
    page.insert_text(
        (st.right - 6 - fitz.get_text_length(t, fontname="helv", fontsize=8.5), 48),
        t,
        fontname="helv",
        fontsize=8.5,
    )
    t = f"- {i} -"
    page.insert_text(
        ((PAGE_W - fitz.get_text_length(t, fontname="helv", fontsize=9)) / 2, 812),
        t,
        fontname="helv",
        fontsize=9,
    )
    page.insert_text(
        (st.right - fitz.get_text_length("No. HDW-E-6LE-07", fontname="helv", fontsize=7), 812),
        "No. HDW-E-6LE-07",
        fontname="helv",
        fontsize=7,
    )


def _hokusei_drawing(page: Any, x0: float, y0: float, x1: float, st: Style) -> None:
    page.draw_rect(fitz.Rect(x0, y0, x1, y0 + 230), color=(0.3, 0.3, 0.3), width=0.5)
    ex, ey, ew, eh = x0 + 150, y0 + 80, 130, 80
    _box(page, ex, ey, ew, eh, "ENGINE", fs=9, sub="HD-6LE jacket")
    _box(page, x0 + 370, y0 + 60, 60, 120, "R-1", sub="radiator")
    _box(page, x0 + 380, y0 + 14, 55, 26, "T-1", sub="exp. tank")
    _instr(page, x0 + 455, y0 + 27, "LS-1", r=10)
    _line(page, (x0 + 435, y0 + 27), (x0 + 445, y0 + 27), w=0.6)
    # engine outlet -> thermostat -> radiator top
    _line(page, (ex + ew, ey + 15), (x0 + 300, ey + 15), w=1.2)
    _box(page, x0 + 300, ey - 25, 36, 50, "TV-1", fs=7, sub="thermostat")
    _line(page, (x0 + 336, ey + 15), (x0 + 370, ey + 15), w=1.2)
    # bypass from thermostat to pump inlet
    _line(page, (x0 + 318, ey + 25), (x0 + 318, ey + 110), w=0.9, dashes="[3 2] 0")
    _label(page, x0 + 322, ey + 100, "bypass", 6.5)
    # radiator bottom -> pump -> engine
    _line(
        page,
        (x0 + 370, y0 + 165),
        (x0 + 318, y0 + 165),
        (x0 + 318, ey + 110),
        (x0 + 120, ey + 110),
        (x0 + 120, ey + eh - 15),
        (ex, ey + eh - 15),
        w=1.2,
    )
    page.draw_circle((x0 + 250, ey + 110), 12, color=(0, 0, 0), width=1, fill=(1, 1, 1))
    _label(page, x0 + 243, ey + 113, "P-1", 7, "hebo")
    _label(page, x0 + 225, ey + 133, "jacket water pump", 6.5)
    _line(page, (x0 + 395, y0 + 40), (x0 + 395, y0 + 60), w=0.8)
    # preheater loop
    _box(page, x0 + 20, ey + 5, 60, 34, "H-1", sub="preheater")
    page.draw_circle((x0 + 50, ey - 25), 10, color=(0, 0, 0), width=1)
    _label(page, x0 + 43, ey - 22, "P-4", 6.5, "hebo")
    _line(page, (x0 + 50, ey - 15), (x0 + 50, ey + 5), w=0.9)
    _line(page, (x0 + 80, ey + 22), (ex, ey + 22), w=0.9)
    _line(page, (x0 + 60, ey - 25), (ex + 20, ey - 25), (ex + 20, ey), w=0.9)
    _instr(page, ex + 60, ey - 25, "TE-3", r=10)
    _instr(page, ex + 95, ey - 25, "TS-3", r=10)
    _line(page, (ex + 60, ey - 15), (ex + 60, ey), w=0.6)
    _line(page, (ex + 95, ey - 15), (ex + 95, ey), w=0.6)
    _valve(page, ex + 40, ey + eh + 22, "V-7 drain", vertical=True)
    _line(page, (ex + 40, ey + eh), (ex + 40, ey + eh + 16), w=0.8)
    _box(page, x0 + 20, ey + 95, 50, 30, "E-1", fs=7, sub="LO cooler")
    _line(page, (x0 + 70, ey + 110), (x0 + 120, ey + 110), w=0.9)
    _label(
        page,
        x0 + 8,
        y0 + 222,
        "P-1 engine driven.  H-1 / P-4 on shore-side 440 V supply from ESB.",
        6.5,
    )


HOKUSEI_ST = Style(
    body="helv",
    bold="hebo",
    ital="heit",
    fs=9.2,
    left=62,
    right=533,
    top=74,
    h1_upper=False,
    hdr_fill=(0.88, 0.88, 0.88),
    header=_hokusei_header,
    cover=_cover(
        "HOKUSEI DIESEL WORKS, LTD.   ONOMICHI, JAPAN",
        [
            ("INSTRUCTION BOOK", 13, "r"),
            ("EMERGENCY GENERATOR SET", 20, "b"),
            ("Engine HD-6LE / Generator HG-250B", 14, "r"),
            ("250 kVA  450 V  60 Hz", 12, "r"),
            ("No. HDW-E-6LE-07", 9, "r"),
        ],
    ),
)

HOKUSEI_PAGES: list[list[Block]] = [
    [("toc", "CONTENTS")],
    [
        ("h1", "Chapter 1  Principal particulars"),
        (
            "cols",
            (
                [
                    ("h3", "1.1 Engine"),
                    (
                        "kv",
                        dict(
                            key_w=92,
                            rows=[
                                ("Model", "HD-6LE"),
                                (
                                    "Type",
                                    "4-stroke, vertical, in-line, direct injection, turbocharged",
                                ),
                                ("Cylinders", "6"),
                                ("Bore x stroke", "135 x 150 mm"),
                                ("Displacement", "12.9 L"),
                                ("Compression ratio", "16.5 : 1"),
                                ("Firing order", "1-5-3-6-2-4"),
                                ("Rotation", "counter-clockwise, seen from flywheel"),
                                ("Cooling", "radiator, engine-driven fan"),
                                ("Fuel", "MGO (DMA) only"),
                                ("SFOC", "215 g/kWh at 100 % load"),
                            ],
                        ),
                    ),
                ],
                [
                    ("h3", "1.2 Generator"),
                    (
                        "kv",
                        dict(
                            key_w=92,
                            rows=[
                                ("Model", "HG-250B"),
                                ("Type", "brushless, self-excited, with AVR"),
                                ("Output", "250 kVA / 200 kW at p.f. 0.8"),
                                ("Voltage", "450 V, 3 ph, 60 Hz"),
                                ("Insulation", "class H (temperature rise class F)"),
                            ],
                        ),
                    ),
                    ("h3", "1.3 Capacities"),
                    (
                        "kv",
                        dict(
                            key_w=92,
                            rows=[
                                ("Lube oil sump", "38 L, SAE 15W-40 (API CI-4)"),
                                ("Coolant", "52 L, 50 % ethylene glycol"),
                                ("Fuel day tank", "1,000 L (approx. 18 h at full load)"),
                                ("Start batteries", "2 x 24 V, 200 Ah"),
                            ],
                        ),
                    ),
                ],
            ),
        ),
        ("h2", "1.4 Operating limits"),
        (
            "p",
            "The set delivers full output up to an ambient temperature of 45 °C (113 °F) and an intake "
            "air temperature of 50 °C (122 °F). Above these values derate by 2 % per 5 °C. The engine can "
            "take 100 % load in one step from standstill only after the preheater has held the jacket "
            "water at 40 °C (104 °F); from cold, apply load in two steps of 50 %.",
        ),
        (
            "p",
            "Normal running values at full load: lube oil pressure 3.5 - 5.0 bar (51 - 73 psi), jacket water "
            "outlet 80 - 90 °C (176 - 194 °F), exhaust after turbocharger max. 520 °C (968 °F).",
        ),
        ("h2", "1.5 Ratings at 50 Hz and 60 Hz"),
        ("p", "The same set is supplied for 50 Hz ships with governor and AVR set accordingly."),
        (
            "table",
            dict(
                fs=8.6,
                cols=[
                    "Frequency",
                    "Speed",
                    "Output (kVA)",
                    "Output (kW)",
                    "Voltage",
                    "Fuel at 100 % (l/h)",
                    "Overspeed trip",
                ],
                w=[1.5, 1.5, 1.5, 1.5, 1.3, 1.8, 1.7],
                align="ccccccc",
                rows=[
                    ["50 Hz", "1500 rpm", "220", "176", "400 V", "44", "1,725 rpm"],
                    ["60 Hz", "1800 rpm", "250", "200", "450 V", "51", "2,070 rpm"],
                ],
            ),
        ),
    ],
    [
        ("h1", "Chapter 2  Starting system"),
        (
            "p",
            "The primary starting system is electric: a 24 V starter motor fed from battery bank A, with bank B "
            "as stand-by. The secondary, independent starting system is a hydraulic starter with a hand pump "
            "and accumulator charged to 210 bar (3,050 psi). The hydraulic starter gives at least three "
            "starts from one charge.",
        ),
        (
            "p",
            "When the emergency switchboard (ESB) loses voltage from the main switchboard, the set starts "
            "automatically and is connected to the ESB within 45 seconds. The control unit makes three start "
            "attempts of 10 seconds with 10 second pauses; after the third failed attempt it gives the START "
            "FAILURE alarm and blocks further automatic attempts.",
        ),
        (
            "note",
            (
                "CAUTION",
                "Do not crank the engine for more than 10 seconds at a time with the electric starter. "
                "Let the starter motor cool for 2 minutes after three attempts.",
            ),
        ),
        ("h2", "2.1 Hydraulic starting"),
        (
            "ol",
            [
                "Check the accumulator pressure gauge; charge with the hand pump to 210 bar if lower.",
                "Set the fuel rack to the START position with the lever on the governor.",
                "Pull the hydraulic start lever fully and hold it until the engine fires.",
                "Release the lever. Recharge the accumulator at once.",
            ],
        ),
        ("h2", "2.2 Batteries and charger"),
        (
            "p",
            "The battery charger keeps both banks on float at 27.2 V. Check the electrolyte level monthly and "
            "the specific gravity every 3 months; it must be 1.26 to 1.28 at 20 °C.",
        ),
    ],
    [
        ("h1", "Chapter 3  Cooling system"),
        ("draw", (230, _hokusei_drawing, "Fig. 3-1  Jacket water system")),
        (
            "p",
            "The engine-driven pump P-1 circulates the jacket water through the engine, the lube oil cooler E-1 "
            "and, via the thermostat TV-1, through the radiator R-1. The thermostat starts to open at 82 °C "
            "(180 °F) and is fully open at 95 °C (203 °F); below that, water returns through the bypass.",
        ),
        (
            "p",
            "The 3 kW preheater H-1 with its circulating pump P-4 keeps the engine warm when stopped; it is "
            "switched by TS-3 between 35 °C (95 °F) and 45 °C (113 °F) and switched off when the engine runs. "
            "TE-3 feeds the jacket water temperature to the control panel.",
        ),
        (
            "p",
            "The expansion tank T-1 has a 0.9 bar pressure cap and the low-level switch LS-1. Top up only with "
            "the 50/50 glycol mixture; never fill cold water into a hot engine. Drain the system through V-7.",
        ),
    ],
    [
        ("h1", "Chapter 4  Safety devices"),
        (
            "p",
            "The set has two operating modes. In TEST mode (local or remote test run) all shutdowns are "
            "active. In EMERGENCY mode, i.e. after an automatic start on loss of main power, all shutdowns "
            "except overspeed are changed to alarms so that the set keeps supplying the ESB.",
        ),
        ("h2", "4.1 Settings"),
        (
            "table",
            dict(
                fs=8.4,
                cols=["Function", "Sensor", "Setting", "TEST mode", "EMERGENCY mode"],
                w=[3.4, 1.2, 2.8, 1.6, 1.9],
                rows=[
                    ["Overspeed", "SS-1", "2,070 rpm (115 %)", "Shutdown", "Shutdown"],
                    ["Lube oil pressure low", "PS-1", "2.0 bar (29 psi)", "Alarm", "Alarm"],
                    ["Lube oil pressure low-low", "PS-2", "1.5 bar (22 psi)", "Shutdown", "Alarm"],
                    ["Jacket water temperature high", "TS-1", "98 °C (208 °F)", "Alarm", "Alarm"],
                    [
                        "Jacket water temperature high-high",
                        "TS-2",
                        "105 °C (221 °F)",
                        "Shutdown",
                        "Alarm",
                    ],
                    ["Coolant level low", "LS-1", "T-1 low level", "Alarm", "Alarm"],
                    ["Start failure", "-", "3 attempts", "Alarm", "Alarm"],
                    ["Fuel day tank level low", "LS-5", "25 % of tank", "Alarm", "Alarm"],
                    ["Battery charger failure", "-", "-", "Alarm", "Alarm"],
                    ["Emergency stop", "push button", "-", "Shutdown", "Shutdown"],
                ],
            ),
        ),
        ("h2", "4.2 Overspeed test"),
        (
            "p",
            "Test the overspeed trip every 6 months. With the set running without load, press and hold the "
            "OVERSPEED TEST button on the governor; this raises the speed set point. The trip shall act at "
            "2,070 rpm ±30 rpm and close the fuel rack and the air flap. Reset the air flap by hand before the "
            "next start.",
        ),
        ("h2", "4.3 Shutdown reset"),
        (
            "p",
            "After a shutdown the engine cannot be restarted until the RESET button on the local panel has "
            "been pressed. An overspeed shutdown must also be reset at the air flap lever.",
        ),
    ],
    [
        ("h1", "Chapter 5  Operation"),
        ("h2", "5.1 Weekly test run (no load)"),
        (
            "ol",
            [
                (
                    "Before start:",
                    [
                        "check lube oil level on the dipstick and coolant level in T-1;",
                        "check fuel day tank level (minimum 75 %);",
                        "check battery voltage on both banks (min. 24.5 V).",
                    ],
                ),
                "Set the mode switch to TEST and press START on the local panel.",
                (
                    "After start:",
                    [
                        "check lube oil pressure (min. 3.0 bar at rated speed);",
                        "check voltage 450 V and frequency 60 Hz on the generator panel;",
                        "listen for abnormal noise and check for leaks.",
                    ],
                ),
                "Run for 15 minutes, press STOP and let the engine cool down on the preheater.",
                "Set the mode switch back to AUTO. The set is not in stand-by while the switch is in TEST.",
            ],
        ),
        ("h2", "5.2 Monthly load test"),
        (
            "p",
            "Once a month run the set on load: connect to the ESB by the simulated blackout test and load the "
            "set to not less than 50 % (100 kW) for 30 minutes. Record the exhaust temperatures of all six "
            "cylinders; the spread between cylinders should not exceed 50 °C (90 °F).",
        ),
        ("h2", "5.3 Long running at low load"),
        (
            "p",
            "Avoid running below 30 % load for more than 2 hours; unburnt fuel collects in the exhaust "
            "(wet stacking). After long low-load running, run at 75 % load for 1 hour.",
        ),
    ],
    [
        ("h1", "Chapter 6  Maintenance"),
        ("h2", "6.1 Adjustments and torques"),
        (
            "p",
            "Adjust the valve clearance with the engine cold: inlet 0.30 mm, exhaust 0.50 mm. Bring each "
            "cylinder to top dead centre on compression according to the firing order before adjusting. "
            "Tighten the cylinder head bolts to 210 Nm in three steps (80 Nm, 150 Nm, 210 Nm) following the "
            "spiral sequence cast on the head.",
        ),
        (
            "p",
            "The injector opening pressure is 250 bar (3,625 psi). Tighten the injector clamp nut to 60 Nm. "
            "The fan belt deflection shall be 10 to 15 mm under a thumb force of 100 N.",
        ),
        (
            "note",
            (
                "NOTE",
                "Re-tighten the cylinder head bolts after the first 50 hours of a new or overhauled "
                "engine, with the engine cold.",
            ),
        ),
        ("h2", "6.2 Oil change"),
        (
            "p",
            "Drain the oil while the engine is warm through the sump drain pump. Change both full-flow oil "
            "filter cartridges at every oil change and fill each with clean oil before fitting. The engine "
            "takes 38 litres including filters; run for 5 minutes and check the level again.",
        ),
        ("h2", "6.3 Fuel system bleeding"),
        (
            "ol",
            [
                "Open the vent screw on the fuel filter head.",
                "Operate the priming pump until fuel flows without bubbles, then close the vent screw.",
                "Loosen the vent screw on the injection pump and repeat.",
                "Crank the engine; if it does not start, loosen the high-pressure pipe nuts at the injectors one "
                "by one.",
            ],
        ),
    ],
    [
        ("h2", "6.4 Maintenance schedule"),
        (
            "p",
            "O = carry out. Intervals in running hours or calendar time, whichever comes first. Emergency sets "
            "run few hours; the calendar interval is normally the one that applies.",
        ),
        (
            "table",
            dict(
                fs=8.3,
                cols=[
                    "Item",
                    "50 h / weekly",
                    "250 h / 6 months",
                    "500 h / yearly",
                    "1000 h / 2 years",
                    "2000 h",
                ],
                w=[5.5, 1.5, 1.7, 1.6, 1.7, 1.2],
                align="lccccc",
                rows=[
                    ["Check oil and coolant levels, leaks", "O", "", "", "", ""],
                    ["Drain water from fuel pre-filter", "O", "", "", "", ""],
                    ["Change lube oil and oil filters", "", "O", "", "", ""],
                    ["Clean air filter element", "", "O", "", "", ""],
                    ["Check fan belt tension", "", "O", "", "", ""],
                    ["Overspeed trip test", "", "O", "", "", ""],
                    ["Replace fuel filter cartridges", "", "", "O", "", ""],
                    ["Replace air filter element", "", "", "O", "", ""],
                    ["Check valve clearances", "", "", "O", "", ""],
                    ["Test coolant glycol concentration", "", "", "O", "", ""],
                    ["Overhaul injectors, check opening pressure", "", "", "", "O", ""],
                    ["Change coolant", "", "", "", "O", ""],
                    ["Replace fan belts and coolant hoses", "", "", "", "O", ""],
                    ["Inspect turbocharger, measure rotor play", "", "", "", "O", ""],
                    ["Top overhaul (cylinder heads, valves)", "", "", "", "", "O"],
                ],
            ),
        ),
        (
            "p",
            "Generator: measure the insulation resistance of the stator winding every 6 months with a 500 V "
            "megger; it must be at least 1 MOhm. Grease the non-drive-end bearing every 1,000 hours with "
            "25 g of lithium grease.",
        ),
    ],
    [
        ("h1", "Chapter 7  Troubleshooting"),
        (
            "table",
            dict(
                fs=8.5,
                cols=["Trouble", "Cause", "Remedy"],
                w=[3, 4, 4],
                rows=[
                    [
                        "Engine does not crank",
                        "Batteries discharged; starter relay faulty; emergency stop pressed",
                        "Change over to bank B; check relay K3; release the emergency stop and RESET",
                    ],
                    [
                        "Engine cranks but does not start",
                        "Air in fuel system; day tank empty or fuel valve closed; air flap tripped",
                        "Bleed the fuel system (6.3); fill the tank, open the valve; reset the air "
                        "flap",
                    ],
                    [
                        "Engine starts and stops again",
                        "Overspeed or shutdown not reset; fuel filter clogged",
                        "Press RESET; replace the fuel filter cartridges",
                    ],
                    [
                        "Black smoke",
                        "Overload; air filter clogged; injector fault",
                        "Reduce load; clean or replace the air filter; test the injectors at 250 bar",
                    ],
                    [
                        "White smoke when cold",
                        "Preheater off; low compression",
                        "Check H-1 and TS-3; check valve clearance and compression",
                    ],
                    [
                        "Jacket water temperature high",
                        "Radiator fins blocked; fan belt slipping; thermostat stuck "
                        "closed; coolant level low",
                        "Clean the radiator; adjust the belt; replace TV-1; top up T-1",
                    ],
                    [
                        "Voltage does not build up",
                        "Loss of residual magnetism; AVR fuse blown",
                        "Flash the field with a 12 V battery for 2 s; replace the AVR fuse (4 A)",
                    ],
                    [
                        "Frequency unstable (hunting)",
                        "Governor gain too high; air in the fuel",
                        "Reduce the gain on the governor controller; bleed the fuel system",
                    ],
                ],
            ),
        ),
    ],
    [
        ("h1", "Chapter 8  Parts list"),
        ("p", "Order by part number and engine serial number. Q'ty is per engine."),
        (
            "table",
            dict(
                fs=8.5,
                cols=["Item No.", "Part No.", "Name", "Q'ty"],
                w=[1.3, 2.5, 6, 1],
                align="lllc",
                rows=[
                    ["101", "6LE-11-2030", "Cylinder head gasket", "6"],
                    ["102", "6LE-11-2110", "Valve cover gasket", "6"],
                    ["115", "6LE-12-0560", "Inlet valve", "12"],
                    ["116", "6LE-12-0570", "Exhaust valve", "12"],
                    ["201", "6LE-31-1200", "Lube oil filter cartridge", "2"],
                    ["202", "6LE-32-0410", "Fuel filter cartridge", "2"],
                    ["203", "6LE-32-0450", "Fuel pre-filter element", "1"],
                    ["204", "6LE-35-0900", "Air filter element", "1"],
                    ["301", "6LE-41-0300", "Injector nozzle", "6"],
                    ["401", "6LE-51-2250", "Thermostat TV-1, 82 °C", "1"],
                    ["402", "6LE-51-2300", "Jacket water pump seal kit", "1"],
                    ["403", "6LE-52-0150", "Fan belt (set of 2)", "1"],
                    ["501", "HG-250-AVR-7", "AVR unit", "1"],
                    ["502", "HG-250-DB-2", "Diode set, rotating rectifier", "1"],
                ],
            ),
        ),
    ],
]


MANUALS = (
    (
        "thorsen-tkhv34-main-air-compressor.pdf",
        THORSEN_ST,
        "TK-HV 34 Main Air Compressor",
        THORSEN_PAGES,
    ),
    (
        "centrivex-csx40-fuel-oil-separator.pdf",
        CENTRIVEX_ST,
        "CSX-40 Fuel Oil Separator",
        CENTRIVEX_PAGES,
    ),
    (
        "pelagia-aquasol-uv500-bwts.pdf",
        PELAGIA_ST,
        "AquaSol UV-500 Ballast Water Treatment System",
        PELAGIA_PAGES,
    ),
    (
        "hokusei-hd6le-emergency-generator.pdf",
        HOKUSEI_ST,
        "HD-6LE Emergency Generator Set",
        HOKUSEI_PAGES,
    ),
)


def write_manuals(folder: Path) -> list[Path]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    return [_write(folder / name, st, title, pages) for name, st, title, pages in MANUALS]


if __name__ == "__main__":  # pragma: no cover
    import sys

    for p in write_manuals(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/om19work")):
        print(p)
