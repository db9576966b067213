"""Ranking that holds on manuals not seen before: a word naming a manual counts in all its
passages, other forms of a word are found, the first five hits cite five pages, and a value is
an answer only for the kind of value asked (a fuse's rating, an oil's grade)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.agent.evidence import distinct_pages_first, missing_quantity
from engine.api import Engine
from engine.config import EngineConfig
from engine.types import Hit
from engine.vocab.quantities import QUANTITIES
from tests.conftest import drain
from tests.doubles.hits import make_hit
from tests.doubles.pdfs import sectioned_pdf

# The PX200 manual names its product on every page but the data sheet.
PX_PAGES = [
    (
        "1 Description",
        "The PX200 separator cleans lubricating oil. The PX200 bowl turns at high speed and "
        "the PX200 control unit starts the sludge discharge.",
    ),
    (
        "2 Operation",
        "Start the PX200 from the local panel. The PX200 unit keeps the oil feed open while "
        "the bowl runs. Stop the PX200 before opening the cover. Flush with fresh water.",
    ),
    (
        "3 Maintenance",
        "Clean the PX200 bowl discs every month. Check the PX200 unit gaskets and the PX200 "
        "drive belt at each cleaning. Lift the PX200 bowl with a heavy duty sling. Rinse the "
        "discs in fresh water.",
    ),
    (
        "Appendix A Technical data",
        "Storage temperature: -10 to 60 C. Weight: 310 kg. Dimension: 900 x 700 x 1100 mm "
        "(H x W x D). Protection class: IP55.",
    ),
]
# Another maker's manual with its own data sheet.
FW_PAGES = [
    (
        "1 Fresh water generator",
        "The fresh water generator makes water from sea water under vacuum. Storage "
        "temperature of the chemicals: 5 to 30 C. Dimension of the unit: 1200 x 800 mm.",
    ),
]


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    data = tmp_path_factory.mktemp("spread") / "lib"
    pdfs = tmp_path_factory.mktemp("pdf")
    px = sectioned_pdf(pdfs / "acme-px200-separator-manual.pdf", PX_PAGES)
    fw = sectioned_pdf(pdfs / "fresh-water-generator-manual.pdf", FW_PAGES)
    with Engine(EngineConfig(data_dir=data, ollama_host="http://127.0.0.1:9")) as eng:
        _, results = drain(eng.ingest([px, fw]))
        assert [r.status for r in results] == ["ready", "ready"]
        yield eng


def ask(eng: Engine, question: str):  # type: ignore[no-untyped-def]
    return drain(eng.ask(question, no_llm=True))[1]


def test_the_product_a_manual_is_about_finds_its_data_sheet(engine) -> None:  # type: ignore[no-untyped-def]
    # The data sheet never writes "PX200"; every other page does, several times.
    for question in (
        "px200 storage temp range",
        "px200 unit dimensions h x w x d",
        # "heavy" is in the maintenance page's "heavy duty sling": the weight is what is asked
        "how heavy is the px200 unit",
    ):
        answer = ask(engine, question)
        assert not answer.declined, question
        first = answer.evidence[0]
        assert (first.doc_file, first.page) == ("acme-px200-separator-manual.pdf", 4), question


def test_a_word_naming_one_manual_is_known_as_thatsectioned_pdf(engine) -> None:  # type: ignore[no-untyped-def]
    from engine.retrieval.hybrid import query_terms

    docs = engine.library.ready_documents()
    terms = query_terms(engine.library, "px200 storage temp", docs)
    (px_id,) = [d for d, info in docs.items() if info.file.startswith("acme")]
    assert terms.named_docs == {"px200": frozenset([px_id])}
    # "manual" is in both file names: it names neither
    assert "manual" not in query_terms(engine.library, "manual storage temp", docs).named_docs
    # "water" is in the generator manual's name, but the separator manual uses it more
    named = query_terms(engine.library, "fresh water generator flush", docs).named_docs
    assert "water" not in named and "fresh" not in named
    assert "generator" in named
    # a plural the manuals write in the singular is found in that form too
    assert "dimension" in query_terms(engine.library, "dimensions").expansions["dimensions"]


def _hit(doc: str, page: int, ref: str, kind: str = "text", score: float = 0.5) -> Hit:
    return make_hit(kind=kind, page=page, doc=doc, score=score, ref=ref)


def test_the_first_five_hits_cite_five_pages() -> None:
    ordered = [
        _hit("a", 46, "c1"),
        _hit("a", 45, "c2"),
        _hit("a", 45, "c3"),  # a second chunk of page 45
        _hit("a", 44, "c4"),
        _hit("a", 17, "g1", "diagram"),
        _hit("a", 17, "g2", "diagram"),  # a second drawing found on page 17
        _hit("a", 47, "c5"),
        _hit("a", 45, "t1", "table"),  # a table of page 45 is another kind: kept in place
    ]
    spread = distinct_pages_first(ordered)
    assert [h.ref_id for h in spread[:5]] == ["c1", "c2", "c4", "g1", "c5"]
    # nothing is dropped: the repeats follow, in their order
    assert [h.ref_id for h in spread[5:]] == ["c3", "g2", "t1"]


def test_a_named_sections_items_stay_on_top_together() -> None:
    listing = _hit("a", 16, "c0")
    listing.sources = ["section", "contents"]
    body = _hit("a", 16, "c1")
    body.sources = ["section"]
    spread = distinct_pages_first([listing, body, _hit("a", 20, "c2")])
    assert [h.ref_id for h in spread] == ["c0", "c1", "c2"]


@pytest.mark.parametrize(
    ("text", "name", "gives"),
    [
        ("Change the rubber diaphragm (6562653).", "a dimension", False),
        ("Mounting hole: dia 7.5 mm.", "a dimension", True),
        ("Current reduction above 60°C ambient.", "a temperature", True),
        ("Check that the rated load is reached.", "a flow rate", False),
        ("Lubricant: mineral oil SAE 90.", "a grade", True),
        ("Protection class IP55.", "a rating", True),
    ],
)
def test_a_quantity_is_given_by_whole_words_or_a_value_with_its_unit(
    text: str, name: str, gives: bool
) -> None:
    (quantity,) = [q for q in QUANTITIES if q.name == name]
    assert bool(quantity.given.search(text)) == gives


def test_a_rating_or_grade_must_be_given_for_the_asked_kind_of_thing() -> None:
    pump_oil = _hit("a", 29, "c1")
    pump_oil.title = "Changing the pump gearbox oil"
    pump_oil.text = "Lubricant: gear oil SAE 90. Quantity 1.3 l."
    # The only grade found is the pump's: no grade for the lathe headstock.
    missing = missing_quantity("gear oil grade for the lathe headstock", [pump_oil])
    assert missing is not None and missing.name == "a grade"
    assert missing_quantity("gear oil grade for the pump gearbox", [pump_oil]) is None
    # A fuse's rating is not any voltage near "control power".
    supply = _hit("b", 115, "c2")
    supply.text = "Control power input: 60 to 230 Vac, 50/60 Hz."
    assert missing_quantity("fuse rating for the control power supply", [supply]) is not None
    supply.text += " Control power fuse: 4 A slow blow."
    assert missing_quantity("fuse rating for the control power supply", [supply]) is None


def _terms(words: dict[str, float], named: dict[str, frozenset[str]] | None = None):  # type: ignore[no-untyped-def]
    from engine.retrieval.hybrid import QueryTerms

    return QueryTerms(tuple(words), words, (), named_docs=named or {})


def test_the_words_naming_the_manual_do_not_make_any_of_its_values_an_answer() -> None:
    question = "how long is the warranty on the px200, how many months"
    terms = _terms({"warranty": 4.0, "px200": 2.0, "months": 5.0}, {"px200": frozenset("a")})
    service = _hit("a", 28, "c1")
    service.text = "Service the PX200 at regular intervals. Clean the bowl every month."
    assert missing_quantity(question, [service], terms) is not None
    service.text += " Warranty: 12 months from delivery."
    assert missing_quantity(question, [service], terms) is None


def test_how_often_is_a_time_and_how_long_a_time_or_a_length() -> None:
    fan = _hit("a", 16, "c1")
    fan.text = "Keep 100 mm free space round the cooling fan."
    assert missing_quantity("how often do i replace the cooling fan", [fan]) is not None
    hose = _hit("a", 20, "c2")
    hose.text = "The flushing hose is 2 m long."
    assert missing_quantity("how long is the flushing hose", [hose]) is None


def test_equipment_no_manual_mentions_is_declined_by_its_name(engine) -> None:  # type: ignore[no-untyped-def]
    from engine.retrieval.absent import absent_components

    keywords = engine.library.keywords
    # "fuel" and "injector" are nowhere together; the separator's own words are.
    assert absent_components("fuel injector overhaul of the separator", keywords) == [
        "fuel injector"
    ]
    assert ask(engine, "fuel injector overhaul of the separator").declined
    assert absent_components("separator bowl cleaning interval", keywords) == []
    assert not ask(engine, "separator bowl cleaning interval").declined


def test_a_named_component_is_found_in_other_forms_of_its_words(tmp_path: Path) -> None:
    from engine.retrieval.absent import absent_components
    from engine.store.base import KeywordRow
    from engine.store.keyword import Fts5KeywordIndex

    index = Fts5KeywordIndex(tmp_path / "keyword.sqlite")
    index.open()
    index.add([KeywordRow("text", "c1", "d1", "Start the vacuum collecting unit pumps.")])
    index.add([KeywordRow("text", "c2", "d1", "The purifier for fuel oil is cleaned daily.")])
    assert absent_components("start up the vacuum collection unit", index) == []
    assert absent_components("fuel oil purifier bowl", index) == []
    assert absent_components("ballast pumps - start sequence", index) == ["ballast pumps"]
    # a "boiler feed pump" is the "feed pump" a manual has, however it writes where it delivers
    index.add([KeywordRow("text", "c3", "d1", "The feed pump delivers water to the boiler.")])
    assert absent_components("boiler feed pump pressure", index) == []
    index.close()


def test_a_hyphenated_component_the_manual_writes_is_not_absent(tmp_path: Path) -> None:
    # "non-return valve", "shut-off valve" are listed with their hyphen; the manual writes them
    # with it, apart or glued, and a question asking about them is answered
    from engine.retrieval.absent import absent_components
    from engine.store.base import KeywordRow
    from engine.store.keyword import Fts5KeywordIndex

    index = Fts5KeywordIndex(tmp_path / "keyword.sqlite")
    index.open()
    index.add([KeywordRow("text", "c1", "d1", "Open the shut-off valves V003 and V006.")])
    index.add([KeywordRow("text", "c2", "d1", "A non return valve sits after each pump.")])
    index.add([KeywordRow("text", "c3", "d1", "Check the shutoff valve on the water supply.")])
    assert absent_components("which side does the shut-off valve go", index) == []
    assert absent_components("non-return valve after the pump leaking", index) == []
    index.close()
    index = Fts5KeywordIndex(tmp_path / "glued.sqlite")
    index.open()
    index.add([KeywordRow("text", "c1", "d1", "Check the shutoff valve on the water supply.")])
    assert absent_components("shut-off valve on the water line", index) == []
    # a hyphenated name the library does not write is still absent
    assert absent_components("three-way valve position", index) == ["three-way valve"]
    index.close()


def test_equipment_named_after_the_thing_asked_about_is_context(tmp_path: Path) -> None:
    # "on the switchboard" says where the synchronous motor's power factor is seen: the manual
    # describes the motor and never writes "switchboard", and the question is answered
    from engine.retrieval.absent import absent_components
    from engine.store.base import KeywordRow
    from engine.store.keyword import Fts5KeywordIndex

    index = Fts5KeywordIndex(tmp_path / "keyword.sqlite")
    index.open()
    index.add([KeywordRow("text", "c1", "d1", "A synchronous motor can correct a low pf.")])
    try:
        question = "can a synchronous motor help a lagging pf on the switchboard?"
        assert absent_components(question, index) == []
        # named first, the missing one is what is asked about: declined
        question = "switchboard breaker settings for the synchronous motor"
        assert absent_components(question, index) == ["switchboard"]
    finally:
        index.close()


def test_a_long_table_row_is_read_like_text() -> None:
    # A troubleshooting row: the fuse in one check, a voltage in a cause far from it.
    row = _hit("a", 96, "t1", "table")
    row.title = "No load operation"
    row.text = (
        "Issue: No voltage buildup | Possible causes: residual voltage lower than 6 Vac at the "
        "excitation input terminals when the generator runs at rated speed without control "
        "power supplied | Check and correction: check the excitation output wiring, check that "
        "the circuit breaker is not tripped and that the fuse is not broken, supply the control "
        "power or pre-excitation power during start up"
    )
    assert missing_quantity("fuse rating for the control power supply", [row]) is not None
    row.text = "Control power fuse | 4 A slow blow"
    assert missing_quantity("fuse rating for the control power supply", [row]) is None


def test_a_part_number_of_the_librarys_numbering_is_not_an_unknown_word(tmp_path: Path) -> None:
    from types import SimpleNamespace

    from engine.retrieval.hybrid import query_terms
    from engine.store.base import KeywordRow
    from engine.store.keyword import Fts5KeywordIndex

    index = Fts5KeywordIndex(tmp_path / "keyword.sqlite")
    index.open()
    index.add([KeywordRow("text", "c1", "d1", "Install kit: water valve 6560680, hose clamp.")])
    library = SimpleNamespace(keywords=index)
    # the kit's own number is only in a picture of the list: it may be there
    assert query_terms(library, "whats in install kit 6560986").absent == 0.0  # type: ignore[arg-type]
    # a number of no numbering the library holds is a word it never uses
    assert query_terms(library, "whats in install kit 9912345").absent > 0.3  # type: ignore[arg-type]
    index.close()


def test_the_lines_around_a_chunk_count_for_a_passage_cut_in_two() -> None:
    from types import SimpleNamespace

    from engine.retrieval.hybrid import HybridSearcher

    chunks = {
        "s1:c000": SimpleNamespace(text="Intro line\nmore intro\nControl Power Input"),
        "s1:c001": SimpleNamespace(text="AC input voltage: 60 to 230 Vac\nDC input: 24 Vdc"),
        "s1:c002": SimpleNamespace(text="Generator voltage sensing\nburden 1 VA\nrange 110 V\nx"),
    }
    records = SimpleNamespace(chunks=lambda ids: {i: chunks[i] for i in ids if i in chunks})
    searcher = HybridSearcher(SimpleNamespace(records=records))  # type: ignore[arg-type]
    edges = searcher._edges(["s1:c001", "s2:c000"])
    # the heading that ended the chunk before, and the first lines of the chunk after
    assert edges == {
        "s1:c001": "Intro line\nmore intro\nControl Power Input\n"
        "Generator voltage sensing\nburden 1 VA\nrange 110 V"
    }


def test_a_value_typed_with_its_unit_is_found_where_the_manual_adds_dc(tmp_path: Path) -> None:
    from types import SimpleNamespace

    from engine.retrieval.hybrid import coverage, query_terms
    from engine.store.base import KeywordRow
    from engine.store.keyword import Fts5KeywordIndex

    index = Fts5KeywordIndex(tmp_path / "keyword.sqlite")
    index.open()
    answer = (
        "The permissible input range is 4 ...20mAdc or +/-10Vdc. The shield wire is "
        "connected on A3, not with protective earth."
    )
    other = "Remote control by analogue signal input, see the setup screen."
    index.add([KeywordRow("text", "c1", "d1", answer), KeywordRow("text", "c2", "d1", other)])
    library = SimpleNamespace(keywords=index)
    terms = query_terms(library, "4-20mA / +-10V remote input shield")  # type: ignore[arg-type]
    # "20mA" and "10V" are the manual's "20mAdc" and "10Vdc": not words it lacks ...
    assert terms.absent == 0.0
    # ... and the passage that gives them covers the question better than the one that does not
    assert coverage(terms, answer) > coverage(terms, other)
    index.close()


def test_a_refrigerant_typed_by_its_r_number_is_found_where_printed_by_its_class(
    tmp_path: Path,
) -> None:
    from types import SimpleNamespace

    from engine.retrieval.hybrid import coverage, query_terms
    from engine.store.base import KeywordRow
    from engine.store.keyword import Fts5KeywordIndex

    index = Fts5KeywordIndex(tmp_path / "keyword.sqlite")
    index.open()
    chart = "P-h DIAGRAM FOR REFRIGERANT HFC-134a (metric units) Pressure (bar) Enthalpy (kJ/kg)"
    other = "Lathe chart: cutting speeds for each material, right hand tool."
    index.add([KeywordRow("diagram", "g1", "d1", chart), KeywordRow("text", "c1", "d1", other)])
    library = SimpleNamespace(keywords=index)
    terms = query_terms(library, "r134a p-h chart right hand")  # type: ignore[arg-type]
    assert terms.absent == 0.0  # "R134a" is the chart's HFC-134a, not a word it lacks
    assert coverage(terms, chart) > coverage(terms, "P-h diagram, metric units")
    assert "hfc 134a" in terms.embedding_text("r134a p-h chart").lower()
    # a number no refrigerant of the library has stays a word the library lacks
    assert "r404a" not in query_terms(library, "r404a p-h chart").long_forms  # type: ignore[arg-type]
    index.close()


def test_a_refrigerant_printed_only_by_its_class_is_not_declined_as_absent(tmp_path: Path) -> None:
    from engine.retrieval.absent import absent_names
    from engine.store.base import KeywordRow
    from engine.store.keyword import Fts5KeywordIndex

    index = Fts5KeywordIndex(tmp_path / "keyword.sqlite")
    index.open()
    chart = "P-h DIAGRAM FOR REFRIGERANT HFC-134a (metric units) Pressure (bar) Enthalpy (kJ/kg)"
    index.add([KeywordRow("diagram", "g1", "d1", chart)])
    # the library prints only "HFC-134a": the engineer's "R134a" is that refrigerant ...
    assert absent_names("p-h chart for R134a", index) == []
    # ... while one it never prints in any form is still absent
    assert absent_names("p-h chart for R404A", index) == ["R404A"]
    index.close()


def test_a_component_named_by_the_manual_s_own_name_is_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a Coriolis meter's manual calls it "the meter" throughout; only its file name says
    # "flowmeter", glued
    from engine.retrieval import tuning
    from engine.retrieval.absent import absent_components
    from engine.store.base import KeywordRow
    from engine.store.keyword import Fts5KeywordIndex
    from engine.types import DocumentInfo

    index = Fts5KeywordIndex(tmp_path / "keyword.sqlite")
    index.open()
    index.add([KeywordRow("text", "c1", "d1", "Zero the meter with the line full and at rest.")])
    docs = {
        "d1": DocumentInfo(
            "d1", "veritron-vmf500-coriolis-mass-flowmeter.pdf", "VMF-500", 11, "ready"
        )
    }
    question = "max flow thru the dn150 mass flow meter"
    assert absent_components(question, index, docs) == []
    assert absent_components("fuel injector overhaul", index, docs) == ["fuel injector"]
    monkeypatch.setattr(tuning, "COMPONENT_GLUED", False)
    assert absent_components(question, index, docs) == ["flow meter"]


def test_a_meter_after_a_word_is_an_instrument_not_a_unit() -> None:
    from engine.vocab.quantities import asked_quantities

    assert asked_quantities("strainer mesh size before flow meter") == []
    assert [q.name for q in asked_quantities("pipe length, in meters?")] == ["a dimension"]
