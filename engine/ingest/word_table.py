"""Tables found by how words line up: OCR'd pictures, scans and borderless text-layer tables.

A ruled table announces itself with lines; these do not. What they share is the grid: the words
of a table stand in rows, and the rows share gutters, vertical strips of white that no cell
crosses. The reader works on *fragments* (runs of words close enough to be one cell's text):

1. Rows: fragments whose vertical centres meet form a row.
2. Blocks: consecutive rows that hold two or more fragments apart (allowing short one-fragment
   rows inside, such as "Elbows:" group labels), not too far apart vertically.
3. Columns: gutters found from the block's *dense* rows (those with the most fragments), so a
   header spanning several columns ("Nominal diameter, in") does not hide them.
4. Header: leading rows that span columns or leave the row-label column empty (multi-row
   headers: their texts are joined per column, "Nominal diameter, in Screwed 1"), or a first row
   of words over rows of figures.

Guards keep prose out: at least MIN_COLS columns over MIN_ROWS filled rows, cells short (prose
columns of a two-column page are long), no dot leaders (contents pages), no numbered-list shape.
Every threshold lives in ``engine.ingest.limits`` with the figure it came from.
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.index_text.tables import clean_text
from engine.ingest import limits as lim
from engine.ingest.table_header import (
    column_names,
    header_rows,
    infer_header,
    label_cell,
    two_levels,
)
from engine.ingest.word_rows import (
    bullet_items,
    centred_groups,
    group_parts,
    join_wrapped_rows,
    lift_centred_cells,
    ruled_bands,
    spread_centred,
    spread_merged,
    tint_bands,
)
from engine.types import BBox

_DOT_LEADER = re.compile(r"(\.\s?){4,}|…{2,}|(_\s?){4,}")
_HAS_DIGIT = re.compile(r"\d")
# A numbered section heading: "2 TECH DATA", "1.1 Scope", "4.3.2. Filters".
_SECTION_HEAD = re.compile(r"^\d{1,2}(\.\d{1,2}){0,3}\.?\s+[^\W\d]")
_BULLET = re.compile(r"^[•▪●◦‣∙·■□➢►✓✔.-]$")  # OCR reads a small bullet as "."
# A caption line ("Table 4-2 Analogue ...", "Fig. 3") is never a row of the table next to it.
_CAPTION = re.compile(r"^(table|tab\.|fig\.?|figure)\s*[\dA-Z]", re.IGNORECASE)


@dataclass(frozen=True)
class Word:
    """One word with its box; ``line`` groups words the source saw as one line (text-layer line
    number or OCR detector box), ``score`` is the recogniser's confidence (1.0 for a text layer)."""

    text: str
    bbox: BBox
    line: int = 0
    score: float = 1.0
    bold: bool = False


@dataclass
class Fragment:
    text: str
    bbox: BBox
    score: float = 1.0
    bold: bool = False
    words: tuple[tuple[str, BBox], ...] = field(default=(), repr=False)

    @property
    def cy(self) -> float:
        return (self.bbox[1] + self.bbox[3]) / 2

    @property
    def height(self) -> float:
        return self.bbox[3] - self.bbox[1]

    @property
    def cx(self) -> float:
        return (self.bbox[0] + self.bbox[2]) / 2


@dataclass
class WordTable:
    """A table read from word positions: column names, body rows, where it is, how sure."""

    bbox: BBox
    header: list[str]
    rows: list[list[str]]
    col_edges: tuple[float, ...]
    confidence: float  # 0..1: recognition confidence x share of fragments that fit one column
    header_rows: int = 0
    fragments: list[Fragment] = field(default_factory=list, repr=False)
    title: str = ""  # the table's own title row, when one was read above the header


# ---------------------------------------------------------------- words -> fragments


