"""Structural references in a question: "ch 9", "chapter nine", "sec. 4.2", "§ 7.3.2", "neets 1.10
subsections", an appendix ("appendix C", "app. B", "annex 2"), and a chapter named by its title
words ("the install chapter", "the spec appendix").

Read by the intent rules (which section to open) and the section tool (which document is meant).
"""

from __future__ import annotations

import re

from engine.store.keyword import STOPWORDS, tokens
from engine.vocab.number_words import ONES, TENS

NUMBER_WORDS = {w: str(i) for i, w in enumerate([*ONES, TENS[0]])}  # "zero" .. "twenty"
_NUM = r"\d{1,2}(?:\.\d{1,3}){0,5}"
# Divisions of a manual or training book; "part", "unit" and "module" are left out: on board
# they name spare parts and equipment ("unit 2 trips") as often as parts of a book.
_SECTION_WORD = re.compile(
    r"\b(?:sections?|sect?s?\.?|chapters?|chap\.?|ch\.?|paragraph|para\.?|clause|lessons?|"
    r"labs?|laborator(?:y|ies)|experiments?|exercises?)\s*(?:#|no\.?)?\s*"
    rf"({_NUM}|{'|'.join(NUMBER_WORDS)})\b(?!\s*(?:mm|kw|kpa|bar|v|hz|%|m3|l|kg)\b)"
    r"|§\s*(" + _NUM + r")",
    re.IGNORECASE,
)
# "chapter IV", "Part II", "lab iii": Roman numerals after a division word (manuals number their
# parts and old-style chapters so; ingest reads "PART II" as division 2). "part" is taken here
# (no spare part is numbered in Roman numerals); a lone lower-case letter is not ("the ch i read").
_ROMAN_DIVISION = re.compile(
    r"\b(?:sections?|sect?\.?|chapters?|chap\.?|ch\.?|parts?|lessons?|labs?|laborator(?:y|ies)|"
    r"experiments?|exercises?)\s*(?:#|no\.?)?\s*(?=[ivx])(x{0,3}(?:ix|iv|v?i{0,3}))\b(?![.\d])",
    re.IGNORECASE,
)
_ROMAN = {"i": 1, "v": 5, "x": 10}


def _roman_value(token: str) -> str:
    total = 0
    for i, ch in enumerate(token.lower()):
        v = _ROMAN[ch]
        total += -v if i + 1 < len(token) and _ROMAN[token[i + 1].lower()] > v else v
    return str(total)


_BARE_DEEP = re.compile(r"(?<![\d./])(\d{1,2}(?:\.\d{1,3}){2,5})(?![\d/]|\.\d)")
_BARE_TWO = re.compile(r"(?<![\d./])(\d{1,2}\.\d{1,3})(?![\d/]|\.\d)")
_UNIT_AFTER = re.compile(
    r"^\s*(mm|kw|kpa|bar|v\b|hz|%|m3|l\b|kg|a\b|s\b|sec|min|nm|°|deg|in\b)", re.I
)
# Words that ask about the structure of a manual, not about its content.
_STRUCTURE = re.compile(
    r"\b(sub-?sections?|sections?|chapters?|contents|cover(s|ed)?|say|says|outline|headings?|"
    r"parts?|what'?s\s+in|list)\b",
    re.IGNORECASE,
)
_LISTING = re.compile(
    r"\b(list|sub-?sections?|contents|cover(s|ed)?|outline|headings?|what'?s\s+in|"
    r"what\s+is\s+in|overview|tables\s+in|drawings\s+in|figures\s+in)\b",
    re.IGNORECASE,
)
# "the install chapter", "chapter on maintenance", "the spec appendix". Only "chapter" and
# "appendix": "section" names equipment too ("water mist section valves").
# Typed without "the" ("avr book troubleshooting chapter"), the one word before it: the word
# before that is as often the manual's name.
_NAMED_CHAPTER = re.compile(
    r"\bthe\s+((?:[a-z][\w-]*\s+){1,2}?)(?:chapter|appendix)\b"
    r"|\b(?:chapter|appendix)\s+(?:on|about|for|called|named)\s+((?:[a-z][\w-]*\s*){1,3})"
    r"|\b([a-z][\w-]*)\s+(?:chapter|appendix)\b(?!\s*(?:\d|[ivx]+\b|[a-z]\b))",
    re.IGNORECASE,
)
# "appendix C", "app. B", "appx A", "annex 2": manuals letter (or number) their appendices.
_APPENDIX = re.compile(
    r"\b(?:(?:appendix|appendices|annex|appx)\.?\s*|app\.\s*)([a-z]|\d{1,2})(?!\w|\.\d)",
    re.IGNORECASE,
)
# An appendix heading as manuals print it: "Appendix C. Specification", "APPENDIX A Glossary",
# "14177A APPENDIX A ..." (a document number in front), "Annex 2 -"; the text layer sometimes
# misreads the word ("Appendic A").
_APPENDIX_HEADING = r"^(?:\S*\d\S*\s+)?(?:(?:append\w*|annex|appx)\.?\s+|app\.\s*){}(?![a-z0-9])"


