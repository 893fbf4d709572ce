"""Grounding behaviours found on the twenty-third development set (bench/ground_cases_dev23):
the other comment of a review the user pasted, "the other one" after a fix in a file both items
name, an approval of a proposal the newest reply restates, a "No, …" answer that reports
nothing, and a fix owned by another team."""

from __future__ import annotations

from pathlib import Path

import honing
from honing.grounding import choices, resolve
from honing.sessions.openai import parse_messages

from .test_grounding_dev5 import write
from .test_grounding_dev14 import _edit

_HANDLER = """package handler

import (
\t"net/http"
\t"strconv"
)

func (h *OrderHandler) List(w http.ResponseWriter, r *http.Request) {
\tlimit, _ := strconv.Atoi(r.URL.Query().Get("limit"))
\torders, err := h.store.ListOrders(r.Context(), limit)
\tif err != nil {
\t\thttp.Error(w, err.Error(), 500)
\t}
\twriteJSON(w, orders)
}
"""


def test_the_other_comment_of_a_pasted_review_is_where_the_reply_placed_it(tmp_path: Path) -> None:
    """The user pastes two review comments and asks for 1 only; the reply fixes 1 and places 2
    in a paragraph opening with its number (「2 は `internal/handler/orders.go:9` の…」); after a
    side task, 「もう一個の方もお願い」 is that place (dev23 b02)."""
    root = write(tmp_path, {"internal/handler/orders.go": _HANDLER,
                            "internal/store/orders.go": "package store\n\nfunc (s *Store) ListOrders() {\n}\n",
                            ".github/workflows/ci.yml": "jobs:\n  test:\n    steps:\n      - run: go test ./...\n"})
    messages = [
        {"role": "user", "content": "PR #48 でレビュー指摘2つもらった\n\n1. store/orders.go の ListOrders、rows を Close して"
                                    "ない\n2. handler の limit、クエリに limit 付いてないと 0 になって空配列返ってくる\n\n"
                                    "まず1だけ直して。2はフロントとデフォルト値相談中なので待ち"},
        {"role": "assistant", "content": "1 を直しました。\n\n- `internal/store/orders.go:3` に `defer rows.Close()` を追加。\n\n"
                                         "2 は `internal/handler/orders.go:9` の\n\n```go\nlimit, _ := strconv.Atoi("
                                         "r.URL.Query().Get(\"limit\"))\n```\n\nです。エラーを捨てているので 0 になります。"},
        {"role": "user", "content": "ありがと。ところで go test -race って CI で回した方がいいの？ 遅くなる？"},
        {"role": "assistant", "content": "回した方がいいです。遅くなりますが `.github/workflows/ci.yml` の `go test` に "
                                         "`-race` を足すだけです。"},
        {"role": "user", "content": "じゃあ足して"}]
    messages += _edit("e1", ".github/workflows/ci.yml", "      - run: go test ./...\n", "      - run: go test -race ./...\n")
    messages += [{"role": "assistant", "content": "`.github/workflows/ci.yml` に `-race` を足しました。"}]
    ref = honing.ground("フロントOKだって。もう一個の方もお願い、デフォルト20で", messages, cwd=root, turns=3).references[0]
    assert ref.resolved and ref.path == "internal/handler/orders.go", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 9 <= ref.end_line, ref
    # and it is found as the item no message took up, not as the newest turn that says "default"
    plan = resolve.plan("フロントOKだって。もう一個の方もお願い、デフォルト20で", parse_messages(messages).turns)
    assert plan.reason.startswith("the one item of the numbered list in turn 1"), plan.reason


