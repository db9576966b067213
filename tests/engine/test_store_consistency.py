"""A removal killed half-way (kill -9) is finished on the next open, and `stats --check` agrees:
every store holds the same documents with the same counts."""

from __future__ import annotations

import json
import shutil
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.doubles.pdfs import make_manual
from tests.engine.test_cli import shipmate

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def two_manuals(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dict]]:
    base = tmp_path_factory.mktemp("consistency")
    first = make_manual(base / "first.pdf", seed="first")
    second = make_manual(base / "second.pdf", title="Second Vacuum Unit", seed="second")
    lib = base / "lib"
    proc = shipmate("ingest", str(first), str(second), "--data-dir", str(lib))
    assert proc.returncode == 0, proc.stderr
    docs = json.loads(shipmate("docs", "--data-dir", str(lib), "--json").stdout)["documents"]
    return lib, docs


def check(lib: Path) -> tuple[int, dict]:
    proc = shipmate("stats", "--check", "--json", "--data-dir", str(lib))
    return proc.returncode, json.loads(proc.stdout)


def test_a_whole_library_checks_consistent_and_a_leftover_is_reported(
    two_manuals: tuple[Path, list[dict]], tmp_path: Path
) -> None:
    pristine, docs = two_manuals
    rc, report = check(pristine)
    assert rc == 0 and report["consistent"] and report["problems"] == []
    counts = {d["doc_id"]: d for d in report["documents"]}
    for d in docs:
        row = counts[d["doc_id"]]
        assert row["records"]["chunks"] == row["vectors"]["text_chunks"] == d["text_chunks"]
        assert row["graph"]["sections"] == d["sections"] and row["graph"]["entity_links"] > 0
    assert report["entity_links"] == report["stored_entity_links"] > 0

    lib = tmp_path / "lib"
    shutil.copytree(pristine, lib)
    with sqlite3.connect(lib / "keyword.sqlite") as db:  # a passage nothing else knows about
        db.execute(
            "INSERT INTO passages (text, kind, ref_id, doc_id) VALUES ('x', 'text', 'x', ?)",
            (docs[0]["doc_id"],),
        )
    proc = shipmate("stats", "--check", "--data-dir", str(lib))
    assert proc.returncode == 1
    assert f"INCONSISTENT {docs[0]['doc_id']} (first.pdf): keywords text:" in proc.stdout


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
@pytest.mark.parametrize("step", ["graph", "vectors", "keywords", "files", "records"])
def test_kill_9_during_remove_is_finished_on_the_next_open(
    two_manuals: tuple[Path, list[dict]], tmp_path: Path, step: str
) -> None:
    pristine, docs = two_manuals
    gone, kept = docs
    lib = tmp_path / "lib"
    shutil.copytree(pristine, lib)
    _, before = check(lib)

    blocker = None
    if step == "keywords":  # hold the keyword index so the kill lands inside that step
        blocker = sqlite3.connect(lib / "keyword.sqlite", isolation_level=None)
        blocker.execute("BEGIN EXCLUSIVE")
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "engine.cli",
            "remove",
            gone["doc_id"],
            "-v",
            "--data-dir",
            str(lib),
        ],
        stderr=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        text=True,
        cwd=REPO,
    )
    assert proc.stderr is not None
    for line in proc.stderr:  # wait until the removal has reached the step
        if f"removing {gone['doc_id']}: {step}" in line:
            break
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=60)
    assert proc.returncode == -signal.SIGKILL
    if blocker is not None:
        blocker.execute("ROLLBACK")
        blocker.close()

    rc, report = check(lib)  # opening the library finishes the removal
    assert rc == 0, report["problems"]
    assert [d["doc_id"] for d in report["documents"]] == [kept["doc_id"]]
    survivor = next(d for d in before["documents"] if d["doc_id"] == kept["doc_id"])
    assert report["documents"][0] == survivor
    assert (
        report["entity_links"] == report["stored_entity_links"] == survivor["graph"]["entity_links"]
    )
    again = shipmate("stats", "--data-dir", str(lib), "--json")
    stats = json.loads(again.stdout)
    assert stats["documents"] == 1 and stats["graph"]["entity_links"] == report["entity_links"]
