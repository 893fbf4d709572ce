import sqlite3

import pytest

SCHEMA = """
CREATE TABLE users (id INTEGER PRIMARY KEY, created_at TEXT, is_test INTEGER DEFAULT 0, deleted_at TEXT);
CREATE TABLE events (id INTEGER PRIMARY KEY, user_id INTEGER, name TEXT, occurred_at TEXT);
CREATE TABLE subscriptions (id INTEGER PRIMARY KEY, user_id INTEGER, status TEXT, started_at TEXT);
"""


@pytest.fixture
def conn():
    c = sqlite3.connect(":memory:")
    c.executescript(SCHEMA)
    c.executemany("INSERT INTO users (id, created_at, is_test, deleted_at) VALUES (?, ?, ?, ?)", [
        (1, "2026-01-10", 0, None),
        (2, "2026-03-03", 0, None),
        (3, "2026-03-04", 1, None),
        (4, "2026-02-01", 0, "2026-03-01"),
    ])
    c.executemany("INSERT INTO events (user_id, name, occurred_at) VALUES (?, ?, ?)", [
        (1, "open", "2026-03-02"), (2, "open", "2026-03-04"), (3, "open", "2026-03-04"),
        (4, "open", "2026-02-20"), (1, "export", "2026-03-06"),
    ])
    c.execute("INSERT INTO subscriptions (user_id, status, started_at) VALUES (1, 'active', '2026-02-01')")
    yield c
    c.close()
