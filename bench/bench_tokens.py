"""Token counting: overhead of honing.count_tokens over calling the encoder directly
(bar: <= 1.2x) and first-use load time of o200k_base (bar: < 0.5 s, measured in a fresh
process).

    python bench/bench_tokens.py
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _data import best_of, jsonl  # noqa: E402
from honing import count_tokens  # noqa: E402
from honing.tokens import encodings  # noqa: E402


def main() -> None:
    texts = [r["text"] for r in jsonl("injection/dev.jsonl")]
    enc = encodings.get("o200k_base")
    direct = best_of(5, lambda: [enc.encode_ordinary(t) for t in texts])
    ours = best_of(5, lambda: [count_tokens(t, "gpt-4o") for t in texts])
    print(f"direct encode {direct:.3f}s   honing.count_tokens {ours:.3f}s   overhead {ours / direct:.2f}x (bar: <= 1.2x)")
    code = ("from honing.tokens import encodings; import time; t=time.perf_counter(); "
            "encodings.get('o200k_base'); print(time.perf_counter()-t)")
    loads = [float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout) for _ in range(3)]
    print(f"first-use load of o200k_base: best {min(loads):.3f}s of 3 fresh processes (bar: < 0.5 s)")


if __name__ == "__main__":
    main()
