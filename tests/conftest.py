"""Shared test set-up: no network beyond loopback, corpus location, session-wide heavy objects."""

from __future__ import annotations

import ipaddress
import os
import socket
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import engine  # noqa: F401  (sets the offline environment before heavy imports)

REPO = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("SHIPMATE_SHARED", REPO.parent / "shared"))
CORPUS = SHARED / "corpus"
EVAL = SHARED / "eval"


def _is_loopback(address: object) -> bool:
    if isinstance(address, (str, bytes)) and not isinstance(address, tuple):
        return True  # AF_UNIX path
    if not isinstance(address, tuple) or not address:
        return True
    host = address[0]
    if host in ("localhost", ""):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False  # a host name that is not localhost


@pytest.fixture(autouse=True)
def no_network(monkeypatch: pytest.MonkeyPatch):
    """Fail the test if anything tries a non-loopback connection, even if the caller swallows it."""
    attempts: list[object] = []
    real_connect = socket.socket.connect
    real_connect_ex = socket.socket.connect_ex
    real_getaddrinfo = socket.getaddrinfo

    def guarded_connect(self: socket.socket, address: object) -> object:
        if self.family in (socket.AF_INET, socket.AF_INET6) and not _is_loopback(address):
            attempts.append(address)
            raise ConnectionRefusedError(f"test blocked a network connection to {address!r}")
        return real_connect(self, address)

    def guarded_connect_ex(self: socket.socket, address: object) -> int:
        if self.family in (socket.AF_INET, socket.AF_INET6) and not _is_loopback(address):
            attempts.append(address)
            raise ConnectionRefusedError(f"test blocked a network connection to {address!r}")
        return real_connect_ex(self, address)

    def guarded_getaddrinfo(host: object, *args: object, **kwargs: object) -> object:
        name = host.decode() if isinstance(host, bytes) else host
        if name not in (None, "localhost") and not _is_loopback((name,)):
            attempts.append(name)
            raise socket.gaierror(f"test blocked a DNS lookup of {name!r}")
        return real_getaddrinfo(host, *args, **kwargs)

    monkeypatch.setattr(socket.socket, "connect", guarded_connect)
    monkeypatch.setattr(socket.socket, "connect_ex", guarded_connect_ex)
    monkeypatch.setattr(socket, "getaddrinfo", guarded_getaddrinfo)
    yield attempts
    assert not attempts, f"non-loopback network access attempted: {attempts}"


def corpus_file(name: str) -> Path:
    path = CORPUS / name
    if not path.exists():
        pytest.fail(f"test corpus missing: {path} (CI checks ../shared out beside the clone)")
    return path
