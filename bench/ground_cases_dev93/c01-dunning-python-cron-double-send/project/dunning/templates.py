"""Reminder e-mail text."""
from __future__ import annotations

from dataclasses import dataclass

from jinja2 import Environment, StrictUndefined

from dunning.config import Settings
from dunning.db import Invoice

_env = Environment(undefined=StrictUndefined, autoescape=False, trim_blocks=True)

SUBJECT = "【{{ company }}】发票 {{ inv.number }} 已逾期 {{ overdue }} 天"

BODY = """{{ inv.customer_name }}，您好：

您的发票 {{ inv.number }}（应付金额 ¥{{ "%.2f"|format(inv.amount_due) }}）
已于 {{ inv.due_on.isoformat() }} 到期，目前已逾期 {{ overdue }} 天。

请尽快通过以下链接完成付款：
{{ pay_url }}/{{ inv.number }}

如已付款请忽略本邮件。

{{ company }} 财务部
"""


@dataclass(frozen=True)
class Rendered:
    subject: str
    body: str


def render_reminder(inv: Invoice, overdue: int, settings: Settings) -> Rendered:
    ctx = {"inv": inv, "overdue": overdue, "pay_url": settings.pay_url, "company": settings.company_name}
    return Rendered(
        subject=_env.from_string(SUBJECT).render(**ctx),
        body=_env.from_string(BODY).render(**ctx),
    )
