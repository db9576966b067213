"""Several OCR engines, so scanned pages are recognised several at a time (one per core)."""

from __future__ import annotations

import threading
from typing import Any

from engine.ingest.ocr import OcrPage, PageOcr, RenderedPage

# OCR engines at most, however many cores: one engine held 85 MB loaded and 250 MB more while
# reading a 300-dpi scanned page (measured on this 2-core box), so four bound OCR near 1.3 GB.
MAX_ENGINES = 4


def engine_count(cpus: int | None) -> int:
    """One OCR engine per core (each runs one onnxruntime thread), at most MAX_ENGINES."""
    return max(1, min(cpus or 1, MAX_ENGINES))


class OcrPool:
    """Several OCR engines, so scanned pages are recognised two at a time on two cores.

    onnxruntime releases the GIL while it runs, so each engine (one thread each) keeps a core
    busy. Pages are rendered by the caller (PyMuPDF is single-threaded) and recognised here.
    """

    def __init__(self, engines: list[PageOcr]) -> None:
        from concurrent.futures import ThreadPoolExecutor

        self._engines = engines
        self._free: list[PageOcr] = list(engines)
        self._cond = threading.Condition()
        self._executor = ThreadPoolExecutor(len(engines), thread_name_prefix="shipmate-ocr")

    @property
    def size(self) -> int:
        return len(self._engines)

    def submit(self, rendered: RenderedPage, page_no: int) -> Any:
        """A future of the page's ``OcrPage`` (lines with words, orientation)."""
        return self._executor.submit(self._run, rendered, page_no)

    def submit_region(self, rendered: RenderedPage) -> Any:
        """A future of a rendered picture region's ``OcrPage`` (``PageOcr.read_rendered_region``:
        a raster figure or a picture table)."""
        return self._executor.submit(self._read, rendered, True)

    def _run(self, rendered: RenderedPage, page_no: int) -> OcrPage:
        return self._read(rendered, False)

    def _read(self, rendered: RenderedPage, region: bool) -> OcrPage:
        with self._cond:
            while not self._free:
                self._cond.wait()
            engine = self._free.pop()
        try:
            if region:
                return engine.read_rendered_region(rendered)
            return engine.read_oriented(rendered)
        finally:
            with self._cond:
                self._free.append(engine)
                self._cond.notify()

    def close(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)
