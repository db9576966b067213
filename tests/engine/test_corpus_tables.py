"""Tables that are not ruled vector tables, on the real corpus: a picture table in the lab
manual, the scanned machine-tool schedule, a rotated page, prose that must stay prose, and a
floor for the picture-table self-check (bench/picture_tables.py prints the full figures)."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pymupdf
import pytest

from engine.ingest.aligned_tables import ocr_tables, text_layer_tables
from engine.ingest.ocr import PageOcr
from engine.ingest.pages import read_page
from engine.ingest.parse import ParsedDocument, parse_document
from engine.ingest.tables import find_page_tables
from engine.store.assets import AssetStore
from tests.conftest import corpus_file

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from picture_tables import accuracy, cells_of, picture_page

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def ocr() -> PageOcr:
    engine = PageOcr()
    engine.warm_up()
    return engine


def _parse_pages(name: str, pages: list[int], ocr: PageOcr) -> ParsedDocument:
    pdf = pymupdf.open(corpus_file(name))
    pdf.select([p - 1 for p in pages])
    assets = AssetStore(Path(tempfile.mkdtemp()) / "files")
    assets.open()
    steps = parse_document(pdf, "d", name, assets, lambda ts: [len(t.split()) for t in ts], ocr)
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            return stop.value


def test_lab_manual_picture_table_reads_the_globe_valve_coefficient(ocr: PageOcr) -> None:
    parsed = _parse_pages("mma-thermo-fluids-lab-manual.pdf", [36], ocr)

    tables = [t for t in parsed.tables if t.source == "ocr"]
    assert len(tables) == 1
    table = tables[0]
    assert table.caption.startswith("Resistance Coefficients K")
    column = next(i for i, name in enumerate(table.header) if name.endswith("Screwed 1"))
    globe = next(row for row in table.rows if row[0] == "Globe")
    assert globe[column] == "8.2"
    assert table.confidence > 0.8


def test_scanned_schedule_is_a_table(ocr: PageOcr) -> None:
    parsed = _parse_pages("mma-machine-tool-manual-scanned.pdf", [7], ocr)

    assert [t.source for t in parsed.tables] == ["ocr"]
    assert any("Monday" in name for name in parsed.tables[0].header)
    assert len(parsed.tables[0].rows) >= 10


def test_neets_prose_yields_no_tables() -> None:
    pdf = pymupdf.open(corpus_file("navy-neets-mod5-generators-motors.pdf"))
    found = []
    for index in range(pdf.page_count):
        page = pdf[index]
        found += text_layer_tables(page, index + 1, [], read_page(page, index + 1).lines)
    assert found == [], [(t.page, t.rows[:2]) for t in found]


def test_a_rotated_corpus_page_reads_the_same_words(ocr: PageOcr) -> None:
    src = pymupdf.open(corpus_file("nsmv-evac-vacuum-system-om.pdf"))
    pix = src[22].get_pixmap(dpi=150)
    words = {}
    for rotate in (0, 90):
        doc = pymupdf.open()
        w, h = src[22].rect.width, src[22].rect.height
        page = doc.new_page(width=h if rotate else w, height=w if rotate else h)
        page.insert_image(page.rect, pixmap=pix, rotate=rotate)
        read = ocr.read_oriented(ocr.render_page(page))
        assert read.orientation in ((90, 270) if rotate else (0,))
        words[rotate] = [w.text for line in read.lines for w in line.words]
    same = len(set(words[0]) & set(words[90])) / len(set(words[0]))
    assert same >= 0.95
    assert words[0][:20] == words[90][:20]  # same reading order


@pytest.mark.parametrize("variant", ["upright", "rot90", "nolines"])
def test_picture_table_self_check_floor(ocr: PageOcr, variant: str) -> None:
    """Evac manual pages 6, 19 and 30: the picture of each ruled table reads as the table in the
    same shape — rows, the problem cells merged over their causes on p30 (without rules: by
    the wrapped lines opening in lower case) — and, with its rules, the same header."""
    pdf = pymupdf.open(corpus_file("nsmv-evac-vacuum-system-om.pdf"))
    for page_no in (6, 19, 30):
        page = pdf[page_no - 1]
        reference = find_page_tables(page, page_no)[0]
        doc = picture_page(page, reference.bbox, variant)
        read = ocr.read_region_oriented(doc[0], tuple(doc[0].rect))
        found = ocr_tables(read, 1, doc[0].rect.height, [], True)
        assert found, f"p{page_no} {variant}: no table"
        best = max(found, key=lambda t: len(t.rows) * t.n_cols)
        assert best.n_cols == reference.n_cols
        expected = cells_of(reference.header, reference.rows)
        assert accuracy(expected, cells_of(best.header, best.rows)) >= 0.85 + 0.05 * (page_no < 30)
        assert len(best.rows) == len(reference.rows)
        if variant != "nolines":
            assert best.header == reference.header


@pytest.mark.parametrize("page_no", [19, 54, 86])
def test_hdec_picture_tables_without_rules_keep_their_shape(ocr: PageOcr, page_no: int) -> None:
    """HDEC 2000 manual pictures with their ruling lines erased: p19's cross-section cells
    merged down the column and centred against their terminals (each given to every row it
    spans), p54's "-" cells that the text detector misses, p86's table under a page of prose
    with its row labels centred against their description lines — each reads as its ruled
    table, rows and columns."""
    pdf = pymupdf.open(corpus_file("hyundai-hdec2000-excitation-manual.pdf"))
    page = pdf[page_no - 1]
    reference = find_page_tables(page, page_no)[0]
    doc = picture_page(page, reference.bbox, "nolines")
    read = ocr.read_region_oriented(doc[0], tuple(doc[0].rect))
    found = ocr_tables(read, 1, doc[0].rect.height, [], True)
    assert found, f"p{page_no}: no table"
    best = max(found, key=lambda t: len(t.rows) * t.n_cols)
    assert best.n_cols == reference.n_cols
    assert len(best.rows) + bool(best.header) == len(reference.rows) + bool(reference.header)
    expected = cells_of(reference.header, reference.rows)
    assert accuracy(expected, cells_of(best.header, best.rows)) >= 0.85
