"""How a manual says that something is documented somewhere else.

"The 24-channel EGT-24 ... is covered in manual P/N 710-0024", "the thrust-measuring option
TM-4T [is] the subject of separate supplements and [is] not described herein", "Air-operated
soot blowers (SB-12A) not covered": a manual names a variant, option or neighbouring unit only to
say that it does not describe it. Plain English of document scope, not words of one maker.
"""

from __future__ import annotations

import re

_DOCUMENT = (
    r"(?:manual|handbook|supplement|instruction|document|booklet|data\s?sheet|publication|"
    r"bulletin|leaflet)s?|form(?=\s+[\w-]*\d)"
)

# Words that are a document only after "separate" ("Motorised version GIT-7M: separate notes",
# "see separate documentation"): "the notes below" are this manual's own. Stop 32, held33b
# pn-030 read after its transfer run; over all 4722 spent and blind questions it moves pn-030
# only (declined).
_SEPARATE_ONLY = re.compile(r"\bseparate\s+(?:\w+\s+)?(?:notes|documentation)\b", re.IGNORECASE)

DOCUMENTED_ELSEWHERE = re.compile(
    r"\bnot\s+(?:be\s+)?(?:covered|described|included|dealt\s+with|treated)\b"
    rf"|\bseparate\s+(?:\w+\s+)?{_DOCUMENT}\b"
    rf"|\b(?:covered|described|dealt\s+with|treated)\s+(?:in|by)\s+(?:the\s+|a\s+|its\s+own\s+)?"
    rf"(?:separate\s+|own\s+)?(?:\w+\s+)?{_DOCUMENT}\b"
    r"|\boutside\s+the\s+scope\b",
    re.IGNORECASE,
)

# What "see ..." / "refer to ..." points at inside the manual itself: a section, figure, table,
# page, step or item of this document, not another document.
_INSIDE = (
    r"(?:sect(?:ion)?s?|sec|chap(?:ter)?s?|ch|fig(?:ure)?s?|tab(?:le)?s?|pages?|pg|pp?|"
    r"para(?:graph)?s?|items?|steps?|app(?:endix)?|annex|pos(?:ition)?|notes?|points?|lines?|"
    r"rows?|clauses?|parts?|no|nr)"
)

# "RG-2100HD and trolling valve option: see SB-2100-31", "refer to Service Letter SL-07/12": a
# sentence that sends the reader to another document by its number (letters, then a number:
# "SB-2100-31", "TI 0502"), not to a section, figure or table of this one ("see 4.2", "see Fig. 3").
REFERRED_BY_NUMBER = re.compile(
    r"\b(?:see|refer\s+to)\s+(?:the\s+)?"
    r"(?:(?:service\s+)?(?:bulletin|letter|manual|instruction|document|doc\.?)\s+)?"
    rf"(?!{_INSIDE}\b)[A-Z]{{1,5}}[-/ ]?\d[\w/.-]*",
    re.IGNORECASE,
)

# Where one sentence ends and the next begins: a full stop, semicolon or line break after a
# word (not the point of "Rev. 3" or "P/N 710.0024": a full stop then a capital or line end).
_SENTENCE_END = re.compile(r"(?<=[a-z0-9)\]])\.(?=\s+[A-Z(]|\s*$)|;|\n\s*\n", re.MULTILINE)


def sentences(text: str) -> list[str]:
    """The sentences of a passage, each with its line breaks folded."""
    return [" ".join(s.split()) for s in _SENTENCE_END.split(text) if s.strip()]


# A clause or sentence (as `sentences` parts them: after a semicolon or a full stop) that opens
# with a pronoun goes on about what the one before it names ("A TGC-3P polar variant is
# available; it is covered by a separate manual").
_PRONOUN_OPENING = re.compile(r"^(?:it|this|these|they|which)\b", re.IGNORECASE)


def goes_on_about(clause: str) -> bool:
    """The clause opens with a pronoun standing for what the one before it names."""
    return bool(_PRONOUN_OPENING.match(clause.strip()))


def says_elsewhere(sentence: str, by_number: bool = True) -> bool:
    """The sentence says that what it names is documented in another document, or not here
    (with by_number, also when it sends the reader to another document by its number)."""
    if DOCUMENTED_ELSEWHERE.search(sentence):
        return True
    if _SEPARATE_ONLY.search(sentence):
        return True
    return by_number and bool(REFERRED_BY_NUMBER.search(sentence))
