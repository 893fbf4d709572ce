"""Train the churn model. Exported from notebooks/02_model.ipynb and cleaned up."""
from __future__ import annotations

import argparse
import json
from pathlib import Path

import joblib
import pandas as pd
from sklearn.ensemble import HistGradientBoostingClassifier
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score
from sklearn.model_selection import cross_val_score, train_test_split
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import StandardScaler

from churn.config import ARTIFACT_DIR, FEATURES, RANDOM_STATE, TARGET
from churn.features import build_features, plan_rates


def load(path: Path) -> pd.DataFrame:
    df = pd.read_parquet(path)
    df = df[df["signup_date"] < df["snapshot_date"]]
    return df.reset_index(drop=True)


def make_model(kind: str) -> Pipeline:
    """Scaler + classifier, so scaling is fitted on the training rows only (also inside CV folds)."""
    if kind == "hgb":
        clf = HistGradientBoostingClassifier(max_iter=300, learning_rate=0.05, random_state=RANDOM_STATE)
    else:
        clf = LogisticRegression(max_iter=2000, C=0.5, class_weight="balanced")
    return Pipeline([("scale", StandardScaler()), ("clf", clf)])


def save(model: Pipeline, df: pd.DataFrame) -> None:
    ARTIFACT_DIR.mkdir(exist_ok=True)
    joblib.dump(model, ARTIFACT_DIR / "model.joblib")
    (ARTIFACT_DIR / "plan_rates.json").write_text(json.dumps(plan_rates(df), indent=2))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", type=Path, default=Path("data/customers.parquet"))
    parser.add_argument("--model", choices=["logreg", "hgb"], default="logreg")
    args = parser.parse_args()

    df = load(args.data)
    X = build_features(df)[FEATURES]
    y = df[TARGET].to_numpy()

    X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.2, random_state=RANDOM_STATE)

    model = make_model(args.model)
    cv = cross_val_score(model, X_train, y_train, cv=5, scoring="roc_auc")
    model.fit(X_train, y_train)
    auc = roc_auc_score(y_test, model.predict_proba(X_test)[:, 1])
    print(f"rows {len(df)}  churn rate {y.mean():.3f}")
    print(f"cv auc {cv.mean():.3f} +/- {cv.std():.3f}")
    print(f"holdout auc {auc:.3f}")
    save(model, df)


if __name__ == "__main__":
    main()
