"""Ruled tables in pictures and scans, read through the ruled-table reader of the text layer.

A picture of a ruled table carries the same grid a vector table does, only as pixels. Its ruling
segments (``engine.ingest.orientation``) are drawn as vector lines on a blank scratch page in the
upright picture's frame, PyMuPDF's ``find_tables`` (strategy ``lines_strict``) turns them into
cells, and the OCR'd words are split into characters and placed in those cells by
``engine.ingest.table_grid.read_grid`` — so merged cells, multi-row headers, grouped problem rows
and title rows are read exactly as in a vector table. Pictures without a grid (borderless tables,
lines erased) are left to the word-alignment reader (``engine.ingest.word_table``).
"""

from __future__ import annotations

import logging
import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.ingest import limits as lim
from engine.ingest.table_grid import TableChar, read_grid
from engine.ingest.table_header import infer_header, two_levels, words_over_figures
from engine.types import BBox

Segment = tuple[float, float, float]

if TYPE_CHECKING:
    from engine.ingest.ocr import OcrPage

log = logging.getLogger(__name__)


@dataclass
class GridRead:
    """One ruled table read from a picture, in the upright picture's pixels."""

    bbox: BBox
    header: list[str]
    rows: list[list[str]]
    title: str
    col_edges: tuple[float, ...]
    confidence: float


def grid_tables(read: OcrPage) -> list[GridRead]:
    """Ruled tables among the OCR'd words of a picture or scanned page (upright pixels).
    Never raises: a picture the grid reader cannot use gives []."""
    if len(read.rules) < lim.GRID_MIN_RULES or not read.vrules:
        return []
    try:
        return _grid_tables(read)
    except Exception:
        log.exception("reading a ruled picture table failed")
        return []


def _grid_tables(read: OcrPage) -> list[GridRead]:
    import pymupdf

    lines = read.upright if read.to_page is not None else read.lines
    # Pixels -> scratch points at the page's own scale, so find_tables' snapping tolerances
    # (a few points) mean what they mean on a vector page.
    scale = math.hypot(read.to_page.a, read.to_page.b) if read.to_page is not None else 1.0
    heights = [ln.bbox[3] - ln.bbox[1] for ln in lines]
    text_height = statistics.median(heights) if heights else 10.0
    vrules = [*read.vrules, *_side_rules(read.rules, read.vrules, text_height)]
    rules = [*read.rules, *_closing_rules(read.rules, tuple(vrules), text_height)]
    xs = [v for y, x0, x1 in rules for v in (x0, x1)]
    ys = [v for x, y0, y1 in vrules for v in (y0, y1)]
    width = max([*xs, *(ln.bbox[2] for ln in lines), 10.0]) * scale + 10
    height = max([*ys, *(ln.bbox[3] for ln in lines), 10.0]) * scale + 10
    doc = pymupdf.open()
    page = doc.new_page(width=width, height=height)
    shape = page.new_shape()
    for y, x0, x1 in rules:
        shape.draw_line((x0 * scale, y * scale), (x1 * scale, y * scale))
    for x, y0, y1 in vrules:
        shape.draw_line((x * scale, y0 * scale), (x * scale, y1 * scale))
    shape.finish(width=0.5, color=(0, 0, 0))
    shape.commit()
    # find_tables keeps only tables holding text: a dot of invisible text marks each word.
    writer = pymupdf.TextWriter(page.rect)
    for line in lines:
        for word in line.words or ():
            x = (word.bbox[0] + word.bbox[2]) / 2 * scale
            y = (word.bbox[1] + word.bbox[3]) / 2 * scale
            writer.append((x, y), "x", fontsize=2)
    writer.write_text(page, render_mode=3)
    finder = page.find_tables(use_layout=False, strategy="lines_strict")
    if finder is None or not finder.tables:
        return []
    chars, scores = _chars(lines, scale)
    shades = [tuple(v * scale for v in box) for box in read.shaded]
    out: list[GridRead] = []
    for tab in finder.tables:
        cells = _under_column_rules(tab, vrules, scale, text_height * scale)
        if not cells:
            continue
        bbox = (
            min(c[0] for c in cells),
            min(c[1] for c in cells),
            max(c[2] for c in cells),
            max(c[3] for c in cells),
        )
        grid = read_grid(cells, bbox, chars, shades)  # type: ignore[arg-type]
        if grid is None:
            continue
        title, header, rows = infer_header(grid.header, grid.rows)
        if not header and words_over_figures(rows):  # OCR knows no bold: names over figures
            header, rows = [c.replace("\n", " ") for c in rows[0]], rows[1:]
            header, rows = two_levels(header, rows)  # group names over the columns' names
        if len(rows) + (1 if header else 0) < lim.MIN_ROWS - 1 or not rows:
            continue
        if _frame_panel(tuple(v / scale for v in bbox), read.rules, read.vrules, text_height):
            log.debug("a panel in the corner of a bigger ruled frame (a title block): %s", bbox)
            continue
        inside = [s for (cx, cy), s in scores if _within(cx, cy, bbox)]
        confidence = round(statistics.fmean(inside), 3) if inside else 0.0
        out.append(
            GridRead(
                bbox=tuple(v / scale for v in bbox),  # type: ignore[arg-type]
                header=header,
                rows=rows,
                title=title,
                col_edges=tuple(round(e / scale, 1) for e in grid.col_edges),
                confidence=confidence,
            )
        )
    return out


