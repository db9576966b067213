"""The answer card and the model's place in the window: evidence first, unverified numbers marked,
sources consulted kept apart from citations, the model loaded at start and after a change."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QKeySequence

from app.settings import AppSettings
from app.widgets.answer_card import AnswerCard
from app.widgets.settings_dialog import SettingsDialog
from app.workers import WorkerRunner
from engine import AgentEvent, Answer, Citation, EngineConfig
from tests.doubles.fake_ollama import FakeOllama

EVIDENCE = (
    "Best matches in your manuals (retrieval only — quoted, not interpreted):\n\n"
    "[TABLE1] Table 5 Troubleshooting — evac.pdf, page 30\n"
    "  Problem: No vacuum | Cause: wrong direction | Remedy: Check wiring\n"
)


def _citation(marker: str, kind: str = "table") -> Citation:
    return Citation(marker, kind, "d1", "evac.pdf", 30, "Table 5 Troubleshooting")  # type: ignore[arg-type]


def _evidence_event() -> AgentEvent:
    return AgentEvent(
        "evidence",
        "Found 3 passages in the manuals",
        {"text": EVIDENCE, "citations": [_citation("TABLE1").to_json()], "evidence": []},
    )


def test_the_evidence_shows_before_any_token_and_folds_under_the_answer(qtbot) -> None:
    card = AnswerCard("pumps run but no vacuum, why?")
    qtbot.addWidget(card)
    card.show()
    card.add_event(_evidence_event())
    assert card.evidence.isVisible() and "Check wiring" in card.evidence.toPlainText()
    assert not card.body.isVisible()  # no token yet: the evidence is what the engineer reads
    clicked: list[Citation] = []
    card.citation_clicked.connect(clicked.append)
    card._on_anchor(QUrl("cite:TABLE1"))
    assert [c.marker for c in clicked] == ["TABLE1"]  # a citation opens while the model writes

    card.add_event(AgentEvent("token", "Check the wiring [TABLE1]."))
    answer = Answer(
        "q", "table", "Check the wiring [TABLE1].", citations=[_citation("TABLE1")], mode="llm"
    )
    card.finish(answer)
    assert card.evidence_toggle.isVisible() and not card.evidence.isVisible()
    card.evidence_toggle.click()
    assert card.evidence.isVisible()


def test_an_unverified_number_is_marked_and_said(qtbot) -> None:
    card = AnswerCard("impeller bolt torque?")
    qtbot.addWidget(card)
    card.show()
    answer = Answer("q", "text", "Torque the bolts to 25 Nm [TABLE1].", mode="llm")
    answer.citations = [_citation("TABLE1")]
    answer.unverified = [{"text": "25 Nm", "kind": "number", "cited": ["TABLE1"]}]
    answer.notes = ['Not found in the cited source: "25 Nm".']
    card.finish(answer)
    assert "25 Nm ⚠" in card.body.toPlainText()
    assert "not found in the cited source" in card.note.text().lower()


def test_a_citation_title_with_an_ampersand_shows_it(qtbot) -> None:
    # "1 Density & Measurement Uncertainty Laboratory" showed as "Density _Measurement": Qt
    # took the "&" for a keyboard shortcut mark (seen on the stop-31 screenshot)
    card = AnswerCard("density lab q3 hint")
    qtbot.addWidget(card)
    card.show()
    title = "1 Density & Measurement Uncertainty Lab"
    answer = Answer("q", "text", "Quoted.", mode="retrieval")
    answer.citations = [Citation("S1", "text", "d1", "lab.pdf", 5, title)]
    answer.consulted = [Citation("S2", "text", "d1", "lab.pdf", 2, title)]
    card.finish(answer)
    assert len(card.chips) == 2
    for chip in card.chips:
        assert QKeySequence.mnemonic(chip.text()).isEmpty()
        assert "Density && Measurement" in chip.text()  # Qt prints "&&" as "&"


def test_sources_consulted_are_not_shown_as_citations(qtbot) -> None:
    card = AnswerCard("impeller bolt torque?")
    qtbot.addWidget(card)
    card.show()
    answer = Answer("q", "text", "Torque the impeller bolts firmly.", mode="llm")
    answer.consulted = [_citation("TABLE1")]
    answer.notes = ["The answer cites no source: …"]
    card.finish(answer)
    assert card.citations == []
    assert len(card.chips) == 1 and not card.chips[0].text().startswith("[")
    assert "cites none of them" in card.chip_row.findChildren(type(card.note))[0].text()


def test_a_decline_lists_the_pages_it_checked_and_they_open(qtbot) -> None:
    card = AnswerCard("impeller bolt torque?")
    qtbot.addWidget(card)
    card.show()
    text = (
        "The provided documentation does not contain this information.\n\nThe passages that "
        "match this question (evac.pdf p. 30) do not give a torque of what it asks about."
    )
    answer = Answer("q", "table", text, mode="retrieval-only")
    answer.declined = True
    answer.consulted = [_citation("TABLE1")]
    card.finish(answer)
    labels = [w.text() for w in card.chip_row.findChildren(type(card.note))]
    assert any(label.startswith("Pages checked") for label in labels)
    clicked: list[Citation] = []
    card.citation_clicked.connect(clicked.append)
    qtbot.mouseClick(card.chips[0], Qt.MouseButton.LeftButton)
    assert [(c.doc_file, c.page) for c in clicked] == [("evac.pdf", 30)]


def test_a_model_decline_with_evidence_is_labelled_as_quoted_evidence(qtbot) -> None:
    card = AnswerCard("pumps run but no vacuum, why?")
    qtbot.addWidget(card)
    text = "The model found no answer in these passages — here is what the manuals say:\n\n" + (
        EVIDENCE
    )
    answer = Answer("q", "table", text, citations=[_citation("TABLE1")], mode="llm")
    answer.model_declined = True
    card.finish(answer)
    assert "the model found no answer" in card.header.text()
    assert "Check wiring" in card.body.toPlainText()


def test_settings_show_each_models_size_and_measured_speed(qtbot, remote_engine, tmp_path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    speeds = {"qwen2.5:3b": {"prompt_tps": 61.0, "output_tps": 11.5, "samples": 4}}
    (data / "model_speed.json").write_text(json.dumps(speeds))
    with FakeOllama(models=["qwen2.5:3b", "llama3.2:3b"]) as fake:
        engine = remote_engine(EngineConfig(data_dir=data, ollama_host=fake.url))
        dialog = SettingsDialog(AppSettings(), engine, WorkerRunner())
        qtbot.addWidget(dialog)
        qtbot.waitUntil(lambda: "qwen2.5:3b" in dialog.models_info.text(), timeout=15_000)
    info = dialog.models_info.text()
    assert "1.9 GB" in info and "reads 61 tokens/s" in info and "not measured yet" in info
    dialog.timeout_boxes["ollama_timeout_s"].setValue(240)
    assert dict(dialog.chosen().timeouts) == {"ollama_timeout_s": 240}


def test_the_model_is_loaded_at_start_and_after_a_model_change(
    qtbot, make_window, tmp_path: Path
) -> None:
    with FakeOllama(models=["qwen2.5:3b", "llama3.2:3b"]) as fake:
        window = make_window(tmp_path / "data", ollama_host=fake.url, warm_up=True)
        qtbot.waitUntil(lambda: len(fake.generates) == 1, timeout=60_000)
        assert fake.generates[0]["model"] == "qwen2.5:3b" and fake.generates[0]["keep_alive"]
        qtbot.waitUntil(lambda: "ready" in window.llm_label.text(), timeout=15_000)
        window.apply_settings(AppSettings(ollama_host=fake.url, model="llama3.2:3b"))
        qtbot.waitUntil(lambda: len(fake.generates) == 2, timeout=30_000)
        assert fake.generates[1]["model"] == "llama3.2:3b"
        qtbot.waitUntil(lambda: "llama3.2:3b" in window.llm_label.text(), timeout=15_000)
