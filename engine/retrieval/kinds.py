"""Is the kind of thing a question asks about one the manuals describe?

"how does a reluctance motor start and run": the passages found are headed "Synchronous Motors",
"Split-Phase Induction Motors" — the manual describes kinds of motor, and never writes
"reluctance motor" (its one "reluctance" is magnetism). A name made of a word the library hardly
uses and a thing it describes in several kinds, which no passage writes together, is a kind the
library has no manual for: quoting its siblings would suggest it does. A word the engineer typed
short ("ctrl" of "Control Power") is no other kind: it is the same one abbreviated. Nor is a name
a table found writes as a row and a column ("undervoltage trip setting" in a table whose row is
"Undervoltage trip" and whose column is "Setting"): a settings table names its rows' thing by its
column header, never the two words side by side.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.retrieval import tuning
from engine.retrieval.hybrid import how_asked, inflections
from engine.store.keyword import STOPWORDS, tokens

if TYPE_CHECKING:
    from engine.retrieval.hybrid import QueryTerms
    from engine.store.base import KeywordIndex
    from engine.types import Hit

# Between two names in a question: punctuation, a dash with a space on either side ("hdec keypad
# - setup screen"); not a hyphen inside a word ("split-phase")
_BREAK = re.compile(r"[^\w\s'-]+|(?<!\w)-+|-+(?!\w)")
# A word shorter than this is a tag or a unit ("ac", "dc", "kw"), not a kind's name (not tuned)
_MIN_LETTERS = 3


@dataclass(frozen=True)
class OtherKinds:
    asked: str  # "reluctance motor", as typed
    thing: str  # "motor": as typed
    others: tuple[str, ...]  # ("induction motors", ...): the kinds the passages are about


def _pairs(question: str) -> list[tuple[str, str]]:
    """Two naming words in a row, within one part of the question."""
    out = []
    for part in _BREAK.split(question):
        words = tokens(part)
        for first, second in itertools.pairwise(words):
            if tuning.KIND_NOT_HOW_ASKED and how_asked(first):
                continue  # "how much cleaner": "much" asks an amount, it names no kind
            if _naming(first) and _naming(second):
                out.append((first, second))
    return out


# Prepositions the stop words leave in: they join two names ("amps per phase"), name none
_FUNCTION_WORDS = frozenset(
    [
        "per",
        "via",
        "versus",
        "upon",
        "onto",
        "into",
        "thru",
        "through",
        "within",
        "without",
        "across",
        "along",
        "around",
        "behind",
        "below",
        "above",
        "under",
        "over",
        "between",
        "during",
        "towards",
    ]
)


def _naming(word: str) -> bool:
    return (
        word.isalpha()
        and len(word) >= _MIN_LETTERS
        and word not in STOPWORDS
        and not (tuning.KIND_FUNCTION_WORDS and word in _FUNCTION_WORDS)
    )


def _forms(word: str, terms: QueryTerms | None) -> list[str]:
    expansions = terms.expansions.get(word, ()) if terms is not None else ()
    return list(dict.fromkeys([word, *expansions, *inflections(word)]))


def _in_table(word_forms: list[str], thing_forms: list[str], thing: str, hits: list[Hit]) -> bool:
    """A table found has a row naming the word under a column headed with the thing: a row
    indexed as "Parameter: Undervoltage trip | Unit: V | Setting: 360", or a plain table whose
    header line (its first line of cells) names the thing and a later line the word."""
    for hit in hits:
        if hit.type != "table":
            continue
        lines = [line for line in hit.text.splitlines() if "|" in line]
        keyed = any(":" in line for line in lines)  # its rows written "Header: cell"
        plain_header = set() if keyed or not lines else set(tokens(lines[0]))
        for line in lines:
            cells = [cell.partition(":") for cell in line.split("|")]
            headers = {t for head, colon, _ in cells if colon for t in tokens(head)}
            headers |= plain_header
            if not any(t in thing_forms or abbreviates(thing, t) for t in headers):
                continue
            named = {t for head, colon, cell in cells for t in tokens(cell if colon else head)}
            if named & set(word_forms):
                return True
    return False


def abbreviates(short: str, word: str) -> bool:
    """``short`` is ``word`` typed short: its first letter, and its letters in order ("ctrl" of
    "control", "pwr" of "power", "mach" of "machinery")."""
    if not short or not word.startswith(short[0]):
        return False
    rest = iter(word)
    return all(ch in rest for ch in short)


def misspells(typed: str, word: str) -> bool:
    """``typed`` is ``word`` with one slip of the keys: two letters swapped ("sycnhronous"), one
    letter wrong or one too many ("synchronoous"). Words of at least tuning.KIND_SLIP_MIN letters:
    shorter ones are other words one letter apart ("gain", "rain")."""
    if typed == word or min(len(typed), len(word)) < tuning.KIND_SLIP_MIN:
        return False
    if len(typed) == len(word):
        apart = [i for i, (a, b) in enumerate(zip(typed, word, strict=True)) if a != b]
        if len(apart) == 1:
            return True
        i = apart[0]
        return (
            len(apart) == 2
            and apart[1] == i + 1
            and typed[i] == word[i + 1]
            and typed[i + 1] == word[i]
        )
    if len(typed) == len(word) + 1:
        return any(typed[:i] + typed[i + 1 :] == word for i in range(len(typed)))
    return False


def other_kinds(
    question: str, hits: list[Hit], keywords: KeywordIndex, terms: QueryTerms | None = None
) -> OtherKinds | None:
    """The name the question asks about ("reluctance motor") when its first word is one the
    library writes in at most tuning.KIND_WORD_MAX_PASSAGES passages, no passage writes the two
    together (in any form), and the titles of the first tuning.KIND_TITLES_WITHIN items name
    at least tuning.KIND_SIBLINGS other kinds of the thing ("Synchronous Motors", "Induction
    Motors"; "Minor Loss Laboratory" for a "lab") and never that word; else None."""
    titles = [tokens(h.title) for h in hits[: tuning.KIND_TITLES_WITHIN]]
    for word, thing in _pairs(question):
        if tuning.KIND_INITIALS_KNOWN and terms is not None and word in terms.long_forms:
            continue  # "vfd fault": initials the library writes out name the thing, no kind
        word_forms, thing_forms = _forms(word, terms), _forms(thing, terms)
        passages, _ = keywords.document_frequency(word_forms)
        if sum(passages.values()) > tuning.KIND_WORD_MAX_PASSAGES:
            continue
        if keywords.mentions([[w, t] for w in word_forms for t in thing_forms]):
            continue
        if any(
            t in word_forms or abbreviates(word, t) or misspells(word, t)
            for title in titles
            for t in title
        ):
            continue  # a passage found is headed with it: about it, however else it is written
        if _in_table(word_forms, thing_forms, thing, hits[: tuning.KIND_TITLES_WITHIN]):
            continue  # a row of a table found, under a column headed with the thing
        others: dict[str, str] = {}  # the other kind's word -> as the title writes the pair
        for title in titles:
            for kind, head in itertools.pairwise(title):
                if (head in thing_forms or abbreviates(thing, head)) and _naming(kind):
                    others.setdefault(kind, f"{kind} {head}")
        if len(others) >= tuning.KIND_SIBLINGS:
            return OtherKinds(f"{word} {thing}", thing, tuple(sorted(others.values())))
    return None


def other_kinds_reason(found: OtherKinds) -> str:
    kinds = ", ".join(found.others[:3])
    return (
        f"The passages found describe other kinds of {found.thing} ({kinds}); none of the manuals "
        f"in the library mentions “{found.asked}”, so there is nothing to quote for it."
    )
