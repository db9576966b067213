"""Execute tool calls in parallel and report each one; tools never raise into the loop."""

from __future__ import annotations

from collections.abc import Generator
from concurrent.futures import Executor
from typing import Any

from engine.agent.evidence import merge_hits, rank
from engine.agent.intent import Intent
from engine.agent.route import ToolCallPlan
from engine.agent.state import QuestionState
from engine.agent.tools import QueryContext, ToolResult, run_tool
from engine.retrieval import tuning
from engine.retrieval.focus import focus_page
from engine.retrieval.page_tables import tables_on_pages
from engine.types import AgentEvent, Hit, ToolCall

EVIDENCE_LIMIT = 10  # hits that reach the answer; twice as many are ranked before reranking


def run_calls(
    pool: Executor, calls: list[ToolCallPlan], ctx: QueryContext, state: QuestionState
) -> Generator[AgentEvent, None, list[ToolResult]]:
    for name, args in calls:
        yield AgentEvent("tool_started", tool_label(name, args, None), {"name": name, "args": args})
    with state.clock("tools"):
        futures = [pool.submit(run_tool, name, args, ctx) for name, args in calls]
        results = [f.result() for f in futures]
    for result in results:
        state.answer.tool_calls.append(
            ToolCall(result.name, result.args, len(result.hits), result.error, result.ms)
        )
        yield AgentEvent(
            "tool_finished",
            tool_label(result.name, result.args, result),
            {"name": result.name, "count": len(result.hits), "error": result.error},
        )
    state.cancel.raise_if_cancelled()
    return results


def search_and_rank(
    pool: Executor,
    calls: list[ToolCallPlan],
    ctx: QueryContext,
    intent: Intent,
    state: QuestionState,
    earlier: list[Hit] | None = None,
) -> Generator[AgentEvent, None, list[Hit]]:
    """Run the tools and rank their hits together with those found in earlier rounds (widening).

    The tools' unweighted hits of every round are kept on ``ctx``; each ranking starts from them,
    so a hit found in the first round is weighted by intent once, like one found now. ``earlier``
    (the ranked list of a previous round) only adds hits that did not come from these tools.
    """
    results = yield from run_calls(pool, calls, ctx, state)
    with state.clock("rank"):
        for result in results:
            for hit in result.hits:
                focus_page(hit, ctx.terms)
        ctx.found.extend(h for r in results for h in r.hits)
        raw_keys = {h.key() for h in ctx.found}
        outside = [h for h in earlier or [] if h.key() not in raw_keys]
        ranked = rank(merge_hits([outside, list(ctx.found)]), intent, EVIDENCE_LIMIT * 2)
        if tuning.PAGE_TABLES_WITHIN:
            # the tables on the best passages' pages, then ranked with the rest
            extra = tables_on_pages(
                ctx.library, ctx.docs, ranked, ctx.vector, ctx.terms, tuning.PAGE_TABLES_WITHIN
            )
            if extra:
                ctx.found.extend(extra)
                ranked = rank(merge_hits([outside, list(ctx.found)]), intent, EVIDENCE_LIMIT * 2)
        return ranked


def tool_label(name: str, args: dict[str, Any], result: ToolResult | None) -> str:
    what = {
        "search_text": "Searching text",
        "search_tables": "Searching tables",
        "search_schemas": "Searching drawings",
        "entity_search": f"Looking up equipment {args.get('query', '')}".rstrip(),
        "section_lookup": (
            f"Opening appendix {args['appendix']}"
            if args.get("appendix")
            else f"Opening section {args.get('section_number', '')}".rstrip()
        ),
    }.get(name, name)
    if result is None:
        return f"{what}…"
    if result.error:
        return f"{what}: failed ({result.error})"
    return f"{what}… {len(result.hits)} found"
