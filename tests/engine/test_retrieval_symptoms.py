"""A symptom in the engineer's words ("volts hunting", "making a racket") is found as the
manual's ("voltage unstable", "abnormal noise") and is no word the library lacks."""

from __future__ import annotations

import pytest

from engine.agent.relevance import unused_words
from engine.retrieval.hybrid import query_terms
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import sectioned_pdf

MANUAL = (
    "Troubleshooting. Generator voltage unstable: check the sensing leads and the stability "
    "setting of the regulator. Abnormal noise from the feed pump: check the bearings and the "
    "coupling alignment. Store the nitrogen cylinders upright and secured."
)


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    path = sectioned_pdf(
        tmp_path_factory.mktemp("pdf") / "troubleshooting-manual.pdf", [("7 Faults", MANUAL)]
    )
    yield from ingested(tmp_path_factory, "symptoms", [path])


@pytest.mark.parametrize(
    ("question", "word", "quoted"),
    [
        ("generator voltage hunting - what to check", "hunting", "check the sensing leads"),
        ("feed pump making a racket, what to check", "racket", "check the bearings"),
        ("how to store nitrogen bottles", "bottles", "cylinders upright and secured"),
    ],
)
def test_a_symptom_in_the_engineers_words_is_found_as_the_manuals(
    engine, question, word, quoted
) -> None:  # type: ignore[no-untyped-def]
    terms = query_terms(engine._library, question)
    assert word not in unused_words(terms, engine._library.keywords), question
    answer = ask_retrieval_only(engine, question)
    assert not answer.declined, answer.answer_text
    assert quoted in answer.answer_text
