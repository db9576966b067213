"""The rows of a table read from word positions: wrapped lines joined into their row (by the
picture's ruling segments, or by line spacing), merged cells found where rules stop, rows under
a merged first cell kept as aligned parts, and list items inside a cell. Used by
``engine.ingest.word_table``."""

from __future__ import annotations

import re
import statistics
from collections.abc import Sequence
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from engine.index_text.tables import ITEM_SEP, PART_SEP, join_cell_lines
from engine.ingest import limits as lim
from engine.ingest.table_header import NUMERIC, label_cell

if TYPE_CHECKING:
    from engine.ingest.word_table import Fragment

# A bullet glyph starting a list item; OCR reads a small bullet as a lone "." (". Check wiring").
_ITEM_SPLIT = re.compile(r"(?:^|\s)[•·▪●◦‣∙■□➢►.](?=\s)")


def join_wrapped_rows(
    texts: list[list[str]],
    rows: list[list[Fragment]],
    spans: list[list[tuple[int, int, Fragment]]],
    bands: list[int | None] | None = None,
    tints: list[int | None] | None = None,
) -> tuple[list[list[str]], list[list[Fragment]], list[list[tuple[int, int, Fragment]]]]:
    """Join the continuation lines of wrapped cells to their row: a line with an empty first
    cell, close under the line above (less than CONTINUATION_GAP x text height), whose texts all
    sit under texts of that line, none of them a figure ("2.0 sec." under "1.5 sec." is a row of
    its own). ``bands``: per line, the ruled band it stands in (lines of one band are one row).
    ``tints``: per line, the tinted band it stands in (``tint_bands``): lines of one band are one
    row, and a line in a band never joins a line outside it. Returns the joined texts, fragments
    and spanning fragments per row."""
    out_t: list[list[str]] = []
    out_r: list[list[Fragment]] = []
    out_s: list[list[tuple[int, int, Fragment]]] = []
    first_cols: list[set[int]] = []  # per joined row: the columns its first line fills
    sentences = _sentence_columns(texts)
    sparse_key = _sparse_key(texts)
    segments = centred_segments(texts, tints) if bands is None else None
    for i, (text, frags, row_spans) in enumerate(zip(texts, rows, spans, strict=True)):
        tinted = tints is not None and i > 0 and (tints[i] is not None or tints[i - 1] is not None)
        part = False
        if bands is not None:
            joined = i > 0 and bands[i] is not None and bands[i] == bands[i - 1]
        elif segments is not None and segments[i] is not None:
            # Rows of centred keys: the lines of a row are known; a line that does not
            # continue the text above is an aligned part of the row.
            joined = i > 0 and segments[i] == segments[i - 1]
            part = (
                joined
                and any(text[1:])
                and not (
                    _continues_row(text, frags, out_t[-1], out_r[-1])
                    or _wrapped_line(text, frags, texts[i - 1], rows[i - 1], sentences)
                )
            )
        elif tinted:
            joined = tints[i] is not None and tints[i] == tints[i - 1]  # type: ignore[index]
        else:
            joined = bool(out_t) and (
                _continues_row(text, frags, out_t[-1], out_r[-1])
                or _wrapped_line(text, frags, texts[i - 1], rows[i - 1], sentences)
                or (
                    sparse_key
                    and _key_continues(
                        text,
                        frags,
                        texts[i - 1],
                        rows[i - 1],
                        first_cols[-1],
                        rows[i - 2] if i >= 2 else None,
                    )
                )
                or _overlaps_row(text, frags, out_t[-1], out_r[-1])
            )
        if (
            not joined
            and bands is None
            and not tinted
            and segments is None
            and _around_centred(text, frags, out_t, out_r, sentences)
        ):
            # "Cross" / "Number(Label) ... Function" / "section": the middle line's one-line
            # cells are set at the middle height of the two-line cell around them.
            middle_t, middle_r, middle_s = out_t.pop(), out_r.pop(), out_s.pop()
            out_t[-1] = [a or b for a, b in zip(out_t[-1], middle_t, strict=True)]
            out_r[-1] = out_r[-1] + middle_r
            out_s[-1] = out_s[-1] + middle_s
            first_cols.pop()
            joined = True
        if part:
            out_t[-1] = [_join_lines(out_t[-1][0], text[0])] + [
                f"{a}{PART_SEP}{b}" if a or b else ""
                for a, b in zip(out_t[-1][1:], text[1:], strict=True)
            ]
            out_r[-1] = out_r[-1] + frags
            out_s[-1] = out_s[-1] + row_spans
        elif joined:
            out_t[-1] = [_join_lines(a, b) for a, b in zip(out_t[-1], text, strict=True)]
            out_r[-1] = out_r[-1] + frags
            out_s[-1] = out_s[-1] + row_spans
        else:
            out_t.append(list(text))
            out_r.append(list(frags))
            out_s.append(list(row_spans))
            first_cols.append({c for c, t in enumerate(text) if t})
    return out_t, out_r, out_s


