"""Every kind of page becomes content: picture tables in text pages, pictures under a thin text
layer, rotated scans, borderless tables, compatibility characters, truncated files.

Small generated PDFs (real PyMuPDF, real RapidOCR): what an engineer's manuals contain in
miniature. The corpus versions of these checks are in test_corpus_tables.py.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from engine.ingest.ocr import PageOcr
from engine.ingest.pdf_open import open_pdf, unreadable_pages
from tests.conftest import parse_pdf

HEADER = ["Pump", "Flow m3/h", "Head m", "Power kW"]
ROWS = [
    ["P01", "12.5", "40", "2.2"],
    ["P02", "18.0", "35", "3.0"],
    ["P03", "25.5", "28", "4.4"],
    ["P04", "31.0", "22", "5.5"],
]
PROSE = (
    "The vacuum pumps keep the collecting pipes below atmospheric pressure so that each toilet "
    "can discharge when its valve opens. Check the non return valves at every service and "
    "replace worn seals before the system loses vacuum between pump starts. "
)


@pytest.fixture(scope="module")
def ocr() -> PageOcr:
    engine = PageOcr()
    engine.warm_up()
    return engine


def _table_page(doc: pymupdf.Document, ruled: bool = True) -> pymupdf.Page:
    """A page with the pump table drawn with text (and rules when ``ruled``)."""
    page = doc.new_page(width=420, height=220)
    xs = [20, 120, 220, 320, 400]
    y = 30
    for row in [HEADER, *ROWS]:
        for x, cell in zip(xs, row, strict=False):
            page.insert_text((x + 6, y + 20), cell, fontname="helv", fontsize=12)
        if ruled:
            page.draw_line((xs[0], y), (xs[-1], y))
        y += 32
    if ruled:
        page.draw_line((xs[0], y), (xs[-1], y))
        for x in xs:
            page.draw_line((x, 30), (x, y))
    return page


# A troubleshooting table: a dark header band with white names and light separators, problems
# in cells merged down over their cause/remedy pairs (rules only in the right-hand columns).
TROUBLE_HEADER = ["Problem", "Possible cause", "Remedy"]
TROUBLE = [
    ("No vacuum", [("Valve closed", "Open valve"), ("Pump dry", "Fill pump")]),
    ("Low capacity", [("Line blocked", "Clean line"), ("Low voltage", "Check supply")]),
    ("No start", [("Sensor dirty", "Clean sensor")]),
]


def _trouble_page(doc: pymupdf.Document) -> pymupdf.Page:
    page = doc.new_page(width=440, height=220)
    xs = [20, 140, 290, 420]
    page.draw_rect((xs[0], 20, xs[-1], 44), color=(0, 0, 0), fill=(0.35, 0.35, 0.35))
    for x in xs[1:-1]:
        page.draw_line((x, 20), (x, 44), color=(1, 1, 1), width=1.5)
    for x, name in zip(xs, TROUBLE_HEADER, strict=False):
        page.insert_text((x + 6, 37), name, fontname="hebo", fontsize=11, color=(1, 1, 1))
    y = 44
    for problem, parts in TROUBLE:
        page.insert_text((xs[0] + 6, y + 17), problem, fontname="helv", fontsize=11)
        for i, (cause, remedy) in enumerate(parts):
            page.insert_text((xs[1] + 6, y + 17), cause, fontname="helv", fontsize=11)
            page.insert_text((xs[2] + 6, y + 17), remedy, fontname="helv", fontsize=11)
            y += 26
            if i + 1 < len(parts):
                page.draw_line((xs[1], y), (xs[-1], y))
        page.draw_line((xs[0], y), (xs[-1], y))
    for x in xs:
        page.draw_line((x, 44), (x, y))
    return page


def _picture_of(page: pymupdf.Page, rotate: int = 0) -> pymupdf.Pixmap:
    pix = page.get_pixmap(dpi=150)
    if rotate:
        rotated = pymupdf.open()
        out = rotated.new_page(width=pix.height * 72 / 150, height=pix.width * 72 / 150)
        out.insert_image(out.rect, pixmap=pix, rotate=rotate)
        pix = out.get_pixmap(dpi=150)
    return pix


def _table_picture(rotate: int = 0) -> pymupdf.Pixmap:
    src = pymupdf.open()
    pix = _table_page(src).get_pixmap(dpi=150)
    if rotate:
        rotated = pymupdf.open()
        page = rotated.new_page(
            width=pix.height * 72 / 150 if rotate in (90, 270) else pix.width * 72 / 150,
            height=pix.width * 72 / 150 if rotate in (90, 270) else pix.height * 72 / 150,
        )
        page.insert_image(page.rect, pixmap=pix, rotate=rotate)
        pix = page.get_pixmap(dpi=150)
    return pix


def _cell(table, row_label: str, column: str) -> str:  # type: ignore[no-untyped-def]
    col = next(i for i, name in enumerate(table.header) if column in name)
    row = next(r for r in table.rows if r[0] == row_label)
    return row[col]


@pytest.mark.slow
def test_picture_table_in_a_text_page_becomes_a_table(ocr: PageOcr) -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_textbox((60, 60, 540, 160), PROSE * 2, fontname="helv", fontsize=10)
    page.insert_text((60, 190), "Table 3 Vacuum pump ratings", fontname="hebo", fontsize=11)
    page.insert_image((60, 200, 480, 420), pixmap=_table_picture())
    page.insert_textbox((60, 440, 540, 560), PROSE, fontname="helv", fontsize=10)

    parsed = parse_pdf(doc, ocr)

    tables = [t for t in parsed.tables if t.source == "ocr"]
    assert len(tables) == 1
    table = tables[0]
    assert table.caption == "Table 3 Vacuum pump ratings"
    assert table.header[:3] == HEADER[:3] and table.header[3].startswith("Power")
    assert _cell(table, "P03", "Head") == "28"
    assert 0.5 < table.confidence <= 1.0
    assert parsed.ocr_pages == [1]


@pytest.mark.slow
def test_picture_under_a_thin_text_layer_is_read(ocr: PageOcr) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=560, height=500)
    page.insert_text((40, 40), "LABORATORY 4  Refrigeration", fontname="helv", fontsize=10)
    page.insert_image((40, 80, 520, 400), pixmap=_table_picture())  # 43 % of the page

    parsed = parse_pdf(doc, ocr)

    assert parsed.ocr_pages == [1]
    assert [t.source for t in parsed.tables] == ["ocr"]
    assert _cell(parsed.tables[0], "P04", "Power") == "5.5"


@pytest.mark.slow
def test_rotated_scan_is_read_upright_and_recorded(ocr: PageOcr) -> None:
    upright, turned = pymupdf.open(), pymupdf.open()
    for doc, rotate in ((upright, 0), (turned, 90)):
        pix = _table_picture(rotate)
        page = doc.new_page(width=pix.width * 72 / 150, height=pix.height * 72 / 150)
        page.insert_image(page.rect, pixmap=pix)

    straight = parse_pdf(upright, ocr)
    sideways = parse_pdf(turned, ocr)

    assert sideways.rotated_pages == [1] and straight.rotated_pages == []
    assert sideways.tables and sideways.tables[0].rows == straight.tables[0].rows
    assert _cell(sideways.tables[0], "P02", "Flow") == "18.0"


@pytest.mark.slow
@pytest.mark.parametrize("rotate", [0, 90])
def test_ruled_picture_table_reads_like_the_vector_table(ocr: PageOcr, rotate: int) -> None:
    vector = pymupdf.open()
    _trouble_page(vector)
    reference = parse_pdf(vector, None)
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_textbox((60, 60, 540, 160), PROSE * 2, fontname="helv", fontsize=10)
    page.insert_text((60, 190), "Table 5 Troubleshooting", fontname="hebo", fontsize=11)
    box = (60, 200, 500, 420) if not rotate else (150, 200, 370, 640)
    page.insert_image(box, pixmap=_picture_of(_trouble_page(pymupdf.open()), rotate))

    parsed = parse_pdf(doc, ocr)

    assert [t.source for t in reference.tables] == ["vector"]
    tables = [t for t in parsed.tables if t.source == "ocr"]
    assert len(tables) == 1
    table = tables[0]
    assert table.caption == "Table 5 Troubleshooting"
    assert table.header == reference.tables[0].header == TROUBLE_HEADER
    assert table.rows == reference.tables[0].rows
    assert _cell(table, "Low capacity", "cause") == "Line blocked\nLow voltage"


def test_borderless_table_in_the_text_layer() -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=500, height=400)
    page.insert_textbox((20, 20, 480, 80), PROSE, fontname="helv", fontsize=10)
    page.insert_text((26, 110), "Table 2 Pump data", fontname="hebo", fontsize=11)
    xs, y = [26, 126, 226, 326], 130
    for row in [HEADER, *ROWS]:
        for x, cell in zip(xs, row, strict=True):
            page.insert_text((x, y), cell, fontname="hebo" if row is HEADER else "helv")
        y += 18

    parsed = parse_pdf(doc, None)

    assert [t.source for t in parsed.tables] == ["borderless"]
    table = parsed.tables[0]
    assert table.caption == "Table 2 Pump data"
    assert table.header == HEADER
    assert _cell(table, "P01", "Power") == "2.2"
    assert "P01" not in " ".join(c.text for c in parsed.chunks)  # the rows are not prose


def test_two_column_prose_and_a_numbered_list_are_not_tables() -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_textbox((40, 40, 290, 700), PROSE * 6, fontname="helv", fontsize=10)
    page.insert_textbox((310, 40, 560, 700), PROSE * 6, fontname="helv", fontsize=10)
    page = doc.new_page()
    for i in range(8):
        page.insert_text((50, 60 + 20 * i), f"{i + 1}.", fontname="helv", fontsize=10)
        page.insert_text((80, 60 + 20 * i), PROSE[: 60 + 5 * i], fontname="helv", fontsize=10)

    assert parse_pdf(doc, None).tables == []


def test_compatibility_characters_are_searchable_as_printed() -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_font(fontname="F0", fontbuffer=pymupdf.Font("cjk").buffer)
    page.insert_text((60, 80), "Insulation resistance 100 \u33c1 at 20 \u2103", fontname="F0")
    page.insert_text((60, 100), "Clean the oil \ufb01lter monthly.", fontname="F0")
    xs, y = [60, 200, 340], 160
    for row in [["Part", "Resistance", "Temp"], ["Stator", "5 \u33c1", "40 \u2103"]] * 2:
        for x, cell in zip(xs, row, strict=True):
            page.insert_text((x, y), cell, fontname="F0")
        y += 18

    parsed = parse_pdf(doc, None)

    text = " ".join(c.text for c in parsed.chunks)
    assert "100 MΩ at 20 °C" in text and "oil filter" in text
    cells = [c for t in parsed.tables for row in t.rows for c in row]
    assert "5 MΩ" in cells and "40 °C" in cells


def test_truncated_pdf_reports_the_pages_it_lost(tmp_path: Path) -> None:
    doc = pymupdf.open()
    for i in range(20):
        doc.new_page().insert_textbox((60, 60, 540, 700), f"Page {i + 1}. " + PROSE * 8)
    data = doc.tobytes(garbage=0, deflate=False)
    path = tmp_path / "cut.pdf"
    path.write_bytes(data[: int(len(data) * 0.5)] + b"\n%%EOF\n")

    pdf = open_pdf(path)
    lost = unreadable_pages(pdf)

    assert 0 < len(lost) < 20
    assert lost == list(range(20 - len(lost) + 1, 21))


@pytest.mark.slow
def test_a_table_pasted_as_an_uncaptioned_picture_becomes_a_searchable_table(
    tmp_path: Path,
) -> None:
    """No "Table" caption: the picture is stored as a figure first; when its labels are read
    after the batch, its words stand in rows and columns, so it becomes a table in every store."""
    from engine.api import Engine
    from engine.config import EngineConfig
    from tests.conftest import drain

    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_textbox((60, 60, 540, 200), PROSE * 3, fontname="helv", fontsize=10)
    page.insert_image((60, 220, 480, 440), pixmap=_table_picture())
    page.insert_textbox((60, 460, 540, 700), PROSE * 3, fontname="helv", fontsize=10)
    path = tmp_path / "guide.pdf"
    doc.save(path)

    engine = Engine(EngineConfig(data_dir=tmp_path / "lib")).open()
    try:
        _events, (result,) = drain(engine.ingest([path]))
        assert result.status == "ready", result.error
        (info,) = engine.documents()
        tables = engine.library.records.tables_of(info.doc_id)
        assert [t.source for t in tables] == ["ocr"] and info.tables == 1
        assert _cell(tables[0], "P03", "Head") == "28"
        answer = drain(engine.ask("head of pump P03", no_llm=True))[1]
        assert any(h.type == "table" for h in answer.evidence[:3])
    finally:
        engine.close()


@pytest.mark.slow
def test_figures_read_on_every_core_come_out_as_when_read_one_by_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A shelf of manuals leaves many raster figures waiting; reading them on two OCR engines at
    once stores the same tables and labels, every figure once, none left waiting."""
    from engine.api import Engine
    from engine.config import EngineConfig
    from tests.conftest import drain

    doc = pymupdf.open()
    for k in range(3):
        page = doc.new_page()
        page.insert_textbox((60, 60, 540, 200), PROSE * 3, fontname="helv", fontsize=10)
        picture = _table_picture()
        picture.set_pixel(k, 0, (200, 200, 200))  # three pictures, not one logo shown thrice
        page.insert_image((60, 220, 480, 440), pixmap=picture)
        page.insert_textbox((60, 460, 540, 700), PROSE * 3, fontname="helv", fontsize=10)
    path = tmp_path / "guide.pdf"
    doc.save(path)

    def read_with(cores: int) -> tuple[list[list[list[str]]], int]:
        monkeypatch.setattr("engine.api.os.cpu_count", lambda: cores)
        engine = Engine(EngineConfig(data_dir=tmp_path / f"lib{cores}")).open()
        try:
            _events, (result,) = drain(engine.ingest([path], read_figures=False))
            assert result.status == "ready", result.error
            assert engine.pending_figures() == 3
            events, count = drain(engine.finish_figures())
            assert count == 3 and engine.pending_figures() == 0
            assert [e.done for e in events if e.stage == "ocr"] == [0, 1, 2, 3]
            (info,) = engine.documents()
            tables = engine.library.records.tables_of(info.doc_id)
            return [[t.header, *t.rows] for t in tables], info.tables
        finally:
            engine.close()

    one_by_one = read_with(1)
    assert len(one_by_one[0]) == 3 and one_by_one[1] == 3
    assert read_with(2) == one_by_one
