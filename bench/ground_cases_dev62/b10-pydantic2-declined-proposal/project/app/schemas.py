from __future__ import annotations

from datetime import date
from typing import Optional

from pydantic import BaseModel, ConfigDict, EmailStr, field_validator


class StaffBase(BaseModel):
    name: str
    email: EmailStr
    department: str
    hired_on: date

    @field_validator("name")
    @classmethod
    def name_not_blank(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("name must not be blank")
        return v.strip()


class StaffCreate(StaffBase):
    pass


class StaffUpdate(BaseModel):
    name: Optional[str] = None
    department: Optional[str] = None


class Staff(StaffBase):
    model_config = ConfigDict(from_attributes=True)

    id: int
    active: bool = True
