"""A passage that runs over a page break is cited on the page that holds the answer."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from engine.api import Engine
from engine.config import EngineConfig
from tests.conftest import ask_retrieval_only, drain

FILLER = [
    "The separator bowl is cleaned at every scheduled stop of the plant.",
    "Check the drive belt tension and the condition of the belt guard.",
    "Record the running hours in the machinery log after each inspection.",
]


def _manual(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page()
    y = 72.0
    page.insert_text((72, y), "1 General", fontsize=14, fontname="hebo")
    for i in range(24):
        y += 16
        page.insert_text((72, y), FILLER[i % 3], fontsize=10)
    y += 30
    page.insert_text((72, y), "2 Relief valve", fontsize=14, fontname="hebo")
    for i in range(5):
        y += 16
        page.insert_text((72, y), FILLER[i % 3], fontsize=10)
    page = doc.new_page()  # the same section goes on over the page break
    y = 72.0
    for text in (
        "The relief valve on the feed pump discharge lifts at 7.5 bar.",
        "Its set pressure is sealed and must be tested once a year on the test bench.",
    ):
        page.insert_text((72, y), text, fontsize=10)
        y += 16
    y += 30
    page.insert_text((72, y), "3 Storage", fontsize=14, fontname="hebo")
    page.insert_text((72, y + 16), "Keep spare parts dry and in their original boxes.", fontsize=10)
    doc.save(path)
    return path


def test_the_answer_after_a_page_break_is_cited_on_its_page(tmp_path: Path) -> None:
    with Engine(EngineConfig(data_dir=tmp_path / "lib")) as eng:
        _, results = drain(eng.ingest([_manual(tmp_path / "pump-manual.pdf")]))
        assert results[0].status == "ready", results[0].error
        chunk = eng.library.records.chunks_of_section(
            next(
                s for s in eng.library.records.outline(results[0].doc_id) if s.number == "2"
            ).section_id
        )[0]
        assert [r.page for r in chunk.regions] == [1, 2]  # one passage over the break
        _, answer = drain(
            eng.ask("at what pressure does the feed pump relief valve lift", no_llm=True)
        )
    first = answer.evidence[0]
    assert first.ref_id == chunk.chunk_id
    assert first.page == 2 and first.bbox == chunk.regions[1].bbox


def test_a_passage_over_several_sheets_is_cited_on_the_sheet_of_what_was_asked() -> None:
    from engine.retrieval.focus import focus_page
    from engine.retrieval.hybrid import QueryTerms
    from engine.types import PageRegion
    from tests.doubles.hits import make_hit

    sheets = [
        "Calculate delivered compressor power (in Watts)\nCalculate COP of the unit\n",
        "Pressure (bar)\nP-h diagram for refrigerant HFC-134a\nEnthalpy (kJ/kg)\n",
    ]
    hit = make_hit("".join(sheets), title="4 Refrigeration Lab", page=17)
    hit.regions = [PageRegion(17, (0, 0, 1, 1), 0), PageRegion(18, (0, 0, 1, 1), len(sheets[0]))]
    # "refrig lab - what calcs do they want"
    weights = {"refrig": 5.7, "lab": 3.5, "calcs": 3.9}
    forms = {"refrig": ("refrigeration", "refrigerant"), "calcs": ("calculate", "calculations")}
    terms = QueryTerms(("refrig", "lab", "calcs"), weights, (), expansions=forms)
    # "refrig lab" is the section's heading, true of both sheets: the calculation sheet holds
    # the rest of what was asked, though the chart's title repeats "refrigerant"
    focus_page(hit, terms)
    assert hit.page == 17


@pytest.fixture(scope="module")
def parts_list(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    from tests.conftest import ingested
    from tests.doubles.pdfs import make_split_table_pdf

    pdf = make_split_table_pdf(tmp_path_factory.mktemp("pdf") / "parts.pdf")
    yield from ingested(tmp_path_factory, "split-table-pages", [pdf])


def test_a_group_of_rows_never_runs_over_a_page_break(parts_list) -> None:  # type: ignore[no-untyped-def]
    records = parts_list.library.records
    (doc,) = records.documents()
    (table,) = records.tables_of(doc.doc_id)
    assert table.pages == [1, 2]
    chunks = records.table_chunks_of([table.table_id])
    assert all(len(c.pages) == 1 for c in chunks)
    # rows 1-40 stand on page 1, rows 41-60 on page 2
    assert all(c.pages == [1 if c.row_start < 40 else 2] for c in chunks)


@pytest.mark.parametrize("row", [36, 38, 40, 41, 42, 44, 46])
def test_a_row_of_a_table_over_two_pages_is_cited_on_its_page(parts_list, row: int) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(parts_list, f"PN-{999 + row} - which spare part is it")
    assert not answer.declined
    first = answer.evidence[0]
    assert first.type == "table" and f"PN-{999 + row} " in first.text
    assert first.page == (1 if row <= 40 else 2)
