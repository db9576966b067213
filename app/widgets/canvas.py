"""A zoomable, pannable picture with outlined regions: shared by the Page and Diagram tabs.

Scene units are whatever the caller picks (PDF points for pages, image pixels for diagrams); the
picture is placed and scaled into those units, and outlines are drawn with a cosmetic pen so they
stay visible at any zoom.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen, QPixmap, QWheelEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsView,
)

OUTLINE = QColor(230, 40, 20)  # signal red: reads on white paper and on grey drawings
MIN_ZOOM = 0.02
MAX_ZOOM = 40.0


class ZoomCanvas(QGraphicsView):
    """QGraphicsView with wheel zoom (under the mouse), drag pan and outlines."""

    zoom_changed = Signal(float)  # screen pixels per scene unit

    def __init__(self, parent: object | None = None, *, wheel_zooms: bool = True) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.wheel_zooms = wheel_zooms  # pages scroll with the wheel (Ctrl+wheel zooms)
        self._scene = QGraphicsScene(self)
        self.setScene(self._scene)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setBackgroundBrush(QBrush(QColor(96, 100, 106)))
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAcceptDrops(False)  # files dropped here go to the main window (add to library)
        # PDFium draws pages on a transparent background: put white paper under them
        self._paper = QGraphicsRectItem()
        self._paper.setBrush(QBrush(QColor("white")))
        self._paper.setPen(QPen(Qt.PenStyle.NoPen))
        self._paper.setZValue(-1)
        self._paper.hide()
        self._scene.addItem(self._paper)
        self._picture = QGraphicsPixmapItem()
        self._picture.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self._scene.addItem(self._picture)
        # a sharper drawing of part of the picture (the visible part of a zoomed page)
        self._detail = QGraphicsPixmapItem()
        self._detail.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self._detail.setZValue(1)
        self._scene.addItem(self._detail)
        self._outlines: list[QGraphicsRectItem] = []
        self._extent = QRectF()

    # ------------------------------------------------------------ content

    def set_picture(self, image: QImage, extent: QRectF) -> None:
        """Show ``image`` stretched over ``extent`` (scene units)."""
        pixmap = QPixmap.fromImage(image)
        self._picture.setPixmap(pixmap)
        self._picture.setPos(extent.topLeft())
        if pixmap.width() > 0:
            self._picture.setScale(extent.width() / pixmap.width())
        self._paper.setRect(extent)
        self._paper.show()
        if extent != self._extent:
            self._extent = QRectF(extent)
            margin = max(extent.width(), extent.height()) * 0.03
            self._scene.setSceneRect(extent.adjusted(-margin, -margin, margin, margin))

    def set_detail(self, image: QImage, area: QRectF) -> None:
        """Show ``image`` over ``area`` (scene units) on top of the picture."""
        pixmap = QPixmap.fromImage(image)
        self._detail.setPixmap(pixmap)
        self._detail.setPos(area.topLeft())
        if pixmap.width() > 0:
            self._detail.setScale(area.width() / pixmap.width())

    def clear_detail(self) -> None:
        self._detail.setPixmap(QPixmap())

    def visible_area(self) -> QRectF:
        """The part of the scene on screen (scene units)."""
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def clear_picture(self) -> None:
        self.clear_detail()
        self._picture.setPixmap(QPixmap())
        self._paper.hide()
        self._extent = QRectF()
        self.clear_outlines()

    def extent(self) -> QRectF:
        return QRectF(self._extent)

    def set_outlines(self, rects: Sequence[QRectF]) -> None:
        """Outline each rect (scene units), slightly padded, with a soft halo that still catches
        the eye when a whole drawing is shown and the tag is only a few pixels big."""
        self.clear_outlines()
        pen = QPen(OUTLINE, 3)
        pen.setCosmetic(True)
        halo_colour = QColor(OUTLINE)
        halo_colour.setAlpha(70)
        halo = QPen(halo_colour, 12)
        halo.setCosmetic(True)
        fill = QColor(OUTLINE)
        fill.setAlpha(40)
        extent_area = max(self._extent.width() * self._extent.height(), 1.0)
        for rect in rects:
            pad = min(max(2.0, min(rect.width(), rect.height()) * 0.15), 6.0)
            box = rect.adjusted(-pad, -pad, pad, pad)
            # a tint helps find a small box; over a large region it would only dim the page
            small = rect.width() * rect.height() < extent_area * 0.2
            glow = QGraphicsRectItem(box)
            glow.setPen(halo)
            glow.setZValue(9)
            item = QGraphicsRectItem(box)
            item.setPen(pen)
            if small:
                item.setBrush(QBrush(fill))
            item.setZValue(10)
            for it in (glow, item):
                self._scene.addItem(it)
            self._outlines.extend([glow, item])

    def clear_outlines(self) -> None:
        for item in self._outlines:
            self._scene.removeItem(item)
        self._outlines.clear()

    def outline_count(self) -> int:
        return len(self._outlines) // 2  # each outline is a halo and a frame

    # ------------------------------------------------------------ zoom

    def zoom(self) -> float:
        return self.transform().m11()

    def set_zoom(self, factor: float, center: QPointF | None = None) -> None:
        factor = max(MIN_ZOOM, min(MAX_ZOOM, factor))
        keep = center if center is not None else self.mapToScene(self.viewport().rect().center())
        self.resetTransform()
        self.scale(factor, factor)
        self.centerOn(keep)
        self.zoom_changed.emit(factor)

    def zoom_by(self, step: float) -> None:
        self.set_zoom(self.zoom() * step)

    def fit_width(self) -> None:
        if self._extent.isEmpty():
            return
        width = max(50, self.viewport().width() - 24)
        self.set_zoom(width / self._extent.width(), self._extent.center())
        self.centerOn(QPointF(self._extent.center().x(), self._extent.top()))

    def fit_all(self) -> None:
        if self._extent.isEmpty():
            return
        view = self.viewport().rect().adjusted(12, 12, -12, -12)
        factor = min(view.width() / self._extent.width(), view.height() / self._extent.height())
        self.set_zoom(factor, self._extent.center())

    def show_region(self, rect: QRectF, context: float = 4.0) -> None:
        """Zoom so ``rect`` and some of its surroundings fill the view, centred on it."""
        if self._extent.isEmpty() or rect.isEmpty():
            return
        fit = min(
            self.viewport().width() / self._extent.width(),
            self.viewport().height() / self._extent.height(),
        )
        want_w = max(rect.width() * context, self._extent.width() * 0.2)
        want_h = max(rect.height() * context, self._extent.height() * 0.2)
        factor = min(self.viewport().width() / want_w, self.viewport().height() / want_h)
        self.set_zoom(max(fit, factor), rect.center())

    def wheelEvent(self, event: QWheelEvent) -> None:
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if not self.wheel_zooms and not ctrl:
            super().wheelEvent(event)
            return
        steps = event.angleDelta().y() / 120
        if steps:
            self.scale(1.15**steps, 1.15**steps)
            factor = self.zoom()
            if factor < MIN_ZOOM or factor > MAX_ZOOM:
                self.set_zoom(factor)
            self.zoom_changed.emit(self.zoom())
        event.accept()
