"""Score the engine on the verified dev questions (../shared/eval), by the set's own rule.

Hit@k: one of the first k evidence items is from the expected document and page (a table for
table questions, a figure for diagram questions, any kind for text). Fact recall: share of the
expected facts found (case-insensitive, whitespace collapsed) in the answer, or in the evidence
text for retrieval-only runs. Negatives must be declined; chat inputs must call no tools.
"""

from __future__ import annotations

import json
import re
import statistics
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.types import Answer

KIND_TO_TYPE = {"table": "table", "diagram": "diagram"}


@dataclass
class QuestionResult:
    qid: str
    question: str
    kind: str
    intent_expected: str
    intent: str
    hit_at: dict[int, bool]
    fact_recall: float | None
    declined: bool
    tool_calls: int
    llm_calls: int
    total_ms: float
    negative: bool
    chat: bool
    top: list[str] = field(default_factory=list)
    codes: bool = False  # the question names equipment codes
    structural: bool = False  # the question names a chapter or section


@dataclass
class Report:
    results: list[QuestionResult]

    def _scored(self) -> list[QuestionResult]:
        return [r for r in self.results if not r.negative and not r.chat]

    def hit_rate(self, k: int = 5, kind: str | None = None, subset: str | None = None) -> float:
        rows = [r for r in self._scored() if kind is None or r.kind == kind]
        if subset is not None:
            rows = [r for r in rows if getattr(r, subset)]
        return sum(r.hit_at[k] for r in rows) / len(rows) if rows else 0.0

    def subset_size(self, subset: str) -> int:
        return sum(1 for r in self._scored() if getattr(r, subset))

    def intent_accuracy(self) -> float:
        rows = [r for r in self.results if r.intent_expected]
        return sum(r.intent == r.intent_expected for r in rows) / max(1, len(rows))

    def fact_recall(self, kind: str | None = None) -> float:
        rows = [r for r in self._scored() if (kind is None or r.kind == kind)]
        vals = [r.fact_recall for r in rows if r.fact_recall is not None]
        return sum(vals) / len(vals) if vals else 0.0

    def negatives_declined(self) -> tuple[int, int]:
        rows = [r for r in self.results if r.negative]
        return sum(r.declined for r in rows), len(rows)

    def chat_without_tools(self) -> tuple[int, int]:
        rows = [r for r in self.results if r.chat]
        return sum(r.tool_calls == 0 for r in rows), len(rows)

    def false_declines(self) -> list[str]:
        return [r.qid for r in self._scored() if r.declined]

    def latency(self) -> tuple[float, float]:
        times = sorted(r.total_ms for r in self.results if not r.chat)
        if not times:
            return 0.0, 0.0
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
        return statistics.median(times), p95

    def as_dict(self) -> dict[str, Any]:
        kinds = sorted({r.kind for r in self._scored()})
        neg = self.negatives_declined()
        chat = self.chat_without_tools()
        p50, p95 = self.latency()
        return {
            "questions": len(self.results),
            "hit@1": round(self.hit_rate(1), 3),
            "hit@3": round(self.hit_rate(3), 3),
            "hit@5": round(self.hit_rate(5), 3),
            "hit@5_by_kind": {k: round(self.hit_rate(5, k), 3) for k in kinds},
            "hit@5_codes": round(self.hit_rate(5, subset="codes"), 3),
            "codes_questions": self.subset_size("codes"),
            "hit@5_structural": round(self.hit_rate(5, subset="structural"), 3),
            "structural_questions": self.subset_size("structural"),
            "intent_accuracy": round(self.intent_accuracy(), 3),
            "fact_recall": round(self.fact_recall(), 3),
            "fact_recall_by_kind": {k: round(self.fact_recall(k), 3) for k in kinds},
            "negatives_declined": f"{neg[0]}/{neg[1]}",
            "chat_without_tools": f"{chat[0]}/{chat[1]}",
            "false_declines": self.false_declines(),
            "latency_ms_p50": round(p50, 1),
            "latency_ms_p95": round(p95, 1),
            "llm_calls_per_question": round(
                sum(r.llm_calls for r in self.results) / max(1, len(self.results)), 2
            ),
            "misses@5": [r.qid for r in self._scored() if not r.hit_at[5]],
        }


def drain(gen):  # type: ignore[no-untyped-def]
    """Run an engine generator (ingest, ask) to its end: (the events it yielded, its value)."""
    events = []
    while True:
        try:
            events.append(next(gen))
        except StopIteration as stop:
            return events, stop.value


def load_questions(eval_dir: Path) -> list[dict[str, Any]]:
    return load_question_file(eval_dir / "dev_questions.jsonl")


def load_question_file(path: Path, half: str = "all") -> list[dict[str, Any]]:
    """Questions of a JSONL file; ``half`` "tune" or "held" keeps one half of the fixed split of
    bench/questions (split.py's rule, decided before any measurement)."""
    lines = path.read_text("utf-8").splitlines()
    questions = [json.loads(line) for line in lines if line.strip()]
    if half == "all":
        return questions
    from bench.questions.split import stratified_split

    halves = stratified_split(questions)
    return [q for q in questions if halves[q["id"]] == half]


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def score_answer(q: dict[str, Any], answer: Answer, retrieval_only: bool) -> QuestionResult:
    negative = q["doc"] is None and q["intent"] != "chat"
    chat = q["intent"] == "chat"
    wanted_type = KIND_TO_TYPE.get(q["kind"])
    hit_at: dict[int, bool] = {}
    for k in (1, 3, 5, 10):
        hit_at[k] = any(
            h.doc_file == q["doc"]
            and h.page in q["pages"]
            and (wanted_type is None or h.type == wanted_type)
            for h in answer.evidence[:k]
        )
    source = " ".join(h.text for h in answer.evidence) if retrieval_only else answer.answer_text
    recall = None
    if q["facts"]:
        text = _norm(source)
        recall = sum(_norm(f) in text for f in q["facts"]) / len(q["facts"])
    return QuestionResult(
        qid=q["id"],
        question=q["question"],
        kind=q["kind"],
        intent_expected=q["intent"],
        intent=answer.intent,
        hit_at=hit_at,
        fact_recall=recall,
        declined=answer.declined,
        tool_calls=len(answer.tool_calls),
        llm_calls=answer.llm_calls,
        total_ms=answer.timings_ms.get("total", 0.0),
        negative=negative,
        chat=chat,
        top=[f"{h.type}:{h.doc_file[:12]}:p{h.page}:{h.score:.2f}" for h in answer.evidence[:5]],
        codes=bool(q.get("codes")),
        structural=bool(q.get("structural")),
    )


def run_eval(
    ask: Callable[[str], Answer], questions: list[dict[str, Any]], retrieval_only: bool = True
) -> Report:
    results = [score_answer(q, ask(q["question"]), retrieval_only) for q in questions]
    return Report(results)
