"""Picture tables without ruling lines, as pages print them: a table between a page's prose
and its caption, an item/description table of two columns, cells merged down a column and
centred against their rows, row labels centred against their lines, list items inside a cell
and "-" cells the text detector misses.

The fast tests place words as OCR boxes them (one box per word, a line id per detector box);
the slow one renders a generated page to a picture and reads it with RapidOCR.
"""

from __future__ import annotations

import numpy as np
import pymupdf
import pytest

from engine.ingest.drawn_ink import lone_dashes
from engine.ingest.word_table import Word, find_word_tables, fragments_from_words
from tests.doubles.pdfs import picture_tables_of

CHAR_W = 7.0  # px per character of the made-up font
TEXT_H = 20.0
PITCH = 26.0  # px from one line to the next: rows as tight as the lines of a cell


class Page:
    """Words placed as OCR boxes them: each ``put`` is one detector box."""

    def __init__(self) -> None:
        self.words: list[Word] = []

    def put(self, x: float, y: float, text: str, height: float = TEXT_H) -> None:
        box = len(self.words) + 1
        for word in text.split():
            w = len(word) * CHAR_W
            self.words.append(Word(word, (x, y, x + w, y + height), box))
            x += w + CHAR_W

    def line(self, k: float, *cells: tuple[float, str]) -> None:
        for x, text in cells:
            self.put(x, 10 + k * PITCH, text)

    def tables(self, **kwargs):  # type: ignore[no-untyped-def]
        return find_word_tables(
            fragments_from_words(self.words), min_cols=2, whole_region=True, **kwargs
        )


PROSE = [
    "The front panel of the unit has two modes called Monitor Mode and Setup Mode which",
    "the operator selects with the buttons below the display when the unit is running.",
]


def test_a_table_under_a_pages_prose_and_caption_is_read_with_its_caption() -> None:
    """A picture of a page: a paragraph, the caption, then an item/description table of two
    columns whose descriptions are sentences. The paragraph is no row; the caption names it."""
    page = Page()
    page.line(0, (10, PROSE[0]))
    page.line(1, (10, PROSE[1]))
    page.line(3, (150, "Table 5-1 Functions of each component"))
    page.line(4, (10, "Item"), (150, "Description"))
    rows = [
        ("Power LED", "Lit after the booting process of the unit is complete."),
        ("Local LED", "Lit when the unit is controlled in local mode by the operator."),
        ("Remote LED", "Lit when the unit is controlled in remote mode from the bridge."),
        ("Alarm LED", "Lit when any fault event of the excitation system is active."),
    ]
    for k, (item, text) in enumerate(rows):
        page.line(5 + k, (10, item), (150, text))

    (table,) = page.tables()

    assert table.title == "Table 5-1 Functions of each component"
    assert table.header == ["Item", "Description"]
    assert table.rows == [list(r) for r in rows]


def test_two_tables_with_a_paragraph_between_are_read_apart() -> None:
    """A paragraph running across the column gutters between two tables ends the first: its
    lines are no rows, and the second table is read on its own."""
    page = Page()
    page.line(0, (10, "Type"), (120, "Input"), (260, "Polarity"))
    for k, (t, i, p) in enumerate([("0", "+/-10V", "bipolar"), ("1", "4...20mA", "bipolar")]):
        page.line(1 + k, (10, t), (120, i), (260, p))
    page.line(3, (10, "2"), (120, "0...10V"), (260, "unipolar"))
    page.line(4.5, (10, PROSE[0]))
    page.line(5.5, (10, PROSE[1]))
    page.line(7, (10, "Parameter"), (120, "Value"), (260, "Description"))
    page.line(8, (10, "Gain"), (120, "1.0"), (260, "Loop gain"))
    page.line(9, (10, "Band"), (120, "10 %"), (260, "Dead band"))
    page.line(10, (10, "Rate"), (120, "2 s"), (260, "Ramp time"))

    tables = page.tables()

    assert [t.header for t in tables] == [
        ["Type", "Input", "Polarity"],
        ["Parameter", "Value", "Description"],
    ]
    assert [row[0] for row in tables[0].rows] == ["0", "1", "2"]
    assert all("Monitor" not in cell for t in tables for row in t.rows for cell in row)


