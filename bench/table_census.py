"""Per corpus document: tables found by kind (ruled vector / read by OCR / borderless text layer),
pages read by OCR and their share, pages found rotated, parse time. No stores are touched.

    python bench/table_census.py [--docs a.pdf,b.pdf] [--show]

``--show`` prints each non-vector table's caption, header and first rows (to look for false
positives by eye; render the page to check).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"


def main() -> int:
    import pymupdf

    from engine.ingest.ocr import PageOcr
    from engine.ingest.parse import ParseOptions, parse_document
    from engine.store.assets import AssetStore

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--docs", default="", help="comma-separated file names (default: all)")
    ap.add_argument("--show", action="store_true")
    args = ap.parse_args()
    names = args.docs.split(",") if args.docs else sorted(p.name for p in CORPUS.glob("*.pdf"))
    ocr = PageOcr()
    ocr.warm_up()
    rows = []
    for name in names:
        pdf = pymupdf.open(CORPUS / name)
        assets = AssetStore(Path(tempfile.mkdtemp()) / "files")
        assets.open()
        started = time.perf_counter()
        steps = parse_document(
            pdf, "d", name, assets, lambda ts: [len(t.split()) for t in ts], ocr, ParseOptions()
        )
        while True:
            try:
                next(steps)
            except StopIteration as stop:
                parsed = stop.value
                break
        seconds = time.perf_counter() - started
        kinds = Counter(t.source for t in parsed.tables)
        rows.append((name, parsed, kinds, seconds))
        if args.show:
            for t in parsed.tables:
                if t.source != "vector":
                    print(f"  {name} p{t.pages} {t.source} {t.confidence:.2f} {t.caption[:60]!r}")
                    print(f"      header {t.header[:5]}")
                    for r in t.rows[:2]:
                        print(f"      {r[:5]}")
    print()
    print(
        f"{'document':42} {'pages':>5} {'vector':>6} {'ocr':>4} {'borderless':>10} "
        f"{'OCR pages':>9} {'share':>6} {'rotated':>8} {'seconds':>8}"
    )
    for name, parsed, kinds, seconds in rows:
        share = len(parsed.ocr_pages) / max(1, parsed.pages)
        print(
            f"{name:42} {parsed.pages:5} {kinds['vector']:6} {kinds['ocr']:4} "
            f"{kinds['borderless']:10} {len(parsed.ocr_pages):9} {share:6.0%} "
            f"{len(parsed.rotated_pages):8} {seconds:8.1f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
