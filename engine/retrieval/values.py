"""Does a passage give the value a question asks for, of what it asks it of?

"insulation resistance for the evac pump motors": the question asks for a resistance (see
engine.vocab.quantities) of the "evac pump motors". A passage gives it when a resistance is named
or given with its unit in the same table row, or in the sentence (and the one before) around it,
and that row or sentence names what the question asks it of. Used to rank such passages up
(hybrid.py) and to decline when none of the first ones gives it (agent.evidence).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import pairwise
from typing import TYPE_CHECKING

from engine.retrieval import tuning
from engine.retrieval.counts import asked_counts, counted_on_drawing, is_count
from engine.retrieval.designations import asked_designations
from engine.store.keyword import STOPWORDS, tokens
from engine.vocab.actions import same_action
from engine.vocab.codes import find_codes
from engine.vocab.quantities import (
    GENERIC_THINGS,
    Quantity,
    SpecLines,
    WordsNamed,
    asked_by_unit,
    asked_dimension,
    asked_kinds,
    asked_of,
    asked_quantities,
    gives,
    gives_amount,
    gives_dimension,
    gives_number,
    has_value,
    header_passages,
    subject_words,
    value_passages,
)
from engine.vocab.shorthand import printed_short_forms, shorthand_words

if TYPE_CHECKING:
    from collections.abc import Collection, Iterable, Sequence


@dataclass(frozen=True)
class AskedValue:
    """The quantities a question asks for and what it asks them of, each word with its weight."""

    quantities: tuple[Quantity, ...]
    subject: dict[str, float]  # the question's informative words minus the quantity's own
    of: dict[str, float]  # the words after "of" / "for" that follow the quantity (may be empty)
    # per quantity, the word right before each time it is asked ("fuse" of "fuse rating"; in a
    # compound either of the two before it): one of them is named next to the value
    kinds: dict[str, tuple[tuple[str, ...], ...]] = field(default_factory=dict)
    # the specific dimension asked ("thickness"), when the quantity is a dimension
    dimension: str | None = None
    # the quantities asked by a unit typed ("what kVA"): a figure in one of their units gives them
    by_unit: frozenset[str] = frozenset()
    # what holds the substance an amount is asked "of" ("litres of oil in the steering gear
    # tank"): a value named with it is of what is asked too
    container: dict[str, float] = field(default_factory=dict)
    # the words naming the part a part number is asked of, right before the asking words ("seal
    # kit" of "seal kit part no for slew motor SM-2"), when the question says "for" what too
    part: dict[str, float] = field(default_factory=dict)
    # the question's names of two words ("aluminium anode"), as (modifier, head) pairs of
    # subject words typed next to each other
    pairs: tuple[tuple[str, str], ...] = ()
    # per head, the other modifiers the evidence writes it with where it also writes the asked
    # pair ("copper anode" beside "aluminium anode"): set by the decline check
    others: dict[str, frozenset[str]] = field(default_factory=dict)
    # the head word of the part a part number is asked of ("bearing" of "cargo pump bearing part
    # number", "spring" of "part no for the programme selector spring"); "" when none
    head: str = ""


# "volts taken off which unit?", "which temps do i log": the question (also) asks to pick a
# thing or a quantity, which a passage names without a value; "at which temp" asks a value.
_WHICH_THING = re.compile(r"(?<!\bat\s)(?<!\bto\s)(?<!\bby\s)(?<!\bin\s)\bwhich\b", re.I)
# "what do i tighten the screws with", "with what do i clean it": asks for the tool or thing
# used, not a value ("tighten ... to what" asks a torque)
_WITH_WHAT = re.compile(r"\bwhat\b.*\bwith\W*$|\bwith\s+what\b", re.I | re.S)
# "what actually sets the max amps an alternator can give", "what limits the output": asks
# what decides the value (a cause), not the value
_WHAT_DECIDES = re.compile(
    r"\bwhat\s+(?:\w+ly\s+)?(?:sets|determines|decides|governs|limits|affects|influences)\b",
    re.I,
)


def asked_value(
    question: str, words: Sequence[str], weights: dict[str, float]
) -> AskedValue | None:
    """``words``: the question's informative words, ``weights`` their IDF weights."""
    if tuning.QUANTITY_WHICH_THING and _WHICH_THING.search(question):
        return None
    if tuning.QUANTITY_WITH_WHAT and _WITH_WHAT.search(question.strip()):
        return None
    if tuning.QUANTITY_WHAT_DECIDES and _WHAT_DECIDES.search(question):
        return None
    quantities = tuple(asked_quantities(question))
    if tuning.QUANTITY_COUNTS:
        quantities += tuple(asked_counts(question))
    if tuning.QUANTITY_DESIGNATIONS:
        quantities += tuple(asked_designations(question))
    if not quantities:
        return None
    kinds = {
        name: tuple(
            alts for alts in (tuple(w for w in k if w not in STOPWORDS) for k in found) if alts
        )
        for name, found in asked_kinds(question).items()
    }
    subject = _weighted(question, list(words), weights)
    of = _weighted(question, asked_of(question), weights)
    part = _part_named(question, quantities, subject) if of else {}
    head = _part_head(question, quantities) if tuning.PART_HEAD_NAMED else ""
    if not head and tuning.INTERVAL_HEAD_NAMED:
        head = _interval_head(question, quantities)
    pairs = tuple(
        dict.fromkeys(
            (a, b)
            for a, b in pairwise(tokens(question))
            if a in subject and b in subject and a.isalpha() and b.isalpha()
        )
    )
    return AskedValue(
        quantities,
        subject,
        of,
        {name: found for name, found in kinds.items() if found},
        asked_dimension(question),
        frozenset(q.name for q in quantities if asked_by_unit(q, question))
        if tuning.QUANTITY_UNIT_AMOUNT
        else frozenset(),
        _weighted(
            question,
            asked_of(question, container=True, content_words=tuning.QUANTITY_CONTENT_WORDS),
            weights,
        ),
        part=part,
        pairs=pairs,
        head=head,
    )


