"""Does the evidence cover the condition a question types?

"vapour pressure of water at 100F", "resistance coeff, 6\" flanged globe": the question asks for a
value at one condition, typed as a figure with its unit (a temperature, a size, a speed). A
table or text that gives the value for other conditions (70 F only; 1, 2, 4, 8 and 20 in) does not
give it at this one: when none of the first items writes the figure at all, quoting them would
suggest the value is there. Used to decline in retrieval-only mode
(agent.evidence.missing_condition).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.retrieval import tuning
from engine.store.keyword import STOPWORDS, tokens
from engine.vocab.number_words import ONES
from engine.vocab.quantities import WordsNamed, without_enumerators

if TYPE_CHECKING:
    from engine.types import Hit

# Units a condition is typed with: a temperature, an inch size ('6"', "6in" glued: "3 in the
# manual" is a preposition), a length, pressure, speed, frequency, flow, power, voltage, current
# or a share. General SI and customary units, not any one question's.
_UNITS = (
    r"°\s?[cf]|deg\s?[cf]?|degrees?\s?[cf]?|\"|''|inch(?:es)?|mm|cm|bar|mbar|kpa|mpa|psi[ag]?|"
    r"rpm|r/min|hz|khz|kw|kva|hp|kv|vac|vdc|ma|gpm|lpm|l/min|l/h|m3/h|m³/h|%|kn|kts?|knots?|"
    r"ppm|mg/l"
)
# ... and the one-letter units only glued to the figure ("100F", "5A", "6in"): "lab 5 a" and
# "3 in the manual" are words
_GLUED_UNITS = r"[cfav]|in"
# A figure typed with its unit, not inside a code, a range or a fraction's tail ("MS-10",
# "4-20mA"); a fraction is one figure ('1/2"'). The unit closes the word. A minus typed alone
# before the figure is its sign ("at -0.5 bar", "(-20 C)"): a vacuum or a frost is its own
# condition, not the 0.5 bar or 20 C written elsewhere.
_CONDITION = re.compile(
    r"(?<![\w.,/~-])(?P<figure>(?:-(?=\d))?(?<![\w.,/~]-)\d+(?:[.,]\d+)?(?:/\d+)?)"
    rf"(?:\s?(?:{_UNITS})|(?:{_GLUED_UNITS}))(?![\w/])",
    re.IGNORECASE,
)
# A figure said to be rough ("~63 gpm", "approx 60 C", "about 6 in") names no exact condition.
_ROUGH = re.compile(
    r"(?:~|\b(?:approx\.?|approximately|about|around|roughly|ca\.?|circa|say)\s*)$",
    re.IGNORECASE,
)


def asked_conditions(question: str) -> list[str]:
    """The figures the question types with a unit, as typed without the unit ("100F" -> "100",
    '1/2"' -> "1/2"; a size in words, "half inch" -> "1/2"); rough ones ("~63 gpm") are left
    out."""
    out = []
    for match in _CONDITION.finditer(question):
        if _ROUGH.search(question[max(0, match.start() - _ROUGH_CHARS) : match.start()]):
            continue
        sign = "-" if match.group("figure").startswith("-") else ""
        if tuning.CONDITION_TOLERANCE and _TOLERANCE.search(question[: match.start()] + sign):
            continue  # "swinging +-5 deg": a band either side, no condition
        out.append(match.group("figure"))
    if tuning.CONDITION_UNIT_SHARED and out:
        out += _sharing_unit(question, out)
    if tuning.CONDITION_SIZE_WORDS:
        for match in _SIZE_IN_WORDS.finditer(question):
            if not _ROUGH.search(question[max(0, match.start() - _ROUGH_CHARS) : match.start()]):
                out.append(_SIZE_WORDS[re.sub(r"[\s-]+", " ", match.group("size").lower())])
    return list(dict.fromkeys(out))


# A bare figure and one typed with its unit, joined by "and" / "&" / a comma with at most three
# words between ("jacket water 70 and sea 20 deg", "jw 75 deg and sea water 32"): the unit typed
# once is both figures' (general English ellipsis, as in "between 70 and 80 deg"). The bare
# figure closes its clause: "3 bar, 2 pumps" counts pumps.
_BARE = re.compile(r"(?<![\w.,/~-])\d+(?:[.,]\d+)?(?![\w.,/%°\"'-])")
_JOINED = r"\s*(?:,|&|\band\b)\s*(?:[^\W\d_]+\s+){0,3}"


def _sharing_unit(question: str, conditions: list[str]) -> list[str]:
    found = []
    for match in _BARE.finditer(question):
        figure = match.group(0)
        if figure in conditions:
            continue
        after = question[match.end() :]
        if not re.match(r"\s*(?:$|[,;?!)]|\.(?!\d)|&|and\b)", after, re.I):
            continue  # "2 pumps": a count of what follows, no figure of the list
        before = question[: match.start()]
        for cond in conditions:
            c = re.escape(cond)
            if re.match(rf"{_JOINED}{c}(?!\d)", after, re.I) or re.search(
                rf"(?<![\d.,]){c}\s?(?:{_UNITS}){_JOINED}$",
                before,
                re.I,
            ):
                found.append(figure)
                break
    return found


# A pipe or fitting size said in words ("half inch globe", "a two inch valve"): the figure a
# table writes for it. General English number words.
_SIZE_NUMBERS = ("one", "two", "three", "four", "five", "six", "eight", "ten", "twelve")
_SIZE_WORDS = {
    "half": "1/2",
    "quarter": "1/4",
    "three quarter": "3/4",
    "three quarters": "3/4",
    **{word: str(ONES.index(word)) for word in _SIZE_NUMBERS},
}
_SIZE_IN_WORDS = re.compile(
    rf"\b(?:an?\s+)?(?P<size>three[\s-]+quarters?|half|quarter|{'|'.join(_SIZE_NUMBERS)})"
    r"(?:[\s-]+an?)?[\s-]+(?:inch|inches|in\.?(?=\s|$)|\")",
    re.IGNORECASE,
)


# A figure typed as a tolerance either side ("±5 deg", "+-5 deg", "+/- 5 deg") is a band, no condition.
_TOLERANCE = re.compile(r"(?:±|\+\s?/?\s?-)\s*$")
_ROUGH_CHARS = 16  # "approximately " and a space: the words saying a figure is rough
# A number in a text, with its grouped thousands or decimals ("1,800", "0,5", "12.70", "50/60":
# each side of a slash is a number of its own, as in "50/60 Hz" or "380/440 V")
_NUMBER = re.compile(r"(?<![\d.,])\d+(?:[.,]\d+)*")


_DECIMAL = re.compile(r"[.,](?:\d{1,2}|\d{4,})$")  # decimals, not grouped thousands ("1,800")
_ZERO_DECIMALS = re.compile(r"[.,]0{1,2}$")  # "99,0", "75.00"
# A minus sign right before a number (read on the three characters before it), not a range's
# dash: "-0.3 bar", "- -60kPa", not "20-30"
_SIGNED = re.compile(r"(?:^|[^\w.,])-\s?$")


def _values(number: str) -> set[float]:
    """What a written number may stand for: "1,800" is 1800 or 1.8, "12.70" is 12.7."""
    if "," in number and "." not in number:
        readings = {number.replace(",", ""), number.replace(",", ".", 1)}
    elif "," in number:  # "1,800.5" or "1.800,5"
        readings = {number.replace(",", ""), number.replace(".", "").replace(",", ".")}
    elif number.count(".") > 1:  # "1.800.000"
        readings = {number.replace(".", "")}
    else:
        readings = (
            {number, number.replace(".", "")} if len(number.rpartition(".")[2]) == 3 else {number}
        )
    out = set()
    for reading in readings:
        try:
            out.add(float(reading))
        except ValueError:
            continue
    return out


# The kinds of unit a condition is typed in: a figure written with a unit of another kind is
# another condition ("300-360 °F" of a head temperature for "at 300 gpm"). General SI and
# customary units.
_UNIT_KINDS = {
    "temperature": r"°\s?[cf]|deg(?:rees?)?\s?[cf]?|[cf]",
    "pressure": r"bar[ag]?|mbar|kpa|mpa|psi[ag]?|kg/cm2|mwc|mmwc",
    "flow": r"gpm|lpm|l/min|l/h|l/s|m3/h|m³/h|usgpm",
    "speed": r"rpm|r/min|min-1|min−1|kn|kts?|knots?",
    "frequency": r"hz|khz",
    "power": r"kw|kva|hp|w",
    "voltage": r"v|vac|vdc|kv|mv",
    "current": r"a|ma|amps?",
    "length": r"mm|cm|m|in|inch(?:es)?|\"|ft",
    "share": r"%|percent",
    "concentration": r"ppm|mg/l|mg/kg",
    "time": r"s|sec|secs|seconds?|min|mins|minutes?|h|hrs?|hours?",
}
_KIND_OF = {kind: re.compile(rf"(?:{units})", re.IGNORECASE) for kind, units in _UNIT_KINDS.items()}
# The unit written after a number (past a range's other end: "300–360 °F")
_UNIT_AFTER = re.compile(
    r"(?:\s*(?:[-–~]|to|…)\s*\d+(?:[.,]\d+)?)?\s?(?P<unit>°\s?[cf]|[^\W\d_]+(?:/[^\W\d_]+|[23]|³)?|%|\")",
    re.IGNORECASE,
)


def unit_kind(unit: str) -> str | None:
    """The kind of a unit as typed ("gpm" -> "flow", "°F" -> "temperature"), or None."""
    unit = unit.strip()
    return next((kind for kind, units in _KIND_OF.items() if units.fullmatch(unit)), None)


# A cell header's unit in brackets before the cell's value ("Output current (A): 5 - 20")
_HEADER_UNIT = re.compile(r"[(\[]\s*([^()\[\]]{1,8}?)\s*[)\]]\s*:[^:]*$")


def _other_kind(text: str, end: int, kind: str | None) -> bool:
    """The number ending at ``end`` is written with a unit of another kind than ``kind``."""
    if kind is None or not tuning.CONDITION_UNIT_KIND:
        return False
    after = _UNIT_AFTER.match(text, end)
    if after is None or unit_kind(after.group("unit")) is None:
        # a table cell under a header declaring its unit: "Output current (A): 5 - 20"
        cell = text[max(text.rfind("|", 0, end), text.rfind("\n", 0, end)) + 1 : end]
        header = _HEADER_UNIT.search(cell)
        written = unit_kind(header.group(1)) if header else None
        return written is not None and written != kind
    unit = after.group("unit")
    if (
        unit.lower() in _SPACED_WORDS
        and text[after.start("unit") - 1 : after.start("unit")].isspace()
    ):
        return False  # "100 in the tank", "5 a day": words, not units
    written = unit_kind(unit)
    return written is not None and written != kind


def _same_unit_zero(number: str, text: str, end: int, kind: str | None) -> bool:
    """ "6.0 bar" written for "6 bar" typed: zero decimals, then a unit of the kind the figure
    was typed in (tuning.CONDITION_ZERO_DECIMALS)."""
    if not tuning.CONDITION_ZERO_DECIMALS or kind is None or not _ZERO_DECIMALS.search(number):
        return False
    after = _UNIT_AFTER.match(text, end)
    return after is not None and unit_kind(after.group("unit")) == kind


# One- and two-letter units that are English words when set apart ("in", "a")
_SPACED_WORDS = frozenset(["in", "a", "m", "s", "h"])


def _writes(figure: str, text: str, share: bool = False, kind: str | None = None) -> bool:
    """``text`` writes the figure as a number of its own, by value ("1.0" as "1", "1800" as
    "1,800", "60" in "50/60"); a fraction ('1/2"') as typed. Not the "6" of "6.9", "6.0" or
    "16" — but a share typed whole (``share``: "at 99%") is written "99,0" in a table of
    purities or loads (stop 22)."""
    if "/" in figure:
        return re.search(rf"(?<![\d.,/]){re.escape(figure)}(?![\d/])", text) is not None
    negative = figure.startswith("-")
    wanted = _values(figure.removeprefix("-"))
    whole = not re.search(r"[.,]", figure)
    for match in _NUMBER.finditer(text):
        number = match.group(0)
        if negative and not _SIGNED.search(text[max(0, match.start() - 3) : match.start()]):
            continue  # "-0.5 bar" is not the 0.5 of another row
        if (
            whole
            and _DECIMAL.search(number)
            and not (share and _ZERO_DECIMALS.search(number))
            and not _same_unit_zero(number, text, match.end(), kind)
        ):
            continue  # a figure typed whole is a size or a setting, not the "6.0" of a K table
        if _identifier(text, match.start(), match.end()):
            continue  # "Item: 9-1", "3-3 Maintenance intervals": a number, not a figure
        if wanted & _values(number) and not _other_kind(text, match.end(), kind):
            return True
    return False


# A range of figures: "401 - 550", "300–360", "10 to 20"
_RANGE = re.compile(
    r"(?<![\w.,/-])(\d+(?:[.,]\d+)?)\s*(?:-|–|to|…)\s*(\d+(?:[.,]\d+)?)(?![\d.,]?\d)"
)


def _in_range(figure: str, text: str, kind: str | None, words: list[str]) -> bool:
    """``text`` writes a range holding the figure, in a unit of the kind it was typed in (after
    the range, or in the header over its cell), on a line (a table row) naming one of the
    question's other ``words``: the row "Shaft diameter (mm): 401 - 550 | Rotor collar type:
    RC-55" covers "our shaft is 450 mm"; a "Proportioning range: 60 - 700 gpm" covers no foam
    nozzle's 350 gpm."""
    if kind is None or "/" in figure or figure.startswith("-"):
        return False
    wanted = _values(figure)
    for match in _RANGE.finditer(text):
        low, high = _values(match.group(1)), _values(match.group(2))
        if not low or not high or min(low) >= max(high):
            continue
        if not any(min(low) <= v <= max(high) for v in wanted):
            continue
        line_end = text.find("\n", match.end())
        line = text[text.rfind("\n", 0, match.start()) + 1 : None if line_end < 0 else line_end]
        named = WordsNamed(set(tokens(line)))
        if not any(map(named, words)):
            continue
        after = _UNIT_AFTER.match(text, match.end())
        if after is not None and unit_kind(after.group("unit")) == kind:
            return True
        # a table cell under a header declaring its unit: "Shaft diameter (mm): 401 - 550"
        cell_start = max(text.rfind("|", 0, match.start()), text.rfind("\n", 0, match.start()))
        header = _HEADER_UNIT.search(text[cell_start + 1 : match.start()])
        if header is not None and unit_kind(header.group(1)) == kind:
            return True
    return False


