"""The ChatModel that talks to a local (or LAN) Ollama server through the ``ollama`` package.

Why it is more than a thin wrapper (ollama 0.6.3, see STACK.md):
- the client waits forever by default, so every client here gets an ``httpx.Timeout`` with a short
  connect timeout and a read timeout that applies between stream chunks;
- streaming errors come out raw (``httpx.ConnectError``, ``httpx.ReadTimeout``, ``ResponseError``
  with status -1 for an ``{"error"}`` line), so they are mapped to one ``LLMError`` with a one-line
  message the engineer can act on;
- the stream is read on a small worker thread so a Stop (``cancel``) is honoured within ~0.1 s even
  while Ollama is still loading the model and has sent nothing yet.

Error mapping, decided here: anything that goes wrong after at least one chunk was yielded is
``stream_cut`` (what arrived stands and is shown marked incomplete), whatever the cause: a lost
connection, an ``{"error"}`` line from the server, a stall past the read timeout, or a stream that
ends without its final ``done`` chunk. The same causes before the first chunk are ``server`` /
``timeout``. So a caller only has to know: ``stream_cut`` <=> it holds partial output.
"""

from __future__ import annotations

import ipaddress
import logging
import queue
import threading
import time
import urllib.parse
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, NoReturn

from engine.cancel import CancelToken
from engine.config import DEFAULT_OLLAMA_HOST
from engine.errors import LLMError
from engine.llm.base import ChatChunk, LLMToolCall, ModelInfo, ModelStatus, ReplyStats, ToolSpec

if TYPE_CHECKING:  # ollama + httpx + pydantic take ~0.7 s to import: only when first used
    import httpx
    import ollama

logger = logging.getLogger(__name__)

_POLL_S = 0.05  # how often the consumer looks at the cancel token while waiting for a chunk
_PROBE_READ_S = 5.0  # status()/list_models() must stay quick even when the server hangs
# JSON-schema keywords Ollama's tool schema drops; kept for the model by writing them into the text
_FOLDED_KEYWORDS = (
    ("default", "default {}"),
    ("minimum", "min {}"),
    ("maximum", "max {}"),
    ("minLength", "at least {} characters"),
    ("maxLength", "at most {} characters"),
    ("minItems", "at least {} items"),
    ("maxItems", "at most {} items"),
    ("pattern", "pattern {}"),
    ("format", "format {}"),
)


