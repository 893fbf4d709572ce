from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field


class UserCreate(BaseModel):
    login_id: str = Field(..., pattern=r"^[a-z0-9_]{3,20}$", description="半角英小文字・数字・_ の 3〜20 文字")
    display_name: str = Field(..., min_length=1, max_length=50)
    email: str = Field(..., max_length=254)
    department: str | None = None


class UserOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    login_id: str
    display_name: str
    email: str
    department: str | None = None
    created_at: datetime


class UserSummary(BaseModel):
    id: int
    display_name: str

    @classmethod
    def from_user(cls, user: UserOut) -> "UserSummary":
        return cls(id=user.id, display_name=user.display_name)
