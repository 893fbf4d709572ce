from datetime import date, datetime

from app.rollup import rollup

OCT, NOV = date(2025, 10, 1), date(2025, 11, 1)


def ev(ws, qty, occurred, ingested=None):
    return {"workspace_id": ws, "metric": "api_calls", "quantity": qty,
            "occurred_at": occurred, "ingested_at": ingested or occurred}


def test_groups_by_month():
    totals = rollup([ev("w1", 5, datetime(2025, 10, 31, 23, 0)), ev("w1", 2, datetime(2025, 11, 1, 0, 5))], set())
    assert totals == {("w1", "api_calls", OCT): 5, ("w1", "api_calls", NOV): 2}


def test_late_event_for_closed_month_goes_to_next_month():
    late = ev("w1", 3, datetime(2025, 10, 30, 12, 0), ingested=datetime(2025, 11, 2, 8, 0))
    totals = rollup([ev("w1", 5, datetime(2025, 10, 31, 23, 0)), late], {OCT})
    assert totals == {("w1", "api_calls", OCT): 5, ("w1", "api_calls", NOV): 3}
