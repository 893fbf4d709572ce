"""python -m lab.report exports/*.xlsx  -> out/fig3.png and the summary table"""
from __future__ import annotations

import sys
from datetime import date
from pathlib import Path

import pandas as pd

from lab.flags import apply_flags
from lab.io import read_many
from lab.plots import fig3_timeseries
from lab.units import to_mg_per_l

OUT = Path("out")


def summary_table(df: pd.DataFrame) -> pd.DataFrame:
    """Mean and max of the quantified results (mg/L), the number of quantified and of all
    results, and the share below the detection limit, per site and analyte."""
    grouped = df.groupby(["site", "analyte"])
    table = grouped["value"].agg(n="count", mean="mean", max="max")
    table["n_total"] = grouped.size()
    table["below_lod_share"] = grouped["below_lod"].mean()
    return table.round(3).reset_index()


def main(paths: list[str]) -> None:
    OUT.mkdir(exist_ok=True)
    df = apply_flags(to_mg_per_l(read_many([Path(p) for p in paths])))
    fig3_timeseries(df, OUT / "fig3.png")
    table = summary_table(df)
    table.to_csv(OUT / f"summary_{date.today():%Y-%m-%d}.csv", index=False)
    print(table.to_string(index=False))


if __name__ == "__main__":
    main(sys.argv[1:])
