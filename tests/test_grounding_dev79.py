"""Grounding behaviours found on the seventy-ninth development set (bench/ground_cases_dev79: languages,
locales and translation), measured untouched at e17772e6 in the fifty-second round."""

from __future__ import annotations

from honing.grounding import mentions, vocab
from honing.grounding.prose import keywords

from .test_grounding_dev45 import located, unresolved


def test_the_change_you_made_named_by_what_it_changed() -> None:
    """"the price change you made shows € there, sort that out" blames the agent's own edit of the price
    helper (turn 2), not the en-GB locale file the last turns talked about (dev79 a04)."""
    assert vocab.first("the price change you made shows € there, sort that out", "broke")
    assert vocab.first("the changes you made to the mailer broke it", "broke")
    assert not vocab.first("Thanks for the changes you made, all good now", "broke")
    assert not vocab.first("The change you made is perfect, now do the same for orders", "broke")
    assert located("ground_cases_dev79", "a04")


def test_undoing_an_edit_means_its_code_not_the_test_it_added() -> None:
    """"undo that bit" after an edit that changed `arrivalText` and added a test: the change is in the
    formatter; the new test only checks it (dev79 a10)."""
    assert located("ground_cases_dev79", "a10")


def test_a_repository_that_only_mirrors_a_translation_system() -> None:
    """"Here the repo is just mirroring Lokalise … pt-BR isn't a target language in that project": "fix the
    brazilian one" asks for a change in Lokalise, and only that turn says "brazilian" (dev79 a05); so does
    「ここを手で直しても、次の同期で Crowdin 側の訳に戻ってしまいます」 for 「送り仮名のやつ」 (dev79 b07)."""
    assert vocab.first("Here the repo is just mirroring Lokalise.", "fix_outside")
    assert not vocab.first("The repo is just a few files, so I read them all.", "fix_outside")
    assert vocab.first("ここを手で直しても、次の同期で Crowdin 側の訳に戻ってしまいます。", "nothing_to_fix")
    assert vocab.first("Editing it here by hand gets overwritten by the next sync.", "nothing_to_fix")
    assert vocab.first("这里手动改了，下次同步又会被 Crowdin 的译文覆盖", "nothing_to_fix")
    # (a generated file the repository's own generator overwrites is fixed in the generator: no sync, no TMS)
    assert not vocab.first("Editing this file by hand gets overwritten by the next `npm run codegen`; change the schema "
                           "in schema.graphql instead.", "nothing_to_fix")
    assert not vocab.first("このファイルを直接修正しても、生成スクリプトで上書きされるので generator.py を直します", "nothing_to_fix")
    assert not vocab.first("这里直接改了，每次构建会覆盖掉生成文件", "nothing_to_fix")
    assert unresolved("ground_cases_dev79", "a05")
    assert unresolved("ground_cases_dev79", "b07")


def test_the_fix_of_earlier_blamed_by_what_it_fixed() -> None:
    """「さっきの ja-JP 直したやつのせいじゃない？」 blames the turn-1 fallback for ja-JP, not the Makefile of turn 3
    that 「さっきの」 would pick by itself (dev79 b02)."""
    assert vocab.first("さっきの ja-JP 直したやつのせいじゃない？", "broke")
    assert not vocab.first("さっき僕が直したやつのせいじゃない？", "broke")
    assert located("ground_cases_dev79", "b02")


def test_the_component_the_reply_named_beside_its_css_fix() -> None:
    """The reply fixed app.css and added 「なお、バッジ本体は `components/comment-count.blade.php` で Tailwind の
    `float-right ml-2` が付いているので…への置き換えも検討してください」; 「まだかぶってる。さっき言ってたコンポーネントの方じゃ
    ない？」 says the fix missed and points at that aside: the class list in the component (dev79 b06)."""
    assert vocab.first("まだかぶってる。さっき言ってたコンポーネントの方じゃない？", "missed")
    assert not vocab.first("さっき書いてたやつの方じゃないよね、こっちは大丈夫", "missed")
    assert vocab.first("なお、バッジ本体は `x.blade.php` で `float-right` が付いています。`float-end` への置き換えも検討してください。",
                       "left_alone")
    # (まだ is no part of the word the report said: かぶってる)
    assert "かぶってる" in keywords("まだかぶってる")
    assert ("code", "float-right ml-2") in [(m.kind, m.value) for m in mentions.find("Tailwind の `float-right ml-2` が付いている")]
    assert not [m for m in mentions.find("run `make lint` first") if m.kind == "code"]
    assert located("ground_cases_dev79", "b06")


def test_a_time_the_sentence_expects_that_a_request_quoted() -> None:
    """「ja で夜の予約なのに「7:00」って来るんだけど。19:00 のはずでしょ」: 19:00 stands in what turn 2 asked for
    (「「3月5日(水) 19:00」みたいにしたい」), whose edit wrote the `h:mm` pattern (dev79 b10)."""
    assert located("ground_cases_dev79", "b10")


def test_a_file_named_by_its_words_written_apart() -> None:
    """「本地点开 mini cart 直接报错 … 你第一步漏了吧」 names MiniCart.tsx (dev79 c03); "fix the top bar" does not name
    TopBar.tsx over the TopBar.module.css beside it (dev9 a02)."""
    assert located("ground_cases_dev79", "c03")
    assert located("ground_cases_dev9", "a02")


def test_an_aside_named_by_words_only_it_said() -> None:
    """「已知问题：**多音字**。…“重庆”的“重”会按 zhòng 归到 Z 组」 in the reply of turn 2, then three other tasks:
    「重庆那个多音字的问题处理下吧」 takes that known issue up (dev79 c09); words of a part the sentence puts off
    (「超时先别动」) pick no aside (dev33 c01)."""
    assert vocab.first("已知问题：**多音字**。", "left_alone")
    assert vocab.first("Known issue: the polyphonic city goes to the wrong letter.", "left_alone")
    assert not vocab.first("Known issues: none", "left_alone")
    assert not vocab.first("已知问题：无", "left_alone")
    assert located("ground_cases_dev79", "c09")
    assert located("ground_cases_dev33", "c01")


def test_two_causes_the_reply_leaves_to_the_user() -> None:
    """「原因の候補が 2 つあります。どちらも「英語で届く」になりえます」 and 「两个都不难，你看先弄哪个？」 do not rank
    their causes: 「英語で届くやつ直しといて」 and 「那个先修了吧」 must ask which (dev79 b04, c06)."""
    assert vocab.first("どちらも「英語で届く」になりえます。", "undecided")
    assert vocab.first("两个都不难，你看先弄哪个？", "undecided")
    assert unresolved("ground_cases_dev79", "b04")
    assert unresolved("ground_cases_dev79", "c06")
    # (「你想先处理哪个？」 asks; 「那个空指针的先搞定」 then picks the NPE of the two: dev6 c01)
    assert located("ground_cases_dev6", "c01")
