from etl.dedupe import dedupe_customers


def _row(email, source, updated_at, phone=None):
    return {"email": email, "name": "x", "phone": phone, "source": source, "updated_at": updated_at}


def test_dedupe_customers_keeps_newest():
    rows = [_row("a@example.com", "shop", "2024-06-01"), _row("a@example.com", "app", "2024-06-03")]
    (only,) = dedupe_customers(rows)
    assert only["source"] == "app"


def test_dedupe_customers_keeps_anonymous_rows():
    rows = [_row("", "store", "2024-06-01"), _row("", "store", "2024-06-02")]
    assert len(dedupe_customers(rows)) == 2
