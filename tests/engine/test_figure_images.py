"""Which pictures of a drawing get OCR after ingest: the figure itself, never the company logo."""

from __future__ import annotations

from collections.abc import Iterator

import pymupdf
import pytest

from engine.ingest.diagrams import figure_image_boxes
from engine.ingest.figures import has_figure_images
from tests.conftest import corpus_file

LOGO = (400.0, 300.0, 460.0, 360.0)  # in the body of the page, where a drawing can enclose it
FIGURE = (80.0, 200.0, 380.0, 400.0)
ICON = (80.0, 420.0, 110.0, 450.0)


def _picture(width: int, height: int, shade: int) -> pymupdf.Pixmap:
    pix = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, width, height), False)
    pix.set_rect(pix.irect, (shade, shade, 255 - shade))
    return pix


@pytest.fixture(scope="module")
def manual(tmp_path_factory: pytest.TempPathFactory) -> Iterator[pymupdf.Document]:
    """Four pages with the same logo image on each; page 1 also has a figure and a small icon."""
    doc = pymupdf.open()
    logo_xref = 0
    for _ in range(4):
        page = doc.new_page()
        logo_xref = page.insert_image(LOGO, pixmap=_picture(120, 120, 40), xref=logo_xref)
    doc[0].insert_image(FIGURE, pixmap=_picture(600, 400, 200))
    doc[0].insert_image(ICON, pixmap=_picture(40, 40, 90))
    path = tmp_path_factory.mktemp("figures") / "manual.pdf"
    doc.save(path)
    doc.close()
    doc = pymupdf.open(path)
    yield doc
    doc.close()


def test_only_the_figure_is_read_not_the_logo_or_the_icon(manual):
    drawing = (60.0, 180.0, 480.0, 470.0)  # encloses figure, logo and icon
    assert figure_image_boxes(manual[0], drawing) == [FIGURE]
    assert has_figure_images(manual[0], drawing)
    assert not has_figure_images(manual[1], drawing)  # only the logo there


def test_a_picture_is_clipped_to_the_drawing(manual):
    assert figure_image_boxes(manual[0], (200.0, 150.0, 390.0, 450.0)) == [
        (200.0, 200.0, 380.0, 400.0)
    ]
    assert figure_image_boxes(manual[0], (375.0, 150.0, 390.0, 450.0)) == []  # a 5 pt sliver


def test_evac_pid_image_is_what_ocr_reads_after_ingest():
    from engine.ingest.diagrams import find_page_diagrams

    doc = pymupdf.open(corpus_file("nsmv-evac-vacuum-system-om.pdf"))
    page = doc[18]
    pids = [d for d in find_page_diagrams(page, 19, [], None) if d.kind in ("raster", "page")]
    assert pids
    for pid in pids:
        (box,) = figure_image_boxes(page, pid.bbox)  # the P&ID picture, once
        assert box[0] >= pid.bbox[0] - 0.01 and box[2] <= pid.bbox[2] + 0.01
    doc.close()
