"""The agent loop on a small real library, driven by scripted LLM replies and a fake Ollama."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.api import Engine
from engine.cancel import CancelToken
from engine.config import EngineConfig
from engine.errors import LLMError
from engine.llm.base import LLMToolCall
from engine.retrieval.tuning import RELEVANCE_THRESHOLD
from tests.conftest import drain
from tests.doubles.fake_ollama import FakeOllama, FakeReply
from tests.doubles.fakes import ScriptedChatModel
from tests.doubles.pdfs import make_manual

TABLE_Q = "pump running in wrong direction and no vacuum, what is the cause?"


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    data = tmp_path_factory.mktemp("agent") / "lib"
    pdf = make_manual(tmp_path_factory.mktemp("pdf") / "vacuum-unit-manual.pdf")
    with Engine(EngineConfig(data_dir=data)) as eng:
        _, results = drain(eng.ingest([pdf]))
    assert results[0].status == "ready"
    return data


@pytest.fixture
def make_engine(library: Path, tmp_path: Path):  # type: ignore[no-untyped-def]
    import shutil

    opened: list[Engine] = []

    def make(chat_model=None, **config) -> Engine:  # type: ignore[no-untyped-def]
        data = tmp_path / f"lib{len(opened)}"
        shutil.copytree(library, data)
        eng = Engine(EngineConfig(data_dir=data, **config), chat_model=chat_model).open()
        opened.append(eng)
        return eng

    yield make
    for eng in opened:
        eng.close()


def ask(eng: Engine, question: str, **kw):  # type: ignore[no-untyped-def]
    events, answer = drain(eng.ask(question, **kw))
    return events, answer


def test_table_question_streams_a_cited_answer_with_one_llm_call(make_engine) -> None:  # type: ignore[no-untyped-def]
    llm = ScriptedChatModel(
        ["The pump runs in the wrong direction: check the electrical wiring [TABLE1]."]
    )
    eng = make_engine(llm)
    events, answer = ask(eng, TABLE_Q)
    kinds = [e.kind for e in events]
    assert kinds[0] == "started" and kinds[-1] == "answer"
    assert kinds.index("intent") < kinds.index("tool_started") < kinds.index("tool_finished")
    assert kinds.index("context") < kinds.index("token")
    assert "".join(e.message for e in events if e.kind == "token") == answer.answer_text
    assert answer.intent == "table" and answer.mode == "llm" and answer.llm_calls == 1
    (cite,) = answer.citations
    assert cite.type == "table" and cite.page == 3 and cite.asset_path.endswith(".csv")
    assert "Table 1 Troubleshooting" in cite.title
    # The model was given the table as a numbered resource with its rows.
    prompt = llm.calls[0]["messages"][-1]["content"]
    assert "[TABLE1]" in prompt and "Check electrical wiring" in prompt
    assert {t.name for t in answer.tool_calls} >= {"search_tables", "search_text"}


def test_an_answer_without_markers_lists_sources_consulted_never_a_citation(make_engine) -> None:  # type: ignore[no-untyped-def]
    llm = ScriptedChatModel(["Check the wiring."])
    eng = make_engine(llm)
    _, answer = ask(eng, TABLE_Q)
    assert answer.llm_calls == 1  # no second model call: on a CPU it costs another minute
    assert answer.citations == []  # nothing is attached to a statement that did not cite it
    assert answer.consulted and answer.consulted[0].type == "table"
    assert any("sources consulted" in n for n in answer.notes)


def test_greeting_calls_no_tools_and_no_model(make_engine) -> None:  # type: ignore[no-untyped-def]
    llm = ScriptedChatModel([])
    eng = make_engine(llm)
    for text in ("hello", "thanks, that helped", "morning shipmate, you awake?", "evening all"):
        _, answer = ask(eng, text)
        assert answer.intent == "chat" and answer.tool_calls == [] and answer.llm_calls == 0
    assert llm.calls == []


def test_a_question_opening_with_a_time_of_day_is_still_searched() -> None:
    from engine.agent.intent import is_chat

    assert not is_chat("morning checks on the vacuum pump")
    assert not is_chat("evening P01 start - is it due")


def test_question_outside_the_manuals_is_declined_without_writing_an_answer(make_engine) -> None:  # type: ignore[no-untyped-def]
    llm = ScriptedChatModel([""])  # offered the search tools once, it proposes none
    eng = make_engine(llm)
    _, answer = ask(eng, "how often do we desludge the HFO purifier")
    assert answer.declined
    assert answer.answer_text.startswith(
        "The provided documentation does not contain this information."
    )
    assert answer.citations == []
    # The model was only asked for better searches, never to write an answer from weak evidence.
    assert len(llm.calls) == 1 and llm.calls[0]["tool_names"]


def test_without_tool_support_a_negative_costs_no_model_call(make_engine) -> None:  # type: ignore[no-untyped-def]
    llm = ScriptedChatModel([], supports_tools=False)
    eng = make_engine(llm)
    _, answer = ask(eng, "procedure to test the 15 ppm bilge alarm on the OWS")
    assert answer.declined and llm.calls == []


def test_ollama_down_falls_back_to_quoted_evidence_with_the_reason(make_engine) -> None:  # type: ignore[no-untyped-def]
    eng = make_engine(ScriptedChatModel([], reachable=False))
    events, answer = ask(eng, TABLE_Q)
    assert answer.mode == "retrieval-only" and answer.llm_calls == 0
    assert "not running" in answer.mode_reason or "Ollama" in answer.mode_reason
    assert any(e.kind == "mode" for e in events)
    assert "[TABLE1]" in answer.answer_text and "Check electrical wiring" in answer.answer_text
    assert answer.citations and answer.citations[0].type == "table"


def test_retrieval_only_quotes_table_rows_and_names_drawing_tags(make_engine) -> None:  # type: ignore[no-untyped-def]
    eng = make_engine()
    _, answer = ask(eng, "where is valve V003 on the flow diagram", no_llm=True)
    assert answer.mode == "retrieval-only" and answer.llm_calls == 0
    assert answer.mode_reason == "retrieval-only mode selected"
    diagrams = [h for h in answer.evidence if h.type == "diagram"]
    assert diagrams and "V003" in [lb.text for lb in diagrams[0].matched_labels]
    assert "V003" in answer.answer_text


def test_stream_cut_keeps_what_arrived_and_marks_it_incomplete(make_engine) -> None:  # type: ignore[no-untyped-def]
    cut = LLMError("stream_cut", "The answer was cut off (connection to Ollama lost)")
    eng = make_engine(ScriptedChatModel([["Check the electrical wiring [TABLE1]", cut]]))
    _, answer = ask(eng, TABLE_Q)
    assert answer.incomplete and answer.answer_text.startswith("Check the electrical wiring")
    assert "cut off" in answer.error


def test_model_missing_before_any_token_falls_back_to_evidence(make_engine) -> None:  # type: ignore[no-untyped-def]
    missing = LLMError("model_missing", "Model 'x' is not installed in Ollama — run: ollama pull x")
    eng = make_engine(ScriptedChatModel([missing]))
    _, answer = ask(eng, TABLE_Q)
    assert answer.mode == "retrieval-only" and "ollama pull" in answer.mode_reason
    assert "[TABLE1]" in answer.answer_text


def test_follow_up_is_read_with_the_previous_question(make_engine) -> None:  # type: ignore[no-untyped-def]
    llm = ScriptedChatModel(["Press the restart button [S1].", "It must read -40 kPa [S1]."])
    eng = make_engine(llm)
    conv = eng.new_conversation()
    ask(eng, "start up procedure for the vacuum unit", conversation_id=conv)
    events, answer = ask(eng, "and what should the gauge read?", conversation_id=conv)
    assert answer.rewritten_question.startswith("start up procedure for the vacuum unit")
    assert any(e.kind == "rewrite" for e in events)
    # History reaches the prompt: the earlier exchange precedes the new question.
    roles = [m["role"] for m in llm.calls[1]["messages"]]
    assert roles[:4] == ["system", "user", "assistant", "user"]
    assert [m["role"] for m in eng.conversation(conv)] == ["user", "assistant"] * 2


def test_thanks_and_a_new_short_question_are_not_glued_to_the_previous_one(make_engine) -> None:  # type: ignore[no-untyped-def]
    eng = make_engine()
    conv = eng.new_conversation()
    ask(eng, "start up procedure for the vacuum unit", conversation_id=conv, no_llm=True)
    events, thanks = ask(eng, "thanks, that helped", conversation_id=conv, no_llm=True)
    assert thanks.intent == "chat" and thanks.tool_calls == [] and not thanks.rewritten_question
    assert not any(e.kind == "rewrite" for e in events)
    _, fresh = ask(eng, "pump noisy?", conversation_id=conv, no_llm=True)
    assert fresh.rewritten_question == ""
    assert {c.args.get("query") for c in fresh.tool_calls if "query" in c.args} == {"pump noisy?"}
    assert fresh.evidence[0].type == "table"  # the troubleshooting row, not the start-up text


@pytest.mark.parametrize(
    ("question", "joined"),
    [
        ("and its torque?", True),
        ("what about the stbd one", True),
        ("how do I reset it", True),
        ("same for the aux engine?", True),
        ("what's the interval for that?", True),
        ("thanks, that helped", False),
        ("cheers mate", False),
        ("fuel pump pressure?", False),
        ("where is V003", False),
    ],
)
def test_a_follow_up_is_joined_only_when_it_refers_back(question: str, joined: bool) -> None:
    from engine.agent.route import rewrite_follow_up

    history = [{"role": "user", "content": "gearbox oil change interval"}]
    rewritten = rewrite_follow_up(question, history)
    assert rewritten == (f"gearbox oil change interval {question}" if joined else question)


def test_ranking_again_after_a_wider_search_weights_each_hit_once() -> None:
    from engine.agent.evidence import merge_hits, rank
    from engine.types import Hit

    def hit(kind: str, ref: str, score: float) -> Hit:
        return Hit(kind, ref, "d", "m.pdf", 1, "t", "x", score=score)  # type: ignore[arg-type]

    first = [hit("text", "a", 0.60), hit("table", "b", 0.50)]
    ranked = rank(first, "table")
    assert [h.score for h in first] == [0.60, 0.50]  # the tools' scores are left as they were
    wider = [hit("text", "c", 0.60)]
    again = rank(merge_hits([first, wider]), "table")
    scores = {h.ref_id: h.score for h in again}
    assert scores["a"] == scores["c"] == ranked[0].score == 0.54  # 0.6 x 0.9, once


def test_cancel_during_streaming_stops_the_answer(make_engine) -> None:  # type: ignore[no-untyped-def]
    eng = make_engine(ScriptedChatModel(["word " * 200]))
    token = CancelToken()
    gen = eng.ask(TABLE_Q, cancel=token)
    seen = 0
    answer = None
    while True:
        try:
            event = next(gen)
        except StopIteration as stop:
            answer = stop.value
            break
        if event.kind == "token":
            seen += 1
            if seen == 3:
                token.cancel()
    assert answer is not None and answer.error == "stopped" and answer.incomplete
    assert seen < 20


def test_poor_results_let_the_model_add_tool_calls(make_engine) -> None:  # type: ignore[no-untyped-def]
    calls = [LLMToolCall("search_text", {"query": "pressure gauge PT-1 reading after start"})]
    # No keyword rule fires for this question: every kind is searched (no model call before the
    # evidence), the model is offered the tools because nothing relevant was found, then answers.
    llm = ScriptedChatModel([calls, "It reads -40 kPa [S1]."])
    eng = make_engine(llm)
    _, answer = ask(eng, "what should the dial show")
    assert answer.intent == "mixed"
    assert "search_tables" in llm.calls[0]["tool_names"]
    assert any(t.name == "search_text" and "PT-1" in t.args["query"] for t in answer.tool_calls)
    assert answer.llm_calls == 2 and not answer.declined
    assert "-40 kPa" in answer.answer_text


def test_tool_arguments_full_of_query_syntax_are_plain_data(make_engine) -> None:  # type: ignore[no-untyped-def]
    from engine.agent.tools import QueryContext, run_tool
    from engine.retrieval.hybrid import query_terms

    eng = make_engine()
    lib = eng.library
    before = eng.stats()
    nasty = [
        "V003'}) MATCH (n) DETACH DELETE n //",
        '"; DROP TABLE passages; --',
        "x' OR 1=1 --",
        "NEAR(pump valve) OR * AND NOT {col}: ^",
        "CALL db.clear() RETURN 1",
    ]
    vec = eng.embedder.encode(["pump"])[0]
    ctx = QueryContext(
        lib,
        lib.ready_documents(),
        lambda q: eng.embedder.encode([q])[0],
        "pump",
        vec,
        query_terms(lib, "pump"),
    )
    for text in nasty:
        for name, args in [
            ("search_text", {"query": text}),
            ("search_tables", {"query": text, "top_k": "9; DROP"}),
            ("search_schemas", {"query": text}),
            ("entity_search", {"query": text}),
            ("section_lookup", {"section_number": text}),
        ]:
            result = run_tool(name, args, ctx)
            if name == "section_lookup":
                assert result.error.startswith("ValueError")  # rejected, not executed
            else:
                assert result.error == "", (name, text, result.error)
    assert eng.stats() == before


def test_a_failing_tool_is_an_error_result_and_the_loop_goes_on(make_engine, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from engine.agent import tools

    def broken(self, args, ctx):  # type: ignore[no-untyped-def]
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(tools.HybridTool, "run", broken)
    eng = make_engine()
    events, answer = ask(eng, "what does section 2.1 say", no_llm=True)
    failed = [t for t in answer.tool_calls if t.error]
    assert failed and "disk on fire" in failed[0].error
    assert any("failed" in e.message for e in events if e.kind == "tool_finished")
    assert answer.evidence and answer.evidence[0].section_number.startswith("2.1")


def test_through_a_fake_ollama_server(make_engine) -> None:  # type: ignore[no-untyped-def]
    with FakeOllama(models=["qwen2.5:3b"]) as server:
        server.script(FakeReply(content="Check the electrical wiring [TABLE1]."))
        eng = make_engine(ollama_host=server.url, model="qwen2.5:3b")
        events, answer = ask(eng, TABLE_Q)
        tokens = [e.message for e in events if e.kind == "token"]
        assert len(tokens) > 3 and "".join(tokens) == answer.answer_text
        assert answer.llm_calls == 1 and answer.citations[0].type == "table"
        (request,) = server.requests
        assert request["stream"] is True and request["model"] == "qwen2.5:3b"


def test_ollama_model_not_installed_is_reported_with_the_pull_command(make_engine) -> None:  # type: ignore[no-untyped-def]
    with FakeOllama(models=["llama3.2:1b"]) as server:
        eng = make_engine(ollama_host=server.url, model="qwen2.5:3b")
        _events, answer = ask(eng, TABLE_Q)
    assert answer.mode == "retrieval-only"
    assert "ollama pull qwen2.5:3b" in answer.mode_reason


def test_a_quoted_passage_does_not_open_with_a_stray_sentence_tail() -> None:
    from engine.agent.answer import quoted_answer
    from engine.agent.context import Resource
    from engine.retrieval.hybrid import QueryTerms
    from engine.types import Hit

    text = "file.\nThe oil must be changed every 2000 operating hours.\nUse SAE 90 gear oil."
    hit = Hit("text", "c1", "d1", "evac.pdf", 29, "7.3.2 Changing the gearbox oil", text, 0.8)
    terms = QueryTerms(("oil", "change"), {"oil": 1.0, "change": 1.0}, ())
    answer, _ = quoted_answer([Resource("S1", hit, text)], terms)
    assert "> file." not in answer
    assert "  > The oil must be changed every 2000 operating hours." in answer
    # a lowercase opening that carries the asked words is kept: quoting never drops a fact
    text = "oil change: every 2000 h.\nSee 7.3.1."
    hit = Hit("text", "c2", "d1", "evac.pdf", 29, "7.3.2", text, 0.8)
    answer, _ = quoted_answer([Resource("S1", hit, text)], terms)
    assert "> oil change: every 2000 h." in answer


def test_closing_the_engine_stops_the_tool_threads_and_closes_the_chat_history(
    make_engine,  # type: ignore[no-untyped-def]
) -> None:
    import sqlite3

    eng = make_engine(ScriptedChatModel(["Check the wiring [TABLE1]."]))
    conversation = eng.new_conversation("pump")
    _, answer = ask(eng, TABLE_Q, conversation_id=conversation)
    assert answer.citations
    agent = eng._agent
    eng.close()
    with pytest.raises(RuntimeError):
        agent._pool.submit(print)
    with pytest.raises(sqlite3.ProgrammingError):
        agent.history.conversations()


def test_a_strong_drawing_is_shown_among_the_first_five_whatever_the_guessed_intent() -> None:
    from engine.agent.evidence import rank
    from engine.types import Hit

    texts = [Hit("text", f"t{i}", "d", "m.pdf", i, "t", "x", score=0.6 - i / 100) for i in range(8)]
    drawing = Hit("diagram", "fig", "d", "m.pdf", 9, "Figure 3", "x", score=0.5)
    weak = Hit("table", "tab", "d", "m.pdf", 9, "Table", "x", score=0.1)
    order = [h.ref_id for h in rank([*texts, drawing, weak], "text")[:5]]
    assert "fig" in order and "tab" not in order


def test_a_guessed_table_intent_does_not_pull_a_weak_table_into_the_first_five() -> None:
    from engine.agent.evidence import rank
    from engine.types import Hit

    # "dye pen test - how long to develop" read as a table question: the tables found score a
    # third of the text that answers it, and are not shown before it.
    texts = [Hit("text", f"t{i}", "d", "m.pdf", i, "t", "x", score=0.5 - i / 100) for i in range(8)]
    weak = [Hit("table", f"w{i}", "d", "m.pdf", 9, "Table", "x", score=0.17) for i in range(2)]
    order = [h.ref_id for h in rank([*texts, *weak], "table")[:5]]
    assert order == ["t0", "t1", "t2", "t3", "t4"]
    # A table that matches in its own right is still given its places.
    fair = Hit("table", "f", "d", "m.pdf", 9, "Table", "x", score=0.3)
    order = [h.ref_id for h in rank([*texts, fair], "table")[:5]]
    assert "f" in order


def test_a_quantity_the_found_passages_do_not_give_is_declined_with_the_reason(make_engine) -> None:  # type: ignore[no-untyped-def]
    eng = make_engine()
    # The passages are about P01 (relevant enough to quote), but none gives a torque.
    _, answer = ask(eng, "vacuum pump P01 torque", no_llm=True)
    assert answer.declined and answer.relevance >= RELEVANCE_THRESHOLD
    assert answer.answer_text.startswith("The provided documentation does not contain")
    assert (
        "do not give a torque" in answer.answer_text
        and "vacuum-unit-manual.pdf" in answer.answer_text
    )
    # The pages the reason names open from the answer ("pages checked"), each once, and they
    # are not citations of a statement: the engineer can see for himself that no torque is there.
    assert answer.consulted and not answer.citations
    assert answer.consulted_heading.startswith("Pages checked")
    checked = [(c.doc_file, c.page) for c in answer.consulted]
    assert len(checked) == len(set(checked))
    assert all(
        f"p. {page}" in answer.answer_text or f", {page}" in answer.answer_text
        for _, page in checked
    )
    # Asked for a quantity the passages do give: answered, not declined.
    _, gauge = ask(eng, "what pressure should PT-1 read after start up?", no_llm=True)
    assert not gauge.declined and "-40 kPa" in gauge.answer_text


@pytest.mark.parametrize(
    ("question", "numbers"),
    [
        ("list the subsections in ch 3", ["3"]),
        ("whats in chapter nine", ["9"]),
        ("what does sec. 4.2 say", ["4.2"]),
        ("neets 1.10 subsections?", ["1.10"]),
        ("§ 7.3.2", ["7.3.2"]),
        ("keep it at 1.5 bar", []),
        ("2.2/2.6 kW motor", []),
        ("water mist section valves IV1 IV2", []),
    ],
)
def test_chapters_and_sections_are_read_the_way_engineers_write_them(
    question: str, numbers: list[str]
) -> None:
    from engine.agent.structure import section_numbers

    assert section_numbers(question) == numbers


def test_whats_in_a_chapter_is_answered_with_its_list_of_subsections(make_engine) -> None:  # type: ignore[no-untyped-def]
    eng = make_engine()
    _, answer = ask(eng, "whats in chapter two", no_llm=True)
    first = answer.evidence[0]
    assert first.title == "2 Operation — contents" and first.page == 2
    assert "2.1 Start up (p. 2)" in first.text and "2.1.1 Checks after start" in first.text
    assert "2.1 Start up" in answer.answer_text and answer.citations
    # A chapter named by its title words, and its tables.
    _, named = ask(eng, "tables in the troubleshooting chapter", no_llm=True)
    tables = [h for h in named.evidence[:2] if h.type == "table"]
    assert tables and tables[0].title == "Table 1 Troubleshooting for the vacuum unit"
    assert "section" in tables[0].sources


@pytest.mark.parametrize(
    "question",
    ["where is valve V003 on the flow diagram", "vacuum pump P01 what does it do"],
)
def test_a_code_named_in_more_places_than_are_scored_still_finds_the_same_evidence(
    make_engine, monkeypatch, question
) -> None:  # type: ignore[no-untyped-def]
    """A ship's library names a model code in hundreds of tables: only the passages that name it
    and rank first for the question are scored. Here every code is 'named everywhere'."""
    from engine.agent import tools

    eng = make_engine()
    _, everywhere = ask(eng, question, no_llm=True)
    monkeypatch.setattr(tools, "ENTITY_SOURCES_MAX", 0)
    ranked_kinds: list[str] = []
    named_first = tools._named_first

    def spy(ctx, kind, names):  # type: ignore[no-untyped-def]
        ranked_kinds.append(kind)
        return named_first(ctx, kind, names)

    monkeypatch.setattr(tools, "_named_first", spy)
    _, capped = ask(eng, question, no_llm=True)
    assert ranked_kinds  # the capped path ran
    assert everywhere.evidence
    assert [h.key() for h in capped.evidence[:2]] == [h.key() for h in everywhere.evidence[:2]]
    entity = [t for t in capped.tool_calls if t.name == "entity_search"]
    assert entity and entity[0].count and not entity[0].error


@pytest.mark.parametrize(
    "question",
    ["pump head curve at 1800 rpm", "friction factor plot at Re 10^5", "Nsd graph"],
)
def test_a_question_about_a_graph_or_curve_asks_for_a_figure(question: str) -> None:
    from engine.agent.intent import analyze

    assert analyze(question).intent == "schema"
    # on board a "chart" is as often a table (sounding, lubrication, load charts)
    assert analyze("tank sounding chart for no 3 FO tank").intent != "schema"
