import argparse
from pathlib import Path

from salesreport import load, transform
from salesreport.formatting import eur, summary_table


def _frame(data_dir: Path, month: str):
    orders = load.load_orders(data_dir, month)
    df = transform.net_revenue(orders, load.load_refunds(data_dir))
    return transform.attach_shipping(df, load.load_shipping(data_dir))


def cmd_monthly(args: argparse.Namespace) -> None:
    df = _frame(args.data, args.month)
    print(summary_table(args.month, transform.monthly_summary(df)))


def cmd_channels(args: argparse.Namespace) -> None:
    df = _frame(args.data, args.month)
    for row in transform.by_channel(df).itertuples():
        print(f"{row.channel:<12} {row.orders:>6,} {eur(row.net):>14}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="salesreport")
    sub = parser.add_subparsers(dest="command", required=True)
    for name, func in (("monthly", cmd_monthly), ("channels", cmd_channels)):
        p = sub.add_parser(name)
        p.add_argument("--month", required=True, help="YYYY-MM")
        p.add_argument("--data", type=Path, default=Path("data/sample"), help="folder with the CSV exports")
        p.set_defaults(func=func)
    args = parser.parse_args(argv)
    args.func(args)


if __name__ == "__main__":
    main()
