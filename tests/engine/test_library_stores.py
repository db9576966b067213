"""The library works with the stores it is given (embedded defaults or any Protocol-conforming set)."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from engine.store.library import Library, embedded_stores


class RecordingStore:
    """Passes every call through to a real store and notes the method names."""

    def __init__(self, inner: Any, calls: list[str]) -> None:
        self._inner = inner
        self._calls = calls

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._inner, name)
        if not callable(attr):
            return attr

        def call(*args: Any, **kwargs: Any) -> Any:
            self._calls.append(name)
            return attr(*args, **kwargs)

        return call


def test_building_the_embedded_stores_opens_nothing(tmp_path: Path) -> None:
    stores = embedded_stores(tmp_path / "lib")
    library = Library(tmp_path / "lib", stores)
    assert not (tmp_path / "lib").exists()
    assert library.vectors is stores.vectors and library.graph is stores.graph
    assert library.records is stores.records and library.keywords is stores.keywords


def test_the_library_opens_purges_and_closes_the_stores_it_is_given(tmp_path: Path) -> None:
    calls: list[str] = []
    stores = embedded_stores(tmp_path)
    recorded = dataclasses.replace(stores, keywords=RecordingStore(stores.keywords, calls))
    library = Library(tmp_path, recorded)
    assert library.open() == []
    library.purge("0123456789abcdef")
    assert library.stats()["keyword_passages"] == 0
    library.close()
    assert calls == ["open", "doc_ids", "delete_document", "count", "close"]


@pytest.mark.slow
def test_a_library_with_more_vectors_than_one_read_allows_still_opens(tmp_path: Path) -> None:
    """A 14,000-page library (~33,000 text vectors) could not be opened: listing its documents
    read the whole collection at once, past SQLite's limit on variables."""
    import numpy as np

    from engine.store.base import VectorRow
    from engine.store.vectors import ChromaVectorStore

    store = ChromaVectorStore(tmp_path / "vectors")
    store.open()
    rng = np.random.default_rng(0)
    docs = [f"doc{n}" for n in range(7)]
    rows = [
        VectorRow(
            id=f"c{i}",
            embedding=rng.standard_normal(8).astype("float32"),
            text="",
            metadata={"doc_id": docs[i % len(docs)]},
        )
        for i in range(34_000)
    ]
    store.add("text_chunks", rows)
    try:
        assert store.doc_ids() == set(docs)
        assert sum(store.counts_by_document("text_chunks").values()) == 34_000
    finally:
        store.close()


