"""Tables: what a ship engineer reads in the manual's troubleshooting and spec tables."""

from __future__ import annotations

import itertools
from pathlib import Path

import pymupdf
import pytest

from engine.index_text.tables import (
    join_cell_lines,
    read_csv,
    row_pages,
    table_chunks,
    table_text,
    write_csv,
)
from engine.ingest.tables import (
    PageTable,
    drop_repeated_frames,
    find_page_tables,
    stitch_tables,
)
from engine.types import ExtractedTable
from tests.conftest import corpus_file

EVAC = "nsmv-evac-vacuum-system-om.pdf"


def words(text: str) -> int:
    return len(text.split())


@pytest.fixture(scope="module")
def evac() -> pymupdf.Document:
    doc = pymupdf.open(corpus_file(EVAC))
    yield doc
    doc.close()


def evac_tables(doc: pymupdf.Document, page_no: int) -> list[PageTable]:
    return find_page_tables(doc[page_no - 1], page_no)


def column(table: PageTable | ExtractedTable, name: str) -> int:
    return next(i for i, h in enumerate(table.header) if name.lower() in h.lower())


# ---------------------------------------------------------------- the Evac manual


def test_troubleshooting_table_keeps_cause_and_remedy_aligned(evac):
    (table,) = evac_tables(evac, 30)
    assert "Troubleshooting" in table.caption
    assert table.caption.startswith("Table 5")
    assert table.header == ["Problem", "Possible cause", "Remedy"]
    cause, remedy = column(table, "Possible cause"), column(table, "Remedy")

    # The merged "Problem" cell holds three cause/remedy pairs: one row, parts in order.
    row = next(r for r in table.rows if "wrong direction" in r[cause])
    assert row[0] == "Pumps are running, but unit does not create vacuum."
    causes, remedies = row[cause].split("\n"), row[remedy].split("\n")
    assert len(causes) == len(remedies) == 3
    assert causes[2] == "Pump housing is dry."
    assert remedies[2] == "Fill the pump with water."
    assert remedies[0] == "Check electrical wiring."
    assert len(table.rows) == 6  # six problems


def test_troubleshooting_table_without_caption_number(evac):
    (table,) = evac_tables(evac, 58)
    assert table.caption == "5.4 Troubleshooting"  # the heading directly above
    assert table.header == ["Trouble", "Cause", "Remedy"]
    row = next(r for r in table.rows if r[0].startswith("Bowl does not become empty"))
    causes, remedies = row[1].split("\n"), row[2].split("\n")
    # Units follow the ruling: a cause cell spanning two remedies stays paired with both.
    assert causes[0] == "Discharge valve blocked"
    assert remedies[0] == "Clear stoppage, if any, in discharge valve"
    assert "Rubber sleeves leaking" in causes[1]
    assert "Check that rubber sleeves are undamaged and correctly fitted" in remedies[1]
    bullets = next(r for r in table.rows if r[0].startswith("Toilet does not flush"))
    assert "; Clogged mini-check valve;" in bullets[1]  # bulleted items, bullet glyphs gone


def test_component_list(evac):
    (table,) = evac_tables(evac, 19)
    assert table.caption == "Table 1 Components"
    assert table.header[:2] == ["TAG code", "Description"]
    row = next(r for r in table.rows if r[0] == "V003")
    assert row[:2] == ["V003", "Isolation valve in pump P01 suction"]
    assert len(table.rows) == 14


def test_default_parameter_tables(evac):
    tables = evac_tables(evac, 23)
    assert [t.caption.split()[1] for t in tables] == ["2", "3", "4"]
    start_stop = tables[0]
    assert start_stop.caption == "Table 2 Vacuum pump start and stop level"
    (row,) = start_stop.rows
    assert row[0] == "Vacuum pump start and stop level"
    assert row[1].split("\n") == ["Gain=2.5+", "Offset=1250", "On=-300", "Off=-500", "Point=0"]
    assert "On=-200" in tables[1].rows[0][1]  # the collapse alarm is a different table


