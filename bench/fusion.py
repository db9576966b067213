"""Compare the ways of fusing text, table and drawing hits: `python bench/fusion.py --data-dir D`.

Runs the retrieval-only evaluation on the dev set and the tuning half of bench/questions for each
setting of engine.retrieval.tuning (FUSION "sum", and "rrf" for several RRF_K) and prints one
line per setting and question set. Never run on the held-out half: that is for the final figure.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.evaluation import load_question_file, load_questions, run_eval  # noqa: E402
from engine.api import Engine  # noqa: E402
from engine.config import EngineConfig  # noqa: E402
from engine.retrieval import tuning  # noqa: E402

SHARED = REPO.parent / "shared"
QUESTIONS = REPO / "bench" / "questions" / "questions.jsonl"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--rrf-k", type=float, nargs="*", default=[1.0, 2.0, 5.0, 10.0, 60.0])
    parser.add_argument("--share", type=float, nargs="*", help="tuning.EVERY_KIND_SHARE values")
    parser.add_argument(
        "--within", action="store_true", help="fusion within each kind (vector + BM25 ranks)"
    )
    args = parser.parse_args()
    sets = {
        "dev": load_questions(SHARED / "eval"),
        "tune": load_question_file(QUESTIONS, "tune"),
    }
    config = EngineConfig(data_dir=args.data_dir, ollama_host="http://127.0.0.1:9")
    settings = [("sum", 0.0)] + [("rrf", k) for k in args.rrf_k]
    if args.share:
        settings = [("share", x) for x in args.share]
    if args.within:
        settings = [("kind-sum", 0.0)] + [("kind-rrf", k) for k in args.rrf_k]
    with Engine(config) as eng:
        eng.warm_up()

        def ask(question: str):  # type: ignore[no-untyped-def]
            gen = eng.ask(question, no_llm=True)
            while True:
                try:
                    next(gen)
                except StopIteration as stop:
                    return stop.value

        for fusion, k in settings:
            if fusion == "share":
                tuning.EVERY_KIND_SHARE = k
            elif fusion.startswith("kind-"):
                tuning.KIND_FUSION, tuning.KIND_RRF_K = fusion[5:], k  # type: ignore[assignment]
            else:
                tuning.FUSION, tuning.RRF_K = fusion, k  # type: ignore[assignment]
            for name, questions in sets.items():
                d = run_eval(ask, questions).as_dict()
                kinds = " ".join(f"{kk} {v:.2f}" for kk, v in d["hit@5_by_kind"].items())
                print(
                    f"{fusion:8} k={k:<4g} {name:4} hit@1 {d['hit@1']:.3f} hit@3 {d['hit@3']:.3f} "
                    f"hit@5 {d['hit@5']:.3f} ({kinds}; codes {d['hit@5_codes']:.2f}) "
                    f"declined {d['negatives_declined']} false {len(d['false_declines'])}",
                    flush=True,
                )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
