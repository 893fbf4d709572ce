"""ledgerly: invoices, discounts and tax."""

from .discounts import Discount, apply_discount
from .invoice import Invoice, Line

__all__ = ["Discount", "Invoice", "Line", "apply_discount"]
__version__ = "0.4.2"
