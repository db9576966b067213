"""A compound the engineer types as one word ("overcurrent", "shutoff") that the manual prints as
two ("over current", "shut-off") is found as those words and is no word the library lacks: the
question is answered, not declined for words no manual uses."""

from __future__ import annotations

import pytest

from engine.retrieval.hybrid import query_terms
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import sectioned_pdf

MANUAL = (
    "The over current relay trips the generator breaker when the stator current exceeds the "
    "setting. Three curve types can be selected for the over current protection: definite time, "
    "inverse and very inverse. Close the shut-off valve on the cooling water inlet before "
    "opening the cooler. The alarm contacts hook up to terminals X4 and X5."
)


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    path = sectioned_pdf(
        tmp_path_factory.mktemp("pdf") / "generator-protection-manual.pdf",
        [("4 Protection", MANUAL)],
    )
    yield from ingested(tmp_path_factory, "compounds", [path])


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        (
            "which overcurrent curve types can be selected",
            "definite time, inverse and very inverse",
        ),
        ("cooler - shutoff valve to close before opening?", "Close the shut-off valve"),
        ("alarm contacts hookup terminals", "terminals X4 and X5"),
    ],
)
def test_a_compound_typed_as_one_word_is_found_as_the_manuals_two(engine, question, quoted) -> None:  # type: ignore[no-untyped-def]
    terms = query_terms(engine._library, question)
    assert terms.absent == 0.0, question
    answer = ask_retrieval_only(engine, question)
    assert not answer.declined, answer.answer_text
    assert quoted in answer.answer_text


def test_a_word_that_only_splits_into_unrelated_words_stays_unknown(engine) -> None:  # type: ignore[no-untyped-def]
    # "grundfos" splits into no two words written in a row: still a word no manual uses
    terms = query_terms(engine._library, "grundfos pump seal kit")
    assert terms.absent > 0.0
