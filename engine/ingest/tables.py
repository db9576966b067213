"""Ruled tables in ship manuals: find them on a page, caption them, stitch page breaks.

Detection is PyMuPDF's ``find_tables`` with the ``lines_strict`` strategy and without the layout
model (``use_layout=False``: ~20x faster, see STACK.md). ``lines_strict`` builds the grid from
drawn rules only (strokes and hairline fills), never from background shading or text alignment,
so prose is not turned into invented tables. Pages without enough straight rules skip detection:
they cost one ``get_drawings()`` call. The cells are read by ``engine.ingest.table_grid``.
"""

from __future__ import annotations

import logging
import re
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.index_text.normalise import font_text
from engine.index_text.tables import PART_SEP, clean_text, row_pages, set_row_pages
from engine.ingest import limits as lim
from engine.ingest.sections import heading_of
from engine.ingest.table_grid import TableChar, read_grid
from engine.ingest.table_header import infer_header
from engine.types import BBox, ExtractedTable, PageRegion, TextLine

if TYPE_CHECKING:
    import pymupdf

log = logging.getLogger(__name__)

CAPTION_RE = re.compile(r"^(Table|Tab\.)\s*\d+", re.IGNORECASE)
_CONTINUED_RE = re.compile(r"\bcont(inued|\.|'d)", re.IGNORECASE)
# Text typical of a running page header/footer box: "18(33)", "Page 3 of 9", "Rev. 2".
_PAGE_MARK_RE = re.compile(r"\b\d+\s*\(\s*\d+\s*\)|\bpage\s+\d+|\brev(ision|\.)?\s", re.IGNORECASE)

HEADER_BAND = 0.15  # top fraction of the page where running headers live
FOOTER_BAND = 0.10  # bottom fraction for running footers
DRAWING_ITEMS = 2000  # a page with more path items than this, mostly curves, is a drawing


@dataclass
class PageTable:
    """One table as found on one page."""

    page: int  # 1-based
    bbox: BBox
    header: list[str]  # [] when the table on this page has no header row of its own
    rows: list[list[str]]  # body rows, cleaned, all the same length as the column count
    caption: str  # "Table 5 Troubleshooting for OnlineFlex Unit", or "" if none found
    n_cols: int
    col_edges: tuple[float, ...] = ()  # x of the column boundaries, for stitching
    starts_at_top: bool = False  # no body text between the running header and the table
    ends_at_bottom: bool = False  # no body text between the table and the running footer
    page_height: float = 0.0
    source: str = "vector"  # "vector" (ruled), "borderless" (text layer aligned), "ocr" (picture)
    confidence: float = 1.0  # OCR'd tables: recognition confidence x how well words fit columns


@dataclass
class _Line:
    text: str
    bbox: BBox
    bold: bool
    size: float


# ---------------------------------------------------------------- public API


def find_page_tables(
    page: pymupdf.Page,
    page_no: int,
    ignore: list[BBox] | None = None,
    drawings: list[dict[str, Any]] | None = None,
) -> list[PageTable]:
    """Tables on one page: cleaned cells, header, caption. Never raises (logs, returns []).

    ``ignore``: boxes known not to be tables (e.g. running header frames found by a first pass);
    a table covering mostly one of them is skipped. ``drawings``: the page's ``get_drawings()``
    when the caller already has them (the diagram stage reads them too); they cost up to a
    second on a big vector P&ID. Boxes are in the coordinates ``page.get_text()`` uses (the
    unrotated page).
    """
    try:
        rotation = page.rotation
        if not rotation:
            return _find_page_tables(page, page_no, ignore or [], drawings)
        # Work on the unrotated page, where get_text() and find_tables() agree.
        page.set_rotation(0)
        try:
            return _find_page_tables(page, page_no, ignore or [], None)
        finally:
            page.set_rotation(rotation)
    except Exception:
        log.exception("table extraction failed on page %d", page_no)
        return []


