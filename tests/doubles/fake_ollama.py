"""A small real HTTP server that speaks enough of Ollama's API for the real ``ollama`` client.

Tests (and offline demos) drive ``OllamaChatModel`` against it over loopback, so the client's own
request building, NDJSON parsing and error raising are exercised, not mocked. Replies are scripted
per ``/api/chat`` call with :class:`FakeReply`; every chat request body is kept in ``requests``.

Streamed replies use chunked transfer encoding like the real server, so a connection cut mid-answer
looks to the client exactly as it would with Ollama (an incomplete chunked body).
"""

from __future__ import annotations

import contextlib
import json
import logging
import socket
import threading
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from engine.llm.base import split_words

logger = logging.getLogger(__name__)

FAKE_VERSION = "0.12.6"
_TOOL_TEMPLATE = "{{ if .Tools }}<tools>{{ .Tools }}</tools>{{ end }}{{ .Prompt }}"


@dataclass
class FakeReply:
    """What the fake answers to one ``/api/chat`` call.

    Stream order: ``stall_s`` pause, one chunk per word of ``content`` (``chunk_interval_s`` apart),
    one chunk with ``tool_calls``, then the final ``done`` chunk, or instead of it the
    ``error_line``. ``cut_after_chunks`` closes the connection abruptly after that many chunks.
    """

    content: str = ""
    tool_calls: list[dict[str, Any]] = field(default_factory=list)  # [{"name", "arguments"}]
    stall_s: float = 0.0
    cut_after_chunks: int | None = None
    error_line: str | None = None
    status: int = 200
    error: str = ""
    json_body: dict[str, Any] | None = None
    chunk_interval_s: float = 0.0  # pause between chunks (cancel tests need a stream in flight)
    thinking: str = ""  # a reasoning model's hidden text, streamed before the content
    done_reason: str = "stop"  # "length": the reply hit the token limit
    prompt_eval_count: int = 10
    prompt_eval_s: float = 0.1  # reported prompt_eval_duration

    def text(self) -> str:
        return json.dumps(self.json_body) if self.json_body is not None else self.content


class FakeOllama:
    """Loopback Ollama double; use as a context manager or call start()/stop()."""

    def __init__(
        self, models: list[str] | None = None, tools: bool = True, context_length: int = 32768
    ) -> None:
        self.models = list(models) if models is not None else ["qwen2.5:3b"]
        self.tools = tools
        self.context_length = context_length
        self.requests: list[dict[str, Any]] = []  # every /api/chat body, in arrival order
        self.generates: list[dict[str, Any]] = []  # every /api/generate body (warm-ups)
        self.disconnects = 0  # streams the client closed before the fake finished writing
        self.url = ""
        self._replies: deque[FakeReply] = deque()
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._disconnected = threading.Event()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # ------------------------------------------------------------------ control

    def script(self, *replies: FakeReply) -> None:
        """Queue replies for the next ``/api/chat`` calls, in order."""
        with self._lock:
            self._replies.extend(replies)

    def clear_script(self) -> None:
        """Drop replies that were queued but not used."""
        with self._lock:
            self._replies.clear()

    def start(self) -> FakeOllama:
        self._stopping.clear()
        handler = type("_BoundHandler", (_Handler,), {"fake": self})
        # daemon handler threads (the class default): one stuck in a stall must not block stop()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        port = self._server.server_address[1]
        self.url = f"http://127.0.0.1:{port}"
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopping.set()  # wakes handlers waiting out a stall or a chunk interval
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        if self._thread is not None:
            self._thread.join(timeout=2)
            self._thread = None

    def __enter__(self) -> FakeOllama:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def wait_for_disconnect(self, timeout: float = 2.0) -> bool:
        """True once the client has dropped a stream the fake was still writing."""
        return self._disconnected.wait(timeout)

    # ------------------------------------------------------------------ used by the handler

    def _knows(self, model: str) -> bool:
        # like Ollama, a name without a tag means ":latest"
        return model in self.models or (":" not in model and f"{model}:latest" in self.models)

    def _next_reply(self) -> FakeReply | None:
        with self._lock:
            return self._replies.popleft() if self._replies else None

    def _record(self, body: dict[str, Any]) -> None:
        with self._lock:
            self.requests.append(body)

    def _note_disconnect(self) -> None:
        with self._lock:
            self.disconnects += 1
        self._disconnected.set()


