"""Shipmate's UI-free core. The app and the CLI use only what this module exports."""

from engine import _offline  # noqa: F401  (must run before anything imports onnxruntime / HF code)
from engine.api import Engine
from engine.cancel import CancelToken
from engine.config import EngineConfig, Limits, normalise_host
from engine.errors import BadDocument, Cancelled, DataDirBusy, LLMError, ShipmateError
from engine.index_text.tables import read_reading
from engine.llm.base import ModelStatus
from engine.store.archive import ArchiveError, ArchiveProgress, ArchiveResult
from engine.types import (
    AgentEvent,
    Answer,
    Citation,
    DiagramLabel,
    DocumentInfo,
    Hit,
    IngestProgress,
    IngestResult,
    PageRegion,
    ToolCall,
)

__all__ = [
    "AgentEvent",
    "Answer",
    "ArchiveError",
    "ArchiveProgress",
    "ArchiveResult",
    "BadDocument",
    "CancelToken",
    "Cancelled",
    "Citation",
    "DataDirBusy",
    "DiagramLabel",
    "DocumentInfo",
    "Engine",
    "EngineConfig",
    "Hit",
    "IngestProgress",
    "IngestResult",
    "LLMError",
    "Limits",
    "ModelStatus",
    "PageRegion",
    "ShipmateError",
    "ToolCall",
    "normalise_host",
    "read_reading",
]
