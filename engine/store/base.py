"""Protocols in front of every store, so a server-backed store can replace an embedded one."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Protocol

from engine.types import (
    Diagram,
    DocumentInfo,
    Entity,
    EntityMention,
    ExtractedTable,
    Section,
)

if TYPE_CHECKING:
    import re

    import numpy as np

Collection = Literal["text_chunks", "tables", "schemas"]
COLLECTIONS: tuple[Collection, ...] = ("text_chunks", "tables", "schemas")


@dataclass(frozen=True)
class VectorRow:
    id: str
    embedding: Sequence[float]
    text: str
    metadata: dict[str, Any]


@dataclass(frozen=True)
class VectorMatch:
    id: str
    score: float  # cosine similarity, 1.0 = identical
    metadata: dict[str, Any]


class VectorStore(Protocol):
    def open(self) -> None: ...

    def close(self) -> None: ...

    def add(self, collection: Collection, rows: Sequence[VectorRow]) -> None: ...

    def query(
        self,
        collection: Collection,
        embedding: np.ndarray,
        n: int,
        doc_ids: Sequence[str] | None = None,
    ) -> list[VectorMatch]: ...

    def upsert(self, collection: Collection, rows: Sequence[VectorRow]) -> None: ...

    def embeddings(self, collection: Collection, ids: Sequence[str]) -> dict[str, list[float]]: ...

    def delete_document(self, doc_id: str) -> None: ...

    def count(self, collection: Collection, doc_id: str | None = None) -> int: ...

    def counts_by_document(self, collection: Collection) -> dict[str, int]: ...

    def doc_ids(self, besides: Iterable[str] = ()) -> set[str]: ...


@dataclass(frozen=True)
class KeywordRow:
    kind: Literal["text", "table", "diagram"]
    ref_id: str
    doc_id: str
    text: str


@dataclass(frozen=True)
class KeywordMatch:
    kind: str
    ref_id: str
    doc_id: str
    score: float  # higher is better


class KeywordIndex(Protocol):
    def open(self) -> None: ...

    def close(self) -> None: ...

    def add(self, rows: Sequence[KeywordRow]) -> None: ...

    def replace(self, row: KeywordRow) -> None: ...

    def document_frequency(self, terms: Sequence[str]) -> tuple[dict[str, int], int]: ...

    def mentions(
        self, spellings: Sequence[Sequence[str]], written: re.Pattern[str] | None = None
    ) -> bool: ...

    def mentions_near(self, names: Sequence[Sequence[str]], distance: int) -> bool: ...

    def mentions_initials(self, letters: str, number: str) -> bool: ...

    def passages_per_document(self, word: str) -> dict[str, int]: ...

    def has_sibling_number(self, number: str, same_digits: int) -> bool: ...

    def words_starting(self, prefix: str, limit: int) -> list[tuple[str, int]]: ...

    def terms_numbered(self, letters: str, limit: int) -> list[str]: ...

    def texts_with(self, word: str, limit: int) -> list[str]: ...

    def texts_mentioning(self, spellings: Sequence[Sequence[str]], limit: int) -> list[str]: ...

    def acronym_forms(self, acronym: str, limit: int) -> list[tuple[str, ...]]: ...

    def search(
        self,
        query: str,
        kind: str,
        n: int,
        doc_ids: Sequence[str] | None = None,
        naming: Sequence[str] = (),
    ) -> list[KeywordMatch]: ...

    def delete_document(self, doc_id: str) -> None: ...

    def count(self, doc_id: str | None = None) -> int: ...

    def counts_by_document(self) -> dict[str, dict[str, int]]: ...

    def doc_ids(self) -> set[str]: ...


@dataclass(frozen=True)
class GraphDocument:
    document: DocumentInfo
    sections: list[Section]
    tables: list[ExtractedTable]
    diagrams: list[Diagram]
    entities: list[Entity]
    mentions: list[EntityMention]


@dataclass(frozen=True)
class EntitySource:
    """Where an entity appears: a section, table or diagram (and the label's position)."""

    entity_id: str
    kind: Literal["section", "table", "schema"]
    ref_id: str
    doc_id: str
    count: int
    bbox: tuple[float, float, float, float] | None = None


class GraphStore(Protocol):
    def open(self) -> None: ...

    def close(self) -> None: ...

    def add_document(self, graph: GraphDocument) -> None: ...

    def add_mentions(
        self, entities: Sequence[Entity], mentions: Sequence[EntityMention]
    ) -> None: ...

    def add_tables(
        self,
        tables: Sequence[ExtractedTable],
        entities: Sequence[Entity],
        mentions: Sequence[EntityMention],
    ) -> None: ...

    def delete_document(self, doc_id: str) -> None: ...

    def entity_sources(
        self, entity_ids: Sequence[str], kinds: Sequence[str], doc_ids: Sequence[str] | None = None
    ) -> list[EntitySource]: ...

    def known_entities(self, entity_ids: Sequence[str]) -> list[Entity]: ...

    def component_names(self) -> list[str]: ...

    def sections_by_number(
        self, number: str, doc_ids: Sequence[str] | None = None
    ) -> list[str]: ...

    def section_children(self, section_id: str) -> list[str]: ...

    def section_assets(self, section_ids: Sequence[str]) -> dict[str, list[tuple[str, str]]]: ...

    def counts(self, doc_id: str | None = None) -> dict[str, int]: ...

    def counts_by_document(self) -> dict[str, dict[str, int]]: ...

    def entity_links(self) -> dict[str, int]: ...

    def stored_link_total(self) -> int: ...

    def orphan_entities(self) -> int: ...

    def doc_ids(self) -> set[str]: ...