class OllamaChatModel:
    """``ChatModel`` backed by Ollama's ``/api/chat``; constructing it makes no connection."""

    def __init__(
        self,
        host: str,
        model: str,
        timeout_s: float = 120.0,
        connect_timeout_s: float = 3.0,
        between_tokens_s: float | None = None,
        deadline_s: float | None = None,
    ) -> None:
        """``timeout_s``: the wait for the first chunk (a first load on a CPU is slow);
        ``between_tokens_s``: the longest pause between chunks once the answer flows (default
        ``timeout_s``); ``deadline_s``: the whole reply (default 3 × ``timeout_s``)."""
        between_tokens_s = between_tokens_s or timeout_s
        deadline_s = deadline_s or (3 * timeout_s if timeout_s else None)
        values = (timeout_s, connect_timeout_s, between_tokens_s, deadline_s)
        if any(not v or v <= 0 for v in values):
            raise ValueError(
                "Ollama timeouts must be positive numbers (never None: it hangs forever)"
            )
        raw = (host or "").strip() or DEFAULT_OLLAMA_HOST
        try:
            self.host = resolve_host(raw)  # messages show where we really connect
            self._bad_host = ""
        except ValueError as exc:  # a bad port; reported when the model is first used
            self.host, self._bad_host = raw, str(exc)
        self.model = model
        self.timeout_s = float(timeout_s)
        self.connect_timeout_s = float(connect_timeout_s)
        self.between_tokens_s = float(between_tokens_s)  # type: ignore[arg-type]
        self.deadline_s = float(deadline_s)  # type: ignore[arg-type]
        self._context_length: int | None = None
        self._probe_read_s = min(self.timeout_s, _PROBE_READ_S)
        self._lock = threading.Lock()
        self._chat_client: ollama.Client | None = None
        self._probe_client: ollama.Client | None = None

    # ------------------------------------------------------------------ clients

    def _client(self, probe: bool = False) -> ollama.Client:
        """The client for chat (long read timeout) or for probes (short), made on first use."""
        with self._lock:
            if probe:
                if self._probe_client is None:
                    self._probe_client = self._make_client(self._probe_read_s)
                return self._probe_client
            if self._chat_client is None:
                self._chat_client = self._make_client(self.timeout_s)
            return self._chat_client

    def _make_client(self, read_s: float) -> ollama.Client:
        if self._bad_host:
            raise LLMError(
                "unreachable",
                f"The Ollama host '{self.host}' is not a valid address ({self._bad_host}) — "
                "fix it in Settings.",
            )
        import httpx
        import ollama

        timeout = httpx.Timeout(read_s, connect=self.connect_timeout_s)
        # trust_env=False: a system proxy must never sit between us and a local/LAN Ollama
        return ollama.Client(host=self.host, timeout=timeout, trust_env=False)

    def http_timeouts(self) -> dict[str, httpx.Timeout]:
        """The timeouts the underlying httpx clients really use (for tests and diagnostics)."""
        return {
            "chat": self._client()._client.timeout,
            "probe": self._client(probe=True)._client.timeout,
        }

    def close(self) -> None:
        """Close the HTTP connections; the object can still be used afterwards (reconnects)."""
        with self._lock:
            clients = [c for c in (self._chat_client, self._probe_client) if c is not None]
            self._chat_client = self._probe_client = None
        for client in clients:
            client.close()

    # ------------------------------------------------------------------ chat

    def chat(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[ToolSpec] | None = None,
        format: dict[str, Any] | None = None,
        options: dict[str, Any] | None = None,
        cancel: CancelToken | None = None,
    ) -> Iterator[ChatChunk]:
        """Stream the model's reply; see ``ChatModel.chat`` and the module doc for errors."""
        if not self.model:
            raise LLMError("model_missing", "No Ollama model is selected — pick one in Settings.")
        if cancel is not None and cancel.cancelled:
            return
        request: dict[str, Any] = {
            "model": self.model,
            "messages": messages,
            "tools": [to_ollama_tool(t) for t in tools] if tools else None,
            "format": format,
            "options": options,
            "stream": True,
        }
        parts: queue.SimpleQueue[tuple[str, Any]] = queue.SimpleQueue()
        stop = threading.Event()
        reader = threading.Thread(
            target=self._read_stream, args=(request, parts, stop), name="ollama-chat", daemon=True
        )
        reader.start()
        yielded = 0
        started = last = time.monotonic()
        try:
            while True:
                if cancel is not None and cancel.cancelled:
                    return
                try:
                    what, item = parts.get(timeout=_POLL_S)
                except queue.Empty:
                    self._check_phase(started, last, yielded)
                    continue
                last = time.monotonic()
                if what == "error":
                    _raise_mapped(self._to_llm_error(item, partial=yielded > 0), item)
                if what == "end":
                    # the server closed the stream cleanly but never sent its final chunk
                    raise self._cut_error("the stream ended early", partial=yielded > 0)
                chunk = _to_chunk(item)
                if chunk.content or chunk.tool_calls or chunk.done or chunk.thinking:
                    yielded += 1
                    yield chunk
                if chunk.done:
                    return
                self._check_phase(started, last, yielded)
        finally:
            stop.set()  # the reader closes the HTTP stream at its next chunk (or its timeout)

    def _check_phase(self, started: float, last: float, yielded: int) -> None:
        """Raise when a phase ran out of time: the first chunk (``timeout_s``), a pause between
        chunks (``between_tokens_s``) or the whole reply (``deadline_s``)."""
        now = time.monotonic()
        if now - started > self.deadline_s:
            if yielded:
                raise self._cut_error(f"no complete answer within {self.deadline_s:g} s", True)
            raise LLMError(
                "timeout",
                f"Ollama did not answer within {self.deadline_s:g} s (model loading or machine "
                "busy) — try again or pick a smaller model.",
            )
        if yielded and now - last > self.between_tokens_s:
            raise self._cut_error(f"Ollama sent nothing for {self.between_tokens_s:g} s", True)
        if not yielded and now - last > self.timeout_s:
            raise LLMError(
                "timeout",
                f"Ollama did not answer within {self.timeout_s:g} s (model loading or machine "
                "busy) — try again or pick a smaller model.",
            )

    # ------------------------------------------------------------------ model facts

    def context_length(self) -> int:
        """The model's context window from ``/api/show`` (0 when unknown); asked once."""
        if self._context_length is None:
            length = 0
            try:
                info = self._client(probe=True).show(self.model)
                for key, value in (info.modelinfo or {}).items():
                    if key.endswith(".context_length") and isinstance(value, int):
                        length = value
            except Exception as exc:  # a probe: never raises
                logger.info("context length of %s unknown: %s", self.model, _one_line(exc))
                return 0
            self._context_length = length
        return self._context_length

    def warm_up(self, keep_alive: str = "30m") -> None:
        """Load the model now: an empty generate, kept in memory for ``keep_alive``."""
        if not self.model:
            raise LLMError("model_missing", "No Ollama model is selected — pick one in Settings.")
        try:
            self._client().generate(model=self.model, prompt="", keep_alive=keep_alive)
        except Exception as exc:
            _raise_mapped(self._to_llm_error(exc, partial=False), exc)

    def model_infos(self) -> list[ModelInfo]:
        """The installed models with their size on disk, for Settings → Model."""
        try:
            listing = self._client(probe=True).list()
        except Exception as exc:
            _raise_mapped(self._to_llm_error(exc, partial=False, wait_s=self._probe_read_s), exc)
        out = []
        for m in listing.models:
            if not m.model:
                continue
            details = m.details
            out.append(
                ModelInfo(
                    m.model,
                    int(m.size or 0),
                    (details.parameter_size or "") if details else "",
                    (details.quantization_level or "") if details else "",
                )
            )
        return out

    def _read_stream(
        self,
        request: dict[str, Any],
        parts: queue.SimpleQueue[tuple[str, Any]],
        stop: threading.Event,
    ) -> None:
        stream = None
        try:
            stream = self._client().chat(**request)
            for part in stream:
                if stop.is_set():
                    return
                parts.put(("part", part))
            # reading past the final chunk lets the connection go back to the pool
            parts.put(("end", None))
        except Exception as exc:  # handed to the consumer, which maps it to an LLMError
            parts.put(("error", exc))
        finally:
            if stream is not None:
                stream.close()  # leaves the client's `with stream(...)`: closes the HTTP response

    # ------------------------------------------------------------------ status

    def status(self) -> ModelStatus:
        """Probe the server (short timeouts); never raises."""
        try:
            models = self.list_models()
        except LLMError as exc:
            return ModelStatus(False, False, [], False, str(exc))
        if not self.model:
            msg = "No Ollama model is selected — pick one in Settings."
            return ModelStatus(True, False, models, False, msg)
        if not _is_installed(self.model, models):
            return ModelStatus(True, False, models, False, self._missing_message())
        try:
            info = self._client(probe=True).show(self.model)
        except Exception as exc:
            err = self._to_llm_error(exc, partial=False, wait_s=self._probe_read_s)
            installed = err.kind != "model_missing"
            return ModelStatus(err.kind != "unreachable", installed, models, False, str(err))
        if info.capabilities is not None:
            tools = "tools" in info.capabilities
        else:  # Ollama before "capabilities" existed: a tool-capable template mentions .Tools
            tools = ".Tools" in (info.template or "")
        how = "can call tools" if tools else "cannot call tools; Shipmate picks the searches itself"
        msg = f"Ollama at {self.host}: model '{self.model}' is ready ({how})."
        return ModelStatus(True, True, models, tools, msg)

    def list_models(self) -> list[str]:
        """Names of the installed models, as Ollama lists them."""
        try:
            listing = self._client(probe=True).list()
        except Exception as exc:
            err = self._to_llm_error(exc, partial=False, wait_s=self._probe_read_s)
            if err.kind in ("model_missing", "server") and not isinstance(exc, LLMError):
                # something answered, but not like Ollama (e.g. another web server on that port)
                err = LLMError(
                    "unreachable",
                    f"The server at {self.host} did not answer like Ollama ({_one_line(exc)}) — "
                    "check the host in Settings.",
                )
            _raise_mapped(err, exc)
        return [m.model for m in listing.models if m.model]

    # ------------------------------------------------------------------ errors

    def _missing_message(self) -> str:
        return f"Model '{self.model}' is not installed in Ollama — run: ollama pull {self.model}"

    def _cut_error(self, why: str, partial: bool) -> LLMError:
        if partial:
            return LLMError(
                "stream_cut",
                f"The answer was cut off ({why}) — what arrived is shown, marked incomplete.",
            )
        return LLMError(
            "server", f"Ollama stopped before answering ({why}) — check its log and try again."
        )

    def _to_llm_error(
        self, exc: BaseException, partial: bool, wait_s: float | None = None
    ) -> LLMError:
        """Map whatever the ollama/httpx stack raised to one LLMError with a user message."""
        import httpx
        import ollama

        wait = f"{wait_s or self.timeout_s:g} s"
        if isinstance(exc, LLMError):
            return exc
        if isinstance(
            exc, (httpx.ConnectError, httpx.ConnectTimeout, httpx.UnsupportedProtocol)
        ) or (isinstance(exc, ConnectionError) and not partial):
            return LLMError(
                "unreachable",
                f"Ollama is not running at {self.host} — start it (ollama serve) or check the host "
                "in Settings.",
            )
        if isinstance(exc, ollama.ResponseError):
            text = _one_line(exc.error)
            low = text.lower()
            if exc.status_code == 404 or ("not found" in low and "model" in low):
                return LLMError("model_missing", self._missing_message())
            if partial:
                return self._cut_error(f"Ollama reported: {text}", partial=True)
            if "does not support tools" in low:
                return LLMError(
                    "server",
                    f"Model '{self.model}' cannot call tools — pick a tool-capable model in "
                    "Settings (e.g. qwen2.5).",
                )
            return LLMError(
                "server",
                f"Ollama could not answer: {text} — check its log, or pick a smaller model.",
            )
        if isinstance(exc, httpx.TimeoutException):
            if partial:
                return self._cut_error(f"Ollama sent nothing for {wait}", partial=True)
            return LLMError(
                "timeout",
                f"Ollama did not answer within {wait} (model loading or machine busy) — try again "
                "or pick a smaller model.",
            )
        if isinstance(exc, (httpx.TransportError, ConnectionError)):
            return self._cut_error("connection to Ollama lost", partial)
        if isinstance(exc, ValueError):  # garbled JSON line, or a reply pydantic cannot read
            logger.warning("unreadable reply from Ollama: %s", exc)
            return self._cut_error("unreadable reply from Ollama", partial)
        logger.exception("unexpected error talking to Ollama", exc_info=exc)
        if partial:
            return self._cut_error(f"unexpected error: {_one_line(exc)}", partial=True)
        return LLMError("server", f"Ollama call failed: {_one_line(exc)}")