def _part_named(
    question: str, quantities: tuple[Quantity, ...], subject: dict[str, float]
) -> dict[str, float]:
    """The words of the ``subject`` right before "part no" naming the part (up to a stop word
    or a break); empty when no part number is asked or nothing names a part there."""
    if not tuning.PART_NAME_NAMED:
        return {}
    starts = [
        m.start()
        for q in quantities
        if q.name == "a part number"
        for m in q.asked.finditer(question)
    ]
    if not starts:
        return {}
    words = _word_run(reversed(_WORDS.findall(question[: min(starts)].lower())))
    return {w: subject[w] for w in reversed(words) if w in subject}


def _part_head(question: str, quantities: tuple[Quantity, ...]) -> str:
    """The last word (of three letters or more) of the part a part number is asked of: typed
    right before the asking words, or after "for" / "of" right after them; "" when none."""
    for q in quantities:
        if q.name != "a part number":
            continue
        for m in q.asked.finditer(question):
            run = _word_run(reversed(_WORDS.findall(question[: m.start()].lower())))
            if not run:
                after = _WORDS.findall(question[m.end() :].lower())
                if after[:1] and after[0] in ("for", "of"):
                    after = after[1:]
                    while after[:1] and after[0] in ("the", "a", "an"):
                        after = after[1:]
                    run = list(reversed(_word_run(after)))
            for word in run:  # last word first
                if word in _NO_PART:
                    continue
                if word.isalpha() and len(word) >= 3 and word not in GENERIC_THINGS:
                    return word
    return ""


# The quantities asked of one thing named by its last word (values._part_head, _interval_head)
_HEADED = frozenset(["a part number", "a time or interval"])
# How an interval is asked of a maintenance task: "how often <verb> the <thing>", "<thing> <task>
# interval" (the task a noun or verb of engine.vocab.actions: "oil change interval")
_HOW_OFTEN = re.compile(r"\bhow\s+often\b(.*)", re.IGNORECASE)
_TASK_INTERVAL = re.compile(r"^(.*?)\b([a-z]+)\s+intervals?\b", re.IGNORECASE)
_ASKING = frozenset(
    [
        "to",
        "do",
        "does",
        "should",
        "shall",
        "must",
        "can",
        "i",
        "we",
        "you",
        "is",
        "are",
        "it",
        "they",
    ]
)
# The noun forms of the verbs of engine.vocab.actions a task is typed by ("renewal interval")
_TASK_NOUN = re.compile(r"(?:ment|al|ion|ing)$")


def _interval_head(question: str, quantities: tuple[Quantity, ...]) -> str:
    """The last word of the thing a maintenance task's interval is asked of: "how often change
    the kettle lid gasket" -> "gasket", "lifeboat engine oil change interval" -> "oil"; "" when
    no interval of a task is asked or no word names the thing."""
    if not any(q.name == "a time or interval" for q in quantities):
        return ""
    run: list[str] = []
    found = _HOW_OFTEN.search(question)
    if found:
        words = _WORDS.findall(found.group(1).lower())
        while words and words[0] in _ASKING:
            words = words[1:]
        if not words or not _is_task(words[0]):
            return ""
        words = words[1:]
        while words[:1] and words[0] in ("the", "a", "an"):
            words = words[1:]
        run = list(reversed(_word_run(words)))
    else:
        found = _TASK_INTERVAL.search(question)
        if not found or not _is_task(found.group(2).lower()):
            return ""
        run = _word_run(reversed(_WORDS.findall(found.group(1).lower())))
    for word in run[:1]:  # the last word of the thing
        if word.isalpha() and len(word) >= 3 and word not in GENERIC_THINGS:
            return word
    return ""


