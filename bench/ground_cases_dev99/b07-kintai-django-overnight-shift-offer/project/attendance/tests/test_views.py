from datetime import date, time

import pytest
from django.contrib.auth.models import User
from rest_framework.test import APIClient

from attendance.models import Employee, TimeEntry


@pytest.fixture
def client():
    c = APIClient()
    c.force_authenticate(User.objects.create_user("keiri"))
    return c


@pytest.mark.django_db
def test_summary_csv(client):
    e = Employee.objects.create(code="A001", name="佐藤")
    TimeEntry.objects.create(employee=e, work_date=date(2024, 11, 5), clock_in=time(9), clock_out=time(20))
    res = client.get("/api/summary/2024/11.csv")
    assert res.status_code == 200
    assert res["Content-Disposition"] == 'attachment; filename="kintai-2024-11.csv"'
    assert res.content.startswith("\ufeff".encode("utf-8"))
    lines = res.content.decode("utf-8-sig").splitlines()
    assert lines[0] == "社員番号,氏名,出勤日数,実労働(分),残業(分),深夜(分),45時間超"
    assert lines[1] == "A001,佐藤,1,600,120,0,"


@pytest.mark.django_db
def test_summary_csv_requires_login():
    assert APIClient().get("/api/summary/2024/11.csv").status_code == 403
