"""An acronym the question types in capitals names what it asks about: passages that match the
rest of the question but never write it are not quoted as the answer."""

from __future__ import annotations

from engine.retrieval.acronyms import asked_acronyms, unwritten_acronyms
from engine.retrieval.hybrid import QueryTerms
from engine.types import Hit


def _terms(words: dict[str, float], named: dict[str, frozenset[str]] | None = None) -> QueryTerms:
    return QueryTerms(tuple(words), words, (), named_docs=named or {})


def _hit(text: str, page: int = 1, doc: str = "avr") -> Hit:
    return Hit(
        type="text",
        ref_id=f"c{page}",
        doc_id=doc,
        doc_file=f"{doc}.pdf",
        page=page,
        title="",
        text=text,
        score=0.5,
    )  # type: ignore[arg-type]


PSS = "PSS gain settings for the hdec2000?"
PSS_TERMS = _terms(
    {"pss": 5.0, "gain": 3.0, "settings": 2.0, "hdec2000": 2.0}, {"hdec2000": frozenset({"avr"})}
)


def test_passages_that_never_write_the_asked_acronym_are_not_an_answer() -> None:
    gains = [
        _hit("PID gain settings: Kp, Ki and Kd of the voltage regulator.", page=p) for p in (1, 2)
    ]
    assert unwritten_acronyms(PSS, gains, PSS_TERMS) == ["PSS"]
    # one of the first five writes it: the passages are about it
    written = [*gains, _hit("The PSS gain is set with parameter P-40.", page=3)]
    assert unwritten_acronyms(PSS, written, PSS_TERMS) == []


def test_an_acronym_glued_to_a_number_or_spelled_with_stops_is_written() -> None:
    terms = _terms({"ip": 4.0, "rating": 2.0, "avr": 2.0})
    sheet = [_hit("Protection class: IP20. Humidity: 5 to 95 %.")]
    assert unwritten_acronyms("avr IP rating", sheet, terms) == []
    words = {"pex": 4.0, "id": 3.0, "tube": 2.0}
    tube = QueryTerms(tuple(words), words, (), spelled={"id": ("i", "d")})
    tube_text = [_hit("The PEX tube has an I.D. of 0.25 in.")]
    assert unwritten_acronyms("PEX tube ID", tube_text, tube) == []


def test_codes_drawing_names_and_manual_names_are_not_asked_acronyms() -> None:
    terms = _terms({"fx60": 4.0, "id": 1.0, "hdec": 2.0}, {"hdec": frozenset({"avr"})})
    # "P&ID" is a drawing's name, "FX60" a model (the absent-name check reads models), and
    # "HDEC" names a manual every passage of it stands for
    assert asked_acronyms("FX60 on the P&ID of the HDEC", terms) == []
    # lower case words are the engineer's typing, not an acronym
    assert asked_acronyms("pss gain settings", PSS_TERMS) == []