# The words numbering a place in a manual, right before its number (general English)
_REFERENCE = re.compile(
    r"\b(?:section|sect?|chapter|chap|ch|table|tab|fig(?:ure)?|item|page|pg|step|no|pos)\.?:?\s*$",
    re.IGNORECASE,
)


# ... or ending a range of them ("pos. 10–14", "items 3 to 5")
_REFERENCE_RANGE = re.compile(
    r"\b(?:sections?|sect?|chapters?|chap|ch|tables?|tab|fig(?:ure)?s?|items?|pages?|pp|pg|steps?|"
    r"nos?|pos)\.?:?\s*\d+\s*(?:[-–]|to)\s*$",
    re.IGNORECASE,
)


def _identifier(text: str, start: int, end: int) -> bool:
    """The whole number at ``start:end`` is one part of an item or section number ("9-1",
    "3-3"): joined by a hyphen to another whole number no larger after it, or no smaller
    before it (a range runs upwards: "9-12")."""
    if not tuning.CONDITION_IDENTIFIERS or not text[start:end].isdigit():
        return False
    if _REFERENCE.search(text[max(0, start - 12) : start]):
        return True  # "Section 9", "Fig. 9", "Item 9": a place in the manual
    if tuning.CONDITION_REFERENCE_RANGES and _REFERENCE_RANGE.search(
        text[max(0, start - 20) : start]
    ):
        return True  # "Overhaul kit (pos. 10–14)": the end of a range of places
    after = re.match(r"-(\d+)(?![\d.,])", text[end:])
    if after and int(after.group(1)) <= int(text[start:end]):
        return True
    before = re.search(r"(?<![\d.,])(\d+)-$", text[max(0, start - 8) : start])
    return bool(before and int(before.group(1)) >= int(text[start:end]))


