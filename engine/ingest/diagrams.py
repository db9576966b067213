"""Diagrams on a page: vector drawings, raster figures and scanned drawings, with their text labels.

A ship manual's P&IDs and figures are where valve and pump tags live ("V003", "WF002"), so each
diagram keeps every label inside it with its position. Detection is deliberately cheap and bounded:

- vector drawings: the page's paths are rasterised into a coarse mask (1 px per point at most) and
  joined by connected components. This replaces ``page.cluster_drawings()``, which compares path
  rectangles pairwise in Python and slows down badly on pages with thousands of small paths;
- raster figures: ``page.get_image_info()``; logos repeated on many pages, icons and slivers skipped;
- scanned pages: ink that is not inside an OCR text line, i.e. lines of a drawing.

Tables (``exclude``) and bordered text boxes are not diagrams. Any failure is logged and the
diagrams found so far are returned.
"""

from __future__ import annotations

import itertools
import logging
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.types import BBox, Diagram, DiagramLabel, TextLine

if TYPE_CHECKING:
    import numpy as np
    import pymupdf

    from engine.ingest.ocr import OcrLine, PageOcr

log = logging.getLogger(__name__)

MIN_SIDE_PT = 36.0  # smaller than half an inch: an icon, a bullet, a warning triangle
MIN_AREA_PT2 = 4500.0
MIN_VECTOR_PATHS = 12  # a bordered text box has 1-4 paths; even a small sketch has dozens
MIN_IMAGE_PX = 100  # native pixels on the shorter side: less is a logo, an icon or a rule
LOGO_MIN_PAGES = 3  # an image drawn on this many pages (and >= 25 % of them) is page furniture
FURNITURE_BAND = 0.11  # top/bottom share of the page where headers, footers and logos sit
MASK_MAX_PIXELS = 3_000_000  # the path mask is at most this big, whatever the sheet size
JOIN_PT = 4.0  # paths closer than this belong to the same drawing
MERGE_GAP_PT = 6.0  # drawing pieces (and pictures) whose boxes come this close are one diagram
LABEL_REACH_PT = 10.0  # short text lines this close to a drawing's edge are its labels
MAX_CANDIDATES = 400  # components examined per page (the rest are specks)
MAX_PATHS = 150_000  # paths rasterised per page (bounds time on pathological pages)
MAX_IMAGES = 500  # placed images examined per page, largest first
PAGE_KIND_AREA = 0.6  # a diagram covering this share of the page is a full-page drawing
SHEET_AREA = 0.4  # a scanned drawing this big is a sheet: its title block names it
SCAN_COVER = 0.05  # no text layer and images cover this much: scanned (a scan or its layers)
SCAN_STROKE_PT = 28.0  # a connected piece of ink this long is line work, not a letter
SCAN_MAX_PIXELS = 4_000_000  # the scan is analysed at 144 dpi, less on big sheets
SCAN_MIN_INK = 1500  # ink (pixels at 72 dpi) in the strokes of a scanned drawing
RENDER_MAX_SIDE = 4000
RENDER_MAX_PIXELS = 16_000_000
THUMB_SIDE = 256


@dataclass
class _Region:
    rect: Any  # pymupdf.Rect
    paths: int = 0
    curves: int = 0
    diagonals: int = 0
    raster_area: float = 0.0
    images: list[Any] = field(default_factory=list)  # image rects inside (for OCR)

    def absorb(self, other: _Region) -> None:
        self.rect |= other.rect
        self.paths += other.paths
        self.curves += other.curves
        self.diagonals += other.diagonals
        self.raster_area += other.raster_area
        self.images += other.images


def find_page_diagrams(
    page: pymupdf.Page,
    page_no: int,
    exclude: list[BBox],
    ocr: PageOcr | None,
    page_lines: list[TextLine] | None = None,
) -> list[Diagram]:
    """Diagrams on one page: vector drawings (clusters of enough paths, excluding the ``exclude``
    boxes = tables and header/footer frames) and raster images above a size threshold (logos
    repeated on many pages and tiny icons skipped). A full-page drawing counts (kind "page").

    Returns engine.types.Diagram with schema_id/doc_id/section_id empty, page, bbox, kind
    ("vector"|"raster"|"page"), caption, context (about 300 chars of page text around it, not the
    labels) and labels (every text label inside the region with its position: text-layer
    words/lines for vector drawings, OCR via ``ocr.read_region`` for raster images when ocr is
    given). DiagramLabel.code is left None. Never raises: logs and returns what was found.
    """
    found: list[Diagram] = []
    try:
        _find(page, page_no, exclude, ocr, page_lines, found)
    except Exception:
        log.exception("diagram detection failed on page %d; keeping %d found", page_no, len(found))
    return found


def _find(
    page: pymupdf.Page,
    page_no: int,
    exclude: list[BBox],
    ocr: PageOcr | None,
    page_lines: list[TextLine] | None,
    found: list[Diagram],
) -> None:
    import pymupdf

    prect = page.rect * page.derotation_matrix  # page space of get_text / get_drawings
    excl = [pymupdf.Rect(b) for b in exclude]
    text = _PageText(page)
    lines = page_lines if page_lines is not None else page_text_lines(page, page_no, text)
    images = _image_infos(page, prect)
    if _is_scanned(images, prect, lines, text):
        for region in _scan_regions(page, prect, lines, excl):
            found.append(_build(page, page_no, region, prect, lines, text, ocr, scanned=True))
        return
    regions = _vector_regions(page, prect, excl) + _raster_regions(page, images, prect, excl)
    for region in _merge(regions, MERGE_GAP_PT):
        if _is_diagram(region, lines, prect):
            found.append(_build(page, page_no, region, prect, lines, text, ocr, scanned=False))


