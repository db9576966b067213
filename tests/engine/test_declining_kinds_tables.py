"""A settings table names its rows' thing by its column header: "Undervoltage trip" under the
column "Setting" is the undervoltage trip setting, though no line writes "trip setting". Asked
so, it is answered, not declined as a kind of setting the library lacks ("alarm settings",
"protection settings" being the kinds its headings name); a setting the manual does not give is
still declined. A small generated manual of two settings tables."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import _heading, _para, _table

GENERATOR = (
    "The emergency generator is started from the local panel. Its speed governor is adjusted by "
    "the engine maker only and is not described in this manual."
)


def _manual(path: Path) -> Path:
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page()
    y = _heading(page, 60, "3.3 Alarm settings", 12)
    rows = [
        ["Alarm", "Setpoint", "Delay (s)"],
        ["High oil temperature", "105 °C", "5"],
        ["High back pressure", "3.0 bar", "3"],
        ["Water in oil", "0.5 %", "20"],
    ]
    _table(page, 72, y, [200, 100, 80], rows)
    page = doc.new_page()
    y = _heading(page, 60, "8 Protection settings", 14)
    rows = [
        ["Parameter", "Unit", "Min.", "Max.", "Setting"],
        ["Overcurrent delay", "s", "0.1", "30", "5"],
        ["Reverse power", "%", "2", "20", "8"],
        ["Undervoltage trip", "V", "300", "440", "360"],
    ]
    _table(page, 72, y, [170, 50, 60, 60, 70], rows)
    y = _heading(page, y + len(rows) * 22 + 20, "9 Emergency generator", 14)
    _para(page, y, GENERATOR)
    doc.save(path)
    doc.close()
    return path


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    pdf = _manual(tmp_path_factory.mktemp("pdf") / "switchboard-manual.pdf")
    yield from ingested(tmp_path_factory, "kinds-tables", [pdf])


ask = ask_retrieval_only


def test_a_row_under_the_setting_column_is_that_setting(engine) -> None:  # type: ignore[no-untyped-def]
    for question in (
        "undervoltage trip setting volts",
        "what is the undervoltage trip setting",
        "reverse power setting %",
    ):
        answer = ask(engine, question)
        assert not answer.declined, question
        assert "other kinds of setting" not in answer.answer_text, question


def test_a_setting_the_tables_do_not_give_is_still_declined(engine) -> None:  # type: ignore[no-untyped-def]
    # the governor is named once, in a paragraph, never as a row of a settings table
    answer = ask(engine, "what is the governor setting")
    assert answer.declined
    assert "other kinds of setting" in answer.answer_text
    # the overcurrent row gives a delay in seconds, not a current
    assert ask(engine, "overcurrent trip setting amps").declined
