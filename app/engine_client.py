"""The Engine in its own process: :class:`RemoteEngine` is what the desktop app talks to.

Engine work holds the GIL inside C code for hundreds of milliseconds at a time (importing torch
and Chroma, Chroma ``add``, Kùzu writes, PyMuPDF ``find_tables``), which froze the window although
it ran in worker threads; and Kùzu once crashed when driven from Qt's thread pool. So the Engine
runs in a child process (``multiprocessing`` "spawn": a fresh interpreter that never imports Qt)
and the GUI process only sends requests and waits for answers with the GIL released.

``RemoteEngine`` has the methods, signatures and return types of the parts of ``engine.Engine`` the
app uses; generator methods (``ingest``, ``finish_figures``, ``ask``) stream their items as they
come. The caller's ``CancelToken`` is watched while the caller waits and a cancel is forwarded to
the engine's own token for that call. Errors keep their class (``DataDirBusy``, ``LLMError`` …).
If the engine process dies, every pending and later call raises ``ShipmateError("The Shipmate
engine process stopped unexpectedly (exit code …)")``: the app shows it on its one error path and
offers :meth:`RemoteEngine.restart`.

Each RemoteEngine starts its own :class:`EngineProcess` on its first call (made from a worker
thread, never on the GUI thread's time) and ends it on ``close()``. Tests may share one process
between windows (the search model then loads once). As with any "spawn" child, a script that
uses this must keep its top-level code under ``if __name__ == "__main__":``. The other side of
the pipe is :mod:`app.engine_child`.
"""

from __future__ import annotations

import itertools
import logging
import threading
from collections.abc import Callable, Generator, Sequence
from pathlib import Path
from typing import Any

from app.engine_pipe import EngineProcess
from app.page_raster import BBox, PageRaster, render_page
from engine import (
    AgentEvent,
    Answer,
    ArchiveProgress,
    ArchiveResult,
    CancelToken,
    DocumentInfo,
    Engine,
    EngineConfig,
    IngestProgress,
    IngestResult,
    ModelStatus,
    ShipmateError,
)

log = logging.getLogger(__name__)

CLOSE_TIMEOUT_S = 40.0  # the engine waits up to 20 s for cancelled work, then closes the stores

_engine_ids = itertools.count(1)