# ---------------------------------------------------------------------- vector drawings


def _vector_regions(page: pymupdf.Page, prect: Any, excl: list[Any]) -> list[_Region]:
    import cv2
    import numpy as np
    import pymupdf

    paths = page.get_cdrawings()
    if not paths:
        return []
    if len(paths) > MAX_PATHS:
        log.info("page %d: %d paths, using the first %d", page.number + 1, len(paths), MAX_PATHS)
        paths = paths[:MAX_PATHS]
    rects = np.array([p["rect"] for p in paths], dtype=np.float64).reshape(-1, 4)
    rects = np.nan_to_num(rects, nan=0.0, posinf=1e6, neginf=-1e6)
    keep = _keep_paths(rects, paths, prect, excl)
    if not keep.any():
        return []
    scale = min(1.0, (MASK_MAX_PIXELS / max(1.0, prect.get_area())) ** 0.5)
    mask = np.zeros((int(prect.height * scale) + 2, int(prect.width * scale) + 2), np.uint8)
    curves = np.zeros(len(paths), np.int32)
    diagonals = np.zeros(len(paths), np.int32)
    open_polys: list[list[tuple[float, float]]] = []
    closed_polys: list[list[tuple[float, float]]] = []
    filled_polys: list[list[tuple[float, float]]] = []
    for i in np.flatnonzero(keep).tolist():
        path = paths[i]
        filled = path.get("type") in ("f", "fs") and not _is_white(path.get("fill"))
        for item in path.get("items", ()):
            kind = item[0]
            if kind == "l":
                (ax, ay), (bx, by) = item[1], item[2]
                open_polys.append([(ax, ay), (bx, by)])
                diagonals[i] += abs(ax - bx) > 1 and abs(ay - by) > 1
            elif kind == "c":
                open_polys.append(list(item[1:5]))  # the control polygon hugs the curve
                curves[i] += 1
            elif kind == "re":
                x0, y0, x1, y1 = item[1]
                poly = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
                (filled_polys if filled else closed_polys).append(poly)
            elif kind == "qu":
                q = item[1]
                poly = [q[0], q[1], q[3], q[2]]
                (filled_polys if filled else closed_polys).append(poly)
    offset = np.array([prect.x0, prect.y0])

    def to_px(polys: list[list[tuple[float, float]]]) -> list[np.ndarray]:
        by_len: dict[int, list[list[tuple[float, float]]]] = {}
        for poly in polys:
            by_len.setdefault(len(poly), []).append(poly)
        out: list[np.ndarray] = []
        for group in by_len.values():  # one array per vertex count: vectorised transform
            arr = ((np.asarray(group, np.float64) - offset) * scale).astype(np.int32)
            out.extend(arr)
        return out

    cv2.polylines(mask, to_px(open_polys), False, 255, 1)
    cv2.polylines(mask, to_px(closed_polys), True, 255, 1)
    if filled_polys:
        cv2.fillPoly(mask, to_px(filled_polys), 255)
    grow = max(1, round(JOIN_PT * scale))
    mask = cv2.dilate(mask, np.ones((2 * grow + 1, 2 * grow + 1), np.uint8))
    count, _, stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=8)
    comps = stats[1:count]
    if len(comps) > MAX_CANDIDATES:  # keep the largest; thousands of specks are not a diagram
        comps = comps[np.argsort(-comps[:, cv2.CC_STAT_AREA])[:MAX_CANDIDATES]]
    cx = (rects[:, 0] + rects[:, 2]) / 2
    cy = (rects[:, 1] + rects[:, 3]) / 2
    regions: list[_Region] = []
    for x, y, cw, ch, _area in comps.tolist():
        rect = pymupdf.Rect(
            prect.x0 + (x + grow) / scale,
            prect.y0 + (y + grow) / scale,
            prect.x0 + (x + cw - grow) / scale,
            prect.y0 + (y + ch - grow) / scale,
        )
        inside = keep & (cx >= rect.x0 - 1) & (cx <= rect.x1 + 1)
        inside &= (cy >= rect.y0 - 1) & (cy <= rect.y1 + 1)
        n = int(inside.sum())
        if n:
            regions.append(
                _Region(rect & prect, n, int(curves[inside].sum()), int(diagonals[inside].sum()))
            )
    return regions


def _keep_paths(rects: np.ndarray, paths: list[dict], prect: Any, excl: list[Any]) -> np.ndarray:
    """Paths that can be part of a drawing: not the page background or border, not invisible
    white boxes, not inside a table or header frame."""
    import numpy as np

    w = rects[:, 2] - rects[:, 0]
    h = rects[:, 3] - rects[:, 1]
    area = w * h
    keep = area <= 0.85 * prect.get_area()
    keep &= (rects[:, 2] >= prect.x0) & (rects[:, 0] <= prect.x1)
    keep &= (rects[:, 3] >= prect.y0) & (rects[:, 1] <= prect.y1)
    white = np.array([p.get("type") == "f" and _is_white(p.get("fill")) for p in paths], bool)
    keep &= ~white
    cx = (rects[:, 0] + rects[:, 2]) / 2
    cy = (rects[:, 1] + rects[:, 3]) / 2
    for box in excl:
        ex0, ey0, ex1, ey1 = box.x0 - 2, box.y0 - 2, box.x1 + 2, box.y1 + 2
        iw = np.clip(np.minimum(rects[:, 2], ex1) - np.maximum(rects[:, 0], ex0), 0, None)
        ih = np.clip(np.minimum(rects[:, 3], ey1) - np.maximum(rects[:, 1], ey0), 0, None)
        centre_in = (cx >= ex0) & (cx <= ex1) & (cy >= ey0) & (cy <= ey1)
        covered = np.where(area > 0, iw * ih >= 0.8 * area, centre_in)
        keep &= ~covered
    return keep


