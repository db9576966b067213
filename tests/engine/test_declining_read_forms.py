"""Forms the readers under the decline checks must read (stop 22): a share typed whole and a
table's "99,0"; a part number after its label without a colon; a concentration after a word; the
chat spelling of "what" and the engineer's "caustic" for the manual's NaOH."""

from __future__ import annotations

import pytest

from engine.agent.evidence import missing_condition, missing_quantity
from engine.retrieval.numbered import numbered_things
from engine.store.keyword import STOPWORDS
from engine.vocab.conversation import CONVERSATION_WORDS
from engine.vocab.shorthand import shorthand_words
from tests.doubles.hits import make_hit

PURITY = make_hit(
    "N2 purity (%): 95,0 | N2 flow (Nm3/h): 120 | Air consumption (Nm3/h): 265\n"
    "N2 purity (%): 99,0 | N2 flow (Nm3/h): 62 | Air consumption (Nm3/h): 205\n"
    "N2 purity (%): 99,5 | N2 flow (Nm3/h): 48 | Air consumption (Nm3/h): 190",
    kind="table",
    title="Capacity",
    doc="nitrogen-generator",
)


@pytest.mark.parametrize(
    "question", ["n2 output at 99% purity Nm3/h", "air consumption at 95 % purity nitrogen"]
)
def test_a_share_typed_whole_is_the_tables_decimal(question: str) -> None:
    assert missing_condition(question, [PURITY]) is None


def test_a_share_the_table_does_not_hold_is_still_another_condition() -> None:
    assert missing_condition("n2 output at 97% purity Nm3/h", [PURITY]) is not None


def test_a_part_number_after_its_label_without_a_colon_is_given() -> None:
    spares = make_hit(
        "Use only Cardinal spare parts. Seal kit P/N 30-4471, UV lamp P/N 30-2209, window set "
        "P/N 30-2214.",
        doc="odme",
    )
    assert missing_quantity("uv lamp p/n", [spares]) is None


def test_a_concentration_after_a_word_is_a_value_not_a_member() -> None:
    assert numbered_things("oil content reads 0 ppm but theres oil in the sample") == []
    assert [t.surface for t in numbered_things("gas reading at sensor 3")] == ["sensor 3"]


def test_chat_spellings_and_the_trades_names_for_a_chemical() -> None:
    assert {"wht", "wat"} <= STOPWORDS
    assert {"own", "considered", "aim"} <= CONVERSATION_WORDS
    assert "naoh" in shorthand_words("caustic")
