"""Review questions: a training book's quiz pages ("1-31. When a series dc motor is operated
without a load, which of the following conditions occurs? 1. ... 2. ... 3. ... 4. ...") repeat
the chapter's wording question by question, so they score like the pages that teach it while
giving no answer, only options of which most are wrong."""

from __future__ import annotations

import re

from engine.retrieval import tuning

_QUESTION_LINE = re.compile(r"\?\s*$")
_OPTION_LINE = re.compile(r"^\s*(?:[1-9]|[a-dA-D])[.)]\s+\S")


def is_question_list(text: str) -> bool:
    """True when the passage is multiple-choice questions: several lines closing a question,
    each followed by its numbered options (at least QUIZ_OPTIONS_PER_QUESTION; a yes/no step of
    a fault-finding chart offers two, an FAQ answers in prose)."""
    lines = [line for line in text.splitlines() if line.strip()]
    questions = sum(1 for line in lines if _QUESTION_LINE.search(line))
    if questions < tuning.QUIZ_MIN_QUESTIONS:
        return False
    options = sum(
        1
        for line in lines
        if _OPTION_LINE.match(line) and len(line.split()) <= tuning.QUIZ_OPTION_WORDS
    )
    return options >= tuning.QUIZ_OPTIONS_PER_QUESTION * questions
