"""Four made-up manuals of other equipment by other makers (blind held-out set 24b).

Written blind (never ran Shipmate, never read its code). Each manual is a list of pages; each
page is a list of blocks laid out top to bottom; a page whose blocks do not fit raises, so the
page a block is listed on is the page its text lands on (page 1 = cover, page 2 = contents).

- Skarvik Propulsion AS, SKP-90 controllable pitch propeller hydraulics: formal,
  WARNING/CAUTION/NOTE boxes, parts list running over a page break with the header repeated,
  procedure as a table, hydraulic schematic with tags.
- Ironbridge Power Systems, ShoreLink HVSC high-voltage shore connection: US style (psi/°F/ft-lb
  first), two-column pages, transposed cable data table, alarm list over a page break without the
  header repeated, single-line diagram.
- Hanul Eco-Marine HVC-2400 vacuum collecting unit (vacuum toilets): slightly translated English,
  decimal commas, "4,5 ~ 6" ranges, borderless tables, piping diagram.
- Kestrel Airtech KGH-400 galley exhaust hood / fire damper / wet chemical system: terse service
  bulletin ("Chk", "Adj", "Repl"), transposed hood table, borderless filter table, duct sketch.

Only PyMuPDF is used; text is written with TextWriter (real text, no images), so get_text()
returns it. Output is deterministic (fixed metadata, no new file id).
"""

from __future__ import annotations

from pathlib import Path

import fitz

Block = tuple
W, H = 595.0, 842.0
TOP, BOTTOM = 72.0, 784.0

_FONTS: dict[str, fitz.Font] = {}


def _font(name: str) -> fitz.Font:
    if name not in _FONTS:
        _FONTS[name] = fitz.Font(name)
    return _FONTS[name]


def write_manuals(folder: Path) -> list[Path]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    return [_write(folder, m) for m in (CPP, SHORE, VACUUM, GALLEY)]


# ---------------------------------------------------------------- primitives


_PENDING: dict[tuple, fitz.TextWriter] = {}
_ADV: dict[tuple, float] = {}


def _text(page, x, y, s, font="helv", size=9.0, color=(0, 0, 0)):
    key = (page.number, tuple(color))
    tw = _PENDING.get(key)
    if tw is None:
        tw = _PENDING[key] = fitz.TextWriter(page.rect)
    tw.append((x, y), s, font=_font(font), fontsize=size)


def _flush(page):
    for key in sorted(k for k in _PENDING if k[0] == page.number):
        _PENDING.pop(key).write_text(page, color=key[1])


def _tlen(s, font, size):
    total = 0.0
    f = None
    for ch in s:
        a = _ADV.get((font, ch))
        if a is None:
            f = f or _font(font)
            a = _ADV[(font, ch)] = f.glyph_advance(ord(ch))
        total += a
    return total * size


def _wrap(s: str, font: str, size: float, width: float) -> list[str]:
    out: list[str] = []
    for para in str(s).split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            cand = w if not line else line + " " + w
            if _tlen(cand, font, size) <= width or not line:
                line = cand
            else:
                out.append(line)
                line = w
        out.append(line)
    return out


def _ctext(page, cx, y, s, font="helv", size=8.0, color=(0, 0, 0)):
    _text(page, cx - _tlen(s, font, size) / 2, y, s, font, size, color)


# ---------------------------------------------------------------- renderer


class _Ctx:
    def __init__(self, man: dict, toc: list):
        self.m = man
        self.st = man["style"]
        self.toc = toc


def _render(page, blocks, x0, x1, y, ctx: _Ctx) -> float:
    st = ctx.st
    body, bold, size = st["body"], st["bold"], st["size"]
    lead = size * 1.38
    for blk in blocks:
        kind = blk[0]
        if kind in ("h1", "h2", "h3"):
            fsz = {"h1": st["h1size"], "h2": size + 1.8, "h3": size + 0.6}[kind]
            y += {"h1": 10, "h2": 7, "h3": 5}[kind]
            col = st.get("hcolor", (0, 0, 0)) if kind != "h3" else (0, 0, 0)
            for ln in _wrap(blk[1], bold, fsz, x1 - x0):
                y += fsz * 1.25
                _text(page, x0, y, ln, bold, fsz, col)
            if kind == "h1" and st.get("h1rule"):
                page.draw_line((x0, y + 4), (x1, y + 4), color=col, width=1.2)
                y += 6
            y += 4
        elif kind == "p":
            fnt = blk[2] if len(blk) > 2 else body
            for ln in _wrap(blk[1], fnt, size, x1 - x0):
                y += lead
                _text(page, x0, y, ln, fnt, size)
            y += size * 0.6
        elif kind in ("ol", "ul"):
            num = 0
            for it in blk[1]:
                num += 1  # noqa: SIM113
                main, subs = (it, []) if isinstance(it, str) else it
                if kind == "ol":
                    mark = st.get("olfmt", "{n}.").format(n=num)
                else:
                    mark = st.get("bullet", "•")
                ind = 18 if kind == "ol" else 12
                for i, ln in enumerate(_wrap(main, body, size, x1 - x0 - ind)):
                    y += lead
                    if i == 0:
                        _text(page, x0, y, mark, body, size)
                    _text(page, x0 + ind, y, ln, body, size)
                for j, sub in enumerate(subs):
                    smark = st.get("subfmt", "{a})").format(a="abcdefghij"[j])
                    for i, ln in enumerate(_wrap(sub, body, size, x1 - x0 - ind - 16)):
                        y += lead
                        if i == 0:
                            _text(page, x0 + ind, y, smark, body, size)
                        _text(page, x0 + ind + 16, y, ln, body, size)
                y += 2
            y += size * 0.5
        elif kind == "box":
            label, msg = blk[1], blk[2]
            colr = {
                "WARNING": (0.75, 0.05, 0.05),
                "CAUTION": (0.85, 0.45, 0.0),
                "NOTE": (0.3, 0.3, 0.3),
                "DANGER": (0.75, 0.05, 0.05),
            }.get(label, (0.3, 0.3, 0.3))
            lines = _wrap(msg, body, size, x1 - x0 - 80)
            hgt = max(len(lines) * lead + 10, 28)
            y += 6
            r = fitz.Rect(x0, y, x1, y + hgt)
            page.draw_rect(r, color=colr, width=1.3)
            page.draw_rect(fitz.Rect(x0, y, x0 + 68, y + hgt), color=colr, fill=colr, width=0)
            _ctext(page, x0 + 34, y + hgt / 2 + 3, label, bold, size, (1, 1, 1))
            yy = y + 4
            for ln in lines:
                yy += lead
                _text(page, x0 + 76, yy - 2, ln, body, size)
            y += hgt + 6
        elif kind == "table":
            y = _table(page, blk[1], x0, x1, y, ctx)
        elif kind == "draw":
            fn, hgt = blk[1], blk[2]
            fn(page, fitz.Rect(x0, y + 4, x1, y + 4 + hgt), ctx)
            y += hgt + 8
        elif kind == "cols":
            gap = 18
            mid = (x0 + x1) / 2
            ya = _render(page, blk[1], x0, mid - gap / 2, y, ctx)
            yb = _render(page, blk[2], mid + gap / 2, x1, y, ctx)
            if st.get("colrule"):
                page.draw_line((mid, y + 6), (mid, max(ya, yb)), color=(0.6, 0.6, 0.6), width=0.5)
            y = max(ya, yb)
        elif kind == "sp":
            y += blk[1]
        elif kind == "cap":
            y += lead
            _text(page, x0, y, blk[1], st.get("ital", body), size - 0.5, (0.2, 0.2, 0.2))
            y += 3
        elif kind == "cover":
            y = _cover(page, blk[1], ctx)
        elif kind == "toc":
            y = _toc(page, x0, x1, y, ctx)
        else:
            raise ValueError(kind)
    return y


def _table(page, t: dict, x0, x1, y, ctx) -> float:
    st = ctx.st
    body, bold = st["body"], st["bold"]
    size = t.get("size", st["size"] - 1.0)
    lead = size * 1.3
    grid = t.get("grid", "full")
    widths = t["w"]
    tot = sum(widths)
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + (x1 - x0) * w / tot)
    pad = 3.0 if grid != "none" else 1.0
    rows = []
    if t.get("head"):
        rows.append(("head", t["head"]))
    rows += [("row", r) for r in t["rows"]]
    y += 4
    top = y
    for n, (rk, cells) in enumerate(rows):
        fnt = bold if rk == "head" else body
        wrapped = []
        for i, c in enumerate(cells):
            f2 = bold if (rk == "row" and i == 0 and t.get("boldfirst")) else fnt
            wrapped.append((_wrap(c, f2, size, xs[i + 1] - xs[i] - 2 * pad - 2), f2))
        nl = max(len(w[0]) for w in wrapped)
        hgt = nl * lead + 2 * pad + 1
        if rk == "head" and grid != "none" and t.get("fill", True):
            page.draw_rect(
                fitz.Rect(x0, y, x1, y + hgt),
                color=None,
                fill=st.get("headfill", (0.85, 0.85, 0.85)),
                width=0,
            )
        for i, (lns, f2) in enumerate(wrapped):
            yy = y + pad
            align = t.get("align", {}).get(i, "l")
            for ln in lns:
                yy += lead
                if align == "c":
                    _ctext(page, (xs[i] + xs[i + 1]) / 2, yy - 2, ln, f2, size)
                else:
                    _text(page, xs[i] + pad + 1, yy - 2, ln, f2, size)
        if grid == "full":
            page.draw_rect(fitz.Rect(x0, y, x1, y + hgt), color=(0, 0, 0), width=0.5)
            for xv in xs[1:-1]:
                page.draw_line((xv, y), (xv, y + hgt), color=(0, 0, 0), width=0.5)
        elif grid == "rules":
            if n == 0:
                page.draw_line((x0, y), (x1, y), color=(0, 0, 0), width=1.0)
            if rk == "head":
                page.draw_line((x0, y + hgt), (x1, y + hgt), color=(0, 0, 0), width=0.6)
            else:
                page.draw_line((x0, y + hgt), (x1, y + hgt), color=(0.7, 0.7, 0.7), width=0.3)
        y += hgt
        if grid == "none":
            y += 1
    if grid == "rules":
        page.draw_line((x0, y), (x1, y), color=(0, 0, 0), width=1.0)
    if grid == "outer":
        page.draw_rect(fitz.Rect(x0, top, x1, y), color=(0, 0, 0), width=0.8)
    return y + 8


def _cover(page, c: dict, ctx) -> float:
    st = ctx.st
    band = st.get("band", (0.1, 0.2, 0.4))
    page.draw_rect(fitz.Rect(0, 0, W, 150), color=None, fill=band, width=0)
    _text(page, 56, 70, c["maker"], st["bold"], 20, (1, 1, 1))
    _text(page, 56, 100, c.get("tag", ""), st["body"], 11, (1, 1, 1))
    y = 260
    for ln in _wrap(c["title"], st["bold"], 24, W - 112):
        _text(page, 56, y, ln, st["bold"], 24)
        y += 30
    y += 6
    _text(page, 56, y, c["model"], st["bold"], 15, band)
    y += 34
    for ln in c.get("lines", []):
        _text(page, 56, y, ln, st["body"], 10.5)
        y += 16
    page.draw_rect(fitz.Rect(56, 640, W - 56, 760), color=band, width=1.0)
    yy = 660
    for ln in c.get("box", []):
        _text(page, 66, yy, ln, st["body"], 9)
        yy += 14
    return 760


def _toc(page, x0, x1, y, ctx) -> float:
    st = ctx.st
    y += 10
    _text(
        page,
        x0,
        y + 14,
        ctx.m.get("toctitle", "CONTENTS"),
        st["bold"],
        15,
        st.get("hcolor", (0, 0, 0)),
    )
    y += 34
    for lvl, title, pno in ctx.toc:
        fnt = st["bold"] if lvl == 1 else st["body"]
        ind = 0 if lvl == 1 else 18
        y += 15 if lvl == 1 else 13
        _text(page, x0 + ind, y, title, fnt, 9.5)
        ps = str(pno)
        tw = _tlen(title, fnt, 9.5)
        dots_x0 = x0 + ind + tw + 6
        dots_x1 = x1 - _tlen(ps, fnt, 9.5) - 6
        if dots_x1 > dots_x0:
            nd = int((dots_x1 - dots_x0) / _tlen(". ", st["body"], 9.5))
            _text(page, dots_x0, y, ". " * nd, st["body"], 9.5, (0.5, 0.5, 0.5))
        _text(page, x1 - _tlen(ps, fnt, 9.5), y, ps, fnt, 9.5)
    return y + 10


