"""Build the numbered resources the answer is written from: [S1] passages, [TABLE1], [DIAGRAM1].

Text hits are widened to their neighbouring chunks (merged without overlap, per section), kinds the
question did not ask for are dropped unless they name the asked equipment, and the whole is cut to
a token budget.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.agent.intent import Intent
from engine.retrieval.hybrid import QueryTerms, coverage
from engine.types import Hit

if TYPE_CHECKING:
    from engine.store.library import Library

WORDS_PER_TOKEN = 0.75
# A table row is sent when it holds at least this share of the best row's match with the question
# (so every row of a condition table — the same quantity for 500 / 1000 / 2500 V bands — goes
# together, while the unrelated faults of a long troubleshooting table stay out).
ROW_MATCH_SHARE = 0.5
# A table or drawing question always gets the best table / drawing, even past the budget: on a slow
# machine the budget can shrink to one resource, and a passage that only names "Table 2" cannot
# answer "default start/stop levels" (seen with the real model: it answered with table titles).
WANTED = {"table": "table", "schema": "diagram"}
MIN_ROWS_TO_TRIM = 5  # a table this small is sent whole: its rows explain each other


@dataclass
class Resource:
    marker: str  # "S1", "TABLE1", "DIAGRAM1"
    hit: Hit
    text: str
    pages: list[int] = field(default_factory=list)

    def render(self) -> str:
        where = f"{self.hit.doc_file}, page {self.hit.page}"
        title = self.hit.title
        if self.hit.section_number and self.hit.type == "text":
            title = f"§{self.hit.section_number} {self.hit.title.split(' ', 1)[-1]}"
        return f"[{self.marker}] {title} ({where})\n{self.text.strip()}"


def estimate_tokens(text: str) -> int:
    return int(len(text.split()) / WORDS_PER_TOKEN) + 1


MARKER_PREFIX = {"text": "S", "table": "TABLE", "diagram": "DIAGRAM"}


def marker_for(kind: str, number: int) -> str:
    """The marker of the ``number``-th resource of its kind: "S1", "TABLE2", "DIAGRAM1"."""
    return f"{MARKER_PREFIX[kind]}{number}"


def build_context(
    library: Library,
    evidence: list[Hit],
    intent: Intent,
    token_budget: int,
    neighbours: int = 1,
    terms: QueryTerms | None = None,
) -> list[Resource]:
    """Numbered resources, most relevant first, within ``token_budget`` tokens (the first one
    always, and for a table/drawing question the best table/drawing: the prompt never drops below
    the single best resource). With ``terms``, a table is
    sent as its caption, header and the rows that match the question."""
    kept = _strip(evidence, intent)
    resources: list[Resource] = []
    used = 0
    counters = {"text": 0, "table": 0, "diagram": 0}
    covered: dict[str, set[int]] = {}  # section_id -> chunk indexes already in a resource
    for hit in kept:
        if hit.type == "text" and "contents" not in hit.sources:  # a section's list stays whole
            text = _widened_text(library, hit, neighbours, covered)
            if text is None:
                continue
        else:
            text = hit.text  # tables: whole when small, else the matching rows (see hits.py)
            if hit.type == "table" and terms is not None:
                text = matching_rows(text, terms)
        cost = estimate_tokens(text)
        first_of_kind = hit.type == WANTED.get(intent) and not any(
            r.hit.type == hit.type for r in resources
        )
        if resources and used + cost > token_budget and not first_of_kind:
            continue  # a smaller item further down may still fit
        used += cost
        counters[hit.type] += 1
        resources.append(Resource(marker_for(hit.type, counters[hit.type]), hit, text))
    return resources


def _strip(evidence: list[Hit], intent: Intent) -> list[Hit]:
    """Text questions drop tables and drawings unless they name the asked equipment or rank top-3."""
    if intent != "text":
        return evidence
    out = []
    for index, hit in enumerate(evidence):
        if hit.type == "text" or index < 3 or "entity" in hit.sources or "section" in hit.sources:
            out.append(hit)
    return out


def _widened_text(
    library: Library, hit: Hit, neighbours: int, covered: dict[str, set[int]]
) -> str | None:
    """The hit's chunk plus its neighbours in the same section, as one passage without overlap."""
    if hit.section_id is None or hit.chunk_index is None:
        return hit.text
    done = covered.setdefault(hit.section_id, set())
    if hit.chunk_index in done:
        return None  # already inside an earlier passage
    chunks = library.records.chunks_of_section(hit.section_id)
    wanted = [
        c
        for c in chunks
        if abs(c.chunk_index - hit.chunk_index) <= neighbours and c.chunk_index not in done
    ]
    wanted.sort(key=lambda c: c.chunk_index)
    if not wanted:
        return hit.text
    sections = library.records.sections([hit.section_id])
    section = sections.get(hit.section_id)
    done.update(c.chunk_index for c in wanted)
    if section is not None and section.text:
        # Consecutive chunks tile the section text, so one slice reproduces them without overlap.
        runs: list[list] = [[wanted[0]]]
        for chunk in wanted[1:]:
            if chunk.chunk_index == runs[-1][-1].chunk_index + 1:
                runs[-1].append(chunk)
            else:
                runs.append([chunk])
        parts = [section.text[run[0].char_start : run[-1].char_end] for run in runs]
        return "\n…\n".join(parts)
    return "\n".join(c.text for c in wanted)


def matching_rows(text: str, terms: QueryTerms) -> str:
    """The table's caption and header lines, then only the rows that match the question (all of
    them when none does). Rows keep their order."""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    head = lines[:1] + [ln for ln in lines[1:3] if ln.startswith("Columns:")]
    rows = [ln for ln in lines if ln not in head]
    if len(rows) < MIN_ROWS_TO_TRIM:
        return text
    scores = [coverage(terms, row) for row in rows]
    best = max(scores)
    if best <= 0:
        return text
    kept = [row for row, score in zip(rows, scores, strict=True) if score >= ROW_MATCH_SHARE * best]
    if len(kept) < len(rows):
        kept.append(f"({len(rows) - len(kept)} other rows of this table not shown)")
    return "\n".join(head + kept)
