"""How fast each model reads prompts and writes on this machine, learnt from Ollama's replies.

Every finished reply reports ``prompt_eval_count``/``prompt_eval_duration`` and
``eval_count``/``eval_duration``; a moving average per model is kept in the data dir
(``model_speed.json``) so the next start already knows the laptop. It also learns how far our
word-count token estimate is from the model's real token count, so the prompt is sized in the
model's tokens.
"""

from __future__ import annotations

import json
import logging
import threading
from dataclasses import asdict, dataclass
from pathlib import Path

from engine.llm.base import ReplyStats

logger = logging.getLogger(__name__)

# Weight of the newest reply in the moving average: a laptop's speed changes with its load, so
# the last few replies count most (half the weight is in the last ~2 replies).
NEWEST_WEIGHT = 0.3
# A prompt this short is mostly fixed cost (and may be cached by the server): not a speed sample.
MIN_PROMPT_SAMPLE = 64


@dataclass(frozen=True)
class Speed:
    prompt_tps: float = 0.0  # prompt tokens read per second (0: not measured yet)
    output_tps: float = 0.0
    tokens_per_estimate: float = 1.0  # real prompt tokens / our estimate
    samples: int = 0


class SpeedBook:
    """Per-model speeds, persisted as JSON; safe to use from several threads."""

    def __init__(self, path: Path) -> None:
        self._path = path
        self._lock = threading.Lock()
        self._speeds: dict[str, Speed] = {}
        try:
            raw = json.loads(path.read_text("utf-8"))
            self._speeds = {k: Speed(**v) for k, v in raw.items() if isinstance(v, dict)}
        except FileNotFoundError:
            pass
        except (ValueError, TypeError, OSError) as exc:
            logger.warning("ignoring unreadable %s: %s", path, exc)

    def get(self, model: str) -> Speed:
        with self._lock:
            return self._speeds.get(model, Speed())

    def all(self) -> dict[str, Speed]:
        with self._lock:
            return dict(self._speeds)

    def record(self, model: str, stats: ReplyStats, estimated_prompt_tokens: int = 0) -> Speed:
        """Fold one reply's figures into the model's averages and save."""
        with self._lock:
            old = self._speeds.get(model, Speed())
            prompt_tps, ratio = old.prompt_tps, old.tokens_per_estimate
            if stats.prompt_tokens >= MIN_PROMPT_SAMPLE and stats.prompt_s > 0:
                prompt_tps = _mix(old.prompt_tps, stats.prompt_tokens_per_s)
                if estimated_prompt_tokens > 0:
                    ratio = _mix(
                        old.tokens_per_estimate if old.samples else 0.0,
                        stats.prompt_tokens / estimated_prompt_tokens,
                    )
            output_tps = old.output_tps
            if stats.output_tokens >= 8 and stats.output_s > 0:
                output_tps = _mix(old.output_tps, stats.output_tokens_per_s)
            new = Speed(prompt_tps, output_tps, ratio, old.samples + 1)
            self._speeds[model] = new
            self._save()
            return new

    def _save(self) -> None:
        try:
            self._path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self._path.with_suffix(".tmp")
            tmp.write_text(json.dumps({k: asdict(v) for k, v in self._speeds.items()}), "utf-8")
            tmp.replace(self._path)
        except OSError as exc:  # a read-only data dir costs the memory of speeds, not the answer
            logger.warning("cannot save model speeds to %s: %s", self._path, exc)


def _mix(old: float, new: float) -> float:
    return new if old <= 0 else (1 - NEWEST_WEIGHT) * old + NEWEST_WEIGHT * new
