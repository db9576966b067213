"""A detected table's cells -> header and rows, as an engineer reads them.

PyMuPDF reports the table as cell rectangles. They are mapped onto a logical grid: boundaries
closer than a few points (the hairline "sliver" columns and rows that double rules produce) are
folded away. Characters are assigned to cells by position and joined into lines, so words are
never glued together the way ``Table.extract()`` does ("P101\\n-", "Flowm3/h").

Reading rules:
- Header: the top rows (at most three) set in bold or shaded; two header rows are joined per
  column ("Voltage: 380-690 V — Nominal power 50/60 Hz"). A table without such rows has none.
- A vertically merged first-column cell (a "Problem" spanning several cause/remedy rows) makes
  ONE row; the other cells hold the parts in order, "\\n"-separated, so cause i stays aligned
  with remedy i. Parts split only where no cell of the other columns spans the boundary;
  stacked cells inside one part are joined with "; ".
- Any other cell spanning down repeats its text in each row it covers; a cell spanning across
  puts its text in its first column.
- Text running up or down the page (a landscape table printed sideways) is read in its own
  reading frame.
"""

from __future__ import annotations

import bisect
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from engine.index_text.tables import ITEM_SEP, PART_SEP, join_cell_lines
from engine.ingest import limits as lim
from engine.types import BBox

MIN_COL_WIDTH = 7.0  # pt; narrower grid columns are slivers between double rules
MIN_ROW_HEIGHT = 4.0  # pt; same for rows
MAX_HEADER_ROWS = 3


@dataclass
class TableChar:
    """One character of the page's text layer, where it sits and how it is set."""

    x0: float
    y0: float
    x1: float
    y1: float
    c: str
    bold: bool
    line: int  # index of the text line it belongs to
    turn: int = 0  # 0 upright; 1 text runs down the page, -1 up (a sideways landscape table)


@dataclass
class _Cell:
    r0: int
    r1: int  # exclusive
    c0: int
    c1: int  # exclusive
    chars: list[TableChar] = field(default_factory=list)
    text: str = ""


@dataclass
class GridTable:
    """What one table says: column names and body rows of equal length."""

    header: list[str]  # [] when no row is marked as a header
    rows: list[list[str]]
    col_edges: tuple[float, ...]  # x of the column boundaries (reading frame), for stitching


def _grid_edges(coords: list[float], min_gap: float) -> list[float]:
    """Cluster cell boundary coordinates and fold away gaps narrower than ``min_gap``."""
    clusters: list[list[float]] = []
    for x in sorted(coords):
        if clusters and x - clusters[-1][-1] <= 1.5:
            clusters[-1].append(x)
        else:
            clusters.append([x])
    edges = [sum(c) / len(c) for c in clusters]
    weight = [len(c) for c in clusters]
    while len(edges) > 2:
        gaps = [(edges[i + 1] - edges[i], i) for i in range(len(edges) - 1)]
        gap, i = min(gaps)
        if gap >= min_gap:
            break
        # drop the boundary fewer cells use; never an outer one
        if i == 0:
            drop = 1
        elif i + 1 == len(edges) - 1:
            drop = i
        else:
            drop = i if weight[i] < weight[i + 1] else i + 1
        del edges[drop], weight[drop]
    return edges


def _nearest(edges: list[float], x: float) -> int:
    i = bisect.bisect_left(edges, x)
    if i == 0:
        return 0
    if i == len(edges):
        return len(edges) - 1
    return i if edges[i] - x < x - edges[i - 1] else i - 1


def _build_grid(
    rects: list[tuple[float, float, float, float]], chars: list[TableChar], bbox: BBox
) -> tuple[list[float], list[float], list[list[_Cell]]]:
    xs = _grid_edges([v for r in rects for v in (r[0], r[2])], MIN_COL_WIDTH)
    ys = _grid_edges([v for r in rects for v in (r[1], r[3])], MIN_ROW_HEIGHT)
    n_rows, n_cols = len(ys) - 1, len(xs) - 1
    owner: list[list[_Cell | None]] = [[None] * n_cols for _ in range(n_rows)]
    spans = []
    for r in rects:
        c0, c1 = _nearest(xs, r[0]), _nearest(xs, r[2])
        r0, r1 = _nearest(ys, r[1]), _nearest(ys, r[3])
        if c1 > c0 and r1 > r0:
            spans.append((r0, r1, c0, c1))
    for r0, r1, c0, c1 in sorted(spans, key=lambda s: -(s[1] - s[0]) * (s[3] - s[2])):
        if any(owner[r][c] for r in range(r0, r1) for c in range(c0, c1)):
            continue  # overlaps a bigger cell after snapping (folded sliver)
        cell = _Cell(r0, r1, c0, c1)
        for r in range(r0, r1):
            for c in range(c0, c1):
                owner[r][c] = cell
    grid = [
        [cell or _Cell(r, r + 1, c, c + 1) for c, cell in enumerate(row)]
        for r, row in enumerate(owner)
    ]
    for ch in chars:
        cx, cy = (ch.x0 + ch.x1) / 2, (ch.y0 + ch.y1) / 2
        if not (bbox[0] <= cx <= bbox[2] and bbox[1] <= cy <= bbox[3]):
            continue
        r = min(max(bisect.bisect_right(ys, cy) - 1, 0), n_rows - 1)
        c = min(max(bisect.bisect_right(xs, cx) - 1, 0), n_cols - 1)
        grid[r][c].chars.append(ch)
    for row in grid:
        for cell in row:
            if cell.chars and not cell.text:
                cell.text = _cell_text(cell.chars)
    return xs, ys, grid