def section_numbers(question: str) -> list[str]:
    """Section and chapter numbers the question names, as the manuals number them."""
    found = []
    for match in _SECTION_WORD.finditer(question):
        value = (match.group(1) or match.group(2)).lower()
        found.append(NUMBER_WORDS.get(value, value))
    for match in _ROMAN_DIVISION.finditer(question):
        roman = match.group(1)
        if roman and (len(roman) > 1 or roman.isupper()):
            found.append(_roman_value(roman))
    for match in _BARE_DEEP.finditer(question):
        if not _UNIT_AFTER.match(question[match.end() : match.end() + 6]):
            found.append(match.group(1))
    if _STRUCTURE.search(question):  # "neets 1.10 subsections?": two levels need a structure word
        for match in _BARE_TWO.finditer(question):
            if not _UNIT_AFTER.match(question[match.end() : match.end() + 6]):
                found.append(match.group(1))
    return list(dict.fromkeys(found))


def division_words(question: str) -> set[str]:
    """The words that name a division in the question ("lab" of "lab 9", "chapter")."""
    found = set()
    for pattern in (_SECTION_WORD, _ROMAN_DIVISION):
        for match in pattern.finditer(question):
            words = tokens(match.group(0))
            if words and not words[0].isdigit():
                found.add(words[0])
    return found


def appendices(question: str) -> list[str]:
    """Appendices the question names: "appendix C headings" -> ["C"]."""
    return list(dict.fromkeys(m.group(1).upper() for m in _APPENDIX.finditer(question)))


def is_appendix_heading(name: str, title: str) -> bool:
    """The heading opens appendix ``name`` ("C" ~ "Appendix C. Specification")."""
    pattern = _APPENDIX_HEADING.format(re.escape(name.lower()))
    return bool(re.match(pattern, title.strip().lower()))


# "what chapters has the neets book got", "list the main chapters", "toc of the evac manual": the
# manual's own list of its chapters (plural: "the chapter on X" names one)
_OUTLINE = re.compile(
    r"\b(?:chapters|toc|table\s+of\s+contents|contents\s+pages?|list\s+of\s+contents)\b",
    re.IGNORECASE,
)


def asks_for_outline(question: str) -> bool:
    """The question asks what chapters a manual has (the intent rules take it so when it names
    no section, appendix or chapter)."""
    return bool(_OUTLINE.search(question))


def asks_for_listing(question: str) -> bool:
    """ "list the subsections of 3", "what's in chapter 5", "tables in ch 9": the answer is a list."""
    return bool(_LISTING.search(question))


# Words that ask what a part of a manual holds, not about a topic in it ("lab 1 - what topics",
# "ch 2, whats it about", "what does sec 6 cover", "the lab book's lab 8").
_ABOUT_WHOLE = re.compile(
    r"\b(?:topics?|subjects?|summary|overview|contents?|contains?|cover(?:s|ed)?|say|says|"
    r"outline|deals?|go(?:es)?\s+(?:thru|through)|book|manual|guide|handbook|document)\b",
    re.IGNORECASE,
)


