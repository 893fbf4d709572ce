import click

from feedsync.config import load_config
from feedsync.clients.mastodon import MastodonClient
from feedsync.clients.rss import RssClient
from feedsync.store import Store


@click.group()
def main():
    """feedsync: mirror timelines into SQLite."""


@main.command()
@click.option("--config", "config_path", default="feeds.toml", show_default=True)
@click.option("--dry-run", is_flag=True, help="Fetch but do not write to the archive.")
def pull(config_path, dry_run):
    cfg = load_config(config_path)
    store = Store(cfg.archive_path)
    total = 0
    for acct in cfg.mastodon_accounts:
        client = MastodonClient(acct.instance, token=acct.token)
        items = client.fetch_all(acct.account_id)
        total += len(items)
        if not dry_run:
            store.save_many("mastodon", acct.account_id, items)
    for feed in cfg.rss_feeds:
        items = RssClient(feed.url).fetch_all()
        total += len(items)
        if not dry_run:
            store.save_many("rss", feed.url, items)
    click.echo(f"{'would save' if dry_run else 'saved'} {total} items")
