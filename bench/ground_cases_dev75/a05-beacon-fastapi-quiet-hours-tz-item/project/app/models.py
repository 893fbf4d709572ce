from __future__ import annotations

from pydantic import BaseModel, Field


class UserPrefs(BaseModel):
    user_id: int
    timezone: str = "UTC"
    quiet_hours_enabled: bool = False
    quiet_start: str = "22:00"
    quiet_end: str = "07:00"
    muted_kinds: list[str] = Field(default_factory=list)


class PushRequest(BaseModel):
    user_id: int
    kind: str
    title: str
    body: str
    data: dict[str, str] = Field(default_factory=dict)
