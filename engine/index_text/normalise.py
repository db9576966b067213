"""Text as it was printed, in the characters search and the viewers expect.

NFKC unfolds compatibility characters ("㏁" -> "MΩ", "℃" -> "°C", "ﬁ" -> "fi", "½" -> "1⁄2").
Older manuals set Greek letters and symbols in the Symbol font, whose text layer often holds
private-use code points (U+F0xx): "\\uf064m" is "δm" on the page. Those are mapped to the
characters the font draws, so a viewer never shows an empty box and "Δp" can be searched.
Dingbat fonts' ticks and dots are read by the font's name (``font_text``); a bullet glyph with
no character at all (U+FFFD) opening a line is dropped (``lost_bullets``).
"""

from __future__ import annotations

import re
import unicodedata

# The Symbol font's encoding (Adobe "Symbol" code chart), letters and the symbols manuals use.
_SYMBOL_LETTERS = "ΑΒΧΔΕΦΓΗΙϑΚΛΜΝΟΠΘΡΣΤΥςΩΞΨΖ"  # A..Z
_SYMBOL_LOWER = "αβχδεφγηιϕκλμνοπθρστυϖωξψζ"  # a..z
_SYMBOL_OTHER = {
    0xA3: "≤", 0xB0: "°", 0xB1: "±", 0xB3: "≥", 0xB4: "×", 0xB5: "∝", 0xB6: "∂", 0xB7: "•",
    0xB8: "÷", 0xB9: "≠", 0xBA: "≡", 0xBB: "≈", 0xD6: "√", 0xE5: "∑", 0xA5: "∞", 0xAE: "→",
    0x2D: "−", 0x2B: "+", 0x3D: "=", 0x2F: "/", 0x28: "(", 0x29: ")",
}  # fmt: skip
_SYMBOL_PUA: dict[int, str] = {}
for _i, _ch in enumerate(_SYMBOL_LETTERS):
    _SYMBOL_PUA[0xF041 + _i] = _ch
for _i, _ch in enumerate(_SYMBOL_LOWER):
    _SYMBOL_PUA[0xF061 + _i] = _ch
for _code, _ch in _SYMBOL_OTHER.items():
    _SYMBOL_PUA[0xF000 + _code] = _ch
for _d in range(10):
    _SYMBOL_PUA[0xF030 + _d] = str(_d)
_SYMBOL_PUA[0xF020] = " "
# Any of those code points (one regex scan: a loop over the characters in Python took 5 % of a
# question's CPU, rendering table cells).
_SYMBOL_CODES = re.compile("[\uf020-\uf0ff]")


def printed(text: str) -> str:
    """``text`` with compatibility characters unfolded and Symbol-font code points mapped."""
    if _SYMBOL_CODES.search(text):
        text = text.translate(_SYMBOL_PUA)
    return unicodedata.normalize("NFKC", lost_bullets(text))


# ---------------------------------------------------------------- symbol fonts without a text map
# Ticks, crosses and dots set in a dingbat font often reach the text layer as the font's own
# codes: ZapfDingbats "4" is the "✔" on the page, Wingdings "\xfc" (or "\uf0fc") is "✓". Without
# the font's name they read as a stray digit or letter in a schedule's cell. The maps below are
# the fonts' published encodings (general knowledge, not read off any manual); Wingdings is
# mapped only for its marks and bullets, the rest of it (pictograms) is left as it comes.
def _zapf_dingbats() -> dict[int, str]:
    table = {code: chr(0x2701 + code - 0x21) for code in range(0x21, 0x7F)}
    table.update({0x25: "☎", 0x2A: "☛", 0x2B: "☞", 0x48: "★", 0x6C: "●", 0x6E: "■"})
    table.update({0x73: "▲", 0x74: "▼", 0x75: "◆", 0x77: "◗"})
    table.update({code: chr(0x2761 + code - 0xA1) for code in range(0xA1, 0xA8)})
    table.update({0xA8: "♣", 0xA9: "♦", 0xAA: "♥", 0xAB: "♠"})
    table.update({code: chr(0x2460 + code - 0xAC) for code in range(0xAC, 0xB6)})
    table.update({code: chr(0x2776 + code - 0xB6) for code in range(0xB6, 0xD5)})
    table.update({0xD5: "→", 0xD6: "↔", 0xD7: "↕"})
    table.update({code: chr(0x2798 + code - 0xD8) for code in range(0xD8, 0xF0)})
    table.update({code: chr(0x27B1 + code - 0xF1) for code in range(0xF1, 0xFF)})
    return table


_DINGBATS = _zapf_dingbats()
_WINGDINGS = {
    0x6C: "●", 0x6D: "❍", 0x6E: "■", 0x6F: "□", 0x70: "◻", 0x71: "❑", 0x72: "❒", 0x75: "◆",
    0x77: "◆", 0x9F: "•", 0xA0: "▪", 0xA1: "○", 0xA7: "▪", 0xA8: "◻", 0xFB: "✗", 0xFC: "✓",
    0xFD: "☒", 0xFE: "☑",
}  # fmt: skip
# The Symbol font's codes above 0x9f that Latin-1 reads as other letters ("\xd6" is "√", not "Ö").
_SYMBOL_HIGH = {code: ch for code, ch in _SYMBOL_OTHER.items() if code >= 0xA0}


def _font_map(font: str) -> dict[int, str] | None:
    name = font.lower()
    if "dingbat" in name:
        return _DINGBATS
    if "wingding" in name:
        return _WINGDINGS
    if "symbol" in name:
        return _SYMBOL_HIGH
    return None


def symbol_font(font: str) -> bool:
    """True for a dingbat or Symbol font, whose codes ``font_text`` reads."""
    return _font_map(font) is not None


def font_text(text: str, font: str) -> str:
    """``text`` of one span set in ``font``, with a dingbat or Symbol font's own codes (also
    their private-use "\\uf0xx" forms) read as the characters the font draws."""
    table = _font_map(font)
    if table is None:
        return text
    out = []
    for ch in text:
        code = ord(ch)
        if 0xF000 <= code <= 0xF0FF:
            code -= 0xF000
        out.append(table.get(code, ch))
    return "".join(out)


# A glyph PyMuPDF could not map (U+FFFD) opening a line is the list bullet of a symbol font (the
# HDEC manual's "� Four(4) excitation regulation modes"; or alone on its text line, its item the
# next line on the same baseline). It is dropped, not shown as a box: the embedder's tokenizer
# already skips U+FFFD, so passages are cut and embedded as before. Made a "•" instead, the
# HDEC passages were cut elsewhere (a bullet is a word piece) and the corpus lost 3 hits in the
# top 5 and 2 declined negatives (1 gained) at stop 21. Elsewhere U+FFFD is left as it is:
# dropped between two digits it could fuse "5�10" into a number the page never shows.
_LOST_BULLET = re.compile(r"^([ \t]*)\ufffd+(?:[ \t]+(?=\S)|[ \t]*$)", re.MULTILINE)


def lost_bullets(text: str) -> str:
    """``text`` without the lost glyphs (U+FFFD) that open a line: bullets of a symbol font."""
    if "\ufffd" not in text:
        return text
    return _LOST_BULLET.sub(r"\1", text)
