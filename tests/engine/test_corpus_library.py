"""The four real corpus manuals, ingested once per session: what an engineer would check."""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from engine.api import Engine
from engine.retrieval.hybrid import is_contents_listing
from engine.types import DocumentInfo
from engine.vocab.codes import detect_query_codes, normalise_code
from tests.conftest import drain

pytestmark = pytest.mark.slow


def doc_named(eng: Engine, prefix: str) -> DocumentInfo:
    (doc,) = [d for d in eng.documents() if d.file.startswith(prefix)]
    return doc


def inside(inner: tuple[float, ...], outer: tuple[float, ...]) -> bool:
    return (
        outer[0] - 1 <= inner[0]
        and inner[2] <= outer[2] + 1
        and outer[1] - 1 <= inner[1]
        and inner[3] <= outer[3] + 1
    )


def test_every_corpus_manual_is_ready(corpus_engine: Engine) -> None:
    docs = corpus_engine.documents()
    assert len(docs) == 4 and all(d.status == "ready" for d in docs)


def test_evac_sections_and_page_numbers(corpus_engine: Engine) -> None:
    doc = doc_named(corpus_engine, "nsmv-evac")
    sections = corpus_engine.library.records.sections_of(doc.doc_id)
    (oil,) = [s for s in sections if s.number == "7.3.2" and s.page_start > 20]
    assert oil.page_start == 29 and "gearbox oil" in oil.title.lower()
    assert "2000 operating hours" in oil.text
    assert doc.garbage_pages == [1]  # the cover's broken font encoding is flagged …
    assert doc.ocr_pages >= 1  # … and read by OCR instead


def test_neets_has_its_numbered_sections(corpus_engine: Engine) -> None:
    doc = doc_named(corpus_engine, "navy-neets")
    numbered = [s for s in corpus_engine.library.records.sections_of(doc.doc_id) if s.number]
    assert len(numbered) >= 60
    parents = {s.section_id: s for s in numbered}
    sub = next(s for s in numbered if s.number == "1.10.1")
    assert parents[sub.parent_id].number == "1.10"


