from datetime import date

from usage_report.aggregate import aggregate, daterange, summary_rows

MONDAY = date(2025, 10, 27)


def ev(ts: str, tenant: str = "acme", user: str = "u1") -> dict[str, str]:
    return {"ts": ts, "tenant_id": tenant, "user_id": user, "event": "api.call"}


def test_daterange_weekdays():
    assert [d.isoformat() for d in daterange(MONDAY, date(2025, 10, 29))][:2] == ["2025-10-27", "2025-10-28"]


def test_daterange_includes_end():
    assert list(daterange(MONDAY, MONDAY)) == [MONDAY]
    assert len(list(daterange(MONDAY, date(2025, 11, 2)))) == 7


def test_sunday_events_are_counted():
    weeks = aggregate([ev("2025-11-02T12:00:00Z")], MONDAY)
    assert weeks["acme"].daily[date(2025, 11, 2)] == 1


def test_aggregate_counts_events_and_users():
    rows = [ev("2025-10-27T08:00:00Z"), ev("2025-10-28T09:00:00Z", user="u2"), ev("2025-10-28T10:00:00Z")]
    weeks = aggregate(rows, MONDAY)
    assert weeks["acme"].events == 3
    assert weeks["acme"].active_users == {"u1", "u2"}


def test_summary_sorted_by_events():
    rows = [ev("2025-10-27T08:00:00Z", tenant="small")] + [ev("2025-10-29T08:00:00Z", tenant="big")] * 3
    out = summary_rows(aggregate(rows, MONDAY))
    assert [r["tenant"] for r in out] == ["big", "small"]
    assert out[0]["avg_per_user"] == 3.0


def test_events_outside_week_are_ignored():
    rows = [ev("2025-10-26T21:00:00Z"), ev("2025-11-03T09:00:00Z")]
    assert aggregate(rows, MONDAY) == {}
