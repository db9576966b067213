"""The library panel with a whole ship's library (300 manuals): counts, groups, filter.
(How fast filtering is, is measured by bench/library_panel.py, not here.)"""

from __future__ import annotations

from app.widgets.library import LibraryWidget
from app.workers import WorkerRunner
from tests.doubles.engine_doubles import CatalogueEngine, catalogue


def shown_titles(panel: LibraryWidget) -> list[str]:
    return [r.doc.title for r in panel._doc_rows if not r.isHidden()]


def test_three_hundred_manuals_are_counted_grouped_and_filtered(qtbot) -> None:
    docs = catalogue(300)
    engine = CatalogueEngine(docs)
    panel = LibraryWidget(engine, WorkerRunner())  # type: ignore[arg-type]
    qtbot.addWidget(panel)
    panel.resize(320, 800)
    panel.show()
    with qtbot.waitSignal(panel.documents_changed, timeout=10_000):
        panel.set_engine_ready(True)
    # The rows are made a few per turn; the header counts every manual from the start.
    assert panel.ready_group.header.text().startswith("Ready · 300 · listing ")
    qtbot.waitUntil(lambda: len(panel._doc_rows) == 300, timeout=60_000)
    pages = sum(d.pages for d in docs)
    assert panel.count_label.text() == f"300 documents · {pages:,} pages"
    assert panel.ready_group.header.text() == "Ready · 300"
    assert panel.adding_group.isHidden() and panel.failed_group.isHidden()

    qtbot.keyClicks(panel.filter_edit, "STEERING vol. 14")  # every word, any case, any order
    assert sorted(shown_titles(panel)) == [
        "Steering Gear Manual Vol. 14",
        "Steering Gear Manual Vol. 146",
    ]
    assert panel.ready_group.header.text() == "Ready · 2 of 300"

    panel.filter_edit.setText("manual_007.pdf")  # the file name works too
    assert shown_titles(panel) == [docs[7].title]
    panel.filter_edit.setText("no such manual")
    assert shown_titles(panel) == [] and panel.empty_label.text() == (
        "No document matches the filter."
    )
    panel.filter_edit.clear()
    assert len(shown_titles(panel)) == 300 and panel.empty_label.isHidden()

    panel._add_failed("broken.pdf", "not a PDF (looks like PNG image)")
    assert panel.failed_group.header.text() == "Could not be added · 1"

    # Re-listing after one more manual keeps the 300 rows it has and adds one.
    rows_before = dict(panel._rows_by_id)
    engine.listed = [*docs, *catalogue(301)[300:]]
    with qtbot.waitSignal(panel.documents_changed, timeout=10_000):
        panel.refresh()
    qtbot.waitUntil(lambda: len(panel._doc_rows) == 301, timeout=10_000)
    assert panel.ready_group.header.text() == "Ready · 301"
    assert all(panel._rows_by_id[i] is row for i, row in rows_before.items())
