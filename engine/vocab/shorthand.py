"""Engineers' shorthand that is no prefix of the word it stands for ("stbd" for starboard,
"xfmr" for transformer, "swbd" for switchboard): the words a manual prints for it. The prefix
kind ("temp", "gen", "approx") the library itself tells (hybrid._abbreviations); these it
cannot. General shipboard and electrical usage, written from the trade's conventions (vowels
dropped, "x" for trans-/cross-), not taken from the questions."""

from __future__ import annotations

_SHORTHAND: dict[str, tuple[str, ...]] = {
    "stbd": ("starboard",),
    "fwd": ("forward",),
    "bhd": ("bulkhead",),
    "xfmr": ("transformer",),
    "xfmrs": ("transformers", "transformer"),
    "xformer": ("transformer",),
    "xmtr": ("transmitter",),
    "xducer": ("transducer",),
    "swbd": ("switchboard",),
    "swbds": ("switchboards", "switchboard"),
    "brkr": ("breaker",),
    "bkr": ("breaker",),
    "pwr": ("power",),
    "ctrl": ("control",),
    "mtr": ("motor",),
    "gnd": ("ground", "earth"),
    "hdr": ("header",),
    "cct": ("circuit",),
    "ckt": ("circuit",),
    "vlv": ("valve",),
    "pmp": ("pump",),
    "htr": ("heater",),
    "cmpr": ("compressor",),
    "stm": ("steam",),
    "rcpt": ("receptacle",),
    "qty": ("quantity",),
    "thk": ("thickness", "thick"),
    "brg": ("bearing",),
    "brgs": ("bearings", "bearing"),
    "eqpt": ("equipment",),
}
# Two words of shorthand for one phrase ("3ph" for three-phase): found as those words in a row.
_PHRASES: dict[str, tuple[tuple[str, ...], ...]] = {
    "3ph": (("three", "phase"), ("3", "phase")),
    "1ph": (("single", "phase"), ("1", "phase")),
    "3phase": (("three", "phase"), ("3", "phase")),
}


def shorthand_words(word: str) -> tuple[str, ...]:
    """The words ``word`` is shorthand for (best first); empty when it is none."""
    return _SHORTHAND.get(word.lower(), ())


def shorthand_phrases(word: str) -> tuple[tuple[str, ...], ...]:
    """The phrases ``word`` is shorthand for ("3ph" -> ("three", "phase")); empty when none."""
    return _PHRASES.get(word.lower(), ())
