import pandas as pd

from jobs.config import AMOUNT_COL, CHANNEL_KEY, MINOR_REGIONS, REGION_KEY


def by_region(df: pd.DataFrame) -> pd.DataFrame:
    region = df[REGION_KEY].where(~df[REGION_KEY].isin(MINOR_REGIONS), "其他")
    out = df.assign(**{REGION_KEY: region})
    return out.groupby(REGION_KEY, as_index=False)[AMOUNT_COL].sum().sort_values(AMOUNT_COL, ascending=False)


def pivot_by(df: pd.DataFrame, key: str) -> pd.DataFrame:
    return df.pivot_table(
        index=key,
        columns=CHANNEL_KEY,
        values=AMOUNT_COL,
        aggfunc="sum",
        fill_value=0,
        margins=True,
        margins_name="合计",
    )


def week_over_week(this_week: pd.DataFrame, last_week: pd.DataFrame) -> pd.DataFrame:
    cur = by_region(this_week).set_index(REGION_KEY)[AMOUNT_COL]
    prev = by_region(last_week).set_index(REGION_KEY)[AMOUNT_COL]
    change = (cur - prev) / prev
    return pd.DataFrame({"本周": cur, "上周": prev, "环比": change.round(4)}).fillna(0)
