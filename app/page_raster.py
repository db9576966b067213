"""Draw one PDF page into plain RGB pixels — in the engine process, never in the window's.

The Page tab used QtPdf's ``QPdfDocument.render`` in a worker thread, but PySide6 keeps the GIL
for the whole call: a big vector P&ID froze the window for 0.3–0.6 s on every open and zoom. Here
PyMuPDF (the engine's own PDF library, which also produced the citation boxes) draws the page in
the engine process; the window gets the pixels over the pipe and wraps them in a QImage. Each
picture stays small (at most 3000 px a side): a zoomed-in view is drawn as a sharp tile of what is
visible over the whole page drawn at screen resolution, because every copy of a 40 MB picture
costs the window's process ~50 ms with the GIL held.

Runs in the engine process (``RemoteEngine.render_page``): no Qt here. The PDF is opened per call
and closed at once, so a document being removed is never held open (Windows cannot delete it).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from engine import ShipmateError

MAX_RENDER_SIDE = 3000  # pixels a side: bigger pictures cost the window tens of ms to take in

BBox = tuple[float, float, float, float]


@dataclass(frozen=True)
class PageRaster:
    """A drawn page or part of one: RGB888 rows of ``stride`` bytes covering ``region`` (PDF
    points); ``width_pt``/``height_pt`` are the whole page's size."""

    path: str
    page: int  # 1-based
    page_count: int
    width_pt: float
    height_pt: float
    region: BBox
    scale: float  # pixels per point
    width: int
    height: int
    stride: int
    samples: bytes


def render_page(
    path: str,
    page: int,
    scale: float,
    clip: BBox | None = None,
    max_side: int = MAX_RENDER_SIDE,
) -> PageRaster:
    """Draw 1-based ``page`` of ``path`` (or the ``clip`` part of it, PDF points) at ``scale``
    pixels per point, lowered so that neither side exceeds ``max_side`` pixels."""
    import pymupdf

    if not Path(path).is_file():
        raise ShipmateError(f"The PDF cannot be opened (the file is missing): {path}")
    try:
        doc = pymupdf.open(path)
    except Exception as exc:
        raise ShipmateError(f"The PDF cannot be opened (the file is damaged): {path}") from exc
    with doc:
        count = doc.page_count
        if not 1 <= page <= count:
            raise ShipmateError(f"Page {page} is not in {Path(path).name} ({count} pages)")
        pdf_page = doc[page - 1]
        whole = pdf_page.rect
        area = whole if clip is None else pymupdf.Rect(clip) & whole
        if area.is_empty:
            area = whole
        scale = min(scale, max_side / max(area.width, area.height, 1.0))
        try:
            pix = pdf_page.get_pixmap(matrix=pymupdf.Matrix(scale, scale), clip=area, alpha=False)
        except Exception as exc:
            raise ShipmateError(f"Page {page} of {Path(path).name} could not be drawn") from exc
        if pix.n != 3:  # a grey or CMYK page: the window wants RGB
            pix = pymupdf.Pixmap(pymupdf.csRGB, pix)
        return PageRaster(
            path,
            page,
            count,
            whole.width,
            whole.height,
            (area.x0, area.y0, area.x1, area.y1),
            scale,
            pix.width,
            pix.height,
            pix.stride,
            bytes(pix.samples),
        )
