"""A training book's review questions (multiple choice: "1-31. Which motor ...? 1. ... 2. ...
3. ... 4. ...") repeat the chapter's words question by question, so they matched a question as
well as the page that teaches the answer, and came first while giving no answer, only options
of which most are wrong (retrieval.quiz). A fault-finding chart's yes/no steps and an FAQ that
answers in prose are no quiz and keep their place."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.retrieval import tuning
from engine.retrieval.quiz import is_question_list
from tests.conftest import ask_retrieval_only, ingested

_TEACHING = [
    (
        "4.2 Series ac motor",
        [
            "A series ac motor is the same electrically as a dc series motor. It is also called",
            "a universal motor because it runs on ac or dc. It is used in small sizes only, as",
            "its efficiency is low. A universal motor does not run on polyphase ac power: it",
            "is built for single-phase supplies such as portable tools and fans.",
        ],
    ),
    (
        "4.7 Synchronous motors",
        [
            "The synchronous motor runs at a speed fixed by the supply frequency and the",
            "number of poles. Over-excited, it draws leading current and corrects a lagging",
            "power factor of the plant. It is not self-starting without amortisseur windings.",
        ],
    ),
]

_QUIZ = [
    "1-20. Which type of motor is called a universal motor?",
    "1. The polyphase induction motor",
    "2. The series ac motor",
    "3. The three-phase synchronous motor",
    "4. The shaded-pole motor",
    "1-21. On what kind of power does a universal motor not run?",
    "1. Single-phase ac power",
    "2. Dc power",
    "3. Polyphase ac power",
    "4. Battery power",
    "1-22. Why is a universal motor used in small sizes only?",
    "1. Its efficiency is low",
    "2. It runs on three-phase only",
    "3. It needs a polyphase supply",
    "4. It has no brushes",
]

# no quiz: an FAQ answers in prose; a fault chart's steps offer yes or no
_FAQ = [
    "Why does the motor not start?",
    "Check that the supply breaker is closed and that the overload relay has been reset; a",
    "motor that hums without turning has lost a phase or has a seized bearing.",
    "Why does the motor run hot?",
    "The cooling air inlet is blocked, or the motor is overloaded: measure the current.",
]
_FAULT_CHART = [
    "Is the breaker closed?",
    "1. Yes: go to step 3",
    "2. No: close the breaker",
    "Is there voltage on all three phases?",
    "1. Yes: go to step 5",
    "2. No: check the fuses",
]


def _training_book(path: Path) -> Path:
    import pymupdf

    doc = pymupdf.open()
    for heading, lines in _TEACHING:
        page = doc.new_page()
        page.insert_text((72, 60), heading, fontsize=16, fontname="hebo")
        for n, line in enumerate(lines):
            page.insert_text((72, 90 + 14 * n), line, fontsize=10, fontname="helv")
    page = doc.new_page()
    page.insert_text((72, 60), "ASSIGNMENT 1", fontsize=16, fontname="hebo")
    for n, line in enumerate(_QUIZ):
        page.insert_text((72, 90 + 14 * n), line, fontsize=10, fontname="helv")
    page = doc.new_page()
    page.insert_text((72, 60), "5 Questions and answers", fontsize=16, fontname="hebo")
    for n, line in enumerate(_FAQ):
        page.insert_text((72, 90 + 14 * n), line, fontsize=10, fontname="helv")
    doc.save(path)
    doc.close()
    return path


@pytest.fixture(scope="module")
def book(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    pdf = _training_book(tmp_path_factory.mktemp("pdf") / "motors-training-book.pdf")
    yield from ingested(tmp_path_factory, "review-questions", [pdf])


def test_multiple_choice_is_told_from_an_faq_and_a_fault_chart() -> None:
    assert is_question_list("\n".join(_QUIZ))
    assert not is_question_list("\n".join(_FAQ))
    assert not is_question_list("\n".join(_FAULT_CHART))
    assert not is_question_list("\n".join(_TEACHING[0][1]))


@pytest.mark.parametrize(
    ("question", "page"),
    [
        ("can a universal motor run off 3 phase?", 1),
        ("universal motor - why only small sizes", 1),
        # must stay answered from their own pages
        ("can a synchronous motor correct a lagging power factor", 2),
        ("motor hums but will not start, why", 4),
    ],
)
def test_the_teaching_page_comes_before_the_review_questions(
    book, question: str, page: int
) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(book, question)
    assert not answer.declined
    assert answer.evidence[0].page == page


def test_without_the_factor_the_review_questions_came_first(book, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(tuning, "QUIZ_FACTOR", 1.0)
    answer = ask_retrieval_only(book, "can a universal motor run off 3 phase?")
    assert answer.evidence[0].page == 3
