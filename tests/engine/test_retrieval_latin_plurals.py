"""A question types the Latin plural, the manual prints the singular in its headings ("what
appendices are at the back" against "Appendix A Parameter list"), or the other way round:
"-ices" is found as "-ix" / "-ex" and "-ix" / "-ex" as "-ices" (hybrid.inflections), as "rooms"
is found as "room". Words of other endings and questions typed as printed stay answered."""

from __future__ import annotations

import pytest

from engine.retrieval.hybrid import coverage, inflections, query_terms
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import sectioned_pdf

_PAGES = [
    (
        "1 Introduction",
        "This manual describes the installation, operation and maintenance of the excitation "
        "controller. Read the safety instructions before any work on the unit.",
    ),
    (
        "2 Protection devices",
        "The controller trips the field breaker on over voltage, over current and loss of "
        "sensing. The protection devices are reset from the front panel.",
    ),
    (
        "3 Fault codes",
        "Each fault is shown on the display by its code and kept in the event log with the "
        "time it came in; the last fifty faults are kept.",
    ),
    (
        "Appendix A Parameter list",
        "Every configuration parameter with its unit, range, resolution and default value, "
        "grouped as configuration, gains, limiters and protection.",
    ),
    (
        "Appendix B Mathematical models",
        "Block diagrams of the voltage regulator, the limiters and the power system "
        "stabiliser, with the typical values of their gains and time constants.",
    ),
]


@pytest.fixture(scope="module")
def manual(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    pdf = sectioned_pdf(tmp_path_factory.mktemp("pdf") / "excitation-controller.pdf", _PAGES)
    yield from ingested(tmp_path_factory, "latin-plurals", [pdf])


def test_the_latin_plural_and_singular_are_forms_of_one_word() -> None:
    assert "appendix" in inflections("appendices")
    assert "index" in inflections("indices")
    assert "appendices" in inflections("appendix")
    assert "vertices" in inflections("vertex")
    assert not any(f.endswith("ices") for f in inflections("fix"))  # no "f" + "ices"


def test_the_plural_typed_is_found_as_the_singular_printed(manual) -> None:  # type: ignore[no-untyped-def]
    docs = {d.doc_id: d for d in manual.library.records.documents()}
    terms = query_terms(manual.library, "what appendices are at the back of the manual", docs)
    assert "appendix" in terms.expansions["appendices"]
    printed = "Appendix A Parameter list"
    assert coverage(terms, printed) > coverage(terms, "Chapter 4 Parameter list")


@pytest.mark.parametrize(
    ("question", "pages"),
    [
        ("what appendices has the manual got", {4, 5}),
        ("which appendices give the parameter defaults", {4}),
        # typed as printed, or words ending so that are no Latin plural: still answered
        ("appendix with the mathematical models", {5}),
        ("how are the protection devices reset", {2}),
        ("how many faults are kept in the event log", {3}),
    ],
)
def test_the_page_printing_the_other_form_answers(manual, question: str, pages: set[int]) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(manual, question)
    assert not answer.declined
    assert answer.evidence[0].page in pages
