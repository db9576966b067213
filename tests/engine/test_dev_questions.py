"""The verified dev questions (../shared/eval), retrieval-only, scored by the set's own rule.

Floors, not targets: the figures are printed (pytest -s) and kept in the README. The same code is
scored on manuals it has never seen, so nothing here is tuned per question.
"""

from __future__ import annotations

import json

import pytest

from bench.evaluation import load_questions, run_eval
from engine.api import Engine
from tests.conftest import EVAL, drain

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def report(corpus_engine: Engine):  # type: ignore[no-untyped-def]
    def ask(question: str):  # type: ignore[no-untyped-def]
        return drain(corpus_engine.ask(question, no_llm=True))[1]

    result = run_eval(ask, load_questions(EVAL))
    print(json.dumps(result.as_dict(), indent=2))
    return result


def test_evidence_hit_at_5(report) -> None:  # type: ignore[no-untyped-def]
    assert report.hit_rate(5) >= 0.90
    assert report.hit_rate(5, "table") >= 0.85
    assert report.hit_rate(5, "diagram") >= 0.85


def test_facts_are_in_the_evidence(report) -> None:  # type: ignore[no-untyped-def]
    assert report.fact_recall() >= 0.80


def test_negatives_are_declined_and_greetings_search_nothing(report) -> None:  # type: ignore[no-untyped-def]
    declined, negatives = report.negatives_declined()
    assert declined == negatives == 3
    quiet, chats = report.chat_without_tools()
    assert quiet == chats == 2


def test_answerable_questions_are_rarely_declined(report) -> None:  # type: ignore[no-untyped-def]
    assert len(report.false_declines()) <= 2, report.false_declines()