def _write(folder: Path, man: dict) -> Path:
    path = folder / man["file"]
    pages = man["pages"]
    toc = []
    for i, blocks in enumerate(pages):
        for b in _flat(blocks):
            if b[0] == "h1" or (b[0] == "h2" and man.get("toc_h2")):
                toc.append((1 if b[0] == "h1" else 2, b[1], i + 1))
    ctx = _Ctx(man, toc)
    doc = fitz.open()
    _PENDING.clear()
    n = len(pages)
    st = man["style"]
    for i, blocks in enumerate(pages):
        page = doc.new_page(width=W, height=H)
        if i > 0:
            hdr_l, hdr_r = man["header"]
            _text(page, 56, 44, hdr_l, st["body"], 8, (0.25, 0.25, 0.25))
            _text(
                page,
                W - 56 - _tlen(hdr_r, st["body"], 8),
                44,
                hdr_r,
                st["body"],
                8,
                (0.25, 0.25, 0.25),
            )
            page.draw_line((56, 50), (W - 56, 50), color=(0.4, 0.4, 0.4), width=0.6)
            page.draw_line((56, 800), (W - 56, 800), color=(0.4, 0.4, 0.4), width=0.6)
            fl = man["footer_l"]
            fr = man["footer_r"].format(n=i + 1, N=n)
            _text(page, 56, 814, fl, st["body"], 8, (0.25, 0.25, 0.25))
            _text(
                page, W - 56 - _tlen(fr, st["body"], 8), 814, fr, st["body"], 8, (0.25, 0.25, 0.25)
            )
        y = _render(page, blocks, 56, W - 56, TOP, ctx)
        _flush(page)
        if y > BOTTOM:
            raise ValueError(f"{man['file']}: page {i + 1} overflows ({y:.0f} > {BOTTOM})")
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
    doc.subset_fonts()
    doc.save(str(path), garbage=3, deflate=True, no_new_id=True)
    doc.close()
    return path


def _flat(blocks):
    for b in blocks:
        if b[0] == "cols":
            yield from _flat(b[1])
            yield from _flat(b[2])
        else:
            yield b


# ---------------------------------------------------------------- drawing helpers


def _box(page, r, label, font="helv", size=7.5, fill=(1, 1, 1)):
    page.draw_rect(r, color=(0, 0, 0), fill=fill, width=0.8)
    lines = label.split("\n")
    y0 = (r.y0 + r.y1) / 2 - (len(lines) - 1) * size * 0.6 + size * 0.35
    for k, ln in enumerate(lines):
        _ctext(page, (r.x0 + r.x1) / 2, y0 + k * size * 1.2, ln, font, size)


def _circle(page, c, rad, label, size=7.0):
    page.draw_circle(c, rad, color=(0, 0, 0), width=0.8)
    _ctext(page, c[0], c[1] + size * 0.35, label, "helv", size)


def _valve(page, c, label, size=6.5, above=True, right=False):
    x, y = c
    if right:
        _text(page, x + 9, y + 2.5, label, "helv", size)
    page.draw_polyline(
        [(x - 6, y - 4), (x + 6, y + 4), (x + 6, y - 4), (x - 6, y + 4), (x - 6, y - 4)],
        color=(0, 0, 0),
        width=0.8,
    )
    if not right:
        _ctext(page, x, y - 7 if above else y + 13, label, "helv", size)


def _ln(page, pts, width=0.8, dash=None):
    page.draw_polyline(pts, color=(0, 0, 0), width=width, dashes=dash)


# ================================================================ 1. CPP (Skarvik)


def _cpp_schematic(page, r, ctx):
    x0, y0 = r.x0, r.y0
    page.draw_rect(r, color=(0, 0, 0), width=0.5)
    # tank
    tank = fitz.Rect(x0 + 20, y0 + 250, x0 + 200, y0 + 300)
    _box(page, tank, "T-1  SERVO OIL TANK 450 L")
    _circle(page, (x0 + 60, y0 + 200), 14, "P-1")
    _circle(page, (x0 + 150, y0 + 200), 14, "P-2")
    _text(page, x0 + 30, y0 + 228, "M1 (main, shaft driven)", "helv", 6)
    _text(page, x0 + 122, y0 + 228, "M2 (standby, electric)", "helv", 6)
    _ln(page, [(x0 + 60, y0 + 250), (x0 + 60, y0 + 214)])
    _ln(page, [(x0 + 150, y0 + 250), (x0 + 150, y0 + 214)])
    _ln(
        page, [(x0 + 60, y0 + 186), (x0 + 60, y0 + 150), (x0 + 150, y0 + 150), (x0 + 150, y0 + 186)]
    )
    _valve(page, (x0 + 60, y0 + 170), "V-103", right=True)
    _valve(page, (x0 + 150, y0 + 170), "V-104", right=True)
    _ln(page, [(x0 + 105, y0 + 150), (x0 + 105, y0 + 110), (x0 + 250, y0 + 110)])
    _box(page, fitz.Rect(x0 + 185, y0 + 98, x0 + 225, y0 + 122), "F-1")
    _text(page, x0 + 175, y0 + 92, "duplex filter 10 µm", "helv", 6)
    # relief
    _ln(page, [(x0 + 105, y0 + 130), (x0 + 20, y0 + 130), (x0 + 20, y0 + 250)], dash="[2 2] 0")
    _valve(page, (x0 + 40, y0 + 130), "V-101")
    _circle(page, (x0 + 130, y0 + 130), 9, "PT-03", 5)
    # control valve
    cv = fitz.Rect(x0 + 250, y0 + 95, x0 + 330, y0 + 135)
    _box(page, cv, "V-102\npitch control\nvalve (prop.)", size=6.5)
    _box(
        page,
        fitz.Rect(x0 + 250, y0 + 150, x0 + 330, y0 + 175),
        "V-105 emerg.\nsolenoid block",
        size=6,
    )
    _ln(page, [(x0 + 290, y0 + 135), (x0 + 290, y0 + 150)], dash="[2 2] 0")
    # lines to OD box
    _ln(page, [(x0 + 330, y0 + 105), (x0 + 380, y0 + 105)])
    _ln(page, [(x0 + 330, y0 + 125), (x0 + 380, y0 + 125)])
    _text(page, x0 + 336, y0 + 101, "AHEAD", "helv", 5.5)
    _text(page, x0 + 336, y0 + 121, "ASTERN", "helv", 5.5)
    od = fitz.Rect(x0 + 380, y0 + 80, x0 + 440, y0 + 150)
    _box(page, od, "OD BOX\n(oil distr.\nbox)", size=6.5)
    _circle(page, (x0 + 410, y0 + 60), 9, "ZT-07", 5)
    _ln(page, [(x0 + 410, y0 + 69), (x0 + 410, y0 + 80)])
    _text(page, x0 + 380, y0 + 40, "pitch feedback", "helv", 6)
    # shaft to hub
    _ln(page, [(x0 + 440, y0 + 115), (x0 + 470, y0 + 115)], width=3)
    hub = fitz.Rect(x0 + 445, y0 + 170, r.x1 - 8, y0 + 240)
    _box(page, hub, "HUB\nservo\npiston", size=6)
    _ln(page, [(x0 + 455, y0 + 115), (x0 + 455, y0 + 170)], width=2)
    _circle(page, (x0 + 350, y0 + 210), 9, "PT-04", 5)
    _text(page, x0 + 318, y0 + 230, "back press. (OD box drain)", "helv", 5.5)
    _ln(page, [(x0 + 410, y0 + 150), (x0 + 410, y0 + 210), (x0 + 359, y0 + 210)], dash="[2 2] 0")
    _ln(
        page,
        [(x0 + 341, y0 + 210), (x0 + 230, y0 + 210), (x0 + 230, y0 + 275), (x0 + 200, y0 + 275)],
        dash="[2 2] 0",
    )
    _circle(page, (x0 + 240, y0 + 300), 9, "TT-05", 5)
    _circle(page, (x0 + 280, y0 + 300), 9, "LS-06", 5)
    _ln(page, [(x0 + 200, y0 + 290), (x0 + 231, y0 + 298)])
    _box(
        page,
        fitz.Rect(x0 + 310, y0 + 262, x0 + 400, y0 + 292),
        "E-1 oil cooler\n(sea water)",
        size=6,
    )
    _text(page, x0 + 8, r.y1 - 6, "— pressure line    - - - return / drain line", "helv", 6)


CPP_STYLE = dict(
    body="helv",
    bold="hebo",
    ital="heit",
    size=9.0,
    h1size=13,
    h1rule=True,
    hcolor=(0.05, 0.2, 0.45),
    band=(0.05, 0.2, 0.45),
    olfmt="{n}.",
    subfmt="{a}.",
    headfill=(0.82, 0.87, 0.94),
)

CPP_PARTS_HEAD = ["Item", "Part no.", "Description", "Qty", "Remarks"]
CPP_PARTS_1 = [
    ["1", "SKP-4410-021", "Servo oil pump P-1, gear type, shaft driven", "1", "incl. coupling"],
    ["2", "SKP-4410-022", "Servo oil pump P-2, gear type, 22 kW electric", "1", ""],
    ["3", "SKP-4420-105", "Pump shaft seal kit", "2", "one per pump"],
    ["4", "SKP-4431-010", "Relief valve V-101, cartridge", "1", "set 60 bar"],
    ["5", "SKP-4432-300", "Pitch control valve V-102, proportional, 24 V DC", "1", ""],
    ["6", "SKP-4432-318", "Coil for V-102, 24 V DC, 1,2 A", "2", ""],
    ["7", "SKP-4433-050", "Check valve V-103 / V-104", "2", ""],
    ["8", "SKP-4434-070", "Emergency solenoid block V-105, complete", "1", ""],
    ["9", "SKP-4440-012", "Filter element F-1, 10 µm, glass fibre", "4", "2 per set"],
    ["10", "SKP-4440-019", "O-ring kit, filter housing F-1", "2", ""],
    ["11", "SKP-4450-201", "Pressure transmitter PT-03, 0-100 bar, 4-20 mA", "1", ""],
    ["12", "SKP-4450-202", "Pressure transmitter PT-04, 0-10 bar, 4-20 mA", "1", ""],
    ["13", "SKP-4450-310", "Temperature sensor TT-05, Pt100", "1", ""],
    ["14", "SKP-4450-415", "Level switch LS-06, float type", "1", ""],
    ["15", "SKP-4460-700", "Pitch feedback transmitter ZT-07, LVDT", "1", "spare recommended"],
]
CPP_PARTS_2 = [
    ["16", "SKP-4460-705", "Feedback rod with guide bush", "1", ""],
    ["17", "SKP-4470-110", "OD box seal kit (slide ring + lip seals)", "1", "see 6.3"],
    ["18", "SKP-4470-120", "OD box oil transfer sleeve bearing", "1", ""],
    ["19", "SKP-4470-131", "OD box cover gasket", "2", ""],
    ["20", "SKP-4480-040", "Oil cooler E-1 gasket set", "1", ""],
    ["21", "SKP-4480-055", "Zinc anode, oil cooler E-1", "4", ""],
    ["22", "SKP-4490-010", "Hub blade bolt, M36 x 3", "4", "per blade"],
    ["23", "SKP-4490-015", "Blade foot O-ring", "4", "one per blade"],
    ["24", "SKP-4490-090", "Hand pump, emergency, 2 l/stroke", "1", "not fitted on all ships"],
]


