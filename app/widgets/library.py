"""The Library (left pane): the manuals Shipmate has read, files being added, files that failed.

Adding runs Engine.ingest in a worker, so the engineer can keep asking while a 500-page manual is
read; each file shows its stage ("Reading page 12/48", "Embedding 40/120", "Saving") and can be
cancelled. Files that fail stay listed for the session with the reason. Files whose adding was cut
short last time (Shipmate closed mid-way) are offered again.
"""

from __future__ import annotations

import logging
from collections.abc import Generator, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.widgets.library_groups import RowGroup, matches
from app.widgets.library_rows import (
    DocumentRow,
    FailedRow,
    InterruptedBanner,
    ProgressRow,
)
from app.workers import Worker, WorkerRunner
from engine import CancelToken, DocumentInfo, IngestProgress, IngestResult

if TYPE_CHECKING:
    from app.engine_client import RemoteEngine

log = logging.getLogger(__name__)

# New document rows made per turn of the event loop: a row took 15 ms to make on this 2-core
# machine under load (bench/library_panel.py), so a turn stays near 150 ms at worst while a
# 300-manual library is listed, instead of freezing the window for seconds.
ROWS_PER_TURN = 10


class _Batch:
    """One Engine.ingest call: its worker and the progress row of each file it reached."""

    def __init__(self, paths: list[Path]) -> None:
        self.paths = paths
        self.worker: Worker | None = None
        self.waiting_row: ProgressRow | None = None
        self.rows: dict[int, ProgressRow] = {}


