"""A question that offers the values to choose from: "what type thermocouple is in the
calorimeter, K or T?", "M8 or M10 bolts on the cover?".

The engineer names the candidates; a passage answers only by writing one of them. When none of
the first items writes either (as its own word, a one-letter one in capitals as typed), the
passages describe the thing without saying which, and quoting them would suggest they do. Two
units offered ("in kW or kVA", "ft-lbf or Nm") ask which unit, a question the quantity rules
read; words ("earthed or not") are no values. Used to decline in retrieval-only mode
(agent.evidence.missing_choice).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.store.keyword import STOPWORDS, tokens
from engine.vocab.quantities import WordsNamed, offers_units, without_enumerators

if TYPE_CHECKING:
    from engine.types import Hit

# A designation as typed: a capital or a digit first, at most four characters ("K", "M10",
# "IP55", "2A"), two of them offered with "or" at the end of the question.
_OPTION = r"[A-Z0-9][A-Za-z0-9]{0,3}"
_CHOICE = re.compile(rf"(?<![\w-])({_OPTION})\s+or\s+({_OPTION})\s*[?.!]*\s*$")


def offered_choice(question: str) -> tuple[str, str] | None:
    """ "K or T?" -> ("K", "T"); None when the question offers no two designations."""
    match = _CHOICE.search(question)
    if match is None:
        return None
    first, second = match.group(1), match.group(2)
    if first.lower() in STOPWORDS or second.lower() in STOPWORDS:
        return None
    # two units offered ask which unit ("kW or kVA"); a capital letter alone is a type or a
    # class ("K or T"), not a kelvin or a tonne
    if not (len(first) == len(second) == 1) and offers_units(match.group(0)):
        return None
    return first, second


def _writes(option: str, text: str) -> bool:
    """The option as its own word, or joined by a hyphen to a word ("K-type", "type-T"), not in
    a code ("T1", "T-1", "1-K")."""
    flags = 0 if len(option) == 1 else re.IGNORECASE  # "T" the type, not "t" a time
    pattern = rf"(?<![\w])(?<!\d-){re.escape(option)}(?![\w])(?!-\d)"
    return re.search(pattern, text, flags) is not None


def unanswered_choice(question: str, hits: list[Hit]) -> tuple[str, str] | None:
    """The two values offered when none of ``hits`` that is about the question (names another
    of its words) writes either of them, else None."""
    offered = offered_choice(question)
    if offered is None or not hits:
        return None
    rest = question[: _CHOICE.search(question).start()]  # type: ignore[union-attr]
    words = [w for w in dict.fromkeys(tokens(rest)) if w not in STOPWORDS and len(w) > 2]
    for hit in hits:
        text = without_enumerators(f"{hit.title}\n{hit.text}")
        named = WordsNamed(set(tokens(text)))
        if words and not any(map(named, words)):
            continue
        if any(_writes(option, text) for option in offered):
            return None
    return offered
