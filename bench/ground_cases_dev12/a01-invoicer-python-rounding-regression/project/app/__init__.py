"""invoicer: create, list and send invoices.

The API is mounted by app.main; money math lives in app.pricing and storage in app.db.
Amounts are Decimal everywhere; they are serialised as strings so that clients never see
binary floats. Dates are UTC.
"""

__all__ = ["__version__"]

__version__ = "0.4.2"

# Statuses an invoice moves through. "draft" invoices can be edited; once "sent" they are
# frozen and only "paid" or "void" may follow.
STATUSES = ("draft", "sent", "paid", "void")

TRANSITIONS = {
    "draft": ("sent", "void"),
    "sent": ("paid", "void"),
    "paid": (),
    "void": (),
}


def can_transition(current: str, target: str) -> bool:
    """Whether an invoice in ``current`` may move to ``target``."""
    return target in TRANSITIONS.get(current, ())


# Invoice numbers look like INV-2024-0042: the year of creation and a per-year counter.
NUMBER_PREFIX = "INV"


def invoice_number(year: int, seq: int) -> str:
    return f"{NUMBER_PREFIX}-{year}-{seq:04d}"
