"""Settings: Ollama host and model, the library folder, retrieval-only mode.

The model list is fetched from the Ollama server by the engine (in its process, through a worker);
when the server cannot be reached
the model box stays editable so a name can be typed. The library folder takes effect when Shipmate
is restarted (the open library holds a lock on its folder).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.settings import AppSettings
from app.workers import WorkerRunner
from engine import CancelToken, normalise_host

if TYPE_CHECKING:
    from app.engine_client import RemoteEngine


class SettingsDialog(QDialog):
    def __init__(
        self,
        settings: AppSettings,
        engine: RemoteEngine,
        runner: WorkerRunner,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Shipmate settings")
        self.setMinimumWidth(560)
        self._engine = engine
        self._config = engine.config
        self._runner = runner
        self._seq = 0
        self._build(settings)
        self._connect()
        self.refresh_models()

    def _build(self, s: AppSettings) -> None:
        self.host_edit = QLineEdit(s.ollama_host or self._config.ollama_host)
        self.host_edit.setPlaceholderText("http://127.0.0.1:11434")
        self.model_box = QComboBox()
        self.model_box.setEditable(True)
        self.model_box.setCurrentText(s.model or self._config.model)
        self.refresh_button = QPushButton("Refresh list")
        self.model_status = QLabel("")
        self.model_status.setWordWrap(True)
        self.model_status.setStyleSheet("color: #5a6270;")
        model_row = QHBoxLayout()
        model_row.addWidget(self.model_box, 1)
        model_row.addWidget(self.refresh_button)

        self.data_dir_edit = QLineEdit(s.data_dir or str(self._config.data_dir))
        self.browse_button = QPushButton("Browse…")
        dir_row = QHBoxLayout()
        dir_row.addWidget(self.data_dir_edit, 1)
        dir_row.addWidget(self.browse_button)
        dir_note = QLabel("A new library folder takes effect when Shipmate is restarted.")
        dir_note.setStyleSheet("color: #5a6270;")

        self.retrieval_only_box = QCheckBox(
            "Retrieval-only: quote the manuals, never use the language model"
        )
        self.retrieval_only_box.setChecked(s.retrieval_only)
        llm_note = QLabel("A new Ollama host or model takes effect when Shipmate is restarted.")
        llm_note.setStyleSheet("color: #5a6270;")

        form = QFormLayout()
        form.addRow("Ollama host:", self.host_edit)
        form.addRow("Model:", model_row)
        form.addRow("", self.model_status)
        form.addRow("", llm_note)
        form.addRow("Library folder:", dir_row)
        form.addRow("", dir_note)
        form.addRow("", self.retrieval_only_box)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)

    def _connect(self) -> None:
        self.refresh_button.clicked.connect(self.refresh_models)
        self.host_edit.editingFinished.connect(self.refresh_models)
        self.browse_button.clicked.connect(self._on_browse)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    # ------------------------------------------------------------ public

    def chosen(self) -> AppSettings:
        """The settings as edited (empty host/model/folder fall back to the defaults)."""
        host = self.host_edit.text().strip()
        return AppSettings(
            ollama_host=normalise_host(host) if host else "",
            model=self.model_box.currentText().strip(),
            data_dir=self.data_dir_edit.text().strip(),
            retrieval_only=self.retrieval_only_box.isChecked(),
        )

    def refresh_models(self) -> None:
        """Ask the Ollama server at the host in the box for its models (in the background)."""
        host = normalise_host(self.host_edit.text())
        engine = self._engine
        self._seq += 1
        seq = self._seq
        self.model_status.setText(f"Asking Ollama at {host} for its models…")
        self.refresh_button.setEnabled(False)

        def job(_cancel: CancelToken) -> list[str]:
            return engine.list_models(host)

        self._runner.start(
            job,
            "Listing Ollama models",
            on_returned=lambda models, s=seq: self._on_models(s, host, models),
            on_errored=lambda message, s=seq: self._on_models_failed(s, message),
            on_finished=lambda: self.refresh_button.setEnabled(True),
            report_errors=False,  # said in place: a server that is down is normal here
        )

    # ------------------------------------------------------------ handlers

    def _on_models(self, seq: int, host: str, models: list[str]) -> None:
        if seq != self._seq:
            return
        current = self.model_box.currentText()
        self.model_box.clear()
        self.model_box.addItems(models)
        self.model_box.setCurrentText(current)
        if not models:
            self.model_status.setText(f"Ollama at {host} has no models — run: ollama pull <model>")
        elif current and current not in models and f"{current}:latest" not in models:
            self.model_status.setText(
                f"'{current}' is not installed at {host}; installed: {', '.join(models)}"
            )
        else:
            self.model_status.setText(f"{len(models)} model(s) installed at {host}.")

    def _on_models_failed(self, seq: int, message: str) -> None:
        if seq == self._seq:
            self.model_status.setText(f"{message} — you can still type a model name.")

    def _on_browse(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, "Library folder", self.data_dir_edit.text())
        if folder:
            self.data_dir_edit.setText(folder)
