"""A request that names its own file and asks for a change in place ("set the timeout in config.go to 30s",
「config.go のタイムアウトを30秒にして」, 「config.go 里的超时改成30秒」) is grounded in that file, even when an older defect
of the session shares its words (the timeout the agent fixed in client.go); and the user's own earlier "don't touch
config.go" is shown as lifted by this request, not handed on as a bound that contradicts it."""

from __future__ import annotations

from pathlib import Path

import pytest

import honing

_CONFIG = """package api

import "time"

// Config is owned by the platform team.
type Config struct {
\tBaseURL string
\tTimeout time.Duration
}

func Default() Config {
\treturn Config{
\t\tBaseURL: "https://api.example.com",
\t\tTimeout: 10 * time.Second,
\t}
}
"""
_CLIENT = """package api

import "net/http"

type Client struct {
\thttp *http.Client
\tcfg  Config
}

func New(cfg Config) *Client {
\treturn &Client{
\t\thttp: &http.Client{Timeout: cfg.Timeout},
\t\tcfg:  cfg,
\t}
}
"""
_SESSION = [
    {"role": "user", "content": "APIクライアントがたまにタイムアウトせずにずっと固まる。config.go はプラットフォームチームの管理だから触らないで"},
    {"role": "assistant", "content": "`client.go:12` で `http.Client{}` を作っていて `Timeout` が渡されていませんでした。"
                                     "`http.Client{Timeout: cfg.Timeout}` にしました。config.go は触っていません。"},
    {"role": "user", "content": "ありがとう。README にも書いといて"},
    {"role": "assistant", "content": "README の「設定」節に、タイムアウトは `Config.Timeout`（既定 10 秒）で決まると追記しました。"},
]


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "config.go").write_text(_CONFIG, encoding="utf-8")
    (tmp_path / "client.go").write_text(_CLIENT, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("sentence", ["config.go のタイムアウトを30秒にして", "set the timeout in config.go to 30s",
                                      "config.go 里的超时改成30秒"])
def test_a_change_asked_in_a_named_file_is_grounded_there(project: Path, sentence: str) -> None:
    result = honing.ground(sentence, _SESSION, cwd=project)
    ref = result.references[0]
    assert (ref.path, ref.start_line, ref.end_line) == ("config.go", 11, 16)
    assert "line 14 reads `Timeout: 10 * time.Second,`" in result.text
    assert "- Lifted: turn 1 says “config.go はプラットフォームチームの管理だから触らないで”" in result.text
    assert "Leave alone" not in result.text and "client.go" not in result.text.split("- Location:")[1]
    assert result.audit.unsourced == 0


def test_a_question_about_the_file_lifts_nothing(project: Path) -> None:
    """"why does config.go have a 10s timeout?" asks, it does not ask for a change: the bound stands."""
    result = honing.ground("why does config.go have a 10s timeout?", _SESSION, cwd=project)
    assert "Lifted" not in result.text
