"""One question and its answer in the chat transcript.

The answer streams in as Markdown; while Shipmate works, a live list of steps ("Question type:
table", "Searching tables… 3 found") shows what it is doing and folds away when done. Markers in
the text ([S1], [TABLE1], [DIAGRAM1]) become links, and every citation also gets a chip under the
answer; both open the source in the viewer.

Evidence first: as soon as retrieval is done the quoted evidence is shown (what retrieval-only mode
answers), and the model's answer streams in under it. A number or tag the answer states that is in
none of its cited sources is marked ⚠ with "not found in the cited source"; an answer citing
nothing lists its passages as "sources consulted", not as citations.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterable

from PySide6.QtCore import QSize, Qt, QTimer, QUrl, Signal
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.widgets.flow_layout import FlowLayout
from engine import AgentEvent, Answer, Citation

MARKER_RE = re.compile(r"\[\s*((?:S|TABLE|DIAGRAM)\s*\d+)\s*\]", re.IGNORECASE)
_SOURCE_LINE = re.compile(r"^\[((?:S|TABLE|DIAGRAM)\d+)\]\s+(.*)$")
_NEW_LINE = re.compile(r"^([•▪◦\-–*]|\d+[.)]\s|[A-Z][A-Z ]{2,}:|!)")
_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>#|~])")
DECLINE = "The provided documentation does not contain this information."
STREAM_RENDER_MS = 60  # re-render the growing answer at most this often


def marker_key(text: str) -> str:
    return re.sub(r"\s+", "", text.upper())


def link_markers(markdown: str, known: Iterable[str]) -> str:
    """Turn [S1]/[TABLE1]/[DIAGRAM1] that have a citation into ``cite:`` links."""
    wanted = set(known)

    def sub(match: re.Match[str]) -> str:
        key = marker_key(match.group(1))
        return f"[\\[{key}\\]](cite:{key})" if key in wanted else match.group(0)

    return MARKER_RE.sub(sub, markdown)


def quoted_markdown(text: str, known: Iterable[str]) -> str:
    """A retrieval-only answer (plain lines of quoted evidence) as Markdown that keeps its lines:
    source lines get a link and a bold title, quotes stay quotes, table rows become bullets."""
    wanted = set(known)
    out: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            out.append("")
            continue
        if line.startswith(">") and out and out[-1].startswith("> "):
            # a quote arrives in the PDF's line breaks: join them, but keep bullets on new lines
            body = line[1:].strip()
            if _NEW_LINE.match(body):
                out[-1] += "  "
                out.append(f"> {_escape(body)}")
            else:
                out[-1] += f" {_escape(body)}"
            continue
        source = _SOURCE_LINE.match(line)
        if source:
            key, rest = source.group(1), source.group(2)
            title, sep, where = rest.rpartition(" — ")
            if not sep:
                title, where = rest, ""
            marker = f"[\\[{key}\\]](cite:{key})" if key in wanted else f"\\[{key}\\]"
            tail = f" — {_escape(where)}" if where else ""
            out.append(f"{marker} **{_escape(title)}**{tail}")
        elif line.startswith(">"):
            out.append(f"> {_escape(line[1:].strip())}")
        elif raw.startswith("  "):
            out.append(f"- {_escape(line)}")
        else:
            out.append(f"{_escape(line)}  ")
    return "\n".join(out)


def _escape(text: str) -> str:
    return _MD_SPECIAL.sub(r"\\\1", text)


class MarkdownView(QTextBrowser):
    """Read-only Markdown that grows to fit its text (the transcript scrolls, not each answer)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setAcceptDrops(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setStyleSheet("QTextBrowser { background: transparent; }")
        self.document().setDocumentMargin(2)
        self.document().documentLayout().documentSizeChanged.connect(lambda _s: self._fit())

    def _fit(self) -> None:
        height = int(self.document().size().height()) + 2 * self.frameWidth() + 4
        if height != self.height():
            self.setFixedHeight(max(height, 20))

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().resizeEvent(event)
        self._fit()

    def sizeHint(self) -> QSize:
        return QSize(400, self.height())


class StepList(QWidget):
    """What Shipmate is doing, step by step; folds to one line when the answer is done."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.steps: list[tuple[str, str]] = []  # (tool name or "", text)
        self._pending: dict[str, int] = {}
        self.toggle = QToolButton()
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow)
        self.toggle.setAutoRaise(True)
        self.toggle.setCheckable(True)
        self.toggle.setChecked(True)
        self.toggle.setText("Working…")
        self.toggle.setStyleSheet("QToolButton { color: #5a6270; border: none; }")
        self.body = QLabel()
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        self.body.setWordWrap(True)
        self.body.setStyleSheet("color: #5a6270; padding-left: 18px;")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.toggle, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.body)
        self.toggle.toggled.connect(self._on_toggled)

    def add(self, event: AgentEvent) -> None:
        name = str(event.data.get("name", "")) if event.kind.startswith("tool_") else ""
        if event.kind == "tool_finished" and name in self._pending:
            index = self._pending.pop(name)
            self.steps[index] = (name, event.message)
        else:
            if event.kind == "tool_started" and name:
                self._pending[name] = len(self.steps)
            self.steps.append((name, event.message))
        self.body.setText("\n".join(f"•  {text}" for _, text in self.steps))

    def texts(self) -> list[str]:
        return [text for _, text in self.steps]

    def finish(self, seconds: float) -> None:
        self.toggle.setText(f"{len(self.steps)} steps · {seconds:.1f} s")
        self.toggle.setChecked(False)

    def _on_toggled(self, on: bool) -> None:
        self.body.setVisible(on)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)


class AnswerCard(QFrame):
    """A question, the live steps, the streamed answer and its citation chips."""

    citation_clicked = Signal(object)  # Citation

    def __init__(self, question: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.question = question
        self.answer: Answer | None = None
        self.text = ""
        self.citations: list[Citation] = []
        self.chips: list[QPushButton] = []
        self.working = True
        self._started = time.monotonic()
        self._build()

    def _build(self) -> None:
        self.setObjectName("answerCard")
        self.setStyleSheet(
            "#answerCard { background: palette(base); border: 1px solid palette(midlight);"
            " border-radius: 6px; }"
        )
        asked = QLabel(self.question)
        asked.setWordWrap(True)
        asked.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        asked.setObjectName("question")
        asked.setStyleSheet(
            "#question { background: #e3ecf8; color: #10233f; border-radius: 5px; padding: 6px 8px;"
            " font-weight: 600; }"
        )
        self.header = QLabel("Shipmate")
        self.header.setStyleSheet("color: #5a6270; font-size: 9pt;")
        self.header.setTextFormat(Qt.TextFormat.RichText)
        self.steps = StepList()
        self.evidence_toggle = QToolButton()
        self.evidence_toggle.setText("Evidence from the manuals")
        self.evidence_toggle.setCheckable(True)
        self.evidence_toggle.setChecked(True)
        self.evidence_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.evidence_toggle.setArrowType(Qt.ArrowType.DownArrow)
        self.evidence_toggle.setStyleSheet("QToolButton { border: none; color: #5a6270; }")
        self.evidence_toggle.toggled.connect(self._on_evidence_toggled)
        self.evidence_toggle.hide()
        self.evidence = MarkdownView()
        self.evidence.anchorClicked.connect(self._on_anchor)
        self.evidence.hide()
        self.evidence_citations: list[Citation] = []
        self.body = MarkdownView()
        self.body.anchorClicked.connect(self._on_anchor)
        self.body.hide()
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #a33; ")
        self.note.hide()
        self.chip_row = QWidget()
        self.chip_layout = FlowLayout(self.chip_row)
        self.chip_row.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 10)
        layout.setSpacing(6)
        layout.addWidget(asked)
        layout.addWidget(self.header)
        layout.addWidget(self.steps)
        layout.addWidget(self.evidence_toggle)
        layout.addWidget(self.evidence)
        layout.addWidget(self.body)
        layout.addWidget(self.note)
        layout.addWidget(self.chip_row)
        self._render_timer = QTimer(self)
        self._render_timer.setSingleShot(True)
        self._render_timer.setInterval(STREAM_RENDER_MS)
        self._render_timer.timeout.connect(self._render_stream)

    # ------------------------------------------------------------ while working

    def add_event(self, event: AgentEvent) -> None:
        if event.kind == "token":
            self.text += event.message
            if not self._render_timer.isActive():
                self._render_timer.start()
        elif event.kind == "evidence":
            self._show_evidence(event)
            self.steps.add(event)
        elif event.kind != "answer":
            self.steps.add(event)

    def _show_evidence(self, event: AgentEvent) -> None:
        """The quoted evidence, readable (and its citations clickable) while the model writes."""
        self.evidence_citations = [
            c for c in (_citation_of(d) for d in event.data.get("citations") or []) if c
        ]
        markers = [c.marker for c in self.evidence_citations]
        self.evidence.setMarkdown(quoted_markdown(str(event.data.get("text", "")), markers))
        self.evidence_toggle.show()
        self.evidence.setVisible(self.evidence_toggle.isChecked())

    def _on_evidence_toggled(self, on: bool) -> None:
        self.evidence_toggle.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        self.evidence.setVisible(on and self.evidence_toggle.isVisible())

    def _render_stream(self) -> None:
        if self.working:
            self.body.show()
            self.body.setMarkdown(self.text)

    # ------------------------------------------------------------ done

    def finish(self, answer: Answer) -> None:
        """Show the final answer: mode, text with linked markers, chips, notes."""
        self.working = False
        self._render_timer.stop()
        self.answer = answer
        self.text = answer.answer_text
        self.citations = list(answer.citations)
        self.steps.finish(time.monotonic() - self._started)
        self.header.setText(_mode_label(answer))
        self.header.setToolTip(answer.mode_reason or "")
        markers = [c.marker for c in self.citations]
        quoted = (answer.mode == "retrieval-only" or answer.model_declined) and not answer.declined
        if quoted:
            heading, _, rest = self.text.partition("\n\n")
            if rest and heading.startswith("The model "):
                markdown = f"*{_escape(heading)}*\n\n" + quoted_markdown(rest, markers)
            else:
                markdown = quoted_markdown(self.text, markers)
        else:
            markdown = link_markers(mark_unverified(self.text, answer.unverified), markers)
        if answer.error == "stopped":
            markdown += "\n\n*(stopped)*"
        elif answer.incomplete:
            markdown += " **(cut off)**"
        self.body.setMarkdown(markdown)
        self.body.setVisible(bool(self.text) or answer.incomplete)
        if quoted or not self.evidence_citations:
            # the answer is the evidence itself (or there was none): no second copy above it
            self.evidence_toggle.hide()
            self.evidence.hide()
        else:
            self.evidence_toggle.setChecked(False)  # folded: the answer is what is read first
        notes = []
        if answer.error and answer.error != "stopped":
            notes.append(answer.error)
        notes += answer.notes
        if notes:
            self.note.setText("\n".join(notes))
            self.note.show()
        self._add_chips()
        self._add_consulted(answer.consulted, answer.consulted_heading)

    def fail(self, message: str) -> None:
        """The question could not be answered at all (the error is also shown by the window)."""
        self.working = False
        self._render_timer.stop()
        self.steps.finish(time.monotonic() - self._started)
        self.header.setText("Shipmate — no answer")
        if self.text:
            self.body.setMarkdown(self.text + " **(cut off)**")
            self.body.show()
        self.note.setText(message)
        self.note.show()

    def _add_chips(self) -> None:
        for citation in self.citations:
            chip = QPushButton(_chip_text(citation))
            chip.setObjectName("citationChip")
            chip.setCursor(Qt.CursorShape.PointingHandCursor)
            chip.setToolTip(f"{citation.title}\n{citation.doc_file}, page {citation.page}")
            chip.setStyleSheet(_CHIP_STYLE.get(citation.type, _CHIP_STYLE["text"]))
            chip.clicked.connect(lambda _=False, c=citation: self.citation_clicked.emit(c))
            self.chip_layout.addWidget(chip)
            self.chips.append(chip)
        self.chip_row.setVisible(bool(self.chips))

    def _add_consulted(self, consulted: list[Citation], heading: str) -> None:
        """Sources the answer was written from but did not cite, or the pages a decline read:
        listed, never as citations."""
        if not consulted:
            return
        label = QLabel(heading)
        label.setStyleSheet("color: #5a6270; font-size: 9pt;")
        self.chip_layout.addWidget(label)
        for citation in consulted:
            chip = QPushButton(_no_mnemonic(f"{citation.title[:40]} · p. {citation.page}"))
            chip.setObjectName("citationChip")
            chip.setToolTip(f"Consulted, not cited: {citation.doc_file}, page {citation.page}")
            chip.setStyleSheet(_CHIP_STYLE["consulted"])
            chip.clicked.connect(lambda _=False, c=citation: self.citation_clicked.emit(c))
            self.chip_layout.addWidget(chip)
            self.chips.append(chip)
        self.chip_row.show()

    def _on_anchor(self, url: QUrl) -> None:
        if url.scheme() != "cite":
            return
        key = marker_key(url.path())
        for citation in [*self.citations, *self.evidence_citations]:
            if citation.marker == key:
                self.citation_clicked.emit(citation)
                return

    def click_marker(self, marker: str) -> bool:
        """Act as if the user clicked ``marker`` in the answer text (tests, screenshot)."""
        if f"(cite:{marker})" not in self.body.toMarkdown():
            return False
        self._on_anchor(QUrl(f"cite:{marker}"))
        return True


_CHIP_BASE = (
    "QPushButton#citationChip {{ background: {bg}; color: {fg}; border: 1px solid {border};"
    " border-radius: 10px; padding: 3px 10px; text-align: left; }}"
    "QPushButton#citationChip:hover {{ border-color: #1f5fbf; }}"
)
_CHIP_STYLE = {
    "text": _CHIP_BASE.format(bg="#eef2f7", fg="#1c2b3a", border="#c5cfdb"),
    "table": _CHIP_BASE.format(bg="#e9f5ec", fg="#173d22", border="#b7d8bf"),
    "diagram": _CHIP_BASE.format(bg="#fbf1e4", fg="#4a2d07", border="#e4c9a1"),
    "consulted": _CHIP_BASE.format(bg="#f4f4f4", fg="#5a6270", border="#d0d0d0"),
}
UNVERIFIED_MARK = "⚠"


def mark_unverified(text: str, unverified: list[dict]) -> str:
    """Each number/tag found in none of the cited sources gets a ⚠ after it (the note says why)."""
    for item in unverified:
        written = str(item.get("text", ""))
        if written:
            text = re.sub(
                rf"(?<![\w.]){re.escape(written)}(?![\w])",
                lambda m: f"{m.group(0)} {UNVERIFIED_MARK}",
                text,
            )
    return text


def _citation_of(data: dict) -> Citation | None:
    """A citation from its JSON form (the evidence event carries citations as JSON)."""
    try:
        return Citation.from_json(data)
    except (KeyError, TypeError, ValueError):
        return None


def _chip_text(c: Citation) -> str:
    title = c.title if len(c.title) <= 42 else c.title[:40].rstrip() + "…"
    return _no_mnemonic(f"[{c.marker}]  {title} · p. {c.page}")


def _no_mnemonic(text: str) -> str:
    """A button's text as printed: Qt reads "&" as a keyboard shortcut mark ("Density &
    Measurement" shows "Density _Measurement"), "&&" as the character."""
    return text.replace("&", "&&")


def _mode_label(answer: Answer) -> str:
    if answer.declined:
        return "<b>Shipmate</b> · not found in the manuals"
    if answer.model_declined:
        return (
            "<b>Shipmate</b> · <span style='color:#8a5a00'><b>Quoted evidence</b> "
            "(the model found no answer in these passages)</span>"
        )
    if answer.intent == "chat":
        return "<b>Shipmate</b>"
    if answer.mode == "retrieval-only":
        return (
            "<b>Shipmate</b> · <span style='color:#8a5a00'><b>Quoted evidence</b> "
            "(retrieval-only, no language model)</span>"
        )
    return "<b>Shipmate</b> · answer from the cited pages"
