from datetime import date

import pytest
from django.contrib.auth import get_user_model
from freezegun import freeze_time

pytestmark = pytest.mark.django_db


@pytest.fixture
def client_logged_in(client):
    user = get_user_model().objects.create_user("soumu", password="pw")
    client.force_login(user)
    return client


@freeze_time("2025-11-20 23:30:00")  # 08:30 JST on the 21st
def test_summary_api_uses_jst_date_in_the_morning(client_logged_in):
    res = client_logged_in.get("/reports/api/summary")
    assert res.status_code == 200
    assert res.json()["date"] == "2025-11-21"


@freeze_time("2025-11-21 03:00:00")  # 12:00 JST
def test_summary_api_explicit_date(client_logged_in):
    res = client_logged_in.get("/reports/api/summary", {"date": "2025-11-19"})
    assert res.json()["date"] == date(2025, 11, 19).isoformat()


@freeze_time("2025-11-20 22:00:00")  # 07:00 JST on the 21st
def test_export_csv_ends_on_the_jst_date(client_logged_in):
    res = client_logged_in.get("/reports/export.csv")
    assert res.status_code == 200
    assert res.content.decode("utf-8-sig").splitlines()[-1].startswith("2025-11-21")
