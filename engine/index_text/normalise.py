"""Text as it was printed, in the characters search and the viewers expect.

NFKC unfolds compatibility characters ("㏁" -> "MΩ", "℃" -> "°C", "ﬁ" -> "fi", "½" -> "1⁄2").
Older manuals set Greek letters and symbols in the Symbol font, whose text layer often holds
private-use code points (U+F0xx): "\\uf064m" is "δm" on the page. Those are mapped to the
characters the font draws, so a viewer never shows an empty box and "Δp" can be searched.
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
    return unicodedata.normalize("NFKC", text)
