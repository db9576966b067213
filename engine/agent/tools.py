"""Retrieval tools the agent (and the LLM, through tool calling) can use.

Each tool is data (name, description, JSON schema of its arguments) plus one method that takes
structured arguments and returns typed hits. Arguments are validated and clamped here; queries
against the stores are parameterised, so text from the LLM is only ever data. ``run_tool`` turns
any exception into an error result the loop can show and carry on from.
"""

from __future__ import annotations

import logging
import re
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.agent.structure import (
    asks_about_whole,
    asks_for_items,
    asks_for_listing,
    division_words,
    is_appendix_heading,
    is_caption,
    title_matches,
    topic_words,
)
from engine.llm.base import ToolSpec
from engine.retrieval import tuning
from engine.retrieval.contents import ContentsPage, by_words, contents_pages
from engine.retrieval.drawing_items import schema_of
from engine.retrieval.hits import first_hits, to_hits
from engine.retrieval.hybrid import (
    Candidate,
    HybridSearcher,
    Kind,
    QueryTerms,
    designation_owners,
    glued_designations,
    query_terms,
)
from engine.retrieval.list_focus import EmbedMany
from engine.retrieval.regions import spot_on_drawing, zoom_box
from engine.retrieval.titles import TitleIndex
from engine.retrieval.tuning import (
    ENTITY_BONUS,
    ENTITY_SCORED,
    ENTITY_SOURCES_MAX,
    ITEM_STEP,
    ITEMS_LISTED,
    SECTION_SCORE,
    TITLE_BONUS,
)
from engine.store.keyword import STOPWORDS, tokens
from engine.types import DiagramLabel, DocumentInfo, Hit, Section
from engine.vocab.codes import detect_query_codes
from engine.vocab.components import components_in

if TYPE_CHECKING:
    import numpy as np

    from engine.store.library import Library

log = logging.getLogger(__name__)
MAX_QUERY_CHARS = 500
# Manuals whose indexed outline is kept between questions: a ship carries 100-300 manuals
# (issue 14); the 137 manuals of the 20,000-page library hold 19,000 sections, a few MB.
OUTLINE_TREES_MAX = 512
_TREES: OrderedDict[str, _Outline] = OrderedDict()
_TREES_LOCK = threading.Lock()


@dataclass
class QueryContext:
    """What every tool needs about the current question, computed once."""

    library: Library
    docs: dict[str, DocumentInfo]
    embed: Callable[[str], np.ndarray]
    question: str
    vector: np.ndarray
    terms: QueryTerms
    doc_ids: list[str] | None = None
    known_components: set[str] = field(default_factory=set)
    titles: TitleIndex | None = None
    # several texts embedded at once (retrieval.list_focus); None reads no list item alone
    embed_many: EmbedMany | None = None
    found: list[Hit] = field(default_factory=list)  # every tool's hits so far, scores unweighted

    def for_query(self, query: str) -> tuple[np.ndarray, QueryTerms]:
        """Vector and terms for a different query string (e.g. one the LLM wrote)."""
        if query.strip() == self.question.strip():
            return self.vector, self.terms
        terms = self.terms_for(query)
        return self.embed(terms.embedding_text(query)), terms

    def terms_for(self, query: str) -> QueryTerms:
        """The terms of a different query, without its vector (embedding it costs ~25 ms of
        CPU; the entity search reads only the terms)."""
        if query.strip() == self.question.strip():
            return self.terms
        return query_terms(self.library, query, self.docs)


@dataclass
class ToolResult:
    name: str
    args: dict[str, Any]
    hits: list[Hit] = field(default_factory=list)
    error: str = ""
    ms: float = 0.0


# ---------------------------------------------------------------- argument helpers


def _text_arg(args: dict[str, Any], key: str, default: str = "") -> str:
    value = args.get(key, default)
    if value is None:
        return default
    return str(value)[:MAX_QUERY_CHARS]


def _int_arg(args: dict[str, Any], key: str, default: int, low: int, high: int) -> int:
    try:
        value = int(args.get(key, default))
    except (TypeError, ValueError):
        value = default
    return max(low, min(high, value))


def _bool_arg(args: dict[str, Any], key: str, default: bool) -> bool:
    value = args.get(key, default)
    if isinstance(value, str):
        return value.strip().lower() in {"1", "true", "yes"}
    return bool(value)


def _query_schema(what: str) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {
            "query": {"type": "string", "description": f"What to look for in {what}."},
            "top_k": {"type": "integer", "description": "How many results (1-20, default 6)."},
        },
        "required": ["query"],
    }


# ---------------------------------------------------------------- the tools


