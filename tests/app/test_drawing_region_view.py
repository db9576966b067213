"""A citation of a region of a big drawing opens the Diagram tab zoomed to that region."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage

from app.widgets.diagram_view import DiagramView
from app.workers import WorkerRunner
from engine import Citation, DiagramLabel


def _drawing_png(path: Path) -> str:
    image = QImage(2000, 1400, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    image.save(str(path))
    return str(path)


def _citation(png: str, highlight: tuple[DiagramLabel, ...] = ()) -> Citation:
    return Citation(
        marker="DIAGRAM1",
        type="diagram",
        doc_id="d",
        doc_file="deck-plan.pdf",
        page=1,
        title="Location of EEBDs - 4th Deck",
        bbox=(0.0, 0.0, 1000.0, 700.0),  # the PNG is this box at 2 px a point
        asset_path=png,
        region=(600.0, 400.0, 700.0, 460.0),
        highlight=highlight,
    )


def test_a_region_without_a_named_tag_is_zoomed_to(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    view = DiagramView(WorkerRunner())
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    with qtbot.waitSignal(view.loaded, timeout=10000):
        view.show_diagram(_citation(_drawing_png(tmp_path / "plan.png")))
    seen = view.canvas.visible_area()
    region = QRectF(1200, 800, 200, 120)  # the region in image pixels
    assert seen.contains(region.center())
    assert seen.width() < 0.5 * 2000  # zoomed in: not the whole drawing
    assert view.tag_button.isEnabled() and view.outline_count() == 0


def test_named_tags_in_the_region_are_outlined_and_win_the_zoom(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    view = DiagramView(WorkerRunner())
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    tag = DiagramLabel("ECR 2", (610.0, 410.0, 640.0, 418.0))
    with qtbot.waitSignal(view.loaded, timeout=10000):
        view.show_diagram(_citation(_drawing_png(tmp_path / "plan.png"), (tag,)))
    assert view.outline_count() == 1
    assert view.canvas.visible_area().contains(view.tag_rects()[0].center())
