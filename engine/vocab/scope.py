"""How a manual says that something is documented somewhere else.

"The 24-channel EGT-24 ... is covered in manual P/N 710-0024", "the thrust-measuring option
TM-4T [is] the subject of separate supplements and [is] not described herein", "Air-operated
soot blowers (SB-12A) not covered": a manual names a variant, option or neighbouring unit only to
say that it does not describe it. Plain English of document scope, not words of one maker.
"""

from __future__ import annotations

import re

_DOCUMENT = r"(?:manual|handbook|supplement|instruction|document|booklet|data\s?sheet)s?"

DOCUMENTED_ELSEWHERE = re.compile(
    r"\bnot\s+(?:be\s+)?(?:covered|described|included|dealt\s+with|treated)\b"
    rf"|\bseparate\s+(?:\w+\s+)?{_DOCUMENT}\b"
    rf"|\b(?:covered|described|dealt\s+with|treated)\s+(?:in|by)\s+(?:the\s+|a\s+|its\s+own\s+)?"
    rf"(?:separate\s+|own\s+)?(?:\w+\s+)?{_DOCUMENT}\b"
    r"|\boutside\s+the\s+scope\b",
    re.IGNORECASE,
)

# Where one sentence ends and the next begins: a full stop, semicolon or line break after a
# word (not the point of "Rev. 3" or "P/N 710.0024": a full stop then a capital or line end).
_SENTENCE_END = re.compile(r"(?<=[a-z0-9)\]])\.(?=\s+[A-Z(]|\s*$)|;|\n\s*\n", re.MULTILINE)


def sentences(text: str) -> list[str]:
    """The sentences of a passage, each with its line breaks folded."""
    return [" ".join(s.split()) for s in _SENTENCE_END.split(text) if s.strip()]


def says_elsewhere(sentence: str) -> bool:
    """The sentence says that what it names is documented in another document, or not here."""
    return bool(DOCUMENTED_ELSEWHERE.search(sentence))
