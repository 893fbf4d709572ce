"""Metrics and charts for a scored test set."""
from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
from sklearn.calibration import calibration_curve  # noqa: E402
from sklearn.metrics import average_precision_score, brier_score_loss, roc_auc_score, roc_curve  # noqa: E402


def auc(y_true, y_score) -> float:
    return float(roc_auc_score(y_true, y_score))


def report(y_true, y_score) -> dict:
    return {
        "test_auc": auc(y_true, y_score),
        "pr_auc": float(average_precision_score(y_true, y_score)),
        "brier": float(brier_score_loss(y_true, y_score)),
        "base_rate": float(np.mean(y_true)),
    }


def plot_roc(y_true, y_score, path: Path) -> Path:
    fpr, tpr, _ = roc_curve(y_true, y_score)
    fig, ax = plt.subplots(figsize=(5, 5))
    ax.plot(fpr, tpr, label=f"AUC {auc(y_true, y_score):.3f}")
    ax.plot([0, 1], [0, 1], linestyle="--", color="grey")
    ax.set_xlabel("False positive rate")
    ax.set_ylabel("True positive rate")
    ax.legend(loc="lower right")
    fig.savefig(path, dpi=120, bbox_inches="tight")
    plt.close(fig)
    return path


def plot_calibration(y_true, y_score, path: Path, n_bins: int = 10) -> Path:
    """Reliability diagram: mean predicted probability vs observed churn rate per bin."""
    observed, predicted = calibration_curve(y_true, y_score, n_bins=n_bins, strategy="quantile")
    fig, ax = plt.subplots(figsize=(5, 5))
    ax.plot(predicted, observed, marker="o", label="model")
    ax.plot([0, 1], [0, 1], linestyle="--", color="grey", label="perfect")
    ax.set_xlabel("Mean predicted probability")
    ax.set_ylabel("Observed churn rate")
    ax.set_title(f"Calibration (Brier {brier_score_loss(y_true, y_score):.3f})")
    ax.legend(loc="upper left")
    fig.savefig(path, dpi=120, bbox_inches="tight")
    plt.close(fig)
    return path
