"""A whole library in one file: built once by the chief engineer, imported on every other laptop.

The archive is a zip: ``library/...`` holds the store files exactly as they lie in the data dir
(records and keyword SQLite, the Kùzu graph, the Chroma folder, the document files), and
``manifest.json`` (written last) names the format, the library schema version, the documents and
the sha256 and size of every file. Nothing in it is re-read or re-embedded on import.

Export reads a library whose stores are closed (the caller suspends them), so every file is at
rest. Import never half-imports: it unpacks into a new folder beside the target, checks every
checksum, opens the unpacked library and checks its stores agree, and only then swaps the folders
(the target's lock held, so a library open in another Shipmate is refused). On any error the new
folder is deleted and the target is untouched.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import sqlite3
import time
import uuid
import zipfile
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

from engine.cancel import CancelToken
from engine.errors import ShipmateError
from engine.store.lock import DataDirLock
from engine.types import DocumentInfo

log = logging.getLogger(__name__)

FORMAT = "shipmate-library"
# Bump when a store's files change so that an older Shipmate could not read them (columns that
# records.py adds on open do not count: an older library is brought up to date when opened).
SCHEMA_VERSION = 1
MANIFEST = "manifest.json"
PREFIX = "library/"
# What a library is made of, relative to the data dir (chat history and the lock file stay home).
SHARED_MEMORY_SUFFIX = "-shm"
PARTS = ("library.sqlite", "keyword.sqlite", "graph.kuzu", "chroma", "files")
# Already-compressed files are stored as they are; deflating them costs time and saves nothing.
STORED_SUFFIXES = {".pdf", ".png", ".jpg", ".jpeg"}
BLOCK = 1 << 20  # bytes per read while copying and hashing
PROGRESS_BYTES = 32 << 20  # report progress about every 32 MB


class ArchiveError(ShipmateError):
    """The archive cannot be imported (damaged, incomplete, or from a newer Shipmate)."""


@dataclass(frozen=True)
class ArchiveProgress:
    stage: str  # "export" | "verify" | "import" | "check" | "swap"
    done: int  # bytes
    total: int
    message: str


@dataclass(frozen=True)
class ArchiveResult:
    path: str
    data_dir: str
    documents: int
    files: int
    bytes: int
    seconds: float

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


# ---------------------------------------------------------------- export


def library_files(data_dir: Path) -> list[Path]:
    """Every file of the library's stores (with SQLite/Kùzu side files if any), sorted. A
    SQLite ``-shm`` file is left out: it is the readers' shared-memory index, rebuilt from the
    database and its ``-wal`` on open, and it vanishes when the last reader closes."""
    found: list[Path] = []
    for part in PARTS:
        path = data_dir / part
        if path.is_dir():
            found.extend(p for p in path.rglob("*") if p.is_file())
        for side in data_dir.glob(part + "*"):
            if side.is_file():
                found.append(side)
    kept = [p for p in set(found) if not p.name.endswith(SHARED_MEMORY_SUFFIX)]
    # A side file (``-wal``, ``-journal``) before its database: a reader closing meanwhile may
    # move the log into the database and delete it, and the database copied after holds it.
    return sorted(kept, key=lambda p: (p.parent != data_dir, p.name in PARTS, p.as_posix()))


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except FileNotFoundError:  # a side file gone since the listing
        return 0


def _side_file(data_dir: Path, path: Path) -> bool:
    return path.parent == data_dir and path.name not in PARTS


def write_archive(
    data_dir: Path,
    target: Path,
    documents: Sequence[DocumentInfo],
    cancel: CancelToken | None = None,
) -> Generator[ArchiveProgress, None, ArchiveResult]:
    """Write the library in ``data_dir`` (stores closed) to ``target``; yields byte progress.
    The archive appears under its name only when complete."""
    started = time.perf_counter()
    files = library_files(data_dir)
    total = sum(_size(p) for p in files)
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".part")
    listed: dict[str, dict[str, Any]] = {}
    done = 0
    try:
        with zipfile.ZipFile(partial, "w", allowZip64=True) as archive:
            for path in files:
                name = path.relative_to(data_dir).as_posix()
                method = (
                    zipfile.ZIP_STORED
                    if path.suffix.lower() in STORED_SUFFIXES
                    else zipfile.ZIP_DEFLATED
                )
                try:
                    src = path.open("rb")
                except FileNotFoundError:
                    if _side_file(data_dir, path):
                        continue  # emptied into its database, which is copied after it
                    raise
                info = zipfile.ZipInfo(
                    PREFIX + name, date_time=_zip_time(os.fstat(src.fileno()).st_mtime)
                )
                info.compress_type = method
                digest = hashlib.sha256()
                size = 0
                with src, archive.open(info, "w", force_zip64=True) as dst:
                    while block := src.read(BLOCK):
                        digest.update(block)
                        dst.write(block)
                        size += len(block)
                        done += len(block)
                        if done // PROGRESS_BYTES != (done - len(block)) // PROGRESS_BYTES:
                            if cancel is not None:
                                cancel.raise_if_cancelled("export cancelled")
                            yield ArchiveProgress("export", done, total, name)
                listed[name] = {"sha256": digest.hexdigest(), "bytes": size}
            manifest = {
                "format": FORMAT,
                "schema_version": SCHEMA_VERSION,
                "created_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                "documents": [
                    {"doc_id": d.doc_id, "file": d.file, "title": d.title, "pages": d.pages}
                    for d in documents
                ],
                "files": listed,
            }
            archive.writestr(MANIFEST, json.dumps(manifest, indent=1, ensure_ascii=False))
        os.replace(partial, target)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    yield ArchiveProgress("export", total, total, "done")
    return ArchiveResult(
        path=str(target),
        data_dir=str(data_dir),
        documents=len(documents),
        files=len(listed),
        bytes=total,
        seconds=time.perf_counter() - started,
    )


def _zip_time(mtime: float) -> tuple[int, int, int, int, int, int]:
    stamp = time.localtime(max(mtime, 315532800))  # zip cannot go before 1980
    return stamp[:6]


# ---------------------------------------------------------------- import


def read_manifest(archive: zipfile.ZipFile, source: Path) -> dict[str, Any]:
    """The manifest, checked: our format, a schema this Shipmate reads, safe file names."""
    try:
        manifest = json.loads(archive.read(MANIFEST).decode("utf-8"))
    except KeyError:
        raise ArchiveError(f"{source} is not a Shipmate library archive (no manifest)") from None
    except (UnicodeDecodeError, json.JSONDecodeError, zipfile.BadZipFile, OSError) as exc:
        raise ArchiveError(f"{source}: the manifest is damaged ({exc})") from None
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        raise ArchiveError(f"{source} is not a Shipmate library archive")
    version = manifest.get("schema_version")
    if not isinstance(version, int):
        raise ArchiveError(f"{source}: the manifest has no schema version")
    if version > SCHEMA_VERSION:
        raise ArchiveError(
            f"{source} was exported by a newer Shipmate (library schema {version}; this "
            f"Shipmate reads up to {SCHEMA_VERSION}). Update Shipmate on this laptop, then import."
        )
    files = manifest.get("files")
    if not isinstance(files, dict) or not files:
        raise ArchiveError(f"{source}: the manifest lists no files")
    for name in files:
        parts = PurePosixPath(name).parts
        if PurePosixPath(name).is_absolute() or ".." in parts or not parts:
            raise ArchiveError(f"{source}: unsafe file name in the archive: {name!r}")
        if parts[0] not in PARTS and not any(parts[0].startswith(p) for p in PARTS):
            raise ArchiveError(f"{source}: unexpected file in the archive: {name!r}")
    return manifest


def import_archive(
    source: Path,
    data_dir: Path,
    cancel: CancelToken | None = None,
) -> Generator[ArchiveProgress, None, ArchiveResult]:
    """Replace the library in ``data_dir`` with the one in ``source``; all or nothing.

    Raises ArchiveError for a damaged, incomplete or newer archive and DataDirBusy if another
    Shipmate has ``data_dir`` open; in both cases ``data_dir`` is left as it was."""
    started = time.perf_counter()
    data_dir = Path(data_dir)
    if data_dir.exists() and not data_dir.is_dir():
        raise ArchiveError(f"{data_dir} is a file, not a library folder")
    if data_dir.is_dir() and not _is_library_or_empty(data_dir):
        raise ArchiveError(
            f"{data_dir} holds other files and no Shipmate library; import into an empty folder"
        )
    if data_dir.is_dir():  # fail fast, before unpacking gigabytes, if another Shipmate has it
        probe = DataDirLock(data_dir)
        probe.acquire()
        probe.release()
    try:
        archive = zipfile.ZipFile(source)
    except FileNotFoundError:
        raise ArchiveError(f"{source} does not exist") from None
    except (zipfile.BadZipFile, OSError) as exc:
        raise ArchiveError(f"{source} is not a readable library archive ({exc})") from None
    data_dir.parent.mkdir(parents=True, exist_ok=True)
    staging = data_dir.parent / f".{data_dir.name}.importing-{uuid.uuid4().hex[:8]}"
    try:
        with archive:
            manifest = read_manifest(archive, source)
            yield from _unpack(archive, manifest, source, staging, cancel)
        yield ArchiveProgress("check", 0, 1, "opening the imported library")
        _check_unpacked(staging, source)
        yield ArchiveProgress("swap", 0, 1, "replacing the library")
        _swap(staging, data_dir)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    files = manifest["files"]
    total = sum(int(f.get("bytes", 0)) for f in files.values())
    yield ArchiveProgress("swap", 1, 1, "done")
    return ArchiveResult(
        path=str(source),
        data_dir=str(data_dir),
        documents=len(manifest.get("documents") or []),
        files=len(files),
        bytes=total,
        seconds=time.perf_counter() - started,
    )


def _is_library_or_empty(folder: Path) -> bool:
    names = {p.name for p in folder.iterdir()}
    return not (names - {"shipmate.lock"}) or "library.sqlite" in names


def _unpack(
    archive: zipfile.ZipFile,
    manifest: dict[str, Any],
    source: Path,
    staging: Path,
    cancel: CancelToken | None,
) -> Generator[ArchiveProgress, None, None]:
    files: dict[str, dict[str, Any]] = manifest["files"]
    present = {n[len(PREFIX) :] for n in archive.namelist() if n.startswith(PREFIX)}
    missing = sorted(set(files) - present)
    if missing:
        raise ArchiveError(
            f"{source} is incomplete: {len(missing)} file(s) missing, e.g. {missing[0]}"
        )
    total = sum(int(f.get("bytes", 0)) for f in files.values())
    done = 0
    staging.mkdir(parents=True)
    for name, expected in files.items():
        target = staging / name
        target.parent.mkdir(parents=True, exist_ok=True)
        digest = hashlib.sha256()
        try:
            with archive.open(PREFIX + name) as src, target.open("wb") as dst:
                while block := src.read(BLOCK):
                    digest.update(block)
                    dst.write(block)
                    done += len(block)
                    if done // PROGRESS_BYTES != (done - len(block)) // PROGRESS_BYTES:
                        if cancel is not None:
                            cancel.raise_if_cancelled("import cancelled")
                        yield ArchiveProgress("import", done, total, name)
        except (zipfile.BadZipFile, OSError, EOFError) as exc:
            raise ArchiveError(f"{source} is damaged: {name} cannot be read ({exc})") from None
        except Exception as exc:  # zlib.error and friends from a corrupted stream
            raise ArchiveError(f"{source} is damaged: {name} cannot be read ({exc})") from None
        if digest.hexdigest() != expected.get("sha256"):
            raise ArchiveError(f"{source} is damaged: {name} does not match its checksum")
    yield ArchiveProgress("import", total, total, "all checksums match")


def _check_unpacked(staging: Path, source: Path) -> None:
    """Open the unpacked library with the real stores and require them to agree."""
    from engine.store.library import Library, embedded_stores

    library = Library(staging, embedded_stores(staging))
    try:
        library.open()
        report = library.check()
    except ShipmateError:
        raise
    except Exception as exc:
        raise ArchiveError(f"{source}: the library in it does not open ({exc})") from None
    finally:
        library.close()
    if not report.consistent:
        raise ArchiveError(f"{source}: the library in it is inconsistent: {report.problems[0]}")
    # Files whose ingest was cut short on the exporting laptop cannot be re-added from here.
    with sqlite3.connect(staging / "library.sqlite") as db:
        db.execute("DROP TABLE IF EXISTS interrupted")
    (staging / "shipmate.lock").unlink(missing_ok=True)


def _swap(staging: Path, data_dir: Path) -> None:
    """Put the unpacked library in place of ``data_dir`` (the old one is deleted afterwards)."""
    if not data_dir.exists():
        os.replace(staging, data_dir)
        return
    lock = DataDirLock(data_dir)
    lock.acquire()  # DataDirBusy if another Shipmate has it open
    old = data_dir.parent / f".{data_dir.name}.replaced-{uuid.uuid4().hex[:8]}"
    try:
        if os.name == "nt":  # pragma: no cover - Windows cannot rename a folder with an open file
            lock.release()
        os.replace(data_dir, old)
        try:
            os.replace(staging, data_dir)
        except BaseException:
            os.replace(old, data_dir)
            raise
    finally:
        lock.release()
    shutil.rmtree(old, ignore_errors=True)
