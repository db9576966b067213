"""Column names for a ruled table whose header row is set like its body (no bold, no shading).

Many maker manuals print the header in the body's face: "Number(Label) | Cross section |
Function Description". Without it every row is quoted as bare values and the viewer shows
"Column 1 ... Column 3". Two shapes are recognised:

- a title row: one text spanning the whole first row ("Table 3-3 Auxiliary Analog Input Type"
  printed inside the frame) — it becomes the table's title, the next row is examined instead;
- a label row: every cell holds a short label (a few words, letters, not a figure) while the
  rows below hold longer text or figures.
"""

from __future__ import annotations

import re

from engine.ingest import limits as lim

_FIGURE = re.compile(r"^[\s\d.,:;/%°±+\-–−~()]*$")
_WORD = re.compile(r"[^\W\d_]{3,}")  # a word of three letters: "Unit", "Min.", not "C21" or "A"


def infer_header(
    header: list[str], rows: list[list[str]]
) -> tuple[str, list[str], list[list[str]]]:
    """(title, header, body rows). A header already found (bold/shaded) is kept as it is."""
    title = ""
    if header and _title_row(header):  # a bold or shaded title row taken for the header
        title, header = header[0].split("\n")[0].strip(), []
    elif rows and _title_row(rows[0]):
        title = rows[0][0].split("\n")[0].strip()
        rows = rows[1:]
    if header or len(rows) < lim.HEADER_MIN_BODY_ROWS + 1:
        return title, header, rows
    first, body = rows[0], rows[1:]
    worded = sum(1 for cell in first if _WORD.search(cell))
    named = worded == len(first) or (len(first) >= 3 and worded >= len(first) - 1)
    # A column of figures is not named by a figure: "Oil | SAE 30" over "Capacity | 12 l" is data.
    figures = [any(_has_figure(row[c]) for row in body) for c in range(len(first))]
    clean = all(not (_has_figure(cell) and figures[c]) for c, cell in enumerate(first))
    if named and clean and all(_label(c) for c in first) and len(set(first)) == len(first):
        longer = any(
            len(cell.split()) > lim.HEADER_MAX_WORDS or _has_figure(cell)
            for row in body
            for cell in row
        )
        if longer:
            return title, [c.replace("\n", " ") for c in first], body
    return title, header, rows


def _title_row(row: list[str]) -> bool:
    """One text in every cell of the row (a spanning cell repeated) or only in the first."""
    text = row[0].strip()
    if not text or len(row) < 2:
        return False
    return all(c.strip() in ("", text) for c in row[1:]) and len(text.split()) >= 3


def _label(cell: str) -> bool:
    words = cell.split()
    return (
        0 < len(words) <= lim.HEADER_MAX_WORDS
        and not _FIGURE.match(cell)
        and any(ch.isalpha() for ch in cell)
    )


def _has_figure(cell: str) -> bool:
    return any(ch.isdigit() for ch in cell)
