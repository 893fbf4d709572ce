"""Grounding behaviours of the fifty-fifth round: misses of dev85 and dev69 taken up while the eighty-sixth
development set was written, and what the round's four blind sets showed (bench/ground_cases_dev86: tests and the
test suite itself; dev87: products built on language models; dev88: performance and resource use; dev89: the
everyday middle; each measured untouched before the changes it informed, see their READMEs)."""

from __future__ import annotations

import json

from honing.grounding import vocab
from honing.grounding.edits import fresh_lines
from honing.grounding.lettered import _PICK
from honing.grounding.routes import _broken_by_edit
from honing.sessions.model import ToolCall, Turn

from .test_grounding_dev45 import BENCH, _bench_case, located, unresolved


def _edit(index: int, user: str, path: str, old: str, new: str) -> Turn:
    call = ToolCall("Edit", json.dumps({"file_path": path, "old_string": old, "new_string": new}), "ok", (path,))
    return Turn(index, user, "Done.", (call,))


def test_what_happens_at_once_that_should_wait_is_a_defect() -> None:
    """"with that the sdk retries instantly" reports a defect (dev85 a09: the Retry-After parse the agent wrote);
    "it loads instantly now" and a request to act at once do not."""
    assert vocab.first("the gateway sends Retry-After as an http date. with that the sdk retries instantly", "defect")
    assert vocab.first("the session expires immediately after login", "defect")
    assert not vocab.first("nice, the page loads instantly now", "defect")
    assert not vocab.first("please deploy it immediately", "defect")
    assert located("ground_cases_dev85", "a09")


def test_a_call_an_error_names_is_what_raised_it_not_a_place() -> None:
    """「ValueError: invalid literal for int() with base 10: 'Wed, 12 Nov 2025 08:15:00 GMT' って落ちた」 after the agent
    wrote `float(int(retry_after))`: the `int()` the message names is the kind of call that raised, so the new line
    that makes it is the place, not a turn that only bumped the version (dev85 b07)."""
    assert located("ground_cases_dev85", "b07")


def test_a_change_named_in_the_sentence_picks_the_turn_that_made_it() -> None:
    """"thats from the camelCase change right?" and "that's from your price change right? fix it" blame the agent's
    edit of the turn whose request says the change's name, over a turn that shares more of the complaint's other
    words (dev85 a01: not the page-size turn that says "422"; dev69 a07: not the subject-line turn that says
    "confirmation mail")."""
    assert vocab.first("partner gets 422 now. thats from the camelCase change right? fix it", "broke")
    assert vocab.first("yen has no decimals. that's from your price change right? fix it", "broke")
    assert not vocab.first("that's from the schema change I made", "broke")
    assert not vocab.first("it's because of the breaking change in pydantic v2", "broke")
    assert not vocab.first("that's your final edit? then commit", "broke")
    turns = [_edit(1, "the order confirmation mail has the english subject for german customers", "mail/Subject.java",
                   "String subject() {\n", "String subject() {\n  return messages.get(\"order.confirmation.subject\", locale);\n"),
             _edit(2, "the total in the mail should look like a price", "mail/Total.java",
                   "String total() {\n", "String total() {\n  return NumberFormat.getCurrencyInstance(locale).format(amount);\n")]
    cleared = {1: frozenset(), 2: frozenset()}
    sentence = "the confirmation mail for japanese orders shows decimals. that's from your price change right? fix it"
    keys = {"confirmation", "mail", "japanese", "orders", "decimals", "price"}
    made = _broken_by_edit(turns, keys, cleared, sentence)
    assert made is not None and made.turn == 2
    # (without the change's name, the turn that shares more of the complaint's words)
    plain = _broken_by_edit(turns, keys, cleared, "the confirmation mail for japanese orders shows decimals. you broke it")
    assert plain is not None and plain.turn == 1
    assert located("ground_cases_dev85", "a01")
    assert located("ground_cases_dev69", "a07")


def test_code_the_tests_run_on_weighs_as_source() -> None:
    """A factory, fixture, fake, mock or custom assertion holds no test of its own: a cause placed in one weighs as
    source code does (dev86 a01: the mutable default of `make_order` in tests/factories.py; a08: the tolerance in
    tests/Support/MoneyAssertions.php; b05: the random email of spec/factories/users.rb), while a test case's file
    still weighs less than the code it checks."""
    for path in ("tests/factories.py", "spec/factories/users.rb", "tests/Support/MoneyAssertions.php",
                 "src/test/mocks/api.ts", "tests/conftest.py", "internal/users/userstest/fake.go", "src\\__mocks__\\api.js"):
        assert vocab.is_test_support(path), path
    # (a test case's own file stays one, in a helpers folder too)
    for path in ("tests/test_export.py", "spec/helpers/users_helper_spec.rb", "tests/helpers/test_dates.py",
                 "src/test/java/app/helpers/DateHelperTest.java", "src/mocks/api.test.ts"):
        assert vocab.is_test_path(path) and not vocab.is_test_support(path), path
    assert located("ground_cases_dev86", "a01")
    assert located("ground_cases_dev86", "a08")
    assert located("ground_cases_dev86", "b05")