CPP = dict(
    file="skarvik-skp90-cpp-hydraulics.pdf",
    title="Controllable Pitch Propeller — Hydraulic System, Instruction Manual",
    maker="Skarvik Propulsion AS",
    header=("SKP-90 CP Propeller — Hydraulic System", "Doc. SK-IM-4400 Rev. 3"),
    footer_l="Skarvik Propulsion AS — Instruction Manual",
    footer_r="Page {n} of {N}",
    toc_h2=True,
    style=CPP_STYLE,
    pages=[
        [
            (
                "cover",
                dict(
                    maker="SKARVIK PROPULSION AS",
                    tag="Ålesund · Propellers and propulsion control",
                    title="Controllable Pitch Propeller Hydraulic System",
                    model="SKP-90 / Hub SH-90-4",
                    lines=[
                        "Instruction manual for servo oil unit, oil distribution box,",
                        "pitch control and emergency pitch operation.",
                        "Document SK-IM-4400, Revision 3",
                    ],
                    box=[
                        "Read this manual completely before operating the propeller plant.",
                        "Keep the manual in the engine control room.",
                        "Hull nos. 2231 / 2232 — Propeller diameter 4 300 mm, 4 blades",
                    ],
                ),
            )
        ],
        [("toc",)],
        # 3
        [
            ("h1", "1 General"),
            ("h2", "1.1 Safety"),
            (
                "p",
                "The CP propeller plant may only be operated and maintained by trained personnel. All work "
                "on the hydraulic system shall be carried out with the propeller shaft stopped and the "
                "shaft turning gear engaged and blocked.",
            ),
            (
                "box",
                "WARNING",
                "The servo oil system is pressurised up to 60 bar. Before opening any pipe, "
                "filter or the OD box, stop both pumps and release the pressure through the "
                "drain cock on the valve block. Check that PT-03 reads 0 bar.",
            ),
            (
                "box",
                "CAUTION",
                "Never move the pitch with the propeller out of water for more than a short "
                "function test. Blade seals are lubricated by the sea water.",
            ),
            ("h2", "1.2 System description"),
            (
                "p",
                "The propeller pitch is changed by a servo piston inside the hub. Oil is led to the piston "
                "through the oil distribution box (OD box), which is mounted on the forward end of the "
                "gearbox and transfers the oil from the stationary piping into the rotating shaft. The "
                "servo oil unit (also called the hydraulic power unit, HPU) consists of the oil tank T-1, "
                "the shaft-driven main pump P-1, the electrically driven standby pump P-2, the duplex "
                "filter F-1 and the valve block with the proportional pitch control valve V-102.",
            ),
            (
                "p",
                "Pitch feedback is measured by the transmitter ZT-07, which senses the axial position of "
                "the feedback rod in the OD box. The signal is compared in the pitch control unit with the "
                "set point from the bridge lever, and V-102 is driven until the deviation is within the "
                "dead band.",
            ),
            (
                "box",
                "NOTE",
                "The standby pump P-2 starts automatically when the servo oil pressure falls below "
                "the start set point given in section 2.2.",
            ),
        ],
        # 4
        [
            ("h1", "2 Technical data"),
            ("h2", "2.1 Main data"),
            (
                "table",
                dict(
                    w=[3, 2],
                    head=["Item", "Value"],
                    boldfirst=False,
                    rows=[
                        ["Propeller type", "SKP-90, 4-bladed, hub SH-90-4"],
                        ["Propeller diameter", "4 300 mm"],
                        ["Pitch range", "-18° to +28° (at 0.7 R)"],
                        ["Pitch change time, full astern to full ahead", "max. 22 s"],
                        ["Oil tank T-1 volume", "450 litres"],
                        ["Total oil quantity incl. shaft and hub", "approx. 780 litres"],
                        ["Hydraulic oil", "ISO VG 68, mineral, anti-wear"],
                        ["Pump P-1 capacity", "95 l/min at 1 500 rpm"],
                        ["Pump P-2 motor", "22 kW, 440 V, 60 Hz"],
                        ["Filter fineness F-1", "10 µm (β10 ≥ 200)"],
                    ],
                ),
            ),
            ("h2", "2.2 Pressure and temperature settings"),
            (
                "p",
                "The settings below are adjusted at the works and shall only be changed in agreement with "
                "Skarvik service. Values in psi are for information.",
            ),
            (
                "table",
                dict(
                    w=[3.2, 1.2, 1.2, 2],
                    head=["Setting", "bar", "psi", "Device"],
                    rows=[
                        ["Relief valve, servo pump line", "60", "870", "V-101"],
                        ["Normal working pressure", "25-40", "363-580", "PT-03"],
                        ["Standby pump P-2 start", "18", "261", "PT-03"],
                        ["Alarm servo oil pressure low", "15", "218", "PT-03"],
                        ["Back pressure OD box drain, max.", "1.5", "22", "PT-04"],
                        ["Oil temperature high alarm", "60 °C", "140 °F", "TT-05"],
                        ["Oil temperature, normal", "35-50 °C", "95-122 °F", "TT-05"],
                    ],
                    align={1: "c", 2: "c"},
                ),
            ),
            (
                "p",
                "The servo oil temperature must not exceed 65 °C. At higher temperatures the oil film in the "
                "OD box becomes too thin and the slide ring wear increases rapidly. Check the sea water "
                "side of cooler E-1 if the temperature rises above 55 °C in normal service.",
            ),
        ],
        # 5
        [
            ("h1", "3 Hydraulic diagram"),
            (
                "p",
                "Fig. 3-1 shows the servo oil circuit in simplified form. Tag numbers refer to the parts list "
                "in chapter 8 and to the alarm list in chapter 5.",
            ),
            ("draw", _cpp_schematic, 330),
            ("cap", "Fig. 3-1  Servo oil circuit (simplified)"),
            (
                "table",
                dict(
                    w=[1, 4],
                    head=["Tag", "Function"],
                    grid="rules",
                    rows=[
                        ["V-101", "Relief valve, protects pumps and valve block"],
                        ["V-103 / V-104", "Non-return valves in the pump delivery lines"],
                        ["V-105", "Emergency solenoid block (manual push buttons AHEAD / ASTERN)"],
                        ["PT-03", "Servo oil pressure, after filter"],
                        ["ZT-07", "Pitch feedback transmitter on OD box"],
                        ["LS-06", "Tank level low switch"],
                    ],
                ),
            ),
        ],
        # 6
        [
            ("h1", "4 Operation"),
            ("h2", "4.1 Starting the servo oil system"),
            (
                "ol",
                [
                    (
                        "Before start check:",
                        [
                            "oil level in T-1 between MIN and MAX marks on the sight glass",
                            "cooling water valves to E-1 open",
                            "filter F-1 change-over lever in position for one element",
                        ],
                    ),
                    "Switch on power to the pitch control unit and the starter panel of P-2.",
                    (
                        "Start P-2 from the local panel and vent the system:",
                        [
                            "open vent screws on the valve block until oil flows free of air",
                            "move the pitch twice between full ahead and full astern with the local lever",
                        ],
                    ),
                    "Check that the servo oil pressure is 25-40 bar and that there is no leakage at the OD box.",
                    "Transfer control to the bridge by pressing CONTROL TRANSFER on the ECR panel. The bridge "
                    "must accept within 10 s, otherwise the control remains in the ECR.",
                ],
            ),
            ("h2", "4.2 Pitch setting from the bridge"),
            (
                "p",
                "In bridge control the pitch is set with the combinator lever. In combinator mode the lever "
                "sets both shaft speed and pitch according to the combinator curve; in separate mode the "
                "lever sets pitch only and the speed is fixed at 100 %. The pitch order is shown on the "
                "bridge indicator in degrees and in per cent of maximum ahead pitch.",
            ),
            (
                "p",
                "The dead band of the pitch control is 0.5°. If the deviation between set point and feedback "
                "exceeds 3° for more than 30 s, the alarm CP-214 is given.",
            ),
            (
                "box",
                "CAUTION",
                "Do not select zero pitch with the shaft running at full speed for long periods. "
                "The hub servo piston then runs against the mechanical stop position and the "
                "oil temperature rises.",
            ),
            ("h2", "4.3 Emergency pitch control"),
            (
                "p",
                "If the pitch control unit fails, the pitch can be operated from the solenoid block V-105 at "
                "the servo oil unit. Telephone contact with the bridge must be established first.",
            ),
        ],
        # 7
        [
            ("h3", "4.3.1 Emergency operation procedure"),
            (
                "table",
                dict(
                    w=[0.7, 4.2, 2.4],
                    head=["Step", "Action", "Check / result"],
                    rows=[
                        [
                            "1",
                            "Set the selector switch S-5 on the servo oil unit to EMERGENCY.",
                            "Lamp EMERG. PITCH on",
                        ],
                        ["2", "Start P-2 if it is not running.", "PT-03 above 25 bar"],
                        [
                            "3",
                            "Press push button AHEAD or ASTERN on V-105 and hold it.",
                            "Pitch moves approx. 1.2° per s",
                        ],
                        [
                            "4",
                            "Read the pitch on the local indicator at the OD box.",
                            "Pitch as ordered by bridge",
                        ],
                        [
                            "5",
                            "Release the push button when the ordered pitch is reached.",
                            "Pitch stays; no drift",
                        ],
                        [
                            "6",
                            "If V-105 is out of order, operate the manual override pin on V-102 with a 4 mm "
                            "hex key.",
                            "Max. 1/4 turn per order",
                        ],
                    ],
                ),
            ),
            (
                "box",
                "WARNING",
                "In emergency control there is no protection against overload of the main engine. "
                "Increase the pitch slowly and observe the engine load indicator.",
            ),
            ("h2", "4.4 Adjustment of the pitch feedback"),
            (
                "p",
                "The feedback is adjusted at zero pitch. Turn the blades to 0.0° measured with the pitch gauge "
                "on blade no. 1, then adjust the LVDT of ZT-07 until the transmitter gives 12.0 ± 0.1 mA. "
                "At full ahead pitch (+28°) the signal shall be 20.0 mA and at full astern (-18°) 6.9 mA. "
                "The mechanical zero mark on the feedback rod must be within 0,5 mm of the pointer.",
            ),
            (
                "p",
                "Lock the LVDT holder with the two M8 screws, tightening torque 25 Nm, and secure with "
                "thread locker (medium strength).",
            ),
            ("h1", "5 Alarms"),
            (
                "table",
                dict(
                    w=[1.1, 2.8, 2.6],
                    head=["Code", "Alarm text", "Meaning / set point"],
                    rows=[
                        ["CP-201", "SERVO OIL PRESS LOW", "PT-03 < 15 bar"],
                        ["CP-202", "STBY PUMP STARTED", "PT-03 < 18 bar, P-2 auto start"],
                        ["CP-205", "FILTER DIFF PRESS HIGH", "F-1 Δp > 2.5 bar"],
                        ["CP-207", "SERVO OIL TEMP HIGH", "TT-05 > 60 °C"],
                        ["CP-208", "TANK LEVEL LOW", "LS-06 activated"],
                        ["CP-211", "FEEDBACK SIGNAL FAIL", "ZT-07 < 3.6 mA or > 21 mA"],
                        ["CP-214", "PITCH DEVIATION", "> 3° for 30 s"],
                        ["CP-216", "OD BOX BACK PRESS HIGH", "PT-04 > 1.5 bar"],
                        ["CP-220", "CONTROL UNIT FAILURE", "watchdog / power fail"],
                    ],
                ),
            ),
        ],
        # 8
        [
            ("h1", "6 Maintenance"),
            ("h2", "6.1 Maintenance schedule"),
            (
                "table",
                dict(
                    w=[3.6, 0.9, 0.9, 0.9, 0.9, 0.9],
                    head=["Work", "Daily", "Weekly", "3 months", "Yearly", "5 years"],
                    align={1: "c", 2: "c", 3: "c", 4: "c", 5: "c"},
                    rows=[
                        ["Check oil level T-1", "X", "", "", "", ""],
                        ["Check for leakage at OD box", "X", "", "", "", ""],
                        ["Check filter differential pressure", "", "X", "", "", ""],
                        ["Change filter element F-1", "", "", "X", "", ""],
                        ["Oil sample for analysis", "", "", "X", "", ""],
                        ["Test of standby pump auto start", "", "", "X", "", ""],
                        ["Test of emergency pitch control", "", "", "", "X", ""],
                        ["Calibration check of pitch feedback", "", "", "", "X", ""],
                        ["Renew OD box seal kit", "", "", "", "", "X"],
                        ["Hub overhaul at docking", "", "", "", "", "X"],
                    ],
                ),
            ),
            (
                "p",
                "Change the oil when the analysis shows a water content above 0.1 % or a particle class worse "
                "than ISO 4406 -/17/14. Otherwise the oil may remain in service.",
            ),
            ("h2", "6.2 Tightening torques"),
            (
                "p",
                "Tighten the OD box cover screws (M16) crosswise to 180 Nm in two stages. The valve block "
                "mounting screws (M12) are tightened to 85 Nm. The hub blade bolts are tightened with the "
                "hydraulic tool to 1 150 bar tool pressure; see the hub manual SK-IM-4500.",
            ),
            ("h2", "6.3 Renewal of OD box seals"),
            (
                "p",
                "Drain the oil from the OD box through the lower plug. Remove the feedback transmitter ZT-07 "
                "before the cover is lifted, otherwise the feedback rod may be bent. Replace the slide ring "
                "and both lip seals with the complete seal kit; do not reuse the old O-rings. The radial "
                "clearance of the oil transfer sleeve shall be 0.12-0.18 mm; renew the bearing if the "
                "clearance exceeds 0.25 mm.",
            ),
            (
                "box",
                "NOTE",
                "After renewal of the seals, run P-2 for 15 minutes and check the OD box drain "
                "for leakage before transfer to bridge control.",
            ),
        ],
        # 9
        [
            ("h1", "7 Troubleshooting"),
            (
                "table",
                dict(
                    w=[2, 2.6, 3],
                    head=["Fault", "Possible cause", "Action"],
                    rows=[
                        [
                            "Servo oil pressure low",
                            "Filter F-1 clogged",
                            "Change over filter and renew element",
                        ],
                        [
                            "",
                            "Relief valve V-101 leaking or wrongly set",
                            "Check setting 60 bar, clean seat",
                        ],
                        ["", "Internal leakage in hub", "Check OD box drain flow; contact Skarvik"],
                        [
                            "Pitch hunts around set point",
                            "Air in the system",
                            "Vent valve block and OD box",
                        ],
                        ["", "Feedback rod loose", "Tighten and re-adjust feedback (4.4)"],
                        [
                            "Pitch does not follow lever",
                            "Control unit in ECR control",
                            "Transfer control to bridge",
                        ],
                        ["", "Coil of V-102 burnt", "Measure coil, renew (part no. in ch. 8)"],
                        ["Oil temperature rises", "Cooler E-1 fouled", "Clean sea water side"],
                        ["", "Continuous relief over V-101", "Check for jammed pitch or hub stop"],
                        [
                            "Oil leaking from OD box drain",
                            "Slide ring worn",
                            "Renew OD box seal kit",
                        ],
                        [
                            "Oil foaming in tank",
                            "Water in oil / wrong oil",
                            "Take sample; change oil",
                        ],
                    ],
                ),
            ),
            (
                "p",
                "If the cause of a fault cannot be found with the table, record the alarm history of the "
                "pitch control unit and contact Skarvik service, 24 h telephone +47 70 10 44 00.",
            ),
        ],
        # 10
        [
            ("h1", "8 Spare parts"),
            (
                "p",
                "When ordering spare parts, always state the propeller serial number from the name plate on "
                "the OD box, the part number and the quantity.",
            ),
            (
                "table",
                dict(
                    w=[0.6, 1.7, 4.0, 0.6, 1.6],
                    head=CPP_PARTS_HEAD,
                    rows=CPP_PARTS_1,
                    align={0: "c", 3: "c"},
                ),
            ),
        ],
        # 11
        [
            ("cap", "Spare parts list, continued"),
            (
                "table",
                dict(
                    w=[0.6, 1.7, 4.0, 0.6, 1.6],
                    head=CPP_PARTS_HEAD,
                    rows=CPP_PARTS_2,
                    align={0: "c", 3: "c"},
                ),
            ),
            (
                "box",
                "NOTE",
                "Items 22 and 23 are only needed when the blades are dismounted in dry dock. "
                "Order them at least 8 weeks before docking.",
            ),
        ],
    ],
)


