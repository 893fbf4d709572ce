from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from app.db import db


class Customer(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(200), nullable=False)
    email = db.Column(db.String(200), nullable=False)
    tenant_id = db.Column(db.Integer, nullable=False, index=True)


class Invoice(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    number = db.Column(db.String(32), unique=True, nullable=False)
    customer_id = db.Column(db.Integer, db.ForeignKey("customer.id"), nullable=False)
    customer = db.relationship(Customer)
    status = db.Column(db.String(16), nullable=False, default="draft")  # draft, sent, paid, void
    issued_on = db.Column(db.Date, nullable=True)
    # drafts have no due date until they are sent
    due_date = db.Column(db.Date, nullable=True)
    total = db.Column(db.Numeric(12, 2), nullable=False, default=Decimal("0.00"))
    paid = db.Column(db.Numeric(12, 2), nullable=False, default=Decimal("0.00"))
    created_at = db.Column(db.DateTime, nullable=False, default=datetime.utcnow)

    @property
    def balance(self) -> Decimal:
        return (self.total or Decimal("0")) - (self.paid or Decimal("0"))

    def days_overdue(self, today: date) -> int:
        if self.due_date is None:
            return 0
        return max((today - self.due_date).days, 0)
