import pandas as pd

from tidyq import Rules


def test_strip_lower_drop_blank():
    df = pd.DataFrame({"name": [" Ann ", "Bo"], "email": ["A@X.ORG", "\t"]})
    out = Rules().strip("name").lower("email").drop_blank("email").apply(df)
    assert out.to_dict("records") == [{"name": "Ann", "email": "a@x.org"}]


def test_coerce_int_null():
    df = pd.DataFrame({"n": ["1", "x", "3"]})
    out = Rules().coerce_int("n", errors="null").apply(df)
    assert out["n"].tolist()[0] == 1
    assert out["n"].isna().tolist() == [False, True, False]
