"""Hard rules: offline environment, nothing phones home, engine never imports Qt."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def _run(code: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ORT_", "HF_"))}
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=300, cwd=REPO, env=env
    )


def test_importing_engine_sets_the_offline_environment_and_stays_light() -> None:
    proc = _run(
        "import os, sys, time\n"
        "t = time.perf_counter(); import engine, engine.api, engine.cli\n"
        "print(round(time.perf_counter() - t, 2))\n"
        "print(os.environ['ORT_DISABLE_TELEMETRY'], os.environ['HF_HUB_OFFLINE'],"
        " os.environ['ANONYMIZED_TELEMETRY'])\n"
        "heavy = [m for m in ('torch', 'sentence_transformers', 'chromadb', 'kuzu', 'onnxruntime',"
        " 'pymupdf', 'PySide6') if m in sys.modules]\n"
        "print(heavy)\n"
    )
    assert proc.returncode == 0, proc.stderr
    seconds, env, heavy = proc.stdout.strip().splitlines()
    assert env == "1 1 False"
    assert heavy == "[]"
    assert float(seconds) < 3.0


def test_engine_works_with_qt_unavailable(tmp_path: Path) -> None:
    """The dependency rule app -> engine: engine must run where PySide6 cannot be imported."""
    proc = _run(
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] == 'PySide6': raise ImportError('Qt blocked')\n"
        "sys.meta_path.insert(0, Block())\n"
        "import pkgutil, importlib, engine\n"
        "for m in pkgutil.walk_packages(engine.__path__, 'engine.'):\n"
        "    importlib.import_module(m.name)\n"
        "print('ok')\n"
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "ok"


def test_no_engine_module_imports_qt() -> None:
    """Even lazily, inside a function: engine code must not import Qt bindings."""
    import ast

    offenders = []
    for path in (REPO / "engine").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            if any(n.split(".")[0] in ("PySide6", "PyQt5", "PyQt6", "shiboken6") for n in names):
                offenders.append(f"{path.relative_to(REPO)}:{node.lineno}")
    assert offenders == []


def test_the_network_guard_catches_connections_even_when_swallowed(no_network: list) -> None:
    """The autouse fixture must fail a test that reaches out, even if the code hides the error."""
    with contextlib.suppress(OSError):
        socket.create_connection(("93.184.216.34", 443), timeout=1)
    assert no_network and "93.184.216.34" in str(no_network)
    no_network.clear()  # this test made the attempt on purpose


def test_loopback_stays_allowed() -> None:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    client = socket.create_connection(server.getsockname(), timeout=2)
    client.close()
    server.close()


@pytest.mark.slow
def test_chroma_never_uses_its_downloading_default_embedding(tmp_path: Path) -> None:
    from engine.store.vectors import ChromaVectorStore

    store = ChromaVectorStore(tmp_path / "chroma")
    store.open()
    for name in ("text_chunks", "tables", "schemas"):
        ef = store._collections[name]._embedding_function
        assert type(ef).__name__ == "ShipmateMiniLM"
    store.close()
