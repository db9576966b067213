"""The Engine facade: the one object the app and the CLI talk to.

Construction is cheap. ``open()`` opens the stores (run it in a worker), ``warm_up()`` loads the
embedding model (seconds; also in a worker). Long operations are generators of small events.
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Generator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.cancel import CancelToken
from engine.config import EngineConfig
from engine.errors import LLMError
from engine.types import AgentEvent, Answer, DocumentInfo, IngestProgress, IngestResult

if TYPE_CHECKING:
    from engine.embedding import Embedder
    from engine.ingest.ocr import PageOcr
    from engine.ingest.ocr_pool import OcrPool
    from engine.ingest.parse import ParseOptions
    from engine.llm.base import ChatModel, ModelStatus
    from engine.store.archive import ArchiveProgress, ArchiveResult
    from engine.store.consistency import ConsistencyReport
    from engine.store.library import Interrupted, Library

log = logging.getLogger(__name__)


class Engine:
    def __init__(
        self,
        config: EngineConfig | None = None,
        *,
        embedder: Embedder | None = None,
        chat_model: ChatModel | None = None,
    ) -> None:
        self.config = config or EngineConfig.from_env()
        self._embedder = embedder
        self._chat_model = chat_model
        self._library: Library | None = None
        self._ocr: PageOcr | None = None
        self._pool: OcrPool | None = None
        self._ocr_lock = threading.Lock()
        self._ingest_lock = threading.Lock()
        self._agent: Any = None
        self._interrupted: list[Interrupted] = []

    # ------------------------------------------------------------ lifecycle

    def open(self) -> Engine:
        """Open (or create) the library in the data dir. Raises DataDirBusy if another Shipmate
        process has it open. Purges anything a crash left half-ingested."""
        from engine.store.library import Library, embedded_stores

        if self._library is None:
            data_dir = Path(self.config.data_dir)
            library = Library(data_dir, embedded_stores(data_dir))
            self._interrupted = library.open()
            self._library = library
        return self

    def close(self) -> None:
        if self._pool is not None:
            self._pool.close()
            self._pool = None
        self._close_library()

    def _close_library(self) -> None:
        """Close the agent (its chat history lives in the data dir) and the stores."""
        if self._agent is not None:
            self._agent.close()
            self._agent = None
        if self._library is not None:
            self._library.close()
            self._library = None

    def __enter__(self) -> Engine:
        return self.open()

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def library(self) -> Library:
        if self._library is None:
            raise RuntimeError("Engine.open() has not been called")
        return self._library

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            from engine.embedding import shared_embedder

            self._embedder = shared_embedder()
        return self._embedder

    def warm_up(self) -> None:
        """Load the embedding model now rather than on the first question (seconds)."""
        warm = getattr(self.embedder, "warm_up", None)
        if warm is not None:
            warm()

    def _page_ocr(self) -> PageOcr | None:
        with self._ocr_lock:
            if self._ocr is None:
                try:
                    from engine.ingest.ocr import PageOcr

                    self._ocr = PageOcr()
                except Exception as exc:  # OCR missing must not stop text ingestion
                    log.warning("OCR unavailable: %s", exc)
                    return None
            return self._ocr

    def _ocr_pool(self) -> OcrPool | None:
        """One OCR engine per core, up to ``ocr_pool.MAX_ENGINES`` (scans are read that many pages
        at once); none on a single core, where the page reader itself does the OCR."""
        first = self._page_ocr()
        with self._ocr_lock:
            if first is None:
                return None
            from engine.ingest.ocr_pool import engine_count

            count = engine_count(os.cpu_count())
            if count < 2:
                return None
            if self._pool is None:
                from engine.ingest.ocr import PageOcr
                from engine.ingest.ocr_pool import OcrPool

                self._pool = OcrPool([first] + [PageOcr() for _ in range(count - 1)])
            return self._pool

    # ------------------------------------------------------------ library

    def ingest(
        self,
        paths: Sequence[Path | str],
        cancel: CancelToken | None = None,
        options: ParseOptions | None = None,
        read_figures: bool = True,
    ) -> Generator[IngestProgress, None, list[IngestResult]]:
        """Ingest files or folders. Yields progress; returns one result per file. With
        ``read_figures=False`` the raster figures' labels wait for ``finish_figures``."""
        from engine.ingest.parse import ParseOptions
        from engine.ingest.pipeline import IngestPipeline

        pipeline = IngestPipeline(
            self.library,
            self.embedder,
            self._page_ocr,
            options or ParseOptions(),
            max_pages=self.config.limits.max_pages,
            ocr_pool=self._ocr_pool,
        )
        with self._ingest_lock:  # one batch at a time writes to the stores
            results = yield from pipeline.run(paths, cancel, read_figures)
        if self._agent is not None:
            self._agent.library_changed()
        return results

    def finish_figures(
        self, cancel: CancelToken | None = None
    ) -> Generator[IngestProgress, None, int]:
        """Read the tags of raster figures still waiting for OCR (after an interrupted ingest)."""
        from engine.ingest.pipeline import IngestPipeline

        pipeline = IngestPipeline(
            self.library, self.embedder, self._page_ocr, ocr_pool=self._ocr_pool
        )
        with self._ingest_lock:
            count = yield from pipeline.read_pending_figures(cancel)
        if self._agent is not None and count:
            self._agent.library_changed()
        return count

    def pending_figures(self) -> int:
        return len(self.library.records.pending_diagrams())

    def documents(self) -> list[DocumentInfo]:
        return [d for d in self.library.documents() if d.status == "ready"]

    def document(self, doc_id: str) -> DocumentInfo | None:
        return self.library.records.document(doc_id)

    def interrupted(self) -> list[Interrupted]:
        """Files whose ingest was cut short last time (offer to add them again)."""
        return self.library.interrupted()

    def forget_interrupted(self, doc_id: str) -> None:
        """The user dismissed the offer to re-add an interrupted file."""
        self.library.forget_interrupted(doc_id)

    def configure_llm(self, host: str | None = None, model: str | None = None) -> None:
        """Point answers at another Ollama host or model (Settings) without reopening the library."""
        from dataclasses import replace

        from engine.config import normalise_host

        changes: dict[str, str] = {}
        if host:
            changes["ollama_host"] = normalise_host(host)
        if model:
            changes["model"] = model
        if not changes:
            return
        self.config = replace(self.config, **changes)  # type: ignore[arg-type]
        self._chat_model = None
        if self._agent is not None:
            self._agent.llm_settings_changed()

    def remove(self, doc_id: str) -> bool:
        """Remove a document from every store and delete its files. False if unknown."""
        if self.library.records.document(doc_id) is None:
            return False
        with self._ingest_lock:
            self.library.purge(doc_id)
        if self._agent is not None:
            self._agent.library_changed()
        return True

    def stats(self) -> dict[str, Any]:
        return self.library.stats()

    def check(self) -> ConsistencyReport:
        """Counts per document across every store, and where they disagree."""
        return self.library.check()

    def export_library(
        self, target: Path | str, cancel: CancelToken | None = None
    ) -> Generator[ArchiveProgress, None, ArchiveResult]:
        """Write the whole library to one archive file. The stores close for the copy (no
        ingest or removal meanwhile) and open again after it."""
        from engine.store.archive import write_archive

        library = self.library
        with self._ingest_lock:
            docs = [d for d in library.documents() if d.status == "ready"]
            with library.stores_at_rest():
                result = yield from write_archive(library.data_dir, Path(target), docs, cancel)
        return result

    def import_library(
        self, source: Path | str, cancel: CancelToken | None = None
    ) -> Generator[ArchiveProgress, None, ArchiveResult]:
        """Replace this engine's library with the one in an archive (all or nothing), then
        reopen. On an error the library is as it was and open again."""
        from engine.store.archive import import_archive

        with self._ingest_lock:
            self._close_library()
            try:
                result = yield from import_archive(Path(source), Path(self.config.data_dir), cancel)
            finally:
                self.open()
        return result

    # ------------------------------------------------------------ questions

    def chat_model(self) -> ChatModel:
        if self._chat_model is None:
            from engine.llm.ollama_client import OllamaChatModel

            limits = self.config.limits
            self._chat_model = OllamaChatModel(
                self.config.ollama_host,
                self.config.model,
                timeout_s=limits.ollama_timeout_s,
                connect_timeout_s=limits.ollama_connect_timeout_s,
                between_tokens_s=limits.ollama_between_tokens_s,
                deadline_s=limits.ollama_deadline_s,
            )
        return self._chat_model

    def llm_status(self) -> ModelStatus:
        """Is Ollama reachable and the model installed? (network call to the Ollama host only)"""
        return self.chat_model().status()

    def warm_up_model(self, keep_alive: str = "30m") -> ModelStatus:
        """Load the configured model into Ollama's memory now (app start, model changed), so the
        first question does not wait for the load. Returns the status; never raises."""
        from engine.llm.base import ModelStatus

        model = self.chat_model()
        status = model.status()
        if status.ready:
            try:
                model.warm_up(keep_alive)
            except LLMError as exc:
                return ModelStatus(True, True, status.models, status.supports_tools, str(exc))
        return status

    def model_choices(self) -> list[dict[str, Any]]:
        """Installed models with their size and the prompt/generation speed measured on this
        laptop (Settings → Model). Raises ``LLMError`` when Ollama cannot be asked."""
        model = self.chat_model()
        infos = model.model_infos() if hasattr(model, "model_infos") else []
        if not infos:
            from engine.llm.base import ModelInfo

            infos = [ModelInfo(name) for name in model.list_models()]
        from engine.llm.speed import SpeedBook

        book = self._agent.speeds if self._agent is not None else None
        speeds = (book or SpeedBook(Path(self.config.data_dir) / "model_speed.json")).all()
        out = []
        for info in infos:
            speed = speeds.get(info.name)
            out.append(
                {
                    "name": info.name,
                    "size_bytes": info.size_bytes,
                    "parameter_size": info.parameter_size,
                    "quantization": info.quantization,
                    "prompt_tps": round(speed.prompt_tps, 1) if speed else 0.0,
                    "output_tps": round(speed.output_tps, 1) if speed else 0.0,
                }
            )
        return out

    def configure_timeouts(self, **seconds: float) -> None:
        """Change the Ollama phase timeouts (Settings): any of ``ollama_connect_timeout_s``,
        ``ollama_timeout_s`` (first token), ``ollama_between_tokens_s``, ``ollama_deadline_s``."""
        from dataclasses import replace

        given = {k: float(v) for k, v in seconds.items() if v and float(v) > 0}
        if not given:
            return
        self.config = replace(self.config, limits=replace(self.config.limits, **given))
        self._chat_model = None
        if self._agent is not None:
            self._agent.llm_settings_changed()

    def ask(
        self,
        question: str,
        *,
        conversation_id: str | None = None,
        no_llm: bool | None = None,
        cancel: CancelToken | None = None,
    ) -> Generator[AgentEvent, None, Answer]:
        """Answer a question: yields steps (intent, tools, context, tokens) and returns the Answer."""
        agent = self._get_agent()
        use_llm = not (self.config.retrieval_only if no_llm is None else no_llm)
        answer = yield from agent.run(
            question, conversation_id=conversation_id, use_llm=use_llm, cancel=cancel
        )
        return answer

    def _get_agent(self) -> Any:
        if self._agent is None:
            from engine.agent.loop import Agent

            self._agent = Agent(self.library, self.embedder, self.chat_model, self.config)
        return self._agent

    def conversations(self) -> list[dict[str, Any]]:
        return self._get_agent().history.conversations()

    def conversation(self, conversation_id: str) -> list[dict[str, Any]]:
        return self._get_agent().history.messages(conversation_id)

    def new_conversation(self, title: str = "") -> str:
        return self._get_agent().history.new_conversation(title)
