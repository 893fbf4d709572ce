import datetime as dt

import click

from etl import extract, report, transform


@click.command()
@click.option("--date", "day", type=click.DateTime(["%Y-%m-%d"]), default=None, help="统计日期，默认昨天")
def main(day):
    day = (day.date() if day else dt.date.today() - dt.timedelta(days=1))
    start = dt.datetime.combine(day, dt.time.min) - dt.timedelta(hours=1)
    end = dt.datetime.combine(day + dt.timedelta(days=1), dt.time.min) + dt.timedelta(hours=1)
    orders = extract.load_orders(start, end)
    shops = extract.load_shops()
    daily = transform.total_row(transform.build_daily(orders, shops, day))
    path = report.write_excel(daily, day)
    click.echo(f"wrote {path}")


if __name__ == "__main__":
    main()
