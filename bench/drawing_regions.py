"""Does a question about a spot on a big drawing cite that spot? Prints, per drawing question whose
drawing has region items (engine.index_text.drawing_regions), the cited region and its labels, and
the share of those questions whose region (or outlined labels) holds one of the question's facts (a label on the page).

    PYTHONPATH=. python bench/drawing_regions.py --data-dir D [--questions F --half tune]

Run on the dev set and the tuning half only; never on the held-out half while tuning.
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
from engine.index_text.drawing_regions import label_regions  # noqa: E402

SHARED = REPO.parent / "shared"


def _inside(box: tuple[float, ...], frame: tuple[float, ...]) -> bool:
    x, y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return frame[0] <= x <= frame[2] and frame[1] <= y <= frame[3]


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--questions", type=Path)
    parser.add_argument("--half", choices=["all", "tune"], default="all")
    args = parser.parse_args()
    questions = (
        load_question_file(args.questions, args.half)
        if args.questions
        else load_questions(SHARED / "eval")
    )
    config = EngineConfig(data_dir=args.data_dir, ollama_host="http://127.0.0.1:9")
    asked = spot = 0
    with Engine(config) as eng:
        lib = eng.library
        big = {}
        for doc in lib.records.documents():
            for d in lib.records.diagrams_of(doc.doc_id):
                if label_regions(d.labels):
                    big[(doc.file, d.page)] = d
        for q in questions:
            if q.get("kind") != "diagram" or not any((q["doc"], p) in big for p in q["pages"]):
                continue
            gen = eng.ask(q["question"], no_llm=True)
            while True:
                try:
                    next(gen)
                except StopIteration as stop:
                    answer = stop.value
                    break
            hit = next(
                (
                    h
                    for h in answer.evidence[:5]
                    if h.type == "diagram" and (h.doc_file, h.page) in big
                ),
                None,
            )
            asked += 1
            if hit is None or hit.region is None:
                print(f"{q['id']} no region hit in the first five: {q['question']}")
                continue
            inside = [lb.text for lb in hit.labels if _inside(lb.bbox, hit.region)]
            inside += [lb.text for lb in hit.matched_labels]
            facts = [f for f in q.get("facts", []) if any(_norm(f) in _norm(t) for t in inside)]
            spot += bool(facts)
            mark = "SPOT" if facts else "away"
            print(f"{q['id']} {mark} {q['question']!r}")
            print(f"    region {tuple(round(v) for v in hit.region)}: {', '.join(inside)[:160]}")
            print(
                f"    outlined: {[lb.text for lb in hit.matched_labels]}  facts: {q.get('facts')}"
            )
    print(f"questions on big drawings: {asked}; cited region holds a fact: {spot}/{asked}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
