"""Declining a question that asks for an attribute the manuals describe the thing without
(a link's data rate, a pipe's roughness, a controller's gain), a flow in a unit typed anywhere,
a vacuum (a negative figure) the table does not give, and a count of things a drawing does
not show; and answering the same questions when the passages give them."""

from __future__ import annotations

from pathlib import Path

from engine.agent.evidence import missing_condition, missing_quantity
from engine.retrieval.conditions import asked_conditions
from engine.retrieval.counts import asked_counts, counted_on_drawing
from engine.store.base import KeywordRow
from engine.store.keyword import Fts5KeywordIndex
from engine.vocab.quantities import asked_of, asked_quantities
from tests.doubles.hits import make_hit

PORTS = make_hit(
    "The communication ports are RS232 (COM0), CAN (COM1) and RS485 (COM2). The CAN port "
    "links two units for a redundant configuration. The pin assignment of COM1 is planned later."
)
SERIAL = make_hit(
    "The RS485 (COM2) port gives MODBUS read access. Default baud rate: 19200 bps, slave "
    "address 1.",
    page=4,
)


def _names(question: str) -> list[str]:
    return [q.name for q in asked_quantities(question)]


def test_a_data_rate_roughness_or_gain_is_a_value_asked_for() -> None:
    assert _names("bit rate on the CAN com1 link between two units?") == ["a data rate"]
    assert _names("modbus baud rate?") == ["a data rate"]
    assert _names("what roughness do we use for the PEX tube") == ["a roughness"]
    assert _names("PSS gain settings for the controller?") == ["a gain"]
    # the gain tab of a program is a thing, not a value
    assert _names("gain tab of the config software - what sub parts has it got") == []


def test_a_data_rate_the_passages_do_not_give_for_the_asked_link_is_declined() -> None:
    asked = missing_quantity("bit rate on the CAN com1 link between two units?", [PORTS, SERIAL])
    assert asked is not None and asked.name == "a data rate"
    # the serial port's rate is given, next to its name: answered
    assert missing_quantity("modbus baud rate default for the rs485 port", [PORTS, SERIAL]) is None


def test_a_value_asked_after_a_verb_and_for_must_be_given_for_that_thing() -> None:
    assert asked_of("what roughness do we use for the PEX tube") == ["pex", "tube"]
    other_lab = make_hit(
        "Piping friction loss lab. Use a roughness height of 7e-6 ft for drawn tubing.", page=31
    )
    tube = make_hit("One 5 ft length of 1/4 in nominal I.D. PEX tubing with tee.", page=26)
    question = "low Re lab - what roughness do we use for the PEX tube"
    assert missing_quantity(question, [tube, other_lab]) is not None
    assert (
        missing_quantity("pipe friction lab - what roughness are we told to use", [other_lab])
        is None
    )
    # a unit's full stop does not end the sentence that goes on to say what it is for
    drawn = make_hit(
        "Use a kinematic viscosity of 1.08×10-5 ft2/s and a roughness height of 7×10-6 ft. for "
        "drawn tubing. Plot f against Re.",
        page=31,
    )
    asked = "what roughness do they give for drawn tubing in the friction lab"
    assert missing_quantity(asked, [drawn]) is None


def test_a_gain_needs_the_asked_function_named_next_to_it() -> None:
    gains = make_hit(
        "Table 4-1 Typical range of control gain. AVR KP 50 ... 400. AVR KI 5 ... 50.", page=69
    )
    assert missing_quantity("PSS gain settings?", [gains]) is not None
    assert missing_quantity("typical AVR gain KP range?", [gains]) is None


def test_a_compound_unit_typed_anywhere_asks_for_its_quantity() -> None:
    question = "how much cooling airflow m3/h does the controller need in the cubicle"
    assert _names(question) == ["a flow rate"]
    mounting = make_hit(
        "Keep 100 mm free above and below the controller for cooling air. Ambient 0 to 50 C."
    )
    assert missing_quantity(question, [mounting]) is not None
    fan = make_hit("Cubicle fan for the controller: cooling air flow 120 m3/h.")
    assert missing_quantity(question, [fan]) is None
    # a figure before it makes it a value typed, not a value asked; "L/H" may be a side
    assert _names("pump rated 25 m3/h at 3 bar") == []
    assert _names("L/H side valve") == []