def _is_task(word: str) -> bool:
    """A maintenance verb ("change", "renew") or its noun ("renewal", "cleaning")."""
    if len(same_action(word)) > 1:
        return True
    stem = _TASK_NOUN.sub("", word)
    return any(len(same_action(form)) > 1 for form in (stem, stem + "e", word.removesuffix("ing")))


_WORDS = re.compile(r"[^\W_]+|[^\w\s]")
# Words typed after the part that name no part ("need the pn for a fx30 too"): general English
_NO_PART = frozenset(
    [
        "too",
        "again",
        "now",
        "here",
        "only",
        "both",
        "either",
        "each",
        "other",
        "else",
        "thanks",
        "ok",
        "please",
        "pls",
        "also",
        "asap",
        "pn",
        "pno",
        "number",
        "no",
    ]
)


def _word_run(words: Iterable[str]) -> list[str]:
    """The words up to the first stop word or mark."""
    out: list[str] = []
    for word in words:
        if word in STOPWORDS or not word.isalnum():
            break
        out.append(word)
    return out


def _weighted(question: str, words: list[str], weights: dict[str, float]) -> dict[str, float]:
    return {
        w: weights.get(w, 1.0)
        for w in subject_words(question, words)
        if w not in STOPWORDS and w not in GENERIC_THINGS
    }


# The line head a drawing's indexed text puts before its labels (index_text.diagrams)
_LABELS_MARK = re.compile(r"^Labels:", re.MULTILINE)


def gives_value(
    asked: AskedValue,
    title: str,
    text: str,
    by_line: bool,
    implied: Collection[str] = (),
    drawing: bool = False,
    before: int = 1,
    manual: Collection[str] = (),
    header: bool = False,
) -> bool:
    """The item (``title``, ``text``; ``by_line`` for a table) gives one of the asked quantities
    next to the asked subject: in the same table row or sentence (or the title names it) with at
    least QUANTITY_SUBJECT_SHARE of its word weight, and QUANTITY_OF_SHARE of the weight of what
    the question says it is "of" / "for", when it says. ``implied``: question words every row
    of the item stands for without writing them (the words naming its manual: "hdec2000"); they
    are left out of what the value must be named with. ``drawing``: the item is a drawing,
    whose labels give a value only as a number with its unit (gives_number). ``before``: the
    sentences before the value's own that may name what it is of (tuning.QUANTITY_SENTENCES_
    BEFORE when declining; the ranking's bonus reads one). ``manual``: the words naming the
    item's manual (its file name: "aquaflo-cv-pump"); a row that names all the rest of the
    subject ("Max. liquid temperature" of "max liquid temp for cv pump") gives the value of the
    equipment its manual is about, though only the manual's name says so. ``header``: a plain
    table's row also gives the quantity in its cell under a header cell that names it
    (header_passages; when declining, tuning.QUANTITY_HEADER_CELLS)."""
    if drawing:
        text = _LABELS_MARK.sub("\n", text)  # the index's word, not the drawing's ("lab")
    return any(
        counted_on_drawing(q, text)
        if drawing and is_count(q)
        else _gives(q, asked, title, text, by_line, implied, drawing, before, manual, header)
        and (not drawing or gives_number(q, text))
        for q in asked.quantities
    )


