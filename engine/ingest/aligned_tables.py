"""Tables without ruling lines: words aligned in the text layer (borderless brochure tables,
parameter lists) and words read by OCR in pictures and scans. Both become ``PageTable`` like a
ruled table, so captions, stitching, CSV, row chunks and entity links work the same way.
The reading itself is ``engine.ingest.word_table``.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from engine.index_text.normalise import font_text, symbol_font
from engine.ingest import limits as lim
from engine.ingest.drawn_ink import drawn_around, lone_dashes
from engine.ingest.orientation import tinted
from engine.ingest.pages import inside
from engine.ingest.picture_grid import GridRead, grid_tables
from engine.ingest.tables import CAPTION_RE, PageTable, place_caption
from engine.ingest.word_table import Word, WordTable, find_word_tables, fragments_from_words
from engine.types import BBox, TextLine

if TYPE_CHECKING:
    import pymupdf

    from engine.ingest.ocr import OcrPage

log = logging.getLogger(__name__)


def text_layer_tables(
    page: pymupdf.Page, page_no: int, exclude: Sequence[BBox], lines: Sequence[TextLine]
) -> list[PageTable]:
    """Borderless tables in the page's text layer, outside ``exclude`` (ruled tables, drawings).
    ``lines`` (the page's text lines) give the caption. Never raises."""
    try:
        bold, symbol = _font_spans(page)
        words: list[Word] = []
        for x0, y0, x1, y1, text, block, line, _n in page.get_text("words", sort=False):
            box = (x0, y0, x1, y1)
            if any(inside(box, ex) for ex in exclude):
                continue
            # a tick or dot set in a dingbat font reads as the font's own code ("4", "l")
            font = next((name for span, name in symbol if inside(box, span, 0.5)), "")
            text = font_text(text, font) if font else text
            heavy = any(inside(box, span, 0.5) for span in bold)
            words.append(Word(text, box, block * 10_000 + line, bold=heavy))
        if len(words) < 9:
            return []
        # A framed box (a NOTE or WARNING callout, a boxed remark) is a unit of its own: its
        # words are never a row of a borderless table beside or under it.
        paths = page.get_cdrawings()  # read once: frames, strokes and column rules
        frames = _frames(paths)
        groups: dict[int, list[Word]] = {}
        for word in words:
            holder = min(
                (i for i, f in enumerate(frames) if inside(word.bbox, f)),
                key=lambda i: _area(frames[i]),
                default=-1,
            )
            groups.setdefault(holder, []).append(word)
        found = [
            t for group in groups.values() for t in find_word_tables(fragments_from_words(group))
        ]
        if found:
            strokes = _stroke_boxes(paths)
            found = [t for t in found if not _drawn_over(t.bbox, strokes)]
        if found:
            rules = _column_rules(paths)
            found = [t for t in found if not _ruled_columns(t, rules)]
        return [_page_table(t, page_no, page.rect.height, "borderless", lines) for t in found]
    except Exception:
        log.exception("borderless table detection failed on page %d", page_no)
        return []


def _stroke_boxes(paths: list[dict[str, Any]]) -> list[BBox]:
    """Boxes of the page's stroked paths (lines and outlines, not filled shading)."""
    return [tuple(p["rect"]) for p in paths if p.get("type") in ("s", "fs")]  # type: ignore[misc]


def _frames(paths: list[dict[str, Any]]) -> list[BBox]:
    """Stroked rectangles at least a line of text high: boxes drawn around text."""
    out: list[BBox] = []
    for path in paths:
        if path.get("type") not in ("s", "fs"):
            continue
        for item in path["items"]:
            if item[0] == "re":
                x0, y0, x1, y1 = item[1]
                if y1 - y0 >= lim.FRAME_MIN_HEIGHT and x1 - x0 >= lim.FRAME_MIN_HEIGHT:
                    out.append((x0, y0, x1, y1))
    return out


def _area(box: BBox) -> float:
    return (box[2] - box[0]) * (box[3] - box[1])


def _drawn_over(bbox: BBox, strokes: list[BBox]) -> bool:
    """Many strokes inside: the labels of a wiring or block diagram, not a borderless table."""
    inside_box = sum(1 for r in strokes if inside(r, bbox))
    return inside_box > lim.MAX_TABLE_STROKES


def _column_rules(paths: list[dict[str, Any]]) -> list[tuple[float, float, float]]:
    """Vertical rules the page draws, (x, y0, y1): stroked lines and thin filled rectangles
    (word processors draw a table's cell borders as hairline rectangles)."""
    out: list[tuple[float, float, float]] = []
    for path in paths:
        for item in path.get("items", ()):
            if item[0] == "l":
                (xa, ya), (xb, yb) = item[1], item[2]
                if abs(xa - xb) <= lim.RULE_MAX_WIDTH and abs(ya - yb) > lim.RULE_MAX_WIDTH:
                    out.append(((xa + xb) / 2, min(ya, yb), max(ya, yb)))
            elif item[0] == "re":
                x0, y0, x1, y1 = item[1]
                if x1 - x0 <= lim.RULE_MAX_WIDTH and y1 - y0 > lim.RULE_MAX_WIDTH:
                    out.append(((x0 + x1) / 2, y0, y1))
    return out


def _ruled_columns(table: WordTable, rules: list[tuple[float, float, float]]) -> bool:
    """The candidate's columns are divided by drawn rules: a ruled grid, which the ruled-table
    reader has already judged (a blank form: header cells over empty rows), not a borderless
    table. Ruled when rules cross it at half its column boundaries or more."""
    x0, y0, x1, y1 = table.bbox
    margin = lim.RULE_MAX_WIDTH
    crossing = sorted(
        x
        for x, top, bottom in rules
        if x0 + margin < x < x1 - margin
        and min(bottom, y1) - max(top, y0) >= lim.RULE_SPAN_SHARE * (y1 - y0)
    )
    distinct = [x for i, x in enumerate(crossing) if i == 0 or x - crossing[i - 1] > margin]
    boundaries = len(table.rows[0]) - 1
    return boundaries > 0 and len(distinct) >= max(1, boundaries / 2)


def _font_spans(page: pymupdf.Page) -> tuple[list[BBox], list[tuple[BBox, str]]]:
    """Boxes of the text spans set in a bold face (header rows of borderless tables), and of
    those set in a symbol font, with its name (marks whose codes the font decides)."""
    bold: list[BBox] = []
    symbol: list[tuple[BBox, str]] = []
    for block in page.get_text("dict", flags=0).get("blocks", []):
        for line in block.get("lines", []):
            for span in line.get("spans", []):
                font = str(span.get("font", ""))
                low = font.lower()
                box: BBox = tuple(span["bbox"])  # type: ignore[assignment]
                if span.get("flags", 0) & 16 or "bold" in low or "black" in low:
                    bold.append(box)
                if symbol_font(font):
                    symbol.append((box, font))
    return bold, symbol


def ocr_tables(
    read: OcrPage,
    page_no: int,
    page_height: float,
    caption_lines: Sequence[TextLine],
    whole_region: bool,
) -> list[PageTable]:
    """Tables among OCR'd lines: a picture when ``whole_region`` (two columns are enough: the
    picture is already one unit), else a scanned page. Rows and columns are read in the upright
    picture, then the table's box is put on the page."""
    from engine.ingest.ocr import map_box

    try:
        upright = read.upright if read.to_page is not None else read.lines
        min_cols = lim.MIN_PICTURE_COLS if whole_region else lim.MIN_COLS
        ruled = [g for g in grid_tables(read) if _filled(g) and len(g.rows[0]) >= min_cols]
        if whole_region and ruled:
            # A picture that holds a table is mostly that table; in a drawing, dimension and
            # leader lines box a few numbers among many labels.
            boxes = [w.bbox for line in upright for w in (line.words or ())]
            held = sum(1 for b in boxes if any(inside(b, g.bbox, 0.5) for g in ruled))
            if held < lim.GRID_MIN_WORD_SHARE * len(boxes):
                ruled = []
        words = [
            Word(w.text, w.bbox, i, line.score)
            for i, line in enumerate(upright)
            for w in (line.words or ())
            if not any(inside(w.bbox, g.bbox, 0.5) for g in ruled)
        ]
        if whole_region and read.image is not None and read.to_page is not None:
            # "-" cells (no value) that the text detector missed, each a line of its own
            scores = [w.score for w in words]
            for k, (box, at) in enumerate(lone_dashes(read.image, [w.bbox for w in words])):
                if not any(inside(box, g.bbox, 0.5) for g in ruled):
                    words.append(Word("-", box, len(upright) + k, scores[at]))
        found = find_word_tables(
            fragments_from_words(words),
            min_cols=min_cols,
            whole_region=whole_region,
            rules=read.rules if whole_region and read.to_page is not None else (),
            tint=tinted(read.image) if whole_region and read.to_page is not None else None,
        )
        found += [_word_table(g) for g in ruled]
        if read.image is not None:
            # Labels of a drawing align in rows and columns too: its outlines, curves and
            # arrowheads around them tell it from a table.
            boxes = [w.bbox for line in upright for w in (line.words or ())]
            found = [t for t in found if not drawn_around(read.image, t.bbox, boxes)]
        if read.to_page is not None:
            for table in found:
                table.bbox = map_box(table.bbox, read.to_page)
        out = [_page_table(t, page_no, page_height, "ocr", caption_lines) for t in found]
        for table, word_table in zip(out, found, strict=True):
            if word_table.title and not CAPTION_RE.match(table.caption):
                table.caption = word_table.title
        return sorted(out, key=lambda t: (t.bbox[1], t.bbox[0]))
    except Exception:
        log.exception("reading a table from OCR failed on page %d", page_no)
        return []


def _filled(grid: GridRead) -> bool:
    """Enough cells hold text for a table (a chart's grid lines hold a few axis labels)."""
    cells = [c for row in grid.rows for c in row] + list(grid.header)
    return bool(cells) and sum(1 for c in cells if c.strip()) / len(cells) >= lim.MIN_FILL


def _word_table(grid: GridRead) -> WordTable:
    header_rows = 1 if grid.header else 0
    return WordTable(
        grid.bbox,
        grid.header,
        grid.rows,
        grid.col_edges,
        grid.confidence,
        header_rows,
        [],
        grid.title,
    )


def _page_table(
    table: WordTable, page_no: int, height: float, source: str, lines: Sequence[TextLine]
) -> PageTable:
    out = PageTable(
        page=page_no,
        bbox=table.bbox,
        header=table.header,
        rows=table.rows,
        caption="",
        n_cols=len(table.rows[0]),
        col_edges=table.col_edges,
        page_height=height,
        source=source,
        confidence=table.confidence if source == "ocr" else 1.0,
    )
    inner = [ln for ln in lines if not inside(ln.bbox, table.bbox)]
    place_caption(out, [], inner, height)
    return out


def without_table_lines(lines: list[TextLine], tables: Sequence[PageTable]) -> list[TextLine]:
    return [ln for ln in lines if not any(inside(ln.bbox, t.bbox) for t in tables)]
