"""Statistics for two-variant experiments."""
from __future__ import annotations

import numpy as np
import pandas as pd
from scipy import stats


def conversion_summary(users: pd.DataFrame) -> pd.DataFrame:
    g = users.groupby("variant", observed=True)["converted"]
    return pd.DataFrame({"users": g.size(), "conversions": g.sum(), "rate": g.mean()})


def two_proportion_test(users: pd.DataFrame, control: str = "control", treatment: str = "treatment",
                        alpha: float = 0.05) -> dict:
    s = conversion_summary(users)
    p1, n1 = s.loc[control, "rate"], s.loc[control, "users"]
    p2, n2 = s.loc[treatment, "rate"], s.loc[treatment, "users"]
    diff = p2 - p1
    se = np.sqrt(p1 * (1 - p1) / n1 + p2 * (1 - p2) / n2)
    z = diff / se
    half = stats.norm.ppf(1 - alpha / 2) * se
    return {"control_rate": p1, "treatment_rate": p2, "diff": diff, "lift": diff / p1,
            "ci_low": diff - half, "ci_high": diff + half, "p_value": 2 * stats.norm.sf(abs(z))}


def revenue_ttest(users: pd.DataFrame, control: str = "control", treatment: str = "treatment") -> dict:
    a = users.loc[users["variant"] == control, "revenue"]
    b = users.loc[users["variant"] == treatment, "revenue"]
    t, p = stats.ttest_ind(b, a, equal_var=False)
    return {"control_mean": a.mean(), "treatment_mean": b.mean(), "diff": b.mean() - a.mean(),
            "t": t, "p_value": p}


def srm_check(users: pd.DataFrame, expected: tuple[float, float] = (0.5, 0.5),
              control: str = "control", treatment: str = "treatment", threshold: float = 0.001) -> dict:
    """Chi-square test of the observed split against the planned one (sample ratio mismatch)."""
    counts = users["variant"].value_counts()
    observed = np.array([counts.get(control, 0), counts.get(treatment, 0)])
    exp = np.array(expected) / sum(expected) * observed.sum()
    chi2, p = stats.chisquare(observed, exp)
    return {"control": int(observed[0]), "treatment": int(observed[1]), "chi2": float(chi2),
            "p_value": float(p), "mismatch": bool(p < threshold)}


def cuped_adjust(users: pd.DataFrame, pre: pd.DataFrame, metric: str = "revenue",
                 covariate: str = "pre_revenue") -> pd.DataFrame:
    """Add `<metric>_cuped` = metric - theta * (covariate - mean(covariate)), theta = cov / var
    pooled over both variants. Users without pre-period data get covariate 0."""
    out = users.merge(pre[["user_id", covariate]], on="user_id", how="left", validate="one_to_one")
    out[covariate] = out[covariate].fillna(0.0)
    x, y = out[covariate], out[metric]
    var = x.var()
    theta = float(np.cov(x, y)[0, 1] / var) if var > 0 else 0.0
    out[f"{metric}_cuped"] = y - theta * (x - x.mean())
    out.attrs["cuped_theta"] = theta
    return out
