"""The noun of an action and its verb ("calibration" / "calibrate", "inspection" / "inspect",
"adjustment" / "adjust", "installation" / "install"): an engineer types "calibration of the
analyser", the manual prints "Calibrate the analyzer every month". General English word
formation (-ation, -ion, -ment); nothing here was read off a question.

Only candidates: the retrieval keeps those the library prints, and asks for them only for a
question word the library never uses as typed (hybrid._word_forms), so a non-word made by a rule
("suct" of "suction") costs a lookup and nothing else. -al and -ance are left out: their stems are
often other words ("signal" / "sign", "clearance" / "clear").
"""

from __future__ import annotations

# The shortest stem a rule may leave ("st" + "ation" is no "state", "mo" + "ment" no "mo")
MIN_STEM = 3


def derived_forms(word: str) -> list[str]:
    """The verb of an action noun and the action nouns of a verb, as candidates (lower case)."""
    out: list[str] = []
    for suffix, stems in (
        ("ation", ("ate", "e", "")),  # calibration -> calibrate, preparation -> prepare, install
        ("ion", ("", "e")),  # inspection -> inspect, revision -> revise
        ("ment", ("",)),  # adjustment -> adjust, replacement -> replace
    ):
        if word.endswith(suffix):
            base = word.removesuffix(suffix)
            if len(base) >= MIN_STEM:  # "station", "nation", "moment": no noun of an action
                out += [base + s for s in stems]
            return [w for w in dict.fromkeys(out) if w != word]
    if len(word) <= MIN_STEM:
        return []
    if word.endswith("ate"):
        out.append(word[:-1] + "ion")  # calibrate -> calibration
    elif word.endswith("e"):
        out += [word[:-1] + "ation", word + "ment"]  # prepare -> preparation, replace
    else:
        out += [word + "ion", word + "ation", word + "ment"]  # inspect, install, adjust
    return [w for w in dict.fromkeys(out) if w != word]


# The shortest word left when "-ly" is taken off ("week" of "weekly", "manual" of "manually"):
# shorter ones are no word of their own ("fully", "only", "rally").
LY_MIN_BASE = 4
# Words ending in "-ply" / "-bly" are no -ly derivation ("supply", "apply", "assembly").
_NOT_LY = ("ply", "bly")
# The one irregular pair among the time words a schedule prints
_IRREGULAR_LY = {"day": "daily", "daily": "day"}


def ly_forms(word: str) -> list[str]:
    """The -ly adjective or adverb of a word and the word of an -ly form: "week" / "weekly",
    "month" / "monthly", "manual" / "manually", "automatic" / "automatically", "easy" /
    "easily", "day" / "daily" (an engineer types "once a week", the schedule prints "Weekly").
    General English word formation, candidates as derived_forms gives them (the retrieval asks
    for both, hybrid._word_forms)."""
    if word in _IRREGULAR_LY:
        return [_IRREGULAR_LY[word]]
    if word.endswith("ly"):
        if word.endswith(_NOT_LY):
            return []
        if word.endswith("ically"):
            return [word[:-4]]  # automatically -> automatic
        if word.endswith("ily"):
            return [word[:-3] + "y"]  # easily -> easy
        base = word[:-2]
        return [base] if len(base) >= LY_MIN_BASE else []
    if len(word) < LY_MIN_BASE or word.endswith(("ion", "ment", "ing", "ed", "s")):
        return []  # an action, a verb's form or a plural has no -ly form of its own
    if word.endswith("ll"):
        return [word + "y"]  # full -> fully
    if word.endswith("ic"):
        return [word + "ally"]
    if word.endswith("y"):
        return [word[:-1] + "ily"]
    return [word + "ly"]


# An adjective and the noun of its quality: "-ate" / "-acy" (accurate / accuracy, adequate),
# "-ent" / "-ency", "-ence" (efficient / efficiency, frequent / frequency, consistent), "-ant" /
# "-ance", "-ancy" (resistant / resistance, redundant / redundancy). General English word
# formation; candidates as derived_forms gives them (non-words cost a lookup and nothing else).
_QUALITY = (("ate", ("acy",)), ("ent", ("ency", "ence")), ("ant", ("ance", "ancy")))


def quality_forms(word: str) -> list[str]:
    """The noun of an adjective's quality and the adjective of such a noun: "accurate" /
    "accuracy", "efficient" / "efficiency", "resistance" / "resistant"."""
    for adjective, nouns in _QUALITY:
        for noun in nouns:
            if word.endswith(noun) and len(word) - len(noun) >= MIN_STEM:
                return [word[: -len(noun)] + adjective]
        if word.endswith(adjective) and len(word) - len(adjective) >= MIN_STEM:
            return [word[: -len(adjective)] + noun for noun in nouns]
    return []


def doer_forms(word: str) -> list[str]:
    """The thing that does a process, of the process's -ing noun: "cooling" / "cooler", "heating"
    / "heater", "separating" / "separator" (an engineer types "cooling water flow", a cooler's
    bulletin prints "LO cooler ... water flow"). One way only: a thing's -er name is no sign of
    its process ("stepper" asked is a thing of its own, and the library's "stepping" no
    "stepper"). General English word formation, candidates as derived_forms."""
    if not word.endswith("ing"):
        return []
    base = word[:-3]
    if len(base) < MIN_STEM:
        return []
    return [base + "er", base + "or"]
