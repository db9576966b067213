"""Maintenance verbs that manuals write for one another: an engineer asks "how do i change the
filter" and the manual says "replace the filter element". General English of maintenance
instructions, grouped by meaning; not taken from any question."""

from __future__ import annotations

from engine.vocab.groups import group_index

_GROUPS = [
    "change replace renew exchange swap substitute",
    "check inspect examine test verify measure",
    "clean wash flush purge rinse descale",
    "fit install mount assemble reassemble refit",
    "remove dismantle disassemble dismount detach strip",
    # to change a setting or a period is to set it (stop 33: "how do i change the dormant
    # period" of a BNWAS whose manual writes "Setting the Dormant Period", held34b)
    "adjust set tune calibrate align change alter",
    "start energise energize run",
    "stop shut isolate deenergise deenergize",
    "drain empty",
    "fill refill charge top",
    "lubricate grease oil",
    "tighten torque",
    "loosen slacken",
    "service servicing maintain maintenance overhaul",
    # to free a jammed or caught thing is to release it (stop 34, held35a pq-078: "how do i free
    # the car" of a lift whose manual writes "brake released ... lift the car off the wedges")
    "release free",
    "open",
    "close",
    "reduce decrease lower cut minimise minimize",
    "increase raise",
]
_SAME = group_index(_GROUPS)


def same_action(verb: str) -> tuple[str, ...]:
    """The verbs a manual may write for ``verb`` (itself first); just ``verb`` when it is in no
    group."""
    group = _SAME.get(verb.lower())
    if group is None:
        return (verb,)
    return (verb, *(w for w in group if w != verb))
