"""Drawings, forms and tables: labels that line up in rows and columns are not a table when a
drawing surrounds them, and a blank ruled form is not a borderless table; real tables stay.

Small generated PDFs; the OCR test is slow (real RapidOCR on a scanned page).
"""

from __future__ import annotations

import numpy as np
import pymupdf
import pytest

from engine.ingest.drawn_ink import drawn_around
from engine.ingest.ocr import PageOcr
from tests.conftest import parse_pdf

TOOL_LABELS = [
    ("RIGHT", "CUT", "TOOL"),
    ("LEFT", "SIDE", "FACING"),
    ("ROUND", "NOSE", "TOOL"),
    ("FORM", "BEVEL", "TOOL"),
]
HEADER = ["Pump", "Flow m3/h", "Head m", "Power kW"]
ROWS = [["P01", "12.5", "40", "2.2"], ["P02", "18.0", "35", "3.0"], ["P03", "25.5", "28", "4.4"]]


def _labelled_drawing(doc: pymupdf.Document) -> pymupdf.Page:
    """Four lathe tools (outlines, a circle, diagonals, a curve), each named in three lines
    under it: the labels stand in three rows and four columns, like a table's cells."""
    page = doc.new_page(width=500, height=330)
    for i, words in enumerate(TOOL_LABELS):
        x = 30 + 120 * i
        shape = page.new_shape()
        shape.draw_polyline(
            [(x + 10, 190), (x + 10, 90), (x + 45, 60), (x + 80, 110), (x + 80, 190)]
        )
        shape.draw_circle((x + 45, 140), 22)
        shape.draw_line((x + 10, 190), (x + 80, 120))
        shape.draw_line((x + 20, 60), (x + 70, 30))
        shape.draw_bezier((x, 200), (x + 30, 230), (x + 60, 170), (x + 95, 205))
        shape.finish(width=1.5, color=(0, 0, 0))
        shape.commit()
        for k, word in enumerate(words):
            page.insert_text((x + 20, 228 + 16 * k), word, fontname="hebo", fontsize=11)
    return page


def _ruled_table(doc: pymupdf.Document) -> pymupdf.Page:
    page = doc.new_page(width=420, height=180)
    xs, y = [20, 120, 220, 320, 400], 30
    for row in [HEADER, *ROWS]:
        for x, cell in zip(xs, row, strict=False):
            page.insert_text((x + 6, y + 20), cell, fontname="helv", fontsize=12)
        page.draw_line((xs[0], y), (xs[-1], y))
        y += 32
    page.draw_line((xs[0], y), (xs[-1], y))
    for x in xs:
        page.draw_line((x, 30), (x, y))
    return page


def _scan_of(page: pymupdf.Page) -> pymupdf.Document:
    """A picture-only copy of ``page`` (no text layer), as a scanner gives it."""
    scan = pymupdf.open()
    out = scan.new_page(width=page.rect.width, height=page.rect.height)
    out.insert_image(out.rect, pixmap=page.get_pixmap(dpi=150))
    return scan


def _pixels_and_words(page: pymupdf.Page) -> tuple[np.ndarray, list[tuple[float, ...]]]:
    """The page at 150 dpi (grey) and its words' boxes in those pixels: what OCR would give."""
    zoom = 150 / 72
    pix = page.get_pixmap(dpi=150, colorspace=pymupdf.csGRAY)
    img = np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.stride)[:, : pix.width]
    words = [tuple(v * zoom for v in w[:4]) for w in page.get_text("words")]
    return img, words


def _box(words: list[tuple[float, ...]]) -> tuple[float, float, float, float]:
    return (
        min(w[0] for w in words),
        min(w[1] for w in words),
        max(w[2] for w in words),
        max(w[3] for w in words),
    )


def test_labels_of_a_drawing_sit_in_drawn_ink_and_table_cells_do_not() -> None:
    img, words = _pixels_and_words(_labelled_drawing(pymupdf.open()))
    assert drawn_around(img, _box(words), words)  # the box of the three rows of tool names

    img, words = _pixels_and_words(_ruled_table(pymupdf.open()))
    assert not drawn_around(img, _box(words), words)


def test_a_blank_ruled_form_is_not_a_borderless_table() -> None:
    """A lab sheet's form: header cells of two and three lines over one empty row, its rules
    drawn as hairline rectangles (as word processors do). Its header lines align in rows and
    columns; without the rules it would pass for a borderless table."""
    doc = pymupdf.open()
    page = doc.new_page(width=500, height=300)
    heads = [
        ("Mass of Dry", "Cylinder (g)"),
        ("Uncertainty in", "Measured Mass", "dm (g)"),
        ("Uncertainty in", "Measured Volume", "dV (mL)"),
        ("Uncertainty in", "Measured Temp", "dT (C)"),
    ]
    xs, top, mid, bottom = [20, 130, 240, 350, 460], 40, 100, 120
    for x, lines in zip(xs, heads, strict=False):
        for k, line in enumerate(lines):
            page.insert_text((x + 10, top + 16 + 14 * k), line, fontname="helv", fontsize=11)
    for y in (top, mid, bottom):
        page.draw_rect((xs[0], y, xs[-1], y + 0.5), color=None, fill=(0, 0, 0))
    for x in xs:
        page.draw_rect((x, top, x + 0.5, bottom), color=None, fill=(0, 0, 0))

    assert [t for t in parse_pdf(doc, None).tables if t.source == "borderless"] == []


