"""The index's word: a run of letters and digits (no underscore), as the keyword index splits text
(store.keyword.tokens) and as the word lists below the stores read their entries."""

from __future__ import annotations

import re

WORD = re.compile(r"[^\W_]+", re.UNICODE)


def is_s_form(word: str) -> bool:
    """A plural or a verb's -s form ("monitors", "shows", "pumps"): a word of three letters or
    more ending in one "s" (not "-ss", "-us", "-is": "glass", "bus", "axis")."""
    return len(word) >= 3 and word.endswith("s") and not word.endswith(("ss", "us", "is"))
