"""Is the thing a question looks for on the drawing it names?

"is there a paint locker on the 4th deck - what fire zone", "4 deck plan - which space is the
emergency generator in": the question names a drawing (its deck, its manual) and a thing to find
on it. The drawing is found first, by its caption, but when none of the words naming the thing is
written anywhere on it, the answer is not on that drawing: quoting the drawing would suggest it is.
Words that say where ("which fire zone", "aft", "frame") and the drawing's own caption words
("4th deck", "escape routes") locate, they are not the thing.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.retrieval import tuning
from engine.retrieval.absent import acronym
from engine.retrieval.hybrid import KIND_WORDS, QueryTerms, inflections
from engine.retrieval.ordinals import LEVEL_NOUNS, asked_ordinals, ordinals_in
from engine.store.keyword import STOPWORDS, tokens

if TYPE_CHECKING:
    from collections.abc import Mapping

    from engine.store.base import KeywordIndex
    from engine.types import DocumentInfo, Hit

# Words a question uses to ask where a thing is on a plan, and the plan's own grid ("Fire Zone 2",
# "fr 140", "P"/"S" sides), besides the stop words ("where", "which", "show") and the deck:
# general ship-plan English, not any one question's.
WHERE_WORDS = frozenset(
    re.findall(
        r"\w+",
        """
    location located locate spot side sides near nearest next beside aft fwd forward port
    starboard stbd centreline centerline frame frames fr zone zones fz fire space spaces room rooms
    rm rms area areas plan plans level levels dk shown many closest exactly roughly approx
    approximately end
    """,
    )
)
# Where a zone or a run of spaces starts and ends ("where does fire zone 1 start", "the first
# space in it"): locating words too (tuning.ON_DRAWING_EXTENT_WORDS)
EXTENT_WORDS = frozenset(
    ["start", "starts", "starting", "begin", "begins", "ends", "first", "last"]
)


# The question asks where a thing is, or whether it is there: "how many EEBDs on the plan" or
# "the dashed arrows, meaning?" ask about what the drawing shows, not where a thing is. General
# English, not any question's.
WHERE_ASKED = re.compile(
    r"\b(?:where|wheres|whereabouts|location|located|locate|find|is\s+there|are\s+there|"
    r"(?:which|what)\s+(?:fire\s+zone|fz|zone|space|room|compartment|side|frame|fr|deck|level)|"
    r"next\s+to|beside|near|aft\s+of|fwd\s+of|forward\s+of)\b",
    re.IGNORECASE,
)


def _drawing_targeted(
    question: str, hit: Hit, terms: QueryTerms, docs: Mapping[str, DocumentInfo]
) -> bool:
    """The question names the drawing: its deck or level ("4 deck", "4th deck"), or a word
    naming its document alone ("the escape plan", "the mist P&ID")."""
    doc = docs.get(hit.doc_id)
    caption = f"{hit.title}\n{doc.title if doc else ''}\n{hit.doc_file}"
    for asked in asked_ordinals(question):
        if asked.number in ordinals_in(caption, asked.noun):
            return True
    return any(hit.doc_id in owners for owners in terms.named_docs.values())


def _thing_words(
    question: str, hit: Hit, terms: QueryTerms, docs: Mapping[str, DocumentInfo]
) -> list[str]:
    """The question's words for the thing it looks for: not the words that say where, the
    drawing's caption or document words, the deck asked, or question words."""
    doc = docs.get(hit.doc_id)
    caption = set(tokens(f"{hit.title} {doc.title if doc else ''} {hit.doc_file}"))
    ordinal_words = {w for o in asked_ordinals(question) for w in o.surface.split()}
    return [
        w
        for w in terms.terms
        if w not in caption
        and w not in KIND_WORDS
        and w not in LEVEL_NOUNS
        and w not in WHERE_WORDS
        and not (tuning.ON_DRAWING_EXTENT_WORDS and w in EXTENT_WORDS)
        and w not in STOPWORDS
        and w not in ordinal_words
        and hit.doc_id not in terms.named_docs.get(w, ())
        and not w.isdigit()
        and len(w) > 1
    ]


