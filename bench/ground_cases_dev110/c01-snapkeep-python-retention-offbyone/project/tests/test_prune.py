from datetime import date, timedelta

from snapkeep.config import Policy
from snapkeep.prune import Snapshot, is_expired, parse_snapshot, plan_prune

TODAY = date(2026, 3, 11)  # a Wednesday


def snap(days_ago: int) -> Snapshot:
    d = TODAY - timedelta(days=days_ago)
    return Snapshot(name=f"db-{d.isoformat()}.tar.zst", taken_on=d)


def test_old_daily_is_expired():
    assert is_expired(snap(10), TODAY, Policy(keep_weekly=0))


def test_recent_daily_is_kept():
    assert not is_expired(snap(2), TODAY, Policy())


def test_min_keep_spares_newest():
    snaps = [snap(20), snap(30), snap(40)]
    doomed = plan_prune(snaps, TODAY, Policy(keep_weekly=0, min_keep=2))
    assert [s.name for s in doomed] == [snap(40).name]


def test_parse_snapshot_ignores_junk():
    assert parse_snapshot("README") is None
    assert parse_snapshot("db-2026-03-01.tar.zst").taken_on == date(2026, 3, 1)
