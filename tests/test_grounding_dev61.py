"""Grounding behaviours found on the sixty-first development set (bench/ground_cases_dev61: work driven
by reports from tools and reviewers — security scanners, penetration tests, accessibility audits,
pull request reviews, Sentry, Dependabot, SonarQube, clippy and mypy)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import honing
from honing.grounding import (
    ambiguity,
    asides,
    candidates,
    item_places,
    mentions,
    report_ids,
    resolve,
    reviews,
    settled,
    vocab,
)
from honing.sessions.model import ToolCall, Turn

from .test_grounding_dev5 import write
from .test_grounding_dev45 import _bench_case

BENCH = Path(__file__).resolve().parent.parent / "bench"
DEV61 = BENCH / "ground_cases_dev61"


def _located(case: str) -> bool:
    result, expect = _bench_case(DEV61, case)
    ref = result.references[0]
    return bool(ref.resolved and ref.path == expect["path"] and ref.start_line <= expect["line"] <= ref.end_line)  # type: ignore[operator]


@pytest.mark.parametrize("text", [
    "12,400円がどちらによるものかは、この会社の10月の注文を見ないと判断できません。",
    "両方のこともあり得ます。",
    "剩下的两条 Redirect 都是真的开放重定向，风险一样：",
])
def test_phrases_that_leave_two_causes_or_two_items_open(text: str) -> None:
    assert vocab.first(text, "undecided") is not None


def test_two_causes_the_agent_cannot_tell_apart_stay_unresolved_past_a_drafted_reply() -> None:
    """Two causes of a CSV total in two files (「どちらによるものかは…判断できません」), a changelog and a reply
    to support drafted since, then 「サポートからまだ注文番号もらえてないけど…とりあえずそれ直して」: それ picks
    neither (dev61 b04, a guess: the time-zone line)."""
    result, _ = _bench_case(DEV61, "b04")
    assert not result.references[0].resolved


def test_fixes_reported_before_the_two_open_items_choose_neither() -> None:
    """「已修：1. SQL Injection …改成命名占位符 … 2. Unscoped Find …改成…」, then 「剩下的两条 Redirect 都是真的开放重定向，
    风险一样」 with one helper proposed for both (「两处都用」), three side turns, then 「redirect 那个你先改了吧」: the
    fixes already made and a proposal for both choose neither redirect (dev61 c04, a guess: the fixed
    controller)."""
    result, _ = _bench_case(DEV61, "c04")
    assert not result.references[0].resolved


def test_a_short_name_with_a_digit_puts_off_a_list_item_and_the_sentence_takes_it_up() -> None:
    """Bandit's four findings, the agent's closing list 「1. B105 … 2. B324 (md5 のキャッシュキー) は `blake2b(…)` に
    変えるのが素直ですが…」, 「md5のほうは…一旦保留で」, a numbered answer to a side question since, then
    「保留してたmd5のやつやっちゃって」: 保留してた takes the item up rather than putting md5 off again, the list of
    the side question put nothing off, and the item's ID places it where the reply's bullet did, `core/cache.py:22`
    (dev61 b01)."""
    assert _located("b01")


def test_the_sentence_that_takes_up_what_was_on_hold_puts_nothing_off() -> None:
    turns = [Turn(1, "banditの結果見て", "`core/cache.py:22` の `make_key` が md5 を使っていて、B324 の警告が出ています。"),
             Turn(2, "md5のほうは一旦保留で", "了解です。そのままにします。")]
    _, excluded = settled._deferrals(turns, "保留してたmd5のやつやっちゃって")
    assert not excluded
    _, excluded = settled._deferrals(turns, "md5のやつは保留で、他をお願い")
    assert excluded  # (one that puts it off still does)


def test_a_report_id_is_an_item_of_a_report_the_user_pasted() -> None:
    assert reviews.REPORT_ID.findall("PT-04やっちゃって、B324 と SEC-4 も。UTF8 と md5 と T1 は違う") == ["PT-04", "B324", "SEC-4"]


def _report_session(reply_about_id: str) -> list[dict[str, str]]:
    return [
        {"role": "user", "content": "pentest report:\nPT-01 IDOR on /invoices/{id}\nPT-04 session cookie lacks Secure"},
        {"role": "assistant", "content": "Fixed PT-01: `app/invoices.py:3` now checks the tenant.\n\n" + reply_about_id},
        {"role": "user", "content": "also the CSV export times out for big tenants"},
        {"role": "assistant", "content": "Found it: `app/export.py:2` runs one query per row (an N+1 bug). Want me to batch it?"},
    ]


def test_the_sentence_names_a_report_item_by_its_id(tmp_path: Path) -> None:
    """The sentence takes up a report item by its ID: the reply's paragraph that opens with that ID
    and then places it, not the newer report (dev61 b08, 「PT-04やっちゃって」; b03, 「G402は…ちゃんと直しとい
    て」)."""
    root = write(tmp_path, {
        "app/invoices.py": "def show(user, invoice):\n    # tenant check\n    if invoice.tenant != user.tenant:\n        raise Forbidden\n",
        "app/export.py": "def export(rows):\n    return [fetch(r.id) for r in rows]\n",
        "config/session.py": "COOKIE_NAME = 'sid'\nHTTP_ONLY = True\nSECURE = False\nSAME_SITE = 'Lax'\n"})
    session = _report_session("PT-04 (Secure flag): `config/session.py:3` sets `SECURE = False`; I'd default it to True.")
    ref = honing.ground("infra says ok, do PT-04 now", session, cwd=root).references[0]
    assert ref.resolved and ref.path == "config/session.py" and ref.start_line <= 3 <= ref.end_line  # type: ignore[operator]
    # (an ID said only at the end of a paragraph about another place does not title it)
    def turns(said: list[dict[str, str]]) -> list[Turn]:
        return [Turn(k + 1, m["content"], n["content"]) for k, (m, n) in enumerate(zip(said[::2], said[1::2], strict=True))]

    assert "by its ID" in resolve.plan("do PT-04 now", turns(session)).reason
    said = _report_session("`config/session.py:3` sets `SECURE = False`, which PT-04 is about.")
    assert "by its ID" not in resolve.plan("do PT-04 now", turns(said)).reason
    assert _located("b08") and _located("b03")


def test_two_hits_of_one_rule_are_not_told_apart_by_its_id() -> None:
    """「- `tokens.py:35` … 可以加 `# nosec B311`」 and 「- `tokens.py:13` … 这条是真问题」, then 「行 B311 你说要改的那条 改了
    吧」: the ID titles neither bullet, and the one the agent said to change is meant (dev61 c01)."""
    assert _located("c01")


@pytest.mark.parametrize(("text", "category"), [
    ("ok now do the config loader thing you offered earlier", "resume"),
    ("Separate from mypy: while in `config.py` I noticed `load_config` swallows any error", "left_alone"),
    ("While in `config.py` I noticed the retry loop never sleeps.", "left_alone"),
])
def test_an_offer_set_aside_and_taken_up_by_its_words(text: str, category: str) -> None:
    assert vocab.first(text, category) is not None


def test_the_thing_you_offered_earlier_is_the_aside_the_user_declined() -> None:
    """Six mypy errors fixed, then "Separate from mypy: while in `config.py` I noticed `load_config` swallows *any*
    error … Want me to do that too?", "not now, keep this PR to typing", three side turns, then "ok now do the
    config loader thing you offered earlier": the `except Exception:` of `load_config` (dev61 a09)."""
    assert _located("a09")


