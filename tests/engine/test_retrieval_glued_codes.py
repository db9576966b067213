"""A tag or designation the engineer types without its dash ("TT05", "R407C") that the manual
prints with one ("TT-05", "R-407C") is the same code: found, and no word the library lacks, so
the question is answered, not declined for words no manual uses. A tag the manual does not print
in any spelling stays unknown."""

from __future__ import annotations

import pytest

from engine.retrieval.hybrid import query_terms
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import sectioned_pdf

MANUAL = (
    "The plant is charged with refrigerant R-407C, 2 x 38 lb per circuit. Sensor TT-05 measures "
    "the supply air temperature after the cooling coil; TT-06 measures the return air. Pressure "
    "transmitter PT-01 reads the suction pressure of compressor C-1."
)


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    path = sectioned_pdf(
        tmp_path_factory.mktemp("pdf") / "ac-plant-manual.pdf",
        [("3 Refrigerant circuit", MANUAL)],
    )
    yield from ingested(tmp_path_factory, "glued-codes", [path])


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("how much R407C per circuit", "38 lb"),
        ("what does TT05 measure", "Sensor TT-05"),
        ("PT01 reads what", "PT-01"),
    ],
)
def test_a_tag_typed_without_its_dash_is_the_manuals_tag(engine, question, quoted) -> None:  # type: ignore[no-untyped-def]
    terms = query_terms(engine._library, question)
    assert terms.absent == 0.0, question
    answer = ask_retrieval_only(engine, question)
    assert not answer.declined, answer.answer_text
    assert quoted in answer.answer_text


def test_a_tag_the_manual_does_not_print_stays_unknown(engine) -> None:  # type: ignore[no-untyped-def]
    assert query_terms(engine._library, "what does TT09 measure").absent > 0.0
    assert ask_retrieval_only(engine, "what does TT09 measure").declined
