"""Files Shipmate keeps per document: the original PDF copy, table CSVs, diagram PNGs."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

_UNSAFE = re.compile(r"[^\w.\- ()]+")


class AssetStore:
    def __init__(self, root: Path) -> None:
        self.root = root

    def open(self) -> None:
        self.root.mkdir(parents=True, exist_ok=True)

    def doc_dir(self, doc_id: str) -> Path:
        return self.root / doc_id

    def store_original(self, doc_id: str, source: Path) -> Path:
        """Copy the user's PDF so citations still open when their copy moves."""
        target_dir = self.doc_dir(doc_id)
        target_dir.mkdir(parents=True, exist_ok=True)
        name = _UNSAFE.sub("_", source.name)[:120] or "document.pdf"
        target = target_dir / name
        tmp = target.with_suffix(target.suffix + ".part")
        shutil.copyfile(source, tmp)
        tmp.replace(target)
        return target

    def table_csv(self, doc_id: str, index: int) -> Path:
        path = self.doc_dir(doc_id) / "tables" / f"table_{index:03d}.csv"
        path.parent.mkdir(parents=True, exist_ok=True)
        return path

    def diagram_png(self, doc_id: str, index: int) -> tuple[Path, Path]:
        folder = self.doc_dir(doc_id) / "diagrams"
        folder.mkdir(parents=True, exist_ok=True)
        return folder / f"diagram_{index:03d}.png", folder / f"diagram_{index:03d}_thumb.png"

    def delete_document(self, doc_id: str) -> None:
        shutil.rmtree(self.doc_dir(doc_id), ignore_errors=True)

    def doc_ids(self) -> set[str]:
        if not self.root.exists():
            return set()
        return {p.name for p in self.root.iterdir() if p.is_dir()}

    def size_bytes(self) -> int:
        return sum(p.stat().st_size for p in self.root.rglob("*") if p.is_file())
