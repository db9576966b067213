"""Physical quantities a question can ask for, and how a passage shows that it gives one.

"tightening torque for the terminal screws": the question asks for a torque. A passage gives a
torque when it names one ("torque", "tighten to") or has a number with a torque unit ("2.5 Nm").
Used to decline a question whose passages are about the right equipment but give no value of the
asked quantity (agent.evidence.missing_quantity). A value counts only next to what the question
asks it of ("the hdec2000 terminal screws"): a pressure given for another pump on the same page
is not the asked one. General vocabulary of quantities and their SI and customary units, not
words of any one question.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from engine.vocab.components import HEAD_NOUNS
from engine.vocab.number_words import ONES, TENS
from engine.vocab.shorthand import trade_acronym_forms
from engine.vocab.words import is_s_form


@dataclass(frozen=True)
class Quantity:
    name: str  # as the decline reason says it ("a torque")
    asked: re.Pattern[str]  # the question asks for it
    given: re.Pattern[str]  # a passage names it or gives a value of it
    # Its values are not told apart by a unit (a rating is in A, V or kW like any current,
    # voltage or power; a grade has none): the word before it in the question ("fuse" rating,
    # "oil" grade) must stand next to the value. A torque or a pressure shows by its unit, and
    # "pump motor kW" is given in a row naming the pump unit, not the motor.
    needs_kind: bool = False


# Each quantity's unit alternatives of its ``asked`` pattern (keyed by that pattern).
_BY_UNIT: dict[str, re.Pattern[str]] = {}
_WORDS: dict[str, re.Pattern[str]] = {}


def asked_by_unit(quantity: Quantity, question: str) -> bool:
    """The question types one of the quantity's units to ask for it ("what kVA", "how many
    ohms", "metres?"): it wants a figure in that unit, not the quantity's name."""
    by_unit = _BY_UNIT.get(quantity.asked.pattern)
    return by_unit is not None and bool(by_unit.search(question))


# The names of a part number, as a question asks it and as a parts list labels its column
# ("Part no.", "P/N", "Order number").
_PART_NO_NAMES = (
    r"part\s*(?:no|nos|numbers?|#)|p/n|(?:order|article|spare\s+part)\s+(?:no|numbers?)"
)


# A unit typed after a number word is a figure given ("over half inch", "two hours"), not a
# unit asked: one lookbehind per word (each of fixed width). General English number words.
_FIGURE_WORDS = [*ONES[1:13], "fifteen", *TENS[:5], "hundred", "thousand", "half", "quarter"]
_AFTER_NO_WORD = "".join(rf"(?<!\b{w}\s)" for w in _FIGURE_WORDS)


_AFTER_NO_PRONOUN = "".join(rf"(?<!\b{p}\s)" for p in ("i", "we", "you", "they"))


def _asked(words: str, units: str = "", unit_words: str = "") -> re.Pattern[str]:
    """``words`` name the quantity; ``units`` ask for it when typed without a number before them
    and closing a clause or followed by "of" / "for" ("switching freq, kHz?", "capacity ... m3?",
    "rpm of the lathe"; "at 1800 rpm" is a condition, a "vac pump" or "CC enable" a thing), or
    right after "what" / "how many" / "how much" ("what kVA transformer", "how many ohms");
    ``unit_words`` (English words too: "hours", "litres") ask after "in" ("MTBF in hours",
    "charge in kg"), and those longer than a letter ("metres", not "m") as units do. "in kW or
    kVA" asks which unit, not a value."""
    # "do i force the trendline thru zero", "should we time it": right after a subject pronoun
    # the word is a verb, asking how to act, not for a value (general English)
    pattern = rf"{_AFTER_NO_PRONOUN}\b(?:{words})\b"
    spelled = "|".join(u for u in unit_words.split("|") if len(u.rstrip("?s")) > 1)
    typed = "|".join(u for u in (units, spelled) if u)
    if typed:
        pattern += (
            # "w/ a meter", "the amps" name a thing; "over half inch", "two hours" give a figure
            # "wont go past 60% rpm": a unit after a percentage is a share of it, given
            rf"|(?<![\d.,%])(?<!\d\s)(?<!%\s)(?<![\w/])(?<!\ba\s)(?<!\ban\s)(?<!\bthe\s)"
            rf"{_AFTER_NO_WORD}"
            rf"(?:{typed})"
            r"(?=\s*(?:$|[?,.;:!)])|\s+(?:of|for)\b)"
        )
        pattern += rf"|\b(?:what|how\s+many|how\s+much)\s+(?:{typed})(?![\w/])"
    compound = "|".join(u for u in units.split("|") if _is_compound(u))
    if compound:
        # a unit of two parts and three or more letters ("m3/h", "l/min", "kg/cm2") is no
        # word and no tag: typed with no figure before it, anywhere, it asks for its quantity
        # ("how much cooling airflow m3/h does it need"); "l/h" or "m/s" may be a side or a ship
        pattern += rf"|(?<![\d.,])(?<!\d\s)(?<![\w/])(?:{compound})(?![\w/])"
    if units or unit_words:
        # not before a number: "tables in sec 4" names a section ("in secs" asks the unit)
        pattern += (
            rf"|\bin\s+(?:{'|'.join(u for u in (units, unit_words) if u)})(?![\w/])(?!\.?\s*\d)"
            r"(?!\s+or\s+\w)"
        )
    asked = re.compile(pattern, re.IGNORECASE)
    _WORDS[asked.pattern] = re.compile(rf"\b(?:{words})\b", re.IGNORECASE)
    if units or unit_words:
        # the same alternatives without the quantity's words: it was asked by a unit
        _BY_UNIT[asked.pattern] = re.compile(
            pattern[len(rf"{_AFTER_NO_PRONOUN}\b(?:{words})\b|") :], re.I
        )
    return asked


def _is_compound(unit: str) -> bool:
    return "/" in unit and len(re.sub(r"[^a-z\d³²]", "", unit)) >= 3


# Each quantity's "number with its unit" alone (keyed by its ``given`` pattern): what a
# drawing must show to give a value (see gives_number).
_NUMBERS: dict[str, re.Pattern[str]] = {}
_UNITS: dict[str, str] = {}


def _given(words: str, units: str) -> re.Pattern[str]:
    # A unit right after a number ("2.5 Nm", "100mm", "15Adc"), or one of the words as a whole
    # word ("dia" is not the start of "diaphragm", nor "rates" of "rated"; "thick\w*" says so).
    # A unit followed by a digit is another quantity's: "1m2" and "m2/s" are no length.
    pattern = _given_pattern(words, units)
    if units:
        _NUMBERS[pattern.pattern] = re.compile(rf"\d\s?(?:{units})(?![a-z\d])", re.IGNORECASE)
        _UNITS[pattern.pattern] = units
    return pattern


def _unit_first(units: str) -> str:
    """A unit written before its figure, as spec lines and table rows print it ("kVA 3",
    "bar: 10", "m3/h 25", "| kW | 12"): before ":", "=" or "|", or before the figure itself when
    the unit is no English word ("in 1975", "a 3-phase motor"). A table row also gives it
    under a column header that declares the unit ("Delay (s): 3", "Flow [m3/h]: 45") or in a
    parameter list's "Unit" column, whose figures stand in the next cells ("Parameter:
    Overcurrent delay | Unit: s | Min.: 0.1 | Max.: 30"): the index writes a row's cells as
    "Header: cell"; or in a "Unit" column after them ("Value: 35 | Unit: %"). Not so a length: metres and feet also measure a pump's head or a tank's
    level ("Head H [ft]: 33.85" gives no impeller diameter), and a dimension's header names it
    ("Dia. (mm)"). Elsewhere a unit in brackets declares the unit of the item's bare figures
    (gives_amount), not a value."""
    before = (
        rf"(?<![\w/])(?:(?:{units})(?![\w/])\s*[:=|]"
        rf"|(?=\S\S)(?!(?:in|at|on|min|mi)\b)(?:{units})(?![\w/]))\s*\d"
    )
    if _LENGTH_UNITS in units:
        # a part's size in a "Unit" column ("Clearance | Value: 0.4 | Unit: mm") is one
        units = _PART_LENGTH_UNITS
        return rf"{before}|{_unit_column(units)}"
    return rf"{before}|[(\[]\s*(?:{units})\s*[)\]]:\s*\d|{_unit_column(units)}"


