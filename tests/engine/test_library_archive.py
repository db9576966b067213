"""`shipmate library export/import`: one archive carries a whole library to another laptop, where
it answers the same questions with the same evidence; a damaged, newer or busy import changes
nothing."""

from __future__ import annotations

import json
import shutil
import zipfile
from pathlib import Path

import pytest

from engine.store.archive import MANIFEST, SCHEMA_VERSION
from engine.store.lock import DataDirLock
from tests.conftest import CORPUS_FILES, EVAL
from tests.doubles.pdfs import make_manual
from tests.engine.test_cli import shipmate

QUESTIONS = (
    "no vacuum and the pump runs in the wrong direction, why?\n"
    "where is valve V003\n"
    "what must the pressure gauge PT-1 read after start\n"
)


@pytest.fixture(scope="module")
def manual_library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("archive")
    first = make_manual(base / "first.pdf", seed="first")
    second = make_manual(base / "second.pdf", title="Second Vacuum Unit", seed="second")
    lib = base / "lib"
    proc = shipmate("ingest", str(first), str(second), "--data-dir", str(lib))
    assert proc.returncode == 0, proc.stderr
    return lib


def evidence(lib: Path, questions: Path) -> list[list[tuple]]:
    """What a retrieval-only answer quotes, with file paths relative to the library folder."""
    proc = shipmate("ask", "--batch", str(questions), "--no-llm", "--data-dir", str(lib))
    assert proc.returncode == 0, proc.stderr
    answers = [json.loads(line) for line in proc.stdout.splitlines()]
    root = str(lib.resolve())
    return [
        [
            (
                e["type"],
                e["doc_id"],
                e["page"],
                e["text"],
                round(e["score"], 4),
                (e["asset_path"] or "").replace(root, "<lib>"),
            )
            for e in a["evidence"]
        ]
        for a in answers
    ]


def docs(lib: Path) -> list[dict]:
    return json.loads(shipmate("docs", "--json", "--data-dir", str(lib)).stdout)["documents"]


def leftovers(folder: Path) -> list[str]:
    return sorted(
        p.name for p in folder.iterdir() if ".importing-" in p.name or ".replaced-" in p.name
    )


def test_an_imported_library_answers_with_the_same_evidence(
    manual_library: Path, tmp_path: Path
) -> None:
    archive = tmp_path / "ship.shipmate.zip"
    proc = shipmate("library", "export", str(archive), "--data-dir", str(manual_library), "--json")
    assert proc.returncode == 0, proc.stderr
    exported = json.loads(proc.stdout)
    assert exported["documents"] == 2 and archive.exists()
    with zipfile.ZipFile(archive) as z:
        manifest = json.loads(z.read(MANIFEST))
    assert manifest["schema_version"] == SCHEMA_VERSION
    assert {d["file"] for d in manifest["documents"]} == {"first.pdf", "second.pdf"}
    assert all(len(f["sha256"]) == 64 for f in manifest["files"].values())

    laptop = tmp_path / "laptop" / "library"  # does not exist yet
    proc = shipmate("library", "import", str(archive), "--data-dir", str(laptop))
    assert proc.returncode == 0, proc.stderr
    assert "imported 2 documents" in proc.stdout
    assert leftovers(laptop.parent) == []
    assert shipmate("stats", "--check", "--data-dir", str(laptop)).returncode == 0
    assert docs(laptop) == docs(manual_library)

    questions = tmp_path / "questions.txt"
    questions.write_text(QUESTIONS, "utf-8")
    here, there = evidence(manual_library, questions), evidence(laptop, questions)
    assert all(here) and there == here

    # Importing again over an existing library replaces it whole.
    proc = shipmate("library", "import", str(archive), "--data-dir", str(laptop))
    assert proc.returncode == 0, proc.stderr
    assert docs(laptop) == docs(manual_library) and leftovers(laptop.parent) == []


def _rewrite(archive: Path, target: Path, change) -> Path:  # type: ignore[no-untyped-def]
    with zipfile.ZipFile(archive) as src, zipfile.ZipFile(target, "w") as dst:
        for info in src.infolist():
            dst.writestr(info, change(info.filename, src.read(info.filename)))
    return target