def stitch_tables(found: list[PageTable]) -> list[ExtractedTable]:
    """Merge a table continued on the next page into one; everything else one-to-one.

    A table on page N+1 continues the last table of page N when that table ends near the bottom
    of page N, the new one starts near the top of page N+1, both have the same columns (count and
    x-positions) and the new one has no header of its own or repeats the same header (dropped).
    Frames repeated at the same place near the page edge on many pages (running header boxes)
    are dropped first. ids are left empty for the pipeline to fill.
    """
    tables = drop_repeated_frames(found)
    out: list[ExtractedTable] = []
    last: PageTable | None = None
    for cur in sorted(tables, key=lambda t: (t.page, t.bbox[1], t.bbox[0])):
        rows = [list(r) for r in cur.rows]
        if out and last is not None and _continues(last, cur, out[-1].header):
            table = out[-1]
            pages = row_pages(table)
            if not cur.header and rows and _norm(rows[0]) == _norm(table.header):
                rows = rows[1:]  # header repeated as plain text
            if rows and not rows[0][0].strip() and table.rows:
                # First column empty: the previous row (its merged "Problem") goes on here.
                prev = table.rows[-1]
                table.rows[-1] = [prev[0]] + [
                    PART_SEP.join([a, b]) if a and b else a or b
                    for a, b in zip(prev[1:], rows[0][1:], strict=True)
                ]
                pages[-1] = (*pages[-1], cur.page)
                rows = rows[1:]
            table.rows += rows
            pages += [(cur.page,)] * len(rows)
            table.pages.append(cur.page)
            table.regions.append(PageRegion(cur.page, cur.bbox))
            set_row_pages(table, pages)
        else:
            table = ExtractedTable(
                table_id="",
                doc_id="",
                section_id=None,
                pages=[cur.page],
                bbox=cur.bbox,
                caption=cur.caption,
                header=list(cur.header),
                rows=rows,
                regions=[PageRegion(cur.page, cur.bbox)],
                source=cur.source,
                confidence=cur.confidence,
            )
            set_row_pages(table, [(cur.page,)] * len(rows))
            out.append(table)
        last = cur
    return out


def drop_repeated_frames(found: list[PageTable], min_pages: int = 3) -> list[PageTable]:
    """Drop boxes at the same place near the top/bottom edge on ``min_pages`` or more pages."""

    def key(t: PageTable) -> tuple[int, ...]:
        return tuple(round(v / 4) for v in t.bbox)

    pages_at: dict[tuple[int, ...], set[int]] = {}
    for t in found:
        pages_at.setdefault(key(t), set()).add(t.page)
    out = []
    for t in found:
        if len(pages_at[key(t)]) >= min_pages and _in_edge_band(t.bbox, t.page_height):
            log.debug("page %d: dropped repeated frame %s", t.page, t.bbox)
            continue
        out.append(t)
    return out


# ---------------------------------------------------------------- detection


def _find_page_tables(
    page: pymupdf.Page, page_no: int, ignore: list[BBox], drawings: list[dict[str, Any]] | None
) -> list[PageTable]:
    if drawings is None:
        drawings = page.get_drawings()
    area = _rule_area(drawings)
    if area is None:
        return []
    # find_tables reads the drawings again unless it finds this per-call cache already on the
    # page (PyMuPDF 2.0 internals); handing it ours halves the cost on drawing-heavy pages.
    page._table_drawings_cache = [drawings]  # type: ignore[attr-defined]
    try:
        # clip: only the characters inside the ruled area are read (most of find_tables' time)
        finder = page.find_tables(use_layout=False, strategy="lines_strict", clip=area)
    finally:
        del page._table_drawings_cache  # type: ignore[attr-defined]
    if finder is None or not finder.tables:
        return []
    lines, chars = _page_text(page)
    fills = _fills(drawings)
    height = page.rect.height
    out: list[PageTable] = []
    titles: list[str] = []
    sides = _vertical_rules(drawings)
    parts = [part for tab in finder.tables for part in _table_parts(tab, sides, page)]
    for cells, bbox, above in parts:
        if any(_overlap(bbox, box) > 0.8 for box in ignore):
            continue
        if _curvy(drawings, bbox):
            log.debug("page %d: %s is a drawing, not a table", page_no, bbox)
            continue
        grid = read_grid(cells, bbox, chars, fills)
        if grid is None:
            continue
        title, header, rows = infer_header(grid.header, grid.rows)
        if not rows:
            continue
        if above is not None and not title:
            # A few lines framed in above the table are its title and notes ("APPENDIX A.
            # CONFIGURATION PARAMETER LIST Notes: ... DFLT: Default value", HDEC p100); a
            # section's prose is not.
            framed = " ".join(page.get_text("text", clip=above).split())
            if framed and len(framed.split()) <= lim.FRAMED_TITLE_WORDS:
                title = framed
        table = PageTable(
            page=page_no,
            bbox=bbox,
            header=header,
            rows=rows,
            caption="",
            n_cols=len(rows[0]),
            col_edges=grid.col_edges,
            page_height=height,
        )
        if _in_edge_band(bbox, height) and _PAGE_MARK_RE.search(" ".join(_all_text(table))):
            log.debug("page %d: dropped page header/footer frame %s", page_no, bbox)
            continue
        out.append(table)
        titles.append(title)
    for table, title in zip(out, titles, strict=True):
        _place(table, [t.bbox for t in out], lines, height)
        if title and not CAPTION_RE.match(table.caption):
            table.caption = title  # the table's own title row ("Table 3-3 Auxiliary ...")
    return out


