"""A manual's acronyms: the question types "OEL", the page that answers writes "over
excitation limiter"; what an acronym stands for is read from where the manual defines it."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.retrieval.acronyms import long_forms
from engine.store.base import KeywordRow
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.keywords import keyword_index
from tests.doubles.pdfs import _heading, _para


def test_an_acronym_stands_for_the_words_the_manual_defines_it_by(tmp_path: Path) -> None:
    index = keyword_index(
        tmp_path,
        [
            "Limiter functions. Over-excitation limiting (OEL) keeps the field current "
            "below the set level.",
            "The DFM (Diode Fault Monitor) alarms on an open rotating diode.",
            "The OEL levels are set on the limiter page. The DFM delay is 5 s.",
            "A PI controller having loop gain Kg, proportional (KP) and integral (KI) gains.",
            "Contacts: NO (normally opened). There is no fuse, no relay and no lamp; no reset "
            "is needed and no key.",
        ],
    )
    try:
        assert long_forms(index, "oel") == (("over", "excitation", "limiting"),)
        assert long_forms(index, "dfm") == (("diode", "fault", "monitor"),)
        # "Kg, proportional" is two words of a list, not one name
        assert long_forms(index, "kp") == ()
        # the manual writes "no" as a word far more often than as the contact's acronym
        assert long_forms(index, "no") == ()
        # a word no passage defines, and one too long to be an acronym
        assert long_forms(index, "fuse") == ()
        assert long_forms(index, "limiting") == ()
    finally:
        index.close()


PAGES = [
    (
        "3.1 Limiters",
        "The unit has an over excitation limiter (OEL) and an under excitation limiter (UEL). "
        "The OEL levels high, mid and low are set in the limiter tab of the setup software.",
    ),
    (
        "3.2 OEL settings",
        "OEL high level 160 % for 10 s, OEL mid level 120 % for 120 s, OEL low level 105 %. "
        "The OEL option selects off-line or on-line limiting. OEL reset is automatic.",
    ),
    (
        "3.3 UEL settings",
        "The UEL curve is set by five points. The UEL alarm delay is 2 s. The UEL option "
        "selects the curve or the fixed level. UEL reset is automatic.",
    ),
    (
        "3.4 FCR mode",
        "FCR regulation mode controls the excitation current by its setpoint and is used for "
        "commissioning. In this mode the over excitation limiter, the stator current limiter "
        "and the under excitation limiter are not enabled.",
    ),
    (
        "3.5 AVR mode",
        "AVR regulation mode controls the generator voltage by its setpoint with the PID "
        "gains KG, KP, KI and KD. Switching from FCR to AVR is bumpless.",
    ),
]


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    import pymupdf

    pdf = tmp_path_factory.mktemp("pdf") / "avr-manual.pdf"
    doc = pymupdf.open()
    for heading, text in PAGES:
        page = doc.new_page()
        _para(page, _heading(page, 72, heading, 16), text)
    doc.save(pdf)
    doc.close()
    yield from ingested(tmp_path_factory, "acronyms", [pdf])


def test_a_question_typing_the_acronym_finds_the_page_that_spells_it_out(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(engine, "does the oel still work when in fcr")
    assert not answer.declined
    assert answer.evidence[0].page == 4, [(h.page, h.title) for h in answer.evidence]


def test_acronyms_leave_with_their_manual_and_an_older_library_reads_them_once(
    tmp_path: Path,
) -> None:
    import sqlite3

    index = keyword_index(tmp_path, ["Over-excitation limiting (OEL) keeps the field current low."])
    index.add([KeywordRow("text", "u1", "d2", "The UEL (Under Excitation Limiter) is set here.")])
    index.close()
    # a library indexed before acronyms were kept: its passages are read for them at open
    with sqlite3.connect(tmp_path / "keyword.sqlite") as db:
        db.execute("DROP TABLE acronyms")
    index.open()
    try:
        assert index.acronym_forms("oel", 4) == [("over", "excitation", "limiting")]
        assert index.acronym_forms("uel", 4) == [("under", "excitation", "limiter")]
        index.delete_document("d2")
        assert index.acronym_forms("uel", 4) == []
        assert index.acronym_forms("oel", 4) != []
    finally:
        index.close()


# Makers spell their one product out and never define the initials engineers type for it
# ("FWG", "STP"): the engine-room acronyms of vocab.shorthand stand for the phrase the library
# prints, and for nothing where it prints none.
PLANT_PAGES = [
    (
        "1-1 Principle of operation",
        "The fresh water generator evaporates sea water under vacuum, heated by the main engine "
        "jacket cooling water. A vacuum of about 90 to 93 percent is kept by the combined brine "
        "and air ejector; at this vacuum the sea water boils at 40 to 60 degrees C.",
    ),
    (
        "2-3 Adjusting the capacity",
        "The output is adjusted with the jacket water bypass valve: more jacket water through "
        "the evaporator gives more distillate.",
    ),
    (
        "1.2 Technical data",
        "Sewage treatment plant BioMarin 40. Persons: 40. Hydraulic load: 3.2 m3/day. "
        "Aeration blowers: 2 x 1.1 kW. Discharge pump: 1.5 kW.",
    ),
    (
        "4.1 Blowers",
        "Clean the inlet filter of each blower every month and renew it every 2000 running "
        "hours. The blowers have sealed bearings.",
    ),
    (
        "5.3 Distillate cooler",
        "The plate heat exchanger cooling the distillate is opened and its plates cleaned when "
        "the distillate leaves it warmer than 45 degrees C.",
    ),
    (
        "6.1 Provision stores",
        "Switch on the crankcase heater of the refrigerating compressor 12 hours before the "
        "first start. Insulation resistance of the compressor motor: at least 1 megohm.",
    ),
]


@pytest.fixture(scope="module")
def plant(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    import pymupdf

    pdf = tmp_path_factory.mktemp("pdf") / "plant-manuals.pdf"
    doc = pymupdf.open()
    for heading, text in PLANT_PAGES:
        page = doc.new_page()
        _para(page, _heading(page, 72, heading, 16), text)
    doc.save(pdf)
    doc.close()
    yield from ingested(tmp_path_factory, "trade-acronyms", [pdf])


@pytest.mark.parametrize(
    ("question", "page"),
    [
        ("fwg vacuum % normal", 1),
        ("how to get more output from fwg", 2),
        ("what heats the FWG", 1),
        ("stp how many persons rated", 3),
        ("STP blower filter renewal hrs", 4),
    ],
)
def test_an_engine_room_acronym_finds_the_equipment_its_manual_spells_out(
    plant, question: str, page: int
) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(plant, question)
    assert not answer.declined, answer.answer_text
    assert page in [h.page for h in answer.evidence[:3]], [
        (h.page, h.title) for h in answer.evidence
    ]


@pytest.mark.parametrize(
    ("question", "page"),
    [
        ("when do i open up the phe for cleaning", 5),  # plate heat exchanger
        ("reefer heater", 6),  # refrigerating
        ("reefer heater hrs before start", 6),
        ("megger value of the motor", 6),  # insulation resistance
        ("compressor motor megger", 6),  # a guard: found before "megger" was read too
    ],
)
def test_the_trades_initials_and_slang_find_what_the_manual_spells_out(
    plant, question: str, page: int
) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(plant, question)
    assert not answer.declined, answer.answer_text
    assert page == answer.evidence[0].page, [(h.page, h.title) for h in answer.evidence]


def test_an_acronym_of_equipment_no_manual_prints_is_still_declined(plant) -> None:  # type: ignore[no-untyped-def]
    # "ballast water treatment" is printed nowhere: the initials stand for nothing here
    answer = ask_retrieval_only(plant, "bwts uv lamp replacement hours")
    assert answer.declined, answer.answer_text


def test_the_plural_of_initials_and_a_drawings_shorthand_stand_for_their_words() -> None:
    from engine.vocab.shorthand import shorthand_words, trade_acronym_forms

    assert ("manual", "call", "points") in trade_acronym_forms("mcps")
    assert ("manual", "call", "point") in trade_acronym_forms("MCPs")
    assert trade_acronym_forms("ahus")[-1] == ("air", "handling", "unit")
    assert shorthand_words("dwg") == ("drawing",)
    assert trade_acronym_forms("bus") == ()  # no initials' plural: "bu" is none
