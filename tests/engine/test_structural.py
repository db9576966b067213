"""Structural questions on a small generated manual: "list the tables in sec 2" answers with the
section's own tables in the manual's order, each cited on its page."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.api import Engine
from engine.config import EngineConfig
from tests.conftest import ask_retrieval_only, drain, ingested
from tests.doubles.pdfs import _heading, _para, _table

INTRO = (
    "This manual describes the feed water unit: its configuration, its monitoring and its "
    "maintenance. Read the safety chapter before working on the unit."
)
SETUP = (
    "Set up the controller from the service laptop. The gains below are the defaults; change "
    "them only after a load test with the chief engineer present."
)
MONITOR = (
    "The monitoring page shows the alarms raised by the controller. Acknowledge each alarm "
    "on the panel after the cause has been cleared."
)
CLEAN = "Clean the strainer every 500 running hours and replace the gasket at each opening."


def _manual(path: Path) -> Path:
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page()
    y = _heading(page, 72, "1 Introduction", 16)
    _para(page, y, INTRO)
    page = doc.new_page()
    y = _heading(page, 72, "2 Configuration", 16)
    y = _heading(page, y + 10, "2.1 Setup", 13)
    # A grid without a caption first (a screen's settings), then the manual's captioned table.
    _table(page, 72, y + 10, [150, 150], [["Item", "Setting"], ["Speed", "Auto"]])
    y = _para(page, y + 70, SETUP)
    page.insert_text((72, y), "Table 2-1 Default control gains", fontsize=10, fontname="hebo")
    _table(page, 72, y + 10, [150, 150], [["Item", "Gain"], ["KP", "20"], ["KI", "5"]])
    page = doc.new_page()
    y = _heading(page, 72, "2.2 Monitoring", 13)
    y = _para(page, y, MONITOR)
    page.insert_text((72, y + 10), "Table 2-2 Alarm list", fontsize=10, fontname="hebo")
    _table(page, 72, y + 20, [150, 150], [["Item", "Alarm"], ["A1", "High level"]])
    page = doc.new_page()
    y = _heading(page, 72, "3 Maintenance", 16)
    y = _para(page, y, CLEAN)
    page.insert_text((72, y + 10), "Table 3-1 Spare gaskets", fontsize=10, fontname="hebo")
    _table(page, 72, y + 20, [150, 150], [["Item", "Part no"], ["Gasket", "6561001"]])
    doc.save(path)
    doc.close()
    return path


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    pdf = _manual(tmp_path_factory.mktemp("pdf") / "feed-water-manual.pdf")
    yield from ingested(tmp_path_factory, "structural", [pdf])


ask = ask_retrieval_only


def test_the_tables_of_a_named_section_are_listed_captioned_first_in_order(engine) -> None:  # type: ignore[no-untyped-def]
    for question in ("list the tables in sec 2", "tables in chapter two?", "section 2 tables"):
        answer = ask(engine, question)
        assert not answer.declined, question  # "in sec 2" names a section, not seconds
        evidence = answer.evidence
        first = [(h.type, h.page, h.title) for h in evidence[:2]]
        assert first == [
            ("table", 2, "Table 2-1 Default control gains"),
            ("table", 3, "Table 2-2 Alarm list"),
        ], question
        # the other chapter's table is not one of them
        assert all("3-1" not in h.title for h in evidence[:4])


def test_a_chapter_named_by_its_title_words_without_the_is_opened(engine) -> None:  # type: ignore[no-untyped-def]
    evidence = ask(engine, "feed water manual configuration chapter - which tables").evidence
    assert [h.title for h in evidence[:2]] == [
        "Table 2-1 Default control gains",
        "Table 2-2 Alarm list",
    ]


def test_a_part_of_a_chapter_named_by_its_title_words_is_listed_first(engine) -> None:  # type: ignore[no-untyped-def]
    first = ask(engine, "list the monitoring subsections in ch 2").evidence[0]
    assert (first.page, first.title) == (3, "2.2 Monitoring")
    # without such words the chapter's own list comes first
    first = ask(engine, "list the subsections of ch 2").evidence[0]
    assert "contents" in first.sources and "2.1 Setup" in first.text


def _lab_book(path: Path) -> Path:
    """Lab 1 opens with a cover page naming its topics; its handouts follow."""
    import pymupdf

    doc = pymupdf.open()
    for lab, cover, handout in (
        (
            1,
            ("Shop safety", "Lathe introduction", "Oxy-fuel cutting"),
            "Keep the chuck key out of the chuck. Wear safety glasses at the bench and at the "
            "lathe. Stop the spindle before measuring the work. Sweep chips with a brush. "
            "Hand in the machine shop book after each lab: what the lab topics asked is graded.",
        ),
        (
            2,
            ("Cutting tools",),
            "Grind the tool bit on the coarse wheel, then finish the edge on the fine wheel. "
            "Cool the bit in water often so the edge keeps its temper.",
        ),
    ):
        page = doc.new_page()
        y = _heading(page, 72, f"LAB #{lab}", 18)
        for topic in cover:
            y = _heading(page, y + 6, topic, 12)
        for _ in range(3):
            page = doc.new_page()
            y = 72
            for _ in range(4):
                y = _para(page, y, handout)
    doc.save(path)
    doc.close()
    return path


def test_what_a_lab_covers_is_answered_from_its_opening_page(tmp_path: Path) -> None:
    """Nothing in the question but the lab and the book: the cover that lists the lab's topics
    comes first, not the handout page nearest the question's words."""
    pdf = _lab_book(tmp_path / "machine-shop-lab-book.pdf")
    with Engine(EngineConfig(data_dir=tmp_path / "lib", ollama_host="http://127.0.0.1:9")) as eng:
        _, results = drain(eng.ingest([pdf]))
        assert results[0].status == "ready"
        for question in ("machine shop book lab 1 - what topics", "lab #1 whats it about"):
            first = ask(eng, question).evidence[0]
            assert (first.page, "section" in first.sources) == (1, True), question
        # a question about something in the lab is answered from where that is
        first = ask(eng, "lab 1 - how do you sweep chips").evidence[0]
        assert first.page != 1