def _is_white(color: Any) -> bool:
    return bool(color) and all(c >= 0.97 for c in color)


# ---------------------------------------------------------------------- raster images


@dataclass(frozen=True)
class _Image:
    rect: Any
    width: int  # native pixels
    height: int
    xrefs: tuple[int, ...]  # the page's image xrefs of this pixel size (usually exactly one)


def _image_infos(page: pymupdf.Page, prect: Any) -> list[_Image]:
    """Placed images with their page boxes. Not ``get_image_info(xrefs=True)``: that decodes every
    image on the page to hash it (a 10,000 x 10,000 px scan costs 300 MB); xrefs are matched by
    pixel size instead."""
    import pymupdf

    by_size: dict[tuple[int, int], list[int]] = {}
    for img in page.get_images(full=True):
        by_size.setdefault((int(img[2]), int(img[3])), []).append(int(img[0]))
    infos = page.get_image_info()
    if len(infos) > MAX_IMAGES:  # e.g. a drawing exported as thousands of 1-px slivers
        infos = sorted(infos, key=lambda i: -pymupdf.Rect(i["bbox"]).get_area())[:MAX_IMAGES]
    out = []
    for info in infos:
        r = pymupdf.Rect(info["bbox"]) & prect
        if r.is_empty:
            continue
        size = (int(info["width"]), int(info["height"]))
        out.append(_Image(r, size[0], size[1], tuple(by_size.get(size, ()))))
    return out


def _raster_regions(
    page: pymupdf.Page, images: list[_Image], prect: Any, excl: list[Any]
) -> list[_Region]:
    repeated = _repeated_xrefs(page.parent)
    regions = []
    for im in images:
        r = im.rect
        if min(im.width, im.height) < MIN_IMAGE_PX or min(r.width, r.height) < MIN_SIDE_PT / 2:
            continue  # slivers, bullets, icons, pieces of a gradient
        if im.xrefs and all(x in repeated for x in im.xrefs):
            continue  # a logo or letterhead on many pages
        if _in_furniture_band(r, prect) and r.height < 0.15 * prect.height:
            continue
        if _inside_any(r, excl):
            continue  # an image-only table the caller already has
        regions.append(_Region(+r, raster_area=r.get_area(), images=[+r]))
    return regions


_XREF_CACHE: dict[tuple[int, str, int], frozenset[int]] = {}


def _repeated_xrefs(doc: pymupdf.Document) -> frozenset[int]:
    """Image xrefs shown on many pages of the document (logos, letterheads). Cached per document;
    reads only the page resource lists, no image data."""
    key = (id(doc), doc.name, doc.page_count)
    if key not in _XREF_CACHE:
        counts: dict[int, int] = {}
        for pno in range(doc.page_count):
            for xref in {img[0] for img in doc.get_page_images(pno)}:
                counts[xref] = counts.get(xref, 0) + 1
        need = max(LOGO_MIN_PAGES, 0.25 * doc.page_count)
        if len(_XREF_CACHE) > 16:
            _XREF_CACHE.clear()
        _XREF_CACHE[key] = frozenset(x for x, n in counts.items() if n >= need)
    return _XREF_CACHE[key]


# ---------------------------------------------------------------------- scanned pages


def _is_scanned(images: list[_Image], prect: Any, lines: list[TextLine], text: _PageText) -> bool:
    """No text layer, and images (a scan, or the layers of a compressed scan) cover the page."""
    if not images or any(not ln.ocr for ln in lines) or text.words():
        return False
    big = [im.rect for im in images if im.rect.get_area() >= 0.01 * prect.get_area()]
    if not big:
        return False
    union = big[0]
    for r in big[1:]:
        union = union | r
    return union.get_area() >= SCAN_COVER * prect.get_area()


