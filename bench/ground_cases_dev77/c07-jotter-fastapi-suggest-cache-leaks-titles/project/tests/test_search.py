import sqlite3

import pytest

from app import db
from app.search import search_notes, suggest_titles


@pytest.fixture
def conn():
    c = sqlite3.connect(":memory:")
    c.row_factory = sqlite3.Row
    db.init(c)
    yield c
    c.close()


def test_search_finds_english(conn):
    db.add_note(conn, 1, "Postgres tuning", "vacuum and indexes")
    assert [n["title"] for n in search_notes(conn, 1, "vacuum")] == ["Postgres tuning"]


def test_search_is_per_user(conn):
    db.add_note(conn, 1, "mine", "secret plan")
    assert search_notes(conn, 2, "secret") == []


def test_suggest_prefix(conn):
    db.add_note(conn, 1, "周报 11月", "...")
    db.add_note(conn, 1, "周会纪要", "...")
    assert sorted(suggest_titles(conn, 1, "周")) == ["周会纪要", "周报 11月"]