def _frame_panel(
    bbox: tuple[float, ...],
    rules: Sequence[Segment],
    vrules: Sequence[Segment],
    text_height: float,
) -> bool:
    """The grid's edges run on as the rules of a bigger frame, across and down: a panel in the
    corner of a drawing's border (its title block), not a table standing on its own. A table's
    own frame ends at its corners. Pixels of the upright picture."""
    x0, y0, x1, y1 = bbox
    tol = max(3.0, lim.GRID_SNAP_SHARE * text_height)

    def beyond(segments: Sequence[Segment], at: float, lo: float, hi: float) -> float:
        """Length of the rules on the line ``at`` that lies outside [lo, hi]."""
        return sum(
            max(0.0, min(b, lo) - a) + max(0.0, b - max(a, hi))
            for pos, a, b in segments
            if abs(pos - at) <= tol
        )

    across = max(beyond(rules, y, x0, x1) for y in (y0, y1)) / max(1.0, x1 - x0)
    down = max(beyond(vrules, x, y0, y1) for x in (x0, x1)) / max(1.0, y1 - y0)
    return across >= lim.FRAME_RUN_SHARE and down >= lim.FRAME_RUN_SHARE


def _under_column_rules(
    tab: Any, vrules: list[Segment], scale: float, tol: float
) -> list[tuple[float, float, float, float]]:
    """The table's cells where its column rules run: find_tables closes a band between two row
    rules into a cell even when nothing rules its sides (a page-header rule above a table)."""
    x0, y0, x1, y1 = tab.bbox
    inside = [
        v
        for v in vrules
        if x0 - tol <= v[0] * scale <= x1 + tol and v[2] * scale > y0 and v[1] * scale < y1
    ]
    if not inside:
        return []
    top = min(v[1] for v in inside) * scale - tol
    bottom = max(v[2] for v in inside) * scale + tol
    return [tuple(c) for c in tab.cells if c and top <= (c[1] + c[3]) / 2 <= bottom]  # type: ignore[misc]


def _side_rules(
    rules: tuple[Segment, ...], vrules: tuple[Segment, ...], text_height: float
) -> list[Segment]:
    """The open sides of a table drawn without outer column rules (row rules that start and end
    together, column rules only inside): a side rule at each end of those row rules."""
    tol = max(3.0, lim.GRID_SNAP_SHARE * text_height)
    groups: list[list[Segment]] = []
    for rule in sorted(rules, key=lambda r: (r[1], r[2])):
        for group in groups:
            if abs(group[0][1] - rule[1]) <= tol and abs(group[0][2] - rule[2]) <= tol:
                group.append(rule)
                break
        else:
            groups.append([rule])
    out: list[Segment] = []
    for group in groups:
        if len(group) < lim.GRID_MIN_RULES:
            continue
        top, bottom = min(r[0] for r in group), max(r[0] for r in group)
        x0 = statistics.median(r[1] for r in group)
        x1 = statistics.median(r[2] for r in group)
        inner = [v for v in vrules if x0 + tol < v[0] < x1 - tol and v[1] < bottom and v[2] > top]
        if not inner:
            continue  # rows only: a list between rules, not a grid
        for x in (x0, x1):
            if not any(
                abs(v[0] - x) <= tol and v[1] <= top + tol and v[2] >= bottom - tol for v in vrules
            ):
                out.append((x, top, bottom))
    return out


def _closing_rules(
    rules: tuple[Segment, ...], vrules: tuple[Segment, ...], text_height: float
) -> list[Segment]:
    """The top or bottom edge of a frame the picture cut off: column rules that end together
    with no row rule there get one (a picture clipped a pixel inside its table's border)."""
    out: list[Segment] = []
    tol = max(3.0, lim.GRID_SNAP_SHARE * text_height)
    top, bottom = min(v[1] for v in vrules), max(v[2] for v in vrules)
    for edge, end in ((top, 1), (bottom, 2)):
        ends = [v for v in vrules if abs(v[end] - edge) <= tol]
        if len(ends) < 2:
            continue
        x0, x1 = min(v[0] for v in ends), max(v[0] for v in ends)
        closed = any(abs(y - edge) <= tol and a <= x0 + tol and b >= x1 - tol for y, a, b in rules)
        if not closed:
            out.append((edge, x0, x1))
    return out


def _chars(
    lines: list, scale: float
) -> tuple[list[TableChar], list[tuple[tuple[float, float], float]]]:  # type: ignore[type-arg]
    """The OCR'd words as characters spread evenly over each word's box (scratch points), a
    space after every word but the last of its line; and each word's centre with its line's score."""
    chars: list[TableChar] = []
    scores: list[tuple[tuple[float, float], float]] = []
    for index, line in enumerate(lines):
        words = list(line.words or ())
        for n, word in enumerate(words):
            x0, y0, x1, y1 = (v * scale for v in word.bbox)
            text = word.text
            if not text.strip():
                continue
            step = (x1 - x0) / len(text)
            for i, c in enumerate(text):
                chars.append(TableChar(x0 + i * step, y0, x0 + (i + 1) * step, y1, c, False, index))
            if n + 1 < len(words):  # the space sits at the word's end, in the word's cell
                chars.append(TableChar(x1 - step / 2, y0, x1, y1, " ", False, index))
            scores.append((((x0 + x1) / 2, (y0 + y1) / 2), line.score))
    return chars, scores


def _within(x: float, y: float, bbox: BBox) -> bool:
    return bbox[0] <= x <= bbox[2] and bbox[1] <= y <= bbox[3]
