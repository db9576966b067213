"""Borderless tables read from word positions (what OCR returns for a picture table without
ruling lines): wrapped cells, rows set as tight as the lines of a cell, neighbouring cells that
OCR read as one line, two-line headers with names set at their middle height.

The fast tests place words as OCR boxes them (one box per word, a line id per detector box);
the slow one renders a generated table without rules to a picture and reads it with RapidOCR.
"""

from __future__ import annotations

import numpy as np
import pymupdf
import pytest

from engine.ingest.word_table import Word, find_word_tables, fragments_from_words
from tests.doubles.pdfs import picture_tables_of

CHAR_W = 7.0  # px per character of the made-up font
LINE_H = 24.0  # px per text line: rows are set as tight as the lines of a cell (no padding)
TEXT_H = 20.0


def _words(lines: list[list[tuple]], pitch: float = LINE_H) -> list[Word]:  # type: ignore[type-arg]
    """Words of ``lines``: each a list of (x, text) cells, one detector box per cell; a cell
    given as (x, text, True) is in the previous cell's box (OCR read both as one line).
    ``pitch``: px from one line to the next."""
    out: list[Word] = []
    box = 0
    for i, cells in enumerate(lines):
        y = 10 + i * pitch
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
    found = picture_tables_of(page)

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


def _picture_words(page: pymupdf.Page, dpi: int = 150):  # type: ignore[no-untyped-def]
    """A generated page as a picture (grey pixels) and its words in the picture's pixels, one
    detector box per text line (what OCR returns, without running it)."""
    import numpy as np

    pix = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
    img = np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.stride)[:, : pix.width]
    zoom = dpi / 72
    words = [
        Word(text, (x0 * zoom, y0 * zoom, x1 * zoom, y1 * zoom), block * 1000 + line)
        for x0, y0, x1, y1, text, block, line, _n in page.get_text("words")
    ]
    return img, words


def test_lines_of_a_tinted_header_band_are_one_row_and_stay_out_of_the_body() -> None:
    """A borderless table whose two-line header sits on a light grey band ("OEL / Enabled"),
    and a first body row opening in lower case ("excitation power") right under the band: the
    band's lines are one header row; the lower-case line is a row of its own."""
    from engine.ingest.orientation import tinted

    doc = pymupdf.open()
    page = doc.new_page(width=330, height=150)
    xs = [10, 120, 230]
    page.draw_rect(pymupdf.Rect(5, 8, 325, 40), color=None, fill=(0.945, 0.945, 0.945))
    header = [["OEL", "OEL", "GCB"], ["Enabled", "Option", "status"]]
    body = [
        ["excitation power", "Shunt", "Open"],
        ["True", "GCB or MCB", "Open"],
        ["True", "Dynamic", "Close"],
        ["False", "GCB", "Close"],
    ]
    for i, row in enumerate(header + body):
        y = 21 + 14 * i + (6 if i >= 2 else 0)
        for x, text in zip(xs, row, strict=True):
            page.insert_text((x, y), text, fontname="helv", fontsize=10)
    img, words = _picture_words(page)

    tables = find_word_tables(
        fragments_from_words(words), min_cols=2, whole_region=True, tint=tinted(img)
    )

    assert len(tables) == 1
    table = tables[0]
    assert (len(table.rows) + (1 if table.header else 0), len(table.rows[0])) == (5, 3)
    assert table.header == ["OEL Enabled", "OEL Option", "GCB status"]
    assert [row[0] for row in table.rows] == ["excitation power", "True", "True", "False"]


