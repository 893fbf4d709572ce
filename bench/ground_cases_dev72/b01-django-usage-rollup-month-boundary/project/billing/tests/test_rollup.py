from datetime import datetime, timezone

import pytest

from billing.jobs.rollup import previous_month, rollup_month
from billing.models import MonthlyUsage, UsageRecord, Workspace

pytestmark = pytest.mark.django_db


def test_previous_month_wraps_year():
    assert previous_month(datetime(2025, 1, 1, tzinfo=timezone.utc)) == (2024, 12)


def test_rollup_sums_per_metric():
    ws = Workspace.objects.create(name="acme")
    for day in (3, 10, 20):
        UsageRecord.objects.create(workspace=ws, metric="api_call", quantity=5,
                                   recorded_at=datetime(2025, 10, day, 12, tzinfo=timezone.utc))
    assert rollup_month(2025, 10) == 1
    assert MonthlyUsage.objects.get(workspace=ws, metric="api_call").total == 15
