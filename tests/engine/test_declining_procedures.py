"""Declining a question for steps the manual does not give, and a question at a condition the
evidence does not cover, on evidence items built by hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.agent.evidence import missing_condition, missing_procedure
from engine.retrieval.conditions import asked_conditions
from engine.retrieval.procedure import acted_on, asked_action, asked_how
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.hits import make_hit
from tests.doubles.keywords import keyword_index, plain_terms
from tests.doubles.pdfs import sectioned_pdf

ARMATURE = make_hit(
    "The armature of a dc motor carries the winding in slots of its laminated core; the "
    "commutator bars are insulated from each other by mica.",
    title="1.4 Armature",
    doc="motors",
    page=48,
)
LOBES = make_hit(
    "Check the lobes and wear plates of the online pump every year. To replace the lobes, "
    "drain the pump, remove the front cover and pull the lobes off their shafts.",
    title="7.2 Online pump",
    doc="vacuum",
    page=28,
)


@pytest.mark.parametrize(
    ("question", "action"),
    [
        ("steps to rewind a dc motor armature", "rewind"),
        ("step by step for swapping the lobes on the online pump", "swapping"),
        ("impeller change procedure for the vacuum pump", "change"),
        ("procedure for flushing the cooler", "flushing"),
        # the thing acted on may stand before the action after "for"
        ("procedure for acid descaling the vacuum lines", "descaling"),
        ("procedure for fuel pump replacement", "replacement"),
        ("steps to change bearing grease", "change"),
        ("procedure for the cooler, flushing it", "cooler"),
        ("start up procedure for the vacuum unit", None),  # "up" names no action
        ("how do i fix a pump turning backwards", None),  # a reason as often as steps
        ("discharge pressure of the feed pump", None),
        # the steps asked after a dash or comma, of the one action named before
        ("shock chlorination of the fw tanks - steps?", "chlorination"),
        ("brazing a bronze flange - whats the step by step, rod and flux?", "brazing"),
        ("the project sheet w/ facing, drilling and turning - what are the steps in it?", None),
        # ... in the clause right before them: no welding is asked here
        ("welding - how do i do the fit check on my respirator, steps?", None),
    ],
)
def test_the_action_a_question_asks_the_steps_of(question: str, action: str | None) -> None:
    assert asked_action(question) == action


def test_steps_for_an_action_no_passage_names_are_declined_with_the_action() -> None:
    reason = missing_procedure("steps to rewind a dc motor armature", [ARMATURE])
    assert reason is not None
    assert "“rewind”" in reason and "motors.pdf p. 48" in reason


def test_steps_for_an_action_a_passage_names_in_another_form_are_quoted() -> None:
    # "replace" is written; "rewinding" of the armature is not asked here
    assert missing_procedure("steps to replace the pump lobes", [LOBES]) is None
    # "swapping" is not written, the lobes are: the page holds no swapping steps
    assert missing_procedure("step by step for swapping the lobes", [LOBES]) is not None
    # "replacing" is the manual's "replace"
    assert missing_procedure("steps for replacing the pump lobes", [LOBES]) is None


WATER_SCHEDULE = make_hit(
    "Weekly: check the residual chlorine. Monthly: clean the strainer. Yearly: shock "
    "chlorination of the fresh water tanks.",
    title="6 Maintenance schedule",
    doc="water",
    page=9,
)
TANK_STEPS = make_hit(
    "Shock chlorination of the fresh water tanks, after repairs or yearly:\n"
    "1. Empty the tank and clean its walls.\n2. Fill it and dose 50 mg/l of free chlorine.\n"
    "3. Leave it for 12 hours, then drain and flush the tank.",
    title="6.2 Disinfecting the tanks",
    doc="water",
    page=10,
)


def test_steps_asked_after_a_dash_are_declined_when_only_a_schedule_names_the_action() -> None:
    question = "shock chlorination of the fw tanks - steps?"
    reason = missing_procedure(question, [WATER_SCHEDULE])
    assert reason is not None and "“chlorination”" in reason and "water.pdf p. 9" in reason
    assert missing_procedure(question, [WATER_SCHEDULE, TANK_STEPS]) is None


class _Library:
    """The keyword index's answer to "which manuals write this word", for a few words."""

    def __init__(self, *words: str) -> None:
        self._words = set(words)

    def mentions(self, spellings: list[list[str]]) -> bool:
        return any(" ".join(words) in self._words for words in spellings)

    def mentions_near(self, names: list[list[str]], distance: int) -> bool:
        """Each word held is also written next to the words of ``near`` (a prefix with "*")."""
        return any(
            words[0] in self._words
            and any(w == words[1] or w.startswith(words[1].rstrip("*")) for w in self.near)
            for words in names
        )

    near: tuple[str, ...] = ()


