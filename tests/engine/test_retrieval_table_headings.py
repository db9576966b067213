"""A table's rows stand under its section's headings: "default pump start stop parameters"
finds the table of section "5.2 Default parameters" although its caption and cells never say
"default", as the page's text chunk is found through the same heading."""

from __future__ import annotations

from pathlib import Path

from engine.api import Engine
from engine.config import EngineConfig
from engine.retrieval.hybrid import table_headings
from tests.conftest import drain
from tests.doubles.pdfs import _heading, _para, _table


def _settings_manual(path: Path) -> Path:
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page()
    y = _heading(page, 72, "5 Commissioning", 16)
    y = _heading(page, y, "5.2 Default parameters", 13)
    y = _para(page, y, "The controller keeps these levels until they are changed on the panel.")
    page.insert_text((72, y + 14), "Table 2 Vacuum pump start and stop level", fontsize=10)
    rows = [
        ["Parameter", "Value", "Unit"],
        ["Pump start level", "-40", "kPa"],
        ["Pump stop level", "-60", "kPa"],
        ["Second pump start level", "-35", "kPa"],
    ]
    _table(page, 72, y + 24, [200, 120, 120], rows)
    page = doc.new_page()
    y = _heading(page, 72, "6 Maintenance", 16)
    _para(page, y, "Check the pump stop level each month and clean the level sensor.")
    doc.save(path)
    doc.close()
    return path


def test_a_table_is_found_by_the_headings_it_stands_under(tmp_path: Path) -> None:
    pdf = _settings_manual(tmp_path / "vacuum-unit-manual.pdf")
    config = EngineConfig(data_dir=tmp_path / "lib", ollama_host="http://127.0.0.1:9")
    with Engine(config) as eng:
        _, results = drain(eng.ingest([pdf]))
        assert [r.status for r in results] == ["ready"]
        answer = drain(eng.ask("default pump start stop parameters", no_llm=True))[1]
        tables = [h for h in answer.evidence if h.type == "table"]
        assert tables, [h.type for h in answer.evidence]
        chunks = eng.library.records.table_chunks_of([tables[0].ref_id])
        headings = table_headings(eng.library, [c.chunk_id for c in chunks])
        assert all("5.2 Default parameters" in headings[c.chunk_id] for c in chunks)
        # the table, whose rows are quoted whole, comes before its page's text
        first = answer.evidence[0]
        assert (first.type, first.page) == ("table", 1)
