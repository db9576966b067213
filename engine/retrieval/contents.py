"""A manual's own table of contents: the passages of its contents pages.

"neets book - what chapters has it got", "list the main chapters of the optima part": the answer
is the list the manual prints, so its contents page is cited. (A named section's list of its
subsections is read from the outline, agent.tools; citing the contents page beside it was tried
at stop 34 and dropped: it pushed the passage asked about out of the first five.) A contents
page is told by its dot leaders ("Features ........ 10", "1 Direct Current Generators…......"
with the page number on the next line) or its "CONTENTS" title.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.retrieval import tuning
from engine.store.keyword import tokens

if TYPE_CHECKING:
    from collections.abc import Sequence

    from engine.types import TextChunk

# A run of leader dots (or ellipses) between an entry and its page number
_LEADERS = re.compile(r"(?:\.\s?){5,}|…\s*\.{2,}|(?:…\s*){3,}")
_TITLE = re.compile(r"^\s*(?:table\s+of\s+)?contents\b", re.IGNORECASE | re.MULTILINE)


def is_contents_text(text: str) -> bool:
    """The passage is (part of) a contents page: at least tuning.CONTENTS_MIN_LEADERS lines with
    leader dots, or a "CONTENTS" title near its start and two such lines."""
    leaders = sum(1 for line in text.splitlines() if _LEADERS.search(line))
    if leaders >= tuning.CONTENTS_MIN_LEADERS:
        return True
    return leaders >= 2 and bool(_TITLE.search(text[:300]))


@dataclass(frozen=True)
class ContentsPage:
    """A contents page of a document: its first chunk (cited) and its text (leaders squeezed)."""

    page: int
    chunk_id: str
    text: str


def contents_pages(chunks: Sequence[TextChunk]) -> list[ContentsPage]:
    """The contents pages among a document's chunks (in page order). A contents page is often
    cut into many small chunks (each line of leader dots is long), so it is read as a page."""
    by_page: dict[int, list[tuple[str, str]]] = {}
    for chunk in chunks:
        for page, part in _parts(chunk):
            by_page.setdefault(page, []).append((chunk.chunk_id, part))
    out = []
    for page, found in sorted(by_page.items()):
        text = "\n".join(part for _, part in found)
        if is_contents_text(text):
            out.append(ContentsPage(page, found[0][0], _SQUEEZE.sub(" … ", text)))
    return out


def _parts(chunk: TextChunk) -> list[tuple[int, str]]:
    """The chunk's text on each page it covers (a chunk runs on from a cover page onto the
    contents page: its regions say where each page's part begins)."""
    starts = sorted({(r.start, r.page) for r in chunk.regions})
    if len({page for _, page in starts}) < 2:
        return [(chunk.page, chunk.text)]
    out = []
    for i, (start, page) in enumerate(starts):
        end = starts[i + 1][0] if i + 1 < len(starts) else len(chunk.text)
        out.append((page, chunk.text[start:end]))
    return out


# Leader dots shown as one ellipsis ("Features … 10")
_SQUEEZE = re.compile(r"\s*(?:(?:\.\s?){3,}|…+)[.…\s]*")


def by_words(pages: Sequence[ContentsPage], words: Sequence[str]) -> list[ContentsPage]:
    """Contents pages, those printing more of ``words`` (a part of the manual the question
    names: "optima vac toilet") first, then in page order."""
    wanted = set(words)
    return sorted(pages, key=lambda p: (-len(wanted & set(tokens(p.text))), p.page))
