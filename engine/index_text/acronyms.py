"""Where a passage defines an acronym: "Over Excitation Limiter (OEL)", "DFM (Diode Fault
Monitor)". Read at indexing time (store.keyword keeps them beside the passages) so a question's
"oel" can also be found as the words it stands for (retrieval.acronyms)."""

from __future__ import annotations

import re

# Short function words a long form may hold with or without an initial of its own ("Loss of
# Excitation" -> LE or LOE).
_SKIPPABLE = frozenset(["of", "and", "the", "for", "to", "in", "on", "a", "an"])
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*")
_BEFORE_CHARS = 120  # a long form of a dozen words at most
LETTERS = (2, 6)  # an acronym's length in letters
# "Long Form (OEL)" / "(OELs)", and "OEL (Long Form)"
_DEFINED = re.compile(r"\(\s*([A-Za-z]{2,6}?)s?\s*\)")
_DEFINING = re.compile(r"\b([A-Z][A-Za-z]{1,5})\s*\(([^()\n]{2,120})\)")


def definitions(text: str) -> list[tuple[str, tuple[str, ...]]]:
    """Each acronym ``text`` defines, lower case, with the words it stands for (lower case,
    hyphenated words split): [("oel", ("over", "excitation", "limiting"))]."""
    found: dict[tuple[str, tuple[str, ...]], None] = {}
    for m in _DEFINED.finditer(text):
        acronym = m.group(1)
        if not capitals(acronym):
            continue
        preceding = text[max(0, m.start() - _BEFORE_CHARS) : m.start()]
        # a long form holds no punctuation: "gain Kg, proportional (KP)" is not KP
        form = _ending_with_initials(re.split(r"[(),;:.]", preceding)[-1], acronym)
        if form:
            found[(acronym.lower(), form)] = None
    for m in _DEFINING.finditer(text):
        acronym = m.group(1)
        if capitals(acronym):
            form = _initials_match(_WORD.findall(m.group(2)), acronym)
            if form:
                found[(acronym.lower(), form)] = None
    return list(found)


def capitals(written: str) -> bool:
    """Written as an acronym: all capitals, but for one letter ("OELs", "kVA")."""
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
    """``words`` in lower case when their initials, leaving out function words, spell the
    acronym ("Over Excitation Limiter" for OEL), else empty. One word is no long form."""
    words = [w for part in words for w in part.replace("-", " ").split()]
    if len(words) < 2 or words[0].lower() in _SKIPPABLE:
        return ()
    content = "".join(w[0] for w in words if w.lower() not in _SKIPPABLE).lower()
    every = "".join(w[0] for w in words).lower()  # "Loss of Excitation (LOE)"
    if acronym.lower() not in (content, every):
        return ()
    return tuple(w.lower() for w in words)
