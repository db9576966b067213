"""One Shipmate process per data dir: Kùzu allows a single writer, so say so before it does."""

from __future__ import annotations

import os
from pathlib import Path
from typing import IO

from engine.errors import DataDirBusy


class DataDirLock:
    def __init__(self, data_dir: Path) -> None:
        self._data_dir = data_dir
        self._path = data_dir / "shipmate.lock"
        self._fh: IO[str] | None = None

    def acquire(self) -> None:
        self._data_dir.mkdir(parents=True, exist_ok=True)
        fh = self._path.open("a+")
        try:
            _lock(fh)
        except OSError as exc:
            fh.close()
            raise DataDirBusy(self._data_dir) from exc
        fh.seek(0)
        fh.truncate()
        fh.write(str(os.getpid()))
        fh.flush()
        self._fh = fh

    def release(self) -> None:
        if self._fh is not None:
            try:
                _unlock(self._fh)
            finally:
                self._fh.close()
                self._fh = None


if os.name == "nt":  # pragma: no cover - exercised on Windows laptops
    import msvcrt

    def _lock(fh: IO[str]) -> None:
        fh.seek(0)
        msvcrt.locking(fh.fileno(), msvcrt.LK_NBLCK, 1)

    def _unlock(fh: IO[str]) -> None:
        fh.seek(0)
        msvcrt.locking(fh.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(fh: IO[str]) -> None:
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fh: IO[str]) -> None:
        fcntl.flock(fh.fileno(), fcntl.LOCK_UN)
