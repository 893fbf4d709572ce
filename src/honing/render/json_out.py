from __future__ import annotations

import json
import re
from typing import Any

_LONE = re.compile("[\ud800-\udfff]")


def dumps(obj: Any) -> str:
    """Stable JSON: sorted insertion order from to_dict(), UTF-8 kept readable. A lone
    surrogate (a file name byte that is not UTF-8, read with surrogateescape) is written as
    its \\u escape, so the output stays valid UTF-8 and says which byte it was."""
    out = json.dumps(obj, ensure_ascii=False, indent=2)
    return _LONE.sub(lambda m: f"\\u{ord(m.group()):04x}", out) if _LONE.search(out) else out