def test_electrical_data_two_row_header(evac):
    electrical = evac_tables(evac, 32)[0]
    assert electrical.caption == "9.2 Electrical data and capacity"
    assert electrical.header[0] == "OnlineFlex Unit"
    assert "Nominal power" in electrical.header[1]
    assert "Vacuum capacity" in electrical.header[2]
    assert ["OnlineFlex FX 30", "2.2/2.6 kW", "8.5/10 m3/h", "15 m"] in electrical.rows


def test_text_pages_have_no_tables(evac):
    for page_no in (3, 8, 18, 20, 56):  # contents, prose, notes, vector drawing, aligned text
        assert evac_tables(evac, page_no) == [], page_no


def test_scanned_page_has_no_tables():
    with pymupdf.open(corpus_file("mma-machine-tool-manual-scanned.pdf")) as doc:
        assert find_page_tables(doc[0], 1) == []


@pytest.mark.slow  # reading 23k vector paths takes ~1-2 s
def test_pid_drawing_is_not_a_table():
    with pymupdf.open(corpus_file("nsmv-water-mist-pid.pdf")) as doc:
        assert find_page_tables(doc[0], 1) == []


@pytest.mark.slow
def test_whole_evac_manual(evac):
    found = [t for i in range(len(evac)) for t in find_page_tables(evac[i], i + 1)]
    per_page: dict[int, int] = {}
    for t in found:
        per_page[t.page] = per_page.get(t.page, 0) + 1
    assert per_page == {6: 1, 19: 1, 23: 3, 30: 1, 31: 1, 32: 3, 38: 1, 39: 2, 58: 1, 62: 1}
    tables = stitch_tables(found)
    assert len(tables) >= 15
    for table in tables:
        width = len(table.header) or len(table.rows[0])
        assert table.rows
        for row in table.rows:
            assert len(row) == width
            for cell in row:
                assert "\n-" not in cell and "\n." not in cell, cell
                assert cell == cell.strip(" ")
    captions = [t.caption for t in tables]
    assert "Table 6 Main dimensions" in captions
    assert not any("Operation and Maintenance manual" in c for t in tables for c in t.header)


def test_broken_page_is_logged_not_raised(caplog):
    assert find_page_tables(None, 7) == []  # type: ignore[arg-type]
    assert "page 7" in caplog.text


# ---------------------------------------------------------------- generated PDFs

X3 = [72.0, 200.0, 360.0, 523.0]  # three columns
X2 = [72.0, 300.0, 523.0]


def draw_table(
    page: pymupdf.Page,
    xs: list[float],
    top: float,
    rows: list[list[str]],
    *,
    bold_rows: int = 0,
    row_h: float = 18.0,
    merged_first_col: tuple[int, int] | None = None,
) -> float:
    """A ruled table; ``merged_first_col`` = (first, last) row whose first cells are one cell."""
    shape = page.new_shape()
    bottom = top + row_h * len(rows)
    for i in range(len(rows) + 1):
        y = top + i * row_h
        inside = merged_first_col and merged_first_col[0] < i <= merged_first_col[1]
        shape.draw_line((xs[1] if inside else xs[0], y), (xs[-1], y))
    for x in xs:
        shape.draw_line((x, top), (x, bottom))
    shape.finish(color=(0, 0, 0), width=0.7)
    shape.commit()
    for i, row in enumerate(rows):
        font = "hebo" if i < bold_rows else "helv"
        for j, text in enumerate(row):
            if text:
                page.insert_text((xs[j] + 3, top + i * row_h + 13), text, fontsize=9, fontname=font)
    return bottom


def page_with(doc: pymupdf.Document, n: int) -> pymupdf.Page:
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 40), "Pump manual", fontsize=8)  # running header
    page.insert_text((290, 820), str(n), fontsize=8)  # running footer
    return page


def spares_rows(first: int, last: int) -> list[list[str]]:
    return [[f"SP{i:03d}", f"Spare part {i}, seal kit", f"{i * 3} pcs"] for i in range(first, last)]


def find_all(doc: pymupdf.Document) -> list[PageTable]:
    return [t for i in range(len(doc)) for t in find_page_tables(doc[i], i + 1)]


