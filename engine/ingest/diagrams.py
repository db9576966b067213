"""Diagrams on a page: vector drawings, raster figures and scanned drawings, with their text labels.

A ship manual's P&IDs and figures are where valve and pump tags live ("V003", "WF002"), so each
diagram keeps every label inside it with its position. Finding the regions is
``engine.ingest.diagram_regions``; captions, context and labels are ``engine.ingest.diagram_text``.
Any failure is logged and the diagrams found so far are returned.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.ingest.diagram_regions import (
    MERGE_GAP_PT,
    Region,
    figure_image_boxes,
    grow_to_labels,
    image_infos,
    is_diagram,
    is_scanned,
    merge_regions,
    raster_regions,
    scan_regions,
    to_bbox,
    vector_regions,
)
from engine.ingest.diagram_text import (
    CAPTION_RE,
    TAG_RE,
    PageText,
    caption_for,
    centre_in,
    context_for,
    is_tag,
    join_fragments,
    labels_from_lines,
    labels_from_ocr,
    labels_from_text_layer,
    page_text_lines,
    same_label,
)
from engine.types import BBox, Diagram, DiagramLabel, TextLine

if TYPE_CHECKING:
    import pymupdf

    from engine.ingest.ocr import PageOcr

# Other modules and the tests import these from here; the code lives in the two modules above.
__all__ = [
    "CAPTION_RE",
    "TAG_RE",
    "caption_for",
    "context_for",
    "figure_image_boxes",
    "find_page_diagrams",
    "join_fragments",
    "labels_from_lines",
    "labels_from_ocr",
    "labels_from_text_layer",
    "page_text_lines",
    "render_diagram",
]

log = logging.getLogger(__name__)

PAGE_KIND_AREA = 0.6  # a diagram covering this share of the page is a full-page drawing
SHEET_AREA = 0.4  # a scanned drawing this big is a sheet: its title block names it
RENDER_MAX_SIDE = 4000
RENDER_MAX_PIXELS = 16_000_000
THUMB_SIDE = 256


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
    text = PageText(page)
    lines = page_lines if page_lines is not None else page_text_lines(page, page_no, text)
    images = image_infos(page, prect)
    if is_scanned(images, prect, lines, text):
        for region in scan_regions(page, prect, lines, excl):
            found.append(_build(page, page_no, region, prect, lines, text, ocr, scanned=True))
        return
    regions = vector_regions(page, prect, excl) + raster_regions(page, images, prect, excl)
    for region in merge_regions(regions, MERGE_GAP_PT):
        if is_diagram(region, lines, prect):
            found.append(_build(page, page_no, region, prect, lines, text, ocr, scanned=False))


def _build(
    page: pymupdf.Page,
    page_no: int,
    region: Region,
    prect: Any,
    lines: list[TextLine],
    text: PageText,
    ocr: PageOcr | None,
    scanned: bool,
) -> Diagram:
    if not scanned:
        region.rect = grow_to_labels(region.rect, lines) & prect
    r = region.rect
    full_page = r.get_area() >= PAGE_KIND_AREA * prect.get_area()
    if full_page:
        kind = "page"
    elif region.raster_area >= 0.5 * r.get_area():
        kind = "raster"
    else:
        kind = "vector"
    bbox = to_bbox(r)
    sheet = full_page or (scanned and r.get_area() >= SHEET_AREA * prect.get_area())
    caption_lines, caption = caption_for(bbox, lines, sheet, prect)
    labels = [] if scanned else labels_from_text_layer(text.words(), bbox)
    if ocr is not None and region.images:
        for img_rect in region.images:
            try:
                labels = _ocr_labels(ocr, page, page_no, to_bbox(img_rect), labels)
            except Exception:
                log.exception("OCR of a figure on page %d failed", page_no)
    elif scanned:
        labels = labels_from_lines([ln for ln in lines if centre_in(ln.bbox, bbox)])
    cap_boxes = [ln.bbox for ln in caption_lines]
    labels = [
        lb
        for lb in labels
        if is_tag(lb.text) or not any(centre_in(lb.bbox, cb) for cb in cap_boxes)
    ]
    rest = [ln for ln in lines if not any(centre_in(ln.bbox, cb) for cb in cap_boxes)]
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
    return labels + [lb for lb in fresh if not any(same_label(lb, old) for old in labels)]


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
