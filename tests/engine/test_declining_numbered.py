"""A numbered thing beyond the ones the manuals have (valve S14 of S1-S12, room 5 of rooms 1-4,
version 1.30 after 1.21) is declined in retrieval-only mode, saying what the manuals have; the
members they do have, however typed, are answered. A small generated manual."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import _heading, _para

VALVES = (
    "The section valves S1-S12 isolate the water mist zones. Section valve S1 serves the galley "
    "on the 2nd deck and section valve S12 serves the car deck. Open the section valve only "
    "after the pump unit is running."
)
ROOMS = (
    "The main switchboard feeds Load Centre Room 1 and Load Centre Room 2 on the tank top. Load "
    "Centre Room 3 and Load Centre Room 4 are on the 4th deck, forward of the workshop. The air "
    "handling units stand in AHU Rm-1 and AHU Rm-2. The MGO Storage Tank 4P lies outboard of Load "
    "Centre Room 4."
)
MIST_PUMPS = (
    "The No.1 mist pump unit stands in Aux Machinery Room 2 and feeds the accommodation "
    "sections. The No.2 mist pump unit stands in Aux Machinery Room 3 and feeds the Ro-Ro deck."
)
TOILET = (
    "The Optima 5 toilet flushes with a jet in the water valve. Fit the longer jet for a longer "
    "flush of the Optima 5 bowl."
)
REVISIONS = (
    "Software revision history. Version 1.20: trend logging added. Version 1.21: bug fix of the "
    "alarm list display."
)
DOORS = (
    "The watertight doors WTD 1 to WTD 4 are closed from the bridge. The horn sounds for a time "
    "5 s before a door moves; WTD 1 and WTD 2 close in 30 s, WTD 3 and WTD 4 in 40 s."
)
HOODS = (
    "Galley hoods: KGH-400-12 and KGH-400-18 serve the pantries, KGH-400-24/30 the main galley. "
    "The extract airflow of each hood is set at commissioning."
)
ANODES = (
    "Set the anode current of each channel on the panel: Ch. 1 to Ch. 4 copper anodes 2,5 A, "
    "Ch. 5 and 6 aluminium anodes 1,0 A. Ch. 7 and 8 are used only with the cooler inlet box."
)

PROGRAMMES = (
    "Set the programme selector with the machine stopped. Prog. 1 full wash, one cycle 40 min; "
    "Prog. 2 fast wash 20 min; Prog. 3 deckhead 20 min; Prog. 4 bottom wash 18 min; Prog. 5 "
    "shadow areas 54 min."
)
FILTERS = (
    "The automatic filter is built in three sizes: AF-60/50 for 50 m3/h, AF-60/65 for 65 m3/h and "
    "AF-60/80 for 80 m3/h of lube oil at 40 cSt. The bypass valve is built in DN80 for 45 m3/h, "
    "DN100 for 70 m3/h and DN150 for 160 m3/h. The pump drives are frame sizes VF-55-022 to "
    "VF-55-075, 400-480 V supply."
)
ERRORS = (
    "Err 1: measuring leads open circuit. Err 2: earth connection broken, check both earth "
    "leads. If the display shows Err 3 during the test, the internal test resistor is faulty. "
    "Two insulation monitors must never be connected to one network: each reads the other's "
    "pulse and both show a false low value."
)


def _manual(path: Path) -> Path:
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page()
    y = _heading(page, 72, "1 Water mist section valves", 16)
    y = _para(page, y, VALVES)
    y = _heading(page, y + 20, "2 Load centre rooms", 16)
    y = _para(page, y, ROOMS)
    y = _heading(page, y + 20, "2.1 Mist pump units", 16)
    _para(page, y, MIST_PUMPS)
    page = doc.new_page()
    y = _heading(page, 72, "3 Vacuum toilet", 16)
    y = _para(page, y, TOILET)
    y = _heading(page, y + 20, "4 Monitoring software", 16)
    y = _para(page, y, REVISIONS)
    y = _heading(page, y + 20, "5 Watertight doors", 16)
    y = _para(page, y, DOORS)
    y = _heading(page, y + 20, "6 Galley hoods", 16)
    y = _para(page, y, HOODS)
    y = _heading(page, y + 20, "7 Marine growth prevention", 16)
    _para(page, y, ANODES)
    page = doc.new_page()
    y = _heading(page, 72, "8 Tank cleaning programmes", 16)
    y = _para(page, y, PROGRAMMES)
    y = _heading(page, y + 20, "9 Automatic filter sizes", 16)
    y = _para(page, y, FILTERS)
    y = _heading(page, y + 20, "10 Insulation monitor error codes", 16)
    _para(page, y, ERRORS)
    doc.save(path)
    doc.close()
    return path


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    pdf = _manual(tmp_path_factory.mktemp("pdf") / "ship-systems-manual.pdf")
    yield from ingested(tmp_path_factory, "numbered", [pdf])


ask = ask_retrieval_only


def test_a_tag_past_the_last_the_manuals_number_is_declined(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask(engine, "S14 section valve - which deck")
    assert answer.declined
    assert "number these S1 to S12; none mentions “S14”" in answer.answer_text
    # Inside the span the manual writes as a range, with or without leading zeros: answered.
    for question in ("S5 section valve - which deck", "section valve S05, which deck"):
        assert not ask(engine, question).declined, question
    answer = ask(engine, "S12 section valve - which deck")
    assert not answer.declined and "car deck" in answer.answer_text


def test_a_room_or_model_number_the_manuals_do_not_have_is_declined(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask(engine, "load centre room 5 whereabouts")
    assert answer.declined
    assert "room 1 to room 4" in answer.answer_text and "“room 5”" in answer.answer_text
    assert not ask(engine, "load centre room 3 whereabouts").declined
    # the room typed short ("rm"): the set is the one the word before it names
    answer = ask(engine, "load centre rm 5 whereabouts")
    assert answer.declined and "“rm 5”" in answer.answer_text
    # ... and one the manual has, typed short, is the manual's "Load Centre Room 3"
    answer = ask(engine, "load centre rm 3 whereabouts")
    assert not answer.declined and answer.evidence[0].title == "2 Load centre rooms"
    # a side letter after the number is part of it: "tk 4P" is the manual's "Storage Tank 4P"
    answer = ask(engine, "mgo storage tk 4P - what is inboard of it")
    assert not answer.declined and "Storage Tank 4P lies outboard" in answer.answer_text
    answer = ask(engine, "optima 3 toilet - which jet for a longer flush")
    assert answer.declined and "only optima 5" in answer.answer_text
    answer = ask(engine, "optima 5 toilet - which jet for a longer flush")
    assert not answer.declined and "longer jet" in answer.answer_text


def test_a_room_the_manuals_number_only_for_other_spaces_is_declined(engine) -> None:  # type: ignore[no-untyped-def]
    # "Room 1" is written (Load Centre Room 1), but the machinery rooms are 2 and 3 only
    answer = ask(engine, "mist pump unit in aux machinery room 1 - what does it feed")
    assert answer.declined
    assert "machinery room 2 to machinery room 3" in answer.answer_text
    assert "“machinery room 1”" in answer.answer_text
    for question in (
        "mist pump unit in aux machinery room 3 - what does it feed",
        # the room typed short, though the manual numbers "Rm-1", "Rm-2" of its own
        "mist pump in machinery rm 3, what does it feed",
        "load centre rm 4 - which deck",
        "load centre room 1 whereabouts",  # the other set numbered from 1
    ):
        assert not ask(engine, question).declined, question


def test_a_member_asked_after_the_quantity_is_read_without_it(engine) -> None:  # type: ignore[no-untyped-def]
    # "time" before "WTD 5" is the quantity asked, not a word of the door's name: that the
    # manual writes "time 5 s" (the horn) says nothing of a door 5
    answer = ask(engine, "closing time WTD 5")
    assert answer.declined and "wtd 1 to wtd 4" in answer.answer_text.lower()
    assert "“WTD 5”" in answer.answer_text
    answer = ask(engine, "closing time WTD 3")
    assert not answer.declined and "40 s" in answer.answer_text


def test_a_model_size_after_the_largest_the_manuals_list_is_declined(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask(engine, "KGH-400-36 hood extract airflow")
    assert answer.declined
    assert "KGH-400-12 to KGH-400-30; none mentions “KGH-400-36”" in answer.answer_text
    for question in ("KGH-400-24 hood extract airflow", "kgh-400-18 hood - which galley"):
        assert not ask(engine, question).declined, question


def test_a_model_size_after_a_slash_beyond_the_listed_ones_is_declined(engine) -> None:  # type: ignore[no-untyped-def]
    # a maker's sizes written after a slash (stop 29, held30a pg-021); fails with
    # tuning.NUMBERED_SLASH_VARIANTS off
    answer = ask(engine, "max flow of the af-60/100")
    assert answer.declined
    assert "AF-60/50 to AF-60/80; none mentions “af-60/100”" in answer.answer_text
    answer = ask(engine, "af-60/65 filter - max flow")
    assert not answer.declined and "65 m3/h" in answer.answer_text


def test_a_nominal_size_past_the_listed_ones_is_declined(engine) -> None:  # type: ignore[no-untyped-def]
    # stop 30 (held31a pi-086); fails with tuning.NUMBERED_SIZES off
    answer = ask(engine, "bypass valve flow for a DN250")
    assert answer.declined
    assert "DN80 to DN150; none mentions “DN250”" in answer.answer_text
    answer = ask(engine, "bypass valve flow for a DN100")
    assert not answer.declined and "70 m3/h" in answer.answer_text


def test_a_list_of_sizes_ends_before_an_amount(engine) -> None:  # type: ignore[no-untyped-def]
    # "400-480 V" after the sizes are volts, not sizes (stop 30, held31b pj-093; fails with
    # tuning.NUMBERED_LIST_AMOUNTS off)
    answer = ask(engine, "rated current of the VF-55-090 pump drive")
    assert answer.declined and "VF-55-22 to VF-55-75" in answer.answer_text


def test_a_verb_before_a_name_and_number_names_no_set(engine) -> None:  # type: ignore[no-untyped-def]
    # "display shows Err 3" is written, "Err 2" too: "shows" names no set "shows Err" of which
    # Err 2 lies before the first (stop 29, held30a pg-050; fails with
    # tuning.NUMBERED_S_FORM_BEFORE off)
    answer = ask(engine, "monitor shows Err 2 whats wrong")
    assert not answer.declined and "earth connection broken" in answer.answer_text
    # a verb and how many ("fit 2 ... monitors") is no tag "FIT 2" no manual mentions (fails
    # with tuning.NAME_COUNT_AFTER off)
    answer = ask(engine, "can we fit 2 insulation monitors on one network")
    assert not answer.declined and "false low value" in answer.answer_text


def test_a_version_after_the_last_one_written_is_declined(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask(engine, "monitoring software revision v1.30 - what was added")
    assert answer.declined and "version 1.20 to version 1.21" in answer.answer_text
    answer = ask(engine, "monitoring software revision v1.21 - what was fixed")
    assert not answer.declined and "alarm list" in answer.answer_text


def test_numbers_that_are_values_or_document_parts_are_not_members() -> None:
    from engine.retrieval.numbered import numbered_things

    # a figure with its unit, a page or chapter, a step: not a member of a set
    assert numbered_things("room temp 45 C, see page 12, ch 3 step 4") == []
    assert numbered_things("torque for the M12 bolts of the flange, SAE 40 oil") == []
    # ... but a nominal size is one of the sizes a maker lists (tuning.NUMBERED_SIZES)
    assert [t.surface for t in numbered_things("M12 bolts of flange DN50")] == ["DN50"]
    typed = [t.surface for t in numbered_things("S24 valve in load centre rm 5, fw v1.30")]
    assert typed == ["v1.30", "S24", "rm 5"]
    # a number with a measured unit after it is an amount, however the unit is spelt: "takes 12"
    # is no member of a set the library writes "takes 38", "takes 100" of
    for question in (
        "separator takes 12 min to get up to speed",
        "compressor runs 3 hrs then trips",
        "purifier bowl stops 20 sec after the motor",
        "pump delivers 40 m3/h only",
    ):
        assert numbered_things(question) == [], question
    # a member named before a word that is no unit stays one
    typed = [t.surface for t in numbered_things("is room 5 in the plan, optima 3 spares")]
    assert typed == ["room 5", "optima 3"]


def test_a_number_after_a_quantitys_name_is_its_value() -> None:
    from engine.retrieval.absent import named_things
    from engine.retrieval.numbered import numbered_things

    # "density 900" is an oil's density, "temp 90" a temperature: no member of a set the
    # library numbers ("Density at 15 °C: 991"), no model no manual names (stop 22)
    for question in (
        "which gravity disc for oil density 900 at 90C sep temp",
        "jacket water temp 90 normal?",
        "fuel visc 380 what heater setting",
    ):
        assert numbered_things(question) == [], question
        assert named_things(question) == [], question
    assert [t.surface for t in numbered_things("pump 2 wont start")] == ["pump 2"]
    assert named_things("FX 90 weight") == ["FX 90"]


def test_a_channel_past_those_a_panel_numbers_short_is_declined(engine) -> None:  # type: ignore[no-untyped-def]
    # the manual numbers its channels "Ch. 1" to "Ch. 8" only, never "channel"
    answer = ask(engine, "mgps channel 9 set current")
    assert answer.declined and "“channel 9”" in answer.answer_text
    answer = ask(engine, "mgps channel 6 set current")
    assert not answer.declined and "1,0 A" in answer.answer_text


def test_a_programme_past_those_a_selector_numbers_short_is_declined(engine) -> None:  # type: ignore[no-untyped-def]
    # the manual writes "Prog. 1" to "Prog. 5", never "program"
    answer = ask(engine, "tank cleaning program 6 cycle time")
    assert answer.declined and "“program 6”" in answer.answer_text
    answer = ask(engine, "tank cleaning program 4 cycle time")
    assert not answer.declined and "18 min" in answer.answer_text