def test_an_option_that_names_no_place_is_placed_by_the_diagnosis() -> None:
    """「英語で返ってくる件、1のやり方で直して」 picks option 1, 「`/api/generate` の payload に `"system": system` を
    足す」, which names no place and quotes no call: the diagnosis before the list names it (`OllamaBackend.complete`,
    dev87 b10)."""
    assert located("ground_cases_dev87", "b10")


def test_a_failure_that_began_after_the_agent_edits_blames_them() -> None:
    """「長い会話のときだけ "…tool_calls…" って400出るようになった。直して」: an error that began to appear, after the
    agent trimmed the history of long conversations in turn 1 (dev87 b02); 「ちゃんと出るようになった」 is a fix that
    worked, no regression."""
    assert vocab.first("長い会話のときだけ \"messages with role 'tool' …\" って400出るようになった。直して", "broke")
    assert vocab.first("CI でテストが落ちるようになった", "broke")
    assert not vocab.first("バリデーション入れたらちゃんと400返るようになった、ありがとう", "broke")
    assert not vocab.first("テストがちゃんと落ちるようになった。じゃあ実装を直して", "broke")
    assert located("ground_cases_dev87", "b02")


def test_your_named_rewrite_is_the_edit_not_a_list_item() -> None:
    """"pretty sure that's your trim rewrite, fix it" and "that's your cache key change isn't it": the lines the
    named edit wrote, not the item of that turn's list the sentence's other words describe (dev87 a01: the
    rewritten `trim_history`, not `_approx_tokens` the rewrite removed; a06: `make_key`)."""
    assert vocab.first("pretty sure that's your trim rewrite, fix it", "change_named")
    assert vocab.first("that's your cache key change isn't it, fix it", "broke")
    assert not vocab.first("that's your call", "broke")
    assert located("ground_cases_dev87", "a01")
    assert located("ground_cases_dev87", "a06")


def test_a_whole_file_written_anew_counts_by_its_new_lines() -> None:
    """A `Write` of a file read before it changed only the lines no earlier output showed; a file never shown is
    new in every line."""
    read = ToolCall("Read", json.dumps({"file_path": "app/history.py"}),
                    "     1→import tiktoken\n     2→\n     3→def trim(messages):\n     4→    return messages[-10:]\n",
                    ("app/history.py",))
    write = ToolCall("Write", json.dumps({"file_path": "app/history.py", "content":
                     "import tiktoken\n\ndef trim(messages):\n    kept = list(messages)\n    return kept[1:]\n"}),
                     "ok", ("app/history.py",))
    new = ToolCall("Write", json.dumps({"file_path": "app/tokens.py", "content": "def count(text):\n    return len(text)\n"}),
                   "ok", ("app/tokens.py",))
    again = ToolCall("Write", json.dumps({"file_path": "app/tokens.py", "content": "def count(text):\n    return len(text.split())\n"}),
                     "ok", ("app/tokens.py",))
    fresh = fresh_lines([Turn(1, "trim the history", "Done.", (read, write, new)), Turn(2, "count words", "Done.", (again,))])
    assert fresh == {(1, 1): ["kept = list(messages)", "return kept[1:]"],
                     (1, 2): ["def count(text):", "return len(text)"],
                     (2, 0): ["return len(text.split())"]}


def test_a_class_named_is_the_class_not_its_constructor() -> None:
    """`CompletionCache` named in a reply is the class, not the constructor of the same name inside it, and a
    member the reply names beside it (`CompletionCache.keyFor`) lies within (dev87 b09; dev54 c09)."""
    assert located("ground_cases_dev87", "b09")
    assert located("ground_cases_dev54", "c09")


def test_options_labelled_with_small_letters_are_picked() -> None:
    """"ok let's go with option b" after a reply whose options read "**a) Migrate the column …**" and "**b) Keep
    `vector(1536)` …**" (dev87 a09); "go with a" stays an article."""
    assert located("ground_cases_dev87", "a09")
    assert {g for m in _PICK.finditer("ok let's go with option b") for g in m.groups() if g} == {"b"}
    for said in ("let's go with a simpler fix", "we should plan a proper migration", "is there an option a caller can pass?"):
        assert not [g for m in _PICK.finditer(said) for g in m.groups() if g], said


