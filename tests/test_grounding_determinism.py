"""The same session gives the same instruction in every process. Python salts string hashes
per process, so anything read in a set's order (a float sum over a set of words, say) can
differ between two runs of `hone ground` while each run agrees with itself."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

CASE = (Path(__file__).resolve().parents[1] / "bench" / "ground_cases_dev15"
        / "a01-shopfront-django-deferred-email-injection")


def _ground(seed: str) -> str:
    case = tomllib.loads((CASE / "case.toml").read_text(encoding="utf-8"))
    env = {**os.environ, "PYTHONHASHSEED": seed}
    done = subprocess.run(
        [sys.executable, "-m", "honing", "ground", "--text", case["sentence"], "--transcript",
         str(CASE / case["transcript"]), "--cwd", str(CASE / "project"), "--turns", str(case["turns"]),
         "--level", "normal", "--format", "json", "--no-timings"],
        capture_output=True, text=True, env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_instruction_does_not_depend_on_the_process_hash_seed() -> None:
    """Two earlier turns shared the sentence's words; their scores were float sums taken in a
    set's order, equal but for the last bit, so seed 0 named turn 2 and seed 1 turn 4. The
    scores are summed exactly now and the tie goes to the later turn in every process."""
    outputs = {seed: _ground(seed) for seed in ("0", "1", "2", "3")}
    assert len(set(outputs.values())) == 1, {k: v[:300] for k, v in outputs.items()}
