"""Numbered things beyond the ones the library has.

"S24 section valve on the mist drawing", "load centre rm 5 on the 4th dk", "evac optima 3 toilet",
"what did hdcm v1.30 add": the question names one of a numbered set (valves S1, S2 ..., rooms 1-4,
the Optima 5, versions up to 1.24). When the library writes the same name with other numbers but
never with this one, and the number lies outside the ones it writes (beyond the last, before the
first), the library numbers that set and this member is not in it: the passages found are about
its siblings, and quoting them would answer for another one. A number between the first and the
last is left alone: it may be written inside a range ("S1-S22") or a picture the reading missed.

Every look-up is indexed and bounded: one phrase match per spelling (LIMIT 1), a range of the
index's vocabulary for glued tags ("s1".."s22"), and at most tuning.NUMBERED_FAMILY_ROWS passages
read for a name written apart from its number ("Room 4").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.retrieval import tuning
from engine.retrieval.absent import NUMBER_SIGNS, _mentioned
from engine.retrieval.conditions import _UNITS, asked_conditions
from engine.store.keyword import STOPWORDS
from engine.vocab.codes import SLASH_VARIANT, is_thread, is_unit_or_reference
from engine.vocab.quantities import all_units, names_quantity
from engine.vocab.shorthand import numbered_short_forms
from engine.vocab.words import is_s_form

if TYPE_CHECKING:
    from engine.retrieval.hybrid import QueryTerms
    from engine.store.base import KeywordIndex


@dataclass(frozen=True)
class Numbered:
    name: str  # "s", "optima", "version": the set's name as the library writes it
    number: tuple[int, ...]  # (24,), (1, 30)
    surface: str  # "S24", "optima 3", "v1.30": as typed
    glued: bool  # the name and number are one word ("S24"), not two ("room 5")
    before: str = ""  # the question's word before a name typed apart ("centre" of "centre rm 5")
    variant: bool = False  # a model's size or variant after it ("KGH-400-36": "kgh-400", 36)
    joint: str = "-"  # what joins a variant to its model as typed ("AF-60/100": "/")


# A tag glued to its number, or with a hyphen ("S24", "H-04"); not inside a longer word, a
# decimal or a range's tail
_GLUED = re.compile(r"(?<![\w.,/-])([A-Za-z]{1,4})-?(\d{1,4})(?![\w/-]|[.,]\d)")
# A model and its size or variant after a hyphen ("KGH-400-36", "FX60-2"): the model is the
# set's name, the last number its member
_VARIANT = re.compile(r"(?<![\w.,/-])([A-Za-z]{1,5})-?(\d{1,5})-(\d{1,3})(?![\w/-]|[.,]\d)")
# A word, then a whole number standing alone ("optima 3", "room 5", "lab 13"); a figure with a
# unit after it is a value (conditions.asked_conditions), a decimal is no member of a set
_APART = re.compile(
    rf"(?<![\w.,/-])([A-Za-z]{{2,}})\.?[ \xa0]+(\d{{1,3}})(?![\w/%°-]|[.,]\d)"
    rf"(?!\s?(?:{_UNITS}|[cfvaw])(?![\w/]))",
    re.IGNORECASE,
)
# Any measured unit of two or more letters after the number makes it an amount too ("takes 12
# min", "runs 3 hrs", "holds 40 litres"): no member of a set is named with a unit after it. The
# one-letter units and "in" are English words after a name ("lab 5 a", "room 5 in the plan").
_UNIT_WORDS = "|".join(
    [u for u in all_units().split("|") if len(u.replace("\\", "")) > 1 and u != "in"]
    # concentrations, which no quantity of vocab.quantities asks for: "reads 0 ppm" (stop 22)
    + ["ppm", "ppb", "mg/l", "mg/kg", "%\\s?lel", "lel", "ntu"]
)
_AMOUNT_AFTER = re.compile(rf"\s?(?:{_UNIT_WORDS})(?![\w/])", re.IGNORECASE)
# A figure with a unit (one letter too: "480 V"), or the first of a range of them ("400-480 V"),
# is an amount: the list of a set's numbers has ended before it.
_LIST_AMOUNT = re.compile(
    rf"(?:\s?(?:-|–|to)\s?\d+(?:[.,]\d+)?)?\s?(?:{all_units()})(?![\w/])", re.IGNORECASE
)
# A version typed as one: "v1.30", "version 1.3", "rev 2.1"
_VERSION = re.compile(r"\b(?:v|ver|version|rev|revision)\.?[ \xa0]?(\d{1,3}(?:\.\d{1,3})+)\b", re.I)
_VERSION_WRITTEN = re.compile(
    r"\b(?:v|ver|version|rev|revision)\W{0,3}(\d{1,3}(?:\.\d{1,3})+)"
    r"(?:\s*(?:-|–|to|\.\.\.?|…)\s*(?:v|ver|version)?\W{0,2}(\d{1,3}(?:\.\d{1,3})+))?",
    re.I,
)
# What joins the numbers of a list or range after the name ("Rooms 2 and 3", "S1-S22")
_JOIN = r"\s*(?:-|–|,|/|&|\band\b|\bto\b|\.\.\.?|…)\s*"
_JOIN_RANGE = r"\s*(?:-|–|\bto\b|\bthru\b|\bthrough\b|\.\.\.?|…)\s*"
# Words that number a document's own parts ("chapter 14", "step 3", "lab 6" is a thing): a
# heading is numbered without the word, so a missing "chapter 14" says nothing. General English.
_STRUCTURE = frozenset(
    re.findall(
        r"\w+",
        """chapter chapters ch chap section sections sec sect page pages pg pp p fig figure
        figures table tables tab appendix annex para paragraph step steps item items line lines
        note notes part parts volume vol sheet sht issue edition""",
    )
)


def _no_member(letters: str) -> bool:
    """Letters that make "<letters><number>" a unit, standard or reference, no member of a set;
    but a nominal size ("DN250") is one of the sizes the manuals list (tuning.NUMBERED_SIZES)."""
    if tuning.NUMBERED_SIZES and letters.upper() in NOMINAL_SIZES:
        return False
    return is_unit_or_reference(letters)


# The letters of a pipe's, valve's or flange's nominal size (ISO "DN", the trade's "NB"): a
# maker builds a product in the sizes it lists, so a size past them is one the manuals lack.
NOMINAL_SIZES = frozenset({"DN", "NB"})


def numbered_things(question: str) -> list[Numbered]:
    """The members of numbered sets the question names, as typed."""
    out: dict[tuple[str, tuple[int, ...]], Numbered] = {}
    conditions = set(asked_conditions(question))
    for match in _VERSION.finditer(question):
        number = tuple(int(p) for p in match.group(1).split("."))
        out.setdefault(("version", number), Numbered("version", number, match.group(0), False))
    taken = [m.span() for m in _VERSION.finditer(question)]
    if tuning.NUMBERED_VARIANTS:
        variants = list(_VARIANT.finditer(question))
        if tuning.NUMBERED_SLASH_VARIANTS:
            # ... or a size after a slash, as makers write a model's sizes ("AF-60/80",
            # "RMC-5/16"): a whole number, not a decimal's head
            variants += [
                m
                for m in SLASH_VARIANT.finditer(question)
                if m.group(3).isdigit()
                and len(m.group(3)) <= 3
                and not re.match(r"[.,]\d", question[m.end() :])
            ]
        for match in variants:
            letters, digits = match.group(1), match.group(2)
            if _no_member(letters) or letters.lower() in _STRUCTURE:
                continue
            name = f"{letters.lower()}-{digits}"
            key = (name, (int(match.group(3)),))
            joint = "/" if "/" in match.group(0) else "-"
            out.setdefault(
                key, Numbered(name, key[1], match.group(0), False, variant=True, joint=joint)
            )
            taken.append(match.span())
    for match in _GLUED.finditer(question):
        letters, digits = match.group(1), match.group(2)
        if any(a <= match.start() < b for a, b in taken):
            continue
        if _no_member(letters) or letters.lower() in _STRUCTURE:
            continue
        if letters.lower() in STOPWORDS or digits in conditions or names_quantity(letters):
            continue
        if is_thread(letters, digits):
            continue  # "M12", as absent.named_things reads it
        key = (letters.lower(), (int(digits),))
        out.setdefault(key, Numbered(letters.lower(), key[1], match.group(0), True))
    for match in _APART.finditer(question):
        word, digits = match.group(1).lower(), match.group(2)
        if any(a <= match.start() < b for a, b in taken):
            continue
        if word in STOPWORDS or word in _STRUCTURE or _no_member(word):
            continue
        if names_quantity(word):
            continue  # "density 900", "temp 90": a value, not a member of a set
        if digits in conditions:
            continue
        if tuning.NUMBERED_UNIT_AMOUNT and _AMOUNT_AFTER.match(question, match.end()):
            continue
        key = (word, (int(digits),))
        previous = re.search(r"([^\W\d_]+)[ \xa0]+$", question[: match.start()])
        before = previous.group(1).lower() if previous else ""
        if before in STOPWORDS or before in _STRUCTURE or len(before) < 3:
            before = ""
        if tuning.NUMBERED_QUANTITY_BEFORE and names_quantity(before):
            # "closing time WTD 7": the quantity asked, not a word of the name ("machinery" of
            # "machinery rm 3")
            before = ""
        out.setdefault(key, Numbered(word, key[1], match.group(0), False, before))
    return list(out.values())


def _name_forms(thing: Numbered, terms: QueryTerms | None) -> list[str]:
    """The name as typed and the words a short form stands for ("rm" -> "room"); a model with
    its size after it ("kgh-400") only as typed."""
    if thing.variant:
        return [thing.name]
    expansions = terms.expansions.get(thing.name, ()) if terms is not None else ()
    shorts = numbered_short_forms(thing.name) if tuning.NUMBERED_SHORT_FORMS else ()
    return list(dict.fromkeys([thing.name, *(e for e in expansions if e.isalpha()), *shorts]))


def _is_mentioned(thing: Numbered, forms: list[str], keywords: KeywordIndex) -> bool:
    if thing.name == "version":
        return any(
            keywords.mentions(
                # as tokens: "1.30" after "Version", or glued to its letter ("V1.30": "v1 30")
                [[f"{prefix}{text}"] for prefix in ("", "v", "ver", "rev")],
                written=re.compile(
                    rf"\b(?:v|ver|version|rev|revision)\W{{0,3}}{re.escape(text)}(?!\d)", re.I
                ),
            )
            for text in _version_forms(thing.surface)
        )
    digits = str(thing.number[0])
    if thing.glued:
        return _mentioned(f"{thing.name}{digits}", keywords)
    if thing.variant:
        letters, model = thing.name.split("-")
        return keywords.mentions([[letters, model, digits], [f"{letters}{model}", digits]])
    spellings = []
    for form in forms:
        for number in {digits.zfill(n) for n in range(len(digits), 4)}:
            spellings += [[form, number], [f"{form}{number}"], [form + "s", number]]
            if tuning.NAME_NUMBER_SIGN:  # "ring 3" printed "Sealing ring No. 3"
                spellings += [[form, sign, number] for sign in NUMBER_SIGNS]
    return keywords.mentions(spellings)


def _version_forms(surface: str) -> list[str]:
    """The ways a manual may print the version typed: as typed, with its last part's trailing
    zero dropped or added ("1.30" / "1.3"), and the release it belongs to ("1.3" of "1.3.1"); a
    version the library prints with more parts ("1.3.1" for "1.3") is matched as written."""
    found = _VERSION.search(surface)
    text = found.group(1) if found else surface
    parts = text.split(".")
    forms = [text]
    last = parts[-1]
    if len(last) > 1 and last.endswith("0"):
        forms.append(".".join([*parts[:-1], last.rstrip("0") or "0"]))
    if len(last) == 1:
        forms.append(f"{text}0")
    forms += [".".join(parts[:k]) for k in range(len(parts) - 1, 1, -1)]
    return list(dict.fromkeys(forms))


def _family(thing: Numbered, forms: list[str], keywords: KeywordIndex) -> set[tuple[int, ...]]:
    """The numbers the library writes the name with (the ends of its ranges included)."""
    if thing.name == "version":
        texts = keywords.texts_with("version", tuning.NUMBERED_FAMILY_ROWS)
        texts += keywords.texts_with(f"v{thing.number[0]}", tuning.NUMBERED_FAMILY_ROWS)
        found = set()
        for text in texts:
            for match in _VERSION_WRITTEN.finditer(text):
                for group in match.groups():
                    if group:
                        found.add(tuple(int(p) for p in group.split(".")))
        return found
    found = set()
    if thing.glued:
        for term in keywords.terms_numbered(thing.name, tuning.NUMBERED_FAMILY_TERMS):
            found.add((int(term[len(thing.name) :]),))
        if len(thing.name) == 1:
            return found  # a one-letter name apart from a number is every list's "A 1"
    for form in forms:
        written = re.escape(form)
        between = r"[-\s.:]{0,3}"
        if thing.variant:  # "KGH-400-12", "KGH 400-24/30", "KGH400-18", "AF-60/80"
            letters, model = form.split("-")
            written = rf"{re.escape(letters)}[-\s]?{model}"
            if tuning.NUMBERED_SLASH_VARIANTS:
                between = r"[-\s.:/]{0,3}"
        # "ring No. 3": the number sign between (tuning.NAME_NUMBER_SIGN)
        sign = rf"(?:(?:{'|'.join(NUMBER_SIGNS)})\.?\s?)?" if tuning.NAME_NUMBER_SIGN else ""
        pattern = re.compile(
            rf"(?<![\w-]){written}s?{between}{sign}(\d{{1,4}})((?:{_JOIN}(?:{written})?"
            rf"[-\s]?\d{{1,4}}(?![\d.,]\d))*)(?![\d.,]\d)",
            re.I,
        )
        looked = form.split("-")[0] if thing.variant else form
        for text in keywords.texts_with(looked, tuning.NUMBERED_FAMILY_ROWS):
            for match in pattern.finditer(text):
                found.add((int(match.group(1)),))
                # the numbers of the list after the first, not the model's own ("KGH-400-12 and
                # KGH-400-18": 18, not 400), up to an amount that ends it ("VF-55-022 to
                # VF-55-075, 400-480 V supply": 400 and 480 are volts)
                rest = re.sub(written, lambda m: " " * len(m.group()), match.group(2), flags=re.I)
                for number in re.finditer(r"\d+", rest):
                    after = match.start(2) + number.end()
                    if tuning.NUMBERED_LIST_AMOUNTS and _LIST_AMOUNT.match(text, after):
                        break
                    found.add((int(number.group()),))
    return found


@dataclass(frozen=True)
class Beyond:
    thing: Numbered
    first: tuple[int, ...]
    last: tuple[int, ...]
    count: int


def numbered_beyond(
    question: str, keywords: KeywordIndex, terms: QueryTerms | None = None
) -> Beyond | None:
    """The first member the question names that the library never writes, of a set it writes
    with other numbers only, all on one side of it; else None."""
    for thing in numbered_things(question):
        forms = _name_forms(thing, terms)
        beyond = _beyond_set(thing, forms, keywords, terms)
        if beyond is None:
            beyond = _qualified_beyond(thing, forms, keywords, terms)
        if beyond is not None:
            return beyond
    return None


def _beyond_set(
    thing: Numbered, forms: list[str], keywords: KeywordIndex, terms: QueryTerms | None = None
) -> Beyond | None:
    """The member outside the set the library writes with its name ("room 5" of rooms 1-4)."""
    if _is_mentioned(thing, forms, keywords):
        return None
    family = _family(thing, forms, keywords)
    if thing.number in family:
        return None  # written in a form the phrase missed ("Tank 4S", "Rooms 2 and 3")
    beyond = _outside(thing, family)
    if beyond is not None and thing.before and not thing.glued:
        # "machinery rm 3" where the library numbers an "AHU Rm-1, Rm-2" of its own but writes
        # "Machinery Room 3": the word before and the number one word apart name it
        befores = _name_forms(Numbered(thing.before, thing.number, thing.before, False), terms)
        digits = str(thing.number[0])
        if keywords.mentions_near([[before, digits] for before in befores], 1):
            return None
    if beyond is None and thing.before and not _spans(thing, family):
        # The name may be the engineer's short form of the library's ("centre rm 5" for
        # "Centre Room 4"): the set named by the word before it and any one word.
        anchored = _anchored_family(thing, keywords)
        beyond = None if anchored is None else _outside(thing, anchored - {thing.number})
    return beyond


def _qualified_beyond(
    thing: Numbered, forms: list[str], keywords: KeywordIndex, terms: QueryTerms | None
) -> Beyond | None:
    """ "aux mach room 1" when the library writes "Machinery Room 2" and "Machinery Room 3" but
    never "Machinery Room 1": the word before the name (or the words its short form stands for)
    names a set of its own, and this member lies outside it, whatever other rooms are numbered 1
    ("Load Centre Room 1"). A set the library never writes with that word says nothing."""
    if thing.glued or not thing.before or thing.name == "version":
        return None
    if tuning.NUMBERED_S_FORM_BEFORE and is_s_form(thing.before):
        return None  # "display shows Err 2": a verb (or a plural) names no set of its own
    befores = _name_forms(Numbered(thing.before, thing.number, thing.before, False), terms)
    digits = str(thing.number[0])
    numbers = {digits.zfill(n) for n in range(len(digits), 4)}
    spellings = [
        [before, name, number]
        for before in befores
        for form in forms
        for name in (form, f"{form}s")
        for number in numbers
    ]
    if keywords.mentions(spellings):
        return None
    names = "|".join(re.escape(f) for f in forms)
    for before in befores:
        pattern = re.compile(
            rf"(?<![\w-]){re.escape(before)}[ \xa0]+(?:{names})s?[-\s.:]{{0,3}}(\d{{1,4}})"
            rf"((?:{_JOIN}(?:(?:{names})s?)?[-\s]?\d{{1,4}}(?![\d.,]\d))*)(?![\d.,]\d)",
            re.IGNORECASE,
        )
        family: set[tuple[int, ...]] = set()
        for text in keywords.texts_with(before, tuning.NUMBERED_FAMILY_ROWS):
            for match in pattern.finditer(text):
                family.add((int(match.group(1)),))
                family.update((int(n),) for n in re.findall(r"\d+", match.group(2)))
        set_name = Numbered(
            f"{before} {thing.name}", thing.number, f"{thing.before} {thing.surface}", False
        )
        beyond = _outside(set_name, family)
        if beyond is not None:
            return beyond
    return None


def _spans(thing: Numbered, family: set[tuple[int, ...]]) -> bool:
    return bool(family) and min(family) < thing.number < max(family)


def _outside(thing: Numbered, family: set[tuple[int, ...]]) -> Beyond | None:
    if not family:
        return None  # not a set the library numbers: nothing known about this member
    first, last = min(family), max(family)
    if _spans(thing, family):
        return None  # inside the set's span: may be in a range or a picture
    if thing.number[0] > tuning.NUMBERED_REACH * last[0]:
        return None  # far past the set: a value ("no load 440") or another numbering
    return Beyond(thing, first, last, len(family))


def _anchored_family(thing: Numbered, keywords: KeywordIndex) -> set[tuple[int, ...]] | None:
    """The numbers the library writes after the word before the name and one other word
    ("Centre Room 4" for "centre rm 5"); None when it writes the asked number near that word."""
    digits = str(thing.number[0])
    if keywords.mentions_near([[thing.before, digits]], 1):
        return None
    pattern = re.compile(
        rf"(?<![\w-]){re.escape(thing.before)}[ \xa0]+[^\W\d_]+[-\s.:]{{0,3}}(\d{{1,4}})"
        rf"(?![\d.,]\d|\w)",
        re.I,
    )
    found = set()
    for text in keywords.texts_with(thing.before, tuning.NUMBERED_FAMILY_ROWS):
        found.update((int(m.group(1)),) for m in pattern.finditer(text))
    return found


def within_set(surface: str, keywords: KeywordIndex) -> bool:
    """A tag glued to its number ("S05") that no passage writes as such, but that a range the
    library writes covers ("S1-S12", "S1 to S12"): it is there, inside the range. A gap in a
    list (V003, V005 without V004) is no range: the tag is not there."""
    match = _GLUED.fullmatch(surface.strip())
    if not match or is_unit_or_reference(match.group(1)):
        return False
    letters, number = match.group(1).lower(), int(match.group(2))
    lower = sorted(
        (int(t[len(letters) :]), t)
        for t in keywords.terms_numbered(letters, tuning.NUMBERED_FAMILY_TERMS)
        if int(t[len(letters) :]) < number
    )
    written = re.compile(
        rf"(?<![\w-]){re.escape(letters)}[- ]?0*(\d+)({_JOIN_RANGE})({re.escape(letters)})?"
        rf"[- ]?0*(\d+)(?!\d)",
        re.I,
    )
    for _, term in lower[-tuning.NUMBERED_RANGE_STARTS :]:
        for text in keywords.texts_with(term, tuning.NUMBERED_RANGE_ROWS):
            for found in written.finditer(text):
                first, join, again, last = found.groups()
                if not tuning.NUMBERED_RANGE_BARE_HYPHEN and join == "-" and not again:
                    continue  # "A2-70": a designation, not a range
                if int(first) < number <= int(last):
                    return True
    return False


def beyond_reason(found: Beyond) -> str:
    thing = found.thing

    def show(number: tuple[int, ...]) -> str:
        text = ".".join(str(p) for p in number)
        if thing.name == "version":
            return f"version {text}"
        if thing.variant:
            return f"{thing.name.upper()}{thing.joint}{text}"
        return f"{thing.name.upper()}{text}" if thing.glued else f"{thing.name} {text}"

    if found.first == found.last:
        have = f"only {show(found.first)}"
    else:
        have = f"{show(found.first)} to {show(found.last)}"
    return (
        f"The manuals in the library number these {have}; none mentions “{thing.surface}”, "
        "so the passages found are about another one and there is nothing to quote."
    )
