"""The spot on a big drawing a question is about: the labels outlined when the citation opens."""

from __future__ import annotations

from engine.retrieval.hybrid import QueryTerms
from engine.retrieval.regions import question_region
from engine.types import DiagramLabel


def _label(text: str, x: float, y: float) -> DiagramLabel:
    return DiagramLabel(text=text, bbox=(x, y, x + 30, y + 8))


PLAN = [
    _label("4th Deck", 50, 50),
    _label("ECR 1", 100, 300),
    _label("EEBD", 112, 310),
    _label("ECR 2", 700, 300),
    _label("EEBD", 712, 312),
    _label("Gymnasium", 1000, 420),
    _label("Fire Zone 2", 990, 470),
    *[_label(f"Void {i}", 200 + 60 * i, 150) for i in range(12)],
]
CAPTION = "Location of EEBDs and Emergency Escape Routes - 4th Deck"


def _terms(weights: dict[str, float]) -> QueryTerms:
    return QueryTerms(tuple(weights), weights, ())


def test_the_labels_near_the_named_room_are_outlined_not_every_match_on_the_deck() -> None:
    terms = _terms({"eebds": 6.0, "near": 1.0, "ecr": 5.0, "2": 2.0})
    region = question_region(PLAN, terms, CAPTION)
    assert region and region[0].text == "ECR 2"
    assert all(lb.bbox[0] > 600 for lb in region)  # nothing from the ECR 1 end of the deck


def test_abbreviated_words_find_their_label_and_caption_words_locate_nothing() -> None:
    terms = _terms({"4th": 3.0, "deck": 2.0, "gym": 7.0, "fire": 3.0, "zone": 3.0})
    region = question_region(PLAN, terms, CAPTION)
    assert {lb.text for lb in region} == {"Gymnasium", "Fire Zone 2"}
    assert question_region(PLAN, _terms({"4th": 3.0, "deck": 2.0}), CAPTION) == []
