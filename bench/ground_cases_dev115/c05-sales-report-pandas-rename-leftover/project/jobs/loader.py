import pandas as pd

from jobs.config import AMOUNT_COL, DATA_DIR, DATE_COL

# raw export header -> column name used by the jobs
RAW_COLUMNS = {
    "订单日期": DATE_COL,
    "实付金额": AMOUNT_COL,
    "大区": "region",
    "渠道": "channel",
}


def load_week(week: str) -> pd.DataFrame:
    """Read one ISO week of raw exports (week = '2025-W46')."""
    files = sorted((DATA_DIR / week).glob("*.csv"))
    if not files:
        raise FileNotFoundError(f"no csv files for {week} in {DATA_DIR}")
    frames = [pd.read_csv(f, encoding="utf-8-sig") for f in files]
    df = pd.concat(frames, ignore_index=True).rename(columns=RAW_COLUMNS)
    df[DATE_COL] = pd.to_datetime(df[DATE_COL])
    df[AMOUNT_COL] = pd.to_numeric(df[AMOUNT_COL], errors="coerce").fillna(0.0)
    return df[list(RAW_COLUMNS.values())]
