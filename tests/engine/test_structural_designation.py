"""A structural question naming its manual by a model typed in parts ("rb-40 manual, what does
ch 3 cover", the file "marlin-rb40-..." writes it glued) lists that manual's chapter, not the
chapter 3 of another manual in the library. Two small generated manuals, both with a chapter 3.
The "tsp-80" case fails on the code before the section tool read such names; the "rb-40" case
passed there too (the question's other words chose the right chapter 3): it guards the reading."""

from __future__ import annotations

import pytest

from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import sectioned_pdf


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    folder = tmp_path_factory.mktemp("pdf")
    outboard = sectioned_pdf(
        folder / "marlin-rb40-outboard-manual.pdf",
        [
            ("1 Safety", "Attach the stop switch lanyard to the operator before starting."),
            ("2 Specifications", "Rated power 40 hp at 5500 rpm. Gear lube capacity 450 mL."),
            ("3 Fuel and oil", "Mix the gasoline and two-stroke oil at 50:1 for normal use."),
            ("3.1 Mixing procedure", "Pour half the gasoline into the tank, then add the oil."),
        ],
    )
    pump = sectioned_pdf(
        folder / "tanaka-tsp80-screw-pump.pdf",
        [
            ("1 Safety", "Isolate the motor before opening the pump casing."),
            ("2 Description", "Triple-screw pump for fuel oil transfer, 80 m3/h."),
            ("3 Operation", "Open the suction and discharge valves before starting the pump."),
            ("3.1 Starting", "Check the direction of rotation with a short start."),
        ],
    )
    yield from ingested(tmp_path_factory, "structural-designation", [outboard, pump])


@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("rb-40 manual, what does ch 3 cover", "marlin-rb40-outboard-manual.pdf"),
        ("whats in section 3 tsp-80", "tanaka-tsp80-screw-pump.pdf"),
    ],
)
def test_the_chapter_of_the_manual_named_by_its_model_is_listed(library, question, doc) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(library, question)
    assert not answer.declined, answer.answer_text
    assert answer.evidence[0].doc_file == doc
    assert {h.doc_file for h in answer.evidence if "section" in h.sources} == {doc}
