"""A table or figure on the page whose text matches the question comes up with that text: the
text says what the table or curve is about, the table's cells seldom repeat the question."""

from __future__ import annotations

from engine.agent.evidence import page_support, rank
from engine.types import Hit
from tests.doubles.hits import make_hit


def _hit(kind: str, ref: str, page: int, score: float, coverage: float = 0.3) -> Hit:
    return make_hit(
        ref,
        kind,
        ref,
        page,
        doc="avr",
        score=score,
        ref=ref,
        coverage=coverage,
        sources=("vector",),
    )


def test_the_table_on_the_page_whose_text_answers_outranks_a_table_elsewhere() -> None:
    hits = [
        _hit("text", "limiter text", 47, 0.62),
        _hit("text", "other text a", 12, 0.60),
        _hit("text", "other text b", 13, 0.58),
        _hit("text", "other text c", 14, 0.56),
        _hit("table", "parameter list", 105, 0.52),
        _hit("table", "mode selection table", 47, 0.45),
    ]
    ranked = rank(hits, "text")
    order = [h.ref_id for h in ranked]
    assert order.index("mode selection table") < order.index("parameter list")
    assert order.index("mode selection table") < 5
    # the hits passed in keep their scores
    assert hits[5].score == 0.45


def test_a_table_that_holds_none_of_the_question_is_not_lifted_by_its_page() -> None:
    hits = [
        _hit("text", "good text", 8, 0.7),
        _hit("table", "unrelated table", 8, 0.3, coverage=0.0),
        _hit("table", "matching table", 8, 0.3),
    ]
    lifted = {h.ref_id: h.score for h in page_support(hits)}
    assert lifted["unrelated table"] == 0.3
    assert 0.3 < lifted["matching table"] < 0.7
    assert lifted["good text"] == 0.7


def test_text_and_items_already_above_their_page_text_keep_their_scores() -> None:
    hits = [_hit("text", "page text", 3, 0.4), _hit("diagram", "strong figure", 3, 0.6)]
    assert [h.score for h in page_support(hits)] == [0.4, 0.6]


def test_a_table_the_text_cites_by_number_comes_up_with_that_text() -> None:
    text = _hit("text", "wiring text", 23, 0.75)
    text.text = (
        "Table 2-5 shows terminal designation and cable cross sections for excitation power."
    )
    cited = _hit("table", "t-cited", 24, 0.40)
    cited.title = "Table 2-5 Designation of Excitation Power Terminal Block"
    other = _hit("table", "t-other", 24, 0.40)
    other.title = "Table 2-6 Designation of Digital Inputs"
    elsewhere = _hit("table", "t-elsewhere", 30, 0.40)
    elsewhere.title = "Table 2-5 of another manual"
    elsewhere.doc_id = "other"
    scores = {h.ref_id: h.score for h in page_support([text, cited, other, elsewhere])}
    assert scores["t-cited"] > 0.5  # halfway up to the text that cites it, on another page
    assert scores["t-other"] == 0.40  # not cited, and no text on its page
    assert scores["t-elsewhere"] == 0.40  # another manual's Table 2-5
