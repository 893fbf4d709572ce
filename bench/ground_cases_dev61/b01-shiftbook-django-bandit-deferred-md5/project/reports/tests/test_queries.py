import pytest

from reports.queries import _month_bounds, labour_cost


def test_month_bounds_december():
    start, end = _month_bounds("2025-12")
    assert (start.isoformat(), end.isoformat()) == ("2025-12-01", "2026-01-01")


@pytest.mark.django_db
def test_labour_cost_empty_store():
    assert labour_cost(999, "2025-11") == []


@pytest.mark.django_db
def test_labour_cost_rejects_unknown_order():
    assert labour_cost(999, "2025-11", order="1; DROP TABLE x") == []