def _cell_text(chars: list[TableChar]) -> str:
    """Chars of one cell -> visual lines (top to bottom, left to right) -> cleaned text."""
    by_line: dict[int, list[TableChar]] = {}
    for ch in chars:
        by_line.setdefault(ch.line, []).append(ch)
    pieces = []
    for group in by_line.values():
        y0 = min(c.y0 for c in group)
        y1 = max(c.y1 for c in group)
        pieces.append((y0, y1, min(c.x0 for c in group), "".join(c.c for c in group)))
    pieces.sort(key=lambda p: ((p[0] + p[1]) / 2, p[2]))
    visual: list[list[tuple[float, float, float, str]]] = []
    for piece in pieces:  # text lines on the same baseline form one visual line
        if visual:
            prev = visual[-1][0]
            overlap = min(prev[1], piece[1]) - max(prev[0], piece[0])
            if overlap > 0.5 * min(prev[1] - prev[0], piece[1] - piece[0]):
                visual[-1].append(piece)
                continue
        visual.append([piece])
    texts = [" ".join(p[3] for p in sorted(v, key=lambda p: p[2])) for v in visual]
    return join_cell_lines(texts)


def read_grid(
    cell_rects: list[Any], bbox: BBox, chars: list[TableChar], fills: list[BBox]
) -> GridTable | None:
    """Header and body rows of one table, or None when it is not a table worth keeping.

    ``chars`` may be the whole page's characters (those outside ``bbox`` are ignored); ``fills``
    are non-white filled rectangles (header shading). One column, or fewer than two rows with
    any text, is not a table.
    """
    rects = [tuple(r) for r in cell_rects if r]
    turn = _text_turn(chars, bbox)
    if turn:  # read a sideways table in its own reading frame
        rects = [_turn_rect(r, turn) for r in rects]
        chars = [_turn_char(ch, turn) for ch in chars]
        fills = [_turn_rect(f, turn) for f in fills]
        bbox = _turn_rect(bbox, turn)
    if not rects:
        return None
    xs, ys, grid = _build_grid(rects, chars, bbox)
    origins = list({id(c): c for row in grid for c in row}.values())
    keep_r = sorted({c.r0 for c in origins if c.text})
    keep_c = sorted({c.c0 for c in origins if c.text})
    if len(keep_c) < 2 or not keep_r:
        return None
    if len(keep_r) < 2 and not _blank_form(keep_r[0], len(ys) - 1, len(keep_c), len(xs) - 1):
        return None
    rpos = {r: i for i, r in enumerate(keep_r)}
    cpos = {c: i for i, c in enumerate(keep_c)}
    # Re-express every cell in the kept rows/columns (empty rows and columns are dropped).
    cells: dict[int, _Cell] = {}
    for c in origins:
        rr = [rpos[r] for r in range(c.r0, c.r1) if r in rpos]
        cc = [cpos[k] for k in range(c.c0, c.c1) if k in cpos]
        if rr and cc:
            cells[id(c)] = _Cell(rr[0], rr[-1] + 1, cc[0], cc[-1] + 1, c.chars, c.text)
    at = [[cells[id(grid[r][c])] for c in keep_c] for r in keep_r]

    flags = [_looks_like_header(grid[r], ys[r], ys[r + 1], bbox, fills) for r in keep_r]
    n_head = 0
    if not all(flags):  # an all-bold table has no distinguishable header
        while (
            n_head < min(MAX_HEADER_ROWS, len(keep_r) - 1)
            and flags[n_head]
            and not (n_head and _spans_all(at[n_head]))
        ):
            n_head += 1
    rows = _body_rows(at, n_head)
    if not rows:
        return None
    edges = (*(round(xs[c], 1) for c in keep_c), round(xs[-1], 1))
    return GridTable(_header(at, n_head), rows, edges)


def _blank_form(text_row: int, n_rows: int, named_cols: int, n_cols: int) -> bool:
    """A data sheet to fill in: its top row names every column and at least
    limits.FORM_MIN_BLANK_ROWS ruled rows under it are empty ("Q (gal/min) | hf (in. H2O)" over
    five blank lines). The column names are what it tells, so it is a table of that one row."""
    return text_row == 0 and named_cols == n_cols and n_rows - 1 >= lim.FORM_MIN_BLANK_ROWS


