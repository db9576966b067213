"""A number a question asks a thing to be designated by: "lathe tailstock - what morse taper
no.", "what frame number?", "which thread #".

The answer is a figure written next to the thing's words in the same table row or sentence
("Morse Taper No. 3", "MT3 spindle", "Frame size: 160"); a passage that names the thing without
one does not give it ("4. Tapered spindle hole (Morse Taper)": the "4." numbers the list). A
place in a document ("what page no.", "step no.", "fig #") or a part or serial number
(engine.vocab.quantities) is not such a number. General English, not any question's words.
"""

from __future__ import annotations

import re

from engine.store.keyword import STOPWORDS
from engine.vocab.quantities import QUANTITIES, Quantity

# "what <one to three words> no." closing its clause
_ASKED = re.compile(
    r"\b(?:what|which)(?:'s|\s+is)?\s+((?:[^\W\d_]+[\s-]+){0,2}[^\W\d_]+)\s+(?:no|nr|number|#)"
    r"(?:\b\.?|(?<=#))(?=\s*(?:$|[?,;:!)]|\.\s|\.$))",
    re.IGNORECASE,
)
# Places in a document and the numbers the quantities read already: asked by "what page no."
# the citation answers, or another rule does. A ship's frame number is a place along the hull:
# a plan gives it by its frame scale, not next to the thing ("what frame no. is the ECR at").
_NOT_THINGS = frozenset(
    re.findall(
        r"\w+",
        """
    page pg section sec chapter ch table figure fig step item drawing dwg sheet appendix line
    part serial order article model tag rev revision version phone telephone fax frame fr
    """,
    )
)


def asked_designations(question: str) -> list[Quantity]:
    """ "lathe tailstock - what morse taper no." -> the number of a "morse taper": a figure must
    stand next to one of its words. Empty when the question asks for no such number."""
    out: list[Quantity] = []
    for match in _ASKED.finditer(question):
        words = [
            w.lower()
            for w in re.findall(r"[^\W\d_]+", match.group(1))
            if w.lower() not in STOPWORDS
        ]
        if (
            not words
            or any(w in _NOT_THINGS for w in words)
            or any(q.asked.search(" ".join(words)) for q in QUANTITIES)
        ):
            continue
        # the thing's words as it is written, in turn, each by its stem ("Morse Taper",
        # "morse tapers"): "tapered key type" names another taper
        given = re.compile(
            r"\b" + r"\w*[\s-]+".join(re.escape(w[:7]) for w in words) + r"\w*", re.IGNORECASE
        )
        out.append(Quantity(f"a {' '.join(words)} number", _ASKED, given))
    return out
