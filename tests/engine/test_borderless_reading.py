"""Borderless tables read from word positions (what OCR returns for a picture table without
ruling lines): wrapped cells, rows set as tight as the lines of a cell, neighbouring cells that
OCR read as one line, two-line headers with names set at their middle height.

The fast tests place words as OCR boxes them (one box per word, a line id per detector box);
the slow one renders a generated table without rules to a picture and reads it with RapidOCR.
"""

from __future__ import annotations

import pymupdf
import pytest

from engine.ingest.aligned_tables import ocr_tables
from engine.ingest.ocr import PageOcr
from engine.ingest.word_table import Word, find_word_tables, fragments_from_words

CHAR_W = 7.0  # px per character of the made-up font
LINE_H = 24.0  # px per text line: rows are set as tight as the lines of a cell (no padding)
TEXT_H = 20.0


def _words(lines: list[list[tuple]]) -> list[Word]:  # type: ignore[type-arg]
    """Words of ``lines``: each a list of (x, text) cells, one detector box per cell; a cell
    given as (x, text, True) is in the previous cell's box (OCR read both as one line)."""
    out: list[Word] = []
    box = 0
    for i, cells in enumerate(lines):
        y = 10 + i * LINE_H
        for x, text, *glued in cells:
            box += 0 if glued else 1
            for word in text.split():
                w = len(word) * CHAR_W
                out.append(Word(word, (x, y, x + w, y + TEXT_H), box))
                x += w + CHAR_W
    return out


def _read(lines: list[list[tuple[float, str]]]):  # type: ignore[no-untyped-def]
    tables = find_word_tables(fragments_from_words(_words(lines)), min_cols=2, whole_region=True)
    assert len(tables) == 1
    return tables[0]


# A troubleshooting table without rules: problem, cause, remedy; wrapped lines open in lower
# case, causes and remedies stacked under their problem.
P, C, R = 10.0, 300.0, 560.0
TROUBLE = [
    [(P, "Problem"), (C, "Possible cause"), (R, "Remedy")],
    [
        (P, "Pumps are running, but unit does"),
        (C, "Pumps are running in wrong"),
        (R, "Check wiring."),
    ],
    [(P, "not create vacuum."), (C, "direction.")],
    [(C, "Shut off valves are closed."), (R, "Open valves.")],
    [(P, "Low vacuum capacity"), (C, "Partially blocked discharge"), (R, "Clean discharge")],
    [(C, "line."), (R, "line.")],
    [(C, "Low supply voltage."), (R, "Check supply.")],
    [(P, "Unit does not stop when level"), (C - 14, "Dirty vacuum sensor", True), (R, "Clean")],
    [(P, "is reached."), (R, "sensor tube")],
]


def test_wrapped_cells_of_a_borderless_table_join_their_rows() -> None:
    table = _read(TROUBLE)

    assert table.header == ["Problem", "Possible cause", "Remedy"]
    assert [row[0] for row in table.rows] == [
        "Pumps are running, but unit does not create vacuum.",
        "Low vacuum capacity",
        "Unit does not stop when level is reached.",
    ]
    # Lines set this close are one cell's text (no case signal): causes and remedies stay
    # with their problem, in order.
    assert table.rows[0][1] == "Pumps are running in wrong direction. Shut off valves are closed."
    assert table.rows[1][2] == "Clean discharge line. Check supply."
    # OCR read "... level" and "Dirty vacuum sensor" as one line: split at the column edge.
    assert table.rows[2] == [
        "Unit does not stop when level is reached.",
        "Dirty vacuum sensor",
        "Clean sensor tube",
    ]


def test_lower_case_row_labels_stay_rows() -> None:
    """A column of lower-case symbols gives no wrapping signal: every line is a row."""
    lines = [[(10, "Symbol"), (150, "Unit"), (300, "Range")]]
    for name, unit, rng in [
        ("kp", "-", "50...400"),
        ("ki", "-", "10...300"),
        ("td", "ms", "5...500"),
    ]:
        lines.append([(10, name), (150, unit), (300, rng)])

    table = _read(lines)

    assert table.header == ["Symbol", "Unit", "Range"]
    assert [row[0] for row in table.rows] == ["kp", "ki", "td"]


