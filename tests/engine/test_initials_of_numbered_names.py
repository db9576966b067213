"""An engineer types a numbered room or machine by its initials ("LCR 4") where the drawing
writes the words ("Load Centre Room 4"): the name is in the library, so the question is not
declined for it; initials the library never writes before that number still are (blind fresh33
f33-015, read after its first run)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.retrieval import tuning
from engine.retrieval.absent import absent_names
from tests.doubles.keywords import keyword_index

DECK = [
    "Label: Load Centre Room 4 | Label: General Workshop | Label: ECR 1 | Label: EEBD",
    "Label: Load Centre Room 3 | Label: Aux Machinery Room 2 | Label: Fire zone 3",
]


def test_initials_of_the_words_before_a_number_name_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    index = keyword_index(tmp_path, DECK)
    try:
        assert (
            absent_names("deck 4 dwg, LCR 4 up by the ECRs - whats fwd and aft of it", index) == []
        )
        assert absent_names("where is AMR 9 on the deck plan", index) == ["AMR 9"]
        assert absent_names("is LCR 5 next to the workshop", index) == ["LCR 5"]
        monkeypatch.setattr(tuning, "NAME_INITIALS_WRITTEN", False)
        assert absent_names("where is LCR 4", index) == ["LCR 4"]
    finally:
        index.close()


def test_two_letters_are_no_initials(tmp_path: Path) -> None:
    """ "PT 4": two words starting p, t before a 4 are in any manual ("pump type 4")."""
    index = keyword_index(tmp_path, ["Spare pump type 4 and pressure test 4 bar"])
    try:
        assert absent_names("PT 4 reading", index) == ["PT 4"]
    finally:
        index.close()