def _scan_regions(
    page: pymupdf.Page, prect: Any, lines: list[TextLine], excl: list[Any]
) -> list[_Region]:
    """Drawings on a scanned page: ink outside the OCR text lines that forms strokes (thin lines,
    or sparse line work), away from the scanner's page edges, and not a ruled table."""
    import cv2
    import numpy as np
    import pymupdf

    # 144 dpi: a 1-px line of a 300 dpi scan still shows, and letters stay apart from each other.
    zoom = min(2.0, (SCAN_MAX_PIXELS / max(1.0, prect.get_area())) ** 0.5)
    pix = page.get_pixmap(matrix=pymupdf.Matrix(zoom, zoom), colorspace=pymupdf.csGRAY, alpha=False)
    gray = np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.height, pix.stride)[
        :, : pix.width
    ]
    ink = (gray < 200).astype(np.uint8)
    del pix, gray
    to_px = page.rotation_matrix * pymupdf.Matrix(zoom, zoom)
    for box in [ln.bbox for ln in lines] + [tuple(r) for r in excl]:
        r = _grow(pymupdf.Rect(box), 2) * to_px
        ink[max(0, int(r.y0)) : int(r.y1) + 1, max(0, int(r.x0)) : int(r.x1) + 1] = 0
    # A stroke is one connected piece of ink longer than any letter: a line, a curve, an outline.
    # Text (when no OCR lines mask it) falls apart into letters and is ignored.
    count, _, stats, _ = cv2.connectedComponentsWithStats(ink, connectivity=8)
    height, width = ink.shape
    edge = 4 * zoom
    strokes = []
    for x, y, w, h, area in stats[1:count].tolist():
        if max(w, h) < SCAN_STROKE_PT * zoom:
            continue
        if x <= edge or y <= edge or x + w >= width - edge or y + h >= height - edge:
            continue  # scanner shadow along the page edge
        rect = pymupdf.Rect(x, y, x + w, y + h) * ~to_px
        strokes.append(_Region(rect, paths=int(area / (zoom * zoom))))
    strokes = sorted(strokes, key=lambda rg: -rg.paths)[:MAX_CANDIDATES]
    out = []
    for region in _merge(strokes, 20.0):
        r = region.rect
        if min(r.width, r.height) < 60 or r.get_area() < 0.05 * prect.get_area():
            continue
        if region.paths < SCAN_MIN_INK:
            continue  # a few rules, not a drawing
        box = r * to_px
        if (
            _ruled_share(ink[int(box.y0) : int(box.y1) + 1, int(box.x0) : int(box.x1) + 1], zoom)
            > 0.75
        ):
            continue  # a ruled table or form (the schedule grid), not a drawing
        inside = [ln for ln in lines if _centre_in(ln.bbox, r)]
        if region.paths < 3 * SCAN_MIN_INK and _is_prose(inside):
            continue  # a bordered text box or a ruled paragraph (a drawing has far more line work)
        region.raster_area = r.get_area()
        region.images = [+r]
        out.append(region)
    return out


def _ruled_share(ink: np.ndarray, zoom: float) -> float:
    """Share of the ink that lies on long straight horizontal or vertical rules."""
    import cv2
    import numpy as np

    total = int(ink.sum())
    if total == 0:
        return 0.0
    run = int(25 * zoom)
    horizontal = cv2.morphologyEx(ink, cv2.MORPH_OPEN, np.ones((1, run), np.uint8))
    vertical = cv2.morphologyEx(ink, cv2.MORPH_OPEN, np.ones((run, 1), np.uint8))
    return float((horizontal | vertical).sum()) / total


# ---------------------------------------------------------------------- merge, filter, build


def _merge(regions: list[_Region], gap: float) -> list[_Region]:
    """Union regions whose boxes overlap or come within ``gap`` points, until none do."""
    items = sorted(regions, key=lambda rg: -rg.rect.get_area())
    changed = True
    while changed:
        changed = False
        out: list[_Region] = []
        for rg in items:
            grown = _grow(rg.rect, gap)
            for other in out:
                if grown.intersects(other.rect):
                    other.absorb(rg)
                    changed = True
                    break
            else:
                out.append(rg)
        items = out
    return items


def _is_diagram(region: _Region, lines: list[TextLine], prect: Any) -> bool:
    r = region.rect
    if min(r.width, r.height) < MIN_SIDE_PT or r.get_area() < MIN_AREA_PT2:
        return False
    if region.raster_area >= 0.3 * r.get_area():
        return True  # a picture (vector arrows or callouts drawn over it do not matter)
    if region.paths < MIN_VECTOR_PATHS:
        return False  # a frame, a rule, a bordered note
    if _in_furniture_band(r, prect) and r.height < 0.12 * prect.height:
        return False  # header/footer frame and its rules
    if region.curves == 0 and region.diagonals == 0:
        return False  # only horizontal/vertical rules and boxes: a table grid, a form, a QR code
    # A bordered text box, a form or a ruled paragraph is running text with a few lines around it.
    return not _is_prose([ln for ln in lines if _centre_in(ln.bbox, r)])


def _is_prose(lines: list[TextLine]) -> bool:
    """Running text: several long lines that hold most of the characters in the region."""
    if not lines:
        return False
    chars = sum(len(ln.text) for ln in lines)
    prose = [ln for ln in lines if len(ln.text.split()) >= 6 and len(ln.text) >= 30]
    prose_chars = sum(len(ln.text) for ln in prose)
    return len(prose) >= 3 and prose_chars >= 0.6 * chars


def _build(
    page: pymupdf.Page,
    page_no: int,
    region: _Region,
    prect: Any,
    lines: list[TextLine],
    text: _PageText,
    ocr: PageOcr | None,
    scanned: bool,
) -> Diagram:
    if not scanned:
        region.rect = _grow_to_labels(region.rect, lines) & prect
    r = region.rect
    full_page = r.get_area() >= PAGE_KIND_AREA * prect.get_area()
    if full_page:
        kind = "page"
    elif region.raster_area >= 0.5 * r.get_area():
        kind = "raster"
    else:
        kind = "vector"
    bbox = _bbox(r)
    sheet = full_page or (scanned and r.get_area() >= SHEET_AREA * prect.get_area())
    caption_lines, caption = caption_for(bbox, lines, sheet, prect)
    labels = [] if scanned else labels_from_text_layer(text.words(), bbox)
    if ocr is not None and region.images:
        for img_rect in region.images:
            try:
                labels = _ocr_labels(ocr, page, page_no, _bbox(img_rect), labels)
            except Exception:
                log.exception("OCR of a figure on page %d failed", page_no)
    elif scanned:
        labels = labels_from_lines([ln for ln in lines if _centre_in(ln.bbox, bbox)])
    cap_boxes = [ln.bbox for ln in caption_lines]
    labels = [
        lb
        for lb in labels
        if _is_tag(lb.text) or not any(_centre_in(lb.bbox, cb) for cb in cap_boxes)
    ]
    rest = [ln for ln in lines if not any(_centre_in(ln.bbox, cb) for cb in cap_boxes)]
    context = context_for(bbox, rest, prect)
    return Diagram(
        schema_id="",
        doc_id="",
        section_id=None,
        page=page_no,
        bbox=bbox,
        caption=caption,
        context=context,
        labels=labels,
        kind=kind,
    )


