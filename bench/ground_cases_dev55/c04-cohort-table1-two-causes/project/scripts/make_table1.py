"""Build Table 1 from the current data freeze."""
from __future__ import annotations

import sys
from pathlib import Path

import pandas as pd
import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from cohort.clean import clean  # noqa: E402
from cohort.eligibility import eligible, flowchart  # noqa: E402
from cohort.table1 import table1  # noqa: E402


def main(config: str = "config.yaml") -> None:
    cfg = yaml.safe_load(open(config, encoding="utf-8"))
    raw = pd.read_csv(cfg["data_file"], low_memory=False)
    base = clean(raw)
    for label, n in flowchart(base, cfg):
        print(f"{label:<28}{n:>6}")
    pop = base[eligible(base, cfg)]
    t1 = table1(pop)
    print(t1.to_string())
    out = Path("out")
    out.mkdir(exist_ok=True)
    t1.to_csv(out / "table1.csv")
    (out / "table1.md").write_text(t1.to_markdown(), encoding="utf-8")


if __name__ == "__main__":
    main(*sys.argv[1:])
