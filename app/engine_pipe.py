"""The pipe to the engine process: start it, send requests, route its answers, notice its death.

:class:`EngineProcess` spawns the child (``multiprocessing`` "spawn", target
``app.engine_child.serve``) and runs one reader thread that routes every message to the queue of
its call; callers wait on that queue (the GIL is released while they wait) and look at their
cancel token every 50 ms. If the child dies, every waiting call and every later one raises
``ShipmateError("The Shipmate engine process stopped unexpectedly (exit code …)")``.
:class:`app.engine_client.RemoteEngine` is the Engine-shaped face on top of it.
"""

from __future__ import annotations

import atexit
import importlib
import itertools
import logging
import multiprocessing
import multiprocessing.util  # its exit handler must be registered before ours (they run LIFO)
import pickle
import queue
import threading
import time
import weakref
from collections.abc import Generator
from typing import Any

from engine import Cancelled, CancelToken, ShipmateError

log = logging.getLogger(__name__)

POLL_S = 0.05  # how often a waiting caller looks at its cancel token
EXIT_TIMEOUT_S = 10.0
LOG_FORMAT = "%(levelname)s %(name)s: %(message)s"

_live: weakref.WeakSet[EngineProcess] = weakref.WeakSet()


class _Call:
    """One request in flight: the queue the reader thread routes its messages to."""

    def __init__(self, call_id: int) -> None:
        self.id = call_id
        self.messages: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self.finished = False
        self.cancel_sent = False


class _Stopped:
    """Put on every waiting call's queue when the engine process is gone."""

    def __init__(self, error: ShipmateError) -> None:
        self.error = error