def uncovered_condition(question: str, hits: list[Hit]) -> str | None:
    """The first figure the question types with a unit that none of ``hits`` writes (title or
    text) as a condition of what it asks, else None."""
    if not hits:
        return None
    figures = asked_conditions(question)
    if not figures:
        return None
    words = _other_words(question)
    yes_no = tuning.CONDITION_LIMITS and bool(_YES_NO.search(question))
    for figure in figures:
        typed = typed_with_unit(question, figure)
        share = typed.endswith("%")
        kind = unit_kind(typed.removeprefix(figure))
        if yes_no and kind is not None and any(_limits(h, kind) for h in hits):
            continue  # "can i house the fins doing 15 kts": "not above 12 knots" answers it
        if not any(_covers(figure, h, words, share, kind) for h in hits):
            return figure
    return None


# A question asking whether it may be done at the figure ("can i house the fins doing 15 kts",
# "ok to run it at 95 C?"): a limit of that kind answers it. General English.
_YES_NO = re.compile(
    r"^\s*(?:can|could|may|should|shall|is\s+it|are\s+we|am\s+i|will\s+it|would\s+it)\b|"
    r"\bok(?:ay)?\s+to\b|\ballowed\b|\bsafe\s+to\b",
    re.IGNORECASE,
)
# A limit written before its figure: "below 12 knots", "max. 95 °C", "not exceeding 6 bar"
_LIMIT = re.compile(
    r"\b(?:below|above|under|over|max(?:imum)?|min(?:imum)?|up\s+to|not\s+exceed(?:ing)?|"
    r"exceeds?|less\s+than|more\s+than|higher\s+than|lower\s+than|at\s+most|at\s+least)"
    r"\.?\s*(?:of\s+)?(?:[<>≤≥]\s*)?(?P<number>\d+(?:[.,]\d+)?)",
    re.IGNORECASE,
)