def test_steps_for_an_action_another_manual_page_describes_are_not_declined() -> None:
    # the manuals write "replace" of the bearings somewhere: the passages found may be the
    # wrong ones
    question = "procedure for replacing the armature bearings"
    library = _Library("replace")
    library.near = ("bearing",)
    assert missing_procedure(question, [ARMATURE], keywords=library) is None
    # ... but "replace" (nor "change", "renew" ...) written only of other things is no steps
    # for the bearings
    reason = missing_procedure(question, [ARMATURE], keywords=_Library("replace"))
    assert reason is not None and "near “bearings”" in reason
    reason = missing_procedure(question, [ARMATURE], keywords=_Library("armature"))
    assert reason is not None and "nor does any manual" in reason
    # "laying up" is written "lay-up" (of the armature)
    laying = "steps for laying up the armature"
    library = _Library("lay")
    library.near = ("armature",)
    assert missing_procedure(laying, [ARMATURE], keywords=library) is None


def test_a_named_section_is_never_declined_for_its_steps() -> None:
    pinned = make_hit(ARMATURE.text, title="1.4 Armature", sources=("section",))
    assert missing_procedure("section 1.4 steps to rewind the armature", [pinned]) is None


VAPOUR = make_hit(
    "Water at 70 F has a vapour pressure of 0.35 psia; use it for the NPSH available.",
    title="10 Cavitation",
    doc="lab",
    page=39,
)
K_TABLE = make_hit(
    "Globe | Flanged 1: 13 | Flanged 2: 8.5 | Flanged 4: 6.0 | Flanged 8: 5.8 | Flanged 20: 5.5",
    kind="table",
    title="Resistance coefficients K for open valves",
    doc="lab",
    page=36,
)


@pytest.mark.parametrize(
    ("question", "figures"),
    [
        ("vapour press of water at 100F", ["100"]),
        ('K of a 6" flanged globe', ["6"]),
        ('K value for a 1/2" threaded swing check', ["1/2"]),
        ("head at 1800 rpm", ["1800"]),
        ("head at the highest flow (~63 gpm)", []),  # rough: no exact condition
        ("lab 10 in the book", []),  # "in" the word
        ("4-20mA remote setpoint", []),  # a range
        ("test coupon MS-10", []),  # a code
    ],
)
def test_the_figures_a_question_types_as_conditions(question: str, figures: list[str]) -> None:
    assert asked_conditions(question) == figures


def test_a_value_at_a_condition_no_passage_writes_is_declined_with_the_condition() -> None:
    reason = missing_condition("vapour press of water at 100F", [VAPOUR])
    assert reason is not None and "100F" in reason and "lab.pdf p. 39" in reason
    assert missing_condition("vapour pressure of water at 70 F?", [VAPOUR]) is None
    # a cell value 6.0 is not the size 6
    assert missing_condition('K of a 6" flanged globe, fully open', [K_TABLE]) is not None
    assert missing_condition('K of an 8" flanged globe, fully open', [K_TABLE]) is None
    # the same figure written with grouped thousands or a decimal comma
    speed = make_hit("Shutoff head at 1,800 rpm: 62 ft. Suction 0,5 bar.", doc="lab", page=41)
    assert missing_condition("shutoff head at 1800 rpm?", [speed]) is None
    assert missing_condition("head with suction at 0.5 bar", [speed]) is None
    assert missing_condition("shutoff head at 3600 rpm?", [speed]) is not None


