"""Neighbourhoods of labels on a big drawing, each searchable on its own.

A deck plan or a fire-main diagram is hundreds of labels; as one item it matches every question
about the deck a little and none well. Its labels are grouped by position into neighbourhoods
(an anchor label, tags first, with every label within ``radius`` of it); each neighbourhood is
indexed as its own item (the drawing's caption + its labels) next to the whole-drawing entry, so a
question about one spot finds that spot. The same distance and radius decide, at question time,
which labels of a drawing hit are outlined (``engine.retrieval.regions``): one grouping, not two.

Region items are ids ``<schema_id>#r<n>`` in the "schemas" vector collection and the "diagram"
keyword kind; they carry the drawing's ``doc_id``, so removing the document removes them.
The grouping is deterministic, so the query side rebuilds a region from the stored labels.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.types import BBox, Diagram, DiagramLabel

# The neighbourhood of a label: labels within this share of the drawing's larger side (spread of
# its labels). 0.08 of the 1090 pt wide escape-routes deck plan is ~90 pt, about one compartment
# with its door and EEBD symbols; checked on the tuning questions about that plan.
RADIUS_SHARE = 0.08
# Only drawings with at least this many labels get region items. Corpus library of the 7 PDFs
# (152 drawings): the water-mist P&ID has 145 labels, the escape-routes deck plan 87, the largest
# HDEC 2000 drawings and screenshots 89-124; 144 drawings have fewer than 80 (most under 40),
# small enough that the whole-drawing entry is already about one spot.
MIN_LABELS = 80

_SEP = "#r"


@dataclass(frozen=True)
class LabelRegion:
    """One neighbourhood: its index on the drawing, its labels (anchor first) and their box."""

    index: int
    labels: tuple[DiagramLabel, ...]
    bbox: BBox


def label_distance(a: BBox, b: BBox) -> float:
    """Distance between the centres of two label boxes (page points)."""
    ax, ay = (a[0] + a[2]) / 2, (a[1] + a[3]) / 2
    bx, by = (b[0] + b[2]) / 2, (b[1] + b[3]) / 2
    return ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5


def radius(labels: list[DiagramLabel]) -> float:
    """How far a label's neighbourhood reaches on this drawing."""
    if not labels:
        return 0.0
    xs = [v for lb in labels for v in (lb.bbox[0], lb.bbox[2])]
    ys = [v for lb in labels for v in (lb.bbox[1], lb.bbox[3])]
    return RADIUS_SHARE * max(max(xs) - min(xs), max(ys) - min(ys), 1.0)


def label_regions(labels: list[DiagramLabel]) -> list[LabelRegion]:
    """The drawing's neighbourhoods, or [] for a drawing with fewer than MIN_LABELS labels.

    Anchors are taken greedily, tags (labels with an equipment code) first, then top to bottom,
    left to right; a label already inside a neighbourhood anchors none, so every label is in at
    least one neighbourhood and anchors are more than a radius apart."""
    if len(labels) < MIN_LABELS:
        return []
    reach = radius(labels)
    order = sorted(
        range(len(labels)),
        key=lambda i: (labels[i].code is None, labels[i].bbox[1], labels[i].bbox[0]),
    )
    covered: set[int] = set()
    regions: list[LabelRegion] = []
    for i in order:
        if i in covered:
            continue
        anchor = labels[i].bbox
        members = [j for j in range(len(labels)) if label_distance(anchor, labels[j].bbox) <= reach]
        members.sort(key=lambda j: (j != i, label_distance(anchor, labels[j].bbox)))
        covered.update(members)
        boxes = [labels[j].bbox for j in members]
        bbox = (
            min(b[0] for b in boxes),
            min(b[1] for b in boxes),
            max(b[2] for b in boxes),
            max(b[3] for b in boxes),
        )
        regions.append(LabelRegion(len(regions), tuple(labels[j] for j in members), bbox))
    return regions


def region_id(schema_id: str, index: int) -> str:
    return f"{schema_id}{_SEP}{index}"


def parse_region_id(item_id: str) -> tuple[str, int | None]:
    """(schema_id, region index) of a region item; (item_id, None) for a whole drawing."""
    schema_id, sep, index = item_id.rpartition(_SEP)
    if sep and schema_id and index.isdigit():
        return schema_id, int(index)
    return item_id, None


def region_text(diagram: Diagram, region: LabelRegion) -> str:
    """What a region is searched by: the drawing's caption and the labels of the neighbourhood."""
    labels = " ".join(dict.fromkeys(lb.text for lb in region.labels))
    return f"{diagram.caption}\nLabels: {labels}".strip()


def region_items(diagram: Diagram) -> list[tuple[str, str, dict[str, Any]]]:
    """(item id, text, vector metadata) of each region of a drawing, for the indexes."""
    out = []
    for region in label_regions(diagram.labels):
        x0, y0, x1, y1 = region.bbox
        meta: dict[str, Any] = {
            "doc_id": diagram.doc_id,
            "schema_id": diagram.schema_id,
            "page": diagram.page,
            "region": region.index,
            "x0": x0,
            "y0": y0,
            "x1": x1,
            "y1": y1,
        }
        out.append((region_id(diagram.schema_id, region.index), region_text(diagram, region), meta))
    return out
