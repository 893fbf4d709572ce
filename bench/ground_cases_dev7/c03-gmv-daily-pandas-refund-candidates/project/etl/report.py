from pathlib import Path

import pandas as pd

from etl.config import REPORT_DIR


def write_excel(daily: pd.DataFrame, day) -> Path:
    out = Path(REPORT_DIR) / f"gmv_{day:%Y%m%d}.xlsx"
    out.parent.mkdir(parents=True, exist_ok=True)
    daily.rename(columns={"pay_date": "日期", "category": "类目", "orders": "订单数", "gmv": "GMV"}).to_excel(
        out, index=False, sheet_name="日报"
    )
    return out