@pytest.fixture(scope="module")
def ocr() -> PageOcr:
    engine = PageOcr()
    engine.warm_up()
    return engine


@pytest.mark.slow
def test_a_scanned_labelled_drawing_is_no_table_and_a_scanned_table_is(ocr: PageOcr) -> None:
    drawing = parse_pdf(_scan_of(_labelled_drawing(pymupdf.open())), ocr)
    assert drawing.ocr_pages == [1]
    text = " ".join(c.text for c in drawing.chunks)
    assert "FACING" in text and "BEVEL" in text  # its labels are still read and searchable
    assert drawing.tables == []

    table = parse_pdf(_scan_of(_ruled_table(pymupdf.open())), ocr)
    assert [t.source for t in table.tables] == ["ocr"]
    assert table.tables[0].header == HEADER
    assert table.tables[0].rows == ROWS


def _read_as_picture(page: pymupdf.Page):  # type: ignore[no-untyped-def]
    """What OCR gives for ``page`` as a 150 dpi picture, without running it: its lines and
    words in the picture's pixels, the ruling found in the pixels, the grey picture."""
    import statistics

    from engine.ingest import orientation
    from engine.ingest.ocr import OcrLine, OcrPage, OcrWord

    img, _ = _pixels_and_words(page)
    zoom = 150 / 72
    by_line: dict[tuple[int, int], list[OcrWord]] = {}
    for x0, y0, x1, y1, text, block, line, _n in page.get_text("words"):
        box = (x0 * zoom, y0 * zoom, x1 * zoom, y1 * zoom)
        by_line.setdefault((block, line), []).append(OcrWord(text, box))
    lines = [
        OcrLine(
            " ".join(w.text for w in words),
            (
                min(w.bbox[0] for w in words),
                min(w.bbox[1] for w in words),
                max(w.bbox[2] for w in words),
                max(w.bbox[3] for w in words),
            ),
            tuple(words),
            0.95,
        )
        for words in by_line.values()
    ]
    ruled = orientation.ruling(img, statistics.median(ln.bbox[3] - ln.bbox[1] for ln in lines))
    return OcrPage(
        lines,
        upright=lines,
        to_page=pymupdf.Matrix(1 / zoom, 0, 0, 1 / zoom, 0, 0),
        rules=ruled.horizontal,
        vrules=ruled.vertical,
        shaded=ruled.shaded,
        image=img,
    )


def test_a_title_block_in_the_corner_of_a_drawing_frame_is_no_table() -> None:
    """A scanned drawing sheet: a border frame around the sheet and, in its bottom-right corner,
    the ruled title block (sheet name, drawn/checked by, scale, date). Its rules run on as the
    frame's: a panel of the sheet, not a table. The same grid standing on its own is one."""
    from engine.ingest.picture_grid import grid_tables

    def title_block(page: pymupdf.Page, x0: float, y0: float) -> None:
        cells = [
            ["SHAFT COUPLING", "", ""],
            ["DRAWN: JK", "CHECKED: AB", "MATL: 4140 STEEL"],
            ["SCALE: FULL", "DATE: 7-24-79", "SHEET: 1 OF 1"],
        ]
        xs = [x0, x0 + 90, x0 + 180, x0 + 290]
        for r, row in enumerate(cells):
            y = y0 + 24 * r
            for x, text in zip(xs, row, strict=False):
                if text:
                    page.insert_text((x + 5, y + 16), text, fontname="helv", fontsize=9)
            page.draw_line((xs[0], y), (xs[-1], y))
            if r:
                for x in xs[1:-1]:
                    page.draw_line((x, y), (x, y + 24))
        page.draw_line((xs[0], y0 + 72), (xs[-1], y0 + 72))
        for x in (xs[0], xs[-1]):
            page.draw_line((x, y0), (x, y0 + 72))

    doc = pymupdf.open()
    sheet = doc.new_page(width=520, height=400)
    # The border's bottom and right edges, broken where a scan breaks long lines (a short gap),
    # run on past the title block in line with its edges (its top and left edges were lost to
    # the scan: a closed border would be one big ruled box around the whole sheet).
    sheet.draw_line((20, 380), (200, 380))
    sheet.draw_line((500, 20), (500, 298))
    shape = sheet.new_shape()
    shape.draw_circle((150, 150), 60)  # the part drawn on the sheet
    shape.draw_line((60, 150), (240, 150))
    shape.finish(width=1, color=(0, 0, 0))
    shape.commit()
    title_block(sheet, 210, 308)  # flush against the border's bottom and right edges
    other = pymupdf.open()
    alone = other.new_page(width=400, height=140)
    title_block(alone, 40, 30)

    assert grid_tables(_read_as_picture(sheet)) == []
    found = grid_tables(_read_as_picture(alone))
    assert len(found) == 1
    assert "DATE: 7-24-79" in [cell for row in found[0].rows for cell in row]
