"""Names the marine trade gives the same component ("alternator" / "generator", "purifier" /
"separator"): resources/gazetteer/same_components.txt, general usage written from the trade's
terms, not read off questions. A name the library never prints is looked for under its others."""

from __future__ import annotations

import functools

from engine.config import resources_dir
from engine.vocab.words import WORD


@functools.lru_cache(maxsize=1)
def same_components() -> dict[str, tuple[str, ...]]:
    """Each listed name (its words joined by one space) with the others the trade uses for it."""
    path = resources_dir() / "gazetteer" / "same_components.txt"
    out: dict[str, tuple[str, ...]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        names = [" ".join(WORD.findall(n.lower())) for n in line.split(" = ") if n.strip()]
        for name in names:
            others = (*out.get(name, ()), *(n for n in names if n != name))
            out[name] = tuple(dict.fromkeys(others))
    return out


def same_words(word: str) -> tuple[str, ...]:
    """The one-word names the trade uses for the one-word component ``word`` ("alternator" ->
    "generator"); empty when it is none."""
    return tuple(n for n in same_components().get(word.lower(), ()) if " " not in n)


def other_names_named(word: str, question: tuple[str, ...]) -> list[tuple[str, tuple[str, ...]]]:
    """For a name of several words the question writes holding ``word`` ("split pin"), each of
    the trade's other names for it with the words of it the typed name lacks: [("cotter pin",
    ("cotter",))]. ``question``: the question's words."""
    typed = set(question)
    out: list[tuple[str, tuple[str, ...]]] = []
    for name, others in same_components().items():
        parts = name.split(" ")
        if len(parts) < 2 or word not in parts or not typed.issuperset(parts):
            continue
        out += [(other, tuple(w for w in other.split(" ") if w not in parts)) for other in others]
    return out