@pytest.mark.parametrize(
    ("question", "numbers"),
    [
        ("whats in chapter IV", ["4"]),
        ("part II of the manual - list the sections", ["2"]),
        ("lab iii topics", ["3"]),
        ("Lab #3 materials", ["3"]),
        ("chapter nine", ["9"]),
        ("sec. 4.2", ["4.2"]),
        ("the ch i read yesterday", []),
        ("part 2 replaced last month", []),  # a spare part, not a part of the book
    ],
)
def test_divisions_are_read_however_they_are_numbered(question: str, numbers: list[str]) -> None:
    from engine.agent.structure import section_numbers

    assert section_numbers(question) == numbers


def test_a_part_numbered_in_roman_numerals_is_opened(tmp_path: Path) -> None:
    import pymupdf

    doc = pymupdf.open()
    for name, heading, text in (
        ("PART I", "General", INTRO),
        ("PART II", "Operation", SETUP),
        ("PART III", "Maintenance", CLEAN),
    ):
        page = doc.new_page()
        y = _heading(page, 72, f"{name} {heading}", 18)
        _para(page, y, text)
    doc.save(tmp_path / "unit-book.pdf")
    with Engine(EngineConfig(data_dir=tmp_path / "lib", ollama_host="http://127.0.0.1:9")) as eng:
        _, results = drain(eng.ingest([tmp_path / "unit-book.pdf"]))
        assert results[0].status == "ready"
        first = ask(eng, "what does part II say").evidence[0]
    assert (first.page, "section" in first.sources) == (2, True)


