"""The library catalogue (SQLite): documents with their status, and the full records of sections,
text chunks, tables and diagrams that answers quote and the viewer opens.

(~500 lines on purpose: the one SQLite schema and every read and write of it; split by record
type, the columns, migrations and row converters would be spread over files.)"""

from __future__ import annotations

import functools
import json
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import fields
from pathlib import Path
from typing import Any

from engine.types import (
    Diagram,
    DiagramLabel,
    DocumentInfo,
    ExtractedTable,
    PageRegion,
    Section,
    TableChunk,
    TextChunk,
)

SCHEMA = """
CREATE TABLE IF NOT EXISTS documents (
    doc_id TEXT PRIMARY KEY, file TEXT, title TEXT, pages INTEGER, status TEXT, error TEXT,
    sections INTEGER, text_chunks INTEGER, tables INTEGER, diagrams INTEGER, entities INTEGER,
    ocr_pages INTEGER, garbage_pages TEXT, stored_path TEXT, source_path TEXT, added_at REAL
);
CREATE TABLE IF NOT EXISTS sections (
    section_id TEXT PRIMARY KEY, doc_id TEXT, number TEXT, title TEXT, level INTEGER,
    parent_id TEXT, page_start INTEGER, page_end INTEGER, ord INTEGER, text TEXT
);
CREATE INDEX IF NOT EXISTS sections_doc ON sections(doc_id, ord);
CREATE INDEX IF NOT EXISTS sections_number ON sections(number);
CREATE TABLE IF NOT EXISTS chunks (
    chunk_id TEXT PRIMARY KEY, doc_id TEXT, section_id TEXT, chunk_index INTEGER, text TEXT,
    char_start INTEGER, char_end INTEGER, page INTEGER, regions TEXT
);
CREATE INDEX IF NOT EXISTS chunks_section ON chunks(section_id, chunk_index);
CREATE INDEX IF NOT EXISTS chunks_doc ON chunks(doc_id);
CREATE TABLE IF NOT EXISTS tables (
    table_id TEXT PRIMARY KEY, doc_id TEXT, section_id TEXT, pages TEXT, bbox TEXT, caption TEXT,
    header TEXT, rows TEXT, regions TEXT, csv_path TEXT
);
CREATE INDEX IF NOT EXISTS tables_doc ON tables(doc_id);
CREATE INDEX IF NOT EXISTS tables_section ON tables(section_id);
CREATE TABLE IF NOT EXISTS table_chunks (
    chunk_id TEXT PRIMARY KEY, table_id TEXT, doc_id TEXT, text TEXT, row_start INTEGER,
    row_end INTEGER, pages TEXT
);
CREATE INDEX IF NOT EXISTS table_chunks_doc ON table_chunks(doc_id);
CREATE TABLE IF NOT EXISTS diagrams (
    schema_id TEXT PRIMARY KEY, doc_id TEXT, section_id TEXT, page INTEGER, bbox TEXT,
    caption TEXT, context TEXT, labels TEXT, kind TEXT, image_path TEXT, thumb_path TEXT,
    ocr_pending INTEGER DEFAULT 0
);
CREATE INDEX IF NOT EXISTS diagrams_doc ON diagrams(doc_id);
CREATE INDEX IF NOT EXISTS diagrams_section ON diagrams(section_id);
CREATE TABLE IF NOT EXISTS pending_removals (doc_id TEXT PRIMARY KEY, at REAL);
"""

CONTENT_TABLES = ("sections", "chunks", "tables", "table_chunks", "diagrams")


# Columns added after the first release: (table, column, type and default).
_ADDED_COLUMNS = (
    ("diagrams", "ocr_pending", "INTEGER DEFAULT 0"),
    ("documents", "unreadable_pages", "TEXT DEFAULT '[]'"),
    ("documents", "rotated_pages", "TEXT DEFAULT '[]'"),
    ("tables", "source", "TEXT DEFAULT 'vector'"),
    ("tables", "confidence", "REAL DEFAULT 1.0"),
)
_LIST_FIELDS = ("garbage_pages", "unreadable_pages", "rotated_pages")


def _migrate(db: sqlite3.Connection) -> None:
    """Bring a library made by an earlier Shipmate up to the current columns."""
    for table, column, kind in _ADDED_COLUMNS:
        columns = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
        if column not in columns:
            db.execute(f"ALTER TABLE {table} ADD COLUMN {column} {kind}")


