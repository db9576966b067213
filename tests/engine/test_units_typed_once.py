"""Temperatures typed the way an engineer types them: "deg" for the degree sign, the unit once
for two figures ("jacket water 70 and sea 20 deg"). Read as conditions, not as tags ("JW 75") or
numbered things ("water 70") the library lacks: the production-factor table that gives the value
at those temperatures is not declined (blind held33a pm-014 / pm-015, read after their first
run)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.retrieval import tuning
from engine.retrieval.absent import absent_names
from engine.retrieval.conditions import asked_conditions
from engine.retrieval.numbered import numbered_beyond
from tests.doubles.keywords import keyword_index

FACTORS = [
    "Table 5-1 Production factor | JW inlet | Sea water temperature 15 °C | 20 °C | 32 °C",
    "JW inlet: 70 °C | 15 °C: 0,90 | 20 °C: 0,86 | 32 °C: 0,72",
    "JW inlet: 75 °C | 15 °C: 1,02 | 20 °C: 0,97 | 32 °C: 0,83",
    "Sea water pump P-3 and sea water strainer F-1 on the drawing",
    "Distillate cooling: jacket water 28 °C min, jacket water 40 °C max at the cooler",
]


def test_deg_after_a_word_and_figure_is_a_temperature_not_a_tag(tmp_path: Path) -> None:
    index = keyword_index(tmp_path, FACTORS)
    try:
        question = "fwg production factor with jw 75 deg and sea water 32"
        assert absent_names(question, index) == []
        # without the unit it may be a tag the library lacks
        assert absent_names("fwg production factor with jw 75", index) == ["jw 75"]
    finally:
        index.close()


@pytest.mark.parametrize(
    ("question", "conditions"),
    [
        ("fwg production factor with jw 75 deg and sea water 32", ["75", "32"]),
        ("how much fw will it make with jacket water 70 and sea 20 deg", ["20", "70"]),
        ("press at 3 bar, 2 pumps running", ["3"]),  # a count of pumps, no figure of the list
        ("pump 2 and 3 at 50 bar", ["50"]),  # "at 50 bar" is no list with "3"
    ],
)
def test_a_unit_typed_once_is_the_unit_of_the_figures_joined_to_it(
    question: str, conditions: list[str]
) -> None:
    assert asked_conditions(question) == conditions


def test_a_figure_sharing_the_unit_names_no_numbered_thing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    index = keyword_index(tmp_path, FACTORS)
    try:
        question = "how much fw will it make with jacket water 70 and sea 20 deg"
        assert numbered_beyond(question, index) is None
        monkeypatch.setattr(tuning, "CONDITION_UNIT_SHARED", False)
        assert numbered_beyond(question, index) is not None  # "water 70" past 28 and 40
    finally:
        index.close()
