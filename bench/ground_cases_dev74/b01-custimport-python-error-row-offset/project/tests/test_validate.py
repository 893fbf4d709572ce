import pandas as pd

from custimport.validate import validate_rows


def frame(*rows):
    cols = ["customer_code", "name", "name_kana", "zip", "address", "phone", "credit_limit", "opened_on"]
    return pd.DataFrame([dict(zip(cols, r)) for r in rows], columns=cols)


def test_valid_row_passes():
    df = frame(("C001", "山田商事", "ヤマダショウジ", "1500001", "東京都渋谷区", "03-1234-5678", "500000", "2020/04/01"))
    res = validate_rows(df)
    assert len(res.valid) == 1 and not res.errors


def test_duplicate_code_is_error():
    row = ("C001", "山田商事", "ヤマダショウジ", "1500001", "東京都渋谷区", "03-1234-5678", "500000", "2020/04/01")
    res = validate_rows(frame(row, row))
    assert len(res.errors) == 1
    assert "duplicate" in res.errors[0].reasons[0]


def test_empty_name_is_error():
    df = frame(("C002", "", "", "1500001", "東京都渋谷区", "", "", ""))
    res = validate_rows(df)
    assert res.errors[0].reasons == ["name is empty"]
