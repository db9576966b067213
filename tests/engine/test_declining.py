"""Declining in retrieval-only mode when the manuals do not hold what is asked, appendices
opened like chapters, and abbreviated question words, on a small generated manual."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import _heading, _para

PUMP = (
    "The feed pump P02 takes fresh water from the hydrophore tank and delivers it to the boiler "
    "at a discharge pressure of 6 bar. Check the pump bearings every month."
)
COVER = (
    "Remove the inspection cover of the hydrophore tank before cleaning. Tighten the cover bolts "
    "to 25 Nm in a crosswise order."
)
SPARES = (
    "Order spare parts from the maker with the serial number of the unit. Gasket set for the "
    "feed pump: part number 6561001."
)
DATA = "Rated voltage 440 V. Rated power 5.5 kW. Mass 120 kg."
ESCAPE = (
    "Escape routes on the 2nd deck: the EEBD lockers stand at the engine control room door and "
    "at the foot of the stairway to the muster station."
)


def _manual(path: Path) -> Path:
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page()
    y = _heading(page, 72, "1 Feed pump", 16)
    y = _para(page, y, PUMP)
    y = _heading(page, y + 20, "2 Hydrophore tank cover", 16)
    _para(page, y, COVER)
    page = doc.new_page()
    y = _heading(page, 72, "Appendix A Spare parts", 16)
    _para(page, y, SPARES)
    page = doc.new_page()
    y = _heading(page, 72, "Appendix B Technical data", 16)
    _para(page, y, DATA)
    page = doc.new_page()
    y = _heading(page, 72, "3 Escape routes", 16)
    _para(page, y, ESCAPE)
    doc.save(path)
    doc.close()
    return path


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    pdf = _manual(tmp_path_factory.mktemp("pdf") / "feed-water-manual.pdf")
    yield from ingested(tmp_path_factory, "declining", [pdf])


ask = ask_retrieval_only


def test_a_model_or_part_no_manual_mentions_is_declined_with_its_name(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask(engine, "discharge pressure of the feed pump P07")
    assert answer.declined
    assert "None of the manuals in the library mentions “P07”" in answer.answer_text
    for question in ("what is the R404A charge of the feed pump", "feed pump part 9912345"):
        assert ask(engine, question).declined, question
    # A number of the maker's own numbering (656xxxx) may be in a list the reading missed.
    assert not ask(engine, "feed pump gasket part 6561999").declined
    # The same pump by its own tag, written the ways engineers write it, is answered.
    for question in ("discharge pressure of the feed pump P02", "feed pump p 2 pressure?"):
        answer = ask(engine, question)
        assert not answer.declined, question
        assert "6 bar" in answer.answer_text


def test_a_value_given_for_other_equipment_is_not_an_answer(engine) -> None:  # type: ignore[no-untyped-def]
    # The manual gives a torque, but for the tank cover bolts, not for the pump.
    answer = ask(engine, "tightening torque of the feed pump P02 bearings")
    assert answer.declined
    assert "do not give a torque of what it asks about" in answer.answer_text
    assert "feed-water-manual.pdf p. 1" in answer.answer_text
    # Asked of what it is given for: answered with the value.
    answer = ask(engine, "tightening torque for the hydrophore tank cover bolts")
    assert not answer.declined and "Tighten the cover bolts to 25" in answer.answer_text


def test_a_value_must_be_given_for_what_the_question_says_it_is_of(engine) -> None:  # type: ignore[no-untyped-def]
    # "discharge pressure" is given, but for the feed pump: the EEBD locker is named elsewhere.
    answer = ask(engine, "discharge pressure of the EEBD lockers")
    assert answer.declined
    assert "do not give a pressure of what it asks about" in answer.answer_text
    answer = ask(engine, "discharge pressure of the boiler feed pump")
    assert not answer.declined and "6 bar" in answer.answer_text


def test_passages_about_another_deck_do_not_answer_for_the_asked_one(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask(engine, "where are the EEBDs on the 3rd deck")
    assert answer.declined
    assert "are about the 2nd deck, not the 3rd deck" in answer.answer_text
    answer = ask(engine, "where are the EEBD lockers on the 2nd deck")
    assert not answer.declined and "engine control room door" in answer.answer_text


def test_an_appendix_is_opened_like_a_chapter(engine) -> None:  # type: ignore[no-untyped-def]
    for question in ("whats in appendix B", "app. B headings", "the technical data appendix"):
        answer = ask(engine, question)
        assert not answer.declined, question
        assert answer.intent == "mixed", question
        first = answer.evidence[0]
        assert first.title.startswith("Appendix B Technical data"), question
        assert first.page == 3 and "section" in first.sources, question
    opened = [c for c in ask(engine, "appendix a").tool_calls if c.name == "section_lookup"]
    assert opened and opened[0].args == {"appendix": "A"} and opened[0].count >= 1


def test_an_abbreviated_word_finds_what_it_stands_for(engine) -> None:  # type: ignore[no-untyped-def]
    from engine.retrieval.hybrid import query_terms

    terms = query_terms(engine.library, "hydro tank cvr bolts - tightening?")
    # "tightening" is found as the manual's "Tighten" (hybrid.inflections)
    assert terms.expansions == {"hydro": ("hydrophore",), "tightening": ("tighten",)}
    answer = ask(engine, "hydro tank cvr bolts - tightening?")
    assert answer.evidence[0].title == "2 Hydrophore tank cover"
    # A word that is not short for anything in the manual is left alone.
    assert query_terms(engine.library, "feed pump bearings check").expansions == {}
    # an abbreviation typed in the plural ("dims", "specs") stands for the same words
    assert query_terms(engine.library, "hydros cvr").expansions == {"hydros": ("hydrophore",)}


def test_a_word_the_manual_writes_in_another_form_is_not_absent(engine) -> None:  # type: ignore[no-untyped-def]
    from engine.retrieval.hybrid import query_terms

    # "tanks", "checking": the manual writes "tank", "check"; "stepper" is not a "step".
    terms = query_terms(engine.library, "hydrophore tanks checking")
    assert terms.expansions == {"tanks": ("tank",), "checking": ("check",)}
    assert terms.absent == 0.0
    terms = query_terms(engine.library, "stepper pump")
    assert "stepper" not in terms.expansions and terms.absent > 0.5


@pytest.mark.parametrize(
    ("question", "found"),
    [
        ("appendix C headings", ["C"]),
        ("whats in app. B", ["B"]),
        ("annex 2 list", ["2"]),
        ("appendix c. specs", ["C"]),
        ("use the app a lot", []),
        ("apps for the pump", []),
    ],
)
def test_appendices_are_read_the_way_engineers_write_them(question: str, found: list[str]) -> None:
    from engine.agent.structure import appendices

    assert appendices(question) == found


@pytest.mark.parametrize(
    ("question", "names"),
    [
        ("p-h chart for R404A", ["R404A"]),
        ("weight of the FX 90", ["FX 90"]),
        ("whats in install kit 6560986", ["6560986"]),
        ("list the subsections in ch 3", []),
        ("free space 100mm round the unit, above 60C?", []),
        ("2.2/2.6 kW motor on deck 3", []),
        ("torque for the M12 bolts of motor M01", ["M01"]),
        # a word and what it runs at, not a model
        ("ship gens 450v 3ph but the kit runs on single phase", []),
        ("stamford MX341 avr and basler DECS-250", ["MX341", "DECS-250"]),
        # a page is "p45" or "p 45"; a page's letter hyphened to a number is a tag or parameter
        ("what does p45 say about the seal", []),
        ("what is parameter P-19 on the viscon", ["P-19"]),
        ("seal S-2 ring replacement", ["S-2"]),
    ],
)
def test_names_in_a_question_are_models_tags_and_part_numbers(
    question: str, names: list[str]
) -> None:
    from engine.retrieval.absent import named_things

    assert named_things(question) == names


@pytest.mark.parametrize(
    ("text", "size", "page_body", "heading"),
    [
        ("APPENDIX B", 14.0, 10.0, True),
        ("Appendix C Specification", 12.0, 10.0, True),
        ("APPENDIX 1", 8.0, 6.0, False),  # a bold chart caption on a page of tiny labels
        ("Appendix C lists the terminal data.", 10.0, 10.0, False),  # a sentence, not bold
    ],
)
def test_appendix_headings_are_found_but_captions_are_not(
    text: str, size: float, page_body: float, heading: bool
) -> None:
    from engine.ingest.sections import heading_of
    from engine.types import TextLine

    line = TextLine(text, 1, (50.0, 50.0, 400.0, 70.0), size=size, bold=size > 10.0 or size == 8.0)
    found = heading_of(line, body_size=page_body, doc_body_size=10.0)
    assert (found == ("", text, 1)) is heading


def test_a_short_tag_counts_as_mentioned_only_where_it_is_written_as_one(tmp_path: Path) -> None:
    """ "V004" is not in a terminal list that reads "V+ | 4" (the tokens "v 4" are in any wiring
    table); "V7" written "V-7" and "P2" written "P 02" are mentioned."""
    from engine.retrieval.absent import absent_names
    from engine.store.base import KeywordRow
    from engine.store.keyword import Fts5KeywordIndex

    index = Fts5KeywordIndex(tmp_path / "keyword.sqlite")
    index.open()
    index.add(
        [
            KeywordRow("table", "t1", "d1", "Connections\nI + | 1\nV+ | 4\nV - | 5\nGND | 3"),
            KeywordRow("text", "c1", "d1", "Valve V-7 drains the tank. Pump P 02 feeds it."),
        ]
    )
    assert absent_names("V004 on the P&ID - what valve is that", index) == ["V004"]
    assert absent_names("what does V7 do", index) == []
    assert absent_names("where is v007", index) == []
    assert absent_names("pump P2 flow", index) == []
    index.close()


def test_how_heavy_is_looked_for_as_the_quantity_the_manual_names(engine) -> None:  # type: ignore[no-untyped-def]
    from engine.retrieval.hybrid import query_terms

    # The manual prints "Mass 120 kg"; "weight" is in no passage, so only "mass" is searched.
    terms = query_terms(engine.library, "how heavy is the pump")
    assert terms.expansions["heavy"] == ("mass",)
    assert terms.absent == 0.0


def test_a_short_word_is_found_spelled_out_with_full_stops(tmp_path: Path) -> None:
    from types import SimpleNamespace

    from engine.retrieval.hybrid import coverage, query_terms
    from engine.store.base import KeywordRow
    from engine.store.keyword import Fts5KeywordIndex

    index = Fts5KeywordIndex(tmp_path / "keyword.sqlite")
    index.open()
    text = "Note that the actual I.D. of the pipe is 5.72 mm."
    index.add([KeywordRow("text", "c1", "d1", text), KeywordRow("text", "c2", "d1", "pipe run")])
    library = SimpleNamespace(keywords=index)
    terms = query_terms(library, "pipe ID")  # type: ignore[arg-type]
    assert terms.spelled == {"id": ("i", "d")}
    assert coverage(terms, text) == 1.0
    assert coverage(terms, "pipe run") < 1.0
    # A number typed glued to its unit, printed apart in the manual: found, and not absent.
    index.add([KeywordRow("text", "c3", "d1", "Derate the output above 60 °C ambient.")])
    terms = query_terms(library, "output above 60C")  # type: ignore[arg-type]
    assert terms.spelled == {"60c": ("60", "c")} and terms.absent == 0.0
    assert coverage(terms, "Derate the output above 60 °C ambient.") == 1.0
    index.close()


def test_a_two_letter_shorthand_the_manuals_never_use_is_not_a_missing_thing(engine) -> None:  # type: ignore[no-untyped-def]
    # "tk" (tank) is the engineer's shorthand; it must not make the question look like one about
    # something the library lacks
    answer = ask(engine, "hydrophore tk cover bolts torque")
    assert not answer.declined
    assert "Tighten the cover bolts to 25" in answer.answer_text
