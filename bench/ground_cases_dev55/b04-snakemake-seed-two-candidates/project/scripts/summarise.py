"""Mean and spread of ARI over replicates for each k; Fig. S4."""
import re
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

rows = []
for path in snakemake.input:
    m = re.search(r"rep(\d+)_k(\d+)", path)
    ari = float(Path(path).read_text().strip().splitlines()[-1].split("\t")[1])
    rows.append({"rep": int(m.group(1)), "k": int(m.group(2)), "ari": ari})
df = pd.DataFrame(rows)

summary = df.groupby("k")["ari"].agg(["mean", "std", "min", "max"]).reset_index()
summary.to_csv(snakemake.output.table, sep="\t", index=False, float_format="%.4f")
print(summary.to_string(index=False, float_format=lambda v: f"{v:.4f}"))

fig, ax = plt.subplots(figsize=(3.4, 2.4))
ax.errorbar(summary["k"], summary["mean"], yerr=summary["std"], fmt="o-", ms=3, capsize=2)
ax.set_xlabel("k (k-means clusters)")
ax.set_ylabel("ARI vs. reference")
ax.set_ylim(0, 1)
Path(snakemake.output.fig).parent.mkdir(parents=True, exist_ok=True)
fig.savefig(snakemake.output.fig, bbox_inches="tight")
