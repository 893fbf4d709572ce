from datetime import datetime, timezone

from trialbot.billing import Account, days_left, in_grace_period, is_trial_expired, trial_end


def make(tz="Asia/Shanghai", signed="2025-03-01T02:00:00+00:00", plan="trial"):
    return Account(id=1, email="a@example.com", tz=tz, signed_up_at=datetime.fromisoformat(signed), plan=plan)


def at(s):
    return datetime.fromisoformat(s).astimezone(timezone.utc)


def test_trial_end_is_day_14():
    acc = make()
    assert trial_end(acc).isoformat() == "2025-03-14"


def test_days_left_counts_down():
    acc = make()
    assert days_left(acc, at("2025-03-11T10:00:00+08:00")) == 3
    assert days_left(acc, at("2025-03-13T10:00:00+08:00")) == 1


def test_paid_plan_never_expires():
    acc = make(plan="pro")
    assert not is_trial_expired(acc, at("2025-06-01T00:00:00+00:00"))


def test_expired_after_end():
    acc = make()
    assert is_trial_expired(acc, at("2025-03-15T09:00:00+08:00"))


def test_days_left_uses_account_timezone():
    acc = make(tz="America/Los_Angeles", signed="2025-03-01T20:00:00+00:00")
    # 洛杉矶 3/12 晚上 6 点，UTC 已经是 3/13
    assert days_left(acc, at("2025-03-12T18:00:00-07:00")) == 2


def test_grace_needs_past_due():
    acc = make(plan="trial")
    assert not in_grace_period(acc, at("2025-03-20T00:00:00+00:00"))
