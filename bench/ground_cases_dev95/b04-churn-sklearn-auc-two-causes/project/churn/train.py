"""Train the churn model: python -m churn.train [data.parquet] [model_dir]"""
from __future__ import annotations

import argparse
import json
from pathlib import Path

import joblib
import pandas as pd
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import train_test_split
from sklearn.pipeline import Pipeline

from churn import config
from churn.evaluate import evaluate
from churn.features import FEATURES, build_preprocessor, check_columns, clean


def split(df: pd.DataFrame) -> tuple[pd.DataFrame, pd.DataFrame]:
    return train_test_split(df, test_size=config.TEST_SIZE, random_state=config.SEED)


def train(df: pd.DataFrame) -> tuple[Pipeline, dict]:
    train_df, test_df = split(df)
    pipe = Pipeline([
        ("prep", build_preprocessor()),
        ("clf", LogisticRegression(**config.MODEL_PARAMS)),
    ])
    pipe.fit(train_df[FEATURES], train_df[config.TARGET])
    return pipe, evaluate(pipe, test_df[FEATURES], test_df[config.TARGET])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="churn model training")
    parser.add_argument("data", type=Path, nargs="?", default=config.DEFAULT_DATA)
    parser.add_argument("model_dir", type=Path, nargs="?", default=config.DEFAULT_MODEL_DIR)
    args = parser.parse_args(argv)
    df = pd.read_parquet(args.data)
    check_columns(df)
    df = clean(df)
    pipe, metrics = train(df)
    args.model_dir.mkdir(parents=True, exist_ok=True)
    stem = f"churn-{config.MODEL_VERSION}"
    joblib.dump(pipe, args.model_dir / f"{stem}.joblib")
    (args.model_dir / f"{stem}.metrics.json").write_text(json.dumps({**metrics, "version": config.MODEL_VERSION}, indent=2))
    print(json.dumps(metrics, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