def topic_words(question: str) -> list[str]:
    """The question's words once the divisions it names, the words asking for a list or for
    what a part holds, and general English are taken out: "list the limiter subsections in
    ch 3" -> ["limiter"]."""
    rest = _SECTION_WORD.sub(" ", _ROMAN_DIVISION.sub(" ", question))
    rest = _LISTING.sub(" ", _STRUCTURE.sub(" ", _ABOUT_WHOLE.sub(" ", _APPENDIX.sub(" ", rest))))
    return [
        w
        for w in tokens(rest)
        if w not in STOPWORDS and len(w) > 2 and not w.isdigit() and w not in NUMBER_WORDS
    ]


def asks_about_whole(question: str, named: set[str]) -> bool:
    """The question says nothing about a topic once the section it names ("lab 1"), the words
    that name the manual (``named``) and the words asking what a part holds are taken out:
    "machine tool book lab 1 - what topics". The opening page (often a cover listing the
    topics, or the introduction) answers it better than any passage near the question's words."""
    rest = _SECTION_WORD.sub(" ", _ROMAN_DIVISION.sub(" ", question))
    rest = _ABOUT_WHOLE.sub(" ", _APPENDIX.sub(" ", rest))
    words = [
        w
        for w in tokens(rest)
        if w not in STOPWORDS and len(w) > 2 and not w.isdigit() and w not in NUMBER_WORDS
    ]
    return not [w for w in words if not any(n == w or n.startswith(w) for n in named)]


# "list the tables in sec 4", "which drawings are in ch 2": the section's items of one kind, a
# list. Plural only: "the table in sec 4 with the gains" asks for one table, found by its words.
_ASKED_ITEMS = (
    ("table", re.compile(r"\btables\b", re.IGNORECASE)),
    (
        "diagram",
        re.compile(
            r"\b(?:figures|figs|drawings|diagrams|illustrations|schematics|pictures)\b",
            re.IGNORECASE,
        ),
    ),
)


def asks_for_items(question: str) -> str | None:
    """The kind of item the question lists ("tables in ch 9" -> "table"), if it lists one."""
    for kind, pattern in _ASKED_ITEMS:
        if pattern.search(question):
            return kind
    return None


# A printed caption: "Table 4-1: Typical Range ...", "Fig. 2.3 Wiring", "Figure 5 -".
_CAPTION = re.compile(r"^\s*(?:table|tab\.|figure|fig\.?|illustration)\s*\d", re.IGNORECASE)


def is_caption(text: str) -> bool:
    """The text opens with a numbered caption, as manuals print their own tables and figures."""
    return bool(_CAPTION.match(text))


def named_chapter_words(question: str) -> list[str]:
    """Title words of a chapter named by its title: "the install chapter" -> ["install"]."""
    words: list[str] = []
    for match in _NAMED_CHAPTER.finditer(question):
        text = match.group(1) or match.group(2) or match.group(3) or ""
        words += [
            w
            for w in tokens(text)
            if w not in STOPWORDS and len(w) > 2 and not w.isdigit() and w not in _NOT_TITLE
        ]
    return list(dict.fromkeys(words))


_NOT_TITLE = frozenset(
    [
        "which",
        "what",
        "whats",
        "this",
        "that",
        "first",
        "last",
        "each",
        "every",
        "next",
        "previous",
        "same",
        "whole",
        "entire",
        "manual",
        "book",
        "manuals",
        "list",
        "show",
        "open",
        "read",
        "give",
        "tables",
        "table",
        "drawings",
        "drawing",
        "figures",
        "diagrams",
    ]
)


def title_matches(asked: list[str], title: str) -> int:
    """How many asked words a title has, a word matching its stem ("install" ~ "installation")."""
    have = [w for w in tokens(title) if len(w) > 2]
    return sum(1 for a in asked if any(h.startswith(a[:5]) or a.startswith(h[:5]) for h in have))
