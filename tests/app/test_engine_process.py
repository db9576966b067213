"""RemoteEngine: the Engine in its own process, as the app uses it.

Most tests run a scripted engine in the child (tests/doubles/engine_doubles.py: no stores, no models)
so they are quick; the others start the real Engine (two open real libraries, to check the
data-dir lock across processes and engines taking turns in one process).
"""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.engine_client import LocalEngine, RemoteEngine
from app.engine_pipe import EngineProcess
from engine import (
    AgentEvent,
    Answer,
    BadDocument,
    CancelToken,
    DataDirBusy,
    EngineConfig,
    IngestProgress,
    IngestResult,
    LLMError,
    ShipmateError,
)
from tests.app.conftest import closed_port_url
from tests.conftest import drain
from tests.doubles.engine_doubles import ScriptedEngine
from tests.doubles.fake_ollama import FakeOllama


@pytest.fixture
def remote(tmp_path: Path) -> Iterator[RemoteEngine]:
    engine = RemoteEngine(EngineConfig(data_dir=tmp_path / "data"), factory=ScriptedEngine)
    yield engine.open()
    engine.close()


def test_the_engine_process_starts_on_first_use_and_never_loads_qt(tmp_path: Path) -> None:
    engine = RemoteEngine(EngineConfig(data_dir=tmp_path / "data", ollama_host=closed_port_url()))
    assert engine.pid is None, "constructing must not start anything (the window is built first)"
    try:
        assert not engine.llm_status().reachable
        assert engine.pid not in (None, os.getpid())
        loaded = engine._call("_loaded_modules")
    finally:
        engine.close()
    assert engine.pid is None
    assert "PySide6" in sys.modules  # this (GUI) process has Qt …
    assert not [m for m in loaded if m.startswith(("PySide6", "shiboken6"))]  # … the engine not
    assert "app.main_window" not in loaded and "engine.api" in loaded


def test_ingest_progress_streams_while_a_question_is_answered(remote: RemoteEngine) -> None:
    adding = remote.ingest(["/manuals/evac.pdf", "/manuals/water-mist.pdf"])
    first = [next(adding) for _ in range(3)]
    assert all(isinstance(p, IngestProgress) for p in first)
    assert [p.message for p in first] == [f"Reading page {n}/3" for n in (1, 2, 3)]

    # the engine holds the second file until a question comes: it must be served meanwhile
    events, answer = drain(remote.ask("gearbox oil change interval", conversation_id="c1"))
    assert all(isinstance(e, AgentEvent) for e in events)
    assert [e.kind for e in events] == ["intent", "token", "token", "token"]
    assert isinstance(answer, Answer)
    assert answer.answer_text == "Open the valve. " and answer.conversation_id == "c1"

    rest, results = drain(adding)
    assert [p.file for p in rest] == ["water-mist.pdf"] * 3
    assert all(isinstance(r, IngestResult) for r in results)
    assert [(r.path, r.status) for r in results] == [
        ("/manuals/evac.pdf", "ready"),
        ("/manuals/water-mist.pdf", "ready"),
    ]


@pytest.mark.parametrize(
    ("doc_id", "cls", "message"),
    [
        ("busy", DataDirBusy, "is open in another Shipmate window/process"),
        ("bad", BadDocument, "not a PDF (looks like PNG)"),
        ("value", ValueError, "page 63 of 62"),
        ("unsendable", ShipmateError, "Something went wrong in the engine: UnsendableError: "),
    ],
)
def test_errors_arrive_with_their_class_and_message(
    remote: RemoteEngine, doc_id: str, cls: type, message: str
) -> None:
    with pytest.raises(cls) as caught:
        remote.document(doc_id)
    assert type(caught.value) is cls
    assert message in str(caught.value)
    if doc_id == "busy":  # said once, not wrapped twice
        assert str(caught.value).count("The library at") == 1
    assert remote.documents(), "the engine keeps working after an error"


def test_llm_errors_keep_their_kind(remote: RemoteEngine) -> None:
    with pytest.raises(LLMError) as caught:
        remote.document("llm")
    assert caught.value.kind == "timeout"
    assert str(caught.value) == "Ollama took longer than 120 s to answer."


def test_stop_reaches_the_engine_and_the_answer_ends(remote: RemoteEngine) -> None:
    cancel = CancelToken()
    answering = remote.ask("pumps run but no vacuum...", cancel=cancel)
    tokens = []
    for event in answering:
        if event.kind == "token":
            tokens.append(event.message)
        if len(tokens) == 5:
            cancel.cancel()
            break
    after, answer = drain(answering)
    assert answer.error == "stopped"
    assert len(after) < 40, "the engine went on streaming after Stop"


