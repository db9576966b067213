"""A small table printed over a page break is shown whole and cited on the page of the row the
question asks about; a panel's "Ch." column answers a question typed "channel 8". A small
generated manual, ingested for real."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.retrieval import tuning
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import _heading, _para, _table

HEADER = ["Ch.", "Location", "Anode", "Mass (kg)", "Set current (A)"]
ROWS = [
    ["1", "Low sea chest, port", "Cu", "8,5", "1,8"],
    ["2", "Low sea chest, port", "Al", "6,0", "0,9"],
    ["3", "Low sea chest, stbd", "Cu", "8,5", "1,8"],
    ["4", "Low sea chest, stbd", "Al", "6,0", "0,9"],
    ["5", "High sea chest, stbd", "Cu", "11,0", "2,2"],
    ["6", "High sea chest, stbd", "Al", "8,0", "1,1"],
    ["7", "Cooler inlet box", "Cu", "4,0", "0,7"],
    ["8", "Cooler inlet box", "Al", "3,0", "0,35"],
]
WIDTHS = [40, 150, 50, 70, 110]


def _manual(path: Path) -> Path:
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page()
    y = _heading(page, 72, "2 Specification", 16)
    y = _para(
        page,
        y,
        "The panel feeds eight anodes, each by its own channel. The anode current is set at "
        "commissioning according to the sea water flow through each sea chest.",
    )
    y = _para(page, y + 300, "Table 2-2 Anode current setting")
    _table(page, 72, y, WIDTHS, [HEADER, *ROWS[:6]], row_h=22)
    page = doc.new_page()
    _para(page, 60, "Table 2-2 (continued)")
    _table(page, 72, 90, WIDTHS, ROWS[6:], row_h=22)
    y = _heading(page, 200, "3 Installation", 16)
    _para(page, y, "The panel is fitted near the sea chests on the engine room floor.")
    doc.save(path)
    doc.close()
    return path


@pytest.fixture(scope="module")
def engine(tmp_path_factory):  # type: ignore[no-untyped-def]
    pdf = _manual(tmp_path_factory.mktemp("rowpages") / "mgps-panel.pdf")
    yield from ingested(tmp_path_factory, "rowpages_lib", [pdf])


def _table_citation(answer):  # type: ignore[no-untyped-def]
    tables = [c for c in answer.citations if c.type == "table"]
    assert tables, answer.answer_text
    return tables[0]


def test_a_row_after_the_page_break_is_cited_on_its_page(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(engine, "mgps channel 8 set current")
    assert not answer.declined
    assert "0,35" in answer.answer_text
    assert _table_citation(answer).page == 2


def test_a_row_before_the_page_break_stays_on_the_first_page(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(engine, "mgps channel 3 set current")
    assert _table_citation(answer).page == 1


def test_without_the_switch_the_table_is_cited_where_it_begins(engine, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(tuning, "TABLE_ROWS_PAGE", False)
    answer = ask_retrieval_only(engine, "mgps channel 8 set current")
    assert _table_citation(answer).page == 1


def test_the_row_is_told_by_its_number_after_the_short_form(engine, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # every group of rows holds an "8" ("8,5 kg"): only "Ch.: 8" is channel 8
    monkeypatch.setattr(tuning, "NUMBERED_SHORT_SEARCH", False)
    answer = ask_retrieval_only(engine, "mgps channel 8 set current")
    assert _table_citation(answer).page == 1


def test_rows_that_match_as_well_are_told_apart_by_meaning() -> None:
    from types import SimpleNamespace

    from engine.retrieval.hits import _matching_rows_pages
    from engine.retrieval.hybrid import Candidate

    def group(cid: str, page: int, own: float, cosine: float) -> tuple[Candidate, object]:
        cand = Candidate("table", cid, "d1", cosine=cosine, own=own)
        return cand, SimpleNamespace(table_id="t1", pages=[page])

    # the first-ranked group (p96, "No voltage buildup") and the one that answers (p97, "Too low
    # voltage buildup") hold the same question words; the second is nearer in meaning
    first, c1 = group("t1:r0", 96, 0.475, 0.454)
    second, c2 = group("t1:r2", 97, 0.475, 0.508)
    chunks = {"t1:r0": c1, "t1:r2": c2}
    assert _matching_rows_pages([first, second], chunks) == {"t1": 97}
    # a group nearer in meaning but holding fewer of the words does not move the citation
    third, c3 = group("t1:r4", 97, 0.392, 0.6)
    assert _matching_rows_pages([first, third], {"t1:r0": c1, "t1:r4": c3}) == {}
