"""An upright copy of a page whose text runs up or down it, for the table readers.

A landscape table is often set sideways on a portrait page: the text layer's lines run bottom to
top (or top to bottom), whether or not the page's /Rotate turns it for display. The table readers
(ruled ``find_tables``, the borderless word reader) read rows left to right and top to bottom, so
on such a page they read columns as rows and split every cell. This module shows the page's
content turned upright on a page of a scratch document, where the readers work as on any page,
and maps what they find back into the original page's coordinates (the unrotated space of
``page.get_text``), where the rest of ingest and the viewer's highlights live.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import pymupdf

from engine.types import BBox

log = logging.getLogger(__name__)


@dataclass
class UprightPage:
    page: pymupdf.Page  # the copy (a page of ``scratch``), text running left to right
    scratch: pymupdf.Document  # kept open while ``page`` is used
    to_page: pymupdf.Matrix  # copy coordinates -> the original page's unrotated coordinates

    def box_to_page(self, bbox: BBox) -> BBox:
        rect = pymupdf.Rect(bbox) * self.to_page
        rect.normalize()
        return (rect.x0, rect.y0, rect.x1, rect.y1)

    def box_from_page(self, bbox: BBox) -> BBox:
        rect = pymupdf.Rect(bbox) * ~self.to_page
        rect.normalize()
        return (rect.x0, rect.y0, rect.x1, rect.y1)


def text_turn(page: pymupdf.Page, data: dict[str, Any] | None = None) -> tuple[float, int]:
    """The share of the text layer's characters set sideways, and the turn (degrees, for
    ``show_pdf_page``) that brings most of them upright: 270 for text running up the unrotated
    page, 90 for text running down it, 0 when most text runs left to right."""
    if data is None:
        data = page.get_text("dict", flags=0)
    up = down = total = 0
    for block in data.get("blocks", []):
        for line in block.get("lines", []):
            n = sum(len(s.get("text", "").strip()) for s in line.get("spans", []))
            total += n
            dx, dy = line.get("dir", (1.0, 0.0))
            if abs(dx) < 0.5:
                if dy < 0:
                    up += n
                else:
                    down += n
    if not total:
        return 0.0, 0
    share = (up + down) / total
    return share, (270 if up >= down else 90) if share else 0


def upright_copy(page: pymupdf.Page, turn: int) -> UprightPage | None:
    """The page's content turned by ``turn`` degrees onto a page of its own; None if that fails
    (the page is then read as it is)."""
    try:
        unrotated = page.rect * page.derotation_matrix  # the space of get_text's boxes
        w, h = unrotated.width, unrotated.height
        one = pymupdf.open()
        one.insert_pdf(page.parent, from_page=page.number, to_page=page.number)
        one[0].set_rotation(0)  # show_pdf_page shows the unrotated content; turn it ourselves
        scratch = pymupdf.open()
        copy = scratch.new_page(width=h, height=w)
        copy.show_pdf_page(copy.rect, one, 0, rotate=turn)
        if turn == 270:  # text ran up the page: x' = h - y, y' = x
            to_page = pymupdf.Matrix(0, -1, 1, 0, 0, h)
        else:  # text ran down the page: x' = y, y' = w - x
            to_page = pymupdf.Matrix(0, 1, -1, 0, w, 0)
        return UprightPage(copy, scratch, to_page)
    except Exception as exc:
        log.warning("page %d: upright copy failed (%s)", page.number + 1, exc)
        return None