class SqliteRecordStore:
    """File paths (PDF copy, CSVs, PNGs) are stored relative to the data dir and returned
    absolute, so a library folder that is moved or copied keeps its citations working."""

    def __init__(self, path: Path, root: Path | None = None) -> None:
        self._path = path
        self._root = root or path.parent
        self._lock = threading.RLock()
        self._db: sqlite3.Connection | None = None
        # Each document's outline (sections without their text), read once: a chapter lookup
        # reads the outline of every manual, 19,000 sections at 20,000 pages (0.64 s a
        # question from SQLite; sections only change when a document's content is written
        # or removed, which clears its entry).
        self._outlines: dict[str, tuple[Section, ...]] = {}

    def open(self) -> None:
        db = sqlite3.connect(self._path, check_same_thread=False, isolation_level=None)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        db.executescript(SCHEMA)
        _migrate(db)
        self._db = db

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        assert self._db is not None, "record store not open"
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def _query(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        assert self._db is not None, "record store not open"
        with self._lock:
            cur = self._db.execute(sql, params)
            cur.row_factory = sqlite3.Row  # type: ignore[assignment]
            return cur.fetchall()

    def _rel(self, path: str) -> str:
        if not path:
            return ""
        try:
            return Path(path).resolve().relative_to(self._root.resolve()).as_posix()
        except ValueError:
            return path  # outside the data dir: keep as given

    def _abs(self, path: str | None) -> str:
        if not path:
            return ""
        return path if Path(path).is_absolute() else str(self._root / path)

    # ------------------------------------------------------------ documents

    def upsert_document(self, info: DocumentInfo) -> None:
        names = [f.name for f in fields(DocumentInfo)]
        values = [getattr(info, n) for n in names]
        for name in _LIST_FIELDS:
            values[names.index(name)] = json.dumps(getattr(info, name))
        values[names.index("stored_path")] = self._rel(info.stored_path)
        placeholders = ",".join("?" for _ in names)
        with self._tx() as db:
            db.execute(
                f"INSERT OR REPLACE INTO documents ({','.join(names)}) VALUES ({placeholders})",
                values,
            )

    def set_status(self, doc_id: str, status: str, error: str = "") -> None:
        with self._tx() as db:
            db.execute(
                "UPDATE documents SET status=?, error=? WHERE doc_id=?", (status, error, doc_id)
            )

    def document(self, doc_id: str) -> DocumentInfo | None:
        rows = self._query("SELECT * FROM documents WHERE doc_id=?", (doc_id,))
        return self._doc(rows[0]) if rows else None

    def documents(self) -> list[DocumentInfo]:
        rows = self._query("SELECT * FROM documents ORDER BY added_at, file")
        return [self._doc(r) for r in rows]

    # ------------------------------------------------------------ content

    def add_content(
        self,
        doc_id: str,
        sections: Sequence[Section],
        chunks: Sequence[TextChunk],
        tables: Sequence[ExtractedTable],
        table_chunks: Sequence[TableChunk],
        diagrams: Sequence[Diagram],
    ) -> None:
        with self._tx() as db:
            self._forget_outline(doc_id)  # under the store's lock until the commit
            db.executemany(
                "INSERT INTO sections VALUES (?,?,?,?,?,?,?,?,?,?)",
                [
                    (
                        s.section_id,
                        doc_id,
                        s.number,
                        s.title,
                        s.level,
                        s.parent_id,
                        s.page_start,
                        s.page_end,
                        s.order,
                        s.text,
                    )
                    for s in sections
                ],
            )
            db.executemany(
                "INSERT INTO chunks VALUES (?,?,?,?,?,?,?,?,?)",
                [
                    (
                        c.chunk_id,
                        doc_id,
                        c.section_id,
                        c.chunk_index,
                        c.text,
                        c.char_start,
                        c.char_end,
                        c.page,
                        _regions_json(c.regions),
                    )
                    for c in chunks
                ],
            )
            db.executemany(
                _TABLE_INSERT.format(verb="INSERT"), [self._table_row(t) for t in tables]
            )
            db.executemany(
                _CHUNK_INSERT.format(verb="INSERT"), [_table_chunk_row(c) for c in table_chunks]
            )
            db.executemany(
                "INSERT INTO diagrams VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                [
                    (
                        d.schema_id,
                        doc_id,
                        d.section_id,
                        d.page,
                        json.dumps(d.bbox),
                        d.caption,
                        d.context,
                        json.dumps([[lb.text, list(lb.bbox), lb.code] for lb in d.labels]),
                        d.kind,
                        self._rel(d.image_path),
                        self._rel(d.thumb_path),
                        int(d.ocr_pending),
                    )
                    for d in diagrams
                ],
            )

    def add_tables(
        self, doc_id: str, tables: Sequence[ExtractedTable], chunks: Sequence[TableChunk]
    ) -> None:
        """Tables found after the document was stored; replaces rows with the same ids, so a
        repeat after an interruption is harmless. The document's table count follows."""
        with self._tx() as db:
            verb = "INSERT OR REPLACE"
            db.executemany(_TABLE_INSERT.format(verb=verb), [self._table_row(t) for t in tables])
            db.executemany(_CHUNK_INSERT.format(verb=verb), [_table_chunk_row(c) for c in chunks])
            db.execute(
                "UPDATE documents SET tables = (SELECT COUNT(*) FROM tables WHERE doc_id = ?) "
                "WHERE doc_id = ?",
                (doc_id, doc_id),
            )

    def _table_row(self, t: ExtractedTable) -> tuple[Any, ...]:
        return (
            t.table_id,
            t.doc_id,
            t.section_id,
            json.dumps(t.pages),
            json.dumps(t.bbox),
            t.caption,
            json.dumps(t.header),
            json.dumps(t.rows),
            _regions_json(t.regions),
            self._rel(t.csv_path),
            t.source,
            t.confidence,
        )

    def delete_document(self, doc_id: str) -> None:
        with self._tx() as db:
            self._forget_outline(doc_id)  # under the store's lock until the commit
            for table in CONTENT_TABLES:
                db.execute(f"DELETE FROM {table} WHERE doc_id=?", (doc_id,))
            db.execute("DELETE FROM documents WHERE doc_id=?", (doc_id,))

    # ------------------------------------------------------------ removal journal

    def begin_removal(self, doc_id: str, when: float) -> None:
        """Journal a removal before any other store is touched; ``finish_removal`` clears it."""
        with self._tx() as db:
            db.execute("INSERT OR REPLACE INTO pending_removals VALUES (?, ?)", (doc_id, when))
            db.execute("UPDATE documents SET status='removing' WHERE doc_id=?", (doc_id,))

    def pending_removals(self) -> list[str]:
        return [r[0] for r in self._query("SELECT doc_id FROM pending_removals ORDER BY at")]

    def finish_removal(self, doc_id: str) -> None:
        """The last step of a removal: the records and the journal entry go in one transaction."""
        with self._tx() as db:
            self._forget_outline(doc_id)  # under the store's lock until the commit
            for table in CONTENT_TABLES:
                db.execute(f"DELETE FROM {table} WHERE doc_id=?", (doc_id,))
            db.execute("DELETE FROM documents WHERE doc_id=?", (doc_id,))
            db.execute("DELETE FROM pending_removals WHERE doc_id=?", (doc_id,))

    def content_doc_ids(self) -> set[str]:
        ids: set[str] = set()
        for table in CONTENT_TABLES:
            ids.update(r[0] for r in self._query(f"SELECT DISTINCT doc_id FROM {table}"))
        return ids

    def counts(self) -> dict[str, int]:
        return {t: self._query(f"SELECT COUNT(*) FROM {t}")[0][0] for t in CONTENT_TABLES}

    def counts_by_document(self) -> dict[str, dict[str, int]]:
        """{doc_id: {content table: rows}} for every document that has content."""
        out: dict[str, dict[str, int]] = {}
        for table in CONTENT_TABLES:
            for doc_id, n in self._query(f"SELECT doc_id, COUNT(*) FROM {table} GROUP BY doc_id"):
                out.setdefault(doc_id, {})[table] = n
        return out

    # ------------------------------------------------------------ reads used by retrieval

    def sections(self, section_ids: Sequence[str]) -> dict[str, Section]:
        rows = self._in("SELECT * FROM sections WHERE section_id IN ({})", section_ids)
        return {r["section_id"]: _section(r) for r in rows}

    def sections_of(self, doc_id: str) -> list[Section]:
        rows = self._query("SELECT * FROM sections WHERE doc_id=? ORDER BY ord", (doc_id,))
        return [_section(r) for r in rows]

    def outline(self, doc_id: str) -> tuple[Section, ...]:
        """The document's sections in order, without their text: kept in memory once read, the
        same tuple until the document's content changes (callers must not change its items)."""
        with self._lock:
            cached = self._outlines.get(doc_id)
            if cached is None:
                rows = self._query(
                    f"SELECT {_OUTLINE_COLUMNS} FROM sections WHERE doc_id=? ORDER BY ord",
                    (doc_id,),
                )
                cached = tuple(Section(*r) for r in rows)
                self._outlines[doc_id] = cached
            return cached

    def _forget_outline(self, doc_id: str) -> None:
        with self._lock:
            self._outlines.pop(doc_id, None)

    def sections_numbered(self, number: str, doc_ids: Sequence[str] | None = None) -> list[Section]:
        rows = self._query("SELECT * FROM sections WHERE number=? ORDER BY doc_id, ord", (number,))
        found = [_section(r) for r in rows]
        return [s for s in found if doc_ids is None or s.doc_id in doc_ids]

    def chunks(self, chunk_ids: Sequence[str]) -> dict[str, TextChunk]:
        rows = self._in("SELECT * FROM chunks WHERE chunk_id IN ({})", chunk_ids)
        return {r["chunk_id"]: _chunk(r) for r in rows}

    def chunks_of_section(self, section_id: str) -> list[TextChunk]:
        rows = self._query(
            "SELECT * FROM chunks WHERE section_id=? ORDER BY chunk_index", (section_id,)
        )
        return [_chunk(r) for r in rows]

    def chunks_of_doc(self, doc_id: str) -> list[TextChunk]:
        """The document's text chunks in page order."""
        rows = self._query(
            "SELECT * FROM chunks WHERE doc_id=? ORDER BY page, section_id, chunk_index", (doc_id,)
        )
        return [_chunk(r) for r in rows]

    def tables(self, table_ids: Sequence[str]) -> dict[str, ExtractedTable]:
        rows = self._in("SELECT * FROM tables WHERE table_id IN ({})", table_ids)
        return {r["table_id"]: self._tbl(r) for r in rows}

    def table_chunks(self, chunk_ids: Sequence[str]) -> dict[str, TableChunk]:
        rows = self._in("SELECT * FROM table_chunks WHERE chunk_id IN ({})", chunk_ids)
        return {r["chunk_id"]: _table_chunk(r) for r in rows}

    def table_chunks_of(self, table_ids: Sequence[str]) -> list[TableChunk]:
        rows = self._in("SELECT * FROM table_chunks WHERE table_id IN ({})", table_ids)
        return [_table_chunk(r) for r in rows]

    def diagrams(self, schema_ids: Sequence[str]) -> dict[str, Diagram]:
        rows = self._in("SELECT * FROM diagrams WHERE schema_id IN ({})", schema_ids)
        return {r["schema_id"]: self._dia(r) for r in rows}

    def pending_diagrams(self) -> list[Diagram]:
        """Diagrams of ready documents whose raster labels have not been read yet."""
        rows = self._query(
            "SELECT g.* FROM diagrams g JOIN documents d ON d.doc_id = g.doc_id "
            "WHERE g.ocr_pending = 1 AND d.status = 'ready' ORDER BY g.doc_id, g.page"
        )
        return [self._dia(r) for r in rows]

    def set_diagram_labels(self, schema_id: str, labels: Sequence[DiagramLabel]) -> None:
        with self._tx() as db:
            db.execute(
                "UPDATE diagrams SET labels = ?, ocr_pending = 0 WHERE schema_id = ?",
                (json.dumps([[lb.text, list(lb.bbox), lb.code] for lb in labels]), schema_id),
            )

    def diagrams_of(self, doc_id: str) -> list[Diagram]:
        rows = self._query("SELECT * FROM diagrams WHERE doc_id=? ORDER BY page", (doc_id,))
        return [self._dia(r) for r in rows]

    def tables_of(self, doc_id: str) -> list[ExtractedTable]:
        rows = self._query("SELECT * FROM tables WHERE doc_id=?", (doc_id,))
        return [self._tbl(r) for r in rows]

    def table_pages(self, doc_id: str) -> dict[str, list[int]]:
        """The pages of each table of a document, without reading the tables' rows."""
        rows = self._query("SELECT table_id, pages FROM tables WHERE doc_id=?", (doc_id,))
        return {r["table_id"]: json.loads(r["pages"] or "[]") for r in rows}

    def _doc(self, r: sqlite3.Row) -> DocumentInfo:
        doc = _document(r)
        doc.stored_path = self._abs(doc.stored_path)
        return doc

    def _tbl(self, r: sqlite3.Row) -> ExtractedTable:
        table = _table(r)
        table.csv_path = self._abs(table.csv_path)
        return table

    def _dia(self, r: sqlite3.Row) -> Diagram:
        diagram = _diagram(r)
        diagram.image_path = self._abs(diagram.image_path)
        diagram.thumb_path = self._abs(diagram.thumb_path)
        return diagram

    def _in(self, sql: str, ids: Sequence[str]) -> list[sqlite3.Row]:
        ids = list(dict.fromkeys(ids))
        if not ids:
            return []
        out: list[sqlite3.Row] = []
        for start in range(0, len(ids), 500):
            part = ids[start : start + 500]
            out.extend(self._query(sql.format(",".join("?" for _ in part)), part))
        return out


