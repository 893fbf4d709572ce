from datetime import date, timedelta
from decimal import Decimal

from django.test import Client

from usage.models import Customer, DailyUsage


def test_dashboard_is_one_query(db, django_assert_num_queries):
    for i in range(5):
        c = Customer.objects.create(name=f"Customer {i}")
        DailyUsage.objects.create(customer=c, day=date.today() - timedelta(days=1), kind="km",
                                  quantity=Decimal("1"), events=1)
    with django_assert_num_queries(1):
        response = Client().get("/usage/dashboard?days=30")
    assert response.status_code == 200
    assert len(response.json()["rows"]) == 5
