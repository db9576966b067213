"""What a manual's own acronyms stand for, read from where it defines them.

Manuals define an acronym once ("Over Excitation Limiter (OEL)", "DFM (Diode Fault Monitor)")
and then write either form: the page that answers "does the OEL work in FCR" says "over
excitation limiter". A question's short word is looked up in the passages that hold it; where one
defines it, the words it stands for are found (coverage, BM25) as the acronym itself.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.retrieval import tuning
from engine.store.keyword import tokens

if TYPE_CHECKING:
    from engine.store.base import KeywordIndex

# Short function words a long form may hold without an initial of its own ("Power System
# Stabilizer" -> PSS; "Loss of Excitation" -> LOE or LE).
_SKIPPABLE = frozenset(["of", "and", "the", "for", "to", "in", "on", "a", "an", "&"])
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*")
_BEFORE_CHARS = 120  # a long form of a dozen words at most


def long_forms(keywords: KeywordIndex, acronym: str) -> tuple[tuple[str, ...], ...]:
    """The words ``acronym`` stands for wherever a passage defines it, each spelling once
    (index tokens, lower case): "oel" -> ("over", "excitation", "limiter"), ("over",
    "excitation", "limiting"). Empty when no passage defines it."""
    low, high = tuning.ACRONYM_LETTERS
    if not (acronym.isalpha() and low <= len(acronym) <= high):
        return ()
    written = re.escape(acronym)
    # "Long Form (OEL)" / "Long Form (OELs)" and "OEL (Long Form)"; the acronym in capitals
    defined = re.compile(rf"\(\s*({written})s?\s*\)", re.IGNORECASE)
    defining = re.compile(rf"\b({written})\s*\(([^()\n]{{2,120}})\)", re.IGNORECASE)
    texts = keywords.texts_with(acronym, tuning.ACRONYM_PASSAGES)
    uses = [m.group(0) for text in texts for m in re.finditer(rf"\b{written}\b", text, re.I)]
    if sum(map(_capitals, uses)) < tuning.ACRONYM_CAPITALS_SHARE * len(uses):
        return ()  # a word the manuals write as a word ("no", "pin"), not an acronym
    found: dict[tuple[str, ...], None] = {}
    for text in texts:
        for m in defined.finditer(text):
            if _capitals(m.group(1)):
                preceding = text[max(0, m.start() - _BEFORE_CHARS) : m.start()]
                # a long form holds no punctuation: "gain Kg, proportional (KP)" is not KP
                form = _ending_with_initials(re.split(r"[(),;:.]", preceding)[-1], acronym)
                if form:
                    found[form] = None
        for m in defining.finditer(text):
            if _capitals(m.group(1)):
                form = _initials_match(_WORD.findall(m.group(2)), acronym)
                if form:
                    found[form] = None
        if len(found) >= tuning.ACRONYM_FORMS:
            break
    return tuple(found)[: tuning.ACRONYM_FORMS]


def _capitals(written: str) -> bool:
    return sum(ch.isupper() for ch in written) >= len(written) - 1


def _ending_with_initials(text: str, acronym: str) -> tuple[str, ...]:
    """The shortest run of words ending ``text`` whose initials spell ``acronym``."""
    words = _WORD.findall(text.replace("-", " "))
    longest = min(len(words), 2 * len(acronym) + 1)
    for n in range(1, longest + 1):
        form = _initials_match(words[-n:], acronym)
        if form:
            return form
    return ()


def _initials_match(words: list[str], acronym: str) -> tuple[str, ...]:
    """``words`` as index tokens when their initials, leaving out function words, spell the
    acronym ("Over Excitation Limiter" for OEL), else empty. One word is no long form."""
    words = [w for part in words for w in part.replace("-", " ").split()]
    if len(words) < 2 or words[0].lower() in _SKIPPABLE:
        return ()
    initials = "".join(w[0] for w in words if w.lower() not in _SKIPPABLE).lower()
    if initials != acronym.lower():
        return ()
    return tuple(t for w in words for t in tokens(w))
