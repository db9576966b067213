"""Which way up a picture is: a landscape table printed sideways on a portrait page, a scan
fed upside down. OCR reads nothing useful until the text runs left to right.

The text detector finds lines whatever their direction; sideways text gives tall boxes. Between
a 90 and a 270 degree turn the recogniser decides (``engine.ingest.ocr.upright_turns``: the
higher mean confidence on a sample wins); an upside-down picture shows as most lines reading
better flipped, which the recogniser checks line by line anyway.
"""

from __future__ import annotations

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


def rule_segments(img: np.ndarray) -> list[tuple[float, float, float]]:
    """Horizontal ruling segments of a picture as (y, x0, x1) in pixels: the lines between table
    rows, including the short ones that stop at a cell merged across several rows."""
    import cv2
    import numpy as np

    gray = img[:, :, 0] if img.ndim == 3 else img
    h, w = gray.shape[:2]
    if h < 10 or w < 40:
        return []
    dark = (gray < lim.RULE_DARK).astype(np.uint8)
    length = max(15, int(lim.SEGMENT_MIN_SHARE * w))
    lines = cv2.morphologyEx(dark, cv2.MORPH_OPEN, np.ones((1, length), np.uint8))
    count, _, stats, _ = cv2.connectedComponentsWithStats(lines, connectivity=8)
    out = []
    for x, y, bw, bh, _area in stats[1:count].tolist():
        if bh <= max(6, h // 50):
            out.append((y + bh / 2, float(x), float(x + bw)))
    return sorted(out)
