"""Helpers that paper over differences between library versions."""
from __future__ import annotations

import importlib.metadata
from packaging.version import Version

import sqlalchemy


def package_version(name: str) -> str:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return "0"


def sqlalchemy_is_2() -> bool:
    return Version(sqlalchemy.__version__) >= Version("2.0")


def redis_supports_lmpop() -> bool:
    return Version(package_version("redis")) >= Version("4.4")


def feature_flags() -> dict[str, bool]:
    return {
        "sa2": sqlalchemy_is_2(),
        "lmpop": redis_supports_lmpop(),
    }


def describe() -> str:
    flags = feature_flags()
    return ", ".join(f"{k}={'on' if v else 'off'}" for k, v in sorted(flags.items()))