def test_a_figure_written_with_a_unit_of_another_kind_is_another_condition() -> None:
    # "300–360 °F" is a head temperature, not a flow of 300 gpm
    start = make_hit(
        "6. Check oil pressure: 40–60 psi at rated speed.\n"
        "7. Check cylinder head temperature gauge: normal 300–360 °F, alarm at 392 °F.",
        title="4.1 Starting for fire fighting",
        doc="fire-pump",
        page=7,
    )
    test_points = make_hit(
        "Test point: 100 % rated | Flow, US gpm: 250 | Disch. press., psi: 145\n"
        "Test point: 150 % flow | Flow, US gpm: 375 | Disch. press., psi: 101",
        kind="table",
        title="1.1 Specifications",
        doc="fire-pump",
        page=4,
    )
    reason = missing_condition("efp disch press at 300 gpm", [start, test_points])
    assert reason is not None and "300 gpm" in reason
    # a figure under a column naming its unit, or written with a unit of the same kind
    assert missing_condition("efp disch press at 375 gpm", [start, test_points]) is None
    assert missing_condition("head temp alarm at 392F?", [start]) is None
    # "in" and "a" set apart are words, not units: "300 in the tank" still writes 300
    tank = make_hit("Keep the level at 300 in the sight glass; heating coil 40 kW.", doc="tank")
    assert missing_condition("heater kW at 300 mm level", [tank]) is None


def test_the_action_is_read_after_to_or_for_and_in_either_spelling() -> None:
    # "usual" says which procedure; venting is the action, and the hit describes it
    venting = make_hit("Venting the cooler: 1. Open the vent cock at the top.")
    assert (
        missing_procedure("what is the usual procedure for venting the cooler", [venting]) is None
    )
    # a British manual energises what an American engineer energizes
    energise = make_hit("To energise the switchboard, close the incoming breaker.")
    assert missing_procedure("steps to energize the main switchboard", [energise]) is None


@pytest.mark.parametrize(
    ("question", "text"),
    [
        ("can the pump motor run on 60 Hz", "Motor: 3 ph, 50/60 Hz, 380/440 V, 1450/1750 rpm"),
        ("is the heater ok on 440V", "Heater 380/440 V, 3 kW"),
        ("relief valve set at 1.0 bar?", "The relief valve opens at 1 bar."),
        ("speed at 1800 rpm", "Rated speed 1,800 rpm at 60 Hz."),
    ],
)
def test_a_figure_written_in_a_rating_or_another_style_is_covered(question: str, text: str) -> None:
    assert missing_condition(question, [make_hit(text)]) is None


BRUSHES = make_hit(
    "Carbon brushes ride on the commutator and carry the armature current to the load; the "
    "brush holders keep them pressed against the bars.",
    title="1.6 Commutation",
    doc="motors",
    page=19,
)


@pytest.mark.parametrize(
    ("question", "verb"),
    [
        ("new carbon brushes on a dc gen - how do i bed them in", "bed"),
        ("how to test a squirrel cage rotor for broken bars", "test"),
        ("evac pump motor turning backwards, how do i fix", None),  # a remedy, not steps
        ("how do i work out the loop gain by hand", None),  # a figure
        ("how long can the pump run dry", None),
        # light verbs: the action is in the words after them
        ("how do i bring the second vacuum pump online", None),
        ("how do i put the avr in manual mode", None),
    ],
)
def test_the_verb_a_how_do_i_question_asks_about(question: str, verb: str | None) -> None:
    assert asked_how(question) == verb


