"""OCR of scanned pages and raster regions with RapidOCR (its three ONNX models ship in the wheel).

(Long on purpose, ~600 lines: rendering, tiled detection, orientation, recognition and word
spacing all drive RapidOCR's internals under one lock; split, they would share private state.
The pool that runs two engines is ``engine.ingest.ocr_pool``.)

One ``PageOcr`` per ingest: the engine loads on first use (about 0.3 s) and every inference runs under
a lock, because RapidOCR's Python wrappers keep per-call state. We drive RapidOCR's detector and
recogniser ourselves (its internals as of rapidocr-onnxruntime 1.4.4) instead of calling
``RapidOCR.__call__`` so that we can

- detect text on a downscaled page but recognise crops of the full-resolution render (detection cost
  grows with pixels; recognition always rescales a crop to 48 px high, so its cost does not), and
  detect big regions in tiles (detector memory grows with the square of the image side);
- skip the angle classifier, which flipped upright scan lines (confidence > 0.9) and lost them;
  a crop that reads badly is read upside down instead;
- restore word spaces the recogniser drops ("15PSI" -> "15 PSI") from blank columns in the crop;
- give every word its own box, so a diagram tag ("V003") can be pointed at even when the detector
  joined it with its neighbour.

Boxes come back in PDF page coordinates (points, unrotated page space like ``page.get_text``).
"""

from __future__ import annotations

import itertools
import logging
import statistics
import threading
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.index_text.normalise import printed
from engine.ingest import limits as lim
from engine.types import BBox, TextLine

Segment = tuple[float, float, float]  # a ruling segment: (y, x0, x1) or (x, y0, y1) in pixels

if TYPE_CHECKING:
    import numpy as np
    import pymupdf

    from engine.ingest.orientation import Ruling

log = logging.getLogger(__name__)

PAGE_DPI = 150  # scans: text lines come out 25-30 px high, enough for the 48 px recogniser
PAGE_DET_MAX_SIDE = 1024  # the detector sees the page at most this big (its cost is per pixel)
REGION_DPI = 150
REGION_MIN_PX = 600  # a region's shorter side is rendered at least this big (small tags need zoom)
REGION_MAX_ZOOM = 8.0  # 576 dpi: beyond this, upscaling a small figure adds nothing
DET_TILE = 1024  # regions are detected at full resolution in tiles of this size (memory)
DET_TILE_OVERLAP = 96  # a label cut by one tile's edge is whole in the next
PAGE_REC_WIDTH = 320  # RapidOCR pads every recogniser batch to at least this width (its default)
REGION_REC_WIDTH = 160  # diagram labels are short: half the padding, half the recognition time
MAX_RENDER_SIDE = 3000  # pixels; bounds memory and OCR time for huge regions
MAX_RENDER_PIXELS = 6_000_000
# One thread, one crop per recogniser call: 3.6-4.5 s CPU per scanned page against 5.7-7.6 s for
# RapidOCR's batches of 6 (same text; measured on this 2-core box), and the other core stays free
# for the app and the embedder. More threads did not help on two loaded cores.
OCR_THREADS = 1
REC_BATCH = 1
MIN_TEXT_SCORE = 0.5  # RapidOCR's own default for dropping unsure lines
RETRY_SCORE = 0.6  # below this a crop is also read upside down
SPACE_GAP_RATIO = 0.3  # a blank run this wide (x ink height) between two characters is a space
# (between two letters lim.LETTER_SPACE_GAP_RATIO, narrower)
SPACE_PITCH_RATIO = 0.35  # ... and at least this wide (x the mean character pitch)
NO_SPACE_BEFORE = frozenset(" .,;:!?)]}%")  # the gap before "." in "1." is type, not a word space
NO_SPACE_AFTER = frozenset(" ([{")


@dataclass(frozen=True)
class OcrWord:
    text: str
    bbox: BBox


