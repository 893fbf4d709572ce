"""Metrics and a readable summary of the fitted model."""
from __future__ import annotations

import numpy as np
import pandas as pd
from sklearn.metrics import average_precision_score, roc_auc_score


def _coefficients(model) -> np.ndarray:
    clf = model[-1] if hasattr(model, "steps") else model
    return clf.coef_[0]


def coefficients_frame(model, features: list[str]) -> pd.DataFrame:
    coef = _coefficients(model)
    df = pd.DataFrame({"feature": features, "coef": coef, "abs_coef": np.abs(coef)})
    return df.sort_values("abs_coef", ascending=False).reset_index(drop=True)


def report(model, X_te, y_te, features: list[str]) -> dict[str, float]:
    proba = model.predict_proba(X_te)[:, 1]
    scores = {
        "auc": roc_auc_score(y_te, proba),
        "pr_auc": average_precision_score(y_te, proba),
        "positive_rate": float(np.mean(y_te)),
    }
    print(f"AUC {scores['auc']:.3f}  PR-AUC {scores['pr_auc']:.3f}  positives {scores['positive_rate']:.1%}")
    coef = _coefficients(model)
    order = np.argsort(-np.abs(coef))
    print("top features:")
    for i in order[:6]:
        print(f"  {features[i]:<18} {coef[i]:+.3f}")
    return scores
