"""One run: fetch new wiki pages, toot them, remember where we got to."""
from __future__ import annotations

import logging
import tomllib

from bot import state as st
from bot.feed import new_pages
from bot.mastodon_client import Mastodon

log = logging.getLogger("lanternwiki")


def toot_text(page) -> str:
    return f"\U0001F3EE New page on the Lantern Wiki: {page.title}\n{page.url}\n\n#LanternsOfVeyl #fanwiki"


def run(config_path: str = "config.toml") -> int:
    with open(config_path, "rb") as f:
        cfg = tomllib.load(f)
    state = st.load(cfg["state"]["path"])
    pages = new_pages(cfg["wiki"]["api"], state["last_rcid"], cfg["wiki"]["namespaces"], cfg["wiki"]["min_bytes"])
    if not pages:
        log.info("nothing new (%s)", st.describe(state))
        return 0
    masto = Mastodon(cfg["mastodon"]["instance"])
    for page in pages[: cfg["mastodon"]["max_per_run"]]:
        url = masto.post_status(toot_text(page), cfg["mastodon"]["visibility"])
        log.info("posted %s -> %s", page.title, url)
        state = st.bump(state, page.rcid)
    st.save(cfg["state"]["path"], state)
    return len(pages)


if __name__ == "__main__":
    logging.basicConfig(format="%(asctime)s %(levelname)s %(message)s", level=logging.INFO)
    run()
