"""Diagrams: the P&IDs and figures a ship engineer asks to see, with the tags inside them.

(~480 lines: the generated drawings and the corpus drawings share fixtures; one file keeps them.)"""

from __future__ import annotations

import time
import zlib

import pymupdf
import pytest

from engine.ingest.diagrams import (
    caption_for,
    find_page_diagrams,
    labels_from_text_layer,
    render_diagram,
)
from engine.ingest.ocr import PageOcr
from engine.types import Diagram, TextLine
from tests.conftest import corpus_file

EVAC = "nsmv-evac-vacuum-system-om.pdf"
WATER_MIST = "nsmv-water-mist-pid.pdf"
NEETS = "navy-neets-mod5-generators-motors.pdf"
SCANNED = "mma-machine-tool-manual-scanned.pdf"


@pytest.fixture(scope="module")
def ocr() -> PageOcr:
    return PageOcr()


@pytest.fixture(scope="module")
def evac() -> pymupdf.Document:
    doc = pymupdf.open(corpus_file(EVAC))
    yield doc
    doc.close()


def inside(box, outer, slack: float = 0.5) -> bool:
    return (
        box[0] >= outer[0] - slack
        and box[1] >= outer[1] - slack
        and box[2] <= outer[2] + slack
        and box[3] <= outer[3] + slack
    )


def label_boxes(diagram: Diagram, text: str) -> list:
    return [lbl.bbox for lbl in diagram.labels if lbl.text == text]


def table_boxes(page: pymupdf.Page) -> list:
    return [tuple(t.bbox) for t in page.find_tables(strategy="lines").tables]


# ---------------------------------------------------------------- the Evac manual


def test_evac_p19_finds_the_raster_pid_not_the_logo_or_the_table(evac):
    page = evac[18]
    tables = table_boxes(page)
    assert any(box[1] > 430 for box in tables), "Table 1 Components should be found below the P&ID"

    (pid,) = find_page_diagrams(page, 19, tables, None)

    assert pid.kind == "raster"
    assert pid.caption == "Figure 2 Example P&ID for OnlineFlex 2 unit"
    assert inside((190, 158, 405, 423), pid.bbox, slack=2)
    assert pid.bbox[3] < min(box[1] for box in tables if box[1] > 430)  # not Table 1
    assert pid.bbox[1] > 100  # not the Evac logo in the header (37, 30, 155, 79)
    assert (pid.schema_id, pid.doc_id, pid.section_id) == ("", "", None)
    assert "Flow diagram" in pid.context
    assert all(lbl.code is None for lbl in pid.labels)


@pytest.mark.slow  # OCR of the figure: 1-5 s
def test_evac_p19_pid_tags_are_read_with_their_positions(evac, ocr):
    page = evac[18]
    (pid,) = find_page_diagrams(page, 19, table_boxes(page), ocr)

    for tag in ("V003", "P01"):
        boxes = label_boxes(pid, tag)
        assert boxes, f"{tag} not among {[lbl.text for lbl in pid.labels]}"
        assert all(inside(b, pid.bbox) for b in boxes)
    # V003 sits left of the pump P01 on the first pump line (figure: valve, check valve, pump).
    v003, p01 = label_boxes(pid, "V003")[0], label_boxes(pid, "P01")[0]
    assert v003[0] < p01[0]
    assert abs((v003[1] + v003[3]) / 2 - (p01[1] + p01[3]) / 2) < 25


def test_evac_p20_vector_drawing_keeps_every_tag(evac):
    page = evac[19]
    diagrams = find_page_diagrams(page, 20, table_boxes(page), None)

    (system,) = diagrams
    assert system.kind == "vector"
    assert system.caption == "Figure 3 OnlineFlex system"
    texts = [lbl.text for lbl in system.labels]
    for tag in ("V012", "M01", "P01", "V019", "TP04"):
        assert tag in texts
        assert all(inside(b, system.bbox) for b in label_boxes(system, tag))
    assert "HOLDING TANK/ MIXING TANK" in texts  # two stacked lines read as one label
    assert "VENTILATION" in texts  # a label sticking out of the path geometry is not cut
    assert "Figure 3 OnlineFlex system" not in texts
    assert "two operation modes" in system.context


def test_evac_tables_and_warning_icons_are_not_diagrams(evac):
    for page_no in (30, 32, 41, 58, 62):  # troubleshooting/spec tables, CAUTION triangles
        page = evac[page_no - 1]
        assert find_page_diagrams(page, page_no, table_boxes(page), None) == [], page_no


