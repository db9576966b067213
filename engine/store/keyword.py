"""BM25 keyword index (SQLite FTS5) so exact codes and numbers ("WD010", "2.2/2.6 kW") are found.

The query text is never passed to FTS5 as syntax: it is split into word tokens here and each token
is quoted, so user or LLM text full of operators is plain data.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import re
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path

from engine.index_text.acronyms import definitions
from engine.store.base import KeywordMatch, KeywordRow
from engine.vocab.words import WORD

log = logging.getLogger(__name__)

# Words that carry no retrieval signal in a question.
STOPWORDS = frozenset(
    [
        *re.findall(
            r"\w+",
            # typed the way a tired engineer types: contractions without the apostrophe, the
            # "where" words, pronouns that stand for the thing ("not picking anything up"), the
            # verb of "what happens"; general English, and no manual prints them as what a
            # passage is about
            """
            wheres whereabouts whos hows whens whys whose whom isnt arent wasnt werent dont doesnt
            didnt wont cant cannot couldnt shouldnt wouldnt im ive youre theres thats heres lets
            got gotta gonna wanna anything something anyone someone anybody somebody nobody pls plz
            thx happen happens happened wht wat
            """,
        ),
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "but",
        "by",
        "can",
        "could",
        "do",
        "does",
        "did",
        "for",
        "from",
        "had",
        "has",
        "have",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "me",
        "my",
        "of",
        "on",
        "or",
        "our",
        "please",
        "show",
        "should",
        "so",
        "than",
        "that",
        "the",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "to",
        "us",
        "was",
        "we",
        "were",
        "what",
        "whats",
        "when",
        "where",
        "which",
        "while",
        "who",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "tell",
        "give",
        "find",
        "need",
        "want",
        "get",
        "list",
        "about",
        "any",
        "all",
        "also",
        "just",
        "some",
        "same",
    ]
)
MAX_QUERY_TOKENS = 24
# BM25 costs FTS5 time for every passage a query word occurs in, and a ship's library makes common
# words common indeed: on a 10,000-page library (41,348 passages) "pumps run but no vacuum on the
# evac unit" matched 17,472 passages, 371 ms a kind under load; its two rarer words 2,276, 71 ms.
# Words are dropped, most common first, while the passages of those kept exceed this many. The
# 7-PDF corpus library has 1,653 passages in all, so its queries are never cut.
MATCH_ROWS_MAX = 6_000
# Passages read to check how a short name is written (mentions(written=...)): a one-letter tag
# with a one-digit number ("v 4") matches a few dozen passages of a 120-page manual as tokens.
MENTION_ROWS = 200


def _add_acronyms(db: sqlite3.Connection, rows: Sequence[tuple[str, str, str, str]]) -> None:
    """Keep the acronyms the passages (text, kind, ref_id, doc_id) define
    (index_text.acronyms)."""
    db.executemany(
        "INSERT INTO acronyms (acronym, form, kind, ref_id, doc_id) VALUES (?,?,?,?,?)",
        [
            (acronym, " ".join(form), kind, ref_id, doc_id)
            for text, kind, ref_id, doc_id in rows
            if "(" in text
            for acronym, form in definitions(text)
        ],
    )


def _keep_acronyms(db: sqlite3.Connection) -> bool:
    """Make the acronyms table, filled from the passages of a library indexed before it was
    kept (76,275 passages of a 20,000-page library: about 1.5 s, once), in one transaction: an
    open interrupted half-way leaves no table, and the next open reads them again. A library
    that cannot be written (read-only media, locked) opens without them. True when the table
    is there."""
    if db.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'acronyms'"
    ).fetchone():
        return True
    try:
        db.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as exc:
        log.warning("acronyms not read, the keyword index cannot be written: %s", exc)
        return False
    try:
        db.execute(
            "CREATE TABLE acronyms (acronym TEXT, form TEXT, kind TEXT, ref_id TEXT, doc_id TEXT)"
        )
        db.execute("CREATE INDEX acronyms_by_name ON acronyms (acronym)")
        db.execute("CREATE INDEX acronyms_by_doc ON acronyms (doc_id)")
        cursor = db.execute("SELECT text, kind, ref_id, doc_id FROM passages")
        while batch := cursor.fetchmany(_BACKFILL_ROWS):
            _add_acronyms(db, batch)
    except sqlite3.Error as exc:
        db.execute("ROLLBACK")
        log.warning("acronyms not read: %s", exc)
        return False
    db.execute("COMMIT")
    return True


_BACKFILL_ROWS = 2_000  # passages read at a time (a few MB)


def tokens(text: str) -> list[str]:
    """FTS5 unicode61-compatible tokens, lower-case."""
    if text.isascii():
        # the same tokens (lower case keeps ASCII letters letters), without a Python loop:
        # scoring reads every candidate's text this way (~10 % of a question's CPU)
        return WORD.findall(text.lower())
    return [t.lower() for t in WORD.findall(text)]


def match_parts(query: str) -> list[str]:
    """The informative tokens of ``query`` and, for multi-token codes and numbers ("2.2/2.6" ->
    "2 2 2 6"), the token sequence as a phrase so exact values rank first."""
    words = [t for t in tokens(query) if t not in STOPWORDS]
    terms: list[str] = []
    for word in words:
        if word not in terms:
            terms.append(word)
    phrases = []
    for raw in re.findall(r"\S+", query):
        parts = tokens(raw)
        if len(parts) > 1 and any(ch.isdigit() for ch in raw):
            phrases.append(" ".join(parts))
    terms = terms[:MAX_QUERY_TOKENS]
    terms += code_variants(words)
    return terms + phrases


def _or_match(parts: Sequence[str]) -> str | None:
    return " OR ".join(f'"{p}"' for p in parts) or None


def within_budget(parts: Sequence[str], df: dict[str, int], budget: int) -> list[str]:
    """The rarest parts whose passages together stay within ``budget`` rows (a phrase costs the
    rows of all its words), never fewer than one; the order of ``parts`` is kept."""
    cost = {p: sum(df.get(w, 0) for w in p.split()) for p in parts}
    kept: set[str] = set()
    spent = 0
    for part in sorted(parts, key=lambda p: cost[p]):
        if kept and spent + cost[part] > budget:
            break
        kept.add(part)
        spent += cost[part]
    return [p for p in parts if p in kept]


def naming_match(names: Sequence[str]) -> str | None:
    """An FTS5 MATCH for passages that name one of ``names`` (codes or component names), in the
    spellings manuals use: "FX30", "FX 30", "FX-30"; "vacuum pump", "vacuumpump"."""
    phrases: list[str] = []
    for name in names:
        parts = tokens(name)
        if not parts:
            continue
        phrases.append(" ".join(parts))
        if len(parts) > 1:
            phrases.append("".join(parts))
        phrases += code_variants(parts)
    return _or_match(list(dict.fromkeys(phrases)))


_LETTERS_DIGITS = re.compile(r"^([a-z]{1,5})(\d{1,5}[a-z]?)$")


def code_variants(words: list[str]) -> list[str]:
    """Manuals write model and tag codes both ways ("FX30" / "FX 30"): query for the other form."""
    out: list[str] = []
    for word in words:
        match = _LETTERS_DIGITS.match(word)
        if match:
            out.append(f"{match.group(1)} {match.group(2)}")
    for first, second in itertools.pairwise(words):
        if first.isalpha() and len(first) <= 5 and second[:1].isdigit() and len(second) <= 5:
            out.append(first + second)
    return out


# Read connections at most (one per searching thread; WAL lets them read side by side while the
# writer's connection is locked): the agent's pool has 4 threads, the app adds a few more.
MAX_READERS = 16


class Fts5KeywordIndex:
    """SQLite FTS5. Writes go through one locked connection; searches through one connection
    per thread, so the text, table and drawing searches of a question run at once (on a
    5,000-page library each took ~45 ms, and one shared connection queued them)."""

    def __init__(self, path: Path) -> None:
        self._path = path
        self._lock = threading.RLock()
        self._db: sqlite3.Connection | None = None
        self._local = threading.local()
        self._readers: list[sqlite3.Connection] = []
        self._generation = 0  # reader connections of an earlier open are never reused
        self._total: int | None = None  # passages, counted once per change (a full scan)
        self._acronyms = False  # the acronyms table is there (not when it could not be made)

    def open(self) -> None:
        db = sqlite3.connect(self._path, check_same_thread=False, isolation_level=None)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute(
            "CREATE VIRTUAL TABLE IF NOT EXISTS passages USING fts5("
            "text, kind UNINDEXED, ref_id UNINDEXED, doc_id UNINDEXED, "
            "tokenize = 'unicode61 remove_diacritics 2')"
        )
        db.execute(
            "CREATE VIRTUAL TABLE IF NOT EXISTS passages_vocab USING fts5vocab(passages, 'row')"
        )
        self._acronyms = _keep_acronyms(db)
        self._db = db
        self._generation += 1
        self._total = None

    @contextlib.contextmanager
    def _reading(self) -> Iterator[sqlite3.Connection]:
        """This thread's read connection (the shared one, locked, past MAX_READERS)."""
        mine = getattr(self._local, "reader", None)
        if mine is not None and mine[0] == self._generation:
            yield mine[1]
            return
        with self._lock:
            if self._db is None:
                raise RuntimeError("keyword index is closed")
            if len(self._readers) >= MAX_READERS:
                yield self._db
                return
            db = sqlite3.connect(self._path, check_same_thread=False, isolation_level=None)
            db.execute("PRAGMA query_only = ON")
            self._readers.append(db)
            self._local.reader = (self._generation, db)
        yield db

    def _changed(self) -> None:
        self._total = None

    def document_frequency(self, terms: Sequence[str]) -> tuple[dict[str, int], int]:
        """How many passages contain each term, and the number of passages (for IDF weights)."""
        if self._db is None or not terms:
            return {}, 0
        marks = ",".join("?" for _ in terms)
        with self._reading() as db:
            rows = db.execute(
                f"SELECT term, doc FROM passages_vocab WHERE term IN ({marks})", list(terms)
            ).fetchall()
            total = self._total
            if total is None:
                total = self._total = db.execute("SELECT COUNT(*) FROM passages").fetchone()[0]
        return {t: n for t, n in rows}, total

    def mentions(
        self, spellings: Sequence[Sequence[str]], written: re.Pattern[str] | None = None
    ) -> bool:
        """Does any passage hold one of these token sequences ("r 404a", "fx 90", "6560986")?
        With ``written``, the passage's text must also match it: a short sequence ("v 4") is
        everywhere as tokens ("V+ | 4" in a terminal list) but a tag only when written as one
        ("V-4", "V 4")."""
        phrases = [" ".join(t for w in words for t in tokens(w)) for words in spellings]
        phrases = list(dict.fromkeys(p for p in phrases if p))
        match = _or_match(phrases)
        if self._db is None or match is None:
            return False
        with self._reading() as db:
            if written is None:
                row = db.execute(
                    "SELECT 1 FROM passages WHERE passages MATCH ? LIMIT 1", (match,)
                ).fetchone()
                return row is not None
            rows = db.execute(
                "SELECT text FROM passages WHERE passages MATCH ? LIMIT ?",
                (match, MENTION_ROWS),
            ).fetchall()
        return any(written.search(text) for (text,) in rows)

    def mentions_near(self, names: Sequence[Sequence[str]], distance: int) -> bool:
        """Does any passage hold the words of one of these names within ``distance`` words of
        each other ("fuel oil purifier" also as "purifier for fuel oil")? A word ending in "*"
        is a prefix ("collect*": "collecting", "collection")."""
        groups = []
        for words in names:
            parts = []
            for word in words:
                star = "*" if word.endswith("*") else ""
                parts += [f'"{t}"' for t in tokens(word)]
                if star and parts:
                    parts[-1] += star
            if len(parts) == 1:
                groups.append(parts[0])
            elif parts:
                groups.append(f"NEAR({' '.join(parts)}, {int(distance)})")
        if self._db is None or not groups:
            return False
        with self._reading() as db:
            row = db.execute(
                "SELECT 1 FROM passages WHERE passages MATCH ? LIMIT 1", (" OR ".join(groups),)
            ).fetchone()
        return row is not None

    def mentions_initials(self, letters: str, number: str) -> bool:
        """Does any passage write words starting with ``letters``, one letter each, in a row and
        then ``number`` ("Load Centre Room 4" for "lcr", "4")?"""
        if self._db is None or not letters.isalpha() or not number.isalnum():
            return False
        match = " + ".join([*(f'"{ch}"*' for ch in letters.lower()), f'"{number.lower()}"'])
        with self._reading() as db:
            row = db.execute(
                "SELECT 1 FROM passages WHERE passages MATCH ? LIMIT 1", (match,)
            ).fetchone()
        return row is not None

    def passages_per_document(self, word: str) -> dict[str, int]:
        """How many passages of each document hold ``word``."""
        parts = tokens(word)
        if self._db is None or len(parts) != 1:
            return {}
        with self._reading() as db:
            rows = db.execute(
                "SELECT doc_id, COUNT(*) FROM passages WHERE passages MATCH ? GROUP BY doc_id",
                (f'"{parts[0]}"',),
            ).fetchall()
        return {d: n for d, n in rows}

    def texts_with(self, word: str, limit: int) -> list[str]:
        """The texts of up to ``limit`` passages that hold ``word`` (one token)."""
        parts = tokens(word)
        if self._db is None or len(parts) != 1:
            return []
        with self._reading() as db:
            rows = db.execute(
                "SELECT text FROM passages WHERE passages MATCH ? LIMIT ?", (f'"{parts[0]}"', limit)
            ).fetchall()
        return [text for (text,) in rows]

    def texts_mentioning(self, spellings: Sequence[Sequence[str]], limit: int) -> list[str]:
        """The texts of up to ``limit`` passages that hold one of these token sequences. A
        passage of text is read on into the next one of its section (the passage after it that
        starts with the same title line), so a sentence cut where the passage ends is whole."""
        phrases = [" ".join(t for w in words for t in tokens(w)) for words in spellings]
        match = _or_match(list(dict.fromkeys(p for p in phrases if p)))
        if self._db is None or match is None:
            return []
        with self._reading() as db:
            rows = db.execute(
                "SELECT rowid, text, kind, doc_id FROM passages WHERE passages MATCH ? LIMIT ?",
                (match, limit),
            ).fetchall()
            following = [rowid + 1 for rowid, _, kind, _ in rows if kind == "text"]
            marks = ",".join("?" for _ in following)
            after = {
                rowid: (text, doc_id)
                for rowid, text, doc_id in db.execute(
                    "SELECT rowid, text, doc_id FROM passages "
                    f"WHERE rowid IN ({marks}) AND kind = 'text'",
                    following,
                ).fetchall()
            }
        out = []
        for rowid, text, kind, doc_id in rows:
            title, _, _ = text.partition("\n")
            nxt, nxt_doc = after.get(rowid + 1, ("", ""))
            if kind == "text" and nxt_doc == doc_id and nxt.startswith(f"{title}\n"):
                text += " " + nxt[len(title) + 1 :]
            out.append(text)
        return out

    def acronym_forms(self, acronym: str, limit: int) -> list[tuple[str, ...]]:
        """What the passages define ``acronym`` (lower case) as, most often defined first:
        "oel" -> [("over", "excitation", "limiting")]."""
        if self._db is None:
            return []
        if not self._acronyms:
            return []  # a library that could not be written when opened
        with self._reading() as db:
            rows = db.execute(
                "SELECT form FROM acronyms WHERE acronym = ? GROUP BY form "
                "ORDER BY COUNT(*) DESC, form LIMIT ?",
                (acronym, limit),
            ).fetchall()
        return [tuple(form.split()) for (form,) in rows]

    def words_starting(self, prefix: str, limit: int) -> list[tuple[str, int]]:
        """The commonest longer words that start with ``prefix`` ("spec" -> specification), with
        how many passages hold each."""
        if self._db is None or not prefix.isalpha():
            return []
        with self._reading() as db:
            rows = db.execute(
                "SELECT term, doc FROM passages_vocab WHERE term > ? AND term < ? "
                "ORDER BY doc DESC LIMIT ?",
                (prefix, prefix + "\U0010ffff", limit),
            ).fetchall()
        return [(t, n) for t, n in rows]

    def terms_numbered(self, letters: str, limit: int) -> list[str]:
        """Up to ``limit`` index words that are these letters and a number ("s1", "s22" for
        "s"): the tags of one lettering the library writes glued. A range of the vocabulary."""
        if self._db is None or not letters.isalpha():
            return []
        low = letters.lower()
        with self._reading() as db:
            rows = db.execute(
                "SELECT term FROM passages_vocab WHERE term >= ? AND term < ? LIMIT ?",
                (f"{low}0", f"{low}:", limit),
            ).fetchall()
        return [t for (t,) in rows if t[len(low) :].isdigit()]

    def has_sibling_number(self, number: str, same_digits: int) -> bool:
        """Does the index hold another number as long as this one, starting with the same
        ``same_digits`` digits ("6560680" for "6560986": the same maker's numbering)?"""
        if self._db is None or not number.isdigit() or len(number) <= same_digits:
            return False
        prefix = number[:same_digits]
        upper = prefix[:-1] + chr(ord(prefix[-1]) + 1)
        with self._reading() as db:
            row = db.execute(
                "SELECT 1 FROM passages_vocab WHERE term >= ? AND term < ? AND length(term) = ? "
                "AND term GLOB '[0-9]*' LIMIT 1",
                (prefix, upper, len(number)),
            ).fetchone()
        return row is not None

    def close(self) -> None:
        with self._lock:
            for reader in self._readers:
                reader.close()
            self._readers.clear()
            self._generation += 1
            if self._db is not None:
                self._db.close()
                self._db = None

    def add(self, rows: Sequence[KeywordRow]) -> None:
        assert self._db is not None
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.executemany(
                    "INSERT INTO passages (text, kind, ref_id, doc_id) VALUES (?,?,?,?)",
                    [(r.text, r.kind, r.ref_id, r.doc_id) for r in rows],
                )
                _add_acronyms(self._db, [(r.text, r.kind, r.ref_id, r.doc_id) for r in rows])
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")
            self._changed()

    def replace(self, row: KeywordRow) -> None:
        """Swap the indexed text of one item (e.g. a drawing whose labels were just read)."""
        assert self._db is not None
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.execute(
                    "DELETE FROM passages WHERE kind = ? AND ref_id = ?", (row.kind, row.ref_id)
                )
                self._db.execute(
                    "DELETE FROM acronyms WHERE kind = ? AND ref_id = ?", (row.kind, row.ref_id)
                )
                self._db.execute(
                    "INSERT INTO passages (text, kind, ref_id, doc_id) VALUES (?,?,?,?)",
                    (row.text, row.kind, row.ref_id, row.doc_id),
                )
                _add_acronyms(self._db, [(row.text, row.kind, row.ref_id, row.doc_id)])
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")
            self._changed()

    def search(
        self,
        query: str,
        kind: str,
        n: int,
        doc_ids: Sequence[str] | None = None,
        naming: Sequence[str] = (),
    ) -> list[KeywordMatch]:
        """The ``n`` passages of one kind BM25 ranks first for ``query``; with ``naming``, only
        passages that name one of those codes or components."""
        parts = match_parts(query)
        if parts:
            words = list(dict.fromkeys(w for p in parts for w in p.split()))
            df, _ = self.document_frequency(words)
            parts = within_budget(parts, df, MATCH_ROWS_MAX)
        match = _or_match(parts)
        if naming:
            named = naming_match(naming)
            if named is None:
                return []
            match = f"({named}) AND ({match})" if match else named
        if match is None or self._db is None:
            return []
        sql = (
            "SELECT kind, ref_id, doc_id, bm25(passages) AS rank FROM passages "
            "WHERE passages MATCH ? AND kind = ?"
        )
        params: list[object] = [match, kind]
        if doc_ids:
            sql += f" AND doc_id IN ({','.join('?' for _ in doc_ids)})"
            params.extend(doc_ids)
        sql += " ORDER BY rank LIMIT ?"
        params.append(n)
        with self._reading() as db:
            rows = db.execute(sql, params).fetchall()
        # bm25() is negative, lower is better; flip it so higher is better.
        return [KeywordMatch(kind=k, ref_id=r, doc_id=d, score=-s) for k, r, d, s in rows]

    def delete_document(self, doc_id: str) -> None:
        assert self._db is not None
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.execute("DELETE FROM passages WHERE doc_id = ?", (doc_id,))
                self._db.execute("DELETE FROM acronyms WHERE doc_id = ?", (doc_id,))
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")
            self._changed()

    def count(self, doc_id: str | None = None) -> int:
        assert self._db is not None
        with self._lock:
            if doc_id is None:
                return self._db.execute("SELECT COUNT(*) FROM passages").fetchone()[0]
            return self._db.execute(
                "SELECT COUNT(*) FROM passages WHERE doc_id = ?", (doc_id,)
            ).fetchone()[0]

    def counts_by_document(self) -> dict[str, dict[str, int]]:
        """{doc_id: {kind: passages}}."""
        assert self._db is not None
        out: dict[str, dict[str, int]] = {}
        with self._lock:
            rows = self._db.execute(
                "SELECT doc_id, kind, COUNT(*) FROM passages GROUP BY doc_id, kind"
            ).fetchall()
        for doc_id, kind, n in rows:
            out.setdefault(doc_id, {})[kind] = n
        return out

    def doc_ids(self) -> set[str]:
        assert self._db is not None
        with self._lock:
            return {r[0] for r in self._db.execute("SELECT DISTINCT doc_id FROM passages")}
