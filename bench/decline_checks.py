"""Which check declined each question, with its relevance: how often each decline check is right.

    bench/decline_checks.py --data-dir D --questions F [F ...]

Asks every question of the files (retrieval-only) on the library in D and prints, per question,
its id, status (HIT / MISS for answerable questions, FALSEDEC when one is declined, neg-ok /
NEG-MISS for negatives), the relevance of its evidence, the best cosine and best score, and the
step of the check that declined it; then per check family the negatives it declined and the
answerable questions it declined. Stop 21 ran it with the code each held-out set was first run
with (git worktree of that commit) to count the checks' first-run precision (README, "Stop 21").
For the generated manuals, `bench/other_makers.py --set S --work DIR --keep` builds the library.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.evaluation import drain

FAMILIES = (
    ("No manual mentions", "absent"),
    ("Nothing relevant", "relevance"),
    ("No steps", "steps"),
    ("other conditions", "condition"),
    ("do not say which", "choice"),
    ("drawing found", "drawing"),
    ("another one", "ordinal"),
    ("in the passages found", "quantity"),
)


def family(step: str) -> str:
    return next((name for mark, name in FAMILIES if mark in step), step[:30])


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--questions", type=Path, nargs="+", required=True)
    args = parser.parse_args()
    from engine.api import Engine
    from engine.config import EngineConfig

    questions = [
        json.loads(line)
        for f in args.questions
        for line in f.read_text("utf-8").splitlines()
        if line.strip()
    ]
    counts: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0])
    config = EngineConfig(data_dir=args.data_dir, ollama_host="http://127.0.0.1:9")
    with Engine(config) as eng:
        eng.warm_up()
        drain(eng.ask("warm-up question about the pump", no_llm=True))
        for q in questions:
            if q.get("intent") == "chat":
                continue
            events, answer = drain(eng.ask(q["question"], no_llm=True))
            negative = q["doc"] is None
            step = ""
            if answer.declined:
                steps = [e.message for e in events if e.kind == "context"]
                step = steps[-1] if steps else "?"
                counts[family(step)][0 if negative else 1] += 1
            hit = any(h.doc_file == q["doc"] and h.page in q["pages"] for h in answer.evidence[:5])
            if negative:
                status = "neg-ok" if answer.declined else "NEG-MISS"
            else:
                status = "FALSEDEC" if answer.declined else ("HIT" if hit else "MISS")
            cosine = max((h.cosine for h in answer.evidence), default=0.0)
            best = max((h.score for h in answer.evidence), default=0.0)
            print(
                f"{q['id']}\t{status}\t{answer.relevance:.3f}\t{cosine:.3f}\t{best:.3f}\t{step}",
                flush=True,
            )
    print(json.dumps({k: {"negatives": v[0], "answerable": v[1]} for k, v in counts.items()}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