def resolve_host(host: str) -> str:
    """The base URL the ollama client connects to for ``host`` (its ``_parse_host`` rules).

    Without a scheme the port defaults to 11434 ("192.168.1.5" -> http://192.168.1.5:11434), with
    one to 80/443 ("http://ollama.lan" -> port 80). Raises ValueError for a bad port. Re-done here
    so building a model does not import the client; a test checks both agree.
    """
    port = 11434
    scheme, _, hostport = host.partition("://")
    if not hostport:
        scheme, hostport = "http", host
    elif scheme in ("http", "https"):
        port = 80 if scheme == "http" else 443
    split = urllib.parse.urlsplit(f"{scheme}://{hostport}")
    name = split.hostname or "127.0.0.1"
    port = split.port or port
    try:
        if isinstance(ipaddress.ip_address(name), ipaddress.IPv6Address):
            name = f"[{name}]"
    except ValueError:
        pass  # a host name, not an address
    path = split.path.strip("/")
    return f"{scheme}://{name}:{port}/{path}" if path else f"{scheme}://{name}:{port}"


def to_ollama_tool(spec: ToolSpec) -> dict[str, Any]:
    """The tool dict the ollama client accepts, with dropped schema details moved into text.

    ollama 0.6.3 keeps only type/items/description/enum per property, so a default or a bound
    would silently vanish; writing it into the description keeps it visible to the model.
    """
    params = dict(spec.parameters or {})
    props: dict[str, Any] = {}
    for name, prop in (params.get("properties") or {}).items():
        prop = dict(prop)
        notes = [fmt.format(prop[key]) for key, fmt in _FOLDED_KEYWORDS if key in prop]
        if notes:
            desc = prop.get("description", "").rstrip()
            prop["description"] = f"{desc} ({'; '.join(notes)})".strip()
        props[name] = prop
    params["type"] = params.get("type", "object")
    params["properties"] = props
    return {
        "type": "function",
        "function": {"name": spec.name, "description": spec.description, "parameters": params},
    }