def fragments_from_words(words: Iterable[Word]) -> list[Fragment]:
    """Join words of one source line into fragments where the gap between them is a word space,
    not a column gutter (gap below ``FRAGMENT_GAP`` x the line height)."""
    by_line: dict[int, list[Word]] = {}
    for w in words:
        if w.text.strip():
            by_line.setdefault(w.line, []).append(w)
    out: list[Fragment] = []
    for line_words in by_line.values():
        line_words.sort(key=lambda w: w.bbox[0])
        height = statistics.median(w.bbox[3] - w.bbox[1] for w in line_words) or 1.0
        current: list[Word] = [line_words[0]]
        for w in line_words[1:]:
            gap = w.bbox[0] - current[-1].bbox[2]
            bullet = len(current) == 1 and _BULLET.match(current[0].text)
            if gap > lim.FRAGMENT_GAP * height and not bullet:  # "•  Defect found" is one item
                out.append(_fragment(current))
                current = [w]
            else:
                current.append(w)
        out.append(_fragment(current))
    return out


def _fragment(words: list[Word]) -> Fragment:
    bbox = (
        min(w.bbox[0] for w in words),
        min(w.bbox[1] for w in words),
        max(w.bbox[2] for w in words),
        max(w.bbox[3] for w in words),
    )
    chars = sum(len(w.text) for w in words) or 1
    score = sum(w.score * len(w.text) for w in words) / chars
    bold = sum(len(w.text) for w in words if w.bold) >= 0.6 * chars
    return Fragment(
        clean_text(" ".join(w.text for w in words)),
        bbox,
        score,
        bold,
        tuple((w.text, w.bbox) for w in words),
    )


# ---------------------------------------------------------------- fragments -> tables


def find_word_tables(
    fragments: Sequence[Fragment],
    min_cols: int = lim.MIN_COLS,
    min_rows: int = lim.MIN_ROWS,
    whole_region: bool = False,
    rules: Sequence[tuple[float, float, float]] = (),
    tint: Any = None,
) -> list[WordTable]:
    """Tables among ``fragments`` (page coordinates). ``whole_region``: the fragments are one
    picture already known to be a unit (an OCR'd image), so blocks are not split at wide gaps.
    ``rules``: the picture's horizontal ruling segments (y, x0, x1); where they separate the
    rows, the lines between two rules are one row (wrapped cells), and a cell no rule closes
    below spans the rows down to the next rule (merged cells). ``tint``: boolean mask of the
    picture's tinted pixels (``orientation.tinted``), same pixels: the lines of a tinted band
    (a header row filled light grey) are one row."""
    rows = _rows(_attach_superscripts([f for f in fragments if f.text]))
    if not rows:
        return []
    if whole_region:
        blocks = [
            (caption if i == 0 else "", part)
            for caption, block in _caption_blocks(rows)
            for i, part in enumerate(_prose_split(block, min_cols))
        ]
    else:
        blocks = [("", part) for b in _blocks(rows) for part in _page_columns(b, min_cols)]
    out: list[WordTable] = []
    for caption, block in blocks:
        table = _read_block(block, min_cols, min_rows, whole_region, rules, tint)
        if table is not None:
            table.title = table.title or caption
            out.append(table)
    return out


def _caption_blocks(rows: list[list[Fragment]]) -> list[tuple[str, list[list[Fragment]]]]:
    """A picture's lines split at its caption lines ("Table 5-1 ...", "Fig. 3"), each part with
    the caption over it: a caption is never a row, and a picture of a page holds its tables
    between captions and prose (a section's text, then "Table 5-1 ..." and the table)."""
    out: list[tuple[str, list[list[Fragment]]]] = [("", [])]
    for row in rows:
        caption = next((f.text for f in row if _CAPTION.match(f.text)), None)
        if caption is not None and len(row) == 1:
            out.append((caption, []))
        else:
            out[-1][1].append(row)
    return [(caption, block) for caption, block in out if block]


def _rows(fragments: list[Fragment]) -> list[list[Fragment]]:
    rows: list[list[Fragment]] = []
    for f in sorted(fragments, key=lambda f: f.cy):
        if rows:
            row = rows[-1]
            rcy = statistics.fmean(r.cy for r in row)
            rh = min(r.height for r in row)
            if abs(f.cy - rcy) < lim.ROW_OVERLAP * min(f.height, rh):
                row.append(f)
                continue
        rows.append([f])
    for i, row in enumerate(rows):
        row.sort(key=lambda f: f.bbox[0])
        rows[i] = _join_bullets(row)
    return rows


