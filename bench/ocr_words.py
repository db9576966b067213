"""OCR word accuracy against the text layer, glued words, rotated pages and time per page.

Pages of the HDEC 2000 and Evac manuals that have a text layer are rendered at 150 dpi into a
picture-only page (also turned 90/180/270 degrees) and read by OCR; the words are compared with
the page's own text layer:

- word recall: share of the text layer's words (NFKC, lower case, outer punctuation off) found
  among the OCR'd words (as a multiset);
- glued words: OCR'd words that equal two to six consecutive text-layer words run together
  ("befullysealed") and are no word of the page themselves;
- orientation: the turn the reader found for a turned page.

It also times whole pages at 150 dpi: the scanned machine-tool manual's 10 first pages and the
5 pages of the thermo-fluids lab manual with the largest picture share, and counts glued words
there against a dictionary (``--dict``, e.g. /usr/share/dict/words from Debian's wamerican:
a word that is neither in the dictionary nor in the corpus's text layers and splits into 2+ such
words; names missing from both count too, so it is an upper bound).

    python bench/ocr_words.py [--engine current|rapidocr3] [--parts acc,speed,rot]
        [--rot-pages N] [--dict PATH] [--json OUT]

``--engine rapidocr3`` reads with the ``rapidocr`` 3.x package as it ships (its own pipeline,
detector at most 1024 px, direction classifier off unless ``--cls``): for comparing engines in
a venv of its own, not the product path. CPU seconds are the process's (one inference thread).
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import re
import statistics
import sys
import time
import unicodedata
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"
DPI = 150
# text-heavy pages (>= 150 words, no picture), spread over each manual
ACCURACY_PAGES = {
    "hyundai-hdec2000-excitation-manual.pdf": [10, 31, 55, 82, 108],
    "nsmv-evac-vacuum-system-om.pdf": [8, 12, 15, 26, 59],
}
SCANNED = ("mma-machine-tool-manual-scanned.pdf", list(range(1, 11)))
LAB = "mma-thermo-fluids-lab-manual.pdf"
VOCAB_DOCS = [
    "hyundai-hdec2000-excitation-manual.pdf",
    "nsmv-evac-vacuum-system-om.pdf",
    "navy-neets-mod5-generators-motors.pdf",
    LAB,
]
SHORT_WORDS = set(
    [
        "a",
        "an",
        "as",
        "at",
        "be",
        "by",
        "do",
        "he",
        "if",
        "in",
        "is",
        "it",
        "no",
        "of",
        "on",
        "or",
        "so",
        "to",
        "up",
        "we",
    ]
)
PUNCT = ".,;:!?()[]{}\"'“”‘’«»*•·-–—/\\|"


def norm(word: str) -> str:
    return unicodedata.normalize("NFKC", word).lower().strip(PUNCT)


def words_of(lines: list[str]) -> list[str]:
    out = [norm(t) for ln in lines for t in ln.split()]
    return [w for w in out if w and re.search(r"\w", w)]


def page_score(reference: list[str], lines: list[str]) -> tuple[int, list[str]]:
    """Reference words found, and the OCR'd words that are reference words run together."""
    pool = Counter(words_of(lines))
    hits = 0
    for word in reference:
        if pool[word] > 0:
            pool[word] -= 1
            hits += 1
    vocab = set(reference)
    runs = set()
    for i in range(len(reference)):
        joined = reference[i]
        for j in range(i + 1, min(i + 6, len(reference))):
            joined += reference[j]
            if joined not in vocab:
                runs.add(joined)
    return hits, [w for w in words_of(lines) if w in runs]


def picture_doc(page, turn: int):  # type: ignore[no-untyped-def]
    """A one-page PDF holding only the page's 150 dpi picture turned ``turn`` quarter turns."""
    import numpy as np
    import pymupdf

    pix = page.get_pixmap(dpi=DPI, colorspace=pymupdf.csGRAY)
    img = np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.stride)[:, : pix.width]
    img = np.ascontiguousarray(np.rot90(img, turn))
    h, w = img.shape
    doc = pymupdf.open()
    out = doc.new_page(width=w * 72 / DPI, height=h * 72 / DPI)
    out.insert_image(out.rect, pixmap=pymupdf.Pixmap(pymupdf.csGRAY, w, h, img.tobytes(), False))
    return doc


