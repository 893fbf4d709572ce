import pandas as pd

from sales_etl import cli


def test_run_loads_yesterday(tmp_path, drop, day, monkeypatch):
    monkeypatch.setattr(cli, "yesterday", lambda: pd.Timestamp(day))
    assert cli.main(["run", "--src", str(drop), "--db", str(tmp_path / "w.db")]) == 0


def test_run_with_date(tmp_path, drop, day):
    assert cli.main(["run", "--date", day, "--src", str(drop), "--db", str(tmp_path / "w.db")]) == 0


def test_missing_exports_exit_75(tmp_path, monkeypatch):
    monkeypatch.setattr(cli, "yesterday", lambda: pd.Timestamp("2025-11-10"))
    code = cli.main(["run", "--src", str(tmp_path / "empty"), "--db", str(tmp_path / "w.db")])
    assert code == cli.EX_TEMPFAIL
