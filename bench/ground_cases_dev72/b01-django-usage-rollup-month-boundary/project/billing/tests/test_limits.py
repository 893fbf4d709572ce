import pytest

from billing.limits import PlanLimitExceeded, check_member_limit, create_project
from billing.models import Workspace

pytestmark = pytest.mark.django_db


def test_enterprise_has_no_project_limit():
    ws = Workspace.objects.create(name="big", plan="enterprise")
    for i in range(60):
        create_project(ws, f"p{i}")


def test_free_plan_blocks_fourth_project():
    ws = Workspace.objects.create(name="small", plan="free")
    for i in range(3):
        create_project(ws, f"p{i}")
    with pytest.raises(PlanLimitExceeded):
        create_project(ws, "p3")


def test_archived_projects_do_not_count():
    ws = Workspace.objects.create(name="small", plan="free")
    for i in range(3):
        create_project(ws, f"p{i}")
    ws.projects.filter(name="p0").update(archived=True)
    create_project(ws, "p3")


def test_member_limit_on_free():
    ws = Workspace.objects.create(name="small", plan="free")
    with pytest.raises(PlanLimitExceeded):
        check_member_limit(ws, 3)
