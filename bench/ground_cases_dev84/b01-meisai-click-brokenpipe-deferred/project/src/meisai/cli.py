"""コマンドラインの入口。サブコマンドは import / summary / rules。"""
from __future__ import annotations

import sys
from pathlib import Path

import click

from meisai import __version__
from meisai.categorize import categorize
from meisai.config import load_rules, rules_path
from meisai.output import write_csv, write_json, write_table
from meisai.reader import read_statement


@click.group()
@click.version_option(__version__, prog_name="meisai")
@click.option("--rules", "rules_file", type=click.Path(path_type=Path), default=None,
              help="分類ルールの TOML (既定: 設定ディレクトリの rules.toml)")
@click.pass_context
def cli(ctx: click.Context, rules_file: Path | None) -> None:
    ctx.ensure_object(dict)
    ctx.obj["rules"] = load_rules(rules_file)


@cli.command("import")
@click.argument("csv_path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["table", "csv", "json"]), default="table")
@click.option("--color/--no-color", default=None, help="色付き表示 (既定: 端末なら有効)")
@click.pass_context
def import_cmd(ctx: click.Context, csv_path: Path, fmt: str, color: bool | None) -> None:
    entries = categorize(read_statement(csv_path), ctx.obj["rules"])
    if fmt == "csv":
        write_csv(entries, sys.stdout)
    elif fmt == "json":
        write_json([e.as_dict() for e in entries], sys.stdout)
    else:
        use_color = sys.stdout.isatty() if color is None else color
        write_table(entries, sys.stdout, color=use_color)


@cli.command()
@click.argument("csv_path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="JSON で出力")
@click.pass_context
def summary(ctx: click.Context, csv_path: Path, as_json: bool) -> None:
    entries = categorize(read_statement(csv_path), ctx.obj["rules"])
    totals: dict[tuple[str, str], int] = {}
    for e in entries:
        key = (e.date.strftime("%Y-%m"), e.category)
        totals[key] = totals.get(key, 0) + e.amount
    rows = [{"month": m, "category": c, "total": t} for (m, c), t in sorted(totals.items())]
    if as_json:
        write_json(rows, sys.stdout)
    else:
        for r in rows:
            click.echo(f"{r['month']}  {r['category']:<8}  {r['total']:>10,}")


@cli.command()
def rules() -> None:
    """読み込む分類ルールのパスを表示する。"""
    click.echo(str(rules_path()))


def main() -> None:
    cli(obj={})
