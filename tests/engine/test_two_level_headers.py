"""A table's two-level header read as a header row of group names over some columns and a first
body row naming every column (a picture of the table does not show that the group's cell spans
the columns under it): the two rows are one header, so a row's current is the copper anode's
or the aluminium anode's, not a bare "Current (A)" beside both."""

from __future__ import annotations

from engine.ingest.table_header import infer_header

GROUPS = ["", "", "", "Copper anode", "", "Aluminium anode", ""]
NAMES = ["Sea chest", "Location", "Flow (m3/h)", "Type", "Current (A)", "Type", "Current (A)"]
BODY = [
    ["SC-1", "Port low suction", "850", "CU-120", "1.40", "AL-120", "0.70"],
    ["SC-2", "Starboard high suction", "780", "CU-120", "1.30", "AL-120", "0.65"],
    ["SC-3", "Box cooler, aft", "400", "CU-60", "0.65", "AL-60", "0.35"],
]


def test_group_names_over_a_row_of_column_names_are_one_header() -> None:
    _title, header, rows = infer_header(GROUPS, [NAMES, *BODY])

    assert header == [
        "Sea chest",
        "Location",
        "Flow (m3/h)",
        "Copper anode — Type",
        "Copper anode — Current (A)",
        "Aluminium anode — Type",
        "Aluminium anode — Current (A)",
    ]
    assert rows == BODY


def test_a_header_over_rows_of_figures_is_kept() -> None:
    """Blank header cells over a first row of data: no second header row to join."""
    header = ["Item", "", "Setting", ""]
    rows = [["P-01", "Heater outlet", "65", "°C"], ["P-02", "Low temp alarm", "45", "°C"]] * 2

    assert infer_header(header, rows)[1:] == (header, rows)
