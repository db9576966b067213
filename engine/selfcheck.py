"""``shipmate --self-check``: try each part Shipmate needs, offline, in seconds; say which works.

Each check really uses its part on a tiny probe (embed a sentence, store and find a vector, build
an FTS index, OCR a rendered line...), in a throw-away folder, never in the user's library (Kùzu
allows one writer, and a running Shipmate may hold it). The installer runs this as its last step;
an engineer can run it any time. Statuses:

- OK: works. INFO: worth knowing, not a problem (e.g. no reranker: fused scores are used).
- WARN: Shipmate works with less (Ollama down or model missing: answers are retrieval-only).
- FAIL: a part is broken; the exit code is 1.
"""

from __future__ import annotations

import logging
import math
import os
import platform
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from engine import _offline
from engine.config import EngineConfig

OK, INFO, WARN, FAIL = "OK", "INFO", "WARN", "FAIL"
PROBE_TEXT = "SHIPMATE 123"  # rendered into a PDF page, then read back by OCR
LOW_DISK_BYTES = 2 * 10**9
QT_TIMEOUT_S = 60.0
OLLAMA_TIMEOUT_S = 2.0
# what flashrank needs beside the model's .onnx (flashrank 0.2.10, STACK.md)
RERANKER_FILES = (
    "config.json",
    "tokenizer.json",
    "tokenizer_config.json",
    "special_tokens_map.json",
)

# a check gets the configuration and a scratch folder, and returns (status, detail)
Check = Callable[[EngineConfig, Path], tuple[str, str]]


@dataclass(frozen=True)
class CheckResult:
    name: str
    status: str  # OK | INFO | WARN | FAIL
    detail: str
    seconds: float


def run_self_check(config: EngineConfig, out: TextIO) -> int:
    """Run every check, print one aligned row per check as it finishes; 0 when none FAILed."""
    return run_checks(config, out, CHECKS)


def run_checks(config: EngineConfig, out: TextIO, checks: list[tuple[str, Check]]) -> int:
    """Run ``checks`` (name, function) and print the table; 0 when none FAILed, else 1."""
    started = time.monotonic()
    width = max([len("check"), *(len(name) for name, _ in checks)])
    out.write(
        f"Shipmate self-check — data dir {config.data_dir}, "
        f"Ollama {config.ollama_host} (model {config.model})\n"
    )
    out.write(f"{'check':<{width}}  status  {'time':>6}  detail\n")
    out.flush()
    results = []
    scratch = Path(tempfile.mkdtemp(prefix="shipmate-selfcheck-"))
    try:
        for name, check in checks:
            result = run_one(name, check, config, scratch)
            results.append(result)
            out.write(
                f"{name:<{width}}  {result.status:<6}  {result.seconds:>5.1f}s  {result.detail}\n"
            )
            out.flush()
    finally:
        shutil.rmtree(scratch, ignore_errors=True)  # Windows may still hold a store's file
    counts = {s: sum(r.status == s for r in results) for s in (OK, WARN, FAIL, INFO)}
    summary = ", ".join(f"{n} {s}" for s, n in counts.items())
    verdict = (
        f"{counts[FAIL]} part(s) FAILED: see the FAIL rows above."
        if counts[FAIL]
        else "Shipmate is ready" + (" (with warnings)." if counts[WARN] else ".")
    )
    out.write(f"Total {time.monotonic() - started:.1f} s: {summary}. {verdict}\n")
    out.flush()
    return 1 if counts[FAIL] else 0


def run_one(name: str, check: Check, config: EngineConfig, scratch: Path) -> CheckResult:
    """Run one check; any exception is that part's FAIL, with the error in one line."""
    t0 = time.monotonic()
    try:
        status, detail = check(config, scratch)
    except Exception as exc:  # the self-check reports broken parts, it must not crash on them
        logging.getLogger(__name__).debug("self-check %s failed", name, exc_info=True)
        status, detail = FAIL, _one_line(f"{type(exc).__name__}: {exc}")
    return CheckResult(name, status, detail, time.monotonic() - t0)


# ---------------------------------------------------------------------------- the checks


