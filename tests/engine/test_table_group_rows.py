"""A parts list whose rows are grouped under titles that span the table ("Economizer body",
"Soot blower"), set bold and shaded like the column names: the titles are rows of the table, not
a second line of its column names, so every row keeps the plain names ("Part No.: ...") and no
group's title is written into the rows of another. A small generated manual."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import _heading

HEADER = ["Item", "Part No.", "Description", "Q'ty"]
ROWS: list[list[str] | str] = [
    "Economizer body",
    ["1", "SJ18-101-01", "Manhole door gasket", "4"],
    ["2", "SJ18-101-02", "Manhole door bolt M20", "32"],
    "Soot blower",
    ["6", "SJ18-201-01", "Gland packing ring", "9"],
    ["7", "SJ18-201-04", "Lance nozzle", "6"],
]
WIDTHS = [50.0, 110.0, 220.0, 50.0]


def _manual(path: Path) -> Path:
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page()
    y = _heading(page, 72, "10 Spare parts list", 16) + 10
    x, row_h, total = 72.0, 20.0, sum(WIDTHS)
    shade = (0.85, 0.85, 0.85)
    for r, row in enumerate([HEADER, *ROWS]):
        top = y + r * row_h
        if isinstance(row, str):  # a group title across the table, bold on grey
            rect = pymupdf.Rect(x, top, x + total, top + row_h)
            page.draw_rect(rect, color=(0, 0, 0), fill=shade, width=0.7)
            page.insert_text((x + 3, top + row_h - 6), row, fontsize=9, fontname="hebo")
            continue
        cx = x
        for c, cell in enumerate(row):
            rect = pymupdf.Rect(cx, top, cx + WIDTHS[c], top + row_h)
            fill = shade if r == 0 else None
            page.draw_rect(rect, color=(0, 0, 0), fill=fill, width=0.7)
            font = "hebo" if r == 0 else "helv"
            page.insert_text((cx + 3, top + row_h - 6), cell, fontsize=9, fontname=font)
            cx += WIDTHS[c]
    doc.save(path)
    doc.close()
    return path


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    pdf = _manual(tmp_path_factory.mktemp("pdf") / "economiser-manual.pdf")
    yield from ingested(tmp_path_factory, "group-rows", [pdf])


def test_a_group_title_under_the_column_names_is_a_row_not_a_name(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(engine, "part no for the soot blower gland packing ring")
    assert not answer.declined
    table = next(h for h in answer.evidence if h.type == "table")
    assert "Part No.: SJ18-201-01 | Description: Gland packing ring" in table.text
    assert "Item: Soot blower\n" in table.text  # the group's title, a row of its own
    assert "Part No. —" not in table.text and "Economizer body:" not in table.text
