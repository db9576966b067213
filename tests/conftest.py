"""Shared test set-up: no network beyond loopback, corpus location, session-wide heavy objects."""

from __future__ import annotations

import ipaddress
import os
import socket
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import engine  # noqa: F401  (sets the offline environment before heavy imports)
from bench.evaluation import drain  # one copy, the benchmarks' (tests import it from here)

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


@pytest.fixture(scope="session", autouse=True)
def subprocess_network_guard(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    """Python subprocesses started by tests (CLI, kill -9, installer) get the same guard through
    tests/netguard/sitecustomize.py; what they attempted is checked when the session ends."""
    log = tmp_path_factory.mktemp("netguard") / "attempts.log"
    log.touch()
    guard_dir = str(Path(__file__).resolve().parent / "netguard")
    old_path = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (guard_dir, old_path) if p)
    os.environ["SHIPMATE_NETGUARD_LOG"] = str(log)
    yield log
    attempts = log.read_text("utf-8").strip()
    assert not attempts, f"a subprocess tried to reach the network:\n{attempts}"


def corpus_file(name: str) -> Path:
    path = CORPUS / name
    if not path.exists():
        pytest.fail(f"test corpus missing: {path} (CI checks ../shared out beside the clone)")
    return path


# ---------------------------------------------------------------- shared libraries

CORPUS_FILES = (
    "nsmv-evac-vacuum-system-om.pdf",
    "navy-neets-mod5-generators-motors.pdf",
    "nsmv-water-mist-pid.pdf",
    "mma-machine-tool-manual-scanned.pdf",
)


def parse_pdf(pdf, ocr):  # type: ignore[no-untyped-def]
    """Parse an open PyMuPDF document as ingest does (assets in a temporary folder, word counts
    for token counts); returns the ``ParsedDocument``."""
    import tempfile

    from engine.ingest.parse import parse_document
    from engine.store.assets import AssetStore

    assets = AssetStore(Path(tempfile.mkdtemp()) / "files")
    assets.open()
    steps = parse_document(
        pdf, "doc1", "test.pdf", assets, lambda texts: [len(t.split()) for t in texts], ocr
    )
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            return stop.value


@pytest.fixture(scope="session")
def corpus_pristine(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A library holding the four corpus PDFs, built once per test session and then closed.

    Tests never open this folder itself: they open a copy (``corpus_engine``) or copy it again.
    """
    from engine.api import Engine
    from engine.config import EngineConfig

    built = tmp_path_factory.mktemp("corpus-build")
    with Engine(EngineConfig(data_dir=built)) as eng:
        _, results = drain(eng.ingest([corpus_file(name) for name in CORPUS_FILES]))
    bad = [r for r in results if r.status != "ready"]
    assert not bad, f"corpus ingest failed: {bad}"
    pristine = tmp_path_factory.mktemp("corpus") / "library"
    import shutil

    shutil.copytree(built, pristine)
    return pristine


@pytest.fixture(scope="session")
def corpus_engine(corpus_pristine: Path, tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    """An open Engine on a copy of the corpus library (read-only use: ask, docs, stats)."""
    import shutil

    from engine.api import Engine
    from engine.config import EngineConfig

    data = tmp_path_factory.mktemp("corpus-engine") / "library"
    shutil.copytree(corpus_pristine, data)
    eng = Engine(EngineConfig(data_dir=data, ollama_host="http://127.0.0.1:9")).open()
    yield eng
    eng.close()


def copy_library(source: Path, target: Path) -> Path:
    import shutil

    shutil.copytree(source, target)
    return target


def ingested(tmp_path_factory: pytest.TempPathFactory, name: str, pdfs: list[Path]):  # type: ignore[no-untyped-def]
    """An engine over a new library holding ``pdfs`` (all must be ready), for a module fixture
    to yield; the Ollama host is a closed loopback port (retrieval-only questions)."""
    from engine.api import Engine
    from engine.config import EngineConfig

    data = tmp_path_factory.mktemp(name) / "lib"
    with Engine(EngineConfig(data_dir=data, ollama_host="http://127.0.0.1:9")) as eng:
        _, results = drain(eng.ingest(pdfs))
        assert [r.status for r in results] == ["ready"] * len(pdfs)
        yield eng


def ask_retrieval_only(eng, question: str):  # type: ignore[no-untyped-def]
    """The answer to ``question`` without the model."""
    return drain(eng.ask(question, no_llm=True))[1]
