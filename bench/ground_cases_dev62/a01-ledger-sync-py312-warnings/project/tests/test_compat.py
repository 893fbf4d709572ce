import pytest

from ledgersync.compat import env_flag


@pytest.mark.parametrize("raw,expected", [("1", True), ("yes", True), ("off", False), ("", False)])
def test_env_flag(monkeypatch, raw, expected):
    monkeypatch.setenv("X_FLAG", raw)
    assert env_flag("X_FLAG") is expected


def test_env_flag_bad(monkeypatch):
    monkeypatch.setenv("X_FLAG", "maybe")
    with pytest.raises(ValueError):
        env_flag("X_FLAG")
