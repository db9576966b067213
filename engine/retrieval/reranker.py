"""Optional cross-encoder reranking with FlashRank, from a model folder the installer provides.

FlashRank ships no model and would try to download one; we only ever load it from
``SHIPMATE_RERANKER_DIR`` (a folder laid out as ``<dir>`` = ``<cache>/<model name>``). Without one,
evidence keeps the fused hybrid order and answers say so (``reranker: "fused-scores"``).
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Any

from engine.types import Hit

log = logging.getLogger(__name__)
RERANK_TOP = 20
BLEND = 0.5  # share of the cross-encoder in the order; the hybrid score keeps the rest


class Reranker:
    def __init__(self, model_dir: Path | None) -> None:
        self._dir = Path(model_dir) if model_dir else None
        self._ranker: Any = None
        self._failed = ""
        self._lock = threading.Lock()

    @property
    def available(self) -> bool:
        return self._dir is not None and self._dir.is_dir() and not self._failed

    @property
    def name(self) -> str:
        if self.available:
            return f"flashrank:{self._dir.name}"  # type: ignore[union-attr]
        return "fused-scores"

    @property
    def problem(self) -> str:
        if self._dir is None:
            return "no reranker model configured (SHIPMATE_RERANKER_DIR) — using fused scores"
        if not self._dir.is_dir():
            return f"reranker folder {self._dir} not found — using fused scores"
        return self._failed

    def _load(self) -> Any:
        with self._lock:
            if self._ranker is None and self.available:
                root = logging.getLogger()
                handlers, level = list(root.handlers), root.level
                try:
                    from flashrank import Ranker

                    assert self._dir is not None
                    self._ranker = Ranker(
                        model_name=self._dir.name, cache_dir=str(self._dir.parent)
                    )
                except Exception as exc:  # a broken folder must not break answering
                    self._failed = f"reranker could not load ({exc}) — using fused scores"
                    log.warning(self._failed)
                finally:
                    # flashrank calls logging.basicConfig(level=INFO) on import: undo it.
                    root.handlers[:] = handlers
                    root.setLevel(level)
            return self._ranker

    def rerank(self, query: str, hits: list[Hit], intent: str) -> list[Hit]:
        """Reorder the top hits; scores stay on the hybrid scale (the relevance threshold uses them)."""
        if not hits or not self.available:
            return hits
        ranker = self._load()
        if ranker is None:
            return hits
        from flashrank import RerankRequest

        head, tail = hits[:RERANK_TOP], hits[RERANK_TOP:]
        passages = [{"id": i, "text": f"{h.title}\n{h.text}"[:2000]} for i, h in enumerate(head)]
        try:
            ranked = ranker.rerank(RerankRequest(query=query, passages=passages))
        except Exception as exc:
            log.warning("rerank failed: %s", exc)
            return hits
        cross = {int(r["id"]): float(r["score"]) for r in ranked}
        order = sorted(
            range(len(head)),
            key=lambda i: (1 - BLEND) * head[i].score + BLEND * cross.get(i, 0.0),
            reverse=True,
        )
        return [head[i] for i in order] + tail
