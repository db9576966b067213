"""The `shipmate` console script: the app with no subcommand, the engine's CLI otherwise."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

import app.main
from engine import cli

REPO = Path(__file__).resolve().parents[2]


def test_the_console_script_is_the_app_launcher() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text("utf-8"))["project"]
    assert project["scripts"]["shipmate"] == "app.main:main"


def test_no_subcommand_opens_the_app_with_the_command_line_options(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls: list[tuple[Any, dict[str, Any]]] = []

    def fake_run_app(config: Any, **kwargs: Any) -> int:
        calls.append((config, kwargs))
        return 7

    monkeypatch.setattr(app.main, "run_app", fake_run_app)
    code = app.main.main(["--data-dir", str(tmp_path), "--no-llm", "--ask", "where is V003"])
    assert code == 7
    [(config, kwargs)] = calls
    assert config.data_dir == tmp_path
    assert kwargs == {"screenshot": None, "ask": "where is V003", "no_llm": True}


def test_subcommands_go_to_the_engine_command_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(app.main, "run_app", lambda *a, **k: pytest.fail("the app opened"))
    code = app.main.main(["ask", "--json"])  # neither a question nor --batch: usage error
    assert code == cli.EXIT_USAGE
    assert "give a QUESTION or --batch FILE" in capsys.readouterr().err


def test_the_engine_command_line_alone_does_not_open_the_app(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert cli.main([]) == cli.EXIT_USAGE
    assert "python -m app" in capsys.readouterr().err