def test_a_vacuum_typed_with_its_sign_is_its_own_condition() -> None:
    assert asked_conditions("fx 30 vac capacity at -0.5 bar") == ["30", "-0.5"]
    assert asked_conditions("4-20mA input at 100F") == ["100"]  # a range's dash is no sign
    table = make_hit(
        "9.2 Capacity\nUnit: FX 30 | Vacuum capacity (-0.3 bar): 8.5/10 m3/h | Fuse 0.5 A",
        kind="table",
        title="9.2 Capacity",
    )
    reason = missing_condition("fx 30 vac capacity at -0.5 bar", [table])
    assert reason is not None and "at -0.5 bar" in reason
    assert missing_condition("fx 30 vac capacity at -0.3 bar", [table]) is None


def test_a_drawing_counts_the_things_themselves_not_their_system() -> None:
    (count,) = asked_counts("how many mist nozzles on section S7")
    labels = "Water Mist Pump, Water Mist Section Valves S1 S7, Water Mist Accumulator"
    assert not counted_on_drawing(count, labels)
    assert counted_on_drawing(count, labels + ", Nozzle, Nozzle, Nozzle")
    (bottles,) = asked_counts("how many nitrogen bottles on the accumulator")
    assert counted_on_drawing(bottles, "No.2 Accumulator, 14x Nitrogen Cylinders")


K_TABLE = make_hit(
    "Resistance coefficients K for elbows\n"
    "90° regular | Nominal diameter, in Screwed 1: 1.5 | Nominal diameter, in Screwed 2: 0.95 | "
    "Nominal diameter, in Screwed 4: 0.64 | Nominal diameter, in Flanged 4: 0.30 | "
    "Nominal diameter, in Flanged 8: 0.26",
    kind="table",
    title="Resistance coefficients K",
    page=36,
)
LATHE = make_hit(
    "CARRIAGE\n7. Half nut lever for threading\n8. Thread dial tells when to engage the half nut",
    doc="b",
    page=16,
)


def test_a_size_a_table_gives_only_under_another_column_label_is_not_covered() -> None:
    reason = missing_condition("K for a regular 90 elbow, 8 inch screwed", [K_TABLE, LATHE])
    assert reason is not None and "at 8 inch" in reason
    # the same size where the table gives it, and a size given screwed: answered
    assert missing_condition("K for a regular 90 elbow, 8 inch flanged", [K_TABLE]) is None
    assert missing_condition("K for a regular 90 elbow, 4 inch screwed", [K_TABLE]) is None
    # a list's eighth item, or a figure in a passage about nothing else asked, is no 8 inch
    assert missing_condition("K for a regular 90 elbow, 8 inch screwed", [LATHE]) is not None
    fitting = make_hit("For an 8 inch screwed elbow use K = 0.9 (maker's data).", page=40)
    assert missing_condition("K for a regular 90 elbow, 8 inch screwed", [fitting]) is None


def test_a_drawing_label_naming_the_kind_of_dimension_is_not_the_asked_part() -> None:
    question = "PEX tube wall thickness in the low Re lab"
    opening = make_hit(
        "Illustration 4 Toilet opening\nLabels: Dimensions of the opening through the wall, "
        "Wall 300 mm, Beam 200 mm, Floor",
        kind="diagram",
        doc="b",
        page=45,
    )
    tubing = make_hit("One 5 ft length of 1/4 in nominal I.D. PEX tubing with tee.", page=26)
    asked = missing_quantity(question, [tubing, opening])
    assert asked is not None and asked.name == "a dimension"
    # a drawing that labels the asked tube's wall gives it
    tube = make_hit(
        "Illustration 7 Test section\nLabels: PEX tube, wall thickness 1.6 mm, I.D. 5.72 mm",
        kind="diagram",
        page=27,
    )
    assert missing_quantity(question, [tubing, tube]) is None


