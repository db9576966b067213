"""Engines built inside the engine process by the RemoteEngine tests (``factory=``).

This module is imported by the child process, so it must never import Qt (nor tests.conftest).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Generator, Sequence
from pathlib import Path
from typing import Any

from engine import (
    AgentEvent,
    Answer,
    BadDocument,
    CancelToken,
    DataDirBusy,
    DocumentInfo,
    Engine,
    EngineConfig,
    IngestProgress,
    IngestResult,
    LLMError,
)

WAIT_S = 30.0  # a scripted step never waits longer than this for the test to act


class UnsendableError(Exception):
    """An exception that cannot be pickled (it holds a lock)."""

    def __init__(self) -> None:
        super().__init__("the graph store lock is held")
        self.lock = threading.Lock()


class ScriptedEngine(Engine):
    """An Engine whose library calls are scripted: no stores, no models, instant start.

    ``ingest`` reports each page of each file; before the second file it waits until a question
    has been asked or the ingest is cancelled, then checks the cancel; ``ask`` streams three words, then, for questions ending
    in "...", keeps streaming until cancelled. ``document(doc_id)`` raises on request.
    """

    def __init__(self, config: EngineConfig) -> None:
        super().__init__(config)
        self.asked = threading.Event()

    def open(self) -> ScriptedEngine:
        return self

    def close(self) -> None:
        pass

    def interrupted(self) -> list[Any]:
        return []

    def conversations(self) -> list[dict[str, Any]]:
        return []

    def new_conversation(self, title: str = "") -> str:
        return "c1"

    def documents(self) -> list[DocumentInfo]:
        return [DocumentInfo("d1", "evac.pdf", "Evac O&M manual", 62, "ready")]

    def document(self, doc_id: str) -> DocumentInfo | None:
        failures: dict[str, BaseException] = {
            "busy": DataDirBusy(self.config.data_dir),
            "llm": LLMError("timeout", "Ollama took longer than 120 s to answer."),
            "bad": BadDocument("not a PDF (looks like PNG)"),
            "value": ValueError("page 63 of 62"),
            "unsendable": UnsendableError(),
        }
        if doc_id == "exit":
            os._exit(3)  # the engine process dies as if a C library had crashed
        if doc_id in failures:
            raise failures[doc_id]
        return None

    def ingest(
        self, paths: Sequence[Path | str], cancel: CancelToken | None = None, options: Any = None
    ) -> Generator[IngestProgress, None, list[IngestResult]]:
        results = []
        for index, path in enumerate(paths):
            if index == 1:  # the test asks (or cancels) while this ingest runs
                _wait(lambda: self.asked.is_set() or bool(cancel and cancel.cancelled))
            if cancel is not None and cancel.cancelled:
                results.append(IngestResult(str(path), f"d{index}", "failed", error="cancelled"))
                continue
            name = Path(path).name
            for page in range(1, 4):
                yield IngestProgress(name, "read", page, 3, f"Reading page {page}/3", index)
            results.append(IngestResult(str(path), f"d{index}", "ready", pages=3))
        return results

    def ask(
        self,
        question: str,
        *,
        conversation_id: str | None = None,
        no_llm: bool | None = None,
        cancel: CancelToken | None = None,
    ) -> Generator[AgentEvent, None, Answer]:
        self.asked.set()
        yield AgentEvent("intent", "Question type: text", {"intent": "text"})
        words = ["Open ", "the ", "valve. "]
        for word in words:
            yield AgentEvent("token", word)
        if question.endswith("..."):
            while not _wait(lambda: bool(cancel and cancel.cancelled), 0.02):
                words.append("more ")
                yield AgentEvent("token", "more ")
            return Answer(question, "text", "".join(words), error="stopped", mode="llm")
        return Answer(question, "text", "".join(words), conversation_id=conversation_id)


def _wait(condition: Any, timeout_s: float = WAIT_S) -> bool:
    """Wait (without spinning) until ``condition()`` holds or ``timeout_s`` passes."""
    pause = threading.Event()
    waited = 0.0
    while not condition():
        if waited >= timeout_s:
            return False
        pause.wait(0.01)
        waited += 0.01
    return True


SYSTEMS = (
    "Main Engine",
    "Purifier",
    "Steering Gear",
    "Fresh Water Generator",
    "Boiler",
    "Air Compressor",
    "Ballast Pump",
    "Emergency Generator",
    "Sewage Plant",
    "Fire Pump",
    "Incinerator",
    "Crane",
)


def catalogue(count: int) -> list[DocumentInfo]:
    """``count`` ready documents named like a ship's manuals (a library panel at scale)."""
    return [
        DocumentInfo(
            doc_id=f"{i:016x}",
            file=f"manual_{i:03d}.pdf",
            title=f"{SYSTEMS[i % len(SYSTEMS)]} Manual Vol. {i}",
            pages=40 + (i * 37) % 260,
            status="ready",
            tables=i % 30,
            diagrams=i % 12,
        )
        for i in range(count)
    ]


class CatalogueEngine:
    """Only the library list: ``documents()`` returns the given catalogue (no stores)."""

    def __init__(self, documents: Sequence[DocumentInfo]) -> None:
        self.listed = list(documents)

    def documents(self) -> list[DocumentInfo]:
        return list(self.listed)

    def interrupted(self) -> list[Any]:
        return []
