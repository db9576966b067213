"""The OCR side of reading a page: scanned pages read ahead in the OCR pool, pictures of a text
page read with it (a picture under a thin text layer, a picture captioned as a table), the
figure labels they give, and the picture an OCR'd table was read from."""

from __future__ import annotations

import logging
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.ingest import limits as lim
from engine.ingest.aligned_tables import ocr_tables
from engine.ingest.pages import PageText, inside
from engine.ingest.tables import CAPTION_RE
from engine.types import BBox, Diagram, ExtractedTable, TextLine

if TYPE_CHECKING:
    import pymupdf

    from engine.ingest.ocr import OcrPage, PageOcr
    from engine.ingest.ocr_pool import OcrPool

log = logging.getLogger(__name__)


class OcrAhead:
    """Scanned pages are rendered here (PyMuPDF, this thread) a few pages ahead and recognised
    in the pool meanwhile, so both cores read while this thread extracts the pages in between."""

    def __init__(
        self,
        pdf: pymupdf.Document,
        texts: list[PageText],
        ocr: PageOcr | None,
        pool: OcrPool | None,
    ) -> None:
        self._pdf = pdf
        self._ocr = ocr
        self._pool = pool
        self._queue = [i for i, t in enumerate(texts) if t.garbage or t.scanned]
        self._futures: dict[int, Any] = {}

    def read(self, index: int) -> OcrPage:
        from engine.ingest.ocr import OcrPage

        if self._ocr is None:
            return OcrPage([])
        if self._pool is None:
            return safe_ocr(self._ocr, self._pdf[index], index + 1)
        self._top_up(index)
        future = self._futures.pop(index, None)
        try:
            if future is None:
                future = self._pool.submit(self._ocr.render_page(self._pdf[index]), index + 1)
            return future.result()
        except Exception as exc:
            log.warning("page %d: OCR failed (%s)", index + 1, exc)
            return OcrPage([])

    def _top_up(self, current: int) -> None:
        assert self._pool is not None and self._ocr is not None
        self._queue = [i for i in self._queue if i >= current]
        while self._queue and len(self._futures) < 2 * self._pool.size:
            index = self._queue.pop(0)
            try:
                rendered = self._ocr.render_page(self._pdf[index])
            except Exception as exc:
                log.warning("page %d: not rendered for OCR (%s)", index + 1, exc)
                continue
            self._futures[index] = self._pool.submit(rendered, index + 1)


def safe_ocr(ocr: PageOcr, page: pymupdf.Page, page_no: int) -> OcrPage:
    from engine.ingest.ocr import OcrPage

    try:
        return ocr.read_oriented(ocr.render_page(page))
    except Exception as exc:
        log.warning("page %d: OCR failed (%s)", page_no, exc)
        return OcrPage([])


def label_from_ocr(diagram: Diagram, lines: list[TextLine]) -> None:
    """A picture OCR'd with its page (a chart, a data sheet): its lines are the figure's labels."""
    from engine.ingest.diagrams import labels_from_lines

    found = labels_from_lines([ln for ln in lines if ln.ocr and inside(ln.bbox, diagram.bbox)])
    known = {(lb.text, lb.bbox) for lb in diagram.labels}
    diagram.labels = diagram.labels + [lb for lb in found if (lb.text, lb.bbox) not in known]


def pictures_to_read(text: PageText) -> list[BBox]:
    """Pictures whose text is read while the page is parsed: all pictures of a page that is a
    picture under a thin text layer, and a picture captioned as a table ("Table 3 ...") on a
    text page. Other pictures are figures; their labels are read after the batch."""
    if text.scanned or text.garbage or not text.pictures:
        return []
    if text.picture_text:
        return list(text.pictures)
    out = []
    for box in text.pictures:
        for ln in text.lines:
            near = min(abs(box[1] - ln.bbox[3]), abs(ln.bbox[1] - box[3]))
            overlaps = min(box[2], ln.bbox[2]) - max(box[0], ln.bbox[0]) > 0
            if overlaps and near <= lim.TABLE_CAPTION_REACH and CAPTION_RE.match(ln.text):
                out.append(box)
                break
    return out


def read_pictures(
    ocr: PageOcr, page: pymupdf.Page, text: PageText, pictures: list[BBox], tables: bool
) -> tuple[PageText, list[Any], bool]:
    """OCR the pictures of a text page: their lines join the page's text (where the text layer
    does not already say it), words aligned in rows and columns become tables."""
    lines = list(text.lines)
    found: list[Any] = []
    turned = False
    for box in pictures:
        try:
            read = ocr.read_region_oriented(page, box)
        except Exception as exc:
            log.warning("page %d: OCR of a picture failed (%s)", text.page, exc)
            continue
        turned = turned or bool(read.orientation)
        new = [
            ln.to_text_line(text.page)
            for ln in read.lines
            if not any(inside(ln.bbox, old.bbox) for old in text.lines)
        ]
        lines += new
        if tables:
            found += ocr_tables(read, text.page, text.height, text.lines, True)
    return replace(text, lines=lines), found, turned


def save_table_picture(pdf: pymupdf.Document, table: ExtractedTable, path: Path) -> None:
    """The picture an OCR'd table was read from, for the viewer to show beside the grid."""
    try:
        import pymupdf

        page = pdf[table.pages[0] - 1]
        clip = pymupdf.Rect(table.bbox) * page.rotation_matrix & page.rect
        zoom = min(150 / 72, 2400 / max(1.0, clip.width, clip.height))
        page.get_pixmap(matrix=pymupdf.Matrix(zoom, zoom), clip=clip, alpha=False).save(str(path))
    except Exception as exc:
        log.warning("picture of table on page %s not saved (%s)", table.pages, exc)
