"""Fixtures for the app tests: one library per session, added through the real window (and
copied per test); windows that close cleanly; an Ollama double; a loopback port where nothing
listens (Ollama down). The windows' engines run in one engine process for the whole session, so
the search model loads once (the app starts one process per window; tests of that process's own
start and end are in test_engine_process.py)."""

from __future__ import annotations

import shutil
import socket
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import (
    QElapsedTimer,
    QEventLoop,
    QMimeData,
    QPointF,
    QSettings,
    Qt,
    QTimer,
    QUrl,
)
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QWidget

from app.engine_client import RemoteEngine
from app.engine_pipe import EngineProcess
from engine import Answer, EngineConfig, IngestProgress
from tests.conftest import corpus_file
from tests.doubles.fake_ollama import FakeOllama

EVAC = "nsmv-evac-vacuum-system-om.pdf"
WATER_MIST = "nsmv-water-mist-pid.pdf"


@dataclass
class BuiltLibrary:
    """The session's library, added through the real window while a question was answered."""

    data_dir: Path
    worst_stall_ms: float  # longest the GUI thread went without processing events
    asked_while_adding: bool
    answer: Answer | None
    errors: list[str]


@pytest.fixture(scope="session")
def engine_process() -> Iterator[EngineProcess]:
    """The engine process the windows of this session share (closed at the end)."""
    process = EngineProcess()
    yield process
    process.close(60)


@pytest.fixture(scope="session")
def built_library(
    qapp, engine_process: EngineProcess, tmp_path_factory: pytest.TempPathFactory
) -> BuiltLibrary:
    """Evac (62 p) and the water-mist P&ID (1 p) dropped on a real window once per session.

    While the Evac manual is read, a question is asked and a 10 ms heartbeat timer measures how
    long the GUI thread ever stalls; the tests copy the resulting library.
    """
    from app.main_window import MainWindow

    data_dir = tmp_path_factory.mktemp("built") / "data"
    store = QSettings(str(data_dir.parent / "settings.ini"), QSettings.Format.IniFormat)
    config = EngineConfig(data_dir=data_dir, ollama_host=closed_port_url())
    engine = RemoteEngine(config, process=engine_process)
    window = MainWindow(engine, store, no_llm=True, save_state=False)
    window.resize(1400, 860)
    window.show()
    window.start(warm_up=False)
    _wait_until(lambda: window.opened, 60_000, "the library to open")

    beat = Heartbeat()
    answers: list[Answer] = []
    asked: list[bool] = []
    window.chat.answer_finished.connect(answers.append)

    def on_progress(p: IngestProgress) -> None:
        if p.file == EVAC and p.stage == "read" and p.done >= 5 and not asked:
            asked.append(window.chat.ask("where is WF002"))

    window.library.progress.connect(on_progress)
    window.library.add_paths([corpus_file(WATER_MIST), corpus_file(EVAC)])
    _wait_until(lambda: not window.library.busy and bool(answers), 600_000, "the manuals")
    worst = beat.stop()
    ready = {d.file for d in window.library.documents}
    failed = [r for r in window.library.results if r.status != "ready"]
    window.close()
    _wait_until(lambda: window.is_closed, 60_000, "the window to close")
    assert {EVAC, WATER_MIST} <= ready, f"corpus not added: {failed}"
    return BuiltLibrary(data_dir, worst, bool(asked and asked[0]), answers[0], window.errors)


@pytest.fixture(scope="session")
def prepared_library(built_library: BuiltLibrary) -> Path:
    return built_library.data_dir


class Heartbeat:
    """A 10 ms timer on the GUI thread; the longest gap between its ticks is the worst freeze."""

    def __init__(self) -> None:
        self.clock = QElapsedTimer()
        self.clock.start()
        self.last = 0
        self.worst_ms = 0
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        now = self.clock.elapsed()
        self.worst_ms = max(self.worst_ms, now - self.last - 10)
        self.last = now

    def stop(self) -> int:
        self.timer.stop()
        return self.worst_ms


def _wait_until(condition: Callable[[], bool], timeout_ms: int, what: str) -> None:
    """Run the event loop until ``condition`` holds (session fixtures have no qtbot)."""
    clock = QElapsedTimer()
    clock.start()
    loop = QEventLoop()
    poll = QTimer()
    poll.timeout.connect(lambda: (condition() or clock.elapsed() > timeout_ms) and loop.quit())
    poll.start(20)
    if not condition():
        loop.exec()
    poll.stop()
    if not condition():
        pytest.fail(f"timed out after {timeout_ms / 1000:.0f} s waiting for {what}")


@pytest.fixture
def library_copy(prepared_library: Path, tmp_path: Path) -> Path:
    """A private copy of the prepared library, so a test may add, remove and ask freely."""
    target = tmp_path / "data"
    shutil.copytree(prepared_library, target)
    return target


def closed_port_url() -> str:
    """A loopback URL where nothing listens: Ollama is 'not running'."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"


@pytest.fixture
def fake_ollama() -> Iterator[FakeOllama]:
    with FakeOllama(models=["qwen2.5:3b"]) as server:
        yield server


@pytest.fixture
def settings_store(tmp_path: Path) -> QSettings:
    """Settings in a file of this test, never the user's own."""
    return QSettings(str(tmp_path / "shipmate.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def make_window(
    qtbot, settings_store: QSettings, engine_process: EngineProcess
) -> Iterator[Callable[..., object]]:
    """Build a real MainWindow on a real Engine (in its own process), shown, library open."""
    from app.main_window import MainWindow

    windows: list[MainWindow] = []

    def make(
        data_dir: Path,
        ollama_host: str | None = None,
        no_llm: bool = False,
        wait_open: bool = True,
        warm_up: bool = False,
    ) -> MainWindow:
        config = EngineConfig(data_dir=data_dir, ollama_host=ollama_host or closed_port_url())
        engine = RemoteEngine(config, process=engine_process)
        window = MainWindow(engine, settings_store, no_llm=no_llm)
        window.resize(1400, 860)
        windows.append(window)
        window.show()
        if wait_open:
            with qtbot.waitSignal(window.library.documents_changed, timeout=60_000):
                window.start(warm_up=warm_up)
        else:
            window.start(warm_up=warm_up)
        return window

    yield make
    for window in windows:
        if not window.is_closed:
            window.close()
            qtbot.waitUntil(lambda w=window: w.is_closed, timeout=60_000)


def drop_paths(target: QWidget, paths: list[Path]) -> None:
    """Drag files onto ``target`` and drop them, as the engineer does from a file manager."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    pos = QPointF(target.rect().center())
    enter = QDragEnterEvent(
        pos,
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(target, enter)
    assert enter.isAccepted(), "the window did not accept the dragged files"
    drop = QDropEvent(
        pos,
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(target, drop)
    assert drop.isAccepted(), "the window did not take the dropped files"


@pytest.fixture
def remote_engine(engine_process) -> Iterator[Callable[[EngineConfig], RemoteEngine]]:  # type: ignore[no-untyped-def]
    """Real engines in the session's engine process (nothing opened), closed after the test."""
    made: list[RemoteEngine] = []

    def make(config: EngineConfig) -> RemoteEngine:
        made.append(RemoteEngine(config, process=engine_process))
        return made[-1]

    yield make
    for engine in made:
        engine.close()
