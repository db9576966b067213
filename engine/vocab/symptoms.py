"""Words an engineer uses for what he sees or hears that manuals write otherwise: "volts
hunting" for a voltage that is "unstable" or "fluctuating", a pump "making a racket" for
"noise", "N2 bottles" for "nitrogen cylinders". Groups of general engineering usage, each word
standing for the others; written from the trade's vocabulary of troubleshooting tables, not
from the questions."""

from __future__ import annotations

from engine.vocab.groups import group_index

_GROUPS = [
    "hunting surging fluctuating fluctuation fluctuates unstable instability oscillating "
    "oscillation oscillates swinging",
    "noisy noise racket rattling rattle knocking knock grinding",
    "vibrating vibration vibrates shaking",
    "overheating overheats overheated overtemperature",
    "leaking leaks leak leakage dripping weeping",
    "tripping trips tripped",
    "seized seizing stuck jammed",
    "clogged clogging blocked blockage choked",
    "bottle bottles cylinder cylinders",
    "smoking smoke",
]
_SAME = group_index(_GROUPS)


def symptom_words(word: str) -> tuple[str, ...]:
    """The words a manual may write for ``word`` (not itself); empty when it is in no group."""
    return tuple(w for w in _SAME.get(word.lower(), ()) if w != word.lower())
