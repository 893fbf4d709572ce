"""The 0.x slug rules, kept for old permalinks. Do not change."""
from __future__ import annotations

import re


def slugify(text: str) -> str:
    return re.sub(r"\s+", "_", text.strip().lower())
