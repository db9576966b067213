"""Size the answer prompt to the machine: the first token should come within
``Limits.first_token_target_s`` at the prompt speed this model showed on this laptop.

A CPU-only laptop reads a 3B model's prompt at 50-200 tokens/s, so a 3,800-token prompt is a minute
or more of waiting before anything is written. The evidence budget is what the model can read in
the target time, less the fixed part of the prompt (rules, question, conversation); it never drops
below the single best resource (``build_context`` always keeps the first one) and never exceeds
``Limits.context_tokens``. ``num_ctx`` is set per request so the prompt and the answer fit (Ollama's
default window is smaller than a full prompt and would silently drop its beginning), within the
model's own ``context_length``.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.config import Limits
from engine.llm.speed import Speed

NUM_CTX_STEP = 512  # num_ctx is rounded up to this: fewer distinct sizes, fewer model reloads


@dataclass(frozen=True)
class PromptPlan:
    prompt_tps: float  # tokens/s the plan assumes
    measured: bool  # False: no reply has reported this model's speed yet
    tokens_per_estimate: float
    evidence_budget: int  # in our estimate's units (engine.agent.context.estimate_tokens)
    context_length: int  # the model's window, 0 when unknown
    answer_tokens: int

    def model_tokens(self, estimated: int) -> int:
        """Our token estimate in the model's tokens."""
        return int(estimated * self.tokens_per_estimate)

    def expected_s(self, estimated: int) -> float:
        return self.model_tokens(estimated) / self.prompt_tps

    def num_ctx(self, estimated: int) -> int:
        need = self.model_tokens(estimated) + self.answer_tokens
        size = -(-need // NUM_CTX_STEP) * NUM_CTX_STEP
        return min(size, self.context_length) if self.context_length else size


def plan_prompt(speed: Speed, limits: Limits, fixed_tokens: int, context_length: int) -> PromptPlan:
    """The evidence budget for a prompt whose fixed part is ``fixed_tokens`` (estimated)."""
    measured = speed.prompt_tps > 0
    tps = speed.prompt_tps if measured else limits.assumed_prompt_tokens_per_s
    ratio = speed.tokens_per_estimate if speed.samples and speed.tokens_per_estimate > 0 else 1.0
    readable = tps * limits.first_token_target_s / ratio  # estimate units read in the target time
    budget = int(min(limits.context_tokens, readable - fixed_tokens))
    if context_length:  # the whole prompt and the answer must fit the model's window
        room = int((context_length - limits.answer_tokens) / ratio) - fixed_tokens
        budget = min(budget, room)
    return PromptPlan(tps, measured, ratio, max(0, budget), context_length, limits.answer_tokens)
