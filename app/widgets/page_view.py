"""The Page tab: one PDF page with the cited region outlined, zoom and page navigation.

Pages are drawn in the engine process (``RemoteEngine.render_page``, PyMuPDF) and arrive as RGB
pixels, which a worker wraps in a QImage. QtPdf drew them here before, but PySide6 keeps the GIL
through ``QPdfDocument.render``: a large vector P&ID froze the window for half a second. The
picture is shown on a ZoomCanvas whose scene units are PDF points, so citation boxes (points,
top-left origin) are drawn as they are. After a zoom the page is drawn again, sharper.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QImage
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.page_raster import MAX_RENDER_SIDE, PageRaster
from app.widgets.canvas import ZoomCanvas
from app.widgets.headings import caption_labels
from app.workers import WorkerRunner
from engine import CancelToken

BBox = tuple[float, float, float, float]
#: ``render(pdf_path, page, scale, clip)``: the engine's page drawing (RemoteEngine.render_page)
Renderer = Callable[[str, int, float, BBox | None], PageRaster]

DETAIL_MAX_SCALE = 8.0  # pixels per point (~580 dpi): the smallest tag on a P&ID reads clearly
DETAIL_MARGIN = 0.25  # a tile covers this much of a screen more on each side: short pans stay sharp


@dataclass(frozen=True)
class RenderedPage:
    path: str
    page: int  # 1-based
    page_count: int
    size_pt: QSizeF
    scale: float  # pixels per point of the image
    image: QImage
    area: QRectF  # what the image covers, in PDF points (the page, or the tile of a zoomed view)


def to_rendered_page(raster: PageRaster) -> RenderedPage:
    """Wrap the engine's pixels in a QImage that owns its copy (worker thread)."""
    image = QImage(
        raster.samples, raster.width, raster.height, raster.stride, QImage.Format.Format_RGB888
    ).copy()
    size = QSizeF(raster.width_pt, raster.height_pt)
    x0, y0, x1, y1 = raster.region
    area = QRectF(x0, y0, x1 - x0, y1 - y0)
    return RenderedPage(
        raster.path, raster.page, raster.page_count, size, raster.scale, image, area
    )


