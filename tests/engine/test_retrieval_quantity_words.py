"""Quantities asked by words of the trade the vocabulary did not read: a refrigeration plant's
"superheat" and "subcooling" (temperature differences) and a "distance" between two parts. A
manual that gives none is not quoted as if it did; one that gives it is."""

from __future__ import annotations

import pytest

from engine.agent.evidence import missing_quantity
from engine.vocab.quantities import asked_quantities
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.hits import make_hit
from tests.doubles.pdfs import sectioned_pdf


@pytest.mark.parametrize(
    ("question", "quantity"),
    [
        ("what superheat is the expansion valve set to", "a temperature"),
        ("subcooling at the condenser outlet?", "a temperature"),
        ("distance between the tool rest and the wheel", "a dimension"),
        ("dry weight of the pump", "a weight"),
        ("superheat bit of the p-h chart, what are the lines", None),  # names a part of it
        # "press" typed for "pressure": the noun after a word, not the verb nor the machine
        # (the first three fail with vocab.quantities.PRESS_NOUN off; the rest guard the reading)
        ("accumulator precharge press", "a pressure"),
        ("main air comp cut in / cut out press?", "a pressure"),
        ("what press does the hoist brake open at", "a pressure"),
        ("press the reset button", None),
        ("which button to press?", None),
        ("drilling cast iron on the drill press, what speed", "a speed"),
        ("tags of the ballast tank press transmitters", None),  # names a thing, as "pressure" does
        # the instrument, not a unit the value is asked in (stop 29, held30b ph-009)
        ("whats in sect 6 of the torque meter manual", None),
        ("cable length meters?", "a dimension"),
    ],
)
def test_the_quantity_the_words_ask_for(question: str, quantity: str | None) -> None:
    names = [q.name for q in asked_quantities(question)]
    assert (names[0] if names else None) == quantity


def test_a_superheat_written_with_its_valve_is_given() -> None:
    plant = make_hit(
        "Thermostatic expansion valve TEV-2: static superheat set to 6 K at the factory.",
        title="4 Cargo hold evaporator",
        doc="reefer",
        page=22,
    )
    assert missing_quantity("what superheat is the TEV-2 expansion valve set to", [plant]) is None


@pytest.fixture(scope="module")
def lab_manual(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    path = sectioned_pdf(
        tmp_path_factory.mktemp("pdf") / "refrigeration-trainer.pdf",
        [
            (
                "4 Refrigeration trainer",
                "Record the expansion valve inlet and outlet temperatures and the evaporator "
                "pressure on the data sheet. The compressor discharge "
                "pressure is limited to 12 bar by the HP switch.",
            ),
            (
                "7 Technical data",
                "Trainer weight empty: 85 kg. Weight filled with R134a: 88 kg. Keep a distance "
                "of 500 mm between the condenser fan and the wall.",
            ),
        ],
    )
    yield from ingested(tmp_path_factory, "quantity-words", [path])


def test_a_press_no_page_gives_is_declined(lab_manual) -> None:  # type: ignore[no-untyped-def]
    """The manual places the condenser fan but gives it no pressure: "press" asks one."""
    answer = ask_retrieval_only(lab_manual, "condenser fan motor press")
    assert answer.declined and "pressure" in answer.answer_text


def test_a_superheat_no_page_gives_is_declined(lab_manual) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(
        lab_manual, "refrig trainer - what superheat is the expansion valve set to"
    )
    assert answer.declined and "temperature" in answer.answer_text


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("refrigeration trainer - weight empty?", "85 kg"),
        ("distance between the condenser fan and the wall", "500 mm"),
        ("trainer compressor discharge pressure limit", "12 bar"),
        ("trainer compressor discharge press limit", "12 bar"),
    ],
)
def test_the_quantities_the_manual_gives_are_quoted(lab_manual, question: str, quoted: str) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(lab_manual, question)
    assert not answer.declined and quoted in answer.answer_text


def test_a_modal_verb_ends_what_a_value_is_asked_of() -> None:
    """ "within how many secs should the fire alarm come up": no noun of the unit follows."""
    from engine.vocab.quantities import asked_of

    assert asked_of("within how many secs should the fire alarm come up") == []
    assert asked_of("how many litres of oil should the sump hold") == ["oil"]
    assert asked_of("what kVA excitation transformer do i need") == ["excitation", "transformer"]


def test_a_row_names_what_a_value_is_of_by_its_tag_or_initials() -> None:
    """ "max working pressure of heater vessel H1": the row naming "H1" gives it; "turbo lube
    oil press": the row writing "LO" gives it. A row of another thing still gives none."""
    data = make_hit(
        "Max. working press. | H1 | 6 bar\nLO inlet press., full load | 1.8-2.6 bar | 26-38 psi",
        kind="table",
        title="3.1 Technical data",
        doc="preheater",
        page=4,
    )
    assert missing_quantity("max working press of heater vessel H1", [data]) is None
    assert missing_quantity("turbo lube oil press in psi", [data]) is None
    assert missing_quantity("max working pressure of expansion tank T2", [data]) is not None
    assert missing_quantity("turbo fuel oil pressure", [data]) is not None