def _gives(
    quantity: Quantity,
    asked: AskedValue,
    title: str,
    text: str,
    by_line: bool,
    implied: Collection[str],
    drawing: bool = False,
    before: int = 1,
    manual: Collection[str] = (),
    header: bool = False,
) -> bool:
    # The words naming the item's manual say which manual, not which thing in it: the value
    # must stand next to the rest ("warranty" of "the evac onlineflex warranty").
    subject = {w: x for w, x in asked.subject.items() if w not in implied}
    if (
        tuning.QUANTITY_SUBJECT_MANUAL
        and manual
        and not asked.part
        and not asked.head
        and all(w in manual for w in subject)
    ):
        # "weight fmr-6e range" in "delaroche-fmr6e-galley-range.pdf": every word of what is
        # asked names the equipment the manual is about, as its name does; any row giving the
        # quantity gives it. (A word besides them, "tripping" of "compressor keeps tripping on
        # hi temp", keeps them all: the row must name enough of the whole; so does a part the
        # question names, "seal kit" of "slew motor seal kit" in a slewing gear's manual.)
        subject = {}
    of = {w: x for w, x in asked.of.items() if w not in implied}
    if not subject:
        return gives(quantity, f"{title}\n{text}") and has_value(text, quantity)
    title_words = set(tokens(title)) | set(implied)
    total = sum(subject.values())
    of_total = sum(of.values())
    if gives(quantity, title):
        # A table, figure or section of that quantity ("Table 6 Main dimensions"): every row or
        # line of it gives the quantity, so what it is of may be named anywhere in it.
        passages = [text]
    else:
        passages = value_passages(
            quantity,
            text,
            by_line=by_line,
            window=tuning.QUANTITY_WINDOW,
            before=before,
            spec_lines=SpecLines(tuning.QUANTITY_SPEC_VALUE_CHARS, tuning.QUANTITY_SPEC_LIST_LINES)
            if tuning.QUANTITY_SPEC_LINES
            else None,
        )
    if header and by_line:
        passages += header_passages(quantity, text)
    for passage in passages:
        if not is_count(quantity) and not has_value(passage, quantity):
            continue  # names the quantity, gives no value of it (a count's match has its figure)
        if (
            quantity.name in asked.by_unit
            and not gives(quantity, title)
            and not gives_amount(quantity, passage, text, tuning.WORD_AMOUNT_UNIT)
        ):
            continue  # asked in a unit: a figure of something else next to the name is none
        if (
            quantity.name == "a dimension"
            and asked.dimension
            and not gives_dimension(asked.dimension, f"{title}\n{passage}")
        ):
            continue  # another dimension only ("I.D. 5.72 mm" for "wall thickness")
        words = tokens(passage)
        # "FX 60" in the row, "fx60" asked (and the other way round, by the word stem)
        near = title_words | set(words) | {a + b for a, b in pairwise(words)}
        if tuning.QUANTITY_SHORTHAND_NAMED:
            # "stbd" asked, "Starboard high suction" printed (vocab.shorthand), also where the
            # library writes the short form elsewhere and so never expands it
            near |= {w for w in subject if any(x in near for x in shorthand_words(w))}
        if tuning.PRINTED_SHORTHAND:
            # "acetylene" asked, "C2H2 LINE" printed; "bearing" asked, "FAN MTR BRG" printed
            near |= {w for w in subject if any(x in near for x in printed_short_forms(w))}
        if tuning.QUANTITY_INITIALS_NAMED:
            # "lube oil" asked, "LO inlet press." printed: a name of two or three words typed
            # next to each other is named by its initials in capitals
            near |= _named_by_initials(asked, passage)
        named_in = WordsNamed(near)
        kinds = asked.kinds.get(quantity.name, ())
        # one of the places the question asks it ("exciter winding resistance ... from the cold
        # field resistance"): the row naming either kind gives it
        if kinds and not any(any(map(named_in, alts)) for alts in kinds):
            continue
        named = sum(w for word, w in subject.items() if named_in(word))
        if named < tuning.QUANTITY_SUBJECT_SHARE * total:
            continue
        if tuning.QUANTITY_KIND_APART and kinds and drawing:
            # "PEX tube wall thickness": "wall" says which dimension, not of what; a drawing's
            # labels "Wall R30 300" name a wall of its own, no tube. On a drawing the rest of the
            # subject must be named too, when there is any.
            kind_words = {w for alts in kinds for w in alts}
            rest = {w: x for w, x in subject.items() if w not in kind_words}
            rest_total = sum(rest.values())
            rest_named = sum(x for w, x in rest.items() if named_in(w))
            if rest_total and rest_named < tuning.QUANTITY_SUBJECT_SHARE * rest_total:
                continue
        if asked.others and _names_other(asked, words, named_in):
            continue  # "copper anode ... 40 Ah" for an "aluminium anode"
        if asked.head and quantity.name in _HEADED and not named_in(asked.head):
            # "cargo pump bearing part number": the pump head assembly's row gives none;
            # "how often change the kettle lid gasket": the lid hinge check's interval is no
            # gasket's
            continue
        part = {w: x for w, x in asked.part.items() if w not in implied}
        part_named = sum(x for w, x in part.items() if named_in(w))
        if part and part_named < tuning.QUANTITY_OF_SHARE * sum(part.values()):
            # "seal kit part no for slew motor SM-2": the row of the slew motor itself gives the
            # motor's number, not the kit's
            continue
        named_of = sum(w for word, w in of.items() if named_in(word))
        if named_of >= tuning.QUANTITY_OF_SHARE * of_total:
            return True
        if tuning.QUANTITY_TAG_NAMES_OF and any(
            _TAG.fullmatch(word) and named_in(word) for word in of
        ):
            return True  # "heater vessel H1": the row naming "H1" names the vessel
        container = {w: x for w, x in asked.container.items() if w not in implied}
        if container and sum(x for w, x in container.items() if named_in(w)) >= (
            tuning.QUANTITY_OF_SHARE * sum(container.values())
        ):
            return True
        rest = [word for word in subject if word not in of]
        if manual and rest and all(map(named_in, rest)):
            # the row names all the rest of what is asked; what it is of is the equipment its
            # manual is about, when the manual's name says so (a manual of one pump gives
            # "Max. liquid temperature" in its technical data, never "for the CV pump")
            by_manual = WordsNamed(near | set(manual))
            named_of = sum(w for word, w in of.items() if by_manual(word))
            if named_of >= tuning.QUANTITY_OF_SHARE * of_total:
                return True
    return False


