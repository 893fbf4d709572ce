import tomllib
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class MastodonAccount:
    instance: str
    account_id: str
    token: str | None = None


@dataclass
class RssFeed:
    url: str


@dataclass
class Config:
    archive_path: Path
    mastodon_accounts: list[MastodonAccount] = field(default_factory=list)
    rss_feeds: list[RssFeed] = field(default_factory=list)


def load_config(path) -> Config:
    data = tomllib.loads(Path(path).read_text())
    return Config(
        archive_path=Path(data.get("archive", "archive.sqlite3")),
        mastodon_accounts=[MastodonAccount(**a) for a in data.get("mastodon", [])],
        rss_feeds=[RssFeed(**f) for f in data.get("rss", [])],
    )
