"""The caption and source lines at the top of each viewer (page, table, drawing)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel


def caption_labels() -> tuple[QLabel, QLabel]:
    """A bold, slightly larger caption and a grey source line ("file.pdf — page 29"), both wrapping."""
    caption = QLabel("")
    caption.setWordWrap(True)
    font = caption.font()
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 1.1)
    caption.setFont(font)
    source = QLabel("")
    source.setWordWrap(True)
    source.setStyleSheet("color: #5a6270;")
    return caption, source
