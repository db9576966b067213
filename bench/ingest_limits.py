"""Ingest limits: `python bench/ingest_limits.py [--pages 2000]`.

Builds three hostile PDFs and ingests each in a fresh library, printing time, the longest gap
between progress events and the peak RSS of the process:
- a long manual (default 2,000 text pages with numbered sections and a ruled table every 10 pages),
- a page carrying a 10,000 x 10,000 px image,
- a page with 5,000 tiny vector drawings.
"""

from __future__ import annotations

import argparse
import resource
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from engine.api import Engine  # noqa: E402
from engine.config import EngineConfig  # noqa: E402

PARA = (
    "Check the lubricating oil level of the separator gearbox daily through the sight glass and "
    "top up with the oil grade given in the lubrication chart. Record running hours in the log. "
)


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def long_manual(path: Path, pages: int) -> Path:
    import pymupdf

    doc = pymupdf.open()
    for n in range(pages):
        page = doc.new_page()
        chapter, section = divmod(n, 10)
        page.insert_text(
            (72, 80),
            f"{chapter + 1}.{section + 1} Maintenance item {n + 1}",
            fontsize=13,
            fontname="hebo",
        )
        page.insert_textbox(pymupdf.Rect(72, 100, 520, 500), PARA * 6, fontsize=10)
        if section == 0:
            for r in range(5):
                for c in range(3):
                    rect = pymupdf.Rect(72 + c * 150, 520 + r * 20, 222 + c * 150, 540 + r * 20)
                    page.draw_rect(rect, width=0.6)
                    page.insert_text((rect.x0 + 3, rect.y1 - 6), f"R{r}C{c} {n}", fontsize=8)
    doc.save(path)
    doc.close()
    return path


def huge_image(path: Path) -> Path:
    import numpy as np
    import pymupdf

    side = 10_000
    pixels = np.full((side, side), 255, dtype=np.uint8)
    pixels[::50, :] = 0
    pixels[:, ::50] = 0
    pix = pymupdf.Pixmap(pymupdf.csGRAY, side, side, pixels.tobytes(), False)
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 60), "Figure 1 Deck plan", fontsize=11)
    page.insert_image(pymupdf.Rect(72, 80, 520, 528), pixmap=pix)
    doc.save(path, deflate=True)
    doc.close()
    return path


def tiny_drawings(path: Path, count: int = 5000) -> Path:
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 60), "Figure 2 Cable tray layout", fontsize=11)
    for i in range(count):
        x = 72 + (i % 100) * 4.5
        y = 80 + (i // 100) * 9
        page.draw_line((x, y), (x + 2, y + 2), width=0.3)
    doc.save(path)
    doc.close()
    return path


def ingest(path: Path, data: Path) -> None:
    with Engine(EngineConfig(data_dir=data)) as eng:
        eng.warm_up()
        started = last = time.perf_counter()
        worst_gap = 0.0
        gen = eng.ingest([path])
        while True:
            try:
                next(gen)
            except StopIteration as stop:
                (result,) = stop.value
                break
            now = time.perf_counter()
            worst_gap = max(worst_gap, now - last)
            last = now
        seconds = time.perf_counter() - started
    print(
        f"{path.name}: {result.status} {result.error or ''} {result.pages} pages, "
        f"{result.text_chunks} chunks, {result.tables} tables, {result.diagrams} diagrams in "
        f"{seconds:.1f} s; longest gap between progress events {worst_gap:.1f} s; "
        f"peak RSS so far {rss_mb():.0f} MB"
    )


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", type=int, default=2000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for i, make in enumerate(
            (
                lambda p: huge_image(p / "huge-image.pdf"),
                lambda p: tiny_drawings(p / "tiny-drawings.pdf"),
                lambda p: long_manual(p / f"long-{args.pages}-pages.pdf", args.pages),
            )
        ):
            pdf = make(root)
            ingest(pdf, root / f"lib{i}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
