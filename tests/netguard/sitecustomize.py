"""Loaded by every Python subprocess the tests start (tests/conftest.py puts this folder on
PYTHONPATH): any non-loopback connection or DNS lookup is refused and written to the log file
named by SHIPMATE_NETGUARD_LOG, which the test session checks at the end."""

import ipaddress
import os
import socket

_LOG = os.environ.get("SHIPMATE_NETGUARD_LOG")


def _loopback(host):
    if host in (None, "", "localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _record(what):
    if _LOG:
        with open(_LOG, "a", encoding="utf-8") as fh:
            fh.write(f"{os.getpid()} {what}\n")


if _LOG:
    _connect = socket.socket.connect
    _connect_ex = socket.socket.connect_ex
    _getaddrinfo = socket.getaddrinfo

    def connect(self, address):
        if self.family in (socket.AF_INET, socket.AF_INET6) and not _loopback(address[0]):
            _record(f"connect {address!r}")
            raise ConnectionRefusedError(f"blocked by test network guard: {address!r}")
        return _connect(self, address)

    def connect_ex(self, address):
        if self.family in (socket.AF_INET, socket.AF_INET6) and not _loopback(address[0]):
            _record(f"connect {address!r}")
            raise ConnectionRefusedError(f"blocked by test network guard: {address!r}")
        return _connect_ex(self, address)

    def getaddrinfo(host, *args, **kwargs):
        name = host.decode() if isinstance(host, bytes) else host
        if not _loopback(name):
            _record(f"dns {name!r}")
            raise socket.gaierror(f"blocked by test network guard: {name!r}")
        return _getaddrinfo(host, *args, **kwargs)

    socket.socket.connect = connect
    socket.socket.connect_ex = connect_ex
    socket.getaddrinfo = getaddrinfo
