from billing.models import Project, Workspace
from billing.plans import limits_for


class PlanLimitExceeded(Exception):
    def __init__(self, what: str, limit: int):
        super().__init__(f"{what} limit reached ({limit})")
        self.what = what
        self.limit = limit


def active_project_count(workspace: Workspace) -> int:
    return Project.objects.filter(workspace=workspace, archived=False).count()


def check_project_limit(workspace: Workspace) -> None:
    """Raise before creating a project that would go over the plan's limit."""
    limit = limits_for(workspace.plan).max_projects
    if limit is None:
        return
    count = active_project_count(workspace)
    if count >= limit:
        raise PlanLimitExceeded("projects", limit)


def check_member_limit(workspace: Workspace, current_members: int) -> None:
    limit = limits_for(workspace.plan).max_members
    if limit is not None and current_members >= limit:
        raise PlanLimitExceeded("members", limit)


def create_project(workspace: Workspace, name: str) -> Project:
    check_project_limit(workspace)
    return Project.objects.create(workspace=workspace, name=name)
