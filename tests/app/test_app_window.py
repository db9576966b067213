"""The whole window on a real Engine and real manuals, as the engineer uses it (offscreen).

One library (Evac O&M manual + water-mist P&ID) is ingested once per session and copied per test.
An LLM, where needed, is FakeOllama: a real HTTP server speaking Ollama's API on loopback.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QTextCursor
from PySide6.QtWidgets import QMessageBox

from app.main_window import MainWindow
from app.widgets.answer_card import AnswerCard
from app.widgets.library_rows import DocumentRow, FailedRow
from engine import EngineConfig
from engine.api import Engine
from tests.app.conftest import EVAC, WATER_MIST, BuiltLibrary, closed_port_url, drop_paths
from tests.conftest import REPO, corpus_file
from tests.doubles.fake_ollama import FakeOllama, FakeReply

pytestmark = pytest.mark.slow  # every test here uses the session's ingested corpus

TABLE_ANSWER = (
    "The pumps are probably running in the wrong direction, the shut-off valves are closed, "
    "or the pump housing is dry [TABLE1]. Check the electrical wiring, open the valves and "
    "fill the pump with water [TABLE1]. See also the trial-run checks [S1]."
)


def ask_and_wait(qtbot, window: MainWindow, question: str, timeout: int = 120_000):
    """Type the question, press Enter, wait for the answer; returns (answer, card, events)."""
    events: list = []
    window.chat.event_received.connect(events.append)
    qtbot.keyClicks(window.chat.question_box, question)
    with qtbot.waitSignal(window.chat.answer_finished, timeout=timeout) as blocker:
        qtbot.keyClick(window.chat.question_box, Qt.Key.Key_Return)
    window.chat.event_received.disconnect(events.append)
    return blocker.args[0], window.chat.cards[-1], events


def click_marker_in_text(qtbot, card: AnswerCard, marker: str) -> None:
    """Click the [MARKER] link inside the answer text with the mouse."""
    doc = card.body.document()
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().anchorHref() == f"cite:{marker}":
                cursor = QTextCursor(doc)
                cursor.setPosition(fragment.position() + 1)
                rect = card.body.cursorRect(cursor)
                qtbot.mouseClick(card.body.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
                return
            it += 1
        block = block.next()
    raise AssertionError(f"no [{marker}] link in the answer: {card.body.toMarkdown()!r}")


def distinct_colours(image: QImage, step: int = 7) -> int:
    colours = set()
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            colours.add(image.pixel(x, y))
    return len(colours)


def table_texts(window: MainWindow) -> list[str]:
    model = window.viewer.table_view.model
    return [
        " | ".join(model.item(r, c).text() for c in range(model.columnCount()))
        for r in range(model.rowCount())
    ]


# ---------------------------------------------------------------- adding manuals


def test_dropped_pdf_shows_progress_then_is_listed_ready(qtbot, make_window, tmp_path) -> None:
    window = make_window(tmp_path / "data")
    assert "No manuals yet" in window.library.empty_label.text()
    seen: list[tuple[str, int]] = []
    window.library.progress.connect(
        lambda p: (
            seen.append(
                (
                    window.library.row_for(p.file).stage.text(),
                    window.library.row_for(p.file).bar.value(),
                )
            )
            if window.library.row_for(p.file) is not None
            else None
        )
    )
    # dropped on the chat transcript: the whole window takes files
    drop_paths(window.chat.scroll.viewport(), [corpus_file(WATER_MIST)])
    qtbot.waitUntil(
        lambda: isinstance(window.library.row_for(WATER_MIST), DocumentRow), timeout=120_000
    )
    stages = [text for text, _ in seen]
    assert any(t.startswith("Reading page 1/1") for t in stages), stages
    assert any(t.startswith("Embedding") for t in stages), stages
    assert "Saving" in stages, stages
    row = window.library.row_for(WATER_MIST)
    assert row.status.text() == "Ready"
    assert "1 page" in row.details.text()
    assert window.docs_label.text().startswith("1 document")
    assert window.errors == []


def test_bad_file_gets_a_readable_error_in_the_library(qtbot, make_window, tmp_path) -> None:
    fake_pdf = tmp_path / "pump-manual.pdf"
    image = QImage(40, 40, QImage.Format.Format_RGB32)
    image.fill(0x336699)
    assert image.save(str(tmp_path / "real.png"))
    fake_pdf.write_bytes((tmp_path / "real.png").read_bytes())  # a PNG renamed .pdf
    window = make_window(tmp_path / "data")
    drop_paths(window.library, [fake_pdf])
    qtbot.waitUntil(
        lambda: isinstance(window.library.row_for("pump-manual.pdf"), FailedRow), timeout=60_000
    )
    row = window.library.row_for("pump-manual.pdf")
    assert "not a PDF (looks like PNG" in row.error.text()
    qtbot.waitUntil(row.error.isVisible, timeout=2000)  # a new row is shown on the next loop turn


# ---------------------------------------------------------------- asking


def test_table_answer_streams_and_table1_opens_the_troubleshooting_table(
    qtbot, make_window, library_copy, fake_ollama: FakeOllama
) -> None:
    fake_ollama.script(*[FakeReply(content=TABLE_ANSWER, chunk_interval_s=0.005)] * 3)
    window = make_window(library_copy, ollama_host=fake_ollama.url)
    qtbot.waitUntil(
        lambda: window.llm_status is not None and window.llm_status.ready, timeout=10_000
    )
    assert not window.chat.banner.isVisible()

    answer, card, events = ask_and_wait(
        qtbot, window, "pumps run but no vacuum on the evac unit, why?"
    )
    tokens = [e for e in events if e.kind == "token"]
    assert len(tokens) > 10, "the answer should arrive word by word"
    assert answer.mode == "llm" and answer.intent == "table"
    assert "Question type: table" in card.steps.texts()
    assert any(t.startswith("Searching tables…") and "found" in t for t in card.steps.texts())
    assert "fill the pump with water" in card.body.toPlainText()

    click_marker_in_text(qtbot, card, "TABLE1")
    assert window.viewer.current_tab() == "table"
    rows = table_texts(window)
    expected = [r for r in rows if "wrong direction" in r]
    assert expected, f"[TABLE1] is not the pump troubleshooting table: {rows[:3]}"
    assert "Fill the pump with water" in expected[0]
    assert EVAC in window.viewer.table_view.source.text()

    # a text citation opens its PDF page with the passage outlined
    text_chip = next(c for c in card.chips if c.text().startswith("[S"))
    citation = next(c for c in answer.citations if c.marker.startswith("S"))
    with qtbot.waitSignal(window.viewer.content_ready, timeout=30_000):
        text_chip.click()
    page_view = window.viewer.page_view
    assert window.viewer.current_tab() == "page"
    assert page_view.page == citation.page
    assert page_view.page_box.value() == citation.page
    assert page_view.outline_count() == 1
    qtbot.wait(60)  # offscreen painting needs a few event-loop turns before a grab
    assert distinct_colours(page_view.canvas.grab().toImage()) > 20, "the page looks blank"


def test_diagram_question_outlines_the_tag(qtbot, make_window, library_copy) -> None:
    window = make_window(library_copy, no_llm=True)
    answer, card, _ = ask_and_wait(qtbot, window, "where is WF002")
    drawings = [c for c in answer.citations if c.type == "diagram"]
    assert drawings, f"no drawing cited: {[(c.marker, c.type, c.title) for c in answer.citations]}"
    drawing = drawings[0]
    assert any(h.text.replace("-", "") == "WF002" for h in drawing.highlight), drawing.highlight
    chip = next(c for c in card.chips if c.text().startswith(f"[{drawing.marker}]"))
    with qtbot.waitSignal(window.viewer.content_ready, timeout=30_000):
        chip.click()
    view = window.viewer.diagram_view
    assert window.viewer.current_tab() == "diagram"
    assert view.outline_count() >= 1
    assert "WF002" in view.source.text()
    # the view is zoomed onto the tag: its outline is inside the visible area
    visible = view.canvas.mapToScene(view.canvas.viewport().rect()).boundingRect()
    assert visible.contains(view.tag_rects()[0].center())

    with qtbot.waitSignal(window.viewer.content_ready, timeout=30_000):
        view.page_button.click()
    assert window.viewer.current_tab() == "page"
    assert window.viewer.page_view.page == drawing.page
    assert window.viewer.page_view.outline_count() >= 1  # the tag (a full-page drawing is not)


def test_ollama_down_shows_banner_and_answers_from_the_manuals(
    qtbot, make_window, library_copy
) -> None:
    host = closed_port_url()
    window = make_window(library_copy, ollama_host=host)
    qtbot.waitUntil(lambda: window.llm_status is not None, timeout=15_000)
    banner = window.chat.banner
    assert banner.isVisible()
    assert f"Ollama is not running at {host}" in banner.text()
    assert "retrieval-only" in banner.text()
    assert "not running" in window.llm_label.text()

    answer, card, _ = ask_and_wait(qtbot, window, "pumps run but no vacuum on the evac unit, why?")
    assert answer.mode == "retrieval-only"
    assert "Quoted evidence" in card.header.text()
    assert card.chips, "quoted evidence must still be cited"
    assert window.errors == []

    # the conversation is kept: a new window on the same library lists it and shows it again;
    # the panes keep the widths the engineer gave them
    window.splitter.setSizes([240, 700, 460])
    sizes = window.splitter.sizes()
    window.close()
    qtbot.waitUntil(lambda: window.is_closed, timeout=60_000)
    again = make_window(library_copy, ollama_host=host)
    assert again.splitter.sizes() == sizes
    box = again.chat.conversation_box
    qtbot.waitUntil(lambda: box.count() >= 1, timeout=15_000)
    assert box.itemText(0).startswith("pumps run but no vacuum")
    with qtbot.waitSignal(again.chat.conversation_box.activated, timeout=1000):
        box.activated.emit(0)
    qtbot.waitUntil(lambda: len(again.chat.cards) == 1, timeout=15_000)
    assert again.chat.cards[0].chips, "citations come back with the conversation"


def test_stop_ends_a_streaming_answer(qtbot, make_window, library_copy, fake_ollama) -> None:
    slow = FakeReply(content="The pumps run backwards. " * 60, chunk_interval_s=0.05)
    fake_ollama.script(slow, slow, slow)
    window = make_window(library_copy, ollama_host=fake_ollama.url)
    qtbot.waitUntil(
        lambda: window.llm_status is not None and window.llm_status.ready, timeout=10_000
    )
    tokens: list[str] = []
    window.chat.event_received.connect(
        lambda e: tokens.append(e.message) if e.kind == "token" else None
    )
    window.chat.question_box.setPlainText("pumps run but no vacuum, why?")
    window.chat.send_button.click()
    qtbot.waitUntil(lambda: len(tokens) >= 3, timeout=60_000)
    assert window.chat.stop_button.isVisible()
    with qtbot.waitSignal(window.chat.answer_finished, timeout=30_000) as blocker:
        window.chat.stop_button.click()
    answer = blocker.args[0]
    assert answer.error == "stopped"
    assert len(tokens) < 100, "the stream went on after Stop"
    assert "(stopped)" in window.chat.cards[-1].body.toPlainText()
    qtbot.waitUntil(lambda: window.chat.send_button.isVisible() and not window.chat.busy)
    assert window.errors == []


# ---------------------------------------------------------------- never freeze, never lose


def test_window_keeps_responding_while_a_manual_is_added_and_a_question_answered(
    built_library: BuiltLibrary,
) -> None:
    # the session's library was dropped on a real window: Evac (62 pages) was read while
    # "where is WF002" was asked and answered; a 10 ms heartbeat timer watched the GUI thread
    assert built_library.asked_while_adding
    assert built_library.answer is not None and built_library.answer.answer_text
    assert built_library.errors == []
    worst = built_library.worst_stall_ms
    assert worst < 1000, f"the window froze for {worst} ms (bench/gui_stall.py measures it)"


def test_closing_while_adding_keeps_every_ready_manual(qtbot, make_window, library_copy, tmp_path):
    import pymupdf

    extra = tmp_path / "purifier-manual.pdf"
    with pymupdf.open() as pdf:
        for n in range(30):
            page = pdf.new_page()
            page.insert_text((72, 72), f"{n + 1}. Fuel oil purifier, chapter {n + 1}", fontsize=16)
            body = "Open the bowl, clean the disc stack and check the gravity disc. " * 30
            page.insert_textbox(pymupdf.Rect(72, 100, 520, 760), body, fontsize=10)
        pdf.save(extra)
    window = make_window(library_copy)
    stages: list[str] = []
    window.library.progress.connect(lambda p: stages.append(p.stage))
    drop_paths(window.library, [extra])
    qtbot.waitUntil(lambda: "read" in stages, timeout=60_000)
    window.close()
    qtbot.waitUntil(lambda: window.is_closed, timeout=60_000)

    again = make_window(library_copy)
    files = {d.file: d.status for d in again.library.documents}
    assert files.get(EVAC) == "ready" and files.get(WATER_MIST) == "ready", files
    assert set(files) <= {EVAC, WATER_MIST, extra.name}  # the new one: all there or not at all
    assert again.errors == []


def test_files_interrupted_last_time_are_offered_again(qtbot, make_window, tmp_path) -> None:
    from engine import DocumentInfo
    from engine.ingest.pdf_open import file_doc_id

    source = tmp_path / "water-mist.pdf"
    source.write_bytes(corpus_file(WATER_MIST).read_bytes())
    data_dir = tmp_path / "data"
    # what a crash mid-ingest leaves behind: a document still marked "ingesting"
    crashed = Engine(EngineConfig(data_dir=data_dir, ollama_host=closed_port_url())).open()
    crashed.library.begin(
        DocumentInfo(
            file_doc_id(source), source.name, source.name, 1, "ingesting", source_path=str(source)
        )
    )
    crashed.close()

    window = make_window(data_dir)
    banner = window.library.interrupted_banner
    qtbot.waitUntil(banner.isVisible, timeout=10_000)
    assert "water-mist.pdf" in banner.text.text()
    assert window.library.documents == []  # the half-added file was purged, not served
    banner.add_button.click()
    qtbot.waitUntil(
        lambda: isinstance(window.library.row_for("water-mist.pdf"), DocumentRow), timeout=120_000
    )
    assert not banner.isVisible()


def test_remove_asks_first_then_the_document_is_gone(qtbot, make_window, library_copy, monkeypatch):
    window = make_window(library_copy)
    row = window.library.row_for(WATER_MIST)
    asked: list[str] = []

    def answer(*args, **kwargs):
        asked.append(args[2])
        return (
            QMessageBox.StandardButton.Cancel if len(asked) == 1 else QMessageBox.StandardButton.Yes
        )

    monkeypatch.setattr(QMessageBox, "question", answer)
    row.remove_button.click()
    assert isinstance(window.library.row_for(WATER_MIST), DocumentRow), "cancel keeps it"
    window.library.row_for(WATER_MIST).remove_button.click()
    qtbot.waitUntil(lambda: window.library.row_for(WATER_MIST) is None, timeout=30_000)
    assert "Remove “" in asked[0]
    assert [d.file for d in window.library.documents] == [EVAC]


# ---------------------------------------------------------------- the command line


def test_screenshot_command_saves_a_big_enough_png(library_copy, tmp_path) -> None:
    out = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"))
    started = time.monotonic()
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "app",
            "--screenshot",
            str(out),
            "--data-dir",
            str(library_copy),
            "--ask",
            "where is WF002",
            "--no-llm",
        ],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    image = QImage(str(out))
    assert image.width() >= 1200 and image.height() >= 760
    assert distinct_colours(image) > 50
    assert "Saved" in done.stdout, done.stdout
    assert time.monotonic() - started < 240


def test_screenshot_command_fails_clearly_when_the_library_is_busy(library_copy, tmp_path) -> None:
    holder = Engine(EngineConfig(data_dir=library_copy, ollama_host=closed_port_url())).open()
    try:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "c"))
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "app",
                "--screenshot",
                str(tmp_path / "x.png"),
                "--data-dir",
                str(library_copy),
            ],
            cwd=REPO,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
    finally:
        holder.close()
    assert done.returncode == 1
    assert "open in another Shipmate" in done.stderr
    assert not (tmp_path / "x.png").exists()
