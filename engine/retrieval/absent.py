"""Names in a question that no manual in the library uses.

"weight of the FX 90", "p-h chart for R404A", "spare part 6561234": a model, tag, refrigerant or
part number is the most specific thing a question can name. When no passage of any manual holds
it (in any of the ways manuals write it: "FX90", "FX 90", "FX-90", "WF3" for "WF003"), the
passages found are about something else, so quoting them would not answer the question. A part
number the library does not hold, but whose siblings it does (same length, same leading digits),
may sit in a parts list or picture the reading missed: it is not declined.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from engine.config import resources_dir
from engine.retrieval import tuning
from engine.store.keyword import STOPWORDS, tokens
from engine.vocab.codes import is_thread, is_unit_or_reference, query_code_surfaces
from engine.vocab.components import Gazetteer, plural_forms
from engine.vocab.conversation import CONVERSATION_WORDS
from engine.vocab.quantities import names_quantity
from engine.vocab.refrigerants import class_forms
from engine.vocab.same_names import same_components
from engine.vocab.scope import goes_on_about, says_elsewhere, sentences
from engine.vocab.shorthand import shorthand_phrases, shorthand_words
from engine.vocab.spellings import other_spellings
from engine.vocab.words import is_s_form

if TYPE_CHECKING:
    from engine.store.base import KeywordIndex
    from engine.types import DocumentInfo

# A glued name, letters then digits ("R404A", "hdec2000", "A661"): also the shapes the equipment
# code rules leave out on purpose (refrigerants, formulas), which still name a thing.
_GLUED = re.compile(r"(?<![\w.,/-])([A-Za-z]{1,6})(\d{1,6})([A-Za-z]?)(?![\w.,/])")
# A long bare number is a part or drawing number ("6560986"); shorter ones are quantities.
_PART_NUMBER = re.compile(r"(?<![\w.,/-])(\d{6,10})(?![\w.,/])")
_NAME_PARTS = re.compile(r"([A-Za-z]+)[- \xa0]?0*(\d+)([A-Za-z]{0,3})")
# A model typed with its variant's letters after the number ("RG-2100HD", "TF-400DE",
# "HVSC-6600XL"): letters, a hyphen, the number and two or three letters. A code has at most one
# letter after its number (engine.vocab.codes), so the variant is read here, for the question.
_VARIANT_NAME = re.compile(r"(?<![\w.,/-])([A-Za-z]{1,5})-(\d{1,6})([A-Za-z]{2,3})(?![\w.,/-])")
# A word, a space and a figure glued to an electrical unit ("gens 450v", "supply 24vdc") is what
# the thing runs at, not a model: models glue or hyphen their letters ("MX341", "DECS-250").
_WORD_AND_VALUE = re.compile(
    r"[A-Za-z]+\s+\d+(?:[.,]\d+)?\s?(?:v|kv|vac|vdc|a|ma|w|kw|kva|hz)", re.IGNORECASE
)
# Chapter, section and page references are structure, not things ("ch 3", "sec5", "p45"); a
# tag keeps its leading zero ("P07", "S01").
_STRUCTURE_LETTERS = frozenset({"CH", "APPX", "ANNEX"})
_PAGE_LETTERS = frozenset({"P", "S", "SE"})


def named_things(question: str) -> list[str]:
    """Models, tags, refrigerants and part numbers the question names, as typed."""
    found: dict[str, str] = {}
    for code, surface in query_code_surfaces(question):
        found.setdefault(code, surface)
    for match in _GLUED.finditer(question):
        letters = match.group(1)
        if is_unit_or_reference(letters) or is_thread(letters, match.group(2)):
            continue  # a unit, size or reference ("kW5", "DN50", "p45"), a thread ("M12")
        found.setdefault(match.group(0).upper(), match.group(0))
    for match in _PART_NUMBER.finditer(question):
        found.setdefault(match.group(1), match.group(1))
    if tuning.NAME_VARIANT_LETTERS:
        for match in _VARIANT_NAME.finditer(question):
            if is_unit_or_reference(match.group(1)) or is_unit_or_reference(match.group(3)):
                continue  # "DN-100mm", "ISO-9001en": a size or reference, not a model
            found.setdefault(match.group(0).upper(), match.group(0))
    out = []
    for surface in found.values():
        if _WORD_AND_VALUE.fullmatch(surface.strip()):
            continue  # "gens 450v": a word and a value with its unit, not a model
        parts = re.fullmatch(r"([A-Za-z]+)[- \xa0]?(\d+)[A-Za-z]?", surface.strip())
        if parts and parts.group(1).upper() in _STRUCTURE_LETTERS:
            continue
        if parts and names_quantity(parts.group(1)):
            continue  # "temp 90", "density 900": a value of a quantity, not a model
        if tuning.NAME_COUNT_AFTER and _counts_after(question, surface):
            continue  # "fit 2 insulation monitors": a verb and how many, not a tag "FIT 2"
        if (
            parts
            and parts.group(1).upper() in _PAGE_LETTERS
            and parts.group(2)[0] != "0"
            and not (tuning.HYPHENED_TAGS and "-" in surface)
        ):
            continue  # "p45", "p 45": a page; "P-19", "S-2" are tags (a page has no hyphen)
        out.append(surface)
    return out


# The two words after a number
_AFTER_NUMBER = re.compile(r"\s+([^\W\d_]+)\b(?:\s+([^\W\d_]+)\b)?")


def _counts_after(question: str, surface: str) -> bool:
    """A name typed apart from its number ("fit 2") whose number counts the plural right after
    it, or one word after ("fit 2 insulation monitors", "add 3 filters"): a verb and a count, no
    tag. Not a word of how the question is said ("Err 2 means", "shows Err 2 whats wrong")."""
    if not re.fullmatch(r"[A-Za-z]+[ \xa0]+\d+", surface.strip()):
        return False
    at = question.find(surface)
    after = _AFTER_NUMBER.match(question, at + len(surface)) if at >= 0 else None
    if after is None:
        return False
    first, second = after.group(1).lower(), (after.group(2) or "").lower()
    counted = [first, second] if is_s_form(second) else [first] if is_s_form(first) else []
    return bool(counted) and not any(w in STOPWORDS or w in CONVERSATION_WORDS for w in counted)


# What OCR reads a digit as on a scanned page ("MS-10" printed, "MS-IO" read).
_OCR_DIGITS = {"0": "o", "1": "il", "5": "s", "8": "b", "2": "z"}
_MAX_OCR_VARIANTS = 32


def _ocr_readings(number: str) -> list[str]:
    readings = [""]
    for ch in number:
        readings = [r + alt for r in readings for alt in ch + _OCR_DIGITS.get(ch, "")]
        if len(readings) > _MAX_OCR_VARIANTS:
            return [number]  # too many to try: the number as printed only
    return readings


def _spellings(surface: str) -> list[list[str]]:
    """Token sequences a manual may print the name as: glued, split, with or without leading
    zeros, and as OCR reads its digits on a scan."""
    parts = _NAME_PARTS.fullmatch(surface.strip())
    if not parts:
        return [[r] for r in _ocr_readings(surface.strip().lower())]
    letters, digits, suffix = parts.group(1).lower(), parts.group(2), parts.group(3).lower()
    numbers = {digits} | {digits.zfill(n) for n in range(len(digits) + 1, 5)}
    out: list[list[str]] = []
    for number in sorted(numbers):
        for reading in _ocr_readings(number):
            out.append([f"{letters}{reading}{suffix}"])
            out.append([letters, f"{reading}{suffix}"])
            if suffix:
                out.append([letters, reading, suffix])
            if tuning.NAME_NUMBER_SIGN and len(letters) >= _WORD_LETTERS:
                # a word and its number: "ring 3" printed "Sealing ring No. 3", "pump Nr. 2"
                out += [[letters, sign, f"{reading}{suffix}"] for sign in NUMBER_SIGNS]
    return out


# The number sign a manual prints between a word and its number ("No. 3", "Nr. 2"); a name
# typed with a word of at least _WORD_LETTERS letters ("ring 3"), not a tag's letters ("P 3").
NUMBER_SIGNS = ("no", "nr")
_WORD_LETTERS = 3


def _loose(spelling: list[str]) -> bool:
    """A one-letter, one-digit pair ("v", "4"): as tokens it is in every terminal list ("V+ | 4")
    and formula, so it names the tag only where the text writes it as one ("V-4", "V 4")."""
    return len(spelling) >= 2 and len(spelling[0]) == 1 and len("".join(spelling[1:])) == 1


def _written(surface: str) -> re.Pattern[str] | None:
    parts = _NAME_PARTS.fullmatch(surface.strip())
    if not parts:
        return None
    letters, digits, suffix = parts.group(1), parts.group(2), parts.group(3)
    return re.compile(
        rf"(?<![\w+-]){re.escape(letters)}[- \xa0]?0*{digits}{re.escape(suffix)}(?![\w+])",
        re.IGNORECASE,
    )


def _mentioned(surface: str, keywords: KeywordIndex) -> bool:
    # "R134a" printed "HFC-134a" (engine.vocab.refrigerants)
    spellings = _spellings(surface) + class_forms(surface)
    plain = [s for s in spellings if not _loose(s)]
    if plain and keywords.mentions(plain):
        return True
    loose = [s for s in spellings if _loose(s)]
    written = _written(surface)
    return bool(loose and written is not None and keywords.mentions(loose, written=written))


def _doc_names(docs: dict[str, DocumentInfo] | None) -> list[list[str]]:
    """The words of each document's file name (without its extension) and title."""
    return [tokens(f"{d.file.rsplit('.', 1)[0]} {d.title}") for d in (docs or {}).values()]