class LibraryWidget(QWidget):
    """Documents with status, progress of files being added, errors, Add/Remove."""

    documents_changed = Signal(list)  # list[DocumentInfo], ready ones
    open_requested = Signal(object)  # DocumentInfo
    about_to_remove = Signal(str)  # stored PDF path: let go of it before it is deleted
    message = Signal(str)  # a short note for the status bar
    busy_changed = Signal(bool)
    progress = Signal(object)  # IngestProgress, after the row shows it

    def __init__(
        self, engine: RemoteEngine, runner: WorkerRunner, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.engine = engine
        self._runner = runner
        self.documents: list[DocumentInfo] = []
        self.failed: list[FailedRow] = []
        self.results: list[IngestResult] = []  # every file result of this session
        self._batches: list[_Batch] = []
        self._doc_rows: list[DocumentRow] = []
        self._rows_by_id: dict[str, DocumentRow] = {}
        self._interrupted: list[Any] = []
        self._ready = False
        self._pending_paths: list[Path] = []  # dropped before the library was open
        self._build()
        self._connect()

    # ------------------------------------------------------------ layout

    def _build(self) -> None:
        title = QLabel("Library")
        font = title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        title.setFont(font)
        self.count_label = QLabel("")
        self.count_label.setStyleSheet("color: #5a6270;")
        head = QHBoxLayout()
        head.addWidget(title)
        head.addStretch(1)
        head.addWidget(self.count_label)

        self.add_button = QPushButton("Add files…")
        self.add_button.setToolTip("Add PDF manuals to the library")
        self.add_folder_button = QPushButton("Add folder…")
        self.add_folder_button.setToolTip("Add every PDF in a folder (and its subfolders)")
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.add_folder_button)

        self.interrupted_banner = InterruptedBanner()
        self.interrupted_banner.hide()

        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText("Filter by title or file name…")
        self.filter_edit.setClearButtonEnabled(True)

        self.list_widget = QWidget()
        self.list_layout = QVBoxLayout(self.list_widget)
        self.list_layout.setContentsMargins(0, 0, 0, 0)
        self.list_layout.setSpacing(0)
        self.empty_label = QLabel("Opening the library…")
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setMargin(16)
        self.empty_label.setStyleSheet("color: #5a6270;")
        self.list_layout.addWidget(self.empty_label)
        # grouped by status: files being added and failures first, where attention is needed
        self.adding_group = RowGroup("Being added")
        self.failed_group = RowGroup("Could not be added")
        self.ready_group = RowGroup("Ready")
        for group in (self.adding_group, self.failed_group, self.ready_group):
            self.list_layout.addWidget(group)
        self.list_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.list_widget)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll = scroll

        drop = QLabel("Drop PDF files or folders\nanywhere on this window")
        drop.setAlignment(Qt.AlignmentFlag.AlignCenter)
        drop.setObjectName("dropZone")
        drop.setStyleSheet(
            "#dropZone { border: 2px dashed #9aa3ae; border-radius: 6px; padding: 10px;"
            " color: #5a6270; }"
        )
        self.drop_zone = drop

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(head)
        layout.addLayout(buttons)
        layout.addWidget(self.interrupted_banner)
        layout.addWidget(self.filter_edit)
        layout.addWidget(scroll, 1)
        layout.addWidget(drop)

    def _connect(self) -> None:
        self.add_button.clicked.connect(self.choose_files)
        self.add_folder_button.clicked.connect(self.choose_folder)
        self.interrupted_banner.add_again.connect(self._on_add_interrupted)
        self.interrupted_banner.dismissed.connect(self.interrupted_banner.hide)
        self.filter_edit.textChanged.connect(self._on_filter)

    # ------------------------------------------------------------ public

    def set_engine_ready(self, ready: bool) -> None:
        self._ready = ready
        if ready:
            self.refresh()
            pending, self._pending_paths = self._pending_paths, []
            if pending:
                self.add_paths(pending)

    def show_open_failure(self, message: str) -> None:
        """The library folder could not be opened: say why where the documents would be."""
        self.empty_label.setText(f"The library could not be opened:\n\n{message}")
        self.empty_label.setStyleSheet("color: #b3261e;")

    def refresh(self) -> None:
        """Re-read the document list (and interrupted files) from the engine."""
        engine = self.engine

        def job(_cancel: CancelToken) -> tuple[list[DocumentInfo], list[Any]]:
            return engine.documents(), engine.interrupted()

        self._runner.start(job, "Reading the library", on_returned=self._on_listed)

    def add_paths(self, paths: Sequence[Path | str]) -> bool:
        """Add PDF files and folders (searched for PDFs). Runs in the background."""
        chosen = [Path(p) for p in paths]
        if not chosen:
            return False
        if not self._ready:  # still opening: add as soon as the library is open
            self._pending_paths.extend(chosen)
            return True
        batch = _Batch(chosen)
        batch.waiting_row = ProgressRow(_describe(chosen))
        batch.waiting_row.stage.setText("Waiting for the files before to finish…")
        batch.waiting_row.bar.setRange(0, 0)
        batch.waiting_row.cancel_requested.connect(lambda b=batch: self._cancel(b))
        self._insert_row(batch.waiting_row)
        engine = self.engine

        def job(cancel: CancelToken) -> Generator[IngestProgress, None, list[IngestResult]]:
            results = yield from engine.ingest(chosen, cancel=cancel)
            return results

        self._batches.append(batch)
        batch.worker = self._runner.start(
            job,
            "Adding files",
            on_yielded=lambda p, b=batch: self._on_progress(b, p),
            on_returned=lambda results, b=batch: self._on_batch_done(b, results),
            on_finished=lambda b=batch: self._on_batch_finished(b),
        )
        self.busy_changed.emit(True)
        return True

    @property
    def busy(self) -> bool:
        return bool(self._batches)

    def cancel_all(self) -> None:
        for batch in self._batches:
            self._cancel(batch)

    def row_for(self, file_name: str) -> QWidget | None:
        """The row showing ``file_name`` (progress, failure or document), for tests."""
        for batch in self._batches:
            for row in batch.rows.values():
                if row.name.text() == file_name:
                    return row
        for failed in self.failed:
            if failed.name.text() == file_name:
                return failed
        for doc_row in self._doc_rows:
            if doc_row.doc.file == file_name:
                return doc_row
        return None

    # ------------------------------------------------------------ ingest events

    def _on_progress(self, batch: _Batch, p: IngestProgress) -> None:
        if batch.waiting_row is not None:
            self._remove_row(batch.waiting_row)
            batch.waiting_row = None
        row = batch.rows.get(p.file_index)
        if row is None:
            row = ProgressRow(p.file)
            row.cancel_requested.connect(lambda b=batch: self._cancel(b))
            batch.rows[p.file_index] = row
            self._insert_row(row)
        row.update_progress(p)
        self.progress.emit(p)
        if p.stage == "done" and p.result is not None:
            self._on_file_done(batch, p.file_index, p.file, p.result)

    def _on_file_done(self, batch: _Batch, index: int, name: str, result: IngestResult) -> None:
        self.results.append(result)
        row = batch.rows.pop(index, None)
        if row is not None:
            self._remove_row(row)
        if result.status == "ready":
            pages = f"{result.pages} page{'s' if result.pages != 1 else ''}"
            self.message.emit(f"{name} is ready ({pages}, {result.seconds:.0f} s)")
            self.refresh()
        elif result.status == "skipped":
            self.message.emit(f"{name}: {result.error or 'skipped'}")
        else:
            self._add_failed(name, result.error, cancelled=result.error == "cancelled")

    def _on_batch_done(self, batch: _Batch, results: list[IngestResult]) -> None:
        failed = [r for r in results if r.status == "failed" and r.error != "cancelled"]
        if failed:
            self.message.emit(f"{len(failed)} file(s) could not be added — see the library")

    def _on_batch_finished(self, batch: _Batch) -> None:
        for row in list(batch.rows.values()) + ([batch.waiting_row] if batch.waiting_row else []):
            self._remove_row(row)
        batch.rows.clear()
        batch.waiting_row = None
        if batch in self._batches:
            self._batches.remove(batch)
        if batch.worker is not None and batch.worker.error:
            self._add_failed(_describe(batch.paths), batch.worker.error)
        self.refresh()
        if not self._batches:
            self.busy_changed.emit(False)

    def _cancel(self, batch: _Batch) -> None:
        if batch.worker is not None:
            batch.worker.cancel()
        for row in batch.rows.values():
            row.cancel_button.setEnabled(False)
            row.stage.setText("Cancelling…")

    # ------------------------------------------------------------ documents

    def _on_listed(self, listed: tuple[list[DocumentInfo], list[Any]]) -> None:
        with self._batch_of_rows():
            self._list_documents(*listed)

    @contextmanager
    def _batch_of_rows(self) -> Iterator[None]:
        """Change many rows with the list hidden: its children then show in one pass on the
        next show, instead of one layout pass per row (300 rows: seconds otherwise)."""
        visible = self.list_widget.isVisible()
        if visible:
            self.list_widget.hide()
        try:
            yield
        finally:
            if visible:
                self.list_widget.show()

    def _list_documents(self, docs: list[DocumentInfo], interrupted: list[Any]) -> None:
        self.documents = sorted(docs, key=lambda d: (d.title or d.file).lower())
        # keep the rows of documents that are still there (a 300-manual library is re-listed
        # after every file added): only new documents get a new row
        wanted = {d.doc_id: d for d in self.documents}
        for doc_id in [i for i, row in self._rows_by_id.items() if wanted.get(i) != row.doc]:
            self._remove_row(self._rows_by_id.pop(doc_id))
        self._build_rows()
        pages = sum(d.pages for d in self.documents)
        self.count_label.setText(f"{_count(len(self.documents))} · {pages:,} pages")
        self._show_interrupted(interrupted)
        self.documents_changed.emit(list(self.documents))

    def _build_rows(self) -> None:
        """Make at most ROWS_PER_TURN new rows, then let the window breathe and go on."""
        budget = ROWS_PER_TURN
        for doc in self.documents:
            if doc.doc_id in self._rows_by_id:
                continue
            if budget == 0:
                QTimer.singleShot(0, self._on_more_rows)
                break
            budget -= 1
            row = DocumentRow(doc)
            row.open_requested.connect(self.open_requested)
            row.remove_requested.connect(self._on_remove)
            self._rows_by_id[doc.doc_id] = row
        self._doc_rows = [
            self._rows_by_id[d.doc_id] for d in self.documents if d.doc_id in self._rows_by_id
        ]
        self.ready_group.set_rows(self._doc_rows, coming=len(self.documents) - len(self._doc_rows))
        self._apply_filter()

    def _on_more_rows(self) -> None:
        with self._batch_of_rows():
            self._build_rows()

    # ------------------------------------------------------------ filter

    def _on_filter(self, _text: str) -> None:
        with self._batch_of_rows():
            self._apply_filter()

    def _apply_filter(self) -> None:
        """Show the documents (and failed files) whose title or file name has every word typed."""
        words = self.filter_edit.text().lower().split()
        for row in self._doc_rows:
            row.setVisible(matches(words, row.doc.title, row.doc.file))
        for failed in self.failed:
            failed.setVisible(matches(words, failed.name.text()))
        for group in (self.adding_group, self.failed_group, self.ready_group):
            group.update_header(filtered=bool(words))
        self._update_empty()

    def _on_remove(self, doc: DocumentInfo) -> None:
        answer = QMessageBox.question(
            self,
            "Remove document",
            f"Remove “{doc.title or doc.file}” from the library?\n\n"
            "Its pages, tables and drawings will no longer be searched. "
            "Your own copy of the file is not touched.",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        if doc.stored_path:
            self.about_to_remove.emit(doc.stored_path)
        engine = self.engine
        self._runner.start(
            lambda _c: engine.remove(doc.doc_id),
            f"Removing {doc.file}",
            on_returned=lambda _ok, d=doc: self.message.emit(f"Removed {d.file}"),
            on_finished=self.refresh,
        )

    def _show_interrupted(self, interrupted: list[Any]) -> None:
        self._interrupted = list(interrupted)
        if not self._interrupted:
            self.interrupted_banner.hide()
            return
        self.interrupted_banner.set_files([i.file for i in self._interrupted])
        self.interrupted_banner.show()

    def _on_add_interrupted(self) -> None:
        present = [Path(i.source_path) for i in self._interrupted if Path(i.source_path).is_file()]
        missing = [i for i in self._interrupted if not Path(i.source_path).is_file()]
        for item in missing:
            self._add_failed(
                item.file, f"no longer at {item.source_path} — add it from where it is now"
            )
        self.interrupted_banner.hide()
        if present:
            self.add_paths(present)

    # ------------------------------------------------------------ rows

    def _add_failed(self, name: str, error: str, cancelled: bool = False) -> None:
        row = FailedRow(name, error, cancelled=cancelled)
        row.dismissed.connect(lambda r=row: self._dismiss_failed(r))
        self.failed.append(row)
        self._insert_row(row)

    def _dismiss_failed(self, row: FailedRow) -> None:
        if row in self.failed:
            self.failed.remove(row)
        self._remove_row(row)

    def _insert_row(self, row: QWidget) -> None:
        group = self.adding_group if isinstance(row, ProgressRow) else self.failed_group
        group.insert(row)
        self._update_empty()

    def _remove_row(self, row: QWidget) -> None:
        for group in (self.adding_group, self.failed_group, self.ready_group):
            group.remove(row)
        row.setParent(None)
        row.deleteLater()
        self._update_empty()

    def _update_empty(self) -> None:
        groups = (self.adding_group, self.failed_group, self.ready_group)
        rows = sum(g.count() for g in groups)
        if rows <= 0:
            self.empty_label.setText(
                "No manuals yet.\n\nAdd the ship's PDF manuals with “Add files…”, "
                "or drop them onto this window."
                if self._ready
                else "Opening the library…"
            )
        elif not any(g.shown() for g in groups):
            self.empty_label.setText("No document matches the filter.")
        self.empty_label.setVisible(rows <= 0 or not any(g.shown() for g in groups))

    # ------------------------------------------------------------ dialogs

    def choose_files(self) -> None:
        files, _ = QFileDialog.getOpenFileNames(
            self, "Add manuals", str(Path.home()), "PDF files (*.pdf *.PDF);;All files (*)"
        )
        if files:
            self.add_paths(files)

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, "Add every PDF in a folder", str(Path.home())
        )
        if folder:
            self.add_paths([folder])


def _describe(paths: list[Path]) -> str:
    if len(paths) == 1:
        return paths[0].name
    return f"{len(paths)} items ({paths[0].name}, …)"


def _count(n: int) -> str:
    return f"{n} document{'s' if n != 1 else ''}"
