"""Question benchmark: `python bench/ask_bench.py [--data-dir D]`.

On the corpus library (built into a temporary folder unless --data-dir holds one), runs the dev
questions: retrieval-only latency (the answer JSON's timings_ms.total, p50/p95; target p95 <= 200
ms), time from calling ask() to the first event (target <= 100 ms), and LLM calls per question with
an LLM present (a local fake Ollama whose replies always cite; target <= 1.2 on average).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.evaluation import load_questions  # noqa: E402
from engine.api import Engine  # noqa: E402
from engine.config import EngineConfig  # noqa: E402
from tests.doubles.fake_ollama import FakeOllama, FakeReply  # noqa: E402

CITING_REPLY = "From the manual: see [S1] [TABLE1] [DIAGRAM1]."


def drain(gen):  # type: ignore[no-untyped-def]
    first = None
    started = time.perf_counter()
    while True:
        try:
            next(gen)
            if first is None:
                first = (time.perf_counter() - started) * 1000
        except StopIteration as stop:
            return stop.value, first


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--data-dir", type=Path)
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    questions = [q["question"] for q in load_questions(args.shared / "eval")]
    with tempfile.TemporaryDirectory() as tmp, FakeOllama(models=["qwen2.5:3b"]) as server:
        data = args.data_dir or Path(tmp) / "lib"
        config = EngineConfig(data_dir=data, ollama_host=server.url, model="qwen2.5:3b")
        with Engine(config) as eng:
            if not eng.documents():
                print("building the corpus library (one-off, minutes)…", file=sys.stderr)
                drain(eng.ingest(sorted((args.shared / "corpus").glob("*.pdf"))))
            eng.warm_up()
            drain(eng.ask("warm-up: vacuum pump", no_llm=True))
            totals: list[float] = []
            firsts: list[float] = []
            cpu: list[
                float
            ] = []  # CPU time of all threads: steadier than wall time on a busy machine
            for _ in range(args.rounds):
                for question in questions:
                    started = time.process_time()
                    answer, first = drain(eng.ask(question, no_llm=True))
                    cpu.append((time.process_time() - started) * 1000)
                    totals.append(answer.timings_ms["total"])
                    firsts.append(first or 0.0)
            calls = []
            for question in questions:
                server.script(*[FakeReply(content=CITING_REPLY) for _ in range(4)])
                answer, _ = drain(eng.ask(question))
                calls.append(answer.llm_calls)
                server.clear_script()  # drop replies this question did not use
    print(
        f"retrieval-only question -> evidence: p50 {statistics.median(totals):.0f} ms, "
        f"p95 {pct(totals, 0.95):.0f} ms, max {max(totals):.0f} ms "
        f"({len(totals)} asks)"
    )
    print(
        f"CPU per question (all threads): p50 {statistics.median(cpu):.0f} ms, p95 {pct(cpu, 0.95):.0f} ms"
    )
    print(
        f"first event after ask(): p50 {statistics.median(firsts):.1f} ms, max {max(firsts):.1f} ms"
    )
    print(
        f"LLM calls per question (fake Ollama that cites): {sum(calls) / len(calls):.2f} "
        f"(max {max(calls)}, questions {len(calls)})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