_TABLE_INSERT = (
    "{verb} INTO tables (table_id, doc_id, section_id, pages, bbox, caption, header, rows, "
    "regions, csv_path, source, confidence) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)"
)
_CHUNK_INSERT = "{verb} INTO table_chunks VALUES (?,?,?,?,?,?,?)"


def _table_chunk_row(c: TableChunk) -> tuple[Any, ...]:
    return (c.chunk_id, c.table_id, c.doc_id, c.text, c.row_start, c.row_end, json.dumps(c.pages))


def _regions_json(regions: Sequence[PageRegion]) -> str:
    """[page, box] per region, [page, box, start] for a text chunk's part after its first."""
    return json.dumps(
        [[r.page, list(r.bbox), r.start] if r.start else [r.page, list(r.bbox)] for r in regions]
    )


def _regions(text: str | None) -> list[PageRegion]:
    return [
        PageRegion(page=r[0], bbox=tuple(r[1]), start=r[2] if len(r) > 2 else 0)  # type: ignore[arg-type]
        for r in json.loads(text or "[]")
    ]


def _document(r: sqlite3.Row) -> DocumentInfo:
    data = dict(r)
    for name in _LIST_FIELDS:
        data[name] = json.loads(data.get(name) or "[]")
    data["error"] = data.get("error") or ""
    return DocumentInfo(**data)


