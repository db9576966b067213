"""The spot on a big drawing that a question is about: a neighbourhood of labels.

A deck plan or fire-main diagram has hundreds of labels; "where are the EEBDs near ECR 2" is about
the EEBD labels next to "ECR 2", not every EEBD on the deck. Each label that has question words is
a candidate anchor; its neighbourhood (labels within a radius, by position) scores the question
words its labels cover, each word once. The best neighbourhood's matching labels are returned: the
citation opens the drawing on them, outlined, and a quoted answer names what is next to them.
"""

from __future__ import annotations

from engine.index_text.drawing_regions import label_distance, radius
from engine.retrieval import tuning
from engine.retrieval.hybrid import QueryTerms
from engine.store.keyword import tokens
from engine.types import BBox, DiagramLabel


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


def question_region(
    labels: list[DiagramLabel],
    terms: QueryTerms,
    caption: str = "",
    within: BBox | None = None,
) -> list[DiagramLabel]:
    """The labels of the neighbourhood that covers most of the question (best first), or [].

    Words of the drawing's caption ("4th Deck", "water mist") describe the whole drawing, not a
    spot on it, so they locate nothing. ``within``: the box of the region item that was found
    (engine.index_text.drawing_regions); only labels inside it are candidates."""
    return _best_neighbourhood(labels, terms, caption, within)[1]


def _wanted(terms: QueryTerms, caption: str) -> dict[str, float]:
    """The question's words that can locate a spot, with their weights."""
    whole = {_stem(w) for w in tokens(caption)}
    return {t: w for t, w in terms.weights.items() if _stem(t) not in whole}


def _labels_with_words(
    labels: list[DiagramLabel], wanted: dict[str, float]
) -> list[tuple[DiagramLabel, set[str]]]:
    """Each label that has some of the ``wanted`` words, with those words: "eebds" ~ "eebd",
    "gym" ~ "gymnasium", "freq" ~ "frequency" (labels are terse, so are we). Read once per
    drawing hit: a deck plan has hundreds of labels (a third of a drawing search's CPU went on
    matching them word by word, twice)."""
    asked = [(t, _stem(t), len(t) >= 3 and not t.isdigit()) for t in wanted]
    found: list[tuple[DiagramLabel, set[str]]] = []
    for label in labels:
        have = [(h, _stem(h)) for h in tokens(label.text)]
        words = {
            t
            for t, stem, prefix in asked
            if any(stem == h_stem or (prefix and h.startswith(t)) for h, h_stem in have)
        }
        if words:
            found.append((label, words))
    return found


def _best_neighbourhood(
    labels: list[DiagramLabel],
    terms: QueryTerms,
    caption: str,
    within: BBox | None,
    matching: list[tuple[DiagramLabel, set[str]]] | None = None,
) -> tuple[float, list[DiagramLabel]]:
    """(question word weight covered, labels) of the best neighbourhood; (0, []) if none.
    ``matching``: _labels_with_words of these labels, when already read."""
    wanted = _wanted(terms, caption)
    if not wanted:
        return 0.0, []
    if matching is None:
        inside = [lb for lb in labels if within is None or _centre_in(lb.bbox, within)]
        matching = _labels_with_words(inside, wanted)
    found = [
        (label, words)
        for label, words in matching
        if within is None or _centre_in(label.bbox, within)
    ]
    if not found:
        return 0.0, []
    reach = radius(labels)

    def near(a: DiagramLabel, b: DiagramLabel) -> bool:
        return label_distance(a.bbox, b.bbox) <= reach

    best: tuple[float, int, list[tuple[DiagramLabel, set[str]]]] | None = None
    for index, (anchor, _) in enumerate(found):
        around = [(lb, words) for lb, words in found if near(anchor, lb)]
        covered = set().union(*(words for _, words in around))
        score = sum(wanted[w] for w in covered)
        if best is None or score > best[0]:
            best = (score, index, around)
    assert best is not None
    if best[0] < tuning.REGION_MIN_SHARE * sum(wanted.values()):
        return 0.0, []
    around = sorted(best[2], key=lambda x: -sum(wanted[w] for w in x[1]))
    return best[0], [lb for lb, _ in around[: tuning.REGION_MAX_LABELS]]


def spot_on_drawing(
    labels: list[DiagramLabel], terms: QueryTerms, caption: str, found: BBox | None
) -> tuple[list[DiagramLabel], BBox | None]:
    """The labels to outline and the box to zoom to on a drawing hit; ``found``: the box of the
    region item that ranked the drawing, if it was one.

    The question's best neighbourhood over the whole drawing decides the outlined labels (a
    region item's words are only its neighbourhood's, so it can win on a part of the question);
    the zoom box is then that neighbourhood; a neighbourhood inside the region found that covers
    as much wins. When no label has the question's words (the region matched by meaning), the
    region found is where the drawing opens."""
    matching = _labels_with_words(labels, _wanted(terms, caption))
    covered, outlined = _best_neighbourhood(labels, terms, caption, None, matching)
    if found is not None:
        # a tie goes to the region found: it was ranked on all the question's words
        inside = _best_neighbourhood(labels, terms, caption, found, matching)
        if inside[1] and inside[0] >= covered:
            return inside[1], found
    return outlined, zoom_box(labels, outlined, found)


def zoom_box(
    labels: list[DiagramLabel], outlined: list[DiagramLabel], found: BBox | None
) -> BBox | None:
    """Where a drawing opens for these outlined labels: the region item found when it holds
    them all, else the neighbourhood of the first one (the region found when none is outlined)."""
    if not outlined:
        return found
    if found is not None and all(_centre_in(lb.bbox, found) for lb in outlined):
        return found
    reach = radius(labels)
    around = [lb for lb in labels if label_distance(lb.bbox, outlined[0].bbox) <= reach]
    return _union([lb.bbox for lb in around + outlined])


def _union(boxes: list[BBox]) -> BBox:
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def _centre_in(box: BBox, frame: BBox) -> bool:
    x, y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return frame[0] <= x <= frame[2] and frame[1] <= y <= frame[3]
