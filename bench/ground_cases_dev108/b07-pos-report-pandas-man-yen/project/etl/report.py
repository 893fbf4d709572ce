from __future__ import annotations

from pathlib import Path

import pandas as pd

from etl.load import read_all, store_names
from etl.transform import monthly, prepare


def summarize(df: pd.DataFrame, names: dict[str, str]) -> pd.DataFrame:
    table = monthly(prepare(df))
    table["store_name"] = table["store"].map(names).fillna(table["store"])
    table["revenue_man_yen"] = (table["revenue"] / 1000).round(1)
    table = table.rename(columns={"sold_on": "month"})
    return table[["month", "store", "store_name", "revenue_man_yen", "lines", "avg_price"]]


def write_excel(table: pd.DataFrame, out: Path) -> Path:
    out.parent.mkdir(parents=True, exist_ok=True)
    with pd.ExcelWriter(out) as xl:
        table.to_excel(xl, sheet_name="月次売上", index=False)
    return out


def main(src: Path, master: Path, out: Path) -> None:
    table = summarize(read_all(src), store_names(master))
    write_excel(table, out)
    print(f"wrote {len(table)} rows to {out}")


if __name__ == "__main__":
    import sys

    main(Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3]))
