"""A maintenance schedule gives each task's interval by a mark under the interval's column (a tick
set in ZapfDingbats, an "X", a dot): the row's searchable text names the columns its marks stand
under ("Item: Renew zinc anodes | ✔: 3 years"), so "how often renew zinc anodes" finds the row and
is answered with its interval, not declined for want of a time. A bullet set in a symbol font that
PyMuPDF cannot map (U+FFFD) is never shown as the replacement character."""

from __future__ import annotations

import pytest

from engine.index_text.normalise import font_text, lost_bullets
from engine.index_text.tables import mark_columns, render_row
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import _heading, _para

HEAD = ["Item", "Daily", "Weekly", "500 h", "3 years"]
# ZapfDingbats "4" prints "✔": the text layer holds the "4"
TICK = "4"
SCHEDULE = [
    ["Check lube oil level in the sump", TICK, "", "", ""],
    ["Drain water from the fuel filter bowl", "", TICK, "", ""],
    ["Clean the sea water strainer", "", TICK, "", ""],
    ["Check V-belt tension of the alternator", "", "", TICK, ""],
    ["Renew zinc anodes of the heat exchanger", "", "", "", TICK],
    ["Replace coolant (glycol mixture)", "", "", "", TICK],
]
DOT_HEAD = ["Work", "1000 h", "4000 h", "8000 h"]
DOT = "●"
DOT_SCHEDULE = [
    ["Clean the bowl and disc stack", DOT, DOT, DOT],
    ["Check the gravity disc and paring disc", "", DOT, DOT],
    ["Renew the bowl O-rings and seals", "", "", DOT],
    ["Renew the friction pads of the clutch", "", "", DOT],
]
X_HEAD = ["Task", "Monthly", "Yearly"]
X_SCHEDULE = [
    ["Grease the davit winch wire", "X", ""],
    ["Load test of the davit brake", "", "X"],
    ["Inspect the hook release gear", "X", "X"],
]


def _schedule(page, y: float, head: list[str], rows: list[list[str]], mark_font: str) -> None:  # type: ignore[no-untyped-def]
    import pymupdf

    if mark_font == "cjk":  # a font that has "●"
        # a copy of the font of its own (one byte more): PyMuPDF stores one font object per
        # buffer, and the lost-bullet page takes the text map off its copy of this font
        page.insert_font(fontname="cjk", fontbuffer=pymupdf.Font("cjk").buffer + b"\0")
    widths = [230] + [62] * (len(head) - 1)
    for r, row in enumerate([head, *rows]):
        top = y + r * 20
        x = 72.0
        for c, cell in enumerate(row):
            page.draw_rect(
                pymupdf.Rect(x, top, x + widths[c], top + 20), color=(0, 0, 0), width=0.6
            )
            font = "hebo" if r == 0 else (mark_font if c > 0 else "helv")
            dx = 3 if c == 0 or r == 0 else widths[c] / 2 - 3
            page.insert_text((x + dx, top + 14), cell, fontsize=9, fontname=font)
            x += widths[c]


def _lost_bullet_page(doc) -> None:  # type: ignore[no-untyped-def]
    """A list whose bullets are set in a CID font without a text map (as the HDEC manual's
    Wingdings bullets are): PyMuPDF reads each bullet as U+FFFD."""
    import pymupdf

    page = doc.new_page()
    y = _heading(page, 72, "2 Features of the excitation controller", 14)
    page.insert_font(fontname="F9", fontbuffer=pymupdf.Font("cjk").buffer)
    for i, item in enumerate(
        [
            "Four excitation regulation modes with bumpless transfer",
            "Volts per hertz limiting below rated frequency",
            "Reactive droop compensation for parallel running",
        ]
    ):
        page.insert_text((72, y + 16 * i), "●", fontname="F9", fontsize=10)
        page.insert_text((80, y + 16 * i), "   " + item, fontname="helv", fontsize=10)
    for xref, _ext, _type, _name, ref, _enc in page.get_fonts():
        if ref == "F9":
            doc.xref_set_key(xref, "ToUnicode", "null")


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    import pymupdf

    path = tmp_path_factory.mktemp("pdf") / "genset-and-davit-maintenance.pdf"
    doc = pymupdf.open()
    page = doc.new_page()
    y = _heading(page, 72, "6 Maintenance of the generator engine", 14)
    y = _para(page, y, "Carry out the work below at the intervals given, whichever comes first.")
    _schedule(page, y, HEAD, SCHEDULE, "zadb")
    page = doc.new_page()
    y = _heading(page, 72, "4 Davit maintenance", 14)
    y = _para(page, y, "The davit is maintained by the ship's crew as listed in the table below.")
    _schedule(page, y, X_HEAD, X_SCHEDULE, "helv")
    page = doc.new_page()
    y = _heading(page, 72, "5 Maintenance of the fuel oil purifier", 14)
    y = _para(page, y, "Intervals in running hours of the purifier.")
    _schedule(page, y, DOT_HEAD, DOT_SCHEDULE, "cjk")
    _lost_bullet_page(doc)
    doc.save(path)
    doc.close()
    yield from ingested(tmp_path_factory, "schedule-marks", [path])


