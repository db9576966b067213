"""Equipment codes and named components: what links a question like "where is WD010" to the
sections, tables and drawings that describe the thing.

Codes ("P01", "V003", "PT-1", "HGM-30") are found by shape and filtered by stoplists of what looks
like a code but is a unit, size, standard, document reference or list number ("DN50", "IP55",
"ISO 9001", "Fig 2", "Q1."). Named components come from a curated gazetteer
(resources/gazetteer/components.txt) plus phrases that recur in the document itself with a known
head noun ("seed water valve"). The same code rules run at question time (`detect_query_codes`).
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from engine.config import resources_dir
from engine.types import Diagram, Entity, EntityMention, ExtractedTable, Section

# ---------------------------------------------------------------- code shape and stoplists


def _word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Letters, then at most one hyphen or space (never a line break: labels on separate lines are
# separate things), then digits and an optional one-letter suffix ("P01A", "PT-101-B"), not
# inside a word.
_CODE_RE = re.compile(
    r"(?<![A-Za-z0-9])(?P<letters>[A-Za-z]{1,4})(?P<sep>-|[ \xa0])?(?P<digits>[0-9]{1,5})"
    r"(?P<suffix>[A-Za-z]?(?:-[A-Za-z])?)(?![A-Za-z0-9])"
)
_STRIP = " \t\r\n\xa0()[]{}<>*,;:.'\"`"

# A letter part that makes the whole thing a size, rating, unit, standard or document reference,
# whatever the separator: "DN50", "PN 10", "IP55", "ISO 9001", "SAE 90", "AC 24", "NOV 2018".
_LETTER_STOP = _word_set(
    """
    DN PN NPS NPT BSP BSPT UNC UNF IP IK PG RAL VG EP NLGI CST IFO RMA RMB RMD RME RMG RMK
    ISO EN DIN IEC SAE ASTM ANSI ASME API BS BSI JIS NFPA UL IEEE NEMA CFR USC IMO MSC MEPC IACS
    AISI SUS SS UNS NACE SFS GB EU EC EEC
    AC DC VAC VDC KV MV MA VA KVA KVAR KW MW HP BHP HZ KHZ MHZ RPM
    MM CM KM FT BAR MBAR KPA MPA PA PSI PSIG PSIA KG LB LBS GPM LPM NM DEG DB DBA PPM PH
    MIN MAX SEC HR HRS
    PAGE PG PP FIG FIGS TAB TBL SECT PARA ART APP ANX REV VER VOL NO NR NOS ITEM STEP NOTE REF
    POS QTY DWG SHT FR CHAP EQ EQN REG SIL UN TEL FAX BOX PO ID OD PCD TBA
    JAN FEB MAR APR MAY JUN JUNE JUL JULY AUG SEP SEPT OCT NOV DEC
    MON TUE WED THU FRI SAT SUN AM PM UTC GMT
    """
)

# Short English words that stand before a number in upper-case text or in a typed question
# ("AT 90", "NEXT 90", "pump 1", "deck 3"): with a separator they are words, not codes.
_WORDS = _word_set(
    """
    a an at to in on of or by for the and from with than over up is be as if all any per via into
    onto off out set see use get put run add are was has had have not yes but so its it we you our
    my me us he she him her they them this that what when why how who does do did can may will
    must each both some more less most next last only also then now same such like near past till
    upon just very much many few half full one two three four five six ten zero ever
    unit item step part line type size mode case zone area side port deck room tank pump pipe hose
    gear fan jet bowl seat coil pole loop load fuse lamp door hull bay bank bus tap cell pin slot
    rack row page fig tab sec rule note ref pos qty rev ver vol no nos year yrs day days week hour
    time age cost list plan work job task test stop open shut lock turn fill wait keep give take
    make show find look read say tell call need want rate peak low high mid top end gas air oil
    fuel heat cold hot warm dry wet cool flow lift head hand foot leg arm ring rod bolt nut
    screw cap lid box bag kit set mark grade level class phase
    """
)

# Whole codes that are formulas, chemicals or refrigerants, not equipment.
_CODE_STOP = _word_set(
    """
    I2R I2T CO2 O2 N2 H2 H2O H2S SO2 SO3 NO2 CH4 NH3 SF6
    R22 R134A R404A R407C R410A R507 R717 R744
    """
)
# ISO metric thread sizes: "M8", "M12" are bolts. Motor tags keep a leading zero ("M01").
_THREADS = frozenset({2, 3, 4, 5, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 27, 30, 33, 36, 42, 48})

_DIMENSION_LETTERS = frozenset("DHLW")

# After a space-separated "code", a unit means the number was a quantity ("MAX 3 s", "FOR 10 mm").
_UNIT_AFTER = re.compile(
    r"[ \xa0]*(?:mm|cm|m|km|kw|w|v|a|ma|kv|kva|hz|bar|kpa|mpa|psi|rpm|s|sec|min|h|hrs|l|kg|nm|m3)"
    r"(?![A-Za-z0-9])",
    re.I,
)
# "Q1. THROUGH Q24.": a range of numbered items, each with its full stop.
_NUMBER_RANGE = re.compile(
    r"(?<![A-Za-z0-9])([A-Za-z])[0-9]{1,3}\.\s+(?:through|thru|to)\s+\1[0-9]{1,3}\.", re.I
)
_RANGE_END = re.compile(r"([A-Za-z]{1,4})[0-9]{1,5}[A-Za-z]?$")
_RANGE_START = re.compile(r"([A-Za-z]{1,4})[0-9]{1,5}[A-Za-z]?(?![A-Za-z0-9])")


def _shape_ok(letters: str, sep: str | None, digits: str, suffix: str, strict: bool) -> bool:
    """Rules on the candidate itself; `strict` is running text, otherwise a label or a question."""
    upper = letters.upper()
    if upper in _LETTER_STOP:
        return False
    if sep and letters.lower() in _WORDS:
        return False
    if sep and sep != "-" and len(letters) == 1 and not (len(digits) >= 2 and digits[0] == "0"):
        return False  # "A 90", "V 230" are values; "P 01" keeps the tag's leading zero
    if upper == "M" and digits[0] != "0" and int(digits) in _THREADS:
        return False
    if upper in _DIMENSION_LETTERS and len(digits) == 1:
        return False  # "H1", "L2", "W1", "D1" are dimensions in drawings; L1-L3 are phases
    if f"{upper}{digits}{suffix.replace('-', '').upper()}" in _CODE_STOP:
        return False
    if strict and not (letters.isupper() and (not suffix or suffix.replace("-", "").isupper())):
        # Lower case in running text is almost always a word or unit ("date 28", "m3"); only a
        # glued, longer token is unambiguous enough ("Fx30").
        return sep is None and len(letters) >= 2 and len(digits) >= 2
    return True


def _context_ok(text: str, start: int, end: int, sep: str | None, strict: bool) -> bool:
    """Rules on what surrounds the candidate in running text."""
    after = text[end : end + 3]
    if re.match(r"[.,]\d", after) or re.match(r"/\d", after):
        return False  # decimal "V1.2", fraction "G1/2"
    if re.match(r"[ \xa0]?[%°º]", after):
        return False
    if sep and sep != "-" and _UNIT_AFTER.match(text, end):
        return False
    return not _chained(text, start, end)


def _chained(text: str, start: int, end: int) -> bool:
    """Part of a longer hyphenated reference ("0504-LP-111-3095", "MAN-0-AUTO"), unless the
    hyphen joins two codes of one family as a range ("V001-V003")."""
    if start >= 2 and text[start - 1] == "-" and text[start - 2].isalnum():
        before = _RANGE_END.search(text, max(0, start - 12), start - 1)
        if not before or not _same_family(before.group(1), text, start):
            return True
    if end + 1 < len(text) and text[end] == "-" and text[end + 1].isalnum():
        nxt = _RANGE_START.match(text, end + 1)
        if not nxt or not _same_family(nxt.group(1), text, start):
            return True
    return False


def _same_family(letters: str, text: str, start: int) -> bool:
    match = re.match(r"[A-Za-z]+", text[start : start + 4])
    return bool(match) and match.group(0).upper() == letters.upper()


def _normalised(match: re.Match[str]) -> str:
    return f"{match['letters']}{match['digits']}{match['suffix'].replace('-', '')}".upper()


def _scan(text: str, strict: bool) -> list[tuple[str, str, int]]:
    found: list[tuple[str, str, int, str]] = []  # (code, surface, offset, letters)
    numbered: set[str] = set()  # letters used for list numbering here ("Q1. What ...")
    for match in _CODE_RE.finditer(text):
        letters, sep, digits, suffix = match.group("letters", "sep", "digits", "suffix")
        if not _shape_ok(letters, sep, digits, suffix, strict):
            continue
        if strict and _numbering(text, match.start(), match.end()):
            numbered.add(letters)
            continue
        if not _context_ok(text, match.start(), match.end(), sep, strict):
            continue
        found.append((_normalised(match), match.group(0), match.start(), letters))
    if numbered:
        # "ANSWERS TO QUESTIONS Q1. THROUGH Q24." refers to the numbering, not to equipment.
        found = [
            item
            for item in found
            if not (item[3] in numbered and text.startswith(".", item[2] + len(item[1])))
        ]
    if strict:
        ranges = [m.span() for m in _NUMBER_RANGE.finditer(text)]
        found = [item for item in found if not any(a <= item[2] < b for a, b in ranges)]
    return [(code, surface, offset) for code, surface, offset, _letters in found]


def _numbering(text: str, start: int, end: int) -> bool:
    """List numbering at the start of a line: "Q1. What ...", "A12. To ..."."""
    if not re.match(r"\.\s", text[end : end + 2]):
        return False
    line_start = text.rfind("\n", 0, start) + 1
    return not text[line_start:start].strip()


def normalise_code(text: str) -> str | None:
    """'PT 1', 'PT-1', 'pt1' -> 'PT1'; 'V003' -> 'V003'; 'P02*' -> 'P02'; 'DN50' -> None.

    The whole text must be one code (surrounding brackets and punctuation are dropped). Leading
    zeros are kept (V003 is not V3). None for anything on the stoplists or not code-shaped.
    """
    candidate = text.strip(_STRIP)
    match = _CODE_RE.fullmatch(candidate)
    if not match:
        return None
    letters, sep, digits, suffix = match.group("letters", "sep", "digits", "suffix")
    if not _shape_ok(letters, sep, digits, suffix, strict=False):
        return None
    return _normalised(match)


def find_codes(text: str) -> list[tuple[str, str, int]]:
    """Equipment codes in running text as (normalised, surface, char offset), in order.

    The letter part must be upper case in the source (or a glued token of 2+ letters and 2+
    digits); units, sizes, standards, page/figure references, dates, thread sizes, decimals,
    percentages, hyphenated document numbers and list numbering ("Q1.") are left out.
    """
    return _scan(text, strict=True)


def detect_query_codes(question: str) -> list[str]:
    """Codes in a user's question, normalised and without repeats: case is free ('where is wd010',
    'pt 1 alarm') but words, units and standards are still left out ('deck 3', 'ISO 9001')."""
    seen: dict[str, None] = {}
    for code, _surface, _offset in _scan(question, strict=False):
        seen.setdefault(code, None)
    return list(seen)


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

HEAD_NOUNS = _word_set(
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
_NOT_QUALIFIER = _word_set(
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
_PART_NOUNS = _word_set(
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


# ---------------------------------------------------------------- one document's entities


def _table_text(table: ExtractedTable) -> str:
    # Cells are joined with " | " so no name or code runs across two cells.
    lines = [table.caption, " | ".join(table.header)]
    lines.extend(" | ".join(row) for row in table.rows)
    return "\n".join(lines)


def _label_code(text: str) -> str | None:
    whole = normalise_code(text)
    if whole:
        return whole
    codes = {code for code, _surface, _offset in find_codes(text)}
    return codes.pop() if len(codes) == 1 else None  # "No.2 Accumulator (WAU14)" -> WAU14


def extract_entities(
    doc_id: str,
    sections: list[Section],
    tables: list[ExtractedTable],
    diagrams: list[Diagram],
    gazetteer: Gazetteer,
) -> tuple[list[Entity], list[EntityMention]]:
    """Entities of one document and where they are mentioned.

    Section -DESCRIBES-> entity (source "section", count = occurrences in heading + text),
    Table -MENTIONS-> entity (source "table", from caption, header and rows), Schema -DEPICTS->
    entity (source "schema", one mention per matching label with the label's bbox and the
    diagram's page). Entity ids are the normalised code ("V003") or the component key
    ("vacuum pump"). Diagram labels that are codes get `DiagramLabel.code` filled in place.
    `doc_id` is accepted for symmetry with the other extractors; ids are global by design so
    "V003" in two manuals is one node.
    """
    section_texts = [f"{s.heading}\n{s.text}" for s in sections]
    table_texts = [_table_text(t) for t in tables]
    doc_gazetteer = gazetteer.extended(
        recurring_component_phrases(section_texts + table_texts, gazetteer)
    )
    entities: dict[str, Entity] = {}

    def names_in(text: str) -> Counter[str]:
        counts: Counter[str] = Counter()
        for code, surface, _offset in find_codes(text):
            entities.setdefault(code, Entity(code, surface, "code"))
            counts[code] += 1
        for key, surface, _offset in doc_gazetteer.find(text):
            entities.setdefault(key, Entity(key, surface, "component"))
            counts[key] += 1
        return counts

    mentions: list[EntityMention] = []
    for section, text in zip(sections, section_texts, strict=True):
        sid, page = section.section_id, section.page_start
        for entity_id, count in names_in(text).items():
            mentions.append(EntityMention(entity_id, "section", sid, count, page=page))
    for table, text in zip(tables, table_texts, strict=True):
        page = table.pages[0] if table.pages else None
        for entity_id, count in names_in(text).items():
            mentions.append(EntityMention(entity_id, "table", table.table_id, count, page=page))
    for diagram in diagrams:
        for index, label in enumerate(diagram.labels):
            ids = list(names_in(label.text))
            whole = normalise_code(label.text)  # a label that is just a code, in any case ("pt1")
            if whole:
                entities.setdefault(whole, Entity(whole, label.text.strip(_STRIP), "code"))
                ids.insert(0, whole)
            code = _label_code(label.text)
            if code != label.code:
                diagram.labels[index] = dataclasses.replace(label, code=code)
            for entity_id in dict.fromkeys(ids):
                mentions.append(
                    EntityMention(
                        entity_id, "schema", diagram.schema_id, bbox=label.bbox, page=diagram.page
                    )
                )
    return list(entities.values()), mentions
