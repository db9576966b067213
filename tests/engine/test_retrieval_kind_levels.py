"""A table's rows or a drawing's labels embed further from any question than prose does: the
table that stands out among the tables comes up among texts that are all alike, while the
scores (which decide "nothing relevant") stay as the tools gave them."""

from __future__ import annotations

from dataclasses import replace

from engine.agent.evidence import rank
from engine.types import Hit
from tests.doubles.hits import make_hit


def _hit(kind: str, ref: str, page: int, score: float, cosine: float) -> Hit:
    hit = make_hit(ref, kind, ref, page, doc="avr", score=score, ref=ref, coverage=0.4)
    return replace(hit, cosine=cosine)


def _texts() -> list[Hit]:
    # six passages of the manual, all about as close to the question
    return [_hit("text", f"text {i}", 40 + i, 0.60 - 0.01 * i, 0.60) for i in range(6)]


def _tables(best_cosine: float, others: int) -> list[Hit]:
    best = _hit("table", "gain range table", 69, 0.54, best_cosine)
    rest = [_hit("table", f"table {i}", 90 + i, 0.30, 0.30) for i in range(others)]
    return [best, *rest]


def test_the_table_that_stands_out_among_tables_comes_up_among_alike_texts() -> None:
    hits = _texts() + _tables(best_cosine=0.55, others=4)
    ranked = rank(hits, "mixed", limit=20)
    order = [h.ref_id for h in ranked]
    assert order.index("gain range table") < order.index("text 1")
    # only the best of the tables moves; the others stay below every text
    assert min(order.index(f"table {i}") for i in range(4)) > order.index("text 5")
    # scores are the tools' scores, weighted by intent only
    assert next(h for h in ranked if h.ref_id == "gain range table").score == 0.54


def test_a_kind_with_too_few_items_to_read_its_level_is_not_moved() -> None:
    hits = _texts() + _tables(best_cosine=0.55, others=1)
    order = [h.ref_id for h in rank(hits, "mixed")]
    assert order.index("gain range table") > order.index("text 3")
