"""The user's saved settings (QSettings) and how they change the EngineConfig at start-up.

Explicit choices win over saved ones: a value given on the command line or in a SHIPMATE_*
variable (anything that differs from the built-in default) is kept; a saved setting fills in only
where the config still holds the default.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QSettings

from engine import EngineConfig

KEY_HOST = "ollama/host"
KEY_MODEL = "ollama/model"
KEY_DATA_DIR = "library/data_dir"
KEY_RETRIEVAL_ONLY = "chat/retrieval_only"
# Ollama phase timeouts in seconds (0: the built-in default, engine/config.py Limits)
KEY_TIMEOUTS = {
    "ollama_connect_timeout_s": "ollama/connect_s",
    "ollama_timeout_s": "ollama/first_token_s",
    "ollama_between_tokens_s": "ollama/between_tokens_s",
    "ollama_deadline_s": "ollama/deadline_s",
}


@dataclass(frozen=True)
class AppSettings:
    """What the Settings dialog edits. Empty strings mean "use the default"."""

    ollama_host: str = ""
    model: str = ""
    data_dir: str = ""
    retrieval_only: bool = False
    timeouts: tuple[tuple[str, float], ...] = ()  # (Limits field, seconds) the user set

    def timeout(self, name: str) -> float:
        return dict(self.timeouts).get(name, 0.0)


def load_settings(store: QSettings) -> AppSettings:
    return AppSettings(
        ollama_host=str(store.value(KEY_HOST, "") or ""),
        model=str(store.value(KEY_MODEL, "") or ""),
        data_dir=str(store.value(KEY_DATA_DIR, "") or ""),
        retrieval_only=_as_bool(store.value(KEY_RETRIEVAL_ONLY, False)),
        timeouts=tuple(
            (name, value)
            for name, key in KEY_TIMEOUTS.items()
            if (value := _as_float(store.value(key, 0))) > 0
        ),
    )


def save_settings(store: QSettings, settings: AppSettings) -> None:
    store.setValue(KEY_HOST, settings.ollama_host)
    store.setValue(KEY_MODEL, settings.model)
    store.setValue(KEY_DATA_DIR, settings.data_dir)
    store.setValue(KEY_RETRIEVAL_ONLY, settings.retrieval_only)
    for name, key in KEY_TIMEOUTS.items():
        store.setValue(key, settings.timeout(name))
    store.sync()


def apply_settings(config: EngineConfig, settings: AppSettings) -> EngineConfig:
    """The config the app starts with: saved settings fill in what was not given explicitly."""
    default = EngineConfig()
    changes: dict[str, object] = {}
    if settings.ollama_host and config.ollama_host == default.ollama_host:
        from engine import normalise_host

        changes["ollama_host"] = normalise_host(settings.ollama_host)
    if settings.model and config.model == default.model:
        changes["model"] = settings.model
    if settings.data_dir and Path(config.data_dir) == Path(default.data_dir):
        changes["data_dir"] = Path(settings.data_dir).expanduser()
    if settings.retrieval_only and not config.retrieval_only:
        changes["retrieval_only"] = True
    timeouts = {
        name: seconds
        for name, seconds in settings.timeouts
        if getattr(config.limits, name) == getattr(default.limits, name)  # env/flags win
    }
    if timeouts:
        changes["limits"] = replace(config.limits, **timeouts)  # type: ignore[arg-type]
    return replace(config, **changes) if changes else config  # type: ignore[arg-type]


def _as_float(value: object) -> float:
    try:
        return float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return 0.0


def _as_bool(value: object) -> bool:
    # QSettings' INI backend hands booleans back as the strings "true"/"false"
    if isinstance(value, str):
        return value.strip().lower() in {"1", "true", "yes"}
    return bool(value)
