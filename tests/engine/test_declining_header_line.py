"""A maker's technical-data table often names its columns once, on its first line ("Size | Flow
(m3/h) | Head (m) | Power (kW)"), and its rows only give figures ("CV-80 | 80 | 38 | 15"). The
row's cell under the header cell that names the quantity (or declares its unit) is that row's
value: "cv-80 flow m3/h" is answered, not declined for want of a flow. A quantity no column names
(a pressure, a weight) is still declined, and a header naming another quantity gives none."""

from __future__ import annotations

import pytest

from engine.agent.evidence import missing_quantity
from engine.vocab.quantities import QUANTITIES, header_passages
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.hits import make_hit
from tests.doubles.pdfs import _heading, _para, _table

SIZES = [
    ["Size", "Flow (m3/h)", "Head (m)", "Power (kW)"],
    ["CV-40", "18", "25", "3.0"],
    ["CV-65", "45", "32", "7.5"],
    ["CV-80", "80", "38", "15"],
]


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    import pymupdf

    path = tmp_path_factory.mktemp("pdf") / "aquaflo-cv-pump.pdf"
    doc = pymupdf.open()
    page = doc.new_page()
    y = _heading(page, 60, "AQUAFLO CV CENTRIFUGAL PUMP - OPERATION AND MAINTENANCE", 13)
    y = _heading(page, y, "2.1 Sizes", 12)
    _table(page, 72, y, [90, 100, 90, 100], SIZES)
    page = doc.new_page()
    y = _heading(page, 72, "4.3 Lubrication", 12)
    _para(
        page,
        y,
        "The bearings are grease lubricated. Regrease every 2000 running hours with 15 g of "
        "lithium soap grease (NLGI 2) per bearing.",
    )
    doc.save(path)
    doc.close()
    yield from ingested(tmp_path_factory, "header-line", [path])


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("cv-80 flow m3/h", "80"),
        ("flow rate of the cv-40 pump", "18"),
        ("cv-65 motor power kw", "7.5"),
        ("how often regrease the bearings", "2000"),  # must stay answerable (running text)
    ],
)
def test_a_row_gives_the_value_its_header_line_names(engine, question: str, value: str) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(engine, question)
    assert not answer.declined, answer.answer_text
    assert value in answer.answer_text


@pytest.mark.parametrize(
    "question",
    [
        "cv-80 casing pressure bar",  # no column names a pressure
        "how heavy is the cv-80, kg",  # nor a weight
    ],
)
def test_a_quantity_no_column_names_is_still_declined(engine, question: str) -> None:  # type: ignore[no-untyped-def]
    assert ask_retrieval_only(engine, question).declined


def test_only_the_cell_under_the_header_naming_the_quantity_gives_it() -> None:
    def table(text: str):  # type: ignore[no-untyped-def]
        return make_hit(text, title="2.1 Sizes", kind="table")

    flow = "cv-80 flow m3/h"
    assert missing_quantity(flow, [table("Size | Flow (m3/h) | Head (m)\nCV-80 | 80 | 38")]) is None
    # a header cell that only declares the unit
    assert missing_quantity(flow, [table("Size | Q [m3/h] | H [m]\nCV-80 | 80 | 38")]) is None
    # a header naming another quantity gives no flow
    assert missing_quantity(flow, [table("Size | Power (kW) | Head (m)\nCV-80 | 15 | 38")])
    # no figure under the header: no value
    assert missing_quantity(flow, [table("Size | Flow (m3/h) | Head (m)\nCV-80 | - | 38")])
    # a head in metres is no length of anything
    assert missing_quantity("cv-80 length in m", [table("Size | H (m)\nCV-80 | 38")])


def test_a_labelled_row_is_no_header_line() -> None:
    # Rows written "Header: cell" label their own cells; the row after one naming a current is
    # not under a current's header ("Unit: A" labels this row's figure, not the next one's).
    flow = next(q for q in QUANTITIES if q.name == "a flow rate")
    current = next(q for q in QUANTITIES if q.name == "a current")
    plain = "2.1 Sizes\nSize | Flow (m3/h) | Head (m)\nCV-40 | 18 | 25\nCV-80 | 80 | 38"
    assert header_passages(flow, plain) == ["CV-40 | Flow (m3/h): 18", "CV-80 | Flow (m3/h): 80"]
    labelled = "Display: I1 | Unit: A | Max.: 5\nDisplay: P | Unit: kW | Max.: 30"
    assert header_passages(current, labelled) == []
    assert header_passages(flow, "Columns: Size | Flow (m3/h)\nSize: CV-80 | Flow (m3/h): 80") == []
