from datetime import datetime

from pydantic import BaseModel, ConfigDict, EmailStr


class UserBase(BaseModel):
    name: str
    email: EmailStr


class UserCreate(UserBase):
    password: str


class UserUpdate(BaseModel):
    name: str | None = None
    email: EmailStr | None = None
    phone: str | None = None


class UserOut(UserBase):
    id: int
    phone: str | None = None
    created_at: datetime

    model_config = ConfigDict(from_attributes=True)