def check_python(config: EngineConfig, scratch: Path) -> tuple[str, str]:
    version = platform.python_version()
    if sys.version_info[:2] != (3, 11):
        return FAIL, f"Python {version}: Shipmate is built for 3.11 ({sys.executable})"
    return OK, f"{version} ({sys.executable})"


def check_offline_env(config: EngineConfig, scratch: Path) -> tuple[str, str]:
    wrong = [k for k, v in _offline.OFFLINE_ENV.items() if os.environ.get(k) != v]
    if wrong:
        return FAIL, f"not set before the libraries loaded: {', '.join(wrong)}"
    return OK, f"ORT_DISABLE_TELEMETRY=1, HF_HUB_OFFLINE=1 (+{len(_offline.OFFLINE_ENV) - 2} more)"


def check_versions(config: EngineConfig, scratch: Path) -> tuple[str, str]:
    """Installed versions against the pins Shipmate was built with."""
    from importlib import metadata

    try:
        shipmate = metadata.version("shipmate")
        requires = metadata.requires("shipmate") or []
    except metadata.PackageNotFoundError:
        return INFO, f"running from a source tree (not installed); torch {_version('torch')}"
    missing, different = [], []
    pins = [r for r in requires if "extra" not in r.partition(";")[2]]  # not the dev tools
    for req in pins:
        spec = req.partition(";")[0]
        name, _, pinned = spec.replace(" ", "").partition("==")
        have = _version(name)
        if have is None:
            missing.append(name)
        elif pinned and have.split("+")[0] != pinned:
            different.append(f"{name} {have} (pinned {pinned})")
    torch = _version("torch") or "?"
    if missing:
        return FAIL, f"not installed: {', '.join(missing)}"
    if different:
        return WARN, "differ from the pins: " + ", ".join(different)
    gpu = " — a GPU build, larger than needed" if "+cu" in torch else ""
    return OK, f"shipmate {shipmate}, {len(pins)} pinned packages match (torch {torch}{gpu})"


def check_data_dir(config: EngineConfig, scratch: Path) -> tuple[str, str]:
    data = Path(config.data_dir)
    data.mkdir(parents=True, exist_ok=True)
    probe = data / f".selfcheck-{os.getpid()}.tmp"
    probe.write_text("shipmate", encoding="utf-8")
    readable = probe.read_text(encoding="utf-8") == "shipmate"
    probe.unlink()
    if not readable:
        return FAIL, f"{data}: a file written there read back wrong"
    free = shutil.disk_usage(data).free
    if free < LOW_DISK_BYTES:
        return WARN, f"{data} writable, only {free / 1e9:.1f} GB free (manuals need room)"
    return OK, f"{data} writable, {free / 1e9:.0f} GB free"


def check_sqlite_fts5(config: EngineConfig, scratch: Path) -> tuple[str, str]:
    with sqlite3.connect(":memory:") as db:
        db.execute("CREATE VIRTUAL TABLE probe USING fts5(body)")
        db.execute("INSERT INTO probe(body) VALUES ('fire main isolating valve WF002')")
        rows = db.execute("SELECT rowid FROM probe WHERE probe MATCH 'WF002'").fetchall()
    db.close()
    if rows != [(1,)]:
        return FAIL, f"FTS5 query returned {rows}"
    return OK, f"SQLite {sqlite3.sqlite_version} with FTS5"


def _probe_pdf() -> bytes:
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page(width=340, height=90)
    page.insert_text((16, 62), PROBE_TEXT, fontsize=40)
    data = doc.tobytes()
    doc.close()
    return data


def check_pdf(config: EngineConfig, scratch: Path) -> tuple[str, str]:
    import pymupdf

    with pymupdf.open(stream=_probe_pdf(), filetype="pdf") as doc:
        text = doc[0].get_text().strip()
    if text != PROBE_TEXT:
        return FAIL, f"read {text!r} from a generated PDF, expected {PROBE_TEXT!r}"
    return OK, f"PyMuPDF {pymupdf.VersionBind} opened a generated PDF"


