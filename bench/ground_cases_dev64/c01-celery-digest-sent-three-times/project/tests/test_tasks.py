from sqlalchemy import select

from app import db
from app.models import DigestLog
from app.tasks import send_weekly_digest


def test_digest_is_sent_and_logged(sent):
    send_weekly_digest.apply(args=(1, "2025-11-03"))
    assert sent == ["a@example.com"]
    with db.SessionLocal() as s:
        logs = s.scalars(select(DigestLog)).all()
    assert len(logs) == 1
    assert logs[0].message_id == "<m1@x>"


def test_not_resent_when_log_commit_fails(sent, monkeypatch):
    from app import tasks
    real_scope = tasks.session_scope
    calls = {"n": 0}

    def flaky_scope():
        calls["n"] += 1
        if calls["n"] == 2:
            raise RuntimeError("server closed the connection unexpectedly")
        return real_scope()

    monkeypatch.setattr(tasks, "session_scope", flaky_scope)
    send_weekly_digest.apply(args=(1, "2025-11-03"))
    assert sent == ["a@example.com"]
    with db.SessionLocal() as s:
        assert len(s.scalars(select(DigestLog)).all()) == 1


def test_already_sent_week_is_skipped(sent):
    send_weekly_digest.apply(args=(1, "2025-11-03"))
    send_weekly_digest.apply(args=(1, "2025-11-03"))
    assert sent == ["a@example.com"]


def test_disabled_user_gets_nothing(sent, memory_db):
    with db.SessionLocal() as s:
        from app.models import User
        s.get(User, 1).digest_enabled = False
        s.commit()
    from app.tasks import fan_out_digests
    fan_out_digests.apply()
    assert sent == []
