"""Self-check of the picture-table reader against the corpus's ruled vector tables.

(The reference set: ruled tables with a header row or a "Table N" caption; ``--all`` adds every
ruled box ``find_tables`` returns, such as terminal blocks of wiring drawings.)

Every ruled table of the Evac and HDEC 2000 manuals is read twice: from the text layer (the
reference, ``find_page_tables``) and from a 150 dpi picture of the same region run through the
OCR table path (``PageOcr.read_region_oriented`` + ``ocr_tables``) — upright, turned 90 degrees,
and with its ruling lines erased. Prints per-table figures and totals:

- cell accuracy: share of the reference's non-empty cells (NFKC, lower case, spaces collapsed)
  found among the picture table's cells (as a multiset);
- shape: the picture table has the reference's column count and row count (header rows + body).

    python bench/picture_tables.py [--limit N] [--variants upright,rot90,nolines] [--docs a.pdf,...]
        [--cache DIR]   (keeps what OCR read per table and variant, so table reading can be re-run
                         in seconds; the time column then shows only the table reading)
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
import unicodedata
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"
DOCS = ["nsmv-evac-vacuum-system-om.pdf", "hyundai-hdec2000-excitation-manual.pdf"]
DPI = 150
ITEM_SEP = "; "  # engine.index_text.tables.ITEM_SEP
BAND_PX = 7  # px at 150 dpi: ruling lines are 1-3 px thick, a shaded header band 20+ px


_BULLETS = set("•·▪●◦‣∙■□➢►")


def norm(text: str) -> str:
    """NFKC, lower case, spaces collapsed; list-item marks left out: a bullet the PDF draws as a
    graphic is not in the reference's text but OCR reads it ("•", "·", "."), and the readers
    write the items of a cell joined by "; " where the reference may have spaces."""
    text = unicodedata.normalize("NFKC", text).lower().replace(ITEM_SEP, " ")
    return " ".join(w for w in text.split() if not (w in _BULLETS or w == "."))


def cells_of(header: list[str], rows: list[list[str]]) -> list[str]:
    out = [norm(c) for c in header if norm(c)]
    for row in rows:
        for cell in row:
            for part in cell.split("\n"):
                if norm(part):
                    out.append(norm(part))
    return out


def accuracy(reference: list[str], found: list[str]) -> float:
    """Share of reference cells found; a reference cell split over several picture cells (a
    wrapped line read as its own row) counts when its words all occur in order in one column
    text of the picture table."""
    pool = Counter(found)
    hit = 0
    joined = " ".join(found)
    for cell in reference:
        if pool[cell] > 0:
            pool[cell] -= 1
            hit += 1
        elif cell in joined:
            hit += 1
    return hit / max(1, len(reference))


def picture_page(page, bbox, variant: str):  # type: ignore[no-untyped-def]
    """A one-page PDF holding only a picture of ``bbox`` (the variant applied)."""
    import cv2
    import numpy as np
    import pymupdf

    clip = pymupdf.Rect(bbox)
    clip = pymupdf.Rect(clip.x0 - 4, clip.y0 - 4, clip.x1 + 4, clip.y1 + 4)
    pix = page.get_pixmap(dpi=DPI, clip=clip, colorspace=pymupdf.csGRAY)
    img = np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.stride)[:, : pix.width]
    img = img.copy()
    if variant == "nolines":
        # Ruling lines go; shaded bands (a header row's fill, its white text) stay: erasing a
        # band with its lines leaves the header's white letters on white, which no reader can
        # read, and a borderless table printed with a shaded header keeps its shading.
        dark = (img < 160).astype(np.uint8)
        band = cv2.morphologyEx(dark, cv2.MORPH_OPEN, np.ones((BAND_PX, 40), np.uint8))
        band = cv2.morphologyEx(band, cv2.MORPH_CLOSE, np.ones((BAND_PX, BAND_PX), np.uint8))
        keep = cv2.dilate(band, np.ones((5, 5), np.uint8)) > 0
        for kernel in ((40, 1), (1, 40)):
            lines = cv2.morphologyEx(dark, cv2.MORPH_OPEN, np.ones(kernel[::-1], np.uint8))
            img[(cv2.dilate(lines, np.ones((3, 3), np.uint8)) > 0) & ~keep] = 255
    if variant == "rot90":
        img = np.ascontiguousarray(np.rot90(img, 1))
    h, w = img.shape
    doc = pymupdf.open()
    out = doc.new_page(width=w * 72 / DPI, height=h * 72 / DPI)
    samples = pymupdf.Pixmap(pymupdf.csGRAY, w, h, img.tobytes(), False)
    out.insert_image(out.rect, pixmap=samples)
    return doc


def main() -> int:
    import pymupdf

    from engine.ingest.aligned_tables import ocr_tables
    from engine.ingest.ocr import PageOcr
    from engine.ingest.tables import CAPTION_RE, find_page_tables

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--limit", type=int, default=0, help="at most N tables per document")
    ap.add_argument("--variants", default="upright,rot90,nolines")
    ap.add_argument("--docs", default=",".join(DOCS))
    ap.add_argument(
        "--all",
        action="store_true",
        help="every ruled box find_tables returns (default: those with a header row or a "
        '"Table N" caption, i.e. what an engineer calls a table)',
    )
    ap.add_argument("--cache", type=Path, help="folder keeping OCR results between runs")
    args = ap.parse_args()
    variants = args.variants.split(",")
    ocr = PageOcr()
    ocr.warm_up()
    totals: dict[str, list[tuple[float, bool, float]]] = {v: [] for v in variants}
    table_seconds: list[float] = []  # reading the table from OCR'd words, beyond OCR
    print(f"{'table':44} " + " ".join(f"{v:>22}" for v in variants))
    for name in args.docs.split(","):
        pdf = pymupdf.open(CORPUS / name)
        count = 0
        for index in range(pdf.page_count):
            page = pdf[index]
            for ref in find_page_tables(page, index + 1):
                if args.limit and count >= args.limit:
                    break
                if not args.all and not (ref.header or CAPTION_RE.match(ref.caption)):
                    continue  # boxes of a wiring drawing, frames around prose: not tables
                count += 1
                reference = cells_of(ref.header, ref.rows)
                ref_shape = (len(ref.rows) + (1 if ref.header else 0), ref.n_cols)
                cols = []
                for variant in variants:
                    doc = picture_page(page, ref.bbox, variant)
                    started = time.perf_counter()
                    read = cached_read(ocr, doc[0], args.cache, f"{name}-{index}-{count}-{variant}")
                    read_at = time.perf_counter()
                    found = ocr_tables(read, 1, doc[0].rect.height, [], True)
                    seconds = time.perf_counter() - started
                    table_seconds.append(time.perf_counter() - read_at)
                    if found:
                        best = max(found, key=lambda t: len(t.rows) * t.n_cols)
                        acc = accuracy(reference, cells_of(best.header, best.rows))
                        shape = (len(best.rows) + best_header_rows(best), best.n_cols)
                    else:
                        acc, shape = 0.0, (0, 0)
                    exact = shape == ref_shape
                    totals[variant].append((acc, exact, seconds))
                    cols.append(
                        f"{acc:5.2f} {'=' if exact else '≠'}{shape[0]:>3}x{shape[1]:<2} {seconds:4.1f}s"
                    )
                label = f"{name[:14]} p{index + 1} {ref_shape[0]}x{ref_shape[1]} {ref.caption[:14]}"
                print(f"{label:44} " + " ".join(f"{c:>22}" for c in cols), flush=True)
    print()
    for variant, rows in totals.items():
        if not rows:
            continue
        accs = [a for a, _, _ in rows]
        exact = sum(1 for _, e, _ in rows if e)
        print(
            f"{variant:8} tables {len(rows):3}  cell accuracy mean {statistics.fmean(accs):.3f} "
            f"median {statistics.median(accs):.3f}  >=0.90: {sum(a >= 0.9 for a in accs)}/{len(rows)}"
            f"  exact shape {exact}/{len(rows)} ({exact / len(rows):.0%})"
            f"  time per table {statistics.fmean(s for _, _, s in rows):.1f} s"
        )
    if table_seconds:
        print(
            f"table reading beyond OCR: mean {1000 * statistics.fmean(table_seconds):.1f} ms, "
            f"max {1000 * max(table_seconds):.1f} ms per picture"
        )
    return 0


def cached_read(ocr, page, cache: Path | None, key: str):  # type: ignore[no-untyped-def]
    """OCR of one picture, kept in ``cache`` with the upright picture itself: on a re-run the
    ruling is found again from the picture (so changes to it are measured without OCR)."""
    import dataclasses
    import pickle
    import statistics

    from engine.ingest import orientation

    path = cache / f"{key}.pickle" if cache else None
    if path and path.exists():
        read, img = pickle.loads(path.read_bytes())
        heights = [ln.bbox[3] - ln.bbox[1] for ln in read.upright]
        ruled = orientation.ruling(img, statistics.median(heights) if heights else 0.0)
        return dataclasses.replace(
            read,
            rules=ruled.horizontal,
            vrules=ruled.vertical,
            shaded=ruled.shaded,
            image=_grey(img),
        )
    seen = []
    real = orientation.ruling

    def spy(img, text_height):  # type: ignore[no-untyped-def]
        seen.append(img)
        return real(img, text_height)

    orientation.ruling = spy
    try:
        read = ocr.read_region_oriented(page, tuple(page.rect))
    finally:
        orientation.ruling = real
    if path:
        path.parent.mkdir(parents=True, exist_ok=True)
        # the picture is kept once (the reading's own grey copy is put back on loading)
        kept = dataclasses.replace(read, image=None)
        path.write_bytes(pickle.dumps((kept, seen[-1] if seen else None)))
    return read


def _grey(img):  # type: ignore[no-untyped-def]
    """The cached picture as the engine keeps it: one grey channel."""
    import numpy as np

    if img is None or img.ndim == 2:
        return img
    return np.ascontiguousarray(img[:, :, 0])


def best_header_rows(table) -> int:  # type: ignore[no-untyped-def]
    return 1 if table.header else 0


if __name__ == "__main__":
    raise SystemExit(main())