def _rule_area(drawings: list[dict[str, Any]]) -> BBox | None:
    """Box around the page's straight rules, or None when they cannot make a ruled table.

    A ruled 2x2 table needs at least three horizontal and two vertical rules. A page with
    thousands of path items, mostly curves and slanted lines, is a drawing (P&ID): skipped.
    """
    h = v = items = curves = 0
    x0 = y0 = float("inf")
    x1 = y1 = float("-inf")
    for path in drawings:
        fill_only = path.get("type") == "f"
        for item in path["items"]:
            items += 1
            kind = item[0]
            if kind == "l":
                p, q = item[1], item[2]
                if abs(p.y - q.y) <= 1 and abs(p.x - q.x) >= 3:
                    h += 1
                elif abs(p.x - q.x) <= 1 and abs(p.y - q.y) >= 3:
                    v += 1
                else:
                    curves += 1
                    continue
                r = (min(p.x, q.x), min(p.y, q.y), max(p.x, q.x), max(p.y, q.y))
            elif kind in ("re", "qu"):
                rect = item[1] if kind == "re" else item[1].rect
                if rect.height <= 3 and rect.width >= 3:
                    h += 1
                elif rect.width <= 3 and rect.height >= 3:
                    v += 1
                elif fill_only:
                    continue  # a filled block is shading, not a rule
                else:
                    h, v = h + 2, v + 2
                r = tuple(rect)
            else:
                curves += 1
                continue
            x0, y0, x1, y1 = min(x0, r[0]), min(y0, r[1]), max(x1, r[2]), max(y1, r[3])
    if items > DRAWING_ITEMS and curves > 0.3 * items:
        log.debug("page skipped for tables: a drawing (%d path items, %d curves)", items, curves)
        return None
    if h < 3 or v < 2:
        return None
    return (x0 - 2, y0 - 2, x1 + 2, y1 + 2)


def _vertical_rules(drawings: list[dict[str, Any]]) -> list[tuple[float, float, float]]:
    """The page's drawn vertical strokes as (x, y0, y1): lines, the sides of stroked rectangles
    and thin filled ones (rules drawn as filled bars, as in the HDEC manual's tables)."""
    out: list[tuple[float, float, float]] = []
    for path in drawings:
        filled_only = path.get("type") == "f"
        for item in path["items"]:
            if item[0] == "l" and not filled_only:
                p, q = item[1], item[2]
                if abs(p.x - q.x) <= 1 and abs(p.y - q.y) >= 3:
                    out.append((p.x, min(p.y, q.y), max(p.y, q.y)))
            elif item[0] in ("re", "qu"):
                rect = item[1] if item[0] == "re" else item[1].rect
                if rect.height < 3:
                    continue
                if not filled_only:
                    out += [(rect.x0, rect.y0, rect.y1), (rect.x1, rect.y0, rect.y1)]
                elif rect.width <= 3:  # a bar, not shading
                    out.append(((rect.x0 + rect.x1) / 2, rect.y0, rect.y1))
    return out