@pytest.mark.parametrize("repeat_header", [False, True])
def test_table_split_over_two_pages_is_stitched(repeat_header: bool):
    header = ["Part no.", "Description", "Quantity"]
    doc = pymupdf.open()
    p1 = page_with(doc, 1)
    p1.insert_text((220, 90), "Table 7 Spare parts for feed pump", fontsize=10)
    draw_table(p1, X3, 100, [header, *spares_rows(1, 37)], bold_rows=1)
    p2 = page_with(doc, 2)
    rows2 = spares_rows(37, 50)
    draw_table(
        p2, X3, 72, [header, *rows2] if repeat_header else rows2, bold_rows=int(repeat_header)
    )
    p2.insert_text((72, 400), "After-sales service: contact the maker.", fontsize=10)

    found = find_all(doc)
    assert [t.page for t in found] == [1, 2]
    (table,) = stitch_tables(found)
    assert table.caption == "Table 7 Spare parts for feed pump"
    assert table.header == header
    assert [r[0] for r in table.rows] == [f"SP{i:03d}" for i in range(1, 50)]  # all, in order
    assert table.pages == [1, 2]
    assert [r.page for r in table.regions] == [1, 2]
    assert table.bbox == found[0].bbox
    assert row_pages(table)[0] == (1,) and row_pages(table)[-1] == (2,)
    chunks = table_chunks(table, words, max_pieces=120)
    assert chunks[0].pages == [1] and chunks[-1].pages == [2]


def test_table_over_three_pages_with_header_repeated_on_the_last():
    header = ["Part no.", "Description", "Quantity"]
    doc = pymupdf.open()
    draw_table(page_with(doc, 1), X3, 100, [header, *spares_rows(1, 37)], bold_rows=1)
    draw_table(page_with(doc, 2), X3, 72, spares_rows(37, 75))
    draw_table(page_with(doc, 3), X3, 72, [header, *spares_rows(75, 80)], bold_rows=1)
    (table,) = stitch_tables(find_all(doc))
    assert table.pages == [1, 2, 3]
    assert [r[0] for r in table.rows] == [f"SP{i:03d}" for i in range(1, 80)]


def test_unrelated_tables_on_consecutive_pages_stay_apart():
    doc = pymupdf.open()
    p1 = page_with(doc, 1)
    draw_table(
        p1, X3, 100, [["Part no.", "Description", "Quantity"], *spares_rows(1, 37)], bold_rows=1
    )
    p2 = page_with(doc, 2)
    p2.insert_text((220, 62), "Table 8 Tightening torques", fontsize=10)
    draw_table(p2, X2, 72, [["Bolt", "Torque"], ["M12", "80 Nm"], ["M16", "200 Nm"]], bold_rows=1)
    tables = stitch_tables(find_all(doc))
    assert [t.pages for t in tables] == [[1], [2]]
    assert tables[1].caption == "Table 8 Tightening torques"
    assert tables[1].rows == [["M12", "80 Nm"], ["M16", "200 Nm"]]


def test_merged_problem_cell_continued_on_next_page():
    doc = pymupdf.open()
    p1 = page_with(doc, 1)
    rows = [["Problem", "Cause", "Remedy"]]
    rows += [[f"Fault {i}", f"Cause {i}", f"Remedy {i}"] for i in range(1, 36)]
    rows += [["Pump trips", "Overload", "Check motor current"]]
    draw_table(p1, X3, 100, rows, bold_rows=1)
    p2 = page_with(doc, 2)
    draw_table(p2, X3, 72, [["", "Seized bearing", "Replace bearing"], ["Fault 99", "c", "r"]])
    (table,) = stitch_tables(find_all(doc))
    row = next(r for r in table.rows if r[0] == "Pump trips")
    assert row[1:] == ["Overload\nSeized bearing", "Check motor current\nReplace bearing"]
    assert row_pages(table)[table.rows.index(row)] == (1, 2)
    assert table.rows[-1][0] == "Fault 99"


