from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import click

from trialbot.billing import Account, days_left, trial_end
from trialbot.notify import send_reminders


def load_accounts(path: Path) -> list[Account]:
    rows = json.loads(path.read_text(encoding="utf-8"))
    return [
        Account(
            id=row["id"],
            email=row["email"],
            tz=row.get("tz", "Asia/Shanghai"),
            signed_up_at=datetime.fromisoformat(row["signed_up_at"]),
            plan=row.get("plan", "trial"),
        )
        for row in rows
    ]


class StdoutMailer:
    def send(self, to: str, subject: str, body: str) -> None:
        click.echo(f"--> {to}: {subject}")


@click.group()
def main() -> None:
    """trialbot: 试用期提醒"""


@main.command()
@click.argument("accounts_file", type=click.Path(exists=True, path_type=Path))
@click.option("--dry-run", is_flag=True)
def remind(accounts_file: Path, dry_run: bool) -> None:
    accounts = load_accounts(accounts_file)
    mailer = StdoutMailer() if dry_run else None
    count = send_reminders(accounts, mailer or StdoutMailer())
    click.echo(f"{count} reminder(s)")


@main.command("list-expiring")
@click.argument("accounts_file", type=click.Path(exists=True, path_type=Path))
@click.option("--days", default=3, show_default=True, help="列出这么多天内到期的试用账号")
def list_expiring(accounts_file: Path, days: int) -> None:
    for account in load_accounts(accounts_file):
        if account.plan != "trial":
            continue
        left = days_left(account)
        if 0 <= left <= days:
            click.echo(f"{account.id}\t{account.email}\t{trial_end(account).isoformat()}\t{left}d")
