"""The app's parts without a library: workers, settings, answer text, table CSV, drawing tags."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSettings, Qt, QThread
from PySide6.QtWidgets import QApplication

from app.engine_client import LocalEngine
from app.settings import AppSettings, apply_settings, load_settings, save_settings
from app.widgets.answer_card import AnswerCard, link_markers, quoted_markdown
from app.widgets.chat import QuestionBox
from app.widgets.diagram_view import label_rects
from app.widgets.page_view import PageView
from app.widgets.settings_dialog import SettingsDialog
from app.widgets.table_view import TableView, read_table_csv
from app.workers import WorkerRunner
from engine import AgentEvent, Answer, BadDocument, Citation, DiagramLabel, EngineConfig
from tests.app.conftest import closed_port_url
from tests.conftest import REPO, corpus_file
from tests.doubles.fake_ollama import FakeOllama

# ---------------------------------------------------------------- workers


def test_worker_streams_items_on_the_gui_thread_then_returns(qtbot) -> None:
    runner = WorkerRunner()
    gui = QApplication.instance().thread()
    seen: list[tuple[object, bool]] = []
    returned: list[object] = []

    def job(_cancel):
        yield from range(5)
        return "done"

    with qtbot.waitSignal(runner.idle, timeout=5000):
        runner.start(
            job,
            "Counting",
            on_yielded=lambda item: seen.append((item, QThread.currentThread() == gui)),
            on_returned=returned.append,
        )
    assert [item for item, _ in seen] == [0, 1, 2, 3, 4]
    assert all(on_gui for _, on_gui in seen), "slots must run on the GUI thread"
    assert returned == ["done"]


def test_worker_errors_are_readable_and_reach_one_place(qtbot) -> None:
    runner = WorkerRunner()
    reported: list[tuple[str, str]] = []
    runner.error.connect(lambda what, message: reported.append((what, message)))

    def broken(_cancel):
        raise ValueError("index out of range")

    def refused(_cancel):
        raise BadDocument("not a PDF (looks like PNG)")

    with qtbot.waitSignal(runner.idle, timeout=5000):
        runner.start(broken, "Adding files")
        runner.start(refused, "Adding files")
    assert ("Adding files", "Something went wrong: ValueError: index out of range") in reported
    assert ("Adding files", "not a PDF (looks like PNG)") in reported


def test_cancelled_worker_stops_quietly(qtbot) -> None:
    runner = WorkerRunner()
    reported: list[str] = []
    runner.error.connect(lambda _w, message: reported.append(message))
    items: list[int] = []
    long_step = threading.Event()

    def endless(cancel):
        i = 0
        while True:
            cancel.raise_if_cancelled()
            yield i
            i += 1
            if i > 3:
                long_step.wait(10)  # a slow step, like reading a scanned page

    worker = runner.start(endless, "Endless", on_yielded=items.append)
    qtbot.waitUntil(lambda: len(items) > 3, timeout=5000)
    with qtbot.waitSignal(worker.finished, timeout=5000):
        worker.cancel()
        long_step.set()
    assert reported == []
    assert worker.cancelled and worker.error == ""


# ---------------------------------------------------------------- settings


def test_saved_settings_fill_in_but_explicit_choices_win(tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    save_settings(store, AppSettings("10.0.0.5", "llama3.2:3b", str(tmp_path / "lib"), True))
    saved = load_settings(store)
    assert saved.retrieval_only is True

    started = apply_settings(EngineConfig(), saved)
    assert started.ollama_host == "http://10.0.0.5:11434"
    assert started.model == "llama3.2:3b"
    assert started.data_dir == tmp_path / "lib"
    assert started.retrieval_only

    explicit = EngineConfig(data_dir=tmp_path / "cli", ollama_host="http://127.0.0.1:9999")
    kept = apply_settings(explicit, saved)
    assert kept.data_dir == tmp_path / "cli"
    assert kept.ollama_host == "http://127.0.0.1:9999"


def test_settings_dialog_lists_the_servers_models(qtbot, remote_engine) -> None:
    runner = WorkerRunner()
    with FakeOllama(models=["qwen2.5:3b", "llama3.2:3b"]) as fake:
        engine = remote_engine(EngineConfig(ollama_host=closed_port_url()))
        dialog = SettingsDialog(AppSettings(ollama_host=fake.url), engine, runner)
        qtbot.addWidget(dialog)
        qtbot.waitUntil(lambda: dialog.model_box.count() == 2, timeout=10_000)
        assert "2 model(s) installed" in dialog.model_status.text()
        dialog.model_box.setCurrentText("llama3.2:3b")
        dialog.retrieval_only_box.setChecked(True)
        chosen = dialog.chosen()
    assert chosen.model == "llama3.2:3b"
    assert chosen.retrieval_only


def test_settings_dialog_without_server_lets_you_type_a_model(qtbot, remote_engine) -> None:
    runner = WorkerRunner()
    engine = remote_engine(EngineConfig(ollama_host=closed_port_url()))
    dialog = SettingsDialog(AppSettings(), engine, runner)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: "still type" in dialog.model_status.text(), timeout=10_000)
    assert dialog.model_box.isEditable()
    dialog.model_box.setCurrentText("mistral:7b")
    assert dialog.chosen().model == "mistral:7b"


# ---------------------------------------------------------------- answer text


def _citation(marker: str, kind: str = "text", **kw) -> Citation:
    title = "5.4 Troubleshooting"
    return Citation(marker, kind, "d1", "manual.pdf", 12, title, **kw)  # type: ignore[arg-type]


def test_markers_with_a_citation_become_links() -> None:
    text = "Check the valves [S1] and the table [ table 1 ]; see also [S9]."
    linked = link_markers(text, ["S1", "TABLE1"])
    assert "[\\[S1\\]](cite:S1)" in linked
    assert "[\\[TABLE1\\]](cite:TABLE1)" in linked
    assert "[S9]" in linked and "cite:S9" not in linked  # no such source: left as written


def test_quoted_answer_keeps_sources_quotes_and_rows_apart() -> None:
    text = (
        "Best matches in your manuals (retrieval only — quoted, not interpreted):\n\n"
        "[S1] 6.3.1 Trial runs — evac.pdf, page 26\n"
        "  > A trial run shall be carried out\n"
        "  > after repair work.\n"
        "  > • Pumps rotation direction\n\n"
        "[TABLE1] Table 5 Troubleshooting — evac.pdf, page 30\n"
        "  Problem: No vacuum | Cause: wrong direction | Remedy: Check wiring\n"
    )
    md = quoted_markdown(text, ["S1", "TABLE1"])
    assert "[\\[S1\\]](cite:S1) **6.3.1 Trial runs** — evac.pdf, page 26" in md
    assert "> A trial run shall be carried out after repair work." in md
    assert "> • Pumps rotation direction" in md
    assert "- Problem: No vacuum \\| Cause: wrong direction \\| Remedy: Check wiring" in md


def test_answer_card_streams_then_links_and_chips(qtbot) -> None:
    card = AnswerCard("pumps run but no vacuum, why?")
    qtbot.addWidget(card)
    card.resize(600, 400)
    card.show()
    card.add_event(AgentEvent("intent", "Question type: table", {"intent": "table"}))
    card.add_event(AgentEvent("tool_started", "Searching tables…", {"name": "search_tables"}))
    card.add_event(
        AgentEvent("tool_finished", "Searching tables… 3 found", {"name": "search_tables"})
    )
    for word in ["The ", "pumps ", "run ", "backwards ", "[TABLE1]."]:
        card.add_event(AgentEvent("token", word))
    assert card.steps.texts() == ["Question type: table", "Searching tables… 3 found"]
    qtbot.waitUntil(lambda: "backwards" in card.body.toPlainText(), timeout=2000)

    answer = Answer("q", "table", card.text, citations=[_citation("TABLE1", "table")], mode="llm")
    answer.incomplete = True
    card.finish(answer)
    assert not card.steps.body.isVisible(), "the step list folds away when done"
    assert "(cut off)" in card.body.toPlainText()
    assert len(card.chips) == 1 and "TABLE1" in card.chips[0].text()
    clicked: list[Citation] = []
    card.citation_clicked.connect(clicked.append)
    assert card.click_marker("TABLE1")
    card.chips[0].click()
    assert [c.marker for c in clicked] == ["TABLE1", "TABLE1"]


def test_declined_answer_is_shown_plainly(qtbot) -> None:
    card = AnswerCard("torque of the gearbox bolts?")
    qtbot.addWidget(card)
    decline = "The provided documentation does not contain this information."
    card.finish(Answer("q", "text", decline, declined=True, mode="llm"))
    assert card.body.toPlainText().strip() == decline
    assert "not found in the manuals" in card.header.text()
    assert card.chips == []


def test_enter_sends_and_shift_enter_adds_a_line(qtbot) -> None:
    box = QuestionBox()
    qtbot.addWidget(box)
    sent: list[str] = []
    box.submitted.connect(lambda: sent.append(box.toPlainText()))
    qtbot.keyClicks(box, "first line")
    qtbot.keyClick(box, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(box, "second")
    assert sent == []
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert sent == ["first line\nsecond"]


# ---------------------------------------------------------------- viewer pieces


def test_table_csv_with_and_without_header(tmp_path: Path, qtbot) -> None:
    with_header = tmp_path / "t1.csv"
    with_header.write_text(
        'Problem,Possible cause,Remedy\n"No vacuum","Pumps run in wrong direction.\nPump housing '
        'is dry.","Check electrical wiring.\nFill the pump with water."\n',
        encoding="utf-8",
    )
    header, rows = read_table_csv(with_header)
    assert header == ["Problem", "Possible cause", "Remedy"]
    assert rows[0][2] == "Check electrical wiring.\nFill the pump with water."
    no_header = tmp_path / "t2.csv"
    no_header.write_text("\nP-101,Feed pump,10\nP-102,Transfer pump,12\n", encoding="utf-8")
    header, rows = read_table_csv(no_header)
    assert header == [] and rows[1] == ["P-102", "Transfer pump", "12"]

    view = TableView()
    qtbot.addWidget(view)
    view.show_table(_citation("TABLE1", "table", asset_path=str(with_header)))
    assert view.model.rowCount() == 1
    assert view.selected_tsv().splitlines()[0] == "Problem\tPossible cause\tRemedy"
    assert "Fill the pump with water." in view.selected_tsv()
    out = tmp_path / "export.csv"
    view.export_csv(out)
    assert read_table_csv(out) == read_table_csv(with_header)


def test_table_read_by_ocr_shows_how_sure_and_the_picture(tmp_path: Path, qtbot) -> None:
    import pymupdf

    from engine.index_text.tables import write_csv, write_reading
    from engine.types import ExtractedTable

    table = ExtractedTable(
        "d:t000", "d", None, [1], (0, 0, 200, 80), "Table 3 Pump ratings",
        ["Pump", "Flow m3/h"], [["P01", "12.5"], ["P02", "18.0"]], source="ocr", confidence=0.93,
    )  # fmt: skip
    csv_path = tmp_path / "table_000.csv"
    write_csv(table, csv_path)
    write_reading(table, csv_path)
    doc = pymupdf.open()
    page = doc.new_page(width=200, height=80)
    page.insert_text((10, 30), "P01 12.5  P02 18.0")
    page.get_pixmap(dpi=100).save(str(csv_path.with_suffix(".png")))

    view = TableView()
    qtbot.addWidget(view)
    view.show()
    view.show_table(_citation("TABLE1", "table", asset_path=str(csv_path)))
    assert view.model.rowCount() == 2
    assert view.reading.isVisible() and "Read by OCR" in view.reading.text()
    assert "0.93" in view.reading.text()
    assert view.picture_area.isVisible() and not view.picture.pixmap().isNull()

    ruled = tmp_path / "table_001.csv"
    table.source, table.confidence = "vector", 1.0
    write_csv(table, ruled)
    view.show_table(_citation("TABLE2", "table", asset_path=str(ruled)))
    assert not view.reading.isVisible() and not view.picture_area.isVisible()


def test_missing_table_file_is_said_in_place(qtbot, tmp_path: Path) -> None:
    view = TableView()
    qtbot.addWidget(view)
    view.show_table(_citation("TABLE1", "table", asset_path=str(tmp_path / "gone.csv")))
    assert "cannot be read" in view.source.text()
    assert not view.copy_button.isEnabled()


@pytest.mark.parametrize("image_width", [800, 1600])
def test_tag_boxes_map_from_page_points_to_image_pixels(image_width: int) -> None:
    diagram = (100.0, 200.0, 500.0, 400.0)  # 400 x 200 pt on the page
    tag = DiagramLabel("WF002", (300.0, 250.0, 340.0, 260.0))
    (rect,) = label_rects((tag,), diagram, image_width)
    scale = image_width / 400
    assert rect.x() == pytest.approx(200 * scale)
    assert rect.y() == pytest.approx(50 * scale)
    assert rect.width() == pytest.approx(40 * scale)
    assert rect.height() == pytest.approx(10 * scale)


def test_zooming_into_a_drawing_draws_a_sharp_tile_of_what_is_visible(qtbot) -> None:
    import pymupdf

    pdf = str(corpus_file("nsmv-water-mist-pid.pdf"))
    tag = pymupdf.open(pdf)[0].search_for("WF002")[0]
    view = PageView(WorkerRunner(), LocalEngine().render_page)
    qtbot.addWidget(view)
    view.resize(700, 700)
    view.show()
    with qtbot.waitSignal(view.rendered, timeout=30_000):
        view.open_page(pdf, 1)
    whole = view.canvas.extent()
    assert view.sharp_tile() is None
    view.canvas.show_region(QRectF(tag.x0, tag.y0, tag.width, tag.height))
    view.canvas.zoom_by(3)  # ~9 screen pixels per point: more than a 3000 px page holds
    qtbot.waitUntil(lambda: view.sharp_tile() is not None, timeout=30_000)
    area, scale = view.sharp_tile()
    visible = view.canvas.visible_area().intersected(whole)
    assert area.contains(visible), (area, visible)
    assert scale == pytest.approx(min(8.0, view.canvas.zoom()), rel=0.2)
    assert area.width() < whole.width() / 4, "only what is on screen is drawn sharp"
    view.canvas.fit_all()
    qtbot.waitUntil(lambda: view.sharp_tile() is None, timeout=5_000)


# ---------------------------------------------------------------- start-up


def test_the_window_process_never_imports_a_heavy_library(tmp_path: Path) -> None:
    """torch, Chroma, Kùzu, PyMuPDF hold the GIL for long stretches: they load only in the engine
    process, never in the window's, not even once the library is open."""
    code = f"""
import sys
from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
from app.engine_client import RemoteEngine
from app.main_window import MainWindow
from engine import EngineConfig
config = EngineConfig(data_dir=r"{tmp_path / "data"}", ollama_host="{closed_port_url()}")
window = MainWindow(RemoteEngine(config),
                    QSettings(r"{tmp_path / "s.ini"}", QSettings.Format.IniFormat))
window.show()
app.processEvents()
heavy = ("torch", "sentence_transformers", "transformers", "chromadb", "kuzu", "pymupdf",
         "rapidocr_onnxruntime", "onnxruntime", "ollama", "httpx", "numpy")
print("shown", sorted(m for m in heavy if m in sys.modules))
loop = QEventLoop()
window.library.documents_changed.connect(loop.quit)
QTimer.singleShot(60_000, loop.quit)
window.start(warm_up=False)
loop.exec()
print("open", window.opened, window.llm_status is not None, window.errors)
print("used", sorted(m for m in heavy if m in sys.modules))
window.closed.connect(loop.quit)
window.close()
loop.exec()
print("closed", window.is_closed)
"""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, text=True, timeout=90
    )
    assert done.returncode == 0, done.stderr[-2000:]
    lines = done.stdout.strip().splitlines()
    assert lines[-4:] == ["shown []", "open True True []", "used []", "closed True"], done.stdout


def test_a_long_session_of_signals_does_not_bring_the_window_down() -> None:
    """PySide6 6.12's emit() drops a reference to True each time; without the reserve set up by
    app.workers (app/qt_compat.py) the lean window process aborts after a few thousand emits."""
    code = """
import sys
from PySide6.QtCore import QCoreApplication, QObject, Signal
qapp = QCoreApplication([])
import app.workers  # noqa: F401
class Relay(QObject):
    token = Signal(object)
relay = Relay()
relay.token.connect(lambda _t: None)
for _ in range(200_000):  # tokens of a long day of answers, each re-emitted a few times
    relay.token.emit("word ")
print("alive", sys.getrefcount(True) > 10_000)
"""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["alive", "True"]
