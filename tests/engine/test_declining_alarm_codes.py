"""An alarm code typed as one letter hyphened to a number ("A-118") is a code, not the article
"a": one no manual prints is declined as absent, and one the alarm list prints is answered."""

from __future__ import annotations

import pytest

from engine.vocab.codes import query_code_surfaces
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import sectioned_pdf

ALARMS = (
    "The incinerator control panel shows these alarms and stops the burner. "
    "A-101 FLUE GAS TEMPERATURE HIGH: check the burner setting and the furnace draught. "
    "A-102 FLAME FAILURE: clean the flame sensor and check the fuel supply. "
    "A-103 COMBUSTION AIR FAN OVERLOAD: check the fan motor and its breaker. "
    "A-104 FURNACE DOOR OPEN: close and lock the charging door. "
    "A-105 SLUDGE TANK LEVEL LOW: refill the sludge tank before restarting."
)


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    path = sectioned_pdf(
        tmp_path_factory.mktemp("pdf") / "incinerator-manual.pdf",
        [("7 Alarms", ALARMS)],
    )
    yield from ingested(tmp_path_factory, "alarm-codes", [path])


def test_a_letter_hyphened_to_a_number_is_a_code_in_a_question() -> None:
    assert query_code_surfaces("incinerator alarm A-118") == [("A118", "A-118")]
    assert query_code_surfaces("is there a 118 pump") == []  # the article and a number


def test_an_alarm_code_the_list_does_not_hold_is_declined(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(engine, "incinerator alarm A-118")
    assert answer.declined
    assert "A-118" in answer.answer_text


@pytest.mark.parametrize("question", ["incinerator alarm A-104", "what is alarm A-102"])
def test_an_alarm_code_the_list_holds_is_answered(engine, question) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(engine, question)
    assert not answer.declined, answer.answer_text
    code = next(w for w in question.split() if w.startswith("A-"))
    assert code in answer.answer_text
