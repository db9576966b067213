"""The scale benchmark's small version, as CI runs it: 400 pages of made-up manuals, then every
measurement of the big run (checkpoint asks in a fresh process, delete, export + import round
trip, app start). It checks that each figure is produced; the targets are read off the table."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import EVAL, REPO

# ~1,000 pages (the figure) would add ~4 min of ingest alone to CI at the 4.4 pages/s
# measured for text-layer ingest (README), so CI keeps 400 pages: about 2.5 min in all.
CI_PAGES = 400


@pytest.mark.slow
def test_the_small_scale_run_measures_everything(tmp_path: Path) -> None:
    out = tmp_path / "scale.jsonl"
    proc = subprocess.run(
        [
            sys.executable,
            "bench/ship_library.py",
            "--pages",
            str(CI_PAGES),
            "--no-corpus",
            "--work",
            str(tmp_path / "work"),
            "--out",
            str(out),
            "--figure-seconds",
            "30",
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=3600,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "| pages | documents |" in proc.stdout and "Export:" in proc.stdout
    results = next(
        json.loads(line) for line in out.read_text().splitlines() if '"kind": "results"' in line
    )
    assert CI_PAGES <= results["ingest"]["pages"] < CI_PAGES + 250
    assert results["ingest"]["documents"] >= 2
    (point,) = results["checkpoints"]
    questions = sum(1 for line in (EVAL / "dev_questions.jsonl").read_text().splitlines() if line)
    assert point["ask"]["questions"] == questions
    assert point["ask"]["p95_ms"] >= point["ask"]["p50_ms"] > 0 and point["ask"]["rss_mb"] > 0
    assert point["sizes_mb"]["vectors"] > 0 and point["sizes_mb"]["graph"] > 0
    figures = results["figures"]  # left waiting by the run, as after one big batch
    assert figures["waiting"] >= figures["read"] > 0 and figures["s_per_figure"] > 0
    assert results["delete_s"] > 0 and results["export_gb"] > 0 and results["import_s"] > 0
    assert results["app"]["window_usable_ms"] > 0
