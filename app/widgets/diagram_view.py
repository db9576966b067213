"""The Diagram tab: a cited drawing (its PNG from the data dir) with the asked tags outlined.

The PNG covers the diagram's box on the page (Citation.bbox, PDF points) rendered at some dpi,
while the tag positions (Citation.highlight) are page coordinates, so a tag maps to image pixels
with ``scale = image_width / bbox_width`` and the bbox's top-left as origin.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Signal
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from app.widgets.canvas import ZoomCanvas
from app.widgets.headings import caption_labels
from app.workers import WorkerRunner
from engine import CancelToken, Citation, DiagramLabel, ShipmateError

BBox = tuple[float, float, float, float]


def label_rects(
    labels: tuple[DiagramLabel, ...] | list[DiagramLabel],
    diagram_bbox: BBox,
    image_width: int,
) -> list[QRectF]:
    """Tag boxes in image pixels for a PNG of ``diagram_bbox`` that is ``image_width`` wide."""
    x0, y0, x1, _ = diagram_bbox
    if x1 <= x0 or image_width <= 0:
        return []
    scale = image_width / (x1 - x0)
    return [
        QRectF(
            (lb.bbox[0] - x0) * scale,
            (lb.bbox[1] - y0) * scale,
            (lb.bbox[2] - lb.bbox[0]) * scale,
            (lb.bbox[3] - lb.bbox[1]) * scale,
        )
        for lb in labels
    ]


def _load_image(path: str) -> QImage:
    image = QImage(path)
    if image.isNull():
        raise ShipmateError(f"The drawing's image is missing or damaged: {path}")
    return image


class DiagramView(QWidget):
    """Zoom/pan picture of a drawing. ``loaded`` fires when it is on screen."""

    loaded = Signal()
    open_page = Signal(object)  # Citation

    def __init__(self, runner: WorkerRunner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._runner = runner
        self.citation: Citation | None = None
        self._seq = 0
        self._rects: list[QRectF] = []
        self._region: QRectF | None = None
        self._build()
        self._connect()

    def _build(self) -> None:
        self.caption, self.source = caption_labels()
        self.canvas = ZoomCanvas(self, wheel_zooms=True)
        self.zoom_out_button = QPushButton("−")
        self.zoom_in_button = QPushButton("+")
        self.fit_button = QPushButton("Whole drawing")
        self.tag_button = QPushButton("Go to tag")
        self.page_button = QPushButton("Open page")
        self.page_button.setToolTip("Show the drawing on its PDF page")
        for b in (self.zoom_out_button, self.zoom_in_button):
            b.setFixedWidth(36)
        bar = QHBoxLayout()
        for b in (self.zoom_out_button, self.zoom_in_button, self.fit_button, self.tag_button):
            bar.addWidget(b)
        bar.addStretch(1)
        bar.addWidget(self.page_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.caption)
        layout.addWidget(self.source)
        layout.addWidget(self.canvas, 1)
        layout.addLayout(bar)
        self._enable(False)

    def _connect(self) -> None:
        self.zoom_in_button.clicked.connect(lambda: self.canvas.zoom_by(1.25))
        self.zoom_out_button.clicked.connect(lambda: self.canvas.zoom_by(0.8))
        self.fit_button.clicked.connect(self.canvas.fit_all)
        self.tag_button.clicked.connect(self._go_to_tags)
        self.page_button.clicked.connect(self._on_open_page)

    # ------------------------------------------------------------ public

    def show_diagram(self, citation: Citation) -> None:
        self.citation = citation
        self.caption.setText(citation.title or "Drawing")
        tags = ", ".join(dict.fromkeys(h.text for h in citation.highlight))
        where = f"{citation.doc_file}, page {citation.page}"
        self.source.setText(f"{where} — {tags} outlined in red" if tags else where)
        self.canvas.clear_picture()
        self._rects = []
        self._enable(False)
        self.page_button.setEnabled(bool(citation.stored_path))
        if not citation.asset_path:
            self.source.setText(f"{where} — no image was saved for this drawing; use Open page.")
            self.loaded.emit()
            return
        self._seq += 1
        seq, path = self._seq, citation.asset_path

        def job(_cancel: CancelToken) -> QImage:
            return _load_image(path)  # a big P&ID PNG takes a while to decode

        self._runner.start(
            job,
            "Showing the drawing",
            on_returned=lambda image, s=seq: self._on_image(s, image),
            on_errored=lambda message, s=seq: self._on_failed(s, message),
        )

    def outline_count(self) -> int:
        return self.canvas.outline_count()

    def tag_rects(self) -> list[QRectF]:
        """Where the asked tags are, in image pixels."""
        return list(self._rects)

    # ------------------------------------------------------------ handlers

    def _on_image(self, seq: int, image: QImage) -> None:
        if seq != self._seq or self.citation is None:
            return
        citation = self.citation
        self.canvas.set_picture(image, QRectF(0, 0, image.width(), image.height()))
        rects: list[QRectF] = []
        self._region = None
        if citation.bbox and citation.highlight:
            rects = label_rects(citation.highlight, citation.bbox, image.width())
        if citation.bbox and citation.region:  # the neighbourhood of a big drawing that was found
            found = label_rects((DiagramLabel("", citation.region),), citation.bbox, image.width())
            self._region = found[0] if found else None
        # no name chips: the tag's own text is what is outlined, and a chip would hide the valve
        self.canvas.set_outlines(rects)
        self._rects = rects
        self._enable(True)
        self.tag_button.setEnabled(bool(rects) or self._region is not None)
        self.page_button.setEnabled(bool(citation.stored_path))
        self.canvas.fit_all()
        if rects or self._region is not None:
            self._go_to_tags()
        self.loaded.emit()

    def _on_failed(self, seq: int, message: str) -> None:
        if seq == self._seq and self.citation is not None:
            self.source.setText(f"{message} — use Open page to see the drawing in the PDF.")
            self.loaded.emit()

    def _go_to_tags(self) -> None:
        rects = self._rects
        if not rects:
            if self._region is not None:  # no tag named, but the spot on the drawing is known
                self.canvas.show_region(self._region, context=1.5)
            return
        united = QRectF(rects[0])
        for r in rects[1:]:
            united = united.united(r)
        self.canvas.show_region(united, context=8.0)

    def _on_open_page(self) -> None:
        if self.citation is not None:
            self.open_page.emit(self.citation)

    def _enable(self, on: bool) -> None:
        for b in (self.zoom_in_button, self.zoom_out_button, self.fit_button, self.tag_button):
            b.setEnabled(on)
