"""Plan limits enforced when members or projects are added to a workspace."""
from dataclasses import dataclass

from billing.models import Subscription


class LimitReached(Exception):
    def __init__(self, what, limit):
        super().__init__(f"{what} limit reached ({limit}) for this plan")
        self.what = what
        self.limit = limit


@dataclass(frozen=True)
class Usage:
    seats: int
    projects: int


def current_usage(workspace):
    return Usage(
        seats=workspace.memberships.filter(active=True).count(),
        projects=workspace.projects.filter(archived=False).count(),
    )


def check_can_add_member(workspace):
    sub: Subscription = workspace.subscription
    limit = sub.plan.max_seats
    if limit is None:
        return
    current = current_usage(workspace).seats
    if current >= limit:
        raise LimitReached("seat", limit)


def check_can_add_project(workspace):
    limit = workspace.subscription.plan.max_projects
    if limit is None:
        return
    if current_usage(workspace).projects >= limit:
        raise LimitReached("project", limit)
