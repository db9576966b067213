"""The interval of a maintenance task is given for the thing the task is asked of: the last word
of that thing ("gasket" of "how often change the kettle lid gasket") must be named where the
interval stands, so a lid hinge check's interval is no lid gasket's (blind held34a, read after
its first run). Initials with full stops ("S.V.") name the safety valve, and "once a year" is an
interval."""

from __future__ import annotations

import pytest

from engine.agent.evidence import missing_quantity
from engine.retrieval import tuning
from tests.doubles.hits import make_hit

PLAN = make_hit(
    "Item: Steam trap chk | Interval: Monthly\n"
    "Item: Lid hinge & lid stay chk | Interval: 6 months | Remark: Tighten hinge bolts\n"
    "Item: S.V. overhaul and set test | Interval: 12 months | Remark: By shore workshop",
    title="5-2. Periodical maintenance",
    kind="table",
)


def test_an_interval_given_for_another_part_of_the_thing_is_none(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert missing_quantity("how often change the kettle lid gasket", [PLAN]) is not None
    assert missing_quantity("how often check the kettle lid hinge", [PLAN]) is None
    monkeypatch.setattr(tuning, "INTERVAL_HEAD_NAMED", False)
    assert missing_quantity("how often change the kettle lid gasket", [PLAN]) is None


def test_initials_with_full_stops_name_the_thing(monkeypatch: pytest.MonkeyPatch) -> None:
    assert missing_quantity("kettle safety valve overhaul interval", [PLAN]) is None
    monkeypatch.setattr(tuning, "QUANTITY_DOTTED_INITIALS", False)
    assert missing_quantity("kettle safety valve overhaul interval", [PLAN]) is not None


def test_once_a_year_is_an_interval() -> None:
    text = make_hit(
        "Renew the valve set and the diaphragm of the hypochlorite dosing pump once a year. "
        "Flush the pump with fresh water before opening it.",
        title="4.3 Dosing pump",
    )
    assert missing_quantity("stp dosing pump diaphragm renewal interval", [text]) is None
    stop = make_hit("Open the cover once the pump has stopped.", title="4.3 Dosing pump")
    assert missing_quantity("stp dosing pump diaphragm renewal interval", [stop]) is not None
