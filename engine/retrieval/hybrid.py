"""Hybrid search over one kind of item (text chunks, table chunks or diagrams).

Candidates come from the vector index (meaning) and the BM25 index (exact words, codes, numbers).
Each candidate gets an absolute score in [0, 1]: a blend of cosine similarity and how much of the
question's informative vocabulary (IDF-weighted) the item contains. Absolute, not rank-based, so a
threshold can say "nothing relevant was found" and items of different kinds can be compared.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from engine.embedding import general_words
from engine.index_text.sections import heading_paths
from engine.index_text.tables import table_text
from engine.retrieval import tuning
from engine.retrieval.acronyms import long_forms
from engine.retrieval.drawing_items import drawing_items, schema_of
from engine.retrieval.list_focus import EmbedMany, list_focus
from engine.retrieval.quiz import is_question_list
from engine.retrieval.tuning import (
    BM25_RANK_WEIGHT,
    CANDIDATES,
    CONTENTS_FACTOR,
    KEYWORD_WEIGHT,
    VECTOR_WEIGHT,
)
from engine.retrieval.values import AskedValue, asked_value, gives_value
from engine.store.keyword import STOPWORDS, code_variants, tokens
from engine.vocab.codes import query_range_members
from engine.vocab.conversation import CONVERSATION_WORDS
from engine.vocab.derivations import derived_forms, doer_forms, ly_forms, quality_forms
from engine.vocab.quantities import VALUE_WORDS, quantity_names
from engine.vocab.refrigerants import class_forms
from engine.vocab.same_names import other_names_named, same_words
from engine.vocab.shorthand import (
    numbered_short_forms,
    printed_short_forms,
    shorthand_phrases,
    shorthand_words,
    trade_acronym_forms,
    verb_shorthand,
)
from engine.vocab.spellings import other_spellings
from engine.vocab.symptoms import symptom_words

if TYPE_CHECKING:
    import numpy as np

    from engine.store.base import KeywordIndex, KeywordMatch
    from engine.store.library import Library
    from engine.types import DocumentInfo, ExtractedTable

Kind = Literal["text", "table", "diagram"]
COLLECTION = {"text": "text_chunks", "table": "tables", "diagram": "schemas"}
_LEADER_LINE = re.compile(r"(?:\.\s?){5,}\s*\d{1,4}\s*$")
# A word of two letters or a figure: what a passage must hold to be quoted
_WORD_OR_FIGURE = re.compile(r"[^\W\d_]{2}|\d")


@dataclass
class Candidate:
    kind: Kind
    id: str  # chunk id, table-chunk id or schema id
    doc_id: str
    cosine: float = 0.0
    coverage: float = 0.0  # IDF-weighted share of the question's terms found in the item
    bm25: float = 0.0
    bm25_rank: int = 0  # 1 = BM25's best for this question and kind; 0 = not found by BM25
    score: float = 0.0
    found_by: list[str] = field(default_factory=list)
    focus: float = 0.0  # moved up in the order only (list_focus: one item of a long list)
    # a group of rows of a table shown whole: the coverage of its own rows (-1: not read), so
    # the table is cited on the page of the rows that match (hits.to_hits)
    own: float = -1.0
    quotable: bool = True  # False: a passage with no word or figure (tuning.WORDLESS_PASSAGES)


@dataclass(frozen=True)
class QueryTerms:
    """Informative words of the question with IDF weights, computed once per question."""

    terms: tuple[str, ...]
    weights: dict[str, float]
    phrases: tuple[tuple[str, ...], ...]
    joined: tuple[tuple[str, str], ...] = ()  # ("fx", "60"): also found as "fx60" in a text
    absent: float = 0.0  # share of the weight on words the library never uses
    # "spec" -> ("specification", ...): a short word the manuals seldom write, for the words they
    # write that start with it (engineers abbreviate: "temp", "config", "approx", "dye pen")
    expansions: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # "id" -> ("i", "d"): a short word the manuals print with full stops ("I.D.", "O.D.")
    spelled: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # "hdec2000" -> {doc id of the HDEC2000 manual}: a word naming one manual (its file name or
    # title) is what every passage of that manual is about, written there or not (a spec page
    # lists "Weight: 4.5kg" without repeating the product's name)
    named_docs: dict[str, frozenset[str]] = field(default_factory=dict)
    # "heavy" of "how heavy": found only as the quantity a manual names ("Weight: 4.5kg"); the
    # adjective itself in a passage ("Hyundai Heavy Industries", "hot surfaces") gives no value
    renamed: frozenset[str] = frozenset()
    asked: AskedValue | None = None  # the quantity the question asks for, and of what
    # "e2" of "E1-E3": the codes between the ends of a range the question types, that the
    # library holds (manuals list each terminal: "E1(A)", "E2(B)", "E3(C)")
    members: tuple[str, ...] = ()
    # "oel" -> (("over", "excitation", "limiting"),): what a question's acronym stands for where
    # the manuals define it (acronyms.long_forms); found in a text as those words in a row, each
    # by its stem ("limiter" for "limiting")
    long_forms: dict[str, tuple[tuple[str, ...], ...]] = field(default_factory=dict)

    def search_text(self, question: str) -> str:
        """The question for BM25, with the words its abbreviations stand for and the codes
        between the ends of a typed range."""
        extra = [w for words in self.expansions.values() for w in words] + list(self.members)
        return f"{question} {' '.join(extra)}" if extra else question

    def embedding_text(self, question: str) -> str:
        """The question for the vector search, with what its acronyms stand for: the model
        knows "over excitation limiting", not the manual's "OEL". (Not added to BM25: there
        the acronym itself finds its passages, and the long words crowded out the tables of
        f2-009.)"""
        if not self.long_forms:
            return question
        spelled = "; ".join(" ".join(forms[0]) for forms in self.long_forms.values())
        return f"{question} ({spelled})"

    @property
    def total(self) -> float:
        return sum(self.weights.values()) or 1.0


# Words that say what kind of evidence is wanted, not what it is about: "show me the steering gear
# diagram" must not count as covered by any diagram. They still steer BM25 and the intent.
KIND_WORDS = frozenset(
    [
        "diagram",
        "diagrams",
        "drawing",
        "drawings",
        "schematic",
        "schematics",
        "sketch",
        "sketches",
        "picture",
        "pictures",
        "pic",
        "pics",
        "photo",
        "photos",
        "image",
        "images",
        "figure",
        "figures",
        "fig",
        "illustration",
        "illustrations",
        "layout",
        "table",
        "tables",
        "procedure",
        "procedures",
        "step",
        "steps",
        "instruction",
        "instructions",
        "section",
        "sections",
        "chapter",
        "chapters",
        "page",
        "pages",
        "manual",
        "manuals",
        "document",
        "documents",
        "documentation",
        "info",
        "information",
        "explain",
        "describe",
        "description",
        "details",
        "say",
        "says",
    ]
)


def query_terms(
    library: Library, question: str, docs: Mapping[str, DocumentInfo] | None = None
) -> QueryTerms:
    """The question's informative words, weighted; ``docs`` (the ready documents) tell which
    words name a manual (none without them)."""
    words = [t for t in tokens(question) if t not in STOPWORDS and (len(t) > 1 or t.isdigit())]
    topical = [w for w in words if w not in KIND_WORDS]
    words = topical or words
    between = [
        m.lower()
        for m in query_range_members(question, tuning.RANGE_MAX_MEMBERS)
        if m.lower() not in words
    ]
    terms = tuple(dict.fromkeys(words))
    joined = tuple((a, b) for a, b in itertools.pairwise(terms) if a + b in code_variants([a, b]))
    df, total = library.keywords.document_frequency(
        list(terms) + [a + b for a, b in joined] + between
    )
    # a code between a range's ends is asked for as much as its ends, where the library has it
    # (one it never uses is no word of the question the library lacks)
    members = tuple(m for m in between if df.get(m))
    terms = terms + members
    expansions = _abbreviations(library, terms, df)
    expansions.update(_word_forms(library, terms, df, expansions))
    expansions.update(_current_forms(library, terms, df, expansions))
    if tuning.NUMBERED_SHORT_SEARCH:
        expansions.update(_numbered_short(library, question, terms, expansions))
    renamed = _quantity_names(library, question, terms, df)
    expansions.update(renamed)
    spelled = _spelled_out(library, terms, df)
    named = naming_documents(terms, docs, library.keywords) if docs else {}
    defined = {
        t: forms
        for t in terms
        if df.get(t) and t not in named and (forms := long_forms(library.keywords, t))
    }
    defined.update(_refrigerant_names(library, terms))
    if tuning.TRADE_ACRONYMS:
        defined.update(_trade_acronyms(library, terms, df))
    # a word of a letter or two the library never uses is an abbreviation the engineer typed
    # ("fz", "dk"), not the name of a thing the library lacks: it is no word of the question;
    # typed in capitals it is a code ("alarm EK")
    typed = set(re.findall(r"\b[A-Z]{1,2}\b", question))
    terms = (
        tuple(
            t
            for t in terms
            if not (
                t.isalpha()
                and len(t) <= tuning.UNKNOWN_SHORT_MAX
                and not df.get(t)
                and t not in spelled
                and t not in expansions
                and t not in defined
                and t.upper() not in typed
            )
        )
        or terms
    )
    weights: dict[str, float] = {}
    for term in terms:
        n = df.get(term, 0)
        # Words the library never uses still count (a question about something absent should
        # score low), but are capped so one odd word does not dominate.
        weights[term] = min(math.log(1 + (total + 1) / (n + 0.5)), 8.0) if total else 1.0
    phrases = []
    for raw in re.findall(r"\S+", question):
        parts = tuple(tokens(raw))
        if len(parts) > 1 and any(ch.isdigit() for ch in raw):
            phrases.append(parts)
    if tuning.NUMBERED_SHORT_SEARCH:
        # "channel 8": the name and its number in a row, in any form the library prints
        for term in terms:
            if numbered_short_forms(term):
                forms = (term, *expansions.get(term, ()))
                phrases += [(f, n) for n in _typed_numbers(question, term) for f in forms]
    found_joined = {x for a, b in joined if df.get(a + b) for x in (a, b)}
    general = general_words() if tuning.COMMON_ABSENT_WEIGHT < 1 else frozenset()
    missing = sum(
        w * (tuning.COMMON_ABSENT_WEIGHT if t in general else 1.0)
        for t, w in weights.items()
        if not df.get(t)
        and t not in found_joined
        and t not in spelled
        and t not in defined
        and not _numbered_like_the_library(library, t)
        and not (tuning.DOC_NAME_KNOWN and t in named)
        and not how_asked(t)
    )
    absent = missing / (sum(weights.values()) or 1.0)
    return QueryTerms(
        terms,
        weights,
        tuple(phrases),
        joined,
        absent,
        expansions,
        spelled,
        named,
        frozenset(renamed),
        asked_value(question, list(terms), weights),
        members,
        defined,
    )


def how_asked(term: str) -> bool:
    """A word of how the question asks ("max", "default": vocab.quantities.VALUE_WORDS) or is
    said ("goes", "lot": vocab.conversation), not of what about: one no manual prints is no word
    the library lacks (the absent share; relevance.unused_words)."""
    return (tuning.VALUE_WORDS_KNOWN and term in VALUE_WORDS) or (
        tuning.CONVERSATION_KNOWN and term in CONVERSATION_WORDS
    )


def naming_documents(
    terms: Sequence[str], docs: Mapping[str, DocumentInfo], keywords: KeywordIndex | None = None
) -> dict[str, frozenset[str]]:
    """Question words that name exactly one manual by a word of its file name or title ("evac",
    "hdec2000", "hdec" for "HDEC2000", "neets"), with that manual's id. A word several manuals
    share ("manual", "nsmv") names none, nor does one the passages of other manuals use as much
    (tuning.DOC_NAME_OUTSIDE_SHARE: "water" of "nsmv-water-mist-pid.pdf" is everyone's word)."""
    names = {
        d.doc_id: {w for w in tokens(f"{d.file.rsplit('.', 1)[0]} {d.title}") if len(w) > 2}
        | (glued_designations(d.title) if tuning.DOC_NAME_GLUED else set())
        for d in docs.values()
    }
    out: dict[str, frozenset[str]] = {}
    for term in terms:
        if len(term) < tuning.DOC_NAME_MIN_LETTERS or term in STOPWORDS:
            continue
        owners = [
            doc_id
            for doc_id, words in names.items()
            if any(n == term or (n.startswith(term) and not n[len(term)].isalpha()) for n in words)
        ]
        if len(owners) == 1 and _mostly_in(term, owners[0], keywords):
            out[term] = frozenset(owners)
    if tuning.DOC_NAME_ACRONYMS:
        for term in terms:
            # "fwg" of "kaisei-kfw-fresh-water-generator.pdf": engine-room initials whose
            # phrase is written whole in one manual's name name that manual
            owners = [
                doc_id
                for doc_id, words in names.items()
                if any(set(form) <= words for form in trade_acronym_forms(term))
            ]
            if term not in out and len(owners) == 1:
                out[term] = frozenset(owners)
    if tuning.DOC_NAME_GLUED:
        # "tk-hv 34" / "tk hv34" typed for the manual "thorsen-tkhv34-...": a designation typed
        # in parts names the manual whose name writes its parts glued; each part names it
        for run, owner in designation_owners(terms, names):
            if _mostly_in("".join(run), owner, keywords):
                for part in run:
                    out.setdefault(part, frozenset([owner]))
    return out


def designation_owners(
    terms: Sequence[str], names: Mapping[str, set[str]]
) -> list[tuple[tuple[str, ...], str]]:
    """Runs of two or three consecutive question words that, glued, are a designation of at
    least tuning.DOC_NAME_MIN_LETTERS characters ("tk-hv 34", "rb-40") written in the name
    words (``names``, by document) of exactly one manual: (the run, that manual's id)."""
    out = []
    for run in _term_runs(terms):
        glued = "".join(run)
        if len(glued) < tuning.DOC_NAME_MIN_LETTERS or not _is_designation(glued):
            continue
        owners = [doc_id for doc_id, words in names.items() if glued in words]
        if len(owners) == 1:
            out.append((run, owners[0]))
    return out


def _term_runs(terms: Sequence[str]) -> list[tuple[str, ...]]:
    """Two or three consecutive question words (a designation typed in parts)."""
    return [tuple(terms[i : i + n]) for n in (2, 3) for i in range(len(terms) - n + 1)]


def _is_designation(word: str) -> bool:
    """A model or type designation: letters and digits ("tkhv34", "csx40"), not two words."""
    return any(c.isdigit() for c in word) and any(c.isalpha() for c in word)


def glued_designations(title: str) -> set[str]:
    """A title's designation written in parts ("TK-HV 34"), glued as the question may type it:
    runs of two or three short words holding a digit ("tkhv34", "hv34")."""
    words = tokens(title)
    return {
        "".join(run)
        for run in _term_runs(words)
        if _is_designation("".join(run)) and all(len(w) <= 4 for w in run)
    }


def _mostly_in(word: str, doc_id: str, keywords: KeywordIndex | None) -> bool:
    if keywords is None:
        return True
    counts = keywords.passages_per_document(word)
    total = sum(counts.values())
    outside = total - counts.get(doc_id, 0)
    return outside <= tuning.DOC_NAME_OUTSIDE_SHARE * total


_NUMBER_UNIT = re.compile(r"^(\d+)([a-z]{1,4})$")
_GLUED_CODE = re.compile(r"([a-z]+)(\d[a-z0-9]*)")
_PART_NUMBER = re.compile(r"^\d{6,10}$")


def _numbered_like_the_library(library: Library, term: str) -> bool:
    """A part number no passage holds, of a numbering the library holds ("6560986" next to
    "6560680"): it may be in a parts list or picture the reading missed (absent.absent_names
    keeps it), so it does not count as a word the library never uses."""
    return bool(_PART_NUMBER.match(term)) and library.keywords.has_sibling_number(
        term, tuning.PART_FAMILY_DIGITS
    )


def _spelled_out(
    library: Library, terms: tuple[str, ...], df: dict[str, int]
) -> dict[str, tuple[str, ...]]:
    """Question words the manuals print as several index words: short ones letter by letter with
    full stops ("ID" as "I.D. of the pipe"), shorthand for a phrase ("3ph" as "three phase",
    vocab.shorthand), a number typed glued to its unit ("60C", "100mm", "24v") that the
    manuals print apart ("60 °C", "100 mm"), a tag typed without its dash ("TT05", "R407C")
    that the manuals print with one ("TT-05", "R-407C"), and a compound the
    library never writes as one word but as two ("overcurrent" as "over current" or
    "over-current", "shutoff" as "shut-off", "hookup" as "hook up")."""
    out: dict[str, tuple[str, ...]] = {}
    for t in terms:
        if not df.get(t) and (said := shorthand_phrases(t)):
            held = [p for p in said if library.keywords.mentions([list(p)])]
            if held:  # "3ph" where the manual prints "three phase"
                out[t] = held[0]
            continue
        if t.isalpha() and 2 <= len(t) <= tuning.SPELLED_MAX_LETTERS:
            parts: tuple[str, ...] = tuple(t)
        elif (glued := _NUMBER_UNIT.match(t)) and not df.get(t):
            parts = (glued.group(1), glued.group(2))
        elif (code := _GLUED_CODE.fullmatch(t)) and not df.get(t):
            # a tag or designation typed without its dash ("TT05", "R407C", "PT01") that the
            # manuals print with one or a space ("TT-05", "R-407C"): the same code
            parts = (code.group(1), code.group(2))
        elif t.isalpha() and not df.get(t) and (halves := _compound_halves(library, t)):
            out[t] = halves
            continue
        else:
            continue
        if library.keywords.mentions([list(parts)]):
            out[t] = parts
    return out


def _compound_halves(library: Library, word: str) -> tuple[str, str] | None:
    """The two words, in a row in some passage, that ``word`` runs together ("overcurrent" ->
    ("over", "current")); None when no split of it is written so."""
    first, second = tuning.COMPOUND_PART_MIN
    splits = [(word[:i], word[i:]) for i in range(first, len(word) - second + 1)]
    if not splits:
        return None
    df, _ = library.keywords.document_frequency(list({p for s in splits for p in s}))
    for a, b in sorted(splits, key=lambda s: -min(df.get(s[0], 0), df.get(s[1], 0))):
        if df.get(a) and df.get(b) and library.keywords.mentions([[a, b]]):
            return a, b
    return None


def inflections(word: str) -> list[str]:
    """Other forms of an English word a manual may use instead ("rooms" -> "room", "paralleling"
    -> "parallel"): plural and singular, and the stem under -ing / -ed (not -er: a "stepper" or
    a "heater" is a thing of its own, not "step" or "heat")."""
    forms = [] if word.endswith("s") else [word + "s", word + "es"]
    if word.endswith(("ix", "ex")) and len(word) >= 5:
        forms.append(word[:-2] + "ices")  # the Latin plural: "appendix" -> "appendices"
    if word.endswith("ices"):
        forms += [word[:-4] + "ix", word[:-4] + "ex"]  # "appendices", "indices", "matrices"
    if word.endswith("ies"):
        forms.append(word[:-3] + "y")
    elif word.endswith("es"):
        forms += [word[:-2], word[:-1]]
    elif word.endswith("s") and not word.endswith("ss"):
        forms.append(word[:-1])
    for ending in ("ing", "ed"):
        stem = word[: -len(ending)]
        if word.endswith(ending) and len(stem) >= tuning.INFLECTION_MIN_STEM:
            forms += [stem, stem + "e"]
            if len(stem) > 2 and stem[-1] == stem[-2]:
                forms.append(stem[:-1])  # "kicking" -> "kick", "running" -> "run"
    return [f for f in dict.fromkeys(forms) if f != word]


def _word_forms(
    library: Library,
    terms: tuple[str, ...],
    df: dict[str, int],
    expansions: dict[str, tuple[str, ...]],
) -> dict[str, tuple[str, ...]]:
    """Other forms of the question's words that the library uses ("zones" -> "zone",
    "dimensions" -> "Dimension: 304 x 205"): found (coverage, BM25) by those forms too. A word
    the library never uses as typed is not counted as absent; ``df`` is updated for those.
    A word it uses is found in its other forms too ("switch" asked, "Contact switching
    rating" printed; tuning.VERB_FORMS)."""
    wanted = {
        # a word the library never uses as typed may be there in another form or spelling, or
        # as the verb of the action it names ("calibration" asked, "Calibrate" printed)
        t: [
            *other_forms(t),
            *(derived_forms(t) if tuning.DERIVED_FORMS else ()),
            *(ly_forms(t) if tuning.DERIVED_FORMS and tuning.LY_FORMS else ()),
            *(quality_forms(t) if tuning.DERIVED_FORMS and tuning.QUALITY_FORMS else ()),
            *(doer_forms(t) if tuning.DERIVED_FORMS and tuning.DOER_FORMS else ()),
            *(printed_short_forms(t) if tuning.PRINTED_SHORTHAND else ()),
        ]
        if not df.get(t)
        else [
            *(other_forms(t) if tuning.VERB_FORMS else inflections(t)),
            *(printed_short_forms(t) if tuning.PRINTED_SHORTHAND else ()),
        ]
        for t in terms
        if t not in expansions and t.isalpha() and len(t) >= 4
    }
    return _held_forms(library, wanted, df)


_VOWELS = "aeiou"


def other_forms(word: str) -> list[str]:
    """inflections() and also the -ing / -ed forms of a plain verb ("swap" -> "swapping",
    "bleed" -> "bleeding", "synchronise" -> "synchronising") and the other spellings of each
    (British / American: "synchronize", "liter", "color"; vocab.spellings), so a word typed in
    one form is not taken for a word the library lacks."""
    forms = inflections(word)
    if tuning.VERB_S_FORMS:
        forms += _s_forms(word)
    if not word.endswith(("ing", "s")):  # "bleed", "feed": -ed is no past tense there
        if word.endswith("e"):
            forms += [word[:-1] + "ing", word + "d"]
        else:
            forms += [word + "ing", word + "ed"]
            if (
                len(word) >= 3
                and word[-1] not in _VOWELS + "wxy"
                and word[-2] in _VOWELS
                and word[-3] not in _VOWELS
            ):
                forms += [word + word[-1] + "ing", word + word[-1] + "ed"]  # "swapping"
    forms += [s for f in [word, *forms] for s in other_spellings(f)]
    return [f for f in dict.fromkeys(forms) if f != word]


def _s_forms(word: str) -> list[str]:
    """The -s form of an -ing / -ed word's stem ("creeping" -> "creeps", "tripped" -> "trips"),
    and the -ing / -ed forms of an -s word's stem ("creeps" -> "creeping", "trips" ->
    "tripped"): a verb typed in one tense, printed in another."""
    out: list[str] = []
    for ending in ("ing", "ed"):
        stem = word[: -len(ending)]
        if word.endswith(ending) and len(stem) >= tuning.INFLECTION_MIN_STEM:
            stems = [stem, stem + "e"]
            if len(stem) > 2 and stem[-1] == stem[-2]:
                stems.append(stem[:-1])  # "tripped" -> "trip"
            out += [s + "s" for s in stems]
    if word.endswith("s") and not word.endswith(("ss", "es")):
        stem = word[:-1]
        if len(stem) >= tuning.INFLECTION_MIN_STEM - 1:
            out += [stem + "ing", stem + "ed"]
            if stem[-1] not in _VOWELS + "wxy" and stem[-2] in _VOWELS and stem[-3] not in _VOWELS:
                out += [stem + stem[-1] + "ing", stem + stem[-1] + "ed"]  # "trips" -> "tripped"
    return out


def _held_forms(
    library: Library, wanted: dict[str, list[str]], df: dict[str, int]
) -> dict[str, tuple[str, ...]]:
    """Of each term's other forms, those the library uses; a term the library never uses as
    typed takes the document frequency of its forms (``df`` is updated)."""
    if not wanted:
        return {}
    found, _ = library.keywords.document_frequency([f for fs in wanted.values() for f in fs])
    out: dict[str, tuple[str, ...]] = {}
    for term, forms in wanted.items():
        held = [f for f in forms if found.get(f)]
        if held:
            out[term] = tuple(held)
            if not df.get(term):
                df[term] = max(found[f] for f in held)
    return out


# An electrical value typed with its unit ("4-20mA", "24v") that manuals print with the kind of
# current glued on ("4 ...20mAdc", "24VDC", "440VAC"): the way units are written, not tuned.
_ELECTRICAL_VALUE = re.compile(r"^\d+(?:\.\d+)?(?:mv|v|kv|ma|a|ka)$")
_CURRENT_KINDS = ("dc", "ac")


def _current_forms(
    library: Library,
    terms: tuple[str, ...],
    df: dict[str, int],
    expansions: dict[str, tuple[str, ...]],
) -> dict[str, tuple[str, ...]]:
    """ "20ma" is found as the "20madc" a manual prints (coverage, BM25); a value the library
    never writes as typed is not counted as absent (``df`` is updated for those)."""
    wanted = {
        t: [t + kind for kind in _CURRENT_KINDS]
        for t in terms
        if t not in expansions and _ELECTRICAL_VALUE.match(t)
    }
    return _held_forms(library, wanted, df)


def _refrigerant_names(
    library: Library, terms: tuple[str, ...]
) -> dict[str, tuple[tuple[str, ...], ...]]:
    """ "r134a" -> (("hfc", "134a"),) where the library prints "HFC-134a": found there (coverage)
    and added to the question's vector like an acronym's long form, not a word the library
    lacks."""
    out: dict[str, tuple[tuple[str, ...], ...]] = {}
    for term in terms:
        held = tuple(tuple(f) for f in class_forms(term) if library.keywords.mentions([f]))
        if held:
            out[term] = held
    return out


def _trade_acronyms(
    library: Library, terms: tuple[str, ...], df: dict[str, int]
) -> dict[str, tuple[tuple[str, ...], ...]]:
    """ "fwg" -> (("fresh", "water", "generator"),) where no manual writes the initials but the
    library prints the phrase: found there (coverage) and added to the question's vector like
    a defined acronym's long form (vocab.shorthand.trade_acronym_forms). Initials the manuals
    write ("AVR") find their passages as typed."""
    out: dict[str, tuple[tuple[str, ...], ...]] = {}
    for term in terms:
        if df.get(term):
            continue
        held = tuple(f for f in trade_acronym_forms(term) if library.keywords.mentions([list(f)]))
        if held:
            out[term] = held
    return out


def _quantity_names(
    library: Library, question: str, terms: tuple[str, ...], df: dict[str, int]
) -> dict[str, tuple[str, ...]]:
    """ "how heavy" is found as the "weight" a manual prints (vocab.quantities.quantity_names).
    ``df`` is updated so the adjective weighs like the name."""
    named = {w: names for w, names in quantity_names(question).items() if w in terms}
    if not named:
        return {}
    found, _ = library.keywords.document_frequency([n for ns in named.values() for n in ns])
    out: dict[str, tuple[str, ...]] = {}
    for word, names in named.items():
        held = tuple(n for n in names if found.get(n))
        if held:
            out[word] = held
            df[word] = max(df.get(word, 0), *(found[n] for n in held))
    return out


def _numbered_short(
    library: Library, question: str, terms: tuple[str, ...], expansions: dict
) -> dict[str, tuple[str, ...]]:
    """A numbered name typed in full ("channel 8") with the short forms the library prints
    ("Ch."): a table of channels heads its column "Ch." and never writes "channel" by a row."""
    out: dict[str, tuple[str, ...]] = {}
    for term in terms:
        forms = numbered_short_forms(term)
        if not forms or not _typed_numbers(question, term):
            continue
        held = tuple(f for f in forms if _used(library, f))
        if held:
            out[term] = tuple(dict.fromkeys(expansions.get(term, ()) + held))
    return out


def _typed_numbers(question: str, name: str) -> list[str]:
    """The numbers the question types right after ``name`` ("channel 8", "tank #3")."""
    return re.findall(rf"\b{re.escape(name)}\s*#?\s*(\d+)\b", question, re.I)


def _used(library: Library, word: str) -> bool:
    return bool(library.keywords.document_frequency([word])[0].get(word))


def _expanded(library: Library, short: str) -> list[tuple[str, int]]:
    return [
        (w, n)
        for w, n in library.keywords.words_starting(short, tuning.ABBREVIATION_WORDS)
        if n >= tuning.ABBREVIATION_MIN_DF and len(w) >= len(short) + tuning.ABBREVIATION_CUT
    ]


def _other_names_printed(library: Library, word: str, terms: tuple[str, ...]) -> tuple[str, ...]:
    """The words the library prints for ``word`` under another name of the several-word name
    the question writes ("split" of "split pin": "cotter", when a manual prints "cotter pin");
    a name no manual prints in a row gives none (a "set" of "set screw" is any setting)."""
    out: list[str] = []
    for other, words in other_names_named(word, terms):
        if words and library.keywords.mentions([other.split(" ")]):
            out += words
    return tuple(dict.fromkeys(out))


def _abbreviations(
    library: Library, terms: tuple[str, ...], df: dict[str, int]
) -> dict[str, tuple[str, ...]]:
    """Short question words the library seldom uses as words, with the words they abbreviate.
    ``df`` is updated so the abbreviation weighs like what it stands for."""
    out: dict[str, tuple[str, ...]] = {}
    low, high = tuning.ABBREVIATION_LENGTH
    # shorthand and symptoms the library never prints as typed: the words it prints for them
    said = {
        t: shorthand_words(t)
        or symptom_words(t)
        or (verb_shorthand(t) if tuning.VERB_SHORT_KNOWN else ())
        or (
            same_words(t) or _other_names_printed(library, t, terms)
            if tuning.SAME_COMPONENT_NAMES
            else ()
        )
        for t in terms
        if not df.get(t)
    }
    said = {t: words for t, words in said.items() if words}
    if said:
        found, _ = library.keywords.document_frequency([w for ws in said.values() for w in ws])
        for term, words in said.items():
            held = tuple(w for w in words if found.get(w))
            if held:  # "stbd" where the manual prints "starboard", "hunting" for "unstable"
                out[term] = held
                df[term] = max(found[w] for w in held)
    for term in terms:
        if term in out:
            continue
        if not (term.isalpha() and low <= len(term) <= high):
            continue
        if df.get(term, 0) > tuning.ABBREVIATION_MAX_DF:
            continue
        words = _expanded(library, term)
        if not words and term.endswith("s") and len(term) > low and not _used(library, term[:-1]):
            # an abbreviation in the plural ("dims", "specs"); a plural of a word the library
            # uses ("seals", "fits") is that word (word forms), not short for "sealing"
            words = _expanded(library, term[:-1])
        if words:
            out[term] = tuple(w for w, _ in words)
            df[term] = max(df.get(term, 0), max(n for _, n in words))
    return out


def coverage(terms: QueryTerms, text: str, doc_id: str = "") -> float:
    """IDF-weighted fraction of the question's terms present in ``text`` (0..1); with the
    ``doc_id`` of the manual the text is from, the words naming that manual count as present."""
    return _share(terms, *credited_terms(terms, text, doc_id))


def credited_terms(terms: QueryTerms, text: str, doc_id: str = "") -> tuple[set[str], float]:
    """The question's terms ``text`` holds (see coverage), and the weight its number and code
    sequences add."""
    if not terms.terms:
        return set(), 0.0
    words = tokens(text)
    present = set(words)
    squashed = {a + b for a, b in itertools.pairwise(words)}  # "FX 30" in the text, "FX30" asked
    credited = {
        t
        for t in terms.terms
        if (t in present and t not in terms.renamed)
        or t in squashed
        or any(w in present for w in terms.expansions.get(t, ()))
        or doc_id in terms.named_docs.get(t, ())
    }
    for t, letters in terms.spelled.items():
        if t not in credited and _contains_sequence(words, letters):
            credited.add(t)
    if terms.long_forms:
        stems: list[str] | None = None
        lowered = text.lower()
        for t, forms in terms.long_forms.items():
            if t in credited or not any(word_stem(f[0]) in lowered for f in forms):
                continue
            stems = stems if stems is not None else [word_stem(w) for w in words]
            if any(_contains_sequence(stems, tuple(map(word_stem, f))) for f in forms):
                credited.add(t)
    for a, b in terms.joined:  # "FX 60" asked, "FX60" in the text
        if a + b in present:
            credited.update((a, b))
    # A code or number written with separators ("2.2/2.6") must appear as a sequence.
    sequences = sum(
        0.5 * sum(terms.weights.get(p, 0.0) for p in phrase)
        for phrase in terms.phrases
        if _contains_sequence(words, phrase)
    )
    return credited, sequences


def _share(terms: QueryTerms, credited: set[str], sequences: float, cap: bool = True) -> float:
    if not terms.terms:
        return 0.0
    share = (sum(terms.weights[t] for t in credited) + sequences) / terms.total
    return min(1.0, share) if cap else share


def word_stem(word: str) -> str:
    """``word`` without an English ending ("limiter", "limiting", "limited" -> "limit")."""
    for ending in ("ing", "ers", "er", "ed", "es", "s"):
        if word.endswith(ending) and len(word) - len(ending) >= tuning.INFLECTION_MIN_STEM:
            return word[: -len(ending)]
    return word


def _contains_sequence(haystack: list[str], needle: tuple[str, ...]) -> bool:
    n = len(needle)
    return any(tuple(haystack[i : i + n]) == needle for i in range(len(haystack) - n + 1))


class HybridSearcher:
    def __init__(self, library: Library) -> None:
        self._library = library

    def search(
        self,
        kind: Kind,
        question: str,
        vector: np.ndarray,
        terms: QueryTerms,
        n: int,
        doc_ids: Sequence[str] | None = None,
        embed_many: EmbedMany | None = None,
    ) -> list[Candidate]:
        """Top ``n`` items of one kind for the question, best first. With ``embed_many``, a
        passage that is a long list is also read by the items the question names (list_focus)."""
        collection = COLLECTION[kind]
        lib = self._library
        found: dict[str, Candidate] = {}
        for match in lib.vectors.query(collection, vector, CANDIDATES, doc_ids):  # type: ignore[arg-type]
            cand = Candidate(kind, match.id, str(match.metadata.get("doc_id", "")))
            cand.cosine = max(0.0, match.score)
            cand.found_by.append("vector")
            found[match.id] = cand
        bm25_query = terms.search_text(question)
        for rank, match in enumerate(lib.keywords.search(bm25_query, kind, CANDIDATES, doc_ids), 1):
            cand = found.get(match.ref_id)
            if cand is None:
                cand = Candidate(kind, match.ref_id, match.doc_id)
                found[match.ref_id] = cand
            cand.bm25 = match.score
            cand.bm25_rank = rank
            cand.found_by.append("keyword")
        for match in self._within_named(kind, question, terms, doc_ids):
            if match.ref_id not in found:
                found[match.ref_id] = Candidate(kind, match.ref_id, match.doc_id)
                found[match.ref_id].found_by.append("keyword")
        self._finish(kind, list(found.values()), vector, terms, value_within=n)
        if kind == "text" and embed_many is not None:
            list_focus(
                list(found.values()),
                lambda ids: item_texts_docs(lib, kind, ids),
                vector,
                terms,
                embed_many,
            )
        if tuning.KIND_FUSION == "rrf":
            ranked = fuse_ranks(list(found.values()), tuning.KIND_RRF_K)
        else:
            ranked = sorted(found.values(), key=lambda c: c.score + c.focus, reverse=True)
        if kind == "diagram":
            ranked = best_per_drawing(ranked)
        return [c for c in ranked if c.quotable][:n]

    def _within_named(
        self, kind: Kind, question: str, terms: QueryTerms, doc_ids: Sequence[str] | None
    ) -> list[KeywordMatch]:
        """BM25 inside the manual the question names, for the rest of its words: the words
        naming it rank the passages that repeat the product's name ("HDEC2000 unit" everywhere
        in the HDEC manual) over the one that answers without it (its data sheet)."""
        named = {d for docs in terms.named_docs.values() for d in docs}
        if doc_ids is not None:
            named &= set(doc_ids)
        if not named:
            return []
        naming = {w for w in terms.named_docs}
        rest = " ".join(w for w in tokens(terms.search_text(question)) if w not in naming)
        if not rest.strip():
            return []
        return self._library.keywords.search(rest, kind, CANDIDATES, sorted(named))

    def score_ids(
        self, kind: Kind, ids: Sequence[str], vector: np.ndarray, terms: QueryTerms, source: str
    ) -> list[Candidate]:
        """Score items found another way (graph, section lookup) on the same scale."""
        cands = [Candidate(kind, i, "", found_by=[source]) for i in dict.fromkeys(ids)]
        self._finish(kind, cands, vector, terms, value_within=tuning.VALUE_WITHIN_FOUND)
        return [c for c in cands if c.quotable]

    def _edges(self, chunk_ids: list[str]) -> dict[str, str]:
        """The last lines of the chunk before each chunk and the first lines of the one after
        it in its section (tuning.NEIGHBOUR_LINES each)."""
        around: dict[str, tuple[str, str]] = {}
        for cid in chunk_ids:
            section, _, index = cid.rpartition(":c")
            if section and index.isdigit():
                n = int(index)
                around[cid] = (f"{section}:c{n - 1:03d}", f"{section}:c{n + 1:03d}")
        if not around:
            return {}
        found = self._library.records.chunks([i for pair in around.values() for i in pair])
        lines = tuning.NEIGHBOUR_LINES
        out: dict[str, str] = {}
        for cid, (before, after) in around.items():
            parts = []
            if before in found:
                parts.append("\n".join(found[before].text.splitlines()[-lines:]))
            if after in found:
                parts.append("\n".join(found[after].text.splitlines()[:lines]))
            if parts:
                out[cid] = "\n".join(parts)
        return out

    def _finish(
        self,
        kind: Kind,
        cands: list[Candidate],
        vector: np.ndarray,
        terms: QueryTerms,
        value_within: int | None = None,
    ) -> None:
        """Score the candidates. The value bonus is looked for only where it can change the
        first ``value_within`` (all when None): an item more than the bonus below them stays
        below them."""
        import numpy as np

        missing = [c.id for c in cands if "vector" not in c.found_by]
        if missing:
            stored = self._library.vectors.embeddings(COLLECTION[kind], missing)  # type: ignore[arg-type]
            for cand in cands:
                emb = stored.get(cand.id)
                if emb is not None:
                    cand.cosine = max(0.0, float(np.dot(np.asarray(emb), vector)))
        texts = item_texts_docs(self._library, kind, [c.id for c in cands])
        edges = self._edges([c.id for c in cands]) if kind == "text" else {}
        headings, wholes = (
            table_context(self._library, [c.id for c in cands]) if kind == "table" else ({}, {})
        )
        credited_whole: dict[tuple[str, str, str], tuple[set[str], float]] = {}
        for cand in cands:
            text, doc_id = texts.get(cand.id, ("", ""))
            cand.doc_id = cand.doc_id or doc_id
            # a table's rows stand under its section's headings, as a text chunk's lines do;
            # a small table is shown whole, so the question's words in any of its rows count
            heading = headings.get(cand.id, "")
            shown = wholes.get(cand.id)
            if shown is None:
                own, sequences = credited_terms(terms, f"{heading}\n{text}", cand.doc_id)
            else:  # the groups of one table share its words: read them once
                key = (heading, shown, cand.doc_id)
                if key not in credited_whole:
                    credited_whole[key] = credited_terms(terms, f"{heading}\n{shown}", cand.doc_id)
                own, sequences = credited_whole[key]
                if tuning.TABLE_ROWS_PAGE:
                    # uncapped: a number's sequence ("Ch.: 8") tells apart rows that hold
                    # every word
                    cand.own = _share(terms, *credited_terms(terms, text, cand.doc_id), cap=False)
            cand.coverage = _share(terms, own, sequences)
            edge = edges.get(cand.id, "")
            if edge and tuning.NEIGHBOUR_SHARE:
                # a passage cut in two: the words just before and after it count in part
                near, near_sequences = credited_terms(terms, edge, cand.doc_id)
                wider = _share(terms, own | near, max(sequences, near_sequences))
                cand.coverage += tuning.NEIGHBOUR_SHARE * (wider - cand.coverage)
            cand.score = VECTOR_WEIGHT * cand.cosine + KEYWORD_WEIGHT * cand.coverage
            if cand.bm25_rank:
                # Exact tokens (codes, numbers with units, cell values) rank an item first in
                # BM25 even when its meaning is far from the question's wording.
                cand.score += BM25_RANK_WEIGHT / cand.bm25_rank
            body = text.partition("\n")[2]
            if kind == "text" and tuning.WORDLESS_PASSAGES and not _WORD_OR_FIGURE.search(body):
                # a contents page's run of leader dots cut off as a passage of its own: its
                # heading path matches, but it holds no word to quote
                cand.quotable = False
            elif kind == "text" and is_contents_listing(body):
                cand.score *= CONTENTS_FACTOR
            elif kind == "text" and is_question_list(text):
                cand.score *= tuning.QUIZ_FACTOR
        if terms.asked is None or not tuning.VALUE_BONUS or not cands:
            return
        scores = sorted((c.score for c in cands), reverse=True)
        floor = -1.0
        if value_within is not None and len(scores) > value_within:
            floor = scores[value_within - 1] - tuning.VALUE_BONUS
        for cand in cands:
            if cand.score < floor:
                continue
            text = texts.get(cand.id, ("", ""))[0]
            implied = [w for w, docs in terms.named_docs.items() if cand.doc_id in docs]
            title, _, body = text.partition("\n")
            if gives_value(terms.asked, title, body, kind == "table", implied):
                # it gives the value asked for, next to what it is asked of
                cand.score += tuning.VALUE_BONUS


def best_per_drawing(ranked: list[Candidate]) -> list[Candidate]:
    """One candidate per drawing: its best item (a region of a big drawing or the whole drawing),
    so several spots on one deck plan do not crowd out other evidence. Order kept."""
    seen: set[str] = set()
    out: list[Candidate] = []
    for cand in ranked:
        schema_id = schema_of(cand.id)
        if schema_id not in seen:
            seen.add(schema_id)
            out.append(cand)
    return out


def fuse_ranks(cands: list[Candidate], k: float) -> list[Candidate]:
    """Reciprocal rank fusion of the cosine order and BM25's order, best first.

    Scores are rescaled to the fused order with the best candidate keeping its calibrated score,
    so "is anything relevant" and the comparison with other kinds still read an absolute scale.
    """
    if not cands:
        return []
    by_cosine = sorted(cands, key=lambda c: c.cosine, reverse=True)
    fused = {c.id: 1.0 / (k + r) for r, c in enumerate(by_cosine, 1)}
    for c in cands:
        if c.bm25_rank:
            fused[c.id] += 1.0 / (k + c.bm25_rank)
    if tuning.KIND_RRF_COVERAGE:
        by_coverage = sorted(cands, key=lambda c: c.coverage, reverse=True)
        for r, c in enumerate(by_coverage, 1):
            if c.coverage > 0:
                fused[c.id] += 1.0 / (k + r)
    ordered = sorted(cands, key=lambda c: (fused[c.id], c.score), reverse=True)
    top = max(c.score for c in cands)
    best = fused[ordered[0].id]
    for c in ordered:
        c.score = top * fused[c.id] / best
    return ordered


def is_contents_listing(text: str) -> bool:
    """True when most lines are contents entries: a title, dot leaders and a page number."""
    lines = [line for line in text.splitlines() if line.strip()]
    leaders = sum(1 for line in lines if _LEADER_LINE.search(line))
    return leaders > 0 and leaders * 2 >= len(lines)


def item_texts(library: Library, kind: Kind, ids: list[str]) -> dict[str, str]:
    """The searchable text of each item (what BM25 indexed; a big drawing as a whole: its caption
    and context, see DrawingItem.scored_text)."""
    return {i: text for i, (text, _) in item_texts_docs(library, kind, ids).items()}


def item_texts_docs(library: Library, kind: Kind, ids: list[str]) -> dict[str, tuple[str, str]]:
    """Each item's searchable text (see item_texts) and the id of its document."""
    records = library.records
    if kind == "text":
        chunks = records.chunks(ids)
        paths = section_paths(library, [c.section_id for c in chunks.values()])
        return {
            cid: (f"{paths.get(c.section_id, '')}\n{c.text}", c.doc_id) for cid, c in chunks.items()
        }
    if kind == "table":
        return {cid: (c.text, c.doc_id) for cid, c in records.table_chunks(ids).items()}
    return {
        item_id: (item.scored_text, item.diagram.doc_id)
        for item_id, item in drawing_items(library, ids).items()
    }


def table_context(library: Library, chunk_ids: list[str]) -> tuple[dict[str, str], dict[str, str]]:
    """For each table chunk: the heading path of its table's section (see table_headings), and,
    when its table is small enough to be shown whole (hits.SMALL_TABLE_ROWS) and the chunk holds
    only some of its rows, the whole table's text (tuning.WHOLE_SMALL_TABLES): a terminal table
    cut into groups of rows ("E1" in the first, "F1", "F2" in the last) answers a question
    naming all of them as the one table it is shown as. One read of the tables for both."""
    from engine.retrieval.hits import SMALL_TABLE_ROWS

    records = library.records
    chunks = records.table_chunks(chunk_ids)
    tables = records.tables(list({c.table_id for c in chunks.values()}))
    sections = {t.table_id: t.section_id for t in tables.values() if t.section_id}
    paths = section_paths(library, list(set(sections.values())))
    headings = {
        cid: paths.get(sections.get(c.table_id, ""), "")
        for cid, c in chunks.items()
        if c.table_id in sections
    }
    wholes: dict[str, str] = {}
    if tuning.WHOLE_SMALL_TABLES:
        for cid, c in chunks.items():
            table = tables.get(c.table_id)
            if table is None or len(table.rows) > SMALL_TABLE_ROWS:
                continue
            if c.row_start == 0 and c.row_end >= len(table.rows):
                continue  # the chunk is the whole table
            wholes[cid] = whole_table_text(table)
    return headings, wholes


# A table's text as shown whole, by table id and content: ids are positional within a document
# (a table read again, e.g. by a later OCR pass, keeps its id), so the rows are part of the key;
# rendered once, not at every question (5 % of question time otherwise).
_WHOLE_TEXTS: dict[tuple[str, str, str], str] = {}
WHOLE_TEXTS_MAX = 4096  # small tables' texts held (a few MB at most)


def whole_table_text(table: ExtractedTable) -> str:
    """``table_text`` of the whole table, rendered once per table (see _WHOLE_TEXTS)."""
    key = (table.table_id, table.caption, repr((table.header, table.rows)))
    text = _WHOLE_TEXTS.get(key)
    if text is None:
        text = table_text(table)
        if len(_WHOLE_TEXTS) >= WHOLE_TEXTS_MAX:
            _WHOLE_TEXTS.clear()
        _WHOLE_TEXTS[key] = text
    return text


def table_headings(library: Library, chunk_ids: list[str]) -> dict[str, str]:
    """The heading path of the section each table chunk's table stands in ("5 Commissioning /
    5.2 Default parameters"): the words a text chunk of that page is credited with through its
    section, which the table's caption and cells may not repeat."""
    return table_context(library, chunk_ids)[0]


def section_paths(library: Library, section_ids: list[str]) -> dict[str, str]:
    """Heading paths of sections, as ingest indexed them (see index_text.sections)."""
    records = library.records
    known = records.sections(section_ids)
    frontier = {s.parent_id for s in known.values() if s.parent_id} - set(known)
    while frontier:
        found = records.sections(list(frontier))
        known.update(found)
        frontier = {s.parent_id for s in found.values() if s.parent_id} - set(known)
    paths = heading_paths(list(known.values()))
    return {sid: paths[sid] for sid in section_ids if sid in paths}
