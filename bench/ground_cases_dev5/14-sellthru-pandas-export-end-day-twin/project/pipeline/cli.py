import argparse
from pathlib import Path

import pandas as pd

from pipeline.clean import clean
from pipeline.export import export_totals
from pipeline.fx import to_eur
from pipeline.load import load_sales
from pipeline.report import weekly_report


def main(argv=None):
    p = argparse.ArgumentParser(prog="sellthru")
    p.add_argument("command", choices=["report", "export"])
    p.add_argument("--start", required=True, help="first day, inclusive")
    p.add_argument("--end", required=True, help="last day, inclusive")
    p.add_argument("src")
    p.add_argument("dest", nargs="?")
    a = p.parse_args(argv)
    start, end = pd.Timestamp(a.start), pd.Timestamp(a.end)
    df = to_eur(clean(load_sales(a.src, start, end)))
    if a.command == "report":
        print(weekly_report(df, start, end).to_string(index=False))
    else:
        print(export_totals(df, start, end, Path(a.dest or "out/totals.csv")))
