"""Grounding behaviours of the fifty-seventh round: misses of dev92 taken up while the ninety-third development set
was written, and what the round's blind sets showed (bench/ground_cases_dev93: everyday maintenance work beyond request
handlers; dev94: mobile and desktop apps; each measured untouched before the changes it informed, see their READMEs)."""

from __future__ import annotations

import json

from honing.grounding import choices, mentions, vocab
from honing.grounding.blamed import blamed_in_reply
from honing.grounding.choices import _marked, favoured, pasted_first
from honing.grounding.fix_words import fix_named_in_words as _fix_named_in_words
from honing.grounding.items import numbered_items
from honing.grounding.mentions import Mention
from honing.grounding.places import Sourced
from honing.grounding.prose import _blames_project
from honing.grounding.routes import _alike_after, _left_open
from honing.sessions.model import ToolCall, Turn

from .test_grounding_dev45 import located, unresolved


def _at(value: str, line: int) -> Sourced:
    return Sourced(Mention("location", value, line, None, 1.0, 0), 2, "assistant")


def test_a_fix_placed_by_a_folder_word_and_a_line_number_is_that_place() -> None:
    """「建议的修法：把 store 第 35 行改成 `return nil, ErrNotFound`」 places the fix by a folder's word and a line the reply
    gave before (store/orders.go 第 35 行), not at the handler line the panic's frame names (dev92 c01)."""
    turn = Turn(2, "线上日志里刷了好几条这个", "原因找到了。`Get` 在 handler/orders.go 第 57 行 panic，store/orders.go 第 35 行是 "
                "`return nil, nil`。\n\n建议的修法：把 store 第 35 行改成 `return nil, ErrNotFound`。", ())
    said = [_at("internal/handler/orders.go", 57), _at("internal/store/orders.go", 35)]
    weights = {s.mention.value: s.mention.weight for s in _fix_named_in_words(turn, said)}
    assert weights == {"internal/handler/orders.go": 1.0, "internal/store/orders.go": 3.0}
    # (a line number no place of that folder was given at places nothing)
    elsewhere = Turn(2, "看下", "建议的修法：把 store 第 90 行改成 `return nil, ErrNotFound`。", ())
    assert {s.mention.weight for s in _fix_named_in_words(elsewhere, said)} == {1.0}
    assert located("ground_cases_dev92", "c01")


def test_it_should_not_do_that_to_those_blames_the_edit_that_made_it_do_so() -> None:
    """"it sat there for 30s before the 404. it shouldn't retry those" reports what the agent's retry change does to
    cases it should leave alone: the turn whose request said "retries" (retry → retries) made it, not the later
    `LEDGERSYNC_BACKOFF` edit whose request shares the project's name (dev92 a09)."""
    assert vocab.first("ran it on a deleted invoice, 30s before the 404. it shouldn't retry those", "broke")
    assert vocab.first("this should not cache them", "broke")
    for plain in ("it shouldn't be slow for those", "it shouldn't happen to them either", "you should retry those"):
        assert not vocab.first(plain, "broke"), plain
    assert located("ground_cases_dev92", "a09")


def test_a_place_named_as_one_more_of_the_same_is_where_the_same_change_goes() -> None:
    """「`app/pdf/invoice_pdf.py` の 19 行目(`_issue_date_label`)も同じく `utcfromtimestamp` を使っています」 names the
    place the same fix is still to be made although it is not written `path:19` (dev92 b01: 「PDFの方も同じ書き方だった
    よね?そっちもお願い」)."""
    said = "なお、`app/pdf/invoice_pdf.py` の 19 行目も同じく `utcfromtimestamp` を使っています。今回は触っていません。"
    assert _alike_after(said, said.index("`app/pdf"))
    assert not _alike_after("`app/pdf/invoice_pdf.py` の 19 行目は問題ありません。", 0)
    assert located("ground_cases_dev92", "b01")


def _edit(index: int, user: str, path: str, new: str, reply: str) -> Turn:
    call = ToolCall("Edit", json.dumps({"file_path": path, "old_string": "", "new_string": new}), "ok", (path,))
    return Turn(index, user, reply, (call,))


