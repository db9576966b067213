"""One item of a long list (a maker's "features and capabilities" pages, a spec sheet's lines)
is read on its own: forty one-line features chunked twenty to a passage match no one question,
and the pages that only name the feature came first (retrieval.list_focus). Prose pages stay
answered, and a list passage's score, which declining reads, is kept."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.retrieval import tuning
from engine.retrieval.hybrid import query_terms
from engine.retrieval.list_focus import entry_starts, entry_window, focus_window, is_list
from tests.conftest import ask_retrieval_only, ingested

_FEATURES = [
    "Four regulation modes (AVR, FCR, VAR, PF)",
    "No external control power needed",
    "Ready mode for shunt power supply applications",
    "Soft start build-up in AVR and FCR mode",
    "Over and under excitation limiters",
    "Stator current limiter",
    "Under frequency (V/Hz) limiter",
    "Bumpless transfer between regulation modes",
    "Reactive droop compensation for parallel operation",
    "Generator over voltage and under voltage protection",
    "Generator over current, definite and inverse time",
    "Exciter field over current protection",
    "Loss of field and loss of sensing protection",
    "Rotating diode monitor for open and shorted diodes",
    "Short circuit protection of the excitation output",
    "Three phase true rms generator voltage sensing",
    "Single phase generator current sensing, 1 A or 5 A",
    "Cross current loop input, 1 A",
    "Analog input for remote setpoint or PSS",
    "Seven fixed digital inputs",
    "Three programmable digital inputs",
    "PWM excitation output rated 15 A",
    "Three programmable relay outputs",
    "One watchdog relay output",
    "Front panel display of generator voltage and current",
    "Display of active power, frequency and power factor",
    "Display of field current and field voltage",
    "Display of DC link voltage and PWM duty",
    "Display of diode ripple for open and shorted diodes",
    "Display of the firmware version number",
    "LED for processor on and off",
    "LED for local and remote control",
    "LED for alarm and fault conditions",
    "RS-232 port for site configuration",
    "RS-485 port for remote reading",
    "Setup software for parameter configuration",
    "Setup software for real time trending",
    "Event log of the last fifty faults",
]

_PROSE_PAGES = [
    (
        "5 Relay outputs",
        [
            "The relay outputs of the controller are wired to terminal strip X4. Each relay",
            "output is assigned in the setup software to an alarm, a limiter or a mode, and",
            "the assignment is kept when control power is lost. Programmable outputs are",
            "tested from the maintenance page by forcing each relay in turn and checking",
            "that its contact changes over at the terminal strip before the set is run.",
        ],
    ),
    (
        "6 Excitation output",
        [
            "The excitation output of the controller feeds the exciter field through the",
            "field breaker. The output stage is a PWM chopper fed from the DC link; its",
            "duty is shown on the display. Keep the field cables apart from the sensing",
            "cables and earth the screen at the controller end only, as the wiring shows.",
        ],
    ),
    (
        "7 Diode monitor",
        [
            "The rotating diode monitor compares the ripple of the field current with the",
            "level set for an open diode and for a shorted diode. When the ripple exceeds",
            "the level for the delay set, the monitor trips the exciter or gives an alarm.",
            "Set the levels at commissioning from the ripple read with all diodes healthy.",
        ],
    ),
]


_GLOSSARY = [
    "BUMPLESS TRANSFER\u2014A change of regulation mode that leaves the output where it was.",
    "CROSS CURRENT COMPENSATION\u2014Sharing of reactive load between generators in parallel",
    "by a loop of their current transformers, without droop.",
    "DIODE RIPPLE\u2014The ac part of the field current. A healthy bridge gives six pulses a",
    "cycle; an open diode doubles the ripple, a shorted one gives a large pulse once a cycle.",
    "FIELD FLASHING\u2014Feeding the field from the station battery until the voltage builds up.",
    "WATCHDOG\u2014A relay held energised by the running program; it drops when the program stops.",
    "EXCITER\u2014The small generator on the main shaft that feeds the rotating field.",
    "PMG\u2014Permanent magnet generator feeding the regulator from the shaft.",
    "SOFT START\u2014A slow ramp of the setpoint while the voltage builds up from remanence.",
    "STATOR\u2014The stationary part of the machine carrying the armature winding.",
    "DROOP\u2014The fall of the voltage setpoint with reactive current, for load sharing.",
    "LIMITER\u2014A loop that overrides the regulator to keep the machine within its capability.",
    "REMANENCE\u2014The magnetism left in the field poles when the machine is stopped.",
    "SETPOINT\u2014The value the regulator holds the controlled quantity at.",
]


def _features_manual(path: Path) -> Path:
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 60), "1 General information", fontsize=16, fontname="hebo")
    page.insert_text((72, 84), "The controller has these features:", fontsize=10)
    y = 104.0
    for feature in _FEATURES:
        if y > 790:
            page, y = doc.new_page(), 60.0
        page.insert_text((84, y), f"- {feature}", fontsize=10, fontname="helv")
        y += 15
    for heading, lines in _PROSE_PAGES:
        page = doc.new_page()
        page.insert_text((72, 60), heading, fontsize=16, fontname="hebo")
        for n, line in enumerate(lines):
            page.insert_text((72, 90 + 14 * n), line, fontsize=10, fontname="helv")
    page = doc.new_page()
    page.insert_text((72, 60), "Appendix A Glossary", fontsize=16, fontname="hebo")
    for n, line in enumerate(_GLOSSARY):
        page.insert_text((72, 90 + 14 * n), line, fontsize=10, fontname="helv")
    doc.save(path)
    doc.close()
    return path


def test_a_list_is_told_from_prose() -> None:
    assert is_list(_FEATURES)
    prose = [line for _, lines in _PROSE_PAGES for line in lines]
    assert not is_list(prose)
    assert not is_list(_FEATURES[:3])  # three lines are no list to read item by item


@pytest.fixture(scope="module")
def features(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    pdf = _features_manual(tmp_path_factory.mktemp("pdf") / "avr-features-manual.pdf")
    yield from ingested(tmp_path_factory, "bullet-lists", [pdf])


@pytest.mark.parametrize(
    ("question", "page", "within"),
    [
        # one bullet of the list asked: the list's page comes first, not the page about the
        # diode monitor that names "ripple" and "display" in its prose (it came first before)
        ("can i see diode ripple on the front display", 1, 1),
        ("does it need an external control power supply", 1, 1),
        ("is current sensing 1 A or 5 A", 1, 1),
        ("which ports for site configuration", 1, 1),
        ("does it have a watchdog relay", 1, 1),
        # a prose page is about the same thing: the list's page next to it
        ("how many programmable relay outputs does the controller have", 1, 2),
        ("what is the pwm excitation output rated at", 1, 2),
        # must stay answered from the prose pages
        ("how do i test the relay outputs", 2, 1),
        ("how should the field cables be run", 3, 1),
        ("how are the diode monitor levels set at commissioning", 4, 1),
        # a glossary is read entry by entry
        ("diode ripple - how many pulses a cycle from a healthy bridge", 5, 1),
    ],
)
def test_a_bullet_of_a_long_list_is_found_on_its_page(
    features, question: str, page: int, within: int
) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(features, question)
    assert not answer.declined
    assert page in [e.page for e in answer.evidence[:within]]


def test_without_the_list_reading_the_prose_page_came_first(features, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(tuning, "LIST_FOCUS_SHARE", 0.0)
    answer = ask_retrieval_only(features, "can i see diode ripple on the front display")
    assert answer.evidence[0].page == 4


def test_a_glossary_is_read_entry_by_entry(features) -> None:  # type: ignore[no-untyped-def]
    docs = {d.doc_id: d for d in features.library.records.documents()}
    terms = query_terms(
        features.library, "diode ripple - pulses a cycle from a healthy bridge", docs
    )
    starts = entry_starts(_GLOSSARY)
    assert len(starts) == len(_GLOSSARY) - 2  # two entries run on to a second line
    entry = entry_window(terms, _GLOSSARY, starts)
    assert entry is not None and entry.startswith("DIODE RIPPLE")
    assert entry.endswith("a large pulse once a cycle.")
    assert entry_starts(_FEATURES) == []  # a feature list is no glossary


def test_the_window_is_the_bullet_the_question_names(features) -> None:  # type: ignore[no-untyped-def]
    docs = {d.doc_id: d for d in features.library.records.documents()}
    terms = query_terms(features.library, "can i see diode ripple on the front display", docs)
    window = focus_window(terms, _FEATURES)
    assert window is not None
    assert "Display of diode ripple for open and shorted diodes" in window.splitlines()
    assert len(window.splitlines()) == 2 * tuning.LIST_FOCUS_AROUND + 1


def test_the_list_passage_keeps_its_score(features, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    question = "can i see diode ripple on the front display"
    moved = ask_retrieval_only(features, question).evidence
    monkeypatch.setattr(tuning, "LIST_FOCUS_SHARE", 0.0)
    kept = ask_retrieval_only(features, question).evidence
    on_list = [e.score for e in moved if e.page == 1 and e.type == "text"]
    assert on_list and on_list[0] in [e.score for e in kept if e.page == 1]