class Current:
    """The product's reader (engine.ingest.ocr)."""

    def __init__(self) -> None:
        from engine.ingest.ocr import PageOcr

        self.ocr = PageOcr()
        self.ocr.warm_up()

    def read(self, page) -> tuple[list[str], int | None]:  # type: ignore[no-untyped-def]
        read = self.ocr.read_oriented(self.ocr.render_page(page))
        return [ln.text for ln in read.lines], read.orientation


class RapidOcr3:
    """rapidocr 3.x's own pipeline, its bundled models (nothing is downloaded: they are in the
    wheel and pass its checksum)."""

    def __init__(self, cls: bool) -> None:
        from rapidocr import RapidOCR

        self.ocr = RapidOCR(
            params={
                "EngineConfig.onnxruntime.intra_op_num_threads": 1,
                "Global.log_level": "warning",
                "Global.use_cls": cls,
                "Det.limit_type": "max",
                "Det.limit_side_len": 1024,
            }
        )

    def read(self, page) -> tuple[list[str], int | None]:  # type: ignore[no-untyped-def]
        import numpy as np
        import pymupdf

        pix = page.get_pixmap(dpi=DPI, colorspace=pymupdf.csGRAY)
        img = np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.stride)[:, : pix.width]
        result = self.ocr(np.ascontiguousarray(np.stack([img] * 3, -1)))
        return list(result.txts or ()), None


def timed(reader, page) -> tuple[list[str], int | None, float, float]:  # type: ignore[no-untyped-def]
    cpu, wall = time.process_time(), time.perf_counter()
    lines, turn = reader.read(page)
    return lines, turn, time.perf_counter() - wall, time.process_time() - cpu


def lab_pages() -> list[int]:
    import pymupdf

    doc = pymupdf.open(CORPUS / LAB)
    share = []
    for i, page in enumerate(doc):
        area = sum((pymupdf.Rect(x["bbox"]) & page.rect).get_area() for x in page.get_image_info())
        share.append((area / page.rect.get_area(), i + 1))
    return sorted(n for _, n in sorted(share, reverse=True)[:5])


def dictionary_glue(dict_path: Path | None):  # type: ignore[no-untyped-def]
    import pymupdf

    if dict_path is None or not dict_path.exists():
        return None
    known = {w.strip().lower() for w in dict_path.read_text().split() if w.strip().isalpha()}
    for name in VOCAB_DOCS:
        for page in pymupdf.open(CORPUS / name):
            known.update(w.lower() for w in re.findall(r"[A-Za-z]+", page.get_text()))
    parts = {w for w in known if len(w) >= 3 or w in SHORT_WORDS}

    @functools.lru_cache(None)
    def pieces(s: str) -> int:
        if s in parts:
            return 1
        best = 0
        for i in range(1, len(s)):
            if s[:i] in parts and (rest := pieces(s[i:])):
                best = rest + 1 if not best else min(best, rest + 1)
        return best

    def glued(lines: list[str]) -> list[str]:
        words = [t.lower() for ln in lines for t in re.findall(r"[A-Za-z]+", ln)]
        return [w for w in words if len(w) >= 7 and w not in known and pieces(w) >= 2]

    return glued


