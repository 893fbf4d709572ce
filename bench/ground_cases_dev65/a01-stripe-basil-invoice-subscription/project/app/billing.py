"""What we do when Stripe tells us something happened to an invoice or a subscription."""
from __future__ import annotations

import logging
from datetime import UTC, datetime

from sqlalchemy import select

from app.db import session
from app.models import Account, Subscription
from app.stripe_client import plan_of, retrieve_subscription

log = logging.getLogger(__name__)


def _account_for_customer(db, customer_id: str) -> Account | None:
    return db.scalar(select(Account).where(Account.stripe_customer_id == customer_id))


def handle_invoice_paid(invoice: dict) -> None:
    """A paid invoice keeps (or makes) the subscription active until the new period end."""
    sub_id = invoice["subscription"]
    if sub_id is None:
        return  # one-off invoice, nothing to extend
    with session() as db:
        account = _account_for_customer(db, invoice["customer"])
        if account is None:
            log.warning("invoice %s paid for unknown customer %s", invoice["id"], invoice["customer"])
            return
        sub = db.scalar(select(Subscription).where(Subscription.stripe_subscription_id == sub_id))
        if sub is None:
            remote = retrieve_subscription(sub_id)
            sub = Subscription(account=account, stripe_subscription_id=sub_id, plan=plan_of(remote))
            db.add(sub)
        period_end = invoice["lines"]["data"][0]["period"]["end"]
        sub.current_period_end = datetime.fromtimestamp(period_end, tz=UTC)
        sub.status = "active"
        sub.last_invoice_id = invoice["id"]
        account.status = "active"
        db.commit()


def handle_invoice_payment_failed(invoice: dict) -> None:
    """Stripe keeps retrying the card; we only flag the account so the app shows a banner."""
    with session() as db:
        account = _account_for_customer(db, invoice["customer"])
        if account is None:
            return
        account.status = "past_due"
        db.commit()
    log.info("invoice %s failed (attempt %s)", invoice["id"], invoice.get("attempt_count"))


def handle_subscription_deleted(subscription: dict) -> None:
    with session() as db:
        sub = db.scalar(
            select(Subscription).where(Subscription.stripe_subscription_id == subscription["id"])
        )
        if sub is None:
            return
        sub.status = "canceled"
        if not any(s.status == "active" for s in sub.account.subscriptions if s is not sub):
            sub.account.status = "canceled"
        db.commit()
