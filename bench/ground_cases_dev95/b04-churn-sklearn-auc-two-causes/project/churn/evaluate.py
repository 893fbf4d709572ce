"""Metrics for a fitted churn model on held-out data."""
from __future__ import annotations

import numpy as np
import pandas as pd
from sklearn.metrics import average_precision_score, confusion_matrix, roc_auc_score

from churn import config


def evaluate(model, X: pd.DataFrame, y: pd.Series, threshold: float = config.CALL_THRESHOLD) -> dict:
    """AUC on probabilities, plus the confusion matrix at the call-list threshold."""
    proba = model.predict_proba(X)[:, 1]
    predicted = (proba >= threshold).astype(int)
    tn, fp, fn, tp = confusion_matrix(y, predicted, labels=[0, 1]).ravel()
    return {
        "roc_auc": round(float(roc_auc_score(y, proba)), 4),
        "pr_auc": round(float(average_precision_score(y, proba)), 4),
        "base_rate": round(float(np.mean(y)), 4),
        "threshold": threshold,
        "precision": round(tp / (tp + fp), 4) if tp + fp else 0.0,
        "recall": round(tp / (tp + fn), 4) if tp + fn else 0.0,
        "call_list_share": round(float(predicted.mean()), 4),
        "n_test": int(len(y)),
        "positives": int(np.sum(y)),
    }


def lift_at(proba: np.ndarray, y: np.ndarray, share: float = 0.1) -> float:
    """Churn rate among the top `share` of scores divided by the overall churn rate."""
    order = np.argsort(-proba)
    top = order[: max(1, int(len(order) * share))]
    base = y.mean()
    return float(y[top].mean() / base) if base else 0.0
