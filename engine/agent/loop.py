"""The agent loop for one question: analyze -> route -> run tools -> fall back -> context -> answer.

A generator of ``AgentEvent``s (what the UI's step list shows) that returns the ``Answer``.
Intent and routing are deterministic; the LLM is spent on the answer (one call for most
questions), plus an intent call when the rules are unsure and a tool-calling round only when the
first search found too little.
"""

from __future__ import annotations

import json
import logging
import re
import threading
import time
from collections.abc import Callable, Generator
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

from engine.agent import answer as answers
from engine.agent.context import build_context, estimate_tokens
from engine.agent.evidence import (
    Relevance,
    is_relevant,
    merge_hits,
    promote_for_intent,
    rank,
    strong_count,
)
from engine.agent.intent import INTENTS, Analysis, analyze
from engine.agent.tools import QueryContext, ToolResult, run_tool, tool_specs
from engine.cancel import CancelToken
from engine.errors import Cancelled, LLMError
from engine.retrieval.hybrid import query_terms
from engine.retrieval.reranker import Reranker
from engine.retrieval.titles import TitleIndex
from engine.store.history import ChatHistory
from engine.types import AgentEvent, Answer, Hit, ToolCall

if TYPE_CHECKING:
    from engine.config import EngineConfig
    from engine.embedding import Embedder
    from engine.llm.base import ChatModel, ModelStatus
    from engine.store.library import Library

log = logging.getLogger(__name__)

