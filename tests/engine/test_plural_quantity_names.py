"""A quantity typed as a plural before the equipment's name ("condenser fan motor amps ice
machine") asks its value: a plural names no thing of its own (English compounds take the
singular, "pressure gauge"), so the words after it are the machine asked of. The row that gives
another part's current does not answer it (blind held33a pm-104, read after its first run)."""

from __future__ import annotations

import pytest

from engine.agent.evidence import missing_quantity
from engine.vocab.quantities import asked_quantities
from tests.doubles.hits import make_hit


@pytest.mark.parametrize(
    ("question", "names"),
    [
        ("condenser fan motor amps ice machine", ["a current"]),
        ("supply volts ice maker", ["a voltage"]),
        ("hours counter reading", []),  # an instrument after the plural is still one
        ("pressure gauge calibration", []),  # a singular before a noun names a thing
    ],
)
def test_a_plural_quantity_before_a_noun_asks_its_value(question: str, names: list[str]) -> None:
    assert [q.name for q in asked_quantities(question)] == names


def test_the_current_of_another_part_does_not_answer_it() -> None:
    specs = make_hit(
        "Running amps | IC-300W: 9.5 A | IC-500W: 7.8 A\nMin. circuit ampacity | 15 A",
        kind="table",
        title="3 Specifications",
    )
    assert missing_quantity("condenser fan motor amps ice machine", [specs]) is not None
    # the machine's own running current is given
    assert missing_quantity("running amps ice machine", [specs]) is None


def test_a_verb_after_the_plural_says_what_it_does() -> None:
    # spent f27-001: "gen volts shooting up ... what do i do" asks what to do, no voltage
    question = "gen volts shooting up way too fast on buildup - what do i do"
    assert asked_quantities(question) == []
