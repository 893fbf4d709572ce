from datetime import timedelta

import pytest

from sync_grades import compute_final, late_penalty, merge, parse_lateness, parse_score

CFG = {"assignment": {"max_points": 100, "round_digits": 1, "canvas_column": "PA2"},
       "late": {"per_day_pct": 10}}


def row(score="90", late="0:00:00", sid="231045", name="Ada"):
    return {"Total Score": score, "Lateness (H:M:S)": late, "SID": sid, "Name": name}


def test_parse_lateness_over_a_day():
    assert parse_lateness("26:00:05") == timedelta(hours=26, seconds=5)


def test_penalty_partial_day_counts():
    assert late_penalty(timedelta(minutes=3), 10) == 10


def test_penalty_capped():
    assert late_penalty(timedelta(days=30), 10) == 100


def test_final_on_time():
    assert compute_final(row("87.5"), CFG) == 87.5


def test_final_late_one_day():
    assert compute_final(row("90", "3:10:00"), CFG) == 81.0


def test_merge_reports_missing():
    roster = {"231045": {"name": "Ada", "canvas_id": "77", "section": "L01"}}
    rows, missing = merge([row(), row(sid="999", name="Bob")], roster, CFG)
    assert len(rows) == 1 and missing == ["Bob (999)"]
