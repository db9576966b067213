"""A part number written at the end of a sentence ("seal kit: part no. 451108.") is a part
number: the full stop after it is the sentence's, not a decimal point."""

from __future__ import annotations

import pytest

from engine.agent.evidence import missing_quantity
from tests.doubles.hits import make_hit

SPARES = make_hit(
    "Mechanical seal kit for the feed pump: part no. 451108. Impeller: part no. 451122. "
    "Coupling insert 3.14159 mm.",
    title="7 Spare parts",
    doc="pump",
    page=12,
)


@pytest.mark.parametrize(
    "question",
    ["feed pump seal kit part no", "part number of the impeller", "impeller pn?"],
)
def test_a_part_number_ending_a_sentence_is_given(question: str) -> None:
    assert missing_quantity(question, [SPARES]) is None


def test_a_decimal_is_no_part_number() -> None:
    insert = make_hit("Coupling insert 3.14159 mm thick.", title="7 Spare parts", doc="pump")
    assert missing_quantity("coupling insert part no", [insert]) is not None
