"""The equipment graph (embedded Kùzu): documents, sections, tables, diagrams and the equipment
they describe, mention or depict.

Every query is a fixed Cypher text with parameters: nothing a user or model types is ever run as
Cypher. Kùzu allows one read-write process per database; a second one gets ``DataDirBusy``.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from engine.errors import DataDirBusy
from engine.store.base import EntitySource, GraphDocument
from engine.types import Entity, EntityMention, ExtractedTable

SCHEMA = [
    "CREATE NODE TABLE IF NOT EXISTS Document(id STRING, title STRING, file STRING, "
    "pages INT64, PRIMARY KEY(id))",
    "CREATE NODE TABLE IF NOT EXISTS Section(id STRING, doc_id STRING, number STRING, "
    "title STRING, level INT64, page_start INT64, page_end INT64, ord INT64, PRIMARY KEY(id))",
    "CREATE NODE TABLE IF NOT EXISTS `Table`(id STRING, doc_id STRING, caption STRING, "
    "page INT64, pages STRING, PRIMARY KEY(id))",
    "CREATE NODE TABLE IF NOT EXISTS `Schema`(id STRING, doc_id STRING, caption STRING, "
    "page INT64, bbox STRING, PRIMARY KEY(id))",
    "CREATE NODE TABLE IF NOT EXISTS Entity(id STRING, name STRING, etype STRING, PRIMARY KEY(id))",
    "CREATE REL TABLE IF NOT EXISTS HAS_SECTION(FROM Document TO Section)",
    "CREATE REL TABLE IF NOT EXISTS PARENT(FROM Section TO Section)",
    "CREATE REL TABLE IF NOT EXISTS CONTAINS_TABLE(FROM Section TO `Table`)",
    "CREATE REL TABLE IF NOT EXISTS CONTAINS_SCHEMA(FROM Section TO `Schema`)",
    "CREATE REL TABLE IF NOT EXISTS DESCRIBES(FROM Section TO Entity, count INT64)",
    "CREATE REL TABLE IF NOT EXISTS MENTIONS(FROM `Table` TO Entity, count INT64)",
    "CREATE REL TABLE IF NOT EXISTS DEPICTS(FROM `Schema` TO Entity, count INT64, "
    "x0 DOUBLE, y0 DOUBLE, x1 DOUBLE, y1 DOUBLE)",
]
BATCH = 2000
_LINKS = (("Section", "DESCRIBES"), ("`Table`", "MENTIONS"), ("`Schema`", "DEPICTS"))


class KuzuGraphStore:
    def __init__(self, path: Path) -> None:
        self._path = path
        self._lock = threading.RLock()
        self._db: Any = None
        self._conn: Any = None

    def open(self) -> None:
        import kuzu

        try:
            self._db = kuzu.Database(str(self._path))
        except RuntimeError as exc:
            if "lock" in str(exc).lower():
                raise DataDirBusy(self._path.parent) from exc
            raise
        self._conn = kuzu.Connection(self._db)
        for statement in SCHEMA:
            self._conn.execute(statement)

    def close(self) -> None:
        with self._lock:
            self._conn = None
            if self._db is not None:
                self._db.close()
            self._db = None

    def _run(self, query: str, params: dict[str, Any] | None = None) -> list[list[Any]]:
        with self._lock:
            result = self._conn.execute(query, params or {})
            return result.get_all() if result.has_next() else []

    def _unwind(self, query: str, rows: list[dict[str, Any]]) -> None:
        for start in range(0, len(rows), BATCH):
            self._run(query, {"rows": rows[start : start + BATCH]})

    # ------------------------------------------------------------ writes

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        """All or nothing: a crash or error half way leaves the graph as it was."""
        with self._lock:
            self._run("BEGIN TRANSACTION")
            try:
                yield
            except BaseException:
                self._run("ROLLBACK")
                raise
            self._run("COMMIT")

    def add_document(self, graph: GraphDocument) -> None:
        with self._transaction():
            self._write(graph)

    def _write(self, graph: GraphDocument) -> None:
        info = graph.document
        doc_id = info.doc_id
        self._run(
            "CREATE (:Document {id: $id, title: $title, file: $file, pages: $pages})",
            {"id": doc_id, "title": info.title, "file": info.file, "pages": info.pages},
        )
        self._unwind(
            "UNWIND $rows AS r CREATE (:Section {id: r.id, doc_id: r.doc_id, number: r.number, "
            "title: r.title, level: r.level, page_start: r.page_start, page_end: r.page_end, "
            "ord: r.ord})",
            [
                {
                    "id": s.section_id,
                    "doc_id": doc_id,
                    "number": s.number,
                    "title": s.title,
                    "level": s.level,
                    "page_start": s.page_start,
                    "page_end": s.page_end,
                    "ord": s.order,
                }
                for s in graph.sections
            ],
        )
        self._unwind(
            "UNWIND $rows AS r MATCH (d:Document {id: r.doc}), (s:Section {id: r.sid}) "
            "CREATE (d)-[:HAS_SECTION]->(s)",
            [{"doc": doc_id, "sid": s.section_id} for s in graph.sections],
        )
        self._unwind(
            "UNWIND $rows AS r MATCH (c:Section {id: r.c}), (p:Section {id: r.p}) "
            "CREATE (c)-[:PARENT]->(p)",
            [{"c": s.section_id, "p": s.parent_id} for s in graph.sections if s.parent_id],
        )
        self._unwind(
            "UNWIND $rows AS r CREATE (:`Table` {id: r.id, doc_id: r.doc_id, caption: r.caption, "
            "page: r.page, pages: r.pages})",
            [
                {
                    "id": t.table_id,
                    "doc_id": doc_id,
                    "caption": t.caption,
                    "page": t.pages[0],
                    "pages": json.dumps(t.pages),
                }
                for t in graph.tables
            ],
        )
        self._unwind(
            "UNWIND $rows AS r MATCH (s:Section {id: r.sid}), (t:`Table` {id: r.tid}) "
            "CREATE (s)-[:CONTAINS_TABLE]->(t)",
            [{"sid": t.section_id, "tid": t.table_id} for t in graph.tables if t.section_id],
        )
        self._unwind(
            "UNWIND $rows AS r CREATE (:`Schema` {id: r.id, doc_id: r.doc_id, caption: r.caption, "
            "page: r.page, bbox: r.bbox})",
            [
                {
                    "id": d.schema_id,
                    "doc_id": doc_id,
                    "caption": d.caption,
                    "page": d.page,
                    "bbox": json.dumps(d.bbox),
                }
                for d in graph.diagrams
            ],
        )
        self._unwind(
            "UNWIND $rows AS r MATCH (s:Section {id: r.sid}), (g:`Schema` {id: r.gid}) "
            "CREATE (s)-[:CONTAINS_SCHEMA]->(g)",
            [{"sid": d.section_id, "gid": d.schema_id} for d in graph.diagrams if d.section_id],
        )
        self._write_entities(graph.entities, graph.mentions)

    def add_tables(
        self,
        tables: Sequence[ExtractedTable],
        entities: Sequence[Entity],
        mentions: Sequence[EntityMention],
    ) -> None:
        """Tables found after the document was stored (a figure that OCR read as a table).
        MERGE, so a repeat after an interruption adds nothing twice."""
        with self._transaction():
            self._unwind(
                "UNWIND $rows AS r MERGE (t:`Table` {id: r.id}) ON CREATE SET t.doc_id = r.doc_id, "
                "t.caption = r.caption, t.page = r.page, t.pages = r.pages",
                [
                    {
                        "id": t.table_id,
                        "doc_id": t.doc_id,
                        "caption": t.caption,
                        "page": t.pages[0],
                        "pages": json.dumps(t.pages),
                    }
                    for t in tables
                ],
            )
            self._unwind(
                "UNWIND $rows AS r MATCH (s:Section {id: r.sid}), (t:`Table` {id: r.tid}) "
                "MERGE (s)-[:CONTAINS_TABLE]->(t)",
                [{"sid": t.section_id, "tid": t.table_id} for t in tables if t.section_id],
            )
            self._write_entities(entities, mentions)

    def add_mentions(self, entities: Sequence[Entity], mentions: Sequence[EntityMention]) -> None:
        """Equipment found after the document was stored (labels read from a figure later)."""
        with self._transaction():
            self._write_entities(entities, mentions)

    def _write_entities(
        self, entities: Sequence[Entity], mentions: Sequence[EntityMention]
    ) -> None:
        self._unwind(
            "UNWIND $rows AS r MERGE (e:Entity {id: r.id}) "
            "ON CREATE SET e.name = r.name, e.etype = r.etype",
            [{"id": e.entity_id, "name": e.name, "etype": e.etype} for e in entities],
        )
        by_source: dict[str, list[dict[str, Any]]] = {"section": [], "table": [], "schema": []}
        for m in mentions:
            box = m.bbox or (0.0, 0.0, 0.0, 0.0)
            by_source[m.source].append(
                {
                    "src": m.source_id,
                    "eid": m.entity_id,
                    "n": m.count,
                    "x0": box[0],
                    "y0": box[1],
                    "x1": box[2],
                    "y1": box[3],
                }
            )
        self._unwind(
            "UNWIND $rows AS r MATCH (s:Section {id: r.src}), (e:Entity {id: r.eid}) "
            "CREATE (s)-[:DESCRIBES {count: r.n}]->(e)",
            by_source["section"],
        )
        self._unwind(
            "UNWIND $rows AS r MATCH (t:`Table` {id: r.src}), (e:Entity {id: r.eid}) "
            "CREATE (t)-[:MENTIONS {count: r.n}]->(e)",
            by_source["table"],
        )
        self._unwind(
            "UNWIND $rows AS r MATCH (g:`Schema` {id: r.src}), (e:Entity {id: r.eid}) "
            "CREATE (g)-[:DEPICTS {count: r.n, x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1}]->(e)",
            by_source["schema"],
        )

    def delete_document(self, doc_id: str) -> None:
        with self._transaction():
            for label in ("Section", "`Table`", "`Schema`"):
                self._run(f"MATCH (n:{label}) WHERE n.doc_id = $d DETACH DELETE n", {"d": doc_id})
            self._run("MATCH (d:Document {id: $d}) DETACH DELETE d", {"d": doc_id})
            # Equipment no longer described anywhere goes too (shared codes stay).
            self._run("MATCH (e:Entity) WHERE NOT EXISTS { MATCH (e)<-[]-() } DELETE e")

    # ------------------------------------------------------------ reads

    def entity_sources(
        self, entity_ids: Sequence[str], kinds: Sequence[str], doc_ids: Sequence[str] | None = None
    ) -> list[EntitySource]:
        ids = list(entity_ids)
        if not ids:
            return []
        out: list[EntitySource] = []
        if "section" in kinds:
            for eid, sid, did, n in self._run(
                "MATCH (s:Section)-[r:DESCRIBES]->(e:Entity) WHERE e.id IN $ids "
                "RETURN e.id, s.id, s.doc_id, r.count",
                {"ids": ids},
            ):
                out.append(EntitySource(eid, "section", sid, did, n))
        if "table" in kinds:
            for eid, tid, did, n in self._run(
                "MATCH (t:`Table`)-[r:MENTIONS]->(e:Entity) WHERE e.id IN $ids "
                "RETURN e.id, t.id, t.doc_id, r.count",
                {"ids": ids},
            ):
                out.append(EntitySource(eid, "table", tid, did, n))
        if "schema" in kinds:
            for eid, gid, did, n, x0, y0, x1, y1 in self._run(
                "MATCH (g:`Schema`)-[r:DEPICTS]->(e:Entity) WHERE e.id IN $ids "
                "RETURN e.id, g.id, g.doc_id, r.count, r.x0, r.y0, r.x1, r.y1",
                {"ids": ids},
            ):
                out.append(EntitySource(eid, "schema", gid, did, n, (x0, y0, x1, y1)))
        if doc_ids:
            wanted = set(doc_ids)
            out = [s for s in out if s.doc_id in wanted]
        return out

    def known_entities(self, entity_ids: Sequence[str]) -> list[Entity]:
        if not entity_ids:
            return []
        rows = self._run(
            "MATCH (e:Entity) WHERE e.id IN $ids RETURN e.id, e.name, e.etype",
            {"ids": list(entity_ids)},
        )
        return [Entity(entity_id=i, name=n, etype=t) for i, n, t in rows]

    def component_names(self) -> list[str]:
        rows = self._run("MATCH (e:Entity) WHERE e.etype = 'component' RETURN e.id")
        return [r[0] for r in rows]

    def sections_by_number(self, number: str, doc_ids: Sequence[str] | None = None) -> list[str]:
        rows = self._run(
            "MATCH (s:Section) WHERE s.number = $n RETURN s.id, s.doc_id ORDER BY s.doc_id, s.ord",
            {"n": number},
        )
        return [sid for sid, did in rows if not doc_ids or did in doc_ids]

    def section_children(self, section_id: str) -> list[str]:
        rows = self._run(
            "MATCH (c:Section)-[:PARENT]->(p:Section {id: $id}) RETURN c.id ORDER BY c.ord",
            {"id": section_id},
        )
        return [r[0] for r in rows]

    def section_assets(self, section_ids: Sequence[str]) -> dict[str, list[tuple[str, str]]]:
        """For each section: [("table", table_id) | ("schema", schema_id)] it contains."""
        out: dict[str, list[tuple[str, str]]] = {sid: [] for sid in section_ids}
        if not section_ids:
            return out
        for sid, tid in self._run(
            "MATCH (s:Section)-[:CONTAINS_TABLE]->(t:`Table`) WHERE s.id IN $ids RETURN s.id, t.id",
            {"ids": list(section_ids)},
        ):
            out[sid].append(("table", tid))
        for sid, gid in self._run(
            "MATCH (s:Section)-[:CONTAINS_SCHEMA]->(g:`Schema`) WHERE s.id IN $ids "
            "RETURN s.id, g.id",
            {"ids": list(section_ids)},
        ):
            out[sid].append(("schema", gid))
        return out

    def counts(self, doc_id: str | None = None) -> dict[str, int]:
        out: dict[str, int] = {}
        for label, key in (
            ("Document", "documents"),
            ("Section", "sections"),
            ("`Table`", "tables"),
            ("`Schema`", "diagrams"),
        ):
            if doc_id is None:
                rows = self._run(f"MATCH (n:{label}) RETURN count(n)")
            elif label == "Document":
                rows = self._run(
                    f"MATCH (n:{label}) WHERE n.id = $d RETURN count(n)", {"d": doc_id}
                )
            else:
                rows = self._run(
                    f"MATCH (n:{label}) WHERE n.doc_id = $d RETURN count(n)", {"d": doc_id}
                )
            out[key] = int(rows[0][0]) if rows else 0
        if doc_id is None:
            rows = self._run("MATCH (e:Entity) RETURN count(e)")
            out["entities"] = int(rows[0][0]) if rows else 0
            out["entity_links"] = sum(self.entity_links().values())
        else:
            rows = self._run(
                "MATCH (n)-[:DESCRIBES|MENTIONS|DEPICTS]->(e:Entity) WHERE n.doc_id = $d "
                "RETURN count(DISTINCT e)",
                {"d": doc_id},
            )
            out["entities"] = int(rows[0][0]) if rows else 0
        return out

    def entity_links(self) -> dict[str, int]:
        """{doc_id: links from its sections, tables and drawings to equipment}, counted by walking
        the links between nodes that exist (not from the relation tables' own totals)."""
        out: dict[str, int] = {}
        for source, rel in _LINKS:
            for doc_id, n in self._run(
                f"MATCH (n:{source})-[r:{rel}]->(e:Entity) RETURN n.doc_id, count(r)"
            ):
                out[doc_id] = out.get(doc_id, 0) + int(n)
        return out

    def stored_link_total(self) -> int:
        """The relation tables' own count of entity links (should equal the walked count)."""
        total = 0
        for _, rel in _LINKS:
            rows = self._run(f"MATCH ()-[r:{rel}]->() RETURN count(r)")
            total += int(rows[0][0]) if rows else 0
        return total

    def counts_by_document(self) -> dict[str, dict[str, int]]:
        """{doc_id: {documents, sections, tables, diagrams, entity_links}} as the graph holds them."""
        out: dict[str, dict[str, int]] = {}
        for (doc_id,) in self._run("MATCH (d:Document) RETURN d.id"):
            out.setdefault(doc_id, {})["documents"] = 1
        for label, key in (
            ("Section", "sections"),
            ("`Table`", "tables"),
            ("`Schema`", "diagrams"),
        ):
            for doc_id, n in self._run(f"MATCH (n:{label}) RETURN n.doc_id, count(n)"):
                out.setdefault(doc_id, {})[key] = int(n)
        for doc_id, n in self.entity_links().items():
            out.setdefault(doc_id, {})["entity_links"] = n
        return out

    def orphan_entities(self) -> int:
        """Equipment nodes nothing links to any more (a removal should have taken them)."""
        rows = self._run("MATCH (e:Entity) WHERE NOT EXISTS { MATCH (e)<-[]-() } RETURN count(e)")
        return int(rows[0][0]) if rows else 0

    def doc_ids(self) -> set[str]:
        ids = {r[0] for r in self._run("MATCH (d:Document) RETURN d.id")}
        for label in ("Section", "`Table`", "`Schema`"):
            ids.update(r[0] for r in self._run(f"MATCH (n:{label}) RETURN DISTINCT n.doc_id"))
        return ids
