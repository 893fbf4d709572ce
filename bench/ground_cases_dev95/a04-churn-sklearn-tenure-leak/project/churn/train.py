"""python -m churn.train  -> models/churn.joblib, models/metrics.json"""
from __future__ import annotations

import json
import os
from pathlib import Path

import joblib
from sklearn.compose import ColumnTransformer
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import train_test_split
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import OneHotEncoder, StandardScaler

from churn.data import load, snapshot_of
from churn.evaluate import evaluate
from churn.features import CATEGORICAL, NUMERIC, build_features

MODELS = Path("models")
SEED = int(os.environ.get("CHURN_SEED", "7"))


def make_pipeline() -> Pipeline:
    pre = ColumnTransformer([
        ("num", StandardScaler(), NUMERIC),
        ("cat", OneHotEncoder(handle_unknown="ignore"), CATEGORICAL),
    ])
    model = LogisticRegression(max_iter=2000, class_weight="balanced")
    return Pipeline([("pre", pre), ("model", model)])


def main() -> None:
    df = load()
    X, y = build_features(df, snapshot_of(df))
    X_train, X_test, y_train, y_test = train_test_split(
        X, y, test_size=0.25, stratify=y, random_state=SEED
    )
    pipe = make_pipeline().fit(X_train, y_train)
    metrics = evaluate(pipe, X_test, y_test)
    MODELS.mkdir(exist_ok=True)
    joblib.dump(pipe, MODELS / "churn.joblib")
    (MODELS / "metrics.json").write_text(json.dumps(metrics, indent=2))
    print(f"ROC AUC (test): {metrics['roc_auc']:.3f}  PR AUC: {metrics['pr_auc']:.3f}  n_test={len(y_test)}")


if __name__ == "__main__":
    main()
