"""Dataclasses shared by every area of the engine (and the app through ``engine``).

Page numbers are always 1-based PDF page indexes. Boxes are PDF points in page coordinates
(x0, y0, x1, y1) with the origin at the top-left, as PyMuPDF reports them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

BBox = tuple[float, float, float, float]

DocStatus = Literal["ingesting", "ready", "failed"]
EvidenceType = Literal["text", "table", "diagram"]


@dataclass(frozen=True)
class PageRegion:
    """A rectangle on one page: what a citation outlines."""

    page: int
    bbox: BBox
    start: int = 0  # a text chunk's part on this page begins at this offset of its text


def figure_table_id(schema_id: str, k: int) -> str:
    """The id of the ``k``-th table read off a figure's picture: the figure's id and ":t<k>"."""
    return f"{schema_id}:t{k}"


def is_figure_table_of(table_id: str, schema_id: str) -> bool:
    """``table_id`` (or one of its rows' ids) is a table read off the figure ``schema_id``."""
    return table_id.startswith(f"{schema_id}:t")


# ---------------------------------------------------------------- extraction (one PDF page)


@dataclass(frozen=True)
class TextLine:
    """One line of text on a page, from the text layer or from OCR."""

    text: str
    page: int
    bbox: BBox
    size: float = 0.0  # font size in points (OCR: line height estimate)
    bold: bool = False
    ocr: bool = False


@dataclass(frozen=True)
class DiagramLabel:
    """A text label inside a drawing ("V003") and where it sits on the page."""

    text: str
    bbox: BBox
    code: str | None = None  # normalised equipment code when the label is one ("V003")


# ---------------------------------------------------------------- stored records


@dataclass
class DocumentInfo:
    doc_id: str
    file: str  # original file name
    title: str
    pages: int
    status: DocStatus
    error: str = ""
    sections: int = 0
    text_chunks: int = 0
    tables: int = 0
    diagrams: int = 0
    entities: int = 0
    ocr_pages: int = 0
    garbage_pages: list[int] = field(default_factory=list)
    stored_path: str = ""  # copy of the PDF inside the data dir
    source_path: str = ""  # where the user's file was
    added_at: float = 0.0
    unreadable_pages: list[int] = field(default_factory=list)  # listed, but their content is gone
    rotated_pages: list[int] = field(default_factory=list)  # OCR found them turned 90/180/270


@dataclass
class Section:
    section_id: str
    doc_id: str
    number: str  # "7.3.2", "3" for CHAPTER 3, "" for unnumbered
    title: str  # heading text without the number
    level: int
    parent_id: str | None
    page_start: int
    page_end: int
    order: int  # position in the document
    text: str = ""

    @property
    def heading(self) -> str:
        return f"{self.number} {self.title}".strip()


@dataclass
class TextChunk:
    chunk_id: str
    doc_id: str
    section_id: str
    chunk_index: int  # position within its section
    text: str
    char_start: int  # offsets into Section.text
    char_end: int
    page: int  # first page the chunk covers
    regions: list[PageRegion] = field(default_factory=list)


@dataclass
class ExtractedTable:
    table_id: str
    doc_id: str
    section_id: str | None
    pages: list[int]
    bbox: BBox  # on the first page
    caption: str
    header: list[str]
    rows: list[list[str]]
    regions: list[PageRegion] = field(default_factory=list)  # one per page the table covers
    csv_path: str = ""
    # How it was read: "vector" (ruled lines in the text layer), "borderless" (words aligned in
    # the text layer) or "ocr" (a picture or scan); confidence < 1 only for OCR'd tables.
    source: str = "vector"
    confidence: float = 1.0


@dataclass
class TableChunk:
    """A group of table rows as embedded: caption + header + rows, header repeated per group."""

    chunk_id: str
    table_id: str
    doc_id: str
    text: str
    row_start: int  # 0-based, inclusive
    row_end: int  # exclusive
    pages: list[int]


@dataclass
class Diagram:
    schema_id: str
    doc_id: str
    section_id: str | None
    page: int
    bbox: BBox
    caption: str
    context: str  # text around the drawing
    labels: list[DiagramLabel]
    kind: Literal["vector", "raster", "page"] = "vector"
    image_path: str = ""
    thumb_path: str = ""
    ocr_pending: bool = False  # raster labels still to be read (OCR runs after the batch)


@dataclass(frozen=True)
class Entity:
    entity_id: str  # normalised key: "V003", "PT1", "vacuum pump"
    name: str  # as first seen: "PT-1", "Vacuum pump"
    etype: Literal["code", "component"]


@dataclass(frozen=True)
class EntityMention:
    entity_id: str
    source: Literal["section", "table", "schema"]
    source_id: str
    count: int = 1
    bbox: BBox | None = None  # the label's position for schema mentions
    page: int | None = None


# ---------------------------------------------------------------- ingest progress and results


@dataclass(frozen=True)
class IngestResult:
    path: str
    doc_id: str
    status: Literal["ready", "failed", "skipped"]
    pages: int = 0
    sections: int = 0
    text_chunks: int = 0
    tables: int = 0
    diagrams: int = 0
    entities: int = 0
    ocr_pages: int = 0
    seconds: float = 0.0
    error: str = ""
    stage_seconds: dict[str, float] = field(default_factory=dict)
    unreadable_pages: int = 0  # "ready, 17 pages unreadable": listed pages whose content is gone
    rotated_pages: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "doc_id": self.doc_id,
            "status": self.status,
            "pages": self.pages,
            "sections": self.sections,
            "text_chunks": self.text_chunks,
            "tables": self.tables,
            "diagrams": self.diagrams,
            "entities": self.entities,
            "ocr_pages": self.ocr_pages,
            "unreadable_pages": self.unreadable_pages,
            "rotated_pages": self.rotated_pages,
            "seconds": round(self.seconds, 3),
            "error": self.error or None,
        }


