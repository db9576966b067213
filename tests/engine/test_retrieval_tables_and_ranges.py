"""Terminal tables and code ranges: a small table cut into groups of rows is one table to the
question ("E1", "F1", "F2" in different groups), and "E1-E3" asks for E2 too."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from engine.retrieval.hybrid import coverage, query_terms, table_context
from engine.store.base import KeywordRow
from engine.store.keyword import Fts5KeywordIndex
from engine.types import ExtractedTable, TableChunk
from engine.vocab.codes import query_range_members

HEADER = ["Terminal", "Cross section", "Function"]


def _table(table_id: str, rows: list[list[str]], per_chunk: int) -> tuple[ExtractedTable, list]:
    table = ExtractedTable(table_id, "d1", None, [24], (0, 0, 1, 1), "Terminal block", HEADER, rows)
    chunks = []
    for start in range(0, len(rows), per_chunk):
        body = "\n".join(" | ".join(r) for r in rows[start : start + per_chunk])
        end = min(len(rows), start + per_chunk)
        chunks.append(TableChunk(f"{table_id}:r{start}", table_id, "d1", body, start, end, [24]))
    return table, chunks


def _library(tables: list[ExtractedTable], chunks: list[TableChunk]) -> SimpleNamespace:
    by_id = {c.chunk_id: c for c in chunks}
    by_table = {t.table_id: t for t in tables}
    records = SimpleNamespace(
        table_chunks=lambda ids: {i: by_id[i] for i in ids if i in by_id},
        tables=lambda ids: {i: by_table[i] for i in ids if i in by_table},
        sections=lambda ids: {},
    )
    return SimpleNamespace(records=records)


def test_a_small_table_cut_into_row_groups_is_credited_with_all_its_rows() -> None:
    rows = [
        ["E1", "2.5mm2", "Phase A excitation input"],
        ["E2", "2.5mm2", "Phase B excitation input"],
        ["E3", "2.5mm2", "Phase C excitation input"],
        ["F1", "2.5mm2", "Excitation output positive"],
        ["F2", "2.5mm2", "Excitation output negative"],
    ]
    small, small_chunks = _table("t1", rows, 3)
    long, long_chunks = _table("t2", [[f"X{n}", "1.0mm2", "spare"] for n in range(40)], 3)
    library = _library([small, long], small_chunks + long_chunks)
    _, whole = table_context(library, ["t1:r3", "t2:r3"])  # type: ignore[arg-type]
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
        long_forms={},
    )
    assert coverage(terms, small_chunks[1].text) == 0.5  # type: ignore[arg-type]
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