def test_two_manuals_bound_in_one_pdf_each_list_their_own_chapter(tmp_path: Path) -> None:
    """A PDF holding the vacuum unit's manual and then the toilet unit's: both have a chapter 2.
    "list the sections of the toilet unit operation chapter (2)" lists the toilet chapter's
    sections only, and opens the chapter whose first passage is about the toilet unit."""
    import pymupdf

    doc = pymupdf.open()
    for unit, subs in (
        ("vacuum unit", ("2.1 Starting the pumps", "2.2 Stopping the pumps")),
        ("toilet unit", ("2.1 Flushing", "2.2 Discharge valve")),
    ):
        page = doc.new_page()
        y = _heading(page, 72, "1 Safety", 16)
        y = _para(page, y, f"Read this before working on the {unit}. Isolate power first.")
        page = doc.new_page()
        y = _heading(page, 72, "2 Operation", 16)
        y = _para(page, y, f"This chapter describes the operation of the {unit}.")
        for sub in subs:
            y = _heading(page, y + 10, sub, 13)
            y = _para(page, y, f"Operate the {unit} from its panel as described here.")
    doc.save(tmp_path / "evac-units.pdf")
    with Engine(EngineConfig(data_dir=tmp_path / "lib", ollama_host="http://127.0.0.1:9")) as eng:
        _, results = drain(eng.ingest([tmp_path / "evac-units.pdf"]))
        assert results[0].status == "ready"
        first = ask(eng, "toilet unit, operation chapter (2) - list the sections").evidence[0]
    assert "contents" in first.sources and first.page == 4
    assert "Flushing" in first.text and "Starting the pumps" not in first.text


def test_a_part_of_a_chapter_named_by_both_title_words_is_opened_first(engine) -> None:  # type: ignore[no-untyped-def]
    """ "the monitoring bit of the configuration chapter": the chapter is named by its title
    words and so is the part of it asked about; the part's own list comes first."""
    first = ask(engine, "monitoring bit of the feed water configuration chapter - what's in it")
    assert (first.evidence[0].page, first.evidence[0].title) == (3, "2.2 Monitoring")
    # the chapter alone: its own list first
    first = ask(engine, "feed water configuration chapter - what's in it").evidence[0]
    assert "contents" in first.sources and "2.1 Setup" in first.text


def test_a_manual_bound_in_another_is_told_apart_by_its_own_headings(tmp_path: Path) -> None:
    """The vacuum unit's manual binds the Optima toilet's installation manual, each numbered from
    chapter 1 and each with a safety chapter: "optima manual safety chapter" opens the toilet
    manual's, the one whose manual has "Optima" in its headings; without that word the binder's
    own comes first."""
    import pymupdf

    doc = pymupdf.open()
    for unit, safety, last in (
        ("vacuum unit", "Safety instruction", "3 Vacuum pumps"),
        ("toilet", "Safety procedure", "3 Installation of the Optima toilet"),
    ):
        page = doc.new_page()
        y = _heading(page, 72, "1 General", 16)
        y = _para(page, y, f"This manual describes the {unit}.")
        page = doc.new_page()
        y = _heading(page, 72, f"2 {safety}", 16)
        y = _para(page, y, "Isolate power first. Wear gloves against the disease hazard.")
        for sub in ("2.1 Disease hazard", "2.2 Electrical hazard"):
            y = _heading(page, y + 10, sub, 13)
            y = _para(page, y, "Read this before any work and keep it with the unit.")
        page = doc.new_page()
        y = _heading(page, 72, last, 16)
        _para(page, y, f"Fit the {unit} as shown on the drawings.")
    doc.save(tmp_path / "vacuum-system-om.pdf")
    with Engine(EngineConfig(data_dir=tmp_path / "lib", ollama_host="http://127.0.0.1:9")) as eng:
        _, results = drain(eng.ingest([tmp_path / "vacuum-system-om.pdf"]))
        assert results[0].status == "ready"
        first = ask(eng, "optima manual safety chapter - what does it run through").evidence[0]
        assert "contents" in first.sources and first.page == 5
        first = ask(eng, "safety chapter - what does it run through").evidence[0]
        assert "contents" in first.sources and first.page == 2