def _limits(hit: Hit, kind: str) -> bool:
    """The item writes a limit with a unit of ``kind`` ("below 12 knots")."""
    text = f"{hit.title}\n{hit.text}"
    for match in _LIMIT.finditer(text):
        after = _UNIT_AFTER.match(text, match.end())
        if after is not None and unit_kind(after.group("unit")) == kind:
            return True
    return False


def _other_words(question: str) -> list[str]:
    """The question's words besides its figures and their units ("regular", "elbow",
    "screwed" of "K for a regular 90 elbow, 8 inch screwed")."""
    units = re.compile(rf"(?:{_UNITS}|{_GLUED_UNITS}|inch|inches)", re.IGNORECASE)
    return [
        w
        for w in dict.fromkeys(tokens(question))
        if w not in STOPWORDS
        and len(w) > 2
        and not any(c.isdigit() for c in w)
        and not units.fullmatch(w)
    ]


def _covers(
    figure: str, hit: Hit, words: list[str], share: bool = False, kind: str | None = None
) -> bool:
    text = f"{hit.title}\n{hit.text}"
    written = without_enumerators(text) if tuning.CONDITION_ABOUT else text
    if not _writes(figure, written, share, kind) and not (
        tuning.CONDITION_RANGES and _in_range(figure, written, kind, words)
    ):
        return False  # the "8." of a list's eighth item is no 8 inch
    named = WordsNamed(set(tokens(text)))
    if tuning.CONDITION_ABOUT and words and not any(map(named, words)):
        return False  # "threads per inch ... 8" of a lathe: about nothing else asked
    if tuning.CONDITION_LABELS and hit.type == "table":
        return _in_asked_column(figure, hit.text, words, share)
    return True


