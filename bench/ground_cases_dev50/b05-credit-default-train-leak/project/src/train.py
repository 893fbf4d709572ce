"""Train the production model and report the holdout AUC.

    python -m src.train
"""
from __future__ import annotations

from pathlib import Path

import joblib
from sklearn.metrics import roc_auc_score
from sklearn.model_selection import train_test_split

from src.data import load_config, load_dataset
from src.features import add_ratio_features, apply_target_encoding, fit_target_encoding
from src.pipeline import feature_columns, make_model


def main() -> None:
    cfg = load_config()
    df = load_dataset(cfg["data_path"])
    df = add_ratio_features(df)
    encoders = {col: fit_target_encoding(df, col, cfg["target"]) for col in cfg["categorical"]}
    for col, (mapping, prior) in encoders.items():
        df[f"{col}_te"] = apply_target_encoding(df, col, mapping, prior)
    X, y = df[feature_columns(cfg)], df[cfg["target"]]
    X_tr, X_ho, y_tr, y_ho = train_test_split(
        X, y, test_size=cfg["holdout_fraction"], stratify=y, random_state=cfg["seed"]
    )
    model = make_model(cfg)
    model.fit(X_tr, y_tr)
    auc = roc_auc_score(y_ho, model.predict_proba(X_ho)[:, 1])
    print(f"holdout AUC {auc:.3f} (n={len(y_ho)})")
    Path(cfg["model_out"]).parent.mkdir(parents=True, exist_ok=True)
    joblib.dump({"model": model, "encoders": encoders, "features": feature_columns(cfg)}, cfg["model_out"])
    print(f"saved {cfg['model_out']}")


if __name__ == "__main__":
    main()
