"""Side effects of Stripe events on our own records."""
import logging

log = logging.getLogger(__name__)

_invoices: dict[str, str] = {}
_subscriptions: dict[str, str] = {}


def mark_invoice_paid(invoice: dict) -> None:
    _invoices[invoice["id"]] = "paid"
    log.info("invoice %s paid (%s %s)", invoice["id"], invoice.get("amount_paid"), invoice.get("currency"))


def mark_payment_failed(invoice: dict) -> None:
    _invoices[invoice["id"]] = "payment_failed"
    log.warning("invoice %s payment failed, attempt %s", invoice["id"], invoice.get("attempt_count"))


def cancel_subscription(subscription: dict) -> None:
    _subscriptions[subscription["id"]] = "cancelled"
    log.info("subscription %s cancelled", subscription["id"])
