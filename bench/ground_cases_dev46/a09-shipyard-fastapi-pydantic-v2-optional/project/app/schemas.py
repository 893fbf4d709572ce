from datetime import date, datetime
from decimal import Decimal
from typing import List, Optional

from pydantic import BaseModel, ConfigDict, EmailStr


class UserOut(BaseModel):
    id: int
    email: EmailStr
    full_name: Optional[str] = None
    company: Optional[str] = None

    model_config = ConfigDict(from_attributes=True)


class OrderLineOut(BaseModel):
    sku: str
    quantity: int
    unit_price: Decimal

    model_config = ConfigDict(from_attributes=True)


class OrderOut(BaseModel):
    id: int
    reference: str
    created_at: datetime
    lines: List[OrderLineOut]

    model_config = ConfigDict(from_attributes=True)


class ShipmentStatus(BaseModel):
    """What the carrier hub returns for GET /shipments/{order_ref}."""

    order_id: str
    status: str
    carrier: str
    tracking_number: Optional[str]
    eta: Optional[date] = None
