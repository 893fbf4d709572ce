from datetime import datetime
from typing import Optional

from pydantic import BaseModel, ConfigDict, EmailStr, field_validator


class Contact(BaseModel):
    id: int
    name: str
    email: Optional[EmailStr] = None
    phone: Optional[str] = None
    company: Optional[str] = None
    updated_at: datetime

    model_config = ConfigDict(from_attributes=True)

    @field_validator("phone")
    @classmethod
    def normalize_phone(cls, v):
        if v is None:
            return v
        digits = "".join(ch for ch in v if ch.isdigit())
        return digits[-11:] if len(digits) >= 11 else digits


class Deal(BaseModel):
    id: int
    contact_id: int
    title: str
    amount_cents: int = 0
    stage: str = "lead"

    model_config = ConfigDict(from_attributes=True)
