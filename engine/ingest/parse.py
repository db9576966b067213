"""Read one PDF into sections, chunks, tables, diagrams and entities (no store is touched here).

A generator: it yields ``(stage, done, total, message)`` after every page so the caller can show
progress and cancel between pages, and returns a ``ParsedDocument``.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Callable, Generator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.index_text.sections import heading_paths
from engine.ingest import limits as lim
from engine.ingest.aligned_tables import ocr_tables, text_layer_tables
from engine.ingest.chunking import ChunkPlan, chunk_section
from engine.ingest.figure_citations import add_citing_prose
from engine.ingest.page_ocr import (
    OcrAhead,
    label_from_ocr,
    pictures_to_read,
    read_pictures,
    save_table_picture,
)
from engine.ingest.pages import (
    PageText,
    furniture_keys,
    furniture_text,
    inside,
    is_furniture,
    read_page,
)
from engine.ingest.sections import build_sections, division_number, toc_pages
from engine.ingest.upright import UprightPage, upright_copy
from engine.types import (
    BBox,
    Diagram,
    Entity,
    EntityMention,
    ExtractedTable,
    Section,
    TableChunk,
    TextChunk,
    TextLine,
)

if TYPE_CHECKING:
    import pymupdf

    from engine.ingest.ocr import PageOcr
    from engine.ingest.ocr_pool import OcrPool
    from engine.store.assets import AssetStore

log = logging.getLogger(__name__)

Step = tuple[str, int, int, str]  # (stage, done, total, message)


@dataclass
class ParsedDocument:
    doc_id: str
    title: str
    pages: int
    sections: list[Section]
    chunks: list[TextChunk]
    tables: list[ExtractedTable]
    table_chunks: list[TableChunk]
    diagrams: list[Diagram]
    entities: list[Entity]
    mentions: list[EntityMention]
    ocr_pages: list[int]
    garbage_pages: list[int]
    rotated_pages: list[int] = field(default_factory=list)  # OCR found them turned 90/180/270
    stage_seconds: dict[str, float] = field(default_factory=dict)


@dataclass(frozen=True)
class ParseOptions:
    """Which extractors run. The benchmark turns them off to measure the text path alone."""

    tables: bool = True
    diagrams: bool = True
    ocr: bool = True
    entities: bool = True
    # Raster figure labels are read after the batch (engine.ingest.figures), not inline.
    defer_figure_ocr: bool = True
    chunk_plan: ChunkPlan = field(default_factory=ChunkPlan)


class _Clock:
    def __init__(self) -> None:
        self.seconds: dict[str, float] = {}

    def add(self, stage: str, started: float) -> None:
        self.seconds[stage] = self.seconds.get(stage, 0.0) + time.perf_counter() - started


def parse_document(
    pdf: pymupdf.Document,
    doc_id: str,
    file_name: str,
    assets: AssetStore,
    count_batch: Callable[[list[str]], list[int]],
    ocr: PageOcr | None,
    options: ParseOptions | None = None,
    ocr_pool: OcrPool | None = None,
) -> Generator[Step, None, ParsedDocument]:
    options = options or ParseOptions()
    clock = _Clock()
    total = pdf.page_count
    if not options.ocr:
        ocr = ocr_pool = None
    texts: list[PageText] = []
    started = time.perf_counter()
    for index in range(total):
        texts.append(_safe_read(pdf[index], index + 1))
    clock.add("text", started)
    scans = OcrAhead(pdf, texts, ocr, ocr_pool)
    # Running headers and footers of the text layer, known before any table is read: a
    # borderless table near the top edge would take the running header as its header row. Only
    # lines on most pages: a long table's header repeated at the top of its pages stays its own.
    running = furniture_keys(texts, lim.RUNNING_HEADER_SHARE)
    pages: list[PageText] = []
    title_pages: list[PageText] = []
    page_tables: list[Any] = []
    diagrams: list[Diagram] = []
    ocr_pages: list[int] = []
    garbage_pages: list[int] = []
    rotated_pages: list[int] = []

    for index in range(total):
        page_no = index + 1
        page = pdf[index]
        text = texts[index]
        if text.garbage:
            garbage_pages.append(page_no)
        read_tables: list[Any] = []  # tables read from OCR'd words (scans, pictures)
        pictures = pictures_to_read(text) if ocr is not None else []
        if (text.garbage or text.scanned) and ocr is not None:
            yield ("ocr", page_no - 1, total, f"OCR page {page_no}/{total}")
            started = time.perf_counter()
            read = scans.read(index)
            clock.add("ocr", started)
            lines = [ln.to_text_line(page_no) for ln in read.lines]
            text = replace(text, lines=lines)
            if lines:
                ocr_pages.append(page_no)
            if read.orientation:
                rotated_pages.append(page_no)
            if options.tables:
                read_tables = ocr_tables(read, page_no, text.height, lines, False)
        elif text.garbage:
            text = replace(text, lines=[])  # unreadable glyphs must not reach the index
        elif pictures:
            yield ("ocr", page_no - 1, total, f"OCR of pictures on page {page_no}/{total}")
            started = time.perf_counter()
            text, read_tables, turned = read_pictures(
                ocr,
                page,
                text,
                pictures,
                options.tables,  # type: ignore[arg-type]
            )
            clock.add("ocr", started)
            ocr_pages.append(page_no)
            if turned:
                rotated_pages.append(page_no)

        found_tables = list(read_tables)
        upright = None  # a sideways page's tables are read on an upright copy of it
        if options.tables and not text.scanned and not text.garbage:
            started = time.perf_counter()
            if text.sideways_turn:
                upright = upright_copy(page, text.sideways_turn)
            if upright is not None:
                found_tables += _on_page(upright, _safe_tables(upright.page, page_no))
            else:
                found_tables += _safe_tables(page, page_no)
            clock.add("tables", started)
        table_boxes: list[BBox] = [t.bbox for t in found_tables]

        page_diagrams: list[Diagram] = []
        if options.diagrams:
            started = time.perf_counter()
            # A scanned page's drawings take their labels from the page OCR just done; raster
            # figures on text pages are read after the batch (figures.py) unless told otherwise.
            read_text_by_ocr = text.scanned or text.garbage
            inline_ocr = options.ocr and not options.defer_figure_ocr and not read_text_by_ocr
            page_diagrams = _safe_diagrams(
                page, page_no, table_boxes, ocr if inline_ocr else None, text.lines
            )
            if options.ocr and ocr is not None and not inline_ocr and not read_text_by_ocr:
                for diagram in page_diagrams:
                    if any(inside(box, diagram.bbox) for box in pictures):
                        label_from_ocr(diagram, text.lines)  # read with the page just now
                    else:
                        diagram.ocr_pending = _safe_has_images(page, diagram.bbox)
            for diagram in page_diagrams:
                n = len(diagrams)
                diagram.schema_id = f"{doc_id}:g{n:03d}"
                diagram.doc_id = doc_id
                png, thumb = assets.diagram_png(doc_id, n)
                if _safe_render(page, diagram, png, thumb):
                    diagram.image_path, diagram.thumb_path = str(png), str(thumb)
                diagrams.append(diagram)
            clock.add("diagrams", started)

        sheet = any(d.kind == "page" for d in page_diagrams)  # a drawing: labels, not a table
        if options.tables and not text.scanned and not text.garbage and not sheet:
            started = time.perf_counter()
            drawn = table_boxes + [d.bbox for d in page_diagrams] + list(pictures)
            drawn += [ln.bbox for ln in text.lines if is_furniture(ln, text.height, running)]
            if upright is not None:
                copy_lines = _safe_read(upright.page, page_no).lines
                drawn = [upright.box_from_page(box) for box in drawn]
                found = text_layer_tables(upright.page, page_no, drawn, copy_lines)
                borderless = _on_page(upright, found)
            else:
                borderless = text_layer_tables(page, page_no, drawn, text.lines)
            found_tables += borderless
            table_boxes += [t.bbox for t in borderless]
            clock.add("tables", started)
        page_tables.extend(found_tables)

        if index < 3:
            title_pages.append(text)  # before tables/drawings take their lines
        taken = table_boxes + [d.bbox for d in page_diagrams if d.kind != "page"]
        if taken:
            text = replace(
                text,
                lines=[ln for ln in text.lines if not any(inside(ln.bbox, box) for box in taken)],
            )
        if any(d.kind == "page" for d in page_diagrams) and not pictures:
            # A full-page drawing: its words are labels of the diagram, not running text.
            text = replace(text, lines=[])
        pages.append(text)
        yield ("read", page_no, total, f"page {page_no}/{total}")

    started = time.perf_counter()
    keys = furniture_keys(pages)
    lines = body_lines(pages, keys)
    by_page: dict[int, list[TextLine]] = {}
    for ln in lines:
        by_page.setdefault(ln.page, []).append(ln)
    add_citing_prose(diagrams, by_page)  # "as shown in figure 1-17" on the page before
    sheet_captions = [d.caption for d in diagrams if d.kind == "page" and d.page == 1]
    title = choose_title(pdf.metadata or {}, title_pages, file_name, sheet_captions)
    layout = build_sections(doc_id, lines, _outline(pdf), toc_pages(by_page), title)
    chunks: list[TextChunk] = []
    paths = heading_paths(layout.sections)
    for section, section_lines in zip(layout.sections, layout.lines, strict=True):
        chunks.extend(
            chunk_section(
                section, section_lines, count_batch, options.chunk_plan, paths[section.section_id]
            )
        )
    clock.add("sections", started)

    started = time.perf_counter()
    for table in page_tables:
        if furniture_text(table.caption, keys):
            table.caption = ""  # a running header ("HDEC 2000 User Manual Rev. D") names nothing
    tables, table_chunks = _build_tables(
        doc_id, page_tables, layout, assets, count_batch, options.chunk_plan.table_pieces, pdf
    )
    clock.add("tables", started)
    for diagram in diagrams:
        owner = layout.section_at(diagram.page, diagram.bbox[1])
        diagram.section_id = owner.section_id if owner else None

    entities: list[Entity] = []
    mentions: list[EntityMention] = []
    if options.entities:
        started = time.perf_counter()
        entities, mentions = _safe_entities(doc_id, layout.sections, tables, diagrams)
        clock.add("entities", started)

    return ParsedDocument(
        doc_id=doc_id,
        title=title,
        pages=total,
        sections=layout.sections,
        chunks=chunks,
        tables=tables,
        table_chunks=table_chunks,
        diagrams=diagrams,
        entities=entities,
        mentions=mentions,
        ocr_pages=ocr_pages,
        garbage_pages=garbage_pages,
        rotated_pages=rotated_pages,
        stage_seconds=clock.seconds,
    )


# ---------------------------------------------------------------- title


_BAD_TITLE = re.compile(
    r"(\.(pdf|docx?|xlsx?|indd|dwg)$)|^untitled|template|^microsoft word|^document\d*$|^slide",
    re.I,
)


def choose_title(
    metadata: dict[str, Any],
    pages: list[PageText],
    file_name: str,
    sheet_captions: list[str] | None = None,
) -> str:
    """Metadata title when it reads like one, else the title of a drawing sheet, else the largest
    line of the first pages, else the file name."""
    meta = str(metadata.get("title") or "").strip()
    if meta and not _BAD_TITLE.search(meta) and " " in meta and len(meta) >= 4:
        return meta[:200]
    for caption in sheet_captions or []:
        if len(caption.split()) >= 2:
            return caption[:200]
    candidates = [ln for p in pages[:3] for ln in p.lines if 3 <= len(ln.text) <= 120]
    if candidates:
        biggest = max(ln.size for ln in candidates)
        body = sorted(ln.size for ln in candidates)[len(candidates) // 2]
        if biggest > body + 1:
            top = [ln for ln in candidates if ln.size == biggest][:2]
            heading = " ".join(ln.text for ln in top).strip()
            if heading:
                return heading[:200]
    return Path(file_name).stem.replace("_", " ").replace("-", " ").strip() or file_name


def _outline(pdf: pymupdf.Document) -> list[tuple[int, str, int]]:
    try:
        return [(int(lvl), str(title), int(page)) for lvl, title, page, *_ in pdf.get_toc()]
    except Exception as exc:
        log.info("outline unreadable: %s", exc)
        return []


# ---------------------------------------------------------------- guarded extractors


def _safe_read(page: pymupdf.Page, page_no: int) -> PageText:
    try:
        return read_page(page, page_no)
    except Exception as exc:
        log.warning("page %d: text layer unreadable (%s)", page_no, exc)
        rect = page.rect
        return PageText(page_no, [], rect.width, rect.height, garbage=True, scanned=False, chars=0)


def _safe_tables(page: pymupdf.Page, page_no: int) -> list[Any]:
    try:
        from engine.ingest.tables import find_page_tables

        return find_page_tables(page, page_no)
    except Exception as exc:
        log.warning("page %d: table extraction failed (%s)", page_no, exc)
        return []


def _on_page(upright: UprightPage, tables: list[Any]) -> list[Any]:
    """Tables read on an upright copy, their boxes moved back onto the original page."""
    for table in tables:
        table.bbox = upright.box_to_page(table.bbox)
    return tables


def _safe_diagrams(
    page: pymupdf.Page,
    page_no: int,
    exclude: list[BBox],
    ocr: PageOcr | None,
    lines: list[TextLine],
) -> list[Diagram]:
    try:
        from engine.ingest.diagrams import find_page_diagrams

        return find_page_diagrams(page, page_no, exclude, ocr, page_lines=lines)
    except Exception as exc:
        log.warning("page %d: diagram extraction failed (%s)", page_no, exc)
        return []


def _safe_has_images(page: pymupdf.Page, bbox: BBox) -> bool:
    try:
        from engine.ingest.figures import has_figure_images

        return has_figure_images(page, bbox)
    except Exception as exc:
        log.warning("page: images of a drawing not listed (%s)", exc)
        return False


def _safe_render(page: pymupdf.Page, diagram: Diagram, png: Path, thumb: Path) -> bool:
    try:
        from engine.ingest.diagrams import render_diagram

        render_diagram(page, diagram, png, thumb)
        return True
    except Exception as exc:
        log.warning("page %d: diagram image not saved (%s)", diagram.page, exc)
        return False


def _build_tables(
    doc_id: str,
    page_tables: list[Any],
    layout: Any,
    assets: AssetStore,
    count_batch: Callable[[list[str]], list[int]],
    max_pieces: int,
    pdf: pymupdf.Document | None = None,
) -> tuple[list[ExtractedTable], list[TableChunk]]:
    if not page_tables:
        return [], []
    from engine.index_text.tables import table_chunks, write_csv, write_reading
    from engine.ingest.tables import stitch_tables

    def count_one(text: str) -> int:
        return count_batch([text])[0]

    tables: list[ExtractedTable] = []
    chunks: list[TableChunk] = []
    try:
        stitched = stitch_tables(page_tables)
    except Exception as exc:
        log.warning("tables could not be stitched (%s); kept page by page", exc)
        stitched = []
    for table in stitched:
        n = len(tables)
        try:
            table.table_id = f"{doc_id}:t{n:03d}"
            table.doc_id = doc_id
            owner = layout.section_at(table.pages[0], table.bbox[1])
            table.section_id = owner.section_id if owner else None
            if not table.caption.strip() and owner is not None:
                # Never a bare "Table": the section it stands in names it.
                table.caption = f"{owner.number} {owner.title}".strip()
            csv_path = assets.table_csv(doc_id, n)
            write_csv(table, csv_path)
            table.csv_path = str(csv_path)
            write_reading(table, csv_path)
            if table.source == "ocr" and pdf is not None:
                save_table_picture(pdf, table, csv_path.with_suffix(".png"))
            chunks.extend(table_chunks(table, count_one, max_pieces))
            tables.append(table)
        except Exception as exc:
            log.warning("table on page %s skipped (%s)", table.pages, exc)
    return tables, chunks


def _safe_entities(
    doc_id: str, sections: list[Section], tables: list[ExtractedTable], diagrams: list[Diagram]
) -> tuple[list[Entity], list[EntityMention]]:
    from engine.ingest.entities import extract_entities

    try:
        return extract_entities(doc_id, sections, tables, diagrams, _gazetteer())
    except Exception as exc:
        log.warning("entities not extracted (%s)", exc)
        return [], []


def table_entities(
    doc_id: str, tables: list[ExtractedTable]
) -> tuple[list[Entity], list[EntityMention]]:
    """Equipment named in tables found after the document was stored."""
    return _safe_entities(doc_id, [], tables, [])


_GAZETTEER: Any = None


def _gazetteer() -> Any:
    global _GAZETTEER
    if _GAZETTEER is None:
        from engine.ingest.entities import Gazetteer

        _GAZETTEER = Gazetteer.load()
    return _GAZETTEER


def body_lines(pages: list[PageText], keys: set[str]) -> list[TextLine]:
    """Every page's lines without its running headers and footers, except where a running
    header names a new division ("LABORATORY #8" heading each page of lab 8 in a lab book): the
    first page under the new number keeps it, so the division becomes a section there."""
    out: list[TextLine] = []
    division = ""
    for page in pages:
        for line in page.lines:
            if not is_furniture(line, page.height, keys):
                out.append(line)
                continue
            number = division_number(line.text) if line.bbox[1] < page.height / 2 else ""
            if number and number != division:
                division = number
                out.append(line)
    return out
