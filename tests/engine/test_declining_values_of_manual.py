"""A manual of one piece of equipment gives its technical data without naming the equipment in
each row: "Max. liquid temperature 90 °C" in the Aquaflo CV pump's manual is the CV pump's. Asked
"max liquid temp for cv pump", it is quoted, not declined for want of "cv pump" in the row; the
same row in another maker's manual, or a row naming only part of what is asked, still gives no
value. Two small generated manuals."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import _heading, _table


def _manual(path: Path, title: str, tables: list[tuple[str, list[list[str]]]]) -> Path:
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page()
    y = _heading(page, 60, title, 13)
    for heading, rows in tables:
        y = _heading(page, y, heading, 12)
        _table(page, 72, y, [200, 100, 100], rows)
        y += len(rows) * 22 + 20
    doc.save(path)
    doc.close()
    return path


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    folder = tmp_path_factory.mktemp("pdf")
    pump = _manual(
        folder / "aquaflo-cv-pump.pdf",
        "AQUAFLO CV-65 CENTRIFUGAL PUMP - OPERATION AND MAINTENANCE",
        [
            (
                "2 Technical data",
                [
                    ["Parameter", "Unit", "Value"],
                    ["Capacity", "m3/h", "45"],
                    ["Max. casing pressure", "bar", "10"],
                    ["Max. liquid temperature", "°C", "90"],
                    ["Weight (pump only)", "kg", "118"],
                ],
            ),
            (
                "4.4 Tightening torques",
                [
                    ["Thread", "Torque (Nm)", "Location"],
                    ["M8", "25", "Gland plate"],
                    ["M12", "86", "Casing cover"],
                    ["M16", "210", "Foot bolts"],
                ],
            ),
        ],
    )
    compressor = _manual(
        folder / "kompair-k2-compressor.pdf",
        "KOMPAIR K2 TWO-STAGE AIR COMPRESSOR",
        [
            (
                "1 Technical data",
                [
                    ["Parameter", "Unit", "Value"],
                    ["Final pressure", "bar", "30"],
                    ["Max. discharge temperature", "°C", "180"],
                    ["Crankcase oil", "l", "4.5"],
                ],
            )
        ],
    )
    yield from ingested(tmp_path_factory, "values-of-manual", [pump, compressor])


ask = ask_retrieval_only


def test_a_row_of_the_manuals_own_equipment_gives_its_value(engine) -> None:  # type: ignore[no-untyped-def]
    for question in (
        "max liquid temp for cv pump",
        "max casing pressure of the cv pump, bar",
    ):
        answer = ask(engine, question)
        assert not answer.declined, question
        assert "aquaflo-cv-pump.pdf" in answer.answer_text, question


def test_a_row_of_another_manual_or_of_part_of_the_thing_gives_none(engine) -> None:  # type: ignore[no-untyped-def]
    for question in (
        "max discharge temp for the cv pump",  # the compressor's row, not the pump's
        "coupling bolt torque for the cv pump",  # the rows name other bolts
    ):
        assert ask(engine, question).declined, question
