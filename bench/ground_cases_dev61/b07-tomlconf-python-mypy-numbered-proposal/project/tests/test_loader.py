import json

from tomlconf.loader import load, load_many


def test_load_toml(tmp_path):
    p = tmp_path / "a.toml"
    p.write_text('[db]\nhost = "x"\nport = 5432\n')
    assert load(str(p)) == {"db": {"host": "x", "port": 5432}}


def test_load_json(tmp_path):
    p = tmp_path / "a.json"
    p.write_text(json.dumps({"debug": True}))
    assert load(str(p)) == {"debug": True}


def test_merge_later_wins(tmp_path):
    a = tmp_path / "a.toml"
    b = tmp_path / "b.toml"
    a.write_text('[db]\nhost = "x"\nport = 1\n')
    b.write_text('[db]\nport = 2\n')
    assert load_many(str(a), str(b)) == {"db": {"host": "x", "port": 2}}


def test_env_override(tmp_path, monkeypatch):
    p = tmp_path / "a.toml"
    p.write_text('[db]\nport = 1\n')
    monkeypatch.setenv("APP_DB__PORT", "7")
    assert load(str(p), env_prefix="APP") == {"db": {"port": 7}}
