"""ChromaDB (embedded PersistentClient) holding the text, table and diagram vectors.

Vectors are always computed by our own embedder and passed in; the collections are created with a
registered local embedding function so Chroma never falls back to its default one (which downloads).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.store.base import COLLECTIONS, Collection, VectorMatch, VectorRow

if TYPE_CHECKING:
    import numpy as np

log = logging.getLogger(__name__)
_PAGE = 5000  # rows per read when walking a whole collection (Chroma's default max batch is 5461)
_registered: type | None = None


def _local_embedding_function() -> Any:
    """A Chroma embedding function backed by our MiniLM model (registered once per process)."""
    global _registered
    if _registered is None:
        from chromadb import Documents, EmbeddingFunction, Embeddings
        from chromadb.utils.embedding_functions import register_embedding_function

        from engine.embedding import shared_embedder

        @register_embedding_function
        class ShipmateMiniLM(EmbeddingFunction[Documents]):
            def __init__(self) -> None:
                pass

            def __call__(self, input: Documents) -> Embeddings:
                return list(shared_embedder().encode(list(input)))

            @staticmethod
            def name() -> str:
                return "shipmate-minilm-l6"

            def get_config(self) -> dict[str, Any]:
                return {}

            @staticmethod
            def build_from_config(config: dict[str, Any]) -> ShipmateMiniLM:
                return ShipmateMiniLM()

            def default_space(self) -> str:  # type: ignore[override]
                return "cosine"

        _registered = ShipmateMiniLM
    return _registered()


class ChromaVectorStore:
    def __init__(self, path: Path) -> None:
        self._path = path
        self._client: Any = None
        self._collections: dict[str, Any] = {}

    def open(self) -> None:
        import chromadb
        from chromadb.config import Settings

        self._client = chromadb.PersistentClient(
            path=str(self._path),
            settings=Settings(anonymized_telemetry=False, allow_reset=False),
        )
        function = _local_embedding_function()
        for name in COLLECTIONS:
            self._collections[name] = self._client.get_or_create_collection(
                name,
                embedding_function=function,
                configuration={"hnsw": {"space": "cosine"}},
            )

    def close(self) -> None:
        """Release Chroma's shared system for this folder (its SQLite and index files), so the
        folder can be copied, replaced or opened again in this process."""
        self._collections.clear()
        if self._client is not None:
            self._client.close()
        self._client = None

    def add(self, collection: Collection, rows: Sequence[VectorRow]) -> None:
        if not rows:
            return
        col = self._collections[collection]
        batch = max(1, min(5000, self._client.get_max_batch_size()))
        for start in range(0, len(rows), batch):
            part = rows[start : start + batch]
            col.add(
                ids=[r.id for r in part],
                embeddings=[list(map(float, r.embedding)) for r in part],
                documents=[r.text for r in part],
                metadatas=[_clean_meta(r.metadata) for r in part],
            )

    def upsert(self, collection: Collection, rows: Sequence[VectorRow]) -> None:
        if rows:
            self._collections[collection].upsert(
                ids=[r.id for r in rows],
                embeddings=[list(map(float, r.embedding)) for r in rows],
                documents=[r.text for r in rows],
                metadatas=[_clean_meta(r.metadata) for r in rows],
            )

    def query(
        self,
        collection: Collection,
        embedding: np.ndarray,
        n: int,
        doc_ids: Sequence[str] | None = None,
    ) -> list[VectorMatch]:
        col = self._collections[collection]
        # No count() first: Chroma returns what it has when asked for more (and nothing from an
        # empty collection), and counting cost 6-20 ms a search on a 10,000-page library.
        where: dict[str, Any] | None = None
        if doc_ids:
            where = {"doc_id": {"$in": list(doc_ids)}}
        result = col.query(
            query_embeddings=[list(map(float, embedding))],
            n_results=n,
            where=where,
            include=["metadatas", "distances"],
        )
        ids = result["ids"][0]
        distances = result["distances"][0]
        metas = result["metadatas"][0]
        return [
            VectorMatch(id=i, score=1.0 - float(d), metadata=dict(m or {}))
            for i, d, m in zip(ids, distances, metas, strict=True)
        ]

    def embeddings(self, collection: Collection, ids: Sequence[str]) -> dict[str, list[float]]:
        if not ids:
            return {}
        got = self._collections[collection].get(ids=list(ids), include=["embeddings"])
        return {i: list(e) for i, e in zip(got["ids"], got["embeddings"], strict=True)}

    def delete_document(self, doc_id: str) -> None:
        for col in self._collections.values():
            col.delete(where={"doc_id": doc_id})

    def count(self, collection: Collection, doc_id: str | None = None) -> int:
        col = self._collections[collection]
        if doc_id is None:
            return col.count()
        return len(col.get(where={"doc_id": doc_id}, include=[])["ids"])

    def counts_by_document(self, collection: Collection) -> dict[str, int]:
        """{doc_id: vectors} in one collection (read page by page: bounded memory)."""
        col = self._collections[collection]
        out: dict[str, int] = {}
        offset = 0
        while True:
            metas = col.get(include=["metadatas"], limit=_PAGE, offset=offset)["metadatas"] or []
            for m in metas:
                doc_id = str((m or {}).get("doc_id"))
                out[doc_id] = out.get(doc_id, 0) + 1
            if len(metas) < _PAGE:
                return out
            offset += _PAGE

    def doc_ids(self, besides: Iterable[str] = ()) -> set[str]:
        """Documents with vectors, other than those in ``besides``. Chroma's filter finds them one
        at a time; reading every vector's metadata took 17 s at 10,000 pages on each open (and
        one read of a whole collection fails past ~32,000 vectors: SQLite's variable limit)."""
        known = set(besides)
        found: set[str] = set()
        for col in self._collections.values():
            while True:
                skip = sorted(known | found)
                where = {"doc_id": {"$nin": skip}} if skip else None
                metas = col.get(where=where, include=["metadatas"], limit=1)["metadatas"] or []
                if not metas:
                    break
                found.add(str((metas[0] or {}).get("doc_id")))
        return found


def _clean_meta(meta: dict[str, Any]) -> dict[str, Any]:
    """Chroma metadata values must be str/int/float/bool; drop None."""
    return {k: v for k, v in meta.items() if isinstance(v, (str, int, float, bool))}
