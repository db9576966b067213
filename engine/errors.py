"""Errors a user can act on. Each message is one line, specific, in the engineer's words."""

from __future__ import annotations


class ShipmateError(Exception):
    """Base for errors shown to the user as they are."""


class DataDirBusy(ShipmateError):
    def __init__(self, data_dir: object) -> None:
        super().__init__(
            f"The library at {data_dir} is open in another Shipmate window/process. "
            "Close it there, or start Shipmate with another --data-dir."
        )


class BadDocument(ShipmateError):
    """A file that cannot be ingested; the message says why in one line."""


class Cancelled(ShipmateError):
    def __init__(self, what: str = "cancelled") -> None:
        super().__init__(what)


class LLMError(ShipmateError):
    """Ollama could not answer; ``kind`` lets callers pick retrieval-only mode."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind  # "unreachable" | "model_missing" | "timeout" | "stream_cut" | "server"
