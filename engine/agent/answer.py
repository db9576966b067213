"""The answer step: prompts, reference parsing and citations; the model's streamed answer with
its citation check, and the retrieval-only answer (quoted evidence)."""

from __future__ import annotations

import re
from collections.abc import Generator
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from engine.agent import numbers
from engine.agent.conditions import HEADING as CONDITIONS_HEADING
from engine.agent.conditions import other_conditions
from engine.agent.context import Resource, estimate_tokens, marker_for
from engine.agent.markers import read_markers, strip_markers
from engine.config import resources_dir
from engine.errors import LLMError
from engine.llm.base import ReplyStats
from engine.retrieval.hybrid import QueryTerms, coverage
from engine.types import AgentEvent, Citation, DocumentInfo, Hit

if TYPE_CHECKING:
    from engine.agent.sizing import PromptPlan
    from engine.agent.state import QuestionState
    from engine.llm.speed import SpeedBook

DocDict = dict[str, DocumentInfo]

DECLINE = "The provided documentation does not contain this information."
# "108, 29" after "file.pdf p. ": how a decline's reason names the pages it read (cited_pages)
_PAGE_LIST = re.compile(r"\d+(?:, \d+)*")
_MARKER = re.compile(r"\[\s*((?:S|TABLE|DIAGRAM)\s*\d+)\s*\]", re.IGNORECASE)
_DECLINE_RE = re.compile(
    r"documentation does not contain|not (found|contained) in the (provided )?"
    r"(documentation|resources)",
    re.IGNORECASE,
)


@cache
def load_prompt(name: str) -> str:
    return (resources_dir() / "prompts" / f"{name}.md").read_text("utf-8")


def answer_messages(
    question: str, resources: list[Resource], history: list[dict[str, str]]
) -> list[dict[str, Any]]:
    """System rules, the recent conversation, then the resources and the question."""
    body = "\n\n".join(r.render() for r in resources) or "(no resources found)"
    messages: list[dict[str, Any]] = [{"role": "system", "content": load_prompt("system")}]
    # Earlier answers lose their markers: their [S1] meant another question's resources.
    messages += [
        {
            "role": m["role"],
            "content": strip_markers(m["content"]) if m["role"] == "assistant" else m["content"],
        }
        for m in history
    ]
    messages.append(
        {"role": "user", "content": load_prompt("answer").format(resources=body, question=question)}
    )
    return messages


def referenced_markers(text: str) -> list[str]:
    """Markers cited in an answer, in order of first use, normalised ("table 1" -> "TABLE1")."""
    found = [re.sub(r"\s+", "", m.upper()) for m in _MARKER.findall(text)]
    return list(dict.fromkeys(found))


def is_decline(text: str) -> bool:
    return bool(_DECLINE_RE.search(text))


def citations_for(
    markers: list[str], resources: list[Resource], docs: dict[str, DocumentInfo]
) -> list[Citation]:
    by_marker = {r.marker: r for r in resources}
    return [citation(m, by_marker[m].hit, docs) for m in markers if m in by_marker]


def checked_pages(
    reason: str, evidence: list[Hit], docs: dict[str, DocumentInfo]
) -> list[Citation]:
    """The evidence items on the pages a decline's reason names ("a.pdf p. 10, 19"), one per
    page, in the reason's order: what the engineer opens to see that the value is not there."""
    named: list[tuple[int, str, int]] = []
    for doc_file in dict.fromkeys(h.doc_file for h in evidence):
        mark = f"{doc_file} p. "
        at = reason.find(mark)
        while at >= 0:
            listed = _PAGE_LIST.match(reason, at + len(mark))
            if listed:
                named += [(at, doc_file, int(n)) for n in listed.group(0).split(", ")]
            at = reason.find(mark, at + 1)
    out: list[Citation] = []
    counters = {"text": 0, "table": 0, "diagram": 0}
    for _, doc_file, page in sorted(named, key=lambda n: n[0]):  # the reason's order
        hit = next((h for h in evidence if (h.doc_file, h.page) == (doc_file, page)), None)
        if hit is None or any((c.doc_file, c.page) == (doc_file, page) for c in out):
            continue
        counters[hit.type] += 1
        out.append(citation(marker_for(hit.type, counters[hit.type]), hit, docs))
    return out


def citation(marker: str, hit: Hit, docs: dict[str, DocumentInfo]) -> Citation:
    doc = docs.get(hit.doc_id)
    return Citation(
        marker=marker,
        type=hit.type,
        doc_id=hit.doc_id,
        doc_file=hit.doc_file,
        page=hit.page,
        title=hit.title,
        section_number=hit.section_number,
        ref_id=hit.ref_id,
        bbox=hit.bbox,
        asset_path=hit.asset_path,
        stored_path=doc.stored_path if doc else "",
        highlight=tuple(hit.matched_labels),
        region=hit.region,
    )


# ---------------------------------------------------------------- retrieval-only answers


