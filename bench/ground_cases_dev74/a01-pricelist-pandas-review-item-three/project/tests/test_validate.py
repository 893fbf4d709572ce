import pandas as pd

from importer.validate import validate


def frame(*rows):
    df = pd.DataFrame(rows, columns=["sku", "name", "price", "min_qty", "valid_from"])
    df["source_row"] = range(2, len(df) + 2)
    return df


def test_good_row():
    r = validate(frame(("A1", "Bolt", "1,20", "10", "01.01.2025")), set())
    assert not r.errors and r.good[0]["is_new"]


def test_duplicate_in_file():
    r = validate(frame(("A1", "Bolt", "1,20", "10", ""), ("A1", "Bolt", "1,30", "10", "")), set())
    assert r.errors[0]["error"] == "duplicate sku"


def test_bad_price():
    r = validate(frame(("A1", "Bolt", "abc", "10", ""),), set())
    assert "bad price" in r.errors[0]["error"]
