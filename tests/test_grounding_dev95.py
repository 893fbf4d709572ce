"""Grounding behaviours of the fifty-eighth round: misses of earlier sets taken up while the ninety-fifth development
set was written, and what that blind set showed (bench/ground_cases_dev95: data analysis and scientific code; measured
untouched before the changes it informed, see its README)."""

from __future__ import annotations

import json
from pathlib import Path

from honing.grounding import (
    answered,
    built,
    callees,
    choices,
    mentions,
    refine,
    runs,
    titles,
    vocab,
)
from honing.grounding.fix_words import fix_named_in_words as _fix_named_in_words
from honing.grounding.items import _selectors
from honing.grounding.mentions import Mention
from honing.grounding.places import Candidate, Sourced, Vote
from honing.grounding.project import Project
from honing.grounding.resolve import plan
from honing.sessions.model import ToolCall, Turn

from .test_grounding_dev45 import located, unresolved

_PRUNE = """should_prune() {
  local day=$1 cutoff=$2
  [[ ! $day > $cutoff ]]
}

prune_local() {
  local dir=$1 keep_days=$2
  for f in "$dir"/*.sql.gz; do
    if should_prune "$day" "$cutoff"; then
      rm -f -- "$f"
    fi
  done
}
"""


def _prune_project(tmp_path: Path) -> Project:
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "prune.sh").write_text(_PRUNE, encoding="utf-8")
    return Project(tmp_path)


def test_a_shell_function_the_edit_added_is_called_as_a_command(tmp_path: Path) -> None:
    """prune_local calls the new should_prune as a shell command, `if should_prune "$day" "$cutoff"; then`, with no
    parentheses: that is a call, and the function the edit added is the hop down from the located one (dev93 a09)."""
    project = _prune_project(tmp_path)
    top = Candidate("lib/prune.sh", 6, 13, "prune_local", [Vote(2.0, "named", 9, 1)])
    old = "prune_local() {\n  for f in x; do rm -f -- \"$f\"; done\n}\n"
    found = callees.added_callee(project, [top], [(1, "lib/prune.sh", old, _PRUNE)], None)
    assert [(c.symbol, c.start_line) for c in found] == [("should_prune", 1), ("prune_local", 6)]
    # (a name a shell line prints or a comment says is no call: `echo should_prune`, `# should_prune decides`)
    (tmp_path / "lib" / "quiet.sh").write_text(_PRUNE.replace('if should_prune "$day" "$cutoff"; then', 'echo should_prune\n'
                                                              '    # should_prune decides\n    if true; then'), encoding="utf-8")
    quiet = Candidate("lib/quiet.sh", 6, 15, "prune_local", [Vote(2.0, "named", 9, 1)])
    assert callees.added_callee(project, [quiet], [(1, "lib/quiet.sh", old, _PRUNE)], None) == [quiet]
    # (nor, in Python, a name inside a string: only `name(` calls)
    py = Candidate("lib/prune.py", 1, 3, "prune_local", [Vote(2.0, "named", 1, 1)])
    (tmp_path / "lib" / "prune.py").write_text("def prune_local():\n    log('should_prune x')\n    return 1\n\n"
                                               "def should_prune():\n    return 2\n", encoding="utf-8")
    assert callees.added_callee(project, [py], [(1, "lib/prune.py", "", "def should_prune():\n")], None) == [py]


def test_a_failing_tests_title_names_no_place_of_its_own(tmp_path: Path) -> None:
    """"ci is red on `prune_local keeps the backup from exactly keep_days ago`" names the test; the function its title
    starts with is what the test runs, not a place the sentence points at over the edit's new helper (dev93 a09)."""
    project = _prune_project(tmp_path)
    helper = Candidate("lib/prune.sh", 1, 4, "should_prune", [Vote(3.0, "added", 3, 1)])
    caller = Candidate("lib/prune.sh", 6, 13, "prune_local", [Vote(2.0, "named", 9, 1)])
    test = "prune_local keeps the backup from exactly keep_days ago"
    sentence = f"ci is red on `{test}`. fix that"
    assert refine.named_by_words([helper, caller], sentence, True, test, project)[0] is helper
    # (named outside a test's title, the function is the sentence's own pointer)
    assert refine.named_by_words([helper, caller], "the bug is in `prune_local`, fix that", True, "", project)[0] is caller
    assert located("ground_cases_dev93", "a09")


