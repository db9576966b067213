"""`shipmate --screenshot PATH [--ask Q]`: drive the real window to a state and save a PNG.

Works offscreen (QT_QPA_PLATFORM=offscreen). Steps: wait for the library to open; optionally ask
Q and wait for the answer; open its first citation in the viewer; wait for the viewer to draw;
let the window paint; grab and save; close the window (which stops any work cleanly). Any worker
error or the time limit makes it fail with a message and exit code 1.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from app.main_window import MainWindow
from engine import Answer

PAINT_SETTLE_MS = 300  # offscreen rendering is asynchronous: grab() right away gives blank parts


class ScreenshotDriver(QObject):
    def __init__(
        self,
        window: MainWindow,
        path: Path,
        question: str | None,
        timeout_s: float = 600.0,
        started: float | None = None,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.path = Path(path)
        self.question = question
        self.exit_code: int | None = None
        self.timings: dict[str, float] = {}
        self._started = started if started is not None else time.monotonic()
        self._timeout = QTimer(self)
        self._timeout.setSingleShot(True)
        self._timeout.setInterval(int(timeout_s * 1000))
        self._timeout.timeout.connect(self._on_timeout)
        self._waiting_for = "the library to open"

    def start(self) -> None:
        w = self.window
        w.runner.error.connect(self._on_error)
        w.engine_ready.connect(self._on_ready)
        self._timeout.start()

    # ------------------------------------------------------------ steps

    def _on_ready(self) -> None:
        self._mark("library_open")
        if not self.question:
            self._waiting_for = "the document list"
            self.window.library.documents_changed.connect(lambda _d: self._settle())
            return
        self._waiting_for = f"the answer to {self.question!r}"
        self.window.chat.answer_finished.connect(self._on_answer)
        if not self.window.chat.ask(self.question):
            self._fail("the question could not be asked")

    def _on_answer(self, answer: Answer) -> None:
        self._mark("answered")
        if answer.error and answer.error != "stopped" and not answer.answer_text:
            self._fail(f"the answer failed: {answer.error}")
            return
        if not answer.citations:
            self._settle()
            return
        self._waiting_for = f"the viewer to show {answer.citations[0].marker}"
        self.window.viewer.content_ready.connect(self._settle)
        self.window.viewer.show_citation(answer.citations[0])

    def _settle(self) -> None:
        if self.exit_code is not None:
            return
        self._waiting_for = "the window to paint"
        QTimer.singleShot(PAINT_SETTLE_MS, self._grab)

    def _grab(self) -> None:
        if self.exit_code is not None:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        image = self.window.grab().toImage()
        if image.isNull() or not image.save(str(self.path), "PNG"):
            self._fail(f"could not write {self.path}")
            return
        self._mark("saved")
        ms = ", ".join(f"{k} {v:.0f} ms" for k, v in self.timings.items())
        print(f"Saved {self.path} ({image.width()}×{image.height()}); {ms}")
        self._finish(0)

    # ------------------------------------------------------------ failure

    def _on_error(self, what: str, message: str) -> None:
        self._fail(f"{what}: {message}")

    def _on_timeout(self) -> None:
        self._fail(f"timed out waiting for {self._waiting_for}")

    def _fail(self, message: str) -> None:
        if self.exit_code is None:
            print(f"shipmate: screenshot failed: {message}", file=sys.stderr)
            self._finish(1)

    def _finish(self, code: int) -> None:
        self.exit_code = code
        self._timeout.stop()
        self.window.close()

    def _mark(self, name: str) -> None:
        self.timings[name] = (time.monotonic() - self._started) * 1000
