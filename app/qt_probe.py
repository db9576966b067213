"""Starts Qt once and prints the platform plugin's name; run by ``shipmate --self-check``.

The self-check lives in engine, which never imports Qt, so it runs this in a child process
(``python -m app.qt_probe``): a missing platform plugin or X library then fails here, visibly,
instead of crashing the check. QtPdf is imported too, because the viewer needs its separate wheel.
"""

from __future__ import annotations

import sys


def main() -> int:
    from PySide6.QtPdf import QPdfDocument  # noqa: F401  (the PySide6-Pdf wheel is present)
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    print(app.platformName())
    return 0


if __name__ == "__main__":
    sys.exit(main())