def test_a_failure_the_reply_puts_down_to_its_earlier_change_is_in_that_change() -> None:
    """A run shows a test failing and the reply blames its own earlier change by that change's words (「さっきの concern
    への切り出しで計算方法が変わった影響だと思う」): 「じゃあ月末のテスト直して」 means the lines that change wrote, not the
    model the test is named after (dev92 b07)."""
    turns = [
        _edit(1, "next_renewal_on と next_issue_on を concern に切り出して", "app/models/concerns/billing_cycle.rb",
              "module BillingCycle\n  def next_cycle_date(date, months)\n    date >> months\n  end\nend\n",
              "`BillingCycle` concern に切り出しました。"),
        _edit(2, "更新メールの件名変えて", "app/mailers/renewal_mailer.rb", "    subject: \"更新のお知らせ\"\n", "変えました。"),
        Turn(3, "テスト全部回して", "`test_renews_on_month_end` が落ちています(期待 3/31、実際 3/28)。さっきの concern への"
             "切り出しで計算方法が変わった影響だと思うので、これから原因を確認します。", ()),
    ]
    cleared = {t.index: frozenset() for t in turns}
    found = blamed_in_reply("じゃあ月末のテスト直して", turns, set(), cleared)
    assert found is not None and found.turn == 1
    assert any("date >> months" in s.mention.value for s in found.sources)
    # (nor does a reply that only says what happens once it is changed, or wonders whether its change caused it)
    for said in ("注意改完之后，这类费率的商户佣金会比之前多 1 分", "先确认下是不是我刚才的改动引起的：", "さっき直した `max:10240` まで届いていません。"):
        assert not vocab.first(said, "own_fault"), said
    # (a reply that reports the failure without blaming an earlier change leaves it to the ordinary ranking)
    plain = turns[:2] + [Turn(3, "テスト全部回して", "`test_renews_on_month_end` が落ちています(期待 3/31、実際 3/28)。", ())]
    assert blamed_in_reply("じゃあ月末のテスト直して", plain, set(), cleared) is None
    # (nor when the sentence speaks of something else, or of "the other one")
    for other in ("それは置いといて、メールの件名のやつ直して", "the other bug, fix that"):
        assert blamed_in_reply(other, turns, set(), cleared) is None, other
    assert located("ground_cases_dev92", "b07")


def test_a_question_answered_without_an_edit_does_not_close_a_place_left_open() -> None:
    """After the agent fixed one call site and said 「`OrderDetail.vue` 第 33 行的 … 也是旧写法 … 同样会请求
    `/users/undefined`」, a side question 「pinia 的 user store 要不要做持久化？刷新一下缓存就没了」 answered with advice
    reports nothing new: 「另一个调用的地方也改下」 is that other call site (dev92 c09)."""
    fix = _edit(3, "用户详情页打不开了，network 里是 GET /api/users/undefined 404", "src/views/UserProfile.vue",
                "fetchUser({ id: route.params.id })\n",
                "已改好 `UserProfile.vue`。\n另外 `src/views/OrderDetail.vue:33` 的 `fetchUser(order.value.buyerId)` 也是旧写法，"
                "同样会请求 `/users/undefined`，要一起改吗？")
    side = Turn(4, "pinia 的 user store 要不要做持久化？刷新一下缓存就没了", "不太建议，刷新后重新拉一次的成本很低。", ())
    cleared = {3: frozenset(), 4: frozenset(), 5: frozenset()}
    found = _left_open([fix, side], set(), cleared)
    assert found is not None and found.turn == 3
    # (a later report with a question in it that the agent diagnosed as a defect does close it)
    report = Turn(4, "列表页怎么也白屏了？控制台报错 TypeError", "列表页白屏是因为 `UserList.vue` 里的 `rows` 是 undefined，会报错。", ())
    assert _left_open([fix, report], set(), cleared) is None
    assert located("ground_cases_dev92", "c09")


def test_the_last_item_of_a_list_is_picked_by_its_place() -> None:
    """「清单里最后那个也改了吧」 picks the list's last item by its place, not item 2 whose text happens to say 最后
    (「`run` 最后 `state.last_sync = Utc::now();`」) (dev92 c07)."""
    assert vocab.first("清单里最后那个也改了吧", "position")
    assert located("ground_cases_dev92", "c07")


