"""Evidence items built by hand, for tests of ranking and declining that need no library."""

from __future__ import annotations

from engine.types import Hit


def make_hit(
    text: str = "",
    kind: str = "text",
    title: str = "",
    page: int = 3,
    doc: str = "a",
    score: float = 0.5,
    ref: str = "",
    coverage: float = 0.0,
    sources: tuple[str, ...] = (),
) -> Hit:
    """One item of ``doc``.pdf on ``page``; its id (``ref``, else one naming the page) keeps
    items apart."""
    return Hit(
        type=kind,  # type: ignore[arg-type]
        ref_id=ref or f"c{page}",
        doc_id=doc,
        doc_file=f"{doc}.pdf",
        page=page,
        title=title,
        text=text,
        score=score,
        coverage=coverage,
        sources=list(sources),
    )