def main() -> int:
    import pymupdf

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--engine", default="current", choices=["current", "rapidocr3"])
    ap.add_argument("--cls", action="store_true", help="rapidocr3: its direction classifier on")
    ap.add_argument("--parts", default="acc,speed,rot")
    ap.add_argument("--rot-pages", type=int, default=0, help="turned pages: first N per manual")
    ap.add_argument("--limit", type=int, default=0, help="every part: first N pages per document")
    ap.add_argument("--dict", type=Path, default=Path("/usr/share/dict/words"))
    ap.add_argument("--json", type=Path, help="write every page's lines and figures here")
    args = ap.parse_args()
    parts = set(args.parts.split(","))
    reader = Current() if args.engine == "current" else RapidOcr3(args.cls)
    glued_by_dict = dictionary_glue(args.dict)
    rows: list[dict] = []

    def accuracy(turns: list[int]) -> None:
        for name, pages in ACCURACY_PAGES.items():
            doc = pymupdf.open(CORPUS / name)
            if turns != [0] and args.rot_pages:
                pages = pages[: args.rot_pages]
            if args.limit:
                pages = pages[: args.limit]
            for number in pages:
                reference = [
                    w
                    for w in (norm(x[4]) for x in doc[number - 1].get_text("words", sort=True))
                    if w and re.search(r"\w", w)
                ]
                for turn in turns:
                    picture = picture_doc(doc[number - 1], turn)
                    lines, found, wall, cpu = timed(reader, picture[0])
                    hits, glued = page_score(reference, lines)
                    rows.append(
                        dict(part="acc", doc=name, page=number, turn=turn * 90, found=found,
                             words=len(reference), hits=hits, glued=glued, wall=wall, cpu=cpu,
                             lines=lines)
                    )  # fmt: skip
                    print(
                        f"{name[:24]:24} p{number:<4} turned {turn * 90:3}: recall "
                        f"{hits / max(1, len(reference)):.3f} glued {len(glued)} found {found} "
                        f"{wall:5.1f} s ({cpu:.1f} s CPU)",
                        flush=True,
                    )

    if "acc" in parts:
        accuracy([0])
    if "speed" in parts:
        for name, pages in (SCANNED, (LAB, lab_pages())):
            doc = pymupdf.open(CORPUS / name)
            pages = pages[: args.limit] if args.limit else pages
            for number in pages:
                lines, _, wall, cpu = timed(reader, doc[number - 1])
                glued = glued_by_dict(lines) if glued_by_dict else []
                rows.append(
                    dict(part="speed", doc=name, page=number, glued=glued, wall=wall, cpu=cpu,
                         lines=lines)
                )  # fmt: skip
                print(f"{name[:24]:24} p{number:<4} {wall:5.1f} s ({cpu:.1f} s CPU)", flush=True)
    if "rot" in parts:
        accuracy([1, 2, 3])
    print()
    for turn in sorted({r["turn"] for r in rows if r["part"] == "acc"}):
        acc = [r for r in rows if r["part"] == "acc" and r["turn"] == turn]
        recall = sum(r["hits"] for r in acc) / max(1, sum(r["words"] for r in acc))
        # the reader reports the turn that brings the picture upright: 270 for one turned 90
        right = sum(r["found"] == (360 - turn) % 360 for r in acc)
        print(
            f"turned {turn:3}: {len(acc)} pages, word recall {recall:.3f}, glued "
            f"{sum(len(r['glued']) for r in acc)}, orientation right {right}/{len(acc)}, "
            f"{statistics.fmean(r['cpu'] for r in acc):.2f} s CPU per page"
        )
    for name in sorted({r["doc"] for r in rows if r["part"] == "speed"}):
        timed_rows = [r for r in rows if r["part"] == "speed" and r["doc"] == name]
        glued = [w for r in timed_rows for w in r["glued"]]
        print(
            f"{name[:36]:36} {len(timed_rows)} pages: {statistics.fmean(r['wall'] for r in timed_rows):.2f} s "
            f"per page ({statistics.fmean(r['cpu'] for r in timed_rows):.2f} s CPU, max "
            f"{max(r['cpu'] for r in timed_rows):.2f}); glued by the dictionary: "
            + (f"{len(glued)} {glued[:12]}" if glued_by_dict else "no dictionary")
        )
    if args.json:
        args.json.write_text(json.dumps(rows, indent=0))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
