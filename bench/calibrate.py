"""Relevance calibration on the dev set: `python bench/calibrate.py --data-dir D`.

For each dev question (retrieval-only): the best evidence score, the best cosine and the share of
the question's informative words the library never uses. Prints them for answerable questions and
negatives side by side, so the thresholds of engine/agent/relevance.py (tuning.RELEVANCE_*) can be
set between them ("relevance" is the match less a part of the absent share, which is printed
beside it).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.evaluation import load_question_file, load_questions  # noqa: E402
from engine.api import Engine  # noqa: E402
from engine.config import EngineConfig  # noqa: E402
from engine.retrieval.hybrid import query_terms  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared")
    parser.add_argument(
        "--questions", type=Path, help="add this question file (bench/questions/questions.jsonl)"
    )
    parser.add_argument("--half", choices=["all", "tune", "held"], default="tune")
    args = parser.parse_args()
    questions = load_questions(args.shared / "eval")
    if args.questions:
        questions += load_question_file(args.questions, args.half)
    rows = []
    with Engine(EngineConfig(data_dir=args.data_dir, ollama_host="http://127.0.0.1:9")) as eng:
        eng.warm_up()
        for q in questions:
            if q["intent"] == "chat":
                continue
            gen = eng.ask(q["question"], no_llm=True)
            while True:
                try:
                    next(gen)
                except StopIteration as stop:
                    answer = stop.value
                    break
            terms = query_terms(eng.library, q["question"])
            df, _ = eng.library.keywords.document_frequency(list(terms.terms))
            absent = sum(w for t, w in terms.weights.items() if not df.get(t)) / terms.total
            best = max((h.score for h in answer.evidence), default=0.0)
            cos = max((h.cosine for h in answer.evidence), default=0.0)
            rows.append(
                (
                    q["doc"] is None,
                    q["id"],
                    best,
                    cos,
                    absent,
                    [t for t in terms.terms if not df.get(t)],
                    answer.relevance,
                )
            )
    for negative, qid, best, cos, absent, missing, rel in sorted(rows, key=lambda r: (r[0], r[6])):
        kind = "NEG" if negative else "pos"
        print(
            f"{kind} {qid} relevance={rel:.3f} score={best:.3f} cosine={cos:.3f} "
            f"absent={absent:.2f} {missing}"
        )
    pos = [r for r in rows if not r[0]]
    neg = [r for r in rows if r[0]]
    low, high = min(r[6] for r in pos), max(r[6] for r in neg)
    print(
        f"relevance: min answerable {low:.3f}, max negative {high:.3f} "
        f"-> threshold midway {(low + high) / 2:.3f}"
    )
    print(
        f"score: min answerable {min(r[2] for r in pos):.3f}, max negative {max(r[2] for r in neg):.3f}"
    )
    print(
        f"cosine: min answerable {min(r[3] for r in pos):.3f}, max negative {max(r[3] for r in neg):.3f}"
    )
    print(
        f"absent share: max answerable {max(r[4] for r in pos):.2f}, min negative {min(r[4] for r in neg):.2f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