@dataclass(frozen=True)
class OcrLine:
    """One recognised line (or detector box) with its words, in page coordinates."""

    text: str
    bbox: BBox
    words: tuple[OcrWord, ...] = ()
    score: float = 0.0
    size: float = 0.0  # estimated font size in points

    def to_text_line(self, page_no: int) -> TextLine:
        return TextLine(
            text=printed(self.text), page=page_no, bbox=self.bbox, size=self.size, ocr=True
        )


@dataclass(frozen=True)
class OcrPage:
    """What OCR read in a page or picture, and the turn (0/90/180/270 degrees) it needed."""

    lines: list[OcrLine]
    orientation: int = 0
    # The same lines in the pixels of the upright picture (rows and columns of a table are read
    # there: on a sideways page they run across the page's axes) and the matrix to the page.
    upright: list[OcrLine] = field(default_factory=list)
    to_page: Any = None
    # Horizontal ruling segments (y, x0, x1) in the upright picture's pixels (table row rules).
    rules: tuple[Segment, ...] = ()
    # Vertical ruling segments (x, y0, y1), same pixels (table column rules).
    vrules: tuple[Segment, ...] = ()
    # Boxes of shaded cells (a header band), same pixels.
    shaded: tuple[BBox, ...] = ()
    # The upright picture itself (grey, H x W uint8): a table candidate's other ink is measured
    # there (``engine.ingest.drawn_ink``). None when the lines did not come from a picture.
    image: Any = field(default=None, compare=False, repr=False)


@dataclass
class _PixelLine:
    """A recognised box in render pixels before mapping to the page."""

    text: str
    box: tuple[float, float, float, float]
    words: list[tuple[str, tuple[float, float, float, float]]] = field(default_factory=list)
    score: float = 0.0
    ink_height: float = 0.0


@dataclass(frozen=True)
class RenderedPage:
    """A page rendered for OCR: grey pixels and the pixel -> page matrix."""

    image: Any
    to_page: Any
    zoom: float
    det_max_side: int | None


