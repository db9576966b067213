"""Equipment codes and named components, checked on the real manuals where possible."""

from __future__ import annotations

import functools
import time
from pathlib import Path

import pytest

from engine.ingest.entities import extract_entities
from engine.types import Diagram, DiagramLabel, ExtractedTable, Section
from engine.vocab.codes import detect_query_codes, find_codes, normalise_code
from engine.vocab.components import Gazetteer, recurring_component_phrases
from tests.conftest import corpus_file

EVAC = "nsmv-evac-vacuum-system-om.pdf"
MIST = "nsmv-water-mist-pid.pdf"
NEETS = "navy-neets-mod5-generators-motors.pdf"


@functools.cache
def page_texts(name: str, pages: tuple[int, ...] = ()) -> list[str]:
    """PyMuPDF's text of the given 1-based pages (all pages when none are given)."""
    import pymupdf

    with pymupdf.open(corpus_file(name)) as doc:
        numbers = pages or range(1, doc.page_count + 1)
        return [doc[number - 1].get_text() for number in numbers]


def codes_in(text: str) -> set[str]:
    return {code for code, _surface, _offset in find_codes(text)}


@pytest.fixture(scope="module")
def gazetteer() -> Gazetteer:
    return Gazetteer.load()


# ---------------------------------------------------------------- normalisation


@pytest.mark.parametrize("written", ["PT 1", "PT-1", "pt1", "Pt1", "(PT-1)"])
def test_spellings_of_one_tag_meet(written: str) -> None:
    assert normalise_code(written) == "PT1"


@pytest.mark.parametrize(
    ("written", "code"),
    [("HGM-30", "HGM30"), ("P02*", "P02"), ("V003", "V003"), ("WD010", "WD010"), ("MS-10", "MS10")],
)
def test_normalise_keeps_the_tag(written: str, code: str) -> None:
    assert normalise_code(written) == code


def test_leading_zeros_are_kept() -> None:
    assert normalise_code("V003") != normalise_code("V3")


@pytest.mark.parametrize(
    "not_a_code",
    [
        "DN50",
        "PN10",
        "IP55",
        "ISO 9001",
        "Fig. 2",
        "Table 5",
        "page 3",
        "230V",
        "50Hz",
        "M12",
        "AC 24",
        "Rev 1",
        "No 2",
        "H1",
        "CO2",
        "kW",
        "V 230",
        "8.4.4",
        "",
    ],
)
def test_sizes_units_standards_and_references_are_not_codes(not_a_code: str) -> None:
    assert normalise_code(not_a_code) is None


def test_sizes_and_standards_in_running_text_are_skipped() -> None:
    text = (
        "Connect the DN50 PN10 flange (IP55 motor, ISO 9001) to pump P01, see Fig. 2 and Table 5 "
        "on page 3. Supply 230V 50Hz, AC 24 control, M12 bolts, 2.2 kW, REV 1, 28 NOV 2018."
    )
    assert codes_in(text) == {"P01"}


def test_hyphenated_document_numbers_and_decimals_are_not_codes() -> None:
    text = "Drawing NSMV-555-B801-R2, tracking 0504-LP-111-3095, switch MAN-0-AUTO, version V1.2"
    assert codes_in(text) == set()


def test_a_range_of_tags_gives_both_ends() -> None:
    assert codes_in("Close valves V001-V003 before draining") == {"V001", "V003"}


def test_a_hyphenated_letter_suffix_stays_part_of_the_tag() -> None:
    assert codes_in("Transmitters PT-101-A and PT-101-B are redundant") == {"PT101A", "PT101B"}


def test_find_codes_reports_surface_and_offset() -> None:
    text = "Check PT-1 and HGM-30."
    assert find_codes(text) == [("PT1", "PT-1", 6), ("HGM30", "HGM-30", 15)]


# ---------------------------------------------------------------- the real manuals


def test_evac_component_list_page_codes() -> None:
    """Page 19 holds Table 1 Components: the tags an engineer looks up."""
    codes = codes_in(page_texts(EVAC, (19,))[0])
    assert {"P01", "P02", "M01", "M02", "V001", "V002", "V003", "C004", "V010"} <= codes


def test_water_mist_pid_codes() -> None:
    codes = codes_in(page_texts(MIST, (1,))[0])
    assert {"WF001", "WF002", "WF003", "WF004", "IV1", "IV2", "NAU14", "WAU14"} <= codes
    assert len(codes) >= 10
    # the drawing number "NSMV-555-B801-R2" is a reference, not three pieces of equipment
    assert not codes & {"NSMV555", "B801", "R2"}


