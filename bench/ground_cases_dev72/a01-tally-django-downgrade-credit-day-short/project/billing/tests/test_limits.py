import pytest

from billing.limits import LimitReached, check_can_add_member, check_can_add_project
from billing.tests.factories import make_workspace


@pytest.mark.django_db
def test_member_allowed_below_limit():
    ws = make_workspace(plan="starter", members=4)
    check_can_add_member(ws)


@pytest.mark.django_db
def test_member_blocked_at_limit():
    ws = make_workspace(plan="starter", members=5)
    with pytest.raises(LimitReached):
        check_can_add_member(ws)


@pytest.mark.django_db
def test_unlimited_seats():
    ws = make_workspace(plan="enterprise", members=250)
    check_can_add_member(ws)


@pytest.mark.django_db
def test_project_blocked_at_limit():
    ws = make_workspace(plan="starter", projects=3)
    with pytest.raises(LimitReached):
        check_can_add_project(ws)
