"""Statistics reported in the paper (Figs. 3-5 and Table 1)."""
from __future__ import annotations

import numpy as np
import pandas as pd
from scipy import stats


def summarize(df: pd.DataFrame, value: str, by: list[str]) -> pd.DataFrame:
    """Mean, SEM, SD and n of `value` per group (one row per animal-level group)."""
    g = df.groupby(by)[value]
    out = g.agg(["mean", "count"]).rename(columns={"count": "n"})
    out["sem"] = g.sem()
    out["sd"] = g.std(ddof=1)
    return out.reset_index()


def compare_conditions(df: pd.DataFrame, metric: str) -> dict:
    """Stationary vs running, paired per cell (Fig. 3b, Fig. 4)."""
    wide = df.pivot_table(index="cell_id", columns="state", values=metric).dropna()
    x, y = wide["running"].to_numpy(), wide["stationary"].to_numpy()
    res = stats.wilcoxon(x, y, alternative="greater")
    return {"metric": metric, "n": len(wide), "statistic": float(res.statistic),
            "p": float(res.pvalue), "median_diff": float(np.median(x - y))}


def compare_genotypes(df: pd.DataFrame, metric: str) -> dict:
    """SST-Cre vs VIP-Cre cells, unpaired (Fig. 5)."""
    a = df.loc[df["genotype"] == "SST", metric].dropna().to_numpy()
    b = df.loc[df["genotype"] == "VIP", metric].dropna().to_numpy()
    res = stats.mannwhitneyu(a, b, alternative="two-sided")
    return {"metric": metric, "n_sst": len(a), "n_vip": len(b),
            "U": float(res.statistic), "p": float(res.pvalue)}


def osi(responses: np.ndarray, orientations_deg: np.ndarray) -> float:
    """Orientation selectivity index as 1 - circular variance on the doubled angle."""
    theta = np.deg2rad(orientations_deg) * 2
    r = np.clip(responses, 0, None)
    if r.sum() == 0:
        return 0.0
    return float(np.abs(np.sum(r * np.exp(1j * theta))) / r.sum())


def holm(pvalues: list[float]) -> list[float]:
    """Holm-Bonferroni adjusted p-values, same order as given."""
    p = np.asarray(pvalues, dtype=float)
    order = np.argsort(p)
    adj = np.empty_like(p)
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, (len(p) - rank) * p[i])
        adj[i] = min(running, 1.0)
    return adj.tolist()
