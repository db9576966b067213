"""How long does the Shipmate window stop responding while it works? (target: worst <= 50 ms)

Runs the real MainWindow offscreen on a fresh library, with a 5 ms heartbeat timer on the GUI
thread. Phases: start-up (library open + search model load), adding a manual (default: the
62-page Evac O&M manual), and a question asked while the manual is being read. Prints the worst
stall per phase and the longest ones with what the worker threads were doing right after it —
a C extension that holds the GIL (PyMuPDF, regex compile, module import) shows up there.

    QT_QPA_PLATFORM=offscreen python bench/gui_stall.py [--pdf FILE] [--question Q]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import threading
import time
import traceback
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: F401  (offline environment first)

SHARED = Path(os.environ.get("SHIPMATE_SHARED", Path(__file__).resolve().parents[2] / "shared"))
TICK_MS = 5
REPORT_OVER_MS = 50


class Heartbeat:
    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.phase = "start-up"
        self.stalls: list[tuple[float, str, str]] = []  # (ms, phase, what the workers were doing)
        self.worst: dict[str, float] = {}
        self._last = time.perf_counter()
        self._main = threading.get_ident()
        self.timer = QTimer()
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        gap = (now - self._last) * 1000 - TICK_MS
        self._last = now
        self.worst[self.phase] = max(self.worst.get(self.phase, 0.0), gap)
        if gap > REPORT_OVER_MS:
            self.stalls.append((gap, self.phase, _workers_now(self._main)))


def _workers_now(main: int) -> str:
    """Innermost frames of the other Python threads: who ran while the GUI thread waited."""
    out = []
    for ident, frame in sys._current_frames().items():
        if ident == main:
            continue
        stack = traceback.extract_stack(frame)[-3:]
        if any("engine" in f.filename or "app/" in f.filename for f in stack) or stack:
            out.append(
                " <- ".join(
                    f"{f.name}({Path(f.filename).name}:{f.lineno})" for f in reversed(stack)
                )
            )
    return " | ".join(o for o in out if "threading.py" not in o.split(" <- ")[0])[:400]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--pdf", type=Path, default=SHARED / "corpus" / "nsmv-evac-vacuum-system-om.pdf"
    )
    parser.add_argument("--question", default="pumps run but no vacuum, why?")
    parser.add_argument("--data-dir", type=Path, help="library folder (default: a fresh temp dir)")
    args = parser.parse_args()

    from PySide6.QtCore import QEventLoop, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from app.main_window import MainWindow
    from engine import EngineConfig
    from engine.api import Engine

    app = QApplication.instance() or QApplication([])  # noqa: F841  (keeps the app alive)
    tmp = tempfile.TemporaryDirectory(prefix="shipmate-stall-")
    data_dir = args.data_dir or Path(tmp.name) / "data"
    store = QSettings(str(Path(tmp.name) / "settings.ini"), QSettings.Format.IniFormat)
    config = EngineConfig(data_dir=data_dir, ollama_host="http://127.0.0.1:9")
    window = MainWindow(Engine(config), store, no_llm=True)
    window.resize(1400, 860)
    beat = Heartbeat()
    loop = QEventLoop()
    times: dict[str, float] = {}
    t0 = time.perf_counter()

    def mark(name: str) -> None:
        times[name] = time.perf_counter() - t0

    def on_warm() -> None:
        mark("model loaded")
        beat.phase = "adding the manual"
        window.library.add_paths([args.pdf])

    asked = False

    def on_progress(p) -> None:  # type: ignore[no-untyped-def]
        nonlocal asked
        if args.question and not asked and p.stage == "read" and p.done >= 5:
            asked = True
            beat.phase = "adding + answering"
            mark("question asked")
            window.chat.ask(args.question)
        if p.stage == "done":
            mark("manual ready")
            beat.phase = "done"
            QTimer.singleShot(200, loop.quit)

    def on_answer(_answer) -> None:  # type: ignore[no-untyped-def]
        mark("answered")
        if beat.phase == "adding + answering":
            beat.phase = "adding the manual"

    window.search_ready.connect(on_warm)
    window.library.progress.connect(on_progress)
    window.chat.answer_finished.connect(on_answer)
    window.runner.error.connect(lambda what, msg: print(f"error: {what}: {msg}", file=sys.stderr))
    window.show()
    window.start(warm_up=True)
    QTimer.singleShot(900_000, loop.quit)
    loop.exec()
    beat.timer.stop()
    window.close()
    close_loop = QEventLoop()
    window.closed.connect(close_loop.quit)
    if not window.is_closed:
        close_loop.exec()

    print(f"timeline (s): {', '.join(f'{k} {v:.1f}' for k, v in times.items())}")
    for phase, worst in beat.worst.items():
        print(f"worst GUI stall during {phase}: {worst:.0f} ms")
    print(f"stalls over {REPORT_OVER_MS} ms: {len(beat.stalls)}")
    for gap, phase, what in sorted(beat.stalls, reverse=True)[:8]:
        print(f"  {gap:6.0f} ms  [{phase}]  {what}")
    overall = max(beat.worst.values(), default=0.0)
    print(f"WORST GUI STALL: {overall:.0f} ms (target <= 50 ms)")
    tmp.cleanup()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