def test_how_to_do_what_no_manual_writes_near_the_thing_is_declined(tmp_path: Path) -> None:
    index = keyword_index(
        tmp_path,
        [
            BRUSHES.text,
            "The lathe bed carries the carriage and the tailstock.",  # "bed", not of brushes
            "Seat new brushes by drawing sandpaper under them round the commutator.",
        ],
    )
    try:
        question = "new carbon brushes on a dc gen - how do i bed them in to the commutator"
        reason = missing_procedure(question, [BRUSHES], plain_terms(question), index)
        assert reason is not None and "“bed”" in reason and "motors.pdf p. 19" in reason
        # the manual's own word for it, asked the same way: it is written near the brushes
        seat = "new carbon brushes - how do i seat them on the commutator"
        assert missing_procedure(seat, [BRUSHES], plain_terms(seat), index) is None
        # the passage found names the verb: quoted
        ride = "how do i press the brushes onto the commutator"
        assert missing_procedure(ride, [BRUSHES], plain_terms(ride), index) is None
    finally:
        index.close()


def test_how_to_do_it_in_the_manual_s_other_word_for_it_is_quoted(tmp_path: Path) -> None:
    """The engineer's verb is not the manual's: "change" the filter, the manual "replaces" the
    element; "inspect" the seals, the manual "checks" them."""
    index = keyword_index(
        tmp_path,
        [
            "Replace the filter element every 500 running hours.",
            "Check the shaft seals for leaks at every start.",
            "Galvanise the deck brackets before fitting.",
        ],
    )
    unrelated = make_hit("The pump casing is cast iron.", title="2 Pump", doc="pump", page=3)
    try:
        for question in (
            "how do i change the filter element",
            "how do i inspect the shaft seals",
        ):
            assert missing_procedure(question, [unrelated], plain_terms(question), index) is None
        # a verb the manuals write, but never near the thing in any of its words: declined
        question = "how do i galvanise the shaft seals"
        assert missing_procedure(question, [unrelated], plain_terms(question), index) is not None
    finally:
        index.close()


def test_how_to_do_it_in_a_verb_no_manual_writes_at_all_is_quoted(tmp_path: Path) -> None:
    """The engineer's own word for an action the manual writes otherwise ("upload" the
    parameters, the manual: "Send to HDEC", "write the parameters to EEPROM"): a verb the
    library never writes says nothing about what it describes, so it is not declined."""
    index = keyword_index(
        tmp_path,
        [
            "Click Send to Unit to write the configuration parameters to the EEPROM.",
            "Get from Unit receives the parameters of the selected tab.",
            "The lathe bed carries the carriage.",
        ],
    )
    found = make_hit(
        "Click Send to Unit to write the configuration parameters to the EEPROM.",
        title="Configuration Tab",
        doc="avr",
        page=61,
    )
    try:
        for question in (
            "how do i upload parameters to the unit",
            "how to download the settings from the unit",
        ):
            assert missing_procedure(question, [found], plain_terms(question), index) is None
        # a verb the library writes, never of parameters: still declined
        question = "how do i bed the parameters into the unit"
        assert missing_procedure(question, [found], plain_terms(question), index) is not None
    finally:
        index.close()


def test_how_to_service_it_is_quoted_where_the_manual_writes_its_maintenance(
    tmp_path: Path,
) -> None:
    index = keyword_index(
        tmp_path,
        [
            "Lathe maintenance: lubricate the ways daily and check the gib strips weekly.",
            "Service the brushes of the generator every 500 hours.",
        ],
    )
    found = make_hit(
        "Lathe maintenance: lubricate the ways daily and check the gib strips weekly.",
        title="3 Lathe Maintenance",
        doc="lathe",
        page=34,
    )
    try:
        question = "how do i service the lathe"
        assert missing_procedure(question, [found], plain_terms(question), index) is None
    finally:
        index.close()


@pytest.mark.parametrize(
    ("question", "thing"),
    [
        ("step by step for changing the flap in the mini-check valve", "flap"),
        ("step by step for changing the onlineflex pump motor bearings", "bearings"),
        ("steps to replace the pump lobes", "lobes"),
        # the action named as a noun: its thing stands before it (tuning.PROCEDURE_THING_BEFORE)
        ("impeller change procedure for the vacuum pump", "impeller"),
        # a pronoun stands for the thing the question opens with
        ("exciter diodes - step by step to check them w/ a meter", "diodes"),
        ("step by step to check them w/ a meter", None),
    ],
)
def test_the_thing_the_action_is_done_to(question: str, thing: str | None) -> None:
    assert acted_on(asked_action(question) or "", question) == thing


