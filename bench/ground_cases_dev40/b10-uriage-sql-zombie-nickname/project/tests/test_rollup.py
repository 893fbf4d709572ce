import datetime as dt
import re
from pathlib import Path

from pipeline import rollup
from pipeline.notify import format_summary

SQL = Path(__file__).resolve().parent.parent / "sql" / "daily_rollup.sql"


class FakeCursor:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def executemany(self, sql, rows):
        self.log.append((sql, list(rows)))


class FakeConn:
    def __init__(self):
        self.log = []

    def cursor(self):
        return FakeCursor(self.log)


def test_sql_selects_the_columns_in_order():
    final_select = SQL.read_text().rsplit("\nSELECT\n", 1)[1]
    aliases = re.findall(r"AS (\w+),?\s*$", final_select, flags=re.M)
    assert [aliases[0], "account_id", *aliases[1:]] == rollup.COLUMNS


def test_write_rollup_inserts_every_row():
    conn = FakeConn()
    rows = [(dt.date(2025, 11, 11), 1, "a", "pro", 1, 1, 100, 9, 100, 0)]
    assert rollup.write_rollup(conn, rows) == 1
    sql, written = conn.log[0]
    assert sql.startswith("INSERT INTO analytics.daily_sales (day, account_id,")
    assert written == rows


def test_write_rollup_upserts_on_day_and_account():
    conn = FakeConn()
    rollup.write_rollup(conn, [])
    sql, _ = conn.log[0]
    assert "ON CONFLICT (day, account_id) DO UPDATE SET account_name = EXCLUDED.account_name" in sql
    assert "refund_amount = EXCLUDED.refund_amount" in sql


def test_summary_names_unknown_accounts():
    rows = [(dt.date(2025, 11, 11), 9, None, None, 1, 1, 500, 45, 500, 0)]
    assert "(不明): 500円" in format_summary(dt.date(2025, 11, 11), rows)
