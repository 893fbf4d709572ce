"""Grounding behaviours of the fifty-sixth round: misses of dev87, dev88 and dev89 taken up while the ninetieth
development set was written, and what the round's blind sets showed (bench/ground_cases_dev90: front-end
interfaces; dev91: ordinary back-end work beyond Python and TypeScript; dev92: the everyday middle; each measured
untouched before the changes it informed, see their READMEs), with the review's counter-examples."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import honing.grounding
from honing.grounding import vocab
from honing.grounding.callees import path_parts
from honing.grounding.candidates import Candidate, Plan
from honing.grounding.choices import sole_topic
from honing.grounding.failing import failing_spec
from honing.grounding.fix_words import fix_named_in_words as _fix_named_in_words
from honing.grounding.items import _numbers_taken, _said_plainly
from honing.grounding.mentions import Mention
from honing.grounding.noticed import aside_paragraph
from honing.grounding.places import Sourced
from honing.grounding.project import Project
from honing.grounding.quoted import _elided
from honing.grounding.refine import _in_order, _role
from honing.grounding.resumed import _names_again
from honing.grounding.routes import _broken_by_edit, _disowns
from honing.grounding.settled import said_apart
from honing.grounding.titled import in_project
from honing.grounding.titles import failed_titles, quoted_titles
from honing.sessions.model import ToolCall, Turn

from .test_grounding_dev45 import located, unresolved


def test_a_test_written_beside_the_code_is_what_must_pass_not_the_place() -> None:
    """"yeah fix parse_size_plain_bytes", a test in Rust's `mod tests` of the file it tests, after the agent said its own
    `split_at` line in `parse_size` (src/util.rs:4) loses the last digit: the sentence names the test that must pass,
    the place is the function (dev89 a05), as for a test in a test file of its own."""
    assert located("ground_cases_dev89", "a05")


def test_a_separate_issue_left_out_of_the_change_is_an_aside() -> None:
    """"Separate issue I noticed: `NewClient` builds `&http.Client{}` with no `Timeout` … so I'm leaving it out of
    this change" sets something aside; "the timeout thing you spotted in the fetch client, do that as well" takes it
    up (dev88 a03), not the body-close fix of the same reply."""
    reply = ("Fixed the leak in `Enrich`.\n\nSeparate issue I noticed: `NewClient` has no `Timeout` (client.go:25), "
             "so I'm leaving it out of this change.")
    starts, at = aside_paragraph(reply)
    assert at == 1 and reply[starts[at]:].startswith("Separate issue")
    assert vocab.first("I'm leaving that out of this PR, it needs a migration", "left_alone")
    assert not vocab.first("the separate issue tracker lists it", "left_alone")
    assert located("ground_cases_dev88", "a03")


def _said(value: str, kind: str = "symbol") -> Sourced:
    return Sourced(Mention(kind, value, None, None, 1.0, 0), 3, "assistant")


def test_the_side_a_fix_changes_is_the_place_of_two_names() -> None:
    """「直すなら `_dept_filter` 側を `dept` に合わせるのが一番安いです」 names two things; the one said as the side to
    change (側を) is where the fix goes, not the key it is matched to (dev87 b03: not `retrieve`, whose log line the
    user pasted)."""
    turn = Turn(3, "部署フィルタ効いてなくない？",
                "原因はキー名の不一致です。\n\n直すなら `_dept_filter` 側を `dept` に合わせるのが一番安いです。", ())
    out = _fix_named_in_words(turn, [_said("_dept_filter"), _said("dept"), _said("retrieve")])
    weights = {s.mention.value: s.mention.weight for s in out}
    assert weights == {"_dept_filter": 3.0, "dept": 1.0, "retrieve": 1.0}
    assert located("ground_cases_dev87", "b03")


def _edit(index: int, user: str, path: str, old: str, new: str, reply: str = "Done.") -> Turn:
    call = ToolCall("Edit", json.dumps({"file_path": path, "old_string": old, "new_string": new}), "ok", (path,))
    return Turn(index, user, reply, (call,))


def test_a_fix_named_by_what_it_broke_blames_that_fix() -> None:
    """"wait, the NaN fix eats the minus sign" names the agent's change by its name and says it broke something: the
    turn whose request says "NaN" made it, not the newest edit (dev90 a10, which read "fixed in turn 4, nothing open")."""
    for category in ("broke", "change_named"):
        assert vocab.first("wait, the NaN fix eats the minus sign. -12.50 turns into £12.50", category)
        assert vocab.first("your retry change breaks the login", category)
    assert not vocab.first("the NaN fix is fine", "broke")
    assert located("ground_cases_dev90", "a10")


def test_a_file_said_in_a_premise_is_not_where_the_fix_goes() -> None:
    """"`fetchTickets` already takes an `AbortSignal` (client.ts line 16), so the fix is small: create an
    `AbortController` in the effect …": the file of the premise is fine as it is, the fix goes in the effect the reply
    numbered (useTickets.ts:18; dev90 a01)."""
    assert vocab.first("`fetchTickets` already takes an `AbortSignal`", "exonerate")
    assert vocab.first("The build is doing what it should: the font is served from the CDN", "exonerate")
    turn = Turn(5, "the list shows results for an older query",
                "`fetchTickets` already takes an `AbortSignal` (client.ts line 16), so the fix is small: create an "
                "`AbortController` in the effect.", ())
    said = [Sourced(Mention("location", "client.ts", 16, None, 1.0, 0), 5, "assistant")]
    assert [s.mention.weight for s in _fix_named_in_words(turn, said)] == [1.0]
    ruled = Turn(5, "x", "In client.ts, the fix is to pass the signal through.", ())
    assert [s.mention.weight for s in _fix_named_in_words(ruled, said)] == [3.0]
    assert located("ground_cases_dev90", "a01")


def test_what_stopped_working_blames_the_edit_its_own_request_named() -> None:
    """"the page won't scroll anymore" after the agent wrote a scroll lock: what worked before broke, and of the edits
    of the turn whose request said "page … scrolls", the hook's new file, by the words of its camelCase name, not the
    drawer files that "close the cart" names (dev90 a03)."""
    assert vocab.first("after I close the cart once the page won't scroll anymore, on desktop too. fix", "broke")
    assert path_parts("src/hooks/useBodyScrollLock.ts") == ["src", "hooks", "usebodyscrolllock", "use", "body", "scroll",
                                                             "lock", "ts"]
    turns = [_edit(1, "the cart drawer slides under the header", "src/components/CartDrawer.module.css",
                   "z-index: 50;", "z-index: 210;"),
             Turn(2, "the page behind the drawer still scrolls on iOS", "Added the hook.", (
                 ToolCall("Edit", json.dumps({"file_path": "src/hooks/useBodyScrollLock.ts", "old_string": "x",
                                              "new_string": "x\nconst previous = body.style.overflow;"}), "ok",
                          ("src/hooks/useBodyScrollLock.ts",)),
                 ToolCall("Edit", json.dumps({"file_path": "src/components/CartDrawer.tsx", "old_string": "y",
                                              "new_string": "y\nuseBodyScrollLock(open);"}), "ok",
                          ("src/components/CartDrawer.tsx",))))]
    sentence = "after I close the cart the page won't scroll anymore"
    keys = {"close", "cart", "page", "scroll", "anymore", "after"}
    made = _broken_by_edit(turns, keys, {1: frozenset(), 2: frozenset()}, sentence)
    assert made is not None and made.turn == 2
    assert [s.mention.value for s in made.sources] == ["const previous = body.style.overflow;"]
    assert located("ground_cases_dev90", "a03")


def test_what_the_last_change_spread_everywhere_blames_it() -> None:
    """"hmm now Home is highlighted on every page" after the agent removed `end` from the nav links to highlight
    Recipes on nested routes: the change spread too far; its request said "highlight", which "highlighted" stems to
    (dev90 a09). A thing that now works everywhere is no complaint."""
    assert vocab.first("hmm now Home is highlighted on every page", "broke")
    assert not vocab.first("ok now the tests pass on every run", "broke")
    assert located("ground_cases_dev90", "a09")


def test_a_test_title_quoted_in_corner_brackets_is_the_failing_test() -> None:
    """「npm test で全部回したら「strips hyphens from numbers」が赤い」: the quoted title (three words or more) of a run
    that failed is the test; the agent's edit whose lines say its words is the suspect (the same as a title in
    backticks)."""
    sentence = "npm test で全部回したら「strips hyphens from numbers」が赤い。直して"
    assert quoted_titles(sentence) == ["strips hyphens from numbers"]
    turns = [_edit(1, "電話番号のハイフン、入力のまま保存して", "src/lib/phone.ts", "const keep = (v) => v",
                   "const keep = (v) => v // hyphens kept as typed"),
             _edit(2, "送信ボタンの文言を変えて", "src/components/Form.vue", "<button>送る</button>", "<button>送信</button>")]
    found = Plan(None, (), (), (), "")
    plan = failing_spec(sentence, turns, {1: frozenset(), 2: frozenset()}, found)
    assert plan is not None and isinstance(plan.candidates[0], Candidate) and plan.candidates[0].turn == 1
    assert failing_spec("「strips hyphens from numbers」ってどういう意味？", turns, {1: frozenset(), 2: frozenset()}, found) is None


def test_a_quoted_failing_test_no_edit_describes_is_found_in_the_project(tmp_path: Path) -> None:
    """「npm test で全部回したら「accepts numbers without hyphens」が赤い」 when no edit's lines say the title's words: the
    project holds the title in validators.spec.ts, so the agent's edit of validators.ts is the suspect, not the newest
    turn (dev90 b02). Not when the window shows the test failing, or a run since the edit shows it passing."""
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "validators.ts").write_text("const LANDLINE = /^0\\d{1,4}-\\d{4}$/\n", "utf-8")
    (tmp_path / "src" / "validators.spec.ts").write_text("it('accepts numbers without hyphens', () => {})\n", "utf-8")
    (tmp_path / "src" / "Form.vue").write_text("<button>送信</button>\n", "utf-8")
    turns = [_edit(1, "固定電話は市外局番つきで", "src/validators.ts", "const LANDLINE = /x/",
                   "const LANDLINE = /^0\\d{1,4}-\\d{4}$/"),
             _edit(2, "送信ボタンの文言", "src/Form.vue", "<button>送る</button>", "<button>送信</button>")]
    sentence = "npm test で全部回したら「accepts numbers without hyphens」が赤い。直して"
    project = Project.open(tmp_path)
    assert project is not None
    plan = in_project(project, sentence, turns, Plan(None, (), (), (), ""))
    assert [c.turn for c in plan.candidates] == [1]
    assert plan.candidates[0].failing_test == "accepts numbers without hyphens"
    assert [s.mention.value for s in plan.candidates[0].sources] == ["const LANDLINE = /^0\\d{1,4}-\\d{4}$/"]
    shown = [*turns, Turn(3, "テスト回して", "1 failed: accepts numbers without hyphens", ())]
    assert in_project(project, sentence, shown, Plan(None, (), (), (), "")).candidates == ()
    assert in_project(project, "「accepts numbers without hyphens」って何を見てる？", turns, Plan(None, (), (), (), "")).candidates == ()


def test_a_tag_quoted_by_some_of_its_attributes_is_found_where_it_is_written() -> None:
    """「ボタンが `<div onClick>` になっている」: the tag stands where it is written with other attributes between
    (`<div className={styles.button} onClick={handleSubmit}>`, dev90 b09); elided arguments, `.click(...)`, stand
    for any (dev90 c10: `$('.cart-row .remove').click(...)` in `bindEvents`)."""
    assert re.search(_elided("$('.cart-row').click(...)"), "$('.cart-row').click(function () {})")
    assert not re.search(_elided("$('.cart-row').click(...)"), "$('.cart-row').on('click')")
    assert not re.search(_elided("orders.findForPeriod(...)"), "orders.findForPeriod(from, to)")  # (a name alone: any call)
    assert located("ground_cases_dev90", "b09")
    assert located("ground_cases_dev90", "c10")
    # (at half weight: a tag the reply quotes to tell what the code did before its fix, `<Navigate to="/login">`, does
    # not outweigh the aside of the same reply; nor does a bare `orders.findForPeriod(...)` stand anywhere)
    assert located("ground_cases_dev48", "c10")
    assert located("ground_cases_dev20", "a03")


def test_an_item_that_tells_of_no_failed_run_is_not_the_failed_test() -> None:
    """「刚才挂的那个测试修一下」 after a side answer whose list says 「对 jsdom 测试基本无感」: the failed test is the one
    the reply of turn 3 reported failing, not an item that says "test" (dev90 c06). An item of a reply that made the
    edits still counts: 「我加了个 WELCOME10 上限 500 的测试，挂了」 after the list of what the coupon edit did (dev82 c09)."""
    assert located("ground_cases_dev90", "c06")
    assert located("ground_cases_dev82", "c09")
    assert located("ground_cases_dev20", "c08")


def test_two_causes_still_even_or_a_fix_outside_stay_unresolved() -> None:
    """A follow-up whose reply says the two causes are still 「五分五分」, past a side task between (dev90 b05); two
    causes each with its own fix, one a proposal and one 「要改的是…」 (dev90 c03); a fix the reply puts on the
    CDN (dev90 a07) or the API gateway, 「本仓库里没有服务端代码，前端改不了」 (dev90 c05)."""
    assert vocab.first("なので正直まだ五分五分です。", "undecided")
    assert vocab.first("说实话目前还是五五开", "undecided")
    assert vocab.first("honestly still 50/50 which one it is", "undecided")
    assert not vocab.first("a 50/50 split of the traffic", "undecided")
    assert vocab.first("这个要在 API 那边加，本仓库里没有服务端代码，前端改不了。", "fix_outside")
    assert vocab.first("发给后端同学加一下 staging 域名就行", "fix_outside")
    for case in ("a07", "b05", "c03", "c05"):
        assert unresolved("ground_cases_dev90", case), case


def test_every_phrase_category_the_engine_asks_for_is_in_the_table() -> None:
    """A category name the engine passes to the vocabulary (`vocab.first(text, "run_failed")`) that no language
    defines matches nothing, silently: a misspelt name would switch a rule off. Each one the code names is defined."""
    table = vocab.table()
    asked = {(m.group(1), path.name) for path in Path(honing.grounding.__file__).parent.glob("*.py")
             for m in re.finditer(r"vocab\.(?:first|find_all|count|masked)\((?:[^()]|\([^()]*\))*?,\s*\"(\w+)\"\)",
                                  path.read_text("utf-8"))}
    assert len(asked) > 150
    assert [c for c in sorted(asked) if not any(table[lang].get(c[0]) for lang in vocab.LANGUAGES)] == []


def test_a_failure_the_reply_disowns_and_code_it_only_moved_point_at_the_edit_before() -> None:
    """「CI 上 free shipping 那个 case 还是红的…应该是你搬代码的时候弄坏的」: the agent broke it while moving code. The turn
    whose reply saw the test fail and said 「跟这次的 badge 无关」 did not make it; of the move's lines, those only moved
    (taken out of lib/cart.ts as they were) are not the suspects, the one written anew on the way is (dev89 c02)."""
    assert vocab.first("应该是你搬代码的时候弄坏的，修一下", "broke")
    assert not vocab.first("我搬代码的时候弄坏的，我自己来", "broke")
    assert vocab.first("有一个用例失败，它断言的是运费文案，跟这次的 badge 无关，我没有动它。", "unrelated_to_edit")
    assert vocab.first("`cargo test` has one failure, and it's not from this change", "unrelated_to_edit")
    assert vocab.first("今回の変更とは関係ないテストが1件落ちています", "unrelated_to_edit")
    assert not vocab.first("this is a new change", "unrelated_to_edit")
    move = Turn(1, "move the shipping helpers to money.ts", "Moved.", (
        ToolCall("Edit", json.dumps({"file_path": "src/lib/cart.ts", "new_string": "",
                                     "old_string": "export const FREE = 9900;\nexport function fee(s) {\n  return s >= FREE ? 0 : 1200;\n}"}),
                 "ok", ("src/lib/cart.ts",)),
        ToolCall("Edit", json.dumps({"file_path": "src/utils/money.ts", "old_string": "// end",
                                     "new_string": "// end\nexport const FREE = 9900;\nexport function free(s) {\n  return s > FREE;\n}"}),
                 "ok", ("src/utils/money.ts",))))
    badge = Turn(2, "add a savings badge", "Added. One test fails, `shows free shipping`, but it's not from this change.", (
        ToolCall("Edit", json.dumps({"file_path": "src/components/Badge.tsx", "old_string": "x",
                                     "new_string": "x\nexport const Badge = () => <span>free</span>;"}), "ok",
                 ("src/components/Badge.tsx",)),))
    made = _broken_by_edit([move, badge], {"free", "shipping"}, {1: frozenset(), 2: frozenset()},
                           "shows free shipping is red since you moved the code, you broke it")
    assert made is not None and made.turn == 1
    assert [s.mention.value for s in made.sources] == ["export function free(s) {", "return s > FREE;"]
    assert located("ground_cases_dev89", "c02")


def test_a_fix_in_another_team_s_repository_is_unresolved() -> None:
    """"neither is configured in this repository: `deploy/README.md` says the manifests live in the platform team's
    `platform-infra` repo … The fix is there: …" (dev91 a08), and 「デプロイとワーカーの設定は infra リポジトリ（…）で管理されて
    いて…直すならそちらのロールの…」 (dev91 b08): "fix it" asks for a change outside the project. The sentence that
    names the settled report by its reply's words (「古いコードのまま動いてるやつ」) is about that report, not the how-to
    question answered since."""
    assert vocab.first("neither is configured in this repository", "fix_outside")
    assert vocab.first("the manifests live in the platform team's `platform-infra` repo", "fix_outside")
    assert vocab.first("The fix is there: `client_max_body_size 25m;` in the sidecar", "fix_outside")
    assert vocab.first("デプロイとワーカーの設定は infra リポジトリ（`acme/infra`）で管理されていて", "fix_outside")
    assert vocab.first("直すならそちらのロールのデプロイ後タスクに足す形になります", "fix_outside")
    assert not vocab.first("the config is defined in this repository", "fix_outside")
    assert unresolved("ground_cases_dev91", "a08")
    assert unresolved("ground_cases_dev91", "b08")


def test_what_a_reply_noticed_on_a_line_and_left_is_an_aside() -> None:
    """"Separate issue I noticed on line 20: `q` goes into the pattern unescaped … Not changed yet." sets it aside;
    "do the escaping thing you mentioned" takes it up (dev91 a06)."""
    assert vocab.first("Separate issue I noticed on line 20: `q` goes into the pattern unescaped", "left_alone")
    assert vocab.first("It needs the `%` escaped. Not changed yet.", "left_alone")
    assert located("ground_cases_dev91", "a06")


def test_a_word_said_as_the_part_of_a_camel_case_name_picks_its_item() -> None:
    """"ok now the backoff one" picks the item that quotes `FixedBackOff(0L, 0L)` (dev91 a07): a word of five letters
    or more stands at a camelCase boundary too; not inside a longer part (`getCounter` is no "count")."""
    assert _said_plainly("backoff", "built with `FixedBackOff(0L, 0L)` (line 15)", camel=True) == 1
    assert _said_plainly("backoff", "built with `FixedBackOff(0L, 0L)` (line 15)") == 0
    assert _said_plainly("count", "`getCount()` returns", camel=True) == 1
    assert _said_plainly("count", "`getCounter()` returns", camel=True) == 0
    assert _said_plainly("backoff", "fixedbackoff", camel=True) == 0
    assert located("ground_cases_dev91", "a07")
    # (only when no item says the word plainly: 「condition直しといて」 after 「A で」, dev42 b04)
    assert unresolved("ground_cases_dev42", "b04")
    assert located("ground_cases_dev12", "b10")


def test_a_topic_only_one_turn_says_is_its_defect_even_in_an_answer() -> None:
    """"yeah fix the nanoseconds thing" after a question answered with "A `time.Duration` is nanoseconds, so that's
    30ns" and no defect word: the one turn that says the sentence's topic word is the referent, not the newest reply
    that reports a defect (dev91 a09)."""
    answer = Turn(3, "VISIBILITY_TIMEOUT=30 in the env, is that seconds?", "A `time.Duration` is nanoseconds, so 30ns.", ())
    assert sole_topic("yeah fix the nanoseconds thing", {"nanoseconds": 1}, answer)
    assert not sole_topic("yeah fix the nanoseconds thing", {"nanoseconds": 2}, answer)  # (another turn says it too)
    assert not sole_topic("fix the nanoseconds", {"nanoseconds": 1}, answer)  # (not said as the topic's name)
    request = Turn(3, "make VISIBILITY_TIMEOUT seconds", "A `time.Duration` is nanoseconds, so 30ns.", ())
    assert not sole_topic("yeah fix the nanoseconds thing", {"nanoseconds": 1}, request)  # (no answer to a question)
    # (nor a topic the sentence puts off: 「JSONのほうは今度でいい」)
    json_answer = Turn(2, "他にも HashMap の順番に依存してるとこある?", "JSON 出力も HashMap の順です。", ())
    assert not sole_topic("CIで落ちる方だけ直して。JSONのほうは今度でいい", {"json": 1}, json_answer)
    assert located("ground_cases_dev91", "a09")
    assert located("ground_cases_dev18", "b07")
    assert located("ground_cases_dev48", "c03")


def test_an_option_number_after_the_topic_it_answers_picks_it() -> None:
    """「Sentry のやつ、1 で」, 「超时那个，2吧」: the topic first, then the option's number and a particle alone (dev91
    b02); not a value (「リトライ回数は 3 でいいよ」)."""
    assert _numbers_taken("Sentry のやつ、1 で") == {1}
    assert _numbers_taken("超时那个，2吧") == {2}
    assert _numbers_taken("リトライ回数は 3 でいいよ") == set()
    assert _numbers_taken("版本 2 也有这个问题") == set()
    assert located("ground_cases_dev91", "b02")


def test_a_report_the_sentence_names_is_not_settled_by_a_side_question_after_it() -> None:
    """「那个 negative amount 的测试，校验补上」 after the failing `test_store_rejects_negative_amount` (turn 4) and a
    question on `retry_after` answered "不用改代码" (turn 5): turn 4 says the sentence's words and turn 5 none, so turn
    5 settles no report of turn 4's (dev91 c04)."""
    report = Turn(4, "跑下全部测试", "`test_store_rejects_negative_amount` 失败：-5 的金额返回了 201。", ())
    aside = Turn(5, "问下 retry_after 改成多少合适？", "直接在 `.env` 里改就行，不用改代码。", ())
    keys = {"negative", "amount", "测试"}
    assert said_apart(keys, [report, aside], [5], report)
    assert not said_apart({"retry_after"}, [report, aside], [5], report)
    # (a message that takes up a word of the report follows it up: "yes!! Martín regenerated something there" after a
    # reply that asked whether the key was regenerated, answered "nothing in the code needs to change", dev59 a07)
    asked = Turn(1, "every order stays pending, log says firma inválida", "Was the webhook key regenerated recently?", ())
    follow = Turn(2, "yes!! Martín regenerated something there on tuesday", "Then nothing in the code needs to change.", ())
    assert not said_apart({"signature", "orders"}, [asked, follow], [2], asked)
    assert located("ground_cases_dev91", "c04")
    assert unresolved("ground_cases_dev59", "a07")


