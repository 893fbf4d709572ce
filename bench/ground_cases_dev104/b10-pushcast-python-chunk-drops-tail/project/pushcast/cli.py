from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from pushcast.client import PushClient
from pushcast.config import describe, load_config
from pushcast.sender import dedupe, send_all


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="pushcast")
    p.add_argument("tokens", type=Path, help="file with one device token per line")
    p.add_argument("--title", required=True)
    p.add_argument("--body", required=True)
    p.add_argument("-v", "--verbose", action="store_true")
    args = p.parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO, format="%(levelname)s %(message)s")

    cfg = load_config()
    logging.info("config: %s", describe(cfg))
    tokens = dedupe([t.strip() for t in args.tokens.read_text().splitlines()])
    client = PushClient(cfg)
    try:
        accepted = send_all(client, tokens, args.title, args.body, cfg.batch_size)
    finally:
        client.close()
    print(f"accepted {accepted} of {len(tokens)}")
    return 0 if accepted == len(tokens) else 2


if __name__ == "__main__":
    sys.exit(main())
