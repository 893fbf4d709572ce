import pytest

from semverish import InvalidVersion, Version


def test_parse_core():
    v = Version.parse("1.4.2")
    assert (v.major, v.minor, v.patch, v.prerelease) == (1, 4, 2, ())


def test_parse_prerelease():
    assert Version.parse("1.0.0-rc.1").prerelease == ("rc", "1")


@pytest.mark.parametrize("text", ["1.2", "01.2.3", "1.2.3-", "v1.2.3", "1.2.3-rc..1"])
def test_parse_rejects(text):
    with pytest.raises(InvalidVersion):
        Version.parse(text)


def test_parse_build_metadata():
    v = Version.parse("1.0.0-rc.1+build.5")
    assert v.prerelease == ("rc", "1")
    assert v.build == ("build", "5")
    assert str(v) == "1.0.0-rc.1+build.5"


def test_build_metadata_ignored_in_precedence():
    assert Version.parse("1.0.0+linux") == Version.parse("1.0.0+darwin")


def test_prerelease_before_release():
    assert Version.parse("1.0.0-alpha") < Version.parse("1.0.0")


def test_prerelease_order():
    assert Version.parse("1.0.0-rc.1") < Version.parse("1.0.0-rc.2")
    assert Version.parse("1.0.0-alpha") < Version.parse("1.0.0-beta")


def test_hashable():
    versions = {Version.parse("1.0.0"), Version.parse("1.0.0+build.1"), Version.parse("1.0.1")}
    assert len(versions) == 2
    assert {Version.parse("2.0.0"): "x"}[Version.parse("2.0.0")] == "x"


def test_frozen():
    with pytest.raises(AttributeError):
        Version.parse("1.0.0").major = 2


def test_str_round_trip():
    for text in ["0.0.1", "1.2.3-alpha.7", "10.20.30"]:
        assert str(Version.parse(text)) == text


def test_bump_resets_lower_parts():
    v = Version.parse("1.4.2-rc.1")
    assert str(v.bump("major")) == "2.0.0"
    assert str(v.bump("minor")) == "1.5.0"
    assert str(v.bump("patch")) == "1.4.3"
