"""Declining a value or a procedure asked of one thing when the manuals give it only for another:
"paring disc nut torque hsx-20" and "v-belt tension main separator" (a model code or the word
telling which machine, after the quantity, is the equipment, not a "torque <thing>"), "fwg
bearing grease interval" (the initials name the fresh water generator's manual; the separator's
manual greases its own bearings), "hsx-20 discharge pressure" (the code names the separator's
manual, which gives no pressure; the generator's pump has one), "flash point of the fwg
cleaning acid" (no flash point printed), "salinometer calibration procedure" where only the
level switch is calibrated. Two generated manuals of other makers, so nothing is read off the
corpus's wording."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.retrieval.procedure import acted_on
from engine.vocab.quantities import asked_quantities
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import _heading, _para, _table


@pytest.mark.parametrize(
    ("action", "question", "thing"),
    [
        ("calibration", "rudder angle indicator calibration procedure", "indicator"),
        ("calibration", "salinometer calibration procedure steps", "salinometer"),
        ("replacement", "fuel pump replacement procedure", "pump"),
        ("overhaul", "steps to overhaul the feed pump", "pump"),  # after the action, as before
    ],
)
def test_an_action_named_as_a_noun_is_done_to_the_word_before_it(
    action: str, question: str, thing: str
) -> None:
    assert acted_on(action, question) == thing


@pytest.mark.parametrize(
    "question",
    [
        "paring disc nut torque csx-40",
        "distillate pump discharge pressure fwg",
        "v-belt tension main air compressor",
        "flash point of the steering gear hydraulic oil",
    ],
)
def test_a_model_code_or_initials_after_a_quantity_name_the_equipment(question: str) -> None:
    assert asked_quantities(question)


def test_a_noun_after_a_quantity_still_names_a_thing() -> None:
    assert not asked_quantities("where is the pressure gauge fitted")


def _manual(path: Path, title: str, parts: list[tuple[str, str | list[list[str]]]]) -> Path:
    import pymupdf

    doc = pymupdf.open()
    for at, (heading, body) in enumerate(parts):
        page = doc.new_page()
        y = _heading(page, 60, title, 14) if at == 0 else 60.0
        y = _heading(page, y, heading, 12)
        if isinstance(body, str):
            _para(page, y, body)
        else:
            _table(page, 72, y, [220, 120, 120], body)
    doc.save(path)
    doc.close()
    return path


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    folder = tmp_path_factory.mktemp("pdf")
    generator = _manual(
        folder / "kaiyo-kw-15-fresh-water-generator.pdf",
        "KAIYO KW-15 FRESH WATER GENERATOR - INSTRUCTION MANUAL",
        [
            (
                "3-3 Maintenance intervals",
                [
                    ["Item", "Interval (months)", "Work"],
                    ["Evaporator plates", "6", "Acid cleaning"],
                    ["Ejector pump mechanical seal", "24", "Renew"],
                    ["Salinometer cell", "3", "Clean electrodes"],
                ],
            ),
            (
                "2-4 Salinometer",
                "The salinometer measures the salinity of the distillate. When the salinity "
                "exceeds the set point of 4 ppm, an alarm is given and the dump valve returns "
                "the distillate to the evaporator. The discharge pressure of the ejector pump is "
                "0.4 MPa.",
            ),
            (
                "3-5 Level switch",
                "1. Drain the distillate tank and calibrate the level switch at the low mark. "
                "2. Fill the tank to the high mark and calibrate the level switch again. "
                "3. Record the calibration of the level switch in the log.",
            ),
        ],
    )
    separator = _manual(
        folder / "norsep-hsx20-oil-separator.pdf",
        "NORSEP HSX20 SELF-CLEANING OIL SEPARATOR",
        [
            (
                "5.6 Tightening torques",
                [
                    ["Joint", "Thread", "Torque (Nm)"],
                    ["Frame cover screws", "M10", "45"],
                    ["Motor foot bolts", "M16", "180"],
                ],
            ),
            (
                "5.2 Motor",
                "Grease the motor bearings every 3 months with 20 g of lithium grease. "
                "The motor is rated 7.5 kW at 1450 rpm. Fill the gearbox with ISO VG 220 gear "
                "oil (flash point 230 °C).",
            ),
        ],
    )
    yield from ingested(tmp_path_factory, "things-named", [generator, separator])


ask = ask_retrieval_only


@pytest.mark.parametrize(
    "question",
    [
        "paring disc nut torque hsx-20",  # torques of the cover screws and foot bolts only
        "fwg bearing grease interval",  # the bearings greased are the separator's
        "v-belt tension main separator",  # no belt tension given
        "flash point of the fwg cleaning acid",  # the separator's gear oil has one
        "hsx-20 discharge pressure",  # the code names the separator's manual: no pressure there
        "salinometer calibration procedure",  # only the level switch is calibrated
    ],
)
def test_a_value_or_steps_of_a_thing_the_manual_gives_only_for_others_is_declined(
    engine,  # type: ignore[no-untyped-def]
    question: str,
) -> None:
    assert ask(engine, question).declined, question


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("motor foot bolt torque hsx-20", "180"),
        ("fwg ejector pump seal interval", "Ejector pump mechanical seal"),
        ("evaporator plates cleaning interval", "Evaporator plates"),
        ("hsx-20 motor bearing grease interval", "every 3 months"),
        ("bearing grease interval main separator", "every 3 months"),
        ("flash point of the gear oil hsx-20", "230"),
        ("hsx-20 motor speed", "1450 rpm"),
        ("fwg ejector pump discharge pressure", "0.4 MPa"),
        ("level switch calibration procedure", "low mark"),
        ("salinometer cell cleaning interval", "Salinometer cell"),
    ],
)
def test_the_same_asked_of_the_thing_the_manual_gives_it_for_is_quoted(
    engine,  # type: ignore[no-untyped-def]
    question: str,
    quoted: str,
) -> None:
    answer = ask(engine, question)
    assert not answer.declined, question
    assert quoted in answer.answer_text, question
