"""File → Export library… / Import library…: the whole library to or from one archive file.

The chief engineer builds the library once and exports it; every other laptop imports it (USB
stick or shared folder) instead of reading hundreds of manuals again. Both run in a worker (the
engine copies and checks gigabytes in its own process) with a progress bar in the status bar. An
import replaces the library: the panes are disabled meanwhile and re-read it afterwards; a failed
import leaves the old library open, as it was.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMessageBox, QProgressBar, QWidget

from app.workers import WorkerRunner
from engine import ArchiveProgress, ArchiveResult, CancelToken

FILE_FILTER = "Shipmate library (*.zip)"
STAGE_TEXT = {
    "export": "Exporting the library",
    "import": "Unpacking and checking",
    "check": "Opening the imported library",
    "swap": "Replacing the library",
}


class LibraryTransferWidget(QObject):
    """Owns the two File-menu actions and the status-bar progress bar; the main window wires
    ``replacing``/``replaced`` to the panes."""

    message = Signal(str)  # for the status bar
    busy_changed = Signal(bool)  # True while an export or import runs: no questions meanwhile
    replacing = Signal()  # an import is about to swap the library: stop using it
    replaced = Signal(bool)  # the library is open again (True: it is the imported one)
    finished = Signal(object)  # ArchiveResult, or None after an error or cancel

    def __init__(self, engine: Any, runner: WorkerRunner, window: QWidget) -> None:
        super().__init__(window)
        self.engine = engine
        self._runner = runner
        self._window = window
        self._busy = False
        self.export_action = QAction("Export library…", window)
        self.import_action = QAction("Import library…", window)
        self.progress_bar = QProgressBar()
        self.progress_bar.setRange(0, 1000)
        self.progress_bar.setMaximumWidth(260)
        self.progress_bar.hide()
        self._connect()

    def _connect(self) -> None:
        self.export_action.triggered.connect(self.choose_export)
        self.import_action.triggered.connect(self.choose_import)

    @property
    def busy(self) -> bool:
        return self._busy

    def set_engine_ready(self, ready: bool) -> None:
        for action in (self.export_action, self.import_action):
            action.setEnabled(ready and not self._busy)

    # ------------------------------------------------------------ dialogs

    def choose_export(self) -> None:
        name = f"shipmate-library-{time.strftime('%Y-%m-%d')}.zip"
        path, _ = QFileDialog.getSaveFileName(
            self._window, "Export the library", str(Path.home() / name), FILE_FILTER
        )
        if path:
            self.export_to(Path(path))

    def choose_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self._window, "Import a library", str(Path.home()), FILE_FILTER
        )
        if not path:
            return
        answer = QMessageBox.question(
            self._window,
            "Import library",
            f"Replace this laptop's library with the one in {Path(path).name}?\n\n"
            "The archive is checked completely before anything is replaced.",
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.import_from(Path(path))

    # ------------------------------------------------------------ work

    def export_to(self, target: Path) -> bool:
        """Write the library to ``target`` in a worker. False if a transfer is already running."""
        engine = self.engine

        def job(cancel: CancelToken) -> Any:
            return engine.export_library(str(target), cancel)

        return self._start(job, "Exporting the library", importing=False)

    def import_from(self, source: Path) -> bool:
        """Replace the library with the one in ``source`` in a worker."""
        engine = self.engine

        def job(cancel: CancelToken) -> Any:
            return engine.import_library(str(source), cancel)

        self.replacing.emit()
        return self._start(job, "Importing a library", importing=True)

    def _start(self, job: Any, what: str, *, importing: bool) -> bool:
        if self._busy:
            self.message.emit("A library export or import is already running.")
            return False
        self._busy = True
        self.set_engine_ready(False)
        self.busy_changed.emit(True)
        self.progress_bar.setValue(0)
        self.progress_bar.setFormat(f"{what}…")
        self.progress_bar.show()
        outcome: dict[str, Any] = {"result": None}

        def returned(result: ArchiveResult) -> None:
            outcome["result"] = result

        self._runner.start(
            job,
            what,
            on_yielded=self._on_progress,
            on_returned=returned,
            on_finished=lambda: self._on_finished(outcome["result"], importing),
        )
        return True

    def _on_progress(self, p: ArchiveProgress) -> None:
        text = STAGE_TEXT.get(p.stage, p.stage)
        if p.stage in ("export", "import") and p.total:
            self.progress_bar.setValue(int(1000 * p.done / p.total))
            self.progress_bar.setFormat(f"{text}: {p.done / 1e6:.0f} of {p.total / 1e6:.0f} MB")
        else:
            self.progress_bar.setFormat(f"{text}…")

    def _on_finished(self, result: ArchiveResult | None, importing: bool) -> None:
        self._busy = False
        self.progress_bar.hide()
        self.set_engine_ready(True)
        self.busy_changed.emit(False)
        if result is not None:
            verb = "Imported" if importing else "Exported"
            where = result.data_dir if importing else result.path
            self.message.emit(
                f"{verb} {result.documents} documents ({result.bytes / 1e6:.0f} MB) in "
                f"{result.seconds:.0f} s: {where}"
            )
        if importing:
            self.replaced.emit(result is not None)
        self.finished.emit(result)
