"""A figure is explained by the prose that names it: "The elementary generator produces a voltage
in the following manner (fig. 1-3).", "as shown in figure 1-17", "see Fig. 4", "refer to drawing
3". That prose is often on the page before or after the figure, while the figure's own page holds
only its caption, its labels and whatever sits under it (a box of review questions in a training
book). The sentences of the same manual that cite a figure by its caption's number, within
CITE_PAGE_SPAN pages, are added to what the figure is searched by.

Also here: review-question lines ("Q1. What rule ...?", a question followed by its lettered
options), which are never a figure's context: they ask, they do not explain.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engine.ingest.limits import (
    CITE_PAGE_SPAN,
    CITED_CHARS,
    CITED_RUN_CHARS,
    HEADING_WORDS,
    QUESTION_LINES,
)
from engine.types import Diagram, TextLine

# The kinds of caption a manual numbers, and the words prose cites them by (same family only:
# "Figure 3" is not "Drawing 3").
_FAMILY = {
    "figure": "figure",
    "figures": "figure",
    "fig": "figure",
    "figs": "figure",
    "illustration": "illustration",
    "illustrations": "illustration",
    "drawing": "drawing",
    "drawings": "drawing",
    "dwg": "drawing",
    "dwgs": "drawing",
    "diagram": "diagram",
    "diagrams": "diagram",
    "sketch": "sketch",
    "sketches": "sketch",
    "plate": "plate",
    "plates": "plate",
}
_NUMBER = r"[A-Z]?\d+(?:\s?[.\-–]\s?\d+)*[a-z]?"
_CAPTION_NUMBER = re.compile(
    r"^\s*(fig(?:ure)?|illustration|drawing|dwg|diagram|sketch|plate)\.?\s*(?:no\.?\s*)?"
    rf"({_NUMBER})\b",
    re.IGNORECASE,
)
_CITATION = re.compile(
    r"\b(figures?|figs?|illustrations?|drawings?|dwgs?|diagrams?|sketch(?:es)?|plates?)\.?\s*"
    rf"(?:nos?\.?\s*)?({_NUMBER}(?:\s*(?:,|and|&|or)\s*{_NUMBER})*)",
    re.IGNORECASE,
)
_ONE_NUMBER = re.compile(_NUMBER)
# Sentence ends, except after the abbreviations that stand before a number in manuals.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[\"'(\[]?[A-Z0-9])")
_ABBREVIATION = re.compile(
    r"\b(?:figs?|no|nos|dwgs?|ref|approx|para|sec|ch|vol|pp?|e\.g|i\.e|cf|max|min|incl)\.$",
    re.IGNORECASE,
)

# Review questions: "Q1.", "Q 12)", "Q.", and a question line followed by numbered or lettered
# options ("a. ...", "(b) ...", "1. ...").
_REVIEW_LINE = re.compile(r"^\s*Q\s?\d*\s?[.:)]\s*\S")
_QUESTION_END = re.compile(r"\?\s*$")
_OPTION_LINE = re.compile(r"^\s*\(?(?:[1-9]|[a-dA-D])[.)]\s+\S")
# A numbered heading line ("1.15.3 Compound-Wound Generators") starts a new paragraph.
_HEADING_LINE = re.compile(r"^\s*\d+(?:\.\d+){0,5}\.?\s+[A-Z][^.!?]{0,100}$")


def review_lines(lines: Sequence[TextLine]) -> set[int]:
    """Indexes (into ``lines``, taken in reading order) of review-question lines: those starting
    "Q1."/"Q." with their wrapped lines up to the "?", and a question followed by options with
    the options themselves."""
    order = sorted(range(len(lines)), key=lambda i: (lines[i].bbox[1], lines[i].bbox[0]))
    texts = [lines[i].text for i in order]
    drop: set[int] = set()
    for k, text in enumerate(texts):
        if _REVIEW_LINE.match(text):
            for j in range(k, min(len(texts), k + QUESTION_LINES)):
                drop.add(j)
                if _QUESTION_END.search(texts[j]):
                    break
        elif _QUESTION_END.search(text) and k + 1 < len(texts) and _OPTION_LINE.match(texts[k + 1]):
            drop.add(k)
            j = k + 1
            while j < len(texts) and _OPTION_LINE.match(texts[j]):
                drop.add(j)
                j += 1
    return {order[j] for j in drop}


def caption_key(caption: str) -> tuple[str, tuple[str, ...]] | None:
    """("figure", ("1", "3")) for "Figure 1-3 Output voltage ..."; None for an unnumbered one."""
    m = _CAPTION_NUMBER.match(caption)
    if not m:
        return None
    return _FAMILY[m.group(1).lower()], _number_key(m.group(2))


def _number_key(number: str) -> tuple[str, ...]:
    parts = re.split(r"\s?[.\-–]\s?", number.strip())
    return tuple(p.lstrip("0").upper() or "0" for p in parts)


def cited_keys(sentence: str) -> set[tuple[str, tuple[str, ...]]]:
    """Every figure a sentence names: "figures 1-3 and 1-4" names two."""
    out = set()
    for m in _CITATION.finditer(sentence):
        family = _FAMILY[m.group(1).lower()]
        for number in _ONE_NUMBER.findall(m.group(2)):
            out.add((family, _number_key(number)))
    return out


def _sentences(lines: list[TextLine], captions: set[str]) -> list[str]:
    """The page's prose as sentences, in reading order. Caption lines and review questions stand
    apart (a caption names its own figure; it is not prose about it) and are left out."""
    skipped = review_lines(lines)
    runs: list[list[str]] = [[]]
    for i, ln in enumerate(lines):
        text = " ".join(ln.text.split())
        if not text:
            continue
        heading = _HEADING_LINE.match(text) and len(text.split()) <= HEADING_WORDS
        if i in skipped or heading or _is_caption(text, captions):
            runs.append([])
            continue
        runs[-1].append(text)
    out: list[str] = []
    for run in runs:
        joined = ""
        for text in run:
            if joined.endswith("-") and text[:1].islower():
                joined = joined + text  # "compound-" + "wound generators"
            else:
                joined = f"{joined} {text}" if joined else text
        pieces = _SENTENCE_END.split(joined) if joined else []
        merged: list[str] = []
        for piece in pieces:
            if merged and _ABBREVIATION.search(merged[-1]):
                merged[-1] = f"{merged[-1]} {piece}"
            else:
                merged.append(piece)
        out.extend(merged)
    return out


def _is_caption(text: str, captions: set[str]) -> bool:
    norm = text.lower()
    return len(norm) >= 6 and any(norm in cap for cap in captions)


def add_citing_prose(diagrams: list[Diagram], by_page: dict[int, list[TextLine]]) -> None:
    """Put before each numbered figure's nearby text the sentences of the manual that cite it
    (same page first, then the pages next to it), each with the sentences after it that go on
    explaining, up to CITED_CHARS."""
    keyed = [(d, caption_key(d.caption)) for d in diagrams]
    if not any(key for _, key in keyed):
        return
    captions: dict[int, set[str]] = {}
    for d in diagrams:
        if d.caption:
            captions.setdefault(d.page, set()).add(" ".join(d.caption.lower().split()))
    sentences: dict[int, list[str]] = {}

    def page_sentences(page: int) -> list[str]:
        if page not in sentences:
            near = set().union(*(captions.get(p, set()) for p in range(page - 1, page + 2)))
            sentences[page] = _sentences(by_page.get(page, []), near)
        return sentences[page]

    for diagram, key in keyed:
        if key is None:
            continue
        picked: list[str] = []
        total = 0
        for page in sorted(
            range(diagram.page - CITE_PAGE_SPAN, diagram.page + CITE_PAGE_SPAN + 1),
            key=lambda p: (abs(p - diagram.page), p),
        ):
            for run in _citing_runs(page_sentences(page), key):
                if _said(run, diagram.context) or any(_said(run, p) for p in picked):
                    continue
                room = CITED_CHARS - total
                if room < 40:
                    break
                run = _clip(run, min(room, CITED_RUN_CHARS))
                picked.append(run)
                total += len(run) + 1
        if picked:
            diagram.context = " ".join([*picked, diagram.context]).strip()


def _citing_runs(sentences: list[str], key: tuple[str, tuple[str, ...]]) -> list[str]:
    """Each sentence citing ``key`` with the sentences after it, up to the next one that cites
    another figure, as one run of at most CITED_RUN_CHARS."""
    runs = []
    i = 0
    while i < len(sentences):
        if key not in cited_keys(sentences[i]):
            i += 1
            continue
        run = sentences[i]
        i += 1
        while i < len(sentences) and len(run) < CITED_RUN_CHARS:
            if cited_keys(sentences[i]) - {key}:
                break
            run = f"{run} {sentences[i]}"
            i += 1
        runs.append(run)
    return runs


def _said(run: str, text: str) -> bool:
    """The run's first sentence is already in ``text`` (the nearby text on the figure's page
    holds the same prose): most of its words are there."""
    first = _SENTENCE_END.split(run, maxsplit=1)[0]
    words = set(re.findall(r"\w+", first.lower()))
    have = set(re.findall(r"\w+", text.lower()))
    return bool(words) and len(words & have) >= 0.8 * len(words)


def _clip(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return text[:limit].rsplit(" ", 1)[0] + " …"
