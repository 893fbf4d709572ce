"""Lead row -> model features. Must match what the model was trained on (see MODEL_FEATURES)."""
from __future__ import annotations

import numpy as np
import pandas as pd

MODEL_FEATURES = [
    "log_company_size",
    "pageviews_30d",
    "emails_opened_30d",
    "demo_requested",
    "lead_age_days",
    "days_since_last_touch",
    "industry_saas",
    "industry_ecommerce",
    "country_us",
]


def build(df: pd.DataFrame, now: pd.Timestamp | None = None) -> pd.DataFrame:
    now = now or pd.Timestamp.now(tz="UTC")
    out = pd.DataFrame(index=df.index)
    out["log_company_size"] = np.log1p(df["company_size"].fillna(1))
    out["pageviews_30d"] = df["pageviews_30d"].fillna(0)
    out["emails_opened_30d"] = df["emails_opened_30d"].fillna(0)
    out["demo_requested"] = df["demo_requested"].fillna(False).astype(int)
    out["lead_age_days"] = (now - df["created_at"]).dt.days
    out["days_since_last_touch"] = (now - df["last_activity_at"]).dt.days
    out["industry_saas"] = (df["industry"] == "saas").astype(int)
    out["industry_ecommerce"] = (df["industry"] == "ecommerce").astype(int)
    out["country_us"] = (df["country"] == "US").astype(int)
    return out[MODEL_FEATURES]