def test_cancelled_ingest_returns_what_was_done(remote: RemoteEngine) -> None:
    cancel = CancelToken()
    adding = remote.ingest(["/m/a.pdf", "/m/b.pdf"], cancel=cancel)
    next(adding)
    cancel.cancel()
    _, results = drain(adding)
    assert [(r.path, r.status, r.error) for r in results] == [
        ("/m/a.pdf", "ready", ""),
        ("/m/b.pdf", "failed", "cancelled"),
    ]


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
@pytest.mark.parametrize("how", ["crash", "kill"])
def test_a_dead_engine_process_fails_every_call_clearly(tmp_path: Path, how: str) -> None:
    engine = RemoteEngine(EngineConfig(data_dir=tmp_path / "data"), factory=ScriptedEngine)
    try:
        answering = engine.ask("pumps run but no vacuum...")
        next(answering)
        if how == "crash":
            with pytest.raises(ShipmateError) as caught:
                engine.document("exit")  # the child calls os._exit(3)
            code = "3"
        else:
            os.kill(engine.pid, signal.SIGKILL)
            code = "-9"
        expected = f"The Shipmate engine process stopped unexpectedly (exit code {code})"
        with pytest.raises(ShipmateError, match=expected.replace("(", r"\(").replace(")", r"\)")):
            drain(answering)  # the question in flight
        with pytest.raises(ShipmateError, match="stopped unexpectedly"):
            engine.documents()  # and any later call
        if how == "crash":
            assert expected in str(caught.value)
    finally:
        engine.close()


def test_llm_settings_change_in_the_engine_and_in_the_proxy(remote: RemoteEngine) -> None:
    remote.configure_llm("10.0.0.5", "llama3.2:3b")
    assert remote.config.ollama_host == "http://10.0.0.5:11434"
    assert remote.config.model == "llama3.2:3b"
    assert remote._call("_config") == remote.config


def test_models_are_listed_at_the_host_asked_for(tmp_path: Path) -> None:
    with FakeOllama(models=["qwen2.5:3b", "llama3.2:3b"]) as fake:
        config = EngineConfig(data_dir=tmp_path / "data", ollama_host=closed_port_url())
        remote, local = RemoteEngine(config), LocalEngine(config)
        try:
            assert remote.list_models(fake.url) == local.list_models(fake.url)
            assert sorted(remote.list_models(fake.url)) == ["llama3.2:3b", "qwen2.5:3b"]
        finally:
            remote.close()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_when_the_engine_process_dies_the_window_says_so_and_restarts_it(
    qtbot, tmp_path, settings_store
) -> None:
    from app.main_window import MainWindow

    config = EngineConfig(data_dir=tmp_path / "data", ollama_host=closed_port_url())
    window = MainWindow(RemoteEngine(config, factory=ScriptedEngine), settings_store)
    window.show()
    with qtbot.waitSignal(window.library.documents_changed, timeout=30_000):
        window.start(warm_up=False)
    dead = window.engine.pid
    os.kill(dead, signal.SIGKILL)
    window.library.refresh()
    qtbot.waitUntil(window.error_banner.isVisible, timeout=15_000)
    # Whichever call meets the dead engine first (the refresh or the periodic Ollama check) says so.
    banner = window.error_banner.text.text()
    assert "The Shipmate engine process stopped unexpectedly (exit code -9)" in banner
    assert window.error_banner.restart_button.isVisible()
    assert not window.chat.send_button.isEnabled()  # no question goes into a dead engine

    signals = [window.engine_ready, window.library.documents_changed]
    with qtbot.waitSignals(signals, timeout=30_000):  # the library is listed again
        qtbot.mouseClick(window.error_banner.restart_button, Qt.MouseButton.LeftButton)
    assert not window.error_banner.isVisible()
    assert window.engine.pid not in (None, dead)
    window.chat.question_box.setPlainText("pumps run but no vacuum?")
    errors_before = len(window.errors)
    with qtbot.waitSignal(window.chat.answer_finished, timeout=30_000) as blocker:
        window.chat.send_button.click()
    assert blocker.args[0].answer_text and not blocker.args[0].error
    assert len(window.errors) == errors_before
    window.close()  # and closing does not hang
    qtbot.waitUntil(lambda: window.is_closed, timeout=60_000)
    qtbot.waitUntil(lambda: window.is_closed, timeout=15_000)


@pytest.mark.slow
def test_the_library_lock_is_held_by_the_engine_process_and_released_on_close(
    tmp_path: Path,
) -> None:
    config = EngineConfig(data_dir=tmp_path / "data", ollama_host=closed_port_url())
    first, second = RemoteEngine(config), RemoteEngine(config)
    try:
        first.open()
        assert first.documents() == []
        with pytest.raises(DataDirBusy, match="open in another Shipmate"):
            second.open()
        first.close()
        second.open()  # reopening the same folder works once the first has closed
        assert second.documents() == [] and second.stats()["documents"] == 0
        assert not second.llm_status().reachable
    finally:
        first.close()
        second.close()


@pytest.mark.slow
def test_engines_sharing_a_process_take_turns_on_one_library(tmp_path: Path) -> None:
    config = EngineConfig(data_dir=tmp_path / "data", ollama_host=closed_port_url())
    shared = EngineProcess()
    try:
        first = RemoteEngine(config, process=shared).open()
        pid = first.pid
        with pytest.raises(DataDirBusy):
            RemoteEngine(config, process=shared).open()  # one library, one engine at a time
        first.close()
        second = RemoteEngine(config, process=shared).open()
        assert second.pid == pid, "the process (and its loaded model) is kept for the next one"
        assert second.documents() == []
        with pytest.raises(ShipmateError, match="has been closed"):
            first.documents()
        second.close()
    finally:
        shared.close(30)
    assert shared.pid is None