def test_the_first_edit_the_sentence_blames() -> None:
    """「是不是你一开始加的那个东西搞的」 blames the agent's first edit of the session, not the newest one that shares
    the complaint's words (dev87 c05: the cache of turn 1, not the model setting of turn 4)."""
    turns = [_edit(1, "加个缓存，相同的 prompt 直接返回之前的回答", "app/services/completion_cache.rb",
                   "class CompletionCache\n", "class CompletionCache\n  def key(messages) = Digest::SHA256.hexdigest(messages.to_json)\n"),
             _edit(4, "默认模型换成 gpt-4o-mini，温度降到 0.3", "config/llm.yml", "model: gpt-4o\n", "model: gpt-4o-mini\ntemperature: 0.3\n")]
    cleared = {1: frozenset(), 4: frozenset()}
    sentence = "换了模型以后回答还是跟之前一字不差，温度改了也没用，是不是你一开始加的那个东西搞的"
    assert vocab.first(sentence, "first_edit")
    assert not vocab.first("我一开始写的那个函数有问题", "first_edit")
    assert not vocab.first("僕が最初に直したところが怪しい", "first_edit")
    assert not vocab.first("the guard you added at the start of the loop", "first_edit")
    since = _broken_by_edit(turns, {"模型"}, cleared, "the answers ignore the model since your first change, fix it")
    assert since is not None and since.turn == 1
    made = _broken_by_edit(turns, {"模型", "温度"}, cleared, sentence)
    assert made is not None and made.turn == 1
    plain = _broken_by_edit(turns, {"模型", "温度"}, cleared, "换了模型以后回答还是一字不差，是不是你改的搞的")
    assert plain is not None and plain.turn == 4


def test_a_list_item_held_for_someone_else_decision_is_taken_up_on_approval() -> None:
    """「出力側はPOに確認する」 puts off item 2 of the reply's list (「モデルの出力には Redact をかけていない」) by a word only it
    says; 「POからOK出た。出力側のやつもお願い」 takes it up (dev87 b07)."""
    assert vocab.first("了解、出力側はPOに確認する。", "postpone")
    assert vocab.first("POからOK出た。出力側のやつもお願い", "resume")
    assert not vocab.first("POからOKが出たら進めて", "resume")
    assert not vocab.first("POに確認するまでもない、やって", "postpone")
    assert located("ground_cases_dev87", "b07")


def test_a_root_cause_in_another_team_repository_is_outside() -> None:
    """「那根因就在那边…需要在 ml-platform 仓库里把它调大…这个得给他们提 MR」 places the fix outside the repository:
    「那个 4096 的报错你帮我改掉吧」 is unresolved (dev87 c07)."""
    assert vocab.first("要从根上解决，需要在 ml-platform 仓库里把它调大", "fix_outside")
    assert vocab.first("这个得给他们提 MR。", "fix_outside")
    assert not vocab.first("需要在这个仓库里改两处", "fix_outside")
    assert unresolved("ground_cases_dev87", "c07")


def test_the_one_that_broke_it_is_not_you_broke_it() -> None:
    """"revert the one that broke it" picks among candidate changes; it does not say the agent broke something."""
    assert not vocab.first("ok just revert the one that broke it", "broke")
    assert vocab.first("you broke it, the page is blank", "broke")
    assert vocab.first("hmm, that broke it again", "broke")


def test_an_item_that_names_nothing_is_placed_by_what_the_request_named() -> None:
    """「第三点也顺手改了吧」 after 「看下 trimMessages 有没有问题」 and a reply that only names the file before its list:
    the function the request named in it (dev87 c02)."""
    assert located("ground_cases_dev87", "c02")


def test_a_finding_approved_the_way_you_said_is_placed_by_the_fix_after_the_list() -> None:
    """「行，那个 N+1 就按你说的改吧」 approves the fix the reply proposed after its list of findings (「根子在
    `ArticleViewSet.get_queryset`（views.py 第 13 行）…改法是把那一行改成」), not the symptom's line the N+1 item
    names (dev88 c01)."""
    assert located("ground_cases_dev88", "c01")


def test_an_item_of_the_user_list_the_reply_answers_item_by_item() -> None:
    """"ok and the env var one" picks item 2 of the user's own list ("config – read timeout is hardcoded … (READ_TIMEOUT
    env var …)"), which the reply's item 2 answers with `internal/config/config.go:30`, though the reply never says
    "env var" (dev89 a03). The target it reports is that item, not the first of the list."""
    assert located("ground_cases_dev89", "a03")
    result, _ = _bench_case(BENCH / "ground_cases_dev89", "a03")
    target = next(item.text for item in result.items if item.label == "Target")
    assert "READ_TIMEOUT env var" in target and "fetchAvatar" not in target


def test_a_reply_paragraph_that_takes_an_item_up_by_its_bare_number() -> None:
    """「2 については確認させてください。worker.go の39行目の `time.Sleep(w.interval)` を…」 places the user's item 2,
    which the reply's list (1 and 3 only) left out: 「やっぱり2番目のも直しちゃって」 (dev89 b03)."""
    assert located("ground_cases_dev89", "b03")


def test_the_answer_an_aside_waited_for_takes_it_up() -> None:
    """「先不动它，等我问下前端那边 cursor 是怎么拼的」, then 「前端那边确认了…那个 cursor 的问题你现在改吧」: the aside of
    turn 1 (`decodeCursor`), not the panic fixed there (dev89 c01); a question is no answer."""
    assert vocab.first("前端那边确认了，cursor 他们会 urlencode 两次。", "resume")
    for said in ("前端那边确认了吗？", "前端确认了没有？", "客户确认了订单之后状态没更新", "跑测试确认了一下，是 decodeCursor 的问题",
                 "后端确认了是他们的问题，我们这边不用改", "产品确认了，这个需求先不做了"):
        assert not vocab.first(said, "resume"), said
    assert located("ground_cases_dev89", "c01")
