from datetime import date, datetime
from unittest import mock
from zoneinfo import ZoneInfo

from etl import run_daily


def test_yesterday_uses_local_timezone():
    fake_now = datetime(2025, 11, 24, 1, 30, tzinfo=ZoneInfo("Asia/Shanghai"))
    with mock.patch.object(run_daily, "datetime") as dt:
        dt.now.return_value = fake_now
        assert run_daily.yesterday("Asia/Shanghai") == date(2025, 11, 23)


def test_config_lists_both_jobs():
    cfg = run_daily.load_config()
    assert set(cfg["jobs"]) == {"daily_sales", "refunds_by_channel"}


def test_every_job_sql_exists():
    cfg = run_daily.load_config()
    for job in cfg["jobs"].values():
        assert (run_daily.ROOT / job["sql"]).is_file()


def test_days_to_run_range_is_inclusive():
    args = run_daily.argparse.Namespace(date_from="2025-11-17", date_to="2025-11-19")
    assert run_daily.days_to_run(args, "Asia/Shanghai") == [date(2025, 11, 17), date(2025, 11, 18), date(2025, 11, 19)]


def test_days_to_run_defaults_to_yesterday():
    args = run_daily.argparse.Namespace(date_from=None, date_to=None)
    with mock.patch.object(run_daily, "yesterday", return_value=date(2025, 11, 23)):
        assert run_daily.days_to_run(args, "Asia/Shanghai") == [date(2025, 11, 23)]


def test_days_to_run_rejects_reversed_range():
    import pytest
    args = run_daily.argparse.Namespace(date_from="2025-11-19", date_to="2025-11-17")
    with pytest.raises(SystemExit):
        run_daily.days_to_run(args, "Asia/Shanghai")


def test_sql_uses_day_param():
    cfg = run_daily.load_config()
    for job in cfg["jobs"].values():
        assert "%(day)s" in (run_daily.ROOT / job["sql"]).read_text()
