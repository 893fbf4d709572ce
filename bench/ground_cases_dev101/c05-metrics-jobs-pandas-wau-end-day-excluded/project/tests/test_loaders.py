from pathlib import Path

import pandas as pd
import pytest

from jobs.loaders import load_events


def write_csv(folder: Path, name: str, header: str, rows: list[str]) -> None:
    (folder / name).write_text("\n".join([header, *rows]) + "\n", encoding="utf-8")


def test_old_export_without_country_loads(tmp_path):
    write_csv(tmp_path, "events-20240304.csv", "user_id,event,ts,platform",
              ["u1,app_open,2024-03-04T01:00:00Z,ios"])
    df = load_events(tmp_path)
    assert list(df.columns) == ["user_id", "event", "ts", "platform", "country"]
    assert df["country"].isna().all()


def test_country_filter(tmp_path):
    write_csv(tmp_path, "events-20250303.csv", "user_id,event,ts,platform,country",
              ["u1,app_open,2025-03-03T01:00:00Z,ios,SG", "u2,app_open,2025-03-03T02:00:00Z,web,MY"])
    df = load_events(tmp_path, country="sg")
    assert df["user_id"].tolist() == ["u1"]


def test_missing_required_column_is_an_error(tmp_path):
    write_csv(tmp_path, "events-20240304.csv", "user_id,event,platform", ["u1,app_open,ios"])
    with pytest.raises(ValueError, match="missing columns \\['ts'\\]"):
        load_events(tmp_path)


def test_ts_is_shanghai_time(tmp_path):
    write_csv(tmp_path, "events-20250303.csv", "user_id,event,ts,platform,country",
              ["u1,app_open,2025-03-02T16:30:00Z,ios,CN"])
    ts = load_events(tmp_path)["ts"].iloc[0]
    assert ts == pd.Timestamp("2025-03-03 00:30", tz="Asia/Shanghai")
