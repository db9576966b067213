"""The main window: Library | Chat | Viewer, the status bar, menus, and the one error path.

It owns the engine (a RemoteEngine: the Engine in its own process) and the WorkerRunner and wires
the panes together (a pane never reaches into another). Start-up is in steps so the window is
usable at once: show, then open the library in a worker (which starts the engine process), then
load the search model; Ollama is checked in the background every 30 s. Closing stops the work,
then closes the engine off the GUI thread, then closes the window.
Every worker error arrives in :meth:`show_error`: a red banner over the panes plus the status bar.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSplitter,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.settings import AppSettings, load_settings, save_settings
from app.widgets.chat import ChatWidget
from app.widgets.library import LibraryWidget
from app.widgets.library_transfer import LibraryTransferWidget
from app.widgets.settings_dialog import SettingsDialog
from app.widgets.viewer import ViewerWidget
from app.workers import WorkerRunner
from engine import Answer, DocumentInfo, ModelStatus

if TYPE_CHECKING:
    from app.engine_client import RemoteEngine

log = logging.getLogger(__name__)

STATUS_INTERVAL_MS = 30_000
CLOSE_GRACE_MS = 15_000  # how long closing waits for an ingest/answer to stop cleanly
DEFAULT_SIZE = (1400, 860)
DEFAULT_SPLIT = [300, 580, 520]


class ErrorBanner(QFrame):
    """A red line over the panes with the last error, until dismissed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("errorBanner")
        self.setStyleSheet(
            "#errorBanner { background:#fdecea; border:1px solid #e6a19b; border-radius:4px; }"
            "#errorBanner QLabel { color:#8c1d18; }"
        )
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.restart_button = QPushButton("Restart the engine")
        self.restart_button.setToolTip("Start the engine again and reopen the library")
        self.restart_button.hide()
        close = QToolButton()
        close.setText("Dismiss")
        close.setAutoRaise(True)
        close.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.restart_button)
        layout.addWidget(close)
        self.hide()

    def show_message(self, text: str, *, offer_restart: bool = False) -> None:
        self.text.setText(text)
        self.restart_button.setVisible(offer_restart)
        self.show()


