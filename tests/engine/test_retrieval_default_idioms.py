"""'What is it set to out of the box', 'from the factory', 'as shipped': the engineer asks for
the default, which a manual prints in its parameter list's Default column; the idiom's own words
("box", "factory") name nothing there. The question is read as asking for the default."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.vocab.idioms import plain_default
from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import _table

_PROSE = [
    "The loss of field protection trips the exciter when the field current stays below the",
    "loss of field level for longer than the loss of field delay. Raise the level when the",
    "generator is run at leading power factor for long periods, and set the delay longer",
    "than the longest voltage dip expected on the network. The under voltage protection",
    "trips the generator breaker when the voltage stays below its level for its delay.",
]
_PARAMETERS = [
    ["Parameter", "Unit", "Min", "Max", "Default"],
    ["Over voltage level", "%", "100", "150", "120"],
    ["Over voltage delay", "sec", "0.1", "60", "2"],
    ["Under voltage level", "%", "50", "100", "80"],
    ["Under voltage delay", "sec", "0.1", "60", "5"],
    ["Loss of field level", "%", "0", "50", "10"],
    ["Loss of field delay", "sec", "0.1", "60", "5"],
    ["Soft start time", "sec", "1", "60", "10"],
    ["Terminal box heater", "-", "0", "1", "1"],
]


def _manual(path: Path) -> Path:
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 60), "4 Protection functions", fontsize=16, fontname="hebo")
    for n, line in enumerate(_PROSE):
        page.insert_text((72, 90 + 14 * n), line, fontsize=10, fontname="helv")
    page = doc.new_page()
    page.insert_text((72, 60), "Appendix A Parameter list", fontsize=16, fontname="hebo")
    page.insert_text((72, 92), "Table A-1 Protection parameters", fontsize=10)
    _table(page, 72, 100, [170, 50, 50, 50, 60], _PARAMETERS, row_h=18)
    page = doc.new_page()
    page.insert_text((72, 60), "5 Installation", fontsize=16, fontname="hebo")
    page.insert_text(
        (72, 90),
        "Mount the terminal box on the cubicle wall out of the way of the cable trays.",
        fontsize=10,
        fontname="helv",
    )
    doc.save(path)
    doc.close()
    return path


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("what is the LOF level set to out of the box", "what is the LOF level set to by default"),
        ("trip delay from the factory?", "trip delay by default?"),
        ("factory setting of the soft start time", "default setting of the soft start time"),
        ("is the heater on as shipped", "is the heater on by default"),
        # a box or a factory that is a thing stays as typed
        ("where is the terminal box", "where is the terminal box"),
        ("which factory built the unit", "which factory built the unit"),
    ],
)
def test_an_idiom_for_the_default_is_read_as_default(typed: str, read: str) -> None:
    assert plain_default(typed) == read


@pytest.fixture(scope="module")
def protection(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    pdf = _manual(tmp_path_factory.mktemp("pdf") / "avr-protection-manual.pdf")
    yield from ingested(tmp_path_factory, "default-idioms", [pdf])


@pytest.mark.parametrize(
    ("question", "page"),
    [
        ("loss of field protection - what is it set to out of the box (%, secs)", 2),
        ("under voltage trip - what level and delay from the factory", 2),
        # asked with the word itself, and a question about a real box: as before
        ("loss of field level default", 2),
        ("where do i mount the terminal box", 3),
        ("when should the loss of field level be raised", 1),
    ],
)
def test_the_default_column_answers(protection, question: str, page: int) -> None:  # type: ignore[no-untyped-def]
    answer = ask_retrieval_only(protection, question)
    assert not answer.declined
    assert answer.evidence[0].page == page
