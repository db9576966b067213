"""The words around and inside a diagram: its caption, the page text near it, and its labels.

Captions are the "Figure 4-10 ..." lines a ship engineer quotes; context is the text that says what
the drawing is for; labels are the tags inside it ("V003", "WF002") with their positions, read from
the text layer or from OCR. Functions of text lines, words and boxes; finding the diagrams is
``engine.ingest.diagram_regions``.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.index_text.normalise import printed
from engine.ingest.figure_citations import review_lines
from engine.types import BBox, DiagramLabel, TextLine

if TYPE_CHECKING:
    import pymupdf

    from engine.ingest.ocr import OcrLine

CAPTION_RE = re.compile(
    r"^\s*(?:fig(?:ure)?\.?|illustration|drawing|dwg\.?|diagram|sketch|plate)\s*(?:no\.?\s*)?"
    r"[A-Z]?\d+(?:[.\-–]\d+)*[a-z]?\b",
    re.IGNORECASE,
)
NUMBERED_HEADING_RE = re.compile(r"^\s*(?:\d+(?:\.\d+){0,5}\.?|chapter\s+\d+)\s+[A-Za-z]", re.I)
TAG_RE = re.compile(r"[A-Z]{1,5}-?\d{1,5}[A-Z]?")  # V003, WF001, IV1, P-101, TP04, NAU14, MS-10
CAPTION_GAP_PT = 60.0
CONTEXT_CHARS = 300
CONTEXT_SKIP_BAND = 0.105  # share of the page height at top and bottom left out of the context


# ---------------------------------------------------------------------- captions, context


class PageText:
    """One text extraction of the page, made on first use and shared by lines and labels."""

    def __init__(self, page: pymupdf.Page) -> None:
        self.page = page
        self._tp: Any = None
        self._words: list[tuple] | None = None

    def textpage(self) -> Any:
        if self._tp is None:
            import pymupdf

            self._tp = self.page.get_textpage(flags=pymupdf.TEXTFLAGS_TEXT)
        return self._tp

    def words(self) -> list[tuple]:
        if self._words is None:
            self._words = self.page.get_text("words", textpage=self.textpage())
        return self._words


def page_text_lines(
    page: pymupdf.Page, page_no: int, text: PageText | None = None
) -> list[TextLine]:
    """The page's text-layer lines (used when the caller has none at hand)."""
    tp = (text or PageText(page)).textpage()
    out = []
    for block in page.get_text("dict", textpage=tp)["blocks"]:
        for line in block.get("lines", ()):
            spans = [sp for sp in line["spans"] if sp["text"].strip()]
            if not spans:
                continue
            content = " ".join("".join(sp["text"] for sp in line["spans"]).split())
            bold = any(sp["flags"] & 16 or "bold" in sp["font"].lower() for sp in spans)
            size = round(max(sp["size"] for sp in spans), 1)
            out.append(TextLine(content, page_no, tuple(line["bbox"]), size, bold))  # type: ignore[arg-type]
    return out


def caption_for(
    bbox: BBox, lines: list[TextLine], full_page: bool, prect: Any
) -> tuple[list[TextLine], str]:
    """The figure caption: a "Figure/Fig./Illustration/Drawing/Diagram N" line just below the
    region, else just above (within CAPTION_GAP_PT), else inside it; for a full-page drawing any
    such line on the page, else its title (largest text). Otherwise the nearest heading above."""
    x0, y0, x1, y1 = bbox
    lines = join_fragments(lines)

    def beside(ln: TextLine) -> bool:
        return ln.bbox[2] >= x0 - 30 and ln.bbox[0] <= x1 + 30

    captions = [ln for ln in lines if CAPTION_RE.match(ln.text)]
    below = [ln for ln in captions if beside(ln) and y1 - 8 <= ln.bbox[1] <= y1 + CAPTION_GAP_PT]
    above = [ln for ln in captions if beside(ln) and y0 - CAPTION_GAP_PT <= ln.bbox[3] <= y0 + 8]
    inside = [ln for ln in captions if centre_in(ln.bbox, bbox)]
    first: TextLine | None = None
    if below:
        first = min(below, key=lambda ln: ln.bbox[1])
    elif above:
        first = max(above, key=lambda ln: ln.bbox[3])
    elif inside:
        first = min(inside, key=lambda ln: (-ln.size, ln.bbox[1]))
    elif full_page and captions:
        first = min(captions, key=lambda ln: (ln.bbox[1], ln.bbox[0]))
    if first is not None:
        group = _caption_block(first, lines)
        return group, _clip_words(" ".join(ln.text.strip() for ln in group), 200)
    if full_page:
        inner = [ln for ln in lines if centre_in(ln.bbox, bbox) and len(ln.text.strip()) > 2]
        if inner:
            top = max(ln.size for ln in inner)
            title = sorted((ln for ln in inner if ln.size >= 0.6 * top), key=lambda ln: -ln.size)[
                :2
            ]
            title.sort(key=lambda ln: (ln.bbox[1], ln.bbox[0]))
            return title, _clip_words(" ".join(ln.text.strip() for ln in title), 200)
    band = CONTEXT_SKIP_BAND * prect.height  # "UNCLASSIFIED" in the running header is no title
    body = [ln for ln in lines if prect.y0 + band < ln.bbox[1] and ln.bbox[3] < prect.y1 - band]
    heading = _heading_above(bbox, body)
    return ([heading], heading.text.strip()) if heading else ([], "")


