"""Grounding behaviours found in the round of the seventy-third development set (bench/ground_cases_dev73:
bookings, scheduling and reminders, in longer sessions)."""

from __future__ import annotations

from honing.grounding import mentions, vocab

from .test_grounding_dev45 import located, unresolved


def test_a_second_problem_noticed_and_left_unless_wanted() -> None:
    """"While reading it I noticed a second problem: the window is only 30 minutes wide (line 19 …) … Not what you
    asked about, so I'll leave it unless you want it changed": "the other thing you spotted in there" is that line
    (dev73 a01)."""
    assert vocab.first("While reading it I noticed a second problem: the window is only 30 minutes wide", "left_alone")
    assert vocab.first("Not what you asked about, so I'll leave it unless you want it changed.", "left_alone")
    assert not vocab.first("I noticed the tests were slow.", "left_alone")
    assert located("ground_cases_dev73", "a01")


def test_a_gradle_test_name_without_parentheses_and_the_change_that_was_asked_for() -> None:
    """"CI is red: CancellationPolicyTest > cancelOneHourBeforeCountsAsLate" names a test as Gradle prints it; of
    the agent's edit, `LATE_WINDOW = Duration.ofHours(2)` is what "it's 2 hours now, not 12" asked for, and the
    rewritten `isLate` beside it is the suspect (dev73 a05)."""
    found = [(m.kind, m.value) for m in mentions.find("CI is red: CancellationPolicyTest > cancelOneHourBeforeCountsAsLate.")]
    assert ("test", "cancelOneHourBeforeCountsAsLate") in found
    assert not any(m.kind == "test" for m in mentions.find("when OrderTest > limit, stop"))
    from honing.grounding.failing import _NUMBER

    assert _NUMBER.findall("it's 2 hours now, not 12.") == ["2", "12"]
    assert located("ground_cases_dev73", "a05")


def test_a_nickname_the_reply_coined_and_the_user_put_off() -> None:
    """「…見ていて気づいたのですが、`isFree()` が … いわば**ゾンビ予約**です」, then 「ゾンビ予約w それは後で」, three turns
    of other work, and 「じゃあゾンビ予約のほう頼む」: the aside, named by the reply's own word that the message putting
    it off repeated (dev73 b10)."""
    assert vocab.first("あと `SlotAvailability` も開いてあったので見ていて気づいたのですが、", "left_alone")
    assert located("ground_cases_dev73", "b10")


def test_a_cronjob_in_another_repository_that_this_one_cannot_change() -> None:
    """「このリポジトリには CronJob の定義がないので、こちらからは変更できません」: 「9時間ずれてるやつ直しといて」 has no
    place in the project (dev73 b09)."""
    assert vocab.first("このリポジトリには CronJob の定義がないので、こちらからは変更できません。", "fix_outside")
    assert not vocab.first("このリポジトリには CronJob の定義がないので、追加しました。", "fix_outside")
    assert unresolved("ground_cases_dev73", "b09")


def test_the_same_defect_in_a_copy_of_the_code_the_fix_changed() -> None:
    """The fix of turn 1 replaced `return !b.Start.After(o.End) && !o.Start.After(b.End)` in `Booking.Overlaps`;
    "… still gets 'conflict on 2025-11-10' … same thing as this morning" is the line of the same shape in the
    series path's own copy, `overlaps` (dev73 a03): its names differ, its calls and operators do not."""
    from honing.grounding.missed import _shape

    assert _shape("return !b.Start.After(o.End) && !o.Start.After(b.End)") == _shape(
        "return !aStart.After(bEnd) && !bStart.After(aEnd)")
    assert _shape("return !b.Start.After(o.End) && !o.Start.After(b.End)") != _shape(
        "return b.Start.Before(o.End) && o.Start.Before(b.End)")
    assert _shape("x = foo(a)") is None  # (too little left to tell it from other lines)
    assert _shape("if (isValid(x)) return (y)") is None  # (keywords are no calls)
    assert located("ground_cases_dev73", "a03")
