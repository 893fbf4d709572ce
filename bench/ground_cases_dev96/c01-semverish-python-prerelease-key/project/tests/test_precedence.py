"""The precedence examples of semver.org section 11, as a chain."""
import pytest

from semverish import Version

CHAIN = [
    "1.0.0-alpha",
    "1.0.0-alpha.1",
    "1.0.0-alpha.beta",
    "1.0.0-beta",
    "1.0.0-beta.2",
    "1.0.0-beta.11",
    "1.0.0-rc.1",
    "1.0.0",
    "2.0.0",
    "2.1.0",
    "2.1.1",
]


def test_spec_precedence_chain():
    versions = [Version.parse(v) for v in CHAIN]
    assert sorted(reversed(versions)) == versions


@pytest.mark.parametrize("low, high", list(zip(CHAIN, CHAIN[1:])))
def test_neighbours(low, high):
    assert Version.parse(low) < Version.parse(high)
    assert not Version.parse(high) < Version.parse(low)


def test_equal_versions_compare_equal():
    assert Version.parse("1.0.0-rc.1") == Version.parse("1.0.0-rc.1")
    assert not Version.parse("1.0.0-rc.1") < Version.parse("1.0.0-rc.1")