def centred_segments(
    texts: list[list[str]], tints: list[int | None] | None = None
) -> list[int | None] | None:
    """Per line, the row it belongs to when the row labels (first column) are centred against
    their rows' lines ("LCD" / "Display" halfway down eleven description lines, "ESC Button"
    between its two), else None. Lines of the header (a leading tinted band, or a first line
    of column names) are no row's (None).

    The body must open with unlabelled lines (top-aligned rows never do). Its lines are shared
    out so that each label sits at the middle of its row; consecutive label lines one line
    apart or adjacent may be one label of several lines (CENTRED_KEY_MERGE per extra line).
    Taken when that is at most CENTRED_COST_SHARE as uneven as reading every label as the top
    of its row, as ``centred_groups`` does for joined rows."""
    if tints is not None and tints[0] is not None:
        start = next((i for i, t in enumerate(tints) if t != tints[0]), len(tints))
    elif texts and all(label_cell(t) for t in texts[0]):
        start = 1
    else:
        return None
    keyed = [bool(row[0]) for row in texts[start:]]
    keys = [i for i, k in enumerate(keyed) if k]
    if len(keys) < 2 or keyed[0]:
        return None
    n, m = len(keyed), len(keys)
    runs = [keys[0]] + [b - a - 1 for a, b in pairwise(keys)] + [n - 1 - keys[-1]]
    top_cost = sum(runs)
    memo: dict[tuple[int, int], tuple[float, list[tuple[int, int]]]] = {}

    def best(i: int, above: int) -> tuple[float, list[tuple[int, int]]]:
        """Cheapest sharing of keys i.. when key i's row takes ``above`` lines over it; the
        rows as (last key, lines below it)."""
        if (i, above) in memo:
            return memo[(i, above)]
        result: tuple[float, list[tuple[int, int]]] = (float("inf"), [])
        for j in range(i, min(m, i + lim.CENTRED_KEY_LINES)):
            if j > i and keys[j] - keys[j - 1] > 2:
                break
            merge = lim.CENTRED_KEY_MERGE * (j - i)
            if j == m - 1:
                option = (abs(above - runs[m]) + merge, [(j, runs[m])])
                result = min(result, option, key=lambda o: o[0])
                continue
            for below in range(runs[j + 1] + 1):
                rest, plan = best(j + 1, runs[j + 1] - below)
                option = (abs(above - below) + merge + rest, [(j, below), *plan])
                result = min(result, option, key=lambda o: o[0])
        memo[(i, above)] = result
        return result

    cost, plan = best(0, runs[0])
    if not top_cost or cost > lim.CENTRED_COST_SHARE * top_cost:
        return None
    out: list[int | None] = [None] * start
    line = 0
    for row, (last, below) in enumerate(plan):
        end = keys[last] + below + 1
        out += [row] * (end - line)
        line = end
    return out if len(out) == len(texts) else None


def _join_lines(above: str, line: str) -> str:
    """A cell's next line joined to its text as a ruled table's cells are (``join_cell_lines``):
    a line opening with a list mark ("- droop setting ...") starts an item, a word hyphenated
    at the line's end ("shut-" / "off valve") closes up."""
    if not line or not above:
        return above or line
    return join_cell_lines([above, line])


def tint_bands(block: list[list[Fragment]], tint: Any) -> list[int | None] | None:
    """Per line, the tinted band (a light grey fill behind the text: a header row, a zebra
    stripe) its centre stands in, numbered from the top; None outside every band. ``tint`` is a
    boolean mask of the picture's tinted pixels (same pixels as the fragments). None when no
    line stands in a band."""
    import numpy as np

    if tint is None or not block:
        return None
    w = tint.shape[1]
    x0 = max(0, int(min(f.bbox[0] for r in block for f in r)))
    x1 = min(w, int(max(f.bbox[2] for r in block for f in r)) + 1)
    if x1 - x0 < 2:
        return None
    share = tint[:, x0:x1].mean(axis=1) >= lim.TINT_ROW_SHARE
    height = statistics.median(f.height for r in block for f in r)
    runs: list[list[int]] = []
    for y in np.flatnonzero(share).tolist():
        if runs and y - runs[-1][1] <= max(1.0, lim.TINT_JOIN * height):
            runs[-1][1] = y
        else:
            runs.append([y, y])
    runs = [r for r in runs if r[1] - r[0] >= lim.FILL_MIN_PX]
    out: list[int | None] = []
    for row in block:
        cy = statistics.fmean(f.cy for f in row)
        out.append(next((k for k, (a, b) in enumerate(runs) if a <= cy <= b), None))
    return out if any(b is not None for b in out) else None