def test_evac_tables_read_faithfully(corpus_engine: Engine) -> None:
    doc = doc_named(corpus_engine, "nsmv-evac")
    tables = corpus_engine.library.records.tables_of(doc.doc_id)
    assert len(tables) >= 15
    (trouble,) = [t for t in tables if 30 in t.pages]
    assert "Troubleshooting" in trouble.caption
    cause = trouble.header.index("Possible cause")
    remedy = trouble.header.index("Remedy")
    assert any(
        "wrong direction" in row[cause] and "Fill the pump with water" in row[remedy]
        for row in trouble.rows
    )
    for table in tables:
        for row in table.rows:
            for cell in row:
                assert not re.search(r"\n[-.]", cell), (table.caption, cell)
    # The CSV the viewer opens holds the same rows.
    with Path(trouble.csv_path).open(newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    assert rows[0] == trouble.header and rows[1:] == trouble.rows


def test_evac_pid_has_tags_with_positions(corpus_engine: Engine) -> None:
    doc = doc_named(corpus_engine, "nsmv-evac")
    diagrams = [d for d in corpus_engine.library.records.diagrams_of(doc.doc_id) if d.page == 19]
    (pid,) = [d for d in diagrams if "P&ID" in d.caption]
    labels = {lb.code: lb for lb in pid.labels if lb.code}
    for tag in ("V003", "P01"):
        assert tag in labels, sorted(labels)
        assert inside(labels[tag].bbox, pid.bbox)
    assert Path(pid.image_path).stat().st_size > 1000 and Path(pid.thumb_path).exists()
    assert not pid.ocr_pending


def test_water_mist_pid_is_one_drawing_with_its_tags(corpus_engine: Engine) -> None:
    doc = doc_named(corpus_engine, "nsmv-water-mist")
    (pid,) = corpus_engine.library.records.diagrams_of(doc.doc_id)
    assert pid.page == 1 and "Water Mist" in pid.caption
    by_text = {lb.text: lb for lb in pid.labels}
    for tag in ("WF001", "WF002", "WF003", "WF004", "IV1"):
        assert tag in by_text and inside(by_text[tag].bbox, pid.bbox)
    for label in pid.labels:  # long title-block texts may run past the frame; centres never do
        x0, y0, x1, y1 = label.bbox
        centre = ((x0 + x1) / 2, (y0 + y1) / 2, (x0 + x1) / 2, (y0 + y1) / 2)
        assert inside(centre, pid.bbox)
    assert doc.entities >= 10


def test_scanned_manual_is_read_by_ocr(corpus_engine: Engine) -> None:
    doc = doc_named(corpus_engine, "mma-machine")
    assert doc.ocr_pages >= 40
    records = corpus_engine.library.records
    text = " ".join(
        c.text
        for s in records.sections_of(doc.doc_id)
        for c in records.chunks_of_section(s.section_id)
        if any(r.page == 20 for r in c.regions)
    )
    assert "15 psi" in re.sub(r"\s+", " ", text).lower()
    # A numbered list item or a label in a picture is not taken for a section heading.
    for section in records.sections_of(doc.doc_id):
        assert len(section.title.split()) <= 8, section.title
        assert section.title != "Degree", section.title


def test_equipment_graph_links_a_tag_to_its_drawing_and_table(corpus_engine: Engine) -> None:
    doc = doc_named(corpus_engine, "nsmv-evac")
    sources = corpus_engine.library.graph.entity_sources(["V003"], ["table", "schema"])
    records = corpus_engine.library.records
    schemas = records.diagrams([s.ref_id for s in sources if s.kind == "schema"])
    tables = records.tables([s.ref_id for s in sources if s.kind == "table"])
    assert any(d.page == 19 and "P&ID" in d.caption for d in schemas.values())
    assert any(19 in t.pages and t.doc_id == doc.doc_id for t in tables.values())
    depicted = [s for s in sources if s.kind == "schema" and schemas[s.ref_id].page == 19]
    assert depicted and inside(depicted[0].bbox, schemas[depicted[0].ref_id].bbox)


def test_code_spellings_meet() -> None:
    assert normalise_code("PT 1") == normalise_code("PT-1") == normalise_code("pt1") == "PT1"
    assert normalise_code("DN50") is None
    assert detect_query_codes("where is wd010") == ["WD010"]


def test_docs_report_counts(corpus_engine: Engine) -> None:
    evac = doc_named(corpus_engine, "nsmv-evac")
    assert evac.tables >= 15 and evac.diagrams >= 2 and evac.entities >= 10
    assert evac.title and evac.pages == 62


def test_a_small_table_is_quoted_whole(corpus_engine: Engine) -> None:
    """The engineer sees every cause and remedy of the troubleshooting table, not one row group."""
    _, answer = drain(
        corpus_engine.ask("evac unit starts again right after it stops, why?", no_llm=True)
    )
    tables = [h for h in answer.evidence if h.type == "table" and h.page == 30]
    assert tables, [f"{h.type}:p{h.page}" for h in answer.evidence]
    table = corpus_engine.library.records.tables([tables[0].ref_id])[tables[0].ref_id]
    assert len(table.rows) <= 25 and tables[0].row_range == (0, len(table.rows))
    for row in table.rows:
        assert row[0].split("\n")[0].strip() in tables[0].text
    assert "Dirty vacuum sensor" in tables[0].text


def test_the_section_outranks_its_contents_entry(corpus_engine: Engine) -> None:
    """The Evac contents page lists "7.3.2 Changing the online pump gearbox oil ..... 28"; the
    answer is in the section itself, so the section comes first and the listing does not crowd
    the evidence."""
    _, answer = drain(
        corpus_engine.ask("what is the oil change interval for the gearbox?", no_llm=True)
    )
    texts = [h for h in answer.evidence if h.type == "text"]
    assert texts[0].page == 29 and "2000 operating hours" in texts[0].text
    assert not any(is_contents_listing(h.text) for h in texts[:3])
    assert is_contents_listing("7.3.2 Changing the online pump gearbox oil ........... 28")
    assert not is_contents_listing("Change the oil every 2000 h.\nUse SAE 90 ... or equivalent.")