def test_capitalised_lines_of_a_multi_line_key_cell_stay_in_their_row() -> None:
    """Troubleshooting without rules: the issue cell runs over three lines that each open with
    a capital ("Unequal reactive power / OR / Unequal power factor") beside several causes and
    checks. The issue's lines are one cell; the causes under it are parts of its row."""
    i, c, k = 10.0, 220.0, 380.0
    lines = [
        [(i, "Issue"), (c, "Possible causes"), (k, "Check and Correction")],
        [(i, "Unequal reactive power"), (c, "Wiring"), (k, "Check sensing CT wiring")],
        [(i, "OR"), (k, "Check sensing VT wiring")],
        [(i, "Unequal power factor"), (k, "Check CCC loop wiring")],
        [(c, "Sensing CT"), (k, "Check sensing CT ratio")],
        [(c, "Parameter"), (k, "Check Reactive Droop parameter")],
        [(c, "Limiter"), (k, "Check that no limitation is active")],
        [(i, "Too large voltage change"), (c, "Wiring"), (k, "Check sensing CT wiring")],
        [(i, "While load changed"), (k, "Check sensing VT wiring")],
        [(c, "Parameter"), (k, "Check CCC Droop parameter")],
        [(c, "Sensing"), (k, "Check sensing CT ratio")],
        [(c, "Limiter"), (k, "Check that no limitation is active")],
    ]

    table = _read(lines)

    assert table.header == ["Issue", "Possible causes", "Check and Correction"]
    assert (len(table.rows), len(table.rows[0])) == (2, 3)
    assert table.rows[0][0] == "Unequal reactive power OR Unequal power factor"
    assert table.rows[1][0] == "Too large voltage change While load changed"
    # The causes under an issue stay with it, in order.
    assert table.rows[0][1].replace("\n", " ") == "Wiring Sensing CT Parameter Limiter"
    assert table.rows[1][1].replace("\n", " ") == "Wiring Parameter Sensing Limiter"


def test_one_line_cells_centred_against_a_multi_line_cell_stay_one_row() -> None:
    """A parameter list without rules whose one-line cells ("OEL Option", its limits) are set
    at the middle height of a multi-line description: the description lines above and below
    belong to that row, and the one-line rows around it stay rows."""
    n, lo, hi, d = 10.0, 250.0, 320.0, 400.0
    lines = [
        [(n, "Parameter"), (lo, "Min."), (hi, "Max."), (d, "Description")],
        [(d, "0 = MCB Or GCB")],
        [(d, "1 = GCB")],
        [(n, "OEL Option"), (lo, "0"), (hi, "3"), (d, "2 = On Line")],
        [(d, "3 = Dynamic")],
        [(d, "4 = Off")],
        [(n, "OEL Hi Level"), (lo, "0"), (hi, "500"), (d, "100% = rated current")],
        [(n, "OEL Hi Time"), (lo, "0"), (hi, "60"), (d, "In seconds")],
        [(d, "0 = Not Assigned")],
        [(n, "Relay 1 Function"), (lo, "0"), (hi, "20"), (d, "1 = Preposition")],
        [(d, "2 = Secondary Unit")],
        [(n, "Relay 2 Function"), (lo, "0"), (hi, "20"), (d, "Same as Relay 1")],
    ]

    table = _read(lines)

    assert table.header == ["Parameter", "Min.", "Max.", "Description"]
    assert (len(table.rows), len(table.rows[0])) == (5, 4)
    assert [row[0] for row in table.rows] == [
        "OEL Option",
        "OEL Hi Level",
        "OEL Hi Time",
        "Relay 1 Function",
        "Relay 2 Function",
    ]
    assert table.rows[0][3].split("\n") == [
        "0 = MCB Or GCB",
        "1 = GCB",
        "2 = On Line",
        "3 = Dynamic",
        "4 = Off",
    ]
    assert table.rows[3][3].split("\n") == [
        "0 = Not Assigned",
        "1 = Preposition",
        "2 = Secondary Unit",
    ]


