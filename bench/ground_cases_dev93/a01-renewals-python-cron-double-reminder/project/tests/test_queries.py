from datetime import date

import queries
from conftest import add_sub

TODAY = date(2025, 11, 3)


def test_due_includes_exact_day(conn):
    add_sub(conn, 10, 1, "2025-11-10")
    assert [r["id"] for r in queries.due_for_reminder(conn, TODAY, 7)] == [10]


def test_due_includes_one_day_of_slack(conn):
    add_sub(conn, 11, 1, "2025-11-09")
    assert [r["id"] for r in queries.due_for_reminder(conn, TODAY, 7)] == [11]


def test_due_skips_cancelled_and_manual(conn):
    add_sub(conn, 12, 1, "2025-11-10", status="cancelled")
    add_sub(conn, 13, 2, "2025-11-10", auto_renew=0)
    assert queries.due_for_reminder(conn, TODAY, 7) == []


def test_record_and_already_sent(conn):
    assert not queries.already_sent(conn, 10, TODAY)
    queries.record_sent(conn, 10, "2025-11-10", TODAY)
    assert queries.already_sent(conn, 10, TODAY)
    assert queries.sent_count(conn, TODAY) == 1


def test_due_ignores_renewals_further_out(conn):
    add_sub(conn, 14, 2, "2025-11-11")
    assert queries.due_for_reminder(conn, TODAY, 7) == []