def _named_by_initials(asked: AskedValue, passage: str) -> set[str]:
    """The subject's words whose two- or three-word name (typed next to each other in the
    question) the passage writes as its initials in capitals ("LO" for "lube oil", "JCW" for
    "jacket cooling water")."""
    capitals = set(_CAPITALS.findall(passage))
    if tuning.QUANTITY_DOTTED_INITIALS:
        # "S.V. overhaul" for the "safety valve", "L.O. press." for the lube oil
        capitals |= {found.replace(".", "") for found in _DOTTED.findall(passage)}
    if tuning.QUANTITY_TAG_INITIALS:
        capitals |= _tag_initials(passage)
    if not capitals:
        return set()
    out: set[str] = set()
    threes = [(a, b, d) for (a, b), (b2, d) in pairwise(asked.pairs) if b == b2]
    for run in [*asked.pairs, *threes]:
        if "".join(w[0] for w in run).upper() in capitals:
            out.update(run)
    return out


def _tag_initials(passage: str) -> set[str]:
    """The letters of the tags a passage writes ("VP-1", "BV-1": vocab.codes.find_codes, which
    leaves out materials, sizes and standards such as "SS316", "DN-50"), as initials of what they
    tag; not those the passage spells out as other words ("dosing pump DP-1": its "DP" is no
    "drain pump")."""
    letters = set()
    spelled = set()
    for code, _surface, offset in find_codes(passage):
        tag = _CODE_LETTERS.match(code).group(0)  # type: ignore[union-attr]
        if not 2 <= len(tag) <= 3:
            continue
        letters.add(tag)
        before = _WORD_LETTERS.findall(passage[:offset])[-len(tag) :]
        if len(before) == len(tag) and "".join(w[0] for w in before).upper() == tag:
            spelled.add(tag)
    return letters - spelled


# The letters a normalised code starts with ("VP" of "VP1")
_CODE_LETTERS = re.compile(r"[A-Z]*")
_WORD_LETTERS = re.compile(r"[^\W\d_]+")


# Initials in capitals, as a row writes a name short ("LO", "JCW"), not a word's capitals
_CAPITALS = re.compile(r"(?<![\w-])[A-Z]{2,3}(?![\w-])")
# ... or with a full stop after each ("S.V.", "L.O.", "F.W.": East-Asian yard manuals)
_DOTTED = re.compile(r"(?<![\w.])(?:[A-Z]\.){2,3}(?!\w)")


# A tag as the index writes it: letters glued to a number ("h1", "v003", "ts12")
_TAG = re.compile(r"[a-z]{1,4}\d{1,4}[a-z]?")


def _heads_at(words: Sequence[str], head: str) -> list[int]:
    return [i for i, w in enumerate(words) if w in (head, head + "s", head + "es")]


def modifiers_of(text_words: Sequence[str], head: str) -> set[str]:
    """The words written right before ``head`` (or its plural) in a passage."""
    return {
        text_words[i - 1]
        for i in _heads_at(text_words, head)
        if i > 0 and text_words[i - 1].isalpha() and text_words[i - 1] not in STOPWORDS
    }


def _names_other(asked: AskedValue, words: Sequence[str], named_in: WordsNamed) -> bool:
    """The passage names the asked head with another modifier the evidence sets beside the asked
    one ("copper anode" where "aluminium anode" is asked, both written in the evidence), and
    never the asked modifier: its value is the other thing's."""
    for mod, head in asked.pairs:
        others = asked.others.get(head)
        if not others or named_in(mod):
            continue
        if modifiers_of(words, head) & others:
            return True
    return False
