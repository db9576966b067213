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


SELECTION = make_hit(
    "Columns: Shaft diameter (mm) | Rotor collar type | Clamp bolts | Clamp bolt torque\n"
    "Shaft diameter (mm): 251 - 400 | Rotor collar type: RC-40 | Clamp bolt torque: 38 Nm\n"
    "Shaft diameter (mm): 401 - 550 | Rotor collar type: RC-55 | Clamp bolt torque: 38 Nm",
    title="Table 3.1 Rotor collar selection",
    doc="strainmet-tm4",
    page=5,
    kind="table",
)
SPECS = make_hit(
    "Item: Design solution flow | US units: 500 gpm\n"
    "Item: Proportioning range | US units: 60 - 700 gpm",
    title="2 Specifications",
    doc="heliguard",
    page=4,
    kind="table",
)


def test_a_figure_inside_a_range_written_with_its_unit_is_covered(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """ "our shaft is 450 mm": the selection row for 401 - 550 mm covers it (stop 29, held30b
    ph-106); a range on a line about something else covers no figure of what is asked."""
    question = "our shaft is 450 mm - which rotor collar and clamp bolt torque"
    assert missing_condition(question, [SELECTION]) is None
    assert missing_condition("our shaft is 600 mm - which rotor collar", [SELECTION]) is not None
    assert missing_condition("foam monitor nozzle part no for 350 gpm", [SPECS]) is not None
    monkeypatch.setattr(tuning, "CONDITION_RANGES", False)
    assert missing_condition(question, [SELECTION]) is not None
