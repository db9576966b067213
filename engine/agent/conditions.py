"""Values that depend on a condition stay with their condition.

A table often gives one quantity per condition: the insulation test voltage is 500 / 1000 /
2500 V DC depending on the winding's rated voltage. A small model picks one value ("500VDC") and
drops the condition that decides it. When the answer takes a number from one row of a cited table
and other rows of that table hold the same columns and match the question as well, those rows
give the same quantity for other conditions: they are added to the answer, quoted whole, so the
engineer sees every value with its condition.
"""

from __future__ import annotations

from engine.agent.context import ROW_MATCH_SHARE, Resource
from engine.agent.numbers import claims, found_in
from engine.retrieval.hybrid import QueryTerms, coverage

HEADING = "The cited table gives a different value for each condition — check which applies:"
MAX_ROWS = 8  # more rows than this are a list, not a set of conditions


def other_conditions(answer: str, cited: list[Resource], terms: QueryTerms) -> list[str]:
    """Rows of the cited tables giving the answer's quantity under conditions it left out."""
    numbers = [c for c in claims(answer) if c.kind == "number"]
    if not numbers:
        return []
    out: list[str] = []
    for res in cited:
        if res.hit.type != "table":
            continue
        rows = _rows(res.text)
        if not 2 <= len(rows) <= MAX_ROWS:
            continue
        used = [r for r in rows if any(found_in(c, [r]) for c in numbers)]
        if not used:
            continue
        keys = {_keys(r) for r in used}
        best = max(coverage(terms, r) for r in used)
        others = [
            r
            for r in rows
            if r not in used
            and _keys(r) in keys
            and any(ch.isdigit() for ch in r)
            and coverage(terms, r) >= ROW_MATCH_SHARE * best
        ]
        if others:
            out += [f"[{res.marker}] {r}" for r in used + others]
    return out


def _rows(text: str) -> list[str]:
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    return [ln for ln in lines[1:] if not ln.startswith(("Columns:", "(", "…"))]


def _keys(row: str) -> tuple[str, ...]:
    """The column names of a rendered row ("Rated voltage: … | Test voltage: …")."""
    return tuple(part.split(":", 1)[0].strip().lower() for part in row.split(" | ") if ":" in part)