def _edit(path: str, old: str, new: str) -> ToolCall:
    return ToolCall("Edit", json.dumps({"file_path": path, "old_string": old, "new_string": new}), "ok", (path,))


_TENURE = Turn(1, "add a tenure feature (days the customer has been with us)",
               "Added `add_tenure` in `churn/features.py`. Retrained: ROC AUC went from 0.718 to **0.941**.",
               (_edit("churn/features.py", "def build(df):\n", "def add_tenure(df):\n    end = df.cancelled_at.fillna(SNAPSHOT)\n"),))
_SEED = Turn(2, "make the split stratified and read the seed from CHURN_SEED",
             "Done. With the default seed: ROC AUC 0.938; with `CHURN_SEED=11`: 0.944.",
             (_edit("churn/train.py", "SEED = 7\n", "SEED = int(os.environ.get(\"CHURN_SEED\", \"7\"))\n"),))


def test_a_figure_the_sentence_doubts_points_at_the_edit_that_first_produced_it() -> None:
    """"0.94 auc on churn is too good to be true" doubts the figure the reply of the tenure edit reported first (0.941),
    not the later run that reported 0.944 beside a seed change; 「0.93这个auc…不对劲」 the same in Chinese (dev95 a04,
    c05). The new lines of that edit are the candidate."""
    said = "hold on, 0.94 auc on churn is too good to be true. i bet the new feature leaks. fix it"
    found = built.figure_by_edit(said, [_TENURE, _SEED], set(), {1: frozenset(), 2: frozenset()})
    assert found is not None and found.turn == 1
    assert [s.mention.value for s in found.sources] == ["def add_tenure(df):", "end = df.cancelled_at.fillna(SNAPSHOT)"]
    # (a figure that is no result: one the user's message says, one the code says, a version the reply names; a
    # sentence that reports nothing; and one that says it is still so, which is the fix's business)
    asked = Turn(1, "support 3.10 too", "Added it to the matrix; the run took 3.10 minutes.", (_edit("ci.yml", "", "run: tox\n"),))
    coded = Turn(1, "add the new interpreter", "Added it; the run took 3.10 minutes.",
                 (_edit("pyproject.toml", "", "requires-python = \">=3.10\"\n"),))
    named = Turn(1, "add the new interpreter", "Ran the suite under Python 3.12: 48 passed.", (_edit("ci.yml", "", "run: tox\n"),))
    assert built.figure_by_edit("CI の 3.10 だけ test_parse が落ちてる", [asked], set(), {1: frozenset()}) is None
    assert built.figure_by_edit("CI の 3.10 だけ test_parse が落ちてる", [coded], set(), {1: frozenset()}) is None
    assert built.figure_by_edit("on 3.12 the import fails with an error", [named], set(), {1: frozenset()}) is None
    assert built.figure_by_edit("3.10 minutes is a bug, it took 1 minute before", [named.__class__(
        1, "speed up ci", "Added caching; the run took 3.10 minutes.", (_edit("ci.yml", "", "cache: pip\n"),))], set(),
        {1: frozenset()}) is not None
    assert built.figure_by_edit("0.94 auc, nice", [_TENURE], set(), {1: frozenset()}) is None
    assert built.figure_by_edit("the auc is still 0.94, still broken", [_TENURE], set(), {1: frozenset()}) is None
    assert located("ground_cases_dev95", "a04")
    assert located("ground_cases_dev95", "c05")


def test_the_new_thing_that_leaks_blames_the_edit_that_added_it() -> None:
    """"i bet the new feature leaks" blames the edit that added the feature; "leaks" and "too good to be true" report
    a defect."""
    assert vocab.first("i bet the new feature leaks. fix it", "broke")
    assert vocab.first("the new column is wrong for refunds", "broke")
    assert not vocab.first("the new feature works, thanks", "broke")
    for said in ("0.94 auc is too good to be true", "the label leaks into the features", "we never see more than 50 mg/L"):
        assert vocab.first(said, "defect"), said