def test_the_other_one_after_a_fix_in_a_file_both_items_name_is_the_item_titled_elsewhere(tmp_path: Path) -> None:
    """Item 1 is titled `Modal.module.css`, item 2 `Toast.module.css` but names the overlay's
    line in Modal.module.css too; the edit of Modal.module.css took up item 1, so "do the other
    one too" is the toast stack (dev23 a01)."""
    root = write(tmp_path, {"src/components/Modal.module.css": ".overlay {\n  position: fixed;\n  inset: 0;\n"
                                                               "  z-index: 1000;\n}\n\n.dialog {\n  overflow: hidden;\n}\n",
                            "src/components/Toast.module.css": ".stack {\n  position: fixed;\n  bottom: 1rem;\n"
                                                               "  z-index: 50;\n}\n"})
    listing = ("Two separate problems.\n\n**1. Footer off screen** — `Modal.module.css`\n`.dialog` (line 7) has no max "
               "height. Fix:\n\n```css\n.dialog { max-height: calc(100vh - 2rem); }\n```\n\n"
               "**2. Toast behind the overlay** — `Toast.module.css`\n`.overlay` is `z-index: 1000` "
               "(Modal.module.css:4) and `.stack` is `z-index: 50` (Toast.module.css:4). Fix: raise `.stack` to 1100.\n\n"
               "Want me to do both?")
    messages = ([{"role": "user", "content": "on the invite modal the footer is off screen, and the toast shows behind "
                                             "the overlay"},
                 {"role": "assistant", "content": listing},
                 {"role": "user", "content": "just the modal one for now, design has to ok the toasts first"}]
                + _edit("e1", "src/components/Modal.module.css", ".dialog {\n  overflow: hidden;\n}\n",
                        ".dialog { max-height: calc(100vh - 2rem); }\n")
                + [{"role": "assistant", "content": "Done, only `Modal.module.css` changed."}])
    ref = honing.ground("design is fine with it, do the other one too", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "src/components/Toast.module.css", ref


def test_an_approval_takes_the_proposal_the_newest_reply_restates(tmp_path: Path) -> None:
    """Turn 1 proposes `.select_related("customer")`; turn 2 answers a side question with advice
    of its own; turn 3's reply restates the first proposal. 「那就按你说的改吧」 takes the first
    (dev23 c03); without the restatement the newest proposal still wins."""
    root = write(tmp_path, {"orders/views.py": "class OrderListView(ListView):\n    paginate_by = 500\n\n"
                                               "    def get_queryset(self):\n        return Order.objects.filter(shop=self."
                                               "request.shop).order_by(\"-created_at\")\n",
                            "shopadmin/settings.py": "DEBUG = env(\"DEBUG\")\nINSTALLED_APPS = []\n"})
    messages = [
        {"role": "user", "content": "订单列表页巨慢，帮看下"},
        {"role": "assistant", "content": "N+1：`orders/views.py:5` 的 `get_queryset` 没有 `select_related`。建议加 "
                                         "`.select_related(\"customer\")`。要我改吗？"},
        {"role": "user", "content": "先别改。debug-toolbar 能装到 staging 吗"},
        {"role": "assistant", "content": "可以，但建议在 `shopadmin/settings.py` 里用单独的开关 `ENABLE_DEBUG_TOOLBAR` 加载。"},
        {"role": "user", "content": "paginate_by 500 是运营要求的，别动"},
        {"role": "assistant", "content": "明白，不动。那慢的问题就只靠加 `select_related(\"customer\")` 来解决。"}]
    turns = parse_messages(messages).turns
    assert choices.restated(turns, turns[0]) == 3
    assert choices.restated(turns, turns[1]) == 2
    ref = honing.ground("行 那就按你说的改吧", messages, cwd=root, turns=3).references[0]
    assert ref.resolved and ref.path == "orders/views.py", ref


def test_a_no_to_does_it_have_the_same_problem_reports_nothing(tmp_path: Path) -> None:
    """"does weekly_retention.sql have the same problem?" — "No, `sql/weekly_retention.sql` is
    written with half-open ranges": "ok fix the monthly one" is the monthly query (dev23 a10)."""
    monthly = ("select count(distinct user_id)\nfrom events e\nwhere e.occurred_at::date >= date_trunc('month', %(m)s)\n"
               "  and e.occurred_at::date <= (date_trunc('month', %(m)s) + interval '1 month')::date\n")
    weekly = ("select count(*)\nfrom users u\nwhere u.created_at >= %(w)s::date\n"
              "  and u.created_at <  %(w)s::date + interval '7 days'\n")
    root = write(tmp_path, {"sql/monthly_active_users.sql": monthly, "sql/weekly_retention.sql": weekly})
    messages = [
        {"role": "user", "content": "october MAU came out 257 too high, the extra users were only active on nov 1"},
        {"role": "assistant", "content": "The upper bound in `sql/monthly_active_users.sql` (line 4), "
                                         "`e.occurred_at::date <= (date_trunc('month', %(m)s) + interval '1 month')::date`, "
                                         "includes all of the first day of the next month. A half-open range fixes it."},
        {"role": "user", "content": "does weekly_retention.sql have the same problem?"},
        {"role": "assistant", "content": "No, `sql/weekly_retention.sql` is written with half-open ranges:\n\n```sql\n"
                                         "  and u.created_at <  %(w)s::date + interval '7 days'\n```\n\n"
                                         "So only the monthly report is affected."}]
    ref = honing.ground("ok fix the monthly one", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "sql/monthly_active_users.sql", ref


def test_a_fix_owned_by_another_team_resolves_nothing(tmp_path: Path) -> None:
    """The missing CORS header must come from the bucket, which "is managed by the platform team
    in `acme/platform-infra`, not in this repo, so the change has to go there": "ok fix the cors
    thing" is unresolved, not `config/cors.php` (dev23 a05)."""
    root = write(tmp_path, {"config/cors.php": "<?php\n\nreturn [\n    'paths' => ['api/*'],\n"
                                               "    'allowed_origins' => ['https://shop.acme.io'],\n];\n"})
    messages = [
        {"role": "user", "content": "cropper in the admin is broken on prod: blocked by CORS policy: No "
                                    "'Access-Control-Allow-Origin' header"},
        {"role": "assistant", "content": "The blocked request never touches Laravel; our `config/cors.php` isn't involved "
                                         "(its `paths` are `api/*`). The bucket has no CORS configuration. That bucket is "
                                         "managed by the platform team in `acme/platform-infra`, not in this repo, so the "
                                         "change has to go there."},
        {"role": "user", "content": "cant we just add the admin domain to config/cors.php?"},
        {"role": "assistant", "content": "Neither would help: `config/cors.php` only runs on requests that hit Laravel."}]
    ref = honing.ground("ok fix the cors thing", messages, cwd=root, turns=2).references[0]
    assert not ref.resolved, ref


_INVOICE = """package billing

import "errors"

var ErrNotFound = errors.New("billing: invoice not found")

type Line struct{ Currency string }

type Invoice struct{ Lines []Line }

func primaryCurrency(lines []Line) string {
\treturn lines[0].Currency
}

func (inv *Invoice) Summary() string {
\tn := len(inv.Lines)
\tif n > 0 {
\t\t_ = n
\t}
\treturn primaryCurrency(inv.Lines)
}
"""


def test_an_edit_whose_snippet_says_not_found_was_applied_and_a_frame_named_at_its_line_is_that_function(
        tmp_path: Path) -> None:
    """Claude Code's "has been updated" result shows the edited file, whose code may say "not
    found" (`errors.New("billing: invoice not found")`): the edit still counts as made. And
    「`invoice.go:15` 的 `primaryCurrency`」 names the function at that line; with 「recover 那个下个
    PR 单独弄」 the side question about the middleware is put off, so 「panic 那个修一下吧」 is
    primaryCurrency (dev23 c01)."""
    from honing.grounding import edits
    from honing.sessions.model import ToolCall
    updated = ToolCall("Edit", '{"file_path": "a.go", "old_string": "// TODO\\n", "new_string": ""}',
                       "The file a.go has been updated. Here's the result of running `cat -n` on a snippet:\n"
                       "     5→var ErrNotFound = errors.New(\"billing: invoice not found\")", ("a.go",))
    assert edits.applied(updated)
    assert not edits.applied(ToolCall("Edit", "{}", "String to replace not found in file.", ("a.go",)))
    root = write(tmp_path, {"internal/billing/invoice.go": _INVOICE,
                            "internal/api/handlers.go": "package api\n\nfunc Routes(r Router) {\n\tr.Use(middleware.Recoverer)\n}\n"})
    messages = [
        {"role": "user", "content": "staging 上 summary 偶尔 panic：\n\n```\npanic: runtime error: index out of range [0] with "
                                    "length 0\n```\n帮看下"},
        {"role": "assistant", "content": "原因找到了：`invoice.go:15` 的 `primaryCurrency` 直接取 `lines[0].Currency`，没有判断"
                                         "切片是否为空。`Summary()` 在第 24 行无条件调用了它。要我改吗？"},
        {"role": "user", "content": "先别动代码，问下为啥前端拿到的是 502 不是 500？我们不是有 recover 的 middleware 吗"},
        {"role": "assistant", "content": "`internal/api/handlers.go:4` 的 `r.Use(middleware.Recoverer)` 在路由之后才注册，"
                                         "所以没生效，panic 直接把连接断了，网关返回 502。"},
        {"role": "user", "content": "recover 那个下个 PR 单独弄。"},
        {"role": "assistant", "content": "好的。"}]
    ref = honing.ground("复现了就行，panic 那个修一下吧", messages, cwd=root, turns=3).references[0]
    assert ref.resolved and ref.path == "internal/billing/invoice.go" and ref.symbol == "primaryCurrency", ref
    assert resolve.vocab.first("了解、それは別PRで", "deferral")


def test_causes_under_a_lead_that_calls_them_causes_are_findings_apart(tmp_path: Path) -> None:
    """「遅さの原因は2つあり」 then 1. a missing index (a new migration) 2. an N+1 in two Java files,
    and 「どちらから対応しますか？」; the open-in-view aside is put off with 「了解、それは別PRで」;
    「OK、じゃあそれ直しといて」 does not say which cause: unresolved (dev23 b04)."""
    root = write(tmp_path, {"src/main/java/shop/OrderService.java": "@Transactional(readOnly = true)\npublic class OrderService {\n"
                                                                    "    OrderSummary toSummary(Order order) {\n"
                                                                    "        return new OrderSummary(order.getCustomer().getName());\n"
                                                                    "    }\n}\n",
                            "src/main/java/shop/OrderRepository.java": "public interface OrderRepository {\n"
                                                                       "    Page<Order> findByStatusOrderByCreatedAtDesc(String s);\n}\n",
                            "src/main/resources/db/migration/V3__orders.sql": "CREATE TABLE orders (id bigint);\n"})
    listing = ("調査結果です。遅さの原因は2つあり、どちらも効いています。\n\n"
               "1. orders に (status, created_at) のインデックスが無い\n"
               "   - 対応: 新しいマイグレーション `V4__add_orders_index.sql` で `CREATE INDEX` を追加\n"
               "2. 一覧の N+1\n"
               "   - `OrderService.toSummary`（src/main/java/shop/OrderService.java:4）で `order.getCustomer().getName()` を"
               "呼んでいます。\n"
               "   - 対応: `OrderRepository.findByStatusOrderByCreatedAtDesc`（src/main/java/shop/OrderRepository.java:2）に "
               "`@EntityGraph` を付ける\n\nどちらから対応しますか？")
    messages = [
        {"role": "user", "content": "管理画面の受注一覧 /admin/orders が遅い。原因調べてほしい"},
        {"role": "assistant", "content": listing},
        {"role": "user", "content": "ありがとう。ちなみに起動時に spring.jpa.open-in-view の WARN 出てるんだけど、関係ある？"},
        {"role": "assistant", "content": "直接関係ありません。`OrderService`（`@Transactional(readOnly = true)`）の中で起きている"
                                         "ので消えません。別 PR で `spring.jpa.open-in-view: false` を入れるのがおすすめです。"},
        {"role": "user", "content": "了解、それは別PRで。"},
        {"role": "assistant", "content": "承知しました。"}]
    ref = honing.ground("OK、じゃあそれ直しといて", messages, cwd=root, turns=3).references[0]
    assert not ref.resolved, ref


def test_an_a_not_a_question_asks_and_a_chinese_reply_that_cannot_tell_which_column_is_undecided() -> None:
    """「大商户导一年的数据会不会超时」 asks (no question mark); 「我没法从描述判断客户说的是哪一列」 and
    「跟客户确认一下是哪一列」 cannot tell the causes apart."""
    from honing.grounding.prose import _asks
    assert _asks("大商户导一年的数据会不会超时")
    assert not _asks("导出超时了，大商户都导不出来")
    assert resolve.vocab.first("我没法从描述判断客户说的是哪一列", "undecided")
    assert resolve.vocab.first("能不能跟客户确认一下是哪一列？", "undecided")


# --- found by the review of the dev23 round -------------------------------------------------

def test_a_no_that_reports_a_bug_is_a_report(tmp_path: Path) -> None:
    """"Does retry() give up after 3 attempts?" — "No, that's a bug too: `src/retry.py:4` …",
    and the same in ja and zh: the answer reports a defect, and "fix it" is that one."""
    root = write(tmp_path, {"src/util.py": "def helper():\n    return 2\n",
                            "src/retry.py": "import time\n\ndef retry(fn, attempts=3):\n    while True:\n        try:\n"
                                            "            return fn()\n        except Exception:\n            time.sleep(1)\n"})
    for report, place, question, answer, sentence in [
            ("helper() in src/util.py has a bug, it returns the wrong value", "`src/util.py:2` returns 2; callers expect 3.",
             "Does retry() give up after 3 attempts?",
             "No, that's a bug too: `src/retry.py:4` is `while True` and never checks `attempts`, so it retries forever.",
             "fix it"),
            ("src/util.py の helper にバグがある、値がおかしい", "`src/util.py:2` が 2 を返しています。呼び出し側は 3 を期待しています。",
             "retry は attempts 回で止まる？",
             "いいえ、これもバグです。`src/retry.py:4` が `while True` で `attempts` を見ていないので止まりません。", "直して"),
            ("src/util.py 的 helper 有 bug，返回值不对", "`src/util.py:2` 返回的是 2，调用方期望 3。", "retry 会在 attempts 次后停吗？",
             "不会，这也是个 bug：`src/retry.py:4` 是 `while True`，根本没看 `attempts`，会一直重试。", "修一下")]:
        messages = [{"role": "user", "content": report}, {"role": "assistant", "content": place},
                    {"role": "user", "content": question}, {"role": "assistant", "content": answer}]
        ref = honing.ground(sentence, messages, cwd=root).references[0]
        assert ref.resolved and ref.path == "src/retry.py", (answer, ref)


def test_an_approval_is_not_moved_by_a_quote_of_the_defect_or_an_answer_to_a_question(tmp_path: Path) -> None:
    """Turn 1 quotes `Order.objects.get(pk=pk)` as the defect (its proposal is another call);
    turn 3 answers "why is the admin page fast?" with `.select_related("customer")`: neither
    restates a proposal, so "do what you suggested" takes turn 2's."""
    root = write(tmp_path, {"shop/views.py": "def orders(request):\n    return Order.objects.all()\n\n\n"
                                             "def order(request, pk):\n    return Order.objects.get(pk=pk)\n",
                            "shop/templates.py": "def price(v):\n    return str(v)\n"})
    messages = [
        {"role": "user", "content": "the orders list page is slow, 300 queries"},
        {"role": "assistant", "content": "That's an N+1: `shop/views.py:2` loads the orders and the template touches "
                                         "`order.customer`. I'd add `.select_related(\"customer\")` to that queryset."},
        {"role": "user", "content": "also prices show as 12.5 instead of 12.50"},
        {"role": "assistant", "content": "`shop/templates.py:2` formats with `str(v)`. I suggest `return f\"{v:.2f}\"` there."},
        {"role": "user", "content": "why is the django admin order page fast then?"},
        {"role": "assistant", "content": "Its changelist sets `list_select_related`, which Django turns into "
                                         "`.select_related(\"customer\")` for you."}]
    ref = honing.ground("ok, do what you suggested", messages, cwd=root, turns=3).references[0]
    assert ref.resolved and ref.path == "shop/templates.py", ref


def test_another_pr_that_brought_a_change_puts_nothing_off() -> None:
    """「別PRで入った変更のせいだと思う」 says where a change came from; 「それは別PRで」 and
    「recover 那个下个 PR 单独弄」 put a topic off, 「下个 PR 发版前要修好」 does not."""
    assert not resolve.vocab.first("export のは別PRで入った変更のせいだと思う、直して", "deferral")
    assert resolve.vocab.first("了解、それは別PRで。", "deferral")
    assert resolve.vocab.first("recover 那个下个 PR 单独弄。", "deferral")
    assert not resolve.vocab.first("export 那个下个 PR 发版前要修好，现在改一下", "deferral")


def test_a_hosted_config_fix_beside_code_the_reply_clears_settles_and_team_ownership_alone_does_not(
        tmp_path: Path) -> None:
    """"The webhook secret is read in `app/config.py:3` … run `heroku config:set …` … The code
    in app/config.py is fine" settles the report; "The IAM role is owned by the infra team;
    our code should pass `ACL=…` (`app/upload.py:7`)" does not."""
    root = write(tmp_path, {"app/config.py": "import os\n\nSTRIPE_SECRET = os.environ['STRIPE_WEBHOOK_SECRET']\n",
                            "app/upload.py": "import boto3\n\n\ndef upload(f):\n    s3 = boto3.client('s3')\n\n"
                                             "    s3.put_object(Bucket='acme', Key=f.name, Body=f.read())\n"})
    settled_reply = [{"role": "user", "content": "the webhook returns 400 signature mismatch in prod"},
                     {"role": "assistant", "content": "The webhook secret is read in `app/config.py:3`. Run `heroku config:set "
                                                      "STRIPE_WEBHOOK_SECRET=whsec_...` with the new secret. The code in "
                                                      "app/config.py is fine."}]
    assert not honing.ground("fix it", settled_reply, cwd=root, turns=1).references[0].resolved
    ours = [{"role": "user", "content": "uploads fail with AccessDenied since yesterday"},
            {"role": "assistant", "content": "`app/upload.py:7` writes with the default credentials. The IAM role is owned by "
                                             "the infra team; our code should pass `ACL='bucket-owner-full-control'` in "
                                             "`put_object`, which their bucket policy now requires."}]
    ref = honing.ground("fix it", ours, cwd=root, turns=1).references[0]
    assert ref.resolved and ref.path == "app/upload.py", ref


def test_the_other_comment_the_same_turn_already_fixed_is_not_open(tmp_path: Path) -> None:
    """「両方直して」 and the reply's 「2 は `internal/handler/orders.go:9` の…デフォルト 20 にしました」
    after an edit of that file: もう一個の方 is not that paragraph (both are done)."""
    root = write(tmp_path, {"internal/handler/orders.go": _HANDLER,
                            "internal/store/orders.go": "package store\n\nfunc (s *Store) ListOrders() {\n}\n"})
    messages = [{"role": "user", "content": "PR #48 でレビュー指摘2つもらった\n\n1. store/orders.go の ListOrders、rows を Close"
                                            "してない\n2. handler の limit、クエリに limit 付いてないと 0 になる\n\n両方直して"}]
    messages += _edit("e1", "internal/store/orders.go", "func (s *Store) ListOrders() {\n",
                      "func (s *Store) ListOrders() {\n\tdefer rows.Close()\n")
    messages += _edit("e2", "internal/handler/orders.go", "\tlimit, _ := strconv.Atoi(r.URL.Query().Get(\"limit\"))\n",
                      "\tlimit, err := strconv.Atoi(r.URL.Query().Get(\"limit\"))\n\tif err != nil { limit = 20 }\n")
    messages += [{"role": "assistant", "content": "1 を直しました。`internal/store/orders.go:3` に `defer rows.Close()` を追加。"
                                                  "\n\n2 は `internal/handler/orders.go:9` のエラーを見て、デフォルト 20 にしました。"}]
    plan = resolve.plan("もう一個の方もお願い", parse_messages(messages).turns)
    assert not plan.reason.startswith("the one item of the numbered list"), plan.reason
    assert not honing.ground("もう一個の方もお願い", messages, cwd=root, turns=1).references[0].resolved


def test_a_call_at_a_line_is_the_call_site_and_unrelated_findings_are_no_causes(tmp_path: Path) -> None:
    """「`app/views.py:6` 的 `load_config` 调用没传路径」 is the call in `handle`, not the body of
    `load_config`; "The KeyError comes from `app/a.py:2` … Unrelated things I saw: 1. … 2. …"
    counts no causes, so "fix it" is the KeyError."""
    from honing.grounding import ambiguity
    from honing.grounding.mentions import find
    assert all(m.symbol != "load_config" for m in find("`app/views.py:6` 的 `load_config` 调用没传路径") if m.kind == "location")
    assert [m.symbol for m in find("`invoice.go:61` 的 `primaryCurrency` 直接取") if m.kind == "location"] == ["primaryCurrency"]
    reply = ("The KeyError comes from `app/a.py:2`: `load` reads `cfg['name']`.\n\nUnrelated things I saw:\n\n"
             "1. `app/b.py` imports `sys` without using it.\n2. `app/c.py:1` spells `recieve`, a typo.")
    turn = parse_messages([{"role": "user", "content": "KeyError on start"}, {"role": "assistant", "content": reply}]).turns[0]
    assert not ambiguity.findings_apart(turn)


def test_whether_or_not_is_no_question_and_a_title_path_reads_ordinary_titles() -> None:
    """「导出现在不管有没有数据都报 500」 reports; 「会不会超时」 asks. A Vitest title may start with a
    capital and say "if", "from" or "null"."""
    from honing.grounding.mentions import find
    from honing.grounding.prose import _asks, _reports
    assert _reports("不管有没有登录都会报错") and not _asks("不管有没有登录都会报错")
    assert _asks("大商户导一年的数据会不会超时")
    for title in ("auth > returns 401 if the token is missing", "auth > Returns 401 when the token is missing",
                  "auth > parses the user id from the token"):
        assert [m.kind for m in find(f"`{title}` is failing")] == ["test"], title
