"""A count a question asks for: "how many events does it keep", "how many eeprom writes".

The answer to "how many <things>" is a whole number written next to the things, in the same
table row or sentence, on either side of them: "keeps the last 32 events", "Two (2) 5-gallon
buckets", "14x Nitrogen Cylinders", "six-cylinder", "Impeller | Qty | 4", "O-ring x 6",
"No. of cylinders ........ 6", "Impeller 4 off". A passage that describes the things without
such a number does not give the count. A drawing that shows the things gives it too: the
engineer counts them on it ("how many EEBDs on the 4th deck"). "how many ohms / minutes /
litres" asks for a quantity by its unit (engine.vocab.quantities), not a count. General English
and the ways manuals write a quantity of parts, not any question's words.
"""

from __future__ import annotations

import re

from engine.retrieval import tuning
from engine.vocab.number_words import ONES, TENS
from engine.vocab.quantities import QUANTITIES, Quantity, all_units

# Words that end the thing counted: verbs, prepositions, pronouns ("how many events does it
# keep", "how many bottles on the skid", "how many of them"). A verb not listed ("how many studs
# hold the cover") stays in the thing's words: a figure next to any of them gives the count.
_STOP = (
    r"does|do|did|is|are|was|were|can|could|will|would|should|shall|must|has|have|had|it|they|"
    r"there|on|in|of|for|per|at|with|to|from|by|the|a|an|and|or|we|i|you|each|total|left|"
    r"needed|required|fitted|installed|used|kept|stored"
)
_HOW_MANY = re.compile(
    rf"\bhow\s+many\s+((?:(?!(?:{_STOP})\b)[^\W\d_][\w-]*\s*){{1,3}})", re.IGNORECASE
)

_ONES = "|".join(ONES[1:])  # "one" .. "nineteen"
_TENS = "|".join(TENS)
# A number in words, whole: "twenty-four", "a single", "a pair of", "a dozen".
_NUMBER_WORD = (
    rf"(?<![\w-])(?:(?:{_TENS})(?:-(?:{_ONES}))?|{_ONES}|hundred|thousand|million|single|"
    r"pair|couple|dozen)(?![\w])"
)
# A figure, whole ("0.5 trip delay" on a graph's axis is none), not part of a name ("SW2",
# "#3", "HDEC2000", "No. 2", "Figure 3-14", "5643-201"), not an amount in a unit ("12V" of
# "2 x 12V", "20s tripping delay"). "(x4)" and "x 6" write it after an "x".
_DIGITS = (
    r"(?:(?<![\w#.,/-])|(?<=\bx)|(?<=\b[x×]\s))"
    r"(?<!\bno\.\s)(?<!\bnr\.\s)(?<!\bno\s)(?<!\bitem\s)(?<!\bstep\s)(?<!\bpage\s)"
    r"(?<!\bfig\.\s)(?<!\bfigure\s)(?<!\btable\s)(?<!\bsection\s)(?<!\bchapter\s)"
    rf"\d+(?:,\d{{3}})*(?![.,]?\d)(?!-\d)(?!\s?(?:{all_units()})(?![a-z\d]))"
)
_FIGURE = rf"(?:{_DIGITS}|{_NUMBER_WORD})"
# Between a figure and the things after it: a space or "-" ("six-cylinder", "4-pole"), an "x"
# ("14x", "2 x 5-gallon"), "(2)" after a number in words, "pcs", "off", "sets of".
_BEFORE = (
    r"(?:\s*\(\d+\))?(?:\s*[x×]\s*|\s+|-)"
    r"(?:(?:pcs|pc|nos|off|sets?\s+of|pairs?\s+of|of)\.?\s+)?"
    r"(?:[^\W\d_]\w*[\s-]+|\d+[\s-]?[^\W\d_]\w*[\s-]+){0,2}?"
)
# Between the things and a figure after them: a label sign or word ("Cylinders: 6",
# "Impeller | Qty | 4", "Pistons (qty. 3)", "Plate count 85", "O-ring x 6", dot leaders, "events
# (max.) = 16", "number of events is 32", "decimal places to 6"); a bare figure after them is
# a name ("Pump 2") unless "number of" comes before them or "pcs" / "off" / "x" after it.
# The run of signs after the first is taken whole (atomic): no backtracking through a long one.
_LABEL = (
    r"(?:\s*\([^)]*\))?\s*(?:[:=|]|\.\.|…|\b(?:qty|quantity|count|is|are|to)\b\.?"
    r"|\(\s*(?:[x×]|qty\.?)|\b[x×](?=\s*\d))"
    r"(?>(?:[\s:=|.…·,(]|\b(?:qty|quantity|count|[x×])\b)*)"
)
_AFTER_WORDS = r"(?:[\s,-]+[^\W\d_]\w*){0,2}?"
_NUMBER_OF = r"\b(?:number|no|nr|qty|quantity)\.?\s+of\s+"
_UNIT_AFTER = r"(?=\s*(?:pcs|pc|nos|off|[x×])\b\.?)"
# A parts list's quantity column, read as "Header: cell" in a row whose cells the index joins
# with " | " ("Description: Solenoid valve coil 24 V DC | Qty: 2", "Name of part: Sight glass
# packing | Drawing No.: KFW-3015 | Q'ty: 4"): the count of the thing another cell of the row
# names, wherever the columns stand. The headers makers print, not any question's words.
_QTY_CELL = r"(?:qty|q'ty|q\.ty|quantity|pcs|no\.?\s+off|number\s+off)\.?\s*:\s*"
# A parameter list's value column ("Default: 3", "Factory setting: 3"): the headers makers print.
_VALUE_CELL = r"(?:default|factory|value|setting)(?:\s+(?:value|setting))?\.?\s*:\s*"
# A table's header cell without a unit or a bracket ("HSK-150T", "Standard"), and a figure's
# "about" as makers print it ("abt. 28", "approx. 6", "ca. 4", "~ 3").
_UNITLESS_HEADER = rf"(?![^\n|:]*(?:\(|\b(?:{all_units()})\b))[^\n|:]{{1,40}}"
_ABOUT = r"(?:(?:abt|approx|ca|about)\.?\s*|~\s*)?"
# Other notations of a count: "z = 32" is a gear's teeth.
_NOTATIONS = {"teeth": r"\bz\s*=\s*\d", "tooth": r"\bz\s*=\s*\d"}


