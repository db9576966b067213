"""Reading the labels of raster figures after their document is already searchable.

OCR of a figure takes about a second; a manual with sixty raster figures would wait a minute
before anyone could search it. So ingest stores every drawing at once (caption, surrounding
text, vector labels, image) and marks raster ones ``ocr_pending``; when the batch is done this
module reads their tags, and the stores are updated figure by figure. If Shipmate stops half way,
the remaining figures are still marked and the next ingest (or ``Engine.finish_figures``) resumes.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.ingest.diagrams import figure_image_boxes, labels_from_ocr
from engine.types import (
    BBox,
    Diagram,
    DiagramLabel,
    Entity,
    EntityMention,
    ExtractedTable,
    figure_table_id,
)

if TYPE_CHECKING:
    import pymupdf

    from engine.ingest.ocr import OcrPage, PageOcr
    from engine.store.assets import AssetStore

log = logging.getLogger(__name__)
# "Figure 3-12 Frequency regulation", "Fig. 2": the document itself says it is a drawing.
FIGURE_CAPTION = re.compile(r"^\s*(fig\.?|figure|illustration|drawing)\s*[\dA-Z]", re.IGNORECASE)


def has_figure_images(page: pymupdf.Page, bbox: BBox) -> bool:
    """True when raster images that can carry labels sit inside ``bbox`` (the pictures diagram
    detection counts: no icons, slivers, or logos repeated on many pages)."""
    return bool(figure_image_boxes(page, bbox))


@dataclasses.dataclass
class FigureReading:
    """What OCR found in a figure's pictures: its labels, and tables when the picture is one."""

    labels: list[DiagramLabel]
    tables: list[ExtractedTable] = dataclasses.field(default_factory=list)


def read_figure_labels(page: pymupdf.Page, diagram: Diagram, ocr: PageOcr) -> list[DiagramLabel]:
    """The diagram's labels plus those OCR reads in the raster images inside it."""
    return read_figure(page, diagram, ocr).labels


def figure_clips(page: pymupdf.Page, diagram: Diagram) -> list[BBox]:
    """The picture regions of a figure that OCR reads, in the order ``read_figure`` takes them."""
    return figure_image_boxes(page, diagram.bbox)


def read_figure(
    page: pymupdf.Page,
    diagram: Diagram,
    ocr: PageOcr,
    assets: AssetStore | None = None,
    reads: list[Callable[[], OcrPage]] | None = None,
) -> FigureReading:
    """Labels of the figure's pictures, and — when a picture's words stand in rows and columns
    (a table pasted as a picture without a "Table" caption) — the tables it holds, with ids,
    CSV, reading sidecar and picture written (when ``assets`` is given).

    ``reads`` (one per ``figure_clips`` region) gives OCR already started elsewhere (the figure
    pass reads several figures at once on several cores); without it ``ocr`` reads them here."""
    from engine.ingest.aligned_tables import ocr_tables
    from engine.ingest.pages import read_page
    from engine.ingest.tables import stitch_tables

    labels = list(diagram.labels)
    found = []
    if reads is None:
        clips = figure_clips(page, diagram)
        reads = [functools.partial(ocr.read_region_oriented, page, clip) for clip in clips]
    for read_clip in reads:
        try:
            read = read_clip()
        except Exception:
            log.exception("OCR of a figure on page %d failed", diagram.page)
            continue
        labels = labels_from_ocr(read.lines, labels)
        if assets is not None and not FIGURE_CAPTION.match(diagram.caption):
            # Not captioned as a figure: read as a table only when it clearly is one (three
            # aligned columns, short cells) — labelled drawings and screenshots align too.
            lines = read_page(page, diagram.page).lines
            found += ocr_tables(read, diagram.page, page.rect.height, lines, False)
    tables = []
    for k, table in enumerate(stitch_tables(found) if found else []):
        table.table_id = figure_table_id(diagram.schema_id, k)
        table.doc_id = diagram.doc_id
        table.section_id = diagram.section_id
        table.caption = table.caption or diagram.caption
        if assets is not None:
            _write_table_files(page, table, assets)
        tables.append(table)
    return FigureReading(labels, tables)


def _write_table_files(page: pymupdf.Page, table: ExtractedTable, assets: AssetStore) -> None:
    import pymupdf

    from engine.index_text.tables import write_csv, write_reading

    name = table.table_id.split(":", 1)[-1].replace(":", "_")
    path = assets.doc_dir(table.doc_id) / "tables" / f"figure_{name}.csv"
    path.parent.mkdir(parents=True, exist_ok=True)
    write_csv(table, path)
    write_reading(table, path)
    table.csv_path = str(path)
    clip = pymupdf.Rect(table.bbox) * page.rotation_matrix & page.rect
    zoom = min(150 / 72, 2400 / max(1.0, clip.width, clip.height))
    page.get_pixmap(matrix=pymupdf.Matrix(zoom, zoom), clip=clip, alpha=False).save(
        str(path.with_suffix(".png"))
    )


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
