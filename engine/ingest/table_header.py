"""Column names for a ruled table whose header row is set like its body (no bold, no shading).

Many maker manuals print the header in the body's face: "Number(Label) | Cross section |
Function Description". Without it every row is quoted as bare values and the viewer shows
"Column 1 ... Column 3". Two shapes are recognised:

- a title row: one text spanning the whole first row ("Table 3-3 Auxiliary Analog Input Type"
  printed inside the frame) — it becomes the table's title, the next row is examined instead;
- a label row: every cell holds a short label (a few words, letters, not a figure) while the
  rows below hold longer text or figures.

Tables read from word positions (``engine.ingest.word_table``) also have multi-row headers:
``header_rows`` finds them, ``column_names`` joins them per column.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.ingest import limits as lim

if TYPE_CHECKING:
    from engine.ingest.word_table import Fragment
    from engine.types import BBox

NUMERIC = re.compile(r"^[\s\d.,:;/%°±+\-–−~x×()<>=≤≥]*\d[\s\d.,:;/%°±+\-–−~x×()<>=≤≥a-zA-Zµμ]*$")

_FIGURE = re.compile(r"^[\s\d.,:;/%°±+\-–−~()]*$")
_WORD = re.compile(r"[^\W\d_]{3,}")  # a word of three letters: "Unit", "Min.", not "C21" or "A"


def infer_header(
    header: list[str], rows: list[list[str]]
) -> tuple[str, list[str], list[list[str]]]:
    """(title, header, body rows). A header already found (bold/shaded) is kept as it is, but
    for the second row of a two-level header read as the first body row (two_levels)."""
    header, rows = two_levels(header, rows)
    title = ""
    if header and _title_row(header):  # a bold or shaded title row taken for the header
        title, header = header[0].split("\n")[0].strip(), []
    elif rows and _title_row(rows[0]):
        title = rows[0][0].split("\n")[0].strip()
        rows = rows[1:]
    if header or len(rows) < lim.HEADER_MIN_BODY_ROWS + 1:
        return title, header, rows
    if _label_row(rows[0], rows[1:]):
        return title, [c.replace("\n", " ") for c in rows[0]], rows[1:]
    # A note or heading the rules took in above the label row ("WARNING | Never mix cleaner
    # ..." boxed, then "6.1 Maintenance schedule", over "Task | Weekly | Monthly | 6 Months"):
    # rows filling a cell or two, above a row naming every column. They are the table's title,
    # so no word of theirs is lost; the label row names the columns.
    for lead in range(1, lim.HEADER_LEAD_ROWS + 1):
        if len(rows) - lead < lim.HEADER_MIN_BODY_ROWS + 1:
            break
        if not _sparse(rows[lead - 1]):
            break
        label = rows[lead]
        filled = sum(1 for c in label if c.strip())
        if filled > 2 and _label_row(label, rows[lead + 1 :]):
            above = " ".join(
                " ".join(dict.fromkeys(c.split("\n")[0].strip() for c in row if c.strip()))
                for row in rows[:lead]
            )
            title = f"{title} {above}".strip()
            return title, [c.replace("\n", " ") for c in rows[lead]], rows[lead + 1 :]
    return title, header, rows


def _sparse(row: list[str]) -> bool:
    """A row of a note or heading spanning the grid: one or two texts (a spanning cell's text
    repeated counts once); the label row under it must fill more than two cells."""
    return 0 < len({c.strip() for c in row if c.strip()}) <= 2


def _label_row(first: list[str], body: list[list[str]]) -> bool:
    """``first`` names the columns of ``body``: every cell a short label of words (a column
    empty in every row, a gap the rules left, is passed over), no figure over a column of
    figures, and longer text or figures below."""
    used = [c for c in range(len(first)) if first[c].strip() or any(r[c].strip() for r in body)]
    if not used:
        return False
    cells = [first[c] for c in used]
    worded = sum(1 for cell in cells if _WORD.search(cell))
    named = worded == len(cells) or (len(cells) >= 3 and worded >= len(cells) - 1)
    # A column of figures is not named by a figure: "Oil | SAE 30" over "Capacity | 12 l" is data.
    figures = [any(_has_figure(row[c]) for row in body) for c in used]
    clean = all(not (_has_figure(cell) and figures[i]) for i, cell in enumerate(cells))
    if not (named and clean and all(label_cell(c) for c in cells)):
        return False
    if len(set(cells)) != len(cells):
        return False
    return any(
        len(cell.split()) > lim.HEADER_MAX_WORDS or _has_figure(cell)
        for row in body
        for cell in row
    )


def two_levels(header: list[str], rows: list[list[str]]) -> tuple[list[str], list[list[str]]]:
    """A header row of group names over some columns only ("Copper anode" over "Type | Current
    (A)", the first columns blank), and under it a row naming every column: the group's cell
    spans the blank cells after it, whose rules a picture of the table may not show (generated
    Ashby & Pryce MGPS p6, a picture table). The two rows are one header: "Copper anode —
    Current (A)"."""
    if not header or not rows or len(rows) < lim.HEADER_MIN_BODY_ROWS + 1:
        return header, rows
    groups = [c.strip() for c in header]
    first = rows[0]
    if all(groups) or not any(groups) or len(first) != len(groups):
        return header, rows
    if not all(label_cell(c) for c in first):
        return header, rows
    if not any(groups[c] and not groups[c + 1] for c in range(len(groups) - 1)):
        return header, rows  # no group name has a blank cell after it to span
    names: list[str] = []
    group = ""
    for c, name in enumerate(first):
        if groups[c]:
            group = groups[c]
        name = name.replace("\n", " ")
        names.append(f"{group} — {name}" if group else name)
    if len(set(names)) < len(names):
        return header, rows  # the names under one group repeat: not its columns' names
    return names, rows[1:]


def _title_row(row: list[str]) -> bool:
    """One text in every cell of the row (a spanning cell repeated) or only in the first."""
    text = row[0].strip()
    if not text or len(row) < 2:
        return False
    return all(c.strip() in ("", text) for c in row[1:]) and len(text.split()) >= 3


def label_cell(cell: str) -> bool:
    """A column name or row label: a few words with letters, not a figure."""
    words = cell.split()
    return (
        0 < len(words) <= lim.HEADER_MAX_WORDS
        and not _FIGURE.match(cell)
        and any(ch.isalpha() for ch in cell)
    )


def _has_figure(cell: str) -> bool:
    return any(ch.isdigit() for ch in cell)


def header_rows(
    texts: list[list[str]],
    spans: list[list[tuple[int, int, Fragment]]],
    block: list[list[Fragment]],
) -> int:
    """Leading rows that span columns or leave the row-label column empty, or one row of words
    over rows with figures."""
    n = 0
    while n < min(lim.MAX_HEADER_ROWS, len(texts) - 2):
        row = texts[n]
        if spans[n] or (not row[0] and any(row[1:])):
            n += 1
            continue
        break
    bold_first = all(f.bold for f in block[0]) and not all(f.bold for f in block[1])
    if n == 0 and len(texts) >= 3 and bold_first:
        return 1  # a bold first row over plain rows
    if n == 0 and words_over_figures(texts):
        n = 1
    return n


def words_over_figures(texts: list[list[str]]) -> bool:
    """A first row of words (no cell a bare figure) over at least two rows and two figures: the
    column names of a table whose header is not set apart by bold or shading (what OCR sees)."""
    if len(texts) < 3:
        return False
    first = [t for t in texts[0] if t]
    body_numeric = sum(1 for row in texts[1:] for t in row if t and NUMERIC.match(t))
    first_numeric = sum(1 for t in first if NUMERIC.match(t))
    return len(first) >= 2 and first_numeric == 0 and body_numeric >= 2


def column_names(
    header: list[list[str]], header_rows: list[list[Fragment]], edges: list[float], bbox: BBox
) -> list[str]:
    """One name per column: the header texts above it, top down ("Nominal diameter, in" +
    "Screwed" + "1"). In a row with fewer texts than columns (a spanning header), each column
    takes the text nearest to it; the row-label column only a text that overlaps it."""
    from engine.ingest.word_table import columns_of

    n_cols = len(edges) + 1
    if not header:
        return []
    bounds = [bbox[0], *edges, bbox[2]]
    centres = [(bounds[i] + bounds[i + 1]) / 2 for i in range(n_cols)]
    names: list[list[str]] = [[] for _ in range(n_cols)]
    for texts, frags in zip(header, header_rows, strict=True):
        # Every fragment inside one column: the row's texts are its names (a name of two lines
        # joined, "Cross section"); else a spanning text is shared out by nearness.
        if len(frags) >= sum(1 for t in texts if t) and not any(
            columns_of(f, edges)[0] != columns_of(f, edges)[1] for f in frags
        ):
            row_names = texts
        else:
            row_names = []
            for c in range(n_cols):
                if c == 0:
                    over = [f for f in frags if f.bbox[0] < bounds[1]]
                    row_names.append(over[0].text if over else "")
                    continue
                nearest = min(frags, key=lambda f: _distance(f, centres[c]), default=None)
                row_names.append(nearest.text if nearest is not None else "")
        for c, text in enumerate(row_names):
            if text and (not names[c] or names[c][-1] != text):
                names[c].append(text)
    return [" ".join(parts) for parts in names]


def _distance(f: Fragment, x: float) -> float:
    return max(0.0, f.bbox[0] - x, x - f.bbox[2])