def test_notes_above_a_tinted_header_are_not_rows_of_the_table() -> None:
    """A page-wide picture: a title and notes over a table whose header row is tinted; the
    notes stay out of the table and the line nearest the header is its title."""
    from engine.ingest.orientation import tinted

    doc = pymupdf.open()
    page = doc.new_page(width=360, height=190)
    xs = [10, 150, 200, 250]
    page.insert_text((10, 20), "Notes:", fontname="helv", fontsize=10)
    page.insert_text((10, 34), "(1) Res: Resolution or increment", fontname="helv", fontsize=10)
    page.insert_text((10, 48), "(2) DFLT: Default value", fontname="helv", fontsize=10)
    page.insert_text((10, 70), "Configuration parameters", fontname="helv", fontsize=10)
    page.draw_rect(pymupdf.Rect(5, 78, 355, 96), color=None, fill=(0.945, 0.945, 0.945))
    rows = [
        ["Parameter", "Min.", "Max.", "DFLT"],
        ["AVR ID", "1", "16", "1"],
        ["DC Link Voltage", "20", "600", "200"],
        ["Sensing Config", "0", "1", "1"],
        ["CCC Enable", "0", "1", "0"],
    ]
    for i, row in enumerate(rows):
        for x, text in zip(xs, row, strict=True):
            page.insert_text((x, 91 + 16 * i), text, fontname="helv", fontsize=10)
    img, words = _picture_words(page)

    tables = find_word_tables(
        fragments_from_words(words), min_cols=2, whole_region=True, tint=tinted(img)
    )

    assert len(tables) == 1
    table = tables[0]
    assert table.title == "Configuration parameters"
    assert table.header == rows[0]
    assert table.rows == rows[1:]


def test_a_two_line_cell_with_its_row_set_between_its_lines_is_one_row() -> None:
    """'Under Frequency Corner / Frequency' set tight, its unit and limits at the middle height
    of its two lines: the second line reaches up into the row and belongs to it."""
    cols = [10.0, 250.0, 320.0, 390.0]
    words: list[Word] = []
    line = 0

    def put(x: float, y: float, text: str) -> None:
        nonlocal line
        line += 1
        for word in text.split():
            w = len(word) * CHAR_W
            words.append(Word(word, (x, y, x + w, y + TEXT_H), line))
            x += w + CHAR_W

    for i, row in enumerate(
        [["Parameter", "Unit", "Min.", "Max."], ["Soft Start", "%", "0", "90"]]
    ):
        for x, text in zip(cols, row, strict=True):
            put(x, 10 + i * LINE_H, text)
    y = 10 + 2 * LINE_H
    put(cols[0], y, "Under Frequency Corner")
    for x, text in zip(cols[1:], ["Hz", "15", "90"], strict=True):
        put(x, y + 9, text)  # at the middle height of the two-line cell
    put(cols[0], y + 17, "Frequency")  # tight under its first line
    for i, row in enumerate([["Slope", "V/Hz", "0.1", "3"], ["Droop", "%", "-30", "30"]]):
        for x, text in zip(cols, row, strict=True):
            put(x, y + 17 + (i + 1) * LINE_H, text)

    tables = find_word_tables(fragments_from_words(words), min_cols=2, whole_region=True)

    assert len(tables) == 1
    assert [row[0] for row in tables[0].rows] == [
        "Soft Start",
        "Under Frequency Corner Frequency",
        "Slope",
        "Droop",
    ]
    assert tables[0].rows[1][1:] == ["Hz", "15", "90"]