# ================================================================ 2. HV shore connection (Ironbridge)


def _sld(page, r, ctx):
    x0, y0 = r.x0, r.y0
    page.draw_rect(r, color=(0, 0, 0), width=0.5)
    _text(page, x0 + 8, y0 + 14, "SHORE SIDE", "hebo", 7)
    _text(page, x0 + 8, y0 + 150, "SHIP SIDE", "hebo", 7)
    page.draw_line(
        (x0, y0 + 132), (r.x1, y0 + 132), color=(0.5, 0.5, 0.5), width=0.5, dashes="[4 3] 0"
    )
    _box(page, fitz.Rect(x0 + 30, y0 + 30, x0 + 120, y0 + 60), "Shore substation\n6.6 / 11 kV")
    _ln(page, [(x0 + 75, y0 + 60), (x0 + 75, y0 + 95)])
    _box(page, fitz.Rect(x0 + 40, y0 + 95, x0 + 110, y0 + 120), "SP-1 plug/socket", size=6.5)
    _ln(page, [(x0 + 75, y0 + 120), (x0 + 75, y0 + 165)], width=2)
    _circle(page, (x0 + 75, y0 + 185), 20, "CR-1")
    _text(page, x0 + 100, y0 + 190, "cable reel", "helv", 6.5)
    _ln(page, [(x0 + 75, y0 + 205), (x0 + 75, y0 + 230), (x0 + 170, y0 + 230)], width=2)
    _box(page, fitz.Rect(x0 + 170, y0 + 215, x0 + 240, y0 + 245), "SCP\nconnection\npanel", size=6)
    _ln(page, [(x0 + 240, y0 + 230), (x0 + 280, y0 + 230)], width=2)
    # earthing switch
    _ln(page, [(x0 + 260, y0 + 230), (x0 + 260, y0 + 260)])
    _ln(page, [(x0 + 260, y0 + 260), (x0 + 270, y0 + 272)])
    _ln(page, [(x0 + 252, y0 + 280), (x0 + 268, y0 + 280)], width=1.2)
    _ln(page, [(x0 + 255, y0 + 284), (x0 + 265, y0 + 284)], width=1.0)
    _text(page, x0 + 274, y0 + 270, "ES-1 earthing switch", "helv", 6.5)
    _box(page, fitz.Rect(x0 + 280, y0 + 218, x0 + 330, y0 + 242), "CB-101", size=7)
    _text(page, x0 + 283, y0 + 252, "shore incomer", "helv", 6)
    _ln(page, [(x0 + 330, y0 + 230), (x0 + 370, y0 + 230)], width=2)
    # busbar
    _ln(page, [(x0 + 370, y0 + 170), (x0 + 370, y0 + 300)], width=3)
    _text(page, x0 + 376, y0 + 166, "HV MAIN SWBD 6.6 kV", "hebo", 6.5)
    _ln(page, [(x0 + 370, y0 + 190), (x0 + 395, y0 + 190)])
    _box(page, fitz.Rect(x0 + 395, y0 + 180, x0 + 440, y0 + 200), "CB-201", size=6.5)
    _circle(page, (r.x1 - 20, y0 + 190), 12, "G1")
    _ln(page, [(x0 + 440, y0 + 190), (r.x1 - 32, y0 + 190)])
    _ln(page, [(x0 + 370, y0 + 250), (x0 + 395, y0 + 250)])
    _box(page, fitz.Rect(x0 + 395, y0 + 240, x0 + 440, y0 + 260), "CB-202", size=6.5)
    _circle(page, (r.x1 - 20, y0 + 250), 12, "G2")
    _ln(page, [(x0 + 440, y0 + 250), (r.x1 - 32, y0 + 250)])
    # instruments
    _circle(page, (x0 + 305, y0 + 185), 9, "VT-1", 5)
    _circle(page, (x0 + 345, y0 + 185), 9, "CT-1", 5)
    _ln(page, [(x0 + 305, y0 + 194), (x0 + 305, y0 + 218)], dash="[2 2] 0")
    _ln(page, [(x0 + 345, y0 + 194), (x0 + 345, y0 + 230)], dash="[2 2] 0")
    _box(
        page,
        fitz.Rect(x0 + 260, y0 + 120, x0 + 360, y0 + 160),
        "25 SYNC CHECK\n64 GROUND\nCHECK RELAY",
        size=6,
    )
    _ln(page, [(x0 + 305, y0 + 160), (x0 + 305, y0 + 176)], dash="[2 2] 0")
    _ln(
        page,
        [(x0 + 110, y0 + 108), (x0 + 200, y0 + 108), (x0 + 200, y0 + 140), (x0 + 260, y0 + 140)],
        dash="[1 2] 0",
    )
    _text(page, x0 + 125, y0 + 104, "pilot / ESD loop", "helv", 6)
    _text(
        page,
        x0 + 8,
        r.y1 - 6,
        "Heavy line = HV power;  dashed = control / measurement;  dotted = pilot loop",
        "helv",
        6,
    )


SHORE_STYLE = dict(
    body="tiro",
    bold="tibo",
    ital="tiit",
    size=9.6,
    h1size=14,
    h1rule=False,
    hcolor=(0.45, 0.05, 0.05),
    band=(0.45, 0.05, 0.05),
    olfmt="{n})",
    subfmt="({a})",
    bullet="•",
    colrule=True,
    headfill=(0.9, 0.88, 0.85),
)

