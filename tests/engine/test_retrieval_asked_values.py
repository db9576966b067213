"""What a question asks for when it types only a unit, a part number or a bare-numbered deck, and
what counts as giving it: a figure, not the quantity's name alone."""

from __future__ import annotations

from engine.agent.evidence import missing_quantity, other_ordinal, quantity_decline_reason
from engine.retrieval.ordinals import asked_ordinals
from engine.vocab.quantities import asked_quantities
from tests.doubles.hits import make_hit

_hit = make_hit


def _names(question: str) -> list[str]:
    return [q.name for q in asked_quantities(question)]


def test_a_unit_typed_alone_asks_for_its_quantity_and_a_figure_with_it_is_a_condition() -> None:
    assert _names("igbt switching freq of the pwm stage, kHz?") == ["a frequency"]
    assert _names("tank capacity, m3?") == ["a volume"]
    assert _names("refrigerant charge in kg for the unit") == ["a weight"]
    assert _names("controller MTBF in hours?") == ["a time or interval"]
    assert _names("pump kw?") == ["a power"]
    assert _names("whats in a service kit for the pump") == []
    # a unit in the middle of a name is the name's ("vac pump": vacuum, "CC enable")
    assert _names("onlineflex when does the 2nd vac pump kick in?") == []
    assert _names("hdec CC enable parameter?") == []
    assert _names("max rpm of the lathe") == ["a speed"]
    # a figure with its unit says under what condition, it does not ask
    assert _names("pump head at 1800 rpm") == []
    assert _names("60 hz gen on a 2.2 kW motor") == []
    # a thing named after a quantity is not a question for it
    assert _names("freq converter rooms on the 4th deck") == []
    assert _names("drilling cast iron on the drill press, how much do I slow it down") == []


def test_naming_the_quantity_without_a_figure_does_not_give_it() -> None:
    question = "igbt switching freq of the pwm output stage, kHz?"
    prose = _hit("The IGBT output stage of the pwm converter has a high switching frequency.")
    assert missing_quantity(question, [prose]) is not None
    # the reason names each manual once, with its pages
    more = [prose, _hit("PWM output stage block diagram.", page=29), _hit("IGBT", page=3)]
    quantity = missing_quantity(question, more)
    assert quantity is not None
    assert "(a.pdf p. 3, 29)" in quantity_decline_reason(question, quantity, more)
    spec = _hit("PWM output stage: IGBT, switching frequency 4 kHz.")
    assert missing_quantity(question, [spec]) is None
    # a figure in words is a value too
    interval = "how often do i change the pump gear oil"
    assert missing_quantity(interval, [_hit("Change the pump gear oil yearly.")]) is None
    assert missing_quantity(interval, [_hit("Change the pump gear oil every year.")]) is None


def test_a_part_number_is_asked_and_given_only_as_a_number_next_to_the_part() -> None:
    question = "part no for the mech seal on the online pump"
    assert _names(question) == ["a part number"]
    assert _names("PN 16 flange bolts") == []
    tba = _hit("TAG code: P01 | Description: Online pump mech seal | Evac PN Number: TBA", "table")
    assert missing_quantity(question, [tba]) is not None
    listed = _hit("Item 4 | Mechanical seal, online pump | Part number: 6562975", "table")
    assert missing_quantity(question, [listed]) is None


def test_an_insulation_resistance_is_not_a_winding_resistance() -> None:
    question = "min insulation resistance for a dc gen armature"
    winding = _hit("The dc resistance of most generator armatures is low (0.05 to 0.5 ohm).")
    assert missing_quantity(question, [winding]) is not None
    megger = _hit("Armature insulation resistance of the generator must be at least 1 Mohm.")
    assert missing_quantity(question, [megger]) is None


def test_a_deck_typed_with_a_bare_number_is_that_deck() -> None:
    assert [(o.number, o.noun) for o in asked_ordinals("eebds and escape routes on 5 deck?")] == [
        ("5", "deck")
    ]
    assert [(o.number, o.noun) for o in asked_ordinals("escape routes deck 3")] == [("3", "deck")]
    assert asked_ordinals("4 pole genny at 1800 rpm") == []
    assert asked_ordinals("level 2 alarm on the bilge well") == []
    plan = _hit(
        "Illustration 2.4b Location of EEBDs and Emergency Escape Routes - 4th Deck\n"
        "Labels: EEBD EEBD Escape Route",
        kind="diagram",
        page=1,
    )
    reason = other_ordinal("eebds and escape routes on 5 deck?", [plan])
    assert reason is not None and "4th deck" in reason and "5th deck" in reason
    assert other_ordinal("eebds and escape routes on 4 deck?", [plan]) is None


def test_sloppy_question_words_are_not_searched_as_what_the_question_is_about() -> None:
    from engine.store.keyword import match_parts

    words = match_parts("AHU rms on the 4th deck, whereabouts? isnt there one by the gym")
    assert "whereabouts" not in words and "isnt" not in words
    assert {"ahu", "rms", "gym"} <= set(words)