def test_a_word_every_passage_uses_does_not_make_keyword_search_read_them_all(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """BM25 time grows with every passage a query word occurs in: the most common words are left
    out of a big library's query, and the passage the rare words name still comes first."""
    from engine.store import keyword
    from engine.store.base import KeywordRow

    index = keyword.Fts5KeywordIndex(tmp_path / "keyword.sqlite")
    index.open()
    rows = [
        KeywordRow("text", f"p{i}", "d1", f"the pump runs at rated speed {i}") for i in range(40)
    ]
    rows.append(KeywordRow("text", "wear", "d1", "pump impeller wear ring clearance 0.3 mm"))
    index.add(rows)
    try:
        question = "pump impeller clearance"
        everything = index.search(question, "text", 10)
        monkeypatch.setattr(keyword, "MATCH_ROWS_MAX", 5)
        bounded = index.search(question, "text", 10)
        assert everything[0].ref_id == bounded[0].ref_id == "wear"
        assert len(everything) == 10  # every passage says "pump"
        assert [m.ref_id for m in bounded] == ["wear"]  # "pump" was left out of the query
    finally:
        index.close()


def test_a_sentence_cut_where_a_passage_ends_is_read_whole(tmp_path: Path) -> None:
    """A passage naming a thing is read on into the next passage of its section (the one after
    it with the same title line), not into another section or document."""
    from engine.store import keyword
    from engine.store.base import KeywordRow

    index = keyword.Fts5KeywordIndex(tmp_path / "keyword.sqlite")
    index.open()
    title = "TM-4 Shaft power meter - Manual"
    index.add(
        [
            KeywordRow(
                "text", "c0", "d1", f"{title}\nThis manual covers the TM-4. The TM-4T is the"
            ),
            KeywordRow("text", "c1", "d1", f"{title}\nsubject of a separate supplement."),
            KeywordRow("text", "c2", "d1", "Parts list\nTM-4T thrust option, see its own sheet"),
            KeywordRow("text", "c3", "d2", "Other manual\nnothing here"),
        ]
    )
    try:
        texts = index.texts_mentioning([["tm", "4t"]], 10)
        assert texts[0].endswith("The TM-4T is the subject of a separate supplement.")
        assert texts[1] == "Parts list\nTM-4T thrust option, see its own sheet"
    finally:
        index.close()


def test_the_rarest_words_are_kept_within_the_budget() -> None:
    from engine.store.keyword import within_budget

    df = {"pump": 900, "impeller": 3, "wear": 40, "2": 5000, "6": 800}
    assert within_budget(["pump", "impeller", "wear"], df, 100) == ["impeller", "wear"]
    assert within_budget(["pump", "2 6"], df, 10) == ["pump"]  # never nothing
    assert within_budget(["pump", "impeller"], df, 10_000) == ["pump", "impeller"]


def test_vectors_of_a_document_the_other_stores_do_not_hold_are_found(tmp_path: Path) -> None:
    """Opening a library looks only for documents it does not know of (half-written ones)."""
    from engine.store.base import VectorRow
    from engine.store.vectors import ChromaVectorStore

    store = ChromaVectorStore(tmp_path / "vectors")
    store.open()
    rows = [
        VectorRow(id=f"c{i}", embedding=[float(i), 1.0, 0.0], text="", metadata={"doc_id": d})
        for i, d in enumerate(["known", "known", "orphan", "other"])
    ]
    store.add("text_chunks", rows)
    try:
        assert store.doc_ids(besides={"known"}) == {"orphan", "other"}
        assert store.doc_ids(besides={"known", "orphan", "other"}) == set()
        assert store.doc_ids() == {"known", "orphan", "other"}
    finally:
        store.close()


def test_a_documents_outline_is_read_again_once_its_content_changes(tmp_path: Path) -> None:
    """Chapter lookups keep each manual's outline in memory; writing or removing the manual's
    content must not leave the old outline behind."""
    from engine.store.records import SqliteRecordStore
    from engine.types import Section

    def section(number: str, title: str) -> Section:
        return Section(f"d1-{number}", "d1", number, title, 1, None, 1, 1, int(number), "text")

    records = SqliteRecordStore(tmp_path / "library.sqlite")
    records.open()
    records.add_content("d1", [section("1", "Safety")], [], [], [], [])
    first = records.outline("d1")
    assert [s.title for s in first] == ["Safety"] and first[0].text == ""
    assert records.outline("d1") is first  # read once
    records.delete_document("d1")
    assert records.outline("d1") == ()
    records.add_content("d1", [section("1", "Safety"), section("2", "Operation")], [], [], [], [])
    assert [s.title for s in records.outline("d1")] == ["Safety", "Operation"]
    records.finish_removal("d1")
    assert records.outline("d1") == ()
    records.close()


def test_a_drawings_labels_read_again_are_served_and_edits_do_not_leak(tmp_path: Path) -> None:
    """Decoded labels are kept between questions; labels read again (OCR after the batch) must
    be what the next search sees, and a caller changing its copy must not change the store's."""
    from engine.store.records import SqliteRecordStore
    from engine.types import Diagram, DiagramLabel

    records = SqliteRecordStore(tmp_path / "library.sqlite")
    records.open()
    first = DiagramLabel("V003", (10.0, 10.0, 30.0, 20.0), "V003")
    drawing = Diagram("d1:s001", "d1", None, 1, (0.0, 0.0, 500.0, 400.0), "Fig. 1", "", [first])
    records.add_content("d1", [], [], [], [], [drawing])
    read = records.diagrams(["d1:s001"])["d1:s001"]
    assert read.labels == [first]
    read.labels.append(DiagramLabel("P01", (50.0, 50.0, 70.0, 60.0)))  # as ingest edits them
    assert records.diagrams(["d1:s001"])["d1:s001"].labels == [first]
    second = DiagramLabel("FV-203", (100.0, 100.0, 140.0, 110.0), "FV203")
    records.set_diagram_labels("d1:s001", [first, second])
    assert records.diagrams(["d1:s001"])["d1:s001"].labels == [first, second]
    records.close()


@pytest.mark.parametrize(
    "text",
    ["Pump P-01 RUNS at 1800rpm", "Ölpumpe ÜBERDRUCK 5 bar", "İstanbul DECK_2 ﬁlter", "", "__"],
)
def test_words_are_read_the_same_from_plain_and_accented_text(text: str) -> None:
    """The keyword index's words (lower case, split as FTS5's unicode61 does)."""
    from engine.store.keyword import tokens
    from engine.vocab.words import WORD

    assert tokens(text) == [t.lower() for t in WORD.findall(text)]
