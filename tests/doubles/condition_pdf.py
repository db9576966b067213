"""A generated manual page whose table gives one value per condition (the insulation test voltage
by the winding's rated voltage), captioned only "Table" as some manuals print it."""

from __future__ import annotations

from pathlib import Path

from tests.doubles.pdfs import _heading, _para, _table

INSULATION_ROWS = [
    ["Rated voltage of winding", "Test voltage", "Minimum insulation resistance"],
    ["up to 1000 V", "500 V DC", "1 MOhm"],
    ["1000 V to 3300 V", "1000 V DC", "5 MOhm"],
    ["above 3300 V", "2500 V DC", "100 MOhm"],
]


def make_condition_table_pdf(path: Path) -> Path:
    import pymupdf

    doc = pymupdf.open()
    doc.set_metadata({"title": "Generator Commissioning Manual"})
    page = doc.new_page()
    y = _heading(page, 72, "6 Commissioning", 16)
    y = _heading(page, y, "6.1 Insulation test of the stator", 13)
    y = _para(
        page,
        y,
        "Before the first start measure the insulation resistance of the stator winding with "
        "an insulation tester. Use the test voltage of the table below for the rated voltage of "
        "the winding and record the reading in the commissioning log.",
    )
    page.insert_text((72, y + 14), "Table", fontsize=10)
    _table(page, 72, y + 24, [150, 120, 190], INSULATION_ROWS)
    doc.save(path)
    doc.close()
    return path
