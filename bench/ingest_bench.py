"""Ingest benchmark: `python bench/ingest_bench.py [--ocr] [--shared ../shared]`.

Ingests the text-layer corpus manuals into a fresh temporary library and prints pages/s, time per
stage, the embedding-only time for the very same texts, their ratio, and peak RSS. With --ocr it
also ingests the scanned manual and prints seconds per OCR page.
Targets (2 cores): >= 3 pages/s for text-layer manuals; ingest <= 1.5 x embedding-only time;
<= 4 s per OCR page.
"""

from __future__ import annotations

import argparse
import resource
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from engine.api import Engine  # noqa: E402
from engine.config import EngineConfig  # noqa: E402
from engine.ingest.parse import ParseOptions  # noqa: E402

TEXT_LAYER = [
    "nsmv-evac-vacuum-system-om.pdf",
    "navy-neets-mod5-generators-motors.pdf",
    "nsmv-water-mist-pid.pdf",
]
SCANNED = "mma-machine-tool-manual-scanned.pdf"
EMBED_STEP = 64


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def run(
    files: list[Path], data: Path, options: ParseOptions | None = None
) -> tuple[list, float, float, Engine]:
    """Results, seconds until the last document was ready, seconds in all, the open engine."""
    eng = Engine(EngineConfig(data_dir=data)).open()
    eng.warm_up()  # model load is not ingest work: measured apart
    started = time.perf_counter()
    ready_at = started
    gen = eng.ingest(files, options=options)
    while True:
        try:
            progress = next(gen)
        except StopIteration as stop:
            results = stop.value
            break
        if progress.result is not None:
            ready_at = time.perf_counter()
    return results, ready_at - started, time.perf_counter() - started, eng


def embedding_only(eng: Engine) -> tuple[float, int]:
    """Time to embed exactly the texts the ingest embedded, in the same batches."""
    texts: list[str] = []
    for name in ("text_chunks", "tables", "schemas"):
        col = eng.library.vectors._collections[name]
        texts += col.get(include=["documents"])["documents"] or []
    started = time.perf_counter()
    for i in range(0, len(texts), EMBED_STEP):
        eng.embedder.encode(texts[i : i + EMBED_STEP])
    return time.perf_counter() - started, len(texts)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared")
    parser.add_argument("--ocr", action="store_true", help="also the scanned manual (slow)")
    args = parser.parse_args()
    corpus = args.shared / "corpus"
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        eng = Engine(EngineConfig(data_dir=Path(tmp) / "warm"))
        eng.warm_up()
        print(f"embedding model import + load: {time.perf_counter() - t0:.1f} s (once per process)")
        text_only = ParseOptions(tables=False, diagrams=False, ocr=False, entities=False)
        results, seconds, _, eng = run(
            [corpus / f for f in TEXT_LAYER], Path(tmp) / "text", text_only
        )
        pages = sum(r.pages for r in results)
        embed_s, n_texts = embedding_only(eng)
        eng.close()
        print(
            f"TEXT ONLY (sections + chunks + stores; tables, drawings, OCR off): {pages} pages "
            f"in {seconds:.1f} s = {pages / seconds:.2f} pages/s; embedding-only for the same "
            f"{n_texts} texts {embed_s:.1f} s; ratio {seconds / embed_s:.2f}"
        )
        results, seconds, wall, eng = run([corpus / f for f in TEXT_LAYER], Path(tmp) / "lib")
        pages = sum(r.pages for r in results)
        stages: dict[str, float] = defaultdict(float)
        for r in results:
            for k, v in r.stage_seconds.items():
                stages[k] += v
            print(
                f"  {Path(r.path).name}: {r.status}, {r.pages} pages, {r.text_chunks} chunks, "
                f"{r.tables} tables, {r.diagrams} diagrams, {r.entities} entities, "
                f"{r.seconds:.1f} s ({r.pages / max(r.seconds, 1e-9):.1f} pages/s)"
            )
        embed_s, n_texts = embedding_only(eng)
        eng.close()
        print(
            f"FULL (tables, drawings, entities, OCR of unreadable pages): {pages} pages ready in "
            f"{seconds:.1f} s = {pages / seconds:.2f} pages/s; raster figure labels are read "
            f"after that: batch done in {wall:.1f} s"
        )
        print("time per stage: " + ", ".join(f"{k} {v:.2f} s" for k, v in sorted(stages.items())))
        print(
            f"embedding-only for the same {n_texts} texts: {embed_s:.1f} s "
            f"({n_texts / embed_s:.1f} texts/s)"
        )
        print(f"ingest until ready / embedding-only: {seconds / embed_s:.2f}")
        if args.ocr:
            results, _, seconds, eng = run([corpus / SCANNED], Path(tmp) / "ocr")
            (r,) = results
            ocr_s = r.stage_seconds.get("ocr", 0.0)
            print(
                f"scanned manual: {r.pages} pages, {r.ocr_pages} OCR pages, {seconds:.1f} s total, "
                f"OCR {ocr_s / max(1, r.ocr_pages):.2f} s per page"
            )
            eng.close()
        print(f"peak RSS: {peak_rss_mb():.0f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
