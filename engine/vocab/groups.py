"""Words grouped by meaning, each standing for the others: the index both vocab.actions and
vocab.symptoms are read through."""

from __future__ import annotations

import re


def group_index(groups: list[str]) -> dict[str, tuple[str, ...]]:
    """Each word of each group (words separated by spaces) -> the words of its groups (a word
    of two meanings stands in two groups: "change" a part is to replace it, "change" a setting
    is to set it)."""
    index: dict[str, tuple[str, ...]] = {}
    for group in groups:
        words = tuple(re.findall(r"\w+", group))
        for word in words:
            index[word] = tuple(dict.fromkeys((*index.get(word, ()), *words)))
    return index
