"""Cross-validated AUC of the model.

    python -m src.evaluate
"""
from __future__ import annotations

import numpy as np
from sklearn.metrics import roc_auc_score
from sklearn.model_selection import StratifiedKFold

from src.data import load_config, load_dataset
from src.features import add_ratio_features, apply_target_encoding, fit_target_encoding
from src.pipeline import feature_columns, make_model


def encode_fold(train, valid, cfg: dict):
    """Fit the target encoding on the training rows only and apply it to both sides."""
    train, valid = train.copy(), valid.copy()
    for col in cfg["categorical"]:
        mapping, prior = fit_target_encoding(train, col, cfg["target"])
        train[f"{col}_te"] = apply_target_encoding(train, col, mapping, prior)
        valid[f"{col}_te"] = apply_target_encoding(valid, col, mapping, prior)
    return train, valid


def cross_validate(cfg: dict) -> list[float]:
    df = load_dataset(cfg["data_path"])
    df = add_ratio_features(df)
    y = df[cfg["target"]]
    skf = StratifiedKFold(n_splits=cfg["n_splits"], shuffle=True, random_state=cfg["seed"])
    scores = []
    for fold, (tr, va) in enumerate(skf.split(df, y), start=1):
        train, valid = encode_fold(df.iloc[tr], df.iloc[va], cfg)
        model = make_model(cfg)
        model.fit(train[feature_columns(cfg)], train[cfg["target"]])
        scores.append(roc_auc_score(valid[cfg["target"]], model.predict_proba(valid[feature_columns(cfg)])[:, 1]))
        print(f"fold {fold}: AUC {scores[-1]:.3f}")
    return scores


def main() -> None:
    scores = cross_validate(load_config())
    print(f"CV AUC {np.mean(scores):.3f} +/- {np.std(scores):.3f}")


if __name__ == "__main__":
    main()
