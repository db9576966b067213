"""Section titles the question names: "start up procedure" -> the section "4.2.1 Start up".

Embeddings of a terse procedure (a list of valve operations) can sit far from the question, but its
heading says exactly what it is. A section whose whole title (its informative words) appears in
the question is a strong candidate; its first chunks are added to the text search.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.store.keyword import STOPWORDS, tokens

if TYPE_CHECKING:
    from engine.store.library import Library

# Titles made only of these say nothing about the topic.
GENERIC_TITLES = frozenset(
    [
        "general",
        "introduction",
        "note",
        "notes",
        "overview",
        "description",
        "scope",
        "contents",
        "appendix",
        "summary",
        "remarks",
        "references",
        "abbreviations",
        "warning",
        "warnings",
        "caution",
        "safety",
        "index",
        "foreword",
        "preface",
        "learning",
        "objectives",
        "answers",
        "questions",
        "glossary",
    ]
)


@dataclass(frozen=True)
class TitledSection:
    section_id: str
    doc_id: str
    words: frozenset[str]


class TitleIndex:
    """All section titles of the ready documents, as word sets (small: one entry per section)."""

    def __init__(self, sections: list[TitledSection]) -> None:
        self._sections = sections

    @classmethod
    def build(cls, library: Library, doc_ids: list[str]) -> TitleIndex:
        out: list[TitledSection] = []
        for doc_id in doc_ids:
            for section in library.records.outline(doc_id):
                words = frozenset(
                    w for w in tokens(section.title) if w not in STOPWORDS and not w.isdigit()
                )
                if words and not words <= GENERIC_TITLES:
                    out.append(TitledSection(section.section_id, doc_id, words))
        return cls(out)

    def named_in(self, question: str, doc_ids: list[str] | None = None) -> list[str]:
        """Sections whose every title word is in the question, longest titles first."""
        asked = set(tokens(question))
        found = [
            s
            for s in self._sections
            if s.words <= asked and (doc_ids is None or s.doc_id in doc_ids)
        ]
        found.sort(key=lambda s: len(s.words), reverse=True)
        return [s.section_id for s in found]
