#!/usr/bin/env python3
"""Does ingest slow down as the library grows? The same made-up manuals ingested into an empty
library and into a big one (e.g. the library `bench/ship_library.py` built), back to back.

    python bench/ingest_growth.py --library /tmp/ship20/work/library [--manuals 2]

The manuals put into the big library are removed again afterwards.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.ship_library import SOURCES, drain, make_manual  # noqa: E402


def ingest_times(data: Path, pdfs: list[Path], remove: bool) -> list[float]:
    from engine.api import Engine
    from engine.config import EngineConfig

    seconds = []
    with Engine(EngineConfig(data_dir=data)) as eng:
        eng.warm_up()
        for pdf in pdfs:
            started = time.perf_counter()
            drain(eng.ingest([pdf], read_figures=False))
            seconds.append(time.perf_counter() - started)
            if remove:
                for doc in eng.documents():
                    if doc.file == pdf.name:
                        eng.remove(doc.doc_id)
    return seconds


def main() -> int:
    import pymupdf

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--library", type=Path, required=True, help="the big library")
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared")
    parser.add_argument("--manuals", type=int, default=2)
    args = parser.parse_args()
    sources = {name: pymupdf.open(args.shared / "corpus" / name) for name in SOURCES}
    with tempfile.TemporaryDirectory(prefix="shipmate-growth-") as tmp:
        work = Path(tmp)
        pdfs = []
        for k in range(args.manuals):
            pdf = work / f"growth_{k:02d}.pdf"
            make_manual(sources, 9_000 + k, random.Random(900 + k), pdf, 150)
            pdfs.append(pdf)
        pages = [pymupdf.open(p).page_count for p in pdfs]
        empty = ingest_times(work / "empty", pdfs, remove=False)
        big = ingest_times(args.library, pdfs, remove=True)
    for n, e, b in zip(pages, empty, big, strict=True):
        print(
            f"{n} pages: empty library {e:.1f} s ({n / e:.2f} pages/s), big library {b:.1f} s "
            f"({n / b:.2f} pages/s), big / empty {b / e:.2f}"
        )
    print(f"all: big / empty time {sum(big) / sum(empty):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
