from __future__ import annotations

import json
from typing import Any

from honing import surrogates


def dumps(obj: Any) -> str:
    """Stable JSON: sorted insertion order from to_dict(), UTF-8 kept readable. A lone
    surrogate (a file name byte that is not UTF-8, read with surrogateescape) is written as
    its \\u escape, so the output stays valid UTF-8 and says which byte it was."""
    return surrogates.escaped(json.dumps(obj, ensure_ascii=False, indent=2))
