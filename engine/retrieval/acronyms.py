"""What a manual's own acronyms stand for, read from where it defines them.

Manuals define an acronym once ("Over Excitation Limiter (OEL)", "DFM (Diode Fault Monitor)")
and then write either form: the page that answers "does the OEL work in FCR" says "over
excitation limiter". The definitions are read when passages are indexed
(index_text.acronyms, kept by the keyword index); a question's short word is looked up there.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.index_text.acronyms import LETTERS, capitals
from engine.retrieval import tuning

if TYPE_CHECKING:
    from engine.store.base import KeywordIndex


def long_forms(keywords: KeywordIndex, word: str) -> tuple[tuple[str, ...], ...]:
    """The words ``word`` stands for where a passage defines it as an acronym, each spelling
    once, most often defined first: "oel" -> (("over", "excitation", "limiting"), ...). Empty
    when no passage defines it, or when the manuals write it mostly as a word ("NO (normally
    opened)" is defined, but "no" is a word)."""
    low, high = LETTERS
    if not (word.isalpha() and low <= len(word) <= high):
        return ()
    forms = keywords.acronym_forms(word.lower(), tuning.ACRONYM_FORMS)
    if not forms:
        return ()
    written = re.compile(rf"\b{re.escape(word)}\b", re.IGNORECASE)
    uses = [
        m.group(0)
        for text in keywords.texts_with(word, tuning.ACRONYM_PASSAGES)
        for m in written.finditer(text)
    ]
    if sum(map(capitals, uses)) < tuning.ACRONYM_CAPITALS_SHARE * len(uses):
        return ()
    return tuple(forms)
