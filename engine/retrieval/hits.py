"""Turn scored candidates into ``Hit``s that carry everything a citation and the viewer need."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from engine.index_text.diagrams import diagram_text
from engine.retrieval.drawing_items import drawing_items
from engine.retrieval.hybrid import Candidate, whole_table_text
from engine.types import BBox, DocumentInfo, Hit, TableChunk

if TYPE_CHECKING:
    from engine.store.library import Library


SMALL_TABLE_ROWS = 25


def first_hits(
    library: Library, docs: dict[str, DocumentInfo], cands: Sequence[Candidate], n: int
) -> list[Hit]:
    """The first ``n`` distinct hits (one per table, chunk or drawing) of candidates ranked
    best first. Made a slice at a time: a code named in hundreds of tables of a ship's library
    must not render every one of them (a 5,000-page library spent 1 s of a question on that)."""
    hits: list[Hit] = []
    seen: set[tuple[str, str]] = set()
    start, step = 0, max(2 * n, 8)
    while start < len(cands) and len(hits) < n:
        for hit in to_hits(library, docs, cands[start : start + step]):
            if hit.key() not in seen and len(hits) < n:
                seen.add(hit.key())
                hits.append(hit)
        start += step
        step *= 2
    return hits


def to_hits(
    library: Library, docs: dict[str, DocumentInfo], cands: Sequence[Candidate]
) -> list[Hit]:
    """Hits in the order given; candidates whose document is not ready are dropped."""
    records = library.records
    by_kind: dict[str, list[str]] = {"text": [], "table": [], "diagram": []}
    for c in cands:
        by_kind[c.kind].append(c.id)
    chunks = records.chunks(by_kind["text"])
    sections = records.sections([c.section_id for c in chunks.values()])
    tchunks = records.table_chunks(by_kind["table"])
    tables = records.tables([c.table_id for c in tchunks.values()])
    drawings = drawing_items(library, by_kind["diagram"])
    rows_page = _matching_rows_pages(cands, tchunks)

    hits: list[Hit] = []
    for cand in cands:
        hit: Hit | None = None
        if cand.kind == "text" and cand.id in chunks:
            chunk = chunks[cand.id]
            section = sections.get(chunk.section_id)
            doc = docs.get(chunk.doc_id)
            if doc is None:
                continue
            region = chunk.regions[0] if chunk.regions else None
            hit = Hit(
                type="text",
                ref_id=chunk.chunk_id,
                doc_id=chunk.doc_id,
                doc_file=doc.file,
                page=chunk.page,
                title=section.heading if section else doc.title,
                text=chunk.text,
                bbox=region.bbox if region else None,
                regions=list(chunk.regions),
                section_id=chunk.section_id,
                section_number=section.number if section else "",
                chunk_index=chunk.chunk_index,
            )
        elif cand.kind == "table" and cand.id in tchunks:
            tchunk = tchunks[cand.id]
            table = tables.get(tchunk.table_id)
            doc = docs.get(tchunk.doc_id)
            if table is None or doc is None:
                continue
            page = tchunk.pages[0] if tchunk.pages else table.pages[0]
            # A small table is shown whole (the engineer reads the neighbouring rows too);
            # a long one as the matching group of rows, its header repeated.
            whole = len(table.rows) <= SMALL_TABLE_ROWS
            if whole:  # cited where the rows that match are (a table run over a page break)
                page = rows_page.get(table.table_id, page)
            hit = Hit(
                type="table",
                ref_id=table.table_id,
                doc_id=table.doc_id,
                doc_file=doc.file,
                page=page,
                title=table.caption or "Table",
                text=whole_table_text(table) if whole else tchunk.text,
                bbox=_region_on(table.regions, page) or table.bbox,
                regions=list(table.regions),
                asset_path=table.csv_path,
                section_id=table.section_id,
                table_id=table.table_id,
                row_range=(0, len(table.rows)) if whole else (tchunk.row_start, tchunk.row_end),
            )
        elif cand.kind == "diagram" and cand.id in drawings:
            item = drawings[cand.id]
            diagram = item.diagram
            doc = docs.get(diagram.doc_id)
            if doc is None:
                continue
            hit = Hit(
                type="diagram",
                ref_id=diagram.schema_id,
                doc_id=diagram.doc_id,
                doc_file=doc.file,
                page=diagram.page,
                title=diagram.caption or "Drawing",
                text=diagram_text(diagram),
                bbox=diagram.bbox,
                asset_path=diagram.image_path,
                section_id=diagram.section_id,
                schema_id=diagram.schema_id,
                labels=list(diagram.labels),
                # a region item: the neighbourhood found, where the viewer zooms
                region=item.region.bbox if item.region else None,
            )
        if hit is not None:
            hit.score = cand.score
            hit.cosine = cand.cosine
            hit.coverage = cand.coverage
            hit.focus = cand.focus
            hit.sources = list(cand.found_by)
            hits.append(hit)
    _fill_section_numbers(library, hits)
    return hits


def _matching_rows_pages(
    cands: Sequence[Candidate], tchunks: Mapping[str, TableChunk]
) -> dict[str, int]:
    """Per table shown whole, the page of its group of rows that covers most of the question
    (Candidate.own; on a tie, the nearest in meaning), when that beats its best-ranked group:
    "channel 8" is cited on the page its row is printed on, not on the table's first page."""
    first: dict[str, Candidate] = {}
    best: dict[str, Candidate] = {}
    for cand in cands:
        if cand.kind != "table" or cand.own < 0 or cand.id not in tchunks:
            continue
        table_id = tchunks[cand.id].table_id
        first.setdefault(table_id, cand)
        if table_id not in best or _rows_match(cand) > _rows_match(best[table_id]):
            best[table_id] = cand
    out: dict[str, int] = {}
    for table_id, cand in best.items():
        pages = tchunks[cand.id].pages
        if _rows_match(cand) > _rows_match(first[table_id]) and pages:
            out[table_id] = pages[0]
    return out


def _rows_match(cand: Candidate) -> tuple[float, float]:
    """How well a group of rows matches the question: its own words, then its own meaning."""
    return (round(cand.own, 6), cand.cosine)


def _region_on(regions: Sequence[object], page: int) -> BBox | None:
    for region in regions:
        if getattr(region, "page", None) == page:
            return region.bbox  # type: ignore[attr-defined]
    return None


def _fill_section_numbers(library: Library, hits: list[Hit]) -> None:
    missing = [h.section_id for h in hits if h.section_id and not h.section_number]
    if not missing:
        return
    sections = library.records.sections(missing)
    for hit in hits:
        if hit.section_id in sections and not hit.section_number:
            hit.section_number = sections[hit.section_id].number
