"""The Table tab: a cited table (its CSV from the data dir) as a sortable grid.

The CSV's first line is the header; an empty first line means the table had no header row.
"Copy" puts the selected cells (or the whole table) on the clipboard as tab-separated text, which
pastes into a spreadsheet or a log book; "Export CSV…" saves it.
"""

from __future__ import annotations

import csv
import io
import logging
from pathlib import Path

from PySide6.QtCore import QModelIndex, QSize, QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QGuiApplication, QPixmap, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.widgets.headings import caption_labels
from engine import Citation, read_reading

log = logging.getLogger(__name__)
PICTURE_WIDTH = 420  # px: the picture an OCR'd table was read from, beside its grid


def read_table_csv(path: str | Path) -> tuple[list[str], list[list[str]]]:
    """(header, rows) of a stored table; the header is empty when the table had none."""
    with open(path, newline="", encoding="utf-8") as fh:
        text = fh.read()
    first, _, rest = text.partition("\n")
    if not first.strip():
        header: list[str] = []
        rows = list(csv.reader(io.StringIO(rest)))
    else:
        all_rows = list(csv.reader(io.StringIO(text)))
        header, rows = (all_rows[0], all_rows[1:]) if all_rows else ([], [])
    width = max([len(header)] + [len(r) for r in rows] + [0])
    rows = [r + [""] * (width - len(r)) for r in rows if any(c.strip() for c in r)]
    if header:
        header = header + [f"Column {i + 1}" for i in range(len(header), width)]
    return header, rows