class EngineProcess:
    """One engine process and the pipe to it. Thread-safe; starts nothing until :meth:`start`."""

    def __init__(self) -> None:
        self._lock = threading.Lock()  # the process, the table of calls
        self._send_lock = threading.Lock()
        # Process.join/is_alive are not safe from two threads at once: the loser of the waitpid
        # race sees the child as alive forever (and would then "terminate" a reaped pid)
        self._exit_lock = threading.Lock()
        self._ids = itertools.count(1)
        self._calls: dict[int, _Call] = {}
        self._process: Any = None
        self._conn: Any = None
        self._reader: threading.Thread | None = None
        self._stopped: ShipmateError | None = None  # set once the child died
        self._closing = False
        self.generation = 0  # counts the processes started (an engine is made once per process)

    @property
    def pid(self) -> int | None:
        process = self._process
        return process.pid if process is not None else None

    @property
    def stopped(self) -> bool:
        """True once the child died unexpectedly (until :meth:`close` reaps it)."""
        return self._stopped is not None

    def start(self) -> int:
        """Start the engine process unless it runs; returns its generation. Returns at once (the
        child loads in the background). Raises the stop error if it died (until ``close()``)."""
        with self._lock:
            if self._stopped is not None:
                raise self._stopped
            if self._process is None:
                self._spawn()
            return self.generation

    def close(self, timeout_s: float) -> None:
        """Close every engine in the child (it cancels and finishes their calls first), then end
        it; terminate it if it does not exit. A later :meth:`start` starts a new one."""
        with self._lock:
            process = self._process
            if process is None:
                return
            self._closing = True
            running = self._stopped is None
        try:
            if running:
                self.result(self.begin(("close",), cancellable=False), timeout_s=timeout_s)
        except ShipmateError as exc:
            log.warning("closing the engine: %s", exc)
        finally:
            self._reap(process)

    # ------------------------------------------------------------ calls

    def begin(self, request: tuple, *, cancellable: bool) -> _Call:
        """Send ``request`` (its kind first) with a new call id after the kind; returns the call.
        A "call" request also says whether the engine should make a cancel token for it."""
        with self._lock:
            if self._stopped is not None:
                raise self._stopped
            if self._process is None:
                raise ShipmateError("The Shipmate engine is not running.")
            call = _Call(next(self._ids))
            self._calls[call.id] = call
        extra = (cancellable,) if request[0] == "call" else ()
        self.send((request[0], call.id, *request[1:], *extra))
        return call

    def result(self, call: _Call, timeout_s: float | None = None) -> Any:
        """Wait for a plain call's value (or raise its error)."""
        try:
            kind, value = self._next(call, None, timeout_s)
        finally:
            self._forget(call)
        if kind != "return":
            raise ShipmateError(f"The Shipmate engine sent an unexpected {kind!r}.")
        return value

    def stream(self, call: _Call, cancel: CancelToken | None) -> Generator[Any, None, Any]:
        """Yield a generator call's items, return its value; forwards a cancel of ``cancel``."""
        try:
            while True:
                kind, value = self._next(call, cancel, None)
                if kind == "return":
                    return value
                yield value
        finally:
            if not call.finished:  # the caller dropped the generator: stop the engine's work
                self.send(("cancel", call.id))
            self._forget(call)

    def send(self, message: tuple) -> None:
        try:
            with self._send_lock:
                self._conn.send(message)
        except (OSError, ValueError, AttributeError):
            pass  # the child is gone: the reader thread fails the waiting calls

    def _next(
        self, call: _Call, cancel: CancelToken | None, timeout_s: float | None
    ) -> tuple[str, Any]:
        deadline = None if timeout_s is None else time.monotonic() + timeout_s
        while True:
            if cancel is not None and cancel.cancelled and not call.cancel_sent:
                call.cancel_sent = True
                self.send(("cancel", call.id))
            try:
                message = call.messages.get(timeout=POLL_S)
            except queue.Empty:
                if deadline is not None and time.monotonic() > deadline:
                    call.finished = True
                    raise ShipmateError(
                        f"The Shipmate engine did not answer within {timeout_s:.0f} s."
                    ) from None
                continue
            if isinstance(message, _Stopped):
                call.finished = True
                raise message.error
            kind, payload = message
            call.finished = kind != "yield"
            value = pickle.loads(payload)
            if kind == "error":
                raise decode_error(value)
            return kind, value

    def _forget(self, call: _Call) -> None:
        with self._lock:
            self._calls.pop(call.id, None)

    # ------------------------------------------------------------ the child process

    def _spawn(self) -> None:
        """Start the engine process and the thread that reads its messages (lock held)."""
        from app.engine_child import serve

        ctx = multiprocessing.get_context("spawn")  # a fresh interpreter: no Qt, no copied threads
        here, there = ctx.Pipe(duplex=True)
        root = logging.getLogger()
        formats = [getattr(h.formatter, "_fmt", None) for h in root.handlers if h.formatter]
        process = ctx.Process(
            target=serve,
            args=(there, root.getEffectiveLevel(), next(filter(None, formats), LOG_FORMAT)),
            name="shipmate-engine",
            daemon=True,  # never outlives the app, even if the app crashes
        )
        try:
            process.start()
        except Exception as exc:
            raise ShipmateError(f"The Shipmate engine process could not start: {exc}") from exc
        finally:
            there.close()  # only the child holds its end, so the reader sees EOF when it exits
        self._process, self._conn = process, here
        self._closing = False
        self.generation += 1
        self._reader = threading.Thread(
            target=self._read, args=(here, process), name="shipmate-engine-reader", daemon=True
        )
        self._reader.start()
        _live.add(self)
        log.info("engine process %s started", process.pid)

    def _read(self, conn: Any, process: Any) -> None:
        """Route every message from the child to its call's queue; on EOF fail them all."""
        while True:
            try:
                kind, call_id, payload = conn.recv()
            except (EOFError, OSError):
                break
            with self._lock:
                call = self._calls.get(call_id)
            if call is not None:  # else: a call whose caller stopped listening
                call.messages.put((kind, payload))
        with self._exit_lock:
            process.join(EXIT_TIMEOUT_S)
        with self._lock:
            if self._process is not process:
                return
            if self._closing:
                error: ShipmateError = Cancelled("the engine was closed")
            else:
                error = ShipmateError(
                    "The Shipmate engine process stopped unexpectedly "
                    f"(exit code {process.exitcode}); files being added were not kept. "
                    "Restart the engine to go on."
                )
                self._stopped = error
                log.error("%s", error)
            calls = list(self._calls.values())
        for call in calls:
            call.messages.put(_Stopped(error))

    def _reap(self, process: Any) -> None:
        """Wait for the child to exit after "close" (terminate it if it does not)."""
        with self._exit_lock:
            process.join(EXIT_TIMEOUT_S)
            if process.is_alive():
                log.warning("the engine process did not exit; terminating it")
                process.terminate()
                process.join(5)
                if process.is_alive():
                    process.kill()
                    process.join(5)
        reader = self._reader
        if reader is not None and reader is not threading.current_thread():
            reader.join(EXIT_TIMEOUT_S)
        with self._lock:
            if self._process is process:
                self._process, self._reader = None, None
                if self._conn is not None:
                    self._conn.close()
                    self._conn = None
            self._closing = False
            self._stopped = None
        _live.discard(self)


def decode_error(encoded: tuple[Any, ...]) -> BaseException:
    """Rebuild an exception sent by :func:`app.engine_child.encode_error`."""
    kind = encoded[0]
    if kind == "shipmate":
        _, module, qualname, message, attrs = encoded
        try:
            cls = getattr(importlib.import_module(module), qualname)
            if not (isinstance(cls, type) and issubclass(cls, ShipmateError)):
                raise TypeError(qualname)
            exc = cls.__new__(cls)
            BaseException.__init__(exc, message)  # the message as it was, not formatted again
            exc.__dict__.update(attrs)
            return exc
        except Exception:
            return ShipmateError(message)
    if kind == "pickled":
        exc = pickle.loads(encoded[1])
        exc.add_note(f"In the engine process:\n{encoded[2]}")
        return exc
    error = ShipmateError(f"Something went wrong in the engine: {encoded[1]}")
    error.add_note(f"In the engine process:\n{encoded[2]}")
    return error


@atexit.register
def _close_all() -> None:
    # before multiprocessing's own exit handler terminates daemon children: close the libraries
    # cleanly instead of killing the engine mid-write
    for process in list(_live):
        try:
            process.close(EXIT_TIMEOUT_S)
        except Exception:
            log.exception("closing the engine at exit failed")
