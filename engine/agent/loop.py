"""The agent loop for one question (DESIGN.md §4): analyze -> route -> tools (and fallback) ->
context -> answer, each step in its own module; this one runs them in order.

A generator of ``AgentEvent``s (what the UI's step list shows) that returns the ``Answer``.
Intent and routing are deterministic (a question no rule places searches every kind); the LLM
is spent on the answer (one call for most questions), plus a tool-calling round only when the
first search found too little. Evidence is shown before the model is asked anything. One ``QuestionState`` carries the answer being built, the Stop
button and the clock through the steps.
"""

from __future__ import annotations

import dataclasses
import threading
import time
from collections.abc import Callable, Generator
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

from engine.agent import answer as answers
from engine.agent import route as routing
from engine.agent.context import build_context, estimate_tokens
from engine.agent.evidence import (
    missing_choice,
    missing_condition,
    missing_procedure,
    missing_quantity,
    other_ordinal,
    promote_for_intent,
    quantity_decline_reason,
)
from engine.agent.execute import EVIDENCE_LIMIT, search_and_rank
from engine.agent.intent import Analysis, analyze
from engine.agent.relevance import (
    Relevance,
    declines_answer,
    is_relevant,
    relevance_reason,
    strong_count,
    unknown_share,
    unused_words,
)
from engine.agent.sizing import PromptPlan, plan_prompt
from engine.agent.state import QuestionState
from engine.agent.tools import QueryContext
from engine.cancel import CancelToken
from engine.errors import Cancelled
from engine.llm.speed import SpeedBook
from engine.retrieval.absent import (
    absent_components,
    absent_makers,
    absent_names,
    absent_reason,
    elsewhere_reason,
    named_elsewhere,
)
from engine.retrieval.hybrid import query_terms
from engine.retrieval.kinds import other_kinds, other_kinds_reason
from engine.retrieval.numbered import beyond_reason, numbered_beyond
from engine.retrieval.on_drawing import not_on_drawing
from engine.retrieval.reranker import Reranker
from engine.retrieval.titles import TitleIndex
from engine.store.history import ChatHistory
from engine.types import AgentEvent, Answer
from engine.vocab.idioms import plain_default

if TYPE_CHECKING:
    from engine.config import EngineConfig
    from engine.embedding import Embedder
    from engine.llm.base import ChatModel, ModelStatus
    from engine.retrieval.hybrid import QueryTerms
    from engine.store.library import Library
    from engine.types import DocumentInfo, Hit

STATUS_TTL_S = 20.0


