"""`shipmate --self-check`: every part tried for real, offline; the table an engineer reads."""

from __future__ import annotations

import io
import re
import socket
from pathlib import Path

import pytest

from engine.config import EngineConfig
from engine.selfcheck import (
    CHECKS,
    FAIL,
    INFO,
    OK,
    WARN,
    check_ollama,
    check_qt,
    check_reranker,
    run_checks,
    run_one,
    run_self_check,
)
from tests.doubles.fake_ollama import FakeOllama

ROW = re.compile(
    r"^(?P<name>.+?)\s{2,}(?P<status>OK|INFO|WARN|FAIL)\s+(?P<secs>\d+\.\d)s  (?P<detail>.*)$"
)


def closed_port() -> int:
    """A loopback port nothing listens on (as on a laptop where Ollama is not started)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rows(text: str) -> dict[str, re.Match[str]]:
    return {m["name"].strip(): m for line in text.splitlines() if (m := ROW.match(line))}


@pytest.mark.slow
def test_full_self_check_passes_offline_without_ollama(tmp_path: Path) -> None:
    data_dir = tmp_path / "library"
    config = EngineConfig(data_dir=data_dir, ollama_host=f"http://127.0.0.1:{closed_port()}")
    out = io.StringIO()

    code = run_self_check(config, out)

    text = out.getvalue()
    table = rows(text)
    assert code == 0, text
    assert list(table) == [name for name, _ in CHECKS], text  # one row per check, in order
    assert table["ollama"]["status"] == WARN
    assert "retrieval-only" in table["ollama"]["detail"]
    assert table["reranker"]["status"] == INFO
    assert "fused scores" in table["reranker"]["detail"]
    for name in (
        "python",
        "offline env",
        "data dir",
        "sqlite fts5",
        "pdf",
        "kuzu",
        "chroma",
        "embedder",
        "ocr",
        "qt",
    ):
        assert table[name]["status"] == OK, table[name].group(0)
    assert "384-d" in table["embedder"]["detail"]
    assert "SHIPMATE" in table["ocr"]["detail"] and "123" in table["ocr"]["detail"]
    assert "0 FAIL" in text.splitlines()[-1]
    assert data_dir.is_dir() and not list(data_dir.iterdir())  # probe file cleaned up


def test_rows_are_aligned_and_one_failure_sets_exit_code(tmp_path: Path) -> None:
    def works(config: EngineConfig, scratch: Path) -> tuple[str, str]:
        assert scratch.is_dir()
        return OK, "fine"

    def breaks(config: EngineConfig, scratch: Path) -> tuple[str, str]:
        raise RuntimeError("disk on fire\nsecond line")

    out = io.StringIO()
    code = run_checks(EngineConfig(data_dir=tmp_path), out, [("a", works), ("longer name", breaks)])

    lines = out.getvalue().splitlines()
    assert code == 1
    body = [ln for ln in lines if ROW.match(ln)]
    assert len(body) == 2
    assert len({ln.index(" OK ") if " OK " in ln else ln.index(" FAIL ") for ln in body}) == 1
    assert "RuntimeError: disk on fire second line" in body[1]  # one line, exception named
    assert "1 FAIL" in lines[-1] and "FAILED" in lines[-1]


def test_reranker_dir_that_is_empty_is_reported(tmp_path: Path) -> None:
    config = EngineConfig(data_dir=tmp_path, reranker_dir=tmp_path / "reranker")
    (tmp_path / "reranker").mkdir()

    result = run_one("reranker", check_reranker, config, tmp_path)

    assert result.status == WARN
    assert str(tmp_path / "reranker") in result.detail
    assert "no flashrank model" in result.detail and "fused scores" in result.detail


def test_reranker_dir_that_does_not_exist_is_reported(tmp_path: Path) -> None:
    config = EngineConfig(data_dir=tmp_path, reranker_dir=tmp_path / "nowhere")
    result = run_one("reranker", check_reranker, config, tmp_path)
    assert result.status == WARN and "does not exist" in result.detail


def test_reranker_model_folder_missing_files_fails_naming_them(tmp_path: Path) -> None:
    model = tmp_path / "ms-marco-TinyBERT-L-2-v2"
    model.mkdir()
    (model / "config.json").write_text('{"pad_token_id": 0}')
    config = EngineConfig(data_dir=tmp_path, reranker_dir=tmp_path)

    result = run_one("reranker", check_reranker, config, tmp_path)

    assert result.status == FAIL
    assert "flashrank-TinyBERT-L-2-v2.onnx" in result.detail and "tokenizer.json" in result.detail


def test_reranker_with_damaged_model_file_fails(tmp_path: Path) -> None:
    model = tmp_path / "ms-marco-TinyBERT-L-2-v2"
    model.mkdir()
    for name in (
        "config.json",
        "tokenizer.json",
        "tokenizer_config.json",
        "special_tokens_map.json",
    ):
        (model / name).write_text("{}")
    (model / "flashrank-TinyBERT-L-2-v2.onnx").write_bytes(b"not an onnx model")
    config = EngineConfig(data_dir=tmp_path, reranker_dir=tmp_path)

    result = run_one("reranker", check_reranker, config, tmp_path)

    assert result.status == FAIL


def test_ollama_with_the_model_is_ok(tmp_path: Path) -> None:
    with FakeOllama(models=["qwen2.5:3b"]) as server:
        config = EngineConfig(data_dir=tmp_path, ollama_host=server.url, model="qwen2.5:3b")
        status, detail = check_ollama(config, tmp_path)
    assert status == OK and "qwen2.5:3b" in detail


def test_ollama_without_the_model_warns_and_lists_what_is_there(tmp_path: Path) -> None:
    with FakeOllama(models=["llama3.2:1b"]) as server:
        config = EngineConfig(data_dir=tmp_path, ollama_host=server.url, model="qwen2.5:3b")
        status, detail = check_ollama(config, tmp_path)
    assert status == WARN
    assert "qwen2.5:3b" in detail and "llama3.2:1b" in detail


def test_qt_with_a_missing_platform_plugin_fails_with_qts_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "no-such-platform")
    result = run_one("qt", check_qt, EngineConfig(data_dir=tmp_path), tmp_path)
    assert result.status == FAIL
    assert "no-such-platform" in result.detail