class PageOcr:
    """Loads RapidOCR once, lazily, thread-safe (a lock around inference). Cheap constructor."""

    def __init__(
        self,
        page_dpi: int = PAGE_DPI,
        threads: int | None = OCR_THREADS,
        rec_batch: int = REC_BATCH,
    ) -> None:
        self.page_dpi = page_dpi
        self.rec_batch = rec_batch
        self.threads = threads  # None: onnxruntime's default (all physical cores)
        self._engine: Any = None
        self._lock = threading.Lock()

    # ------------------------------------------------------------------ public API

    def ocr_page(self, page: pymupdf.Page, page_no: int) -> list[TextLine]:
        """OCR a whole page (scan or broken text layer). TextLine(text, page, bbox in PAGE coordinates,
        size=line height in pt, ocr=True), in reading order (top-to-bottom, left-to-right, lines merged
        from boxes on the same baseline)."""
        return [line.to_text_line(page_no) for line in self.read_page(page)]

    def ocr_region(
        self, page: pymupdf.Page, page_no: int, clip: BBox, min_px: int = REGION_MIN_PX
    ) -> list[TextLine]:
        """OCR the rendered region (e.g. a raster diagram or an image-only table); boxes mapped back to
        page coordinates. Small/low-res regions are rendered with enough zoom for OCR to read tags."""
        return [line.to_text_line(page_no) for line in self.read_region(page, clip, min_px)]

    def read_page(self, page: pymupdf.Page) -> list[OcrLine]:
        """Like ``ocr_page`` but keeps each line's words with their own boxes."""
        return self.read_rendered(self.render_page(page))

    def render_page(self, page: pymupdf.Page) -> RenderedPage:
        """The PyMuPDF half of page OCR (PyMuPDF is not thread-safe: call it on one thread)."""
        zoom = self.page_dpi / 72.0
        # A4/letter: the detector sees the page shrunk; a drawing sheet: full resolution, tiled.
        det_side = PAGE_DET_MAX_SIDE if max(page.rect.width, page.rect.height) <= 1000 else None
        zoom = capped_zoom(page.rect.width, page.rect.height, zoom)
        img, to_page = _render_gray(page, None, zoom)
        return RenderedPage(img, to_page, zoom, det_side)

    def read_rendered(self, rendered: RenderedPage) -> list[OcrLine]:
        """The recognition half: safe on any thread (one inference at a time per engine)."""
        return self.read_oriented(rendered).lines

    def read_oriented(self, rendered: RenderedPage) -> OcrPage:
        """Page OCR with the page's orientation found first (a landscape table printed sideways
        on a portrait page is read upright) and recorded in degrees."""
        lines, to_page, turn, ruled, upright = self._recognise(
            rendered.image, rendered.to_page, rendered.zoom, rendered.det_max_side, PAGE_REC_WIDTH
        )
        # Rows are formed in the upright picture, then boxes go to page coordinates.
        merged = merge_into_lines(lines)
        return OcrPage(
            _on_page(merged, to_page), turn, merged, to_page, *_segments(ruled), image=upright
        )

    def read_region(
        self, page: pymupdf.Page, clip: BBox, min_px: int = REGION_MIN_PX
    ) -> list[OcrLine]:
        """Like ``ocr_region`` but keeps each detector box's words with their own boxes.

        Boxes are not merged along the baseline: in a drawing, two labels side by side are two labels.
        """
        return self.read_region_oriented(page, clip, min_px).lines

    def read_region_oriented(
        self, page: pymupdf.Page, clip: BBox, min_px: int = REGION_MIN_PX
    ) -> OcrPage:
        """``read_region`` with the orientation of the picture found and recorded."""
        rendered = self.render_region(page, clip, min_px)
        return OcrPage([], 0) if rendered is None else self.read_rendered_region(rendered)

    def render_region(
        self, page: pymupdf.Page, clip: BBox, min_px: int = REGION_MIN_PX
    ) -> RenderedPage | None:
        """The PyMuPDF half of region OCR (one thread); None for a region too small to read."""
        import pymupdf

        rect = pymupdf.Rect(clip) & (page.rect * page.derotation_matrix)
        if rect.is_empty or rect.width < 2 or rect.height < 2:
            return None
        zoom = region_zoom(rect.width, rect.height, min_px)
        zoom = capped_zoom(rect.width, rect.height, zoom)
        img, to_page = _render_gray(page, rect, zoom)
        return RenderedPage(img, to_page, zoom, None)

    def read_rendered_region(self, rendered: RenderedPage) -> OcrPage:
        """The recognition half of region OCR: safe on any thread. Detector boxes are kept
        apart (two labels side by side in a drawing are two labels)."""
        zoom = rendered.zoom
        lines, to_page, turn, ruled, picture = self._recognise(
            rendered.image, rendered.to_page, zoom, None, REGION_REC_WIDTH
        )
        upright = sorted(lines, key=lambda ln: (round(ln.bbox[1] / zoom), ln.bbox[0]))
        return OcrPage(
            _on_page(upright, to_page), turn, upright, to_page, *_segments(ruled), image=picture
        )

    def warm_up(self) -> None:
        """Load the models now (otherwise the first OCR call does it)."""
        with self._lock:
            self._load()

    # ------------------------------------------------------------------ internals

    def _load(self) -> Any:
        if self._engine is None:
            from rapidocr_onnxruntime import RapidOCR

            kwargs: dict[str, Any] = {
                "det_limit_type": "max",
                "det_limit_side_len": PAGE_DET_MAX_SIDE,
                "rec_batch_num": self.rec_batch,
                "use_cls": False,
            }
            if self.threads:
                kwargs["intra_op_num_threads"] = self.threads
            self._engine = RapidOCR(**kwargs)
        return self._engine

    def _recognise(
        self, img: Any, to_page: Any, zoom: float, det_max_side: int | None, rec_width: int
    ) -> tuple[list[OcrLine], Any, int, Ruling, Any]:
        """Lines in the pixels of the upright picture, the matrix from those pixels to the page,
        the turn (degrees) the picture needed to read upright, its horizontal and vertical
        ruling segments, and the upright picture (grey, one channel)."""
        import numpy as np

        from engine.ingest.orientation import quarter_turn_matrix, rotate, ruling

        with self._lock:
            engine = self._load()
            engine.text_rec.rec_image_shape = [3, 48, rec_width]
            boxes = _detect(engine, img, det_max_side)
            turns = upright_turns(engine, img, boxes, det_max_side)
            if turns:
                h, w = img.shape[:2]
                to_page = quarter_turn_matrix(turns, w, h) * to_page
                img = rotate(img, turns)
                boxes = _detect(engine, img, det_max_side)
            pixel_lines, flipped = recognise(engine, img, det_max_side, rec_width, boxes)
            if not turns and flipped > lim.FLIPPED_PAGE_SHARE:
                # Most lines read better upside down: the whole picture is turned 180 degrees.
                h, w = img.shape[:2]
                turns = 2
                to_page = quarter_turn_matrix(turns, w, h) * to_page
                img = rotate(img, turns)
                pixel_lines, _ = recognise(engine, img, det_max_side, rec_width)
        out: list[OcrLine] = []
        for pl in pixel_lines:
            words = tuple(OcrWord(t, b) for t, b in pl.words)
            size = round(pl.ink_height / zoom, 1)
            out.append(OcrLine(pl.text, pl.box, words, pl.score, size))
        heights = [ln.bbox[3] - ln.bbox[1] for ln in out]
        text_height = statistics.median(heights) if heights else 0.0
        gray = np.ascontiguousarray(img[:, :, 0]) if img.ndim == 3 else img
        return out, to_page, turns * 90, ruling(img, text_height), gray


