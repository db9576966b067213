"""OCR: scanned manual pages and the tags inside raster drawings, with their positions."""

from __future__ import annotations

import itertools
import subprocess
import sys
import threading
import time

import pymupdf
import pytest

from engine.ingest.ocr import (
    MAX_RENDER_PIXELS,
    MAX_RENDER_SIDE,
    OcrLine,
    OcrWord,
    PageOcr,
    capped_zoom,
    merge_into_lines,
    region_zoom,
)
from engine.ingest.sections import heading_of
from engine.types import TextLine
from tests.conftest import REPO, corpus_file

SCANNED = "mma-machine-tool-manual-scanned.pdf"


@pytest.fixture(scope="module")
def ocr() -> PageOcr:
    reader = PageOcr()
    reader.warm_up()
    return reader


def tag_page(rotation: int = 0) -> pymupdf.Page:
    doc = pymupdf.open()
    page = doc.new_page(width=300, height=200)
    page.insert_text((30, 60), "FEED PUMP P-101", fontsize=12)
    page.insert_text((30, 120), "V003", fontsize=12)
    page.insert_text((200, 120), "V004", fontsize=12)
    page.set_rotation(rotation)
    return page


def word_box(page: pymupdf.Page, text: str) -> tuple:
    (word,) = [w for w in page.get_text("words") if w[4] == text]
    return word[:4]


def close(a, b, tol: float) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a, b, strict=True))


def ocr_words(lines: list[OcrLine]) -> dict[str, tuple]:
    return {w.text: w.bbox for line in lines for w in line.words}


# ---------------------------------------------------------------- cheap to construct


def test_constructor_and_import_load_nothing():
    started = time.perf_counter()
    reader = PageOcr()
    assert time.perf_counter() - started < 0.05
    assert reader._engine is None
    code = "import engine.ingest.ocr, sys; print('rapidocr_onnxruntime' in sys.modules)"
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "False"


def test_zoom_gives_small_regions_pixels_and_caps_big_ones():
    # The Evac P&ID (216 x 266 pt, a 302 px wide image): short side rendered at 600 px at least.
    assert region_zoom(216, 266, 600) == pytest.approx(600 / 216)
    assert region_zoom(400, 300, 100) == pytest.approx(150 / 72)  # never below 150 dpi
    for w, h in [(10_000, 10_000), (3370, 2384), (5, 4000)]:
        z = capped_zoom(w, h, 10.0)
        assert max(w, h) * z <= MAX_RENDER_SIDE + 1
        assert w * h * z * z <= MAX_RENDER_PIXELS * 1.01


def test_boxes_on_one_baseline_become_a_line_in_reading_order():
    def box(text, x0, y0, x1, y1):
        return OcrLine(text, (x0, y0, x1, y1), (OcrWord(text, (x0, y0, x1, y1)),), 0.9, 10)

    lines = merge_into_lines(
        [
            box("Always secure cylinders.", 130, 261, 400, 274),
            box("3.", 108, 262, 120, 273),
            box("ACETYLENE CYLINDERS", 110, 345, 250, 356),
            box("Page 20", 500, 262, 540, 273),  # far right on the same row: its own line
        ]
    )
    assert [ln.text for ln in lines] == [
        "3. Always secure cylinders.",
        "Page 20",
        "ACETYLENE CYLINDERS",
    ]
    assert lines[0].bbox == (108, 261, 400, 274)
    assert [w.text for w in lines[0].words] == ["3.", "Always secure cylinders."]


def columns_line(parts: list[tuple[str, int]], ink_h: float = 20.0) -> tuple[str, list[str]]:
    """Run the recogniser's characters through word spacing: ``parts`` are (text, blank px
    after its last letter); letters are 8 px wide, 2 px apart inside a part (a 150 dpi line)."""
    import numpy as np

    from engine.ingest.ocr import _words_from_columns

    chars, xs, ink = [], [], []
    for text, blank in parts:
        for i, ch in enumerate(text):
            chars.append(ch)
            xs.append(len(ink) + 4)
            ink += [True] * 8 + [False] * (blank if i == len(text) - 1 else 2)
    ncols = len(ink) // 4  # one CTC column every 4 px, a character at its column's centre
    cols = [int(x / 4 - 0.5) for x in xs]
    info = [ncols, [chars], [cols]]
    text, words = _words_from_columns(
        "".join(chars), info, np.array(ink), ink_h, (0, 0, len(ink), 30), ncols * 4
    )
    return text, [w for w, _ in words]


def test_a_dropped_word_space_comes_back_where_the_line_has_a_blank():
    # Evac p12 at 150 dpi: "be fully sealed" read as "befullysealed"; its spaces are 5 px blank
    # against 20 px of ink height, the letters of a word 0-3 px apart.
    text, words = columns_line([("be", 5), ("fully", 5), ("sealed", 0)])
    assert text == "be fully sealed" and words == ["be", "fully", "sealed"]
    # a word's own letters 3 px apart stay one word
    assert columns_line([("excitation", 0)])[0] == "excitation"
    # a capital and the lower-case letter after it are one word ("If": "I" stands apart)
    assert columns_line([("I", 5), ("f", 0)])[0] == "If"
    # figures keep their wider rule: "10" with 5 px between its digits is one number
    assert columns_line([("1", 5), ("0", 0)])[0] == "10"


