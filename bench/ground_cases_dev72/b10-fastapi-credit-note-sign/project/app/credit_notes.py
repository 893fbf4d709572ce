from datetime import date
from decimal import Decimal

from app.models import CreditNote, Invoice, Line
from app.numbering import next_number
from app.tax import REDUCED_RATE, STANDARD_RATE, tax_for


def _line_tax(line: Line) -> Decimal:
    return tax_for(line.amount, REDUCED_RATE if line.reduced_rate else STANDARD_RATE)


def build_credit_note(invoice: Invoice, lines: list[Line], reason: str, today: date) -> CreditNote:
    """A credit note (返金・減額) for some lines of an issued invoice."""
    if not lines:
        raise ValueError("a credit note needs at least one line")
    subtotal = -sum((l.amount for l in lines), Decimal(0))
    tax = sum((_line_tax(l) for l in lines), Decimal(0))
    return CreditNote(
        number=next_number("CN", today),
        invoice_number=invoice.number,
        issued_on=today,
        reason=reason,
        subtotal=subtotal,
        tax=tax,
        total=subtotal + tax,
    )