def _initials(question: str, thing: list[str]) -> list[str]:
    """The initials of each run of three or four of the question's words holding a thing word
    ("air handling units" -> "ahu"): how a drawing labels what the question spells out. Two
    letters are left out: too many labels are two letters."""
    words = tokens(question)
    out = []
    for n in range(3, 5):
        for i in range(len(words) - n + 1):
            run = words[i : i + n]
            if any(w in thing for w in run) and all(w.isalpha() for w in run):
                out.append(acronym(run))
    return list(dict.fromkeys(out))


def _written_in(word: str, doc_id: str, terms: QueryTerms, keywords: KeywordIndex) -> bool:
    """The document writes the word, another form of it (hybrid.inflections: "eebds" ->
    "eebd"), or a longer word it abbreviates ("gen" -> "generator")."""
    forms = [word, *terms.expansions.get(word, ()), *inflections(word)]
    if word.isalpha() and len(word) >= tuning.ON_DRAWING_PREFIX_MIN:
        forms += [w for w, _ in keywords.words_starting(word, tuning.ON_DRAWING_PREFIX_WORDS)]
    return any(keywords.passages_per_document(f).get(doc_id) for f in dict.fromkeys(forms))


def not_on_drawing(
    question: str,
    hits: list[Hit],
    terms: QueryTerms,
    docs: Mapping[str, DocumentInfo],
    keywords: KeywordIndex,
) -> str | None:
    """When the question asks where a thing is (or whether it is there), the first item is a
    drawing the question names, and none of the words naming the thing is written on it: the
    reason to decline, else None."""
    if not hits or hits[0].type != "diagram" or not WHERE_ASKED.search(question):
        return None
    hit = hits[0]
    if not _drawing_targeted(question, hit, terms, docs):
        return None
    thing = _thing_words(question, hit, terms, docs)
    doc = docs.get(hit.doc_id)
    name = (doc.title if doc and doc.title else "") or hit.title or hit.doc_file
    where = f"({name}, {hit.doc_file} p. {hit.page})"
    if not thing:
        return None
    named = {d for owners in terms.named_docs.values() for d in owners}
    others = {
        h.doc_id
        for h in hits[1 : tuning.ON_DRAWING_OTHERS_WITHIN]
        if h.type == "diagram" and h.doc_id != hit.doc_id and h.doc_id in named
    }
    if any(_written_in(w, d, terms, keywords) for d in others for w in thing):
        return None  # another drawing found, of a manual the question names, labels it
    if any(_written_in(w, hit.doc_id, terms, keywords) for w in thing):
        other = _other_kind(question, hit, terms, docs, keywords)
        if other is None:
            return None
        kind, missing = other
        return (
            f"The drawing found for this question {where} labels {kind} but none for "
            f"{' '.join(missing)} {kind}, so it does not show where that is."
        )
    if any(keywords.passages_per_document(a).get(hit.doc_id) for a in _initials(question, thing)):
        return None  # written by its initials ("AHU" for "air handling units")
    return (
        f"The drawing found for this question {where} has no label for {' '.join(thing)}, so it "
        "does not show where that is."
    )


# Between the words of one name in a question: anything but punctuation, a dash with a space on
# either side ("injector/valve/head shop" is three names, "lift / elevator" two, "4 deck plan -
# galley" two; "sea-water" one)
_NAME_BREAK = re.compile(r"[^\w\s'-]+|(?<!\w)-+|-+(?!\w)")