def test_the_role_a_file_name_ends_with_names_it() -> None:
    """「mapper 那个运费的问题现在改吧」: "mapper" is the role OrderMapper.java's name ends with, and no other place's
    file has it; the sum `OrderMapper.toView` passes is the place, not the entity's getter named beside it (dev91
    c09)."""
    assert _role("src/main/java/com/x/order/mapper/OrderMapper.java") == "mapper"
    assert _role("src/Order.java") == ""
    assert _role("src/OrderDao.java") == ""
    assert located("ground_cases_dev91", "c09")
    # (said as the topic's name only: not "dont wanna touch the calculator", dev8 a04; "keep the screen change", dev45 a05)
    assert located("ground_cases_dev8", "a04")
    assert located("ground_cases_dev45", "a05")


def test_the_everyday_middle_again_dev92() -> None:
    """What dev92 (the everyday middle) showed: a limit "set in the platform team's `platform-gitops` repo …, not in this
    repository. I don't have that repo here" is outside the project (a08); `test_refund_marks_order_refunded` names
    `refund_order` by its two words in order, over the `Order` it also says (a02); 「1062 那个也处理下吧」 takes up, by the
    error code its pasted log said, the report the user put off (c06)."""
    assert vocab.first("that's set in the platform team's `platform-gitops` repo", "fix_outside")
    assert vocab.first("I don't have that repo here.", "fix_outside")
    assert not vocab.first("the limit is set in the config file", "fix_outside")
    assert _in_order(["refund", "order"], ["refund", "marks", "order", "refunded"])
    assert not _in_order(["order", "refund"], ["refund", "marks", "order"])
    assert not _in_order(["refund"], ["refund", "marks"])
    report = Turn(2, "线上注册接口报了一堆 500：1062 Duplicate entry '139' for key 'users_phone_unique'", "原因：…", ())
    later = [Turn(3, "先放着。.env.example 里加一下短信的配置", "已加上。", ())]
    assert _names_again("1062 那个也处理下吧", report, later)
    assert not _names_again("1062 那个也处理下吧", report, [Turn(3, "1062 是什么", "唯一索引冲突。", ())])
    assert unresolved("ground_cases_dev92", "a08")
    assert located("ground_cases_dev92", "a02")
    assert located("ground_cases_dev92", "c06")


