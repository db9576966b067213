"""Score retrieval on the dev question set: `python bench/eval_dev.py --data-dir D [--build]`.

With --build, the four corpus PDFs are ingested into D first (D must be empty or missing).
Prints per-question rows and a JSON summary (hit@k overall and per kind, fact recall, negatives
declined, latency p50/p95). Retrieval-only (no LLM), as the eval README prescribes for recall.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.evaluation import load_question_file, load_questions, run_eval  # noqa: E402
from engine.api import Engine  # noqa: E402
from engine.config import EngineConfig  # noqa: E402

SHARED = REPO.parent / "shared"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--build", action="store_true", help="ingest the corpus first")
    parser.add_argument("--shared", type=Path, default=SHARED)
    parser.add_argument(
        "--questions",
        type=Path,
        help="another question file (e.g. bench/questions/questions.jsonl)",
    )
    parser.add_argument(
        "--half", choices=["all", "tune", "held"], default="all", help="half of the fixed split"
    )
    parser.add_argument(
        "--extra",
        type=Path,
        action="append",
        default=[],
        help="a question file added whole, never split (e.g. bench/questions/tune_extra.jsonl)",
    )
    args = parser.parse_args()
    if not args.build and not (args.data_dir / "library.sqlite").exists():
        parser.error(f"no library in {args.data_dir}: add --build to ingest the corpus there")
    config = EngineConfig(data_dir=args.data_dir, ollama_host="http://127.0.0.1:9")
    with Engine(config) as eng:
        if args.build:
            gen = eng.ingest(sorted((args.shared / "corpus").glob("*.pdf")))
            for progress in gen:
                if progress.result:
                    print(
                        f"  {progress.file}: {progress.result.status} "
                        f"{progress.result.seconds:.1f}s",
                        file=sys.stderr,
                    )
        eng.warm_up()

        def ask(question: str):  # type: ignore[no-untyped-def]
            gen = eng.ask(question, no_llm=True)
            while True:
                try:
                    next(gen)
                except StopIteration as stop:
                    return stop.value

        ask("warm-up question about the vacuum pump")
        questions = (
            load_question_file(args.questions, args.half)
            if args.questions
            else load_questions(args.shared / "eval")
        )
        for extra in args.extra:
            questions += load_question_file(extra)
        report = run_eval(ask, questions)
    for r in report.results:
        mark = "HIT " if r.hit_at[5] else ("neg " if r.negative else "chat" if r.chat else "MISS")
        recall = "-" if r.fact_recall is None else f"{r.fact_recall:.2f}"
        flags = " declined" if r.declined else ""
        print(
            f"{r.qid} {mark} {r.kind:7} intent={r.intent:6} facts={recall} "
            f"{r.total_ms:6.0f}ms{flags}  {' '.join(r.top[:3])}"
        )
    print(json.dumps(report.as_dict(), indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
