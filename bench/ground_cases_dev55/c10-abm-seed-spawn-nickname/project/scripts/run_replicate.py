"""One replicate of the ABM; the replicate index comes from SLURM_ARRAY_TASK_ID."""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from sim.model import run_simulation  # noqa: E402
from sim.summary import summarise  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("--task", type=int, default=int(os.environ.get("SLURM_ARRAY_TASK_ID", 0)))
    ap.add_argument("--out", default="out")
    a = ap.parse_args()
    cfg = yaml.safe_load(open(a.config, encoding="utf-8"))
    seed = cfg["seed"] + a.task
    res = run_simulation(cfg, seed)
    s = summarise(res)
    s.update(task=a.task, seed=seed, scenario=cfg["scenario"])
    out = Path(a.out) / cfg["scenario"]
    out.mkdir(parents=True, exist_ok=True)
    (out / f"rep_{a.task:04d}.json").write_text(json.dumps(s, indent=2), encoding="utf-8")
    print(json.dumps(s))


if __name__ == "__main__":
    main()
