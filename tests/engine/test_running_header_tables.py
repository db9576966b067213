"""A borderless table set just under the running header: the header line of every page is no
row of the table (generated Pelagia UV-500, Kestrel KGH-400, Kessler-Brand KBT-HF 1600 manuals:
the maker's name and the manual's title were read as the table's column names)."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from tests.conftest import parse_pdf

RUNNING = ("Nordhavn Pumps", "NP-40 Service Manual")
HEADER = ["Item", "Setting", "Reset"]
ROWS = [
    ["Discharge pressure high", "9,5 bar", "auto"],
    ["Bearing temperature high", "85 °C", "manual"],
    ["Motor current high", "42 A", "manual"],
    ["Suction pressure low", "0,4 bar", "auto"],
]
X = (72.0, 260.0, 400.0)


def _manual(path: Path, pages: int = 6) -> Path:
    """The table on pages 1 and 2 (continued, its header repeated); prose on the others."""
    doc = pymupdf.open()
    for n in range(1, pages + 1):
        page = doc.new_page(width=595, height=842)
        page.insert_text((72, 40), RUNNING[0], fontsize=9)
        page.insert_text((260, 40), RUNNING[1], fontsize=9)
        page.insert_text((480, 40), f"p. {n}/{pages}", fontsize=9)
        if n <= 2:
            for i, row in enumerate([HEADER, *(ROWS[:2] if n == 1 else ROWS[2:])]):
                for x, cell in zip(X, row, strict=True):
                    bold = "hebo" if i == 0 else "helv"
                    page.insert_text((x, 62 + 16 * i), cell, fontsize=9, fontname=bold)
        page.insert_text((72, 160), f"Section {n} text of the pump manual.", fontsize=9)
    doc.save(path)
    return path


def test_the_running_header_is_not_the_header_of_a_table_under_it(tmp_path: Path) -> None:
    parsed = parse_pdf(pymupdf.open(_manual(tmp_path / "np40.pdf")), None)

    assert parsed.tables
    for table in parsed.tables:
        cells = [cell for row in [table.header, *table.rows] for cell in row]
        assert not any(RUNNING[0] in c or RUNNING[1] in c for c in cells)
        assert table.header == HEADER
    rows = [row for table in parsed.tables for row in table.rows]
    assert ["Motor current high", "42 A", "manual"] in rows
    assert ["Discharge pressure high", "9,5 bar", "auto"] in rows
