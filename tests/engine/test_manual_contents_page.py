"""A manual's own table of contents (fresh35, read after its first run): "what chapters has the
feed water manual got" is answered with the manual's contents page, cited on its page; a named
chapter's subsections are listed from its headings, as before. A small
generated manual with a contents page of leader dots, and a second manual beside it."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.retrieval import tuning
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import _heading, _para

ENTRIES = [
    ("1 Introduction", 3),
    ("2 Configuration", 4),
    ("2.1 Setup", 4),
    ("2.2 Monitoring", 4),
    ("3 Maintenance", 5),
    ("3.1 Strainer", 5),
    ("3.2 Gaskets", 5),
]
INTRO = (
    "This manual describes the feed water unit: its configuration, its monitoring and its "
    "maintenance. Read the safety notes before working on the unit."
)
SETUP = "Set up the controller from the service laptop with the default gains."
MONITOR = "The monitoring page shows the alarms raised by the controller; acknowledge each one."
STRAINER = "Clean the strainer every 500 running hours; its basket lifts out after the cover."
GASKETS = "Replace the cover gasket at each opening of the strainer housing."


def _feed_water(path: Path) -> Path:
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 100), "FEED WATER UNIT FW-20", fontsize=20, fontname="hebo")
    page.insert_text((72, 130), "Operation and maintenance manual", fontsize=12)
    page = doc.new_page()
    page.insert_text((72, 72), "CONTENTS", fontsize=14, fontname="hebo")
    y = 100.0
    for title, number in ENTRIES:
        indent = 72 if "." not in title else 90
        dots = "." * (60 - len(title))
        page.insert_text((indent, y), f"{title} {dots} {number}", fontsize=10)
        y += 16
    page = doc.new_page()
    y = _heading(page, 72, "1 Introduction", 16)
    _para(page, y, INTRO)
    page = doc.new_page()
    y = _heading(page, 72, "2 Configuration", 16)
    y = _heading(page, y + 10, "2.1 Setup", 13)
    y = _para(page, y, SETUP)
    y = _heading(page, y + 10, "2.2 Monitoring", 13)
    _para(page, y, MONITOR)
    page = doc.new_page()
    y = _heading(page, 72, "3 Maintenance", 16)
    y = _heading(page, y + 10, "3.1 Strainer", 13)
    y = _para(page, y, STRAINER)
    y = _heading(page, y + 10, "3.2 Gaskets", 13)
    _para(page, y, GASKETS)
    doc.save(path)
    doc.close()
    return path


def _other(path: Path) -> Path:
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page()
    y = _heading(page, 72, "1 Bilge pump", 16)
    _para(page, y, "The bilge pump takes suction from the engine room wells; check the strainer.")
    doc.save(path)
    doc.close()
    return path


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    folder = tmp_path_factory.mktemp("pdf")
    pdfs = [_feed_water(folder / "feed-water-fw20.pdf"), _other(folder / "bilge-pump.pdf")]
    yield from ingested(tmp_path_factory, "contents", pdfs)


ask = ask_retrieval_only


def test_the_chapters_of_a_named_manual_are_its_contents_page(
    engine,  # type: ignore[no-untyped-def]
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    question = "feed water manual - what chapters has it got"
    answer = ask(engine, question)
    assert not answer.declined
    first = answer.evidence[0]
    assert (first.doc_file, first.page) == ("feed-water-fw20.pdf", 2)
    assert "Maintenance … 5" in first.text and "Configuration … 4" in first.text
    monkeypatch.setattr(tuning, "CONTENTS_CITED", False)
    answer = ask(engine, question)
    assert (answer.evidence[0].doc_file, answer.evidence[0].page) != ("feed-water-fw20.pdf", 2)


def test_a_named_chapters_subsections_are_listed_from_its_headings(
    engine,  # type: ignore[no-untyped-def]
) -> None:
    evidence = ask(engine, "feed water manual ch 3 - what subsections").evidence
    assert evidence[0].title == "3 Maintenance — contents" and evidence[0].page == 5
    assert "3.1 Strainer (p. 5)" in evidence[0].text


def test_a_manual_without_a_contents_page_lists_its_chapters_from_its_headings(
    engine,  # type: ignore[no-untyped-def]
) -> None:
    answer = ask(engine, "bilge pump manual - what chapters are in it")
    first = answer.evidence[0]
    assert first.doc_file == "bilge-pump.pdf" and first.title.endswith("— chapters")
    assert "1 Bilge pump (p. 1)" in first.text
