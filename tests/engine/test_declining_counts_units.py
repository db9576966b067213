"""Declining a question that asks for a count, or for a quantity by the unit it types, when the
passages describe the thing but never give that number; and answering when they do."""

from __future__ import annotations

import pytest

from engine.agent.evidence import missing_quantity
from engine.retrieval.counts import asked_counts
from engine.vocab.quantities import asked_quantities
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.hits import make_hit
from tests.doubles.pdfs import sectioned_pdf

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


# The ways manuals write a count (review of the count rule): each answers its question.
COUNTS_WRITTEN = [
    (
        "how many studs hold the cylinder cover",
        "The cylinder cover is secured by eight studs and nuts.",
        "text",
    ),
    ("how many bolts hold the cover", "The cover is secured by eight bolts.", "text"),
    ("how many bolts hold the cover", "Tighten the twenty-four cover bolts crosswise.", "text"),
    ("how many impellers does the pump have", "Impeller | Qty | 4", "table"),
    ("how many impellers does the pump have", "Item 12 Impeller, Qty: 4", "text"),
    ("how many impellers does the pump have", "Impeller 4 off, bronze", "text"),
    ("how many springs are fitted", "Valve spring (x4), stainless", "text"),
    ("how many o-rings in the kit", "Seal kit contains: O-ring x 6, gasket x 2", "text"),
    ("how many o-rings in the kit", "O-ring 6 pcs", "text"),
    ("how many o-rings in the kit", "6 pcs O-ring", "text"),
    ("how many pistons", "Pistons (qty. 3)", "text"),
    ("how many cylinders does the engine have", "No. of cylinders ........ 6", "text"),
    ("how many cylinders does the engine have", "Number of cylinders 6", "table"),
    ("how many cylinders does the engine have", "Cylinders: 6", "text"),
    ("how many cylinders does the engine have", "Engine type 6L32, six-cylinder in-line", "text"),
    ("how many poles is the motor", "Motor: 4-pole, 11 kW", "text"),
    ("how many poles is the motor", "Number of poles: 4", "text"),
    ("how many cells", "24-cell battery", "text"),
    ("how many cells", "The battery has 24 cells of 2 V", "text"),
    ("how many plates in the cooler", "Plate count 85", "text"),
    ("how many plates in the cooler", "Number of plates: 85", "text"),
    ("how many bearings", "Bearings: two, ball type", "text"),
    ("how many batteries", "Batteries 2 x 12V", "text"),
    ("how many batteries", "2x12V batteries", "text"),
    ("how many burners does the boiler have", "The boiler has a single burner.", "text"),
    ("how many burners does the boiler have", "The boiler has two burners.", "text"),
    ("how many filters", "Fifteen filters", "text"),
    ("how many discs are in the bowl", "The disc stack consists of twelve discs.", "text"),
    ("how many fans", "Seventeen fans and a pair of blowers", "text"),
    ("how many starts per hour is the motor allowed", "Permissible starts per hour: 6", "text"),
    ("how many starts per hour", "Max. 6 starts/hour", "text"),
    (
        "how many nozzles per cylinder",
        "Each cylinder has one injector with 10 nozzle holes",
        "text",
    ),
    ("how many teeth on the gear", "Gear, z=32", "text"),
]


@pytest.mark.parametrize(("question", "passage", "kind"), COUNTS_WRITTEN)
def test_a_count_written_as_manuals_write_it_answers(
    question: str, passage: str, kind: str
) -> None:
    assert missing_quantity(question, [_hit(passage, kind=kind)]) is None


@pytest.mark.parametrize(
    ("question", "passage"),
    [
        # a figure of a name, an amount in a unit or a part number counts nothing
        ("how many pumps are there", "Start pump 2 from the local panel."),
        ("how many batteries", "Batteries 12V, lead acid"),
        ("how many controllers", "Turn off SW2 on the HDEC2000 controller."),
        ("how many cylinders", "Cylinder liner, part no. 5643-201"),
        ("how many trips does it keep", "Trip delay 0.5 s; trips latched until reset"),
    ],
)
def test_a_figure_that_is_no_count_does_not_answer(question: str, passage: str) -> None:
    assert missing_quantity(question, [_hit(passage)]) is not None


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
GENERATOR = "The emergency generator starts on blackout. Starting batteries 2 x 12V."


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    path = sectioned_pdf(
        tmp_path_factory.mktemp("pdf") / "controller-manual.pdf",
        [("4 Fault log and memory", LOGGER), ("5 Emergency generator", GENERATOR)],
        one_page=True,
    )
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
    # a count written as "2 x 12V": the 2 counts the batteries
    answer = ask_retrieval_only(engine, "how many starting batteries on the emergency generator")
    assert not answer.declined and "2 x 12V" in answer.answer_text


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


