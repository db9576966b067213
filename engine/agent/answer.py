"""The answer step: prompts, reference parsing and citations; the model's streamed answer with
its citation check, and the retrieval-only answer (quoted evidence)."""

from __future__ import annotations

import re
from collections.abc import Generator
from functools import cache
from typing import TYPE_CHECKING, Any

from engine.agent.context import Resource
from engine.config import resources_dir
from engine.errors import LLMError
from engine.retrieval.hybrid import QueryTerms, coverage
from engine.types import AgentEvent, Citation, DocumentInfo, Hit

if TYPE_CHECKING:
    from engine.agent.state import QuestionState

DocDict = dict[str, DocumentInfo]

DECLINE = "The provided documentation does not contain this information."
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
    messages += [{"role": m["role"], "content": m["content"]} for m in history]
    messages.append(
        {"role": "user", "content": load_prompt("answer").format(resources=body, question=question)}
    )
    return messages


def correction_message(kind: str, resources: list[Resource]) -> dict[str, Any]:
    prefix = "TABLE" if kind == "table" else "DIAGRAM"
    markers = ", ".join(f"[{r.marker}]" for r in resources if r.marker.startswith(prefix))
    word = "table" if kind == "table" else "drawing"
    text = load_prompt("correction").format(kind=prefix, kind_word=word, markers=markers)
    return {"role": "user", "content": text}


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


def quote(
    state: QuestionState, resources: list[Resource], terms: QueryTerms, docs: DocDict
) -> None:
    """The retrieval-only answer: the best passages quoted, each cited."""
    text, shown = quoted_answer(resources, terms)
    state.answer.answer_text = text
    state.answer.citations = citations_for([r.marker for r in shown], resources, docs)


def write_answer(
    state: QuestionState,
    intent: str,
    resources: list[Resource],
    terms: QueryTerms,
    docs: DocDict,
) -> Generator[AgentEvent, None, None]:
    """Stream the model's answer; ask once more if a table/drawing question cited none, attach
    the best one as a last resort; quote the evidence if the model fails before writing."""
    answer = state.answer
    messages = answer_messages(state.question, resources, state.history)
    yield AgentEvent("context", "Writing answer…", {"stage": "writing"})
    text = yield from _stream(state, messages)
    if text is None:  # the model failed before writing anything
        quote(state, resources, terms, docs)
        answer.mode = "retrieval-only"
        return
    wanted = {"table": "TABLE", "schema": "DIAGRAM"}.get(intent)
    markers = referenced_markers(text)
    has_kind = [r for r in resources if wanted and r.marker.startswith(wanted)]
    if (
        wanted
        and has_kind
        and not answer.incomplete
        and not is_decline(text)
        and not any(m.startswith(wanted) for m in markers)
    ):
        kind = "table" if wanted == "TABLE" else "diagram"
        yield AgentEvent(
            "rewrite", f"Answer did not cite the {kind}; asking again…", {"regenerate": True}
        )
        retry = [
            *messages,
            {"role": "assistant", "content": text},
            correction_message(kind, resources),
        ]
        second = yield from _stream(state, retry)
        if second:
            text = second
            markers = referenced_markers(text)
        if not any(m.startswith(wanted) for m in markers):
            markers.append(has_kind[0].marker)  # last resort: attach the best one
    answer.answer_text = text
    if is_decline(text) and not markers:
        answer.declined = True
    elif not markers and resources:
        markers = [resources[0].marker]
    answer.citations = citations_for(markers, resources, docs)


def _stream(
    state: QuestionState, messages: list[dict[str, Any]]
) -> Generator[AgentEvent, None, str | None]:
    assert state.llm is not None
    answer = state.answer
    text = ""
    answer.llm_calls += 1
    try:
        with state.clock("llm_answer"):
            for chunk in state.llm.chat(
                messages, options={"temperature": 0.1}, cancel=state.cancel
            ):
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
    state.cancel.raise_if_cancelled()
    return text
