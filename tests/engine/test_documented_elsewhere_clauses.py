"""A manual names a variant only to send the reader elsewhere, in a clause of its own ("A TGC-3P
polar variant is available; it is covered by a separate manual") or with "separate notes"
("Motorised version GIT-7M: separate notes"): a question about that variant is declined, the
passages found being about the base model (held33b pn-046, pn-030, read after its transfer run)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.retrieval import tuning
from engine.retrieval.absent import named_elsewhere
from engine.vocab.scope import says_elsewhere
from tests.doubles.keywords import keyword_index

PAGES = [
    "2.1 Technical data\nThe TGC-3 is not suitable for use above latitude 80°. A TGC-3P polar "
    "variant is available; it is covered by a separate manual.",
    "These notes cover GIT-7 hand-operated stand only. Motorised version GIT-7M: separate notes.",
    "TGC-3 settling time 45 min. GIT-7 test pressure range 0 - 600 bar; see the notes below.",
]


def test_a_pronoun_clause_after_the_name_says_where_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    index = keyword_index(tmp_path, PAGES)
    try:
        assert [s for s, _ in named_elsewhere("max latitude for the TGC-3P polar gyro", index)] == [
            "TGC-3P"
        ]
        assert named_elsewhere("settling time of the TGC-3", index) == []
        monkeypatch.setattr(tuning, "ELSEWHERE_PRONOUN_CLAUSE", False)
        assert named_elsewhere("max latitude for the TGC-3P polar gyro", index) == []
    finally:
        index.close()


def test_separate_notes_are_another_document(tmp_path: Path) -> None:
    index = keyword_index(tmp_path, PAGES)
    try:
        assert [s for s, _ in named_elsewhere("motor power of the GIT-7M", index)] == ["GIT-7M"]
        assert not says_elsewhere("GIT-7 test pressure range 0 - 600 bar; see the notes below.")
    finally:
        index.close()
