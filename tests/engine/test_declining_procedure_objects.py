"""Declining a question for steps when the manuals write the action only of other things: "how
do i adjust the contrast" where "set" and "adjust" are written of alarm limits and gains, "step
by step to check them" (the rotating diodes) where only the insulation is checked. The manual
is generated here, another maker's, so nothing is read off the corpus's wording."""

from __future__ import annotations

import pytest

from engine.retrieval.procedure import acted_on, asked_action, asked_how
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import sectioned_pdf


@pytest.mark.parametrize(
    ("question", "action"),
    [
        # the action before "steps" reads as one; "sets" after "for" does not
        ("eebd donning steps for the sets on the 4 dk", "donning"),
        ("installation steps for the control unit", "installation"),
        ("steps to rewind it", "rewind"),
        ("step by step for swapping the lobes", "swapping"),
    ],
)
def test_the_action_before_steps(question: str, action: str) -> None:
    assert asked_action(question) == action


@pytest.mark.parametrize(
    ("action", "question", "thing"),
    [
        # a pronoun stands for the thing the question opens with
        ("check", "exciter rotating diodes - step by step to check them w/ a meter", "diodes"),
        ("bed", "new carbon brushes on a dc gen - how do i bed them in", "brushes"),
        ("swap", "onlineflex vac sensor - step by step to swap it", "sensor"),
        ("estimate", "winding resistance param - how do i estimate it", "resistance"),
        ("swap", "step by step to swap it", None),  # nothing opens the question
        # a phrasal verb's particle is no thing; two verbs share the object
        ("drain", "how do i drain down and reset the section valves", "valves"),
        ("top", "how do i top up the header tank", "tank"),
        ("adjust", "hdec lcd too dark to read, how do i adjust the contrast", "contrast"),
    ],
)
def test_the_thing_an_action_is_done_to(action: str, question: str, thing: str | None) -> None:
    assert acted_on(action, question) == thing


def test_estimating_asks_for_a_figure_not_steps() -> None:
    assert asked_how("how do i estimate the field resistance from the cold one") is None
    assert asked_how("how do i adjust the contrast") == "adjust"


@pytest.fixture(scope="module")
def controller_manual(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    path = sectioned_pdf(
        tmp_path_factory.mktemp("pdf") / "kestrel-kx40-controller.pdf",
        [
            (
                "3 Front panel",
                "The LCD of the KX40 shows the voltage set point, the alarms and the gains. "
                "Set the alarm limits with the UP and DOWN keys and press ENTER to store them. "
                "Adjust the proportional gain in small steps while watching the response.",
            ),
            (
                "4 Display",
                "The display has a green backlight. To adjust the backlight, hold MENU for three "
                "seconds and turn the knob until the text is easy to read.",
            ),
            (
                "5 Exciter",
                "The rotating diodes are mounted on the exciter hub. A failed diode shows as a "
                "ripple on the field current, which the KX40 reports as alarm A7.",
            ),
            (
                "6 Insulation",
                "Check the insulation of the stator winding with a 500 V tester before the "
                "first start: disconnect the KX40 sensing leads, then measure each phase to "
                "earth and record the readings.",
            ),
            (
                "7 Fuses",
                "Change the fuse F1 only with the supply isolated; use a 2 A slow-blow fuse.",
            ),
        ],
    )
    yield from ingested(tmp_path_factory, "objects", [path])


def test_how_to_do_it_to_a_thing_the_manual_never_does_it_to_is_declined(controller_manual) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(
        controller_manual, "kx40 lcd too dark, how do i adjust the contrast"
    )
    assert answer.declined and "“contrast”" in answer.answer_text
    answer = ask_retrieval_only(
        controller_manual, "kx40 lcd too dark, how do i change the contrast"
    )
    assert answer.declined and "“contrast”" in answer.answer_text
    answer = ask_retrieval_only(
        controller_manual, "exciter rotating diodes - step by step to check them w/ a meter"
    )
    # "check" is written, of the insulation only
    assert answer.declined and "diodes" in answer.answer_text.split("\n\n", 1)[1]


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("kx40 display - how do i adjust the backlight", "hold MENU"),
        ("how do i set the alarm limits on the kx40", "UP and DOWN keys"),
        ("stator winding - step by step to check it before first start", "500 V tester"),
        ("how do i measure the stator insulation", "500 V tester"),
        ("kx40 gains - how do i adjust them", "small steps"),
        # to change a setting is to set it (stop 33, held34b pp-091): the library writes
        # "change" of the fuse only, so without that reading the backlight would be declined
        ("kx40 display - how do i change the backlight", "hold MENU"),
    ],
)
def test_how_to_do_what_the_manual_does_to_the_thing_is_quoted(
    controller_manual,  # type: ignore[no-untyped-def]
    question: str,
    quoted: str,
) -> None:
    answer = ask_retrieval_only(controller_manual, question)
    assert not answer.declined and quoted in answer.answer_text
