"""How long does the Shipmate window stop responding while it works? (target: worst <= 50 ms)

Runs the real MainWindow offscreen on a fresh library, with a 5 ms heartbeat timer on the GUI
thread (started once the window has painted); the engine runs in its own process
(app/engine_client.py), as in the app. Phases: start-up (engine process start, library open,
search model load), adding a manual (default: the 62-page Evac O&M manual), a question asked
while the manual is being read, and closing. Prints the worst stall per phase,
percentiles of all heartbeat gaps, and for the longest stalls what the GUI thread was doing (a
sampler thread records its stack every 2 ms).

    QT_QPA_PLATFORM=offscreen python bench/gui_stall.py [--pdf FILE] [--question Q] [--in-process]
"""

from __future__ import annotations

import argparse
import collections
import os
import statistics
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
SAMPLE_S = 0.002
REPORT_OVER_MS = 50


class Heartbeat:
    def __init__(self, sampler: MainThreadSampler) -> None:
        from PySide6.QtCore import QTimer

        self.phase = "start-up"
        self.gaps: list[float] = []  # every tick's lateness, ms
        self.stalls: list[tuple[float, str, str, float]] = []  # (ms, phase, what, when)
        self.worst: dict[str, float] = {}
        self._sampler = sampler
        self._last = self._t0 = time.perf_counter()
        self.timer = QTimer()
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        gap = (now - self._last) * 1000 - TICK_MS
        self.gaps.append(gap)
        self.worst[self.phase] = max(self.worst.get(self.phase, 0.0), gap)
        if gap > REPORT_OVER_MS:
            what = self._sampler.during(self._last, now)
            self.stalls.append((gap, self.phase, what, self._last - self._t0))
        self._last = now


class MainThreadSampler(threading.Thread):
    """Records the GUI thread's innermost frames every few ms, to say what a stall was."""

    def __init__(self) -> None:
        super().__init__(name="stall-sampler", daemon=True)
        self._main = threading.get_ident()
        self._samples: collections.deque[tuple[float, str]] = collections.deque(maxlen=20_000)
        self._stop = threading.Event()

    def run(self) -> None:
        while not self._stop.wait(SAMPLE_S):
            frame = sys._current_frames().get(self._main)
            if frame is None:
                continue
            stack = traceback.extract_stack(frame)[-4:]
            where = " <- ".join(
                f"{f.name}({Path(f.filename).name}:{f.lineno})" for f in reversed(stack)
            )
            self._samples.append((time.perf_counter(), where))

    def during(self, start: float, end: float) -> str:
        seen = collections.Counter(w for t, w in list(self._samples) if start <= t <= end)
        if not seen:
            return "(no sample: the GUI thread held the GIL in C code, or Qt was idle)"
        return " || ".join(f"{n}x {w}" for w, n in seen.most_common(2))[:500]

    def stop(self) -> None:
        self._stop.set()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--pdf", type=Path, default=SHARED / "corpus" / "nsmv-evac-vacuum-system-om.pdf"
    )
    parser.add_argument("--question", default="pumps run but no vacuum, why?")
    parser.add_argument("--data-dir", type=Path, help="library folder (default: a fresh temp dir)")
    parser.add_argument(
        "--in-process",
        action="store_true",
        help="run the engine inside the window's process, as before app/engine_client.py",
    )
    args = parser.parse_args()

    from PySide6.QtCore import QEventLoop, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from app.engine_client import LocalEngine, RemoteEngine
    from app.main_window import MainWindow
    from engine import EngineConfig

    app = QApplication.instance() or QApplication([])
    tmp = tempfile.TemporaryDirectory(prefix="shipmate-stall-")
    data_dir = args.data_dir or Path(tmp.name) / "data"
    store = QSettings(str(Path(tmp.name) / "settings.ini"), QSettings.Format.IniFormat)
    config = EngineConfig(data_dir=data_dir, ollama_host="http://127.0.0.1:9")
    backend = LocalEngine(config) if args.in_process else RemoteEngine(config)
    window = MainWindow(backend, store, no_llm=True)
    window.resize(1400, 860)
    window.show()
    app.processEvents()  # the first paint is start-up, which bench/app_startup.py measures
    sampler = MainThreadSampler()
    sampler.start()
    beat = Heartbeat(sampler)
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

    window.engine_ready.connect(lambda: mark("library open"))
    window.search_ready.connect(on_warm)
    window.library.progress.connect(on_progress)
    window.chat.answer_finished.connect(on_answer)
    window.runner.error.connect(lambda what, msg: print(f"error: {what}: {msg}", file=sys.stderr))
    window.start(warm_up=True)
    QTimer.singleShot(900_000, loop.quit)
    loop.exec()
    beat.phase = "closing"  # the engine process closes the library and exits
    mark("closing")
    close_loop = QEventLoop()
    window.closed.connect(close_loop.quit)
    window.close()
    if not window.is_closed:
        close_loop.exec()
    mark("closed")
    beat.timer.stop()
    sampler.stop()

    print(f"timeline (s): {', '.join(f'{k} {v:.1f}' for k, v in times.items())}")
    for phase, worst in beat.worst.items():
        print(f"worst GUI stall during {phase}: {worst:.0f} ms")
    gaps = sorted(beat.gaps)
    if gaps:
        q = statistics.quantiles(gaps, n=1000)
        print(
            f"heartbeat lateness over {len(gaps)} ticks: p50 {statistics.median(gaps):.1f} ms, "
            f"p95 {q[949]:.1f}, p99 {q[989]:.1f}, p99.9 {q[998]:.1f}, max {gaps[-1]:.0f}"
        )
    print(f"stalls over {REPORT_OVER_MS} ms: {len(beat.stalls)}")
    for gap, phase, what, when in sorted(beat.stalls, reverse=True)[:8]:
        print(f"  {gap:6.0f} ms at {when:5.1f} s [{phase}]  {what}")
    overall = max(beat.worst.values(), default=0.0)
    print(f"WORST GUI STALL: {overall:.0f} ms (target <= 50 ms)")
    tmp.cleanup()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