def check_ocr(config: EngineConfig, scratch: Path) -> tuple[str, str]:
    import pymupdf
    from rapidocr_onnxruntime import RapidOCR

    with pymupdf.open(stream=_probe_pdf(), filetype="pdf") as doc:
        png = doc[0].get_pixmap(dpi=96).tobytes("png")
    result, _ = RapidOCR()(png)
    text = " ".join(str(box[1]) for box in result or [])
    squeezed = text.replace(" ", "").upper()
    if "SHIPMATE" not in squeezed or "123" not in squeezed:
        return FAIL, f"RapidOCR read {text!r} from a page showing {PROBE_TEXT!r}"
    return OK, f"RapidOCR read {text!r} from a rendered page"


def check_kuzu(config: EngineConfig, scratch: Path) -> tuple[str, str]:
    import kuzu

    db = kuzu.Database(str(scratch / "graph.kuzu"))
    conn = kuzu.Connection(db)
    try:
        conn.execute("CREATE NODE TABLE Probe(id STRING, body STRING, PRIMARY KEY(id))")
        conn.execute("CREATE (:Probe {id: 'p1', body: 'fire main isolating valve WF002'})")
        conn.execute("CREATE (:Probe {id: 'p2', body: 'lube oil purifier'})")
        # the FTS extension is linked into the wheel: no INSTALL (that would need a download)
        conn.execute("CALL CREATE_FTS_INDEX('Probe', 'probe_fts', ['body'])")
        hits = conn.execute(
            "CALL QUERY_FTS_INDEX('Probe', 'probe_fts', 'valve') RETURN node.id"
        ).get_all()
    finally:
        conn.close()
        db.close()
    if hits != [["p1"]]:
        return FAIL, f"FTS query returned {hits}"
    return OK, f"Kùzu {kuzu.__version__}: node table and full-text index work"


def check_chroma(config: EngineConfig, scratch: Path) -> tuple[str, str]:
    import chromadb
    from chromadb.config import Settings

    client = chromadb.PersistentClient(
        path=str(scratch / "chroma"), settings=Settings(anonymized_telemetry=False)
    )
    # explicit vectors and no embedding function: Chroma's default one would try to download
    collection = client.get_or_create_collection(
        "selfcheck", embedding_function=None, configuration={"hnsw": {"space": "cosine"}}
    )
    vector = [1.0] + [0.0] * 383
    collection.add(ids=["probe"], embeddings=[vector], documents=["fire pump"])
    found = collection.query(query_embeddings=[vector], n_results=1)["ids"]
    if found != [["probe"]]:
        return FAIL, f"query returned {found}"
    return OK, f"ChromaDB {chromadb.__version__}: stored and found a vector"


def check_embedder(config: EngineConfig, scratch: Path) -> tuple[str, str]:
    from engine.embedding import DIMENSION, MiniLMEmbedder, model_dir

    vectors = MiniLMEmbedder().encode(["The fire pump starts when the main pressure drops."])
    values = [float(x) for x in vectors[0]]
    norm = math.sqrt(sum(x * x for x in values))
    if vectors.shape != (1, DIMENSION) or not all(map(math.isfinite, values)):
        return FAIL, f"got a {vectors.shape} vector with non-finite values from {model_dir()}"
    return OK, f"all-MiniLM-L6-v2 from {model_dir()}: {DIMENSION}-d, norm {norm:.2f}"