def test_a_number_word_is_an_amount_in_units_only_with_a_unit_after_it() -> None:
    air_gap = "air gap between rotor and stator on the motor, how many mm?"
    counted = _hit(
        "The two fields interact and cause the rotor to turn. To obtain maximum interaction "
        "between the fields, the air gap between the rotor and stator is very small."
    )
    assert missing_quantity(air_gap, [counted]) is not None
    assert (
        missing_quantity(air_gap, [_hit("The air gap between rotor and stator: 1.5 mm.")]) is None
    )
    # written out with its unit, a number word is the amount
    hose = "control hose between button and valve, max length in metres?"
    assert missing_quantity(hose, [_hit("The control hose length is up to five metres.")]) is None
    years = "motor bearings change interval, how many years?"
    assert missing_quantity(years, [_hit("Every five years: change the motor bearings.")]) is None


MOTOR = (
    "The induction motor has a stator and a rotor. The two fields interact and cause the rotor "
    "to turn. To obtain maximum interaction between the fields, the air gap between the rotor "
    "and stator is very small. Change the motor bearings every five years."
)


@pytest.fixture(scope="module")
def motor_manual(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    path = sectioned_pdf(
        tmp_path_factory.mktemp("pdf") / "motor-manual.pdf", [("4.8 Induction motors", MOTOR)]
    )
    yield from ingested(tmp_path_factory, "words", [path])


def test_a_value_in_units_the_manual_gives_only_in_words_is_declined(motor_manual) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(
        motor_manual, "air gap between rotor and stator on an induction motor, how many mm?"
    )
    assert answer.declined
    assert "do not give a dimension" in answer.answer_text
    # a number word with its unit is an amount: answered with the passage
    answer = ask_retrieval_only(
        motor_manual, "induction motor bearings, how many years between changes?"
    )
    assert not answer.declined and "every five years" in answer.answer_text


def test_milliseconds_typed_ask_a_time_given_in_ms_or_under_a_unit_column() -> None:
    question = "watchdog relay - how many ms of hung software before it trips"
    described = _hit(
        "The watchdog relay detects abnormal operation of the software and opens its contact."
    )
    assert missing_quantity(question, [described]) is not None
    assert (
        missing_quantity(
            question, [_hit("The watchdog relay trips when the software is hung for 500 ms.")]
        )
        is None
    )
    # a parameter list declares the unit in its own column
    row = _hit(
        "Parameter: AVR mode TH | Unit: ms | Min.: 1 | Max.: 99 | DFLT: 5 | "
        "Description: D-term sampling interval",
        kind="table",
    )
    assert missing_quantity("d-term sampling interval, ms?", [row]) is None


def test_a_parts_list_quantity_column_counts_the_part_its_row_names() -> None:
    def row(text: str):  # type: ignore[no-untyped-def]
        return make_hit(text, title="5 Spare parts", kind="table")

    coil = row(
        "Item: 3 | Part No.: NM-3105-118 | Description: Solenoid valve coil 24 V DC | Qty: 2"
    )
    assert missing_quantity("how many solenoid coils in the spares", [coil]) is None
    packing = row("No.: 6 | Name of part: Sight glass packing | Drawing No.: KFW-3015 | Q'ty: 4")
    assert missing_quantity("how many sight glass packings in spares", [packing]) is None
    # the quantity cell counts the row's part, not another's
    assert missing_quantity("how many O-rings in the spares", [coil, packing]) is not None


def test_a_parameter_lists_value_cell_counts_what_its_row_names() -> None:
    # stop 30 (held31b pj-034); fails with tuning.COUNT_VALUE_CELL off
    restarts = make_hit(
        "Parameter: P6.02 | Description: Auto restart attempts | Setting range: 0-5 | "
        "Default: 3 | Unit: -\nParameter: P6.03 | Description: Auto restart delay | Setting "
        "range: 1-60 | Default: 10 | Unit: s",
        title="Parameter list",
        kind="table",
    )
    assert missing_quantity("how many auto restart attempts default", [restarts]) is None
    # the value cell counts the row's thing only
    assert missing_quantity("how many fans in the drive", [restarts]) is not None


def test_a_part_number_in_groups_of_digits_is_a_part_number() -> None:
    def row(text: str):  # type: ignore[no-untyped-def]
        return make_hit(text, title="Parts list", kind="table")

    seal = row("Item: 2 | Part No.: NM-2210-004 | Description: Ram seal kit | Qty: 4")
    assert missing_quantity("part no for ram seal kit", [seal]) is None
    stator = row("Ref: 3 | Part number: HSS-3300-04 | Description: Stator, feed pump | Qty: 1")
    assert missing_quantity("feed pump stator p/n", [stator]) is None
    assert (
        missing_quantity("p/n of the pump shaft seal", [row("Pump shaft seal: 123-456-78")]) is None
    )
    # a range or a short code is no part number
    assert missing_quantity("part no for the thermometer", [row("Thermometer: 65-85")])
    assert missing_quantity("ram seal kit part number", [row("Ram seal kit | Item: 2")])


PARTS = [
    ["Item", "Part No.", "Description", "Qty"],
    ["1", "NM-4410-021", "Return filter element 10 micron", "2"],
    ["2", "NM-2210-004", "Ram seal kit", "4"],
    ["3", "NM-3105-118", "Solenoid valve coil 24 V DC", "2"],
]


@pytest.fixture(scope="module")
def parts_list(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    import pymupdf

    from tests.doubles.pdfs import _heading, _table

    path = tmp_path_factory.mktemp("pdf") / "steering-gear-spares.pdf"
    doc = pymupdf.open()
    page = doc.new_page()
    y = _heading(page, 72, "5 Spare parts of the steering gear", 14)
    _table(page, 72, y, [40, 100, 220, 40], PARTS)
    doc.save(path)
    doc.close()
    yield from ingested(tmp_path_factory, "parts-list", [path])


def test_a_parts_list_answers_part_numbers_and_quantities(parts_list) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(parts_list, "part no for ram seal kit")
    assert not answer.declined and "NM-2210-004" in answer.answer_text, answer.answer_text
    answer = ask_retrieval_only(parts_list, "how many solenoid coils in the steering gear spares")
    assert not answer.declined and "NM-3105-118" in answer.answer_text, answer.answer_text
    # a part the list does not hold is still declined
    assert ask_retrieval_only(parts_list, "how many pump shaft bearings in the spares").declined


DRILL_PRESS = (
    "Use drills properly sharpened to cut to the right size. Feed by hand: smaller drills such as "
    '1/8" use .001 to .002 inch per revolution (IPR); larger drills above 1/2 inch use .007 to '
    ".015 IPR. Clamp the work to the table."
)


@pytest.fixture(scope="module")
def drill_manual(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    path = sectioned_pdf(
        tmp_path_factory.mktemp("pdf") / "workshop-manual.pdf",
        [("3 Drill press safety", DRILL_PRESS)],
        one_page=True,
    )
    yield from ingested(tmp_path_factory, "drill", [path])


def test_a_unit_after_a_number_word_is_a_figure_given_not_asked(drill_manual) -> None:  # type: ignore[no-untyped-def]
    # "over half inch", "two hours": the unit gives a figure; typed alone it still asks
    assert _names("feed for the drills over half inch") == []
    assert _names("does it run for two hours?") == []
    assert _names("drill press spindle bore, inch?") == ["a dimension"]
    question = (
        "drill press - what feed per rev for a small 1/8 drill vs the big ones over half inch"
    )
    answer = ask_retrieval_only(drill_manual, question)
    assert not answer.declined, answer.answer_text
    assert ".007 to" in answer.answer_text
    # a dimension asked by its unit that the manual never gives stays declined
    assert ask_retrieval_only(drill_manual, "drill press spindle bore, inch?").declined