CHAT_REPLIES = {
    "thanks": "You're welcome. Ask me anything else about your manuals.",
    "hello": "Hello! Ask me about your ship's manuals — faults, settings, procedures, drawings "
    "or equipment tags like V003 — and I will answer with the pages I found it on.",
}
_FOLLOW_UP = re.compile(
    r"^\s*(and|also|what about|how about|same for|its|it|that|this|they|those|them|then)\b", re.I
)
STATUS_TTL_S = 20.0
EVIDENCE_LIMIT = 10


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
        self._docs: dict[str, Any] | None = None
        self._components: set[str] | None = None
        self._titles: TitleIndex | None = None
        self._status: tuple[float, ModelStatus] | None = None
        self._lock = threading.Lock()
        self._pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="shipmate-tool")

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
        cancel = cancel or CancelToken()
        clock = _Timings()
        yield AgentEvent("started", "Reading the question…")
        question = question.strip()[:2000]
        answer = Answer(question=question, intent="text", answer_text="")
        answer.conversation_id = conversation_id
        answer.reranker = self.reranker.name
        try:
            yield from self._run(question, answer, use_llm, cancel, clock)
        except Cancelled:
            answer.error = "stopped"
            answer.incomplete = True
            yield AgentEvent("cancelled", "Stopped.")
        answer.timings_ms.update(clock.ms)
        answer.timings_ms["total"] = clock.total()
        if conversation_id and not answer.error:
            self.history.ensure(conversation_id, question)
            self.history.add(conversation_id, "user", question)
            self.history.add(conversation_id, "assistant", answer.answer_text, answer.to_json())
        yield AgentEvent("answer", "Done", answer=answer)
        return answer

    def _run(
        self, question: str, answer: Answer, use_llm: bool, cancel: CancelToken, clock: _Timings
    ) -> Generator[AgentEvent, None, None]:
        docs, components, titles = self._snapshot()
        history = (
            self.history.recent(answer.conversation_id, self._config.limits.history_messages)
            if answer.conversation_id
            else []
        )
        query = _rewrite_follow_up(question, history)
        if query != question:
            answer.rewritten_question = query
            yield AgentEvent("rewrite", f"Follow-up read as: {query}")

        with clock("analyze"):
            analysis = analyze(query, components)
        answer.intent = analysis.intent
        if analysis.intent == "chat":
            key = "thanks" if re.search(r"thank|cheers|thx", question, re.I) else "hello"
            answer.answer_text = CHAT_REPLIES[key]
            answer.mode = "retrieval-only"
            yield AgentEvent("intent", "Question type: chat (no search needed)", {"intent": "chat"})
            return

        llm: ChatModel | None = None
        if use_llm:
            with clock("llm_status"):
                status = self.llm_status()
            if status.ready:
                llm = self._chat_model()
                answer.mode = "llm"
            else:
                answer.mode_reason = status.message
                yield AgentEvent(
                    "mode", f"Retrieval-only: {status.message}", {"reason": status.message}
                )
        else:
            answer.mode_reason = "retrieval-only mode selected"

        if analysis.unsure and llm is not None:
            analysis = yield from self._llm_intent(llm, query, analysis, answer, cancel, clock)
            answer.intent = analysis.intent
        yield AgentEvent(
            "intent",
            f"Question type: {analysis.intent}",
            {
                "intent": analysis.intent,
                "codes": analysis.codes,
                "components": analysis.components,
                "sections": analysis.section_numbers,
            },
        )
        cancel.raise_if_cancelled()

        with clock("embed"):
            vector = self._embedder.encode([query])[0]
        with clock("terms"):
            terms = query_terms(self._library, query)
        ctx = QueryContext(
            library=self._library,
            docs=docs,
            embed=lambda q: self._embedder.encode([q])[0],
            question=query,
            vector=vector,
            terms=terms,
            known_components=components,
            titles=titles,
        )
        calls = route(analysis, query)
        results = yield from self._execute(calls, ctx, answer, cancel, clock)
        with clock("rank"):
            hits = rank(merge_hits(r.hits for r in results), analysis.intent, EVIDENCE_LIMIT * 2)

        if strong_count(hits, self.relevance) < 2:
            # Poor first round: search every kind, deeper (deterministic, no model call).
            extra = fallback_calls(analysis, query, [c[0] for c in calls])
            if extra:
                yield AgentEvent("fallback", "Few good matches — searching wider…")
                hits = yield from self._widen(hits, extra, ctx, analysis, answer, cancel, clock)
        if (
            not is_relevant(hits, self.relevance, terms.absent)
            and llm is not None
            and self.llm_status().supports_tools
        ):
            # Still nothing: one round where the model may phrase better searches itself.
            extra = yield from self._llm_tools(llm, query, answer, cancel, clock)
            if extra:
                hits = yield from self._widen(hits, extra, ctx, analysis, answer, cancel, clock)
        cancel.raise_if_cancelled()

        with clock("rerank"):
            hits = promote_for_intent(
                self.reranker.rerank(query, hits, analysis.intent), analysis.intent
            )
        answer.evidence = hits[:EVIDENCE_LIMIT]
        answer.relevance = round(self.relevance.of(answer.evidence, terms.absent), 4)
        if not is_relevant(answer.evidence, self.relevance, terms.absent):
            answer.declined = True
            answer.answer_text = answers.DECLINE
            yield AgentEvent("context", "Nothing relevant found in the manuals", {"resources": 0})
            return

        with clock("context"):
            resources = build_context(
                self._library, answer.evidence, analysis.intent, self._config.limits.context_tokens
            )
        tokens = sum(estimate_tokens(r.text) for r in resources)
        yield AgentEvent(
            "context",
            f"Context: {len(resources)} sources, ~{tokens} tokens",
            {"resources": len(resources), "tokens": tokens},
        )
        cancel.raise_if_cancelled()

        if llm is None:
            self._quote(answer, resources, terms, docs)
            return
        yield from self._llm_answer(
            llm, question, analysis, resources, answer, docs, terms, cancel, clock
        )

    # ------------------------------------------------------------ steps

    def _execute(
        self,
        calls: list[tuple[str, dict[str, Any]]],
        ctx: QueryContext,
        answer: Answer,
        cancel: CancelToken,
        clock: _Timings,
    ) -> Generator[AgentEvent, None, list[ToolResult]]:
        for name, args in calls:
            yield AgentEvent(
                "tool_started", _tool_label(name, args, None), {"name": name, "args": args}
            )
        with clock("tools"):
            futures = [self._pool.submit(run_tool, name, args, ctx) for name, args in calls]
            results = [f.result() for f in futures]
        for result in results:
            answer.tool_calls.append(
                ToolCall(result.name, result.args, len(result.hits), result.error, result.ms)
            )
            yield AgentEvent(
                "tool_finished",
                _tool_label(result.name, result.args, result),
                {"name": result.name, "count": len(result.hits), "error": result.error},
            )
        cancel.raise_if_cancelled()
        return results

    def _widen(
        self,
        hits: list[Hit],
        calls: list[tuple[str, dict[str, Any]]],
        ctx: QueryContext,
        analysis: Analysis,
        answer: Answer,
        cancel: CancelToken,
        clock: _Timings,
    ) -> Generator[AgentEvent, None, list[Hit]]:
        """Run more tools and rank their hits together with what was already found."""
        more = yield from self._execute(calls, ctx, answer, cancel, clock)
        with clock("rank"):
            return rank(
                merge_hits([hits] + [r.hits for r in more]), analysis.intent, EVIDENCE_LIMIT * 2
            )

    def _llm_intent(
        self,
        llm: ChatModel,
        query: str,
        analysis: Analysis,
        answer: Answer,
        cancel: CancelToken,
        clock: _Timings,
    ) -> Generator[AgentEvent, None, Analysis]:
        schema = {
            "type": "object",
            "properties": {"intent": {"type": "string", "enum": list(INTENTS)}},
            "required": ["intent"],
        }
        prompt = answers.load_prompt("intent").format(question=query)
        yield AgentEvent("intent", "Asking the model what kind of question this is…")
        text = ""
        try:
            with clock("llm_intent"):
                answer.llm_calls += 1
                for chunk in llm.chat(
                    [{"role": "user", "content": prompt}],
                    format=schema,
                    options={"temperature": 0},
                    cancel=cancel,
                ):
                    text += chunk.content
            intent = str(json.loads(text).get("intent", ""))
        except (LLMError, ValueError, AttributeError) as exc:
            log.info("LLM intent failed: %s", exc)
            return analysis
        if intent not in INTENTS or intent == "chat":
            return analysis
        return Analysis(
            intent,
            analysis.codes,
            analysis.components,  # type: ignore[arg-type]
            analysis.section_numbers,
            False,
            [*analysis.reasons, "model"],
        )

    def _llm_tools(
        self, llm: ChatModel, query: str, answer: Answer, cancel: CancelToken, clock: _Timings
    ) -> Generator[AgentEvent, None, list[tuple[str, dict[str, Any]]]]:
        prompt = answers.load_prompt("fallback").format(question=query)
        yield AgentEvent("fallback", "Asking the model for better searches…")
        calls: list[tuple[str, dict[str, Any]]] = []
        try:
            with clock("llm_tools"):
                answer.llm_calls += 1
                for chunk in llm.chat(
                    [{"role": "user", "content": prompt}],
                    tools=tool_specs(),
                    options={"temperature": 0},
                    cancel=cancel,
                ):
                    calls += [(c.name, dict(c.arguments)) for c in chunk.tool_calls]
        except LLMError as exc:
            log.info("LLM tool round failed: %s", exc)
        return calls[:3]

    def _llm_answer(
        self,
        llm: ChatModel,
        question: str,
        analysis: Analysis,
        resources: list[Any],
        answer: Answer,
        docs: dict[str, Any],
        terms: Any,
        cancel: CancelToken,
        clock: _Timings,
    ) -> Generator[AgentEvent, None, None]:
        history = (
            self.history.recent(answer.conversation_id, self._config.limits.history_messages)
            if answer.conversation_id
            else []
        )
        messages = answers.answer_messages(question, resources, history)
        yield AgentEvent("context", "Writing answer…", {"stage": "writing"})
        text = yield from self._stream(llm, messages, answer, cancel, clock)
        if text is None:  # the model failed before writing anything
            self._quote(answer, resources, terms, docs)
            answer.mode = "retrieval-only"
            return
        wanted = {"table": "TABLE", "schema": "DIAGRAM"}.get(analysis.intent)
        markers = answers.referenced_markers(text)
        has_kind = [r for r in resources if wanted and r.marker.startswith(wanted)]
        if (
            wanted
            and has_kind
            and not answer.incomplete
            and not answers.is_decline(text)
            and not any(m.startswith(wanted) for m in markers)
        ):
            kind = "table" if wanted == "TABLE" else "diagram"
            yield AgentEvent(
                "rewrite", f"Answer did not cite the {kind}; asking again…", {"regenerate": True}
            )
            retry = [
                *messages,
                {"role": "assistant", "content": text},
                answers.correction_message(kind, resources),
            ]
            second = yield from self._stream(llm, retry, answer, cancel, clock)
            if second:
                text = second
                markers = answers.referenced_markers(text)
            if not any(m.startswith(wanted) for m in markers):
                markers.append(has_kind[0].marker)  # last resort: attach the best one
        answer.answer_text = text
        if answers.is_decline(text) and not markers:
            answer.declined = True
        elif not markers and resources:
            markers = [resources[0].marker]
        answer.citations = answers.citations_for(markers, resources, docs)

    def _quote(
        self, answer: Answer, resources: list[Any], terms: Any, docs: dict[str, Any]
    ) -> None:
        text, shown = answers.quoted_answer(resources, terms)
        answer.answer_text = text
        answer.citations = answers.citations_for([r.marker for r in shown], resources, docs)

    def _stream(
        self,
        llm: ChatModel,
        messages: list[dict[str, Any]],
        answer: Answer,
        cancel: CancelToken,
        clock: _Timings,
    ) -> Generator[AgentEvent, None, str | None]:
        text = ""
        answer.llm_calls += 1
        try:
            with clock("llm_answer"):
                for chunk in llm.chat(messages, options={"temperature": 0.1}, cancel=cancel):
                    if chunk.content:
                        text += chunk.content
                        yield AgentEvent("token", chunk.content)
        except LLMError as exc:
            answer.error = str(exc)
            yield AgentEvent("error", str(exc), {"kind": exc.kind})
            if exc.kind == "stream_cut" or text:
                answer.incomplete = True
                return text
            answer.mode_reason = str(exc)
            return None
        cancel.raise_if_cancelled()
        return text