def check_qt(config: EngineConfig, scratch: Path) -> tuple[str, str]:
    """Start Qt in a child process (app.qt_probe): engine itself never imports Qt."""
    env = dict(os.environ)
    headless = sys.platform.startswith("linux") and not (
        env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")
    )
    if headless and not env.get("QT_QPA_PLATFORM"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    # the folder holding engine/ also holds app/ (site-packages, or the source tree)
    packages = str(Path(__file__).resolve().parent.parent)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (packages, env.get("PYTHONPATH")) if p)
    no_window = getattr(subprocess, "CREATE_NO_WINDOW", 0)  # no console flash from a GUI on Windows
    proc = subprocess.run(
        [sys.executable, "-m", "app.qt_probe"],
        env=env,
        cwd=scratch,  # not the user's folder: an unrelated app/ there must not shadow ours
        capture_output=True,
        text=True,
        timeout=QT_TIMEOUT_S,
        creationflags=no_window,
        check=False,
    )
    if proc.returncode != 0:
        lines = [ln.strip() for ln in proc.stderr.splitlines() if ln.strip()]
        why = next(
            (ln for ln in lines if "qt.qpa" in ln or "xcb" in ln), lines[-1] if lines else ""
        )
        return FAIL, f"Qt could not start (exit {proc.returncode}): {_one_line(why)}"
    name = proc.stdout.strip() or "?"
    note = " (no display here)" if headless else ""
    return OK, f"platform plugin '{name}' loaded{note}; QtPdf present"


def check_reranker(config: EngineConfig, scratch: Path) -> tuple[str, str]:
    """A flashrank cache dir at ``config.reranker_dir``: ``<dir>/<model name>/<model>.onnx`` etc."""
    root = config.reranker_dir
    if root is None:
        return INFO, "not configured — using fused scores"
    from flashrank.Config import model_file_map

    layout = (
        f"expected {root}/<model>/, e.g. ms-marco-TinyBERT-L-2-v2/flashrank-TinyBERT-L-2-v2.onnx"
    )
    if not Path(root).is_dir():
        return WARN, f"{root} does not exist ({layout}) — using fused scores"
    models = sorted(d for d in Path(root).iterdir() if d.is_dir() and d.name in model_file_map)
    if not models:
        return WARN, f"no flashrank model in {root} ({layout}) — using fused scores"
    folder = models[0]
    missing = [
        f for f in (model_file_map[folder.name], *RERANKER_FILES) if not (folder / f).is_file()
    ]
    if missing:
        return FAIL, f"{folder} lacks {', '.join(missing)}"
    from flashrank import Ranker, RerankRequest

    root_logger = logging.getLogger()
    saved = (root_logger.level, list(root_logger.handlers))
    try:  # Ranker() calls logging.basicConfig; keep the app's logging as it was
        ranker = Ranker(model_name=folder.name, cache_dir=str(root), log_level="WARNING")
    finally:
        root_logger.setLevel(saved[0])
        root_logger.handlers[:] = saved[1]
    t0 = time.monotonic()
    passages = [{"id": 1, "text": "Start the fire pump."}, {"id": 2, "text": "Lube oil filter."}]
    ranked = ranker.rerank(RerankRequest(query="fire pump", passages=passages))
    if len(ranked) != 2:
        return FAIL, f"{folder.name} returned {len(ranked)} of 2 passages"
    return OK, f"{folder.name}: reranked 2 passages in {1000 * (time.monotonic() - t0):.0f} ms"


def check_ollama(config: EngineConfig, scratch: Path) -> tuple[str, str]:
    from engine.llm.ollama_client import OllamaChatModel

    model = OllamaChatModel(
        config.ollama_host,
        config.model,
        timeout_s=OLLAMA_TIMEOUT_S,
        connect_timeout_s=OLLAMA_TIMEOUT_S,
    )
    try:
        status = model.status()
    finally:
        model.close()
    if status.ready:
        return OK, status.message
    if not status.reachable:
        return WARN, f"{status.message} Until then answers are retrieval-only."
    installed = ", ".join(status.models) or "none"
    return WARN, f"{status.message} (installed: {installed})"


CHECKS: list[tuple[str, Check]] = [
    ("python", check_python),
    ("offline env", check_offline_env),
    ("versions", check_versions),
    ("data dir", check_data_dir),
    ("sqlite fts5", check_sqlite_fts5),
    ("pdf", check_pdf),
    ("kuzu", check_kuzu),
    ("chroma", check_chroma),
    ("embedder", check_embedder),
    ("ocr", check_ocr),
    ("qt", check_qt),
    ("reranker", check_reranker),
    ("ollama", check_ollama),
]


def _version(name: str) -> str | None:
    from importlib import metadata

    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def _one_line(value: object, limit: int = 240) -> str:
    text = " ".join(str(value).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
