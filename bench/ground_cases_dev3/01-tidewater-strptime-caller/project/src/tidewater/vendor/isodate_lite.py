"""Vendored from isodate-lite 0.3 (MIT). Do not edit."""
from datetime import datetime


def parse_iso(text):
    return datetime.strptime(text, "%Y-%m-%dT%H:%M:%S")
