"""Grounding behaviours found on the eighteenth development set (bench/ground_cases_dev18):
causes the agent cannot tell apart, named by the words of the report itself; a limit that
lives in another repository's ingress."""

from __future__ import annotations

from pathlib import Path

import honing
from honing.grounding import failing, locate, mentions, outside, vocab
from honing.grounding.items import _said_plainly
from honing.grounding.mentions import Mention
from honing.grounding.places import Sourced
from honing.grounding.project import Project
from honing.sessions.openai import parse_messages

from .test_grounding_dev5 import write
from .test_grounding_dev14 import _edit

_SYNC_TEST = ("class SyncServiceTest {\n    @Test\n    fun `retries on timeout`() {\n        val started = now()\n"
              "        sync.run()\n        assertTrue(elapsedMs(started) < 1_500)\n    }\n}\n")
_SERVERS = "object TestServers {\n    val courier = MockWebServer()\n}\n"
_POLICY = "class RetryPolicy {\n    val maxJitterMs = 750\n    fun delay() = 200 + Random.nextInt(maxJitterMs)\n}\n"


def test_the_flaky_test_with_two_causes_the_agent_cannot_tell_apart_is_unresolved(tmp_path: Path) -> None:
    """"fine, fix the flaky test then": "flaky" and "test" are the report's words, not a choice
    between the time budget and the shared mock server (dev18 a10); 「遅いのお願い」 after two
    causes of a slow search and 「どちらから手をつけますか?」 likewise (b10)."""
    root = write(tmp_path, {"src/test/SyncServiceTest.kt": _SYNC_TEST, "src/test/TestServers.kt": _SERVERS,
                            "src/main/RetryPolicy.kt": _POLICY})
    reply = ("There are two independent ways this test can fail, and I can't tell you which one hit on CI.\n\n"
             "**1. The time budget is too tight.** `SyncServiceTest.kt:6` asserts `elapsedMs < 1_500`, and "
             "`RetryPolicy.kt:3` sleeps up to 950 ms.\n\n**2. The mock server is shared between test classes.** "
             "`TestServers.kt:2` is one `MockWebServer` for the whole run, so another test class can take its response.\n\n"
             "Both are real; if you can get one failing run with the message, we'd know which one it is.")
    messages = [{"role": "user", "content": "`SyncServiceTest > retries on timeout()` failed on CI again, passes on "
                                            "rerun. can you take a look why its flaky"},
                {"role": "assistant", "content": reply},
                {"role": "user", "content": "how do i run just that test 50x locally"},
                {"role": "assistant", "content": "Loop over `./gradlew test --tests ...` and stop at the first failure."}]
    assert not honing.ground("fine, fix the flaky test then", messages, cwd=root).references[0].resolved
    japanese = [{"role": "user", "content": "商品検索API遅いって言われてる。「ケーブル」で検索すると3秒くらいかかる"},
                {"role": "assistant", "content": "原因になりそうなところが2つあります。\n\n**1. N+1 (`RetryPolicy.kt` 3 行目)**\n\n"
                 "商品ごとにクエリが飛びます。\n\n**2. 前方一致しない LIKE (`TestServers.kt` 2 行目)**\n\nインデックスが効きません。\n\n"
                 "3 秒の内訳はログを見ないと断定できません。どちらから手をつけますか?"},
                {"role": "user", "content": "別件で、検索ワードの前後の空白trimしといて"},
                {"role": "assistant", "content": "`q` を読むところで trim します。"}]
    assert not honing.ground("OK、じゃあ遅いのお願い", japanese, cwd=root).references[0].resolved
    # a word the report does not say still chooses: "the mock server one"
    chosen = honing.ground("fine, fix the mock server one then", messages, cwd=root).references[0]
    assert chosen.resolved and chosen.path == "src/test/TestServers.kt", chosen


def test_no_ingress_in_this_repository_settles_the_report() -> None:
    """「这个仓库里没有任何 ingress / k8s 配置」, 「不是服务本身限制的」 (dev18 c08)."""
    assert outside.finds_nothing("不是服务本身限制的，是 staging 前面的 nginx ingress。")
    assert outside.finds_nothing("这个仓库里没有任何 ingress / k8s 配置，Ingress 在 platform/k8s-apps 仓库。")


