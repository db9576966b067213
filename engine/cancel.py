"""A thread-safe cancel flag passed into long operations (ingest, ask)."""

from __future__ import annotations

import threading

from engine.errors import Cancelled


class CancelToken:
    def __init__(self) -> None:
        self._event = threading.Event()

    def cancel(self) -> None:
        self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    def raise_if_cancelled(self, what: str = "cancelled") -> None:
        if self._event.is_set():
            raise Cancelled(what)
