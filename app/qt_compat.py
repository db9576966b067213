"""Work-arounds for bugs in the Qt bindings Shipmate ships with (PySide6 6.12.0, CPython 3.11).

``SignalInstance.emit()`` returns ``True`` without taking a reference to it, so every ``emit()``
made from Python drops one reference to ``True``. CPython 3.11 aborts the whole process when that
count reaches zero ("Fatal Python error: bool_dealloc: deallocating True or False"). While the
engine ran inside the window's process, torch and Chroma held ~10,000 references to ``True`` and
the window lasted a long while; the window's own process has ~3,000, which a few streamed answers
(several emits per token) used up. Python 3.12 made ``True`` immortal; until then we give it a
reserve of references once, when a probe shows that ``emit()`` leaks.
"""

from __future__ import annotations

import ctypes
import sys

RESERVE = 1 << 40  # references; at a million emits a second this lasts twelve days
PROBE_EMITS = 16

_checked = False


def emit_leaks_true() -> int:
    """How many references to True one ``emit()`` from Python loses (0 when the bindings are
    correct or True is immortal)."""
    from PySide6.QtCore import QObject, Signal

    class _Probe(QObject):
        ping = Signal()

    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(PROBE_EMITS):
        probe.ping.emit()
    return max(0, round((before - sys.getrefcount(True)) / PROBE_EMITS))


def keep_true_alive() -> None:
    """Give True and False a reserve of references if ``emit()`` leaks them. Idempotent; cheap."""
    global _checked
    if _checked:
        return
    _checked = True
    if sys.implementation.name != "cpython" or not emit_leaks_true():
        return
    for value in (True, False):
        # ob_refcnt is the first field of every object in a release build of CPython
        ctypes.c_ssize_t.from_address(id(value)).value += RESERVE