# ---------------------------------------------------------------------- rendering


def region_zoom(width_pt: float, height_pt: float, min_px: int) -> float:
    """Zoom (pixels per point) for a region: REGION_DPI, more for small regions, within the caps."""
    zoom = REGION_DPI / 72.0
    short = max(1.0, min(width_pt, height_pt))
    zoom = max(zoom, min(REGION_MAX_ZOOM, min_px / short))
    return capped_zoom(width_pt, height_pt, zoom)


def capped_zoom(width_pt: float, height_pt: float, zoom: float) -> float:
    """Lower ``zoom`` so the render stays within MAX_RENDER_SIDE and MAX_RENDER_PIXELS."""
    w, h = max(1.0, width_pt), max(1.0, height_pt)
    zoom = min(zoom, MAX_RENDER_SIDE / max(w, h))
    if w * h * zoom * zoom > MAX_RENDER_PIXELS:
        zoom = (MAX_RENDER_PIXELS / (w * h)) ** 0.5
    return max(zoom, 0.05)


def _render_gray(page: pymupdf.Page, clip: pymupdf.Rect | None, zoom: float) -> tuple[Any, Any]:
    """Grey render as an H x W x 3 uint8 array (what RapidOCR expects) and the pixel->page matrix."""
    import numpy as np
    import pymupdf

    # Boxes from get_text/get_image_info are unrotated; the pixmap shows the page as displayed.
    rot = page.rotation_matrix
    render_clip = None if clip is None else pymupdf.Rect(clip) * rot
    pix = page.get_pixmap(
        matrix=pymupdf.Matrix(zoom, zoom), clip=render_clip, colorspace=pymupdf.csGRAY, alpha=False
    )
    gray = np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.height, pix.stride)[
        :, : pix.width
    ]
    img = np.repeat(gray[:, :, None], 3, axis=2)
    origin = render_clip.tl if render_clip is not None else (page.rect * rot).tl
    to_page = pymupdf.Matrix(1 / zoom, 0, 0, 1 / zoom, origin.x, origin.y) * page.derotation_matrix
    return img, to_page


def _on_page(lines: list[OcrLine], to_page: Any) -> list[OcrLine]:
    """Lines with their boxes (and their words' boxes) mapped from pixels to the page."""
    return [
        OcrLine(
            ln.text,
            map_box(ln.bbox, to_page),
            tuple(OcrWord(w.text, map_box(w.bbox, to_page)) for w in ln.words),
            ln.score,
            ln.size,
        )
        for ln in lines
    ]


