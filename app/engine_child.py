"""The engine process's side of :mod:`app.engine_client`: the child's main loop.

The desktop app keeps the Engine (torch, Chroma, Kùzu, PyMuPDF, OCR) in a child process so the GUI
process never runs their C code: code that holds the GIL for hundreds of milliseconds froze the
window, and Kùzu crashed when driven from Qt's threads. This module must never import Qt (a test
checks ``sys.modules`` in the child).

Protocol, over one duplex ``multiprocessing`` Pipe (each message a tuple):

- to the engine: ``("bind", engine_id, config, factory)`` makes an Engine (cheap; nothing opens);
  ``("call", id, engine_id, method, args, kwargs, cancellable)``; ``("cancel", id)``;
  ``("unbind", id, engine_id)`` closes one Engine; ``("close", id)`` closes all and exits;
- to the app: ``("yield", id, payload)`` for each item of a generator method, then
  ``("return", id, payload)``; or ``("error", id, payload)``. A payload is pickled here (bytes),
  so a value that cannot be sent becomes an error of that call instead of breaking the pipe.

Each call runs on a thread of a long-lived pool, so a question is answered while a manual is added
(the Engine serialises ingests itself). The pool's threads live as long as the process: Kùzu's
bindings keep using a Python thread state from an earlier call, which crashed the app when the
thread behind it was gone (see app/workers.py). Engines made here share one embedding model
(``shared_embedder``), so a second Engine in the same process starts warm.
"""

from __future__ import annotations

import inspect
import logging
import os
import pickle
import signal
import sys
import threading
import traceback
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from typing import Any

log = logging.getLogger(__name__)

CALL_THREADS = 32  # more than the app's 8 workers: a call never waits for a free thread
CLOSE_WAIT_S = 20.0  # closing waits this long for cancelled calls to clean up
NICENESS = 5  # a little below the window's process (POSIX nice; "below normal" on Windows)


def serve(conn: Any, log_level: int, log_format: str) -> None:
    """Entry point of the engine process (the target of the spawned Process)."""
    # Ctrl+C in a terminal reaches the whole process group: the app decides when we stop
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    logging.basicConfig(level=log_level, format=log_format, stream=sys.stderr)
    _yield_cpu_to_the_window()
    import engine  # noqa: F401  (the offline environment, before anything heavy loads)

    code = EngineServer(conn).run()
    logging.shutdown()
    _run_exit_finalizers()
    # skip the interpreter's teardown: torch/Chroma threads can make it slow or hang, and the
    # stores are already closed
    os._exit(code)


def list_models(engine: Any, host: str | None = None) -> list[str]:
    """Models installed at the Ollama ``host`` (default: the engine's own)."""
    from engine import normalise_host

    if host is None or normalise_host(host) == engine.config.ollama_host:
        return engine.chat_model().list_models()
    from engine import Engine

    model = Engine(replace(engine.config, ollama_host=normalise_host(host))).chat_model()
    try:
        return model.list_models()
    finally:
        close = getattr(model, "close", None)
        if close is not None:
            close()


def encode_error(exc: BaseException) -> tuple[Any, ...]:
    """An exception as something that always pickles; ``decode_error`` in the app rebuilds it.

    Shipmate's own errors keep their class, message and attributes (``LLMError.kind``); other
    exceptions go as they are when they survive pickling, else as their type and message."""
    from engine import ShipmateError

    where = "".join(traceback.format_exception(exc)).rstrip()
    if isinstance(exc, ShipmateError):
        attrs = {k: v for k, v in vars(exc).items() if _picklable(v)}
        cls = type(exc)
        return ("shipmate", cls.__module__, cls.__qualname__, str(exc), attrs)
    try:
        data = pickle.dumps(exc)
        pickle.loads(data)
        return ("pickled", data, where)
    except Exception:
        return ("text", f"{type(exc).__name__}: {exc}", where)


