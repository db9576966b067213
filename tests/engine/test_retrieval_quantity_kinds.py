"""A noise level and a force are values a question can ask for; a drawing gives a value only as
a number with its unit, not by a label that names the quantity."""

from __future__ import annotations

from engine.agent.evidence import missing_quantity
from engine.vocab.quantities import QUANTITIES, asked_quantities, gives
from tests.doubles.hits import make_hit

_hit = make_hit


def _quantity(name: str):  # type: ignore[no-untyped-def]
    return next(q for q in QUANTITIES if q.name == name)


def test_a_noise_level_is_asked_and_given_only_as_a_level() -> None:
    assert [q.name for q in asked_quantities("onlineflex unit noise level in dB(A)?")] == [
        "a noise level"
    ]
    noise = _quantity("a noise level")
    assert not gives(noise, "Abnormal noises from the pump: check the bearings.")
    assert gives(noise, "Noise level: 68 dB(A) at 1 m")
    question = "onlineflex unit noise level in dB(A)?"
    troubleshooting = _hit("OnlineFlex unit. Problem: abnormal noises. Cause: worn bearing.")
    assert missing_quantity(question, [troubleshooting]) is not None
    sheet = _hit("OnlineFlex unit technical data. Noise level: 68 dB(A).")
    assert missing_quantity(question, [sheet]) is None


def test_a_spring_tension_is_a_force_and_an_electromotive_force_is_not() -> None:
    assert [q.name for q in asked_quantities("brush spring tension for the dc gen")] == ["a force"]
    assert asked_quantities("high tension cable test") == []
    force = _quantity("a force")
    assert not gives(force, "The electromotive force appears across the brushes.")
    assert gives(force, "Set the brush spring to 25 N.")


def test_a_drawing_gives_a_value_only_as_a_number_with_its_unit() -> None:
    question = "brush spring tension for the dc generator brushes"
    figure = _hit(
        "Labels: BRUSH HOLDER ADJUSTMENT FOR SPRING TENSION PIGTAIL SPRING FOR BRUSH PRESSURE",
        kind="diagram",
        title="Figure 1-19 Components of a dc generator",
    )
    assert missing_quantity(question, [figure]) is not None
    # a number with its unit next to the same words gives it
    dimensioned = _hit(
        "Labels: BRUSH SPRING TENSION 25 N BRUSH HOLDER",
        kind="diagram",
        title="Figure 1-19 Components of a dc generator",
    )
    assert missing_quantity(question, [dimensioned]) is None


def test_another_dimension_does_not_give_the_asked_one() -> None:
    question = "PEX tube wall thickness"
    bore = _hit("The PEX tube has an actual I.D. of 5.72 mm (1/4 in nominal).")
    assert missing_quantity(question, [bore]) is not None
    wall = _hit("PEX tube: wall thickness 1.6 mm.")
    assert missing_quantity(question, [wall]) is None
    # a list of main dimensions gives every one of them
    unit = _hit("FX60 unit. Dimension: 900 x 700 x 1100 mm (H x W x D).")
    assert missing_quantity("how tall is the FX60 unit", [unit]) is None