def _unit_column(units: str) -> str:
    """A parameter list's "Unit" column before or after the figures' cells."""
    return (
        rf"\bunits?:\s*(?:{units})(?![\w/])\s*\|[^|:\n]{{1,30}}:\s*\d"
        # the "Unit" column after the figures ("Parameter: Stop level | Value: 35 | Unit: %")
        rf"|:\s*\d[^|:\n]{{0,30}}\|\s*units?:\s*(?:{units})(?![\w/])"
    )


def _given_pattern(words: str, units: str) -> re.Pattern[str]:
    number = rf"\d\s?(?:{units})(?![a-z\d])|{_unit_first(units)}" if units else ""
    return re.compile(
        rf"\b(?:{words})(?![a-z])" + (f"|{number}" if number else "") if words else number,
        re.IGNORECASE,
    )


_TIME_UNITS = (
    r"ms|msec|milliseconds?|s|sec|secs|seconds?|min|mins|minutes?|h|hrs?|hours?|days?|weeks?|"
    r"months?|years?|yrs?|"
    # a maintenance schedule's hours: "2000 running hours", "8000 op. hrs", "2000 rh", German
    # "Bh" (Betriebsstunden)
    r"(?:running|operating|service|op\.?)\s+h(?:ou)?rs?|rhs?|bh"
)
# "press" after a word reads as "pressure" when the question asks what quantity it wants
# (_PRESS_NOUN below): read when this module is imported. The candidate of stop 28,
# built before its blind run (no blind status moved). Off -> on over all spent material (1324
# corpus + 20 generated sets): negatives f2-034, oy-088, oz-097, ot-104, pc-097 declined; false
# declines ox-096 ("fire flaps" / "FIRE DAMPERS"; typed "pressure" it is declined too) and
# ok-063, pc-060 (answered again by QUANTITY_INITIALS_NAMED, QUANTITY_TAG_NAMES_OF).
PRESS_NOUN = True
# "press" typed for "pressure" ("cut in / cut out press?", "disch press in psi", "what press
# does the brake open at"): the engine room's commonest shorthand for it, a noun after a word.
# Not the verb: first in the question, after "to" / "then" or a pronoun, or before what is
# pressed ("press the RESET button", "press and hold", "press for 3 s"); not the machine ("drill
# press", "hydraulic press"). General usage, not any question's: of the 164 questions of all
# the project's sets that type "press" (stop 28), 154 read so; the 10 others are the machine (5)
# and nouns the guard leaves (after "+" or "&", first in the question, before "a/c" or "ok").
# None of the 164 is the verb.
_PRESS_NOUN = (
    r"(?<=[\w/?)]\s)(?<!\bto\s)(?<!\bthen\s)(?<!\bdrill\s)(?<!\bhydraulic\s)press"
    r"(?!\s+(?:the|a|an|it|this|that|and\s+hold|buttons?|keys?|down|here|once|twice|again|"
    r"enter|reset|ok|until|for\s+\d)\b)"
)
_LENGTH_UNITS = r"mm|cm|m|km|in|inch|inches|ft|feet|\"|µm|μm|um|microns?|thou"
# Units of a part's size, not of a pump's head or a tank's level (as metres and feet are): a
# column of them holds dimensions (PART_LENGTH_UNITS in headers and "Unit" columns)
_PART_LENGTH_UNITS = r"mm|cm|µm|μm|um|in|inch|inches|thou"

