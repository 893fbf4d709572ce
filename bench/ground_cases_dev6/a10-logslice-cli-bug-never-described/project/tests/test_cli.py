import json

from click.testing import CliRunner

from logslice.cli import main

LOG = "\n".join(json.dumps(r) for r in [
    {"ts": "2025-03-04T11:00:00Z", "level": "info", "msg": "started", "pid": 7},
    {"ts": "2025-03-04T11:30:00Z", "level": "warn", "msg": "upstream timeout", "pid": 7},
    {"ts": "2025-03-04T11:45:00Z", "level": "error", "msg": "giving up", "pid": 7},
]) + "\n"


def run(*args):
    return CliRunner().invoke(main, ["filter", "-", *args], input=LOG)


def test_level_and_grep():
    out = run("--level", "warn", "--grep", "TIMEOUT").output.splitlines()
    assert [json.loads(line)["msg"] for line in out] == ["upstream timeout"]


def test_since_iso():
    out = run("--since", "2025-03-04T11:40:00Z").output.splitlines()
    assert [json.loads(line)["level"] for line in out] == ["error"]


def test_fields_keeps_only_listed_keys_in_order():
    out = run("--level", "error", "--fields", "msg,level").output.splitlines()
    assert out == ['{"msg":"giving up","level":"error"}']


def test_bad_since_is_a_usage_error():
    result = run("--since", "yesterday")
    assert result.exit_code == 2
    assert "--since" in result.output
