"""What belongs to a table on a page that also carries rules, boxes and prose:

- a ruled table under a section heading on a page with a running-header rule, a heading
  underline and a footer rule: PyMuPDF frames the heading and the prose after the table in with
  it; they are the page around the table, not its rows (generated Gulfstar HDF-1000 p9);
- a NOTE box above a borderless table is not its header row (generated Tamura TKH-6 p3);
- a label cell merged over every row of a table of three or more columns ("C" of terminal
  block C, HDEC p21) is repeated on each row, not folded into one row.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf

from tests.conftest import parse_pdf
from tests.doubles.pdfs import _table

TROUBLE = [
    ["Problem", "Possible cause", "Corrective action"],
    ["Monitor does not oscillate", "Turbine clogged", "Clean turbine strainer"],
    ["Foam too thin", "Concentration low", "Check orifice"],
    ["Pump will not start", "Low level in tank", "Refill tank"],
]
AFTER = "For any fault that cannot be cleared, notify the master before helicopter operations."


def _ruled_page(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((56, 50), "GULFSTAR HeliGuard", fontsize=8)
    # the running header's and the footer's rules, drawn as one path (as the manual's do)
    rules = page.new_shape()
    rules.draw_line((56, 58), (539, 58))
    rules.draw_line((56, 800), (539, 800))
    rules.finish(width=0.8, closePath=True)
    rules.commit()
    page.insert_text((56, 96), "7 Troubleshooting", fontsize=14, fontname="hebo")
    page.draw_line((56, 102), (539, 102), width=1.0)  # the heading's underline
    _table(page, 56, 107, [160, 160, 163], TROUBLE, row_h=18)
    page.insert_text((56, 200), AFTER, fontsize=9)
    page.insert_text((56, 812), "Gulfstar Fire Protection, Houston", fontsize=8)
    doc.save(path)
    return path


def test_a_ruled_table_leaves_the_heading_and_prose_around_it_to_the_page(tmp_path: Path) -> None:
    parsed = parse_pdf(pymupdf.open(_ruled_page(tmp_path / "foam.pdf")), None)

    assert len(parsed.tables) == 1
    table = parsed.tables[0]
    assert table.header == TROUBLE[0]
    assert table.rows == TROUBLE[1:]
    assert table.caption == "7 Troubleshooting"
    assert table.bbox[1] > 102 and table.bbox[3] < 200
    text = " ".join(chunk.text for chunk in parsed.chunks)
    assert "notify the master" in text  # the prose under the table is running text


DATA = [
    ["Item", "Value", "Remarks"],
    ["Capacity (rated)", "6,0 m3/h", "at 700 cSt"],
    ["Max. working press.", "16 bar", "design 20 bar"],
    ["Rotor speed", "3550 rpm", "direct drive"],
    ["Gap (rotor-stator)", "0,15 mm", "see sect. 4"],
]


def _note_page(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.draw_rect(pymupdf.Rect(56, 100, 539, 126), color=(0.2, 0.35, 0.7), width=1)
    page.draw_rect(pymupdf.Rect(56, 100, 126, 126), color=(0.2, 0.35, 0.7), fill=(0.2, 0.35, 0.7))
    page.insert_text((62, 117), "NOTE", fontsize=9, fontname="hebo", color=(1, 1, 1))
    page.insert_text((132, 117), "The mill does not replace the purifiers.", fontsize=9)
    for i, row in enumerate(DATA):
        for x, cell in zip((56, 220, 360), row, strict=True):
            font = "hebo" if i == 0 else "helv"
            page.insert_text((x, 150 + 16 * i), cell, fontsize=9, fontname=font)
    doc.save(path)
    return path


def test_a_note_box_above_a_borderless_table_is_not_its_header(tmp_path: Path) -> None:
    parsed = parse_pdf(pymupdf.open(_note_page(tmp_path / "mill.pdf")), None)

    assert len(parsed.tables) == 1
    table = parsed.tables[0]
    assert table.header == DATA[0]
    assert table.rows == DATA[1:]


TERMINALS = [
    ["C1(Stop/Start)", "Excitation on command"],
    ["C2(Auto/Manual)", "Manual select command"],
    ["C3(RAISE)", "Setpoint raise command"],
    ["C7(AREST)", "Alarm reset command"],
]


def _terminal_page(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    x = (72, 130, 250, 540)
    header = ["Block", "Number(Label)", "Function Description"]
    top, h = 100, 18
    for c, name in enumerate(header):
        page.draw_rect(pymupdf.Rect(x[c], top, x[c + 1], top + h), width=0.7)
        page.insert_text((x[c] + 3, top + 13), name, fontsize=9, fontname="hebo")
    body = top + h
    # the block's label: one cell down the whole table
    page.draw_rect(pymupdf.Rect(x[0], body, x[1], body + h * len(TERMINALS)), width=0.7)
    page.insert_text((x[0] + 3, body + 13), "C", fontsize=9, fontname="hebo")
    for r, (label, text) in enumerate(TERMINALS):
        y = body + r * h
        for c, cell in ((1, label), (2, text)):
            page.draw_rect(pymupdf.Rect(x[c], y, x[c + 1], y + h), width=0.7)
            page.insert_text((x[c] + 3, y + 13), cell, fontsize=9)
    doc.save(path)
    return path


def test_a_label_over_every_row_is_repeated_on_each_row(tmp_path: Path) -> None:
    parsed = parse_pdf(pymupdf.open(_terminal_page(tmp_path / "terminals.pdf")), None)

    assert len(parsed.tables) == 1
    table = parsed.tables[0]
    assert table.rows == [["C", label, text] for label, text in TERMINALS]


def _two_tables_one_grid(path: Path) -> Path:
    """Table 2-2's last rows, the caption of Table 2-3 and Table 2-3, drawn as one grid."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    x0, x1, h = 72.0, 520.0, 18.0
    widths = [150.0, x1 - x0 - 150.0]
    rows: list[tuple[str, list[str]]] = [
        ("row", ["C11(COM)", "Digital input common"]),
        ("row", ["C12(COM)", "Digital input common"]),
        ("caption", ["Table 2-3 Designation of Relay Output Terminal Block"]),
        ("row", ["Number(Label)", "Function Description"]),
        ("row", ["C13(RLY-1)", "Programmable output relay #1"]),
        ("row", ["C15(RLY-2)", "Programmable output relay #2"]),
        ("row", ["C17(RLY-3)", "Programmable output relay #3"]),
    ]
    for r, (kind, cells) in enumerate(rows):
        y = 100 + r * h
        if kind == "caption":
            page.draw_rect(pymupdf.Rect(x0, y, x1, y + h), width=0.7)
            page.insert_text((x0 + 3, y + 13), cells[0], fontsize=9, fontname="hebo")
            continue
        x = x0
        for w, cell in zip(widths, cells, strict=True):
            page.draw_rect(pymupdf.Rect(x, y, x + w, y + h), width=0.7)
            page.insert_text((x + 3, y + 13), cell, fontsize=9)
            x += w
    doc.save(path)
    return path