def test_a_deck_the_drawing_numbers_as_a_level_is_that_deck() -> None:
    profile = _hit(
        "Illustration 3.8a Water Mist System\nLabels: 05 Level S21 S22 4th Deck 3rd Deck",
        kind="diagram",
        page=1,
    )
    assert other_ordinal("water mist section valves on 5 deck?", [profile]) is None


def test_a_step_number_or_an_area_is_no_value_of_the_asked_quantity() -> None:
    # "7." numbers a step, it gives no power; "1m2" is an area, no clearance
    steps = _hit("7. Calculate the power P delivered to the heater in W.\n8. Plot it.")
    assert missing_quantity("heat dissipation of the heater in W", [steps]) is not None
    given = _hit("7. The heater dissipates 150 W at full load.")
    assert missing_quantity("heat dissipation of the heater in W", [given]) is None
    footprint = _hit("The lobe pump unit has an extremely small footprint, 1m2. Check wear plates.")
    assert missing_quantity("lobe pump wear plate clearance, mm", [footprint]) is not None
    gap = _hit("Lobe pump: the clearance between the lobes and the wear plate is 0.3 mm.")
    assert missing_quantity("lobe pump wear plate clearance, mm", [gap]) is None


def test_a_value_in_another_manual_than_the_one_the_question_names_is_not_its_value() -> None:
    from engine.retrieval.hybrid import QueryTerms

    question = "water mist pump discharge pressure in bar?"
    words = ("water", "mist", "pump", "discharge", "pressure", "bar")
    terms = QueryTerms(
        terms=words,
        weights=dict.fromkeys(words, 3.0),
        phrases=(),
        named_docs={"mist": frozenset({"mist"})},  # "mist" names the water-mist manual
    )
    vacuum = _hit("The discharge pump starts at a pressure of -0.4 bar.", doc="vacuum")
    assert missing_quantity(question, [vacuum], terms) is not None
    mist = _hit("The feed pump discharge pressure is 140 bar.", doc="mist")
    assert missing_quantity(question, [vacuum, mist], terms) is None


def test_a_value_another_manual_writes_with_the_naming_word_itself_is_its_value() -> None:
    from engine.retrieval.hybrid import QueryTerms

    # "door" names the watertight-door manual, but the economiser's table writes the door
    question = "manhole door bolt torque on eco"
    words = ("manhole", "door", "bolt", "torque", "eco")
    terms = QueryTerms(
        terms=words,
        weights=dict.fromkeys(words, 3.0),
        phrases=(),
        named_docs={"door": frozenset({"doors"})},
    )
    table = _hit(
        "Connection: Manhole door bolt M20 | Nm: 280 | kgf·m: 28,5", "table", doc="economiser"
    )
    assert missing_quantity(question, [table], terms) is None
    other = _hit("Connection: Header inspection plug M42 | Nm: 450", "table", doc="economiser")
    assert missing_quantity(question, [other], terms) is not None


def test_a_kind_asked_twice_is_given_by_a_row_naming_either() -> None:
    question = "exciter winding resistance - how to estimate it from the cold field resistance"
    row = _hit(
        "Parameter: Exciter Resistance | Unit: ohms | Min.: 3 | Max.: 60 | DFLT: 12", "table"
    )
    assert missing_quantity(question, [row]) is None


def test_a_unit_word_before_a_number_is_a_reference_not_a_question() -> None:
    assert _names("list the tables in sec 4 of the avr manual") == []
    assert _names("alarm delay, in sec?") == ["a time or interval"]


def test_a_specific_heat_is_given_only_for_the_material_it_is_asked_of() -> None:
    question = "specific heat of copper for the calorimetry lab calc"
    assert _names(question) == ["a specific heat"]
    lab = _hit(
        "Calorimetry lab: use the accepted specific heat of water of 4.184 J/g °C and the "
        "specific heat of aluminum of 0.9 J/g °C."
    )
    # "for the calorimetry lab" says what it is for, not what it is of: copper must be named
    assert missing_quantity(question, [lab]) is not None
    assert missing_quantity("specific heat of aluminum for the calorimetry lab", [lab]) is None


def test_how_fast_is_answered_by_a_speed_or_a_time() -> None:
    # "how fast does it trip" asks how soon, as "how long" asks a time or a length
    question = "how fast does pilot loop break trip the breakers"
    trips = _hit("Opening the pilot loop trips the shore and ship breakers within 100 ms.")
    assert missing_quantity(question, [trips]) is None
    hauls = _hit("The winch hauls at 15 m/min with full load.")
    assert missing_quantity("how fast does the winch haul", [hauls]) is None
    neither = _hit("Opening the pilot loop trips the shore and ship breakers.")
    assert missing_quantity(question, [neither]) is not None


def test_a_consumption_is_asked_and_given_only_as_an_amount_used() -> None:
    question = "soot blower steam consumption per blowing"
    used = _hit("Soot blower: steam consumption approx. 45 kg per blowing sequence.")
    assert missing_quantity(question, [used]) is None
    other = _hit("Soot blower: steam pressure 7 bar, blowing time 90 s per element.")
    assert missing_quantity(question, [other]) is not None
    table = _hit("N2 purity (%): 99,0 | Air consumption (Nm3/h): 205", "table")
    assert missing_quantity("n2 generator air consumption", [table]) is None
