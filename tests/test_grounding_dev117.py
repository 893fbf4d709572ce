"""Grounding behaviours found on the hundred-and-seventeenth development set (bench/ground_cases_dev117, written at the
start of the sixty-seventh round by three writers and measured untouched: 14 of 30 at 56ea3734, 15 of 30 with the
round's first changes, before any case was read), then developed on. All three cases here are guesses the engine made
where the session leaves nothing in this project to change, or does not say which cause is meant."""

from __future__ import annotations

from honing.grounding import vocab

from .test_grounding_dev45 import located, unresolved


def test_fix_that_after_the_newest_reply_put_the_fix_in_another_service() -> None:
    """"ok can u fix that, checkout is blocked" after "There's nothing to change in this repo for it … The fix is on the
    payments side": the report of turn 1 that turn 5 concluded on (the user pasted the logs the agent asked for, in its
    words) is settled, and the older tasks say no word of the sentence (a04)."""
    assert unresolved("ground_cases_dev117", "a04")


def test_words_that_pick_different_causes_choose_none() -> None:
    """"just make the restarts stop pls, need staging up before standup" after two causes the agent could not tell apart:
    `before` is cause A's word, `stop` cause B's (`unless-stopped`), so the sentence chooses neither (a07)."""
    assert unresolved("ground_cases_dev117", "a07")


def test_a_question_for_the_cause_is_a_report_the_outside_verdict_settles() -> None:
    """「デプロイのたびに数秒 502 出るやつ、原因わかる？」 asks what is wrong, not a question of design: the answer that the
    cause lies in another repository's module settles it, and 「502のやつもうこっちで直しちゃって」 has nothing here (b07)."""
    assert vocab.first("あとデプロイのたびに数秒 502 出るやつ、原因わかる？", "asks_fault") is not None
    assert vocab.first("what's causing the 502s on deploy?", "asks_fault") is not None
    assert unresolved("ground_cases_dev117", "b07")


def test_a_lead_that_says_what_it_found_counts_its_items_as_findings() -> None:
    """"Found three things, roughly in order of how much you'll notice them:" opens a list of findings, so "ok now the
    flicker one" picks item 1 (`submit()` calling `notifyDataSetChanged()`), not the ViewModel fixed since (a05)."""
    from honing.grounding.items import _COUNTED

    assert _COUNTED.search("Found three things, roughly in order of how much you'll notice them:")
    assert _COUNTED.search("気になる点が3つ見つかりました。") and _COUNTED.search("发现了三处问题：")
    assert not _COUNTED.search("Found the three files you mentioned.")
    assert located("ground_cases_dev117", "a05")


def test_an_item_handed_back_beside_a_question_is_taken() -> None:
    """「限流那个我自己改 正好熟悉下 你先讲下 express 的 trust proxy 怎么配」 takes item 1 (the limiter) for the user, though the
    message ends in a question; so 「另一个你来改吧」 is item 2, `jwt.verify` with `ignoreExpiration` (c09)."""
    assert located("ground_cases_dev117", "c09")


def test_a_dart_cast_error_points_at_the_hard_cast_an_edit_wrote() -> None:
    """"_TypeError: type 'Null' is not a subtype of type 'int' in type cast" after an edit that wrote
    `qty: json['qty'] as int`: that line, not the screen edited since (b05); Kotlin's "null cannot be cast to non-null
    type kotlin.Int" reads the same way."""
    from honing.grounding import routes

    said = "TestFlightで前から使ってる人だけ起動直後に落ちるって。_TypeError: type 'Null' is not a subtype of type 'int' in type cast"
    codes = [code for message, code in routes._error_constructs() if message.search(said)]
    assert codes and codes[0].replace("{1}", "int") == "\\bas\\s+int\\b(?!\\?)"
    assert any(m.search("null cannot be cast to non-null type kotlin.Int") for m, _ in routes._error_constructs())
    assert located("ground_cases_dev117", "b05")


def test_a_symptom_quoting_the_value_a_request_asked_for_points_at_that_requests_edit() -> None:
    """"--since '2025-11-05 10:00' でみると朝の分がごっそり出てこない" quotes the value of the turn-3 request 「--since で
    '2025-11-05 10:00' みたいな書き方もできるようにして」: the lines that turn's edit wrote (the layout loop in
    `parseSince`), not the level filter's tests of turn 4 (b02)."""
    from honing.grounding.built import _QUOTED_VALUE

    def values(text: str) -> list[str]:
        return [next(g for g in m.groups() if g) for m in _QUOTED_VALUE.finditer(text)]

    assert values("--since '2025-11-05 10:00' でみると") == ["2025-11-05 10:00"]
    # (no value between two quoted words: not " and " of "'Schraubenschlssel' and 'Ø 8mm'", which a request's "and" says;
    # dev54 a03 stays at the scrub line of turn 1)
    assert " and " not in values("but 'Schraubenschlüssel' came in as 'Schraubenschlssel' and 'Ø 8mm' as ' 8mm', about")
    assert located("ground_cases_dev117", "b02")
    assert located("ground_cases_dev54", "a03")


def test_an_older_report_after_a_settled_follow_up_on_it_is_settled_too() -> None:
    """「おけ、じゃあそれ直しといて」 after the agent's follow-up put the trust policy in another repository: the report of
    turn 1, which offered a change here too, is that follow-up's thread (dev35 b08); an older report the newest side
    question has nothing to do with stays open: 「じゃあさっきの逆になってるやつ直して」 (dev72 b06)."""
    assert unresolved("ground_cases_dev35", "b08")
    assert located("ground_cases_dev72", "b06")


def test_an_item_picked_by_its_characters_and_a_variable_set_nowhere() -> None:
    """「拼错的那个改了吧 其他的不用管」 picks the shellcheck finding 「`$DEPLY_DIR` 拼写错误」: 拼错 is not written in it, but both
    its characters are (everyday characters such as 改 or 的 pick nothing); and `$DEPLY_DIR`, set nowhere in the project,
    is placed at the line that uses it (c10)."""
    from honing.grounding.described import _han_of

    assert _han_of({"拼错"}, "3. **SC2153**（第 39 行）：就是之前说的 `$DEPLY_DIR` 拼写错误。") == 2
    assert _han_of({"改了"}, "改了一下") == 0  # (everyday characters)
    assert _han_of({"拼错"}, "拼接字符串") == 0  # (all its characters, or none)
    assert located("ground_cases_dev117", "c10")
    # (a PHP property, `$tries`, is no such variable: dev64 a10 stays at the scheduler line the offer named)
    assert located("ground_cases_dev64", "a10")


def test_a_time_of_day_said_the_way_the_turn_writes_it() -> None:
    """「13じぴったりからの予約とれない」 (13じ, a typo of 13時) says 13:00, which the agent's aside wrote ("12:00〜13:00 のあとに
    13:00〜" counts as taken, `ends_at >= $start`): the sentence points back at that aside (b10). 13時間 is a duration and
    第3点 an item, no time."""
    from honing.grounding import prose

    assert "13:00" in prose.keywords("13じぴったりからの予約とれないってお客さんから電話きた。なおしといて")
    assert "13:30" in prose.keywords("13時半からの枠")
    assert not {k for k in prose.keywords("13時間かかる。第3点も見て") if ":" in k}
    assert located("ground_cases_dev117", "b10")
