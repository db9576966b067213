"""Shipmate's UI-free core. The app and the CLI use only what this module exports."""

from engine import _offline  # noqa: F401  (must run before anything imports onnxruntime / HF code)
from engine.cancel import CancelToken
from engine.config import EngineConfig, Limits
from engine.errors import BadDocument, Cancelled, DataDirBusy, LLMError, ShipmateError
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
    "BadDocument",
    "CancelToken",
    "Cancelled",
    "Citation",
    "DataDirBusy",
    "DiagramLabel",
    "DocumentInfo",
    "EngineConfig",
    "Hit",
    "IngestProgress",
    "IngestResult",
    "LLMError",
    "Limits",
    "PageRegion",
    "ShipmateError",
    "ToolCall",
]
