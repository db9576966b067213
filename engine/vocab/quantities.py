"""Physical quantities a question can ask for, and how a passage shows that it gives one.

"tightening torque for the terminal screws": the question asks for a torque. A passage gives a
torque when it names one ("torque", "tighten to") or has a number with a torque unit ("2.5 Nm").
Used to decline a question whose passages are about the right equipment but give no value of the
asked quantity (agent.evidence.missing_quantity). General vocabulary of quantities and their SI
and customary units, not words of any one question.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Quantity:
    name: str  # as the decline reason says it ("a torque")
    asked: re.Pattern[str]  # the question asks for it
    given: re.Pattern[str]  # a passage names it or gives a value of it


def _asked(words: str) -> re.Pattern[str]:
    return re.compile(rf"\b(?:{words})\b", re.IGNORECASE)


def _given(words: str, units: str) -> re.Pattern[str]:
    # A unit right after a number ("2.5 Nm", "100mm", "15Adc"), or one of the words.
    return re.compile(
        rf"\b(?:{words})|\d\s?(?:{units})(?![a-z])" if words else rf"\d\s?(?:{units})(?![a-z])",
        re.IGNORECASE,
    )


_TIME_UNITS = (
    r"s|sec|secs|seconds?|min|mins|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?|yrs?"
)
_LENGTH_UNITS = r"mm|cm|m|km|in|inch|inches|ft|feet|\"|µm|um|microns?"

QUANTITIES: tuple[Quantity, ...] = (
    Quantity(
        "a torque",
        _asked(r"torques?|tightening|tighten"),
        _given(
            r"torques?|tighten\w*",
            r"nm|n\s?·\s?m|n\.m|kgf?\s?[·.-]?\s?m|ft\s?-?\s?lbs?|lbf?\s?-?\s?ft|in\s?-?\s?lbs?",
        ),
    ),
    Quantity(
        "a volume",
        _asked(
            r"litres?|liters?|ltrs?|gallons?|volumes?|how\s+much\s+(?:water|oil|fuel|fluid|liquid)"
        ),
        _given(r"volumes?|litres?|liters?|gallons?", r"l|ltrs?|ml|m3|m³|cc|gal|dm3"),
    ),
    Quantity(
        "a temperature",
        _asked(r"temperatures?|temps?|how\s+hot|how\s+cold"),
        _given(r"temperatures?|temps?|°|degrees?|deg", r"c|f|k|degc|degf"),
    ),
    Quantity(
        "a pressure",
        _asked(r"pressures?"),
        _given(r"pressures?", r"bar|barg|mbar|kpa|mpa|pa|psi|psig|mmhg|mwc|kg/cm2"),
    ),
    Quantity(
        "a voltage",
        _asked(r"voltages?|volts?"),
        _given(r"voltages?|volts?", r"v|vac|vdc|kv|mv"),
    ),
    Quantity(
        "a current",
        _asked(r"currents?|amps?|amperes?|amperage"),
        _given(r"currents?|amps?|amperes?", r"a|adc|aac|ma|ka"),
    ),
    Quantity(
        "a power",
        _asked(r"power\s+(?:rating|consumption|output|input)|wattage|kw|horsepower"),
        _given(r"power|wattage", r"w|kw|mw|hp|kva|bhp"),
    ),
    Quantity(
        "a speed",
        _asked(r"speeds?|rpm|how\s+fast|revolutions"),
        _given(r"speeds?|rpm|revolutions", r"rpm|r/min|min-1|m/s|knots?|kn|rps"),
    ),
    Quantity(
        "a flow rate",
        _asked(r"flow\s*rates?|throughput|discharge\s+rate|how\s+much\s+flow"),
        _given(r"flows?|rates?|capacity", r"m3/h|m³/h|l/min|l/h|l/s|gpm|lpm|m3/s|kg/h|t/h"),
    ),
    Quantity(
        "a weight",
        _asked(r"weights?|weigh|weighs|mass|how\s+heavy"),
        _given(r"weights?|weigh\w*|mass", r"kg|t|tonnes?|tons?|lbs?|g"),
    ),
    Quantity(
        "a dimension",
        _asked(
            r"dimensions?|length|width|height|diameter|thickness|clearances?|gaps?|"
            r"how\s+(?:big|wide|tall|thick|deep|high)"
        ),
        _given(
            r"dimensions?|length|width|height|diameter|dia|thick\w*|clearances?|gaps?|dn",
            _LENGTH_UNITS,
        ),
    ),
    Quantity(
        "a time or interval",
        _asked(r"intervals?|how\s+often|how\s+long|durations?|frequency\s+of|dwell"),
        _given(
            r"intervals?|every|daily|weekly|monthly|annually|yearly|durations?|period\w*",
            _TIME_UNITS + "|" + _LENGTH_UNITS,
        ),
    ),
    Quantity(
        "a frequency",
        _asked(r"hz|hertz"),
        _given(r"frequency|hertz", r"hz|khz"),
    ),
    Quantity(
        "a resistance",
        _asked(r"resistance|ohms?|insulation\s+value"),
        _given(r"resistance|ohms?|megohm\w*|Ω", r"ω|ohms?|kω|mω|kohms?|mohms?|megohms?"),
    ),
)


def asked_quantities(question: str) -> list[Quantity]:
    """The quantities the question asks for (empty for most questions)."""
    return [q for q in QUANTITIES if q.asked.search(question)]


def gives(quantity: Quantity, text: str) -> bool:
    return bool(quantity.given.search(text))
