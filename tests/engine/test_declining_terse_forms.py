"""How a question types a thing, and how a terse manual writes it, read before declining: a
quantity word after "i" / "we" is a verb; a size said in words is a figure; an item number
"9-1" is no figure; knots are a speed; a hydraulic motor's displacement and a charge in Ah are
quantities; "Adj RV-1" names adjusting; a part number asked of a part "for" a machine stands in
the part's own row. Evidence items built by hand."""

from __future__ import annotations

import pytest

from engine.agent.evidence import missing_condition, missing_procedure, missing_quantity
from engine.retrieval.conditions import asked_conditions
from engine.vocab.quantities import asked_quantities
from tests.doubles.hits import make_hit


@pytest.mark.parametrize(
    ("question", "names"),
    [
        ("gay-lussac part of lab 3 - do i force the trendline thru zero on the plot?", []),
        ("spring force of the relief valve", ["a force"]),
        ("hoist motor HM-1 displacement cc/rev", ["a displacement"]),
        ("how many Ah does an aluminium anode last", ["an amount of charge"]),
        ("ah ok, and the pump?", []),
        # a vacuum's depth is a pressure, not a dimension
        ("how deep a vacuum before recharging R134a", ["a pressure"]),
        ("how deep is the sump", ["a dimension"]),
    ],
)
def test_the_quantities_a_question_asks(question: str, names: list[str]) -> None:
    assert [q.name for q in asked_quantities(question)] == names


def test_a_tank_volume_is_no_displacement() -> None:
    data = make_hit("Pump P-1 gear pump, 18 cm3/rev. Oil tank T-1 60 L.", doc="winch", page=3)
    assert missing_quantity("hoist motor HM-1 displacement cc/rev", [data]) is not None
    assert missing_quantity("pump P-1 displacement", [data]) is None


def test_a_verb_after_i_is_asked_no_value() -> None:
    fit = make_hit("Fit a linear trendline and set the intercept to zero.", doc="lab", page=12)
    assert missing_quantity("do i force the trendline thru zero on the P vs T plot?", [fit]) is None


@pytest.mark.parametrize(
    ("question", "figures"),
    [
        ("half inch globe w/ flanged ends, fully open - loss coefficient?", ["1/2"]),
        ("K for a two inch screwed elbow", ["2"]),
        ("iccp output current at 20 knots", ["20"]),
        ("bilge separator 15 ppm alarm setting", ["15"]),
        ("about half inch of play in the wheel", []),
    ],
)
def test_sizes_in_words_and_speeds_in_knots_are_conditions(
    question: str, figures: list[str]
) -> None:
    assert asked_conditions(question) == figures


def test_an_item_number_is_no_figure_of_a_condition() -> None:
    parts = make_hit(
        "Item: 9-1 | Part number: GT-50410 | Description: Steam coil, complete\n"
        "Item: 9-3 | Part number: GT-31212 | Description: Immersion element 12 kW, 440 V",
        kind="table",
        title="Section 9 Replacement Parts",
        doc="calorifier",
        page=10,
    )
    question = "part number 9 kW heating element for the calorifier"
    reason = missing_condition(question, [parts])
    assert reason is not None and "9 kW" in reason
    assert missing_condition("part number 12 kW heating element", [parts]) is None
    # the items of a parts list numbered on, "9-10", "9-14A", are no figures either
    more = make_hit(
        "Item: 9-10 | Part number: GT-50990 | Description: Thermostat 9 bar rated",
        kind="table",
        title="Replacement Parts",
        doc="calorifier",
        page=11,
    )
    assert missing_condition(question, [more]) is not None
    # a range runs upwards: its ends are figures
    sizes = make_hit("Elements are made in 9-12 kW ratings.", doc="calorifier", page=3)
    assert missing_condition("element 9 kW rating", [sizes]) is None


def test_a_speed_in_knots_no_passage_writes_is_declined() -> None:
    table = make_hit(
        "Condition: In port | Output current (A): 5 - 20\n"
        "Ship speed: 0 kn | Current: 120 A\nShip speed: 15 kn | Current: 210 A",
        kind="table",
        title="6.1 Typical operating values",
        doc="iccp",
        page=7,
    )
    assert missing_condition("iccp output current at 20 knots new coating", [table]) is not None
    assert missing_condition("iccp output current at 15 knots", [table]) is None


def test_adjusting_named_only_as_adj_in_a_fault_table_holds_no_steps() -> None:
    faults = make_hit(
        "Fault: Hoist slow | Cause: RV-1 set low / worn; pump worn | Action: Adj RV-1, check "
        "pump delivery\nFault: Ladder does not stop | Cause: LS-1 cam loose | Action: Adj LS-1",
        kind="table",
        title="9 FAULT FINDING",
        doc="winch",
        page=10,
    )
    reason = missing_procedure("steps to adjust RV-1 relief valve on ladder hpu", [faults])
    assert reason is not None and "only in passing" in reason
    steps = make_hit(
        "1. Remove the cap of RV-1. 2. Loosen the lock nut. 3. Turn the screw until the gauge "
        "reads 160 bar. 4. Tighten the lock nut and refit the cap.",
        title="4.2 Adj. RV-1 relief valve",
        doc="winch",
        page=6,
    )
    assert missing_procedure("steps to adjust RV-1 relief valve on ladder hpu", [steps]) is None