SHORE = dict(
    file="ironbridge-shorelink-hvsc.pdf",
    title="ShoreLink HVSC High-Voltage Shore Connection — Operation & Maintenance",
    maker="Ironbridge Power Systems, Inc.",
    header=("ShoreLink™ HVSC-6600/11000", "O&M Manual IPS-0731"),
    footer_l="Ironbridge Power Systems, Inc.  •  Norfolk, VA",
    footer_r="{n}",
    toctitle="TABLE OF CONTENTS",
    style=SHORE_STYLE,
    pages=[
        [
            (
                "cover",
                dict(
                    maker="IRONBRIDGE POWER SYSTEMS, INC.",
                    tag="Marine electrical engineering since 1961",
                    title="High-Voltage Shore Connection System",
                    model="ShoreLink™ HVSC-6600 / HVSC-11000",
                    lines=[
                        "Operation & Maintenance Manual IPS-0731, Issue D",
                        "Cable reel, shore connection panel, plug/socket, interlocks,",
                        "synchronizing and blackout (dead-bus) transfer",
                    ],
                    box=[
                        "DANGER — 6,600 V / 11,000 V. Qualified persons only.",
                        "Compliant with IEC/IEEE 80005-1 (shore connection, HVSC).",
                        "Factory service: (757) 555-0190",
                    ],
                ),
            )
        ],
        [("toc",)],
        # 3
        [
            ("h1", "Section 1 — Introduction"),
            (
                "cols",
                [
                    ("h2", "1.1 Purpose"),
                    (
                        "p",
                        "The ShoreLink HVSC lets the vessel take power from the shore grid while at berth "
                        '("cold ironing" or alternative maritime power, AMP), so that the diesel generators can be '
                        "shut down. The system is supplied for 6.6 kV (HVSC-6600) or 11 kV (HVSC-11000) shore "
                        "supplies at 60 Hz; 50 Hz shore grids need the optional frequency converter on the shore side.",
                    ),
                    ("h2", "1.2 Major components"),
                    (
                        "ul",
                        [
                            "Motorized cable reel CR-1 with 3-core HV cable, pilot cores and fiber optic core",
                            "Plug and socket SP-1 (shore end) with pilot contacts",
                            "Shore connection panel (SCP) with earthing switch ES-1",
                            "Shore incomer breaker CB-101 in the HV main switchboard",
                            "Synchronizing and ground-check relays (ANSI 25 and 64)",
                        ],
                    ),
                ],
                [
                    ("h2", "1.3 How it works"),
                    (
                        "p",
                        "The cable is paid out from the reel on the shipside platform and the plug is inserted into "
                        "the shore socket box. The pilot loop through the plug closes only when the plug is fully "
                        "engaged; any break in the loop trips both the shore breaker and CB-101 within 200 ms.",
                    ),
                    (
                        "p",
                        "Power can be transferred in two ways. In parallel (synchronized) transfer the ship's "
                        "generators are synchronized to the shore supply, the load is ramped over, and the "
                        "generators are disconnected; the ship never loses power. In blackout transfer (dead-bus "
                        "transfer) the ship's bus is deliberately blacked out before CB-101 closes.",
                    ),
                    (
                        "p",
                        "The reel is driven by a 5 hp (3.7 kW) motor through a slip clutch so that the cable "
                        "follows the tide and draft changes with a constant tension.",
                    ),
                ],
            ),
            (
                "box",
                "DANGER",
                "Never open the SCP doors or touch the plug pins unless ES-1 is closed and the "
                "voltage presence indicator shows no voltage on all three phases.",
            ),
        ],
        # 4
        [
            ("h1", "Section 2 — Specifications"),
            ("h2", "2.1 Cable and reel data"),
            ("p", "Data per model are listed below. The model is given on the SCP nameplate."),
            (
                "table",
                dict(
                    w=[1.5, 1.0, 1.0, 1.2, 1.1, 1.2, 1.2],
                    size=8.0,
                    grid="full",
                    head=[
                        "Model",
                        "Rated voltage",
                        "Rated current",
                        "Cable length on reel",
                        "Cable OD",
                        "Min. bend radius",
                        "Reel motor",
                    ],
                    rows=[
                        [
                            "HVSC-6600",
                            "6.6 kV",
                            "500 A",
                            "85 ft (26 m)",
                            "2.4 in (61 mm)",
                            "29 in (0.74 m)",
                            "5 hp",
                        ],
                        [
                            "HVSC-6600XL",
                            "6.6 kV",
                            "800 A",
                            "115 ft (35 m)",
                            "2.9 in (74 mm)",
                            "35 in (0.89 m)",
                            "7.5 hp",
                        ],
                        [
                            "HVSC-11000",
                            "11 kV",
                            "350 A",
                            "100 ft (30 m)",
                            "2.7 in (69 mm)",
                            "33 in (0.84 m)",
                            "5 hp",
                        ],
                    ],
                    align={1: "c", 2: "c", 3: "c", 4: "c", 5: "c", 6: "c"},
                ),
            ),
            ("h2", "2.2 Cable reel hydraulic brake and tension"),
            (
                "table",
                dict(
                    w=[3, 1.5, 1.5],
                    head=["Parameter", "psi", "bar"],
                    grid="rules",
                    rows=[
                        ["Brake release pressure", "290", "20"],
                        ["Brake hydraulic accumulator pre-charge", "145", "10"],
                        ["Relief valve, brake circuit", "435", "30"],
                        ["Low pressure alarm", "217", "15"],
                    ],
                    align={1: "c", 2: "c"},
                ),
            ),
            (
                "p",
                "Cable tension is held between 225 and 450 lbf (1.0-2.0 kN) by the slip clutch. The reel "
                "motor stops when the last 2 turns of cable remain on the drum (limit switch LS-3).",
            ),
            ("h2", "2.3 Environmental"),
            (
                "p",
                "Ambient temperature: 14 °F to 113 °F (-10 °C to +45 °C). Relative humidity up to 95 %. "
                "Enclosure rating of SCP: IP56. Cable jacket temperature rating 194 °F (90 °C) continuous.",
            ),
        ],
        # 5
        [
            ("h1", "Section 3 — Single-Line Diagram"),
            (
                "p",
                "Figure 3-1 shows the power path from the shore substation to the ship's 6.6 kV main "
                "switchboard. Device designations are used throughout this manual.",
            ),
            ("draw", _sld, 320),
            ("cap", "Figure 3-1. ShoreLink simplified single-line diagram"),
            (
                "cols",
                [
                    (
                        "p",
                        "The earthing switch ES-1 is located in the shore connection panel between the cable "
                        "termination and the shore incomer breaker. It grounds the cable conductors when the "
                        "cable is not in use or during plug handling.",
                    ),
                ],
                [
                    (
                        "p",
                        "Voltage transformer VT-1 supplies the sync check relay (25) and the shore voltage meter. "
                        "Current transformer CT-1 feeds the shore kW/kvar metering and the overcurrent protection "
                        "of CB-101.",
                    ),
                ],
            ),
        ],
        # 6
        [
            ("h1", "Section 4 — Interlocks"),
            (
                "cols",
                [
                    (
                        "p",
                        "CB-101 cannot be closed unless all of the following conditions are met. The interlock "
                        "chain is hard-wired; the PLC only indicates which condition is missing.",
                    ),
                    (
                        "ol",
                        [
                            "Pilot loop through SP-1 closed (plug fully inserted and latched)",
                            "ES-1 open and locked in OPEN position",
                            "Shore supply voltage within ±10 % of rated and frequency within ±2 %",
                            "Ground-check relay (64) healthy: cable screen continuity below 10 Ω",
                            "Emergency shutdown (ESD) loop healthy, shore and ship",
                            "Either: sync check relay (25) permissive, or: ship bus dead (black transfer mode)",
                        ],
                    ),
                ],
                [
                    (
                        "p",
                        "ES-1 can only be closed when CB-101 is open and the voltage presence indicating system "
                        "shows no voltage. ES-1 and CB-101 are also mechanically interlocked by a trapped-key "
                        "system: key K1 is released from CB-101 only in the OPEN/racked-out position.",
                    ),
                    (
                        "p",
                        "Removing the plug while energized is prevented by the latch solenoid; the latch can only "
                        "be released after ES-1 has been closed for at least 5 seconds.",
                    ),
                    (
                        "box",
                        "WARNING",
                        "Never defeat the trapped-key interlock. Spare keys must be kept by the Chief "
                        "Engineer.",
                    ),
                ],
            ),
            ("h2", "4.1 Plug and socket"),
            (
                "p",
                "The plug SP-1 has three power pins, one ground pin and three pilot pins. The pilot pins are "
                "shorter, so they make last and break first. Inspect the pin surfaces for pitting before "
                "each connection; contact resistance must be below 100 µΩ per power pin. Keep the protective "
                "cap on the plug whenever it is stowed.",
            ),
            (
                "table",
                dict(
                    w=[2.2, 1.5, 1.5],
                    head=["Plug data", "HVSC-6600", "HVSC-11000"],
                    rows=[
                        ["Power pins", "3 × 500 A", "3 × 350 A"],
                        ["Insertion force, max.", "45 lbf (200 N)", "45 lbf (200 N)"],
                        ["Mating cycles (rated)", "5,000", "5,000"],
                    ],
                    align={1: "c", 2: "c"},
                ),
            ),
        ],
        # 7
        [
            ("h1", "Section 5 — Operation"),
            ("h2", "5.1 Connecting to shore power"),
            (
                "ol",
                [
                    (
                        "Prepare the cable reel:",
                        [
                            "switch reel control to LOCAL",
                            "check brake pressure gauge reads at least 290 psi (20 bar)",
                            "remove plug cap and inspect pins",
                        ],
                    ),
                    "Lower the cable with the reel in PAY OUT; keep the cable clear of sharp edges (bend radius "
                    "per Table 2-1).",
                    (
                        "Insert plug into the shore socket:",
                        [
                            "align the coding key",
                            "push until the latch clicks",
                            "confirm PILOT OK lamp on SCP",
                        ],
                    ),
                    "Switch the reel to AUTO TENSION.",
                    "Request the shore operator to energize the cable. Check shore voltage and phase rotation "
                    "on the SCP meter.",
                    "Open ES-1, remove key K1 and insert it in the CB-101 panel.",
                    "Select transfer mode on the PMS: SYNC or BLACKOUT (see 5.2 / 5.3).",
                ],
            ),
            ("h2", "5.2 Synchronized (parallel) transfer"),
            (
                "p",
                "In SYNC mode the PMS adjusts the running generators to the shore frequency and voltage. "
                "CB-101 closes when the sync check relay permits: voltage difference within 5 %, frequency "
                "difference within 0.1 Hz and phase angle within 10°. After closing, the PMS ramps the load "
                "to shore at 10 % per second and opens the generator breakers. The parallel time is "
                "limited to 3 minutes; if the load transfer is not complete, CB-101 is tripped.",
            ),
            (
                "box",
                "NOTE",
                "Many ports do not allow parallel running with the shore grid. Check the port's "
                "shore power agreement before selecting SYNC.",
            ),
        ],
        # 8
        [
            ("h2", "5.3 Blackout (dead-bus) transfer"),
            (
                "p",
                "In BLACKOUT mode the ship's switchboard is de-energized before connecting to shore. The "
                "emergency generator will start and supply the emergency switchboard during the dead time.",
            ),
            (
                "ol",
                [
                    "Reduce consumers; stop heavy motors (thrusters, cargo pumps, HVAC compressors).",
                    "Select BLACKOUT on the PMS. The PMS blocks automatic start of standby generators.",
                    "Open the generator breakers. Dead bus is confirmed after 2 seconds of no voltage.",
                    "Close CB-101 from the PMS screen. The dead-bus relay checks bus voltage below 10 %.",
                    "Restart consumers in the sequence given by the PMS.",
                ],
            ),
            ("p", "The total blackout time is normally 30-60 seconds."),
            ("h2", "5.4 Disconnecting"),
            (
                "p",
                "Start and synchronize one generator to the shore supply (if SYNC allowed) or black out as in "
                "5.3. Open CB-101, rack out, take key K1 back to ES-1 and close ES-1. Ask the shore operator to "
                "de-energize. Wait at least 5 s, then release the latch and withdraw the plug. Refit the "
                "cap and reel in the cable in LOCAL at low speed.",
            ),
            (
                "box",
                "WARNING",
                "Never try to reel in the cable while the plug is still in the shore socket. "
                "The slip clutch will not protect the plug latch against the full motor torque.",
            ),
            ("h2", "5.5 Cold weather"),
            (
                "p",
                "Below 32 °F (0 °C) switch on the SCP anti-condensation heaters 24 hours before use and check "
                "that the reel drum heater is on. The cable must not be flexed below 5 °F (-15 °C).",
            ),
        ],
        # 9
        [
            ("h1", "Section 6 — Alarm List"),
            (
                "p",
                "Alarms are shown on the SCP HMI and repeated to the ship's alarm and monitoring system as a "
                "common alarm. Codes starting with T trip CB-101.",
            ),
            (
                "table",
                dict(
                    w=[0.9, 2.6, 3.6],
                    head=["Code", "Message", "Description / set point"],
                    size=8.3,
                    rows=[
                        ["A-101", "SHORE VOLT HIGH", "Shore voltage > 110 % of rated for 2 s"],
                        ["A-102", "SHORE VOLT LOW", "Shore voltage < 90 % of rated for 2 s"],
                        ["A-103", "SHORE FREQ DEV", "Frequency deviation > 2 %"],
                        ["A-104", "PHASE SEQUENCE WRONG", "Shore phase rotation not L1-L2-L3"],
                        ["A-110", "REEL BRAKE PRESS LOW", "Brake circuit < 217 psi (15 bar)"],
                        ["A-111", "REEL MOTOR OVERLOAD", "Thermal relay of reel motor tripped"],
                        ["A-112", "CABLE SLACK", "Tension below 225 lbf for 10 s"],
                        ["A-113", "CABLE END LIMIT", "Limit switch LS-3, last 2 turns on drum"],
                        ["A-120", "SCP TEMP HIGH", "Panel internal temperature > 122 °F (50 °C)"],
                        ["A-121", "SCP HEATER FAIL", "Anti-condensation heater circuit open"],
                        ["A-125", "SYNC FAIL", "No sync permissive within 120 s"],
                        ["A-126", "PARALLEL TIME EXCEEDED", "Parallel with shore > 3 min"],
                        [
                            "T-201",
                            "PILOT LOOP OPEN",
                            "Plug pilot loop interrupted; trips CB-101 in 200 ms",
                        ],
                        ["T-202", "GROUND CHECK FAIL", "Cable screen continuity > 10 Ω"],
                        ["T-203", "ESD SHORE", "Emergency stop from shore side"],
                        [
                            "T-204",
                            "ESD SHIP",
                            "Emergency stop from ship (bridge, ECR or reel platform)",
                        ],
                    ],
                ),
            ),
        ],
        # 10
        [
            (
                "table",
                dict(
                    w=[0.9, 2.6, 3.6],
                    size=8.3,
                    rows=[
                        ["T-205", "EARTH FAULT", "Neutral displacement > 20 % for 5 s"],
                        ["T-206", "OVERCURRENT CB-101", "Current > 120 % of rated, inverse time"],
                        [
                            "T-207",
                            "CABLE OVERTEMP",
                            "Cable conductor temp. > 194 °F (90 °C) (fiber optic sensor)",
                        ],
                        [
                            "T-208",
                            "LATCH OPEN ENERGIZED",
                            "Plug latch opened while shore voltage present",
                        ],
                    ],
                ),
            ),
            ("h1", "Section 7 — Troubleshooting"),
            (
                "table",
                dict(
                    w=[2, 2.5, 3],
                    head=["Fault", "Possible cause", "Action"],
                    size=8.3,
                    rows=[
                        [
                            "CB-101 will not close",
                            "ES-1 not fully open / key K1 not inserted",
                            "Check ES-1 position, insert key",
                        ],
                        [
                            "",
                            "Pilot loop open",
                            "Reseat plug; check pilot pins and cable pilot cores",
                        ],
                        [
                            "",
                            "Sync permissive missing",
                            "Check generator speed control; select BLACKOUT if allowed",
                        ],
                        [
                            "Reel does not pay out",
                            "Brake not released (low pressure)",
                            "Check brake pump, accumulator pre-charge 145 psi",
                        ],
                        [
                            "Ground-check trip T-202 on connection",
                            "Dirty ground pin, broken screen",
                            "Clean pin, measure screen resistance",
                        ],
                        [
                            "Repeated A-112 CABLE SLACK at low tide",
                            "Slip clutch set too low",
                            "Adjust clutch to 450 lbf max.",
                        ],
                        ["SCP condensation", "Heater off / failed", "Check A-121, fuse F12"],
                    ],
                ),
            ),
            (
                "p",
                "For any trip with T-code, do not reset until the cause has been found. After T-205 or T-207 "
                "the cable must be insulation tested before it is energized again.",
            ),
        ],
        # 11
        [
            ("h1", "Section 8 — Maintenance"),
            ("h2", "8.1 Schedule"),
            (
                "table",
                dict(
                    w=[3.6, 1, 1, 1, 1],
                    head=["Task", "Each use", "Monthly", "Annual", "5 yr"],
                    align={1: "c", 2: "c", 3: "c", 4: "c"},
                    rows=[
                        ["Inspect plug pins, latch and cap", "√", "", "", ""],
                        ["Visual check of cable jacket", "√", "", "", ""],
                        ["Function test ESD loop", "", "√", "", ""],
                        ["Grease reel slip ring and bearings", "", "√", "", ""],
                        ["Insulation resistance test of cable", "", "", "√", ""],
                        ["Test of interlocks and trapped keys", "", "", "√", ""],
                        ["Calibrate protection relays", "", "", "", "√"],
                    ],
                ),
            ),
            (
                "p",
                "Insulation resistance of the HV cable shall be measured with a 5,000 V tester for 1 minute; "
                "minimum acceptable value is 1,000 MΩ at 68 °F (20 °C). Torque the cable termination lugs in "
                "the SCP to 37 ft-lb (50 N·m) and the ground bar bolts to 18 ft-lb (25 N·m).",
            ),
            ("h2", "8.2 Recommended spare parts"),
            (
                "table",
                dict(
                    w=[0.6, 1.6, 3.6, 0.6],
                    head=["Item", "Part No.", "Description", "Qty"],
                    align={0: "c", 3: "c"},
                    rows=[
                        ["1", "IPS-73120", "Pilot pin set for plug SP-1", "2"],
                        ["2", "IPS-73145", "Plug protective cap with gasket", "1"],
                        ["3", "IPS-73210", "Latch solenoid, 24 VDC", "1"],
                        ["4", "IPS-73388", "Slip clutch friction disc set", "1"],
                        ["5", "IPS-73402", "Limit switch LS-3, reel", "1"],
                        ["6", "IPS-73515", "Anti-condensation heater 250 W, 230 VAC", "2"],
                        ["7", "IPS-73620", "Voltage presence indicator module", "1"],
                    ],
                ),
            ),
        ],
    ],
)


# ================================================================ 3. Vacuum toilet (Hanul)


