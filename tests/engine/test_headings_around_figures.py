"""Headings where a maker's PDF writer puts them (blind held34a, read after its first run):
- a numbered heading set right under a picture ("4-3. Simmering" under a picture table of a galley
  kettle manual) opens the next section; it is no label of the picture, so the section keeps it;
- headings stored before the page's body ("3 Description" and "4 Standard Settings" first, then
  the text of both) are read where they stand, so each section gets its own text."""

from __future__ import annotations

import pymupdf

from engine.ingest.diagrams import find_page_diagrams
from engine.ingest.sections import split_by_headings
from engine.types import TextLine

BODY = "After boiling, throttle the steam stop valve until the gauge shows 0.2~0.3 kgf/cm2."


def _picture(page: pymupdf.Page, rect: pymupdf.Rect) -> None:
    """A table printed as a picture: a ruled grid rendered on a scratch page."""
    scratch = pymupdf.open()
    grid = scratch.new_page(width=rect.width, height=rect.height)
    for i in range(6):
        grid.draw_line((0, i * rect.height / 5), (rect.width, i * rect.height / 5))
        grid.insert_text((6, i * rect.height / 5 + 14), f"{50 * (i + 1)} L   {20 + 5 * i}")
    page.insert_image(rect, pixmap=grid.get_pixmap(dpi=150))


def test_a_heading_under_a_picture_is_no_label_of_it() -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((56, 80), "Table 4-1 Heating up time of water, unit: min.", fontsize=10)
    _picture(page, pymupdf.Rect(56, 90, 540, 300))
    page.insert_text((56, 314), "4-3. Simmering", fontsize=12, fontname="hebo")
    page.insert_text((56, 334), BODY, fontsize=10)

    (picture,) = find_page_diagrams(page, 5, [], None)
    assert picture.bbox[3] < 303
    assert "Simmering" not in " ".join(label.text for label in picture.labels)


def test_a_short_label_under_a_picture_still_is_one() -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    _picture(page, pymupdf.Rect(56, 90, 540, 300))
    page.insert_text((250, 312), "STEAM INLET", fontsize=8)

    (picture,) = find_page_diagrams(page, 5, [], None)
    assert "STEAM INLET" in " ".join(label.text for label in picture.labels)


def _line(text: str, y: float, size: float = 10.0, bold: bool = False) -> TextLine:
    return TextLine(text, 4, (56.0, y, 540.0, y + size * 1.2), size=size, bold=bold)


def test_headings_stored_before_the_body_are_read_where_they_stand() -> None:
    description = _line("3.1 Pressure side. The pallet lifts at the set pressure.", 107)
    velocity = _line("The vapour leaves with an efflux velocity of not less than 30 m/s.", 120)
    caption = _line("Table 4.1 Standard settings", 240, bold=True)
    tolerance = _line("Tolerance on set pressure and set vacuum is 5 %.", 400)
    stored = [
        _line("3 Description", 82, size=13.5, bold=True),
        _line("4 Standard Settings", 218, size=13.5, bold=True),
        description,
        velocity,
        caption,
        tolerance,
    ]
    drafts = {d.number: d for d in split_by_headings(stored, skip_pages=set()) if d.number}

    assert drafts["3"].lines == [description, velocity]
    assert drafts["4"].lines == [caption, tolerance]


def test_headings_in_reading_order_are_left_alone() -> None:
    lines = [
        _line("1 Safety", 80, size=13.5, bold=True),
        _line("Never block the pallets.", 100),
        _line("2 Description", 130, size=13.5, bold=True),
        _line("The valve has a pressure side and a vacuum side.", 150),
    ]
    drafts = [d for d in split_by_headings(lines, skip_pages=set()) if d.number]
    assert [(d.number, [ln.text for ln in d.lines]) for d in drafts] == [
        ("1", ["Never block the pallets."]),
        ("2", ["The valve has a pressure side and a vacuum side."]),
    ]


def test_a_chapter_and_its_first_subsection_stored_first_keep_their_order() -> None:
    """Two columns, every heading stored before the text: the chapter heading right over its
    first subsection's heading goes with it, each subsection gets its own column's text."""

    def at(text: str, x: float, y: float, size: float = 10.0, bold: bool = False) -> TextLine:
        return TextLine(text, 3, (x, y, x + 230.0, y + size * 1.2), size=size, bold=bold)

    safety = at("Do not inhibit the pump room detectors while anyone is inside.", 56, 100)
    general = at("The system consists of the control unit and eight detectors.", 56, 377)
    pump_room = at("Point detectors are wired directly to the control unit.", 306, 92)
    stored = [
        at("1 Safety", 56, 75, 13.5, True),
        at("2 System description", 56, 330, 13.5, True),
        at("2.1 General", 56, 359, 11.0, True),
        at("2.2 Pump room detection", 306, 74, 11.0, True),
        safety,
        general,
        pump_room,
    ]
    drafts = [d for d in split_by_headings(stored, skip_pages=set()) if d.number]
    assert [(d.number, d.lines) for d in drafts] == [
        ("1", [safety]),
        ("2", []),
        ("2.1", [general]),
        ("2.2", [pump_room]),
    ]


def test_a_heading_over_a_table_goes_before_the_text_under_the_table() -> None:
    """The table's lines are read apart from the body: the text under the table is the next
    line of the heading's section, and the heading stays after the section above it."""
    bullets = [_line("Test pressure = 1,3 x design pressure.", 105), _line("Medium: FW.", 119)]
    note = _line("Cracked plate: no spare at hand = remove the plate pair.", 327)
    stored = [
        _line("7 Pressure test", 82, size=13.5, bold=True),
        _line("8 Faults", 195, size=13.5, bold=True),
        *bullets,
        note,
    ]
    drafts = [d for d in split_by_headings(stored, skip_pages=set()) if d.number]
    assert [(d.number, d.lines) for d in drafts] == [("7", bullets), ("8", [note])]


def test_a_line_set_tight_under_a_heading_is_under_it() -> None:
    """The first line's box reaches a point into the heading's (a tight list under a 14 pt
    heading): it is still the line under it, and the heading stays first."""
    heading = TextLine(
        "2 Features of the excitation controller", 4, (72.0, 71.0, 322.0, 90.3), 14.0, True
    )
    first = TextLine("Four excitation regulation modes", 4, (72.0, 88.9, 336.0, 103.0), 10.0)
    second = TextLine("Volts per hertz limiting", 4, (72.0, 105.0, 288.0, 119.0), 10.0)
    (draft,) = [d for d in split_by_headings([heading, first, second], set()) if d.number]
    assert draft.lines == [first, second]