def _table_parts(
    tab: Any, sides: list[tuple[float, float, float]], page: pymupdf.Page
) -> list[tuple[list[Any], BBox, BBox | None]]:
    """The tables in one PyMuPDF grid: its framed cells (_framed_cells), cut at a row that is
    one cell across holding a table caption ("Table 2-3 Designation of Digital (Relay) Output
    Terminal Block" between the end of Table 2-2 and Table 2-3, HDEC p22, drawn as one grid).
    The caption row itself stays out: it is the next table's caption, read from the page."""
    cells, bbox, above = _framed_cells(tab, sides)
    rows = [row for row in tab.rows if _in_box(row.bbox, bbox)]
    width = bbox[2] - bbox[0]
    # a band of the page between two framed parts parts them too (a procedure table, a WARNING
    # box, a heading with its prose and a CAUTION box drawn to one width, generated Castlegate
    # CPC p6): a blank gap where neither side is drawn, or prose of more than
    # lim.FRAMED_TITLE_WORDS words, not a group's label over its rows ("A: Configuration" of
    # HDEC Appendix A, whose sides are drawn as filled bars)
    unframed = _unframed_test(tab, sides)
    open_band = _open_band_test(tab, sides)

    def full(row: Any) -> bool:
        filled = [c for c in row.cells if c is not None]
        if not filled:
            return False
        x0, _, x1, _ = _box_of(filled)
        return x1 - x0 >= lim.FULL_ROW_SHARE * width

    def parts_here(at: int) -> bool:
        row = rows[at]
        text = " ".join(page.get_text("text", clip=row.bbox).split())
        if not text:
            # the blank gap between a table and a box drawn under it, both as wide as the grid
            # (not a gap between the boxes of a schematic, generated Daeyang DHP-75H p4)
            return open_band(row) and full(rows[at - 1]) and full(rows[at + 1])
        if len([c for c in row.cells if c is not None]) != 1:
            return False
        if row.bbox[2] - row.bbox[0] < lim.FULL_ROW_SHARE * width:
            return False
        return bool(CAPTION_RE.match(text)) or (
            unframed(row) and len(text.split()) > lim.FRAMED_TITLE_WORDS
        )

    cuts = [i for i in range(1, len(rows) - 1) if parts_here(i)]
    if not cuts:
        return [(cells, bbox, above)]
    out: list[tuple[list[Any], BBox, BBox | None]] = []
    for n, (start, end) in enumerate(zip([-1, *cuts], [*cuts, len(rows)], strict=True)):
        part = [c for row in rows[start + 1 : end] for c in row.cells if c is not None]
        if part:
            out.append((part, _box_of(part), above if n == 0 else None))
    return out


def _in_box(inner: Any, outer: BBox) -> bool:
    return inner[1] >= outer[1] - 1 and inner[3] <= outer[3] + 1


def _box_of(cells: list[Any]) -> BBox:
    return (
        min(c[0] for c in cells),
        min(c[1] for c in cells),
        max(c[2] for c in cells),
        max(c[3] for c in cells),
    )


def _framed_cells(
    tab: Any, sides: list[tuple[float, float, float]]
) -> tuple[list[Any], BBox, BBox | None]:
    """The table's cells without its unframed first and last rows, and its box. PyMuPDF closes a
    table's frame up to a full-width rule above or below it (a running header's rule, a
    heading's underline, a footer's rule), so the heading, the prose under it or the rest of the
    page come back as one cell across the table, in a band where neither side of the table is
    drawn; such a row is the page around the table, not a row of it (generated Gulfstar
    HDF-1000 p9: "7 Troubleshooting" as a title row, the page's last paragraph as the last).
    The third value is the box of the rows cut above the table, if any."""
    rows = list(tab.rows)
    unframed = _unframed_test(tab, sides)
    first, last = 0, len(rows)
    while first < last and unframed(rows[first]):
        first += 1
    while last > first and unframed(rows[last - 1]):
        last -= 1
    if (first, last) == (0, len(rows)):
        return list(tab.cells), tuple(tab.bbox), None  # type: ignore[return-value]
    cells = [c for row in rows[first:last] for c in row.cells if c is not None]
    if not cells:
        return [], tuple(tab.bbox), None  # type: ignore[return-value]
    above = None
    if first:
        above = (rows[0].bbox[0], rows[0].bbox[1], rows[0].bbox[2], rows[first - 1].bbox[3])
    return cells, _box_of(cells), above