class HybridTool:
    """search_text / search_tables / search_schemas: vector + BM25 over one kind of item."""

    def __init__(self, name: str, kind: Kind, description: str, what: str) -> None:
        self.name = name
        self.kind = kind
        self.spec = ToolSpec(name, description, _query_schema(what))

    def run(self, args: dict[str, Any], ctx: QueryContext) -> list[Hit]:
        query = _text_arg(args, "query", ctx.question) or ctx.question
        top_k = _int_arg(args, "top_k", 6, 1, 20)
        vector, terms = ctx.for_query(query)
        searcher = HybridSearcher(ctx.library)
        # Search one extra round deep: several chunks of one table collapse into one hit.
        cands = searcher.search(
            self.kind, query, vector, terms, top_k * 2, ctx.doc_ids, ctx.embed_many
        )
        if self.kind == "text" and ctx.titles is not None:
            cands = _merge_best(cands, self._titled(query, vector, terms, ctx, searcher))
        hits = _first_pages(_dedupe(to_hits(ctx.library, ctx.docs, cands)), top_k)
        for hit in hits:
            if hit.type == "diagram" and not hit.matched_labels:
                hit.matched_labels, hit.region = spot_on_drawing(
                    hit.labels, terms, hit.title, hit.region
                )
        return hits

    @staticmethod
    def _titled(
        query: str,
        vector: np.ndarray,
        terms: QueryTerms,
        ctx: QueryContext,
        searcher: HybridSearcher,
    ) -> list[Candidate]:
        """The opening chunks of sections whose title the question names."""
        assert ctx.titles is not None
        section_ids = ctx.titles.named_in(query, ctx.doc_ids)[:4]
        chunk_ids = [
            c.chunk_id
            for sid in section_ids
            for c in ctx.library.records.chunks_of_section(sid)[:2]
        ]
        cands = searcher.score_ids("text", chunk_ids, vector, terms, "title")
        for cand in cands:
            cand.score += TITLE_BONUS
        return cands


SEARCH_TEXT = HybridTool(
    "search_text",
    "text",
    "Search the manuals' running text (procedures, explanations, maintenance instructions).",
    "the text of the manuals",
)
SEARCH_TABLES = HybridTool(
    "search_tables",
    "table",
    "Search tables: troubleshooting (fault/cause/remedy), technical data, settings, parts lists.",
    "the tables",
)
SEARCH_SCHEMAS = HybridTool(
    "search_schemas",
    "diagram",
    "Search drawings and diagrams (P&IDs, wiring sketches, figures) by caption and tag labels.",
    "the drawings and their labels",
)


class EntitySearchTool:
    """Equipment codes and named components -> the sections, tables and drawings about them."""

    name = "entity_search"
    spec = ToolSpec(
        "entity_search",
        "Find where an equipment tag (e.g. V003, WF002, PT-1) or a named component (e.g. 'vacuum "
        "pump') is described, listed in a table or drawn in a diagram.",
        {
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "Tag(s) or component name."},
                "include_tables": {"type": "boolean", "description": "Also tables (default true)."},
                "include_schemas": {
                    "type": "boolean",
                    "description": "Also drawings (default true).",
                },
            },
            "required": ["query"],
        },
    )

    def run(self, args: dict[str, Any], ctx: QueryContext) -> list[Hit]:
        query = _text_arg(args, "query", ctx.question) or ctx.question
        kinds = ["section"]
        if _bool_arg(args, "include_tables", True):
            kinds.append("table")
        if _bool_arg(args, "include_schemas", True):
            kinds.append("schema")
        # A code or name that names a whole manual ("HDEC2000" in the HDEC2000 manual) is what
        # every passage of that manual is about: the text search counts it for all of them
        # (hybrid.naming_documents), and a bonus for the passages that happen to repeat it
        # would rank them above the one that answers.
        terms = ctx.terms_for(query)
        codes = [c for c in detect_query_codes(query) if not _names_a_manual(c, terms)]
        components = [
            c for c in components_in(query, ctx.known_components) if not _names_a_manual(c, terms)
        ]
        ids = codes + components
        if not ids:
            return []
        graph = ctx.library.graph
        sources = graph.entity_sources(ids, kinds, ctx.doc_ids)
        found_ids = {s.entity_id for s in sources}
        searcher = HybridSearcher(ctx.library)
        cands: list[Candidate] = []
        labels_by_schema: dict[str, list[DiagramLabel]] = {}
        section_ids = [s.ref_id for s in sources if s.kind == "section"]
        table_ids = [s.ref_id for s in sources if s.kind == "table"]
        schema_ids = [s.ref_id for s in sources if s.kind == "schema"]
        for s in sources:
            if s.kind == "schema" and s.bbox and any(s.bbox):
                labels_by_schema.setdefault(s.ref_id, []).append(
                    DiagramLabel(text=s.entity_id, bbox=s.bbox, code=s.entity_id)
                )
        records = ctx.library.records
        # Chunks of the describing sections that actually name the equipment.
        names = [n.lower() for n in ids]
        if len(set(section_ids)) > ENTITY_SOURCES_MAX:
            found = _named_first(ctx, "text", ids)
            chunks = records.chunks(found)
            sections = set(section_ids)
            chunk_ids = [i for i in found if i in chunks and chunks[i].section_id in sections]
        else:
            chunk_ids = [
                c.chunk_id
                for sid in dict.fromkeys(section_ids)
                for c in records.chunks_of_section(sid)
                if _names_in(c.text, names)
            ]
        if len(set(table_ids)) > ENTITY_SOURCES_MAX:
            found = _named_first(ctx, "table", ids)
            tchunks = records.table_chunks(found)
            tables = set(table_ids)
            table_chunk_ids = [i for i in found if i in tchunks and tchunks[i].table_id in tables]
        else:
            table_chunk_ids = [
                c.chunk_id for c in records.table_chunks_of(table_ids) if _names_in(c.text, names)
            ]
        if len(set(schema_ids)) > ENTITY_SOURCES_MAX:
            drawings = set(schema_ids)
            schema_ids = [
                s
                for s in dict.fromkeys(map(schema_of, _named_first(ctx, "diagram", ids)))
                if s in drawings
            ]
        for kind, item_ids in (
            ("text", chunk_ids),
            ("table", table_chunk_ids),
            ("diagram", schema_ids),
        ):
            if item_ids:
                cands.extend(
                    searcher.score_ids(kind, item_ids, ctx.vector, ctx.terms, "entity")  # type: ignore[arg-type]
                )
        # A code the graph does not know: look for it word for word.
        for code in [c for c in codes if c not in found_ids]:
            for kind in ("text", "table", "diagram"):
                if kind == "table" and "table" not in kinds:
                    continue
                if kind == "diagram" and "schema" not in kinds:
                    continue
                matches = ctx.library.keywords.search(code, kind, 10, ctx.doc_ids)
                if matches:
                    cands.extend(
                        searcher.score_ids(
                            kind,  # type: ignore[arg-type]
                            [m.ref_id for m in matches],
                            ctx.vector,
                            ctx.terms,
                            "entity-keyword",
                        )
                    )
        for cand in cands:
            cand.score += ENTITY_BONUS
        cands.sort(key=lambda c: c.score, reverse=True)
        hits = first_hits(ctx.library, ctx.docs, cands, _int_arg(args, "top_k", 12, 1, 30))
        for hit in hits:
            if hit.type == "diagram":
                hit.matched_labels = labels_by_schema.get(hit.ref_id, []) or [
                    lb for lb in hit.labels if lb.code in found_ids or lb.code in codes
                ]
                hit.region = zoom_box(hit.labels, hit.matched_labels, hit.region)
        return hits