def join_fragments(lines: list[TextLine]) -> list[TextLine]:
    """Join pieces of one printed line that the text layer split ("Fig" + "ure 4-10 Rotor ...")."""
    out: list[TextLine] = []
    for ln in sorted(lines, key=lambda ln: (round(ln.bbox[1]), ln.bbox[0])):
        if out:
            prev = out[-1]
            h = max(0.1, prev.bbox[3] - prev.bbox[1])
            same_row = (
                abs(ln.bbox[1] - prev.bbox[1]) < 0.2 * h
                and abs(ln.bbox[3] - prev.bbox[3]) < 0.2 * h
            )
            if same_row and -1 <= ln.bbox[0] - prev.bbox[2] < 0.25 * h:
                glue = "" if ln.bbox[0] - prev.bbox[2] < 0.08 * h else " "
                out[-1] = TextLine(
                    prev.text.rstrip() + glue + ln.text.lstrip(),
                    prev.page,
                    (
                        prev.bbox[0],
                        min(prev.bbox[1], ln.bbox[1]),
                        ln.bbox[2],
                        max(prev.bbox[3], ln.bbox[3]),
                    ),
                    max(prev.size, ln.size),
                    prev.bold and ln.bold,
                    prev.ocr and ln.ocr,
                )
                continue
        out.append(ln)
    return out


def _caption_block(first: TextLine, lines: list[TextLine]) -> list[TextLine]:
    """The caption line plus up to two wrapped continuation lines set tight below it."""
    group, cur = [first], first
    for _ in range(2):
        h = cur.bbox[3] - cur.bbox[1]
        nxt = [
            ln
            for ln in lines
            if ln is not cur
            and 0 <= ln.bbox[1] - cur.bbox[3] <= 0.3 * h
            and ln.bbox[2] > cur.bbox[0]
            and ln.bbox[0] < cur.bbox[2]
            and abs(ln.size - first.size) <= 0.3
            and ln.bold == first.bold
            and not CAPTION_RE.match(ln.text)
        ]
        if not nxt:
            break
        cur = min(nxt, key=lambda ln: ln.bbox[1])
        group.append(cur)
    return group