def _names(question: str) -> list[list[str]]:
    """The question's runs of naming words ("lube oil storage tank" of "where's the lube oil
    storage tank on the 4 deck plan, frames"): what breaks a run is punctuation, a stop word, a
    word that says where, a level noun or a kind word ("deck", "plan"), or a figure."""
    out = []
    for part in _NAME_BREAK.split(question):
        run: list[str] = []
        for word in [*tokens(part), ""]:
            naming = (
                word.isalpha()
                and len(word) > 1
                and word not in STOPWORDS
                and word not in WHERE_WORDS
                and word not in LEVEL_NOUNS
                and word not in KIND_WORDS
            )
            if naming:
                run.append(word)
                continue
            if len(run) > 1:
                out.append(run)
            run = []
    return out


def _other_kind(
    question: str,
    hit: Hit,
    terms: QueryTerms,
    docs: Mapping[str, DocumentInfo],
    keywords: KeywordIndex,
) -> tuple[str, list[str]] | None:
    """ "the lube oil storage tank on the 4 deck plan" when the drawing labels storage tanks (MGO
    ones) but writes neither "lube" nor "oil": the name ends in words the drawing writes (the
    kind of thing) and starts with words it never writes (which one), so the one asked is not
    drawn, whatever others of its kind are; when the library writes that first word somewhere
    (it is no shorthand of the engineer's). The kind's words and the missing ones, else None."""
    doc = docs.get(hit.doc_id)
    caption = set(tokens(f"{hit.title} {doc.title if doc else ''} {hit.doc_file}"))
    for name in _names(question):
        written = [w in caption or _written_in(w, hit.doc_id, terms, keywords) for w in name]
        if not written[-1] or written[0]:
            continue
        initials = _initials(" ".join(name), name)
        if any(keywords.passages_per_document(a).get(hit.doc_id) for a in initials):
            continue  # written by its initials ("AHU" for "air handling unit")
        first = written.index(True)
        if not all(written[first:]):
            continue
        if not _in_library(name[0], terms, keywords):
            continue  # the engineer's own short form or spelling ("frig store"): not known
        if _may_label(name[:first], hit.text):
            continue  # "gas oil" of an "MGO" tank, "engineer" of an "Engine Lab": not known
        if _tagged(name, hit.text):
            continue  # "iso valve" of the "IV1", "IV2" tags: not known to be missing
        return " ".join(name[first:]), name[:first]
    return None


# A label in capitals, as plans write initials ("MGO", "SWBT", "ECR")
_CAPITALS = re.compile(r"\b[A-Z]{2,6}\b")


def _may_label(missing: list[str], text: str) -> bool:
    """The drawing may label the missing words in its own short form: two or more words whose
    initials stand in order in a label written in capitals ("gas oil" in "MGO": marine gas oil),
    or a word starting with a word the drawing writes of at least tuning.ON_DRAWING_STEM_MIN
    letters ("engineer" of "Engine Lab", "refrigerating" of "Refrigeration")."""
    if len(missing) >= 2:
        initials = "".join(w[0] for w in missing)
        for label in _CAPITALS.findall(text):
            rest = iter(label.lower())
            if all(ch in rest for ch in initials):
                return True
    written = {w for w in tokens(text) if w.isalpha() and len(w) >= tuning.ON_DRAWING_STEM_MIN}
    return any(word.startswith(w) for word in missing for w in written)


# A tag as drawings write them: initials in capitals, then a number ("IV2", "NRV-3", "SV 12")
_TAG = re.compile(r"\b([A-Z]{2,5})[- ]?\d{1,3}[A-Z]?\b")


def _tagged(name: list[str], text: str) -> bool:
    """The drawing tags things of this name by its initials ("iso valve" -> "IV1", "IV2")."""
    if len(name) < 2:
        return False
    initials = "".join(w[0] for w in name).upper()
    return any(m.group(1) == initials for m in _TAG.finditer(text))


def _in_library(word: str, terms: QueryTerms, keywords: KeywordIndex) -> bool:
    """Some manual of the library writes the word, or what its short form stands for: the name
    is one the library knows (the evac manual's "lube oil"), just not on this drawing."""
    forms = [word, *terms.expansions.get(word, ()), *inflections(word)]
    passages, _ = keywords.document_frequency(list(dict.fromkeys(forms)))
    return any(passages.values())