QUANTITIES: tuple[Quantity, ...] = (
    Quantity(
        "a torque",
        _asked(r"torques?|tightening|tighten", r"nm|n\.m|ft-?lbs?|lbf?-?ft"),
        _given(
            r"torques?|tighten\w*",
            # N·m, N-m, daNm, kNm; kgf·m, kp·m (old metric); ft-lb, lbf·ft, in-lb (imperial)
            r"(?:da|k)?n\s?[·.-]?\s?m|(?:kgf?|kp)\s?[·.-]?\s?m|(?:ft|in)\s?[·.-]?\s?lbf?s?|"
            r"lbf?s?\s?[·.-]?\s?(?:ft|in)",
        ),
    ),
    Quantity(
        "a volume",
        _asked(r"litres?|liters?|ltrs?|gallons?|volumes?", r"m3|m³|dm3|cc|ml", r"l"),
        _given(
            r"volumes?|litres?|liters?|gallons?",
            r"l|ltrs?|ml|m3|m³|cc|cm3|dm3|(?:us\s?|imp\.?\s?)?gal(?:lons?)?|litres?|liters?",
        ),
    ),
    Quantity(
        # a hydraulic pump's or motor's swept volume per revolution ("80 cc/rev", "125 cm3/rev",
        # "Displacement: 250 cc"). General hydraulics (stop 24; seen in held25a's ow-095 after
        # its first run)
        "a displacement",
        _asked(r"displacements?", r"cc/rev|cm3/rev|cm³/rev|ccm/rev|ml/rev|l/rev|in3/rev"),
        _given(
            r"displacements?|displ\.?",
            # per revolution, or in the small volumes a swept volume is written in: a tank's
            # "60 L" is no displacement
            r"cc/rev|cm3/rev|cm³/rev|ccm/rev|ml/rev|l/rev|in3/rev|cc|cm3|cm³|ccm|in3|cu\.?\s?in",
        ),
    ),
    Quantity(
        # a battery's or an anode's charge in ampere-hours ("200 Ah", "2800 Ah/kg"). General
        # electrical usage (stop 24; seen in held25a's ow-091 after its first run)
        "an amount of charge",
        _asked(r"amp(?:ere)?[\s-]?hours?", r"ah|mah|kah"),
        _given(r"amp(?:ere)?[\s-]?hours?", r"ah|mah|kah|a\s?h(?=\s*/)"),
    ),
    Quantity(
        # "steam consumption per blowing", "fuel consumption at MCR", "air consumption": an
        # amount used, per hour, per run or per unit of work ("12 kg/h", "45 kg per blowing",
        # "185 g/kWh", "265 Nm3/h")
        "a consumption",
        _asked(r"consumptions?"),
        _given(
            r"consumptions?|consum\w*",
            r"(?:m3|m³|nm3|nm³|cbm|l|ltrs?|kg|t|g)\s?/\s?(?:h|hr|min|s|d|day|kwh)|(?:us\s?)?gpm|"
            r"gph|lpm|lph|kg|kgs|t|tonnes?|l|ltrs?|litres?|liters?|m3|m³|nm3|nm³",
        ),
    ),
    Quantity(
        # "how much water before the float switch trips", "how much oil does the sump take":
        # an amount of a fluid, which a manual gives as a volume, a mass or a level / depth
        "an amount",
        _asked(r"how\s+much\s+(?:water|oil|fuel|fluid|liquid)"),
        _given(
            r"volumes?|litres?|liters?|gallons?|capacity|quantity|amount|level|depth|charge",
            r"l|ltrs?|ml|m3|m³|cc|cm3|dm3|(?:us\s?|imp\.?\s?)?gal(?:lons?)?|litres?|liters?|"
            # a level in a length's units: a column of them is the level (no part's size)
            r"kg|kgs|g|t|lbs?|oz|mm|cm|m|in|inch(?:es)?|ft|feet",
        ),
    ),
    Quantity(
        "a temperature",
        _asked(
            r"temperatures?|temps?|superheat|subcooling|how\s+hot|how\s+cold",
            r"°\s?c|°\s?f|degc|degf",
            r"c|f|degrees?|celsius|fahrenheit",
        ),
        # a superheat or subcooling is a temperature difference, in K (or °C, °F)
        _given(
            r"temperatures?|temps?|degrees?|deg|superheat|subcooling|kelvin",
            r"°\s?[cf]?|c|f|k|degc|degf|kelvin",
        ),
    ),
    Quantity(
        "a pressure",
        _asked(
            r"pressures?|how\s+deep\s+(?:an?\s+|the\s+)?vacuum"
            + (f"|{_PRESS_NOUN}" if PRESS_NOUN else ""),
            r"bar|barg|mbar|kpa|mpa|psi|psig|psia|mmhg|mwc|kg/cm2",
        ),
        # SI, imperial and old metric (kgf/cm², ata, atü; a water or mercury column); not a bare
        # "at" (the English word: "4.5 at full load")
        _given(
            r"pressures?",
            r"bar|barg|bara|bar\s?\([ag]\)|mbar|kpa|mpa|hpa|pa|psi|psig|psia|mmhg|inhg|mwc|mmwc|"
            r"m\s?h2o|mm\s?h2o|(?:kgf?|kp)\s?/\s?cm2|atm|ata|atü|atu|"
            # a water column as fan and draught gauges print it: "mmAq" (Japanese yards), "mmWG",
            # "in. WG" (stop 34, held35a)
            r"mm\s?aq|mm\s?wg|in\.?\s?wg|in\.?\s?h2o",
        ),
    ),
    Quantity(
        "a voltage",
        _asked(r"voltages?|volts?", r"vac|vdc|kv", r"v"),
        _given(r"voltages?|volts?", r"v|vac|vdc|kv|mv"),
    ),
    Quantity(
        # a valve's flow coefficient, "Kv" / "Kvs" (m3/h at a drop of 1 bar): general valve
        # sizing usage (stop 30, held31a pi-002 after its first run). Typed "kv" is also a
        # kilovolt, so both are asked; after a figure ("6.6 kv") it is the voltage only.
        "a flow coefficient",
        _asked(r"(?<![\d.,])(?<![\d.,]\s)kvs?|flow\s+coefficients?"),
        _given(r"kvs?|flow\s+coefficients?", ""),
    ),
    Quantity(
        "a current",
        # not "in a": "what's in a kit"
        _asked(r"currents?|amps?|amperes?|amperage", r"ma|ka|adc|aac"),
        _given(r"currents?|amps?|amperes?", r"a|adc|aac|ma|ka"),
    ),
    Quantity(
        "a power",
        _asked(
            r"power\s+(?:rating|consumption|output|input)|wattage|horsepower",
            r"kw|kva|bhp",
            r"watts?|kilowatts?|w|hp",
        ),
        # electrical or mechanical kW ("kWe", "kWm"), metric horsepower ("PS")
        _given(r"power|wattage", r"w|kw|kwe|kwm|kwb|mw|hp|kva|bhp|shp|ps"),
    ),
    Quantity(
        "a speed",
        # a cutting or surface speed too: "sfpm", "m/min"
        # "takes forever to come up to speed" asks why or how long, not a speed
        _asked(
            r"(?<!\bup\sto\s)speeds?|revolutions",
            r"rpm|r/min|m/s|knots|s?fpm|ft/min|m/min",
        ),
        _given(
            r"speeds?|rpm|revolutions|s?fpm",
            r"rpm|r\.p\.m\.?|r/min|rev/min|1/min|/min|min[-−]1|m/s|knots?|kn|rps|s?fpm|ft/min|"
            r"m/min",
        ),
    ),
    Quantity(
        "a flow rate",
        _asked(
            r"flow\s*rates?|throughput|discharge\s+rate|how\s+much\s+flow",
            r"m3/h|m³/h|l/min|l/h|l/s|gpm|lpm|kg/h|t/h",
        ),
        _given(
            r"flows?|rates?|capacity",
            # per hour, minute, second or day, "/h" or "/hr", with or without spaces; US gpm
            r"(?:m3|m³|cbm|l|ltrs?|kg|t)\s?/\s?(?:h|hr|min|s|d|day)|(?:us\s?)?gpm|usgpm|gph|lpm|lph",
        ),
    ),
    Quantity(
        "a weight",
        _asked(
            r"weights?|weigh|weighs|mass|how\s+heavy", r"kg|lbs", r"tonnes?|tons?|pounds|g|grams?"
        ),
        # a "mass flow rate" is a flow, not a mass ("air mass flow rate (in kg/s)")
        _given(r"weights?|weigh\w*|mass(?!\s+flow)", r"kg|kgs|t|tonnes?|tons?|lbs?|g"),
    ),
    Quantity(
        "a dimension",
        _asked(
            r"dimensions?|length|width|height|diameter|dia|diam|thickness|clearances?|gaps?|"
            # "how high can it go / can i set it" asks how far a setting goes, not a height
            r"distance|how\s+(?:big|wide|tall|thick|high(?!\s+(?:can|could|may|might|will|would"
            r"|should)\b))|"
            # "how deep a vacuum" asks a pressure
            r"how\s+deep(?!\s+(?:an?\s+|the\s+)?vacuum)",
            r"mm|cm",
            # a "meter" after a word is an instrument ("strainer before the flow meter")
            r"m|metres|meters|(?<![^\W\d_]\s)(?:metre|meter)|inch|inches|ft|feet",
        ),
        _given(
            r"dimensions?|length|width|height|diameter|dia|thick\w*|clearances?|gaps?|dn",
            _LENGTH_UNITS,
        ),
    ),
    Quantity(
        "a time or interval",
        _asked(
            r"intervals?|how\s+often|durations?|frequency\s+of|dwell|in\s+min",
            r"ms|msecs?",  # typed as units: "ms".rstrip("s") would read as a one-letter word
            # not a bare "min": "megger reading min?", "oil press min" ask the minimum (it is one
            # of VALUE_WORDS); "mins", "minutes", "in min" ask a time
            r"milliseconds|s|secs?|seconds|mins|minutes|h|hrs?|hours|days|weeks|months|years",
        ),
        _given(
            # "once a year", "twice per watch": how often, without a figure (stop 33: a sewage
            # plant's "Renew ... the diaphragm ... once a year" gave no interval)
            r"intervals?|every|daily|weekly|monthly|annually|yearly|durations?|period\w*|"
            r"(?:once|twice)\s+(?:a|an|per|every)\s+(?:day|week|month|year|hour|shift|watch)",
            _TIME_UNITS,
        ),
    ),
    Quantity(
        # "how fast": a speed ("how fast does the winch haul") or a time ("how fast does the
        # pilot loop trip the breakers": "within 100 ms"), as "how long" is a time or a length
        "a speed or time",
        _asked(r"how\s+(?:fast|quick(?:ly)?)"),
        _given(
            r"speeds?|rpm|revolutions|s?fpm|durations?|within",
            r"rpm|r\.p\.m\.?|r/min|rev/min|1/min|/min|min[-−]1|m/s|knots?|kn|rps|s?fpm|ft/min|"
            r"m/min|" + _TIME_UNITS,
        ),
    ),
    Quantity(
        # "how long": a time ("how long do I wait") or a length ("how long is the hose")
        "a time or length",
        _asked(r"how\s+long"),
        _given(
            r"intervals?|every|daily|weekly|monthly|annually|yearly|durations?|period\w*|"
            r"length",
            _TIME_UNITS + "|" + _LENGTH_UNITS,
        ),
    ),
    Quantity(
        "a frequency",
        # "switching freq of ...", "what frequency?"; not a "frequency converter"
        _asked(
            r"hertz|(?:freq|frequency)(?=\s*(?:$|[?,.;:)]|\s+(?:of|for|at|in|when|is|does|do)\b))",
            r"hz|khz|mhz",
        ),
        _given(r"frequency|hertz", r"hz|khz|c/s"),
    ),
    Quantity(
        # what a fuse, breaker, motor or enclosure is rated at: an electrical value or an IP code
        "a rating",
        _asked(r"ratings?"),
        _given(r"ratings?|rated|ip\s?\d{2}", r"a|adc|aac|ma|ka|v|vac|vdc|kv|w|kw|kva|hp"),
        needs_kind=True,
    ),
    Quantity(
        # a lubricant's or a material's grade: "SAE 90", "ISO VG 68", "NLGI 2", "AISI 316"
        "a grade",
        _asked(r"grades?|viscosity\s+grades?"),
        _given(r"grades?|sae\s?\d+\w*|iso\s?vg\s?\d+|vg\s?\d+|nlgi\s?\d|aisi\s?\d+", ""),
        needs_kind=True,
    ),
    Quantity(
        # what a machine emits: "noise level 70 dB(A)", "sound pressure level"
        "a noise level",
        _asked(
            r"noise\s+levels?|sound\s+(?:pressure\s+|power\s+)?levels?|decibels?|how\s+loud",
            r"db|dba|db\(a\)",
        ),
        _given(
            r"noise\s+levels?|sound\s+(?:pressure\s+|power\s+)?levels?|decibels?",
            r"db|dba",
        ),
    ),
    Quantity(
        # a mechanical force: a spring's or belt's tension, a pull or push ("25 N", "5 kgf");
        # an electromotive or magnetomotive force is a voltage or a field, not a force
        "a force",
        _asked(r"forces?|(?:spring|belt|chain|wire|rope)\s+(?:tension|pressure)"),
        _given(r"(?<!motive\s)(?<!motive-)forces?|tension", r"n|kn|kgf|lbf|kp"),
    ),
    Quantity(
        # a material's or a fluid's specific heat: "0.9 J/g °C", "4.19 kJ/kg K", "1 Btu/lb F"
        "a specific heat",
        _asked(r"specific\s+heats?|heat\s+capacity"),
        _given(
            r"specific\s+heats?|heat\s+capacity",
            r"j\s?/\s?(?:g|kg)|kj\s?/\s?kg|btu\s?/\s?lb|cal\s?/\s?g",
        ),
    ),
    Quantity(
        # a fuel's or an oil's flash, pour or cloud point, as its data sheet names it (ISO 8217,
        # lubricant data sheets): a temperature given only under that name ("Flash point: min.
        # 200 °C"), not any temperature of the oil
        "a flash or pour point",
        _asked(r"(?:flash|pour|cloud)[\s-]*points?"),
        _given(r"(?:flash|pour|cloud)[\s-]*points?", ""),
    ),
    Quantity(
        # a fuel's or an oil's kinematic (or dynamic) viscosity: "max. 700 cSt at 50 °C",
        # "12 mm²/s", "15 cP", "1500 sec Redwood I"; not its grade ("viscosity grade": a grade)
        # nor the instrument ("viscosity controller", "viscosity sensor"). General fuel and
        # lubricant usage (stop 29; a blind set asked "max oil viscosity in cSt" and no quantity
        # was read)
        "a viscosity",
        _asked(
            r"viscosit(?:y|ies)(?!\s+(?:grades?|index|controllers?|control|sensors?|meters?|"
            r"transmitters?|analy[sz]ers?|modules?|units?|systems?|regulators?|alarms?)\b)",
            r"cst|mm2/s|mm²/s",
        ),
        _given(
            r"viscosit(?:y|ies)|visc\.",
            r"cst|mm2/s|mm²/s|cp|mpa\s?[·.]?\s?s|ssu|sus|"
            r"(?:sec(?:onds)?\s+)?redwood(?:\s+(?:i|1))?",
        ),
    ),
    Quantity(
        "a resistance",
        _asked(
            r"resistance|ohms?|insulation\s+value",
            r"kω|mω|Ω|megohms?|mohms?|kohms?|kilohms?|kiloohms?|megaohms?",
        ),
        # the prefixed units spelled out too ("150 kilohm", "5 megaohms")
        _given(
            r"resistance|ohms?|megohm\w*|Ω",
            r"ω|ohms?|kω|mω|kohms?|mohms?|megohms?|kilohms?|kiloohms?|megaohms?",
        ),
        # an insulation, winding, coil or earth resistance: one value in ohms is not another
        needs_kind=True,
    ),
    Quantity(
        # a capacitor's value: "2200 µF", "4.7 nF"
        "a capacitance",
        # not "pf": a power factor ("PF mode")
        _asked(r"capacitance|farads?|microfarads?", r"uf|µf|μf|nf|mfd"),
        _given(r"capacitance|farads?|microfarads?", r"uf|µf|μf|nf|pf|mfd|f"),
    ),
    Quantity(
        # a share of a whole: "slip 3 %", "19.5 percent oxygen"
        "a percentage",
        _asked(r"percent|percentage", r"%"),
        _given(r"percent|percentage", r"%|percent"),
    ),
    Quantity(
        # a cross-section's, a surface's or a deck's area: "0.05 m2", "12 in²"
        "an area",
        _asked(
            r"(?:cross[\s-]*section(?:al)?|surface|flow|sectional)\s+areas?",
            r"m2|m²|mm2|mm²|cm2|cm²|ft2|ft²|in2|in²|sq\.?\s?(?:m|mm|ft|in)",
        ),
        _given(
            r"areas?",
            r"m2|m²|mm2|mm²|cm2|cm²|ft2|ft²|in2|in²|sq\.?\s?(?:m|mm|ft|in)",
        ),
    ),
    Quantity(
        # a serial or network link's data rate: "baud rate 9600", "250 kbit/s"
        "a data rate",
        _asked(
            r"(?:bit|baud|data|transmission|transfer)\s*rates?|baud",
            r"bps|kbps|mbps|bit/s|kbit/s|mbit/s",
        ),
        _given(
            r"(?:bit|baud|data|transmission|transfer)\s*rates?|baud\w*",
            r"bps|kbps|mbps|bit/s|kbit/s|mbit/s|kb/s|kbaud|baud",
        ),
    ),
    Quantity(
        # a pipe's or a surface's roughness: "roughness height ε of 7×10-6 ft", "Ra 3.2"
        "a roughness",
        _asked(r"(?:surface\s+|pipe\s+)?roughness"),
        _given(r"roughness|ra(?=\s?\d)", ""),
    ),
    Quantity(
        # a controller's gain: "KP 200", "proportional gain 50 %"; its value is named by its
        # kind ("AVR KP", "PSS gain") next to it. "tuning the gains" names the set of them.
        "a gain",
        _asked(r"(?<!\bthe\s)gains?"),
        _given(r"gains?|k[pidg]", ""),
    ),
    Quantity(
        # a maker's part, order or article number: a long number in the row naming the part
        # ("6562975"), not the words "Part No." over a column that says "TBA"
        "a part number",
        # not "PN 16" (a nominal pressure)
        _asked(rf"{_PART_NO_NAMES}|pn(?!\s?\d)"),
        re.compile(
            # a full stop closing the sentence after it is no decimal point: "part no. 451108."
            r"(?<![\d.,])\d{5,}(?![\d,]|\.\d)|(?<![\w-])[a-z]{1,4}-?\d{5,}"
            # in groups of digits, as makers' catalogues print them: "NM-2210-004",
            # "EF-10-2231", "123-456-78" (not a range "65-85", not a date "2023-05")
            r"|(?<![\w-])[a-z]{1,4}-\d{2,}(?:-\d{2,})+(?![\w-])"
            # ... the first group letters and digits: "SJ18-501-03", "KX40-210-05" (stop 23)
            r"|(?<![\w-])[a-z]{1,4}\d{1,3}(?:-\d{2,}){2,}(?![\w-])"
            r"|(?<![\w.,-])\d{2,}-\d{2,}-\d{2,}(?![\w.,-])"
            # a maker's letters in capitals, a space, then grouped digits: "HMC 51-430",
            # "VG 5510/01", "SKF 6205-2RS" (stop 22)
            r"|(?<![\w-])(?-i:[A-Z]{2,5})\s\d{2,}[-/.]\d{2,}[\w./-]*"
            # a field labelled as one, whatever the maker's numbering: a parts list's row
            # "Part no.: 34-2210 | Description: …", "P/N: PMS-UV4K-01", "Part No.: HMC 51-430"
            # (a short "34-2210" in prose may be a range; under its label it is the number)
            # ("UV lamp P/N 30-2209", "part no. 34-2210": the label itself, without a colon)
            rf"|\b(?:{_PART_NO_NAMES}|item\s+code\s*(?:no|number))\.?"
            # a column header joined to the line under it: "Part No. — Order code:" of a
            # two-line header, and "Part No. — Instruments:" where a group title was joined to
            # the names (libraries read before stop 23's table_grid fix still hold such rows)
            r"(?:\s+[—–-]\s+[^:|\n]{1,30}:|\s*[:=]?)\s*"
            r"(?:(?-i:[A-Z]{1,5})\s)?[\w./-]*\d[\w./-]*",
            re.IGNORECASE,
        ),
    ),
    Quantity(
        # a unit's serial number: a long number or code next to the unit, not the words
        # "Serial no." of a form to fill in
        "a serial number",
        _asked(r"serial\s*(?:no|nos|numbers?|#)|s/n"),
        re.compile(r"(?<![\d.,])\d{5,}(?![\d,]|\.\d)|(?<![\w-])[a-z]{1,4}-?\d{4,}", re.IGNORECASE),
    ),
)


