"""Text chunks within sections, sized by the embedding model's word pieces (it reads at most 256)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.types import BBox, PageRegion, Section, TextChunk, TextLine

CountBatch = Callable[[Sequence[str]], list[int]]


@dataclass(frozen=True)
class ChunkPlan:
    target_pieces: int = 190
    max_pieces: int = 240
    min_tail_pieces: int = 50  # a smaller last piece joins the chunk before it
    # Table row groups are kept smaller than text chunks: a troubleshooting row embedded with one
    # or two neighbours matches a symptom better than a whole page of faults does.
    table_pieces: int = 160


def section_text(lines: list[TextLine]) -> tuple[str, list[int]]:
    """The section's text (one line per line) and each line's start offset in it."""
    offsets: list[int] = []
    parts: list[str] = []
    pos = 0
    for line in lines:
        offsets.append(pos)
        parts.append(line.text)
        pos += len(line.text) + 1
    return "\n".join(parts), offsets


def chunk_section(
    section: Section,
    lines: list[TextLine],
    count_batch: CountBatch,
    plan: ChunkPlan | None = None,
    heading: str | None = None,
) -> list[TextChunk]:
    """Consecutive lines grouped into chunks of about ``target_pieces`` word pieces, never above
    ``max_pieces`` including the heading. Sets ``section.text`` as a side effect."""
    plan = plan or ChunkPlan()
    lines = _split_long_lines(lines, count_batch, plan.max_pieces // 2)
    text, offsets = section_text(lines)
    section.text = text
    if not lines:
        return []
    heading = section.heading if heading is None else heading
    heading_pieces = count_batch([heading])[0] + 2 if heading else 0
    budget_target = max(80, plan.target_pieces - heading_pieces)
    budget_max = max(100, plan.max_pieces - heading_pieces)
    pieces = count_batch([ln.text for ln in lines])

    groups: list[list[int]] = [[]]
    size = 0
    for index, n in enumerate(pieces):
        if groups[-1] and (size + n > budget_max or size >= budget_target):
            groups.append([])
            size = 0
        groups[-1].append(index)
        size += n + 1
    if len(groups) > 1:
        tail = sum(pieces[i] + 1 for i in groups[-1])
        before = sum(pieces[i] + 1 for i in groups[-2])
        if tail < plan.min_tail_pieces and before + tail <= budget_max:
            groups[-2].extend(groups.pop())

    chunks: list[TextChunk] = []
    for chunk_index, group in enumerate(groups):
        first, last = group[0], group[-1]
        start = offsets[first]
        end = offsets[last] + len(lines[last].text)
        chunk_lines = [lines[i] for i in group]
        chunks.append(
            TextChunk(
                chunk_id=f"{section.section_id}:c{chunk_index:03d}",
                doc_id=section.doc_id,
                section_id=section.section_id,
                chunk_index=chunk_index,
                text=text[start:end],
                char_start=start,
                char_end=end,
                page=chunk_lines[0].page,
                regions=regions_of(chunk_lines, [offsets[i] - start for i in group]),
            )
        )
    return chunks


def regions_of(lines: list[TextLine], offsets: Sequence[int] = ()) -> list[PageRegion]:
    """One rectangle per page: the union of the lines' boxes (what the viewer outlines); with
    the lines' ``offsets`` in the chunk's text, where each page's part of it begins."""
    boxes: dict[int, BBox] = {}
    starts: dict[int, int] = {}
    for index, line in enumerate(lines):
        box = boxes.get(line.page)
        boxes[line.page] = line.bbox if box is None else _union(box, line.bbox)
        if offsets and line.page not in starts:
            starts[line.page] = offsets[index]
    return [
        PageRegion(page=page, bbox=box, start=starts.get(page, 0))
        for page, box in sorted(boxes.items())
    ]


def _union(a: BBox, b: BBox) -> BBox:
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))


def _split_long_lines(lines: list[TextLine], count_batch: CountBatch, limit: int) -> list[TextLine]:
    """OCR and some producers give whole paragraphs as one line; cut those at word boundaries."""
    long_idx = [i for i, ln in enumerate(lines) if len(ln.text) > limit * 2]
    if not long_idx:
        return lines
    counts = dict(zip(long_idx, count_batch([lines[i].text for i in long_idx]), strict=True))
    out: list[TextLine] = []
    for index, line in enumerate(lines):
        n = counts.get(index, 0)
        if n <= limit:
            out.append(line)
            continue
        words = line.text.split(" ")
        parts = max(2, -(-n // limit))
        step = -(-len(words) // parts)
        for k in range(0, len(words), step):
            out.append(
                TextLine(
                    text=" ".join(words[k : k + step]),
                    page=line.page,
                    bbox=line.bbox,
                    size=line.size,
                    bold=line.bold,
                    ocr=line.ocr,
                )
            )
    return out