def _text_turn(chars: list[TableChar], bbox: BBox) -> int:
    """The direction most of the table's text runs in (see ``TableChar.turn``)."""
    votes = Counter(
        ch.turn
        for ch in chars
        if not ch.c.isspace()
        and bbox[0] <= (ch.x0 + ch.x1) / 2 <= bbox[2]
        and bbox[1] <= (ch.y0 + ch.y1) / 2 <= bbox[3]
    )
    return votes.most_common(1)[0][0] if votes else 0


def _turn_rect(r: Any, turn: int) -> BBox:
    # turn -1: x' = -y, y' = x;  turn 1: x' = y, y' = -x  (text then runs along +x')
    if turn < 0:
        xs, ys = (-r[1], -r[3]), (r[0], r[2])
    else:
        xs, ys = (r[1], r[3]), (-r[0], -r[2])
    return (min(xs), min(ys), max(xs), max(ys))


def _turn_char(ch: TableChar, turn: int) -> TableChar:
    x0, y0, x1, y1 = _turn_rect((ch.x0, ch.y0, ch.x1, ch.y1), turn)
    return TableChar(x0, y0, x1, y1, ch.c, ch.bold, ch.line, 0)


def _looks_like_header(
    row: list[_Cell], top: float, bottom: float, bbox: BBox, fills: list[BBox]
) -> bool:
    """Bold text, or shading across the row: how manuals mark the column-name row."""
    cy = (top + bottom) / 2
    ink = [ch for cell in row for ch in cell.chars if not ch.c.isspace()]
    ink = [ch for ch in ink if top <= (ch.y0 + ch.y1) / 2 <= bottom]
    if not ink:
        return False
    if sum(ch.bold for ch in ink) >= 0.8 * len(ink):
        return True
    width = bbox[2] - bbox[0]
    shaded = sum(min(f[2], bbox[2]) - max(f[0], bbox[0]) for f in fills if f[1] <= cy <= f[3])
    return shaded >= 0.5 * width


def _spans_all(row: list[_Cell]) -> bool:
    """One cell across every column: under the column names, the title of a group of rows
    ("Economizer body", "Soot blower (SB-1 ~ SB-3)" of a parts list), set bold or shaded like
    the names but no part of them."""
    return all(cell is row[0] for cell in row)


def _header(at: list[list[_Cell]], n_head: int) -> list[str]:
    if n_head == 0:
        return []
    header = []
    for c in range(len(at[0])):
        parts: list[str] = []
        for r in range(n_head):
            text = at[r][c].text
            if text and text not in parts:
                parts.append(text)
        header.append(" — ".join(parts))
    return header


def _body_rows(at: list[list[_Cell]], first: int) -> list[list[str]]:
    """Body rows; a merged first-column cell folds the rows beside it into one row. The only
    merged first-column cell, running down to the table's last row, is a label over the whole
    table of three or more columns ("C" of terminal block C over its terminals C1 ... C8, HDEC
    p21): each row beside it is a row of its own, with the label repeated."""
    n_rows, n_cols = len(at), len(at[0])
    leads = {id(at[r][0]): at[r][0] for r in range(first, n_rows)}.values()
    folds = [c for c in leads if c.r1 - max(c.r0, first) > 1 and c.text]
    # (in two columns the lone label is a key and the cells beside it its list of values: folded)
    whole = len(folds) == 1 and folds[0].r1 >= n_rows and n_cols >= 3
    rows: list[list[str]] = []
    r = first
    while r < n_rows:
        lead = at[r][0]
        end = min(lead.r1, n_rows)
        if lead.r0 == r and end - r > 1 and lead.text and not whole:
            rows.append(_group_row(at, r, end))
            r = end
            continue
        row = []
        for c in range(n_cols):
            cell = at[r][c]
            if cell.c0 != c:
                row.append("")  # covered by a cell spanning from the left
            else:
                row.append(cell.text)  # own text, or repeated from a cell spanning down
        rows.append(row)
        r += 1
    return [row for row in rows if any(row)]


def _group_row(at: list[list[_Cell]], start: int, end: int) -> list[str]:
    n_cols = len(at[0])
    # Sub-rows may only be split where no cell of the other columns spans across the boundary.
    cuts = [start] + [
        b for b in range(start + 1, end) if all(at[b][c].r0 >= b for c in range(1, n_cols))
    ]
    units = [range(a, b) for a, b in zip(cuts, [*cuts[1:], end], strict=True)]
    row = [at[start][0].text]
    for c in range(1, n_cols):
        parts = []
        for unit in units:
            texts = [
                at[r][c].text
                for r in unit
                if at[r][c].r0 == r and at[r][c].c0 == c and at[r][c].text
            ]
            parts.append(ITEM_SEP.join(texts))
        row.append(PART_SEP.join(parts) if any(parts) else "")
    return row