def _segments(ruled: Ruling) -> tuple[Any, ...]:
    return ruled.horizontal, ruled.vertical, ruled.shaded


def map_box(box: tuple[float, float, float, float], to_page: Any) -> BBox:
    import pymupdf

    r = pymupdf.Rect(box) * to_page
    return (round(r.x0, 2), round(r.y0, 2), round(r.x1, 2), round(r.y1, 2))


# ---------------------------------------------------------------------- recognition


def recognise(
    engine: Any,
    img: np.ndarray,
    det_max_side: int | None,
    rec_width: int = PAGE_REC_WIDTH,
    boxes: list[np.ndarray] | None = None,
) -> tuple[list[_PixelLine], float]:
    """Detect (unless ``boxes`` are given) and recognise text in ``img``: one _PixelLine per
    detector box (pixels), and the share of boxes that read better upside down."""
    import numpy as np

    started = time.perf_counter()
    engine.text_rec.rec_image_shape = [3, 48, rec_width]
    if boxes is None:
        boxes = _detect(engine, img, det_max_side)
    if not boxes:
        return [], 0.0
    det_s = time.perf_counter() - started
    crops = engine.get_crop_img_list(img, list(boxes))
    results, _ = engine.text_rec(crops, True)
    # No angle classifier: on scans it flipped upright lines with 0.9+ confidence and lost them.
    # Instead a crop that reads badly is read again upside down (text rotated 180 degrees, or
    # vertical text running the other way) and the better reading wins.
    retry = [i for i, r in enumerate(results) if float(r[1]) < RETRY_SCORE]
    flipped = [False] * len(crops)
    if retry:
        turned = [np.ascontiguousarray(crops[i][::-1, ::-1]) for i in retry]
        again, _ = engine.text_rec(turned, True)
        for i, crop, res in zip(retry, turned, again, strict=True):
            if float(res[1]) > float(results[i][1]) + 0.05:
                results[i], crops[i], flipped[i] = res, crop, True
    log.debug(
        "ocr %dx%d: %d boxes (%d read again), det %.2fs rec %.2fs",
        img.shape[1],
        img.shape[0],
        len(crops),
        len(retry),
        det_s,
        time.perf_counter() - started - det_s,
    )
    lines: list[_PixelLine] = []
    for quad, crop, flip, res in zip(boxes, crops, flipped, results, strict=True):
        text, score = str(res[0]), float(res[1])
        if score < MIN_TEXT_SCORE or not text.strip():
            continue
        x0, y0 = float(np.min(quad[:, 0])), float(np.min(quad[:, 1]))
        x1, y1 = float(np.max(quad[:, 0])), float(np.max(quad[:, 1]))
        box = (x0, y0, x1, y1)
        horizontal = (y1 - y0) < 1.5 * (x1 - x0) and not flip
        ink = _ink_columns(crop)
        ink_h = _ink_height(crop) if horizontal else (x1 - x0) * 0.6
        if horizontal and len(res) > 2 and ink is not None:
            text, words = _words_from_columns(text, res[2], ink, ink_h, box, crop.shape[1])
        else:
            words = [(w, box) for w in text.split()]
        lines.append(_PixelLine(" ".join(text.split()), box, words, score, ink_h))
    return lines, sum(flipped) / len(flipped)


def upright_turns(
    engine: Any, img: np.ndarray, boxes: list[np.ndarray], det_max_side: int | None
) -> int:
    """Quarter turns (counter-clockwise, ``np.rot90``'s k) that bring sideways text upright: 0
    when most text boxes are wide; else 1 or 3, whichever reads with the higher confidence on a
    sample of the biggest boxes. Upside-down pages are caught after recognition (cheaper)."""
    import numpy as np

    from engine.ingest.orientation import rotate, sideways

    if not sideways(boxes):
        return 0
    best, best_score = 1, -1.0
    for k in (1, 3):
        turned = rotate(img, k)
        sample = sorted(
            _detect(engine, turned, det_max_side), key=lambda q: -float(np.ptp(q[:, 0]))
        )[: lim.ORIENTATION_SAMPLE]
        if not sample:
            continue
        results, _ = engine.text_rec(engine.get_crop_img_list(turned, sample), True)
        score = sum(float(r[1]) for r in results) / len(results)
        if score > best_score:
            best, best_score = k, score
    return best