class LinesOnlyOcr:
    """An OCR stand-in with only the ocr_region contract (no word boxes)."""

    def __init__(self, lines: list[TextLine]) -> None:
        self.lines = lines
        self.calls: list[tuple] = []

    def ocr_region(self, page, page_no, clip, min_px=600):
        self.calls.append((page_no, clip))
        return self.lines


def test_raster_labels_come_from_ocr_of_the_figure_only(evac):
    page = evac[18]
    fake = LinesOnlyOcr([TextLine("V003 C004", 19, (250, 345, 300, 352), 5.0, ocr=True)])
    (pid,) = find_page_diagrams(page, 19, table_boxes(page), fake)  # type: ignore[arg-type]
    assert len(fake.calls) == 1  # the P&ID image, not the logo
    assert inside(fake.calls[0][1], pid.bbox)
    assert {"V003 C004", "V003", "C004"} <= {lbl.text for lbl in pid.labels}


@pytest.mark.parametrize(
    ("read", "also"),
    [("PD1", "P01"), ("VOD5", "V005"), ("CD08", "C008"), ("MS-IO", "MS-10"), ("TPO1", "TP01")],
)
def test_ocr_tags_get_a_reading_with_digits(read, also):
    from engine.ingest.diagrams import labels_from_ocr
    from engine.ingest.ocr import OcrLine, OcrWord

    box = (10.0, 10.0, 40.0, 18.0)
    labels = labels_from_ocr([OcrLine(read, box, (OcrWord(read, box),), 0.9, 8)], [])
    assert [lbl.text for lbl in labels] == [read, also]
    assert labels[1].bbox == labels[0].bbox


@pytest.mark.parametrize("word", ["V003", "OIL", "HOLD", "PIC", "DO"])
def test_real_words_and_clean_tags_get_no_second_reading(word):
    from engine.ingest.diagrams import labels_from_ocr
    from engine.ingest.ocr import OcrLine, OcrWord

    box = (10.0, 10.0, 40.0, 18.0)
    labels = labels_from_ocr([OcrLine(word, box, (OcrWord(word, box),), 0.9, 8)], [])
    assert [lbl.text for lbl in labels] == [word]


# ---------------------------------------------------------------- water mist P&ID (vector)


@pytest.fixture(scope="module")
def water_mist() -> list[Diagram]:
    doc = pymupdf.open(corpus_file(WATER_MIST))
    found = find_page_diagrams(doc[0], 1, [], None)
    doc.close()
    return found


def test_water_mist_is_one_full_page_drawing(water_mist):
    (pid,) = water_mist
    assert pid.kind == "page"
    assert "Water Mist" in pid.caption
    assert pid.caption.startswith("Illustration 3.8a")


def test_water_mist_valve_tags_have_their_own_positions(water_mist):
    (pid,) = water_mist
    for tag in ("WF001", "WF002", "WF003", "WF004", "IV1", "IV2", "NAU14", "WAU14", "S9"):
        boxes = label_boxes(pid, tag)
        assert boxes, tag
        assert all(inside(b, pid.bbox) for b in boxes)
    # WF001 and WF002 are the suction and discharge valves of Feed Pump 1: same line, left/right.
    (wf001,), (wf002,) = label_boxes(pid, "WF001"), label_boxes(pid, "WF002")
    assert wf001[0] < wf002[0] and abs(wf001[1] - wf002[1]) < 2
    assert len(label_boxes(pid, "IV1")) == 2  # on the P&ID and on the ship profile


def test_water_mist_multiword_labels_stay_whole(water_mist):
    (pid,) = water_mist
    texts = {lbl.text for lbl in pid.labels}
    for label in (
        "Fresh Water Feed Pump 1",
        "No.2 Accumulator",
        "(NAU14)",
        "Fresh Water Tank (1S)",
        "Aux Machinery Room 3",
    ):
        assert label in texts


# ---------------------------------------------------------------- NEETS (raster figures)


def test_neets_p104_capacitor_start_motor_figure():
    doc = pymupdf.open(corpus_file(NEETS))
    (figure,) = find_page_diagrams(doc[103], 104, [], None)
    assert figure.kind == "raster"
    assert figure.caption.startswith("Figure 4-11")
    assert "Capacitor-start" in figure.caption
    assert "centrifugal device" in figure.context
    assert "UNCLASSIFIED" not in figure.context  # running header and footer left out


# ---------------------------------------------------------------- scanned manual


