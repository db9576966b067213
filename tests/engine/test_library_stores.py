"""The library works with the stores it is given (embedded defaults or any Protocol-conforming set)."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

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