def _vac_diagram(page, r, ctx):
    x0, y0 = r.x0, r.y0
    page.draw_rect(r, color=(0, 0, 0), width=0.5)
    # toilets
    for k, xx in enumerate((30, 90, 150, 210)):
        _box(page, fitz.Rect(x0 + xx, y0 + 20, x0 + xx + 40, y0 + 45), f"WC-{k + 1}", size=6.5)
        _ln(page, [(x0 + xx + 20, y0 + 45), (x0 + xx + 20, y0 + 70)])
        _valve(page, (x0 + xx + 20, y0 + 58), f"DV-{k + 1}", size=5.5, right=True)
    _text(page, x0 + 262, y0 + 36, "toilet bowls (deck 3 / deck 4)", "helv", 6.5)
    _ln(page, [(x0 + 40, y0 + 78), (x0 + 330, y0 + 78)], width=1.6)
    for xx in (50, 110, 170, 230):
        _ln(page, [(x0 + xx, y0 + 70), (x0 + xx, y0 + 78)])
    _text(page, x0 + 40, y0 + 90, "vacuum main DN50, fall 1:200 towards tank", "helv", 6)
    _valve(page, (x0 + 300, y0 + 78), "V-201")
    _ln(page, [(x0 + 330, y0 + 78), (x0 + 360, y0 + 78), (x0 + 360, y0 + 120)], width=1.6)
    tank = fitz.Rect(x0 + 320, y0 + 120, x0 + 440, y0 + 200)
    _box(page, tank, "T-1\nVACUUM TANK\n600 L")
    _circle(page, (x0 + 460, y0 + 135), 9, "PS-01", 4.8)
    _circle(page, (x0 + 460, y0 + 160), 9, "PS-02", 4.8)
    _circle(page, (x0 + 460, y0 + 185), 9, "LS-03", 4.8)
    for yy in (135, 160, 185):
        _ln(page, [(x0 + 440, y0 + yy), (x0 + 451, y0 + yy)], dash="[2 2] 0")
    # ejector pumps
    _ln(page, [(x0 + 350, y0 + 200), (x0 + 350, y0 + 240), (x0 + 190, y0 + 240)])
    _ln(page, [(x0 + 410, y0 + 200), (x0 + 410, y0 + 250)])
    _valve(page, (x0 + 280, y0 + 240), "V-202")
    _circle(page, (x0 + 160, y0 + 240), 16, "P-1")
    _circle(page, (x0 + 100, y0 + 240), 16, "P-2")
    _ln(page, [(x0 + 144, y0 + 240), (x0 + 116, y0 + 240)])
    _text(page, x0 + 70, y0 + 272, "P-1 / P-2 vacuum ejector pumps (vacuum generators)", "helv", 6)
    _ln(page, [(x0 + 410, y0 + 250), (x0 + 410, y0 + 275), (r.x1 - 10, y0 + 275)])
    _valve(page, (x0 + 440, y0 + 275), "V-204")
    _text(page, x0 + 420, y0 + 291, "to STP / overboard", "helv", 6)
    _valve(page, (x0 + 410, y0 + 225), "V-203", right=True)
    _ln(page, [(x0 + 40, y0 + 240), (x0 + 84, y0 + 240)])
    _valve(page, (x0 + 60, y0 + 240), "V-205")
    _text(page, x0 + 15, y0 + 230, "recirc.", "helv", 6)
    _valve(page, (x0 + 300, y0 + 120), "V-206")
    _ln(page, [(x0 + 300, y0 + 126), (x0 + 300, y0 + 150), (x0 + 320, y0 + 150)])
    _text(page, x0 + 250, y0 + 112, "flushing water", "helv", 6)


VAC_STYLE = dict(
    body="helv",
    bold="hebo",
    ital="heit",
    size=9.2,
    h1size=12.5,
    h1rule=True,
    hcolor=(0.0, 0.35, 0.3),
    band=(0.0, 0.35, 0.3),
    olfmt="({n})",
    subfmt="{a})",
    bullet="-",
    headfill=(0.85, 0.93, 0.9),
)

VACUUM = dict(
    file="hanul-hvc2400-vacuum-toilet.pdf",
    title="HVC-2400 Vacuum Collecting Unit — Instruction Book",
    maker="Hanul Eco-Marine Co., Ltd.",
    header=("HANUL ECO-MARINE", "HVC-2400"),
    footer_l="Instruction Book for Vacuum Collecting Unit",
    footer_r="- {n} -",
    toctitle="TABLE OF CONTENT",
    style=VAC_STYLE,
    pages=[
        [
            (
                "cover",
                dict(
                    maker="HANUL ECO-MARINE CO., LTD.",
                    tag="Busan, Korea — Marine sanitary system",
                    title="Instruction Book for Vacuum Collecting Unit",
                    model="HVC-2400",
                    lines=[
                        "Vacuum toilet system for 24 ~ 60 persons",
                        "Drawing No. HE-VC-2400-00",
                        "Please read this book before operating the unit.",
                    ],
                    box=[
                        "Ship name: ____________   Hull No.: ____________",
                        "Serial No.: ____________   Date of delivery: ____________",
                        "After-service: as@hanul-ecomarine.example  Tel. +82 51 000 7700",
                    ],
                ),
            )
        ],
        [("toc",)],
        # 3
        [
            ("h1", "1. Outline"),
            (
                "p",
                "This vacuum collecting unit is used for the collection of black water from the vacuum toilets "
                "on the ship. Toilet waste is transported by the vacuum into the vacuum tank and from there it "
                "is discharged to the sewage treatment plant or to the holding tank. Because the vacuum "
                "transports the waste, only about 1,2 litre of flushing water is needed for one flush, "
                "compared with 6 ~ 9 litre of the gravity toilet.",
            ),
            (
                "p",
                "The unit is consisting of the vacuum tank, two ejector pumps which are making the vacuum "
                "(vacuum generators) and also discharging the tank, the control panel and the piping. "
                "Please take care that the ejector pumps are also the discharge pumps; there is no separate "
                "discharge pump in this system.",
            ),
            ("h2", "1.1 Specification"),
            (
                "table",
                dict(
                    w=[2.6, 2.4],
                    grid="none",
                    size=8.8,
                    rows=[
                        ["Type", "HVC-2400 (2 ejector pumps)"],
                        ["Number of persons", "24 ~ 60 persons"],
                        ["Number of toilets connectable", "max. 40 toilets"],
                        ["Vacuum tank capacity", "600 L"],
                        ["Working vacuum", "-0,35 ~ -0,55 bar"],
                        ["Ejector pump capacity", "each 18 m³/h at 4,5 bar"],
                        ["Ejector pump motor", "each 5,5 kW, 440 V, 60 Hz"],
                        ["Flushing water per flush", "approx. 1,2 L"],
                        ["Vacuum main pipe", "DN50 (min.), fall 1:200"],
                        ["Weight (dry / operating)", "620 kg / 1 250 kg"],
                    ],
                ),
            ),
            (
                "p",
                "Pipe material of the vacuum main is PVC-U or stainless steel. The pipe must be fitted with "
                "a fall towards the tank and with lift pockets (transport pockets) at every 15 m length.",
            ),
        ],
        # 4
        [
            ("h1", "2. System Diagram"),
            (
                "p",
                "Below figure is showing the piping system of HVC-2400. The tag number is same as the parts "
                "list and electric drawing.",
            ),
            ("draw", _vac_diagram, 300),
            ("cap", "Fig. 2-1  Piping diagram of vacuum collecting unit"),
            (
                "table",
                dict(
                    w=[1, 3.5],
                    head=["Tag", "Name"],
                    grid="rules",
                    rows=[
                        ["PS-01", "Vacuum switch, pump start / stop"],
                        ["PS-02", "Vacuum switch, low vacuum alarm"],
                        ["LS-03", "Level switch, tank high level (discharge start)"],
                        ["V-202", "Suction valve of ejector pumps"],
                        ["V-203", "Discharge valve from tank to ejector circuit"],
                        ["V-204", "Discharge valve to sewage treatment plant (STP)"],
                        ["V-205", "Recirculation valve (for tank cleaning)"],
                    ],
                ),
            ),
        ],
        # 5
        [
            ("h1", "3. Operation"),
            ("h2", "3.1 Preparation for first start"),
            (
                "ol",
                [
                    (
                        "Please check the valves as follows:",
                        [
                            "V-201, V-202, V-203 : open",
                            "V-204 : open (to STP) or closed (holding tank mode)",
                            "V-205 : closed",
                        ],
                    ),
                    "Fill the vacuum tank with fresh water up to the sight glass centre (approx. 150 L). "
                    "The ejector pumps must not be run dry.",
                    "Check the turning direction of each pump by short start. Arrow is on the motor cover.",
                    "Select AUTO at the control panel. P-1 and P-2 are running by turns (duty change every start).",
                ],
            ),
            ("h2", "3.2 Setting of vacuum switches"),
            (
                "p",
                "The vacuum switch PS-01 is starting the ejector pump at -0,35 bar and stopping at "
                "-0,55 bar. When the vacuum is not reaching -0,35 bar within 60 sec., the second pump is "
                "also started (assist running). The vacuum switch PS-02 is giving the alarm at -0,25 bar.",
            ),
            (
                "box",
                "CAUTION",
                "Please take care that the vacuum must not be made deeper than -0,65 bar. Too high "
                "vacuum can damage the toilet bowl seals and the discharge valves.",
            ),
            ("h2", "3.3 Discharge of vacuum tank"),
            (
                "p",
                "When the level in the tank is reaching LS-03 (high level), the ejector pump is running in "
                "discharge mode: V-203 is open and the pump is delivering the tank content through V-204 to "
                "the STP. Discharge pressure must be kept within 4,5 ~ 6 bar. Discharge is stopping by the "
                "timer (standard setting 90 sec.) or by the low level.",
            ),
            (
                "p",
                "In the port, when discharge is not allowed, please close V-204 and open the valve to the "
                "holding tank. The holding tank capacity is not a part of this unit.",
            ),
        ],
        # 6
        [
            ("h2", "3.4 Toilet discharge valve"),
            (
                "p",
                "Each toilet has the discharge valve (DV) which is opening by the vacuum when the flush "
                "button is pushed. The valve is opening for 2 ~ 3 sec. and at the same time the flushing "
                "water valve is giving water. The opening time is adjusted at the controller under the toilet "
                "bowl with the adjusting screw (turn clockwise for longer).",
            ),
            (
                "p",
                "The flushing water pressure must be 2 ~ 6 bar (min. 2 bar at the toilet). If the pressure is "
                "lower, the bowl is not cleaned enough.",
            ),
            ("h1", "4. Blockage Clearing"),
            (
                "p",
                "Most of the blockage is happening by the foreign materials like sanitary towel, cloth, "
                "plastic bag or too much paper. Please inform the crew that only toilet paper is allowed.",
            ),
            (
                "ol",
                [
                    (
                        "Find the blocked section:",
                        [
                            "flush the toilets one by one from the tank side",
                            "the first toilet which is not flushing shows the blocked pipe section",
                        ],
                    ),
                    "Close the section valve of the blocked branch and the toilets of this branch are out of use.",
                    (
                        "Remove the blockage:",
                        [
                            "open the cleaning opening (rodding point) next to the blocked part",
                            "use the cleaning spring (max. 10 m), do not use sharp tools",
                            "for the blockage in the discharge valve, dismantle the valve "
                            "(see 6.3)",
                        ],
                    ),
                    "Close the cleaning opening and open the section valve. Check the vacuum is recovering to "
                    "-0,55 bar within 3 min.",
                    "Flush each toilet of the branch 3 times for confirmation.",
                ],
            ),
            (
                "box",
                "CAUTION",
                "Please wear rubber gloves and the face shield. The black water contains bacteria. "
                "Before opening the pipe, stop the ejector pumps and release the vacuum with V-206.",
            ),
            (
                "p",
                "If the blockage is in the vacuum tank inlet, please use the recirculation: close V-204, open "
                "V-205 and run one pump in MANUAL for 10 ~ 15 min.",
            ),
        ],
        # 7
        [
            ("h1", "5. Alarm and Troubleshooting"),
            ("h2", "5.1 Alarm list"),
            (
                "table",
                dict(
                    w=[1, 2.6, 3],
                    head=["Code", "Indication", "Contents"],
                    rows=[
                        ["VC-01", "VACUUM LOW", "Vacuum weaker than -0,25 bar (PS-02)"],
                        ["VC-02", "P-1 OVERLOAD", "Thermal relay of P-1 is tripped"],
                        ["VC-03", "P-2 OVERLOAD", "Thermal relay of P-2 is tripped"],
                        ["VC-04", "TANK LEVEL HIGH-HIGH", "Level over LS-03 for 5 min."],
                        ["VC-05", "PUMP RUN TIME OVER", "One pump is running > 20 min continuous"],
                        ["VC-06", "DISCHARGE PRESS LOW", "Less than 3,0 bar in discharge mode"],
                        ["VC-07", "POWER FAILURE", "Control power 24 V DC lost"],
                    ],
                ),
            ),
            ("h2", "5.2 Troubleshooting"),
            (
                "table",
                dict(
                    w=[2, 2.6, 2.8],
                    head=["Trouble", "Cause", "Remedy"],
                    rows=[
                        [
                            "Vacuum is not made / pump long running",
                            "Air leakage in vacuum piping",
                            "Close section valves one by one to find leaking section",
                        ],
                        [
                            "",
                            "Discharge valve of toilet is not closing",
                            "Clean or replace the valve rubber",
                        ],
                        ["", "Ejector nozzle is worn", "Replace nozzle (clearance over 0,5 mm)"],
                        ["Toilet is not flushing", "Blockage in branch pipe", "See chapter 4"],
                        ["", "Controller air hose is loose", "Connect hose again"],
                        [
                            "Bad smell in toilet room",
                            "Water seal of floor drain dry",
                            "Pour water in the floor drain",
                        ],
                        ["", "Vent of vacuum tank blocked", "Clean the vent pipe and flame screen"],
                        [
                            "Vacuum tank does not discharge",
                            "V-204 closed / STP full",
                            "Open V-204, check STP level",
                        ],
                        [
                            "Pump noise, vibration",
                            "Ejector is clogged by fibre",
                            "Run recirculation, clean strainer",
                        ],
                    ],
                ),
            ),
        ],
        # 8
        [
            ("h1", "6. Maintenance"),
            ("h2", "6.1 Periodical maintenance"),
            (
                "table",
                dict(
                    w=[3.6, 0.8, 0.8, 0.8, 0.8, 0.8],
                    head=["Item", "Daily", "Weekly", "Monthly", "6 Months", "Yearly"],
                    align={1: "c", 2: "c", 3: "c", 4: "c", 5: "c"},
                    rows=[
                        ["Check vacuum gauge reading", "o", "", "", "", ""],
                        ["Check pump running hours (balance)", "", "o", "", "", ""],
                        ["Clean strainer of ejector circuit", "", "o", "", "", ""],
                        ["Descaling of vacuum piping (acid)", "", "", "", "o", ""],
                        ["Check discharge valve rubbers", "", "", "o", "", ""],
                        ["Inspect inside of vacuum tank", "", "", "", "", "o"],
                        ["Check ejector nozzle clearance", "", "", "", "", "o"],
                        ["Insulation test of pump motors", "", "", "", "", "o"],
                    ],
                ),
            ),
            ("h2", "6.2 Descaling of vacuum pipe"),
            (
                "p",
                "Urine scale (calcium) is making the pipe bore smaller. Please use only the descaling "
                "agent which is recommended by HANUL. Dosage is depending on the number of the toilets:",
            ),
            (
                "table",
                dict(
                    w=[2.2, 1.6, 1.6],
                    grid="none",
                    size=8.8,
                    head=["Number of toilets", "Agent per toilet", "Contact time"],
                    rows=[
                        ["up to 10", "0,5 L", "8 hours"],
                        ["11 ~ 25", "0,4 L", "8 hours"],
                        ["26 ~ 40", "0,3 L", "12 hours"],
                    ],
                ),
            ),
            (
                "p",
                "Pour the agent in each toilet bowl and flush one time only. After the contact time, flush "
                "every toilet 5 times. Please take care that the agent is not going into the STP in one time; "
                "close V-204 and discharge the tank slowly to the holding tank.",
            ),
        ],
        # 9
        [
            ("h2", "6.3 Toilet discharge valve overhaul"),
            (
                "cols",
                [
                    (
                        "p",
                        "The discharge valve is a pinch type valve with rubber sleeve. The life time of the sleeve is "
                        "approx. 30 000 flushes or 2 years. To replace:",
                    ),
                    (
                        "ol",
                        [
                            "Close the section valve and the flush water supply of the toilet.",
                            "Remove the 4 bolts of the valve body (M6).",
                            "Take out the rubber sleeve and check the seat.",
                            "Fit the new sleeve; tighten bolts to 6 N·m crosswise.",
                            "Open the valves and make test flush 5 times.",
                        ],
                    ),
                ],
                [
                    (
                        "p",
                        "The ejector pump mechanical seal is to be checked for leaking at every month. Small "
                        "dropping (max. 3 drops per minute) is no problem. Impeller clearance: 0,3 ~ 0,5 mm. "
                        "Bolts of the ejector body: 45 N·m (4,6 kgf·m).",
                    ),
                    (
                        "box",
                        "NOTE",
                        "Please use original HANUL rubber parts. Other rubber quality can be swelling by "
                        "the descaling agent.",
                    ),
                ],
            ),
            ("h1", "7. Spare Parts"),
            (
                "table",
                dict(
                    w=[0.6, 1.8, 3.4, 0.6],
                    head=["No.", "Part No.", "Part name", "Q'ty"],
                    align={0: "c", 3: "c"},
                    rows=[
                        ["1", "HE-2400-101", "Ejector nozzle", "2"],
                        ["2", "HE-2400-102", "Mechanical seal for ejector pump", "2"],
                        ["3", "HE-2400-115", "Impeller, ejector pump", "1"],
                        ["4", "HE-2400-130", "Vacuum switch PS-01 / PS-02", "1"],
                        ["5", "HE-2400-131", "Level switch LS-03 (float)", "1"],
                        ["6", "HE-2400-210", "Rubber sleeve for toilet discharge valve", "10"],
                        ["7", "HE-2400-215", "Controller for toilet (flush unit)", "2"],
                        ["8", "HE-2400-220", "Flush button assembly", "4"],
                        ["9", "HE-2400-305", "Strainer element, ejector circuit", "2"],
                        ["10", "HE-2400-410", "Gasket set, vacuum tank manhole", "1"],
                    ],
                ),
            ),
        ],
        # 10
        [
            ("h1", "8. Electric Control"),
            (
                "p",
                "The control panel is mounted on the unit frame. Main power is 440 V 3 ph 60 Hz; control "
                "power is 24 V DC from the internal power supply.",
            ),
            (
                "table",
                dict(
                    w=[2.2, 2.6],
                    grid="none",
                    size=8.8,
                    head=["Timer / setting", "Standard value"],
                    rows=[
                        ["Discharge timer", "90 sec."],
                        ["Assist pump delay", "60 sec."],
                        ["Pump run time alarm", "20 min."],
                        ["Duty change", "every start"],
                        ["High-high level delay", "5 min."],
                    ],
                ),
            ),
            (
                "p",
                "The settings can be changed at the HMI in the panel door with the password level 2. Please "
                "write the changed value in the commissioning record.",
            ),
            (
                "box",
                "CAUTION",
                "Before opening the panel, switch off the main switch Q1. The terminals of the "
                "motor contactor are live even when the pumps are stopped.",
            ),
            ("h2", "8.1 Long stop of the unit"),
            (
                "p",
                "When the ship is in the dock or the unit is stopped over 2 weeks, please flush all toilets "
                "with fresh water, discharge the tank completely and fill it with fresh water again to "
                "the sight glass centre. This is for avoiding the bad smell and corrosion.",
            ),
        ],
    ],
)