def _overlaps_row(
    text: list[str], frags: list[Fragment], above: list[str], above_frags: list[Fragment]
) -> bool:
    """A line reaching up into the row above (its top well above that row's bottom) and filling
    only columns the row fills: the second line of a two-line cell whose row's one-line cells
    sit between its lines ("Under Frequency Corner" / "Frequency" beside "Hz | 15 | 90"). Rows
    of a table never overlap."""
    top = min(f.bbox[1] for f in frags)
    bottom = max(f.bbox[3] for f in above_frags)
    height = statistics.median(f.height for f in frags)
    return top - bottom < -lim.ROW_OVERLAP_JOIN * height and all(
        above[c] for c, t in enumerate(text) if t
    )


def _sparse_key(texts: list[list[str]]) -> bool:
    """The key (first) column holds text on few lines: its entries are multi-line rows."""
    keyed = sum(1 for row in texts if row and row[0])
    return len(texts) >= lim.MIN_ROWS and keyed <= lim.KEY_SPARSE_SHARE * len(texts)


def _key_continues(
    text: list[str],
    frags: list[Fragment],
    above: list[str],
    above_frags: list[Fragment],
    row_first: set[int],
    before: list[Fragment] | None = None,
) -> bool:
    """A key line directly under the key text of the line above (no blank line between) that
    fills only columns the row's first line fills, and not all of them, continues the row's key
    cell whatever its case ("Unequal reactive power" / "OR" / "Unequal power factor" beside the
    row's first cause): a new row fills the columns its first line does."""
    if not (text[0] and above[0]):
        return False
    top = min(f.bbox[1] for f in frags)
    bottom = max(f.bbox[3] for f in above_frags)
    height = statistics.median(f.height for f in frags)
    if top - bottom > lim.WRAP_GAP * height:
        return False
    cols = {c for c, t in enumerate(text) if t}
    if cols < row_first:
        return True
    # A key-only line set off the grid of lines, reaching into the line before it or into this
    # one, over a key line: a key of two lines at the middle of its row's lines ("Auxiliary/" /
    # "Strtup" beside the fourth of eight parameters). A section title over its rows ("Water
    # valve opening time" over "Jet 6 | Normal bowl water level") keeps the lines' grid.
    if row_first != {0}:
        return False
    reach = -lim.KEY_OFF_GRID * height
    into_this = top - bottom < reach
    into_before = (
        before is not None
        and min(f.bbox[1] for f in above_frags) - max(f.bbox[3] for f in before) < reach
    )
    return into_this or into_before


def group_parts(rows: list[list[str]]) -> list[list[str]]:
    """Rows with an empty first cell under a row that has one belong to it: the first cell was
    merged down ("Jet 1" over its short and normal discharge rows, an issue over its causes).
    Their cells become aligned parts ("\n"-separated), as a ruled table's merged cells do."""
    out: list[list[str]] = []
    for row in rows:
        if out and not row[0] and out[-1][0] and any(row[1:]):
            out[-1] = [out[-1][0]] + [
                f"{a}{PART_SEP}{b}" if a or b else ""
                for a, b in zip(out[-1][1:], row[1:], strict=True)
            ]
        else:
            out.append(list(row))
    return out


