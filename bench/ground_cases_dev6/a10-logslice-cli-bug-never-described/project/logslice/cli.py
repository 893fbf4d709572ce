import click

from logslice import filters, output, reader, stats
from logslice.timeparse import parse_since


@click.group()
@click.version_option()
def main() -> None:
    """Slice and filter JSON-lines logs."""


@main.command("filter")
@click.argument("logfile", type=click.File("r"), default="-")
@click.option("--level", type=click.Choice(filters.LEVELS), help="Minimum level to keep.")
@click.option("--since", "since_", metavar="WHEN", help="Duration (15m, 2h, 3d) or ISO timestamp.")
@click.option("--grep", "needle", help="Keep records whose msg contains this text (case-insensitive).")
@click.option("--fields", help="Comma-separated keys to print, e.g. ts,level,msg.")
def filter_cmd(logfile, level, since_, needle, fields) -> None:
    """Print the records of LOGFILE that match every given filter."""
    recs = reader.records(logfile)
    if level:
        recs = filters.at_least(recs, level)
    if since_:
        try:
            cutoff = parse_since(since_)
        except ValueError as exc:
            raise click.BadParameter(str(exc), param_hint="--since") from exc
        recs = filters.since(recs, cutoff)
    if needle:
        recs = filters.matching(recs, needle)
    keys = output.split_fields(fields)
    for rec in recs:
        click.echo(output.render(rec, keys))


@main.command("stats")
@click.argument("logfile", type=click.File("r"), default="-")
def stats_cmd(logfile) -> None:
    """Counts per level and the busiest minute."""
    s = stats.summarize(reader.records(logfile))
    click.echo(f"records: {s['total']}")
    for name in filters.LEVELS + ["?"]:
        if name in s["levels"]:
            click.echo(f"  {name:<6} {s['levels'][name]}")
    if s["busiest_minute"]:
        minute, count = s["busiest_minute"]
        click.echo(f"busiest minute: {minute} ({count} records)")
