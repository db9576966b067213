"""A count a question asks for: "how many events does it keep", "how many eeprom writes".

The answer to "how many <things>" is a number written next to the things ("keeps the last 32
events", "Two (2) 5-gallon buckets", "14x Nitrogen Cylinders", "events: 16"); a passage that
describes the things without such a number does not give the count. A drawing that shows the
things gives it too: the engineer counts them on it ("how many EEBDs on the 4th deck").
"how many ohms / minutes / litres" asks for a quantity by its unit (engine.vocab.quantities),
not a count. General English, not any question's words.
"""

from __future__ import annotations

import re

from engine.retrieval import tuning
from engine.vocab.quantities import QUANTITIES, Quantity

# Words that end the thing counted: verbs, prepositions, pronouns ("how many events does it
# keep", "how many bottles on the skid", "how many of them").
_STOP = (
    r"does|do|did|is|are|was|were|can|could|will|would|should|shall|must|has|have|had|it|they|"
    r"there|on|in|of|for|per|at|with|to|from|by|the|a|an|and|or|we|i|you|each|total|left|"
    r"needed|required|fitted|installed|used|kept|stored"
)
_HOW_MANY = re.compile(
    rf"\bhow\s+many\s+((?:(?!(?:{_STOP})\b)[^\W\d_][\w-]*\s*){{1,3}})", re.IGNORECASE
)
# A figure: digits that are not part of a name ("SW2", "#3"), or an English number word.
# "20s tripping delay" is a time, not 20 trips: the figure stands alone or with an "x".
# A count is whole: "0.5 trip delay" on a graph's axis is none.
_FIGURE = (
    r"(?:(?<![^\W\d_#])\d+(?:,\d{3})*(?![.,]?\d)(?:\s?x\s?|\s+)|(?:one|two|three|four|five|six|seven|eight|"
    r"nine|ten|eleven|twelve|sixteen|twenty|thirty|forty|fifty|sixty|hundred|thousand|million)"
    r"\s+)"
)


def _stem(word: str) -> str:
    word = word.lower()
    stem = word[:-1] if len(word) > 3 and word.endswith("s") else word
    return re.escape(stem[:7])


def asked_counts(question: str) -> list[Quantity]:
    """ "how many old trips does it keep" -> the count of "old trips": a number must stand next
    to "trips" (or a word of its stem), at most two words between. Empty when the question
    asks for no count or counts a unit ("how many minutes": a time)."""
    out: list[Quantity] = []
    for match in _HOW_MANY.finditer(question):
        words = match.group(1).split()
        head = words[-1]
        if len(_stem(head)) < 3 or any(
            q.asked.search(f"how many {head}") or q.given.fullmatch(f"1 {head}") for q in QUANTITIES
        ):
            continue  # a unit or a quantity's name ("how many litres", "how many hours")
        stem = _stem(head)
        given = re.compile(
            # "32 events", "2 x 5-gallon buckets", "14x nitrogen cylinders", "events: 16"
            rf"(?<![\w.,-]){_FIGURE}(?:\(\d+\)\s*)?(?:\w[\w-]+[\s-]+){{0,2}}{stem}\w{{0,3}}\b"
            # "events: 16", "decimal places to 6", "number of events is 32"
            rf"|\b{stem}\w{{0,3}}(?:[\s-]+\w+){{0,2}}\s*(?:\([^)]*\)\s*)?"
            rf"(?:[:=]|\bto\b|\bis\b|\bare\b)\s*\d",
            re.IGNORECASE,
        )
        out.append(Quantity(f"a count of {' '.join(words).lower()}", match.re, given))
    return out


def is_count(quantity: Quantity) -> bool:
    return quantity.name.startswith("a count of ")


def counted_on_drawing(quantity: Quantity, text: str) -> bool:
    """A drawing on which the engineer can count the things: a figure next to a word of them
    ("14x Nitrogen Cylinders" for "how many nitrogen bottles"), or a word of them as a label
    more than once ("EEBD" for "how many EEBDs"; one "trip delay" on a graph is no count)."""
    words = quantity.name.removeprefix("a count of ").split()
    for word in words:
        stem = _stem(word)
        if len(stem) < 3:
            continue
        if re.search(rf"(?<![\w.,-]){_FIGURE}(?:\w[\w-]+[\s-]+){{0,2}}{stem}", text, re.I):
            return True
        singular = word[:-1] if len(word) > 3 and word.endswith("s") else word
        named = re.findall(rf"\b{re.escape(singular)}(?:s|es)?\b", text, re.IGNORECASE)
        if len(named) >= tuning.COUNT_LABELS:
            return True
    return False
