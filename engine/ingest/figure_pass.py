"""Reading the raster figures after the batch: their labels (OCR), and — when a picture's words
stand in rows and columns — the tables they hold. Every store is updated figure by figure, so
the manuals are searchable at once and an interruption loses at most one figure (the rest stay
``ocr_pending`` and are read next time)."""

from __future__ import annotations

import logging
import time
from collections.abc import Generator
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
    from engine.ingest.ocr import PageOcr

log = logging.getLogger(__name__)


class FigurePass:
    def __init__(
        self, library: Library, embedder: Embedder, ocr: PageOcr, chunk_plan: ChunkPlan
    ) -> None:
        self._library = library
        self._embedder = embedder
        self._ocr = ocr
        self._chunk_plan = chunk_plan

    def run(self, cancel: CancelToken | None = None) -> Generator[IngestProgress, None, int]:
        """Read every pending figure, figure by figure (an interruption loses at most one);
        returns how many were read."""
        cancel = cancel or CancelToken()
        pending = self._library.records.pending_diagrams()
        if not pending:
            return 0
        ocr = self._ocr
        import pymupdf

        docs = self._library.ready_documents()
        total = len(pending)
        done = 0
        open_pdfs: dict[str, pymupdf.Document] = {}
        try:
            for diagram in pending:
                cancel.raise_if_cancelled()
                doc = docs.get(diagram.doc_id)
                if doc is None:
                    continue
                name = doc.file
                yield IngestProgress(
                    name, "ocr", done, total, f"OCR figure {done + 1}/{total} (page {diagram.page})"
                )
                pdf = open_pdfs.get(diagram.doc_id)
                if pdf is None:
                    pdf = open_pdfs[diagram.doc_id] = pymupdf.open(doc.stored_path)
                started = time.perf_counter()
                self._update_figure(pdf[diagram.page - 1], diagram, ocr)
                log.info(
                    "figure %s read in %.2f s", diagram.schema_id, time.perf_counter() - started
                )
                done += 1
        except Cancelled:
            pass  # the rest stay pending and are read next time
        finally:
            for pdf in open_pdfs.values():
                pdf.close()
        yield IngestProgress("", "ocr", done, total, f"read {done} of {total} figures")
        return done

    def _update_figure(self, page: Any, diagram: Diagram, ocr: PageOcr) -> None:
        from engine.ingest.figures import label_entities, read_figure

        lib = self._library
        reading = read_figure(page, diagram, ocr, lib.assets)
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