class TableView(QWidget):
    """Caption, source, the grid and its buttons. ``open_page`` asks to show the table's page."""

    open_page = Signal(object)  # Citation

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.citation: Citation | None = None
        self.header: list[str] = []
        self.rows: list[list[str]] = []
        self._build()
        self._connect()

    def _build(self) -> None:
        self.caption, self.source = caption_labels()
        self.model = QStandardItemModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.grid = QTableView()
        self.grid.setModel(self.proxy)
        self.grid.setSortingEnabled(True)
        self.grid.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # keep the manual's order
        self.grid.setWordWrap(True)
        self.grid.setAlternatingRowColors(True)
        self.grid.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.grid.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.grid.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.grid.horizontalHeader().setDefaultAlignment(
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        )
        self.grid.setAcceptDrops(False)
        self.grid.setItemDelegate(_PaddedDelegate(self.grid))
        self.grid.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.copy_button = QPushButton("Copy")
        self.copy_button.setToolTip(
            "Copy the selected cells (or the whole table) as tab-separated text"
        )
        self.export_button = QPushButton("Export CSV…")
        self.page_button = QPushButton("Open page")
        self.page_button.setToolTip("Show the table on its PDF page")

        buttons = QHBoxLayout()
        buttons.addWidget(self.copy_button)
        buttons.addWidget(self.export_button)
        buttons.addStretch(1)
        buttons.addWidget(self.page_button)
        # A table read by OCR: say so, and show the picture it was read from beside the grid.
        self.reading = QLabel("")
        self.reading.setWordWrap(True)
        self.reading.setStyleSheet("color: #8a5300;")
        self.reading.hide()
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.picture_area = QScrollArea()
        self.picture_area.setWidget(self.picture)
        self.picture_area.setWidgetResizable(False)
        self.picture_area.hide()
        self.split = QSplitter(Qt.Orientation.Horizontal)
        self.split.addWidget(self.grid)
        self.split.addWidget(self.picture_area)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.caption)
        layout.addWidget(self.source)
        layout.addWidget(self.reading)
        layout.addWidget(self.split, 1)
        layout.addLayout(buttons)
        self._set_enabled(False)

    def _connect(self) -> None:
        self.copy_button.clicked.connect(self._on_copy)
        self.export_button.clicked.connect(self._on_export)
        self.page_button.clicked.connect(self._on_open_page)

    # ------------------------------------------------------------ public

    def show_table(self, citation: Citation) -> None:
        """Load the table CSV of ``citation``; a missing file is said in place."""
        self.citation = citation
        self.caption.setText(citation.title or "Table")
        self.source.setText(f"{citation.doc_file}, page {citation.page}")
        self.model.clear()
        self.header, self.rows = [], []
        try:
            self.header, self.rows = read_table_csv(citation.asset_path)
        except (OSError, UnicodeDecodeError, csv.Error) as exc:
            log.warning("table %s unreadable: %s", citation.asset_path, exc)
            self.source.setText(
                f"{citation.doc_file}, page {citation.page} — the table file cannot be read "
                f"({exc}); use Open page to see it in the PDF."
            )
            self._set_enabled(False)
            self.page_button.setEnabled(bool(citation.stored_path))
            return
        width = max([len(self.header)] + [len(r) for r in self.rows] + [0])
        self.model.setColumnCount(width)
        labels = self.header or [f"Column {i + 1}" for i in range(width)]
        self.model.setHorizontalHeaderLabels(labels)
        for row in self.rows:
            items = []
            for cell in row:
                item = QStandardItem(cell)
                item.setToolTip(cell)
                # top-aligned, so a cause and its remedy start on the same line
                item.setTextAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
                items.append(item)
            self.model.appendRow(items)
        self.proxy.sort(-1)
        self._fit_columns(width)
        self._set_enabled(True)
        self.page_button.setEnabled(bool(citation.stored_path))
        self._show_reading(citation.asset_path)

    def _show_reading(self, csv_path: str) -> None:
        """For a table read by OCR or from aligned words: how, how sure, and the picture."""
        reading = read_reading(csv_path)
        source = reading.get("source")
        if source == "ocr":
            confidence = float(reading.get("confidence", 0.0))  # type: ignore[arg-type]
            self.reading.setText(
                f"Read by OCR from a picture (confidence {confidence:.2f}). "
                "Check each value against the picture before you use it."
            )
        elif source == "borderless":
            self.reading.setText("Read from text aligned in columns (the table has no rules).")
        self.reading.setVisible(source in ("ocr", "borderless"))
        picture = Path(csv_path).with_suffix(".png") if csv_path else None
        pixmap = QPixmap(str(picture)) if picture is not None and picture.is_file() else None
        if pixmap is not None and not pixmap.isNull():
            if pixmap.width() > PICTURE_WIDTH:  # the grid keeps most of the room
                pixmap = pixmap.scaledToWidth(
                    PICTURE_WIDTH, Qt.TransformationMode.SmoothTransformation
                )
            self.picture.setPixmap(pixmap)
            self.picture.resize(pixmap.size())
            self.picture_area.show()
            self.split.setSizes([3 * PICTURE_WIDTH // 2, PICTURE_WIDTH])
        else:
            self.picture.clear()
            self.picture_area.hide()

    def selected_tsv(self) -> str:
        """The selected cells as TSV, in on-screen order; the whole table (with header) if none."""
        indexes = self.grid.selectionModel().selectedIndexes() if self.grid.selectionModel() else []
        if not indexes:
            lines = ["\t".join(self.header)] if self.header else []
            for r in range(self.proxy.rowCount()):
                cells = [
                    self.proxy.index(r, c).data() or "" for c in range(self.proxy.columnCount())
                ]
                lines.append("\t".join(_one_line(c) for c in cells))
            return "\n".join(lines)
        rows = sorted({i.row() for i in indexes})
        cols = sorted({i.column() for i in indexes})
        chosen = {(i.row(), i.column()) for i in indexes}
        lines = []
        for r in rows:
            cells = [
                _one_line(self.proxy.index(r, c).data() or "") if (r, c) in chosen else ""
                for c in cols
            ]
            lines.append("\t".join(cells))
        return "\n".join(lines)

    # ------------------------------------------------------------ handlers

    def _on_copy(self) -> None:
        QGuiApplication.clipboard().setText(self.selected_tsv())

    def _on_export(self) -> None:
        if self.citation is None:
            return
        suggested = Path(self.citation.asset_path).name or "table.csv"
        path, _ = QFileDialog.getSaveFileName(
            self, "Export table as CSV", suggested, "CSV files (*.csv)"
        )
        if path:
            self.export_csv(path)

    def export_csv(self, path: str | Path) -> None:
        with open(path, "w", newline="", encoding="utf-8") as fh:
            writer = csv.writer(fh)
            if self.header:
                writer.writerow(self.header)
            for r in range(self.proxy.rowCount()):
                writer.writerow(
                    [self.proxy.index(r, c).data() or "" for c in range(self.proxy.columnCount())]
                )

    def _on_open_page(self) -> None:
        if self.citation is not None:
            self.open_page.emit(self.citation)

    def _fit_columns(self, width: int) -> None:
        header = self.grid.horizontalHeader()
        if width <= 4:
            # troubleshooting tables: a few long text columns; share the width, wrap the text
            header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        else:
            header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
            self.grid.resizeColumnsToContents()
            for c in range(width):
                header.resizeSection(c, min(header.sectionSize(c), 260))

    def _set_enabled(self, on: bool) -> None:
        for w in (self.copy_button, self.export_button, self.page_button):
            w.setEnabled(on)


class _PaddedDelegate(QStyledItemDelegate):
    """Cells with breathing room. (A stylesheet padding is not counted in the row height, so
    wrapped text got cut; here the wrap width and the height both include the padding.)"""

    PAD_X, PAD_Y = 6, 4

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:  # type: ignore[override]
        inner = QStyleOptionViewItem(option)
        inner.rect = option.rect.adjusted(self.PAD_X, 0, -self.PAD_X, 0)
        return super().sizeHint(inner, index) + QSize(2 * self.PAD_X, 2 * self.PAD_Y)

    def paint(self, painter, option: QStyleOptionViewItem, index: QModelIndex) -> None:  # type: ignore[no-untyped-def,override]
        # background (selection, alternate rows) over the whole cell, text inside the padding
        self.parent().style().drawPrimitive(
            QStyle.PrimitiveElement.PE_PanelItemViewItem, option, painter, self.parent()
        )
        inner = QStyleOptionViewItem(option)
        inner.rect = option.rect.adjusted(self.PAD_X, self.PAD_Y, -self.PAD_X, -self.PAD_Y)
        super().paint(painter, inner, index)


def _one_line(text: str) -> str:
    # a tab or newline inside a cell would break the TSV grid when pasted
    return " ".join(str(text).split())
