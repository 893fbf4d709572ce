from __future__ import annotations

from functools import lru_cache

import joblib
import numpy as np
import pandas as pd

from leadscore.config import MODEL_PATH


@lru_cache(maxsize=1)
def load_model():
    return joblib.load(MODEL_PATH)


def score(features: pd.DataFrame) -> list[float | None]:
    """Probability of conversion per row; None where a feature is missing.

    The model has no imputer (it was trained on complete rows only), so incomplete rows are
    not scored rather than scored on made-up values.
    """
    model = load_model()
    complete = ~features.isna().any(axis=1)
    out: list[float | None] = [None] * len(features)
    if complete.any():
        probs = model.predict_proba(features[complete].to_numpy())[:, 1]
        for pos, p in zip(np.flatnonzero(complete.to_numpy()), probs):
            out[pos] = round(float(p), 4)
    return out
