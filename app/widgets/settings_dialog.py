"""Settings: Ollama host and model (with each installed model's size and the speed measured on this
laptop, and the phase timeouts), the library folder, retrieval-only mode.

The model list is fetched from the Ollama server by the engine (in its process, through a worker);
when the server cannot be reached
the model box stays editable so a name can be typed. The library folder takes effect when Shipmate
is restarted (the open library holds a lock on its folder).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
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

# One line for CPU-only laptops (prompt speeds measured on the 2-core test machine, issue 12).
CPU_ADVICE = (
    "No GPU: a 1.5B–3B model (e.g. qwen2.5:3b, Q4) reads ~50–200 prompt tokens/s on a laptop CPU; "
    "7B and larger make each answer wait minutes."
)
TIMEOUT_FIELDS = (
    ("ollama_connect_timeout_s", "Connect"),
    ("ollama_timeout_s", "First token"),
    ("ollama_between_tokens_s", "Between tokens"),
    ("ollama_deadline_s", "Whole answer"),
)

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
        self.refresh_model_info()

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
        llm_note = QLabel("A new Ollama host or model is used at once (loaded in the background).")
        llm_note.setStyleSheet("color: #5a6270;")
        self.models_info = QLabel("Installed models: asking Ollama…")
        self.models_info.setWordWrap(True)
        self.models_info.setTextFormat(Qt.TextFormat.RichText)
        advice = QLabel(CPU_ADVICE)
        advice.setWordWrap(True)
        advice.setStyleSheet("color: #5a6270;")
        self.timeout_boxes: dict[str, QDoubleSpinBox] = {}
        timeouts = QHBoxLayout()
        for name, label in TIMEOUT_FIELDS:
            box = QDoubleSpinBox()
            box.setRange(0.5, 3600.0)
            box.setDecimals(1)
            box.setSuffix(" s")
            box.setValue(s.timeout(name) or getattr(self._config.limits, name))
            self.timeout_boxes[name] = box
            timeouts.addWidget(QLabel(f"{label}:"))
            timeouts.addWidget(box)
        model_group = QGroupBox("Model")
        model_form = QFormLayout(model_group)
        model_form.addRow(self.models_info)
        model_form.addRow(advice)
        model_form.addRow("Timeouts:", timeouts)

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
        layout.addWidget(model_group)
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
            timeouts=tuple(
                (name, box.value())
                for name, box in self.timeout_boxes.items()
                if box.value() != getattr(self._config.limits, name)
            ),
        )

    def refresh_model_info(self) -> None:
        """Installed models with size and measured speed (in the background)."""
        engine = self._engine
        self._runner.start(
            lambda _c: engine.model_choices(),
            "Reading the installed models",
            on_returned=self._on_model_info,
            on_errored=lambda message: self.models_info.setText(f"Installed models: {message}"),
            report_errors=False,
        )

    def _on_model_info(self, choices: list[dict]) -> None:
        rows = []
        for c in choices:
            size = f"{c['size_bytes'] / 1e9:.1f} GB" if c.get("size_bytes") else "?"
            if c.get("prompt_tps"):
                speed = (
                    f"reads {c['prompt_tps']:.0f} tokens/s, writes {c['output_tps']:.0f} tokens/s"
                )
            else:
                speed = "speed not measured yet"
            rows.append(f"<li><b>{c['name']}</b> — {size} · {speed}</li>")
        body = "".join(rows) or "<li>none</li>"
        self.models_info.setText(f"Installed models (measured on this laptop):<ul>{body}</ul>")

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
