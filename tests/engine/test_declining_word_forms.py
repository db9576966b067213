"""How the engineer types a word or a name is not how the manual prints it: a verb in another
tense ("creeping" / "creeps"), a name and its number with the manual's number sign between
("ring 3" / "Sealing ring No. 3"), a pronoun for a thing named before the question's dash
("blackout with load on hook - how to lower it"), a unit after "per" ("mA per m2" asks no
area), shorthand ("stbd" / "Starboard"). Each is the library's own word for what the question asks; none is declined for it."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.agent.evidence import missing_procedure, missing_quantity
from engine.retrieval import tuning
from engine.retrieval.absent import absent_names
from engine.retrieval.hybrid import QueryTerms, other_forms
from engine.retrieval.numbered import numbered_beyond
from engine.store.keyword import STOPWORDS, tokens
from engine.vocab.quantities import asked_quantities
from tests.doubles.hits import make_hit
from tests.doubles.keywords import keyword_index, plain_terms


@pytest.mark.parametrize(
    ("typed", "printed"),
    [
        ("creeping", "creeps"),
        ("creeps", "creeping"),
        ("tripped", "trips"),
        ("trips", "tripped"),
        ("leaking", "leaks"),
    ],
)
def test_a_verb_typed_in_one_tense_is_found_in_another(
    typed: str, printed: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert printed in other_forms(typed)
    monkeypatch.setattr(tuning, "VERB_S_FORMS", False)
    assert printed not in other_forms(typed)


def test_a_name_and_its_number_printed_with_a_number_sign_is_in_the_library(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    index = keyword_index(
        tmp_path,
        [
            "1 | 450-101 | Sealing ring No. 1, FKM | 1",
            "2 | 450-102 | Sealing ring No. 2, FKM | 1",
            "3 | 450-103 | Sealing ring No. 3, FKM | 1",
            "4 | 450-210 | Clamp ring screw M12 x 60 | 24",
            "Start pump Nr. 2 when pump Nr. 1 fails.",
        ],
    )
    try:
        for question in ("part number for the seal ring (ring 3)", "is pump 2 the standby"):
            assert absent_names(question, index) == []
            assert numbered_beyond(question, index) is None
        # a number the list never gives that ring is still beyond it
        assert numbered_beyond("part number for seal ring 4", index) is not None
        # read without the number sign, the list numbers no rings at all
        monkeypatch.setattr(tuning, "NAME_NUMBER_SIGN", False)
        assert numbered_beyond("part number for seal ring 4", index) is None
    finally:
        index.close()


def test_how_to_do_it_to_a_thing_named_before_the_dash_is_quoted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "it" may stand for any thing the opening names: the load, not the blackout."""
    lowering = make_hit(
        "In the event of a power failure, a suspended load may be lowered by hand. Open the "
        "emergency lowering valve EV1 on the winch valve block.",
        title="4.5 Emergency lowering",
        doc="crane",
        page=7,
    )
    index = keyword_index(tmp_path, [lowering.text, "Lower the jib into the boom rest."])
    question = "blackout with load on hook - how to lower it"
    try:
        assert missing_procedure(question, [lowering], plain_terms(question), index) is None
        monkeypatch.setattr(tuning, "PROCEDURE_PRONOUN_OPENING", False)
        assert missing_procedure(question, [lowering], plain_terms(question), index) is not None
    finally:
        index.close()


def test_a_unit_after_per_asks_no_quantity_of_its_own() -> None:
    """ "mA per m2" asks a current density: the passage writing "mA/m²" is not missing an area."""
    density = make_hit(
        "Design current density: new painted hull 10 ~ 20 mA/m², bare steel 80 ~ 110 mA/m².",
        title="2.2 Current demand",
        doc="iccp",
        page=3,
    )
    assert (
        missing_quantity("typical current density new painted hull, mA per m2", [density]) is None
    )
    assert [q.name for q in asked_quantities("what area m2 of the hull")] == ["an area"]
    assert [q.name for q in asked_quantities("fuel consumption g per kWh")] == ["a consumption"]


def test_shorthand_in_the_question_is_the_word_the_row_prints(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """ "stbd" asked, "Starboard high suction" printed: the row is of the asked sea chest."""
    settings = make_hit(
        "Sea chest: SC-1 | Location: Port low suction | Copper anode — Current (A): 1.40\n"
        "Sea chest: SC-2 | Location: Starboard high suction | Copper anode — Current (A): 1.30",
        title="Table 3.3 Anode current settings",
        doc="mgps",
        page=6,
        kind="table",
    )
    question = "copper anode amps for the stbd high sea chest"
    words = tuple(w for w in tokens(question) if w not in STOPWORDS)
    # weighed as the library weighs them: the shorthand is the rarest word
    terms = QueryTerms(words, {w: 3.0 if w == "stbd" else 1.0 for w in words}, ())
    assert missing_quantity(question, [settings], terms) is None
    monkeypatch.setattr(tuning, "QUANTITY_SHORTHAND_NAMED", False)
    assert missing_quantity(question, [settings], terms) is not None
