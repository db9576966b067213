"""Where the diagrams on a page are: vector drawings, raster figures and scanned drawings.

Detection is deliberately cheap and bounded:

- vector drawings: the page's paths are rasterised into a coarse mask (1 px per point at most) and
  joined by connected components. This replaces ``page.cluster_drawings()``, which compares path
  rectangles pairwise in Python and slows down badly on pages with thousands of small paths;
- raster figures: ``page.get_image_info()``; logos repeated on many pages, icons and slivers skipped;
- scanned pages: ink that is not inside an OCR text line, i.e. lines of a drawing.

Tables (``exclude``) and bordered text boxes are not diagrams.
"""

from __future__ import annotations

import logging
import re
import statistics
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.ingest.diagram_text import (
    CAPTION_GAP_PT,
    CAPTION_RE,
    PageText,
    centre_in,
    join_fragments,
)
from engine.ingest.limits import CAPTIONED_MIN_PATHS, TITLE_LARGER_PT
from engine.types import BBox, TextLine

if TYPE_CHECKING:
    import numpy as np
    import pymupdf

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
# A numbered heading set under a picture ("4-3. Simmering", 14 pt bold, 5 pt under a picture
# table of a galley kettle manual, stop 33) opens the next section: no label of the picture
# (bold, or limits.TITLE_LARGER_PT over the page's median line).
_NUMBERED_HEADING = re.compile(r"^\d{1,2}(?:[.-]\d{1,3}){0,3}\.?\s+[A-Z]")
MAX_CANDIDATES = 400  # components examined per page (the rest are specks)
MAX_PATHS = 150_000  # paths rasterised per page (bounds time on pathological pages)
MAX_IMAGES = 500  # placed images examined per page, largest first
SCAN_COVER = 0.05  # no text layer and images cover this much: scanned (a scan or its layers)
SCAN_STROKE_PT = 28.0  # a connected piece of ink this long is line work, not a letter
SCAN_MAX_PIXELS = 4_000_000  # the scan is analysed at 144 dpi, less on big sheets
SCAN_MIN_INK = 1500  # ink (pixels at 72 dpi) in the strokes of a scanned drawing


@dataclass
class Region:
    """A candidate diagram: its box and what was drawn in it (the tests that tell a drawing from
    a table grid or a bordered note read these counts)."""

    rect: Any  # pymupdf.Rect
    paths: int = 0
    curves: int = 0
    diagonals: int = 0
    raster_area: float = 0.0
    images: list[Any] = field(default_factory=list)  # image rects inside (for OCR)

    def absorb(self, other: Region) -> None:
        self.rect |= other.rect
        self.paths += other.paths
        self.curves += other.curves
        self.diagonals += other.diagonals
        self.raster_area += other.raster_area
        self.images += other.images


# ---------------------------------------------------------------------- vector drawings


def vector_regions(page: pymupdf.Page, prect: Any, excl: list[Any]) -> list[Region]:
    """Clusters of vector paths on the page (paths inside ``excl`` boxes left out), one region
    per connected piece of line work, with its path, curve and diagonal counts."""
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
    regions: list[Region] = []
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
                Region(rect & prect, n, int(curves[inside].sum()), int(diagonals[inside].sum()))
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
        centre_inside = (cx >= ex0) & (cx <= ex1) & (cy >= ey0) & (cy <= ey1)
        covered = np.where(area > 0, iw * ih >= 0.8 * area, centre_inside)
        keep &= ~covered
    return keep


def _is_white(color: Any) -> bool:
    return bool(color) and all(c >= 0.97 for c in color)


# ---------------------------------------------------------------------- raster images


@dataclass(frozen=True)
class PlacedImage:
    """An image as drawn on the page: its box (page points) and native pixel size."""

    rect: Any
    width: int  # native pixels
    height: int
    xrefs: tuple[int, ...]  # the page's image xrefs of this pixel size (usually exactly one)


def image_infos(page: pymupdf.Page, prect: Any) -> list[PlacedImage]:
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
        out.append(PlacedImage(r, size[0], size[1], tuple(by_size.get(size, ()))))
    return out


def raster_regions(
    page: pymupdf.Page, images: list[PlacedImage], prect: Any, excl: list[Any]
) -> list[Region]:
    """One region per picture that can be a figure (see ``_figure_images``), outside ``excl``."""
    regions = []
    for r in _figure_images(page, images, prect):
        if _inside_any(r, excl):
            continue  # an image-only table the caller already has
        regions.append(Region(+r, raster_area=r.get_area(), images=[+r]))
    return regions


def figure_image_boxes(page: pymupdf.Page, bbox: BBox) -> list[BBox]:
    """The raster images inside a found diagram's ``bbox`` that detection counts as pictures
    (not icons, slivers, or logos and letterheads repeated on many pages), clipped to ``bbox``:
    the clips whose labels OCR reads when a figure's OCR runs after ingest."""
    import pymupdf

    prect = page.rect * page.derotation_matrix  # page space of get_text / get_image_info
    area = pymupdf.Rect(bbox)
    boxes: list[BBox] = []
    for r in _figure_images(page, image_infos(page, prect), prect):
        clip = r & area
        if clip.is_empty or min(clip.width, clip.height) < MIN_SIDE_PT / 2:
            continue  # a picture beside the drawing that only touches its box
        boxes.append(to_bbox(clip))
    return boxes