def test_since_the_update_a_customer_reports_what_the_sessions_fix_broke() -> None:
    """Brakeman's SQL injection fixed by rewriting `Order.search` (its `sku_list LIKE` dropped on the way) and a
    controller's `permit!` fixed in the same turn, four side turns, then a customer's "since yesterday's update,
    searching orders by SKU in the back office finds nothing": the edit whose lines say the complaint's words,
    `sku_list`, not the controller's (dev61 a05, unresolved before: the fix was read as closing the report)."""
    assert vocab.first("\"since yesterday's update, searching orders by SKU finds nothing\"", "broke") is not None
    assert vocab.first("since the update, login fails", "broke") is not None
    assert _located("a05")


def test_an_edit_is_chosen_by_its_code_not_by_the_comment_it_wrote(tmp_path: Path) -> None:
    """Of one turn's edits, only those whose code (not a doc comment, `/// Parses …`) says a word of the
    complaint stand for it; when none does, all do."""
    root = write(tmp_path, {
        "src/search.py": "def search(q):\n    return db.where('number LIKE :q', q=q)\n",
        "src/views.py": "def update(order, params):\n    order.update(clean(params))\n    return order\n"})
    turns = [
        {"role": "user", "content": "bandit flags two things, fix them"},
        {"role": "assistant", "content": "Fixed both.", "tool_calls": [
            {"id": "1", "type": "function", "function": {"name": "edit", "arguments": json.dumps({
                "file_path": "src/search.py", "old_string": "    return db.where(f'number LIKE {q} OR sku LIKE {q}')",
                "new_string": "    return db.where('number LIKE :q', q=q)"})}},
            {"id": "2", "type": "function", "function": {"name": "edit", "arguments": json.dumps({
                "file_path": "src/views.py", "old_string": "    order.update(params)",
                "new_string": "    # Parses the params and searches nothing\n    order.update(clean(params))"})}}]},
        {"role": "tool", "tool_call_id": "1", "content": "ok"},
        {"role": "tool", "tool_call_id": "2", "content": "ok"},
    ]
    ref = honing.ground("since your change, searching by sku finds nothing", turns, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/search.py", ref


def test_a_panic_pasted_again_with_its_old_line_is_where_that_line_stands_now() -> None:
    """Five clippy warnings in `src/parse.rs` and a panic at `src/parse.rs:66` pasted in one message, the warnings
    fixed (which moves `Record::get` down four lines), four side turns, then "ok now #212. still this on main:
    `thread 'main' panicked at src/parse.rs:66:10: …`": line 70 now, `&self.fields[idx]`, not the span of the
    warnings the first message listed beside the panic (dev61 a04)."""
    assert _located("a04")


@pytest.mark.parametrize(("sentence", "kept_out"), [
    ("保留してたmd5のやつやっちゃって", False),  # (takes up what was on hold)
    ("check_dbのほうを先に、walkは保留のままで", True),
    ("fix the healthcheck one first; `walk` postponed", True),
])
def test_a_resume_phrase_takes_up_only_in_its_past_form(sentence: str, kept_out: bool) -> None:
    turns = [Turn(1, "two bugs", "`app/stack.py:3` の `walk` が壊れていて、`app/health.py:2` の `check_db` も例外を投げます。")]
    assert bool(settled._deferrals(turns, sentence)[1]) is kept_out


def test_an_item_is_placed_by_its_own_report_id_not_a_longer_one() -> None:
    text = ("- **PT-10** (`app/upload.py:9`): uploads are not size-limited.\n"
            "- **PT-1** (`config/session.py:3`): the cookie lacks Secure.\n\n"
            "Left for you:\n1. PT-1 (cookie flag `SECURE`) needs the infra team.\n2. PT-10 needs a limit.\n")
    turn = Turn(1, "pentest:\nPT-1 cookie\nPT-10 uploads", text)
    said = [s for s in candidates._sources(turn, set()) if s.where == "assistant"]
    start = text.index("1. PT-1")
    placed = item_places.placed_elsewhere(text, (start, text.index("2. PT-10")), said)
    assert {s.mention.value for s in placed} == {"config/session.py"}


def test_a_report_id_needs_the_users_report_and_one_titled_place() -> None:
    reply = ("PT-04 (Secure flag): `config/session.py:3` sets `SECURE = False`.\n\n"
             "- B311 (`tokens.py:13`) is a real weakness.\n- B311 (`tokens.py:35`) is only jitter.\n\n"
             "- PT-05 (CORS):\n  - `app.py:7` reflects any origin.\n")
    pasted = Turn(1, "pentest: PT-04 cookie, PT-05 CORS; bandit: B311 twice", reply)
    assert report_ids.named_item("do PT-04 now", [pasted], set(), {1: frozenset()}) is not None
    # (an ID the user never pasted names no report item; nor one that titles two places; a sub-bullet stays with its ID)
    assert report_ids.named_item("do PT-04 now", [Turn(1, "cookie flags?", reply)], set(), {1: frozenset()}) is None
    assert report_ids.named_item("fix B311", [pasted], set(), {1: frozenset()}) is None
    assert report_ids.named_item("PT-05 too", [pasted], set(), {1: frozenset()}) is not None
    # (a standard's name is no report ID)
    assert reviews.ids("store it as UTF-8, hash with SHA256, and fix PT-04") == {"PT-04"}


@pytest.mark.parametrize(("reply", "undecided"), [
    ("剩下的两条都是真的开放重定向，风险一样：\n- `a.rb:3` 跳到 `return_to`。\n- `b.rb:5` 允许任意域名。\n\n"
     "我建议加一个 `safe_target`，两处都用。", True),
    ("两个都能解释：\n- `a.rb:3` 跳到 `return_to`。\n- `b.rb:5` 允许任意域名。\n\n这两个里我建议先改 `a.rb` 的 `return_to`。", False),
])
def test_one_change_proposed_for_both_chooses_neither(reply: str, undecided: bool) -> None:
    turns = [Turn(1, "two redirect warnings", reply)]
    assert ambiguity._undecided(turns, turns[0], set()) is undecided


@pytest.mark.parametrize(("text", "category"), [
    ("Since the latest release of requests, this call throws SSLError", "broke"),
    ("since the update I pushed to requirements.txt the build fails", "broke"),
    ("While in production I noticed a spike", "left_alone"),
])
def test_phrases_that_only_look_like_a_fix_breaking_or_an_aside(text: str, category: str) -> None:
    assert vocab.first(text, category) is None


def test_an_aside_that_names_no_file_is_placed_in_the_file_read_that_holds_its_symbol() -> None:
    read = ToolCall("read", "{}", "function isBusy() {}\nfunction pickFallback() {}\n", ("/h/src/rota.ts",))
    other = ToolCall("read", "{}", "export const cap = 3;\n", ("/h/src/config.ts",))
    test = ToolCall("read", "{}", "pickFallback()\n", ("/h/test/rota.test.ts",))
    turn = Turn(1, "", "", (read, other, test))
    assert asides._holder("`pickFallback` の上限の件 (45行目)", turn) == {"/h/src/rota.ts"}
    assert asides._holder("`nowhere` (45行目)", turn) == set()


@pytest.mark.parametrize(("text", "owned"), [
    ("2. OrderController@index：OrderResource 里 $this->items->count()，N+1", {("index", "OrderController")}),
    ("route it to UserController@update like the others", {("update", "UserController")}),
    ("mail JohnSmith@gmail.com about it", set()),
])
def test_a_laravel_action_is_the_method_of_its_controller(text: str, owned: set[tuple[str, str]]) -> None:
    assert {(m.value, m.symbol) for m in mentions.find(text) if m.kind == "symbol" and m.symbol} == owned


def test_a_review_comment_named_by_controller_and_action_places_the_action() -> None:
    """The user's numbered review comments, 「2. OrderController@index：OrderResource 里 $this->items->count()，…N+1」,
    then 「liwei 在第 2 条下面又回了，说用 withCount 就够了…按他说的改下」: `index` of `OrderController`, not a tie
    between that class and `OrderResource` (dev61 c09)."""
    assert _located("c09")


def test_the_target_of_a_report_item_is_the_reports_own_line_for_it() -> None:
    """「PT-04やっちゃって」 tells its target by the report's line, 「PT-04【低】Cookie の Secure 属性の欠如」, not by the
    first words of the message that pasted the report (「脆弱性診断の報告書きた。」), and cites that turn."""
    result, _ = _bench_case(DEV61, "b08")
    target = next(i for i in result.items if i.label == "Target")
    assert "PT-04【低】Cookie の Secure 属性の欠如" in target.text and target.source.turn == 1
    assert report_ids._opens_line("- **PT-04**: cookie", "PT-04") and not report_ids._opens_line("do PT-04 too", "PT-04")
