"""One document's entities: the equipment codes and named components its sections, tables and
drawings mention, which link a question like "where is WD010" to what describes the thing.

The vocabulary itself (code shapes, the gazetteer) lives in engine/vocab, shared with the agent.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

from engine.types import Diagram, Entity, EntityMention, ExtractedTable, Section
from engine.vocab.codes import CODE_PUNCTUATION, find_codes, normalise_code
from engine.vocab.components import Gazetteer, recurring_component_phrases

# ---------------------------------------------------------------- one document's entities


def _table_text(table: ExtractedTable) -> str:
    # Cells are joined with " | " so no name or code runs across two cells.
    lines = [table.caption, " | ".join(table.header)]
    lines.extend(" | ".join(row) for row in table.rows)
    return "\n".join(lines)


def _label_code(text: str) -> str | None:
    whole = normalise_code(text)
    if whole:
        return whole
    codes = {code for code, _surface, _offset in find_codes(text)}
    return codes.pop() if len(codes) == 1 else None  # "No.2 Accumulator (WAU14)" -> WAU14


def extract_entities(
    doc_id: str,
    sections: list[Section],
    tables: list[ExtractedTable],
    diagrams: list[Diagram],
    gazetteer: Gazetteer,
) -> tuple[list[Entity], list[EntityMention]]:
    """Entities of one document and where they are mentioned.

    Section -DESCRIBES-> entity (source "section", count = occurrences in heading + text),
    Table -MENTIONS-> entity (source "table", from caption, header and rows), Schema -DEPICTS->
    entity (source "schema", one mention per matching label with the label's bbox and the
    diagram's page). Entity ids are the normalised code ("V003") or the component key
    ("vacuum pump"). Diagram labels that are codes get `DiagramLabel.code` filled in place.
    `doc_id` is accepted for symmetry with the other extractors; ids are global by design so
    "V003" in two manuals is one node.
    """
    section_texts = [f"{s.heading}\n{s.text}" for s in sections]
    table_texts = [_table_text(t) for t in tables]
    doc_gazetteer = gazetteer.extended(
        recurring_component_phrases(section_texts + table_texts, gazetteer)
    )
    entities: dict[str, Entity] = {}

    def names_in(text: str) -> Counter[str]:
        counts: Counter[str] = Counter()
        for code, surface, _offset in find_codes(text):
            entities.setdefault(code, Entity(code, surface, "code"))
            counts[code] += 1
        for key, surface, _offset in doc_gazetteer.find(text):
            entities.setdefault(key, Entity(key, surface, "component"))
            counts[key] += 1
        return counts

    mentions: list[EntityMention] = []
    for section, text in zip(sections, section_texts, strict=True):
        sid, page = section.section_id, section.page_start
        for entity_id, count in names_in(text).items():
            mentions.append(EntityMention(entity_id, "section", sid, count, page=page))
    for table, text in zip(tables, table_texts, strict=True):
        page = table.pages[0] if table.pages else None
        for entity_id, count in names_in(text).items():
            mentions.append(EntityMention(entity_id, "table", table.table_id, count, page=page))
    for diagram in diagrams:
        for index, label in enumerate(diagram.labels):
            ids = list(names_in(label.text))
            whole = normalise_code(label.text)  # a label that is just a code, in any case ("pt1")
            if whole:
                entities.setdefault(
                    whole, Entity(whole, label.text.strip(CODE_PUNCTUATION), "code")
                )
                ids.insert(0, whole)
            code = _label_code(label.text)
            if code != label.code:
                diagram.labels[index] = dataclasses.replace(label, code=code)
            for entity_id in dict.fromkeys(ids):
                mentions.append(
                    EntityMention(
                        entity_id, "schema", diagram.schema_id, bbox=label.bbox, page=diagram.page
                    )
                )
    return list(entities.values()), mentions
