import tomllib
from pathlib import Path

SETTINGS = Path(__file__).resolve().parent.parent / "settings.toml"


def load_settings(path: Path = SETTINGS) -> dict:
    with open(path, "rb") as f:
        return tomllib.load(f)
