"""Every kind's best item is kept in sight (the first five), but the place it is lifted to does
not put a weak drawing above the table or text that matches the question far better."""

from __future__ import annotations

from engine.agent.evidence import rank
from engine.types import Hit
from tests.doubles.hits import make_hit


def _hit(kind: str, ref: str, page: int, score: float) -> Hit:
    return make_hit(ref, kind, ref, page, doc="evac", score=score, ref=ref, coverage=0.3)


def _troubleshooting_question_hits() -> list[Hit]:
    return [
        _hit("text", "trial runs", 26, 0.42),
        _hit("table", "troubleshooting table", 30, 0.38),
        _hit("text", "alarms", 21, 0.37),
        _hit("text", "preservation", 15, 0.36),
        _hit("text", "start up", 18, 0.35),
        _hit("text", "shut down", 19, 0.34),
        _hit("diagram", "support contacts drawing", 60, 0.24),
    ]


def test_a_lifted_drawing_stands_below_the_stronger_items_of_the_first_five() -> None:
    order = [h.ref_id for h in rank(_troubleshooting_question_hits(), "mixed")]
    # the drawing is still among the first five (every kind in sight) ...
    assert "support contacts drawing" in order[:5]
    # ... but not above the troubleshooting table and texts that score higher
    assert order[:2] == ["trial runs", "troubleshooting table"]
    assert order[4] == "support contacts drawing"
    # the item it displaced waits just below
    assert order[5] == "start up"


def test_the_kind_the_question_asks_for_still_takes_second_place() -> None:
    hits = [
        _hit("text", "t1", 1, 0.60),
        _hit("text", "t2", 2, 0.59),
        _hit("text", "t3", 3, 0.58),
        _hit("text", "t4", 4, 0.57),
        _hit("text", "t5", 5, 0.56),
        _hit("table", "spec table", 7, 0.35),
    ]
    order = [h.ref_id for h in rank(hits, "table")]
    assert order[:2] == ["t1", "spec table"]


def test_one_kind_is_lifted_into_the_first_five_not_two_over_a_stronger_passage() -> None:
    # "gas lab homework q4 ...": four passages of the lab outscore its best table and drawing;
    # lifting both would leave the fourth passage (the homework page) sixth
    hits = [
        _hit("text", "refrigeration lab", 14, 0.47),
        _hit("text", "gas lab procedure", 11, 0.466),
        _hit("text", "gas lab deliverables", 12, 0.455),
        _hit("text", "gas lab questions", 13, 0.41),
        _hit("text", "air conditioning lab", 19, 0.406),
        _hit("table", "air conditioning table", 19, 0.389),
        _hit("diagram", "air conditioning drawing", 23, 0.33),
    ]
    order = [h.ref_id for h in rank(hits, "mixed")]
    assert "gas lab questions" in order[:5]
    # the stronger of the other kinds is still in sight, below the passages that outscore it
    assert order[4] == "air conditioning table"
    assert order.index("air conditioning drawing") > 4
