"""All stores of one data dir, opened together and kept consistent.

A document is ``ingesting`` until every store holds it, then ``ready``. On open, anything that is
not ``ready`` (a crash or kill mid-ingest) is purged from every store, so nothing half-written is
ever served; the interrupted files are remembered so the app can offer to add them again.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.store.assets import AssetStore
from engine.store.base import (
    COLLECTIONS,
    GraphDocument,
    GraphStore,
    KeywordIndex,
    KeywordRow,
    VectorRow,
    VectorStore,
)
from engine.store.consistency import ConsistencyReport, check_library
from engine.store.graph import KuzuGraphStore
from engine.store.keyword import Fts5KeywordIndex
from engine.store.lock import DataDirLock
from engine.store.records import SqliteRecordStore
from engine.store.vectors import ChromaVectorStore
from engine.types import (
    Diagram,
    DocumentInfo,
    ExtractedTable,
    Section,
    TableChunk,
    TextChunk,
)

log = logging.getLogger(__name__)


@dataclass
class StoredDocument:
    """Everything one document puts into the stores."""

    info: DocumentInfo
    sections: list[Section]
    chunks: list[TextChunk]
    tables: list[ExtractedTable]
    table_chunks: list[TableChunk]
    diagrams: list[Diagram]
    graph: GraphDocument
    vectors: dict[str, list[VectorRow]]
    keywords: list[KeywordRow]


@dataclass(frozen=True)
class Interrupted:
    doc_id: str
    file: str
    source_path: str
    when: float


@dataclass(frozen=True)
class Stores:
    """The stores a library is made of. Built (cheaply, nothing opened) by a factory such as
    ``embedded_stores``; the library opens, checks and closes them together."""

    records: SqliteRecordStore
    keywords: KeywordIndex
    vectors: VectorStore
    graph: GraphStore
    assets: AssetStore


def embedded_stores(data_dir: Path) -> Stores:
    """The laptop's default set, all inside the data dir. A shared server (Chroma HttpClient, a
    Cypher graph database) would be another factory behind the same Protocols (DESIGN.md §7)."""
    return Stores(
        records=SqliteRecordStore(data_dir / "library.sqlite", root=data_dir),
        keywords=Fts5KeywordIndex(data_dir / "keyword.sqlite"),
        vectors=ChromaVectorStore(data_dir / "chroma"),
        graph=KuzuGraphStore(data_dir / "graph.kuzu"),
        assets=AssetStore(data_dir / "files"),
    )


class Library:
    """All stores of one data dir (given, e.g. ``embedded_stores(data_dir)``), kept consistent."""

    def __init__(self, data_dir: Path, stores: Stores) -> None:
        self.data_dir = data_dir
        self._lock = DataDirLock(data_dir)
        self.records = stores.records
        self.keywords = stores.keywords
        self.vectors = stores.vectors
        self.graph = stores.graph
        self.assets = stores.assets
        self._opened = False

    def open(self) -> list[Interrupted]:
        """Open every store (seconds at most) and purge whatever a crash left half-written."""
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self._lock.acquire()
        try:
            self.graph.open()
            self.records.open()
            self.keywords.open()
            self.vectors.open()
            self.assets.open()
            self._opened = True
            self._finish_removals()
            return self._purge_unfinished()
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        self._close_stores()
        self._lock.release()
        self._opened = False

    def _close_stores(self) -> None:
        for store in (self.vectors, self.keywords, self.records, self.graph):
            try:
                store.close()
            except Exception:  # closing must not hide the error that led here
                log.exception("closing %s failed", type(store).__name__)

    @contextmanager
    def stores_at_rest(self) -> Iterator[None]:
        """Close every store (keeping the data dir's lock) so its files can be copied as they
        are, and open them again afterwards. The caller keeps writers out meanwhile."""
        self._close_stores()
        try:
            yield
        finally:
            self.graph.open()
            self.records.open()
            self.keywords.open()
            self.vectors.open()

    # ------------------------------------------------------------ consistency

    def _finish_removals(self) -> None:
        """A removal that was cut short (kill -9, power cut) is finished before anything reads."""
        for doc_id in self.records.pending_removals():
            log.warning("finishing the interrupted removal of %s", doc_id)
            self.purge(doc_id)

    def _purge_unfinished(self) -> list[Interrupted]:
        ready = {d.doc_id for d in self.records.documents() if d.status == "ready"}
        unfinished = [d for d in self.records.documents() if d.status != "ready"]
        found = (
            self.records.content_doc_ids()
            | self.keywords.doc_ids()
            | self.graph.doc_ids()
            | self.assets.doc_ids()
        )
        found |= self.vectors.doc_ids(besides=found | ready)
        stale = (found - ready) | {d.doc_id for d in unfinished}
        interrupted = [
            Interrupted(d.doc_id, d.file, d.source_path, time.time())
            for d in unfinished
            if d.status == "ingesting"
        ]
        for doc_id in sorted(stale):
            log.warning("purging unfinished document %s", doc_id)
            self.purge(doc_id)
        if interrupted:
            self._remember_interrupted(interrupted)
        return interrupted

    def purge(self, doc_id: str) -> None:
        """Remove a document from every store. Safe to call for partial or absent documents.

        The removal is journalled in the records DB before any store is touched, and the journal
        entry goes with the catalogue row in the last step: if Shipmate dies half-way, the next
        ``open`` finds the entry and finishes the job (each step is safe to repeat)."""
        self.records.begin_removal(doc_id, time.time())
        for name, store in (
            ("graph", self.graph),
            ("vectors", self.vectors),
            ("keywords", self.keywords),
            ("files", self.assets),
        ):
            log.info("removing %s: %s", doc_id, name)
            store.delete_document(doc_id)
        log.info("removing %s: records", doc_id)
        self.records.finish_removal(doc_id)
        log.info("removed %s", doc_id)

    def _remember_interrupted(self, items: list[Interrupted]) -> None:
        with closing(sqlite3.connect(self.data_dir / "library.sqlite")) as db, db:
            db.execute(
                "CREATE TABLE IF NOT EXISTS interrupted "
                "(doc_id TEXT PRIMARY KEY, file TEXT, source_path TEXT, at REAL)"
            )
            db.executemany(
                "INSERT OR REPLACE INTO interrupted VALUES (?,?,?,?)",
                [(i.doc_id, i.file, i.source_path, i.when) for i in items],
            )

    def interrupted(self) -> list[Interrupted]:
        with closing(sqlite3.connect(self.data_dir / "library.sqlite")) as db, db:
            db.execute(
                "CREATE TABLE IF NOT EXISTS interrupted "
                "(doc_id TEXT PRIMARY KEY, file TEXT, source_path TEXT, at REAL)"
            )
            rows = db.execute("SELECT doc_id, file, source_path, at FROM interrupted").fetchall()
        return [Interrupted(*r) for r in rows]

    def forget_interrupted(self, doc_id: str) -> None:
        with closing(sqlite3.connect(self.data_dir / "library.sqlite")) as db, db:
            db.execute(
                "CREATE TABLE IF NOT EXISTS interrupted "
                "(doc_id TEXT PRIMARY KEY, file TEXT, source_path TEXT, at REAL)"
            )
            db.execute("DELETE FROM interrupted WHERE doc_id=?", (doc_id,))

    # ------------------------------------------------------------ writes

    def begin(self, info: DocumentInfo) -> None:
        """Record the document as ``ingesting`` before anything else is written for it."""
        info.status = "ingesting"
        self.records.upsert_document(info)

    def commit(self, doc: StoredDocument) -> None:
        """Write a parsed document to every store, then mark it ``ready``."""
        doc_id = doc.info.doc_id
        self.records.add_content(
            doc_id, doc.sections, doc.chunks, doc.tables, doc.table_chunks, doc.diagrams
        )
        self.keywords.add(doc.keywords)
        for collection in COLLECTIONS:
            self.vectors.add(collection, doc.vectors.get(collection, []))
        self.graph.add_document(doc.graph)
        doc.info.status = "ready"
        self.records.upsert_document(doc.info)
        self.forget_interrupted(doc_id)

    # ------------------------------------------------------------ reads

    def documents(self) -> list[DocumentInfo]:
        return self.records.documents()

    def ready_documents(self) -> dict[str, DocumentInfo]:
        return {d.doc_id: d for d in self.records.documents() if d.status == "ready"}

    def check(self) -> ConsistencyReport:
        """Counts per document across records, vectors, keyword index and graph (reads only)."""
        return check_library(self)

    def stats(self) -> dict[str, Any]:
        docs = self.records.documents()
        ready = [d for d in docs if d.status == "ready"]
        return {
            "documents": len(ready),
            "pages": sum(d.pages for d in ready),
            "records": self.records.counts(),
            "vectors": {c: self.vectors.count(c) for c in COLLECTIONS},
            "keyword_passages": self.keywords.count(),
            "graph": self.graph.counts(),
            "asset_bytes": self.assets.size_bytes(),
        }
