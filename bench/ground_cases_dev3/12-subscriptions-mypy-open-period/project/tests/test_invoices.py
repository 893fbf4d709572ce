from app.billing.invoices import invoice_lines


def test_invoice_lines_drops_none():
    assert invoice_lines([1, None, 2]) == [1, 2]