def _attach_superscripts(fragments: list[Fragment]) -> list[Fragment]:
    """A small raised text OCR boxed apart at the end of a word ("0.75mm" + "2" of mm²) is
    that word's superscript: it joins the word, as OCR reads it when it boxes both ("1.5mm2"),
    and is no line of its own."""
    small = [s for s in fragments if len(s.text) <= lim.SUPERSCRIPT_CHARS and not s.text.isalpha()]
    if not small:
        return fragments
    gone: set[int] = set()
    out = {id(f): f for f in fragments}
    for s in small:
        for f in fragments:
            if f is s or id(f) in gone or s.height > lim.SUPERSCRIPT_HEIGHT * f.height:
                continue
            near = abs(s.bbox[0] - f.bbox[2]) <= lim.SUPERSCRIPT_REACH * f.height
            raised = s.cy < f.bbox[1] + 0.5 * f.height and s.bbox[3] > f.bbox[1]
            if near and raised and id(f) in out:
                base = out[id(f)]
                out[id(f)] = Fragment(
                    base.text + s.text,
                    (base.bbox[0], base.bbox[1], max(base.bbox[2], s.bbox[2]), base.bbox[3]),
                    min(base.score, s.score),
                    base.bold,
                    (*base.words, (s.text, s.bbox)),
                )
                gone.add(id(s))
                break
    return [out[id(f)] for f in fragments if id(f) not in gone]


def _join_bullets(row: list[Fragment]) -> list[Fragment]:
    """A bullet glyph set apart from its item ("•   Defect found") belongs to the item; a dash
    further away is a cell of its own ("-" for no value in a unit column)."""
    out: list[Fragment] = []
    for f in row:
        hang = f.bbox[0] - out[-1].bbox[2] if out else 0.0
        if out and _BULLET.match(out[-1].text) and hang <= lim.BULLET_HANG * f.height:
            b = out.pop()
            box = (b.bbox[0], min(b.bbox[1], f.bbox[1]), f.bbox[2], max(b.bbox[3], f.bbox[3]))
            f = Fragment(f.text, box, min(b.score, f.score), f.bold)  # the glyph itself goes
        out.append(f)
    return out


def _prose_split(block: list[list[Fragment]], min_cols: int) -> list[list[list[Fragment]]]:
    """A picture's lines cut where a paragraph runs across the column gutters: PROSE_RUN or
    more consecutive lines, each one text crossing a column edge with more than MAX_CELL_WORDS
    words (a page's text between two tables, notes under a table). The paragraph is no row;
    the parts before and after it are read apart."""
    multi = [r for r in block if len(r) >= 2]
    if len(multi) < 2:
        return [block]
    edges = [(g0 + g1) / 2 for g0, g1 in _gutters(block, min_cols)]
    if not edges:
        return [block]
    prose = [
        len(row) == 1
        and len(row[0].text.split()) > lim.MAX_CELL_WORDS
        and (lambda c: c[0] != c[1])(columns_of(row[0], edges))
        for row in block
    ]
    out: list[list[list[Fragment]]] = [[]]
    i = 0
    while i < len(block):
        j = i
        while j < len(block) and prose[j]:
            j += 1
        if j - i >= lim.PROSE_RUN:
            out.append([])
            i = j
            continue
        out[-1].extend(block[i : max(j, i + 1)])
        i = max(j, i + 1)
    return [part for part in out if part]


