"""A settings or alarm table that declares its unit in a column header ("Delay (s)") or in a
"Unit" column ("Parameter | Unit | Min. | Max. | Setting") gives the values of its rows: a
question asking one of them in that unit is answered, not declined for want of the value. A
value the table does not give (a current in a table of delays and voltages) is still declined."""

from __future__ import annotations

import pytest

from engine.agent.evidence import missing_quantity
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.hits import make_hit
from tests.doubles.pdfs import _heading, _table

ALARMS = [
    ["Alarm", "Setpoint", "Delay (s)"],
    ["High oil temperature", "105 °C", "5"],
    ["Low oil temperature", "90 °C", "10"],
    ["High back pressure", "3.0 bar", "3"],
]
PROTECTION = [
    ["Parameter", "Unit", "Min.", "Max.", "Setting"],
    ["Overcurrent delay", "s", "0.1", "30", "5"],
    ["Reverse power", "%", "2", "20", "8"],
    ["Reverse power delay", "s", "1", "30", "10"],
    ["Undervoltage trip", "V", "300", "440", "360"],
]


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    import pymupdf

    path = tmp_path_factory.mktemp("pdf") / "separator-and-switchboard.pdf"
    doc = pymupdf.open()
    page = doc.new_page()
    y = _heading(page, 72, "3.3 Separator alarm settings", 14)
    _table(page, 72, y, [170, 110, 90], ALARMS)
    page = doc.new_page()
    y = _heading(page, 72, "8 Generator protection settings", 14)
    _table(page, 72, y, [170, 50, 60, 60, 70], PROTECTION)
    doc.save(path)
    doc.close()
    yield from ingested(tmp_path_factory, "unit-columns", [path])


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # a unit in the column header
        ("delay on the high back pressure alarm, seconds", "3"),
        ("separator high oil temp alarm delay in secs", "5"),
        # a parameter list's "Unit" column
        ("overcurrent trip delay in secs", "5"),
        ("reverse power delay, seconds?", "10"),
        ("reverse power, %?", "8"),
        ("undervoltage trip, volts?", "360"),
    ],
)
def test_a_value_under_a_unit_column_is_quoted(engine, question: str, value: str) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(engine, question)
    assert not answer.declined, answer.answer_text
    assert value in answer.answer_text


@pytest.mark.parametrize(
    "question",
    [
        "overcurrent trip setting amps",  # the table gives its delay, no current
        "generator reverse power trip current, A",
    ],
)
def test_a_quantity_the_unit_columns_do_not_give_is_still_declined(engine, question: str) -> None:  # type: ignore[no-untyped-def]
    assert ask_retrieval_only(engine, question).declined


def test_the_unit_of_a_header_or_unit_column_applies_to_the_figures_after_it() -> None:
    def row(text: str):  # type: ignore[no-untyped-def]
        return make_hit(text, title="Settings", kind="table")

    delay = "alarm delay, seconds?"
    assert missing_quantity(delay, [row("Alarm: High level | Delay (s): 3")]) is None
    assert missing_quantity(delay, [row("Alarm: High level | Unit: s | Setting: 3")]) is None
    # a unit column of another quantity gives no time
    assert missing_quantity(delay, [row("Alarm: High level | Unit: bar | Setting: 3")]) is not None
    # a head in feet is no length of a part: a pump curve gives no impeller diameter
    curve = row("Flow Q [gal/min]: 63.47 | Head H [ft]: 33.85")
    assert missing_quantity("pump impeller diameter in inches", [curve]) is not None
    assert missing_quantity("impeller dia", [row("Impeller: B | Dia. (in): 6.5")]) is None


def test_a_unit_column_after_the_figures_gives_them_in_its_unit() -> None:
    def row(text: str):  # type: ignore[no-untyped-def]
        return make_hit(text, title="2.2 Settings", kind="table")

    stop = row("Parameter: Discharge pump stop level | Value: 35 | Unit: %")
    assert missing_quantity("discharge pump stop level %", [stop]) is None
    air = row("Parameter: Air flow per blower | Value: 18 | Unit: m3/h")
    assert missing_quantity("air flow per blower, m3/h?", [air]) is None
    # the unit column says another quantity's unit: no pressure given
    assert missing_quantity("air flow per blower pressure in bar", [air]) is not None


SETTINGS = [
    ["Parameter", "Value", "Unit"],
    ["Dissolved oxygen in aeration tank", "2 - 3", "mg/l"],
    ["Air flow per blower", "18", "m3/h"],
    ["Discharge pump start level", "85", "%"],
    ["Discharge pump stop level", "35", "%"],
]


@pytest.fixture(scope="module")
def sewage_plant(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    import pymupdf

    path = tmp_path_factory.mktemp("pdf") / "sewage-plant.pdf"
    doc = pymupdf.open()
    page = doc.new_page()
    y = _heading(page, 72, "2.2 Settings of the sewage treatment plant", 14)
    _table(page, 72, y, [220, 80, 70], SETTINGS)
    doc.save(path)
    doc.close()
    yield from ingested(tmp_path_factory, "unit-last", [path])


def test_a_value_before_a_unit_column_is_quoted_and_another_unit_declined(sewage_plant) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(sewage_plant, "discharge pump stop level %")
    assert not answer.declined, answer.answer_text
    assert "35" in answer.answer_text
    answer = ask_retrieval_only(sewage_plant, "air flow per blower m3/h")
    assert not answer.declined and "18" in answer.answer_text
    # the table gives no pressure of the blower
    assert ask_retrieval_only(sewage_plant, "blower discharge pressure in bar").declined