def _to_chunk(part: ollama.ChatResponse) -> ChatChunk:
    msg = part.message
    calls = tuple(
        LLMToolCall(name=c.function.name, arguments=dict(c.function.arguments or {}))
        for c in (msg.tool_calls or ())
    )
    stats = None
    if part.done:
        stats = ReplyStats(
            prompt_tokens=int(part.prompt_eval_count or 0),
            prompt_s=(part.prompt_eval_duration or 0) / 1e9,
            output_tokens=int(part.eval_count or 0),
            output_s=(part.eval_duration or 0) / 1e9,
            load_s=(part.load_duration or 0) / 1e9,
        )
    return ChatChunk(
        content=msg.content or "",
        tool_calls=calls,
        done=bool(part.done),
        done_reason=str(part.done_reason or "") if part.done else "",
        stats=stats,
        thinking=getattr(msg, "thinking", None) or "",
    )


def _raise_mapped(err: LLMError, cause: BaseException) -> NoReturn:
    if err is cause:
        raise err
    raise err from cause


def _is_installed(model: str, models: list[str]) -> bool:
    # Ollama lists "qwen2.5:latest" for a model pulled as "qwen2.5"
    wanted = model if ":" in model else f"{model}:latest"
    return model in models or wanted in models


def _one_line(value: object, limit: int = 200) -> str:
    text = " ".join(str(value).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