class SectionLookupTool:
    """A numbered section ("8.4.4", "chapter 9") or a chapter named by its title words ("the
    install chapter"): a list of its subsections (each with its page), then its text, tables and
    drawings, the ones closest to the question first."""

    name = "section_lookup"
    spec = ToolSpec(
        "section_lookup",
        "Open a section or chapter of a manual by number (section_number '7.3.2' or '9'), an "
        "appendix by its letter (appendix 'C') or a chapter by its title words (title "
        "'installation'): the list of its subsections, its text, and the tables and drawings in "
        "it; or the manual's contents pages (contents true).",
        {
            "type": "object",
            "properties": {
                "section_number": {"type": "string", "description": "Like '7.3.2' or '9'."},
                "appendix": {"type": "string", "description": "Appendix letter, like 'C'."},
                "title": {"type": "string", "description": "Title words of the chapter."},
                "contents": {
                    "type": "boolean",
                    "description": "True for the manual's own table of contents (its chapters).",
                },
                "doc": {"type": "string", "description": "Optional document id or file name."},
            },
        },
    )
    _NUMBER = re.compile(r"^\d{1,2}(?:\.\d{1,3}){0,5}$")
    _APPENDIX = re.compile(r"^(?:[A-Z]|\d{1,2})$")
    SCORE = SECTION_SCORE
    LIST_LINES = 40

    def run(self, args: dict[str, Any], ctx: QueryContext) -> list[Hit]:
        number = _text_arg(args, "section_number").strip().rstrip(".")
        title = _text_arg(args, "title").strip()
        appendix = _text_arg(args, "appendix").strip().rstrip(".")
        appendix = re.sub(r"^(?:appendix|annex|app\.?)\s*", "", appendix, flags=re.I).upper()
        if number and not self._NUMBER.match(number):
            raise ValueError(f"not a section number: {number[:40]!r}")
        if appendix and not self._APPENDIX.match(appendix):
            raise ValueError(f"not an appendix letter: {appendix[:40]!r}")
        contents = _bool_arg(args, "contents", False)
        if not number and not title and not appendix and not contents:
            raise ValueError("give a section_number, an appendix, a title or contents")
        named_docs = _resolve_doc(_text_arg(args, "doc"), ctx.docs) or docs_named_in(
            ctx.question, ctx.docs, ctx.doc_ids
        )
        if contents and not number and not title and not appendix:
            return self._contents(ctx, named_docs)
        doc_filter = named_docs or ctx.doc_ids
        records = ctx.library.records
        docs = [d for d in ctx.docs if doc_filter is None or d in doc_filter]
        outlines = {d: records.outline(d) for d in docs}
        if number:
            found = _numbered(number, outlines)
        elif appendix:
            found = _appendix(appendix, outlines)
        else:
            found = _titled_sections(title.split(), outlines)

        def tree(doc_id: str) -> _Outline:
            return _outline_tree(doc_id, outlines[doc_id])

        # Several manuals have a chapter 3: the one whose headings share the question's words.
        topical = [
            w for w in tokens(ctx.question) if w not in STOPWORDS and len(w) > 2 and not w.isdigit()
        ]
        # Words that name a manual say less about which of its sections is meant than the
        # others do ("evac" matches the heading "3.1 EVAC Optima 5" of one of the two chapters
        # 3 in one PDF), unless they name the division asked for ("lab" of "lab 9" in "the lab
        # manual"): they only break ties, then the words of each one's opening passage
        # ("optima 5 IOM, operation chapter" -> the chapter that opens "... the Optima 5 unit").
        division = division_words(ctx.question)
        not_named = {
            d: [w for w in topical if w in division or w not in _doc_words(ctx.docs.get(d))]
            for d in {s.doc_id for s in found}
        }

        matched: dict[tuple[tuple[str, ...], str], int] = {}  # copies of a manual share titles

        def matches(words: tuple[str, ...], title: str) -> int:
            if (words, title) not in matched:
                matched[words, title] = title_matches(list(words), title)
            return matched[words, title]

        def shares(words: list[str], s: Section) -> int:
            key = tuple(words)
            return sum(matches(key, x.title) for x in tree(s.doc_id).subtree(s))

        shared = {s.section_id: shares(not_named[s.doc_id], s) for s in found}

        bound = _volume_named(
            found, tree, [w for w in topic_words(ctx.question) if w not in ctx.terms.named_docs]
        )
        tie_break = {
            s.section_id: (
                shares(topical, s) if len(found) > 1 else 0,
                _opening_words(records, s, not_named[s.doc_id]) if len(found) > 1 else 0,
            )
            for s in found
        }
        # (a chapter before a subsection of another one: "the install chapter")
        found.sort(
            key=lambda s: (
                -bound.get(s.section_id, 0),
                -shared[s.section_id],
                s.level,
                *(-n for n in tie_break[s.section_id]),
            )
        )
        if title and found and not asks_for_items(ctx.question):
            # "gain tab bit of the config chapter": the part of the chapter named by the
            # question's other words (not the chapter's own title words nor the manual's name)
            # comes first, then the chapter
            chapter = found[0]
            part = _named_part(
                tree(chapter.doc_id).subtree(chapter)[1:],
                [
                    w
                    for w in topic_words(ctx.question)
                    if w in not_named[chapter.doc_id]
                    and w not in ctx.terms.named_docs
                    and not title_matches([w], chapter.title)
                ],
            )
            if part is not None:
                shared[part.section_id] = shared[chapter.section_id]
                found.insert(0, part)
        if number and found and asks_for_listing(ctx.question) and not asks_for_items(ctx.question):
            # "list the limiter subsections in ch 3": the part of chapter 3 the question names
            # by its title words is listed first, then the chapter. Not for "the tables in sec
            # 4 of the avr manual": the section's tables are asked ("avr" names the manual and
            # a screen tab of chapter 4 alike).
            part = _named_part(
                tree(found[0].doc_id).subtree(found[0])[1:],
                [w for w in topic_words(ctx.question) if w in not_named[found[0].doc_id]],
            )
            if part is not None:
                shared[part.section_id] = shared[found[0].section_id]
                found.insert(0, part)
        searcher = HybridSearcher(ctx.library)
        hits: list[Hit] = []
        for i, section in enumerate(found[:3]):
            # A manual whose chapter shares fewer of the question's words does not put its list
            # of contents above the best one's passages ("lab 9" when another manual has a
            # chapter 9 with subsections and the lab manual's lab 9 has none).
            outmatched = shared[section.section_id] < shared[found[0].section_id]
            found_hits = self._section_hits(
                section, tree(section.doc_id), ctx, searcher, best=i == 0, outmatched=outmatched
            )
            for hit in found_hits:
                if "contents" in hit.sources and not outmatched:
                    hit.score -= ITEM_STEP * i  # tied lists in the order just chosen
            hits.extend(found_hits)
        return _dedupe(hits)

    def _contents(self, ctx: QueryContext, named: list[str] | None) -> list[Hit]:
        """ "what chapters has the neets book got": the contents pages of the manual the
        question names (of the one manual, when the library holds one), those printing more of
        the question's other words first ("the optima part of the evac book"); the list of its
        chapters from the outline when it prints none."""
        ready = [d for d in ctx.docs if ctx.doc_ids is None or d in ctx.doc_ids]
        docs = named if named else (ready if len(ready) == 1 else [])
        words = [w for w in topic_words(ctx.question) if w not in ctx.terms.named_docs]
        records = ctx.library.records
        hits: list[Hit] = []
        for doc_id in docs[:2]:
            found = contents_pages(records.chunks_of_doc(doc_id))
            chosen = by_words(found, words)[: tuning.CONTENTS_LISTED]
            made = [h for c in chosen if (h := _contents_hit(c, doc_id, ctx)) is not None]
            if not made:
                outline = records.outline(doc_id)
                top = [s for s in outline if s.parent_id is None and s.number]
                listing = self._chapters(doc_id, top, ctx) if top else None
                made = [listing] if listing is not None else []
            for hit in made:
                hit.score = self.SCORE - ITEM_STEP * len(hits)
                hit.sources = ["section", "contents"]
                hits.append(hit)
        return hits

    def _chapters(self, doc_id: str, top: list[Section], ctx: QueryContext) -> Hit | None:
        """A manual's numbered chapters, each with its page, cited where the first one opens."""
        first = ctx.library.records.chunks_of_section(top[0].section_id)
        if not first:
            return None
        doc = ctx.docs.get(doc_id)
        return _page_item(
            ctx,
            first[0].chunk_id,
            doc_id,
            top[0].page_start,
            f"{(doc.title or doc.file) if doc else doc_id} — chapters",
            "\n".join(f"{s.heading} (p. {s.page_start})" for s in top[: self.LIST_LINES]),
        )

    def _section_hits(
        self,
        section: Section,
        outline: _Outline,
        ctx: QueryContext,
        searcher: HybridSearcher,
        best: bool = True,
        outmatched: bool = False,
    ) -> list[Hit]:
        records = ctx.library.records
        subtree = outline.subtree(section)
        chunk_ids = [c.chunk_id for s in subtree for c in records.chunks_of_section(s.section_id)]
        assets = ctx.library.graph.section_assets([s.section_id for s in subtree])
        table_ids = [ref for pairs in assets.values() for kind, ref in pairs if kind == "table"]
        schema_ids = [ref for pairs in assets.values() for kind, ref in pairs if kind == "schema"]
        first_chunks: dict[str, str] = {}
        for tc in sorted(records.table_chunks_of(table_ids), key=lambda c: c.row_start):
            first_chunks.setdefault(tc.table_id, tc.chunk_id)
        cands: list[Candidate] = []
        for kind, ids in (
            ("text", chunk_ids),
            ("table", list(first_chunks.values())),
            ("diagram", schema_ids),
        ):
            if ids:
                cands += searcher.score_ids(kind, ids, ctx.vector, ctx.terms, "section")  # type: ignore[arg-type]
        # All pinned (the user named the section), the ones closest to the question first.
        for cand in cands:
            cand.score = self.SCORE - 0.05 + 0.05 * min(1.0, cand.score)
        listing = self._listing(section, subtree, chunk_ids, ctx)
        if listing is not None and outmatched:
            listing.score = self.SCORE - 0.05  # under the best-matching chapter's passages
        asked = asks_for_items(ctx.question)
        items = self._items(asked, table_ids, schema_ids, first_chunks, ctx) if asked else []
        if asked and outmatched:
            for cand in cands:  # another manual's section of that number: under the best's list
                cand.score -= 0.05
        elif items:
            # "list the tables in sec 4": the section's tables (or figures) are the answer, in
            # the order the manual prints them, each cited; its passages and its list of
            # subsections come after them.
            rank = {ref: i for i, ref in enumerate(items)}
            for cand in cands:
                if cand.id in rank:
                    cand.score = self.SCORE - ITEM_STEP * (1 + min(rank[cand.id], ITEMS_LISTED))
                else:
                    cand.score -= 0.05
            if listing is not None:
                listing.score = self.SCORE - ITEM_STEP * (2 + ITEMS_LISTED)
        if (
            best
            and listing is None
            and chunk_ids
            and (
                asks_for_listing(ctx.question)
                or asks_about_whole(ctx.question, _doc_words(ctx.docs.get(section.doc_id)))
            )
        ):
            # No subsections found to list ("appendix C headings"): what the best-matching
            # section holds is read from its start, so its opening passage comes first (just
            # under a listing, which another manual's section may have).
            for cand in cands:
                if cand.id == chunk_ids[0]:
                    cand.score = self.SCORE - 0.001
            opening = chunk_ids[0]
        else:
            opening = ""
        cands.sort(key=lambda c: c.score, reverse=True)
        hits = to_hits(ctx.library, ctx.docs, cands)
        for hit in hits:
            if hit.ref_id == opening:
                # cited where the section opens (a cover page listing its topics), when the
                # passage starts there and runs on to the next page
                start = [r for r in hit.regions if r.page == section.page_start]
                if start:
                    hit.page, hit.bbox = section.page_start, start[0].bbox
                hit.sources = [*hit.sources, "opening"]
        return ([listing] if listing else []) + hits

    def _items(
        self,
        kind: str,
        table_ids: list[str],
        schema_ids: list[str],
        first_chunks: dict[str, str],
        ctx: QueryContext,
    ) -> list[str]:
        """Candidate ids of the section's tables or drawings in the order a reader would list
        them: the ones the manual captions ("Table 4-1 ...") first, then the ones read from the
        text layer before those read from pictures (a screenshot's grid is not one of the
        manual's tables), each group by page."""
        records = ctx.library.records
        if kind == "table":
            tables = records.tables(table_ids)
            ordered = sorted(
                (t for t in tables.values() if t.table_id in first_chunks),
                key=lambda t: (
                    not is_caption(t.caption),
                    t.source == "ocr",
                    min(t.pages, default=0),
                    t.bbox[1] if t.bbox else 0.0,
                ),
            )
            return [first_chunks[t.table_id] for t in ordered]
        drawings = records.diagrams(schema_ids)
        ordered_d = sorted(
            drawings.values(),
            key=lambda d: (not is_caption(d.caption), d.kind == "page", d.page, d.bbox[1]),
        )
        return [d.schema_id for d in ordered_d]

    def _listing(
        self, section: Section, subtree: list[Section], chunk_ids: list[str], ctx: QueryContext
    ) -> Hit | None:
        """The section's subsections, each with its page: the answer to "what's in chapter 3"."""
        inner = [s for s in subtree if s.section_id != section.section_id]
        if not inner or not chunk_ids:
            return None
        depth = {section.section_id: 0}
        lines = []
        for s in inner:  # in document order, so parents come before their children
            depth[s.section_id] = depth.get(s.parent_id or "", 0) + 1
            if depth[s.section_id] <= 2:
                pages = f"p. {s.page_start}"
                lines.append(f"{'  ' * (depth[s.section_id] - 1)}{s.heading} ({pages})")
        hit = _page_item(
            ctx,
            chunk_ids[0],
            section.doc_id,
            section.page_start,
            f"{section.heading} — contents",
            "\n".join(lines[: self.LIST_LINES]),
        )
        if hit is not None:
            hit.score = self.SCORE
            hit.sources = ["section", "contents"]
        return hit


