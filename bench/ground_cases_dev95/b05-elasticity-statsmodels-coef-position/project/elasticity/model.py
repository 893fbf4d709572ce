"""Per-SKU price elasticity: log-log OLS with promo and day-of-week controls."""
from __future__ import annotations

import numpy as np
import pandas as pd
import statsmodels.api as sm

MIN_OBS = 60
MODEL_COLUMNS = ["category", "promo", "log_price", "log_units", "dow"]


def _design(g: pd.DataFrame) -> np.ndarray:
    """Intercept, promo, log_price, then day-of-week dummies (Monday is the baseline):
    the same columns as the old formula "log_units ~ log_price + promo + C(dow)"."""
    dow = np.eye(7)[g["dow"].to_numpy()][:, 1:]
    return np.column_stack([np.ones(len(g)), g["promo"].to_numpy(float), g["log_price"].to_numpy(), dow])


def _fit_one(g: pd.DataFrame) -> pd.Series:
    res = sm.OLS(g["log_units"].to_numpy(), _design(g)).fit(cov_type="HC3")
    coef, se = res.params[1], res.bse[1]
    return pd.Series({"category": g["category"].iloc[0], "elasticity": coef, "se": se,
                      "n": int(res.nobs), "r2": res.rsquared})


def fit_elasticities(df: pd.DataFrame, min_obs: int = MIN_OBS) -> pd.DataFrame:
    """One row per SKU with enough days: elasticity (the log_price coefficient),
    its HC3 standard error, the number of days and R squared."""
    sizes = df.groupby("sku")["sku"].transform("size")
    eligible = df[sizes >= min_obs]
    out = eligible.groupby("sku", sort=False)[MODEL_COLUMNS].apply(_fit_one)
    return out.reset_index().astype({"n": int})


def with_ci(est: pd.DataFrame, z: float = 1.96) -> pd.DataFrame:
    out = est.copy()
    out["ci_low"] = out["elasticity"] - z * out["se"]
    out["ci_high"] = out["elasticity"] + z * out["se"]
    return out


def category_summary(est: pd.DataFrame) -> pd.DataFrame:
    """Inverse-variance weighted mean elasticity per category."""
    w = 1 / est["se"] ** 2
    grouped = est.assign(w=w, wx=w * est["elasticity"]).groupby("category")
    out = pd.DataFrame({"elasticity": grouped["wx"].sum() / grouped["w"].sum(), "skus": grouped.size()})
    out["se"] = np.sqrt(1 / grouped["w"].sum())
    return out.reset_index()