def test_no_false_positives_across_the_evac_manual() -> None:
    """Every code found on all 62 pages is real equipment or a unit model name."""
    found = set().union(*(codes_in(text) for text in page_texts(EVAC)))
    tags = {f"V0{n:02d}" for n in range(1, 20)} | {"C004", "C008", "C017", "C020", "TP03", "TP04"}
    expected_extra = {"P01", "P02", "M01", "M02", "FX30", "FX60", "MP90"}  # pumps, motors, models
    assert found - tags - expected_extra == set()
    # what the raw pattern also matched there: sizes, ratings, dimensions, a thread, a switch
    for not_a_code in ("DN50", "DN65", "PN10", "SAE90", "M12", "H1", "W2", "MAN0"):
        assert not_a_code not in found


def test_question_numbering_in_the_neets_module_is_not_equipment() -> None:
    """'Q1. What is ...' / 'A1. Magnetic induction' / 'Q1. THROUGH Q24.' are list numbers."""
    found = set().union(*(codes_in(text) for text in page_texts(NEETS)))
    assert not {code for code in found if code[0] in "QA" and code[1:].isdigit()} - {"A2"}
    assert len(found) <= 3  # only figure terminal names such as B1/A2 remain


# ---------------------------------------------------------------- gazetteer


def test_gazetteer_is_a_curated_list_of_reasonable_size(gazetteer: Gazetteer) -> None:
    assert 150 <= len(gazetteer) <= 400
    assert {"vacuum pump", "fresh water feed pump", "fuel oil purifier", "steering gear"} <= set(
        gazetteer.keys
    )


def test_longest_name_wins(gazetteer: Gazetteer) -> None:
    text = "Start the Fresh Water Feed Pump 2 before the water mist pump."
    assert gazetteer.find(text) == [
        ("fresh water feed pump", "Fresh Water Feed Pump", 10),
        ("water mist pump", "water mist pump", 45),
    ]


def test_plurals_line_breaks_and_hyphens_fold(gazetteer: Gazetteer) -> None:
    text = "Both vacuum pumps, the sea-water\ncooling pump and two fuel oil purifiers; batteries."
    keys = [key for key, _surface, _offset in gazetteer.find(text)]
    assert keys == ["vacuum pump", "sea water cooling pump", "fuel oil purifier", "battery"]


def test_names_match_whole_words_only(gazetteer: Gazetteer) -> None:
    assert gazetteer.find("the pumphouse and the overheated rotors' bearings") == [
        ("rotor", "rotors", 33)
    ]


def test_gazetteer_file_can_be_replaced(tmp_path: Path) -> None:
    path = tmp_path / "components.txt"
    path.write_text("# ship-specific\nHi-Fog pump unit  # maker's name\n\n", encoding="utf-8")
    gazetteer = Gazetteer.load(path)
    assert gazetteer.find("Check the HI-FOG pump units daily") == [
        ("hi-fog pump unit", "HI-FOG pump units", 10)
    ]


def test_recurring_phrases_of_the_evac_manual(gazetteer: Gazetteer) -> None:
    phrases = recurring_component_phrases(page_texts(EVAC), gazetteer)
    assert {"seed water valve", "online pump"} <= phrases
    assert "water valve" not in phrases or "seed water valve" in phrases
    assert "vacuum pump" not in phrases  # known already
    assert not {p for p in phrases if p.split()[0] in {"the", "second", "both", "open", "change"}}


def test_a_phrase_seen_once_is_not_a_component(gazetteer: Gazetteer) -> None:
    texts = [
        "The brine ejector valve is shut.",
        "Open the seed water valve. Seed water valves leak.",
    ]
    assert recurring_component_phrases(texts, gazetteer) == {"seed water valve"}


# ---------------------------------------------------------------- one document


