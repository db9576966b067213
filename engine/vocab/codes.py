"""Equipment codes ("P01", "V003", "PT-1", "HGM-30"): the shape rules shared by ingest, which finds
them in manuals, and the agent, which finds them in questions.

Codes are found by shape and filtered by stoplists of what looks like a code but is a unit, size,
standard, document reference or list number ("DN50", "IP55", "ISO 9001", "Fig 2", "Q1."). The same
rules run at question time (`detect_query_codes`), with case left free.
"""

from __future__ import annotations

import re

# ---------------------------------------------------------------- code shape and stoplists


def word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Letters, then at most one hyphen or space (never a line break: labels on separate lines are
# separate things), then digits and an optional one-letter suffix ("P01A", "PT-101-B"), not
# inside a word.
_CODE_RE = re.compile(
    r"(?<![A-Za-z0-9])(?P<letters>[A-Za-z]{1,4})(?P<sep>-|[ \xa0])?(?P<digits>[0-9]{1,5})"
    r"(?P<suffix>[A-Za-z]?(?:-[A-Za-z])?)(?![A-Za-z0-9])"
)
CODE_PUNCTUATION = " \t\r\n\xa0()[]{}<>*,;:.'\"`"

# A letter part that makes the whole thing a size, rating, unit, standard or document reference,
# whatever the separator: "DN50", "PN 10", "IP55", "ISO 9001", "SAE 90", "AC 24", "NOV 2018".
_LETTER_STOP = word_set(
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
_WORDS = word_set(
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
_CODE_STOP = word_set(
    """
    I2R I2T CO2 O2 N2 H2 H2O H2S SO2 SO3 NO2 CH4 NH3 SF6
    R22 R134A R404A R407C R410A R507 R717 R744
    """
)
# ISO metric thread sizes: "M8", "M12" are bolts. Motor tags keep a leading zero ("M01").
_THREADS = frozenset({2, 3, 4, 5, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 27, 30, 33, 36, 42, 48})

_DIMENSION_LETTERS = frozenset("DHLW")

# After a space-separated "code", a unit means the number was a quantity ("MAX 3 s", "FOR 10 mm").
# "deg" is how a question types the degree sign ("jw 75 deg", "sea 20 degC"), which after the
# number already says so (_context_ok): read so in questions and labels, not in running text,
# whose reading (ingest) is unchanged. Stop 32, blind held33a pm-014 / pm-015 read after their
# first run ("No manual mentions jw 75"); over all 4722 spent and blind questions it moves those
# two only (each also needs retrieval.tuning.CONDITION_UNIT_SHARED).
_UNIT_AFTER = re.compile(
    r"[ \xa0]*(?:mm|cm|m|km|kw|w|v|a|ma|kv|kva|hz|bar|kpa|mpa|psi|rpm|s|sec|min|h|hrs|l|kg|nm|m3)"
    r"(?![A-Za-z0-9])",
    re.I,
)
_DEG_AFTER = re.compile(r"[ \xa0]*deg(?:s|rees?)?(?:[ \xa0]?[cf])?(?![A-Za-z0-9])", re.I)
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
    if sep and letters.lower() in _WORDS and (strict or sep != "-" or len(letters) > 1):
        # typed in a question or on a label, one letter hyphened to a number is a code ("alarm
        # A-118"), never the article; in running text "A-1 quality" may be a grade
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
    if not strict and sep and sep != "-" and _DEG_AFTER.match(text, end):
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
    candidate = text.strip(CODE_PUNCTUATION)
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


def tagged_codes(question: str) -> list[str]:
    """The codes a question types as a tag, letters and digits joined by a hyphen ("CC-1",
    "EF-1", "PT-03"), normalised: glued forms are as often a model ("VX55", "kd4") or chat
    ("b4") as a tag."""
    return [code for code, surface, _offset in _scan(question, strict=False) if "-" in surface]


# The letters OCR reads a digit as on a scanned page (general OCR confusions)
_OCR_DIGITS = {"0": "0Oo", "1": "1Il|", "5": "5S", "8": "8B", "2": "2Z"}


def ocr_written(code: str) -> re.Pattern[str]:
    """A normalised code ("MS10") as a scanned page's OCR may write it: a hyphen or space
    between its letters and digits, each digit or a letter it is mistaken for ("MS-IO")."""
    letters = re.match(r"[A-Z]*", code).group(0)  # type: ignore[union-attr]
    rest = "".join(
        f"[{re.escape(_OCR_DIGITS[c])}]" if c in _OCR_DIGITS else re.escape(c)
        for c in code[len(letters) :]
    )
    return re.compile(rf"(?<![A-Za-z0-9]){re.escape(letters)}[-\s]?{rest}(?![A-Za-z0-9])", re.I)


def detect_query_codes(question: str) -> list[str]:
    """Codes in a user's question, normalised and without repeats: case is free ('where is wd010',
    'pt 1 alarm') but words, units and standards are still left out ('deck 3', 'ISO 9001')."""
    seen: dict[str, None] = {}
    for code, _surface, _offset in _scan(question, strict=False):
        seen.setdefault(code, None)
    return list(seen)


# Two codes of one family typed as a range: "E1-E3", "E1..E4", "E1…E4", "V001 to V005", "E1-3".
_QUERY_RANGE = re.compile(
    r"(?<![A-Za-z0-9])(?P<letters>[A-Za-z]{1,4})(?P<start>[0-9]{1,5})\s*"
    r"(?:-|–|~|\.\.\.?|…|\bto\b|\bthru\b|\bthrough\b)\s*"
    r"(?:(?P<end_letters>[A-Za-z]{1,4}))?(?P<end>[0-9]{1,5})(?![A-Za-z0-9])",
    re.I,
)


def query_range_members(question: str, most: int) -> list[str]:
    """The codes a range typed in a question stands for between its ends ("E1-E3" -> E2,
    "V001..V004" -> V002, V003; leading zeros kept), normalised like detect_query_codes. A
    range of more than ``most`` codes between its ends gives none (a span of numbers, not a
    list of terminals), nor does one whose ends are not codes of one family ("DN50-DN80" is a
    size, "E1-F3" two things)."""
    out: dict[str, None] = {}
    for match in _QUERY_RANGE.finditer(question):
        letters, start, end = match["letters"], match["start"], match["end"]
        end_letters = match["end_letters"]
        if end_letters and end_letters.upper() != letters.upper():
            continue
        if normalise_code(f"{letters}{start}") is None:
            continue
        first, last = int(start), int(end)
        if not 0 < last - first - 1 <= most:
            continue
        width = len(start) if start.startswith("0") else 0
        for n in range(first + 1, last):
            out.setdefault(f"{letters.upper()}{n:0{width}d}", None)
    return list(out)


def is_unit_or_reference(letters: str) -> bool:
    """ "kw", "DN", "ISO", "fig", "page": letters that make "<letters><number>" a quantity, size,
    standard or document reference rather than the name of a thing."""
    return letters.upper() in _LETTER_STOP


def is_thread(letters: str, digits: str) -> bool:
    """ "M12": a metric thread size, not a tag numbered 12 ("M01" stays a tag: a leading zero)."""
    return letters in ("M", "m") and not digits.startswith("0")


def query_code_surfaces(question: str) -> list[tuple[str, str]]:
    """(normalised, as typed) for each code in a question, without repeats."""
    seen: dict[str, str] = {}
    for code, surface, _offset in _scan(question, strict=False):
        seen.setdefault(code, surface)
    return list(seen.items())


# A model with its size or variant after a slash, as typed or printed: "AF-60/80", "LD-90/D",
# "IM-9/DC" (groups: letters, model number, variant)
SLASH_VARIANT = re.compile(r"(?<![\w.,/-])([A-Za-z]{1,5})-?(\d{1,5})/([A-Za-z0-9]{1,4})(?![\w/-])")