def test_an_expression_joined_by_or_is_quoted_code() -> None:
    """「它是 `nickname || phone_masked`」 quotes an expression of the code (where it stands is the place), not only the
    name `phone_masked`, whose own method is elsewhere (dev92 c10)."""
    found = mentions.find("顺带一提：它是 `nickname || phone_masked`，只有 nickname 为 `nil` 时才回退。")
    assert any(m.kind == "code" and m.value == "nickname || phone_masked" for m in found)
    assert not any(m.kind == "code" for m in mentions.find("use `a|b` as the separator"))
    # (a shell command joined by && is a step to run, not code of the project: dev59 c02's systemd steps)
    assert not any(m.kind == "code" for m in mentions.find("3. `systemctl daemon-reload && systemctl enable --now x`"))
    assert located("ground_cases_dev92", "c10")


def _said(value: str) -> Sourced:
    return Sourced(Mention("symbol", value, None, None, 1.0, 0), 2, "assistant")


def test_fixing_a_name_fixes_both_places_the_fix_there() -> None:
    """"… so it would also tell the Sydney channel "Saturday"; fixing `isStandupDay` fixes both" names where the fix
    goes among the names the diagnosis gives (`isDue` at src/scheduler.ts:19, `getDay()` at src/time.ts:61): "sort out
    the saturday ping" is isStandupDay (dev93 a03)."""
    turn = Turn(2, "the bot posted on saturday, whats going on?",
                "The day comes from `isStandupDay` via `isDue`. Note the command goes through `isDue` too; "
                "fixing `isStandupDay` fixes both.", ())
    out = _fix_named_in_words(turn, [_said("isStandupDay"), _said("isDue")])
    assert {s.mention.value: s.mention.weight for s in out} == {"isStandupDay": 3.0, "isDue": 1.0}
    assert not vocab.first("fixing the tests took a while", "fix_place")
    assert located("ground_cases_dev93", "a03")


def test_a_list_that_never_says_the_topic_word_is_not_the_one_described() -> None:
    """"finance says no weekend rows. do the 1062 one": a later side question's list ("side q: chunk vs chunkById vs
    lazyById — should we …?") says "rows" but never 1062, which the pasted error of an older turn says; that turn's ways to fix are the list meant, and the
    model whose `rateFor()` "already falls back" is cleared (dev93 a04)."""
    assert choices.topic_words("finance says no weekend rows. do the 1062 one", {"finance", "1062", "rows"}) == {"1062"}
    assert vocab.first("`ExchangeRate::rateFor()` already falls back to the latest rate", "exonerate")
    assert located("ground_cases_dev93", "a04")
    # (only a side question's list is passed over: 「…文字化けのやつ直しといて」 still finds the deferred CSV fix, dev84 b08)
    assert located("ground_cases_dev84", "b08")


def test_an_offer_that_names_a_way_by_its_number_picks_it() -> None:
    """「修法两种：1. 在 `already_reminded()` 里… 2. `log_reminder()` 改成… 不推荐。要我按 1 改吗？」 offers way 1; 「行 那个发两遍
    的问题你现在改吧」 takes it: what only way 2 names, also where the diagnosis names it (`db.py:54` `log_reminder()`),
    weighs a third (dev93 c01)."""
    reply = ("原因：\n- `db.py:54` `log_reminder()` 写的是 UTC\n- `reminders.py:46` `already_reminded()` 比较的是北京时间\n\n修法两种：\n"
             "1. 在 `already_reminded()` 里换算成 UTC 再比\n2. `log_reminder()` 改成存北京时间，不推荐\n\n要我按 1 改吗？")
    spans = numbered_items(reply)
    assert _marked(reply, spans) == 0
    turn = Turn(2, "发了两遍", reply, ())
    sources = [Sourced(m, 2, "assistant") for m in mentions.find(reply)]
    weights = {(s.mention.kind, s.mention.value, s.mention.start): s.mention.weight for s in favoured(turn, sources, True)}
    before = {k: w for k, w in weights.items() if k[2] < spans[0][0]}
    by_file = {k[1]: w for k, w in before.items() if k[0] == "location"}
    assert by_file["db.py"] < by_file["reminders.py"]
    assert located("ground_cases_dev93", "c01")


def test_a_name_left_alone_for_now_is_deferred() -> None:
    """「pool 先不动。expire 加个 --verbose」 turns down the pool offer: 「前面你说的那个改法可以，改吧」 takes the older offer
    (`expires_on <= $1` → `<`), not `max: 20` (dev93 c10)."""
    assert vocab.first("pool 先不动。", "deferral")
    assert not vocab.first("按钮点不动了", "deferral")
    assert located("ground_cases_dev93", "c10")


