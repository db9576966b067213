"""Declining a question about a maker's equipment when no manual in the library prints that
maker: "grundfos feed pump - seal kit no.?" over a library holding another maker's pump manual.
The manual is generated here, of a maker on the shipped list, so the check is seen to let a
maker the library does print through."""

from __future__ import annotations

import pytest

from engine.retrieval.absent import _makers
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import sectioned_pdf


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("grundfos fw feed pump on the mist skid - seal kit no.?", ["grundfos"]),
        ("Alfa Laval purifier bowl speed", ["Alfa Laval"]),
        ("leroy-somer R450 avr terminals", ["leroy-somer"]),
        # galley, relay and safety-equipment makers too (stop 24)
        ("Halton KVF hood filter cleaning interval", ["Halton"]),
        ("himap gen protection relay - o/c pickup", ["himap"]),
        ("drager eebd cylinder pressure", ["drager"]),
        # everyday words that are also some maker's name are not on the list
        ("man overboard alarm on the bridge", []),
        ("which jets do i fit in the control mechanism", []),
        ("megger the motor windings before start", []),  # a test instrument: what it is done with
    ],
)
def test_the_makers_a_question_names(question: str, named: list[str]) -> None:
    assert [surface for _, surface, _ in _makers().find(question)] == named


@pytest.fixture(scope="module")
def pump_manual(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    path = sectioned_pdf(
        tmp_path_factory.mktemp("pdf") / "feed-pump-manual.pdf",
        [
            (
                "1 Fresh water feed pump",
                "The fresh water feed pumps are DESMI NSL 80-215 centrifugal pumps, 22 kW, "
                "delivering 45 m3/h at 6 bar to the mist system.",
            ),
            (
                "7 Spare parts",
                "Mechanical seal kit for the NSL 80-215 feed pump: DESMI part no. 451108. "
                "Impeller: part no. 451122. Order from the DESMI service office.",
            ),
        ],
    )
    yield from ingested(tmp_path_factory, "makers", [path])


def test_a_maker_no_manual_prints_is_declined_with_its_name(pump_manual) -> None:  # type: ignore[no-untyped-def]
    for question, maker in (
        ("grundfos fw feed pump on the mist skid - seal kit no.?", "grundfos"),
        ("danfoss pumps in the mist pump unit - which model and service kit", "danfoss"),
        ("alfa laval feed pump impeller part no", "alfa laval"),
        ("halton hood filter part no for the feed pump room", "halton"),
    ):
        answer = ask_retrieval_only(pump_manual, question)
        assert answer.declined and f"“{maker}”" in answer.answer_text


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("desmi fw feed pump - seal kit no.?", "451108"),
        ("DESMI feed pump impeller part number", "451122"),
        ("who makes the fresh water feed pumps, which model", "NSL 80-215"),
        ("feed pump seal kit part no", "451108"),
    ],
)
def test_a_maker_the_library_prints_is_answered(pump_manual, question: str, quoted: str) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(pump_manual, question)
    assert not answer.declined and quoted in answer.answer_text