class MainWindow(QMainWindow):
    engine_ready = Signal()  # the library is open: questions and adding files work
    search_ready = Signal()  # the embedding model is loaded: the first answer is quick
    llm_status_changed = Signal(object)  # ModelStatus
    closed = Signal()  # closed for good (work stopped, engine closed)
    _engine_closed = Signal()  # from the thread that closed the engine

    def __init__(
        self,
        engine: RemoteEngine,
        store: QSettings,
        *,
        no_llm: bool = False,
        status_interval_ms: int = STATUS_INTERVAL_MS,
        save_state: bool = True,
    ) -> None:
        super().__init__()
        self.engine = engine
        self.store = store
        self.app_settings = load_settings(store)
        self.runner = WorkerRunner(self)
        self.errors: list[str] = []
        self.llm_status: ModelStatus | None = None
        self.opened = False
        self.startup_ms: float | None = None  # process start -> window responding
        self._save_state = save_state
        self._closing = False
        self._closing_engine = False
        self._closed = False
        self._checking_llm = False
        self._restarting = False
        self._warm_up = True
        self._warmed_model = ""  # the model last loaded into Ollama (warm-up)
        self.setWindowTitle("Shipmate — ship manuals assistant")
        self.setAcceptDrops(True)
        self._build(no_llm)
        self._build_actions()
        self._connect()
        self._status_timer = QTimer(self)
        self._status_timer.setInterval(status_interval_ms)
        self._status_timer.timeout.connect(self.check_llm)
        self._engine_closed.connect(self._on_engine_closed)
        self._restore_state()

    # ------------------------------------------------------------ layout

    def _build(self, no_llm: bool) -> None:
        self.library = LibraryWidget(self.engine, self.runner)
        self.chat = ChatWidget(self.engine, self.runner, force_no_llm=no_llm)
        self.chat.set_retrieval_only(self.engine.config.retrieval_only)
        self.viewer = ViewerWidget(self.runner, self.engine.render_page)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.library)
        self.splitter.addWidget(self.chat)
        self.splitter.addWidget(self.viewer)
        self.splitter.setChildrenCollapsible(False)
        for i, stretch in enumerate((0, 1, 1)):
            self.splitter.setStretchFactor(i, stretch)
        self.error_banner = ErrorBanner()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(4, 4, 4, 0)
        layout.setSpacing(4)
        layout.addWidget(self.error_banner)
        layout.addWidget(self.splitter, 1)
        self.setCentralWidget(central)

        self.llm_label = QLabel("Ollama: checking…")
        self.docs_label = QLabel("")
        self.search_label = QLabel("Opening the library…")
        bar = self.statusBar()
        for label in (self.search_label, self.docs_label, self.llm_label):
            label.setContentsMargins(8, 0, 8, 0)
            bar.addPermanentWidget(label)
        self.transfer = LibraryTransferWidget(self.engine, self.runner, self)
        self.transfer.set_engine_ready(False)
        bar.addPermanentWidget(self.transfer.progress_bar)

    def _build_actions(self) -> None:
        style = self.style()
        self.add_action = QAction(
            style.standardIcon(QStyle.StandardPixmap.SP_DialogOpenButton), "Add files…", self
        )
        self.add_action.setShortcut(QKeySequence.StandardKey.Open)
        self.add_folder_action = QAction(
            style.standardIcon(QStyle.StandardPixmap.SP_DirOpenIcon), "Add folder…", self
        )
        self.settings_action = QAction(
            style.standardIcon(QStyle.StandardPixmap.SP_FileDialogDetailedView), "Settings…", self
        )
        self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.new_chat_action = QAction(
            style.standardIcon(QStyle.StandardPixmap.SP_FileIcon), "New conversation", self
        )
        self.new_chat_action.setShortcut(QKeySequence.StandardKey.New)
        self.quit_action = QAction("Quit", self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)

        file_menu = self.menuBar().addMenu("&File")
        file_menu.addAction(self.add_action)
        file_menu.addAction(self.add_folder_action)
        file_menu.addSeparator()
        file_menu.addAction(self.transfer.export_action)
        file_menu.addAction(self.transfer.import_action)
        file_menu.addSeparator()
        file_menu.addAction(self.settings_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        chat_menu = self.menuBar().addMenu("&Chat")
        chat_menu.addAction(self.new_chat_action)
        toolbar = self.addToolBar("Main")
        toolbar.setObjectName("mainToolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.addAction(self.add_action)
        toolbar.addAction(self.new_chat_action)
        toolbar.addAction(self.settings_action)

    def _connect(self) -> None:
        self.runner.error.connect(self.show_error)
        self.error_banner.restart_button.clicked.connect(self.restart_engine)
        self.add_action.triggered.connect(self.library.choose_files)
        self.add_folder_action.triggered.connect(self.library.choose_folder)
        self.settings_action.triggered.connect(self.open_settings)
        self.new_chat_action.triggered.connect(self.chat.new_conversation)
        self.quit_action.triggered.connect(self.close)
        self.library.documents_changed.connect(self._on_documents)
        self.library.open_requested.connect(self._on_open_document)
        self.library.about_to_remove.connect(self.viewer.release_file)
        self.library.message.connect(lambda text: self.statusBar().showMessage(text, 10_000))
        self.chat.citation_clicked.connect(self.viewer.show_citation)
        self.chat.answer_finished.connect(self._on_answer)
        self.transfer.message.connect(lambda text: self.statusBar().showMessage(text, 20_000))
        self.transfer.busy_changed.connect(self._on_transfer_busy)
        self.transfer.replacing.connect(self._on_library_replacing)
        self.transfer.replaced.connect(self._on_library_replaced)

    # ------------------------------------------------------------ start-up

    def start(self, warm_up: bool = True) -> None:
        """Open the library, then load the search model, then keep an eye on Ollama."""
        self._warm_up = warm_up
        engine = self.engine
        self.runner.start(
            lambda _c: engine.open(),
            "Opening the library",
            on_returned=lambda _e, w=warm_up: self._on_opened(w),
            on_errored=self._on_open_failed,
        )
        self.check_llm()
        self._status_timer.start()

    def _on_opened(self, warm_up: bool) -> None:
        self.opened = True
        if self.error_banner.restart_button.isVisibleTo(self.error_banner):
            # "the engine stopped" is over once the library is open again (a request of the
            # dead engine can fail after the restart was pressed and show it once more)
            self.error_banner.hide()
        self.search_label.setText("Search model: loading…" if warm_up else "")
        self.library.set_engine_ready(True)
        self.chat.set_engine_ready(True)
        self.transfer.set_engine_ready(True)
        self.engine_ready.emit()
        if warm_up:
            engine = self.engine
            self.runner.start(
                lambda _c: engine.warm_up(),
                "Loading the search model",
                on_returned=lambda _r: self._on_warm(),
            )

    def _on_warm(self) -> None:
        self.search_label.setText("Search model: ready")
        self.search_ready.emit()

    def _on_open_failed(self, message: str) -> None:
        self.search_label.setText("Library not open")
        self.library.show_open_failure(message)

    def check_llm(self) -> None:
        """Ask Ollama (in the background) whether it is there and has the model."""
        if self._checking_llm or self._closing:
            return
        self._checking_llm = True
        engine = self.engine
        self.runner.start(
            lambda _c: engine.llm_status(),
            "Checking Ollama",
            on_returned=self._on_llm_status,
            on_finished=self._on_llm_checked,
        )

    def load_model(self) -> None:
        """Load the model into Ollama's memory (app start, model changed) so the first question
        does not wait for it; "Loading model…" in the status bar meanwhile."""
        model = self.engine.config.model
        self._warmed_model = model
        self.llm_label.setText(f"<span style='color:#8a5a00'>●</span> Loading model… · {model}")
        engine = self.engine
        self.runner.start(
            lambda _c: engine.warm_up_model(),
            "Loading the language model",
            on_returned=self._on_llm_status,
            report_errors=False,
        )

    def _on_llm_checked(self) -> None:
        self._checking_llm = False

    def _on_llm_status(self, status: ModelStatus) -> None:
        self.llm_status = status
        model = self.engine.config.model
        quoting_only = self.app_settings.retrieval_only or self.engine.config.retrieval_only
        if status.ready and self._warm_up and not quoting_only and self._warmed_model != model:
            self.load_model()
            return
        if status.ready:
            text, colour = f"Ollama: ready · {model}", "#1d7a36"
        elif status.reachable:
            text, colour = f"Ollama: model {model} missing · quoting only", "#8a5a00"
        else:
            text, colour = "Ollama: not running · quoting only", "#b3261e"
        self.llm_label.setText(f"<span style='color:{colour}'>●</span> {text}")
        self.llm_label.setToolTip(status.message)
        self.chat.set_llm_status(status)
        self.llm_status_changed.emit(status)

    # ------------------------------------------------------------ errors

    def show_error(self, what: str, message: str) -> None:
        """The one place worker errors reach the engineer: banner + status bar (+ log)."""
        text = f"{what}: {message}"
        log.warning("%s", text)
        self.errors.append(text)
        engine_died = bool(getattr(self.engine, "stopped", False))
        if engine_died and self.opened:
            # nothing works until the engine is back: say so instead of failing every click
            self.opened = False
            self.library.set_engine_ready(False)
            self.chat.set_engine_ready(
                False, "The engine stopped: press “Restart the engine” in the red bar above."
            )
            self.search_label.setText("Engine stopped")
        self.error_banner.show_message(text, offer_restart=engine_died and not self._closing)
        self.statusBar().showMessage(text, 20_000)

    def restart_engine(self) -> None:
        """Start a new engine process after the last one died, and reopen the library."""
        if self._restarting or self._closing:
            return
        self._restarting = True
        self.error_banner.hide()
        self.search_label.setText("Restarting the engine…")
        engine = self.engine
        self.runner.start(
            lambda _c: engine.restart(),
            "Restarting the engine",
            on_returned=lambda _e: self._on_restarted(),
            on_errored=self._on_open_failed,
            on_finished=self._on_restart_finished,
        )

    def _on_restarted(self) -> None:
        self._on_opened(self._warm_up)
        self.statusBar().showMessage("The engine was restarted and the library reopened.", 10_000)

    def _on_restart_finished(self) -> None:
        self._restarting = False

    # ------------------------------------------------------------ panes

    def _on_documents(self, docs: list[DocumentInfo]) -> None:
        self.chat.set_documents(docs)
        pages = sum(d.pages for d in docs)
        self.docs_label.setText(
            f"{len(docs)} document{'s' if len(docs) != 1 else ''} · "
            f"{pages} page{'s' if pages != 1 else ''}"
        )

    def _on_answer(self, answer: Answer) -> None:
        # the model failed (Ollama stopped?) although we thought it ready: look now, not in 30 s
        llm_failed = answer.mode == "llm" and answer.error not in ("", "stopped")
        fell_back = answer.mode == "retrieval-only" and bool(answer.mode_reason)
        if llm_failed or (fell_back and self.chat.no_llm() is None):
            self.check_llm()

    def _on_transfer_busy(self, busy: bool) -> None:
        # the stores are closed while the library is copied: questions wait until it is done
        self.chat.set_engine_ready(not busy, "Questions wait while the library is copied…")

    def _on_library_replacing(self) -> None:
        self.library.set_engine_ready(False)

    def _on_library_replaced(self, _imported: bool) -> None:
        # imported or not, the engine has the library open again: re-read it
        self.library.set_engine_ready(True)

    def _on_open_document(self, doc: DocumentInfo) -> None:
        if doc.stored_path:
            self.viewer.show_document(doc.stored_path, doc.title or doc.file)

    def open_settings(self) -> None:
        dialog = SettingsDialog(self.app_settings, self.engine, self.runner, self)
        if dialog.exec() != SettingsDialog.DialogCode.Accepted:
            return
        self.apply_settings(dialog.chosen())

    def apply_settings(self, chosen: AppSettings) -> None:
        """Save the settings; the library folder applies on the next start, the rest now."""
        before = self.app_settings
        self.app_settings = chosen
        save_settings(self.store, chosen)
        self.chat.set_retrieval_only(chosen.retrieval_only or self.engine.config.retrieval_only)
        later = []
        if (chosen.ollama_host, chosen.model, chosen.timeouts) != (
            before.ollama_host,
            before.model,
            before.timeouts,
        ):
            self._use_llm_settings(chosen)
        if chosen.data_dir != before.data_dir:
            later.append("the library folder")
        if later:
            self.statusBar().showMessage(
                f"Saved. Restart Shipmate to use {' and '.join(later)}.", 20_000
            )
        else:
            self.statusBar().showMessage("Settings saved.", 5_000)

    def _use_llm_settings(self, chosen: AppSettings) -> None:
        """A new host, model or timeouts apply at once; a new model is loaded right away."""
        engine = self.engine

        def job(_cancel: object) -> None:
            engine.configure_llm(chosen.ollama_host or None, chosen.model or None)
            engine.configure_timeouts(**dict(chosen.timeouts))

        self.llm_label.setText("<span style='color:#8a5a00'>●</span> Ollama: checking…")
        self.runner.start(
            job, "Applying the Ollama settings", on_returned=lambda _r: self.check_llm()
        )

    # ------------------------------------------------------------ drag and drop

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if _local_paths(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if _local_paths(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        paths = _local_paths(event.mimeData())
        if paths:
            event.acceptProposedAction()
            self.library.add_paths(paths)

    # ------------------------------------------------------------ closing

    @property
    def is_closed(self) -> bool:
        """True once work has stopped and the library is closed."""
        return self._closed

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._closed:
            event.accept()
            return
        event.ignore()  # stop the work first; a half-written document is never left behind
        if self._closing:
            return
        self._closing = True
        self._status_timer.stop()
        self._save_window_state()
        if self.runner.busy():
            self.statusBar().showMessage("Stopping the current work before closing…")
            self.runner.cancel_all()
            self.runner.idle.connect(self._finish_close)
            QTimer.singleShot(CLOSE_GRACE_MS, self._finish_close)
        else:
            QTimer.singleShot(0, self._finish_close)

    def _finish_close(self) -> None:
        if self._closed or self._closing_engine:
            return
        self._closing_engine = True
        if self.runner.busy():
            log.warning(
                "closing while still busy: %s", ", ".join(w.what for w in self.runner.active())
            )
        self.runner.shutdown()
        self.statusBar().showMessage("Closing the library…")
        # the engine process closes its stores and exits; waiting for that is not the GUI's job
        threading.Thread(target=self._close_engine, name="shipmate-close", daemon=True).start()

    def _close_engine(self) -> None:  # runs on the closing thread
        try:
            self.engine.close()
        except Exception:  # closing must not keep the window open
            log.exception("closing the library failed")
        self._engine_closed.emit()

    def _on_engine_closed(self) -> None:
        self._closed = True
        self.close()
        self.closed.emit()

    def _save_window_state(self) -> None:
        if not self._save_state:
            return
        self.store.setValue("window/geometry", self.saveGeometry())
        self.store.setValue("window/splitter", self.splitter.saveState())
        self.store.sync()

    def _restore_state(self) -> None:
        geometry = self.store.value("window/geometry")
        split = self.store.value("window/splitter")
        if isinstance(geometry, QByteArray) and self.restoreGeometry(geometry):
            pass
        else:
            self.resize(*DEFAULT_SIZE)
        if not (isinstance(split, QByteArray) and self.splitter.restoreState(split)):
            self.splitter.setSizes(DEFAULT_SPLIT)


def _local_paths(mime) -> list[Path]:  # type: ignore[no-untyped-def]
    """Files and folders in a drag (anything else, like text or web links, is not ours)."""
    if not mime.hasUrls():
        return []
    return [Path(u.toLocalFile()) for u in mime.urls() if u.isLocalFile() and u.toLocalFile()]
