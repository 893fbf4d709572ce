"""The model and the columns it is trained on."""
from __future__ import annotations

from sklearn.ensemble import HistGradientBoostingClassifier
from sklearn.impute import SimpleImputer
from sklearn.pipeline import Pipeline

RATIO_FEATURES = ["debt_to_income", "utilization", "income_per_dependent"]


def feature_columns(cfg: dict) -> list[str]:
    return cfg["numeric"] + RATIO_FEATURES + [f"{c}_te" for c in cfg["categorical"]]


def make_model(cfg: dict) -> Pipeline:
    params = cfg["model"]
    return Pipeline([
        ("impute", SimpleImputer(strategy="median")),
        ("clf", HistGradientBoostingClassifier(
            max_iter=params["max_iter"],
            learning_rate=params["learning_rate"],
            max_leaf_nodes=params["max_leaf_nodes"],
            random_state=cfg["seed"],
        )),
    ])