class Agent:
    def __init__(
        self,
        library: Library,
        embedder: Embedder,
        chat_model: Callable[[], ChatModel],
        config: EngineConfig,
    ) -> None:
        self._library = library
        self._embedder = embedder
        self._chat_model = chat_model
        self._config = config
        self.history = ChatHistory(library.data_dir / "history.sqlite")
        self.reranker = Reranker(config.reranker_dir)
        self.relevance = Relevance()
        self.speeds = SpeedBook(library.data_dir / "model_speed.json")
        self._docs: dict[str, Any] | None = None
        self._components: set[str] | None = None
        self._titles: TitleIndex | None = None
        self._status: tuple[float, ModelStatus] | None = None
        self._lock = threading.Lock()
        self._pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="shipmate-tool")

    def close(self) -> None:
        """Stop the tool threads and close the chat history (the engine is closing)."""
        self._pool.shutdown(wait=False, cancel_futures=True)
        self.history.close()

    def library_changed(self) -> None:
        with self._lock:
            self._docs = None
            self._components = None
            self._titles = None

    def llm_settings_changed(self) -> None:
        self._status = None

    def _snapshot(self) -> tuple[dict[str, Any], set[str], TitleIndex]:
        with self._lock:
            if self._docs is None:
                self._docs = self._library.ready_documents()
            if self._components is None:
                self._components = set(self._library.graph.component_names())
            if self._titles is None:
                self._titles = TitleIndex.build(self._library, list(self._docs))
            return self._docs, self._components, self._titles

    def llm_status(self, refresh: bool = False) -> ModelStatus:
        now = time.monotonic()
        if refresh or self._status is None or now - self._status[0] > STATUS_TTL_S:
            self._status = (now, self._chat_model().status())
        return self._status[1]

    # ------------------------------------------------------------ the loop

    def run(
        self,
        question: str,
        *,
        conversation_id: str | None = None,
        use_llm: bool = True,
        cancel: CancelToken | None = None,
    ) -> Generator[AgentEvent, None, Answer]:
        question = question.strip()[:2000]
        answer = Answer(question=question, intent="text", answer_text="")
        state = QuestionState(question, answer, cancel or CancelToken())
        yield AgentEvent("started", "Reading the question…")
        answer.conversation_id = conversation_id
        answer.reranker = self.reranker.name
        try:
            yield from self._run(state, use_llm)
        except Cancelled:
            answer.error = "stopped"
            answer.incomplete = True
            yield AgentEvent("cancelled", "Stopped.")
        answer.timings_ms.update(state.clock.ms)
        answer.timings_ms["total"] = state.clock.total()
        if conversation_id and not answer.error:
            self.history.ensure(conversation_id, question)
            self.history.add(conversation_id, "user", question)
            self.history.add(conversation_id, "assistant", answer.answer_text, answer.to_json())
        yield AgentEvent("answer", "Done", answer=answer)
        return answer

    def _run(self, state: QuestionState, use_llm: bool) -> Generator[AgentEvent, None, None]:
        answer, clock = state.answer, state.clock
        docs, components, titles = self._snapshot()
        if answer.conversation_id:
            limit = self._config.limits.history_messages
            state.history = self.history.recent(answer.conversation_id, limit)
        query = state.query = routing.rewrite_follow_up(state.question, state.history)
        if query != state.question:
            answer.rewritten_question = query
            yield AgentEvent("rewrite", f"Follow-up read as: {query}")
        # "out of the box", "from the factory": the manual prints a default, not a box
        query = state.query = plain_default(query)

        # 1. analyze
        with clock("analyze"):
            analysis = analyze(query, components)
        answer.intent = analysis.intent
        if analysis.intent == "chat":
            answer.answer_text = routing.chat_reply(state.question)
            answer.mode = "retrieval-only"
            yield AgentEvent("intent", "Question type: chat (no search needed)", {"intent": "chat"})
            return
        if analysis.unsure and use_llm:
            # No rule fired. Asking the model first took 42 s on the test laptop before any
            # evidence could be shown (and small models guess intent right 3-5 times in 8):
            # search every kind instead, which costs milliseconds.
            analysis = dataclasses.replace(
                analysis, intent="mixed", reasons=[*analysis.reasons, "unsure: every kind"]
            )
            answer.intent = analysis.intent
        yield _intent_event(analysis)
        state.cancel.raise_if_cancelled()

        # 2. route, 3. tools (with the fallbacks)
        with clock("terms"):
            terms = query_terms(self._library, query, docs)
            absent = unknown_share(terms, self._library.keywords)
        with clock("embed"):
            vector = self._embedder.encode([terms.embedding_text(query)])[0]
        ctx = QueryContext(
            library=self._library,
            docs=docs,
            embed=lambda q: self._embedder.encode([q])[0],
            embed_many=self._embedder.encode,
            question=query,
            vector=vector,
            terms=terms,
            known_components=components,
            titles=titles,
        )
        calls = routing.route(analysis, query)
        hits = yield from search_and_rank(self._pool, calls, ctx, analysis.intent, state)
        if strong_count(hits, self.relevance) < 2:
            # Poor first round: search every kind, deeper (deterministic, no model call).
            extra = routing.fallback_calls(analysis, query, [c[0] for c in calls])
            if extra:
                yield AgentEvent("fallback", "Few good matches — searching wider…")
                hits = yield from search_and_rank(
                    self._pool, extra, ctx, analysis.intent, state, hits
                )
        mode_chosen = False
        if not is_relevant(hits, self.relevance, absent) and use_llm:
            yield from self._choose_mode(state, use_llm)
            mode_chosen = True
        if (
            not is_relevant(hits, self.relevance, absent)
            and state.llm is not None
            and self.llm_status().supports_tools
        ):
            # Still nothing: one round where the model may phrase better searches itself.
            extra = yield from routing.model_searches(state)
            if extra:
                hits = yield from search_and_rank(
                    self._pool, extra, ctx, analysis.intent, state, hits
                )
        state.cancel.raise_if_cancelled()

        # 4. context
        with clock("rerank"):
            hits = promote_for_intent(
                self.reranker.rerank(query, hits, analysis.intent), analysis.intent
            )
        answer.evidence = hits[:EVIDENCE_LIMIT]
        answer.relevance = round(self.relevance.of(answer.evidence, absent), 4)
        declined = self._decline(query, answer.evidence, terms, docs) if state.llm is None else None
        if declined is None and declines_answer(answer.evidence, self.relevance, absent):
            # declined by relevance alone: a check of _decline that says what the passages lack
            # is the more useful reason when both decline
            unused = unused_words(terms, self._library.keywords)
            answer.declined = True
            reason = relevance_reason(answer.evidence, unused)
            answer.answer_text = f"{answers.DECLINE}\n\n{reason}"
            answer.consulted = answers.checked_pages(reason, answer.evidence, docs)
            yield AgentEvent("context", "Nothing relevant found in the manuals", {"resources": 0})
            return
        if declined is not None:
            reason, step = declined
            answer.declined = True
            answer.answer_text = f"{answers.DECLINE}\n\n{reason}"
            # the pages the reason names open from the answer: a decline can be checked
            answer.consulted = answers.checked_pages(reason, answer.evidence, docs)
            yield AgentEvent("context", step, {"resources": 0})
            return
        with clock("context"):
            # Evidence first: what retrieval-only mode shows, before the model reads anything.
            everything = build_context(
                self._library, answer.evidence, analysis.intent, self._config.limits.context_tokens
            )
            quoted, shown = answers.quoted_answer(everything, terms)
        answer.timings_ms["first_evidence"] = clock.total()
        yield AgentEvent(
            "evidence",
            f"Found {len(answer.evidence)} passages in the manuals",
            {
                "text": quoted,
                "evidence": [h.to_json() for h in answer.evidence],
                "citations": [
                    {**c.to_json(), "stored_path": c.stored_path}
                    for c in answers.citations_for([r.marker for r in shown], everything, docs)
                ],
            },
        )
        state.cancel.raise_if_cancelled()

        # 5. answer (the model's status is asked only now: the evidence never waits for it)
        if not mode_chosen:
            yield from self._choose_mode(state, use_llm)
        if state.llm is None:
            tokens = sum(estimate_tokens(r.text) for r in everything)
            yield AgentEvent(
                "context",
                f"Context: {len(everything)} sources, ~{tokens} tokens",
                {"resources": len(everything), "tokens": tokens},
            )
            answers.quote(state, everything, terms, docs)
            return
        with clock("context"):
            plan = self._plan(state)
            resources = build_context(
                self._library,
                answer.evidence,
                analysis.intent,
                plan.evidence_budget,
                terms=terms,
            )
        tokens = sum(estimate_tokens(r.text) for r in resources)
        yield AgentEvent(
            "context",
            f"Context: {len(resources)} sources, ~{tokens} tokens",
            {"resources": len(resources), "tokens": tokens, "budget": plan.evidence_budget},
        )
        strong = strong_count(answer.evidence, self.relevance) > 0
        yield from answers.write_answer(
            state, resources, terms, docs, plan, strong_evidence=strong, speeds=self.speeds
        )

    def _plan(self, state: QuestionState) -> PromptPlan:
        """The evidence budget that gets the first token within the target on this machine."""
        assert state.llm is not None
        fixed = answers.answer_messages(state.question, [], state.history)
        fixed_tokens = sum(estimate_tokens(m["content"]) for m in fixed)
        return plan_prompt(
            self.speeds.get(state.llm.model),
            self._config.limits,
            fixed_tokens,
            state.llm.context_length(),
        )

    def _decline(
        self, query: str, evidence: list[Hit], terms: QueryTerms, docs: dict[str, DocumentInfo]
    ) -> tuple[str, str] | None:
        """Retrieval-only mode: why the evidence found does not answer the question (the reason
        shown, the step's text), the checks taken in turn; None when none says so."""
        keywords = self._library.keywords
        if not any("section" in h.sources for h in evidence):
            absent = (
                absent_names(query, keywords, docs)
                + absent_makers(query, keywords, docs)
                + absent_components(query, keywords, docs)
            )
            if absent:
                return absent_reason(absent), f"No manual mentions {', '.join(absent[:3])}"
            elsewhere_named = named_elsewhere(query, keywords, docs)
            if elsewhere_named:
                return (
                    elsewhere_reason(elsewhere_named),
                    f"The manuals refer {elsewhere_named[0][0]} to another document",
                )
            beyond = numbered_beyond(query, keywords, terms)
            if beyond is not None:
                return beyond_reason(beyond), f"No manual mentions {beyond.thing.surface}"
            kind = other_kinds(query, evidence, keywords, terms)
            if kind is not None:
                return other_kinds_reason(kind), f"No manual mentions {kind.asked}"
        elsewhere = other_ordinal(query, evidence, terms)
        if elsewhere is not None:
            return elsewhere, "The passages found are about another one"
        off_drawing = not_on_drawing(query, evidence, terms, docs, keywords)
        if off_drawing is not None:
            return off_drawing, "The drawing found does not show what was asked"
        missing = missing_quantity(query, evidence, terms)
        if missing is not None:
            reason = quantity_decline_reason(query, missing, evidence)
            return reason, f"No {missing.name[2:]} in the passages found"
        condition = missing_condition(query, evidence)
        if condition is not None:
            return condition, "The passages found are for other conditions"
        choice = missing_choice(query, evidence, keywords)
        if choice is not None:
            return choice, "The passages found do not say which"
        no_steps = missing_procedure(query, evidence, terms, keywords)
        if no_steps is not None:
            return no_steps, "No steps for it in the passages found"
        return None

    def _choose_mode(
        self, state: QuestionState, use_llm: bool
    ) -> Generator[AgentEvent, None, None]:
        """With the model when asked for and Ollama is ready; retrieval-only otherwise."""
        if not use_llm:
            state.answer.mode_reason = "retrieval-only mode selected"
            return
        with state.clock("llm_status"):
            status = self.llm_status()
        if status.ready:
            state.llm = self._chat_model()
            state.answer.mode = "llm"
        else:
            state.answer.mode_reason = status.message
            yield AgentEvent(
                "mode", f"Retrieval-only: {status.message}", {"reason": status.message}
            )


def _intent_event(analysis: Analysis) -> AgentEvent:
    return AgentEvent(
        "intent",
        f"Question type: {analysis.intent}",
        {
            "intent": analysis.intent,
            "codes": analysis.codes,
            "components": analysis.components,
            "sections": analysis.section_numbers,
        },
    )