@pytest.fixture(scope="module")
def exported(manual_library: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    archive = tmp_path_factory.mktemp("exported") / "ship.zip"
    proc = shipmate("library", "export", str(archive), "--data-dir", str(manual_library))
    assert proc.returncode == 0, proc.stderr
    return archive


@pytest.fixture(scope="module")
def own_library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("own")
    lib = base / "library"
    own = make_manual(base / "own.pdf", seed="own")
    proc = shipmate("ingest", str(own), "--data-dir", str(lib))
    assert proc.returncode == 0, proc.stderr
    return lib


@pytest.fixture()
def laptop(own_library: Path, tmp_path: Path) -> Path:
    """A laptop that already has a library (one document): failed imports must leave it alone."""
    return shutil.copytree(own_library, tmp_path / "laptop" / "library")


def _flip_one_byte(name: str, data: bytes) -> bytes:
    if name.endswith("first.pdf"):
        return data[:100] + bytes([data[100] ^ 0xFF]) + data[101:]
    return data


def _newer(name: str, data: bytes) -> bytes:
    if name == MANIFEST:
        manifest = json.loads(data)
        manifest["schema_version"] = SCHEMA_VERSION + 1
        return json.dumps(manifest).encode()
    return data


def test_a_damaged_or_newer_archive_is_refused_and_the_library_is_untouched(
    exported: Path, laptop: Path, tmp_path: Path
) -> None:
    before = docs(laptop)
    files_before = sorted(p.relative_to(laptop) for p in laptop.rglob("*"))

    damaged = _rewrite(exported, tmp_path / "damaged.zip", _flip_one_byte)
    proc = shipmate("library", "import", str(damaged), "--data-dir", str(laptop))
    assert proc.returncode == 1
    assert "is damaged:" in proc.stderr and "first.pdf does not match its checksum" in proc.stderr
    assert "Traceback" not in proc.stderr

    newer = _rewrite(exported, tmp_path / "newer.zip", _newer)
    proc = shipmate("library", "import", str(newer), "--data-dir", str(laptop))
    assert proc.returncode == 1
    assert f"exported by a newer Shipmate (library schema {SCHEMA_VERSION + 1}" in proc.stderr

    truncated = tmp_path / "truncated.zip"
    truncated.write_bytes(exported.read_bytes()[: exported.stat().st_size // 2])
    proc = shipmate("library", "import", str(truncated), "--data-dir", str(laptop))
    assert proc.returncode == 1 and "is not a readable library archive" in proc.stderr

    assert docs(laptop) == before
    assert sorted(p.relative_to(laptop) for p in laptop.rglob("*")) == files_before
    assert leftovers(laptop.parent) == []


def test_import_into_a_library_open_elsewhere_exits_3(exported: Path, laptop: Path) -> None:
    before = docs(laptop)
    lock = DataDirLock(laptop)  # as another Shipmate holding it open would
    lock.acquire()
    try:
        proc = shipmate("library", "import", str(exported), "--data-dir", str(laptop))
    finally:
        lock.release()
    assert proc.returncode == 3 and "open in another Shipmate" in proc.stderr
    assert docs(laptop) == before and leftovers(laptop.parent) == []


@pytest.mark.slow
def test_the_corpus_library_moves_with_its_answers(corpus_pristine: Path, tmp_path: Path) -> None:
    """The dev questions about the corpus files get the same evidence after the move."""
    chief = shutil.copytree(corpus_pristine, tmp_path / "chief")
    archive = tmp_path / "ship.zip"
    assert shipmate("library", "export", str(archive), "--data-dir", str(chief)).returncode == 0
    laptop = tmp_path / "laptop"
    proc = shipmate("library", "import", str(archive), "--data-dir", str(laptop))
    assert proc.returncode == 0, proc.stderr
    rows = [json.loads(line) for line in (EVAL / "dev_questions.jsonl").read_text().splitlines()]
    asked = [r["question"] for r in rows if r["doc"] in CORPUS_FILES]
    assert len(asked) >= 5
    questions = tmp_path / "dev.txt"
    questions.write_text("\n".join(asked) + "\n", "utf-8")
    here, there = evidence(chief, questions), evidence(laptop, questions)
    assert sum(1 for e in here if e) >= len(asked) // 2
    assert there == here


def test_export_survives_a_reader_that_closes_during_the_copy(
    manual_library: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The window lists the library while an export runs: a reader of library.sqlite open when
    the files are listed (its -shm and -wal side files on disk) closes mid-copy and SQLite
    deletes them. The export must finish, and the archive must import whole."""
    import sqlite3
    from contextlib import closing

    from engine import EngineConfig
    from engine.api import Engine
    from engine.store import archive as archive_module

    monkeypatch.setattr(archive_module, "PROGRESS_BYTES", archive_module.BLOCK)  # yield often
    lib = shutil.copytree(manual_library, tmp_path / "lib")
    archive = tmp_path / "ship.zip"
    eng = Engine(EngineConfig(data_dir=lib)).open()
    try:
        reader = sqlite3.connect(lib / "library.sqlite")
        reader.execute("SELECT count(*) FROM sqlite_master").fetchone()
        assert (lib / "library.sqlite-shm").exists()
        steps = eng.export_library(archive)
        next(steps)  # the files are listed and the copy has begun
        reader.close()
        assert not (lib / "library.sqlite-shm").exists()
        with pytest.raises(StopIteration) as finished:
            while True:
                next(steps)
        assert finished.value.value.documents == 2
    finally:
        eng.close()
    with zipfile.ZipFile(archive) as z:
        names = z.namelist()
    assert not any(n.endswith("-shm") for n in names)
    laptop = tmp_path / "laptop"
    proc = shipmate("library", "import", str(archive), "--data-dir", str(laptop))
    assert proc.returncode == 0, proc.stderr
    assert docs(laptop) == docs(manual_library)
    with closing(sqlite3.connect(laptop / "library.sqlite")) as db:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
