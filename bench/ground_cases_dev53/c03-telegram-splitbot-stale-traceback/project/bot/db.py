"""SQLite storage. Members are kept as JSON on the group row (since v0.2)."""
from __future__ import annotations

import json
import os
import sqlite3

from bot.utils import member_from_user

PATH = os.environ.get("SPLITBOT_DB", "splitbot.db")
_conn = sqlite3.connect(PATH, check_same_thread=False)
_conn.row_factory = sqlite3.Row
_conn.executescript("""
CREATE TABLE IF NOT EXISTS groups (chat_id INTEGER PRIMARY KEY, currency TEXT NOT NULL DEFAULT 'EUR',
                                   members_json TEXT NOT NULL DEFAULT '[]');
CREATE TABLE IF NOT EXISTS expenses (id INTEGER PRIMARY KEY, chat_id INTEGER, paid_by INTEGER,
                                     amount_cents INTEGER, currency TEXT, description TEXT,
                                     split_json TEXT, created_at INTEGER);
""")


def get_group(chat_id: int) -> dict | None:
    row = _conn.execute("SELECT * FROM groups WHERE chat_id = ?", (chat_id,)).fetchone()
    if row is None:
        return None
    return {"chat_id": row["chat_id"], "currency": row["currency"], "members": json.loads(row["members_json"])}


def ensure_group(chat_id: int, user) -> dict:
    group = get_group(chat_id) or {"chat_id": chat_id, "currency": "EUR", "members": []}
    if not any(m["user_id"] == user.id for m in group["members"]):
        group["members"].append(member_from_user(user))
    _conn.execute("INSERT OR REPLACE INTO groups VALUES (?, ?, ?)",
                  (chat_id, group["currency"], json.dumps(group["members"])))
    _conn.commit()
    return group


def add_expense(chat_id, *, paid_by, amount_cents, currency, description, split_between, created_at):
    _conn.execute("INSERT INTO expenses (chat_id, paid_by, amount_cents, currency, description, split_json, "
                  "created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                  (chat_id, paid_by, amount_cents, currency, description, json.dumps(split_between), created_at))
    _conn.commit()


def list_expenses(chat_id: int) -> list[dict]:
    rows = _conn.execute("SELECT * FROM expenses WHERE chat_id = ?", (chat_id,)).fetchall()
    return [{**dict(r), "split_between": json.loads(r["split_json"])} for r in rows]


def balances(chat_id: int) -> dict[int, int]:
    out: dict[int, int] = {}
    for e in list_expenses(chat_id):
        share = e["amount_cents"] // max(1, len(e["split_between"]))
        out[e["paid_by"]] = out.get(e["paid_by"], 0) + e["amount_cents"]
        for uid in e["split_between"]:
            out[uid] = out.get(uid, 0) - share
    return out
