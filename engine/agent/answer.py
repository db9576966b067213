"""Prompts, reference parsing and citations; and the retrieval-only answer (quoted evidence)."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from engine.agent.context import Resource
from engine.config import resources_dir
from engine.retrieval.hybrid import QueryTerms, coverage
from engine.types import Citation, DocumentInfo, Hit

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
    )


# ---------------------------------------------------------------- retrieval-only answers


def quoted_answer(resources: list[Resource], terms: QueryTerms, limit: int = 4) -> str:
    """The best evidence itself, cited: passages quoted, table rows as rows, drawings with tags."""
    lines = ["Best matches in your manuals (retrieval only — quoted, not interpreted):", ""]
    for res in resources[:limit]:
        hit = res.hit
        lines.append(f"[{res.marker}] {hit.title} — {hit.doc_file}, page {hit.page}")
        if hit.type == "table":
            lines.extend(_best_rows(res.text, terms))
        elif hit.type == "diagram":
            tags = [lb.text for lb in hit.matched_labels] or []
            if tags:
                lines.append(f"  Shows {', '.join(dict.fromkeys(tags))} (outlined in the drawing).")
            labels = [lb.text for lb in hit.labels if len(lb.text) <= 40]
            if labels:
                lines.append("  Labels: " + ", ".join(list(dict.fromkeys(labels))[:30]))
        else:
            lines.extend(f"  > {ln}" for ln in _best_sentences(res.text, terms))
        lines.append("")
    return "\n".join(lines).rstrip()


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
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    if len(lines) <= keep:
        return lines
    scores = [coverage(terms, ln) for ln in lines]
    best = max(range(len(lines)), key=lambda i: scores[i])
    start = max(0, min(best - keep // 2, len(lines) - keep))
    return lines[start : start + keep]
