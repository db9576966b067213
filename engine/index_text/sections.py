"""What a text chunk is searched by: its section's heading path, then the passage."""

from __future__ import annotations

from engine.types import Section


def heading_paths(sections: list[Section]) -> dict[str, str]:
    """Each section's heading with its parents' ("4.2 Start up and shut down > 4.2.1 Start up"):
    a short passage under "Start up" then still says what it starts."""
    by_id = {s.section_id: s for s in sections}
    paths: dict[str, str] = {}
    for section in sections:
        chain = [section.heading]
        parent = by_id.get(section.parent_id or "")
        while parent is not None and len(chain) < 4:
            chain.append(parent.heading)
            parent = by_id.get(parent.parent_id or "")
        paths[section.section_id] = " > ".join(h for h in reversed(chain) if h)
    return paths


def embedding_text(heading: str, chunk_text: str) -> str:
    """What the model embeds and BM25 indexes: the heading path gives a passage its topic."""
    return f"{heading}\n{chunk_text}" if heading else chunk_text