def test_prose_beside_side_headings_is_no_table() -> None:
    """Side headings left of running text: two columns, long lines, but no line naming the
    columns over short labels — prose, not an item/description table."""
    page = Page()
    for k, (head, text) in enumerate(
        [
            ("Safety", "Read the whole manual before the unit is started for the first time."),
            ("", "Keep the cabinet closed while the generator is running at rated speed."),
            ("Storage", "Store the spare cards dry and in their bags until they are fitted."),
            ("", "Check the bags for damage when the cards are received on board."),
            ("Cleaning", "Clean the cabinet filters every three months or when they are dirty."),
        ]
    ):
        page.line(k, *([(10, head)] if head else []), (150, text))

    assert page.tables() == []


def test_a_cell_merged_down_a_column_and_centred_reads_in_every_row_it_spans() -> None:
    """'0.75mm2' / '1.5mm2' centred against five terminals: its lines sit between the rows,
    reaching into both. It is one cell, given to each of the five rows, as a ruled table's
    merged cell reads; the next cell spans the three rows around its middle."""
    page = Page()
    page.line(0, (10, "Label"), (150, "Cross section"), (300, "Function"))
    labels = ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8"]
    for k, label in enumerate(labels):
        page.line(1 + k, (10, label), (300, f"Signal {label.lower()} input"))
    page.line(2.5, (150, "0.75mm2"))  # the middle of A1..A5 is A3 (line 3)
    page.line(3.5, (150, "1.5mm2"))
    page.line(6.5, (150, "1.0mm2"))  # the middle of A6..A8 is A7 (line 7)
    page.line(7.5, (150, "2.5mm2"))

    (table,) = page.tables()

    assert [row[0] for row in table.rows] == labels
    assert [row[1] for row in table.rows] == ["0.75mm2 1.5mm2"] * 5 + ["1.0mm2 2.5mm2"] * 3


def test_a_superscript_boxed_apart_joins_its_word() -> None:
    """OCR boxed the '2' of 'mm²' apart, small and raised: it is part of '0.75mm', no line."""
    page = Page()
    page.line(0, (10, "Label"), (150, "Section"), (300, "Function"))
    for k, (label, size) in enumerate([("C21", "0.75mm"), ("C22", "1.5mm"), ("C23", "2.5mm")]):
        page.line(1 + k, (10, label), (150, size), (300, "Data line"))
        page.put(150 + len(size) * CHAR_W - 2, 10 + (1 + k) * PITCH - 6, "2", height=12)

    (table,) = page.tables()

    assert [row[1] for row in table.rows] == ["0.75mm2", "1.5mm2", "2.5mm2"]


def test_row_labels_centred_against_their_lines_take_the_lines_around_them() -> None:
    """'LCD' / 'Display' halfway down the lines of its description, 'ESC Button' on a line
    of its own between its two: each label's row is the lines around it, a label of two
    lines is one label, and one-line rows stay rows."""
    page = Page()
    page.line(0, (10, "Item"), (150, "Description"))
    page.line(1, (150, "Provides two display modes"))
    page.line(2, (150, "Provides five display pages"))
    page.line(3, (10, "LCD"), (150, "- Standard page"))
    page.line(4, (10, "Display"), (150, "- Alarm page"))
    page.line(5, (150, "Provides four setup screens"))
    page.line(6, (150, "Edits the selected parameter"))
    page.line(7, (10, "Power LED"), (150, "Lit after booting"))
    page.line(8, (10, "Local LED"), (150, "Lit in local mode"))
    page.line(9, (150, "Clears the latched alarms"))
    page.line(9.5, (10, "ESC Button"))
    page.line(10, (150, "Returns to the menu above"))

    (table,) = page.tables()

    assert [row[0] for row in table.rows] == ["LCD Display", "Power LED", "Local LED", "ESC Button"]
    lcd = table.rows[0][1]
    assert lcd.startswith("Provides two display modes") and "Standard page" in lcd
    assert lcd.endswith("Edits the selected parameter")
    assert table.rows[3][1].replace("\n", " ") == (
        "Clears the latched alarms Returns to the menu above"
    )