def absent_names(
    question: str, keywords: KeywordIndex, docs: dict[str, DocumentInfo] | None = None
) -> list[str]:
    """The names in the question that no passage, document title or file name holds."""
    title_words = {w for name in _doc_names(docs) for w in name}
    missing = []
    for surface in named_things(question):
        spellings = _spellings(surface)
        if any("".join(s) in title_words for s in spellings):
            continue  # the question names a manual ("the hdec2000 manual", "neets mod5")
        if _mentioned(surface, keywords):
            continue
        if within_set(surface, keywords):
            continue  # "S05" of the library's "S1-S12": may be inside the range
        if _short_form_written(question, surface, keywords):
            continue  # "centre rm 3" for the library's "Centre Room 3"
        if tuning.NAME_INITIALS_WRITTEN and _initials_written(surface, keywords):
            continue  # "LCR 4" for the library's "Load Centre Room 4"
        if _written_out(surface, keywords):
            continue  # "o2" where the manual writes "oxygen", "h2s" "hydrogen sulphide"
        if surface.isdigit() and keywords.has_sibling_number(surface, tuning.PART_FAMILY_DIGITS):
            # The library holds this maker's numbering ("6560680"): the number may be in a
            # parts list or a picture the reading missed, so it is not known to be absent.
            continue
        missing.append(surface)
    return missing


