"""Ways of saying "the default" that name nothing in a manual: "out of the box", "from the
factory", "as shipped". A manual prints the value as a default ("DFLT", "Default value",
"factory default"); the idiom's own words ("box", "shipped") would look for a box or a
shipment. General English of the trade, not taken from the questions."""

from __future__ import annotations

import re

_DEFAULT = re.compile(
    r"\b(?:(?:straight\s+)?out[\s-]+of[\s-]+the[\s-]+box|(?:right\s+)?from\s+the\s+factory|"
    r"as\s+(?:delivered|shipped|supplied)\s+from\s+the\s+(?:factory|maker)|"
    r"as\s+shipped|ex[\s-]+works|ex[\s-]+factory)\b",
    re.IGNORECASE,
)
_FACTORY_SET = re.compile(r"\bfactory[\s-]+(set(?:tings?)?)\b", re.IGNORECASE)


def plain_default(question: str) -> str:
    """The question with an idiom for the default written as "by default" ("what is it set to
    out of the box" -> "what is it set to by default"; "factory setting" -> "default
    setting"); unchanged when it has none."""
    text = _DEFAULT.sub("by default", question)
    return _FACTORY_SET.sub(lambda m: f"default {m[1]}", text)