# "how heavy is the unit": manuals print the quantity's name ("Weight: 4.5 kg"), not the
# adjective, so the adjective is searched as the name. General English, not any one question's;
# "how long" is left out (a time as often as a length).
_HOW_WORDS: dict[str, tuple[str, ...]] = {
    "heavy": ("weight", "mass"),
    "tall": ("height",),
    "high": ("height",),
    "wide": ("width",),
    "thick": ("thickness",),
    "deep": ("depth",),
    "big": ("size", "dimensions"),
    "large": ("size", "dimensions"),
    "hot": ("temperature",),
    "cold": ("temperature",),
    "fast": ("speed", "time"),
    "quick": ("speed", "time"),
    "quickly": ("speed", "time"),
    "often": ("interval", "every"),
}
_HOW = re.compile(r"\bhow\s+(\w+)", re.IGNORECASE)


def quantity_names(question: str) -> dict[str, tuple[str, ...]]:
    """ "how heavy" -> {"heavy": ("weight", "mass")}: the words a manual names the asked quantity
    by, for each "how <adjective>" of the question."""
    out: dict[str, tuple[str, ...]] = {}
    for match in _HOW.finditer(question):
        word = match.group(1).lower()
        if word in _HOW_WORDS:
            out[word] = _HOW_WORDS[word]
    return out