def test_the_most_likely_cause_is_no_choice_when_the_reply_could_not_rank_them() -> None:
    """「设置丢失那个，用户那边暂时没回我。先修最可能的那个吧」 after a reply that laid out two causes and said 「我没办法说哪个才是主要
    原因」: nothing tells which is likelier, so the referent stays unresolved (dev94 c04, dev93 c05), as "the easy one"
    does after "both take the same effort"."""
    for said in ("先修最可能的那个吧", "ok just fix the most likely one", "可能性が高い方を直して"):
        assert vocab.first(said, "by_likelihood"), said
    assert not vocab.first("it is most likely a cache issue", "by_likelihood")
    assert unresolved("ground_cases_dev94", "c04")
    assert unresolved("ground_cases_dev93", "c05")


def test_a_cause_on_another_side_is_not_the_projects() -> None:
    """「アプリ側 (このリポジトリ) の設定は正しく、問題は Web サイト側の `assetlinks.json` です」 places the cause outside the
    repository although it names a file after 問題は; 「このプロジェクトからは変えられません」 says so again: "do that yourself"
    stays unresolved (dev94 b08)."""
    said = "**アプリ側 (このリポジトリ) の設定は正しく、問題は Web サイト側の `assetlinks.json` です。**"
    assert not _blames_project(said)
    assert _blames_project("問題は `lib/router.dart` の 12 行目です。")
    assert vocab.first("この変更は Web サイト側で、このプロジェクトからは変えられません。", "fix_outside")
    assert unresolved("ground_cases_dev94", "b08")


def test_it_cannot_be_said_to_be_only_one_is_undecided() -> None:
    """「原因が 2 つあります。どちらか一方だけとは今の情報では言い切れません」 cannot tell the causes apart: 「とりあえずそれ直しといて」
    chooses none (dev94 b10)."""
    assert vocab.first("どちらか一方だけとは今の情報では言い切れません。", "undecided")
    assert not vocab.first("原因は一方だけです。", "undecided")
    assert unresolved("ground_cases_dev94", "b10")


def test_where_a_function_runs_is_not_where_it_is_wrong() -> None:
    """"`prune()` deletes … `ORDER BY created_at DESC LIMIT ?1` (line 70) … It runs at startup (`main.rs:46`)": the place
    named as where it runs weighs less than the defect's own line; "go ahead with the fix you mentioned" is db.rs:70
    (dev94 a06)."""
    assert vocab.first("It runs at startup (`main.rs:46`), so every launch drops clips.", "symptom_at")
    assert not vocab.first("The bug is in `init_cache()`: it runs at startup before the config is loaded", "symptom_at")
    assert located("ground_cases_dev94", "a06")


def test_the_first_change_blamed_in_japanese_is_the_first_edit() -> None:
    """「…バックグラウンド更新が来なくなったってレビューきてる。最初の変更のせい？直して」 blames the agent's first edit; of its edits, the
    one whose file the complaint's words name in English (バックグラウンド更新: sync → FeedSyncScheduler.kt), not the settings
    screen it also changed (dev94 b07)."""
    said = "最初の変更のせい？直して"
    assert vocab.first(said, "broke") and vocab.first(said, "first_edit")
    assert not vocab.first("私の最初の変更のせいかも", "broke")
    assert "sync" in vocab.english_of("バックグラウンド更新が来ない")
    assert located("ground_cases_dev94", "b07")


def test_the_crash_pasted_first_is_taken_up_though_it_was_put_off() -> None:
    """A crash pasted in turn 2 (a fenced stack) and put off in turn 3 (「あとでやる。先にこっち」, another crash): 「じゃあ最初に
    貼ったクラッシュのほう直しといて」 takes it up, not the older report of turn 1 that pasted nothing (dev94 b01)."""
    turns = [Turn(1, "一覧のタイトルが古いまま", "DiffCallback を直しました。", ()),
             Turn(2, "ついでにこれ\n```\nFatal Exception: java.lang.NullPointerException\n  at a.B.c(B.kt:24)\n```", "原因は…", ()),
             Turn(3, "あとでやる。先にこっち\n```\nFATAL EXCEPTION: main\n```", "直しました。", ())]
    assert pasted_first("じゃあ最初に貼ったクラッシュのほう直しといて", turns) == 2
    assert pasted_first("最初のクラッシュのほう直しといて", turns) is None
    assert pasted_first("the crash I pasted first, fix that", turns) == 2
    assert located("ground_cases_dev94", "b01")
