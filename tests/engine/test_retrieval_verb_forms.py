"""A question types the verb, the manual prints the noun made of it: "can the relay switch a
coil" against "Contact switching rating", "sheet" against "poly sheeting". The word the library
uses is found in its -ing / -ed forms too (tuning.VERB_FORMS), and a question typed in the
manual's own form stays answered."""

from __future__ import annotations

import pytest

from engine.retrieval import tuning
from engine.retrieval.hybrid import coverage, query_terms
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import sectioned_pdf

_PAGES = [
    (
        "4 Front panel",
        "The mode switch on the front panel has two positions, LOCAL and REMOTE. Turn the "
        "switch to REMOTE before the generator is put on load. The panel lamps show the "
        "selected mode; the data sheet in Appendix A lists the lamp colours.",
    ),
    (
        "6 Output relays",
        "Relay outputs K1 and K2: contact switching rating 125 Vdc, 0.2 A and 24 Vdc, 5 A. "
        "Contact continuous rating 5 A. Fit a free-wheeling diode across an inductive load.",
    ),
    (
        "7 Relay test",
        "The relay contacts are wired to terminal strip X1. Use the test switch on the board to "
        "operate each relay in turn and check that its contacts change over.",
    ),
    (
        "8 Packing for storage",
        "Wrap the unit in polyethylene sheeting at least 0.2 mm thick and put a bag of "
        "desiccant inside before the crate is closed.",
    ),
]


@pytest.fixture(scope="module")
def relays(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    pdf = sectioned_pdf(tmp_path_factory.mktemp("pdf") / "avr-controller-manual.pdf", _PAGES)
    yield from ingested(tmp_path_factory, "verb-forms", [pdf])


def test_a_verb_typed_is_found_as_the_noun_the_manual_prints(relays) -> None:  # type: ignore[no-untyped-def]
    docs = {d.doc_id: d for d in relays.library.records.documents()}
    terms = query_terms(relays.library, "can the relay switch a 125 Vdc coil", docs)
    assert "switching" in terms.expansions["switch"]
    printed = "Relay outputs K1 and K2: contact switching rating 125 Vdc, 0.2 A"
    assert coverage(terms, printed) > coverage(terms, printed.replace("switching", "current"))


def test_without_the_forms_the_verb_is_not_found(relays, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(tuning, "VERB_FORMS", False)
    docs = {d.doc_id: d for d in relays.library.records.documents()}
    terms = query_terms(relays.library, "can the relay switch a 125 Vdc coil", docs)
    assert "switching" not in terms.expansions.get("switch", ())


@pytest.mark.parametrize(
    ("question", "page"),
    [
        ("can the relay switch a 125 Vdc coil, how many amps", 2),
        ("how much load can the relay contacts switch", 2),
        # the relay test page writes "relay", "contacts" and "switch" as typed: without the
        # -ing form the rating page came second
        ("relay contacts - what do they switch", 2),
        ("what can the contacts switch", 2),
        ("how thick a poly sheet to wrap the unit for storage", 4),
        # typed in the manual's own form: still answered from its page
        ("relay contact switching rating at 125 Vdc", 2),
        ("polyethylene sheeting thickness for packing", 4),
        ("how do i check the relay contacts change over", 3),
        ("which positions does the mode switch have", 1),
    ],
)
def test_the_page_printing_the_noun_answers(relays, question: str, page: int) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(relays, question)
    assert not answer.declined
    assert answer.evidence[0].page == page
