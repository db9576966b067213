"""A landscape table set sideways on a portrait page: its text runs up the page (with /Rotate 90
turning the page for display, or without: the reader turns the book). The tables are read on an
upright copy of the page, so the header names the columns and each row is one model, and the
table's box is on the original page, where the viewer outlines it and the page's running text
leaves its words out."""

from __future__ import annotations

import pymupdf
import pytest

from tests.conftest import parse_pdf

ROWS = [
    ("Model", "Heater kW", "Pump m3/h", "Voltage", "Weight kg", "Height mm"),
    ("SP-12", "12", "2,5", "440 V", "185", "1450"),
    ("SP-24", "24", "4,0", "440 V", "240", "1600"),
    ("SP-36", "36", "6,3", "690 V", "310", "1750"),
]


def _sideways(ruled: bool, rotate: int) -> pymupdf.Document:
    """Text running up the unrotated portrait page: rows stack left to right, cells go up."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((60, 760), "Table 3-1 Dimensions and ratings", fontsize=11, rotate=90)
    for r, row in enumerate(ROWS):
        for c, cell in enumerate(row):
            font = "hebo" if r == 0 else "helv"  # a bold header row
            page.insert_text(
                (100 + 22 * r, 760 - 100 * c), cell, fontsize=9, fontname=font, rotate=90
            )
    if ruled:
        left, right, top, bottom = 84.0, 84.0 + 22 * len(ROWS), 770.0, 770.0 - 100 * len(ROWS[0])
        for r in range(len(ROWS) + 1):
            page.draw_line((84 + 22 * r, bottom), (84 + 22 * r, top))
        for c in range(len(ROWS[0]) + 1):
            page.draw_line((left, 770 - 100 * c), (right, 770 - 100 * c))
    if rotate:
        page.set_rotation(rotate)
    return doc


@pytest.mark.parametrize("ruled", [False, True], ids=["borderless", "ruled"])
@pytest.mark.parametrize("rotate", [0, 90], ids=["no-rotate", "rotate-90"])
def test_a_sideways_table_is_read_upright(ruled: bool, rotate: int) -> None:
    doc = _sideways(ruled, rotate)

    parsed = parse_pdf(doc, None)

    assert len(parsed.tables) == 1
    table = parsed.tables[0]
    assert table.header == list(ROWS[0])
    assert [tuple(r) for r in table.rows] == ROWS[1:]
    assert "Table 3-1" in table.caption
    # the box is on the original page: it holds the words of the table there
    x0, y0, x1, y1 = table.bbox
    for word in doc[0].get_text("words"):
        if word[4] in {"SP-12", "1750", "Model"}:
            assert x0 - 1 <= word[0] and word[2] <= x1 + 1 and y0 - 1 <= word[1] <= y1 + 1
    # and the cells are not running text any more
    prose = " ".join(c.text for c in parsed.chunks)
    assert "SP-24" not in prose and "1600" not in prose


def test_an_upright_page_is_read_as_it_is() -> None:
    """A page whose few sideways words are a margin note keeps its own reading."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    for r, row in enumerate(ROWS):
        for c, cell in enumerate(row):
            page.insert_text((60 + 90 * c, 120 + 16 * r), cell, fontsize=9)
    page.insert_text((30, 700), "Rev. 3", fontsize=8, rotate=90)

    parsed = parse_pdf(doc, None)

    assert [t.header for t in parsed.tables] == [list(ROWS[0])]
