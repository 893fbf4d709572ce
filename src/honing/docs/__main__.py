"""``python -m honing.docs [FOLDER]``: write the reference pages (default docs/reference)."""

import sys
from pathlib import Path

from honing.docs import build, write

target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/reference")
write(target)
print(f"wrote {len(build())} pages to {target}")
