"""A condition typed as a whole figure with its unit ("at 6 bar") is the "6.0 bar" of a
performance table: the passage is for the asked condition."""

from __future__ import annotations

import pytest

from engine.agent.evidence import missing_condition
from engine.retrieval import tuning
from tests.doubles.hits import make_hit

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
