"""Engineers' shorthand that is no prefix of its word ("stbd", "xfmr", "swbd", "3ph") is found as
the word the manual prints and is no word the library lacks; shorthand for a word the library
does not print stays unknown."""

from __future__ import annotations

import pytest

from engine.agent.relevance import unused_words
from engine.retrieval.hybrid import query_terms
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import sectioned_pdf

MANUAL = (
    "The emergency fire pump is on the starboard side of the steering gear room. The lighting "
    "transformer feeds the 230 V distribution board from the main switchboard through breaker "
    "Q12. The bow thruster motor is a three phase induction motor of 450 kW. The standby "
    "lube oil pump starts when the pressure falls below 2.5 bar. Paint the dielectric shield "
    "with epoxy to a minimum dry film thickness of 1500 µm."
)


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    path = sectioned_pdf(
        tmp_path_factory.mktemp("pdf") / "electrical-system-manual.pdf",
        [("2 Power distribution", MANUAL)],
    )
    yield from ingested(tmp_path_factory, "shorthand", [path])


@pytest.mark.parametrize(
    ("question", "word", "quoted"),
    [
        ("emerg fire pump - port or stbd side?", "stbd", "starboard side of the steering gear"),
        ("lighting xfmr - which brkr feeds it", "xfmr", "through breaker Q12"),
        ("bow thruster 3ph motor kW rating", "3ph", "three phase induction motor of 450 kW"),
        ("stby lube oil pump start pressure", "stby", "below 2.5 bar"),
        ("min dft for paint on the dielectric shield", "dft", "minimum dry film thickness"),
    ],
)
def test_shorthand_is_found_as_the_manuals_word(engine, question, word, quoted) -> None:  # type: ignore[no-untyped-def]
    terms = query_terms(engine._library, question)
    assert word not in unused_words(terms, engine._library.keywords), question
    answer = ask_retrieval_only(engine, question)
    assert not answer.declined, answer.answer_text
    assert quoted in answer.answer_text


def test_shorthand_for_a_word_no_manual_prints_stays_unknown(engine) -> None:  # type: ignore[no-untyped-def]
    # "htr" is shorthand for heater, which this library never prints
    terms = query_terms(engine._library, "fuel oil htr thermostat setting")
    assert "htr" in unused_words(terms, engine._library.keywords)