def test_a_right_aligned_column_next_to_a_left_aligned_one_is_two_columns() -> None:
    """'Symbol' set flush right against 'Format' set flush left: the gutter between them is
    narrower than a word space wider, but every line keeps it; they are two columns."""
    words: list[Word] = []
    rows = [
        ("Tab", "Parameter", "Symbol:", "Format"),
        ("Gain", "AVR mode Loop gain", "AVR KG", "500.0"),
        ("Gain", "AVR mode KP", "AVR KP", "1000.0"),
        ("Gain", "UEL Loop Gain", "UEL KG", "500.0"),
        ("Limiter", "OEL Option", "OEL Option", "0...3"),
        ("Limiter", "SCL Hi Level", "SCL HiAmp", "500%"),
    ]
    for i, (tab, name, symbol, fmt) in enumerate(rows):
        y = 10 + i * LINE_H
        for x, text in ((10.0, tab), (100.0, name)):
            if text:
                words.append(Word(text, (x, y, x + len(text) * CHAR_W, y + TEXT_H), 10 * i + 1))
        right = 330.0  # symbols end here; formats start 7 px (0.35 text heights) further
        words.append(Word(symbol, (right - len(symbol) * CHAR_W, y, right, y + TEXT_H), 10 * i + 2))
        words.append(
            Word(fmt, (right + 7, y, right + 7 + len(fmt) * CHAR_W, y + TEXT_H), 10 * i + 3)
        )

    tables = find_word_tables(fragments_from_words(words), min_cols=2, whole_region=True)

    assert len(tables) == 1
    assert tables[0].header == ["Tab", "Parameter", "Symbol:", "Format"]
    assert [row[2:] for row in tables[0].rows[:2]] == [["AVR KG", "500.0"], ["AVR KP", "1000.0"]]


def test_a_word_boxed_apart_from_its_cell_is_no_column_of_its_own() -> None:
    """OCR boxed the last word of one remedy apart ('Clear stoppage, if any,' | 'in'), past the
    column's other texts: it stays in the remedy cell, the table keeps three columns."""
    lines = [
        [(10, "Trouble"), (220, "Cause"), (420, "Remedy")],
        [
            (10, "Bowl does not empty"),
            (220, "Valve blocked"),
            (420, "Clear stoppage, if any,"),
            (605, "in"),
        ],
        [(10, "No rinsing water"), (220, "Valve closed"), (420, "Open valve")],
        [(10, "Toilet overflowing"), (220, "Valve jammed"), (420, "Close shut-off valve")],
        [(10, "Toilet does not flush"), (220, "No vacuum"), (420, "Check vacuum level")],
    ]

    table = _read(lines)

    assert (len(table.rows), len(table.rows[0])) == (4, 3)
    assert table.rows[0][2] == "Clear stoppage, if any, in"


def test_top_aligned_rows_stay_top_aligned_when_a_stray_line_closes_the_table() -> None:
    """Rows whose names stand on their first line, bullet lines under them, and a page footer
    taken in as the last line: each name keeps the lines under it (nothing is re-shared as if
    the names were centred)."""
    n, d = 10.0, 250.0
    lines = [
        [(n, "Name (Display Label)"), (d, "Description (Function)")],
        [(n, "Operating Mode Label"), (d, "Displays active operating mode")],
        [(n, "Local / Remote Button"), (d, "Selects Local / Remote mode")],
        [(d, "Indicates Local / Remote status")],
        [(n, "Start/ Stop Button"), (d, "Determines the Start/Stop status")],
        [(d, "Indicates Start/Stop status")],
        [(d, "Enabled when Remote mode")],
        [(n, "Auto/ Manual Button"), (d, "Determines the Auto/ Manual mode")],
        [(d, "Indicates the Auto/ Manual mode")],
        [(d, "Enabled when Remote mode")],
        [(n, "VAR/PF mode Lamps"), (d, "Enabled Lamp: VAR/PF enabled")],
        [(d, "VAR Lamp: ON in VAR mode")],
        [(d, "PF Lamp: ON in PF mode")],
        [(d, "OFF Lamp: ON in neither mode")],
        [(n, "Hyundai Heavy Industries"), (d, "80 Electric Systems")],
    ]

    # Lines set with the text layer's leading (0.6 text heights between them), no rules.
    tables = find_word_tables(
        fragments_from_words(_words(lines, pitch=1.6 * TEXT_H)), min_cols=2, whole_region=True
    )
    assert len(tables) == 1
    table = tables[0]

    assert [row[0] for row in table.rows[:5]] == [
        "Operating Mode Label",
        "Local / Remote Button",
        "Start/ Stop Button",
        "Auto/ Manual Button",
        "VAR/PF mode Lamps",
    ]
    assert table.rows[1][1].split("\n") == [
        "Selects Local / Remote mode",
        "Indicates Local / Remote status",
    ]
    assert table.rows[2][1].split("\n")[0] == "Determines the Start/Stop status"