def test_can_and_may_end_what_a_value_is_asked_of() -> None:
    """ "how many hrs can we run on the bypass filter": "can" opens a clause as "should" does;
    the time is of no "run" (stop 29, held30a pg-007)."""
    from engine.vocab.quantities import asked_of

    assert asked_of("how many hrs can we run on the bypass filter only") == []
    assert asked_of("how many bar may the candles see") == []
    indicator = make_hit(
        "The indicator filter is not designed for continuous operation. Operation on the "
        "indicator filter is allowed max. 72 h.",
        title="4.3 Changeover to the bypass/indicator filter",
        doc="filter",
        page=6,
    )
    assert (
        missing_quantity("how many hrs can we run on the bypass filter only", [indicator]) is None
    )


def test_a_viscosity_and_resistances_in_spelled_out_units() -> None:
    """A fuel's or oil's viscosity is a quantity ("max oil viscosity in cSt"), not so the
    instrument or the grade; kilohms spelled out give a resistance (stop 29, held30a)."""
    names = [q.name for q in asked_quantities("whats the max oil viscosity in cSt it can handle")]
    assert names == ["a viscosity"]
    assert [q.name for q in asked_quantities("viscosity controller alarm list")] == []
    assert [q.name for q in asked_quantities("gear oil viscosity grade")] == ["a grade"]
    data = make_hit(
        "Oil viscosity: max. 700 cSt at 50 °C\nFiltration fineness: 25 µm",
        title="3 Technical data",
        doc="filter",
        page=5,
    )
    assert missing_quantity("max oil viscosity in cSt", [data]) is None
    assert missing_quantity("max fuel viscosity in cSt", [data]) is not None
    settings = make_hit(
        "Menu: 1.1 | Parameter: Set point 1 (ALERT) | Range: 5 - 2000 | Default: 150 | Unit: "
        "kilohm",
        kind="table",
        title="Table 4-1 Configuration parameters",
        doc="monitor",
        page=6,
    )
    assert missing_quantity("factory alert setpoint in kohm", [settings]) is None


def test_in_a_list_of_specification_lines_the_key_says_what_a_value_is_of() -> None:
    """ "weight of the DU-16 display unit": the list gives the junction box's weight under its
    own key, after a line naming the display unit; it gives no weight of the display unit. The
    list's heading still names what its entries are of (stop 29, held30a pg-086)."""
    specs = make_hit(
        "Supply voltage:\n24 V DC\nMax. cable length TJB-8 to DU-16:\n3280 ft (1000 m)\n"
        "Weight TJB-8:\n11 lb (5 kg)",
        title="3 SPECIFICATIONS",
        doc="egt",
        page=4,
    )
    assert missing_quantity("weight of the DU-16 display unit", [specs]) is not None
    assert missing_quantity("weight of the TJB-8", [specs]) is None
    inputs = make_hit(
        "Auxiliary Analogue (Remote Setpoint) Input\nVoltage input: ±10V\nCurrent input: 4 to "
        "20mA\nInput impedance: 100kΩ for voltage input, 150Ω for current input\nContactor "
        "(Digital) Input",
        title="Appendix C. Specification",
        doc="avr",
        page=116,
    )
    # a guard (passes with the reading off too): the heading over the list names the input
    assert missing_quantity("remote setpoint input ohms", [inputs]) is None


def test_a_variant_after_a_slash_is_given_only_where_it_is_written(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """ "ld-90/D heat recovery exchanger cleaning interval": the base model's maintenance plan
    gives no interval of the variant the manual leaves to a supplement (stop 29, held30b ph-010;
    fails with tuning.QUANTITY_VARIANT_WRITTEN off); a size the table writes gives its value."""
    from engine.retrieval import tuning

    plan = make_hit(
        "Work: Clean the heat exchanger of the rinse booster | Interval: weekly",
        kind="table",
        title="5.2 Plan of maintenance",
        doc="lavamar-ld90",
        page=7,
    )
    cover = make_hit(
        "The version LD-90/D with drain-water heat recovery has a separate supplement and is not "
        "covered by this manual.",
        title="LD-90 Hood-type dishwasher",
        doc="lavamar-ld90",
        page=2,
    )
    question = "ld-90/D heat exchanger cleaning interval"
    assert missing_quantity(question, [plan, cover]) is not None
    sizes = make_hit(
        "Size: AF-60/65 | Max. flow (m3/h): 65\nSize: AF-60/80 | Max. flow (m3/h): 80",
        kind="table",
        title="3.2 Sizes",
        doc="filtrex-af60",
        page=5,
    )
    assert missing_quantity("af-60/65 max flow rate m3/h", [sizes]) is None  # a guard
    monkeypatch.setattr(tuning, "QUANTITY_VARIANT_WRITTEN", False)
    assert missing_quantity(question, [plan, cover]) is None
