"""ScriptedChatModel behaves like OllamaChatModel from the agent loop's side."""

from __future__ import annotations

import pytest

from engine.cancel import CancelToken
from engine.errors import LLMError
from engine.llm.base import ChatChunk, ChatModel, LLMToolCall, ToolSpec, split_words
from tests.doubles.fakes import ScriptedChatModel

QUESTION = [{"role": "user", "content": "Gearbox oil change interval?"}]
SEARCH_TEXT = ToolSpec("search_text", "Search manual text.", {"type": "object", "properties": {}})


def play(model: ScriptedChatModel, **kwargs: object) -> tuple[list[ChatChunk], LLMError | None]:
    got: list[ChatChunk] = []
    try:
        for chunk in model.chat(QUESTION, **kwargs):  # type: ignore[arg-type]
            got.append(chunk)
    except LLMError as exc:
        return got, exc
    return got, None


def test_tool_calls_then_answer_over_two_calls_are_recorded() -> None:
    calls = [LLMToolCall("search_text", {"query": "gearbox oil"}), LLMToolCall("x", {})]
    model = ScriptedChatModel([calls, "Change the oil every 4000 running hours [S1]."])

    first, _ = play(model, tools=[SEARCH_TEXT])
    second, _ = play(model)

    assert first == [ChatChunk(tool_calls=tuple(calls)), ChatChunk(done=True, done_reason="stop")]
    assert "".join(c.content for c in second) == "Change the oil every 4000 running hours [S1]."
    assert second[-1].done and len(second) > 3
    assert len(model.calls) == 2
    assert model.calls[0]["tool_names"] == ["search_text"] and model.calls[1]["tools"] is None
    assert model.calls[0]["messages"] == QUESTION
    assert isinstance(model, ChatModel)


def test_dict_reply_is_json_content_and_format_is_recorded() -> None:
    model = ScriptedChatModel([{"intent": "table"}])
    schema = {"type": "object"}

    chunks, _ = play(model, format=schema)

    assert chunks[0].content == '{"intent": "table"}'
    assert model.calls[0]["format"] == schema


def test_exception_after_text_is_a_cut_stream_with_partial_text() -> None:
    cut = LLMError("stream_cut", "The answer was cut off (connection to Ollama lost)")
    model = ScriptedChatModel([["Stop the pump", cut]])

    chunks, err = play(model)

    assert "".join(c.content for c in chunks) == "Stop the pump" and err is cut


def test_exception_reply_and_unreachable_server() -> None:
    model = ScriptedChatModel([LLMError("timeout", "Ollama did not answer within 120 s")])
    assert play(model)[1].kind == "timeout"  # type: ignore[union-attr]

    offline = ScriptedChatModel(reachable=False)
    assert play(offline)[1].kind == "unreachable"  # type: ignore[union-attr]
    assert not offline.status().reachable
    with pytest.raises(LLMError):
        offline.list_models()


def test_status_missing_model_and_tool_support() -> None:
    missing = ScriptedChatModel(models=["llama3.2:1b"], model="qwen2.5:3b")
    assert not missing.status().model_installed
    assert "ollama pull qwen2.5:3b" in missing.status().message
    assert play(missing)[1].kind == "model_missing"  # type: ignore[union-attr]

    no_tools = ScriptedChatModel(["unused"], supports_tools=False)
    assert not no_tools.status().supports_tools
    assert play(no_tools, tools=[SEARCH_TEXT])[1].kind == "server"  # type: ignore[union-attr]


def test_cancel_stops_between_chunks() -> None:
    token = CancelToken()
    model = ScriptedChatModel(["one two three four five"])
    got = []
    for chunk in model.chat(QUESTION, cancel=token):
        got.append(chunk)
        token.cancel()
    assert got == [ChatChunk(content="one")]


def test_callable_reply_sees_the_call_and_running_out_fails_loudly() -> None:
    model = ScriptedChatModel([lambda call: f"You asked: {call['messages'][-1]['content']}"])

    chunks, _ = play(model)

    assert "".join(c.content for c in chunks) == "You asked: Gearbox oil change interval?"
    with pytest.raises(AssertionError, match="no reply scripted for chat call #2"):
        play(model)


def test_split_words_joins_back_exactly() -> None:
    for text in ["", "a", "  lead", "trail  ", "Two  spaces\nand a line", "V003 open."]:
        assert "".join(split_words(text)) == text
    assert split_words("Stop the pump") == ["Stop", " the", " pump"]
