"""A two-column manual page: prose in one column, a borderless table in the other. The page's
gutter is no column gutter of a table: the table is read from its own column, and the prose
beside it stays running text (Tornvik TCM-80 p3 of a generated manual read the prose as a
column of the data table, with the running header as its header row)."""

from __future__ import annotations

import pymupdf

from engine.ingest.aligned_tables import text_layer_tables

LEFT, RIGHT = 56.0, 306.0
PROSE = [
    "The machine is fixed to the deck and driven by the wash",
    "medium: a turbine in the drop pipe turns the nozzle through",
    "a reduction gear in the top housing. It needs no external",
    "power and no compressed air at any time of operation.",
    "A long drop pipe variant carries an intermediate bearing",
    "every three metres of its length below the deck flange.",
]
DATA = [
    ("Working pressure", "6 – 12", "bar"),
    ("Design pressure", "16", "bar"),
    ("Flow at 10 bar", "38", "m³/h"),
    ("Jet length", "28", "m"),
    ("Max. medium temp.", "85", "°C"),
    ("Weight", "46", "kg"),
]


def _page(with_prose: bool) -> pymupdf.Document:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((LEFT, 40), "TORNO MACHINES   TCM SERVICE MANUAL   p. 3/10", fontsize=9)
    if with_prose:
        page.insert_text((LEFT, 80), "1 GENERAL", fontsize=12, fontname="hebo")
        for i, line in enumerate(PROSE):
            page.insert_text((LEFT, 100 + 13 * i), line, fontsize=9)
        page.insert_text((LEFT, 200), "1.1 Safety", fontsize=11, fontname="hebo")
        page.insert_text(
            (LEFT, 218), "Never open the machine while the line is pressurised.", fontsize=9
        )
    page.insert_text((RIGHT, 80), "2 TECH DATA", fontsize=12, fontname="hebo")
    for i, (key, value, unit) in enumerate(DATA):
        y = 102 + 16 * i
        page.insert_text((RIGHT, y), key, fontsize=9)
        page.insert_text((RIGHT + 120, y), value, fontsize=9)
        page.insert_text((RIGHT + 190, y), unit, fontsize=9)
    return doc


def _tables(with_prose: bool):  # type: ignore[no-untyped-def]
    doc = _page(with_prose)
    return text_layer_tables(doc[0], 1, [], [])


def test_a_table_beside_prose_is_read_from_its_own_column() -> None:
    tables = _tables(with_prose=True)

    assert len(tables) == 1
    table = tables[0]
    cells = [cell for row in [table.header, *table.rows] for cell in row]
    assert not any("turbine" in cell or "pressurised" in cell for cell in cells)
    assert table.bbox[0] >= RIGHT - 1  # the prose column is not part of the table
    assert ["Design pressure", "16", "bar"] in table.rows


def test_the_table_reads_the_same_with_or_without_the_prose_beside_it() -> None:
    beside = _tables(with_prose=True)
    alone = _tables(with_prose=False)

    assert [(t.header, t.rows) for t in beside] == [(t.header, t.rows) for t in alone]
