"""A ruled grid that took in a boxed note and a heading above its label row (the rules of a
WARNING box run on into the table's): the label row still names the columns, and the note and
heading become the table's title, so an interval matrix's "x" stands under "6 Months", not bare.
The grid is the one read from generated Polarbrook IC-300 p7 (blind held33a pm-094)."""

from __future__ import annotations

import pytest

from engine.index_text.tables import mark_columns, render_row
from engine.ingest import limits as lim
from engine.ingest.table_header import infer_header

NOTE = [
    "WARNING",
    "Never mix cleaner and sanitizer. Wear rubber gloves and eye protection.",
    "",
    "",
    "",
    "",
]
HEADING = ["6.1 Maintenance schedule", "", "", "", "", ""]
LABELS = ["Task", "", "Weekly", "Monthly", "6 Months", "Yearly"]
BODY = [
    ["Check for loose ice on evaporator, secure bin door", "", "x", "", "", ""],
    ["Clean water inlet strainer screen", "", "", "x", "", ""],
    ["Replace water filter cartridge", "", "", "", "x", ""],
    ["Descale water-cooled condenser", "", "", "", "", "x"],
]


def test_a_note_and_heading_above_the_label_row_are_the_title() -> None:
    title, header, rows = infer_header([], [NOTE, HEADING, LABELS, *BODY])

    assert header == LABELS
    assert rows == BODY
    assert "WARNING Never mix cleaner" in title and title.endswith("6.1 Maintenance schedule")


def test_the_interval_of_a_task_is_named_in_its_row() -> None:
    _title, header, rows = infer_header([], [NOTE, HEADING, LABELS, *BODY])
    marks = mark_columns(header, rows)

    assert (
        render_row(header, rows[2], marks) == "Task: Replace water filter cartridge | x: 6 Months"
    )


def test_rows_of_data_under_a_heading_are_no_header() -> None:
    """A heading over rows of figures only: no row names the columns, nothing is taken."""
    data = [["P-01", "65", "°C", "45"], ["P-02", "70", "°C", "50"], ["P-03", "75", "°C", "55"]]
    heading = ["Settings", "", "", ""]

    assert infer_header([], [heading, *data]) == ("", [], [heading, *data])


def test_without_lead_rows_the_matrix_keeps_no_header(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lim, "HEADER_LEAD_ROWS", 0)

    assert infer_header([], [NOTE, HEADING, LABELS, *BODY])[1] == []