def _detect(engine: Any, img: np.ndarray, det_max_side: int | None) -> list[np.ndarray]:
    """Text boxes (4-point quads, image pixels). With ``det_max_side`` the detector sees the image
    shrunk to that size; without, it sees full resolution in overlapping tiles, because its memory
    grows with the square of the input side (+260 MB at 1024 px, +810 MB at 2048 px)."""
    import numpy as np

    det = engine.text_det
    h, w = img.shape[:2]
    if det_max_side is not None or max(h, w) <= DET_TILE:
        det.limit_type, det.limit_side_len = "max", det_max_side or DET_TILE
        boxes, _ = det(img)
        return [] if boxes is None else list(boxes)
    det.limit_type, det.limit_side_len = "max", DET_TILE
    step = DET_TILE - DET_TILE_OVERLAP
    found: list[np.ndarray] = []
    for y0 in range(0, max(1, h - DET_TILE_OVERLAP), step):
        for x0 in range(0, max(1, w - DET_TILE_OVERLAP), step):
            tile = img[y0 : y0 + DET_TILE, x0 : x0 + DET_TILE]
            boxes, _ = det(tile)
            if boxes is not None:
                shift = np.array((x0, y0), dtype=np.float32)  # crops need float32 quads
                found.extend((box + shift).astype(np.float32) for box in boxes)
    return _drop_duplicates(found)


def _drop_duplicates(quads: list[np.ndarray]) -> list[np.ndarray]:
    """A label inside the overlap of two tiles is found twice (once perhaps cut): keep the bigger."""

    def rect(q: np.ndarray) -> tuple[float, float, float, float]:
        return (
            float(q[:, 0].min()),
            float(q[:, 1].min()),
            float(q[:, 0].max()),
            float(q[:, 1].max()),
        )

    def area(r: tuple[float, float, float, float]) -> float:
        return max(0.0, r[2] - r[0]) * max(0.0, r[3] - r[1])

    kept: list[tuple[tuple[float, float, float, float], np.ndarray]] = []
    for q in sorted(quads, key=lambda q: -area(rect(q))):
        r = rect(q)
        covered = False
        for k, _ in kept:
            inter = (max(r[0], k[0]), max(r[1], k[1]), min(r[2], k[2]), min(r[3], k[3]))
            if area(inter) >= 0.6 * max(1.0, area(r)):
                covered = True
                break
        if not covered:
            kept.append((r, q))
    return _join_cut_lines([q for _, q in kept], rect)


def _join_cut_lines(quads: list[np.ndarray], rect: Any) -> list[np.ndarray]:
    """A text line longer than a tile's overlap is cut at the tile's edge and found as two boxes
    that overlap ("... Mainte" + "aintenance ..."): one box over both reads it once. Boxes of
    one tile never overlap on a line, so two that do come from neighbouring tiles."""
    import numpy as np

    items: list[tuple[list[float], np.ndarray | None]] = [(list(rect(q)), q) for q in quads]
    merged = True
    while merged:
        merged = False
        for i, j in itertools.combinations(range(len(items)), 2):
            a, b = items[i][0], items[j][0]
            rows = min(a[3], b[3]) - max(a[1], b[1])
            if rows < 0.6 * min(a[3] - a[1], b[3] - b[1]) or min(a[2], b[2]) <= max(a[0], b[0]):
                continue
            union = [min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3])]
            items[i] = (union, None)
            del items[j]
            merged = True
            break
    out = []
    for (x0, y0, x1, y1), quad in items:
        box = np.array([[x0, y0], [x1, y0], [x1, y1], [x0, y1]], dtype=np.float32)
        out.append(quad if quad is not None else box)
    return out


