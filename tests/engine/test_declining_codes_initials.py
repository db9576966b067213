"""A value is given of what the question names, however it types it:

- by initials: "FAD" typed, "Free air delivery" printed;
- by a figure typed whole: "at 6 bar" is the "6.0 bar" of a performance table.
"""

from __future__ import annotations

import pytest

from engine.agent.evidence import missing_condition, missing_quantity
from engine.retrieval import tuning
from tests.doubles.hits import make_hit

SPEC = make_hit(
    "Specification: Free air delivery | HP-13: 4.6 cfm (130 l/min)\n"
    "Specification: Final pressure | HP-13: 4500 psi (300 bar)\n"
    "Specification: Weight | HP-13: 396 lb (180 kg)",
    title="1.1 General data",
    doc="harborpeak-hp13-compressor",
    page=3,
    kind="table",
)


def test_a_name_typed_by_its_initials_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    assert missing_quantity("BA compressor FAD in l/min", [SPEC]) is None
    monkeypatch.setattr(tuning, "QUANTITY_INITIALS", False)
    assert missing_quantity("BA compressor FAD in l/min", [SPEC]) is not None


def test_initials_of_other_words_name_nothing() -> None:
    assert missing_quantity("BA compressor cfd flow in l/min", [SPEC]) is not None


PERFORMANCE = make_hit(
    "AIR PRESS: 4.0 bar | DISCH. PRESS: 2.0 bar | FLOW: 300 l/min | AIR CONSUMPTION: 0.85 Nm3/min\n"
    "AIR PRESS: 6.0 bar | DISCH. PRESS: 3.0 bar | FLOW: 360 l/min | AIR CONSUMPTION: 1.30 Nm3/min",
    title="1.2 PERFORMANCE - FLOW VS AIR CONSUMPTION",
    doc="torvald-dx50-aodd-pump",
    page=3,
    kind="table",
)


def test_a_figure_typed_whole_is_written_with_zero_decimals_and_its_unit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    question = "air consumption at 6 bar air against 3 bar disch"
    assert missing_condition(question, [PERFORMANCE]) is None
    assert missing_condition("air consumption at 7 bar air", [PERFORMANCE]) is not None
    monkeypatch.setattr(tuning, "CONDITION_ZERO_DECIMALS", False)
    assert missing_condition(question, [PERFORMANCE]) is not None
