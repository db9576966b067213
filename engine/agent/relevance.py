"""Is anything in the library about this question? The relevance decline, with its reason.

Two readings of the evidence, both relative to the library itself:

- the *match*: how close in meaning the best item is (its cosine) and how well it scores
  overall (cosine + the question's words it holds, weighted by the library's own IDF);
- the *absent share*: how much of the question's word weight (IDF) is on words no manual in the
  library uses ("unitrol", "gyro", "stepper") — computed in ``hybrid.query_terms``.

The match, less a part of the absent share, under one threshold (tuning.RELEVANCE_*) is a weak
match: the search is widened. A question is declined only when the match is weak *and* much of
it is in words no manual uses (declines_answer); a weak match on the library's own words is
quoted for the engineer to judge. Reading the two apart (declining on a large absent share with
an ordinary match) fitted the tuning questions better but declined engineers' own words ("racket",
"thingy", "overhaul"): an absent word does not tell slang from a make no manual names.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.retrieval import tuning
from engine.retrieval.hybrid import how_asked

if TYPE_CHECKING:
    from engine.retrieval.hybrid import QueryTerms
    from engine.store.base import KeywordIndex
    from engine.types import Hit


@dataclass(frozen=True)
class Relevance:
    """The relevance decline's thresholds (tuning.py); ``bench/calibrate.py`` prints the match
    and the absent share of each question beside them."""

    threshold: float = tuning.RELEVANCE_THRESHOLD
    absent_weight: float = tuning.RELEVANCE_ABSENT_WEIGHT
    absent_share: float = tuning.RELEVANCE_ABSENT_SHARE
    strong_hit: float = tuning.STRONG_HIT  # a hit this good is a good match; the fallback wants two

    def match(self, hits: list[Hit]) -> float:
        """How well the best evidence matches the question (0..1 or a little above)."""
        if not hits:
            return 0.0
        return tuning.RELEVANCE_COSINE * max(h.cosine for h in hits) + (
            tuning.RELEVANCE_SCORE * max(h.score for h in hits)
        )

    def of(self, hits: list[Hit], absent: float) -> float:
        """The relevance reported with the answer (``Answer.relevance``): the match less the
        part of the absent share ``declines`` takes off."""
        return self.match(hits) - self.absent_weight * absent

    def declines(self, hits: list[Hit], absent: float) -> str | None:
        """ "absent" when the evidence does not match well enough and much of the question is in
        words the library never uses (they are the reason shown), "weak" when it does not match
        well enough otherwise; None when the evidence may be about the question."""
        if self.match(hits) - self.absent_weight * absent >= self.threshold:
            return None
        return "absent" if absent >= self.absent_share else "weak"


def is_relevant(hits: list[Hit], relevance: Relevance, absent: float) -> bool:
    if any("section" in h.sources for h in hits):
        return True  # the user named a section that exists
    return relevance.declines(hits, absent) is None


def declines_answer(hits: list[Hit], relevance: Relevance, absent: float) -> bool:
    """The relevance decline: the evidence does not match well enough *and* much of the question
    is in words no manual uses (tuning.RELEVANCE_ABSENT_SHARE) — the reason can name them. A weak
    match alone is no decline: the passages are quoted (or given to the model) and the engineer
    reads them; on the tuning material weak-only declines caught 2 negatives and made 6 false
    declines (tuning.RELEVANCE_ABSENT_SHARE). A weak match still widens the search (is_relevant)."""
    return not is_relevant(hits, relevance, absent) and relevance.declines(hits, absent) == "absent"


def strong_count(hits: list[Hit], relevance: Relevance) -> int:
    return sum(1 for h in hits if h.score >= relevance.strong_hit)


def unknown_share(terms: QueryTerms, keywords: KeywordIndex) -> float:
    """The absent share of the question's words, without those naming the quantity it asks for:
    "torque" of "cover bolts torque" when the manual writes "Tighten the cover bolts to 25 Nm",
    "weight" when it writes "Mass 120 kg". Whether the value is given is the quantity check's
    to say (evidence.missing_quantity), not a sign the question is about something absent."""
    naming = [t for t in terms.terms if terms.asked is not None and t not in terms.asked.subject]
    df, _ = keywords.document_frequency(naming)
    lacking = sum(terms.weights.get(t, 0.0) for t in naming if not df.get(t))
    return max(0.0, terms.absent - lacking / terms.total)


def unused_words(terms: QueryTerms, keywords: KeywordIndex) -> list[str]:
    """The question's words no manual uses (as typed, or in a form the library knows: spelled
    out, glued to a number, an acronym it defines, an abbreviation or another form), heaviest
    first; the words naming the quantity asked are left out (see unknown_share)."""
    df, _ = keywords.document_frequency(list(terms.terms))
    known = set(terms.spelled) | set(terms.long_forms) | set(terms.expansions)
    if terms.asked is not None:  # the quantity's name is no thing the library lacks
        known |= {t for t in terms.terms if t not in terms.asked.subject}
    # how the question asks or is said ("max", "goes"), as the absent share leaves them out
    words = [t for t in terms.terms if not df.get(t) and t not in known and not how_asked(t)]
    return sorted(words, key=lambda t: -terms.weights.get(t, 0.0))


def relevance_reason(hits: list[Hit], unused: list[str]) -> str:
    """What the user reads under the decline: the evidence does not match, and the words of the
    question no manual uses (``unused``) that make us think so."""
    closest = ""
    if hits:
        best = max(hits, key=lambda h: h.score)
        closest = f" (the closest: {best.doc_file} p. {best.page})"
    if unused:
        listed = ", ".join(f"“{w}”" for w in unused[:3])
        return (
            f"Much of the question is in words no manual in the library uses ({listed}), and "
            f"the passages found do not match it well enough to quote as an answer{closest}."
        )
    return (
        f"The passages found do not match the question well enough to quote as an answer{closest}."
    )
