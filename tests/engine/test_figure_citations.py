"""A figure is found by the prose that cites it: a manual explains a drawing in sentences that
name it ("as shown in Figure 2", "(fig. 1-3)"), often on the page before, while the drawing's
own page holds a thin caption, a few tags and text about something else. And a box of review
questions under a figure asks about it without saying what it shows: it is not the figure's
context. A small generated manual."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from engine.ingest.figure_citations import caption_key, cited_keys
from tests.conftest import ask_retrieval_only, ingested, parse_pdf
from tests.doubles.pdfs import _heading, _para, valve_sketch

LUBE = (
    "The lubricating oil is drawn from the sump tank by the attached pump and passed through "
    "the duplex filter and the plate cooler to the main bearings. Change over the filter when "
    "the differential pressure indicator shows red."
)
CITING = (
    "The sea water pump draws through the sea chest strainer, as shown in Figure 2. When the "
    "strainer is clogged the suction pressure falls and the standby pump starts on low "
    "pressure, with an alarm on the engine control room panel."
)
FUEL = (
    "Fuel oil is transferred from the bunker tanks to the settling tank by the transfer pump. "
    "Drain water from the settling tank daily before starting the purifier."
)
BOILER = (
    "The exhaust gas boiler raises steam from the main engine exhaust. Soot blowing is done "
    "once a watch at sea; the feed water is dosed against scale and corrosion."
)
QUIZ = [
    "Q1. How often should the purifier bowl be opened for cleaning?",
    "Q2. What sets the gravity disc size of the purifier?",
    "Q3. Why must the purifier bowl be stopped before cleaning?",
]


def _manual(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page()  # p1: prose about figure 2 on the page before it
    y = _heading(page, 72, "2 Sea water cooling", 16)
    y = _para(page, y, CITING)
    y = _heading(page, y + 20, "3 Fuel oil transfer", 16)
    _para(page, y, FUEL)
    figures = [
        ("Figure 1 Arrangement", ["V-11", "V-12", "V-13"], LUBE),
        ("Figure 2 Arrangement", ["V-21", "V-22", "V-23"], FUEL),
        ("Figure 3 Arrangement", ["V-31", "V-32", "V-33"], BOILER),
        ("Figure 4 Arrangement", ["V-41", "V-42", "V-43"], LUBE),
    ]
    for caption, tags, other in figures:
        page = doc.new_page()  # each drawing with a thin caption and unrelated prose under it
        valve_sketch(page, 90, 100, tags)
        page.insert_text((90, 250), caption, fontsize=9)
        _para(page, 420, other)
    page = doc.new_page()  # a figure with a review box under it
    y = _heading(page, 72, "5 Purifier", 16)
    valve_sketch(page, 90, 110, ["P-51", "P-52", "P-53"])
    page.insert_text((90, 260), "Figure 5 Purifier", fontsize=9)
    for i, line in enumerate(QUIZ):
        page.insert_text((72, 290 + 16 * i), line, fontsize=10)
    doc.save(path)
    doc.close()
    return path


@pytest.fixture(scope="module")
def manual(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _manual(tmp_path_factory.mktemp("pdf") / "cooling-manual.pdf")


@pytest.fixture(scope="module")
def engine(manual: Path, tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    yield from ingested(tmp_path_factory, "figure-citations", [manual])


@pytest.mark.parametrize(
    "question",
    [
        "drawing of the sea chest strainer - what starts when it clogs?",
        "standby pump starting on low suction pressure diagram",
    ],
)
def test_the_figure_the_prose_cites_on_another_page_is_the_drawing_found(
    engine,  # type: ignore[no-untyped-def]
    question: str,
) -> None:
    # Before, the drawing came second, lifted only by the citing passage's score.
    answer = ask_retrieval_only(engine, question)
    assert not answer.declined
    first = answer.evidence[0]
    assert (first.type, first.page, first.title) == ("diagram", 3, "Figure 2 Arrangement")


def test_a_figure_is_searched_by_the_sentences_that_cite_it_not_by_a_review_box(
    manual: Path,
) -> None:
    with pymupdf.open(manual) as pdf:
        parsed = parse_pdf(pdf, None)
    by_caption = {d.caption: d for d in parsed.diagrams}
    purifier = by_caption["Figure 5 Purifier"]
    assert "Q1" not in purifier.context and "gravity disc" not in purifier.context
    assert "as shown in Figure 2" in by_caption["Figure 2 Arrangement"].context
    for other in ("Figure 1 Arrangement", "Figure 3 Arrangement", "Figure 4 Arrangement"):
        assert "sea chest" not in by_caption[other].context  # cites Figure 2 only


@pytest.mark.parametrize(
    ("caption", "prose", "cites"),
    [
        ("Figure 1-3 Output voltage", "in the following manner (fig. 1-3).", True),
        ("Fig. 1-3 Output voltage", "as shown in Figure 1-3, the loop", True),
        ("Figure 1.3 Output voltage", "see fig 1.3 for the loop", True),
        ("Fig. 2-7 Lead", "the cable (Fig. 2-7) connects", True),
        ("Drawing 3 Fire main", "refer to drawing 3", True),
        ("Figure 4 Pump", "figures 3 and 4 show the pumps", True),
        ("Figure 1-3 Output voltage", "as shown in figure 1-13", False),
        ("Figure 3 Pump", "refer to drawing 3", False),  # another kind of caption
        ("Figure 3 Pump", "see table 3", False),
    ],
)
def test_a_citation_names_the_figure_by_its_caption_number(
    caption: str, prose: str, cites: bool
) -> None:
    key = caption_key(caption)
    assert key is not None
    assert (key in cited_keys(prose)) is cites