def _stem(word: str) -> str:
    """ "batteries" -> "batter" (also "battery"), "switches" -> "switch", "studs" -> "stud";
    at most seven letters."""
    word = word.lower()
    if len(word) > 4 and word.endswith("ies"):
        word = word[:-3]
    elif len(word) > 4 and re.search(r"(?:ch|sh|x|ss)es$", word):
        word = word[:-2]
    elif len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    return word[:7]


def _given(words: list[str]) -> re.Pattern[str]:
    stems = sorted({_stem(w) for w in words if len(_stem(w)) >= 3}, key=len, reverse=True)
    thing = rf"(?<!\w)(?:{'|'.join(map(re.escape, stems))})[\w-]{{0,4}}(?![\w])"
    alternatives = [
        # "32 events", "2 x 5-gallon buckets", "14x nitrogen cylinders", "six-cylinder"
        rf"{_FIGURE}{_BEFORE}{thing}",
        # "Cylinders: 6", "Impeller | Qty | 4", "number of events is 32", "O-ring x 6"
        rf"{thing}{_AFTER_WORDS}{_LABEL}{_FIGURE}",
        # "Number of cylinders 6", "No. of cylinders ........ 6"
        rf"{_NUMBER_OF}{thing}(?>[\s.…·:|]*){_FIGURE}",
        # "Impeller 4 off", "O-ring 6 pcs", "Batteries 2 x 12V"
        rf"{thing}[\s,:]+{_FIGURE}{_UNIT_AFTER}",
    ]
    if tuning.COUNT_QTY_CELL:
        # "Description: Solenoid valve coil 24 V DC | Qty: 2", either cell first
        alternatives += [
            rf"{thing}[^\n|]*(?:\|[^\n|]*)*?\|\s*{_QTY_CELL}{_FIGURE}",
            rf"\b{_QTY_CELL}{_FIGURE}[^\n|]*(?:\|[^\n|]*?)*?{thing}",
        ]
    if tuning.COUNT_VALUE_CELL:
        # "Description: Auto restart attempts | Setting range: 0-5 | Default: 3 | Unit: -": a
        # parameter list's value of the thing the row names, a bare whole number
        alternatives.append(
            rf"{thing}[^\n|]*(?:\|[^\n|]*)*?\|\s*{_VALUE_CELL}{_FIGURE}(?=\s*(?:\||$))"
        )
    if tuning.COUNT_ROW_CELL:
        # "Item: Hand wheel turns, full tilt | HSK-150T: abt. 28": the row's first cell names
        # the things, a cell under a header without a unit holds their number
        alternatives.append(
            rf"(?m:^)[^\n|]*{thing}[^\n|]*(?:\|[^\n|]*)*?\|\s*{_UNITLESS_HEADER}:\s*"
            rf"{_ABOUT}{_FIGURE}(?=\s*(?:\||$))"
        )
    alternatives += [_NOTATIONS[w.lower()] for w in words if w.lower() in _NOTATIONS]
    return re.compile("|".join(alternatives), re.IGNORECASE)


def _is_unit(word: str) -> bool:
    return any(
        q.asked.search(f"how many {word}") or q.given.fullmatch(f"1 {word}") for q in QUANTITIES
    )


def asked_counts(question: str) -> list[Quantity]:
    """ "how many old trips does it keep" -> the count of "old trips": a whole number must stand
    next to one of the words ("trips", or a word of its stem). Empty when the question asks for
    no count or counts a unit ("how many minutes": a time)."""
    out: list[Quantity] = []
    for match in _HOW_MANY.finditer(question):
        words = match.group(1).split()
        if all(len(_stem(w)) < 3 for w in words) or any(map(_is_unit, words)):
            continue  # a unit or a quantity's name ("how many litres", "how many hours")
        out.append(Quantity(f"a count of {' '.join(words).lower()}", match.re, _given(words)))
    return out


def is_count(quantity: Quantity) -> bool:
    return quantity.name.startswith("a count of ")


def counted_on_drawing(quantity: Quantity, text: str) -> bool:
    """A drawing on which the engineer can count the things: a figure next to a word of them
    ("14x Nitrogen Cylinders" for "how many nitrogen bottles"), or a word of them as a label
    more than once ("EEBD" for "how many EEBDs"; one "trip delay" on a graph is no count).
    Labels count only the things themselves, the last word ("nozzles" of "how many mist
    nozzles"): a drawing labelled "Water Mist" all over need not show one nozzle."""
    if quantity.given.search(text):
        return True
    words = quantity.name.removeprefix("a count of ").split()
    for word in words[-1:] if tuning.COUNT_LABEL_HEAD else words:
        if len(_stem(word)) < 3:
            continue
        singular = word[:-1] if len(word) > 3 and word.endswith("s") else word
        named = re.findall(rf"\b{re.escape(singular)}(?:s|es)?\b", text, re.IGNORECASE)
        if len(named) >= tuning.COUNT_LABELS:
            return True
    return False
