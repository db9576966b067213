"""A thing a named drawing labels only other ones of ("lube oil store" where the plan labels the
paint and bosun stores) is declined; a name the engineer typed in a shorthand no manual writes is
not known to be missing. Items built by hand over a small keyword index."""

from __future__ import annotations

from pathlib import Path

from engine.retrieval.hybrid import QueryTerms
from engine.retrieval.on_drawing import not_on_drawing
from engine.store.base import KeywordRow
from engine.store.keyword import Fts5KeywordIndex
from tests.doubles.hits import make_hit
from tests.doubles.keywords import plain_terms

LABELS = "Labels: Paint Store Bosun Store Galley EEBD Fire Zone 2 Workshop"
PLAN = make_hit(LABELS, kind="diagram", title="Location of EEBDs - 4th Deck", doc="plan", page=1)


def test_a_store_the_plan_labels_only_other_ones_of_is_declined(tmp_path: Path) -> None:
    index = Fts5KeywordIndex(tmp_path / "keyword.sqlite")
    index.open()
    index.add(
        [
            KeywordRow("diagram", "d1", "plan", LABELS),
            KeywordRow("text", "t1", "manual", "Keep the lube oil drums lashed in their rack."),
        ]
    )
    try:

        def ask(question: str) -> str | None:
            return not_on_drawing(question, [PLAN], plain_terms(question), {}, index)

        reason = ask("4th deck plan - where is the lube oil store")
        assert reason is not None
        assert "labels store but none for lube oil store" in reason and "plan.pdf p. 1" in reason
        assert ask("4th deck plan - where is the bosun store") is None
        assert ask("4th deck plan - where is the paint store, which fire zone") is None
        # "frig" is written nowhere in the library: the engineer's shorthand, not a missing one
        assert ask("4th deck plan - where is the frig store") is None
    finally:
        index.close()


TANKS = "Labels: MGO Storage Tank 3P MGO Storage Tank 4S 2/C Engine Lab Deck Lab Load Centre Room 1"
TANK_PLAN = make_hit(TANKS, kind="diagram", title="Escape Routes - 4th Deck", doc="plan", page=1)


def test_a_name_the_plan_may_write_by_its_initials_or_its_stem_is_not_declined(
    tmp_path: Path,
) -> None:
    """ "gas oil storage tank" where the plan labels "MGO Storage Tank" (marine gas oil): the
    plan's initials may stand for the words typed; "engineer lab" where it labels "2/C Engine
    Lab": the plan writes the word's stem. Neither is known to be missing; "lube oil" is."""
    index = Fts5KeywordIndex(tmp_path / "keyword.sqlite")
    index.open()
    index.add(
        [
            KeywordRow("diagram", "d1", "plan", TANKS),
            KeywordRow(
                "text",
                "t1",
                "manual",
                "The lube oil and gas oil lines; the engineer on watch logs the ideal gas law lab.",
            ),
        ]
    )
    try:

        def ask(question: str) -> str | None:
            return not_on_drawing(question, [TANK_PLAN], plain_terms(question), {}, index)

        assert ask("where is the gas oil storage tank on the 4th deck plan") is None
        assert ask("where is the 2nd engineer lab on 4th deck plan") is None
        reason = ask("where's the lube oil storage tank on the 4 deck plan, frames?")
        assert reason is not None and "none for lube oil storage tank" in reason
    finally:
        index.close()


def test_a_name_the_drawing_tags_by_its_initials_is_not_declined(tmp_path: Path) -> None:
    """ "which iso valve" where the P&ID tags its isolating valves "IV1", "IV2": the tags are
    the name's initials, so the valve asked about may well be drawn."""
    labels = "Labels: IV1 IV2 Section Valve S7 Paint Store Bosun Store"
    pid = make_hit(labels, kind="diagram", title="Location of EEBDs - 4th Deck", doc="pid", page=1)
    index = Fts5KeywordIndex(tmp_path / "keyword.sqlite")
    index.open()
    index.add(
        [
            KeywordRow("diagram", "d1", "pid", labels),
            KeywordRow("text", "t1", "manual", "Close the iso valve and the drain valve first."),
        ]
    )
    try:

        def ask(question: str) -> str | None:
            return not_on_drawing(question, [pid], plain_terms(question), {}, index)

        assert ask("4th deck plan - where is the iso valve") is None
        # initials the drawing does not tag: still not drawn
        assert ask("4th deck plan - where is the drain valve") is not None
    finally:
        index.close()


def test_a_thing_another_drawing_found_labels_is_not_declined(tmp_path: Path) -> None:
    """ "mist valves S6 / S7 - what deck": the 4th-deck plan came first, but the water-mist P&ID
    found after it tags S6 and S7; the question may be about that drawing, so it is not declined
    for the plan's want of them."""
    pid_labels = "Labels: S6 S7 Section Valve IV1 IV2 2nd Deck 3rd Deck"
    pid = make_hit(pid_labels, kind="diagram", title="Water Mist System", doc="pid", page=1)
    index = Fts5KeywordIndex(tmp_path / "keyword.sqlite")
    index.open()
    index.add(
        [
            KeywordRow("diagram", "d1", "plan", LABELS),
            KeywordRow("diagram", "d2", "pid", pid_labels),
        ]
    )
    try:
        question = "4th deck plan - where are the mist section valves S6 / S7"
        terms = plain_terms(question)
        named = QueryTerms(terms.terms, terms.weights, (), named_docs={"mist": frozenset({"pid"})})
        assert not_on_drawing(question, [PLAN, pid], named, {}, index) is None
        # a drawing of a manual the question does not name is no reason to doubt the plan
        assert not_on_drawing(question, [PLAN, pid], terms, {}, index) is not None
        # the plan alone found: still declined for want of them
        assert not_on_drawing(question, [PLAN], plain_terms(question), {}, index) is not None
    finally:
        index.close()