def test_a_line_opening_with_a_dash_is_a_list_item_of_its_cell() -> None:
    """'- droop setting ...' under a wrapped line of the same cell starts a list item, as the
    ruled table's cell reads ('corrected; droop setting ...'), not '... corrected - droop'."""
    page = Page()
    page.line(0, (10, "Version"), (150, "Date"), (300, "Description"))
    page.line(1, (10, "1.21"), (150, "Nov 30, 2010"), (300, "Droop save is corrected"))
    page.line(2, (300, "- droop was not saved before"))
    page.line(3, (10, "1.22"), (150, "Apr 16, 2011"), (300, "Display is improved"))
    page.line(4, (10, "1.23"), (150, "Oct 17, 2011"), (300, "Limits are added"))

    (table,) = page.tables()

    assert table.rows[0][2] == "Droop save is corrected; droop was not saved before"


def _picture(shape: tuple[int, int]) -> np.ndarray:
    return np.full(shape, 255, np.uint8)


def test_lone_dashes_outside_the_text_boxes_are_found_and_other_strokes_are_not() -> None:
    """'-' cells (9 x 4 px beside 49 px text boxes, a column away from other ink) are found at
    their line's height; a dashed line, a long rule, a cut-off line's pieces and a dash off
    every line are not."""
    img = _picture((300, 900))
    text = [(20, 40, 140, 89), (300, 40, 420, 89), (20, 140, 140, 189)]
    for x0, y0, x1, y1 in text:
        img[y0 + 15 : y1 - 15, x0 + 5 : x1 - 5] = 0  # the letters
    img[63:67, 600:609] = 0  # a "-" cell on the first line
    img[163:167, 330:340] = 0  # a "-" cell on the second line
    for x in range(500, 700, 14):  # a dashed line on the second line's height
        img[170:174, x : x + 9] = 0
    img[230:233, 20:400] = 0  # a rule
    img[262:266, 700:709] = 0  # a dash at no line's height
    for x in (20, 33, 46):  # pieces of a cut-off line, close together
        img[292:296, x : x + 9] = 0

    found = lone_dashes(img, text)

    assert sorted((int(b[0]), b[1], b[3]) for b, _line in found) == [
        (330, 140, 189),
        (600, 40, 89),
    ]


@pytest.mark.slow
def test_a_picture_of_a_page_with_a_borderless_table_reads_the_table() -> None:
    """A generated page (a paragraph, a caption, an item/value table without rules whose
    empty values print "-") turned into a picture and read by OCR: one table, the caption for
    its title, the paragraph left out, the "-" cells kept."""
    src = pymupdf.open()
    page = src.new_page(width=470, height=200)
    page.insert_text((10, 20), PROSE[0][:70], fontname="helv", fontsize=10)
    page.insert_text((10, 34), PROSE[1][:70], fontname="helv", fontsize=10)
    page.insert_text((120, 60), "Table 3 Limits of the soft start", fontname="hebo", fontsize=10)
    rows = [
        ["Parameter", "Unit", "Minimum", "Maximum"],
        ["Loop gain", "%", "5", "30"],
        ["Soft start", "-", "10", "90"],
        ["Dead band", "%", "-", "10"],
        ["Delay", "sec", "0.5", "-"],
    ]
    for i, row in enumerate(rows):
        for x, cell in zip([10, 130, 250, 370], row, strict=True):
            page.insert_text((x, 80 + 15 * i), cell, fontname="helv", fontsize=10)
    found = picture_tables_of(page)

    assert len(found) == 1
    table = found[0]
    assert table.caption == "Table 3 Limits of the soft start"
    assert table.header == rows[0]
    assert table.rows == rows[1:]