def named_elsewhere(
    question: str, keywords: KeywordIndex, docs: dict[str, DocumentInfo] | None = None
) -> list[tuple[str, str]]:
    """The names in the question (with a sentence saying so) that the library writes only in
    sentences saying they are documented elsewhere: "part no for the EGT-24 junction box" where
    the only EGT-24 is "The 24-channel EGT-24 ... is covered in manual P/N 710-0024"."""
    if not tuning.NAMED_ONLY_ELSEWHERE:
        return []
    title_words = {w for name in _doc_names(docs) for w in name}
    found = []
    for surface in named_things(question):
        written = _written(surface)
        spellings = [s for s in _spellings(surface) if not _loose(s)]
        if written is None or not spellings:
            continue
        if any("".join(s) in title_words for s in spellings):
            continue  # the question names a manual
        said = []
        for text in keywords.texts_mentioning(spellings, tuning.ELSEWHERE_MENTION_TEXTS):
            parts = sentences(text)
            for at, sentence in enumerate(parts):
                if not written.search(sentence):
                    continue
                after = parts[at + 1] if at + 1 < len(parts) else ""
                if tuning.ELSEWHERE_PRONOUN_CLAUSE and after and goes_on_about(after):
                    sentence = f"{sentence}; {after}"  # "...; it is covered by a separate manual"
                said.append(sentence)
        if said and all(says_elsewhere(s, tuning.REFERRED_BY_NUMBER) for s in said):
            found.append((surface, said[0]))
    return found


def elsewhere_reason(found: list[tuple[str, str]]) -> str:
    surface, sentence = found[0]
    return (
        f"The manuals name “{surface}” only to say it is documented elsewhere: “{sentence}” "
        "There is nothing about it here to quote."
    )


def _written_out(surface: str, keywords: KeywordIndex) -> bool:
    """A name that is shorthand or a chemical formula (vocab.shorthand: "o2", "h2s") is there
    when the library writes what it stands for."""
    word = surface.strip().lower()
    spelled = [[w] for w in shorthand_words(word)] + [list(p) for p in shorthand_phrases(word)]
    return bool(spelled) and keywords.mentions(spelled)


