"""Sections found from headings when a manual has no outline: training books divided into labs
and lessons, and numbered list items that are not chapters."""

from __future__ import annotations

from engine.agent.structure import section_numbers
from engine.ingest.sections import split_by_headings
from engine.types import TextLine


def _line(text: str, page: int, y: float, bold: bool = False) -> TextLine:
    return TextLine(text, page, (72.0, y, 500.0, y + 12.0), size=12.0, bold=bold)


def test_a_lab_book_is_divided_into_its_labs_with_the_titles_under_them() -> None:
    body = "The pump is run at three speeds and the flow is read from the rotameter. " * 3
    lines = [
        _line("LABORATORY #1", 1, 72, bold=True),
        _line(" ", 1, 86, bold=True),
        _line("Density and Measurement Laboratory", 1, 100, bold=True),
        _line(body, 1, 130),
        _line(
            "1. Enter the measured data into the spreadsheet as a table and format the cells:",
            1,
            160,
            bold=True,
        ),
        _line(body, 1, 180),
        _line("Laboratory #2", 2, 72, bold=True),
        _line("Pump Performance", 2, 90, bold=True),
        _line(body, 2, 120),
    ]
    drafts = split_by_headings(lines, skip_pages=set())
    headings = [(d.number, d.title, d.page) for d in drafts if d.number]
    # The numbered list item stays text of lab 1; each lab takes the bold line under it.
    assert headings == [
        ("1", "Density and Measurement Laboratory", 1),
        ("2", "Pump Performance", 2),
    ]


def test_a_question_names_a_lab_or_lesson_like_a_chapter_but_not_a_unit() -> None:
    assert section_numbers("whats in lab 2") == ["2"]
    assert section_numbers("experiment no. 3 - what do we measure") == ["3"]
    assert section_numbers("lesson four summary") == ["4"]
    assert section_numbers("unit 2 gen trips on reverse power") == []
    assert section_numbers("lab tests of bilge water 15 ppm") == []


def test_a_running_header_that_names_the_lab_starts_a_section_on_its_first_page() -> None:
    """In a lab book every page of lab 2 is headed "LABORATORY #2": a running header, left out
    of the text, except on the first page under a new number, where the lab begins."""
    from engine.ingest.pages import PageText, furniture_keys
    from engine.ingest.parse import body_lines
    from engine.ingest.sections import split_by_headings

    body = "Record the flow rate and the head loss between the pressure taps for each valve. " * 2
    pages = []
    for page in range(1, 9):
        lab = 1 if page <= 4 else 2
        lines = [
            _line(f"LABORATORY #{lab}", page, 40, bold=True),
            _line(f"Page {page} of 8", page, 760),
            _line(body, page, 300),
        ]
        pages.append(PageText(page, lines, 612.0, 792.0, False, False, 400))
    lines = body_lines(pages, furniture_keys(pages))
    kept = [ln.text for ln in lines if "LABORATORY" in ln.text or "Page" in ln.text]
    assert kept == ["LABORATORY #1", "LABORATORY #2"]
    drafts = split_by_headings(lines, skip_pages=set())
    assert [(d.number, d.page) for d in drafts if d.number] == [("1", 1), ("2", 5)]


def test_lab_2_opens_the_lab_book_not_another_manuals_chapter_2(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The vacuum manual's chapter 2 has subsections (a list of contents); the lab book's lab 2
    has none. "lab 2" shares words with the lab, so the lab's passages come first."""
    import pymupdf

    from engine.api import Engine
    from engine.config import EngineConfig
    from tests.conftest import drain
    from tests.doubles.pdfs import make_manual

    book = pymupdf.open()
    for lab, title in ((1, "Density Laboratory"), (2, "Pump Performance Laboratory")):
        page = book.new_page()
        page.insert_text((72, 72), f"LABORATORY #{lab}", fontsize=12, fontname="hebo")
        page.insert_text((72, 90), title, fontsize=12, fontname="hebo")
        for i, text in enumerate(
            (
                "Purpose: to measure the flow rate and the head of a small pump",
                "at three speeds and to plot the pump curve from the readings.",
                "Record the suction and discharge pressures for every speed.",
            )
        ):
            page.insert_text((72, 130 + 16 * i), text, fontsize=11)
    book.save(tmp_path / "lab-book.pdf")
    with Engine(EngineConfig(data_dir=tmp_path / "lib")) as eng:
        _, results = drain(
            eng.ingest([make_manual(tmp_path / "vacuum-manual.pdf"), tmp_path / "lab-book.pdf"])
        )
        assert [r.status for r in results] == ["ready", "ready"]
        _, answer = drain(eng.ask("lab 2 what do we measure", no_llm=True))
    first = answer.evidence[0]
    assert first.doc_file == "lab-book.pdf" and first.page == 2
    assert "section" in first.sources