def test_a_part_number_for_a_machine_stands_in_the_part_s_row() -> None:
    parts = make_hit(
        "Pos.: 5 | VDM part no.: ALW-20-120 | Description: Brake seal kit | Qty: 1\n"
        "Pos.: 6 | VDM part no.: ALW-30-201 | Description: Slew motor SM-2, orbital | Qty: 1",
        kind="table",
        title="10 PARTS LIST",
        doc="winch",
        page=11,
    )
    assert missing_quantity("seal kit part no for slew motor SM-2", [parts]) is not None
    assert missing_quantity("seal kit part no for the brake", [parts]) is None
    assert missing_quantity("part no for slew motor SM-2", [parts]) is None


def test_whether_it_may_be_done_at_a_figure_is_answered_by_a_limit() -> None:
    housing = make_hit(
        "Reduce ship speed below 12 knots before housing the fins. Do not house the fins in a "
        "heavy seaway at speeds above 12 knots.",
        title="4.3 Housing the Fins",
        doc="stabiliser",
        page=6,
    )
    assert missing_condition("can i house the fins doing 15 kts", [housing]) is None
    # a value at a figure is not given by a limit
    assert missing_condition("fin angle at 15 kts", [housing]) is not None


def test_a_value_given_for_the_other_of_two_things_the_manual_tells_apart_is_declined(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from engine.retrieval import tuning

    life = make_hit(
        "The remaining life of the anode can be estimated also from the ampere-hour: one copper "
        "anode of 8,5 kg is consumed after approx. 26 000 Ah (about 20 months at 1,8 A).",
        title="4 OPERATION",
        doc="mgps",
        page=8,
    )
    tags = make_hit(
        "Tag: CU-1 | Name: Copper anode | Remarks: Upstream side\n"
        "Tag: AL-1 | Name: Aluminium anode | Remarks: Downstream of CU-1",
        kind="table",
        title="3 ARRANGEMENT",
        doc="mgps",
        page=6,
    )
    question = "how many Ah does an aluminium anode last"
    assert missing_quantity(question, [life, tags]) is not None
    # the copper anode's own figure is answered
    assert missing_quantity("how many Ah does a copper anode last", [life, tags]) is None
    # no item sets the two side by side: "copper anode" may be what the engineer calls it
    assert missing_quantity(question, [life]) is None
    monkeypatch.setattr(tuning, "QUANTITY_OTHER_THING", False)
    assert missing_quantity(question, [life, tags]) is None


def test_the_end_of_a_range_of_positions_is_no_figure_of_a_condition() -> None:
    parts = make_hit(
        "Pos.: 6 | Description: Nozzle 14 mm | Part no.: 80-314 | Qty: 1\n"
        "Pos.: - | Description: Overhaul kit, inlet (pos. 10–14) | Part no.: 80-900 | Qty: 1",
        kind="table",
        title="9 PARTS TCM80",
        doc="tcm",
        page=9,
    )
    reason = missing_condition("tcm80 flow at 14 bar inlet", [parts])
    assert reason is not None and "14 bar" in reason
    flows = make_hit("Flow at 14 bar: 44 m3/h.", doc="tcm", page=6)
    assert missing_condition("tcm80 flow at 14 bar inlet", [parts, flows]) is None


def test_a_part_number_stands_in_a_row_naming_the_part() -> None:
    parts = make_hit(
        "Item: 1 | Description: Cargo pump head assembly | Part No.: 150-1000 | Qty: 1\n"
        "Item: 2 | Description: Impeller, stainless | Part No.: 150-1011 | Qty: 1\n"
        "Item: 9 | Description: Programme selector, complete | Part No.: 150-1090 | Qty: 1",
        kind="table",
        title="8 PARTS LIST",
        doc="pumps",
        page=10,
    )
    assert missing_quantity("cargo pump bearing part number", [parts]) is not None
    assert missing_quantity("part no for the programme selector spring", [parts]) is not None
    assert missing_quantity("cargo pump impeller part number", [parts]) is None
    assert missing_quantity("part no for the programme selector", [parts]) is None


def test_what_decides_a_value_asks_no_value() -> None:
    text = make_hit(
        "The maximum current an alternator can deliver depends on the maximum heating loss the "
        "armature can sustain.",
        doc="neets",
        page=72,
    )
    assert (
        missing_quantity("what actually sets the max amps an alternator can give?", [text]) is None
    )
    assert missing_quantity("max amps an alternator can give?", [text]) is not None
