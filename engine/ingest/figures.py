"""Reading the labels of raster figures after their document is already searchable.

OCR of a figure takes about a second; a manual with sixty raster figures would wait a minute
before anyone could search it. So ingest stores every drawing at once (caption, surrounding
text, vector labels, image) and marks raster ones ``ocr_pending``; when the batch is done this
module reads their tags, and the stores are updated figure by figure. If Shipmate stops half way,
the remaining figures are still marked and the next ingest (or ``Engine.finish_figures``) resumes.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import TYPE_CHECKING

from engine.ingest.diagrams import figure_image_boxes, labels_from_ocr
from engine.types import BBox, Diagram, DiagramLabel, Entity, EntityMention

if TYPE_CHECKING:
    import pymupdf

    from engine.ingest.ocr import PageOcr

log = logging.getLogger(__name__)


def has_figure_images(page: pymupdf.Page, bbox: BBox) -> bool:
    """True when raster images that can carry labels sit inside ``bbox`` (the pictures diagram
    detection counts: no icons, slivers, or logos repeated on many pages)."""
    return bool(figure_image_boxes(page, bbox))


def read_figure_labels(page: pymupdf.Page, diagram: Diagram, ocr: PageOcr) -> list[DiagramLabel]:
    """The diagram's labels plus those OCR reads in the raster images inside it."""
    labels = list(diagram.labels)
    for clip in figure_image_boxes(page, diagram.bbox):
        try:
            labels = labels_from_ocr(ocr.read_region(page, clip), labels)
        except Exception:
            log.exception("OCR of a figure on page %d failed", diagram.page)
    return labels


def label_entities(
    diagram: Diagram, labels: list[DiagramLabel]
) -> tuple[list[DiagramLabel], list[Entity], list[EntityMention]]:
    """Labels with their equipment code filled in, and the DEPICTS mentions of the new ones."""
    from engine.vocab.codes import find_codes, normalise_code

    out: list[DiagramLabel] = []
    entities: dict[str, Entity] = {}
    mentions: list[EntityMention] = []
    already = {lb.code for lb in diagram.labels if lb.code}
    for label in labels:
        code = label.code or normalise_code(label.text)
        if code is None:
            codes = {c for c, _surface, _offset in find_codes(label.text)}
            code = codes.pop() if len(codes) == 1 else None
        out.append(dataclasses.replace(label, code=code) if code != label.code else label)
        if code and code not in already:
            entities.setdefault(code, Entity(code, label.text.strip(), "code"))
            mentions.append(
                EntityMention(code, "schema", diagram.schema_id, bbox=label.bbox, page=diagram.page)
            )
    return out, list(entities.values()), mentions