def _unframed_test(tab: Any, sides: list[tuple[float, float, float]]) -> Any:
    """Whether a row of ``tab`` is one cell across in a band where neither side of the table is
    drawn (over lim.FRAMED_SHARE of its height): the page around or between tables."""
    x0, _, x1, _ = tab.bbox
    open_band = _open_band_test(tab, sides)

    def unframed(row: Any) -> bool:
        filled = [c for c in row.cells if c is not None]
        if len(filled) != 1 or filled[0][2] - filled[0][0] < lim.FULL_ROW_SHARE * (x1 - x0):
            return False
        return open_band(row)

    return unframed


def _open_band_test(tab: Any, sides: list[tuple[float, float, float]]) -> Any:
    """Whether neither side of ``tab`` is drawn along a row (over lim.FRAMED_SHARE of its
    height)."""
    x0, _, x1, _ = tab.bbox

    def open_band(row: Any) -> bool:
        _, y0, _, y1 = row.bbox
        need = lim.FRAMED_SHARE * (y1 - y0)
        return not any(
            abs(x - edge) <= 2 and min(y1, b) - max(y0, a) >= need
            for x, a, b in sides
            for edge in (x0, x1)
        )

    return open_band


def _curvy(drawings: list[dict[str, Any]], bbox: BBox) -> bool:
    """More than a few curves or slanted lines inside: a drawing caught in a ruled frame."""
    x0, y0, x1, y1 = bbox
    n = 0
    for path in drawings:
        r = path["rect"]
        if not (r.x0 >= x0 - 1 and r.x1 <= x1 + 1 and r.y0 >= y0 - 1 and r.y1 <= y1 + 1):
            continue
        for item in path["items"]:
            if item[0] == "c" or (
                item[0] == "l" and abs(item[1].x - item[2].x) > 1 and abs(item[1].y - item[2].y) > 1
            ):
                n += 1
    return n > 20


def _fills(drawings: list[dict[str, Any]]) -> list[BBox]:
    """Rectangles filled with a colour that is not (near) white: header shading."""
    out = []
    for path in drawings:
        fill = path.get("fill")
        if fill and min(fill) < 0.9 and path["rect"].height > 3:
            out.append(tuple(path["rect"]))
    return out


def _page_text(page: pymupdf.Page) -> tuple[list[_Line], list[TableChar]]:
    import pymupdf

    flags = pymupdf.TEXT_PRESERVE_WHITESPACE | pymupdf.TEXT_PRESERVE_LIGATURES
    flags |= pymupdf.TEXT_MEDIABOX_CLIP
    lines: list[_Line] = []
    chars: list[TableChar] = []
    for block in page.get_text("rawdict", flags=flags)["blocks"]:
        for line in block.get("lines", []):
            dx, dy = line["dir"]
            turn = 0 if abs(dx) >= abs(dy) else (1 if dy > 0 else -1)
            text, bold_n, n, sizes = [], 0, 0, []
            for span in line["spans"]:
                bold = bool(span["flags"] & 16) or "bold" in span["font"].lower()
                sizes.append(span["size"])
                for ch in span["chars"]:
                    x0, y0, x1, y1 = ch["bbox"]
                    c = font_text(ch["c"], span["font"])  # a tick set in ZapfDingbats is "4"
                    chars.append(TableChar(x0, y0, x1, y1, c, bold, len(lines), turn))
                    text.append(c)
                    if not ch["c"].isspace():
                        n += 1
                        bold_n += bold
            all_bold = n > 0 and bold_n == n
            bbox = tuple(line["bbox"])
            lines.append(_Line(clean_text("".join(text)), bbox, all_bold, max(sizes, default=0)))
    return lines, chars


# ---------------------------------------------------------------- caption and position on page


