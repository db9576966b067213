"""One question on its way through the loop: the state every step reads and adds to."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.cancel import CancelToken
from engine.types import Answer

if TYPE_CHECKING:
    from engine.llm.base import ChatModel


class Timings:
    """Milliseconds per step (``with clock("tools"): ...``; repeated steps add up)."""

    def __init__(self) -> None:
        self.ms: dict[str, float] = {}
        self._start = time.perf_counter()

    def __call__(self, name: str) -> _Timer:
        return _Timer(self, name)

    def total(self) -> float:
        return (time.perf_counter() - self._start) * 1000


class _Timer:
    def __init__(self, owner: Timings, name: str) -> None:
        self._owner = owner
        self._name = name

    def __enter__(self) -> None:
        self._t = time.perf_counter()

    def __exit__(self, *exc: object) -> None:
        elapsed = (time.perf_counter() - self._t) * 1000
        self._owner.ms[self._name] = self._owner.ms.get(self._name, 0.0) + elapsed


@dataclass
class QuestionState:
    """The answer being built, the Stop button, the clock, and what earlier steps decided."""

    question: str
    answer: Answer
    cancel: CancelToken
    clock: Timings = field(default_factory=Timings)
    query: str = ""  # the question as searched: a short follow-up joined to the one before it
    history: list[dict[str, str]] = field(default_factory=list)  # recent conversation messages
    llm: ChatModel | None = None  # None: retrieval-only
