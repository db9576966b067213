"""Shipmate's desktop app (PySide6, Qt Widgets). It talks to the engine only through `engine`."""
