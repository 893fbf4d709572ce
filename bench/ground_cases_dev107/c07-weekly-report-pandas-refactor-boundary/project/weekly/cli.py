from __future__ import annotations

from datetime import date

import click

from weekly.report import build_report, load_orders


def resolve_day(today) -> date:
    """--today 不传时用本机日期；周报任务在周一早上跑。"""
    if today is None:
        return date.today()
    return today.date()


@click.command()
@click.argument("orders_csv")
@click.option("--today", type=click.DateTime(["%Y-%m-%d"]), default=None)
@click.option("--out", type=click.Path(dir_okay=False), default=None, help="写到 CSV 文件而不是打印")
def main(orders_csv: str, today, out: str | None) -> None:
    """打印上周各门店的订单数和营业额。"""
    day = resolve_day(today)
    orders = load_orders(orders_csv)
    report = build_report(orders, day)
    if out:
        report.to_csv(out, index=False, encoding="utf-8-sig")
        click.echo(f"wrote {len(report)} rows to {out}")
        return
    click.echo(report.to_string(index=False))


if __name__ == "__main__":
    main()