def _ocr_labels(
    ocr: PageOcr, page: pymupdf.Page, page_no: int, clip: BBox, labels: list[DiagramLabel]
) -> list[DiagramLabel]:
    """Labels OCR reads in ``clip``, added to ``labels``. Word boxes come from ``read_region``; an
    OCR object with only the ``ocr_region`` contract (a test fake) gives whole lines."""
    read_region = getattr(ocr, "read_region", None)
    if read_region is not None:
        return labels_from_ocr(read_region(page, clip), labels)
    fresh = labels_from_lines(ocr.ocr_region(page, page_no, clip))
    return labels + [lb for lb in fresh if not any(_same_label(lb, old) for old in labels)]


# ---------------------------------------------------------------------- text: captions, context


CAPTION_RE = re.compile(
    r"^\s*(?:fig(?:ure)?\.?|illustration|drawing|dwg\.?|diagram|sketch|plate)\s*(?:no\.?\s*)?"
    r"[A-Z]?\d+(?:[.\-–]\d+)*[a-z]?\b",
    re.IGNORECASE,
)
NUMBERED_HEADING_RE = re.compile(r"^\s*(?:\d+(?:\.\d+){0,5}\.?|chapter\s+\d+)\s+[A-Za-z]", re.I)
TAG_RE = re.compile(r"[A-Z]{1,5}-?\d{1,5}[A-Z]?")  # V003, WF001, IV1, P-101, TP04, NAU14, MS-10
CAPTION_GAP_PT = 60.0
CONTEXT_CHARS = 300
CONTEXT_SKIP_BAND = 0.105  # share of the page height at top and bottom left out of the context


class _PageText:
    """One text extraction of the page, made on first use and shared by lines and labels."""

    def __init__(self, page: pymupdf.Page) -> None:
        self.page = page
        self._tp: Any = None
        self._words: list[tuple] | None = None

    def textpage(self) -> Any:
        if self._tp is None:
            import pymupdf

            self._tp = self.page.get_textpage(flags=pymupdf.TEXTFLAGS_TEXT)
        return self._tp

    def words(self) -> list[tuple]:
        if self._words is None:
            self._words = self.page.get_text("words", textpage=self.textpage())
        return self._words


def page_text_lines(
    page: pymupdf.Page, page_no: int, text: _PageText | None = None
) -> list[TextLine]:
    """The page's text-layer lines (used when the caller has none at hand)."""
    tp = (text or _PageText(page)).textpage()
    out = []
    for block in page.get_text("dict", textpage=tp)["blocks"]:
        for line in block.get("lines", ()):
            spans = [sp for sp in line["spans"] if sp["text"].strip()]
            if not spans:
                continue
            content = " ".join("".join(sp["text"] for sp in line["spans"]).split())
            bold = any(sp["flags"] & 16 or "bold" in sp["font"].lower() for sp in spans)
            size = round(max(sp["size"] for sp in spans), 1)
            out.append(TextLine(content, page_no, tuple(line["bbox"]), size, bold))  # type: ignore[arg-type]
    return out


def caption_for(
    bbox: BBox, lines: list[TextLine], full_page: bool, prect: Any
) -> tuple[list[TextLine], str]:
    """The figure caption: a "Figure/Fig./Illustration/Drawing/Diagram N" line just below the
    region, else just above (within CAPTION_GAP_PT), else inside it; for a full-page drawing any
    such line on the page, else its title (largest text). Otherwise the nearest heading above."""
    x0, y0, x1, y1 = bbox
    lines = join_fragments(lines)

    def beside(ln: TextLine) -> bool:
        return ln.bbox[2] >= x0 - 30 and ln.bbox[0] <= x1 + 30

    captions = [ln for ln in lines if CAPTION_RE.match(ln.text)]
    below = [ln for ln in captions if beside(ln) and y1 - 8 <= ln.bbox[1] <= y1 + CAPTION_GAP_PT]
    above = [ln for ln in captions if beside(ln) and y0 - CAPTION_GAP_PT <= ln.bbox[3] <= y0 + 8]
    inside = [ln for ln in captions if _centre_in(ln.bbox, bbox)]
    first: TextLine | None = None
    if below:
        first = min(below, key=lambda ln: ln.bbox[1])
    elif above:
        first = max(above, key=lambda ln: ln.bbox[3])
    elif inside:
        first = min(inside, key=lambda ln: (-ln.size, ln.bbox[1]))
    elif full_page and captions:
        first = min(captions, key=lambda ln: (ln.bbox[1], ln.bbox[0]))
    if first is not None:
        group = _caption_block(first, lines)
        return group, _clip_words(" ".join(ln.text.strip() for ln in group), 200)
    if full_page:
        inner = [ln for ln in lines if _centre_in(ln.bbox, bbox) and len(ln.text.strip()) > 2]
        if inner:
            top = max(ln.size for ln in inner)
            title = sorted((ln for ln in inner if ln.size >= 0.6 * top), key=lambda ln: -ln.size)[
                :2
            ]
            title.sort(key=lambda ln: (ln.bbox[1], ln.bbox[0]))
            return title, _clip_words(" ".join(ln.text.strip() for ln in title), 200)
    band = CONTEXT_SKIP_BAND * prect.height  # "UNCLASSIFIED" in the running header is no title
    body = [ln for ln in lines if prect.y0 + band < ln.bbox[1] and ln.bbox[3] < prect.y1 - band]
    heading = _heading_above(bbox, body)
    return ([heading], heading.text.strip()) if heading else ([], "")