def test_merged_first_column_groups_rows_generally():
    doc = pymupdf.open()
    page = page_with(doc, 1)
    rows = [
        ["Fault", "Possible cause", "Remedy"],
        ["No vacuum", "Valve V003 closed", "Open V003"],
        ["", "Pump P01 dry", "Fill P01 with water"],
        ["", "Suction line leaks", "Repair leak"],
        ["High temperature", "Low coolant", "Top up coolant"],
    ]
    draw_table(page, X3, 120, rows, bold_rows=1, merged_first_col=(1, 3))
    (table,) = find_page_tables(page, 1)
    assert table.rows == [
        ["No vacuum", "Valve V003 closed\nPump P01 dry\nSuction line leaks",
         "Open V003\nFill P01 with water\nRepair leak"],
        ["High temperature", "Low coolant", "Top up coolant"],
    ]  # fmt: skip
    assert table.caption == ""
    text = table_text(stitch_tables([table])[0])
    assert "Possible cause: (1) Valve V003 closed (2) Pump P01 dry" in text
    assert "Remedy: (1) Open V003 (2) Fill P01 with water (3) Repair leak" in text


def test_table_without_header_row():
    doc = pymupdf.open()
    page = page_with(doc, 1)
    draw_table(page, X2, 120, [["Oil", "SAE 30"], ["Capacity", "12 l"], ["Interval", "2000 h"]])
    (table,) = find_page_tables(page, 1)
    assert table.header == []
    assert table.rows[0] == ["Oil", "SAE 30"]  # row 0 is data


TORQUES = [["Bolt", "Torque"], ["M12", "80 Nm"], ["M16", "200 Nm"]]


@pytest.mark.parametrize("rotation", [90, 270])
def test_rotated_page(rotation: int):
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    draw_table(page, X2, 300, TORQUES, bold_rows=1)
    page.set_rotation(rotation)
    (table,) = find_page_tables(page, 1)
    assert (table.header, table.rows) == (TORQUES[0], TORQUES[1:])
    assert table.bbox == (72, 300, 523, 354)  # the space get_text() reports in
    assert page.rotation == rotation


@pytest.mark.parametrize(("turn", "rotation"), [(90, 270), (270, 90)])
def test_sideways_landscape_table(turn: int, rotation: int):
    landscape = pymupdf.open()
    draw_table(landscape.new_page(width=842, height=595), X2, 300, TORQUES, bold_rows=1)
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.show_pdf_page(page.rect, landscape, 0, rotate=turn)  # text runs up or down the page
    page.set_rotation(rotation)
    (table,) = find_page_tables(page, 1)
    assert (table.header, table.rows) == (TORQUES[0], TORQUES[1:])


def test_page_header_frame_is_not_a_table():
    doc = pymupdf.open()
    for n in (1, 2, 3):
        page = doc.new_page(width=595, height=842)
        draw_table(page, [330.0, 430.0, 523.0], 30, [[f"{n + 17}(33)", "O&M manual"],
                                                      ["Rev. 2", "Evac OnlineFlex"]])  # fmt: skip
        if n == 2:
            draw_table(page, X2, 300, [["Bolt", "Torque"], ["M12", "80 Nm"]], bold_rows=1)
    tables = stitch_tables(find_all(doc))
    assert [(t.pages, t.rows) for t in tables] == [([2], [["M12", "80 Nm"]])]


def test_repeated_edge_frames_are_dropped():
    def frame(page: int, y0: float = 30.0) -> PageTable:
        return PageTable(page, (330, y0, 523, y0 + 40), [], [["Evac", "OnlineFlex"]] * 2, "", 2,
                         page_height=842)  # fmt: skip

    kept = drop_repeated_frames([frame(1), frame(2), frame(3), frame(4, y0=400)])
    assert [t.page for t in kept] == [4]  # the same box in the body is content


def test_prose_in_a_box_is_not_a_table():
    doc = pymupdf.open()
    page = page_with(doc, 1)
    page.draw_rect((72, 100, 523, 180), color=(0, 0, 0))
    note = "NOTE: Only work on the machine after standstill. Switch the main power OFF."
    page.insert_textbox((80, 110, 515, 175), note)
    page.insert_text((72, 220), "Valve     V003     open", fontsize=10)
    page.insert_text((72, 235), "Valve     V006     closed", fontsize=10)
    assert find_page_tables(page, 1) == []