class _Handler(BaseHTTPRequestHandler):
    fake: FakeOllama  # set on the per-server subclass
    protocol_version = "HTTP/1.1"  # keep-alive and chunked streams, as the real server
    server_version = "FakeOllama"
    disable_nagle_algorithm = True  # headers and body are separate writes: avoid a 40 ms ACK wait

    def log_message(self, format: str, *args: Any) -> None:
        logger.debug("fake ollama: " + format, *args)

    # ------------------------------------------------------------------ routing

    def do_HEAD(self) -> None:
        if self.path == "/":
            self._send(200, b"", "text/plain; charset=utf-8", length=len(b"Ollama is running"))
        else:
            self._send(404, b"", "text/plain")

    def do_GET(self) -> None:
        if self.path == "/":
            self._send(200, b"Ollama is running", "text/plain; charset=utf-8")
        elif self.path == "/api/version":
            self._json(200, {"version": FAKE_VERSION})
        elif self.path == "/api/tags":
            self._json(200, {"models": [_model_entry(m) for m in self.fake.models]})
        else:
            self._send(404, b"404 page not found", "text/plain")

    def do_POST(self) -> None:
        body = self._read_json()
        if self.path == "/api/show":
            self._show(body)
        elif self.path == "/api/chat":
            self._chat(body)
        elif self.path == "/api/generate":
            self._generate(body)
        else:
            self._send(404, b"404 page not found", "text/plain")

    # ------------------------------------------------------------------ endpoints

    def _show(self, body: dict[str, Any]) -> None:
        model = str(body.get("model") or body.get("name") or "")
        if not self.fake._knows(model):
            self._json(404, {"error": f"model '{model}' not found"})
            return
        caps = ["completion", "tools"] if self.fake.tools else ["completion"]
        self._json(
            200,
            {
                "modelfile": f"FROM {model}",
                "parameters": 'stop "<|im_end|>"',
                "template": _TOOL_TEMPLATE if self.fake.tools else "{{ .Prompt }}",
                "details": _model_entry(model)["details"],
                "model_info": {
                    "general.architecture": "qwen2",
                    "general.parameter_count": 3_085_938_688,
                    "qwen2.context_length": self.fake.context_length,
                },
                "capabilities": caps,
                "modified_at": _now(),
            },
        )

    def _chat(self, body: dict[str, Any]) -> None:
        self.fake._record(body)
        model = str(body.get("model") or "")
        if not self.fake._knows(model):
            self._json(404, {"error": f'model "{model}" not found, try pulling it first'})
            return
        if body.get("tools") and not self.fake.tools:
            self._json(400, {"error": f"registry.ollama.ai/library/{model} does not support tools"})
            return
        reply = self.fake._next_reply()
        if reply is None:
            self._json(500, {"error": "FakeOllama: no scripted reply left for this /api/chat call"})
            return
        if reply.status != 200:
            self._json(reply.status, {"error": reply.error or "fake error"})
            return
        if body.get("stream", True):
            self._stream(model, reply)
        else:
            self._whole(model, reply)

    def _generate(self, body: dict[str, Any]) -> None:
        """An empty prompt only loads the model (what a warm-up sends)."""
        with self.fake._lock:
            self.fake.generates.append(body)
        model = str(body.get("model") or "")
        if not self.fake._knows(model):
            self._json(404, {"error": f"model '{model}' not found"})
            return
        final = {"model": model, "created_at": _now(), "response": "", "done": True}
        final["done_reason"] = "load"
        self._json(200, final)

    def _whole(self, model: str, reply: FakeReply) -> None:
        if reply.stall_s and self.fake._stopping.wait(reply.stall_s):
            self.close_connection = True
            return
        message = {"role": "assistant", "content": reply.text()}
        if reply.tool_calls:
            message["tool_calls"] = _tool_calls(reply.tool_calls)
        self._json(200, _final(model, message, reply))

    def _stream(self, model: str, reply: FakeReply) -> None:
        # Ollama loads the model before it answers at all, so a stall delays even the headers
        if reply.stall_s and self.fake._stopping.wait(reply.stall_s):
            self.close_connection = True
            return
        lines = [
            _part(model, {"role": "assistant", "content": "", "thinking": w})
            for w in split_words(reply.thinking)
        ]
        lines += [
            _part(model, {"role": "assistant", "content": w}) for w in split_words(reply.text())
        ]
        if reply.tool_calls:
            calls = _tool_calls(reply.tool_calls)
            lines.append(_part(model, {"role": "assistant", "content": "", "tool_calls": calls}))
        if reply.error_line is not None:
            lines.append({"error": reply.error_line})
        else:
            lines.append(_final(model, {"role": "assistant", "content": ""}, reply))
        with self._client_may_leave():
            self.send_response(200)
            self.send_header("Content-Type", "application/x-ndjson")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            for sent, line in enumerate(lines):
                if reply.cut_after_chunks is not None and sent >= reply.cut_after_chunks:
                    self._cut()
                    return
                if (
                    sent
                    and reply.chunk_interval_s
                    and self.fake._stopping.wait(reply.chunk_interval_s)
                ):
                    self.close_connection = True
                    return
                self._write_chunk((json.dumps(line) + "\n").encode())
            self._write_chunk(b"")  # the zero-length chunk that ends the body

    # ------------------------------------------------------------------ plumbing

    @contextlib.contextmanager
    def _client_may_leave(self) -> Iterator[None]:
        """Count a client that hung up mid-stream (a cancelled answer) instead of failing."""
        try:
            yield
        except (BrokenPipeError, ConnectionResetError, ConnectionAbortedError):
            self.close_connection = True
            self.fake._note_disconnect()

    def _write_chunk(self, data: bytes) -> None:
        self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
        self.wfile.flush()

    def _cut(self) -> None:
        """Drop the connection mid-body, as a crashed server or a lost link would."""
        self.close_connection = True
        with contextlib.suppress(OSError):
            self.connection.shutdown(socket.SHUT_RDWR)

    def _read_json(self) -> dict[str, Any]:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            data = json.loads(raw or b"{}")
        except json.JSONDecodeError:
            return {}
        return data if isinstance(data, dict) else {}

    def _json(self, status: int, payload: dict[str, Any]) -> None:
        self._send(status, json.dumps(payload).encode(), "application/json; charset=utf-8")

    def _send(self, status: int, data: bytes, ctype: str, length: int | None = None) -> None:
        try:
            self.send_response(status)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(data) if length is None else length))
            self.end_headers()
            if data:
                self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True


