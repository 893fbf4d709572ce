"""Grounding behaviours found on the ninth development set (bench/ground_cases_dev9)."""

from __future__ import annotations

from pathlib import Path

import pytest

import honing

from .test_grounding_dev5 import write


@pytest.mark.parametrize(("report", "answer", "sentence"), [
    ("the riverside schedule page 500s: JsonException: invalid after a property name at $.sat",
     "`SetHours` in Services/StudioScheduleService.cs serializes a typed record; it cannot drop a colon. So the "
     "riverside row was changed outside the app, by hand in the DB. Fix the row in production.",
     "ugh ok. can you fix it"),
    ("88 号门店付款成功但积分没加：Division by zero",
     "`PointsCalculator` 在 Services/StudioScheduleService.cs 里用的是后台配置的值，后台校验不允许 0。"
     "所以是线上这条数据被绕过后台直接改过，需要 DBA 把它改回 1.00。",
     "行吧，那你处理一下"),
])
def test_a_production_data_problem_leaves_nothing_to_change_in_the_repository(
        tmp_path: Path, report: str, answer: str, sentence: str) -> None:
    root = write(tmp_path, {"Services/StudioScheduleService.cs": "class StudioScheduleService {\n"
                                                                 "  public Hours SetHours(Hours h) => Save(h);\n}\n"})
    messages = [{"role": "user", "content": report}, {"role": "assistant", "content": answer}]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert not ref.resolved and "nothing in the project to change" in ref.reason, ref


SUMMARY = {
    "en": ("Done. Changes:\n\n- `src/cli.rs`: `--level` is case-insensitive.\n- `README.md`: an example with `--since 1h30m`.\n\n"
           "**Not changed, but you should know:** `parse_duration` in src/duration.rs has a bug on line 3: it assigns "
           "instead of adding, so `1h30m` parses as 30 minutes. I didn't touch it."),
    "zh": ("改完了：\n\n- `src/cli.rs`：`--level` 不区分大小写。\n- `README.md`：加了 `--since 1h30m` 的例子。\n\n"
           "**看到了但没有改的：**\n\n- `src/duration.rs` 的 `parse_duration` 第 3 行把每个单位的值直接赋值而不是累加，"
           "`1h30m` 只算了 30 分钟，漏了前面的 1 小时。"),
}


@pytest.mark.parametrize(("lang", "sentence"), [
    ("en", "one more: fix the duration parsing thing you mentioned"),
    ("zh", "还有一个，你说没改的那个 duration 的也顺手修了"),
])
def test_one_more_takes_what_the_summary_says_was_not_done(tmp_path: Path, lang: str, sentence: str) -> None:
    """The agent's reply summarizes its edits and lists a defect it saw and did not fix;
    "one more: fix the … you mentioned" / 「还有一个，你说没改的那个」 is that defect."""
    root = write(tmp_path, {"src/duration.rs": "pub fn parse_duration(s: &str) -> u64 {\n    let mut total = 0;\n"
                                               "    for (n, unit) in parts(s) { total = n * unit; }\n    total\n}\n",
                            "src/cli.rs": "pub fn level(s: &str) -> Level {\n    Level::parse(&s.to_lowercase())\n}\n"})
    messages = [
        {"role": "user", "content": "make --level case-insensitive and add a README example"},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "e1", "type": "function", "function": {
            "name": "Edit", "arguments": '{"file_path": "src/cli.rs", "old_string": "    Level::parse(s)", '
                                         '"new_string": "    Level::parse(&s.to_lowercase())"}'}}]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": SUMMARY[lang]},
    ]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/duration.rs", ref


@pytest.mark.parametrize("sentence", ["把它修改成 2.1", "じゃあ 2.1 に書き直して", "ok change it to 2.1"])
def test_modify_and_rewrite_are_no_repair_verbs(tmp_path: Path, sentence: str) -> None:
    """修改 (modify), 書き直して (rewrite) and "change" after a config question name the file
    discussed; only a repair verb needs something broken in the history."""
    root = write(tmp_path, {"app/build.gradle.kts": "plugins {\n    id(\"com.android.application\") version \"2.0\"\n}\n"})
    messages = [{"role": "user", "content": "which plugin version does app/build.gradle.kts use?"},
                {"role": "assistant", "content": "app/build.gradle.kts:2 applies the Android plugin at version 2.0."}]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "app/build.gradle.kts", (sentence, ref)


def test_not_in_the_code_logic_but_in_a_file_of_the_project_is_no_settlement(tmp_path: Path) -> None:
    root = write(tmp_path, {"src/config.rs": "pub const LIMIT: usize = 10;\npub const TIMEOUT: u64 = 0;\n"})
    messages = [{"role": "user", "content": "requests all time out immediately"},
                {"role": "assistant", "content": "问题不在代码逻辑上，而在 src/config.rs 第 2 行：`TIMEOUT` 是 0。"}]
    ref = honing.ground("那你修一下", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/config.rs", ref


def test_a_plpgsql_body_is_one_statement() -> None:
    from honing.grounding.blocks import block_end

    lines = ["CREATE FUNCTION bump() RETURNS trigger AS $$", "BEGIN", "  NEW.n := NEW.n + 1;", "  RETURN NEW;",
             "END;", "$$ LANGUAGE plpgsql;", "", "CREATE TABLE t (id int);"]
    assert block_end(lines, 1, "statement") == 6
    assert block_end(["CREATE VIEW v AS", "SELECT 1"], 1, "statement") == 1
