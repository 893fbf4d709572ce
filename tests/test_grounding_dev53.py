"""Grounding behaviours found on the fifty-third development set (bench/ground_cases_dev53: indie
developers and small teams shipping browser extensions, bots, WordPress and Shopify plugins and
themes, static sites, Apps Script and home automation)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from honing.grounding import resolve, vocab
from honing.sessions.model import ToolCall, Turn

from .test_grounding_dev45 import _bench_case

BENCH = Path(__file__).resolve().parent.parent / "bench"


def _edit(path: str, old: str, new: str) -> ToolCall:
    return ToolCall("Edit", json.dumps({"file_path": path, "old_string": old, "new_string": new}), "ok", (path,))


def test_the_class_of_a_failing_test_names_the_edit_it_tests() -> None:
    """`Fee_Calculator_Test::test_free_shipping_threshold_excludes_tax` fails after two edits: the
    one in class-fee-calculator.php (the class the test belongs to) is the suspect, though the
    settings edit made later says "free", "threshold" and "shipping" as often (dev53 c04)."""
    calc = _edit("/srv/plugin/includes/class-fee-calculator.php", "$base = (float) $cart->get_subtotal();",
                 "$base = (float) $cart->get_subtotal() + (float) $cart->get_subtotal_tax();")
    settings = _edit("/srv/plugin/includes/class-settings.php", "'free_threshold' => 50,",
                     "'free_threshold' => 50,\n'notice_text' => 'Add {amount} more for free shipping',")
    turns = [Turn(1, "coupons still give free shipping, compare what the customer sees", "Changed `is_free_shipping`.",
                  (calc,)),
             Turn(2, "add a setting for the free shipping notice text", "Added `notice_text`.", (settings,))]
    plan = resolve.plan("CI is red: Fee_Calculator_Test::test_free_shipping_threshold_excludes_tax fails, "
                        "probably your change broke it", turns)
    assert plan.candidates and plan.candidates[0].turn == 1, plan.reason
    assert any("get_subtotal_tax" in s.mention.value for s in plan.candidates[0].sources)


@pytest.mark.parametrize("prefix", ["b08", "c07", "a04"])
def test_templates_and_apps_script_files_are_searched(prefix: str) -> None:
    """A Shopify Liquid snippet, a theme app block and an Apps Script `.gs` file hold the
    referent: files of these kinds are searched like source (dev53 b08, c07, a04)."""
    result, expect = _bench_case(BENCH / "ground_cases_dev53", prefix)
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref.reason
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= int(expect["line"]) <= ref.end_line  # type: ignore[call-overload]


def test_a_fix_said_to_be_on_a_device_not_here_leaves_nothing_to_place() -> None:
    """"So the fix is on the Pi, not here": the agent found nothing in the repository to change, so
    "ok fix the notifications then" cannot be placed (dev53 a08); a fix said to be in another
    part of the code ("the fix is in the parser, not here") still places one."""
    assert vocab.first("So the fix is on the Pi, not here:", "nothing_to_fix") is not None
    assert vocab.first("the fix is in the Stripe dashboard, not in this repo", "nothing_to_fix") is not None
    assert vocab.first("The fix is in the parser, not here.", "nothing_to_fix") is None
    result, expect = _bench_case(BENCH / "ground_cases_dev53", "a08")
    assert expect == {"resolved": False}
    assert not result.references[0].resolved, result.references[0]


def test_still_there_in_the_place_the_sentence_names_and_the_fix_left_alone() -> None:
    """The agent translated the daily report's modal (views/standup.py) and its grep showed the
    same English buttons in views/weekly.py; 「週報のモーダル、右下のボタンまだ英語で出てる」 says it is
    still there in the weekly one: that file, not the one the fix changed (dev53 b04)."""
    assert vocab.path_words("週報のモーダル") >= {"weekly", "modal"}
    assert vocab.path_words("周报的弹窗") >= {"weekly", "modal"}
    result, expect = _bench_case(BENCH / "ground_cases_dev53", "b04")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] == "views/weekly.py", ref.reason
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= int(expect["line"]) <= ref.end_line  # type: ignore[call-overload]


def test_a_file_written_out_in_an_aside_is_no_place_still_named() -> None:
    """"also the stored timestamps were right … (see the docstring in report.py)": a file the
    sentence writes out to be read is not where it says the defect is still there; the test it
    names still leads to `monthly_totals` (dev39 a03, kept while dev53 b04 was fixed)."""
    result, expect = _bench_case(BENCH / "ground_cases_dev39", "a03")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref.reason
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= int(expect["line"]) <= ref.end_line  # type: ignore[call-overload]


def test_got_is_a_defect_word_only_before_a_value() -> None:
    """"got 5, want 3", "got nil", "got a 500" report a failing check; "Moss Hopper got three new
    levels" in a devlog the agent wrote reports nothing (dev53 c09: that turn was taken for a defect)."""
    for text in ("expected 3, got 5", "got: 5", "got nil", "we got a 500 from the API", 'got "abc"'):
        assert vocab.first(text, "defect") is not None, text
    for text in ("This week Moss Hopper got three new levels", "I got it working", "we got feedback on the store page"):
        assert vocab.first(text, "defect") is None, text


