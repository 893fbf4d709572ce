from datetime import datetime
from typing import Optional

from pydantic import BaseModel, ConfigDict, EmailStr, field_validator


class UserCreate(BaseModel):
    phone: str
    email: Optional[EmailStr] = None
    nickname: Optional[str]
    bio: Optional[str] = None
    invite_code: Optional[str] = None

    @field_validator("phone")
    @classmethod
    def phone_is_cn_mobile(cls, v: str) -> str:
        v = v.replace(" ", "").removeprefix("+86")
        if len(v) != 11 or not v.startswith("1") or not v.isdigit():
            raise ValueError("请输入 11 位手机号")
        return v


class UserUpdate(BaseModel):
    nickname: Optional[str] = None
    bio: Optional[str] = None


class UserOut(BaseModel):
    id: int
    phone: str
    nickname: Optional[str] = None
    bio: Optional[str] = None
    points: int = 0
    created_at: datetime

    model_config = ConfigDict(from_attributes=True)


class CheckIn(BaseModel):
    habit_id: int
    note: Optional[str] = None