def tiny_document() -> tuple[list[Section], list[ExtractedTable], list[Diagram]]:
    sections = [
        Section(
            "d:s0001",
            "d",
            "4.6",
            "Automatic operation",
            2,
            None,
            20,
            20,
            1,
            "When vacuum drops, vacuum pump P01 starts. If P01 cannot hold the vacuum, the second "
            "vacuum pump P02 starts. Valve V003 isolates P01 suction; the seed water valve V005 "
            "primes it. Seed water valves must stay closed in operation.",
        ),
        Section("d:s0002", "d", "9.3", "Connections", 2, None, 32, 32, 2, "DN50 PN10 flange."),
    ]
    tables = [
        ExtractedTable(
            "d:t0001",
            "d",
            "d:s0001",
            [19],
            (50, 100, 550, 700),
            "Table 1 Components",
            ["TAG code", "Description"],
            [["P01", "Online pump 1"], ["V003", "Isolation valve in pump P01 suction"]],
        )
    ]
    labels = [
        DiagramLabel("V003", (120.0, 200.0, 140.0, 208.0)),
        DiagramLabel("P01", (300.0, 410.0, 316.0, 418.0)),
        DiagramLabel("DN50", (200.0, 150.0, 224.0, 158.0)),
        DiagramLabel("Vacuum pump", (290.0, 420.0, 340.0, 428.0)),
        DiagramLabel("No.2 Accumulator (WAU14)", (10.0, 10.0, 90.0, 18.0)),
    ]
    diagram = Diagram("d:g0001", "d", "d:s0001", 20, (40, 90, 560, 500), "Figure 3", "", labels)
    return sections, tables, [diagram]


def test_extract_entities_links_sections_tables_and_drawings(gazetteer: Gazetteer) -> None:
    sections, tables, diagrams = tiny_document()
    entities, mentions = extract_entities("d", sections, tables, diagrams, gazetteer)
    by_id = {e.entity_id: e for e in entities}
    assert by_id["P01"].etype == "code"
    assert by_id["vacuum pump"].etype == "component"
    assert by_id["seed water valve"].etype == "component"  # the document's own name, seen twice

    def mention(source: str, entity_id: str):
        hits = [m for m in mentions if m.source == source and m.entity_id == entity_id]
        assert len(hits) == 1, (source, entity_id, hits)
        return hits[0]

    assert mention("section", "P01").count == 3
    assert mention("section", "P01").source_id == "d:s0001"
    assert mention("section", "vacuum pump").count == 2
    assert mention("section", "seed water valve").count == 2
    assert mention("table", "P01").count == 2
    assert mention("table", "isolation valve").source_id == "d:t0001"
    depicted = mention("schema", "V003")
    assert (depicted.source_id, depicted.page, depicted.bbox) == (
        "d:g0001",
        20,
        (120.0, 200.0, 140.0, 208.0),
    )
    assert mention("schema", "vacuum pump").bbox == (290.0, 420.0, 340.0, 428.0)
    assert mention("schema", "WAU14").bbox == (10.0, 10.0, 90.0, 18.0)
    # sizes never become entities, wherever they are
    assert not [m for m in mentions if m.entity_id in {"DN50", "PN10"}]
    assert not [m for m in mentions if m.source_id == "d:s0002"]


def test_extract_entities_fills_label_codes(gazetteer: Gazetteer) -> None:
    sections, tables, diagrams = tiny_document()
    extract_entities("d", sections, tables, diagrams, gazetteer)
    assert [label.code for label in diagrams[0].labels] == ["V003", "P01", None, None, "WAU14"]


def test_a_130_page_manual_takes_well_under_a_second(gazetteer: Gazetteer) -> None:
    texts = page_texts(NEETS)
    sections = [
        Section(f"n:s{i:04d}", "n", str(i), f"Page {i}", 1, None, i, i, i, text)
        for i, text in enumerate(texts, start=1)
    ]
    started = time.perf_counter()
    entities, mentions = extract_entities("n", sections, [], [], gazetteer)
    elapsed = time.perf_counter() - started
    assert len(texts) >= 130 and entities and mentions
    assert elapsed < 1.0, f"{elapsed:.2f} s"


# ---------------------------------------------------------------- questions


@pytest.mark.parametrize(
    ("question", "codes"),
    [
        ("where is wd010", ["WD010"]),
        ("which valve isolates pump P01 suction", ["P01"]),
        ("what does 8.4.4 say", []),
        ("FX30 online pump motor kW", ["FX30"]),  # a model name; fine to look it up
        ("pt 1 alarm", ["PT1"]),
        ("water mist section valves IV1 IV2, which deck are they on", ["IV1", "IV2"]),
        ("test coupon MS-10 drawing", ["MS10"]),
        ("4 pole genny at 1800 rpm gives what frequency", []),
        ("fire pump on deck 3, page 4 of the ISO 9001 manual", []),
        ("DN50 or PN10 flange, IP55, 230V 50Hz", []),
        ("hello", []),
    ],
)
def test_detect_query_codes(question: str, codes: list[str]) -> None:
    assert detect_query_codes(question) == codes