def test_two_line_header_with_names_at_its_middle_height() -> None:
    """'Cross / section' over two lines, 'Number' and 'Function' set between them."""
    words = _words(
        [
            [(200, "Cross")],
            [],
            [(200, "section")],
            [(10, "A1(I+)"), (200, "0.75mm2"), (360, "Auxiliary current positive")],
            [(10, "A2(I-)"), (200, "0.75mm2"), (360, "Auxiliary current negative")],
            [(10, "A3(GND)"), (200, "1.5mm2"), (360, "Auxiliary shield")],
        ]
    )
    half = LINE_H  # the one-line names sit between the two lines of "Cross section"
    words += [
        Word("Number", (10, 10 + half, 10 + 6 * CHAR_W, 10 + half + TEXT_H), 900),
        Word("Function", (360, 10 + half, 360 + 8 * CHAR_W, 10 + half + TEXT_H), 901),
    ]

    tables = find_word_tables(fragments_from_words(words), min_cols=2, whole_region=True)

    assert len(tables) == 1
    assert tables[0].header == ["Number", "Cross section", "Function"]
    assert [row[0] for row in tables[0].rows] == ["A1(I+)", "A2(I-)", "A3(GND)"]


@pytest.mark.slow
def test_borderless_picture_table_reads_its_rows_and_columns() -> None:
    """A generated table without any rule (rows as tight as the lines of a wrapped cell),
    turned into a picture and read by OCR: 3 columns, header + 3 rows, wrapped lines joined."""
    src = pymupdf.open()
    page = src.new_page(width=470, height=120)
    xs = [10, 170, 320]
    lines = [
        ["Problem", "Possible cause", "Remedy"],
        ["Pump runs, but no", "Valve is closed", "Open the valve"],
        ["vacuum is made", "Pump housing dry", "Fill the pump"],
        ["Low capacity", "Line is blocked", "Clean the line"],
        ["No start at the", "Sensor is dirty", "Clean the sensor"],
        ["start level", "", ""],
    ]
    for i, row in enumerate(lines):
        for x, text in zip(xs, row, strict=True):
            font = "hebo" if i == 0 else "helv"
            page.insert_text((x, 25 + 14 * i), text, fontname=font, fontsize=11)
    pix = page.get_pixmap(dpi=150)
    doc = pymupdf.open()
    pic = doc.new_page(width=page.rect.width, height=page.rect.height)
    pic.insert_image(pic.rect, pixmap=pix)
    ocr = PageOcr()
    ocr.warm_up()

    read = ocr.read_region_oriented(pic, tuple(pic.rect))
    found = ocr_tables(read, 1, pic.rect.height, [], True)

    assert len(found) == 1
    table = found[0]
    assert table.n_cols == 3
    assert table.header == lines[0]
    assert len(table.rows) == 3
    assert table.rows[0][0] == "Pump runs, but no vacuum is made"
    assert table.rows[2][0] == "No start at the start level"


def test_a_title_over_the_column_names_is_the_caption_not_the_header() -> None:
    tables = find_word_tables(
        fragments_from_words(
            _words(
                [
                    [(10, "Software Revision History")],
                    [(10, "Version"), (150, "Date"), (300, "Description")],
                    [(10, "1.00"), (150, "Sep 09, 2009"), (300, "Initial release")],
                    [(10, "1.01"), (150, "Jan 09, 2010"), (300, "First commercial version")],
                    [(10, "1.10"), (150, "Apr 10, 2010"), (300, "Minor bug fix")],
                ]
            )
        ),
        min_cols=2,
        whole_region=True,
    )

    assert len(tables) == 1
    assert tables[0].title == "Software Revision History"
    assert tables[0].header == ["Version", "Date", "Description"]
    assert [row[0] for row in tables[0].rows] == ["1.00", "1.01", "1.10"]
