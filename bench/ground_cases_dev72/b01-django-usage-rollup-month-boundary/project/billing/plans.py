from dataclasses import dataclass


@dataclass(frozen=True)
class PlanLimits:
    max_projects: int | None
    max_members: int | None
    storage_mb: int | None
    api_calls_per_month: int | None


PLAN_LIMITS: dict[str, PlanLimits] = {
    "free": PlanLimits(max_projects=3, max_members=3, storage_mb=500, api_calls_per_month=10_000),
    "starter": PlanLimits(max_projects=10, max_members=10, storage_mb=5_000, api_calls_per_month=100_000),
    "business": PlanLimits(max_projects=50, max_members=50, storage_mb=50_000, api_calls_per_month=1_000_000),
    "enterprise": PlanLimits(max_projects=None, max_members=None, storage_mb=None, api_calls_per_month=None),
}


def limits_for(plan: str) -> PlanLimits:
    try:
        return PLAN_LIMITS[plan]
    except KeyError:
        raise ValueError(f"unknown plan: {plan}") from None
