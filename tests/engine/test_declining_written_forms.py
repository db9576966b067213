"""Values as other makers' manuals print them stay answerable in retrieval-only mode: a part
number, grade or fuse glued to its letters, a unit printed before its figure (spec lines, table
rows), a version printed with or without its trailing zero; and a table read again under the
same id is shown with its new rows."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.agent.evidence import missing_quantity
from engine.retrieval.hybrid import whole_table_text
from engine.types import ExtractedTable
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.hits import make_hit
from tests.doubles.pdfs import _heading, _para


@pytest.mark.parametrize(
    ("question", "passage", "kind"),
    [
        # a name's digits are the value of a quantity without units
        ("what is the part number of the impeller", "Impeller, part no. AB123456", "text"),
        ("what is the part number of the impeller", "Impeller | Part No. | VP12345", "table"),
        ("what oil grade for the gearbox", "Gearbox oil: ISO VG220", "text"),
        ("what oil grade for the gearbox", "Gearbox oil: SAE30", "text"),
        # a figure with its unit, even glued to a letter
        ("what fuse rating for the control circuit", "Control circuit fuse F2: T2A", "text"),
        # the unit printed before its figure
        ("what kVA is the shore transformer", "Shore transformer, kVA 3, 440/230 V", "text"),
        ("what kVA is the shore transformer", "Equipment: Shore transformer | kVA: 3", "table"),
        ("how many kW is the heater", "Heater output kW 12", "text"),
        ("what bar is the safety valve", "Safety valve set pressure, bar: 10", "text"),
        ("whats the pump flow in m3/h", "Pump capacity m3/h 25", "text"),
        ("how many rpm is the motor", "Motor | Speed | 1750", "table"),
        ("what rpm is the motor", "Motor nameplate: 1750/min", "text"),
    ],
)
def test_a_value_printed_the_way_other_manuals_print_it_is_given(
    question: str, passage: str, kind: str
) -> None:
    assert missing_quantity(question, [make_hit(passage, kind=kind)]) is None


def test_a_figure_of_a_name_is_still_no_amount_of_a_unit() -> None:
    # "SW2" and "HDEC2000" are names: no voltage is given
    missing = missing_quantity(
        "what voltage does the avr output",
        [make_hit("Set SW2 on the HDEC2000 before measuring the AVR output voltage.")],
    )
    assert missing is not None and missing.name == "a voltage"


_SOFTWARE = (
    "Purifier controller EPC software V1.30 adds a sludge counter. Software V1.20 was the first "
    "release. Alarm panel firmware Ver 3.2.1 supports Modbus."
)


def _manual(path: Path) -> Path:
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page()
    y = _heading(page, 72, "1 Purifier program", 16)
    _para(page, y, _SOFTWARE)
    doc.save(path)
    doc.close()
    return path


@pytest.fixture(scope="module")
def software(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    pdf = _manual(tmp_path_factory.mktemp("pdf") / "purifier-controller-manual.pdf")
    yield from ingested(tmp_path_factory, "software", [pdf])


@pytest.mark.parametrize(
    "question",
    [
        "what did EPC software v1.3 add",  # printed "V1.30"
        "what did the EPC software version 1.30 add",
        "alarm panel firmware version 3.2 modbus",  # printed "3.2.1"
    ],
)
def test_a_version_printed_with_or_without_its_trailing_zero_is_answered(
    software: object, question: str
) -> None:
    answer = ask_retrieval_only(software, question)
    assert not answer.declined, answer.answer_text


def test_a_version_outside_those_printed_is_still_declined(software: object) -> None:
    # the library's versions run from 1.20 to 3.2.1: "1.10" is none of them in any form
    answer = ask_retrieval_only(software, "what did EPC software v1.10 add")
    assert answer.declined
    assert "v1.10" in answer.answer_text


def _table(rows: list[list[str]]) -> ExtractedTable:
    return ExtractedTable(
        table_id="doc:t001",
        doc_id="doc",
        section_id=None,
        pages=[1],
        bbox=(0, 0, 1, 1),
        caption="Table 1 Settings",
        header=["Parameter", "Value"],
        rows=rows,
    )


def test_a_table_read_again_under_the_same_id_is_shown_with_its_new_rows() -> None:
    assert "10 bar" in whole_table_text(_table([["Set pressure", "10 bar"]]))
    # a later reading (an OCR pass) keeps the id and changes a cell
    text = whole_table_text(_table([["Set pressure", "12 bar"]]))
    assert "12 bar" in text and "10 bar" not in text