def test_a_thing_you_mentioned_is_the_aside_beside_the_fix() -> None:
    """"now the leap year thing u mentioned earlier, fix pls" takes up the side note of turn 2 ("In leap years that's
    off: …"), which reports a defect in words of its own (dev95 a09); "the duration parsing thing you mentioned" still
    goes by the words of the item (dev9 a06)."""
    assert vocab.first("now the leap year thing u mentioned earlier, fix pls", "mentioned")
    assert not vocab.first("now the leap year thing u mentioned earlier, fix pls", "pointed_out")
    assert vocab.first("In leap years that's off: from March on every day sits one day later", "defect")
    assert not vocab.first("that's off the table for now", "defect")
    assert located("ground_cases_dev95", "a09")
    assert located("ground_cases_dev9", "a06")


def test_a_short_form_picks_the_item_that_writes_the_word_out() -> None:
    """"ok now the rolling avg one" picks the review's item on the "7-day" average, not the UTC item of the same file
    (dev95 a02)."""
    assert {"avg", "average"} <= _selectors("ok now the rolling avg one")
    assert vocab.spelled_out("avg") == ("average",)
    assert vocab.spelled_out("average") == ()  # (a word written out stands for itself only)
    assert located("ground_cases_dev95", "a02")


def test_an_answer_to_the_agents_question_takes_up_the_change_it_offered_for_it() -> None:
    """「ロガーJSTで書いてるって。じゃあ日付ずれるやつ直しといて」 answers turn 2's question (JST or UTC?) for which the reply
    offered `replace_time_zone("Asia/Tokyo")`: that reply's places, not a later side question that says 「ずれ」
    (dev95 b03)."""
    asked = Turn(2, "the night peak shows up on the next day",
                 "The cause is `ingest.py` line 30, `.dt.replace_time_zone(\"UTC\")`. Can you check whether the loggers "
                 "write JST or UTC?\n\n"
                 "If JST, changing it to `replace_time_zone(\"Asia/Tokyo\")` fixes it.", ())
    aside = Turn(3, "checking. what does closed='left' mean again?", "The window's label shifts the date by a day.", ())
    cleared = {2: frozenset(), 3: frozenset()}
    found = answered.condition_met("the loggers write JST, they say. fix the date shift", [asked, aside], set(), cleared)
    assert found is not None and found[0].turn == 2
    assert any(s.mention.kind == "location" and s.mention.value.endswith("ingest.py") for s in found[0].sources)
    # (an answer a later message gave already, or a sentence that gives none of the answers, takes nothing up)
    told = Turn(3, "it's JST. do it", "Changed.", ())
    assert answered.condition_met("the loggers write JST, fix it", [asked, told], set(), cleared) is None
    assert answered.condition_met("the loggers write UTC after all? fix the chart", [asked, aside], set(), cleared) is None
    # (nor the other alternative, said with the words of the question's subject: "If the logger writes JST, …")
    subject = Turn(2, "the night peak", "The cause is `ingest.py` line 30. Can you check whether the logger writes JST or "
                   "UTC?\n\nIf the logger writes JST, changing it to `replace_time_zone(\"Asia/Tokyo\")` fixes it.", ())
    assert answered.condition_met("the logger writes UTC, they say. fix the date shift", [subject, aside], set(), cleared) is None
    assert answered.condition_met("the logger writes JST, they say. fix the date shift", [subject, aside], set(), cleared)
    # (nor a reply that only weighed a reading of a word without asking anyone to check: dev12 b01's 「22 時から深夜扱いなら」)
    weighed = Turn(2, "the night peak", asked.assistant.replace("Can you check whether", "I wonder whether"), ())
    assert answered.condition_met("the loggers write JST, they say. fix it", [weighed, aside], set(), cleared) is None
    assert located("ground_cases_dev95", "b03")


def test_results_that_changed_blame_the_edit_asked_to_keep_them() -> None:
    """「レポートの弾力性ぜんぶプラスになってるんだけど。前は-1前後だったのに」 says the results changed since an edit; the edit
    whose request said 「結果は変えないで」 is blamed, not the later report edit that shares the word レポート (dev95 b05)."""
    assert vocab.first("レポートの弾力性ぜんぶプラス。前は-1前後だったのに。直して", "broke")
    assert not vocab.first("前は-1前後だった。今は-1.2", "broke")
    for said in ("speed it up without changing the results", "fit_elasticities を速くして。結果は変えないで", "优化一下，结果保持不变"):
        assert vocab.first(said, "keep_results"), said
    assert not vocab.first("change the results table's colours", "keep_results")
    assert located("ground_cases_dev95", "b05")


