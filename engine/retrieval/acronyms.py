"""Acronyms a question is about that the passages found never write.

"PSS gain settings for the hdec2000": the engineer typed "PSS" in capitals because it names the
thing asked about (a power system stabiliser). Passages that match the rest of the question
("gain", "settings", the manual's name) but never write "PSS" are about something else: a
careful engineer would not quote them as the answer. The acronym counts as written where a
passage holds it as a word, glued to a number ("IP" in "IP20", "OC" in "OC1"), spelled with
full stops ("I.D.") or in a form the question's word search already credits.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.retrieval import tuning
from engine.retrieval.hybrid import credited_terms
from engine.store.keyword import tokens

if TYPE_CHECKING:
    from engine.retrieval.hybrid import QueryTerms
    from engine.types import Hit

# Two to five capitals standing alone: not part of a code ("FX60", "P&ID", "WF-007") or a word.
_ACRONYM = re.compile(r"(?<![\w&/.-])([A-Z]{2,5})(?![\w&/-])")


def asked_acronyms(question: str, terms: QueryTerms) -> list[str]:
    """The acronyms the question types in capitals, as the question's words (lower case); not
    the ones naming a manual ("HDEC", "NEETS": every passage of it stands for them)."""
    out = []
    for match in _ACRONYM.finditer(question):
        word = match.group(1).lower()
        if word in terms.terms and word not in terms.named_docs and word not in out:
            out.append(word)
    return out


def _written(word: str, hit: Hit, terms: QueryTerms) -> bool:
    text = f"{hit.title}\n{hit.text}"
    if word in credited_terms(terms, text, hit.doc_id)[0]:
        return True
    glued = re.compile(rf"{re.escape(word)}\d")
    return any(glued.match(t) for t in tokens(text))


def unwritten_acronyms(question: str, hits: list[Hit], terms: QueryTerms) -> list[str]:
    """The question's acronyms (as typed) that none of the first tuning.ACRONYM_WITHIN items
    writes."""
    shown = hits[: tuning.ACRONYM_WITHIN]
    typed = {m.group(1).lower(): m.group(1) for m in _ACRONYM.finditer(question)}
    return [
        typed[word]
        for word in asked_acronyms(question, terms)
        if not any(_written(word, h, terms) for h in shown)
    ]


def unwritten_reason(acronyms: list[str], hits: list[Hit]) -> str:
    listed = " or ".join(f"“{a}”" for a in acronyms[:3])
    where = ", ".join(dict.fromkeys(f"{h.doc_file} p. {h.page}" for h in hits[:3]))
    return (
        f"The passages that match the rest of this question ({where}) never write {listed}, "
        "so they are about something else and there is nothing to quote."
    )
