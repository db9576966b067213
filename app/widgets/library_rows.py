"""Rows of the library list: a ready document, a file being added, a file that failed."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine import DocumentInfo, IngestProgress

# share of a file's progress bar per stage: reading pages, then embedding, then saving
_READ, _EMBED, _STORE = (0, 55), (55, 95), (95, 100)


def stage_text(p: IngestProgress) -> str:
    """What the engineer reads under the file name while it is added."""
    if p.stage == "read" and p.total:
        return f"Reading page {p.done}/{p.total}"
    if p.stage == "ocr" and p.total:
        return f"OCR page {p.done + 1}/{p.total} (scanned page — slow)"
    if p.stage == "embed" and p.total:
        return f"Embedding {p.done}/{p.total}"
    if p.stage == "store":
        return "Saving"
    if p.stage == "open":
        return "Checking the file"
    if p.stage == "queued":
        return "Waiting"
    return p.message or p.stage.capitalize()


def stage_percent(p: IngestProgress) -> int | None:
    """Overall percent for the file, or None when unknown (busy bar)."""

    def span(rng: tuple[int, int]) -> int:
        frac = p.done / p.total if p.total else 0.0
        return int(rng[0] + (rng[1] - rng[0]) * min(max(frac, 0.0), 1.0))

    if p.stage in ("read", "ocr"):
        return span(_READ) if p.total else None
    if p.stage == "embed":
        return span(_EMBED) if p.total else _EMBED[0]
    if p.stage == "store":
        return _STORE[0]
    if p.stage == "done":
        return 100
    if p.stage in ("open", "queued"):
        return 0
    return None


def _small(text: str, tip: str = "") -> QToolButton:
    button = QToolButton()
    button.setText(text)
    button.setToolTip(tip)
    button.setAutoRaise(True)
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    return button


def _row_frame(frame: QFrame) -> QVBoxLayout:
    frame.setFrameShape(QFrame.Shape.NoFrame)
    frame.setObjectName("libraryRow")
    frame.setStyleSheet("#libraryRow { border-bottom: 1px solid palette(midlight); }")
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(6, 6, 6, 6)
    layout.setSpacing(2)
    return layout


def _bold(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


def _detail(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setStyleSheet("color: #5a6270;")
    return label


class DocumentRow(QFrame):
    """A ready document: title, file, pages, tables, drawings; Open and Remove."""

    open_requested = Signal(object)  # DocumentInfo
    remove_requested = Signal(object)  # DocumentInfo

    def __init__(self, doc: DocumentInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        layout = _row_frame(self)
        self.title = _bold(doc.title or doc.file)
        self.title.setToolTip(doc.source_path or doc.file)
        parts = [f"{doc.pages} page{'s' if doc.pages != 1 else ''}"]
        parts.append(f"{doc.tables} table{'s' if doc.tables != 1 else ''}")
        parts.append(f"{doc.diagrams} drawing{'s' if doc.diagrams != 1 else ''}")
        if doc.ocr_pages:
            plural = "s" if doc.ocr_pages != 1 else ""
            parts.append(f"{doc.ocr_pages} scanned page{plural} read by OCR")
        self.file = _detail(doc.file if doc.title != doc.file else "")
        self.file.setVisible(doc.title != doc.file)
        self.details = _detail(" · ".join(parts))
        self.status = QLabel("Ready")
        self.status.setStyleSheet("color: #1d7a36;")
        self.open_button = _small("Open", "Show the first page in the viewer")
        self.remove_button = _small("Remove…", "Remove this document from the library")
        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.addWidget(self.status)
        buttons.addStretch(1)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.remove_button)
        layout.addWidget(self.title)
        layout.addWidget(self.file)
        layout.addWidget(self.details)
        layout.addLayout(buttons)
        self.open_button.clicked.connect(lambda: self.open_requested.emit(self.doc))
        self.remove_button.clicked.connect(lambda: self.remove_requested.emit(self.doc))

    def mouseDoubleClickEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        self.open_requested.emit(self.doc)


class ProgressRow(QFrame):
    """A file being added: name, which file of the batch, stage text, progress bar, Cancel."""

    cancel_requested = Signal()

    def __init__(self, file_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = _row_frame(self)
        self.name = _bold(file_name)
        self.stage = _detail("Waiting")
        self.bar = QProgressBar()
        self.bar.setRange(0, 100)
        self.bar.setTextVisible(False)
        self.bar.setFixedHeight(8)
        self.cancel_button = _small("Cancel", "Stop adding these files")
        line = QHBoxLayout()
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(self.stage, 1)
        line.addWidget(self.cancel_button)
        layout.addWidget(self.name)
        layout.addLayout(line)
        layout.addWidget(self.bar)
        self.cancel_button.clicked.connect(self._on_cancel)

    def update_progress(self, p: IngestProgress) -> None:
        self.name.setText(p.file)
        which = f"File {p.file_index + 1} of {p.file_count} — " if p.file_count > 1 else ""
        self.stage.setText(which + stage_text(p))
        percent = stage_percent(p)
        if percent is None:
            self.bar.setRange(0, 0)  # busy: stage without a count
        else:
            self.bar.setRange(0, 100)
            self.bar.setValue(percent)

    def _on_cancel(self) -> None:
        self.cancel_button.setEnabled(False)
        self.stage.setText("Cancelling…")
        self.cancel_requested.emit()


class FailedRow(QFrame):
    """A file that could not be added, with the reason in red; stays until dismissed."""

    dismissed = Signal()

    def __init__(self, file_name: str, error: str, cancelled: bool = False) -> None:
        super().__init__()
        layout = _row_frame(self)
        self.name = _bold(file_name)
        if cancelled:
            self.error = _detail("Cancelled — not added")
        else:
            self.error = QLabel(f"⚠ Not added: {error}")
            self.error.setWordWrap(True)
            self.error.setStyleSheet("color: #b3261e;")
        self.error_text = error
        self.dismiss_button = _small("Dismiss", "Remove this line")
        line = QHBoxLayout()
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(self.error, 1)
        line.addWidget(self.dismiss_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.name)
        layout.addLayout(line)
        self.dismiss_button.clicked.connect(self.dismissed)


class InterruptedBanner(QFrame):
    """Files whose adding was cut short last time (Shipmate closed or crashed): add again?"""

    add_again = Signal()
    dismissed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("interrupted")
        self.setStyleSheet(
            "#interrupted { background:#fff4d6; border:1px solid #e7c66b; border-radius:4px; }"
        )
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.add_button = QPushButton("Add again")
        self.dismiss_button = QPushButton("Dismiss")
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.dismiss_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
        self.add_button.clicked.connect(self.add_again)
        self.dismiss_button.clicked.connect(self.dismissed)

    def set_files(self, names: list[str]) -> None:
        shown = ", ".join(names[:4]) + (f" and {len(names) - 4} more" if len(names) > 4 else "")
        self.text.setText(f"Adding was interrupted last time: {shown}.")
