"""The text side of tables: clean cell text, render rows for embedding and quoting, CSV files.

A row is rendered the way an engineer reads it aloud: "Problem: … | Possible cause: … | Remedy: …".
A cell that holds several aligned parts (rows that shared one merged "Problem" cell, see
``engine.ingest.tables``) keeps them separated by "\\n"; rendering numbers the parts so that
cause (2) still lines up with remedy (2) once the row is a single line of text.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Callable, Sequence
from pathlib import Path

from engine.index_text.normalise import printed
from engine.types import ExtractedTable, TableChunk

# A line inside a cell that starts a list item: "• Foreign object in bowl", "- Clean filter".
_BULLET_RE = re.compile(r"^\s*(?:[•▪●◦‣∙·■□➢►]|[-–*](?=\s))\s*")
# What a schedule or matrix puts in a cell to say "yes, here": ticks, crosses, dots, squares in
# any of the forms fonts and typists use ("√" is the Symbol font's tick). General knowledge of
# how manuals are set, not read off any one manual. NO_MARKS: what stands for "not here".
MARKS = frozenset("✓✔☑✗✘✕✖×☒xXoO•●○◯◉◎■□▪◆◇◈★☆*√")
NO_MARKS = frozenset({"-", "–", "—", "/"})
_SPACE_RE = re.compile(r"[ \t\u00a0\u2000-\u200b\u202f\u3000]+")
# Attribute on ExtractedTable holding, per row, the pages that row was read from (set by stitching).
_ROW_PAGES_ATTR = "_row_pages"
PART_SEP = "\n"  # between aligned parts of a grouped row
ITEM_SEP = "; "  # between list items / stacked cells inside one part


def clean_text(text: str) -> str:
    """One line of cell text: compatibility characters unfolded ("㏁" -> "MΩ", "℃" -> "°C",
    "ﬁ" -> "fi"), no soft hyphens, no odd spaces, single spaces, stripped."""
    text = printed(text).replace("\u00ad", "").replace("\ufffd", "")
    return _SPACE_RE.sub(" ", text).strip()


def join_cell_lines(lines: Sequence[str]) -> str:
    """Join the visual lines of one cell into its text.

    Wrapped lines are joined with a space; a line ending in a hyphen after a letter keeps the
    hyphen and joins without a space ("shut-" + "off valve" -> "shut-off valve"). Bulleted lines
    start a new item; items are joined with "; " and lose their bullet glyph.
    """
    items: list[list[str]] = []
    lone = ""  # a glyph alone in the cell is its value: the "●" under "3 years" in a schedule
    for raw in lines:
        line = clean_text(raw)
        if not line:
            continue
        bullet = _BULLET_RE.match(line)
        if bullet:
            rest = line[bullet.end() :].strip()
            if rest:
                items.append([rest])
            else:
                lone = lone or line
            continue
        if not items:
            items.append([])
        items[-1].append(line)
    return ITEM_SEP.join(t for t in (_join_wrapped(parts) for parts in items) if t) or lone


def _join_wrapped(parts: list[str]) -> str:
    out = ""
    for part in parts:
        if not out:
            out = part
        elif len(out) >= 2 and out.endswith("-") and out[-2].isalpha():
            out += part
        else:
            out += " " + part
    return out


# ---------------------------------------------------------------- row pages (kept by stitching)


def set_row_pages(table: ExtractedTable, pages: list[tuple[int, ...]]) -> None:
    """Remember which page(s) each row of a (stitched) table was read from."""
    setattr(table, _ROW_PAGES_ATTR, [tuple(p) for p in pages])


def row_pages(table: ExtractedTable) -> list[tuple[int, ...]]:
    """Pages of each row; rows of a table without that record are put on its first page."""
    pages = getattr(table, _ROW_PAGES_ATTR, None)
    if pages is not None and len(pages) == len(table.rows):
        return pages
    first = table.pages[0] if table.pages else (table.regions[0].page if table.regions else 0)
    return [(first,)] * len(table.rows)


# ---------------------------------------------------------------- rendering


def render_cell(value: str) -> str:
    """A cell on one line; aligned parts become "(1) … (2) …" with their numbers kept."""
    if PART_SEP not in value:
        return clean_text(value)
    parts = [clean_text(p) for p in value.split(PART_SEP)]
    return " ".join(f"({i}) {p}" for i, p in enumerate(parts, 1) if p)


def mark_columns(header: Sequence[str], rows: Sequence[Sequence[str]]) -> frozenset[int]:
    """Named columns whose cells hold only a mark ("✓", "X", "O", "●") or nothing: the interval
    columns of a maintenance schedule ("Daily | Weekly | 500 h | 3 years"), the model columns
    of an applicability matrix. A column with any other value (a number, a word) is not one."""
    out = []
    for i, name in enumerate(header):
        if not clean_text(name):
            continue
        cells = [clean_text(r[i]) for r in rows if i < len(r)]
        marked = [c for c in cells if c and c not in NO_MARKS]
        if marked and all(c in MARKS for c in marked):
            out.append(i)
    return frozenset(out)


def render_row(
    header: Sequence[str], row: Sequence[str], marks: frozenset[int] = frozenset()
) -> str:
    """ "Problem: … | Possible cause: … | Remedy: …"; empty cells are left out.

    The cells of ``marks`` columns (see ``mark_columns``) are told by the columns they stand
    under, grouped by mark: "Item: Repl trip unit backup battery | ●: 1 year, 3 years" (not
    "1 year: ● | 3 years: ●"), so the row itself says when the task is due.
    """
    out: list[str] = []
    marked: dict[str, list[str]] = {}
    at = -1  # where the marks go: at the first mark column of the row
    for i, value in enumerate(row):
        text = render_cell(value)
        if not text:
            continue
        name = clean_text(header[i]) if i < len(header) else ""
        if i in marks and text in NO_MARKS:  # "-": not due at this interval
            continue
        if i in marks and text in MARKS:
            at = len(out) if at < 0 else at
            marked.setdefault(text, []).append(name)
            continue
        out.append(f"{name}: {text}" if name else text)
    if marked:
        out[at:at] = [f"{mark}: {', '.join(names)}" for mark, names in marked.items()]
    return " | ".join(out)


def _caption_line(table: ExtractedTable) -> str:
    return clean_text(table.caption) or "Table"


def _header_line(table: ExtractedTable) -> str:
    names = [clean_text(h) for h in table.header]
    return "Columns: " + " | ".join(names) if any(names) else ""


def table_text(table: ExtractedTable, max_rows: int | None = None) -> str:
    """Readable text of the whole table for quoting: the caption line, then one line per row."""
    lines = [_caption_line(table)]
    rows = table.rows if max_rows is None else table.rows[:max_rows]
    marks = mark_columns(table.header, table.rows)
    lines += [text for text in (render_row(table.header, r, marks) for r in rows) if text]
    if max_rows is not None and len(table.rows) > max_rows:
        lines.append(f"… ({len(table.rows) - max_rows} more rows)")
    return "\n".join(lines)


def table_chunks(
    table: ExtractedTable, count_pieces: Callable[[str], int], max_pieces: int = 240
) -> list[TableChunk]:
    """Embedding texts for a table: row groups that fit ``max_pieces`` word pieces.

    Each chunk starts with the caption and the column names, so a group of rows read alone
    still says which table and which columns it belongs to. A row too long for any chunk goes
    alone (the embedder truncates it). A group never runs over a page break. A small table on
    one page is a single chunk.
    """
    prefix = [line for line in (_caption_line(table), _header_line(table)) if line]
    prefix_cost = count_pieces("\n".join(prefix))
    marks = mark_columns(table.header, table.rows)
    lines = [render_row(table.header, r, marks) for r in table.rows]
    costs = [count_pieces(line) for line in lines]
    pages = row_pages(table)

    groups: list[tuple[int, int]] = []
    start, used = 0, prefix_cost
    for i, cost in enumerate(costs):
        # a group of rows stays on one page: it is cited on its page, so a row asked about on
        # the page before a page break is not cited on the page after it (the viewer opens
        # where the row is)
        turns_page = i > start and bool(pages[i]) and min(pages[i]) > max(pages[i - 1], default=0)
        if i > start and (used + cost > max_pieces or turns_page):
            groups.append((start, i))
            start, used = i, prefix_cost
        used += cost
    groups.append((start, len(lines)))

    chunks: list[TableChunk] = []
    for row_start, row_end in groups:
        body = [line for line in lines[row_start:row_end] if line]
        covered = sorted({p for row in pages[row_start:row_end] for p in row})
        if not covered:
            covered = list(table.pages[:1])
        chunks.append(
            TableChunk(
                chunk_id=f"{table.table_id}:r{row_start}",
                table_id=table.table_id,
                doc_id=table.doc_id,
                text="\n".join(prefix + body),
                row_start=row_start,
                row_end=row_end,
                pages=covered,
            )
        )
    return chunks


# ---------------------------------------------------------------- CSV


def write_csv(table: ExtractedTable, path: Path) -> None:
    """Header row (empty line when the table has none), then the rows; utf-8."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(table.header)
        writer.writerows(table.rows)