def join_fragments(lines: list[TextLine]) -> list[TextLine]:
    """Join pieces of one printed line that the text layer split ("Fig" + "ure 4-10 Rotor ...")."""
    out: list[TextLine] = []
    for ln in sorted(lines, key=lambda ln: (round(ln.bbox[1]), ln.bbox[0])):
        if out:
            prev = out[-1]
            h = max(0.1, prev.bbox[3] - prev.bbox[1])
            same_row = (
                abs(ln.bbox[1] - prev.bbox[1]) < 0.2 * h
                and abs(ln.bbox[3] - prev.bbox[3]) < 0.2 * h
            )
            if same_row and -1 <= ln.bbox[0] - prev.bbox[2] < 0.25 * h:
                glue = "" if ln.bbox[0] - prev.bbox[2] < 0.08 * h else " "
                out[-1] = TextLine(
                    prev.text.rstrip() + glue + ln.text.lstrip(),
                    prev.page,
                    (
                        prev.bbox[0],
                        min(prev.bbox[1], ln.bbox[1]),
                        ln.bbox[2],
                        max(prev.bbox[3], ln.bbox[3]),
                    ),
                    max(prev.size, ln.size),
                    prev.bold and ln.bold,
                    prev.ocr and ln.ocr,
                )
                continue
        out.append(ln)
    return out


def _caption_block(first: TextLine, lines: list[TextLine]) -> list[TextLine]:
    """The caption line plus up to two wrapped continuation lines set tight below it."""
    group, cur = [first], first
    for _ in range(2):
        h = cur.bbox[3] - cur.bbox[1]
        nxt = [
            ln
            for ln in lines
            if ln is not cur
            and 0 <= ln.bbox[1] - cur.bbox[3] <= 0.3 * h
            and ln.bbox[2] > cur.bbox[0]
            and ln.bbox[0] < cur.bbox[2]
            and abs(ln.size - first.size) <= 0.3
            and ln.bold == first.bold
            and not CAPTION_RE.match(ln.text)
        ]
        if not nxt:
            break
        cur = min(nxt, key=lambda ln: ln.bbox[1])
        group.append(cur)
    return group


