"""Run engine work off the GUI thread: one small generator-worker of our own (superqt-style).

A :class:`Worker` runs a callable in a pool of Python threads. If the callable returns a
generator (Engine.ingest, Engine.ask), the worker drives it and emits ``yielded`` for every item
and ``returned`` with its return value; a plain callable just ``returned``. Failures become
``errored(str)``: a ``ShipmateError`` is shown as it is (it is written for the user), anything
else as "Something went wrong: …" with the traceback logged. ``finished`` always comes last.

The engine itself runs in its own process (app/engine_client.py): a job here mostly waits for
its answers with the GIL released. The pool is a ``concurrent.futures.ThreadPoolExecutor``, not a
QThreadPool: a QThreadPool thread gets a fresh Python thread state for every job, and Kùzu's
bindings, when Kùzu still ran in this process, kept using one from an earlier job — a
use-after-free that crashed the app (segfault in ``take_gil`` under ``kuzu execute``).

Signals are emitted from the pool thread on a private relay object and re-emitted by the Worker
from the GUI thread (queued connections), so every slot connected to a Worker — lambdas included —
runs on the GUI thread and may touch widgets.

:class:`WorkerRunner` starts workers, keeps them alive until they finish, and funnels every error
into its one ``error`` signal, which the main window shows to the user.
"""

from __future__ import annotations

import inspect
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal, Slot

from app.qt_compat import keep_true_alive
from engine import Cancelled, CancelToken, ShipmateError

log = logging.getLogger(__name__)

# every emit() from Python costs True a reference in PySide6 6.12 (see app/qt_compat.py); the
# app's signals nearly all pass through here, so the reserve is set up before the first one
keep_true_alive()

#: A job takes the worker's cancel token and returns a value or a generator.
Job = Callable[[CancelToken], Any]


class _Relay(QObject):
    """Lives on the GUI thread; the pool thread emits on it."""

    yielded = Signal(object)
    returned = Signal(object)
    errored = Signal(str)
    done = Signal()


class _Task:
    """The code run in the pool thread."""

    def __init__(self, job: Job, token: CancelToken, relay: _Relay, what: str) -> None:
        self._job = job
        self._token = token
        self._relay = relay
        self._what = what

    def __call__(self) -> None:  # runs in the pool thread
        relay = self._relay
        try:
            result = self._job(self._token)
            if inspect.isgenerator(result):
                result = self._drive(result)
            relay.returned.emit(result)
        except Cancelled:
            log.info("%s: cancelled", self._what)
        except ShipmateError as exc:
            relay.errored.emit(str(exc))
        except Exception as exc:
            log.exception("%s failed", self._what)
            relay.errored.emit(f"Something went wrong: {type(exc).__name__}: {exc}")
        finally:
            relay.done.emit()

    def _drive(self, gen: Any) -> Any:
        # the engine checks the token itself at each step and cleans up (purges a half-ingested
        # file); so we keep draining until it returns instead of closing the generator
        while True:
            try:
                item = next(gen)
            except StopIteration as stop:
                return stop.value
            self._relay.yielded.emit(item)


class Worker(QObject):
    """One job in the pool. Connect to its signals, then :meth:`start` it (or use WorkerRunner)."""

    yielded = Signal(object)
    returned = Signal(object)
    errored = Signal(str)
    finished = Signal()

    def __init__(self, job: Job, what: str = "work", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.what = what
        self.cancel_token = CancelToken()
        self.error = ""
        self.running = False
        self.done = False
        self._job = job
        self._relay = _Relay()
        queued = Qt.ConnectionType.QueuedConnection
        self._relay.yielded.connect(self._on_yielded, queued)
        self._relay.returned.connect(self._on_returned, queued)
        self._relay.errored.connect(self._on_errored, queued)
        self._relay.done.connect(self._on_done, queued)

    def start(self, pool: ThreadPoolExecutor) -> Worker:
        self.running = True
        pool.submit(_Task(self._job, self.cancel_token, self._relay, self.what))
        return self

    def cancel(self) -> None:
        """Ask the job to stop at its next step (the engine checks the token)."""
        self.cancel_token.cancel()

    @property
    def cancelled(self) -> bool:
        return self.cancel_token.cancelled

    @Slot(object)
    def _on_yielded(self, item: object) -> None:
        self.yielded.emit(item)

    @Slot(object)
    def _on_returned(self, value: object) -> None:
        self.returned.emit(value)

    @Slot(str)
    def _on_errored(self, message: str) -> None:
        self.error = message
        self.errored.emit(message)

    @Slot()
    def _on_done(self) -> None:
        self.running = False
        self.done = True
        self.finished.emit()


class WorkerRunner(QObject):
    """Starts workers in its own pool, keeps them alive, and reports every error in one place.

    ``error(what, message)`` fires for every worker that fails; the main window shows it.
    """

    error = Signal(str, str)
    idle = Signal()  # no worker left running

    def __init__(self, parent: QObject | None = None, max_threads: int = 8) -> None:
        super().__init__(parent)
        # enough threads that a long ingest never keeps a question or a status check waiting
        self.pool = ThreadPoolExecutor(max_workers=max_threads, thread_name_prefix="shipmate")
        self._active: list[Worker] = []

    def start(
        self,
        job: Job,
        what: str,
        *,
        on_yielded: Callable[[Any], None] | None = None,
        on_returned: Callable[[Any], None] | None = None,
        on_errored: Callable[[str], None] | None = None,
        on_finished: Callable[[], None] | None = None,
        report_errors: bool = True,
    ) -> Worker:
        """Run ``job(cancel_token)`` in the pool; the callbacks run on the GUI thread."""
        worker = Worker(job, what)
        if on_yielded is not None:
            worker.yielded.connect(on_yielded)
        if on_returned is not None:
            worker.returned.connect(on_returned)
        if on_errored is not None:
            worker.errored.connect(on_errored)
        if report_errors:
            worker.errored.connect(lambda message, w=what: self.error.emit(w, message))
        if on_finished is not None:
            worker.finished.connect(on_finished)
        worker.finished.connect(lambda w=worker: self._forget(w))
        self._active.append(worker)
        return worker.start(self.pool)

    def active(self) -> list[Worker]:
        return list(self._active)

    def busy(self) -> bool:
        return bool(self._active)

    def cancel_all(self) -> None:
        for worker in self._active:
            worker.cancel()

    def shutdown(self) -> None:
        """No new work; threads end when their current job is done."""
        self.pool.shutdown(wait=False, cancel_futures=True)

    def _forget(self, worker: Worker) -> None:
        if worker in self._active:
            self._active.remove(worker)
        worker.deleteLater()
        if not self._active:
            self.idle.emit()