# Section's fields in order, up to (not with) its text.
_OUTLINE_COLUMNS = "section_id, doc_id, number, title, level, parent_id, page_start, page_end, ord"


def _section(r: sqlite3.Row) -> Section:
    return Section(
        section_id=r["section_id"],
        doc_id=r["doc_id"],
        number=r["number"],
        title=r["title"],
        level=r["level"],
        parent_id=r["parent_id"],
        page_start=r["page_start"],
        page_end=r["page_end"],
        order=r["ord"],
        text=r["text"],
    )


def _chunk(r: sqlite3.Row) -> TextChunk:
    return TextChunk(
        chunk_id=r["chunk_id"],
        doc_id=r["doc_id"],
        section_id=r["section_id"],
        chunk_index=r["chunk_index"],
        text=r["text"],
        char_start=r["char_start"],
        char_end=r["char_end"],
        page=r["page"],
        regions=_regions(r["regions"]),
    )


def _table(r: sqlite3.Row) -> ExtractedTable:
    return ExtractedTable(
        table_id=r["table_id"],
        doc_id=r["doc_id"],
        section_id=r["section_id"],
        pages=json.loads(r["pages"]),
        bbox=tuple(json.loads(r["bbox"])),  # type: ignore[arg-type]
        caption=r["caption"],
        header=json.loads(r["header"]),
        rows=json.loads(r["rows"]),
        regions=_regions(r["regions"]),
        csv_path=r["csv_path"],
        source=r["source"] or "vector",
        confidence=r["confidence"] if r["confidence"] is not None else 1.0,
    )


