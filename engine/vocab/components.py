"""Named components ("fuel oil purifier", "vacuum pump"): the curated gazetteer
(resources/gazetteer/components.txt), the phrases a document itself repeats with a known head noun
("seed water valve"), and the known names a question mentions.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path

from engine.config import resources_dir
from engine.vocab.codes import word_set

# ---------------------------------------------------------------- named components

_TOKEN = re.compile(r"[A-Za-z0-9]+")
# The next word of a name: after spaces, line breaks or one hyphen ("sea-water pump").
_NEXT_WORD = re.compile(r"\s*-?\s*([A-Za-z0-9]+)")


def _trie_pattern(words: Iterable[str]) -> str:
    """One regex for many words with shared prefixes factored out ("pu(?:mp|rifier)"): a flat
    alternation of hundreds of words is tried word by word at every character."""
    trie: dict[str, dict] = {}
    for word in words:
        node = trie
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}

    def pattern(node: dict[str, dict]) -> str:
        branches = [re.escape(char) + pattern(child) for char, child in node.items() if char]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        # A word that ends here makes the rest optional; greedy, so longer words are tried first.
        return f"(?:{body})?" if "" in node else body

    return "(?:" + pattern(trie) + ")"


def plural_forms(word: str) -> set[str]:
    """The plural of a name's last word ("pump" -> "pumps", "battery" -> "batteries")."""
    return _plurals(word)


def _plurals(word: str) -> set[str]:
    if word.endswith("y") and len(word) > 2 and word[-2] not in "aeiou":
        return {word[:-1] + "ies"}
    if word.endswith(("s", "x", "z", "ch", "sh")):
        return {word + "es"}
    return {word + "s"}


class Gazetteer:
    """Named components, matched case-insensitively on word boundaries, longest match first, with
    simple plural folding of the last word ("vacuum pumps" -> "vacuum pump")."""

    def __init__(self, names: Iterable[str]) -> None:
        self._phrases: dict[tuple[str, ...], str] = {}
        for name in names:
            key = " ".join(name.lower().split())
            words = tuple(_TOKEN.findall(key))
            if not words:
                continue
            self._phrases.setdefault(words, key)
            for plural in _plurals(words[-1]):
                self._phrases.setdefault((*words[:-1], plural), key)
        self._keys = frozenset(self._phrases.values())
        # The regex engine finds where a name may start; Python only looks at those places.
        first_words = _trie_pattern({words[0] for words in self._phrases})
        self._start = re.compile(rf"(?<![A-Za-z0-9]){first_words}(?![A-Za-z0-9])", re.IGNORECASE)
        self._longest = max((len(words) for words in self._phrases), default=0)

    @classmethod
    def load(cls, path: Path | None = None) -> Gazetteer:
        """Read one name per line (# comments, blank lines ignored); default: the shipped list."""
        path = path or resources_dir() / "gazetteer" / "components.txt"
        names = []
        for line in path.read_text(encoding="utf-8").splitlines():
            line = line.split("#", 1)[0].strip()
            if line:
                names.append(line)
        return cls(names)

    @property
    def keys(self) -> frozenset[str]:
        return self._keys

    def names(self, words: Sequence[str]) -> bool:
        """Do these words, in order, spell a listed name (whatever joined them: "shut off valve"
        is the listed "shut-off valve")?"""
        return tuple(words) in self._phrases

    def __len__(self) -> int:
        return len(self._keys)

    def __contains__(self, key: object) -> bool:
        return key in self._keys

    def extended(self, names: Iterable[str]) -> Gazetteer:
        """A copy that also knows `names` (e.g. a document's own recurring component phrases)."""
        extra = [name for name in names if name not in self._keys]
        return Gazetteer([*self._keys, *extra]) if extra else self

    def find(self, text: str) -> list[tuple[str, str, int]]:
        """(key, surface, char offset) of each component named in `text`, in order."""
        found = []
        pos = 0
        while match := self._start.search(text, pos):
            # Read as many following words as the longest name has, then try longest first.
            words, ends = [match.group(0).lower()], [match.end()]
            while len(words) < self._longest and (nxt := _NEXT_WORD.match(text, ends[-1])):
                words.append(nxt.group(1).lower())
                ends.append(nxt.end())
            pos = match.end()
            for length in range(len(words), 0, -1):
                key = self._phrases.get(tuple(words[:length]))
                if key:
                    found.append((key, text[match.start() : ends[length - 1]], match.start()))
                    pos = ends[length - 1]
                    break
        return found


# ---------------------------------------------------------------- a document's own component names

HEAD_NOUNS = word_set(
    """
    pump valve motor tank sensor switch filter cooler heater compressor panel generator separator
    purifier boiler fan strainer transmitter gauge meter receiver exchanger breaker starter
    transformer engine bearing seal detector actuator damper nozzle injector regulator relay
    thermostat ejector accumulator winch thruster manifold indicator controller alternator blower
    converter switchboard cabinet
    """
)
_HEAD_FORMS = {form: head for head in HEAD_NOUNS for form in (head, *_plurals(head))}

