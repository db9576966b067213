"""Four made-up manuals of other equipment by other makers, held-out set 22b (written blind).

Generated with PyMuPDF only (vector text and lines, no images). Each manual is a cover, a contents
page built from its headings, then content pages given as lists of blocks laid out top to bottom; a
page whose blocks do not fit raises, so every question's expected page is the page its block is on.

A  Vestmark VFC-2400 fuel conditioning (booster / viscosity) module - translated Danish English.
B  Cardinal OD-30 oil discharge monitoring equipment (ODME) - US style, psi and °F first, serif.
C  Polarix PX-SOX 25 hybrid exhaust gas scrubber (EGCS) - terse service-bulletin style.
D  Hartwell-Oberg CLX-8 electronic cylinder lubricator - formal, WARNING/CAUTION/NOTE boxes.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import fitz

# ---------------------------------------------------------------- layout engine

PAGE_W, PAGE_H = 595.0, 842.0


_FONTS: dict = {}


def _font(name: str):
    if name not in _FONTS:
        _FONTS[name] = fitz.Font(name)
    return _FONTS[name]


def _special_font():
    return _font("cjk")


def _runs(text: str) -> list[tuple[str, bool]]:
    out: list[tuple[str, bool]] = []
    for ch in text:
        sp = ord(ch) > 255
        if out and out[-1][1] == sp:
            out[-1] = (out[-1][0] + ch, sp)
        else:
            out.append((ch, sp))
    return out


_WIDTHS: dict = {}


def _len(seg: str, font: str, size: float) -> float:
    w = 0.0
    for ch in seg:
        key = (font, ch)
        if key not in _WIDTHS:
            _WIDTHS[key] = _font(font).text_length(ch, 1.0)
        w += _WIDTHS[key]
    return w * size


def tw(text: str, font: str, size: float) -> float:
    return sum(_len(seg, "cjk" if sp else font, size) for seg, sp in _runs(text))


class Canvas:
    """One page: all lines in one Shape, all text in TextWriters (one per colour); commit() writes both."""

    def __init__(self, page):
        self.page = page
        self.shape = page.new_shape()
        self.writers: dict = {}

    def _w(self, color):
        key = tuple(color)
        if key not in self.writers:
            self.writers[key] = fitz.TextWriter(self.page.rect, color=key)
        return self.writers[key]

    def text(self, x, y, seg, font, size, color):
        self._w(color).append((x, y), seg, font=_font(font), fontsize=size)

    def draw_line(self, a, b, width=1.0, color=(0, 0, 0), dashes=None):
        self.shape.draw_line(a, b)
        self.shape.finish(width=width, color=color, dashes=dashes)

    def draw_rect(self, r, width=1.0, color=(0, 0, 0), fill=None, dashes=None):
        self.shape.draw_rect(r)
        self.shape.finish(width=width, color=color, fill=fill, dashes=dashes)

    def draw_circle(self, c, r, width=1.0, color=(0, 0, 0), fill=None):
        self.shape.draw_circle(c, r)
        self.shape.finish(width=width, color=color, fill=fill)

    def draw_polyline(self, pts, width=1.0, color=(0, 0, 0), fill=None, closePath=False):
        self.shape.draw_polyline(pts)
        self.shape.finish(width=width, color=color, fill=fill, closePath=closePath)

    def commit(self):
        self.shape.commit()
        for key in sorted(self.writers):
            self.writers[key].write_text(self.page)


def put(
    page, x: float, y: float, text: str, font: str = "helv", size: float = 9, color=(0, 0, 0)
) -> float:
    for seg, sp in _runs(text):
        f = "cjk" if sp else font
        page.text(x, y, seg, f, size, color)
        x += _len(seg, f, size)
    return x


def wrap(text: str, font: str, size: float, width: float) -> list[str]:
    lines: list[str] = []
    for para in text.split("\n"):
        cur = ""
        for word in para.split(" "):
            trial = word if not cur else cur + " " + word
            if tw(trial, font, size) <= width or not cur:
                cur = trial
            else:
                lines.append(cur)
                cur = word
        lines.append(cur)
    return lines


class Overflow(Exception):
    pass


class Renderer:
    """Lays out blocks top to bottom in a column [x0, x1]; raises when a page overflows."""

    def __init__(self, page, st: dict, x0: float, x1: float, y: float, bottom: float):
        self.page, self.st, self.x0, self.x1, self.y, self.bottom = page, st, x0, x1, y, bottom

    def check(self, where: str):
        if self.y > self.bottom + 0.5:
            raise Overflow(f"page overflow at {where!r} (y={self.y:.0f})")

    def text_lines(self, text, font, size, lead, x=None, width=None, color=(0, 0, 0)):
        x = self.x0 if x is None else x
        width = (self.x1 - x) if width is None else width
        for ln in wrap(text, font, size, width):
            self.y += lead
            put(self.page, x, self.y, ln, font, size, color)
        self.check(text[:40])

    def run(self, blocks):
        for b in blocks:
            getattr(self, "b_" + b[0])(*b[1:])

    # headings
    def b_h1(self, text):
        st = self.st
        self.y += st.get("h1_before", 16)
        size = st.get("h1_size", 14)
        if st.get("h1_band"):
            self.page.draw_rect(
                fitz.Rect(self.x0, self.y, self.x1, self.y + size + 8),
                color=None,
                fill=st["h1_band"],
            )
            self.y += size + 2
            put(
                self.page,
                self.x0 + 5,
                self.y,
                text,
                st["bold"],
                size,
                st.get("h1_color", (0, 0, 0)),
            )
            self.y += 6
        else:
            self.text_lines(text, st["bold"], size, size + 3, color=st.get("h1_color", (0, 0, 0)))
        if st.get("h1_rule"):
            self.y += 4
            self.page.draw_line(
                (self.x0, self.y), (self.x1, self.y), color=st.get("h1_color", (0, 0, 0)), width=1
            )
        self.y += 4
        self.check(text)

    def b_h2(self, text):
        st = self.st
        self.y += st.get("h2_before", 10)
        size = st.get("h2_size", 11)
        self.text_lines(text, st["bold"], size, size + 3, color=st.get("h2_color", (0, 0, 0)))
        self.y += 3

    def b_h3(self, text):
        st = self.st
        self.y += 6
        size = st.get("h3_size", st["size"] + 0.5)
        self.text_lines(text, st.get("h3_font", st["bold"]), size, size + 3)
        self.y += 2

    def b_p(self, text):
        st = self.st
        self.text_lines(text, st["font"], st["size"], st["lead"])
        self.y += st.get("para_gap", 4)

    def b_sp(self, h):
        self.y += h
        self.check("space")

    def _items(self, items, labels, indent, sub_labels):
        st = self.st
        for i, it in enumerate(items):
            text, subs = (it, None) if isinstance(it, str) else it
            lab = labels(i)
            lines = wrap(text, st["font"], st["size"], self.x1 - self.x0 - indent)
            for j, ln in enumerate(lines):
                self.y += st["lead"]
                if j == 0:
                    put(self.page, self.x0 + 2, self.y, lab, st["font"], st["size"])
                put(self.page, self.x0 + indent, self.y, ln, st["font"], st["size"])
            if subs:
                for k, s in enumerate(subs):
                    sl = sub_labels(k)
                    for j, ln in enumerate(
                        wrap(s, st["font"], st["size"], self.x1 - self.x0 - indent - 18)
                    ):
                        self.y += st["lead"]
                        if j == 0:
                            put(self.page, self.x0 + indent, self.y, sl, st["font"], st["size"])
                        put(self.page, self.x0 + indent + 18, self.y, ln, st["font"], st["size"])
            self.y += st.get("item_gap", 2)
            self.check(text)
        self.y += 3

    def b_num(self, items, fmt="{}.", sub="{})"):
        self._items(
            items,
            lambda i: fmt.format(i + 1),
            20 if len(fmt) < 5 else 34,
            lambda k: sub.format("abcdefgh"[k]),
        )

    def b_bul(self, items, mark="-"):
        self._items(items, lambda i: mark, 14, lambda k: "-")

    def b_box(self, kind, text):
        st = self.st
        colors = {
            "WARNING": (0.85, 0.1, 0.1),
            "CAUTION": (0.95, 0.65, 0.0),
            "NOTE": (0.2, 0.35, 0.7),
        }
        col = colors.get(kind, (0.3, 0.3, 0.3))
        lines = wrap(text, st["font"], st["size"], self.x1 - self.x0 - 84)
        h = max(len(lines) * st["lead"] + 10, 30)
        top = self.y + 6
        r = fitz.Rect(self.x0, top, self.x1, top + h)
        self.page.draw_rect(r, color=col, width=1.2)
        self.page.draw_rect(fitz.Rect(self.x0, top, self.x0 + 72, top + h), color=col, fill=col)
        put(
            self.page,
            self.x0 + 36 - tw(kind, "hebo", 9) / 2,
            top + h / 2 + 3,
            kind,
            "hebo",
            9,
            (1, 1, 1),
        )
        yy = top + 4
        for ln in lines:
            yy += st["lead"]
            put(self.page, self.x0 + 80, yy, ln, st["font"], st["size"])
        self.y = top + h + 6
        self.check(kind)

    def b_lead(self, label, text):
        """Paragraph with a bold lead-in word ('Attention!', 'NOTE:')."""
        st = self.st
        w = tw(label + " ", st["bold"], st["size"])
        lines = wrap(text, st["font"], st["size"], self.x1 - self.x0 - w)
        for j, ln in enumerate(lines):
            self.y += st["lead"]
            if j == 0:
                put(self.page, self.x0, self.y, label, st["bold"], st["size"])
            put(self.page, self.x0 + w, self.y, ln, st["font"], st["size"])
        self.y += st.get("para_gap", 4)
        self.check(text)

    def b_table(self, t):
        st = self.st
        size = t.get("size", st["size"] - 0.5)
        lead = size + 2.6
        font, bold = t.get("font", st["font"]), t.get("bold", st["bold"])
        widths = t["widths"]
        total = self.x1 - self.x0
        ws = [w / sum(widths) * total for w in widths]
        xs = [self.x0]
        for w in ws:
            xs.append(xs[-1] + w)
        style = t.get("rule", "grid")
        pad = 3 if style != "none" else 1.5
        if t.get("caption"):
            self.y += 4
            self.text_lines(t["caption"], t.get("cap_font", bold), size + 0.5, lead + 1)
            self.y += 3
        rows = []
        if t.get("head"):
            rows.append((t["head"], True))
        rows += [(r, False) for r in t["rows"]]
        top = self.y
        for ri, (row, is_head) in enumerate(rows):
            cells = [
                wrap(
                    str(c),
                    bold if is_head or (ci == 0 and t.get("bold_first")) else font,
                    size,
                    ws[ci] - 2 * pad - 1,
                )
                for ci, c in enumerate(row)
            ]
            h = max(len(c) for c in cells) * lead + 2 * pad + 1
            if is_head and t.get("head_fill") and style != "none":
                self.page.draw_rect(
                    fitz.Rect(self.x0, self.y, self.x1, self.y + h), color=None, fill=t["head_fill"]
                )
            for ci, lines in enumerate(cells):
                yy = self.y + pad - 1
                f = bold if is_head or (ci == 0 and t.get("bold_first")) else font
                for ln in lines:
                    yy += lead
                    x = xs[ci] + pad
                    if t.get("center") and ci in t["center"] and not is_head:
                        x = xs[ci] + (ws[ci] - tw(ln, f, size)) / 2
                    put(self.page, x, yy, ln, f, size)
            nxt = self.y + h
            if style == "grid":
                self.page.draw_line((self.x0, nxt), (self.x1, nxt), width=0.6)
            elif style == "hlines" and (is_head or ri == len(rows) - 1):
                self.page.draw_line((self.x0, nxt), (self.x1, nxt), width=0.8 if is_head else 1.0)
            self.y = nxt
            self.check(str(row[0]))
        if style == "grid":
            self.page.draw_line((self.x0, top), (self.x1, top), width=0.6)
            for x in xs:
                self.page.draw_line((x, top), (x, self.y), width=0.6)
        elif style == "hlines":
            self.page.draw_line((self.x0, top), (self.x1, top), width=1.0)
        self.y += t.get("after", 8)
        if t.get("foot"):
            self.text_lines(t["foot"], font, size - 0.5, lead)
            self.y += 4
        self.check("table end")

    def b_mono(self, lines, size=8.0):
        """A printout in a frame (monospace)."""
        top = self.y + 4
        yy = top + 4
        for ln in lines:
            yy += size + 2.5
            put(self.page, self.x0 + 12, yy, ln, "cour", size)
        r = fitz.Rect(
            self.x0 + 4, top, self.x0 + 12 + 8 + max(tw(ln, "cour", size) for ln in lines), yy + 6
        )
        self.page.draw_rect(r, color=(0.4, 0.4, 0.4), width=0.7, dashes="[2 2] 0")
        self.y = yy + 12
        self.check("mono")

    def b_draw(self, fn, height):
        top = self.y + 6
        fn(self.page, self.x0, top, self.x1)
        self.y = top + height
        self.check("drawing")

    def b_cols(self, left, right, gap=18):
        mid = (self.x0 + self.x1) / 2
        y0 = self.y
        a = Renderer(self.page, self.st, self.x0, mid - gap / 2, y0, self.bottom)
        a.run(left)
        b = Renderer(self.page, self.st, mid + gap / 2, self.x1, y0, self.bottom)
        b.run(right)
        if self.st.get("col_rule"):
            self.page.draw_line(
                (mid, y0 + 8), (mid, max(a.y, b.y)), width=0.4, color=(0.5, 0.5, 0.5)
            )
        self.y = max(a.y, b.y)

    def b_toc(self, entries):
        st = self.st
        for level, text, label in entries:
            self.y += st["lead"] + (5 if level == 1 else 1)
            x = self.x0 + (0 if level == 1 else 18)
            f = st["bold"] if level == 1 else st["font"]
            end = put(self.page, x, self.y, text, f, st["size"])
            lw = tw(label, f, st["size"])
            dots = self.x1 - lw - 6
            xx = end + 6
            while xx < dots:
                put(self.page, xx, self.y, ".", st["font"], st["size"], (0.45, 0.45, 0.45))
                xx += 4
            put(self.page, self.x1 - lw, self.y, label, f, st["size"])
        self.check("toc")


def _toc_entries(pages, labels, levels=(1, 2)):
    out = []
    for i, blocks in enumerate(pages):
        for b in _flat(blocks or []):
            if b[0] == "h1" and 1 in levels:
                out.append((1, b[1], labels(i + 1)))
            elif b[0] == "h2" and 2 in levels:
                out.append((2, b[1], labels(i + 1)))
    return out


def _flat(blocks):
    for b in blocks:
        if b[0] == "cols":
            yield from _flat(b[1])
            yield from _flat(b[2])
        else:
            yield b


def build(
    path: Path, st: dict, cover, pages: list[list], toc_title: str, toc_levels=(1, 2)
) -> Path:
    """pages: content pages from physical page 3 on; page 1 is the cover, page 2 the contents."""
    doc = fitz.open()
    n = len(pages) + 2
    labels = st["label"]
    all_pages = [None, None, *pages]
    for idx in range(1, n + 1):
        page = Canvas(doc.new_page(width=PAGE_W, height=PAGE_H))
        if idx == 1:
            cover(page)
            page.commit()
            continue
        st["chrome"](page, idx, n)
        r = Renderer(page, st, st["left"], st["right"], st["top"], st["bottom"])
        if idx == 2:
            r.b_h1(toc_title)
            r.y += 6
            r.b_toc(_toc_entries(all_pages, labels, toc_levels))
        else:
            r.run(all_pages[idx - 1])
        page.commit()
    doc.set_metadata(
        {
            "title": st["title"],
            "author": st["maker"],
            "creationDate": "",
            "modDate": "",
            "producer": "",
            "creator": "",
        }
    )
    doc.subset_fonts()
    doc.save(path, garbage=3, deflate=True, no_new_id=True)
    doc.close()
    return path


# ---------------------------------------------------------------- drawing helpers


def d_line(page, pts, w=1.0, color=(0, 0, 0), arrow=False):
    for a, b in itertools.pairwise(pts):
        page.draw_line(a, b, width=w, color=color)
    if arrow:
        (ax, ay), (bx, by) = pts[-2], pts[-1]
        if abs(bx - ax) > abs(by - ay):
            s = 1 if bx > ax else -1
            page.draw_polyline(
                [(bx - 6 * s, by - 3), (bx, by), (bx - 6 * s, by + 3)],
                color=color,
                fill=color,
                closePath=True,
            )
        else:
            s = 1 if by > ay else -1
            page.draw_polyline(
                [(bx - 3, by - 6 * s), (bx, by), (bx + 3, by - 6 * s)],
                color=color,
                fill=color,
                closePath=True,
            )


def d_pump(page, x, y, tag, r=9):
    page.draw_circle((x, y), r, width=1)
    page.draw_polyline(
        [(x - r * 0.5, y - r * 0.7), (x + r, y), (x - r * 0.5, y + r * 0.7)], width=0.8
    )
    put(page, x - tw(tag, "hebo", 7) / 2, y + r + 9, tag, "hebo", 7)


def d_valve(page, x, y, tag, vertical=False, label_above=True):
    s = 6
    if vertical:
        page.draw_polyline(
            [(x - s, y - s), (x + s, y - s), (x - s, y + s), (x + s, y + s)],
            width=0.9,
            closePath=True,
        )
        put(page, x + s + 3, y + 3, tag, "hebo", 7)
    else:
        page.draw_polyline(
            [(x - s, y - s), (x - s, y + s), (x + s, y - s), (x + s, y + s)],
            width=0.9,
            closePath=True,
        )
        put(
            page,
            x - tw(tag, "hebo", 7) / 2,
            y - s - 3 if label_above else y + s + 9,
            tag,
            "hebo",
            7,
        )


def d_inst(page, x, y, tag, lx, ly):
    """Instrument bubble at (x, y) with a stem to the line point (lx, ly)."""
    page.draw_line((x, y), (lx, ly), width=0.5, dashes="[2 1] 0")
    page.draw_circle((x, y), 11, width=0.8, fill=(1, 1, 1))
    put(page, x - tw(tag, "helv", 5.6) / 2, y + 2, tag, "helv", 5.6)


def d_box(page, x0, y0, x1, y1, label, size=7, fill=None):
    page.draw_rect(fitz.Rect(x0, y0, x1, y1), width=1, fill=fill)
    lines = label.split("\n")
    yy = (y0 + y1) / 2 - (len(lines) - 1) * (size + 1) / 2 + size / 3
    for ln in lines:
        put(page, (x0 + x1) / 2 - tw(ln, "helv", size) / 2, yy, ln, "helv", size)
        yy += size + 1


# ---------------------------------------------------------------- A: Vestmark VFC-2400 fuel conditioning module
# Slightly translated Danish English, decimal commas, "4,5 ~ 6 bar", a two-column opening page,
# a main-data table continued over a page break (header repeated), fuel grades as rows with the
# parameters as columns, a flow diagram, a borderless ramp table, maintenance by running hours.


def _a_chrome(page, idx, n):
    put(page, 50, 40, "VESTMARK FLUIDTEKNIK A/S", "hebo", 8, (0.1, 0.3, 0.5))
    t = "Fuel Conditioning Module VFC-2400"
    put(page, 545 - tw(t, "helv", 8), 40, t, "helv", 8)
    page.draw_line((50, 46), (545, 46), width=1.2, color=(0.1, 0.3, 0.5))
    page.draw_line((50, 800), (545, 800), width=0.5)
    put(
        page,
        50,
        812,
        "Instruction Manual VFC-2400  -  Edition 03/2019  -  Doc. no. 24-IM-003",
        "helv",
        7,
    )
    t = f"Page {idx} of {n}"
    put(page, 545 - tw(t, "helv", 7.5), 812, t, "helv", 7.5)


def _a_cover(page):
    page.draw_rect(fitz.Rect(0, 0, PAGE_W, 250), color=None, fill=(0.1, 0.3, 0.5))
    put(page, 60, 90, "VESTMARK FLUIDTEKNIK A/S", "hebo", 22, (1, 1, 1))
    put(page, 60, 115, "Esbjerg  -  Denmark", "helv", 11, (1, 1, 1))
    put(page, 60, 340, "Fuel Conditioning Module", "hebo", 26)
    put(page, 60, 380, "VFC-2400", "hebo", 40, (0.1, 0.3, 0.5))
    put(page, 60, 420, "Booster unit for HFO / MGO with automatic viscosity control", "helv", 13)
    put(page, 60, 470, "INSTRUCTION MANUAL", "hebo", 14)
    put(page, 60, 490, "Installation  -  Operation  -  Maintenance  -  Spare parts", "helv", 11)
    page.draw_rect(fitz.Rect(60, 640, 330, 730), width=0.8)
    for i, s in enumerate(
        (
            "Works no.:  24-1187",
            "Hull no.:  NB 2231",
            "Edition:  03/2019",
            "Language:  English (translation)",
        )
    ):
        put(page, 70, 660 + 18 * i, s, "helv", 10)


A_ST = dict(
    font="helv",
    bold="hebo",
    size=9,
    lead=12,
    h1_size=14,
    h2_size=10.5,
    h1_rule=True,
    h1_color=(0.1, 0.3, 0.5),
    h2_color=(0.1, 0.3, 0.5),
    left=55,
    right=540,
    top=62,
    bottom=785,
    label=lambda i: str(i),
    chrome=_a_chrome,
    title="VFC-2400 Instruction Manual",
    maker="Vestmark Fluidteknik A/S",
    col_rule=True,
)

_A_MAIN_HEAD = ["Item", "Data", "Remark"]
_A_MAIN_1 = [
    ["Module type", "VFC-2400", "for 1 main engine + max. 3 aux. engines"],
    ["Max. fuel consumption of engines", "2 400 l/h", "design capacity of the module"],
    ["Design fuel viscosity", "max. 700 cSt at 50 °C", "RMK 700 acc. to ISO 8217"],
    ["Supply pumps P-1 / P-2", "screw pump, 2 x 100 %", "one duty, one stand-by"],
    ["Supply pump capacity", "3,2 m³/h at 5 bar", ""],
    ["Supply pump motor", "3,0 kW, 1 750 rpm", "440 V / 60 Hz, IP55"],
    ["Supply pressure (PT-03)", "4,5 ~ 6 bar", "set by pressure regulating valve V-105"],
    ["Circulating pumps P-3 / P-4", "screw pump, 2 x 100 %", "one duty, one stand-by"],
    ["Circulating pump capacity", "6,8 m³/h at 10 bar", ""],
    ["Circulating pump motor", "5,5 kW, 1 750 rpm", "440 V / 60 Hz, IP55"],
    ["Engine inlet pressure (PT-07)", "7 ~ 9 bar", "final value according to engine maker"],
    ["Steam heaters E-1 / E-2", "2 x 85 kW", "saturated steam 7 bar, 2 x 100 %"],
    ["Electric trim heater E-3", "24 kW", "for start-up and for MGO in cold climate"],
    ["Steam consumption at 100 % load", "approx. 290 kg/h", "both heaters in service"],
    ["Steam control valve V-110", "DN 40, pneumatic", "control air 6 bar"],
    ["Flow meter FM-1", "oval gear, 0,3 ~ 6 m³/h", "pulse output to engine control"],
    ["Fuel inlet / outlet connections", "DN 50 / DN 40, PN 16", "flanges EN 1092-1"],
    ["Condensate return", "DN 25", "via steam traps"],
    ["Design ambient temperature", "0 ~ 55 °C", ""],
    ["Inclination, static / dynamic", "15° / 22,5°", "acc. to class rules"],
    ["Noise level", "max. 78 dB(A)", "at 1 m distance"],
    ["Max. fuel temperature (TT-05)", "150 °C", "after the heaters"],
    ["Back-flushing filter F-1", "10 µm absolute", "automatic, flushing by compressed air"],
    ["Duplex filter F-2", "34 µm", "safety filter before engine"],
    ["Mixing tank T-1", "100 l", "with automatic de-aerating valve V-121"],
    ["Control voltage", "24 V DC", "from the module control cabinet"],
    ["Viscosity sensor VS-01 range", "0 ~ 50 cSt", "accuracy ± 0,5 cSt"],
]
_A_MAIN_2 = [
    ["Dimensions L x W x H", "3 600 x 1 800 x 2 200 mm", ""],
    ["Weight, dry / in operation", "3 850 kg / 4 300 kg", ""],
]

A_PAGES = [
    # 3
    [
        ("h1", "1  General information"),
        (
            "cols",
            [
                ("h2", "1.1  About this manual"),
                (
                    "p",
                    "This manual is valid for the fuel conditioning module type VFC-2400 in standard execution. "
                    "Please read the manual carefully before the first start of the booster unit and keep it near "
                    "the module, so it is available for the engine crew at all times.",
                ),
                (
                    "p",
                    "Chapters which are marked with the sign (*) are only valid for modules with the electric "
                    "trim heater option.",
                ),
                ("h2", "1.2  Safety instructions"),
                (
                    "lead",
                    "Attention!",
                    "Please take care that the fuel system is hot and under pressure during operation. "
                    "Pipes, heaters and filters can have surface temperatures of more than 140 °C. Always wear "
                    "gloves and face protection when any component is opened.",
                ),
                (
                    "p",
                    "Before a filter or a heater is opened on the fuel side, the component must be isolated on both "
                    "sides and the pressure released by the drain cock. Residual pressure can remain in the heater "
                    "also when the pumps are stopped.",
                ),
                (
                    "p",
                    "Fuel leakage on hot surfaces is a fire risk. Leakages must be repaired immediately and the "
                    "drip tray of the module must be kept clean.",
                ),
            ],
            [
                ("h2", "1.3  Intended use"),
                (
                    "p",
                    "The module is preparing heavy fuel oil (HFO) and marine gas oil (MGO) for the diesel engines. "
                    "It keeps the fuel at the correct viscosity and pressure at the engine inlet. The module is not "
                    "designed for fuels with flash point below 60 °C.",
                ),
                ("h2", "1.4  Overview of the module"),
                (
                    "bul",
                    [
                        "Two supply pumps P-1 and P-2 (one in service, one stand-by)",
                        "Two circulating pumps P-3 and P-4 (one in service, one stand-by)",
                        "Two steam heaters E-1, E-2 and one electric trim heater E-3",
                        "Viscosity sensor VS-01 with the controller VC-10",
                        "Automatic back-flushing filter F-1 and duplex filter F-2",
                        "Mixing tank T-1 (venting tank)",
                        "Three-way change-over valve V-101 for HFO / MGO",
                    ],
                ),
                (
                    "p",
                    "In this manual the expressions 'booster unit', 'fuel module' and 'module' are all used for the "
                    "complete fuel conditioning module VFC-2400.",
                ),
            ],
        ),
    ],
    # 4
    [
        ("h1", "2  Technical data"),
        ("h2", "2.1  Main data"),
        (
            "p",
            "The data below are valid for the standard module. For the data of the individual plant please "
            "see also the test certificate delivered with the module. In case of difference the test certificate "
            "and the flow diagram of the individual plant are valid.",
        ),
        (
            "p",
            "All pressures are given as gauge pressure. The electric data are for the standard supply 440 V / 60 Hz; "
            "for 400 V / 50 Hz the pump capacities are approx. 17 % lower.",
        ),
        (
            "table",
            dict(
                caption="Table 2-1  Main data",
                head=_A_MAIN_HEAD,
                rows=_A_MAIN_1,
                widths=[34, 28, 38],
                head_fill=(0.85, 0.9, 0.95),
                size=8.5,
            ),
        ),
        ("p", "(Table 2-1 is continued on the next page.)"),
    ],
    # 5
    [
        (
            "table",
            dict(
                caption="Table 2-1  Main data (continued)",
                head=_A_MAIN_HEAD,
                rows=_A_MAIN_2,
                widths=[34, 28, 38],
                head_fill=(0.85, 0.9, 0.95),
                size=8.5,
            ),
        ),
        ("h2", "2.2  Fuel grades and set-points"),
        (
            "p",
            "The following values are for guidance. The correct temperature is always given by the viscosity "
            "controller and not by the thermometer; the temperature in the table is only approximately.",
        ),
        (
            "table",
            dict(
                caption="Table 2-2  Set-points for the fuel grades",
                head=[
                    "Fuel grade",
                    "Viscosity of the fuel [cSt]",
                    "Viscosity set-point at engine [cSt]",
                    "Approx. engine inlet temp. [°C]",
                    "Max. heating temp. [°C]",
                ],
                rows=[
                    ["RMG 180", "180 at 50 °C", "13", "118 ~ 126", "140"],
                    ["RMG 380", "380 at 50 °C", "13", "132 ~ 140", "150"],
                    ["RMK 500", "500 at 50 °C", "14", "138 ~ 145", "150"],
                    ["RMK 700", "700 at 50 °C", "15", "142 ~ 148", "150"],
                    ["DMB", "max. 11 at 40 °C", "min. 3", "40 ~ 50", "60"],
                    ["DMA (MGO)", "2 ~ 6 at 40 °C", "min. 2,0", "30 ~ 40", "heater off"],
                ],
                widths=[16, 20, 22, 22, 20],
                head_fill=(0.85, 0.9, 0.95),
                size=8.5,
                center=(2, 3, 4),
            ),
        ),
        (
            "p",
            "For MGO the viscosity at the engine inlet must not be lower than 2,0 cSt. If the MGO temperature "
            "is higher than 45 °C, the optional MGO cooler E-4 must be put in operation.",
        ),
    ],
    # 6
    [
        ("h1", "3  System description"),
        ("draw", lambda pg, x0, y0, x1: _a_flow(pg, x0, y0, x1), 300),
        ("p", "Fig. 3-1  Flow diagram of the module (simplified; drains and vents are not shown)"),
        ("h2", "3.1  Fuel flow"),
        (
            "p",
            "The fuel is taken from the service tank through the change-over valve V-101 and the back-flushing "
            "filter F-1. The supply pump P-1 or P-2 delivers the fuel through the flow meter FM-1 into the mixing "
            "tank T-1. The pressure in the supply circuit is kept by the pressure regulating valve V-105, which is "
            "returning the surplus fuel to the suction side of the supply pumps.",
        ),
        (
            "p",
            "From the mixing tank the circulating pump P-3 or P-4 is pumping the fuel through the heaters E-1 / E-2, "
            "the viscosity sensor VS-01 and the duplex filter F-2 to the engines. The fuel which is not consumed "
            "is returning from the engines to the mixing tank. Gas and air are leaving the mixing tank through the "
            "automatic de-aerating valve V-121 to the service tank.",
        ),
        (
            "p",
            "The viscosity controller VC-10 is comparing the signal of VS-01 with the set-point and is opening or "
            "closing the steam control valve V-110 of the heaters.",
        ),
    ],
    # 7
    [
        ("h1", "4  Operation"),
        ("h2", "4.1  Preparations before the first start"),
        (
            "bul",
            [
                "All pipes are flushed and the filter elements F-1 / F-2 are cleaned after the flushing",
                "Steam and condensate lines to the heaters are ready and the steam traps are open",
                "Compressed air 6 ~ 8 bar for the back-flushing filter is available",
                "The direction of rotation of all pump motors is checked",
            ],
        ),
        ("h2", "4.2  Start of the module"),
        (
            "num",
            [
                (
                    "Check that all valves are in operating position according to Fig. 3-1.",
                    [
                        "Change-over valve V-101 in position MGO for the cold start",
                        "Drain cocks on F-1 and F-2 closed",
                        "Inlet and outlet valves of both heaters open",
                    ],
                ),
                "Switch on the main switch on the control cabinet. The lamp POWER ON must light.",
                (
                    "Select P-1 or P-2 as duty supply pump and start the pump in MANUAL.",
                    [
                        "The pressure at PT-03 must be kept within 4,5 ~ 6 bar",
                        "If necessary adjust the pressure regulating valve V-105",
                    ],
                ),
                "Start the duty circulating pump. The pressure at PT-07 shall rise to 7 ~ 9 bar after approx. 30 seconds.",
                "Vent the mixing tank T-1 with the manual vent valve V-120 until only fuel is coming out.",
                "Switch the stand-by pumps to AUTO. The stand-by supply pump starts automatically when the supply "
                "pressure falls below 3,5 bar; the stand-by circulating pump starts below 6 bar.",
                "Open the steam valves slowly and select the viscosity control VC-10 to AUTO.",
            ],
        ),
        (
            "lead",
            "Attention!",
            "Please never start the circulating pumps when the mixing tank is not filled. The screw "
            "pumps are damaged in very short time when running dry.",
        ),
    ],
    # 8
    [
        ("h2", "4.3  Change-over between HFO and MGO"),
        (
            "p",
            "Please take care that the temperature gradient at the engine inlet is not more than 2 °C per minute "
            "during the change-over. A too fast change is causing thermal shock in the fuel injection pumps and "
            "the plungers can be sticking. The controller VC-10 has a ramp program for this purpose, which is "
            "started by the push button CHANGE-OVER on the control cabinet.",
        ),
        ("h3", "4.3.1  Change-over from HFO to MGO"),
        (
            "num",
            [
                "Reduce the engine load to max. 75 % MCR if possible.",
                "Press the button CHANGE-OVER and select MGO. The controller is reducing the temperature set-point "
                "along the ramp (see table below).",
                "When the temperature at TT-05 is below 100 °C, the valve V-101 is turned to MGO automatically.",
                "Close the steam to the heaters when the temperature is below 60 °C.",
                "Check that the viscosity at VS-01 is not lower than 2,0 cSt.",
            ],
        ),
        ("p", "Ramp program of the controller, factory setting:"),
        (
            "table",
            dict(
                rule="none",
                head=[
                    "Phase",
                    "Temperature from",
                    "Temperature to",
                    "Gradient",
                    "Duration approx.",
                ],
                rows=[
                    ["1", "140 °C", "100 °C", "2 °C/min", "20 min"],
                    ["2", "100 °C", "60 °C", "1,5 °C/min", "27 min"],
                    ["3", "60 °C", "ambient", "free cooling", "-"],
                ],
                widths=[10, 22, 22, 22, 24],
                size=8.5,
            ),
        ),
        ("h3", "4.3.2  Change-over from MGO to HFO"),
        (
            "num",
            [
                "Check the HFO service tank temperature (min. 80 °C) and drain water from the tank.",
                "Press CHANGE-OVER and select HFO. The valve V-101 is turned to HFO at once.",
                "The controller increases the temperature with max. 2 °C/min until the viscosity set-point is reached.",
                "Keep the engine load constant during the change-over, which is taking approx. 45 min.",
            ],
        ),
        (
            "lead",
            "Attention!",
            "The change-over must not be done during manoeuvring or in narrow waters.",
        ),
    ],
    # 9
    [
        ("h2", "4.4  Settings of the viscosity controller VC-10"),
        (
            "table",
            dict(
                head=["Parameter", "Factory setting", "Adjustable range"],
                rows=[
                    ["Viscosity set-point HFO", "13 cSt", "10 ~ 20 cSt"],
                    ["Viscosity set-point MGO", "3 cSt", "2 ~ 5 cSt"],
                    ["Alarm viscosity high / low", "set-point ± 3 cSt", "± 1 ~ 5 cSt"],
                    ["Alarm temperature high (TT-05)", "155 °C", "100 ~ 160 °C"],
                    ["Proportional band", "35 %", "5 ~ 200 %"],
                    ["Integral time", "90 s", "10 ~ 600 s"],
                    ["Ramp gradient", "2 °C/min", "0,5 ~ 4 °C/min"],
                ],
                widths=[40, 30, 30],
                head_fill=(0.85, 0.9, 0.95),
            ),
        ),
        ("h2", "4.5  Troubleshooting"),
        (
            "table",
            dict(
                head=["Fault", "Possible cause", "Action"],
                rows=[
                    [
                        "Viscosity is hunting (oscillating)",
                        "Proportional band too small; steam trap defective",
                        "Increase the P-band in steps of 5 %; check the steam trap",
                    ],
                    [
                        "Viscosity too high, temperature at max.",
                        "Fuel worse than design; steam pressure too low",
                        "Check steam pressure (min. 6 bar); check the bunker analysis",
                    ],
                    [
                        "Supply pressure low",
                        "Filter F-1 clogged; V-105 wrong adjusted",
                        "Check diff. pressure at PDT-02 (max. 0,8 bar); adjust V-105",
                    ],
                    [
                        "Noise from the circulating pump",
                        "Air or gas in the system; MGO too warm",
                        "Vent T-1; MGO temperature not above 45 °C",
                    ],
                    [
                        "F-1 is back-flushing very often",
                        "Sludge or cat fines in the fuel",
                        "Check the separators; take a fuel sample",
                    ],
                    [
                        "Stand-by pump starts without reason",
                        "Pressure switch drifted",
                        "Check the switch point with a test manometer",
                    ],
                ],
                widths=[30, 35, 35],
                head_fill=(0.85, 0.9, 0.95),
            ),
        ),
    ],
    # 10
    [
        ("h1", "5  Maintenance"),
        (
            "p",
            "The maintenance intervals are given in running hours of the module. In case of bad fuel quality the "
            "intervals for the filters and the viscosity sensor must be reduced.",
        ),
        (
            "table",
            dict(
                caption="Table 5-1  Maintenance schedule",
                head=["Component", "Work", "Daily", "500 h", "2 000 h", "8 000 h"],
                rows=[
                    ["Pumps P-1 ~ P-4", "Check leakage and noise", "x", "", "", ""],
                    ["Pumps P-1 ~ P-4", "Replace mechanical seal", "", "", "", "x"],
                    ["Filter F-1", "Check the back-flush counter", "x", "", "", ""],
                    ["Filter F-2", "Clean the filter element", "", "x", "", ""],
                    ["Viscosity sensor VS-01", "Clean the measuring chamber", "", "", "x", ""],
                    ["Heaters E-1 / E-2", "Check the steam traps", "", "x", "", ""],
                    ["Heaters E-1 / E-2", "Open and clean the fuel side", "", "", "", "x"],
                    ["Valve V-105", "Check the set pressure", "", "", "x", ""],
                    ["Safety valves of pumps", "Test the opening pressure", "", "", "", "x"],
                ],
                widths=[26, 34, 10, 10, 10, 10],
                center=(2, 3, 4, 5),
                head_fill=(0.85, 0.9, 0.95),
            ),
        ),
        ("h2", "5.1  Notes for the maintenance work"),
        (
            "p",
            "When the pump coupling is mounted, please tighten the coupling screws to 25 Nm. The heater cover bolts "
            "M16 shall be tightened crosswise to 120 Nm, and new gaskets must be used every time.",
        ),
        (
            "p",
            "After cleaning of the viscosity sensor the zero point must be checked with MGO; the deviation must be "
            "smaller than ± 0,3 cSt. The sensor must not be cleaned with a steel brush, please use only a soft "
            "brush and gas oil.",
        ),
        (
            "p",
            "The safety valves of the supply pumps are set to 8 bar and of the circulating pumps to 14 bar.",
        ),
    ],
    # 11
    [
        ("h1", "6  Spare parts"),
        (
            "p",
            "When ordering spare parts, please always give the works number of the module (see name plate) and the "
            "part number from the list below.",
        ),
        (
            "table",
            dict(
                caption="Table 6-1  Recommended spare parts",
                head=["Item", "Part no.", "Description", "Qty"],
                rows=[
                    ["1", "VF-24-101", "Mechanical seal, supply pump", "2"],
                    ["2", "VF-24-102", "Mechanical seal, circulating pump", "2"],
                    ["3", "VF-24-115", "Coupling element (spider)", "4"],
                    ["4", "VF-24-210", "Filter element F-2, 34 µm", "2"],
                    ["5", "VF-24-211", "O-ring set, duplex filter", "2"],
                    ["6", "VF-24-230", "Filter candle set F-1, 10 µm", "1"],
                    ["7", "VF-24-305", "Gasket, heater cover", "4"],
                    ["8", "VF-24-410", "Seal kit, viscosity sensor", "1"],
                    ["9", "VF-24-415", "Temperature sensor PT100 (TT-05)", "1"],
                    ["10", "VF-24-502", "Pressure transmitter 0 ~ 16 bar", "1"],
                    ["11", "VF-24-610", "Repair kit, steam trap", "2"],
                ],
                widths=[8, 20, 60, 12],
                center=(0, 3),
                head_fill=(0.85, 0.9, 0.95),
            ),
        ),
    ],
]


def _a_flow(page, x0, y0, x1):
    page.draw_rect(fitz.Rect(x0, y0, x1, y0 + 290), width=0.5, color=(0.5, 0.5, 0.5))
    y = y0 + 110
    # sources
    put(page, x0 + 8, y0 + 60, "from HFO", "helv", 7)
    put(page, x0 + 8, y0 + 69, "service tank", "helv", 7)
    put(page, x0 + 8, y0 + 160, "from MGO", "helv", 7)
    put(page, x0 + 8, y0 + 169, "service tank", "helv", 7)
    d_line(page, [(x0 + 10, y0 + 75), (x0 + 60, y0 + 75), (x0 + 60, y - 6)], arrow=True)
    d_line(page, [(x0 + 10, y0 + 150), (x0 + 60, y0 + 150), (x0 + 60, y + 6)], arrow=True)
    page.draw_circle((x0 + 60, y), 6, width=1)
    put(page, x0 + 70, y - 10, "V-101", "hebo", 7)
    d_line(page, [(x0 + 66, y), (x0 + 95, y)])
    d_box(page, x0 + 95, y - 14, x0 + 125, y + 14, "F-1")
    d_inst(page, x0 + 110, y - 40, "PDT-02", x0 + 110, y - 14)
    d_line(page, [(x0 + 125, y), (x0 + 145, y), (x0 + 145, y - 30), (x0 + 160, y - 30)])
    d_line(page, [(x0 + 145, y), (x0 + 145, y + 30), (x0 + 160, y + 30)])
    d_pump(page, x0 + 170, y - 30, "P-1")
    d_pump(page, x0 + 170, y + 30, "P-2")
    d_line(page, [(x0 + 180, y - 30), (x0 + 195, y - 30), (x0 + 195, y + 30), (x0 + 180, y + 30)])
    d_line(page, [(x0 + 195, y), (x0 + 215, y)])
    d_inst(page, x0 + 205, y - 60, "PT-03", x0 + 205, y)
    d_valve(page, x0 + 200, y + 70, "V-105", label_above=False)
    d_line(page, [(x0 + 195, y + 30), (x0 + 195, y + 70)])
    d_line(page, [(x0 + 194, y + 70), (x0 + 145, y + 70), (x0 + 145, y + 30)], arrow=False)
    d_box(page, x0 + 215, y - 10, x0 + 245, y + 10, "FM-1")
    d_line(page, [(x0 + 245, y), (x0 + 265, y)], arrow=True)
    d_box(page, x0 + 265, y - 30, x0 + 305, y + 40, "T-1\nmixing\ntank")
    d_valve(page, x0 + 285, y - 48, "V-121", vertical=True)
    d_line(page, [(x0 + 285, y - 30), (x0 + 285, y - 42)])
    d_line(page, [(x0 + 285, y - 54), (x0 + 285, y0 + 15)], arrow=True)
    put(page, x0 + 290, y0 + 20, "vent to service tank", "helv", 6.5)
    d_line(page, [(x0 + 305, y + 25), (x0 + 320, y + 25), (x0 + 320, y - 5), (x0 + 332, y - 5)])
    d_line(page, [(x0 + 320, y + 25), (x0 + 320, y + 55), (x0 + 332, y + 55)])
    d_pump(page, x0 + 342, y - 5, "P-3")
    d_pump(page, x0 + 342, y + 55, "P-4")
    d_line(page, [(x0 + 352, y - 5), (x0 + 365, y - 5), (x0 + 365, y + 55), (x0 + 352, y + 55)])
    d_line(page, [(x0 + 365, y + 25), (x0 + 380, y + 25)])
    d_box(page, x0 + 380, y + 5, x0 + 405, y + 45, "E-1")
    d_box(page, x0 + 410, y + 5, x0 + 435, y + 45, "E-2")
    d_line(page, [(x0 + 405, y + 25), (x0 + 410, y + 25)])
    d_box(page, x0 + 380, y + 75, x0 + 435, y + 97, "E-3 electric")
    d_valve(page, x0 + 405, y - 20, "V-110", label_above=True)
    d_line(page, [(x0 + 405, y - 14), (x0 + 405, y + 5)])
    d_line(page, [(x0 + 399, y - 20), (x0 + 375, y - 20)])
    put(page, x0 + 330, y - 48, "steam 7 bar", "helv", 6.5)
    d_line(page, [(x0 + 375, y - 45), (x0 + 375, y - 20)])
    d_line(page, [(x0 + 435, y + 25), (x0 + 450, y + 25)])
    d_box(page, x0 + 450, y + 15, x0 + 475, y + 35, "VS-01", size=6)
    d_inst(page, x0 + 445, y + 65, "TT-05", x0 + 445, y + 25)
    d_line(page, [(x0 + 462, y + 15), (x0 + 462, y - 25)], w=0.5)
    d_box(page, x0 + 440, y - 45, x0 + 480, y - 25, "VC-10", size=6)
    d_line(page, [(x0 + 440, y - 35), (x0 + 412, y - 22)], w=0.5)
    d_line(page, [(x0 + 462, y + 35), (x0 + 462, y + 120)])
    d_box(page, x0 + 447, y + 120, x0 + 477, y + 145, "F-2")
    d_line(page, [(x0 + 462, y + 145), (x0 + 462, y + 165), (x0 + 380, y + 165)], arrow=True)
    d_inst(page, x0 + 420, y + 140, "PT-07", x0 + 420, y + 165)
    put(page, x0 + 300, y + 163, "to engines", "helv", 7)
    put(page, x0 + 200, y + 178, "return from engines", "helv", 7)
    d_line(page, [(x0 + 270, y + 175), (x0 + 290, y + 175), (x0 + 290, y + 40)], arrow=True)
    put(page, x0 + 8, y0 + 282, "VFC-2400  Fig. 3-1", "helv", 6.5)


# ---------------------------------------------------------------- B: Cardinal OD-30 ODME
# US style: serif body, psi and °F first with metric in brackets, ft-lb, SECTION headings, a borderless
# specification sheet, a sampling schematic, a printout in a frame, an alarm code table running over a
# page break without its header repeated, a troubleshooting table and a maintenance table with X marks.


def _b_chrome(page, idx, n):
    put(page, 54, 38, "OilGuard OD-30 Oil Discharge Monitoring System", "tiit", 8.5)
    t = "Operation & Maintenance Manual"
    put(page, 541 - tw(t, "tiit", 8.5), 38, t, "tiit", 8.5)
    page.draw_line((54, 44), (541, 44), width=0.5)
    put(page, 54, 815, "Cardinal Marine Instruments, Inc.  •  Houston, Texas", "tiro", 8)
    t = f"{idx}"
    put(page, 541 - tw(t, "tibo", 10), 815, t, "tibo", 10)


def _b_cover(page):
    page.draw_rect(fitz.Rect(40, 40, 555, 802), width=2.5, color=(0.55, 0.05, 0.1))
    page.draw_rect(fitz.Rect(46, 46, 549, 796), width=0.8, color=(0.55, 0.05, 0.1))
    put(page, 80, 130, "CARDINAL MARINE INSTRUMENTS, INC.", "tibo", 18, (0.55, 0.05, 0.1))
    put(page, 80, 260, "OilGuard", "tibo", 40)
    put(page, 80, 305, "OD-30", "tibo", 40)
    put(page, 80, 350, "Oil Discharge Monitoring and Control System", "tiro", 16)
    put(page, 80, 372, "for oil tankers  -  MARPOL Annex I, Regulation 34", "tiit", 12)
    put(page, 80, 470, "OPERATION & MAINTENANCE MANUAL", "tibo", 14)
    put(page, 80, 490, "Publication OM-OD30-104, Revision D", "tiro", 11)
    put(page, 80, 700, "Type approved to IMO Resolution MEPC.108(49)", "tiro", 10)
    put(page, 80, 716, "Read this manual completely before operating the system.", "tiit", 10)


B_ST = dict(
    font="tiro",
    bold="tibo",
    size=10,
    lead=12.6,
    h1_size=14,
    h2_size=11.5,
    h1_before=12,
    h1_color=(0.55, 0.05, 0.1),
    left=60,
    right=535,
    top=60,
    bottom=790,
    label=lambda i: str(i),
    chrome=_b_chrome,
    title="OilGuard OD-30 O&M Manual",
    maker="Cardinal Marine Instruments, Inc.",
)

_B_ALARM_HEAD = ["Code", "Display Text", "Meaning", "Overboard Valve"]
_B_ALARMS_1 = [
    [
        "AL-01",
        "SAMPLE FLOW LOW",
        "Sample flow below 0.4 gpm (1.5 L/min) for more than 10 s",
        "Closes",
    ],
    ["AL-02", "SAMPLE PUMP FAIL", "Pump motor overload or no running feedback", "Closes"],
    ["AL-03", "OCM CELL DIRTY", "Window contamination; reference signal below 60 %", "Closes"],
    [
        "AL-04",
        "OIL CONTENT HIGH",
        "Oil content above set limit (default 100 ppm) for 10 s",
        "Closes",
    ],
    [
        "AL-05",
        "DISCH RATE LIMIT",
        "Instantaneous rate reached 30 liters per nautical mile",
        "Closes",
    ],
    ["AL-06", "TOTAL QTY LIMIT", "Total oil discharged reached 1/30,000 of cargo", "Closes"],
    ["AL-07", "FLOW METER FAULT", "Discharge flow signal lost or out of range", "Closes"],
    [
        "AL-08",
        "SPEED INPUT FAIL",
        "No speed log signal; speed below 7 knots treated as 0",
        "Closes",
    ],
]
_B_ALARMS_2 = [
    ["AL-21", "LAMP AGEING", "UV lamp intensity below 70 % of new value", "Remains open"],
    ["AL-22", "SV-3 FAULT", "Flushing valve does not open; zero not taken", "Closes"],
    ["AL-23", "WATCHDOG", "Processor restart detected", "Closes"],
]
_B_ALARMS_1 += [
    ["AL-09", "GPS POSITION LOST", "No position from the GPS receiver for 60 s", "Remains open"],
    ["AL-10", "PRINTER PAPER OUT", "Printer cannot print the record", "Remains open"],
    ["AL-11", "FLUSH WATER LOW", "Flushing water pressure below 30 psi (2.1 bar)", "Remains open"],
    ["AL-12", "MANUAL OVERRIDE", "Override key switch turned ON", "Operator control"],
    ["AL-13", "ZERO CAL FAIL", "Zero reading on clean water above 5 ppm", "Closes"],
    ["AL-14", "POWER FAIL", "Main supply lost; unit on internal battery", "Closes"],
    ["AL-15", "HIGH SAMPLE TEMP", "Sample temperature above 150 °F (65 °C)", "Closes"],
    ["AL-16", "CONTROL AIR LOW", "Control air to valve actuators below 60 psi (4.1 bar)", "Closes"],
    ["AL-17", "V-101 POSITION", "ZS-101 disagrees with command for more than 15 s", "Closes"],
    ["AL-18", "SPECIAL AREA", "Position inside a special area or within 50 nm of land", "Closes"],
    ["AL-19", "CLOCK ERROR", "Real-time clock battery low or time not set", "Remains open"],
    [
        "AL-20",
        "MEMORY FULL",
        "Record memory 90 % full; print or export the records",
        "Remains open",
    ],
]


B_PAGES = [
    # 3
    [
        ("h1", "SECTION 1 - INTRODUCTION"),
        ("h2", "1.1 General"),
        (
            "p",
            "The OilGuard OD-30 monitors and controls the overboard discharge of oily ballast and tank washings from "
            "the cargo and slop tanks of oil tankers. The system continuously measures the oil content of the "
            "effluent, the discharge flow rate and the ship's speed, and computes the instantaneous rate of "
            "discharge of oil. When a limit is exceeded the system automatically closes the overboard valve and "
            "opens the recirculation valve to the slop tank.",
        ),
        (
            "p",
            "Throughout this manual the terms ODME, discharge monitor and OD-30 are used for the complete system.",
        ),
        ("h2", "1.2 Regulatory Requirements"),
        (
            "p",
            "Under MARPOL Annex I, Regulation 34, discharge of oil from the cargo area is permitted only when the "
            "tanker is en route, more than 50 nautical miles from the nearest land, and outside a special area. "
            "The instantaneous rate of discharge of oil shall not exceed 30 liters per nautical mile, and the total "
            "quantity discharged shall not exceed 1/30,000 of the total quantity of the particular cargo of which "
            "the residue formed a part (1/15,000 for tankers delivered before 31 December 1979).",
        ),
        (
            "p",
            "The records produced by the OD-30 printer shall be retained on board for not less than three years.",
        ),
        ("h2", "1.3 Safety Summary"),
        (
            "lead",
            "WARNING:",
            "The analyzer and sample pump are located in or adjacent to the cargo pump room, a "
            "hazardous area. Before opening any part of the sample system, make sure the system is flushed with "
            "fresh water and the pump room atmosphere has been tested.",
        ),
        (
            "lead",
            "CAUTION:",
            "Never operate the sample pump dry. The pump seals will be damaged within a few minutes.",
        ),
        (
            "lead",
            "NOTE:",
            "The OD-30 is approved for crude oils, black products and white products listed in the "
            "type approval certificate. Check the oil type setting before every discharge.",
        ),
    ],
    # 4
    [
        ("h1", "SECTION 2 - SPECIFICATIONS"),
        (
            "p",
            "Unless noted otherwise, the values below apply to the standard installation with the sample pump in the "
            "engine room and the analyzer in the pump room.",
        ),
        ("h2", "2.1 Oil Content Meter"),
        (
            "table",
            dict(
                rule="none",
                rows=[
                    ["Measuring principle", "UV fluorescence, dual wavelength"],
                    ["Measuring range", "0 - 1,000 ppm"],
                    ["Accuracy", "±10 % of reading or ±10 ppm, whichever is greater"],
                    ["Response time", "less than 20 s (total system less than 40 s)"],
                    ["Sample temperature", "max. 150 °F (65 °C)"],
                    ["Oil type settings", "Crude / Black product / White product"],
                ],
                widths=[32, 68],
                size=10,
                font="tiro",
                bold="tibo",
                bold_first=True,
            ),
        ),
        ("h2", "2.2 Sample System"),
        (
            "table",
            dict(
                rule="none",
                rows=[
                    ["Sample pump", "Positive displacement, bulkhead shaft drive"],
                    ["Sample pump motor", "0.75 hp (0.55 kW), 440 VAC, 3 ph, 60 Hz"],
                    ["Sample flow", "1.5 gpm (5.7 L/min) nominal"],
                    ["Sample line pressure", "30 - 60 psi (2.1 - 4.1 bar)"],
                    ["Flushing water", "fresh water, 45 psi (3.1 bar) minimum"],
                    ["Sample line size", "1/2 in. stainless steel tubing"],
                ],
                widths=[32, 68],
                size=10,
                font="tiro",
                bold="tibo",
                bold_first=True,
            ),
        ),
        ("h2", "2.3 Discharge Flow Meter"),
        (
            "table",
            dict(
                rule="none",
                rows=[
                    ["Type", "Electromagnetic, flanged"],
                    ["Range", "0 - 2,500 m³/h (0 - 11,000 gpm)"],
                    ["Accuracy", "±2 % of full scale"],
                ],
                widths=[32, 68],
                size=10,
                font="tiro",
                bold="tibo",
                bold_first=True,
            ),
        ),
        ("h2", "2.4 Control Unit"),
        (
            "table",
            dict(
                rule="none",
                rows=[
                    ["Power supply", "115 / 230 VAC, 60 Hz, 150 W"],
                    ["Ambient temperature", "32 to 131 °F (0 to 55 °C)"],
                    ["Printer", "Thermal, 2.25 in. (58 mm) paper"],
                    ["Weight", "40 lb (18 kg)"],
                    ["Enclosure", "IP44, bulkhead mounted in cargo control room"],
                ],
                widths=[32, 68],
                size=10,
                font="tiro",
                bold="tibo",
                bold_first=True,
            ),
        ),
    ],
    # 5
    [
        ("h1", "SECTION 3 - SYSTEM DESCRIPTION"),
        (
            "p",
            "Figure 3-1 shows the arrangement of the sampling and discharge control circuit. Tag numbers in the "
            "figure are used in all procedures of this manual.",
        ),
        ("draw", lambda pg, x0, y0, x1: _b_schem(pg, x0, y0, x1), 290),
        ("p", "Figure 3-1. Sampling and discharge control arrangement"),
        ("h2", "3.1 Principle of Operation"),
        (
            "p",
            "A sample is drawn continuously from the overboard discharge line through the sample probe SP-1 and the "
            "pneumatic sample valve SV-1 by the sample pump P-2. The sample passes through the measuring cell of the "
            "oil content meter OCM-1 and is returned to the slop tank. The discharge flow rate is measured by the "
            "flow meter FT-01, and the ship's speed is taken from the speed log or GPS.",
        ),
        (
            "p",
            "The control unit calculates the instantaneous rate of discharge of oil in liters per nautical mile from "
            "the oil content, the flow rate and the speed, and totals the quantity discharged.",
        ),
    ],
    # 6
    [
        ("h2", "3.2 Main Components"),
        ("h3", "3.2.1 Sample Pump"),
        (
            "p",
            "The sample pump P-2 is located in the pump room and driven by an electric motor in the engine room "
            "through a gas-tight bulkhead shaft seal. The pump delivers 1.5 gpm at 45 psi. A pressure switch PS-04 "
            "on the pump discharge signals loss of sample flow.",
        ),
        ("h3", "3.2.2 Oil Content Meter"),
        (
            "p",
            "The oil content meter OCM-1 measures the fluorescence of the sample in a flow-through cell with quartz "
            "windows. Clean fresh water is used as the zero reference. The cell is flushed automatically with fresh "
            "water through solenoid valve SV-3 at the start and at the end of every discharge.",
        ),
        ("h3", "3.2.3 Discharge Flow Meter"),
        (
            "p",
            "The flow meter FT-01 is installed in the overboard discharge line with a straight run of at least five "
            "pipe diameters upstream and three downstream.",
        ),
        ("h3", "3.2.4 Overboard Valve Interlock"),
        (
            "p",
            "The overboard valve V-101 can be opened only when all of the following conditions are satisfied. If any "
            "condition is lost during a discharge, V-101 closes and the recirculation valve V-102 to the slop tank "
            "opens within 5 seconds.",
        ),
        (
            "num",
            [
                "The system is in DISCHARGE mode and the start-up flushing is completed.",
                "The sample flow is normal (PS-04 made) and no system fault is active.",
                "The oil content is below the set limit.",
                "The instantaneous rate of discharge is below 30 liters per nautical mile.",
                "The total quantity is below the permitted total.",
                "The ship's speed signal is valid.",
            ],
        ),
        (
            "p",
            "The valve position is fed back by limit switches ZS-101 (V-101) and ZS-102 (V-102); a discharge is "
            "recorded as started only when ZS-101 reports the valve fully open.",
        ),
    ],
    # 7
    [
        ("h1", "SECTION 4 - OPERATION"),
        ("h2", "4.1 Pre-Discharge Checks"),
        (
            "num",
            [
                "Verify that the printer has paper and the date and time are correct.",
                "Check the fresh water flushing supply pressure; it must be 45 psi (3.1 bar) or higher.",
                "Enter the cargo quantity and the oil type (Crude, Black or White product).",
                "Confirm that the ship is more than 50 nautical miles from the nearest land and en route.",
            ],
        ),
        ("h2", "4.2 Starting a Discharge"),
        (
            "num",
            [
                (
                    "Press START on the control unit. The system performs the automatic start-up sequence:",
                    [
                        "SV-3 opens and the cell is flushed with fresh water for 60 s",
                        "the zero reading is taken and printed",
                        "SV-1 opens and the sample pump P-2 starts",
                    ],
                ),
                (
                    "Start the cargo pump or eductor and discharge to the slop tank through V-102.",
                    [
                        "wait until the oil content reading is stable (approx. 2 minutes)",
                        "check that the sample flow indicator shows 1.5 gpm",
                    ],
                ),
                "When the reading is below the limit, press DISCHARGE. V-101 opens and V-102 closes.",
                "Monitor the display. Stop the discharge before the interface is reached in the tank.",
            ],
        ),
        ("h2", "4.3 Stopping a Discharge"),
        (
            "num",
            [
                "Press STOP. V-101 closes and V-102 opens.",
                "Stop the cargo pump.",
                "The system flushes the cell for 60 s, stops P-2 and prints the summary record.",
            ],
        ),
    ],
    # 8
    [
        ("h2", "4.4 Manual Override"),
        (
            "lead",
            "WARNING:",
            "Manual override is permitted only in the case of a system failure. Every use of the override "
            "must be entered in the Oil Record Book, Part II, and the printer records the time the override key "
            "switch was turned ON and OFF.",
        ),
        (
            "p",
            "With the override key ON the overboard valve may be operated from the local push buttons. During override "
            "the oil content must be monitored by visual observation of the surface of the water adjacent to the "
            "discharge outlet.",
        ),
        ("h2", "4.5 Discharge Record Printout"),
        (
            "p",
            "A record is printed at the start of every discharge, every 10 minutes during discharge, at every alarm "
            "and at the end of the discharge. A typical record is shown below.",
        ),
        (
            "mono",
            [
                "CARDINAL OD-30   DISCHARGE RECORD",
                "SHIP: MT NORTHERN STAR   IMO 9412233",
                "DATE 2024-03-18   START 14:02   STOP 16:47",
                "POS START 24-12.5N 056-41.0E",
                "OIL TYPE: CRUDE      CARGO 142,500 m3",
                "-------------------------------------",
                "TIME   PPM  FLOW m3/h  KN   L/NM  V101",
                "14:10   12      820   12.4   0.8  OPEN",
                "14:20   18      835   12.5   1.2  OPEN",
                "14:30   41      830   12.5   2.7  OPEN",
                "-------------------------------------",
                "TOTAL OIL DISCH   1.92 m3",
                "PERMITTED TOTAL   4.75 m3",
                "ALARMS: NONE       OVERRIDE: NO",
            ],
            8.2,
        ),
        (
            "p",
            "The column L/NM is the instantaneous rate of discharge of oil. The permitted total is 1/30,000 of the "
            "cargo quantity entered before the discharge. The record must be signed by the officer in charge and "
            "kept with the Oil Record Book.",
        ),
    ],
    # 9
    [
        ("h1", "SECTION 5 - ALARMS"),
        (
            "p",
            "Alarms are shown on the control unit display with the code and text, printed on the record, and "
            "repeated to the cargo control console as a common alarm. Press ACK to silence the buzzer. An alarm "
            "that closes the overboard valve must be cleared before a new discharge can be started.",
        ),
        ("h2", "5.1 Alarm Handling"),
        (
            "p",
            "Alarms are of two classes. Class 1 alarms stop the discharge: the overboard valve closes and the "
            "recirculation valve opens automatically. Class 2 alarms are warnings only; the discharge may continue, "
            "but the cause must be corrected before the next discharge. An alarm that clears by itself remains in "
            "the alarm list until it is acknowledged.",
        ),
        (
            "p",
            "Up to 200 alarm events are stored in the control unit memory with date, time and position, and can be "
            "printed from the menu RECORDS > ALARM LOG. The alarm history is kept when power is lost.",
        ),
        ("h2", "5.2 Alarm List"),
        (
            "table",
            dict(
                head=_B_ALARM_HEAD,
                rows=_B_ALARMS_1,
                widths=[12, 24, 46, 18],
                size=9.5,
                head_fill=(0.9, 0.85, 0.85),
            ),
        ),
    ],
    # 10
    [
        ("table", dict(rows=_B_ALARMS_2, widths=[12, 24, 46, 18], size=9.5)),
        ("h1", "SECTION 6 - TROUBLESHOOTING"),
        (
            "table",
            dict(
                head=["Fault", "Possible Cause", "Action"],
                size=9.5,
                head_fill=(0.9, 0.85, 0.85),
                widths=[28, 36, 36],
                rows=[
                    [
                        "Reading stays at 0 ppm with oil visible in sample",
                        "Cell window coated; lamp failed",
                        "Clean windows with isopropyl alcohol; replace UV lamp",
                    ],
                    [
                        "Reading drifts up when discharging clean ballast",
                        "Air bubbles in the cell",
                        "Check suction side of P-2 for air leaks; vent the cell",
                    ],
                    [
                        "Sample flow low alarm at start",
                        "SV-1 not opening; strainer clogged",
                        "Check control air 85 psi (5.9 bar) to SV-1; clean the strainer",
                    ],
                    [
                        "V-101 does not open",
                        "Interlock condition not met",
                        "See 3.2.4; check ZS-101 limit switch",
                    ],
                    [
                        "Printer prints blank paper",
                        "Paper roll inserted upside down",
                        "Reinsert roll, thermal side up",
                    ],
                ],
            ),
        ),
    ],
    # 11
    [
        ("h1", "SECTION 7 - MAINTENANCE"),
        (
            "p",
            "Perform the following maintenance at the intervals shown. Record all work in the maintenance log.",
        ),
        (
            "table",
            dict(
                head=["Task", "Weekly", "Monthly", "6 Months", "Annually"],
                widths=[48, 13, 13, 13, 13],
                center=(1, 2, 3, 4),
                size=9.5,
                head_fill=(0.9, 0.85, 0.85),
                rows=[
                    ["Check zero reading on fresh water", "X", "", "", ""],
                    ["Clean measuring cell windows", "", "X", "", ""],
                    ["Clean sample line strainer", "", "X", "", ""],
                    ["Check sample pump bulkhead seal", "", "", "X", ""],
                    ["Replace UV lamp", "", "", "", "X"],
                    ["Calibration check with test kit", "", "", "", "X"],
                    ["Function test of V-101 / V-102 interlock", "X", "", "", ""],
                ],
            ),
        ),
        ("h2", "7.1 Cleaning the Measuring Cell"),
        (
            "p",
            "Close SV-1 and flush the cell with fresh water. Remove the four window retaining screws and tighten them "
            "on reassembly to 4 ft-lb (5.4 N·m); do not overtighten, the quartz windows crack easily.",
        ),
        ("h2", "7.2 Sample Pump"),
        (
            "p",
            "Replace the sample pump shaft seal every 8,000 operating hours or when leakage exceeds 10 drops per "
            "minute. Tighten the pump cover bolts to 18 ft-lb (24 N·m) in a cross pattern. The pump is lubricated "
            "for life; do not add grease.",
        ),
        (
            "p",
            "Use only Cardinal spare parts. Seal kit P/N 30-4471, UV lamp P/N 30-2209, window set P/N 30-2214.",
        ),
    ],
]


def _b_schem(page, x0, y0, x1):
    page.draw_rect(fitz.Rect(x0, y0, x1, y0 + 280), width=0.5, color=(0.5, 0.5, 0.5))
    y = y0 + 70
    d_box(page, x0 + 15, y - 25, x0 + 75, y + 25, "cargo /\nslop tank")
    d_line(page, [(x0 + 75, y), (x0 + 110, y)])
    d_pump(page, x0 + 120, y, "cargo pump")
    d_line(page, [(x0 + 130, y), (x0 + 210, y)])
    d_box(page, x0 + 210, y - 10, x0 + 250, y + 10, "FT-01", size=6.5)
    d_line(page, [(x0 + 250, y), (x0 + 330, y)])
    put(page, x0 + 150, y - 8, "SP-1", "hebo", 7)
    d_line(page, [(x0 + 160, y), (x0 + 160, y + 50)], w=0.7)
    d_valve(page, x0 + 336, y, "V-101")
    d_line(page, [(x0 + 342, y), (x0 + 420, y)], arrow=True)
    put(page, x0 + 425, y + 3, "overboard", "helv", 7)
    d_line(page, [(x0 + 300, y), (x0 + 300, y + 40)])
    d_valve(page, x0 + 300, y + 46, "V-102", vertical=True)
    d_line(page, [(x0 + 300, y + 52), (x0 + 300, y + 75), (x0 + 380, y + 75)], arrow=True)
    put(page, x0 + 385, y + 78, "to slop tank", "helv", 7)
    d_inst(page, x0 + 336, y - 40, "ZS-101", x0 + 336, y - 8)
    d_inst(page, x0 + 260, y + 46, "ZS-102", x0 + 294, y + 46)
    # sample line
    d_valve(page, x0 + 160, y + 56, "SV-1", vertical=True)
    d_line(page, [(x0 + 160, y + 62), (x0 + 160, y + 120), (x0 + 190, y + 120)])
    d_pump(page, x0 + 200, y + 120, "P-2")
    d_line(page, [(x0 + 210, y + 120), (x0 + 280, y + 120)])
    d_inst(page, x0 + 240, y + 155, "PS-04", x0 + 240, y + 120)
    d_box(page, x0 + 280, y + 105, x0 + 340, y + 135, "OCM-1", size=7)
    d_line(page, [(x0 + 340, y + 120), (x0 + 420, y + 120)], arrow=True)
    put(page, x0 + 425, y + 123, "to slop tank", "helv", 7)
    d_valve(page, x0 + 250, y + 185, "SV-3", label_above=False)
    d_line(page, [(x0 + 120, y + 185), (x0 + 244, y + 185)])
    d_line(page, [(x0 + 256, y + 185), (x0 + 265, y + 185), (x0 + 265, y + 120)])
    put(page, x0 + 20, y + 188, "fresh water flushing", "helv", 7)
    page.draw_line((x0 + 180, y + 95), (x0 + 180, y + 170), width=1.6, dashes="[4 2] 0")
    put(page, x0 + 128, y + 165, "engine room", "helv", 6.5)
    put(page, x0 + 185, y + 165, "pump room", "helv", 6.5)
    d_box(page, x0 + 360, y + 165, x0 + 450, y + 200, "control unit\n+ printer", size=7)
    put(page, x0 + 10, y0 + 272, "OD-30  Fig. 3-1", "helv", 6.5)


# ---------------------------------------------------------------- C: Polarix PX-SOX 25 hybrid scrubber
# Terse service-manual style: fragments, abbreviations (Chk, Adj, Repl), grey heading bands, two-column
# pages, a booktabs-style data table, operating modes as rows with the parameters as columns, a P&ID,
# an alarm list (E-3xx), troubleshooting and a tick-mark maintenance schedule.


def _c_chrome(page, idx, n):
    page.draw_rect(fitz.Rect(40, 28, 555, 46), color=None, fill=(0.15, 0.15, 0.15))
    put(page, 46, 40, "POLARIX", "hebo", 9, (1, 1, 1))
    put(page, 100, 40, "PX-SOX 25 Hybrid EGCS  |  Service Manual", "helv", 8, (1, 1, 1))
    t = "PX-SM-025 Rev. 4"
    put(page, 549 - tw(t, "helv", 8), 40, t, "helv", 8, (1, 1, 1))
    put(
        page,
        40,
        818,
        "Polarix Clean Marine Oy  -  Turku, Finland  -  service@polarix.example",
        "helv",
        6.5,
    )
    t = f"p. {idx}/{n}"
    put(page, 555 - tw(t, "hebo", 8), 818, t, "hebo", 8)


def _c_cover(page):
    page.draw_rect(fitz.Rect(0, 0, PAGE_W, PAGE_H), color=None, fill=(0.15, 0.15, 0.15))
    page.draw_rect(fitz.Rect(0, 300, PAGE_W, 306), color=None, fill=(0.0, 0.65, 0.6))
    put(page, 50, 120, "POLARIX", "hebo", 34, (1, 1, 1))
    put(page, 50, 145, "CLEAN MARINE", "helv", 14, (0.0, 0.65, 0.6))
    put(page, 50, 380, "PX-SOX 25", "hebo", 44, (1, 1, 1))
    put(page, 50, 415, "Hybrid exhaust gas cleaning system (SOx scrubber)", "helv", 15, (1, 1, 1))
    put(page, 50, 470, "SERVICE MANUAL  -  ship staff / service eng.", "hebo", 12, (0.0, 0.65, 0.6))
    put(page, 50, 760, "Doc. PX-SM-025  Rev. 4  (supersedes Rev. 3)", "helv", 9, (1, 1, 1))
    put(page, 50, 775, "Keep on board. Not for use w/o valid SECP/ETM-A.", "helv", 9, (1, 1, 1))


C_ST = dict(
    font="helv",
    bold="hebo",
    size=8.5,
    lead=11,
    h1_size=12,
    h2_size=9.5,
    h1_band=(0.85, 0.85, 0.85),
    h1_before=10,
    h2_before=8,
    left=45,
    right=550,
    top=62,
    bottom=795,
    label=lambda i: f"p. {i}",
    chrome=_c_chrome,
    title="PX-SOX 25 Service Manual",
    maker="Polarix Clean Marine Oy",
    item_gap=1,
    para_gap=3,
)

C_PAGES = [
    # 3
    [
        ("h1", "1  GENERAL"),
        (
            "cols",
            [
                ("h2", "1.1  Scope"),
                (
                    "p",
                    "Applies to PX-SOX 25 hybrid EGCS on ME exhaust. One scrubber tower (absorber) per ME. "
                    "Modes: open loop (OL), closed loop (CL), bypass. For ship staff + Polarix service eng.",
                ),
                (
                    "p",
                    "Compliance: SO2/CO2 ratio at stack max. 4.3 (equiv. 0.10 % S fuel). Fuel S max. 3.50 %.",
                ),
                ("h2", "1.2  Safety"),
                (
                    "bul",
                    [
                        "Tower internals = confined space. Permit req'd. Gas free + O2 chk bef. entry.",
                        "NaOH 50 %: corrosive. Goggles, gloves, apron. Eye wash stn at dosing unit.",
                        "WW pumps: isolate + lock out bef. any work.",
                        "Bypass damper D-1: fit mech. lock pin bef. work in uptake.",
                        "Tower + WW piping up to 70 °C in OL at high load.",
                        "Do not run ME on HFO w/ scrubber in bypass inside ECA.",
                    ],
                ),
                ("h2", "1.3  Doc. structure"),
                (
                    "p",
                    "Sect. 4 = ops. Sect. 5 = WW monitoring + calib. Sect. 6/7 = alarms + fault finding. "
                    "Sect. 8 = maint. Drawing refs acc. to P&ID PX-25-100.",
                ),
            ],
            [
                ("h2", "1.4  Abbreviations"),
                (
                    "table",
                    dict(
                        rule="none",
                        widths=[22, 78],
                        size=8.5,
                        bold_first=True,
                        rows=[
                            ["BO", "bleed-off (CL effluent to WWTU)"],
                            ["CEMS", "continuous emission monitoring system"],
                            ["CL", "closed loop"],
                            ["D-1", "bypass damper"],
                            ["D-2", "tower inlet damper"],
                            ["EGCS", "exhaust gas cleaning system"],
                            ["ETM-A", "EGCS technical manual, scheme A"],
                            ["NTU", "nephelometric turbidity unit"],
                            ["OL", "open loop"],
                            ["PAH", "polycyclic aromatic hydrocarbons (phe equiv.)"],
                            ["SECP", "SOx emission compliance plan"],
                            ["SW", "sea water"],
                            ["WW", "wash water"],
                            ["WWTU", "wash water treatment unit"],
                        ],
                    ),
                ),
            ],
        ),
    ],
    # 4
    [
        ("h1", "2  MAIN DATA"),
        (
            "table",
            dict(
                rule="hlines",
                head=["Item", "Value", "Note"],
                widths=[38, 30, 32],
                size=8.5,
                rows=[
                    ["ME rated power (design)", "18.5 MW", "1 ME, 2-stroke"],
                    ["Exh. gas flow, max.", "128 000 kg/h", "at 100 % MCR"],
                    ["Gas inlet temp., max.", "400 °C", "after TC"],
                    ["Gas outlet temp., normal", "35-45 °C", "sat. gas, OL"],
                    ["Tower ΔP, max.", "1.2 kPa", "PDT-14, clean"],
                    ["ME back press. incl. scrubber, max.", "3.0 kPa", "acc. to ME maker"],
                    ["WW pumps P-1 / P-2", "2 x 900 m³/h, 3.5 bar", "SW, OL duty / stby"],
                    ["CL circ. pump P-3", "1 x 600 m³/h, 3.0 bar", "process water"],
                    ["NaOH dosing pump P-4", "0-450 l/h", "50 % NaOH, diaphragm"],
                    ["NaOH storage tank T-4", "45 m³", "heated, min. 20 °C"],
                    ["Process tank T-3", "28 m³", "CL buffer"],
                    ["Bypass damper D-1", "pneum., fail-open", "open in < 5 s"],
                    ["Tower material", "super duplex / GRE", "spray + packing"],
                    ["Dry weight tower", "38 t", "w/o water"],
                ],
            ),
        ),
        ("h2", "2.1  Operating modes"),
        ("p", "Mode sel. at LOP or ECR HMI. Auto change OL/CL by GPS area table (opt.)."),
        (
            "table",
            dict(
                caption="Tab. 2-2  Modes",
                head=[
                    "Mode",
                    "Pumps in svc",
                    "WW flow to tower",
                    "NaOH dosing",
                    "Overboard",
                    "Typ. use",
                ],
                widths=[12, 17, 17, 15, 19, 20],
                size=8,
                head_fill=(0.88, 0.88, 0.88),
                rows=[
                    ["OL", "P-1 or P-2", "45 m³/MWh", "no", "direct, V-205 open", "open sea"],
                    [
                        "CL",
                        "P-3 + P-4",
                        "30 m³/MWh",
                        "yes, pH set 6.8",
                        "BO only, approx. 0.1 m³/MWh",
                        "ports, restricted areas",
                    ],
                    ["Bypass", "none", "-", "no", "-", "scrubber off / fault / MGO"],
                ],
            ),
        ),
        (
            "p",
            "Min. SW inlet pH for OL: 7.6. Below: use CL (low-alkalinity water, e.g. rivers, Baltic inner).",
        ),
    ],
    # 5
    [
        ("h1", "3  P&ID (SIMPLIFIED)"),
        ("draw", lambda pg, x0, y0, x1: _c_pid(pg, x0, y0, x1), 380),
        (
            "p",
            "Fig. 3-1  WW circuit + exhaust side. Ref. P&ID PX-25-100 sheet 1. Drains, vents, FW flushing not shown.",
        ),
        ("h2", "3.1  Tags"),
        (
            "table",
            dict(
                rule="grid",
                head=["Tag", "Function", "Tag", "Function"],
                widths=[10, 40, 10, 40],
                size=8,
                rows=[
                    ["AT-01", "pH, SW inlet", "FT-21", "WW flow to tower"],
                    ["AT-02", "pH, overboard", "PDT-14", "Tower ΔP"],
                    ["AT-03", "PAH, overboard", "TT-13", "Gas temp. tower outlet"],
                    ["AT-04", "Turbidity, overboard", "AE-31", "CEMS SO2/CO2 (stack)"],
                    ["V-205", "Overboard valve", "V-206", "To process tank T-3 (CL)"],
                ],
            ),
        ),
    ],
    # 6
    [
        ("h1", "4  OPERATION"),
        ("h2", "4.1  Start in OL"),
        (
            "num",
            [
                (
                    "Pre-chk:",
                    [
                        "D-1 in BYPASS pos., D-2 closed",
                        "SW inlet valve + V-205 open",
                        "Sensors AT-01..04 in svc, no active alarm",
                    ],
                ),
                "Start WW pump (P-1 or P-2) from LOP. Chk press. 3.2-3.8 bar, FT-21 > 80 % set.",
                "Wait 2 min: tower wet, sump level normal (LS-16 not high).",
                (
                    "Open D-2, then close D-1 (auto seq. ~40 s).",
                    ["Chk ME back press. < 3.0 kPa", "Chk TT-13 < 60 °C"],
                ),
                "Chk SO2/CO2 ratio at AE-31 < 4.3 within 5 min.",
                "Log start time + position in EGCS record book.",
            ],
            "{}.",
            "{}.",
        ),
        ("h2", "4.2  Change OL -> CL"),
        (
            "num",
            [
                "Fill T-3 w/ FW to 60 %.",
                "Start P-3. Close V-205, open V-206 (auto on mode sel. CL).",
                "Start NaOH dosing P-4 in AUTO. pH set-point 6.8.",
                "Stop P-1/P-2 after 3 min.",
                "Chk BO to WWTU running. Chk T-3 level stable.",
            ],
            "{}.",
            "{}.",
        ),
        ("h2", "4.3  Stop / to bypass"),
        (
            "num",
            [
                "Open D-1, close D-2 (auto seq.).",
                "Keep WW pump running min. 10 min for cooling of tower.",
                "Stop WW pump. OL: close V-205. CL: stop P-4, then P-3.",
                "If stop > 1 wk: flush tower + WW lines w/ FW.",
            ],
            "{}.",
            "{}.",
        ),
        (
            "p",
            "Emergency: D-1 opens auto on WW flow loss, power loss or exh. temp. high. Fail-open by spring + air reservoir.",
        ),
    ],
    # 7
    [
        ("h1", "5  WASH WATER MONITORING"),
        (
            "cols",
            [
                ("h2", "5.1  Discharge limits (OL)"),
                (
                    "bul",
                    [
                        "pH ≥ 6.5 at 4 m from overboard pt (calc. from AT-02). Manoeuvring/transit: max. 2 pH units diff. "
                        "inlet/outlet.",
                        "PAH: max. 50 µg/l PAHphe above inlet, at WW flow 45 t/MWh. Scale for other flows acc. to ETM-A.",
                        "Turbidity: max. 25 NTU above inlet, 15-min rolling avg. Short peaks up to 20 % allowed.",
                        "Nitrate: sample only, at renewal survey. No online sensor.",
                    ],
                ),
                ("h2", "5.2  Records"),
                (
                    "p",
                    "All WW data logged by HMI every 1 min. Keep 18 mths on board. USB export: menu DATA > EXPORT.",
                ),
            ],
            [
                ("h2", "5.3  Sensor calib."),
                (
                    "bul",
                    [
                        "pH AT-01 / AT-02: 2-pt cal., buffer pH 7.00 + pH 4.01. Every 2 wks. Slope ok 95-102 %.",
                        "PAH AT-03: zero chk w/ FW weekly. Full cal. by service eng., 12 mths.",
                        "Turbidity AT-04: clean window weekly. Cal. w/ std 100 NTU, 6 mths.",
                        "CEMS AE-31: auto zero every 24 h w/ N2. Span gas chk monthly.",
                    ],
                ),
                ("h2", "5.4  Sample system"),
                (
                    "p",
                    "Sample pumps feed sensor panel, approx. 2 l/min each line. Chk flow daily. Strainer in each line: "
                    "clean weekly or on E-313.",
                ),
                ("p", "Sensor panel drain to overboard line downstream of AT-02 only."),
            ],
        ),
    ],
    # 8
    [
        ("h1", "6  ALARM LIST"),
        ("p", "Code / text as shown on HMI. Sys. action = auto reaction. All alarms logged."),
        (
            "table",
            dict(
                head=["Code", "HMI text", "Condition", "Sys. action"],
                widths=[10, 25, 33, 32],
                size=8,
                head_fill=(0.88, 0.88, 0.88),
                rows=[
                    [
                        "E-301",
                        "PH OVBD LOW",
                        "AT-02 calc. pH < 6.5 for 2 min",
                        "Incr. WW flow; after 5 min to bypass",
                    ],
                    ["E-302", "PAH HIGH", "AT-03 > 50 µg/l above inlet", "Alarm + log only"],
                    ["E-303", "TURB HIGH", "AT-04 > 25 NTU above inlet", "Alarm + log only"],
                    ["E-304", "WW FLOW LOW", "FT-21 < 70 % of set", "D-1 opens after 30 s"],
                    ["E-305", "GAS OUT TEMP HIGH", "TT-13 > 70 °C", "D-1 opens immediately"],
                    ["E-306", "TOWER DP HIGH", "PDT-14 > 1.2 kPa", "Alarm only"],
                    [
                        "E-307",
                        "D-1 POS FAULT",
                        "Limit sw. not reached in 10 s",
                        "Alarm; D-1 to fail-open",
                    ],
                    ["E-308", "NAOH LEVEL LOW", "T-4 < 15 %", "Alarm; P-4 stops at 5 %"],
                    [
                        "E-309",
                        "SO2/CO2 HIGH",
                        "AE-31 ratio > 4.3 for 5 min",
                        "Alarm; log non-compliance",
                    ],
                    [
                        "E-310",
                        "CEMS FAULT",
                        "Analyser fault / no signal",
                        "Alarm; manual readings req'd",
                    ],
                    ["E-311", "WW PUMP TRIP", "P-1 / P-2 overload", "Stby pump starts"],
                    ["E-312", "SUMP LEVEL HIGH", "LS-16 high", "D-1 opens; WW pump stops"],
                    [
                        "E-313",
                        "SAMPLE FLOW LOW",
                        "Sensor panel flow < 1 l/min",
                        "Alarm; sensor values frozen",
                    ],
                    ["E-314", "T-3 LEVEL LOW", "Process tank < 20 %", "FW make-up valve opens"],
                ],
            ),
        ),
        ("p", "E-309 + E-310: report to flag / port state acc. to SECP if not cleared in 1 h."),
    ],
    # 9
    [
        ("h1", "7  TROUBLESHOOTING"),
        (
            "table",
            dict(
                head=["Fault", "Possible cause", "Action"],
                widths=[26, 37, 37],
                size=8.5,
                head_fill=(0.88, 0.88, 0.88),
                rows=[
                    [
                        "pH overboard drops in OL",
                        "Low SW alkalinity; WW flow too low",
                        "Chk AT-01 inlet pH. Incr. flow / change to CL",
                    ],
                    [
                        "pH reading frozen / flat",
                        "Electrode fouled or old; sample flow low",
                        "Clean, recal. Repl. electrode if slope < 90 %",
                    ],
                    [
                        "Tower ΔP high",
                        "Packing fouled (soot); demister blocked",
                        "FW wash of demister. Chk nozzles",
                    ],
                    [
                        "Gas out temp high at low flow",
                        "Nozzles clogged",
                        "Remove lances, clean nozzles, chk spray pattern",
                    ],
                    [
                        "SO2/CO2 high, flow normal",
                        "Fuel S higher than design; nozzle fault",
                        "Chk bunker S %. Reduce ME load. Inspect lances",
                    ],
                    [
                        "Turbidity high after start",
                        "Soot wash-out from tower",
                        "Normal first 10 min. If persists: chk WW sample line",
                    ],
                    [
                        "NaOH consumption high (CL)",
                        "pH set-point too high; BO too high",
                        "Adj. pH set-point to 6.8. Chk BO flow",
                    ],
                    [
                        "D-1 slow to open",
                        "Low control air; actuator seals",
                        "Chk air min. 6 bar. Repl. actuator seal kit",
                    ],
                ],
            ),
        ),
        (
            "p",
            "Still no fix: call Polarix service, give HMI alarm log (USB export) + WW trend 24 h.",
        ),
    ],
    # 10
    [
        ("h1", "8  MAINTENANCE"),
        ("p", "D = daily, W = weekly, M = monthly, 3M = 3-monthly, Y = yearly / dry dock."),
        (
            "table",
            dict(
                head=["Item", "Task", "D", "W", "M", "3M", "Y"],
                widths=[22, 43, 7, 7, 7, 7, 7],
                size=8.5,
                center=(2, 3, 4, 5, 6),
                head_fill=(0.88, 0.88, 0.88),
                rows=[
                    ["Sample lines", "Chk flow", "✓", "", "", "", ""],
                    ["Strainers (sample)", "Clean", "", "✓", "", "", ""],
                    ["pH AT-01/02", "Chk reading in buffer pH 7.00", "", "✓", "", "", ""],
                    ["Turbidity AT-04", "Clean window", "", "✓", "", "", ""],
                    ["WW pumps", "Chk vibration + seal leak", "", "✓", "", "", ""],
                    ["D-1 / D-2", "Function test, full stroke", "", "", "✓", "", ""],
                    ["D-1 / D-2", "Chk seals, lubricate bearings", "", "", "", "✓", ""],
                    ["Spray lances", "Remove, inspect nozzles", "", "", "", "✓", ""],
                    ["Tower internals", "Inspect packing, demister, coating", "", "", "", "", "✓"],
                    ["NaOH tank T-4", "Chk heating, level sw.", "", "", "✓", "", ""],
                    ["Overboard pipe", "UT thickness measurement", "", "", "", "", "✓"],
                ],
            ),
        ),
        ("h2", "8.1  Torques / data"),
        (
            "bul",
            [
                "Spray lance flange M20: 180 N·m, crosswise.",
                "Damper D-1 shaft bearing cover M12: 65 N·m.",
                "pH electrode holder: hand tight + 1/4 turn. No tools.",
                "Repl. pH electrode every 12 mths or if slope < 90 %.",
                "Spray nozzle: repl. if orifice worn > 0.5 mm over nominal Ø 12 mm.",
            ],
        ),
    ],
]


def _c_pid(page, x0, y0, x1):
    page.draw_rect(fitz.Rect(x0, y0, x1, y0 + 370), width=0.5, color=(0.5, 0.5, 0.5))
    # exhaust side
    put(page, x0 + 10, y0 + 345, "exh. from ME", "helv", 7)
    d_line(page, [(x0 + 60, y0 + 335), (x0 + 60, y0 + 300)], w=2.5, arrow=True)
    d_line(page, [(x0 + 60, y0 + 300), (x0 + 60, y0 + 60), (x0 + 60, y0 + 20)], w=2.5, arrow=True)
    put(page, x0 + 68, y0 + 22, "to stack (bypass)", "helv", 6.5)
    page.draw_rect(fitz.Rect(x0 + 50, y0 + 150, x0 + 70, y0 + 160), width=1, fill=(0.7, 0.7, 0.7))
    put(page, x0 + 20, y0 + 158, "D-1", "hebo", 7)
    d_line(page, [(x0 + 60, y0 + 280), (x0 + 140, y0 + 280)], w=2.5)
    page.draw_rect(fitz.Rect(x0 + 95, y0 + 275, x0 + 105, y0 + 285), width=1, fill=(0.7, 0.7, 0.7))
    put(page, x0 + 92, y0 + 297, "D-2", "hebo", 7)
    # tower
    page.draw_rect(fitz.Rect(x0 + 140, y0 + 60, x0 + 210, y0 + 300), width=1.4)
    put(page, x0 + 150, y0 + 200, "scrubber", "helv", 7)
    put(page, x0 + 155, y0 + 209, "tower", "helv", 7)
    for k in range(3):
        yy = y0 + 95 + 30 * k
        page.draw_line((x0 + 145, yy), (x0 + 205, yy), width=0.6, dashes="[3 2] 0")
    d_line(page, [(x0 + 175, y0 + 60), (x0 + 175, y0 + 20)], w=2.5, arrow=True)
    put(page, x0 + 182, y0 + 25, "clean gas to stack", "helv", 6.5)
    d_inst(page, x0 + 230, y0 + 45, "TT-13", x0 + 175, y0 + 45)
    d_inst(page, x0 + 110, y0 + 230, "PDT-14", x0 + 140, y0 + 230)
    d_inst(page, x0 + 118, y0 + 48, "AE-31", x0 + 175, y0 + 48)
    # WW supply
    put(page, x0 + 420, y0 + 70, "SW sea chest", "helv", 7)
    d_line(page, [(x0 + 440, y0 + 75), (x0 + 440, y0 + 95), (x0 + 400, y0 + 95)])
    d_line(
        page, [(x0 + 400, y0 + 95), (x0 + 390, y0 + 95), (x0 + 390, y0 + 125), (x0 + 372, y0 + 125)]
    )
    d_line(page, [(x0 + 390, y0 + 95), (x0 + 390, y0 + 75), (x0 + 372, y0 + 75)])
    d_pump(page, x0 + 362, y0 + 75, "P-1")
    d_pump(page, x0 + 362, y0 + 125, "P-2")
    d_line(
        page, [(x0 + 352, y0 + 75), (x0 + 335, y0 + 75), (x0 + 335, y0 + 125), (x0 + 352, y0 + 125)]
    )
    d_line(page, [(x0 + 335, y0 + 100), (x0 + 290, y0 + 100)])
    d_box(page, x0 + 270, y0 + 92, x0 + 290, y0 + 108, "FT", size=6)
    put(page, x0 + 268, y0 + 88, "FT-21", "hebo", 6.5)
    d_line(page, [(x0 + 270, y0 + 100), (x0 + 210, y0 + 100)], arrow=True)
    d_inst(page, x0 + 470, y0 + 125, "AT-01", x0 + 440, y0 + 95)
    # outlet
    d_line(page, [(x0 + 175, y0 + 300), (x0 + 175, y0 + 330), (x0 + 300, y0 + 330)])
    put(page, x0 + 215, y0 + 312, "LS-16 (sump)", "helv", 6.5)
    d_valve(page, x0 + 306, y0 + 330, "V-205")
    d_line(page, [(x0 + 312, y0 + 330), (x0 + 460, y0 + 330)], arrow=True)
    put(page, x0 + 465, y0 + 333, "overboard", "helv", 7)
    d_inst(page, x0 + 350, y0 + 300, "AT-02", x0 + 350, y0 + 330)
    d_inst(page, x0 + 380, y0 + 300, "AT-03", x0 + 380, y0 + 330)
    d_inst(page, x0 + 410, y0 + 300, "AT-04", x0 + 410, y0 + 330)
    # closed loop
    d_line(page, [(x0 + 250, y0 + 330), (x0 + 250, y0 + 274)])
    d_valve(page, x0 + 250, y0 + 268, "V-206", vertical=True)
    d_line(page, [(x0 + 250, y0 + 262), (x0 + 250, y0 + 250)], arrow=True)
    d_box(page, x0 + 225, y0 + 200, x0 + 285, y0 + 250, "T-3\nprocess\ntank")
    d_line(page, [(x0 + 285, y0 + 225), (x0 + 310, y0 + 225)])
    d_pump(page, x0 + 320, y0 + 225, "P-3")
    d_line(
        page,
        [
            (x0 + 330, y0 + 225),
            (x0 + 345, y0 + 225),
            (x0 + 345, y0 + 160),
            (x0 + 300, y0 + 160),
            (x0 + 300, y0 + 100),
        ],
    )
    d_box(page, x0 + 400, y0 + 180, x0 + 450, y0 + 215, "T-4\nNaOH")
    d_line(page, [(x0 + 400, y0 + 197), (x0 + 385, y0 + 197)])
    d_pump(page, x0 + 375, y0 + 197, "P-4")
    d_line(page, [(x0 + 365, y0 + 197), (x0 + 345, y0 + 197)], arrow=True)
    d_line(page, [(x0 + 285, y0 + 245), (x0 + 480, y0 + 245), (x0 + 480, y0 + 260)], arrow=True)
    put(page, x0 + 455, y0 + 270, "BO to WWTU", "helv", 6.5)
    put(page, x0 + 8, y0 + 364, "PX-SOX 25  Fig. 3-1", "helv", 6.5)


# ---------------------------------------------------------------- D: Hartwell-Oberg CLX-8 cylinder lubricator
# Formal operating instructions: WARNING / CAUTION / NOTE boxes, navy heading bands, versions as rows
# with the data as columns, the lubricator test as a Step | Action | Expected result table, an alarm
# list A-1xx, maintenance by interval, a parts list that runs over a page break with the header repeated.

_NAVY = (0.1, 0.15, 0.35)


def _d_chrome(page, idx, n):
    put(page, 50, 36, "HARTWELL-OBERG", "hebo", 9, _NAVY)
    t = "CLX-8 Electronic Cylinder Lubricator  |  Operating Instructions"
    put(page, 545 - tw(t, "helv", 7.5), 36, t, "helv", 7.5, _NAVY)
    page.draw_rect(fitz.Rect(50, 42, 545, 44), color=None, fill=_NAVY)
    put(page, 50, 815, "HO-CLX8-OI-EN  |  Revision 2  |  2021-06", "helv", 7)
    t = f"- {idx} -"
    put(page, 297 - tw(t, "helv", 9) / 2, 815, t, "helv", 9)
    t = "© Hartwell-Oberg Lubrication Systems"
    put(page, 545 - tw(t, "helv", 7), 815, t, "helv", 7)


def _d_cover(page):
    page.draw_rect(fitz.Rect(0, 0, 200, PAGE_H), color=None, fill=_NAVY)
    put(page, 30, 80, "HARTWELL-", "hebo", 16, (1, 1, 1))
    put(page, 30, 100, "OBERG", "hebo", 16, (1, 1, 1))
    put(page, 30, 118, "Lubrication Systems", "helv", 9, (1, 1, 1))
    put(page, 230, 300, "CLX-8", "hebo", 48, _NAVY)
    put(page, 230, 335, "Electronic Cylinder Lubricator", "hebo", 18)
    put(page, 230, 358, "for two-stroke crosshead engines", "helv", 12)
    page.draw_line((230, 380), (545, 380), width=1, color=_NAVY)
    put(page, 230, 405, "OPERATING INSTRUCTIONS", "hebo", 13, _NAVY)
    put(page, 230, 423, "Operation, maintenance and spare parts", "helv", 11)
    put(page, 230, 720, "Document HO-CLX8-OI-EN, Revision 2", "helv", 9)
    put(page, 230, 734, "Original instructions translated from Swedish", "helv", 9)


D_ST = dict(
    font="helv",
    bold="hebo",
    size=9.3,
    lead=12.3,
    h1_size=13,
    h2_size=10.5,
    h1_band=_NAVY,
    h1_color=(1, 1, 1),
    h2_color=_NAVY,
    left=55,
    right=540,
    top=60,
    bottom=790,
    label=lambda i: str(i),
    chrome=_d_chrome,
    title="CLX-8 Operating Instructions",
    maker="Hartwell-Oberg Lubrication Systems AB",
)

_D_PARTS_HEAD = ["Item no.", "Part no.", "Designation", "Qty / unit", "Rec. spares"]
_D_PARTS_1 = [
    ["1", "HO-8100-01", "Pump unit CLX-8, complete (8 pistons)", "1", "-"],
    ["2", "HO-8100-12", "Injection piston with bushing", "8", "2"],
    ["3", "HO-8100-15", "Actuator piston", "1", "1"],
    ["4", "HO-8100-21", "Solenoid valve 24 V DC, 4/2-way", "1", "1"],
    ["5", "HO-8100-23", "Coil for solenoid valve", "1", "1"],
    ["6", "HO-8100-30", "Feedback sensor (inductive) M12", "1", "1"],
    ["7", "HO-8100-34", "Cable with M12 plug, 5 m", "1", "-"],
    ["8", "HO-8100-40", "Stroke adjusting screw with lock nut", "1", "-"],
    ["9", "HO-8100-44", "Non-return valve, oil outlet", "8", "4"],
    ["10", "HO-8100-47", "Accumulator, 0.2 l, pre-charge 25 bar", "1", "1"],
    ["11", "HO-8100-50", "Filter element 40 µm, cylinder oil inlet", "1", "2"],
    ["12", "HO-8100-52", "O-ring kit, pump unit", "1", "2"],
    ["13", "HO-8100-55", "Gasket set, pump unit base", "1", "1"],
    ["14", "HO-8100-58", "Venting screw with copper washer", "2", "4"],
    ["15", "HO-8200-10", "Lubricating quill (injector) with non-return valve", "8 / cyl.", "4"],
    ["16", "HO-8200-12", "Quill spring, opening pressure 10 bar", "8 / cyl.", "8"],
    ["17", "HO-8200-15", "Copper sealing ring, quill", "8 / cyl.", "16"],
]
_D_PARTS_2 = [
    ["18", "HO-8300-01", "Lubricator control unit LCU-8 (one per engine)", "1", "-"],
    ["19", "HO-8300-05", "Cylinder control card CCM-2 (one per cylinder)", "1", "1"],
    ["20", "HO-8300-09", "Shaft encoder, 2 x 360 pulses + marker", "1", "-"],
    ["21", "HO-8300-12", "Operating panel LOP-8 with display", "1", "-"],
]

D_PAGES = [
    # 3
    [
        ("h1", "1  Safety"),
        ("h2", "1.1  Signal words"),
        (
            "p",
            "Safety information in these instructions is given in boxes. The signal word shows the degree of hazard.",
        ),
        (
            "box",
            "WARNING",
            "Indicates a hazardous situation which, if not avoided, could result in death or serious injury.",
        ),
        (
            "box",
            "CAUTION",
            "Indicates a situation which, if not avoided, could result in damage to the engine or to the "
            "lubricator.",
        ),
        ("box", "NOTE", "Gives information for correct and economical operation."),
        ("h2", "1.2  General safety instructions"),
        (
            "box",
            "WARNING",
            "The pump unit is actuated by servo oil at up to 50 bar. Before any work on the pump unit, "
            "stop the servo oil supply, release the pressure by the venting screw and verify that the "
            "pressure gauge shows 0 bar.",
        ),
        (
            "box",
            "CAUTION",
            "Never operate the main engine with the cylinder lubrication switched off. Insufficient "
            "lubrication leads to scuffing of piston rings and cylinder liners within a short time.",
        ),
        (
            "p",
            "Only trained personnel may work on the lubrication system. Work on the control cabinet must be done by an "
            "electrician or by the engineer responsible for the engine automation.",
        ),
        (
            "p",
            "Use only cylinder oil of the grade approved by the engine builder. Spilled cylinder oil on the engine "
            "platform must be removed at once to prevent slipping.",
        ),
    ],
    # 4
    [
        ("h1", "2  System description"),
        ("h2", "2.1  Function"),
        (
            "p",
            "The CLX-8 is an electronically controlled cylinder lubrication system for two-stroke crosshead engines. "
            "For each cylinder one lubricator pump unit delivers an exact dose of cylinder oil to the lubricating "
            "quills in the cylinder liner. The dosing is independent of the engine speed; the oil quantity is "
            "controlled by the number of injections per engine revolution and by the piston stroke.",
        ),
        (
            "p",
            "The injections are timed by the shaft encoder so that the oil is injected when the piston ring pack is "
            "passing the quills in the upward stroke. Each injection is verified by a feedback sensor on the pump "
            "unit. A missing feedback gives an alarm for the cylinder concerned.",
        ),
        ("h2", "2.2  Main components"),
        (
            "bul",
            [
                "Pump unit, one per cylinder, with 8 injection pistons and a common actuator piston",
                "Solenoid valve on each pump unit, controlled by the cylinder control card CCM-2",
                "Lubricator control unit LCU-8 with the operating panel LOP-8 in the engine control room",
                "Shaft encoder on the crankshaft free end for the timing",
                "Lubricating quills (injectors) in the cylinder liner, 8 per cylinder",
                "Cylinder oil day tank, filter and heater (supplied by the yard)",
            ],
        ),
        ("h2", "2.3  Oil supply"),
        (
            "p",
            "The cylinder oil is supplied from the day tank by gravity or by a small supply pump. The inlet pressure at "
            "the pump units must be 2 to 4 bar. The oil temperature at the inlet shall be kept at 40 to 50 °C; at "
            "lower temperature the dosing accuracy is reduced.",
        ),
        (
            "box",
            "NOTE",
            "The lubricator is also named the cylinder oil dosing unit in the engine builder's documentation. "
            "Both terms mean the same pump unit.",
        ),
    ],
    # 5
    [
        ("h1", "3  Technical data"),
        (
            "table",
            dict(
                caption="Table 3-1  General data",
                head=["Parameter", "Value"],
                widths=[50, 50],
                head_fill=(0.85, 0.87, 0.93),
                rows=[
                    ["Actuating medium", "servo oil, 40 to 50 bar"],
                    ["Cylinder oil inlet pressure", "2 to 4 bar"],
                    ["Cylinder oil inlet temperature", "40 to 50 °C"],
                    ["Dosing accuracy", "± 3 % of set feed rate"],
                    ["Feed rate setting range", "0.40 to 2.50 g/kWh"],
                    [
                        "Max. injections per revolution",
                        "1 (one injection every 1 to 8 revolutions)",
                    ],
                    ["Control voltage", "24 V DC (18 to 32 V DC)"],
                    ["Power consumption per pump unit", "max. 60 W during injection"],
                    ["Shaft encoder resolution", "0.5° crank angle"],
                    ["Ambient temperature, pump unit", "0 to 70 °C"],
                ],
            ),
        ),
        (
            "table",
            dict(
                caption="Table 3-2  Pump unit versions",
                head=[
                    "Version",
                    "Pistons / quills",
                    "Cylinder bore",
                    "Max. dose per stroke",
                    "Piston stroke",
                    "Weight",
                ],
                widths=[17, 16, 18, 18, 15, 16],
                head_fill=(0.85, 0.87, 0.93),
                center=(1, 2, 3, 4, 5),
                rows=[
                    ["CLX-8/6", "6", "500 - 600 mm", "0.32 cm³", "2.0 - 6.0 mm", "14 kg"],
                    ["CLX-8/8", "8", "650 - 820 mm", "0.48 cm³", "2.0 - 6.0 mm", "17 kg"],
                    ["CLX-8/10", "10", "900 - 980 mm", "0.60 cm³", "2.5 - 7.0 mm", "21 kg"],
                ],
            ),
        ),
        (
            "p",
            "The version is marked on the name plate of the pump unit. The standard version described in these "
            "instructions is the CLX-8/8.",
        ),
    ],
    # 6
    [
        ("h1", "4  Cylinder oil feed rate"),
        ("h2", "4.1  Feed rate control"),
        (
            "p",
            "The LCU-8 controls the feed rate in proportion to the engine power. The basic feed rate is calculated from "
            "the sulphur content of the fuel and the ACC factor entered on the operating panel:",
        ),
        ("p", "Feed rate [g/kWh] = ACC factor [g/kWh x S%] x sulphur content [%]"),
        (
            "p",
            "The recommended ACC factor for new engines is 0.26 g/kWh x S%. The ACC factor may be adjusted between 0.20 "
            "and 0.34 on the basis of the piston underside drain oil analysis. The feed rate will never be lower than "
            "the minimum feed rate of 0.60 g/kWh, whatever the sulphur content.",
        ),
        (
            "table",
            dict(
                caption="Table 4-1  Feed rate at ACC factor 0.26",
                head=["Fuel sulphur [%]", "Calculated [g/kWh]", "Applied feed rate [g/kWh]"],
                widths=[30, 35, 35],
                head_fill=(0.85, 0.87, 0.93),
                center=(0, 1, 2),
                rows=[
                    ["0.10 (ULSFO / MGO)", "0.03", "0.60 (minimum)"],
                    ["0.50 (VLSFO)", "0.13", "0.60 (minimum)"],
                    ["2.50", "0.65", "0.65"],
                    ["3.00", "0.78", "0.78"],
                    ["3.50", "0.91", "0.91"],
                ],
            ),
        ),
        (
            "box",
            "CAUTION",
            "Use a cylinder oil with a BN matching the fuel: BN 100 for high-sulphur HFO, BN 40 for VLSFO "
            "and distillates. Wrong BN causes cold corrosion or deposits on the piston crown.",
        ),
        ("h2", "4.2  Running-in"),
        (
            "p",
            "After a new liner or new piston rings have been fitted, the running-in mode must be selected for the "
            "cylinder concerned. The feed rate is then 1.20 g/kWh for the first 24 hours and is reduced linearly to "
            "the normal feed rate over the following 250 hours. The engine load during the first 8 hours shall not "
            "exceed 75 %.",
        ),
        (
            "box",
            "NOTE",
            "At loads below 25 % the LCU-8 changes to a fixed dose per revolution, to keep a minimum oil film "
            "at low speed.",
        ),
    ],
    # 7
    [
        ("h1", "5  Operation"),
        ("h2", "5.1  Operating modes"),
        (
            "p",
            "AUTO is the normal mode. In MANUAL the feed rate is set directly in g/kWh on the LOP-8. EMERGENCY mode is "
            "selected automatically when the shaft encoder fails; the pump units then inject once every revolution "
            "with the maximum stroke, triggered by the TDC marker.",
        ),
        ("h2", "5.2  Pre-lubrication"),
        (
            "p",
            "Before starting the engine after a stop of more than 2 hours, press PRE-LUB on the LOP-8. Each pump unit "
            "then makes 10 injections. Pre-lubrication is made automatically when the engine is started from remote.",
        ),
        ("h2", "5.3  Lubricator test"),
        (
            "p",
            "The lubricator test must be carried out monthly and after every work on a pump unit. The engine must be "
            "stopped and the turning gear engaged.",
        ),
        (
            "table",
            dict(
                head=["Step", "Action", "Expected result"],
                widths=[8, 50, 42],
                center=(0,),
                head_fill=(0.85, 0.87, 0.93),
                rows=[
                    [
                        "1",
                        "Check that the servo oil pressure is 40 to 50 bar and the oil inlet pressure 2 to 4 bar.",
                        "Pressures within range, no alarm on LOP-8.",
                    ],
                    [
                        "2",
                        "On LOP-8 select MAINTENANCE > LUBRICATOR TEST and enter the cylinder number.",
                        "Display shows TEST READY for the cylinder.",
                    ],
                    [
                        "3",
                        "Open the test cocks on the quill lines of the cylinder.",
                        "Test cocks open.",
                    ],
                    [
                        "4",
                        "Press START TEST. The pump unit makes 20 strokes at 1 stroke per second.",
                        "LED on feedback sensor flashes at each stroke.",
                    ],
                    [
                        "5",
                        "Collect the oil from each test cock in a measuring glass.",
                        "Each quill line gives 20 x the set dose ± 10 %.",
                    ],
                    [
                        "6",
                        "Close the test cocks and press END TEST.",
                        "Display returns to normal mode.",
                    ],
                    [
                        "7",
                        "Repeat steps 2 to 6 for all cylinders and record the results.",
                        "All cylinders within tolerance.",
                    ],
                ],
            ),
        ),
        (
            "box",
            "WARNING",
            "Do not open test cocks with the engine running. Hot oil and combustion gas can escape.",
        ),
    ],
    # 8
    [
        ("h1", "6  Alarms"),
        (
            "p",
            "Alarms are shown on the LOP-8 and sent to the engine alarm system. The cylinder number is given after the "
            "code, e.g. A-101/3 = no feedback on cylinder 3. Slowdown requests are sent to the safety system.",
        ),
        (
            "table",
            dict(
                head=["Code", "Alarm text", "Cause", "Consequence"],
                widths=[11, 27, 34, 28],
                head_fill=(0.85, 0.87, 0.93),
                size=8.8,
                rows=[
                    [
                        "A-101",
                        "NO FEEDBACK",
                        "Feedback sensor signal missing for 3 strokes",
                        "Slowdown after 5 min",
                    ],
                    ["A-102", "FEEDBACK CONTINUOUS", "Sensor signal permanently on", "Alarm"],
                    [
                        "A-103",
                        "SOLENOID FAULT",
                        "Open circuit or short circuit of coil",
                        "Slowdown",
                    ],
                    ["A-104", "SERVO OIL PRESS LOW", "Servo oil below 35 bar", "Slowdown"],
                    ["A-105", "CYL OIL INLET PRESS LOW", "Inlet pressure below 1.5 bar", "Alarm"],
                    ["A-106", "CYL OIL TEMP LOW", "Inlet temperature below 35 °C", "Alarm"],
                    [
                        "A-107",
                        "ENCODER FAULT",
                        "Pulse count wrong or signal lost",
                        "EMERGENCY mode",
                    ],
                    ["A-108", "LCU POWER FAIL", "One of two 24 V DC supplies lost", "Alarm"],
                    [
                        "A-109",
                        "CAN BUS FAULT",
                        "Communication LCU - CCM lost",
                        "CCM continues last feed rate",
                    ],
                    [
                        "A-110",
                        "DAY TANK LEVEL LOW",
                        "Level switch in cylinder oil day tank",
                        "Alarm",
                    ],
                    [
                        "A-111",
                        "RUNNING-IN ACTIVE",
                        "Running-in mode selected on a cylinder",
                        "Indication only",
                    ],
                ],
            ),
        ),
        (
            "box",
            "CAUTION",
            "If A-101 is given for more than one cylinder at the same time, check the servo oil supply and "
            "the encoder before the pump units.",
        ),
    ],
    # 9
    [
        ("h1", "7  Troubleshooting"),
        (
            "table",
            dict(
                head=["Fault", "Possible cause", "Action"],
                widths=[28, 36, 36],
                head_fill=(0.85, 0.87, 0.93),
                rows=[
                    [
                        "No feedback on one cylinder (A-101)",
                        "Sensor gap too large; sensor defective; piston sticking",
                        "Adjust sensor gap to 0.5 ± 0.1 mm; replace sensor; overhaul pump unit",
                    ],
                    [
                        "Low oil quantity at lubricator test",
                        "Air in pump unit; filter element blocked",
                        "Vent by the venting screws; replace filter element",
                    ],
                    [
                        "Oil quantity uneven between quills",
                        "Non-return valve of a quill leaking or sticking",
                        "Test quill opening pressure (10 bar); replace quill",
                    ],
                    [
                        "High liner wear, drain oil Fe high",
                        "Feed rate too low; wrong BN",
                        "Increase ACC factor by 0.02; check oil grade",
                    ],
                    [
                        "Black, hard deposits on piston crown",
                        "Feed rate too high; BN too high for fuel",
                        "Reduce ACC factor; change to BN 40 oil on VLSFO",
                    ],
                    [
                        "Engine in EMERGENCY mode",
                        "Encoder fault (A-107)",
                        "Check encoder coupling and cable; see 5.1",
                    ],
                ],
            ),
        ),
        (
            "box",
            "NOTE",
            "Keep the records of the drain oil analysis together with the ACC factor settings. The feed rate "
            "optimisation should be done in steps of not more than 0.02 per 500 running hours.",
        ),
    ],
    # 10
    [
        ("h1", "8  Maintenance"),
        (
            "table",
            dict(
                caption="Table 8-1  Maintenance intervals",
                head=["Component", "Work", "Interval"],
                widths=[28, 50, 22],
                head_fill=(0.85, 0.87, 0.93),
                rows=[
                    ["Pump units", "Check for leakage, check feedback LED", "daily"],
                    ["Lubricator test", "Quantity test according to 5.3", "monthly"],
                    ["Filter element", "Replace", "4 000 h"],
                    ["Lubricating quills", "Test opening pressure, clean", "8 000 h"],
                    ["Pump unit", "Overhaul, renew O-rings and pistons", "16 000 h"],
                    ["Accumulator", "Check pre-charge pressure 25 bar", "16 000 h"],
                    ["Shaft encoder", "Check coupling and fixing", "yearly"],
                ],
            ),
        ),
        ("h2", "8.1  Replacing the pump unit"),
        (
            "num",
            [
                "Stop the servo oil and release the pressure (see the WARNING in 1.2).",
                "Close the cylinder oil inlet valve and disconnect the quill pipes.",
                "Remove the four fixing bolts and lift off the pump unit (17 kg).",
                "Fit the new unit with a new base gasket. Tighten the fixing bolts to 45 N·m (4.6 kgf·m).",
                "Tighten the quill pipe unions to 30 N·m (3.1 kgf·m).",
                "Vent the unit and carry out the lubricator test according to 5.3.",
            ],
        ),
        ("h2", "8.2  Quills"),
        (
            "p",
            "When the quills are refitted, tighten them to 60 N·m (6.1 kgf·m) with new copper sealing rings. The "
            "opening pressure of the quill non-return valve is 10 bar.",
        ),
        (
            "box",
            "CAUTION",
            "Never tighten the stroke adjusting screw lock nut more than 25 N·m (2.5 kgf·m). The pump body "
            "is aluminium and the thread is easily damaged.",
        ),
    ],
    # 11
    [
        ("h1", "9  Spare parts"),
        (
            "p",
            "Order spare parts from Hartwell-Oberg or an authorised service station. Always state the serial number "
            "of the pump unit, the engine type and the item number and part number from the list.",
        ),
        ("draw", lambda pg, x0, y0, x1: _d_pump(pg, x0, y0, x1), 250),
        (
            "table",
            dict(
                caption="Table 9-1  Pump unit CLX-8/8 and accessories",
                head=_D_PARTS_HEAD,
                rows=_D_PARTS_1,
                widths=[10, 18, 46, 12, 14],
                center=(0, 3, 4),
                head_fill=(0.85, 0.87, 0.93),
            ),
        ),
    ],
    # 12
    [
        (
            "table",
            dict(
                head=_D_PARTS_HEAD,
                rows=_D_PARTS_2,
                widths=[10, 18, 46, 12, 14],
                center=(0, 3, 4),
                head_fill=(0.85, 0.87, 0.93),
            ),
        ),
        (
            "box",
            "NOTE",
            "Recommended spares are for one engine of up to 8 cylinders for 2 years of operation.",
        ),
        (
            "p",
            "Parts not listed are not available as separate spares; order the next higher assembly.",
        ),
    ],
]


def _d_pump(page, x0, y0, x1):
    cx = (x0 + x1) / 2
    page.draw_rect(fitz.Rect(x0, y0, x1, y0 + 240), width=0.5, color=(0.5, 0.5, 0.5))
    body = fitz.Rect(cx - 120, y0 + 80, cx + 120, y0 + 170)
    page.draw_rect(body, width=1.3, fill=(0.93, 0.93, 0.93))
    page.draw_rect(fitz.Rect(cx - 40, y0 + 40, cx + 40, y0 + 80), width=1.1)
    put(page, cx - 20, y0 + 63, "solenoid", "helv", 6.5)
    page.draw_rect(fitz.Rect(cx + 60, y0 + 55, cx + 90, y0 + 80), width=1)
    page.draw_circle((cx - 90, y0 + 65), 15, width=1)
    for k in range(8):
        x = cx - 105 + 30 * k
        page.draw_rect(fitz.Rect(x - 4, y0 + 170, x + 4, y0 + 195), width=0.9)
        page.draw_line((x, y0 + 195), (x, y0 + 215), width=0.8)
    page.draw_line((cx - 140, y0 + 150), (cx - 120, y0 + 150), width=1.2)
    put(page, cx - 205, y0 + 153, "cyl. oil inlet", "helv", 6.5)
    page.draw_line((cx + 120, y0 + 100), (cx + 140, y0 + 100), width=1.2)
    put(page, cx + 143, y0 + 103, "servo oil 40-50 bar", "helv", 6.5)
    put(page, cx - 40, y0 + 230, "to lubricating quills (8)", "helv", 6.5)

    def balloon(n, bx, by, tx, ty):
        page.draw_line((bx, by), (tx, ty), width=0.5)
        page.draw_circle((bx, by), 7, width=0.7, fill=(1, 1, 1))
        t = str(n)
        put(page, bx - tw(t, "helv", 6.5) / 2, by + 2.3, t, "helv", 6.5)

    balloon(1, cx - 180, y0 + 110, cx - 120, y0 + 120)
    balloon(2, cx - 150, y0 + 205, cx - 105, y0 + 185)
    balloon(3, cx - 60, y0 + 25, cx - 30, y0 + 90)
    balloon(4, cx + 10, y0 + 20, cx, y0 + 40)
    balloon(6, cx + 110, y0 + 30, cx + 80, y0 + 55)
    balloon(9, cx + 170, y0 + 205, cx + 105, y0 + 205)
    balloon(10, cx - 130, y0 + 35, cx - 100, y0 + 55)
    balloon(11, cx - 160, y0 + 175, cx - 130, y0 + 150)
    balloon(14, cx + 170, y0 + 140, cx + 120, y0 + 140)
    put(page, x0 + 8, y0 + 234, "Fig. 9-1  Pump unit CLX-8/8", "helv", 6.5)


MANUALS = [
    ("vestmark-vfc2400-fuel-module.pdf", A_ST, _a_cover, A_PAGES, "Contents"),
    ("cardinal-od30-odme-manual.pdf", B_ST, _b_cover, B_PAGES, "TABLE OF CONTENTS"),
    ("polarix-pxsox25-scrubber-service.pdf", C_ST, _c_cover, C_PAGES, "CONTENTS"),
    ("hartwell-clx8-cylinder-lubricator.pdf", D_ST, _d_cover, D_PAGES, "Contents"),
]


# ---------------------------------------------------------------- entry point


def write_manuals(folder: Path) -> list[Path]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for name, st, cover, pages, toc in MANUALS:
        out.append(build(folder / name, dict(st), cover, pages, toc))
    return out
