"""Write the daily Excel report that ops opens every morning."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

from etl.transform import daily_by_category, daily_by_province

OUT_DIR = Path("out")


def write_report(orders: pd.DataFrame, skus: pd.DataFrame, out_path: Path) -> Path:
    out_path.parent.mkdir(parents=True, exist_ok=True)
    by_category = daily_by_category(orders, skus)
    by_province = daily_by_province(orders).rename(columns={"province": "省份", "orders": "订单数", "revenue": "销售额"})
    by_category["revenue"] = by_category["revenue"].round(2)
    by_province["销售额"] = by_province["销售额"].round(2)
    with pd.ExcelWriter(out_path, engine="openpyxl") as xl:
        by_category.to_excel(xl, sheet_name="按品类", index=False)
        by_province.to_excel(xl, sheet_name="按省份", index=False)
    return out_path