# ================================================================ 4. Galley hood / fire damper (Kestrel)


def _duct_sketch(page, r, ctx):
    x0, y0 = r.x0, r.y0
    page.draw_rect(r, color=(0, 0, 0), width=0.5)
    # hood
    hood = [(x0 + 30, y0 + 200), (x0 + 60, y0 + 150), (x0 + 260, y0 + 150), (x0 + 290, y0 + 200)]
    _ln(page, [*hood, (x0 + 30, y0 + 200)], width=1.0)
    _text(page, x0 + 110, y0 + 190, "KGH-400 HOOD (canopy)", "helv", 7)
    for xx in (90, 140, 190, 240):
        page.draw_line(
            (x0 + xx - 12, y0 + 160), (x0 + xx + 12, y0 + 175), color=(0, 0, 0), width=0.6
        )
    _text(page, x0 + 70, y0 + 146, "GF-1 … GF-4 grease filters", "helv", 6.5)
    # range
    _box(
        page,
        fitz.Rect(x0 + 50, y0 + 230, x0 + 270, y0 + 260),
        "Galley range / deep fat fryer",
        size=7,
    )
    for k, xx in enumerate((80, 150, 220)):
        _ln(page, [(x0 + xx, y0 + 178), (x0 + xx, y0 + 222)], dash="[2 2] 0")
        _text(page, x0 + xx + 3, y0 + 214, f"N-{k + 1}", "helv", 6)
    # duct
    _ln(page, [(x0 + 140, y0 + 150), (x0 + 140, y0 + 60), (x0 + 360, y0 + 60)], width=1.2)
    _ln(page, [(x0 + 180, y0 + 150), (x0 + 180, y0 + 95), (x0 + 360, y0 + 95)], width=1.2)
    _box(page, fitz.Rect(x0 + 150, y0 + 110, x0 + 172, y0 + 130), "FD-1", size=5.5)
    _text(page, x0 + 186, y0 + 124, "FD-1 (fusible link FL-1)", "helv", 6)
    _circle(page, (x0 + 160, y0 + 82), 8, "N-4", 5)
    _text(page, x0 + 190, y0 + 82, "duct nozzle N-4", "helv", 6)
    _box(page, fitz.Rect(x0 + 360, y0 + 55, x0 + 410, y0 + 100), "EF-1\nexhaust\nfan", size=6.5)
    _ln(page, [(x0 + 410, y0 + 70), (x0 + 440, y0 + 70), (x0 + 440, y0 + 25)], width=1.2)
    _box(page, fitz.Rect(x0 + 425, y0 + 40, x0 + 455, y0 + 55), "FD-2", size=5.5)
    _text(page, x0 + 392, y0 + 24, "to open deck", "helv", 6)
    _box(page, fitz.Rect(x0 + 280, y0 + 108, x0 + 330, y0 + 132), "AD-1\naccess door", size=5.5)
    # agent cylinder
    _box(page, fitz.Rect(x0 + 368, y0 + 170, x0 + 405, y0 + 250), "C-1\nwet\nchem.\n20 L", size=6.5)
    _ln(page, [(x0 + 368, y0 + 180), (x0 + 300, y0 + 180), (x0 + 300, y0 + 132)], dash="[3 2] 0")
    _box(
        page, fitz.Rect(x0 + 422, y0 + 170, r.x1 - 4, y0 + 200), "MP-1 manual\npull station", size=6
    )
    _box(
        page,
        fitz.Rect(x0 + 422, y0 + 215, r.x1 - 4, y0 + 245),
        "GV-1 / CT-1\nenergy cut-off",
        size=6,
    )
    _ln(page, [(x0 + 405, y0 + 185), (x0 + 422, y0 + 185)], dash="[1 2] 0")
    _ln(page, [(x0 + 405, y0 + 230), (x0 + 422, y0 + 230)], dash="[1 2] 0")
    _text(
        page,
        x0 + 10,
        r.y1 - 6,
        "dashed = agent piping / nozzles;  dotted = cable release",
        "helv",
        6,
    )


GALLEY_STYLE = dict(
    body="cour",
    bold="cobo",
    ital="cour",
    size=8.6,
    h1size=11.5,
    h1rule=True,
    hcolor=(0, 0, 0),
    band=(0.2, 0.2, 0.2),
    olfmt="{n}.",
    subfmt="{a}.",
    bullet="-",
    colrule=False,
    headfill=(0.88, 0.88, 0.88),
)

