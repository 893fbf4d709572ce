import json

from tidewatch.config import DEFAULTS, load_config


def test_defaults_when_no_file(tmp_path):
    assert load_config(tmp_path / "missing.json") == DEFAULTS


def test_file_overrides_defaults(tmp_path):
    f = tmp_path / "config.json"
    f.write_text(json.dumps({"station": "BRST01", "units": "ft"}))
    cfg = load_config(f)
    assert cfg["station"] == "BRST01"
    assert cfg["units"] == "ft"
    assert cfg["timeout"] == 10.0


def test_env_overrides_file(tmp_path, monkeypatch):
    f = tmp_path / "config.json"
    f.write_text(json.dumps({"station": "BRST01"}))
    monkeypatch.setenv("TIDEWATCH_STATION", "PLYM02")
    monkeypatch.setenv("TIDEWATCH_TIMEOUT", "2.5")
    cfg = load_config(f)
    assert cfg["station"] == "PLYM02"
    assert cfg["timeout"] == 2.5


def test_unknown_keys_are_kept(tmp_path):
    f = tmp_path / "config.json"
    f.write_text(json.dumps({"colour": "blue"}))
    assert load_config(f)["colour"] == "blue"