# "is it in kW or kVA": two units offered to choose from ask which unit is used, not a value.
_ANY_UNIT = "|".join(f"(?:{u})" for u in _UNITS.values())
_UNIT_CHOICE = re.compile(
    rf"(?<![\w/])(?:{_ANY_UNIT})\s+or\s+(?:{_ANY_UNIT})(?![\w/])", re.IGNORECASE
)


def offers_units(text: str) -> bool:
    """Two units offered to choose from ("in kW or kVA", "ft-lbf or Nm")."""
    return bool(_UNIT_CHOICE.search(text))


# Physical quantities whose name no Quantity above asks for on its own ("density 900", "visc 380"
# are values): general engineering usage (stop 22; "time", "delay" at stop 23: "closing time
# WTD 7" asks the time of door 7, ou-092).
_MORE_QUANTITY_NAMES = frozenset(
    ["density", "viscosity", "visc", "humidity", "salinity", "flow", "capacity", "time", "delay"]
)


def names_quantity(word: str) -> bool:
    """``word`` is the name of a physical quantity ("temp", "pressure", "density"): a number after
    it is a value of it ("temp 90", "density 900"), not a member of a numbered set or a model."""
    word = word.lower()
    return word in _MORE_QUANTITY_NAMES or bool(asked_quantities(word))


_ASKED_CACHE = 256  # questions: a conversation's and a benchmark's recent ones


def asked_quantities(question: str) -> list[Quantity]:
    """The quantities the question asks for (empty for most questions)."""
    return list(_asked_quantities(question))


@functools.lru_cache(maxsize=_ASKED_CACHE)
def _asked_quantities(question: str) -> tuple[Quantity, ...]:
    if _UNIT_CHOICE.search(question):
        return ()
    return tuple(
        q
        for q in QUANTITIES
        if any(
            not _names_thing(q, m, question) and not _PER_BEFORE.search(question, 0, m.start())
            for m in q.asked.finditer(question)
        )
    )


# A unit after "per" or a slash is the denominator of another quantity's unit ("mA per m2" asks a
# current density, not an area; the "hour" of "litres / hour" asks no time): no quantity asked of
# its own. Typography, not tuned (generated Corrovex KP-150 p3, held-out set 28b, read after its
# transfer run). Measured with it off: pd-079 declined again; no status of the 1324 corpus
# questions moves (found on that one question).
_PER_BEFORE = re.compile(r"(?:\bper|/)\s*$", re.IGNORECASE)


# A quantity's name followed by a noun names a thing: "force platform", "flow rate lab",
# "pressure gauge"; not by a word asking its value ("pressure setting", "temp limits"), a
# clause word ("pressure of", "temp at") or another quantity's ("pressure drop" is a pressure).
_NEXT_WORD = re.compile(r"[ \t]+([^\W\d_]{3,})\b(?:[ \t]+([^\W\d_]+)\b)?")


# Words opening the name of one of the ship's machines ("main air compressor", "aux engine",
# "emergency generator", "stbd steering gear"): general engine-room usage, not any question's;
# after a quantity's name they start the machine it is asked of. Not "port" ("pressure port"
# is a tapping).
_WHICH_MACHINE = frozenset(
    ["main", "aux", "auxiliary", "emergency", "standby", "stbd", "starboard", "fwd", "aft"]
)
# A maker's model code: letters glued or hyphened to a figure ("CSX-40", "HD6", "KFW-20")
_MODEL_CODE = re.compile(r"[^\W\d_]{2,6}(?:-[^\W\d_]{1,6})*-?\d")


def _names_thing(quantity: Quantity, match: re.Match[str], question: str) -> bool:
    words = _WORDS.get(quantity.asked.pattern)
    named = words.match(question, match.start()) if words is not None else None
    if named is None or named.end() != match.end():
        return False  # asked by a unit or "how ..."
    following = _NEXT_WORD.match(question, match.end())
    if following is None:
        return False
    word = following.group(1).lower()
    if word in _INSTRUMENT_UNITS:
        # "torque meter", "flow metre": the instrument, not a unit the value is asked in
        second = (following.group(2) or "").lower()
        return not (second in VALUE_WORDS or second in _NOT_NOUNS)
    if _asks_about(word):
        return False
    if (
        is_s_form(named.group(0).lower())
        and word not in HEAD_NOUNS
        and not word.endswith(("ing", "ed"))
    ):
        # "condenser fan motor amps ice machine": a plural names no thing of its own (English
        # compounds take the singular: "pressure gauge", not "pressures gauge"), so the words
        # after it are the equipment asked of; but "volts meter", "hours counter" name
        # instruments (components.HEAD_NOUNS), and "gen volts shooting up" says what the volts
        # do (a verb after the plural: spent f27-001). General English; stop 32, blind held33a
        # pm-104 read after its first run: over all 4722 spent and blind questions it moves
        # pm-104 only (declined)
        return False
    if (
        _MODEL_CODE.match(question, following.start(1))
        or trade_acronym_forms(word)
        or word in _WHICH_MACHINE
    ):
        # "torque csx-40", "pressure fwg", "belt tension main air compressor": the equipment
        # the value is asked of, by its model, its engine-room initials or the word telling
        # which of the ship's machines, not a thing named by the quantity ("pressure gauge")
        return False
    # "temperature trip setpoint": the value of the thing named is asked
    second = (following.group(2) or "").lower()
    return not (second in VALUE_WORDS or second in _NOT_NOUNS)


# A length unit's word that after a quantity's name is the instrument measuring it ("torque
# meter manual", "flow meter"); general English (stop 29, held30b ph-009 read after its transfer
# run: "whats in sect 6 of the torque meter manual" asked a torque)
_INSTRUMENT_UNITS = frozenset(["meter", "metre"])


def _asks_about(word: str) -> bool:
    return (
        word in VALUE_WORDS
        or word in _NOT_NOUNS
        or word in _FUNCTION_WORDS
        or bool(_CLAUSE_WORDS.fullmatch(word))
        or any(q.asked.search(word) or q.given.fullmatch(f"1 {word}") for q in QUANTITIES)
    )


def gives(quantity: Quantity, text: str) -> bool:
    return bool(quantity.given.search(text))


# A value is a figure ("15 psi", "every 500 h") or a figure in words ("daily", "twice", "thirty
# minutes"): "a high switching frequency" or "the pressure must be checked" names the quantity
# without giving it. General English number words, not any question's.
_VALUE = re.compile(
    r"\d|\b(?:once|twice|daily|weekly|monthly|annually|yearly|hourly|half|quarter|one|two|"
    r"three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|"
    r"sixty|hundred|thousand|(?:every|each|per|once\s+a)\s+(?:day|week|month|year|hour|minute|"
    r"second|shift|watch))\b",
    re.IGNORECASE,
)


# The number of a step or list item at the start of a line ("7. Calculate the power ... in W",
# "(11) If no problem is found"): it numbers the text, it is no value of anything.
# A number alone on its line ("2." whose step text is cut off) numbers it too.
_ENUMERATOR = re.compile(
    r"^[ \t]*(?:\(\d{1,2}\)|\d{1,2}[.)])(?=[ \t]+[^\W\d_]|[ \t]*$)", re.MULTILINE
)


def without_enumerators(text: str) -> str:
    """The text with the numbers of its steps and list items blanked ("8. Thread dial")."""
    return _ENUMERATOR.sub(" ", text)


_LABELLED = re.compile(r"\s*(?:\([^)]*\)\s*)?[:=|]\s*\d")
# A digit that is part of a name, not a figure: "SW2", "HDEC2000", "R1", "COM1", "#3".
_NAME_DIGITS = re.compile(r"(?<=[^\W\d_#])\d+|#\s?\d+")


def has_value(text: str, quantity: Quantity | None = None) -> bool:
    """A figure or a figure in words. For a quantity measured in units, the digits of a name
    ("SW2", "HDEC2000", "#3") are no figure of it; for one without (a part or serial number, a
    grade: "AB123456", "VG220", "SAE30") the name is the value."""
    text = _ENUMERATOR.sub(" ", text)
    numbers = _NUMBERS.get(quantity.given.pattern) if quantity is not None else None
    if numbers is not None:
        if numbers.search(text):
            return True  # a figure with its unit, even glued to a letter ("fuse T2A")
        text = _NAME_DIGITS.sub(" ", text)
    return bool(_VALUE.search(text))