def test_a_caption_row_inside_one_grid_starts_the_next_table(tmp_path: Path) -> None:
    parsed = parse_pdf(pymupdf.open(_two_tables_one_grid(tmp_path / "relays.pdf")), None)

    assert len(parsed.tables) == 2
    before, relays = parsed.tables
    assert relays.caption == "Table 2-3 Designation of Relay Output Terminal Block"
    assert ["C17(RLY-3)", "Programmable output relay #3"] in relays.rows
    assert ["C12(COM)", "Digital input common"] in before.rows
    assert not before.caption.startswith("Table 2-3")  # the caption under it is the next one's


STEPS = [
    ["Step", "Action"],
    ["1", "Switch the main isolator on the starter panel to ON."],
    ["2", "Release both emergency stop buttons by turning clockwise."],
    ["3", "Press the green PUMP START button."],
]
HANDLING = (
    "Always lift the load clear of the deck slowly before slewing. Combined movements are "
    "permitted, but hoisting and luffing at full speed simultaneously reduces the speed of each "
    "motion. When lifting from a supply vessel, use the sea lift values of the load chart in "
    "section three of this manual."
)


def _boxed_page(path: Path) -> Path:
    """A procedure table, a WARNING box, a heading with its prose, a CAUTION box and the next
    heading, all drawn to the same left and right edges (generated Castlegate CPC p6)."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    rules = page.new_shape()  # the running header's and the footer's rules, as one path
    rules.draw_line((56, 58), (539, 58))
    rules.draw_line((56, 800), (539, 800))
    rules.finish(width=0.8, closePath=True)
    rules.commit()
    page.insert_text((56, 96), "4.2 Starting the crane", fontsize=11, fontname="hebo")
    y = 104.0
    for r, (step, action) in enumerate(STEPS):  # each row a framed band, split by one rule
        if r == 0:
            page.draw_rect(pymupdf.Rect(56, y, 539, y + 17), color=None, fill=(0.86, 0.88, 0.9))
        shape = page.new_shape()
        shape.draw_rect(pymupdf.Rect(56, y, 539, y + 17))
        shape.draw_line((126, y), (126, y + 17))
        shape.finish(color=(0, 0, 0), width=0.6)
        shape.commit()
        font = "hebo" if r == 0 else "helv"
        page.insert_text((60, y + 12), step, fontsize=8, fontname=font)
        page.insert_text((130, y + 12), action, fontsize=8, fontname=font)
        y += 17
    for top, label, text, colour in (
        (y + 8, "WARNING", "Never lift a load with the jib in the boom rest.", (0.85, 0.1, 0.1)),
        (
            y + 140,
            "CAUTION",
            "Side pull greater than 3° from vertical will damage the sheave.",
            (0.95, 0.6, 0),
        ),
    ):
        page.draw_rect(pymupdf.Rect(56, top, 539, top + 26), color=colour, width=1.4)
        page.draw_rect(pymupdf.Rect(56, top, 126, top + 26), color=colour, fill=colour, width=0.5)
        page.insert_text((62, top + 16), label, fontsize=8, fontname="hebo", color=(1, 1, 1))
        page.insert_text((132, top + 16), text, fontsize=8)
    page.insert_text((56, y + 60), "4.3 Handling the load", fontsize=11, fontname="hebo")
    box = pymupdf.Rect(56, y + 66, 539, y + 130)
    page.insert_textbox(box, HANDLING, fontsize=9)
    page.insert_text((56, y + 200), "4.4 Parking", fontsize=11, fontname="hebo")
    page.insert_text((56, y + 216), "Lower the jib into the boom rest.", fontsize=9)
    doc.save(path)
    return path


def test_prose_between_a_table_and_a_box_under_it_is_no_row_of_the_table(tmp_path: Path) -> None:
    parsed = parse_pdf(pymupdf.open(_boxed_page(tmp_path / "crane.pdf")), None)

    procedure = [t for t in parsed.tables if t.rows and t.rows[0][0] == "1"]
    assert len(procedure) == 1
    assert [row[:2] for row in procedure[0].rows] == [row for row in STEPS[1:]]
    assert procedure[0].caption == "4.2 Starting the crane"  # not the next section's heading
    cells = " ".join(c for t in parsed.tables for row in t.rows for c in row)
    assert "slowly before slewing" not in cells and "Side pull" not in cells
    text = " ".join(chunk.text for chunk in parsed.chunks)
    assert "slowly before slewing" in text and "Side pull greater than 3°" in text