def _contents_hit(page: ContentsPage, doc_id: str, ctx: QueryContext) -> Hit | None:
    """A contents page as one item: cited on its page, the whole page's list as its text."""
    return _page_item(
        ctx, page.chunk_id, doc_id, page.page, f"Contents (p. {page.page})", page.text
    )


def _page_item(
    ctx: QueryContext, chunk_id: str, doc_id: str, page: int, title: str, text: str
) -> Hit | None:
    """An item of text of its own (a list made from the outline, a contents page read whole),
    cited on ``page`` through the regions of the chunk it stands on; None when that chunk is
    gone."""
    made = to_hits(ctx.library, ctx.docs, [Candidate("text", chunk_id, doc_id)])
    if not made:
        return None
    hit = made[0]
    hit.page = page
    hit.title = title
    hit.text = text
    hit.bbox = None
    hit.regions = [r for r in hit.regions if r.page == page]
    return hit


def _outline_tree(doc_id: str, sections: tuple[Section, ...]) -> _Outline:
    """The indexed outline, kept while the store hands out the same outline (it hands out a new
    one once the document's content changes)."""
    with _TREES_LOCK:
        tree = _TREES.get(doc_id)
        if tree is None or tree.sections is not sections:
            tree = _Outline(sections)
            _TREES[doc_id] = tree
        _TREES.move_to_end(doc_id)
        while len(_TREES) > OUTLINE_TREES_MAX:
            _TREES.popitem(last=False)
        return tree