def _short_form_written(question: str, surface: str, keywords: KeywordIndex) -> bool:
    """A name typed apart from its number ("rm 3", "tk 4P") may be the engineer's short form of
    the library's word: it is there when the word before it in the question and the number are
    written with one word between them ("Load Centre Room 3" for "load centre rm 3", "MGO
    Storage Tank 4P" for "mgo storage tk 4P": a side letter after the number is part of it, glued
    or apart: "HFO bunker tank 1 S" for "hfo bunker tk 1S")."""
    parts = re.fullmatch(r"([A-Za-z]+)[ \xa0]+0*(\d+[A-Za-z]?)", surface.strip())
    at = question.find(surface)
    if not parts or at < 0:
        return False
    before = re.search(r"([^\W\d_]{3,})[ \xa0]+$", question[:at])
    if before is None or before.group(1).lower() in STOPWORDS:
        return False
    if keywords.mentions_near([[before.group(1), parts.group(2)]], 1):
        return True
    side = re.fullmatch(r"(\d+)([A-Za-z])", parts.group(2))
    # the side letter printed apart ("Tank 1 S") is one word more between the first and last
    return bool(
        side
        and tuning.SHORT_FORM_SIDE_APART
        and keywords.mentions_near([[before.group(1), side.group(1), side.group(2)]], 2)
    )


def _initials_written(surface: str, keywords: KeywordIndex) -> bool:
    """A name of tuning.NAME_INITIALS_LETTERS or more letters and a number ("LCR 4", "AMR3") may
    be the initials of the words the library writes before that number ("Load Centre Room 4")."""
    parts = _NAME_PARTS.fullmatch(surface.strip())
    if not parts or parts.group(3) or len(parts.group(1)) < tuning.NAME_INITIALS_LETTERS:
        return False
    return keywords.mentions_initials(parts.group(1), parts.group(2))


def within_set(surface: str, keywords: KeywordIndex) -> bool:
    from engine.retrieval.numbered import within_set as inside  # numbered reads this module

    return inside(surface, keywords)


@functools.lru_cache(maxsize=1)
def _gazetteer() -> Gazetteer:
    return Gazetteer.load()


@functools.lru_cache(maxsize=1)
def _makers() -> Gazetteer:
    return Gazetteer.load(resources_dir() / "gazetteer" / "makers.txt")


def absent_makers(
    question: str, keywords: KeywordIndex, docs: dict[str, DocumentInfo] | None = None
) -> list[str]:
    """Makers of the shipped list (resources/gazetteer/makers.txt: "grundfos", "alfa laval")
    that the question names and that no passage, document title or file name prints, as one
    word or its words in a row ("alfa laval", "alfalaval", "alfa-laval"): the library holds no
    manual of that maker's equipment, whatever passages share the question's other words."""
    if not tuning.MAKERS_ABSENT:
        return []
    title_words = {w for name in _doc_names(docs) for w in name}
    missing = []
    for key, surface, _ in _makers().find(question):
        words = tokens(key)
        glued = "".join(words)
        if glued in title_words or (len(words) == 1 and words[0] in title_words):
            continue
        if keywords.mentions([words, [glued]]):
            continue
        missing.append(surface)
    return missing