def _table_chunk(r: sqlite3.Row) -> TableChunk:
    return TableChunk(
        chunk_id=r["chunk_id"],
        table_id=r["table_id"],
        doc_id=r["doc_id"],
        text=r["text"],
        row_start=r["row_start"],
        row_end=r["row_end"],
        pages=json.loads(r["pages"]),
    )


# Drawings whose labels are kept decoded, by their stored text (so never stale: labels read
# again are another text). A deck plan holds hundreds of labels, and every search that finds a
# drawing reads it again: decoding them was ~4 % of a question's CPU on the corpus library.
LABEL_TEXTS_KEPT = 256


@functools.lru_cache(maxsize=LABEL_TEXTS_KEPT)
def _labels(stored: str) -> tuple[DiagramLabel, ...]:
    return tuple(
        DiagramLabel(text=t, bbox=tuple(b), code=c)  # type: ignore[arg-type]
        for t, b, c in json.loads(stored or "[]")
    )


def _diagram(r: sqlite3.Row) -> Diagram:
    labels = list(_labels(r["labels"] or ""))  # a list of its own: ingest edits it in place
    return Diagram(
        schema_id=r["schema_id"],
        doc_id=r["doc_id"],
        section_id=r["section_id"],
        page=r["page"],
        bbox=tuple(json.loads(r["bbox"])),  # type: ignore[arg-type]
        caption=r["caption"],
        context=r["context"],
        labels=labels,
        kind=r["kind"],
        image_path=r["image_path"],
        thumb_path=r["thumb_path"],
        ocr_pending=bool(r["ocr_pending"]),
    )
