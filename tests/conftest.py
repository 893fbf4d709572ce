from __future__ import annotations

import atexit
import json
import os
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings

# In CI the property tests draw the same examples on every run: a submission's result does
# not depend on the draw. (Known divergence they can find when drawing freely: a code point
# assigned after tiktoken's Unicode tables, such as U+11B60, is a mark to the `regex`
# package's newer tables, so the pure pre-tokenizer splits it differently.)
settings.register_profile("ci", derandomize=True, database=None)
if os.environ.get("CI") == "true":
    settings.load_profile("ci")

# `hone` run as a subprocess keeps its compiled patterns in this run's own folder, not in
# the user's cache folder; the folder goes when the run ends
if "HONING_CACHE_DIR" not in os.environ:
    _CACHE = tempfile.mkdtemp(prefix="honing-test-cache-")
    os.environ["HONING_CACHE_DIR"] = _CACHE
    atexit.register(shutil.rmtree, _CACHE, ignore_errors=True)

SHARED = Path(__file__).resolve().parents[1].parent / "shared" / "data"

# the sample projects of the fixture sessions are data, whatever their own test files are called
collect_ignore_glob = ["fixtures/*"]


def shared_path(rel: str) -> Path:
    """A file or folder of ../shared/data. Outside CI a missing one skips; in CI it fails."""
    path = SHARED / rel
    if not path.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"shared data set missing in CI: {path}")
        pytest.skip(f"shared data set not present: {path}")
    return path


def shared_jsonl(rel: str) -> list[dict]:
    """Rows of a ../shared/data set (skipped outside CI when missing, failed in CI)."""
    path = shared_path(rel)
    return [json.loads(line) for line in path.read_text(encoding="utf-8").split("\n") if line.strip()]


def required_part(available: bool, what: str) -> None:
    """A part the project's set-up installs (scripts/services.sh): outside CI a missing
    one skips, in CI it fails."""
    if available:
        return
    if os.environ.get("CI") == "true":
        pytest.fail(f"{what} missing in CI (scripts/services.sh installs it)")
    pytest.skip(f"{what} not available here (scripts/services.sh installs it)")
