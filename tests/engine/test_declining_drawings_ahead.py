"""A question worded like a manual's drawings ("steering gear hydraulic diagram ...") finds those
drawings first: their captions and labels match it, but they write no value in prose. The passage
that gives the value ("cut out at 35 degrees", "set to 160 bar") ranks below them. The checks that
decline when the first five items give no value (the quantity asked, the condition typed with its
unit) count the passages and tables among those five, not the drawings ranked between them, so the
value written sixth or eighth is still read; a value written nowhere is still declined. A small
generated manual."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import _heading, _para, valve_sketch

CUT_OUTS = (
    "The bilge alarm sounds on high level in the engine room wells. Rudder angle: the pump motor "
    "is cut out at 35 degrees and a lamp lights on the bridge panel. Relief valves: set to 160 "
    "bar on both hydraulic pumps."
)
PUMPS = (
    "The relief valve RV of each steering gear hydraulic pump protects it against overpressure; "
    "test the relief valves at each dry docking."
)
FUEL = "Fuel oil is transferred from the bunker tanks to the settling tank by the transfer pump."
SEA = (
    "Sea water is drawn through the sea chest strainer by the cooling pump. Drain the settling "
    "tank daily."
)


def _manual(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page()  # p1: the values, under headings that do not repeat the question
    y = _heading(page, 72, "1 Alarms and cut-outs", 16)
    y = _para(page, y, CUT_OUTS)
    y = _heading(page, y + 20, "2 Hydraulic pumps", 16)
    y = _para(page, y, PUMPS)
    y = _heading(page, y + 20, "3 Fuel oil transfer", 16)
    _para(page, y, FUEL)
    for n in range(1, 7):  # p2-p7: six drawings captioned in the question's words, no values
        page = doc.new_page()
        valve_sketch(page, 90, 100, [f"LS-{n}1", f"HP-{n}2", f"RV-{n}3"])
        caption = f"Figure {n} Steering gear hydraulic diagram, rudder limit switch unit {n}"
        page.insert_text((90, 250), caption, fontsize=9)
        _para(page, 420, SEA)
    doc.save(path)
    doc.close()
    return path


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    pdf = _manual(tmp_path_factory.mktemp("pdf") / "steering-gear-manual.pdf")
    yield from ingested(tmp_path_factory, "drawings-ahead", [pdf])


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # before: "do not give anything at 35 deg" (the first five: four drawings, the fuel text)
        (
            "steering gear hydraulic diagram limit switch - at 35 deg rudder angle what happens",
            "35",
        ),
        # before: "do not give a pressure of what it asks about" (four drawings, the pumps text)
        (
            "steering gear hydraulic diagram rudder limit switch unit RV - relief valve set pressure",
            "160",
        ),
        # answered before and after: the value's passage is third
        (
            "steering gear hydraulic diagram limit switch unit - what is the relief valve setting",
            "160",
        ),
    ],
)
def test_a_value_written_below_the_drawings_found_first_is_not_declined(
    engine,  # type: ignore[no-untyped-def]
    question: str,
    value: str,
) -> None:
    answer = ask_retrieval_only(engine, question)
    assert not answer.declined, answer.answer_text
    assert answer.evidence[0].type == "diagram"
    assert any(h.type == "text" and value in h.text for h in answer.evidence)


def test_a_condition_no_item_writes_is_still_declined(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(
        engine, "steering gear hydraulic diagram limit switch - at 25 deg rudder angle what happens"
    )
    assert answer.declined
    assert "25 deg" in answer.answer_text
