"""The `shipmate` command as scripts use it: JSON shapes, exit codes, progress on stderr."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import corpus_file
from tests.doubles.pdfs import make_bad_inputs, make_manual

FILE_KEYS = {
    "path",
    "doc_id",
    "status",
    "pages",
    "sections",
    "text_chunks",
    "tables",
    "diagrams",
    "entities",
    "ocr_pages",
    "unreadable_pages",
    "rotated_pages",
    "seconds",
    "error",
}
DOC_KEYS = {
    "doc_id",
    "file",
    "title",
    "pages",
    "status",
    "sections",
    "text_chunks",
    "tables",
    "diagrams",
    "entities",
    "ocr_pages",
    "unreadable_pages",
    "rotated_pages",
    "error",
}


def shipmate(*args: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engine.cli", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=Path(__file__).resolve().parents[2],
    )


def test_ingest_docs_stats_remove_round_trip(tmp_path: Path) -> None:
    data = str(tmp_path / "lib")
    manual = make_manual(tmp_path / "manual.pdf")
    bad = make_bad_inputs(tmp_path / "bad")

    proc = shipmate("ingest", str(manual), str(bad["png"]), "--data-dir", data, "--json")
    assert proc.returncode == 1  # one file failed, the other went through
    files = json.loads(proc.stdout)["files"]
    assert all(set(f) == FILE_KEYS for f in files)
    ok, failed = files
    assert ok["status"] == "ready" and ok["pages"] == 4 and ok["error"] is None
    assert failed["status"] == "failed" and failed["error"] == "not a PDF (looks like PNG image)"
    assert "manual.pdf" in proc.stderr  # progress goes to stderr, JSON alone on stdout

    docs = json.loads(shipmate("docs", "--data-dir", data, "--json").stdout)["documents"]
    assert [set(d) for d in docs] == [DOC_KEYS]
    assert docs[0]["doc_id"] == ok["doc_id"] and docs[0]["status"] == "ready"

    stats = json.loads(shipmate("stats", "--data-dir", data, "--json").stdout)
    again = shipmate("ingest", str(manual), "--data-dir", data, "--json")
    assert again.returncode == 0
    assert json.loads(again.stdout)["files"][0]["status"] == "skipped"
    assert json.loads(shipmate("stats", "--data-dir", data, "--json").stdout) == stats

    assert shipmate("remove", ok["doc_id"], "--data-dir", data).returncode == 0
    assert json.loads(shipmate("docs", "--data-dir", data, "--json").stdout)["documents"] == []
    assert shipmate("remove", ok["doc_id"], "--data-dir", data).returncode == 1


def test_usage_errors_exit_2(tmp_path: Path) -> None:
    assert shipmate("ingest").returncode == 2
    assert shipmate("frobnicate").returncode == 2
    assert shipmate("ask", "--data-dir", str(tmp_path / "x")).returncode == 2


def test_data_dir_comes_from_the_environment(tmp_path: Path) -> None:
    env = dict(os.environ, SHIPMATE_DATA_DIR=str(tmp_path / "envlib"))
    proc = subprocess.run(
        [sys.executable, "-m", "engine.cli", "docs", "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert proc.returncode == 0
    assert (tmp_path / "envlib" / "library.sqlite").exists()


@pytest.mark.parametrize("before_command", [True, False])
def test_the_library_folder_is_used_wherever_it_is_given(
    tmp_path: Path, before_command: bool
) -> None:
    """`shipmate --data-dir D docs` and `shipmate docs --data-dir D` both open D (the first form
    used to open the per-user library instead, without a word)."""
    data = ["--data-dir", str(tmp_path / "lib")]
    args = [*data, "docs", "--json"] if before_command else ["docs", "--json", *data]
    env = dict(os.environ, SHIPMATE_DATA_DIR=str(tmp_path / "per-user"))
    proc = subprocess.run(
        [sys.executable, "-m", "engine.cli", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "lib" / "library.sqlite").exists()
    assert not (tmp_path / "per-user").exists()


@pytest.mark.slow
def test_kill_9_mid_ingest_leaves_no_half_document(tmp_path: Path) -> None:
    data = str(tmp_path / "lib")
    evac = corpus_file("nsmv-evac-vacuum-system-om.pdf")
    proc = subprocess.Popen(
        [sys.executable, "-m", "engine.cli", "ingest", str(evac), "--data-dir", data],
        stderr=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert proc.stderr is not None
    for line in proc.stderr:  # wait until it is well into the document
        if ": embed" in line:
            break
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=60)

    docs = json.loads(shipmate("docs", "--data-dir", data, "--json").stdout)["documents"]
    assert docs == []
    stats = json.loads(shipmate("stats", "--data-dir", data, "--json").stdout)
    assert stats["vectors"] == {"text_chunks": 0, "tables": 0, "schemas": 0}
    assert stats["keyword_passages"] == 0 and stats["graph"]["sections"] == 0
    ask = shipmate("ask", "troubleshooting no vacuum", "--no-llm", "--json", "--data-dir", data)
    assert json.loads(ask.stdout)["evidence"] == []

    done = shipmate("ingest", str(evac), "--data-dir", data, "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["files"][0]["status"] == "ready"


ANSWER_KEYS = {
    "question",
    "intent",
    "answer_text",
    "evidence",
    "citations",
    "tables",
    "figures",
    "tool_calls",
    "timings_ms",
    "llm_calls",
    "reranker",
}
EVIDENCE_KEYS = {"type", "doc_id", "doc_file", "page", "title", "text", "score", "asset_path"}


def test_ask_json_and_batch(tmp_path: Path) -> None:
    data = str(tmp_path / "lib")
    assert (
        shipmate("ingest", str(make_manual(tmp_path / "m.pdf")), "--data-dir", data).returncode == 0
    )
    questions = tmp_path / "questions.txt"
    questions.write_text(
        "no vacuum and the pump runs in the wrong direction, why?\n\nhello\n"
        "where is valve V003\nhow often do we desludge the HFO purifier\n",
        "utf-8",
    )
    proc = shipmate(
        "ask", "--batch", str(questions), "--data-dir", data, "--ollama-host", "http://127.0.0.1:9"
    )
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert len(lines) == 4  # one JSON object per question, blank lines skipped, in order
    answers = [json.loads(line) for line in lines]
    assert [a["question"] for a in answers][1] == "hello"
    for a in answers:
        assert set(a) >= ANSWER_KEYS and "total" in a["timings_ms"]
        assert a["mode"] == "retrieval-only" and a["llm_calls"] == 0
        assert (
            "Ollama is not running at http://127.0.0.1:9" in (a["mode_reason"] or "")
            or a["intent"] == "chat"
        )
    trouble, hello, valve, negative = answers
    assert trouble["intent"] == "table" and trouble["tables"]
    first = trouble["evidence"][0]
    assert set(first) >= EVIDENCE_KEYS and first["page"] >= 1
    assert any(
        e["type"] == "table" and e["asset_path"].endswith(".csv") for e in trouble["evidence"]
    )
    assert hello["intent"] == "chat" and hello["tool_calls"] == []
    assert valve["figures"] and "V003" in [m["text"] for m in valve["figures"][0]["matched_labels"]]
    assert negative["declined"] and negative["citations"] == []
    assert trouble["reranker"] == "fused-scores"
    steps = [e["kind"] for e in trouble["events"]]  # evidence is shown before the answer ends
    assert steps.index("evidence") < steps.index("answer")

    single = shipmate("ask", "where is valve V003", "--no-llm", "--json", "--data-dir", data)
    assert json.loads(single.stdout)["figures"]


def test_bad_command_line_input_gets_a_message_not_a_traceback(tmp_path: Path) -> None:
    data = tmp_path / "lib"
    not_utf8 = subprocess.run(
        [
            sys.executable,
            "-m",
            "engine.cli",
            "ask",
            b"pump \xff\xfe torque",
            "--data-dir",
            str(data),
        ],
        capture_output=True,
        timeout=120,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert not_utf8.returncode == 2 and b"not valid UTF-8" in not_utf8.stderr
    assert b"Traceback" not in not_utf8.stderr

    batch = tmp_path / "questions.txt"
    batch.write_bytes(b"pump torque\nfilter \xe9 change\n")
    proc = shipmate("ask", "--batch", str(batch), "--data-dir", str(data))
    assert proc.returncode == 2 and "is not UTF-8 text" in proc.stderr
    assert "Traceback" not in proc.stderr

    a_file = tmp_path / "lib.txt"
    a_file.write_text("not a library")
    proc = shipmate("docs", "--data-dir", str(a_file))
    assert proc.returncode == 2 and "is a file, not a folder" in proc.stderr

    empty = tmp_path / "empty"
    empty.mkdir()
    proc = shipmate("ingest", str(empty), "--data-dir", str(data))
    assert proc.returncode == 1 and "no PDF files found" in proc.stderr


def test_a_library_busy_in_another_process_has_its_own_exit_code(tmp_path: Path) -> None:
    from engine.api import Engine
    from engine.config import EngineConfig

    data = tmp_path / "lib"
    with Engine(EngineConfig(data_dir=data)):
        proc = shipmate("docs", "--data-dir", str(data))
    assert proc.returncode == 3 and "open in another Shipmate" in proc.stderr
