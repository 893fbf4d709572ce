"""Grounding behaviours found on the eightieth development set (bench/ground_cases_dev80: configuration,
feature flags, logging and monitoring), measured untouched at e7507a3f in the fifty-third round."""

from __future__ import annotations

from pathlib import Path

from honing.grounding import vocab

from .test_grounding_dev45 import located


def test_an_aside_beside_an_answer_taken_up_again_by_its_own_word() -> None:
    """Turn 3 answers a question about buckets and adds 「另外刚才 grep `WithLabelValues` 的时候看到一个同类问题：
    `internal/orders/handler.go:56` … `reason` label 直接用的 `err.Error()`」; 「先不管那个」 puts it off; after two
    more tasks 「行，刚才说的 reason 那个 label 现在改吧」 takes it up: no edit was made in that turn, and only the aside
    says "reason" (dev80 c01). 「按刚才说的 …改掉吧」 approves; it takes nothing up (dev35 c10)."""
    assert vocab.first("另外刚才 grep `WithLabelValues` 的时候看到一个同类问题：", "left_alone")
    assert vocab.first("行，刚才说的 reason 那个 label 现在改吧", "resume")
    assert not vocab.first("ok 那就按刚才说的 在上游把金额那个改掉吧", "resume")
    assert located("ground_cases_dev80", "c01")
    assert located("ground_cases_dev35", "c10")
    # (a word the request of that turn said takes nothing up by itself: 「回到那个panic吧」, dev29 c01)
    assert located("ground_cases_dev29", "c01")


def test_an_aside_that_names_a_line_only_read_once() -> None:
    """「另外顺带看到一个跟费用无关的问题：第 41 行 `send_default_pii=True`…」 names no file: the file is the one whose
    shown lines hold the quoted code, not every file the turn's tools listed (dev80 c02)."""
    assert located("ground_cases_dev80", "c02")


def test_a_value_a_fix_set_is_still_not_right() -> None:
    """「半夜响的那个，10 分钟还是太长了，改 5 分钟」 is still about the alert turn 1 changed to `for: 10m` (dev80 c08)."""
    assert vocab.first("10 分钟还是太长了，改 5 分钟", "still")
    assert vocab.first("10 minutes is still too long, make it 5", "still")
    assert located("ground_cases_dev80", "c08")


def test_a_finished_turn_named_by_a_loanword() -> None:
    """「ALB 側が 503 しか unhealthy 扱いしないらしい。さっきのヘルスチェック、それに合わせて」 reports nothing and names the
    /health endpoint turn 4 built (ヘルスチェック: health), not the metric unit of turn 5 (dev80 b10)."""
    assert vocab.english_of("さっきのヘルスチェック") >= {"health"}
    assert vocab.english_of("health check") == set()
    assert located("ground_cases_dev80", "b10")


def test_a_timeout_setting_is_no_defect() -> None:
    """「upstream のタイムアウトは `config.go` 26 行目で 30 秒なので」 states a setting; 「API がタイムアウトする」 reports one."""
    assert not vocab.first("upstream のタイムアウトは `config.go` 26 行目で 30 秒なので、", "defect")
    assert vocab.first("API がタイムアウトする", "defect")
    assert vocab.first("タイムアウトになってる", "defect")


def test_a_value_a_constant_list_turns_away(tmp_path: Path) -> None:
    """「iPhone 录的视频现在传不了了 报 unsupported content type: video/quicktime」 located at the `throw` under
    `!ALLOWED_TYPES.includes(…)`: the list is the place (dev78 c03); as in Python's `not in` and PHP's
    `in_array`; a value the list holds, or a check of no constant, moves nothing."""
    from honing.grounding.listed import not_listed
    from honing.grounding.places import Candidate, Vote
    from honing.grounding.project import Project

    (tmp_path / "upload.ts").write_text(
        "const ALLOWED_TYPES = ['video/mp4', 'video/webm'];\n\nexport function start(t: string) {\n"
        "  if (!ALLOWED_TYPES.includes(t)) {\n    throw new Error(`unsupported content type: ${t}`);\n  }\n}\n", encoding="utf-8")
    (tmp_path / "upload.py").write_text(
        "ALLOWED_EXTENSIONS = (\n    \".jpg\",\n    \".png\",\n)\n\n\ndef check(name):\n"
        "    if ext(name) not in ALLOWED_EXTENSIONS:\n        raise ValueError(f\"unsupported file: {name}\")\n", encoding="utf-8")
    (tmp_path / "Upload.php").write_text(
        "<?php\nclass Upload {\n    const ALLOWED_MIME = ['image/png'];\n    public function check($m) {\n"
        "        if (!in_array($m, self::ALLOWED_MIME)) {\n            throw new Exception(\"bad type $m\");\n"
        "        }\n    }\n}\n", encoding="utf-8")
    project = Project(tmp_path)

    def at(path: str, line: int) -> Candidate:
        return Candidate(path, 3, 8, "start", [Vote(1.0, "the message is in the code", line, None)])

    found = not_listed(project, at("upload.ts", 5), "报 unsupported content type: video/quicktime")
    assert found is not None and (found.start_line, found.end_line, found.symbol) == (1, 1, "ALLOWED_TYPES")
    found = not_listed(project, at("upload.py", 9), "unsupported file: photo.heic")
    assert found is not None and (found.start_line, found.end_line, found.symbol) == (1, 4, "ALLOWED_EXTENSIONS")
    found = not_listed(project, at("Upload.php", 6), "bad type image/webp when uploading")
    assert found is not None and (found.start_line, found.symbol) == (3, "ALLOWED_MIME")
    assert not_listed(project, at("upload.ts", 5), "unsupported content type: video/mp4") is None
    assert not_listed(project, at("upload.ts", 5), "unsupported content type, why?") is None
    assert located("ground_cases_dev78", "c03")
