"""In-process fakes of the engine's Protocols, for tests that drive the agent loop without HTTP.

``ScriptedChatModel`` plays back one scripted reply per ``chat()`` call and records what it was
sent, so a test can assert how many LLM calls were made, with which prompt and which tools.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from engine.cancel import CancelToken
from engine.errors import LLMError
from engine.llm.base import (
    ChatChunk,
    LLMToolCall,
    ModelStatus,
    ReplyStats,
    ToolSpec,
    split_words,
)

#: One step of a scripted reply: text (streamed word by word), a tool call, a raw chunk, a dict
#: (sent as JSON text, for format= calls) or an exception (raised at that point of the stream).
ReplyStep = str | LLMToolCall | ChatChunk | dict | BaseException
#: One reply: a single step, a list of steps, or a function of the call record returning either.
Reply = ReplyStep | Sequence[ReplyStep] | Callable[[dict], Any]

DEFAULT_MODEL = "scripted"


class ScriptedChatModel:
    """A ``ChatModel`` that answers each ``chat()`` call with the next scripted reply.

    Replies, one per call:
    - ``"text"``: streamed as word chunks, then a ``done`` chunk;
    - ``[LLMToolCall(...), ...]``: one chunk with those tool calls (as Ollama sends), then done;
    - ``{"intent": "table"}``: its JSON as the content (structured-output calls);
    - an exception (e.g. ``LLMError("timeout", ...)``): raised on the first ``next()``;
    - a ``ChatChunk`` or a list mixing all of the above, played in order; a list that ends in an
      exception simulates a cut stream (``[ "The pump", LLMError("stream_cut", ...) ]``);
    - a callable: called with the call record (see ``calls``) and returning one of the above.
    Running out of replies fails the test with an AssertionError naming the call.
    """

    def __init__(
        self,
        replies: Sequence[Reply] = (),
        supports_tools: bool = True,
        reachable: bool = True,
        models: Sequence[str] | None = None,
        model: str = DEFAULT_MODEL,
        reply_stats: ReplyStats | None = None,
        context_window: int = 0,
    ) -> None:
        self.model = model
        self.reply_stats = reply_stats  # reported on the last chunk of every reply
        self.context_window = context_window
        self.warm_ups: list[str] = []  # keep_alive of each warm_up() call
        self.replies: list[Reply] = list(replies)
        self.supports_tools = supports_tools
        self.reachable = reachable
        self.models = list(models) if models is not None else [model]
        #: one dict per chat() call: messages, tools, tool_names, format, options
        self.calls: list[dict[str, Any]] = []

    # ------------------------------------------------------------------ ChatModel

    def chat(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[ToolSpec] | None = None,
        format: dict[str, Any] | None = None,
        options: dict[str, Any] | None = None,
        cancel: CancelToken | None = None,
    ) -> Iterator[ChatChunk]:
        """Yield the next scripted reply, checking ``cancel`` between chunks."""
        if cancel is not None and cancel.cancelled:
            return
        if not self.reachable:
            raise LLMError("unreachable", self._unreachable_message())
        if self.model not in self.models:
            raise LLMError("model_missing", self._missing_message())
        record = {
            "messages": copy.deepcopy(messages),
            "tools": list(tools) if tools else None,
            "tool_names": [t.name for t in tools] if tools else [],
            "format": format,
            "options": options,
        }
        self.calls.append(record)
        if tools and not self.supports_tools:  # what Ollama answers (HTTP 400) for such a model
            raise LLMError("server", f"Model '{self.model}' cannot call tools.")
        if not self.replies:
            raise AssertionError(
                f"ScriptedChatModel: no reply scripted for chat call #{len(self.calls)}"
            )
        reply = self.replies.pop(0)
        if callable(reply) and not isinstance(reply, (BaseException, type)):
            reply = reply(record)
        for chunk in _chunks(reply, self.reply_stats):
            if cancel is not None and cancel.cancelled:
                return
            yield chunk

    def status(self) -> ModelStatus:
        """What a probe of a server in the configured state would report."""
        if not self.reachable:
            return ModelStatus(False, False, [], False, self._unreachable_message())
        if self.model not in self.models:
            return ModelStatus(True, False, list(self.models), False, self._missing_message())
        msg = f"Model '{self.model}' is ready (scripted)."
        return ModelStatus(True, True, list(self.models), self.supports_tools, msg)

    def list_models(self) -> list[str]:
        """The configured model names; raises LLMError when configured unreachable."""
        if not self.reachable:
            raise LLMError("unreachable", self._unreachable_message())
        return list(self.models)

    def context_length(self) -> int:
        return self.context_window

    def warm_up(self, keep_alive: str = "30m") -> None:
        if not self.reachable:
            raise LLMError("unreachable", self._unreachable_message())
        self.warm_ups.append(keep_alive)

    # ------------------------------------------------------------------ helpers

    def _unreachable_message(self) -> str:
        return (
            "Ollama is not running at http://127.0.0.1:11434 — start it (ollama serve) or check "
            "the host in Settings."
        )

    def _missing_message(self) -> str:
        return f"Model '{self.model}' is not installed in Ollama — run: ollama pull {self.model}"


def _chunks(reply: Any, stats: ReplyStats | None = None) -> Iterator[ChatChunk]:
    """Turn one scripted reply into the chunk stream a real model would produce."""
    steps = list(reply) if isinstance(reply, (list, tuple)) else [reply]
    pending_calls: list[LLMToolCall] = []
    for step in steps:
        if isinstance(step, LLMToolCall):
            pending_calls.append(step)  # consecutive calls travel in one chunk, as with Ollama
            continue
        if pending_calls:
            yield ChatChunk(tool_calls=tuple(pending_calls))
            pending_calls = []
        if isinstance(step, BaseException):
            raise step
        if isinstance(step, type) and issubclass(step, BaseException):
            raise step()
        if isinstance(step, ChatChunk):
            yield step
            if step.done:
                return
        elif isinstance(step, dict):
            yield ChatChunk(content=json.dumps(step))
        elif isinstance(step, str):
            for piece in split_words(step):
                yield ChatChunk(content=piece)
        else:
            raise TypeError(f"ScriptedChatModel cannot play a reply step of type {type(step)!r}")
    if pending_calls:
        yield ChatChunk(tool_calls=tuple(pending_calls))
    yield ChatChunk(done=True, done_reason="stop", stats=stats)
