from datetime import date
from decimal import Decimal

from app.credit_notes import build_credit_note
from app.models import Invoice, Line
from app.numbering import reset

INV = Invoice(number="INV-2025-000010", workspace_id="ws_1", issued_on=date(2025, 10, 1),
              lines=[Line(description="Business 10席", amount=Decimal(49800))])


def setup_function():
    reset()


def test_credit_note_amounts_are_negative():
    cn = build_credit_note(INV, [Line(description="3席分 返金", amount=Decimal(1000))], "席削減", date(2025, 10, 15))
    assert cn.subtotal == Decimal(-1000)
    assert cn.total < 0


def test_credit_note_tax_is_negative():
    cn = build_credit_note(INV, [Line(description="返金", amount=Decimal(1000))], "返金", date(2025, 10, 15))
    assert cn.tax == Decimal(-100)
    assert cn.total == Decimal(-1100)
