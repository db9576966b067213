"""Declining a question that asks for a count, or for a quantity by the unit it types, when the
passages describe the thing but never give that number; and answering when they do."""

from __future__ import annotations

import pytest

from engine.agent.evidence import missing_quantity
from engine.retrieval.counts import asked_counts
from engine.vocab.quantities import asked_quantities
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.hits import make_hit
from tests.doubles.pdfs import _heading, _para

_hit = make_hit


def _names(question: str) -> list[str]:
    return [q.name for q in asked_quantities(question)]


def _counts(question: str) -> list[str]:
    return [q.name for q in asked_counts(question)]


def test_a_unit_typed_names_the_quantity_it_measures() -> None:
    assert _names("shunt fed avr - what kVA excitation transformer do i need") == ["a power"]
    assert _names("dc link smoothing cap - what uF is it") == ["a capacitance"]
    assert _names("max cable run for the rs485 link, metres?") == ["a dimension"]
    assert _names("each eebd - how many minutes of air does it give") == ["a time or interval"]
    assert _names("typical full load slip % for an induction motor") == ["a percentage"]
    assert _names("duct cross section area for the velocity calc") == ["an area"]
    assert _names("impeller dia on the pump") == ["a dimension"]
    # two units offered ask which unit is used; "w/ a meter" is an instrument; PF a power factor
    assert _names("alternator rating - is it in kw or kva") == []
    assert _names("steps to check the diodes w/ a meter") == []
    assert _names("tuning the gains in PF mode") == []
    # a preposition after the quantity's name does not make it a thing's name
    assert _names("ballpark dc link volts off a single ph supply") == ["a voltage"]


def test_a_quantity_word_before_a_noun_names_a_thing_not_a_value() -> None:
    assert _names("flow rate lab force platform - max load in kg?") == ["a weight"]
    assert _names("pressure switch setting") == ["a pressure"]
    assert _names("over temperature trip setpoint") == ["a temperature"]
    assert _names("water cylinders - how many litres each") == ["a volume"]


def test_how_many_things_asks_for_a_number_next_to_them() -> None:
    assert _counts("fault history - how many old trips does it keep") == ["a count of old trips"]
    assert _counts("how many eeprom writes is it good for") == ["a count of eeprom writes"]
    # a unit or a quantity counted is that quantity
    assert _counts("how many minutes of air") == []
    assert _counts("how many litres per flush") == []
    question = "controller fault log - how many events does it keep"
    described = _hit("Fault events are latched until reset. The event log is cleared at power-up.")
    assert missing_quantity(question, [described]) is not None
    # "20s tripping delay" is a time, "Figure 3-14" a caption: no count of trips
    trips = "how many trips does the fault log keep"
    figure = _hit(
        "Figure 3-14 Over-Current Tripping Time with the fixed 20s trip delay, fault log."
    )
    assert missing_quantity(trips, [figure]) is not None
    for given in (
        "The fault log keeps the last 32 events with their time.",
        "Fault log: events (max.) = 16",
        "Two (2) fault log event buffers",
    ):
        assert missing_quantity(question, [_hit(given)]) is None, given


def test_things_shown_on_a_drawing_can_be_counted_on_it() -> None:
    question = "how many EEBDs on the deck plan"
    plan = _hit("Labels: EEBD ECR EEBD Workshop EEBD Stair", kind="diagram")
    assert missing_quantity(question, [plan]) is None
    bottles = _hit("Labels: No.2 Accumulator 14x Nitrogen Cylinders", kind="diagram")
    assert missing_quantity("how many nitrogen bottles on the accumulator", [bottles]) is None
    graph = _hit("Tripping time curve\nLabels: 1000 100 0.5 trip delay", kind="diagram")
    assert missing_quantity("how many old trips does it keep in the log", [graph]) is not None


def test_a_figure_in_a_name_is_no_value() -> None:
    question = "heater resistor, how many ohms"
    header = _hit("R1 | Air Heater Resistance (Ω)", kind="table")
    assert missing_quantity(question, [header]) is not None
    row = _hit("Symbol: R1 | Quantity: Air Heater Resistance (Ω) | Value: 26.4", kind="table")
    assert missing_quantity(question, [row]) is None
    volts = "dielectric test volts for the controller before commissioning"
    steps = _hit("(4) Turn off SW2 on the HDEC2000 controller.\n(6) Measure the input voltage.")
    assert missing_quantity(volts, [steps]) is not None
    assert missing_quantity(volts, [_hit("Dielectric test of the controller: 1500 V.")]) is None


