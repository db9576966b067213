"""Where Shipmate keeps its data and how it reaches Ollama.

Everything has a default; environment variables (SHIPMATE_*) and command-line flags override it.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field, replace
from pathlib import Path

import platformdirs

DEFAULT_OLLAMA_HOST = "http://127.0.0.1:11434"
DEFAULT_MODEL = "qwen2.5:3b"


def default_data_dir() -> Path:
    return Path(platformdirs.user_data_dir("Shipmate", appauthor=False))


def resources_dir() -> Path:
    """The resources/ folder (prompts, gazetteer, icons), installed beside the packages."""
    return Path(__file__).resolve().parent.parent / "resources"


@dataclass(frozen=True)
class Limits:
    """Bounds that keep ingest and answers predictable on a laptop."""

    chunk_target_pieces: int = 190  # word pieces per text chunk (model reads at most 256)
    chunk_max_pieces: int = 240
    embed_batch: int = 16  # fastest and lightest on 2 cores (STACK.md)
    max_pages: int = 5000
    max_image_pixels: int = 40_000_000  # larger rasters are downscaled before OCR/PNG
    ocr_dpi: int = 150
    ocr_timeout_s: float = 60.0
    context_tokens: int = 3000  # evidence budget in the prompt (the most, on a fast machine)
    history_messages: int = 10
    # Ollama phase timeouts. Connect: a local/LAN server answers a connect at once. First token: a
    # first load of a 3B model from disk plus a 2-3k-token prompt at ~60 tokens/s (measured on the
    # 2-core test machine, ../shared/tools/real-llm/README.md) is ~1-2 min, so 180 s. Between
    # tokens: generation there runs ~11 tokens/s, a 30 s pause means the server is stuck. The
    # whole reply: 300 s (a server trickling a token every 25 s must not hold a question longer).
    ollama_timeout_s: float = 180.0  # the first token
    ollama_connect_timeout_s: float = 3.0
    ollama_between_tokens_s: float = 30.0
    ollama_deadline_s: float = 300.0
    # Prompt sizing (see engine.agent.sizing): the first token is wanted within this many seconds;
    # until a reply has reported the model's prompt speed, assume the middle of the 50-200
    # tokens/s a 3B model reads prompts at on a CPU-only laptop (issue 12).
    first_token_target_s: float = 10.0
    assumed_prompt_tokens_per_s: float = 100.0
    answer_tokens: int = 512  # room left in num_ctx for the answer


@dataclass(frozen=True)
class EngineConfig:
    data_dir: Path = field(default_factory=default_data_dir)
    ollama_host: str = DEFAULT_OLLAMA_HOST
    model: str = DEFAULT_MODEL
    reranker_dir: Path | None = None
    retrieval_only: bool = False
    limits: Limits = field(default_factory=Limits)

    @classmethod
    def from_env(cls, **overrides: object) -> EngineConfig:
        """Defaults, then SHIPMATE_* variables, then explicit overrides that are not None."""
        env = os.environ
        cfg = cls()
        if env.get("SHIPMATE_DATA_DIR"):
            cfg = replace(cfg, data_dir=Path(env["SHIPMATE_DATA_DIR"]))
        if env.get("SHIPMATE_OLLAMA_HOST") or env.get("OLLAMA_HOST"):
            host = env.get("SHIPMATE_OLLAMA_HOST") or env["OLLAMA_HOST"]
            cfg = replace(cfg, ollama_host=normalise_host(host))
        if env.get("SHIPMATE_MODEL"):
            cfg = replace(cfg, model=env["SHIPMATE_MODEL"])
        if env.get("SHIPMATE_RERANKER_DIR"):
            cfg = replace(cfg, reranker_dir=Path(env["SHIPMATE_RERANKER_DIR"]))
        if env.get("SHIPMATE_RETRIEVAL_ONLY", "").lower() in {"1", "true", "yes"}:
            cfg = replace(cfg, retrieval_only=True)
        timeouts = {
            field: float(env[name])
            for name, field in TIMEOUT_ENV.items()
            if _positive(env.get(name, ""))
        }
        if timeouts:
            cfg = replace(cfg, limits=replace(cfg.limits, **timeouts))  # type: ignore[arg-type]
        given = {k: v for k, v in overrides.items() if v is not None}
        if "data_dir" in given:
            given["data_dir"] = Path(given["data_dir"]).expanduser()  # type: ignore[arg-type]
        if "ollama_host" in given:
            given["ollama_host"] = normalise_host(str(given["ollama_host"]))
        if "reranker_dir" in given:
            given["reranker_dir"] = Path(given["reranker_dir"])  # type: ignore[arg-type]
        return replace(cfg, **given)  # type: ignore[arg-type]


#: Environment variables for the Ollama phase timeouts (seconds) -> the Limits field they set.
TIMEOUT_ENV = {
    "SHIPMATE_OLLAMA_CONNECT_S": "ollama_connect_timeout_s",
    "SHIPMATE_OLLAMA_FIRST_TOKEN_S": "ollama_timeout_s",
    "SHIPMATE_OLLAMA_BETWEEN_TOKENS_S": "ollama_between_tokens_s",
    "SHIPMATE_OLLAMA_DEADLINE_S": "ollama_deadline_s",
}


def _positive(text: str) -> bool:
    try:
        return float(text) > 0
    except ValueError:
        return False


def normalise_host(host: str) -> str:
    """ "192.168.1.5" -> "http://192.168.1.5:11434": a bare host means Ollama's port, as
    OLLAMA_HOST does."""
    host = host.strip().rstrip("/")
    if not host:
        return DEFAULT_OLLAMA_HOST
    if "://" not in host:
        netloc, sep, path = host.partition("/")
        if not re.search(r":\d+$", netloc):
            netloc += ":11434"
        host = f"http://{netloc}{sep}{path}"
    return host