class _Outline:
    """One manual's sections with their parent links indexed, so a subtree costs its own size
    (a chapter lookup takes the subtree of each manual's chapter: 309 chapters 9 at 20,000
    pages, 0.1 s a question when each walked its whole outline)."""

    def __init__(self, sections: tuple[Section, ...]) -> None:
        self.sections = sections
        self._position = {s.section_id: i for i, s in enumerate(sections)}
        self._children: dict[str, list[Section]] = {}
        for s in sections:
            if s.parent_id:
                self._children.setdefault(s.parent_id, []).append(s)
        self._numbered: dict[str, list[Section]] = {}  # "9" -> the sections numbered 9
        for s in sections:
            if s.number:
                self._numbered.setdefault(s.number, []).append(s)
        self._volumes: dict[str, int] | None = None  # section id -> bound manual (volume)
        self._numbered_under: dict[str, list[Section]] = {}  # "9" -> 9.1, 9.1.2, 9.2 ...
        for s in sections:
            parts = s.number.split(".")
            for depth in range(1, len(parts)):
                self._numbered_under.setdefault(".".join(parts[:depth]), []).append(s)

    def volume_index(self, section: Section) -> int:
        """Which of the manuals bound in the PDF ``section`` is in (0 = the first)."""
        if self._volumes is None:
            volumes, last, volume = {}, 0, 0
            for s in self.sections:
                head = s.number.split(".")[0] if s.number else ""
                if s.level == 1 and head.isdigit():
                    if int(head) < last:
                        volume += 1
                    last = int(head)
                volumes[s.section_id] = volume
            self._volumes = volumes
        return self._volumes.get(section.section_id, 0)

    def volume(self, section: Section) -> list[Section]:
        """The sections of the manual ``section`` is in, when one PDF binds several: each
        restarts its chapter numbering ("1 General" after "10 Customer support" opens the
        next); the whole outline when the numbering never restarts."""
        own = self.volume_index(section)
        return [s for s in self.sections if self.volume_index(s) == own]

    def subtree(self, section: Section) -> list[Section]:
        """The section and everything under it, in document order (by parent links; by
        numbers where links are missing)."""
        inside = {section.section_id}
        todo = [section]
        if section.number:
            # Two manuals bound in one PDF both have a chapter 4: a 4.2 belongs to the last
            # chapter 4 before it.
            same = [
                self._position[s.section_id]
                for s in self._numbered.get(section.number, ())
                if s.section_id in self._position
            ]
            start = self._position.get(section.section_id, -1)
            end = min((p for p in same if p > start), default=len(self.sections))
            todo += [
                s
                for s in self._numbered_under.get(section.number, [])
                if start < self._position.get(s.section_id, -1) < end
            ]
            inside.update(s.section_id for s in todo)
        out: list[Section] = []
        while todo:
            s = todo.pop()
            out.append(s)
            for child in self._children.get(s.section_id, ()):
                if child.section_id not in inside:
                    inside.add(child.section_id)
                    todo.append(child)
        return sorted(out, key=lambda s: self._position.get(s.section_id, -1))