def quoted_answer(
    resources: list[Resource], terms: QueryTerms, limit: int = 4, floor: float = 0.0
) -> tuple[str, list[Resource]]:
    """The best evidence itself, cited: passages quoted, table rows as rows, drawings with the asked
    tags and the labels next to them. Items far weaker than the best one are left out. Returns the
    text and the resources it quotes."""
    if not resources:
        return DECLINE, []
    best = max(r.hit.score for r in resources)
    shown = [r for r in resources if r.hit.score >= max(floor, 0.7 * best)][:limit] or resources[:1]
    lines = ["Best matches in your manuals (retrieval only — quoted, not interpreted):", ""]
    for res in shown:
        hit = res.hit
        lines.append(f"[{res.marker}] {hit.title} — {hit.doc_file}, page {hit.page}")
        if hit.type == "table":
            lines.extend(_best_rows(res.text, terms))
        elif hit.type == "diagram":
            lines.extend(_drawing_lines(hit))
        elif "contents" in hit.sources:  # a section's subsections, each with its page
            lines.extend(f"  {ln}" for ln in res.text.splitlines())
        else:
            lines.extend(f"  > {ln}" for ln in _best_sentences(res.text, terms))
        lines.append("")
    return "\n".join(lines).rstrip(), shown


def _readable(text: str) -> bool:
    return sum(ch.isalnum() for ch in text) >= 2


def _drawing_lines(hit: Hit) -> list[str]:
    """The asked tags, what is written next to them, then the drawing's other labels."""
    labels = [lb for lb in hit.labels if _readable(lb.text) and len(lb.text) <= 60]
    out: list[str] = []
    for tag in hit.matched_labels:
        near = sorted(
            (lb for lb in labels if lb.text != tag.text),
            key=lambda lb: _distance(lb.bbox, tag.bbox),
        )[:6]
        text = ", ".join(dict.fromkeys(lb.text for lb in near))
        out.append(f"  {tag.text} is outlined in the drawing; next to it: {text}.")
    if labels:
        rest = list(dict.fromkeys(lb.text for lb in labels))
        more = f" … ({len(rest) - 30} more)" if len(rest) > 30 else ""
        out.append("  Labels: " + ", ".join(rest[:30]) + more)
    return out


