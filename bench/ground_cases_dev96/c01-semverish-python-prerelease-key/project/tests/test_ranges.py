import pytest

from semverish import InvalidRange, Range, Version, max_satisfying, satisfies


@pytest.mark.parametrize("version, spec, expected", [
    ("1.4.2", "^1.2", True),
    ("2.0.0", "^1.2", False),
    ("0.2.5", "^0.2.3", True),
    ("0.3.0", "^0.2.3", False),
    ("0.0.3", "^0.0.3", True),
    ("0.0.4", "^0.0.3", False),
    ("0.0.9", "^0.0", True),
    ("0.1.0", "^0.0", False),
    ("1.2.9", "~1.2.3", True),
    ("1.3.0", "~1.2.3", False),
    ("1.9.0", "~1", True),
    ("1.5.0", ">=1.0.0 <2.0.0", True),
    ("1.2.7", "1.2.x", True),
    ("3.0.0", "1.x || >=3", True),
    ("7.1.0", "*", True),
])
def test_satisfies(version, spec, expected):
    assert satisfies(version, spec) is expected


def test_prerelease_needs_opt_in():
    assert not satisfies("2.0.0-beta.1", ">=1.0.0")
    assert satisfies("2.0.0-beta.1", ">=1.0.0", include_prerelease=True)


def test_max_satisfying():
    assert max_satisfying(["1.2.0", "1.9.3", "2.0.0"], "^1.0") == "1.9.3"
    assert max_satisfying(["0.1.0"], "^1.0") is None


@pytest.mark.parametrize("spec", ["^", "1.2 || ", ">=banana"])
def test_bad_ranges(spec):
    with pytest.raises(InvalidRange):
        Range(spec)


def test_contains_operator():
    assert Version.parse("1.2.3") in Range("^1")