def test_a_number_designating_a_thing_is_given_only_next_to_its_name() -> None:
    from engine.retrieval.designations import asked_designations

    question = "lathe tailstock - what morse taper no."
    assert [q.name for q in asked_designations(question)] == ["a morse taper number"]
    # a place in the document or a part number is read elsewhere
    assert asked_designations("what page no. is the psych chart on") == []
    assert asked_designations("what part no. for the seal") == []
    # a frame number is a place along the hull, read off a plan's frame scale
    assert asked_designations("what frame no. is the ecr at on the 4th deck") == []
    listed = make_hit(
        "TAILSTOCK\n3. Set over set screws.\n4. Tapered spindle hole. (Morse Taper)\n"
        "5. Contains dead center or other tooling.",
        page=17,
    )
    spindle = make_hit("Spindle nose (three types): threaded, cam lock and long tapered key.")
    assert missing_quantity(question, [listed, spindle]) is not None
    spec = make_hit("Tailstock quill travel 120 mm, taper in quill: Morse Taper No. 3.", page=90)
    assert missing_quantity(question, [listed, spec]) is None


def test_two_values_offered_that_no_passage_writes_are_not_answered() -> None:
    from engine.agent.evidence import missing_choice
    from engine.retrieval.choices import offered_choice

    question = "what type thermocouple is in the calorimeter, K or T?"
    assert offered_choice(question) == ("K", "T")
    # units offered ask which unit; words are no values
    assert offered_choice("pump lab data file - torque logged in ft-lbf or Nm?") is None
    assert offered_choice("remote input, earthed or not?") is None
    lab = make_hit(
        "Calorimetry lab. 12. Monitor the thermocouple temperature. When it approaches 50 C, "
        "switch off the power supply. T1 is the water temperature.",
        page=7,
    )
    reason = missing_choice(question, [lab])
    assert reason is not None and "write neither “K” nor “T”" in reason
    typed = make_hit("The calorimeter has a type T thermocouple in the lid.", page=6)
    assert missing_choice(question, [lab, typed]) is None
    # a passage about something else writing "K" says nothing of the thermocouple
    kelvin = make_hit("Absolute temperature in K for the gas law.", page=11)
    assert missing_choice(question, [lab, kelvin]) is not None
    # the value joined to its word by a hyphen, as makers print it; a code ("T-1") is no value
    for text in ("A K-type thermocouple sits in the lid.", "Thermocouple (type-T) in the lid."):
        hyphened = make_hit(text, page=6)
        assert missing_choice(question, [lab, hyphened]) is None, text
    code = make_hit("Thermocouple connector T-1 on the lid.", page=6)
    assert missing_choice(question, [lab, code]) is not None


def test_a_data_rate_of_a_port_named_two_sentences_before_is_quoted() -> None:
    """A list of settings names the port in the sentences introducing the protocol ("... over
    RS485 (COM2) ports. The usable range is 1 through 247.") and gives its rate in the next
    item: asked by the port's name, the rate is the port's."""
    settings = make_hit(
        "MODBUS Device Address: Sets the MODBUS address used when the host controller accesses "
        "the unit over RS485 (COM2) ports. The usable range of the address is 1 through 247.\n"
        "MODBUS Baud Rate: Sets the MODBUS baud rate. The selectable values are 2400, 4800, "
        "9600 and 19200 [bps]\n",
        title="Configuration Tab",
        page=63,
    )
    for question in ("rs485 baud rate?", "com2 baud rate"):
        assert missing_quantity(question, [PORTS, settings]) is None, question
    # the CAN link's rate is still not given by it
    assert missing_quantity("bit rate on the CAN com1 link between two units?", [PORTS, settings])