def test_the_other_one_after_one_item_was_taken_by_its_number_or_done_in_the_same_reply(tmp_path: Path) -> None:
    """「1から直して」 takes item 1 (から after the number), so 「もう一個のほう」 is item 2 (dev18 b04);
    「第 1 个改好了」 in the listing reply itself marks item 1 done, so 「另一个也弄一下吧」 is the
    table (c03)."""
    root = write(tmp_path, {
        "app/controllers/reservations_controller.rb": "class ReservationsController\n  def index\n"
                                                      "    @reservations = Reservation.active.includes(:user)\n  end\nend\n",
        "app/models/reservation.rb": "class Reservation\n  def no_overlap\n"
                                     "    Reservation.where(\"starts_at < ? AND ends_at > ?\", starts_at, ends_at)\n  end\nend\n",
        "src/Header.module.css": ".header {\n  position: sticky;\n  z-index: var(--z-header);\n}\n",
        "src/DataTable.module.css": ".wrapper {\n  overflow-x: visible;\n}\n\n.table {\n  min-width: 880px;\n}\n"})
    listing = ("2つとも原因が分かりました。\n\n1. **一覧が重い (N+1)**: `ReservationsController#index` で関連を読んでいます。\n"
               "2. **予約がダブる**: `app/models/reservation.rb` の `no_overlap`(3 行目)の引数の順番が逆です。\n\n"
               "どちらから直しますか?")
    japanese = [{"role": "user", "content": "一覧が重いのと、予約がダブることがある。両方見て"},
                {"role": "assistant", "content": listing},
                {"role": "user", "content": "1から直して"}]
    japanese += [{"role": "assistant", "content": "`ReservationsController#index` に includes を足しました。"},
                 {"role": "user", "content": "一覧に返却予定のカラム足して"},
                 {"role": "assistant", "content": "足しました。"}]
    ref = honing.ground("ありがと。じゃあもう一個のほうもお願い", japanese, cwd=root).references[0]
    assert ref.resolved and ref.path == "app/models/reservation.rb", ref
    fixed = ("两个问题的原因都找到了：\n\n**1. 下拉菜单被卡片盖住**：`.header` 的 `z-index: 1` 太低。\n\n"
             "**2. 表格把页面撑宽**：`DataTable.module.css` 里 `.wrapper` 写的是 `overflow-x: visible`。\n\n"
             "第 1 个改好了：`Header.module.css` 第 3 行改成 `var(--z-header)`。第 2 个我先没动，横向滚动还是卡片式？")
    chinese = [{"role": "user", "content": "两个 UI 小问题：1. 下拉菜单被卡片盖住 2. 表格在手机上把页面撑宽"},
               {"role": "assistant", "content": fixed},
               {"role": "user", "content": "z-index 以后是不是都放 tokens 里？"},
               {"role": "assistant", "content": "对，建议统一用 tokens 里的变量。"}]
    ref = honing.ground("行，另一个也弄一下吧，横向滚动就行", chinese, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/DataTable.module.css", ref


def test_a_comprehension_frame_runs_in_the_function_of_the_frame_above_it(tmp_path: Path) -> None:
    """Python 3.11 prints `line 38, in overdue_invoices` and then `line 38, in <listcomp>`; the
    staging build predates six lines the agent added above, so line 38 is now in another
    function: the comprehension is placed in `overdue_invoices`, where it stands now (dev18 a01)."""
    frames = ('Traceback (most recent call last):\n  File "/srv/app/billing/services.py", line 5, in overdue_invoices\n'
              '    return [inv for inv in qs if inv.due_date < today]\n'
              '  File "/srv/app/billing/services.py", line 5, in <listcomp>\n'
              '    return [inv for inv in qs if inv.due_date < today]\n'
              "TypeError: '<' not supported between instances of 'NoneType' and 'datetime.date'")
    found = [m for m in mentions.find(frames) if m.kind == "location"]
    assert [m.symbol for m in found] == ["overdue_invoices", "overdue_invoices"]
    services = ("def reminder_context(invoice):\n    days = (today() - invoice.due_date).days\n    return {'days': days}\n\n\n"
                "def overdue_invoices(today):\n    qs = Invoice.objects.filter(paid=False)\n"
                "    return [inv for inv in qs if inv.due_date < today]\n")
    root = write(tmp_path, {"billing/services.py": services})
    ref = honing.ground("staging cron blew up, fix pls\n\n" + frames, [], cwd=root).references[0]
    assert ref.resolved and ref.symbol == "overdue_invoices", ref


def test_a_test_the_sentence_says_fails_is_where_it_shows_not_the_place(tmp_path: Path) -> None:
    """「CIでTestStore_ListUsers_Orderが落ちてる。直して」: the sentence writes the test's name,
    and it used to win for that; the test calls ListUsers, whose query the agent rewrote
    (dev18 b03)."""
    store = ("package store\n\nfunc (s *Store) ListUsers(limit, offset int) ([]User, error) {\n"
             "\trows, err := s.db.Query(`SELECT id, name FROM users LIMIT $1 OFFSET $2`, limit, offset)\n"
             "\tif err != nil {\n\t\treturn nil, err\n\t}\n\treturn scan(rows)\n}\n")
    test = ("package store\n\nfunc TestStore_ListUsers_Order(t *testing.T) {\n\ts := newStore(t)\n"
            "\tusers, _ := s.ListUsers(10, 0)\n\tif users[0].Name != \"carol\" {\n\t\tt.Fatalf(\"want newest first\")\n\t}\n}\n")
    root = write(tmp_path, {"internal/store/store.go": store, "internal/store/store_test.go": test})
    messages = [{"role": "user", "content": "GET /users に limit/offset のページングつけて"},
                {"role": "assistant", "content": "`internal/store/store.go:3` の `ListUsers` に limit/offset を足して、"
                 "`internal/store/store_test.go:5` の呼び出しも直しました。store のテストは TEST_DATABASE_URL がないので skip です。"}]
    ref = honing.ground("CIでTestStore_ListUsers_Orderが落ちてる。直して", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "internal/store/store.go" and ref.symbol == "ListUsers", ref


def test_a_setting_quoted_with_its_new_value_is_placed_where_it_has_the_old_one(tmp_path: Path) -> None:
    """"do what you suggested" after "My suggestion: raise it to `client_max_body_size 12m;`":
    the new line stands nowhere yet; the setting stands at deploy/nginx/photobox.conf:3 with
    1m, over the app's error handler the reply quoted to clear it (dev18 a08)."""
    conf = "server {\n    listen 80;\n    client_max_body_size 1m;\n    location / {\n        proxy_pass http://app;\n    }\n}\n"
    errors = ("function errorHandler(err, req, res, next) {\n  if (err.code === 'LIMIT_FILE_SIZE') {\n"
              "    return res.status(413).json({ error: \"photo too large (max 10 MB)\" });\n  }\n  next(err);\n}\n")
    root = write(tmp_path, {"deploy/nginx/photobox.conf": conf, "src/middleware/errors.js": errors})
    reply = ("The 413 never reaches the app: our `errorHandler` would answer with JSON (`\"photo too large (max 10 MB)\"`), "
             "and `src/middleware/errors.js` answers 413 only for multer's limit. "
             "`deploy/nginx/photobox.conf:3` has `client_max_body_size 1m;`, so nginx rejects bodies over 1 MB.\n\nMy suggestion: raise it to `client_max_body_size 12m;`, a bit above "
             "the 10 MB limit.")
    messages = [{"role": "user", "content": "photos over 1MB fail on staging with a 413 html page"},
                {"role": "assistant", "content": reply}]
    ref = honing.ground("got it, do what you suggested", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "deploy/nginx/photobox.conf" and ref.start_line <= 3 <= ref.end_line, ref


def test_a_quoted_setting_with_a_new_value_votes_for_the_line_with_the_old_one(tmp_path: Path) -> None:
    root = write(tmp_path, {"deploy/nginx/photobox.conf": "server {\n    listen 80;\n    client_max_body_size 1m;\n}\n",
                            "deploy/nginx/admin.conf": "server {\n    listen 81;\n}\n"})
    project = Project.open(root)
    assert project is not None
    said = Sourced(Mention("code", "client_max_body_size 12m;", None, None, 2.0), 1, "assistant")
    found = locate.collect(project, [said], None)
    assert [c.path for c in found] == ["deploy/nginx/photobox.conf"] and found[0].start_line <= 3 <= found[0].end_line
    assert found[0].votes[0].focus == 3 and found[0].votes[0].weight == 1.0


def test_a_bold_title_ends_at_its_colon(tmp_path: Path) -> None:
    """「**1. `GetDashboardAsync(day)`**：给 `DashboardController` 用……」: the title names the
    method; the controller that calls it is explanation, and no longer weighs as the title
    (dev18 c06, "那个 N+1 改掉吧")."""
    service = ("public class OrderService\n{\n    public async Task<Dashboard> GetDashboardAsync(DateOnly day)\n    {\n"
               "        foreach (var order in orders)\n        {\n"
               "            var customer = await db.Customers.FirstAsync(c => c.Id == order.CustomerId);\n"
               "        }\n        return new Dashboard();\n    }\n}\n")
    controller = ("public class DashboardController : ControllerBase\n{\n    [HttpGet(\"today\")]\n"
                  "    public Task<Dashboard> Today() => service.GetDashboardAsync(Today());\n}\n")
    root = write(tmp_path, {"src/Services/OrderService.cs": service, "src/Controllers/DashboardController.cs": controller})
    reply = ("`OrderService`（`src/Services/OrderService.cs`）一共两个公开方法：\n\n"
             "**1. `GetDashboardAsync(day)`**：给 `DashboardController` 的 `/api/dashboard/today` 用。循环里每个订单都单独查一次"
             "客户，是典型的 N+1。\n\n**2. `ExportCsvAsync(from, to)`**：导出 CSV，先把整段时间的订单全读进内存。")
    messages = [{"role": "user", "content": "帮我讲讲 OrderService 是干嘛的"}, {"role": "assistant", "content": reply}]
    ref = honing.ground("难怪 dashboard 早上一打开要转好几秒，那个 N+1 改掉吧", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/Services/OrderService.cs", ref


def test_a_test_that_wants_the_old_value_a_user_asked_to_change_is_out_of_date(tmp_path: Path) -> None:
    """「MaxAttempts 默认改成 5 吧」, the agent changed it, then CI: "MaxAttempts = 5, want 3": the
    test checks the old behaviour (dev18 c02). Without the request the code stays the suspect."""
    policy = ("package retry\n\nfunc DefaultPolicy() Policy {\n\treturn Policy{MaxAttempts: 5, Base: 500}\n}\n")
    test = ("package retry\n\nimport \"testing\"\n\nfunc TestDefaultPolicy(t *testing.T) {\n\tp := DefaultPolicy()\n"
            "\tif p.MaxAttempts != 3 {\n\t\tt.Fatalf(\"MaxAttempts = %d, want 3\", p.MaxAttempts)\n\t}\n}\n")
    root = write(tmp_path, {"internal/retry/policy.go": policy, "internal/retry/policy_test.go": test})
    asked = "另外 MaxAttempts 默认改成 5 吧，产品那边要求的"
    messages = ([{"role": "user", "content": asked}]
                + _edit("e1", "internal/retry/policy.go", "MaxAttempts: 3", "\treturn Policy{MaxAttempts: 5, Base: 500}")
                + [{"role": "assistant", "content": "改了，`DefaultPolicy()` 里 `MaxAttempts` 从 3 改成 5。"}])
    sentence = "CI 挂了\n\n--- FAIL: TestDefaultPolicy (0.00s)\n    policy_test.go:8: MaxAttempts = 5, want 3\nFAIL\n\n改一下"
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "internal/retry/policy_test.go", ref
    assert failing._asked_new_value("policy_test.go:8: MaxAttempts = 5, want 3", parse_messages(messages).turns)
    messages[0]["content"] = "给 DefaultPolicy 加个注释"
    assert not failing._asked_new_value("policy_test.go:8: MaxAttempts = 5, want 3", parse_messages(messages).turns)


def test_a_japanese_negation_after_the_word_and_kondo_de_ii(tmp_path: Path) -> None:
    """「テストが落ちることはありません」 does not say the test fails; 「JSONのほうは今度でいい」 puts the
    JSON item off: 「CIで落ちる方だけ直して」 is the flaky summary from turn 1 (dev18 b07)."""
    assert _said_plainly("落ちる", "テストが落ちることはありません") == 0
    assert _said_plainly("落ちる", "CIで落ちるテスト") == 1
    assert vocab.first("JSONのほうは今度でいい", "deferral") is not None


def test_not_a_code_error_settles_the_report() -> None:
    """"This isn't a code error. `535 Authentication failed` comes from SendGrid" (dev19 a08)."""
    assert outside.finds_nothing("This isn't a code error. `535 Authentication failed` comes from SendGrid, and the key "
                                "lives in the production environment, not here.")
