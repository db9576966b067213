"""File → Export library… on one laptop, File → Import library… on another: the second window
lists the same manuals; a damaged archive is refused on the one error path and changes nothing."""

from __future__ import annotations

import zipfile

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tests.app.conftest import EVAC, WATER_MIST

pytestmark = pytest.mark.slow  # uses the session's ingested corpus


def test_export_then_import_into_another_window(
    qtbot, make_window, library_copy, tmp_path, monkeypatch
) -> None:
    archive = tmp_path / "ship.zip"
    chief = make_window(library_copy)
    menu = [a.text() for a in chief.menuBar().actions()[0].menu().actions()]
    assert "Export library…" in menu and "Import library…" in menu
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(archive), ""))
    with qtbot.waitSignal(chief.transfer.finished, timeout=120_000) as done:
        chief.transfer.export_action.trigger()
        assert chief.transfer.progress_bar.isVisible()
        assert not chief.transfer.import_action.isEnabled()  # one transfer at a time
    assert done.args[0] is not None and archive.exists()
    assert "Exported 2 documents" in chief.statusBar().currentMessage()
    assert not chief.transfer.progress_bar.isVisible()

    laptop = make_window(tmp_path / "laptop")
    assert laptop.library.documents == []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(archive), ""))
    asked: list[str] = []
    monkeypatch.setattr(
        QMessageBox,
        "question",
        lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.Yes,
    )
    with (
        qtbot.waitSignal(laptop.library.documents_changed, timeout=120_000) as listed,
        qtbot.waitSignal(laptop.transfer.replaced, timeout=120_000) as replaced,
    ):
        laptop.transfer.import_action.trigger()
    assert replaced.args == [True]
    assert "Replace this laptop's library with the one in ship.zip?" in asked[0]
    assert sorted(d.file for d in listed.args[0]) == sorted([EVAC, WATER_MIST])
    assert laptop.errors == []

    damaged = tmp_path / "damaged.zip"
    with zipfile.ZipFile(archive) as src, zipfile.ZipFile(damaged, "w") as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename.endswith(".pdf"):
                data = data[:-10] + b"0123456789"
            dst.writestr(info, data)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(damaged), ""))
    with qtbot.waitSignal(laptop.transfer.replaced, timeout=120_000) as replaced:
        laptop.transfer.import_action.trigger()
    assert replaced.args == [False]
    assert any("does not match its checksum" in e for e in laptop.errors)
    assert laptop.error_banner.isVisible()
    qtbot.waitUntil(
        lambda: sorted(d.file for d in laptop.library.documents) == sorted([EVAC, WATER_MIST]),
        timeout=30_000,
    )