def test_another_problem_noticed_on_the_way_is_an_aside() -> None:
    """「それと、確認の途中で別の問題に気づきました。」 opens an aside; 「さっきの年齢のやつもお願い」 takes it up (dev95 b06)."""
    assert vocab.first("それと、確認の途中で別の問題に気づきました。", "left_alone")
    assert not vocab.first("別の問題ではありません。", "left_alone")
    assert located("ground_cases_dev95", "b06")


def test_undo_that_in_chinese_blames_the_agents_change() -> None:
    """「先把那个改回来吧」 asks to undo the agent's change, as "undo that change" does; putting a test back is not it."""
    assert vocab.first("先把那个改回来吧 数要先对上", "broke")
    assert not vocab.first("把测试改回去", "broke")


def test_a_failing_test_put_off_and_taken_up_again_is_no_longer_kept_out() -> None:
    """「之前那个挂掉的test帮我修了吧」 takes up the failing test the agent reported in turn 2, which the user put off with
    「先不管」: that turn is a candidate again (dev95 c02)."""
    assert vocab.first("之前那个挂掉的test帮我修了吧，测试本身别动", "resume")
    reported = Turn(2, "加个 daily_peak", "`daily_peak` 加好了。注意：`tests/test_resample.py::test_fill_gaps_one_row_per_hour` "
                    "是红的（23 行，期望 24）。这次我没动 `resample.py`。要不要我顺便看一下？",
                    (_edit("meters/features.py", "", "def daily_peak(df):\n    return df.max()\n"),))
    put_off = Turn(3, "先不管。anomalies 的 z 阈值改成 3.5", "改好了。", (_edit("config.toml", "", "z_threshold = 3.5\n"),))
    found = plan("之前那个挂掉的test帮我修了吧，测试本身别动", [reported, put_off])
    assert found.candidates and found.candidates[0].turn == 2
    # the test that turn reports red (not `test_daily_peak`, which passed) is what must pass: the code it tests is the place
    assert found.candidates[0].failing_test == "test_fill_gaps_one_row_per_hour"
    assert runs.reported_failing(reported, "之前说的那个问题帮我修了吧") == ""
    assert located("ground_cases_dev95", "c02")


def test_a_fix_pushed_without_saying_i_reports_that_item_done() -> None:
    """"pushed a fix for the spike one myself. do the other one" reports the spike item done, so "the other one" is the
    completeness item of the same review (dev95 a07)."""
    for said in ("pushed a fix for the spike one myself. do the other one", "ok. fixed the header thing myself. now the rest"):
        assert vocab.first(said, "signed_off"), said
    assert not vocab.first("we pushed a fix for prod last week, is it related?", "signed_off")
    assert located("ground_cases_dev95", "a07")


def test_the_fix_said_to_go_in_one_function_beside_the_call_it_brings() -> None:
    """「修法是在 `rolling_min` 里改用 `np.nanmin`」 places the fix in `rolling_min` though the clause names a second
    symbol, the call the fix brings; the function the reply cleared (`integrate`) is not it (dev95 c10)."""
    turn = Turn(2, "integrate 不是会跳过 NaN 吗", "`integrate` 确实能容忍零星的 NaN。\n\n修法是在 `rolling_min` 里改用 `np.nanmin`，"
                "只有整个窗口都是 NaN 时才保留 NaN。", ())
    said = [Sourced(Mention("symbol", name, None, None, 2.0, 0), 2, "assistant") for name in ("integrate", "rolling_min")]
    weights = {s.mention.value: s.mention.weight for s in _fix_named_in_words(turn, said)}
    assert weights == {"integrate": 2.0, "rolling_min": 6.0}
    # (a clause that names two places to change names no one of them: 「`parse_file` 側で…のと、`parse_line` 側でも…」, dev37 b08)
    both = Turn(1, "なんで？", "直し方としては、`parse_file` 側で空行を読み飛ばすのと、`parse_line` 側でも列が足りない行を"
                "`ParseError` として返すのを両方やっておくのが安全です。", ())
    said = [Sourced(Mention("symbol", name, None, None, 2.0, 0), 1, "assistant") for name in ("parse_file", "parse_line")]
    assert {s.mention.weight for s in _fix_named_in_words(both, said)} == {2.0}
    assert located("ground_cases_dev37", "b08")
    assert located("ground_cases_dev95", "c10")


