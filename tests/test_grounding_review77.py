"""A review of the seventy-seventh round's grounding changes found these, each shown on a small session of its own or
on the function at fault: a cited source read too widely (a name with the words before it, roles, function words,
linters, a tool named as a destination), another repository read into 「レポート」, 「仓库报表」 and "the repo's",
「第 3 点修了吗」 read as done, a name's leading parts outvoting an exact file name, a Japanese offer's object before
its verb, aware clocks read as naive, advice about logs that is a fix, and a qualified column. Each test failed
before its fix."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import honing
from honing.grounding import errors, mentions, vocab
from honing.grounding.cited import unseen_source
from honing.grounding.outside import fixed_outside
from honing.grounding.remaining import _done_number
from honing.sessions.model import Turn

_AUTH = "def check(user, pw):\n    if user is None:\n        return False\n    return user.password_hash == pw\n"


def _project(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    return root


def _auth_session(user: str) -> list[dict[str, object]]:
    return [{"role": "user", "content": user},
            {"role": "assistant", "content": "原因は `app/auth.py` の 4 行目です。`user.password_hash == pw` で平文のパスワードを"
                                             "ハッシュと比べているので、常に False になります。直しましょうか？"}]


@pytest.mark.parametrize("sentence", ["田中さんが言ってたやつ直して", "昨日田中さんが言ってたやつ直して", "さっき田中さんが言ってたやつ直して"])
def test_a_named_person_the_session_mentions_is_found_whatever_stands_before_the_name(tmp_path: Path, sentence: str) -> None:
    root = _project(tmp_path, {"app/auth.py": _AUTH})
    ref = honing.ground(sentence, _auth_session("田中さんから、ログインするといつも失敗するって報告がありました。見てもらえますか"),
                        cwd=root, turns=1).references[0]
    assert (ref.path, ref.resolved) == ("app/auth.py", True)


@pytest.mark.parametrize("sentence", ["老板说的那个bug修一下", "お客さんから報告があったやつ直して", "客户反馈的那个问题改一下",
                                      "fix what is left", "fix the bug that was reported", "fix what got flagged",
                                      "fix the issue ruff flagged", "fix what eslint flagged",
                                      "fix the payload key and add an alert in datadog",
                                      "fix the payload key then close the ticket in jira", "fix the payload key (ticket is in jira)",
                                      "slackに通知送るところ直して", "Slackの通知直して", "钉钉里收不到告警，修一下"])
def test_roles_function_words_linters_and_destinations_cite_no_source(sentence: str) -> None:
    turns = [Turn(1, "login always fails", "`check` in app/auth.py:4 compares the plain password with the hash.", ())]
    assert unseen_source(sentence, turns) is None


def test_the_sources_the_rule_is_for_still_count() -> None:
    turns = [Turn(1, "login always fails", "`check` in app/auth.py:4 compares the plain password with the hash.", ())]
    assert unseen_source("nice. also fix what priya flagged on the invoices PR before i push", turns) is not None
    assert unseen_source("sentry上昨天那个报错 你看下怎么回事", turns) == "sentry"
    assert unseen_source("Sentryで出てたエラー直しといて", turns) == "Sentry"
    assert unseen_source("fix the error from sentry", turns) == "sentry"
    assert unseen_source("田中さんが言ってたやつ直して", turns) == "田中"


@pytest.mark.parametrize("prose", ["直すのはレポート生成の丸めモードで、`app/report.py` の 5 行目です。",
                                   "修法是把仓库报表的舍入改成 ROUND_HALF_UP（`app/report.py` 第 5 行）。",
                                   "The fix is to rename it in the repo's `.env.example`."])
def test_a_report_a_warehouse_or_this_repos_own_file_is_no_other_repository(prose: str) -> None:
    assert not fixed_outside(prose)


def test_a_fix_in_another_named_repository_still_counts() -> None:
    assert fixed_outside("The fix is in the ingress configuration for this route, which lives in the platform/infra repo.")
    assert fixed_outside("直すのは shop-api リポジトリ(か、その前段の envoy の設定)で、許可オリジンを追加することです。")


@pytest.mark.parametrize("clause", ["第 3 点修了吗？", "3 改了没？", "第 3 点改了会影响别的吗", "第 2 点改了的话会影响对外接口的返回类型"])
def test_a_question_or_a_condition_about_an_item_is_not_its_being_done(clause: str) -> None:
    assert _done_number(clause) is None


def test_an_exact_file_name_outvotes_the_leading_parts_of_a_longer_one() -> None:
    from honing.grounding.places import Candidate, Vote
    from honing.grounding.refine import named_by_words

    found = [Candidate("src/OrderListItem.tsx", 3, 8, "OrderListItem", [Vote(2.0, "turn 1", 3, 1)]),
             Candidate("src/OrderList.tsx", 2, 9, "OrderList", [Vote(1.5, "turn 1", 2, 1)])]
    assert named_by_words(found, "fix the order list")[0].path == "src/OrderList.tsx"


@pytest.mark.parametrize("offer", ["コントローラ側が正しいです。mailer を直しましょうか？", "controller 那边是对的。要我改一下 mailer 吗？",
                                   "The controller side is right. Want me to change the mailer?"])
def test_a_closing_offer_names_its_side_before_or_after_the_verb(offer: str) -> None:
    """A Japanese offer says its object before the verb (「mailer を直しましょうか」), Chinese and English after it."""
    from honing.grounding.fix_words import _offered_side
    from honing.grounding.places import Sourced

    out = [Sourced(mentions.Mention("location", "digest_mailer.rb", 3, None, 1.0, 0), 1, "assistant"),
           Sourced(mentions.Mention("location", "unsubscribes_controller.rb", 3, None, 1.0, 40), 1, "assistant")]
    weights = {s.mention.value: s.mention.weight for s in _offered_side(offer, out)}
    assert weights == {"digest_mailer.rb": 3.0, "unsubscribes_controller.rb": 1.0}


def test_aware_clocks_are_not_the_naive_one() -> None:
    from honing.grounding.routes import _error_constructs

    code = next(re.compile(c) for m, c in _error_constructs() if m.search("can't compare offset-naive and offset-aware datetimes"))
    assert code.search("return link.expires_at < datetime.utcnow()")
    assert not code.search("return link.expires_at < timezone.now()")
    assert not code.search("now = pendulum.now()")
    assert not code.search("now = arrow.utcnow()")


@pytest.mark.parametrize("prose", ["失敗時にログを出すように直しました。", "修法是把异常日志打印出来再抛出去。",
                                   "改成直接读配置里的时区，不用猜了。",
                                   "The fix is to show logs on failure instead of swallowing them."])
def test_a_fix_about_logs_is_no_request_to_check(prose: str) -> None:
    assert vocab.first(prose, "asks_to_check") is None


def test_a_qualified_unknown_column_is_quoted_whole_and_by_its_last_part() -> None:
    found = errors.declared("Unknown column 'coupons.active' in 'where clause'")
    assert {value for _, value, _, _ in found} >= {"coupons.active", "'coupons.active'", "'active'"}
    weights = {m.value: m.weight for m in mentions.find("Unknown column 'coupons.active' in 'where clause'")}
    assert weights["coupons.active"] < weights["'active'"]





def test_a_postgres_column_is_not_placed_at_the_migration_that_quotes_it() -> None:
    """dev81 c06: `column "nickname" does not exist` after a rename migration that writes `RENAME COLUMN "nickname"`: the
    raw query that still says nickname, not the migration; PostgreSQL's own quoting of identifiers tells nothing."""
    from .test_grounding_dev45 import located

    assert located("ground_cases_dev81", "c06")
    assert located("ground_cases_dev119", "c10")


def test_losses_the_full_comparison_found_are_back() -> None:
    """The round's full comparison lost dev100 a08 ("ok back to the divide by zero from this morning, go ahead with your
    fix": prose, not an error a runtime printed) and dev33 c01 (the aside offered in turn 1, when Chinese proposals were
    narrowed everywhere rather than only where a fix is placed outside the project)."""
    from .test_grounding_dev45 import located

    assert located("ground_cases_dev100", "a08")
    assert located("ground_cases_dev33", "c01")
    assert located("ground_cases_dev120", "c06")
    assert located("ground_cases_dev120", "b05")


def test_a_read_shown_without_line_numbers_counts_only_by_code_a_reply_quotes() -> None:
    """Reading every line of a bare read (Gemini's read_file) as shown lost dev107 b07 (`express.json({ limit: "1mb" })`
    beside a 413 the agent put outside the project) and dev33 a03 (`"timezone"` in an admin list beside a day off);
    a bare read counts by the lines whose code a reply quotes (dev120 b09: `Colors.black87`)."""
    from .test_grounding_dev45 import located, unresolved

    assert unresolved("ground_cases_dev107", "b07")
    assert located("ground_cases_dev33", "a03")
    assert located("ground_cases_dev120", "b09")
