from datetime import datetime
from typing import List, Optional

from pydantic import BaseModel, ConfigDict, EmailStr, field_validator


class UserCreate(BaseModel):
    email: EmailStr
    password: str
    nickname: Optional[str]
    marketing_opt_in: bool = False

    @field_validator("password")
    @classmethod
    def strong_enough(cls, v: str) -> str:
        if len(v) < 10:
            raise ValueError("password must be at least 10 characters")
        return v


class UserUpdate(BaseModel):
    nickname: Optional[str] = None
    bio: Optional[str] = None
    marketing_opt_in: Optional[bool] = None


class UserOut(BaseModel):
    id: int
    email: EmailStr
    nickname: Optional[str] = None
    bio: Optional[str] = None
    created_at: datetime

    model_config = ConfigDict(from_attributes=True)


class UserPage(BaseModel):
    items: List[UserOut]
    total: int