def _numbered(number: str, outlines: dict[str, list[Section]]) -> list[Section]:
    """Sections numbered ``number``; a chapter numbered only in its title ("14177A Ch 1") too."""
    named = re.compile(rf"\b(?:ch|chap|chapter)\.?\s*{re.escape(number)}$", re.IGNORECASE)
    found = []
    for outline in outlines.values():
        found += [
            s for s in outline if s.number == number or (not s.number and named.search(s.title))
        ]
    return found


def _appendix(name: str, outlines: dict[str, list[Section]]) -> list[Section]:
    """Appendix ``name`` ("C") of each manual: the top-level heading that opens it."""
    return [
        s
        for outline in outlines.values()
        for s in outline
        if s.level <= 2 and is_appendix_heading(name, s.title)
    ]


def _titled_sections(words: list[str], outlines: dict[str, list[Section]]) -> list[Section]:
    """Chapters (top two levels) whose title has the words ("install" ~ "Installation ...")."""
    found = [
        (title_matches(words, s.title), -s.level, s)
        for outline in outlines.values()
        for s in outline
        if s.level <= 2
    ]
    best = max((m for m, _, _ in found), default=0)
    if best == 0:
        return []
    return [s for m, _, s in sorted(found, key=lambda x: (-x[0], -x[1])) if m == best]


