"""What we do when Stripe tells us something happened."""
import logging

from app.billing import orders
from app.mail import send_mail
from app.models import Subscription

log = logging.getLogger(__name__)


def handle_checkout_completed(session: dict) -> None:
    order_id = session["metadata"].get("order_id")
    if order_id is None:
        log.warning("checkout %s has no order_id metadata", session["id"])
        return
    # JPY is a zero-decimal currency: amount_total is already in yen
    orders.mark_paid(int(order_id), amount=session["amount_total"], payment_ref=session["payment_intent"])


def handle_invoice_paid(invoice: dict) -> None:
    sub_id = invoice["subscription"]
    sub = Subscription.get_by_stripe_id(sub_id)
    if sub is None:
        log.warning("invoice %s paid for unknown subscription %s", invoice["id"], sub_id)
        return
    sub.extend_until(invoice["period_end"])
    sub.save()


def handle_payment_failed(invoice: dict) -> None:
    email = invoice.get("customer_email")
    if not email:
        log.warning("invoice %s: payment failed but customer has no email", invoice["id"])
        return
    send_mail(
        to=email.strip(),
        template="payment_failed",
        context={"amount": invoice["amount_due"], "hosted_url": invoice["hosted_invoice_url"]},
    )
    log.info("payment failed mail sent for invoice %s", invoice["id"])


def handle_subscription_deleted(subscription: dict) -> None:
    sub = Subscription.get_by_stripe_id(subscription["id"])
    if sub is None:
        return
    sub.status = "canceled"
    sub.save()
