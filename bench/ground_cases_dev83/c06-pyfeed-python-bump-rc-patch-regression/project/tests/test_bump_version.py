import pytest

from bump_version import bump


def test_bump_major():
    assert bump("2.3.4", "major") == "3.0.0"


def test_bump_minor():
    assert bump("2.3.4", "minor") == "2.4.0"


def test_bump_patch():
    assert bump("2.3.0", "patch") == "2.3.1"


def test_rc_starts_next_minor():
    assert bump("2.3.1", "rc") == "2.4.0rc1"


def test_rc_increments():
    assert bump("2.4.0rc1", "rc") == "2.4.0rc2"


def test_patch_finalizes_rc():
    assert bump("2.4.0rc2", "patch") == "2.4.0"


def test_unknown_part():
    with pytest.raises(ValueError):
        bump("2.3.0", "micro")
