"""Ordinal qualifiers: "the EEBDs on the 3rd deck", "2nd stage valve", "first floor".

A question that names one deck, stage or floor by its ordinal asks about that one. When the
passages about the rest of the question name the same thing with another ordinal only ("4th
Deck"), they are about another deck, and quoting them would answer a different question.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from engine.store.keyword import STOPWORDS, tokens

_WORDS = [
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
]
ORDINAL_WORDS = {w: str(i) for i, w in enumerate(_WORDS, 1)}
_NUMERIC = re.compile(r"^(\d{1,2})(?:st|nd|rd|th)$")


@dataclass(frozen=True)
class Ordinal:
    number: str  # "3"
    noun: str  # "deck"
    surface: str  # "3rd deck", as asked


def _ordinal(token: str) -> str | None:
    match = _NUMERIC.match(token)
    if match:
        return str(int(match.group(1)))
    return ORDINAL_WORDS.get(token)


def _same_noun(a: str, b: str) -> bool:
    return a == b or a.rstrip("s") == b.rstrip("s")


# A ship's decks are numbered with a bare number too ("5 deck", "deck 5"), where "4 pumps"
# counts pumps. Ship vocabulary, not any one question's. Not "level": "level 2 alarm".
LEVEL_NOUNS = frozenset({"deck", "decks"})
# ... and a drawing may number them as levels ("05 Level"), which a question calls the 5 deck
_DECK_ALSO = frozenset({"level"})
_BARE = re.compile(r"^0?(\d{1,2})$")


def asked_ordinals(question: str) -> list[Ordinal]:
    """ "3rd deck", "second stage": an ordinal followed by the thing it numbers; "5 deck" and
    "deck 5" for the levels of a ship."""
    words = tokens(question)
    out = []
    for first, noun in itertools.pairwise(words):
        number = _ordinal(first)
        if number and noun.isalpha() and noun not in STOPWORDS and len(noun) > 2:
            out.append(Ordinal(number, noun, f"{first} {noun}"))
        elif (bare := _BARE.match(first)) and noun in LEVEL_NOUNS:
            out.append(Ordinal(str(int(bare.group(1))), noun, f"{first} {noun}"))
        elif first in LEVEL_NOUNS and (bare := _BARE.match(noun)):
            out.append(Ordinal(str(int(bare.group(1))), first, f"{noun} {first}"))
    return out


def ordinals_in(text: str, noun: str) -> set[str]:
    """The ordinals the text gives the noun ("4th Deck", "Fourth deck" -> {"4"}); a deck also
    as a numbered level ("05 Level": the decks of a profile drawing)."""
    words = tokens(text)
    nouns = {noun, *_DECK_ALSO} if noun in LEVEL_NOUNS else {noun}

    def same(word: str) -> bool:
        return any(_same_noun(word, n) for n in nouns)

    found = set()
    for first, second in itertools.pairwise(words):
        number = _ordinal(first)
        if number and same(second):
            found.add(number)
        elif noun in LEVEL_NOUNS and (bare := _BARE.match(first)) and same(second):
            found.add(str(int(bare.group(1))))  # "04 Deck", "05 Level"
        elif noun in LEVEL_NOUNS and (bare := _BARE.match(second)) and same(first):
            found.add(str(int(bare.group(1))))  # "Deck 5"
    return found
