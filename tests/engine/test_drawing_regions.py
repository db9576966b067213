"""The spot on a big drawing a question is about: the labels outlined when the citation opens."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from engine.index_text.drawing_regions import (
    MIN_LABELS,
    label_distance,
    label_regions,
    parse_region_id,
    radius,
    region_id,
)
from engine.retrieval.hybrid import QueryTerms
from engine.retrieval.regions import question_region
from engine.types import DiagramLabel
from tests.conftest import drain


def _label(text: str, x: float, y: float) -> DiagramLabel:
    return DiagramLabel(text=text, bbox=(x, y, x + 30, y + 8))


PLAN = [
    _label("4th Deck", 50, 50),
    _label("ECR 1", 100, 300),
    _label("EEBD", 112, 310),
    _label("ECR 2", 700, 300),
    _label("EEBD", 712, 312),
    _label("Gymnasium", 1000, 420),
    _label("Fire Zone 2", 990, 470),
    *[_label(f"Void {i}", 200 + 60 * i, 150) for i in range(12)],
]
CAPTION = "Location of EEBDs and Emergency Escape Routes - 4th Deck"


def _terms(weights: dict[str, float]) -> QueryTerms:
    return QueryTerms(tuple(weights), weights, ())


def test_the_labels_near_the_named_room_are_outlined_not_every_match_on_the_deck() -> None:
    terms = _terms({"eebds": 6.0, "near": 1.0, "ecr": 5.0, "2": 2.0})
    region = question_region(PLAN, terms, CAPTION)
    assert region and region[0].text == "ECR 2"
    assert all(lb.bbox[0] > 600 for lb in region)  # nothing from the ECR 1 end of the deck


def test_abbreviated_words_find_their_label_and_caption_words_locate_nothing() -> None:
    terms = _terms({"4th": 3.0, "deck": 2.0, "gym": 7.0, "fire": 3.0, "zone": 3.0})
    region = question_region(PLAN, terms, CAPTION)
    assert {lb.text for lb in region} == {"Gymnasium", "Fire Zone 2"}
    assert question_region(PLAN, _terms({"4th": 3.0, "deck": 2.0}), CAPTION) == []


# ---------------------------------------------------------------- regions indexed at ingest

ROOMS = [
    "ECR 1",
    "ECR 2",
    "Helo Deck Foam Supply",
    "Gymnasium",
    "Galley",
    "Laundry",
    "Cabin 101",
    "Cabin 102",
    "Cabin 103",
    "Cabin 104",
    "Paint Store",
    "Bosun Store",
    "Hospital",
    "Mess Room",
    "Day Room",
    "Pantry",
    "Stairway A",
    "Stairway B",
    "Purifier Room",
    "Workshop",
    "Switchboard Room",
    "CO2 Room",
    "Fan Room",
    "Linen Locker",
]


def make_deck_plan(path: Path) -> Path:
    """A one-page deck plan: 24 compartments, each with its name, an EEBD, a valve tag, an
    extinguisher and an isolating valve in a cluster in the middle (120 labels), walls and doors as line work."""
    doc = pymupdf.open()
    page = doc.new_page(width=1190, height=842)
    page.insert_text((60, 40), "Illustration 2.4b Location of EEBDs - 4th Deck", fontsize=12)
    for i, room in enumerate(ROOMS):
        col, row = i % 6, i // 6
        x0, y0 = 40 + 185 * col, 70 + 185 * row
        page.draw_rect((x0, y0, x0 + 185, y0 + 185))  # walls shared with the neighbours
        page.draw_line((x0 + 70, y0 + 185), (x0 + 105, y0 + 170))  # a door
        page.draw_circle((x0 + 20, y0 + 20), 5)
        cx, cy = x0 + 40, y0 + 60
        page.insert_text((cx, cy), room, fontsize=7)
        page.insert_text((cx, cy + 30), "EEBD", fontsize=7)
        page.insert_text((cx + 60, cy + 30), f"FV-{201 + i}", fontsize=7)
        page.insert_text((cx, cy + 60), "Extinguisher", fontsize=7)
        page.insert_text((cx + 60, cy + 60), "Isolating valve", fontsize=7)
    doc.save(path)
    doc.close()
    return path


@pytest.fixture(scope="module")
def deck_engine(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    from engine.api import Engine
    from engine.config import EngineConfig

    pdf = make_deck_plan(tmp_path_factory.mktemp("pdf") / "deck-plan-4th-deck.pdf")
    data = tmp_path_factory.mktemp("regions") / "lib"
    eng = Engine(EngineConfig(data_dir=data, ollama_host="http://127.0.0.1:9")).open()
    _, results = drain(eng.ingest([pdf]))
    assert results[0].status == "ready"
    yield eng, results[0].doc_id
    eng.close()


def _ask(eng, question: str):  # type: ignore[no-untyped-def]
    _, answer = drain(eng.ask(question, no_llm=True))
    return answer


def _centre_in(box, frame) -> bool:  # type: ignore[no-untyped-def]
    x, y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return frame[0] <= x <= frame[2] and frame[1] <= y <= frame[3]


@pytest.mark.parametrize(
    ("question", "spot", "tag"),
    [
        ("where are the EEBDs near ECR 2", "ECR 2", "ECR 2"),
        ("which valve isolates the helo deck foam supply", "Helo Deck Foam Supply", "FV-203"),
    ],
)
def test_a_question_about_a_spot_cites_that_region_of_the_drawing(
    deck_engine, question: str, spot: str, tag: str
) -> None:  # type: ignore[no-untyped-def]
    eng, _ = deck_engine
    answer = _ask(eng, question)
    drawings = [h for h in answer.evidence if h.type == "diagram"]
    assert len(drawings) == 1  # regions of one drawing are one hit, not a crowd
    hit = drawings[0]
    assert hit.region is not None and hit.bbox is not None
    labels = {lb.text: lb for lb in hit.labels}
    assert _centre_in(labels[spot].bbox, hit.region) and _centre_in(labels[tag].bbox, hit.region)
    # the region is one compartment, not the deck: no other room's name is inside it
    assert [r for r in ROOMS if _centre_in(labels[r].bbox, hit.region)] == [spot]
    cited = [c for c in answer.citations if c.type == "diagram"]
    assert cited and cited[0].region == hit.region and cited[0].bbox == hit.bbox
    assert cited[0].highlight and all(_centre_in(h.bbox, hit.region) for h in cited[0].highlight)
    assert cited[0].to_json()["region"] == list(hit.region)


def test_words_from_opposite_ends_of_a_big_drawing_do_not_match_it_as_one_spot(
    deck_engine,
) -> None:  # type: ignore[no-untyped-def]
    eng, _ = deck_engine
    # Both words in one compartment: the drawing matches the question fully, at that spot.
    (hit,) = [h for h in _ask(eng, "linen locker EEBD").evidence if h.type == "diagram"]
    assert hit.coverage == 1.0 and hit.region is not None
    # "Hospital" is at the other end of the deck from the "Linen Locker": no spot holds both,
    # and the hundreds of labels of the whole sheet do not count as one passage that does.
    (hit,) = [h for h in _ask(eng, "hospital linen locker").evidence if h.type == "diagram"]
    assert hit.coverage < 0.75


def test_a_space_the_named_deck_plan_does_not_show_is_declined_with_the_reason(
    tmp_path: Path,
) -> None:
    # another manual of the library names the space the plan does not show
    eng = _plan_and_manual(
        tmp_path, "incinerator-manual.pdf", "The incinerator room is ventilated by its own fan."
    )
    try:
        answer = _ask(eng, "4th deck plan - where are the EEBDs by the incinerator room")
        assert answer.declined
        assert "no label for incinerator" in answer.answer_text
        assert "deck-plan-4th-deck.pdf p. 1" in answer.answer_text
        # a space it shows, asked the same way, is answered from the drawing
        shown = _ask(eng, "4th deck plan - where are the EEBDs by the fan room")
        assert not shown.declined
        assert shown.evidence[0].type == "diagram"
    finally:
        eng.close()


def test_a_kind_the_plan_labels_for_others_only_is_not_the_one_asked(tmp_path: Path) -> None:
    # another manual of the library writes the words the plan does not
    eng = _plan_and_manual(
        tmp_path, "lube-oil-manual.pdf", "Keep the lube oil drums lashed in their rack."
    )
    try:
        # the plan labels stores (Paint Store, Bosun Store), none for lube oil
        answer = _ask(eng, "4th deck plan - where is the lube oil store")
        assert answer.declined
        assert "labels store but none for lube oil store" in answer.answer_text
        for question in (
            "4th deck plan - where is the bosun store",
            "4th deck plan - where is the purif room",  # short for the Purifier Room
            "where's the isolating valve for the galley on the 4th deck plan",
        ):
            shown = _ask(eng, question)
            assert not shown.declined, question
            assert shown.evidence[0].type == "diagram", question
    finally:
        eng.close()


@pytest.mark.parametrize(
    ("question", "where"),
    [
        ("is there a paint locker on the 4th deck - what fire zone", True),
        ("4 deck plan - which space is the emergency generator in", True),
        ("deck 4 breathing sets where", True),
        # about what the drawing shows, not where a thing is: never "has no label for total"
        ("how many EEBDs on the 4th deck plan total", False),
        ("4 deck escape drawing - the dashed green arrows vs solid ones, meaning?", False),
    ],
)
def test_only_a_question_asking_where_a_thing_is_can_find_it_missing_from_the_drawing(
    question: str, where: bool
) -> None:
    from engine.retrieval.on_drawing import WHERE_ASKED

    assert bool(WHERE_ASKED.search(question)) is where


def test_the_whole_drawing_entry_stays_and_removal_leaves_no_region_items(deck_engine) -> None:  # type: ignore[no-untyped-def]
    eng, doc_id = deck_engine
    lib = eng.library
    (diagram,) = lib.records.diagrams_of(doc_id)
    regions = label_regions(diagram.labels)
    assert len(diagram.labels) >= MIN_LABELS and len(regions) >= len(ROOMS)
    assert lib.vectors.count("schemas", doc_id) == 1 + len(regions)
    assert lib.keywords.count(doc_id) >= 1 + len(regions)
    assert lib.vectors.embeddings("schemas", [diagram.schema_id])  # the whole drawing is indexed
    assert eng.check().problems == []  # `stats --check` counts the region items as expected
    assert eng.remove(doc_id)
    assert lib.vectors.count("schemas", doc_id) == 0
    assert lib.keywords.count(doc_id) == 0
    assert all(lib.vectors.count(c) == 0 for c in ("schemas", "text_chunks", "tables"))
    assert _ask(eng, "where are the EEBDs near ECR 2").evidence == []
    assert eng.check().consistent


def test_every_label_of_a_big_drawing_is_in_a_neighbourhood_and_a_small_one_has_none() -> None:
    big = [_label(f"L{i}", 40 * (i % 20), 40 * (i // 20)) for i in range(MIN_LABELS)]
    regions = label_regions(big)
    assert {lb.text for r in regions for lb in r.labels} == {lb.text for lb in big}
    reach = radius(big)
    anchors = [r.labels[0] for r in regions]
    assert all(
        label_distance(a.bbox, b.bbox) > reach for a in anchors for b in anchors if a is not b
    )
    assert regions == label_regions(list(big))  # deterministic: the query side rebuilds them
    assert label_regions(big[: MIN_LABELS - 1]) == []
    assert parse_region_id(region_id("abc123", 7)) == ("abc123", 7)
    assert parse_region_id("abc123") == ("abc123", None)


@pytest.mark.slow
def test_a_tag_on_the_corpus_water_mist_pid_is_cited_with_its_region(corpus_engine) -> None:  # type: ignore[no-untyped-def]
    answer = _ask(corpus_engine, "where is WF002")
    (hit,) = [h for h in answer.evidence[:5] if h.doc_file == "nsmv-water-mist-pid.pdf"]
    assert hit.type == "diagram" and hit.region is not None
    assert any(lb.text == "WF002" and _centre_in(lb.bbox, hit.region) for lb in hit.labels)
    assert hit.region[2] - hit.region[0] < 0.5 * (
        hit.bbox[2] - hit.bbox[0]
    )  # a spot, not the sheet
    lib = corpus_engine.library
    (pid,) = [
        d
        for doc in lib.records.documents()
        if doc.file == "nsmv-water-mist-pid.pdf"
        for d in lib.records.diagrams_of(doc.doc_id)
    ]
    assert lib.vectors.count("schemas", pid.doc_id) == 1 + len(label_regions(pid.labels)) > 1


def _plan_and_manual(tmp_path: Path, name: str, sentence: str):  # type: ignore[no-untyped-def]
    """An open engine over the generated 4th-deck plan and a one-line manual ``name``."""
    from engine.api import Engine
    from engine.config import EngineConfig

    plan = make_deck_plan(tmp_path / "deck-plan-4th-deck.pdf")
    manual = tmp_path / name
    doc = pymupdf.open()
    doc.new_page().insert_text((60, 80), sentence, fontsize=11)
    doc.save(manual)
    doc.close()
    eng = Engine(EngineConfig(data_dir=tmp_path / "lib", ollama_host="http://127.0.0.1:9")).open()
    _, results = drain(eng.ingest([plan, manual]))
    assert [r.status for r in results] == ["ready", "ready"]
    return eng
