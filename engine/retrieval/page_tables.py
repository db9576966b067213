"""The tables standing on the pages of the best passages.

A dense manual page says in its text what its table is about ("display assignment is illustrated
in Table 5-2") while the table's rows hold the codes and values ("F7: Loss of Sensing",
"DRP: ... with Droop"), often in words that embed far from the question: the table search alone
can miss it. Tables on the pages of the first text hits are scored as candidates too; those that
hold some of the question's words in their own right are then moved up by the page's text
(evidence.page_support), like any table found there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.retrieval.hits import to_hits
from engine.retrieval.hybrid import HybridSearcher

if TYPE_CHECKING:
    import numpy as np

    from engine.retrieval.hybrid import QueryTerms
    from engine.store.library import Library
    from engine.types import DocumentInfo, Hit

SOURCE = "page"


def tables_on_pages(
    library: Library,
    docs: dict[str, DocumentInfo],
    ranked: list[Hit],
    vector: np.ndarray,
    terms: QueryTerms,
    within: int,
) -> list[Hit]:
    """One hit per table (its best group of rows) standing on the page of one of the first
    ``within`` text hits of ``ranked`` and not among ``ranked`` already; only tables that hold
    some of the question's words. A named section's passages (pinned) are not looked at: that
    section's tables are found with it."""
    texts = [h for h in ranked if h.type == "text" and "section" not in h.sources][:within]
    pages: dict[str, set[int]] = {}
    for hit in texts:
        pages.setdefault(hit.doc_id, set()).add(hit.page)
    if not pages:
        return []
    known = {h.ref_id for h in ranked if h.type == "table"}
    records = library.records
    table_ids = [
        table_id
        for doc_id, wanted in pages.items()
        for table_id, on in records.table_pages(doc_id).items()
        if table_id not in known and wanted.intersection(on)
    ]
    if not table_ids:
        return []
    chunk_ids = [
        c.chunk_id
        for c in records.table_chunks_of(table_ids)
        if pages.get(c.doc_id, set()).intersection(c.pages)
    ]
    cands = HybridSearcher(library).score_ids("table", chunk_ids, vector, terms, SOURCE)
    cands.sort(key=lambda c: c.score, reverse=True)
    out: list[Hit] = []
    seen: set[tuple[str, str]] = set()
    for hit in to_hits(library, docs, cands):
        if hit.key() not in seen and hit.coverage > 0:
            seen.add(hit.key())
            out.append(hit)
    return out
