"""Terminal tables and code ranges: a small table cut into groups of rows is one table to the
question ("E1", "F1", "F2" in different groups), and "E1-E3" asks for E2 too."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from engine.retrieval.hybrid import coverage, query_terms, whole_table_texts
from engine.store.base import KeywordRow
from engine.store.keyword import Fts5KeywordIndex
from engine.types import TableChunk
from engine.vocab.codes import query_range_members

HEADER = "Terminal block\nColumns: Terminal | Cross section | Function"


def _chunks(table_id: str, rows: list[str], per_chunk: int) -> list[TableChunk]:
    out = []
    for start in range(0, len(rows), per_chunk):
        body = "\n".join(rows[start : start + per_chunk])
        out.append(
            TableChunk(
                f"{table_id}:r{start}",
                table_id,
                "d1",
                f"{HEADER}\n{body}",
                start,
                min(len(rows), start + per_chunk),
                [24],
            )
        )
    return out


def _library(chunks: list[TableChunk]) -> SimpleNamespace:
    by_id = {c.chunk_id: c for c in chunks}
    records = SimpleNamespace(
        table_chunks=lambda ids: {i: by_id[i] for i in ids if i in by_id},
        table_chunks_of=lambda tids: [c for c in chunks if c.table_id in tids],
    )
    return SimpleNamespace(records=records)


def test_a_small_table_cut_into_row_groups_is_credited_with_all_its_rows() -> None:
    rows = [
        "Terminal: E1 | Cross section: 2.5mm2 | Function: Phase A excitation input",
        "Terminal: E2 | Cross section: 2.5mm2 | Function: Phase B excitation input",
        "Terminal: E3 | Cross section: 2.5mm2 | Function: Phase C excitation input",
        "Terminal: F1 | Cross section: 2.5mm2 | Function: Excitation output positive",
        "Terminal: F2 | Cross section: 2.5mm2 | Function: Excitation output negative",
    ]
    small = _chunks("t1", rows, 3)
    long_rows = [f"Terminal: X{n} | Cross section: 1.0mm2 | Function: spare" for n in range(40)]
    long = _chunks("t2", long_rows, 3)
    library = _library(small + long)
    whole = whole_table_texts(library, ["t1:r3", "t2:r3"])  # type: ignore[arg-type]
    # the group holding F1/F2 is read with E1-E3 above it; a long table is shown (and scored)
    # by the group of rows found
    assert "E1" in whole["t1:r3"] and "F2" in whole["t1:r3"]
    assert "t2:r3" not in whole
    terms = SimpleNamespace(
        terms=("e1", "e3", "f1", "f2"),
        weights={"e1": 1.0, "e3": 1.0, "f1": 1.0, "f2": 1.0},
        total=4.0,
        phrases=(),
        joined=(),
        renamed=frozenset(),
        expansions={},
        named_docs={},
        spelled={},
    )
    assert coverage(terms, small[1].text) == 0.5  # type: ignore[arg-type]
    assert coverage(terms, whole["t1:r3"]) == 1.0  # type: ignore[arg-type]


def test_a_typed_range_stands_for_the_codes_between_its_ends() -> None:
    assert query_range_members("cable size for terminals E1-E3 / F1 F2", 10) == ["E2"]
    assert query_range_members("valves V001..V004", 10) == ["V002", "V003"]
    assert query_range_members("E1…E4 wiring", 10) == ["E2", "E3"]
    assert query_range_members("V001 to V003", 10) == ["V002"]
    assert query_range_members("E1-3", 10) == ["E2"]
    # sizes, spans, two families, a slash and ranges of numbers are not lists of codes
    for text in ("DN50-DN80", "P1-P40", "E1-F3", "A9/A10", "pages 10-20", "IEC255-8"):
        assert query_range_members(text, 10) == [], text


def test_a_code_between_a_ranges_ends_counts_where_the_library_has_it(tmp_path: Path) -> None:
    index = Fts5KeywordIndex(tmp_path / "keyword.sqlite")
    index.open()
    index.add(
        [
            KeywordRow("table", "t1", "d1", "E1 Phase A input | E2 Phase B input | E3 Phase C"),
            KeywordRow("text", "c1", "d1", "Valves V001 and V004 isolate the mist pumps."),
        ]
    )
    library = SimpleNamespace(keywords=index)
    terms = query_terms(library, "cable size for E1-E3")  # type: ignore[arg-type]
    assert "e2" in terms.terms and terms.weights["e2"] > 0
    listed = "E1 phase A | E2 phase B | E3 phase C cable"
    assert coverage(terms, listed) > coverage(terms, "E1 phase A | E3 phase C cable")
    # V002, V003 are in no passage: nothing more to look for, and nothing counted as absent
    plain = query_terms(library, "what do V001 V004 isolate")  # type: ignore[arg-type]
    ranged = query_terms(library, "what do V001-V004 isolate")  # type: ignore[arg-type]
    assert ranged.terms == plain.terms
    assert ranged.absent == plain.absent
    index.close()
