"""A component the manual calls by another name the trade gives it is no absent component: the
compressor manual's "second stage safety valve" is the "second stage relief valve" the engineer asks
about, so the question is answered, not declined as naming equipment no manual mentions; a
component the manual has under no name is still declined. A small generated manual."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import _heading, _para

DESCRIPTION = (
    "The K2 is an air-cooled two-stage reciprocating compressor delivering 60 m3/h of free air at "
    "a final pressure of 30 bar. The first stage safety valve opens at 8 bar and the second stage "
    "safety valve at 33 bar. The crankcase holds 4.5 litres of compressor oil, ISO VG 100."
)
MAINTENANCE = (
    "Drain the condensate from the intercooler and aftercooler every four hours. Change the "
    "compressor oil every 1000 running hours. Inspect the suction and delivery valves every "
    "2000 running hours."
)


def _manual(path: Path) -> Path:
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page()
    y = _heading(page, 60, "1 Description", 14)
    y = _para(page, y, DESCRIPTION)
    y = _heading(page, y + 20, "5 Routine maintenance", 14)
    _para(page, y, MAINTENANCE)
    doc.save(path)
    doc.close()
    return path


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    pdf = _manual(tmp_path_factory.mktemp("pdf") / "kompair-k2.pdf")
    yield from ingested(tmp_path_factory, "same-component", [pdf])


ask = ask_retrieval_only


def test_a_relief_valve_the_manual_calls_a_safety_valve_is_answered(engine) -> None:  # type: ignore[no-untyped-def]
    for question in (
        "second stage relief valve pressure",
        "at what pressure does the first stage relief valve open",
        "1st stage safety valve set pressure",
    ):
        answer = ask(engine, question)
        assert not answer.declined, question
        assert "bar" in answer.answer_text, question


def test_a_component_the_manual_has_under_no_name_is_declined(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask(engine, "how often replace the air filter on the compressor")
    assert answer.declined
    assert "“air filter”" in answer.answer_text
