import importlib.util
from pathlib import Path

spec = importlib.util.spec_from_file_location("bump_version", Path(__file__).parent.parent / "scripts" / "bump_version.py")
bump_version = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bump_version)


def test_patch():
    assert bump_version.bump((0, 8, 3), "patch") == "0.8.4"


def test_major_resets_the_rest():
    assert bump_version.bump((0, 8, 3), "major") == "1.0.0"