def _heading_above(bbox: BBox, lines: list[TextLine]) -> TextLine | None:
    weighted = sorted(ln.size for ln in lines for _ in range(max(1, len(ln.text) // 20)))
    body = weighted[len(weighted) // 2] if weighted else 0.0

    def heading_like(ln: TextLine) -> bool:
        text = ln.text.strip()
        if not text or len(text) > 120 or len(text.split()) > 14 or not _has_letters(text):
            return False
        return ln.bold or ln.size >= body + 1.0 or bool(NUMBERED_HEADING_RE.match(text))

    above = [ln for ln in lines if ln.bbox[3] <= bbox[1] + 2 and heading_like(ln)]
    return max(above, key=lambda ln: (ln.bbox[3], -ln.bbox[0])) if above else None


def context_for(bbox: BBox, lines: list[TextLine], prect: Any) -> str:
    """About CONTEXT_CHARS of page text nearest the region (not inside it), in reading order.
    Review questions under a figure ("Q1. ...?") ask about it and say nothing of it: left out."""
    x0, y0, x1, y1 = bbox
    band = CONTEXT_SKIP_BAND * prect.height  # running headers and page numbers say nothing

    def distance(ln: TextLine) -> float:
        if ln.bbox[3] <= y0:
            return y0 - ln.bbox[3]
        if ln.bbox[1] >= y1:
            return ln.bbox[1] - y1
        return min(abs(ln.bbox[0] - x1), abs(x0 - ln.bbox[2]))

    asking = review_lines(lines)
    outside = [
        ln
        for i, ln in enumerate(lines)
        if ln.text.strip()
        and i not in asking
        and not centre_in(ln.bbox, bbox)
        and prect.y0 + band <= (ln.bbox[1] + ln.bbox[3]) / 2 <= prect.y1 - band
    ]
    picked: list[TextLine] = []
    total = 0
    for ln in sorted(outside, key=distance):
        picked.append(ln)
        total += len(ln.text) + 1
        if total >= CONTEXT_CHARS:
            break
    picked.sort(key=lambda ln: (ln.bbox[1], ln.bbox[0]))
    return _clip_words(" ".join(ln.text.strip() for ln in picked), CONTEXT_CHARS + 100)


def _clip_words(text: str, limit: int) -> str:
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0]
    return cut + " …"


def _has_letters(text: str) -> bool:
    return any(ch.isalpha() for ch in text)


# ---------------------------------------------------------------------- text: labels


@dataclass
class _Seg:
    """A run of words that reads as one label (before stacking lines)."""

    text: str
    bbox: tuple[float, float, float, float]
    words: list[tuple[str, tuple[float, float, float, float]]]
    block: int = -1

    @property
    def height(self) -> float:
        return max(0.1, self.bbox[3] - self.bbox[1])


def labels_from_text_layer(page_words: list[tuple], bbox: BBox) -> list[DiagramLabel]:
    """Labels from the text layer inside ``bbox``: words on one line that sit together form one
    label, stacked lines of one text block join ("No.2" + "Accumulator"), and every tag-like word
    ("V003", "(NAU14)") is also a label of its own."""
    rows: dict[tuple[int, int], list[tuple]] = {}
    # Whole-page words filtered by centre: a clip would cut "Vacuum Sensor" at the edge to "V S".
    for w in page_words:
        if centre_in(w[:4], bbox):
            rows.setdefault((w[5], w[6]), []).append(w)
    segs: list[_Seg] = []
    for (block, _line), words in rows.items():
        words.sort(key=lambda w: w[7])
        for run in _split_at_gaps([(w[4], tuple(w[:4])) for w in words]):
            segs.append(_seg(run, block))
    return _labels(_stack(segs, same_block=True))


def labels_from_ocr(ocr_lines: list[OcrLine], existing: list[DiagramLabel]) -> list[DiagramLabel]:
    """``existing`` plus labels from OCR lines, skipping what the text layer already gave."""
    segs = []
    for line in ocr_lines:
        words = [(w.text, w.bbox) for w in line.words] or [(line.text, line.bbox)]
        for run in _split_at_gaps(words):
            segs.append(_seg(run, -1))
    fresh = [
        lb
        for lb in _labels(_stack(segs, same_block=False), ocr=True)
        if not any(same_label(lb, old) for old in existing)
    ]
    return existing + fresh


def labels_from_lines(lines: list[TextLine]) -> list[DiagramLabel]:
    """Labels from whole lines without word boxes (word boxes estimated by character offset)."""
    segs = []
    for ln in lines:
        x0, y0, x1, y1 = ln.bbox
        text = " ".join(ln.text.split())
        per_char = (x1 - x0) / max(1, len(text))
        words, pos = [], 0
        for word in text.split(" "):
            wx0 = x0 + pos * per_char
            words.append((word, (wx0, y0, wx0 + len(word) * per_char, y1)))
            pos += len(word) + 1
        segs.append(_seg(words, -1))
    return _labels(_stack(segs, same_block=False))


def _seg(words: list[tuple[str, tuple]], block: int) -> _Seg:
    boxes = [b for _, b in words]
    bbox = (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )
    return _Seg(" ".join(t for t, _ in words), bbox, list(words), block)


def _split_at_gaps(words: list[tuple[str, tuple]]) -> list[list[tuple[str, tuple]]]:
    """Split a line where the horizontal gap between words is wider than ~1 character height:
    two labels that happen to share a baseline ("WF003 ... WF004")."""
    if not words:
        return []
    runs, run = [], [words[0]]
    for prev, cur in itertools.pairwise(words):
        pb, cb = prev[1], cur[1]
        h = max(pb[3] - pb[1], cb[3] - cb[1])
        vertical = (cb[3] - cb[1]) > 1.5 * (cb[2] - cb[0]) and len(cur[0]) > 1
        if not vertical and cb[0] - pb[2] > 0.9 * h:
            runs.append(run)
            run = []
        run.append(cur)
    runs.append(run)
    return runs


def is_tag(text: str) -> bool:
    """An equipment tag ("V003", "(NAU14)"), brackets and punctuation around it ignored."""
    return bool(TAG_RE.fullmatch(text.strip("()[]{},;:.")))


def _stack(segs: list[_Seg], same_block: bool, max_lines: int = 4) -> list[_Seg]:
    """Join label lines set directly under each other (same size, overlapping horizontally).
    A tag line never joins: "(NAU14)" under "No.2 Accumulator" stays its own label."""
    segs = sorted(segs, key=lambda sg: (sg.bbox[1], sg.bbox[0]))
    used = [False] * len(segs)
    out = []
    for i, seg in enumerate(segs):
        if used[i]:
            continue
        used[i] = True
        group, cur = [seg], seg
        while len(group) < max_lines and not is_tag(cur.text):
            best = None
            for j in range(i + 1, len(segs)):
                other = segs[j]
                if other.bbox[1] > cur.bbox[3] + 0.5 * cur.height:
                    break
                if used[j] or is_tag(other.text):
                    continue
                if same_block and other.block != cur.block and not _aligned(other, cur):
                    continue
                if not (0.75 <= other.height / cur.height <= 1.33):
                    continue
                if other.bbox[1] < cur.bbox[3] - 0.3 * cur.height:
                    continue  # same line, not the next one
                if other.bbox[2] <= cur.bbox[0] or other.bbox[0] >= cur.bbox[2]:
                    continue
                best = j
                break
            if best is None:
                break
            used[best] = True
            cur = segs[best]
            group.append(cur)
        if len(group) == 1:
            out.append(seg)
        else:
            out.append(_seg([w for g in group for w in g.words], group[0].block))
    return out


def _aligned(a: _Seg, b: _Seg) -> bool:
    """Left, right or centre edges in line: one label set over several text blocks."""
    return (
        abs(a.bbox[0] - b.bbox[0]) < 2
        or abs(a.bbox[2] - b.bbox[2]) < 2
        or abs((a.bbox[0] + a.bbox[2]) - (b.bbox[0] + b.bbox[2])) < 4
    )


def _labels(segs: list[_Seg], ocr: bool = False) -> list[DiagramLabel]:
    out: list[DiagramLabel] = []
    seen: set[tuple[str, tuple[int, int, int, int]]] = set()

    def add(text: str, box: tuple) -> None:
        text = printed(text)
        key = (text, tuple(round(v) for v in box))
        if text and key not in seen:
            seen.add(key)
            out.append(DiagramLabel(text=text, bbox=tuple(round(v, 2) for v in box)))  # type: ignore[arg-type]

    for seg in segs:
        add(seg.text.strip(), seg.bbox)
        for word, box in seg.words:
            for part, pbox in _split_word(word, box):
                core = part.strip("()[]{},;:.")
                if core != seg.text.strip() and TAG_RE.fullmatch(core):
                    add(core, pbox)
                if ocr:
                    fixed = _digit_reading(core)
                    if fixed:
                        add(fixed, pbox)
    return out


_DIGIT_LOOKALIKES = str.maketrans("ODQIl", "00011")


def _digit_reading(word: str) -> str | None:
    """OCR of small print reads digits in tags as letters: 0 as O/D/Q, 1 as I/l ("PD1", "VOD5",
    "CD08", "MS-IO"). Give the reading with digits as well ("P01", "V005", "C008", "MS-10"); the
    raw reading stays a label too."""
    if not 2 <= len(word) <= 12 or word.count("-") > 1:
        return None
    head, dash, rest = word.partition("-")
    if not dash:
        head, rest = "", word
    body, suffix = (
        (rest[:-1], rest[-1])
        if len(rest) > 2 and rest[-1].isupper() and rest[-2].isdigit()
        else (rest, "")
    )
    starts = [0] if dash else range(1, min(4, len(body) - 1) + 1)
    for k in starts:
        prefix, tail = (head, body) if dash else (body[:k], body[k:])
        if not prefix.isalpha() or not prefix.isupper() or not tail:
            continue
        if not all(ch.isdigit() or ch in "ODQIl" for ch in tail):
            continue
        if any(ch in "ODQIl" for ch in tail) and (dash or any(ch.isdigit() for ch in tail)):
            return prefix + dash + tail.translate(_DIGIT_LOOKALIKES) + suffix
    return None


def _split_word(word: str, box: tuple) -> list[tuple[str, tuple]]:
    """ "V001/V002" -> two parts with boxes in proportion to their characters."""
    parts = re.split(r"([/,+&])", word)
    if len(parts) == 1:
        return [(word, box)]
    out, pos = [], 0
    per = (box[2] - box[0]) / max(1, len(word))
    for part in parts:
        if part and part not in "/,+&":
            x0 = box[0] + pos * per
            out.append((part, (x0, box[1], x0 + len(part) * per, box[3])))
        pos += len(part)
    return out


def same_label(a: DiagramLabel, b: DiagramLabel) -> bool:
    """The same text (spaces and case ignored) in overlapping boxes: read twice, kept once."""
    if a.text.replace(" ", "").lower() != b.text.replace(" ", "").lower():
        return False
    ra, rb = a.bbox, b.bbox
    ix = min(ra[2], rb[2]) - max(ra[0], rb[0])
    iy = min(ra[3], rb[3]) - max(ra[1], rb[1])
    return ix > 0 and iy > 0


# ---------------------------------------------------------------------- geometry


def centre_in(box: Any, rect: Any) -> bool:
    """The centre of ``box`` lies in ``rect`` (both x0, y0, x1, y1)."""
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return rect[0] <= cx <= rect[2] and rect[1] <= cy <= rect[3]
