"""One item of a long list, read on its own.

A maker's "features and capabilities" pages, a spec sheet's lines or a checklist are chunked like
prose, twenty one-line items to a chunk; embedded together they match no one question ("can i
see diode ripple on the front display": cosine 0.10 against the HDEC manual's feature list that
says "Open and short circuit diode ripple"), and pages that only name the thing come first. For
a passage whose lines are mostly short, the lines around the one holding most of the question's
words are embedded with the passage's heading, and the passage is moved up in the order by what
that reading adds (tuning.LIST_FOCUS_SHARE of VECTOR_WEIGHT times the gain in cosine). A
glossary ("VOLTAGE REGULATION—A measure of ...", eight entries to a chunk) is read the same way,
entry by entry. Its score, which the declining rules read, is left as it was.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from engine.index_text.sections import embedding_text
from engine.retrieval import tuning

if TYPE_CHECKING:
    import numpy as np

    from engine.retrieval.hybrid import Candidate, QueryTerms

EmbedMany = Callable[[Sequence[str]], "np.ndarray"]


def is_list(lines: Sequence[str]) -> bool:
    """Most lines are one short item each (tuning.LIST_LINE_WORDS words at most)."""
    lines = [line for line in lines if line.strip()]
    if len(lines) < tuning.LIST_MIN_LINES:
        return False
    short = sum(1 for line in lines if len(line.split()) <= tuning.LIST_LINE_WORDS)
    return short >= tuning.LIST_SHARE * len(lines)


# A glossary's entry: a term in capitals, then a dash ("GRAMME-RING ARMATURE—An inefficient ...")
_ENTRY = re.compile(r"^[A-Z][A-Z0-9 ()/,.'&-]{2,}\s*[\u2014\u2013]")


def entry_starts(lines: Sequence[str]) -> list[int]:
    """Where the entries of a glossary start; empty unless the passage holds at least
    tuning.GLOSSARY_MIN_ENTRIES of them."""
    starts = [at for at, line in enumerate(lines) if _ENTRY.match(line)]
    return starts if len(starts) >= tuning.GLOSSARY_MIN_ENTRIES else []


def entry_window(
    terms: QueryTerms, lines: Sequence[str], starts: list[int], doc_id: str = ""
) -> str | None:
    """The glossary entry holding most of the question's word weight; None when none holds any."""
    from engine.retrieval.hybrid import coverage

    bounds = list(zip(starts, [*starts[1:], len(lines)], strict=True))
    best, best_entry = 0.0, None
    for start, end in bounds:
        entry = "\n".join(lines[start:end])
        share = coverage(terms, entry, doc_id)
        if share > best:
            best, best_entry = share, entry
    return best_entry


def focus_window(terms: QueryTerms, lines: Sequence[str], doc_id: str = "") -> str | None:
    """The line holding most of the question's word weight with tuning.LIST_FOCUS_AROUND lines
    either side (an item's sub-items, a wrapped item); None when no line holds any."""
    from engine.retrieval.hybrid import coverage

    best, best_at = 0.0, -1
    for at, line in enumerate(lines):
        share = coverage(terms, line, doc_id)
        if share > best:
            best, best_at = share, at
    if best_at < 0:
        return None
    around = tuning.LIST_FOCUS_AROUND
    return "\n".join(lines[max(0, best_at - around) : best_at + around + 1])


def list_focus(
    cands: list[Candidate],
    texts_of: Callable[[list[str]], dict[str, tuple[str, str]]],
    vector: np.ndarray,
    terms: QueryTerms,
    embed_many: EmbedMany,
) -> None:
    """Set ``focus`` (an order lift) on the list passages among the best
    tuning.LIST_FOCUS_WITHIN candidates whose focused lines read closer to the question."""
    import numpy as np

    if not tuning.LIST_FOCUS_SHARE:
        return
    best = sorted(cands, key=lambda c: c.score, reverse=True)[: tuning.LIST_FOCUS_WITHIN]
    # a passage that even a perfect reading could not lift into the first five is not embedded
    # again (each batch costs 10-30 ms)
    fifth = best[4].score if len(best) > 4 else 0.0
    reach = tuning.LIST_FOCUS_SHARE * tuning.VECTOR_WEIGHT
    texts = texts_of([c.id for c in best if c.coverage > 0])
    windows: list[tuple[Candidate, str]] = []
    for cand in best:
        if cand.coverage <= 0 or cand.score + reach * (1 - cand.cosine) <= fifth:
            continue
        title, _, body = texts.get(cand.id, ("", ""))[0].partition("\n")
        lines = body.splitlines()
        starts = entry_starts(lines)
        if starts:
            window = entry_window(terms, lines, starts, cand.doc_id)
        elif is_list(lines):
            window = focus_window(terms, lines, cand.doc_id)
        else:
            continue
        if window is not None:
            windows.append((cand, embedding_text(title, window)))
    if not windows:
        return
    vectors = embed_many([w for _, w in windows])
    for (cand, _), emb in zip(windows, vectors, strict=True):
        gain = float(np.dot(np.asarray(emb), vector)) - cand.cosine
        if gain > 0:
            cand.focus = tuning.LIST_FOCUS_SHARE * tuning.VECTOR_WEIGHT * gain