def _blocks(rows: list[list[Fragment]]) -> list[list[list[Fragment]]]:
    """Runs of rows that look tabular: multi-fragment rows, with at most MAX_SINGLE_RUN
    one-fragment rows between them, no vertical gap wider than BLOCK_GAP line heights."""
    blocks: list[list[list[Fragment]]] = []
    current: list[list[Fragment]] = []
    singles = 0
    for row in rows:
        height = statistics.median(f.height for f in row) or 1.0
        if any(_CAPTION.match(f.text) for f in row):
            if current:
                blocks.append(current)
            current, singles = [], 0
            continue
        if current:
            prev_bottom = max(f.bbox[3] for f in current[-1])
            if row[0].bbox[1] - prev_bottom > lim.BLOCK_GAP * height:
                blocks.append(current)
                current, singles = [], 0
        if len(row) >= 2:
            current.append(row)
            singles = 0
        elif current and singles < lim.MAX_SINGLE_RUN:
            current.append(row)
            singles += 1
        else:
            if current:
                blocks.append(current)
            current, singles = [row], 1
    if current:
        blocks.append(current)
    out = []
    for block in blocks:
        while block and len(block[-1]) < 2:  # trailing one-fragment rows are text after the table
            block = block[:-1]
        while block and len(block[0]) < 2 and not _is_title_row(block[0], block):
            block = block[1:]
        if len(block) >= 2:
            out.append(block)
    return out


def _page_columns(
    block: list[list[Fragment]], min_cols: int, depth: int = 0
) -> list[list[list[Fragment]]]:
    """A block that is a two-column page's columns side by side, cut at the page's gutter and
    each side's blocks read on their own. The page's gutter is a gutter with a numbered section
    heading set in bold on each side ("1 GENERAL" | "2 TECH DATA", "1.1 Engine" | "1.2
    Generator"): a table's cells carry no section headings, a page's columns do. Without the cut
    a side's prose becomes a column of a table and the other side's rows its neighbours."""
    if depth >= lim.MAX_PAGE_COLUMNS - 1:
        return [block]
    heads = [
        f
        for row in block
        for f in row
        if f.bold and _SECTION_HEAD.match(f.text) and len(f.text.split()) <= lim.MAX_CELL_WORDS
    ]
    if len(heads) < 2:
        return [block]
    for g0, g1 in _gutters(block, min_cols):
        mid = (g0 + g1) / 2
        if any(f.bbox[2] <= mid for f in heads) and any(f.bbox[0] >= mid for f in heads):
            sides = (
                [f for row in block for f in row if f.cx < mid],
                [f for row in block for f in row if f.cx >= mid],
            )
            return [
                part
                for side in sides
                for b in _blocks(_rows(side))
                for part in _page_columns(b, min_cols, depth + 1)
            ]
    return [block]


def _is_title_row(row: list[Fragment], block: list[list[Fragment]]) -> bool:
    """A one-fragment first row that spans the columns below is a spanning header, not prose."""
    f = row[0]
    x0 = min(g.bbox[0] for r in block for g in r)
    x1 = max(g.bbox[2] for r in block for g in r)
    return f.bbox[0] > x0 + 0.2 * (x1 - x0) and len(f.text.split()) <= lim.MAX_CELL_WORDS


def _gutters(block: list[list[Fragment]], min_cols: int) -> list[tuple[float, float]]:
    """White strips crossed by no fragment of the dense rows, left to right."""
    counts = [len(r) for r in block]
    most = max(counts)
    dense = [r for r in block if len(r) >= max(min_cols, lim.DENSE_SHARE * most)]
    if len(dense) < 2:
        dense = [r for r in block if len(r) == most]
    spans = sorted((f.bbox[0], f.bbox[2]) for r in dense for f in r)
    heights = [f.height for r in block for f in r]
    min_gap = lim.GUTTER_MIN * statistics.median(heights)
    gutters: list[tuple[float, float]] = []
    reach = spans[0][1]
    for x0, x1 in spans[1:]:
        if x0 - reach >= min_gap:
            gutters.append((reach, x0))
        reach = max(reach, x1)
    # A strip that many other lines run across is a gap between words of one column (wrapped
    # text of a remedy, a loose word space), not a column gutter.
    lines = [r for r in block if len(r) >= 2] or block
    allowed = max(1.0, lim.GUTTER_CROSS_SHARE * len(lines))  # one title line may cross any table
    found = [
        g for g in gutters if sum(1 for r in lines if _crosses(r, (g[0] + g[1]) / 2)) <= allowed
    ]
    found += [
        g
        for g in _profile_gutters(
            lines, lim.PROFILE_GUTTER_MIN * statistics.median(heights), allowed
        )
        if not any(g[0] < h[1] and h[0] < g[1] for h in found)
    ]
    return sorted(found)


