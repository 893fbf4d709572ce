from datetime import date

import pytest

from etl import run


def test_every_report_has_sql():
    for name in run.REPORTS:
        assert "SELECT" in run.load_sql(name)


def test_unknown_report_exits():
    with pytest.raises(SystemExit):
        run.load_sql("nope")


def test_default_runs_all_reports(monkeypatch):
    seen = []
    monkeypatch.setattr(run, "run_report", lambda name, day: seen.append((name, day)) or 0)
    assert run.main([]) == 0
    assert [name for name, _ in seen] == sorted(run.REPORTS)
    assert all(isinstance(day, date) for _, day in seen)


def test_report_can_be_repeated():
    args = run.parse_args(["--report", "daily_revenue", "--report", "active_users"])
    assert args.report == ["daily_revenue", "active_users"]