# (category, text, whether it says it): the phrases of this round, with the counter-examples a review of the round found
_PHRASES = [
    ("broke", "after I close the cart once the page won't scroll anymore, on desktop too. fix", True),
    ("broke", "nice, the toggle doesn't flicker anymore. now fix the export crash", False),
    ("broke", "it doesn't matter anymore", False),
    ("broke", "the legacy endpoint isn't used anymore, delete it", False),
    ("broke", "it doesn't crash anymore 🎉", False),
    ("broke", "あれ、カテゴリ変えても一覧が変わらなくなってる。前は動いてたよね", True),
    ("broke", "前は出てたエラーが出なくなった、ありがとう", False),
    ("broke", "hmm now Home is highlighted on every page", True),
    ("broke", "now the toggle shows on every page, nice. fix the export thing", False),
    ("broke", "now dark mode is applied on every page 👍", False),
    ("broke", "wait, the NaN fix eats the minus sign", True),
    ("broke", "the upstream papaparse change broke our csv import", False),
    ("broke", "make sure the export fix drops the header row too", False),
    ("broke", "the hotfix change breaks nothing", False),
    ("fix_outside", "直すならそちらのロールのデプロイ後タスクに足す形になります", True),
    ("fix_outside", "呼び出し側の `render_total` が…。直すならそちらの関数で 100 で割ってください。", False),
    ("fix_outside", "发给后端同学加一下 staging 域名就行", True),
    ("fix_outside", "可以找后端同学确认下字段格式，我先在前端改 `parseDate`。", False),
    ("fix_outside", "neither is configured in this repository: the manifests live elsewhere", True),
    ("fix_outside", "Neither is set in this repo by default, so the fix is to add `RETRY_MAX` to `config.py`.", False),
    ("exonerate", "`fetchTickets` already takes an `AbortSignal` (client.ts line 16), so the fix is small", True),
    ("exonerate", "`fetchUser` already takes a `signal` and never forwards it to `fetch`", False),
    ("exonerate", "The build is doing what it should: fonts come from the CDN", True),
    ("exonerate", "The sync job is doing what it should not: it deletes rows", False),
    ("left_alone", "It needs the `%` escaped. Not changed yet.", True),
    ("left_alone", "the order status is not changed yet when the late webhook arrives", False),
    ("left_alone", "Separate issue I noticed on line 20: `q` goes in unescaped", True),
    ("left_alone", "Separate bug I found in utils.py: fixed it too", False),
    ("undecided", "honestly still 50/50 which one it is", True),
    ("undecided", "The A/B test is still 50/50 between variants", False),
    ("undecided", "it's still a 50/50 rollout", False),
    ("unrelated_to_edit", "one failure, and it's not from this change", True),
    ("unrelated_to_edit", "I'm not from the change management team", False),
]


