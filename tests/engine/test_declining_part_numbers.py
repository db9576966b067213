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


# A parts list's rows as the index writes them, "Header: cell", in a maker's own numbering
# (two groups of digits, letters and digits mixed): under its label it is the part number.
PARTS_LIST = make_hit(
    "Item: 30 | Part no.: 34-2205 | Description: Valve assembly, 2nd stage, complete | Qty: 1\n"
    "Item: 31 | Part no.: 34-2210 | Description: Valve plate and spring set, 2nd stage | Qty: 2\n"
    "Item: 12 | P/N: PMS-UV4K-01 | Description: UV lamp, 4 kW | Qty: 2\n"
    "Item: 14 | Order no.: 6LE-41-0300 | Description: Injector nozzle | Qty: 6",
    title="7 SPARE PARTS",
    doc="compressor",
    page=10,
    kind="table",
)


@pytest.mark.parametrize(
    "question",
    [
        "part no 2nd stage valve plates",
        "uv lamp part number",
        "part no for the injector nozzle",
        "valve assembly 2nd stage pn?",
    ],
)
def test_a_labelled_part_number_in_a_parts_list_is_given(question: str) -> None:
    assert missing_quantity(question, [PARTS_LIST]) is None


@pytest.mark.parametrize(
    "question",
    ["part no for the crankcase heater", "pressure switch PS-03 part number"],
)
def test_a_part_the_list_does_not_hold_is_still_declined(question: str) -> None:
    assert missing_quantity(question, [PARTS_LIST]) is not None


# A maker's letters in capitals, a space, then grouped digits ("HMC 51-430", "VG 5510/01"), in
# a parts list's row under its label or in a sentence: the part number (stop 22).
SPACED = make_hit(
    "Item: 5 | Part No.: HMC 51-430 | Description: Position transmitter ZT, 4-20 mA | Qty: 2\n"
    "Item: 6 | Part No.: SKF 6205-2RS | Description: Motor bearing, drive end | Qty: 1\n"
    "Item: 7 | Part No.: A 123 456 | Description: Solenoid coil 24 V DC | Qty: 4",
    title="10 PARTS",
    doc="valve-control",
    page=10,
)


@pytest.mark.parametrize(
    "question",
    [
        "part no. ZT position transmitter",
        "motor bearing drive end part number",
        "solenoid coil p/n",
    ],
)
def test_a_part_number_in_a_makers_spaced_numbering_is_given(question: str) -> None:
    assert missing_quantity(question, [SPACED]) is None
    prose = make_hit(
        "Order a spare position transmitter ZT as VG 5510/01 from the maker.", doc="valve-control"
    )
    assert missing_quantity("position transmitter ZT part no", [prose]) is None


@pytest.mark.parametrize(
    "passage",
    [
        "Position transmitter ZT: signal 4-20 mA, set at 10-20 % of stroke.",
        "Item: 5 | Part No.: TBA | Description: Position transmitter ZT | Qty: 2",
        "Position transmitter ZT fitted on valve DN 50, PN 16.",
    ],
)
def test_a_range_a_size_or_a_blank_label_is_no_part_number(passage: str) -> None:
    hit = make_hit(passage, doc="valve-control")
    assert missing_quantity("part no. ZT position transmitter", [hit]) is not None


# A maker's numbering whose first group is letters and digits ("SJ18-501-03"), and a parts
# list whose group row the table reader joined to the column header ("Part No. — Instruments:"):
# the part number (stop 23).
GROUPED = make_hit(
    "Item — Instruments: 22 | Part No. — Instruments: SJ18-501-03 | Description — Instruments: "
    "Temperature sensor PT100, L = 400 mm | Q'ty — Instruments: 2\n"
    "Item — Tools: 26 | Part No. — Tools: 601-02 | Description — Tools: Manhole door key | "
    "Q'ty — Tools: 1",
    kind="table",
    title="10 SPARE PARTS LIST",
    doc="economiser",
    page=12,
)


@pytest.mark.parametrize(
    "question", ["part no for the gas temp sensor PT100", "manhole door key p/n"]
)
def test_a_part_number_under_a_grouped_header_or_in_letter_digit_groups_is_given(
    question: str,
) -> None:
    assert missing_quantity(question, [GROUPED]) is None
    prose = make_hit("Spare temperature sensor PT100: order KX40-210-05.", doc="economiser")
    assert missing_quantity("temp sensor PT100 part no", [prose]) is None


def test_a_blank_under_a_grouped_header_is_no_part_number() -> None:
    blank = make_hit(
        "Item — Instruments: 22 | Part No. — Instruments: TBA | Description — Instruments: "
        "Temperature sensor PT100",
        kind="table",
        doc="economiser",
    )
    assert missing_quantity("part no for the temp sensor PT100", [blank]) is not None


# A parts list of a breaker ("Closing coil CC") and an air-conditioning page that tags its
# cooling coil CC-1 without a part number for it.
BREAKER_PARTS = make_hit(
    "Item: 3 | Part no.: SW-4M-0305 | Description: Closing coil CC 220 V AC | Qty: 1\n"
    "Item: 4 | Part no.: SW-4M-0306 | Description: Shunt trip ST 220 V AC | Qty: 1",
    kind="table",
    title="7 Parts list",
    doc="acb-service",
    page=10,
)
CHANGEOVER = make_hit(
    "Before the winter season drain or protect the cooling coil: close the CHW isolating "
    "valves at CC-1 and drain the coil fully.",
    title="3.3 Seasonal changeover",
    doc="ac-plant",
    page=6,
)


def test_a_value_of_a_tagged_item_comes_only_from_an_item_writing_the_tag() -> None:
    # the breaker's "Closing coil CC" is no cooling coil CC-1, and the page tagging CC-1
    # gives no part number: nothing to quote
    question = "part number for the cooling coil CC-1"
    assert missing_quantity(question, [BREAKER_PARTS, CHANGEOVER]) is not None
    # the row that writes the tag gives it, as does a manual named by the model typed
    listed = make_hit(
        "Item: 7 | Part no.: BL-240-1107 | Description: Cooling coil CC-1, Cu/Al | Qty: 1",
        kind="table",
        title="8 Spare parts",
        doc="ac-plant",
        page=12,
    )
    assert missing_quantity(question, [BREAKER_PARTS, listed]) is None
    # a scanned drawing's OCR reads the tag "MS-10" as "MS-IO": still the item of MS-10
    coupon = make_hit(
        "TEST COUPON MS-IO: thread 3/4-10 UNC both ends, finished diameter 0.500 in.", doc="shop"
    )
    assert (
        missing_quantity("test coupon MS-10 drawing, finished dia in the middle", [coupon]) is None
    )
    governor = make_hit("Speed setpoint, dead slow ahead: 32 rpm", doc="dgx-710-governor")
    assert missing_quantity("DGX-710 speed setpoint at dead slow, rpm", [governor]) is None
