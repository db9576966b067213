"""Ingest a batch of PDFs into the library: validate, parse, embed, store, mark ready.

One bad file never stops the batch; the same bytes are never ingested twice; scanned documents
(slow OCR) go last so the text-layer manuals of a batch are ready first.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from engine.cancel import CancelToken
from engine.errors import BadDocument, Cancelled
from engine.index_text.diagrams import diagram_text
from engine.index_text.drawing_regions import region_items
from engine.index_text.sections import embedding_text, heading_paths
from engine.index_text.tables import chunk_metadata
from engine.ingest.figure_pass import FigurePass
from engine.ingest.parse import ParsedDocument, ParseOptions, parse_document
from engine.ingest.pdf_open import file_doc_id, open_pdf, unreadable_pages
from engine.store.base import GraphDocument, KeywordRow, VectorRow
from engine.store.library import Library, StoredDocument
from engine.types import DocumentInfo, IngestProgress, IngestResult

if TYPE_CHECKING:
    from engine.embedding import Embedder
    from engine.ingest.ocr import PageOcr
    from engine.ingest.ocr_pool import OcrPool

log = logging.getLogger(__name__)
EMBED_STEP = 64  # texts per progress update while embedding


@dataclass(frozen=True)
class _Job:
    index: int
    path: Path


def expand_paths(paths: Sequence[Path | str]) -> list[Path]:
    """Files as given, folders searched recursively for PDFs (sorted, hidden files skipped)."""
    out: list[Path] = []
    for raw in paths:
        path = Path(raw).expanduser()
        if path.is_dir():
            found = [
                p
                for p in path.rglob("*")
                if p.is_file() and p.suffix.lower() == ".pdf" and not p.name.startswith(".")
            ]
            out.extend(sorted(found))
        else:
            out.append(path)
    return out


class IngestPipeline:
    def __init__(
        self,
        library: Library,
        embedder: Embedder,
        ocr: Callable[[], PageOcr | None],
        options: ParseOptions | None = None,
        max_pages: int = 5000,
        ocr_pool: Callable[[], OcrPool | None] | None = None,
    ) -> None:
        self._library = library
        self._embedder = embedder
        self._ocr = ocr
        self._options = options or ParseOptions()
        self._max_pages = max_pages
        self._ocr_pool = ocr_pool or (lambda: None)

    def run(
        self,
        paths: Sequence[Path | str],
        cancel: CancelToken | None = None,
        read_figures: bool = True,
    ) -> Generator[IngestProgress, None, list[IngestResult]]:
        """Ingest ``paths`` one by one; then, unless ``read_figures`` is False (a caller that
        reads the waiting figures later, e.g. after a whole shelf of manuals), OCR the raster
        figures the batch left waiting."""
        cancel = cancel or CancelToken()
        files = expand_paths(paths)
        jobs = _scans_last([_Job(i, p) for i, p in enumerate(files)])
        results: dict[int, IngestResult] = {}
        seen: set[str] = set()
        for position, job in enumerate(jobs):
            name = job.path.name
            yield IngestProgress(name, "queued", 0, 0, "waiting", position, len(jobs))
            try:
                cancel.raise_if_cancelled()
                result = yield from self._one(job.path, position, len(jobs), seen, cancel)
            except Cancelled:
                result = IngestResult(str(job.path), "", "failed", error="cancelled")
                results[job.index] = result
                yield IngestProgress(name, "done", 0, 0, "cancelled", position, len(jobs), result)
                break
            results[job.index] = result
            message = result.error if result.status == "failed" else result.status
            yield IngestProgress(name, "done", 1, 1, message, position, len(jobs), result)
        else:
            if read_figures:
                # Every document of the batch is searchable now; read the raster figures' tags.
                yield from self.read_pending_figures(cancel)
        return [results[i] for i in sorted(results)]

    def read_pending_figures(
        self, cancel: CancelToken | None = None
    ) -> Generator[IngestProgress, None, int]:
        """OCR the labels of raster figures marked ``ocr_pending`` and update every store
        (``engine.ingest.figure_pass``); returns how many were read."""
        ocr = self._ocr() if self._options.ocr else None
        if ocr is None:
            return 0
        figures = FigurePass(
            self._library, self._embedder, ocr, self._options.chunk_plan, self._ocr_pool()
        )
        return (yield from figures.run(cancel))

    def _one(
        self, path: Path, position: int, count: int, seen: set[str], cancel: CancelToken
    ) -> Generator[IngestProgress, None, IngestResult]:
        started = time.perf_counter()
        name = path.name

        def progress(
            stage: str, done: int = 0, total: int = 0, message: str = ""
        ) -> IngestProgress:
            return IngestProgress(name, stage, done, total, message, position, count)

        if not path.exists():
            return IngestResult(str(path), "", "failed", error="file not found")
        if not path.is_file():
            return IngestResult(str(path), "", "failed", error="not a file")
        yield progress("open", message="checking file")
        try:
            doc_id = file_doc_id(path)
        except OSError as exc:
            return IngestResult(str(path), "", "failed", error=f"cannot read the file: {exc}")
        existing = self._library.records.document(doc_id)
        if doc_id in seen or (existing is not None and existing.status == "ready"):
            return _skipped(path, doc_id, existing)
        seen.add(doc_id)
        try:
            pdf = open_pdf(path)
        except BadDocument as exc:
            return IngestResult(str(path), doc_id, "failed", error=str(exc))
        try:
            if pdf.page_count > self._max_pages:
                return IngestResult(
                    str(path),
                    doc_id,
                    "failed",
                    pages=pdf.page_count,
                    error=f"too many pages ({pdf.page_count}; the limit is {self._max_pages})",
                )
            info = DocumentInfo(
                doc_id=doc_id,
                file=name,
                title=name,
                pages=pdf.page_count,
                status="ingesting",
                source_path=str(path.resolve()),
                added_at=time.time(),
                unreadable_pages=unreadable_pages(pdf),
            )
            if info.unreadable_pages:
                log.warning("%s: %d pages unreadable", name, len(info.unreadable_pages))
            self._library.begin(info)
            try:
                stored_path = self._library.assets.store_original(doc_id, path)
                info.stored_path = str(stored_path)
                parsed = yield from self._parse(pdf, info, progress, cancel)
                vectors = yield from self._embed(parsed, progress, cancel)
                yield progress("store", message="saving")
                t0 = time.perf_counter()
                _fill_info(info, parsed)
                self._library.commit(_stored(info, parsed, vectors))
                parsed.stage_seconds["store"] = time.perf_counter() - t0
            except Cancelled:
                self._library.purge(doc_id)
                raise
            except Exception as exc:  # a bug or an odd file must not stop the batch
                log.exception("ingest of %s failed", path)
                self._library.purge(doc_id)
                return IngestResult(
                    str(path),
                    doc_id,
                    "failed",
                    pages=pdf.page_count,
                    error=f"could not be read: {type(exc).__name__}: {exc}"[:300],
                    seconds=time.perf_counter() - started,
                )
        finally:
            pdf.close()
        return _result(
            path,
            info,
            "ready",
            seconds=time.perf_counter() - started,
            stage_seconds=dict(parsed.stage_seconds),
        )

    def _parse(self, pdf, info, progress, cancel):  # type: ignore[no-untyped-def]
        from engine.embedding import count_pieces_batch

        steps = parse_document(
            pdf,
            info.doc_id,
            info.file,
            self._library.assets,
            count_pieces_batch,
            self._ocr() if self._options.ocr else None,
            self._options,
            self._ocr_pool() if self._options.ocr else None,
        )
        while True:
            try:
                stage, done, total, message = next(steps)
            except StopIteration as stop:
                parsed: ParsedDocument = stop.value
                return parsed
            cancel.raise_if_cancelled()
            yield progress(stage, done, total, message)

    def _embed(self, parsed, progress, cancel):  # type: ignore[no-untyped-def]
        paths = heading_paths(parsed.sections)
        items: list[tuple[str, str, str, dict]] = []  # (collection, id, text, metadata)
        for c in parsed.chunks:
            items.append(
                (
                    "text_chunks",
                    c.chunk_id,
                    embedding_text(paths[c.section_id], c.text),
                    {
                        "doc_id": c.doc_id,
                        "section_id": c.section_id,
                        "chunk_index": c.chunk_index,
                        "page": c.page,
                    },
                )
            )
        for c in parsed.table_chunks:
            items.append(
                (
                    "tables",
                    c.chunk_id,
                    c.text,
                    chunk_metadata(c),
                )
            )
        for d in parsed.diagrams:
            items.append(
                (
                    "schemas",
                    d.schema_id,
                    diagram_text(d),
                    {"doc_id": d.doc_id, "schema_id": d.schema_id, "page": d.page},
                )
            )
            # a big drawing's neighbourhoods of labels, each searchable on its own
            items.extend(("schemas", rid, text, meta) for rid, text, meta in region_items(d))
        started = time.perf_counter()
        vectors: dict[str, list[VectorRow]] = {"text_chunks": [], "tables": [], "schemas": []}
        total = len(items)
        for start in range(0, total, EMBED_STEP):
            cancel.raise_if_cancelled()
            yield progress("embed", start, total, f"embedding {start}/{total}")
            part = items[start : start + EMBED_STEP]
            encoded = self._embedder.encode([text for _, _, text, _ in part])
            for (collection, item_id, text, meta), vec in zip(part, encoded, strict=True):
                vectors[collection].append(VectorRow(item_id, vec.tolist(), text, meta))
        parsed.stage_seconds["embed"] = time.perf_counter() - started
        yield progress("embed", total, total, "embedded")
        return vectors


def _fill_info(info: DocumentInfo, parsed: ParsedDocument) -> None:
    info.title = parsed.title
    info.sections = len(parsed.sections)
    info.text_chunks = len(parsed.chunks)
    info.tables = len(parsed.tables)
    info.diagrams = len(parsed.diagrams)
    info.entities = len(parsed.entities)
    info.ocr_pages = len(parsed.ocr_pages)
    info.garbage_pages = parsed.garbage_pages
    info.rotated_pages = parsed.rotated_pages


def _stored(info: DocumentInfo, parsed: ParsedDocument, vectors) -> StoredDocument:  # type: ignore[no-untyped-def]
    paths = heading_paths(parsed.sections)
    keywords: list[KeywordRow] = []
    for c in parsed.chunks:
        text = embedding_text(paths[c.section_id], c.text)
        keywords.append(KeywordRow("text", c.chunk_id, c.doc_id, text))
    for c in parsed.table_chunks:
        keywords.append(KeywordRow("table", c.chunk_id, c.doc_id, c.text))
    for d in parsed.diagrams:
        keywords.append(KeywordRow("diagram", d.schema_id, d.doc_id, diagram_text(d)))
        for rid, text, _ in region_items(d):
            keywords.append(KeywordRow("diagram", rid, d.doc_id, text))
    graph = GraphDocument(
        document=info,
        sections=parsed.sections,
        tables=parsed.tables,
        diagrams=parsed.diagrams,
        entities=parsed.entities,
        mentions=parsed.mentions,
    )
    return StoredDocument(
        info=info,
        sections=parsed.sections,
        chunks=parsed.chunks,
        tables=parsed.tables,
        table_chunks=parsed.table_chunks,
        diagrams=parsed.diagrams,
        graph=graph,
        vectors=vectors,
        keywords=keywords,
    )


def _skipped(path: Path, doc_id: str, existing: DocumentInfo | None) -> IngestResult:
    if existing is None:
        return IngestResult(str(path), doc_id, "skipped", error="same file twice in this batch")
    return _result(path, existing, "skipped", error="already in the library")


def _result(
    path: Path,
    info: DocumentInfo,
    status: Literal["ready", "skipped"],
    seconds: float = 0.0,
    error: str = "",
    stage_seconds: dict[str, float] | None = None,
) -> IngestResult:
    """A file's result with the counts of the document it became (or already was)."""
    return IngestResult(
        path=str(path),
        doc_id=info.doc_id,
        status=status,
        pages=info.pages,
        sections=info.sections,
        text_chunks=info.text_chunks,
        tables=info.tables,
        diagrams=info.diagrams,
        entities=info.entities,
        ocr_pages=info.ocr_pages,
        unreadable_pages=len(info.unreadable_pages),
        rotated_pages=len(info.rotated_pages),
        seconds=seconds,
        error=error,
        stage_seconds=stage_seconds or {},
    )


def _scans_last(jobs: list[_Job]) -> list[_Job]:
    """Text-layer documents first: a scanned manual needs minutes of OCR and would hold them up."""
    return sorted(jobs, key=lambda job: (_probably_scanned(job.path), job.index))


def _probably_scanned(path: Path) -> bool:
    try:
        if not path.is_file() or os.path.getsize(path) == 0:
            return False
        import pymupdf

        with pymupdf.open(path) as pdf:
            if pdf.needs_pass or pdf.page_count == 0:
                return False
            sample = range(0, pdf.page_count, max(1, pdf.page_count // 8))
            empty = sum(1 for i in sample if len(pdf[i].get_text("text").strip()) < 25)
            return empty > len(sample) / 2
    except Exception:
        return False