# ---- the ninety-sixth set (libraries, SDKs and packages), measured untouched at 551bb892: 17 of 30 ----------------------


def test_the_other_issue_is_the_one_a_fixing_reply_offered_to_do_next() -> None:
    """"cool. now the other issue" after a reply that fixed #14 and offered to fix #15 next ("Shall I do that next?"):
    that turn is still open for "the other" one, though it changed code (dev96 a05)."""
    fixed = Turn(2, "two new issues, can you look at both\n\n#14 accents dropped\n\n#15 ArgumentError with max_length",
                 "#14 is fixed (NFD fallback in `Transliterate.to_ascii`).\n\n#15 is in `truncate` in lib/slugger.rb: the cut "
                 "is `slug.byteslice(0, limit)` (line 46), which counts bytes.\n\nThe fix is to cut by characters "
                 "(`slug[0, limit]`). Shall I do that next?",
                 (_edit("lib/slugger/transliterate.rb", "  ascii\n", "  ascii.unicode_normalize(:nfd)\n"),))
    asked = Turn(3, "q: do we still need the frozen_string_literal comments?", "Ruby 3.4 emits a deprecation warning "
                 "when a chilled literal is mutated; keep them.", ())
    assert 2 in {c.turn for c in plan("cool. now the other issue", [fixed, asked]).candidates}
    done = Turn(2, fixed.user, "#14 is fixed (NFD fallback in `Transliterate.to_ascii`). #15 is fixed too.", fixed.tools)
    assert all(c.turn != 2 for c in plan("cool. now the other issue", [done, asked]).candidates)
    assert located("ground_cases_dev96", "a05")


def test_test_titles_quoted_in_single_quotes_are_failing_tests() -> None:
    """"npm test is red, 'doubles quotes inside quoted fields' and 'round trip' fail" names test titles in single
    quotes: the title of three words or more is the failing test, and the edit that broke it is the place, not the two
    test files that hold the titles (dev96 a09). An apostrophe is no quote."""
    said = "npm test is red, 'doubles quotes inside quoted fields' and 'round trip' fail. both were green this morning. fix"
    assert titles.failed_titles(said) == ["doubles quotes inside quoted fields"]
    assert titles.quoted_titles("it's fine, don't worry about 'that' and it's over") == []
    assert located("ground_cases_dev96", "a09")


def test_offering_to_write_to_the_reporter_chooses_no_cause() -> None:
    """"I can't rank 1 and 2 … Want me to draft that reply?" offers a message to the reporter, not a change: the reply
    still could not choose, and "just fix it so it goes out in 0.9.1" stays unresolved (dev96 a04); 「这两个我分不出高低」
    cannot rank them either (dev96 c04)."""
    assert vocab.first("Want me to draft that reply? I haven't changed any code.", "to_reporter")
    assert not vocab.first("Want me to change the default?", "to_reporter")
    assert vocab.first("严重程度上，这两个我分不出高低：都能被外部输入触发", "undecided")
    assert unresolved("ground_cases_dev96", "a04")
    assert unresolved("ground_cases_dev96", "c04")


def test_nothing_in_this_repository_broke_it_settles_the_report() -> None:
    """"Nothing in this repository broke it. … The fix is on the key and in the release infrastructure, not in this
    repo" settles the missing release outside the project; "fix that so 3.2.0 actually shows up" stays unresolved
    (dev96 a08)."""
    assert vocab.first("Nothing in this repository broke it. The publish run failed", "nothing_to_fix")
    assert not vocab.first("Are you sure nothing in this repository broke it?", "nothing_to_fix")
    assert vocab.first("The fix is on the key and in the release infrastructure, not in this repo:", "fix_outside")
    assert unresolved("ground_cases_dev96", "a08")