class RemoteEngine:
    """A proxy for ``engine.Engine`` running in an engine process. Thread-safe; cheap to make."""

    def __init__(
        self,
        config: EngineConfig | None = None,
        *,
        factory: Callable[[EngineConfig], Any] | None = None,
        process: EngineProcess | None = None,
    ) -> None:
        """``factory(config)`` builds the engine in the child (default ``engine.Engine``; it must
        be a module-level function or class of a module that does not import Qt). ``process``
        shares an engine process (closing this engine then leaves the process running)."""
        self.config = config or EngineConfig.from_env()
        self._factory = factory
        self._owns_process = process is None
        self._process = process or EngineProcess()
        self._id = next(_engine_ids)
        self._lock = threading.Lock()
        self._bound_to: int | None = None  # the process generation our engine was made in
        self._closed = False

    # ------------------------------------------------------------ lifecycle

    def open(self) -> RemoteEngine:
        """Open (or create) the library in the data dir. Raises DataDirBusy if another Shipmate
        process has it open. After :meth:`close` this starts again."""
        with self._lock:
            self._closed = False
        self._call("open")
        return self

    def warm_up(self) -> None:
        """Load the embedding model now rather than on the first question (seconds)."""
        self._call("warm_up")

    def close(self) -> None:
        """Close the library (running calls are cancelled and finish first), and end the engine
        process if this engine owns it. Calls still waiting raise ``Cancelled``. Idempotent."""
        with self._lock:
            self._closed = True
            bound, self._bound_to = self._bound_to, None
        if self._owns_process:
            self._process.close(CLOSE_TIMEOUT_S)
        elif bound is not None and bound == self._process.generation:
            try:
                call = self._process.begin(("unbind", self._id), cancellable=False)
                self._process.result(call, timeout_s=CLOSE_TIMEOUT_S)
            except ShipmateError as exc:
                log.warning("closing the engine: %s", exc)

    @property
    def stopped(self) -> bool:
        """True once the engine process died unexpectedly; :meth:`restart` starts a new one."""
        return self._process.stopped

    def restart(self) -> None:
        """After the engine process died: reap it, start a new one and reopen the library (which
        purges whatever was half ingested when it died)."""
        if self._process.stopped:
            self._process.close(CLOSE_TIMEOUT_S)
        with self._lock:
            self._bound_to = None
        self.open()

    def __enter__(self) -> RemoteEngine:
        return self.open()

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def pid(self) -> int | None:
        """The engine process's id once it runs (for tests and diagnostics)."""
        return self._process.pid

    # ------------------------------------------------------------ library

    def ingest(
        self, paths: Sequence[Path | str], cancel: CancelToken | None = None
    ) -> Generator[IngestProgress, None, list[IngestResult]]:
        """Ingest files or folders. Yields progress; returns one result per file."""
        return (yield from self._stream("ingest", (list(paths),), {}, cancel))

    def finish_figures(
        self, cancel: CancelToken | None = None
    ) -> Generator[IngestProgress, None, int]:
        """Read the tags of raster figures still waiting for OCR (after an interrupted ingest)."""
        return (yield from self._stream("finish_figures", (), {}, cancel))

    def pending_figures(self) -> int:
        return self._call("pending_figures")

    def documents(self) -> list[DocumentInfo]:
        return self._call("documents")

    def document(self, doc_id: str) -> DocumentInfo | None:
        return self._call("document", doc_id)

    def interrupted(self) -> list[Any]:
        """Files whose ingest was cut short last time (``engine.store.library.Interrupted``)."""
        return self._call("interrupted")

    def forget_interrupted(self, doc_id: str) -> None:
        self._call("forget_interrupted", doc_id)

    def remove(self, doc_id: str) -> bool:
        """Remove a document from every store and delete its files. False if unknown."""
        return self._call("remove", doc_id)

    def stats(self) -> dict[str, Any]:
        return self._call("stats")

    def export_library(
        self, target: Path | str, cancel: CancelToken | None = None
    ) -> Generator[ArchiveProgress, None, ArchiveResult]:
        """Write the whole library to one archive file (byte progress)."""
        return (yield from self._stream("export_library", (str(target),), {}, cancel))

    def import_library(
        self, source: Path | str, cancel: CancelToken | None = None
    ) -> Generator[ArchiveProgress, None, ArchiveResult]:
        """Replace the library with the one in an archive (all or nothing), then reopen it."""
        return (yield from self._stream("import_library", (str(source),), {}, cancel))

    # ------------------------------------------------------------ questions and the model

    def ask(
        self,
        question: str,
        *,
        conversation_id: str | None = None,
        no_llm: bool | None = None,
        cancel: CancelToken | None = None,
    ) -> Generator[AgentEvent, None, Answer]:
        """Answer a question: yields steps (intent, tools, context, tokens) and returns the Answer."""
        kwargs = {"conversation_id": conversation_id, "no_llm": no_llm}
        return (yield from self._stream("ask", (question,), kwargs, cancel))

    def llm_status(self) -> ModelStatus:
        """Is Ollama reachable and the model installed?"""
        return self._call("llm_status")

    def configure_llm(self, host: str | None = None, model: str | None = None) -> None:
        """Point answers at another Ollama host or model without reopening the library."""
        self._call("configure_llm", host, model)
        self.config = self._call("_config")

    def list_models(self, host: str | None = None) -> list[str]:
        """Models installed at the Ollama ``host`` (default: the configured one)."""
        return self._call("list_models", host)

    def warm_up_model(self, keep_alive: str = "30m") -> ModelStatus:
        """Load the configured model into Ollama's memory now; returns the status."""
        return self._call("warm_up_model", keep_alive)

    def model_choices(self) -> list[dict[str, Any]]:
        """Installed models with size and the speeds measured on this laptop."""
        return self._call("model_choices")

    def configure_timeouts(self, **seconds: float) -> None:
        """Change the Ollama phase timeouts (seconds; 0 keeps the current one)."""
        self._bind()
        call = self._process.begin(
            ("call", self._id, "configure_timeouts", (), seconds), cancellable=False
        )
        self._process.result(call)
        self.config = self._call("_config")

    def render_page(
        self, path: str, page: int, scale: float, clip: BBox | None = None
    ) -> PageRaster:
        """Draw 1-based ``page`` of the PDF at ``path`` (or its ``clip`` part, PDF points) at
        ``scale`` pixels per point, at most 3000 px a side (in the engine process: a big P&ID
        takes long to draw, and QtPdf would hold the GIL meanwhile)."""
        return self._call("render_page", path, page, scale, clip)

    def conversations(self) -> list[dict[str, Any]]:
        return self._call("conversations")

    def conversation(self, conversation_id: str) -> list[dict[str, Any]]:
        return self._call("conversation", conversation_id)

    def new_conversation(self, title: str = "") -> str:
        return self._call("new_conversation", title)

    # ------------------------------------------------------------ calls

    def _call(self, method: str, *args: Any) -> Any:
        self._bind()
        call = self._process.begin(("call", self._id, method, args, {}), cancellable=False)
        return self._process.result(call)

    def _stream(
        self, method: str, args: tuple, kwargs: dict[str, Any], cancel: CancelToken | None
    ) -> Generator[Any, None, Any]:
        self._bind()
        call = self._process.begin(("call", self._id, method, args, kwargs), cancellable=True)
        return (yield from self._process.stream(call, cancel))

    def _bind(self) -> None:
        """Make our Engine in the engine process (starting it) before our first call there."""
        with self._lock:
            if self._closed:
                raise ShipmateError("The Shipmate engine has been closed.")
            generation = self._process.start()
            if self._bound_to != generation:
                self._process.send(("bind", self._id, self.config, self._factory))
                self._bound_to = generation


class LocalEngine(Engine):
    """The Engine in this process with RemoteEngine's extras, for tests and scripts that want to
    drive the window without an engine process."""

    def list_models(self, host: str | None = None) -> list[str]:
        from app.engine_child import list_models

        return list_models(self, host)

    def render_page(
        self, path: str, page: int, scale: float, clip: BBox | None = None
    ) -> PageRaster:
        return render_page(path, page, scale, clip)
