"""Text ingestion on small generated manuals: sections, chunks, idempotency, removal, bad input."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.api import Engine
from engine.config import EngineConfig
from engine.embedding import count_pieces
from engine.errors import DataDirBusy
from tests.conftest import drain
from tests.doubles.pdfs import make_bad_inputs, make_manual


@pytest.fixture
def engine(tmp_path: Path):  # type: ignore[no-untyped-def]
    eng = Engine(EngineConfig(data_dir=tmp_path / "lib")).open()
    yield eng
    eng.close()


def test_manual_is_read_into_numbered_sections_and_chunks(engine: Engine, tmp_path: Path) -> None:
    pdf = make_manual(tmp_path / "manual.pdf")
    events, results = drain(engine.ingest([pdf]))
    (result,) = results
    assert result.status == "ready", result.error
    assert result.pages == 4 and result.tables == 1 and result.text_chunks >= 4
    stages = [e.stage for e in events]
    assert "read" in stages and "embed" in stages and stages[-1] == "done"
    assert [e.done for e in events if e.stage == "read"] == [1, 2, 3, 4]

    doc = engine.documents()[0]
    assert doc.title == "Test Vacuum Unit Manual"
    sections = {s.number: s for s in engine.library.records.sections_of(doc.doc_id)}
    assert {"1", "1.1", "1.2", "2", "2.1", "2.1.1", "3", "4"} <= set(sections)
    assert sections["2.1.1"].parent_id == sections["2.1"].section_id
    assert sections["2.1"].parent_id == sections["2"].section_id
    assert sections["2.1.1"].page_start == 2
    assert "restart button" in sections["2.1"].text
    # The original file is kept in the data dir, so citations still open if the user's copy moves.
    assert Path(doc.stored_path).read_bytes() == pdf.read_bytes()


def test_chunks_fit_the_embedding_window_and_point_back_into_the_section(
    engine: Engine, tmp_path: Path
) -> None:
    from engine.index_text.sections import embedding_text, heading_paths

    drain(engine.ingest([make_manual(tmp_path / "manual.pdf")]))
    doc = engine.documents()[0]
    records = engine.library.records
    sections = records.sections_of(doc.doc_id)
    paths = heading_paths(sections)
    assert paths[next(s.section_id for s in sections if s.number == "2.1.1")] == (
        "2 Operation > 2.1 Start up > 2.1.1 Checks after start"
    )
    for section in sections:
        for chunk in records.chunks_of_section(section.section_id):
            assert section.text[chunk.char_start : chunk.char_end] == chunk.text
            # The whole embedded text (heading path + passage) fits the model's window.
            assert count_pieces(embedding_text(paths[section.section_id], chunk.text)) <= 256
            assert chunk.regions and all(r.page >= 1 for r in chunk.regions)
            x0, y0, x1, y1 = chunk.regions[0].bbox
            assert 0 <= x0 < x1 <= 612 and 0 <= y0 < y1 <= 842


def test_reingesting_the_same_bytes_changes_nothing(engine: Engine, tmp_path: Path) -> None:
    pdf = make_manual(tmp_path / "manual.pdf")
    drain(engine.ingest([pdf]))
    before = engine.stats()
    copy = tmp_path / "renamed copy.pdf"
    copy.write_bytes(pdf.read_bytes())
    _, results = drain(engine.ingest([pdf, copy]))
    assert [r.status for r in results] == ["skipped", "skipped"]
    assert engine.stats() == before


def test_remove_leaves_no_trace_in_any_store(engine: Engine, tmp_path: Path) -> None:
    keep = make_manual(tmp_path / "keep.pdf", seed="keep")
    drop = make_manual(tmp_path / "drop.pdf", seed="drop")
    _, (kept, dropped) = drain(engine.ingest([keep, drop]))
    only_keep = None
    with Engine(EngineConfig(data_dir=tmp_path / "only")) as other:
        drain(other.ingest([keep]))
        only_keep = other.stats()
    assert engine.remove(dropped.doc_id)
    lib = engine.library
    assert dropped.doc_id not in lib.records.content_doc_ids()
    assert dropped.doc_id not in lib.vectors.doc_ids()
    assert dropped.doc_id not in lib.keywords.doc_ids()
    assert dropped.doc_id not in lib.graph.doc_ids()
    assert not lib.assets.doc_dir(dropped.doc_id).exists()
    stats = engine.stats()
    for key in ("documents", "records", "vectors", "keyword_passages", "graph"):
        assert stats[key] == only_keep[key], key
    assert [d.doc_id for d in engine.documents()] == [kept.doc_id]
    assert not engine.remove(dropped.doc_id)


def test_bad_files_fail_with_a_specific_reason_and_the_batch_goes_on(
    engine: Engine, tmp_path: Path
) -> None:
    bad = make_bad_inputs(tmp_path / "bad")
    good = make_manual(tmp_path / "good.pdf")
    batch = [
        bad["empty"],
        bad["random"],
        good,
        bad["png"],
        bad["encrypted"],
        bad["truncated"],
        bad["text"],
        tmp_path / "missing.pdf",
    ]
    _, results = drain(engine.ingest(batch))
    by_name = {Path(r.path).name: r for r in results}
    assert by_name["good.pdf"].status == "ready"
    reasons = {name: r.error for name, r in by_name.items() if r.status == "failed"}
    assert reasons == {
        "empty.pdf": "empty file (0 bytes)",
        "random.pdf": "not a PDF (no PDF header; the file is damaged or another format)",
        "photo.pdf": "not a PDF (looks like PNG image)",
        "encrypted.pdf": "encrypted PDF: a password is needed",
        "truncated.pdf": "truncated PDF: the file ends early (incomplete copy or download?)",
        "notes.txt": "not a PDF (looks like a text file)",
        "missing.pdf": "file not found",
    }
    # Nothing was written for the failures: only the good manual is in the library.
    assert [d.file for d in engine.library.documents()] == ["good.pdf"]
    assert engine.library.assets.doc_ids() == {by_name["good.pdf"].doc_id}


def test_a_second_process_gets_a_clear_message(engine: Engine, tmp_path: Path) -> None:
    import subprocess
    import sys

    code = (
        "import sys; from engine.api import Engine; from engine.config import EngineConfig\n"
        f"Engine(EngineConfig(data_dir={str(tmp_path / 'lib')!r})).open()\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode != 0
    assert "is open in another Shipmate window/process" in proc.stderr
    assert "Could not set lock" not in proc.stderr


def test_opening_twice_in_one_process_is_refused_too(engine: Engine, tmp_path: Path) -> None:
    with pytest.raises(DataDirBusy):
        Engine(EngineConfig(data_dir=tmp_path / "lib")).open()


def test_cancel_between_pages_leaves_nothing_behind(engine: Engine, tmp_path: Path) -> None:
    from engine.cancel import CancelToken

    token = CancelToken()
    gen = engine.ingest([make_manual(tmp_path / "m.pdf")], cancel=token)
    events = []
    for event in gen:
        events.append(event)
        if event.stage == "read" and event.done == 2:
            token.cancel()
    assert events[-1].result is not None and events[-1].result.error == "cancelled"
    assert engine.library.documents() == []
    assert engine.stats()["vectors"] == {"text_chunks": 0, "tables": 0, "schemas": 0}


def test_a_table_split_over_two_pages_is_stitched(engine: Engine, tmp_path: Path) -> None:
    from tests.doubles.pdfs import make_split_table_pdf

    _, (result,) = drain(engine.ingest([make_split_table_pdf(tmp_path / "parts.pdf")]))
    assert result.status == "ready" and result.tables == 1
    (table,) = engine.library.records.tables_of(result.doc_id)
    assert table.pages == [1, 2] and table.caption == "Table 2 Spare parts list"
    assert table.header == ["Item", "Part number", "Description"]
    assert [r[1] for r in table.rows] == [f"PN-{1000 + i}" for i in range(60)]
    chunks = engine.library.records.table_chunks_of([table.table_id])
    assert sorted(p for c in chunks for p in c.pages) and {2} <= {
        p for c in chunks for p in c.pages
    }
