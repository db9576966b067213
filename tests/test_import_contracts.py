"""The layer rules in pyproject.toml ([tool.importlinter]) hold: `lint-imports` passes.

Runs with the suite so `./dev.sh test` (and CI) enforces them; import-linter is a dev extra.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def test_import_contracts_are_kept() -> None:
    lint_imports = Path(sys.executable).with_name("lint-imports")
    assert lint_imports.exists(), "install the dev extras: pip install -e '.[dev]'"
    # This checkout's packages first, whatever the environment has installed (e.g. another clone).
    path = os.pathsep.join(p for p in (str(REPO), os.environ.get("PYTHONPATH")) if p)
    done = subprocess.run(
        [str(lint_imports), "--no-cache"],
        cwd=REPO,
        env=dict(os.environ, PYTHONPATH=path),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
