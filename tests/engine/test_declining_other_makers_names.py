"""Other makers write a model, a component and a value in their own ways; a question typed in
the engineer's way is answered, not declined as if the manual lacked it:
- a model designation typed in parts ("tk-hv 34", "csx 40") names the manual whose file name or
  title writes it glued or otherwise split ("thorsen-tkhv34-...", "TK-HV 34");
- "oil qty and grade": the kind before the pair ("oil") names both;
- a component under the other name the trade gives it ("alternator" for the generator the
  manual describes, resources/gazetteer/same_components.txt);
- "takes 12 min": a number with its unit is an amount, not a member of a numbered set;
- "what happens at high separator pressure": "happens" is how the question asks, no word the
  manuals lack (the alarm row answers it), nor is "target" or "ideal" (a value asked).
What no manual gives stays declined. Three small generated manuals of made-up makers."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import ask_retrieval_only, ingested
from tests.doubles.pdfs import _heading, _para, _table


def _manual(path: Path, title: str, text: str, tables: list[tuple[str, list[list[str]]]]) -> Path:
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page()
    y = _heading(page, 60, title, 13)
    y = _para(page, y, text)
    for heading, rows in tables:
        y = _heading(page, y + 10, heading, 12)
        _table(page, 60, y, [170, 150, 190], rows)
        y += len(rows) * 22 + 20
    doc.save(path)
    doc.close()
    return path


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    folder = tmp_path_factory.mktemp("pdf")
    compressor = _manual(
        folder / "thorsen-tkhv34-main-air-compressor.pdf",
        "INSTRUCTION MANUAL TK-HV 34 MAIN AIR COMPRESSOR",
        "The TK-HV 34 compresses atmospheric air to 30 bar for the main engine starting air "
        "receivers. The oil pressure must rise above 2.5 bar within 30 seconds of starting.",
        [
            (
                "2 Technical data",
                [
                    ["Parameter", "Value", "Remark"],
                    ["Lubricating oil", "ISO VG 100", "mineral compressor oil"],
                    ["Crankcase oil capacity", "6.5 litres", "to the dipstick mark"],
                    ["Cooling water flow", "2.4 m3/h", "fresh water"],
                ],
            )
        ],
    )
    separator = _manual(
        folder / "centrivex-csx40-fuel-oil-separator.pdf",
        "CENTRIVEX CSX-40 FUEL OIL SEPARATOR",
        "The bowl takes 8 to 10 minutes to reach its full speed of 9800 rpm. A run-up time over 15 "
        "minutes points to worn friction pads in the coupling: replace the friction pads.",
        [
            (
                "2.2 Operating data CSX-40",
                [
                    ["Parameter", "Value", "Remark"],
                    ["Gear housing oil", "4.0 litres", "ISO VG 220 gear oil"],
                    ["Operating water pressure", "2 - 6 bar", "fresh water"],
                ],
            ),
            (
                "2.3 Alarms",
                [
                    ["Alarm", "Set point", "Action"],
                    ["Separator pressure high", "pressure switch", "Feed pump stops"],
                    ["Bowl speed low", "9000 rpm", "Sludge discharge blocked"],
                ],
            ),
        ],
    )
    generator = _manual(
        folder / "hokusei-hd6le-emergency-generator.pdf",
        "HD-6LE EMERGENCY GENERATOR SET",
        "Generator: measure the insulation resistance of the stator winding every 6 months with "
        "a 500 V megger; it must be at least 1 MOhm. The engine takes 38 litres of oil including "
        "the filters. The starter takes 100 A while cranking.",
        [],
    )
    yield from ingested(tmp_path_factory, "other-makers-names", [compressor, separator, generator])


ask = ask_retrieval_only


def test_a_model_typed_in_parts_names_its_manual(engine) -> None:  # type: ignore[no-untyped-def]
    for question in ("wht oil grade for tk-hv 34", "oil grade for tk hv34", "tkhv 34 oil grade"):
        answer = ask(engine, question)
        assert not answer.declined, (question, answer.answer_text)
        assert "VG 100" in answer.answer_text, question
    # the model's parts are words of the library (its manual's name), not unknown ones
    answer = ask(engine, "crankcase oil capacity for tk hv34")
    assert not answer.declined and "6.5 litres" in answer.answer_text
    # a model no manual names stays declined
    assert ask(engine, "oil grade for the kx-90 compressor").declined


def test_a_kind_before_a_pair_of_quantities_names_both(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask(engine, "gear housing oil qty and grade csx40")
    assert not answer.declined and "VG 220" in answer.answer_text
    # the grade of something the manual gives none of stays declined
    assert ask(engine, "bowl seal ring qty and grade csx40").declined


def test_a_component_under_the_trades_other_name_is_answered(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask(engine, "min insulation resistance alternator")
    assert not answer.declined and "1 MOhm" in answer.answer_text
    assert not ask(engine, "purifier gear housing oil grade").declined
    # a component with no other name the library prints stays declined
    assert ask(engine, "windlass brake lining thickness").declined


def test_a_number_with_its_unit_is_no_member_of_a_set(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask(engine, "separator takes 12 min to get up to speed")
    assert not answer.declined and "friction pads" in answer.answer_text


def test_what_happens_at_a_condition_asks_no_value(engine) -> None:  # type: ignore[no-untyped-def]
    answer = ask(engine, "what happens at high separator pressure")
    assert not answer.declined and "Feed pump stops" in answer.answer_text
    # a value of something the manuals do not give stays declined
    assert ask(engine, "bowl nut tightening torque csx40").declined


def test_a_word_asking_for_the_value_is_no_unknown_word(engine) -> None:  # type: ignore[no-untyped-def]
    # "target", "ideal": how the value is asked, not a thing the manuals lack
    for question in ("operating water pressure target csx40", "ideal operating water pressure"):
        answer = ask(engine, question)
        assert not answer.declined, (question, answer.answer_text)
        assert "2 - 6 bar" in answer.answer_text, question
    # a thing no manual describes stays declined
    assert ask(engine, "target flow of the ballast pump").declined
    from engine.retrieval.hybrid import query_terms

    docs = {d.doc_id: d for d in engine.documents()}
    terms = query_terms(engine._library, "water pressure target", docs)
    assert terms.absent == 0.0  # "target" is no word the library lacks
    assert query_terms(engine._library, "water pressure sensor", docs).absent > 0.0
    # nor is "happens" of "what happens at ...": how the question asks
    assert "happens" not in query_terms(engine._library, "what happens at high pressure").terms
