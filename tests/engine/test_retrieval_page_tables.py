"""A dense page's table is found through the page's text: "standard page of the front panel -
what does each code shown mean" finds the passage naming Table 5-2, and Table 5-2 itself (cited
on its page) is in the first five, though nine other display-code tables match the question's
words in their own captions better than its bare rows do."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import _heading, _para, _table

STANDARD_PAGE = (
    "The standard page of the front panel shows the active operating mode in area A10 and the "
    "last fault in area A11. What each code shown on the standard page means is given in "
    "Table 5-2 below; the codes stay on the standard page until the fault is reset."
)
GROUPS = ("heater", "pump", "fan", "valve", "damper", "burner", "feeder", "mixer", "filter")


def _manual(path: Path) -> Path:
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page()
    y = _heading(page, 72, "5.2 Standard page display", 14)
    y = _para(page, y, STANDARD_PAGE)
    page.insert_text((72, y + 10), "Table 5-2 Area assignment", fontsize=10, fontname="hebo")
    _table(
        page,
        72,
        y + 20,
        [80, 300],
        [["Area", "Shown"], ["A10", "DRP: regulation with droop"], ["A11", "F7: loss of sensing"]],
    )
    for n, group in enumerate(GROUPS, 1):
        page = doc.new_page()
        y = _heading(page, 72, f"6.{n} The {group} group", 14)
        y = _para(page, y, f"The {group} group is set up from the service laptop.")
        page.insert_text(
            (72, y + 10),
            f"Table 6-{n} Front panel display codes of the {group} group and what they mean",
            fontsize=10,
            fontname="hebo",
        )
        _table(
            page,
            72,
            y + 20,
            [80, 300],
            [["Code", "Meaning"], [f"{group[:2].upper()}1", f"{group} code on"], ["X2", "off"]],
        )
    doc.save(path)
    doc.close()
    return path


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    pdf = _manual(tmp_path_factory.mktemp("pdf") / "panel-manual.pdf")
    yield from ingested(tmp_path_factory, "page_tables", [pdf])


QUESTION = "front panel standard page - what does each fault code shown mean till reset"
TABLE = ("table", 1, "Table 5-2 Area assignment")


def test_the_table_on_the_page_of_the_best_passage_is_shown(engine) -> None:  # type: ignore[no-untyped-def]
    evidence = ask_retrieval_only(engine, QUESTION).evidence
    assert (evidence[0].type, evidence[0].page) == ("text", 1)
    first = [(h.type, h.page, h.title) for h in evidence[:5]]
    assert TABLE in first, first


def test_the_table_search_alone_does_not_find_it(engine, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """What the page's text adds: without it the captions that repeat the question's words
    fill the places."""
    from engine.retrieval import tuning

    monkeypatch.setattr(tuning, "PAGE_TABLES_WITHIN", 0)
    evidence = ask_retrieval_only(engine, QUESTION).evidence
    print([(h.type, h.page, h.title, h.sources) for h in evidence[:8]])
    assert TABLE not in [(h.type, h.page, h.title) for h in evidence[:5]]
