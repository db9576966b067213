"""The answer path against a real model: `python bench/llm_answers.py --ollama-host URL --model M`.

Runs questions through the full path (retrieval, sized prompt, streamed answer, marker and number
checks) against a real Ollama-API server — e.g. ../shared/tools/real-llm/serve_real.py serving a
GGUF model — and prints per question and in total:

- time to first evidence (the "evidence" event) and to first token, total time (ms / s);
- prompt tokens (as the server counted them);
- fact recall in the answer text (the question's expected facts, case/space-insensitive);
- citations: markers the model wrote, how many named no resource (invented, dropped), whether
  the final answer cites at least one valid source;
- numbers/tags unverified (in none of the cited sources);
- false declines with strong evidence (the model said "not in the documentation" while retrieval
  was strong — the evidence was shown instead) and whether strong evidence was shown whenever the
  model declined, failed or timed out.

Questions: bench/questions/questions.jsonl and ../shared/eval/dev_questions.jsonl (same format);
pick some with --ids or --docs/--limit. Without --data-dir, a library of the questions' documents
is built in a temporary folder from ../shared/corpus. Not in CI: each question takes a minute or
two on a CPU.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from engine.agent.markers import read_markers  # noqa: E402
from engine.api import Engine  # noqa: E402
from engine.config import EngineConfig  # noqa: E402

SHARED = REPO.parent / "shared"
DEFAULT_FILES = [REPO / "bench/questions/questions.jsonl", SHARED / "eval/dev_questions.jsonl"]


def load(files: list[Path]) -> list[dict[str, Any]]:
    out = []
    for path in files:
        for line in path.read_text("utf-8").splitlines():
            if line.strip():
                out.append(json.loads(line))
    return out


def pick(questions: list[dict[str, Any]], args: argparse.Namespace) -> list[dict[str, Any]]:
    if args.ids:
        wanted = args.ids.split(",")
        by_id = {q["id"]: q for q in questions}
        return [by_id[i] for i in wanted if i in by_id]
    docs = [d for d in (args.docs or "").split(",") if d]
    chosen = [
        q
        for q in questions
        if q["intent"] != "chat" and (not docs or any(d in (q["doc"] or "") for d in docs))
    ]
    return chosen[: args.limit]


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def run_one(eng: Engine, q: dict[str, Any]) -> dict[str, Any]:
    started = time.perf_counter()
    first_evidence = first_token = None
    raw = ""
    gen = eng.ask(q["question"])
    while True:
        try:
            event = next(gen)
        except StopIteration as stop:
            answer = stop.value
            break
        now = (time.perf_counter() - started) * 1000
        if event.kind == "evidence" and first_evidence is None:
            first_evidence = now
        if event.kind == "token":
            raw += event.message
            if first_token is None:
                first_token = now
    total = (time.perf_counter() - started) * 1000
    resources = [c.marker for c in answer.citations + answer.consulted]
    written = read_markers(raw, resources, {}) if raw else None
    facts = q.get("facts") or []
    found = [f for f in facts if norm(f) in norm(answer.answer_text)]
    llm_text_shown = answer.mode == "llm" and not answer.model_declined
    model_gave_up = answer.model_declined or (
        answer.mode == "retrieval-only" and answer.mode_reason.startswith(("it ", "its ", "Ollama"))
    )
    return {
        "id": q["id"],
        "question": q["question"],
        "negative": q["doc"] is None,
        "first_evidence_ms": round(first_evidence, 1) if first_evidence is not None else None,
        "first_token_s": round(first_token / 1000, 1) if first_token is not None else None,
        "total_s": round(total / 1000, 1),
        "prompt_tokens": answer.prompt_tokens,
        "fact_recall": round(len(found) / len(facts), 2) if facts else None,
        "facts_missing": [f for f in facts if f not in found],
        "markers_written": len(written.cited) + len(written.invented) if written else 0,
        "markers_invented": written.invented if written else [],
        "cited": bool(answer.citations),
        "consulted_only": bool(answer.consulted) and not answer.citations,
        "unverified": [u["text"] for u in answer.unverified],
        "model_declined": answer.model_declined,
        "declined": answer.declined,
        "model_gave_up": model_gave_up,
        "evidence_shown_when_model_gave_up": (not model_gave_up)
        or bool(answer.citations and "here is what the manuals say" in answer.answer_text),
        "llm_text_shown": llm_text_shown,
        "incomplete": answer.incomplete,
        "mode": answer.mode,
        "mode_reason": answer.mode_reason,
        "llm_calls": answer.llm_calls,
        "answer_text": answer.answer_text,
        "raw_model_text": raw,
    }


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    answerable = [r for r in rows if not r["negative"]]
    recalls = [r["fact_recall"] for r in answerable if r["fact_recall"] is not None]
    with_llm_text = [r for r in rows if r["llm_text_shown"]]
    token_times = [r["first_token_s"] for r in rows if r["first_token_s"] is not None]
    evidence_times = [r["first_evidence_ms"] for r in rows if r["first_evidence_ms"] is not None]
    gave_up = [r for r in rows if r["model_gave_up"]]
    return {
        "questions": len(rows),
        "first_evidence_ms_max": max(evidence_times) if evidence_times else None,
        "first_token_s_median": sorted(token_times)[len(token_times) // 2] if token_times else None,
        "first_token_s_max": max(token_times) if token_times else None,
        "total_s_sum": round(sum(r["total_s"] for r in rows), 1),
        "prompt_tokens_mean": round(sum(r["prompt_tokens"] for r in rows) / max(1, len(rows))),
        "fact_recall_mean": round(sum(recalls) / len(recalls), 2) if recalls else None,
        "answers_with_model_text": len(with_llm_text),
        "of_those_citing_a_valid_source": sum(1 for r in with_llm_text if r["cited"]),
        "of_those_sources_consulted_only": sum(1 for r in with_llm_text if r["consulted_only"]),
        "invented_markers_dropped": sum(len(r["markers_invented"]) for r in rows),
        "numbers_unverified": sum(len(r["unverified"]) for r in rows),
        "false_declines_with_strong_evidence": sum(1 for r in answerable if r["model_declined"]),
        "model_gave_up": len(gave_up),
        "evidence_shown_when_model_gave_up": sum(
            1 for r in gave_up if r["evidence_shown_when_model_gave_up"]
        ),
        "llm_calls": sum(r["llm_calls"] for r in rows),
    }


def build_library(data: Path, questions: list[dict[str, Any]], corpus: Path) -> None:
    docs = sorted({q["doc"] for q in questions if q["doc"]})
    with Engine(EngineConfig(data_dir=data)) as eng:
        for _progress in eng.ingest([corpus / d for d in docs]):
            pass


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ollama-host", required=True)
    parser.add_argument("--model", required=True)
    parser.add_argument("--questions", type=Path, action="append")
    parser.add_argument("--ids", help="comma-separated question ids")
    parser.add_argument("--docs", help="only questions on documents whose name contains these")
    parser.add_argument("--limit", type=int, default=8)
    parser.add_argument("--data-dir", type=Path, help="a library holding the documents")
    parser.add_argument("--corpus", type=Path, default=SHARED / "corpus")
    parser.add_argument("--out", type=Path, help="write every row and the summary as JSON")
    args = parser.parse_args()

    questions = pick(load(args.questions or DEFAULT_FILES), args)
    if not questions:
        print("no questions selected", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="shipmate-llm-bench-") as tmp:
        data = args.data_dir or Path(tmp) / "lib"
        if args.data_dir is None:
            print(f"building a library of the questions' documents in {data} …", file=sys.stderr)
            build_library(data, questions, args.corpus)
        config = EngineConfig.from_env(
            data_dir=data, ollama_host=args.ollama_host, model=args.model
        )
        rows = []
        with Engine(config) as eng:
            eng.open()
            eng.warm_up()  # the search model, as the app loads it at start (not timed)
            for q in questions:
                row = run_one(eng, q)
                rows.append(row)
                print(
                    f"{row['id']:>8}  evidence {row['first_evidence_ms']} ms  "
                    f"first token {row['first_token_s']} s  total {row['total_s']} s  "
                    f"prompt {row['prompt_tokens']} tok  recall {row['fact_recall']}  "
                    f"markers {row['markers_written']} (invented {len(row['markers_invented'])})"
                    f"  cited {row['cited']}  unverified {row['unverified']}  "
                    f"model declined {row['model_declined']}  mode {row['mode']}",
                    flush=True,
                )
        total = summary(rows)
    print(json.dumps(total, indent=2))
    if args.out:
        args.out.write_text(json.dumps({"summary": total, "rows": rows}, indent=2), "utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