def _heading_above(bbox: BBox, lines: list[TextLine]) -> TextLine | None:
    weighted = sorted(ln.size for ln in lines for _ in range(max(1, len(ln.text) // 20)))
    body = weighted[len(weighted) // 2] if weighted else 0.0

    def heading_like(ln: TextLine) -> bool:
        text = ln.text.strip()
        if not text or len(text) > 120 or len(text.split()) > 14 or not _has_letters(text):
            return False
        return ln.bold or ln.size >= body + 1.0 or bool(NUMBERED_HEADING_RE.match(text))

    above = [ln for ln in lines if ln.bbox[3] <= bbox[1] + 2 and heading_like(ln)]
    return max(above, key=lambda ln: (ln.bbox[3], -ln.bbox[0])) if above else None


def context_for(bbox: BBox, lines: list[TextLine], prect: Any) -> str:
    """About CONTEXT_CHARS of page text nearest the region (not inside it), in reading order."""
    x0, y0, x1, y1 = bbox
    band = CONTEXT_SKIP_BAND * prect.height  # running headers and page numbers say nothing

    def distance(ln: TextLine) -> float:
        if ln.bbox[3] <= y0:
            return y0 - ln.bbox[3]
        if ln.bbox[1] >= y1:
            return ln.bbox[1] - y1
        return min(abs(ln.bbox[0] - x1), abs(x0 - ln.bbox[2]))

    outside = [
        ln
        for ln in lines
        if ln.text.strip()
        and not _centre_in(ln.bbox, bbox)
        and prect.y0 + band <= (ln.bbox[1] + ln.bbox[3]) / 2 <= prect.y1 - band
    ]
    picked: list[TextLine] = []
    total = 0
    for ln in sorted(outside, key=distance):
        picked.append(ln)
        total += len(ln.text) + 1
        if total >= CONTEXT_CHARS:
            break
    picked.sort(key=lambda ln: (ln.bbox[1], ln.bbox[0]))
    return _clip_words(" ".join(ln.text.strip() for ln in picked), CONTEXT_CHARS + 100)


def _clip_words(text: str, limit: int) -> str:
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0]
    return cut + " …"


def _has_letters(text: str) -> bool:
    return any(ch.isalpha() for ch in text)


# ---------------------------------------------------------------------- text: labels


@dataclass
class _Seg:
    """A run of words that reads as one label (before stacking lines)."""

    text: str
    bbox: tuple[float, float, float, float]
    words: list[tuple[str, tuple[float, float, float, float]]]
    block: int = -1

    @property
    def height(self) -> float:
        return max(0.1, self.bbox[3] - self.bbox[1])


def labels_from_text_layer(page_words: list[tuple], bbox: BBox) -> list[DiagramLabel]:
    """Labels from the text layer inside ``bbox``: words on one line that sit together form one
    label, stacked lines of one text block join ("No.2" + "Accumulator"), and every tag-like word
    ("V003", "(NAU14)") is also a label of its own."""
    rows: dict[tuple[int, int], list[tuple]] = {}
    # Whole-page words filtered by centre: a clip would cut "Vacuum Sensor" at the edge to "V S".
    for w in page_words:
        if _centre_in(w[:4], bbox):
            rows.setdefault((w[5], w[6]), []).append(w)
    segs: list[_Seg] = []
    for (block, _line), words in rows.items():
        words.sort(key=lambda w: w[7])
        for run in _split_at_gaps([(w[4], tuple(w[:4])) for w in words]):
            segs.append(_seg(run, block))
    return _labels(_stack(segs, same_block=True))


def labels_from_ocr(ocr_lines: list[OcrLine], existing: list[DiagramLabel]) -> list[DiagramLabel]:
    """``existing`` plus labels from OCR lines, skipping what the text layer already gave."""
    segs = []
    for line in ocr_lines:
        words = [(w.text, w.bbox) for w in line.words] or [(line.text, line.bbox)]
        for run in _split_at_gaps(words):
            segs.append(_seg(run, -1))
    fresh = [
        lb
        for lb in _labels(_stack(segs, same_block=False), ocr=True)
        if not any(_same_label(lb, old) for old in existing)
    ]
    return existing + fresh


def labels_from_lines(lines: list[TextLine]) -> list[DiagramLabel]:
    """Labels from whole lines without word boxes (word boxes estimated by character offset)."""
    segs = []
    for ln in lines:
        x0, y0, x1, y1 = ln.bbox
        text = " ".join(ln.text.split())
        per_char = (x1 - x0) / max(1, len(text))
        words, pos = [], 0
        for word in text.split(" "):
            wx0 = x0 + pos * per_char
            words.append((word, (wx0, y0, wx0 + len(word) * per_char, y1)))
            pos += len(word) + 1
        segs.append(_seg(words, -1))
    return _labels(_stack(segs, same_block=False))


def _seg(words: list[tuple[str, tuple]], block: int) -> _Seg:
    boxes = [b for _, b in words]
    bbox = (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )
    return _Seg(" ".join(t for t, _ in words), bbox, list(words), block)


def _split_at_gaps(words: list[tuple[str, tuple]]) -> list[list[tuple[str, tuple]]]:
    """Split a line where the horizontal gap between words is wider than ~1 character height:
    two labels that happen to share a baseline ("WF003 ... WF004")."""
    if not words:
        return []
    runs, run = [], [words[0]]
    for prev, cur in itertools.pairwise(words):
        pb, cb = prev[1], cur[1]
        h = max(pb[3] - pb[1], cb[3] - cb[1])
        vertical = (cb[3] - cb[1]) > 1.5 * (cb[2] - cb[0]) and len(cur[0]) > 1
        if not vertical and cb[0] - pb[2] > 0.9 * h:
            runs.append(run)
            run = []
        run.append(cur)
    runs.append(run)
    return runs


def _is_tag(text: str) -> bool:
    return bool(TAG_RE.fullmatch(text.strip("()[]{},;:.")))


def _stack(segs: list[_Seg], same_block: bool, max_lines: int = 4) -> list[_Seg]:
    """Join label lines set directly under each other (same size, overlapping horizontally).
    A tag line never joins: "(NAU14)" under "No.2 Accumulator" stays its own label."""
    segs = sorted(segs, key=lambda sg: (sg.bbox[1], sg.bbox[0]))
    used = [False] * len(segs)
    out = []
    for i, seg in enumerate(segs):
        if used[i]:
            continue
        used[i] = True
        group, cur = [seg], seg
        while len(group) < max_lines and not _is_tag(cur.text):
            best = None
            for j in range(i + 1, len(segs)):
                other = segs[j]
                if other.bbox[1] > cur.bbox[3] + 0.5 * cur.height:
                    break
                if used[j] or _is_tag(other.text):
                    continue
                if same_block and other.block != cur.block and not _aligned(other, cur):
                    continue
                if not (0.75 <= other.height / cur.height <= 1.33):
                    continue
                if other.bbox[1] < cur.bbox[3] - 0.3 * cur.height:
                    continue  # same line, not the next one
                if other.bbox[2] <= cur.bbox[0] or other.bbox[0] >= cur.bbox[2]:
                    continue
                best = j
                break
            if best is None:
                break
            used[best] = True
            cur = segs[best]
            group.append(cur)
        if len(group) == 1:
            out.append(seg)
        else:
            out.append(_seg([w for g in group for w in g.words], group[0].block))
    return out


def _aligned(a: _Seg, b: _Seg) -> bool:
    """Left, right or centre edges in line: one label set over several text blocks."""
    return (
        abs(a.bbox[0] - b.bbox[0]) < 2
        or abs(a.bbox[2] - b.bbox[2]) < 2
        or abs((a.bbox[0] + a.bbox[2]) - (b.bbox[0] + b.bbox[2])) < 4
    )


def _labels(segs: list[_Seg], ocr: bool = False) -> list[DiagramLabel]:
    out: list[DiagramLabel] = []
    seen: set[tuple[str, tuple[int, int, int, int]]] = set()

    def add(text: str, box: tuple) -> None:
        key = (text, tuple(round(v) for v in box))
        if text and key not in seen:
            seen.add(key)
            out.append(DiagramLabel(text=text, bbox=tuple(round(v, 2) for v in box)))  # type: ignore[arg-type]

    for seg in segs:
        add(seg.text.strip(), seg.bbox)
        for word, box in seg.words:
            for part, pbox in _split_word(word, box):
                core = part.strip("()[]{},;:.")
                if core != seg.text.strip() and TAG_RE.fullmatch(core):
                    add(core, pbox)
                if ocr:
                    fixed = _digit_reading(core)
                    if fixed:
                        add(fixed, pbox)
    return out


_DIGIT_LOOKALIKES = str.maketrans("ODQIl", "00011")


def _digit_reading(word: str) -> str | None:
    """OCR of small print reads digits in tags as letters: 0 as O/D/Q, 1 as I/l ("PD1", "VOD5",
    "CD08", "MS-IO"). Give the reading with digits as well ("P01", "V005", "C008", "MS-10"); the
    raw reading stays a label too."""
    if not 2 <= len(word) <= 12 or word.count("-") > 1:
        return None
    head, dash, rest = word.partition("-")
    if not dash:
        head, rest = "", word
    body, suffix = (
        (rest[:-1], rest[-1])
        if len(rest) > 2 and rest[-1].isupper() and rest[-2].isdigit()
        else (rest, "")
    )
    starts = [0] if dash else range(1, min(4, len(body) - 1) + 1)
    for k in starts:
        prefix, tail = (head, body) if dash else (body[:k], body[k:])
        if not prefix.isalpha() or not prefix.isupper() or not tail:
            continue
        if not all(ch.isdigit() or ch in "ODQIl" for ch in tail):
            continue
        if any(ch in "ODQIl" for ch in tail) and (dash or any(ch.isdigit() for ch in tail)):
            return prefix + dash + tail.translate(_DIGIT_LOOKALIKES) + suffix
    return None


def _split_word(word: str, box: tuple) -> list[tuple[str, tuple]]:
    """ "V001/V002" -> two parts with boxes in proportion to their characters."""
    parts = re.split(r"([/,+&])", word)
    if len(parts) == 1:
        return [(word, box)]
    out, pos = [], 0
    per = (box[2] - box[0]) / max(1, len(word))
    for part in parts:
        if part and part not in "/,+&":
            x0 = box[0] + pos * per
            out.append((part, (x0, box[1], x0 + len(part) * per, box[3])))
        pos += len(part)
    return out


def _same_label(a: DiagramLabel, b: DiagramLabel) -> bool:
    if a.text.replace(" ", "").lower() != b.text.replace(" ", "").lower():
        return False
    ra, rb = a.bbox, b.bbox
    ix = min(ra[2], rb[2]) - max(ra[0], rb[0])
    iy = min(ra[3], rb[3]) - max(ra[1], rb[1])
    return ix > 0 and iy > 0


def _grow_to_labels(rect: Any, lines: list[TextLine]) -> Any:
    """Stretch a drawing's box over short text lines that touch its edge ("VENTILATION" next to
    the vent pipe): path geometry alone stops where the labels begin."""
    near = _grow(rect, LABEL_REACH_PT)
    out = +rect
    for ln in lines:
        text = ln.text.strip()
        if len(text) > 40 or len(text.split()) > 5 or _centre_in(ln.bbox, rect):
            continue
        if CAPTION_RE.match(text):
            continue
        if near.intersects(ln.bbox):
            out |= ln.bbox
    return out


# ---------------------------------------------------------------------- rendering


def render_diagram(
    page: pymupdf.Page, diagram: Diagram, png_path: Path, thumb_path: Path, dpi: int = 150
) -> None:
    """PNG of the region at ~``dpi`` (at most RENDER_MAX_SIDE px a side) and a thumbnail of at most
    THUMB_SIDE px a side. Sets nothing on ``diagram``."""
    import pymupdf

    clip = pymupdf.Rect(diagram.bbox) * page.rotation_matrix & page.rect
    if clip.is_empty:
        clip = +page.rect
    w, h = max(1.0, clip.width), max(1.0, clip.height)
    # -2 px: MuPDF rounds the clip outwards to whole pixels at both ends.
    zoom = min(dpi / 72.0, (RENDER_MAX_SIDE - 2) / max(w, h), (RENDER_MAX_PIXELS / (w * h)) ** 0.5)
    Path(png_path).parent.mkdir(parents=True, exist_ok=True)
    Path(thumb_path).parent.mkdir(parents=True, exist_ok=True)
    page.get_pixmap(matrix=pymupdf.Matrix(zoom, zoom), clip=clip, alpha=False).save(str(png_path))
    tzoom = min(zoom, (THUMB_SIDE - 2) / max(w, h))
    page.get_pixmap(matrix=pymupdf.Matrix(tzoom, tzoom), clip=clip, alpha=False).save(
        str(thumb_path)
    )


# ---------------------------------------------------------------------- geometry helpers


def _bbox(r: Any) -> BBox:
    return (round(r.x0, 2), round(r.y0, 2), round(r.x1, 2), round(r.y1, 2))


def _centre_in(box: Any, rect: Any) -> bool:
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return rect[0] <= cx <= rect[2] and rect[1] <= cy <= rect[3]


def _inside_any(r: Any, boxes: list[Any]) -> bool:
    """Mostly (80 %) inside one of ``boxes`` (lines of zero width count by their centre)."""
    if r.width <= 0 or r.height <= 0:
        return any(_centre_in(r, _grow(b, 2)) for b in boxes)
    area = r.get_area()
    return any((r & _grow(b, 2)).get_area() >= 0.8 * area for b in boxes)


def _grow(r: Any, d: float) -> Any:
    import pymupdf

    return pymupdf.Rect(r[0] - d, r[1] - d, r[2] + d, r[3] + d)


def _in_furniture_band(r: Any, prect: Any) -> bool:
    band = FURNITURE_BAND * prect.height
    return r.y1 <= prect.y0 + band or r.y0 >= prect.y1 - band
