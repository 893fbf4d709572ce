from billing.tax import Line, invoice_tax, tax_by_rate


def test_standard_rate():
    assert invoice_tax([Line("Pro plan", 1000)]) == 100


def test_reduced_rate():
    assert invoice_tax([Line("Coffee beans", 1500, rate="reduced")]) == 120


def test_mixed_rates_grouped():
    lines = [Line("Pro plan", 1000), Line("Coffee beans", 500, rate="reduced")]
    assert tax_by_rate(lines) == {"standard": 100, "reduced": 40}


def test_quantity():
    assert invoice_tax([Line("Seat", 980, quantity=3)]) == 294
