"""A real keyword index over a few passages, and a question's words weighed alike: for tests of
the declining checks that look words up in the library without building one."""

from __future__ import annotations

from pathlib import Path

from engine.retrieval.hybrid import QueryTerms
from engine.store.base import KeywordRow
from engine.store.keyword import STOPWORDS, Fts5KeywordIndex, tokens


def keyword_index(tmp_path: Path, texts: list[str]) -> Fts5KeywordIndex:
    """An opened FTS5 index holding ``texts`` as passages of one document (close it after)."""
    index = Fts5KeywordIndex(tmp_path / "keyword.sqlite")
    index.open()
    index.add([KeywordRow("text", f"t{n}", "d1", text) for n, text in enumerate(texts)])
    return index


def plain_terms(question: str) -> QueryTerms:
    """The question's informative words, each weighing 1."""
    words = tuple(w for w in tokens(question) if w not in STOPWORDS)
    return QueryTerms(words, dict.fromkeys(words, 1.0), ())
