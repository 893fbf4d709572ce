from app.pdf import line_table


def test_line_table_amount():
    df = line_table([{"name": "A", "qty": 2, "unit_price": 3.5}, {"name": "B", "qty": 1, "unit_price": 10}])
    assert [row["amount"] for row in df] == [7.0, 10]