def docs_named_in(
    question: str, docs: dict[str, DocumentInfo], allowed: list[str] | None = None
) -> list[str] | None:
    """Documents the question names by a word of their file name or title that no other
    document has ("the evac manual", "neets 1.10", "hdec chapter 2")."""
    names = {
        d.doc_id: {w for w in tokens(f"{d.file.rsplit('.', 1)[0]} {d.title}") if len(w) > 2}
        for d in docs.values()
        if allowed is None or d.doc_id in allowed
    }
    asked = [w for w in tokens(question) if len(w) > 3 and w not in STOPWORDS]
    found = []
    for word in asked:
        owners = [
            doc_id
            for doc_id, words in names.items()
            if any(n == word or (n.startswith(word) and not n[len(word)].isalpha()) for n in words)
        ]
        if len(owners) == 1:
            found.append(owners[0])
    if tuning.DOC_NAME_GLUED:
        # "rb-40 manual, what does ch 3 cover": a designation typed in parts names the manual
        # whose file name or title writes it glued ("marlin-rb40-..."), as the search reads it
        # (hybrid.naming_documents)
        glued_names = {
            d.doc_id: names[d.doc_id] | glued_designations(d.title)
            for d in docs.values()
            if d.doc_id in names
        }
        found += [owner for _, owner in designation_owners(tokens(question), glued_names)]
    return list(dict.fromkeys(found)) or None


def _volume_named(
    found: list[Section], tree: Callable[[str], _Outline], words: list[str]
) -> dict[str, int]:
    """For each section found, how many of ``words`` name the manual it is bound in: a word of
    the headings of that manual only, of all the found sections' manuals. A PDF often binds a
    maker's manual with the sub-suppliers' (each restarting its chapter numbering): "optima 5
    manual safety chapter" is the "2 Safety procedure" of the manual headed "3.1 EVAC Optima 5",
    not the binder's own "2 Safety instruction" nor another PDF's "Safety Precaution". Words of
    the sections' own titles choose among them already and are left out; a word is found as
    written, not as the start of a longer one ("run" is not "Trial runs")."""
    volumes: dict[tuple[str, int], set[str]] = {}
    where: dict[str, tuple[str, int]] = {}
    for s in found:
        outline = tree(s.doc_id)
        key = (s.doc_id, outline.volume_index(s))
        where[s.section_id] = key
        if key not in volumes:
            volumes[key] = {t for x in outline.volume(s) for t in tokens(x.title)}
    if len(volumes) < 2:
        return {}
    asked = [w for w in dict.fromkeys(words) if not any(title_matches([w], s.title) for s in found)]
    naming = {
        w: owners[0]
        for w in asked
        if len(owners := [k for k, heads in volumes.items() if _heads_name(heads, w)]) == 1
    }
    counts = {k: sum(1 for owner in naming.values() if owner == k) for k in volumes}
    return {sid: counts[key] for sid, key in where.items()}


