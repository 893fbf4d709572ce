"""python -m churn.train: fit the churn model and save it to artifacts/."""
from __future__ import annotations

import joblib
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import train_test_split
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import StandardScaler

from churn.config import ARTIFACTS, FEATURES, MODEL_PARAMS, RANDOM_STATE, TEST_SIZE
from churn.evaluate import coefficients_frame, report
from churn.features import build_dataset


def main() -> None:
    df = build_dataset()
    X = df[FEATURES].fillna(0.0)
    y = df["churned"]

    X_tr, X_te, y_tr, y_te = train_test_split(
        X, y, test_size=TEST_SIZE, stratify=y, random_state=RANDOM_STATE)

    # scaler inside the pipeline: fitted on the training split only
    model = Pipeline([("scale", StandardScaler()), ("clf", LogisticRegression(**MODEL_PARAMS))])
    model.fit(X_tr, y_tr)
    report(model, X_te, y_te, FEATURES)

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    joblib.dump({"model": model, "features": FEATURES}, ARTIFACTS / "churn.joblib")
    coefficients_frame(model, FEATURES).to_csv(ARTIFACTS / "coefficients.csv", index=False)
    print("saved", ARTIFACTS / "churn.joblib")


if __name__ == "__main__":
    main()
