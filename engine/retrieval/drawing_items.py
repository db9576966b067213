"""The drawings behind "schemas" item ids: a whole drawing (its schema id) or one neighbourhood of
its labels (``<schema_id>#r<n>``, see engine.index_text.drawing_regions)."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.index_text.diagrams import diagram_text
from engine.index_text.drawing_regions import (
    MIN_LABELS,
    LabelRegion,
    label_regions,
    parse_region_id,
    region_text,
)
from engine.types import Diagram, DiagramLabel

if TYPE_CHECKING:
    from engine.store.library import Library

# Drawings whose label neighbourhoods are kept (a few hundred labels each: ~100 kB at most).
REGION_CACHE_DRAWINGS = 256


@dataclass(frozen=True)
class DrawingItem:
    diagram: Diagram
    region: LabelRegion | None = None  # None: the whole drawing

    @property
    def text(self) -> str:
        """What the item was indexed by."""
        if self.region is None:
            return diagram_text(self.diagram)
        return region_text(self.diagram, self.region)

    @property
    def scored_text(self) -> str:
        """What the question's words are looked for in. A big drawing (one indexed neighbourhood
        by neighbourhood) as a whole holds hundreds of labels spread over the sheet, so any few
        words are somewhere on it ("steering gear" in one corner, "hydraulics" in another): as a
        whole it is scored by its caption and the text around it, and the spot that holds the
        words together by its neighbourhood's item."""
        if self.region is None and len(self.diagram.labels) >= MIN_LABELS:
            return f"{self.diagram.caption}\n{self.diagram.context}".strip()
        return self.text


@functools.lru_cache(maxsize=REGION_CACHE_DRAWINGS)
def _regions(labels: tuple[DiagramLabel, ...]) -> list[LabelRegion]:
    """A drawing's neighbourhoods, worked out once per set of labels (the same as at indexing:
    labels read again give a new key; the same drawing printed in several manuals shares them).
    A deck plan's took ~90 ms under load, and every search tool of every question that found a
    drawing worked them out again (10,000 pages: 0.5 s of CPU a question)."""
    return label_regions(list(labels))


def schema_of(item_id: str) -> str:
    return parse_region_id(item_id)[0]


def drawing_items(library: Library, ids: Sequence[str]) -> dict[str, DrawingItem]:
    """The item of each id whose drawing is stored (a region index the drawing no longer has, e.g.
    after its labels were read again, is left out)."""
    parsed = {i: parse_region_id(i) for i in ids}
    diagrams = library.records.diagrams(list(dict.fromkeys(s for s, _ in parsed.values())))
    regions: dict[str, list[LabelRegion]] = {}
    out: dict[str, DrawingItem] = {}
    for item_id, (schema_id, index) in parsed.items():
        diagram = diagrams.get(schema_id)
        if diagram is None:
            continue
        if index is None:
            out[item_id] = DrawingItem(diagram)
            continue
        if schema_id not in regions:
            regions[schema_id] = _regions(tuple(diagram.labels))
        if index < len(regions[schema_id]):
            out[item_id] = DrawingItem(diagram, regions[schema_id][index])
    return out
