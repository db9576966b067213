"""OllamaChatModel with the real ``ollama`` client against FakeOllama over loopback.

What the engineer would see is asserted: the answer arrives in order, tool calls come through
with their arguments, and every failure is one LLMError with a message saying what to do.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator

import pytest

from engine.cancel import CancelToken
from engine.errors import LLMError
from engine.llm.base import (
    ChatChunk,
    ChatModel,
    LLMToolCall,
    ToolSpec,
    tool_calls_message,
    tool_result_message,
)
from engine.llm.ollama_client import OllamaChatModel
from tests.doubles.fake_ollama import FakeOllama, FakeReply

MODEL = "qwen2.5:3b"
QUESTION = [{"role": "user", "content": "Vacuum pumps run but there is no vacuum. Why?"}]
SEARCH_TABLES = ToolSpec(
    name="search_tables",
    description="Search troubleshooting and specification tables in the manuals.",
    parameters={
        "type": "object",
        "properties": {
            "query": {"type": "string", "description": "What to look for"},
            "top_k": {
                "type": "integer",
                "description": "How many rows",
                "default": 5,
                "minimum": 1,
            },
        },
        "required": ["query"],
    },
)


@pytest.fixture
def fake() -> Iterator[FakeOllama]:
    with FakeOllama(models=[MODEL, "nomic-embed-text:latest"]) as server:
        yield server


_OPEN: list[OllamaChatModel] = []


@pytest.fixture(autouse=True)
def _close_models() -> Iterator[None]:
    yield
    while _OPEN:
        _OPEN.pop().close()  # pooled keep-alive sockets would otherwise leak between tests


def make_model(url: str, model: str = MODEL, timeout_s: float = 2.0) -> OllamaChatModel:
    made = OllamaChatModel(url, model, timeout_s=timeout_s, connect_timeout_s=0.5)
    _OPEN.append(made)
    return made


def drain(stream: Iterator[ChatChunk]) -> tuple[list[ChatChunk], LLMError | None]:
    """Collect chunks until the stream ends or fails, as the agent loop does."""
    got: list[ChatChunk] = []
    try:
        for chunk in stream:
            got.append(chunk)
    except LLMError as exc:
        return got, exc
    return got, None


def closed_port_url() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"


# ---------------------------------------------------------------------- answers


def test_streamed_answer_arrives_word_by_word_in_order_then_done(fake: FakeOllama) -> None:
    answer = "Check the suction valve V003 is open and the seal water supply is on [S1]."
    fake.script(FakeReply(content=answer))
    model = make_model(fake.url)

    chunks, err = drain(model.chat(QUESTION, options={"temperature": 0, "num_ctx": 8192}))

    assert err is None
    assert "".join(c.content for c in chunks) == answer
    assert len(chunks) >= len(answer.split())  # really streamed, not one blob
    assert chunks[-1].done and not any(c.done for c in chunks[:-1])
    body = fake.requests[0]
    assert body["model"] == MODEL and body["stream"] is True
    assert body["messages"] == QUESTION
    assert body["options"] == {"temperature": 0, "num_ctx": 8192}
    assert isinstance(model, ChatModel)


def test_tool_calls_come_back_as_llm_tool_calls_with_dict_arguments(fake: FakeOllama) -> None:
    fake.script(
        FakeReply(
            tool_calls=[
                {"name": "search_tables", "arguments": {"query": "no vacuum", "top_k": 5}},
                {"name": "entity_search", "arguments": {"code": "V003"}},
            ]
        )
    )
    chunks, err = drain(make_model(fake.url).chat(QUESTION, tools=[SEARCH_TABLES]))

    assert err is None
    calls = [call for c in chunks for call in c.tool_calls]
    assert calls == [
        LLMToolCall("search_tables", {"query": "no vacuum", "top_k": 5}),
        LLMToolCall("entity_search", {"code": "V003"}),
    ]
    assert all(type(call.arguments) is dict for call in calls)
    sent = fake.requests[0]["tools"][0]["function"]
    assert sent["name"] == "search_tables"
    assert sent["parameters"]["required"] == ["query"]
    # the client would drop "default"/"minimum": they must still reach the model as text
    assert "default 5" in sent["parameters"]["properties"]["top_k"]["description"]
    assert "min 1" in sent["parameters"]["properties"]["top_k"]["description"]


def test_tool_turns_reach_the_server_in_ollamas_message_shape(fake: FakeOllama) -> None:
    fake.script(FakeReply(content="Table 5 lists a worn seal as the cause [TABLE1]."))
    call = LLMToolCall("search_tables", {"query": "no vacuum"})
    messages = [
        *QUESTION,
        tool_calls_message([call]),
        tool_result_message("search_tables", "[TABLE1] Fault: no vacuum; Cause: worn seal"),
    ]
    chunks, err = drain(make_model(fake.url).chat(messages, tools=[SEARCH_TABLES]))

    assert err is None and chunks[-1].done
    sent = fake.requests[0]["messages"]
    assert sent[1]["tool_calls"][0]["function"] == {
        "name": "search_tables",
        "arguments": {"query": "no vacuum"},
    }
    assert sent[2] == {
        "role": "tool",
        "tool_name": "search_tables",
        "content": "[TABLE1] Fault: no vacuum; Cause: worn seal",
    }


def test_format_json_schema_is_sent_as_is_and_reply_parses(fake: FakeOllama) -> None:
    schema = {
        "type": "object",
        "properties": {"intent": {"type": "string", "enum": ["text", "table", "schema"]}},
        "required": ["intent"],
    }
    fake.script(FakeReply(json_body={"intent": "table"}))
    chunks, err = drain(make_model(fake.url).chat(QUESTION, format=schema))

    assert err is None
    assert fake.requests[0]["format"] == schema
    assert json.loads("".join(c.content for c in chunks)) == {"intent": "table"}


# ---------------------------------------------------------------------- failures


def test_unknown_model_says_which_pull_command_to_run(fake: FakeOllama) -> None:
    chunks, err = drain(make_model(fake.url, model="llama3.2:1b").chat(QUESTION))

    assert chunks == []
    assert err is not None and err.kind == "model_missing"
    assert str(err) == (
        "Model 'llama3.2:1b' is not installed in Ollama — run: ollama pull llama3.2:1b"
    )


def test_scripted_server_error_is_kind_server_with_the_reason(fake: FakeOllama) -> None:
    fake.script(
        FakeReply(status=500, error="model requires more system memory (5.9 GiB) than is available")
    )
    _, err = drain(make_model(fake.url).chat(QUESTION))

    assert err is not None and err.kind == "server"
    assert "more system memory" in str(err) and "\n" not in str(err)


def test_no_server_is_unreachable_with_the_url_to_check() -> None:
    url = closed_port_url()
    model = make_model(url)

    started = time.perf_counter()
    chunks, err = drain(model.chat(QUESTION))

    assert time.perf_counter() - started < 1.0
    assert chunks == [] and err is not None and err.kind == "unreachable"
    assert str(err) == (
        f"Ollama is not running at {url} — start it (ollama serve) or check the host in Settings."
    )
    status = model.status()
    assert not status.reachable and not status.model_installed and status.message == str(err)
    with pytest.raises(LLMError) as listed:
        model.list_models()
    assert listed.value.kind == "unreachable"


def test_stall_past_the_read_timeout_is_a_timeout(fake: FakeOllama) -> None:
    fake.script(FakeReply(content="late answer", stall_s=1.5))
    model = make_model(fake.url, timeout_s=0.5)

    started = time.perf_counter()
    chunks, err = drain(model.chat(QUESTION))
    waited = time.perf_counter() - started

    assert chunks == []
    assert err is not None and err.kind == "timeout"
    assert str(err) == (
        "Ollama did not answer within 0.5 s (model loading or machine busy) — try again or pick "
        "a smaller model."
    )
    assert 0.4 < waited < 1.3  # the first-token phase timer, not only httpx's read timeout


def test_the_last_chunk_carries_why_it_ended_and_the_servers_timings(fake: FakeOllama) -> None:
    fake.script(
        FakeReply(
            content="Stop the pump",
            thinking="hmm",
            done_reason="length",
            prompt_eval_count=600,
            prompt_eval_s=10.0,
        )
    )
    chunks, err = drain(make_model(fake.url).chat(QUESTION))
    assert err is None and "".join(c.content for c in chunks) == "Stop the pump"
    assert "".join(c.thinking for c in chunks) == "hmm"  # kept apart from the answer
    last = chunks[-1]
    assert last.done and last.done_reason == "length"
    assert last.stats is not None and last.stats.prompt_tokens_per_s == 60.0


def test_the_context_window_is_read_from_show(fake: FakeOllama) -> None:
    fake.context_length = 4096
    assert make_model(fake.url).context_length() == 4096
    assert make_model(fake.url, model="not-there:1b").context_length() == 0


def test_connection_cut_after_three_chunks_keeps_them_then_stream_cut(fake: FakeOllama) -> None:
    fake.script(FakeReply(content="Stop the pump before opening the cover", cut_after_chunks=3))
    chunks, err = drain(make_model(fake.url).chat(QUESTION))

    assert [c.content for c in chunks] == ["Stop", " the", " pump"]
    assert not any(c.done for c in chunks)
    assert err is not None and err.kind == "stream_cut"
    assert str(err) == (
        "The answer was cut off (connection to Ollama lost) — what arrived is shown, "
        "marked incomplete."
    )


def test_error_line_mid_stream_is_stream_cut_and_before_any_text_is_server(
    fake: FakeOllama,
) -> None:
    # Decision: after text arrived -> stream_cut (keep it); before any text -> server.
    fake.script(
        FakeReply(content="The oil change interval is", error_line="llama runner process died"),
        FakeReply(error_line="llama runner process died"),
    )
    model = make_model(fake.url)

    chunks, err = drain(model.chat(QUESTION))
    assert "".join(c.content for c in chunks) == "The oil change interval is"
    assert err is not None and err.kind == "stream_cut"
    assert "llama runner process died" in str(err) and "marked incomplete" in str(err)

    chunks, err = drain(model.chat(QUESTION))
    assert chunks == []
    assert err is not None and err.kind == "server"
    assert "llama runner process died" in str(err)


def test_tools_sent_to_a_model_without_tool_support_is_a_clear_server_error() -> None:
    with FakeOllama(models=[MODEL], tools=False) as fake:
        _, err = drain(make_model(fake.url).chat(QUESTION, tools=[SEARCH_TABLES]))

    assert err is not None and err.kind == "server"
    assert str(err).startswith(f"Model '{MODEL}' cannot call tools")


# ---------------------------------------------------------------------- cancel


def test_cancel_mid_stream_stops_promptly_and_drops_the_connection(fake: FakeOllama) -> None:
    fake.script(FakeReply(content=" ".join(["word"] * 200), chunk_interval_s=0.02))
    token = CancelToken()
    got: list[ChatChunk] = []

    for chunk in make_model(fake.url).chat(QUESTION, cancel=token):
        got.append(chunk)
        if len(got) == 3:
            token.cancel()
            cancelled_at = time.perf_counter()
    stopped_after = time.perf_counter() - cancelled_at

    assert len(got) == 3 and stopped_after < 0.2
    assert fake.wait_for_disconnect(timeout=2.0), "the server kept streaming to nobody"


def test_cancel_while_model_is_still_loading_returns_at_once(fake: FakeOllama) -> None:
    fake.script(FakeReply(content="late", stall_s=1.5))
    token = CancelToken()
    timer = threading.Timer(0.1, token.cancel)  # the user presses Stop during the stall

    started = time.perf_counter()
    timer.start()
    chunks, err = drain(make_model(fake.url, timeout_s=5.0).chat(QUESTION, cancel=token))

    assert chunks == [] and err is None
    assert time.perf_counter() - started < 0.5


def test_cancelled_before_start_sends_nothing(fake: FakeOllama) -> None:
    token = CancelToken()
    token.cancel()

    assert list(make_model(fake.url).chat(QUESTION, cancel=token)) == []
    assert fake.requests == []


def test_leaving_the_loop_early_closes_the_stream(fake: FakeOllama) -> None:
    fake.script(FakeReply(content=" ".join(["word"] * 200), chunk_interval_s=0.02))
    stream = make_model(fake.url).chat(QUESTION)
    assert next(stream).content == "word"
    stream.close()  # what `break` out of a for-loop does

    assert fake.wait_for_disconnect(timeout=2.0)


# ---------------------------------------------------------------------- status


def test_status_reports_ready_model_with_tools(fake: FakeOllama) -> None:
    status = make_model(fake.url).status()

    assert status.reachable and status.model_installed and status.supports_tools and status.ready
    assert status.models == [MODEL, "nomic-embed-text:latest"]
    assert MODEL in status.message


def test_status_reports_model_without_tool_calling() -> None:
    with FakeOllama(models=[MODEL], tools=False) as fake:
        status = make_model(fake.url).status()

    assert status.reachable and status.model_installed and not status.supports_tools


def test_status_reports_missing_model_with_pull_hint(fake: FakeOllama) -> None:
    status = make_model(fake.url, model="llama3.1:8b").status()

    assert status.reachable and not status.model_installed and not status.ready
    assert status.models == [MODEL, "nomic-embed-text:latest"]
    assert status.message == (
        "Model 'llama3.1:8b' is not installed in Ollama — run: ollama pull llama3.1:8b"
    )


def test_model_name_without_tag_matches_latest(fake: FakeOllama) -> None:
    status = make_model(fake.url, model="nomic-embed-text").status()

    assert status.model_installed


def test_list_models_from_the_server(fake: FakeOllama) -> None:
    assert make_model(fake.url).list_models() == [MODEL, "nomic-embed-text:latest"]


# ---------------------------------------------------------------------- timeouts and set-up


def test_timeouts_are_always_set_on_the_real_clients() -> None:
    model = OllamaChatModel("http://127.0.0.1:11434", MODEL, timeout_s=120, connect_timeout_s=3)
    _OPEN.append(model)

    timeouts = model.http_timeouts()

    chat, probe = timeouts["chat"], timeouts["probe"]
    for t in (chat, probe):
        assert None not in (t.connect, t.read, t.write, t.pool)
    assert chat.connect == 3.0 and chat.read == 120.0
    assert probe.connect == 3.0 and probe.read <= 5.0  # the status bar probe stays quick
    with pytest.raises(ValueError):
        OllamaChatModel("http://127.0.0.1:11434", MODEL, timeout_s=None)  # type: ignore[arg-type]


def test_construction_is_cheap_and_makes_no_connection() -> None:
    started = time.perf_counter()
    model = OllamaChatModel(closed_port_url(), MODEL)

    assert time.perf_counter() - started < 0.05
    assert model._chat_client is None and model._probe_client is None


def test_host_written_like_ollama_host_gets_the_default_port() -> None:
    assert OllamaChatModel("192.168.1.5", MODEL).host == "http://192.168.1.5:11434"
    assert OllamaChatModel("", MODEL).host == "http://127.0.0.1:11434"


def test_invalid_host_is_reported_when_used_not_when_built() -> None:
    model = OllamaChatModel("127.0.0.1:99999", MODEL)

    status = model.status()
    _, err = drain(model.chat(QUESTION))

    assert not status.reachable and "not a valid address" in status.message
    assert err is not None and err.kind == "unreachable" and "Settings" in str(err)


def test_host_resolution_matches_the_ollama_client_rules() -> None:
    import ast

    from ollama._client import _parse_host

    from engine.llm.ollama_client import resolve_host

    cases = [
        ast.literal_eval(line.split("_parse_host(", 1)[1].rsplit(")", 1)[0])
        for line in (_parse_host.__doc__ or "").splitlines()
        if ">>> _parse_host(" in line
    ]
    cases = [c for c in cases if c] + ["localhost:8080", "http://ollama.ship.lan:11434/"]
    assert len(cases) > 20
    for host in cases:
        assert resolve_host(host) == _parse_host(host), host
    for bad in ("127.0.0.1:99999", "http://127.0.0.1:port"):
        with pytest.raises(ValueError):
            _parse_host(bad)
        with pytest.raises(ValueError):
            resolve_host(bad)
