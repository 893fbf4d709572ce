#!/usr/bin/env python3
"""Upload the base locale (en) so new keys show up in Lokalise."""
import base64
import json
from pathlib import Path

from lokalise_client import LokaliseClient

ROOT = Path(__file__).resolve().parent.parent


def main():
    config = json.loads((ROOT / "i18n.config.json").read_text(encoding="utf-8"))
    base = config["base_locale"]
    path = ROOT / config["out_dir"] / f"{base}.json"
    data = base64.b64encode(path.read_bytes()).decode("ascii")
    client = LokaliseClient(config["project_id"])
    process = client.upload(f"{base}.json", config["locales"][base], data)
    print(f"queued upload of {path.name}: process {process}")


if __name__ == "__main__":
    main()
