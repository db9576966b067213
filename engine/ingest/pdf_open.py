"""Check that a file is a readable PDF before anything is written for it.

Every refusal is a ``BadDocument`` with a one-line reason an engineer understands.
"""

from __future__ import annotations

import hashlib
import logging
from pathlib import Path
from typing import TYPE_CHECKING

from engine.errors import BadDocument

if TYPE_CHECKING:
    import pymupdf

log = logging.getLogger(__name__)

# Leading bytes of formats people rename to .pdf by mistake.
_MAGIC: list[tuple[bytes, str]] = [
    (b"\x89PNG\r\n\x1a\n", "PNG image"),
    (b"\xff\xd8\xff", "JPEG image"),
    (b"GIF8", "GIF image"),
    (b"II*\x00", "TIFF image"),
    (b"MM\x00*", "TIFF image"),
    (b"BM", "BMP image"),
    (b"PK\x03\x04", "ZIP archive or Office document"),
    (b"\xd0\xcf\x11\xe0", "old Office document (.doc/.xls)"),
    (b"{\\rtf", "RTF document"),
    (b"\x1f\x8b", "gzip archive"),
    (b"7z\xbc\xaf", "7-Zip archive"),
    (b"Rar!", "RAR archive"),
    (b"<!DOCTYPE html", "HTML page"),
    (b"<html", "HTML page"),
    (b"<?xml", "XML file"),
]

HASH_CHUNK = 1 << 20


def file_doc_id(path: Path) -> str:
    """doc_id = first 16 hex digits of the file's sha256: the same bytes are the same document."""
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        while block := fh.read(HASH_CHUNK):
            digest.update(block)
    return digest.hexdigest()[:16]


def sniff(path: Path) -> None:
    """Refuse files that are not PDFs, by their bytes rather than their name."""
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise BadDocument(f"cannot read the file: {exc.strerror or exc}") from exc
    if size == 0:
        raise BadDocument("empty file (0 bytes)")
    with path.open("rb") as fh:
        head = fh.read(1024)
    if b"%PDF-" in head:
        _check_complete(path, size)
        return
    for magic, kind in _MAGIC:
        if head.startswith(magic) or head.lstrip().lower().startswith(magic.lower()):
            raise BadDocument(f"not a PDF (looks like {kind})")
    if _looks_like_text(head):
        raise BadDocument("not a PDF (looks like a text file)")
    raise BadDocument("not a PDF (no PDF header; the file is damaged or another format)")


def _check_complete(path: Path, size: int) -> None:
    # A PDF ends with %%EOF. MuPDF silently "repairs" a truncated file into empty pages, so a
    # cut-off download would otherwise be ingested as a blank manual.
    with path.open("rb") as fh:
        fh.seek(max(0, size - 2048))
        tail = fh.read()
    if b"%%EOF" not in tail:
        raise BadDocument("truncated PDF: the file ends early (incomplete copy or download?)")


def _looks_like_text(head: bytes) -> bool:
    try:
        text = head.decode("utf-8")
    except UnicodeDecodeError:
        return False
    printable = sum(ch.isprintable() or ch in "\r\n\t" for ch in text)
    return printable >= 0.95 * max(1, len(text))


def open_pdf(path: Path) -> pymupdf.Document:
    """Open a PDF for reading, or raise BadDocument saying exactly why it cannot be read."""
    import pymupdf

    sniff(path)
    try:
        doc = pymupdf.open(path, filetype="pdf")
    except pymupdf.FileDataError as exc:
        raise BadDocument(f"damaged PDF: {_short(exc)}") from exc
    except Exception as exc:  # MuPDF raises several types for broken files
        raise BadDocument(f"damaged PDF: {_short(exc)}") from exc
    if doc.needs_pass:
        doc.close()
        raise BadDocument("encrypted PDF: a password is needed")
    if doc.page_count == 0:
        doc.close()
        raise BadDocument("damaged PDF: no pages could be read (the file may be truncated)")
    if doc.is_repaired:
        # MuPDF rebuilt a broken cross-reference table. Usable only if the pages really load.
        _check_pages_load(doc)
    return doc


def _check_pages_load(doc: pymupdf.Document) -> None:
    if len(unreadable_pages(doc)) == doc.page_count:
        doc.close()
        raise BadDocument("damaged PDF: truncated or corrupt, no page could be read")


def unreadable_pages(doc: pymupdf.Document) -> list[int]:
    """Pages (1-based) the page tree lists but whose content is gone. Only a repaired file is
    checked: a PDF cut short and closed with "%%EOF" still has its whole page tree (62 pages)
    while the content streams of the pages after the cut are missing (17 of them here)."""
    if not doc.is_repaired:
        return []
    lost: list[int] = []
    for index in range(doc.page_count):
        try:
            page = doc[index]
            streams = page.get_contents()
            if not streams or not any(doc.xref_stream(x) for x in streams):
                lost.append(index + 1)
        except Exception as exc:
            log.info("page %d of repaired PDF unreadable: %s", index + 1, exc)
            lost.append(index + 1)
    return lost


def _short(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return text[:160]
