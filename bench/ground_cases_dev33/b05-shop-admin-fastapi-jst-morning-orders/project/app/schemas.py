from datetime import datetime

from pydantic import BaseModel, ConfigDict


class CustomerOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    name: str
    email: str


class OrderOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    number: str
    status: str
    total: int
    tax: int
    note: str | None = None
    created_at: datetime
    customer: CustomerOut


class DailySummary(BaseModel):
    date: str
    count: int
    total: int
    orders: list[OrderOut]