def test_a_mass_flow_rate_gives_no_weight() -> None:
    """ "condensate mass flow rate" is a flow: the unit named two sentences before it, with a
    figure, is given no mass by it."""
    lab = make_hit(
        "C is 0.0504 for the A574 unit and 0.0517 for the A661 unit. Use Equation 1. "
        "Calculate the condensate mass flow rate from the volume collected.",
        title="Refrigeration Lab",
        page=21,
    )
    assert missing_quantity("what is the refrigerant mass for the hilton A574 unit", [lab])


def test_a_value_offered_that_the_library_writes_is_not_declined(tmp_path: Path) -> None:
    """ "is the avr rated IP20 or IP54?" when the first items miss the data sheet that writes
    "Protection class: IP20": a designation the library writes is a ranking miss, not a value
    the manuals lack. A one-letter type ("K or T") is written everywhere and is still checked
    on the items found only."""
    from engine.agent.evidence import missing_choice

    index = Fts5KeywordIndex(tmp_path / "keyword.sqlite")
    index.open()
    index.add([KeywordRow("text", "t1", "d1", "Weight: 4.5kg\nProtection class: IP20")])
    other = make_hit("The AVR regulates the generator voltage in AUTO mode.", page=26)
    try:
        assert missing_choice("is the avr rated IP20 or IP54?", [other], index) is None
        assert missing_choice("is the avr rated IP44 or IP54?", [other], index) is not None
        question = "what type thermocouple is in the avr, K or T?"
        assert missing_choice(question, [other], index) is not None
    finally:
        index.close()


def test_a_picture_table_gives_a_value_in_its_rows_not_in_its_labels() -> None:
    """A fault table that is a picture is indexed twice: as the drawing's labels (one item) and
    as the table read off it, row by row. The labels put the PT100's resistance beside the dump
    valve's name; the rows do not (stop 30, held31a pi-095; fails with
    tuning.QUANTITY_PICTURE_TABLE_ROWS off)."""
    labels = make_hit(
        "Labels: Tab. 6-1 Alarm and fault codes E-09 PT100 out of range Measure PT100: ~ 110 ohm "
        "at 25 °C E-10 DV-1 feedback not reached within 10 s Chk coil, limit switch",
        kind="diagram",
        ref="d:g000",
        page=7,
    )
    rows = make_hit(
        "Table\nCode: E-09 | Cause: PT100 out of range | Action: Measure PT100: ~ 110 ohm at "
        "25 °C\nCode: E-10 | Cause: DV-1 feedback not reached within 10 s | Action: Chk coil, "
        "limit switch",
        kind="table",
        ref="d:g000:t0",
        page=7,
    )
    asked = missing_quantity("DV-1 coil resistance ohms", [labels, rows])
    assert asked is not None and asked.name == "a resistance"
    assert missing_quantity("PT100 resistance at 25 C in ohms", [labels, rows]) is None
    # with no table read off the picture, its labels are all there is to read
    assert missing_quantity("DV-1 coil resistance ohms", [labels]) is None


def test_a_valves_kv_is_a_flow_coefficient_given_in_its_column() -> None:
    # "Kv" typed is a valve's flow coefficient or a kilovolt (stop 30, held31a pi-002)
    assert _names("Kv of the DN200 valve") == ["a voltage", "a flow coefficient"]
    assert _names("6.6 kv switchboard earthing procedure") == []
    sizes = make_hit(
        "Size: DN150 | Flow (m3/h): 160 | Kv (m3/h): 230\nSize: DN200 | Flow (m3/h): 280 | "
        "Kv (m3/h): 410",
        kind="table",
    )
    assert missing_quantity("Kv of the DN200 valve", [sizes]) is None


def test_a_figure_typed_as_a_tolerance_is_no_condition() -> None:
    # "+-5 deg" is a swing either side (stop 30, held31a pi-021; fails with
    # tuning.CONDITION_TOLERANCE off)
    assert asked_conditions("jw temp swinging +-5 deg, causes?") == []
    assert asked_conditions("temp hunting ±5 C") == []
    assert asked_conditions("swing of +/- 5 deg") == []
    assert asked_conditions("what happens at 5 bar") == ["5"]
