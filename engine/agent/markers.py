"""Citation markers as real models write them, read back into the resources they name.

The prompt asks for [S1], [TABLE1], [DIAGRAM1]. Small models also write "[Source 1]", "(S1)",
"[TABLE 1]", "[S1, S2]", "[Table 2]" or plain "Table 1". Each bracketed group made only of markers
is read; a marker naming no resource is *invented* and dropped from the text (the caller notes it).
A plain "Table N" in prose counts only when it names a resource (by marker or by the manual's own
caption), since a manual's own table numbers are often quoted in passing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

# One marker inside a group: kind word (optional "Source" before it) and number.
_KIND = r"(?:S|SOURCE|SRC|TABLE|TAB|DIAGRAM|DRAWING|FIGURE|FIG)"
_ITEM = rf"(?:SOURCE\s*:?\s*)?{_KIND}\.?\s*#?\s*\d+"
_ITEM_RE = re.compile(rf"(?:SOURCE\s*:?\s*)?({_KIND})\.?\s*#?\s*(\d+)", re.IGNORECASE)
# A bracketed group holding only markers: "[S1]", "[S1, TABLE2]", "(S1)", "[Source 1; S2]".
_GROUP_RE = re.compile(
    rf"\s?[\[(]\s*({_ITEM}(?:\s*(?:,|;|&|and|/)\s*{_ITEM})*)\s*[\])]", re.IGNORECASE
)
_PLAIN_TABLE_RE = re.compile(r"\b(TABLE|DIAGRAM)\s+(\d+)\b", re.IGNORECASE)
_KINDS = {
    "S": "S",
    "SOURCE": "S",
    "SRC": "S",
    "TABLE": "TABLE",
    "TAB": "TABLE",
    "DIAGRAM": "DIAGRAM",
    "DRAWING": "DIAGRAM",
    "FIGURE": "DIAGRAM",
    "FIG": "DIAGRAM",
}


@dataclass
class MarkerReading:
    text: str  # the answer with every group written as canonical markers, invented ones removed
    cited: list[str] = field(default_factory=list)  # valid markers, in order of first use
    invented: list[str] = field(default_factory=list)  # as written: "[S9]"


def read_markers(text: str, markers: Sequence[str], captions: dict[str, str]) -> MarkerReading:
    """Find the markers in ``text``; ``markers`` are the resources' ("S1", "TABLE1"),
    ``captions`` maps a marker to its resource's own title ("Table 5 Troubleshooting")."""
    known = set(markers)
    by_caption = _caption_numbers(captions)
    cited: list[str] = []
    invented: list[str] = []

    def resolve(kind: str, number: str) -> str | None:
        canonical = f"{_KINDS[kind.upper()]}{int(number)}"
        if canonical in known:
            return canonical
        if canonical.startswith(("TABLE", "DIAGRAM")):
            return by_caption.get(canonical)  # "[Table 5]": the manual's own Table 5
        return None

    def group(match: re.Match[str]) -> str:
        out = []
        for item in _ITEM_RE.finditer(match.group(1)):
            found = resolve(item.group(1), item.group(2))
            if found is None:
                invented.append(match.group(0).strip())
                continue
            cited.append(found)
            out.append(f"[{found}]")
        return (" " + "".join(dict.fromkeys(out))) if out else ""

    rewritten = _GROUP_RE.sub(group, text)

    def plain(match: re.Match[str]) -> str:
        found = resolve(match.group(1), match.group(2))
        if found is None:
            return match.group(0)
        cited.append(found)
        return (
            f"{match.group(0)} [{found}]"
            if not _followed_by(rewritten, match, found)
            else (match.group(0))
        )

    rewritten = _PLAIN_TABLE_RE.sub(plain, rewritten)
    return MarkerReading(
        rewritten.strip(), list(dict.fromkeys(cited)), list(dict.fromkeys(invented))
    )


def strip_markers(text: str) -> str:
    """The text without any marker group: old answers in a conversation must not bring their
    [S1] into a new numbering."""
    return re.sub(r"[ \t]+([.,;:])", r"\1", _GROUP_RE.sub("", text)).strip()


def _followed_by(text: str, match: re.Match[str], marker: str) -> bool:
    """True when the plain mention is already followed by its marker ("Table 1 [TABLE1]")."""
    return text[match.end() : match.end() + len(marker) + 4].lstrip().startswith(f"[{marker}]")


def _caption_numbers(captions: dict[str, str]) -> dict[str, str]:
    """ "TABLE5" -> the marker of the resource whose caption starts "Table 5" (only when one
    resource has it)."""
    seen: dict[str, list[str]] = {}
    for marker, caption in captions.items():
        match = re.match(r"\s*(TABLE|FIG(?:URE)?\.?|DIAGRAM|DRAWING)\s*(\d+)", caption, re.I)
        if match:
            kind = "TABLE" if match.group(1).upper() == "TABLE" else "DIAGRAM"
            seen.setdefault(f"{kind}{int(match.group(2))}", []).append(marker)
    return {key: found[0] for key, found in seen.items() if len(found) == 1}