def _now() -> str:
    return datetime.now(UTC).isoformat().replace("+00:00", "Z")


def _model_entry(name: str) -> dict[str, Any]:
    return {
        "name": name,
        "model": name,
        "modified_at": _now(),
        "size": 1_929_912_432,
        "digest": "357c53fb659c5076de1d65ccb0b397446227b71a42be9d1603d46168015c9e4b",
        "details": {
            "parent_model": "",
            "format": "gguf",
            "family": "qwen2",
            "families": ["qwen2"],
            "parameter_size": "3.1B",
            "quantization_level": "Q4_K_M",
        },
    }


def _tool_calls(calls: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [
        {"function": {"index": i, "name": c["name"], "arguments": c.get("arguments", {})}}
        for i, c in enumerate(calls)
    ]


def _part(model: str, message: dict[str, Any]) -> dict[str, Any]:
    return {"model": model, "created_at": _now(), "message": message, "done": False}


def _final(model: str, message: dict[str, Any], reply: FakeReply) -> dict[str, Any]:
    return {
        "model": model,
        "created_at": _now(),
        "message": message,
        "done": True,
        "done_reason": reply.done_reason,
        "total_duration": 1_000_000,
        "load_duration": 100_000,
        "prompt_eval_count": reply.prompt_eval_count,
        "prompt_eval_duration": int(reply.prompt_eval_s * 1e9),
        "eval_count": 5,
        "eval_duration": 500_000_000,
    }