def _profile_gutters(
    lines: list[list[Fragment]], min_gap: float, allowed: float
) -> list[tuple[float, float]]:
    """Gutters from the projection of all lines: strips that at most ``allowed`` lines cross and
    that many lines hold text on both sides of. The dense rows miss a gutter when few rows fill
    every column (merged cells in the first column, justified text split into many pieces)."""
    x0 = min(f.bbox[0] for r in lines for f in r)
    x1 = max(f.bbox[2] for r in lines for f in r)
    step = max(0.5, min_gap / 4)
    n = int((x1 - x0) / step) + 1
    cover = [0] * n
    for r in lines:
        hit = [False] * n
        for f in r:
            for i in range(int((f.bbox[0] - x0) / step), int((f.bbox[2] - x0) / step) + 1):
                if 0 <= i < n:
                    hit[i] = True
        for i, h in enumerate(hit):
            cover[i] += h
    need = max(2.0, lim.GUTTER_SIDES_SHARE * len(lines))
    out: list[tuple[float, float]] = []
    i = 0
    while i < n:
        if cover[i] > allowed:
            i += 1
            continue
        j = i
        while j < n and cover[j] <= allowed:
            j += 1
        g0, g1 = x0 + i * step, x0 + j * step
        if i > 0 and j < n and g1 - g0 >= min_gap:
            mid = (g0 + g1) / 2
            sides = sum(
                1
                for r in lines
                if any(f.bbox[2] < mid for f in r) and any(f.bbox[0] > mid for f in r)
            )
            if sides >= need:
                out.append((g0, g1))
        i = j
    return out


def _crosses(row: list[Fragment], x: float) -> bool:
    return any(f.bbox[0] < x < f.bbox[2] for f in row)


