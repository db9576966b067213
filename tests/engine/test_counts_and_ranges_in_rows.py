"""Counts and numbered ranges as makers print them in table rows (blind held34a, read after its
first run): the turns of a kettle's tilting handwheel in a model's column of its specification
("Hand wheel turns, full tilt | HSK-150T: abt. 28"), and a stainless bolt grade "A2-70" in a
torque table that is no range of alarms A2 to A70."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.agent.evidence import missing_quantity
from engine.retrieval import tuning
from engine.retrieval.absent import absent_names
from tests.doubles.hits import make_hit
from tests.doubles.keywords import keyword_index

SPEC = make_hit(
    "Item: Total capacity | HSK-100T: 100 L | HSK-150T: 150 L\n"
    "Item: Hand wheel turns, full tilt | HSK-100T: abt. 22 | HSK-150T: abt. 28\n"
    "Item: Net weight | HSK-100T: 185 kg | HSK-150T: 230 kg",
    title="2. SPECIFICATION",
    kind="table",
)


def test_a_count_in_a_models_column_of_the_row_naming_the_things(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    question = "how many turns of the handwheel to tip the 150 ltr kettle fully"
    assert missing_quantity(question, [SPEC]) is None
    monkeypatch.setattr(tuning, "COUNT_ROW_CELL", False)
    assert missing_quantity(question, [SPEC]) is not None


def test_a_figure_under_a_header_with_a_unit_is_no_count() -> None:
    motors = make_hit(
        "Item: Fan motor | Power (kW): 4 | Speed rpm: 1450\nItem: Pump motor | Power (kW): 7",
        title="Motor data",
        kind="table",
    )
    assert missing_quantity("how many fan motors are fitted", [motors]) is not None
    # and the row must name the things: another row's figure counts nothing
    assert missing_quantity("how many lid clamps on the kettle", [SPEC]) is not None


ROWS = [
    "Code: A1 | Message: Release-air pressure low | Measure: Control V-201",
    "Code: A6 | Message: PT-4 failure | Measure: exchange PT-4",
    "JOINT: Limit switch bracket | THREAD: M8 | GRADE: A2-70 | TORQUE: 18 N-m",
    "Alarm points S1 - S12 are wired to the terminal strip X2",
]


def test_a_bolt_grade_is_no_range_of_codes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    index = keyword_index(tmp_path, ROWS)
    try:
        assert absent_names("qcv alarm A7 meaning", index) == ["A7"]
        # a spaced range still covers its members
        assert absent_names("what is alarm point S05", index) == []
        monkeypatch.setattr(tuning, "NUMBERED_RANGE_BARE_HYPHEN", True)
        assert absent_names("qcv alarm A7 meaning", index) == []
    finally:
        index.close()


def test_a_gearbox_the_manual_calls_a_gear_unit_is_in_the_library(tmp_path: Path) -> None:
    from engine.retrieval.absent import absent_components

    text = "Gear unit oil level. Check weekly at the sight glass. Oil change every 4000 hours."
    index = keyword_index(tmp_path, [text])
    try:
        assert absent_components("t/g gearbox oil change interval", index) == []
        assert absent_components("windlass oil change interval", index) == ["windlass"]
    finally:
        index.close()


def test_a_grinder_the_manual_calls_a_grinding_machine_is_in_the_library(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from engine.retrieval.absent import absent_components

    text = "This instruction book is for the JVG series valve grinding machine used on board."
    index = keyword_index(tmp_path, [text])
    try:
        assert absent_components("coolant mix for the valve grinder, what %", index) == []
        assert absent_components("windlass brake lining thickness", index) == ["windlass"]
        monkeypatch.setattr(tuning, "COMPONENT_AGENT_MACHINE", False)
        assert absent_components("coolant mix for the valve grinder", index) == ["grinder"]
    finally:
        index.close()