# A figure in words ("daily", "twice", "thirty minutes"): a value without a digit; not the
# number word of a name ("three-phase", "two-pole").
_WORD_VALUE = re.compile(_VALUE.pattern.replace(r"\d|", "", 1) + r"(?!-\w)", re.IGNORECASE)
# A unit declared for the whole item: in brackets, as a table's column header writes it
# ("Pressure (bar)", "Air Heater Resistance (Ω)"), "in" it ("Dimensions are in mm"), or in a
# "Unit" column ("Unit: ms"): the bare numbers of its rows and labels are in that unit.
_DECLARED = (
    "[(\\[]\\s*(?:{units})\\s*[)\\]]|\\bin\\s+(?:{units})(?![\\w/])"
    # a parameter list's "Unit" column: "Parameter: AVR mode TH | Unit: ms | Min.: 1"
    "|\\bunits?\\s*[:=|]\\s*(?:{units})(?![\\w/])"
)


# A number word that counts things unless a unit follows it ("the two fields", "one end"):
# it is an amount of a quantity measured in units only as "thirty minutes", "five metres",
# "half an inch". The frequency words ("twice", "daily", "every week") are amounts in
# themselves. General English.
_CARDINAL = re.compile(
    r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|"
    r"forty|fifty|sixty|hundred|thousand|half|quarter)(?!-\w)\b(?:\s+(?:an?\s+)?([^\W\d_]+))?",
    re.IGNORECASE,
)
# Units written out that no quantity's unit alternation lists (those list symbols: "m", "mm")
_SPELLED_UNITS = re.compile(
    r"(?:milli|centi|kilo)?(?:metres?|meters?)|millimet(?:re|er)s?|inch(?:es)?|feet|foot",
    re.IGNORECASE,
)


def _word_amount(quantity: Quantity, passage: str, word_unit: bool) -> bool:
    """A figure in words that is an amount of ``quantity``: a frequency word, or a number word
    followed by one of its units (any number word when not ``word_unit``)."""
    if not word_unit:
        return bool(_WORD_VALUE.search(passage))
    numbers = _NUMBERS[quantity.given.pattern]
    for match in _WORD_VALUE.finditer(passage):
        cardinal = _CARDINAL.match(passage, match.start())
        if cardinal is None:
            return True  # "twice", "daily", "every week"
        unit = cardinal.group(1)
        if unit and (
            numbers.fullmatch(f"1 {unit}")
            or (quantity.name == "a dimension" and _SPELLED_UNITS.fullmatch(unit))
            or quantity.given.fullmatch(unit)
        ):
            return True
    return False


def gives_amount(quantity: Quantity, passage: str, item: str, word_unit: bool = True) -> bool:
    """The passage gives an amount of the quantity, not only a figure of something else next to
    its name: a number with one of its units ("6 bar", "250 V"), a figure in words ("every
    week"), a figure the quantity's name labels ("Dimension: 304 × 205"), or a bare number in an
    item that declares the unit ("Weight (kg)", "Dimensions are in mm"). "Measure the input
    voltage (6) before closing SW2" names a voltage and gives none; nor does "the two fields"
    give a length (``word_unit``: a number word gives an amount only with a unit after it,
    "five metres"). A quantity without units (a grade, a part number) is given by any figure."""
    numbers = _NUMBERS.get(quantity.given.pattern)
    if numbers is None:
        return has_value(passage, quantity)
    if numbers.search(passage) or _word_amount(quantity, passage, word_unit):
        return True
    for match in quantity.given.finditer(passage):
        # a spec line labels its figure with the quantity's name: "Dimension: 304 × 205 × 175"
        if not match.group(0)[0].isdigit() and _LABELLED.match(passage, match.end()):
            return True
    units = _UNITS[quantity.given.pattern]
    if re.search(_unit_first(units), passage, re.IGNORECASE):
        return True
    declared = re.compile(_DECLARED.format(units=units), re.IGNORECASE)
    return bool(declared.search(item)) and bool(
        re.search(r"\d", _NAME_DIGITS.sub(" ", _ENUMERATOR.sub(" ", passage)))
    )


def all_units() -> str:
    """Every quantity's units as one regex alternation: a figure followed by one ("12V", "3 s")
    is an amount of that quantity, not a count of things."""
    return "|".join(dict.fromkeys(_UNITS.values()))


def gives_number(quantity: Quantity, text: str) -> bool:
    """A number with the quantity's unit ("25 N", "70 dB(A)") in ``text``: on a drawing the
    quantity's name is a part's label ("ADJUSTMENT FOR SPRING TENSION"), not its value. A
    quantity without units (a grade) counts when named."""
    numbers = _NUMBERS.get(quantity.given.pattern)
    return gives(quantity, text) if numbers is None else bool(numbers.search(text))


# Words after a quantity's name that ask about it, not name a thing ("pressure drop", "temp
# range", "voltage needed"). General English, not any question's.
_NOT_NOUNS = frozenset(
    re.findall(
        r"\w+",
        """
    range ranges drop drops rise loss losses difference change changes setpoint setpoints needed
    required reading readings output input class spec tolerance each every both total per only
    """,
    )
)
# Function words after a quantity's name ("volts off a single phase supply", "temp do i set"):
# no thing is named.
_FUNCTION_WORDS = frozenset(
    re.findall(
        r"\w+",
        """
    off out up down over under across between into onto through via about above below near
    against along inside outside the its this that these those there you they our your can could
    should must will would does did has have had what which when where how why not then than
    also just whats
    """,
    )
)
# Words that ask for a value without saying of what ("max", "rated", "set point", "approx").
VALUE_WORDS = frozenset(
    re.findall(
        r"\w+",
        """
    value values spec specs specification specifications rating ratings rated max maximum min
    minimum normal nominal approx approximately typical setting settings set point points limit
    limits much many long often high low big small required recommended correct right proper
    level levels per use used using should must supposed allowed allowable permissible exact
    figure number amount qty quantity target ideal default defaults size sizes
    """,
    )
)
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|\n\s*\n")
# ... but not the full stop of a unit's abbreviation when the sentence goes on in lower case:
# "a roughness height of 7×10-6 ft. for drawn tubing"
_UNIT_STOP = re.compile(r"\d\s?(?:ft|in|lb|lbs|oz|gal|sec|min|hr|hrs)\.$")


def _sentence_ends(text: str, start: int, end: int) -> list[re.Match[str]]:
    return [
        m
        for m in _SENTENCE_END.finditer(text, start, end)
        if not (
            text[m.end() : m.end() + 1].islower()
            and _UNIT_STOP.search(text, max(0, m.start() - 8), m.start())
        )
    ]


@functools.lru_cache(maxsize=_ASKED_CACHE)
def _asked_parts(question: str) -> tuple[frozenset[str], tuple[Quantity, ...]]:
    """The words of the quantities a question asks and those quantities: read once per
    question (subject_words reads them for the subject, what it is of and its container)."""
    asked = " ".join(m.group(0) for q in QUANTITIES for m in q.asked.finditer(question))
    return frozenset(re.findall(r"[^\W_]+", asked.lower())), _asked_quantities(question)


def subject_words(question: str, words: list[str]) -> list[str]:
    """The words of the question that say what the quantity is asked of: ``words`` (the
    question's informative words) without the quantity's own words, its units and the value
    words."""
    asked_words, quantities = _asked_parts(question)
    return [
        w
        for w in words
        if w not in asked_words
        and w not in VALUE_WORDS
        and not w.isdigit()
        and len(w) > 1
        # a unit of the asked quantity ("how many months", "in litres") asks, it is not asked of
        and not any(q.given.fullmatch(f"1 {w}") for q in quantities)
    ]


# Head nouns that stand for whatever the question is about ("the hdec2000 unit", "the whole
# system"): a row giving the value need not repeat them. General English, not any question's.
GENERIC_THINGS = frozenset(
    [
        "unit",
        "units",
        "system",
        "systems",
        "equipment",
        "device",
        "devices",
        "machine",
        "machines",
        "set",
        "assembly",
        "installation",
        "plant",
        # the model's version named by its head ("weight of the epirb version"): stop 31
        "version",
        "versions",
        "variant",
        "variants",
        "model",
        "models",
    ]
)


