from datetime import date

from dunning.mailer import FakeMailer
from dunning.reminders import already_reminded, days_overdue, is_reminder_day, run


def test_days_overdue_counts_calendar_days():
    assert days_overdue(date(2025, 3, 4), date(2025, 3, 12)) == 8


def test_first_notice_is_day_after_due():
    assert not is_reminder_day(0)
    assert is_reminder_day(1)
    assert not is_reminder_day(2)


def test_repeats_every_seven_days():
    assert is_reminder_day(8)
    assert is_reminder_day(15)
    assert not is_reminder_day(14)


def test_already_reminded_sees_todays_log(conn):
    conn.execute(
        "INSERT INTO reminder_log (invoice_id, email, sent_at) VALUES (7, 'ap@mm-trade.cn', '2025-03-12T02:00:00+00:00')"
    )
    assert already_reminded(conn, 7, date(2025, 3, 12))
    assert not already_reminded(conn, 7, date(2025, 3, 13))


def test_run_sends_once(conn, settings):
    mailer = FakeMailer()
    first = run(conn, mailer, settings, today=date(2025, 3, 12))
    assert first.sent == 1
    assert mailer.outbox[0][0] == "ap@mm-trade.cn"


def test_dry_run_sends_and_logs_nothing(conn, settings):
    mailer = FakeMailer()
    result = run(conn, mailer, settings, today=date(2025, 3, 12), dry_run=True)
    assert result.sent == 1
    assert mailer.outbox == []
    assert conn.execute("SELECT COUNT(*) FROM reminder_log").fetchone()[0] == 0


def test_run_skips_non_reminder_days(conn, settings):
    mailer = FakeMailer()
    result = run(conn, mailer, settings, today=date(2025, 3, 10))
    assert result.sent == 0
    assert result.skipped == 1