def _place(table: PageTable, others: list[BBox], lines: list[_Line], height: float) -> None:
    """Caption, and whether the table starts/ends the body area (for stitching)."""
    x0, y0, x1, y1 = table.bbox
    beside = [ln for ln in lines if ln.text and _x_overlap(ln.bbox, (x0, x1))]
    above = [ln for ln in beside if ln.bbox[3] <= y0 + 2]
    below = [ln for ln in beside if ln.bbox[1] >= y1 - 2]
    above.sort(key=lambda ln: -ln.bbox[3])  # nearest first
    below.sort(key=lambda ln: ln.bbox[1])

    caption = next(
        (ln for ln in above if y0 - ln.bbox[3] <= 80 and CAPTION_RE.match(ln.text)), None
    )
    if caption is None:
        caption = next(
            (
                ln
                for ln in below
                if ln.bbox[1] - y1 <= 40
                and CAPTION_RE.match(ln.text)
                and not any(0 <= b[1] - ln.bbox[3] <= 80 for b in others if b != table.bbox)
            ),
            None,
        )
    body = statistics.median([ln.size for ln in lines]) if lines else 0.0

    def titled(ln: _Line) -> bool:
        return ln.bold or ln.size >= body + lim.TITLE_LARGER_PT

    if caption is None and above and y0 - above[0].bbox[3] <= 40 and titled(above[0]):
        caption = above[0]
    # A title set under the table ("Resistance Coefficients K for Open Valves ...").
    if (
        caption is None
        and below
        and below[0].bbox[1] - y1 <= 40
        and titled(below[0])
        and not _heading(below[0], body)
        and not any(0 <= b[1] - below[0].bbox[3] <= 80 for b in others if b != table.bbox)
    ):
        caption = below[0]  # (not the title of the next table, right under it)
    table.caption = caption.text if caption else ""

    top, bottom = height * HEADER_BAND, height * (1 - FOOTER_BAND)
    text_above = [
        ln
        for ln in above
        if ln.bbox[1] >= top and not (ln is caption and _CONTINUED_RE.search(ln.text))
    ]
    text_below = [ln for ln in below if ln.bbox[3] <= bottom]
    table.starts_at_top = not text_above and y0 < 0.4 * height
    table.ends_at_bottom = not text_below and y1 > 0.5 * height


def _heading(line: _Line, body_size: float) -> bool:
    """A numbered heading ("5.2 Bolt torques", "Section 6 Fault Finding") as the section reader
    takes it: under a table it starts the next section, it is not the table's title."""
    return (
        heading_of(TextLine(line.text, 0, line.bbox, line.size, line.bold), body_size) is not None
    )


def place_caption(
    table: PageTable, others: list[BBox], lines: Sequence[TextLine], height: float
) -> None:
    """Caption and position on the page for a table found by other means (OCR, alignment);
    ``lines`` are the page's text lines outside the table."""
    _place(table, others, list(lines), height)  # TextLine has the fields _place reads


def _continues(prev: PageTable, cur: PageTable, header: list[str]) -> bool:
    """Does ``cur`` carry on ``prev`` (the part on the page before), whose table has ``header``?"""
    if cur.page != prev.page + 1 or not prev.ends_at_bottom or not cur.starts_at_top:
        return False
    if cur.n_cols != prev.n_cols or len(cur.col_edges) != len(prev.col_edges):
        return False
    if any(abs(a - b) > 8 for a, b in zip(cur.col_edges, prev.col_edges, strict=True)):
        return False
    if cur.caption and cur.caption != prev.caption and not _CONTINUED_RE.search(cur.caption):
        return False
    return not cur.header or _norm(cur.header) == _norm(header)


# ---------------------------------------------------------------- small helpers


def _norm(cells: list[str]) -> list[str]:
    return [re.sub(r"\W+", "", c).lower() for c in cells]


def _all_text(table: PageTable) -> list[str]:
    return table.header + [c for row in table.rows for c in row]


def _in_edge_band(bbox: BBox, height: float) -> bool:
    if height <= 0:
        return False
    return bbox[3] <= height * HEADER_BAND or bbox[1] >= height * (1 - FOOTER_BAND)


def _x_overlap(bbox: BBox, span: tuple[float, float]) -> bool:
    return min(bbox[2], span[1]) - max(bbox[0], span[0]) > 0


def _overlap(a: BBox, b: BBox) -> float:
    """Intersection area over the area of ``a``."""
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    area = (a[2] - a[0]) * (a[3] - a[1])
    return w * h / area if w > 0 and h > 0 and area > 0 else 0.0


__all__ = [
    "CAPTION_RE",
    "PageTable",
    "drop_repeated_frames",
    "find_page_tables",
    "stitch_tables",
]
