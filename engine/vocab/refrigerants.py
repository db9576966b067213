"""A refrigerant typed by its R number ("R134a", "r22") is printed in manuals and on charts with
the prefix of its chemical class instead ("HFC-134a", "HCFC-22"): the designations of ISO 817 /
ASHRAE 34, not tuned."""

from __future__ import annotations

import re

_R_NUMBER = re.compile(r"^r-?(\d{2,4}[a-z]?)$", re.IGNORECASE)
CLASSES = ("cfc", "hcfc", "hfc", "hc", "hfo", "hcfo", "pfc", "fc")


def class_forms(term: str) -> list[list[str]]:
    """ "r134a" -> [["cfc", "134a"], ["hcfc", "134a"], ...]: the token sequences a manual may
    print it as; empty when the term is no R number."""
    number = _R_NUMBER.match(term.strip())
    if number is None:
        return []
    return [[prefix, number.group(1).lower()] for prefix in CLASSES]