def absent_components(
    question: str, keywords: KeywordIndex, docs: dict[str, DocumentInfo] | None = None
) -> list[str]:
    """Equipment the question names from the shipped list of marine components ("fuel
    injector", "windlass", "incinerator") that no passage mentions, nor a shorter listed name
    it ends with, its words within tuning.COMPONENT_NEAR words of each other, the last one
    singular or plural: the library has no manual for it, whatever passages share its words
    ("Injector/ Valve/ Head Shop")."""
    gazetteer = _gazetteer()
    titles = _doc_names(docs) if tuning.COMPONENT_GLUED else []
    missing = []
    for key, surface, _ in gazetteer.find(question):
        words = tokens(key)
        # The name, or a shorter listed name it ends with: a "boiler feed pump" is the "feed
        # pump" a manual describes as delivering to the boiler.
        # (compared word by word: a listed "shut-off valve" is the words "shut off valve")
        names = [words[i:] for i in range(len(words)) if gazetteer.names(words[i:])]
        # or a name the trade gives the same component ("safety valve" for "relief valve")
        same = same_components() if tuning.SAME_COMPONENT_NAMES else {}
        names += [tokens(other) for n in names for other in same.get(" ".join(n), ())]
        forms = _name_forms(names)
        if "-" in key:
            # a hyphenated name is also written glued ("oxyacetylene torch", "shutoff valve")
            glued = tokens(key.replace("-", ""))
            forms += [[*glued[:-1], last] for last in (glued[-1], *plural_forms(glued[-1]))]
        if tuning.COMPONENT_AGENT_MACHINE:
            # a "grinder" is printed "grinding machine", a "heater" "heating unit"
            forms += [
                [*(_stem(w) + "*" for w in n[:-1]), doing, machine]
                for n in names
                for doing in _doing(n[-1])
                for machine in _MACHINE_WORDS
            ]
        if tuning.COMPONENT_VALVE_VV:
            # a valve as Japanese and Korean yards print it: "relief V/V", "stop V/V"
            forms += [[*n[:-1], "v", "v"] for n in names if n[-1] in ("valve", "valves")]
        if tuning.COMPONENT_GLUED:
            # the last two words written as one ("flowmeter", "gearbox", "flywheel")
            forms += _name_forms([[*n[:-2], n[-2] + n[-1]] for n in names if len(n) >= 2])
            if any(_in_title(form, title) for form in forms for title in titles):
                continue  # the manual's own name says what it is about ("...-mass-flowmeter.pdf")
        if keywords.mentions_near(forms, tuning.COMPONENT_NEAR):
            continue
        if keywords.mentions_near(_name_forms(_spelled(names)), tuning.COMPONENT_NEAR):
            continue  # "uv steriliser" asked, "UV sterilizer" printed (vocab.spellings)
        if len(words) >= 3 and keywords.mentions([[acronym(words)]]):
            continue  # written by its initials ("AHU Rm-1" for the air handling units)
        missing.append(surface)
    named = [surface for _, surface, _ in gazetteer.find(question)]
    if tuning.COMPONENT_CONTEXT and missing and named and named[0] not in missing:
        # the first thing named is in the library; one named after it ("can a synchronous motor
        # help a lagging pf on the switchboard") is where or what it is asked about: context
        return []
    return missing


# The nouns a maker puts after what a machine does ("grinding machine", "heating unit"): general
# English of equipment names.
_MACHINE_WORDS = ("machine", "machines", "unit", "units", "device", "devices", "apparatus")


def _doing(noun: str) -> list[str]:
    """What an agent noun's machine does, as the "-ing" word before "machine": "grinder" ->
    "grinding", "purifier" -> "purifying"; none for a noun that is no "-er" agent."""
    if len(noun) < 5 or not noun.endswith("er"):
        return []
    stem = noun[:-2]
    return [stem[:-1] + "ying"] if stem.endswith("i") else [stem + "ing"]


def _in_title(form: list[str], title: list[str]) -> bool:
    """The words of ``form`` (a leading "stem*" matching any word it starts) in a row in a
    document's name."""
    n = len(form)
    for i in range(len(title) - n + 1):
        if all(
            t.startswith(f[:-1]) if f.endswith("*") else t == f
            for f, t in zip(form, title[i : i + n], strict=True)
        ):
            return True
    return False


def _name_forms(names: list[list[str]]) -> list[list[str]]:
    """How a manual may print each name: the words before the head noun in any form ("vacuum
    collecting unit" for "vacuum collection unit"), the head noun singular or plural."""
    return [
        [*(_stem(w) + "*" for w in name[:-1]), last]
        for name in names
        for last in (name[-1], *plural_forms(name[-1]))
    ]


def _spelled(names: list[list[str]]) -> list[list[str]]:
    """The names with one word in its other British / American spelling ("uv sterilizer" for
    "uv steriliser", "analyzer cell" for "analyser cell"): a maker prints the one he learnt."""
    return [
        [*name[:i], other, *name[i + 1 :]]
        for name in names
        for i, word in enumerate(name)
        for other in other_spellings(word)
    ]


def acronym(words: list[str]) -> str:
    """The initials a name is written by on a drawing or in a list ("air handling unit" ->
    "ahu"): the first letter of each word."""
    return "".join(w[0] for w in words if w)


_SUFFIX = re.compile(r"(?:ation|ion|ing|ed|er|es|s)$")


def _stem(word: str) -> str:
    stem = _SUFFIX.sub("", word)
    return stem if len(stem) >= 4 else word


def absent_reason(names: list[str]) -> str:
    listed = " or ".join(f"“{n}”" for n in names[:3])
    return (
        f"None of the manuals in the library mentions {listed}, so the passages found are about "
        "something else and there is nothing to quote."
    )
