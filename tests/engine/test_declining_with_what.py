"""A question asking what a thing is done with ("what do i tighten the screws with") asks for a
tool, not a value: it is not declined for want of a torque; one asking the torque still is."""

from __future__ import annotations

import pytest

from engine.agent.evidence import missing_quantity
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.hits import make_hit
from tests.doubles.pdfs import sectioned_pdf

SEAT = (
    "Install the seat and the cover with the hinges on the installation screws on the bowl. "
    "Tighten the retaining screws with a hex wrench. Do not use excessive force."
)
PUMP = "The vacuum pump runs when the pressure in the collecting tank rises above the set point."


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    path = sectioned_pdf(
        tmp_path_factory.mktemp("pdf") / "toilet-manual.pdf",
        [("3 Installing the toilet seat", SEAT), ("4 Vacuum pump", PUMP)],
        one_page=True,
    )
    yield from ingested(tmp_path_factory, "with-what", [path])


def test_what_a_thing_is_done_with_is_answered_with_the_tool(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(engine, "toilet seat - what do i tighten the retaining screws with")
    assert not answer.declined and "hex wrench" in answer.answer_text
    answer = ask_retrieval_only(engine, "with what do i tighten the toilet seat retaining screws")
    assert not answer.declined and "hex wrench" in answer.answer_text
    # the torque the screws are tightened to is not given: still declined
    answer = ask_retrieval_only(engine, "toilet seat retaining screws - tighten to what torque")
    assert answer.declined
    assert "torque" in answer.answer_text


def test_a_tool_asked_for_is_no_value_asked_for() -> None:
    seat = make_hit(SEAT, title="3 Installing the toilet seat")
    assert missing_quantity("what do i tighten the seat retaining screws with", [seat]) is None
    assert missing_quantity("with what do i tighten the seat retaining screws", [seat]) is None
    # "tighten ... to" asks a torque, which the passage does not give
    assert missing_quantity("seat retaining screws - tighten to what torque", [seat]) is not None
    assert missing_quantity("what torque with the new seat fitted", [seat]) is not None
