import csv
import io

import pytest

from accounts.models import User
from reports.export import export_filename, export_members


def rows(data):
    return list(csv.reader(io.StringIO(data)))


@pytest.mark.django_db
def test_export_has_header_and_members():
    User.objects.create_user("a", "a@example.com", plan="pro")
    User.objects.create_user("b", "b@example.com")
    out = rows(export_members())
    assert out[0][:3] == ["id", "username", "nickname"]
    assert {r[1] for r in out[1:]} == {"a", "b"}


@pytest.mark.django_db
def test_export_filters_plan():
    User.objects.create_user("a", "a@example.com", plan="pro")
    User.objects.create_user("b", "b@example.com")
    out = rows(export_members(plan="pro"))
    assert [r[1] for r in out[1:]] == ["a"]


def test_filename():
    assert export_filename() == "members.csv"
    assert export_filename("pro") == "members-pro.csv"
