from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml


@dataclass(frozen=True)
class Config:
    collection: str
    qdrant_url: str
    embedding_model: str
    llm: str
    docs_dir: str


def load_config(path: str | Path = "config.yaml") -> Config:
    with open(path) as fh:
        raw = yaml.safe_load(fh)
    return Config(**raw)