@pytest.mark.parametrize(
    ("question", "interval"),
    [
        ("how often renew the zinc anodes on the genset heat exchanger", "3 years"),
        ("coolant replacement interval", "3 years"),
        ("how often check alternator v-belt tension", "500 h"),
        ("interval for draining water from the fuel filter bowl?", "Weekly"),
        ("how often grease the davit winch wire", "Monthly"),
        ("davit brake load test, how often?", "Yearly"),
        ("how often change the purifier bowl o-rings", "8000 h"),
        ("purifier clutch friction pads renewal interval", "8000 h"),
        ("how often check the gravity disc of the purifier", "4000 h"),
    ],
)
def test_a_task_marked_under_its_interval_is_answered_with_it(
    engine, question: str, interval: str
) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(engine, question)
    assert not answer.declined, answer.answer_text
    assert interval in answer.answer_text


def test_a_dingbat_tick_is_shown_as_a_tick_not_a_digit(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(engine, "how often renew zinc anodes")
    assert "✔: 3 years" in answer.answer_text
    assert "3 years: 4" not in answer.answer_text


def test_a_bullet_the_font_cannot_map_is_not_shown_as_a_box(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(
        engine, "does the excitation controller have volts per hertz limiting"
    )
    assert not answer.declined, answer.answer_text
    assert "Volts per hertz limiting" in answer.answer_text
    assert "\ufffd" not in answer.answer_text


def test_marks_are_read_by_the_columns_they_stand_under() -> None:
    head = ["Item", "6 months", "1 year", "3 years", "Qty"]
    rows = [["Dust", "●", "●", "●", "1"], ["Arc chutes", "-", "●", "●", "2"]]
    marks = mark_columns(head, rows)
    assert marks == {1, 2, 3}  # "Qty" holds numbers: not a mark column
    assert render_row(head, rows[1], marks) == "Item: Arc chutes | ●: 1 year, 3 years | Qty: 2"
    # different marks keep their own columns (a legend says what "O" and "X" mean)
    head = ["Task", "Daily", "Yearly"]
    assert render_row(head, ["Filter", "O", "X"], mark_columns(head, [["Filter", "O", "X"]])) == (
        "Task: Filter | O: Daily | X: Yearly"
    )
    # a column of values with an "X" among them is left as it is
    head = ["Terminal", "Signal"]
    rows = [["X1", "X"], ["X2", "24 V"]]
    assert render_row(head, rows[0], mark_columns(head, rows)) == "Terminal: X1 | Signal: X"


def test_symbol_font_codes_and_lost_glyphs() -> None:
    assert font_text("4", "ZapfDingbats") == "✔"
    assert font_text("l", "ZapfDingbats") == "●"
    assert font_text("\uf0fc", "Wingdings-Regular") == "✓"
    assert font_text("4", "Helvetica") == "4"
    assert lost_bullets("\ufffd  Four modes\n\ufffd Droop") == "Four modes\nDroop"
    assert lost_bullets("\ufffd") == ""  # the bullet's own line, its item beside it
    # a lost glyph between figures is left: dropped it would make "510" of "5?10"
    assert lost_bullets("range 5\ufffd10 bar") == "range 5\ufffd10 bar"


def test_a_borderless_schedule_with_dingbat_ticks_names_its_intervals() -> None:
    import pymupdf

    from engine.index_text.tables import table_text
    from engine.ingest.aligned_tables import text_layer_tables
    from engine.ingest.pages import read_page
    from engine.ingest.tables import stitch_tables

    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 80), "Table 6-1 Maintenance schedule", fontname="hebo", fontsize=10)
    xs = [72, 300, 360, 420, 480]
    for x, name in zip(xs, HEAD, strict=True):
        page.insert_text((x, 110), name, fontname="hebo", fontsize=9)
    ticks = [(1, 2), (2, 3), (2, 4), (3, 4), (4, 1), (4, 3)]
    for r, (row, cols) in enumerate(zip(SCHEDULE, ticks, strict=True)):
        page.insert_text((72, 128 + r * 16), row[0], fontname="helv", fontsize=9)
        for c in cols:
            page.insert_text((xs[c] + 10, 128 + r * 16), TICK, fontname="zadb", fontsize=9)
    lines = read_page(page, 1).lines
    tables = stitch_tables(text_layer_tables(page, 1, [], lines))
    assert len(tables) == 1
    text = table_text(tables[0])
    assert "Item: Renew zinc anodes of the heat exchanger | ✔: Daily, 3 years" in text
    assert "Item: Check lube oil level in the sump | ✔: Daily, Weekly" in text