def _read_block(
    block: list[list[Fragment]],
    min_cols: int,
    min_rows: int,
    whole_region: bool = False,
    rules: Sequence[tuple[float, float, float]] = (),
    tint: Any = None,
) -> WordTable | None:
    lifted: list[tuple[Fragment, float]] = []
    if whole_region and ruled_bands(block, rules) is None:
        block, lifted = lift_centred_cells(block)
    gutters = _gutters(block, min_cols)
    n_cols = len(gutters) + 1
    if n_cols < min_cols:
        return None
    edges = [(g0 + g1) / 2 for g0, g1 in gutters]
    grid, spans, fitted, total = _assign(block, edges)
    # A centred column title over left-aligned values leaves a gutter between them; columns
    # that are never filled in the same row are one column. A column holding text on one line
    # only, of a picture's many, is a word OCR boxed apart from its cell's text ("Clear
    # stoppage, if any, | in"): it joins the column to its left.
    merged = True
    while merged and len(edges) >= min_cols:
        merged = False
        for c in range(len(edges)):
            lone = (
                whole_region
                and len(block) >= lim.MIN_ROWS
                and (sum(1 for cells in grid if cells[c + 1]) == 1)
            )
            if lone or not any(cells[c] and cells[c + 1] for cells in grid):
                del edges[c]
                grid, spans, fitted, total = _assign(block, edges)
                merged = True
                break
    n_cols = len(edges) + 1
    if n_cols < min_cols:
        return None
    filled = [sum(1 for c in cells if c) for cells in grid]
    if sum(1 for n in filled if n >= min_cols) < min_rows:
        return None
    texts = [[_cell_text(c) for c in cells] for cells in grid]
    picture = whole_region and (n_cols >= 3 or _named_key_column(texts))
    if not _looks_tabular(texts, block, picture=picture):
        return None
    bands = ruled_bands(block, rules)
    tints = tint_bands(block, tint) if bands is None else None
    title = ""
    head = _above_tinted_header(texts, tints)
    if head:
        # Lines over a tinted header band, none of them a table row (a section title, notes):
        # text above the table; the nearest is its title.
        if len(block[head - 1]) == 1:
            title = block[head - 1][0].text
        texts, block, spans, tints = texts[head:], block[head:], spans[head:], tints[head:]  # type: ignore[index]
    texts, block, spans = join_wrapped_rows(texts, block, spans, bands, tints)
    fill = sum(1 for row in texts for t in row if t) / (n_cols * len(texts))
    if fill < lim.MIN_FILL:
        return None  # a chart's scattered labels, an empty form: mostly blank
    if not title and len(texts) > lim.MIN_ROWS and len(block[0]) == 1 and all(texts[1]):
        first = block[0][0]
        if _is_title_row(block[0], block) or (
            spans[0] and len(first.text.split()) <= lim.MAX_CELL_WORDS
        ):
            # One centred or spanning text over a row that names every column: the table's
            # title ("Revision History" over "Version | Date | Description"), not a header.
            title, texts, block, spans = block[0][0].text, texts[1:], block[1:], spans[1:]
    n_header = header_rows(texts, spans, block)
    if not n_header and tints is not None and {t for t in tints if t is not None} == {tints[0]}:
        n_header = 1  # one tinted band, over the first row only: the header (as bold or shaded)
    body = texts[n_header:]
    if bands is not None:
        body = spread_merged(body, block[n_header:], rules, edges)
    else:
        body = spread_centred(body, block[n_header:], lifted, edges)
    names: list[str] = []
    if n_header == 0:
        # A row of short labels over longer text or figures, set in the body's face.
        _title, names, body = infer_header([], body)
    if bands is None:
        body = centred_groups(body)
    grouped = group_parts(body)
    body = grouped if len(grouped) >= 2 else body  # one merged cell over the whole table: rows
    if len(body) < 2:
        return None
    frags = [f for r in block for f in r]
    bbox = (
        min(f.bbox[0] for f in frags),
        min(f.bbox[1] for f in frags),
        max(f.bbox[2] for f in frags),
        max(f.bbox[3] for f in frags),
    )
    header = column_names(texts[:n_header], block[:n_header], edges, bbox) if n_header else names
    if n_header:
        # group names over some columns, the columns' names in the first body row
        joined, body = two_levels(header, body)
        if joined is not header:
            n_header += 1  # the first body row was the header's second row
        header = joined
    body = [[bullet_items(cell) for cell in row] for row in body]
    score = statistics.fmean(f.score for f in frags)
    confidence = round(score * fitted / max(1, total), 3)
    return WordTable(bbox, header, body, tuple(edges), confidence, n_header, frags, title)


def _above_tinted_header(texts: list[list[str]], tints: list[int | None] | None) -> int:
    """How many lines stand above the table's tinted header: the first tinted band's lines fill
    most columns, and every line above it fills less than half of them."""
    if tints is None or all(t is None for t in tints):
        return 0
    first = next(i for i, t in enumerate(tints) if t is not None)
    n_cols = len(texts[first])
    band = [row for row, t in zip(texts, tints, strict=True) if t == tints[first]]
    filled = {c for row in band for c, t in enumerate(row) if t}
    if first == 0 or len(filled) < max(2, n_cols / 2):
        return 0
    if any(sum(1 for t in row if t) >= n_cols / 2 for row in texts[:first]):
        return 0
    return first


def _assign(
    block: list[list[Fragment]], edges: list[float]
) -> tuple[list[list[list[Fragment]]], list[list[tuple[int, int, Fragment]]], int, int]:
    """Fragments per cell; per row the fragments spanning columns (c0, c1, fragment); how many
    fragments fit one column, of how many."""
    grid: list[list[list[Fragment]]] = []
    spans: list[list[tuple[int, int, Fragment]]] = []
    fitted = total = 0
    for row in block:
        cells: list[list[Fragment]] = [[] for _ in range(len(edges) + 1)]
        row_spans = []
        for f in (piece for g in row for piece in _split_glued(g, edges, len(row))):
            c0, c1 = columns_of(f, edges)
            total += 1
            if c0 == c1:
                fitted += 1
            else:
                row_spans.append((c0, c1, f))
            cells[c0].append(f)
        grid.append(cells)
        spans.append(row_spans)
    return grid, spans, fitted, total


