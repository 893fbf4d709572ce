from datetime import datetime
from typing import Optional

from pydantic import BaseModel, ConfigDict, EmailStr, Field, ValidationInfo, field_validator


class UserBase(BaseModel):
    email: EmailStr
    display_name: str = Field(min_length=1, max_length=40)


class UserCreate(UserBase):
    password: str = Field(min_length=12)
    nickname: Optional[str] = None

    @field_validator("password")
    @classmethod
    def password_not_email(cls, v: str, info: ValidationInfo) -> str:
        if "email" in info.data and v.lower() == str(info.data["email"]).lower():
            raise ValueError("password must not equal email")
        return v


class UserUpdate(BaseModel):
    display_name: Optional[str] = Field(None, min_length=1, max_length=40)
    nickname: Optional[str]
    bio: Optional[str] = Field(None, max_length=500)


class UserOut(UserBase):
    model_config = ConfigDict(from_attributes=True)

    id: int
    nickname: Optional[str] = None
    bio: Optional[str] = None
    created_at: datetime


class UserList(BaseModel):
    items: list[UserOut]
    total: int