# ---------------------------------------------------------------- routing


def route(analysis: Analysis, query: str) -> list[tuple[str, dict[str, Any]]]:
    """Mandatory tools for the intent, plus entity and section tools when the question names them."""
    by_intent = {
        "table": ["search_tables", "search_text"],
        "schema": ["search_schemas", "search_text"],
        "text": ["search_text", "search_tables"],
        "mixed": ["search_text", "search_tables", "search_schemas"],
    }
    names = list(by_intent.get(analysis.intent, by_intent["mixed"]))
    if analysis.codes and "search_tables" not in names:
        names.append("search_tables")
    if analysis.codes and "search_schemas" not in names:
        names.append("search_schemas")
    calls: list[tuple[str, dict[str, Any]]] = [(n, {"query": query, "top_k": 6}) for n in names]
    if analysis.entities:
        calls.append(
            (
                "entity_search",
                {
                    "query": " ".join(analysis.entities),
                    "include_tables": True,
                    "include_schemas": True,
                },
            )
        )
    for number in analysis.section_numbers[:2]:
        calls.append(("section_lookup", {"section_number": number}))
    return calls


def fallback_calls(
    analysis: Analysis, query: str, done: list[str]
) -> list[tuple[str, dict[str, Any]]]:
    """Wider searches when the first round was poor: every kind, deeper."""
    extra = [
        (name, {"query": query, "top_k": 10})
        for name in ("search_text", "search_tables", "search_schemas")
        if name not in done
    ]
    return extra