@pytest.mark.parametrize(("category", "text", "says"), _PHRASES)
def test_the_phrases_of_the_fifty_sixth_round(category: str, text: str, says: bool) -> None:
    assert bool(vocab.first(text, category)) is says


def test_the_review_s_counter_examples_of_the_round() -> None:
    """What a review of the round found, each now held: a premise names its file unless it clears it; a failure a reply
    disowns counts only when it is the one the sentence reports; a `return null;` taken out of another file is no
    moved line, and an edit's anchor is no new line; an error's message quoted after "fails" is no test title; an error
    code said again within a longer number is not said; 「リトライ回数のほう、3で」 is a value, not option 3."""
    diagnosis = Turn(2, "x", "The loop in pager.ts line 40 stops one short, so the fix is to use `<=` there.", ())
    said = [Sourced(Mention("location", "pager.ts", 40, None, 1.0, 0), 2, "assistant")]
    assert [s.mention.weight for s in _fix_named_in_words(diagnosis, said)] == [3.0]
    lint = Turn(2, "the sidebar should collapse on mobile", "Done. The lint warning in Header.tsx is not from this change.", ())
    assert not _disowns(lint, {"sidebar", "collapse", "mobile"})
    assert _disowns(Turn(2, "x", "`shows free shipping` fails, but it's not from this change.", ()), {"free", "shipping"})
    api = _edit(1, "guard the cart for guests", "src/api.ts", "if (!user) {\n  return null;\n}", "")
    cart = Turn(1, "guard the cart for guests", "Done.", api.tools + (
        ToolCall("Edit", json.dumps({"file_path": "src/cart.ts", "old_string": "// guard",
                                     "new_string": "// guard\nif (!user) {\n  return null;\n}"}), "ok", ("src/cart.ts",)),))
    made = _broken_by_edit([cart], {"guests", "cart"}, {1: frozenset()}, "you broke the cart for guests")
    assert made is not None and [s.mention.value for s in made.sources] == ["if (!user) {", "return null;"]
    assert failed_titles('npm test fails with "Cannot read properties of undefined"') == []
    assert failed_titles("「accepts numbers without hyphens」が赤い") == ["accepts numbers without hyphens"]
    assert failed_titles('CI red: "CartSummary > shows free shipping at exactly 99"') == ["CartSummary > shows free shipping at exactly 99"]
    report = Turn(2, "报了一堆 500：1062 Duplicate entry", "原因：…", ())
    assert _names_again("1062 那个也处理下吧", report, [Turn(3, "超时改成 10620 毫秒", "改好了。", ())])
    assert _numbers_taken("リトライ回数のほう、3で") == set()
    assert _numbers_taken("タイムアウトの件、5でよろしく") == set()