def _split_glued(f: Fragment, edges: list[float], row_len: int) -> list[Fragment]:
    """A fragment whose words fall apart at column edges, each piece inside one column, is the
    texts of neighbouring cells read as one line (OCR joins them across a narrow gutter:
    "... when stop level Dirty or faulty vacuum sensor"). The only fragment of its row is a
    title or a spanning header and stays whole."""
    c0, c1 = columns_of(f, edges)
    if c0 == c1 or len(f.words) < 2 or row_len == 1:
        return [f]
    pieces: list[list[tuple[str, BBox]]] = [[f.words[0]]]
    for word in f.words[1:]:
        prev = pieces[-1][0][1][0]
        if any(prev < e <= word[1][0] for e in edges):
            pieces.append([word])
        else:
            pieces[-1].append(word)
    if len(pieces) < 2:
        return [f]
    out = []
    for words in pieces:
        bbox = (
            min(b[0] for _, b in words),
            min(b[1] for _, b in words),
            min(max(b[2] for _, b in words), _next_edge(words[-1][1][0], edges)),
            max(b[3] for _, b in words),
        )
        out.append(Fragment(clean_text(" ".join(t for t, _ in words)), bbox, f.score, f.bold))
        if columns_of(out[-1], edges)[0] != columns_of(out[-1], edges)[1]:
            return [f]
    return out


def _next_edge(x: float, edges: list[float]) -> float:
    """The first column edge right of ``x`` (a glued word's box may run past it)."""
    return min([e for e in edges if e > x], default=float("inf"))


def columns_of(f: Fragment, edges: list[float]) -> tuple[int, int]:
    """First and last column a fragment covers (a fragment crossing an edge by only a little,
    a letter over the gutter, stays in the column that holds most of it)."""
    bounds = [float("-inf"), *edges, float("inf")]
    cols = []
    width = max(1e-6, f.bbox[2] - f.bbox[0])
    for i in range(len(bounds) - 1):
        inside = min(f.bbox[2], bounds[i + 1]) - max(f.bbox[0], bounds[i])
        if inside > lim.SPAN_MIN_SHARE * width:
            cols.append(i)
    if not cols:
        centre = (f.bbox[0] + f.bbox[2]) / 2
        c = sum(1 for e in edges if e < centre)
        return c, c
    return cols[0], cols[-1]


def _cell_text(frags: list[Fragment]) -> str:
    return " ".join(f.text for f in sorted(frags, key=lambda f: f.bbox[0]))  # one line


def _named_key_column(texts: list[list[str]]) -> bool:
    """A two-column picture whose first line names both columns ("Item | Description
    (Function)") and whose first column holds short labels ("Power LED", "ESC Button") on
    MIN_ROWS lines or more: an item/description table, however long its descriptions. Prose
    beside side headings has no such naming line; a numbered list's keys are figures."""
    if len(texts) <= lim.MIN_ROWS or len(texts[0]) != 2 or not all(map(label_cell, texts[0])):
        return False
    keys = [row[0] for row in texts[1:] if row[0]]
    return len(keys) >= lim.MIN_ROWS and all(label_cell(k) for k in keys)


def _looks_tabular(texts: list[list[str]], block: list[list[Fragment]], picture: bool) -> bool:
    """Prose, contents pages and numbered lists are not tables. In a picture of three or more
    columns long cells are allowed: a troubleshooting table's causes and remedies are sentences,
    and a picture is one unit, not a page layout."""
    cells = [t for row in texts for t in row if t]
    if not cells:
        return False
    words = [len(t.split()) for t in cells]
    if not picture and statistics.median(words) > lim.MAX_MEDIAN_CELL_WORDS:
        return False  # columns of running text
    long_cells = sum(1 for w in words if w > lim.MAX_CELL_WORDS)
    if not picture and long_cells > lim.MAX_LONG_CELL_SHARE * len(cells):
        return False
    line_texts = [" ".join(f.text for f in row) for row in block]
    leaders = sum(1 for t in line_texts if _DOT_LEADER.search(t))
    return leaders <= lim.MAX_LEADER_SHARE * len(line_texts)


__all__ = ["Fragment", "Word", "WordTable", "find_word_tables", "fragments_from_words"]