def _ink_mask(crop: np.ndarray) -> np.ndarray | None:
    import cv2
    import numpy as np

    gray = crop[:, :, 0] if crop.ndim == 3 else crop
    if gray.size == 0 or int(gray.max()) - int(gray.min()) < 40:
        return None
    _, mask = cv2.threshold(gray, 0, 1, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    # Ink is the minority class: dark text on light paper or light text on a dark band.
    if mask.mean() > 0.5:
        mask = 1 - mask
    # A ruling line through the crop (a table's row rule, an underline) inks every column and
    # hides the word spaces ("Checkthattheexcitationoncommand"): a horizontal run of ink this
    # much longer than the crop is high is no letter, and goes.
    run = int(lim.RULE_RUN_RATIO * mask.shape[0])
    if mask.shape[1] > run > 0:
        rules = cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((1, run), np.uint8))
        mask = mask & (1 - rules)
    return mask


def _ink_columns(crop: np.ndarray) -> np.ndarray | None:
    mask = _ink_mask(crop)
    return None if mask is None else mask.any(axis=0)


def _ink_height(crop: np.ndarray) -> float:
    import numpy as np

    mask = _ink_mask(crop)
    if mask is None:
        return crop.shape[0] * 0.6
    rows = np.flatnonzero(mask.mean(axis=1) > 0.01)
    return float(rows[-1] - rows[0] + 1) if len(rows) else crop.shape[0] * 0.6


def _blank_runs(ink_cols: np.ndarray, min_len: float) -> list[tuple[int, int]]:
    runs: list[tuple[int, int]] = []
    start = None
    for i, has_ink in enumerate(ink_cols.tolist()):
        if not has_ink and start is None:
            start = i
        elif has_ink and start is not None:
            if i - start >= min_len:
                runs.append((start, i))
            start = None
    return runs


def _words_from_columns(
    text: str,
    info: list[Any],
    ink_cols: np.ndarray,
    ink_h: float,
    box: tuple[float, float, float, float],
    crop_w: int,
) -> tuple[str, list[tuple[str, tuple[float, float, float, float]]]]:
    """Put spaces where the crop has a blank gap between two characters; box each word.

    ``info`` is RapidOCR's word info: [columns, word_list, word_col_list, state_list, conf_list];
    character i of ``text`` sits at CTC column ``cols[i]``.
    """
    ncols, word_list, word_cols = float(info[0]), info[1], info[2]
    chars = [c for w in word_list for c in w]
    cols = [c for wc in word_cols for c in wc]
    if not chars or len(chars) != len(cols) or ncols <= 0:
        return text, [(w, box) for w in text.split()]
    scale = crop_w / ncols
    xs = [(c + 0.5) * scale for c in cols]
    # A word space is wide against the letters' height and against their pitch: capitals set
    # loosely ("S I N G L E", gaps around "I") must not fall apart into letters.
    pitch = (xs[-1] - xs[0]) / max(1, len(xs) - 1)
    min_gap = max(2.0, SPACE_GAP_RATIO * ink_h, SPACE_PITCH_RATIO * pitch)
    # Between two letters a narrower blank is a space: letters sit 0-3 px apart at 150 dpi,
    # word spaces 5-7 px (the model dropped "be fully sealed" at 5 px, under 0.3 x ink height).
    letter_gap = max(2.0, lim.LETTER_SPACE_GAP_RATIO * ink_h, SPACE_PITCH_RATIO * pitch)
    gaps = _blank_runs(ink_cols, min(min_gap, letter_gap))
    # Rebuild the text with spaces, tracking each character's x (spaces from the model kept).
    out_chars: list[str] = []
    out_xs: list[float] = []
    for ch, x in zip(chars, xs, strict=True):
        if out_chars and ch not in NO_SPACE_BEFORE and out_chars[-1] not in NO_SPACE_AFTER:
            prev = out_xs[-1]
            # Figures are set with wide side bearings ("1 0"): between digits ask for twice the gap.
            need = 2 * min_gap if ch.isdigit() and out_chars[-1].isdigit() else min_gap
            # ... but not after a capital opening a word: "I", "T", "F" stand apart from the
            # next letter ("If" read "I f" on HDEC p97 at 0.24).
            if ch.isalpha() and out_chars[-1].isalpha():
                need = min_gap if out_chars[-1].isupper() and ch.islower() else letter_gap
            if ch.isdigit() and _decimal_point(out_chars):
                # "0.19", never "0. 19". After a comma a word space is a space ("Sep 09, 2009",
                # "0, 1, 2": 8-10 px blank at 150 dpi), a tight blank a decimal or thousands
                # comma ("0,5", "12,000": 2-3 px, under min_gap's 4.5-6.6 px).
                need = min_gap if out_chars[-1] == "," else float("inf")
            if any(prev < (g0 + g1) / 2 < x and g1 - g0 >= need for g0, g1 in gaps):
                out_chars.append(" ")
                out_xs.append((prev + x) / 2)
        out_chars.append(ch)
        out_xs.append(x)
    new_text = "".join(out_chars)
    # Word boxes: from the blank run before the first character to the one after the last.
    bx0, by0, bx1, by1 = box
    sx = (bx1 - bx0) / max(1, crop_w)
    words: list[tuple[str, tuple[float, float, float, float]]] = []
    i = 0
    n = len(out_chars)
    while i < n:
        if out_chars[i] == " ":
            i += 1
            continue
        j = i
        while j < n and out_chars[j] != " ":
            j += 1
        left, right = out_xs[i], out_xs[j - 1]
        w0 = max([g1 for g0, g1 in gaps if g1 <= left] + [0])
        w1 = min([g0 for g0, g1 in gaps if g0 >= right] + [crop_w])
        words.append(("".join(out_chars[i:j]), (bx0 + w0 * sx, by0, bx0 + w1 * sx, by1)))
        i = j
    return new_text, words


