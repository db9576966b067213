"""Readings the blind held35a and fresh35 sets showed missing (read after their first runs): a
water-column pressure as Japanese yards print it ("mmAq"), a preposition between two words that
names no kind ("amps per phase"), the trade's "fridge" for refrigeration, a plan's words for
where a zone starts, "free" a caught thing as "release" it, and a word of the manual's own name
("range" of a galley range's manual) that says which equipment, not which part of it. Items
built by hand over a small keyword index."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.agent.evidence import missing_procedure, missing_quantity
from engine.retrieval import tuning
from engine.retrieval.kinds import other_kinds
from engine.retrieval.on_drawing import not_on_drawing
from engine.store.base import KeywordRow
from engine.store.keyword import Fts5KeywordIndex
from engine.store.library import Library
from tests.doubles.hits import make_hit
from tests.doubles.keywords import keyword_index, plain_terms

SPEC = make_hit(
    "Item: Fan capacity | SD-24H: abt. 60 m3/h\n"
    "Item: Fan suction press. | SD-24H: -150~-250 mmAq\n"
    "Item: Sampling flow of each line | SD-24H: abt. 20 L/min",
    title="Chapter 2 Specification",
    kind="table",
)


def test_a_fan_pressure_printed_in_mm_of_water_column_is_a_pressure() -> None:
    question = "smoke detector fan suction press normal"
    assert missing_quantity(question, [SPEC]) is None
    # a row that names the pressure and gives no figure in a pressure's unit gives none
    unset = make_hit(SPEC.text.replace("-150~-250 mmAq", "-150~-250 (see Fig. 3)"), kind="table")
    assert missing_quantity(question, [unset]) is not None


RANGE = make_hit(
    "Characteristic: Useful volume of the oven | FMR-4E: 65 l | FMR-6E: 95 l\n"
    "Characteristic: Net weight | FMR-4E: 210 kg | FMR-6E: 295 kg",
    title="Table 1 - General characteristics",
    kind="table",
    doc="delaroche-fmr6e-galley-range",
)


def test_a_word_of_the_manuals_name_says_which_equipment(monkeypatch: pytest.MonkeyPatch) -> None:
    questions = ("galley range weight approx", "whats the weight of the galley range")
    for question in questions:
        assert missing_quantity(question, [RANGE]) is None, question
    # the part named beside it must still be named with the value
    assert missing_quantity("range oven door weight", [RANGE]) is not None
    assert missing_quantity("weight of the oven door of the range", [RANGE]) is not None
    monkeypatch.setattr(tuning, "QUANTITY_SUBJECT_MANUAL", False)
    for question in questions:
        assert missing_quantity(question, [RANGE]) is not None, question


def _kinds_index(tmp_path: Path) -> Fts5KeywordIndex:
    return keyword_index(
        tmp_path,
        [
            "Table 2 - Electrical powers and currents (per phase). Plate 2,4 kW 5,5 A.",
            "Determine fan power (in Watts) from the refrigeration lab readings.",
            "Consumption per hour and litres per minute of the oven.",
        ],
    )


def test_a_preposition_names_no_kind_of_thing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    hits = [
        make_hit("Plate 2,4 kW 5,5 A", title="Electrical powers and currents (per phase)"),
        make_hit("0,9 kWh", title="Consumption per hour", page=4),
        make_hit("12 l", title="Litres per minute", page=5),
    ]
    index = _kinds_index(tmp_path)
    try:
        question = "6 plate electric range amps per phase on 440v"
        assert other_kinds(question, hits, index, plain_terms(question)) is None
        monkeypatch.setattr(tuning, "KIND_FUNCTION_WORDS", False)
        found = other_kinds(question, hits, index, plain_terms(question))
        assert found is not None and found.asked == "amps per"
    finally:
        index.close()


def test_a_fridge_lab_is_the_refrigeration_lab(tmp_path: Path) -> None:
    from types import SimpleNamespace

    from engine.retrieval.hybrid import query_terms

    def keyword_library(index: Fts5KeywordIndex) -> Library:
        return SimpleNamespace(keywords=index)  # type: ignore[return-value]

    hits = [
        make_hit("Determine fan power (in Watts)", title="4 Refrigeration Lab"),
        make_hit("Mass of water", title="2 Calorimetry Laboratory", page=6),
        make_hit("Density", title="1 Density Measurement Laboratory", page=2),
    ]
    index = _kinds_index(tmp_path)
    try:
        question = "fridge lab calc sheet - do we have to work out the fan power"
        terms = query_terms(keyword_library(index), question)
        assert other_kinds(question, hits, index, terms) is None
        # a lab the library has no word for is still another kind
        question = "hydraulics lab calc sheet - do we have to work out the fan power"
        assert other_kinds(question, hits, index, query_terms(keyword_library(index), question))
    finally:
        index.close()


LABELS = "Labels: Paint Store Bosun Store Galley EEBD Fire Zone 1 Fire Zone 2 Workshop"
PLAN = make_hit(LABELS, kind="diagram", title="Location of EEBDs - 4th Deck", doc="plan", page=1)


def test_where_a_zone_starts_is_a_place_on_the_plan(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    index = Fts5KeywordIndex(tmp_path / "keyword.sqlite")
    index.open()
    index.add(
        [
            KeywordRow("diagram", "d1", "plan", LABELS),
            KeywordRow("text", "t1", "manual", "Start the pump, then open the first valve."),
            KeywordRow("text", "t2", "manual", "Keep the lube oil drums lashed in their rack."),
        ]
    )
    try:

        def ask(question: str) -> str | None:
            return not_on_drawing(question, [PLAN], plain_terms(question), {}, index)

        question = "4th deck plan - where does fire zone 2 start, whats the first space in it"
        assert ask(question) is None
        # a thing the plan does not label is still declined
        assert ask("4th deck plan - where is the lube oil store") is not None
        monkeypatch.setattr(tuning, "ON_DRAWING_EXTENT_WORDS", False)
        assert ask(question) is not None
    finally:
        index.close()


CAUGHT = make_hit(
    "Q14 The safety gear has caught. What now? The car is held on the rails by the wedges. "
    "With the brake released (Q12), turn the handwheel UP to lift the car about 20 mm off the "
    "wedges; the wedges drop back by spring force.",
    title="Part D - Looking after the lift",
    page=7,
)


def test_to_free_a_caught_car_is_to_release_it(tmp_path: Path) -> None:
    index = keyword_index(
        tmp_path,
        [CAUGHT.text, "Leave a free space of 50 mm at the back of the cabinet."],
    )
    try:
        question = "safety catch grabbed the rails, how do i free the car"
        assert missing_procedure(question, [CAUGHT], plain_terms(question), index) is None
        # a verb written only of other things is still no procedure for the car
        question = "how do i paint the car"
        index.add([KeywordRow("text", "t9", "d1", "Paint the cabinet door with two coats.")])
        assert missing_procedure(question, [CAUGHT], plain_terms(question), index) is not None
    finally:
        index.close()


def test_a_valve_printed_v_slash_v_is_in_the_library(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from engine.retrieval.absent import absent_components

    index = keyword_index(tmp_path, ["SV-2 C2H2 relief V/V, set 1.2 kgf/cm2, vent to open air."])
    try:
        question = "where does the acetylene relief valve blow off to"
        assert absent_components(question, index) == []
        assert absent_components("where does the gas windlass blow off to", index) == ["windlass"]
        monkeypatch.setattr(tuning, "COMPONENT_VALVE_VV", False)
        assert absent_components(question, index) == ["relief valve"]
    finally:
        index.close()


GASES = make_hit(
    "ITEM: Cylinder charging press. | O2 LINE: 150 kgf/cm2 | C2H2 LINE: 15 kgf/cm2",
    title="2. PRINCIPAL PARTICULARS",
    kind="table",
)


def test_a_gas_printed_by_its_formula_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    assert missing_quantity("acetylene pressure?", [GASES]) is None
    assert missing_quantity("propane pressure?", [GASES]) is not None
    monkeypatch.setattr(tuning, "PRINTED_SHORTHAND", False)
    assert missing_quantity("acetylene pressure?", [GASES]) is not None


def test_a_word_a_parts_list_prints_short_is_searched_in_that_form_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from types import SimpleNamespace

    from engine.retrieval.hybrid import query_terms

    index = keyword_index(
        tmp_path,
        [
            "12 FAN MTR BRG 6201ZZ SB-BR-6201",
            "Grease the pump bearing every 2000 hours.",
        ],
    )
    try:
        library = SimpleNamespace(keywords=index)
        question = "bearing no for the suction fan motor"
        terms = query_terms(library, question)  # type: ignore[arg-type]
        assert "brg" in terms.expansions.get("bearing", ())
        assert "mtr" in terms.expansions.get("motor", ())
        monkeypatch.setattr(tuning, "PRINTED_SHORTHAND", False)
        terms = query_terms(library, question)  # type: ignore[arg-type]
        assert "brg" not in terms.expansions.get("bearing", ())
    finally:
        index.close()
