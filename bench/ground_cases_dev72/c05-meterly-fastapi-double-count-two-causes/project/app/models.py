from __future__ import annotations

from datetime import date, datetime
from uuid import UUID

from pydantic import BaseModel, Field

METRICS = ("api_calls", "storage_gb_hours", "seats")


class UsageEventIn(BaseModel):
    workspace_id: UUID
    metric: str = Field(pattern="^(api_calls|storage_gb_hours|seats)$")
    quantity: int = Field(ge=0)
    occurred_at: datetime


class MonthlyUsage(BaseModel):
    workspace_id: UUID
    month: date
    metric: str
    quantity: int
