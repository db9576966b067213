"""A thing a named drawing labels only other ones of ("lube oil store" where the plan labels the
paint and bosun stores) is declined; a name the engineer typed in a shorthand no manual writes is
not known to be missing. Items built by hand over a small keyword index."""

from __future__ import annotations

from pathlib import Path

from engine.retrieval.hybrid import QueryTerms
from engine.retrieval.on_drawing import not_on_drawing
from engine.store.base import KeywordRow
from engine.store.keyword import STOPWORDS, Fts5KeywordIndex, tokens
from tests.doubles.hits import make_hit

LABELS = "Labels: Paint Store Bosun Store Galley EEBD Fire Zone 2 Workshop"
PLAN = make_hit(LABELS, kind="diagram", title="Location of EEBDs - 4th Deck", doc="plan", page=1)


def _terms(question: str) -> QueryTerms:
    words = tuple(w for w in tokens(question) if w not in STOPWORDS)
    return QueryTerms(words, dict.fromkeys(words, 1.0), ())


def test_a_store_the_plan_labels_only_other_ones_of_is_declined(tmp_path: Path) -> None:
    index = Fts5KeywordIndex(tmp_path / "keyword.sqlite")
    index.open()
    index.add(
        [
            KeywordRow("diagram", "d1", "plan", LABELS),
            KeywordRow("text", "t1", "manual", "Keep the lube oil drums lashed in their rack."),
        ]
    )
    try:

        def ask(question: str) -> str | None:
            return not_on_drawing(question, [PLAN], _terms(question), {}, index)

        reason = ask("4th deck plan - where is the lube oil store")
        assert reason is not None
        assert "labels store but none for lube oil store" in reason and "plan.pdf p. 1" in reason
        assert ask("4th deck plan - where is the bosun store") is None
        assert ask("4th deck plan - where is the paint store, which fire zone") is None
        # "frig" is written nowhere in the library: the engineer's shorthand, not a missing one
        assert ask("4th deck plan - where is the frig store") is None
    finally:
        index.close()
