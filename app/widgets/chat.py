"""The Chat (middle pane): ask, watch the steps, read the cited answer; past conversations.

Questions run in a worker (Engine.ask is a generator of AgentEvents); tokens stream into the
current AnswerCard. When Ollama is not reachable a banner says so and questions are answered in
retrieval-only mode (quoted evidence), which works with no model at all.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.widgets.answer_card import AnswerCard
from app.workers import Worker, WorkerRunner
from engine import (
    AgentEvent,
    Answer,
    CancelToken,
    Citation,
    DocumentInfo,
    ModelStatus,
)

if TYPE_CHECKING:
    from app.engine_client import RemoteEngine

log = logging.getLogger(__name__)

WELCOME = (
    "<p style='font-size:12pt'><b>Ask about your manuals</b></p>"
    "<p>Shipmate answers from the PDFs in your library and shows where it found the answer.</p>"
    "<p style='color:#555'>For example:<br>"
    "&nbsp;&nbsp;• pumps run but no vacuum, why?<br>"
    "&nbsp;&nbsp;• where is V003?<br>"
    "&nbsp;&nbsp;• gearbox oil change interval<br>"
    "&nbsp;&nbsp;• what does 8.4.4 say?</p>"
)


class QuestionBox(QPlainTextEdit):
    """Enter sends, Shift+Enter starts a new line. Dropped files go to the window (library)."""

    submitted = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.submitted.emit()
            return
        super().keyPressEvent(event)

    def dragEnterEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if event.mimeData().hasUrls():
            event.ignore()  # let the main window take PDFs and folders
            return
        super().dragEnterEvent(event)


class ChatWidget(QWidget):
    """Question box, transcript of AnswerCards, conversation list, Ollama banner."""

    citation_clicked = Signal(object)  # Citation
    answer_finished = Signal(object)  # Answer
    busy_changed = Signal(bool)
    event_received = Signal(object)  # AgentEvent, after the answer card shows it

    def __init__(
        self,
        engine: RemoteEngine,
        runner: WorkerRunner,
        parent: QWidget | None = None,
        *,
        force_no_llm: bool = False,
    ) -> None:
        super().__init__(parent)
        self.engine = engine
        self._runner = runner
        self.force_no_llm = force_no_llm
        self.retrieval_only = False
        self.llm_status: ModelStatus | None = None
        self.conversation_id: str | None = None
        self.cards: list[AnswerCard] = []
        self._docs: dict[str, DocumentInfo] = {}
        self._ready = False
        self._waiting = "Opening the library…"
        self._worker: Worker | None = None
        self._build()
        self._connect()
        self._update_banner()
        self._update_buttons()

    # ------------------------------------------------------------ layout

    def _build(self) -> None:
        self.conversation_box = QComboBox()
        self.conversation_box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.conversation_box.setToolTip("Past conversations")
        self.new_button = QPushButton("New conversation")
        top = QHBoxLayout()
        top.addWidget(QLabel("Conversation:"))
        top.addWidget(self.conversation_box, 1)
        top.addWidget(self.new_button)

        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setObjectName("llmBanner")

        self.welcome = QLabel(WELCOME)
        self.welcome.setWordWrap(True)
        self.welcome.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.welcome.setMargin(12)
        self.transcript = QWidget()
        self.transcript_layout = QVBoxLayout(self.transcript)
        self.transcript_layout.setContentsMargins(4, 4, 4, 4)
        self.transcript_layout.setSpacing(10)
        self.transcript_layout.addWidget(self.welcome)
        self.transcript_layout.addStretch(1)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setWidget(self.transcript)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        self.question_box = QuestionBox()
        self.question_box.setPlaceholderText(
            "Ask about your manuals — Enter to send, Shift+Enter for a new line"
        )
        self.question_box.setTabChangesFocus(True)
        self.question_box.setFixedHeight(self.fontMetrics().lineSpacing() * 3 + 16)
        self.send_button = QPushButton("Send")
        self.send_button.setDefault(True)
        self.stop_button = QPushButton("Stop")
        self.stop_button.setToolTip("Stop this answer")
        buttons = QVBoxLayout()
        buttons.addWidget(self.send_button)
        buttons.addWidget(self.stop_button)
        buttons.addStretch(1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.question_box, 1)
        bottom.addLayout(buttons)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(top)
        layout.addWidget(self.banner)
        layout.addWidget(self.scroll, 1)
        layout.addLayout(bottom)

    def _connect(self) -> None:
        self.send_button.clicked.connect(self._on_send)
        self.question_box.submitted.connect(self._on_send)
        self.question_box.textChanged.connect(self._update_buttons)
        self.stop_button.clicked.connect(self.stop)
        self.new_button.clicked.connect(self.new_conversation)
        self.conversation_box.activated.connect(self._on_conversation_chosen)
        bar = self.scroll.verticalScrollBar()
        bar.rangeChanged.connect(lambda _lo, hi: self._follow(hi))

    # ------------------------------------------------------------ state from the window

    def set_engine_ready(self, ready: bool, waiting: str = "Opening the library…") -> None:
        """Questions can be sent once ready; until then the question box says ``waiting``."""
        self._ready = ready
        self._waiting = waiting
        self._update_buttons()
        if ready:
            self.refresh_conversations()

    def set_documents(self, docs: list[DocumentInfo]) -> None:
        self._docs = {d.doc_id: d for d in docs}

    def set_llm_status(self, status: ModelStatus | None) -> None:
        self.llm_status = status
        self._update_banner()

    def set_retrieval_only(self, on: bool) -> None:
        self.retrieval_only = on
        self._update_banner()

    @property
    def busy(self) -> bool:
        return self._worker is not None

    def no_llm(self) -> bool | None:
        """True when questions must be answered without the model; None lets the engine decide."""
        if self.force_no_llm or self.retrieval_only:
            return True
        if self.llm_status is not None and not self.llm_status.ready:
            return True
        return None

    # ------------------------------------------------------------ asking

    def ask(self, question: str) -> bool:
        """Ask ``question`` in the current conversation; False if it cannot start now."""
        question = question.strip()
        if not question or self.busy or not self._ready:
            return False
        self.welcome.hide()
        card = AnswerCard(question)
        card.citation_clicked.connect(self.citation_clicked)
        self.cards.append(card)
        self.transcript_layout.insertWidget(self.transcript_layout.count() - 1, card)
        engine, conversation, no_llm = self.engine, self.conversation_id, self.no_llm()

        def job(cancel: CancelToken) -> Generator[AgentEvent, None, Answer]:
            cid = conversation or engine.new_conversation(question[:80])
            answer = yield from engine.ask(
                question, conversation_id=cid, no_llm=no_llm, cancel=cancel
            )
            return answer

        self._worker = self._runner.start(
            job,
            "Answering the question",
            on_yielded=lambda event, c=card: self._on_event(c, event),
            on_returned=lambda answer, c=card: self._on_answer(c, answer),
            on_errored=card.fail,
            on_finished=self._on_finished,
        )
        self._asked_at = time.monotonic()
        self.busy_changed.emit(True)
        self._update_buttons()
        return True

    def stop(self) -> None:
        if self._worker is not None:
            self._worker.cancel()
            self.stop_button.setEnabled(False)
            self.stop_button.setText("Stopping…")

    def _on_send(self) -> None:
        if self.ask(self.question_box.toPlainText()):
            self.question_box.clear()

    def _on_event(self, card: AnswerCard, event: AgentEvent) -> None:
        card.add_event(event)
        self.event_received.emit(event)

    def _on_answer(self, card: AnswerCard, answer: Answer) -> None:
        card.finish(answer)
        if not self._docs and answer.intent != "chat":
            card.note.setText(
                "The library is empty — add the ship's manuals first (drop the PDFs on the window)."
            )
            card.note.show()
        if answer.conversation_id and answer.conversation_id != self.conversation_id:
            self.conversation_id = answer.conversation_id
            self.refresh_conversations()
        self.answer_finished.emit(answer)

    def _on_finished(self) -> None:
        self._worker = None
        self.stop_button.setText("Stop")
        self.busy_changed.emit(False)
        self._update_buttons()

    # ------------------------------------------------------------ conversations

    def new_conversation(self) -> None:
        """Start afresh: an empty transcript; the conversation is made with the first question."""
        if self.busy:
            self.stop()
        self.conversation_id = None
        self._clear_transcript()
        self.conversation_box.setCurrentIndex(-1)

    def refresh_conversations(self) -> None:
        engine = self.engine
        self._runner.start(
            lambda _c: engine.conversations(),
            "Loading past conversations",
            on_returned=self._fill_conversations,
        )

    def _fill_conversations(self, conversations: list[dict[str, Any]]) -> None:
        box = self.conversation_box
        box.blockSignals(True)
        box.clear()
        for conv in conversations:
            when = time.strftime("%d %b %H:%M", time.localtime(conv.get("updated") or 0))
            title = conv.get("title") or "(untitled)"
            short = title if len(title) <= 44 else title[:42].rstrip() + "…"
            box.addItem(f"{short}  —  {when}", conv["id"])
            box.setItemData(box.count() - 1, title, Qt.ItemDataRole.ToolTipRole)
        index = box.findData(self.conversation_id) if self.conversation_id else -1
        box.setCurrentIndex(index)
        box.blockSignals(False)

    def _on_conversation_chosen(self, index: int) -> None:
        conv_id = self.conversation_box.itemData(index)
        if not conv_id or conv_id == self.conversation_id or self.busy:
            return
        engine = self.engine
        self._runner.start(
            lambda _c: engine.conversation(conv_id),
            "Opening the conversation",
            on_returned=lambda messages, cid=conv_id: self._show_conversation(cid, messages),
        )

    def _show_conversation(self, conv_id: str, messages: list[dict[str, Any]]) -> None:
        self.conversation_id = conv_id
        self._clear_transcript()
        self.welcome.hide()
        question = ""
        for message in messages:
            if message.get("role") == "user":
                question = str(message.get("content", ""))
                continue
            card = AnswerCard(question)
            card.citation_clicked.connect(self.citation_clicked)
            card.finish(self._stored_answer(question, message))
            self.cards.append(card)
            self.transcript_layout.insertWidget(self.transcript_layout.count() - 1, card)

    def _stored_answer(self, question: str, message: dict[str, Any]) -> Answer:
        data = message.get("answer") or {}
        citations = [self._stored_citation(c) for c in data.get("citations") or []]
        return Answer(
            question=question,
            intent=str(data.get("intent", "text")),
            answer_text=str(message.get("content", "")),
            citations=[c for c in citations if c is not None],
            mode=data.get("mode", "llm"),
            mode_reason=data.get("mode_reason") or "",
            incomplete=bool(data.get("incomplete")),
            declined=bool(data.get("declined")),
            conversation_id=data.get("conversation_id"),
            model_declined=bool(data.get("model_declined")),
            unverified=list(data.get("unverified") or []),
            notes=[str(n) for n in data.get("notes") or []],
        )

    def _stored_citation(self, data: dict[str, Any]) -> Citation | None:
        try:
            doc = self._docs.get(str(data.get("doc_id", "")))
            return Citation.from_json(data, doc.stored_path if doc else "")
        except (KeyError, TypeError, ValueError) as exc:
            log.warning("stored citation unreadable: %s", exc)
            return None

    def _clear_transcript(self) -> None:
        for card in self.cards:
            card.setParent(None)
            card.deleteLater()
        self.cards.clear()
        self.welcome.show()

    # ------------------------------------------------------------ look

    def _update_banner(self) -> None:
        status = self.llm_status
        host = self.engine.config.ollama_host
        if self.force_no_llm or self.retrieval_only:
            text = (
                "Retrieval-only mode: answers are quoted from the manuals, "
                "without a language model."
            )
            style = "background:#eef1f5; color:#2b3440; border:1px solid #cfd6df;"
        elif status is not None and not status.reachable:
            text = (
                f"Ollama is not running at {host} — answers are quoted from the manuals "
                "(retrieval-only)."
            )
            style = "background:#fff4d6; color:#5a3b00; border:1px solid #e7c66b;"
        elif status is not None and not status.ready:
            text = f"{status.message} — until then, answers are quoted from the manuals."
            style = "background:#fff4d6; color:#5a3b00; border:1px solid #e7c66b;"
        else:
            self.banner.hide()
            return
        self.banner.setText(text)
        self.banner.setToolTip(status.message if status is not None else "")
        self.banner.setStyleSheet(f"#llmBanner {{ {style} border-radius:4px; padding:6px 8px; }}")
        self.banner.show()

    def _update_buttons(self) -> None:
        has_text = bool(self.question_box.toPlainText().strip())
        self.send_button.setEnabled(self._ready and not self.busy and has_text)
        self.stop_button.setVisible(self.busy)
        self.stop_button.setEnabled(self.busy)
        if not self._ready:
            self.question_box.setPlaceholderText(self._waiting)
        else:
            self.question_box.setPlaceholderText(
                "Ask about your manuals — Enter to send, Shift+Enter for a new line"
            )

    def _follow(self, maximum: int) -> None:
        # keep the newest answer in view while it streams
        if self.busy:
            QTimer.singleShot(0, lambda: self.scroll.verticalScrollBar().setValue(maximum))
