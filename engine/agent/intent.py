"""What the engineer is asking for: intent by keyword rules, plus the equipment and sections named.

Rules, not a model: tiny local models classify intent right only 3–5 times in 8 (STACK.md), and
every LLM call costs seconds on a laptop. ``unsure`` is set when no rule fired; the loop may then
ask the LLM (structured output) if one is available.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from engine.agent.structure import (
    appendices,
    asks_for_outline,
    named_chapter_words,
    section_numbers,
)
from engine.retrieval import tuning
from engine.vocab.codes import detect_query_codes
from engine.vocab.components import components_in

Intent = Literal["text", "table", "schema", "mixed", "chat"]
INTENTS: tuple[Intent, ...] = ("text", "table", "schema", "mixed", "chat")


def _words(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


_CHAT_START = _words(
    r"^\s*(hi|hello|hey|hiya|hallo|hej|hola|(good\s+)?(morning|afternoon|evening|night)|"
    r"thanks?|thank\s+you|thx|ty|cheers|ok(ay)?|great|nice|perfect|cool|bye|goodbye|"
    r"see\s+you|how\s+are\s+you|who\s+are\s+you|what\s+can\s+you\s+do)\b"
)
_CHAT_FILLER = _words(
    r"\b(that|this|it|helped|helps|help|lot|very|much|so|a|again|mate|there|all|for|"
    r"the|info|information|answer|you|works|worked|good|great|thanks?|thank|cheers|ok|"
    r"okay|perfect|nice|bye|hi|hello|hey|doing|today|are|how|who|what|can|do|morning|"
    r"afternoon|evening|night|shipmate|awake|still|around|here|up|anyone|everyone)\b"
)
_SCHEMA = _words(
    r"\b(diagrams?|drawings?|p\s*&\s*ids?|pids?|schematics?|sketch(es)?|pictures?|pics?|"
    r"photos?|images?|figures?|figs?\.?|illustrations?|layouts?|wiring|arrangement|graphs?|"
    r"plots?|curves?|"
    r"where\s+(is|are)|which\s+deck|located|location|flow\s+chart)\b"
)
_FAULT = _words(
    r"\b(faults?|fault[- ]finding|troubleshoot\w*|problems?|not\s+working|doesn'?t|does\s+not|"
    r"don'?t|won'?t|will\s+not|can'?t|cannot|fails?|failed|failure|no\s+(vacuum|pressure|"
    r"flow|power|water|start)|keeps?|kicking|overflow\w*|leak\w*|noisy|noise|vibrat\w*|"
    r"overheat\w*|trips?|tripping|stuck|jammed|blocked|causes?|remed(y|ies)|error\s+code|"
    r"alarm\s+(code|list))\b"
)
_SPEC = _words(
    r"\b(kw|kilowatts?|capacity|capacities|sizes?|dimensions?|default|parameters?|set\s*points?|"
    r"ratings?|rated|flanges?|weights?|height|tall|width|wide|length|long|pressure\s+class|"
    r"voltage|torques?|specifications?|specs?|technical\s+data|data\s+sheet|settings?|"
    r"values?|limits?|intervals?|how\s+often|due|schedule|spare\s+parts?|part\s+numbers?|"
    r"tables?|dn\s?\d+|pn\s?\d+|m3/h|l/min|bar|kpa|psi)\b"
)
_WHAT_IS = _words(r"\bwhat\s+(is|are)\b")
_TEXT = _words(
    r"\b(how\s+(do|does|to|can|should|is|are)|procedure|steps?|explain|describe|why\s+(does|do|is|are|must|should)|principle|purpose|meaning|define|"
    r"definition|formula|instructions?|method|start\s*up|shut\s*down|say|says)\b"
)


@dataclass(frozen=True)
class Analysis:
    intent: Intent
    codes: list[str] = field(default_factory=list)
    components: list[str] = field(default_factory=list)
    section_numbers: list[str] = field(default_factory=list)
    unsure: bool = False
    reasons: list[str] = field(default_factory=list)
    chapter_words: list[str] = field(default_factory=list)  # "the install chapter" -> install
    appendices: list[str] = field(default_factory=list)  # "appendix C headings" -> C
    outline: bool = False  # "what chapters has the neets book got": the manual's contents

    @property
    def entities(self) -> list[str]:
        return self.codes + self.components


def is_chat(question: str) -> bool:
    """Greetings, thanks and small talk: no retrieval."""
    text = question.strip()
    if not text:
        return True
    if not _CHAT_START.search(text):
        return False
    rest = _CHAT_FILLER.sub(" ", text.lower())
    rest_words = re.findall(r"[a-z0-9]+", rest)
    return len(rest_words) == 0 and not detect_query_codes(text)


def analyze(question: str, known_components: set[str] | None = None) -> Analysis:
    """Intent, equipment codes, named components (those the library knows) and section numbers."""
    if is_chat(question):
        return Analysis("chat", reasons=["greeting or thanks"])
    codes = detect_query_codes(question)
    numbers = section_numbers(question)
    appendix = appendices(question)
    chapter = [] if numbers or appendix else named_chapter_words(question)
    outline = (
        tuning.CONTENTS_CITED
        and not (numbers or appendix or chapter)
        and asks_for_outline(question)
    )
    components = components_in(question, known_components or set())
    reasons: list[str] = []
    schema = bool(_SCHEMA.search(question))
    fault = bool(_FAULT.search(question))
    spec = bool(_SPEC.search(question))
    text = bool(_TEXT.search(question))
    what_is = bool(_WHAT_IS.search(question))  # "what are the default parameters" is a spec
    if numbers or chapter or appendix:
        intent: Intent = "mixed"
        named = numbers + [f"appendix {a}" for a in appendix] or chapter
        reasons.append(f"section {', '.join(named)}")
    elif outline:
        intent = "mixed"
        reasons.append("the manual's chapters")
    elif schema:
        intent = "schema"
        reasons.append("drawing words")
    elif fault:
        intent = "table"
        reasons.append("fault words")
    elif spec and not text:
        intent = "table"
        reasons.append("specification words")
    elif text or what_is:
        intent = "text"
        reasons.append("procedure/explanation words")
    elif codes:
        intent = "mixed"
        reasons.append("equipment codes")
    else:
        intent = "text"
    unsure = not (
        numbers
        or chapter
        or appendix
        or outline
        or schema
        or fault
        or spec
        or text
        or what_is
        or codes
    )
    return Analysis(intent, codes, components, numbers, unsure, reasons, chapter, appendix, outline)
