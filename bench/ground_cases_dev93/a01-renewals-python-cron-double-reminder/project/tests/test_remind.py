from datetime import date

import mailer
import remind
from conftest import add_sub
from settings import Settings

SETTINGS = Settings(db_path=":memory:", tz="Europe/Berlin", reminder_days=7, smtp_host="localhost",
                    smtp_port=25, mail_from="billing@acme.example", account_url="https://x.example")


def test_run_sends_and_records(conn, monkeypatch):
    add_sub(conn, 20, 1, "2025-11-10")
    outbox = []
    monkeypatch.setattr(mailer, "send_renewal_reminder", lambda s, sub: outbox.append(sub["email"]))
    assert remind.run(conn, SETTINGS, date(2025, 11, 3)) == 1
    assert outbox == ["ana@example.com"]
    assert conn.execute("SELECT COUNT(*) FROM reminders_sent").fetchone()[0] == 1


def test_run_skips_failed_mail(conn, monkeypatch):
    add_sub(conn, 21, 2, "2025-11-10")

    def boom(settings, sub):
        raise mailer.MailError("relay down")

    monkeypatch.setattr(mailer, "send_renewal_reminder", boom)
    assert remind.run(conn, SETTINGS, date(2025, 11, 3)) == 0
    assert conn.execute("SELECT COUNT(*) FROM reminders_sent").fetchone()[0] == 0


def test_dry_run_sends_and_records_nothing(conn, monkeypatch):
    add_sub(conn, 22, 1, "2025-11-10")
    outbox = []
    monkeypatch.setattr(mailer, "send_renewal_reminder", lambda s, sub: outbox.append(sub["email"]))
    assert remind.run(conn, SETTINGS, date(2025, 11, 3), dry_run=True) == 1
    assert outbox == []
    assert conn.execute("SELECT COUNT(*) FROM reminders_sent").fetchone()[0] == 0
