"""Grounding behaviours found on the seventeenth development set (bench/ground_cases_dev17):
the agent's own earlier edit named by what it was for, a failing test's file that only shows
the failure, and how users say "since your change" in three languages."""

from __future__ import annotations

from pathlib import Path

import honing
from honing.grounding import vocab

from .test_grounding_dev5 import write
from .test_grounding_dev14 import _edit

_SERVICES = ("from datetime import datetime\n\n\n"
             "def worked_minutes(entry):\n    start = datetime.combine(entry.day, entry.start)\n"
             "    end = datetime.combine(entry.day, entry.end)\n    if end < start:\n"
             "        end = end.replace(day=end.day + 1)\n    return int((end - start).total_seconds() // 60)\n\n\n"
             "HEADER = [\"employee\", \"day\", \"minutes\", \"break\", \"overtime\"]\n\n\n"
             "def export_rows(entries):\n    return [[e.employee, e.day.isoformat(), worked_minutes(e)] for e in entries]\n")
_TESTS = ("from attendance.services import worked_minutes\n\n\n"
          "def test_overtime_excludes_break(entry):\n    assert worked_minutes(entry) == 480\n")


def test_users_say_since_your_change_in_many_ways() -> None:
    for said in ("さっきの夜勤の修正で壊れてない？", "さっきの変更のあと、一部のチームだけ500", "since the overnight fix the totals are off",
                 "刚才那个超时的修改之后CI挂了"):
        assert vocab.first(said, "broke"), said
    assert not vocab.first("after the fix we pushed yesterday it works", "broke")


def test_a_failing_test_after_two_edits_goes_to_the_edit_the_sentence_names(tmp_path: Path) -> None:
    """Two edits since the tests last ran; the sentence blames 「夜勤の修正」, the one made for
    the request about night shifts, though the later CSV edit says more of the test's name
    ("export" has nothing to do with it, yet its lines name minutes and rows) (dev17 b01)."""
    root = write(tmp_path, {"attendance/services.py": _SERVICES, "attendance/tests/test_services.py": _TESTS})
    messages = ([{"role": "user", "content": "夜勤の人の勤務時間がおかしい。21:00〜翌8:00 休憩60分の人が0分になってる"}]
                + _edit("e1", "attendance/services.py", "    return 0",
                        "    if end < start:\n        end = end.replace(day=end.day + 1)\n"
                        "    return int((end - start).total_seconds() // 60)")
                + [{"role": "assistant", "content": "日付をまたぐ場合に翌日として計算するようにしました。"},
                   {"role": "user", "content": "月次のCSVも出せるようにして。休憩と残業の列も"}]
                + _edit("e2", "attendance/services.py", "",
                        "HEADER = [\"employee\", \"day\", \"minutes\", \"break\", \"overtime\"]\n\n\n"
                        "def export_rows(entries):\n"
                        "    return [[e.employee, e.day.isoformat(), worked_minutes(e)] for e in entries]")
                + [{"role": "assistant", "content": "`export_rows` を追加しました（勤務・休憩・残業の列）。"}])
    sentence = ("CIで落ちた\n\nFAILED attendance/tests/test_services.py::test_overtime_excludes_break - assert 540 == 480\n\n"
                "さっきの夜勤の修正で壊れてない？直して")
    ref = honing.ground(sentence, messages, cwd=root, turns=5).references[0]
    assert ref.resolved and ref.path == "attendance/services.py" and ref.symbol == "worked_minutes", ref


def test_the_test_file_a_pasted_failure_names_is_not_the_place_after_you_broke_it(tmp_path: Path) -> None:
    """「config_test.go:24: Timeout = 0s, want 10s。你刚才改坏的吧」: the file name the sentence
    writes is where the failure shows; it no longer outvotes the function the test calls
    (dev17 c02)."""
    config = ("package config\n\nimport (\n\t\"os\"\n\t\"time\"\n)\n\ntype Config struct {\n\tTimeout time.Duration\n}\n\n"
              "func Load() Config {\n\tcfg := Config{Timeout: 10 * time.Second}\n"
              "\ttimeout, err := time.ParseDuration(os.Getenv(\"NOTIFIER_TIMEOUT\"))\n"
              "\tif err != nil && os.Getenv(\"NOTIFIER_TIMEOUT\") != \"\" {\n\t\tpanic(err)\n\t}\n"
              "\tcfg.Timeout = timeout\n\treturn cfg\n}\n")
    test = ("package config\n\nimport \"testing\"\n\nfunc TestLoadDefaults(t *testing.T) {\n\tcfg := Load()\n"
            "\tif cfg.Timeout != 10*time.Second {\n\t\tt.Fatalf(\"Timeout = %s, want 10s\", cfg.Timeout)\n\t}\n}\n")
    root = write(tmp_path, {"internal/config/config.go": config, "internal/config/config_test.go": test})
    messages = ([{"role": "user", "content": "加一个 NOTIFIER_TIMEOUT 环境变量覆盖超时"}]
                + _edit("e1", "internal/config/config.go", "\treturn cfg",
                        "\ttimeout, err := time.ParseDuration(os.Getenv(\"NOTIFIER_TIMEOUT\"))\n\tcfg.Timeout = timeout\n"
                        "\treturn cfg")
                + [{"role": "assistant", "content": "加好了，`config.Load` 读 `NOTIFIER_TIMEOUT`。"}])
    ref = honing.ground("PR 的 CI 挂了：config_test.go:8: Timeout = 0s, want 10s。你刚才改坏的吧，修一下", messages,
                        cwd=root).references[0]
    assert ref.resolved and ref.path == "internal/config/config.go" and ref.symbol == "Load", ref
