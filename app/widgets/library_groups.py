"""The library's rows grouped by status ("Being added", "Could not be added", "Ready"), each
group with a header that counts its rows (and how many the filter shows)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


def matches(words: Sequence[str], *texts: str) -> bool:
    """True if every typed word (lower case) occurs in one of ``texts``."""
    if not words:
        return True
    haystack = " ".join(t for t in texts if t).lower()
    return all(word in haystack for word in words)


class RowGroup(QWidget):
    """A header and the rows under it; hidden while it has no rows."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.header = QLabel(title)
        self.header.setStyleSheet("color: #5a6270; font-weight: bold; padding: 6px 2px 2px 2px;")
        self._rows: list[QWidget] = []
        self._coming = 0  # rows still being made (a big library is listed a few rows a turn)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self._layout.addWidget(self.header)
        self.hide()

    def count(self) -> int:
        return len(self._rows) + self._coming

    def shown(self) -> int:
        return sum(1 for row in self._rows if not row.isHidden())

    def insert(self, row: QWidget) -> None:
        """Newest first (a file just added or just failed is on top)."""
        self._rows.insert(0, row)
        self._layout.insertWidget(1, row)
        self.update_header()

    def set_rows(self, rows: Sequence[QWidget], coming: int = 0) -> None:
        """Show exactly ``rows`` in this order (rows already here are moved, not rebuilt);
        ``coming`` more are still being made and count in the header already."""
        self._coming = coming
        keep = set(map(id, rows))
        for row in self._rows:
            if id(row) not in keep:
                self._layout.removeWidget(row)
        for index, row in enumerate(rows, start=1):
            at = self._layout.indexOf(row)
            if at != index:
                if at >= 0:
                    self._layout.removeWidget(row)
                self._layout.insertWidget(index, row)
        self._rows = list(rows)
        self.update_header()

    def remove(self, row: QWidget) -> None:
        if row in self._rows:
            self._rows.remove(row)
            self._layout.removeWidget(row)
            self.update_header()

    def update_header(self, filtered: bool = False) -> None:
        total, shown = self.count(), self.shown()
        counted = f"{shown} of {total}" if filtered and shown != total else f"{total}"
        listing = f" · listing {len(self._rows)}…" if self._coming else ""
        self.header.setText(f"{self.title} · {counted}{listing}")
        self.setVisible(total > 0)
