"""账单生成：根据合同的结算日生成当月账单，计算到期日和金额。"""
from __future__ import annotations

import calendar
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal

PAYMENT_TERM_DAYS = 15


@dataclass(frozen=True)
class Contract:
    customer_id: int
    monthly_fee: Decimal
    billing_day: int  # 每月几号出账，1-31；大于当月天数时按月底
    discount_rate: Decimal = Decimal("0")


@dataclass(frozen=True)
class Invoice:
    customer_id: int
    issue_date: date
    due_date: date
    amount: Decimal


def next_month(d: date) -> date:
    """下个月的同一天；下个月没有这一天时取月底。"""
    year, month = (d.year + 1, 1) if d.month == 12 else (d.year, d.month + 1)
    last_day = calendar.monthrange(year, month)[1]
    return date(year, month, min(d.day, last_day))


def issue_date_for(contract: Contract, today: date) -> date:
    """本月的出账日；billing_day 超过当月天数时取月底。"""
    last_day = calendar.monthrange(today.year, today.month)[1]
    return today.replace(day=min(contract.billing_day, last_day))


def build_invoice(contract: Contract, today: date) -> Invoice:
    issue = issue_date_for(contract, today)
    amount = (contract.monthly_fee * (1 - contract.discount_rate)).quantize(Decimal("0.01"), ROUND_HALF_UP)
    return Invoice(
        customer_id=contract.customer_id,
        issue_date=issue,
        due_date=issue + timedelta(days=PAYMENT_TERM_DAYS),
        amount=amount,
    )


def renewal_date(contract: Contract, today: date) -> date:
    """下一次出账日。"""
    return next_month(issue_date_for(contract, today))