# Words that cannot qualify a component name: function words, ordinals, procedure verbs and
# vague adjectives ("the second pump", "open valve", "each motor", "faulty sensor").
_NOT_QUALIFIER = word_set(
    """
    a an the this that these those its it their our your his her which what whose when where how
    if and or but nor of in on at to for from with by as is are was were be been being has have
    had do does did not no only also then than so such per via into onto over under after before
    between through during without within up down out off each every either neither more most
    less least many much some several few other another same own first second third fourth fifth
    last next previous following above below both all any single one two three four five new old
    open close closed check clean replace start started stop stopped turn fill drain remove
    install installed use used using run running set see refer make ensure keep connect connected
    fit fitted mount mounted tighten loosen adjust inspect test measure lubricate operate
    operating operated switch switched faulty defective damaged dirty correct proper required
    necessary possible suitable respective corresponding relevant particular specific certain
    given typical simple basic elementary normal small large big entire whole complete actual
    existing individual separate additional extra optional same various different similar
    shown left right upper lower inner outer front rear near far change repair renew overhaul
    service dismantle assemble reassemble restart reset isolate vent flush rinse secure select
    press push pull rotate release engage disengage practical original ideal hypothetical
    theoretical example conventional modern
    """
)
# Nouns for parts of a component: after a head noun they make it a qualifier ("valve spindle").
_PART_NOUNS = word_set(
    " ".join(_HEAD_FORMS)
    + """
    spindle spindles housing housings casing casings shaft shafts impeller impellers tube tubes
    stem stems seat seats body bodies cover covers flange flanges outlet outlets inlet inlets
    terminal terminals winding windings unit units room rooms set sets
    """
)
_PHRASE_TOKEN = re.compile(r"(?<![\w-])[A-Za-z]+(?:-[A-Za-z]+)*(?![\w-])")
_HEAD = re.compile(rf"(?<![\w-]){_trie_pattern(_HEAD_FORMS)}(?![\w-])", re.IGNORECASE)
_FOLLOWING_WORD = re.compile(r"\s+([A-Za-z]+(?:-[A-Za-z]+)*)(?![\w-])")
_LOOKBACK = 120  # characters before a head noun that can hold its qualifiers
MAX_QUALIFIERS = 3


def _qualified_heads(text: str) -> Iterable[tuple[str, ...]]:
    """Each head noun with the (up to 3) qualifier words right before it, as lower-case words."""
    for match in _HEAD.finditer(text):
        nxt = _FOLLOWING_WORD.match(text, match.end())
        if nxt and nxt.group(1).lower() in _PART_NOUNS:
            continue  # "valve spindles", "pump housing": the head noun comes later
        start = max(0, match.start() - _LOOKBACK)
        before = list(_PHRASE_TOKEN.finditer(text, start, match.start()))
        if start > 0 and before and before[0].start() == start:
            before = before[1:]  # may be the tail of a longer word cut by the window
        qualifiers: list[str] = []
        gap_end = match.start()
        for token in reversed(before):
            word = token.group(0).lower()
            gap = text[token.end() : gap_end]
            if gap.strip() or not gap or word in _NOT_QUALIFIER:
                break
            qualifiers.insert(0, word)
            if len(qualifiers) == MAX_QUALIFIERS:
                break
            gap_end = token.start()
        if qualifiers:
            yield (*qualifiers, _HEAD_FORMS[match.group(0).lower()])


def recurring_component_phrases(
    texts: list[str], gazetteer: Gazetteer, min_count: int = 2
) -> set[str]:
    """Component names a document repeats that the gazetteer does not know: a qualifier before a
    head noun ('seed water valve', 'online pump'), seen at least `min_count` times, as keys.

    A shorter phrase is kept only if it also recurs outside the longer kept phrases that contain
    it: "water valve" inside every "seed water valve" is not a name of its own, nor is
    "current generator" inside "direct current generator" and "alternating current generator".
    """
    counts: Counter[str] = Counter()
    for text in texts:
        for words in _qualified_heads(text):
            for first in range(len(words) - 1):  # every suffix with at least one qualifier
                counts[" ".join(words[first:])] += 1
    kept = {phrase for phrase, n in counts.items() if n >= min_count}
    covered: Counter[str] = Counter()
    for phrase in kept:
        shorter = phrase.split(" ", 1)[1]
        if " " in shorter:  # a one-word remainder is the bare head noun, never a phrase
            covered[shorter] += counts[phrase]
    return {
        phrase
        for phrase in kept
        if counts[phrase] - covered[phrase] >= min_count and phrase not in gazetteer
    }


# ---------------------------------------------------------------- in a question


def components_in(question: str, known: set[str]) -> list[str]:
    """The known component names a question mentions (2–4 word phrases, plurals folded)."""
    if not known:
        return []
    words = re.findall(r"[a-z0-9]+", question.lower())
    found: list[str] = []
    for size in (4, 3, 2):
        for i in range(len(words) - size + 1):
            for phrase in _singular_variants(" ".join(words[i : i + size])):
                if phrase in known and phrase not in found:
                    found.append(phrase)
    return found


def _singular_variants(phrase: str) -> list[str]:
    out = [phrase]
    if phrase.endswith("es"):
        out.append(phrase[:-2])
    if phrase.endswith("s"):
        out.append(phrase[:-1])
    return out
