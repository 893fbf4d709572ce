import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from attendance.models import Department, Employee

pytestmark = pytest.mark.django_db


@pytest.fixture
def staff(client):
    user = User.objects.create_user("E001", password="pw")
    client.force_login(user)
    dev = Department.objects.create(code="DEV", name="開発部")
    ops = Department.objects.create(code="OPS", name="運用部")
    Employee.objects.create(code="E001", name="山田", department=dev)
    Employee.objects.create(code="E002", name="佐藤", department=ops)
    return user


def test_monthly_report_requires_login(client):
    r = client.get(reverse("attendance:monthly_report"))
    assert r.status_code == 302


def test_monthly_report_lists_active_employees(client, staff):
    r = client.get(reverse("attendance:monthly_report"), {"year": 2024, "month": 11})
    assert [row.code for row in r.context["rows"]] == ["E001", "E002"]


def test_monthly_report_filters_by_dept(client, staff):
    r = client.get(reverse("attendance:monthly_report"), {"year": 2024, "month": 11, "dept": "OPS"})
    assert [row.code for row in r.context["rows"]] == ["E002"]


def test_monthly_report_csv(client, staff):
    r = client.get(reverse("attendance:monthly_report_csv"), {"year": 2024, "month": 11, "dept": "DEV"})
    lines = r.content.decode("utf-8-sig").splitlines()
    assert lines[0].startswith("社員番号,氏名")
    assert lines[1].startswith("E001,山田")


def test_my_summary(client, staff):
    r = client.get(reverse("attendance:my_summary"), {"year": 2024, "month": 11})
    assert r.json()["days"] == 0