def test_a_quoted_title_is_found_beside_its_test_not_in_a_file_of_the_same_name_elsewhere(tmp_path: Path) -> None:
    """The test file src/validators.spec.ts tests src/validators.ts; an edit of server/validators.ts is no suspect."""
    (tmp_path / "src").mkdir()
    (tmp_path / "server").mkdir()
    (tmp_path / "src" / "validators.ts").write_text("export const phone = 1\n", "utf-8")
    (tmp_path / "server" / "validators.ts").write_text("export const limit = 2\n", "utf-8")
    (tmp_path / "src" / "validators.spec.ts").write_text("it('accepts numbers without hyphens', () => {})\n", "utf-8")
    turns = [_edit(1, "raise the server limit", "server/validators.ts", "export const limit = 1", "export const limit = 2")]
    project = Project.open(tmp_path)
    assert project is not None
    sentence = "「accepts numbers without hyphens」が赤い"
    assert in_project(project, sentence, turns, Plan(None, (), (), (), "")).candidates == ()
    turns.append(_edit(2, "phone", "src/validators.ts", "export const phone = 0", "export const phone = 1"))
    assert [c.turn for c in in_project(project, sentence, turns, Plan(None, (), (), (), "")).candidates] == [2]


@pytest.mark.xfail(strict=True, reason="since the sixty-first round a typed const (`export const phone: Rule = (value) => {`) "
                   "is a definition: the case lands on `phone` (13-17), whose return line calls LANDLINE, not on LANDLINE's "
                   "line 11 that a file-wide span held before; the case's note calls `phone` the near alternative")
def test_the_hyphen_spec_lands_on_the_landline_pattern() -> None:
    """dev90 b02 end to end: the bench wants the LANDLINE line."""
    assert located("ground_cases_dev90", "b02")