def centred_groups(rows: list[list[str]]) -> list[list[str]]:
    """Rows whose one-line key cell is set at the middle height of the lines beside it
    ("Configuration" halfway down its five parameters, "OEL Option" between its four option
    lines): the lines with an empty key cell above and below a key line belong to it, shared
    so that each key sits at the middle of its lines. Used when the body opens with key-less
    lines and that sharing is much more even than reading each key as the top of its row
    (CENTRED_COST_SHARE); otherwise ``rows``.
    The lines of a row become aligned parts ("\n"), as ``group_parts`` makes them."""
    keys = [i for i, r in enumerate(rows) if r and r[0]]
    if len(keys) < 2 or keys[0] == 0:
        # Lines before the first key are the sign: top-aligned rows never start key-less. (A
        # table of top-aligned rows closed by a stray key line, a page footer, can share its
        # lines out as evenly: HDEC p80 in the text layer.)
        return rows
    runs = [keys[0]] + [b - a - 1 for a, b in pairwise(keys)] + [len(rows) - 1 - keys[-1]]
    # Top-aligned: nothing above a key; every line below it is its own.
    top_cost = runs[0] + sum(runs[1:])
    # Centred: key j takes a_j lines above and b_j below, b_j + a_(j+1) = runs[j+1]; the cost is
    # how unevenly the keys sit, sum |a_j - b_j|. States: a_j -> (cost, the b's chosen so far).
    states: dict[int, tuple[int, list[int]]] = {runs[0]: (0, [])}
    for j in range(len(keys)):
        nxt: dict[int, tuple[int, list[int]]] = {}
        last = j == len(keys) - 1
        for a, (cost, chosen) in states.items():
            for b in [runs[j + 1]] if last else range(runs[j + 1] + 1):
                option = (cost + abs(a - b), [*chosen, b])
                key = 0 if last else runs[j + 1] - b
                if key not in nxt or option[0] < nxt[key][0]:
                    nxt[key] = option
        states = nxt
    cost, below = min(states.values(), key=lambda v: v[0])
    if not top_cost or cost > lim.CENTRED_COST_SHARE * top_cost:
        return rows
    out: list[list[str]] = []
    for j, k in enumerate(keys):
        above = runs[0] if j == 0 else runs[j] - below[j - 1]
        lines = rows[k - above : k + below[j] + 1]
        out.append(
            [rows[k][0]]
            + [
                PART_SEP.join(r[c] for r in lines) if any(r[c] for r in lines) else ""
                for c in range(1, len(rows[k]))
            ]
        )
    return out


def ruled_bands(
    block: list[list[Fragment]], segments: Sequence[tuple[float, float, float]]
) -> list[int | None] | None:
    """Per row, the band between two rules it stands in (None outside the ruled area), or None
    when the rules do not separate rows (a few rules under a header, lines over a chart): at
    least RULED_ROWS_SHARE rules per text line inside the ruled area. A rule is a y where
    ruling segments run across at least RULE_SHARE of the table's width."""
    rules = _full_rules(block, segments)
    if len(rules) < 3:
        return None
    top, bottom = min(rules), max(rules)
    centres = [statistics.fmean(f.cy for f in row) for row in block]
    inside = [c for c in centres if top < c < bottom]
    if not inside or (len(rules) - 1) < lim.RULED_ROWS_SHARE * len(inside):
        return None
    return [sum(1 for r in rules if r < c) if top < c < bottom else None for c in centres]


def _full_rules(
    block: list[list[Fragment]], segments: Sequence[tuple[float, float, float]]
) -> list[float]:
    if not segments:
        return []
    x0 = min(f.bbox[0] for r in block for f in r)
    x1 = max(f.bbox[2] for r in block for f in r)
    by_y: dict[int, float] = {}
    ys: dict[int, list[float]] = {}
    for y, a, b in segments:
        key = round(y / 3)
        by_y[key] = by_y.get(key, 0.0) + (b - a)
        ys.setdefault(key, []).append(y)
    width = max(1.0, x1 - x0)
    return sorted(
        statistics.fmean(ys[k]) for k, run in by_y.items() if run >= lim.RULE_SHARE * width
    )


def spread_merged(
    rows: list[list[str]],
    frags: list[list[Fragment]],
    segments: Sequence[tuple[float, float, float]],
    edges: list[float],
) -> list[list[str]]:
    """A cell that no ruling segment closes between two rows spans them (a merged cell): its
    text goes to every row it covers, as a ruled table's merged cells read. In the first column
    it goes to the first row only, so the rows below become parts of that row."""
    if len(rows) < 2:
        return rows
    x0 = min(f.bbox[0] for r in frags for f in r)
    x1 = max(f.bbox[2] for r in frags for f in r)
    bounds = [x0, *edges, x1]
    out = [list(r) for r in rows]
    for c in range(len(bounds) - 1):
        mid0 = bounds[c] + 0.25 * (bounds[c + 1] - bounds[c])
        mid1 = bounds[c + 1] - 0.25 * (bounds[c + 1] - bounds[c])
        groups: list[list[int]] = [[0]]
        for i in range(1, len(rows)):
            above = max(f.bbox[3] for f in frags[i - 1])
            below = min(f.bbox[1] for f in frags[i])
            closed = any(
                above - 3 <= y <= below + 3 and a < mid1 and b > mid0 for y, a, b in segments
            )
            if closed:
                groups.append([i])
            else:
                groups[-1].append(i)
        for group in groups:
            texts = [rows[i][c] for i in group if rows[i][c]]
            if len(group) < 2 or not texts or len(texts) == len(group):
                continue
            merged = " ".join(texts)
            for k, i in enumerate(group):
                out[i][c] = merged if c > 0 or k == 0 else ""
    return out


