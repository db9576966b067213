"""Chat history (SQLite): conversations and their messages, kept between sessions."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
import uuid
from pathlib import Path
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS conversations (id TEXT PRIMARY KEY, title TEXT, created REAL,
                                          updated REAL);
CREATE TABLE IF NOT EXISTS messages (id INTEGER PRIMARY KEY AUTOINCREMENT, conversation_id TEXT,
    role TEXT, content TEXT, created REAL, answer TEXT);
CREATE INDEX IF NOT EXISTS messages_conv ON messages(conversation_id, id);
"""


class ChatHistory:
    def __init__(self, path: Path) -> None:
        self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.executescript(SCHEMA)
        self._lock = threading.Lock()

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def new_conversation(self, title: str = "") -> str:
        conv_id = uuid.uuid4().hex[:12]
        now = time.time()
        with self._lock:
            self._db.execute(
                "INSERT INTO conversations VALUES (?,?,?,?)", (conv_id, title[:80], now, now)
            )
        return conv_id

    def ensure(self, conversation_id: str, title: str = "") -> None:
        now = time.time()
        with self._lock:
            self._db.execute(
                "INSERT OR IGNORE INTO conversations VALUES (?,?,?,?)",
                (conversation_id, title[:80], now, now),
            )

    def add(
        self, conversation_id: str, role: str, content: str, answer: dict[str, Any] | None = None
    ) -> None:
        now = time.time()
        with self._lock:
            self._db.execute(
                "INSERT INTO messages (conversation_id, role, content, created, answer) "
                "VALUES (?,?,?,?,?)",
                (conversation_id, role, content, now, json.dumps(answer) if answer else None),
            )
            self._db.execute(
                "UPDATE conversations SET updated=?, title=CASE WHEN title='' THEN ? ELSE title END "
                "WHERE id=?",
                (now, content[:80] if role == "user" else "", conversation_id),
            )

    def recent(self, conversation_id: str, limit: int = 10) -> list[dict[str, str]]:
        """The last ``limit`` messages, oldest first, as chat messages for the prompt."""
        with self._lock:
            rows = self._db.execute(
                "SELECT role, content FROM messages WHERE conversation_id=? ORDER BY id DESC "
                "LIMIT ?",
                (conversation_id, limit),
            ).fetchall()
        return [{"role": r, "content": c} for r, c in reversed(rows)]

    def messages(self, conversation_id: str) -> list[dict[str, Any]]:
        with self._lock:
            rows = self._db.execute(
                "SELECT role, content, created, answer FROM messages WHERE conversation_id=? "
                "ORDER BY id",
                (conversation_id,),
            ).fetchall()
        return [
            {"role": r, "content": c, "created": t, "answer": json.loads(a) if a else None}
            for r, c, t, a in rows
        ]

    def conversations(self) -> list[dict[str, Any]]:
        with self._lock:
            rows = self._db.execute(
                "SELECT id, title, created, updated FROM conversations ORDER BY updated DESC"
            ).fetchall()
        return [{"id": i, "title": t, "created": c, "updated": u} for i, t, c, u in rows]

    def delete(self, conversation_id: str) -> None:
        with self._lock:
            self._db.execute("DELETE FROM messages WHERE conversation_id=?", (conversation_id,))
            self._db.execute("DELETE FROM conversations WHERE id=?", (conversation_id,))