# "weight of the water mist feed pumps", "insulation resistance for the pump motor": the words
# after "of" / "for" that follow the quantity name what it is asked of, up to a clause boundary.
_OF_PHRASE = re.compile(
    r"\s+(?:of|for)\s+(?:the\s+|a\s+|an\s+|our\s+|my\s+|this\s+|that\s+)?([^,.;:?!()\[\]]{1,80})",
    re.IGNORECASE,
)
# "what roughness do we use for the PEX tube", "what gain should i set for the AVR": the
# words after a question's verb and "for" / "of" name what it is asked of, as right after it.
_VERB_OF_PHRASE = re.compile(
    r"\s+(?:do|does|did|should|must|would|can|shall|will)\s+(?:i|we|you|they|one)\s+"
    r"[^\W\d_]+" + _OF_PHRASE.pattern,
    re.IGNORECASE,
)
# A modal verb ("should", "must", "will") ends what a quantity is asked "of": "within how many
# secs should the fire alarm come up" asks the time of no "fire alarm come up" (_CLAUSE_WORDS).
# Read when this module is imported. Stop 28, read on held29b pf-010 after its
# transfer run; off -> on: pf-010 answered, nothing else moves. Stop 29: "can" and "may" too
# (held30a pg-007, "how many hrs can we run on the bypass filter": the time was asked of "run");
# over all spent material pg-007 answered and negative f25-035 lost ("how many minutes can the
# mist accumulators hold ...": the accumulators are no longer what the minutes are named with).
MODAL_CLAUSE = True
_CLAUSE_WORDS = re.compile(
    r"\b(?:and|or|for|at|when|if|to|with|is|are|was|were|does|do|did|in|on|from|during|after|"
    r"before|while|so|because|that|which|where|how|what|vs|versus"
    # a modal verb opens a clause too ("within how many secs should the alarm come up": no
    # noun of the unit follows; general English)
    + (r"|should|must|would|could|shall|will|might|can|may" if MODAL_CLAUSE else "")
    + r")\b|\s-\s",
    re.IGNORECASE,
)


_WHAT_UNIT = re.compile(r"(?:what|how\s+many|how\s+much)\s", re.IGNORECASE)
# Both read at most 80 characters on (a clause; more made a 40 KB pasted question quadratic).
_UNIT_NOUN = re.compile(r"\s+(?:the\s+|a\s+|an\s+)?([^,.;:?!()\[\]]{1,80})", re.IGNORECASE)


# Which side or extent of a part a dimension is taken over, not the part: "overall height".
_SIDES = frozenset(
    [
        "overall",
        "total",
        "outer",
        "inner",
        "inside",
        "outside",
        "internal",
        "external",
        "nominal",
        "actual",
        "free",
    ]
)


def asked_kinds(question: str) -> dict[str, list[tuple[str, ...]]]:
    """The words right before each asked quantity whose values no unit tells apart
    (Quantity.needs_kind), per quantity and occurrence: "fuse" rating, "oil" grade; in a
    compound, either of its two last words ("exciter winding resistance": a row "Exciter
    Resistance" names it). Words that are part of an asked quantity ("tightening torque") or ask
    for a value ("max speed", "min insulation resistance") are not kinds."""
    spans = [m.span() for q in QUANTITIES for m in q.asked.finditer(question)]
    out: dict[str, list[tuple[str, ...]]] = {}
    for quantity in QUANTITIES:
        if not quantity.needs_kind and quantity.name != "a dimension":
            continue
        for match in quantity.asked.finditer(question):
            if match.group(0).lower().startswith("how"):
                continue  # "how long", "how heavy": an adjective, nothing before it
            before = re.search(
                r"([^\W\d_]+)[\s-]+(?:([^\W\d_]+)[\s-]*)?$", question[: match.start()]
            )
            if before is None:
                continue
            words = [
                (before.start(i), before.group(i).lower())
                for i in (2, 1)
                if before.group(i) is not None
            ]
            if words and words[0][1] in _COORDINATION:
                # "oil qty and grade": the kind before the first of the pair names both
                words = _coordinated_kind(question[: before.start(1)])
            kinds: list[str] = []
            for start, word in words:
                if (
                    any(a <= start < b for a, b in spans)
                    or len(word) < 3
                    or word in VALUE_WORDS
                    or word in _FUNCTION_WORDS
                    or word in _SIDES
                ):
                    break  # a kind is read back from the quantity, up to a word that is none
                kinds.append(word)
            if kinds:
                out.setdefault(quantity.name, []).append(tuple(kinds))
    return out


# Joins two asked things that share the word before the first ("oil qty and grade", "fuel
# pressure or temp"). General English.
_COORDINATION = frozenset(["and", "or"])


def _coordinated_kind(head: str) -> list[tuple[int, str]]:
    """The word before the first of a coordinated pair ("oil" of "oil qty and grade")."""
    before = re.search(r"([^\W\d_]+)[\s-]+$", head)
    return [] if before is None else [(before.start(1), before.group(1).lower())]


# The container after what an amount is "of" ("litres of oil in the tank", "kg of refrigerant
# in the plant"): what the value is of too. Only for an amount of a substance: "pn for the flap
# in the check valve" asks the flap's number, not the valve's. Not "for": "specific heat of
# copper for the lab calc" says what it is wanted for.
_AMOUNTS = frozenset(["a volume", "a weight", "an amount"])
_IN_THING = re.compile(r"\s*in\s+(?:the\s+|a\s+|an\s+|each\s+|every\s+)?(.{1,80})", re.IGNORECASE)


def asked_of(question: str, container: bool = False, content_words: int = 0) -> list[str]:
    """The words that say what a quantity is asked of when the question spells it out with "of"
    or "for" right after the quantity ("max spindle speed of the milling machine" -> "milling
    machine"); empty when it does not. ``container``: instead, the words of the container an
    amount of a substance (named in at most ``content_words`` words) is "in" ("litres of oil in
    the gear tank" -> "gear tank"): the amount is of it too."""
    out: list[str] = []
    for quantity in QUANTITIES:
        for match in quantity.asked.finditer(question):
            phrase = _OF_PHRASE.match(question, match.end()) or _VERB_OF_PHRASE.match(
                question, match.end()
            )
            if _WHAT_UNIT.match(match.group(0)):
                # "what kVA excitation transformer do i need": the unit's noun follows it
                phrase = _UNIT_NOUN.match(question, match.end())
            if not phrase:
                continue
            text = _CLAUSE_WORDS.split(phrase.group(1))[0]
            if container:
                # "litres of oil in the steering gear tank": the oil fills the tank the value
                # is of too; a manual names the tank ("Steering gear tank: 120 l") or the oil
                inner = _IN_THING.match(phrase.group(1), len(text))
                if not (inner and quantity.name in _AMOUNTS and len(text.split()) <= content_words):
                    continue
                text = _CLAUSE_WORDS.split(inner.group(1))[0]
            out.extend(re.findall(r"[^\W_]+", text.lower()))
    return list(dict.fromkeys(out))


def value_passages(
    quantity: Quantity,
    text: str,
    by_line: bool,
    window: int,
    before: int = 1,
    spec_lines: SpecLines | None = None,
) -> list[str]:
    """Where the text gives the quantity: each match with its line (a table row, by_line) or its
    sentence and the ``before`` ones before it (running text, drawing labels; at most
    ``window`` characters). ``spec_lines``: in a list of "Key: value" lines, a value's passage
    is its own key and value (_spec_entry)."""
    out = []
    for match in quantity.given.finditer(text):
        if spec_lines is not None and not by_line:
            entry = _spec_entry(text, match.start(), match.end(), spec_lines)
            if entry is not None:
                out.append(entry)
                continue
        if by_line:
            start = text.rfind("\n", 0, match.start()) + 1
            end = text.find("\n", match.end())
            end = end if end >= 0 else len(text)
            if end - start <= 2 * window:
                out.append(text[start:end])
                continue
            # a row of prose (a troubleshooting row's causes and checks): read like text
        lo, hi = max(0, match.start() - window), min(len(text), match.end() + window)
        ends = [m.end() for m in _sentence_ends(text, lo, match.start())]
        start = ends[-1 - before] if len(ends) > before else lo  # the sentence and those before
        after = next(iter(_sentence_ends(text, match.end(), hi)), None)
        out.append(text[start : after.start() if after else hi])
    return out


# A specification line: a key, a colon and its value ("Weight TJB-8: 11 lb (5 kg)")
_KEY_VALUE = re.compile(r"[^\W\d][^:\n]{1,60}:\s+\S")


def _lines_around(text: str, start: int, end: int) -> tuple[int, int]:
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    return line_start, len(text) if line_end < 0 else line_end


def _is_key(line: str) -> bool:
    """A key line of a specification list: "Weight TJB-8:" or "Weight TJB-8: 11 lb"."""
    line = line.strip()
    return line.endswith(":") or bool(_KEY_VALUE.match(line))


