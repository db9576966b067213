"""A reading of blind held33a (stop 32), after its first run: "how much" asks an amount, it names
no kind of the thing after it."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.retrieval import tuning
from engine.retrieval.kinds import other_kinds
from tests.doubles.hits import make_hit
from tests.doubles.keywords import keyword_index


def test_how_much_names_no_kind(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    index = keyword_index(
        tmp_path,
        [
            "Never mix cleaner and sanitizer. Wear rubber gloves.",
            "Ice machine cleaner P/N 80-0650, 16 fl oz",
            "Add 8 fl oz (240 ml) of cleaner to the water trough.",
        ],
    )
    hits = [
        make_hit(
            "Task: Clean water system | x: 6 Months",
            kind="table",
            title="WARNING Never mix cleaner and sanitizer",
            page=7,
        ),
        make_hit(
            "Ref.: 14 | Description: Ice machine cleaner",
            kind="table",
            title="8 Replacement parts, ice machine cleaner",
            page=9,
        ),
    ]
    try:
        question = "how much cleaner goes in the trough for clean cycle"
        assert other_kinds(question, hits, index) is None
        monkeypatch.setattr(tuning, "KIND_NOT_HOW_ASKED", False)
        assert other_kinds(question, hits, index) is not None
    finally:
        index.close()