@dataclass(frozen=True)
class IngestProgress:
    """One step of an ingest batch. ``result`` is set on the last event of each file."""

    file: str
    stage: str  # "queued" | "open" | "read" | "ocr" | "tables" | "embed" | "store" | "done"
    done: int = 0
    total: int = 0
    message: str = ""
    file_index: int = 0
    file_count: int = 1
    result: IngestResult | None = None


# ---------------------------------------------------------------- retrieval and answers


@dataclass
class Hit:
    """One retrieved item with everything a citation needs."""

    type: EvidenceType
    ref_id: str  # chunk_id, table_id or schema_id
    doc_id: str
    doc_file: str
    page: int
    title: str  # section heading, table caption or diagram caption
    text: str  # passage, table rows, or caption + labels
    score: float = 0.0
    bbox: BBox | None = None
    regions: list[PageRegion] = field(default_factory=list)
    asset_path: str = ""  # CSV for tables, PNG for diagrams
    section_id: str | None = None
    section_number: str = ""
    chunk_index: int | None = None
    table_id: str | None = None
    schema_id: str | None = None
    labels: list[DiagramLabel] = field(default_factory=list)
    matched_labels: list[DiagramLabel] = field(
        default_factory=list
    )  # labels the question asked for
    row_range: tuple[int, int] | None = None
    # the neighbourhood of labels on a big drawing that was found (page coordinates, inside bbox)
    region: BBox | None = None
    sources: list[str] = field(default_factory=list)  # which tools/rankers found it
    cosine: float = 0.0  # parts of the score, for calibration and the JSON
    coverage: float = 0.0
    focus: float = 0.0  # moved up in the order, not in score (retrieval.list_focus)

    def key(self) -> tuple[str, str]:
        return (self.type, self.ref_id)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": self.type,
            "id": self.ref_id,
            "doc_id": self.doc_id,
            "doc_file": self.doc_file,
            "page": self.page,
            "title": self.title,
            "text": self.text,
            "score": round(self.score, 4),
            "score_parts": {"cosine": round(self.cosine, 4), "coverage": round(self.coverage, 4)},
            "found_by": self.sources,
            "bbox": list(self.bbox) if self.bbox else None,
            "section": self.section_number or None,
            "asset_path": self.asset_path or None,
        }
        if self.type == "table":
            out["table_id"] = self.table_id
            out["rows"] = list(self.row_range) if self.row_range else None
        if self.type == "diagram":
            out["schema_id"] = self.schema_id
            out["labels"] = [lbl.text for lbl in self.labels]
            out["region"] = list(self.region) if self.region else None
            out["matched_labels"] = [
                {"text": lbl.text, "bbox": list(lbl.bbox)} for lbl in self.matched_labels
            ]
        return out


