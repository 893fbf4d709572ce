from __future__ import annotations

import json
from typing import Any


def dumps(obj: Any) -> str:
    """Stable JSON: sorted insertion order from to_dict(), UTF-8 kept readable."""
    return json.dumps(obj, ensure_ascii=False, indent=2)