def _heads_name(heads: set[str], word: str) -> bool:
    return any(h == word or (h.startswith(word) and not h[len(word)].isalpha()) for h in heads)


def _named_part(inside: list[Section], words: list[str]) -> Section | None:
    """The section among ``inside`` whose title has the most of the question's topic words, at
    least half of them ("regulation modes bit" ~ "Regulation Mode and More", "limiter" ~
    "Limitation Functions"); the shallowest, then the first, of the best; None if none has."""
    if not words:
        return None
    scored = [(title_matches(words, s.title), -s.level, s) for s in inside]
    best = max(scored, key=lambda x: (x[0], x[1]), default=None)
    if best is None or 2 * best[0] < len(words) or best[0] == 0:
        return None
    return best[2]


def _opening_words(records: Any, section: Section, words: list[str]) -> int:
    """How many of ``words`` the section's opening passage has."""
    first = records.chunks_of_section(section.section_id)[:1]
    have = set(tokens(first[0].text)) if first else set()
    return sum(1 for w in set(words) if w in have)


def _doc_words(doc: DocumentInfo | None) -> set[str]:
    """The words of a manual's file name and title ("the machine tool book")."""
    if doc is None:
        return set()
    return {w for w in tokens(f"{doc.file.rsplit('.', 1)[0]} {doc.title}") if len(w) > 2}


def _resolve_doc(value: str, docs: dict[str, DocumentInfo]) -> list[str] | None:
    value = value.strip().lower()
    if not value:
        return None
    found = [
        d.doc_id
        for d in docs.values()
        if value == d.doc_id or value in d.file.lower() or value in d.title.lower()
    ]
    return found or None


def _named_first(ctx: QueryContext, kind: str, names: list[str]) -> list[str]:
    """Ids of the passages of one kind that name one of ``names``, the ones BM25 ranks first
    for the question first (at most ENTITY_SCORED)."""
    query = ctx.terms.search_text(ctx.question)
    found = ctx.library.keywords.search(query, kind, ENTITY_SCORED, ctx.doc_ids, names)
    return [m.ref_id for m in found]


def _names_in(text: str, names: list[str]) -> bool:
    squashed = re.sub(r"[\s\-]+", "", text.lower())
    low = text.lower()
    return any(n in low or n.replace(" ", "") in squashed for n in names)


def _merge_best(first: list[Candidate], second: list[Candidate]) -> list[Candidate]:
    best: dict[str, Candidate] = {}
    for cand in first + second:
        old = best.get(cand.id)
        if old is None or cand.score > old.score:
            if old is not None:
                cand.found_by = list(dict.fromkeys(old.found_by + cand.found_by))
                cand.focus = max(cand.focus, old.focus)
            best[cand.id] = cand
        else:
            old.found_by = list(dict.fromkeys(old.found_by + cand.found_by))
    return sorted(best.values(), key=lambda c: c.score + c.focus, reverse=True)


def _names_a_manual(name: str, terms: QueryTerms) -> bool:
    words = tokens(name)
    return bool(words) and all(w in terms.named_docs for w in words)


def _first_pages(hits: list[Hit], n: int) -> list[Hit]:
    """The hits of the first ``n`` pages, best first: a page's second chunk does not take the
    place of another page (they are told apart when ranked, evidence.distinct_pages_first)."""
    pages: set[tuple[str, int]] = set()
    out: list[Hit] = []
    for hit in hits:
        key = (hit.doc_id, hit.page)
        if key not in pages:
            if len(pages) == n:
                break
            pages.add(key)
        out.append(hit)
    return out


def _dedupe(hits: list[Hit]) -> list[Hit]:
    """One hit per table (its best chunk) and per chunk/diagram; order kept."""
    seen: set[tuple[str, str]] = set()
    out: list[Hit] = []
    for hit in hits:
        if hit.key() in seen:
            continue
        seen.add(hit.key())
        out.append(hit)
    return out


ALL_TOOLS: dict[str, Any] = {
    t.name: t
    for t in (SEARCH_TEXT, SEARCH_TABLES, SEARCH_SCHEMAS, EntitySearchTool(), SectionLookupTool())
}


def tool_specs() -> list[ToolSpec]:
    return [t.spec for t in ALL_TOOLS.values()]


def run_tool(name: str, args: dict[str, Any], ctx: QueryContext) -> ToolResult:
    """Run a tool by name; never raises (a failure is a result with an error)."""
    started = time.perf_counter()
    clean_args = {k: v for k, v in (args or {}).items() if isinstance(k, str)}
    tool = ALL_TOOLS.get(name)
    if tool is None:
        return ToolResult(name, clean_args, error=f"unknown tool {name!r}")
    try:
        hits = tool.run(clean_args, ctx)
        return ToolResult(name, clean_args, hits, ms=(time.perf_counter() - started) * 1000)
    except Exception as exc:
        log.warning("tool %s failed: %s", name, exc, exc_info=True)
        return ToolResult(
            name,
            clean_args,
            error=f"{type(exc).__name__}: {exc}"[:200],
            ms=(time.perf_counter() - started) * 1000,
        )