def test_a_space_after_a_comma_comes_back_and_a_decimal_comma_stays_tight():
    # HDEC p90/p120 at 150 dpi: "0, 1, 2" and "Sep 09, 2009" read "0,1,2" and "Sep 09,2009"
    # (8-10 px blank after the comma); a decimal or thousands comma leaves 2-3 px.
    assert columns_line([("09,", 9), ("2009", 0)])[0] == "09, 2009"
    assert columns_line([("0,", 9), ("1,", 9), ("2", 0)])[0] == "0, 1, 2"
    assert columns_line([("0,", 2), ("5", 0)])[0] == "0,5"
    assert columns_line([("12,", 3), ("000", 0)])[0] == "12,000"
    assert columns_line([("0.", 9), ("19", 0)])[0] == "0.19"  # a decimal point never opens


def test_a_table_rule_through_a_line_hides_no_word_space():
    # HDEC p96 at 150 dpi: the cell's row rule ran along the top of the crop, so no column was
    # blank and the cell read "Checkthattheexcitationoncommand".
    import numpy as np

    from engine.ingest.ocr import _ink_columns, _ink_height

    crop = np.full((23, 200, 3), 255, np.uint8)
    for x in (*range(10, 60, 10), *range(67, 120, 10)):  # two words of 8 px letters 2 px apart,
        crop[7:19, x : x + 8] = 0  # 9 px between them
    ruled = crop.copy()
    ruled[0:2, :] = 0  # the rule
    assert not _ink_columns(crop)[60:67].any()
    assert not _ink_columns(ruled)[60:67].any()
    assert _ink_height(ruled) == _ink_height(crop) == 12  # the rule is no part of the letters


# ---------------------------------------------------------------- regions (generated pages)


def test_region_tags_come_back_in_page_coordinates(ocr):
    page = tag_page()
    lines = ocr.read_region(page, (0, 0, 300, 200))
    words = ocr_words(lines)
    for tag in ("V003", "V004", "P-101"):
        assert tag in words, words
        assert close(words[tag], word_box(page, tag), tol=4), (tag, words[tag])
    text_lines = ocr.ocr_region(page, 7, (0, 0, 300, 200))
    assert all(tl.ocr and tl.page == 7 and tl.size > 5 for tl in text_lines)


def test_region_on_a_rotated_page_maps_to_unrotated_coordinates(ocr):
    page = tag_page(rotation=90)
    words = ocr_words(ocr.read_region(page, (0, 0, 300, 200)))
    assert "V003" in words
    assert close(words["V003"], word_box(page, "V003"), tol=4)


def test_clip_limits_the_region(ocr):
    page = tag_page()
    words = ocr_words(ocr.read_region(page, (150, 90, 300, 140)))
    assert "V004" in words and "V003" not in words
    assert close(words["V004"], word_box(page, "V004"), tol=4)


def test_upside_down_label_is_read(ocr):
    doc = pymupdf.open()
    page = doc.new_page(width=200, height=120)
    page.insert_text((150, 70), "WF002", fontsize=14, rotate=180)
    words = ocr_words(ocr.read_region(page, (0, 0, 200, 120)))
    assert "WF002" in words


def test_concurrent_calls_give_the_same_result(ocr):
    page = tag_page()
    expected = ocr.read_region(page, (0, 0, 300, 200))
    results: list[list[OcrLine]] = []

    def work() -> None:
        results.append(ocr.read_region(page, (0, 0, 300, 200)))

    threads = [threading.Thread(target=work) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [expected, expected]


# ---------------------------------------------------------------- the scanned manual


@pytest.mark.slow  # one scanned page: 4-15 s on two cores
def test_scanned_oxy_fuel_page_reads_the_acetylene_limit(ocr):
    doc = pymupdf.open(corpus_file(SCANNED))
    page = doc[19]
    started = time.perf_counter()
    lines = ocr.ocr_page(page, 20)
    print(f"OCR of scanned page 20: {time.perf_counter() - started:.1f} s, {len(lines)} lines")

    text = "\n".join(ln.text for ln in lines)
    assert "15 psi" in text.lower()  # the space the recogniser drops is restored
    assert "wait 30 minutes" in text
    assert lines[0].text == "OXY FUEL SAFETY"
    tops = [ln.bbox[1] for ln in lines]
    assert all(b - a > -8 for a, b in itertools.pairwise(tops))  # rows top to bottom
    for ln in lines:
        assert ln.ocr and ln.page == 20 and ln.size > 0
        assert 0 <= ln.bbox[0] < ln.bbox[2] <= page.rect.width
        assert 0 <= ln.bbox[1] < ln.bbox[3] <= page.rect.height
    heading = next(ln for ln in lines if ln.text == "OXY FUEL SAFETY")
    body = next(ln for ln in lines if "wait 30 minutes" in ln.text)
    assert heading.size > body.size  # sizes let headings be told from body text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("4.2 Lathe safety", ("4.2", "Lathe safety", 2)),
        ("3 LATHE SAFETY", ("3", "LATHE SAFETY", 1)),
        ("29 Degree", None),  # a label in a picture
        ("1 Keepingyourshirtbuttoned prevents throat bums. UV rays", None),  # a list item
    ],
)
def test_scanned_headings_must_read_like_headings(text: str, expected: object) -> None:
    """OCR has no bold and only a rough size: a big line is a heading only if it reads like one."""
    line = TextLine(text, 1, (50.0, 50.0, 400.0, 70.0), size=16.0, ocr=True)
    assert heading_of(line, body_size=10.0) == expected