# A table cell as rows are rendered: "Nominal diameter, in Flanged 8: 0.26"
_CELL = re.compile(r"(?:^|\|)\s*([^|:\n]{1,120}):\s*([^|\n]*)", re.MULTILINE)


def _in_asked_column(figure: str, text: str, words: list[str], share: bool = False) -> bool:
    """A table whose column labels carry the figure ("Screwed 1 2 4", "Flanged 1 2 4 8 20")
    gives it under the asked one: when the question names a word some labels write and others
    do not ("screwed"), a label writing the figure must write that word too. A figure written
    outside the labels (a row's name, a cell) is read as written."""
    cells = _CELL.findall(text)
    labels = {label.strip() for label, _ in cells}
    if not labels:
        return True
    outside = _CELL.sub(lambda m: " | " + m.group(2), text)
    if _writes(figure, outside, share):
        return True
    with_figure = [lab for lab in labels if _writes(figure, lab, share)]
    if not with_figure:
        return True
    if tuning.CONDITION_LABELS_FIGURED:
        # the labels to tell apart are those of columns at a figure ("at 2,500 psi (172 bar)"),
        # not a "Tip color" column beside them that writes a word of the question
        labels = {lab for lab in labels if any(ch.isdigit() for ch in lab)}
    named = [(lab, WordsNamed(set(tokens(lab)))) for lab in labels]
    telling = [
        w for w in words if any(has(w) for _, has in named) and not all(has(w) for _, has in named)
    ]
    if not telling:
        return True
    return any(has(w) for lab, has in named if lab in with_figure for w in telling)


def typed_with_unit(question: str, figure: str) -> str:
    """The figure as the question types it, with its unit ("100F"), for the reason given."""
    for match in _CONDITION.finditer(question):
        if match.group("figure") == figure:
            return match.group(0).strip()
    return figure