def test_asked_in_a_unit_wants_a_figure_in_it() -> None:
    question = "what kVA excitation transformer for the shunt set"
    named = _hit("(2) Check the excitation transformer output and the excitation power (3) supply.")
    assert missing_quantity(question, [named]) is not None
    rated = _hit("Excitation transformer: 3 kVA, 400/230 V.")
    assert missing_quantity(question, [rated]) is None
    # a table of the quantity gives it in the unit its header or a note declares
    dims = "controller box dims in mm?"
    drawing = _hit("Outline dimensions\nLabels: 304 205 175 Notes: Dimensions are in mm")
    assert missing_quantity(dims, [drawing]) is None
    # a spec line labels its figure with the quantity's name, unit or not
    spec = _hit("Physical characteristics\nWeight: 4.5kg\nDimension: 304 × 205 × 175")
    assert missing_quantity(dims, [spec]) is None


def test_a_question_picking_a_thing_is_not_declined_for_want_of_a_value() -> None:
    question = "a/c lab heaters, volts taken off which unit?"
    passage = _hit("Record the heater voltage. Both stations: use voltage from the A661 unit.")
    assert missing_quantity(question, [passage]) is None


LOGGER = (
    "The controller stores its settings in EEPROM. The fault log keeps the last 32 events, "
    "each with its time stamp. The dc link is smoothed by a capacitor."
)


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    import pymupdf

    path = tmp_path_factory.mktemp("pdf") / "controller-manual.pdf"
    doc = pymupdf.open()
    page = doc.new_page()
    y = _heading(page, 72, "4 Fault log and memory", 16)
    _para(page, y, LOGGER)
    doc.save(path)
    doc.close()
    yield from ingested(tmp_path_factory, "counts", [path])


def test_a_count_or_unit_the_manual_never_gives_is_declined_with_the_reason(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(engine, "how many eeprom writes is the controller good for")
    assert answer.declined
    assert "do not give how many eeprom writes" in answer.answer_text
    answer = ask_retrieval_only(
        engine, "what uF is the capacitor that smooths the controller dc link"
    )
    assert answer.declined
    assert "do not give a capacitance" in answer.answer_text
    # given: answered with the passage
    answer = ask_retrieval_only(engine, "how many events does the controller fault log keep")
    assert not answer.declined and "32 events" in answer.answer_text


def test_the_number_word_of_a_name_is_no_amount() -> None:
    question = "what kVA excitation transformer for the shunt set"
    spec = _hit("Excitation transformer input: 1 or three-phase power, 56 to 260Vac.")
    assert missing_quantity(question, [spec]) is not None


def test_a_serial_number_is_given_only_as_a_number_next_to_the_unit() -> None:
    question = "serial no of the vacuum unit fitted on our ship"
    form = _hit("When ordering spares, quote the vacuum unit type and Serial no.")
    assert missing_quantity(question, [form]) is not None
    plate = _hit("Name plate of the vacuum unit: Serial no. 2011-45873")
    assert missing_quantity(question, [plate]) is None


def test_a_dimension_is_given_for_the_part_named_before_it() -> None:
    question = "black impeller dia on the pump lab stations?"
    pipes = _hit("Pump lab: suction pipe I.D. = 1.85 inches and discharge pipe I.D. = 1.6 inches.")
    assert missing_quantity(question, [pipes]) is not None
    impeller = _hit("Pump lab: the black impeller has a diameter of 5.1 inches.")
    assert missing_quantity(question, [impeller]) is None
    # "overall" says which extent, not which part: the table of heights gives it
    overall = "overall height of the vacuum unit, mm"
    assert missing_quantity(overall, [_hit("Vacuum unit | Height H1: 1150 mm", "table")]) is None


def test_a_cutting_speed_typed_as_sfpm_is_given_only_for_the_metal_asked() -> None:
    assert _names("sfpm for roughing brass on the lathe") == ["a speed"]
    table = _hit(
        "Material: Aluminum | Roughing: 600 | Finishing: 1000\n"
        "Material: Steel | Roughing: 90 | Finishing: 100",
        "table",
        title="Table 3 Cutting speeds (sfpm)",
    )
    assert missing_quantity("sfpm for brass on the lathe", [table]) is not None
    assert missing_quantity("sfpm for steel roughing on the lathe", [table]) is None