def test_a_topic_put_off_comes_back_by_the_word_the_reply_named_it_by() -> None:
    """The agent said the certificate error comes from DNS at the registrar, outside the
    repository; the user put it off (「それはあとでやる」) and asked for something else. 「証明書のやつ
    そっちで直しといて」 takes the certificate topic up again by the reply's word 証明書, so the answer
    is that nothing in the project is to change, not the OGP change of the turn after (dev53 b06)."""
    result, expect = _bench_case(BENCH / "ground_cases_dev53", "b06")
    assert expect == {"resolved": False}
    ref = result.references[0]
    assert not ref.resolved and "found nothing in the project" in ref.reason, ref


def test_the_earliest_report_is_kept_when_the_next_turn_only_declined_an_offer() -> None:
    """Turn 1 explained the ignored ledge jump at scripts/player.gd:25 and offered coyote time,
    with no edit; turn 2 declined the offer (「いや、coyote time は今はいい」) and reported the save bug.
    「やっぱ最初に言ってた coyote time 入れて」 takes up turn 1: 「いや、…は今はいい」 declined an offer and
    pushed back on no fix, so the earliest report is not moved on to turn 2 (dev53 b09); a pushback
    on a fix still moves it (dev26 c10, tests/test_grounding_dev26.py)."""
    offer = ("`scripts/player.gd` の 25 行目:\n\n```gdscript\nif Input.is_action_just_pressed(\"jump\") and is_on_floor():\n```\n\n"
             "足場の端を越えると `is_on_floor()` は false になり、ジャンプが無視されます。coyote time を入れましょうか?")
    save = _edit("/home/u/game/scripts/save_manager.gd", 'const SAVE_PATH = "res://save.json"',
                 'const SAVE_PATH = "user://save.json"')
    turns = [Turn(1, "端から落ちる瞬間にジャンプ押すと無視されるって言われた。バグ?", offer),
             Turn(2, "いや、coyote time は今はいい。それより exe 版だとハイスコアが保存されない",
                  "`scripts/save_manager.gd` の 4 行目、`SAVE_PATH` が `res://` になっています。直しました。", (save,))]
    plan = resolve.plan("やっぱ最初に言ってた coyote time 入れて", turns)
    assert plan.candidates and plan.candidates[0].turn == 1, plan.reason
    result, expect = _bench_case(BENCH / "ground_cases_dev53", "b09")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref.reason
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= int(expect["line"]) <= ref.end_line  # type: ignore[call-overload]


@pytest.mark.parametrize(("root", "prefix"), [("ground_cases_dev53", "c09"), ("ground_cases_dev52", "c04"),
                                               ("ground_cases_dev30", "b09")])
def test_a_turn_fallen_back_on_that_could_not_tell_its_causes_apart_is_no_answer(root: str, prefix: str) -> None:
    """「嗯，改一下吧」 approves the newest proposal, whose places are not in the project; the engine
    fell back on turn 1, whose reply named two causes it could not tell apart (「我没法从评论判断他
    碰到的是哪一种」) and asked which to fix. The sentence chooses neither: unresolved, as it is when
    that turn is the first candidate (dev53 c09; the same held dev52 c04 and dev30 b09, guessed before)."""
    result, expect = _bench_case(BENCH / root, prefix)
    assert expect == {"resolved": False}
    ref = result.references[0]
    assert not ref.resolved and "possible cause" in ref.reason, ref


def test_not_the_code_but_a_setting_on_a_service_is_nothing_to_fix_in_the_project() -> None:
    """「原因が分かりました。コードではなく GitHub 側の設定です」: the staging secret is missing in the
    repository's settings, nowhere in its files, so 「staging まだ真っ白なんだけど。それ直しといて」 has no
    file:line (dev51 b07, a guess before); a typo in a config file of the project is still one."""
    assert vocab.first("原因が分かりました。コードではなく GitHub 側の設定です。", "nothing_to_fix") is not None
    assert vocab.first("コードではなく設定ファイルの typo です", "nothing_to_fix") is None
    result, expect = _bench_case(BENCH / "ground_cases_dev51", "b07")
    assert expect == {"resolved": False}
    assert not result.references[0].resolved, result.references[0]
