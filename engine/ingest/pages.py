"""Lines of text from a PDF page's text layer, and a verdict on whether that layer can be trusted."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.index_text.normalise import font_text, printed
from engine.ingest import limits as lim
from engine.ingest.upright import text_turn
from engine.types import BBox, TextLine

if TYPE_CHECKING:
    import pymupdf

_SPACES = re.compile(r"[ \t\u00a0\u2000-\u200b]+")
_BOLD_FLAG = 16
MIN_TEXT_CHARS = 25  # fewer characters than this on a page with images: treat as a scan


@dataclass(frozen=True)
class PageText:
    page: int
    lines: list[TextLine]
    width: float
    height: float
    garbage: bool  # text layer present but unreadable (broken font encoding)
    scanned: bool  # no usable text layer but images cover the page
    chars: int
    # Triage: pictures on the page big enough to hold text, with their share of the page.
    pictures: tuple[BBox, ...] = ()
    picture_share: float = 0.0
    # Most of the text runs up or down the page (a table set sideways): the turn in degrees that
    # brings it upright (engine.ingest.upright), else 0.
    sideways_turn: int = 0

    @property
    def picture_text(self) -> bool:
        """A picture under a thin text layer (a running header, a caption): its content has to
        come from OCR of the pictures although the page "has text"."""
        return (
            not self.scanned
            and not self.garbage
            and self.chars <= lim.THIN_TEXT_CHARS
            and self.picture_share >= lim.PICTURE_PAGE_SHARE
        )


def read_page(page: pymupdf.Page, page_no: int) -> PageText:
    """Lines of one page with font size and weight, plus whether the page needs OCR."""
    lines: list[TextLine] = []
    raw_parts: list[str] = []
    data = page.get_text("dict", flags=0)  # no images, no ligature/whitespace preservation
    for block in data.get("blocks", []):
        if block.get("type", 0) != 0:
            continue
        for line in block.get("lines", []):
            spans = [s for s in line.get("spans", []) if s.get("text")]
            if not spans:
                continue
            raw = "".join(font_text(s["text"], str(s.get("font", ""))) for s in spans)
            raw_parts.append(raw)
            text = clean_text(raw)
            if not text:
                continue
            size = max(s.get("size", 0.0) for s in spans)
            bold_chars = sum(len(s["text"].strip()) for s in spans if _is_bold(s))
            total_chars = sum(len(s["text"].strip()) for s in spans) or 1
            bbox = tuple(round(v, 2) for v in line["bbox"])
            lines.append(
                TextLine(
                    text=text,
                    page=page_no,
                    bbox=bbox,  # type: ignore[arg-type]
                    size=round(size, 1),
                    bold=bold_chars >= 0.6 * total_chars,
                )
            )
    raw_text = "".join(raw_parts)
    chars = len(raw_text.strip())
    garbage = chars >= MIN_TEXT_CHARS and is_garbage(raw_text)
    pictures = _pictures(page)
    share = _image_coverage(page)
    scanned = chars < MIN_TEXT_CHARS and share > 0.3
    rect = page.rect
    sideways, turn = text_turn(page, data)
    return PageText(
        page=page_no,
        lines=_merge_same_baseline(lines),
        width=rect.width,
        height=rect.height,
        garbage=garbage,
        scanned=scanned,
        chars=chars,
        pictures=tuple(pictures),
        picture_share=round(share, 3),
        sideways_turn=turn if sideways >= lim.SIDEWAYS_TEXT_SHARE else 0,
    )


def _pictures(page: pymupdf.Page) -> list[BBox]:
    """Placed images covering at least MIN_PICTURE_SHARE of the page, in page coordinates
    (clipped to the page), biggest first."""
    area = page.rect.width * page.rect.height or 1.0
    prect = page.rect * page.derotation_matrix
    out: list[tuple[float, BBox]] = []
    for info in page.get_image_info():
        x0, y0, x1, y1 = info["bbox"]
        x0, y0 = max(x0, prect.x0), max(y0, prect.y0)
        x1, y1 = min(x1, prect.x1), min(y1, prect.y1)
        box_area = max(0.0, x1 - x0) * max(0.0, y1 - y0)
        if box_area >= lim.MIN_PICTURE_SHARE * area:
            out.append((box_area, (round(x0, 2), round(y0, 2), round(x1, 2), round(y1, 2))))
    return [box for _, box in sorted(out, key=lambda item: -item[0])]


def clean_text(raw: str) -> str:
    text = printed(raw)
    text = "".join(ch if ch.isprintable() else " " for ch in text)
    return _SPACES.sub(" ", text).strip()


def is_garbage(text: str) -> bool:
    """True when a text layer is mostly undecodable glyphs (e.g. fonts without a ToUnicode map)."""
    stripped = [ch for ch in text if not ch.isspace()]
    if not stripped:
        return False
    control = sum(1 for ch in stripped if ord(ch) < 32 or ch == "\ufffd")
    private = sum(1 for ch in stripped if 0xE000 <= ord(ch) <= 0xF8FF)
    if control / len(stripped) > 0.02 or (control + private) / len(stripped) > 0.3:
        return True
    # Broken encodings shift letters into punctuation and digits: real prose is mostly letters.
    # Dot leaders of a table of contents are not a sign of a broken layer: leave them out.
    meaningful = [ch for ch in stripped if ch not in "._-…·"]
    letters = sum(ch.isalpha() for ch in meaningful)
    return len(meaningful) > 200 and letters / len(meaningful) < 0.35


def _is_bold(span: dict) -> bool:
    font = str(span.get("font", "")).lower()
    return bool(span.get("flags", 0) & _BOLD_FLAG) or "bold" in font or "black" in font


def _image_coverage(page: pymupdf.Page) -> float:
    area = page.rect.width * page.rect.height or 1.0
    covered = 0.0
    for info in page.get_image_info():
        x0, y0, x1, y1 = info["bbox"]
        covered += max(0.0, x1 - x0) * max(0.0, y1 - y0)
    return min(1.0, covered / area)


def _merge_same_baseline(lines: list[TextLine]) -> list[TextLine]:
    """PDF producers often split one visual line into several; join pieces on the same baseline
    that sit close together, so headings like "4.4.1   Flow diagram" come out whole."""
    if not lines:
        return lines
    out: list[TextLine] = [lines[0]]
    for line in lines[1:]:
        prev = out[-1]
        same_row = abs(line.bbox[1] - prev.bbox[1]) < 2.5 and abs(line.bbox[3] - prev.bbox[3]) < 2.5
        gap = line.bbox[0] - prev.bbox[2]
        if same_row and -1.0 <= gap < max(prev.size, line.size, 8.0) * 3.0:
            out[-1] = TextLine(
                text=f"{prev.text} {line.text}",
                page=prev.page,
                bbox=_union(prev.bbox, line.bbox),
                size=max(prev.size, line.size),
                bold=prev.bold and line.bold,
                ocr=prev.ocr,
            )
        else:
            out.append(line)
    return out


def _union(a: BBox, b: BBox) -> BBox:
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))


# ---------------------------------------------------------------- page furniture

_DIGITS = re.compile(r"\d+")


def furniture_keys(pages: list[PageText], share: float = 0.3) -> set[str]:
    """Running headers/footers: lines near the top or bottom edge repeated on many pages (on
    ``share`` of them, and at least three).

    Keys are the line text with digits masked, so "18(33)" and "19(33)" count as one.
    """
    counts: Counter[str] = Counter()
    for page in pages:
        seen = {_furniture_key(line) for line in page.lines if _near_edge(line, page.height)}
        counts.update(seen)
    threshold = max(3, int(share * len(pages)))
    return {key for key, n in counts.items() if n >= threshold}


def is_furniture(line: TextLine, page_height: float, keys: set[str]) -> bool:
    return _near_edge(line, page_height) and _furniture_key(line) in keys


def furniture_text(text: str, keys: set[str]) -> bool:
    """True when ``text`` is a running header/footer line (wherever it was found)."""
    return bool(text) and _DIGITS.sub("#", text.lower()) in keys


def _near_edge(line: TextLine, height: float) -> bool:
    return line.bbox[3] < 0.13 * height or line.bbox[1] > 0.9 * height


def _furniture_key(line: TextLine) -> str:
    return _DIGITS.sub("#", line.text.lower())


def inside(inner: BBox, outer: BBox, tolerance: float = 2.0) -> bool:
    """True when the centre of ``inner`` lies inside ``outer``."""
    cx = (inner[0] + inner[2]) / 2
    cy = (inner[1] + inner[3]) / 2
    return (
        outer[0] - tolerance <= cx <= outer[2] + tolerance
        and outer[1] - tolerance <= cy <= outer[3] + tolerance
    )
