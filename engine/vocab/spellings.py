"""British and American spellings of the same word ("litre" / "liter", "colour" / "color",
"labelled" / "labeled", "analyse" / "analyze", "sulphur" / "sulfur"): an engineer types the one
he learnt, a maker prints the other. General English spelling rules and the common engineering
words that follow none of them; nothing here was read off a question.

Every form given is only a candidate: the retrieval keeps those the library prints
(hybrid._held_forms), so a rule that makes a non-word ("motour") costs a lookup and nothing else.
"""

from __future__ import annotations

import re

_SUFFIX = r"(?:s|d|ed|es|ing|ings|ation|ations|er|ers)?"

# -ise / -ize, -isation / -ization ("synchronise" / "synchronize")
_ISE = re.compile(r"(is|iz)(?=(?:e|ed|es|ing|ation|ations|er|ers)$)")
# -yse / -yze ("analyse" / "analyze", "analyser" / "analyzer")
_YSE = re.compile(r"(ys|yz)(?=(?:e|ed|es|ing|er|ers)$)")
# -our / -or ("colour" / "color", "vapour" / "vapor", "behaviour"); five letters or more so that
# "four", "hour" and "your" are left alone, and never after o / a / e / u ("floor", "door")
_OUR = re.compile(rf"^(\w+[^aeou\W])(our|or)(?={_SUFFIX}$)")
# consonant + -re / -er at the end ("litre" / "liter", "metres" / "meters", "centre", "fibre")
_RE_END = re.compile(r"^(\w+[bcdfgkptv])(re|er)(s|d)?$")
# -lled / -led, -lling / -ling after one vowel ("labelled" / "labeled", "fuelling" / "fueling"):
# only in words of LL_MIN letters or more, as the short ones are other words ("filled" / "filed")
_LL = re.compile(r"(?<=[aeiou])(ll|l)(?=(?:ed|ing|er|ers)$)")
LL_MIN = 7

# Words whose spellings no rule above gives: each line the forms of one word.
_PAIRS = (
    ("aluminium", "aluminum"),
    ("sulphur", "sulfur"),
    ("sulphuric", "sulfuric"),
    ("sulphate", "sulfate"),
    ("sulphide", "sulfide"),
    ("sulphates", "sulfates"),
    ("grey", "gray"),
    ("tyre", "tire"),
    ("tyres", "tires"),
    ("draught", "draft"),
    ("programme", "program"),
    ("programmes", "programs"),
    ("mould", "mold"),
    ("moulded", "molded"),
    ("moulding", "molding"),
    ("manoeuvre", "maneuver"),
    ("manoeuvring", "maneuvering"),
    ("manoeuvres", "maneuvers"),
    ("defence", "defense"),
    ("licence", "license"),
    ("catalogue", "catalog"),
    ("catalogues", "catalogs"),
    ("disc", "disk"),
    ("discs", "disks"),
    ("ageing", "aging"),
    ("gauge", "gage"),
    ("gauges", "gages"),
    ("kerb", "curb"),
    ("plough", "plow"),
    ("storey", "story"),
    ("cheque", "check"),
    ("oestrogen", "estrogen"),
    ("anaesthetic", "anesthetic"),
    ("haemoglobin", "hemoglobin"),
)
_PAIRED = {w: tuple(x for x in pair if x != w) for pair in _PAIRS for w in pair}


def other_spellings(word: str) -> list[str]:
    """The other spellings of ``word`` (lower case) by the British / American rules and pairs;
    empty when it has none."""
    out = list(_PAIRED.get(word, ()))
    out.append(_ISE.sub(lambda m: "iz" if m.group(1) == "is" else "is", word))
    out.append(_YSE.sub(lambda m: "yz" if m.group(1) == "ys" else "ys", word))
    if len(word) >= 5:
        out.append(_OUR.sub(lambda m: m.group(1) + ("or" if m.group(2) == "our" else "our"), word))
    out.append(
        _RE_END.sub(
            lambda m: m.group(1) + ("er" if m.group(2) == "re" else "re") + (m.group(3) or ""),
            word,
        )
    )
    if len(word) >= LL_MIN:
        swapped = _LL.sub(lambda m: "l" if m.group(1) == "ll" else "ll", word)
        if len(swapped) >= LL_MIN:
            out.append(swapped)
    return [w for w in dict.fromkeys(out) if w != word]