_BACKOFF = '''def _make_backoff(attempts: int, base: float, max_delay: float,
                  rng: object) -> Backoff:
    return Backoff(base=base, max_attempts=attempts, rng=rng)


def retry(*, attempts: int = 3, base: float = 0.5, max_delay: float = 30.0):
    backoff = _make_backoff(attempts, base, max_delay, None)
    return backoff
'''


def test_a_value_that_does_nothing_is_dropped_by_the_function_it_is_handed_to(tmp_path: Path) -> None:
    """"max_delay does nothing … pretty sure thats from the jitter change": `retry` hands `max_delay` to
    `_make_backoff`, which takes it and never uses it; that function is the place (dev96 a01). 「normalize(kana=False)
    効いてなくない？」 names the value as a keyword argument (dev96 b10); a keyword of another call, `kana=True`, is no use
    of it."""
    (tmp_path / "retry.py").write_text(_BACKOFF, encoding="utf-8")
    project = Project(tmp_path)
    top = Candidate("retry.py", 6, 8, "retry", [Vote(2.0, "named", 6, 2)])
    hop = callees.dropping_callee(project, top, "max_delay does nothing since yesterday, fix pls")
    assert hop is not None and (hop.symbol, hop.start_line) == ("_make_backoff", 1)
    assert callees.dropping_callee(project, top, "max_delay works, thanks") is None  # (no defect reported)
    assert callees.dropping_callee(project, top, "base does nothing") is None  # (`base` is used)
    assert vocab.first("max_delay does nothing on main", "defect")
    assert not vocab.first("it does nothing else", "defect")
    assert vocab.first("pretty sure thats from the jitter change, fix pls", "change_named")
    assert located("ground_cases_dev96", "a01")
    assert located("ground_cases_dev96", "b10")


def test_a_doctest_named_as_rustdoc_prints_it_is_a_failing_test() -> None:
    """「doctest 1個こけてる。`src/format.rs - format::format_size (line 9)` のやつ」 names rustdoc's doctest of
    `format_size`; the edit that changed the code it describes is the place, not the example's line 9 (dev96 b02)."""
    found = mentions.find("`src/format.rs - format::format_size (line 9)` のやつ")
    assert ("test", "format_size") in {(m.kind, m.value) for m in found}
    assert vocab.first("doctest 1個こけてる", "defect")
    assert located("ground_cases_dev96", "b02")


def test_an_issue_named_by_its_number_is_the_turn_that_pasted_it() -> None:
    """「对了，#23 里另一个问题也顺手修了吧」 names issue #23, which only turn 3's message pasted: that turn leads the
    candidates (dev96 c10)."""
    turns = [Turn(3, "issue #23 用户报了两个问题：\n1. timeout\n2. accent", "两个都复现了原因。", ()),
             Turn(4, "先修 duration 那个", "duration 修好了。", ()),
             Turn(6, "加一个 getEnum", "加好了。", ())]
    assert choices.named_by_issue("对了，#23 里另一个问题也顺手修了吧", turns) == 3
    assert choices.named_by_issue("对了，#24 也修一下", turns) is None
    assert choices.named_by_issue("color #ff8800 is wrong", turns) is None


# ---- the ninety-seventh set (the everyday middle), measured untouched at 57b81133: 18 of 30 ------------------------------


def test_a_cause_the_reply_puts_outside_this_repository_settles_the_report() -> None:
    """"This isn't coming from this repo. The preflight … returns 204 from envoy" (dev97 a08) and 「このリポジトリの中に
    原因はなさそうです … こちらのリポジトリで変えるものはありません」 (dev97 b08) find nothing in the project to change: the
    sentences that follow stay unresolved rather than land on the front end's code or the job's."""
    for said in ("This isn't coming from this repo. The preflight OPTIONS returns 204 from envoy.",
                 "このリポジトリの中に原因はなさそうです。", "こちらのリポジトリで変えるものはありません。"):
        assert vocab.first(said, "nothing_to_fix"), said
    for said in ("I think this is coming from this repo after all", "このリポジトリの中に原因がありそうです。"):
        assert not vocab.first(said, "nothing_to_fix"), said
    assert unresolved("ground_cases_dev97", "a08")
    assert unresolved("ground_cases_dev97", "b08")