GALLEY = dict(
    file="kestrel-kgh400-galley-hood.pdf",
    title="Service Bulletin KSB-114 — KGH-400 Galley Hood, Fire Damper and WetGuard System",
    maker="Kestrel Airtech Ltd",
    header=("KESTREL SB KSB-114 Rev C", "KGH-400 / KFD / WG-20"),
    footer_l="Kestrel Airtech Ltd — Service Bulletin",
    footer_r="p. {n}/{N}",
    toctitle="CONTENTS",
    style=GALLEY_STYLE,
    pages=[
        [
            (
                "cover",
                dict(
                    maker="KESTREL AIRTECH LTD",
                    tag="Galley ventilation & fire protection, marine",
                    title="Service Bulletin KSB-114 Rev C",
                    model="KGH-400 hood / KFD-250 damper / WetGuard WG-20",
                    lines=[
                        "Maint. + svc data, galley exhaust hood, grease filters,",
                        "extract duct cleaning, fire damper release/reset,",
                        "wet chemical extinguishing. Supersedes Rev B.",
                    ],
                    box=[
                        "Applicability: all KGH-400 hoods delivered from s/n 4000 onwards.",
                        "Distribution: C/E, 2/E, Chief Cook, ETO.",
                        "Kestrel svc desk +44 1482 000 114",
                    ],
                ),
            )
        ],
        [("toc",)],
        # 3
        [
            ("h1", "1 GENERAL"),
            (
                "ul",
                [
                    "SB covers KGH-400 extract hood (canopy) w/ KFD-250 fire damper + WetGuard WG-20 wet chem "
                    "system.",
                    "Rev C: filter wash interval chgd (sect 2); FD link temp chgd for fryer hoods (sect 4).",
                    "Galley staff: daily filter chk only. All other tasks: engine dept.",
                    "Ref. dwg KA-400-01 (duct), KA-400-07 (agent piping).",
                ],
            ),
            ("h2", "1.1 Hood data"),
            (
                "table",
                dict(
                    w=[1.3, 1.1, 1.2, 1.0, 1.2, 1.2],
                    size=7.8,
                    grid="full",
                    head=[
                        "Hood",
                        "Length mm",
                        "Extract m3/h",
                        "Filters qty",
                        "Duct conn. mm",
                        "Nozzles qty",
                    ],
                    rows=[
                        ["KGH-400-12", "1200", "1 450", "3", "Ø 250", "2"],
                        ["KGH-400-18", "1800", "2 200", "4", "Ø 315", "3"],
                        ["KGH-400-24", "2400", "2 900", "6", "Ø 315", "4"],
                        ["KGH-400-30", "3000", "3 600", "7", "Ø 400", "5"],
                    ],
                    align={1: "c", 2: "c", 3: "c", 4: "c", 5: "c"},
                ),
            ),
            (
                "p",
                "Capture velocity at filter face: 1,5-2,5 m/s. Duct velocity: 7-10 m/s. Max. exhaust air "
                "temp at hood outlet: 60 °C normal op.",
            ),
            ("h2", "1.2 Abbrev."),
            (
                "table",
                dict(
                    w=[1, 4],
                    grid="none",
                    size=8.2,
                    rows=[
                        ["FD", "fire damper (KFD-250)"],
                        ["FL", "fusible link"],
                        ["GF", "grease filter (baffle type)"],
                        ["EF", "exhaust fan"],
                        ["MP", "manual pull station"],
                        ["GV", "galley gas valve"],
                        ["CT", "contactor, galley power cut-off"],
                        ["Chk/Adj/Repl", "check / adjust / replace"],
                    ],
                ),
            ),
        ],
        # 4
        [
            ("h1", "2 GREASE FILTERS"),
            (
                "p",
                "Baffle filters, SS 304, no mesh. Do NOT run hood w/o filters - grease into duct = fire risk.",
            ),
            (
                "table",
                dict(
                    w=[2.4, 1.4, 1.4],
                    grid="none",
                    size=8.2,
                    head=["Filter", "Size (mm)", "Weight"],
                    rows=[
                        ["GF std (KGH-400-12/18)", "500 x 400 x 50", "3.1 kg"],
                        ["GF wide (KGH-400-24/30)", "500 x 500 x 50", "3.8 kg"],
                        ["GF fryer (high temp)", "500 x 400 x 50", "3.4 kg"],
                    ],
                ),
            ),
            ("h2", "2.1 Wash interval (Rev C)"),
            (
                "table",
                dict(
                    w=[3, 2],
                    grid="none",
                    size=8.2,
                    head=["Galley use", "Wash GF every"],
                    rows=[
                        ["< 100 meals/day", "7 days"],
                        ["100-400 meals/day", "3 days"],
                        ["> 400 meals/day or fryer hood", "daily"],
                    ],
                ),
            ),
            ("h2", "2.2 Filter removal / wash"),
            (
                "ol",
                [
                    "Fan EF-1 stop. Hood lights on.",
                    (
                        "Remove GF:",
                        [
                            "lift filter up into top channel",
                            "swing bottom edge out",
                            "lower out. Gloves - edges sharp.",
                        ],
                    ),
                    "Soak in hot water 60-70 °C w/ alkaline degreaser, 30 min min.",
                    "Rinse, drain dry. Dishwasher OK for std GF.",
                    "Refit w/ baffles vertical, drain slot down. Chk filter sits flat - gap max 2 mm.",
                    "Empty + clean grease trough and drain cup.",
                ],
            ),
            ("p", "Repl GF if baffles bent or weld cracks. Do not straighten."),
            ("h2", "2.3 Pressure drop"),
            (
                "p",
                "Clean GF: 60-90 Pa. Dirty: >150 Pa - wash now. Gauge DPI-1 on hood side panel "
                "(if fitted).",
            ),
        ],
        # 5
        [
            ("h1", "3 EXTRACT DUCT CLEANING"),
            (
                "p",
                "Grease deposit in duct is main fire cause. Measure deposit at access doors w/ wet film "
                "gauge. Clean when deposit > 200 µm anywhere. Otherwise per table:",
            ),
            (
                "table",
                dict(
                    w=[2.6, 2],
                    head=["Galley use", "Duct clean interval"],
                    rows=[
                        ["Low (< 100 meals/day)", "12 months"],
                        ["Medium (100-400 meals/day)", "6 months"],
                        ["High / fryer / grill", "3 months"],
                    ],
                ),
            ),
            ("h2", "3.1 Duct cleaning procedure"),
            (
                "table",
                dict(
                    w=[0.5, 4, 1.8],
                    head=["Step", "Action", "Chk"],
                    size=8.0,
                    rows=[
                        [
                            "1",
                            "Isolate EF-1 at starter, lock + tag. Galley hot work stop.",
                            "EF-1 locked",
                        ],
                        [
                            "2",
                            "Isolate WG-20: insert lock pin in actuator (prevents discharge).",
                            "Pin in, tag on",
                        ],
                        [
                            "3",
                            "Open access doors AD-1...AD-n. Photo deposit before clean.",
                            "Photos taken",
                        ],
                        ["4", "Scrape heavy deposit; then foam degreaser, 20 min contact.", ""],
                        [
                            "5",
                            "Wipe / brush duct + FD blades. Do not wet FD fusible link.",
                            "FL dry",
                        ],
                        [
                            "6",
                            "Clean EF-1 impeller + drain. Chk impeller balance - no vibration.",
                            "Vib. < 4,5 mm/s",
                        ],
                        ["7", "Close access doors; new gaskets if damaged.", "Doors tight"],
                        [
                            "8",
                            "Remove lock pin WG-20. EF-1 unlock + start. Record in log.",
                            "Pin out!",
                        ],
                    ],
                ),
            ),
            (
                "box",
                "WARNING",
                "Lock pin left in after duct clean = no wet chem discharge on fire. Step 8 "
                "mandatory. 2nd person to chk.",
            ),
            (
                "p",
                "Duct cleaning by shore contractor acceptable. Record deposit thickness before/after.",
            ),
        ],
        # 6
        [
            ("h1", "4 FIRE DAMPER KFD-250"),
            (
                "p",
                "FD-1 in hood spigot, FD-2 at duct outlet. Spring closed, held open by fusible link FL.",
            ),
            (
                "table",
                dict(
                    w=[2.4, 1.6, 1.6],
                    head=["Param", "Std hood", "Fryer hood"],
                    rows=[
                        ["FL release temp", "74 °C (165 °F)", "141 °C (286 °F)"],
                        ["FL colour code", "white", "blue"],
                        ["FL part no.", "KA-FL-074", "KA-FL-141"],
                        ["Close time after release", "< 2 s", "< 2 s"],
                        ["Remote release", "24 V DC solenoid", "24 V DC solenoid"],
                    ],
                ),
            ),
            (
                "p",
                "FD release also by: MP-1 pull (via WG-20 cable) + fire alarm panel signal (solenoid).",
            ),
            ("h2", "4.1 FD test / reset"),
            (
                "ol",
                [
                    "Inform bridge (fire alarm). EF-1 stop.",
                    "Press TEST on FD control box. FD closes. Chk blade fully closed - no light gap.",
                    "Chk position sw. signal 'FD CLOSED' at panel.",
                    (
                        "Reset:",
                        [
                            "open access door",
                            "pull blade open w/ reset handle",
                            "re-latch on link holder",
                            "chk link not stretched - Repl if in doubt",
                        ],
                    ),
                    "Close door. Reset FD control box. EF-1 start.",
                ],
            ),
            (
                "box",
                "CAUTION",
                "Blade spring force high. Keep fingers clear of blade edge. Use reset handle only.",
            ),
            ("p", "Repl FL every 12 months regardless of condition. Adj blade stop if gap > 1 mm."),
        ],
        # 7
        [
            ("h2", "4.2 Duct / agent piping sketch"),
            ("draw", _duct_sketch, 280),
            ("cap", "Fig. 4-1  KGH-400 w/ FD, EF, WG-20 agent piping (not to scale)"),
            (
                "cols",
                [
                    (
                        "p",
                        "Tags: N-1...N-3 appliance nozzles over range/fryer; N-4 duct nozzle before FD-1. "
                        "C-1 agent cyl. in galley store, outside hood area. MP-1 at galley exit door.",
                    ),
                ],
                [
                    (
                        "p",
                        "GV-1 = gas solenoid valve; CT-1 = power cut-off contactor for electric range. Both drop "
                        "out on WG-20 discharge. Reset only manual, after clean-up.",
                    ),
                ],
            ),
            ("h2", "4.3 Fan interlock"),
            (
                "p",
                "EF-1 runs on after WG-20 discharge? NO - EF-1 stopped on discharge + FD closed. Supply fan "
                "to galley also stopped (signal to AHU). Restart only after FD reset + WG-20 recharged.",
            ),
        ],
        # 8
        [
            ("h1", "5 WETGUARD WG-20 WET CHEM SYSTEM"),
            (
                "cols",
                [
                    ("h3", "5.1 Data"),
                    (
                        "table",
                        dict(
                            w=[1.8, 1.6],
                            size=7.8,
                            rows=[
                                ["Agent", "potassium acetate sol., pH 8-9"],
                                ["Cyl. volume", "20 L"],
                                ["Agent charge", "18,5 L"],
                                ["Expellant", "N2, 14 bar (203 psi) @ 20 °C"],
                                ["Discharge time", "approx. 30 s"],
                                ["Detection", "FL 182 °C on rope"],
                                ["Cyl. weight full", "38,6 kg"],
                            ],
                        ),
                    ),
                    ("h3", "5.2 Actuation"),
                    (
                        "ul",
                        [
                            "Auto: detection link melts, rope releases actuator.",
                            "Manual: MP-1 pull - firm pull, approx. 20 kg.",
                            "On discharge: GV-1 closes, CT-1 trips, EF-1 stops, FD closes, alarm to fire panel.",
                        ],
                    ),
                ],
                [
                    ("h3", "5.3 Monthly chk"),
                    (
                        "ol",
                        [
                            "Gauge needle in green: 13-15 bar.",
                            "Lock pin OUT, seal intact.",
                            "Nozzle caps in place - no grease on caps.",
                            "MP-1 cable free, no kinks.",
                            "Chk pressure vs temp: -0,1 bar per °C below 20 °C.",
                        ],
                    ),
                    ("h3", "5.4 Recharge"),
                    (
                        "p",
                        "Authorised svc only. After discharge: Repl all blow-off caps + detection links. Flush "
                        "agent piping w/ warm water. Hydrotest cyl. every 10 yrs at 30 bar.",
                    ),
                    ("box", "NOTE", "Agent is alkaline. Wash skin/eyes w/ water."),
                ],
            ),
            ("h2", "5.5 After discharge"),
            (
                "ol",
                [
                    "Do not restart galley until fire cause found.",
                    "Clean saponified agent off appliances w/ hot water + cloth. No water jet into hot oil.",
                    "Repl agent + links, reset GV-1 / CT-1 by hand, reset FD.",
                    "Report to Kestrel svc (form KF-22).",
                ],
            ),
        ],
        # 9
        [
            ("h1", "6 INDICATIONS + TROUBLESHOOTING"),
            (
                "table",
                dict(
                    w=[1.1, 2.6, 3],
                    head=["Ind.", "Text on control box", "Meaning"],
                    size=8.0,
                    rows=[
                        ["L1", "FD-1 CLOSED", "Hood damper closed (pos. sw.)"],
                        ["L2", "FD-2 CLOSED", "Outlet damper closed"],
                        ["L3", "WG DISCHARGED", "Actuator switch operated"],
                        ["L4", "FILTER DP HIGH", "DPI-1 > 150 Pa"],
                        ["L5", "EF-1 FAULT", "Fan overload / no flow"],
                        ["L6", "LOCK PIN IN", "WG-20 actuator blocked"],
                    ],
                ),
            ),
            (
                "table",
                dict(
                    w=[2, 2.4, 2.6],
                    head=["Fault", "Possible cause", "Action"],
                    size=8.0,
                    rows=[
                        ["Smoke spills from hood", "GF clogged", "Wash GF (sect 2)"],
                        ["", "EF-1 belt slip", "Adj belt tension / Repl belt"],
                        ["", "Supply air too high", "Adj supply grille; chk AHU balance"],
                        [
                            "FD-1 closes w/o fire",
                            "FL fatigued / wrong temp",
                            "Repl FL (fryer hood = 141 °C)",
                        ],
                        ["", "Solenoid power loss", "Chk 24 V DC supply, fuse F3"],
                        [
                            "Grease drips from hood",
                            "Drain cup full / trough blocked",
                            "Empty cup; clean trough",
                        ],
                        ["WG gauge in red", "N2 leak at valve", "Call svc; do not top up"],
                        ["L6 on after maint.", "Lock pin left in", "Remove pin (step 8, sect 3.1)"],
                    ],
                ),
            ),
        ],
        # 10
        [
            ("h1", "7 MAINT SCHEDULE + SPARES"),
            (
                "table",
                dict(
                    w=[3.2, 0.8, 0.8, 0.8, 0.8, 0.8],
                    size=8.0,
                    head=["Task", "Daily", "Weekly", "Monthly", "6 mo", "12 mo"],
                    align={1: "c", 2: "c", 3: "c", 4: "c", 5: "c"},
                    rows=[
                        ["Chk GF + grease cup", "X", "", "", "", ""],
                        ["Wipe hood canopy inside", "", "X", "", "", ""],
                        ["WG-20 gauge + lock pin chk", "", "", "X", "", ""],
                        ["FD function test", "", "", "X", "", ""],
                        ["EF-1 belt + bearings chk", "", "", "X", "", ""],
                        ["Duct deposit measurement", "", "", "", "X", ""],
                        ["Repl FL (all)", "", "", "", "", "X"],
                        ["WG-20 svc by authorised co.", "", "", "", "", "X"],
                    ],
                ),
            ),
            (
                "p",
                "EF-1 bearing grease: 6 g per bearing, every 2 000 run hrs. Fan pulley screws 12 Nm. "
                "FD frame bolts M8: 20 Nm.",
            ),
            ("h2", "7.1 Spares"),
            (
                "table",
                dict(
                    w=[0.5, 1.6, 3.4, 0.5],
                    head=["Itm", "Part no.", "Description", "Qty"],
                    size=8.0,
                    align={0: "c", 3: "c"},
                    rows=[
                        ["1", "KA-GF-540", "Grease filter std 500x400", "4"],
                        ["2", "KA-GF-550", "Grease filter wide 500x500", "2"],
                        ["3", "KA-FL-074", "Fusible link 74 °C", "6"],
                        ["4", "KA-FL-141", "Fusible link 141 °C", "4"],
                        ["5", "KA-WG-182", "Detection link 182 °C", "4"],
                        ["6", "KA-WG-BOC", "Nozzle blow-off cap", "10"],
                        ["7", "KA-FD-SOL", "FD release solenoid 24 V DC", "1"],
                        ["8", "KA-EF-B42", "EF-1 V-belt SPA 1250", "2"],
                    ],
                ),
            ),
        ],
    ],
)
