"""Which page a passage is cited on: a text chunk that runs over a page break opens on the page
holding more of what was asked (the answer on page 20 of a chunk that starts at the foot of
page 19 opened page 19: 3 of 99 answerable tuning questions missed only by that)."""

from __future__ import annotations

from engine.retrieval.hybrid import QueryTerms, coverage, credited_terms
from engine.types import Hit


def focus_page(hit: Hit, terms: QueryTerms) -> None:
    """Cite ``hit`` on the page whose part of its text covers the question's terms best, the
    words of its section's heading aside (the first such page on a tie); hits without page
    parts are left as they are."""
    parts = sorted(hit.regions, key=lambda r: r.start)
    if hit.type != "text" or len(parts) < 2 or not parts[-1].start:
        return
    if parts[-1].start >= len(hit.text) or "contents" in hit.sources:
        return  # the text is not the chunk's own (a section's list of contents)
    if "opening" in hit.sources:
        return  # what a section holds is cited where it opens (a cover listing its topics)
    bounds = [r.start for r in parts] + [len(hit.text)]
    texts = [hit.text[bounds[i] : bounds[i + 1]] for i in range(len(parts))]
    # the words the section's heading holds ("refrig lab" under "4 Refrigeration Lab") are true
    # of every page of the passage: the pages are told apart by the rest of the question ("calcs"
    # on the calculation sheet, not "refrigerant" in the chart's title on the next page)
    shared, _ = credited_terms(terms, hit.title, hit.doc_id)
    own = [_weight(terms, credited_terms(terms, t, hit.doc_id)[0] - shared) for t in texts]
    scores = [coverage(terms, t) for t in texts]
    best = max(range(len(parts)), key=lambda i: (own[i], scores[i], -i))
    if parts[best].page != hit.page:
        hit.page = parts[best].page
        hit.bbox = parts[best].bbox


def _weight(terms: QueryTerms, words: set[str]) -> float:
    return sum(terms.weights.get(w, 0.0) for w in words)
