"""The Viewer (right pane): what a citation points at, in three tabs — Page, Table, Diagram.

A text citation ([S1]) opens its PDF page with the passage outlined; a table ([TABLE1]) opens the
sortable table; a drawing ([DIAGRAM1]) opens the picture with the asked tags outlined. Tables and
drawings can be shown on their page too ("Open page").
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QStackedWidget, QTabWidget, QVBoxLayout, QWidget

from app.widgets.diagram_view import DiagramView
from app.widgets.page_view import PageView, Renderer
from app.widgets.table_view import TableView
from app.workers import WorkerRunner
from engine import Citation

EMPTY_HINT = (
    "<p style='font-size:13pt'><b>Sources open here</b></p>"
    "<p>Click a source in an answer — <b>[S1]</b> for a page, <b>[TABLE1]</b> for a table, "
    "<b>[DIAGRAM1]</b> for a drawing — or double-click a document in the library.</p>"
)


class ViewerWidget(QWidget):
    """Tabs Page / Table / Diagram. ``content_ready`` fires once what was asked for is drawn."""

    content_ready = Signal()

    PAGE, TABLE, DIAGRAM = 0, 1, 2

    def __init__(
        self, runner: WorkerRunner, render: Renderer, parent: QWidget | None = None
    ) -> None:
        """``render`` draws PDF pages (the engine's ``render_page``)."""
        super().__init__(parent)
        self.citation: Citation | None = None
        self._pending_page: Citation | None = None
        self.page_view = PageView(runner, render)
        self.table_view = TableView()
        self.diagram_view = DiagramView(runner)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.page_view, "Page")
        self.tabs.addTab(self.table_view, "Table")
        self.tabs.addTab(self.diagram_view, "Diagram")
        hint = QLabel(EMPTY_HINT)
        hint.setWordWrap(True)
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        hint.setMargin(24)
        hint.setStyleSheet("color: #5a6270;")
        self.stack = QStackedWidget()
        self.stack.addWidget(hint)
        self.stack.addWidget(self.tabs)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.stack)
        for i in (self.TABLE, self.DIAGRAM):
            self.tabs.setTabEnabled(i, False)
        self._connect()

    def _connect(self) -> None:
        self.page_view.rendered.connect(self.content_ready)
        self.diagram_view.loaded.connect(self.content_ready)
        self.table_view.open_page.connect(self.show_page_of)
        self.diagram_view.open_page.connect(self.show_page_of)
        self.tabs.currentChanged.connect(self._on_tab_changed)

    # ------------------------------------------------------------ public

    def show_citation(self, citation: Citation) -> None:
        """Open what ``citation`` points at in the right tab."""
        self.citation = citation
        self.stack.setCurrentWidget(self.tabs)
        if citation.type == "table" and citation.asset_path:
            self.table_view.show_table(citation)
            self.tabs.setTabEnabled(self.TABLE, True)
            self.tabs.setCurrentIndex(self.TABLE)
            self._prepare_page(citation)
            self.content_ready.emit()
        elif citation.type == "diagram" and citation.asset_path:
            self.tabs.setTabEnabled(self.DIAGRAM, True)
            self.tabs.setCurrentIndex(self.DIAGRAM)
            self.diagram_view.show_diagram(citation)
            self._prepare_page(citation)
        else:
            self.show_page_of(citation)

    def show_page_of(self, citation: Citation) -> None:
        """The citation's PDF page with its region (and any asked tags) outlined."""
        self.stack.setCurrentWidget(self.tabs)
        self._pending_page = None
        self.tabs.setCurrentIndex(self.PAGE)
        self._open_page(citation)

    def show_document(self, pdf_path: str, title: str, page: int = 1) -> None:
        """A library document, from its first page (or ``page``)."""
        self.stack.setCurrentWidget(self.tabs)
        self._pending_page = None
        self.tabs.setCurrentIndex(self.PAGE)
        self.page_view.open_page(pdf_path, page, title=title)

    def release_file(self, pdf_path: str) -> None:
        self.page_view.release(pdf_path)

    def current_tab(self) -> str:
        return ["page", "table", "diagram"][self.tabs.currentIndex()]

    # ------------------------------------------------------------ helpers

    def _prepare_page(self, citation: Citation) -> None:
        # the Page tab follows along, so switching to it shows the same source; it renders
        # only when opened (a render of a big drawing costs half a second)
        self._pending_page = citation

    def _on_tab_changed(self, index: int) -> None:
        if index == self.PAGE and self._pending_page is not None:
            self._open_page(self._pending_page)

    def _open_page(self, citation: Citation) -> None:
        self._pending_page = None
        if not citation.stored_path:
            self.page_view.title.setText(
                f"[{citation.marker}] {citation.title} — the PDF of {citation.doc_file} "
                "is no longer in the library."
            )
            self.content_ready.emit()
            return
        regions = [citation.bbox] if citation.bbox else []
        regions += [h.bbox for h in citation.highlight]
        title = (
            f"[{citation.marker}] {citation.title}".strip() if citation.marker else citation.title
        )
        focus = citation.highlight[0].bbox if citation.highlight else citation.bbox
        self.page_view.open_page(
            citation.stored_path, citation.page, regions, focus=focus, title=title
        )
