"""Analyze and route: read a follow-up with the question before it, let the model classify a
question the rules are unsure of, pick the mandatory tools by intent, the wider fallback
searches, and (last resort) the searches the model proposes itself.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Generator
from typing import Any

from engine.agent import answer as answers
from engine.agent.intent import INTENTS, Analysis, is_chat
from engine.agent.state import QuestionState
from engine.agent.tools import tool_specs
from engine.errors import LLMError
from engine.types import AgentEvent

log = logging.getLogger(__name__)

ToolCallPlan = tuple[str, dict[str, Any]]  # tool name, arguments

CHAT_REPLIES = {
    "thanks": "You're welcome. Ask me anything else about your manuals.",
    "hello": "Hello! Ask me about your ship's manuals — faults, settings, procedures, drawings "
    "or equipment tags like V003 — and I will answer with the pages I found it on.",
}
# Explicit references to the previous turn, and only those: a follow-up opening ("and …", "what
# about …", "same for …"), a pronoun standing for the thing asked about before ("its torque", "how do
# I reset it", "what are they"), or "the same"/"that one". A new short question with none of these
# is searched as it is, and chat ("thanks, that helped") is never joined to anything.
_FOLLOW_UP_OPENING = re.compile(
    r"^\s*(and|also|plus|then|what about|how about|what of|same for|same with|same thing)\b", re.I
)
_REFERENCE = re.compile(
    r"\b(it|its|it's|itself|they|them|their|theirs|those|these|the same|that one|this one)\b"
    r"|^\s*(that|this)\b|\b(for|of|on|in|about|with|from|to)\s+(that|this)\s*\??\s*$",
    re.I,
)
# Every kind is searched whatever the intent (a search costs 20-40 ms): the intent rules are
# right for about a third of the tuning questions of bench/questions (intent accuracy 0.34 at
# first measure), so a guess must never hide a kind. The intent still orders the searches and
# tilts the ranking (engine.retrieval.tuning.TYPE_WEIGHTS).
_TOOLS_BY_INTENT = {
    "table": ["search_tables", "search_text", "search_schemas"],
    "schema": ["search_schemas", "search_text", "search_tables"],
    "text": ["search_text", "search_tables", "search_schemas"],
    "mixed": ["search_text", "search_tables", "search_schemas"],
}


def chat_reply(question: str) -> str:
    """The reply to a greeting or thanks (no search)."""
    return CHAT_REPLIES["thanks" if re.search(r"thank|cheers|thx", question, re.I) else "hello"]


def rewrite_follow_up(question: str, history: list[dict[str, str]]) -> str:
    """ "and its torque?" after "gearbox oil change interval" -> both, for retrieval.

    Only a question that refers to the previous turn is joined to it; greetings and thanks are
    never joined, and neither is a new question, however short ("fuel pump pressure?").
    """
    previous = [m["content"] for m in history if m["role"] == "user"]
    if not previous or is_chat(question):
        return question
    if refers_back(question):
        return f"{previous[-1]} {question}"
    return question


def refers_back(question: str) -> bool:
    """The question points at the previous turn ("and its torque?", "what about the stbd one")."""
    return bool(_FOLLOW_UP_OPENING.search(question) or _REFERENCE.search(question))


def route(analysis: Analysis, query: str) -> list[ToolCallPlan]:
    """Mandatory tools for the intent, plus entity and section tools when the question names them."""
    names = list(_TOOLS_BY_INTENT.get(analysis.intent, _TOOLS_BY_INTENT["mixed"]))
    if analysis.codes and "search_tables" not in names:
        names.append("search_tables")
    if analysis.codes and "search_schemas" not in names:
        names.append("search_schemas")
    calls: list[ToolCallPlan] = [(n, {"query": query, "top_k": 6}) for n in names]
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
    for name in analysis.appendices[:2]:
        calls.append(("section_lookup", {"appendix": name}))
    if analysis.chapter_words and not analysis.section_numbers:
        calls.append(("section_lookup", {"title": " ".join(analysis.chapter_words)}))
    if analysis.outline:
        calls.append(("section_lookup", {"contents": True}))
    return calls


def fallback_calls(analysis: Analysis, query: str, done: list[str]) -> list[ToolCallPlan]:
    """Wider searches when the first round was poor: every kind, deeper."""
    return [
        (name, {"query": query, "top_k": 10})
        for name in ("search_text", "search_tables", "search_schemas")
        if name not in done
    ]


def model_intent(state: QuestionState, analysis: Analysis) -> Generator[AgentEvent, None, Analysis]:
    """Ask the model (structured output) what kind of question the rules could not place."""
    assert state.llm is not None
    schema = {
        "type": "object",
        "properties": {"intent": {"type": "string", "enum": list(INTENTS)}},
        "required": ["intent"],
    }
    prompt = answers.load_prompt("intent").format(question=state.query)
    yield AgentEvent("intent", "Asking the model what kind of question this is…")
    text = ""
    try:
        with state.clock("llm_intent"):
            state.answer.llm_calls += 1
            for chunk in state.llm.chat(
                [{"role": "user", "content": prompt}],
                format=schema,
                options={"temperature": 0},
                cancel=state.cancel,
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
        analysis.chapter_words,
        analysis.appendices,
        analysis.outline,
    )


def model_searches(state: QuestionState) -> Generator[AgentEvent, None, list[ToolCallPlan]]:
    """One tool-calling round where the model may phrase better searches itself (at most 3)."""
    assert state.llm is not None
    prompt = answers.load_prompt("fallback").format(question=state.query)
    yield AgentEvent("fallback", "Asking the model for better searches…")
    calls: list[ToolCallPlan] = []
    try:
        with state.clock("llm_tools"):
            state.answer.llm_calls += 1
            for chunk in state.llm.chat(
                [{"role": "user", "content": prompt}],
                tools=tool_specs(),
                options={"temperature": 0},
                cancel=state.cancel,
            ):
                calls += [(c.name, dict(c.arguments)) for c in chunk.tool_calls]
    except LLMError as exc:
        log.info("LLM tool round failed: %s", exc)
    return calls[:3]
