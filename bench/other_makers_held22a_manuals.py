"""Four made-up manuals of other equipment by other makers, held-out set 22a (written blind).

Each manual is a list of pages; each page is a list of blocks laid out top to bottom (a page may
flow its blocks into two columns). A block that does not fit raises, so the page a question names
is the page its block is listed on. Makers write their own way:
  * Aldermoor (SENTRY GD-8 fixed gas detection, pump room / cargo area): formal, WARNING / CAUTION /
    NOTE boxes, a two-column page, a calibration procedure as a table, sampling-point table running
    over a page break with its header repeated;
  * Seowon (NitroMem SNG-120 membrane nitrogen generator): translated English, decimal commas,
    "7,5 ~ 9 bar", kgf·m, a borderless torque table, a troubleshooting table running over a page
    break without its header;
  * Ridgeway (StableTrak FS-22 active fin stabilizers): US style, psi / °F / ft-lb first, Letter
    size, section-page numbers, an alarm list running over a page break;
  * Kestrel (KD-329L lifeboat / rescue boat engine): terse service-bulletin fragments (Chk, Adj,
    Repl), a two-column data page, weekly test run as a table.
Only PyMuPDF; deterministic; no files outside `folder`.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import fitz

Block = tuple

_FONTS: dict[str, fitz.Font] = {}


def _font(name: str) -> fitz.Font:
    if name not in _FONTS:
        _FONTS[name] = fitz.Font(name)
    return _FONTS[name]


_DEBUG = False
_ADV: dict[tuple[str, str], float] = {}


def _text_width(s: str, font: str, size: float) -> float:
    total = 0.0
    for ch in s:
        adv = _ADV.get((font, ch))
        if adv is None:
            adv = _ADV[(font, ch)] = _font(font).text_length(ch, fontsize=1.0)
        total += adv
    return total * size


def write_manuals(folder: Path) -> list[Path]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for style, pages in (_gas(), _nitrogen(), _fins(), _lifeboat()):
        paths.append(_write(folder / style["file"], style, pages))
    return paths


# ====================================================================== layout


class _Ctx:
    def __init__(self, page: fitz.Page, style: dict):
        self.page = page
        self.style = style
        self.writers: dict[tuple, fitz.TextWriter] = {}

    def text(
        self,
        x: float,
        y: float,
        s: str,
        font: str | None = None,
        size: float | None = None,
        color: tuple = (0, 0, 0),
    ) -> None:
        font = font or self.style["body"]
        size = size or self.style["size"]
        tw = self.writers.get(color)
        if tw is None:
            tw = self.writers[color] = fitz.TextWriter(self.page.rect)
        tw.append((x, y), s, font=_font(font), fontsize=size)

    def width(self, s: str, font: str | None = None, size: float | None = None) -> float:
        return _text_width(s, font or self.style["body"], size or self.style["size"])

    def flush(self) -> None:
        for color, tw in self.writers.items():
            tw.write_text(self.page, color=color)


def _wrap(ctx: _Ctx, text: str, font: str, size: float, width: float) -> list[str]:
    lines: list[str] = []
    for para in str(text).split("\n"):
        cur = ""
        for word in para.split(" "):
            cand = word if not cur else cur + " " + word
            if ctx.width(cand, font, size) <= width or not cur:
                cur = cand
            else:
                lines.append(cur)
                cur = word
        lines.append(cur)
    return lines


def _lh(size: float) -> float:
    return size * 1.32


def _blk_text(
    ctx, x0, x1, y, dry, text, font=None, size=None, color=(0, 0, 0), indent=0.0, after=5.0
):
    st = ctx.style
    font = font or st["body"]
    size = size or st["size"]
    lines = _wrap(ctx, text, font, size, x1 - x0 - indent)
    h = len(lines) * _lh(size) + after
    if not dry:
        yy = y + size
        for ln in lines:
            ctx.text(x0 + indent, yy, ln, font, size, color)
            yy += _lh(size)
    return h


def _blk_heading(ctx, x0, x1, y, dry, level, text):
    st = ctx.style
    size = {1: st["size"] + 5, 2: st["size"] + 2, 3: st["size"] + 0.5}[level]
    font = st["bold"]
    color = st["accent"] if level < 3 else (0, 0, 0)
    before = {1: 6, 2: 5, 3: 3}[level]
    lines = _wrap(ctx, text, font, size, x1 - x0)
    h = before + len(lines) * _lh(size) + (6 if level == 1 else 3)
    if not dry:
        yy = y + before + size
        for ln in lines:
            ctx.text(x0, yy, ln, font, size, color)
            yy += _lh(size)
        if level == 1 and st.get("h1_rule"):
            ctx.page.draw_line(
                (x0, yy - size * 0.9 + 3), (x1, yy - size * 0.9 + 3), color=st["accent"], width=0.8
            )
    return h


def _blk_list(ctx, x0, x1, y, dry, items):
    st = ctx.style
    size = st["size"]
    h = 0.0
    for it in items:
        label, text = it[0], it[1]
        level = it[2] if len(it) > 2 else 0
        ind = 4 + level * 18
        tx = ind + 20
        lines = _wrap(ctx, text, st["body"], size, x1 - x0 - tx)
        if not dry:
            ctx.text(x0 + ind, y + h + size, label, st["body"], size)
            yy = y + h + size
            for ln in lines:
                ctx.text(x0 + tx, yy, ln, st["body"], size)
                yy += _lh(size)
        h += len(lines) * _lh(size) + 2.5
    return h + 4


def _blk_box(ctx, x0, x1, y, dry, kind, text):
    st = ctx.style
    size = st["size"]
    colors = {
        "WARNING": (0.75, 0.05, 0.05),
        "CAUTION": (0.85, 0.5, 0.0),
        "NOTE": (0.2, 0.3, 0.6),
        "DANGER": (0.75, 0.05, 0.05),
        "IMPORTANT": (0.2, 0.3, 0.6),
    }
    col = colors.get(kind, (0, 0, 0))
    pad = 6
    lab_w = 70
    lines = _wrap(ctx, text, st["body"], size, x1 - x0 - lab_w - 2 * pad)
    inner = max(len(lines) * _lh(size), _lh(size + 1))
    h = inner + 2 * pad + 6
    if not dry:
        r = fitz.Rect(x0, y + 2, x1, y + 2 + inner + 2 * pad)
        ctx.page.draw_rect(r, color=col, width=1.2)
        ctx.page.draw_rect(fitz.Rect(x0, y + 2, x0 + lab_w - 6, r.y1), color=col, fill=col, width=0)
        ctx.text(x0 + 5, y + 2 + pad + size + 1, kind, st["bold"], size - 0.5, (1, 1, 1))
        yy = y + 2 + pad + size
        for ln in lines:
            ctx.text(x0 + lab_w + pad - 6, yy, ln, st["body"], size)
            yy += _lh(size)
    return h


def _blk_table(ctx, x0, x1, y, dry, spec):
    st = ctx.style
    size = spec.get("size", st["size"] - 0.5)
    ruled = spec.get("ruled", True)
    cols = spec["cols"]
    total = sum(cols)
    width = spec.get("width", x1 - x0)
    xs = [x0]
    for c in cols:
        xs.append(xs[-1] + width * c / total)
    pad = 3.0 if ruled else 2.0
    gap = 0.0 if ruled else 8.0
    rows = []
    if spec.get("header"):
        rows.append((spec["header"], True))
    rows += [(r, False) for r in spec["rows"]]
    h = 0.0
    caption = spec.get("caption")
    if caption:
        h += _blk_text(ctx, x0, x1, y, dry, caption, st["bold"], st["size"] - 0.5, after=3)
    heights = []
    wrapped = []
    for cells, head in rows:
        font = st["bold"] if head else st["body"]
        ws = []
        for i, c in enumerate(cells):
            f = font
            if not head and i == 0 and spec.get("bold_first"):
                f = st["bold"]
            ws.append((_wrap(ctx, c, f, size, xs[i + 1] - xs[i] - 2 * pad - gap), f))
        wrapped.append(ws)
        heights.append(max(len(w[0]) for w in ws) * _lh(size) + 2 * pad)
    top = y + h
    if not dry:
        yy = top
        for (_cells, head), ws, rh in zip(rows, wrapped, heights, strict=False):
            if ruled and head:
                ctx.page.draw_rect(
                    fitz.Rect(xs[0], yy, xs[-1], yy + rh),
                    color=None,
                    fill=spec.get("shade", (0.86, 0.86, 0.86)),
                    width=0,
                )
            for i, (lines, f) in enumerate(ws):
                ty = yy + pad + size
                align = spec.get("align", {}).get(i, "l")
                for ln in lines:
                    tx = xs[i] + pad
                    if align == "c":
                        tx = (xs[i] + xs[i + 1]) / 2 - ctx.width(ln, f, size) / 2
                    ctx.text(tx, ty, ln, f, size)
                    ty += _lh(size)
            if ruled:
                ctx.page.draw_line((xs[0], yy), (xs[-1], yy), color=(0, 0, 0), width=0.5)
            yy += rh
        if ruled:
            ctx.page.draw_line((xs[0], yy), (xs[-1], yy), color=(0, 0, 0), width=0.5)
            for xv in xs:
                ctx.page.draw_line((xv, top), (xv, yy), color=(0, 0, 0), width=0.5)
    h += sum(heights) + 8
    note = spec.get("note")
    if note:
        h += _blk_text(ctx, x0, x1, y + h - 4, dry, note, st["body"], st["size"] - 1.5)
    return h


def _blk_toc(ctx, x0, x1, y, dry, entries):
    st = ctx.style
    size = st["size"] + 0.5
    h = 0.0
    for num, title, pg in entries:
        sub = num.count(".") > 0 and not num.endswith(".")
        f = st["body"] if sub else st["bold"]
        ind = 22 if sub else 0
        if not dry:
            yy = y + h + size
            ctx.text(x0 + ind, yy, num, f, size)
            ctx.text(x0 + ind + 38, yy, title, f, size)
            pw = ctx.width(pg, f, size)
            ctx.text(x1 - pw, yy, pg, f, size)
            start = x0 + ind + 38 + ctx.width(title, f, size) + 6
            dots = "." * max(0, int((x1 - pw - 6 - start) / ctx.width(".", f, size)))
            ctx.text(start, yy, dots, st["body"], size, (0.5, 0.5, 0.5))
        h += _lh(size) + (5 if not sub else 2)
    return h + 6


def _blk(ctx, x0, x1, y, dry, b: Block) -> float:
    kind = b[0]
    if kind == "h1":
        return _blk_heading(ctx, x0, x1, y, dry, 1, b[1])
    if kind == "h2":
        return _blk_heading(ctx, x0, x1, y, dry, 2, b[1])
    if kind == "h3":
        return _blk_heading(ctx, x0, x1, y, dry, 3, b[1])
    if kind == "p":
        return _blk_text(ctx, x0, x1, y, dry, b[1])
    if kind == "small":
        return _blk_text(ctx, x0, x1, y, dry, b[1], size=ctx.style["size"] - 1.5)
    if kind == "list":
        return _blk_list(ctx, x0, x1, y, dry, b[1])
    if kind == "box":
        return _blk_box(ctx, x0, x1, y, dry, b[1], b[2])
    if kind == "table":
        return _blk_table(ctx, x0, x1, y, dry, b[1])
    if kind == "toc":
        return _blk_toc(ctx, x0, x1, y, dry, b[1])
    if kind == "gap":
        return b[1]
    if kind == "draw":
        if not dry:
            b[2](ctx, x0, y, x1 - x0)
        return b[1]
    if kind == "cover":
        if not dry:
            b[1](ctx)
        return 0.0
    raise ValueError(kind)


def _write(path: Path, style: dict, pages: list[dict]) -> Path:
    doc = fitz.open()
    pw, ph = style.get("pagesize", (595.0, 842.0))
    mx = style.get("margin", 56.0)
    n = len(pages)
    for idx, pg in enumerate(pages, start=1):
        page = doc.new_page(width=pw, height=ph)
        ctx = _Ctx(page, style)
        top, bottom = 70.0, ph - 58.0
        if idx > 1:
            style["furniture"](ctx, idx, n, pg.get("section", ""))
        else:
            top = 40.0
        ncol = pg.get("columns", 1)
        colgap = 18.0
        cw = (pw - 2 * mx - colgap * (ncol - 1)) / ncol
        col = 0
        y = top
        for b in pg["blocks"]:
            if b == "colbreak":
                col += 1
                y = top
                continue
            x0 = mx + col * (cw + colgap)
            h = _blk(ctx, x0, x0 + cw, y, True, b)
            if y + h > bottom:
                raise ValueError(f"{path.name} page {idx}: block {str(b)[:60]} does not fit")
            _blk(ctx, x0, x0 + cw, y, False, b)
            y += h
        if _DEBUG:
            print(path.name, idx, "free", round(bottom - y))
        if ncol == 2 and style.get("col_rule", True):
            xm = mx + cw + colgap / 2
            page.draw_line((xm, top), (xm, bottom - 10), color=(0.6, 0.6, 0.6), width=0.4)
        ctx.flush()
    doc.set_metadata(
        {
            "title": style["title"],
            "author": style["maker"],
            "subject": "",
            "keywords": "",
            "creator": style["maker"],
            "producer": "",
            "creationDate": "",
            "modDate": "",
        }
    )
    doc.save(str(path), garbage=3, deflate=True, no_new_id=True)
    doc.close()
    return path


# ----------------------------------------------------------------- drawing helpers


def _box(ctx, x, y, w, h, label, size=7.0, fill=None, round_=False):
    r = fitz.Rect(x, y, x + w, y + h)
    if round_:
        ctx.page.draw_oval(r, color=(0, 0, 0), fill=fill, width=0.8)
    else:
        ctx.page.draw_rect(r, color=(0, 0, 0), fill=fill, width=0.8)
    lines = label.split("\n")
    yy = y + h / 2 - (len(lines) - 1) * size * 0.6 + size * 0.35
    for ln in lines:
        ctx.text(
            x + w / 2 - ctx.width(ln, ctx.style["body"], size) / 2, yy, ln, ctx.style["body"], size
        )
        yy += size * 1.2


def _line(ctx, pts, width=0.9, dashed=False, color=(0, 0, 0)):
    for a, b in itertools.pairwise(pts):
        ctx.page.draw_line(a, b, color=color, width=width, dashes="[3 2] 0" if dashed else None)


def _arrow(ctx, a, b, width=0.9):
    _line(ctx, [a, b], width)
    import math

    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    for d in (2.6, -2.6):
        p = (b[0] - 6 * math.cos(ang + d / 6), b[1] - 6 * math.sin(ang + d / 6))
        ctx.page.draw_line(b, p, color=(0, 0, 0), width=width)


def _valve(ctx, x, y, tag, vertical=False, size=6.5):
    s = 5
    if vertical:
        ctx.page.draw_polyline(
            [(x - s, y - s), (x + s, y - s), (x - s, y + s), (x + s, y + s), (x - s, y - s)],
            color=(0, 0, 0),
            width=0.8,
        )
        ctx.text(x + s + 2, y + 2, tag, ctx.style["body"], size)
    else:
        ctx.page.draw_polyline(
            [(x - s, y - s), (x + s, y + s), (x + s, y - s), (x - s, y + s), (x - s, y - s)],
            color=(0, 0, 0),
            width=0.8,
        )
        ctx.text(
            x - ctx.width(tag, ctx.style["body"], size) / 2, y - s - 3, tag, ctx.style["body"], size
        )


def _instr(ctx, x, y, tag, size=6.0, r=9):
    ctx.page.draw_circle((x, y), r, color=(0, 0, 0), fill=(1, 1, 1), width=0.8)
    ctx.text(
        x - ctx.width(tag, ctx.style["body"], size) / 2,
        y + size * 0.35,
        tag,
        ctx.style["body"],
        size,
    )


def _pump(ctx, x, y, tag, size=6.5, r=10):
    ctx.page.draw_circle((x, y), r, color=(0, 0, 0), width=0.9)
    ctx.page.draw_polyline(
        [(x - r * 0.5, y - r * 0.85), (x + r, y), (x - r * 0.5, y + r * 0.85)],
        color=(0, 0, 0),
        width=0.7,
    )
    ctx.text(
        x - ctx.width(tag, ctx.style["body"], size) / 2, y + r + 8, tag, ctx.style["body"], size
    )


def _label(ctx, x, y, s, size=6.5, bold=False):
    ctx.text(x, y, s, ctx.style["bold"] if bold else ctx.style["body"], size)


def _cover(maker_line, title_lines, sub_lines, foot_lines, accent, band=True, font="hebo"):
    def draw(ctx):
        pg = ctx.page
        w, h = pg.rect.width, pg.rect.height
        if band:
            pg.draw_rect(fitz.Rect(0, 0, w, 120), color=None, fill=accent, width=0)
            ctx.text(56, 70, maker_line, font, 20, (1, 1, 1))
        else:
            ctx.text(56, 90, maker_line, font, 18, accent)
            pg.draw_line((56, 100), (w - 56, 100), color=accent, width=2)
        y = 300
        for t in title_lines:
            ctx.text(56, y, t, font, 26, (0, 0, 0))
            y += 34
        y += 14
        for t in sub_lines:
            ctx.text(56, y, t, ctx.style["body"], 13, (0.15, 0.15, 0.15))
            y += 19
        y = h - 150
        for t in foot_lines:
            ctx.text(56, y, t, ctx.style["body"], 9.5, (0.2, 0.2, 0.2))
            y += 14

    return ("cover", draw)


# ====================================================================== A: gas detection


def _gas():
    accent = (0.05, 0.25, 0.45)

    def furniture(ctx, idx, n, section):
        pg = ctx.page
        w, h = pg.rect.width, pg.rect.height
        ctx.text(56, 40, "SENTRY GD-8  Fixed Gas Detection System", "hebo", 8.5, accent)
        s = section
        ctx.text(w - 56 - ctx.width(s, "helv", 8.5), 40, s, "helv", 8.5, (0.3, 0.3, 0.3))
        pg.draw_line((56, 46), (w - 56, 46), color=accent, width=0.8)
        pg.draw_line((56, h - 44), (w - 56, h - 44), color=(0.5, 0.5, 0.5), width=0.5)
        ctx.text(
            56,
            h - 32,
            "Aldermoor Safety Systems Ltd  ·  Doc. ASS-GD8-OM  Issue 3",
            "helv",
            7.5,
            (0.3, 0.3, 0.3),
        )
        s = f"Page {idx} of {n}"
        ctx.text(w - 56 - ctx.width(s, "helv", 8), h - 32, s, "helv", 8)

    style = dict(
        file="aldermoor-sentry-gd8-gas-detection.pdf",
        maker="Aldermoor Safety Systems Ltd",
        title="SENTRY GD-8 Operation and Maintenance Manual",
        body="helv",
        bold="hebo",
        size=9.0,
        accent=accent,
        furniture=furniture,
        h1_rule=True,
    )

    def sampling_drawing(ctx, x, y, w):
        # sample lines from points -> filters -> solenoid block -> flow switch -> pump -> analyser
        _label(ctx, x, y + 10, "Figure 3-1  Sampling system, cargo area (schematic)", 8, True)
        top = y + 30
        for i, (tag, name) in enumerate(
            (
                ("SP-01", "WBT 1P"),
                ("SP-02", "WBT 1S"),
                ("SP-15", "Pipe duct"),
                ("SP-16", "Fore peak"),
            )
        ):
            yy = top + 14 + i * 30
            _label(ctx, x, yy + 2, f"{tag} {name}", 6.5)
            _line(ctx, [(x + 62, yy), (x + 95, yy)])
            _box(ctx, x + 95, yy - 7, 26, 14, "F", 6.5)
            _label(ctx, x + 93, yy + 14, f"F-{i + 1 if i < 2 else i + 13:02d}", 5.5)
            _line(ctx, [(x + 121, yy), (x + 160, yy)])
            _valve(ctx, x + 168, yy, f"SV-1{i + 1 if i < 2 else i + 13:02d}")
            _line(ctx, [(x + 173, yy), (x + 205, yy)])
        _label(ctx, x, top + 61, "(SP-03 ... SP-14 similar)", 6)
        _line(ctx, [(x + 205, top + 14), (x + 205, top + 104)], 1.2)
        _label(ctx, x + 140, top + 122, "sequence valve block", 6)
        _line(ctx, [(x + 205, top + 60), (x + 245, top + 60)])
        _instr(ctx, x + 256, top + 60, "FS-02")
        _line(ctx, [(x + 265, top + 60), (x + 290, top + 60)])
        _pump(ctx, x + 302, top + 60, "P-1 sample pump")
        _line(ctx, [(x + 312, top + 60), (x + 345, top + 60)])
        _box(ctx, x + 345, top + 44, 48, 32, "AT-01\nIR HC", 6.5)
        _line(ctx, [(x + 393, top + 60), (x + 420, top + 60)])
        _arrow(ctx, (x + 420, top + 60), (x + 420, top + 25))
        _label(ctx, x + 400, top + 18, "vent to safe area", 6)
        # purge air
        _line(ctx, [(x + 230, top + 60), (x + 230, top + 110)])
        _valve(ctx, x + 230, top + 98, "V-120", vertical=True)
        _label(ctx, x + 214, top + 122, "purge air 6-7 bar", 6)
        _instr(ctx, x + 271, top + 100, "PT-03")
        _line(ctx, [(x + 271, top + 91), (x + 271, top + 60)], dashed=True)
        _label(
            ctx,
            x + 280,
            top + 142,
            "Zone boundary: items left of SV-1xx in hazardous area; P-1, AT-01 in CCR cabinet",
            6,
        )

    pages = [
        {
            "blocks": [
                _cover(
                    "ALDERMOOR SAFETY SYSTEMS",
                    ["SENTRY GD-8", "Fixed Gas Detection System"],
                    [
                        "Cargo pump room and cargo area monitoring for oil / chemical tankers",
                        "Operation and Maintenance Manual",
                    ],
                    [
                        "Document ASS-GD8-OM, Issue 3",
                        "Aldermoor Safety Systems Ltd, Hull, United Kingdom",
                        "Read Section 1 before operating or servicing the equipment.",
                    ],
                    accent,
                )
            ]
        },
        {
            "section": "Contents",
            "blocks": [
                ("h1", "Contents"),
                (
                    "toc",
                    [
                        ("1", "Safety", "3"),
                        ("2", "System description", "3"),
                        ("3", "Sampling points and sensors", "4"),
                        ("3.3", "Sampling system schematic", "5"),
                        ("4", "Operation", "6"),
                        ("5", "Alarm set points and alarm list", "7"),
                        ("6", "Calibration with span gas", "8"),
                        ("7", "Maintenance", "9"),
                        ("8", "Fault finding", "10"),
                        ("9", "Spare parts", "10"),
                    ],
                ),
                ("gap", 10),
                ("h2", "About this manual"),
                (
                    "p",
                    "This manual applies to SENTRY GD-8 installations with control unit firmware 4.x. "
                    "It describes the fixed gas detection equipment supplied for the cargo pump room "
                    "and for the spaces adjacent to cargo tanks. The cargo tank atmosphere itself is "
                    "monitored by the portable instruments and is outside the scope of this document.",
                ),
                (
                    "box",
                    "NOTE",
                    "Information marked NOTE is useful advice. CAUTION indicates a risk of "
                    "damage to the equipment. WARNING indicates a risk of injury or death.",
                ),
            ],
        },
        {
            "section": "1 Safety / 2 System description",
            "columns": 2,
            "blocks": [
                ("h1", "1  Safety"),
                (
                    "p",
                    "The SENTRY GD-8 is a safety system. Its alarms protect personnel entering the "
                    "cargo pump room and warn of cargo leakage into ballast tanks, void spaces and the "
                    "pipe duct.",
                ),
                (
                    "box",
                    "WARNING",
                    "Do not inhibit the pump room detectors while anyone is in the pump "
                    "room. Inhibited channels give no alarm.",
                ),
                (
                    "p",
                    "Only personnel trained by Aldermoor or by the ship's senior officers may change "
                    "set points. Every change shall be recorded in the gas detection log.",
                ),
                (
                    "box",
                    "CAUTION",
                    "Silicone sprays, some cleaning agents and high H2S levels poison "
                    "catalytic sensors. Keep them away from the detector heads.",
                ),
                ("h1", "2  System description"),
                ("h2", "2.1 General"),
                (
                    "p",
                    "The system consists of the gas control unit GCU-80 in the cargo control room, "
                    "eight point detectors in the cargo pump room and a 16-point sequential sampling "
                    "system for the cargo area.",
                ),
                "colbreak",
                ("h2", "2.2 Pump room detection"),
                (
                    "p",
                    "Point detectors are wired directly to the GCU-80 and measure continuously. "
                    "Hydrocarbon detectors are of the infrared type; H2S and oxygen are measured by "
                    "electrochemical cells. Each detector head is supplied with 24 V DC from the "
                    "control unit and returns a 4-20 mA signal.",
                ),
                ("h2", "2.3 Cargo area sampling"),
                (
                    "p",
                    "A sample pump draws gas from each sampling point in turn through a 6 mm stainless "
                    "steel sample line, a flame arrestor filter and a solenoid valve of the sequence "
                    "valve block. Each point is connected for 30 seconds; a full cycle of 16 points "
                    "therefore takes 8 minutes. The pump delivers approximately 1.5 l/min per line.",
                ),
                (
                    "p",
                    "Allow a transport time of about 45 s for each 100 m of sample line before a "
                    "reading from a distant point is valid.",
                ),
                ("h2", "2.4 Power supply"),
                (
                    "p",
                    "The GCU-80 is fed from the 230 V AC emergency switchboard. An internal battery "
                    "back-up keeps the system operating for at least 30 minutes on loss of supply.",
                ),
                ("box", "NOTE", "The sample pump is not supplied from the back-up battery."),
            ],
        },
        {
            "section": "3 Sampling points and sensors",
            "blocks": [
                ("h1", "3  Sampling points and sensors"),
                ("h2", "3.1 Point detectors, cargo pump room"),
                (
                    "p",
                    "Hydrocarbon detectors are mounted low, because cargo vapour is heavier than air. "
                    "Oxygen and H2S heads are mounted at breathing height, 1.5 m above the platform.",
                ),
                (
                    "table",
                    {
                        "cols": [1.1, 1.7, 1.2, 1.6, 3.2],
                        "header": ["Tag", "Sensor type", "Gas", "Range", "Location"],
                        "rows": [
                            [
                                "GD-01",
                                "Infrared IR-45",
                                "HC",
                                "0-100 %LEL",
                                "Pump room bottom, near bilge well P",
                            ],
                            [
                                "GD-02",
                                "Infrared IR-45",
                                "HC",
                                "0-100 %LEL",
                                "Pump room bottom, near bilge well S",
                            ],
                            [
                                "GD-03",
                                "Infrared IR-45",
                                "HC",
                                "0-100 %LEL",
                                "Cargo pump seal area, lower flat",
                            ],
                            [
                                "GD-04",
                                "Infrared IR-45",
                                "HC",
                                "0-100 %LEL",
                                "Exhaust fan suction duct",
                            ],
                            [
                                "GD-05",
                                "Electrochemical EC-H2S",
                                "H2S",
                                "0-50 ppm",
                                "Middle flat, breathing height",
                            ],
                            [
                                "GD-06",
                                "Electrochemical EC-H2S",
                                "H2S",
                                "0-50 ppm",
                                "Lower flat, breathing height",
                            ],
                            [
                                "GD-07",
                                "Electrochemical EC-O2",
                                "O2",
                                "0-25 %vol",
                                "Middle flat, breathing height",
                            ],
                            [
                                "GD-08",
                                "Electrochemical EC-O2",
                                "O2",
                                "0-25 %vol",
                                "Lower flat, breathing height",
                            ],
                        ],
                    },
                ),
                ("h3", "3.1.1 Mounting of detector heads"),
                (
                    "p",
                    "Detector heads are mounted with the sensor opening pointing downwards and fitted "
                    "with the splash guard SG-2. Keep at least 300 mm free space below each head for "
                    "access with the calibration adapter. Heads in the exhaust fan suction duct are "
                    "mounted on the duct side wall, upstream of the fan.",
                ),
                (
                    "box",
                    "NOTE",
                    "Do not paint detector heads or splash guards. Paint on the sinter "
                    "disc slows the response of the sensor considerably.",
                ),
                (
                    "p",
                    "Cable entries are made with Ex d certified glands. Screened cable 3 x 1.5 mm² "
                    "is used between the heads and the GCU-80; the screen is earthed at the control "
                    "unit end only.",
                ),
                ("h2", "3.2 Sampling points, cargo area"),
                (
                    "p",
                    "The table below lists the sampling points with their line lengths. Line length "
                    "determines the transport time (see 2.3).",
                ),
                (
                    "table",
                    {
                        "cols": [1.0, 3.0, 1.4, 1.6, 1.6],
                        "header": ["Point", "Space", "Line length", "Valve", "Filter"],
                        "rows": [
                            ["SP-01", "Water ballast tank 1 port", "142 m", "SV-101", "F-01"],
                            ["SP-02", "Water ballast tank 1 stbd", "146 m", "SV-102", "F-02"],
                            ["SP-03", "Water ballast tank 2 port", "118 m", "SV-103", "F-03"],
                            ["SP-04", "Water ballast tank 2 stbd", "121 m", "SV-104", "F-04"],
                            ["SP-05", "Water ballast tank 3 port", "96 m", "SV-105", "F-05"],
                            ["SP-06", "Water ballast tank 3 stbd", "99 m", "SV-106", "F-06"],
                            ["SP-07", "Water ballast tank 4 port", "74 m", "SV-107", "F-07"],
                            ["SP-08", "Water ballast tank 4 stbd", "77 m", "SV-108", "F-08"],
                        ],
                    },
                ),
                ("p", "(continued on next page)"),
            ],
        },
        {
            "section": "3 Sampling points and sensors",
            "blocks": [
                (
                    "table",
                    {
                        "cols": [1.0, 3.0, 1.4, 1.6, 1.6],
                        "caption": "Table 3-2 Sampling points (continued)",
                        "header": ["Point", "Space", "Line length", "Valve", "Filter"],
                        "rows": [
                            ["SP-09", "Water ballast tank 5 port", "52 m", "SV-109", "F-09"],
                            ["SP-10", "Water ballast tank 5 stbd", "55 m", "SV-110", "F-10"],
                            ["SP-11", "Water ballast tank 6 port", "38 m", "SV-111", "F-11"],
                            ["SP-12", "Water ballast tank 6 stbd", "41 m", "SV-112", "F-12"],
                            ["SP-13", "Aft cofferdam", "24 m", "SV-113", "F-13"],
                            ["SP-14", "Slop tank cofferdam", "31 m", "SV-114", "F-14"],
                            ["SP-15", "Pipe duct, forward end", "158 m", "SV-115", "F-15"],
                            ["SP-16", "Fore peak tank", "171 m", "SV-116", "F-16"],
                        ],
                    },
                ),
                ("h2", "3.3 Sampling system schematic"),
                ("draw", 200, sampling_drawing),
                (
                    "p",
                    "Flow switch FS-02 gives a SAMPLE FLOW LOW alarm when the flow falls below "
                    "0.8 l/min. Pressure transmitter PT-03 monitors the pump suction vacuum; a blocked "
                    "line shows as a vacuum deeper than -0.4 bar. Purge air through V-120 is used to "
                    "blow back the sample lines after ballasting or when water has entered a line.",
                ),
                (
                    "box",
                    "CAUTION",
                    "Never blow back with purge air above 7 bar. The flame arrestor "
                    "filters are rated for 10 bar maximum.",
                ),
            ],
        },
        {
            "section": "4 Operation",
            "blocks": [
                ("h1", "4  Operation"),
                ("h2", "4.1 Normal operation"),
                (
                    "p",
                    "In normal operation all channels are active and the display shows the readings "
                    "of the pump room detectors and the last value of each sampling point. The green "
                    "SYSTEM OK lamp is lit. No operator action is required.",
                ),
                ("h2", "4.2 Starting the system after a shutdown"),
                (
                    "list",
                    [
                        (
                            "1.",
                            "Check that the 230 V AC supply breaker at the emergency switchboard is closed.",
                        ),
                        (
                            "2.",
                            "Switch on the GCU-80 with the main switch on the right side of the cabinet.",
                        ),
                        ("a)", "Wait for the self-test to finish (approximately 90 s).", 1),
                        ("b)", "Confirm that the display shows WARM-UP on all point detectors.", 1),
                        ("3.", "Start the sample pump from the menu PUMP > START."),
                        ("a)", "Check the flow indicator for each line: 1.2 to 1.8 l/min.", 1),
                        ("b)", "If a line is below 0.8 l/min, purge it as described in 3.3.", 1),
                        (
                            "4.",
                            "Allow the infrared detectors to stabilise for 30 minutes before the readings are relied upon.",
                        ),
                        ("5.", "Reset all alarms and record the start in the log."),
                    ],
                ),
                ("h2", "4.3 Inhibiting a channel"),
                (
                    "p",
                    "A channel may be inhibited for calibration or repair with the menu CHANNEL > "
                    "INHIBIT. The inhibit is cancelled automatically after 8 hours unless it is "
                    "renewed. The amber INHIBIT lamp remains lit while any channel is inhibited.",
                ),
                (
                    "box",
                    "WARNING",
                    "An inhibited pump room channel does not stop the cargo pumps. "
                    "Post a notice at the pump room entrance while any channel is "
                    "inhibited.",
                ),
                ("h2", "4.4 Pump room entry"),
                (
                    "p",
                    "Before entry, check on the GCU-80 that the pump room readings are below 1 %LEL "
                    "for hydrocarbons, below 5 ppm for H2S and that oxygen is at least 20.8 %vol. "
                    "Ventilate the pump room for not less than 15 minutes beforehand.",
                ),
            ],
        },
        {
            "section": "5 Alarm set points and alarm list",
            "blocks": [
                ("h1", "5  Alarm set points and alarm list"),
                ("h2", "5.1 Factory set points"),
                (
                    "p",
                    "The set points below are the factory settings agreed with the classification "
                    "society. They can be adjusted within the limits shown in brackets.",
                ),
                (
                    "table",
                    {
                        "cols": [1.8, 1.6, 1.7, 1.7, 2.6],
                        "header": [
                            "Channel group",
                            "Range",
                            "Alarm 1 (low)",
                            "Alarm 2 (high)",
                            "Automatic action at Alarm 2",
                        ],
                        "rows": [
                            [
                                "HC pump room",
                                "0-100 %LEL",
                                "10 %LEL (5-20)",
                                "20 %LEL (10-30)",
                                "Pump room fans to high speed; cargo pumps stop",
                            ],
                            [
                                "HC cargo area",
                                "0-100 %LEL",
                                "30 %LEL (10-40)",
                                "60 %LEL (40-80)",
                                "None (alarm only)",
                            ],
                            [
                                "H2S pump room",
                                "0-50 ppm",
                                "5 ppm (5-10)",
                                "10 ppm (10-20)",
                                "Pump room fans to high speed",
                            ],
                            [
                                "O2 pump room",
                                "0-25 %vol",
                                "19.5 %vol (falling)",
                                "18.0 %vol (falling)",
                                "Entry warning lamp at door",
                            ],
                        ],
                    },
                ),
                ("h2", "5.2 Alarm list"),
                (
                    "p",
                    "Alarm and fault messages appear on the GCU-80 display with the codes below and "
                    "are repeated to the alarm monitoring system as a common alarm.",
                ),
                (
                    "table",
                    {
                        "cols": [1.0, 2.7, 4.3],
                        "size": 8.0,
                        "header": ["Code", "Display text", "Meaning / operator action"],
                        "rows": [
                            [
                                "GA-101",
                                "HC LOW PUMP RM",
                                "HC above Alarm 1 in pump room. Check ventilation, find leak.",
                            ],
                            [
                                "GA-102",
                                "HC HIGH PUMP RM",
                                "HC above Alarm 2. Cargo pumps stopped. Evacuate pump room.",
                            ],
                            [
                                "GA-111",
                                "HC LOW CARGO AREA",
                                "Sampling point above Alarm 1. Resample point, check tank.",
                            ],
                            [
                                "GA-112",
                                "HC HIGH CARGO AREA",
                                "Sampling point above Alarm 2. Suspect leak from cargo tank.",
                            ],
                            ["GA-121", "H2S LOW", "H2S above 5 ppm. Use personal H2S monitor."],
                            [
                                "GA-122",
                                "H2S HIGH",
                                "H2S above 10 ppm. Leave the pump room, use breathing apparatus.",
                            ],
                            ["GA-131", "O2 DEFICIENCY", "Oxygen below 19.5 %vol. No entry."],
                            [
                                "GF-201",
                                "SAMPLE FLOW LOW",
                                "Flow below 0.8 l/min. Check filter, purge line.",
                            ],
                            [
                                "GF-202",
                                "SENSOR FAULT",
                                "Signal below 3.0 mA or above 21.5 mA. Check cable, replace head.",
                            ],
                            [
                                "GF-203",
                                "PUMP FAILURE",
                                "Sample pump not running. Check motor breaker Q5.",
                            ],
                            [
                                "GF-205",
                                "CALIBRATION DUE",
                                "Channel not calibrated for 6 months. Calibrate (Section 6).",
                            ],
                            [
                                "GF-207",
                                "MAINS FAILURE",
                                "Running on back-up battery. Restore 230 V supply.",
                            ],
                            [
                                "GF-208",
                                "BATTERY LOW",
                                "Back-up battery below 21.6 V. Check charger.",
                            ],
                        ],
                    },
                ),
            ],
        },
        {
            "section": "6 Calibration with span gas",
            "blocks": [
                ("h1", "6  Calibration with span gas"),
                (
                    "p",
                    "Each detector shall be zeroed and span-checked every 3 months and fully "
                    "calibrated every 6 months, or after a sensor has been replaced. Use only "
                    "certified calibration gas within its expiry date.",
                ),
                (
                    "table",
                    {
                        "cols": [1.4, 3.2, 2.0, 1.6],
                        "header": ["Gas", "Span gas", "Zero gas", "Flow"],
                        "rows": [
                            [
                                "HC (IR)",
                                "Propane 0.85 %vol in air (= 50 %LEL)",
                                "Synthetic air",
                                "0.5 l/min",
                            ],
                            ["H2S", "H2S 25 ppm in nitrogen", "Synthetic air", "0.5 l/min"],
                            ["O2", "Clean air, 20.9 %vol", "Nitrogen 99.99 %", "0.5 l/min"],
                        ],
                    },
                ),
                (
                    "box",
                    "WARNING",
                    "H2S calibration gas is toxic. Vent the exhaust of the calibration "
                    "adapter to open deck and never release span gas inside the pump room.",
                ),
                ("h2", "6.2 Calibration of a point detector"),
                (
                    "p",
                    "The procedure is carried out at the detector head with the calibration adapter "
                    "CA-3 and a second person at the GCU-80.",
                ),
                (
                    "table",
                    {
                        "cols": [0.7, 4.6, 2.7],
                        "header": ["Step", "Action", "Display / acceptance"],
                        "rows": [
                            [
                                "1",
                                "Inhibit the channel at the GCU-80 (menu CHANNEL > INHIBIT).",
                                "INHIBIT lamp on",
                            ],
                            ["2", "Fit calibration adapter CA-3 on the detector head.", "-"],
                            [
                                "3",
                                "Apply zero gas for 2 minutes, then select CAL > ZERO.",
                                "0 ± 2 %LEL",
                            ],
                            ["4", "Apply span gas for 3 minutes at 0.5 l/min.", "Reading stable"],
                            ["5", "Select CAL > SPAN and enter the cylinder value.", "50 ± 3 %LEL"],
                            [
                                "6",
                                "Remove the adapter and wait until the reading returns to zero.",
                                "below 2 %LEL",
                            ],
                            [
                                "7",
                                "Cancel the inhibit and record the result in the log.",
                                "SYSTEM OK",
                            ],
                        ],
                    },
                ),
                (
                    "box",
                    "NOTE",
                    "If the span reading cannot be adjusted to within ± 3 %LEL, or the "
                    "sensor sensitivity shown in CAL > INFO is below 50 %, replace the "
                    "sensor.",
                ),
                ("h2", "6.3 Sampling channels"),
                (
                    "p",
                    "The cargo area infrared analyser AT-01 is calibrated at the sample inlet of the "
                    "cabinet with the same gas. Then check each sampling point by applying span gas at "
                    "the point: the reading must reach 90 % of the span value within the transport "
                    "time plus 30 s.",
                ),
            ],
        },
        {
            "section": "7 Maintenance",
            "blocks": [
                ("h1", "7  Maintenance"),
                ("h2", "7.1 Maintenance schedule"),
                (
                    "table",
                    {
                        "cols": [4.0, 1.0, 1.0, 1.1, 1.1, 1.0],
                        "align": {1: "c", 2: "c", 3: "c", 4: "c", 5: "c"},
                        "header": ["Task", "Weekly", "Monthly", "3-monthly", "6-monthly", "Yearly"],
                        "rows": [
                            ["Check display, lamps and readings", "●", "", "", "", ""],
                            ["Check sample flow of all lines", "●", "", "", "", ""],
                            ["Lamp and buzzer test", "", "●", "", "", ""],
                            ["Drain water trap of sample cabinet", "", "●", "", "", ""],
                            ["Zero and span check, all detectors", "", "", "●", "", ""],
                            ["Full calibration, all detectors", "", "", "", "●", ""],
                            ["Replace sample pump diaphragm", "", "", "", "", "●"],
                            ["Replace flame arrestor filter elements", "", "", "", "", "●"],
                            ["Test back-up battery (30 min discharge)", "", "", "", "", "●"],
                        ],
                    },
                ),
                ("h2", "7.2 Expected sensor life"),
                (
                    "p",
                    "Sensor life depends on exposure. The following figures are typical for tanker "
                    "service:",
                ),
                (
                    "table",
                    {
                        "cols": [2.6, 1.8, 3.6],
                        "ruled": False,
                        "header": ["Sensor", "Typical life", "Replacement indication"],
                        "rows": [
                            ["Infrared IR-45 (HC)", "5 years", "Sensitivity below 50 %"],
                            ["Electrochemical EC-H2S", "2 years", "Span not reachable"],
                            [
                                "Electrochemical EC-O2",
                                "2 years",
                                "Reads below 20.5 %vol in clean air",
                            ],
                            ["Sample pump diaphragm", "8 000 h", "Flow below 1.2 l/min"],
                        ],
                    },
                ),
                ("h2", "7.3 Replacing a detector head"),
                (
                    "p",
                    "Inhibit the channel and isolate the 24 V supply at terminal block X3 before "
                    "opening the head. Tighten the enclosure cover to 12 Nm and the cable gland to "
                    "8 Nm; the Ex d flame paths must not be greased with anything other than the "
                    "supplied grease. After replacement, calibrate the channel as in 6.2.",
                ),
                (
                    "box",
                    "CAUTION",
                    "An EC sensor must be stored at 0-20 °C and fitted within 6 months of "
                    "its date of manufacture.",
                ),
            ],
        },
        {
            "section": "8 Fault finding / 9 Spare parts",
            "blocks": [
                ("h1", "8  Fault finding"),
                (
                    "table",
                    {
                        "cols": [2.3, 3.0, 3.4],
                        "size": 8.0,
                        "header": ["Fault", "Possible cause", "Action"],
                        "rows": [
                            [
                                "Reading drifts slowly upward on an IR channel",
                                "Dirty optics or condensation in the head",
                                "Clean optics with the supplied lens tissue; recalibrate",
                            ],
                            [
                                "SAMPLE FLOW LOW on one line",
                                "Water in line or blocked filter",
                                "Purge line through V-120; replace filter element",
                            ],
                            [
                                "SAMPLE FLOW LOW on all lines",
                                "Sample pump diaphragm worn",
                                "Replace diaphragm (kit 8810-204)",
                            ],
                            [
                                "H2S reads a few ppm in clean air",
                                "Sensor exposed to cleaning solvents",
                                "Ventilate, re-zero; replace if it persists",
                            ],
                            [
                                "Slow response from fore peak point",
                                "Long line, transport time",
                                "Normal; allow about 80 s",
                            ],
                            [
                                "SENSOR FAULT after rain",
                                "Water in junction box",
                                "Dry box, replace gasket, check insulation",
                            ],
                        ],
                    },
                ),
                ("h1", "9  Spare parts"),
                (
                    "table",
                    {
                        "cols": [0.8, 1.6, 4.4, 0.8],
                        "header": ["Item", "Part no.", "Description", "Qty"],
                        "rows": [
                            ["1", "8810-101", "Infrared detector head IR-45, complete", "1"],
                            ["2", "8810-115", "EC-H2S sensor cell", "2"],
                            ["3", "8810-116", "EC-O2 sensor cell", "2"],
                            ["4", "8810-204", "Sample pump diaphragm and valve kit", "2"],
                            ["5", "8810-221", "Flame arrestor filter element", "16"],
                            ["6", "8810-310", "Solenoid valve coil 24 V DC", "2"],
                            ["7", "8810-350", "Calibration adapter CA-3", "1"],
                            ["8", "8810-402", "Back-up battery pack 24 V 7 Ah", "1"],
                        ],
                    },
                ),
            ],
        },
    ]
    return style, pages


# ====================================================================== B: nitrogen generator


def _nitrogen():
    accent = (0.0, 0.35, 0.3)

    def furniture(ctx, idx, n, section):
        pg = ctx.page
        w, h = pg.rect.width, pg.rect.height
        ctx.text(56, 38, "SEOWON  NitroMem SNG-120", "hebo", 8.5, accent)
        s = "Instruction Manual for Nitrogen Generator"
        ctx.text(w - 56 - ctx.width(s, "helv", 8), 38, s, "helv", 8, (0.3, 0.3, 0.3))
        pg.draw_line((56, 44), (w - 56, 44), color=(0.3, 0.3, 0.3), width=0.5)
        pg.draw_line((56, 46), (w - 56, 46), color=(0.3, 0.3, 0.3), width=0.5)
        s = f"- {idx} -"
        ctx.text(w / 2 - ctx.width(s, "helv", 9) / 2, h - 30, s, "helv", 9)

    style = dict(
        file="seowon-sng120-nitrogen-generator.pdf",
        maker="Seowon Gas Engineering Co., Ltd.",
        title="NitroMem SNG-120 Instruction Manual",
        body="helv",
        bold="hebo",
        size=9.2,
        accent=accent,
        furniture=furniture,
    )

    def flow_drawing(ctx, x, y, w):
        _label(ctx, x, y + 10, "Fig. 3-1  Flow diagram of nitrogen generator", 8, True)
        cy = y + 70
        _box(ctx, x, cy - 18, 48, 36, "C-1\nair comp.", 6.5)
        _line(ctx, [(x + 48, cy), (x + 64, cy)])
        _box(ctx, x + 64, cy - 22, 26, 44, "AR-1\nrcvr", 6)
        _line(ctx, [(x + 90, cy), (x + 104, cy)])
        _box(ctx, x + 104, cy - 16, 38, 32, "AD-1\ndryer", 6.5)
        _line(ctx, [(x + 142, cy), (x + 152, cy)])
        for i, t in enumerate(("F-1", "F-2", "F-3")):
            bx = x + 152 + i * 30
            _box(ctx, bx, cy - 12, 20, 24, t, 6)
            _line(ctx, [(bx + 20, cy), (bx + 30, cy)])
        _instr(ctx, x + 181, cy + 34, "PDI-02")
        _line(ctx, [(x + 181, cy + 25), (x + 181, cy + 12)], dashed=True)
        _box(ctx, x + 242, cy - 14, 30, 28, "EH-1", 6.5)
        _instr(ctx, x + 290, cy - 32, "TE-05")
        _line(ctx, [(x + 272, cy), (x + 305, cy)])
        _line(ctx, [(x + 290, cy - 23), (x + 290, cy)], dashed=True)
        # membranes
        for i in range(4):
            my = cy - 48 + i * 26
            ctx.page.draw_rect(
                fitz.Rect(x + 315, my, x + 385, my + 16),
                color=(0, 0, 0),
                fill=(0.92, 0.95, 0.92),
                width=0.8,
            )
            _label(ctx, x + 340, my + 11, f"M-{i + 1}", 6.5)
            _line(ctx, [(x + 305, my + 8), (x + 315, my + 8)])
            _line(ctx, [(x + 385, my + 8), (x + 395, my + 8)])
        _line(ctx, [(x + 305, cy - 40), (x + 305, cy + 38)])
        _line(ctx, [(x + 395, cy - 40), (x + 395, cy + 38)])
        _line(ctx, [(x + 350, cy + 46), (x + 350, cy + 70)], dashed=True)
        _label(ctx, x + 318, cy + 80, "permeate (O2-rich) vent", 6)
        _line(ctx, [(x + 395, cy), (x + 415, cy)])
        _instr(ctx, x + 425, cy, "PT-07")
        _line(ctx, [(x + 434, cy), (x + 450, cy)])
        _instr(ctx, x + 425, cy - 34, "AT-01")
        _line(ctx, [(x + 425, cy - 25), (x + 425, cy - 9)], dashed=True)
        _valve(ctx, x + 458, cy, "V-201")
        _arrow(ctx, (x + 463, cy), (x + w - 2, cy))
        _label(ctx, x + 452, cy + 14, "N2 to deck", 6)
        _line(ctx, [(x + 445, cy), (x + 445, cy + 40)])
        _valve(ctx, x + 445, cy + 30, "V-202", vertical=True)
        _arrow(ctx, (x + 445, cy + 40), (x + 470, cy + 40))
        _label(ctx, x + 452, cy + 52, "off-spec vent", 6)

    pages = [
        {
            "blocks": [
                _cover(
                    "SEOWON GAS ENGINEERING",
                    ["NitroMem SNG-120", "Membrane Nitrogen Generator"],
                    [
                        "Instruction Manual (Operation & Maintenance)",
                        "For oil / chemical tanker and gas carrier",
                    ],
                    [
                        "Seowon Gas Engineering Co., Ltd.  Busan, Korea",
                        "Manual No. SGE-N120-E03   Date of issue 2024.05",
                    ],
                    accent,
                )
            ]
        },
        {
            "section": "",
            "blocks": [
                ("h1", "CONTENTS"),
                (
                    "toc",
                    [
                        ("1.", "General and safety", "3"),
                        ("2.", "Specification", "3"),
                        ("3.", "Construction", "4"),
                        ("3.5", "Flow diagram", "5"),
                        ("4.", "Operation", "6"),
                        ("5.", "Oxygen analyser and alarms", "7"),
                        ("6.", "Maintenance", "8"),
                        ("7.", "Trouble shooting", "9"),
                        ("8.", "Spare parts list", "10"),
                    ],
                ),
                ("gap", 12),
                (
                    "table",
                    {
                        "cols": [1, 1.5, 4],
                        "caption": "Revision record",
                        "header": ["Rev.", "Date", "Contents"],
                        "rows": [
                            ["0", "2021.03", "First issue"],
                            ["1", "2022.11", "Analyser changed to zirconia type"],
                            ["3", "2024.05", "Chapter 6 maintenance interval revised"],
                        ],
                    },
                ),
            ],
        },
        {
            "section": "",
            "blocks": [
                ("h1", "1. General and safety"),
                (
                    "p",
                    "This nitrogen generator produces nitrogen gas from compressed air by hollow fibre "
                    "membrane separation. The nitrogen is used for purging and padding of cargo tanks, "
                    "for inerting of cargo lines and for the seal of the cargo compressor. Please read "
                    "this manual carefully before operation of the unit.",
                ),
                (
                    "box",
                    "WARNING",
                    "Nitrogen gas has no smell and no colour. Please take care that "
                    "nobody enters a space filled with nitrogen. Breathing of nitrogen "
                    "makes unconscious without any warning.",
                ),
                (
                    "p",
                    "Please take care that the permeate vent pipe is led to open deck. Oxygen enriched "
                    "air from the vent can increase fire risk in closed space.",
                ),
                ("h1", "2. Specification"),
                (
                    "p",
                    "The capacity of the generator is depending on the product purity. Higher purity "
                    "gives less nitrogen flow with same air consumption. The values below are at feed "
                    "air 8,5 bar(g) and 45 °C membrane temperature.",
                ),
                (
                    "table",
                    {
                        "cols": [1.3, 1.6, 1.8, 1.6, 1.7],
                        "align": {0: "c", 1: "c", 2: "c", 3: "c", 4: "c"},
                        "header": [
                            "N2 purity (%)",
                            "N2 flow (Nm³/h)",
                            "Air consumption (Nm³/h)",
                            "Air factor",
                            "Product dew point",
                        ],
                        "rows": [
                            ["95,0", "120", "265", "2,2", "-40 °C"],
                            ["97,0", "96", "245", "2,55", "-40 °C"],
                            ["99,0", "62", "205", "3,3", "-40 °C"],
                            ["99,5", "48", "190", "4,0", "-40 °C"],
                        ],
                    },
                ),
                (
                    "table",
                    {
                        "cols": [3, 4],
                        "ruled": False,
                        "caption": "Other data",
                        "rows": [
                            ["Feed air pressure", "7,5 ~ 9 bar(g)"],
                            ["Max. feed air temperature", "not exceeding 50 °C"],
                            ["Membrane operating temperature", "45 ± 2 °C"],
                            ["Air compressor motor", "55 kW, 440 V, 60 Hz"],
                            ["Electric air heater EH-1", "6 kW"],
                            ["Number of membrane modules", "4 (M-1 ~ M-4)"],
                            ["N2 delivery pressure", "max. 6,5 bar(g)"],
                            ["Weight of skid (dry)", "approx. 2 850 kg"],
                        ],
                    },
                ),
            ],
        },
        {
            "section": "",
            "blocks": [
                ("h1", "3. Construction"),
                ("h2", "3.1 Feed air compressor"),
                (
                    "p",
                    "The feed air compressor C-1 is oil-injected screw type with air cooling. The "
                    "delivery pressure is kept within 8 ~ 9 bar by load/unload control. The "
                    "compressor oil must be changed every 4 000 hours; please use only the "
                    "specified synthetic oil SGE-Lube 46.",
                ),
                ("h2", "3.2 Air treatment (dryer and filters)"),
                (
                    "p",
                    "Oil and water in the feed air are harmful for the membrane. The air is cooled and "
                    "dried in the refrigerant dryer AD-1 to pressure dew point +3 °C, then cleaned in "
                    "three filter stages:",
                ),
                (
                    "list",
                    [
                        ("(1)", "F-1 pre-filter, 1 µm, removes dust and water droplets."),
                        (
                            "(2)",
                            "F-2 coalescing filter, 0,01 µm, remaining oil content 0,01 mg/m³.",
                        ),
                        ("(3)", "F-3 activated carbon filter, removes oil vapour to 0,003 mg/m³."),
                    ],
                ),
                (
                    "p",
                    "Each filter has automatic drain. The differential pressure over F-1 and F-2 is "
                    "shown on PDI-02; when it reaches 0,7 bar the element must be exchanged.",
                ),
                ("h2", "3.3 Air heater"),
                (
                    "p",
                    "The electric heater EH-1 heats the clean air to 45 °C before the membranes, so "
                    "the separation performance is stable in all seasons. Heater is controlled by "
                    "temperature element TE-05. When the air temperature is exceeding 55 °C the "
                    "heater is cut off by the safety thermostat.",
                ),
                ("h2", "3.4 Membrane modules"),
                (
                    "p",
                    "Each module contains some hundred thousands of hollow fibres. Oxygen, water vapour "
                    "and CO2 permeate faster through the fibre wall than nitrogen, and are vented as "
                    "permeate at near atmospheric pressure. The nitrogen rich gas remains in the "
                    "fibre and leaves at the module end. The purity is adjusted by the flow: less "
                    "flow makes higher purity.",
                ),
                (
                    "box",
                    "CAUTION",
                    "Never let oil or liquid water come into the membrane modules. "
                    "Damaged modules cannot be repaired; they must be exchanged.",
                ),
            ],
        },
        {
            "section": "",
            "blocks": [
                ("h2", "3.5 Flow diagram"),
                ("draw", 190, flow_drawing),
                (
                    "table",
                    {
                        "cols": [1.2, 4],
                        "ruled": True,
                        "caption": "Legend of main tags",
                        "header": ["Tag", "Description"],
                        "rows": [
                            ["C-1", "Feed air compressor (screw)"],
                            ["AR-1", "Air receiver, 1,0 m³"],
                            ["AD-1", "Refrigerant air dryer"],
                            ["F-1 / F-2 / F-3", "Pre-filter / coalescing filter / carbon filter"],
                            ["PDI-02", "Differential pressure indicator, filters"],
                            ["EH-1, TE-05", "Air heater and its temperature element"],
                            ["M-1 ~ M-4", "Membrane modules"],
                            ["AT-01", "Oxygen analyser (sample point after membranes)"],
                            ["PT-07", "Product pressure transmitter"],
                            ["V-201", "Product valve (pneumatic, fail close)"],
                            ["V-202", "Off-spec vent valve (pneumatic, fail open)"],
                        ],
                    },
                ),
                (
                    "p",
                    "When the oxygen content is not in specification, the product valve V-201 is "
                    "closed and off-spec gas goes to atmosphere through V-202. This is called purge "
                    "mode in this manual.",
                ),
            ],
        },
        {
            "section": "",
            "blocks": [
                ("h1", "4. Operation"),
                ("h2", "4.1 Preparation before start"),
                (
                    "list",
                    [
                        ("1)", "Check the oil level of compressor C-1 in sight glass."),
                        ("2)", "Open the cooling air louvres of compressor room."),
                        (
                            "3)",
                            "Confirm that the valve to the deck N2 main is closed, and the vent line is free.",
                        ),
                    ],
                ),
                ("h2", "4.2 Starting"),
                (
                    "list",
                    [
                        ("1)", "Switch on the main power at control panel. Lamp POWER is lit."),
                        ("2)", "Start compressor C-1 and refrigerant dryer AD-1."),
                        (
                            "a.",
                            "Please wait until AD-1 dew point indicator is in green zone (about 5 min).",
                            1,
                        ),
                        ("b.", "Feed air pressure must be kept within 7,5 ~ 9 bar.", 1),
                        ("3)", "Switch on heater EH-1. Wait until TE-05 shows 43 ~ 47 °C."),
                        ("4)", "Press N2 START. Generator starts in purge mode, V-202 open."),
                        (
                            "a.",
                            "Oxygen content is going down. Normally it takes 10 ~ 15 minutes to reach set purity.",
                            1,
                        ),
                        (
                            "b.",
                            "When O2 is below set value for 60 seconds, V-201 opens and V-202 closes automatically.",
                            1,
                        ),
                        (
                            "5)",
                            "Open the valve to deck main slowly. Adjust the flow control valve for required purity.",
                        ),
                    ],
                ),
                (
                    "box",
                    "CAUTION",
                    "Please do not open the flow control valve quickly. Sudden big flow "
                    "makes the purity go down and the unit goes back to purge mode.",
                ),
                ("h2", "4.3 Purge mode"),
                (
                    "p",
                    "The unit goes into purge mode in following cases: at start, when O2 content is "
                    "over the alarm set point, and when the membrane inlet temperature is not in "
                    "range. During purge the N2 is not delivered and the PURGE lamp is flashing.",
                ),
                ("h2", "4.4 Stopping"),
                (
                    "list",
                    [
                        ("1)", "Close the valve to deck main."),
                        ("2)", "Press N2 STOP. V-201 closes."),
                        (
                            "3)",
                            "Let the compressor run unloaded for 3 minutes for cooling, then stop C-1 and AD-1.",
                        ),
                        (
                            "4)",
                            "For long stop (more than 1 month), please close the membrane inlet and outlet valves to keep the modules dry.",
                        ),
                    ],
                ),
            ],
        },
        {
            "section": "",
            "blocks": [
                ("h1", "5. Oxygen analyser and alarms"),
                ("h2", "5.1 Oxygen analyser AT-01"),
                (
                    "p",
                    "The analyser is zirconia type, range 0 ~ 25 % O2. The sample gas flow is to be "
                    "kept 0,3 ~ 0,5 l/min by the needle valve on the analyser panel. Calibration: "
                    "please do zero calibration with nitrogen 99,99 % and span calibration with "
                    "instrument air (20,9 % O2) every month. Deviation more than 0,2 % O2 means the "
                    "cell must be checked.",
                ),
                (
                    "box",
                    "NOTE",
                    "The zirconia cell is heated to about 700 °C. After power on, please "
                    "wait 30 minutes before calibration.",
                ),
                ("h2", "5.2 Alarm list"),
                (
                    "table",
                    {
                        "cols": [0.9, 2.4, 1.6, 3.1],
                        "size": 8.2,
                        "header": ["Code", "Alarm", "Set point", "Action of system"],
                        "rows": [
                            [
                                "A-101",
                                "O2 CONTENT HIGH",
                                "5,0 % O2",
                                "Purge mode (V-201 close, V-202 open)",
                            ],
                            ["A-102", "O2 CONTENT HIGH-HIGH", "8,0 % O2", "Generator stop"],
                            ["A-103", "O2 ANALYSER FAULT", "-", "Purge mode"],
                            ["A-201", "FEED AIR PRESS LOW", "6,5 bar", "Generator stop"],
                            ["A-202", "FEED AIR TEMP HIGH", "55 °C", "Heater off, generator stop"],
                            ["A-203", "MEMBRANE TEMP LOW", "38 °C", "Purge mode"],
                            ["A-204", "FILTER DIFF PRESS HIGH", "0,7 bar", "Alarm only"],
                            ["A-301", "DRYER FAULT", "-", "Alarm only"],
                            ["A-302", "COMP. DISCH. TEMP HIGH", "110 °C", "Compressor trip"],
                            ["A-303", "COMP. MOTOR OVERLOAD", "-", "Compressor trip"],
                            ["A-401", "N2 PRESS HIGH", "7,0 bar", "V-201 close"],
                        ],
                    },
                ),
                (
                    "p",
                    "Set points of A-101 and A-102 can be changed by password level 2. The O2 set "
                    "point must be kept lower than the limit required by cargo (normally 5 % O2 for "
                    "inerting).",
                ),
            ],
        },
        {
            "section": "",
            "blocks": [
                ("h1", "6. Maintenance"),
                (
                    "p",
                    "● = exchange / overhaul,  ○ = check / clean. Intervals in running hours of "
                    "compressor C-1.",
                ),
                (
                    "table",
                    {
                        "cols": [3.8, 1, 1, 1, 1, 1.1],
                        "align": {1: "c", 2: "c", 3: "c", 4: "c", 5: "c"},
                        "header": ["Item", "Daily", "2 000 h", "4 000 h", "8 000 h", "16 000 h"],
                        "rows": [
                            ["Compressor oil level, drains", "○", "", "", "", ""],
                            ["Compressor oil", "", "", "●", "", ""],
                            ["Compressor oil filter", "", "", "●", "", ""],
                            ["Compressor air filter", "", "○", "●", "", ""],
                            ["Oil separator element", "", "", "", "●", ""],
                            ["Filter element F-1", "", "●", "", "", ""],
                            ["Filter element F-2", "", "", "●", "", ""],
                            ["Activated carbon F-3", "", "", "", "●", ""],
                            ["Dryer condenser fins", "", "○", "", "", ""],
                            ["Screw element bearings", "", "", "", "", "●"],
                            ["Membrane module performance test", "", "", "", "○", ""],
                        ],
                    },
                ),
                ("h2", "6.2 Tightening torque"),
                (
                    "p",
                    "Please use following torque for the filter housings and flanges. Tighten in "
                    "cross order.",
                ),
                (
                    "table",
                    {
                        "cols": [3.2, 1.5, 1.6, 1.5],
                        "ruled": False,
                        "header": ["Part", "Thread", "Torque", "(N·m)"],
                        "rows": [
                            ["Filter housing bowl F-1 / F-2", "M10", "2,5 kgf·m", "25"],
                            ["Carbon filter F-3 cover bolt", "M12", "4,5 kgf·m", "44"],
                            ["Membrane module end cap", "M16", "8,0 kgf·m", "78"],
                            ["Flange bolt DN50", "M16", "9,5 kgf·m", "93"],
                            ["Heater terminal screw", "M5", "0,3 kgf·m", "3"],
                        ],
                    },
                ),
                (
                    "box",
                    "CAUTION",
                    "Membrane end cap must not be over-tightened. Over torque can crack "
                    "the epoxy tube sheet.",
                ),
                ("h2", "6.3 Membrane performance test"),
                (
                    "p",
                    "Run the generator at 95,0 % purity and measure the N2 flow. If the flow is less "
                    "than 85 % of the value in chapter 2, the membranes are deteriorated. Please "
                    "contact Seowon service.",
                ),
            ],
        },
        {
            "section": "",
            "blocks": [
                ("h1", "7. Trouble shooting"),
                (
                    "p",
                    "When the alarm is happened, please first check the alarm code on the control "
                    "panel (chapter 5) and then find the trouble in this table. If the trouble is not "
                    "solved, please contact Seowon service with alarm history and running hours.",
                ),
                (
                    "table",
                    {
                        "cols": [2.4, 3.0, 3.2],
                        "size": 8.4,
                        "header": ["Trouble", "Cause", "Remedy"],
                        "rows": [
                            [
                                "Generator does not start",
                                "Main power off or control fuse blown",
                                "Check power, exchange fuse",
                            ],
                            ["", "Emergency stop pushed", "Release and reset"],
                            [
                                "Generator starts but stays in purge mode",
                                "O2 analyser not warmed up",
                                "Wait 30 minutes after power on",
                            ],
                            [
                                "",
                                "Membrane temperature not in range (A-203)",
                                "Check EH-1 heater and TE-05",
                            ],
                            [
                                "Compressor runs but no load",
                                "Inlet valve solenoid fault",
                                "Check solenoid coil and wiring",
                            ],
                            ["", "Pressure switch setting wrong", "Adjust load/unload 8 ~ 9 bar"],
                            [
                                "Safety valve of receiver AR-1 blows",
                                "Unload pressure setting too high",
                                "Adjust; safety valve set 10,5 bar",
                            ],
                            [
                                "Oil carry-over in F-2 bowl",
                                "Oil separator element broken",
                                "Exchange separator element",
                            ],
                            [
                                "",
                                "Compressor oil level too high",
                                "Drain oil to upper mark of sight glass",
                            ],
                            [
                                "Compressor vibration and noise",
                                "Coupling element worn",
                                "Exchange coupling element",
                            ],
                            ["", "Foundation bolts loose", "Retighten foundation bolts"],
                            [
                                "Dryer AD-1 trips by high pressure",
                                "Condenser fins dirty, room hot",
                                "Clean fins with air blow; room below 45 °C",
                            ],
                            [
                                "Dew point indicator in red zone",
                                "Refrigerant leak",
                                "Check gas pressure; call service for refill",
                            ],
                            [
                                "Heater EH-1 works but TE-05 low",
                                "Thermostat set point wrong",
                                "Set 45 °C on temperature controller",
                            ],
                            [
                                "Purity does not reach set value",
                                "N2 flow too much",
                                "Throttle flow control valve",
                            ],
                            ["", "Membrane temperature low", "Check heater EH-1 and TE-05"],
                            [
                                "",
                                "Membrane deteriorated (oil contamination)",
                                "Check F-2 / F-3, exchange module",
                            ],
                            [
                                "Alarm A-201 frequently",
                                "Compressor air filter dirty",
                                "Clean or exchange air filter",
                            ],
                            ["", "Air leakage in piping", "Check joints with soap water"],
                            [
                                "Compressor stops by A-302",
                                "Cooling air not enough, room temperature high",
                                "Open louvres, clean cooler fins",
                            ],
                            ["", "Oil level low", "Top up SGE-Lube 46"],
                            [
                                "Water in filter bowl F-1 continuously",
                                "Dryer AD-1 not working",
                                "Check refrigerant pressure, condenser fan",
                            ],
                            ["", "Auto drain blocked", "Clean drain valve"],
                            [
                                "O2 reading jumps",
                                "Sample flow not stable",
                                "Adjust needle valve to 0,3 ~ 0,5 l/min",
                            ],
                            ["", "Zirconia cell deteriorated", "Exchange cell (see parts list)"],
                            [
                                "O2 reading always 20,9 %",
                                "Sample line disconnected or sample valve closed",
                                "Check sample line to AT-01",
                            ],
                        ],
                    },
                ),
            ],
        },
        {
            "section": "",
            "blocks": [
                (
                    "table",
                    {
                        "cols": [2.4, 3.0, 3.2],
                        "size": 8.4,
                        "rows": [
                            [
                                "N2 delivery pressure low",
                                "Consumption bigger than capacity",
                                "Reduce consumers or lower purity",
                            ],
                            [
                                "",
                                "Product valve V-201 not fully open",
                                "Check pilot air 4,5 ~ 6 bar to actuator",
                            ],
                            [
                                "Heater EH-1 does not work",
                                "Safety thermostat tripped at 55 °C",
                                "Reset after finding the cause",
                            ],
                            ["", "Fuse F12 blown", "Exchange fuse (6 A)"],
                        ],
                    },
                ),
                ("h1", "8. Spare parts list"),
                (
                    "table",
                    {
                        "cols": [0.8, 1.9, 4.1, 0.8],
                        "align": {0: "c", 3: "c"},
                        "header": ["No.", "Part No.", "Name", "Q'ty"],
                        "rows": [
                            ["1", "SGE-N120-F11", "Element for pre-filter F-1", "2"],
                            ["2", "SGE-N120-F21", "Element for coalescing filter F-2", "2"],
                            ["3", "SGE-N120-F31", "Activated carbon cartridge F-3", "1"],
                            ["4", "SGE-N120-C05", "Compressor oil SGE-Lube 46, 20 L", "2"],
                            ["5", "SGE-N120-C08", "Compressor oil filter", "2"],
                            ["6", "SGE-N120-C09", "Oil separator element", "1"],
                            ["7", "SGE-N120-A15", "Zirconia cell for analyser AT-01", "1"],
                            ["8", "SGE-N120-V20", "Solenoid valve for V-201 / V-202 pilot", "1"],
                            [
                                "9",
                                "SGE-N120-M01",
                                "Membrane module, complete with O-rings",
                                "0 (on request)",
                            ],
                            ["10", "SGE-N120-E12", "Fuse 6 A for heater circuit", "5"],
                        ],
                    },
                ),
                (
                    "p",
                    "When ordering spare parts, please inform the serial number of generator shown on "
                    "the name plate of the control panel.",
                ),
            ],
        },
    ]
    return style, pages


# ====================================================================== C: fin stabilizers


def _fins():
    accent = (0.55, 0.1, 0.1)
    secpages = {3: "1-1", 4: "2-1", 5: "3-1", 6: "4-1", 7: "5-1", 8: "5-2", 9: "6-1", 10: "7-1"}

    def furniture(ctx, idx, n, section):
        pg = ctx.page
        w, h = pg.rect.width, pg.rect.height
        ctx.text(54, 36, "RIDGEWAY MOTION CONTROLS", "hebo", 8, accent)
        s = "StableTrak FS-22 Technical Manual"
        ctx.text(w - 54 - ctx.width(s, "heit", 8), 36, s, "heit", 8)
        pg.draw_line((54, 42), (w - 54, 42), color=(0, 0, 0), width=1.0)
        ctx.text(54, h - 28, "TM-FS22  Rev. C", "helv", 7.5, (0.3, 0.3, 0.3))
        ctx.text(
            w / 2 - ctx.width(section, "helv", 7.5) / 2,
            h - 28,
            section,
            "helv",
            7.5,
            (0.3, 0.3, 0.3),
        )
        s = secpages.get(idx, "ii")
        ctx.text(w - 54 - ctx.width(s, "hebo", 9), h - 28, s, "hebo", 9)

    style = dict(
        file="ridgeway-fs22-fin-stabilizers.pdf",
        maker="Ridgeway Motion Controls, Inc.",
        title="StableTrak FS-22 Technical Manual",
        body="tiro",
        bold="tibo",
        size=10.0,
        accent=accent,
        furniture=furniture,
        pagesize=(612.0, 792.0),
        margin=54.0,
    )

    def hyd_drawing(ctx, x, y, w):
        _label(
            ctx,
            x,
            y + 10,
            "Figure 2-1. Hydraulic schematic, one fin unit (port shown; starboard identical)",
            8.5,
            True,
        )
        b = y + 190
        # tank
        ctx.page.draw_rect(fitz.Rect(x + 10, b - 30, x + 110, b), color=(0, 0, 0), width=0.9)
        _label(ctx, x + 40, b - 12, "TK-1 reservoir", 7)
        _instr(ctx, x + 130, b - 15, "TT-04", 6.5)
        _line(ctx, [(x + 110, b - 15), (x + 121, b - 15)], dashed=True)
        # pumps
        _line(ctx, [(x + 40, b - 30), (x + 40, b - 60)])
        _pump(ctx, x + 40, b - 72, "", 7)
        _label(ctx, x + 6, b - 70, "P-1", 7)
        _line(ctx, [(x + 80, b - 30), (x + 80, b - 60)])
        _pump(ctx, x + 80, b - 72, "", 7)
        _label(ctx, x + 93, b - 70, "P-2 (standby)", 7)
        _line(ctx, [(x + 40, b - 82), (x + 40, b - 110), (x + 200, b - 110)])
        _line(ctx, [(x + 80, b - 82), (x + 80, b - 110)])
        _box(ctx, x + 120, b - 118, 26, 16, "F-11", 6.5, fill=(1, 1, 1))
        _valve(ctx, x + 170, b - 110, "RV-101")
        _line(ctx, [(x + 170, b - 105), (x + 170, b - 40), (x + 110, b - 40)], dashed=True)
        _instr(ctx, x + 200, b - 140, "PT-03", 6.5)
        _line(ctx, [(x + 200, b - 131), (x + 200, b - 110)], dashed=True)
        # accumulator
        ctx.page.draw_oval(fitz.Rect(x + 215, b - 100, x + 235, b - 60), color=(0, 0, 0), width=0.9)
        _label(ctx, x + 193, b - 77, "ACC-1", 7)
        _line(ctx, [(x + 225, b - 100), (x + 225, b - 110)])
        _line(ctx, [(x + 200, b - 110), (x + 270, b - 110)])
        _box(ctx, x + 270, b - 130, 60, 40, "SV-201\nservo valve", 7)
        _box(ctx, x + 350, b - 130, 40, 40, "LV-301\nlock", 7)
        _line(ctx, [(x + 330, b - 118), (x + 350, b - 118)])
        _line(ctx, [(x + 330, b - 102), (x + 350, b - 102)])
        # cylinders
        for i, t in enumerate(("CYL-1A", "CYL-1B")):
            cx = x + 410
            cy = b - 150 + i * 60
            ctx.page.draw_rect(fitz.Rect(cx, cy, cx + 70, cy + 20), color=(0, 0, 0), width=0.9)
            _line(ctx, [(cx + 70, cy + 10), (cx + 95, cy + 10)], 1.6)
            _label(ctx, cx + 18, cy + 13, t, 7)
            _line(ctx, [(x + 390, b - 110), (x + 400, b - 110), (x + 400, cy + 10), (cx, cy + 10)])
        _line(ctx, [(x + 495, b - 140), (x + 495, b - 80)], 2.0)
        _label(ctx, x + 455, b - 60, "tiller / fin shaft", 7)
        _instr(ctx, x + 470, b - 30, "ZT-05", 6.5)
        _line(ctx, [(x + 477, b - 36), (x + 495, b - 80)], dashed=True)
        _label(ctx, x + 410, b - 8, "fin angle transmitter", 7)
        _box(ctx, x + 270, b - 60, 60, 30, "HC-5\nhousing cyl.", 7)
        _line(ctx, [(x + 250, b - 110), (x + 250, b - 45), (x + 270, b - 45)])
        _valve(ctx, x + 250, b - 70, "DV-6", vertical=True)

    pages = [
        {
            "blocks": [
                _cover(
                    "RIDGEWAY MOTION CONTROLS, INC.",
                    ["StableTrak FS-22", "Active Fin Stabilizer System"],
                    [
                        "Retractable fins, port and starboard units",
                        "Technical Manual: Operation, Maintenance, Troubleshooting",
                    ],
                    [
                        "TM-FS22 Rev. C",
                        "Ridgeway Motion Controls, Inc.  Mobile, Alabama, USA",
                        "24-hour service line listed on rear of control panel door",
                    ],
                    accent,
                    band=False,
                    font="tibo",
                )
            ]
        },
        {
            "section": "Table of Contents",
            "blocks": [
                ("h1", "TABLE OF CONTENTS"),
                (
                    "toc",
                    [
                        ("1", "General Information and Specifications", "1-1"),
                        ("2", "Hydraulic System", "2-1"),
                        ("3", "Control System", "3-1"),
                        ("4", "Operation", "4-1"),
                        ("4.3", "Housing the Fins", "4-1"),
                        ("5", "Alarms and Indications", "5-1"),
                        ("5.3", "Preventive Maintenance", "5-2"),
                        ("6", "Torque Values and Fin Seals", "6-1"),
                        ("6.3", "Troubleshooting", "6-1"),
                        ("7", "Parts List", "7-1"),
                    ],
                ),
                ("gap", 8),
                (
                    "p",
                    "Dimensions and pressures in this manual are given in US customary units with "
                    "metric equivalents in parentheses. Torque values are in ft-lb.",
                ),
            ],
        },
        {
            "section": "Section 1 - General",
            "blocks": [
                ("h1", "SECTION 1  GENERAL INFORMATION"),
                ("h2", "1.1 System Overview"),
                (
                    "p",
                    "The StableTrak FS-22 reduces ship roll by means of two retractable fins, one on "
                    "each side of the hull near the turn of the bilge. Each fin unit has its own "
                    "hydraulic power unit (HPU) and is driven by two rotary-acting cylinders through a "
                    "tiller. The control unit computes the fin angle command from the roll rate measured "
                    "by the motion sensor and from the ship's speed log.",
                ),
                (
                    "p",
                    "Roll reduction of up to 85% is obtainable at speeds between 10 and 20 knots. "
                    "Below 6 knots the fins have little lift and the system should be set to CENTER.",
                ),
                ("h2", "1.2 Specifications"),
                (
                    "table",
                    {
                        "cols": [3.2, 4.2],
                        "bold_first": True,
                        "header": ["Item", "Data"],
                        "rows": [
                            ["Fin area (each)", "23.7 sq ft (2.2 m²)"],
                            ["Maximum fin angle", "±25°"],
                            ["Fin travel time, full port to full stbd", "3.0 seconds"],
                            ["HPU operating pressure", "2,300 psi (159 bar)"],
                            ["Main relief valve RV-101 setting", "2,600 psi (179 bar)"],
                            ["Accumulator precharge (nitrogen)", "1,100 psi (76 bar)"],
                            ["Reservoir capacity", "40 US gal (151 L)"],
                            ["Hydraulic fluid", "ISO VG 32 anti-wear, or MIL-PRF-17672"],
                            ["HPU motor", "25 hp (18.5 kW), 460 V, 60 Hz"],
                            ["Normal oil temperature", "100-130 °F (38-54 °C)"],
                            ["High oil temperature alarm", "150 °F (66 °C)"],
                            ["Dry weight, each fin unit", "9,400 lb (4,264 kg)"],
                        ],
                    },
                ),
                (
                    "box",
                    "WARNING",
                    "Keep clear of the fin and the housing recess when the system is "
                    "energized. A fin can move without warning and will cause serious "
                    "injury to divers and dock workers.",
                ),
            ],
        },
        {
            "section": "Section 2 - Hydraulics",
            "blocks": [
                ("h1", "SECTION 2  HYDRAULIC SYSTEM"),
                (
                    "p",
                    "Each fin unit has one running pump and one standby pump. If the pressure at "
                    "PT-03 drops below 1,700 psi the standby pump starts automatically. The "
                    "proportional servo valve SV-201 meters oil to cylinders CYL-1A and CYL-1B, which "
                    "turn the fin shaft through the tiller. Pilot-operated lock valve LV-301 holds the "
                    "fin in position if pressure is lost.",
                ),
                ("draw", 215, hyd_drawing),
                (
                    "p",
                    "The housing cylinder HC-5 swings the fin into the hull recess. It is supplied "
                    "from the same HPU through directional valve DV-6 and can only operate when the "
                    "fin is centered within ±2°.",
                ),
                ("h2", "2.2 Filling and Bleeding"),
                (
                    "p",
                    "Fill the reservoir through the 10-micron filler-breather only. Bleed the "
                    "cylinders at the bleed screws on top of each cylinder end cap while cycling the "
                    "fin slowly in CENTER-TEST mode. Oil level should be between the MIN and MAX marks "
                    "with the fin centered and the accumulator charged.",
                ),
            ],
        },
        {
            "section": "Section 3 - Controls",
            "blocks": [
                ("h1", "SECTION 3  CONTROL SYSTEM"),
                ("h2", "3.1 Motion Sensor"),
                (
                    "p",
                    "The motion sensor unit MSU-3 contains a solid-state rate gyro and two "
                    "accelerometers. It must be mounted near the ship's center of gravity with the "
                    "arrow pointing forward, within 0.5° of level. The MSU-3 requires no adjustment "
                    "in service; a faulty unit is replaced complete.",
                ),
                ("h2", "3.2 Operating Modes"),
                (
                    "p",
                    "The bridge control panel has a mode selector with four positions: OFF, HOUSE, "
                    "CENTER and STABILIZE. In CENTER the fins are extended and held at 0°. In "
                    "STABILIZE the fins respond to the roll signal.",
                ),
                ("h2", "3.3 Gain and Fin Angle Limits"),
                (
                    "p",
                    "The control unit reduces the fin angle limit with increasing speed so that the "
                    "fin load stays within the design limit. The values are fixed in software and "
                    "are given below for information.",
                ),
                (
                    "table",
                    {
                        "cols": [1.7, 1.6, 1.6, 1.8, 2.1],
                        "align": {0: "c", 1: "c", 2: "c", 3: "c", 4: "c"},
                        "header": [
                            "Ship speed (knots)",
                            "Fin angle limit",
                            "Roll gain",
                            "Max. fin rate",
                            "Remarks",
                        ],
                        "rows": [
                            ["below 6", "0°", "-", "-", "Fins centered"],
                            ["6 - 10", "±25°", "1.0", "12°/s", "Full authority"],
                            ["10 - 16", "±22°", "0.8", "12°/s", ""],
                            ["16 - 20", "±18°", "0.6", "10°/s", ""],
                            ["above 20", "±12°", "0.4", "8°/s", "Reduced lift limit"],
                        ],
                    },
                ),
                (
                    "p",
                    "Gain can be trimmed by the operator with the ROLL GAIN knob from 50% to 150% of "
                    "the values in the table. Use lower gain in following seas.",
                ),
                (
                    "box",
                    "CAUTION",
                    "Loss of the speed log signal sets the control unit to the 10-16 knot "
                    "values. Check that the speed log is working before leaving port.",
                ),
            ],
        },
        {
            "section": "Section 4 - Operation",
            "blocks": [
                ("h1", "SECTION 4  OPERATION"),
                ("h2", "4.1 Pre-start Checks"),
                (
                    "list",
                    [
                        ("1.", "Check reservoir oil level on both HPUs."),
                        (
                            "2.",
                            "Check accumulator precharge gauge reads 1,050-1,150 psi with pump stopped.",
                        ),
                        ("3.", "Confirm that no divers or workboats are alongside."),
                    ],
                ),
                ("h2", "4.2 Extending the Fins"),
                (
                    "list",
                    [
                        ("1.", "Start the port and starboard HPUs from the bridge panel."),
                        (
                            "a.",
                            "Wait until PRESSURE OK lights on both sides (approx. 20 seconds).",
                            1,
                        ),
                        (
                            "b.",
                            "Check that oil temperature is above 50 °F (10 °C); if not, run in CENTER until warm.",
                            1,
                        ),
                        ("2.", "Set mode selector to CENTER. Fins swing out of their recesses."),
                        (
                            "a.",
                            "Extension takes about 40 seconds. FIN OUT lamps light when locked.",
                            1,
                        ),
                        ("3.", "When ship speed exceeds 6 knots, select STABILIZE."),
                        ("4.", "Adjust ROLL GAIN as needed for the sea condition."),
                    ],
                ),
                ("h2", "4.3 Housing the Fins"),
                (
                    "p",
                    "House the fins before entering port, shallow water or ice, and before the ship "
                    "comes alongside. Ship speed must be less than 12 knots when housing.",
                ),
                (
                    "table",
                    {
                        "cols": [0.6, 3.9, 3.0],
                        "header": ["Step", "Operator action", "Indication"],
                        "rows": [
                            [
                                "1",
                                "Select CENTER on mode selector.",
                                "Fin angle indicators read 0°",
                            ],
                            ["2", "Reduce ship speed below 12 knots.", "-"],
                            ["3", "Select HOUSE.", "FIN OUT lamps go out; HOUSING lamps flash"],
                            [
                                "4",
                                "Wait for housing to complete (about 45 seconds).",
                                "FIN HOUSED lamps steady",
                            ],
                            [
                                "5",
                                "Stop HPUs after 2 minutes with fins housed.",
                                "PRESSURE OK lamps off",
                            ],
                        ],
                    },
                ),
                (
                    "box",
                    "WARNING",
                    "Do not house the fins in a heavy seaway at speeds above 12 knots; the "
                    "housing cylinder is not designed for the hydrodynamic load.",
                ),
            ],
        },
        {
            "section": "Section 5 - Alarms",
            "blocks": [
                ("h1", "SECTION 5  ALARMS AND INDICATIONS"),
                ("h2", "5.1 Alarm Handling"),
                (
                    "p",
                    "Alarms appear on the bridge panel display with a code and a short text. Alarms "
                    "marked with an asterisk (*) automatically center the affected fin. The other "
                    "fin continues to stabilize at reduced effect. Press ACK to silence the buzzer; "
                    "the alarm text remains displayed until the cause is cleared and RESET is pressed.",
                ),
                (
                    "p",
                    "The last 200 alarms are stored with date and time in the control unit and can be "
                    "viewed under MENU > HISTORY. Give this list to the Ridgeway service engineer "
                    "when reporting a fault.",
                ),
                ("h2", "5.2 Alarm List"),
                (
                    "table",
                    {
                        "cols": [0.9, 2.8, 4.0],
                        "size": 9.0,
                        "header": ["Code", "Alarm text", "Description / corrective action"],
                        "rows": [
                            [
                                "F-101",
                                "HYD PRESS LOW",
                                "Pressure below 1,700 psi. Standby pump started. Check for leaks, check RV-101.",
                            ],
                            [
                                "F-102*",
                                "HYD PRESS LOW-LOW",
                                "Pressure below 1,200 psi. Fin locked by LV-301. Stop HPU, find cause.",
                            ],
                            [
                                "F-103",
                                "OIL TEMP HIGH",
                                "Reservoir above 150 °F (66 °C). Check cooler seawater flow.",
                            ],
                            [
                                "F-104",
                                "OIL LEVEL LOW",
                                "Level below LOW mark. Top up and check for external leaks.",
                            ],
                            [
                                "F-105",
                                "FILTER CLOGGED",
                                "F-11 differential above 50 psi. Replace element.",
                            ],
                            [
                                "F-106",
                                "RETURN FILTER BYPASS",
                                "Return filter bypass valve open. Replace return filter element.",
                            ],
                            [
                                "F-107",
                                "COOLER SW FLOW LOW",
                                "Seawater flow to oil cooler low. Check sea valve and strainer.",
                            ],
                            [
                                "F-108",
                                "HPU POWER FAIL",
                                "Loss of 460 V supply to HPU starter. Fin held by lock valve LV-301.",
                            ],
                            [
                                "F-110*",
                                "FIN ANGLE DEVIATION",
                                "Actual angle differs from command by more than 5° for 3 s. Check SV-201 and ZT-05.",
                            ],
                            [
                                "F-111*",
                                "ZT-05 FAILURE",
                                "Fin angle transmitter signal out of range. Check cable and transmitter.",
                            ],
                            [
                                "F-112",
                                "FIN ANGLE LIMIT",
                                "Fin reached software limit for present speed. Information only.",
                            ],
                            [
                                "F-113*",
                                "SERVO VALVE FAULT",
                                "SV-201 coil current out of range. Check connector and coil resistance.",
                            ],
                            [
                                "F-114",
                                "LOCK VALVE OPEN",
                                "LV-301 open with HPU stopped. Check pilot line.",
                            ],
                            [
                                "F-115",
                                "ACCUMULATOR LOW",
                                "Precharge below 900 psi detected at start-up. Recharge ACC-1.",
                            ],
                            [
                                "F-116",
                                "STANDBY PUMP RUNNING",
                                "Standby pump P-2 in service. Check running pump P-1.",
                            ],
                            [
                                "F-117",
                                "OIL TEMP LOW",
                                "Reservoir below 50 °F (10 °C). Run in CENTER to warm up.",
                            ],
                            [
                                "F-120",
                                "SPEED LOG FAIL",
                                "No speed signal. Default gain used (see 3.3).",
                            ],
                        ],
                    },
                ),
                ("p", "(Alarm list continued on page 5-2)"),
            ],
        },
        {
            "section": "Section 5 - Alarms / Maintenance",
            "blocks": [
                (
                    "table",
                    {
                        "cols": [0.9, 2.8, 4.0],
                        "size": 9.0,
                        "header": ["Code", "Alarm text", "Description / corrective action"],
                        "rows": [
                            [
                                "F-121*",
                                "MSU-3 FAILURE",
                                "No roll signal from motion sensor. Replace MSU-3.",
                            ],
                            [
                                "F-130",
                                "HOUSING TIMEOUT",
                                "Housing or extension not complete within 90 s. Check HC-5 and DV-6.",
                            ],
                            [
                                "F-131",
                                "FIN NOT LOCKED",
                                "Fin out but lock limit switch not made. Do not select STABILIZE.",
                            ],
                            [
                                "F-140",
                                "HPU MOTOR TRIP",
                                "Motor overload tripped. Reset at starter panel after check.",
                            ],
                        ],
                    },
                ),
                ("h2", "5.3 Preventive Maintenance"),
                (
                    "p",
                    "Intervals are in running hours of the HPU, whichever comes first with the "
                    "calendar interval. X = perform task.",
                ),
                (
                    "table",
                    {
                        "cols": [3.8, 0.9, 0.9, 0.9, 0.9, 1.0],
                        "size": 9.0,
                        "align": {1: "c", 2: "c", 3: "c", 4: "c", 5: "c"},
                        "header": ["Task", "Daily", "500 hr", "2,000 hr", "Annual", "Drydock"],
                        "rows": [
                            ["Check oil level and leaks", "X", "", "", "", ""],
                            ["Check accumulator precharge", "", "X", "", "", ""],
                            ["Replace F-11 filter element", "", "X", "", "", ""],
                            ["Oil sample analysis", "", "", "X", "", ""],
                            ["Change hydraulic oil", "", "", "", "X", ""],
                            ["Check MSU-3 mounting bolts", "", "", "", "X", ""],
                            ["Inspect fin, shaft seal and recess", "", "", "", "", "X"],
                            ["Measure fin shaft bearing wear-down", "", "", "", "", "X"],
                        ],
                    },
                ),
                (
                    "p",
                    "Record all pressure readings and oil temperatures in the stabilizer log once per "
                    "watch while the system is in use.",
                ),
            ],
        },
        {
            "section": "Section 6 - Torques / Troubleshooting",
            "blocks": [
                ("h1", "SECTION 6  TORQUE VALUES AND FIN SEALS"),
                (
                    "p",
                    "Torque values are for lightly oiled threads. Tighten the fin shaft nut to "
                    "1,850 ft-lb (2,508 N·m) and secure it with the locking plate.",
                ),
                (
                    "table",
                    {
                        "cols": [3.6, 1.4, 1.8, 1.8],
                        "ruled": False,
                        "size": 9.5,
                        "header": ["Fastener", "Size", "Torque ft-lb", "(N·m)"],
                        "rows": [
                            ["Fin shaft nut", "M160", "1,850", "2,508"],
                            ["Tiller clamp bolts", "1-1/4 in", "780", "1,058"],
                            ["Cylinder trunnion bolts", "1 in", "420", "569"],
                            ["Seal housing bolts", "5/8 in", "95", "129"],
                            ["HPU motor mounting", "1/2 in", "55", "75"],
                        ],
                    },
                ),
                (
                    "p",
                    "The fin shaft seal is a double lip seal with a grease-filled space between the "
                    "lips. Re-grease the seal through nipple GN-2 with 2 oz (57 g) of water-resistant "
                    "grease every 500 hours. Seawater in the grease drain indicates a worn outer lip.",
                ),
                ("h2", "6.3 Troubleshooting"),
                (
                    "table",
                    {
                        "cols": [2.4, 2.8, 3.0],
                        "size": 9.0,
                        "header": ["Fault", "Possible cause", "Action"],
                        "rows": [
                            [
                                "Ship still rolls heavily, no alarms",
                                "Roll gain set too low; speed log gives wrong speed",
                                "Increase ROLL GAIN; compare log with GPS speed",
                            ],
                            ["One fin moves jerkily", "Air in cylinders", "Bleed cylinders (2.2)"],
                            [
                                "Oil temperature keeps rising",
                                "Cooler fouled or seawater valve closed",
                                "Clean cooler, open valve",
                            ],
                            [
                                "Fin will not house",
                                "Fin not centered within ±2°; DV-6 coil failed",
                                "Center fin; check DV-6 coil 24 V DC",
                            ],
                            [
                                "Standby pump starts frequently",
                                "Accumulator precharge low",
                                "Recharge to 1,100 psi with dry nitrogen",
                            ],
                        ],
                    },
                ),
            ],
        },
        {
            "section": "Section 7 - Parts",
            "blocks": [
                ("h1", "SECTION 7  PARTS LIST"),
                (
                    "p",
                    "Parts are common to port and starboard units unless noted. Order by part number "
                    "and give the system serial number.",
                ),
                (
                    "table",
                    {
                        "cols": [0.7, 1.8, 4.4, 0.8],
                        "size": 9.5,
                        "header": ["Item", "Part No.", "Description", "Qty"],
                        "rows": [
                            ["1", "RMC-40211", "Servo valve SV-201, proportional", "1"],
                            ["2", "RMC-40230", "Lock valve LV-301 cartridge", "1"],
                            ["3", "RMC-40305", "Filter element F-11, 10 micron", "4"],
                            ["4", "RMC-40410", "Cylinder seal kit, CYL-1A/1B", "2"],
                            ["5", "RMC-40522", "Fin shaft double lip seal", "1"],
                            ["6", "RMC-40640", "Fin angle transmitter ZT-05", "1"],
                            ["7", "RMC-40701", "Motion sensor unit MSU-3", "1"],
                            ["8", "RMC-40815", "Accumulator bladder ACC-1", "1"],
                            ["9", "RMC-40902", "Relief valve RV-101 cartridge", "1"],
                            ["10", "RMC-41010", "DV-6 solenoid coil 24 V DC", "2"],
                        ],
                    },
                ),
            ],
        },
    ]
    return style, pages


# ====================================================================== D: lifeboat engine


def _lifeboat():

    def furniture(ctx, idx, n, section):
        pg = ctx.page
        w, h = pg.rect.width, pg.rect.height
        pg.draw_rect(fitz.Rect(50, 28, w - 50, 46), color=None, fill=(0.88, 0.88, 0.88), width=0)
        ctx.text(56, 41, "KESTREL KD-329L", "cobo", 9)
        ctx.text(w - 56 - ctx.width(section, "cour", 8.5), 41, section, "cour", 8.5)
        s = f"KD329-SM Ed.04  |  {idx}/{n}"
        ctx.text(w - 56 - ctx.width(s, "cour", 8), h - 30, s, "cour", 8)
        ctx.text(
            56,
            h - 30,
            "Service information - lifeboat/rescue boat engines",
            "cour",
            7.5,
            (0.3, 0.3, 0.3),
        )

    style = dict(
        file="kestrel-kd329l-lifeboat-engine.pdf",
        maker="Kestrel Marine Diesel",
        title="KD-329L Service Manual",
        body="helv",
        bold="hebo",
        size=8.8,
        accent=(0.0, 0.0, 0.0),
        furniture=furniture,
        h1_rule=True,
    )

    def cooling_drawing(ctx, x, y, w):
        _label(
            ctx,
            x,
            y + 10,
            "Fig. 3  Cooling circuits  (left: variant K keel cooler, right: variant R raw water)",
            7.5,
            True,
        )
        # K variant
        t = y + 30
        _box(ctx, x + 20, t + 20, 70, 50, "ENGINE\nblock", 7, fill=(0.93, 0.93, 0.93))
        _pump(ctx, x + 120, t + 45, "P-1 FW pump", 6.5)
        _line(ctx, [(x + 90, t + 45), (x + 110, t + 45)])
        _box(ctx, x + 150, t + 35, 30, 20, "TH-1", 6.5)
        _line(ctx, [(x + 130, t + 45), (x + 150, t + 45)])
        _line(ctx, [(x + 180, t + 45), (x + 205, t + 45), (x + 205, t + 120)])
        ctx.page.draw_rect(
            fitz.Rect(x + 40, t + 120, x + 215, t + 132),
            color=(0, 0, 0),
            width=0.9,
            fill=(0.85, 0.9, 1.0),
        )
        _label(ctx, x + 95, t + 145, "KC-1 keel cooler (outside hull)", 6.5)
        _line(ctx, [(x + 50, t + 120), (x + 50, t + 70)])
        _line(
            ctx,
            [(x + 165, t + 35), (x + 165, t + 12), (x + 55, t + 12), (x + 55, t + 20)],
            dashed=True,
        )
        _label(ctx, x + 85, t + 9, "bypass (cold)", 6)
        _instr(ctx, x + 20, t + 100, "TS-03", 6)
        _line(ctx, [(x + 29, t + 100), (x + 50, t + 100)], dashed=True)
        _line(ctx, [(x + 0, t - 2), (x + 0, t + 160)], 0.3)
        # R variant
        o = x + 250
        _box(ctx, o + 20, t + 20, 70, 50, "ENGINE\nblock", 7, fill=(0.93, 0.93, 0.93))
        ctx.page.draw_line((o - 8, t + 150), (o + w - 260, t + 150), color=(0, 0, 0.6), width=0.6)
        _label(ctx, o - 5, t + 160, "hull / waterline side", 6)
        _valve(ctx, o + 40, t + 138, "V-1", vertical=True)
        _label(ctx, o + 52, t + 141, "seacock", 6)
        _line(ctx, [(o + 40, t + 150), (o + 40, t + 133)])
        _line(ctx, [(o + 40, t + 143), (o + 40, t + 110)])
        _box(ctx, o + 30, t + 94, 20, 16, "ST-1", 6)
        _line(ctx, [(o + 40, t + 94), (o + 40, t + 88), (o + 110, t + 88)])
        _pump(ctx, o + 120, t + 88, "P-2 RW pump", 6.5)
        _line(ctx, [(o + 130, t + 88), (o + 150, t + 88), (o + 150, t + 70)])
        _box(ctx, o + 130, t + 30, 55, 40, "HX-1", 6.5)
        _line(ctx, [(o + 90, t + 45), (o + 130, t + 45)])
        _line(ctx, [(o + 185, t + 50), (o + 215, t + 50)])
        _arrow(ctx, (o + 215, t + 50), (o + 215, t + 140))
        _label(ctx, o + 150, t + 22, "to exhaust / overboard", 6)
        _box(ctx, o + 98, t + 37, 24, 16, "TH-1", 6, fill=(1, 1, 1))
        _instr(ctx, o + 2, t + 45, "TS-03", 6)
        _line(ctx, [(o + 11, t + 45), (o + 20, t + 45)], dashed=True)

    pages = [
        {
            "blocks": [
                _cover(
                    "KESTREL MARINE DIESEL",
                    ["KD-329L", "Lifeboat & Rescue Boat Engine"],
                    [
                        "SERVICE MANUAL  (3 cyl., 29 kW, variants K and R)",
                        "For yard, ship's crew and authorised service stations",
                    ],
                    [
                        "KD329-SM  Edition 04",
                        "Kestrel Marine Diesel, Stavanger",
                        "Supersedes Ed.03 and service bulletins SB-41, SB-44",
                    ],
                    (0.15, 0.15, 0.15),
                    font="cobo",
                )
            ]
        },
        {
            "section": "CONTENTS",
            "blocks": [
                ("h1", "CONTENTS"),
                (
                    "toc",
                    [
                        ("§1", "Engine data", "3"),
                        ("§2", "Starting systems", "4"),
                        ("§3", "Cooling (variant K / R)", "5"),
                        ("§4", "Weekly test run", "6"),
                        ("§5", "Fuel system", "7"),
                        ("§6", "Batteries and charging", "7"),
                        ("§7", "Panel warning codes", "8"),
                        ("§8", "Maintenance intervals", "8"),
                        ("§9", "Fault finding", "9"),
                        ("§10", "Parts", "10"),
                    ],
                ),
                ("gap", 8),
                ("h2", "Abbreviations used"),
                (
                    "table",
                    {
                        "cols": [1.2, 4.5],
                        "ruled": False,
                        "size": 8.5,
                        "rows": [
                            ["Chk", "check"],
                            ["Adj", "adjust"],
                            ["Repl", "replace"],
                            ["Insp", "inspect"],
                            ["FW / RW", "fresh water / raw (sea) water"],
                            ["TDC", "top dead centre"],
                            ["HPA", "hydraulic starter accumulator"],
                            ["n/a", "not applicable to this variant"],
                            ["ea.", "each"],
                        ],
                    },
                ),
                ("p", "Values in this manual override values in older service bulletins."),
            ],
        },
        {
            "section": "§1 ENGINE DATA",
            "columns": 2,
            "blocks": [
                ("h1", "§1 Engine data"),
                (
                    "table",
                    {
                        "cols": [2.3, 2.0],
                        "size": 8.3,
                        "bold_first": True,
                        "rows": [
                            ["Type", "3 cyl. in-line, 4-stroke, IDI"],
                            ["Bore x stroke", "78 x 84 mm"],
                            ["Displacement", "1.20 l"],
                            ["Rated output", "29 kW @ 3000 rpm"],
                            ["Idle speed", "900 ± 25 rpm"],
                            ["Firing order", "1-2-3"],
                            ["Valve clearance (cold)", "0.20 mm in / 0.25 mm ex"],
                            ["Compression", "min. 29 bar @ 250 rpm"],
                            ["Injector opening press.", "140 +10 bar"],
                            ["Oil capacity", "4.6 l incl. filter"],
                            ["Oil grade", "SAE 15W-40, API CF or better"],
                            ["Oil press. @ rated", "3.0-4.5 bar"],
                            ["Oil press. idle", "min. 1.0 bar"],
                            ["Reverse gear", "KR-20, ratio 2.1:1"],
                            ["Electrical", "12 V, alternator 60 A"],
                            ["Dry weight", "148 kg"],
                        ],
                    },
                ),
                ("p", "Engine runs inclined: cont. 15°, max. 25° any direction."),
                ("box", "NOTE", "Valve clearance adj. only on cold engine (< 30 °C)."),
                "colbreak",
                ("h2", "1.2 Variants"),
                (
                    "p",
                    "K = closed FW circuit, keel cooler. R = RW through HX-1 (FW inside engine). "
                    "Variant on name plate: suffix K or R, e.g. KD-329L-K.",
                ),
                (
                    "table",
                    {
                        "cols": [1.6, 1.5, 1.5],
                        "size": 8.0,
                        "header": ["Variant", "K", "R"],
                        "rows": [
                            ["Cooling medium", "FW/glycol 50 %", "FW + RW via HX-1"],
                            ["Coolant vol.", "9.5 l", "5.2 l"],
                            ["Thermostat opens", "71 °C (160 °F)", "71 °C (160 °F)"],
                            ["Thermostat fully open", "85 °C (185 °F)", "85 °C (185 °F)"],
                            ["Max. run out of water", "5 min", "5 min (RW pump dry)"],
                            ["RW impeller", "n/a", "Repl yearly"],
                            ["Zinc anode", "n/a", "HX-1, chk 3-monthly"],
                        ],
                    },
                ),
                ("p", "Max. coolant temp: not exceeding 98 °C (208 °F). Alarm at 95 °C."),
                (
                    "box",
                    "CAUTION",
                    "Never mix glycol types. Use only coolant Kestrel KC-50 or equal.",
                ),
            ],
        },
        {
            "section": "§2 STARTING",
            "blocks": [
                ("h1", "§2 Starting systems"),
                (
                    "p",
                    "Two independent starting sources fitted: (1) electric starter 12 V, 2.0 kW; "
                    "(2) hydraulic starter with hand-pump accumulator HPA. Engine must start from cold "
                    "within 2 min at ambient down to -15 °C (SOLAS / LSA Code). Glow plugs fitted for "
                    "cold start.",
                ),
                ("h2", "2.1 Electric start"),
                (
                    "list",
                    [
                        ("1.", "Fuel valve open. Gear lever NEUTRAL (start interlock)."),
                        ("2.", "Key to ON. Chk: charge lamp + oil lamp lit."),
                        ("3.", "Below +5 °C: key to GLOW."),
                        ("a.", "Glow 10 s; below -5 °C glow 20 s.", 1),
                        ("b.", "Max 30 s continuous, else glow plug damage.", 1),
                        ("4.", "Key to START. Release when engine fires. Max cranking 10 s."),
                        (
                            "a.",
                            "No start: wait 30 s, repeat. Max 3 attempts, then chk fuel/bleed (§5).",
                            1,
                        ),
                        ("5.", "Chk lamps out. Oil press. min. 1.0 bar at idle."),
                    ],
                ),
                ("h2", "2.2 Hydraulic start (HPA)"),
                (
                    "p",
                    "Accumulator precharge (N2): 100 bar. Working press. after hand pumping: "
                    "205 bar, approx. 40 strokes of hand pump. Gauge on HPA. Chk precharge yearly "
                    "with engine stopped and HPA fully discharged.",
                ),
                (
                    "list",
                    [
                        ("1.", "Chk HPA gauge: min. 180 bar. If low: pump up."),
                        ("2.", "Glow as 2.1 step 3 (battery permitting)."),
                        (
                            "3.",
                            "Throttle to 1/3. Pull starter release lever fully, hold until engine runs.",
                        ),
                        (
                            "4.",
                            "Recharge HPA immediately after start (engine-driven pump does this in 3 min if fitted).",
                        ),
                        ("a.", "Manual recharge: approx. 40 strokes.", 1),
                    ],
                ),
                (
                    "box",
                    "WARNING",
                    "HPA is under high pressure even with engine stopped. Release "
                    "pressure via bleed screw before opening any hydraulic fitting.",
                ),
            ],
        },
        {
            "section": "§3 COOLING",
            "blocks": [
                ("h1", "§3 Cooling"),
                ("draw", 200, cooling_drawing),
                ("h2", "3.1 Variant K (keel cooler)"),
                (
                    "p",
                    "Closed circuit. Coolant circulated by P-1 through block, TH-1, keel cooler KC-1. "
                    "Cold engine: TH-1 closed, bypass. Keel cooler = pipe loop welded outside hull, no "
                    "seacock, no RW pump. Out-of-water run allowed up to 5 min (heat sink in coolant).",
                ),
                (
                    "list",
                    [
                        ("-", "Chk coolant level weekly, cold. Top up to 20 mm below filler neck."),
                        (
                            "-",
                            "Chk antifreeze: protection to min. -30 °C. Repl coolant every 2 years.",
                        ),
                        (
                            "-",
                            "KC-1: Insp external at each docking / annual service. Clean marine growth.",
                        ),
                    ],
                ),
                ("h2", "3.2 Variant R (raw water)"),
                (
                    "p",
                    "RW pump P-2 (rubber impeller) draws through seacock V-1 and strainer ST-1, "
                    "through HX-1, out via exhaust. FW circuit inside engine as variant K. Out of "
                    "water max 5 min, RW pump runs dry - chk impeller after each dry run over 2 min.",
                ),
                (
                    "list",
                    [
                        (
                            "-",
                            "Seacock V-1 OPEN for test run in water. CLOSED when boat stowed (prevents siphon).",
                        ),
                        ("-", "ST-1: clean monthly."),
                        ("-", "Impeller: Repl yearly, or if vanes cracked/set."),
                    ],
                ),
                (
                    "box",
                    "CAUTION",
                    "Variant R in davit: no water to RW pump. Test run in stowed position: "
                    "max 5 min or use flushing adapter on ST-1 (garden hose, 0.5-1.5 bar).",
                ),
            ],
        },
        {
            "section": "§4 WEEKLY TEST RUN",
            "blocks": [
                ("h1", "§4 Weekly test run"),
                (
                    "p",
                    "Weekly, by ship's crew. Engine run min. 3 min, ahead and astern gear engaged "
                    "briefly (SOLAS III/20). Boat stowed or in water. Record in LSA log.",
                ),
                (
                    "table",
                    {
                        "cols": [0.5, 3.6, 3.0],
                        "size": 8.5,
                        "header": ["#", "Action", "Chk / limit"],
                        "rows": [
                            [
                                "1",
                                "Chk fuel level, oil level (dipstick), coolant level.",
                                "Oil between MIN-MAX",
                            ],
                            ["2", "Chk battery switch ON, battery voltage.", "≥ 12.4 V at rest"],
                            [
                                "3",
                                "Variant R: chk ST-1 clear. In water: V-1 open. Stowed: flushing adapter or max 5 min.",
                                "-",
                            ],
                            [
                                "4",
                                "Start electric (§2.1). Every 4th week: start with HPA (§2.2) instead.",
                                "Start < 10 s",
                            ],
                            [
                                "5",
                                "Run at idle 1 min. Chk oil press., charge lamp out.",
                                "min. 1.0 bar",
                            ],
                            [
                                "6",
                                "Raise to approx. 1500 rpm. Engage ahead 5 s, neutral, astern 5 s.",
                                "Shaft turns both ways",
                            ],
                            [
                                "7",
                                "Run total min. 3 min. Chk exhaust colour, leaks, noises.",
                                "No white/black smoke",
                            ],
                            ["8", "Stop: key OFF or stop lever. Variant R: V-1 closed again.", "-"],
                            [
                                "9",
                                "Recharge HPA if used. Record run time, remarks.",
                                "HPA ≥ 180 bar",
                            ],
                        ],
                    },
                ),
                (
                    "box",
                    "WARNING",
                    "Propeller turns when gear engaged. Nobody under/near the boat. "
                    "Boat stowed: propeller guard fitted, area clear.",
                ),
                (
                    "p",
                    "Monthly (in addition): run 10 min if boat can be launched or is waterborne; chk "
                    "ahead/astern at 2000 rpm. Not possible in davit for variant R without flushing "
                    "adapter.",
                ),
            ],
        },
        {
            "section": "§5 FUEL  §6 BATTERIES",
            "blocks": [
                ("h1", "§5 Fuel system"),
                (
                    "p",
                    "Fuel: marine gas oil DMA (ISO 8217) or diesel EN 590. Flash point ≥ 60 °C. "
                    "Winter grade below 0 °C ambient. Tank in boat: capacity for min. 24 h at 6 knots "
                    "(LSA Code); typ. consumption 3.4 l/h at 2400 rpm.",
                ),
                (
                    "list",
                    [
                        ("-", "Repl fuel every 2 years (diesel bug, water)."),
                        ("-", "Drain water from pre-filter bowl: monthly."),
                        ("-", "Fuel filter: Repl yearly. Pre-filter element: Repl yearly."),
                    ],
                ),
                ("h3", "Bleeding (after filter change or running dry)"),
                (
                    "list",
                    [
                        ("1.", "Open bleed screw on fine filter head, 1-2 turns."),
                        (
                            "2.",
                            "Operate hand primer on lift pump until fuel free of air. Close screw (8 Nm).",
                        ),
                        (
                            "3.",
                            "Loosen inj. pipe nuts at injectors 1 turn, crank 10 s. Retighten 25 Nm.",
                        ),
                    ],
                ),
                ("h1", "§6 Batteries and charging"),
                (
                    "p",
                    "2 x 12 V 100 Ah lead-acid (start bank A + B), battery selector switch 1 / 2 / "
                    "BOTH / OFF. Charging: engine alternator 60 A; in stowed position via ship's "
                    "supply through self-ejecting charging plug, charger 24 V AC in / 14.4 V out. "
                    "Solar panel 40 W optional (variant without shore plug).",
                ),
                (
                    "table",
                    {
                        "cols": [2.2, 1.6, 1.6, 1.8],
                        "size": 8.3,
                        "header": [
                            "Battery state",
                            "Voltage at rest",
                            "Specific gravity",
                            "Action",
                        ],
                        "rows": [
                            ["Fully charged", "12.6-12.8 V", "1.265-1.280", "-"],
                            ["75 %", "12.4 V", "1.225", "Chk charger"],
                            ["50 %", "12.2 V", "1.190", "Charge now"],
                            ["Discharged", "< 12.0 V", "< 1.150", "Charge; Repl if no recovery"],
                        ],
                    },
                ),
                (
                    "p",
                    "Chk electrolyte level monthly: 10-15 mm above plates, top up distilled water only. "
                    "Repl batteries every 4 years or earlier if test fails. Terminals: clean, grease, "
                    "tighten 6 Nm.",
                ),
            ],
        },
        {
            "section": "§7 CODES  §8 INTERVALS",
            "blocks": [
                ("h1", "§7 Panel warning codes"),
                (
                    "p",
                    "Panel KP-2 (optional, instead of lamp panel). Code flashes in display; buzzer "
                    "on codes E-1x.",
                ),
                (
                    "table",
                    {
                        "cols": [0.8, 2.3, 4.0],
                        "size": 8.3,
                        "header": ["Code", "Display", "Meaning / action"],
                        "rows": [
                            ["E-11", "OIL PRESS LOW", "< 0.8 bar. Stop engine. Chk oil level."],
                            [
                                "E-12",
                                "COOLANT TEMP HIGH",
                                "> 95 °C. Idle, chk coolant / RW flow / impeller.",
                            ],
                            ["E-13", "NO CHARGE", "Alternator not charging. Chk belt, fuse F2."],
                            ["E-21", "BATT LOW", "< 11.8 V. Charge battery."],
                            ["E-22", "GLOW FAULT", "Glow relay / plug circuit open."],
                            [
                                "E-31",
                                "OVERSPEED",
                                "> 3450 rpm. Engine stops. Chk governor linkage.",
                            ],
                            ["E-40", "SENSOR FAULT", "TS-03 or oil press. sender open circuit."],
                        ],
                    },
                ),
                ("h1", "§8 Maintenance intervals"),
                (
                    "table",
                    {
                        "cols": [3.6, 0.9, 0.9, 0.9, 1.0, 1.0],
                        "size": 8.2,
                        "align": {1: "c", 2: "c", 3: "c", 4: "c", 5: "c"},
                        "header": ["Item", "Weekly", "Monthly", "250 h", "Yearly", "5-yearly"],
                        "rows": [
                            ["Test run (§4)", "X", "", "", "", ""],
                            ["Oil level, coolant level, leaks", "X", "", "", "", ""],
                            ["Water drain fuel pre-filter", "", "X", "", "", ""],
                            ["Batteries: electrolyte, terminals", "", "X", "", "", ""],
                            ["Engine oil + oil filter: Repl", "", "", "X", "X", ""],
                            ["Fuel filters: Repl", "", "", "X", "X", ""],
                            ["Valve clearance: Chk/Adj", "", "", "X", "X", ""],
                            ["V-belt: Chk tension, Repl if cracked", "", "X", "", "X", ""],
                            ["RW impeller (var. R): Repl", "", "", "", "X", ""],
                            ["Injectors: test opening press.", "", "", "", "", "X"],
                            ["Exhaust elbow: Insp/clean", "", "", "", "", "X"],
                        ],
                    },
                ),
                (
                    "p",
                    "250 h or yearly, whichever first. Engines of lifeboats rarely reach 250 h/year; "
                    "yearly interval governs. Annual + 5-yearly service by authorised station "
                    "(MSC.402(96)).",
                ),
            ],
        },
        {
            "section": "§9 FAULT FINDING",
            "blocks": [
                ("h1", "§9 Fault finding"),
                (
                    "table",
                    {
                        "cols": [2.4, 2.9, 2.9],
                        "size": 8.3,
                        "header": ["Fault", "Possible cause", "Action"],
                        "rows": [
                            [
                                "Starter turns, engine does not fire",
                                "Air in fuel; fuel valve closed",
                                "Open valve; bleed (§5)",
                            ],
                            [
                                "",
                                "Cold, glow insufficient",
                                "Glow 20 s; chk glow plugs (0.8-1.2 Ω ea.)",
                            ],
                            [
                                "Starter does not turn",
                                "Battery flat; gear not in NEUTRAL",
                                "Chk battery/switch; lever to NEUTRAL",
                            ],
                            [
                                "Hyd. starter weak, engine turns slowly",
                                "HPA precharge low or press. < 180 bar",
                                "Pump up; chk precharge 100 bar",
                            ],
                            [
                                "Coolant temp high (var. R)",
                                "V-1 closed; ST-1 blocked; impeller broken",
                                "Open V-1; clean ST-1; Repl impeller",
                            ],
                            [
                                "Coolant temp high (var. K)",
                                "Coolant low; KC-1 fouled; TH-1 stuck",
                                "Top up; clean KC-1; Repl TH-1",
                            ],
                            [
                                "White smoke, runs rough",
                                "Water in fuel",
                                "Drain pre-filter, Repl fuel if needed",
                            ],
                            [
                                "Black smoke",
                                "Overload, fouled propeller, air filter",
                                "Chk propeller; clean air intake",
                            ],
                            [
                                "Battery flat after stowage",
                                "Charging plug not connected; charger fault",
                                "Chk plug engaged; chk charger output 14.4 V",
                            ],
                        ],
                    },
                ),
                ("box", "NOTE", "Glow plug resistance measured cold, plug disconnected."),
                ("h2", "9.2 Torques"),
                (
                    "table",
                    {
                        "cols": [2.6, 1.2, 1.4, 1.4],
                        "ruled": False,
                        "size": 8.3,
                        "header": ["Joint", "Thread", "N·m", "kgf·m"],
                        "rows": [
                            ["Cylinder head bolts", "M10", "75", "7.6"],
                            ["Injector nozzle holder", "M20", "50", "5.1"],
                            ["Glow plug", "M10", "18", "1.8"],
                            ["Oil drain plug", "M14", "35", "3.6"],
                            ["Flywheel bolts", "M10", "70", "7.1"],
                        ],
                    },
                ),
                ("p", "Cyl. head bolts: 2 stages, 40 N·m then 75 N·m, crosswise from centre."),
            ],
        },
        {
            "section": "§10 PARTS",
            "blocks": [
                ("h1", "§10 Parts"),
                (
                    "p",
                    "Service kits and single parts. Order with engine no. (name plate on timing "
                    "cover).",
                ),
                (
                    "table",
                    {
                        "cols": [0.7, 1.8, 4.3, 0.8],
                        "size": 8.5,
                        "header": ["Pos.", "Part no.", "Description", "Qty"],
                        "rows": [
                            ["1", "KD-5510-01", "Oil filter cartridge", "1"],
                            ["2", "KD-5520-03", "Fuel fine filter", "1"],
                            ["3", "KD-5521-02", "Pre-filter element / water separator", "1"],
                            ["4", "KD-6010-11", "RW pump impeller kit (var. R) w/ gasket", "1"],
                            ["5", "KD-6120-02", "Thermostat TH-1, 71 °C", "1"],
                            ["6", "KD-6300-04", "Zinc anode HX-1 (var. R)", "2"],
                            ["7", "KD-7105-01", "V-belt alternator", "1"],
                            ["8", "KD-7410-05", "Glow plug", "3"],
                            ["9", "KD-8020-09", "HPA hand pump seal kit", "1"],
                            ["10", "KD-9001-50", "Annual service kit (pos. 1-3, 7, gaskets)", "1"],
                        ],
                    },
                ),
                (
                    "p",
                    "Annual kit KD-9001-50 contains no impeller; order pos. 4 separately for "
                    "variant R.",
                ),
            ],
        },
    ]
    return style, pages