@pytest.mark.slow  # OCR of a scanned page and of its drawing: 5-20 s
def test_scanned_test_coupon_drawing(ocr):
    doc = pymupdf.open(corpus_file(SCANNED))
    page = doc[41]
    lines = ocr.ocr_page(page, 42)
    diagrams = find_page_diagrams(page, 42, [], ocr, page_lines=lines)

    (drawing,) = diagrams
    assert drawing.kind in ("raster", "page")
    assert "TEST COUPON" in drawing.caption
    assert drawing.bbox[3] - drawing.bbox[1] > 400  # the whole sheet, not one view
    searchable = " ".join([drawing.caption, drawing.context, *(lbl.text for lbl in drawing.labels)])
    assert "3/4-10" in searchable  # thread on the ends (instructions above the sheet)
    assert ".500" in searchable  # finished diameter in the middle


def test_scanned_text_page_has_no_diagram():
    doc = pymupdf.open(corpus_file(SCANNED))
    page = doc[19]  # OXY FUEL SAFETY: text only
    lines = [
        TextLine("OXY FUEL SAFETY", 20, (209, 115, 404, 132), 15.0, ocr=True)
    ]  # OCR missed the rest
    assert find_page_diagrams(page, 20, [], None, page_lines=lines) == []


# ---------------------------------------------------------------- captions and labels


def line(text: str, bbox, size: float = 10.0, bold: bool = False) -> TextLine:
    return TextLine(text, 1, bbox, size, bold)


def test_caption_below_wins_over_above_and_is_joined_when_split():
    figure = (100, 100, 400, 300)
    lines = [
        line("4.4.1 Flow diagram", (100, 60, 200, 72), 12, bold=True),
        line("Fig. 1 Old figure", (100, 80, 200, 90)),
        line("Fig", (150, 310, 163, 320), 9, bold=True),
        line("ure 2 P&ID", (163, 310, 220, 320), 9, bold=True),
        line("Body text continues here and is not part of the caption.", (100, 340, 400, 350)),
    ]
    _, caption = caption_for(figure, lines, False, pymupdf.Rect(0, 0, 612, 792))
    assert caption == "Figure 2 P&ID"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Illustration 3.8a Accommodation and Ro-Ro Space Water Mist System", True),
        ("Figure 4-11 Capacitor-start, ac induction motor", True),
        ("Fig. 2 P&ID", True),
        ("Drawing 12 Fuel oil transfer", True),
        ("Table 5 Troubleshooting", False),
        ("Figures are approximate", False),
    ],
)
def test_caption_patterns(text, expected):
    figure = (100, 150, 400, 300)
    lines = [
        line("5.1 Heading", (100, 110, 200, 122), 14, bold=True),
        line(text, (100, 310, 400, 320)),
    ]
    _, caption = caption_for(figure, lines, False, pymupdf.Rect(0, 0, 612, 792))
    assert (caption == text) is expected
    if not expected:
        assert caption == "5.1 Heading"  # nearest heading above instead


def test_full_page_drawing_takes_its_caption_from_anywhere_on_the_sheet():
    sheet = (20, 20, 1100, 650)
    lines = [
        line("Key", (600, 200, 620, 210)),
        line("Illustration 3.8a Accommodation Water Mist System", (40, 5, 370, 17)),
    ]
    _, caption = caption_for(sheet, lines, True, pymupdf.Rect(0, 0, 1190, 670))
    assert caption.startswith("Illustration 3.8a")


def test_text_layer_labels_group_words_and_split_tags():
    doc = pymupdf.open()
    page = doc.new_page(width=400, height=300)
    page.insert_text((20, 40), "Fresh Water Feed Pump 1", fontsize=8)
    page.insert_text((20, 60), "WF001", fontsize=8)
    page.insert_text((150, 60), "WF002", fontsize=8)  # same baseline, far apart: two labels
    page.insert_text((220, 100), "No.2", fontsize=8)
    page.insert_text((220, 109), "Accumulator", fontsize=8)  # stacked: one label
    page.insert_text((220, 118), "(NAU14)", fontsize=8)  # a tag line stays apart
    page.insert_text((20, 150), "S9, S8 V001/V002", fontsize=8)

    labels = labels_from_text_layer(page.get_text("words"), (0, 0, 400, 300))
    texts = [lbl.text for lbl in labels]

    assert "Fresh Water Feed Pump 1" in texts
    assert "WF001" in texts and "WF002" in texts and "WF001 WF002" not in texts
    assert "No.2 Accumulator" in texts
    assert "(NAU14)" in texts and "NAU14" in texts
    for tag in ("S9", "S8", "V001", "V002"):
        assert tag in texts
    (v001,) = [lbl.bbox for lbl in labels if lbl.text == "V001"]
    (v002,) = [lbl.bbox for lbl in labels if lbl.text == "V002"]
    assert v001[2] <= v002[0] + 1  # each tag of "V001/V002" has its own half of the word