def test_a_two_line_key_centred_against_its_rows_lines_is_one_key() -> None:
    """Tab names set at the middle height of their parameters, one of them over two lines
    ('Auxiliary/' / 'Strtup'), its first line on a height of its own: two rows, each holding
    its parameters; the header's lines and the parameters around the keys stay in place."""
    words: list[Word] = []
    box = 0

    def put(x: float, k: float, text: str) -> None:
        nonlocal box
        box += 1
        y = 80 + k * 1.5 * TEXT_H  # lines set with the leading of a printed table
        for word in text.split():
            w = len(word) * CHAR_W
            words.append(Word(word, (x, y, x + w, y + TEXT_H), box))
            x += w + CHAR_W

    put(10, -1.3, "Tab Name")
    put(150, -1.3, "Parameter")
    put(400, -1.3, "Unit")
    params = [
        ("CCC Enable", "-"),
        ("Excitation Power Source", "-"),
        ("Dc Link Voltage", "V"),
        ("Sensing Configuration", "-"),
        ("Setpoint Auto Save", "-"),
        ("Soft Start Level", "%"),
        ("Soft Start Delay time", "sec"),
        ("Soft Start time", "sec"),
        ("Under Frequency mode", "-"),
        ("Under Frequency Slope", "V/Hz"),
        ("Reactive Droop", "%"),
        ("CCC Droop", "%"),
        ("Droop Limit", "%"),
        ("Droop Time", "sec"),
    ]
    for k, (name, unit) in enumerate(params):
        put(150, k, name)
        put(400, k, unit)
    put(10, 2, "Configuration")
    put(10, 8.5, "Auxiliary/")  # a height of its own, between two parameters
    put(10, 9, "Strtup")  # beside "Under Frequency Slope"
    tint = np.zeros((500, 500), dtype=bool)
    tint[int(80 - 1.3 * 1.5 * TEXT_H) - 4 : int(80 - 1.3 * 1.5 * TEXT_H + TEXT_H) + 4, :] = (
        True  # the header's band
    )

    tables = find_word_tables(fragments_from_words(words), min_cols=2, whole_region=True, tint=tint)

    assert len(tables) == 1
    table = tables[0]
    assert table.header == ["Tab Name", "Parameter", "Unit"]
    assert [row[0] for row in table.rows] == ["Configuration", "Auxiliary/ Strtup"]
    assert table.rows[0][1].split("\n") == [name for name, _ in params[:5]]
    assert table.rows[1][1].split("\n") == [name for name, _ in params[5:]]


def test_a_section_title_on_the_grid_of_lines_stays_a_row_of_its_own() -> None:
    """'Water valve opening time' on a line of its own, set on the grid of the lines around it,
    over 'Jet 6 | Normal bowl water level | White jet': a section title, not the first line of
    a two-line key."""
    k, d, j, t = 10.0, 120.0, 300.0, 400.0
    lines = [
        [(k, "Jet 1"), (d, "Short discharge period"), (j, "Red jet"), (t, "1.5 sec.")],
        [(d, "Normal discharge period"), (j, "Blue jet"), (t, "2.0 sec.")],
        [(d, "Longer discharge period"), (j, "White jet"), (t, "2.5 sec.")],
        [(d, "Less restriction shortens the time")],
        [(k, "Water valve opening time")],
        [(k, "Jet 6"), (d, "Normal bowl water level"), (j, "White jet")],
        [(d, "Low bowl water level"), (j, "Blue jet")],
    ]

    tables = find_word_tables(
        fragments_from_words(_words(lines, pitch=1.6 * TEXT_H)), min_cols=2, whole_region=True
    )

    assert len(tables) == 1
    assert [row[0] for row in tables[0].rows] == ["Jet 1", "Water valve opening time", "Jet 6"]
