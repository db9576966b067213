"""Numbered sections of a manual: headings, hierarchy, page ranges and the text under each.

Uses the PDF outline when the file has a useful one; otherwise headings are found by numbering
patterns ("4.4.1 Flow diagram", "8. Troubleshooting", "CHAPTER 3", "APPENDIX B") set larger or bolder
than body text.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.ingest.limits import CHAPTER_TITLE_WORDS_MAX, TITLE_LARGER_PT
from engine.types import Section, TextLine

_NUMBERED = re.compile(r"^(\d{1,2}(?:\.\d{1,3}){0,5})\.?\s+(\S.{0,150})$")
# The words manuals and training books divide themselves by ("LESSON 3", "Laboratory #8",
# "Experiment No. 2"), all-caps or capitalised; "Unit" and "Module" are left out: on board they
# name equipment ("UNIT 2", "MODULE 4" on a drawing) as often as parts of a book.
_DIVISION_WORDS = "Chapter|Section|Part|Lesson|Lab|Laboratory|Experiment|Exercise"
_CHAPTER = re.compile(
    rf"^(?:{_DIVISION_WORDS}|{_DIVISION_WORDS.upper()})\s*(?:#|No\.?|NO\.?)?\s*"
    r"(\d{1,2}|[IVXL]{1,6})\b[.:\-–]?\s*(.*)$"
)
# "APPENDIX A", "Appendix B Technical data", "Annex 2 - Spare parts": lettered (or numbered)
# appendices open like chapters; the whole line is kept as the title ("Appendix B ...").
_APPENDIX = re.compile(r"^(?:APPENDIX|Appendix|ANNEX|Annex)\s+(?:[A-Z]|\d{1,2})(?![\w])[.:\-–]?")
_LEADER = re.compile(r"(\.\s?){4,}|…{2,}|_{4,}")
_TRAILING_PAGE = re.compile(r"\s\d{1,4}$")
_UNITS_AFTER_NUMBER = re.compile(
    r"^(mm|cm|m|kg|g|bar|kpa|mpa|psi|v|kv|a|ma|kw|w|hz|rpm|°c|%|l|ml|h|min|s|x|nm)\b", re.I
)
MIN_OUTLINE_ENTRIES = 5
MAX_HEADING_WORDS = 16


@dataclass
class SectionDraft:
    number: str
    title: str
    level: int
    lines: list[TextLine] = field(default_factory=list)
    page: int = 1
    top: float = 0.0  # y of the heading on its page: tables/diagrams below it belong to it


def body_font_size(lines: list[TextLine]) -> float:
    weights: Counter[float] = Counter()
    for line in lines:
        weights[round(line.size)] += len(line.text)
    return float(weights.most_common(1)[0][0]) if weights else 10.0


def toc_pages(lines_by_page: dict[int, list[TextLine]]) -> set[int]:
    """Pages that are a table of contents (many lines with dot leaders or trailing page numbers)."""
    result = set()
    for page, lines in lines_by_page.items():
        leaders = sum(1 for ln in lines if _LEADER.search(ln.text))
        if leaders >= 4:
            result.add(page)
    return result


def division_number(text: str) -> str:
    """The number of the division the line opens ("CHAPTER 3", "Laboratory #8", "Lesson IV
    Pumps"), else ""."""
    found = _CHAPTER.match(text.strip())
    return _roman_to_int(found.group(1)) if found else ""


def heading_of(
    line: TextLine, body_size: float, doc_body_size: float = 0.0
) -> tuple[str, str, int] | None:
    """(number, title, level) when the line looks like a numbered heading, else None.
    ``body_size`` is the page's body text size, ``doc_body_size`` the document's."""
    text = line.text.strip()
    if len(text.split()) > MAX_HEADING_WORDS or _LEADER.search(text):
        return None
    prominent = line.bold or line.size >= body_size + 0.9
    chapter = _CHAPTER.match(text)
    if chapter and (prominent or text.isupper()):
        return (_roman_to_int(chapter.group(1)), chapter.group(2).strip(" .:-–"), 1)
    if (
        _APPENDIX.match(text)
        and line.size >= max(body_size, doc_body_size) - 0.5
        and (prominent or text.isupper())
    ):
        # Not smaller than the manual's body text: a small bold "APPENDIX 1" on a chart page of
        # tiny labels is the chart's caption, not where an appendix starts.
        return ("", text, 1)
    match = _NUMBERED.match(text)
    if not match or not prominent:
        return None
    number, title = match.group(1), match.group(2).strip()
    if not title[0].isupper() or _UNITS_AFTER_NUMBER.match(title):
        return None  # "25 mm clearance", "3 bar" are values, not headings
    if title.endswith((",", ";")) or (len(title.split()) > 10 and title.endswith((".", ":"))):
        return None  # a sentence that starts with a number ("1. Enter the data ... as shown:")
    if "." not in number and (
        int(number) > 40
        or not (line.bold or line.size >= body_size + TITLE_LARGER_PT)
        or len(title.split()) > CHAPTER_TITLE_WORDS_MAX
    ):
        return None  # chapter headings stand out clearly and are short; numbered list items not
    if line.ocr and not _plausible_ocr_heading(number, title):
        return None
    return (number, title, number.count(".") + 1)


def _plausible_ocr_heading(number: str, title: str) -> bool:
    """OCR gives no bold and only a rough size (from the box height), so a scanned line must also
    read like a heading: "4.2 Lathe safety" or "3 LATHE SAFETY", not "29 Degree" (a label in a
    picture) or "1 Keepingyourshirtbuttoned prevents throat bums. UV…" (a numbered list item)."""
    if len(title.split()) > 8 or ". " in title or re.search(r"[A-Za-z]{18,}", title):
        return False
    return "." in number or title.isupper()


def _roman_to_int(token: str) -> str:
    if token.isdigit():
        return token
    values = {"I": 1, "V": 5, "X": 10, "L": 50}
    total = 0
    for i, ch in enumerate(token):
        v = values[ch]
        total += -v if i + 1 < len(token) and values[token[i + 1]] > v else v
    return str(total)


def split_by_headings(lines: list[TextLine], skip_pages: set[int]) -> list[SectionDraft]:
    """Sections from font/numbering cues. Lines before the first heading form a preamble."""
    doc_size = body_font_size(lines)
    by_page: dict[int, list[TextLine]] = {}
    for line in lines:
        by_page.setdefault(line.page, []).append(line)
    # Body size per page: bundled manuals mix body sizes (10 pt in one, 11 pt in the next).
    page_size = {
        page: body_font_size(page_lines) if sum(len(x.text) for x in page_lines) > 400 else doc_size
        for page, page_lines in by_page.items()
    }
    lines = _headings_in_place(
        lines, lambda line: heading_of(line, page_size[line.page], doc_size) is not None
    )
    drafts = [SectionDraft(number="", title="", level=1, page=lines[0].page if lines else 1)]
    untitled: SectionDraft | None = None  # "LABORATORY #8" with its title on the next line
    for line in lines:
        found = (
            None if line.page in skip_pages else heading_of(line, page_size[line.page], doc_size)
        )
        if found and found[0] and found[0] == drafts[-1].number:
            found = None  # the same chapter again (its running header, then its heading)
        if found:
            number, title, level = found
            drafts.append(SectionDraft(number, title, level, page=line.page, top=line.bbox[1]))
            untitled = drafts[-1] if not title else None
            continue
        if untitled is not None and not line.text.strip():
            continue  # blank lines between the heading and its title
        if untitled is not None and _title_line(line, untitled, page_size[line.page]):
            untitled.title = line.text.strip()
            untitled = None
            continue
        untitled = None
        drafts[-1].lines.append(line)
    return drafts


def _headings_in_place(
    lines: list[TextLine], is_heading: Callable[[TextLine], bool]
) -> list[TextLine]:
    """The lines with each heading read where it stands on its page: right before the nearest
    body line under it in its column, headings going to the same line in the order they stand.
    A PDF may store its headings apart from the body ("3 Description" and "4 Standard Settings"
    first, then both sections' text, stop 33, held34a); read in that order, the first section
    would be empty and its text would go to the second. A heading with no body line under it
    (the last on its page; running headers and footers are gone by now) stays where the PDF
    has it."""
    out: list[TextLine] = []
    start = 0
    while start < len(lines):
        end = start
        while end < len(lines) and lines[end].page == lines[start].page:
            end += 1
        page = lines[start:end]
        heads = sorted(
            (ln for ln in page if is_heading(ln)), key=lambda ln: (ln.bbox[1], ln.bbox[0])
        )
        head_ids = {id(head) for head in heads}
        body = [ln for ln in page if id(ln) not in head_ids]
        before: dict[int, list[TextLine]] = {}  # id of a body line -> the headings read before it
        placed: set[int] = set()
        for head in heads:
            under = [
                ln
                for ln in body
                if ln.bbox[1] >= (head.bbox[1] + head.bbox[3]) / 2  # under its middle: set tight
                and ln.bbox[0] < head.bbox[2]
                and head.bbox[0] < ln.bbox[2]
            ]
            if under:
                nearest = min(under, key=lambda ln: (ln.bbox[1], ln.bbox[0]))
                before.setdefault(id(nearest), []).append(head)
                placed.add(id(head))
        for line in page:
            if id(line) in placed:
                continue
            out += before.get(id(line), [])
            out.append(line)
        start = end
    return out


def _title_line(line: TextLine, heading: SectionDraft, body_size: float) -> bool:
    """The line right under a bare "CHAPTER 3" / "Laboratory #8" is its title when it stands out
    like the heading (bold or larger) on the same page and is short."""
    return (
        line.page == heading.page
        and (line.bold or line.size >= body_size + 0.9)
        and len(line.text.split()) <= MAX_HEADING_WORDS
        and not _LEADER.search(line.text)
    )


def split_by_outline(
    lines: list[TextLine], outline: list[tuple[int, str, int]]
) -> list[SectionDraft] | None:
    """Sections from the PDF outline: each entry's heading line is searched on its target page."""
    entries = [
        (lvl, title.strip(), page) for lvl, title, page in outline if title.strip() and page > 0
    ]
    if len(entries) < MIN_OUTLINE_ENTRIES:
        return None
    # Index of the line where each entry starts.
    starts: list[tuple[int, int, str, str]] = []  # (line index, level, number, title)
    cursor = 0
    for level, title, page in entries:
        index = _find_heading_line(lines, title, page, cursor)
        if index is None:
            index = _first_line_on_or_after(lines, page, cursor)
        if index is None:
            continue
        number, text = _split_number(title)
        starts.append((index, level, number, text))
        cursor = index
    if not starts:
        return None
    drafts = [SectionDraft(number="", title="", level=1, page=lines[0].page if lines else 1)]
    drafts[0].lines = lines[: starts[0][0]]
    for pos, (index, level, number, text) in enumerate(starts):
        end = starts[pos + 1][0] if pos + 1 < len(starts) else len(lines)
        body = lines[index:end]
        top = body[0].bbox[1] if body else 0.0
        if body and _norm(body[0].text).startswith(_norm(f"{number} {text}".strip())[:20]):
            page = body[0].page
            body = body[1:]  # drop the heading line itself
        else:
            page = body[0].page if body else (lines[index].page if index < len(lines) else 1)
        drafts.append(SectionDraft(number, text, level, lines=body, page=page, top=top))
    return drafts


def _split_number(title: str) -> tuple[str, str]:
    match = _NUMBERED.match(title)
    if match:
        return match.group(1), match.group(2).strip()
    chapter = _CHAPTER.match(title)
    if chapter:
        return _roman_to_int(chapter.group(1)), chapter.group(2).strip(" .:-–")
    return "", title


def _norm(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "", text.lower())


def _find_heading_line(lines: list[TextLine], title: str, page: int, start: int) -> int | None:
    key = _norm(title)[:40]
    if not key:
        return None
    for index in range(start, len(lines)):
        line = lines[index]
        if line.page < page:
            continue
        if line.page > page:
            break
        norm = _norm(line.text)
        if norm and (norm.startswith(key) or key.startswith(norm[: max(8, len(norm))])):
            return index
    return None


def _first_line_on_or_after(lines: list[TextLine], page: int, start: int) -> int | None:
    for index in range(start, len(lines)):
        if lines[index].page >= page:
            return index
    return None


@dataclass
class SectionLayout:
    sections: list[Section]
    lines: list[list[TextLine]]  # the body lines of each section, same order
    anchors: list[tuple[int, float]]  # (page, y) where each section starts

    def section_at(self, page: int, y: float) -> Section | None:
        """The section a table or drawing at (page, y) belongs to: the last one starting above it."""
        found = self.sections[0] if self.sections else None
        for section, anchor in zip(self.sections, self.anchors, strict=True):
            if anchor <= (page, y):
                found = section
            else:
                break
        return found


def build_sections(
    doc_id: str,
    lines: list[TextLine],
    outline: list[tuple[int, str, int]],
    skip_heading_pages: set[int],
    doc_title: str,
) -> SectionLayout:
    """Sections with hierarchy and page ranges, and the lines that make up each one's text."""
    drafts = split_by_outline(lines, outline) or split_by_headings(lines, skip_heading_pages)
    if drafts and not drafts[0].lines and not drafts[0].number and len(drafts) > 1:
        drafts = drafts[1:]  # no preamble
    sections: list[Section] = []
    section_lines: list[list[TextLine]] = []
    by_number: dict[str, Section] = {}
    for order, draft in enumerate(drafts):
        pages = [ln.page for ln in draft.lines] or [draft.page]
        section = Section(
            section_id=f"{doc_id}:s{order:04d}",
            doc_id=doc_id,
            number=draft.number,
            title=draft.title or (doc_title if order == 0 else ""),
            level=draft.level,
            parent_id=_parent_of(draft, sections, by_number),
            page_start=min([draft.page, *pages]),
            page_end=max([draft.page, *pages]),
            order=order,
        )
        sections.append(section)
        section_lines.append(draft.lines)
        if draft.number:
            by_number[draft.number] = section
    anchors = [
        (s.page_start if i == 0 else d.page, d.top)
        for i, (s, d) in enumerate(zip(sections, drafts, strict=True))
    ]
    if anchors:
        anchors[0] = (0, 0.0)  # the preamble (or first section) covers everything before
    return SectionLayout(sections, section_lines, anchors)


def _parent_of(
    draft: SectionDraft, earlier: list[Section], by_number: dict[str, Section]
) -> str | None:
    """The nearest enclosing section: "7.3" for "7.3.2", else the last shallower section."""
    if "." in draft.number:
        prefix = draft.number.rsplit(".", 1)[0]
        while prefix:
            if prefix in by_number:
                return by_number[prefix].section_id
            prefix = prefix.rsplit(".", 1)[0] if "." in prefix else ""
    for section in reversed(earlier):
        if section.level < draft.level:
            return section.section_id
    return None