# ---------------------------------------------------------------- generated pages: bounds


def draw_valve(page: pymupdf.Page, x: float, y: float) -> None:
    """A small P&ID-like symbol: bow-tie valve, circle, pipe."""
    page.draw_polyline([(x, y), (x + 20, y + 10), (x + 20, y), (x, y + 10), (x, y)])
    page.draw_circle((x + 40, y + 5), 6)
    page.draw_line((x - 30, y + 5), (x, y + 5))
    page.draw_line((x + 20, y + 5), (x + 34, y + 5))


def test_generated_vector_pid_with_caption_and_tags():
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 80), "3.2 Fuel oil system", fontsize=13)
    for i in range(6):
        draw_valve(page, 120 + 60 * (i % 3), 150 + 60 * (i // 3))
        page.insert_text((120 + 60 * (i % 3), 175 + 60 * (i // 3)), f"V-10{i}", fontsize=7)
    page.draw_rect((100, 130, 330, 270))
    page.insert_text((100, 290), "Fig. 7 Fuel oil transfer", fontsize=9)

    (pid,) = find_page_diagrams(page, 1, [], None)
    assert pid.kind == "vector"
    assert pid.caption == "Fig. 7 Fuel oil transfer"
    assert {f"V-10{i}" for i in range(6)} <= {lbl.text for lbl in pid.labels}


def draw_crossed_lead(page: pymupdf.Page) -> None:
    """A null-modem lead as a manual draws it: two pin boxes and crossing wires (7 paths)."""
    for x in (200, 380):
        for i, pin in enumerate(("2", "3", "5")):
            page.draw_rect((x, 430 + 16 * i, x + 19, 446 + 16 * i))
            page.insert_text((x + 6, 442 + 16 * i), pin, fontsize=8)
    page.draw_line((219, 438), (300, 438))
    page.draw_line((300, 438), (320, 454))  # RXD to TXD: the wires cross
    page.draw_line((300, 454), (320, 438))
    page.draw_line((320, 438), (380, 438))
    for name, y in (("RXD", 442), ("TXD", 458), ("GND", 474)):
        page.insert_text((182, y), name, fontsize=8)


def test_small_drawing_the_manual_captions_as_a_figure_is_a_diagram():
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 400), "RS232 port (Front) connection", fontsize=10)
    draw_crossed_lead(page)
    page.insert_text((200, 510), "Figure 2-2 Front Panel Com-0 Port Cable Connection", fontsize=9)

    (lead,) = find_page_diagrams(page, 18, [], None)
    assert lead.caption == "Figure 2-2 Front Panel Com-0 Port Cable Connection"
    assert {"RXD", "TXD", "GND"} <= {w for lbl in lead.labels for w in lbl.text.split()}

    bare = pymupdf.open()
    uncaptioned = bare.new_page()
    draw_crossed_lead(uncaptioned)  # the same few lines without a caption: a sketch too small
    assert find_page_diagrams(uncaptioned, 1, [], None) == []


def test_bordered_text_box_and_ruled_grid_are_not_diagrams():
    doc = pymupdf.open()
    page = doc.new_page()
    note = "WARNING. Isolate the pump and release the pressure before opening the strainer cover."
    page.insert_textbox((80, 100, 500, 200), (note + " ") * 4, fontsize=10)
    page.draw_rect((75, 95, 505, 205), width=1.5)
    for i in range(8):  # a ruled grid of text that find_tables did not report
        page.draw_line((80, 300 + 20 * i), (500, 300 + 20 * i))
        page.insert_text((90, 315 + 20 * i), f"Row {i}  Pressure  {i * 2} bar", fontsize=9)
    for x in (80, 200, 350, 500):
        page.draw_line((x, 300), (x, 440))

    assert find_page_diagrams(page, 1, [], None) == []


def test_thousands_of_tiny_drawings_finish_in_bounded_time():
    doc = pymupdf.open()
    page = doc.new_page(width=842, height=595)
    shape = page.new_shape()
    for i in range(5000):  # specks spread over the sheet: page.cluster_drawings() takes ~110 s
        x, y = 20 + (i % 80) * 10, 20 + (i // 80) * 9
        shape.draw_rect((x, y, x + 0.8, y + 0.8))
        shape.finish(color=(0, 0, 0), fill=(0, 0, 0))  # one path each
    shape.commit()
    assert len(page.get_cdrawings()) == 5000

    started = time.perf_counter()
    diagrams = find_page_diagrams(page, 1, [], None)
    assert time.perf_counter() - started < 5
    assert diagrams == []  # specks with no line work between them are no drawing


def test_thousands_of_paths_in_one_drawing_make_one_diagram():
    doc = pymupdf.open()
    page = doc.new_page(width=842, height=595)
    shape = page.new_shape()
    for i in range(4000):  # a dense schematic: short strokes and small circles that touch
        x, y = 100 + (i % 100) * 6, 100 + (i // 100) * 8
        if i % 2:
            shape.draw_line((x, y), (x + 7, y + 3))
        else:
            shape.draw_circle((x, y), 2)
        shape.finish(color=(0, 0, 0))
    shape.commit()
    page.insert_text((100, 450), "Fig. 9 Switchboard wiring", fontsize=9)

    started = time.perf_counter()
    (drawing,) = find_page_diagrams(page, 1, [], None)
    assert time.perf_counter() - started < 5
    assert drawing.caption == "Fig. 9 Switchboard wiring"
    assert drawing.bbox[0] < 100 and drawing.bbox[2] > 690


def huge_image_page() -> pymupdf.Page:
    """A 2400 pt sheet holding one 10,000 x 10,000 px 1-bit scan (100 MB once decoded to grey),
    written straight into the PDF so building it takes milliseconds."""
    side, row = 10_000, 10_000 // 8
    doc = pymupdf.open()
    page = doc.new_page(width=2400, height=2400)
    placeholder = pymupdf.Pixmap(pymupdf.csGRAY, pymupdf.IRect(0, 0, 8, 8), False)
    xref = page.insert_image((100, 100, 2300, 2300), pixmap=placeholder)
    bits = bytearray(b"\xff" * (row * side))  # 1 = white
    for y in range(1000, 1400):  # one thick black bar: OCR finds no text in it
        bits[y * row + 125 : y * row + 1125] = bytes(1000)
    doc.update_stream(xref, zlib.compress(bytes(bits), 1), compress=False)
    del bits
    for key, value in {
        "Filter": "/FlateDecode",
        "Width": str(side),
        "Height": str(side),
        "BitsPerComponent": "1",
        "ColorSpace": "/DeviceGray",
        "DecodeParms": "null",
        "SMask": "null",
    }.items():
        doc.xref_set_key(xref, key, value)
    page.insert_text((100, 2330), "Figure 1 General arrangement, scanned at 10,000 px", fontsize=12)
    return page


def check_renders_capped(page: pymupdf.Page, figure: Diagram, tmp_path) -> None:
    out, thumb = tmp_path / "fig.png", tmp_path / "thumbs" / "fig.png"
    render_diagram(page, figure, out, thumb)
    big, small = pymupdf.Pixmap(str(out)), pymupdf.Pixmap(str(thumb))
    assert max(big.width, big.height) <= 4000
    assert max(small.width, small.height) <= 256


def test_huge_image_is_found_and_rendered_capped(tmp_path):
    page = huge_image_page()
    started = time.perf_counter()
    (figure,) = find_page_diagrams(page, 1, [], None)
    check_renders_capped(page, figure, tmp_path)
    assert time.perf_counter() - started < 20
    assert figure.kind == "page"
    assert figure.caption.startswith("Figure 1 General arrangement")


@pytest.mark.slow  # detection over ~6 tiles of 1024 px: 3-15 s
def test_huge_image_ocr_stays_bounded(tmp_path, ocr):
    page = huge_image_page()
    started = time.perf_counter()
    (figure,) = find_page_diagrams(page, 1, [], ocr)
    check_renders_capped(page, figure, tmp_path)
    assert time.perf_counter() - started < 60
    assert figure.labels == []


def test_render_writes_png_and_thumbnail_at_150_dpi(evac, tmp_path):
    page = evac[19]
    (system,) = find_page_diagrams(page, 20, [], None)
    png, thumb = tmp_path / "g.png", tmp_path / "g_thumb.png"
    render_diagram(page, system, png, thumb)
    pix = pymupdf.Pixmap(str(png))
    width_pt = system.bbox[2] - system.bbox[0]
    assert abs(pix.width - width_pt * 150 / 72) <= 2
    assert max(pymupdf.Pixmap(str(thumb)).width, pymupdf.Pixmap(str(thumb)).height) <= 256
    assert system.image_path == "" and system.thumb_path == ""  # sets nothing


def test_never_raises(monkeypatch, caplog):
    import engine.ingest.diagrams as diagrams

    def broken(*args, **kwargs):
        raise RuntimeError("corrupt content stream")

    monkeypatch.setattr(diagrams, "vector_regions", broken)
    doc = pymupdf.open()
    page = doc.new_page()
    assert find_page_diagrams(page, 1, [], None) == []
    assert "diagram detection failed on page 1" in caplog.text
