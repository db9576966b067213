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


def _matches(asked: str, word: str) -> bool:
    """ "eebds" ~ "eebd", "gym" ~ "gymnasium", "freq" ~ "frequency": labels are terse, so are we."""
    if _stem(asked) == _stem(word):
        return True
    return len(asked) >= 3 and not asked.isdigit() and word.startswith(asked)


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
    whole = {_stem(w) for w in tokens(caption)}
    wanted = {t: w for t, w in terms.weights.items() if _stem(t) not in whole}
    if not wanted:
        return []
    found: list[tuple[DiagramLabel, set[str]]] = []
    for label in labels:
        if within is not None and not _centre_in(label.bbox, within):
            continue
        have = tokens(label.text)
        words = {t for t in wanted if any(_matches(t, h) for h in have)}
        if words:
            found.append((label, words))
    if not found:
        return []
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
        return []
    around = sorted(best[2], key=lambda x: -sum(wanted[w] for w in x[1]))
    return [lb for lb, _ in around[: tuning.REGION_MAX_LABELS]]


def _centre_in(box: BBox, frame: BBox) -> bool:
    x, y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return frame[0] <= x <= frame[2] and frame[1] <= y <= frame[3]
