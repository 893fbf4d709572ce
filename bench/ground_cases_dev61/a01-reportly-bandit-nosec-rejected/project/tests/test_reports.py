import sqlite3

import pytest

from app import create_app


@pytest.fixture
def client(tmp_path):
    db = tmp_path / "t.db"
    conn = sqlite3.connect(db)
    conn.executescript(
        "CREATE TABLE report_runs (id INTEGER PRIMARY KEY, team TEXT, name TEXT, status TEXT, created_at TEXT);"
        "CREATE TABLE run_rows (run_id INTEGER, metric TEXT, value REAL);"
        "INSERT INTO report_runs VALUES (1, 'ops', 'daily', 'done', '2025-11-01');"
        "INSERT INTO report_runs VALUES (2, 'sales', 'weekly', 'done', '2025-11-02');"
        "INSERT INTO run_rows VALUES (1, 'p95_ms', 412.0);"
    )
    conn.commit()
    app = create_app({"DATABASE_URL": f"sqlite:///{db}", "TESTING": True})
    return app.test_client()


def test_runs_filtered_by_team(client):
    rows = client.get("/reports/runs?team=ops").get_json()
    assert [r["id"] for r in rows] == [1]


def test_quote_in_team_does_not_break_query(client):
    rows = client.get("/reports/runs", query_string={"team": "o'ps"}).get_json()
    assert rows == []


def test_csv_download(client):
    r = client.get("/reports/runs/1.csv")
    assert r.status_code == 200
    assert b"p95_ms" in r.data