def _continues_row(
    text: list[str], frags: list[Fragment], above: list[str], above_frags: list[Fragment]
) -> bool:
    top = min(f.bbox[1] for f in frags)
    bottom = max(f.bbox[3] for f in above_frags)
    height = statistics.median(f.height for f in frags)
    return (
        not text[0]
        and top - bottom < lim.CONTINUATION_GAP * height
        and all(not t or above[c] for c, t in enumerate(text))
        and not any(t and NUMERIC.match(t) for t in text)
    )


def _sentence_columns(texts: list[list[str]]) -> list[bool]:
    """Per column: its lines mostly open with a capital (problem, cause and remedy texts), so
    a line opening in lower case continues the text above. A column of lower-case names or
    units ("kp", "mm") gives no such signal."""
    out = []
    for c in range(len(texts[0]) if texts else 0):
        starts = [t[0] for row in texts if (t := row[c].lstrip()) and t[0].isalpha()]
        capitals = sum(1 for ch in starts if ch.isupper())
        out.append(len(starts) >= 2 and capitals >= lim.WRAP_CAPITAL_SHARE * len(starts))
    return out


def _wrapped_line(
    text: list[str],
    frags: list[Fragment],
    above: list[str],
    above_frags: list[Fragment],
    sentences: list[bool],
    gap: bool = True,
) -> bool:
    """A line whose text opens in lower case where the line above has text continues that
    line's row ("Pumps are running, but unit does" / "not create vacuum."): without rules, and
    with rows set as tight as the lines of a cell, the case of the first letter tells a wrapped
    line from a new row. The row-label cell decides when it holds text; otherwise every text of
    the line must open in lower case under a text above it."""
    top = min(f.bbox[1] for f in frags)
    bottom = max(f.bbox[3] for f in above_frags)
    height = statistics.median(f.height for f in frags)
    if gap and top - bottom > lim.WRAP_GAP * height:
        return False  # a blank line between: a new row whatever its case
    filled = [c for c, t in enumerate(text) if t]
    if not filled:
        return False
    lead = filled[:1] if text[0] else filled
    return all(
        above[c] and sentences[c] and _opens_lower(text[c]) and not NUMERIC.match(text[c])
        for c in lead
    )


def _around_centred(
    text: list[str],
    frags: list[Fragment],
    out_t: list[list[str]],
    out_r: list[list[Fragment]],
    sentences: list[bool],
) -> bool:
    """The line continues the row two rows up (it opens in lower case under its text) and the
    row between fills only columns that both leave empty, at a height between them."""
    if len(out_t) < 2:
        return False
    two_up, middle = out_t[-2], out_t[-1]
    if any(t and (two_up[c] or text[c]) for c, t in enumerate(middle)):
        return False
    cy = statistics.fmean(f.cy for f in out_r[-1])
    if not max(f.cy for f in out_r[-2]) < cy < min(f.cy for f in frags):
        return False
    return _wrapped_line(text, frags, two_up, out_r[-2], sentences, gap=False)


def _opens_lower(text: str) -> bool:
    first = text.lstrip()[:1]
    return first.isalpha() and first.islower()


def bullet_items(cell: str) -> str:
    """ "· Open valves · Fill the pump" -> "Open valves; Fill the pump" (list items of a cell, as
    a ruled table's cells read); aligned parts ("\n") keep their own items."""
    return PART_SEP.join(
        ITEM_SEP.join(i.strip() for i in _ITEM_SPLIT.split(part) if i.strip())
        for part in cell.split(PART_SEP)
    )