class PageView(QWidget):
    """Shows one page of one PDF; ``rendered`` fires when the requested page is on screen (or
    could not be drawn: the reason is then shown in place)."""

    rendered = Signal()
    page_changed = Signal(int)

    def __init__(
        self, runner: WorkerRunner, render: Renderer, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._runner = runner
        self._render = render
        self.pdf_path = ""
        self.page = 0
        self.page_count = 0
        self._regions: dict[int, list[BBox]] = {}
        self._focus: BBox | None = None
        self._refit = True
        self._shown: RenderedPage | None = None  # the whole page
        self._detail: RenderedPage | None = None  # a sharper tile of it, when zoomed in
        self._seq = 0
        self._detail_seq = 0
        self._build()
        self._connect()

    def _build(self) -> None:
        self.title, self.source = caption_labels()
        self.canvas = ZoomCanvas(self, wheel_zooms=False)
        self.prev_button = _tool("◀", "Previous page (PgUp)")
        self.next_button = _tool("▶", "Next page (PgDown)")
        self.page_box = QSpinBox()
        self.page_box.setRange(0, 0)
        self.page_box.setKeyboardTracking(False)
        self.page_box.setAccessibleName("Page number")
        self.page_total = QLabel("of 0")
        self.zoom_out_button = _tool("−", "Zoom out (Ctrl+wheel)")
        self.zoom_in_button = _tool("+", "Zoom in (Ctrl+wheel)")
        self.zoom_label = QLabel("100 %")
        self.zoom_label.setMinimumWidth(48)
        self.zoom_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.fit_width_button = _tool("Fit width", "Fit the page width")
        self.fit_page_button = _tool("Whole page", "Show the whole page")
        self.message = QLabel("")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #5a6270; padding: 8px;")

        bar = QHBoxLayout()
        bar.setContentsMargins(0, 0, 0, 0)
        bar.setSpacing(4)
        for w in (self.prev_button, self.page_box, self.page_total, self.next_button):
            bar.addWidget(w)
        bar.addStretch(1)
        for w in (
            self.zoom_out_button,
            self.zoom_label,
            self.zoom_in_button,
            self.fit_width_button,
            self.fit_page_button,
        ):
            bar.addWidget(w)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.title)
        layout.addWidget(self.source)
        layout.addLayout(bar)
        layout.addWidget(self.message)
        layout.addWidget(self.canvas, 1)
        self.message.hide()
        self._sharpen_timer = QTimer(self)
        self._sharpen_timer.setSingleShot(True)
        self._sharpen_timer.setInterval(150)
        self._update_controls()

    def _connect(self) -> None:
        self.prev_button.clicked.connect(lambda: self.set_page(self.page - 1))
        self.next_button.clicked.connect(lambda: self.set_page(self.page + 1))
        self.page_box.valueChanged.connect(self._on_page_box)
        self.zoom_in_button.clicked.connect(lambda: self.canvas.zoom_by(1.25))
        self.zoom_out_button.clicked.connect(lambda: self.canvas.zoom_by(0.8))
        self.fit_width_button.clicked.connect(self.canvas.fit_width)
        self.fit_page_button.clicked.connect(self.canvas.fit_all)
        self.canvas.zoom_changed.connect(self._on_zoom_changed)
        self._sharpen_timer.timeout.connect(self._on_sharpen)
        for bar in (self.canvas.horizontalScrollBar(), self.canvas.verticalScrollBar()):
            bar.valueChanged.connect(lambda _v: self._sharpen_timer.start())  # panned

    # ------------------------------------------------------------ public

    def open_page(
        self,
        pdf_path: str,
        page: int,
        regions: Sequence[BBox] = (),
        focus: BBox | None = None,
        title: str = "",
    ) -> None:
        """Show ``page`` (1-based) of ``pdf_path`` with ``regions`` (PDF points) outlined."""
        self.title.setText(title)
        self.title.setVisible(bool(title))
        if pdf_path != self.pdf_path:
            self.pdf_path = pdf_path
            self.page_count = 0
            self._shown = None
            self._drop_detail()
            self.canvas.clear_picture()
        self._regions = {page: list(regions)} if regions else {}
        self._focus = focus or (regions[0] if regions else None)
        self._refit = True
        self._request(page)

    def set_page(self, page: int) -> None:
        if not self.pdf_path or (self.page_count and not 1 <= page <= self.page_count):
            return
        if page != self.page:
            self._focus = None
            self._refit = True
            self._request(page)

    def release(self, pdf_path: str) -> None:
        """Let go of a PDF (its document is being removed). The engine opens a PDF only while
        it draws a page, so nothing holds the file."""
        if pdf_path == self.pdf_path:
            self.pdf_path = ""
            self.page = self.page_count = 0
            self._shown = None
            self._drop_detail()
            self.canvas.clear_picture()
            self._update_controls()

    def outline_count(self) -> int:
        return self.canvas.outline_count()

    def sharp_tile(self) -> tuple[QRectF, float] | None:
        """The part of the page drawn sharper than the whole page (PDF points) and its pixels
        per point, when zoomed in past what a whole-page picture can hold."""
        detail = self._detail
        return (QRectF(detail.area), detail.scale) if detail is not None else None

    # ------------------------------------------------------------ rendering

    def _wanted_scale(self) -> float:
        ratio = self.devicePixelRatioF() or 1.0
        zoom = self.canvas.zoom() if self._shown is not None and not self._refit else 1.5
        return max(1.0, round(zoom * ratio * 4 + 0.5) / 4)

    def _request(self, page: int, scale: float | None = None) -> None:
        self._seq += 1
        seq = self._seq
        path = self.pdf_path
        if page != self.page:
            self._drop_detail()
        self.page = page
        self._update_controls()
        wanted = scale or self._wanted_scale()
        render = self._render

        def job(_cancel: CancelToken) -> RenderedPage:
            return to_rendered_page(render(path, page, wanted, None))

        self._runner.start(
            job,
            "Showing the page",
            on_returned=lambda result, s=seq: self._on_rendered(s, result),
            on_errored=lambda message, s=seq: self._on_render_failed(s, message),
        )

    def _on_rendered(self, seq: int, result: RenderedPage) -> None:
        if seq != self._seq or result.path != self.pdf_path:
            return  # the user moved on while this page was drawing
        self.page_count = result.page_count
        self.message.hide()
        extent = QRectF(0, 0, result.size_pt.width(), result.size_pt.height())
        self.canvas.set_picture(result.image, extent)
        self._shown = result
        page_area = result.size_pt.width() * result.size_pt.height()
        boxes = [  # a box covering the whole page (a full-page drawing) points at nothing
            b for b in self._regions.get(result.page, []) if _area(b) < page_area * 0.85
        ]
        self.canvas.set_outlines([_rect(b) for b in boxes])
        if self._refit:
            self._refit = False
            self.canvas.fit_width()
            if self._focus is not None:
                focus = _rect(self._focus)
                if focus.height() * self.canvas.zoom() < self.canvas.viewport().height() * 0.8:
                    self.canvas.centerOn(focus.center())
                else:
                    self.canvas.centerOn(focus.center().x(), focus.top() + 40)
            self._sharpen_timer.start()
        self._update_controls()
        self.rendered.emit()
        self.page_changed.emit(result.page)

    def _on_render_failed(self, seq: int, message: str) -> None:
        if seq != self._seq:
            return
        self.message.setText(f"This page cannot be shown: {message}")
        self.message.show()
        self._update_controls()
        self.rendered.emit()  # done, even if badly: whoever waits for the page stops waiting

    def _on_zoom_changed(self, zoom: float) -> None:
        self.zoom_label.setText(f"{round(zoom * 100)} %")
        self._sharpen_timer.start()

    def _on_sharpen(self) -> None:
        """After a zoom or pan: draw the page again if it looks blurred. Up to 3000 px a side
        the whole page is drawn; beyond that a tile of what is visible, over it."""
        shown = self._shown
        if shown is None or shown.path != self.pdf_path or shown.page != self.page:
            return
        wanted = self._wanted_scale()
        longest = max(shown.size_pt.width(), shown.size_pt.height(), 1.0)
        page_cap = MAX_RENDER_SIDE / longest
        if wanted <= shown.scale * 1.2:
            self._drop_detail()  # the whole page is sharp enough at this zoom
            return
        if shown.scale < page_cap - 0.01:
            self._request(shown.page, min(wanted, page_cap))
            if wanted <= page_cap * 1.2:
                return
        self._request_detail(min(wanted, DETAIL_MAX_SCALE))

    def _request_detail(self, wanted: float) -> None:
        shown = self._shown
        assert shown is not None
        page_area = QRectF(0, 0, shown.size_pt.width(), shown.size_pt.height())
        visible = self.canvas.visible_area().intersected(page_area)
        if visible.isEmpty():
            return
        detail = self._detail
        if (
            detail is not None
            and detail.page == shown.page
            and detail.area.contains(visible)
            and detail.scale >= wanted / 1.2
        ):
            return  # the tile on screen already covers this view sharply enough
        dx, dy = visible.width() * DETAIL_MARGIN, visible.height() * DETAIL_MARGIN
        area = visible.adjusted(-dx, -dy, dx, dy).intersected(page_area)
        clip = (area.left(), area.top(), area.right(), area.bottom())
        self._detail_seq += 1
        seq, path, page, render = self._detail_seq, self.pdf_path, shown.page, self._render

        def job(_cancel: CancelToken) -> RenderedPage:
            return to_rendered_page(render(path, page, wanted, clip))

        self._runner.start(
            job,
            "Sharpening the page",
            on_returned=lambda result, s=seq: self._on_detail(s, result),
            report_errors=False,  # the page itself is on screen; a blurred zoom is no error
        )

    def _on_detail(self, seq: int, result: RenderedPage) -> None:
        if seq != self._detail_seq or result.path != self.pdf_path or result.page != self.page:
            return
        self._detail = result
        self.canvas.set_detail(result.image, result.area)

    def _drop_detail(self) -> None:
        self._detail_seq += 1  # a tile still being drawn is not wanted any more
        if self._detail is not None:
            self._detail = None
            self.canvas.clear_detail()

    # ------------------------------------------------------------ controls

    def _on_page_box(self, value: int) -> None:
        if value and value != self.page:
            self.set_page(value)

    def _update_controls(self) -> None:
        has_doc = bool(self.pdf_path) and self.page_count > 0
        self.page_box.blockSignals(True)
        self.page_box.setRange(1 if has_doc else 0, max(self.page_count, 0))
        self.page_box.setValue(self.page if has_doc else 0)
        self.page_box.blockSignals(False)
        self.page_total.setText(f"of {self.page_count}")
        if self.pdf_path:
            where = f"page {self.page} of {self.page_count}" if has_doc else f"page {self.page}"
            self.source.setText(f"{Path(self.pdf_path).name} — {where}")
        else:
            self.source.setText("")
        self.prev_button.setEnabled(has_doc and self.page > 1)
        self.next_button.setEnabled(has_doc and self.page < self.page_count)
        for w in (
            self.page_box,
            self.zoom_in_button,
            self.zoom_out_button,
            self.fit_width_button,
            self.fit_page_button,
        ):
            w.setEnabled(has_doc)

    def keyPressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if event.key() == Qt.Key.Key_PageDown:
            self.set_page(self.page + 1)
        elif event.key() == Qt.Key.Key_PageUp:
            self.set_page(self.page - 1)
        else:
            super().keyPressEvent(event)


def _area(b: BBox) -> float:
    return max(b[2] - b[0], 0.0) * max(b[3] - b[1], 0.0)


def _rect(b: BBox) -> QRectF:
    return QRectF(b[0], b[1], b[2] - b[0], b[3] - b[1])


def _tool(text: str, tip: str) -> QToolButton:
    button = QToolButton()
    button.setText(text)
    button.setToolTip(tip)
    button.setAutoRaise(False)
    return button
