"""Metrics and plots for a fitted churn pipeline."""
from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
from sklearn.calibration import calibration_curve
from sklearn.metrics import average_precision_score, brier_score_loss, roc_auc_score, roc_curve

REPORTS = Path("reports")


def evaluate(pipe, X_test, y_test) -> dict[str, float]:
    proba = pipe.predict_proba(X_test)[:, 1]
    metrics = {
        "roc_auc": float(roc_auc_score(y_test, proba)),
        "pr_auc": float(average_precision_score(y_test, proba)),
        "base_rate": float(y_test.mean()),
        "brier": float(brier_score_loss(y_test, proba)),
    }
    REPORTS.mkdir(exist_ok=True)
    plot_roc(y_test, proba, REPORTS / "roc.png")
    plot_calibration(y_test, proba, REPORTS / "calibration.png")
    return metrics


def plot_roc(y_true, proba, path: Path) -> None:
    fpr, tpr, _ = roc_curve(y_true, proba)
    fig, ax = plt.subplots(figsize=(5, 5))
    ax.plot(fpr, tpr, label=f"AUC {roc_auc_score(y_true, proba):.3f}")
    ax.plot([0, 1], [0, 1], linestyle="--", color="grey")
    ax.set_xlabel("false positive rate")
    ax.set_ylabel("true positive rate")
    ax.legend(loc="lower right")
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def plot_calibration(y_true, proba, path: Path, bins: int = 10) -> None:
    """Observed churn rate per bin of predicted probability (quantile bins, so every
    point has the same number of customers)."""
    observed, predicted = calibration_curve(y_true, proba, n_bins=bins, strategy="quantile")
    fig, ax = plt.subplots(figsize=(5, 5))
    ax.plot(predicted, observed, marker="o", label=f"Brier {brier_score_loss(y_true, proba):.3f}")
    ax.plot([0, 1], [0, 1], linestyle="--", color="grey", label="perfectly calibrated")
    ax.set_xlabel("predicted churn probability")
    ax.set_ylabel("observed churn rate")
    ax.legend(loc="upper left")
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
