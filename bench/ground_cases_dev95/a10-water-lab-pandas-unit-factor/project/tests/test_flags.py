import pandas as pd

from lab.flags import flag_below_lod, flag_holding_time


def test_holding_time_exceeded_for_nitrate():
    df = pd.DataFrame({
        "analyte": ["nitrate", "nitrate", "chloride"],
        "sampled_at": pd.to_datetime(["2025-06-02 08:00"] * 3),
        "analysed_at": pd.to_datetime(["2025-06-02 20:00", "2025-06-04 09:00", "2025-06-20 09:00"]),
    })
    out = flag_holding_time(df)
    assert out["holding_exceeded"].tolist() == [False, True, False]


def test_unknown_analyte_is_never_flagged():
    df = pd.DataFrame({
        "analyte": ["boron"],
        "sampled_at": pd.to_datetime(["2025-06-02 08:00"]),
        "analysed_at": pd.to_datetime(["2025-12-02 08:00"]),
    })
    assert not flag_holding_time(df)["holding_exceeded"].any()


def test_below_lod_becomes_nan_and_keeps_raw():
    df = pd.DataFrame({"value": [0.05, 2.0, 0.3], "lod": [0.1, 0.1, None]})
    out = flag_below_lod(df)
    assert out["below_lod"].tolist() == [True, False, False]
    assert out["value"].isna().tolist() == [True, False, False]
    assert out["value_raw"].tolist() == [0.05, 2.0, 0.3]


def test_flags_do_not_modify_input():
    df = pd.DataFrame({
        "analyte": ["nitrate"],
        "sampled_at": pd.to_datetime(["2025-06-02 08:00"]),
        "analysed_at": pd.to_datetime(["2025-06-02 09:00"]),
    })
    flag_holding_time(df)
    assert "holding_exceeded" not in df.columns
