from payhub.reports.monthly import monthly_rows


def test_monthly_rows_drops_none():
    assert monthly_rows([1, None, 2]) == [1, 2]
