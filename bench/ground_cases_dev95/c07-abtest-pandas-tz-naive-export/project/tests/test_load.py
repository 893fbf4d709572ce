import pandas as pd

from abtest.load import parse_events, read_assignments, read_pre_period


def test_parse_events_types():
    raw = pd.DataFrame({
        "user_id": ["1", "2"],
        "event": ["exposure", "purchase"],
        "ts": ["2025-06-02T10:00:00+08:00", "2025-06-01T09:00:00+08:00"],
        "revenue": ["", "19.9"],
    })
    out = parse_events(raw)
    assert list(out["user_id"]) == ["2", "1"]
    assert out["revenue"].tolist() == [19.9, 0.0]
    assert str(out["ts"].dt.tz) == "UTC+08:00"


def test_read_pre_period_sums_per_user(tmp_path):
    f = tmp_path / "pre.csv"
    f.write_text("user_id,revenue\n1,10\n1,5\n2,3\n")
    out = read_pre_period(f)
    assert out.set_index("user_id")["pre_revenue"].to_dict() == {"1": 15, "2": 3}


def test_read_assignments_keeps_first(tmp_path):
    f = tmp_path / "a.csv"
    f.write_text("user_id,variant,assigned_at
"
                 "1,control,2025-06-01 10:00:00
"
                 "1,treatment,2025-06-02 10:00:00
"
                 "2,treatment,2025-06-01 11:00:00
")
    out = read_assignments(f)
    assert out.set_index("user_id")["variant"].astype(str).to_dict() == {"1": "control", "2": "treatment"}
