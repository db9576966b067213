"""What a diagram is searched by (and how it is quoted): caption, labels, surrounding text."""

from __future__ import annotations

from engine.types import Diagram


def diagram_text(diagram: Diagram) -> str:
    """What a diagram is searched by: caption, its tags and labels, then the text around it."""
    labels = " ".join(dict.fromkeys(lbl.text for lbl in diagram.labels))
    return f"{diagram.caption}\nLabels: {labels}\n{diagram.context}".strip()