@dataclass(frozen=True)
class Citation:
    """A reference in the answer ([S1], [TABLE1], [DIAGRAM1]) resolved to what the viewer opens."""

    marker: str  # "S1", "TABLE1", "DIAGRAM1"
    type: EvidenceType
    doc_id: str
    doc_file: str
    page: int
    title: str
    section_number: str = ""
    ref_id: str = ""
    bbox: BBox | None = None
    asset_path: str = ""
    stored_path: str = ""  # the PDF copy in the data dir
    highlight: tuple[DiagramLabel, ...] = ()  # labels to outline in a diagram
    region: BBox | None = None  # the part of a big drawing to zoom to (page coordinates)

    def to_json(self) -> dict[str, Any]:
        return {
            "marker": self.marker,
            "type": self.type,
            "doc_id": self.doc_id,
            "doc_file": self.doc_file,
            "page": self.page,
            "title": self.title,
            "section": self.section_number or None,
            "id": self.ref_id,
            "bbox": list(self.bbox) if self.bbox else None,
            "asset_path": self.asset_path or None,
            "highlight": [{"text": h.text, "bbox": list(h.bbox)} for h in self.highlight],
            "region": list(self.region) if self.region else None,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any], stored_path: str = "") -> Citation:
        """The citation ``to_json`` wrote (an evidence event, a saved conversation). Raises
        KeyError/TypeError/ValueError when ``data`` is not one."""
        bbox, region = data.get("bbox"), data.get("region")
        return cls(
            marker=str(data["marker"]),
            type=data.get("type", "text"),
            doc_id=str(data.get("doc_id", "")),
            doc_file=str(data.get("doc_file", "")),
            page=int(data.get("page") or 1),
            title=str(data.get("title", "")),
            section_number=str(data.get("section") or ""),
            ref_id=str(data.get("id") or ""),
            bbox=tuple(bbox) if bbox else None,  # type: ignore[arg-type]
            asset_path=str(data.get("asset_path") or ""),
            stored_path=stored_path or str(data.get("stored_path") or ""),
            highlight=tuple(
                DiagramLabel(str(h["text"]), tuple(h["bbox"]))  # type: ignore[arg-type]
                for h in data.get("highlight") or []
            ),
            region=tuple(region) if region else None,  # type: ignore[arg-type]
        )


@dataclass(frozen=True)
class ToolCall:
    name: str
    args: dict[str, Any]
    count: int = 0
    error: str = ""
    ms: float = 0.0

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "args": self.args, "count": self.count}
        if self.error:
            out["error"] = self.error
        return out


@dataclass
class Answer:
    question: str
    intent: str
    answer_text: str
    evidence: list[Hit] = field(default_factory=list)
    citations: list[Citation] = field(default_factory=list)
    tool_calls: list[ToolCall] = field(default_factory=list)
    timings_ms: dict[str, float] = field(default_factory=dict)
    llm_calls: int = 0
    reranker: str = "fused-scores"
    mode: Literal["llm", "retrieval-only"] = "retrieval-only"
    mode_reason: str = ""
    incomplete: bool = False
    error: str = ""
    conversation_id: str | None = None
    rewritten_question: str = ""
    declined: bool = False
    relevance: float = 0.0  # how well the library covers the question (see agent.evidence)
    # The model said the passages hold no answer although retrieval was strong: the evidence is
    # shown instead (``declined`` stays False: the manuals do answer it).
    model_declined: bool = False
    # Numbers and tags of the answer found in none of the resources it cites (agent.numbers):
    # [{"text": "25 Nm", "kind": "number", "cited": ["S1"]}]
    unverified: list[dict[str, Any]] = field(default_factory=list)
    # The answer cited no valid marker: the resources it was written from, listed as "sources
    # consulted" (never shown as citations of a statement they may not make); or, for a decline
    # in retrieval-only mode, the pages its reason names as read ("pages checked").
    consulted: list[Citation] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # what was corrected: dropped markers, cut-off
    prompt_tokens: int = 0  # the answer prompt's size in the model's tokens (reported or estimated)

    @property
    def consulted_heading(self) -> str:
        """What the sources listed under the answer, not cited by it, are."""
        if self.declined:
            return "Pages checked (open them to see for yourself):"
        return "Sources consulted (the answer cites none of them):"

    def to_json(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "intent": self.intent,
            "answer_text": self.answer_text,
            "evidence": [h.to_json() for h in self.evidence],
            "citations": [c.to_json() for c in self.citations],
            "tables": [h.to_json() for h in self.evidence if h.type == "table"],
            "figures": [h.to_json() for h in self.evidence if h.type == "diagram"],
            "tool_calls": [t.to_json() for t in self.tool_calls],
            "timings_ms": {k: round(v, 1) for k, v in self.timings_ms.items()},
            "llm_calls": self.llm_calls,
            "reranker": self.reranker,
            "mode": self.mode,
            "mode_reason": self.mode_reason or None,
            "incomplete": self.incomplete,
            "declined": self.declined,
            "relevance": self.relevance,
            "model_declined": self.model_declined,
            "unverified": list(self.unverified),
            "consulted": [c.to_json() for c in self.consulted],
            "notes": list(self.notes),
            "prompt_tokens": self.prompt_tokens,
            "error": self.error or None,
            "conversation_id": self.conversation_id,
            "rewritten_question": self.rewritten_question or None,
        }


AgentEventKind = Literal[
    "started",
    "intent",
    "rewrite",
    "tool_started",
    "tool_finished",
    "fallback",
    "context",
    "evidence",
    "mode",
    "token",
    "answer",
    "error",
    "cancelled",
]


@dataclass(frozen=True)
class AgentEvent:
    """One step of answering a question, for the UI's live step list."""

    kind: AgentEventKind
    message: str = ""
    data: dict[str, Any] = field(default_factory=dict)
    answer: Answer | None = None  # set on "answer"
