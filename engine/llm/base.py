"""What the agent needs from a language model, independent of Ollama.

The agent loop talks to a :class:`ChatModel`. ``engine.llm.ollama_client.OllamaChatModel`` is the
real one; ``tests.doubles.fakes.ScriptedChatModel`` plays back scripted replies in tests.

Message dicts follow Ollama's chat format: ``{"role": "system"|"user"|"assistant"|"tool",
"content": str}``; an assistant turn that called tools carries ``tool_calls`` and a tool result
carries ``tool_name`` (there are no tool-call ids). Build those two with :func:`tool_calls_message`
and :func:`tool_result_message` so every caller sends the same shape.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from engine.cancel import CancelToken

#: ``LLMError.kind`` values a ChatModel raises.
LLM_ERROR_KINDS = ("unreachable", "model_missing", "timeout", "stream_cut", "server")


@dataclass(frozen=True)
class ToolSpec:
    """A tool offered to the model: name, what it does, and a JSON schema of its arguments.

    ``parameters`` is a JSON-schema object (``type``/``properties``/``required``). Ollama keeps only
    ``type``, ``items``, ``description`` and ``enum`` of each property; the Ollama client folds
    defaults and bounds into the description so the model still sees them.
    """

    name: str
    description: str
    parameters: dict[str, Any] = field(default_factory=lambda: {"type": "object", "properties": {}})


@dataclass(frozen=True)
class LLMToolCall:
    """One tool call the model asked for; ``arguments`` is already a dict."""

    name: str
    arguments: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ReplyStats:
    """What the server reports on the last chunk of a reply (Ollama's counts and durations)."""

    prompt_tokens: int = 0
    prompt_s: float = 0.0  # time spent reading the prompt (prompt_eval_duration)
    output_tokens: int = 0
    output_s: float = 0.0
    load_s: float = 0.0  # time spent loading the model into memory

    @property
    def prompt_tokens_per_s(self) -> float:
        return self.prompt_tokens / self.prompt_s if self.prompt_s > 0 else 0.0

    @property
    def output_tokens_per_s(self) -> float:
        return self.output_tokens / self.output_s if self.output_s > 0 else 0.0


@dataclass(frozen=True)
class ChatChunk:
    """One piece of a streamed reply. The last chunk of a complete reply has ``done=True``, why it
    ended (``done_reason``: "stop", or "length" when the token limit cut it) and the server's
    ``stats``. ``thinking`` is a reasoning model's hidden text: never part of the answer."""

    content: str = ""
    tool_calls: tuple[LLMToolCall, ...] = ()
    done: bool = False
    done_reason: str = ""
    stats: ReplyStats | None = None
    thinking: str = ""


@dataclass(frozen=True)
class ModelInfo:
    """One installed model, for Settings → Model."""

    name: str
    size_bytes: int = 0
    parameter_size: str = ""
    quantization: str = ""


@dataclass(frozen=True)
class ModelStatus:
    """What the status bar shows: can we reach the server, is the model there, can it call tools."""

    reachable: bool
    model_installed: bool
    models: list[str]
    supports_tools: bool
    message: str  # one line for the user

    @property
    def ready(self) -> bool:
        """True when answers can be generated with the configured model."""
        return self.reachable and self.model_installed


@runtime_checkable
class ChatModel(Protocol):
    """A chat model the agent can stream answers and tool calls from."""

    model: str

    def chat(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[ToolSpec] | None = None,
        format: dict[str, Any] | None = None,
        options: dict[str, Any] | None = None,
        cancel: CancelToken | None = None,
    ) -> Iterator[ChatChunk]:
        """Stream the reply to ``messages``.

        Raises ``engine.errors.LLMError`` (kind in :data:`LLM_ERROR_KINDS`) while iterating. On
        ``stream_cut`` the chunks already yielded stand: the caller keeps them and marks the answer
        incomplete. Stops early, without raising, when ``cancel`` is set.
        """
        ...

    def status(self) -> ModelStatus:
        """Probe the server quickly; never raises."""
        ...

    def list_models(self) -> list[str]:
        """Names of the installed models; raises ``LLMError`` when the server cannot be asked."""
        ...

    def context_length(self) -> int:
        """The most tokens the model can hold (Ollama's ``/api/show``); 0 when unknown. Never
        raises."""
        ...

    def warm_up(self, keep_alive: str = "30m") -> None:
        """Load the model into memory now (an empty generate), so the first question does not
        wait for it. Raises ``LLMError`` when the server cannot do it."""
        ...


def tool_calls_message(calls: Sequence[LLMToolCall], content: str = "") -> dict[str, Any]:
    """The assistant turn that asked for ``calls``, to put back into the conversation."""
    return {
        "role": "assistant",
        "content": content,
        "tool_calls": [
            {"function": {"name": c.name, "arguments": dict(c.arguments)}} for c in calls
        ],
    }


def tool_result_message(name: str, content: str) -> dict[str, Any]:
    """The result of tool ``name`` as the model expects to read it."""
    return {"role": "tool", "tool_name": name, "content": content}


def split_words(text: str) -> list[str]:
    """Split ``text`` into word-sized stream pieces that join back to exactly ``text``."""
    pieces: list[str] = []
    start = 0
    length = len(text)
    i = 0
    while i < length:
        # a piece is leading whitespace + a word; trailing whitespace goes with the next word
        while i < length and text[i].isspace():
            i += 1
        while i < length and not text[i].isspace():
            i += 1
        pieces.append(text[start:i])
        start = i
    return pieces