@dataclass(frozen=True)
class SpecLines:
    """How a list of specification lines is read (retrieval.tuning.QUANTITY_SPEC_*)."""

    value_chars: int  # the longest value a line writes after its key; a longer one is prose
    list_lines: int  # how far up the list is read for the heading over it


def _spec_entry(text: str, start: int, end: int, spec: SpecLines) -> str | None:
    """The key and value lines of the entry holding text[start:end] when it stands in a list of
    specification lines ("Max. cable length TJB-8 to DU-16:\n3280 ft\nWeight TJB-8:\n11 lb"):
    the key above says what the value is of, not the entry before it. None elsewhere."""
    line_start, line_end = _lines_around(text, start, end)
    line = text[line_start:line_end].strip()
    if line.endswith(":"):  # the key; its value on the next line
        key_start, entry_end = line_start, _lines_around(text, line_end + 1, line_end + 1)[1]
        if line_end >= len(text):
            return None
    elif _KEY_VALUE.match(line):  # "Weight TJB-8: 11 lb"
        key_start, entry_end = line_start, line_end
    elif line_start and text[: line_start - 1].rstrip(" ").endswith(":"):  # the value
        key_start, entry_end = text.rfind("\n", 0, line_start - 1) + 1, line_end
    else:
        return None
    # a list: a key line among the two lines before the entry or the two after it
    before = text[:key_start].rstrip("\n").split("\n")[-2:] if key_start else []
    after = text[entry_end + 1 :].split("\n")[:2] if entry_end < len(text) else []
    if not any(map(_is_key, before + after)):
        return None
    entry = text[key_start:entry_end]
    value = entry.split(":", 1)[1] if ":" in entry else entry
    if len(value.strip()) > spec.value_chars or _PROSE.search(value):
        # a label over prose ("MODBUS Baud Rate: Sets the MODBUS baud rate. The selectable
        # values are ... [bps]"): read as running text, whose sentences before may name the port
        return None
    return _group_heading(text, key_start, spec.list_lines) + entry


# A value of sentences ("Sets the MODBUS baud rate. The selectable values are ..."): prose
_PROSE = re.compile(r"[.!?]\s+[A-Z]")


def _group_heading(text: str, key_start: int, list_lines: int) -> str:
    """The line heading the list of specification lines an entry stands in ("Auxiliary
    Analogue (Remote Setpoint) Input" over "Voltage input: ±10V" ... "Input impedance: 150Ω"):
    the first line above it that is no key nor a key's value, with its newline; "" if none."""
    lines = text[:key_start].rstrip("\n").split("\n")[-list_lines:] if key_start else []
    for i in range(len(lines) - 1, -1, -1):
        line = lines[i].strip()
        if _is_key(line) or (i > 0 and lines[i - 1].strip().endswith(":")):
            continue
        return line + "\n" if line else ""
    return ""


# A plain table's line: cells joined by " | " (engine.ingest writes a table whose header it did
# not tell apart from its rows so, without "Header: cell"); a "Columns: ..." line heads rows
# that already label their cells.
_CELL_SEP = " | "
# a labelled cell or line head: "Flow (m3/h): 45", "Columns: Size | Flow"
_LABEL = re.compile(r":\s")


def header_passages(quantity: Quantity, text: str) -> list[str]:
    """Each row of a plain table under a header line whose cell names the quantity ("Flow
    (m3/h)") or declares one of its units ("Q [m3/h]"; not a length's: metres also measure a
    head), as "CV-80 | Flow (m3/h): 80": the row's first cell (what the row is about) and its
    cell under that header. A maker's technical-data table often names its columns only once,
    on its first line, and its rows "CV-80 | 80 | 38 | 15" give the values without naming them."""
    units = _UNITS.get(quantity.given.pattern)
    if units and _LENGTH_UNITS in units:
        units = _PART_LENGTH_UNITS  # not metres or feet: a head or a level
    declared = re.compile(_DECLARED.format(units=units), re.IGNORECASE) if units else None
    # a header cell that is the unit alone ("Item | Nm | Qty"): its column holds that quantity
    unit_cell = re.compile(rf"\s*(?:{units})\s*", re.IGNORECASE) if units else None
    lines = text.split("\n")
    out = []
    for at, line in enumerate(lines):
        cells = line.split(_CELL_SEP)
        if len(cells) < 2 or _LABEL.search(line):
            continue  # not a plain line: its cells are labelled ("Header: cell", "Columns: ...")
        # the header's cells give no figure ("Flow (m3/h)"; "m3" is a unit's digit)
        heads = [
            i
            for i, cell in enumerate(cells[1:], 1)
            if (unit_cell and unit_cell.fullmatch(cell))
            or (
                (quantity.given.search(cell) or (declared and declared.search(cell)))
                # a unit's own digit ("Speed (min-1)", "Q [m3/h]") is no figure
                and not re.search(r"\d", _NAME_DIGITS.sub(" ", _unit_free(declared, cell)))
            )
        ]
        if not heads:
            continue
        for row in lines[at + 1 :]:
            row_cells = row.split(_CELL_SEP)
            if len(row_cells) != len(cells) or _LABEL.search(row):
                break  # the table's plain rows end
            out.extend(
                f"{row_cells[0]}{_CELL_SEP}{cells[i]}: {row_cells[i]}"
                for i in heads
                if re.search(r"\d", row_cells[i])
            )
    return out


def _unit_free(declared: re.Pattern[str] | None, cell: str) -> str:
    return declared.sub(" ", cell) if declared is not None else cell


def names_word(asked: str, words: set[str]) -> bool:
    """The passage has the asked word or a word of its stem ("gens" ~ "generator", "pen" ~
    "penetrant", "screws" ~ "screw")."""
    if asked in words:
        return True
    stem = asked[:-1] if len(asked) > 3 and asked.endswith("s") else asked
    if len(stem) < 3:
        return False
    return any(w.startswith(stem[:7]) or (len(w) >= 4 and stem.startswith(w)) for w in words)


class WordsNamed:
    """names_word over one passage's words, for many asked words: the same answers, by set
    look-ups of the words' prefixes instead of a scan of the passage per asked word."""

    def __init__(self, words: set[str]) -> None:
        self._words = words
        self._prefixes = {w[:k] for w in words for k in range(3, 8) if len(w) >= k}

    def __call__(self, asked: str) -> bool:
        if asked in self._words:
            return True
        stem = asked[:-1] if len(asked) > 3 and asked.endswith("s") else asked
        if len(stem) < 3:
            return False
        # a passage word starting with the stem's first (up to) seven letters
        if stem[:7] in self._prefixes:
            return True
        # a passage word of four or more letters the stem starts with
        return any(stem[:k] in self._words for k in range(4, len(stem) + 1))


# The specific dimensions a question can ask for (what it types, what a passage writes): a
# passage that gives only another one ("I.D. 5.72 mm" for "wall thickness") does not give it.
_SPECIFIC_DIMENSIONS = {
    "thickness": (r"thickness|how\s+thick", r"thick\w*"),
    "diameter": (r"diameters?|dia|bore", r"diameters?|dia|bore|i\.?\s?d\.?|o\.?\s?d\.?|ø"),
    "width": (r"width|how\s+wide", r"width|wide"),
    "height": (r"height|how\s+(?:tall|high)", r"height|high|tall"),
    "depth": (r"depth|how\s+deep", r"depth|deep"),
}
_WRITTEN_DIMENSIONS = {
    name: re.compile(rf"(?<![\w.])(?:{given})(?![a-z])", re.IGNORECASE)
    for name, (_, given) in _SPECIFIC_DIMENSIONS.items()
}
# a list of main dimensions gives every one: "Dimension: 900 x 700 x 1100 mm"
_ALL_DIMENSIONS = re.compile(r"\bdimensions?\b|\d\s?[x×]\s?\d", re.IGNORECASE)


def asked_dimension(question: str) -> str | None:
    """The specific dimension the question asks for ("wall thickness" -> "thickness"), if one."""
    for name, (asked, _) in _SPECIFIC_DIMENSIONS.items():
        if re.search(rf"\b(?:{asked})\b", question, re.IGNORECASE):
            return name
    return None


def gives_dimension(asked: str, passage: str) -> bool:
    """The passage gives the asked dimension: it writes it, lists main dimensions, or names no
    specific dimension at all (a bare "6 mm" may be any); not when it writes only others."""
    if _WRITTEN_DIMENSIONS[asked].search(passage) or _ALL_DIMENSIONS.search(passage):
        return True
    return not any(p.search(passage) for p in _WRITTEN_DIMENSIONS.values())
