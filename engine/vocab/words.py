"""The index's word: a run of letters and digits (no underscore), as the keyword index splits text
(store.keyword.tokens) and as the word lists below the stores read their entries."""

from __future__ import annotations

import re

WORD = re.compile(r"[^\W_]+", re.UNICODE)
