from datetime import date
from decimal import Decimal

from pydantic import BaseModel


class Line(BaseModel):
    description: str
    amount: Decimal
    reduced_rate: bool = False


class Invoice(BaseModel):
    number: str
    workspace_id: str
    issued_on: date
    lines: list[Line]


class CreditNote(BaseModel):
    number: str
    invoice_number: str
    issued_on: date
    reason: str
    subtotal: Decimal
    tax: Decimal
    total: Decimal
