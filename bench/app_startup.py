"""Time from process start to a usable Shipmate window (target <= 2 s), offscreen.

Runs `shipmate --screenshot` (no question) a few times on an empty library and reads the times
the app reports: "window usable" is the first event-loop turn after the window is shown (it
answers clicks and typing); "library open" is when Engine.open() has finished in its worker.

    python bench/app_startup.py [--runs 5] [--data-dir D]
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def one_run(data_dir: Path, out: Path, config_home: Path) -> dict[str, float]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(config_home))
    done = subprocess.run(
        [sys.executable, "-m", "app", "--screenshot", str(out), "--data-dir", str(data_dir)],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    if done.returncode != 0:
        raise SystemExit(f"screenshot run failed: {done.stderr[-1000:]}")
    found = dict(re.findall(r"(\w+) (\d+) ms", done.stdout))
    return {k: float(v) for k, v in found.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--data-dir", type=Path, help="library folder (default: a new empty one)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="shipmate-startup-") as tmp:
        base = Path(tmp)
        data_dir = args.data_dir or base / "data"
        runs = [one_run(data_dir, base / "shot.png", base / "config") for _ in range(args.runs)]
    for key, label in (
        ("window_usable_since_process_start", "window usable after process start"),
        ("library_open", "library open (since app.main was imported)"),
    ):
        values = [r[key] for r in runs if key in r]
        if values:
            print(
                f"{label}: median {statistics.median(values):.0f} ms, "
                f"min {min(values):.0f}, max {max(values):.0f} ({len(values)} runs)"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