def read_csv(path: Path) -> tuple[list[str], list[list[str]]]:
    """(header, rows) as written by ``write_csv``; header is [] when the table had none."""
    with path.open(encoding="utf-8", newline="") as fh:
        data = list(csv.reader(fh))
    if not data:
        return [], []
    return data[0], data[1:]


def write_reading(table: ExtractedTable, csv_path: Path) -> Path | None:
    """How a table not drawn with rules was read, beside its CSV (``table_000.json``): the
    viewer shows "read by OCR, confidence 0.98" with the picture next to the grid."""
    if table.source == "vector":
        return None
    import json

    path = Path(csv_path).with_suffix(".json")
    path.write_text(
        json.dumps({"source": table.source, "confidence": round(table.confidence, 3)}),
        encoding="utf-8",
    )
    return path


def read_reading(csv_path: str | Path) -> dict[str, object]:
    """The sidecar written by ``write_reading`` ({} for a ruled table or a missing file)."""
    import json

    try:
        return dict(json.loads(Path(csv_path).with_suffix(".json").read_text(encoding="utf-8")))
    except (OSError, ValueError, TypeError):
        return {}


def chunk_metadata(chunk: TableChunk) -> dict[str, str | int]:
    """What the vector store keeps beside a table chunk's embedding."""
    return {
        "doc_id": chunk.doc_id,
        "table_id": chunk.table_id,
        "row_start": chunk.row_start,
        "row_end": chunk.row_end,
        "page": chunk.pages[0] if chunk.pages else 0,
    }
