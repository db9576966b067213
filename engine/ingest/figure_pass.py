"""Reading the raster figures after the batch: their labels (OCR), and — when a picture's words
stand in rows and columns — the tables they hold. Every store is updated figure by figure, so
the manuals are searchable at once and an interruption loses at most one figure (the rest stay
``ocr_pending`` and are read next time)."""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

from engine.cancel import CancelToken
from engine.errors import Cancelled
from engine.index_text.diagrams import diagram_text
from engine.index_text.drawing_regions import region_items
from engine.ingest.chunking import ChunkPlan
from engine.store.base import KeywordRow, VectorRow
from engine.store.library import Library
from engine.types import Diagram, ExtractedTable, IngestProgress

if TYPE_CHECKING:
    from engine.embedding import Embedder
    from engine.ingest.ocr import OcrPage, PageOcr
    from engine.ingest.ocr_pool import OcrPool

log = logging.getLogger(__name__)

# Figures rendered and queued per OCR engine before the oldest is stored: keeps every engine
# busy while this thread stores (embedding a figure's items takes ~0.1 s, OCR ~0.5-1 s per
# figure here), and bounds memory to a few rendered pictures (<= 6 MP grey each) per engine.
FIGURES_AHEAD_PER_ENGINE = 2


class _Pending:
    """A queued recognition, read like ``PageOcr.read_region_oriented`` (raises its error)."""

    def __init__(self, future: Any) -> None:
        self._future = future

    def __call__(self) -> OcrPage:
        return self._future.result()

    def cancel(self) -> None:
        self._future.cancel()