# ---------------------------------------------------------------- text, chunks, CSV


def make_table(n_rows: int) -> ExtractedTable:
    return ExtractedTable(
        table_id="tbl_1",
        doc_id="doc",
        section_id=None,
        pages=[30],
        bbox=(72, 100, 523, 700),
        caption="Table 5 Troubleshooting",
        header=["Problem", "Possible cause", "Remedy"],
        rows=[
            [f"Problem {i} with the pump", f"cause number {i} is here", f"remedy {i}: do this"]
            for i in range(n_rows)
        ],
    )


def test_large_table_is_split_into_row_groups_with_header_repeated():
    table = make_table(60)
    chunks = table_chunks(table, words, max_pieces=240)
    assert len(chunks) > 2
    assert chunks[0].row_start == 0 and chunks[-1].row_end == 60
    for a, b in itertools.pairwise(chunks):
        assert a.row_end == b.row_start  # contiguous, no row lost or repeated
    for chunk in chunks:
        lines = chunk.text.split("\n")
        assert lines[0] == "Table 5 Troubleshooting"
        assert lines[1] == "Columns: Problem | Possible cause | Remedy"
        assert words(chunk.text) <= 240
        assert chunk.chunk_id == f"tbl_1:r{chunk.row_start}"
        assert chunk.pages == [30]
        assert len(lines) - 2 == chunk.row_end - chunk.row_start
    assert "Problem: Problem 7 with the pump | Possible cause: cause number 7" in chunks[0].text


def test_small_table_is_one_chunk():
    (chunk,) = table_chunks(make_table(4), words)
    assert (chunk.row_start, chunk.row_end) == (0, 4)
    assert chunk.text.count("\n") == 1 + 4


def test_table_text_for_quoting():
    text = table_text(make_table(5), max_rows=2)
    assert text.splitlines() == [
        "Table 5 Troubleshooting",
        "Problem: Problem 0 with the pump | Possible cause: cause number 0 is here | "
        "Remedy: remedy 0: do this",
        "Problem: Problem 1 with the pump | Possible cause: cause number 1 is here | "
        "Remedy: remedy 1: do this",
        "… (3 more rows)",
    ]


def test_csv_round_trip(tmp_path: Path):
    table = make_table(2)
    table.rows.append(['Pump "P01", seal', "leaks,\ndrips", "Replace\nseal; check 'V003'"])
    write_csv(table, tmp_path / "t.csv")
    assert read_csv(tmp_path / "t.csv") == (table.header, table.rows)
    table.header = []
    write_csv(table, tmp_path / "sub" / "t2.csv")
    assert read_csv(tmp_path / "sub" / "t2.csv") == ([], table.rows)


def test_cell_lines_are_joined_like_a_reader_would():
    assert join_cell_lines(["Pumps are running in wrong", "direction."]) == (
        "Pumps are running in wrong direction."
    )
    assert join_cell_lines(["Check the shut-", "off valve"]) == "Check the shut-off valve"
    assert join_cell_lines(["• Foreign object in bowl", "or in valve", "•Blocked tubing"]) == (
        "Foreign object in bowl or in valve; Blocked tubing"
    )
    assert join_cell_lines(["  ", "On=-300 "]) == "On=-300"


def test_a_blank_data_sheet_is_a_table_of_its_column_names():
    # a lab's data sheet: the columns to log, over blank ruled lines to fill in
    doc = pymupdf.open()
    page = page_with(doc, 1)
    draw_table(page, X2, 120, [["Q (gal/min)", "hf (in. H2O)"]] + [["", ""]] * 5)
    (table,) = find_page_tables(page, 1)
    assert table.rows == [["Q (gal/min)", "hf (in. H2O)"]]
    # a box with one line of text over a line or two (a signature block) is not a table, nor is
    # a grid whose one text row leaves a column unnamed
    page = page_with(doc, 2)
    draw_table(page, X2, 120, [["Checked by", "Date"], ["", ""], ["", ""]])
    draw_table(page, X3, 300, [["Q (gal/min)", "", "hf (in. H2O)"]] + [["", "", ""]] * 5)
    assert find_page_tables(page, 2) == []