SCHEDULE = make_hit(
    "• Change the flap of the mini-check valve in every toilet.\n"
    "• Check operation, the push button, the seat and cover, rinse pattern.\n"
    "• Change electrical motor bearings",
    title="5.1.1 Every year:",
    doc="vacuum",
    page=55,
)


def test_a_task_named_once_in_a_schedule_holds_no_steps_for_it() -> None:
    reason = missing_procedure(
        "step by step for changing the flap in the mini-check valve", [SCHEDULE]
    )
    assert reason is not None and "only in passing" in reason and "vacuum.pdf p. 55" in reason
    bearings = "step by step for changing the pump motor bearings"
    assert missing_procedure(bearings, [SCHEDULE]) is not None
    wear = "steps for checking the wear plates"  # "Check the lobes and wear plates ... every year."
    assert missing_procedure(wear, [LOBES]) is not None
    # steps that go on about the thing, or a section whose title names the action, are quoted
    assert missing_procedure("step by step for replacing the pump lobes", [LOBES]) is None
    section = make_hit(
        "Drain the pump. Undo the six screws and pull the cover. Fit the new seal.",
        title="7.4 Changing the mechanical seal",
        doc="vacuum",
        page=30,
    )
    assert missing_procedure("steps for changing the mechanical seal", [section]) is None
    # numbered steps naming the thing, the action's word in a heading the passage lost
    numbered = make_hit(
        "11. Open the oxygen cylinder valve slowly and read the gauge.\n"
        "12. Repeat with the acetylene regulator in a well ventilated area.\n"
        "13. Examine the hoses before connecting them to the torch.",
        title="1 Safety",
    )
    setting_up = "step by step for setting up the oxy-acetylene regulators"
    assert missing_procedure(setting_up, [make_hit("Set the regulators."), numbered]) is None


def test_a_section_on_the_action_done_to_another_thing_holds_no_steps_for_it() -> None:
    oil_change = make_hit(
        "Drain the tank T-1 through the drain plug and refill with 40 l of ISO VG 32 oil. "
        "Run the pumps for 5 minutes and top up to the mark.",
        title="7.4 Oil change",
        doc="doors",
        page=10,
    )
    bladder = "wt door accumulator bladder change procedure"
    reason = missing_procedure(bladder, [oil_change])
    assert reason is not None and "only in passing" in reason and "doors.pdf p. 10" in reason
    # the section on doing it to the thing asked is quoted, the thing named in its text only
    assert missing_procedure("tank oil change procedure", [oil_change]) is None


@pytest.fixture(scope="module")
def maintenance_manual(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    steps = (
        "1. Close the shut-off valve. 2. Remove the clamps and pull the discharge valve off. "
        "3. Cut the old sleeve off the discharge valve and push the new sleeve on. "
        "4. Refit the discharge valve and the clamps."
    )
    path = sectioned_pdf(
        tmp_path_factory.mktemp("pdf") / "toilet-manual.pdf",
        [("5.1 Every year", SCHEDULE.text), ("5.2 Replacing the discharge valve sleeve", steps)],
        one_page=True,
    )
    yield from ingested(tmp_path_factory, "steps", [path])


def test_steps_for_a_task_the_manual_only_schedules_are_declined(maintenance_manual) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(
        maintenance_manual, "step by step for changing the flap in the mini-check valve"
    )
    assert answer.declined and "only in passing" in answer.answer_text
    # the steps the manual gives are quoted
    answer = ask_retrieval_only(
        maintenance_manual, "step by step for replacing the sleeve of the discharge valve"
    )
    assert not answer.declined and "Refit the discharge valve" in answer.answer_text