class FigurePass:
    """Reads the waiting figures. With an OCR pool, several figures are recognised at once (one
    per core) while this thread renders the next ones and stores the finished ones in order."""

    def __init__(
        self,
        library: Library,
        embedder: Embedder,
        ocr: PageOcr,
        chunk_plan: ChunkPlan,
        pool: OcrPool | None = None,
    ) -> None:
        self._library = library
        self._embedder = embedder
        self._ocr = ocr
        self._chunk_plan = chunk_plan
        self._pool = pool if pool is not None and pool.size > 1 else None

    def run(self, cancel: CancelToken | None = None) -> Generator[IngestProgress, None, int]:
        """Read every pending figure, figure by figure (an interruption loses at most the
        figures being read); returns how many were read."""
        cancel = cancel or CancelToken()
        pending = self._library.records.pending_diagrams()
        if not pending:
            return 0
        import pymupdf

        docs = self._library.ready_documents()
        total = len(pending)
        done = 0
        open_pdfs: dict[str, pymupdf.Document] = {}
        # figures whose OCR has started, oldest first: (diagram, page, file name, reads)
        started: deque[tuple[Diagram, Any, str, list[Callable[[], OcrPage]] | None]] = deque()
        ahead = FIGURES_AHEAD_PER_ENGINE * self._pool.size if self._pool is not None else 0
        try:
            for diagram in pending:
                cancel.raise_if_cancelled()
                doc = docs.get(diagram.doc_id)
                if doc is None:
                    continue
                pdf = open_pdfs.get(diagram.doc_id)
                if pdf is None:
                    pdf = open_pdfs[diagram.doc_id] = pymupdf.open(doc.stored_path)
                page = pdf[diagram.page - 1]
                started.append((diagram, page, doc.file, self._start(page, diagram)))
                while len(started) > ahead:
                    yield self._progress(started[0], done, total)
                    self._finish(*started.popleft())
                    done += 1
            while started:
                cancel.raise_if_cancelled()
                yield self._progress(started[0], done, total)
                self._finish(*started.popleft())
                done += 1
        except Cancelled:
            pass  # the rest stay pending and are read next time
        finally:
            for _diagram, _page, _name, reads in started:
                for read in reads or []:
                    cancel_read = getattr(read, "cancel", None)
                    if cancel_read is not None:
                        cancel_read()
            for pdf in open_pdfs.values():
                pdf.close()
        yield IngestProgress("", "ocr", done, total, f"read {done} of {total} figures")
        return done

    def _start(self, page: Any, diagram: Diagram) -> list[Callable[[], OcrPage]] | None:
        """With a pool: render the figure's pictures here and queue their recognition."""
        if self._pool is None:
            return None
        from engine.ingest.figures import figure_clips
        from engine.ingest.ocr import OcrPage

        reads: list[Callable[[], OcrPage]] = []
        for clip in figure_clips(page, diagram):
            try:
                rendered = self._ocr.render_region(page, clip)
            except Exception:
                log.exception("rendering a figure on page %d failed", diagram.page)
                continue
            if rendered is None:
                reads.append(lambda: OcrPage([], 0))
            else:
                reads.append(_Pending(self._pool.submit_region(rendered)))
        return reads

    @staticmethod
    def _progress(item: tuple[Diagram, Any, str, Any], done: int, total: int) -> IngestProgress:
        diagram, _page, name, _reads = item
        return IngestProgress(
            name, "ocr", done, total, f"OCR figure {done + 1}/{total} (page {diagram.page})"
        )

    def _finish(
        self,
        diagram: Diagram,
        page: Any,
        _name: str,
        reads: list[Callable[[], OcrPage]] | None,
    ) -> None:
        started = time.perf_counter()
        self._update_figure(page, diagram, self._ocr, reads)
        log.info("figure %s read in %.2f s", diagram.schema_id, time.perf_counter() - started)

    def _update_figure(
        self,
        page: Any,
        diagram: Diagram,
        ocr: PageOcr,
        reads: list[Callable[[], OcrPage]] | None = None,
    ) -> None:
        from engine.ingest.figures import label_entities, read_figure

        lib = self._library
        reading = read_figure(page, diagram, ocr, lib.assets, reads)
        labels, entities, mentions = label_entities(diagram, reading.labels)
        if reading.tables:
            self._store_figure_tables(reading.tables)
        diagram.labels = labels
        diagram.ocr_pending = False
        meta = {"doc_id": diagram.doc_id, "schema_id": diagram.schema_id, "page": diagram.page}
        # the whole drawing, then (a big one) each neighbourhood of its labels
        items = [(diagram.schema_id, diagram_text(diagram), meta), *region_items(diagram)]
        vectors = self._embedder.encode([text for _, text, _ in items])
        lib.vectors.upsert(
            "schemas",
            [
                VectorRow(item_id, vec.tolist(), text, item_meta)
                for (item_id, text, item_meta), vec in zip(items, vectors, strict=True)
            ],
        )
        for item_id, text, _ in items:
            lib.keywords.replace(KeywordRow("diagram", item_id, diagram.doc_id, text))
        if mentions:
            lib.graph.add_mentions(entities, mentions)
        lib.records.set_diagram_labels(diagram.schema_id, labels)

    def _store_figure_tables(self, tables: list[ExtractedTable]) -> None:
        """A figure OCR read as a table becomes a table in every store (rows searchable, the
        viewer's grid with its picture, entity links), like a table found during parsing."""
        from engine.embedding import count_pieces_batch
        from engine.index_text.tables import chunk_metadata, table_chunks
        from engine.ingest.parse import table_entities

        lib = self._library
        doc_id = tables[0].doc_id
        chunks = [
            c
            for t in tables
            for c in table_chunks(
                t, lambda text: count_pieces_batch([text])[0], self._chunk_plan.table_pieces
            )
        ]
        vectors = self._embedder.encode([c.text for c in chunks]) if chunks else []
        lib.vectors.upsert(
            "tables",
            [
                VectorRow(
                    c.chunk_id,
                    vec.tolist(),
                    c.text,
                    chunk_metadata(c),
                )
                for c, vec in zip(chunks, vectors, strict=True)
            ],
        )
        for c in chunks:
            lib.keywords.replace(KeywordRow("table", c.chunk_id, c.doc_id, c.text))
        entities, mentions = table_entities(doc_id, tables)
        lib.graph.add_tables(tables, entities, mentions)
        lib.records.add_tables(doc_id, tables, chunks)
        log.info("figure read as %d table(s) on page %s", len(tables), tables[0].pages)
