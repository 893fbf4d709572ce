"""Train the churn model: python -m churn.train"""
from __future__ import annotations

import json
from pathlib import Path

import joblib
import yaml
from sklearn.compose import ColumnTransformer
from sklearn.linear_model import LogisticRegression
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import OneHotEncoder, StandardScaler

from churn import data, evaluate
from churn.features import build_features, feature_columns

OUT = Path("models")
REPORTS = Path("reports")


def make_pipeline(params: dict) -> Pipeline:
    numeric, categorical = feature_columns()
    pre = ColumnTransformer([
        ("num", StandardScaler(), numeric),
        ("cat", OneHotEncoder(handle_unknown="ignore"), categorical),
    ])
    model = LogisticRegression(C=params["model"]["C"], max_iter=params["model"]["max_iter"])
    return Pipeline([("pre", pre), ("model", model)])


def main() -> int:
    params = yaml.safe_load(Path("params.yaml").read_text())
    df = build_features(data.load())
    train, test = data.split(df, **params["split"])
    y_train, y_test = train[data.TARGET], test[data.TARGET]

    pipe = make_pipeline(params).fit(train, y_train)

    scores = evaluate.report(y_test, pipe.predict_proba(test)[:, 1])
    scores["train_auc"] = evaluate.auc(y_train, pipe.predict_proba(train)[:, 1])
    OUT.mkdir(exist_ok=True)
    joblib.dump(pipe, OUT / "churn.joblib")
    (OUT / "metrics.json").write_text(json.dumps(scores, indent=2))
    REPORTS.mkdir(exist_ok=True)
    test_scores = pipe.predict_proba(test)[:, 1]
    evaluate.plot_roc(y_test, test_scores, REPORTS / "roc.png")
    evaluate.plot_calibration(y_test, test_scores, REPORTS / "calibration.png")
    print(" | ".join(f"{k} {v:.3f}" for k, v in scores.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
