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

if TYPE_CHECKING:
    from engine.types import Hit

# Units a condition is typed with: a temperature, an inch size ('6"', "6in" glued: "3 in the
# manual" is a preposition), a length, pressure, speed, frequency, flow, power, voltage, current
# or a share. General SI and customary units, not any one question's.
_UNITS = (
    r"°\s?[cf]|deg\s?[cf]?|degrees?\s?[cf]?|\"|''|inch(?:es)?|mm|cm|bar|mbar|kpa|mpa|psi[ag]?|"
    r"rpm|r/min|hz|khz|kw|kva|hp|kv|vac|vdc|ma|gpm|lpm|l/min|l/h|m3/h|m³/h|%"
)
# ... and the one-letter units only glued to the figure ("100F", "5A", "6in"): "lab 5 a" and
# "3 in the manual" are words
_GLUED_UNITS = r"[cfav]|in"
# A figure typed with its unit, not inside a code, a range or a fraction's tail ("MS-10",
# "4-20mA"); a fraction is one figure ('1/2"'). The unit closes the word.
_CONDITION = re.compile(
    rf"(?<![\w.,/~-])(\d+(?:[.,]\d+)?(?:/\d+)?)(?:\s?(?:{_UNITS})|(?:{_GLUED_UNITS}))(?![\w/])",
    re.IGNORECASE,
)
# A figure said to be rough ("~63 gpm", "approx 60 C", "about 6 in") names no exact condition.
_ROUGH = re.compile(
    r"(?:~|\b(?:approx\.?|approximately|about|around|roughly|ca\.?|circa|say)\s*)$",
    re.IGNORECASE,
)


def asked_conditions(question: str) -> list[str]:
    """The figures the question types with a unit, as typed without the unit ("100F" -> "100",
    '1/2"' -> "1/2"); rough ones ("~63 gpm") are left out."""
    out = []
    for match in _CONDITION.finditer(question):
        if _ROUGH.search(question[max(0, match.start() - _ROUGH_CHARS) : match.start()]):
            continue
        out.append(match.group(1))
    return list(dict.fromkeys(out))


_ROUGH_CHARS = 16  # "approximately " and a space: the words saying a figure is rough
# A number in a text, with its grouped thousands or decimals ("1,800", "0,5", "12.70", "50/60":
# each side of a slash is a number of its own, as in "50/60 Hz" or "380/440 V")
_NUMBER = re.compile(r"(?<![\d.,])\d+(?:[.,]\d+)*")


_DECIMAL = re.compile(r"[.,](?:\d{1,2}|\d{4,})$")  # decimals, not grouped thousands ("1,800")


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


def _writes(figure: str, text: str) -> bool:
    """``text`` writes the figure as a number of its own, by value ("1.0" as "1", "1800" as
    "1,800", "60" in "50/60"); a fraction ('1/2"') as typed. Not the "6" of "6.9", "6.0" or
    "16"."""
    if "/" in figure:
        return re.search(rf"(?<![\d.,/]){re.escape(figure)}(?![\d/])", text) is not None
    wanted = _values(figure)
    whole = not re.search(r"[.,]", figure)
    for match in _NUMBER.finditer(text):
        number = match.group(0)
        if whole and _DECIMAL.search(number):
            continue  # a figure typed whole is a size or a setting, not the "6.0" of a K table
        if wanted & _values(number):
            return True
    return False


def uncovered_condition(question: str, hits: list[Hit]) -> str | None:
    """The first figure the question types with a unit that none of ``hits`` writes (title or
    text), else None."""
    if not hits:
        return None
    texts = [f"{h.title}\n{h.text}" for h in hits]
    for figure in asked_conditions(question):
        if not any(_writes(figure, t) for t in texts):
            return figure
    return None


def typed_with_unit(question: str, figure: str) -> str:
    """The figure as the question types it, with its unit ("100F"), for the reason given."""
    for match in _CONDITION.finditer(question):
        if match.group(1) == figure:
            return match.group(0).strip()
    return figure
