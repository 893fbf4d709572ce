#!/usr/bin/env python3
"""Pull translations from Lokalise into web/src/locales/<locale>.json."""
import argparse
import json
from pathlib import Path

from lokalise_client import LokaliseClient

ROOT = Path(__file__).resolve().parent.parent


def load_config():
    return json.loads((ROOT / "i18n.config.json").read_text(encoding="utf-8"))


def fetch_all_keys(client):
    keys, pages = client.keys(page=1)
    for page in range(2, pages + 1):
        more, _ = client.keys(page=page)
        keys.extend(more)
    return keys


def to_catalogs(keys, locales):
    catalogs = {ours: {} for ours in locales}
    for key in keys:
        name = key["key_name"]["web"]
        for tr in key["translations"]:
            for ours, theirs in locales.items():
                if tr["language_iso"] == theirs and tr["translation"]:
                    catalogs[ours][name] = tr["translation"]
    return catalogs


def write_catalogs(catalogs, out_dir, dry_run=False):
    if dry_run:
        for locale, messages in catalogs.items():
            print(f"{locale}: {len(messages)} keys (dry run, nothing written)")
        return
    out = ROOT / out_dir
    out.mkdir(parents=True, exist_ok=True)
    for locale, messages in catalogs.items():
        path = out / f"{locale}.json"
        path.write_text(json.dumps(dict(sorted(messages.items())), ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        print(f"{locale}: {len(messages)} keys -> {path.relative_to(ROOT)}")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dry-run", action="store_true", help="print key counts, do not write files")
    args = parser.parse_args(argv)
    config = load_config()
    client = LokaliseClient(config["project_id"])
    keys = fetch_all_keys(client)
    write_catalogs(to_catalogs(keys, config["locales"]), config["out_dir"], dry_run=args.dry_run)


if __name__ == "__main__":
    main()
