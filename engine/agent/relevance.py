"""Is anything in the library about this question? The relevance decline, with its reason.

Two readings of the evidence, both relative to the library itself:

- the *match*: how close in meaning the best item is (its cosine) and how well it scores
  overall (cosine + the question's words it holds, weighted by the library's own IDF);
- the *absent share*: how much of the question's word weight (IDF) is on words no manual in the
  library uses ("unitrol", "gyro", "stepper") — computed in ``hybrid.query_terms``.

A question is declined when the match is weak whatever its words, or when much of it is about
words the library never uses and the match is only ordinary. One threshold on a blend of the two
(the rule before) had to sit where sloppy answerable questions ("pale blue pipe", "throw a cover
over it") and negatives about absent things overlap; the two readings apart separate them better
(figures in tuning.py, RELEVANCE_*).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.retrieval import tuning

if TYPE_CHECKING:
    from engine.retrieval.hybrid import QueryTerms
    from engine.store.base import KeywordIndex
    from engine.types import Hit


@dataclass(frozen=True)
class Relevance:
    """The relevance decline's thresholds (tuning.py); ``bench/calibrate.py`` prints the match
    and the absent share of each question beside them."""

    match_floor: float = tuning.RELEVANCE_MATCH_FLOOR
    absent_share: float = tuning.RELEVANCE_ABSENT_SHARE
    absent_match: float = tuning.RELEVANCE_ABSENT_MATCH
    strong_hit: float = tuning.STRONG_HIT  # a hit this good is a good match; the fallback wants two

    def match(self, hits: list[Hit]) -> float:
        """How well the best evidence matches the question (0..1 or a little above)."""
        if not hits:
            return 0.0
        return tuning.RELEVANCE_COSINE * max(h.cosine for h in hits) + (
            tuning.RELEVANCE_SCORE * max(h.score for h in hits)
        )

    def of(self, hits: list[Hit], absent: float) -> float:
        """The match, as reported with the answer (``Answer.relevance``); ``absent`` is not
        folded in: it decides together with the match (see ``declines``)."""
        del absent
        return self.match(hits)

    def declines(self, hits: list[Hit], absent: float, small: bool = False) -> str | None:
        """ "weak" when nothing matches the question well enough, "absent" when much of the
        question is about words the library never uses and the match is only ordinary; None
        when the evidence may be about the question."""
        match = self.match(hits)
        if small:  # a small library: one threshold on the blend (tuning.RELEVANCE_SMALL_*)
            if match - tuning.RELEVANCE_SMALL_ABSENT * absent >= tuning.RELEVANCE_SMALL_THRESHOLD:
                return None
            return "absent" if absent >= self.absent_share else "weak"
        if absent >= self.absent_share and match < self.absent_match:
            return "absent"  # (also when the match is weak: the unknown words are the reason)
        if match < self.match_floor:
            return "weak"
        return None


def is_relevant(hits: list[Hit], relevance: Relevance, absent: float, small: bool = False) -> bool:
    if any("section" in h.sources for h in hits):
        return True  # the user named a section that exists
    return relevance.declines(hits, absent, small) is None


def strong_count(hits: list[Hit], relevance: Relevance) -> int:
    return sum(1 for h in hits if h.score >= relevance.strong_hit)


def unknown_share(terms: QueryTerms, keywords: KeywordIndex) -> tuple[float, bool]:
    """The absent share of the question's words, without those naming the quantity it asks for:
    "torque" of "cover bolts torque" when the manual writes "Tighten the cover bolts to 25 Nm",
    "weight" when it writes "Mass 120 kg". Whether the value is given is the quantity check's
    to say (evidence.missing_quantity), not a sign the question is about something absent.
    Also whether the library is small (fewer than tuning.RELEVANCE_ABSENT_MIN_PASSAGES)."""
    naming = [t for t in terms.terms if terms.asked is not None and t not in terms.asked.subject]
    df, passages = keywords.document_frequency(naming or list(terms.terms[:1]))
    # a library this small uses a few hundred words: an everyday word it lacks ("isolates" of
    # "which valve isolates the helo deck foam supply" asked of one deck plan) weighs as much as
    # the thing asked about; there the blended rule of before reads the share
    small = passages < tuning.RELEVANCE_ABSENT_MIN_PASSAGES
    lacking = sum(terms.weights.get(t, 0.0) for t in naming if not df.get(t))
    return max(0.0, terms.absent - lacking / terms.total), small


def unused_words(terms: QueryTerms, keywords: KeywordIndex) -> list[str]:
    """The question's words no manual uses (as typed, or in a form the library knows: spelled
    out, glued to a number, an acronym it defines, an abbreviation or another form), heaviest
    first; the words naming the quantity asked are left out (see unknown_share)."""
    df, _ = keywords.document_frequency(list(terms.terms))
    known = set(terms.spelled) | set(terms.long_forms) | set(terms.expansions)
    if terms.asked is not None:  # the quantity's name is no thing the library lacks
        known |= {t for t in terms.terms if t not in terms.asked.subject}
    words = [t for t in terms.terms if not df.get(t) and t not in known]
    return sorted(words, key=lambda t: -terms.weights.get(t, 0.0))


def relevance_reason(why: str, hits: list[Hit], unused: list[str]) -> str:
    """What the user reads under the decline: the evidence does not match, and why we think so."""
    closest = ""
    if hits:
        best = max(hits, key=lambda h: h.score)
        closest = f" (the closest: {best.doc_file} p. {best.page})"
    if why == "absent" and unused:
        listed = ", ".join(f"“{w}”" for w in unused[:3])
        return (
            f"Much of the question is in words no manual in the library uses ({listed}), and "
            f"the passages found do not match it well enough to quote as an answer{closest}."
        )
    return (
        f"The passages found do not match the question well enough to quote as an answer{closest}."
    )