def lift_centred_cells(
    block: list[list[Fragment]],
) -> tuple[list[list[Fragment]], list[tuple[Fragment, float]]]:
    """Cells merged down a column and centred against the rows they span ("0.75mm2" / "1.5mm2"
    beside five terminals): without rules their lines sit off the grid of the rows, each
    between two rows and reaching into both (rows of a table never overlap), in a blank of
    both. Such a line (one text, not the row-label column, under and over row-label text),
    and the further lines of its cell set the same way one row apart, become one text put on
    the row nearest the cell's middle. Returns the lines without them and the lifted texts,
    with their middle height, which ``spread_centred`` gives to the rows they span. A lifted
    text takes its row's height: it reaches into no other row."""
    from engine.ingest.word_table import Fragment

    n = len(block)
    off = [0 < i < n - 1 and _off_grid(block[i], block[i - 1], block[i + 1]) for i in range(n)]
    if not any(off):
        return block, []
    cells: list[list[int]] = []
    taken: set[int] = set()
    for i in range(n):
        if not off[i] or i in taken:
            continue
        cell = [i]
        j = i + 2
        while j < n and off[j] and not off[j - 1] and _same_column(block[j][0], block[i][0]):
            cell.append(j)
            j += 2
        taken.update(cell)
        cells.append(cell)
    lines = [list(row) for row in block]
    lifted: list[tuple[Fragment, float]] = []
    for cell in cells:
        parts = [block[i][0] for i in cell]
        centre = statistics.fmean(p.cy for p in parts)
        anchor = min(
            (k for k in range(n) if not off[k]),
            key=lambda k: abs(statistics.fmean(f.cy for f in block[k]) - centre),
        )
        text = Fragment(
            " ".join(p.text for p in parts),
            (
                min(p.bbox[0] for p in parts),
                min(f.bbox[1] for f in block[anchor]),
                max(p.bbox[2] for p in parts),
                max(f.bbox[3] for f in block[anchor]),
            ),
            min(p.score for p in parts),
            parts[0].bold,
        )
        lines[anchor] = sorted([*lines[anchor], text], key=lambda f: f.bbox[0])
        lifted.append((text, centre))
    return [row for i, row in enumerate(lines) if not off[i]], lifted


def _off_grid(row: list[Fragment], above: list[Fragment], below: list[Fragment]) -> bool:
    if len(row) != 1:
        return False
    f = row[0]
    reach = lim.OFF_GRID_OVERLAP * f.height
    for other in (above, below):
        top = min(g.bbox[1] for g in other)
        bottom = max(g.bbox[3] for g in other)
        if min(f.bbox[3], bottom) - max(f.bbox[1], top) < reach:
            return False  # not reaching into this neighbour
        if f.bbox[0] <= other[0].bbox[2]:
            return False  # in the row-label column, or the neighbour has no row label
        if any(g.bbox[0] < f.bbox[2] and f.bbox[0] < g.bbox[2] for g in other):
            return False  # the neighbour has text beside it in this column
    return True


def _same_column(a: Fragment, b: Fragment) -> bool:
    return a.bbox[0] < b.bbox[2] and b.bbox[0] < a.bbox[2]


def spread_centred(
    rows: list[list[str]],
    frags: list[list[Fragment]],
    lifted: Sequence[tuple[Fragment, float]],
    edges: list[float],
) -> list[list[str]]:
    """Each lifted cell text (``lift_centred_cells``) goes to the rows it spans: the run of rows
    around its row whose cells in its column are empty, as far as the run stays centred on the
    text (its middle within a quarter of a row's pitch of the text's middle), as a ruled
    table's merged cells read."""
    from engine.ingest.word_table import columns_of

    if not lifted or len(rows) < 2:
        return rows
    out = [list(r) for r in rows]
    centres = [statistics.fmean(f.cy for f in r) for r in frags]
    pitch = statistics.median(b - a for a, b in pairwise(centres))
    for text, middle_y in lifted:
        at = next((i for i, r in enumerate(frags) if any(f is text for f in r)), None)
        if at is None:
            continue
        c = columns_of(text, edges)[0]
        if c == 0 or out[at][c] != text.text:
            continue
        top = at
        while top > 0 and not out[top - 1][c]:
            top -= 1
        bottom = at
        while bottom < len(out) - 1 and not out[bottom + 1][c]:
            bottom += 1
        best = (at, at)
        for s in range(top, at + 1):
            for e in range(at, bottom + 1):
                middle = (centres[s] + centres[e]) / 2
                if abs(middle - middle_y) <= 0.25 * pitch and e - s > best[1] - best[0]:
                    best = (s, e)
        for i in range(best[0], best[1] + 1):
            out[i][c] = text.text
    return out