def _decimal_point(chars: list[str]) -> bool:
    """The text so far ends in a digit and a point or comma: the next digit is a decimal."""
    return len(chars) >= 2 and chars[-1] in ".," and chars[-2].isdigit()


# ---------------------------------------------------------------------- reading order


def merge_into_lines(lines: list[OcrLine]) -> list[OcrLine]:
    """Group boxes into rows (same baseline) and join neighbours in a row into one line.

    Boxes far apart on the same row (a gap wider than 2.5 line heights: another column or a table
    cell) stay separate lines. Rows come top to bottom, lines in a row left to right.
    """
    rows: list[list[OcrLine]] = []
    for line in sorted(lines, key=lambda ln: (ln.bbox[1] + ln.bbox[3]) / 2):
        cy = (line.bbox[1] + line.bbox[3]) / 2
        h = line.bbox[3] - line.bbox[1]
        if rows:
            row = rows[-1]
            rcy = sum((r.bbox[1] + r.bbox[3]) / 2 for r in row) / len(row)
            rh = min(r.bbox[3] - r.bbox[1] for r in row)
            if abs(cy - rcy) < 0.5 * min(h, rh):
                row.append(line)
                continue
        rows.append([line])
    out: list[OcrLine] = []
    for row in rows:
        row.sort(key=lambda ln: ln.bbox[0])
        current = row[0]
        for nxt in row[1:]:
            height = max(current.bbox[3] - current.bbox[1], nxt.bbox[3] - nxt.bbox[1])
            if nxt.bbox[0] - current.bbox[2] < 2.5 * height:
                current = _join(current, nxt)
            else:
                out.append(current)
                current = nxt
        out.append(current)
    return out


def _join(a: OcrLine, b: OcrLine) -> OcrLine:
    bbox = (
        min(a.bbox[0], b.bbox[0]),
        min(a.bbox[1], b.bbox[1]),
        max(a.bbox[2], b.bbox[2]),
        max(a.bbox[3], b.bbox[3]),
    )
    score = (a.score * len(a.text) + b.score * len(b.text)) / max(1, len(a.text) + len(b.text))
    return OcrLine(f"{a.text} {b.text}", bbox, a.words + b.words, score, max(a.size, b.size))
