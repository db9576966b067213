"""Every number, unit and tag in the model's answer, looked up in the resources it cites.

A wrong number can hurt someone, and a small model copies numbers loosely or invents them. Each
quantity ("-60 kPa", "2.2/2.6 kW", "25 Nm", "-300"), setting and equipment tag ("V003", "PT-1")
the answer states is searched for in the text of the resources it cites, both written the same way
(NFKC, any minus or dash as "-", no spaces, lower case, decimal comma as point). One found in none
of them is *unverified*: listed in the answer and marked in the UI, never passed silently.

What counts as a number to check: one with a unit, a sign, a decimal part, or two digits or more.
A lone digit with no unit ("2 pumps", "step 3") and list numbering ("1.", "2)") are not checked.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from engine.vocab.codes import find_codes

_DASHES = dict.fromkeys(map(ord, "\u2212\u2012\u2013\u2014\u2010\u2011\ufe63\uff0d"), "-")
# A number: optional sign, digits with an optional decimal part, optional "/" or "-" alternative
# ("2.2/2.6"), then an optional unit made of letters, %, °, µ, Ω, /, ² or ³ (at most 8 long).
_NUMBER_RE = re.compile(
    r"(?<![\w.])(?P<sign>[-+±]\s?)?(?P<num>\d+(?:[.,]\d+)?(?:\s?/\s?\d+(?:[.,]\d+)?)*)(?![.,]\d)"
    r"(?P<unit>\s?\[?(?:°\s?[CF]|%|[A-Za-zµΩ][A-Za-zµΩ/²³0-9]{0,7}(?![A-Za-z]))\]?)?"
)
_LIST_NUMBER = re.compile(r"^\s*\d{1,2}[.)]\s", re.M)
# Citation markers are not claims ("[S1]", "[TABLE 2]"); a unit in brackets ("5 [sec]") is kept.
_MARKER_GROUP = re.compile(
    r"[\[(]\s*(?:SOURCE\s*:?\s*)?(?:S|TABLE|DIAGRAM|DRAWING|FIGURE|FIG)\.?\s*\d+[^\])]{0,30}[\])]",
    re.IGNORECASE,
)
# Words that follow a number without being its unit ("25 times", "3 pumps" are not quantities;
# a two-digit count still is checked, only the word is not taken as the unit).
_NOT_UNITS = frozenset(
    [
        "and",
        "or",
        "to",
        "of",
        "the",
        "a",
        "an",
        "in",
        "on",
        "at",
        "for",
        "from",
        "with",
        "by",
        "is",
        "are",
        "was",
        "be",
        "per",
        "each",
        "times",
        "step",
        "steps",
        "page",
        "pages",
        "section",
        "table",
        "figure",
        "st",  # ordinals: "2nd pump"
        "nd",
        "rd",
        "th",
    ]
)


# Unit words longer than four letters (shorter tokens — "kPa", "Nm", "rpm", "bar", "mm" — and
# any with a capital or a symbol count as units; a longer plain word is what was counted: "2 pumps").
_LONG_UNITS = frozenset(
    [
        "minute",
        "minutes",
        "seconds",
        "second",
        "hours",
        "hour",
        "days",
        "weeks",
        "months",
        "years",
        "litre",
        "litres",
        "liter",
        "liters",
        "degree",
        "degrees",
        "turns",
        "cycles",
        "metre",
        "metres",
        "meter",
        "meters",
        "volts",
        "amps",
        "watts",
        "kelvin",
        "bars",
        "tonnes",
    ]
)


def _is_unit(word: str) -> bool:
    if not word or word.lower() in _NOT_UNITS:
        return False
    plain = word.isalpha() and word.islower()
    return not plain or len(word) <= 4 or word in _LONG_UNITS


@dataclass(frozen=True)
class Claim:
    text: str  # as written in the answer: "-60 kPa", "V003"
    kind: str  # "number" | "tag"


def normalise(text: str) -> str:
    """NFKC, every minus and dash as "-", lower case, decimal comma as point, no space inside a
    quantity (between sign, number, "/" and unit); other spaces kept as one."""
    text = unicodedata.normalize("NFKC", text).translate(_DASHES).lower()
    text = re.sub(r"(?<=\d),(?=\d)", ".", text)
    text = re.sub(r"\s+", " ", text)
    # no space inside a quantity: "- 60 kPa" = "-60kPa", "2.2 / 2.6 kW" = "2.2/2.6kW"
    text = re.sub(r"(?<=\d) (?=[^\W\d]|[%°/])", "", text)  # number then unit or "/"
    return re.sub(r"(?<=[/+±-]) (?=\d)", "", text).strip()  # sign or "/" then number


def claims(answer: str) -> list[Claim]:
    """The numbers and tags the answer states, in order, without repeats."""
    text = _MARKER_GROUP.sub(" ", unicodedata.normalize("NFKC", answer).translate(_DASHES))
    text = _LIST_NUMBER.sub(" ", text)
    out: dict[str, Claim] = {}
    for m in _NUMBER_RE.finditer(text):
        sign, num, unit = (m.group("sign") or "").strip(), m.group("num"), m.group("unit") or ""
        if not _is_unit(unit.strip()):
            unit = ""
        if not (unit or sign or re.search(r"[.,/]", num) or len(num) >= 2):
            continue
        written = f"{sign}{num}{unit}".strip()
        out.setdefault(normalise(written), Claim(written, "number"))
    for code, surface, _offset in find_codes(text):
        out.setdefault("tag:" + code, Claim(surface, "tag"))
    return list(out.values())


def found_in(claim: Claim, sources: Iterable[str]) -> bool:
    """Is the claim written in one of the source texts (normalised both sides)?"""
    texts = [normalise(s) for s in sources]
    if claim.kind == "tag":
        key = normalise(claim.text).replace("-", "").replace(" ", "")
        return any(key in t.replace("-", "").replace(" ", "") for t in texts)
    m = _NUMBER_RE.match(unicodedata.normalize("NFKC", claim.text).translate(_DASHES))
    if m is None:
        return any(normalise(claim.text) in t for t in texts)
    sign = (m.group("sign") or "").strip().replace("±", "+-")
    numbers = [normalise(n) for n in re.split(r"/", m.group("num"))]
    unit = normalise(m.group("unit") or "").strip("[]")
    whole = normalise(claim.text)
    for t in texts:
        if _has_number(t, whole):
            return True
        # a table states the unit once, in its header: each number on its own, the unit anywhere
        if all(_has_number(t, (sign if i == 0 else "") + n) for i, n in enumerate(numbers)) and (
            not unit or unit in t
        ):
            return True
    return False


def _has_number(text: str, number: str) -> bool:
    """``number`` in ``text`` not as part of a longer number ("60" is not in "160" or "6.05")."""
    if not number:
        return False
    start = text.find(number)
    while start >= 0:
        before = text[start - 1] if start else ""
        after = text[start + len(number) : start + len(number) + 2]
        left_ok = not (
            before.isdigit()
            or before == "."
            or (before == "-" and number[0] != "-" and _minus_sign(text, start))
        )
        right_ok = not (after[:1].isdigit() or (after[:1] == "." and after[1:2].isdigit()))
        if left_ok and right_ok:
            return True
        start = text.find(number, start + 1)
    return False


def _minus_sign(text: str, start: int) -> bool:
    """Is the "-" before ``start`` a minus sign (not a range dash "40-60")?"""
    return start < 2 or not text[start - 2].isalnum()


def unverified(answer: str, sources: Iterable[str]) -> list[Claim]:
    """The claims of ``answer`` found in none of ``sources``."""
    texts = list(sources)
    return [c for c in claims(answer) if not found_in(c, texts)]
