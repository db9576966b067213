"""The library panel with a ship's library: `python bench/library_panel.py [--documents 300]`.

Offscreen, on a catalogue of made-up manuals (no stores): how long the GUI thread is busy to list
them the first time, to re-list after one more manual was added (rows are kept), for each
keystroke of a filter (typed, then cleared), and to scroll from top to bottom. Target: no step
stalls the window (each well under 100 ms; a frame is 16 ms).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--documents", type=int, default=300)
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    from app.widgets.library import LibraryWidget
    from app.workers import WorkerRunner
    from tests.doubles.engine_doubles import CatalogueEngine, catalogue

    app = QApplication.instance() or QApplication([])
    docs = catalogue(args.documents + 1)
    engine = CatalogueEngine(docs[:-1])
    panel = LibraryWidget(engine, WorkerRunner())  # type: ignore[arg-type]
    panel.resize(320, 860)
    panel.show()
    panel._ready = True

    def timed(step) -> float:  # type: ignore[no-untyped-def]
        started = time.perf_counter()
        step()
        app.processEvents()
        return (time.perf_counter() - started) * 1000

    turns: list[float] = []

    def listed() -> None:  # the first turn, then every turn until all rows are made
        turns.append(timed(lambda: panel._on_listed((engine.documents(), []))))
        while panel.ready_group.count() < len(engine.listed):
            turns.append(timed(lambda: None))

    started = time.perf_counter()
    listed()
    first = (time.perf_counter() - started) * 1000
    first_turns, turns = turns, []
    engine.listed = docs
    listed()
    again = max(turns)
    typed = "steering gear 14"
    keys = [
        timed(lambda n=n: panel.filter_edit.setText(typed[:n])) for n in range(1, len(typed) + 1)
    ]
    keys += [
        timed(lambda n=n: panel.filter_edit.setText(typed[:n]))
        for n in range(len(typed) - 1, -1, -1)
    ]
    bar = panel.scroll.verticalScrollBar()
    scroll = [timed(lambda v=v: bar.setValue(v)) for v in range(0, bar.maximum() + 1, 200)]
    print(f"{args.documents} documents in the library panel (offscreen):")
    print(
        f"  first listing: {first:.0f} ms in all, {len(first_turns)} turns of the event loop, "
        f"longest {max(first_turns):.0f} ms; re-listing with one more: longest turn {again:.0f} ms"
    )
    print(
        f"  filter keystroke: median {statistics.median(keys):.1f} ms, "
        f"max {max(keys):.1f} ms ({len(keys)} keystrokes, typed then deleted)"
    )
    print(
        f"  scroll step of 200 px: median {statistics.median(scroll):.1f} ms, "
        f"max {max(scroll):.1f} ms ({len(scroll)} steps)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
