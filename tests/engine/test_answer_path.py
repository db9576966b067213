"""The answer path against the Ollama HTTP double: what a real model's odd replies do to the answer.

Evidence comes before any token; a decline, an empty reply or a failure never hides strong
evidence; markers are read in the forms models write and invented ones dropped; every number is
looked up in what the answer cites; the prompt is sized from the speed the server reports.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.agent.markers import read_markers, strip_markers
from engine.agent.numbers import claims, normalise, unverified
from engine.agent.sizing import plan_prompt
from engine.config import EngineConfig, Limits
from engine.llm.speed import Speed
from tests.doubles.fake_ollama import FakeOllama, FakeReply
from tests.doubles.fakes import ScriptedChatModel
from tests.engine import test_agent as _agent
from tests.engine.test_agent import TABLE_Q, ask

# the small real library of test_agent.py (built once for this module)
library = _agent.library
make_engine = _agent.make_engine
MODEL = "qwen2.5:3b"


@pytest.fixture
def server():  # type: ignore[no-untyped-def]
    with FakeOllama(models=[MODEL], tools=False, context_length=8192) as fake:
        yield fake


def through(make_engine, server, **limits):  # type: ignore[no-untyped-def]
    return make_engine(ollama_host=server.url, model=MODEL, limits=Limits(**limits))


# ---------------------------------------------------------------- evidence first


def test_the_evidence_comes_before_any_token_and_the_answer_after_it(make_engine, server) -> None:  # type: ignore[no-untyped-def]
    server.script(FakeReply(content="Check the electrical wiring [TABLE1]."))
    events, answer = ask(through(make_engine, server), TABLE_Q)
    kinds = [e.kind for e in events]
    assert kinds.index("evidence") < kinds.index("token")
    evidence = events[kinds.index("evidence")]
    assert "Check electrical wiring" in evidence.data["text"]  # the quoted rows, readable alone
    assert evidence.data["citations"] and evidence.data["evidence"]
    assert answer.timings_ms["first_evidence"] <= answer.timings_ms["first_token"]
    assert answer.citations[0].type == "table" and answer.unverified == []


def test_the_evidence_never_waits_for_the_model_server(make_engine) -> None:  # type: ignore[no-untyped-def]
    events, answer = ask(make_engine(ScriptedChatModel([], reachable=False)), TABLE_Q)
    kinds = [e.kind for e in events]
    assert kinds.index("evidence") < kinds.index("mode")  # asked about Ollama only afterwards
    assert answer.mode == "retrieval-only" and answer.citations


def test_retrieval_only_also_sends_the_evidence_event(make_engine) -> None:  # type: ignore[no-untyped-def]
    events, answer = ask(make_engine(), TABLE_Q, no_llm=True)
    (evidence,) = [e for e in events if e.kind == "evidence"]
    assert evidence.data["text"] == answer.answer_text


def test_a_decline_with_strong_evidence_shows_the_evidence(make_engine, server) -> None:  # type: ignore[no-untyped-def]
    server.script(
        FakeReply(content="The provided documentation does not contain this information.")
    )
    _, answer = ask(through(make_engine, server), TABLE_Q)
    assert answer.model_declined and not answer.declined
    assert answer.answer_text.startswith("The model found no answer in these passages")
    assert "Check electrical wiring" in answer.answer_text
    assert answer.citations and answer.citations[0].type == "table"


def test_a_decline_is_the_answer_only_when_retrieval_was_weak_too() -> None:
    from engine.agent.answer import DECLINE, Reply, _settle
    from engine.agent.context import Resource
    from engine.agent.state import QuestionState
    from engine.cancel import CancelToken
    from engine.retrieval.hybrid import QueryTerms
    from engine.types import Answer, Hit

    hit = Hit("text", "c1", "d1", "evac.pdf", 3, "2.1 Start", "Open the valve.", 0.2)
    state = QuestionState("q", Answer("q", "text", ""), CancelToken())
    terms = QueryTerms(("valve",), {"valve": 1.0}, ())
    reply = Reply(text="The provided documentation does not contain this information.")
    _settle(state, reply, [Resource("S1", hit, hit.text)], terms, {}, strong_evidence=False)
    assert state.answer.declined and state.answer.answer_text == DECLINE
    assert state.answer.citations == []


@pytest.mark.parametrize(
    "reply",
    [
        FakeReply(content=""),
        FakeReply(tool_calls=[{"name": "search_text", "arguments": {"query": "pump"}}]),
        FakeReply(thinking="The user asks about the pump, let me think"),
    ],
    ids=["empty", "tool-calls-only", "thinking-only"],
)
def test_a_reply_with_no_answer_text_shows_the_evidence_and_is_kept_in_history(
    make_engine,  # type: ignore[no-untyped-def]
    server,  # type: ignore[no-untyped-def]
    reply: FakeReply,
) -> None:
    server.script(reply)
    eng = through(make_engine, server)
    conversation = eng.new_conversation()
    _, answer = ask(eng, TABLE_Q, conversation_id=conversation)
    assert answer.answer_text.startswith("The model gave no answer")
    assert "Check electrical wiring" in answer.answer_text and answer.citations
    assert answer.error == "" and answer.mode == "retrieval-only"
    assert [m["role"] for m in eng.conversation(conversation)] == ["user", "assistant"]


def test_a_model_timeout_shows_the_evidence_and_the_turn_is_kept(make_engine, server) -> None:  # type: ignore[no-untyped-def]
    server.script(FakeReply(content="late", stall_s=5))
    eng = through(make_engine, server, ollama_timeout_s=0.4)
    conversation = eng.new_conversation()
    events, answer = ask(eng, TABLE_Q, conversation_id=conversation)
    assert "did not answer within 0.4 s" in answer.mode_reason
    assert "Check electrical wiring" in answer.answer_text and answer.citations
    assert any(e.kind == "error" for e in events)
    assert len(eng.conversation(conversation)) == 2


# ---------------------------------------------------------------- markers and citations


def test_a_reply_citing_only_an_invented_marker_is_not_passed_as_cited(make_engine, server) -> None:  # type: ignore[no-untyped-def]
    server.script(FakeReply(content="Check the electrical wiring [S9]."))
    _, answer = ask(through(make_engine, server), TABLE_Q)
    assert "[S9]" not in answer.answer_text and answer.citations == []
    assert any("[S9]" in n for n in answer.notes)
    assert answer.consulted  # the evidence is listed as consulted, not as a citation


def test_an_answer_with_no_marker_gets_no_citation_and_its_number_is_flagged(
    make_engine,  # type: ignore[no-untyped-def]
    server,  # type: ignore[no-untyped-def]
) -> None:
    server.script(FakeReply(content="Torque the impeller bolts to 25 Nm."))
    _, answer = ask(through(make_engine, server), TABLE_Q)
    assert answer.citations == [] and answer.consulted
    assert [u["text"] for u in answer.unverified] == ["25 Nm"]
    assert any("not found in the cited source" in n.lower() for n in answer.notes)


def test_marker_forms_real_models_write_are_read() -> None:
    markers = ["S1", "S2", "TABLE1", "DIAGRAM1"]
    captions = {"TABLE1": "Table 5 Troubleshooting", "S1": "2.1 Start", "S2": "", "DIAGRAM1": ""}
    for written, cited in [
        ("It trips [Source 1].", ["S1"]),
        ("It trips (S1).", ["S1"]),
        ("It trips [TABLE 1].", ["TABLE1"]),
        ("It trips [Table 1].", ["TABLE1"]),
        ("It trips [S1, S2].", ["S1", "S2"]),
        ("It trips [S1][TABLE1].", ["S1", "TABLE1"]),
        ("See Table 5 for the causes.", ["TABLE1"]),  # the manual's own number, by caption
        ("Shown in [Diagram 1].", ["DIAGRAM1"]),
    ]:
        reading = read_markers(written, markers, captions)
        assert reading.cited == cited, written
        assert reading.invented == []
    reading = read_markers("It trips [S1] at 5 bar [S7].", markers, captions)
    assert reading.cited == ["S1"] and reading.invented == ["[S7]"]
    assert reading.text == "It trips [S1] at 5 bar."
    assert read_markers("(see page 5)", markers, captions).cited == []


def test_old_answers_lose_their_markers_in_a_new_question(make_engine) -> None:  # type: ignore[no-untyped-def]
    llm = ScriptedChatModel(["Press restart [S1] and wait [TABLE2].", "It reads -40 kPa [S1]."])
    eng = make_engine(llm)
    conversation = eng.new_conversation()
    ask(eng, "start up procedure for the vacuum unit", conversation_id=conversation)
    ask(eng, "what should the gauge read after start?", conversation_id=conversation)
    earlier = [m for m in llm.calls[-1]["messages"] if m["role"] == "assistant"]
    assert earlier and earlier[0]["content"] == "Press restart and wait."
    assert strip_markers("A [S1], b (TABLE 2).") == "A, b."


# ---------------------------------------------------------------- numbers


def test_numbers_are_compared_with_minus_signs_units_and_spaces_normalised() -> None:
    sources = ["Vacuum: -60 kPa at PT-1. Start level -300, stop level -500 (kPa). 2.2/2.6 kW"]
    assert normalise("−60 kPa") == normalise("-60kPa") == "-60kpa"
    assert unverified("The gauge reads −60 kPa [S1].", sources) == []
    assert unverified("Start at -300, stop at -500 kPa [TABLE1].", sources) == []
    assert unverified("Motor 2.2/2.6 kW, check PT 1.", sources) == []
    flagged = [c.text for c in unverified("Set 160 kPa; torque 25 Nm; valve V003.", sources)]
    assert flagged == ["160 kPa", "25 Nm", "V003"]
    # a section number is no quantity; a space between a tag and a number does not join them
    assert [c.text for c in claims("See 6.3.1 for the COM3 57600 bps link.")] == [
        "57600 bps",
        "COM3",
    ]
    assert unverified("Set 57600 bps.", ["Port COM3 57600 bps"]) == []
    assert claims("The 2nd pump starts at -60 kPa.") == claims("-60 kPa")  # an ordinal is no unit
    # a unit printed in brackets, as the real model wrote it: both values are checked
    loose = "Trip level 1.5 [V], delay 5 [sec] [S1]."
    assert [c.text for c in unverified(loose, ["Level: 120 [%] Delay: 5 [sec]"])] == ["1.5 [V]"]
    # list numbering and a lone digit without a unit are not claims
    assert [c.text for c in claims("1. Open the valve\n2. Start 2 pumps")] == []


# ---------------------------------------------------------------- replies that end badly


def test_a_reply_cut_by_the_token_limit_is_marked_incomplete(make_engine, server) -> None:  # type: ignore[no-untyped-def]
    server.script(
        FakeReply(content="Check the electrical wiring [TABLE1] and", done_reason="length")
    )
    _, answer = ask(through(make_engine, server), TABLE_Q)
    assert answer.incomplete and any("length limit" in n for n in answer.notes)


def test_a_trickling_server_is_cut_at_the_overall_deadline(make_engine, server) -> None:  # type: ignore[no-untyped-def]
    words = "Check the electrical wiring [TABLE1] " + "and more " * 20
    server.script(FakeReply(content=words, chunk_interval_s=0.15))
    eng = through(make_engine, server, ollama_between_tokens_s=1.0, ollama_deadline_s=1.0)
    _, answer = ask(eng, TABLE_Q)
    assert answer.incomplete and "within 1 s" in answer.error
    assert answer.answer_text.startswith("Check the electrical wiring")
    assert answer.timings_ms["llm_answer"] < 3000


def test_a_pause_between_tokens_past_its_limit_cuts_the_answer(make_engine, server) -> None:  # type: ignore[no-untyped-def]
    server.script(FakeReply(content="Check the wiring [TABLE1] now", chunk_interval_s=1.5))
    eng = through(make_engine, server, ollama_between_tokens_s=0.3)
    _, answer = ask(eng, TABLE_Q)
    assert answer.incomplete and "sent nothing for 0.3 s" in answer.error


# ---------------------------------------------------------------- prompt sized to the machine


def test_a_slow_model_gets_a_smaller_prompt(make_engine, server) -> None:  # type: ignore[no-untyped-def]
    eng = through(make_engine, server)
    slow = FakeReply(content="Check the wiring [TABLE1].", prompt_eval_count=800, prompt_eval_s=80)
    server.script(slow, FakeReply(content="Check the wiring [TABLE1]."))
    ask(eng, TABLE_Q)  # sized for the assumed speed; the server reports 10 tokens/s
    events, answer = ask(eng, TABLE_Q)  # sized for 10 tokens/s
    first, second = server.requests
    assert len(json.dumps(second["messages"])) < len(json.dumps(first["messages"]))
    assert 0 < second["options"]["num_ctx"] <= 8192  # set per request, within the model's window
    writing = [e for e in events if e.kind == "context" and e.data.get("stage") == "writing"]
    assert writing[0].message.startswith("Writing… (prompt ")
    assert writing[0].data["speed_measured"] and writing[0].data["expected_s"] > 10
    saved = json.loads((eng.library.data_dir / "model_speed.json").read_text())
    assert saved[MODEL]["prompt_tps"] == pytest.approx(10, rel=0.01)
    # the best resource is always sent, and for a table question the best table
    assert "[TABLE1]" in second["messages"][-1]["content"] and answer.citations


def test_the_budget_never_drops_below_the_best_resource_nor_past_the_window() -> None:
    limits = Limits()
    slow = plan_prompt(Speed(prompt_tps=5, samples=3), limits, fixed_tokens=300, context_length=0)
    assert slow.evidence_budget == 0  # build_context still keeps the first resource
    fast = plan_prompt(Speed(prompt_tps=5000, samples=3), limits, 300, context_length=2048)
    assert fast.evidence_budget <= 2048 - limits.answer_tokens - 300
    assert fast.num_ctx(1500) <= 2048
    unknown = plan_prompt(Speed(), limits, 300, 0)
    assert not unknown.measured and unknown.prompt_tps == limits.assumed_prompt_tokens_per_s


# ---------------------------------------------------------------- warm-up and timeouts


def test_warm_up_loads_the_model_with_keep_alive(server, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from engine.api import Engine

    eng = Engine(EngineConfig(data_dir=tmp_path / "d", ollama_host=server.url, model=MODEL))
    status = eng.warm_up_model()
    assert status.ready
    (request,) = server.generates
    assert request["model"] == MODEL and request["prompt"] == "" and request["keep_alive"] == "30m"


def test_phase_timeouts_come_from_the_environment(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("SHIPMATE_OLLAMA_FIRST_TOKEN_S", "240")
    monkeypatch.setenv("SHIPMATE_OLLAMA_BETWEEN_TOKENS_S", "45")
    monkeypatch.setenv("SHIPMATE_OLLAMA_DEADLINE_S", "400")
    monkeypatch.setenv("SHIPMATE_OLLAMA_CONNECT_S", "nonsense")
    limits = EngineConfig.from_env().limits
    assert (limits.ollama_timeout_s, limits.ollama_between_tokens_s) == (240, 45)
    assert limits.ollama_deadline_s == 400 and limits.ollama_connect_timeout_s == 3.0


# ---------------------------------------------------------------- ask --json


def test_ask_json_lists_the_steps_with_evidence_first_and_the_unverified_numbers(
    library: Path,
    server,  # type: ignore[no-untyped-def]
    tmp_path: Path,
) -> None:
    import shutil

    from tests.engine.test_cli import shipmate

    data = tmp_path / "lib"
    shutil.copytree(library, data)
    server.script(FakeReply(content="Check the wiring [TABLE 1]; torque 25 Nm [TABLE1] (S9)."))
    proc = shipmate(
        "ask", TABLE_Q, "--json", "--data-dir", str(data), "--ollama-host", server.url,
        "--model", MODEL,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    kinds = [e["kind"] for e in out["events"]]
    assert kinds.index("evidence") < kinds.index("token") < kinds.index("answer")
    assert out["timings_ms"]["first_evidence"] < out["timings_ms"]["first_token"]
    assert out["answer_text"] == "Check the wiring [TABLE1]; torque 25 Nm [TABLE1]."
    assert [c["marker"] for c in out["citations"]] == ["TABLE1"]
    assert [u["text"] for u in out["unverified"]] == ["25 Nm"]
    assert out["prompt_tokens"] > 0 and any("(S9)" in n for n in out["notes"])


# ---------------------------------------------------------------- conditions kept with values


@pytest.fixture(scope="module")
def condition_library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from engine.api import Engine
    from tests.conftest import drain
    from tests.doubles.condition_pdf import make_condition_table_pdf

    data = tmp_path_factory.mktemp("conditions") / "lib"
    pdf = make_condition_table_pdf(tmp_path_factory.mktemp("pdf") / "generator-manual.pdf")
    with Engine(EngineConfig(data_dir=data)) as eng:
        _, results = drain(eng.ingest([pdf]))
    assert results[0].status == "ready"
    return data


INSULATION_Q = "insulation resistance test voltage for the stator before first start?"


def test_one_value_of_a_condition_table_comes_with_the_others_and_their_conditions(
    condition_library: Path, server, tmp_path: Path
) -> None:
    import shutil

    from engine.api import Engine

    data = tmp_path / "lib"
    shutil.copytree(condition_library, data)
    server.script(FakeReply(content="Use 500 V DC [TABLE1]."))
    config = EngineConfig(data_dir=data, ollama_host=server.url, model=MODEL)
    with Engine(config) as eng:
        eng.open()
        _, answer = ask(eng, INSULATION_Q)
    prompt = server.requests[0]["messages"][-1]["content"]
    assert "500 V DC" in prompt and "1000 V DC" in prompt and "2500 V DC" in prompt
    assert answer.answer_text.startswith("Use 500 V DC [TABLE1].")
    assert "different value for each condition" in answer.answer_text
    for condition, value in [("up to 1000 V", "500 V DC"), ("above 3300 V", "2500 V DC")]:
        line = next(ln for ln in answer.answer_text.splitlines() if f"Test voltage: {value}" in ln)
        assert condition in line  # each value on one line with its condition


def test_retrieval_only_quotes_every_condition_row_whole(condition_library: Path) -> None:
    from engine.api import Engine

    with Engine(EngineConfig(data_dir=condition_library)) as eng:
        eng.open()
        _, answer = ask(eng, INSULATION_Q, no_llm=True)
    rows = [ln for ln in answer.answer_text.splitlines() if "V DC" in ln]
    assert len(rows) == 3 and all("Rated voltage of winding:" in r for r in rows)
