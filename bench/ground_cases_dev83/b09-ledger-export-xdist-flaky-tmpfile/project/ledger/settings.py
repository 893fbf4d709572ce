from __future__ import annotations

import os
from pathlib import Path

# Where finished exports are written; the bookkeeping side picks them up by SFTP.
EXPORT_DIR = Path(os.environ.get("LEDGER_EXPORT_DIR", "/tmp/ledger-export"))
CSV_ENCODING = os.environ.get("LEDGER_CSV_ENCODING", "cp932")
