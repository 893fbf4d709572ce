"""Posts new items from the 解放里 neighbourhood newsletter and events feeds to Mastodon."""
import json
import os
import sys
import tomllib

from mastodon import Mastodon, MastodonAPIError

from compose import compose
from feeds import new_items

STATE = "state/posted.json"


def load_state() -> set[str]:
    if not os.path.exists(STATE):
        return set()
    with open(STATE, encoding="utf-8") as f:
        return set(json.load(f))


def save_state(ids: set[str]) -> None:
    os.makedirs("state", exist_ok=True)
    with open(STATE, "w", encoding="utf-8") as f:
        json.dump(sorted(ids), f, ensure_ascii=False, indent=1)


def main() -> int:
    with open("config.toml", "rb") as f:
        cfg = tomllib.load(f)
    api = Mastodon(access_token=os.environ["MASTODON_TOKEN"], api_base_url=cfg["instance"]["base_url"])
    me = api.account_verify_credentials()
    print(f"posting as @{me['acct']}")
    posted = load_state()
    items = new_items(cfg["feeds"], posted)[: cfg["post"]["max_per_run"]]
    for item in items:
        try:
            api.status_post(compose(item), visibility=cfg["post"]["visibility"], language="zh")
        except MastodonAPIError as err:
            print(f"failed to post {item['id']}: {err}", file=sys.stderr)
            return 1
        posted.add(item["id"])
        save_state(posted)
    print(f"posted {len(items)} item(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