def _rewrite_follow_up(question: str, history: list[dict[str, str]]) -> str:
    """ "and its torque?" after "gearbox oil change interval" -> both, for retrieval."""
    previous = [m["content"] for m in history if m["role"] == "user"]
    if not previous:
        return question
    short = len(question.split()) <= 5
    if _FOLLOW_UP.search(question) or (short and not analyze(question).codes):
        return f"{previous[-1]} {question}"
    return question


def _tool_label(name: str, args: dict[str, Any], result: ToolResult | None) -> str:
    what = {
        "search_text": "Searching text",
        "search_tables": "Searching tables",
        "search_schemas": "Searching drawings",
        "entity_search": f"Looking up equipment {args.get('query', '')}".rstrip(),
        "section_lookup": f"Opening section {args.get('section_number', '')}".rstrip(),
    }.get(name, name)
    if result is None:
        return f"{what}…"
    if result.error:
        return f"{what}: failed ({result.error})"
    return f"{what}… {len(result.hits)} found"


class _Timings:
    def __init__(self) -> None:
        self.ms: dict[str, float] = {}
        self._start = time.perf_counter()

    def __call__(self, name: str) -> _Timer:
        return _Timer(self, name)

    def total(self) -> float:
        return (time.perf_counter() - self._start) * 1000


class _Timer:
    def __init__(self, owner: _Timings, name: str) -> None:
        self._owner = owner
        self._name = name

    def __enter__(self) -> None:
        self._t = time.perf_counter()

    def __exit__(self, *exc: object) -> None:
        elapsed = (time.perf_counter() - self._t) * 1000
        self._owner.ms[self._name] = self._owner.ms.get(self._name, 0.0) + elapsed


def evidence_summary(hits: list[Hit]) -> str:
    return ", ".join(f"{h.type}:{h.doc_file}:p{h.page}" for h in hits[:5])
