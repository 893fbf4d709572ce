from analysis.load import load_users


def test_load_users(tmp_path):
    import pandas as pd
    pd.DataFrame({"id": [1]}).to_parquet(tmp_path / "u.parquet")
    assert len(load_users(str(tmp_path / "u.parquet"))) == 1
