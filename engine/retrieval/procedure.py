"""Does the evidence hold the procedure a question asks for?

"steps to rewind a dc motor armature", "step by step for swapping the lobes on the online pump":
the question asks how to do one thing (rewind, swap) to equipment the manual describes. The
passages found are about the armature or the lobes, but when none of them so much as names the
action (in any form: "rewinding", "swap"), they hold no steps for it, and quoting them would
suggest they do. Used to decline in retrieval-only mode (agent.evidence.missing_procedure).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.retrieval import tuning
from engine.retrieval.hybrid import other_forms
from engine.store.keyword import STOPWORDS, tokens
from engine.vocab.quantities import VALUE_WORDS, WordsNamed
from engine.vocab.shorthand import verb_shorthand
from engine.vocab.spellings import other_spellings

if TYPE_CHECKING:
    from collections.abc import Sequence

    from engine.retrieval.hybrid import QueryTerms
    from engine.store.base import KeywordIndex
    from engine.types import Hit

# How a question asks for a procedure and where it names the action: "steps to <action>",
# "step by step for <action>", "<action> procedure", "procedure for <action>", "<action>
# instructions". "how do I ..." is left out: it asks as often for a reason or a value ("how do I
# fix", "how do I check") as for steps. General English, not any one question's.
_ASKED = re.compile(
    r"\bsteps?\s+(?:to|for|on)\s+(?:the\s+|a\s+|an\s+)?(?P<a>[^\W\d_]+)"
    r"|\bstep[\s-]+by[\s-]+step\s+(?:(?:to|for|on)\s+)?(?:the\s+|a\s+|an\s+)?(?P<b>[^\W\d_]+)"
    r"|\b(?P<c>[^\W\d_]+)\s+(?:procedures?|instructions)\b"
    # "donning steps for the sets": the action before "steps" ("steps" left to be read again)
    r"|\b(?P<e>[^\W\d_]+)\s+(?=steps\b)"
    r"|\b(?:procedures?|instructions)\s+(?:to|for)\s+(?:the\s+|a\s+|an\s+)?(?P<d>[^\W\d_]+)",
    re.IGNORECASE,
)
# "up" of "start up procedure" is no action to look for (not tuned: a two-letter word)
_ACTION_MIN = 3


# Words that say which procedure, not what it does ("the usual procedure for venting"): general
# English, not any one question's.
_NOT_ACTIONS = frozenset(
    [
        "proper",
        "correct",
        "usual",
        "normal",
        "standard",
        "recommended",
        "following",
        "general",
        "same",
        "right",
        "whole",
        "maintenance",
        "operating",
        "operation",
        "safety",
        "emergency",
        "test",
        "service",
    ]
)


def asked_action(question: str) -> str | None:
    """The action a question asks the steps of ("steps to rewind ..." -> "rewind"), or None
    when it asks for no procedure or names no action ("start up procedure": "up"). A word that
    reads as an action (the verb after "to", a word like "donning", "replacement") wins over one
    that does not ("donning steps for the sets": "donning", not "sets"); then the word after
    "to" / "for" wins over the one before "procedure" ("usual procedure for venting")."""
    found: list[tuple[bool, bool, str]] = []
    for match in _ASKED.finditer(question):
        word = next(g for g in match.groups() if g).lower()
        before = match.group("c") is not None or match.group("e") is not None
        to_verb = not before and bool(_TO_VERB.search(match.group(0)))
        if not before and not to_verb:
            word = _named_action(word, question[match.end() :])
        if word not in STOPWORDS and word not in _NOT_ACTIONS and len(word) >= _ACTION_MIN:
            action_like = to_verb or bool(_ACTION_NOUN.match(word))
            found.append((not action_like, before, word))
    if not found and tuning.PROCEDURE_AFTER_TOPIC and (after := _STEPS_AFTER.search(question)):
        # "shock chlorination of pw tanks - steps?": the action the words right before them name
        # (their clause: "welding - how do i do the fit check, steps?" asks no welding), when
        # they name one ("the sheet w/ facing, drilling and turning - steps" asks for a sheet)
        clause = _CLAUSE_END.split(after.group("topic"))[-1]
        named = [
            word
            for word in tokens(clause)
            if _ACTION_NOUN.match(word) and word not in _NOT_ACTIONS and word not in STOPWORDS
        ]
        if len(named) == 1:
            return named[0]
    return min(found, key=lambda f: f[:2])[2] if found else None


# The steps asked after a dash, colon or comma, of what the words before it name: "shock
# chlorination of pw tanks - steps?", "brazing a flange - whats the step by step, rod and flux?".
# General English (how a tired engineer types), not any one question's.
_STEPS_AFTER = re.compile(
    r"^(?P<topic>.+?)\s*[-–:,]\s*(?:(?:what(?:'s|s|\s+is|\s+are)?|whats)\s+(?:the\s+)?)?"
    r"(?:steps|step[\s-]+by[\s-]+step|procedures?)\b",
    re.IGNORECASE,
)


# A word naming an action done to a thing: "descaling", "installation", "replacement"
_ACTION_NOUN = re.compile(r"^[^\W\d_]{3,}(?:ing|tion|ment)$")
# "steps to <verb>": the word after "to" is the action itself
_TO_VERB = re.compile(r"\bto\s+(?:the\s+|a\s+|an\s+)?[^\W\d_]+$", re.IGNORECASE)
# Words after the first that may still name the thing acted on before the action ("procedure
# for acid descaling", "for fuel pump replacement"): a noun phrase is seldom longer
_THING_WORDS = 2


def _named_action(first: str, rest: str) -> str:
    """The action of "for acid descaling": when the word after "to" / "for" names no action
    itself, the last word naming one in the few words that follow it (before a stop word)."""
    if _ACTION_NOUN.match(first):
        return first
    action = first
    following = re.match(rf"(?:[ \t]+[^\W\d_]+){{0,{_THING_WORDS}}}", rest)
    for word in tokens(following.group(0) if following else ""):
        if word in STOPWORDS:
            break
        if _ACTION_NOUN.match(word):
            action = word
    return action


# "how do i bed them in", "how to test a squirrel cage rotor": the verb after it. Asked as often
# for a reason or a value as for steps ("how do i fix", "how do i work out"), so a question asked
# so is declined only when no passage of the library writes the verb near what it is done to
# (written_near). General English.
_HOW = re.compile(
    r"\bhow\s+(?:do|to|should|can|would|could)\s+(?:i\s+|we\s+|you\s+)?(?P<verb>[^\W\d_]+)",
    re.IGNORECASE,
)


# Verbs that ask how to put a fault right, find something out or work a figure, not for the steps
# of one named action: "how do i fix" is answered by a fault table's remedy, "how do i work out"
# by a formula, neither naming the verb. And the light verbs whose meaning lies in the words
# after them ("bring it online", "put it in manual mode", "turn off the alarm", "take it out of
# service"): a manual writes the action in its own words ("select MAN", "acknowledge").
# General English, not any one question's.
_NOT_STEPS = frozenset(
    re.findall(
        r"\w+",
        """fix repair sort solve cure stop prevent avoid stay keep know tell find get make work see
        use read calculate compute figure determine estimate choose pick
        bring put take turn go let give have do""",
    )
)


def asked_how(question: str) -> str | None:
    """The verb a "how do i <verb> ..." question asks about ("bed", "test"), or None when it
    asks for a remedy, a reason or a figure ("how do i fix", "how to work out")."""
    match = _HOW.search(question)
    if match is None:
        return None
    verb = match.group("verb").lower()
    if verb in STOPWORDS or verb in _NOT_STEPS or len(verb) < _ACTION_MIN:
        return None
    return verb


def written_near(
    action: str, question: str, keywords: KeywordIndex, terms: QueryTerms, distance: int
) -> bool:
    """Some passage writes the action (in some form) within ``distance`` words of a word naming
    what it is done to: the question's other words (and the words their short forms stand for),
    not figures, two-letter words or a manual's own name ("neets", "hdec"), which every passage of
    that manual is about."""
    forms = _forms(action, terms)
    things = [
        form
        for word in terms.terms
        if word not in forms
        and word in tokens(question)
        and word.isalpha()
        and len(word) >= _ACTION_MIN
        and word not in terms.named_docs
        for form in (word, *terms.expansions.get(word, ()))
    ]
    if not things:
        return True  # nothing to look for it near: not known to be missing
    return keywords.mentions_near([[f, t] for f in forms for t in things], distance)


def names_action(action: str, hits: list[Hit], terms: QueryTerms | None = None) -> bool:
    """One of ``hits`` names the action in some form ("rewinding", "swap" for "swapping", the
    words a short form stands for)."""
    forms = _forms(action, terms)
    for hit in hits:
        words = set(tokens(f"{hit.title}\n{hit.text}"))
        named = WordsNamed(words)
        if any(f in words if len(f) < _WHOLE_WORD_BELOW else named(f) for f in forms):
            return True
    return False


# A form this short names the action only as a whole word: "don" (of "donning") is not the
# start of "done", nor "lay" of "layer". General English, not tuned.
_WHOLE_WORD_BELOW = 4


def library_writes(action: str, keywords: KeywordIndex, terms: QueryTerms | None = None) -> bool:
    """Some passage of the library writes the action in some form: the manuals describe doing
    it somewhere, so the first items missing it may be a ranking miss, not a missing procedure."""
    return keywords.mentions([[f] for f in _forms(action, terms)])


def _forms(action: str, terms: QueryTerms | None) -> list[str]:
    """The action as typed, the words its short form stands for, its other forms, and the short
    stem of an -ing word that hybrid.inflections leaves out ("laying" -> "lay", as in "lay-up")."""
    expansions = terms.expansions.get(action, ()) if terms is not None else ()
    forms = [action, *expansions, *other_forms(action)]
    if action.endswith("ing") and len(action) - 3 >= _ACTION_MIN:
        forms.append(action[:-3])
    # British and American spellings ("energise", "energize", "energising")
    forms += [s for f in forms for s in other_spellings(f)]
    if tuning.PROCEDURE_VERB_SHORTHAND:
        # the service bulletin's "Adj RV-1", "Repl filter": the verb as a terse manual writes it
        forms += [short for f in forms for short in verb_shorthand(f)]
    return list(dict.fromkeys(forms))


# Words that end the thing acted on after the action ("the flap in the optima mini-check valve":
# "flap"): prepositions and conjunctions. General English.
_PHRASE_END = frozenset(
    re.findall(
        r"\w+",
        """in on of for at from with without to into onto w by per via under over inside
        outside and or but before after when while if then so procedure procedures
        instruction instructions step steps""",
    )
)
# The particle of a phrasal verb ("drain down", "bed them in", "top up"): no thing
_PARTICLES = frozenset(["down", "up", "out", "back", "away"])
_ARTICLES = frozenset(["the", "a", "an", "its", "their", "our", "my", "this", "that", "these"])
# "check them", "replace it": a pronoun names no thing to look for
_PRONOUNS = frozenset(["it", "them", "they", "one", "ones", "those", "both", "all"])


def acted_on(action: str, question: str, skip: frozenset[str] = frozenset()) -> str | None:
    """The thing the asked action is done to, its head word: the last word of the noun phrase
    right after the action ("changing the onlineflex pump motor bearings" -> "bearings",
    "changing the flap in the ... valve" -> "flap"); None when no word follows it. Words in
    ``skip`` (a manual's own name) are no thing."""
    words = re.findall(r"[^\W\d_]+(?:-[^\W\d_]+)*", question.lower())
    if action not in words:
        return None
    head = None
    after = words[words.index(action) + 1 :]
    for at, word in enumerate(after):
        if at == 0 and word == "of" and _ACTION_NOUN.match(action):
            continue  # "chlorination of the tanks": an action noun's thing follows "of"
        if word in _PHRASE_END:
            if head is None and word in ("and", "or") and at + 1 < len(after):
                # "drain down and reset the section valves": the second verb's object is the
                # first one's too
                return acted_on(after[at + 1], " ".join(after[at + 1 :]), skip)
            break
        if word in _ARTICLES or word in skip or (head is None and word in _PARTICLES):
            continue
        head = word.split("-")[-1]
    if head in _PRONOUNS:
        # "exciter rotating diodes - step by step to check them": the pronoun stands for the
        # thing the question opens with, before its first break
        head = _topic(question, action, skip)
    if head is None and tuning.PROCEDURE_THING_BEFORE:
        # "rudder angle indicator calibration procedure", "salinometer calibration steps": an
        # action named as a noun has its thing before it, as the noun phrase's modifier
        head = _before(words[: words.index(action)], skip)
    if head is None or head in _PRONOUNS or len(head) < _ACTION_MIN:
        return None
    return head


def things_acted_on(action: str, question: str, skip: frozenset[str] = frozenset()) -> list[str]:
    """``acted_on``, and when the action is done to a pronoun ("blackout with load on hook - how
    to lower it"), every thing the question's opening names: which of them the pronoun stands
    for ("load", not "blackout") is not known, so the action written of any of them is the
    procedure asked for (tuning.PROCEDURE_PRONOUN_OPENING)."""
    thing = acted_on(action, question, skip)
    if thing is None:
        return []
    if not tuning.PROCEDURE_PRONOUN_OPENING or not _object_is_pronoun(action, question):
        return [thing]
    words = _opening_words(question)
    named = [
        word.split("-")[-1]
        for word in words
        if _may_be_thing(word, skip) and word not in _PHRASE_END and len(word) >= _ACTION_MIN
    ]
    return list(dict.fromkeys([thing, *named]))


def _opening_words(question: str) -> list[str]:
    """The words of the question before its first break (a dash, comma, colon, "?")."""
    opening = _TOPIC_END.split(question, maxsplit=1)[0]
    return re.findall(r"[^\W\d_]+(?:-[^\W\d_]+)*", opening.lower())


def _may_be_thing(word: str, skip: frozenset[str]) -> bool:
    """Not a stop word, article, pronoun, a value's name ("param") or a manual's name."""
    return not (
        word in STOPWORDS
        or word in _ARTICLES
        or word in skip
        or word in _PRONOUNS
        or word in _NOT_THINGS
    )


def _object_is_pronoun(action: str, question: str) -> bool:
    words = re.findall(r"[^\W\d_]+(?:-[^\W\d_]+)*", question.lower())
    if action not in words:
        return False
    after = [w for w in words[words.index(action) + 1 :] if w not in _ARTICLES]
    return bool(after) and after[0] in _PRONOUNS


def _before(words: list[str], skip: frozenset[str]) -> str | None:
    """The word right before an action named as a noun ("indicator" of "rudder angle indicator
    calibration"), when it can name a thing: not a stop word, article or a manual's name."""
    if not words:
        return None
    word = words[-1].split("-")[-1]
    if word in STOPWORDS or word in _ARTICLES or word in skip or word in _PHRASE_END:
        return None
    if word in _NOT_ACTIONS or word in VALUE_WORDS or _ACTION_NOUN.match(word):
        return None
    return word


# Where a question's opening topic ends: a dash between spaces, a comma, colon or semicolon
_TOPIC_END = re.compile(r"\s[-\u2013\u2014]\s|[,:;(?]")
# Where a clause ends: the topic's ends but a comma, which also joins a list ("facing, drilling")
_CLAUSE_END = re.compile(r"\s[-\u2013\u2014]\s|[:;]")


def _topic(question: str, action: str, skip: frozenset[str]) -> str | None:
    """The head word of the thing a question opens with ("onlineflex vac sensor - step by step
    to swap it": "sensor"; "new carbon brushes on a dc gen - how do i bed them in": "brushes"),
    when the action is not in that opening part; else None."""
    if not _TOPIC_END.search(question):
        return None  # no break: the whole question is its opening
    words = _opening_words(question)
    if action in words:
        return None
    # its first phrase: "new carbon brushes on a dc gen" -> "new carbon brushes"
    ends = [at for at, word in enumerate(words) if word in _PHRASE_END]
    words = words[: ends[0]] if ends else words
    # ("winding resistance param": the resistance is what it is done to)
    for word in reversed(words):
        if _may_be_thing(word, skip):
            return word.split("-")[-1]
    return None


# Words that name a value or setting of a thing, not the thing: "exciter winding resistance
# param - how do i estimate it" estimates the resistance. General English.
_NOT_THINGS = VALUE_WORDS | {"param", "params", "parameter", "parameters"}


def writes_steps(action: str, thing: str, hits: list[Hit], terms: QueryTerms | None = None) -> bool:
    """One of ``hits`` holds steps for doing the action to the thing: its title names the action
    (a section on doing it), a sentence naming the action goes on to what is done, numbered
    steps name the thing, or its text names the action and then the thing at least twice more, as its object and in a step after
    ("To replace the lobes, drain the pump, ... pull the lobes off"). A schedule's line naming
    the task ("• Change the flap of the mini-check valve in every toilet.") holds no steps."""
    forms = _forms(action, terms)
    for hit in hits:
        title = WordsNamed(set(tokens(hit.title)))
        if any(title(f) for f in forms) and (
            not tuning.PROCEDURE_TITLE_THING or _names_thing(thing, hit, terms)
        ):
            return True
        if _goes_on(forms, thing, hit.text) or _numbered_steps(thing, hit.text):
            return True
        words = tokens(hit.text)
        for at, word in enumerate(words):
            named = WordsNamed({word})
            if not any(named(f) for f in forms):
                continue
            after = sum(1 for w in words[at + 1 :] if WordsNamed({w})(thing))
            if after >= tuning.PROCEDURE_THING_AFTER:
                return True
    return False


def _names_thing(thing: str, hit: Hit, terms: QueryTerms | None) -> bool:
    """The item's title or text names the thing acted on in some form: a section on doing the
    action to it, not to another thing ("7.4 Oil change" for "accumulator bladder change")."""
    named = WordsNamed(set(tokens(hit.title)) | set(tokens(hit.text)))
    return any(named(form.rstrip("*")) for form in _thing_forms(thing, terms))


def _goes_on(forms: list[str], thing: str, text: str) -> bool:
    """A sentence naming the action and the thing goes on past a comma or colon to what is done
    ("To energise the switchboard, close the incoming breaker", "Venting the cooler: 1. Open the
    vent cock"), not a schedule's line that ends with the task ("• Change electrical motor
    bearings"); a comma in brackets ("(6562975, 2 pcs)") ends no clause."""
    pattern = "|".join(re.escape(f) for f in forms if len(f) >= _ACTION_MIN)
    if not pattern:
        return False
    text = _BRACKETED.sub(" ", text)
    for match in re.finditer(rf"\b(?:{pattern})", text, re.IGNORECASE):
        end = re.search(r"[.!?](?:\s|$)|\n", text[match.end() :])
        sentence = text[match.end() : match.end() + end.start() if end else len(text)]
        step = _STEP_AFTER.search(sentence)
        if step and WordsNamed(set(tokens(sentence[: step.start()])))(thing):
            return True
    return False


def _numbered_steps(thing: str, text: str) -> bool:
    """The item holds numbered steps (tuning.PROCEDURE_NUMBERED_STEPS lines "1. ...", "(2) ...")
    and one of them names the thing ("12. Repeat with acetylene regulator"): a procedure about it, whose
    action word may stand in a heading the passage lost. A schedule's bullets are no steps."""
    steps = _STEP_LINE.findall(text)
    return len(steps) >= tuning.PROCEDURE_NUMBERED_STEPS and any(
        WordsNamed(set(tokens(s)))(thing) for s in steps
    )


_STEP_LINE = re.compile(r"^[ \t]*(?:\(\d{1,2}\)|\d{1,2}[.)])[ \t]+(.+)$", re.MULTILINE)
_BRACKETED = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")

# a clause after a comma, colon or semicolon: two words or a numbered step
_STEP_AFTER = re.compile(r"[,:;]\s*(?:\d+[.)]\s*)?[^\W\d_]+\s+[^\W\d_]+")


def _thing_forms(thing: str, terms: QueryTerms | None) -> list[str]:
    """The thing acted on as a manual may write it: as typed, the words its short form stands
    for, and any word starting with its singular ("diode*": "diodes", "diode's")."""
    expansions = terms.expansions.get(thing, ()) if terms is not None else ()
    singular = thing[:-1] if len(thing) > 4 and thing.endswith("s") else thing
    return list(dict.fromkeys([thing, *expansions, f"{singular}*"]))


def names_action_on(
    actions: Sequence[str], thing: str, hits: list[Hit], terms: QueryTerms | None, distance: int
) -> bool:
    """One of ``hits`` writes one of the actions (in some form) within ``distance`` words of the
    thing ("set the contrast", "the contrast is set"): a passage that names the action only of
    other things ("set the gains") holds no steps for doing it to this one."""
    things = _thing_forms(thing, terms)
    for hit in hits:
        words = tokens(f"{hit.title}\n{hit.text}")
        at_thing = [
            at
            for at, word in enumerate(words)
            if any(word.startswith(t[:-1]) if t.endswith("*") else word == t for t in things)
        ]
        if not at_thing:
            continue
        forms = [f for action in actions for f in _forms(action, terms)]
        if any(
            _names_form(word, forms) and any(abs(at - t) <= distance for t in at_thing)
            for at, word in enumerate(words)
        ):
            return True
    return False


def _names_form(word: str, forms: list[str]) -> bool:
    named = WordsNamed({word})
    return any(word == f if len(f) < _WHOLE_WORD_BELOW else named(f) for f in forms)


def written_on(
    actions: Sequence[str],
    thing: str,
    keywords: KeywordIndex,
    terms: QueryTerms | None,
    distance: int,
) -> bool:
    """Some passage of the library writes one of the actions (in some form) within
    ``distance`` words of the thing: the manuals describe doing it to this thing somewhere."""
    things = _thing_forms(thing, terms)
    pairs = [[f, t] for action in actions for f in _forms(action, terms) for t in things]
    return keywords.mentions_near(pairs, distance)
