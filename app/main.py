"""The `shipmate` command (``main``) and the desktop app it opens with no subcommand (``run_app``).

Subcommands (ingest, ask, ...) and --self-check are the engine's headless command line
(engine/cli.py); this launcher lives in app/ so the engine never imports the app.

The window is shown before anything slow happens. The engine runs in its own process
(app/engine_client.py), started by the first request a worker sends (opening the library); loading
the search model and asking Ollama happen there too, so none of the heavy libraries (torch,
chromadb, kuzu, pymupdf) is ever imported into the GUI process.
"""

from __future__ import annotations

import logging
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from engine import EngineConfig

log = logging.getLogger(__name__)
_T0 = time.monotonic()


def process_age_ms() -> float:
    """Milliseconds since this process started (falls back to since this module was imported)."""
    try:
        import psutil  # a dependency of pymupdf; cheap to import

        return (time.time() - psutil.Process(os.getpid()).create_time()) * 1000
    except Exception:
        return (time.monotonic() - _T0) * 1000


def main(argv: Sequence[str] | None = None) -> int:
    """The `shipmate` console script: the app with no subcommand, the engine's CLI otherwise."""
    from engine.cli import main as cli_main

    return cli_main(argv, run_app=run_app)


def run_app(
    config: EngineConfig,
    screenshot: Path | None = None,
    ask: str | None = None,
    no_llm: bool = False,
) -> int:
    """Run the Shipmate window until it is closed; returns the process exit code.

    With ``screenshot``: optionally ask ``ask``, open the first citation, save a PNG of the window
    and exit (0 on success, 1 with a message on failure or timeout). Works offscreen.
    """
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from app.engine_client import RemoteEngine
    from app.main_window import MainWindow
    from app.qt_compat import keep_true_alive
    from app.settings import apply_settings, load_settings

    keep_true_alive()  # before any signal is emitted (see app/qt_compat.py)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Shipmate")
    app.setOrganizationName("Shipmate")
    app.setApplicationDisplayName("Shipmate")
    store = QSettings()
    config = apply_settings(config, load_settings(store))
    engine = RemoteEngine(config)  # the engine runs in its own process, started by the first call
    window = MainWindow(engine, store, no_llm=no_llm, save_state=screenshot is None)
    # The window is the application: once it has closed for good, the process ends. Qt's own
    # "last window closed" quit did not come with a 137-manual library open (a screenshot run
    # saved its picture at 7 s and was still running at 400 s), so it is not relied on.
    window.closed.connect(app.quit)

    driver = None
    if screenshot is not None:
        from app.screenshot import ScreenshotDriver

        window.resize(1440, 880)
        driver = ScreenshotDriver(window, screenshot, ask, started=_T0)
        driver.start()
    window.show()
    # with --screenshot and no question the search model is not needed: skip its 10 s load
    window.start(warm_up=screenshot is None or bool(ask))

    def usable() -> None:
        window.startup_ms = process_age_ms()
        log.info("window usable %.0f ms after the process started", window.startup_ms)
        if driver is not None:
            driver.timings["window_usable_since_process_start"] = window.startup_ms

    QTimer.singleShot(0, usable)  # the first event-loop turn after show: the window responds
    code = app.exec()
    if driver is not None:
        return driver.exit_code if driver.exit_code is not None else 1
    return code
