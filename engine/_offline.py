"""Offline environment, applied before any library that could phone home is imported.

Imported first by ``engine/__init__.py``. onnxruntime (under chromadb, pymupdf, rapidocr, flashrank)
sends telemetry DNS lookups unless ORT_DISABLE_TELEMETRY is set before it loads; Hugging Face code
waits ~70 s for a hub it cannot reach unless HF_HUB_OFFLINE is set.
"""

import os
import sys

OFFLINE_ENV = {
    "ORT_DISABLE_TELEMETRY": "1",
    "HF_HUB_OFFLINE": "1",
    "TRANSFORMERS_OFFLINE": "1",
    "HF_DATASETS_OFFLINE": "1",
    "HF_HUB_DISABLE_TELEMETRY": "1",
    "ANONYMIZED_TELEMETRY": "False",
    "DO_NOT_TRACK": "1",
    "TOKENIZERS_PARALLELISM": "false",
    "HF_HUB_DISABLE_PROGRESS_BARS": "1",
    "TRANSFORMERS_VERBOSITY": "error",
    "TRANSFORMERS_NO_ADVISORY_WARNINGS": "1",
    # PyMuPDF would print a layout-package advert on stdout (breaking --json output).
    "PYMUPDF_SUGGEST_LAYOUT_ANALYZER": "0",
}


# Not about the network, but must also be set before torch loads: idle OpenMP threads sleep
# instead of spinning, so a laptop busy with other programs does not stall the embedder
# (measured: batch embedding 4.6 s -> 3.5 s with another process on one of two cores).
PERFORMANCE_ENV = {"OMP_WAIT_POLICY": "PASSIVE"}


def apply() -> None:
    for key, value in OFFLINE_ENV.items():
        os.environ[key] = value
    for key, value in PERFORMANCE_ENV.items():
        os.environ.setdefault(key, value)
    # PyMuPDF 2.0 imports its ONNX layout model package at import time (~1.7 s, 51 MB). Shipmate
    # never uses it (find_tables runs with use_layout=False), so keep it out of the process.
    sys.modules.setdefault("pymupdf.layout", None)  # type: ignore[arg-type]


apply()