def _figure_images(page: pymupdf.Page, images: list[PlacedImage], prect: Any) -> list[Any]:
    """Boxes of the images that can be figures."""
    repeated = _repeated_xrefs(page.parent)
    out = []
    for im in images:
        r = im.rect
        if min(im.width, im.height) < MIN_IMAGE_PX or min(r.width, r.height) < MIN_SIDE_PT / 2:
            continue  # slivers, bullets, icons, pieces of a gradient
        if im.xrefs and all(x in repeated for x in im.xrefs):
            continue  # a logo or letterhead on many pages
        if _in_furniture_band(r, prect) and r.height < 0.15 * prect.height:
            continue
        out.append(r)
    return out


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


def is_scanned(
    images: list[PlacedImage], prect: Any, lines: list[TextLine], text: PageText
) -> bool:
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


def scan_regions(
    page: pymupdf.Page, prect: Any, lines: list[TextLine], excl: list[Any]
) -> list[Region]:
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
        strokes.append(Region(rect, paths=int(area / (zoom * zoom))))
    strokes = sorted(strokes, key=lambda rg: -rg.paths)[:MAX_CANDIDATES]
    out = []
    for region in merge_regions(strokes, 20.0):
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
        inside = [ln for ln in lines if centre_in(ln.bbox, r)]
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


# ---------------------------------------------------------------------- merge, filter, grow


def merge_regions(regions: list[Region], gap: float) -> list[Region]:
    """Union regions whose boxes overlap or come within ``gap`` points, until none do."""
    items = sorted(regions, key=lambda rg: -rg.rect.get_area())
    changed = True
    while changed:
        changed = False
        out: list[Region] = []
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


def is_diagram(region: Region, lines: list[TextLine], prect: Any) -> bool:
    """Big enough, and a picture or real line work: not a frame, a table grid or a text box."""
    r = region.rect
    if min(r.width, r.height) < MIN_SIDE_PT or r.get_area() < MIN_AREA_PT2:
        return False
    if region.raster_area >= 0.3 * r.get_area():
        return True  # a picture (vector arrows or callouts drawn over it do not matter)
    if _in_furniture_band(r, prect) and r.height < 0.12 * prect.height:
        return False  # header/footer frame and its rules
    if region.curves == 0 and region.diagonals == 0:
        return False  # only horizontal/vertical rules and boxes: a table grid, a form, a QR code
    if region.paths < MIN_VECTOR_PATHS and not (
        region.paths >= CAPTIONED_MIN_PATHS and _captioned(r, lines)
    ):
        return False  # a frame, a rule, a bordered note (a small sketch the text calls a figure)
    # A bordered text box, a form or a ruled paragraph is running text with a few lines around it.
    return not _is_prose([ln for ln in lines if centre_in(ln.bbox, r)])


def _captioned(rect: Any, lines: list[TextLine]) -> bool:
    """A "Figure N ..." line just under or over ``rect`` (as caption_for reads captions)."""
    for ln in join_fragments(lines):
        x0, y0, x1, y1 = ln.bbox
        if x1 < rect.x0 - 30 or x0 > rect.x1 + 30 or not CAPTION_RE.match(ln.text):
            continue
        if (
            rect.y1 - 8 <= y0 <= rect.y1 + CAPTION_GAP_PT
            or rect.y0 - CAPTION_GAP_PT <= y1 <= rect.y0 + 8
        ):
            return True
    return False


def _is_prose(lines: list[TextLine]) -> bool:
    """Running text: several long lines that hold most of the characters in the region."""
    if not lines:
        return False
    chars = sum(len(ln.text) for ln in lines)
    prose = [ln for ln in lines if len(ln.text.split()) >= 6 and len(ln.text) >= 30]
    prose_chars = sum(len(ln.text) for ln in prose)
    return len(prose) >= 3 and prose_chars >= 0.6 * chars


def grow_to_labels(rect: Any, lines: list[TextLine]) -> Any:
    """Stretch a drawing's box over short text lines that touch its edge ("VENTILATION" next to
    the vent pipe): path geometry alone stops where the labels begin."""
    near = _grow(rect, LABEL_REACH_PT)
    out = +rect
    body = statistics.median(ln.size for ln in lines) if lines else 0.0
    for ln in lines:
        text = ln.text.strip()
        if len(text) > 40 or len(text.split()) > 5 or centre_in(ln.bbox, rect):
            continue
        if CAPTION_RE.match(text):
            continue
        if _NUMBERED_HEADING.match(text) and (ln.bold or ln.size >= body + TITLE_LARGER_PT):
            continue  # the next section's heading, right under the picture
        if near.intersects(ln.bbox):
            out |= ln.bbox
    return out


# ---------------------------------------------------------------------- geometry helpers


def to_bbox(r: Any) -> BBox:
    """A pymupdf.Rect as the BBox stored with a diagram (rounded to 0.01 pt)."""
    return (round(r.x0, 2), round(r.y0, 2), round(r.x1, 2), round(r.y1, 2))


def _inside_any(r: Any, boxes: list[Any]) -> bool:
    """Mostly (80 %) inside one of ``boxes`` (lines of zero width count by their centre)."""
    if r.width <= 0 or r.height <= 0:
        return any(centre_in(r, _grow(b, 2)) for b in boxes)
    area = r.get_area()
    return any((r & _grow(b, 2)).get_area() >= 0.8 * area for b in boxes)


def _grow(r: Any, d: float) -> Any:
    import pymupdf

    return pymupdf.Rect(r[0] - d, r[1] - d, r[2] + d, r[3] + d)


def _in_furniture_band(r: Any, prect: Any) -> bool:
    band = FURNITURE_BAND * prect.height
    return r.y1 <= prect.y0 + band or r.y0 >= prect.y1 - band
