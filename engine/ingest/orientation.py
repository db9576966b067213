"""Which way up a picture is, and what it rules: a landscape table printed sideways on a portrait
page, a scan fed upside down — OCR reads nothing useful until the text runs left to right; and the
row rules, column rules and shaded bands a picture of a table draws (``ruling``), which
``engine.ingest.picture_grid`` turns back into a table grid.

The text detector finds lines whatever their direction; sideways text gives tall boxes. Between
a 90 and a 270 degree turn the recogniser decides (``engine.ingest.ocr.upright_turns``: the
higher mean confidence on a sample wins); an upside-down picture shows as most lines reading
better flipped, which the recogniser checks line by line anyway.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.ingest import limits as lim

if TYPE_CHECKING:
    import numpy as np


def sideways(boxes: list[np.ndarray]) -> bool:
    """True when most text boxes are tall and narrow (text running up or down the picture)."""
    tall = wide = 0
    for quad in boxes:
        w = float(quad[:, 0].max() - quad[:, 0].min())
        h = float(quad[:, 1].max() - quad[:, 1].min())
        if h > lim.TALL_RATIO * w:
            tall += 1
        elif w > lim.TALL_RATIO * h:
            wide += 1
    return tall >= lim.MIN_TALL_BOXES and tall > wide and tall >= lim.SIDEWAYS_SHARE * len(boxes)


def rotate(img: np.ndarray, quarter_turns: int) -> np.ndarray:
    """The image turned counter-clockwise by ``quarter_turns`` x 90 degrees (contiguous copy)."""
    import numpy as np

    return np.ascontiguousarray(np.rot90(img, quarter_turns))


def quarter_turn_matrix(quarter_turns: int, width: int, height: int) -> Any:
    """Pixel matrix from the turned image back to the original (``width`` x ``height``) one."""
    import pymupdf

    k = quarter_turns % 4
    if k == 1:  # new (x, y) was old (W-1-y, x)
        return pymupdf.Matrix(0, 1, -1, 0, width - 1, 0)
    if k == 2:
        return pymupdf.Matrix(-1, 0, 0, -1, width - 1, height - 1)
    if k == 3:  # new (x, y) was old (y, H-1-x)
        return pymupdf.Matrix(0, -1, 1, 0, 0, height - 1)
    return pymupdf.Matrix(1, 0, 0, 1, 0, 0)


Segments = list[tuple[float, float, float]]


@dataclass(frozen=True)
class Ruling:
    """What a picture draws to separate cells, in its pixels."""

    horizontal: tuple[tuple[float, float, float], ...] = ()  # (y, x0, x1)
    vertical: tuple[tuple[float, float, float], ...] = ()  # (x, y0, y1)
    shaded: tuple[tuple[float, float, float, float], ...] = ()  # boxes of shaded cells


def ruling(img: np.ndarray, text_height: float) -> Ruling:
    """The ruling of a picture: horizontal segments (y, x0, x1) — the lines between table rows,
    including short ones that stop at a merged cell — and vertical segments (x, y0, y1), the
    column rules, in pixels. A shaded cell (a dark header band with white text) rules by its
    edges. ``text_height`` (pixels, the median OCR box) keeps letter strokes out of the
    vertical rules: a rule runs at least one text line high."""
    import cv2
    import numpy as np

    gray = img[:, :, 0] if img.ndim == 3 else img
    h, w = gray.shape[:2]
    if h < 10 or w < 40:
        return Ruling()
    dark = (gray < lim.RULE_DARK).astype(np.uint8)
    horizontal: Segments = []
    vertical: Segments = []
    shaded = shaded_boxes(dark, text_height)
    for x0, y0, x1, y1 in shaded:
        horizontal += [(float(y0), float(x0), float(x1)), (float(y1), float(x0), float(x1))]
        inner = _fill_separators(gray[y0:y1, x0:x1])
        for x in (x0, *(x0 + s for s in inner), x1):
            vertical.append((float(x), float(y0), float(y1)))
        dark[max(0, y0 - 2) : y1 + 2, max(0, x0 - 2) : x1 + 2] = 0  # its white text is no rule
    thin = max(6, min(h, w) // 50, int(lim.RULE_THICK_SHARE * text_height))
    length = max(15, int(lim.SEGMENT_MIN_SHARE * w))
    lines = cv2.morphologyEx(dark, cv2.MORPH_OPEN, np.ones((1, length), np.uint8))
    count, _, stats, _ = cv2.connectedComponentsWithStats(lines, connectivity=8)
    for x, y, bw, bh, _area in stats[1:count].tolist():
        if bh <= thin:
            horizontal.append((y + bh / 2, float(x), float(x + bw)))
    if h >= 40 and text_height > 0:
        length = max(15, int(text_height))
        lines = cv2.morphologyEx(dark, cv2.MORPH_OPEN, np.ones((length, 1), np.uint8))
        count, _, stats, _ = cv2.connectedComponentsWithStats(lines, connectivity=8)
        for x, y, bw, bh, _area in stats[1:count].tolist():
            if bw <= thin:
                vertical.append((x + bw / 2, float(y), float(y + bh)))
    boxes = tuple(tuple(float(v) for v in box) for box in shaded)
    return Ruling(tuple(sorted(horizontal)), tuple(sorted(vertical)), boxes)  # type: ignore[arg-type]


def tinted(img: Any) -> Any:
    """Boolean mask of a picture's tinted pixels: the light grey fill of a header band or a
    zebra stripe behind black text (``None`` for no picture)."""
    if img is None:
        return None
    gray = img[:, :, 0] if img.ndim == 3 else img
    return (gray >= lim.TINT_MIN) & (gray <= lim.TINT_MAX)


def shaded_boxes(dark: np.ndarray, text_height: float) -> list[tuple[int, int, int, int]]:
    """Boxes (x0, y0, x1, y1) of shaded areas: where ink covers most of a text-line-sized window
    (white letters on a dark band leave it mostly dark; black letters on paper cover a third of
    it at most). Each box is trimmed to the rows and columns the shade fills."""
    import cv2
    import numpy as np

    side = max(lim.FILL_MIN_PX, int(text_height))
    density = cv2.blur(dark.astype(np.float32), (side, side))
    mask = (density >= lim.FILL_DENSITY).astype(np.uint8)
    count, _, stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=8)
    h, w = dark.shape[:2]
    out = []
    for x, y, bw, bh, _area in stats[1:count].tolist():
        x0, y0 = max(0, x - side // 2), max(0, y - side // 2)
        x1, y1 = min(w, x + bw + side // 2), min(h, y + bh + side // 2)
        area = dark[y0:y1, x0:x1]
        rows = np.flatnonzero(area.mean(axis=1) >= 0.5)
        cols = np.flatnonzero(area.mean(axis=0) >= 0.5)
        if rows.size and cols.size:
            box = (
                x0 + int(cols[0]),
                y0 + int(rows[0]),
                x0 + int(cols[-1]) + 1,
                y0 + int(rows[-1]) + 1,
            )
            if box[2] - box[0] >= side and box[3] - box[1] >= lim.FILL_MIN_PX:
                out.append(box)
    return out


def _fill_separators(band: np.ndarray) -> list[int]:
    """x (within the band) of the lines between the cells of a shaded band: columns that are
    lighter (a white gap) or darker (a black rule) than the shade over nearly the band's whole
    height. A letter stroke covers two thirds of it at most."""
    import numpy as np

    h = band.shape[0]
    if band.size == 0 or band.shape[1] < 3 or h < 4:
        return []
    rows = band[h // 6 : h - h // 6]  # away from the band's own top and bottom rules
    shade = float(np.median(rows))
    contrast = lim.FILL_SEPARATOR_CONTRAST
    light = np.percentile(rows, 10, axis=0) > shade + contrast
    dark = np.percentile(rows, 90, axis=0) < shade - contrast
    out: list[int] = []
    start = None
    for x, flag in enumerate([*(light | dark).tolist(), False]):
        if flag and start is None:
            start = x
        elif not flag and start is not None:
            if start > 2 and x < band.shape[1] - 2:
                out.append((start + x) // 2)
            start = None
    return out
