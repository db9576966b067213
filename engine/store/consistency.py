"""`shipmate stats --check`: does every store hold the same documents, with matching counts?

Each ready document's records are the reference: its text chunks, table chunks and drawings must
each have one vector and one keyword passage, and the graph must hold its document node, sections,
tables and drawings. Anything a store holds for a document that is not ready is a leftover, and a
removal still in the journal is unfinished. The graph's entity links are counted twice — walked
between existing nodes and as the relation tables report them — and the two must agree.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from engine.index_text.drawing_regions import label_regions

if TYPE_CHECKING:
    from engine.store.library import Library

# (what is compared, records count, other store, its key) for each ready document.
_EXPECTED = (
    ("vectors", "text_chunks", "chunks"),
    ("vectors", "tables", "table_chunks"),
    ("vectors", "schemas", "diagram_items"),
    ("keywords", "text", "chunks"),
    ("keywords", "table", "table_chunks"),
    ("keywords", "diagram", "diagram_items"),
    ("graph", "sections", "sections"),
    ("graph", "tables", "tables"),
    ("graph", "diagrams", "diagrams"),
)


@dataclass(frozen=True)
class DocumentCounts:
    doc_id: str
    file: str
    status: str
    records: dict[str, int]
    vectors: dict[str, int]
    keywords: dict[str, int]
    graph: dict[str, int]
    files: bool
    problems: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class ConsistencyReport:
    documents: list[DocumentCounts]
    problems: list[str]
    entity_links: int
    stored_entity_links: int
    unlinked_entities: int

    @property
    def consistent(self) -> bool:
        return not self.problems

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["consistent"] = self.consistent
        return data


def _with_region_items(reference: dict[str, int], library: Library, doc_id: str) -> dict[str, int]:
    """A big drawing is indexed whole and once per neighbourhood of labels
    (``engine.index_text.drawing_regions``): its vectors and keyword passages count them too."""
    regions = sum(len(label_regions(d.labels)) for d in library.records.diagrams_of(doc_id))
    if not regions:
        return {**reference, "diagram_items": reference.get("diagrams", 0)}
    return {**reference, "diagram_items": reference.get("diagrams", 0) + regions}


def check_library(library: Library) -> ConsistencyReport:
    """Count every document in every store and say where they disagree (reads only)."""
    docs = {d.doc_id: d for d in library.records.documents()}
    records = library.records.counts_by_document()
    vectors: dict[str, dict[str, int]] = {}
    for collection in ("text_chunks", "tables", "schemas"):
        for doc_id, n in library.vectors.counts_by_document(collection).items():
            vectors.setdefault(doc_id, {})[collection] = n
    keywords = library.keywords.counts_by_document()
    graph = library.graph.counts_by_document()
    files = library.assets.doc_ids()
    stores = {"vectors": vectors, "keywords": keywords, "graph": graph}

    problems: list[str] = []
    rows: list[DocumentCounts] = []
    for doc_id, info in docs.items():
        mine = {name: held.get(doc_id, {}) for name, held in stores.items()}
        own: list[str] = []
        if info.status == "ready":
            reference = _with_region_items(records.get(doc_id, {}), library, doc_id)
            for store, key, record_key in _EXPECTED:
                want, got = reference.get(record_key, 0), mine[store].get(key, 0)
                if want != got:
                    own.append(f"{store} {key}: {got}, records {record_key}: {want}")
            if mine["graph"].get("documents", 0) != 1:
                own.append("graph: no document node")
            if doc_id not in files:
                own.append("files: the document's folder is missing")
        else:
            own.append(f"status is {info.status!r}, not ready")
        problems.extend(f"{doc_id} ({info.file}): {p}" for p in own)
        rows.append(
            DocumentCounts(
                doc_id=doc_id,
                file=info.file,
                status=info.status,
                records=records.get(doc_id, {}),
                vectors=mine["vectors"],
                keywords=mine["keywords"],
                graph=mine["graph"],
                files=doc_id in files,
                problems=own,
            )
        )

    held: dict[str, set[str]] = {
        "records": set(records),
        "vectors": set(vectors),
        "keywords": set(keywords),
        "graph": set(graph),
        "files": files,
    }
    for store, ids in held.items():
        for doc_id in sorted(ids - set(docs)):
            problems.append(f"{doc_id}: left in {store} without a catalogue entry")
    for doc_id in library.records.pending_removals():
        problems.append(f"{doc_id}: removal not finished")

    walked = sum(library.graph.entity_links().values())
    stored = library.graph.stored_link_total()
    if walked != stored:
        problems.append(
            f"graph: {stored} entity links stored, {walked} between sections, tables and "
            "drawings that exist"
        )
    return ConsistencyReport(
        documents=rows,
        problems=problems,
        entity_links=walked,
        stored_entity_links=stored,
        unlinked_entities=library.graph.orphan_entities(),
    )
