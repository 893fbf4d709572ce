"""Storage options for polars' object-store reader.

No keys here: credentials come from the default AWS chain (the pod's IRSA role in
production, your AWS_PROFILE locally).
"""
from __future__ import annotations

import boto3

from etl.config import Config


def storage_options(cfg: Config) -> dict[str, str]:
    session = boto3.Session(region_name=cfg.region)
    creds = session.get_credentials()
    if creds is None:
        raise RuntimeError("no AWS credentials found (IRSA role or AWS_PROFILE)")
    frozen = creds.get_frozen_credentials()
    opts = {
        "aws_region": cfg.region,
        "aws_access_key_id": frozen.access_key,
        "aws_secret_access_key": frozen.secret_key,
    }
    if frozen.token:
        opts["aws_session_token"] = frozen.token
    return opts


def whoami(cfg: Config) -> str:
    return boto3.client("sts", region_name=cfg.region).get_caller_identity()["Arn"]