def _distance(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    ax, ay = (a[0] + a[2]) / 2, (a[1] + a[3]) / 2
    bx, by = (b[0] + b[2]) / 2, (b[1] + b[3]) / 2
    return ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5


def _best_rows(text: str, terms: QueryTerms, keep: int = 6) -> list[str]:
    rows = [ln for ln in text.splitlines() if ln.strip()]
    if not rows:
        return []
    head = [r for r in rows[:2] if r.startswith("Columns:")]
    body = [r for r in rows if r not in head][1:] if rows else []  # first line is the caption
    if len(body) > keep:
        scored = sorted(body, key=lambda r: coverage(terms, r), reverse=True)[:keep]
        body = [r for r in body if r in scored]
    return [f"  {r}" for r in head + body]


def _best_sentences(text: str, terms: QueryTerms, keep: int = 6) -> list[str]:
    """The ``keep`` lines around the line that best matches the question, never starting with
    a few stray words ending a sentence cut off above ("file.")."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    if len(lines) > keep:
        scores = [coverage(terms, ln) for ln in lines]
        best = max(range(len(lines)), key=lambda i: scores[i])
        start = max(0, min(best - keep // 2, len(lines) - keep))
        lines = lines[start : start + keep]
    while len(lines) > 1 and _stray_tail(lines[0], terms):
        lines = lines[1:]
    return lines


def _stray_tail(line: str, terms: QueryTerms) -> bool:
    """A few words ending a sentence cut off above, none of them the question's."""
    return line[0].islower() and len(line.split()) <= 4 and coverage(terms, line) == 0.0


# ---------------------------------------------------------------- the answer step

MODEL_DECLINED = "The model found no answer in these passages — here is what the manuals say:"
MODEL_FAILED = "The model gave no answer ({reason}) — here is what the manuals say:"


def quote(
    state: QuestionState,
    resources: list[Resource],
    terms: QueryTerms,
    docs: DocDict,
    heading: str = "",
) -> None:
    """The retrieval-only answer: the best passages quoted, each cited (under ``heading`` when
    the model was asked and gave nothing usable)."""
    text, shown = quoted_answer(resources, terms)
    state.answer.answer_text = f"{heading}\n\n{text}" if heading else text
    state.answer.citations = citations_for([r.marker for r in shown], resources, docs)


@dataclass
class Reply:
    """One streamed model reply as it ended."""

    text: str = ""
    thinking: str = ""
    tool_calls: int = 0
    done_reason: str = ""
    stats: ReplyStats | None = None
    error: LLMError | None = None


def write_answer(
    state: QuestionState,
    resources: list[Resource],
    terms: QueryTerms,
    docs: DocDict,
    plan: PromptPlan,
    strong_evidence: bool,
    speeds: SpeedBook | None = None,
) -> Generator[AgentEvent, None, None]:
    """Stream the model's answer from ``resources`` and check it: markers read back (invented
    ones dropped), every number looked up in what it cites. A decline, an empty reply or an
    error never hides strong evidence: the evidence is quoted instead."""
    answer = state.answer
    assert state.llm is not None
    messages = answer_messages(state.question, resources, state.history)
    estimated = sum(estimate_tokens(m["content"]) for m in messages)
    answer.prompt_tokens = plan.model_tokens(estimated)
    seconds = plan.expected_s(estimated)
    yield AgentEvent(
        "context",
        f"Writing… (prompt {answer.prompt_tokens} tokens, ~{seconds:.0f} s)",
        {
            "stage": "writing",
            "prompt_tokens": answer.prompt_tokens,
            "expected_s": round(seconds, 1),
            "speed_measured": plan.measured,
        },
    )
    options = {"temperature": 0.1, "num_ctx": plan.num_ctx(estimated)}
    reply = yield from _stream(state, messages, options)
    if reply.stats is not None:
        if reply.stats.prompt_tokens:
            answer.prompt_tokens = reply.stats.prompt_tokens
        if speeds is not None:
            speeds.record(state.llm.model, reply.stats, estimated)
    _settle(state, reply, resources, terms, docs, strong_evidence)


def _settle(
    state: QuestionState,
    reply: Reply,
    resources: list[Resource],
    terms: QueryTerms,
    docs: DocDict,
    strong_evidence: bool,
) -> None:
    answer = state.answer
    text = reply.text.strip()
    if not text:
        if reply.error is not None:
            reason = str(reply.error)
        elif reply.tool_calls:
            reason = "it asked for tools instead of writing"
        elif reply.thinking:
            reason = "it wrote only its reasoning"
        else:
            reason = "its reply was empty"
        # Shown as evidence, not as a failure: the turn is a good answer and is kept in history.
        answer.error = ""
        answer.mode = "retrieval-only"
        answer.mode_reason = reason
        quote(state, resources, terms, docs, MODEL_FAILED.format(reason=_short(reason)))
        return
    if reply.error is not None:  # cut mid-answer: what arrived stands, marked incomplete
        answer.incomplete = True
    if reply.done_reason == "length":
        answer.incomplete = True
        answer.notes.append("The answer reached the model's length limit and is cut short.")
    if is_decline(text) and not referenced_markers(text):
        if strong_evidence:
            answer.model_declined = True
            quote(state, resources, terms, docs, MODEL_DECLINED)
        else:
            answer.declined = True
            answer.answer_text = DECLINE
        return
    reading = read_markers(
        text, [r.marker for r in resources], {r.marker: r.hit.title for r in resources}
    )
    answer.answer_text = reading.text
    if reading.invented:
        answer.notes.append(
            "Removed references to sources that were not given: " + ", ".join(reading.invented)
        )
    by_marker = {r.marker: r for r in resources}
    if reading.cited:
        answer.citations = citations_for(reading.cited, resources, docs)
        checked = [by_marker[m] for m in reading.cited]
    else:
        answer.consulted = citations_for([r.marker for r in resources], resources, docs)
        answer.notes.append(
            "The answer cites no source: the passages it was written from are listed as "
            "sources consulted — check them before acting on it."
        )
        checked = resources
    sources = [r.render() for r in checked]
    answer.unverified = [
        {"text": c.text, "kind": c.kind, "cited": [r.marker for r in checked]}
        for c in numbers.unverified(answer.answer_text, sources)
    ]
    if answer.unverified:
        listed = ", ".join(f'"{u["text"]}"' for u in answer.unverified)
        answer.notes.append(f"Not found in the cited source: {listed}.")
    if reading.cited:
        rows = other_conditions(answer.answer_text, checked, terms)
        if rows:
            answer.answer_text += "\n\n" + "\n".join([CONDITIONS_HEADING, *rows])
            answer.notes.append("The answer named one value; the others are listed with theirs.")


def _short(reason: str, limit: int = 120) -> str:
    reason = reason.split(" — ")[0].strip().rstrip(".")
    return reason if len(reason) <= limit else reason[: limit - 1] + "…"


def _stream(
    state: QuestionState, messages: list[dict[str, Any]], options: dict[str, Any]
) -> Generator[AgentEvent, None, Reply]:
    assert state.llm is not None
    answer = state.answer
    reply = Reply()
    answer.llm_calls += 1
    try:
        with state.clock("llm_answer"):
            for chunk in state.llm.chat(messages, options=options, cancel=state.cancel):
                reply.thinking += chunk.thinking
                reply.tool_calls += len(chunk.tool_calls)
                if chunk.done:
                    reply.done_reason = chunk.done_reason
                    reply.stats = chunk.stats
                if chunk.content:
                    if not reply.text:
                        answer.timings_ms["first_token"] = state.clock.total()
                    reply.text += chunk.content
                    yield AgentEvent("token", chunk.content)
    except LLMError as exc:
        reply.error = exc
        yield AgentEvent("error", str(exc), {"kind": exc.kind})
        if reply.text.strip():
            answer.error = str(exc)  # a cut answer: not kept in history as if whole
    state.cancel.raise_if_cancelled()
    return reply