class EngineServer:
    """Reads requests from the pipe and runs each on a pool thread against its Engine."""

    def __init__(self, conn: Any) -> None:
        self._conn = conn
        self._engines: dict[int, Any] = {}
        self._send_lock = threading.Lock()
        self._state = threading.Condition()  # guards the three tables below
        self._running: dict[int, int] = {}  # call id -> engine id
        self._tokens: dict[int, Any] = {}  # call id -> CancelToken of a cancellable call
        self._pool = ThreadPoolExecutor(max_workers=CALL_THREADS, thread_name_prefix="engine")

    def run(self) -> int:
        """Serve until asked to close (or the app's end of the pipe goes away). Exit code."""
        while True:
            try:
                message = self._conn.recv()
            except (EOFError, OSError):
                log.info("the app went away: closing the library")
                self._close_engines(list(self._engines))
                return 0
            kind = message[0]
            if kind == "bind":
                _, engine_id, config, factory = message
                self._bind(engine_id, config, factory)
            elif kind == "call":
                self._start(*message[1:])
            elif kind == "cancel":
                with self._state:
                    token = self._tokens.get(message[1])
                if token is not None:
                    token.cancel()
            elif kind == "unbind":
                _, call_id, engine_id = message
                self._pool.submit(self._unbind, call_id, engine_id)
            elif kind == "close":
                self._reply_closed(message[1], self._close_engines(list(self._engines)))
                return 0

    # ------------------------------------------------------------ engines

    def _bind(self, engine_id: int, config: Any, factory: Callable[[Any], Any] | None) -> None:
        from engine import Engine

        try:
            self._engines[engine_id] = (factory or Engine)(config)
        except Exception as exc:  # its calls will say so
            log.exception("could not make the engine")
            self._engines[engine_id] = exc

    def _unbind(self, call_id: int, engine_id: int) -> None:
        error = self._close_engines([engine_id])
        self._reply_closed(call_id, error)

    def _close_engines(self, engine_ids: list[int]) -> BaseException | None:
        """Cancel the engines' running calls, let them clean up, close them (releasing the
        library lock). Returns the first error closing raised."""
        with self._state:
            for call_id, owner in self._running.items():
                token = self._tokens.get(call_id)
                if owner in engine_ids and token is not None:
                    token.cancel()
            done = self._state.wait_for(
                lambda: not any(owner in engine_ids for owner in self._running.values()),
                timeout=CLOSE_WAIT_S,
            )
        if not done:
            # closing the stores under a running writer could corrupt them; leaving them open
            # leaves a document "ingesting", which the next open purges
            log.warning("work still running after %.0f s; the library is left open", CLOSE_WAIT_S)
            return None
        first: BaseException | None = None
        for engine_id in engine_ids:
            engine = self._engines.pop(engine_id, None)
            if engine is None or isinstance(engine, BaseException):
                continue
            try:
                engine.close()
            except Exception as exc:
                log.exception("closing the library failed")
                first = first or exc
        return first

    def _reply_closed(self, call_id: int, error: BaseException | None) -> None:
        if error is None:
            self._send("return", call_id, None)
        else:
            self._send("error", call_id, encode_error(error))

    # ------------------------------------------------------------ calls

    def _start(
        self,
        call_id: int,
        engine_id: int,
        method: str,
        args: tuple,
        kwargs: dict[str, Any],
        cancellable: bool,
    ) -> None:
        with self._state:
            self._running[call_id] = engine_id
            if cancellable:
                from engine import CancelToken

                self._tokens[call_id] = CancelToken()
                kwargs = {**kwargs, "cancel": self._tokens[call_id]}
        self._pool.submit(self._run_call, call_id, engine_id, method, args, kwargs)

    def _run_call(
        self, call_id: int, engine_id: int, method: str, args: tuple, kwargs: dict[str, Any]
    ) -> None:
        try:
            engine = self._engines.get(engine_id)
            if isinstance(engine, BaseException):
                raise engine
            if engine is None:
                raise RuntimeError("this engine was closed")
            target = self._target(engine, method)
            result = target(*args, **kwargs)
            if inspect.isgenerator(result):
                result = self._drive(call_id, result)
            if result is engine:  # open() returns the engine; the proxy returns itself
                result = None
            self._send("return", call_id, result)
        except BaseException as exc:
            self._send("error", call_id, encode_error(exc))
        finally:
            with self._state:
                self._running.pop(call_id, None)
                self._tokens.pop(call_id, None)
                self._state.notify_all()

    @staticmethod
    def _target(engine: Any, method: str) -> Callable[..., Any]:
        from app.page_raster import render_page

        extras: dict[str, Callable[..., Any]] = {
            "list_models": lambda host=None: list_models(engine, host),
            "render_page": render_page,
            "_config": lambda: engine.config,
            "_loaded_modules": lambda: sorted(sys.modules),
        }
        target = extras.get(method)
        if target is None and not method.startswith("_"):
            target = getattr(engine, method, None)
        if target is None:
            raise AttributeError(f"the engine has no method {method!r}")
        return target

    def _drive(self, call_id: int, steps: Any) -> Any:
        # the engine checks its token at each step and cleans up itself (purges a half-added
        # file), so we drain until it returns rather than closing the generator
        while True:
            try:
                item = next(steps)
            except StopIteration as stop:
                return stop.value
            self._send("yield", call_id, item)

    def _send(self, kind: str, call_id: int, value: Any) -> None:
        try:
            payload = pickle.dumps(value)
        except Exception as exc:  # an unpicklable result fails its own call, not the pipe
            kind = "error"
            error = TypeError(f"cannot send {type(value).__name__}: {exc}")
            payload = pickle.dumps(encode_error(error))
        try:
            with self._send_lock:
                self._conn.send((kind, call_id, payload))
        except (OSError, ValueError):
            pass  # the app is gone; run() notices on its next read


def _picklable(value: object) -> bool:
    try:
        pickle.dumps(value)
    except Exception:
        return False
    return True


def _yield_cpu_to_the_window() -> None:
    # embedding and OCR take every core for minutes; at a slightly lower priority the engine
    # still gets all the CPU the window does not need, and the window gets it first when it does
    try:
        if hasattr(os, "nice"):
            os.nice(NICENESS)
        else:  # Windows
            import ctypes

            kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
            kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), 0x4000)  # BELOW_NORMAL
    except Exception as exc:
        log.info("could not lower the engine's priority: %s", exc)


def _run_exit_finalizers() -> None:
    # what multiprocessing does at a normal exit: unlink the semaphores libraries made here
    # (tqdm's lock), else the resource tracker warns about a "leaked semaphore" on every close
    try:
        from multiprocessing import util

        util._run_finalizers(0)
    except Exception as exc:
        log.debug("exit finalizers: %s", exc)
